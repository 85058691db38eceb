#!/usr/bin/env python3
"""Engine benchmark: prints figures (CPython; the browser runs the same code a few times slower).

- worst-case early-claim check: a complete claimer side against an empty opponent side with 48
  unseen cards, through ``claim_verdict`` (pool built from the state), over many claimer sides;
- every stone's verdict on a full table, for both players;
- random-bot self-play: whole rounds per second, through the engine alone and through views;
- tactical variant: the worst-case claim check under Mud Fight (4-card sides, elite troops on
  both sides, with and without Blind-Man's Bluff), and random tactical rounds per second.

Usage: python scripts/bench_engine.py [--quick]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.bots import RandomBot, play_match
from schotten.cards import CLAN_CARDS
from schotten.claims import all_verdicts, claim_verdict, table_claims
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState, Phase, Stone
from schotten.tactics import TACTIC_CARDS, AnyCard, Tactic


def per_call(fn: Callable[[], object], repeat: int = 5, number: int = 200) -> float:
    """Median seconds per call over ``repeat`` batches of ``number`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return statistics.median(times)


def table_state(stones: list[Stone]) -> GameState:
    base = new_game(Options(first_player=0), 0)
    on_table = {c for s in stones for c in s.cards()}
    rest = [c for c in CLAN_CARDS if c not in on_table]
    return replace(
        base,
        stones=tuple(stones),
        hands=(tuple(rest[:6]), tuple(rest[6:12])),
        deck=tuple(rest[12:]),
        phase=Phase.AFTER_PLAY,
    )


def worst_case_claim(samples: int) -> tuple[float, float, str]:
    rng = random.Random(1)
    results = []
    for _ in range(samples):
        cards = rng.sample(CLAN_CARDS, 6)
        stones = [Stone(((*cards[:3],), ()), None, (0, None))]
        stones.append(Stone(((), (*cards[3:],)), None, (None, 1)))
        stones += [Stone()] * 7
        state = table_state(stones)
        assert 54 - sum(1 for _ in state.table_cards()) == 48
        t = per_call(lambda state=state: claim_verdict(state, 0, 0), repeat=3, number=100)
        results.append((t, " ".join(map(str, cards[:3]))))
    worst = max(results)
    return worst[0], statistics.mean(t for t, _ in results), worst[1]


def full_table_verdicts() -> tuple[float, float]:
    rng = random.Random(2)
    cards = rng.sample(CLAN_CARDS, 54)
    # every stone: a complete side for p1, two cards for p2 (nine early-claim proofs for p1,
    # nine incomplete sides for p2)
    stones = []
    k = 0
    for _ in range(9):
        stones.append(Stone(((*cards[k : k + 3],), (*cards[k + 3 : k + 5],)), None, (0, None)))
        k += 5
    state = table_state(stones)
    both = per_call(lambda: (all_verdicts(state, 0), all_verdicts(state, 1)), number=100)
    sides = [s.sides for s in stones]
    firsts = [s.first_complete for s in stones]
    judge = per_call(lambda: table_claims(sides, firsts), number=100)
    return both, judge


def mud_state(own: tuple[AnyCard, ...], other: tuple[AnyCard, ...], blind: bool) -> GameState:
    """Stone 0 under Mud Fight (and Blind-Man's Bluff): p1's complete side against p2's."""
    modes = (Tactic.BLIND, Tactic.MUD) if blind else (Tactic.MUD,)
    done = (0, 1 if len(other) == 4 else None)
    stones = [Stone((own, other), None, done, modes)] + [Stone()] * 8
    base = new_game(Options(variant="tactical", first_player=0), 0)
    on_table = {c for c in (*own, *other) if not isinstance(c, Tactic)}
    rest = [c for c in CLAN_CARDS if c not in on_table]
    tactics = list(TACTIC_CARDS)
    for t in (*modes, *(c for c in (*own, *other) if isinstance(c, Tactic))):
        tactics.remove(t)
    return replace(
        base,
        stones=tuple(stones),
        hands=(tuple(rest[:7]), tuple(rest[7:14])),
        deck=tuple(rest[14:]),
        tactic_deck=tuple(tactics),
        phase=Phase.AFTER_PLAY,
    )


def mud_claim_worst(samples: int) -> tuple[float, float, str]:
    """Early claims on a Mud Fight stone: the claimer's 4 cards (up to two elite troops) against
    every shape of opponent side (0-3 cards, elite troops among them), sums or formations."""
    rng = random.Random(3)
    elites = [Tactic.JOKER, Tactic.SPY, Tactic.SHIELD]
    shapes: list[tuple[tuple[Tactic, ...], int]] = [
        (tuple(e for e, bit in zip(elites, (a, b, c), strict=True) if bit), n)
        for a in (0, 1)
        for b in (0, 1)
        for c in (0, 1)
        for n in range(4)
        if a + b + c + n <= 3
    ]
    results = []
    for k in range(samples):
        theirs, n = shapes[k % len(shapes)]
        mine_elites = [e for e in elites if e not in theirs][: rng.randrange(3)]
        if Tactic.JOKER in theirs and rng.random() < 0.5:
            mine_elites = [Tactic.JOKER, *(e for e in mine_elites if e is not Tactic.JOKER)]
        cards = rng.sample(CLAN_CARDS, 4 - len(mine_elites) + n)
        own = (*cards[: 4 - len(mine_elites)], *mine_elites)
        other = (*theirs, *cards[4 - len(mine_elites) :])
        blind = k % 2 == 1
        state = mud_state(own, other, blind)
        t = per_call(lambda state=state: claim_verdict(state, 0, 0), repeat=3, number=20)
        label = f"{' '.join(map(str, own))} vs {' '.join(map(str, other)) or '(empty)'}"
        results.append((t, label + (" blind" if blind else "")))
    worst = max(results)
    return worst[0], statistics.mean(t for t, _ in results), worst[1]


def tactical_rounds_per_second(rounds: int, views: bool) -> float:
    start = time.perf_counter()
    for seed in range(rounds):
        options = Options(variant="tactical")
        if views:
            play_match([RandomBot(seed), RandomBot(seed + 1)], options, seed)
            continue
        state = new_game(options, seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            state = apply(state, rng.choice(legal_actions(state)))
    return rounds / (time.perf_counter() - start)


def engine_rounds_per_second(rounds: int) -> float:
    start = time.perf_counter()
    for seed in range(rounds):
        state = new_game(Options(), seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            state = apply(state, rng.choice(legal_actions(state)))
    return rounds / (time.perf_counter() - start)


def bot_rounds_per_second(rounds: int) -> float:
    start = time.perf_counter()
    for seed in range(rounds):
        play_match([RandomBot(seed), RandomBot(seed + 1)], Options(), seed)
    return rounds / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    args = parser.parse_args()
    samples, rounds = (20, 50) if args.quick else (200, 300)

    print(f"Python {sys.version.split()[0]} ({sys.implementation.name})")
    worst, mean, side = worst_case_claim(samples)
    print(
        f"early-claim check, empty opponent side, 48 unseen: worst {worst * 1e6:.1f} us "
        f"(claimer {side}), mean {mean * 1e6:.1f} us over {samples} claimer sides"
    )
    both, judge = full_table_verdicts()
    print(
        f"every stone's verdict on a full table: {both * 1e6:.0f} us for both players "
        f"(18 verdicts); judge table_claims {judge * 1e6:.0f} us"
    )
    print(
        f"random self-play: {engine_rounds_per_second(rounds):.0f} rounds/s through the engine, "
        f"{bot_rounds_per_second(rounds):.0f} rounds/s through views and RandomBot"
    )
    worst, mean, case = mud_claim_worst(samples * 2)
    print(
        f"tactical: claim check under Mud Fight (4 cards, elite troops): worst "
        f"{worst * 1e6:.0f} us ({case}), mean {mean * 1e6:.0f} us over {samples * 2} tables"
    )
    tactical_rounds = max(20, rounds // 3)
    print(
        f"tactical random self-play: "
        f"{tactical_rounds_per_second(tactical_rounds, False):.0f} rounds/s through the engine, "
        f"{tactical_rounds_per_second(tactical_rounds, True):.0f} rounds/s through views and "
        "RandomBot"
    )


if __name__ == "__main__":
    main()
