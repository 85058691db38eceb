"""Two pages on one game (two tabs, two windows, two versions of the app): each write of a game
says which revision it moves on from (``SaveEntry.rev``, the one this page loaded or last
wrote), and a write over another revision, or over a game deleted since, is refused
(:class:`SaveConflict`), so that nothing the other page saved is lost. The page says so and
offers the game as it stands now (:mod:`ui.control.play`; another tab's writes are followed by
:mod:`ui.control.saves`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .entry import SaveEntry


class SaveConflict(Exception):
    """Another page moved this game on (``code`` ``"moved"``), deleted it (``"deleted"``),
    wrote it as a newer version (``"newer"``) or damaged it (``"damaged"``: set aside) since
    this page loaded it: the write is refused so that nothing of theirs is lost."""

    def __init__(self, code: str, game_id: str) -> None:
        super().__init__(f"{code}: {game_id}")
        self.code = code
        self.game_id = game_id


def check_revision(entry: SaveEntry, stored_text: str | None, stored: SaveEntry | None) -> None:
    """Refuse a write of ``entry``'s game (:class:`SaveConflict`) when the stored game
    (``stored_text``, with its index line ``stored``) is at another revision than
    ``entry.rev``, or was deleted after this page saved it (``entry.rev`` above 0)."""
    if stored_text is None:
        if entry.rev > 0:
            raise SaveConflict("deleted", entry.id)
    elif stored is not None and stored.rev != entry.rev:
        raise SaveConflict("moved", entry.id)
