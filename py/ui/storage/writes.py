"""Writes that a full storage cannot leave half done: several keys land together or not at
all (a refused write puts back what the earlier ones replaced). The keys left in place are
refused before this (:meth:`ui.storage.quarantine.Quarantine.refuse`)."""

from __future__ import annotations

from contextlib import suppress

from .adapters import PageStorage, Storage
from .errors import StorageFullError, StorageUnavailableError


def write_together(storage: Storage, items: list[tuple[str, str | None]]) -> None:
    """Write (or, for ``None``, remove) these keys all together or not at all: a refused write
    puts back what the earlier ones replaced, then raises :class:`StorageFullError` or
    :class:`StorageUnavailableError` as the storage did."""
    before = [(key, storage.get(key)) for key, _ in items]
    done = 0
    try:
        if isinstance(storage, PageStorage):  # one round trip to the page for them all
            done, refused = storage.write_many(items)
            if refused is not None:
                raise refused
        else:
            for key, value in items:
                if value is None:
                    storage.remove(key)
                else:
                    storage.set(key, value)
                done += 1
    except (StorageFullError, StorageUnavailableError):
        for key, old in reversed(before[:done]):
            with suppress(StorageFullError, StorageUnavailableError):
                if old is None:
                    storage.remove(key)
                else:
                    storage.set(key, old)
        raise
