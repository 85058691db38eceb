"""The string key/value store under the saves: the four calls the app needs (:class:`Storage`),
a dict-backed store for tests and one over the browser's ``localStorage`` (handed in by
:mod:`ui.dom`; nothing here imports ``js``). A full storage raises :class:`StorageFullError`,
a forbidden one :class:`StorageUnavailableError`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .errors import StorageFullError, StorageUnavailableError
from .layout import PROBE_KEY


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


class PageStorage:
    """The page's ``localStorage`` seen from a Web Worker (``ui.dom.worker``), which has none:
    each call is made by the page while Python waits for its answer, through ``ask(op, key,
    value)``: ``"get"`` answers the value (None: missing), ``"keys"`` the keys, ``"set"`` and
    ``"remove"`` ``""`` (done), ``"quota"`` (the storage is full) or another reason (refused).
    A refused write raises where it was made, as with :class:`LocalStorage`.

    What was read or written is remembered until :meth:`fresh`, which the worker calls each
    time Python is entered (a message of the page, a timer): like the page's own script, one
    piece of work sees the storage as it was when it began and as it wrote it, and the next
    sees whatever changed in between (another tab, anything else in the page), at a round trip
    per key, not per read."""

    def __init__(self, ask: Callable[[str, str, str | None], Any]) -> None:
        self._ask = ask
        self._seen: dict[str, str | None] = {}
        self._keys: list[str] | None = None

    def fresh(self) -> None:
        """Forget what was read: the next reads ask the page again."""
        self._seen.clear()
        self._keys = None

    def get(self, key: str) -> str | None:
        if key not in self._seen:
            value = self._ask("get", key, None)
            self._seen[key] = value if isinstance(value, str) else None
        return self._seen[key]

    def set(self, key: str, value: str) -> None:
        refused = self._ask("set", key, value)
        if refused == "quota":
            raise StorageFullError("quota exceeded")
        if refused:
            raise StorageUnavailableError(str(refused))
        self._seen[key] = value
        if self._keys is not None and key not in self._keys:
            self._keys.append(key)

    def remove(self, key: str) -> None:
        self._ask("remove", key, None)
        self._seen[key] = None
        if self._keys is not None and key in self._keys:
            self._keys.remove(key)

    def keys(self) -> list[str]:
        if self._keys is None:
            found = self._ask("keys", "", None)
            self._keys = [k for k in found if isinstance(k, str)] if isinstance(found, list) else []
        return list(self._keys)
