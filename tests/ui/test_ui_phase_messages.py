"""A refused action's message comes from the engine's code, never from the action's text."""

from __future__ import annotations

from html import unescape

import pytest
from ui_kit import make_app, start_game

from schotten.actions import NextRound, Place, Return
from schotten.cards import Card
from schotten.errors import WrongPhaseError
from schotten.options import Options
from schotten.phases import CODES
from schotten.rules import legal_actions, new_game
from schotten.state import Phase
from schotten.tactics import Tactic
from ui.app import App
from ui.i18n import LANGUAGES, Translator
from ui.narrate import error_message

EXPECTED = {
    "already_played": "error.already_placed",
    "play_first": "error.must_place_first",
    "claim_timing": "error.claim_after_play",
    "match_over": "error.match_over",
    "round_over": "error.round_over",
    "finish_recruiter": "error.finish_recruiter",
    "no_recruiter": "error.no_recruiter",
    "round_not_over": "error.round_not_over",
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


# --- the three phase refusals with their own words, met in a real game --------------------------

OWN_WORDS_EN = {
    "finish_recruiter": "Finish the Recruiter first: put cards from your hand back under their "
    "decks.",
    "no_recruiter": "There is nothing to put back: cards go back under their decks only after "
    "playing the Recruiter.",
    "round_not_over": "The round is not over yet: the next round starts once this one ends.",
}


def _clan_turn(app: App, draw: str) -> None:
    """Through the buttons: place the first clan card that can go somewhere, end the turn
    drawing from ``draw``."""
    game = app.c.play.game
    assert game is not None
    if game.handover:
        app.handle("reveal")
    legal = legal_actions(game.state)
    place = next(a for a in legal if isinstance(a, Place) and isinstance(a.card, Card))
    app.handle("select", str(place.card))
    app.handle("place", str(place.stone))
    app.handle("end-turn", draw)


def _shown(app: App, lang: str, code: str) -> None:
    """The refusal just met is told in its own words on the page, not the generic ones."""
    game = app.c.play.game
    assert game is not None and game.message is not None
    assert game.message.key == f"error.{code}"
    t = Translator(lang)
    page = unescape(app.render())
    assert t(f"error.{code}") in page
    assert t("error.wrong_phase") not in page
    if lang == "en":
        assert OWN_WORDS_EN[code] in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_recruiter_and_the_next_round_are_refused_in_their_own_words(lang: str):
    app = make_app(languages=[lang])
    start_game(app, variant="tactical")
    game = app.c.play.game
    assert game is not None
    # before any Recruiter, a return; mid-round, the next round (no button offers either: the
    # engine's refusal is what such a stray action meets)
    app.handle("reveal")
    assert not game.apply_other(Return(game.state.hands[0][:2]))
    _shown(app, lang, "no_recruiter")
    assert not game.apply_other(NextRound())
    _shown(app, lang, "round_not_over")
    # the first player draws from the tactic deck until the Recruiter comes (its fourth card in
    # this deal), then plays it: ending the turn before putting cards back is refused
    for _ in range(4):
        _clan_turn(app, "tactic")
        _clan_turn(app, "clan")
    app.handle("reveal")
    assert Tactic.RECRUITER in game.state.hands[0]
    app.handle("select", "RECRUITER")
    app.handle("tactic-pick", "3-0")
    app.handle("tactic-confirm")
    assert game.state.phase is Phase.RETURN
    app.handle("end-turn")
    assert game.state.phase is Phase.RETURN
    _shown(app, lang, "finish_recruiter")


def test_the_three_are_worded_apart_in_every_language():
    for lang in LANGUAGES:
        t = Translator(lang)
        said = {t(f"error.{code}") for code in OWN_WORDS_EN}
        assert len(said) == 3 and t("error.wrong_phase") not in said
        assert all(text.endswith(".") for text in said)
