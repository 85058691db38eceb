"""Clan cards: six colours, values 1-9, and their notation (``"R5"``).

>>> card = Card.parse("R5")
>>> card.color is Color.RED, card.value
(True, 5)
>>> str(card)
'R5'
>>> len(CLAN_CARDS), str(CLAN_CARDS[0]), str(CLAN_CARDS[-1])
(54, 'R1', 'P9')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .errors import InvalidCardError

MIN_VALUE = 1
MAX_VALUE = 9
VALUES = range(MIN_VALUE, MAX_VALUE + 1)


class Color(IntEnum):
    """The six clan colours, in notation order. ``Color.R`` is an alias of ``Color.RED``, etc."""

    RED = 0
    ORANGE = 1
    YELLOW = 2
    GREEN = 3
    BLUE = 4
    PURPLE = 5
    # one-letter aliases (the notation letters)
    R = 0
    O = 1  # noqa: E741
    Y = 2
    G = 3
    B = 4
    P = 5

    @property
    def letter(self) -> str:
        """The notation letter: ``"R"``, ``"O"``, ``"Y"``, ``"G"``, ``"B"``, ``"P"``."""
        return _LETTERS[self]

    @property
    def label(self) -> str:
        """The English name: ``"red"``, ``"orange"``..."""
        return self.name.lower()

    @classmethod
    def from_letter(cls, letter: str) -> Color:
        """The colour of a notation letter; raises :class:`InvalidCardError`."""
        try:
            return _BY_LETTER[letter]
        except (KeyError, TypeError):
            raise InvalidCardError(
                f"unknown colour letter: {letter!r}", params={"text": letter}
            ) from None


_LETTERS = "ROYGBP"
COLORS: tuple[Color, ...] = tuple(Color)
_BY_LETTER = {letter: Color(i) for i, letter in enumerate(_LETTERS)}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A clan card. Ordered by colour, then value (notation order: R1 ... P9)."""

    color: Color
    value: int

    def __post_init__(self) -> None:
        if not isinstance(self.color, Color):
            raise InvalidCardError(
                f"not a colour: {self.color!r}", params={"text": repr(self.color)}
            )
        if (
            not isinstance(self.value, int)
            or isinstance(self.value, bool)
            or not MIN_VALUE <= self.value <= MAX_VALUE
        ):
            raise InvalidCardError(
                f"card value must be 1-9, not {self.value!r}", params={"text": repr(self.value)}
            )

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse notation such as ``"R5"`` (upper-case letter, one digit 1-9, nothing else).

        >>> Card.parse("G9")
        Card.parse('G9')
        """
        try:
            return _BY_TEXT[text]
        except (KeyError, TypeError):
            raise InvalidCardError(f"not a card: {text!r}", params={"text": text}) from None

    @property
    def index(self) -> int:
        """Position in :data:`CLAN_CARDS` (0-53)."""
        return int(self.color) * 9 + self.value - 1

    @staticmethod
    def from_index(index: int) -> Card:
        """The card at ``CLAN_CARDS[index]``."""
        return CLAN_CARDS[index]

    def __str__(self) -> str:
        return _TEXT[self.index]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


CLAN_CARDS: tuple[Card, ...] = tuple(Card(color, value) for color in COLORS for value in VALUES)
"""All 54 clan cards in notation order."""

_TEXT = tuple(f"{c.color.letter}{c.value}" for c in CLAN_CARDS)
_BY_TEXT: dict[str, Card] = {t: c for t, c in zip(_TEXT, CLAN_CARDS, strict=True)}


def card(color: Color, value: int) -> Card:
    """The interned card of that colour and value (no validation beyond indexing)."""
    return CLAN_CARDS[int(color) * 9 + value - 1]


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse space-separated cards: ``"R5 B6"``; an empty string gives ``()``."""
    return tuple(Card.parse(part) for part in text.split())


def format_cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """The inverse of :func:`parse_cards`."""
    return " ".join(str(c) for c in cards)
