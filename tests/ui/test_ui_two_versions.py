"""Two versions of the game on one origin share its local storage (#29): what a newer version
wrote is refused by this one and never damaged (never moved aside, never written over, its
index lines and settings fields kept), whatever this version does meanwhile."""

from __future__ import annotations

import json
from html import unescape

import pytest
from ui_kit import make_app, play_round, play_turn, start_game

from schotten.bots import make_bot, play_match
from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import dumps
from ui.learning import LEARNING_PREFIX
from ui.progress import LESSONS_KEY, PUZZLES_KEY
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import (
    CURRENT_KEY,
    GAME_PREFIX,
    INDEX_KEY,
    REVIEW_PREFIX,
    SETTINGS_KEY,
    UNDO_PREFIX,
)

NEWER_ID = "g1000000"  # an id this version could make too


def newer_save(seed: int = 5) -> str:
    """A save as a later version could write it: a higher format version, a field unknown here."""
    data = json.loads(dumps(new_game(Options(names=("Zoé", "Luc")), seed=seed)))
    data["version"] = 2
    data["clock"] = {"p1": 300, "p2": 300}
    return json.dumps(data)


def newer_line(game_id: str = NEWER_ID) -> dict[str, object]:
    return {
        "id": game_id,
        "names": ["Zoé", "Luc"],
        "created": 1_690_000_000.0,
        "updated": 1_690_000_500.0,
        "score": [0, 0],
        "round_no": 0,
        "rounds": 1,
        "finished": False,
        "handover": True,
        "rev": 7,
        "pinned": True,  # a field of the later version
    }


def storage_with_a_newer_game() -> MemoryStorage:
    """The keys a newer version left: its game, the game's side keys, its index line, and
    itself as the current game."""
    return MemoryStorage(
        {
            GAME_PREFIX + NEWER_ID: newer_save(),
            UNDO_PREFIX + NEWER_ID: json.dumps([newer_save(6)]),
            LEARNING_PREFIX + NEWER_ID: json.dumps(
                {"format": "schotten-totten-learning", "version": 3, "hints": [1]}
            ),
            INDEX_KEY: json.dumps([newer_line()]),
            CURRENT_KEY: NEWER_ID,
        }
    )


def newer_keys(store: MemoryStorage) -> dict[str, str]:
    return {k: v for k, v in store.data.items() if NEWER_ID in k}


def index_line(store: MemoryStorage, game_id: str) -> dict[str, object]:
    return next(x for x in json.loads(store.data[INDEX_KEY]) if x["id"] == game_id)


def test_a_newer_game_is_listed_refused_and_left_as_it_is() -> None:
    store = storage_with_a_newer_game()
    kept = newer_keys(store)
    app = make_app(store)
    assert "made by a newer version of this game" in unescape(app.render())
    assert app.c.play.game is None and store.data[CURRENT_KEY] == NEWER_ID  # its current game still
    assert app.shared.repo.quarantined() == [] and app.shared.repo.unreadable() == []
    app.handle("go", "saves")
    html = unescape(app.render())
    assert "Zoé vs Luc" in html and "Saved by a newer version of the game" in html
    assert f'id="open-{NEWER_ID}"' not in html and f'id="export-{NEWER_ID}"' not in html
    assert 'aria-label="Delete Zoé vs Luc"' in html
    app.handle("open", NEWER_ID)  # (no button: the intent all the same)
    assert app.c.play.game is None and "made by a newer version" in unescape(app.render())
    assert newer_keys(store) == kept
    assert index_line(store, NEWER_ID) == newer_line()


def test_nothing_this_version_does_touches_a_newer_versions_game() -> None:
    store = storage_with_a_newer_game()
    kept = newer_keys(store)
    app = make_app(store)
    start_game(app)  # a game of this version: index rewritten at every move
    for _ in range(3):
        play_turn(app)
    play_round(app)
    app.handle("rematch")
    play_turn(app)
    other = new_game(Options(names=("Cy", "Di")), seed=9)
    app.import_file(dumps(other), "other.json")
    imported = next(e.id for e in app.shared.repo.entries() if e.names == ("Cy", "Di"))
    app.handle("go", "saves")
    app.handle("delete", imported)
    app.handle("confirm-delete", imported)
    app.handle("go", "settings")
    app.handle("language", "fr")
    again = make_app(store)  # a reload: start-up scans every key again
    again.handle("go", "saves")
    assert newer_keys(store) == kept
    assert index_line(store, NEWER_ID) == newer_line()
    assert [e.id for e in again.shared.repo.entries()] == [e.id for e in app.shared.repo.entries()]
    assert NEWER_ID not in [e.id for e in again.shared.repo.entries()]


def test_a_new_game_never_takes_a_newer_games_id() -> None:
    store = storage_with_a_newer_game()
    app = make_app(store)
    app.shared.repo.now = lambda: 0x1000000 / 1000  # the very id this clock would make
    assert app.shared.repo.new_id() != NEWER_ID


