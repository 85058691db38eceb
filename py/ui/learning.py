"""What the learning tools keep in storage, beside the saves: the hints used and the take-backs
of each game (a side key per game, so older saves read as before), and the statistics of the
finished matches (one key, :mod:`schotten.stats`' versioned JSON). Every key is read through
the bounded reader; a key that cannot be read is set aside (quarantined like a bad save) and
never overwritten. Also where a take-back against the computer goes back to.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass

from schotten.errors import CorruptSaveError, UnsupportedVersionError
from schotten.replay import Replay
from schotten.serialize import check_version
from schotten.state import GameState, Phase
from schotten.stats import GameRecord, dump_records, load_records

from .storage.errors import SaveProblem, StorageFullError, StorageUnavailableError
from .storage.layout import PREFIX
from .storage.records import read_json
from .storage.repository import SavesRepository

LEARNING_PREFIX = PREFIX + "learning/"
"""``schotten-totten/learning/<game id>``: the hints used and the take-backs of a game."""
STATS_KEY = PREFIX + "stats"
"""The statistics of the finished matches on this device."""
LEARNING_FORMAT = "schotten-totten-learning"
LEARNING_VERSION = 2
MAX_PLIES = 5_000
MAX_COUNT = 100_000


@dataclass(frozen=True)
class Learning:
    """The plies at which a hint was shown (each counted once), how many take-backs, and the
    plies the take-backs went back to (since version 2: a version 1 record has the count only).
    A ply is the number of actions played: the action at history index ``ply`` is the one
    played after the hint, or played again after the take-back."""

    hints: tuple[int, ...] = ()
    takebacks: int = 0
    takeback_plies: tuple[int, ...] = ()

    def with_hint(self, ply: int) -> Learning:
        if ply in self.hints:
            return self
        hints = tuple(sorted((*self.hints, ply)))[-MAX_PLIES:]
        return Learning(hints, self.takebacks, self.takeback_plies)

    def with_takeback(self, ply: int) -> Learning:
        plies = tuple(sorted({*self.takeback_plies, ply}))[-MAX_PLIES:]
        return Learning(self.hints, min(self.takebacks + 1, MAX_COUNT), plies)

    def marks(self) -> dict[int, tuple[str, ...]]:
        """The replay log's marks, by history index: ``hint``, ``takeback``."""
        out: dict[int, tuple[str, ...]] = {}
        for ply in self.hints:
            out[ply] = (*out.get(ply, ()), "hint")
        for ply in self.takeback_plies:
            out[ply] = (*out.get(ply, ()), "takeback")
        return out

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": LEARNING_FORMAT,
                "version": LEARNING_VERSION,
                "hints": list(self.hints),
                "takebacks": self.takebacks,
                "takeback_plies": list(self.takeback_plies),
            }
        )


def parse_learning(text: str) -> Learning:
    """Reads :meth:`Learning.to_json`; raises :class:`SaveProblem` for anything else."""
    data = read_json(text)
    if not isinstance(data, dict) or data.get("format") != LEARNING_FORMAT:
        raise SaveProblem("foreign", "not the learning record of a game")
    version = check_version(
        data,
        LEARNING_VERSION,
        lambda _: SaveProblem("corrupt", "a learning record without a version"),
        lambda _: SaveProblem("newer", "a learning record of a later version"),
    )
    hints, takebacks = data.get("hints"), data.get("takebacks")
    back = data.get("takeback_plies", []) if version >= 2 else []
    for plies, what in ((hints, "hints"), (back, "take-backs' plies")):
        if not isinstance(plies, list) or len(plies) > MAX_PLIES:
            raise SaveProblem("corrupt", f"{what} are not a list of plies")
        for ply in plies:
            if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= MAX_COUNT:
                raise SaveProblem("corrupt", f"one of the {what} is not a whole number")
    assert isinstance(hints, list) and isinstance(back, list)
    if isinstance(takebacks, bool) or not isinstance(takebacks, int):
        raise SaveProblem("corrupt", "take-backs are not a whole number")
    if not 0 <= takebacks <= MAX_COUNT:
        raise SaveProblem("corrupt", "take-backs out of range")
    return Learning(tuple(sorted(set(hints))), takebacks, tuple(sorted(set(back))))


