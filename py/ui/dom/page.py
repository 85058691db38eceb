"""The mounted page: the app and the collaborators that drive the page for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..app import App
from ..effects import Effect
from .bridge import Soon, journal_pending
from .events import Input
from .painter import Driver, Painter
from .perform import Performer
from .persistence import Persistence
from .thinkers import Thinkers


class Page(Driver):
    """The app in ``root`` (``<main id="app">``): :class:`Painter` draws it, :class:`Input`
    listens, :class:`Thinkers` run the background work after each drawing, :class:`Performer`
    does what the app asks, :class:`Persistence` follows what the browser keeps. They reach
    each other through this page (:class:`~ui.dom.bridge.Host`: ``run``, ``render``,
    ``perform``)."""

    def __init__(self, app: App, root: Any) -> None:
        self.app, self.root, self.soon = app, root, Soon()
        self._held: list[Callable[[], None]] = []  # what waits for the journal (_when_kept)
        self.painter = Painter(app, root, self.soon, after=self._drawn)
        self.input = Input(app, root, self)
        self.thinkers = Thinkers(app, self, self.painter, self.soon, lambda: self.input.pressed)
        self.persistence = Persistence(app, self)
        self.performer = Performer(app, self, self.persistence)

    def render(self, still: bool = False) -> None:
        self._when_kept(lambda: self.painter.render(still))

    def perform(self, effects: list[Effect]) -> None:
        self._when_kept(lambda: self.performer.perform(effects))

    def _when_kept(self, work: Callable[[], None]) -> None:
        """Do ``work`` (a drawing, the effects) once the saves' journal has every write made
        so far on disk (js/journal.mjs): a move is kept before it is shown and the game goes
        on. Meanwhile ``<html data-pending>`` says the page has not answered yet, as with
        Python in the worker (js/table.mjs)."""
        if self._held:
            self._held.append(work)
            return
        pending = journal_pending()
        if pending is None:
            work()
            return
        self._held.append(work)
        self.root.ownerDocument.documentElement.dataset.pending = "1"
        from pyodide.ffi import create_once_callable

        pending.then(create_once_callable(self._release))

    def _release(self, *_: Any) -> None:
        held = self._held[:]
        self._held.clear()
        del self.root.ownerDocument.documentElement.dataset.pending
        for work in held:
            work()

    def bind(self) -> None:
        """The listeners, the fast start's events and whether the storage is kept (#29)."""
        self.input.bind()
        self.persistence.bind_fast_start()
        self.persistence.bind_persistence()

    def _drawn(self) -> None:
        self.thinkers.schedule()
