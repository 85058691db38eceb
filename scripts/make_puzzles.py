#!/usr/bin/env python3
"""Makes py/schotten/puzzles.json: claim puzzles and endgames from seeded games between the bots.

Each game (classic, normal timing, one round) is played by two bots (medium against medium or
easy, seeded from the game's seed). Along the way:

- right after a card is placed, a position where the player has at least two stones to judge,
  one of them an early claim (the opponent's side incomplete), becomes a ``claims`` puzzle:
  its answer is the exact set of stones the engine lets the player claim;
- at the start of a turn with the deck empty and at most ``--max-cards`` cards in both hands,
  the position is solved exactly (schotten.endgame) and becomes an ``endgame`` puzzle when
  exactly one of at least three placements wins against every defence.

From a game's first turn with the deck empty, ``--walks`` random lines of up to
``--walk-turns`` turns each lead to the endgames solved, so that they are not only the bots'
own lines. At most one claim puzzle and ``--per-game`` endgames come from one game; the kept
puzzles are spread over the difficulties (schotten.puzzles.rate_claims and rate_endgame) and
put in a fixed shuffled order, so that the puzzle of the day mixes kinds and difficulties.
Prints what it did: games played, positions solved, puzzles kept per kind and difficulty, the
slowest endgame solve and the whole time.

Usage: python scripts/make_puzzles.py [--games 600] [--seed 50000] [--claims 130]
       [--endgames 90] [--max-cards 10] [--walks 40] [--out py/schotten/puzzles.json] [--check]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from schotten.actions import Place  # noqa: E402
from schotten.bots import make_bot  # noqa: E402
from schotten.options import Options  # noqa: E402
from schotten.puzzles import (  # noqa: E402
    Puzzle,
    claim_candidates,
    claimable_stones,
    dump_puzzles,
    is_position,
    parse_puzzles,
    rate_claims,
    rate_endgame,
    winning_moves,
)
from schotten.rules import apply, legal_actions, new_game  # noqa: E402
from schotten.serialize import to_replay  # noqa: E402
from schotten.state import GameState, Phase  # noqa: E402
from schotten.views import player_view  # noqa: E402


def _claims_puzzle(state: GameState, pid: str) -> Puzzle | None:
    p = state.current_player
    candidates = claim_candidates(state)
    early = [i for i in candidates if len(state.stones[i].sides[1 - p]) < 3]
    if len(candidates) < 2 or not early:
        return None
    answer = claimable_stones(state)
    return Puzzle(pid, "claims", rate_claims(state), to_replay(state), answer)


def _endgame_puzzle(state: GameState, pid: str, timing: list[float]) -> Puzzle | None:
    placements = [a for a in legal_actions(state) if isinstance(a, Place)]
    if len(placements) < 3:
        return None
    start = time.perf_counter()
    wins = winning_moves(state)
    timing.append(time.perf_counter() - start)
    if len(wins) != 1:
        return None
    return Puzzle(pid, "endgame", rate_endgame(state), to_replay(state), str(wins[0]))


def _endgames_near(
    start: GameState,
    seed: int,
    args: argparse.Namespace,
    rng: random.Random,
    timing: list[float],
    seen: set[str],
) -> list[Puzzle]:
    """Endgames reached from ``start`` (the first turn of a game with the deck empty) by
    ``--walks`` random continuations of a few turns each: every one a real line of play."""
    out: list[Puzzle] = []
    for walk in range(args.walks):
        state = start
        for _ in range(rng.randrange(0, 2 * args.walk_turns + 1)):  # plies, two a turn
            if state.phase is not Phase.PLAY:
                break
            state = apply(state, rng.choice(legal_actions(state)))
            while state.phase is Phase.AFTER_PLAY:
                state = apply(state, rng.choice(legal_actions(state)))
        left = len(state.hands[0]) + len(state.hands[1])
        if not is_position(state, "endgame") or left > args.max_cards:
            continue
        key = repr((state.stones, state.hands, state.current_player))
        if key in seen:
            continue
        seen.add(key)
        puzzle = _endgame_puzzle(state, f"e{seed}-{walk}", timing)
        if puzzle is not None:
            out.append(puzzle)
            if len(out) >= args.per_game:
                break
    return out


def collect(args: argparse.Namespace) -> tuple[list[Puzzle], dict[str, object]]:
    claims: list[Puzzle] = []
    endgames: list[Puzzle] = []
    timing: list[float] = []
    seen: set[str] = set()
    games = 0
    for g in range(args.games):
        if len(claims) >= 2 * args.claims and len(endgames) >= 2 * args.endgames:
            break
        games += 1
        if games % 50 == 0:
            print(f"... {games} games: {len(claims)} claims, {len(endgames)} endgames", flush=True)
        seed = args.seed + g
        rival = "easy" if g % 3 == 0 else "medium"
        bots = [make_bot("medium", seed), make_bot(rival, seed + 1)]
        state = new_game(Options(), seed=seed)
        rng = random.Random(seed)
        took_claims = 0
        while state.phase is not Phase.ROUND_OVER and state.phase is not Phase.MATCH_OVER:
            ply = len(state.history)
            just_placed = bool(state.history) and isinstance(state.history[-1].action, Place)
            if is_position(state, "claims") and just_placed and not took_claims:
                puzzle = _claims_puzzle(state, f"c{seed}-{ply}")
                if puzzle is not None:
                    claims.append(puzzle)
                    took_claims += 1
            left = len(state.hands[0]) + len(state.hands[1])
            if is_position(state, "endgame") and left <= args.max_cards + 2:
                endgames.extend(_endgames_near(state, seed, args, rng, timing, seen))
                break  # the rest of this game is one of the walks already taken
            state = apply(
                state, bots[state.current_player].choose(player_view(state, state.current_player))
            )
    kept = _spread(claims, args.claims) + _spread(endgames, args.endgames)
    random.Random(args.seed).shuffle(kept)
    figures: dict[str, object] = {
        "games": games,
        "claim positions": len(claims),
        "endgames with one winning move": len(endgames),
        "endgames solved": len(timing),
        "slowest endgame solve (s)": round(max(timing, default=0.0), 3),
        "mean endgame solve (s)": round(sum(timing) / max(1, len(timing)), 3),
    }
    return kept, figures


def _spread(found: list[Puzzle], wanted: int) -> list[Puzzle]:
    """Up to ``wanted`` puzzles, as evenly over the difficulties as the finds allow."""
    by_level: dict[int, list[Puzzle]] = {1: [], 2: [], 3: []}
    for p in found:
        by_level[p.difficulty].append(p)
    out: list[Puzzle] = []
    while len(out) < wanted and any(by_level.values()):
        for level in (1, 2, 3):
            if by_level[level] and len(out) < wanted:
                out.append(by_level[level].pop(0))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--claims", type=int, default=130)
    parser.add_argument("--endgames", type=int, default=90)
    parser.add_argument("--max-cards", type=int, default=10)
    parser.add_argument("--walks", type=int, default=40, help="random lines from a game's endgame")
    parser.add_argument("--walk-turns", type=int, default=5, help="turns a walk lasts at most")
    parser.add_argument("--per-game", type=int, default=3, help="endgames kept from one game")
    parser.add_argument("--out", type=Path, default=ROOT / "py" / "schotten" / "puzzles.json")
    parser.add_argument("--check", action="store_true", help="print, do not write the file")
    args = parser.parse_args()
    start = time.perf_counter()
    puzzles, figures = collect(args)
    text = dump_puzzles(puzzles)
    assert parse_puzzles(text) == puzzles
    for name, value in figures.items():
        print(f"{name}: {value}")
    kinds = Counter((p.kind, p.difficulty) for p in puzzles)
    for (kind, level), n in sorted(kinds.items()):
        print(f"kept {kind} difficulty {level}: {n}")
    print(f"kept: {len(puzzles)} puzzles, {len(text) / 1000:.0f} kB")
    print(f"time: {time.perf_counter() - start:.1f} s")
    if not args.check:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
