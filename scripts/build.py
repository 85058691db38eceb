#!/usr/bin/env python3
"""Builds the deployable site into ``_site/`` (git-ignored).

    python3 scripts/build.py [--out DIR]

The output is complete and self-contained, every URL in it relative:

- the page (``index.html``, with a ``<link>`` for every stylesheet under ``css/``), ``js/``,
  ``css/``, ``assets/`` and ``manifest.webmanifest``;
- ``py/main.py`` (the entry script) and ``py.zip``: every other ``.py`` and ``.json`` file under
  ``py/``, found anew at each build, which ``js/python-worker.mjs`` (or ``js/pyodide-early.mjs``
  when Python runs in the page) unpacks into Python's working folder before ``main.py`` runs
  (one small download instead of a request per file), with each module compiled to bytecode
  by the vendored Pyodide (:func:`add_bytecode`: a first visit imports the game without
  compiling it);
- ``pyscript.toml``;
- ``vendor/pyodide/``: exactly the five Pyodide core files, and ``vendor/pyscript/``: PyScript's
  ``dist/`` (without source maps), both from ``node_modules`` (run ``npm ci`` first); the
  standard library, ``python_stdlib.zip``, trimmed to the modules the game and its runtime can
  import (:func:`write_stdlib`), under its own name so that every loader finds it, with the
  modules that a start imports compiled to bytecode (:func:`compile_stdlib`);
  ``pyodide.asm.mjs`` with one change (:func:`patch_pyodide`): it no longer makes a shared
  memory, which Chrome reports as a deprecated use of SharedArrayBuffer, on every start;
  ``vendor/sync-message/``: sync-message's browser bundle; ``vendor/lean-qr/``: lean-qr's ES
  module (the pairing's QR codes, js/qr.mjs); ``vendor/jsqr/``: jsQR's browser bundle (the
  camera's QR reader where the browser has no BarcodeDetector, js/scan.mjs); each with its
  licence (:func:`copy_browser_modules`);
- ``assets/fonts/``: the game's one font, Atkinson Hyperlegible Next, subset to the characters
  the game can show (:func:`font_characters`) from ``@fontsource-variable`` (fontTools), its
  weight axis kept from 400 to 800, its zero made plain (:func:`plain_zero`);
  ``assets/icons/``: exactly the lucide-static SVGs that ``css/icons.css`` names, found anew
  at each build (an unknown name fails the build);
- ``sw.js`` with its precache list: every file the page needs to boot and play, each with its
  SHA-256, and a cache version that is a hash of them all;
- the snapshot key in ``js/snapshot-cache.mjs`` (and in ``sw.js``): a hash of everything a memory
  snapshot of the game's Python holds or depends on (the Pyodide core files, ``py.zip``, the
  worker that makes it and the module that restores it), so that a snapshot made on the device
  is used only with the build it was made from;
- the contract between the page and Python (``py/ui/protocol.py``) as ``js/protocol.mjs``, and
  the page's storage keys in ``js/shell.js`` (:func:`write_protocol`).
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import importlib
import io
import json
import pkgutil
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any, TypedDict

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
NODE_MODULES = ROOT / "node_modules"

# Pyodide's standard library (mounted as /lib/python3XY.zip, imported with zipimport). The build
# writes it trimmed, under the same name, to the modules the game and its runtime can import
# (:func:`stdlib_keep`); every loader's default stdLibURL (indexURL + this name) finds it.
STDLIB_ARCHIVE = "python_stdlib.zip"
PYODIDE_CORE = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    STDLIB_ARCHIVE,
    "pyodide-lock.json",
)
PYODIDE_DIR = "vendor/pyodide"
# Pyodide's stream code (src/js/streams.ts, bundled into pyodide.asm.mjs) makes a shared
# WebAssembly.Memory, a SharedArrayBuffer, whenever the module factory runs, only for syncSleep:
# the 100 ms waits with which it retries a read or write of a standard stream that answered
# EAGAIN (Atomics.wait, which a page's main thread may not call anyway). Chrome reports every
# SharedArrayBuffer made where the page is not cross-origin isolated (ours cannot be: GitHub
# Pages sets no COOP/COEP headers) as a deprecated use ("SharedArrayBuffer will require
# cross-origin isolation"; Lighthouse's "deprecations" audit), in a worker too. The build makes
# the memory on the first such wait instead: the same waits, and no SharedArrayBuffer otherwise.
# Groups: the buffer's variable, syncSleep's name, its argument (minified names).
PYODIDE_EAGER_SHARED_MEMORY = re.compile(
    r"var (\w+)=new Int32Array\(new WebAssembly\.Memory\(\{shared:!0,initial:1,maximum:1\}\)"
    r"\.buffer\);function (\w+)\((\w+)\)"
    r"\{try\{return Atomics\.wait\(\1,0,0,\3\),!0\}catch\{return!1\}\}"
)
PYODIDE_LAZY_SHARED_MEMORY = (
    r"var \1;function \2(\3){try{return \1??=new Int32Array(new WebAssembly.Memory("
    r"{shared:!0,initial:1,maximum:1}).buffer),Atomics.wait(\1,0,0,\3),!0}catch{return!1}}"
)
# Kept whole: Pyodide's own internals (its C imports them by name) and the codecs, which
# `codecs.lookup` imports by name at run time. Of the package `pyodide`, the modules Pyodide's
# JavaScript and C name are kept (:func:`runtime_imports`), with what they import.
STDLIB_WHOLE_PACKAGES = ("_pyodide", "encodings")
# Imported by the interpreter itself, by name from C (start-up, codecs, tracebacks, warnings,
# time.strptime, big int to str, shutdown...), not by any import statement the closure could read.
STDLIB_IMPLICIT = (
    "site",
    "sitecustomize",
    "usercustomize",
    "_sitebuiltins",
    "__future__",
    "abc",
    "codecs",
    "io",
    "os",
    "stat",
    "posixpath",
    "genericpath",
    "_collections_abc",
    "_weakrefset",
    "copyreg",
    "importlib",
    "importlib._bootstrap",
    "importlib._bootstrap_external",
    "importlib.machinery",
    "importlib.util",
    "zipimport",
    "warnings",
    "_py_warnings",
    "traceback",
    "_colorize",
    "linecache",
    "tokenize",
    "threading",
    "_threading_local",
    "_strptime",
    "_pylong",
    "annotationlib",
    "_compat_pickle",
)
# Module prefixes imported under a name computed at run time, kept with the module that does it.
STDLIB_DYNAMIC = {"sysconfig": ("_sysconfigdata_",)}
PYSCRIPT_DIR = "vendor/pyscript"
# sync-message (npm): where the browser cannot suspend the worker's Python while the page writes
# localStorage for it, the worker waits in a synchronous request that the service worker holds
# until the page's answer comes (js/python-worker.mjs, js/table.mjs, sw.js).
SYNC_MESSAGE = "vendor/sync-message/index.js"
SYNC_MESSAGE_SOURCE = "sync-message/dist/index.js"
SYNC_MESSAGE_FILES = ("index.js", "LICENSE.txt")
# The browser modules vendored as one file each, beside its licence (LICENSE.txt):
# (vendored path, its source under node_modules, the package's licence there).
BROWSER_MODULES = (
    (SYNC_MESSAGE, SYNC_MESSAGE_SOURCE, "sync-message/LICENSE"),
    # lean-qr: the pairing's QR codes (js/qr.mjs)
    ("vendor/lean-qr/index.mjs", "lean-qr/index.mjs", "lean-qr/LICENSE"),
    # jsQR: the camera's QR reader where the browser has no BarcodeDetector (js/scan.mjs)
    ("vendor/jsqr/jsQR.js", "jsqr/dist/jsQR.js", "jsqr/LICENSE"),
)
ENTRY_SCRIPT = "py/main.py"
# Files under py/ that go into the browser's file system.
PY_SUFFIXES = (".py", ".json")
# They travel in one deflated archive, unpacked before py/main.py runs.
PY_ARCHIVE = "py.zip"
# PyScript chunks loaded lazily at boot with the plugins pyscript.toml leaves on (the error
# plugin and the TOML parser). Their hashed names change per release; the stems do not.
PYSCRIPT_LAZY_BOOT_CHUNKS = ("error", "toml")
STATIC_FILES = ("index.html", "manifest.webmanifest")
STATIC_DIRS = ("css", "js", "assets")
STYLESHEET_MARKER = "<!-- scripts/build.py links every other stylesheet under css/ here. -->"
PRELOAD_MARKER = "<!-- scripts/build.py adds preload links here (PyScript chunks, config). -->"
SW_MANIFEST = re.compile(
    r"(// BEGIN generated by scripts/build.py\n)(.*?)(\n// END generated by scripts/build.py)",
    re.S,
)
# The module that restores a memory snapshot of Python, and the worker that makes it.
# The module that holds the snapshot key (read by the page and by the game's worker).
EARLY_MODULE = "js/snapshot-cache.mjs"
SNAPSHOT_WORKER = "js/snapshot-worker.mjs"
# Cache Storage names: "schotten-totten@<the copy's path>#<name>", name "precache-<version>" or
# "snapshot-<pyodide version>-<snapshot key>" (sw.js and js/snapshot-cache.mjs make the same).
CACHE_PREFIX = "schotten-totten@"
SNAPSHOT_CACHE_PREFIX = "snapshot-"

# The font: fontsource's latin file (the one that holds every letter the locales use), subset.
FONT_PACKAGE = "@fontsource-variable/atkinson-hyperlegible-next"
FONT_SOURCE = f"{FONT_PACKAGE}/files/atkinson-hyperlegible-next-latin-wght-normal.woff2"
FONT_FILE = "assets/fonts/atkinson-hyperlegible-next.woff2"
# The weights the style sheets use (normal text 400 to 800); the axis is cut to them.
FONT_WEIGHTS = (400, 800)
# Beyond ASCII and the texts: the typographic characters the render code writes, and the whole
# Latin-1 Supplement plus the French ligatures, for the players' names.
# (no-break space, en and em dashes, ellipsis, middle dot, times, quotes, guillemets, ¿ ¡ •)
TYPOGRAPHY = (
    "\u00a0\u2013\u2014\u2026\u00b7\u00d7\u2018\u2019\u201c\u201d\u00ab\u00bb\u00bf\u00a1\u2022"
)
NAME_LETTERS = "".join(chr(c) for c in range(0xA0, 0x100)) + "\u0152\u0153"
# The icons: lucide-static's SVGs, those that css/icons.css names.
ICONS_CSS = "css/icons.css"
ICONS_DIR = "assets/icons"
LUCIDE_ICONS = "lucide-static/icons"
_ICON_URL = re.compile(r"""url\(\s*["']?\.\./assets/icons/([^"')]+)\.svg["']?\s*\)""")
_CSS_CONTENT = re.compile(r"""\bcontent:\s*((?:"(?:[^"\\]|\\.)*"\s*)+)""")
_CSS_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_CSS_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})\s?|\\(.)")


