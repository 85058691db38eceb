"""Saves: resume after a reload, several games, bad saves set aside, full storage, files."""

from __future__ import annotations

import json
from html import unescape

from ui_kit import make_app, play_round, play_turn, start_game

from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import dumps
from ui.app import App
from ui.control.shared import plain_date
from ui.effects import Download, PickFile
from ui.present import board_model
from ui.seen import seen
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import GAME_PREFIX


def test_reload_mid_turn_resumes_exactly_behind_the_hand_over() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_turn(app)  # Ann's turn
    app.handle("reveal")
    game = app.c.play.game
    assert game is not None
    card = board_model(seen(game)).hand[0]
    app.handle("select", card)
    app.handle("place", "8")
    before = dumps(game.state)

    again = make_app(store)  # a reload: same storage, new App
    html = unescape(again.render())
    assert "Pass the tablet to Bob" in html and "Welcome back" in html
    assert 'data-intent="select"' not in html
    again.handle("reveal")
    assert again.c.play.game is not None
    assert dumps(again.c.play.game.state) == before
    assert board_model(seen(again.c.play.game)).can_undo  # the placement can still be taken back
    again.handle("undo")
    assert card in board_model(seen(again.c.play.game)).hand


def _two_games(store: MemoryStorage) -> tuple[str, str]:
    app = make_app(store)
    start_game(app, name1="Ann", name2="Bob")
    first = app.c.play.entry.id if app.c.play.entry else ""
    start_game(app, name1="Cy", name2="Di")
    second = app.c.play.entry.id if app.c.play.entry else ""
    return first, second


def test_several_games_listed_opened_and_deleted() -> None:
    store = MemoryStorage()
    first, second = _two_games(store)
    app = make_app(store)
    app.handle("go", "saves")
    html = unescape(app.render())
    assert "Ann vs Bob" in html and "Cy vs Di" in html
    app.handle("open", first)
    assert app.c.play.game is not None and app.c.play.game.names == ("Ann", "Bob")
    app.handle("go", "saves")
    app.handle("delete", second)
    assert "Delete Cy vs Di for good?" in unescape(app.render())
    app.handle("confirm-delete", second)
    assert [e.id for e in app.shared.repo.entries()] == [first]


def test_bad_saves_are_set_aside_reported_and_others_survive() -> None:
    store = MemoryStorage()
    first, second = _two_games(store)
    good = store.data[GAME_PREFIX + first]
    store.data[GAME_PREFIX + second] = good[: len(good) // 2]  # truncated: corrupt
    newer = json.loads(good)
    newer["version"] = 99
    store.data[GAME_PREFIX + "gnewer"] = json.dumps(newer)
    store.data[GAME_PREFIX + "gforeign"] = json.dumps({"format": "chess", "moves": []})

    app = make_app(store)
    html = unescape(app.render())
    assert "could not be read (the data is damaged)" in html
    assert "made by a newer version of this game" in html
    assert "is not a Schotten Totten save" in html
    assert [e.id for e in app.shared.repo.entries()] == [first]
    assert store.data[GAME_PREFIX + first] == good  # untouched
    quarantined = app.shared.repo.quarantined()
    assert len(quarantined) == 2  # the newer version's save stays where it is, for it
    assert newer == json.loads(store.data[GAME_PREFIX + "gnewer"])
    app.handle("open", first)
    assert app.c.play.game is not None and app.c.play.game.names == ("Ann", "Bob")


def test_full_storage_is_reported_and_the_last_save_kept() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    app.handle("reveal")
    saved = dict(store.data)
    store.quota = sum(len(k) + len(v) for k, v in store.data.items())  # no room left
    game = app.c.play.game
    assert game is not None
    app.handle("select", board_model(seen(game)).hand[0])
    effects = app.handle("place", "0")
    text = " ".join(getattr(x, "text", "") for x in effects)
    assert "storage is full" in text
    assert "storage is full" in unescape(app.render())
    assert store.data == saved


def test_export_then_import_gives_the_same_game() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, name1="Zoé", name2="Luc")
    for _ in range(3):
        play_turn(app)
    assert app.c.play.entry is not None and app.c.play.game is not None
    state = dumps(app.c.play.game.state)
    app.handle("go", "saves")
    effects = app.handle("export", app.c.play.entry.id)  # mid-game between people: a warning first
    assert not any(isinstance(x, Download) for x in effects)
    assert "the file shows both players' hands" in unescape(app.render())
    effects = app.handle("confirm-export", app.c.play.entry.id)
    download = next(x for x in effects if isinstance(x, Download))
    dates = {"created": app.c.play.entry.created, "updated": app.c.play.entry.updated}
    assert json.loads(download.text) == {**json.loads(state), "dates": dates}
    assert download.filename.endswith(".json")
    assert app.handle("import") == [PickFile()]

    assert json.loads(download.text)["options"]["names"] == ["Zoé", "Luc"]

    other = make_app(MemoryStorage())
    other.import_file(download.text, "renamed by the player.json")  # names come from the save
    assert "The game was imported." in unescape(other.render())
    entry = other.shared.repo.entries()[0]
    assert entry.names == ("Zoé", "Luc") and entry.score == app.c.play.game.state.scores
    other.handle("open", entry.id)
    assert other.c.play.game is not None and dumps(other.c.play.game.state) == state
    assert other.c.play.game.names == ("Zoé", "Luc")


