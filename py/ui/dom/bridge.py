"""What every module of :mod:`ui.dom` uses to talk to the browser: JS ``null``, strings from
JS, the page's namespace, the callbacks and tasks kept alive, the focus, and :class:`Soon` (a
task of its own, soon).

``js`` and ``pyodide`` are imported inside functions only, so the package imports on CPython.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from ..effects import Effect

_proxies: list[Any] = []  # keep the JS callbacks alive for the page's lifetime
_tasks: set[Any] = set()  # the asynchronous work under way (clipboard, storage, #14 #29)


class Host(Protocol):
    """What the page's collaborators ask of it (:class:`ui.dom.page.Page`)."""

    def run(self, intent: str, arg: str = "", fields: dict[str, str] | None = None) -> None:
        """Send an intent to the app, draw the screen, perform the effects."""

    def render(self, still: bool = False) -> None:
        """Draw the current screen."""

    def perform(self, effects: list[Effect]) -> None:
        """Do what the app asked (``ui.effects``)."""


def nullish(value: Any) -> bool:
    """JS ``null`` arrives as ``pyodide.ffi.jsnull`` (truthy, not None); ``undefined`` as None."""
    if value is None:
        return True
    from pyodide.ffi import jsnull

    return value is jsnull


def text(value: Any) -> str:
    """A JS string as a str ("" for anything else: null, undefined, a number)."""
    return value if isinstance(value, str) else ""


def page_api(name: str) -> Any:
    """A member of the page's namespace ``schotten`` (js/shell.js): ``motion``, ``sound``,
    ``fastStart``, ``journal``, ``keyed``… (js/*.mjs), or None."""
    import js

    ns = getattr(js, "schotten", None)
    api = None if nullish(ns) else getattr(ns, name, None)
    return None if nullish(api) else api


def journal_pending() -> Any:
    """A promise settled once the saves' journal (js/journal.mjs) has every write made so far
    on disk; None when none is on its way (or there is no journal)."""
    journal = page_api("journal")
    if journal is None:
        return None
    pending = journal.pending()
    return None if nullish(pending) else pending


def keep(proxy: Any) -> Any:
    """Keep a JS callback (``create_proxy``) alive for the page's lifetime; returns it."""
    _proxies.append(proxy)
    return proxy


def spawn(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` on the page's event loop, kept until it is done."""
    _tasks.add(task := asyncio.ensure_future(work))
    task.add_done_callback(_tasks.discard)


def focus(document: Any, element_id: str) -> None:
    """Focus the element ``element_id`` (not focusable itself, a list: its first button)."""
    el = document.getElementById(element_id)
    if nullish(el):
        return
    focus_in_view(el)
    if document.activeElement != el:
        inner = el.querySelector("button:not([disabled])")
        if not nullish(inner):
            focus_in_view(inner)


def reveal(document: Any, element_id: str) -> None:
    """Scroll ``element_id`` into view from its top when any of it is out of view."""
    import js
    from pyodide.ffi import to_js

    el = document.getElementById(element_id)
    if nullish(el):
        return
    box = el.getBoundingClientRect()
    if box.top < 0 or box.bottom > js.window.innerHeight:
        el.scrollIntoView(to_js({"block": "start"}, dict_converter=js.Object.fromEntries))


def focus_in_view(el: Any) -> None:
    """Focus ``el`` and scroll only as far as needed to show it (the browser's own scrolling
    on focus can move a board that already shows the element); its focus ring only when the
    last input was a key (js/shell.js's ``schotten.keyed``), never before any input."""
    import js
    from pyodide.ffi import to_js

    options: dict[str, bool] = {"preventScroll": True}
    keyed = page_api("keyed")
    if keyed is not None:
        options["focusVisible"] = bool(keyed())
    el.focus(to_js(options, dict_converter=js.Object.fromEntries))
    box = el.getBoundingClientRect()
    if box.top < 0 or box.bottom > js.window.innerHeight:
        el.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))


class Scheduler(Protocol):
    """``soon(callback, delay_ms=0)``: run ``callback`` in a task of its own after
    ``delay_ms`` (:class:`Soon` in the page, ``ui.dom.worker.WorkerSoon`` in a worker)."""

    def __call__(self, callback: Callable[[], None], delay_ms: int = 0) -> bool: ...


class Soon:
    """``soon(callback, delay_ms=0)``: run ``callback`` in a task of its own after
    ``delay_ms``."""

    def __init__(self) -> None:
        self._queue: deque[Callable[[], None]] = deque()
        self._channel: Any = None

    def __call__(self, callback: Callable[[], None], delay_ms: int = 0) -> bool:
        """With no delay the task is posted through a ``MessageChannel``, not
        ``setTimeout(0)``: the browser holds back a timer nested in timers by at least 4 ms,
        which cost the sliced thinking and the review one fifth of their time (a 4 ms wait
        after each 20 ms slice). Input and rendering still come between the tasks. Returns
        True (the callers keep it as "scheduled")."""
        import js
        from pyodide.ffi import create_once_callable, create_proxy

        if delay_ms > 0:
            js.setTimeout(create_once_callable(callback), delay_ms)
            return True
        if self._channel is None:
            self._channel = js.MessageChannel.new()
            self._channel.port1.onmessage = create_proxy(lambda _event: self._queue.popleft()())
        self._queue.append(callback)
        self._channel.port2.postMessage(None)
        return True
