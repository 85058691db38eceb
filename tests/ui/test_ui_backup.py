"""Export everything, import everything, persistent storage and the reminder (#29): a backup
brings back every game, record, statistic and puzzle into an emptied browser; an import is all
or nothing and asks before it replaces a game; the browser is asked to keep the storage when a
game is first saved, and Settings says whether it does."""

from __future__ import annotations

import json
from html import unescape

import pytest
from ui_kit import make_app, play_round, play_turn, start_game

from schotten.bots import make_bot, play_match
from schotten.options import Options
from schotten.serialize import dumps
from schotten.stats import load_records
from ui.app import App, Screen
from ui.backup import FORMAT, looks_like_backup
from ui.effects import AskPersist, Download, PickFile
from ui.learning import LEARNING_PREFIX, STATS_KEY
from ui.progress import LESSONS_KEY, PUZZLES_KEY
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import (
    GAME_PREFIX,
    INDEX_KEY,
    QUARANTINE_PREFIX,
    REVIEW_PREFIX,
    SETTINGS_KEY,
    UNDO_PREFIX,
)

DAY = 24 * 3600


def said(effects: list[object]) -> str:
    return " ".join(getattr(x, "text", "") for x in effects)


def page(app: App) -> str:
    return unescape(app.render())


def export(app: App) -> Download:
    app.handle("go", "settings")
    effects = app.handle("backup-export")
    return next(x for x in effects if isinstance(x, Download))


def finished(seed: int) -> str:
    state = play_match(
        [make_bot("random", seed), make_bot("random", seed + 1)],
        Options(names=("Eva", "Max")),
        seed,
    )
    return dumps(state)


def other_device(store: MemoryStorage) -> App:
    """Another device: its own clock, so its games' ids are its own."""
    ticks = iter(range(1_800_000_000, 1_900_000_000))
    return App(store, ["en"], lambda: float(next(ticks)), lambda: 11)


def a_device_with_everything() -> tuple[MemoryStorage, App]:
    """Three games (one between people in progress with take-backs, one finished and counted
    in the statistics with hints, one imported and reviewed), a lesson begun, a puzzle solved."""
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_turn(app)
    app.handle("reveal")
    play_turn(app)  # in progress, between people
    start_game(app, name1="Zoé", name2="Luc")
    play_round(app)  # finished: counted in the statistics
    app.import_file(finished(3), "eva.json")
    imported = next(e.id for e in app.shared.repo.entries() if e.names == ("Eva", "Max"))
    app.shared.page_query = "?review_budget=20"
    app.handle("replay", imported)
    app.handle("review")
    while app.review_pending():
        app.review_step(1e9)
    store.data[LEARNING_PREFIX + imported] = json.dumps(
        {
            "format": "schotten-totten-learning",
            "version": 2,
            "hints": [3],
            "takebacks": 0,
            "takeback_plies": [],
        }
    )
    app.handle("lesson-start", "basics")
    app.handle("lesson-leave")
    store.data[PUZZLES_KEY] = json.dumps({"version": 1, "solved": {"c-1-001": "2026-11-30"}})
    app = make_app(store)  # read back as a new visit does
    assert REVIEW_PREFIX + imported in store.data and STATS_KEY in store.data
    return store, app


def kept(store: MemoryStorage) -> dict[str, object]:
    """Everything a backup restores, as JSON values: games, their index lines, records,
    reviews, statistics, lessons and puzzles (not the take-back snapshots, the settings nor the
    current game)."""
    out: dict[str, object] = {
        k: json.loads(v)
        for k, v in store.data.items()
        if k.startswith((GAME_PREFIX, LEARNING_PREFIX, REVIEW_PREFIX))
        or k in (STATS_KEY, LESSONS_KEY, PUZZLES_KEY)
    }
    lines = json.loads(store.data.get(INDEX_KEY, "[]"))
    out[INDEX_KEY] = sorted(
        ({k: v for k, v in x.items() if k != "rev"} for x in lines), key=lambda x: x["id"]
    )
    return out


