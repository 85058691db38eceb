// Makes the memory snapshot that lets the next visits skip Python's start-up (see
// js/pyodide-early.mjs, which starts this worker once the game is playable).
//
// The snapshot is made here, in an interpreter of its own: Pyodide's snapshot mode wraps the `js`
// module in a recording proxy that breaks DOM calls, so the page's own interpreter cannot make
// it. This one loads the same vendored Pyodide (same origin, from the service worker's cache
// when it controls the page), unpacks py.zip, imports the engine and every game module (the
// browser adapter ui.dom too: its modules touch `js` only inside their functions), takes the
// snapshot and stores it in Cache Storage without its zero pages (js/snapshot-cache.mjs), with
// its length and SHA-256, which the interpreter that restores it checks first.
//
// Message in: { cache, entry, key }. Message out: { ok: true, bytes, makeMs, storeMs } or
// { ok: false, error, quota }.
import { loadPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { packSnapshot, snapshotHeaders } from "./snapshot-cache.mjs";

// Python run before the snapshot: every module of the game but the command-line tools, the texts of every language, and the standard-library modules that
// PyScript's own Python start-up imports in the page (none of them touches the browser).
const IMPORTS = `
import importlib, pkgutil
for name in ("asyncio", "base64", "html", "inspect", "json", "pathlib", "zipfile", "tempfile",
             "shutil", "textwrap", "traceback", "codeop", "glob", "hashlib", "hmac", "secrets",
             "logging", "dis", "tokenize", "bz2", "lzma", "compression.zstd"):
    try:
        importlib.import_module(name)
    except ImportError:
        pass
import schotten, ui
SKIP = {"schotten.__main__", "schotten.cli", "schotten.bots.arena"}
def walk(package):
    # every module of the package, a skipped one and a skipped package's modules left out
    # (not pkgutil.walk_packages: it imports each package it finds, ui.dom too)
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name not in SKIP:
            module = importlib.import_module(info.name)
            if info.ispkg:
                walk(module)
for package in (schotten, ui):
    walk(package)
from ui.i18n import LANGUAGES, language_name, strings
for lang in LANGUAGES:
    strings(lang)
    language_name(lang)
del importlib, pkgutil, name, schotten, ui, SKIP, walk, package
del LANGUAGES, language_name, strings, lang
`;

async function make({ cache: cacheName, entry, key }) {
  const started = performance.now();
  const archive = fetch(new URL("../py.zip", import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`py.zip: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const pyodide = await loadPyodide({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    _makeSnapshot: true,
    stdout: () => {},
    stderr: (text) => console.warn(text),
  });
  pyodide.unpackArchive(await archive, "zip");
  pyodide.runPython(IMPORTS);
  const memory = pyodide.makeMemorySnapshot();
  const bytes = packSnapshot(memory);
  const made = performance.now();
  const headers = await snapshotHeaders(bytes, memory.byteLength, key, version);
  try {
    const cache = await caches.open(cacheName);
    await cache.put(entry, new Response(bytes, { headers }));
  } catch (error) {
    await caches.delete(cacheName).catch(() => {}); // no partial entry left behind
    throw error;
  }
  return { bytes: bytes.byteLength, makeMs: made - started, storeMs: performance.now() - made };
}

self.addEventListener("message", async (event) => {
  try {
    self.postMessage({ ok: true, ...(await make(event.data)) });
  } catch (error) {
    const quota = Boolean(error && error.name === "QuotaExceededError");
    self.postMessage({ ok: false, quota, error: String((error && error.stack) || error) });
  }
});
