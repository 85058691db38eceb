"""Drawing the screen into ``<main id="app">``: whole (``innerHTML``), or only the regions that
changed since the last drawing (``ui.render.regions``: replaced, inserted, removed, and the
screen's opening tag's attributes copied, ``:root``), framed by the table's motion
(js/motion.mjs, FLIP) while "Animations" is on, with the focus kept where it was."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..app import App
from ..effects import Effect
from ..render import regions as drawn
from .bridge import Scheduler, focus, nullish, page_api, text


@dataclass(frozen=True)
class Plan:
    """A drawing worked out (:meth:`Painter.plan`): the screen's regions, the steps that redraw
    them (None: draw the whole ``html``), whether nothing moves, when it began and ended."""

    regions: drawn.Regions | None
    steps: list[drawn.Change] | None
    html: str
    still: bool
    start: float
    planned: float


class Planner:
    """The Python half of drawing the app's screen: what changed since the last drawing
    (:meth:`plan`); :meth:`show` puts a plan on the page (:class:`Painter` in the page,
    ``ui.dom.worker``'s painter from a worker); ``after()`` is called after each drawing (the
    page schedules its background work there)."""

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
    """The :class:`~ui.dom.bridge.Host` that the page (:class:`ui.dom.page.Page`) and the
    worker (:class:`ui.dom.worker.WorkerPage`) share: an intent sent to the app, the screen
    drawn, the effects performed (each its own way)."""

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


class Painter(Planner):
    """Draws the app's screen into ``root``, in the page's own interpreter."""

    def __init__(self, app: App, root: Any, soon: Scheduler, after: Callable[[], None]) -> None:
        import js

        super().__init__(app, soon, after)
        self.root = root
        self.document = js.document

    def show(self, plan: Plan) -> None:
        """The page's half of a drawing (:meth:`plan`)."""
        self.drawings += 1
        if plan.steps is None or not self._draw_regions(plan):
            self._draw_whole(plan)
        self._after()

    def _draw_whole(self, plan: Plan) -> None:
        html = plan.html or self.app.whole(plan.regions)
        self._frame = plan.regions
        active = self.document.activeElement
        focused_id = "" if nullish(active) else text(active.id)
        motion = self._motion(plan.still)
        before = motion.measure(self.root) if motion is not None else None
        t1 = time.perf_counter()
        self.root.innerHTML = html
        if motion is not None:
            motion.play(self.root, before)  # after the new board is in place (FLIP)
        self.document.documentElement.lang = self.app.t.lang
        self.document.documentElement.dataset.motion = "on" if self.app.prefs.animations else "off"
        self.document.title = self.app.t("app.title")
        if focused_id:
            focus(self.document, focused_id)
        _log_draw("screen", len(html), plan, t1)

    def _draw_regions(self, plan: Plan) -> bool:
        """Make the steps of ``plan`` (``ui.render.regions``); False: an element is missing,
        draw it whole. A drawing ``still`` (nobody waits for it: a review's progress and its
        end) makes one step per task, the next ones in the tasks that follow, so that no task
        inserts and lays out them all (the end of a review: its graph, then the log's
        hundred marked lines)."""
        steps = plan.steps or []
        elements = [
            self.root.firstElementChild
            if step.target == drawn.ROOT
            else self.document.getElementById(step.target)
            for step in steps
        ]
        if any(nullish(el) for el in elements):
            return False
        t0 = time.perf_counter()
        active = self.document.activeElement
        focused_id = "" if nullish(active) else text(active.id)
        motion = self._motion(plan.still)
        before = motion.measure(self.root) if motion is not None and steps else None
        t1 = time.perf_counter()
        for el, step in zip(elements, steps, strict=True):
            if step.how == "attrs":  # the screen's opening tag: its attributes on show
                self._set_attributes(el, step.attrs)
            elif step.how == "replace":
                el.outerHTML = step.html
            elif step.how == "remove":
                el.remove()
            else:  # next to an element that may have been redrawn by an earlier step
                where = "afterend" if step.how == "after" else "beforebegin"
                self.document.getElementById(step.target).insertAdjacentHTML(where, step.html)
        t2 = time.perf_counter()
        if motion is not None and before is not None:
            motion.play(self.root, before)
        if focused_id and not active.isConnected:  # it was in a region drawn again
            focus(self.document, focused_id)
        names = ",".join(step.target for step in steps) or "nothing"
        _log_draw(names, sum(len(step.html) for step in steps), plan, t0, (t0, t1, t2))
        self._frame = plan.regions
        return True

    def _motion(self, still: bool) -> Any:
        """js/motion.mjs when the table may move (the setting on, something moved), else None."""
        return page_api("motion") if self.app.prefs.animations and not still else None

    @staticmethod
    def _set_attributes(el: Any, attrs: drawn.Attributes) -> None:
        """Give ``el`` exactly the attributes ``attrs`` (data from the render, never parsed)."""
        wanted = dict(attrs)
        for name in [text(el.attributes.item(i).name) for i in range(int(el.attributes.length))]:
            if name not in wanted:
                el.removeAttribute(name)
        for name, value in wanted.items():
            if el.getAttribute(name) != value:
                el.setAttribute(name, value)


def _log_draw(
    what: str, chars: int, plan: Plan, shown: float, marks: tuple[float, ...] = ()
) -> None:
    """For the benchmarks (``schotten.figures.draws``, an array they set): each drawing's
    Python time (the screen's HTML, :meth:`Painter.plan`) and the page's (inserting it, the
    motion, focus; from ``shown``, maybe a task later); ``marks``: the times of its steps (the
    boxes measured, the HTML inserted, the motion started), each drawing's ``steps_ms`` from
    one to the next and to the end."""
    import js
    from pyodide.ffi import to_js

    figures = page_api("figures") if page_api("instrument") else None
    draws: Any = None if figures is None else getattr(figures, "draws", None)
    if nullish(draws):
        return
    draw = js.Object.new()
    draw.what = what
    draw.chars = chars
    draw.python_ms = (plan.planned - plan.start) * 1000.0
    end = time.perf_counter()
    draw.page_ms = (end - shown) * 1000.0
    steps = [(b - a) * 1000.0 for a, b in zip(marks, (*marks[1:], end), strict=True)]
    draw.steps_ms = to_js(steps)
    draw.at = js.performance.now()
    draws.push(draw)
