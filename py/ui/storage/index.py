"""The index of saved games: one key holding a line per game (:class:`SaveEntry`), what the
saved-games list shows without opening each save. It repairs itself as it is read: a game key
without a line is listed again (never lost), a line whose game is gone is dropped. It keeps,
as they were, the lines of the games held for a newer version whenever it is rewritten."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from .adapters import Storage
from .entry import SaveEntry
from .errors import SaveProblem
from .layout import GAME_ID, GAME_PREFIX, INDEX_KEY
from .quarantine import Quarantine
from .records import read_json


@dataclass
class SaveIndex:
    """The index key of one storage; the keys set aside are the ``quarantine``'s."""

    storage: Storage
    quarantine: Quarantine
    now: Callable[[], float]

    def valid_lines(self) -> list[SaveEntry]:
        """The valid lines of the index key (a key that cannot be read is set aside)."""
        items = self.quarantine.read_key(INDEX_KEY, list, "the index is not a list")
        if items is None:
            return []
        entries: list[SaveEntry] = []
        for item in items:
            try:
                entries.append(SaveEntry.from_dict(item))
            except ValueError:
                continue  # the game's own save still lists it (see lines)
        return entries

    def game_ids(self) -> set[str]:
        """The ids of the stored games, not of those left in place."""
        return {
            k[len(GAME_PREFIX) :]
            for k in self.storage.keys()  # noqa: SIM118
            if k.startswith(GAME_PREFIX) and k not in self.quarantine.bad_in_place
        }

    def lines(self) -> list[SaveEntry]:
        """A line per stored game, repaired: a game key without an index line is listed again
        (never lost); an index line whose game is gone is dropped."""
        entries = self.valid_lines()
        stored = {g for g in self.game_ids() if GAME_ID.match(g)}
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

    def raw(self) -> list[Any]:
        """The index key's items as they are (``[]`` when it cannot be read)."""
        try:
            items = read_json(self.storage.get(INDEX_KEY) or "[]")
        except SaveProblem:
            return []
        return items if isinstance(items, list) else []

    def text(self, entries: list[SaveEntry]) -> str:
        """The index holding ``entries``, and, as they were, the lines of the games kept for a
        newer version (they are not listed here, but its index must still list them)."""
        held = {
            k[len(GAME_PREFIX) :]
            for k in self.quarantine.bad_in_place
            if self.quarantine.held_newer(k)
        }
        held -= {e.id for e in entries}
        kept: list[Any] = []
        if held and INDEX_KEY not in self.quarantine.bad_in_place:
            with suppress(SaveProblem):
                items = read_json(self.storage.get(INDEX_KEY) or "[]")
                if isinstance(items, list):
                    kept = [i for i in items if isinstance(i, dict) and i.get("id") in held]
        return json.dumps([*kept, *(e.to_dict() for e in entries)])

    def write(self, entries: list[SaveEntry]) -> None:
        self.storage.set(INDEX_KEY, self.text(entries))

    def entries(self) -> list[SaveEntry]:
        """Saved games, most recently played first."""
        return sorted(self.lines(), key=lambda e: e.updated, reverse=True)

    def entry(self, game_id: str) -> SaveEntry | None:
        return next((e for e in self.lines() if e.id == game_id), None)

    def new_id(self) -> str:
        """An id no game has here (listed, stored, or left in place)."""
        existing = {e.id for e in self.lines()} | self.game_ids()
        existing |= {
            k[len(GAME_PREFIX) :] for k in self.quarantine.bad_in_place if k.startswith(GAME_PREFIX)
        }
        base = f"g{int(self.now() * 1000):x}"
        game_id, n = base, 1
        while game_id in existing:
            n += 1
            game_id = f"{base}-{n}"
        return game_id

    def newer_games(self) -> list[tuple[str, SaveEntry | None]]:
        """The games a newer version saved (kept as they are), each with its index line when
        this version can read it (the names, the dates)."""
        found: list[tuple[str, SaveEntry | None]] = []
        items = self.raw()
        for key in sorted(self.quarantine.bad_in_place):
            if not (self.quarantine.held_newer(key) and key.startswith(GAME_PREFIX)):
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
