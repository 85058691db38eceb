"""Screenshots of every screen, from a seeded game, at the five sizes the table is laid out for.

    .venv/bin/python scripts/screenshots.py [--out DIR] [--only SCENE[,SCENE…]]

Builds the site, serves it, and in headless Chromium boots the game on the seeded storage of
tests/e2e/scenes.py (positions built with the engine, fixed seeds), one browser context per size
of tests/e2e/fit_kit.py (360x640, 390x664, 834x1194, 1194x834, 1366x768), as
tests/e2e/test_table_fit.py checks them. Each scene is drawn into ``<scene>-<w>x<h>.png`` in
English, and the classic board mid-game (``classic``) also in French, Spanish and Portuguese at
390x664 and 1194x834 (``classic-<w>x<h>-<lang>.png``). Every picture is the viewport as a
player sees it, without scrolling, reduced to 256 colours (Pillow). The README's four pictures
(``board-landscape.png``, ``board-portrait.png``, ``board-phone.png``, ``board-phone-small.png``)
are copies of the classic board at 1194x834, 834x1194, 390x664 and 360x640. Writes into
``docs/screenshots/`` unless ``--out`` says otherwise, and prints the files it wrote.

The scenes: start, new-game, saves, settings, rules, stats, lesson, puzzles, puzzle, puzzle-solved
(an endgame answered right, its winning line played out), handover,
classic, placement (a card selected), claim-won, refused (a refused claim and its explanation),
round-won (the winning claim on the board), round-over, match-over, tactical, discard (the pile
open), guided (a tactic card's guided play), tactic-refused (one that can't be played), replay
(the replay viewer with its review); on two devices: two-devices (its form), pair-host (the
first device's code and QR code, step 2 beside it), pair-failed, pair-lost, pair-guest (the
link opened on the second device: its name first), pair-answer (its code for the first), duet
and duet-tactical (a saved game whose other device is away: the board offers a new code).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests/e2e"), str(ROOT / "py")]

import answered  # noqa: E402
from e2e_kit import CHROMIUM, LAUNCH_ARGS, Problems, site_build, site_server  # noqa: E402
from fit_kit import SIZES, Size  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from scenes import SCENES, boot, enter  # noqa: E402

answered.install()  # each input waits for the game's answer, as in the browser tests

LANGUAGES = ("fr", "es", "pt")
LANGUAGE_SIZES = ("390x664", "1194x834")
README = {  # the README's pictures: copies of the classic board
    "board-landscape.png": "classic-1194x834.png",
    "board-portrait.png": "classic-834x1194.png",
    "board-phone.png": "classic-390x664.png",
    "board-phone-small.png": "classic-360x640.png",
}


def shrink(path: Path) -> None:
    """256 colours: about a third of the bytes."""
    from PIL import Image

    with Image.open(path) as image:
        small = image.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE)
    small.save(path, optimize=True)


@contextmanager
def booted(browser: Browser, url: str, size: Size, language: str = "en") -> Iterator[Page]:
    """A page of ``size`` booted on the seeded storage (in ``language``); its page errors
    stop the script."""
    context = browser.new_context(
        viewport={"width": size.width, "height": size.height},
        has_touch=size.touch,
        service_workers="block",
        locale="en-US",
        timezone_id="UTC",
        reduced_motion="reduce",
    )
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        boot(page, url, language)
        yield page
        problems.check(page)
    finally:
        context.close()


def shown(path: Path) -> Path:
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def shoot(page: Page, path: Path, written: list[Path]) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path))
    shrink(path)
    written.append(path)
    print(shown(path), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs/screenshots")
    parser.add_argument("--only", default="", help="scenes to draw, separated by commas")
    args = parser.parse_args()
    try:
        import PIL  # noqa: F401
    except ImportError:
        sys.exit("screenshots.py needs Pillow: ./scripts/bootstrap installs it into .venv")
    names = [s.name for s in SCENES]
    only = [n for n in args.only.split(",") if n] or names
    unknown = sorted(set(only) - set(names))
    if unknown:
        sys.exit(f"unknown scenes {unknown}; the scenes are {', '.join(names)}")
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "_site"
        site_build.build(site)
        with site_server.running(site) as server, sync_playwright() as pw:
            launch: dict[str, object] = {"args": LAUNCH_ARGS, "headless": True}
            if CHROMIUM != "playwright":
                launch["executable_path"] = CHROMIUM
            browser = pw.chromium.launch(**launch)  # type: ignore[arg-type]
            try:
                for size in SIZES:
                    with booted(browser, server.url, size) as page:
                        for name in only:
                            enter(page, name)
                            shoot(page, out / f"{name}-{size.name}.png", written)
                if "classic" in only:
                    for size in (s for s in SIZES if s.name in LANGUAGE_SIZES):
                        for lang in LANGUAGES:
                            with booted(browser, server.url, size, lang) as page:
                                enter(page, "classic")
                                shoot(page, out / f"classic-{size.name}-{lang}.png", written)
            finally:
                browser.close()
    for copy, source in README.items():
        if (out / source) in written:
            shutil.copyfile(out / source, out / copy)
            written.append(out / copy)
            print(f"{shown(out / copy)} (a copy of {source})")
    print(f"{len(written)} pictures in {shown(out)}")


if __name__ == "__main__":
    main()
