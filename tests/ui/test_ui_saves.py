"""Saves: resume after a reload, several games, bad saves set aside, full storage, files."""

from __future__ import annotations

import json
from html import unescape

from ui_kit import make_app, play_round, play_turn, start_game

from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import dumps
from ui.app import Download, PickFile
from ui.storage import (
    GAME_PREFIX,
    LocalStorage,
    MemoryStorage,
    StorageFullError,
)


def test_reload_mid_turn_resumes_exactly_behind_the_hand_over() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_turn(app)  # Ann's turn
    app.handle("reveal")
    game = app.game
    assert game is not None
    card = game.board_model().hand[0]
    app.handle("select", card)
    app.handle("place", "8")
    before = dumps(game.state)

    again = make_app(store)  # a reload: same storage, new App
    html = unescape(again.render())
    assert "Pass the tablet to Bob" in html and "Welcome back" in html
    assert 'data-intent="select"' not in html
    again.handle("reveal")
    assert again.game is not None
    assert dumps(again.game.state) == before
    assert again.game.board_model().can_undo  # the placement can still be taken back
    again.handle("undo")
    assert card in again.game.board_model().hand


def _two_games(store: MemoryStorage) -> tuple[str, str]:
    app = make_app(store)
    start_game(app, name1="Ann", name2="Bob")
    first = app.entry.id if app.entry else ""
    start_game(app, name1="Cy", name2="Di")
    second = app.entry.id if app.entry else ""
    return first, second


def test_several_games_listed_opened_and_deleted() -> None:
    store = MemoryStorage()
    first, second = _two_games(store)
    app = make_app(store)
    app.handle("go", "saves")
    html = unescape(app.render())
    assert "Ann vs Bob" in html and "Cy vs Di" in html
    app.handle("open", first)
    assert app.game is not None and app.game.names == ("Ann", "Bob")
    app.handle("go", "saves")
    app.handle("delete", second)
    assert "Delete Cy vs Di for good?" in unescape(app.render())
    app.handle("confirm-delete", second)
    assert [e.id for e in app.repo.entries()] == [first]


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
    assert "made by a newer version of this app" in html
    assert "is not a Schotten Totten save" in html
    assert [e.id for e in app.repo.entries()] == [first]
    assert store.data[GAME_PREFIX + first] == good  # untouched
    quarantined = app.repo.quarantined()
    assert len(quarantined) == 3
    assert newer == json.loads(next(store.data[k] for k in quarantined if "/newer/" in k))
    app.handle("open", first)
    assert app.game is not None and app.game.names == ("Ann", "Bob")


def test_full_storage_is_reported_and_the_last_save_kept() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    app.handle("reveal")
    saved = dict(store.data)
    store.quota = sum(len(k) + len(v) for k, v in store.data.items())  # no room left
    game = app.game
    assert game is not None
    app.handle("select", game.board_model().hand[0])
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
    assert app.entry is not None and app.game is not None
    state = dumps(app.game.state)
    app.handle("go", "saves")
    effects = app.handle("export", app.entry.id)  # mid-game between people: a warning first
    assert not any(isinstance(x, Download) for x in effects)
    assert "the file shows both players' hands" in unescape(app.render())
    effects = app.handle("confirm-export", app.entry.id)
    download = next(x for x in effects if isinstance(x, Download))
    assert download.text == state and download.filename.endswith(".json")
    assert app.handle("import") == [PickFile()]

    assert json.loads(download.text)["options"]["names"] == ["Zoé", "Luc"]

    other = make_app(MemoryStorage())
    other.import_file(download.text, "renamed by the player.json")  # names come from the save
    assert "The game was imported." in unescape(other.render())
    entry = other.repo.entries()[0]
    assert entry.names == ("Zoé", "Luc") and entry.score == app.game.state.scores
    other.handle("open", entry.id)
    assert other.game is not None and dumps(other.game.state) == state
    assert other.game.names == ("Zoé", "Luc")


def test_an_unnamed_save_imports_with_default_names() -> None:
    state = new_game(Options(rounds=2), seed=3)
    app = make_app(MemoryStorage(), ["fr-FR"])
    app.import_file(dumps(state), "Schotten Totten - Ann vs Bob - 2025-01-01.json")
    entry = app.repo.entries()[0]
    assert entry.names == ("Joueur 1", "Joueur 2") and entry.rounds == 2
    app.handle("open", entry.id)
    assert app.game is not None and app.game.names == ("Joueur 1", "Joueur 2")


def test_new_games_and_rematches_carry_the_names() -> None:
    app = make_app()
    start_game(app, name1="  Ann   Lee ", name2="")
    assert app.game is not None
    assert app.game.state.options.names == ("Ann Lee", "Player 2")
    play_round(app)
    app.handle("rematch")
    assert app.game.state.options.names == ("Ann Lee", "Player 2")


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
    assert "Definições" in unescape(app.render())
    assert "Novo jogo" in make_app(store, ["es-ES"]).render()


class FakeJsNull:
    """Stands for ``pyodide.ffi.jsnull``: truthy and not ``None``."""


class FakeLocalStorage:
    def __init__(self, quota: int = 10_000) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key: str) -> object:
        return self.items.get(key, FakeJsNull())

    def setItem(self, key: str, value: str) -> None:
        if len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: The quota has been exceeded.")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int) -> object:
        return list(self.items)[i] if i < len(self.items) else FakeJsNull()


def test_local_storage_adapter() -> None:
    ls = FakeLocalStorage(quota=5)
    store = LocalStorage(ls)
    assert store.get("missing") is None
    store.set("a", "1")
    assert store.get("a") == "1" and store.keys() == ["a"]
    try:
        store.set("b", "too long")
    except StorageFullError:
        pass
    else:
        raise AssertionError("a full store must raise StorageFullError")
    store.remove("a")
    assert store.keys() == []
