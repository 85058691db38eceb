// The game's Python in a Web Worker: Pyodide (the same vendored files, downloaded once, here and
// not in the page), the game's files (py.zip), the memory snapshot restored when this device has
// one (js/snapshot-cache.mjs), then ui/dom/worker.py, which runs the app and sends the page
// (js/table.mjs) what to draw and do. The page's main thread never waits for Python.
//
// Messages in: { type: "load", snapshot: <fast start on>, wait } (js/shell.js, at once: Pyodide
// and the game's modules; how Python waits for the page, below), { type: "boot", ...the app's
// start (ui/dom/worker.py) } (js/table.mjs; its `snapshot` counts when no "load" came first),
// { type: "answer", id, value } (the page's answer to a call), { type: "pressed", down } (kept
// here), anything else for Python.
// Messages out: { type: "waits", ok } (for "block": whether the service worker answers),
// { type: "prepared", keys } (Python is ready to start; the keys a start reads),
// { type: "progress", name } (a file of Pyodide's downloaded), { type: "starting" },
// { type: "started", snapshot, bytes }, { type: "boot-error", reason, detail },
// { type: "error", detail } (Python failed after the start), { type: "call", id, op, ... },
// and { type: "batch", messages, done }: what ui/dom/worker.py sent during one call into Python
// (frames, effects, records, placeable).
//
// Python reads and writes the page's localStorage through the page (ui/dom/worker.py:
// ask_storage), and waits for each answer in one of two ways (js/shell.js chooses, <html
// data-wait>):
// - "suspend": every call into Python goes through one queue with `callPromising`, so that
//   Python can wait on the answer's promise (`run_sync`, JSPI) and no other call comes in
//   meanwhile;
// - "block": the worker blocks in a synchronous request that the service worker holds until the
//   page posts the answer (sync-message's readMessage and writeMessage, sw.js); calls into
//   Python are plain calls, still one at a time through the queue.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { discard, storedSnapshot } from "./snapshot-cache.mjs";

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const archiveURL = new URL("../py.zip", import.meta.url);
const archive = fetch(archiveURL).then((response) => {
  if (!response.ok) throw new Error(`${archiveURL}: HTTP ${response.status}`);
  return response.arrayBuffer();
});
archive.catch(() => {}); // reported when it is awaited
// The entry script, as the page's PyScript would run it (it only checks that it is in a worker).
const mainURL = new URL("../py/main.py", import.meta.url);
const main = fetch(mainURL).then((response) => {
  if (!response.ok) throw new Error(`${mainURL}: HTTP ${response.status}`);
  return response.text();
});
main.catch(() => {});

// Progress for the page's loading bar: the files Pyodide downloads, then its compilation.
if (typeof PerformanceObserver === "function") {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const name = entry.name.split("?")[0].split("/").pop();
      postMessage({ type: "progress", name, status: entry.responseStatus || 0 });
    }
  }).observe({ type: "resource", buffered: true });
}
const instantiate = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = function (...args) {
  return instantiate.apply(WebAssembly, args).then((result) => {
    postMessage({ type: "starting" });
    return result;
  }, (error) => {
    postMessage({ type: "boot-error", reason: "engine", detail: String((error && error.stack) || error) });
    throw error;
  });
};

// How Python waits for the page: suspended, unless the "load" message says "block" (read by
// ui/dom/worker.py too).
globalThis.schottenSuspends = true;
let syncChannel = null; // sync-message's channel through the service worker, for "block"
const CALL_MS = 20000; // no answer from the page by then: the storage call fails

// For "block": sync-message, and whether a synchronous request of this worker reaches the
// service worker's sync-message listener (an older service worker has none; a browser might
// send a worker's synchronous requests past it).
async function blockingWaits() {
  try {
    await import("../vendor/sync-message/index.js"); // a browser bundle: self.syncMessage
    const scope = new URL("../", import.meta.url).href;
    syncChannel = self.syncMessage.makeServiceWorkerChannel({ scope });
    const probe = new XMLHttpRequest();
    probe.open("GET", `${syncChannel.baseUrl}/version`, false);
    probe.send();
    return probe.status === 200 && probe.responseText.startsWith("__sync-message-");
  } catch (error) {
    console.info("sync-message:", error);
    return false;
  }
}

function callPython(method, argument) {
  return globalThis.schottenSuspends ? method.callPromising(argument) : method(argument);
}

let python = null; // ui.dom.worker, once started
let queue = Promise.resolve();
const early = []; // messages that came before Python

function detail(error) {
  return String((error && (error.stack || error.message)) || error);
}

// What Python sent during one call (ui/dom/worker.py: outbox), posted as one message so that
// the page paints, performs and knows its input answered in one task; `done` for a message of
// the page's (<html data-pending>).
function sendOut(done) {
  let messages = [];
  try {
    if (python) messages = python.outbox();
  } catch (error) {
    postMessage({ type: "error", detail: detail(error) });
  }
  postMessage({ type: "batch", messages, done });
}

function enqueue(call) {
  queue = queue.then(call).catch((error) => postMessage({ type: "error", detail: detail(error) }));
}

// A pointer down on the page (ui/dom/worker.py asks, so as not to redraw under a finger): kept
// here, without a call into Python, which would delay the tap's own intent.
let pointerDown = false;
globalThis.schottenPressed = () => pointerDown;

