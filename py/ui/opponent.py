"""The computer opponent in a game on the screens, without any DOM.

A game against the computer carries ``Options.bots`` (e.g. ``(None, "hard")``): the seat the
computer plays and its level. :class:`Opponent` makes the computer's decisions one action at a
time (a placement, a claim, the end of its turn), each thought in short slices
(:meth:`Opponent.step`), so the page can think between frames and stay responsive.

The bot only ever receives ``player_view(state, seat)``. Its seed comes from the game's seed and
the position (round, length of the history), never from the slicing or from earlier decisions:
after a reload in the computer's turn it thinks again from the same view and makes the same move.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from html import escape

from schotten.actions import Action, Claim, EndTurn, NextRound, Pass, Place
from schotten.bots import LEVELS, make_bot
from schotten.bots.anytime import Thinker
from schotten.state import GameState, Phase
from schotten.views import PlayerView, player_view

from .i18n import Translator
from .model import Message

SLICE_MS = 20.0
"""Thinking per slice: each slice is one short main-thread task in the browser."""
DEFAULT_PAUSE_MS = 700
"""Pause before each of the computer's actions, so a person can follow them."""
PAUSE_SETTING = "bot_pause_ms"
"""Settings key (and ``?bot_pause_ms=`` URL parameter) overriding :data:`DEFAULT_PAUSE_MS`."""
MAX_PAUSE_MS = 5000


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


def bots_for(level: str, variant: str) -> tuple[str | None, str | None] | None:
    """``Options.bots`` for a new game with the person in seat 0: ``None`` when the level is
    not a computer level or the variant has no computer opponent yet."""
    if level not in LEVELS or not variant_supported(variant):
        return None
    return (None, level)


def refused(level: str, variant: str) -> bool:
    """The computer was chosen for a variant it does not play yet (the form says why)."""
    return level in LEVELS and not variant_supported(variant)


def variant_supported(variant: str) -> bool:
    """The computer opponent plays the classic game only, for now."""
    return variant == "classic"


def decision_seed(state: GameState) -> int:
    """The bot's seed for the decision at this point of the game."""
    text = f"schotten-opponent:{state.seed}:{state.round_no}:{len(state.history)}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def pause_ms(settings: dict[str, str], query: str = "") -> int:
    """The pause between the computer's actions: a ``bot_pause_ms`` URL parameter, else the
    setting, else :data:`DEFAULT_PAUSE_MS` (clamped to 0..5000)."""
    raw = ""
    for part in query.lstrip("?").split("&"):
        key, _, value = part.partition("=")
        if key == PAUSE_SETTING:
            raw = value
    raw = raw or settings.get(PAUSE_SETTING, "")
    try:
        value = int(raw)
    except ValueError:
        return DEFAULT_PAUSE_MS
    return max(0, min(MAX_PAUSE_MS, value))


@dataclass(frozen=True)
class BotMove:
    """What the computer did: the action and the message announcing it."""

    action: Action
    announce: Message


class Opponent:
    """The computer's side of one game: thinks about the current position in slices."""

    def __init__(self, level: str, seat: int) -> None:
        self.level = level
        self.seat = seat
        self._key: tuple[int, int, int] | None = None
        self._thinker: Thinker | None = None
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
        """Is it the computer's turn (a placement, claim, pass or end of turn to make)?"""
        return state.phase in (Phase.PLAY, Phase.AFTER_PLAY) and state.current_player == self.seat

    def thinking(self, state: GameState) -> bool:
        """Has the computer started on the current position (and not decided yet)?"""
        return self._thinker is not None and self._key == _key(state) and not self._thinker.done

    def step(self, state: GameState, max_ms: float = SLICE_MS) -> Action | None:
        """Think about ``state`` for about ``max_ms``; the action once decided, else ``None``."""
        if not self.to_move(state):
            return None
        key = _key(state)
        if self._thinker is None or self._key != key:
            view = player_view(state, self.seat)
            self.views.append(view)
            bot = make_bot(self.level, decision_seed(state))
            start = getattr(bot, "start", None)
            if start is not None:
                self._thinker = start(view)
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
    def thinking_ms(self) -> float:
        return 0.0 if self._thinker is None else self._thinker.thinking_ms


def _key(state: GameState) -> tuple[int, int, int]:
    return (state.round_no, len(state.history), state.current_player)


def move_message(action: Action, name: str) -> Message:
    """How the computer's action is announced."""
    if isinstance(action, Place):
        params = {"name": name, "card": str(action.card), "stone": action.stone}
        return Message("bot.placed", params)
    if isinstance(action, Claim):
        return Message("bot.claimed", {"name": name, "stone": action.stone})
    if isinstance(action, Pass):
        return Message("bot.passed", {"name": name})
    if isinstance(action, (EndTurn, NextRound)):
        return Message("bot.ended", {"name": name})
    return Message("bot.ended", {"name": name})


def bot_name(bots: tuple[str | None, str | None], t: Translator) -> str:
    """The computer's name in the game: "Computer (hard)" in the current language."""
    level = next(b for b in bots if b is not None)
    return t("bot.name", level=t(f"bot.level.{level}"))


def last_bot_card(state: GameState, seat: int) -> str | None:
    """The card the computer placed last in this round (highlighted on the board)."""
    for h in reversed(state.history):
        if h.round_no != state.round_no:
            return None
        if h.player == seat and isinstance(h.action, Place):
            return str(h.action.card)
    return None


def decorate(html: str, state: GameState, opp: Opponent) -> str:
    """Mark the board: ``data-bot-turn`` while the computer is to move, and the class
    ``bot-last`` on the card it placed last (a brief highlight, see css/game.css)."""
    turn = "1" if opp.to_move(state) else "0"
    html = html.replace(
        '<section class="screen board-screen"',
        f'<section class="screen board-screen" data-bot-turn="{turn}"',
        1,
    )
    card = last_bot_card(state, opp.seat)
    if card is not None:
        letter, value = card[:1], card[1:]
        # the face of ui.render.card_face: the value is a data attribute, drawn by CSS
        face = f'<span class="card-value" data-value="{value}" aria-hidden="true">'
        old = f'<span class="card c-{letter}">{face}'
        new = f'<span class="card c-{letter} bot-last" id="bot-last">{face}'
        html = html.replace(old, new, 1)
    return html


def opponent_fieldset(t: Translator, chosen: str = "human") -> str:
    """The new-game form's choice of opponent: another person, or the computer at a level
    (the classic game only, for now: said next to the choice)."""
    options = [("human", t("new.opponent.human"))] + [
        (level, t("new.opponent.computer", level=t(f"bot.level.{level}"))) for level in LEVELS
    ]
    radios = "".join(
        f'<label class="choice" for="opponent-{value}"><input type="radio" name="opponent" '
        f'value="{value}" id="opponent-{value}"{" checked" if value == chosen else ""}> '
        f"<span>{escape(label)}</span></label>"
        for value, label in options
    )
    note = f'<p class="note" id="opponent-note">{escape(t("new.opponent.classic_only"))}</p>'
    return (
        f'<fieldset aria-describedby="opponent-note"><legend>{escape(t("new.opponent"))}</legend>'
        f"{radios}{note}</fieldset>"
    )
