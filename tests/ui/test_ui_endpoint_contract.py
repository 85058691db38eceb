"""The contract between the game's worker (``ui.dom.endpoint``) and the page (js/table.mjs), on
CPython: the worker's side driven with the messages the page sends, a stand-in for the worker's
``js`` module collecting what it posts, and the page's ``localStorage`` (a dict and a quota)
written through the page's answers. The real page is checked by the browser tests."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest

from ui.dom import figures
from ui.effects import (
    Announce,
    AskPersist,
    CopyText,
    Download,
    DrawQr,
    Effect,
    Focus,
    Later,
    PeerAccept,
    PeerClose,
    PeerOpen,
    PeerSend,
    PickFile,
    Scan,
    SetFastStart,
    Share,
    Sound,
)
from ui.protocol import EFFECTS, PAGE_TO_PYTHON, PYTHON_TO_PAGE, problem
from ui.storage.adapters import PageStorage
from ui.storage.errors import StorageFullError, StorageUnavailableError
from ui.storage.layout import CURRENT_KEY, GAME_PREFIX

JSNULL = object()
"""Stands for ``pyodide.ffi.jsnull``: JS ``null`` in a message converted with ``to_py``."""


class FakePage:
    """The page as the worker sees it: what it posts, the timers it asks for, the page's
    ``localStorage`` (with a quota in characters) answering each write."""

    def __init__(self, quota: int | None = None) -> None:
        self.posted: list[dict[str, Any]] = []
        self.timers: list[tuple[int, int]] = []
        self.local: dict[str, str] = {}
        self.quota = quota
        self.calls: list[str] = []
        self.read: list[str] = []  # the keys asked for ("get")
        self.writes = 0
        self.warnings: list[str] = []  # console.warn

    def call(self, op: str, key: str, value: str | None) -> object:
        self.calls.append(op)
        if op == "get":
            self.read.append(key)
            return self.local.get(key)
        if op == "keys":
            return list(self.local)
        self.writes += 1
        if op == "many":
            items = json.loads(value or "[]")
            for done, (name, text) in enumerate(items):
                refused = self.write(name, text)
                if refused:
                    return [done, refused]
            return [len(items), ""]
        return self.write(key, value if op == "set" else None)

    def view(self, at: float = 0.0) -> dict[str, Any]:
        """What js/table.mjs sends with a message: the wanted keys' values as they are now."""
        want = [m for m in self.of("want")]
        keys, listed = (want[-1]["keys"], want[-1]["list"]) if want else ([], False)
        values = {key: self.local.get(key) for key in keys}
        return {
            "writes": self.writes,
            "at": at,
            "values": values,
            "keys": list(self.local) if listed else None,
        }

    def write(self, key: str, value: str | None) -> str:
        if value is None:
            self.local.pop(key, None)
            return ""
        used = sum(len(k) + len(v) for k, v in self.local.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            return "quota"
        self.local[key] = value
        return ""

    def take(self) -> list[dict[str, Any]]:
        """What Python sent since the last take (js/python-endpoint.mjs posts it as one message
        when each call into Python returns)."""
        from ui.dom import endpoint

        sent: list[dict[str, Any]] = endpoint.outbox()
        for message in sent:  # every message Python sends is in the contract
            assert problem(PYTHON_TO_PAGE, message) is None, message
            for effect in message.get("effects", []):
                assert problem(EFFECTS, {**effect, "type": effect["kind"]}) is None, effect
        self.posted.extend(sent)
        return sent

    def of(self, kind: str) -> list[dict[str, Any]]:
        self.take()
        return [m for m in self.posted if m["type"] == kind]


def no_suspending(answer: Any) -> Any:
    raise AssertionError("run_sync where the worker cannot suspend Python")


@pytest.fixture(params=["suspend", "block"])
def page(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[FakePage]:
    """The page's side as js/python-endpoint.mjs and js/table.mjs give it, with Python suspended
    on each storage answer's promise (``run_sync``) or blocked until it comes (the answer
    itself), as js/shell.js chooses (<html data-wait>)."""
    fake = FakePage()
    suspends = request.param == "suspend"
    js = types.ModuleType("js")
    js.schotten = types.SimpleNamespace(  # type: ignore[attr-defined]
        pressed=lambda: False,
        later=lambda number, delay: fake.timers.append((number, delay)),
        suspends=suspends,
        pageCall=fake.call,
        instrument=True,
    )
    js.console = types.SimpleNamespace(warn=fake.warnings.append)  # type: ignore[attr-defined]
    js.Object = types.SimpleNamespace(fromEntries=dict, new=types.SimpleNamespace)  # type: ignore[attr-defined]
    js.performance = types.SimpleNamespace(now=lambda: 0.0, timeOrigin=0.0)  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyodide.ffi")
    ffi.to_js = lambda value, **_: value  # type: ignore[attr-defined]
    ffi.run_sync = (lambda answer: answer) if suspends else no_suspending  # type: ignore[attr-defined]
    ffi.jsnull = JSNULL  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", pyodide)
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    import ui.dom
    from ui.dom import endpoint

    monkeypatch.setattr(endpoint, "_page", None)
    monkeypatch.setattr(endpoint, "_outbox", [])
    monkeypatch.setattr(endpoint, "_wanted", ([], False))
    monkeypatch.setattr(ui.dom, "intl_date", lambda when, lang: "today")
    yield fake
    figures.recorder = None


def boot(page: FakePage, items: dict[str, str] | None = None, **extra: Any) -> Any:
    from ui.dom import endpoint

    page.local = dict(items or {})
    message = {"storage": items is not None, "languages": ["en"]}
    message.update({"href": "http://x/", "search": "", "hash": ""}, **extra)
    endpoint.start(message)
    return endpoint


def frames(page: FakePage) -> list[dict[str, Any]]:
    return page.of("frame")


def new_game(endpoint: Any) -> None:
    endpoint.receive({"type": "intent", "intent": "go", "arg": "new"})
    fields = {"name1": "Ann", "name2": "Bob", "timing": "normal", "rounds": "1", "first": "p1"}
    endpoint.receive({"type": "intent", "intent": "new-game", "arg": "", "fields": fields})


def first_card(page: FakePage) -> str:
    """The first card of the hand on the last screen drawn whole (after the hand-over)."""
    html = frames(page)[-1].get("html") or ""
    return html.split('data-intent="select" data-arg="', 1)[1].split('"', 1)[0]


def revealed(page: FakePage) -> tuple[Any, str]:
    """A new game booted, its hand shown: the endpoint and the hand's first card."""
    endpoint = boot(page, {})
    new_game(endpoint)
    endpoint.receive({"type": "intent", "intent": "reveal", "arg": ""})
    return endpoint, first_card(page)


def test_the_first_message_draws_the_start_screen_whole(page: FakePage) -> None:
    boot(page, {})
    first = frames(page)[0]
    assert first["html"] and "steps" not in first
    assert first["lang"] == "en" and first["screen"] == "start" and first["title"]
    assert isinstance(first["motion"], bool)


def test_an_intent_draws_the_next_screen_and_saves_through_the_page(page: FakePage) -> None:
    endpoint = boot(page, {})
    new_game(endpoint)
    assert frames(page)[-1]["screen"] == "game"
    # the page's storage holds the new game, written by the page at the worker's request
    assert CURRENT_KEY in page.local
    assert any(key.startswith(GAME_PREFIX) for key in page.local)


def test_a_card_placed_redraws_only_the_regions_that_changed(page: FakePage) -> None:
    endpoint, card = revealed(page)
    before = len(frames(page))
    endpoint.receive({"type": "intent", "intent": "select", "arg": card})
    last = frames(page)[-1]
    assert len(frames(page)) == before + 1
    assert last.get("steps"), "a selection is a few regions, not the screen"
    assert all(set(step) == {"target", "how", "html", "attrs"} for step in last["steps"])


def test_what_one_intent_sends_goes_to_the_page_at_once(page: FakePage) -> None:
    endpoint = boot(page, {})
    page.take()
    endpoint.receive({"type": "intent", "intent": "go", "arg": "new"})
    fields = {"name1": "Ann", "name2": "Bob", "timing": "normal", "rounds": "1", "first": "p1"}
    endpoint.receive({"type": "intent", "intent": "new-game", "arg": "", "fields": fields})
    sent = page.take()
    kinds = [message["type"] for message in sent]
    # both intents' frames, each before its own effects, and nothing left behind
    assert kinds.count("frame") == 2 and kinds.index("frame") < kinds.index("effects")
    assert page.take() == []


def start_view(page: FakePage) -> dict[str, Any]:
    """What js/table.mjs sends with its start message: the keys a start reads, and the list."""
    from ui.dom import endpoint

    values = {key: page.local.get(key) for key in endpoint.START_KEYS}
    return {"writes": 0, "at": 0.0, "values": values, "keys": list(page.local)}


def test_a_start_asks_the_page_only_for_the_game_it_resumes(page: FakePage) -> None:
    endpoint = boot(page, {})
    assert {"get", "keys"} <= set(page.calls)  # without a view: a round trip a key
    new_game(endpoint)
    endpoint.receive({"type": "intent", "intent": "reveal", "arg": "", "view": page.view()})
    saved = dict(page.local)
    for items in ({}, saved):  # a first start, and one that resumes the game
        page.local = dict(items)
        page.calls.clear()
        page.read.clear()
        page.posted.clear()
        endpoint.start({"storage": True, "languages": ["en"], "view": start_view(page)})
        assert "keys" not in page.calls
        game = page.local.get(CURRENT_KEY)
        assert all(game and key.endswith("/" + game) for key in page.read), page.read
        assert (GAME_PREFIX + game in page.read) if game else not page.read
        assert frames(page)[-1]["screen"] == ("game" if game else "start")


def test_a_move_reads_the_storage_from_the_page_message_and_writes_in_one_call(
    page: FakePage,
) -> None:
    endpoint = boot(page, {})
    new_game(endpoint)
    endpoint.receive({"type": "intent", "intent": "reveal", "arg": "", "view": page.view()})
    card = first_card(page)
    endpoint.receive({"type": "intent", "intent": "select", "arg": card, "view": page.view()})
    page.calls.clear()
    endpoint.receive({"type": "intent", "intent": "place", "arg": "0", "view": page.view()})
    assert page.calls == ["many"]  # the save's game, take-back and index lines together
    game = next(v for k, v in page.local.items() if k.startswith(GAME_PREFIX))
    assert card in game and frames(page)[-1]["screen"] == "game"


def test_a_view_of_the_storage_older_than_a_write_or_too_old_is_not_used(
    page: FakePage,
) -> None:
    endpoint = boot(page, {})
    new_game(endpoint)
    endpoint.receive({"type": "render", "view": page.view()})
    before = page.view()
    game_key = next(key for key in page.local if key.startswith(GAME_PREFIX))
    assert game_key in before["values"]
    endpoint.receive({"type": "intent", "intent": "reveal", "arg": ""})  # writes the game
    page.calls.clear()
    endpoint.receive({"type": "render", "view": before})  # taken before that write
    storage = endpoint._page.storage
    assert storage.get(game_key) == page.local[game_key] and "get" in page.calls
    page.calls.clear()
    old = page.view(at=-endpoint.VIEW_MS - 1)  # sent long before Python could read it
    page.local[game_key] = page.local[game_key].replace('"history"', '"history" ')  # since
    endpoint.receive({"type": "render", "view": old})
    assert storage.get(game_key) == page.local[game_key] and "get" in page.calls
    page.calls.clear()
    endpoint.receive({"type": "render", "view": page.view()})  # a view as it is: no call
    assert storage.get(game_key) == page.local[game_key] and page.calls == []


def test_the_legal_sides_of_a_dragged_card_come_from_python(page: FakePage) -> None:
    endpoint, card = revealed(page)
    endpoint.receive({"type": "placeable", "card": card})
    answer = page.of("placeable")[-1]
    assert answer["card"] == card and sorted(answer["stones"]) == list(range(9))
    endpoint.receive({"type": "placeable", "card": "not a card"})
    assert page.of("placeable")[-1]["stones"] == []


def test_a_full_page_storage_refuses_the_write_and_says_so(page: FakePage) -> None:
    endpoint, card = revealed(page)
    endpoint.receive({"type": "intent", "intent": "select", "arg": card})
    page.quota = sum(len(k) + len(v) for k, v in page.local.items())  # full to the brim
    kept = dict(page.local)
    endpoint.receive({"type": "intent", "intent": "place", "arg": "0"})
    said = [e["text"] for m in page.of("effects") for e in m["effects"] if e["kind"] == "announce"]
    assert any("storage is full" in text for text in said)
    assert page.local == kept  # nothing half written


def test_every_read_sees_the_page_storage_as_it_is_now(page: FakePage) -> None:
    endpoint = boot(page, {})
    new_game(endpoint)
    game_key = next(key for key in page.local if key.startswith(GAME_PREFIX))
    drawn = len(frames(page))
    page.local.pop(game_key)  # another tab deleted the game
    endpoint.receive({"type": "storage", "key": game_key})
    assert endpoint._page.storage.get(game_key) is None
    assert len(frames(page)) == drawn + 1 and frames(page)[-1]["screen"] == "saves"
    page.local["a"] = "1"  # written by anything else in this tab: read as it is
    storage = endpoint._page.storage
    storage.fresh()  # (the worker does so each time Python is entered)
    assert storage.get("a") == "1" and "a" in list(storage.keys())
    assert {"get", "keys", "set"} <= set(page.calls)


def test_no_storage_at_all_is_said_and_the_game_still_plays(page: FakePage) -> None:
    endpoint = boot(page, None)
    assert "does not allow this app to store games" in (frames(page)[0].get("html") or "")
    new_game(endpoint)
    assert frames(page)[-1]["screen"] == "game" and page.local == {}


def test_timers_come_back_through_the_page_queue(page: FakePage) -> None:
    endpoint = boot(page, {})
    assert page.timers, "the computer's tables are loaded in a task of their own"
    number, delay = page.timers[0]
    assert delay == 0
    endpoint.fire(number)
    endpoint.fire(number)  # a timer fires once
    assert number not in endpoint._page.soon.waiting


def test_the_computer_moves_and_its_figures_reach_the_page(page: FakePage) -> None:
    endpoint = boot(page, {}, search="?bot_pause_ms=0")
    endpoint.receive({"type": "intent", "intent": "go", "arg": "new"})
    fields = {"opponent": "easy", "name1": "Ann", "timing": "normal", "rounds": "1", "first": "p2"}
    endpoint.receive({"type": "intent", "intent": "new-game", "arg": "", "fields": fields})
    for _ in range(400):  # the computer's slices, each a timer task
        if not page.timers:
            break
        number, _delay = page.timers.pop(0)
        endpoint.fire(number)
        if page.of("records"):
            break
    names = [name for m in page.of("records") for name, _ in m["items"]]
    assert "botMoves" in names


def test_effects_become_data_for_the_page() -> None:
    from ui.dom.endpoint import effect_message

    assert effect_message(Announce("hi")) == {"kind": "announce", "text": "hi"}
    assert effect_message(Focus("btn-new")) == {"kind": "focus", "id": "btn-new"}
    assert effect_message(Download("a.json", "{}"))["kind"] == "download"
    assert effect_message(PickFile())["max"] > 0
    assert effect_message(Sound("place")) == {"kind": "sound", "cue": "place"}
    assert effect_message(SetFastStart(False)) == {"kind": "fast-start", "enabled": False}
    assert effect_message(CopyText("x")) == {"kind": "copy", "text": "x"}
    assert effect_message(AskPersist(True)) == {"kind": "persist", "asked": True}
    later = {"kind": "later", "intent": "see-result", "delay": 1600}
    assert effect_message(Later(1600, "see-result")) == later
    # two devices (#45)
    opened = {"kind": "peer-open", "role": "guest", "code": "c0de", "internet": True}
    assert effect_message(PeerOpen("guest", "c0de", True)) == opened
    assert effect_message(PeerOpen("host"))["code"] is None
    assert effect_message(PeerAccept("c0de")) == {"kind": "peer-accept", "code": "c0de"}
    assert effect_message(PeerSend("{}")) == {"kind": "peer-send", "data": "{}"}
    assert effect_message(PeerClose()) == {"kind": "peer-close"}
    assert effect_message(DrawQr("pair-qr", "x")) == {"kind": "qr", "id": "pair-qr", "text": "x"}
    assert effect_message(Scan(False)) == {"kind": "scan", "on": False, "id": None}
    shared = {"kind": "share", "title": "T", "text": "t", "url": "u"}
    assert effect_message(Share("T", "t", "u")) == shared


SAMPLE_EFFECTS: list[Effect] = [
    Announce("a"),
    Focus("f"),
    Download("a.json", "{}"),
    PickFile(),
    Sound("placed"),
    SetFastStart(True),
    CopyText("x"),
    AskPersist(),
    Later(1, "bot-step"),
    PeerOpen("host", None, False),
    PeerAccept("c"),
    PeerSend("d"),
    PeerClose(),
    DrawQr("pair-qr", "t"),
    Scan(True, "pair-video"),
    Share("T", "t", "u"),
]


def test_every_effect_is_in_the_contract_and_every_kind_of_it_is_sent() -> None:
    """Each class of ``ui.effects.Effect`` becomes a message of ``ui.protocol.EFFECTS`` with its
    fields, and no kind of the contract is one Python never sends."""
    import typing

    from ui.dom.endpoint import _AS_DATA, effect_message
    from ui.effects import Reveal

    classes = set(typing.get_args(Effect))
    assert set(_AS_DATA) == classes
    assert {type(x) for x in SAMPLE_EFFECTS} | {Reveal} == classes
    kinds = set()
    for effect in [*SAMPLE_EFFECTS, Reveal("r")]:
        message = effect_message(effect)
        assert message is not None
        assert problem(EFFECTS, {**message, "type": message["kind"]}) is None, message
        kinds.add(message["kind"])
    assert kinds == set(EFFECTS)


def test_a_link_to_join_opens_the_pairing_and_its_events_come_back(page: FakePage) -> None:
    """#45: booted with ``#join=``, the guest's screen; the ``peer`` events of the page reach
    the pairing, its effects go back in the contract."""
    endpoint = boot(page, {}, href="https://h.test/st/?x=1#join=Abc", hash="#join=Abc")
    assert 'id="pair-join-form"' in frames(page)[-1]["html"]
    fields = {"name": "Bob", "internet": "on"}
    endpoint.receive({"type": "intent", "intent": "pair-join", "arg": "", "fields": fields})
    sent = [e for m in page.of("effects") for e in m["effects"]]
    assert {"kind": "peer-open", "role": "guest", "code": "Abc", "internet": True} in sent
    endpoint.receive({"type": "peer", "event": "code", "code": "Answer", "bytes": 9, "version": 1})
    sent = [e for m in page.of("effects") for e in m["effects"]]
    assert {"kind": "qr", "id": "pair-qr", "text": "Answer"} in sent
    assert "9 bytes, QR version 1" in frames(page)[-1]["html"]
    qr = [
        e for m in page.posted if m["type"] == "effects" for e in m["effects"] if e["kind"] == "qr"
    ]
    assert len(qr) == 1  # with the drawing that shows its canvas, once
    endpoint.receive({"type": "redraw"})  # drawn whole again: the canvas is new, drawn again
    assert "html" in frames(page)[-1]
    assert page.posted[-1] == {"type": "effects", "effects": [qr[0]]}
    drawn = len(frames(page))
    endpoint.receive({"type": "peer", "event": "message", "data": "too early"})
    endpoint.receive({"type": "peer", "event": "what"})
    assert page.warnings == []
    assert all("steps" in f and f["steps"] == [] for f in frames(page)[drawn:])  # nothing changed


def test_page_storage_raises_what_the_page_answers() -> None:
    answers = iter(["", "quota", "no access"])
    store = PageStorage(lambda op, key, value: next(answers))
    store.set("b", "2")
    with pytest.raises(StorageFullError):
        store.set("c", "3")
    with pytest.raises(StorageUnavailableError):
        store.set("a", "9")
    odd = PageStorage(lambda op, key, value: 7)  # anything but a string is missing
    assert odd.get("a") is None and odd.keys() == []


def test_js_null_in_a_message_is_none(page: FakePage) -> None:
    endpoint = boot(page, {})
    new_game(endpoint)
    game_key = next(key for key in page.local if key.startswith(GAME_PREFIX))
    page.local.pop(game_key)
    drawn = len(frames(page))
    # another tab cleared the storage: the event's key is null
    endpoint.receive({"type": "storage", "key": JSNULL})
    assert len(frames(page)) == drawn + 1 and frames(page)[-1]["screen"] != "game"
    assert endpoint.plain({"a": [JSNULL, {"b": JSNULL}], "c": "x"}) == {
        "a": [None, {"b": None}],
        "c": "x",
    }


def test_one_piece_of_work_asks_the_page_once_a_key() -> None:
    local = {"a": "1"}
    asked: list[str] = []

    def ask(op: str, key: str, value: str | None) -> object:
        asked.append(f"{op} {key}")
        if op == "get":
            return local.get(key)
        if op == "keys":
            return list(local)
        local[key] = value or ""
        return ""

    store = PageStorage(ask)
    assert store.get("a") == store.get("a") == "1" and store.keys() == ["a"]
    store.set("b", "2")
    assert store.get("b") == "2" and store.keys() == ["a", "b"]
    assert asked == ["get a", "keys ", "set b"]
    local["a"] = "changed by another tab"
    assert store.get("a") == "1"  # within the same piece of work
    store.fresh()
    assert store.get("a") == "changed by another tab"


def test_writes_together_through_the_page_are_undone_when_one_is_refused() -> None:
    from ui.storage.writes import write_together

    page = FakePage(quota=40)
    page.local = {"a": "old"}
    store = PageStorage(page.call)
    with pytest.raises(StorageFullError):
        write_together(store, [("a", "new"), ("b", "x" * 50), ("c", "3")])
    assert page.local == {"a": "old"}  # the first write put back, the third never made
    assert page.calls[:2] == ["get", "get"] and "many" in page.calls
    page.calls.clear()
    write_together(store, [("a", "1"), ("a2", None)])
    assert page.local == {"a": "1"} and page.calls.count("many") == 1
    assert store.get("a") == "1" and store.writes == page.writes


# --- the contract (ui.protocol): every message of the page handled, every bad one refused ----

SAMPLES: dict[str, Any] = {
    "string": "x",
    "number": 1,
    "boolean": True,
    "object": {},
    "array": [],
    "bytes": b"{}",
    "any": 0,
}
WRONG: dict[str, Any] = {"string": 5, "number": "1", "boolean": "yes", "object": "x"}
WRONG.update(array={}, bytes="bytes")


def sample(kind: str) -> dict[str, Any]:
    """A message of the contract with every field of its type."""
    fields = {name: SAMPLES[spec.rstrip("?")] for name, spec in PAGE_TO_PYTHON[kind].items()}
    return {"type": kind, **fields}


def test_every_message_of_the_page_has_a_handler() -> None:
    from ui.dom.endpoint import HANDLERS

    assert set(HANDLERS) == set(PAGE_TO_PYTHON)


@pytest.mark.parametrize("kind", sorted(PAGE_TO_PYTHON))
def test_each_message_of_the_page_is_handled(page: FakePage, kind: str) -> None:
    endpoint = boot(page, {})
    page.take()
    endpoint.receive(sample(kind))
    page.take()  # what Python answers is in the contract
    assert page.warnings == []


def malformed() -> list[tuple[str, dict[str, Any]]]:
    """Every message of the page with each field missing, then of a wrong type."""
    cases: list[tuple[str, dict[str, Any]]] = []
    for kind, fields in sorted(PAGE_TO_PYTHON.items()):
        for name, spec in fields.items():
            good = sample(kind)
            if not spec.endswith("?"):
                cases.append(
                    (f"{kind} without {name}", {k: v for k, v in good.items() if k != name})
                )
            if spec.rstrip("?") in WRONG:
                cases.append(
                    (f"{kind} with a wrong {name}", {**good, name: WRONG[spec.rstrip("?")]})
                )
    return cases


def test_the_malformed_cases_cover_the_reports() -> None:
    names = [name for name, _ in malformed()]
    for case in (
        "intent without intent",
        "intent with a wrong fields",
        "storage with a wrong key",
        "file without bytes",
        "file with a wrong bytes",
        "link without href",
        "copied without ok",
        "persisted without state",
    ):
        assert case in names


@pytest.mark.parametrize(("name", "message"), malformed(), ids=[n for n, _ in malformed()])
def test_a_bad_message_is_refused_and_the_game_goes_on(
    page: FakePage, name: str, message: dict[str, Any]
) -> None:
    endpoint = boot(page, {})
    page.take()
    endpoint.receive(message)
    assert len(page.warnings) == 1 and name.split()[0] in page.warnings[0]
    assert page.take() == []  # nothing else happened
    endpoint.receive({"type": "intent", "intent": "go", "arg": "new"})
    assert frames(page), "the game still answers"


@pytest.mark.parametrize("message", [None, 5, "intent", [], {"type": "nothing"}, {"intent": "go"}])
def test_a_message_that_is_no_message_is_refused(page: FakePage, message: Any) -> None:
    endpoint = boot(page, {})
    page.take()
    endpoint.receive(message)
    assert len(page.warnings) == 1 and page.take() == []
