"""The mounted page: the app and the collaborators that drive the page for it."""

from __future__ import annotations

from typing import Any

from ..app import App
from ..effects import Effect
from .bridge import Soon
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
        self.painter = Painter(app, root, self.soon, after=self._drawn)
        self.input = Input(app, root, self)
        self.thinkers = Thinkers(app, self, self.painter, self.soon, lambda: self.input.pressed)
        self.persistence = Persistence(app, self)
        self.performer = Performer(app, self, self.persistence)

    def perform(self, effects: list[Effect]) -> None:
        self.performer.perform(effects)

    def bind(self) -> None:
        """The listeners, the fast start's events and whether the storage is kept (#29)."""
        self.input.bind()
        self.persistence.bind_fast_start()
        self.persistence.bind_persistence()

    def _drawn(self) -> None:
        self.thinkers.schedule()
