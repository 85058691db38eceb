"""Thinking in slices: the anytime interface of the easy, medium and hard bots.

``thinker = bot.start(view)`` sets a decision up without doing the work; each
``thinker.step(max_ms)`` then does a slice of it and returns the action once it is decided
(``None`` before). A page calls ``step`` from short timer callbacks so that no single task blocks
the main thread for long; ``bot.choose(view)`` simply steps until the end.

The work is a generator that yields after each small unit (one random future, one play-out):
``step`` runs units until its slice is used up, and at least one unit per call, so it always makes
progress. The units and their order never depend on the clock, so the decision is the same
however the work is sliced. Only a time cap (``start(view, time_cap_ms=...)``), meant for the page,
lets the clock decide: once the wall-clock time since the first ``step`` passes it (the pauses
between slices count, as the person waits through them), the bot plays the best action found so
far. The clock is injectable (``start(view, clock=...)``), so a test can use a fake one.

``thinker.estimate`` is the bot's estimate of its chance to win the round with the action it
chose, once decided: the search's share of won play-outs for that action (hard), else the
heuristic's chance to win the round after it (see :func:`~.heuristic.estimate`), from the view
alone. A unit of work may yield that figure (a float) instead of ``None``.

Every random choice comes from a generator seeded with the bot's seed and the decision's place in
the game (round, length of the public log, viewer), never from the bot's past decisions: a game
resumed from a save, or replayed, gets the same moves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator

from ..actions import Action, Place
from ..views import PlayerView
from .base import first_claim, legal_actions, routine

Work = Generator[float | None, float, Action]
"""A decision in progress: yields after each unit of work (``None``, or the estimate of the chance
to win the round so far), receives the wall-clock time since the first step (milliseconds),
returns the action."""
Estimator = Callable[[], float]

DEFAULT_SLICE_MS = 20.0


class Thinker:
    """One decision being made (see the module's documentation)."""

    __slots__ = (
        "_clock",
        "_estimate",
        "_estimator",
        "_origin",
        "_result",
        "_spent",
        "_steps",
        "_units",
        "_work",
    )

    def __init__(
        self,
        work: Work | None = None,
        *,
        result: Action | None = None,
        clock: Callable[[], float] = time.perf_counter,
        estimator: Estimator | None = None,
    ) -> None:
        if work is None and result is None:
            raise ValueError("a thinker needs work or a result")
        self._work = work
        self._result = result
        self._clock = clock
        self._spent = 0.0
        self._origin: float | None = None
        self._steps = 0
        self._units = 0
        self._estimate: float | None = None
        self._estimator = estimator

    @classmethod
    def decided(cls, action: Action, estimator: Estimator | None = None) -> Thinker:
        """A thinker whose action is already known (nothing to think about); ``estimator``
        gives :attr:`estimate` when asked."""
        return cls(result=action, estimator=estimator)

    @property
    def done(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> Action | None:
        """The action once decided, else ``None``."""
        return self._result

    @property
    def thinking_ms(self) -> float:
        """Time spent inside :meth:`step` so far."""
        return self._spent * 1000.0

    @property
    def steps(self) -> int:
        """Calls of :meth:`step` that did some work."""
        return self._steps

    @property
    def units(self) -> int:
        """Units of work done (independent of the slicing)."""
        return self._units

    @property
    def estimate(self) -> float | None:
        """The estimated chance (0-1) to win the round with the chosen action, once decided
        (``None`` before, or when the bot gives none); from the view alone."""
        if self._result is None:
            return None
        if self._estimate is None and self._estimator is not None:
            self._estimate = min(1.0, max(0.0, self._estimator()))
            self._estimator = None
        return self._estimate

    def step(self, max_ms: float = DEFAULT_SLICE_MS) -> Action | None:
        """Think for about ``max_ms`` milliseconds (at least one unit of work); the action once
        decided, else ``None``. Calling it again after the decision returns the same action."""
        if self._result is not None:
            return self._result
        work = self._work
        assert work is not None
        clock = self._clock
        start = clock()
        limit = max_ms / 1000.0
        self._steps += 1
        try:
            while True:
                if self._origin is None:
                    self._origin = start
                    note = next(work)
                else:
                    note = work.send((clock() - self._origin) * 1000.0)
                if note is not None:
                    self._estimate = min(1.0, max(0.0, note))
                self._units += 1
                if clock() - start >= limit:
                    break
        except StopIteration as stop:
            self._result = stop.value
            self._work = None
        self._spent += clock() - start
        return self._result

    def finish(self) -> Action:
        """Think to the end and return the action."""
        while True:
            action = self.step(1e12)
            if action is not None:
                return action


def decision_rng(seed: int, view: PlayerView, salt: str) -> random.Random:
    """The random generator of one decision: from the bot's seed and where the game is."""
    return random.Random(
        f"schotten-bot:{salt}:{seed}:{view.round_no}:{len(view.history)}:{view.viewer}"
    )


def forced_action(view: PlayerView) -> Action | None:
    """The action that needs no thought, or ``None`` when a placement has to be chosen.

    Claims come first (a legal claim is never worse than waiting: the stone is won either way and
    claiming closes it); then the only placement; then pass, end of turn or next round. In the
    tactical variant only a claim or a single legal action is forced. Action
    types a bot does not know (future variants) are taken only when nothing else is legal.
    Raises ``ValueError`` when the view has no legal action (not the viewer's turn)."""
    actions = legal_actions(view)
    claim = first_claim(actions)
    if claim is not None:
        return claim
    if view.options.rules.tactics:
        # the deck to draw from, the cards to put back, tactic plays: all need a thought
        return actions[0] if len(actions) == 1 else None
    places = [a for a in actions if isinstance(a, Place)]
    if len(places) == 1:
        return places[0]
    if places:
        return None
    return routine(actions)


class AnytimeBot:
    """Base of the bots that think in slices: ``start(view) -> Thinker`` and ``choose(view)``.

    Subclasses implement :meth:`think`, a generator for the placement decisions (everything else
    is :func:`forced_action`)."""

    name = "anytime"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def start(
        self,
        view: PlayerView,
        time_cap_ms: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> Thinker:
        """Set up the decision for ``view`` (the viewer must be to move); no work is done yet,
        except when the action needs no thought. ``time_cap_ms`` bounds the wall-clock time
        from the first step, by ``clock`` (seconds); the decision then depends on the machine's
        speed, unless the work ends before the cap."""
        forced = forced_action(view)
        if forced is not None:
            return Thinker.decided(forced, lambda: self.forced_estimate(view, forced))
        return Thinker(self.think(view, time_cap_ms), clock=clock)

    def forced_estimate(self, view: PlayerView, action: Action) -> float:
        """The estimate of a decision that needed no thought (computed when asked)."""
        from .tactical_play import view_chance

        return view_chance(view)

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``, thought through to the end."""
        return self.start(view).finish()

    def think(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        raise NotImplementedError
        yield  # pragma: no cover

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
