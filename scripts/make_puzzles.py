#!/usr/bin/env python3
"""Makes py/schotten/puzzles.json: claim puzzles and endgames from seeded games between the bots.

Each game (classic, normal timing, one round) is played by two bots (medium against medium or
easy, seeded from the game's seed), at most ``--games`` of them and for at most
``--max-seconds``. Along the way:

- right after a card is placed, a position where the player has at least two stones to judge,
  one of them an early claim (the opponent's side incomplete), becomes a ``claims`` puzzle:
  its answer is the exact set of stones the engine lets the player claim;
- at the start of a turn with the deck empty and at most ``--max-cards`` cards in both hands,
  the position is solved exactly (schotten.endgame) and becomes an ``endgame`` puzzle when
  exactly one of at least three placements wins against every defence (and the solver settles
  it within ``MAX_WORK`` positions).

From a game's first turn with the deck empty, ``--walks`` random lines of up to
``--walk-turns`` turns each lead to the endgames solved, so that they are not only the bots'
own lines. The kept puzzles are spread over the difficulties (schotten.puzzles.rate_claims and
rate_endgame); at most ``--no-stone-share`` (a quarter) of the claim puzzles of each difficulty
have no stone to claim; at most ``--per-deal`` claim puzzles and ``--per-game`` endgames come
from one game, and no two puzzles of one game lie within ``NEAR`` (3) cards of each other
(:func:`distance`: the cards that lie elsewhere in one than in the other). They are put in a
fixed shuffled order, so that the puzzle of the day mixes kinds and difficulties. Prints what
it did: games played, positions found and solved, puzzles kept per kind and difficulty, the
slowest endgame solve and the whole time. Run it with ``nice``: the defaults take about 5
minutes of CPU.

Usage: python scripts/make_puzzles.py [--games 1500] [--max-seconds 3600] [--seed 50000]
       [--claims 210] [--endgames 210] [--max-cards 10] [--walks 40]
       [--out py/schotten/puzzles.json] [--check]
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
from schotten.endgame import WIN, Position, first_moves  # noqa: E402
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


MAX_WORK = 2_000
"""An endgame kept is solved within this many positions (the solver's memo: the same on every
machine): its wrong answers are refuted in the page within a fraction of a second."""
too_deep: list[str] = []


def _endgame_puzzle(state: GameState, pid: str, timing: list[float]) -> Puzzle | None:
    placements = [a for a in legal_actions(state) if isinstance(a, Place)]
    if len(placements) < 3:
        return None
    start = time.perf_counter()
    memo: dict[Position, int] = {}
    values = first_moves(Position.from_state(state), memo)
    wins = [Place(m[0], m[1]) for m, v in values.items() if m is not None and v == WIN]
    timing.append(time.perf_counter() - start)
    if len(wins) != 1:
        return None
    if len(memo) > MAX_WORK:
        too_deep.append(pid)
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


Spot = dict[str, tuple[int, int]]
"""Where each card on the table lies: its notation -> (stone, side)."""


def spot(state: GameState) -> Spot:
    return {str(c): (i, p) for i, s in enumerate(state.stones) for p in (0, 1) for c in s.sides[p]}


def distance(a: Spot, b: Spot) -> int:
    """How many cards lie elsewhere in one position than in the other (on another stone or
    side, or not on the table): two positions of one deal ``distance`` cards apart."""
    return sum(1 for card in a.keys() | b.keys() if a.get(card) != b.get(card))


def deal_of(puzzle: Puzzle) -> str:
    return repr((puzzle.replay["options"], puzzle.replay["seed"]))


def collect(args: argparse.Namespace) -> tuple[list[Puzzle], dict[str, object]]:
    claims: list[Puzzle] = []
    endgames: list[Puzzle] = []
    timing: list[float] = []
    seen: set[str] = set()
    spots: dict[str, Spot] = {}
    games = 0
    started = time.perf_counter()
    for g in range(args.games):
        if len(claims) >= args.pool * args.claims and len(endgames) >= args.pool * args.endgames:
            break
        if time.perf_counter() - started > args.max_seconds:
            print(f"... stopped after {args.max_seconds} s", flush=True)
            break
        games += 1
        if games % 50 == 0:
            print(f"... {games} games: {len(claims)} claims, {len(endgames)} endgames", flush=True)
        seed = args.seed + g
        rival = "easy" if g % 3 == 0 else "medium"
        bots = [make_bot("medium", seed), make_bot(rival, seed + 1)]
        state = new_game(Options(), seed=seed)
        rng = random.Random(seed)
        while state.phase is not Phase.ROUND_OVER and state.phase is not Phase.MATCH_OVER:
            ply = len(state.history)
            just_placed = bool(state.history) and isinstance(state.history[-1].action, Place)
            if is_position(state, "claims") and just_placed:
                puzzle = _claims_puzzle(state, f"c{seed}-{ply}")
                if puzzle is not None:
                    claims.append(puzzle)
                    spots[puzzle.id] = spot(state)
            left = len(state.hands[0]) + len(state.hands[1])
            if is_position(state, "endgame") and left <= args.max_cards + 2:
                found = _endgames_near(state, seed, args, rng, timing, seen)
                for puzzle in found:
                    spots[puzzle.id] = spot(puzzle.position())
                endgames.extend(found)
                break  # the rest of this game is one of the walks already taken
            state = apply(
                state, bots[state.current_player].choose(player_view(state, state.current_player))
            )
    chosen: list[Puzzle] = []
    kept_claims = _select(claims, args.claims, spots, chosen, args.no_stone_share, args.per_deal)
    kept_endgames = _select(endgames, args.endgames, spots, chosen, 1.0, args.per_game)
    kept = kept_claims + kept_endgames
    random.Random(args.seed).shuffle(kept)
    figures: dict[str, object] = {
        "games": games,
        "claim positions": len(claims),
        "claim positions with no stone to claim": sum(1 for p in claims if p.answer == ()),
        "endgames with one winning move": len(endgames),
        f"such endgames left out, solved in more than {MAX_WORK} positions": len(too_deep),
        "endgames solved": len(timing),
        "slowest endgame solve (s)": round(max(timing, default=0.0), 3),
        "mean endgame solve (s)": round(sum(timing) / max(1, len(timing)), 3),
    }
    return kept, figures


def _select(
    found: list[Puzzle],
    wanted: int,
    spots: dict[str, Spot],
    chosen: list[Puzzle],
    no_stone_share: float,
    per_deal: int,
) -> list[Puzzle]:
    """Up to ``wanted`` puzzles, as evenly over the difficulties as the finds allow; at most
    ``no_stone_share`` of them with no stone to claim (in each difficulty), ``per_deal`` of
    them from one deal, and none within ``NEAR`` cards of a puzzle of the same deal already
    ``chosen`` (which it extends)."""
    by_level: dict[int, list[Puzzle]] = {1: [], 2: [], 3: []}
    for p in found:
        by_level[p.difficulty].append(p)
    per_level = {1: 0, 2: 0, 3: 0}
    empty = {1: 0, 2: 0, 3: 0}
    out: list[Puzzle] = []

    taken: Counter[str] = Counter()

    def far(p: Puzzle) -> bool:
        deal = deal_of(p)
        if taken[deal] >= per_deal:
            return False
        return all(distance(spots[p.id], spots[q.id]) > NEAR for q in chosen if deal_of(q) == deal)

    def allowed(p: Puzzle, level: int) -> bool:
        if p.answer != ():
            return True
        return empty[level] + 1 <= no_stone_share * (per_level[level] + 1)

    progress = True
    while len(out) < wanted and progress:
        progress = False
        for level in (1, 2, 3):
            if len(out) >= wanted:
                break
            pick = next((p for p in by_level[level] if allowed(p, level) and far(p)), None)
            if pick is None:
                continue
            by_level[level].remove(pick)
            out.append(pick)
            chosen.append(pick)
            taken[deal_of(pick)] += 1
            per_level[level] += 1
            empty[level] += pick.answer == ()
            progress = True
    return out


NEAR = 3
"""Two puzzles of one deal are at least ``NEAR + 1`` cards apart (:func:`distance`)."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1500, help="at most this many games")
    parser.add_argument("--max-seconds", type=float, default=3600.0, help="stop playing then")
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--claims", type=int, default=210)
    parser.add_argument("--endgames", type=int, default=210)
    parser.add_argument(
        "--pool", type=float, default=2.0, help="stop once this many times the puzzles wanted"
    )
    parser.add_argument(
        "--no-stone-share", type=float, default=0.25, help="claims with no stone, at most"
    )
    parser.add_argument("--max-cards", type=int, default=10)
    parser.add_argument("--walks", type=int, default=40, help="random lines from a game's endgame")
    parser.add_argument("--walk-turns", type=int, default=5, help="turns a walk lasts at most")
    parser.add_argument("--per-game", type=int, default=3, help="endgames kept from one game")
    parser.add_argument("--per-deal", type=int, default=2, help="claim puzzles from one game")
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
        out = args.out.resolve()
        print(f"wrote {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
