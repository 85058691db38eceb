// The game's Python in the page (PyScript, where it cannot run in a worker: js/shell.js) talks to
// the same page adapter (js/table.mjs) with the same messages as from the game's worker
// (js/python-worker.mjs), by direct call instead of postMessage: this module is that transport.
// py/main.py hands it the Python side of the contract (ui.dom.endpoint: `connect`), then
// js/table.mjs is loaded and takes it as it takes the worker (`schotten.shell.worker`).
//
// Python reads and writes localStorage through js/table.mjs as from the worker, answered at once
// (`schotten.suspends` false, as where the worker blocks); what Python sends back is handed
// over once the saves' journal has every write on disk (js/journal.mjs): a move is kept before
// it is shown, as the worker's storage answers wait for it.
import { pythonCalls } from "./python-calls.mjs";

const ns = globalThis.schotten;
const listeners = { message: [], error: [] };
let delivered = Promise.resolve();

const kept = []; // what Python said before js/table.mjs listened: it takes them (take())

function post(message) {
  delivered = delivered
    .then(() => ns.journal && ns.journal.pending())
    .then(() => {
      if (!listeners.message.length) kept.push({ data: message });
      for (const listener of listeners.message) listener({ data: message });
    });
}

let python = null;
const calls = pythonCalls(ns, post, { boot: (message) => calls.start(python, message) });

/** What js/table.mjs takes as it takes the game's worker. */
const transport = {
  postMessage: (message) => calls.receive(message),
  addEventListener: (type, listener) => listeners[type]?.push(listener),
  removeEventListener: (type, listener) => {
    const kept = listeners[type] || [];
    if (kept.includes(listener)) kept.splice(kept.indexOf(listener), 1);
  },
  /** js/table.mjs's storage call, made at once (set by js/table.mjs). */
  storage: null,
};

ns.suspends = false;
ns.pageCall = (op, key, value) => transport.storage(op, key, value);

/** py/main.py: Python is ready; `module` is ui.dom.endpoint. */
ns.connect = (module) => {
  python = module;
  ns.shell.worker = { worker: transport, take: () => kept.splice(0) };
  const keys = module.START_KEYS; // what a start reads (ui.app): js/table.mjs sends "boot"
  post({ type: "prepared", keys: keys.toJs() });
  keys.destroy();
  import("./table.mjs").catch((error) => ns.shell.bootError("download", String(error)));
};
