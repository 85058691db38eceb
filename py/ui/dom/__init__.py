"""The browser adapter: the only package of the game screens that touches the page.

``mount()`` builds the :class:`~ui.app.App` on ``localStorage`` and ``navigator.languages``,
renders it into ``<main id="app">`` and binds the page (:class:`~ui.dom.page.Page`), whose
collaborators each hold one concern:

- ``painter``: drawing the screen, whole or by regions, with the motion (js/motion.mjs);
- ``events``: the delegated listeners (click, submit, keys, drag and drop, pointer, change)
  and the window's ``storage`` and ``hashchange``;
- ``thinkers``: the computer's turn, a hint and a review, in slices from timer tasks;
- ``perform``: the effects (announcement, focus, download, file picker, sound, clipboard);
- ``persistence``: whether the browser keeps the storage (#29), the "start faster" setting;
- ``bridge``: what they share (JS ``null``, the page's globals, :class:`~ui.dom.bridge.Soon`).

``js`` and ``pyodide`` are imported inside functions only, so the package imports on CPython.
"""

from __future__ import annotations

import secrets
import time
from typing import Any

from ..app import App
from ..storage.adapters import Journal, Storage, probe_local_storage
from .bridge import nullish, page_api, text
from .page import Page

__all__ = ["ROOT_ID", "Page", "in_worker", "intl_date", "mount"]

ROOT_ID = "app"


def in_worker() -> bool:
    """Whether this Python runs in a Web Worker (``ui.dom.worker``), not in the page."""
    import js

    return not hasattr(js, "document")


def mount(root_id: str = ROOT_ID) -> Page:
    """Create the app in ``<main id="app">`` and bind the page; returns the mounted page."""
    import js

    root = js.document.getElementById(root_id)
    if nullish(root):
        raise RuntimeError(f"no element with id {root_id!r} in the page")
    storage, persistent = _storage()
    app = App(storage, _languages(), time.time, lambda: secrets.randbits(31), intl_date)
    page = Page(app, root)
    page.bind()
    # a shared game's link (#14): read at mount, shown read only, nothing stored unless asked
    app.page_url = text(js.location.href)
    app.page_query = text(js.location.search)
    link_effects = app.open_link(text(js.location.hash))
    page.render()
    page.perform(link_effects)
    page.soon(_load_bot_tables)
    if not persistent:
        from ..model import Message

        app.notices.append(Message("storage.unavailable", {}, "error"))
        page.render()
    return page


def _storage() -> tuple[Storage, bool]:
    """``localStorage`` if the browser allows it (a full one too), else a memory store (and
    say so)."""
    import js

    return probe_local_storage(lambda: js.window.localStorage, _journal())


def _journal() -> Journal | None:
    """The saves' journal of the page (js/journal.mjs, loaded before PyScript), if any."""
    from pyodide.ffi import to_js

    journal = page_api("journal")
    if journal is None:
        return None
    record = journal.record

    def write(key: str, value: str | None) -> None:
        record(to_js([[key, value]]))

    return write


def _languages() -> list[str]:
    import js

    nav = js.navigator
    found = [str(x) for x in nav.languages] if not nullish(nav.languages) else []
    single = text(nav.language)
    return found or ([single] if single else [])


_date_formats: dict[str, Any] = {}


def intl_date(when: float, lang: str) -> str:
    """A date and time in the language's own format (``Intl.DateTimeFormat``, the browser's
    time zone): "Dec 1, 2026, 9:25 AM", "1 déc. 2026, 09:25"…"""
    import js
    from pyodide.ffi import to_js

    if lang not in _date_formats:
        options = to_js(
            {"dateStyle": "medium", "timeStyle": "short"}, dict_converter=js.Object.fromEntries
        )
        _date_formats[lang] = js.Intl.DateTimeFormat.new(lang, options)
    return str(_date_formats[lang].format(js.Date.new(when * 1000.0)))


def _load_bot_tables() -> None:
    """The computer's tables (a module of constants, compiled when first imported), in a task
    of their own once the first screen is drawn, not in the first slice of its first decision
    (about 30 ms on a device four times slower). Then everything loaded so far (the
    interpreter's modules, the game's, the tables) is moved out of reach of the cyclic garbage
    collector's scans (``gc.freeze``): a full collection during the computer's thinking scans
    only what was made since (on CPython, during three tactical games against hard: the
    longest full collection 20.7 ms without, 6.7 ms with)."""
    import gc

    from schotten.bots import playout

    playout.ensure_tables()
    gc.freeze()
