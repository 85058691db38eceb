"""The work done in the background, in short timer tasks (one slice each, so that input and
rendering come in between): the computer's turn, a hint asked for (learning tools), the review
of a game in the replay viewer (#14). Each records its figures for the browser tests and the
benchmarks when the page asks for them (:mod:`ui.dom.figures`: ``botMoves``, ``botTurns``,
``reviews``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..app import App
from ..effects import Effect
from ..opponent import SLICE_MS
from . import figures
from .bridge import Host, Scheduler
from .painter import Planner

FIRST_SLICE_MS = SLICE_MS / 2
"""The first slice of a decision: it also sets the decision up (the view, the bot, the legal
actions), so it thinks half as long (the decision does not depend on the slicing)."""


class Thinkers:
    """The computer's turn, the hint and the review, each run in slices from timer tasks;
    ``pressed()``: a pointer is down on the page (the review's progress is not drawn under
    it)."""

    def __init__(
        self, app: App, host: Host, painter: Planner, soon: Scheduler, pressed: Callable[[], bool]
    ) -> None:
        self.app = app
        self.host = host
        self.painter = painter
        self.soon = soon
        self.pressed = pressed
        self._bot_timer: Any = None
        self._bot_started: float | None = None
        self._bot_max_slice = 0.0
        self._bot_since: float | None = None  # the last action shown (the person's or its own)
        self._bot_first = True  # the next action is the first of the computer's turn
        self._bot_actions = 0
        # the review by the computer (#14), in slices like the computer's thinking
        self._review_timer: Any = None
        self._review_started: float | None = None
        self._review_max_slice = 0.0
        self._review_slices = 0
        self._review_rendered = 0.0
        self._hint_timer: Any = None  # learning tools: a hint worked out in timer tasks
        app.c.play.hints.sliced = True

    def schedule(self) -> None:
        """After each drawing: go on with whatever is pending."""
        self.schedule_bot()
        self.schedule_review()
        self.schedule_hint()

    # --- the computer's turn ------------------------------------------------------------------

    def schedule_bot(self, delay_ms: int = 0) -> None:
        """If the computer is to move, think in short timer tasks (one slice each) from now on;
        its actions are shown at the pace of ``app.bot_pace`` (settings/URL ``bot_pause_ms``)."""
        import js

        if not self.app.bot_pending():
            if self._bot_since is not None and self._bot_actions and figures.on():
                # its turn is over: the person's hand is playable again (benchmarks)
                turn = js.Object.new()
                turn.end = js.performance.now()
                turn.actions = self._bot_actions
                figures.record("botTurns", turn)
            self._bot_since = None
            self._bot_actions = 0
            return
        if self._bot_timer is not None:
            return
        if self._bot_since is None:
            self._bot_since = time.perf_counter()
            self._bot_first = True
        self._bot_timer = self.soon(self._bot_tick, delay_ms)

    def _bot_tick(self) -> None:
        self._bot_timer = None
        if not self.app.bot_pending():
            self._bot_started = None
            self.schedule_bot()
            return
        first = self._bot_started is None  # the decision is also set up in this slice
        if first:
            self._bot_started = time.perf_counter()
        t0 = time.perf_counter()
        action = self.app.bot_think(FIRST_SLICE_MS if first else SLICE_MS)
        step_ms = (time.perf_counter() - t0) * 1000.0
        self._bot_max_slice = max(self._bot_max_slice, step_ms)
        if action is None:
            self.schedule_bot(0)
            return
        since = self._bot_since if self._bot_since is not None else t0
        pause = self.app.bot_pace(self.app.shared.page_query).before(action, self._bot_first)
        wait = pause - (time.perf_counter() - since) * 1000.0
        if wait >= 1.0:
            self.schedule_bot(int(wait))  # decided: shown once the pause is over
            return
        t_apply = time.perf_counter()
        changed, effects = self.app.bot_step(0.0)
        if not changed:
            self.schedule_bot(0)
            return
        self._bot_since = time.perf_counter()
        self._bot_first = False
        self._bot_actions += 1
        started = self._bot_started if self._bot_started is not None else t0
        self._bot_started = None
        move = self._bot_figures(t0, started, step_ms, t_apply) if figures.on() else None
        self._bot_max_slice = 0.0
        self._bot_timer = self.soon(lambda: self._bot_shown(effects, move))

    def _bot_figures(self, t0: float, started: float, step_ms: float, t_apply: float) -> Any:
        """The figures of the computer's action just played (:mod:`ui.dom.figures`)."""
        import js

        opp = self.app.c.play.opponent
        move = js.Object.new()
        move.level = opp.level if opp is not None else ""
        move.think_ms = opp.thinking_ms if opp is not None else 0.0
        move.plies = opp.searched_plies if opp is not None else 0
        move.wall_ms = (t0 - started) * 1000.0 + step_ms
        figures.record("botMoves", move)
        move.step_ms = step_ms
        move.apply_ms = (time.perf_counter() - t_apply) * 1000.0
        move.wasm_bytes = figures.wasm_bytes()
        move.max_slice_ms = self._bot_max_slice
        return move

    def _bot_shown(self, effects: list[Effect], move: Any) -> None:
        """The computer's action on the board, in the tasks after the one that played and saved
        it: its HTML worked out in this one, drawn in the next (each task stays short on a
        slow device; a drawing made in between, after a tap, supersedes it)."""
        t0 = time.perf_counter()
        plan = self.painter.plan(False)
        drawings = self.painter.drawings
        if move is not None:
            move.plan_ms = (time.perf_counter() - t0) * 1000.0

        def show() -> None:
            self._bot_timer = None
            t1 = time.perf_counter()
            if self.painter.drawings == drawings:
                self.painter.show(plan)  # schedules the next action after the pause
            else:  # the screen was drawn since: what was worked out may be out of date
                self.host.render()
            self.host.perform(effects)
            if move is not None:
                move.render_ms = (time.perf_counter() - t1) * 1000.0

        self.soon(show)

    # --- a hint (learning tools) --------------------------------------------------------------

    def schedule_hint(self) -> None:
        """Learning tools: work out an asked-for hint in short timer tasks (one slice each)."""
        if self._hint_timer is not None or not self.app.hint_pending():
            return
        self._hint_timer = self.soon(self._hint_tick)

    def _hint_tick(self) -> None:
        self._hint_timer = None
        effects = self.app.hint_step(SLICE_MS)
        if effects is None:
            self.schedule_hint()
            return
        self.host.render()
        self.host.perform(effects)

    # --- the review in the replay viewer (#14) ------------------------------------------------

    def schedule_review(self) -> None:
        """While a review runs in the viewer, one slice of it per timer task (as the
        computer's thinking); the screen is drawn again at most once a second."""
        if self._review_timer is not None or not self.app.review_pending():
            return
        if self._review_started is None:
            self._review_started = time.perf_counter()
            self._review_max_slice = 0.0
            self._review_slices = 0
        self._review_timer = self.soon(self._review_tick)

    def _review_tick(self) -> None:
        self._review_timer = None
        if not self.app.review_pending():
            self._review_started = None  # cancelled, or the viewer was left
            return
        t0 = time.perf_counter()
        changed, effects = self.app.review_step(SLICE_MS)
        slice_ms = (time.perf_counter() - t0) * 1000.0
        self._review_max_slice = max(self._review_max_slice, slice_ms)
        self._review_slices += 1
        over = not self.app.review_pending()
        if over and self._review_started is not None:
            if figures.on():
                self._review_figures(self._review_started)
            self._review_started = None
        now = time.perf_counter()
        # drawn again at most every second, and never under a finger or a button held down
        # (a click lands on the element it started on); the drawing is a task of its own, so
        # that no task holds a slice and a drawing together
        if changed and (over or (now - self._review_rendered > 1.0 and not self.pressed())):
            self._review_rendered = now
            self._review_timer = self.soon(lambda: self._review_draw(effects))
        else:
            self.schedule_review()

    def _review_figures(self, started: float) -> None:
        """The figures of a review just over (:mod:`ui.dom.figures`)."""
        import js

        review = js.Object.new()
        review.wall_ms = (time.perf_counter() - started) * 1000.0
        review.max_slice_ms = self._review_max_slice
        review.slices = self._review_slices
        session = self.app.c.replay.replay
        review.decisions = (
            len(session.review.decisions)
            if session is not None and session.review is not None
            else 0
        )
        figures.record("reviews", review)

    def _review_draw(self, effects: list[Effect]) -> None:
        self._review_timer = None
        # only the review's region, most often; schedules the next slice
        self.host.render(still=True)
        self.host.perform(effects)
