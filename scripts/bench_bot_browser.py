#!/usr/bin/env python3
"""The computer opponent in headless Chromium: how long a whole computer turn takes, at normal
speed and on a device four times slower, and the page's longest main-thread task in its turns.

    .venv/bin/python scripts/bench_bot_browser.py [--turns N] [--levels easy,medium,hard]
        [--variants classic,tactical] [--throttle 1,4]

Builds the site into a temporary folder, serves it, and for each variant, CPU speed and level
starts a game against the computer (the person opens) through the new-game form, with the
page's own pace of the computer's actions (no ``bot_pause_ms``), then plays N turns of the
person by clicks in the page (the first card on the first legal side; in a tactical game clan
cards only, ending each turn on the clan deck). ``--throttle 4`` slows the page's CPU four times
with the DevTools protocol (``Emulation.setCPUThrottlingRate``, set once the page has booted).

A whole computer turn runs from the person's last click (a capture listener records it) to the
moment the page has rendered the computer's last action of the turn, the person's hand playable
again (``schotten.figures.botTurns``, recorded by ui/dom/thinkers.py). Prints per level, variant and
speed the median and worst whole turn, the median and worst time spent thinking on the decisions
that needed thought (``schotten.figures.botMoves``; the thinking runs during the first pause, so a
turn is not the sum of its parts), the longest thinking slice, the longest application of one of its
actions (the last slice, the engine and the save: "apply") and the longest of the two tasks that
draw one ("draw": the HTML worked out in the task after it, drawn in the next), the longest
main-thread task that started in the computer's turns ("task"; a ``PerformanceObserver`` for long
tasks: only tasks of 50 ms and more are reported by the browser; "-" when there was none; the
person's turn is played by one script, a task of its own, before the turn starts); ``--draws``
prints each drawing (``schotten.figures.draws``: the regions drawn, the Python and page times) and
each long task of the computer's turns (when it started after the person's click); and for the hard
level the median of the plies its search simulated per searched decision (its budget is 8,000: fewer
means the page's time cap ended the search).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

import answered  # noqa: E402
from e2e_kit import play_turns, served_site, wait_for_app  # noqa: E402

answered.instrument()  # the page's figures (js/instrument.mjs), which this script reads
from playwright.sync_api import BrowserContext, Page  # noqa: E402

OBSERVE_JS = """() => {
  window.longTasks = [];
  schotten.figures.botMoves = [];
  schotten.figures.botTurns = [];
  window.clicks = [];
  schotten.figures.draws = [];
  document.addEventListener("click", () => window.clicks.push(performance.now()), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask"});
}"""


def wait_turn(page: Page) -> bool:
    """Waits for the person's turn; False once the round is over."""
    page.wait_for_selector(
        '.board-screen[data-bot-turn="0"], #btn-next-round, #btn-rematch', timeout=120_000
    )
    return page.locator("#btn-next-round, #btn-rematch").count() == 0


class Run:
    """The figures of one level, variant and speed."""

    def __init__(self) -> None:
        self.turns: list[float] = []
        self.think: list[float] = []
        self.slice_ms = 0.0
        self.task_ms = 0.0
        self.apply_ms = 0.0
        self.draw_ms = 0.0
        self.plies: list[int] = []
        self.draws: list[dict[str, object]] = []
        self.long_tasks: list[tuple[float, float]] = []
        """(start after the person's last click, duration) of the long tasks in the turns."""


def run_level(
    context: BrowserContext, base: str, level: str, turns: int, variant: str, rate: float
) -> Run:
    page = context.new_page()
    try:
        page.goto(base + "manifest.webmanifest")  # same origin: start from an empty storage
        page.evaluate("() => localStorage.clear()")
        page.goto(base)
        wait_for_app(page)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.evaluate(OBSERVE_JS)
        page.click("#btn-new")
        page.click(f"#variant-{variant}")
        page.click(f"#opponent-{level}")
        page.click("#first-p1")
        page.click("#btn-start")
        page.wait_for_selector(".board-screen")
        if (page.locator(".tactical-status").count() > 0) != (variant == "tactical"):
            raise RuntimeError(f"the {level} game did not start in the {variant} variant")
        for _ in range(turns):
            if not wait_turn(page):
                break
            if play_turns(page, 1, variant=variant) == "over":
                break
        wait_turn(page)
        page.wait_for_timeout(300)  # the last turn's record
        data = page.evaluate(
            "() => [window.clicks, schotten.figures.botTurns, schotten.figures.botMoves,"
            " window.longTasks, schotten.figures.draws]"
        )
    finally:
        page.close()
    clicks, bot_turns, moves, tasks, draws = data
    run = Run()
    run.draws = draws
    windows = []
    for t in bot_turns:
        before = [c for c in clicks if c <= t["end"]]
        if before:
            windows.append((before[-1], t["end"]))
            run.turns.append(t["end"] - before[-1])
    run.think = [m["think_ms"] for m in moves if m["think_ms"] > 0.5]
    run.plies = [int(m.get("plies", 0)) for m in moves if m.get("plies", 0)]
    run.slice_ms = max([m["max_slice_ms"] for m in moves] or [0.0])
    run.apply_ms = max([m["step_ms"] + m["apply_ms"] for m in moves] or [0.0])
    run.draw_ms = max([max(m.get("plan_ms", 0.0), m.get("render_ms", 0.0)) for m in moves] or [0.0])
    run.long_tasks = [(s - a, d) for s, d in tasks for a, b in windows if a - 1 <= s <= b]
    run.task_ms = max([d for _, d in run.long_tasks] or [0.0])
    return run


def fmt(values: list[float]) -> str:
    if not values:
        return f"{'-':>6} {'-':>6}"
    return f"{statistics.median(values):6.0f} {max(values):6.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=6, help="turns of the person per game")
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--variants", default="classic,tactical")
    parser.add_argument("--throttle", default="1,4", help="CPU slow-down factors to run")
    parser.add_argument(
        "--draws", action="store_true", help="print each drawing: its regions, Python, page"
    )
    args = parser.parse_args()
    with served_site() as (url, browser, _):
        context = browser.new_context(
            viewport={"width": 1024, "height": 768}, service_workers="block"
        )
        print(f"{args.turns} turn(s) of the person per game; times in ms")
        print(
            f"{'variant':8} {'CPU':>4} {'level':7} {'turns':>5} {'whole turn':>13}"
            f" {'thinking':>13} {'slice':>6} {'apply':>6} {'draw':>6} {'task':>6}"
            f" {'searched':>9}"
        )
        sub = f"{'median':>6} {'worst':>6}"
        print(f"{'':8} {'':>4} {'':7} {'':>5} {sub} {sub}")
        for variant in args.variants.split(","):
            for rate in (float(r) for r in args.throttle.split(",")):
                for level in args.levels.split(","):
                    r = run_level(context, url, level, args.turns, variant, rate)
                    task = f"{r.task_ms:6.0f}" if r.task_ms else f"{'-':>6}"
                    plies = f"{statistics.median(r.plies):9.0f}" if r.plies else f"{'-':>9}"
                    print(
                        f"{variant:8} {rate:3.0f}x {level:7} {len(r.turns):5d} {fmt(r.turns)}"
                        f" {fmt(r.think)} {r.slice_ms:6.0f} {r.apply_ms:6.0f} {r.draw_ms:6.0f}"
                        f" {task} {plies}",
                        flush=True,
                    )
                    if args.draws and r.long_tasks:
                        print(
                            "    long tasks (ms after the click: duration): "
                            + ", ".join(f"{s:.0f}: {d:.0f}" for s, d in r.long_tasks)
                        )
                    for d in r.draws if args.draws else []:
                        steps = " ".join(f"{x:.0f}" for x in d.get("steps_ms") or [])  # type: ignore[attr-defined]
                        print(
                            f"    {str(d['what'])[:60]:60} {d['chars']:6} chars:"
                            f" Python {d['python_ms']:4.0f}, page {d['page_ms']:4.0f} ms ({steps})"
                        )


if __name__ == "__main__":
    main()