def python_sources(root: Path = ROOT) -> list[str]:
    """Every file under py/ that the browser needs, as sorted posix paths relative to root."""
    found = []
    for path in (root / "py").rglob("*"):
        rel = path.relative_to(root)
        if any(
            part.startswith(".") or part == "__pycache__" or part.endswith(".egg-info")
            for part in rel.parts
        ):
            continue
        if path.is_file() and path.suffix in PY_SUFFIXES:
            found.append(rel.as_posix())
    return sorted(found)


def write_python_archive(root: Path, out: Path) -> list[str]:
    """Zips every file of python_sources except the entry script into out/py.zip, paths relative
    to py/ (py/pkg/mod.py is pkg/mod.py, importable once unpacked into Python's working folder).
    Deterministic: same sources, same bytes. Returns the names in the archive."""
    names = []
    with zipfile.ZipFile(out / PY_ARCHIVE, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for source in python_sources(root):
            if source == ENTRY_SCRIPT:
                continue
            info = zipfile.ZipInfo(source.removeprefix("py/"), date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, (root / source).read_bytes(), compresslevel=9)
            names.append(info.filename)
    return names


PYC_COMPILER = "scripts/compile_pyc.mjs"


def add_bytecode(
    out: Path, root: Path = ROOT, node_modules: Path = NODE_MODULES
) -> dict[str, bytes]:
    """Adds to out/py.zip every module of it compiled by the vendored Pyodide in Node
    (:data:`PYC_COMPILER`), as ``pkg/__pycache__/mod.<tag>.pyc`` with an unchecked source hash
    (PEP 552), where Python looks for it once the archive is unpacked: the game's imports then
    skip compiling (about 1.2 s to 0.45 s for all of them in Node). Deterministic. Returns the
    standard-library modules that a start imports, compiled in the same run, by the name of
    their source in the standard library's zip (for :func:`compile_stdlib`)."""
    run = subprocess.run(
        ["node", str(root / PYC_COMPILER), str(node_modules / "pyodide"), str(out / PY_ARCHIVE)],
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        raise SystemExit(f"build: compiling the game's Python failed:\n{run.stderr}")
    compiled = json.loads(run.stdout)
    files: dict[str, str] = compiled["files"]
    with zipfile.ZipFile(out / PY_ARCHIVE, "a", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, base64.b64decode(files[name]), compresslevel=9)
    return {name: base64.b64decode(pyc) for name, pyc in compiled["stdlib"].items()}


def compile_stdlib(out: Path, compiled: dict[str, bytes]) -> list[str]:
    """Replaces in out/PYODIDE_DIR/STDLIB_ARCHIVE the source of each module of compiled (source
    name: its .pyc, from :func:`add_bytecode`) with its bytecode, as ``mod.pyc`` beside where
    the source was (zipimport's place for it; unchecked hash, so it is used without a source).
    Pyodide ships its standard library as sources only: Python's own start (about 145 modules)
    and the game's import (about 15 more) compiled each of them at every start without this
    (Pyodide's start in Node: 2.3 s to 0.8 s). The rest of the library keeps its sources (its
    pycs would nearly double the zip); what it lacks in tracebacks is the source line of these
    modules' frames only. Deterministic. Returns the names replaced."""
    path = out / PYODIDE_DIR / STDLIB_ARCHIVE
    with zipfile.ZipFile(path) as archive:
        entries = [(info, archive.read(info)) for info in archive.infolist()]
    names = {info.filename for info, _ in entries}
    missing = sorted(set(compiled) - names)
    if missing:
        raise SystemExit(f"build: the trimmed standard library lacks {', '.join(missing)}")
    replaced = []
    with zipfile.ZipFile(path, "w") as trimmed:
        for info, data in entries:
            if info.filename in compiled:
                copy = zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time)
                copy.compress_type = zipfile.ZIP_DEFLATED
                data = compiled[info.filename]
                replaced.append(info.filename)
            else:
                copy = zipfile.ZipInfo(info.filename, info.date_time)
                copy.compress_type = info.compress_type
            copy.external_attr = info.external_attr
            copy.create_system = info.create_system
            trimmed.writestr(copy, data, compresslevel=9)
    return replaced


def read_python_archive(site: Path) -> dict[str, bytes]:
    """The files in site/py.zip by name (used by the checks in tests/tools)."""
    with zipfile.ZipFile(site / PY_ARCHIVE) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


# --- the trimmed standard library -----------------------------------------------------------

_PY_IMPORT = re.compile(
    r"(?:^|[:;])[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|(?:[^\n#;\\]|\\\n)*)"
    r"|import[ \t]+((?:[^\n#;\\]|\\\n)*))",
    re.M,
)
# Python in JavaScript strings (PyScript's and Pyodide's start-up code): "\nimport a, b" ...
_JS_PY_IMPORT = re.compile(
    r"""(?:^|\\n|["'`;])[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+([\w, \t]+)"""
    r"""|import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?"""
    r"""(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*))""",
    re.M,
)
_NAMED_IMPORT = re.compile(r"""(?:__import__|import_module)\(\s*["']([\w.]+)["']""")
_QUOTED_NAME = re.compile(r"""["'`]([A-Za-z_][\w.]*)["'`]""")
# Pyodide's modules named in its JavaScript and wasm ("pyodide.code", "_pyodide._importhook").
_PYODIDE_MODULE = re.compile(rb"\b_?pyodide(?:\.[A-Za-z_]\w*)*")


def _absolute(module: str, level: int, package: str) -> str:
    """The absolute name of a (relative) import in a module of package ("" for none)."""
    if not level:
        return module
    parts = package.split(".") if package else []
    base = parts[: len(parts) - level + 1] if level <= len(parts) else []
    return ".".join([*base, module] if module else base)


def _names(text: str) -> list[str]:
    """The module names in an import list: "a as b, c.d" or "(x,  # note\n y)"."""
    text = re.sub(r"#[^\n]*", "", text)
    return [
        part.split()[0]
        for part in text.strip().strip("()").replace("\\", " ").split(",")
        if part.split() and part.split()[0] != "*"
    ]


def _is_main_block(node: ast.AST) -> bool:
    """Whether node is ``if __name__ == "__main__":`` (run as a script only, never imported)."""
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.left, ast.Name)
        and node.test.left.id == "__name__"
        and len(node.test.comparators) == 1
        and isinstance(node.test.comparators[0], ast.Constant)
        and node.test.comparators[0].value == "__main__"
    )


