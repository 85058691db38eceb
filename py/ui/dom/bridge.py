"""What every module of :mod:`ui.dom` uses to talk to the browser: JS ``null`` and the page's
namespace (``schotten``, js/shell.js); :class:`Host` and :class:`Scheduler`, what the
collaborators of :class:`ui.dom.endpoint.Endpoint` ask of it.

``js`` and ``pyodide`` are imported inside functions only, so the package imports on CPython.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..effects import Effect


class Host(Protocol):
    """What the collaborators ask of the page's Python side (:class:`ui.dom.endpoint.Endpoint`)."""

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


def page_api(name: str) -> Any:
    """A member of the namespace ``schotten`` (js/shell.js in the page, js/python-worker.mjs in
    the worker): ``instrument``, ``figures``… or None."""
    import js

    ns = getattr(js, "schotten", None)
    api = None if nullish(ns) else getattr(ns, name, None)
    return None if nullish(api) else api


class Scheduler(Protocol):
    """``soon(callback, delay_ms=0)``: run ``callback`` in a task of its own after
    ``delay_ms`` (``ui.dom.endpoint.Timers``)."""

    def __call__(self, callback: Callable[[], None], delay_ms: int = 0) -> bool: ...