def test_an_imported_game_keeps_the_dates_it_was_played() -> None:
    """#44: a game imported on another device, months later, is listed as last played when it
    was, not on the day of the import; its stored save stays the engine's own text. A file
    without dates (an older export) or with unsound ones is dated the day of the import."""
    app = make_app()
    start_game(app)
    play_turn(app)
    assert app.c.play.entry is not None
    played = (app.c.play.entry.created, app.c.play.entry.updated)
    app.handle("go", "saves")
    app.handle("export", app.c.play.entry.id)  # mid-game between people: a warning first
    effects = app.handle("confirm-export", app.c.play.entry.id)
    text = next(x for x in effects if isinstance(x, Download)).text
    later = 1_720_000_000.0
    store = MemoryStorage()
    other = App(store, ["en-GB"], lambda: later, lambda: 7)
    other.import_file(text, "game.json")
    entry = other.shared.repo.entries()[0]
    assert (entry.created, entry.updated) == played
    assert plain_date(played[1], "en") in unescape(other.render())
    assert plain_date(later, "en") not in unescape(other.render())
    assert "dates" not in json.loads(store.data[GAME_PREFIX + entry.id])
    assert (
        other.shared.repo.entries()[0].created,
        other.shared.repo.entries()[0].updated,
    ) == played
    data = json.loads(text)
    for dates in (None, {"created": "x", "updated": 1}, {"created": played[1], "updated": 5.0}):
        if dates is None:
            data.pop("dates", None)
        else:
            data["dates"] = dates
        again = App(MemoryStorage(), ["en-GB"], lambda: later, lambda: 7)
        again.import_file(json.dumps(data), "game.json")
        assert "The game was imported." in unescape(again.render())
        entry = again.shared.repo.entries()[0]
        assert (entry.created, entry.updated) == (later, later), dates


def test_an_unnamed_save_imports_with_default_names() -> None:
    state = new_game(Options(rounds=2), seed=3)
    app = make_app(MemoryStorage(), ["fr-FR"])
    app.import_file(dumps(state), "Schotten Totten - Ann vs Bob - 2025-01-01.json")
    entry = app.shared.repo.entries()[0]
    assert entry.names == ("Joueur 1", "Joueur 2") and entry.rounds == 2
    app.handle("open", entry.id)
    assert app.c.play.game is not None and app.c.play.game.names == ("Joueur 1", "Joueur 2")


def test_new_games_and_rematches_carry_the_names() -> None:
    app = make_app()
    start_game(app, name1="  Ann   Lee ", name2="")
    assert app.c.play.game is not None
    assert app.c.play.game.state.options.names == ("Ann Lee", "Player 2")
    play_round(app)
    app.handle("rematch")
    assert app.c.play.game.state.options.names == ("Ann Lee", "Player 2")


def test_importing_a_bad_file_changes_nothing() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    before = dict(store.data)
    app.import_file("{not json", "x.json")
    assert "could not be read as a game" in unescape(app.render())
    app.import_file(json.dumps({"format": "schotten-totten-save", "version": 2}), "y.json")
    assert "newer version" in unescape(app.render())
    assert store.data == before


