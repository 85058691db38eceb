// The page's side of the game, wherever its Python runs: in a Web Worker (js/python-worker.mjs)
// or in the page (PyScript: js/python-page.mjs, the same messages by direct call), with
// ui/dom/endpoint.py the Python side of their contract (py/ui/protocol.py). This module only
// paints what Python sends and forwards what the player does. It decides no rule: every tap,
// key and drop becomes an intent for Python, and the screen is the HTML Python rendered. What
// it owns, because only the page has it: localStorage (Python asks the page for each read and
// write, answered at once; from the worker, a write once the saves' journal, js/journal.mjs,
// has it on disk), the other tabs' `storage` events, the motion (js/motion.mjs), the sound
// (js/sound.mjs), the focus, downloads, the file picker, the clipboard, the storage manager,
// the fast start's setting (js/fast-start.mjs), and for a game on two devices the connection
// (js/peer.mjs), its QR codes (js/qr.mjs), the camera's scanner (js/scan.mjs) and sharing.
//
// js/shell.js loads it when the worker can wait for the page's answers (<html data-wait>:
// "suspend" or "block"), js/python-page.mjs once Python has started in the page;
// `schotten.shell` is the shell's side. Every message of Python's is checked against the
// contract (js/contract.mjs) first: a bad one is refused with a warning, and nothing else
// happens.
import { enabled as fastStartOn, fastStart, started } from "./fast-start.mjs";
import sound from "./sound.mjs";
import motion from "./motion.mjs";
import { record, replayed } from "./journal.mjs";
import { CONTRACT, STORAGE_KEYS, accepted, fieldsProblem } from "./contract.mjs";
import { createPeer } from "./peer.mjs";
import { drawQr } from "./qr.mjs";
import * as scanner from "./scan.mjs";

const ns = globalThis.schotten; // the page's namespace (js/shell.js)
const shell = ns.shell;
// the tests' and benchmarks' figures (js/instrument.mjs), only when they ask for them
const probe = ns.instrument ? await import("./instrument.mjs") : null;
const root = document.documentElement;
const app = document.getElementById("app");
const PROBE_KEY = STORAGE_KEYS.probe;

const ARROW_GROUPS = [
  "[data-target]:not([disabled])", // tactic play on the board: the lit choices, roving focus
  ".hand button.card:not([disabled])",
  "button.side.mine:not([disabled])",
  "#tactic-flow .flow-opt:not([disabled])",
];
const REPLAY_KEYS = {
  ArrowLeft: ["replay-step", "-1"],
  ArrowRight: ["replay-step", "1"],
  Home: ["replay-go", "start"],
  End: ["replay-go", "end"],
};

let screen = { lang: "en", motion: true, screen: "" }; // what the last frame said
let ready = false;
let timeShift = 0; // the worker's clock to the page's (performance.now)
let dragCard = null;

// js/shell.js creates the worker as soon as the page runs (its start needs nothing of this
// module's); what it said before this module listened is handled at the end of this module.
const early = shell.worker || null;
const worker = early ? early.worker : new Worker(new URL("./python-worker.mjs", import.meta.url), { type: "module" });
// A message for Python: answered by a batch that says "done" (js/instrument.mjs counts them).
function send(message) {
  if (Object.hasOwn(CONTRACT.pageToPython, message.type)) {
    if (probe) probe.sent();
    message.view = storageView();
  }
  worker.postMessage(message);
}

// --- localStorage, the page's ----------------------------------------------------------------

function isQuota(error) {
  const text = `${(error && error.name) || ""} ${error}`.toLowerCase();
  return text.includes("quota") || text.includes("exceeded");
}

/** Whether the game may use localStorage: a full one is still storage (every game stays listed,
 * open and deletable), one the browser forbids is not. */
function storageUsable() {
  let ls;
  try {
    ls = window.localStorage;
    ls.getItem(PROBE_KEY);
  } catch {
    return false;
  }
  if (!ls) return false;
  try {
    ls.setItem(PROBE_KEY, "1");
    ls.removeItem(PROBE_KEY);
  } catch (error) {
    if (!isQuota(error)) return false;
  }
  return true;
}

function storedKeys() {
  const keys = [];
  for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
  return keys;
}

