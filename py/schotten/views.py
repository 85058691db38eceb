"""What one player may see: their own hand, the table, the deck size, the opponent's hand size,
the public log, and nothing else (never the opponent's hand, never the deck order).

The UI and the bots read only views.

>>> from schotten.rules import new_game
>>> from schotten.options import Options
>>> view = player_view(new_game(Options(first_player=0), seed=1), 0)
>>> len(view.hand), view.opponent_hand_size, view.deck_size, view.my_turn
(6, 6, 42, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action
from .cards import Card
from .claims import ClaimVerdict, all_verdicts
from .formations import Formation, formation
from .options import Options
from .pool import Pool
from .rules import legal_actions
from .state import GameState, HistoryEntry, Phase, RoundResult, Side


@dataclass(frozen=True, slots=True)
class StoneView:
    """A stone as everyone sees it. ``formations[p]`` is set when side ``p`` is complete."""

    index: int
    sides: tuple[Side, Side]
    claimed_by: int | None
    first_complete: int | None
    formations: tuple[Formation | None, Formation | None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "sides": [[str(c) for c in side] for side in self.sides],
            "claimed_by": self.claimed_by,
            "first_complete": self.first_complete,
            "formations": [None if f is None else f.to_dict() for f in self.formations],
        }


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``viewer`` may know.

    ``legal_actions`` is filled only on the viewer's turn. ``claims`` holds the viewer's verdict
    on each stone judged from the position alone (turn and phase ignored): ``ok`` means the claim
    is legal whenever claiming is allowed. ``unseen`` lists the cards neither on a stone nor in the
    viewer's hand (the deck and the opponent's hand together, in notation order).
    """

    viewer: int
    current_player: int
    phase: Phase
    options: Options
    round_no: int
    starting_player: int
    hand: tuple[Card, ...]
    opponent_hand_size: int
    deck_size: int
    stones: tuple[StoneView, ...]
    legal_actions: tuple[Action, ...]
    claims: tuple[ClaimVerdict, ...]
    unseen: tuple[Card, ...]
    scores: tuple[int, int]
    round_results: tuple[RoundResult, ...]
    history: tuple[HistoryEntry, ...]

    @property
    def my_turn(self) -> bool:
        return self.viewer == self.current_player and self.phase in (
            Phase.PLAY,
            Phase.AFTER_PLAY,
            Phase.ROUND_OVER,
        )

    @property
    def rounds(self) -> int:
        return self.options.rounds

    @property
    def opponent(self) -> int:
        return 1 - self.viewer

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form (cards and actions in notation)."""
        return {
            "viewer": self.viewer,
            "current_player": self.current_player,
            "phase": self.phase.code,
            "options": self.options.to_dict(),
            "round": self.round_no,
            "rounds": self.options.rounds,
            "starting_player": self.starting_player,
            "hand": [str(c) for c in self.hand],
            "opponent_hand_size": self.opponent_hand_size,
            "deck_size": self.deck_size,
            "stones": [s.to_dict() for s in self.stones],
            "legal_actions": [str(a) for a in self.legal_actions],
            "claims": [v.to_dict() for v in self.claims],
            "unseen": [str(c) for c in self.unseen],
            "scores": list(self.scores),
            "round_results": [r.to_dict() for r in self.round_results],
            "history": [
                {"round": h.round_no, "player": h.player, "action": str(h.action)}
                for h in self.history
            ],
        }


def player_view(state: GameState, player: int) -> PlayerView:
    """The view of ``state`` for ``player`` (0 or 1)."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
    size = state.options.side_size
    stones = tuple(
        StoneView(
            i,
            s.sides,
            s.claimed_by,
            s.first_complete,
            (
                formation(s.sides[0]) if len(s.sides[0]) >= size else None,
                formation(s.sides[1]) if len(s.sides[1]) >= size else None,
            ),
        )
        for i, s in enumerate(state.stones)
    )
    hand = state.hands[player]
    unseen = tuple(Pool.excluding((*state.table_cards(), *hand)))
    mine = state.current_player == player and state.phase is not Phase.MATCH_OVER
    return PlayerView(
        viewer=player,
        current_player=state.current_player,
        phase=state.phase,
        options=state.options,
        round_no=state.round_no,
        starting_player=state.starting_player,
        hand=hand,
        opponent_hand_size=len(state.hands[1 - player]),
        deck_size=len(state.deck),
        stones=stones,
        legal_actions=tuple(legal_actions(state)) if mine else (),
        claims=all_verdicts(state, player),
        unseen=unseen,
        scores=state.scores,
        round_results=state.round_results,
        history=state.history,
    )
