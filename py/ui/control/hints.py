"""The hint on the table: asked for the position on screen, worked out in slices when the page
asks it to (``sliced``), dropped as soon as the position moves on."""

from __future__ import annotations

import time
from collections.abc import Generator

from schotten.hints import Hint, hint_work
from schotten.views import PlayerView


class HintWork:
    """The hint shown (for the ply it was asked at) and the one being worked out."""

    def __init__(self) -> None:
        self.shown: tuple[int, Hint] | None = None
        #: set by ui.dom: work out a hint in slices from timer tasks, not at once
        self.sliced = False
        self._work: tuple[int, Generator[None, float | None, Hint]] | None = None

    def now(self, ply: int) -> Hint | None:
        """The hint shown, if it was asked at ``ply``."""
        if self.shown is None:
            return None
        asked, hint = self.shown
        return hint if asked == ply else None

    def start(self, ply: int, view: PlayerView, seed: int) -> bool:
        """Ask for a hint at ``ply``; whether it is ready (else :meth:`step` works on it)."""
        if self.now(ply) is not None:
            return True
        self._work = (ply, hint_work(view, seed))
        if self.sliced:
            return False
        while self._work is not None:
            self.step(ply, 1e9)
        return True

    def pending(self, ply: int | None) -> bool:
        """Is a hint being worked out for ``ply`` (``None``: no position on screen)?"""
        if self._work is None:
            return False
        if ply is None or self._work[0] != ply:
            self._work = None  # the position moved on: that hint is not wanted any more
            return False
        return True

    def step(self, ply: int | None, max_ms: float) -> bool:
        """Work on the hint for about ``max_ms``; whether it is ready now."""
        if not self.pending(ply):
            return False
        assert self._work is not None
        asked, work = self._work
        start = time.perf_counter()
        try:
            next(work)
            while (time.perf_counter() - start) * 1000.0 < max_ms:
                work.send(None)
        except StopIteration as stop:
            self._work = None
            self.shown = (asked, stop.value)
            return True
        return False

    def forget(self) -> None:
        """No hint on show (a take-back, the setting turned off)."""
        self.shown = None