function refusal(error) {
  return isQuota(error) ? "quota" : String((error && error.message) || error || "refused");
}

// The worker's writes made so far (ui/storage/adapters.py's PageStorage counts the ones it asked
// for: a view of the storage taken before one of them is not used).
let writes = 0;

/** A read or write the worker waits for (ui/storage/adapters.py's PageStorage): a value (null:
 * missing), the keys, for a write "" (done), "quota" or the reason it was refused, and for
 * "many" (writes in order, a null value removes) [how many were done, "" or why the next was
 * refused]. The writes made are pushed onto `made` ([key, value or null]), for the journal. */
function storageCall(op, key, value, made) {
  if (op === "get") return localStorage.getItem(key);
  if (op === "keys") return storedKeys();
  writes += 1;
  const items = op === "many" ? JSON.parse(value) : [[key, op === "remove" ? null : value]];
  for (let done = 0; done < items.length; done++) {
    const [name, text] = items[done];
    try {
      if (text === null) localStorage.removeItem(name);
      else localStorage.setItem(name, text);
      made.push([name, text]);
    } catch (error) {
      return op === "many" ? [done, refusal(error)] : refusal(error);
    }
  }
  return op === "many" ? [items.length, ""] : "";
}

// The answer to a call the worker waits for: a message, which its suspended Python receives
// ("suspend"), or, where the worker blocks in a synchronous request ("block": js/shell.js),
// posted to the service worker, which answers that request with it (sync-message, sw.js).
const blockChannel = root.dataset.wait === "block" ? await syncChannel() : null;
async function syncChannel() {
  await import("../vendor/sync-message/index.js"); // a browser bundle: globalThis.syncMessage
  const scope = new URL("../", import.meta.url).href; // the service worker's
  return globalThis.syncMessage.makeServiceWorkerChannel({ scope });
}
function answerCall(id, value) {
  if (!blockChannel) {
    send({ type: "answer", id, value });
    return;
  }
  globalThis.syncMessage.writeMessage(blockChannel, { value }, id).catch((error) => {
    console.error("The game's worker could not be answered:", error);
  });
}

// What the worker read lately (a "want" message): the page sends what these keys hold now with
// each of its messages, so that Python finds them without asking.
let wanted = { keys: [], list: false };

function storageView() {
  if (!wanted.keys.length && !wanted.list) return null;
  try {
    const values = {};
    for (const key of wanted.keys) values[key] = localStorage.getItem(key);
    return { writes, at: performance.timeOrigin + performance.now(), values, keys: wanted.list ? storedKeys() : null };
  } catch {
    return null; // the worker asks, and hears why
  }
}

// --- drawing -----------------------------------------------------------------------------------

function activeId() {
  const active = document.activeElement;
  return active && active.id ? active.id : "";
}

function focusInView(el) {
  // its focus ring only when the last input was a key (js/shell.js), never before any input
  const keyed = ns.keyed;
  el.focus(keyed ? { preventScroll: true, focusVisible: keyed() } : { preventScroll: true });
  const box = el.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: "nearest" });
}

// shows an element from its top when any of it is out of view; the focus stays
function reveal(id) {
  const el = document.getElementById(id);
  if (!el) return;
  const box = el.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: "start" });
}

function focusId(id) {
  const el = document.getElementById(id);
  if (!el) return;
  focusInView(el);
  if (document.activeElement !== el) {
    const inner = el.querySelector("button:not([disabled])");
    if (inner) focusInView(inner);
  }
}

function motionFor(frame) {
  return frame.motion && !frame.still ? motion : null;
}