def load_learning(repo: SavesRepository, game_id: str) -> Learning:
    """A game's learning record (empty when there is none; a bad one is set aside)."""
    record = repo.read_parsed(LEARNING_PREFIX + game_id, parse_learning)
    return Learning() if record is None else record


def save_learning(repo: SavesRepository, game_id: str, record: Learning) -> bool:
    """Write a game's learning record; ``False`` when the storage refused it."""
    key = LEARNING_PREFIX + game_id
    try:  # a record left in place (unreadable, or a newer version's) is never overwritten
        repo.write(key, record.to_json())
    except (StorageFullError, StorageUnavailableError):
        return False
    return True


def forget_learning(repo: SavesRepository, game_id: str) -> None:
    with suppress(StorageFullError, StorageUnavailableError):
        repo.storage.remove(LEARNING_PREFIX + game_id)


# --- statistics --------------------------------------------------------------------------------


@dataclass(frozen=True)
class StatsRead:
    """The records read, how many were set aside, and the problem of the key (``None``: fine)."""

    records: tuple[GameRecord, ...] = ()
    set_aside: int = 0
    problem: str | None = None


def read_stats_text(text: str | bytes) -> StatsRead:
    """Statistics from a text (a key or an imported file); raises :class:`SaveProblem`."""
    try:
        loaded = load_records(text.decode("utf-8") if isinstance(text, bytes) else text)
    except UnsupportedVersionError as exc:
        raise SaveProblem("newer", str(exc)) from exc
    except CorruptSaveError as exc:
        raise SaveProblem("corrupt", str(exc)) from exc
    except SaveProblem:
        raise
    except (UnicodeDecodeError, ValueError) as exc:
        raise SaveProblem("corrupt", str(exc)) from exc
    return StatsRead(loaded.records, len(loaded.set_aside))


def is_stats_text(text: str | bytes) -> bool:
    """Whether a file is a statistics file (not a save)."""
    try:
        data = read_json(text)
    except SaveProblem:
        return False
    return isinstance(data, dict) and data.get("format") == "schotten-totten-stats"


def load_stats(repo: SavesRepository) -> StatsRead:
    """The statistics kept on this device. A key that cannot be read at all is set aside
    (and reported through ``problem``); bad records inside a good key are skipped and
    counted, and the key is left as it is until the next write."""
    raw = repo.storage.get(STATS_KEY)
    if raw is None:
        return StatsRead()
    if STATS_KEY in repo.bad_in_place:
        return StatsRead(problem=repo.bad_in_place[STATS_KEY])
    try:
        return read_stats_text(raw)
    except SaveProblem as problem:
        repo.set_aside(STATS_KEY, raw, problem.code)
        return StatsRead(problem=problem.code)


def save_stats(repo: SavesRepository, records: Sequence[GameRecord]) -> None:
    """Write the statistics (raises :class:`StorageFullError`/``StorageUnavailableError``);
    a key left in place (unreadable, or a newer version's: ``KeptKeyError``) is never
    overwritten."""
    repo.write(STATS_KEY, dump_records(records))


def finished_record(game_id: str, state: GameState, when: float) -> GameRecord | None:
    """The statistics record of a finished match, else ``None``."""
    if state.phase is not Phase.MATCH_OVER:
        return None
    return GameRecord.from_state(game_id, state, when)


# --- take-back against the computer ------------------------------------------------------------


def takeback_ply(state: GameState, person: int) -> int | None:
    """The ply at which the person's last whole turn began in this round (the position to go
    back to, the computer's answer undone with it), or ``None`` when there is none: no turn of
    theirs this round yet, or the round or match is over."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return None
    history = state.history
    k = len(history)
    while k > 0 and history[k - 1].player != person and history[k - 1].round_no == state.round_no:
        k -= 1  # the computer's answer
    end = k
    while k > 0 and history[k - 1].player == person and history[k - 1].round_no == state.round_no:
        k -= 1  # the person's turn
    if k == end:
        return None
    first = history[k].action
    if type(first).__name__ == "NextRound":
        k += 1  # the deal stays: go back to the start of the round's first turn
    return k if k < end else None


def takeback_state(state: GameState, person: int) -> GameState | None:
    """The position before the person's last whole turn (see :func:`takeback_ply`)."""
    ply = takeback_ply(state, person)
    if ply is None:
        return None
    return Replay(state).position(ply)
