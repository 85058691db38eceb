"""No card can be placed but a stone can be claimed: what the board says matches what it
offers, in the engine's order of the turn (docs/rules.md, "A turn" and "Claim timing": under
normal timing the claims follow the pass, under expert timing they come before it)."""

from __future__ import annotations

from dataclasses import replace
from html import unescape

import pytest
from ui_kit import Inspector, make_app, start_game

from schotten.actions import Claim, Pass
from schotten.cards import Card
from schotten.rules import legal_actions
from schotten.state import Phase, Stone
from ui.app import App
from ui.i18n import LANGUAGES, Translator


def no_card_fits(timing: str, lang: str = "en") -> App:
    """A game where player 0 (to play) has a full side on every stone: nothing can be placed.
    Stone 1 holds their Red 7-8-9 against a complete sum of the other side: a claim they win
    (and, under normal timing, may make only once they have passed)."""
    app = make_app(languages=[lang])
    start_game(app, timing=timing, first="p1")
    app.handle("reveal")
    game = app.c.play.game
    assert game is not None
    pack = sorted(Card.parse(f"{c}{v}") for c in "ROYGBP" for v in range(1, 10))
    mine = [Card.parse(x) for x in ("R7", "R8", "R9")]
    theirs = [Card.parse(x) for x in ("B1", "O2", "G4")]
    rest = [c for c in pack if c not in mine + theirs]
    stones = [Stone(sides=(tuple(mine), tuple(theirs)), completed_at=(0, 1))]
    for _ in range(8):
        side, rest = tuple(rest[:3]), rest[3:]
        stones.append(Stone(sides=(side, ()), completed_at=(0, None)))
    hands = (tuple(rest[:6]), tuple(rest[6:12]))
    game.state = replace(
        game.state,
        stones=tuple(stones),
        hands=hands,
        deck=tuple(rest[12:]),
        phase=Phase.PLAY,
        current_player=0,
    )
    return app


def hint(app: App) -> str:
    html = app.render()
    return unescape(html.split('id="hint"', 1)[1].split(">", 1)[1].split("</p>", 1)[0])


def claim_button(app: App) -> dict[str, str | None] | None:
    return next((b for b in Inspector(app.render()).buttons if b.get("id") == "claim-0"), None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_normal_timing_says_pass_then_claim_and_offers_the_claim_after_the_pass(lang: str) -> None:
    app = no_card_fits("normal", lang)
    game = app.c.play.game
    assert game is not None
    assert legal_actions(game.state) == [Pass()]  # the engine: no claim before the pass
    assert hint(app) == Translator(lang)("board.hint.pass")
    assert claim_button(app) is None  # nothing offered that the engine would refuse
    assert "btn-pass" in Inspector(app.render()).ids
    app.handle("pass")
    assert Claim(0) in legal_actions(game.state)
    button = claim_button(app)
    assert button is not None and "claimable" in str(button.get("class"))
    assert hint(app) == Translator(lang)("board.hint.claim")
    app.handle("claim", "0")
    assert game.state.stones[0].claimed_by == 0


def test_the_words_say_the_order_of_the_turn() -> None:
    words = {
        "en": ("pass, then", "claim what you can now, then pass"),
        "fr": ("passe, puis", "revendique maintenant ce que tu peux, puis passe"),
        "es": ("pasa y después", "reclama ahora lo que puedas y después pasa"),
        "pt": ("passe, e depois", "reivindique agora o que puder e depois passe"),
    }
    for lang, (normal, expert) in words.items():
        t = Translator(lang)
        assert normal in t("board.hint.pass") and expert in t("board.hint.pass_claim_first")


def test_expert_timing_offers_the_claim_before_the_pass_and_says_so() -> None:
    app = no_card_fits("expert")
    game = app.c.play.game
    assert game is not None
    assert set(legal_actions(game.state)) >= {Pass(), Claim(0)}
    assert hint(app) == "No card can be placed: claim what you can now, then pass."
    button = claim_button(app)
    assert button is not None and "claimable" in str(button.get("class"))
    app.handle("claim", "0")
    assert game.state.stones[0].claimed_by == 0
    if not game.round_over:  # the other claimable stones aside, only the pass is left
        claims = [a for a in legal_actions(game.state) if isinstance(a, Claim)]
        key = "claim what you can now" if claims else "you must pass"
        assert key in hint(app)
