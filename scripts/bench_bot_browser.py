#!/usr/bin/env python3
"""The computer opponent in headless Chromium: its think time per move, and the page's longest
main-thread task while it plays.

    .venv/bin/python scripts/bench_bot_browser.py [--turns N] [--levels easy,medium,hard]
        [--variant classic|tactical]

Builds the site into a temporary folder, serves it, and for each level starts a game against the
computer (the computer opens) through the new-game form, in the chosen variant (``--variant``,
default classic), with no pause between its actions (``?bot_pause_ms=0``), then plays N turns of
the person by clicks in the page (the first card on the first legal side). In a tactical game
the person places clan cards only (never a tactic card) and ends each turn drawing from the clan
deck. The page records each of the computer's actions (``window.schottenBotMoves``: wall time
from its first thinking slice to the move, and time spent thinking); a ``PerformanceObserver``
for long tasks runs from before the first game. Prints, per level, the median and worst wall
time of the decisions that need thought (classic: its placements among several; tactical: also
its tactic plays, the deck it draws from and the Recruiter's returns) and the longest task seen
(50 ms and more: the browser's threshold), overall and outside the person's clicks (the
computer's turns).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

from e2e_kit import play_turns, served_site, wait_for_app  # noqa: E402
from playwright.sync_api import Page  # noqa: E402

OBSERVE_JS = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask"});
}"""


def wait_turn(page: Page) -> bool:
    """Waits for the person's turn; False once the round is over."""
    page.wait_for_selector(
        '.board-screen[data-bot-turn="0"], #btn-next-round, #btn-rematch', timeout=60_000
    )
    return page.locator("#btn-next-round, #btn-rematch").count() == 0


def run_level(
    page: Page, base: str, level: str, turns: int, variant: str = "classic"
) -> tuple[list[float], float, float]:
    page.goto(base + "manifest.webmanifest")  # same origin: start from an empty storage
    page.evaluate("() => localStorage.clear()")
    page.goto(base + "?bot_pause_ms=0")
    wait_for_app(page)
    page.evaluate("() => { window.schottenBotMoves = []; }")
    page.evaluate(OBSERVE_JS)
    page.click("#btn-new")
    page.click(f"#variant-{variant}")
    page.click(f"#opponent-{level}")
    page.click("#first-p2")
    page.click("#btn-start")
    page.wait_for_selector(".board-screen")
    if (page.locator(".tactical-status").count() > 0) != (variant == "tactical"):
        raise RuntimeError(f"the {level} game did not start in the {variant} variant")
    mine: list[tuple[float, float]] = []  # the person's clicks (several renders in one task)
    for _ in range(turns):
        if not wait_turn(page):
            break
        start = float(page.evaluate("performance.now()"))
        over = play_turns(page, 1, variant=variant) == "over"
        mine.append((start, float(page.evaluate("performance.now()"))))
        if over:
            break
    wait_turn(page)
    moves = page.evaluate("window.schottenBotMoves")
    tasks = page.evaluate("window.longTasks") or []
    longest = max([d for _, d in tasks] or [0.0])
    bot = [d for t, d in tasks if not any(a - 1 <= t <= b for a, b in mine)]
    # placements need thought (tactical: every choice among several); claims are decided at once
    thought = [m["wall_ms"] for m in moves if m["think_ms"] > 0.5] or [0.0]
    apply_ms = max(m["step_ms"] + m["render_ms"] for m in moves)
    slice_ms = max(m["max_slice_ms"] for m in moves)
    print(
        f"  {level}: longest thinking slice {slice_ms:.0f} ms,"
        f" longest apply+save+render of an action {apply_ms:.0f} ms"
    )
    return thought, float(longest), float(max(bot or [0.0]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=8, help="turns of the person per level")
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument(
        "--variant",
        choices=("classic", "tactical"),
        default="classic",
        help="game variant (default classic)",
    )
    args = parser.parse_args()
    with served_site() as (url, browser, _):
        context = browser.new_context(
            viewport={"width": 1024, "height": 768}, service_workers="block"
        )
        page = context.new_page()
        print(f"{args.variant} variant, {args.turns} turn(s) of the person per level")
        print("level    moves  median think   worst think   longest task (in its turns)")
        for level in args.levels.split(","):
            thought, longest, in_turns = run_level(page, url, level, args.turns, args.variant)
            print(
                f"{level:7s} {len(thought):6d} {statistics.median(thought):10.0f} ms"
                f" {max(thought):10.0f} ms {longest:10.0f} ms ({in_turns:.0f} ms)"
            )


if __name__ == "__main__":
    main()
