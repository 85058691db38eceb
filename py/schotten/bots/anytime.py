"""Thinking in slices: the anytime interface of the easy, medium and hard bots.

``thinker = bot.start(view)`` sets a decision up without doing the work; each
``thinker.step(max_ms)`` then does a slice of it and returns the action once it is decided
(``None`` before). A page calls ``step`` from short timer callbacks so that no single task blocks
the main thread for long; ``bot.choose(view)`` simply steps until the end.

The work is a generator that yields after each small unit (one random future, one play-out):
``step`` runs units until its slice is used up, and at least one unit per call, so it always makes
progress. The units and their order never depend on the clock, so the decision is the same
however the work is sliced. Only a time cap (``start(view, time_cap_ms=...)``), meant as a safety
net for slow devices, lets the clock decide: once the thinking time passes it, the bot plays the
best action found so far.

Every random choice comes from a generator seeded with the bot's seed and the decision's place in
the game (round, length of the public log, viewer), never from the bot's past decisions: a game
resumed from a save, or replayed, gets the same moves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator

from ..actions import Action, Claim, EndTurn, NextRound, Pass, Place
from ..views import PlayerView

Work = Generator[None, float, Action]
"""A decision in progress: yields after each unit of work, receives the thinking time so far
(milliseconds), returns the action."""

DEFAULT_SLICE_MS = 20.0


class Thinker:
    """One decision being made (see the module's documentation)."""

    __slots__ = ("_clock", "_result", "_spent", "_started", "_steps", "_units", "_work")

    def __init__(
        self,
        work: Work | None = None,
        *,
        result: Action | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if work is None and result is None:
            raise ValueError("a thinker needs work or a result")
        self._work = work
        self._result = result
        self._clock = clock
        self._spent = 0.0
        self._started = False
        self._steps = 0
        self._units = 0

    @classmethod
    def decided(cls, action: Action) -> Thinker:
        """A thinker whose action is already known (nothing to think about)."""
        return cls(result=action)

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
                if not self._started:
                    self._started = True
                    next(work)
                else:
                    work.send((self._spent + clock() - start) * 1000.0)
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
    actions = view.legal_actions
    if not actions:
        raise ValueError("no legal action: it is not this player's turn")
    for action in actions:
        if isinstance(action, Claim):
            return action
    if view.options.tactical:
        # the deck to draw from, the cards to put back, tactic plays: all need a thought
        return actions[0] if len(actions) == 1 else None
    places = [a for a in actions if isinstance(a, Place)]
    if len(places) == 1:
        return places[0]
    if places:
        return None
    for action in actions:
        if isinstance(action, (Pass, EndTurn, NextRound)):
            return action
    return actions[0]


class AnytimeBot:
    """Base of the bots that think in slices: ``start(view) -> Thinker`` and ``choose(view)``.

    Subclasses implement :meth:`think`, a generator for the placement decisions (everything else
    is :func:`forced_action`)."""

    name = "anytime"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def start(self, view: PlayerView, time_cap_ms: float | None = None) -> Thinker:
        """Set up the decision for ``view`` (the viewer must be to move); no work is done yet,
        except when the action needs no thought. ``time_cap_ms`` bounds the thinking time
        (the decision then depends on the machine's speed)."""
        forced = forced_action(view)
        if forced is not None:
            return Thinker.decided(forced)
        return Thinker(self.think(view, time_cap_ms))

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions``, thought through to the end."""
        return self.start(view).finish()

    def think(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        raise NotImplementedError
        yield  # pragma: no cover

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
