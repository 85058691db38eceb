// Runs the game's Python in Node on the vendored Pyodide with a given standard library (used by
// tests/tools/test_stdlib_trim.py):
//
//     node tests/tools/stdlib_node.mjs PYODIDE_DIR STDLIB_ZIP PY_ZIP
//
// It unpacks PY_ZIP (the build's py.zip) into Python's working folder, imports every module of
// the game (ui.dom's too: `js` is imported inside its functions only), reads every language's
// texts, plays two short matches through the command line (`schotten play`), formats tracebacks
// (what the page's error box does) and prints one JSON line: {"rc": the command's exit code,
// "out": what it printed, "modules": sorted(sys.modules), "from_source": the standard
// library's modules that Pyodide's start and the game's import as its worker does it
// (`ui.dom.endpoint`) imported from a source, so compiled then}.
import { readFileSync } from "node:fs";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [indexDir, stdlib, archive] = process.argv.slice(2);
const printed = [];
const pyodide = await loadPyodide({
  indexURL: indexDir.endsWith("/") ? indexDir : `${indexDir}/`,
  stdLibURL: stdlib,
  stdout: (line) => printed.push(line),
  stderr: (line) => printed.push(line),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(archive)), "zip");
pyodide.runPython(`
import sys, zipimport
import ui.dom.endpoint
FROM_SOURCE = sorted(
    name
    for name, module in list(sys.modules.items())
    if isinstance(getattr(getattr(module, "__spec__", None), "loader", None), zipimport.zipimporter)
    and module.__spec__.origin.endswith(".py")
)
`);
const result = pyodide.runPython(`
import importlib, json, pkgutil, sys, traceback
import schotten, ui
import ui.app, ui.dom, schotten.bots

def walk(package):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        if info.ispkg:
            walk(module)

for package in (schotten, ui):
    walk(package)
from ui.i18n import LANGUAGES, language_name, strings
for lang in LANGUAGES:
    strings(lang)
    language_name(lang)
from schotten import cli
rc = cli.main(["play", "-n", "2", "--p1", "greedy", "--p2", "random"])
try:
    schotten.no_such_name
except AttributeError:
    trace = traceback.format_exc()
try:
    import no_such_module
except ImportError:
    trace += traceback.format_exc()
json.dumps({"rc": rc, "trace": trace, "modules": sorted(sys.modules), "from_source": FROM_SOURCE})
`);
const data = JSON.parse(result);
data.out = printed.join("\n");
console.log(JSON.stringify(data));