def test_everything_comes_back_into_an_emptied_browser() -> None:
    store, app = a_device_with_everything()
    download = export(app)
    assert download.filename == "Schotten Totten - backup - 2023-11-14.json"
    assert looks_like_backup(download.text) and json.loads(download.text)["format"] == FORMAT
    assert "Everything was exported in one file: 3 games" in page(app)
    assert "Last exported" in page(app)

    emptied = MemoryStorage()  # the browser cleared the site's storage
    fresh = make_app(emptied)
    fresh.handle("go", "settings")
    assert fresh.handle("backup-import") == [PickFile()]
    effects = fresh.import_file(download.text.encode("utf-8"), "backup.json")
    assert fresh.shared.screen is Screen.SETTINGS
    assert "The backup was imported. 3 games added." in said(effects)
    assert "statistics, lessons and puzzles were added" in page(fresh)
    assert kept(emptied) == kept(store)
    assert all(emptied.data[k] == store.data[k] for k in store.data if k.startswith(GAME_PREFIX))
    again = make_app(emptied)
    for entry in again.shared.repo.entries():  # each opens as it was
        again.handle("open", entry.id)
        assert again.c.play.game is not None
        assert dumps(again.c.play.game.state) == store.data[GAME_PREFIX + entry.id]
    assert len(load_records(emptied.data[STATS_KEY]).records) == 1
    assert again.c.teach.progress.lessons == app.c.teach.progress.lessons
    assert again.c.teach.progress.solved == {"c-1-001": "2026-11-30"}
    assert not [k for k in emptied.data if k.startswith(UNDO_PREFIX)]  # a convenience only


def test_importing_a_backup_of_what_is_here_changes_nothing() -> None:
    store, app = a_device_with_everything()
    download = export(app)
    before = dict(store.data)
    effects = app.import_file(download.text)
    assert "3 games were already here" in said(effects)
    assert store.data == before


def moved_on() -> tuple[MemoryStorage, App, str, str]:
    """A device whose game went on after the backup was made (same id, more moves)."""
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_turn(app)
    assert app.c.play.entry is not None
    game_id = app.c.play.entry.id
    backup = export(app).text
    app.handle("continue")
    play_turn(app)
    return store, app, game_id, backup


def test_a_game_saved_here_at_another_point_is_a_question_cancel_changes_nothing() -> None:
    store, app, _game_id, backup = moved_on()
    before = dict(store.data)
    effects = app.import_file(backup)
    html = page(app)
    assert "The backup holds 1 game that is also saved here, at another point." in html
    assert 'id="backup-replace"' in html and 'id="backup-keep"' in html
    assert "Ann vs Bob" in html
    assert store.data == before  # nothing written before the answer
    assert "also saved here" in said(effects)
    effects = app.handle("backup-cancel")
    assert "Nothing was imported." in said(effects)
    assert store.data == before and 'id="backup-replace"' not in page(app)


def test_keep_both_adds_the_backups_game_beside() -> None:
    store, app, game_id, backup = moved_on()
    here = store.data[GAME_PREFIX + game_id]
    app.import_file(backup)
    effects = app.handle("backup-keep")
    assert "1 game kept twice" in said(effects)
    assert store.data[GAME_PREFIX + game_id] == here
    (other,) = [e for e in app.shared.repo.entries() if e.id != game_id]
    assert other.names == ("Ann", "Bob")
    assert json.loads(store.data[GAME_PREFIX + other.id]) == json.loads(backup)["games"][0]["save"]


def test_replace_puts_the_backups_game_in_its_place_and_other_tabs_see_it() -> None:
    store, app, game_id, backup = moved_on()
    other_tab = make_app(store)  # holds the game at its revision
    rev = app.shared.repo.entry(game_id).rev  # type: ignore[union-attr]
    app.import_file(backup)
    effects = app.handle("backup-replace")
    assert "1 game replaced by the backup's" in said(effects)
    saved = json.loads(backup)["games"][0]["save"]
    assert json.loads(store.data[GAME_PREFIX + game_id]) == saved
    assert app.shared.repo.entry(game_id).rev == rev + 1  # type: ignore[union-attr]
    assert UNDO_PREFIX + game_id not in store.data
    assert (
        app.c.play.game is not None
        and dumps(app.c.play.game.state) == store.data[GAME_PREFIX + game_id]
    )
    other_tab.handle("continue")
    other_tab.handle("reveal")  # its write is refused: the game was replaced under it
    assert other_tab.c.play.stale == "moved"
    assert "moved on in another tab" in page(other_tab)
    assert json.loads(store.data[GAME_PREFIX + game_id]) == saved


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d["games"][0]["save"].update(seed="x"),
        lambda d: d["games"][0]["save"].update(version=9),
        lambda d: d["games"][1].update(id="other"),
        lambda d: d["games"].append(d["games"][0]),
        lambda d: d.update(stats={"format": "schotten-totten-stats", "version": 1, "games": [1]}),
        lambda d: d.update(puzzles={"version": 5, "solved": {}}),
        lambda d: d["games"][0].update(review={"format": "schotten-totten-review"}),
        lambda d: d.update(version=2),
        lambda d: d.pop("games"),
    ],
)
def test_a_backup_with_any_bad_part_imports_nothing(spoil: object) -> None:
    _store, app = a_device_with_everything()
    data = json.loads(export(app).text)
    spoil(data)  # type: ignore[operator]
    target = MemoryStorage({SETTINGS_KEY: '{"language": "en"}'})
    fresh = make_app(target)
    before = dict(target.data)
    effects = fresh.import_file(json.dumps(data))
    assert "nothing was imported" in said(effects)
    assert target.data == before