function setAttributes(el, attrs) {
  const wanted = new Map(attrs);
  for (const name of Array.from(el.attributes, (a) => a.name)) {
    if (!wanted.has(name)) el.removeAttribute(name);
  }
  for (const [name, value] of wanted) {
    if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}

function drawWhole(frame) {
  const focused = activeId();
  const motion = motionFor(frame);
  const before = motion ? motion.measure(app) : null;
  const t1 = performance.now();
  app.innerHTML = frame.html;
  if (motion) motion.play(app, before); // after the new board is in place (FLIP)
  root.lang = frame.lang;
  root.dataset.motion = frame.motion ? "on" : "off";
  document.title = frame.title;
  if (focused) focusId(focused);
  if (probe) probe.drew("screen", frame.html.length, frame, t1);
}

/** The steps of a frame (ui/render/regions.py); false: an element is missing. */
function drawSteps(frame) {
  const steps = frame.steps;
  const elements = steps.map((step) =>
    step.target === ":root" ? app.firstElementChild : document.getElementById(step.target));
  if (elements.some((el) => !el)) return false;
  const t0 = performance.now();
  const active = document.activeElement;
  const focused = activeId();
  const motion = motionFor(frame);
  const before = motion && steps.length ? motion.measure(app) : null;
  const t1 = performance.now();
  steps.forEach((step, i) => {
    const el = elements[i];
    if (step.how === "attrs") setAttributes(el, step.attrs);
    else if (step.how === "replace") el.outerHTML = step.html;
    else if (step.how === "remove") el.remove();
    else {
      // next to an element that may have been redrawn by an earlier step
      const where = step.how === "after" ? "afterend" : "beforebegin";
      document.getElementById(step.target).insertAdjacentHTML(where, step.html);
    }
  });
  const t2 = performance.now();
  if (motion && before) motion.play(app, before);
  if (focused && active && !active.isConnected) focusId(focused);
  if (probe) {
    const names = steps.map((step) => step.target).join(",") || "nothing";
    probe.drew(names, steps.reduce((n, step) => n + step.html.length, 0), frame, t0, [t0, t1, t2]);
  }
  return true;
}

function paint(frame) {
  if (frame.steps) {
    const bad = frame.steps.map((step) => fieldsProblem(CONTRACT.step, step)).find(Boolean);
    if (bad) {
      console.warn(`The page refused a frame (a step: ${bad}):`, frame);
      return;
    }
  } else if (typeof frame.html !== "string") {
    console.warn("The page refused a frame (neither 'html' nor 'steps'):", frame);
    return;
  }
  screen = frame;
  if (frame.steps) {
    if (!drawSteps(frame)) {
      send({ type: "redraw" });
      return;
    }
  } else {
    drawWhole(frame);
  }
  redrawQr();
  if (!ready) {
    ready = true;
    shell.ready();
  }
}

// --- effects -------------------------------------------------------------------------------

function announcer() {
  let el = document.getElementById("announcer");
  if (!el) {
    el = document.createElement("div");
    el.id = "announcer";
    el.className = "sr-only";
    el.setAttribute("aria-live", "polite");
    el.setAttribute("role", "status");
    document.body.appendChild(el);
  }
  return el;
}
announcer();

function download({ filename, text, mime }) {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 2000);
}

function pickFile({ accept, max }) {
  let picker = document.getElementById("import-file");
  if (!picker) {
    picker = document.createElement("input");
    picker.type = "file";
    picker.id = "import-file";
    picker.hidden = true;
    picker.setAttribute("aria-hidden", "true");
    picker.setAttribute("tabindex", "-1");
    document.body.appendChild(picker);
    picker.addEventListener("change", async () => {
      const files = picker.files;
      if (!files || !files.length) return;
      const chosen = files[0];
      // the bytes (UTF-8 is checked in Python), no more than a backup may hold
      const bytes = new Uint8Array(await chosen.slice(0, Number(picker.dataset.max) + 1).arrayBuffer());
      picker.value = "";
      send({ type: "file", bytes, name: chosen.name });
    });
  }
  picker.accept = accept;
  picker.dataset.max = String(max);
  picker.click();
}

function copy(text) {
  const clipboard = navigator.clipboard;
  if (!clipboard || !clipboard.writeText) {
    send({ type: "copied", ok: false });
    return;
  }
  clipboard.writeText(text).then(
    () => send({ type: "copied", ok: true }),
    () => send({ type: "copied", ok: false }));
}

// --- two devices ---------------------------------------------------------------------------

// The connection's events, and the scanner's, go to Python as the `peer` message.
function peerEvent(fields) {
  if (probe) probe.peerEvent(fields);
  send({ type: "peer", ...fields });
}
const peer = createPeer(peerEvent);

let qrShown = null; // { id, text, canvas }: drawn again into a new canvas of its id (a redraw)

