"""The computer opponent in a game on the screens, without any DOM.

A game against the computer carries ``Options.bots`` (e.g. ``(None, "hard")``): the seat the
computer plays and its level, in the classic and the tactical game. :class:`Opponent` makes the
computer's decisions one action at a time (a placement or a tactic card, a claim, the end of its
turn with the deck it draws from, the cards it puts back after the Recruiter), each thought in
short slices (:meth:`Opponent.step`), so the page can think between frames and stay responsive.

The bot only ever receives ``player_view(state, seat)``. Its seed comes from the game's seed and
the position (round, length of the history), never from the slicing or from earlier decisions:
after a reload in the computer's turn it thinks again from the same view and makes the same move.
Thinking only: what it did is said by :mod:`ui.narrate`, what it shows by :mod:`ui.present`.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass

from schotten.actions import Action
from schotten.bots import LEVELS, make_bot
from schotten.bots.anytime import AnytimeBot, Thinker
from schotten.events import TurnEnded, action_events
from schotten.state import GameState, Phase
from schotten.views import PlayerView, player_view

from .i18n import Translator

SLICE_MS = 20.0
"""Thinking per slice: each slice is one short main-thread task in the browser."""
TIME_CAP_MS = {"easy": 300.0, "medium": 300.0, "hard": 1100.0}
"""The wall-clock cap of one decision's thinking in the page, by level: when it ends the
thinking, the best action found so far is played. With the pace below, a whole turn of the
computer stays within 1 s (easy, medium) and 2 s (hard) from the person's last action."""
PAUSE_SETTING = "bot_pause_ms"
"""Settings key (and ``?bot_pause_ms=`` URL parameter) setting every pause of :class:`Pace` to
one value (the tests use a short one)."""
MAX_PAUSE_MS = 5000


@dataclass(frozen=True, slots=True)
class Pace:
    """How the computer's actions follow each other, so a person can follow them.

    The computer starts thinking at once; its first action of a turn is shown no sooner than
    ``first_ms`` after the person's last action (the thinking runs during that pause, so a quick
    decision waits for it and a long one adds nothing). Each further action of the same turn (a
    claim, a tactic card's follow-up) comes ``next_ms`` after the one before; the end of its turn
    (nothing new on the table: the person's hand becomes playable) ``end_ms`` after."""

    first_ms: int = 250
    next_ms: int = 150
    end_ms: int = 50

    def before(self, action: Action, first: bool) -> int:
        """The pause before ``action`` (``first``: the first action of the computer's turn)."""
        if first:
            return self.first_ms
        ends = any(isinstance(e, TurnEnded) for e in action_events(0, action))
        return self.end_ms if ends else self.next_ms


DEFAULT_PACE = Pace()


def bot_seat(state: GameState) -> int | None:
    """The seat the computer plays in this game, or ``None`` (a game between people)."""
    bots = state.options.bots
    if bots is None:
        return None
    for seat, level in enumerate(bots):
        if level is not None:
            return seat
    return None


def human_seat(state: GameState) -> int | None:
    """The seat of the person playing against the computer (whose hand the board shows)."""
    seat = bot_seat(state)
    return None if seat is None else 1 - seat


def bots_for(level: str) -> tuple[str | None, str | None] | None:
    """``Options.bots`` for a new game with the person in seat 0 (either variant): ``None``
    when ``level`` is not a computer level (a game between people)."""
    if level not in LEVELS:
        return None
    return (None, level)


def decision_seed(state: GameState) -> int:
    """The bot's seed for the decision at this point of the game."""
    text = f"schotten-opponent:{state.seed}:{state.round_no}:{len(state.history)}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def pause_ms(settings: dict[str, str], query: str = "") -> int | None:
    """A single pause for all the computer's actions: a ``bot_pause_ms`` URL parameter, else the
    setting (clamped to 0..5000); ``None`` when neither is given (the default :class:`Pace`)."""
    raw = ""
    for part in query.lstrip("?").split("&"):
        key, _, text = part.partition("=")
        if key == PAUSE_SETTING:
            raw = text
    raw = raw or settings.get(PAUSE_SETTING, "")
    try:
        value = int(raw)
    except ValueError:
        return None
    return max(0, min(MAX_PAUSE_MS, value))


def pace(settings: dict[str, str], query: str = "") -> Pace:
    """The pace of the computer's actions: :data:`DEFAULT_PACE`, or every pause set to
    :func:`pause_ms` when given."""
    single = pause_ms(settings, query)
    return DEFAULT_PACE if single is None else Pace(single, single, single)


