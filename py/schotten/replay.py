"""A game's positions ply by ply, for the replay viewer and the review.

Ply 0 is the first deal; ply ``k`` is the position after the game's first ``k`` actions, rebuilt
from the options and the seed (or a fair deal's orders) through :func:`schotten.rules.apply`
(a checkpoint every :data:`CHECKPOINT` plies keeps any jump short). Who may see what
(:func:`access`):

- a finished game shows everything, both hands included;
- against the computer, a game in progress shows the person's own cards only;
- between people, a game in progress is not replayable at all: any hand shown would be the
  other player's too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .rules import Deals, apply_dealt, start
from .state import GameState, HistoryEntry, Phase
from .views import PlayerView, player_view

CHECKPOINT = 16


class Access(Enum):
    """What a replay of the game may show now."""

    FULL = "full"
    """The game is over: every card, both hands."""
    OWN = "own"
    """Against the computer, in progress: the person's view at each ply."""
    NONE = "none"
    """Between people, in progress: no replay."""


def access(state: GameState) -> Access:
    if state.phase is Phase.MATCH_OVER:
        return Access.FULL
    bots = state.options.bots or (None, None)
    if (bots[0] is None) != (bots[1] is None):
        return Access.OWN
    return Access.NONE


def person_of(state: GameState) -> int | None:
    """The person's seat in a game against the computer, else ``None``."""
    bots = state.options.bots or (None, None)
    if bots[0] is None and bots[1] is not None:
        return 0
    if bots[1] is None and bots[0] is not None:
        return 1
    return None


class ReplayRefused(Exception):
    """A replay that would show a hand it must not (a game between people, in progress)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """One ply as the viewer may show it: ``state`` for a finished game (everything), else
    ``view`` (the person's view); ``last`` is the action that led here (``None`` at ply 0)."""

    ply: int
    last: HistoryEntry | None
    state: GameState | None
    view: PlayerView | None


class Replay:
    """The positions of ``game`` (its own state or a finished one read from a record); a match
    dealt fairly between two devices is replayed from its ``deals`` (:data:`rules.Deals`)."""

    def __init__(self, game: GameState, deals: Deals | None = None) -> None:
        self.game = game
        self.history = game.history
        self.deals = deals
        self._checkpoints: dict[int, GameState] = {0: start(game.options, game.seed, deals)}

    @property
    def plies(self) -> int:
        return len(self.history)

    def position(self, ply: int) -> GameState:
        """The full position after ``ply`` actions (hidden cards included: never show it
        unguarded; :meth:`frame` applies :func:`access`)."""
        if not 0 <= ply <= self.plies:
            raise IndexError(f"ply {ply} is outside 0..{self.plies}")
        start = max(k for k in self._checkpoints if k <= ply)
        state = self._checkpoints[start]
        for k in range(start, ply):
            state = apply_dealt(state, self.history[k].action, self.deals)
            if (k + 1) % CHECKPOINT == 0:
                self._checkpoints[k + 1] = state
        return state

    def frame(self, ply: int) -> Frame:
        """Ply ``ply`` as the viewer may show it (raises :class:`ReplayRefused`)."""
        allowed = access(self.game)
        if allowed is Access.NONE:
            raise ReplayRefused("a game between people is replayable once it is over")
        state = self.position(ply)
        last = self.history[ply - 1] if ply else None
        if allowed is Access.FULL:
            return Frame(ply, last, state, None)
        person = person_of(self.game)
        assert person is not None
        return Frame(ply, last, None, player_view(state, person))

    def round_starts(self) -> list[int]:
        """The ply at which each round starts (after the ``NextRound`` that dealt it)."""
        starts = [0]
        for k, entry in enumerate(self.history):
            if k and entry.round_no != self.history[k - 1].round_no:
                starts.append(k)
        return starts
