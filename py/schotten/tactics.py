"""Tactic cards (docs/rules.md, "The tactical variant") and their notation.

Ten cards: the elite troops ``JOKER`` (two copies), ``SPY`` and ``SHIELD`` (Shield Bearer), the
combat modes ``BLIND`` (Blind-Man's Bluff) and ``MUD`` (Mud Fight), and the ruses ``RECRUITER``,
``STRATEGIST``, ``BANSHEE`` and ``TRAITOR``. The notation is the upper-case name; the two Jokers
are the same card, so a hand may hold ``JOKER`` twice.

>>> Tactic.parse("SPY").kind, Tactic.SPY.values
('elite', (7,))
>>> [str(c) for c in sorted(parse_cards("TRAITOR R5 JOKER B1"), key=card_key)]
['R5', 'B1', 'JOKER', 'TRAITOR']
>>> len(TACTIC_CARDS), TACTIC_CARDS.count(Tactic.JOKER)
(10, 2)
"""

from __future__ import annotations

from enum import Enum
from typing import TypeAlias

from .cards import VALUES, Card
from .errors import InvalidCardError


class Tactic(Enum):
    """A tactic card. ``value`` is its notation (``"JOKER"``); members are listed in the order
    hands and piles sort them (after every clan card)."""

    JOKER = "JOKER"
    SPY = "SPY"
    SHIELD = "SHIELD"
    BLIND = "BLIND"
    MUD = "MUD"
    RECRUITER = "RECRUITER"
    STRATEGIST = "STRATEGIST"
    BANSHEE = "BANSHEE"
    TRAITOR = "TRAITOR"

    @property
    def kind(self) -> str:
        """``"elite"`` (played into a slot), ``"mode"`` (placed on a stone) or ``"ruse"``."""
        return _KINDS[self]

    @property
    def is_elite(self) -> bool:
        return self in _ELITE_VALUES

    @property
    def is_mode(self) -> bool:
        return self is Tactic.BLIND or self is Tactic.MUD

    @property
    def is_ruse(self) -> bool:
        return _KINDS[self] == "ruse"

    @property
    def values(self) -> tuple[int, ...]:
        """The values an elite troop may take (any colour); ``()`` for other tactic cards."""
        return _ELITE_VALUES.get(self, ())

    @property
    def value_mask(self) -> int:
        """:attr:`values` as a bit mask (bit ``v`` for value ``v``)."""
        return _ELITE_MASKS.get(self, 0)

    @property
    def label(self) -> str:
        """The English name: ``"Joker"``, ``"Shield Bearer"``, ``"Blind-Man's Bluff"``..."""
        return _LABELS[self]

    @property
    def order(self) -> int:
        """Position among the tactic cards (sorting)."""
        return _ORDER[self]

    @property
    def index(self) -> int:
        """Sort position after the 54 clan cards (54-62), like :attr:`Card.index`; both Jokers
        share one."""
        return 54 + _ORDER[self]

    @classmethod
    def parse(cls, text: str) -> Tactic:
        """The tactic card of that notation; raises :class:`InvalidCardError`."""
        try:
            return _BY_TEXT[text]
        except (KeyError, TypeError):
            raise InvalidCardError(f"not a tactic card: {text!r}", params={"text": text}) from None

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Tactic.{self.name}"


_KINDS = {
    Tactic.JOKER: "elite",
    Tactic.SPY: "elite",
    Tactic.SHIELD: "elite",
    Tactic.BLIND: "mode",
    Tactic.MUD: "mode",
    Tactic.RECRUITER: "ruse",
    Tactic.STRATEGIST: "ruse",
    Tactic.BANSHEE: "ruse",
    Tactic.TRAITOR: "ruse",
}
_ELITE_VALUES: dict[Tactic, tuple[int, ...]] = {
    Tactic.JOKER: tuple(VALUES),
    Tactic.SPY: (7,),
    Tactic.SHIELD: (1, 2, 3),
}
_ELITE_MASKS = {t: sum(1 << v for v in vs) for t, vs in _ELITE_VALUES.items()}
_LABELS = {
    Tactic.JOKER: "Joker",
    Tactic.SPY: "Spy",
    Tactic.SHIELD: "Shield Bearer",
    Tactic.BLIND: "Blind-Man's Bluff",
    Tactic.MUD: "Mud Fight",
    Tactic.RECRUITER: "Recruiter",
    Tactic.STRATEGIST: "Strategist",
    Tactic.BANSHEE: "Banshee",
    Tactic.TRAITOR: "Traitor",
}
_ORDER = {t: i for i, t in enumerate(Tactic)}
_BY_TEXT = {t.value: t for t in Tactic}

TACTIC_CARDS: tuple[Tactic, ...] = (
    Tactic.JOKER,
    Tactic.JOKER,
    Tactic.SPY,
    Tactic.SHIELD,
    Tactic.BLIND,
    Tactic.MUD,
    Tactic.RECRUITER,
    Tactic.STRATEGIST,
    Tactic.BANSHEE,
    Tactic.TRAITOR,
)
"""The ten tactic cards of the tactical variant, in sorting order."""

ELITE_TROOPS: tuple[Tactic, ...] = (Tactic.JOKER, Tactic.SPY, Tactic.SHIELD)
COMBAT_MODES: tuple[Tactic, ...] = (Tactic.BLIND, Tactic.MUD)

AnyCard: TypeAlias = Card | Tactic
"""A clan card or a tactic card (hands, sides holding elite troops, the discard pile)."""


def parse_card(text: str) -> AnyCard:
    """A clan card (``"R5"``) or a tactic card (``"JOKER"``); raises :class:`InvalidCardError`.

    >>> parse_card("R5"), parse_card("MUD")
    (Card.parse('R5'), Tactic.MUD)
    """
    tactic = _BY_TEXT.get(text) if isinstance(text, str) else None
    if tactic is not None:
        return tactic
    try:
        return Card.parse(text)
    except InvalidCardError:
        raise InvalidCardError(f"not a card: {text!r}", params={"text": text}) from None


def parse_cards(text: str) -> tuple[AnyCard, ...]:
    """Space-separated clan and tactic cards: ``"R5 JOKER"``."""
    return tuple(parse_card(part) for part in text.split())


def card_key(c: AnyCard) -> int:
    """Sort key: clan cards in notation order, then tactic cards in :class:`Tactic` order."""
    return c.index
