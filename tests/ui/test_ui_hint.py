"""The Hint button: what the computer would play, in words, for the player whose hand is
shown, on their turn only; the same view gives the same hint; the hints used are kept with the
game (beside the save) and shown when the match is over."""

from __future__ import annotations

import json

import pytest
from learning_kit import human_turn, run_bot
from ui_kit import Inspector, make_app, play_round, start_game

from schotten.hints import hint
from schotten.views import player_view
from ui.effects import Announce
from ui.i18n import LANGUAGES, strings
from ui.learning import LEARNING_PREFIX, load_learning
from ui.storage.adapters import MemoryStorage


def hint_text(app) -> str:
    effects = app.handle("hint")
    said = [e.text for e in effects if isinstance(e, Announce)]
    assert said, "no hint was given"
    return said[0]


def test_a_hint_is_the_engines_hint_in_words_and_marks_the_card():
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    expected = hint(player_view(app.c.play.game.state, 0), app.c.play.game.state.seed)
    text = hint_text(app)
    card = str(expected.action.card)
    assert app.shared.t.card(card) in text and f"stone {expected.stone + 1}" in text
    assert f"{round(expected.round_chance * 100)}%" in text
    html = app.render()
    page = Inspector(html)
    assert "hint-panel" in page.ids and "hint-text" in page.ids
    hinted = [b for b in page.buttons if "hinted" in (b.get("class") or "")]
    assert [b.get("data-arg") for b in hinted] == [card]
    assert hinted[0].get("aria-describedby") == "hint-text"


def test_the_same_view_gives_the_same_hint():
    texts = []
    for _ in range(2):
        app = make_app()
        start_game(app, opponent="easy", first="p1")
        human_turn(app)
        run_bot(app)
        texts.append(hint_text(app))
        texts.append(hint_text(app))  # asked again at the same position
    assert len(set(texts)) == 1


def test_no_hint_in_the_computers_turn():
    app = make_app()
    start_game(app, opponent="hard", first="p2")
    assert app.bot_pending()
    before = app.c.play.game.state
    assert app.handle("hint") == []
    html = app.render()
    button = next(b for b in Inspector(html).buttons if b.get("id") == "btn-hint")
    assert "disabled" in button and "hint-panel" not in Inspector(html).ids
    assert app.c.play.game.state is before


def test_no_hint_for_the_hidden_hand_between_people():
    app = make_app()
    start_game(app)  # pass-and-play: the hand-over screen first
    assert app.c.play.game.handover
    assert app.handle("hint") == []
    app.handle("reveal")
    player = app.c.play.game.player
    text = hint_text(app)
    expected = hint(player_view(app.c.play.game.state, player), app.c.play.game.state.seed)
    assert app.shared.t.card(str(expected.action.card)) in text
    app.handle("select", app.c.play.game.state.hands[player][0].__str__())
    target = next(i for i, s in enumerate(app.c.play.game.state.stones) if not s.sides[player])
    app.handle("place", str(target))
    app.handle("end-turn")
    assert app.c.play.game.handover and app.handle("hint") == []  # the next player's hand is hidden
    assert "hint-panel" not in app.render()


def test_an_old_hint_is_not_shown_after_a_move():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    hint_text(app)
    human_turn(app)
    run_bot(app)
    assert "hint-panel" not in app.render()


def test_the_setting_turns_hints_off():
    storage = MemoryStorage()
    app = make_app(storage)
    app.handle("go", "settings")
    assert 'id="hints-setting"' in app.render() and 'aria-checked="true"' in app.render()
    said = [e for e in app.handle("hints", "off") if isinstance(e, Announce)]
    assert [e.text for e in said] == ["Hints off."]  # not "Language changed."
    start_game(app, opponent="easy", first="p1")
    assert "btn-hint" not in Inspector(app.render()).ids
    assert app.handle("hint") == []
    assert not make_app(storage).hints_on  # kept in the settings


