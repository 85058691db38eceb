// The "start faster on this device" setting and the making of the memory snapshot, on the
// page (both ways the game runs: js/pyodide-early.mjs when Python runs in the page,
// js/table.mjs when it runs in a worker). The snapshot is restored where Python starts; it is
// made, after a normal start and once the game is playable, by js/snapshot-worker.mjs.
// <html data-start="snapshot|normal"> says which start the page used; <html data-snapshot>
// what became of the snapshot (stored, failed, off, unavailable, deleted).
// `schotten.fastStart` (the page's namespace, js/shell.js) is the setting's side for the game's Python (its info() and
// setEnabled(on)); each change fires `schotten:fast-start`.
import { STORAGE_KEYS } from "./protocol.mjs";
import { SNAPSHOT_CACHE, SNAPSHOT_ENTRY, SNAPSHOT_KEY, cacheAvailable, deleteSnapshots } from "./snapshot-cache.mjs";

const root = document.documentElement;
// "off" when the player has turned fast start off in Settings (absent: on).
const SETTING_KEY = STORAGE_KEYS.fastStart;
// After the game is ready: how long to wait for the service worker to take control before
// making the snapshot anyway (<html data-snapshot-wait-ms> overrides it, for tests).
const SW_WAIT_MS = Number(root.dataset.snapshotWaitMs) || 15000;

const status = { enabled: true, state: "none", bytes: 0 };

export function enabled() {
  try {
    return localStorage.getItem(SETTING_KEY) !== "off";
  } catch {
    return true;
  }
}

export function available() {
  return cacheAvailable() && typeof Worker === "function";
}

export function report(state, bytes = 0) {
  status.state = state;
  status.bytes = bytes;
  status.enabled = enabled();
  root.dataset.snapshot = state;
  dispatchEvent(new CustomEvent("schotten:fast-start", { detail: { ...status } }));
}

/** Python has started: from the snapshot (its bytes), or normally (a snapshot is made later). */
export function started(fromSnapshot, bytes = 0) {
  root.dataset.start = fromSnapshot ? "snapshot" : "normal";
  if (globalThis.schotten?.instrument) performance.mark("schotten:python"); // scripts/bench_load.py
  if (fromSnapshot) report("stored", bytes);
  else makeSnapshotLater();
}

function whenReady() {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (root.dataset.boot === "ready") resolve();
      else if (root.dataset.boot === "error") reject(new Error("the game did not start"));
      else return false;
      observer.disconnect();
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(root, { attributes: true, attributeFilter: ["data-boot"] });
  });
}

// The worker's downloads then come from the service worker's cache (none on a first visit: it
// precaches right after the game is ready), else from the HTTP cache after the wait.
function whenServiceWorkerSettled() {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    sw.addEventListener("controllerchange", resolve, { once: true });
    setTimeout(resolve, SW_WAIT_MS);
  });
}

function idle() {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(resolve, { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

let making = null;

function makeSnapshot() {
  if (making) return making;
  making = new Promise((resolve) => {
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
    const done = (state, bytes = 0) => {
      worker.terminate();
      making = null;
      // Turned off while it was being made: do not keep it.
      if (!enabled()) state = "off";
      if (state === "off") caches.delete(SNAPSHOT_CACHE).catch(() => {});
      report(state, bytes);
      resolve(state);
    };
    worker.addEventListener("message", ({ data }) => {
      if (data.ok) {
        root.dataset.snapshotMakeMs = String(Math.round(data.makeMs));
        root.dataset.snapshotStoreMs = String(Math.round(data.storeMs));
        // Read back from the page before the worker ends: WebKit drops an entry a worker has
        // just put when the page terminates that worker at once (the next visit then finds the
        // cache empty and makes the snapshot again).
        storedHere().then((kept) => done(kept ? "stored" : "failed", kept ? data.bytes : 0));
      } else {
        console.info("No fast start on this device:", data.quota ? "not enough storage" : data.error);
        done(data.quota ? "quota" : "failed");
      }
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      console.info("No fast start on this device:", event.message);
      done("failed");
    });
    report("making");
    worker.postMessage({ cache: SNAPSHOT_CACHE, entry: SNAPSHOT_ENTRY, key: SNAPSHOT_KEY });
  });
  return making;
}

async function storedHere() {
  try {
    return Boolean(await (await caches.open(SNAPSHOT_CACHE)).match(SNAPSHOT_ENTRY));
  } catch {
    return false;
  }
}

function makeSnapshotLater() {
  if (!available()) {
    report("unavailable");
    return;
  }
  if (!enabled()) {
    report("off");
    return;
  }
  whenReady()
    .then(whenServiceWorkerSettled)
    .then(idle)
    .then(() => (enabled() ? makeSnapshot() : report("off")))
    .catch(() => {}); // the game did not start: its error screen says so
}

export const fastStart = {
  /** {enabled, available, state, bytes}: state is none, making, stored, failed, quota, off. */
  info() {
    return { ...status, enabled: enabled(), available: available() };
  },
  /** Turns fast start on (makes a snapshot now, in the background) or off (deletes it). */
  async setEnabled(on) {
    try {
      if (on) localStorage.removeItem(SETTING_KEY);
      else localStorage.setItem(SETTING_KEY, "off");
    } catch {
      // no local storage: the choice lasts for this visit
    }
    try {
      if (!available()) report("unavailable");
      else if (!on) {
        await deleteSnapshots(true);
        report("off");
      } else if (status.state !== "stored") await makeSnapshot();
      else report("stored", status.bytes);
    } catch (error) {
      console.info("Fast start:", error);
      report("failed");
    }
  },
};
(globalThis.schotten ??= {}).fastStart = fastStart;
