"""The bot interface: a bot sees only a :class:`~schotten.views.PlayerView` and returns one of
its ``legal_actions``. A bot is deterministic given its own seed."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..actions import Action, Claim, EndTurn, NextRound, Pass
from ..views import PlayerView


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose(view) -> action`` method."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` (called only on the bot's turn)."""
        ...


def legal_actions(view: PlayerView) -> tuple[Action, ...]:
    """``view.legal_actions``; raises ``ValueError`` when there is none (not the viewer's turn)."""
    if not view.legal_actions:
        raise ValueError("no legal action: it is not this player's turn")
    return view.legal_actions


def first_claim(actions: tuple[Action, ...]) -> Claim | None:
    """The first legal claim: a bot takes it before anything else (the stone is won either way
    and claiming closes it)."""
    for action in actions:
        if isinstance(action, Claim):
            return action
    return None


def routine(actions: tuple[Action, ...]) -> Action:
    """When no card is to be chosen: pass, end the turn or deal the next round; an action type
    a bot does not know (a future variant) only when nothing else is legal."""
    for action in actions:
        if isinstance(action, (Pass, EndTurn, NextRound)):
            return action
    return actions[0]
