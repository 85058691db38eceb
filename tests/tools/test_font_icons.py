"""The bundled font and the icons in the build output: the font is the subset the build makes
(every character the game can show that the font has, nothing else; the weight axis the style
sheets use; within its byte budget; precached, with its licence), and every icon
css/icons.css names is a lucide-static icon, copied as is and precached, and the one the
render code can ask for (ui.render.icons). What the style sheets write with ``content:`` is in
the font too."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import get_args

import pytest
from fontTools.ttLib import TTFont

from ui.render.icons import ICON_NAMES, IconName, icon

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts/build.py")
assert _spec and _spec.loader
build = sys.modules.setdefault("site_build", importlib.util.module_from_spec(_spec))
if not hasattr(build, "build"):
    _spec.loader.exec_module(build)

LUCIDE = ROOT / "node_modules" / build.LUCIDE_ICONS
FONT_SOURCE = ROOT / "node_modules" / build.FONT_SOURCE
#: The font's budget: about 25 KB today (the characters of four languages and the Latin-1
#: letters of players' names, weights 400-800), fontsource's whole latin file is 34 KB.
FONT_BUDGET = 30_000
ICONS_CSS = (ROOT / build.ICONS_CSS).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def site(site_dir: Path) -> Path:
    return site_dir  # the session's build (tests/conftest.py), read only here


# --- the font --------------------------------------------------------------------------------


def test_the_font_is_built_precached_and_within_budget(site: Path) -> None:
    path = site / build.FONT_FILE
    files = build.read_service_worker_manifest(site)["files"]
    assert f"./{build.FONT_FILE}" in files
    assert 10_000 < path.stat().st_size <= FONT_BUDGET, path.stat().st_size
    assert path.read_bytes()[:4] == b"wOF2"
    licence = (site / "assets/fonts/LICENSE.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License, Version 1.1" in licence
    assert f"./{Path(build.FONT_FILE).parent.as_posix()}/LICENSE.txt" in files


def test_the_font_holds_exactly_the_characters_the_game_can_show(site: Path) -> None:
    font = TTFont(site / build.FONT_FILE)
    cmap = {chr(c) for c in font.getBestCmap()}
    source = {chr(c) for c in TTFont(FONT_SOURCE).getBestCmap()}
    wanted = set(build.font_characters())
    assert cmap == wanted & source
    # what the brief names: printable ASCII, the locales' letters, the typographic marks
    assert {chr(c) for c in range(0x20, 0x7F)} <= cmap
    assert set("éèêçàùœÉñáíóú¿¡ãõâô«»") <= cmap
    assert (
        set("\u2013\u2014\u2026\u00b7\u00d7\u2019\u00a0") <= cmap
    )  # dashes, ellipsis, dots, quote, nbsp
    assert "\u2713" not in cmap and "\u2691" not in cmap  # icons, not characters
    names = {record.nameID for record in font["name"].names}
    assert {0, 1, 14} <= names  # the copyright, the family and the licence's address stay


def test_the_font_keeps_the_weight_axis_the_style_sheets_use(site: Path) -> None:
    font = TTFont(site / build.FONT_FILE)
    (axis,) = font["fvar"].axes
    assert (axis.axisTag, axis.minValue, axis.defaultValue, axis.maxValue) == (
        "wght",
        build.FONT_WEIGHTS[0],
        400,
        build.FONT_WEIGHTS[1],
    )
    low, high = build.FONT_WEIGHTS
    weights = set()
    for sheet in (ROOT / "css").glob("*.css"):
        weights |= set(re.findall(r"font-weight:\s*([\w ]+?)\s*[;}]", sheet.read_text()))
    numbers = {int(w) for w in weights if w.isdigit()}
    assert all(low <= w <= high for w in numbers), numbers
    assert weights - {str(w) for w in numbers} <= {"bold", "normal", "400 800"}
    fonts_css = (ROOT / "css/fonts.css").read_text(encoding="utf-8")
    assert f"font-weight: {low} {high};" in fonts_css


def test_the_font_is_the_same_bytes_at_every_build(tmp_path: Path) -> None:
    first = build.write_font(tmp_path / "a").read_bytes()
    assert build.write_font(tmp_path / "b").read_bytes() == first


def test_the_zero_is_plain_at_every_weight(tmp_path: Path) -> None:
    """#44: the font's zero has a slash inside ("sum, 20" read "sum, 2Ø") and no plain
    alternate; the build makes its counter whole: two contours (the ring and its counter),
    the counter inside the ring, at each weight the style sheets use."""
    from fontTools.varLib import instancer

    source = TTFont(FONT_SOURCE)
    assert source["glyf"]["zero"].numberOfContours == 3  # slashed
    features = {r.FeatureTag for r in source["GSUB"].table.FeatureList.FeatureRecord}
    assert not features & {"zero", "salt", "ss01", "cv01"}  # no plain zero to choose
    path = build.write_font(tmp_path)
    for weight in build.FONT_WEIGHTS:
        font = instancer.instantiateVariableFont(TTFont(path), {"wght": weight})
        glyf = font["glyf"]
        zero = glyf["zero"]
        assert zero.numberOfContours == 2, weight
        coords, ends, _flags = zero.getCoordinates(glyf)
        ring, inner = coords[: ends[0] + 1], coords[ends[0] + 1 :]
        xs, ys = [p[0] for p in ring], [p[1] for p in ring]
        assert all(min(xs) + 40 < x < max(xs) - 40 for x, _ in inner), weight
        assert all(min(ys) + 40 < y < max(ys) - 40 for _, y in inner), weight


def test_the_game_and_the_shell_use_the_font_first() -> None:
    fonts_css = (ROOT / "css/fonts.css").read_text(encoding="utf-8")
    (url,) = re.findall(r'src: url\("\.\./([^"]+)"\) format\("woff2"\)', fonts_css)
    assert url == build.FONT_FILE
    assert "font-display: swap;" in fonts_css
    family = re.findall(r'font-family: "([^"]+)";', fonts_css)
    assert family == ["Atkinson Hyperlegible Next"]
    for sheet in ("css/game.css", "css/site.css"):
        bodies = re.findall(r"\nbody \{[^}]*\}", (ROOT / sheet).read_text(encoding="utf-8"))
        lines = [line.strip() for body in bodies for line in body.split("\n")]
        (line,) = [line for line in lines if line.startswith("font-family:")]
        assert line.startswith(f'font-family: "{family[0]}", system-ui'), sheet


def test_the_characters_come_from_the_locales_and_the_render_code(tmp_path: Path) -> None:
    chars = set(build.font_characters())
    assert "¿" in chars and "œ" in chars  # the Spanish and French texts
    assert "\u2013" in chars and "\u00a0" in chars  # written by the render code
    assert "\u2022" in chars  # a bullet the style sheets write (content: "\2022")
    assert build.css_contents('a::before { content: "\\2713\\00a0x"; } b { content: ""; }') == [
        "\u2713\u00a0x",
        "",
    ]


# --- the icons -------------------------------------------------------------------------------


def test_every_icon_is_a_lucide_icon_copied_as_is_and_precached(site: Path) -> None:
    names = build.icon_names(ICONS_CSS)
    assert len(names) >= 20
    canonical = set(json.loads((LUCIDE.parent / "tags.json").read_text(encoding="utf-8")))
    assert set(names) <= canonical, "use lucide's own names, not their aliases"
    files = build.read_service_worker_manifest(site)["files"]
    for name in names:
        assert (site / build.ICONS_DIR / f"{name}.svg").read_bytes() == (
            LUCIDE / f"{name}.svg"
        ).read_bytes()
        assert f"./{build.ICONS_DIR}/{name}.svg" in files
    copied = {p.name for p in (site / build.ICONS_DIR).iterdir()}
    assert copied == {f"{name}.svg" for name in names} | {"LICENSE.txt"}
    assert "ISC License" in (site / build.ICONS_DIR / "LICENSE.txt").read_text(encoding="utf-8")


def test_each_icon_class_draws_its_own_svg() -> None:
    rules = re.findall(
        r"\.i-([\w-]+) \{ --icon: url\(\"\.\./assets/icons/([\w-]+)\.svg\"\); \}", ICONS_CSS
    )
    assert rules and all(cls == name for cls, name in rules)
    assert sorted(name for _, name in rules) == build.icon_names(ICONS_CSS)


def test_the_render_code_can_ask_for_exactly_the_icons_the_css_draws() -> None:
    assert sorted(get_args(IconName)) == build.icon_names(ICONS_CSS)
    assert frozenset(build.icon_names(ICONS_CSS)) == ICON_NAMES
    assert icon("check", "verdict-icon") == (
        '<span class="icon i-check verdict-icon" aria-hidden="true"></span>'
    )
    with pytest.raises(ValueError):
        icon("no-such-icon")  # type: ignore[arg-type]


def test_the_other_style_sheets_use_only_icons_css_icons() -> None:
    # a pseudo-element may draw an icon too (a mask of its SVG), one css/icons.css names: the
    # build copies only those
    named = set(build.icon_names(ICONS_CSS))
    for sheet in (ROOT / "css").glob("*.css"):
        used = set(build.icon_names(sheet.read_text(encoding="utf-8")))
        assert used <= named, f"{sheet.name}: add {sorted(used - named)} to css/icons.css"


def test_what_the_style_sheets_write_is_in_the_font(site: Path) -> None:
    cmap = {chr(c) for c in TTFont(site / build.FONT_FILE).getBestCmap()}
    written = {
        char
        for sheet in (ROOT / "css").glob("*.css")
        for text in build.css_contents(sheet.read_text(encoding="utf-8"))
        for char in text
    }
    missing = sorted(f"U+{ord(c):04X}" for c in written - cmap)
    assert missing == []


def _root_with_icons(tmp_path: Path, rules: str) -> Path:
    (tmp_path / "css").mkdir(parents=True)
    (tmp_path / build.ICONS_CSS).write_text(rules, encoding="utf-8")
    return tmp_path


def test_adding_an_icon_is_one_css_line(tmp_path: Path) -> None:
    root = _root_with_icons(
        tmp_path, ICONS_CSS + '.i-anchor { --icon: url("../assets/icons/anchor.svg"); }\n'
    )
    out = tmp_path / "out"
    names = build.copy_icons(out, root)
    assert "anchor" in names and (out / build.ICONS_DIR / "anchor.svg").is_file()


def test_a_name_lucide_lacks_fails_the_build(tmp_path: Path) -> None:
    root = _root_with_icons(
        tmp_path, '.i-nope { --icon: url("../assets/icons/no-such-icon.svg"); }'
    )
    with pytest.raises(SystemExit, match="no-such-icon"):
        build.copy_icons(tmp_path / "out", root)