function showQr(id, text) {
  const canvas = document.getElementById(id);
  if (!(canvas instanceof HTMLCanvasElement)) {
    console.warn(`No <canvas id="${id}"> to draw a QR code into`);
    return;
  }
  drawQr(canvas, text);
  qrShown = { id, text, canvas };
}

function redrawQr() {
  if (!qrShown || qrShown.canvas.isConnected) return;
  const again = document.getElementById(qrShown.id);
  if (again instanceof HTMLCanvasElement) showQr(qrShown.id, qrShown.text);
  else qrShown = null;
}

function scan({ on, id }) {
  if (!on) scanner.stop();
  else if (id) {
    scanner.start(id, (code) => peerEvent({ event: "scanned", code }),
      (detail) => peerEvent({ event: "scan-failed", detail }));
  } else console.warn("The scanner needs the id of its <video>");
}

// The system's share sheet where there is one, else the link copied (as "copy" does).
function share({ title, text, url }) {
  if (!navigator.share) {
    copy(url);
    return;
  }
  navigator.share({ title, text, url }).catch((error) => {
    if (error && error.name !== "AbortError") copy(url); // not cancelled: refused or unsupported
  });
}

function persist(asked) {
  const manager = navigator.storage;
  if (!manager || !manager.persist) return;
  manager.persist().then(
    (granted) => send({ type: "persist-answer", granted: Boolean(granted), asked }),
    () => send({ type: "persist-answer", granted: false, asked }));
}

function announce(text) {
  const el = announcer();
  el.textContent = "";
  el.textContent = text;
}

// Each effect of py/ui/protocol.py's EFFECTS, by its kind.
const EFFECTS = {
  announce: (effect) => announce(effect.text),
  focus: (effect) => focusId(effect.id),
  reveal: (effect) => reveal(effect.id),
  download,
  "pick-file": pickFile,
  sound: (effect) => sound.play(effect.cue),
  "fast-start": (effect) => fastStart.setEnabled(effect.enabled),
  copy: (effect) => copy(effect.text),
  persist: (effect) => persist(effect.asked),
  later: (effect) => setTimeout(() => intent(effect.intent), effect.delay),
  "peer-open": (effect) => peer.open(effect),
  "peer-accept": (effect) => peer.accept(effect.code),
  "peer-send": (effect) => peer.send(effect.data),
  "peer-close": () => peer.close(),
  qr: (effect) => showQr(effect.id, effect.text),
  scan,
  share,
};

function perform(effects) {
  for (const effect of effects) {
    if (accepted(CONTRACT.effects, { ...effect, type: effect && effect.kind }, "The page")) {
      EFFECTS[effect.kind](effect);
    }
  }
}

// A Python error after the start: shown and reported as PyScript does in the page.
function pythonError(detail) {
  const el = document.createElement("pre");
  el.className = "py-error";
  el.textContent = detail;
  document.body.appendChild(el);
  console.error(detail);
  setTimeout(() => { throw new Error(`Python: ${detail.split("\n").filter(Boolean).pop()}`); });
}

// --- the worker's messages ---------------------------------------------------------------------

// What Python sends (py/ui/protocol.py's PYTHON_TO_PAGE), by its type.
const FROM_PYTHON = {
  frame: paint,
  effects: (data) => perform(data.effects),
  records: (data) => { if (probe) probe.records(data.items, timeShift); },
  placeable: (data) => openSides(data.card, data.stones),
  want: (data) => { wanted = { keys: data.keys, list: data.list }; },
};

/** A storage call of Python's: [its answer, the writes made, for the journal]. */
function storageMade(op, key, value) {
  const made = [];
  try {
    return [storageCall(op, key, value, made), made];
  } catch (error) {
    console.error("localStorage:", error);
    return [null, made];
  }
}

function storageAnswer(data) {
  const [value, made] = storageMade(data.op, data.key, data.value);
  // a write is answered once the journal has it on disk: the move is kept before the game goes
  // on (and shows it)
  if (made.length) record(made).then(() => answerCall(data.id, value));
  else answerCall(data.id, value);
}

// Python in the page (js/python-page.mjs) calls at once; it hands over what it sends back once
// the journal has the writes on disk.
if ("storage" in worker) {
  worker.storage = (op, key, value) => {
    const [answer, made] = storageMade(op, key, value);
    if (made.length) record(made);
    return answer;
  };
}

