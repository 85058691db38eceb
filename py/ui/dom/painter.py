"""What to draw of the screen: whole, or only the regions that changed since the last drawing
(``ui.render.regions``: replaced, inserted, removed, and the screen's opening tag's attributes
copied, ``:root``). The page draws it (js/table.mjs, with the table's motion and the focus)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..app import App
from ..effects import Effect
from ..render import regions as drawn
from .bridge import Scheduler


@dataclass(frozen=True)
class Plan:
    """A drawing worked out (:meth:`Planner.plan`): the screen's regions, the steps that redraw
    them (None: draw the whole ``html``), whether nothing moves, when it began and ended."""

    regions: drawn.Regions | None
    steps: list[drawn.Change] | None
    html: str
    still: bool
    start: float
    planned: float


class Planner:
    """The Python half of drawing the app's screen: what changed since the last drawing
    (:meth:`plan`); :meth:`show` sends a plan to the page (``ui.dom.endpoint.FramePainter``);
    ``after()`` is called after each drawing (the background work is scheduled there)."""

    def __init__(self, app: App, soon: Scheduler, after: Callable[[], None]) -> None:
        self.app = app
        self.soon = soon
        self._after = after
        self._frame: drawn.Regions | None = None  # the regions drawn last
        self.drawings = 0  # drawings made (a drawing worked out earlier is then out of date)

    def render(self, still: bool = False) -> None:
        """Draw the current screen; ``still``: nothing on it moved (a review's progress), so
        no motion is measured. When only regions of the screen changed since the last
        drawing (``app.render_regions``: the frame around them is the same), only those are
        redrawn: a card placed does not lay out the whole table again, a review's progress
        does not lay out a replay's board and log."""
        self.show(self.plan(still))

    def plan(self, still: bool) -> Plan:
        """The Python half of a drawing: the regions that changed since the last one (or the
        whole screen's HTML), checked by :meth:`App.safe` / :meth:`App.render`."""
        start = time.perf_counter()
        regions = self.app.render_regions()
        last = self._frame
        steps = None
        if regions is not None and last is not None and regions[0] == last[0]:
            steps = drawn.changes(last[1], regions[1], regions.root)
            if steps is not None and still and len(steps) > 1:  # one region per task
                steps = steps[:1]
                regions = regions._replace(parts=drawn.partly(last[1], regions[1]))
                self.soon(lambda: self.render(still=True))
        if steps is not None and not all(self.app.safe(step.html) for step in steps):
            steps = None
        html = self.app.whole(regions) if steps is None else ""
        return Plan(regions, steps, html, still, start, time.perf_counter())

    def show(self, plan: Plan) -> None:
        """Put ``plan`` on the page, then call ``after()``."""
        raise NotImplementedError

    def forget(self) -> None:
        """The page could not make the steps (an element missing): draw it whole next."""
        self._frame = None


class Driver:
    """The :class:`~ui.dom.bridge.Host` of :class:`ui.dom.endpoint.Endpoint`: an intent sent to
    the app, the screen drawn, the effects performed."""

    app: App
    painter: Planner

    def run(self, intent: str, arg: str = "", fields: dict[str, str] | None = None) -> None:
        effects = self.app.handle(intent, arg, fields)
        self.render()
        self.perform(effects)

    def render(self, still: bool = False) -> None:
        self.painter.render(still)

    def perform(self, effects: list[Effect]) -> None:
        raise NotImplementedError
