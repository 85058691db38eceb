"""The repository of saved games: several games in progress, a pointer to the current one,
the settings, and each finished game's review, over a :class:`~ui.storage.adapters.Storage`.

Each game is kept as the engine's own save text under its own key, beside its take-back
snapshots (:mod:`ui.storage.undo`) and its line in the index (:mod:`ui.storage.index`). Every
write of a game (its text, its snapshots, its line) lands together or not at all
(:mod:`ui.storage.writes`) and refuses to replace another revision than the one this page
loaded (:mod:`ui.storage.conflict`). What cannot be read is set aside, and what a newer
version wrote is left as it is (:mod:`ui.storage.quarantine`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from .adapters import Storage
from .conflict import SaveConflict, check_revision
from .entry import SaveEntry, entry_of_game
from .errors import KeptKeyError, SaveProblem, StorageFullError, StorageUnavailableError
from .index import SaveIndex
from .layout import (
    CURRENT_KEY,
    GAME_ID,
    GAME_PREFIX,
    INDEX_KEY,
    REVIEW_PREFIX,
    SETTINGS_KEY,
    UNDO_PREFIX,
)
from .quarantine import Quarantine
from .records import (
    engine_codec,
    is_record,
    read_save,
    with_dates,
    without_dates,
    written_by_newer,
)
from .undo import dump_snapshots, read_snapshots, snapshot_texts
from .writes import write_together

if TYPE_CHECKING:
    from schotten.state import GameState

T = TypeVar("T")


@dataclass
class SavesRepository:
    """Several games in progress, a pointer to the current one, and the settings."""

    storage: Storage
    now: Callable[[], float] = time.time
    dumps: Callable[[GameState], str] | None = None
    loads: Callable[[str], GameState] | None = None
    problems: list[SaveProblem] = field(default_factory=list)
    quarantine: Quarantine = field(init=False, repr=False)
    """The keys set aside or left in place, and the reads that find them."""
    index: SaveIndex = field(init=False, repr=False)
    """The index of saved games, the list's lines."""
    known: dict[str, str] = field(default_factory=dict, repr=False)
    """Each game key's text as this page last read or wrote it: a stored text that differs was
    written by someone else, and is read before it is written over (:meth:`stored_problem`)."""

    def __post_init__(self) -> None:
        # the collaborators read the clock through this repository (a test may set ``now``)
        self.quarantine = Quarantine(self.storage, self._now)
        self.index = SaveIndex(self.storage, self.quarantine, self._now)

    def _now(self) -> float:
        return self.now()

    @property
    def bad_in_place(self) -> dict[str, str]:
        """Keys left where they are, with their problem code, skipped and never written over
        (:attr:`ui.storage.quarantine.Quarantine.bad_in_place`)."""
        return self.quarantine.bad_in_place

    # codec -----------------------------------------------------------------------------------

    def _dumps(self, state: GameState) -> str:
        return (self.dumps or engine_codec()[0])(state)

    def _loads(self, text: str | bytes) -> GameState:
        return read_save(text, self.loads or engine_codec()[1])

    # keys of ours: each read and write respects what is set aside -----------------------------

    def write(self, key: str, value: str) -> None:
        """Write one key, unless it is left in place (:class:`KeptKeyError`); raises
        :class:`StorageFullError` or :class:`StorageUnavailableError` as the storage does."""
        self.quarantine.refuse([key])
        self.storage.set(key, value)

    def _write_together(self, items: list[tuple[str, str | None]]) -> None:
        """Write (or, for ``None``, remove) these keys all together or not at all; a key left
        in place is never written nor removed (:class:`KeptKeyError`, before anything is
        written)."""
        self.quarantine.refuse([key for key, _ in items])
        write_together(self.storage, items)

    def write_all(self, items: list[tuple[str, str | None]], lines: list[SaveEntry]) -> None:
        """Write these keys and an index of ``lines``, all together or not at all (an import of
        a whole backup, :mod:`ui.backup`)."""
        self._write_together([*items, (INDEX_KEY, self.index.text(lines))])

    def held_newer(self, key: str) -> bool:
        """Whether ``key`` holds a newer version's data, kept as it is."""
        return self.quarantine.held_newer(key)

    def read_key(self, key: str, kind: type[list[Any]] | type[dict[str, Any]], wrong: str) -> Any:
        """:meth:`ui.storage.quarantine.Quarantine.read_key`. For every key of ours: the games'
        index and settings, the learner's progress (:mod:`ui.progress`)."""
        return self.quarantine.read_key(key, kind, wrong)

    def read_parsed(self, key: str, parse: Callable[[str], T]) -> T | None:
        """:meth:`ui.storage.quarantine.Quarantine.read_parsed` (a learning record, say)."""
        return self.quarantine.read_parsed(key, parse)

    def set_aside(self, key: str, text: str, code: str) -> bool:
        """:meth:`ui.storage.quarantine.Quarantine.set_aside`: returns whether it moved."""
        return self.quarantine.set_aside(key, text, code)

    def quarantined(self) -> list[str]:
        return self.quarantine.quarantined()

    def unreadable(self) -> list[tuple[str, str]]:
        """Every key set aside (quarantined or left in place), with its problem code; not a
        newer version's keys (:meth:`newer_games`)."""
        return self.quarantine.unreadable()

    def delete_unreadable(self, key: str) -> bool:
        """Delete a key that could not be read (and only such a key)."""
        return self.quarantine.delete(key)

    # the list --------------------------------------------------------------------------------

    def entries(self) -> list[SaveEntry]:
        """Saved games, most recently played first."""
        return self.index.entries()

    def entry(self, game_id: str) -> SaveEntry | None:
        return self.index.entry(game_id)

    def new_id(self) -> str:
        return self.index.new_id()

    def newer_games(self) -> list[tuple[str, SaveEntry | None]]:
        """The games a newer version saved (kept as they are), each with its index line when
        this version can read it (the names, the dates)."""
        return self.index.newer_games()

    # games -----------------------------------------------------------------------------------

    def save(
        self,
        entry: SaveEntry,
        state: GameState,
        undo: list[GameState] | None = None,
        *,
        dated: bool = True,
        text: str | None = None,
    ) -> None:
        """Write a game, its take-back snapshots and its index line, all or nothing; the line
        is dated now (``dated=False``: it keeps ``entry.updated``, an import's own date).

        Raises :class:`StorageFullError` (nothing written) or
        :class:`~ui.storage.conflict.SaveConflict` when the stored game is at another revision
        than ``entry.rev`` (another page wrote it since), was deleted after this page saved
        it, is a newer version's (``newer``, whatever its revision: kept as it is), or was
        damaged since (``damaged``: it is set aside, and the game is no longer listed). On
        success ``entry.rev`` is the new revision. ``text``: what is written instead of the
        position (a game on two devices on the device that does not deal: only what it
        knows, :mod:`schotten.remote`; no take-back snapshots).
        """
        key = GAME_PREFIX + entry.id
        problem = self.stored_problem(entry.id)
        if problem is not None:
            raise SaveConflict("newer" if problem == "newer" else "damaged", entry.id)
        lines = self.index.lines()
        index = [e for e in lines if e.id != entry.id]
        stored = next((e for e in lines if e.id == entry.id), None)
        check_revision(entry, self.storage.get(key), stored)
        line = replace(entry, rev=entry.rev + 1, updated=self.now() if dated else entry.updated)
        undo_text = dump_snapshots(undo, self._dumps) if undo else None
        if text is not None:
            undo_text = None
        game_text = self._dumps(state) if text is None else text
        index_text = self.index.text([*index, line])
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
        self.known[key] = game_text

    def stored_problem(self, game_id: str) -> str | None:
        """Why the stored text of a game cannot be written over, when someone else wrote it
        since this page last read or wrote it: ``newer`` (a newer version's save, by its own
        format version: kept as it is, whatever its index line says) or the code of the damage
        (then it is set aside, out of the list). ``None``: it is this page's text, or it reads
        as a save of this version, or there is none."""
        key = GAME_PREFIX + game_id
        if self.held_newer(key):
            return "newer"
        text = self.storage.get(key)
        if text is None or text == self.known.get(key) or key in self.bad_in_place:
            return None
        try:
            self._loads(text)
        except SaveProblem as problem:
            self._quarantine_game(game_id, text, problem.code)
            return problem.code
        self.known[key] = text
        return None

    def game_text(self, game_id: str) -> str | None:
        """A game's stored text as it is (``None``: none, or set aside)."""
        key = GAME_PREFIX + game_id
        if key in self.bad_in_place:
            return None
        return self.storage.get(key)

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
            self._quarantine_game(game_id, text, problem.code)
            self.problems.append(problem)
            raise
        if entry.names == ("?", "?"):
            entry = entry_of_game(game_id, state, entry.updated)
        self.known[key] = text
        return entry, state, self._undo(game_id, state)

    def _undo(self, game_id: str, state: GameState) -> list[GameState]:
        """The take-back snapshots of a game, if each is an earlier point of that very game;
        anything else is set aside (the take-back history is a convenience: no report)."""
        key = UNDO_PREFIX + game_id
        raw = self.storage.get(key)
        if raw is None or key in self.bad_in_place:
            return []
        try:
            return read_snapshots(raw, state, self._loads)
        except SaveProblem as problem:
            self.set_aside(key, raw, problem.code)
            return []

    def _quarantine_game(self, game_id: str, text: str, code: str) -> None:
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
            self.index.write([e for e in self.index.lines() if e.id != game_id])
        if self.current() == game_id:
            self.storage.remove(CURRENT_KEY)

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
        indexed = {e.id for e in self.index.valid_lines()}
        rebuilt: list[SaveEntry] = []
        for entry in self.index.lines():
            text = self.storage.get(GAME_PREFIX + entry.id)
            if text is None:
                continue
            try:
                state = self._loads(text)
            except SaveProblem as problem:
                problem.game_id = entry.id
                self._quarantine_game(entry.id, text, problem.code)
                found.append(problem)
                continue
            if entry.id not in indexed:
                rebuilt.append(entry_of_game(entry.id, state, entry.updated))
        for key in self.storage.keys():  # noqa: SIM118 (a Storage, not a dict)
            text = self.storage.get(key) or ""
            if key.startswith(GAME_PREFIX) and not GAME_ID.match(key[len(GAME_PREFIX) :]):
                self.set_aside(key, text, "foreign")
                found.append(SaveProblem("foreign"))
            elif key.startswith(UNDO_PREFIX) and key not in self.bad_in_place:
                # only the shape here; each snapshot is checked against its game when opened
                try:
                    snapshot_texts(text, "take-back snapshots are not a list")
                except SaveProblem as problem:
                    self.set_aside(key, text, problem.code)
        if rebuilt:
            keep = [e for e in self.index.lines() if e.id not in {r.id for r in rebuilt}]
            with suppress(StorageFullError, StorageUnavailableError):
                self.index.write(keep + rebuilt)
        current = self.current()
        if current is not None and not GAME_ID.match(current):
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
        now = self.now()
        text, dates = without_dates(text, now)
        if is_record(text if isinstance(text, str) else None):
            raise SaveProblem("two_devices", "a game on two devices in progress")
        state = self._loads(text)
        created, updated = dates or (now, now)  # the file's own dates, else now
        entry = entry_of_game(self.new_id(), state, created, names(state))
        entry.updated = updated
        self.save(entry, state, dated=False)
        return entry, state

    def export_file(self, game_id: str) -> str:
        """A game's file: its save with when it was first and last played (the list's dates,
        kept by an import)."""
        text = self.export_text(game_id)
        entry = self.entry(game_id)
        return text if entry is None else with_dates(text, entry.created, entry.updated)

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