def test_this_versions_index_lines_keep_a_newer_versions_fields() -> None:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app)
    assert app.c.play.entry is not None
    game_id = app.c.play.entry.id
    lines = json.loads(store.data[INDEX_KEY])
    lines[0]["pinned"] = True  # a later version marked it
    lines[0]["colour"] = {"p1": "red"}
    store.data[INDEX_KEY] = json.dumps(lines)
    again = make_app(store)
    again.handle("reveal")
    play_turn(again)
    line = index_line(store, game_id)
    assert line["pinned"] is True and line["colour"] == {"p1": "red"}
    assert line["rev"] > lines[0]["rev"]  # written by this version all the same


def test_settings_keep_a_newer_versions_values() -> None:
    settings = {"language": "es", "board_scale": 1.25, "themes": ["dark"], "tips": False}
    store = MemoryStorage({SETTINGS_KEY: json.dumps(settings)})
    app = make_app(store)
    assert "Nueva partida" in app.render()
    app.handle("go", "settings")
    app.handle("language", "pt")
    app.handle("hints", "off")
    kept = json.loads(store.data[SETTINGS_KEY])
    assert kept == {**settings, "language": "pt", "hints": "off"}


@pytest.mark.parametrize(
    ("key", "text"),
    [
        (LESSONS_KEY, '{"version": 2, "lessons": {"basics": {"step": 9, "done": true}}}'),
        (PUZZLES_KEY, '{"version": 2, "solved": {"p1": "2026-01-01"}, "streak_freeze": 1}'),
    ],
)
def test_a_newer_versions_progress_is_not_written_over(key: str, text: str) -> None:
    store = MemoryStorage({key: text})
    app = make_app(store)
    assert app.shared.repo.quarantined() == []
    if key == LESSONS_KEY:
        effects = app.handle("lesson-start", "basics")  # the step reached is saved
    else:
        from schotten.puzzles import load_puzzles

        puzzle = next(p for p in load_puzzles() if p.kind == "claims")
        app.handle("puzzle-open", puzzle.id)
        assert isinstance(puzzle.answer, tuple)
        for stone in puzzle.answer:
            app.handle("puzzle-toggle", str(stone))
        effects = app.handle("puzzle-check")
    said = " ".join(getattr(x, "text", "") for x in effects)
    assert "newer version of the game" in said
    assert store.data[key] == text


def test_a_newer_learning_record_and_review_are_not_written_over() -> None:
    state = play_match(
        [make_bot("random", 3), make_bot("random", 4)], Options(names=("Ann", "Bob")), seed=3
    )
    store = MemoryStorage()
    app = make_app(store)
    app.import_file(dumps(state), "done.json")
    game_id = app.shared.repo.entries()[0].id
    review = '{"format": "schotten-totten-review", "version": 9, "decisions": []}'
    learning = '{"format": "schotten-totten-learning", "version": 9}'
    store.data[REVIEW_PREFIX + game_id] = review
    store.data[LEARNING_PREFIX + game_id] = learning
    app = make_app(store)
    app.shared.page_query = "?review_budget=20"
    app.handle("go", "saves")
    app.handle("replay", game_id)
    app.handle("review")
    while app.review_pending():
        app.review_step(1e9)
    assert (
        app.c.replay.replay is not None and app.c.replay.replay.review is not None
    )  # shown all the same
    assert store.data[REVIEW_PREFIX + game_id] == review
    assert store.data[LEARNING_PREFIX + game_id] == learning


def test_a_newer_index_is_left_alone_and_nothing_is_written_over_it() -> None:
    index = json.dumps({"format": "schotten-totten-index", "version": 2, "games": {}})
    store = MemoryStorage({INDEX_KEY: index})
    app = make_app(store)
    effects = app.handle("go", "new")
    effects = app.handle(
        "new-game", "", {"name1": "Ann", "name2": "Bob", "timing": "normal", "rounds": "1"}
    )
    said = " ".join(getattr(x, "text", "") for x in effects)
    assert "newer version of the game" in said
    assert store.data[INDEX_KEY] == index
    assert not [k for k in store.data if k.startswith(GAME_PREFIX)]  # all or nothing


def test_deleting_a_newer_versions_game_asks_first() -> None:
    store = storage_with_a_newer_game()
    app = make_app(store)
    app.handle("go", "saves")
    app.handle("delete", NEWER_ID)
    html = unescape(app.render())
    assert "Delete Zoé vs Luc for good? The newer version will not find it either." in html
    assert newer_keys(store)
    app.handle("confirm-delete", NEWER_ID)
    assert newer_keys(store) == {}
    assert json.loads(store.data[INDEX_KEY]) == []
    assert "Zoé" not in unescape(app.render())


@pytest.mark.parametrize("lang", ["fr", "es", "pt"])
def test_the_newer_versions_game_in_other_languages(lang: str) -> None:
    app = make_app(storage_with_a_newer_game(), [lang])
    app.handle("go", "saves")
    html = unescape(app.render())
    word = {"fr": "plus récente", "es": "más reciente", "pt": "mais recente"}[lang]
    assert word in html and "Zoé" in html
