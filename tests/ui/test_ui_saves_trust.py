"""Saved games that survive two tabs, a full storage and hostile files (issue #10): each test
reproduces one finding on the old code and shows it fixed."""

from __future__ import annotations

import json
from html import unescape
from html.parser import HTMLParser

from ui_kit import make_app, play_round, play_turn, start_game

from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import dumps, loads
from ui import render
from ui.app import App
from ui.effects import Download
from ui.markup import unsafe_markup
from ui.present import board_model
from ui.seen import seen
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import CURRENT_KEY, GAME_PREFIX, INDEX_KEY, SETTINGS_KEY, UNDO_PREFIX

DEEP = "[" * 10_000 + "]" * 10_000  # 20 KB


def game_key(app: App) -> str:
    assert app.c.play.entry is not None
    return GAME_PREFIX + app.c.play.entry.id


def text_of(app: App) -> str:
    return unescape(app.render())


# --- 1. two tabs on one game ----------------------------------------------------------------


def test_two_tabs_never_overwrite_each_other() -> None:
    store = MemoryStorage()
    a = make_app(store)
    start_game(a)
    for _ in range(5):
        play_turn(a)
    b = make_app(store)  # tab B opens: it resumes the game
    assert b.c.play.game is not None and b.c.play.entry is not None and a.c.play.entry is not None
    play_turn(b)
    b_line = store.data[game_key(b)]
    assert loads(b_line) == b.c.play.game.state

    effects = a.handle("reveal")  # tab A is still on its line: its first write is refused
    assert store.data[game_key(a)] == b_line  # refused: B's move is not overwritten
    assert any("moved on in another tab" in getattr(x, "text", "") for x in effects)
    html = text_of(a)
    assert "moved on in another tab" in html and 'id="btn-load-latest"' in html
    assert 'data-intent="select"' not in html  # no more moves on the stale line
    assert a.handle("end-turn") == [] and store.data[game_key(a)] == b_line
    a.handle("load-latest")
    assert a.c.play.game is not None and dumps(a.c.play.game.state) == b_line
    play_turn(a)  # A goes on from B's position: saved
    assert loads(store.data[game_key(a)]) == a.c.play.game.state


def test_an_idle_tab_follows_the_game_and_steps_back_when_it_is_deleted() -> None:
    store = MemoryStorage()
    a = make_app(store)
    start_game(a)
    play_turn(a)
    b = make_app(store)
    assert b.c.play.game is not None and a.c.play.game is not None
    play_turn(b)
    changed, effects = a.storage_changed(game_key(b))  # the browser's storage event
    assert changed and dumps(a.c.play.game.state) == dumps(b.c.play.game.state)
    assert any("here it is as it stands now" in getattr(x, "text", "") for x in effects)
    assert "Pass the tablet" in text_of(a)  # behind the hand-over screen, as after a reload
    assert a.storage_changed("someone-else/key") == (False, [])
    assert a.storage_changed(game_key(a)) == (False, [])  # nothing new: nothing to do

    assert b.c.play.entry is not None
    game_id = b.c.play.entry.id
    b.handle("go", "saves")
    b.handle("delete", game_id)
    b.handle("confirm-delete", game_id)
    changed, _ = a.storage_changed(GAME_PREFIX + game_id)
    assert changed and a.c.play.game is None and a.shared.screen == "saves"
    assert "deleted in another tab" in text_of(a)
    assert GAME_PREFIX + game_id not in store.data  # A wrote nothing back


# --- 2 and 5. a full storage ------------------------------------------------------------------


