"""Games against the computer through the App: its turns, resume in its turn, views only."""

from __future__ import annotations

import pytest
from ui_kit import Inspector, make_app, start_game

from schotten.actions import Place
from schotten.serialize import dumps, loads
from schotten.state import Phase
from ui.opponent import Opponent, decision_seed, pause_ms
from ui.storage import MemoryStorage


def run_bot(app, limit: int = 10_000) -> list[str]:
    """Step the computer until it is the person's turn; the announcements."""
    said = []
    for _ in range(limit):
        if not app.bot_pending():
            return said
        _, effects = app.bot_step(5)
        said += [e.text for e in effects if hasattr(e, "text")]
    raise AssertionError("the computer did not finish its turn")


def human_turn(app) -> None:
    game = app.game
    board = game.board_model()
    if board.can_pass:
        app.handle("pass")
    else:
        card = board.hand[0]
        app.handle("select", card)
        target = next(s.index for s in game.board_model().stones if s.mine.placeable)
        app.handle("place", str(target))
    for stone in game.board_model().stones:
        if stone.claimable and not game.round_over:
            app.handle("claim", str(stone.index))
    if not game.round_over:
        app.handle("end-turn")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_computer_answers_and_there_is_no_handover(level):
    app = make_app()
    start_game(app, opponent=level, first="p1")
    game = app.game
    assert game.state.options.bots == (None, level)
    assert game.names[1] == f"Computer ({level})"
    assert game.screen == "board" and "btn-reveal" not in app.render()
    for _ in range(3):
        human_turn(app)
        assert game.screen == "board"
        assert app.bot_pending()
        html = app.render()
        assert 'data-bot-turn="1"' in html and "is playing" in html
        # the person's hand is shown but idle during the computer's turn
        assert 'id="btn-reveal"' not in html
        assert app.handle("select", game.board_model().hand[0]) == []
        said = run_bot(app)
        assert any("Computer" in s and "placed" in s for s in said), said
        assert game.state.current_player == 0 and game.screen == "board"
        assert "bot-last" in app.render()
        if game.round_over:
            break


def test_the_computer_starts_when_it_is_first():
    app = make_app()
    start_game(app, opponent="medium", first="p2")
    assert app.bot_pending()
    run_bot(app)
    assert app.game.state.current_player == 0
    assert any(h.player == 1 for h in app.game.state.history)


def test_resume_in_the_computers_turn_gives_the_same_move():
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, opponent="hard", first="p1")
    human_turn(app)
    assert app.bot_pending()
    app.bot_step(3)  # it starts thinking, then the page is reloaded
    again = make_app(store)
    assert again.game.screen == "board" and again.bot_pending()
    before = len(again.game.state.history)
    run_bot(again)
    reference = make_app(MemoryStorage())
    start_game(reference, opponent="hard", first="p1")
    human_turn(reference)
    run_bot(reference)
    assert again.game.state.history[before:] == reference.game.state.history[before:]
    assert isinstance(again.game.state.history[before].action, Place)


def test_slicing_does_not_change_the_move():
    app = make_app()
    start_game(app, opponent="hard", first="p2")
    state = app.game.state
    a, b = Opponent("hard", 1), Opponent("hard", 1)
    assert a.finish(state) == next(x for x in iter(lambda: b.step(state, 1), 0) if x is not None)


def test_the_bot_only_ever_gets_its_view():
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    for _ in range(3):
        human_turn(app)
        run_bot(app)
    views = app.opponent.views
    assert views
    for view in views:
        assert view.viewer == 1
        assert not hasattr(view, "hands") and not hasattr(view, "deck")
    assert type(views[0]).__name__ == "PlayerView"


def test_the_bots_travel_with_export_and_import():
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, opponent="easy", first="p1")
    human_turn(app)
    run_bot(app)
    text = app.repo.export_text(app.entry.id)
    assert loads(text).options.bots == (None, "easy")
    other = make_app(MemoryStorage())
    other.import_file(text, "x.json")
    line = other.repo.entries()[0]
    other.handle("open", line.id)
    assert other.opponent is not None and other.opponent.level == "easy"
    assert other.game.screen == "board" and not other.bot_pending()
    assert dumps(other.game.state) == dumps(app.game.state)


def test_a_game_between_people_has_no_computer():
    app = make_app()
    start_game(app)
    assert app.opponent is None and app.game.state.options.bots is None
    assert not app.bot_pending() and app.bot_step()[0] is False


def test_the_form_offers_the_levels_and_says_classic_only():
    app = make_app()
    app.handle("go", "new")
    html = app.render()
    page = Inspector(html)
    for value in ("human", "easy", "medium", "hard"):
        assert f"opponent-{value}" in page.ids
        assert f"opponent-{value}" in page.label_for
    assert "classic game only" in html


def test_no_computer_for_the_tactical_variant():
    app = make_app()
    start_game(app, opponent="hard", variant="tactical")
    assert app.game is None and app.screen == "new"
    assert "classic game only" in app.render()
    start_game(app, opponent="human", variant="tactical")
    assert app.game is not None and app.game.state.options.bots is None


def test_round_over_then_next_round_without_handover():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    game = app.game
    for _ in range(200):
        if game.round_over:
            break
        if app.bot_pending():
            run_bot(app)
        else:
            human_turn(app)
    assert game.round_over and game.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def test_the_pause_setting():
    assert pause_ms({}) == 700
    assert pause_ms({"bot_pause_ms": "50"}) == 50
    assert pause_ms({"bot_pause_ms": "50"}, "?x=1&bot_pause_ms=0") == 0
    assert pause_ms({"bot_pause_ms": "oops"}) == 700
    assert pause_ms({"bot_pause_ms": "999999"}) == 5000


def test_the_seed_depends_on_the_game_and_the_ply():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    s0 = decision_seed(app.game.state)
    human_turn(app)
    assert decision_seed(app.game.state) != s0
