"""Reading what was stored (or a file): tell a damaged, foreign or newer save apart before the
engine sees it. Everything read from storage or a file goes through
:func:`schotten.serialize.read_json` (size, nesting, finite numbers); a save is the engine's
own text (:func:`schotten.serialize.dumps`), a ``format``/``version`` envelope around the game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .errors import SaveProblem
from .fair_record import FAIR_FORMAT, fair_loads

if TYPE_CHECKING:
    from schotten.state import GameState

SAVE_FORMAT = "schotten-totten-save"
SUPPORTED_VERSION = 1
REMOTE_FORMAT = "schotten-totten-duet"
"""What the device that does not deal saves of a game on two devices (schotten.remote)."""


def engine_codec() -> tuple[Callable[[GameState], str], Callable[[str], GameState]]:
    """The engine's ``dumps`` and ``loads`` (imported when first needed)."""
    from schotten import serialize

    return serialize.dumps, serialize.loads


def is_record(text: str | None) -> bool:
    """Is ``text`` what a device saved of a game on two devices that is not a whole game (the
    device that does not deal, whose deals came from the other; a game dealt fairly, which
    holds this device's keys)?"""
    if not text:
        return False
    try:
        data = read_json(text)
    except SaveProblem:
        return False
    return isinstance(data, dict) and data.get("format") in (REMOTE_FORMAT, FAIR_FORMAT)


def remote_loads(text: str) -> GameState:
    """The position of a game on two devices from what the device that does not deal saved
    (:mod:`schotten.remote`)."""
    from schotten import remote

    return remote.restore(remote.GuestRecord.from_dict(read_json(text)))


def classify_problem(exc: BaseException) -> str:
    """The problem code for an exception raised by the engine's ``loads``."""
    name = type(exc).__name__
    if "Version" in name:
        return "newer"
    if "Inconsistent" in name:
        return "inconsistent"
    return "corrupt"


def read_json(text: str | bytes) -> Any:
    """The engine's bounded reader; raises :class:`SaveProblem` (``corrupt``)."""
    from schotten.errors import SaveError
    from schotten.serialize import read_json as bounded

    try:
        return bounded(text)
    except SaveError as exc:
        raise SaveProblem("corrupt", exc.message) from None


def written_by_newer(text: str | None, fmt: str, supported: int) -> bool:
    """Whether ``text`` is a ``fmt`` document of a later version than ``supported``."""
    if text is None:
        return False
    try:
        data = read_json(text)
    except SaveProblem:
        return False
    if not isinstance(data, dict) or data.get("format") != fmt:
        return False
    version = data.get("version")
    return type(version) is int and version > supported


DATES = "dates"
"""A game's file (an export) carries when it was first and last played, ``"dates": {"created":
t, "updated": t}`` in seconds: the saved-games list's dates, which the engine's save does not
hold (the text kept in storage has none; a field name the engine's save never uses); an import
keeps them."""
EARLIEST = 946_684_800.0
"""No game was played before 2000-01-01 (a date before it is not one of ours)."""


def with_dates(text: str, created: float, updated: float) -> str:
    """A stored save as its file: the save with when it was first and last played."""
    data = read_json(text)
    if not isinstance(data, dict):
        return text
    data[DATES] = {"created": created, "updated": updated}
    return json.dumps(data, separators=(",", ":"))


def without_dates(text: str | bytes, now: float) -> tuple[str | bytes, tuple[float, float] | None]:
    """A game's file as the engine reads it, and when it was first and last played if the file
    says so soundly (numbers from 2000 on, the first not after the last; none later than
    ``now``, a clock ahead on the other device). A file without them, or with unsound ones,
    still imports: it is dated now."""
    try:
        data = read_json(text)
    except SaveProblem:
        return text, None  # read_save says what is wrong
    if not isinstance(data, dict) or DATES not in data:
        return text, None
    played = data.pop(DATES)
    rest = json.dumps(data, separators=(",", ":"))
    if not isinstance(played, dict):
        return rest, None
    dates = [
        float(x)
        for x in (played.get("created"), played.get("updated"))
        if isinstance(x, int | float) and not isinstance(x, bool)
    ]
    if len(dates) != 2 or min(dates) < EARLIEST:
        return rest, None
    created, updated = (min(x, now) for x in dates)
    return rest, ((created, updated) if created <= updated else None)


def read_save(text: str | bytes, loads: Callable[[str], GameState] | None = None) -> GameState:
    """Parse a save text (or a file's bytes); raises :class:`SaveProblem` with a code saying
    what is wrong."""
    if loads is None:
        loads = engine_codec()[1]
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveProblem("corrupt", "not UTF-8 text") from exc
    data = read_json(text)
    if isinstance(data, dict) and data.get("format") == REMOTE_FORMAT:
        loads = remote_loads  # a game on two devices, as the device that does not deal knows it
    elif isinstance(data, dict) and data.get("format") == FAIR_FORMAT:
        loads = fair_loads  # a game on two devices dealt fairly, as this device knows it
    elif not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveProblem("foreign", "not a Schotten Totten save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SUPPORTED_VERSION:
        raise SaveProblem("newer", f"save version {version}")
    try:
        return loads(text)
    except Exception as exc:
        raise SaveProblem(classify_problem(exc), str(exc)) from exc
