"""The phase table: every "may this happen now?" answer comes from it, with one code a situation."""

from __future__ import annotations

import random

import pytest
from engine_kit import build

from schotten.actions import Claim, EndTurn, NextRound, Pass, Place, Return
from schotten.cards import Card
from schotten.errors import WrongPhaseError
from schotten.options import Options
from schotten.phases import CODES, TABLE, Step, allows, refusal, step_of
from schotten.rules import apply, legal_actions, new_game
from schotten.state import Phase
from schotten.tactics import Tactic

R5 = Card.parse("R5")

# One action of each step, to ask the engine with.
PROBES = {
    Step.PLAY: (Place(R5, 0), Pass()),
    Step.CLAIM: (Claim(0),),
    Step.END: (EndTurn(),),
    Step.RETURN: (Return((R5,)),),
    Step.NEXT: (NextRound(),),
}


def test_table_covers_every_phase_and_timing():
    assert set(TABLE) == set(Phase)
    for phase, (normal, expert) in TABLE.items():
        if phase in (Phase.PLAY, Phase.AFTER_PLAY):
            # the two timings differ only in when claims are made
            assert normal - {Step.CLAIM} == expert - {Step.CLAIM}
            assert (Step.CLAIM in normal) != (Step.CLAIM in expert)
        else:
            assert normal == expert


@pytest.mark.parametrize("expert", [False, True])
@pytest.mark.parametrize("phase", list(Phase))
def test_refusal_exactly_when_the_table_says_no(phase: Phase, expert: bool):
    options = Options(first_player=0, claim_timing="expert" if expert else "normal")
    state = build({0: ("R7 R8 R9", "")}, phase=phase, options=options)
    for step in Step:
        r = refusal(state, step)
        assert (r is None) == allows(state, step) == (step in TABLE[phase][expert])
        if r is not None:
            assert r.code in CODES and r.message


def test_each_situation_has_its_own_code():
    normal = Options(first_player=0)
    expert = Options(first_player=0, claim_timing="expert")
    play = build(phase=Phase.PLAY, options=normal)
    after = build(phase=Phase.AFTER_PLAY, options=normal)
    cases = {
        (Phase.PLAY, Step.END): "play_first",
        (Phase.PLAY, Step.CLAIM): "claim_timing",
        (Phase.PLAY, Step.RETURN): "no_recruiter",
        (Phase.PLAY, Step.NEXT): "round_not_over",
        (Phase.AFTER_PLAY, Step.PLAY): "already_played",
    }
    for (phase, step), code in cases.items():
        state = play if phase is Phase.PLAY else after
        r = refusal(state, step)
        assert r is not None and r.code == code
    late = refusal(build(phase=Phase.AFTER_PLAY, options=expert), Step.CLAIM)
    assert late is not None and late.code == "claim_timing" and "expert" in late.message
    for phase, code in [
        (Phase.RETURN, "finish_recruiter"),
        (Phase.ROUND_OVER, "round_over"),
        (Phase.MATCH_OVER, "match_over"),
    ]:
        r = refusal(build(phase=phase, options=normal), Step.END)
        assert r is not None and r.code == code


def test_step_of_every_action_kind():
    assert step_of(Place(Tactic.JOKER, 3)) is Step.PLAY
    for step, probes in PROBES.items():
        assert all(step_of(a) is step for a in probes)


@pytest.mark.parametrize("variant", ["classic", "tactical"])
@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_engine_follows_the_table_through_play(variant: str, timing: str):
    """Over random games: every legal action's step is allowed, and every probe of a step the
    table forbids is refused with the table's code (never another phase code)."""
    rng = random.Random(f"{variant}-{timing}")
    for game in range(6):
        state = new_game(Options(variant=variant, claim_timing=timing), seed=100 + game)
        while legal_actions(state):
            assert {step_of(a) for a in legal_actions(state)} <= TABLE[state.phase][
                state.options.expert
            ]
            for step, probes in PROBES.items():
                if allows(state, step):
                    continue
                expected = refusal(state, step)
                assert expected is not None
                for action in probes:
                    if isinstance(action, Return) and variant == "classic":
                        continue  # refused as a tactical-only action before any phase question
                    with pytest.raises(WrongPhaseError) as err:
                        apply(state, action)
                    assert err.value.code == expected.code
            state = apply(state, rng.choice(legal_actions(state)))
