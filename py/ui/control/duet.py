"""A game between two devices (#45), once they are connected: a placeholder that the game on
two devices fills (the deal, the turns sent whole, the drops). :class:`.pairing.PairingController`
calls it when the channel opens, for each message then, and when the channel closes."""

from __future__ import annotations

from schotten.options import Options

from ..effects import Effect
from .shared import Shared


class DuetController:
    """The game played with the other device (to be filled: it returns no effects yet)."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared

    def opened(
        self, role: str, name: str, options: Options | None, game_id: str | None = None
    ) -> list[Effect]:
        """The channel to the other device is open. ``role``: ``host`` (this device deals) or
        ``guest``; ``name``: this device's player; ``options``: the host's choices for a new
        game (None on the guest, which learns them from the host); ``game_id``: the saved game
        being re-paired (:meth:`.pairing.PairingController.repair`), else None."""
        return []

    def received(self, data: str) -> list[Effect]:
        """One message of the other device, as the page received it (not yet checked)."""
        return []

    def closed(self, detail: str) -> list[Effect]:
        """The channel closed or was lost after it had opened (``detail`` from the page)."""
        return []
