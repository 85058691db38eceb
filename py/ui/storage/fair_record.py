"""What a device saves of a game on two devices dealt fairly (#46, :mod:`schotten.fair_play`):
its side of the match (with its own secret keys: this device's storage only, never sent), the
messages it sent in this round and the last (sent again to a device that missed them after a
drop), how many it received, and its player's actions held on this device (the take-back)
and not yet sent."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import SaveProblem

if TYPE_CHECKING:
    from schotten.fair_play import Side
    from schotten.rules import Deals
    from schotten.state import GameState

FAIR_FORMAT = "schotten-totten-fair-game"
VERSION = 1
MAX_LOG = 400
"""The most messages a save keeps to send again (a round sends far fewer)."""
MAX_COUNT = 10**6


@dataclass
class FairRecord:
    """One device's save of a game dealt fairly (see the module docstring)."""

    game: str
    """The game's id on both devices (its save's key here may differ)."""
    side: Side
    sent: int = 0
    """How many messages this device sent in the match (each carries its number)."""
    got: int = 0
    """How many messages of the other device this device took."""
    log: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    """``(number, message)`` of each message sent in this round and the last."""
    held: tuple[str, ...] = ()
    """This device's player's actions played on the table and not yet sent."""

    def to_text(self) -> str:
        from schotten import fair_play

        return json.dumps(
            {
                "format": FAIR_FORMAT,
                "version": VERSION,
                "game": self.game,
                "options": self.side.options.to_dict(),  # read by the saved-games list
                "side": fair_play.to_dict(self.side),
                "sent": self.sent,
                "got": self.got,
                "log": [[n, msg] for n, msg in self.log],
                "held": list(self.held),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_text(cls, text: str) -> FairRecord:
        """A save read back; :class:`SaveProblem` (``corrupt``) when it is not one."""
        from schotten import fair_play
        from schotten.errors import SaveError, SchottenError
        from schotten.serialize import read_json

        try:
            data = read_json(text)
        except SaveError as exc:
            raise SaveProblem("corrupt", exc.message) from None
        if not isinstance(data, dict) or data.get("format") != FAIR_FORMAT:
            raise SaveProblem("foreign", "not a game dealt fairly")
        try:
            log = data["log"]
            held = data["held"]
            record = cls(
                game=str(data["game"]),
                side=fair_play.from_dict(data["side"]),
                sent=_count(data["sent"]),
                got=_count(data["got"]),
                log=[(_count(n), dict(msg)) for n, msg in log[:MAX_LOG]],
                held=tuple(str(a) for a in held[:MAX_LOG]),
            )
        except (SchottenError, KeyError, TypeError, ValueError) as exc:
            raise SaveProblem("corrupt", f"a game dealt fairly: {exc}") from None
        record.shown()  # its held actions are legal
        return record

    def shown(self) -> GameState:
        """The position on the table: the side's (or the last round checked, while the next
        is dealt), with the held actions played."""
        from schotten.actions import parse_action
        from schotten.errors import SchottenError
        from schotten.rules import apply

        state = self.side.state or self.side.ended
        if state is None:
            raise SaveProblem("corrupt", "a game dealt fairly before its first deal")
        try:
            for text in self.held:
                state = apply(state, parse_action(text))
        except SchottenError as exc:
            raise SaveProblem("corrupt", f"a held action: {exc}") from None
        return state


def _count(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"not a count: {value!r}")
    return value


def fair_deals(text: str, state: GameState) -> Deals | None:
    """The rounds' orders of a finished game dealt fairly (its replay and review), or ``None``
    when a round was not checked (its check failed or never came) or the save is not one."""
    try:
        checked = FairRecord.from_text(text).side.checked
    except SaveProblem:
        return None
    return checked if len(checked) == state.round_no + 1 else None


def fair_loads(text: str) -> GameState:
    """The position of a game dealt fairly, from its save."""
    return FairRecord.from_text(text).shown()
