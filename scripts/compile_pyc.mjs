// Compiles the game's Python modules to bytecode with the vendored Pyodide (used by
// scripts/build.py: the browser then imports them without compiling each module first):
//
//     node scripts/compile_pyc.mjs PYODIDE_DIR PY_ZIP
//
// PYODIDE_DIR is the npm package's folder (with its whole standard library); PY_ZIP the build's
// archive of the game's sources. Each module is compiled where the page unpacks it (Python's
// working folder), as `pkg/__pycache__/mod.<cache tag>.pyc` with an unchecked source hash
// (PEP 552: the page never compares it with the source, which it ships beside it). Prints one
// JSON object: {"cache_tag": ..., "files": {name in the archive: base64 of the .pyc}}.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, archive] = process.argv.slice(2);
const indexURL = pyodideDir.endsWith("/") ? pyodideDir : `${pyodideDir}/`;
const { loadPyodide } = await import(pathToFileURL(`${indexURL}pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
const result = pyodide.runPython(`
import base64, importlib.util, json, os, py_compile, sys

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
json.dumps({"cache_tag": sys.implementation.cache_tag, "files": files})
`);
console.log(result);
