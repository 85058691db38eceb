"""Property tests over mutated real saves (issue #10): fields deleted or retyped, duplicated or
impossible cards, 4 cards on a side, huge and non-finite numbers, deep nesting, truncation,
bytes that are not UTF-8. Through ``loads``, ``App.import_file`` and App start-up with the
mutation in each storage key, every case is a clean refusal or a valid game, start-up always
succeeds and no good save changes.

The example counts are explicit (``EXAMPLES``); each test counts the inputs it ran and checks
that they all ran (1,500 mutated inputs in all).
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ui_kit import Clock, make_app, play_turn, start_game

from schotten.errors import SaveError
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import dumps, loads, to_dict
from ui.app import App
from ui.present import board_model
from ui.seen import seen
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import CURRENT_KEY, GAME_PREFIX, INDEX_KEY, SETTINGS_KEY, UNDO_PREFIX

EXAMPLES = {"loads": 700, "import": 300, "start-up": 500}
RAN = dict.fromkeys(EXAMPLES, 0)


def fuzz(name: str) -> settings:
    return settings(
        max_examples=EXAMPLES[name],
        deadline=None,
        suppress_health_check=list(HealthCheck),
        derandomize=True,
        database=None,
    )


def _played(options: Options, steps: int, seed: int) -> dict[str, Any]:
    state = new_game(options, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        actions = legal_actions(state)
        if not actions:
            break
        state = apply(state, rng.choice(actions))
    return to_dict(state)


BASES = [
    _played(Options(names=("Ann", "Bob")), 25, 1),
    _played(Options(variant="tactical", rounds=3, first_player=1, bots=(None, "hard")), 40, 2),
    _played(Options(claim_timing="expert", rounds=2), 120, 3),
]

CARDS = ["R1", "R5", "P9", "JOKER", "MUD", "Z9", "R0", "R10", "r5", "", "R5 ", 5, None]
VALUES: list[Any] = [
    None,
    True,
    1.0,
    -1,
    0,
    10**30,
    1e308,
    "1",
    "",
    [],
    {},
    [[[]]],
    "R5",
    2**31,
    3.5,
]
RAW = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "1e300",
    "-1e18",
    "9" * 5000,
    "[" * 10_000 + "]" * 10_000,
]


def _paths(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*path, i))
    return out


def _parent(doc: Any, path: tuple[Any, ...]) -> Any:
    for p in path[:-1]:
        doc = doc[p]
    return doc


@st.composite
def mutated(draw: st.DrawFn, bases: list[Any] | None = None) -> tuple[str | bytes, str]:
    """A mutated real save (or another real document of the storage, ``bases``): its text
    (or bytes) and the kind of mutation."""
    doc = copy.deepcopy(draw(st.sampled_from(bases or BASES)))
    kind = draw(
        st.sampled_from(
            ["delete", "retype", "card", "fourth", "raw", "truncate", "bytes", "duplicate", "none"]
        )
    )
    paths = [p for p in _paths(doc) if p]  # every base has fields
    path = draw(st.sampled_from(paths))
    parent, last = _parent(doc, path), path[-1]
    marker = "\u0000MARK\u0000"
    if kind == "delete":
        del parent[last]
    elif kind == "retype":
        parent[last] = draw(st.sampled_from(VALUES))
    elif kind == "card":
        parent[last] = draw(st.sampled_from(CARDS))
    elif kind == "duplicate" and len([p for p in paths if len(p) > 1]) > 1:
        cards = [p for p in paths if isinstance(_parent(doc, p)[p[-1]], str) and len(p) > 1]
        cards = cards or [p for p in paths if len(p) > 1]
        a, b = draw(st.sampled_from(cards)), draw(st.sampled_from(cards))
        _parent(doc, b)[b[-1]] = _parent(doc, a)[a[-1]]
    elif kind == "fourth" and isinstance(doc, dict) and "stones" in doc:
        stone = doc["stones"][draw(st.integers(0, 8))]
        side = stone["sides"][draw(st.integers(0, 1))]
        side.extend(
            draw(st.sampled_from(["R1", "P9", "B5", "JOKER"])) for _ in range(4 - len(side))
        )
    elif kind == "raw":
        parent[last] = marker
    text = json.dumps(doc, separators=(",", ":"))
    if kind == "raw":
        text = text.replace(json.dumps(marker), draw(st.sampled_from(RAW)))
    if kind == "truncate":
        text = text[: draw(st.integers(0, len(text) - 1))]
    if kind == "bytes":
        raw = text.encode()
        at = draw(st.integers(0, len(raw)))
        return raw[:at] + draw(st.sampled_from([b"\xff", b"\xc3(", b"\xed\xa0\x80"])) + raw[
            at:
        ], kind
    return text, kind


def _check_loads(text: str | bytes) -> Any:
    try:
        state = loads(text)
    except SaveError as err:
        assert err.code != "unexpected", err.message  # the safety net is never needed
        return None
    assert loads(dumps(state)) == state  # a valid game, which saves and loads again
    return state


@fuzz("loads")
@given(mutated())
def test_loads_refuses_cleanly_or_gives_a_valid_game(case: tuple[str | bytes, str]) -> None:
    RAN["loads"] += 1
    _check_loads(case[0])


def _good_store() -> tuple[MemoryStorage, dict[str, str]]:
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, name1="Ann", name2="Bob")
    for _ in range(2):
        play_turn(app)
    app.handle("reveal")
    board = board_model(seen(app.c.play.game)) if app.c.play.game else None
    assert board is not None
    app.handle("select", board.hand[0])
    app.handle(
        "place",
        str(next(s.index for s in board_model(seen(app.c.play.game)).stones if s.mine.placeable)),
    )  # type: ignore[union-attr]
    start_game(app, name1="Cy", name2="Di")
    return store, dict(store.data)


GOOD_STORE, GOOD_DATA = _good_store()
GOOD_GAMES = {k: v for k, v in GOOD_DATA.items() if k.startswith(GAME_PREFIX)}


@fuzz("import")
@given(mutated())
def test_import_is_a_clean_refusal_or_one_valid_game(case: tuple[str | bytes, str]) -> None:
    RAN["import"] += 1
    text = case[0]
    store = MemoryStorage(GOOD_DATA)
    app = App(store, ["en"], Clock(), lambda: 7)
    app.import_file(text, "file.json")
    valid = _check_loads(text)
    app.render()
    added = {k: v for k, v in store.data.items() if k not in GOOD_DATA}
    assert {k: store.data[k] for k in GOOD_GAMES} == GOOD_GAMES  # no good save changes
    if valid is None:
        assert set(added) == set(), added
    else:
        games = [k for k in added if k.startswith(GAME_PREFIX)]
        assert len(games) == 1 and loads(store.data[games[0]]) == valid
        assert len(app.shared.repo.entries()) == 3


def _hostile_text(case: tuple[str | bytes, str]) -> str:
    text = case[0]
    return text.decode("utf-8", "surrogateescape") if isinstance(text, bytes) else text


KEYS = ["index", "settings", "undo", "game", "current", "new game", "quarantine"]


@fuzz("start-up")
@given(st.sampled_from(KEYS), st.data())
def test_start_up_always_succeeds_whatever_one_key_holds(where: str, data_: st.DataObject) -> None:
    RAN["start-up"] += 1
    own = {"index": [json.loads(GOOD_DATA[INDEX_KEY])], "settings": [{"language": "fr"}]}
    case = data_.draw(mutated(own.get(where)))
    data = dict(GOOD_DATA)
    ids = sorted(k[len(GAME_PREFIX) :] for k in GOOD_GAMES)
    text = _hostile_text(case)
    hit = {
        "index": INDEX_KEY,
        "settings": SETTINGS_KEY,
        "undo": UNDO_PREFIX + ids[0],
        "game": GAME_PREFIX + ids[1],
        "current": CURRENT_KEY,
        "new game": GAME_PREFIX + "gzzz",
        "quarantine": "schotten-totten/quarantine/x/corrupt/1",
    }[where]
    if where == "undo":
        text = json.dumps([text]) if case[1] != "raw" else text
    data[hit] = text
    store = MemoryStorage(data)
    app = App(store, ["en"], Clock(), lambda: 7)  # never raises
    app.render()
    app.handle("go", "saves")
    html = app.render()
    untouched = {k: v for k, v in GOOD_GAMES.items() if k != hit}
    assert {k: store.data.get(k) for k in untouched} == untouched  # no good save changes
    listed = {e.id for e in app.shared.repo.entries()}
    assert {k[len(GAME_PREFIX) :] for k in untouched} <= listed
    if hit.startswith(GAME_PREFIX):
        ok = _check_loads(text) is not None
        assert (hit[len(GAME_PREFIX) :] in listed) == ok
        if not ok:
            assert "Unreadable data" in html or text in store.data.values()
    for entry in app.shared.repo.entries():  # every listed game opens
        app.handle("open", entry.id)
        assert app.c.play.game is not None and app.shared.screen == "game"
        app.render()
        app.handle("go", "saves")


def test_every_fuzzed_input_ran() -> None:
    """Runs after the three property tests (file order): all of their inputs ran."""
    if not any(RAN.values()):
        pytest.skip("the property tests were not selected")
    assert all(RAN[k] >= n for k, n in EXAMPLES.items()), RAN
    print(f"fuzzed inputs: {RAN} ({sum(RAN.values())} in all)")
