// The interpreter module named in pyscript.toml. It starts Pyodide as soon as the page's first
// module runs (js/pyscript-boot.mjs imports it before PyScript), so that Pyodide loads while
// PyScript reads its configuration, and it unpacks the game's Python files (py.zip, made by
// scripts/build.py from everything under py/) into Python's working folder, where `import`
// finds them. PyScript's own call then receives that same interpreter.
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

const output = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

const archiveURL = new URL("../py.zip", import.meta.url);
const archive = fetch(archiveURL).then((response) => {
  if (!response.ok) throw new Error(`${archiveURL}: HTTP ${response.status}`);
  return response.arrayBuffer();
});

const early = load({
  indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
  stdout: (text) => output.stdout(text),
  stderr: (text) => output.stderr(text),
}).then(async (pyodide) => {
  pyodide.unpackArchive(await archive, "zip");
  return pyodide;
});

export { version };

export function loadPyodide(options = {}) {
  if (options.stdout) output.stdout = options.stdout;
  if (options.stderr) output.stderr = options.stderr;
  return early;
}
