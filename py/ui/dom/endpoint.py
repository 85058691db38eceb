"""The Python side of the contract with the page's adapter (js/table.mjs; ``ui.protocol``),
wherever Python runs: in a Web Worker (js/python-worker.mjs), or in the page (PyScript:
js/python-page.mjs, the same messages by direct call). The page's main thread only paints and
forwards input. The contract is data in both directions:

- to the page (all that one call into Python sends goes as one message, :func:`outbox`): each
  drawing (the whole screen's HTML, or the steps of ``ui.render.regions`` with their
  attributes) with what the page needs to know of the screen (language, title, motion on or
  off, which screen), the effects to perform (:func:`effect_message`; a sound only while the
  setting is on), the figures recorded for the tests and benchmarks, the legal sides of a card
  being dragged;
- from the page (:func:`receive`): intents (``intent``, ``arg``, ``fields``), another tab's
  storage writes, a link opened, a file's bytes, the clipboard's and the storage manager's
  answers, what became of the fast start; each checked against the contract
  (:mod:`ui.protocol`): a bad one is refused with a warning, and nothing else happens;
- ``localStorage`` stays the page's: each read and write is made by the page while Python waits
  for its answer (:class:`~ui.storage.adapters.PageStorage`, :func:`ask_storage`: in the
  worker, WebAssembly JavaScript Promise Integration suspends its Python, never the page; where
  the browser has none, the worker blocks in a synchronous request that the service worker
  answers with the page's reply; in the page, the answer comes at once), so that every read
  sees what the storage holds now and a full storage or a refused write is known at once.

Every call into Python comes from js/python-calls.mjs, one at a time (through
``callPromising``, which ``run_sync`` needs, where Python is suspended): its timers too
(:class:`Timers`).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from schotten.errors import InvalidCardError
from schotten.tactics import parse_card

from ..app import START_KEYS as START_KEYS  # told to the page by js/python-*.mjs
from ..app import App, Screen
from ..backup import MAX_CHARS as MAX_FILE_CHARS
from ..effects import (
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
    Reveal,
    Scan,
    SetFastStart,
    Share,
    Sound,
)
from ..model import FastStartModel, Message
from ..protocol import PAGE_TO_PYTHON, problem
from ..render import regions as drawn
from ..storage.adapters import MemoryStorage, PageStorage, Storage
from . import bridge, figures
from .painter import Driver, Plan, Planner
from .thinkers import Thinkers

_page: Endpoint | None = None


_outbox: list[dict[str, Any]] = []


def _post(message: dict[str, Any]) -> None:
    """Kept for the page until Python returns (:func:`outbox`)."""
    _outbox.append(message)


def outbox() -> Any:
    """What Python sent since the last call, taken by js/python-worker.mjs when each call into
    Python returns and posted as one message: the page paints a frame, performs its effects and
    knows its input answered in one task, never with a frame of its own drawn in between."""
    import js
    from pyodide.ffi import to_js

    out = _outbox[:]
    _outbox.clear()
    return to_js(out, dict_converter=js.Object.fromEntries)


class Timers:
    """``soon(callback, delay_ms=0)`` (:class:`ui.dom.bridge.Scheduler`), the timer kept by
    js/python-calls.mjs (``schotten.later``), which calls :func:`fire` back through its
    queue."""

    def __init__(self) -> None:
        self._next = 0
        self.waiting: dict[int, Callable[[], None]] = {}

    def __call__(self, callback: Callable[[], None], delay_ms: int = 0) -> bool:
        import js

        self._next += 1
        self.waiting[self._next] = callback
        js.schotten.later(self._next, max(0, int(delay_ms)))
        return True

    def fire(self, number: int) -> None:
        callback = self.waiting.pop(number, None)
        if callback is not None:
            callback()


def _pointer_down() -> bool:
    """Whether a pointer is down on the page: js/python-worker.mjs keeps it from the page's
    ``pressed`` messages without calling Python."""
    import js

    return bool(js.schotten.pressed())


class FramePainter(Planner):
    """Sends each drawing to the page (js/table.mjs paints it, with the motion and the focus),
    and after a whole one what must be done again in it (:meth:`App.drawn_whole`, kept in
    :attr:`again` so that an intent's same effect is not sent twice)."""

    def __init__(self, app: App, soon: Timers, after: Callable[[], None]) -> None:
        super().__init__(app, soon, after)
        self.again: list[Effect] = []

    def show(self, plan: Plan) -> None:
        self.drawings += 1
        message: dict[str, Any] = {
            "type": "frame",
            "still": plan.still,
            "lang": self.app.shared.t.lang,
            "title": self.app.shared.t("app.title"),
            "motion": self.app.shared.prefs.animations,
            "screen": self.app.shared.screen.value,
            "python_ms": (plan.planned - plan.start) * 1000.0,
        }
        again: list[Effect] = []
        if plan.steps is None:
            message["html"] = plan.html or self.app.whole(plan.regions)
            again = self.app.drawn_whole()  # a QR code's canvas drawn anew
        else:
            message["steps"] = [_step(step) for step in plan.steps]
        self._frame = plan.regions
        flush_records()
        _post(message)
        self.again = again
        if again:
            _post({"type": "effects", "effects": [effect_message(x) for x in again]})
        self._after()


def _step(step: drawn.Change) -> dict[str, Any]:
    return {
        "target": step.target,
        "how": step.how,
        "html": step.html,
        "attrs": [list(pair) for pair in step.attrs],
    }


def placeable(app: App, card: str) -> list[int]:
    """The stones a dragged hand card may go to (none when no board is shown or ``card`` is
    not a card)."""
    game = app.board_game()  # a lesson's or a puzzle's board too
    if game is None:
        return []
    try:
        return list(game.placeable_stones(parse_card(card)))
    except InvalidCardError:
        return []


def fast_start_model(info: dict[str, Any] | None) -> FastStartModel | None:
    """The "start faster" setting as the page reports it (js/fast-start.mjs's ``info()``, as a
    dict); None where the page cannot offer it."""
    if not info or not info.get("available"):
        return None
    return FastStartModel(
        bool(info.get("enabled")), str(info.get("state") or ""), int(info.get("bytes") or 0)
    )


def _same(kind: str) -> Callable[[Any], dict[str, Any]]:
    """An effect whose fields are the page's, by the same names (``ui.protocol.EFFECTS``)."""
    return lambda effect: {"kind": kind, **asdict(effect)}


_AS_DATA: dict[type, Callable[[Any], dict[str, Any]]] = {
    Announce: lambda x: {"kind": "announce", "text": x.text},
    Focus: lambda x: {"kind": "focus", "id": x.element_id},
    Reveal: lambda x: {"kind": "reveal", "id": x.element_id},
    Download: lambda x: {
        "kind": "download",
        "filename": x.filename,
        "text": x.text,
        "mime": x.mime,
    },
    PickFile: lambda x: {"kind": "pick-file", "accept": x.accept, "max": MAX_FILE_CHARS},
    Sound: lambda x: {"kind": "sound", "cue": x.cue},
    SetFastStart: lambda x: {"kind": "fast-start", "enabled": x.enabled},
    CopyText: lambda x: {"kind": "copy", "text": x.text},
    AskPersist: lambda x: {"kind": "persist", "asked": x.asked},
    Later: lambda x: {"kind": "later", "intent": x.intent, "delay": x.delay_ms},
    PeerOpen: _same("peer-open"),
    PeerAccept: _same("peer-accept"),
    PeerSend: _same("peer-send"),
    PeerClose: _same("peer-close"),
    DrawQr: lambda x: {"kind": "qr", "id": x.element_id, "text": x.text},
    Scan: lambda x: {"kind": "scan", "on": x.on, "id": x.element_id},
    Share: _same("share"),
}
"""Each effect as the data the page performs it from (``ui.protocol.EFFECTS``)."""


def effect_message(effect: Effect) -> dict[str, Any] | None:
    """An effect as data for the page (None: one it does not know)."""
    as_data = _AS_DATA.get(type(effect))
    return None if as_data is None else as_data(effect)


class Endpoint(Driver):
    """The page's collaborators for an app in a worker (:class:`ui.dom.bridge.Host`)."""

    painter: FramePainter

    def __init__(self, app: App, storage: Storage) -> None:
        self.app, self.storage, self.soon = app, storage, Timers()
        self.painter = FramePainter(app, self.soon, after=self._drawn)
        self.thinkers = Thinkers(app, self, self.painter, self.soon, _pointer_down)

    def perform(self, effects: list[Effect]) -> None:
        out = []
        for effect in effects:
            muted = isinstance(effect, Sound) and not self.app.shared.prefs.sound
            if muted or effect in self.painter.again:  # (again: done with the drawing)
                continue
            elif (message := effect_message(effect)) is not None:
                out.append(message)
        if out:
            _post({"type": "effects", "effects": out})

    def _drawn(self) -> None:
        self.thinkers.schedule()

    def _then(self, changed: bool, effects: list[Effect]) -> None:
        if changed:
            self.render()
        self.perform(effects)

    # --- what the page sends ------------------------------------------------------------------

    def receive(self, kind: str, data: dict[str, Any]) -> None:
        """One message of the page (:func:`receive`), checked against the contract already:
        its handler in :data:`HANDLERS`."""
        HANDLERS[kind](self, data)

    def on_intent(self, data: dict[str, Any]) -> None:
        fields = data.get("fields")
        if fields is not None:
            fields = {str(name): str(value) for name, value in fields.items()}
        self.run(data["intent"], str(data.get("arg") or ""), fields)

    def on_redraw(self, data: dict[str, Any]) -> None:
        self.painter.forget()
        self.render()

    def on_storage(self, data: dict[str, Any]) -> None:
        self._then(*self.app.storage_changed(data.get("key")))

    def on_link(self, data: dict[str, Any]) -> None:
        self.app.shared.page_url = data["href"]
        effects = self.app.open_link(data["hash"])
        if effects:
            self._then(True, effects)

    def on_file(self, data: dict[str, Any]) -> None:
        name = data.get("name") or ""
        self._then(True, self.app.import_file(bytes(data["bytes"]), name))

    def on_copied(self, data: dict[str, Any]) -> None:
        self._then(True, self.app.link_copied(data["ok"]))

    def on_persisted(self, data: dict[str, Any]) -> None:
        self.app.persistence_known(data["state"])
        self._then(self.app.shared.screen is Screen.SETTINGS, [])

    def on_persist_answer(self, data: dict[str, Any]) -> None:
        effects = self.app.persistence_answer(data["granted"], data["asked"])
        self._then(self.app.shared.screen is Screen.SETTINGS, effects)

    def on_fast_start(self, data: dict[str, Any]) -> None:
        self.app.c.settings.fast_start = fast_start_model(data["info"])
        self._then(self.app.shared.screen is Screen.SETTINGS, [])

    def on_peer(self, data: dict[str, Any]) -> None:
        """An event of the connection to another device (#45): the app decides what it means
        (a code to show, the game's next move...); the screen is drawn again."""
        self._then(True, self.app.peer(data))

    def placeable(self, card: str) -> None:
        """The sides a dragged hand card may go to (the page opens them in place)."""
        _post({"type": "placeable", "card": card, "stones": placeable(self.app, card)})


HANDLERS: dict[str, Callable[[Endpoint, dict[str, Any]], None]] = {
    "intent": Endpoint.on_intent,
    "render": lambda page, _data: page.render(),
    "redraw": Endpoint.on_redraw,
    "storage": Endpoint.on_storage,
    "link": Endpoint.on_link,
    "file": Endpoint.on_file,
    "copied": Endpoint.on_copied,
    "persisted": Endpoint.on_persisted,
    "persist-answer": Endpoint.on_persist_answer,
    "fast-start": Endpoint.on_fast_start,
    "placeable": lambda page, data: page.placeable(data["card"]),
    "peer": Endpoint.on_peer,
}
"""Each message of :data:`ui.protocol.PAGE_TO_PYTHON`, by its type."""


# --- the figures for the tests and benchmarks (ui.dom.figures), sent to the page ------------

_records: list[tuple[str, Any]] = []


FLUSH_MS = 20
"""A figure recorded goes to the page with the next drawing, or after this at the latest."""


def _keep_record(name: str, entry: Any) -> None:
    """Kept until the next drawing sent to the page (or :data:`FLUSH_MS`): the thinkers add to
    an entry after recording it (the drawing's times), which a message sent at once would not
    carry."""
    if not _records and _page is not None:
        _page.soon(flush_records, FLUSH_MS)
    _records.append((name, entry))


def flush_records() -> None:
    if not _records:
        return
    items = [[name, entry] for name, entry in _records]
    _records.clear()
    _post({"type": "records", "items": items})


# --- the worker's entry points (js/python-worker.mjs) ----------------------------------------


def ask_storage(op: str, key: str, value: str | None) -> Any:
    """The page reads or writes ``localStorage`` while Python waits (:class:`PageStorage`):
    suspended on the answer's promise (``run_sync``), or, where the browser cannot suspend it,
    blocked in js/python-worker.mjs until the answer comes through the service worker."""
    import js

    answer = js.schotten.pageCall(op, key, value)
    if js.schotten.suspends:
        from pyodide.ffi import run_sync

        answer = run_sync(answer)
    return answer.to_py() if hasattr(answer, "to_py") else answer


def connect_page() -> None:
    """Python in the page (py/main.py): hand this module to the page's adapter
    (js/python-page.mjs), which talks to it with the same messages as to the game's worker."""
    import sys

    import js
    from pyodide.ffi import create_proxy

    module = sys.modules[__name__]
    js.schotten.connect(create_proxy(module))  # type: ignore[arg-type]  # a module, not a call


def start(boot: Any) -> None:
    """Build the app from the page's first message and draw the first screen.

    ``boot``: ``storage`` (whether the page has a ``localStorage`` the game may use),
    ``languages``, ``href``, ``search``, ``hash``, ``fastStart`` (the setting's ``info()``, or
    None), ``view`` (what :data:`ui.app.START_KEYS` and the list of keys held when it was
    sent: js/python-worker.mjs tells the page those keys once Python is ready, so that a start
    asks the page for none of them)."""
    global _page
    data = _data(boot)
    if not isinstance(data, dict):  # js/python-worker.mjs has checked it: never so
        data = {}
    kept = bool(data.get("storage"))
    storage: Storage = PageStorage(ask_storage) if kept else MemoryStorage()
    if isinstance(storage, PageStorage):
        storage.fresh(_recent(data.get("view")))
    from . import intl_date

    app = App(
        storage,
        [str(x) for x in data.get("languages") or []],
        time.time,
        lambda: secrets.randbits(31),
        intl_date,
    )
    figures.recorder = _keep_record
    page = _page = Endpoint(app, storage)
    app.c.settings.fast_start = fast_start_model(data.get("fastStart"))
    app.shared.page_url = str(data.get("href", ""))
    app.shared.page_query = str(data.get("search", ""))
    link_effects = app.open_link(str(data.get("hash", "")))
    if not kept:
        app.shared.notices.append(Message("storage.unavailable", {}, "error"))
    page.render()
    page.perform(link_effects)
    page.soon(_load_bot_tables)
    _leaving()


def plain(value: Any) -> Any:
    """A message converted from JS (``to_py``) with JS ``null`` as None, as the app expects
    (``to_py`` keeps it as ``pyodide.ffi.jsnull``, which is truthy)."""
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return None if bridge.nullish(value) else value


def _data(message: Any) -> Any:
    """A message converted from JS (a dict for an object; anything else as it came)."""
    return plain(message.to_py() if hasattr(message, "to_py") else message)


VIEW_MS = 50.0
"""The page's view of the storage sent with a message is used only if it is no older than this
(a message that waited behind the computer's thinking reads the storage anew)."""

_wanted: tuple[list[str], bool] = ([], False)


def _recent(view: Any) -> Any:
    """The page's ``view`` of the storage, or None when it is older than :data:`VIEW_MS`."""
    if not isinstance(view, dict):
        return None
    import js

    now = float(js.performance.timeOrigin) + float(js.performance.now())
    taken = view.get("at")
    return view if isinstance(taken, (int, float)) and now - taken <= VIEW_MS else None


def _entered(view: Any = None) -> None:
    """Python entered anew: what it read of the storage may have changed since; ``view`` is
    what the page's message says the storage held when it was sent."""
    if _page is None or not isinstance(_page.storage, PageStorage):
        return
    _page.storage.fresh(_recent(view))


def _leaving() -> None:
    """Python returns to the page: tell it which keys to send the values of from now on."""
    global _wanted
    if _page is None or not isinstance(_page.storage, PageStorage):
        return
    wanted = _page.storage.wanted()
    if wanted != _wanted:
        _wanted = wanted
        _post({"type": "want", "keys": wanted[0], "list": wanted[1]})


def receive(message: Any) -> None:
    """A message of the page (js/python-worker.mjs calls this, one at a time); one that is not
    in the contract (:data:`ui.protocol.PAGE_TO_PYTHON`) is refused with a warning."""
    if _page is None:
        return
    data = _data(message)
    wrong = problem(PAGE_TO_PYTHON, data)
    if wrong is not None:
        warn(f"The game refused a message of the page ({wrong}): {data!r:.300}")
        return
    _entered(data.pop("view", None))
    try:
        _page.receive(str(data.get("type", "")), data)
    finally:
        _leaving()


def warn(text: str) -> None:
    """A warning in the console (``console.warn``)."""
    import js

    js.console.warn(text)


def _load_bot_tables() -> None:
    from . import _load_bot_tables as load

    load()


def fire(number: int) -> None:
    """A timer of :class:`Timers` is due (js/python-worker.mjs)."""
    if _page is not None:
        _entered()
        try:
            _page.soon.fire(int(number))
        finally:
            _leaving()
