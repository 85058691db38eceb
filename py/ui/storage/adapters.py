"""The string key/value store under the saves: the four calls the app needs (:class:`Storage`),
a dict-backed store for tests and the page's ``localStorage`` as the page adapter answers for it
(:class:`PageStorage`, handed in by :mod:`ui.dom`; nothing here imports ``js``). A full
storage raises :class:`StorageFullError`, a forbidden one :class:`StorageUnavailableError`."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from .errors import StorageFullError, StorageUnavailableError


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


class PageStorage:
    """The page's ``localStorage`` seen from a Web Worker (``ui.dom.endpoint``), which has none:
    each call is made by the page while Python waits for its answer, through ``ask(op, key,
    value)``: ``"get"`` answers the value (None: missing), ``"keys"`` the keys, ``"set"`` and
    ``"remove"`` ``""`` (done), ``"quota"`` (the storage is full) or another reason (refused),
    ``"many"`` (:meth:`write_many`) how many of its writes were done and why the next was not.
    A refused write raises where it was made, as with :class:`LocalStorage`.

    What was read or written is remembered until :meth:`fresh`, which the worker calls each
    time Python is entered (a message of the page, a timer): like the page's own script, one
    piece of work sees the storage as it was when it began and as it wrote it, and the next
    sees whatever changed in between (another tab, anything else in the page), at a round trip
    per key, not per read.

    So that most pieces of work need no round trip to read, the page sends with each of its
    messages what these keys held when it sent it (:meth:`wanted`: the keys read lately, and
    the list of keys if it was asked for), and :meth:`fresh` starts from that. Such a view is
    taken only if no write was asked of the page after it was made: both count the writes."""

    HOT = 12
    """How many of the keys read lately the page sends with its messages."""

    def __init__(self, ask: Callable[[str, str, str | None], Any]) -> None:
        self._ask = ask
        self._seen: dict[str, str | None] = {}
        self._keys: list[str] | None = None
        self._hot: dict[str, None] = {}  # the keys read lately, the latest last
        self._listed = False  # whether the keys were listed
        self.writes = 0
        """Write calls asked of the page so far (the page counts the ones it made)."""

    def fresh(self, view: Any = None) -> None:
        """Forget what was read: the next reads ask the page again, or find what ``view`` (the
        page's ``{"writes", "values", "keys"}`` sent with a message) says, if the page made no
        write of ours since it was taken."""
        self._seen.clear()
        self._keys = None
        if not isinstance(view, dict) or view.get("writes") != self.writes:
            return
        values = view.get("values")
        if isinstance(values, dict):
            for key, value in values.items():
                if isinstance(key, str):
                    self._seen[key] = value if isinstance(value, str) else None
        keys = view.get("keys")
        if isinstance(keys, list):
            self._keys = [k for k in keys if isinstance(k, str)]

    def wanted(self) -> tuple[list[str], bool]:
        """The keys the page should send the values of with its messages, and whether the list
        of keys too."""
        return list(self._hot), self._listed

    def get(self, key: str) -> str | None:
        self._hot.pop(key, None)
        self._hot[key] = None
        if len(self._hot) > self.HOT:
            del self._hot[next(iter(self._hot))]
        if key not in self._seen:
            value = self._ask("get", key, None)
            self._seen[key] = value if isinstance(value, str) else None
        return self._seen[key]

    def _wrote(self, key: str, value: str | None) -> None:
        self._seen[key] = value
        if self._keys is not None:
            if value is None and key in self._keys:
                self._keys.remove(key)
            elif value is not None and key not in self._keys:
                self._keys.append(key)

    def set(self, key: str, value: str) -> None:
        self.writes += 1
        refused = self._ask("set", key, value)
        if refused:
            raise _refusal(refused)
        self._wrote(key, value)

    def remove(self, key: str) -> None:
        self.writes += 1
        self._ask("remove", key, None)
        self._wrote(key, None)

    def write_many(
        self, items: list[tuple[str, str | None]]
    ) -> tuple[int, StorageFullError | StorageUnavailableError | None]:
        """Write (None: remove) these keys in order in one round trip, the page stopping at the
        first it refuses: how many were written, and the refusal (None: all were)."""
        self.writes += 1
        answer = self._ask("many", "", json.dumps([[key, value] for key, value in items]))
        done, reason = answer if isinstance(answer, list) and len(answer) == 2 else (0, "refused")
        done = done if isinstance(done, int) and 0 <= done <= len(items) else 0
        for key, value in items[:done]:
            self._wrote(key, value)
        if done == len(items):
            return done, None
        return done, _refusal(reason or "refused")

    def keys(self) -> list[str]:
        self._listed = True
        if self._keys is None:
            found = self._ask("keys", "", None)
            self._keys = [k for k in found if isinstance(k, str)] if isinstance(found, list) else []
        return list(self._keys)


def _refusal(reason: object) -> StorageFullError | StorageUnavailableError:
    """The error for the page's answer to a refused write."""
    if reason == "quota":
        return StorageFullError("quota exceeded")
    return StorageUnavailableError(str(reason))
