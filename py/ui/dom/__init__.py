"""The browser adapter's Python side: the only package of the game screens that touches the
browser. Wherever Python runs, in the game's worker or in the page (PyScript), it is the same:
``ui.dom.endpoint`` is the Python side of the contract with the page's adapter (js/table.mjs;
``ui.protocol``), whose collaborators each hold one concern:

- ``painter``: what to draw, whole or by regions (the page draws it);
- ``thinkers``: the computer's turn, a hint and a review, in slices from timer tasks;
- ``figures``: the figures recorded for the tests and benchmarks, when they ask for them;
- ``bridge``: what they share (JS ``null``, the page's namespace).

``js`` and ``pyodide`` are imported inside functions only, so the package imports on CPython.
"""

from __future__ import annotations

from typing import Any

__all__ = ["in_worker", "intl_date"]


def in_worker() -> bool:
    """Whether this Python runs in a Web Worker, not in the page."""
    import js

    return not hasattr(js, "document")


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
