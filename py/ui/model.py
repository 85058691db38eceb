"""Plain data for each screen: what :mod:`ui.render` draws, built by the controller and the app.

Cards are in notation (``"R5"``), stones 0-8 as in the engine (people see 1-9), players 0/1.
Messages keep a translation key and raw parameters so a language switch re-renders them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Tone = Literal["info", "error", "success"]


@dataclass(frozen=True)
class Message:
    """A text to show and announce. Parameter conventions for translation at render time:
    ``card`` is a card notation, ``cards`` a tuple of notations, ``formation``/``mine`` a
    ``(kind code, total)`` pair, ``n`` a stone index (0-8, shown +1) or a round number
    already made human, everything else is used as is."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    tone: Tone = "info"
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class SideModel:
    cards: tuple[str, ...] = ()
    formation: tuple[str, int] | None = None
    placeable: bool = False
    size: int = 3  # 4 under Mud Fight
    elites: tuple[tuple[str, str], ...] = ()  # what each elite troop counts as ("JOKER", "R7")


@dataclass(frozen=True)
class StoneModel:
    index: int
    mine: SideModel
    theirs: SideModel
    claimed_by: int | None = None
    claim_offered: bool = False
    claimable: bool = False
    modes: tuple[str, ...] = ()  # combat modes on the stone ("BLIND", "MUD")


@dataclass(frozen=True)
class LogEntry:
    """One public move: kind is place/claim/pass/end/next/round/other."""

    kind: str
    player: int | None = None
    card: str | None = None
    stone: int | None = None
    round_no: int | None = None
    text: str = ""


@dataclass(frozen=True)
class BoardModel:
    names: tuple[str, str]
    viewer: int
    hand: tuple[str, ...]
    selected: str | None
    hand_sizes: tuple[int, int]
    deck_size: int
    stones: tuple[StoneModel, ...]
    scores: tuple[int, int]
    round_no: int
    rounds: int
    hint: Message
    expert: bool = False
    can_pass: bool = False
    can_end: bool = False
    can_undo: bool = False
    hand_active: bool = True
    message: Message | None = None
    log: tuple[LogEntry, ...] = ()
    tactical: Any = None  # ui.tactics.TacticalInfo in a tactical game


@dataclass(frozen=True)
class HandoverModel:
    names: tuple[str, str]
    next_player: int
    last_turn: tuple[LogEntry, ...] = ()
    scores: tuple[int, int] = (0, 0)
    round_no: int = 0
    rounds: int = 1
    resumed: bool = False
    message: Message | None = None


@dataclass(frozen=True)
class RoundOverModel:
    names: tuple[str, str]
    round_no: int
    rounds: int
    winner: int | None
    how: str  # "adjacent" | "five" | "other"
    points: tuple[int, int]
    scores: tuple[int, int]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    stones: tuple[StoneModel, ...]  # seen from player 0 ("mine" is player 0)
    match_over: bool
    match_winner: int | None = None
    log: tuple[LogEntry, ...] = ()
    message: Message | None = None


@dataclass(frozen=True)
class SaveLine:
    id: str
    names: tuple[str, str]
    updated: str
    score: tuple[int, int]
    round_no: int
    rounds: int
    finished: bool
    variant: str = "classic"
    level: str | None = None  # the computer's level in a game against it


@dataclass(frozen=True)
class StartModel:
    current: SaveLine | None
    messages: tuple[Message, ...] = ()


@dataclass(frozen=True)
class SavesModel:
    lines: tuple[SaveLine, ...]
    confirm_delete: str | None = None
    messages: tuple[Message, ...] = ()
    unreadable: tuple[str, ...] = ()  # storage keys set aside (ui.storage), each deletable
    confirm_export: str | None = None  # a game whose file would show both hands: say so first


@dataclass(frozen=True)
class NewGameModel:
    names: tuple[str, str]
    expert: bool = False
    rounds: int = 1
    first: str = "random"
    messages: tuple[Message, ...] = ()
    variant: str = "classic"


@dataclass(frozen=True)
class FastStartModel:
    """The "start faster on this device" setting (a memory snapshot of Python kept by the
    browser, see js/pyodide-early.mjs): on or off, and what became of the snapshot: ``stored``
    (``size`` bytes), ``making``/``none`` (made after this start), ``failed``, ``quota``,
    ``unavailable`` or ``off``."""

    enabled: bool = True
    state: str = "none"
    size: int = 0
