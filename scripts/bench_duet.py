#!/usr/bin/env python3
"""Two devices benchmark (issue 45): the real pages, paired through their screens and played
through their buttons, in headless Chromium, two browser contexts (two devices) in one
browser on this machine (loopback).

    .venv/bin/python scripts/bench_duet.py [--games N] [--fast-games N]

Builds the site into a temporary folder, serves it, and N times (default 5): pairs two new
devices through the paste path (A makes the code, B opens A's link and answers, A pastes B's
code and taps Connect), then plays a classic game to its end, each device tapping random
moves (tests/e2e/duet_kit.py); ``--fair``: the games are dealt fairly (#46: the first round's
deal is then part of "paste to first card"), else by the device that made them (#45). Prints:

- **paste to first card**: from the tap on Connect (A's ``btn-pair-connect``, a real click) to
  the first card of the hand playable on the page whose turn it is (a ``MutationObserver``
  on each page sees ``#hand button.card:not([disabled])`` appear): median and worst of the
  pairings. Target: 2 s at most;
- **tap to move shown**: from the tap on a device's "End turn" (a device sends its turn when it
  ends: a card placed stays on its device, undoable, until then) to the card it placed
  shown on the other device (a ``MutationObserver`` on the other page's stones sees one more
  card): median and p90 of every turn that placed a card. Target: 100 ms median. Measured at
  the pace a player sees (the other device's moves shown as the computer's are: its first
  action of a turn no sooner than 250 ms after it came, ``ui.opponent.Pace``) and, with
  ``--fast-games`` games (default 2), without those pauses (``bot_pause_ms`` 0: the
  connection and the game's own work).

Both pages share one browser and this machine's cores: the load average is printed before and
after. Figures from a shared 2-core machine: compare, don't quote to the ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

from duet_kit import (  # noqa: E402
    boot,
    connect,
    device,
    guest_join,
    host_new_game,
    on_the_board,
    state_of,
    take_turn,
)
from e2e_kit import served_site  # noqa: E402
from playwright.sync_api import Browser, Page  # noqa: E402

NOW = "performance.timeOrigin + performance.now()"  # ms since the epoch: both pages compare

# A's tap on Connect, and on each page the first card of the hand that may be played.
WATCH_PAIRING_JS = f"""() => {{
  window.bench = {{ connect: null, playable: null }};
  document.addEventListener("click", (event) => {{
    if (event.target.closest("#btn-pair-connect")) window.bench.connect = {NOW};
  }}, true);
  const app = document.getElementById("app");
  const look = () => {{
    if (window.bench.playable === null
        && app.querySelector(".board-screen #hand button.card:not([disabled])")) {{
      window.bench.playable = {NOW};
      watch.disconnect();
    }}
  }};
  const watch = new MutationObserver(look);
  watch.observe(app, {{ subtree: true, childList: true, attributes: true }});
}}"""

# The tap on the end of a turn (capture phase: before the game hears of it).
WATCH_END_JS = f"""() => {{
  window.bench = window.bench || {{}};
  if (window.bench.ends) return;
  window.bench.ends = true;
  document.addEventListener("click", (event) => {{
    if (event.target.closest("#btn-end, #btn-end-clan, #btn-end-tactic"))
      window.bench.end = {NOW};
  }}, true);
}}"""

# The other page: when its stones show one more card than now.
ARM_SHOWN_JS = f"""() => {{
  const app = document.getElementById("app");
  const cards = () => app.querySelectorAll(".stones [data-card]").length;
  const before = cards();
  window.bench = window.bench || {{}};
  window.bench.shown = null;
  if (window.bench.watch) window.bench.watch.disconnect();
  const watch = new MutationObserver(() => {{
    if (cards() > before) {{ window.bench.shown = {NOW}; watch.disconnect(); }}
  }});
  watch.observe(app, {{ subtree: true, childList: true, attributes: true }});
  window.bench.watch = watch;
}}"""


def pair_timed(a: Page, b: Page) -> float:
    """Two new devices paired through the paste path; ms from A's Connect to a card playable."""
    for page in (a, b):
        if page.url.startswith("http"):
            page.evaluate("() => localStorage.clear()")
        boot(page)
    link = host_new_game(a, "Ann", "classic")
    answer = guest_join(b, link, "Bob")
    for page in (a, b):
        page.evaluate(WATCH_PAIRING_JS)
    connect(a, answer)
    on_the_board(a, b)
    deadline = time.monotonic() + 30
    ends: list[float] = []
    while not ends and time.monotonic() < deadline:  # the page whose turn it is
        ends = [float(e) for p in (a, b) if (e := p.evaluate("window.bench.playable"))]
        a.wait_for_timeout(20)
    start = float(a.evaluate("window.bench.connect"))
    return min(ends) - start


def play_timed(a: Page, b: Page, seed: int, limit_s: float = 300.0) -> list[float]:
    """Plays the game to its end; ms from each End turn tap to its card shown on the other."""
    samples: list[float] = []
    for page in (a, b):
        page.evaluate(WATCH_END_JS)
    deadline = time.monotonic() + limit_s
    turn = 0
    while True:
        states = [state_of(a), state_of(b)]
        if states == ["over", "over"]:
            return samples
        if time.monotonic() > deadline:
            raise SystemExit(f"the game did not go on: {states}")
        if "mine" not in states:
            a.wait_for_timeout(10)
            continue
        me, other = (a, b) if states[0] == "mine" else (b, a)
        other.evaluate(ARM_SHOWN_JS)
        result = take_turn(me, seed * 1000 + turn)
        turn += 1
        placed = any(str(t).startswith("side-") for t in result["taps"])
        if result["end"] != "ended" or not placed:
            continue
        other.wait_for_function("() => window.bench.shown !== null", timeout=10_000)
        samples.append(
            float(other.evaluate("window.bench.shown")) - float(me.evaluate("window.bench.end"))
        )


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def run(
    browser: Browser, url: str, games: int, fast: bool, fair: bool = False
) -> tuple[list[float], list[float]]:
    contexts = [device(browser, url, fast=fast, dealer=not fair) for _ in range(2)]
    try:
        a, b = (context.new_page() for context in contexts)
        pairings: list[float] = []
        moves: list[float] = []
        for game in range(games):
            pairings.append(pair_timed(a, b))
            moves += play_timed(a, b, game + 1)
        return pairings, moves
    finally:
        for context in contexts:
            context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="pairings and games at the pace")
    parser.add_argument("--fast-games", type=int, default=2, help="games without the pauses")
    parser.add_argument(
        "--fair", action="store_true", help="games dealt fairly (#46); else by one device (#45)"
    )
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(
        f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({os.cpu_count()} cores)"
    )
    with served_site() as (url, browser, _):
        pairings, paced = run(browser, url, args.games, fast=False, fair=args.fair)
        fast_pairings, fast = (
            run(browser, url, args.fast_games, fast=True, fair=args.fair)
            if args.fast_games
            else ([], [])
        )
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    every = pairings + fast_pairings
    print(
        f"paste to first card playable: median {statistics.median(every):.0f} ms, "
        f"worst {max(every):.0f} ms ({len(every)} pairings; target <= 2000 ms)"
    )
    for name, values in (("at the players' pace", paced), ("without pauses", fast)):
        if values:
            print(
                f"tap to move shown on the other device, {name}: median "
                f"{statistics.median(values):.0f} ms, p90 {p90(values):.0f} ms, "
                f"worst {max(values):.0f} ms ({len(values)} moves; target <= 100 ms median)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
