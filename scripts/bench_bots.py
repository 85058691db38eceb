#!/usr/bin/env python3
"""Bot benchmark on CPython: thinking time per move for each level, and the hard bot's search
speed. The browser runs the same code a few times slower (Pyodide).

- time per move: every decision that needed thought (a placement among several), over a few
  games against the medium bot; mean, 95th percentile and max in milliseconds;
- longest slice: the longest single ``Thinker.step(20)`` call (the page thinks in such slices);
- hard: play-outs, simulated plies and leaf evaluations per second of thinking.

``--variant tactical`` plays the games in the tactical variant (hands of 7, tactic cards; default
classic). There every choice among several legal actions needs thought: a play (clan card or
tactic card), the deck drawn from at the end of a turn, the cards the Recruiter puts back; a
line per level splits the time per move by kind, and the hard bot's play-outs per move count
only the decisions it searched (clan placements on a table of clan cards).

Usage: python scripts/bench_bots.py [--quick] [--games N] [--levels easy,medium,hard]
       [--variant classic|tactical]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.bots import HardBot, make_bot
from schotten.bots.anytime import AnytimeBot, forced_action
from schotten.bots.hard import SearchStats
from schotten.options import Options
from schotten.rules import apply, new_game
from schotten.state import Phase
from schotten.views import player_view

SLICE_MS = 20.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


KINDS = {Phase.PLAY: "play", Phase.AFTER_PLAY: "deck", Phase.RETURN: "return"}
"""The kind of a decision that needs thought, by the phase it is made in."""


def bench_level(level: str, games: int, variant: str = "classic") -> dict[str, float]:
    times: list[float] = []
    slices: list[float] = []
    by_kind: dict[str, list[float]] = {}
    searched = 0
    search_seconds = 0.0
    totals = SearchStats()
    for g in range(games):
        bot = make_bot(level, 100 + g)
        assert isinstance(bot, AnytimeBot)
        rival = make_bot("medium", 200 + g)
        seats = (bot, rival) if g % 2 == 0 else (rival, bot)
        state = new_game(Options(variant=variant), 300 + g)
        while not state.is_terminal:
            p = state.current_player
            view = player_view(state, p)
            actor = seats[p]
            if actor is bot and forced_action(view) is None:
                if isinstance(bot, HardBot):
                    bot.last_search = SearchStats()  # set again only by a search
                thinker = bot.start(view)
                started = time.perf_counter()
                while True:
                    t0 = time.perf_counter()
                    action = thinker.step(SLICE_MS)
                    slices.append(time.perf_counter() - t0)
                    if action is not None:
                        break
                times.append(time.perf_counter() - started)
                by_kind.setdefault(KINDS.get(view.phase, "other"), []).append(times[-1])
                if isinstance(bot, HardBot):
                    s = bot.last_search
                    if s.playouts:
                        searched += 1
                        search_seconds += times[-1]
                    totals.playouts += s.playouts
                    totals.plies += s.plies
                    totals.evaluations += s.evaluations
                    totals.deals += s.deals
            else:
                action = actor.choose(view)
            state = apply(state, action)
    ms = [t * 1000 for t in times]
    out = {
        "moves": len(ms),
        "mean": statistics.fmean(ms),
        "p95": percentile(ms, 0.95),
        "max": max(ms),
        "slice": max(slices) * 1000,
        "seconds": sum(times),
    }
    if totals.playouts:
        out.update(
            playouts=totals.playouts / sum(times),
            plies=totals.plies / sum(times),
            evaluations=totals.evaluations / sum(times),
            per_move=totals.playouts / len(ms),
            searched=searched,
            per_searched=totals.playouts / searched,
            searched_playouts=totals.playouts / search_seconds,
            searched_plies=totals.plies / search_seconds,
        )
    for kind, values in by_kind.items():
        out[f"{kind}:moves"] = len(values)
        out[f"{kind}:mean"] = statistics.fmean(values) * 1000
        out[f"{kind}:max"] = max(values) * 1000
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game per level")
    parser.add_argument("--games", type=int, default=4, help="games per level (default 4)")
    parser.add_argument("--levels", default="easy,medium,hard", help="comma-separated levels")
    parser.add_argument(
        "--variant",
        choices=("classic", "tactical"),
        default="classic",
        help="game variant (default classic)",
    )
    args = parser.parse_args()
    games = 1 if args.quick else args.games
    tactical = args.variant == "tactical"
    print(
        f"Python {sys.version.split()[0]} ({sys.implementation.name}), {games} game(s) a level"
        + (", tactical variant" if tactical else "")
    )
    print(
        f"{'level':<8} {'moves':>6} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8} "
        f"{'longest ' + str(int(SLICE_MS)) + ' ms slice':>22}"
    )
    hard: dict[str, float] | None = None
    for level in args.levels.split(","):
        r = bench_level(level, games, args.variant)
        print(
            f"{level:<8} {r['moves']:>6.0f} {r['mean']:>8.1f} {r['p95']:>8.1f} {r['max']:>8.1f} "
            f"{r['slice']:>19.1f} ms"
        )
        if tactical:
            kinds = [k for k in ("play", "deck", "return", "other") if f"{k}:moves" in r]
            print(
                "  by kind: "
                + "; ".join(
                    f"{k} {r[k + ':moves']:.0f} moves, mean {r[k + ':mean']:.1f} ms,"
                    f" max {r[k + ':max']:.1f} ms"
                    for k in kinds
                )
            )
        if level == "hard" and "playouts" in r:
            hard = r
    if hard and tactical:
        print(
            f"hard search: {hard['searched_playouts']:.0f} play-outs/s, "
            f"{hard['searched_plies']:.0f} simulated plies/s (of the searched moves' thinking), "
            f"{hard['per_searched']:.0f} play-outs per searched move "
            f"({hard['searched']:.0f} of {hard['moves']:.0f} moves searched)"
        )
    elif hard:
        print(
            f"hard search: {hard['playouts']:.0f} play-outs/s, {hard['plies']:.0f} simulated "
            f"plies/s, {hard['evaluations']:.0f} leaf evaluations/s, "
            f"{hard['per_move']:.0f} play-outs per move"
        )
    elif tactical and "hard" in args.levels.split(","):
        print("hard search: no move searched (no clan placement on a table of clan cards)")


if __name__ == "__main__":
    main()