def test_a_damaged_file_says_so_and_a_newer_backup_too() -> None:
    app = make_app()
    effects = app.import_file('{"format": "schotten-totten-backup", "version": 1, "gam')
    assert "could not be read whole: nothing was imported" in said(effects)
    effects = app.import_file('{"format": "schotten-totten-backup", "version": 2, "games": []}')
    assert "made by a newer version of the game: nothing was imported" in said(effects)


def test_a_full_storage_imports_nothing() -> None:
    _store, app = a_device_with_everything()
    text = export(app).text
    target = MemoryStorage(quota=len(text) // 2)
    fresh = make_app(target)
    before = dict(target.data)
    effects = fresh.import_file(text)
    assert "storage is full: nothing of the backup was imported" in said(effects)
    assert target.data == before


def test_statistics_lessons_and_puzzles_are_added_to_this_devices() -> None:
    _store, app = a_device_with_everything()
    text = export(app).text
    target = MemoryStorage()
    here = other_device(target)
    start_game(here, name1="Cy", name2="Di")
    play_round(here)  # a match of its own in the statistics
    target.data[LESSONS_KEY] = json.dumps(
        {"version": 1, "lessons": {"basics": {"step": 0, "done": True}}}
    )
    target.data[PUZZLES_KEY] = json.dumps(
        {"version": 1, "solved": {"c-1-001": "2026-12-01", "c-1-002": "2026-12-01"}}
    )
    here = other_device(target)
    here.import_file(text)
    assert len(load_records(target.data[STATS_KEY]).records) == 2  # each match counted once
    lessons = json.loads(target.data[LESSONS_KEY])["lessons"]
    step = app.c.teach.progress.lessons["basics"].step
    assert lessons["basics"] == {"step": step, "done": True}  # the furthest, and done
    solved = json.loads(target.data[PUZZLES_KEY])["solved"]
    assert solved == {"c-1-001": "2026-11-30", "c-1-002": "2026-12-01"}  # the first day
    assert here.c.teach.progress.solved == solved


def test_a_newer_versions_statistics_here_refuse_the_import() -> None:
    _store, app = a_device_with_everything()
    text = export(app).text
    newer = '{"format": "schotten-totten-stats", "version": 9, "games": []}'
    target = MemoryStorage({STATS_KEY: newer})
    fresh = make_app(target)
    before = dict(target.data)
    effects = fresh.import_file(text)
    assert "newer version of the game" in said(effects) and "nothing was imported" in said(effects)
    assert target.data == before


def test_a_newer_versions_games_are_left_out_of_the_export_and_said() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    newer = json.loads(store.data[GAME_PREFIX + app.shared.repo.entries()[0].id])
    newer["version"] = 2
    store.data[GAME_PREFIX + "gnew"] = json.dumps(newer)
    app = make_app(store)
    download = export(app)
    assert [g["id"] for g in json.loads(download.text)["games"]] != ["gnew"]
    assert len(json.loads(download.text)["games"]) == 1
    assert "1 game saved by a newer version is not in it" in page(app)


# --- persistent storage ------------------------------------------------------------------------


def test_the_browser_is_asked_to_keep_the_storage_when_a_game_is_first_saved() -> None:
    app = make_app()
    app.handle("go", "new")
    effects = app.handle("new-game", "", {"name1": "Ann", "name2": "Bob"})
    assert AskPersist() in effects
    app.persistence_answer(False)  # the browser said no, without the player asking
    effects = app.handle("rematch") + app.import_file(finished(5))
    assert AskPersist() not in effects  # once a page
    again = make_app()
    again.persistence_known("granted")
    again.handle("go", "new")
    assert AskPersist() not in again.handle("new-game", "", {"name1": "A", "name2": "B"})
    unsupported = make_app()
    unsupported.persistence_known("unsupported")
    assert AskPersist() not in unsupported.import_file(finished(5))


@pytest.mark.parametrize(
    ("state", "text", "button"),
    [
        ("granted", "This browser keeps your saved games", False),
        ("not_granted", "This browser may clear your saved games", True),
        ("unsupported", "This browser cannot be asked to keep your saved games", False),
        ("unknown", "Export everything to keep a copy", False),
    ],
)
def test_settings_say_whether_the_browser_keeps_the_games(
    state: str, text: str, button: bool
) -> None:
    app = make_app()
    app.persistence_known(state)
    app.handle("go", "settings")
    html = page(app)
    assert text in html and f'data-persistence="{state}"' in html
    assert ('id="persist-ask"' in html) is button
    assert 'id="backup-export"' in html and 'id="backup-import"' in html
    assert "Never exported from this device." in html


def test_asking_from_settings_says_the_answer() -> None:
    app = make_app()
    app.persistence_known("not_granted")
    app.handle("go", "settings")
    effects = app.handle("persist-ask")
    assert AskPersist(asked=True) in effects
    effects = app.persistence_answer(True, asked=True)
    assert said(effects) == "The browser now keeps your saved games."
    html = page(app)
    assert 'id="persist-ask"' not in html and "This browser keeps your saved games" in html
    assert said(app.persistence_answer(False, asked=True)).startswith("The browser did not agree")


# --- the reminder ------------------------------------------------------------------------------


class Days:
    """A clock that the test moves on by days."""

    def __init__(self) -> None:
        self.t = 1_700_000_000.0

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


def test_a_player_who_never_backed_up_is_reminded_once_after_a_week() -> None:
    clock, store = Days(), MemoryStorage()
    app = App(store, ["en"], clock, lambda: 7)
    start_game(app)
    app.handle("go", "start")
    assert "Export everything in Settings" not in page(app)  # a game of today
    clock.t += 6 * DAY
    assert "Export everything in Settings" not in page(App(store, ["en"], clock, lambda: 7))
    clock.t += 2 * DAY
    later = App(store, ["en"], clock, lambda: 7)
    later.handle("go", "start")
    assert "Your saved games are kept only by this browser" in page(later)
    assert "Your saved games are kept only by this browser" in page(later)  # until an action
    later.handle("go", "saves")
    later.handle("go", "start")
    assert "kept only by this browser" not in page(later)
    again = App(store, ["en"], clock, lambda: 7)
    again.handle("go", "start")
    assert "kept only by this browser" not in page(again)  # once


def test_no_reminder_after_an_export() -> None:
    clock, store = Days(), MemoryStorage()
    app = App(store, ["en"], clock, lambda: 7)
    start_game(app)
    export(app)
    clock.t += 30 * DAY
    later = App(store, ["en"], clock, lambda: 7)
    later.handle("go", "start")
    assert "kept only by this browser" not in page(later)
    later.handle("go", "settings")
    assert "Last exported 2023-11-14" in page(later)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ("Tout exporter", "Tout importer", "Ce navigateur peut effacer")),
        ("es", ("Exportar todo", "Importar todo", "Este navegador puede borrar")),
        ("pt", ("Exportar tudo", "Importar tudo", "Este navegador pode apagar")),
    ],
)
def test_the_settings_section_in_other_languages(lang: str, words: tuple[str, ...]) -> None:
    app = make_app(languages=[lang])
    app.persistence_known("not_granted")
    app.handle("go", "settings")
    html = page(app)
    assert all(w in html for w in words), html


def test_quarantined_keys_are_not_in_a_backup() -> None:
    store, app = a_device_with_everything()
    store.data[QUARANTINE_PREFIX + "game-x/corrupt/1"] = "{broken"
    text = export(app).text
    assert "{broken" not in text
