"""One line of the saved-games list (:class:`SaveEntry`), as the index key keeps it: what the
list shows (names, dates, score) and the game's revision. A line is read field by field, each
of its exact type and in range; the fields a newer version added are kept as they were."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any

from .layout import GAME_ID

if TYPE_CHECKING:
    from schotten.state import GameState

MAX_ENTRY_TIME = 1e11  # a date in the index beyond this (year 5138) is not one this app wrote
MAX_SCORE = 10**6


@dataclass
class SaveEntry:
    """One line of the saved-games list."""

    id: str
    names: tuple[str, str]
    created: float
    updated: float
    score: tuple[int, int] = (0, 0)
    round_no: int = 0
    rounds: int = 1
    finished: bool = False
    handover: bool = True
    rev: int = 0
    """The game's revision: how many times it was written (a write over a newer one is
    refused, see :class:`ui.storage.conflict.SaveConflict`)."""
    peer: str | None = None
    """A game played on two devices (#45): this device's role in it, ``host`` or ``guest``,
    or ``fair0``/``fair1`` when dealt fairly (#46: this device's seat); kept as ``"peer":
    {"role": ...}``, absent from a game played on one device."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The line's fields this version does not know (a newer version's): written back as they
    were."""

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["extra"]
        data["names"] = list(self.names)
        data["score"] = list(self.score)
        del data["peer"]
        if self.peer is not None:
            data["peer"] = {"role": self.peer}
        return {**self.extra, **data}

    @classmethod
    def from_dict(cls, data: Any) -> SaveEntry:
        """An index line; raises :class:`ValueError` unless every field has its exact type and
        a value in range (a date is a finite number of seconds, a count an ``int``)."""
        if not isinstance(data, dict):
            raise ValueError("index entry is not an object")
        game_id = data.get("id")
        if not (isinstance(game_id, str) and GAME_ID.match(game_id)):
            raise ValueError("bad id")
        names = data.get("names")
        if not (
            isinstance(names, list)
            and len(names) == 2
            and all(isinstance(n, str) and 0 < len(n) <= 40 for n in names)
        ):
            raise ValueError("bad names")
        score = data.get("score", [0, 0])
        if not (isinstance(score, list) and len(score) == 2):
            raise ValueError("bad score")
        return cls(
            id=game_id,
            names=(names[0], names[1]),
            created=_number(data.get("created", 0.0), MAX_ENTRY_TIME),
            updated=_number(data.get("updated", 0.0), MAX_ENTRY_TIME),
            score=(_count(score[0], 0, MAX_SCORE), _count(score[1], 0, MAX_SCORE)),
            round_no=_count(data.get("round_no", 0), 0, 98),
            rounds=_count(data.get("rounds", 1), 1, 99),
            finished=_flag(data.get("finished", False)),
            handover=_flag(data.get("handover", True)),
            rev=_count(data.get("rev", 0), 0, 10**15),
            peer=_peer(data.get("peer")),
            extra={k: v for k, v in data.items() if k not in _ENTRY_FIELDS},
        )


_ENTRY_FIELDS = frozenset(f.name for f in fields(SaveEntry)) - {"extra"}


def _number(value: Any, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= hi:
        raise ValueError(f"not a number from 0 to {hi}: {value!r}")
    return float(value)


def _count(value: Any, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"not an integer from {lo} to {hi}: {value!r}")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"not true or false: {value!r}")
    return value


PEER_ROLES = ("host", "guest", "fair0", "fair1")


def _peer(value: Any) -> str | None:
    """A game on two devices: ``{"role": "host"|"guest"}``, or ``"fair0"|"fair1"`` (dealt
    fairly, #46: this device's seat); absent or null: one device."""
    if value is None:
        return None
    role = value.get("role") if isinstance(value, dict) else None
    if role not in PEER_ROLES:
        raise ValueError(f"not a role on two devices: {value!r}")
    return str(role)


def entry_of_game(
    game_id: str, state: GameState, stamp: float, names: tuple[str, str] | None = None
) -> SaveEntry:
    """A list line made from a game's own save (its index line was lost, or it is new)."""
    return SaveEntry(
        game_id,
        names or state.options.names or ("?", "?"),
        stamp,
        stamp,
        score=state.scores,
        round_no=state.round_no,
        rounds=state.options.rounds,
        finished=state.phase.value == "match_over",
    )
