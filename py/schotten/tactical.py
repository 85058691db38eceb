"""What each tactic card in a hand can do now, or why it cannot be played (tactical variant).

The UI drives a step-by-step tactic flow from a :class:`TacticOption`: ``actions`` holds every
legal way to play the card now (its targets are the actions' fields: ``stone``, ``card``,
``to``, ``clan``/``tactic``), and when ``actions`` is empty, ``code`` and ``detail`` (or its
``params``) say why.

Codes: ``ok``; ``not_your_turn``, ``round_over``, ``already_played`` (the turn's card is
played), ``finish_recruiter`` (the Recruiter's cards must be put back first),
``card_not_in_hand``; ``tactic_limit`` (params ``played``, ``opponent_played``),
``second_joker``; and the card has no legal effect: ``no_free_slot`` (elite troops; the
Traitor when none of your sides has room), ``no_unclaimed_stone`` (combat modes),
``no_card_to_draw`` (Recruiter), ``no_own_card`` (Strategist), ``no_opponent_card``
(Banshee), ``no_opponent_clan_card`` (Traitor). Whatever the code, ``detail`` is a
:class:`~schotten.refusals.TacticPlays`: ``card``, ``played`` and ``opponent_played``.

>>> from schotten.options import Options
>>> from schotten.rules import new_game
>>> from dataclasses import replace
>>> state = new_game(Options(variant="tactical", first_player=0), seed=1)
>>> state = replace(state, hands=((*state.hands[0][:6], Tactic.BANSHEE), state.hands[1]))
>>> option = tactic_status(state, 0, Tactic.BANSHEE)
>>> option.playable, option.code
(False, 'no_opponent_card')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import phases
from .actions import Action
from .cards import Card
from .refusals import TacticPlays
from .rules import tactic_refusal, tactic_targets
from .state import GameState, Phase
from .tactics import Tactic

_NO_EFFECT = {
    Tactic.JOKER: ("no_free_slot", "none of your sides on an unclaimed stone has a free slot"),
    Tactic.SPY: ("no_free_slot", "none of your sides on an unclaimed stone has a free slot"),
    Tactic.SHIELD: ("no_free_slot", "none of your sides on an unclaimed stone has a free slot"),
    Tactic.BLIND: ("no_unclaimed_stone", "every stone is claimed or already carries it"),
    Tactic.MUD: ("no_unclaimed_stone", "every stone is claimed or already carries it"),
    Tactic.RECRUITER: ("no_card_to_draw", "both decks are empty"),
    Tactic.STRATEGIST: ("no_own_card", "none of your cards lies on an unclaimed stone"),
    Tactic.BANSHEE: ("no_opponent_card", "no card of your opponent lies on an unclaimed stone"),
    Tactic.TRAITOR: (
        "no_opponent_clan_card",
        "no clan card of your opponent lies on an unclaimed stone (elite troops cannot be taken)",
    ),
}


@dataclass(frozen=True, slots=True)
class TacticOption:
    """One tactic card of the viewer's hand: ``playable`` now (``actions`` lists every way), or
    not (``code``, ``message`` and ``detail`` say why; ``actions`` is empty)."""

    card: Tactic
    playable: bool
    code: str
    message: str
    actions: tuple[Action, ...] = ()
    detail: TacticPlays = field(kw_only=True, compare=False)

    @property
    def params(self) -> Mapping[str, Any]:
        """``detail`` as a mapping; read only: a new mapping each time."""
        return self.detail.params

    def to_dict(self) -> dict[str, Any]:
        return {
            "card": str(self.card),
            "kind": self.card.kind,
            "playable": self.playable,
            "code": self.code,
            "message": self.message,
            "params": dict(self.params),
            "actions": [str(a) for a in self.actions],
        }


def tactic_status(state: GameState, player: int, card: Tactic) -> TacticOption:
    """Can ``player`` play ``card`` now, and how (see the module docstring for the codes)?"""
    mine, theirs = len(state.played[player]), len(state.played[1 - player])
    plays = TacticPlays(card=str(card), played=mine, opponent_played=theirs)

    def no(code: str, message: str) -> TacticOption:
        return TacticOption(card, False, code, f"{card}: {message}", detail=plays)

    if card not in state.hands[player]:
        return no("card_not_in_hand", "not in your hand")
    phase = state.phase
    if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return no("round_over", "the round is over")
    if player != state.current_player:
        return no("not_your_turn", "it is not your turn")
    wrong_moment = phases.refusal(state, phases.Step.PLAY)
    if wrong_moment is not None:
        return no(wrong_moment.code, wrong_moment.message)
    refused = tactic_refusal(state, player, card)
    if refused is not None:
        return no(refused.code, refused.message.removeprefix(f"{card}: "))
    actions = tactic_targets(state, player, card)
    if not actions:
        code, message = _NO_EFFECT[card]
        if card is Tactic.TRAITOR and _opponent_has_clan_card(state, player):
            code, message = _NO_EFFECT[Tactic.SPY]  # a card to take, but nowhere to put it
        return no(code, message)
    return TacticOption(card, True, "ok", f"{card} can be played", tuple(actions), detail=plays)


def _opponent_has_clan_card(state: GameState, player: int) -> bool:
    return any(
        isinstance(c, Card)
        for s in state.stones
        if s.claimed_by is None
        for c in s.sides[1 - player]
    )


def tactic_options(state: GameState, player: int) -> tuple[TacticOption, ...]:
    """A :class:`TacticOption` for each distinct tactic card in ``player``'s hand (hand order);
    empty in a game without tactic cards (the classic game)."""
    if not state.options.rules.tactics:
        return ()
    seen: list[Tactic] = []
    for c in state.hands[player]:
        if isinstance(c, Tactic) and c not in seen:
            seen.append(c)
    return tuple(tactic_status(state, player, c) for c in seen)
