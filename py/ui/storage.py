"""Where games are kept: a small key/value adapter and a repository of saved games on top.

The adapter protocol (``get``/``set``/``remove``/``keys``) has a dict-backed implementation for
tests and one over the browser's ``localStorage`` (handed in by :mod:`ui.dom`; nothing here
imports ``js``). The repository stores each game as the engine's own save text
(:func:`schotten.serialize.dumps`) under its own key, plus an index with what the saved-games
list shows (names, dates, score). A save that cannot be read is never deleted and never
overwrites anything: it is moved under a quarantine key and reported with a problem code.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from schotten.state import GameState

PREFIX = "schotten-totten/"
INDEX_KEY = PREFIX + "index"
CURRENT_KEY = PREFIX + "current"
SETTINGS_KEY = PREFIX + "settings"
GAME_PREFIX = PREFIX + "game/"
UNDO_PREFIX = PREFIX + "undo/"
QUARANTINE_PREFIX = PREFIX + "quarantine/"

SAVE_FORMAT = "schotten-totten-save"
SUPPORTED_VERSION = 1

#: Problem codes, each translated as ``storage.<code>`` (and ``import.<code>`` for files).
PROBLEM_CODES = ("corrupt", "foreign", "newer", "inconsistent", "full", "missing", "unavailable")


class StorageFullError(Exception):
    """The browser refused to store more (``QuotaExceededError``)."""


class StorageUnavailableError(Exception):
    """Storage is switched off or forbidden (private mode, blocked cookies)."""


class SaveProblem(Exception):
    """A save that could not be used; ``code`` is one of :data:`PROBLEM_CODES`."""

    def __init__(self, code: str, detail: str = "", game_id: str | None = None) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.game_id = game_id


class Storage(Protocol):
    """The four calls the app needs from a string key/value store."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