def test_language_choice_is_kept() -> None:
    store = MemoryStorage()
    app = make_app(store, ["es-ES"])
    assert "Nueva partida" in app.render()
    app.handle("go", "settings")
    app.handle("language", "pt")
    assert "Configurações" in unescape(app.render())
    assert "Novo jogo" in make_app(store, ["es-ES"]).render()


# --- the screens around the game -------------------------------------------------------------


def test_the_list_shows_variant_opponent_and_level_with_short_buttons() -> None:
    from ui_kit import Inspector

    store = MemoryStorage()
    app = make_app(store)
    start_game(app, name1="Ann", name2="Bob")
    start_game(app, name1="Cy", opponent="medium", variant="tactical")
    app.handle("go", "saves")
    html = unescape(app.render())
    assert "Classic game · Two players" in html
    assert "Tactical game · Against the computer (medium)" in html
    buttons = Inspector(app.render()).buttons
    opens = [b for b in buttons if b.get("data-intent") == "open"]
    assert [b["__text__"] for b in opens] == ["Open", "Open"]
    assert {Inspector.name(b) for b in opens} == {"Open Ann vs Bob", "Open Cy vs Computer (medium)"}
    line = [b.get("data-intent") for b in buttons if b.get("data-arg") == opens[0]["data-arg"]]
    assert line == ["open", "export", "delete"]  # Delete at the far end, away from Open


def test_a_finished_match_is_not_offered_as_continue() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_round(app)  # a one-round match: over
    app.handle("go", "start")
    assert 'id="btn-continue"' not in app.render()
    assert 'id="btn-continue"' not in make_app(store).render()  # after a reload too


def test_importing_the_same_game_twice_says_so() -> None:
    app = make_app()
    start_game(app)
    play_turn(app)
    assert app.c.play.entry is not None
    text = app.shared.repo.export_text(app.c.play.entry.id)
    effects = app.import_file(text)
    assert len(app.shared.repo.entries()) == 1
    assert "already in your saved games" in unescape(app.render())
    assert any(getattr(x, "element_id", "") == f"open-{app.c.play.entry.id}" for x in effects)
    app.handle("go", "start")
    start_game(app)  # another game: its file imports
    other = app.shared.repo.export_text(app.c.play.entry.id)
    app.shared.repo.delete(app.c.play.entry.id)
    app.import_file(other)
    assert len(app.shared.repo.entries()) == 2


def test_messages_go_away_after_the_next_action_and_export_confirms() -> None:
    app = make_app()
    start_game(app)
    assert app.c.play.entry is not None
    app.handle("go", "saves")
    app.handle("export", app.c.play.entry.id)  # mid-game between people: the warning first
    effects = app.handle("confirm-export", app.c.play.entry.id)
    assert any(isinstance(x, Download) for x in effects)
    assert "The game file was downloaded." in unescape(app.render())
    app.handle("delete", app.c.play.entry.id)  # the next action
    assert "The game file was downloaded." not in unescape(app.render())
    app.handle("cancel-delete", app.c.play.entry.id)
    app.import_file("not a game")
    assert "could not be read" in unescape(app.render())
    app.handle("go", "start")
    app.handle("go", "saves")
    assert "could not be read" not in unescape(app.render())


def test_continue_in_pass_and_play_goes_through_the_hand_over() -> None:
    app = make_app()
    start_game(app)
    app.handle("reveal")
    assert app.c.play.game is not None and app.c.play.game.screen == "board"
    app.handle("go", "start")
    app.handle("continue")
    html = unescape(app.render())
    assert "Pass the tablet to Ann" in html and 'data-intent="select"' not in html
    app.handle("reveal")
    assert 'data-intent="select"' in app.render()


def test_the_form_keeps_the_last_names_and_puts_the_opponent_first() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, name1="Amélie", name2="Hugo")
    again = make_app(store)
    again.handle("go", "new")
    html = again.render()
    assert 'value="Amélie"' in html and 'value="Hugo"' in html
    assert html.index('name="opponent"') < html.index('name="name1"') < html.index('name="variant"')
    assert 'class="field name2-field"' in html  # hidden by CSS while the computer is chosen
    start_game(again, name1="Zoé", opponent="easy")  # the computer's name is not kept
    again.handle("go", "new")
    assert 'value="Zoé"' in again.render() and 'value="Hugo"' in again.render()
