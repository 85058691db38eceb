"""Taking back a whole turn against the computer: the person's last turn and the computer's
answer go, the position is the one before the person's turn, the save keeps that it happened;
never between people (their in-turn undo stays as it is)."""

from __future__ import annotations

import pytest
from learning_kit import human_turn, play_vs_computer, run_bot
from ui_kit import Inspector, make_app, play_turn, start_game

from schotten.serialize import dumps
from ui.effects import Announce
from ui.learning import Learning, load_learning, parse_learning, takeback_ply
from ui.storage.adapters import MemoryStorage
from ui.storage.errors import SaveProblem


def takeback_button(app):
    return next(b for b in Inspector(app.render()).buttons if b.get("id") == "btn-takeback")


def test_a_take_back_restores_the_position_before_the_turn():
    storage = MemoryStorage()
    app = make_app(storage)
    start_game(app, opponent="easy", first="p1")
    assert "disabled" in takeback_button(app)  # no turn of mine yet
    human_turn(app)
    run_bot(app)
    before = dumps(app.c.play.game.state)  # my turn again: this is what a take-back returns to
    human_turn(app)
    run_bot(app)
    assert dumps(app.c.play.game.state) != before
    assert "disabled" not in takeback_button(app)
    app.handle("takeback")
    assert dumps(app.c.play.game.state) == before
    assert not app.bot_pending() and app.c.play.game.player == 0
    assert load_learning(app.shared.repo, app.c.play.entry.id).takebacks == 1
    again = make_app(storage)  # the saved game is the taken-back one, and the count stays
    assert dumps(again.c.play.game.state) == before and again.c.play.learning.takebacks == 1


def test_the_computer_answers_again_after_a_take_back():
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    human_turn(app)
    run_bot(app)
    answered = dumps(app.c.play.game.state)
    app.handle("takeback")
    human_turn(app)  # the same turn again: the same answer (the bot is deterministic)
    run_bot(app)
    assert dumps(app.c.play.game.state) == answered


def test_no_take_back_in_the_computers_turn():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    human_turn(app)
    assert app.bot_pending()
    state = app.c.play.game.state
    assert app.handle("takeback") == [] and app.c.play.game.state is state


def test_no_take_back_between_people():
    app = make_app()
    start_game(app)
    play_turn(app)
    play_turn(app)
    app.handle("reveal")
    state = app.c.play.game.state
    assert app.handle("takeback") == [] and app.c.play.game.state is state
    assert "btn-takeback" not in Inspector(app.render()).ids
    # the in-turn undo is unchanged
    app.handle("select", str(state.hands[app.c.play.game.player][0]))
    target = next(i for i, s in enumerate(state.stones) if not s.sides[app.c.play.game.player])
    app.handle("place", str(target))
    app.handle("undo")
    assert app.c.play.game.state == state


def test_the_deal_of_a_round_is_never_taken_back():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    state = app.c.play.game.state
    assert takeback_ply(state, 0) is None
    human_turn(app)
    run_bot(app)
    assert takeback_ply(app.c.play.game.state, 0) == 0


def test_the_replay_marks_the_actions_after_a_hint_and_after_a_take_back():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    for turn in (human_turn, run_bot):  # the person's first turn, the computer's answer
        turn(app)
    hinted = len(app.c.play.game.state.history)
    assert any(isinstance(e, Announce) for e in app.handle("hint"))
    human_turn(app)  # played after the hint
    run_bot(app)
    human_turn(app)
    run_bot(app)
    app.handle("takeback")
    again = len(app.c.play.game.state.history)
    human_turn(app)  # played again after the take-back
    play_vs_computer(app)
    record = load_learning(app.shared.repo, app.c.play.entry.id)
    assert record.hints == (hinted,) and record.takeback_plies == (again,)
    app.handle("replay", "current")
    lines = {
        b["id"]: Inspector.name(b)
        for b in Inspector(app.render()).buttons
        if "replay-line" in (b.get("class") or "")
    }
    hint_lines = [n for n in lines.values() if "after a hint" in n]
    back_lines = [n for n in lines.values() if "played again after a take-back" in n]
    assert len(hint_lines) == 1 and "Ann" in hint_lines[0]
    assert len(back_lines) == 1 and "Ann" in back_lines[0]
    # the line is the person's action at that point of the game
    state = app.c.play.game.state
    assert state.history[hinted].player == 0 and state.history[again].player == 0


def test_a_learning_record_of_version_1_reads_as_before():
    record = parse_learning(
        '{"format": "schotten-totten-learning", "version": 1, "hints": [3, 1], "takebacks": 2}'
    )
    assert record == Learning((1, 3), 2, ())
    assert parse_learning(record.with_takeback(9).to_json()) == Learning((1, 3), 3, (9,))
    with pytest.raises(SaveProblem):
        parse_learning(
            '{"format": "schotten-totten-learning", "version": 2, "hints": [],'
            ' "takebacks": 0, "takeback_plies": ["x"]}'
        )
