"""The bot interface: a bot sees only a :class:`~schotten.views.PlayerView` and returns one of
its ``legal_actions``. A bot is deterministic given its own seed."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..actions import Action
from ..views import PlayerView


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose(view) -> action`` method."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` (called only on the bot's turn)."""
        ...
