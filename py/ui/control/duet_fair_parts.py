"""A game on two devices dealt fairly (#46): what this device holds of it in memory
(:class:`FairTable`), the other device's moves waiting to be shown (:class:`Shown`), how far a
round's deal went, and the words of a failed check."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from schotten.actions import Action
from schotten.fair_play import Side
from schotten.remote import RemoteError
from schotten.state import GameState

from ..effects import Effect
from ..model import Message
from ..storage.fair_record import FairRecord
from .play import GameController
from .shared import Fields, Shared

DEAL_STEPS = 4
"""A round's deal, as its progress bar counts it: step 1, step 2, step 3, both hands opened."""
CHECK_CODES = ("commitment", "bad_shuffle", "mismatch")
"""The codes of a round's check that failed (the other device's secret does not hold)."""


def deal_progress(side: Side) -> int:
    """How far the round's deal went, from 0 to :data:`DEAL_STEPS` (dealt)."""
    if side.state is not None:
        return DEAL_STEPS
    deal = side.deal
    if deal is None:
        return 0
    if not deal.y:
        return 1
    return 2 if not deal.z else 3


@dataclass(frozen=True)
class Shown:
    """One thing of the other device to show on the table at the computer's pace: an action
    (``act``), a new round dealt (``deal``), a round checked (``checked``: the real round
    takes the masked one's place) or its check failed (``failed``, said)."""

    kind: str
    action: Action
    state: GameState


@dataclass
class FairTable:
    """The game dealt fairly on this device: its save (``entry_id``: ``None`` until the first
    round is dealt) and what is in flight."""

    entry_id: str | None
    record: FairRecord
    names: tuple[str, str]
    queue: list[Shown] = field(default_factory=list)
    pending: tuple[str, str, dict[str, str]] | None = None
    """This player's drawing intent, waiting for the other's ``open`` (done again then)."""
    failed: Message | None = None
    """The round's check that failed (the game stops there; both saves are kept)."""

    @property
    def side(self) -> Side:
        return self.record.side

    @property
    def seat(self) -> int:
        return self.record.side.seat


class Duet(Protocol):
    """What :class:`ui.control.duet_fair.FairDuet` uses of the duet controller
    (:class:`ui.control.duet.DuetController`): the channel, the names, the table."""

    shared: Shared
    play: GameController
    options: Any
    name: str
    open: bool
    current: tuple[str, str, dict[str, str]]
    outbox: list[Effect]

    def _send(self, kind: str, **fields: Any) -> Any: ...
    def _tell(self, msg: Message) -> list[Effect]: ...
    def _saved(self) -> list[Effect]: ...
    def _disagree(self) -> list[Effect]: ...
    def _other_name(self) -> str: ...
    def redo(self, intent: str, arg: str, fields: Fields) -> list[Effect]: ...
    def take_outbox(self) -> list[Effect]: ...
    def away_message(self) -> Message: ...


def failure(exc: RemoteError) -> Message:
    """What the screen says of a round's check that failed: the step or the move named."""
    params = exc.params
    step, ply = params.get("step"), params.get("ply")
    move = ply + 1 if isinstance(ply, int) and ply >= 0 else "?"
    return Message(
        f"duet.fair.failed.{exc.code}",
        {"step": str(step if isinstance(step, int) else "?"), "move": str(move)},
        "error",
    )


def envelope(n: int, msg: dict[str, Any], version: int) -> str:
    """An engine message as sent: its number in the match (checked in order by the other)."""
    return json.dumps({"type": "fair", "v": version, "n": n, "msg": msg}, separators=(",", ":"))
