#!/usr/bin/env python3
"""A soak against the computer: many games against one level in one page, as an evening of play
on a tablet, printing the memory and the time per move as it goes.

    .venv/bin/python scripts/bench_bot_soak.py [--games 30] [--level hard]
        [--variant classic|tactical] [--pause 50]

Builds the site into a temporary folder, serves it, opens one page (a short pause between the
computer's actions: ``?bot_pause_ms=``) and starts a game against the computer; the person plays
by clicks in the page (the first card on the first legal side; tactical: clan cards only), and each
match over, a rematch starts in the same page. After each game it prints the game's number, the
computer's decisions that needed thought in that game with their median and worst thinking wall
time, the interpreter's WebAssembly memory (``pyodide_js._module.HEAP8``, read by
ui/dom/thinkers.py) and the JavaScript heap after a garbage collection (DevTools protocol), and at
the end the growth of both and the median time per move of the first and the last third of the
games; for the hard level also the search's speed (plies simulated per second of thinking), which,
unlike the time per move, does not depend on the decisions a game happened to bring.
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
from playwright.sync_api import Page  # noqa: E402

MB = 1024 * 1024


def wait_turn(page: Page) -> str:
    """Waits for the person's turn: "play", "round" (next round) or "match" (match over)."""
    page.wait_for_selector(
        '.board-screen[data-bot-turn="0"], #btn-next-round, #btn-rematch', timeout=300_000
    )
    if page.locator("#btn-rematch").count():
        return "match"
    if page.locator("#btn-next-round").count():
        return "round"
    return "play"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--variant", choices=("classic", "tactical"), default="classic")
    parser.add_argument("--pause", type=int, default=50, help="ms between the computer's actions")
    args = parser.parse_args()
    with served_site() as (url, browser, _):
        context = browser.new_context(
            viewport={"width": 1024, "height": 768}, service_workers="block"
        )
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        page.goto(url + "manifest.webmanifest")
        page.evaluate("() => localStorage.clear()")
        page.goto(f"{url}?bot_pause_ms={args.pause}")
        wait_for_app(page)
        page.evaluate("() => { schotten.figures.botMoves = []; }")
        page.click("#btn-new")
        page.click(f"#variant-{args.variant}")
        page.click(f"#opponent-{args.level}")
        page.click("#btn-start")
        page.wait_for_selector(".board-screen")
        print(f"{args.games} games against {args.level} ({args.variant}), one page", flush=True)
        head = f"{'game':>4} {'moves':>6} {'median ms':>10} {'worst ms':>9}"
        print(f"{head} {'wasm MB':>8} {'JS MB':>6} {'plies/s':>8}")
        per_game: list[list[float]] = []
        speeds: list[float] = []
        memory: list[tuple[float, float]] = []
        seen = 0
        for game in range(1, args.games + 1):
            while True:
                where = wait_turn(page)
                if where == "match":
                    break
                if where == "round":
                    page.click("#btn-next-round")
                    continue
                play_turns(page, 1, variant=args.variant)
            moves = page.evaluate("schotten.figures.botMoves")
            mine = moves[seen:]
            seen = len(moves)
            think = [m["wall_ms"] for m in mine if m["think_ms"] > 0.5] or [0.0]
            # the hard search's speed: plies simulated per second of thinking (the decisions
            # differ from game to game, so their times do; the speed should not)
            plies = sum(m.get("plies", 0) for m in mine)
            busy = sum(m["think_ms"] for m in mine if m.get("plies", 0))
            speed = plies / busy * 1000 if busy else 0.0
            speeds.append(speed)
            cdp.send("HeapProfiler.collectGarbage")
            js_heap = float(cdp.send("Runtime.getHeapUsage")["usedSize"]) / MB
            wasm = float(mine[-1]["wasm_bytes"] if mine else 0) / MB
            memory.append((wasm, js_heap))
            per_game.append(think)
            print(
                f"{game:4d} {len(think):6d} {statistics.median(think):10.0f}"
                f" {max(think):9.0f} {wasm:8.1f} {js_heap:6.1f} {speed:8.0f}",
                flush=True,
            )
            page.click("#btn-rematch")
            # the result dialog lies over the last board: wait for it to go, not for a board
            page.wait_for_selector("#btn-rematch", state="detached")
            page.wait_for_selector(".board-screen")
        third = max(1, len(per_game) // 3)
        first = [t for g in per_game[:third] for t in g]
        last = [t for g in per_game[-third:] for t in g]
        print(
            f"growth: wasm {memory[-1][0] - memory[0][0]:+.1f} MB,"
            f" JS heap {memory[-1][1] - memory[0][1]:+.1f} MB (after game 1 to after game"
            f" {len(memory)}); median ms per move, first third {statistics.median(first):.0f},"
            f" last third {statistics.median(last):.0f}; search plies/s, first third"
            f" {statistics.median(speeds[:third]):.0f}, last third"
            f" {statistics.median(speeds[-third:]):.0f}"
        )


if __name__ == "__main__":
    main()
