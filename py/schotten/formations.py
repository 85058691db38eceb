"""Formations: what a complete side is worth (docs/rules.md, "Formations").

>>> from schotten.cards import parse_cards
>>> formation(parse_cards("G4 G6 G5"))
Formation(kind=Kind.COLOR_RUN, total=15)
>>> formation(parse_cards("R2 B4 Y3")).kind.code
'run'
>>> formation(parse_cards("R9 R1 R2")).kind.code  # no wrap-around: only a colour
'color'
>>> formation(parse_cards("R1 B1 Y1")) > formation(parse_cards("P7 P8 P2"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from .cards import Card
from .errors import InvalidFormationError


class Kind(IntEnum):
    """Formation kinds, weakest first, so that comparing kinds compares strength."""

    SUM = 0
    RUN = 1
    COLOR = 2
    THREE_OF_A_KIND = 3
    COLOR_RUN = 4

    @property
    def code(self) -> str:
        """Stable lowercase code: ``"sum"``, ``"run"``, ``"color"``, ``"three_of_a_kind"``,
        ``"color_run"``."""
        return self.name.lower()

    @property
    def label(self) -> str:
        """English name as the rules write it: ``"colour-run"``, ``"three of a kind"``..."""
        return _LABELS[self]

    @classmethod
    def from_code(cls, code: str) -> Kind:
        """The kind with that :attr:`code`; raises :class:`InvalidFormationError`."""
        try:
            return cls[code.upper()]
        except (KeyError, AttributeError):
            raise InvalidFormationError(
                f"not a formation kind: {code!r}", params={"text": code}
            ) from None

    def __repr__(self) -> str:
        return f"Kind.{self.name}"


_LABELS = {
    Kind.SUM: "sum",
    Kind.RUN: "run",
    Kind.COLOR: "colour",
    Kind.THREE_OF_A_KIND: "three of a kind",
    Kind.COLOR_RUN: "colour-run",
}


@dataclass(frozen=True, order=True, slots=True)
class Formation:
    """A kind and the sum of the values. Ordering is strength: kind first, then sum.

    Two equal formations tie; the rules then favour the side completed first (not modelled here).
    """

    kind: Kind
    total: int

    def beats(self, other: Formation) -> bool:
        """Strictly stronger (a tie does not beat)."""
        return (self.kind, self.total) > (other.kind, other.total)

    def __str__(self) -> str:
        return f"{self.kind.label} ({self.total})"

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind.code, "total": self.total}


def formation(cards: Sequence[Card]) -> Formation:
    """The formation of a complete side: 3 cards (4 are accepted for the Mud Fight variant).

    Order does not matter. Raises :class:`InvalidFormationError` for any other size.
    """
    n = len(cards)
    if n == 3:
        a, b, c = cards
        va, vb, vc = a.value, b.value, c.value
        total = va + vb + vc
        same_color = a.color == b.color == c.color
        if va == vb == vc:
            return Formation(Kind.THREE_OF_A_KIND, total)
        lo = min(va, vb, vc)
        hi = max(va, vb, vc)
        run = hi - lo == 2 and va != vb and vb != vc and va != vc
    elif n == 4:
        values = sorted(card.value for card in cards)
        total = sum(values)
        same_color = len({card.color for card in cards}) == 1
        if values[0] == values[-1]:
            return Formation(Kind.THREE_OF_A_KIND, total)
        run = all(values[i] + 1 == values[i + 1] for i in range(n - 1))
    else:
        raise InvalidFormationError(
            f"a formation needs 3 cards (4 under Mud Fight), not {n}",
            params={"count": n, "cards": " ".join(str(c) for c in cards)},
        )
    if same_color:
        return Formation(Kind.COLOR_RUN if run else Kind.COLOR, total)
    return Formation(Kind.RUN if run else Kind.SUM, total)
