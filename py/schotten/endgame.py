"""Exact play once the deck is empty (the classic game, normal timing).

With the deck empty every card is on the table or in a hand, and a player's hand is whatever is
not on the table nor in their own hand: the round is a game of perfect information. This module
solves it exactly by a memoised negamax over its own compact positions (:class:`Position`),
following the engine's rules: a turn is a placement (or a pass when no placement exists), then
any set of claims, then the end of the turn; a claim is judged as
:func:`schotten.claims.claim_verdict` judges it (the proof's pool is every clan card not on a
stone, the claimer's own hand included: hands are not proof); the claim that gives a player
three adjacent stones or five stones wins the round at once.

A position in which both players only pass and claim nothing, turn after turn, would go on for
ever: it is scored as a draw (neither wins the round), so a puzzle built on a win is never built
on such a line. Tests check the solver against a brute-force search through the engine itself.

>>> from schotten.endgame import Position, solve
>>> from schotten.cards import parse_cards
>>> p = Position.build(
...     [("R7 R8 R9", "B1 B2"), ("Y7 Y8 Y9", "G1 G2"), ("O7 O8", "P1 P2 P3")],
...     hands=("O9", "B3"), first=[0, 0, 1],
... )
>>> solve(p) > 0   # p1 plays O9 on stone 2 and claims three adjacent stones
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from .cards import CLAN_CARDS, Card, parse_cards
from .completion import best_completion
from .formations import Formation, formation
from .options import NUM_STONES
from .pool import Pool
from .rules import winning_line_of
from .state import GameState, Phase

SIDE = 3
WIN, DRAW, LOSS = 1, 0, -1

Side = tuple[int, ...]
"""Cards as their :attr:`~schotten.cards.Card.index` (0-53), sorted."""

Move = tuple[Card, int] | None
"""A placement (card, stone), or ``None`` for a pass."""


class Position(NamedTuple):
    """A classic position with an empty deck, at the start of ``to_move``'s turn.

    ``sides[i]`` holds both sides of stone ``i`` (card indices, sorted); ``first[i]`` the player
    whose side of stone ``i`` was completed first (or the one complete side), else ``None``;
    ``owner[i]`` who claimed it; ``idle`` how many turns in a row ended with a pass and no claim
    (two make a draw). A plain tuple, so that it hashes fast as a memo key."""

    sides: tuple[tuple[Side, Side], ...]
    first: tuple[int | None, ...]
    owner: tuple[int | None, ...]
    hands: tuple[Side, Side]
    to_move: int
    idle: int = 0

    @classmethod
    def build(
        cls,
        stones: Sequence[tuple[str, str]],
        *,
        hands: tuple[str, str],
        first: Sequence[int | None] | None = None,
        owner: Sequence[int | None] | None = None,
        to_move: int = 0,
    ) -> Position:
        """A position from notation: the first stones' sides (the rest empty), both hands, who
        completed each stone first (default: player 0 where both are complete), who owns it.
        Cards not placed anywhere are simply out of the game (a test convenience)."""
        sides = [(_ids(parse_cards(a)), _ids(parse_cards(b))) for a, b in stones]
        sides += [((), ())] * (NUM_STONES - len(sides))
        firsts: list[int | None] = []
        for i, (a, b) in enumerate(sides):
            given = first[i] if first is not None and i < len(first) else None
            if len(a) == SIDE and len(b) == SIDE:
                firsts.append(0 if given is None else given)
            elif len(a) == SIDE or len(b) == SIDE:
                firsts.append(0 if len(a) == SIDE else 1)
            else:
                firsts.append(None)
        owners = list(owner or []) + [None] * (NUM_STONES - len(owner or []))
        hand_ids = (_ids(parse_cards(hands[0])), _ids(parse_cards(hands[1])))
        return cls(tuple(sides), tuple(firsts), tuple(owners), hand_ids, to_move)

    @classmethod
    def from_state(cls, state: GameState) -> Position:
        """The position of a classic engine state with an empty deck, in ``PLAY`` (the start of
        the current player's turn). Raises ``ValueError`` otherwise."""
        if not state.options.rules.classic_play or state.options.expert:
            raise ValueError("endgames are solved in the classic game with normal timing")
        if state.deck or state.phase is not Phase.PLAY:
            raise ValueError("an endgame starts a turn with the deck empty")
        sides = tuple((_ids(_clan(s.sides[0])), _ids(_clan(s.sides[1]))) for s in state.stones)
        return cls(
            sides,
            tuple(s.first_complete for s in state.stones),
            tuple(s.claimed_by for s in state.stones),
            (_ids(_clan(state.hands[0])), _ids(_clan(state.hands[1]))),
            state.current_player,
        )

    def placements(self) -> list[tuple[int, int]]:
        """Every (card index, stone) the player to move may place, in hand then stone order."""
        p = self.to_move
        owner, sides = self.owner, self.sides
        stones = [i for i in range(NUM_STONES) if owner[i] is None and len(sides[i][p]) < SIDE]
        return [(c, i) for c in self.hands[p] for i in stones]

    def place(self, card: int, stone: int) -> Position:
        """The position after ``to_move`` places ``card`` on ``stone`` (claims still to come)."""
        p = self.to_move
        pair = self.sides[stone]
        side = tuple(sorted((*pair[p], card)))
        new_pair = (side, pair[1]) if p == 0 else (pair[0], side)
        sides = (*self.sides[:stone], new_pair, *self.sides[stone + 1 :])
        first = self.first
        if len(side) == SIDE and first[stone] is None:
            first = (*first[:stone], p, *first[stone + 1 :])
        hand = tuple(c for c in self.hands[p] if c != card)
        hands = (hand, self.hands[1]) if p == 0 else (self.hands[0], hand)
        return Position(sides, first, self.owner, hands, p, self.idle)

    def claimable(self, player: int | None = None) -> list[int]:
        """The stones ``player`` (default: the one to move) could claim now, by the engine's
        verdict."""
        p = self.to_move if player is None else player
        pool = tuple(sorted(self.hands[0] + self.hands[1]))
        out = []
        for i in range(NUM_STONES):
            if self.owner[i] is None and len(self.sides[i][p]) == SIDE:
                pair = self.sides[i]
                if _provable(pair[p], pair[1 - p], self.first[i] == p, pool):
                    out.append(i)
        return out

    def claim(self, stones: Sequence[int]) -> Position:
        if not stones:
            return self
        owner = list(self.owner)
        for i in stones:
            owner[i] = self.to_move
        return self._replace(owner=tuple(owner))

    def wins(self, player: int) -> bool:
        """``player`` holds three adjacent stones or five stones."""
        return _wins(self.owner, player)

    def end_turn(self, *, idle: bool) -> Position:
        return self._replace(to_move=1 - self.to_move, idle=self.idle + 1 if idle else 0)


def _ids(cards: Sequence[Card]) -> Side:
    return tuple(sorted(c.index for c in cards))


def _clan(cards: Sequence[object]) -> list[Card]:
    out = []
    for c in cards:
        if not isinstance(c, Card):
            raise ValueError("endgames are solved in the classic game")
        out.append(c)
    return out


def cards_of(side: Side) -> tuple[Card, ...]:
    return tuple(CLAN_CARDS[i] for i in side)


@lru_cache(maxsize=1 << 16)
def _rate(side: Side) -> Formation:
    return formation(cards_of(side))


@lru_cache(maxsize=1 << 18)
def _provable(mine: Side, theirs: Side, mine_first: bool, pool: Side) -> bool:
    """Whether the complete side ``mine`` wins its stone against ``theirs`` for certain, the
    cards of ``pool`` being all that may still complete ``theirs``."""
    rating = _rate(mine)
    if len(theirs) == SIDE:
        other = _rate(theirs)
        return rating > other or (rating == other and mine_first)
    best = best_completion(cards_of(theirs), Pool.of(cards_of(pool)))
    return best is None or best.formation <= rating  # a tie goes to who completed first


@lru_cache(maxsize=1 << 12)
def _wins(owner: tuple[int | None, ...], player: int) -> bool:
    return winning_line_of(owner, player) is not None


def turns(position: Position) -> Iterator[tuple[tuple[int, int] | None, tuple[int, ...]]]:
    """Every whole turn of the player to move: a placement (card index and stone, ``None`` for a
    pass) and the set of stones claimed after it (each set once, more claims first)."""
    moves: list[tuple[int, int] | None] = list(position.placements()) or [None]
    for move in moves:
        after = position if move is None else position.place(*move)
        can = after.claimable()
        for k in range(len(can), -1, -1):
            for chosen in combinations(can, k):
                yield move, chosen


def _after(position: Position, move: tuple[int, int] | None) -> Position:
    return position if move is None else position.place(*move)


def solve(position: Position, table: dict[Position, int] | None = None) -> int:
    """The value of ``position`` for the player to move: ``WIN`` (1), ``DRAW`` (0) or ``LOSS``
    (-1) with best play by both. ``table`` (a dict) keeps the positions solved, to share."""
    return _negamax(position, {} if table is None else table)


def _turn_value(
    position: Position,
    move: tuple[int, int] | None,
    chosen: tuple[int, ...],
    memo: dict[Position, int],
) -> int:
    claimed = _after(position, move).claim(chosen)
    if chosen and claimed.wins(position.to_move):
        return WIN
    return -_negamax(claimed.end_turn(idle=move is None and not chosen), memo)


def _negamax(position: Position, memo: dict[Position, int]) -> int:
    known = memo.get(position)
    if known is not None:
        return known
    best = LOSS
    if position.idle >= 2:
        best = DRAW
    else:
        for move, chosen in turns(position):
            value = _turn_value(position, move, chosen, memo)
            if value > best:
                best = value
                if best == WIN:
                    break
    memo[position] = best
    return best


def first_moves(position: Position, memo: dict[Position, int] | None = None) -> dict[Move, int]:
    """The value of each first placement (``None``: the pass) for the player to move, with the
    best claims after it. ``memo`` (a dict) keeps the positions solved: its size is the work
    done, the same on every machine."""
    memo = {} if memo is None else memo
    out: dict[Move, int] = {}
    for move, chosen in turns(position):
        key = None if move is None else (CLAN_CARDS[move[0]], move[1])
        if out.get(key) == WIN:
            continue
        value = _turn_value(position, move, chosen, memo)
        out[key] = max(out.get(key, LOSS), value)
    return out


def best_claims(position: Position, move: Move) -> tuple[int, ...]:
    """After ``move``, the claims to make: the first set (most claims first) with the best
    value."""
    memo: dict[Position, int] = {}
    target = None if move is None else (move[0].index, move[1])
    best: tuple[int, ...] = ()
    best_value = LOSS - 1
    for m, chosen in turns(position):
        if m != target:
            continue
        value = _turn_value(position, m, chosen, memo)
        if value > best_value:
            best, best_value = chosen, value
            if value == WIN:
                break
    return best