// What the worker sends (py/ui/protocol.py's WORKER_TO_PAGE), by its type.
const FROM_WORKER = {
  batch(data) {
    try {
      for (const message of data.messages) {
        if (accepted(CONTRACT.pythonToPage, message, "The page")) FROM_PYTHON[message.type](message);
      }
    } finally {
      if (data.done && probe) probe.answered();
    }
  },
  call: storageAnswer,
  prepared(data) {
    wanted = { keys: data.keys, list: true };
    boot();
  },
  progress: (data) => shell.downloaded(data.name, data.status),
  starting: () => shell.starting(),
  started(data) {
    timeShift = data.timeOrigin - performance.timeOrigin;
    started(data.snapshot, data.bytes);
  },
  waits: () => {}, // js/shell.js's
  "boot-error": (data) => shell.bootError(data.reason, data.detail),
  error(data) {
    if (ready) pythonError(data.detail);
    else shell.bootError("python", data.detail);
  },
};

function fromWorker({ data }) {
  if (accepted(CONTRACT.workerToPage, data, "The page")) FROM_WORKER[data.type](data);
}
function workerFailed(event) {
  event.preventDefault();
  shell.bootError("download", event.message || "the game's worker could not start");
}
worker.addEventListener("message", fromWorker);
worker.addEventListener("error", workerFailed);

// --- the player's input ------------------------------------------------------------------------

function intent(name, arg = "", fields = null) {
  send({ type: "intent", intent: name, arg, fields });
}

app.addEventListener("click", (event) => {
  const target = event.target.closest("[data-intent]");
  if (!target || target.tagName === "FORM" || target.hasAttribute("disabled")) return;
  event.preventDefault();
  intent(target.getAttribute("data-intent") || "", target.getAttribute("data-arg") || "");
});

app.addEventListener("submit", (event) => {
  const form = event.target;
  const name = form.getAttribute("data-intent");
  if (!name) return;
  event.preventDefault();
  const fields = {};
  for (const el of form.elements) {
    if (!el.name) continue;
    if ((el.type === "radio" || el.type === "checkbox") && !el.checked) continue;
    fields[el.name] = String(el.value);
  }
  intent(name, "", fields);
});

function shortcutOk(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const active = document.activeElement;
  return !active || !["input", "textarea", "select"].includes(active.tagName.toLowerCase());
}

app.addEventListener("keydown", (event) => {
  const key = event.key;
  if (screen.screen === "replay" && key in REPLAY_KEYS) {
    const active = document.activeElement;
    if (active && ["INPUT", "TEXTAREA", "SELECT"].includes(active.tagName)) return;
    event.preventDefault();
    intent(...REPLAY_KEYS[key]);
    return;
  }
  if (key === "Escape") {
    // Escape backs out of a tactic card's guided play, like its Cancel button
    const cancel = app.querySelector("#flow-cancel");
    if (cancel && !cancel.disabled) {
      event.preventDefault();
      cancel.click();
    }
    return;
  }
  if ((key === "t" || key === "T") && shortcutOk(event)) {
    // learning tools: "t" opens and closes the card tracker on the board
    const toggle = app.querySelector("#btn-tracker");
    if (toggle) {
      event.preventDefault();
      toggle.click();
    }
    return;
  }
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  const active = document.activeElement;
  if (!step || !active) return;
  for (const selector of ARROW_GROUPS) {
    const items = Array.from(app.querySelectorAll(selector));
    const i = items.indexOf(active);
    if (i >= 0) {
      event.preventDefault();
      items[(i + step + items.length) % items.length].focus();
      return;
    }
  }
});

app.addEventListener("change", (event) => {
  const target = event.target;
  if (target.type !== "range" || !target.hasAttribute("data-intent")) return;
  intent(target.getAttribute("data-intent"), String(target.value));
});

for (const name of ["pointerdown", "pointerup", "pointercancel"]) {
  app.addEventListener(name, (event) => send({ type: "pressed", down: event.type === "pointerdown" }));
}

