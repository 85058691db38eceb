"""What one player may see: their own hand, the table, the deck sizes, the opponent's hand size,
the public log, and nothing else (never the opponent's hand, never a deck's order).

The UI and the bots read only views. In the tactical variant a view adds the public discard
pile, the tactic cards each player has played this round, the tactic deck's size, how many
tactic cards the opponent holds (their backs differ), each stone's combat modes and what its
elite troops count as, and for each tactic card in the viewer's hand what it can do now or why
not (:class:`~schotten.tactical.TacticOption`). The Recruiter's returned cards of the other
player show only as the decks they went under (``"return ?clan ?tactic"``).

>>> from schotten.rules import new_game
>>> from schotten.options import Options
>>> view = player_view(new_game(Options(first_player=0), seed=1), 0)
>>> len(view.hand), view.opponent_hand_size, view.deck_size, view.my_turn
(6, 6, 42, True)
>>> view = player_view(new_game(Options(variant="tactical", first_player=0), seed=1), 0)
>>> len(view.hand), view.deck_size, view.tactic_deck_size, view.tactics_played
(7, 40, 10, (0, 0))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action, Return
from .cards import Card
from .claims import ClaimVerdict, all_verdicts
from .completion import resolve_side
from .formations import Formation
from .options import Options
from .pool import Pool
from .rules import legal_actions, return_count, stalemate_pending
from .state import GameState, Hand, HistoryEntry, Phase, RoundResult, Side
from .tactical import TacticOption, tactic_options
from .tactics import AnyCard, Tactic

Resolution = tuple[tuple[Tactic, Card], ...]


@dataclass(frozen=True, slots=True)
class StoneView:
    """A stone as everyone sees it. ``formations[p]`` is set when side ``p`` is complete.

    Tactical variant: ``modes`` (``BLIND``, ``MUD``), ``size`` (cards that complete a side: 3,
    or 4 under Mud Fight) and ``elites[p]``: what each elite troop of a complete side ``p``
    counts as (its owner's best), e.g. ``((Tactic.JOKER, Card.parse("R9")),)``.
    """

    index: int
    sides: tuple[Side, Side]
    claimed_by: int | None
    first_complete: int | None
    formations: tuple[Formation | None, Formation | None]
    modes: tuple[Tactic, ...] = ()
    size: int = 3
    elites: tuple[Resolution, Resolution] = ((), ())

    def to_dict(self, tactical: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index,
            "sides": [[str(c) for c in side] for side in self.sides],
            "claimed_by": self.claimed_by,
            "first_complete": self.first_complete,
            "formations": [None if f is None else f.to_dict() for f in self.formations],
        }
        if tactical:
            out["modes"] = [str(m) for m in self.modes]
            out["size"] = self.size
            out["elites"] = [{str(t): str(c) for t, c in side} for side in self.elites]
        return out


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``viewer`` may know.

    ``legal_actions`` is filled only on the viewer's turn. ``claims`` holds the viewer's verdict
    on each stone judged from the position alone (turn and phase ignored): ``ok`` means the claim
    is legal whenever claiming is allowed. ``unseen`` lists the clan cards neither on a stone, nor
    discarded, nor in the viewer's hand (the deck and the opponent's hand together, in notation
    order).

    Tactical variant only (empty/zero otherwise): ``tactic_deck_size``; ``discard`` (the public
    discard pile, oldest first); ``played[p]`` (the tactic cards ``p`` played this round);
    ``opponent_hand_tactics`` (tactic cards in the opponent's hand); ``tactics`` (a
    :class:`~schotten.tactical.TacticOption` per distinct tactic card in the viewer's hand);
    ``return_count`` (cards to put back now, in phase ``RETURN``); ``stalemate_pending`` (ending
    this turn ends the round by the stalemate rule).
    """

    viewer: int
    current_player: int
    phase: Phase
    options: Options
    round_no: int
    starting_player: int
    hand: Hand
    opponent_hand_size: int
    deck_size: int
    stones: tuple[StoneView, ...]
    legal_actions: tuple[Action, ...]
    claims: tuple[ClaimVerdict, ...]
    unseen: tuple[Card, ...]
    scores: tuple[int, int]
    round_results: tuple[RoundResult, ...]
    history: tuple[HistoryEntry, ...]
    tactic_deck_size: int = 0
    discard: tuple[AnyCard, ...] = ()
    played: tuple[tuple[Tactic, ...], tuple[Tactic, ...]] = ((), ())
    opponent_hand_tactics: int = 0
    tactics: tuple[TacticOption, ...] = ()
    return_count: int = 0
    stalemate_pending: bool = False

    @property
    def my_turn(self) -> bool:
        return self.viewer == self.current_player and self.phase in (
            Phase.PLAY,
            Phase.AFTER_PLAY,
            Phase.RETURN,
            Phase.ROUND_OVER,
        )

    @property
    def rounds(self) -> int:
        return self.options.rounds

    @property
    def opponent(self) -> int:
        return 1 - self.viewer

    @property
    def tactics_played(self) -> tuple[int, int]:
        """How many tactic cards each player has played this round."""
        return len(self.played[0]), len(self.played[1])

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form (cards and actions in notation)."""
        tactical = self.options.rules.tactics  # the tactic fields
        out: dict[str, Any] = {
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
            "stones": [s.to_dict(tactical) for s in self.stones],
            "legal_actions": [str(a) for a in self.legal_actions],
            "claims": [v.to_dict() for v in self.claims],
            "unseen": [str(c) for c in self.unseen],
            "scores": list(self.scores),
            "round_results": [r.to_dict() for r in self.round_results],
            "history": [h.to_dict() for h in self.history],
        }
        if tactical:
            out.update(
                {
                    "tactic_deck_size": self.tactic_deck_size,
                    "discard": [str(c) for c in self.discard],
                    "played": [[str(c) for c in cards] for cards in self.played],
                    "tactics_played": list(self.tactics_played),
                    "opponent_hand_tactics": self.opponent_hand_tactics,
                    "tactics": [t.to_dict() for t in self.tactics],
                    "return_count": self.return_count,
                    "stalemate_pending": self.stalemate_pending,
                }
            )
        return out


def _stone_view(i: int, sides: tuple[Side, Side], state: GameState) -> StoneView:
    s = state.stones[i]
    size = s.size
    formations: list[Formation | None] = [None, None]
    elites: list[Resolution] = [(), ()]
    for p in (0, 1):
        if len(sides[p]) >= size:
            resolved = resolve_side(sides[p], blind=s.blind)
            formations[p] = resolved.formation
            elites[p] = resolved.elites
    return StoneView(
        i,
        sides,
        s.claimed_by,
        s.first_complete,
        (formations[0], formations[1]),
        s.modes,
        size,
        (elites[0], elites[1]),
    )


def public_history(state: GameState, player: int) -> tuple[HistoryEntry, ...]:
    """The history as ``player`` sees it: the other player's returned cards concealed."""
    if not state.options.rules.tactics:
        return state.history
    return tuple(
        HistoryEntry(h.round_no, h.player, h.action.conceal())
        if isinstance(h.action, Return) and h.player != player
        else h
        for h in state.history
    )


def player_view(state: GameState, player: int) -> PlayerView:
    """The view of ``state`` for ``player`` (0 or 1)."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
    stones = tuple(_stone_view(i, s.sides, state) for i, s in enumerate(state.stones))
    hand = state.hands[player]
    unseen = tuple(
        Pool.excluding((*state.out_of_play(), *(c for c in hand if isinstance(c, Card))))
    )
    mine = state.current_player == player and state.phase is not Phase.MATCH_OVER
    rules = state.options.rules
    opponent_hand = state.hands[1 - player]
    return PlayerView(
        viewer=player,
        current_player=state.current_player,
        phase=state.phase,
        options=state.options,
        round_no=state.round_no,
        starting_player=state.starting_player,
        hand=hand,
        opponent_hand_size=len(opponent_hand),
        deck_size=len(state.deck),
        stones=stones,
        legal_actions=tuple(legal_actions(state)) if mine else (),
        claims=all_verdicts(state, player),
        unseen=unseen,
        scores=state.scores,
        round_results=state.round_results,
        history=public_history(state, player),
        tactic_deck_size=len(state.tactic_deck),
        discard=state.discard,
        played=state.played,
        opponent_hand_tactics=sum(1 for c in opponent_hand if isinstance(c, Tactic)),
        tactics=tactic_options(state, player) if rules.tactics else (),
        return_count=return_count(state) if mine and state.phase is Phase.RETURN else 0,
        stalemate_pending=rules.stalemate and mine and stalemate_pending(state),
    )