def test_a_full_storage_still_lists_opens_and_deletes_games() -> None:
    store = MemoryStorage()
    first = make_app(store)
    start_game(first, name1="Ann", name2="Bob")
    start_game(first, name1="Cy", name2="Di")
    full = MemoryStorage(store.data, quota=0)  # every write refused: another app filled it
    app = App(full, ["en"], lambda: 1_800_000_000.0, lambda: 7)
    app.handle("go", "saves")
    html = text_of(app)
    assert "Ann vs Bob" in html and "Cy vs Di" in html
    line = next(e for e in app.shared.repo.entries() if e.names == ("Ann", "Bob"))
    app.handle("open", line.id)
    assert app.c.play.game is not None and app.c.play.game.names == ("Ann", "Bob")
    before = dict(full.data)
    app.handle("reveal")
    effects = app.handle("select", board_model(seen(app.c.play.game)).hand[0])
    effects = app.handle("place", "0")
    assert any("storage is full" in getattr(x, "text", "") for x in effects)
    assert full.data == before  # only the new write was refused
    # deleting a game frees the space for the next write
    store = MemoryStorage(full.data)
    store.quota = sum(len(k) + len(v) for k, v in store.data.items())  # full to the brim
    app = App(store, ["en"], lambda: 1_800_000_000.0, lambda: 7)
    app.handle("open", line.id)
    app.handle("reveal")
    app.handle("select", board_model(seen(app.c.play.game)).hand[0])
    assert any("storage is full" in getattr(x, "text", "") for x in app.handle("place", "0"))
    app.handle("go", "saves")
    other = next(e for e in app.shared.repo.entries() if e.names == ("Cy", "Di"))
    app.handle("delete", other.id)
    app.handle("confirm-delete", other.id)
    assert GAME_PREFIX + other.id not in store.data
    app.handle("open", line.id)
    app.handle("reveal")
    app.handle("select", board_model(seen(app.c.play.game)).hand[0])
    app.handle("place", "0")
    assert loads(store.data[GAME_PREFIX + line.id]) == app.c.play.game.state


def test_an_import_into_nearly_full_storage_writes_all_or_nothing() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    text = dumps(new_game(Options(names=("Eve", "Fay")), seed=4))
    used = sum(len(k) + len(v) for k, v in store.data.items())
    store.quota = used + len(text) + 40  # room for the game text, not for the index too
    before = dict(store.data)
    app.import_file(text, "x.json")
    assert "storage is full" in text_of(app)
    assert store.data == before  # nothing half-stored
    assert "? vs ?" not in text_of(app)


# --- 3 and 4. hostile keys and files -------------------------------------------------------


def test_one_bad_key_never_stops_start_up_and_is_listed_with_a_delete_button() -> None:
    for key_of in (
        lambda ids: INDEX_KEY,
        lambda ids: SETTINGS_KEY,
        lambda ids: UNDO_PREFIX + ids[0],
        lambda ids: GAME_PREFIX + ids[1],
    ):
        store = MemoryStorage()
        app = make_app(store)
        start_game(app, name1="Ann", name2="Bob")
        first = app.c.play.entry.id if app.c.play.entry else ""
        play_turn(app)
        app.handle("reveal")
        app.handle("select", board_model(seen(app.c.play.game)).hand[0] if app.c.play.game else "")
        app.handle("place", "0")  # a take-back snapshot is stored
        start_game(app, name1="Cy", name2="Di")
        second = app.c.play.entry.id if app.c.play.entry else ""
        key = key_of([first, second])
        store.data[key] = DEEP
        again = make_app(store)  # start-up: no RecursionError, whatever the key
        again.handle("go", "saves")
        html = text_of(again)
        assert "Unreadable data 1" in html, key
        assert "Ann vs Bob" in html, key
        assert ("Cy vs Di" in html) == (key != GAME_PREFIX + second), key
        assert DEEP in store.data.values()  # set aside, never lost
        again.handle("delete-unreadable", next(k for k, v in store.data.items() if v == DEEP))
        target = next(k for k, v in store.data.items() if v == DEEP)
        again.handle("confirm-delete-unreadable", target)
        assert DEEP not in store.data.values() and "Unreadable data" not in text_of(again)


