"""A refused action's message comes from the engine's code, never from the action's text."""

from __future__ import annotations

from schotten.errors import WrongPhaseError
from schotten.options import Options
from schotten.phases import CODES
from schotten.rules import new_game
from ui.i18n import Translator
from ui.narrate import error_message

EXPECTED = {
    "already_played": "error.already_placed",
    "play_first": "error.must_place_first",
    "claim_timing": "error.claim_after_play",
    "match_over": "error.match_over",
    "round_over": "error.round_over",
    "finish_recruiter": "error.wrong_phase",
    "no_recruiter": "error.wrong_phase",
    "round_not_over": "error.wrong_phase",
}


def test_every_phase_code_has_its_message_in_every_language():
    state = new_game(Options(first_player=0), seed=3)
    assert set(EXPECTED) == set(CODES)
    for code, key in EXPECTED.items():
        # the action text is deliberately misleading: only the code may decide
        exc = WrongPhaseError("x", code=code, params={"action": "claim 3"})
        message = error_message(exc, state)
        assert message.key == key
        for lang in ("en", "fr", "es", "pt"):
            assert Translator(lang).has(key)


def test_claim_timing_under_expert_timing_says_so():
    state = new_game(Options(first_player=0, claim_timing="expert"), seed=3)
    exc = WrongPhaseError("x", code="claim_timing", params={"action": "R5@3"})
    assert error_message(exc, state).key == "verdict.expert_timing"