def _walk_imported(tree: ast.AST) -> list[ast.AST]:
    """Every node of tree but the bodies of ``if __name__ == "__main__":`` blocks."""
    nodes, todo = [], [tree]
    while todo:
        node = todo.pop()
        nodes.append(node)
        if _is_main_block(node):
            assert isinstance(node, ast.If)
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))
    return nodes


def python_imports(source: str, package: str = "") -> set[str]:
    """Every module an import in source may name, anywhere in it (in functions, under ``if``,
    in ``try``), as absolute names: ``from a import b`` gives "a" and "a.b" (b may be a module);
    relative imports are resolved in package (the importing module's package), and
    ``importlib.import_module("x")`` / ``__import__("x")`` with a literal name count too.
    Source this Python cannot parse (a newer Python's syntax) is read with a regular expression
    that finds a superset."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return scanned_imports(source, package)
    found: set[str] = set(_NAMED_IMPORT.findall(source))
    for node in _walk_imported(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node.module or "", node.level, package)
            found.add(base)
            found.update(f"{base}.{a.name}" if base else a.name for a in node.names)
    return _module_names(found)


def scanned_imports(source: str, package: str = "") -> set[str]:
    """:func:`python_imports` read with regular expressions, for source this Python cannot
    parse: every import statement's names (at a line's start or after ``:`` or ``;``, those in
    strings and ``__main__`` blocks too: a superset)."""
    found: set[str] = set(_NAMED_IMPORT.findall(source))
    for match in _PY_IMPORT.finditer(source):
        if match[1] is not None:
            dots = len(match[1]) - len(match[1].lstrip("."))
            base = _absolute(match[1].lstrip("."), dots, package)
            found.add(base)
            found.update(f"{base}.{n}" if base else n for n in _names(match[2]))
        else:
            found.update(_names(match[3]))
    return _module_names(found)


def _module_names(found: set[str]) -> set[str]:
    return {name for name in found if name and all(p.isidentifier() for p in name.split("."))}


def js_python_imports(text: str) -> set[str]:
    """The modules that Python code held in JavaScript strings imports (a superset: JavaScript's
    own ``import x from`` gives names too, which the standard library mostly lacks)."""
    found: set[str] = set()
    for match in _JS_PY_IMPORT.finditer(text):
        if match[1]:
            found.add(match[1])
            found.update(f"{match[1]}.{n}" for n in _names(match[2]))
        else:
            found.update(_names(match[3]))
    return found


def stdlib_modules(archive: zipfile.ZipFile) -> dict[str, str]:
    """The modules of a standard-library zip: {"json.decoder": "json/decoder.py", "json":
    "json/__init__.py", ...}."""
    modules = {}
    for name in archive.namelist():
        if name.endswith(".py"):
            module = name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
            modules[module] = name
    return modules


def game_imports(root: Path = ROOT) -> set[str]:
    """Every absolute module the game's Python (every .py file under py/) imports."""
    found: set[str] = set()
    for source in python_sources(root):
        if source.endswith(".py"):
            package = ".".join(Path(source).parts[1:-1])  # py/ui/dom/x.py: ui.dom
            found |= python_imports((root / source).read_text(encoding="utf-8"), package)
    return found