class MemoryStorage:
    """A dict-backed store for tests; ``quota`` (in characters) imitates a full browser."""

    def __init__(self, data: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFullError("quota exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


def _is_quota_error(exc: BaseException) -> bool:
    text = f"{getattr(exc, 'name', '')} {exc}".lower()
    return "quota" in text or "exceeded" in text


class LocalStorage:
    """The browser's ``localStorage``, received as a JS object (never bound at import).

    ``getItem`` of a missing key returns JS ``null``, which Pyodide hands over as
    ``pyodide.ffi.jsnull`` (a truthy object, not ``None``): anything that is not a ``str`` is
    treated as missing.
    """

    def __init__(self, local_storage: Any) -> None:
        self._ls = local_storage

    def get(self, key: str) -> str | None:
        value = self._ls.getItem(key)
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self._ls.setItem(key, value)
        except Exception as exc:
            if _is_quota_error(exc):
                raise StorageFullError(str(exc)) from exc
            raise StorageUnavailableError(str(exc)) from exc

    def remove(self, key: str) -> None:
        self._ls.removeItem(key)

    def keys(self) -> list[str]:
        count = int(self._ls.length)
        found = (self._ls.key(i) for i in range(count))
        return [k for k in found if isinstance(k, str)]


# --------------------------------------------------------------------------------------------
# Reading a save: tell a damaged, foreign or newer file apart before the engine sees it.


def _engine_codec() -> tuple[Callable[[GameState], str], Callable[[str], GameState]]:
    from schotten import serialize

    return serialize.dumps, serialize.loads


def classify_problem(exc: BaseException) -> str:
    """The problem code for an exception raised by the engine's ``loads``."""
    name = type(exc).__name__
    if "Version" in name:
        return "newer"
    if "Inconsistent" in name:
        return "inconsistent"
    return "corrupt"


def read_save(text: str, loads: Callable[[str], GameState] | None = None) -> GameState:
    """Parse a save text; raises :class:`SaveProblem` with a code saying what is wrong."""
    if loads is None:
        loads = _engine_codec()[1]
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise SaveProblem("corrupt", str(exc)) from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveProblem("foreign", "not a Schotten Totten save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SUPPORTED_VERSION:
        raise SaveProblem("newer", f"save version {version}")
    try:
        return loads(text)
    except Exception as exc:
        raise SaveProblem(classify_problem(exc), str(exc)) from exc


# --------------------------------------------------------------------------------------------
# The repository.


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

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["names"] = list(self.names)
        data["score"] = list(self.score)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> SaveEntry:
        if not isinstance(data, dict):
            raise ValueError("index entry is not an object")
        names = data.get("names")
        score = data.get("score", [0, 0])
        if not (isinstance(names, list) and len(names) == 2):
            raise ValueError("bad names")
        if not (isinstance(score, list) and len(score) == 2):
            raise ValueError("bad score")
        return cls(
            id=str(data["id"]),
            names=(str(names[0]), str(names[1])),
            created=float(data.get("created", 0.0)),
            updated=float(data.get("updated", 0.0)),
            score=(int(score[0]), int(score[1])),
            round_no=int(data.get("round_no", 0)),
            rounds=int(data.get("rounds", 1)),
            finished=bool(data.get("finished", False)),
            handover=bool(data.get("handover", True)),
        )


_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


@dataclass
class SavesRepository:
    """Several games in progress, a pointer to the current one, and the settings."""

    storage: Storage
    now: Callable[[], float] = time.time
    dumps: Callable[[GameState], str] | None = None
    loads: Callable[[str], GameState] | None = None
    problems: list[SaveProblem] = field(default_factory=list)

    # codec -----------------------------------------------------------------------------------

    def _dumps(self, state: GameState) -> str:
        return (self.dumps or _engine_codec()[0])(state)

    def _loads(self, text: str) -> GameState:
        return read_save(text, self.loads or _engine_codec()[1])

    # index -----------------------------------------------------------------------------------

    def _read_index(self) -> list[SaveEntry]:
        raw = self.storage.get(INDEX_KEY)
        entries: list[SaveEntry] = []
        if raw is not None:
            try:
                items = json.loads(raw)
                if not isinstance(items, list):
                    raise ValueError("index is not a list")
            except ValueError:
                items = []
            for item in items:
                try:
                    entry = SaveEntry.from_dict(item)
                except (KeyError, ValueError, TypeError):
                    continue
                if _ID_RE.match(entry.id):
                    entries.append(entry)
        # Repair: a game key without an index line is listed again (never lost); an index line
        # whose game is gone is dropped.
        all_keys = self.storage.keys()
        stored = {k[len(GAME_PREFIX) :] for k in all_keys if k.startswith(GAME_PREFIX)}
        seen: set[str] = set()
        kept: list[SaveEntry] = []
        for entry in entries:
            if entry.id in stored and entry.id not in seen:
                kept.append(entry)
                seen.add(entry.id)
        for game_id in sorted(stored - seen):
            stamp = self.now()
            kept.append(SaveEntry(game_id, ("?", "?"), stamp, stamp))
        return kept

    def _write_index(self, entries: list[SaveEntry]) -> None:
        self.storage.set(INDEX_KEY, json.dumps([e.to_dict() for e in entries]))

    def entries(self) -> list[SaveEntry]:
        """Saved games, most recently played first."""
        return sorted(self._read_index(), key=lambda e: e.updated, reverse=True)

    def entry(self, game_id: str) -> SaveEntry | None:
        return next((e for e in self._read_index() if e.id == game_id), None)

    def new_id(self) -> str:
        existing = {e.id for e in self._read_index()}
        base = f"g{int(self.now() * 1000):x}"
        game_id, n = base, 1
        while game_id in existing:
            n += 1
            game_id = f"{base}-{n}"
        return game_id

    # games -----------------------------------------------------------------------------------

    def save(
        self,
        entry: SaveEntry,
        state: GameState,
        undo: list[GameState] | None = None,
    ) -> None:
        """Write a game and its index line. Raises :class:`StorageFullError` untouched.

        The game text is written before the index, so a refused write leaves the previous
        save of that game (and every other game) as it was.
        """
        entry.updated = self.now()
        self.storage.set(GAME_PREFIX + entry.id, self._dumps(state))
        if undo:
            self.storage.set(UNDO_PREFIX + entry.id, json.dumps([self._dumps(s) for s in undo]))
        else:
            self.storage.remove(UNDO_PREFIX + entry.id)
        entries = [e for e in self._read_index() if e.id != entry.id]
        entries.append(entry)
        self._write_index(entries)

    def load(self, game_id: str) -> tuple[SaveEntry, GameState, list[GameState]]:
        """A game, its list line and its undo snapshots; a bad save is quarantined.

        Raises :class:`SaveProblem` (code ``missing`` or the reason it was set aside).
        """
        text = self.storage.get(GAME_PREFIX + game_id)
        entry = self.entry(game_id)
        if text is None or entry is None:
            raise SaveProblem("missing", game_id=game_id)
        try:
            state = self._loads(text)
        except SaveProblem as problem:
            problem.game_id = game_id
            self.quarantine(game_id, text, problem.code)
            self.problems.append(problem)
            raise
        undo: list[GameState] = []
        raw_undo = self.storage.get(UNDO_PREFIX + game_id)
        if raw_undo is not None:
            try:
                undo = [self._loads(t) for t in json.loads(raw_undo)]
            except (SaveProblem, ValueError, TypeError):
                undo = []  # the take-back history is a convenience, not worth a report
        return entry, state, undo

    def quarantine(self, game_id: str, text: str, code: str) -> None:
        """Move a save aside under a quarantine key and out of the list; never lose it."""
        key = f"{QUARANTINE_PREFIX}{game_id}/{code}/{int(self.now() * 1000)}"
        try:
            self.storage.set(key, text)
        except (StorageFullError, StorageUnavailableError):
            return  # cannot copy it: leave it where it is rather than lose it
        self.storage.remove(GAME_PREFIX + game_id)
        self.storage.remove(UNDO_PREFIX + game_id)
        self._write_index([e for e in self._read_index() if e.id != game_id])
        if self.current() == game_id:
            self.storage.remove(CURRENT_KEY)

    def quarantined(self) -> list[str]:
        all_keys = self.storage.keys()
        return [k for k in all_keys if k.startswith(QUARANTINE_PREFIX)]

    def delete(self, game_id: str) -> None:
        self.storage.remove(GAME_PREFIX + game_id)
        self.storage.remove(UNDO_PREFIX + game_id)
        self._write_index([e for e in self._read_index() if e.id != game_id])
        if self.current() == game_id:
            self.storage.remove(CURRENT_KEY)

    def scan(self) -> list[SaveProblem]:
        """Try every save once (at start-up): bad ones are set aside and reported."""
        found: list[SaveProblem] = []
        for entry in self._read_index():
            text = self.storage.get(GAME_PREFIX + entry.id)
            if text is None:
                continue
            try:
                self._loads(text)
            except SaveProblem as problem:
                problem.game_id = entry.id
                self.quarantine(entry.id, text, problem.code)
                found.append(problem)
        self.problems.extend(found)
        return found

    # export / import -------------------------------------------------------------------------

    def export_text(self, game_id: str) -> str:
        text = self.storage.get(GAME_PREFIX + game_id)
        if text is None:
            raise SaveProblem("missing", game_id=game_id)
        return text

    def import_text(
        self, text: str, names: Callable[[GameState], tuple[str, str]]
    ) -> tuple[SaveEntry, GameState]:
        """Check a file and store it as a new game (never over an existing one); ``names``
        gives the list's names from the loaded game."""
        state = self._loads(text)
        stamp = self.now()
        entry = SaveEntry(
            self.new_id(),
            names(state),
            stamp,
            stamp,
            score=state.scores,
            round_no=state.round_no,
            rounds=state.options.rounds,
            finished=state.phase.value == "match_over",
        )
        self.save(entry, state)
        return entry, state

    # pointers and settings -------------------------------------------------------------------

    def current(self) -> str | None:
        return self.storage.get(CURRENT_KEY)

    def set_current(self, game_id: str | None) -> None:
        if game_id is None:
            self.storage.remove(CURRENT_KEY)
        else:
            self.storage.set(CURRENT_KEY, game_id)

    def settings(self) -> dict[str, str]:
        raw = self.storage.get(SETTINGS_KEY)
        try:
            data = json.loads(raw) if raw is not None else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            return {}
        return {str(k): str(v) for k, v in data.items()}

    def set_setting(self, key: str, value: str) -> None:
        data = self.settings()
        data[key] = value
        self.storage.set(SETTINGS_KEY, json.dumps(data))
