#!/usr/bin/env python3
"""Puzzle benchmark on CPython: the exact endgame solver on every shipped endgame puzzle
(median and worst time to find the winning placement and check it is the only one, and the
positions it solved), and the time to check every claim puzzle's answer.

Usage: python scripts/bench_puzzles.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.puzzles import load_puzzles, solve_puzzle


def main() -> int:
    puzzles = load_puzzles()
    times: dict[str, list[tuple[float, str]]] = {"claims": [], "endgame": []}
    for p in puzzles:
        state = p.position()
        start = time.perf_counter()
        assert solve_puzzle(state, p.kind) == p.answer, p.id
        times[p.kind].append((time.perf_counter() - start, p.id))
    print(f"Python {sys.version.split()[0]}: {len(puzzles)} puzzles")
    for kind, rows in times.items():
        ms = [t * 1000 for t, _ in rows]
        worst, wid = max(rows)
        print(
            f"{kind}: {len(rows)} puzzles, median {statistics.median(ms):.1f} ms, "
            f"worst {worst * 1000:.1f} ms ({wid}), all {sum(ms) / 1000:.2f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
