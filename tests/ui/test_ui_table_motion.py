"""The table in motion on CPython: whose turn the heading names, the other side's last turn on
the board (against the computer and between people, public information only), a round won by
the computer shown on the board before its result, the Sound and Animations settings and the
sound cues the app asks for only while sound is on."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_kit import make_app, start_game

import ui.opponent as opponent_module
from schotten.actions import CLAN_DECK, Claim, EndTurn, Place, Return
from schotten.bots import make_bot
from schotten.state import HistoryEntry
from schotten.tactics import Tactic
from schotten.views import player_view
from ui.effects import Later, Sound
from ui.game import GameScreen
from ui.i18n import LANGUAGES, Translator
from ui.narrate import last_turn_entries, message_text
from ui.present import board_model, last_turn
from ui.render.cards import card_static, tactic_letters
from ui.seen import seen
from ui.storage.adapters import MemoryStorage


def run_bot(app) -> list:
    effects: list = []
    for _ in range(10_000):
        if not app.bot_pending():
            return effects
        effects += app.bot_step(5)[1]
    raise AssertionError("the computer did not finish its turn")


def place_first(app) -> list:
    """The person places the first card of the hand on its first legal stone (or passes)."""
    board = board_model(seen(app.c.play.game, app.c.play.opponent))
    if board.can_pass:
        return app.handle("pass")
    app.handle("select", board.hand[0])
    target = next(
        s.index
        for s in board_model(seen(app.c.play.game, app.c.play.opponent)).stones
        if s.mine.placeable
    )
    return app.handle("place", str(target))


def strip(app) -> str:
    html = app.render()
    return html.split('id="last-turn"', 1)[1].split("</section>", 1)[0]


def test_the_heading_names_the_computer_during_its_turn():
    app = make_app()
    start_game(app, opponent="easy", first="p2")
    assert app.bot_pending()
    assert "<h1" in app.render() and "Computer (easy)&#x27;s turn" in app.render()
    assert "Ann&#x27;s turn" not in app.render()
    run_bot(app)
    assert "Ann&#x27;s turn" in app.render()


def test_the_last_turn_of_the_computer_is_on_the_board_until_the_person_acts():
    app = make_app()
    start_game(app, opponent="easy", first="p2")
    run_bot(app)
    game = app.c.play.game
    board = board_model(seen(game, app.c.play.opponent))
    assert board.last_turn is not None and board.last_turn.player == 1
    kinds = [x.kind for x in board.last_turn.entries]
    assert kinds == ["place", "end"]
    placed = next(h.action for h in game.state.history if isinstance(h.action, Place))
    text = strip(app)
    t = Translator("en")
    assert f"Computer (easy) played {t.card(str(placed.card))} on stone {placed.stone + 1}." in text
    assert "Computer (easy) drew a clan card." not in text  # classic: no deck to name
    assert "Computer (easy) ended the turn." in text
    # its card is marked on its side (class, and said to screen readers)
    stone = board.stones[placed.stone]
    assert stone.theirs.recent == (stone.theirs.cards.index(str(placed.card)),)
    assert "recent" in app.render() and "(just played)" in app.render()
    place_first(app)
    board = board_model(seen(game, app.c.play.opponent))
    assert board.last_turn is None and all(not s.theirs.recent for s in board.stones)
    assert 'class="last-turn empty"' in app.render()  # the strip keeps its room


def test_the_last_turn_between_people_after_show_my_hand_names_only_public_actions():
    app = make_app()
    start_game(app)  # Ann vs Bob, Ann first
    app.handle("reveal")
    place_first(app)
    app.handle("end-turn")
    game = app.c.play.game
    assert game.screen is GameScreen.HANDOVER
    app.handle("reveal")
    board = board_model(seen(game))
    assert board.viewer == 1 and board.last_turn is not None and board.last_turn.player == 0
    assert [x.kind for x in board.last_turn.entries] == ["place", "end"]
    text = strip(app)
    assert "Last turn by Ann" in text and "Ann played" in text
    t = Translator("en")
    for card in game.state.hands[0]:  # Ann's hand is never named
        assert t.card(str(card)) not in text
    assert "Bob&#x27;s turn" in app.render()
    # the same from the view alone: what Bob may know
    same = last_turn(player_view(game.state, 1))
    assert same is not None and [h.player for h in same.entries] == [0, 0]


def test_the_tactical_deck_drawn_from_and_a_concealed_return():
    names = ("Ann", "Bob")
    t = Translator("fr")
    entries = last_turn_entries(
        [
            HistoryEntry(0, 1, EndTurn("tactic")),
            HistoryEntry(0, 1, Return((), hidden=(CLAN_DECK, CLAN_DECK))),
        ],
        names,
    )
    said = [message_text(x.line, t) for x in entries]
    assert said[0] == "Bob a pioché une carte tactique."
    assert said[1] == "Bob a remis 2 cartes sous les pioches."


def test_a_round_won_by_the_computer_shows_on_the_board_first(random_computer):
    app = make_app()
    start_game(app, opponent="easy", first="p2")
    game = app.c.play.game
    later: list[Later] = []
    for _ in range(400):
        if game.round_over:
            break
        if app.bot_pending():
            later += [x for x in run_bot(app) if isinstance(x, Later)]
            continue
        place_first(app)  # the person never claims: the computer wins the round
        if not game.round_over:
            app.handle("end-turn")
    assert game.round_over and isinstance(game.state.history[-1].action, Claim)
    assert game.screen is GameScreen.BOARD and later == [Later(1600, "see-result")]
    html = app.render()
    assert 'id="btn-see-result"' in html and "wins round 1" in html
    assert 'class="stones"' in html and "round-over" not in html
    assert "data-bot-turn" not in html  # nobody is to move
    stone = game.state.history[-1].action.stone
    assert board_model(seen(game, app.c.play.opponent)).stones[stone].recent
    app.handle("see-result")
    assert game.screen is GameScreen.ROUND_OVER


def test_the_settings_sound_off_and_animations_on_by_default_and_kept():
    store = MemoryStorage()
    app = make_app(store)
    app.handle("go", "settings")
    html = app.render()
    assert 'id="setting-sound"' in html and 'id="setting-animations"' in html
    assert pressed(html, "setting-sound") == "false"
    assert pressed(html, "setting-animations") == "true"
    assert not app.shared.prefs.sound and app.shared.prefs.animations
    app.handle("sound", "on")
    app.handle("animations", "off")
    again = make_app(store)
    assert again.shared.prefs.sound and not again.shared.prefs.animations
    app.handle("go", "settings")
    assert pressed(app.render(), "setting-sound") == "true"
    fr = make_app(store, ["fr"])
    fr.handle("go", "settings")
    assert "Son et animations" in fr.render()


def pressed(html: str, element_id: str) -> str:
    tag = next(t for t in html.split("<button")[1:] if f'id="{element_id}"' in t.split(">")[0])
    return tag.split('aria-checked="', 1)[1].split('"', 1)[0]


def cues(effects) -> list[str]:
    return [x.cue for x in effects if isinstance(x, Sound)]


def test_sound_cues_only_when_sound_is_on():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    assert cues(place_first(app)) == []  # off on a first visit
    app.handle("undo")
    app.shared.prefs = app.shared.prefs.__class__(sound=True, animations=True)
    assert cues(place_first(app)) == ["placed"]
    app.handle("end-turn")
    assert "placed" in cues(run_bot(app))


def test_a_refused_claim_and_a_won_claim_have_their_cues():
    app = make_app()
    app.handle("sound", "on")
    start_game(app)
    game = app.c.play.game
    heard: set[str] = set()
    for _ in range(300):
        if game.round_over:
            break
        if game.handover:
            app.handle("reveal")
        place_first(app)
        for s in board_model(seen(game)).stones:
            if s.claim_offered and not game.round_over:
                heard.update(cues(app.handle("claim", str(s.index))))
        if not game.round_over:
            app.handle("end-turn")
    assert "claim_won" in heard or "round_won" in heard
    assert heard <= {"claim_won", "claim_refused", "round_won"}


@pytest.fixture
def random_computer(monkeypatch):
    monkeypatch.setattr(opponent_module, "make_bot", lambda level, seed: make_bot("random", seed))


def test_the_computers_tactical_turns_never_name_its_hand(random_computer):
    app = make_app()
    start_game(app, opponent="easy", variant="tactical", first="p1")
    game = app.c.play.game
    t = Translator("en")
    for _ in range(60):
        if game.round_over:
            break
        if app.bot_pending():
            run_bot(app)
            text = strip(app)
            for card in game.state.hands[1]:
                on_table = any(card in s.sides[1] for s in game.state.stones)
                if not on_table:
                    assert f"played {t.card(str(card))}" not in text
            board = board_model(seen(game, app.c.play.opponent))
            assert board.last_turn is not None
            assert message_text(board.last_turn.entries[-1].line, t).startswith("Computer")
            continue
        place_first(app)
        if not game.round_over and game.state.phase.name != "RETURN":
            board = board_model(seen(game, app.c.play.opponent))
            if board.tactical and board.tactical.draw_choices:
                app.handle("end-turn", board.tactical.draw_choices[0])
            else:
                app.handle("end-turn")
        if game.state.phase.name == "RETURN":
            break


def test_tactic_faces_in_each_language_and_the_rule_beside_the_selected_card():
    letters = {lang: tactic_letters("SHIELD", Translator(lang)) for lang in LANGUAGES}
    assert letters == {"en": "SB", "fr": "PB", "es": "EC", "pt": "EC"}
    for lang in LANGUAGES:
        t = Translator(lang)
        faces = [tactic_letters(c.value, t) for c in Tactic]
        assert len(set(faces)) == len(faces)  # each card its own letters
    assert 'data-letters="CM"' in card_static("BLIND", Translator("fr"))
    app = make_app()
    start_game(app, variant="tactical")
    app.handle("reveal")
    game = app.c.play.game
    hand = (Tactic.SPY, *game.state.hands[0][1:])  # an elite troop in Ann's hand
    game.state = replace(game.state, hands=(hand, game.state.hands[1]))
    assert 'id="selected-rule"' not in app.render()
    assert "Elite troop:" not in app.render()  # no list of rules under the hand
    app.handle("select", "SPY")
    html = app.render()
    rule = Translator("en")("tactic.short.SPY")
    assert f'<span class="card-rule" id="selected-rule">{rule}</span>' in html
    assert 'aria-describedby="selected-rule"' in html
