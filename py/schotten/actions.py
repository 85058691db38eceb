"""Actions and their notation.

======================  =================  ==========================================
action                  notation           meaning
======================  =================  ==========================================
``Place(card, stone)``  ``"R5@3"``         play R5 on your side of stone 3 (0-8)
``Claim(stone)``        ``"claim 3"``      claim stone 3
``Pass()``              ``"pass"``         no legal placement exists
``EndTurn()``           ``"end"``          end the turn (draws a card if any are left)
``NextRound()``         ``"next"``         deal the next round of the match
======================  =================  ==========================================

>>> parse_action("R5@3")
Place(card=Card.parse('R5'), stone=3)
>>> str(Claim(8))
'claim 8'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeAlias

from .cards import Card
from .errors import InvalidActionError, InvalidCardError
from .options import NUM_STONES


def _check_stone(stone: object) -> None:
    if not isinstance(stone, int) or isinstance(stone, bool) or not 0 <= stone < NUM_STONES:
        raise InvalidActionError(
            f"no such stone: {stone!r} (stones are 0-8)",
            code="no_such_stone",
            params={"stone": stone},
        )


@dataclass(frozen=True, slots=True)
class Place:
    """Play ``card`` from the hand onto the mover's side of ``stone``."""

    card: Card
    stone: int

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise InvalidActionError(f"not a card: {self.card!r}", params={"text": repr(self.card)})
        _check_stone(self.stone)

    def __str__(self) -> str:
        return f"{self.card}@{self.stone}"


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim ``stone``."""

    stone: int

    def __post_init__(self) -> None:
        _check_stone(self.stone)

    def __str__(self) -> str:
        return f"claim {self.stone}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play no card: allowed only when no placement exists."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn: draw one card if the deck is not empty (and the hand is not full)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class NextRound:
    """After a round is won (and the match is not over), deal the next round."""

    def __str__(self) -> str:
        return "next"


Action: TypeAlias = Place | Claim | Pass | EndTurn | NextRound
ACTION_TYPES = (Place, Claim, Pass, EndTurn, NextRound)

_PLACE = re.compile(r"([A-Z][0-9])@([0-9]+)")
_CLAIM = re.compile(r"claim ([0-9]+)")
_SIMPLE: dict[str, Action] = {"pass": Pass(), "end": EndTurn(), "next": NextRound()}


def parse_action(text: str) -> Action:
    """Parse action notation; ``str(parse_action(s)) == s`` for every valid ``s``.

    Raises :class:`InvalidActionError` (code ``"invalid_action"``, or ``"no_such_stone"``).
    """
    if not isinstance(text, str):
        raise InvalidActionError(f"not an action: {text!r}", params={"text": repr(text)})
    simple = _SIMPLE.get(text)
    if simple is not None:
        return simple
    match = _PLACE.fullmatch(text)
    if match:
        try:
            card = Card.parse(match.group(1))
        except InvalidCardError:
            raise InvalidActionError(
                f"not an action: {text!r} ({match.group(1)!r} is not a card)",
                params={"text": text},
            ) from None
        return Place(card, _stone_number(match.group(2), text))
    match = _CLAIM.fullmatch(text)
    if match:
        return Claim(_stone_number(match.group(1), text))
    raise InvalidActionError(f"not an action: {text!r}", params={"text": text})


def _stone_number(digits: str, text: str) -> int:
    number = int(digits)
    if str(number) != digits or not 0 <= number < NUM_STONES:
        raise InvalidActionError(
            f"not an action: {text!r} (stones are 0-8)",
            code="no_such_stone",
            params={"text": text, "stone": digits},
        )
    return number
