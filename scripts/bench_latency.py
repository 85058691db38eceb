#!/usr/bin/env python3
"""Latency benchmark: the time from a tap to the updated board, in headless Chromium.

    .venv/bin/python scripts/bench_latency.py [--rounds N]

Builds the site into a temporary folder, serves it, opens it in a touch context on a tablet
viewport ("iPad Pro 11") and plays a scripted match of N rounds (default 2) through taps: reveal
the hand, tap a card, tap a highlighted side, tap each winnable claim, end the turn.

Measured in the page, for every tap on a game control: from the click event (a capturing
listener on the document, before the game's own listener) to the next animation frame after the
game has re-rendered (a listener on the window, after the game's, asks for it). Prints the median,
90th percentile and worst, overall and per kind of tap, plus the handler's own time (click to the
end of the Python render, before the frame).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

from e2e_kit import served_site, start_new_game, tap_turn, wait_for_app  # noqa: E402

PROBE_JS = """
() => {
  window.__latency = [];
  document.addEventListener("click", (event) => {
    const target = event.target.closest && event.target.closest("#app [data-intent]");
    if (target && target.tagName !== "FORM") {
      event.__probe = { intent: target.dataset.intent, t0: performance.now() };
    }
  }, true);
  window.addEventListener("click", (event) => {
    const probe = event.__probe;
    if (!probe) return;
    probe.handler = performance.now() - probe.t0;
    requestAnimationFrame(() => {
      probe.frame = performance.now() - probe.t0;
      window.__latency.push(probe);
    });
  });
}
"""


def summary(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return (
        f"median {statistics.median(values):6.1f} ms   p90 {p90:6.1f} ms   "
        f"worst {values[-1]:6.1f} ms   (n={len(values)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="rounds in the scripted match")
    args = parser.parse_args()
    with served_site() as (url, browser, pw):
        device = {k: v for k, v in pw.devices["iPad Pro 11"].items() if k != "default_browser_type"}
        context = browser.new_context(**device, service_workers="block")
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        wait_for_app(page)
        page.evaluate(PROBE_JS)
        start_new_game(page, tap=True, rounds=args.rounds, first="p1", reveal=False)
        for round_no in range(args.rounds):
            while not tap_turn(page):
                pass
            if round_no + 1 < args.rounds:
                page.tap("#btn-next-round")
        page.wait_for_timeout(100)  # the last frame
        samples = page.evaluate("window.__latency")
    if errors or not samples:
        raise SystemExit(f"the game failed: {errors}")
    print(f"Tap to updated board, {len(samples)} taps, {args.rounds} round(s), headless Chromium")
    print(f"  all taps       {summary([s['frame'] for s in samples])}")
    print(f"  handler only   {summary([s['handler'] for s in samples])}")
    for intent in sorted({s["intent"] for s in samples}):
        frames = [s["frame"] for s in samples if s["intent"] == intent]
        print(f"  {intent:<14} {summary(frames)}")


if __name__ == "__main__":
    main()
