"""The trimmed standard library the build ships (scripts/build.py, ``write_stdlib``): every
module the game imports is in it, its layout is Pyodide's, and the game runs on it (in Node, on
the vendored Pyodide)."""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from node_kit import node_findings

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts/build.py")
assert _spec and _spec.loader
build = sys.modules.setdefault("site_build", importlib.util.module_from_spec(_spec))
if not hasattr(build, "build"):
    _spec.loader.exec_module(build)

ORIGINAL = build.NODE_MODULES / "pyodide" / build.STDLIB_ARCHIVE
NODE_SCRIPT = ROOT / "tests/tools/stdlib_node.mjs"


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the trimmed standard library (and py.zip) as the build writes them."""
    folder = tmp_path_factory.mktemp("stdlib")
    (folder / build.PYODIDE_DIR).mkdir(parents=True)
    build.write_stdlib(folder)
    build.write_python_archive(ROOT, folder)
    return folder


@pytest.fixture(scope="module")
def kept(out: Path) -> set[str]:
    with zipfile.ZipFile(out / build.PYODIDE_DIR / build.STDLIB_ARCHIVE) as archive:
        return set(build.stdlib_modules(archive))


@pytest.fixture(scope="module")
def original() -> dict[str, str]:
    with zipfile.ZipFile(ORIGINAL) as archive:
        modules: dict[str, str] = build.stdlib_modules(archive)
    return modules


def imports_of_the_game() -> set[str]:
    """Every absolute import under py/, read anew here (every statement, in functions too,
    ``from a import b`` as a and a.b, and literal ``importlib.import_module`` names)."""
    found: set[str] = set()
    for path in (ROOT / "py").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute | ast.Name)
                and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(str(node.args[0].value))
    return found


def test_every_standard_module_the_game_imports_is_kept(
    kept: set[str], original: dict[str, str]
) -> None:
    imported = {name for name in imports_of_the_game() if name in original}
    with_packages = {
        ".".join(name.split(".")[:i]) for name in imported for i in range(1, name.count(".") + 2)
    }
    assert {"json", "secrets", "dataclasses", "urllib.parse", "pyodide.ffi"} <= imported
    assert sorted(with_packages - kept) == []
    # function-level imports count: the command line's multiprocessing (schotten.bots.arena)
    assert "multiprocessing" in kept


def test_the_runtime_keeps_what_it_imports(kept: set[str], original: dict[str, str]) -> None:
    whole = {m for m in original if m.split(".")[0] in ("_pyodide", "encodings")}
    assert sorted(whole - kept) == []
    # what Pyodide's JavaScript imports by name, and the interpreter's own start-up
    must = {"pyodide", "pyodide.code", "pyodide.ffi", "pyodide._package_loader", "site", "codecs"}
    assert sorted(must - kept) == []
    # what the snapshot worker imports for PyScript's own start-up, when it lists it
    worker = (ROOT / build.SNAPSHOT_WORKER).read_text(encoding="utf-8")
    listed = re.search(r"for name in \(([^)]*)\)", worker)
    if listed:
        names = set(re.findall(r'"([\w.]+)"', listed[1]))
        assert sorted({n for n in names if n in original} - kept) == []


def test_dropped_are_left_out(kept: set[str], original: dict[str, str]) -> None:
    tops = {m.split(".")[0] for m in kept}
    for name in ("unittest", "sqlite3", "tomllib", "pdb", "doctest", "wsgiref", "this"):
        assert name in original
        assert name not in tops, name


def test_same_layout_as_pyodides(out: Path) -> None:
    trimmed = out / build.PYODIDE_DIR / build.STDLIB_ARCHIVE
    with zipfile.ZipFile(ORIGINAL) as full, zipfile.ZipFile(trimmed) as small:
        infos = {info.filename: info for info in full.infolist()}
        names = [info.filename for info in small.infolist()]
        assert names == [n for n in full.namelist() if n in set(names)]  # the same order
        for info in small.infolist():
            source = infos[info.filename]
            assert (info.date_time, info.compress_type, info.external_attr) == (
                source.date_time,
                source.compress_type,
                source.external_attr,
            ), info.filename
            assert small.read(info) == full.read(source), info.filename
        # a file that is no module (py.typed) only beside a module kept
        folders = {n.rpartition("/")[0] for n in names if n.endswith(".py")}
        for name in names:
            if not name.endswith((".py", "/")):
                assert name.rpartition("/")[0] in folders, name
        # every package's folder entry is there with its __init__.py
        for name in names:
            if name.endswith("/__init__.py"):
                assert name.removesuffix("__init__.py") in names, name
    assert trimmed.stat().st_size < ORIGINAL.stat().st_size * 0.85


def test_deterministic(out: Path, tmp_path: Path) -> None:
    (tmp_path / build.PYODIDE_DIR).mkdir(parents=True)
    build.write_stdlib(tmp_path)
    name = f"{build.PYODIDE_DIR}/{build.STDLIB_ARCHIVE}"
    assert (tmp_path / name).read_bytes() == (out / name).read_bytes()


def test_the_fallback_reader_finds_a_superset(original: dict[str, str]) -> None:
    """The regular expressions that read sources this Python cannot parse (a newer Python's
    syntax) find every module ``ast`` does, on every standard module this Python parses."""
    checked = 0
    with zipfile.ZipFile(ORIGINAL) as archive:
        for module, name in original.items():
            source = archive.read(name).decode("utf-8")
            try:
                ast.parse(source)
            except SyntaxError:
                continue
            package = module if name.endswith("/__init__.py") else module.rpartition(".")[0]
            missing = build.python_imports(source, package) - build.scanned_imports(source, package)
            assert not missing, (name, sorted(missing))
            checked += 1
    assert checked > 400


def test_readers_on_examples() -> None:
    source = (
        "from . import a\nfrom .b import (c,  # note\n d)\nimport e.f as g, h\n"
        'def k():\n    import l\nif __name__ == "__main__":\n    import m\n'
        "x = importlib.import_module('n.o')\nfrom p import \\\n    q\n"
    )
    found = build.python_imports(source, "pkg")
    assert found == {"pkg", "pkg.a", "pkg.b", "pkg.b.c", "pkg.b.d", "e.f", "h", "l", "n.o"} | {
        "p",
        "p.q",
    }
    assert build.scanned_imports(source, "pkg") == found | {"m"}
    js = r"""const a = "import json,sys,js\nfrom pyscript.ffi import to_js\n  import asyncio";"""
    assert build.js_python_imports(js) >= {"json", "sys", "js", "pyscript.ffi.to_js", "asyncio"}


def _run_in_node(stdlib: Path, py_zip: Path) -> dict[str, Any]:
    return node_findings(NODE_SCRIPT, build.NODE_MODULES / "pyodide", stdlib, py_zip)


def test_the_game_runs_on_the_trimmed_library_in_node(
    out: Path, kept: set[str], original: dict[str, str]
) -> None:
    """The game's modules (ui.app, ui.dom, schotten.bots and every other), every language, two
    matches on the command line and formatted tracebacks on Pyodide with the trimmed library;
    then the same with Pyodide's whole one: the same modules are imported (no fallback taken
    for a missing module), all of them kept."""
    py_zip = out / build.PY_ARCHIVE
    trimmed = _run_in_node(out / build.PYODIDE_DIR / build.STDLIB_ARCHIVE, py_zip)
    assert trimmed["rc"] == 0
    assert "totals over 2 match(es)" in trimmed["out"]
    assert "AttributeError" in trimmed["trace"]
    assert "ModuleNotFoundError" in trimmed["trace"]
    full = _run_in_node(ORIGINAL, py_zip)
    imported = {m for m in full["modules"] if m in original}
    assert sorted(imported - kept) == []
    assert trimmed["modules"] == full["modules"]
    assert {"ui.app", "ui.dom", "schotten.bots"} <= set(trimmed["modules"])


def test_the_games_own_javascript_counts(tmp_path: Path) -> None:
    """Python run from js/ (the snapshot worker's start-up imports) keeps its modules, a tuple
    of names for importlib.import_module too."""
    (tmp_path / "js").mkdir()
    (tmp_path / "js/worker.mjs").write_text(
        'const IMPORTS = `\nimport tomllib\nfor name in ("zoneinfo", "wsgiref"):\n    pass\n`;'
    )
    found = build.runtime_imports(build.NODE_MODULES, tmp_path)
    assert {"tomllib", "zoneinfo", "wsgiref"} <= found
    assert "tomllib" not in build.runtime_imports(build.NODE_MODULES, ROOT)
