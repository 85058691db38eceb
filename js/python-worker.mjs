// The game's Python in a Web Worker: Pyodide (the same vendored files, downloaded once, here and
// not in the page), the game's files (py.zip), the memory snapshot restored when this device has
// one (js/snapshot-cache.mjs), then ui/dom/endpoint.py, which runs the app and sends the page
// (js/table.mjs) what to draw and do. The page's main thread never waits for Python.
//
// Every message, each way, is one of py/ui/protocol.py's (its fields are listed there):
// "load" (js/shell.js, at once: Pyodide and the game's modules, and how Python waits for the
// page), "boot" (js/table.mjs: the app's start), "answer" (the page's answer to a "call"),
// "pressed" (kept by js/python-calls.mjs), anything else for Python, which checks it; out:
// "waits", "prepared", "progress", "starting", "started", "boot-error", "error", "call" and
// "batch" (what Python sent during one call into it). A bad message, or a second "load" or
// "boot", is refused with a warning and nothing else happens.
//
// Python reads and writes the page's localStorage through the page (ui/dom/endpoint.py:
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
import { detail, pythonCalls } from "./python-calls.mjs";

// The worker's side of the namespace, which ui/dom/endpoint.py reads: `suspends` (how Python waits
// for the page), `pageCall()` (below), `pressed()`, `later()` (js/python-calls.mjs),
// `instrument` (the tests' and benchmarks' figures: js/instrument.mjs, py/ui/dom/figures.py).
const ns = (globalThis.schotten = { suspends: true, instrument: false });
function mark(name) {
  if (ns.instrument) performance.mark(name); // read by scripts/bench_load.py
}

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

// How Python waits for the page: suspended (ns.suspends), unless the "load" message says
// "block".
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

// The calls into Python, one at a time (js/python-calls.mjs), and the page's messages.
const calls = pythonCalls(ns, (message) => postMessage(message), { load: loadMessage, boot, answer: answered });

// Python asks the page and waits for its answer (ui/dom/endpoint.py: ask_storage): a promise to
// suspend on, or, for "block", the answer itself.
const waiting = new Map();
let lastCall = 0;
ns.pageCall = (op, key, value) => {
  if (!ns.suspends) {
    const id = self.syncMessage.uuidv4(); // unique in the service worker, which every tab shares
    postMessage({ type: "call", id, op, key, value: value ?? null });
    const answer = self.syncMessage.readMessage(syncChannel, id, { timeout: CALL_MS });
    if (answer === null) throw new Error(`the page did not answer the storage call ${op}`);
    return answer.value;
  }
  return new Promise((resolve) => {
    const id = ++lastCall;
    waiting.set(id, resolve);
    postMessage({ type: "call", id, op, key, value: value ?? null });
  });
};

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
      mark("worker:pyodide"); // the file system is not in the snapshot: see above
      return { pyodide, bytes: snapshot.length };
    } catch (error) {
      await discard(error);
    }
  }
  const pyodide = await loadPyodide(options);
  mark("worker:pyodide");
  pyodide.unpackArchive(await archive, "zip");
  mark("worker:unpacked");
  return { pyodide, bytes: 0 };
}

// Python up to the game's modules imported: { module: ui.dom.endpoint, later: what to do once
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
    const module = pyodide.pyimport("ui.dom.endpoint");
    mark("worker:imported");
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
  if (!prepared) { // no "load" came first
    ns.instrument = Boolean(message.instrument);
    prepared = prepare(message.snapshot);
  }
  const ready = await prepared;
  if (!ready) return;
  const { module, later } = ready;
  calls.start(module, message, later, () => mark("worker:started"));
}

function loadMessage(data) {
  if (prepared) return calls.refused("a second load", data);
  ns.instrument = Boolean(data.instrument);
  if (data.wait === "block") {
    ns.suspends = false;
    blockingWaits().then((ok) => postMessage({ type: "waits", ok }));
  }
  prepared = prepare(data.snapshot);
}

function answered(data) {
  const resolve = waiting.get(data.id);
  waiting.delete(data.id);
  if (resolve) resolve(data.value);
}

self.addEventListener("message", ({ data }) => calls.receive(data));
