"""Where games are kept: a small key/value adapter and a repository of saved games on top.

The adapter protocol (``get``/``set``/``remove``/``keys``) has a dict-backed implementation for
tests and one over the browser's ``localStorage`` (handed in by :mod:`ui.dom`; nothing here
imports ``js``). The repository stores each game as the engine's own save text
(:func:`schotten.serialize.dumps`) under its own key, plus an index with what the saved-games
list shows (names, dates, score, revision). A key that cannot be read (a game, its take-back
snapshots, the index, the settings) is never deleted and never overwrites anything: it is moved
under a quarantine key (or, when the storage is too full to move it, left where it is and
skipped) and reported with a problem code; the saved-games list shows it with a delete button.

Two copies of the game on one origin (two versions, say) share this storage. A key written by a
newer version (a save, a record, statistics of a later format ``version``) is left where it is,
as it is, and never written over (:attr:`SavesRepository.bad_in_place`, code ``newer``): this
copy refuses it, the newer one still reads it. Index lines and settings keep the fields this
copy does not know, and the lines of games held for a newer version, whenever it rewrites them.

Everything read from storage or a file goes through :func:`schotten.serialize.read_json` (size,
nesting, finite numbers). Every write of a game (its text, its take-back snapshots, its index
line) lands together or not at all, and refuses to replace a newer revision than the one this
page loaded (:class:`SaveConflict`: another tab moved the game on).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import asdict, dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from schotten.state import GameState

T = TypeVar("T")

PREFIX = "schotten-totten/"
INDEX_KEY = PREFIX + "index"
CURRENT_KEY = PREFIX + "current"
SETTINGS_KEY = PREFIX + "settings"
GAME_PREFIX = PREFIX + "game/"
UNDO_PREFIX = PREFIX + "undo/"
QUARANTINE_PREFIX = PREFIX + "quarantine/"
REVIEW_PREFIX = PREFIX + "review/"  # a finished game's review by the computer (#14)

SAVE_FORMAT = "schotten-totten-save"
SUPPORTED_VERSION = 1

PROBE_KEY = PREFIX + "probe"

#: Problem codes, each translated as ``storage.<code>`` (and ``import.<code>`` for files).
PROBLEM_CODES = ("corrupt", "foreign", "newer", "inconsistent", "full", "missing", "unavailable")

MAX_ENTRY_TIME = 1e11  # a date in the index beyond this (year 5138) is not one this app wrote
MAX_SCORE = 10**6


class StorageFullError(Exception):
    """The browser refused to store more (``QuotaExceededError``)."""


class StorageUnavailableError(Exception):
    """Storage is switched off or forbidden (private mode, blocked cookies)."""


class KeptKeyError(StorageUnavailableError):
    """A write to a key left in place (``code``: ``newer``, a newer version's; otherwise the
    problem that kept it from being read or moved): it is never written over."""

    def __init__(self, key: str, code: str) -> None:
        self.key, self.code = key, code
        super().__init__(f"{key} is kept as it is ({code})")


class SaveConflict(Exception):
    """Another page moved this game on (``code`` ``"moved"``) or deleted it (``"deleted"``)
    since this page loaded it: the write is refused so that nothing of theirs is lost."""

    def __init__(self, code: str, game_id: str) -> None:
        super().__init__(f"{code}: {game_id}")
        self.code = code
        self.game_id = game_id


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


def probe_local_storage(open_storage: Callable[[], Any]) -> tuple[Storage, bool]:
    """The browser's storage if it can be read, and whether it is kept (``False``: a memory
    store, said so to the player). A storage that is full is still storage: a quota error on the
    probe's write keeps it, so that every saved game stays listed, open and deletable."""
    try:
        ls = open_storage()
        ls.getItem(PROBE_KEY)
    except Exception:
        return MemoryStorage(), False
    if ls is None:
        return MemoryStorage(), False
    try:
        ls.setItem(PROBE_KEY, "1")
        ls.removeItem(PROBE_KEY)
    except Exception as exc:
        if not _is_quota_error(exc):
            return MemoryStorage(), False
    return LocalStorage(ls), True


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


