"""What a storage or a save can refuse: a full or switched-off storage, a key kept as it is,
a save that cannot be used (each with a problem code of :data:`ui.storage.layout.PROBLEM_CODES`).
A write refused because another tab moved the game on is :class:`ui.storage.conflict.SaveConflict`.
"""

from __future__ import annotations


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


class SaveProblem(Exception):
    """A save that could not be used; ``code`` is one of :data:`ui.storage.layout.PROBLEM_CODES`."""

    def __init__(self, code: str, detail: str = "", game_id: str | None = None) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.game_id = game_id
