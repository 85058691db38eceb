"""Screenshots of every screen at the three sizes the game is laid out for.

    .venv/bin/python tests/e2e/screenshots.py [OUT_DIR] [--readme]

Builds the site, serves it, plays into each screen with headless Chromium and writes
``<screen>-<width>x<height>.png`` into OUT_DIR (default ``_screenshots/``). ``--readme`` also
writes the README's pictures into ``docs/screenshots/``.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from e2e_kit import (
    CHROMIUM,
    LAUNCH_ARGS,
    ROOT,
    play_round,
    play_turns,
    site_build,
    site_server,
    wait_for_app,
)
from playwright.sync_api import Page, sync_playwright

SIZES = ((1024, 768), (768, 1024), (390, 844), (1194, 834), (834, 1194), (390, 664), (360, 640))
README_SHOTS = {
    "board-1194x834": "board-landscape",
    "board-834x1194": "board-portrait",
    "board-390x664": "board-phone",
    "board-360x640": "board-phone-small",
}


def shoot(page: Page, out: Path, name: str, full: bool = False) -> None:
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(out / f"{name}-{width}x{height}.png"), full_page=full)


def shrink(path: Path) -> None:
    """256-colour PNG (a third of the bytes) when Pillow is installed; else left as it is."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE)
    small.save(path, optimize=True)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0] if args else ROOT / "_screenshots")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "_site"
        site_build.build(site)
        with site_server.running(site) as server, sync_playwright() as pw:
            launch = {"args": LAUNCH_ARGS}
            if CHROMIUM != "playwright":
                launch["executable_path"] = CHROMIUM
            browser = pw.chromium.launch(**launch)  # type: ignore[arg-type]
            page = browser.new_page(viewport={"width": 1024, "height": 768})
            page.goto(server.url)
            wait_for_app(page)
            shoot(page, out, "start")
            page.click("#btn-new")
            shoot(page, out, "new-game")
            page.click("#first-p1")
            page.fill("#name1", "Alice")
            page.fill("#name2", "Bertrand")
            page.select_option("#rounds", "3")
            page.click("#btn-start")
            shoot(page, out, "handover")
            play_turns(page, 15)
            page.click("#btn-reveal")
            page.click("#hand button.card >> nth=2")
            shoot(page, out, "board")
            page.click("button.side.placeable >> nth=0")
            shoot(page, out, "board-placed")
            play_round(page)
            shoot(page, out, "round-over", full=True)
            page.click("#app button[data-intent=go][data-arg=start]")
            page.click("#btn-saves")
            shoot(page, out, "saves")
            page.click("#btn-back")
            page.click("#btn-rules")
            shoot(page, out, "rules")
            page.click("#btn-back")
            page.click("#btn-settings")
            shoot(page, out, "settings")
            browser.close()
    if "--readme" in sys.argv:
        docs = ROOT / "docs/screenshots"
        docs.mkdir(parents=True, exist_ok=True)
        for source, target in README_SHOTS.items():
            shutil.copy(out / f"{source}.png", docs / f"{target}.png")
            shrink(docs / f"{target}.png")
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