// Drag and drop of a hand card onto a legal stone side = select + place. The legal sides come
// from Python (asked at the drag's start), opened in place: a redraw would cancel the drag.
app.addEventListener("dragstart", (event) => {
  const target = event.target.closest('[data-intent="select"]');
  if (!target) return;
  const card = target.getAttribute("data-arg");
  if (!card) return;
  dragCard = card;
  sidesKnown = null;
  if (event.dataTransfer) {
    event.dataTransfer.setData("text/plain", card);
    event.dataTransfer.effectAllowed = "move";
  }
  send({ type: "placeable", card });
});

let sidesKnown = null; // the dragged card whose legal sides Python has answered

function openSides(card, stones) {
  if (dragCard !== card) return;
  sidesKnown = card;
  for (const stone of stones) {
    const side = document.getElementById(`side-${stone}`);
    if (side) {
      side.removeAttribute("disabled");
      side.classList.add("placeable");
    }
  }
}

// A side takes the drop once Python has opened it, or any of the player's sides before its
// answer has come (a quick drag): Python then places the card or refuses the move, as for a tap.
function dropTarget(event) {
  if (dragCard === null) return null;
  return event.target.closest(sidesKnown === dragCard ? "button.side.placeable" : "button.side.mine");
}

app.addEventListener("dragover", (event) => {
  const target = dropTarget(event);
  if (target) {
    event.preventDefault();
    target.classList.add("drag-over");
  }
});
app.addEventListener("dragleave", (event) => {
  const target = dropTarget(event);
  if (target) target.classList.remove("drag-over");
});
app.addEventListener("drop", (event) => {
  const target = dropTarget(event);
  const card = dragCard;
  dragCard = null;
  if (!target || card === null) return;
  event.preventDefault();
  intent("place", target.getAttribute("data-arg") || "", { card });
});
app.addEventListener("dragend", () => {
  if (dragCard !== null) { // dropped nowhere: the board as it was
    dragCard = null;
    send({ type: "render" });
  }
});

// Another tab of the game wrote localStorage.
addEventListener("storage", (event) => {
  if (event.storageArea && event.storageArea !== localStorage) return;
  send({ type: "storage", key: event.key });
});

// A link (#replay=…) pasted into this tab while it shows the game: opened as on a fresh load.
addEventListener("hashchange", () => {
  send({ type: "link", href: location.href, hash: location.hash });
  forgetJoin();
});

// A pairing link (#join=<code>) is used once: out of the address once Python has it, so that a
// reload or a bookmark does not pair again with a code long gone.
function forgetJoin() {
  if (location.hash.startsWith("#join=")) history.replaceState(history.state, "", location.pathname + location.search);
}

addEventListener("schotten:fast-start", () => send({ type: "fast-start", info: fastStart.info() }));

// --- the start ---------------------------------------------------------------------------------

function persisted() {
  const manager = navigator.storage;
  if (!manager || !manager.persist) {
    send({ type: "persisted", state: "unsupported" });
    return;
  }
  manager.persisted().then((kept) => send({ type: "persisted", state: kept ? "granted" : "not_granted" }), () => {});
}

// The start message: once Python is ready in the worker ("prepared", with the keys a start
// reads: what they hold goes with it, as with any message, so that the start asks for none of
// them), or at once when this module made the worker (which then loads Python on it).
// It waits for the journal's replay (js/journal.mjs): the start reads what the last moves wrote.
let booted = false;
async function boot() {
  if (booted) return;
  booted = true;
  await replayed;
  const info = fastStart.info();
  worker.postMessage({
    type: "boot",
    snapshot: Boolean(info.available && fastStartOn()),
    storage: storageUsable(),
    languages: Array.from(navigator.languages || [navigator.language || ""]).filter(Boolean),
    href: location.href,
    search: location.search,
    hash: location.hash,
    fastStart: info.available ? info : null,
    view: storageView(),
    instrument: ns.instrument,
  });
  forgetJoin();
}

// What the worker said before this module listened (js/shell.js kept it), in its order.
for (const event of early ? early.take() : []) {
  if (event.type === "error") workerFailed(event);
  else fromWorker(event);
}
if (!early) boot();
persisted();
if (probe) {
  const handled = { workerToPage: FROM_WORKER, pythonToPage: FROM_PYTHON, effects: EFFECTS };
  probe.expose(worker, Object.fromEntries(Object.entries(handled).map(([k, v]) => [k, Object.keys(v)])),
    { peer, perform, scanner });
}