def runtime_imports(node_modules: Path = NODE_MODULES, root: Path = ROOT) -> set[str]:
    """What Pyodide's and PyScript's own start-up code (Python in their JavaScript, and
    PyScript's Python package) imports, plus what the interpreter imports by itself, and the
    Python in the game's own JavaScript (``js/``: the snapshot worker's), where every quoted
    name counts too (a tuple of names for ``importlib.import_module``)."""
    found = set(STDLIB_IMPLICIT) | set(STDLIB_WHOLE_PACKAGES)
    for script in sorted((root / "js").glob("*.*js")):
        text = script.read_text(encoding="utf-8")
        found |= js_python_imports(text) | set(_QUOTED_NAME.findall(text))
    pyodide = node_modules / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        data = (pyodide / name).read_bytes()
        found.update(m.decode() for m in _PYODIDE_MODULE.findall(data))
        if name.endswith(".mjs"):
            found |= js_python_imports(data.decode("utf-8"))
    dist = node_modules / "@pyscript/core/dist"
    for chunk in sorted(dist.glob("*.js")):  # every chunk: PyScript may run any of them
        found |= js_python_imports(chunk.read_text(encoding="utf-8"))
    for path in sorted((node_modules / "@pyscript/core/src/stdlib").rglob("*.py")):
        found |= python_imports(path.read_text(encoding="utf-8"))
    return found


