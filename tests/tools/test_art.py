"""The game's art (assets/art/, scripts/make_art.py): what the script draws is what is committed,
every file the style sheet uses exists and is precached, the whole stays within 150 KB, the
files are plain drawings (nothing that could load or run anything), and every tactic card has
its figure, drawn on its face beside its letters."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path
from types import ModuleType

import pytest

from schotten.tactics import Tactic
from ui.i18n import LANGUAGES, Translator
from ui.render.cards import card_static

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets/art"
BUDGET = 150_000


def _load(name: str, path: Path) -> ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


make_art = _load("make_art", ROOT / "scripts/make_art.py")
build = _load("site_build", ROOT / "scripts/build.py")


@pytest.fixture(scope="module")
def site(site_dir: Path) -> Path:
    return site_dir  # the session's build (tests/conftest.py), read only here


def test_the_script_draws_what_is_committed(tmp_path: Path) -> None:
    make_art.main(["--out", str(tmp_path / "a")])
    make_art.main(["--out", str(tmp_path / "b")])
    drawn = {p.name: p.read_bytes() for p in (tmp_path / "a").iterdir()}
    assert drawn == {p.name: p.read_bytes() for p in (tmp_path / "b").iterdir()}  # deterministic
    assert drawn == {p.name: p.read_bytes() for p in ART.iterdir()}, "run scripts/make_art.py"
    emblems = {name for name in drawn if name.startswith("emblem-")}
    assert emblems == {f"emblem-{c}.svg" for c in "ROYGBP"}
    assert {"back-clan.svg", "back-tactic.svg", "stone.svg"} <= set(drawn)
    figures = {name for name in drawn if name.startswith("tactic-")}
    assert figures == {f"tactic-{card.value}.svg" for card in Tactic}


def test_every_file_of_the_art_is_used_precached_and_within_budget(site: Path) -> None:
    css = (ROOT / "css/game.css").read_text(encoding="utf-8")
    used = set(re.findall(r'url\("\.\./assets/art/([\w.-]+)"\)', css))
    on_disk = {p.name for p in ART.iterdir()}
    assert used == on_disk, f"unused: {on_disk - used}, missing: {used - on_disk}"
    files = build.read_service_worker_manifest(site)["files"]
    for name in on_disk:
        assert f"./assets/art/{name}" in files, f"{name} is not precached"
        assert (site / "assets/art" / name).read_bytes() == (ART / name).read_bytes()
    total = sum(p.stat().st_size for p in ART.iterdir())
    assert 0 < total <= BUDGET, f"the art takes {total} bytes"


def test_the_art_is_only_drawings() -> None:
    allowed = {
        "svg", "path", "g", "rect", "circle", "ellipse", "polygon", "defs", "clipPath",
        "linearGradient", "stop",
    }  # fmt: skip
    for path in ART.iterdir():
        root = ET.parse(path).getroot()
        for element in root.iter():
            tag = element.tag.split("}")[-1]
            assert tag in allowed, f"{path.name}: <{tag}>"
            for key, value in element.attrib.items():
                assert not key.startswith("on"), f"{path.name}: {key}"
                assert "href" not in key, f"{path.name}: {key}"
                assert "url(" not in value or value.startswith("url(#"), f"{path.name}: {value}"


@pytest.mark.parametrize("card", [c.value for c in Tactic])
def test_every_tactic_card_has_a_small_square_figure_on_its_face(card: str) -> None:
    path = ART / f"tactic-{card}.svg"
    root = ET.parse(path).getroot()  # well-formed
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 100 100"
    drawn = [el for el in root.iter() if el is not root]
    assert len(drawn) >= 4, f"{path.name}: hardly a figure"
    assert path.stat().st_size <= 2_000, f"{path.name}: {path.stat().st_size} bytes"
    css = (ROOT / "css/game.css").read_text(encoding="utf-8")
    assert f'.f-{card} {{ background-image: url("../assets/art/{path.name}"); }}' in css
    for lang in LANGUAGES:
        t = Translator(lang)
        html = card_static(card, t)
        # the letters first, then the figure; both hidden, the name is said
        figure = f'<span class="card-symbol tactic-figure f-{card}" aria-hidden="true"></span>'
        assert figure in html and html.index("tactic-letters") < html.index(figure)
        assert unescape(re.sub(r"<[^>]+>", "", html)) == t.card(card)
