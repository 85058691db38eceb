"""When each action may happen: one table that every "may this happen now?" question asks.

Actions fall into five *steps* by the moment of the turn they belong to (:func:`step_of`):
playing the turn's card (``Place``, ``Pass`` and the tactic plays), claiming, ending the turn,
putting the Recruiter's cards back and dealing the next round. :data:`TABLE` says which steps
each phase allows, under normal and under expert timing (docs/rules.md, "Claim timing":
claims before the card). :func:`refusal` names the situation when a step is not allowed, with
one code each:

- ``match_over``, ``round_over``: nothing but the next round (after a round) is possible;
- ``finish_recruiter``: the Recruiter's cards must be put back first;
- ``no_recruiter``: cards are put back only after playing the Recruiter;
- ``round_not_over``: the next round is dealt only once this one is over;
- ``already_played``: the turn's card is played (or the turn passed);
- ``play_first``: the turn ends only after its card (or a pass);
- ``claim_timing``: not the moment for claims (after the card, or before it under expert timing).

>>> from schotten.options import Options
>>> from schotten.rules import new_game
>>> from schotten.actions import Claim, EndTurn
>>> state = new_game(Options(first_player=0), seed=7)
>>> allows(state, Step.CLAIM), refusal(state, step_of(EndTurn())).code
(False, 'play_first')
>>> refusal(state, step_of(Claim(2))).code
'claim_timing'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from .actions import Action, Claim, EndTurn, NextRound, Return
from .state import GameState, Phase


class Step(Enum):
    """The moment of the turn an action belongs to."""

    PLAY = "play"
    """The turn's card: ``Place``, ``Pass``, a combat mode or a ruse."""
    CLAIM = "claim"
    END = "end"
    RETURN = "return"
    """Putting the Recruiter's cards back (tactical variant)."""
    NEXT = "next"
    """Dealing the next round."""


_STEPS: dict[type[object], Step] = {
    Claim: Step.CLAIM,
    EndTurn: Step.END,
    Return: Step.RETURN,
    NextRound: Step.NEXT,
}
"""The step of each action type that is not the turn's card (:attr:`Step.PLAY`)."""


def step_of(action: Action) -> Step:
    """The step ``action`` belongs to."""
    return _STEPS.get(type(action), Step.PLAY)


_NONE: frozenset[Step] = frozenset()

TABLE: Mapping[Phase, tuple[frozenset[Step], frozenset[Step]]] = {
    # phase: (steps allowed under normal timing, under expert timing)
    Phase.PLAY: (frozenset({Step.PLAY}), frozenset({Step.PLAY, Step.CLAIM})),
    Phase.AFTER_PLAY: (frozenset({Step.CLAIM, Step.END}), frozenset({Step.END})),
    Phase.RETURN: (frozenset({Step.RETURN}), frozenset({Step.RETURN})),
    Phase.ROUND_OVER: (frozenset({Step.NEXT}), frozenset({Step.NEXT})),
    Phase.MATCH_OVER: (_NONE, _NONE),
}
"""The steps each phase allows: ``TABLE[phase][expert]``."""

CODES = (
    "match_over",
    "round_over",
    "finish_recruiter",
    "no_recruiter",
    "round_not_over",
    "already_played",
    "play_first",
    "claim_timing",
)
"""Every code :func:`refusal` gives."""


def allowed_steps(state: GameState) -> frozenset[Step]:
    """The steps the current player may take now."""
    return TABLE[state.phase][state.options.expert]


def allows(state: GameState, step: Step) -> bool:
    """Whether ``step`` may happen now (its other conditions aside)."""
    return step in allowed_steps(state)


@dataclass(frozen=True, slots=True)
class PhaseRefusal:
    """Why a step may not happen now: one of :data:`CODES` and a sentence in English."""

    code: str
    message: str


def refusal(state: GameState, step: Step) -> PhaseRefusal | None:
    """Why ``step`` may not happen now, or ``None`` when the phase allows it."""
    if allows(state, step):
        return None
    phase = state.phase
    expert = state.options.expert
    if phase is Phase.MATCH_OVER:
        return PhaseRefusal("match_over", "the match is over")
    if phase is Phase.ROUND_OVER:
        return PhaseRefusal("round_over", "the round is over; start the next round")
    if phase is Phase.RETURN:
        n = min(2, len(state.hands[state.current_player]))
        return PhaseRefusal(
            "finish_recruiter",
            f"finish the Recruiter first: put {n} card(s) from your hand under their decks",
        )
    if step is Step.RETURN:
        return PhaseRefusal("no_recruiter", "cards are put back only after playing the Recruiter")
    if step is Step.NEXT:
        return PhaseRefusal("round_not_over", "the round is not over")
    if step is Step.PLAY:
        then = "end the turn" if expert else "claim or end the turn"
        return PhaseRefusal("already_played", f"you have already played this turn; {then}")
    if step is Step.END:
        return PhaseRefusal("play_first", "play a card (or pass) before ending the turn")
    if expert:
        return PhaseRefusal(
            "claim_timing",
            "expert timing: claim at the start of your turn, before playing a card",
        )
    return PhaseRefusal("claim_timing", "claims are made after playing a card (or passing)")