def read_save(text: str | bytes, loads: Callable[[str], GameState] | None = None) -> GameState:
    """Parse a save text (or a file's bytes); raises :class:`SaveProblem` with a code saying
    what is wrong."""
    if loads is None:
        loads = _engine_codec()[1]
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveProblem("corrupt", "not UTF-8 text") from exc
    data = read_json(text)
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


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


def export_filename(names: tuple[str, str], when: float) -> str:
    """The name of an exported game's file (only for people: the file carries the names)."""
    a, b = (_UNSAFE.sub("", n).strip() or "?" for n in names)
    return f"Schotten Totten - {a} vs {b} - {time.strftime('%Y-%m-%d', time.gmtime(when))}.json"


_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


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
    refused, see :class:`SaveConflict`)."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The line's fields this version does not know (a newer version's): written back as they
    were."""

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["extra"]
        data["names"] = list(self.names)
        data["score"] = list(self.score)
        return {**self.extra, **data}

    @classmethod
    def from_dict(cls, data: Any) -> SaveEntry:
        """An index line; raises :class:`ValueError` unless every field has its exact type and
        a value in range (a date is a finite number of seconds, a count an ``int``)."""
        if not isinstance(data, dict):
            raise ValueError("index entry is not an object")
        game_id = data.get("id")
        if not (isinstance(game_id, str) and _ID_RE.match(game_id)):
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


def _code_of(key: str) -> str:
    """The problem code in a quarantine key (``.../<code>/<time>``)."""
    parts = key.split("/")
    return parts[-2] if len(parts) >= 4 and parts[-2] in PROBLEM_CODES else "corrupt"


def _belongs(snapshot: GameState, state: GameState) -> bool:
    """Can ``snapshot`` be a take-back snapshot of ``state``: the same game (seed, options)
    at an earlier point (its history a prefix of the game's)?"""
    n = len(snapshot.history)
    return (
        snapshot.seed == state.seed
        and snapshot.options == state.options
        and n <= len(state.history)
        and snapshot.history == state.history[:n]
    )


@dataclass
class SavesRepository:
    """Several games in progress, a pointer to the current one, and the settings."""

    storage: Storage
    now: Callable[[], float] = time.time
    dumps: Callable[[GameState], str] | None = None
    loads: Callable[[str], GameState] | None = None
    problems: list[SaveProblem] = field(default_factory=list)
    #: keys left where they are, with their problem code, skipped and never written over: those
    #: that could not be read nor moved aside (a full storage; listed, deletable), and those a
    #: newer version wrote (``newer``: kept as they are for it)
    bad_in_place: dict[str, str] = field(default_factory=dict)

    # codec -----------------------------------------------------------------------------------

    def _dumps(self, state: GameState) -> str:
        return (self.dumps or _engine_codec()[0])(state)

    def _loads(self, text: str | bytes) -> GameState:
        return read_save(text, self.loads or _engine_codec()[1])

    # index -----------------------------------------------------------------------------------

    def _indexed(self) -> list[SaveEntry]:
        """The valid lines of the index key (a key that cannot be read is set aside)."""
        items = self.read_key(INDEX_KEY, list, "the index is not a list")
        if items is None:
            return []
        entries: list[SaveEntry] = []
        for item in items:
            try:
                entries.append(SaveEntry.from_dict(item))
            except ValueError:
                continue  # the game's own save still lists it (see _read_index)
        return entries

    def write(self, key: str, value: str) -> None:
        """Write one key, unless it is left in place (:class:`KeptKeyError`); raises
        :class:`StorageFullError` or :class:`StorageUnavailableError` as the storage does."""
        if key in self.bad_in_place:
            raise KeptKeyError(key, self.bad_in_place[key])
        self.storage.set(key, value)

    def held_newer(self, key: str) -> bool:
        """Whether ``key`` holds a newer version's data, kept as it is."""
        return self.bad_in_place.get(key) == "newer"

    def read_key(self, key: str, kind: type[list[Any]] | type[dict[str, Any]], wrong: str) -> Any:
        """The JSON value of ``key`` when it is a ``kind``; ``None`` when the key is absent or
        was set aside, or cannot be read (then it is set aside now, ``wrong`` saying why when
        it holds JSON of another kind). For every key of ours: the games' index and settings,
        the learner's progress (:mod:`ui.progress`)."""

        def parse(raw: str) -> Any:
            data = read_json(raw)
            if kind is list and isinstance(data, dict) and type(data.get("version")) is int:
                raise SaveProblem("newer", "a list of a later format")  # the index, say
            if not isinstance(data, kind):
                raise SaveProblem("corrupt", wrong)
            return data

        return self.read_parsed(key, parse)

    def read_parsed(self, key: str, parse: Callable[[str], T]) -> T | None:
        """``parse`` of the text of ``key``; ``None`` when the key is absent or was set aside,
        or when ``parse`` raises :class:`SaveProblem` (then the key is set aside now, never
        written over)."""
        raw = self.storage.get(key)
        if raw is None or key in self.bad_in_place:
            return None
        try:
            return parse(raw)
        except SaveProblem as problem:
            self.set_aside(key, raw, problem.code)
            return None

    def _game_ids(self) -> set[str]:
        return {
            k[len(GAME_PREFIX) :]
            for k in self.storage.keys()  # noqa: SIM118
            if k.startswith(GAME_PREFIX) and k not in self.bad_in_place
        }

    def _read_index(self) -> list[SaveEntry]:
        # Repair: a game key without an index line is listed again (never lost); an index line
        # whose game is gone is dropped.
        entries = self._indexed()
        stored = {g for g in self._game_ids() if _ID_RE.match(g)}
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

    def _index_text(self, entries: list[SaveEntry]) -> str:
        """The index holding ``entries``, and, as they were, the lines of the games kept for a
        newer version (they are not listed here, but its index must still list them)."""
        held = {k[len(GAME_PREFIX) :] for k in self.bad_in_place if self.held_newer(k)}
        held -= {e.id for e in entries}
        kept: list[Any] = []
        if held and INDEX_KEY not in self.bad_in_place:
            with suppress(SaveProblem):
                items = read_json(self.storage.get(INDEX_KEY) or "[]")
                if isinstance(items, list):
                    kept = [i for i in items if isinstance(i, dict) and i.get("id") in held]
        return json.dumps([*kept, *(e.to_dict() for e in entries)])

    def _write_index(self, entries: list[SaveEntry]) -> None:
        self.storage.set(INDEX_KEY, self._index_text(entries))

    def _write_together(self, items: list[tuple[str, str | None]]) -> None:
        """Write (or, for ``None``, remove) these keys all together or not at all: a refused
        write puts back what the earlier ones replaced, then raises. A key left in place is
        never written nor removed (:class:`KeptKeyError`, before anything is written)."""
        for key, _value in items:
            if key in self.bad_in_place:
                raise KeptKeyError(key, self.bad_in_place[key])
        before = [(key, self.storage.get(key)) for key, _ in items]
        done = 0
        try:
            for key, value in items:
                if value is None:
                    self.storage.remove(key)
                else:
                    self.storage.set(key, value)
                done += 1
        except (StorageFullError, StorageUnavailableError):
            for key, old in reversed(before[:done]):
                with suppress(StorageFullError, StorageUnavailableError):
                    if old is None:
                        self.storage.remove(key)
                    else:
                        self.storage.set(key, old)
            raise

    def write_all(self, items: list[tuple[str, str | None]], lines: list[SaveEntry]) -> None:
        """Write these keys and an index of ``lines``, all together or not at all (an import of
        a whole backup, :mod:`ui.backup`)."""
        self._write_together([*items, (INDEX_KEY, self._index_text(lines))])

    def entries(self) -> list[SaveEntry]:
        """Saved games, most recently played first."""
        return sorted(self._read_index(), key=lambda e: e.updated, reverse=True)

    def entry(self, game_id: str) -> SaveEntry | None:
        return next((e for e in self._read_index() if e.id == game_id), None)

    def new_id(self) -> str:
        existing = {e.id for e in self._read_index()} | self._game_ids()
        existing |= {k[len(GAME_PREFIX) :] for k in self.bad_in_place if k.startswith(GAME_PREFIX)}
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
        """Write a game, its take-back snapshots and its index line, all or nothing.

        Raises :class:`StorageFullError` (nothing written) or :class:`SaveConflict` when the
        stored game is at another revision than ``entry.rev`` (another page wrote it since) or
        was deleted after this page saved it. On success ``entry.rev`` is the new revision.
        """
        key = GAME_PREFIX + entry.id
        lines = self._read_index()
        index = [e for e in lines if e.id != entry.id]
        stored = next((e for e in lines if e.id == entry.id), None)
        if self.storage.get(key) is None:
            if entry.rev > 0:
                raise SaveConflict("deleted", entry.id)
        elif stored is not None and stored.rev != entry.rev:
            raise SaveConflict("moved", entry.id)
        line = replace(entry, rev=entry.rev + 1, updated=self.now())
        undo_text = json.dumps([self._dumps(s) for s in undo]) if undo else None
        game_text, index_text = self._dumps(state), self._index_text([*index, line])
        try:
            self._write_together(
                [(key, game_text), (UNDO_PREFIX + entry.id, undo_text), (INDEX_KEY, index_text)]
            )
        except StorageFullError:
            if undo_text is None:
                raise
            # no room for the take-back snapshots too: the game itself comes first (they
            # stay in memory for this page)
            self._write_together(
                [(UNDO_PREFIX + entry.id, None), (key, game_text), (INDEX_KEY, index_text)]
            )
        entry.rev, entry.updated = line.rev, line.updated

    def revision(self, game_id: str) -> int | None:
        """The stored revision of a game (``None``: no such game)."""
        if self.storage.get(GAME_PREFIX + game_id) is None:
            return None
        stored = self.entry(game_id)
        return stored.rev if stored is not None else 0

    def load(self, game_id: str) -> tuple[SaveEntry, GameState, list[GameState]]:
        """A game, its list line and its undo snapshots; a bad save is quarantined.

        Raises :class:`SaveProblem` (code ``missing`` or the reason it was set aside).
        """
        key = GAME_PREFIX + game_id
        if self.held_newer(key):
            raise SaveProblem("newer", game_id=game_id)
        text = self.storage.get(key)
        entry = self.entry(game_id)
        if text is None or entry is None or key in self.bad_in_place:
            raise SaveProblem("missing", game_id=game_id)
        try:
            state = self._loads(text)
        except SaveProblem as problem:
            problem.game_id = game_id
            self.quarantine(game_id, text, problem.code)
            self.problems.append(problem)
            raise
        if entry.names == ("?", "?"):
            entry = self._entry_of(game_id, state, entry.updated)
        return entry, state, self._undo(game_id, state)

    def _undo(self, game_id: str, state: GameState) -> list[GameState]:
        """The take-back snapshots of a game, if each is an earlier point of that very game;
        anything else is set aside (the take-back history is a convenience: no report)."""
        key = UNDO_PREFIX + game_id
        raw = self.storage.get(key)
        if raw is None or key in self.bad_in_place:
            return []
        try:
            texts = read_json(raw)
            if not (isinstance(texts, list) and all(isinstance(t, str) for t in texts)):
                raise SaveProblem("corrupt", "take-back snapshots are not a list of saves")
            undo = [self._loads(t) for t in texts]
            if not all(_belongs(u, state) for u in undo):
                raise SaveProblem("inconsistent", "a take-back snapshot of another game")
        except SaveProblem as problem:
            self.set_aside(key, raw, problem.code)
            return []
        return undo

    def _entry_of(
        self, game_id: str, state: GameState, stamp: float, names: tuple[str, str] | None = None
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

    def set_aside(self, key: str, text: str, code: str) -> bool:
        """Move a key that cannot be read under a quarantine key; never lose it. When the
        storage is too full for the move, it stays where it is and is skipped from then on
        (:attr:`bad_in_place`). A newer version's key (``code`` ``newer``) is not moved at all:
        it stays as it is for that version, skipped here. Returns whether it moved."""
        if code == "newer":
            self.bad_in_place[key] = code
            return False
        name = key[len(PREFIX) :].replace("/", "-") if key.startswith(PREFIX) else "other"
        target = f"{QUARANTINE_PREFIX}{name}/{code}/{int(self.now() * 1000)}"
        self.storage.remove(key)  # first, so that the copy finds the room it leaves
        try:
            self.storage.set(target, text)
        except (StorageFullError, StorageUnavailableError):
            with suppress(StorageFullError, StorageUnavailableError):
                self.storage.set(key, text)  # back where it was: it fitted there a moment ago
            self.bad_in_place[key] = code
            return False
        return True

    def quarantine(self, game_id: str, text: str, code: str) -> None:
        """Move a save aside under a quarantine key and out of the list; never lose it. A newer
        version's save stays where it is, with its index line and its side keys."""
        if not self.set_aside(GAME_PREFIX + game_id, text, code) and code == "newer":
            return
        self._unlist(game_id)

    def _unlist(self, game_id: str) -> None:
        """Drops what goes with a game that left its key: its take-backs, its list line, the
        pointer to it."""
        self.storage.remove(UNDO_PREFIX + game_id)
        # a refused write is harmless: the line is dropped at the next read anyway
        with suppress(StorageFullError, StorageUnavailableError):
            self._write_index([e for e in self._read_index() if e.id != game_id])
        if self.current() == game_id:
            self.storage.remove(CURRENT_KEY)

    def quarantined(self) -> list[str]:
        all_keys = self.storage.keys()
        return [k for k in all_keys if k.startswith(QUARANTINE_PREFIX)]

    def unreadable(self) -> list[tuple[str, str]]:
        """Every key set aside (quarantined or left in place), with its problem code; not a
        newer version's keys (:meth:`newer_games`)."""
        found = [(k, _code_of(k)) for k in self.quarantined()]
        found += [
            (k, code)
            for k, code in self.bad_in_place.items()
            if code != "newer" and self.storage.get(k)
        ]
        return sorted(found)

    def newer_games(self) -> list[tuple[str, SaveEntry | None]]:
        """The games a newer version saved (kept as they are), each with its index line when
        this version can read it (the names, the dates)."""
        found: list[tuple[str, SaveEntry | None]] = []
        items = self._raw_index()
        for key in sorted(self.bad_in_place):
            if not (self.held_newer(key) and key.startswith(GAME_PREFIX)):
                continue
            if self.storage.get(key) is None:
                continue
            game_id = key[len(GAME_PREFIX) :]
            line = None
            for item in items:
                if isinstance(item, dict) and item.get("id") == game_id:
                    with suppress(ValueError):
                        line = SaveEntry.from_dict(item)
                    break
            found.append((game_id, line))
        return found

    def _raw_index(self) -> list[Any]:
        try:
            items = read_json(self.storage.get(INDEX_KEY) or "[]")
        except SaveProblem:
            return []
        return items if isinstance(items, list) else []

    def delete_unreadable(self, key: str) -> bool:
        """Delete a key that could not be read (and only such a key)."""
        if not (key.startswith(QUARANTINE_PREFIX) or key in self.bad_in_place):
            return False
        self.storage.remove(key)
        self.bad_in_place.pop(key, None)
        return True

    def delete(self, game_id: str) -> None:
        """Delete a game and what goes with it (a newer version's too, when the player asks)."""
        self.bad_in_place.pop(GAME_PREFIX + game_id, None)
        self.storage.remove(GAME_PREFIX + game_id)
        self.storage.remove(REVIEW_PREFIX + game_id)  # its review by the computer (#14)
        self._unlist(game_id)

    def scan(self) -> list[SaveProblem]:
        """Try every stored key once (at start-up): bad ones are set aside and reported, lost
        index lines rebuilt from the games' own saves. Never raises for what it reads."""
        found: list[SaveProblem] = []
        self.settings()  # a settings key that cannot be read is set aside
        indexed = {e.id for e in self._indexed()}
        rebuilt: list[SaveEntry] = []
        for entry in self._read_index():
            text = self.storage.get(GAME_PREFIX + entry.id)
            if text is None:
                continue
            try:
                state = self._loads(text)
            except SaveProblem as problem:
                problem.game_id = entry.id
                self.quarantine(entry.id, text, problem.code)
                found.append(problem)
                continue
            if entry.id not in indexed:
                rebuilt.append(self._entry_of(entry.id, state, entry.updated))
        for key in self.storage.keys():  # noqa: SIM118 (a Storage, not a dict)
            text = self.storage.get(key) or ""
            if key.startswith(GAME_PREFIX) and not _ID_RE.match(key[len(GAME_PREFIX) :]):
                self.set_aside(key, text, "foreign")
                found.append(SaveProblem("foreign"))
            elif key.startswith(UNDO_PREFIX) and key not in self.bad_in_place:
                # only the shape here; each snapshot is checked against its game when opened
                try:
                    texts = read_json(text)
                    if not (isinstance(texts, list) and all(isinstance(t, str) for t in texts)):
                        raise SaveProblem("corrupt", "take-back snapshots are not a list")
                except SaveProblem as problem:
                    self.set_aside(key, text, problem.code)
        if rebuilt:
            keep = [e for e in self._read_index() if e.id not in {r.id for r in rebuilt}]
            with suppress(StorageFullError, StorageUnavailableError):
                self._write_index(keep + rebuilt)
        current = self.current()
        if current is not None and not _ID_RE.match(current):
            self.storage.remove(CURRENT_KEY)
        self.problems.extend(found)
        return found

    # export / import -------------------------------------------------------------------------

    def export_text(self, game_id: str) -> str:
        text = self.storage.get(GAME_PREFIX + game_id)
        if text is None:
            raise SaveProblem("missing", game_id=game_id)
        return text

    def import_text(
        self, text: str | bytes, names: Callable[[GameState], tuple[str, str]]
    ) -> tuple[SaveEntry, GameState]:
        """Check a file and store it as a new game (never over an existing one), the game and
        its index line together or not at all; ``names`` gives the list's names from the
        loaded game."""
        state = self._loads(text)
        entry = self._entry_of(self.new_id(), state, self.now(), names(state))
        self.save(entry, state)
        return entry, state

    # pointers and settings -------------------------------------------------------------------

    def current(self) -> str | None:
        return self.storage.get(CURRENT_KEY)

    def set_current(self, game_id: str | None) -> None:
        if game_id is None:
            self.storage.remove(CURRENT_KEY)
        else:
            self.write(CURRENT_KEY, game_id)

    def settings(self) -> dict[str, str]:
        data = self.read_key(SETTINGS_KEY, dict, "the settings are not an object")
        if data is None:
            return {}
        return {str(k): str(v) for k, v in data.items() if isinstance(v, str | int | float)}

    def set_setting(self, key: str, value: str) -> None:
        """Set one setting; the others stay exactly as stored (a newer version's too)."""
        data = self.read_key(SETTINGS_KEY, dict, "the settings are not an object") or {}
        data[key] = value
        self.write(SETTINGS_KEY, json.dumps(data))

    # the review of a finished game (#14) ---------------------------------------------------

    def review_text(self, game_id: str) -> str | None:
        """The stored review of a game, unread (the caller reads it with
        ``schotten.review.read_review``, bounded, and ignores a bad one)."""
        return self.storage.get(REVIEW_PREFIX + game_id)

    def set_review_text(self, game_id: str, text: str) -> None:
        """Keep a game's review beside its save (raises :class:`StorageFullError`; the save
        itself is never touched)."""
        if self.storage.get(GAME_PREFIX + game_id) is None:
            return  # no such game (deleted meanwhile): nothing to keep it with
        from schotten.review import REVIEW_FORMAT, REVIEW_VERSION

        key = REVIEW_PREFIX + game_id
        if written_by_newer(self.storage.get(key), REVIEW_FORMAT, REVIEW_VERSION):
            raise KeptKeyError(key, "newer")  # a newer version's review: kept for it
        self.write(key, text)
