// Compiles Python to bytecode with the vendored Pyodide (used by scripts/build.py: the browser
// then imports it without compiling each module first):
//
//     node scripts/compile_pyc.mjs PYODIDE_DIR PY_ZIP
//
// PYODIDE_DIR is the npm package's folder (with its whole standard library); PY_ZIP the build's
// archive of the game's sources. Every .pyc has an unchecked source hash (PEP 552: the browser
// never compares it with a source). Prints one JSON object:
//
// - "files": each of the game's modules, compiled where the page unpacks it (Python's working
//   folder), as `pkg/__pycache__/mod.<cache tag>.pyc` (name in the archive: base64 of the .pyc);
// - "stdlib": each standard-library module that a start imports (Pyodide's own start, the
//   unpacking of PY_ZIP, the game's import as its worker does it: `ui.dom.endpoint`), compiled as
//   zipimport compiles it from `/lib/python314.zip` (name of its source in the standard
//   library's zip: base64 of the .pyc; not the frozen modules, which never load from it).
//   Pyodide ships that zip as sources only, so without these every start compiles them all;
// - "cache_tag".
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, archive] = process.argv.slice(2);
const indexURL = pyodideDir.endsWith("/") ? pyodideDir : `${pyodideDir}/`;
const { loadPyodide } = await import(pathToFileURL(`${indexURL}pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
// First, before this script imports anything of its own: what a start imports.
pyodide.runPython(`
import sys, zipimport
import ui.dom.endpoint
# imported from the zip (the frozen ones, os and io among them, never are: their sources stay)
STARTED = sorted(
    module.__spec__.origin
    for module in list(sys.modules.values())
    if isinstance(getattr(getattr(module, "__spec__", None), "loader", None), zipimport.zipimporter)
    and module.__spec__.origin.startswith(sys.path[1] + "/")
)
`);
const result = pyodide.runPython(`
import base64, importlib.util, json, os, py_compile, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def unchecked(code, source):
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

files = {}
for folder, dirs, names in sorted(os.walk(".")):
    dirs.sort()
    for name in sorted(names):
        if not name.endswith(".py"):
            continue
        source = os.path.normpath(os.path.join(folder, name))
        target = importlib.util.cache_from_source(source)
        py_compile.compile(
            source,
            cfile=target,
            dfile=os.path.abspath(source),
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        with open(target, "rb") as compiled:
            files[target] = base64.b64encode(compiled.read()).decode()

stdlib = {}
zip_path = sys.path[1]
with zipfile.ZipFile(zip_path) as library:
    for path in STARTED:
        name = path.removeprefix(zip_path + "/")
        source = library.read(name)
        # as zipimport does (its _compile_source): the path in the zip, no optimization
        text = source.replace(b"\\r\\n", b"\\n").replace(b"\\r", b"\\n")
        code = compile(text, path, "exec", dont_inherit=True)
        stdlib[name] = base64.b64encode(unchecked(code, source)).decode()
json.dumps({"cache_tag": sys.implementation.cache_tag, "files": files, "stdlib": stdlib})
`);
console.log(result);
