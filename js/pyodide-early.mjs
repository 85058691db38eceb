// The interpreter module named in pyscript.toml, for the way the game runs when Python cannot
// run in a worker (js/shell.js decides; see js/table.mjs for the other way). It starts Pyodide
// as soon as the page's first module runs (js/pyscript-boot.mjs imports it before PyScript),
// so that Pyodide loads while PyScript reads its configuration, and it unpacks the game's
// Python files (py.zip, made by scripts/build.py from everything under py/) into Python's
// working folder, where `import` finds them. PyScript's own call then receives that same
// interpreter.
//
// Fast start: when this device holds a memory snapshot of this build (js/snapshot-cache.mjs),
// Pyodide restores it instead of starting Python and importing the game. Anything wrong with
// it (missing, another build's, damaged, a restore that throws) means a normal start,
// silently, and the bad snapshot is deleted. After a normal start js/fast-start.mjs makes a
// new one once the game is playable.
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";
import { discard, storedSnapshot } from "./snapshot-cache.mjs";
import { enabled, started } from "./fast-start.mjs";

const output = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;

const archiveURL = new URL("../py.zip", import.meta.url);
const archive = fetch(archiveURL).then((response) => {
  if (!response.ok) throw new Error(`${archiveURL}: HTTP ${response.status}`);
  return response.arrayBuffer();
});

function options(extra = {}) {
  return {
    indexURL,
    stdout: (text) => output.stdout(text),
    stderr: (text) => output.stderr(text),
    ...extra,
  };
}

async function restore() {
  let snapshot = null;
  try {
    snapshot = await storedSnapshot(enabled());
  } catch (error) {
    await discard(error);
    return null;
  }
  if (!snapshot) return null;
  try {
    const pyodide = await load(options({ _loadSnapshot: snapshot.bytes }));
    pyodide.unpackArchive(await archive, "zip"); // the file system is not in the snapshot
    pyodide.runPython("import ui.app"); // the game's modules came back with the memory
    started(true, snapshot.length);
    return pyodide;
  } catch (error) {
    await discard(error);
    return null;
  }
}

async function boot() {
  const restored = await restore();
  if (restored) return restored;
  const pyodide = await load(options());
  pyodide.unpackArchive(await archive, "zip");
  started(false);
  return pyodide;
}

const early = boot();

export { version };

export function loadPyodide(opts = {}) {
  if (opts.stdout) output.stdout = opts.stdout;
  if (opts.stderr) output.stderr = opts.stderr;
  return early;
}
