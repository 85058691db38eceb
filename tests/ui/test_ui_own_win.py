"""A person's own round-winning claim stays on the board for a moment (or until "See the
result" is tapped) before the round-over screen, between people and against the computer, as
the computer's does: the board names who claimed which stone and marks it, nothing else can be
done there, and the next round starts clean."""

from __future__ import annotations

from html import unescape

import pytest
from ui_kit import make_app, start_game

from schotten.actions import Claim, EndTurn, Pass
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game, placements
from schotten.state import GameState, Phase
from ui.app import App
from ui.effects import Focus, Later
from ui.game import GameScreen
from ui.i18n import LANGUAGES, Translator
from ui.narrate import message_text
from ui.present import board_model
from ui.seen import seen

OVER = (Phase.ROUND_OVER, Phase.MATCH_OVER)


def before_a_winning_claim(options: Options) -> tuple[GameState, int]:
    """A position after Ann's card (seat 0) in which a claim of hers wins the round."""
    for seed in range(1, 300):
        state = new_game(options, seed=seed)
        while state.phase in (Phase.PLAY, Phase.AFTER_PLAY):
            if state.phase is Phase.PLAY:
                moves = placements(state)
                state = apply(state, moves[0] if moves else Pass())
                continue
            claims = [a for a in legal_actions(state) if isinstance(a, Claim)]
            for claim in claims:
                if state.current_player == 0 and apply(state, claim).phase in OVER:
                    return state, claim.stone
            others = [c for c in claims if apply(state, c).phase not in OVER]
            state = apply(state, others[0] if others else EndTurn())
    raise AssertionError("no winning claim found")


def win_by_claim(app: App) -> tuple[int, list[object]]:
    """Put Ann's game just before her winning claim, and claim: (the stone, the effects)."""
    game = app.c.play.game
    assert game is not None
    state, stone = before_a_winning_claim(game.state.options)
    game.state = state
    game.undo_stack.clear()
    assert game.screen is GameScreen.BOARD and not game.locked()
    return stone, app.handle("claim", str(stone))


def stone_col(html: str, stone: int) -> str:
    return html.split(f'data-stone="{stone}"', 1)[0].rsplit("<li", 1)[1]


@pytest.mark.parametrize("opponent", ["human", "easy"])
def test_a_persons_round_winning_claim_stays_on_the_board_then_the_result(opponent: str):
    app = make_app()
    start_game(app, opponent=opponent, first="p1")
    if app.c.play.game is not None and app.c.play.game.handover:
        app.handle("reveal")
    stone, effects = win_by_claim(app)
    game = app.c.play.game
    assert game is not None and game.round_over
    # on the board for a moment, "See the result" focused; the result comes by itself
    assert game.screen is GameScreen.BOARD
    assert Later(1600, "see-result") in effects
    assert [x for x in effects if isinstance(x, Focus)][-1] == Focus("btn-see-result")
    html = unescape(app.render())
    assert 'id="btn-see-result"' in html and "round-over" not in html
    assert f"Ann claimed stone {stone + 1} and wins round 1" in html
    assert "won-claim" in stone_col(html, stone)  # the stone of the winning claim, marked
    assert html.count("won-claim") == 1 and "The claim that wins the round." in html
    assert 'id="claim-' not in html and 'id="btn-undo"' not in html  # nothing else to do
    assert "data-bot-turn" not in html  # nobody is to move
    board = board_model(seen(game, app.c.play.opponent))
    assert board.round_won is not None and board.stones[stone].won_claim
    # words in every language, naming the player and the stone
    for lang in LANGUAGES:
        said = message_text(board.round_won, Translator(lang))
        assert "Ann" in said and str(stone + 1) in said and "{" not in said, (lang, said)
    assert len({message_text(board.round_won, Translator(x)) for x in LANGUAGES}) == 4
    # tapped (or the moment over): the round-over screen; the timer's late call is harmless
    app.handle("see-result")
    assert game.screen is GameScreen.ROUND_OVER
    assert app.handle("see-result") == [] and game.screen is GameScreen.ROUND_OVER


def test_after_the_result_the_next_round_starts_without_the_won_claim():
    app = make_app()
    start_game(app, first="p1", rounds="3")
    app.handle("reveal")
    win_by_claim(app)
    game = app.c.play.game
    assert game is not None and game.screen is GameScreen.BOARD
    app.handle("next-round")  # from the board too, the round over is the state's
    assert not game.round_over and not game.show_win
    app.handle("reveal")
    html = app.render()
    assert "won-claim" not in html and 'id="btn-see-result"' not in html
    assert board_model(seen(game)).round_won is None


def test_a_refused_or_ordinary_claim_does_not_stop_on_the_board():
    app = make_app()
    start_game(app, first="p1")
    app.handle("reveal")
    effects = app.handle("claim", "0")  # nothing to claim at the start
    assert not any(isinstance(x, Later) for x in effects)
    assert app.c.play.game is not None and not app.c.play.game.show_win
