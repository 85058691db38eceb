"""The keys that cannot be used, and the reads that find them. A key that cannot be read (a
game, its take-back snapshots, the index, the settings, a learning record) is never deleted
and never overwrites anything: it is moved under a quarantine key, or, when the storage is too
full to move it, left where it is and skipped. A key a newer version wrote (``newer``) is left
where it is, as it is, for that version. Neither is ever written over (:class:`KeptKeyError`).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .adapters import Storage
from .errors import KeptKeyError, SaveProblem, StorageFullError, StorageUnavailableError
from .layout import QUARANTINE_PREFIX, code_of, quarantine_key
from .records import read_json

T = TypeVar("T")


@dataclass
class Quarantine:
    """The keys set aside in one storage, and those left in place (:attr:`bad_in_place`)."""

    storage: Storage
    now: Callable[[], float]
    #: keys left where they are, with their problem code, skipped and never written over: those
    #: that could not be read nor moved aside (a full storage; listed, deletable), and those a
    #: newer version wrote (``newer``: kept as they are for it)
    bad_in_place: dict[str, str] = field(default_factory=dict)

    def refuse(self, keys: list[str]) -> None:
        """Raise :class:`KeptKeyError` for the first of ``keys`` left in place."""
        for key in keys:
            if key in self.bad_in_place:
                raise KeptKeyError(key, self.bad_in_place[key])

    def held_newer(self, key: str) -> bool:
        """Whether ``key`` holds a newer version's data, kept as it is."""
        return self.bad_in_place.get(key) == "newer"

    def set_aside(self, key: str, text: str, code: str) -> bool:
        """Move a key that cannot be read under a quarantine key; never lose it. When the
        storage is too full for the move, it stays where it is and is skipped from then on
        (:attr:`bad_in_place`). A newer version's key (``code`` ``newer``) is not moved at all:
        it stays as it is for that version, skipped here. Returns whether it moved."""
        if code == "newer":
            self.bad_in_place[key] = code
            return False
        target = quarantine_key(key, code, int(self.now() * 1000))
        self.storage.remove(key)  # first, so that the copy finds the room it leaves
        try:
            self.storage.set(target, text)
        except (StorageFullError, StorageUnavailableError):
            with suppress(StorageFullError, StorageUnavailableError):
                self.storage.set(key, text)  # back where it was: it fitted there a moment ago
            self.bad_in_place[key] = code
            return False
        return True

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

    def read_key(self, key: str, kind: type[list[Any]] | type[dict[str, Any]], wrong: str) -> Any:
        """The JSON value of ``key`` when it is a ``kind``; ``None`` when the key is absent or
        was set aside, or cannot be read (then it is set aside now, ``wrong`` saying why when
        it holds JSON of another kind)."""

        def parse(raw: str) -> Any:
            data = read_json(raw)
            if kind is list and isinstance(data, dict) and type(data.get("version")) is int:
                raise SaveProblem("newer", "a list of a later format")  # the index, say
            if not isinstance(data, kind):
                raise SaveProblem("corrupt", wrong)
            return data

        return self.read_parsed(key, parse)

    def quarantined(self) -> list[str]:
        """The quarantine keys."""
        all_keys = self.storage.keys()
        return [k for k in all_keys if k.startswith(QUARANTINE_PREFIX)]

    def unreadable(self) -> list[tuple[str, str]]:
        """Every key set aside (quarantined or left in place), with its problem code; not a
        newer version's keys."""
        found = [(k, code_of(k)) for k in self.quarantined()]
        found += [
            (k, code)
            for k, code in self.bad_in_place.items()
            if code != "newer" and self.storage.get(k)
        ]
        return sorted(found)

    def delete(self, key: str) -> bool:
        """Delete a key that could not be read (and only such a key)."""
        if not (key.startswith(QUARANTINE_PREFIX) or key in self.bad_in_place):
            return False
        self.storage.remove(key)
        self.bad_in_place.pop(key, None)
        return True
