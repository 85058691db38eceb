"""Claim puzzles with exact answers (the classic game).

Two kinds, both positions from seeded games between the bots, kept in ``puzzles.json`` beside
this module (made by ``scripts/make_puzzles.py``):

- ``claims`` — "Which stones can you claim now?": the player to move has just played the turn's
  card; the answer is the exact set of stones the engine lets them claim
  (:func:`claimable_stones`), early claims included. It is unique by construction.
- ``endgame`` — "Win this round": the deck is empty, so the round is a game of perfect
  information (:mod:`schotten.endgame`); exactly one placement wins against every defence.

A record holds the position as a replay (the engine's options, seed and actions: the position
is rebuilt by replaying them, so it is a real position of a real game), the answer in the
engine's notation and a difficulty from 1 to 3 (see :func:`rate_claims`, :func:`rate_endgame`).

>>> puzzles = load_puzzles()
>>> len(puzzles) >= 200
True
>>> day = puzzle_of_the_day(puzzles, date(2026, 12, 1))
>>> day in puzzles
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from importlib import resources
from typing import Any

from .actions import Action, Claim, EndTurn, Pass, Place, parse_action
from .cards import Card
from .claims import claim_verdict, unseen_pool
from .completion import best_completion
from .endgame import SIDE, WIN, Position, best_claims, first_moves
from .errors import SchottenError
from .options import NUM_STONES
from .rules import apply
from .serialize import from_replay, read_json
from .state import GameState, Phase

KINDS = ("claims", "endgame")
FORMAT = "schotten-totten-puzzles"
VERSION = 1
MAX_BYTES = 2_000_000
MAX_PUZZLES = 5_000


class InvalidPuzzleError(SchottenError):
    """A puzzle record that cannot be read, or whose answer is not the position's."""

    code = "invalid_puzzle"


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle: ``answer`` is the sorted stones to claim (``claims``) or the one winning
    placement (``endgame``, an action like ``"R5@3"``)."""

    id: str
    kind: str
    difficulty: int
    replay: dict[str, Any]
    answer: tuple[int, ...] | str

    def position(self) -> GameState:
        """The position, rebuilt by replaying the record through the engine."""
        try:
            return from_replay(self.replay)
        except SchottenError as err:
            raise InvalidPuzzleError(
                f"puzzle {self.id}: {err.message}", params={"id": self.id}
            ) from err

    def to_dict(self) -> dict[str, Any]:
        answer = list(self.answer) if isinstance(self.answer, tuple) else self.answer
        return {
            "id": self.id,
            "kind": self.kind,
            "difficulty": self.difficulty,
            "replay": self.replay,
            "answer": answer,
        }


def claimable_stones(state: GameState) -> tuple[int, ...]:
    """The stones the player to move may claim now, in order."""
    p = state.current_player
    pool = unseen_pool(state)
    return tuple(
        i
        for i, s in enumerate(state.stones)
        if s.claimed_by is None and claim_verdict(state, p, i, check_turn=False, pool=pool).ok
    )


def claim_candidates(state: GameState) -> tuple[int, ...]:
    """The stones where the player to move has a complete side and nobody has claimed."""
    p = state.current_player
    return tuple(
        i for i, s in enumerate(state.stones) if s.claimed_by is None and len(s.sides[p]) >= s.size
    )


def winning_moves(state: GameState) -> list[Place]:
    """The placements that win the round against every defence (deck empty, start of a turn)."""
    values = first_moves(Position.from_state(state))
    return [Place(m[0], m[1]) for m, v in values.items() if m is not None and v == WIN]


def winning_line(state: GameState, first: Place) -> tuple[Action, ...]:
    """The round played out from an endgame's winning placement ``first``, both sides at their
    best (:mod:`schotten.endgame`): each turn its placement (or pass), its best claims and its
    end, until the claim that wins the round. Empty when ``first`` does not win."""
    if first not in winning_moves(state):
        return ()
    line: list[Action] = []
    move: Place | None = first
    for _ in range(2 * NUM_STONES * SIDE + 2):  # every card placed, at most
        position = Position.from_state(state)
        if move is None:  # the side to move: its best placement, placements before a pass
            values = first_moves(position)
            if not values:
                break
            best = max(values.items(), key=lambda kv: (kv[1], kv[0] is not None))[0]
            move = None if best is None else Place(best[0], best[1])
        key: tuple[Card, int] | None = None
        if move is not None:
            if not isinstance(move.card, Card):  # pragma: no cover (the classic game only)
                break
            key = (move.card, move.stone)
        turn: list[Action] = [move if move is not None else Pass()]
        turn += [Claim(s) for s in best_claims(position, key)]
        for action in turn:
            state = apply(state, action)
            line.append(action)
            if state.phase is not Phase.AFTER_PLAY and state.phase is not Phase.PLAY:
                return tuple(line)
        state = apply(state, EndTurn())
        line.append(EndTurn())
        move = None
    return ()


def rate_claims(state: GameState) -> int:
    """1 to 3: how much a claim puzzle asks. One point, plus one for every early-claim
    candidate (the opponent's side incomplete) past the first, one for each refused early
    claim that only the claimer's own hand can beat (hands are no proof), and one for each
    proven early claim against a side of one card or none."""
    p = state.current_player
    pool = unseen_pool(state)
    not_mine = pool.without(c for c in state.hands[p] if isinstance(c, Card))
    early = [i for i in claim_candidates(state) if len(state.stones[i].sides[1 - p]) < 3]
    score = max(1, len(early))
    for i in early:
        v = claim_verdict(state, p, i, check_turn=False, pool=pool)
        theirs = state.stones[i].sides[1 - p]
        if not v.ok and v.formation is not None:
            best = best_completion(theirs, not_mine)
            if best is None or best.formation <= v.formation:
                score += 1
        if v.ok and len(theirs) <= 1:
            score += 1
    return min(3, score)


def rate_endgame(state: GameState) -> int:
    """1 to 3 by the cards left in both hands (how deep the round may still go)."""
    left = len(state.hands[0]) + len(state.hands[1])
    return 1 if left <= 5 else 2 if left <= 8 else 3


def solve_puzzle(state: GameState, kind: str) -> tuple[int, ...] | str | None:
    """The exact answer of a position as a puzzle of ``kind``, or ``None`` when it has none
    (an endgame without exactly one winning placement)."""
    if kind == "claims":
        return claimable_stones(state)
    wins = winning_moves(state)
    return str(wins[0]) if len(wins) == 1 else None


def check_answer(puzzle: Puzzle, answer: Sequence[int] | str) -> bool:
    """Whether ``answer`` (the stones, or a placement in notation) solves ``puzzle``."""
    if puzzle.kind == "claims":
        if isinstance(answer, str) or not all(isinstance(s, int) for s in answer):
            return False
        return tuple(sorted(set(answer))) == puzzle.answer
    try:
        return str(parse_action(str(answer))) == puzzle.answer
    except SchottenError:
        return False


def _bad(message: str, **params: Any) -> InvalidPuzzleError:
    return InvalidPuzzleError(message, params=params)


def _record(raw: Any, n: int) -> Puzzle:
    if not isinstance(raw, dict):
        raise _bad(f"puzzles[{n}] must be an object", index=n)
    missing = [k for k in ("id", "kind", "difficulty", "replay", "answer") if k not in raw]
    if missing:
        raise _bad(f"puzzles[{n}] lacks {', '.join(missing)}", index=n)
    pid, kind, difficulty, replay, answer = (
        raw["id"],
        raw["kind"],
        raw["difficulty"],
        raw["replay"],
        raw["answer"],
    )
    if not isinstance(pid, str) or not 0 < len(pid) <= 40:
        raise _bad(f"puzzles[{n}]: bad id", index=n)
    if kind not in KINDS:
        raise _bad(f"puzzle {pid}: unknown kind {kind!r}", id=pid)
    if type(difficulty) is not int or not 1 <= difficulty <= 3:
        raise _bad(f"puzzle {pid}: difficulty must be 1, 2 or 3", id=pid)
    if not isinstance(replay, dict):
        raise _bad(f"puzzle {pid}: the replay must be an object", id=pid)
    if kind == "claims":
        ok = isinstance(answer, list) and all(type(s) is int and 0 <= s <= 8 for s in answer)
        if not ok or answer != sorted(set(answer)):
            raise _bad(f"puzzle {pid}: the answer must be sorted stones 0-8", id=pid)
        return Puzzle(pid, kind, difficulty, replay, tuple(answer))
    if not isinstance(answer, str) or len(answer) > 20:
        raise _bad(f"puzzle {pid}: the answer must be a placement", id=pid)
    try:
        move = parse_action(answer)
    except SchottenError as err:
        raise _bad(f"puzzle {pid}: {err.message}", id=pid) from err
    if not isinstance(move, Place):
        raise _bad(f"puzzle {pid}: the answer must be a placement", id=pid)
    return Puzzle(pid, kind, difficulty, replay, str(move))


def parse_puzzles(text: str) -> list[Puzzle]:
    """The puzzles of a ``puzzles.json`` document; raises :class:`InvalidPuzzleError`."""
    try:
        data = read_json(text, max_chars=MAX_BYTES)
    except SchottenError as err:
        raise _bad(f"the puzzle file is not readable: {err.message}") from err
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("not a puzzle file")
    if data.get("version") != VERSION:
        raise _bad(f"unsupported puzzle file version {data.get('version')!r}")
    raw = data.get("puzzles")
    if not isinstance(raw, list) or len(raw) > MAX_PUZZLES:
        raise _bad("the puzzle file must hold a list of puzzles")
    puzzles = [_record(r, n) for n, r in enumerate(raw)]
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        raise _bad("two puzzles share an id")
    return puzzles


def dump_puzzles(puzzles: Sequence[Puzzle]) -> str:
    """The ``puzzles.json`` text of ``puzzles`` (one record a line)."""
    lines = [json.dumps(p.to_dict(), separators=(",", ":")) for p in puzzles]
    head = json.dumps({"format": FORMAT, "version": VERSION})[:-1]
    return head + ', "puzzles": [\n' + ",\n".join(lines) + "\n]}\n"


def load_puzzles() -> list[Puzzle]:
    """The puzzles shipped with the engine."""
    text = resources.files(__package__ or "schotten").joinpath("puzzles.json").read_text("utf-8")
    return parse_puzzles(text)


def puzzle_of_the_day(puzzles: Sequence[Puzzle], day: date) -> Puzzle:
    """The puzzle for ``day``: the same on every device, a different one each day (in turn
    through the list, difficulties mixed by the generator's order)."""
    if not puzzles:
        raise _bad("no puzzles")
    return puzzles[day.toordinal() % len(puzzles)]


def is_position(state: GameState, kind: str) -> bool:
    """Whether ``state`` is where a puzzle of ``kind`` starts: after the turn's card (claims),
    or at the start of a turn with the deck empty (endgame), the round still on."""
    if not state.options.rules.classic_play or state.options.expert:
        return False
    if kind == "claims":
        return state.phase is Phase.AFTER_PLAY
    return state.phase is Phase.PLAY and not state.deck
