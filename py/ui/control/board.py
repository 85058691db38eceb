"""The board's intents, the same on a saved game's table and a lesson's: what the two that
need their argument read do to a :class:`~ui.game.Game` (the others are one call each, in
:data:`ui.app.ROUTES`), and the sound a board intent makes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from schotten.events import CardMoved, CardPlaced, Event, ModePlaced, RoundEnded, StoneClaimed

from ..game import Game, IntentOutcome
from .shared import Fields, stone_arg

BoardOp = Callable[[Game, str, Fields], IntentOutcome | None]
"""What a board intent does to a game (``None``: the argument names nothing)."""


def place(g: Game, arg: str, fields: Fields) -> IntentOutcome | None:
    """Place the selected card on the stone ``arg`` (drag and drop names the card)."""
    stone = stone_arg(arg)
    return None if stone is None else g.place(stone, fields.get("card") or None)


def claim(g: Game, arg: str, fields: Fields) -> IntentOutcome | None:
    """Claim the stone ``arg``."""
    stone = stone_arg(arg)
    return None if stone is None else g.claim(stone)


def cue(intent: str, outcome: IntentOutcome, game: Game) -> str:
    """The sound of a person's intent on the table (placed, a claim won or refused...)."""
    if intent in ("place", "tactic-confirm"):
        return "placed" if outcome.changed else ""
    if intent != "claim":
        return ""
    if outcome.changed:
        return "round_won" if game.round_over else "claim_won"
    refused = game.message is not None and game.message.tone == "error"
    return "claim_refused" if refused else ""


def bot_cue(events: Sequence[Event]) -> str:
    """The sound of the computer's action, from what it did: a stone claimed (and the round
    won), or a card or a combat mode put on its side."""
    if any(isinstance(e, StoneClaimed) for e in events):
        return "round_won" if any(isinstance(e, RoundEnded) for e in events) else "claim_won"
    if any(isinstance(e, CardPlaced | ModePlaced | CardMoved) for e in events):
        return "placed"
    return ""