// Python asks the page and waits for its answer (ui/dom/worker.py: ask_storage): a promise to
// suspend on, or, for "block", the answer itself.
const calls = new Map();
let lastCall = 0;
globalThis.schottenPageCall = (op, key, value) => {
  if (!globalThis.schottenSuspends) {
    const id = self.syncMessage.uuidv4(); // unique in the service worker, which every tab shares
    postMessage({ type: "call", id, op, key, value: value ?? null });
    const answer = self.syncMessage.readMessage(syncChannel, id, { timeout: CALL_MS });
    if (answer === null) throw new Error(`the page did not answer the storage call ${op}`);
    return answer.value;
  }
  return new Promise((resolve) => {
    const id = ++lastCall;
    calls.set(id, resolve);
    postMessage({ type: "call", id, op, key, value: value ?? null });
  });
};

// The timers of ui/dom/worker.py (WorkerSoon): a task of its own after `delay` ms; with no
// delay through a MessageChannel (a timer nested in timers waits at least 4 ms).
const channel = new MessageChannel();
const soon = [];
async function fire(id) {
  try {
    await callPython(python.fire, id);
  } finally {
    sendOut(false);
  }
}
channel.port1.onmessage = () => {
  const id = soon.shift();
  enqueue(() => fire(id));
};
globalThis.schottenLater = (id, delay) => {
  if (delay > 0) setTimeout(() => enqueue(() => fire(id)), delay);
  else {
    soon.push(id);
    channel.port2.postMessage(null);
  }
};

// A message of the page handed to Python; its answer says "done", so that the page knows when
// what it sent has been answered (<html data-pending>).
async function answer(data) {
  try {
    await callPython(python.receive, data);
  } finally {
    sendOut(true);
  }
}

// After a snapshot, whose interpreter holds every module of the game already: py.zip's files
// but its compiled modules (scripts/build.py's add_bytecode), which nothing would read, in the
// queue just after the first screen, which reads none of them: its data (puzzles.json, read
// when the puzzles first open) and its sources (read only by a traceback). A returning visit is
// then ready without unpacking anything (about 20-30 ms sooner; 40 ms more before the sources
// went after the first screen).
const UNPACK = `
import zipfile
with zipfile.ZipFile("/tmp/py.zip") as archive:
    archive.extractall(members=[n for n in archive.namelist() if "__pycache__/" not in n])
`;
async function unpackAfterSnapshot(pyodide) {
  pyodide.FS.writeFile("/tmp/py.zip", new Uint8Array(await archive));
  try {
    pyodide.runPython(UNPACK);
  } finally {
    pyodide.FS.unlink("/tmp/py.zip");
  }
}

// The start's steps, for scripts/bench_load.py: performance marks "worker:pyodide" (loaded),
// "worker:unpacked" (the game's files), "worker:imported" (the game's modules), "worker:started"
// (its first screen sent).
async function load(snapshotOn) {
  const options = { indexURL, stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
  let snapshot = null;
  try {
    snapshot = await storedSnapshot(snapshotOn);
  } catch (error) {
    await discard(error);
  }
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
      performance.mark("worker:pyodide"); // the file system is not in the snapshot: see above
      return { pyodide, bytes: snapshot.length };
    } catch (error) {
      await discard(error);
    }
  }
  const pyodide = await loadPyodide(options);
  performance.mark("worker:pyodide");
  pyodide.unpackArchive(await archive, "zip");
  performance.mark("worker:unpacked");
  return { pyodide, bytes: 0 };
}

// Python up to the game's modules imported: { module: ui.dom.worker, later: what to do once
// the first screen is sent, or null }, or null when it failed (said so).
// Nothing of it needs the page's start message, so it begins with js/shell.js's "load".
async function prepare(snapshotOn) {
  let started;
  try {
    started = await load(snapshotOn);
  } catch (error) {
    postMessage({ type: "boot-error", reason: "download", detail: detail(error) });
    return null;
  }
  const { pyodide, bytes } = started; // bytes > 0: from the snapshot
  postMessage({ type: "started", snapshot: bytes > 0, bytes, timeOrigin: performance.timeOrigin });
  try {
    const source = await main;
    pyodide.runPython(source, { filename: "main.py" });
    const module = pyodide.pyimport("ui.dom.worker");
    performance.mark("worker:imported");
    const keys = module.START_KEYS; // what a start reads (ui.app): js/table.mjs sends "boot"
    postMessage({ type: "prepared", keys: keys.toJs() }); // with their values now
    keys.destroy();
    return { module, later: bytes > 0 ? () => unpackAfterSnapshot(pyodide) : null };
  } catch (error) {
    postMessage({ type: "boot-error", reason: "python", detail: detail(error) });
    return null;
  }
}
let prepared = null; // prepare()'s promise, once begun

async function boot(message) {
  if (!prepared) prepared = prepare(Boolean(message.snapshot)); // no "load" came first
  const ready = await prepared;
  if (!ready) return;
  const { module, later } = ready;
  python = module; // what comes from now on waits in the queue behind the start
  const start = queue.then(() => callPython(module.start, message)).finally(() => {
    performance.mark("worker:started");
    sendOut(false);
  });
  queue = start.catch(() => {});
  start.catch((error) => postMessage({ type: "boot-error", reason: "python", detail: detail(error) }));
  if (later) enqueue(later); // before any message of the page's (opening the puzzles)
  for (const data of early.splice(0)) enqueue(() => answer(data));
}

self.addEventListener("message", ({ data }) => {
  if (data.type === "answer") {
    const resolve = calls.get(data.id);
    calls.delete(data.id);
    if (resolve) resolve(data.value);
  } else if (data.type === "load") {
    if (data.wait === "block") {
      globalThis.schottenSuspends = false;
      blockingWaits().then((ok) => postMessage({ type: "waits", ok }));
    }
    if (!prepared) prepared = prepare(Boolean(data.snapshot));
  } else if (data.type === "boot") {
    boot(data);
  } else if (data.type === "pressed") {
    pointerDown = Boolean(data.down);
  } else if (python) {
    enqueue(() => answer(data));
  } else {
    early.push(data);
  }
});