def test_non_finite_and_huge_numbers_in_the_index() -> None:
    for bad in (
        '"score": [1e999, 0]',
        '"updated": 1e999',
        '"updated": NaN',
        '"updated": 1e300',
        '"updated": -1e18',
        '"created": -Infinity',
        '"round_no": 1.0',
    ):
        store = MemoryStorage()
        app = make_app(store)
        start_game(app, name1="Ann", name2="Bob")
        entries = json.loads(store.data[INDEX_KEY])
        raw = json.dumps(entries[0])
        field = bad.split(":")[0]
        entry = json.loads(raw)
        entry.pop(field.strip('"'), None)
        text = json.dumps(entry)[:-1] + ", " + bad + "}"
        store.data[INDEX_KEY] = "[" + text + "]"
        again = make_app(store)
        again.handle("go", "saves")
        assert "Ann vs Bob" in text_of(again), bad  # rebuilt from the game's own save
        again.handle("continue")
        assert again.c.play.game is not None, bad


def test_a_deeply_nested_file_is_refused_and_the_next_import_works() -> None:
    app = make_app(MemoryStorage())
    for hostile in (DEEP, DEEP.encode(), b"\xff\xfe" + DEEP.encode(), "{" * 1000):
        app.import_file(hostile, "deep.json")
        assert "could not be read as a game" in text_of(app)
    app.import_file(dumps(new_game(Options(names=("Eve", "Fay")), seed=4)).encode(), "x.json")
    assert "The game was imported." in text_of(app) and "Eve vs Fay" in text_of(app)


# --- 6. take-back snapshots ----------------------------------------------------------------


def test_a_take_back_snapshot_of_another_game_is_not_adopted() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    play_turn(app)
    assert app.c.play.entry is not None and app.c.play.game is not None
    saved = store.data[game_key(app)]
    other = new_game(Options(names=("X", "Y")), seed=99)
    store.data[UNDO_PREFIX + app.c.play.entry.id] = json.dumps([dumps(other)])
    again = make_app(store)
    assert again.c.play.game is not None
    again.handle("reveal")
    again.handle("undo")
    assert dumps(again.c.play.game.state) == saved and store.data[game_key(app)] == saved
    assert not board_model(seen(again.c.play.game)).can_undo
    assert UNDO_PREFIX + app.c.play.entry.id not in store.data  # set aside, listed as unreadable
    assert any(k.startswith("schotten-totten/quarantine/undo-") for k in store.data)


# --- 10. no executable markup, whatever the data -------------------------------------------

HOSTILE = (
    '<script type="py">import js</script>',
    "<py-script>print(1)</py-script>",
    "<mpy-script>x</mpy-script>",
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='x' a='",
    '<div py-click="f">',
    "</textarea><script>",
    "&lt;script&gt;",
    "<!--",
    "`${x}`",
)


