#!/usr/bin/env python3
"""A match on two devices (schotten.remote): prints what each message costs on CPython.

Random legal matches (classic and tactical, 3 rounds each) are played between a host and a
guest in one process; for each kind of work the median and the worst time per call:

- host: ``host_action`` (a guest's action checked) and ``drawn_for``;
- guest: ``guest_prepare`` (a host action: stand-ins exchanged, checked), ``guest_put_drawn``,
  ``guest_next_round``, ``guest_verify`` (a round rebuilt and replayed), ``guest_complete``;
- ``opening`` (host) and ``guest_state`` (guest) at the last ply of a match, and ``restore`` of
  the whole record; the bytes of an opening, of a reveal and of the guest's saved record.

Usage: python scripts/bench_remote.py [--matches N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten import remote
from schotten.actions import EndTurn, NextRound, Recruit
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState, Phase

T = TypeVar("T")
TIMES: dict[str, list[float]] = defaultdict(list)
SIZES: dict[str, list[int]] = defaultdict(list)


def timed(name: str, fn: Callable[..., T], *args: object) -> T:
    start = time.perf_counter()
    out = fn(*args)
    TIMES[name].append(time.perf_counter() - start)
    return out


def match(options: Options, seed: int, seat: int) -> GameState:
    rng = random.Random(seed)
    host = new_game(options, seed)
    op = remote.opening(host, seat)
    masked = remote.guest_state(op)
    record = remote.GuestRecord.from_opening(op)
    while not host.is_terminal:
        ply = len(host.history)
        if host.phase is Phase.ROUND_OVER:
            host = apply(host, NextRound())
            deal = remote.deal_for(host, seat)
            masked = timed("guest_next_round", remote.guest_next_round, masked, seat, deal)
            record = record.add_deal(deal).add_action("next")
        elif host.current_player == seat:
            action = rng.choice(legal_actions(masked))
            timed("host_action", remote.host_action, host, seat, str(action), ply)
            before, host = host, apply(host, action)
            drawn: list[str] = []
            if isinstance(action, (EndTurn, Recruit)):
                drawn = timed("drawn_for", remote.drawn_for, before, host, seat)
                masked = timed(
                    "guest_put_drawn", remote.guest_put_drawn, masked, seat, action, drawn
                )
            masked = apply(masked, action)
            record = record.add_action(str(action), drawn)
        else:
            host = apply(host, rng.choice(legal_actions(host)))
            (text,) = remote.public_actions(host, ply, seat)
            masked, concrete = timed("guest_prepare", remote.guest_prepare, masked, seat, text, ply)
            masked = apply(masked, concrete)
            record = record.add_action(text)
        if host.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            shown = remote.reveal(host, host.round_no)
            SIZES["reveal"].append(len(json.dumps(shown)))
            record, _ = timed("guest_verify", remote.guest_verify, record, shown)
    timed("guest_complete", remote.guest_complete, record, remote.seed_of(host))
    last = timed("opening", remote.opening, host, seat)
    SIZES["opening (match over)"].append(len(json.dumps(last)))
    timed("guest_state", remote.guest_state, last)
    timed("restore", remote.restore, record)
    SIZES["record"].append(len(record.to_json()))
    SIZES["first opening"].append(len(json.dumps(op)))
    return host


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=6, help="matches of each variant")
    args = parser.parse_args()
    start = time.perf_counter()
    plies = 0
    for variant in ("classic", "tactical"):
        for seed in range(args.matches):
            options = Options(variant=variant, rounds=3)
            plies += len(match(options, 1000 + seed, seed % 2).history)
    wall = time.perf_counter() - start
    print(f"{2 * args.matches} matches of 3 rounds, {plies} plies, {wall:.1f} s in all")
    print(f"{'call':<18} {'calls':>6} {'median':>10} {'worst':>10}")
    for name, times in TIMES.items():
        med, worst = statistics.median(times) * 1000, max(times) * 1000
        print(f"{name:<18} {len(times):>6} {med:>8.2f} ms {worst:>8.2f} ms")
    print(f"{'message':<22} {'median':>8} {'largest':>8} (bytes of JSON)")
    for name, sizes in SIZES.items():
        print(f"{name:<22} {statistics.median(sizes):>8.0f} {max(sizes):>8}")


if __name__ == "__main__":
    main()