def test_hints_used_are_kept_with_the_game_and_shown_at_the_end():
    storage = MemoryStorage()
    app = make_app(storage)
    start_game(app)
    app.handle("reveal")
    hint_text(app)
    hint_text(app)  # the same ply counts once
    game_id = app.c.play.entry.id
    assert load_learning(app.shared.repo, game_id).hints == (0,)
    saved = storage.get("schotten-totten/game/" + game_id)
    assert "hint" not in json.loads(saved)  # the save itself is unchanged: older apps read it
    again = make_app(storage)  # reload
    assert again.c.play.learning.hints == (0,)
    again.handle("continue")
    play_round(again)
    html = again.render()
    assert 'id="hints-used"' in html and "Hints used: 1" in html


def test_a_damaged_hint_record_is_set_aside():
    storage = MemoryStorage()
    app = make_app(storage)
    start_game(app)
    game_id = app.c.play.entry.id
    storage.set(LEARNING_PREFIX + game_id, '{"format": "schotten-totten-learning", "hints": 5}')
    again = make_app(storage)
    assert again.c.play.learning.hints == ()
    assert storage.get(LEARNING_PREFIX + game_id) is None
    assert any("learning" in k for k in again.shared.repo.quarantined())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hints_in_every_language(lang):
    app = make_app(languages=[lang])
    start_game(app, opponent="medium", first="p1")
    for _ in range(3):
        text = hint_text(app)
        assert "{" not in text and "hint." not in text, text
        human_turn(app)
        run_bot(app)


def test_in_the_page_the_hint_is_worked_out_in_slices():
    whole = make_app()
    start_game(whole, opponent="medium", first="p1")
    expected = hint_text(whole)
    app = make_app()
    app.c.play.hints.sliced = True  # as ui.dom sets it
    start_game(app, opponent="medium", first="p1")
    assert app.handle("hint") == [] and app.hint_pending()
    assert 'aria-busy="true"' in app.render()
    effects = None
    for _ in range(10_000):
        effects = app.hint_step(0.0)  # the smallest slices: one unit of work each
        if effects is not None:
            break
    assert effects is not None and not app.hint_pending()
    assert [e.text for e in effects if isinstance(e, Announce)] == [expected]
    assert "hint-panel" in app.render()


def test_a_hint_asked_for_is_dropped_when_the_position_moves_on():
    app = make_app()
    app.c.play.hints.sliced = True
    start_game(app, opponent="easy", first="p1")
    app.handle("hint")
    human_turn(app)
    assert not app.hint_pending() and app.hint_step(20) is None
    run_bot(app)
    assert "hint-panel" not in app.render()


def test_a_hint_in_the_tactical_game():
    app = make_app()
    start_game(app, opponent="medium", first="p1", variant="tactical")
    text = hint_text(app)
    assert "{" not in text and "hint." not in text and "Your chance to win the round" in text
    assert "0% to win stone" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_hint_figure_reads_before_then_after(lang):
    """The stone's line and the round's line say the chance before the move, then after it."""
    table = strings(lang)
    keys = [k for k in table if k.startswith("hint.") and "{after}" in table[k]]
    assert "hint.round" in keys and "hint.place.build" in keys
    for key in keys:
        text = table[key]
        assert "{before}" in text and text.index("{before}") < text.index("{after}"), key


def test_a_hint_shows_each_chance_before_then_after():
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    expected = hint(player_view(app.c.play.game.state, 0), app.c.play.game.state.seed)
    text = hint_text(app)
    round_line = (
        f"from {round(expected.round_chance_before * 100)}% now "
        f"to {round(expected.round_chance * 100)}% after this move"
    )
    assert round_line in text, text
    if expected.reason in ("build", "block", "least_harm", "lookahead"):
        stone_line = (
            f"from {round(expected.stone_chance_before * 100)}% "
            f"to {round(expected.stone_chance * 100)}%"
        )
        assert stone_line in text, text
