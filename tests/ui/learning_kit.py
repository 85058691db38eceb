"""Helpers for the learning tools' tests: games against the computer played to a point."""

from __future__ import annotations

from ui.app import App
from ui.present import board_model
from ui.seen import seen


def run_bot(app: App, limit: int = 10_000) -> None:
    """Step the computer until it is the person's turn (or the round is over)."""
    for _ in range(limit):
        if not app.bot_pending():
            return
        app.bot_step(5)
    raise AssertionError("the computer did not finish its turn")


def human_turn(app: App) -> None:
    """One turn of the person: the first card on the first open stone, claims, end."""
    game = app.c.play.game
    assert game is not None
    board = board_model(seen(game))
    if board.can_pass:
        app.handle("pass")
    else:
        app.handle("select", board.hand[0])
        target = next(s.index for s in board_model(seen(game)).stones if s.mine.placeable)
        app.handle("place", str(target))
    for stone in board_model(seen(game)).stones:
        if stone.claimable and not game.round_over:
            app.handle("claim", str(stone.index))
    if game.show_win:  # the round won stays on the board: go on to the result
        app.handle("see-result")
    if not game.round_over:
        app.handle("end-turn")


def play_vs_computer(app: App, turns: int = 1000) -> None:
    """Play the person's turns and let the computer answer, until the round is over."""
    game = app.c.play.game
    assert game is not None
    for _ in range(turns):
        run_bot(app)
        if game.round_over:
            return
        human_turn(app)
        if game.round_over:
            return
    raise AssertionError("the round did not end")
