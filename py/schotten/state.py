"""The game state: an immutable value; every change makes a new one (see :mod:`schotten.rules`).

Players are 0 and 1; stones are 0-8. ``hands`` are kept sorted (clan cards in notation order,
then tactic cards); ``deck[0]`` is the next card drawn. In the tactical variant a side may hold
elite troops, a stone may carry combat modes, and the state adds the tactic deck, the public
discard pile, the tactic cards each player has played this round and the run of passes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from .actions import Action
from .cards import Card
from .options import Options
from .tactics import AnyCard, Tactic
from .variants import BASE_SIDE_SIZE

Side = tuple[AnyCard, ...]
"""The cards on one side of a stone: clan cards and (tactical variant) elite troops."""
Hand = tuple[AnyCard, ...]


class Phase(Enum):
    """Where the game is. ``value`` is the stable lowercase code used in saves and views."""

    PLAY = "play"
    """The current player places a card (or passes when no placement exists). Under expert
    timing this is also when they claim."""
    AFTER_PLAY = "after_play"
    """The card is played: under normal timing claims may follow; then ``EndTurn``."""
    ROUND_OVER = "round_over"
    """A round was won and the match goes on: ``NextRound`` deals the next one."""
    MATCH_OVER = "match_over"
    """The last round is over: the game is terminal."""
    RETURN = "return"
    """Tactical variant: the Recruiter was played and its cards drawn; the player now puts 2
    cards from the hand under their decks (a :class:`~schotten.actions.Return`)."""

    @property
    def code(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Stone:
    """One stone: both sides, who claimed it, when each side was completed, its combat modes.

    ``completed_at[p]`` is the ply (``len(history)`` at the moment) when side ``p`` last reached
    its required count, or ``None`` while it is incomplete. The earlier wins ties. When a card
    leaves a complete side, or Mud Fight raises the count, the side is incomplete again; when it
    completes again it completed later than a side that stayed complete.

    ``modes`` (tactical variant) holds ``Tactic.BLIND`` and/or ``Tactic.MUD``, in that order.
    ``base_size`` is the variant's count of a side (:attr:`~schotten.variants.Variant.side_size`,
    3 in both real variants); Mud Fight adds one.
    """

    sides: tuple[Side, Side] = ((), ())
    claimed_by: int | None = None
    completed_at: tuple[int | None, int | None] = (None, None)
    modes: tuple[Tactic, ...] = ()
    base_size: int = BASE_SIDE_SIZE

    @property
    def size(self) -> int:
        """Cards that complete a side: 3, or 4 under Mud Fight (in a variant whose sides take
        more, :attr:`base_size`, or one more under Mud Fight)."""
        return self.base_size + 1 if Tactic.MUD in self.modes else self.base_size

    @property
    def blind(self) -> bool:
        """Blind-Man's Bluff: the stone is decided by the sum alone."""
        return Tactic.BLIND in self.modes

    @property
    def first_complete(self) -> int | None:
        """The side that completed first (when both are complete), else the complete side, else
        ``None``."""
        a, b = self.completed_at
        if a is None:
            return None if b is None else 1
        if b is None:
            return 0
        return 0 if a < b else 1

    @property
    def claimed(self) -> bool:
        return self.claimed_by is not None

    def cards(self) -> Iterator[AnyCard]:
        """Every card in the stone's slots (clan cards and elite troops; not the modes)."""
        yield from self.sides[0]
        yield from self.sides[1]


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One applied action, who made it and in which round (0-based)."""

    round_no: int
    player: int
    action: Action

    def __str__(self) -> str:
        return f"{self.round_no}:p{self.player + 1}:{self.action}"

    def to_dict(self) -> dict[str, object]:
        """The entry as a save and a view's JSON write it."""
        return {"round": self.round_no, "player": self.player, "action": str(self.action)}


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended. ``stones[p]`` counts the stones ``p`` controlled; ``points[p]`` is
    what ``p`` scored (docs/rules.md, "Matches"); ``how`` is ``"adjacent"`` (3 adjacent stones) or
    ``"five"`` (5 stones) or, in the tactical variant, ``"stalemate"`` (both players passed in
    succession and neither could claim: the player holding more stones wins); ``winner`` is
    ``None`` only for a drawn round (a stalemate with equal stones)."""

    round_no: int
    winner: int | None
    stones: tuple[int, int]
    points: tuple[int, int]
    how: str

    def to_dict(self) -> dict[str, object]:
        return {
            "round": self.round_no,
            "winner": self.winner,
            "stones": list(self.stones),
            "points": list(self.points),
            "how": self.how,
        }


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about a game, including the hidden parts (hands, deck order).

    Never show a ``GameState`` to a player: use :func:`schotten.views.player_view`.

    Tactical variant only (empty otherwise): ``tactic_deck`` (``tactic_deck[0]`` is drawn next),
    ``discard`` (the public discard pile, oldest first), ``played[p]`` (the tactic cards player
    ``p`` has played this round, in order) and ``passes`` (how many turns in a row, this one
    included, were passes).
    """

    options: Options
    seed: int
    round_no: int
    starting_player: int
    current_player: int
    phase: Phase
    hands: tuple[Hand, Hand]
    deck: tuple[Card, ...]
    stones: tuple[Stone, ...]
    scores: tuple[int, int] = (0, 0)
    round_results: tuple[RoundResult, ...] = ()
    history: tuple[HistoryEntry, ...] = ()
    tactic_deck: tuple[Tactic, ...] = ()
    discard: tuple[AnyCard, ...] = ()
    played: tuple[tuple[Tactic, ...], tuple[Tactic, ...]] = ((), ())
    passes: int = 0

    @property
    def opponent(self) -> int:
        """The player who is not to move."""
        return 1 - self.current_player

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    @property
    def is_terminal(self) -> bool:
        """The match is over."""
        return self.phase is Phase.MATCH_OVER

    def table_cards(self) -> Iterator[AnyCard]:
        """Every card in a slot of a stone (claimed or not): clan cards and elite troops."""
        for stone in self.stones:
            yield from stone.sides[0]
            yield from stone.sides[1]

    def out_of_play(self) -> Iterator[Card]:
        """The clan cards no player can use to complete a side: on a stone or discarded."""
        for stone in self.stones:
            for side in stone.sides:
                for c in side:
                    if isinstance(c, Card):
                        yield c
        for c in self.discard:
            if isinstance(c, Card):
                yield c
