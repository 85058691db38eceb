"""The game state: an immutable value; every change makes a new one (see :mod:`schotten.rules`).

Players are 0 and 1; stones are 0-8. ``hands`` are kept sorted; ``deck[0]`` is the next card drawn.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from .actions import Action
from .cards import Card
from .options import Options

Side = tuple[Card, ...]


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
    """The last round was won: the game is terminal."""

    @property
    def code(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Stone:
    """One stone: both sides, who claimed it, and when each side was completed.

    ``completed_at[p]`` is the ply (``len(history)`` at the moment) when player ``p`` placed the
    card that completed their side, or ``None`` while it is incomplete. The earlier wins ties.
    """

    sides: tuple[Side, Side] = ((), ())
    claimed_by: int | None = None
    completed_at: tuple[int | None, int | None] = (None, None)

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

    def cards(self) -> Iterator[Card]:
        yield from self.sides[0]
        yield from self.sides[1]


EMPTY_STONE = Stone()


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One applied action, who made it and in which round (0-based)."""

    round_no: int
    player: int
    action: Action

    def __str__(self) -> str:
        return f"{self.round_no}:p{self.player + 1}:{self.action}"


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended. ``stones[p]`` counts the stones ``p`` controlled; ``points[p]`` is
    what ``p`` scored (RULES.md section 6); ``how`` is ``"adjacent"`` (3 adjacent stones) or
    ``"five"`` (5 stones); ``winner`` is ``None`` only for a drawn round (tactical variant)."""

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
    """

    options: Options
    seed: int
    round_no: int
    starting_player: int
    current_player: int
    phase: Phase
    hands: tuple[Side, Side]
    deck: tuple[Card, ...]
    stones: tuple[Stone, ...]
    scores: tuple[int, int] = (0, 0)
    round_results: tuple[RoundResult, ...] = ()
    history: tuple[HistoryEntry, ...] = ()

    @property
    def opponent(self) -> int:
        """The player who is not to move."""
        return 1 - self.current_player

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.MATCH_OVER

    def table_cards(self) -> Iterator[Card]:
        """Every card on a stone (claimed or not)."""
        for stone in self.stones:
            yield from stone.sides[0]
            yield from stone.sides[1]

    def stones_of(self, player: int) -> tuple[int, ...]:
        """The stones ``player`` has claimed."""
        return tuple(i for i, s in enumerate(self.stones) if s.claimed_by == player)