def stdlib_keep(archive: zipfile.ZipFile, roots: set[str]) -> set[str]:
    """The modules of archive that roots import, directly or through each other: the closure
    over the archive's own sources, every package of a module with it (importing ``a.b`` runs
    ``a/__init__.py``), the packages of STDLIB_WHOLE_PACKAGES whole and STDLIB_DYNAMIC's
    companions. Names the archive lacks (built-in modules, the game's own) are left out."""
    modules = stdlib_modules(archive)
    todo = [name for name in roots if name in modules]
    todo += [m for m in modules if m.split(".")[0] in STDLIB_WHOLE_PACKAGES]
    keep: set[str] = set()
    while todo:
        name = todo.pop()
        if name in keep or name not in modules:
            continue
        keep.add(name)
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]
        for prefix in STDLIB_DYNAMIC.get(name, ()):
            todo += [m for m in modules if m.startswith(prefix)]
        is_package = modules[name].endswith("/__init__.py")
        package = name if is_package else ".".join(parts[:-1])
        source = archive.read(modules[name]).decode("utf-8")
        todo += [m for m in python_imports(source, package) if m in modules]
    return keep


def write_stdlib(
    out: Path, root: Path = ROOT, node_modules: Path = NODE_MODULES
) -> tuple[list[str], list[str]]:
    """Writes out/PYODIDE_DIR/STDLIB_ARCHIVE: Pyodide's standard library with only the modules
    of :func:`stdlib_keep` (for the game's imports and the runtime's), each entry as in the
    original (name, order, date, mode, compression), the folders of the packages kept and the
    files beside them (``py.typed``) too. Deterministic. Returns the names kept and the
    top-level modules and packages dropped."""
    source = node_modules / "pyodide" / STDLIB_ARCHIVE
    with zipfile.ZipFile(source) as archive:
        modules = stdlib_modules(archive)
        keep = stdlib_keep(archive, game_imports(root) | runtime_imports(node_modules, root))
        files = {modules[m] for m in keep}
        folders = {f.rsplit("/", 1)[0] + "/" for f in files if "/" in f}
        kept = []
        with zipfile.ZipFile(out / PYODIDE_DIR / STDLIB_ARCHIVE, "w") as trimmed:
            for info in archive.infolist():
                name = info.filename
                folder = name if name.endswith("/") else name.rsplit("/", 1)[0] + "/"
                if name in files or (not name.endswith(".py") and folder in folders):
                    copy = zipfile.ZipInfo(name, info.date_time)
                    copy.compress_type = info.compress_type
                    copy.external_attr = info.external_attr
                    copy.create_system = info.create_system
                    trimmed.writestr(copy, archive.read(info), compresslevel=9)
                    kept.append(name)
    dropped = {m.split(".")[0] for m in modules} - {m.split(".")[0] for m in keep}
    return kept, sorted(dropped)


