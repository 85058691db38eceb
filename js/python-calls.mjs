// The calls into the game's Python (py/ui/dom/endpoint.py, the Python side of the contract,
// py/ui/protocol.py), one at a time, wherever Python runs: in the game's worker
// (js/python-worker.mjs, which posts what comes out) or in the page (js/python-page.mjs, which
// hands it to js/table.mjs by direct call). Both take the page's messages here (`receive`).
//
// `ns` is the namespace Python reads (ui/dom/endpoint.py): `suspends` (whether Python waits for
// the page suspended on a promise), and this module sets `pressed()` and `later()` in it.
// `post(message)` sends a message to the page; `handlers` the runtime's own messages (`boot`,
// `load`, `answer`): any message of the page's to the worker without one is refused.
import { CONTRACT, accepted } from "./contract.mjs";

export function detail(error) {
  return String((error && (error.stack || error.message)) || error);
}

export function pythonCalls(ns, post, handlers) {
  let python = null; // ui.dom.endpoint, once started
  let queue = Promise.resolve();
  const early = []; // messages that came before Python
  let booted = false;

  function call(method, argument) {
    return ns.suspends ? method.callPromising(argument) : method(argument);
  }

  // What Python sent during one call (ui/dom/endpoint.py: outbox), as one message so that the
  // page paints, performs and knows its input answered in one task; `done` for a message of
  // the page's.
  function sendOut(done) {
    let messages = [];
    try {
      if (python) messages = python.outbox();
    } catch (error) {
      post({ type: "error", detail: detail(error) });
    }
    post({ type: "batch", messages, done });
  }

  function enqueue(work) {
    queue = queue.then(work).catch((error) => post({ type: "error", detail: detail(error) }));
  }

  // A pointer down on the page (Python asks, so as not to redraw under a finger): kept here,
  // without a call into Python, which would delay the tap's own intent.
  let pointerDown = false;
  ns.pressed = () => pointerDown;

  // The timers of ui/dom/endpoint.py (Timers): a task of its own after `delay` ms; with no
  // delay through a MessageChannel (a timer nested in timers waits at least 4 ms).
  const channel = new MessageChannel();
  const soon = [];
  async function fire(id) {
    try {
      await call(python.fire, id);
    } finally {
      sendOut(false);
    }
  }
  channel.port1.onmessage = () => {
    const id = soon.shift();
    enqueue(() => fire(id));
  };
  ns.later = (id, delay) => {
    if (delay > 0) setTimeout(() => enqueue(() => fire(id)), delay);
    else {
      soon.push(id);
      channel.port2.postMessage(null);
    }
  };

  // A message of the page handed to Python, which checks it; its answer says "done".
  async function answer(data) {
    try {
      await call(python.receive, data);
    } finally {
      sendOut(true);
    }
  }

  /** Python's start: `module` (ui.dom.endpoint) with the page's "boot" message; `later`, if
   * given, is done in the queue just after the first screen; `started()` once it is sent. */
  function start(module, message, later = null, started = () => {}) {
    python = module; // what comes from now on waits in the queue behind the start
    const first = queue.then(() => call(module.start, message)).finally(() => {
      started();
      sendOut(false);
    });
    queue = first.catch(() => {});
    first.catch((error) => post({ type: "boot-error", reason: "python", detail: detail(error) }));
    if (later) enqueue(later); // before any message of the page's
    for (const data of early.splice(0)) enqueue(() => answer(data));
  }

  function refused(why, data) {
    console.warn(`The game's Python refused a message (${why}):`, data);
  }

  /** A message of the page's: the runtime's own (CONTRACT.pageToWorker, checked here), or
   * one for Python. */
  function receive(data) {
    const kind = data && data.type;
    if (typeof kind !== "string" || !Object.hasOwn(CONTRACT.pageToWorker, kind)) {
      if (python) enqueue(() => answer(data)); // Python checks it (ui/dom/endpoint.py)
      else early.push(data);
      return;
    }
    if (!accepted(CONTRACT.pageToWorker, data, "The game's Python")) return;
    if (kind === "pressed") pointerDown = data.down;
    else if (kind === "boot") {
      if (booted) refused("a second boot", data);
      else {
        booted = true;
        handlers.boot(data);
      }
    } else if (handlers[kind]) handlers[kind](data);
    else refused(`no ${kind} here`, data);
  }

  return { start, receive, refused };
}