BOT_PHASES = (Phase.PLAY, Phase.AFTER_PLAY, Phase.RETURN)
"""The phases in which the player to move has to act (the computer too)."""


class Opponent:
    """The computer's side of one game: thinks about the current position in slices."""

    def __init__(
        self,
        level: str,
        seat: int,
        time_cap_ms: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.level = level
        self.seat = seat
        self.time_cap_ms = TIME_CAP_MS.get(level) if time_cap_ms is None else time_cap_ms
        """The wall-clock cap of a decision's thinking in the page (:data:`TIME_CAP_MS` by
        default), see :meth:`step`."""
        self.clock = clock
        self._key: tuple[int, int, int] | None = None
        self._thinker: Thinker | None = None
        self._bot: object = None
        self.views: list[PlayerView] = []
        """Every view handed to the bot (tests check it never holds the other hand)."""

    @classmethod
    def for_state(cls, state: GameState) -> Opponent | None:
        seat = bot_seat(state)
        if seat is None or state.options.bots is None:
            return None
        level = state.options.bots[seat]
        assert level is not None
        return cls(level, seat)

    def to_move(self, state: GameState) -> bool:
        """Is it the computer's turn: a card to play (or a pass), a claim or the end of its turn
        (tactical: with the deck to draw from), or, after its Recruiter, the cards to put back?
        (The next round is dealt by the person, from the round-over screen.)"""
        return state.current_player == self.seat and state.phase in BOT_PHASES

    def thinking(self, state: GameState) -> bool:
        """Has the computer started on the current position (and not decided yet)?"""
        return self._thinker is not None and self._key == _key(state) and not self._thinker.done

    def step(
        self, state: GameState, max_ms: float = SLICE_MS, capped: bool = False
    ) -> Action | None:
        """Think about ``state`` for about ``max_ms``; the action once decided, else ``None``.
        ``capped`` (the page): the decision started now has the wall-clock cap
        :attr:`time_cap_ms` (the tests and scripts think to the end, whatever the clock)."""
        if not self.to_move(state):
            return None
        key = _key(state)
        if self._thinker is None or self._key != key:
            view = player_view(state, self.seat)
            self.views.append(view)
            bot = self._bot = make_bot(self.level, decision_seed(state))
            if isinstance(bot, AnytimeBot):
                cap = self.time_cap_ms if capped else None
                self._thinker = bot.start(view, cap, self.clock)
            else:
                self._thinker = Thinker.decided(bot.choose(view))
            self._key = key
        assert self._thinker is not None
        return self._thinker.step(max_ms)

    def finish(self, state: GameState) -> Action | None:
        """Think to the end (tests)."""
        while self.to_move(state):
            action = self.step(state, 1e9)
            if action is not None:
                return action
        return None

    @property
    def searched_plies(self) -> int:
        """The plies the hard search simulated for the last decision (0: no search), for the
        benchmarks: the search's budget against what the page's time cap let it do."""
        stats = getattr(self._bot, "last_search", None)
        return int(getattr(stats, "plies", 0))

    @property
    def thinking_ms(self) -> float:
        return 0.0 if self._thinker is None else self._thinker.thinking_ms

    @property
    def thinker(self) -> Thinker | None:
        """The current decision (its ``estimate`` once decided: the computer's chance to win
        the round, for the review and the hint)."""
        return self._thinker


def _key(state: GameState) -> tuple[int, int, int]:
    return (state.round_no, len(state.history), state.current_player)


STORED_NAME = "computer"
"""What a save keeps as the computer's name (``Options.names`` needs two): a fixed mark, never
shown; the screens name the computer from ``Options.bots`` in the page's language."""


YOU_NAME = "you"
"""What a save keeps as the person's name against the computer when they typed none: a fixed
mark, never shown; the screens call them "You" in the page's language and in their own words
(:class:`ui.i18n.You`: "Your turn", "Claimed by you")."""


def bot_seat_of(bots: tuple[str | None, str | None]) -> int | None:
    """The seat a computer plays in ``Options.bots``, or ``None``."""
    return next((seat for seat, level in enumerate(bots) if level is not None), None)


def bot_name(bots: tuple[str | None, str | None], t: Translator) -> str:
    """The computer's name in the game: "Computer (hard)" in the current language."""
    level = next(b for b in bots if b is not None)
    return t("bot.name", level=t(f"bot.level.{level}"))
