// The figures the browser tests and the benchmarks read, in one place. js/table.mjs loads this
// module only when the page's namespace says `instrument` (js/shell.js: set before the page's
// scripts run, or "?instrument" in the address); a player's page never loads it.
//
// - <html data-pending>: how many of the page's messages Python has not answered yet (absent
//   at 0); the browser tests wait for it after each input (tests/e2e/answered.py);
// - schotten.figures: arrays of records, on the page's clock: `botMoves`, `botTurns` and
//   `reviews` (recorded by Python, py/ui/dom/figures.py), `draws` (each drawing, when a
//   benchmark has set the array);
// - schotten.worker: the game's worker (tests post messages to it), and schotten.handled: the
//   message types and effects js/table.mjs handles (checked against the contract);
// - schotten.peer: the connection of two devices (js/peer.mjs: open, accept, send, close) and
//   schotten.peer.events, every `peer` event the page told Python (with its time `at`); schotten.perform: effects as
//   if Python had sent them; schotten.scanner: the camera's scanner (js/scan.mjs).
const ns = globalThis.schotten;
const root = document.documentElement;
const figures = (ns.figures ??= {});

let pending = 0;

/** A message sent that Python answers ("done"). */
export function sent() {
  pending += 1;
  root.dataset.pending = String(pending);
}

/** Python has answered one of the page's messages. */
export function answered() {
  pending = Math.max(0, pending - 1);
  if (pending) root.dataset.pending = String(pending);
  else delete root.dataset.pending;
}

/** A drawing made (for schotten.figures.draws, if a benchmark set it): `marks` are the times
 * its steps began. */
export function drew(what, chars, frame, shown, marks = []) {
  const draws = figures.draws;
  if (!draws) return;
  const end = performance.now();
  const steps = marks.map((mark, i) => (i + 1 < marks.length ? marks[i + 1] : end) - mark);
  draws.push({ what, chars, python_ms: frame.python_ms, page_ms: end - shown, steps_ms: steps, at: end });
}

const CLOCK_FIELDS = ["end", "at"];

/** Python's records ([name, entry] pairs), moved to the page's clock by `shift` ms. */
export function records(items, shift) {
  for (const [name, entry] of items) {
    for (const field of CLOCK_FIELDS) {
      if (typeof entry[field] === "number") entry[field] += shift;
    }
    (figures[name] ??= []).push(entry);
  }
}

const peerEvents = [];

/** An event of the connection of two devices, told to Python; `at`: when (ms since the epoch,
 * to compare two pages' times). */
export function peerEvent(fields) {
  peerEvents.push({ ...fields, at: performance.timeOrigin + performance.now() });
}

/** What the tests reach: the worker, what the page handles, the connection and the effects. */
export function expose(worker, handled, { peer, perform, scanner }) {
  ns.worker = worker;
  ns.handled = handled;
  ns.peer = { ...peer, events: peerEvents };
  ns.perform = perform;
  ns.scanner = scanner;
}
