"""What the screens' controllers share: the services (the saves, the words, the clock, the
preferences), where the app is (the screen, the start and saved-games screens' messages), and
the small helpers every controller uses.

A controller owns one family of screens. Its surface is the same for all: its state (the
model it draws), :meth:`render` for its screens, and one method per intent, each taking the
intent's argument and the form's fields and returning the effects (:mod:`ui.effects`). The
router (:class:`ui.app.App`) holds the one table from intents to those methods.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from schotten.options import Options
from schotten.state import GameState

from .. import opponent as bot_ui
from .. import render
from ..effects import Announce, AskPersist, Effect
from ..i18n import Translator
from ..model import Message, TablePrefsModel
from ..storage.errors import KeptKeyError, StorageFullError, StorageUnavailableError
from ..storage.repository import SavesRepository

Fields = Mapping[str, str]
"""A form's fields (empty for a button)."""


class Screen(StrEnum):
    """The app's screens (the ``go`` intent's argument)."""

    START = "start"
    NEW = "new"
    GAME = "game"
    SAVES = "saves"
    RULES = "rules"
    SETTINGS = "settings"
    REPLAY = "replay"  # the replay viewer and the review (#14)
    STATS = "stats"  # learning tools: the statistics screen
    # lessons and puzzles (#15)
    LESSON = "lesson"
    PUZZLES = "puzzles"
    PUZZLE = "puzzle"
    PAIR = "pair"  # two devices at one table: pairing them (#45)


NAME_MAX = 24

SHOW_WIN_MS = 1600
"""How long a round won stays on the board, its last move seen, before its result (or a tap)."""
LINE_STEP_MS = 1100
"""A solved endgame puzzle: how long each step of its winning line stays on the board."""

LAST_NAMES = ("last_name1", "last_name2")
"""Settings keys of the names last typed in the new-game form (offered again next time)."""
LAST_OPPONENT = "last_opponent"
"""Settings key of the opponent of the last new game: ``human`` or the computer's level (the
form chooses it again next time)."""

PEER_INTERNET = "peer_internet"
"""Settings key of "Allow play over the internet" (#45): ``on``, else off (a public STUN server
learns the two devices' addresses only when on)."""

STORAGE_REFUSED = (StorageFullError, StorageUnavailableError)
"""A write the browser's storage refused (a :class:`ui.storage.conflict.SaveConflict` is not
one)."""


def clean_name(text: str, default: str) -> str:
    name = " ".join(text.split())[:NAME_MAX].strip()  # no space left at the cut
    return name or default


def plain_date(when: float, lang: str) -> str:
    """The date format of CPython runs (tests): ISO, UTC, the same in every language. In the
    browser :mod:`ui.dom` passes ``Intl.DateTimeFormat`` in the page's language instead."""
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(when))


def storage_code(exc: Exception) -> str:
    """The ``storage.<code>`` message of a refused write."""
    if isinstance(exc, KeptKeyError) and exc.code == "newer":
        return "kept_newer"  # a newer version's data, never written over (#29)
    return "full" if isinstance(exc, StorageFullError) else "unavailable"


def slice_ms(arg: str) -> float:
    """An intent's slice in milliseconds (the default slice when absent or not a number)."""
    try:
        return float(arg) if arg else bot_ui.SLICE_MS
    except ValueError:
        return bot_ui.SLICE_MS


def stone_arg(arg: str) -> int | None:
    """The stone (0-8) an intent's argument names, or ``None``."""
    try:
        stone = int(arg)
    except ValueError:
        return None
    return stone if 0 <= stone <= 8 else None


@dataclass(eq=False)
class Shared:
    """The services and the navigation every controller sees (one per page)."""

    repo: SavesRepository
    t: Translator
    now: Callable[[], float]
    seed_source: Callable[[], int]
    format_date: Callable[[float, str], str]
    prefs: TablePrefsModel
    screen: Screen = Screen.START
    #: the start and saved-games screens' messages (a message lasts until the next action)
    notices: list[Message] = field(default_factory=list)
    #: the page's address and query (set by ui.dom)
    page_url: str = ""
    page_query: str = ""
    #: #29: whether the browser keeps the storage (set by ui.dom), and whether it was asked
    persistence: str = "unknown"
    persist_asked: bool = False
    today: Callable[[], date] = field(init=False)

    def __post_init__(self) -> None:
        self.today = lambda: date.fromtimestamp(self.now())

    def first_save(self) -> list[Effect]:
        """When this page first saves a game: ask the browser to keep the storage (once a
        page, unless it keeps it already or cannot be asked)."""
        if self.persist_asked or self.persistence in ("granted", "unsupported"):
            return []
        self.persist_asked = True
        return [AskPersist()]

    def text(self, msg: Message) -> str:
        """A message in the page's language."""
        return render.message_text(msg, self.t)

    def say(self, msg: Message) -> Announce:
        return Announce(self.text(msg))

    def refused(self, exc: Exception) -> list[Effect]:
        """A refused write off the table: said on the start or saved-games screens."""
        msg = Message(f"storage.{storage_code(exc)}", {}, "error")
        self.notices = [msg]
        return [self.say(msg)]

    def setting(self, key: str, value: str) -> list[Effect]:
        """Keep a setting; a refused write is said (the setting holds for this page)."""
        try:
            self.repo.set_setting(key, value)
        except STORAGE_REFUSED as exc:
            return self.refused(exc)
        return []

    def keep_setting(self, key: str, value: str) -> None:
        """Keep a setting that is only a convenience (a refused write is not worth a word)."""
        with suppress(*STORAGE_REFUSED):
            self.repo.set_setting(key, value)

    @property
    def hints_on(self) -> bool:
        """The hints setting (on unless turned off)."""
        return self.repo.settings().get("hints", "on") != "off"

    def display_names(
        self, options: Options, names: tuple[str, str], *, own: bool = True
    ) -> tuple[str, str]:
        """Against the computer: the computer named in the page's language, and the person
        who typed no name as "You" in their own words (:class:`ui.i18n.You`); in a game that
        is not the viewer's own (``own=False``: opened from someone's link), as the default
        name of their seat ("Player 1"), since "You" would be the friend who opened it."""
        seat = bot_ui.bot_seat_of(options.bots) if options.bots is not None else None
        if seat is None or options.bots is None:
            return names
        shown = list(names)
        shown[seat] = bot_ui.bot_name(options.bots, self.t)
        if shown[1 - seat] == bot_ui.YOU_NAME:
            shown[1 - seat] = self.t.you() if own else self.t(f"new.default{2 - seat}")
        return (shown[0], shown[1])

    def names(
        self, state: GameState, fallback: tuple[str, str] | None = None, *, own: bool = True
    ) -> tuple[str, str]:
        """The players' names as shown: those the save carries, else ``fallback``, else the
        defaults; the computer's seat is always named in the page's language (``own``: see
        :meth:`display_names`)."""
        names = state.options.names or fallback or (self.t("new.default1"), self.t("new.default2"))
        return self.display_names(state.options, names, own=own)
