"""A set of clan cards indexed by colour and by value, as bit masks, for fast claim proofs.

``by_color[c]`` has bit ``v`` set when the card of colour ``c`` and value ``v`` is in the pool;
``by_value[v]`` has bit ``c`` set for the same card.

>>> from schotten.cards import parse_cards
>>> pool = Pool.excluding(parse_cards("R1 R2"))
>>> len(pool), Card.parse("R1") in pool, Card.parse("R3") in pool
(52, False, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .cards import CLAN_CARDS, COLORS, VALUES, Card

_ALL_VALUES = sum(1 << v for v in VALUES)  # bits 1-9
_ALL_COLORS = (1 << len(COLORS)) - 1  # bits 0-5


class Pool:
    """An immutable set of clan cards with colour and value masks."""

    __slots__ = ("by_color", "by_value", "size")

    by_color: tuple[int, ...]
    by_value: tuple[int, ...]
    size: int

    def __init__(self, by_color: Iterable[int], by_value: Iterable[int], size: int) -> None:
        self.by_color = tuple(by_color)
        self.by_value = tuple(by_value)
        self.size = size

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Pool:
        """The pool holding exactly ``cards`` (duplicates count once)."""
        by_color = [0] * len(COLORS)
        by_value = [0] * 10
        for c in cards:
            by_color[c.color] |= 1 << c.value
            by_value[c.value] |= 1 << c.color
        size = sum(m.bit_count() for m in by_color)
        return cls(by_color, by_value, size)

    @classmethod
    def excluding(cls, cards: Iterable[Card]) -> Pool:
        """Every clan card except ``cards``: the unseen pool when ``cards`` are on the table."""
        by_color = [_ALL_VALUES] * len(COLORS)
        by_value = [0] + [_ALL_COLORS] * 9
        for c in cards:
            by_color[c.color] &= ~(1 << c.value)
            by_value[c.value] &= ~(1 << c.color)
        size = sum(m.bit_count() for m in by_color)
        return cls(by_color, by_value, size)

    def __contains__(self, item: object) -> bool:
        return isinstance(item, Card) and bool(self.by_color[item.color] >> item.value & 1)

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Card]:
        """The cards in notation order."""
        return (c for c in CLAN_CARDS if self.by_color[c.color] >> c.value & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pool) and self.by_color == other.by_color

    def __hash__(self) -> int:
        return hash(self.by_color)

    def __repr__(self) -> str:
        return f"Pool.of({' '.join(str(c) for c in self)!r})"

    def without(self, cards: Iterable[Card]) -> Pool:
        """This pool minus ``cards``."""
        by_color = list(self.by_color)
        by_value = list(self.by_value)
        for c in cards:
            by_color[c.color] &= ~(1 << c.value)
            by_value[c.value] &= ~(1 << c.color)
        return Pool(by_color, by_value, sum(m.bit_count() for m in by_color))