class Executable(HTMLParser):
    """What a browser would run or hand to PyScript in a screen."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.found: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "py-script", "mpy-script", "iframe", "img", "object", "embed"):
            self.found.append(tag)
        for name, _value in attrs:
            if name.startswith(("on", "py-", "mpy-")):
                self.found.append(f"{tag}[{name}]")


def every_screen(app: App) -> list[str]:
    screens = [app.render()]
    for intent, arg in (
        ("go", "saves"),
        ("go", "start"),
        ("go", "rules"),
        ("go", "settings"),
        ("go", "new"),
        ("continue", ""),
    ):
        app.handle(intent, arg)
        screens.append(app.render())
    assert app.c.play.game is not None
    screens.append(app.render())  # hand-over
    app.handle("reveal")
    screens.append(app.render())  # board
    play_round(app)
    screens.append(app.render())  # round over
    return screens


def test_hostile_names_never_become_markup_on_any_screen() -> None:
    for name in HOSTILE:
        store = MemoryStorage()
        app = make_app(store)
        start_game(app, name1=name, name2=name[::-1])
        imported = new_game(Options(names=(name[:40].strip() or "x", "Bob")), seed=3)
        app.import_file(dumps(imported), name)
        store.data["schotten-totten/quarantine/" + name + "/corrupt/1"] = name
        app.handle("go", "saves")
        line = app.shared.repo.entries()[-1]
        app.handle("open", line.id)
        for html in every_screen(app):
            assert Executable(html).found == [], (name, Executable(html).found)
            assert unsafe_markup(html) == []


def test_the_render_guard_refuses_executable_markup(monkeypatch: object) -> None:
    import pytest

    mp = pytest.MonkeyPatch()
    try:
        mp.setattr(render, "start_screen", lambda model, t: '<p>hi</p><script type="py">x</script>')
        app = make_app()
        html = app.render()
        assert "<script" not in html and "could not be shown safely" in unescape(html)
    finally:
        mp.undo()
    for bad in (
        "<py-script>",
        '<p onclick="x">',
        '<p title="a>b" onclick=x>',
        "<div/onload=x>",
        "<mpy-script>",
        '<p py-click="f">',
        "<iframe srcdoc=x>",
        "<svg onload=x>",
    ):
        assert unsafe_markup(bad), bad


# --- 11. an export that shows both hands -----------------------------------------------------


def test_an_export_mid_game_between_people_warns_first() -> None:
    app = make_app(MemoryStorage(), ["fr"])
    start_game(app)
    assert app.c.play.entry is not None
    app.handle("go", "saves")
    effects = app.handle("export", app.c.play.entry.id)
    assert not any(isinstance(x, Download) for x in effects)
    assert "montre les mains des deux joueurs" in text_of(app)
    app.handle("cancel-export", app.c.play.entry.id)
    assert "montre les mains" not in text_of(app)
    app.handle("export", app.c.play.entry.id)
    effects = app.handle("confirm-export", app.c.play.entry.id)
    assert any(isinstance(x, Download) for x in effects)

    computer = make_app(MemoryStorage())
    start_game(computer, opponent="easy")
    assert computer.c.play.entry is not None
    effects = computer.handle("export", computer.c.play.entry.id)  # the computer's hand: no warning
    assert any(isinstance(x, Download) for x in effects)


def test_a_finished_round_exports_without_a_warning() -> None:
    app = make_app()
    start_game(app)
    play_round(app)
    assert app.c.play.entry is not None
    assert any(isinstance(x, Download) for x in app.handle("export", app.c.play.entry.id))


def test_the_current_pointer_to_a_bad_id_is_dropped() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    store.data[CURRENT_KEY] = DEEP
    again = make_app(store)
    assert again.c.play.game is None and CURRENT_KEY not in store.data


def test_two_tabs_against_the_computer_follow_its_move_quietly() -> None:
    store = MemoryStorage()
    a = make_app(store)
    start_game(a, opponent="easy", first="p2")  # the computer starts
    b = make_app(store)
    assert a.bot_pending() and b.bot_pending()
    while not b.bot_step(50)[0]:
        pass
    saved = store.data[game_key(b)]
    while not a.bot_step(50)[0]:  # A decides the same move: its write is refused, it follows
        pass
    assert a.c.play.stale is None and a.c.play.game is not None and b.c.play.game is not None
    assert store.data[game_key(a)] == saved and dumps(a.c.play.game.state) == saved


# --- 6. another tab's newer or damaged save (#49) ----------------------------------------------


def a_tab_playing(turns: int = 1) -> tuple[MemoryStorage, App]:
    """A storage and a tab with a game between people, ``turns`` turns in."""
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    for _ in range(turns):
        play_turn(app)
    return store, app


def as_version(text: str, version: int) -> str:
    """The same save as a later version would write it (its own format version raised)."""
    data = json.loads(text)
    data["version"] = version
    return json.dumps(data)


def test_a_newer_save_of_the_same_revision_is_never_written_over() -> None:
    """Another tab wrote the game at "version": 99 without raising its index revision: the next
    move here is refused and says why, the newer text stays exactly as it was."""
    store, a = a_tab_playing()
    index = store.data[INDEX_KEY]
    newer = as_version(store.data[game_key(a)], 99)
    store.data[game_key(a)] = newer  # the index (and its revision) untouched
    effects = a.handle("reveal")
    assert store.data[game_key(a)] == newer and store.data[INDEX_KEY] == index
    assert any("made by a newer version" in getattr(x, "text", "") for x in effects)
    html = text_of(a)
    assert "made by a newer version" in html and 'data-intent="select"' not in html
    assert a.handle("end-turn") == []  # no more moves on this line: nothing is written
    assert store.data[game_key(a)] == newer and store.data[INDEX_KEY] == index
    assert a.shared.repo.quarantined() == []


def test_an_idle_tab_leaves_a_game_a_newer_version_wrote() -> None:
    store, a = a_tab_playing()
    key = game_key(a)
    newer = as_version(store.data[key], 99)
    store.data[key] = newer
    changed, _ = a.storage_changed(key)
    assert changed and a.c.play.game is None
    assert "made by a newer version" in text_of(a)
    assert store.data[key] == newer


def damage_both(store: MemoryStorage, key: str) -> None:
    """Another tab damages a game's key and the index at once."""
    store.data[key] = '{"format": "schotten-totten-save", "version": 1, "gam'
    store.data[INDEX_KEY] = "[{oops"


