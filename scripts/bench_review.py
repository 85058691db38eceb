#!/usr/bin/env python3
"""Review benchmark on CPython: the computer's review of whole 2-round matches (medium against
easy, seeds 1..N), as the page runs it (``Reviewer.step(20)`` until done): the time of the whole
review, the time per judged decision (mean, 95th percentile, worst), the longest slice and the
longest unit of work, the play-outs per decision; with ``--stability``, the share of verdicts
that stay the same when the search is seeded differently (the noise of the verdicts); and the
time of a hint on the positions of the games.

Usage: python scripts/bench_review.py [--games 3] [--rounds 2] [--budget N] [--depth N]
       [--candidates N] [--variant classic|tactical] [--stability]

Wall times depend on the machine's load: the CPU time of the process is printed beside them.
The page runs Pyodide, about 2-4 times slower than CPython: the budget target is a whole
2-round match under 30 s in headless Chromium, so about 8 s here.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.bots import make_bot, play_match
from schotten.hints import hint
from schotten.options import Options
from schotten.review import Review, Reviewer, ReviewSettings
from schotten.rules import apply, new_game
from schotten.state import GameState
from schotten.views import player_view


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def timed_review(
    game: GameState, settings: ReviewSettings, seed: int | None = None
) -> tuple[Review, float, float, list[float], float, float]:
    """The review run in 20 ms slices; per-decision times, longest slice and unit."""
    r = Reviewer(game, settings)
    if seed is not None:
        r.bot.seed = seed
    per: list[float] = []
    longest = 0.0
    longest_unit = 0.0
    started = time.perf_counter()
    cpu = time.process_time()
    mark = started
    judged = len(r.decisions)
    work = r._work  # one unit at a time, to time the longest
    assert work is not None
    while True:
        t0 = time.perf_counter()
        slice_end = t0 + 0.020
        done = False
        while True:
            u0 = time.perf_counter()
            try:
                work.send(0.0)
            except StopIteration:
                done = True
            u1 = time.perf_counter()
            longest_unit = max(longest_unit, u1 - u0)
            plays = sum(1 for d in r.decisions if d.kind == "play")
            if plays != judged:
                per.append(u1 - mark)
                mark = u1
                judged = plays
            if done or u1 >= slice_end:
                break
        longest = max(longest, time.perf_counter() - t0)
        if done:
            break
    total = time.perf_counter() - started
    cpu = time.process_time() - cpu
    assert r.result is not None
    return r.result, total, cpu, per, longest, longest_unit


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--budget", type=int, default=ReviewSettings().budget)
    parser.add_argument("--depth", type=int, default=ReviewSettings().depth)
    parser.add_argument("--candidates", type=int, default=ReviewSettings().candidates)
    parser.add_argument("--variant", choices=("classic", "tactical"), default="classic")
    parser.add_argument("--stability", action="store_true")
    args = parser.parse_args()
    settings = ReviewSettings(args.budget, args.candidates, args.depth)
    options = Options(variant=args.variant, rounds=args.rounds)
    print(
        f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} CPUs; {args.variant}, {args.rounds} round(s), medium vs easy; "
        f"review budget {settings.budget} plies, {settings.candidates} candidates, "
        f"depth {settings.depth}"
    )
    totals = []
    cpus = []
    hint_ms: list[float] = []
    agree = compared = 0
    for g in range(args.games):
        seed = g + 1
        game = play_match([make_bot("medium", seed), make_bot("easy", seed + 100)], options, seed)
        review, total, cpu, per, longest, unit = timed_review(game, settings)
        totals.append(total)
        cpus.append(cpu)
        plays = [d for d in review.decisions if d.kind == "play"]
        playouts = sum(d.playouts for d in plays)
        ms = [x * 1000 for x in per]
        print(
            f"match seed {seed}: {len(game.history)} plies, {len(plays)} decisions judged, "
            f"review {total:.2f} s (CPU {cpu:.2f} s); per decision mean "
            f"{statistics.fmean(ms):.0f} ms, p95 {p95(ms):.0f}, worst {max(ms):.0f}; "
            f"{playouts / max(1, len(plays)):.0f} play-outs a decision; longest slice "
            f"{longest * 1000:.1f} ms, longest unit {unit * 1000:.1f} ms; "
            f"verdicts {summary(review)}"
        )
        if args.stability:
            other, *_ = timed_review(game, settings, seed=12345)
            for a, b in zip(review.decisions, other.decisions, strict=True):
                if a.kind == "play":
                    compared += 1
                    agree += a.verdict == b.verdict
        state = new_game(game.options, game.seed)
        for h in game.history[:60]:
            view = player_view(state, h.player)
            if view.legal_actions:
                t0 = time.perf_counter()
                hint(view)
                hint_ms.append((time.perf_counter() - t0) * 1000)
            state = apply(state, h.action)
    print(
        f"whole review: mean {statistics.fmean(totals):.2f} s, worst {max(totals):.2f} s over "
        f"{len(totals)} matches (CPU time mean {statistics.fmean(cpus):.2f} s, worst "
        f"{max(cpus):.2f} s)"
    )
    if compared:
        print(f"stability: {agree} of {compared} verdicts ({agree / compared:.1%}) the same "
              f"with another search seed")
    if hint_ms:
        print(
            f"hint: {len(hint_ms)} positions, median {statistics.median(hint_ms):.1f} ms, "
            f"p95 {p95(hint_ms):.1f}, worst {max(hint_ms):.1f} ms"
        )
    return 0


def summary(review: Review) -> str:
    counts = review.counts()
    keys = ("good", "inaccuracy", "mistake", "blunder", "miss")
    return " / ".join(
        f"p{p + 1} " + " ".join(str(counts[p][k]) for k in keys) for p in review.players
    ) + " (good inacc. mistake blunder miss)"


if __name__ == "__main__":
    sys.exit(main())
