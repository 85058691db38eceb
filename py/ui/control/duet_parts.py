"""The parts of :class:`ui.control.duet.DuetController` (its dealer's and guest's halves)
share these: its state and the methods each half calls on the whole."""

from __future__ import annotations

from typing import Any

from schotten.actions import Action
from schotten.options import Options
from schotten.state import GameState

from ..effects import Effect
from .duet_link import Link
from .play import GameController
from .shared import Shared


class DuetParts:
    """What both halves of the duet controller read and call (defined by the whole)."""

    shared: Shared
    play: GameController
    link: Link | None
    name: str
    options: Options | None

    def _table_link(self) -> Link | None:
        raise NotImplementedError

    def _disagree(self) -> list[Effect]:
        raise NotImplementedError

    def _saved(self) -> list[Effect]:
        raise NotImplementedError

    def _redo(self) -> list[Effect]:
        raise NotImplementedError

    def _send(self, kind: str, **fields: Any) -> Effect:
        raise NotImplementedError

    def draws(self, state: GameState, action: Action) -> GameState | None:
        raise NotImplementedError

    def seed_source(self) -> int:
        raise NotImplementedError