def test_a_game_damaged_in_another_tab_is_saved_again_from_memory() -> None:
    store, a = a_tab_playing(3)
    old_key = game_key(a)
    damage_both(store, old_key)
    effects = a.handle("reveal")  # this tab's next move
    assert a.c.play.game is not None and a.c.play.entry is not None
    new_key = game_key(a)
    assert new_key != old_key and loads(store.data[new_key]) == a.c.play.game.state
    said = "damaged in another tab or window"
    assert any(said in getattr(x, "text", "") for x in effects) and said in text_of(a)
    assert store.data[CURRENT_KEY] == a.c.play.entry.id
    assert 'data-intent="select"' in text_of(a)  # the game goes on here
    codes = sorted(code for _, code in a.shared.repo.unreadable())
    assert codes == ["corrupt", "corrupt"]  # both damaged keys set aside, not lost
    play_turn(a)
    again = make_app(store)  # a reload: the game saved anew is the one resumed
    assert again.c.play.game is not None and again.c.play.game.state == a.c.play.game.state
    assert [e.id for e in again.shared.repo.entries()] == [a.c.play.entry.id]


def test_an_idle_tab_saves_a_game_damaged_elsewhere_again() -> None:
    store, a = a_tab_playing()
    assert a.c.play.game is not None
    state = a.c.play.game.state
    old_key = game_key(a)
    damage_both(store, old_key)
    changed, effects = a.storage_changed(old_key)  # the browser's storage event
    assert changed and a.c.play.game is not None and a.c.play.game.state == state
    assert game_key(a) != old_key and loads(store.data[game_key(a)]) == state
    assert any("damaged in another tab" in getattr(x, "text", "") for x in effects)
    assert a.storage_changed(INDEX_KEY) == (False, [])  # the second event: nothing more


def test_the_computer_s_move_is_kept_when_the_save_was_damaged_meanwhile() -> None:
    store = MemoryStorage()
    a = make_app(store)
    start_game(a, opponent="easy", first="p2")  # the computer starts
    old_key = game_key(a)
    damage_both(store, old_key)
    while not a.bot_step(50)[0]:
        pass
    assert a.c.play.game is not None and game_key(a) != old_key
    assert loads(store.data[game_key(a)]) == a.c.play.game.state


def test_the_markup_check_examples() -> None:
    import doctest

    from ui import markup

    assert doctest.testmod(markup).failed == 0
