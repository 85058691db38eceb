"""Checks on the build output and on the site's sources (no browser)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from node_kit import node_findings

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts/build.py")
assert _spec and _spec.loader
build = sys.modules.setdefault("site_build", importlib.util.module_from_spec(_spec))
if not hasattr(build, "build"):
    _spec.loader.exec_module(build)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build") / "_site"
    build.build(out)
    return out


def test_archive_covers_every_python_and_json_file(site: Path) -> None:
    on_disk = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "py").rglob("*")
        if p.suffix in (".py", ".json")
        and "__pycache__" not in p.parts
        and not p.parent.name.endswith(".egg-info")
    }
    archive = build.read_python_archive(site)
    sources = {name: data for name, data in archive.items() if "/__pycache__/" not in name}
    assert {"py/" + name for name in sources} == on_disk - {build.ENTRY_SCRIPT}
    for name, data in sources.items():
        assert data == (ROOT / "py" / name).read_bytes(), name
    # and every module compiled where Python looks for it, never checked against its source
    compiled = {name for name in archive if name not in sources}
    tag = next(iter(compiled)).rsplit(".", 2)[-2]
    assert tag.startswith("cpython-")
    modules = [name for name in sources if name.endswith(".py")]
    assert compiled == {
        f"{n.rsplit('/', 1)[0]}/__pycache__/{n.rsplit('/', 1)[1][:-3]}.{tag}.pyc"
        if "/" in n
        else f"__pycache__/{n[:-3]}.{tag}.pyc"
        for n in modules
    }
    flags = {int.from_bytes(archive[name][4:8], "little") for name in compiled}
    assert flags == {0b01}  # PEP 552: hash-based, unchecked
    assert (site / build.ENTRY_SCRIPT).read_bytes() == (ROOT / build.ENTRY_SCRIPT).read_bytes()
    assert [p.name for p in (site / "py").iterdir()] == ["main.py"]
    assert "files" not in tomllib.loads((site / "pyscript.toml").read_text())


def test_new_modules_need_no_hand_edit(tmp_path: Path) -> None:
    (tmp_path / "py/pkg/locales").mkdir(parents=True)
    for name in ("py/main.py", "py/pkg/__init__.py", "py/pkg/locales/de.json", "py/pkg/notes.txt"):
        (tmp_path / name).write_text(name)
    (tmp_path / "py/pkg/__pycache__").mkdir()
    (tmp_path / "py/pkg/__pycache__/x.py").write_text("")
    assert build.python_sources(tmp_path) == [
        "py/main.py",
        "py/pkg/__init__.py",
        "py/pkg/locales/de.json",
    ]
    out = tmp_path / "out"
    out.mkdir()
    assert build.write_python_archive(tmp_path, out) == ["pkg/__init__.py", "pkg/locales/de.json"]
    first = (out / build.PY_ARCHIVE).read_bytes()
    build.write_python_archive(tmp_path, out)
    assert (out / build.PY_ARCHIVE).read_bytes() == first  # deterministic


def test_pyodide_core_only(site: Path) -> None:
    assert sorted(p.name for p in (site / "vendor/pyodide").iterdir()) == sorted(build.PYODIDE_CORE)
    assert not list((site / "vendor").rglob("*.map"))
    assert (site / "vendor/pyscript/core.js").is_file()
    # sync-message's browser bundle as npm ships it, beside its licence
    bundle = ROOT / "node_modules" / build.SYNC_MESSAGE_SOURCE
    assert (site / build.SYNC_MESSAGE).read_bytes() == bundle.read_bytes()
    assert sorted(p.name for p in (site / build.SYNC_MESSAGE).parent.iterdir()) == sorted(
        build.SYNC_MESSAGE_FILES
    )


def test_a_start_compiles_no_standard_module(site: Path) -> None:
    """The modules of the standard library that Pyodide's start and the game's import need are
    in its zip as unchecked-hash bytecode of this Pyodide, without their sources: on the site's
    library in Node, none of them is compiled on the way; the game still plays and formats
    tracebacks (tests/tools/test_stdlib_trim.py runs the same on the library before this)."""
    stdlib = site / build.PYODIDE_DIR / build.STDLIB_ARCHIVE
    with zipfile.ZipFile(stdlib) as archive:
        pycs = {n: archive.read(n) for n in archive.namelist() if n.endswith(".pyc")}
        names = set(archive.namelist())
    magic = importlib.util.MAGIC_NUMBER if sys.version_info[:2] == (3, 14) else None
    assert {
        "dataclasses.pyc",
        "_pyodide/_base.pyc",
        "asyncio/__init__.pyc",
        "json/__init__.pyc",
    } <= set(pycs)
    for name, data in pycs.items():
        assert name[:-1] not in names  # the bytecode instead of the source
        assert int.from_bytes(data[4:8], "little") == 0b01  # hash-based, unchecked (PEP 552)
        if magic:
            assert data[:4] == magic
    ran = node_findings(
        ROOT / "tests/tools/stdlib_node.mjs",
        build.NODE_MODULES / "pyodide",
        stdlib,
        site / build.PY_ARCHIVE,
    )
    assert ran["from_source"] == []
    assert ran["rc"] == 0 and "totals over 2 match(es)" in ran["out"]
    assert "AttributeError" in ran["trace"]


def test_a_snapshot_is_stored_without_its_zero_pages(site: Path) -> None:
    """js/snapshot-cache.mjs's stored form of a memory snapshot, on the site's Pyodide in Node
    (tests/tools/snapshot_node.mjs): a snapshot packed and unpacked is the same bytes, smaller
    stored, beginning with Pyodide's header, and restores the state it held; a stored form cut
    short, with a damaged page map or for another memory size is refused with a reason."""
    found = node_findings(ROOT / "tests/tools/snapshot_node.mjs", site)
    assert found["same"] and found["header"]
    assert found["packed"] < 0.8 * found["memory"]
    assert found["held"] == sum(n * n for n in range(1000))
    assert found["cut"] == found["map"] == found["longer"] == "snapshot damaged"
    assert found["tiny"] == "snapshot truncated"


def test_a_bad_snapshot_is_refused_to_whoever_awaits_it_late(site: Path) -> None:
    """A stored snapshot that is damaged or cut short (js/snapshot-cache.mjs, in Node with a
    Cache Storage of one entry: tests/tools/snapshot_late_node.mjs), its bytes awaited only after
    they were read and checked, as loadPyodide does once it has imported its runtime: the late
    awaiter gets the reason, and nothing is reported as an unhandled rejection meanwhile (seen in
    CI as the page error "snapshot damaged" on a loaded machine)."""
    found = node_findings(ROOT / "tests/tools/snapshot_late_node.mjs", site)
    assert found["intact"] == {"restored": True, "unhandled": []}
    assert found["damaged"] == {"refused": "snapshot damaged", "unhandled": []}
    assert found["truncated"]["refused"].startswith("snapshot truncated")
    assert found["truncated"]["unhandled"] == []


def test_pyodide_makes_no_shared_memory_at_start(site: Path, tmp_path: Path) -> None:
    vendored, original = site / build.PYODIDE_DIR, build.NODE_MODULES / "pyodide"
    for name in build.PYODIDE_CORE:
        if name not in ("pyodide.asm.mjs", build.STDLIB_ARCHIVE):  # the stdlib: trimmed
            assert (vendored / name).read_bytes() == (original / name).read_bytes(), name
    before = (original / "pyodide.asm.mjs").read_text(encoding="utf-8")
    after = (vendored / "pyodide.asm.mjs").read_text(encoding="utf-8")
    assert build.PYODIDE_EAGER_SHARED_MEMORY.search(before)
    assert not build.PYODIDE_EAGER_SHARED_MEMORY.search(after)
    assert after.count("shared:!0") == 1
    lazy = re.search(
        r"var (\w+);function (\w+)\(\w+\)\{try\{return \1\?\?=.*?catch\{return!1\}\}", after
    )
    assert lazy
    # the rest of the file unchanged
    assert after.replace(lazy[0], "") == build.PYODIDE_EAGER_SHARED_MEMORY.sub("", before)
    node = shutil.which("node")
    if node:  # syncSleep still sleeps (Node's main thread may wait), making its memory then
        script = tmp_path / "sleep.mjs"
        script.write_text(
            f"{lazy[0]}\nif ({lazy[1]} !== undefined) throw new Error('made at start');\n"
            f"const t = Date.now(); const slept = {lazy[2]}(30);\n"
            f"console.log(slept, Date.now() - t >= 25, {lazy[1]}.buffer.constructor.name);\n"
        )
        out = subprocess.run([node, str(script)], capture_output=True, text=True, check=True)
        assert out.stdout.split() == ["true", "true", "SharedArrayBuffer"]
    (tmp_path / "pyodide.asm.mjs").write_text(
        before.replace("shared:!0,initial:1", "shared:!0,initial:2")
    )
    with pytest.raises(SystemExit, match="shared memory"):
        build.patch_pyodide(tmp_path)


def test_service_worker_manifest(site: Path) -> None:
    manifest = build.read_service_worker_manifest(site)
    files = manifest["files"]
    for path, digest in files.items():
        assert path.startswith("./")
        assert hashlib.sha256((site / path).read_bytes()).hexdigest() == digest, path
    for must in (
        "./index.html",
        "./pyscript.toml",
        "./py.zip",
        "./py/main.py",
        "./js/shell.js",
        "./css/site.css",
        "./manifest.webmanifest",
        "./vendor/pyodide/pyodide.asm.wasm",
        "./vendor/pyscript/core.js",
        "./vendor/sync-message/index.js",
    ):
        assert must in files
    assert "./sw.js" not in files
    # every file of the site except the unused PyScript plugins is precached
    every = {"./" + p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    unused = {p for p in every - set(files) if p.startswith("./vendor/pyscript/")}
    assert every - set(files) - unused == {"./sw.js"}
    assert not any(
        name.startswith(("./vendor/pyscript/codemirror", "./vendor/pyscript/xterm"))
        for name in files
    )


def test_version_is_a_hash_of_the_content(site: Path) -> None:
    version = build.read_service_worker_manifest(site)["version"]
    assert re.fullmatch(r"[0-9a-f]{16}", str(version))
    assert build.write_service_worker(site) == version  # same content, same version
    (site / "css/site.css").write_text((site / "css/site.css").read_text() + "\n/* changed */\n")
    assert build.write_service_worker(site) != version


def test_stylesheets_are_linked(site: Path) -> None:
    page = (site / "index.html").read_text()
    for sheet in (ROOT / "css").glob("*.css"):
        assert f'href="./css/{sheet.name}"' in page


def test_every_url_is_relative(site: Path) -> None:
    texts = {
        name: (site / name).read_text()
        for name in ("index.html", "manifest.webmanifest", "pyscript.toml", "sw.js")
    }
    texts["js/shell.js"] = (site / "js/shell.js").read_text()
    for name, text in texts.items():
        assert "http://" not in text.replace("http://www.w3.org", "") and "https://" not in text, (
            name
        )
    for url in re.findall(r'(?:href|src)="([^"]+)"', texts["index.html"]):
        assert url.startswith("./"), url
    manifest = json.loads(texts["manifest.webmanifest"])
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert all(not icon["src"].startswith("/") for icon in manifest["icons"])
    for icon in manifest["icons"]:
        assert (site / icon["src"]).is_file()
        size = int(icon["sizes"].split("x")[0])
        header = (site / icon["src"]).read_bytes()[16:24]
        assert (int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")) == (
            size,
            size,
        )
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])
    assert manifest["display"] in ("fullscreen", "standalone")


def test_content_security_policy_is_strict() -> None:
    page = (ROOT / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert csp
    assert "'unsafe-eval'" not in csp[1] and "'unsafe-inline'" not in csp[1]
    assert "default-src 'self'" in csp[1] and "'wasm-unsafe-eval'" in csp[1]
    assert "<script>" not in page and " style=" not in page  # nothing inline


def test_npm_pins_are_exact() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    pins = {**package["dependencies"], **package.get("devDependencies", {})}
    assert (
        pins["pyodide"] == "314.0.7"
        and pins["@pyscript/core"] == "0.7.31"
        and pins["axe-core"] == "4.14.1"
    )
    for name, version in pins.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), (name, version)
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_config_points_at_vendored_files(site: Path) -> None:
    import tomllib

    config = tomllib.loads((site / "pyscript.toml").read_text())
    interpreter = site / config["interpreter"]
    assert interpreter.is_file()
    assert '"../vendor/pyodide/pyodide.mjs"' in interpreter.read_text()
    disabled = {p.removeprefix("!") for p in config["plugins"]}
    assert "error" not in disabled
    page = (site / "index.html").read_text()
    mpy = re.search(r"<mpy-config>(.*?)</mpy-config>", page, re.S)
    assert mpy and set(json.loads(mpy[1])["plugins"]) == set(config["plugins"])


def test_snapshot_key_ties_the_snapshot_to_its_build(site: Path, tmp_path: Path) -> None:
    shutil.copytree(site, tmp_path / "site")
    site = tmp_path / "site"
    early = (site / build.EARLY_MODULE).read_text()
    key = re.search(r'const SNAPSHOT_KEY = "([0-9a-f]{16})";', early)
    assert key, "the build writes the snapshot key into js/pyodide-early.mjs"
    manifest = build.read_service_worker_manifest(site)
    assert manifest["snapshot"] == f"snapshot-{build.pyodide_version()}-{key[1]}"
    # the cache's full name holds the copy's path, as js/pyodide-early.mjs and sw.js make it
    assert (
        build.cache_name("/a/", manifest["snapshot"])
        == f"schotten-totten@/a/#{manifest['snapshot']}"
    )
    assert "`schotten-totten@${SCOPE_PATH}#snapshot-`" in early
    assert 'const PREFIX = "schotten-totten@";' in (site / "sw.js").read_text()
    assert "./" + build.SNAPSHOT_WORKER in manifest["files"]  # precached: offline, and no download
    assert build.snapshot_key(site) == key[1]
    (site / "css/site.css").write_text("/* a style-only deploy keeps the snapshot */")
    assert build.snapshot_key(site) == key[1]
    with zipfile.ZipFile(site / build.PY_ARCHIVE, "a") as archive:
        archive.writestr("extra.py", "")
    assert build.write_early_module(site) != key[1]


def test_the_page_may_start_its_snapshot_worker() -> None:
    page = (ROOT / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert csp and "worker-src 'self'" in csp[1]
    assert "script-src 'self' 'wasm-unsafe-eval'" in csp[1]