_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']\./([\w.-]+\.js)["']""")
_DYNAMIC = re.compile(r"""\bimport\s*\(\s*["']\./([\w.-]+\.js)["']""")


def patch_pyodide(pyodide_dir: Path) -> None:
    """Makes pyodide.asm.mjs in pyodide_dir (a copy) create syncSleep's shared memory on its first
    use rather than at every start (see PYODIDE_EAGER_SHARED_MEMORY). Fails the build when the
    code is not found exactly once (a new Pyodide: look again at what it does)."""
    path = pyodide_dir / "pyodide.asm.mjs"
    text, count = PYODIDE_EAGER_SHARED_MEMORY.subn(
        PYODIDE_LAZY_SHARED_MEMORY, path.read_text(encoding="utf-8")
    )
    if count != 1:
        raise SystemExit(
            f"build: {path.name} makes its shared memory for syncSleep differently"
            f" ({count} matches): check PYODIDE_EAGER_SHARED_MEMORY in scripts/build.py"
        )
    if text.count("shared:!0") != 1:
        raise SystemExit(f"build: {path.name} makes another shared memory")
    path.write_text(text, encoding="utf-8")


def pyscript_boot_files(dist: Path) -> list[str]:
    """PyScript files the page loads at boot: core.js and core.css, their static imports, and the
    lazily imported chunks named in PYSCRIPT_LAZY_BOOT_CHUNKS (with their static imports)."""

    def static_imports(name: str) -> set[str]:
        text = (dist / name).read_text(encoding="utf-8")
        return set(_IMPORT.findall(text)) - set(_DYNAMIC.findall(text))

    def closure(start: set[str]) -> set[str]:
        todo, seen = list(start), set()
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(static_imports(name))
        return seen

    boot = closure({"core.js"})
    lazy = set()
    for name in boot:
        for chunk in _DYNAMIC.findall((dist / name).read_text(encoding="utf-8")):
            if chunk.split("-")[0] in PYSCRIPT_LAZY_BOOT_CHUNKS:
                lazy.add(chunk)
    missing = {
        stem
        for stem in PYSCRIPT_LAZY_BOOT_CHUNKS
        if not any(c.startswith(stem + "-") for c in lazy)
    }
    if missing:
        raise SystemExit(f"build: PyScript's core no longer imports chunks named {sorted(missing)}")
    return sorted(closure(boot | lazy) | {"core.css"})


def _strings(value: object) -> list[str]:
    """Every string in value (a locale's table, a tuple of letters...), keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [s for v in value for s in _strings(v)]
    return []


def locale_strings(root: Path = ROOT) -> list[str]:
    """Every string of every module of ``ui.locales`` (imported: what the game translates)."""
    py = str(root / "py")
    if py not in sys.path:
        sys.path.insert(0, py)
    locales = importlib.import_module("ui.locales")
    found = []
    for info in sorted(pkgutil.iter_modules(locales.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"ui.locales.{info.name}")
        for name, value in vars(module).items():
            if not name.startswith("__"):
                found += _strings(value)
    return found


def code_strings(root: Path = ROOT) -> list[str]:
    """The string literals of the game's Python (``py/ui``), docstrings left out: the
    characters the render code writes itself (dashes, dots, marks)."""
    found = []
    for path in sorted((root / "py/ui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        found += [
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        ]
    return found


def css_contents(css: str) -> list[str]:
    """The strings of the ``content:`` declarations of a style sheet, CSS escapes decoded."""

    def unescape(match: re.Match[str]) -> str:
        return chr(int(match[1], 16)) if match[1] else match[2]

    return [
        _CSS_ESCAPE.sub(unescape, string)
        for declaration in _CSS_CONTENT.findall(css)
        for string in _CSS_STRING.findall(declaration)
    ]


def font_characters(root: Path = ROOT) -> str:
    """The characters the game can show, sorted: printable ASCII, every character of the
    locales and of the render code's literals, the shell's texts (``index.html``,
    ``js/shell.js``), what the style sheets write with ``content:``, the typographic marks and
    the letters of players' names. The font keeps those of them it has."""
    texts = [*locale_strings(root), *code_strings(root), TYPOGRAPHY, NAME_LETTERS]
    texts += [(root / name).read_text(encoding="utf-8") for name in ("index.html", "js/shell.js")]
    for sheet in sorted((root / "css").glob("*.css")):
        texts += css_contents(sheet.read_text(encoding="utf-8"))
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars.update(c for text in texts for c in text if c.isprintable() or c == "\u00a0")
    return "".join(sorted(chars))


def plain_zero(font: Any) -> None:
    """Makes the font's zero plain. Its zero has a slash inside ("sum, 20" read "sum, 2Ø") and
    the font has no other zero to choose (its features: ccmp, frac, locl, pnum, tnum; the
    tabular zero is the same glyph), so the counter the slash cuts in two is made whole: the
    outer contour stays, the counter is that contour reversed and shrunk to the two halves'
    extent, at the default weight and at each master of the weight axis (the stems thicken)."""
    from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates

    glyf, gvar = font["glyf"], font["gvar"]
    glyph = glyf["zero"]
    ends = list(glyph.endPtsOfContours)
    if len(ends) != 3:
        raise SystemExit(f"build: the font's zero has {len(ends)} contours, not 3 (outer, slash)")
    outer = ends[0] + 1
    flags = list(glyph.flags[:outer])

    def counter(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        ring, halves = points[:outer], points[outer : ends[2] + 1]
        x0, x1 = min(p[0] for p in ring), max(p[0] for p in ring)
        y0, y1 = min(p[1] for p in ring), max(p[1] for p in ring)
        u0, u1 = min(p[0] for p in halves), max(p[0] for p in halves)
        v0, v1 = min(p[1] for p in halves), max(p[1] for p in halves)
        sx, sy = (u1 - u0) / (x1 - x0), (v1 - v0) / (y1 - y0)
        return [(u0 + (x - x0) * sx, v0 + (y - y0) * sy) for x, y in reversed(ring)]

    base = [tuple(p) for p in glyph.coordinates]
    inner = counter(base)
    shape = base[:outer] + inner
    variations = gvar.variations["zero"]
    for var in variations:
        deltas = [d or (0, 0) for d in var.coordinates]
        master = [(x + dx, y + dy) for (x, y), (dx, dy) in zip(base, deltas, strict=False)]
        moved = [(a - x, b - y) for (a, b), (x, y) in zip(counter(master), inner, strict=True)]
        var.coordinates = deltas[:outer] + moved + deltas[len(base) :]
    glyph.coordinates = GlyphCoordinates([(round(x), round(y)) for x, y in shape])
    glyph.endPtsOfContours = [outer - 1, 2 * outer - 1]
    glyph.numberOfContours = 2
    glyph.flags = bytearray(flags + list(reversed(flags)))
    for var in variations:
        var.coordinates = [(round(dx), round(dy)) for dx, dy in var.coordinates]
    glyph.recalcBounds(glyf)


def write_font(out: Path, root: Path = ROOT, node_modules: Path = NODE_MODULES) -> Path:
    """Writes out/FONT_FILE: the font subset to :func:`font_characters` (all its OpenType
    features, its names and licence), the weight axis cut to FONT_WEIGHTS, as WOFF2, with the
    source's timestamp (same sources, same bytes); returns its path."""
    from fontTools import subset
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer

    source = node_modules / FONT_SOURCE
    if not source.is_file():
        raise SystemExit(f"build: {source} is missing; run `npm ci` (or ./scripts/bootstrap) first")
    font = TTFont(source, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in font_characters(root)])
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.flavor = None
    font.save(buffer)  # the instancer needs the tables the subsetter left, loaded afresh
    buffer.seek(0)
    font = instancer.instantiateVariableFont(
        TTFont(buffer, recalcTimestamp=False), {"wght": FONT_WEIGHTS}
    )
    plain_zero(font)
    font.flavor = "woff2"
    target = out / FONT_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(target)
    shutil.copy2(node_modules / FONT_PACKAGE / "LICENSE", target.parent / "LICENSE.txt")
    return target


def icon_names(css: str) -> list[str]:
    """The icons a style sheet draws (``url(../assets/icons/NAME.svg)``), sorted."""
    return sorted(set(_ICON_URL.findall(css)))


def copy_icons(out: Path, root: Path = ROOT, node_modules: Path = NODE_MODULES) -> list[str]:
    """Copies the lucide-static SVG of every icon css/icons.css names into out/ICONS_DIR (and
    lucide's licence); returns the names. A name lucide lacks fails the build."""
    names = icon_names((root / ICONS_CSS).read_text(encoding="utf-8"))
    lucide = node_modules / LUCIDE_ICONS
    if not lucide.is_dir():
        raise SystemExit(f"build: {lucide} is missing; run `npm ci` (or ./scripts/bootstrap) first")
    missing = [name for name in names if not (lucide / f"{name}.svg").is_file()]
    if missing:
        raise SystemExit(f"build: {ICONS_CSS} names icons lucide-static lacks: {missing}")
    target = out / ICONS_DIR
    target.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy2(lucide / f"{name}.svg", target / f"{name}.svg")
    shutil.copy2(lucide.parent / "LICENSE", target / "LICENSE.txt")
    return names


def copy_browser_modules(out: Path, node_modules: Path = NODE_MODULES) -> list[str]:
    """Copies each of :data:`BROWSER_MODULES` (and its licence) into out; returns the paths
    written, relative to out."""
    written = []
    for vendored, source_name, licence in BROWSER_MODULES:
        source = node_modules / source_name
        if not source.is_file():
            raise SystemExit(
                f"build: {source} is missing; run `npm ci` (or ./scripts/bootstrap) first"
            )
        target = out / vendored
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        shutil.copy2(node_modules / licence, target.parent / "LICENSE.txt")
        written += [vendored, f"{Path(vendored).parent.as_posix()}/LICENSE.txt"]
    return written


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def precache_paths(site: Path) -> list[str]:
    """Everything the page needs to boot and play offline, relative to the site root."""
    paths = [*STATIC_FILES, "pyscript.toml", PY_ARCHIVE]
    for directory in (*STATIC_DIRS, "py"):
        paths += [
            p.relative_to(site).as_posix()
            for p in sorted((site / directory).rglob("*"))
            if p.is_file()
        ]
    paths += [f"{PYODIDE_DIR}/{name}" for name in PYODIDE_CORE]
    paths += [f"{PYSCRIPT_DIR}/{name}" for name in pyscript_boot_files(site / PYSCRIPT_DIR)]
    for vendored, _, _ in BROWSER_MODULES:
        paths += [vendored, f"{Path(vendored).parent.as_posix()}/LICENSE.txt"]
    return paths


def pyodide_version(node_modules: Path = NODE_MODULES) -> str:
    """The version of the vendored Pyodide (npm's package.json, pinned in ours)."""
    package = json.loads((node_modules / "pyodide/package.json").read_text(encoding="utf-8"))
    return str(package["version"])


def snapshot_key(site: Path, early_template: Path = ROOT / EARLY_MODULE) -> str:
    """A hash of what a memory snapshot made from this build holds or depends on."""
    parts = [f"{PYODIDE_DIR}/{name}" for name in PYODIDE_CORE] + [PY_ARCHIVE, SNAPSHOT_WORKER]
    text = "".join(f"{p} {sha256(site / p)}\n" for p in parts)
    text += f"{EARLY_MODULE} {hashlib.sha256(early_template.read_bytes()).hexdigest()}\n"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def snapshot_cache(site: Path) -> str:
    """The name of this build's snapshot cache within its copy's caches (see
    :func:`cache_name`)."""
    return f"{SNAPSHOT_CACHE_PREFIX}{pyodide_version()}-{snapshot_key(site)}"


def cache_name(scope_path: str, name: str) -> str:
    """The Cache Storage name of one of the caches of the copy of the game served at
    ``scope_path`` (the service worker's scope, "/" or "/repository/"): ``name`` is
    ``precache-<version>`` or the manifest's ``snapshot``. Every cache of a copy holds its path,
    so that two copies on one origin never delete each other's."""
    return f"{CACHE_PREFIX}{scope_path}#{name}"


def precache_cache(version: str) -> str:
    """The name of a version's precache within its copy's caches (see :func:`cache_name`)."""
    return f"precache-{version}"


def write_early_module(site: Path, template: Path = ROOT / EARLY_MODULE) -> str:
    """Writes site/js/snapshot-cache.mjs with this build's snapshot key and Pyodide version;
    returns the key.
    Tests call this on a modified copy of the site (a new py.zip) to make a new build."""
    key = snapshot_key(site, template)
    text, count = SW_MANIFEST.subn(
        lambda m: (
            m[1]
            + f"const SNAPSHOT_KEY = {json.dumps(key)};\n"
            + f"const PYODIDE_VERSION = {json.dumps(pyodide_version())};"
            + m[3]
        ),
        template.read_text(),
    )
    if count != 1:
        raise SystemExit(f"build: {template} lacks the generated-key markers")
    (site / EARLY_MODULE).write_text(text, encoding="utf-8")
    return key


def write_service_worker(site: Path, template: Path = ROOT / "sw.js") -> str:
    """Writes site/sw.js with the precache list and version of the files in site.

    Returns the version. Tests call this on a modified copy of the site to make a new version."""
    files = {f"./{path}": sha256(site / path) for path in precache_paths(site)}
    version = hashlib.sha256(
        "".join(f"{p} {h}\n" for p, h in sorted(files.items())).encode()
    ).hexdigest()[:16]
    manifest = json.dumps(
        {"version": version, "files": files, "snapshot": snapshot_cache(site)},
        indent=1,
        sort_keys=True,
    )
    text, count = SW_MANIFEST.subn(
        lambda m: m[1] + f"const MANIFEST = {manifest};" + m[3], template.read_text()
    )
    if count != 1:
        raise SystemExit(f"build: {template} lacks the generated-manifest markers")
    (site / "sw.js").write_text(text, encoding="utf-8")
    return version


class Manifest(TypedDict):
    version: str
    files: dict[str, str]
    snapshot: str


def read_service_worker_manifest(site: Path) -> Manifest:
    """The precache manifest written into site/sw.js: {"version": str, "files": {path: sha256},
    "snapshot": the name of this build's snapshot cache within its copy's caches}."""
    match = SW_MANIFEST.search((site / "sw.js").read_text(encoding="utf-8"))
    assert match, "sw.js has no generated manifest"
    data: Manifest = json.loads(match[2].removeprefix("const MANIFEST = ").removesuffix(";"))
    return data


def stylesheet_links(root: Path) -> str:
    sheets = sorted(p.relative_to(root).as_posix() for p in (root / "css").glob("*.css"))
    return "\n  ".join(
        f'<link rel="stylesheet" href="./{s}">' for s in sheets if s != "css/site.css"
    )


def preload_links(dist: Path) -> str:
    """<link>s that fetch at once what PyScript would otherwise fetch one after the other: its
    lazily imported boot chunks and the config (matching the requests' modes, so that each file
    is downloaded once)."""
    links = [
        f'<link rel="modulepreload" href="./{PYSCRIPT_DIR}/{name}">'
        for name in pyscript_boot_files(dist)
        if name.endswith(".js") and name != "core.js"
    ]
    links.append('<link rel="preload" href="./pyscript.toml" as="fetch" crossorigin>')
    return "\n  ".join(links)


PROTOCOL_MODULE = "js/protocol.mjs"
SHELL_SCRIPT = "js/shell.js"


def write_protocol(site: Path, root: Path = ROOT) -> None:
    """Writes the contract between the page and Python (py/ui/protocol.py) as
    site/js/protocol.mjs, and its storage keys into site/js/shell.js (plain ES2017, no module)."""
    sys.path.insert(0, str(root / "py"))
    try:
        protocol = importlib.import_module("ui.protocol")
    finally:
        sys.path.remove(str(root / "py"))
    (site / PROTOCOL_MODULE).write_text(protocol.as_module(), encoding="utf-8")
    shell = (root / SHELL_SCRIPT).read_text(encoding="utf-8")
    text, count = SW_MANIFEST.subn(lambda m: m[1] + protocol.storage_keys_script() + m[3], shell)
    if count != 1:
        raise SystemExit(f"build: {SHELL_SCRIPT} lacks the generated-keys markers")
    (site / SHELL_SCRIPT).write_text(text, encoding="utf-8")


def build(out: Path = SITE, root: Path = ROOT, node_modules: Path = NODE_MODULES) -> str:
    """Builds the site into out (replaced); returns the version."""
    pyodide = node_modules / "pyodide"
    pyscript_dist = node_modules / "@pyscript" / "core" / "dist"
    for needed in (pyodide / "pyodide.mjs", pyscript_dist / "core.js"):
        if not needed.is_file():
            raise SystemExit(
                f"build: {needed} is missing; run `npm ci` (or ./scripts/bootstrap) first"
            )

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    page = (root / "index.html").read_text(encoding="utf-8")
    for marker in (STYLESHEET_MARKER, PRELOAD_MARKER):
        if marker not in page:
            raise SystemExit(f"build: index.html lacks the marker {marker}")
    page = page.replace(STYLESHEET_MARKER, stylesheet_links(root))
    page = page.replace(PRELOAD_MARKER, preload_links(pyscript_dist))
    (out / "index.html").write_text(page, encoding="utf-8")
    shutil.copy2(root / "manifest.webmanifest", out / "manifest.webmanifest")
    for directory in STATIC_DIRS:
        shutil.copytree(root / directory, out / directory, ignore=shutil.ignore_patterns(".*"))
    write_protocol(out, root)
    write_font(out, root, node_modules)
    copy_icons(out, root, node_modules)

    if not (root / ENTRY_SCRIPT).is_file():
        raise SystemExit(f"build: {ENTRY_SCRIPT} is missing")
    (out / ENTRY_SCRIPT).parent.mkdir(parents=True)
    shutil.copy2(root / ENTRY_SCRIPT, out / ENTRY_SCRIPT)
    write_python_archive(root, out)
    started = add_bytecode(out, root, node_modules)
    config = (root / "pyscript.toml").read_text(encoding="utf-8")
    if re.search(r"^\[files\]", config, re.M):
        raise SystemExit("build: no [files] table in pyscript.toml: Python files go in py.zip")
    shutil.copy2(root / "pyscript.toml", out / "pyscript.toml")

    (out / PYODIDE_DIR).mkdir(parents=True)
    for name in PYODIDE_CORE:
        if name != STDLIB_ARCHIVE:
            shutil.copy2(pyodide / name, out / PYODIDE_DIR / name)
    write_stdlib(out, root, node_modules)
    compile_stdlib(out, started)
    patch_pyodide(out / PYODIDE_DIR)
    shutil.copytree(pyscript_dist, out / PYSCRIPT_DIR, ignore=shutil.ignore_patterns("*.map"))
    copy_browser_modules(out, node_modules)

    write_early_module(out, root / EARLY_MODULE)
    return write_service_worker(out, root / "sw.js")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SITE, help="output folder (default: _site)")
    args = parser.parse_args(argv)
    version = build(args.out.resolve())
    files = read_service_worker_manifest(args.out)["files"]
    total = sum((args.out / p).stat().st_size for p in files)
    print(f"built {args.out} version {version}: {len(files)} precached files, {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
