"""One inventory of the cards, shared by the judge's table check and the save loader.

Places (hands, decks, the discard pile, the modes under a stone, a side) are added one by one;
the inventory refuses a clan card seen twice, a tactic card seen more often than it exists, a
tactic card other than an elite troop on a side, anything but a combat mode under a stone, a
side holding more cards than its stone takes, and tactic cards the variant's tactic deck does not
hold (any in the classic game). What it
refuses is raised through the caller's error type (``fail(message, code, params)``), so the
judge raises :class:`~schotten.errors.InvalidTableError` and the loader
:class:`~schotten.errors.InconsistentSaveError`, with the same codes: ``duplicate_card``,
``side_overfull``, ``not_a_troop``, ``bad_mode``, ``tactic_card``.

>>> from schotten.cards import parse_cards
>>> from schotten.errors import InvalidTableError
>>> seen = Inventory(lambda m, c, p: InvalidTableError(m, code=c, params=p))
>>> seen.add_side(0, 0, parse_cards("R1 R2"), 3)
>>> seen.add(parse_cards("R2"), "the deck")
Traceback (most recent call last):
...
schotten.errors.InvalidTableError: R2 appears twice (stone 0 and the deck)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from .cards import CLAN_CARDS, Card
from .tactics import TACTIC_CARDS, AnyCard, Tactic

Fail = Callable[[str, str, Mapping[str, object]], Exception]
"""Builds the caller's error from a message, a code and its params."""


class Inventory:
    """The cards seen so far and where (see the module docstring)."""

    def __init__(self, fail: Fail, *, tactic_cards: Iterable[Tactic] = TACTIC_CARDS) -> None:
        """``tactic_cards``: the tactic cards of the game (its variant's tactic deck; none in
        the classic game)."""
        self._fail = fail
        self._copies: Mapping[Tactic, int] = Counter(tactic_cards)
        self.clan: dict[Card, str] = {}
        """Each clan card seen, with the place it was seen in."""
        self.tactics: Counter[Tactic] = Counter()

    def add(self, cards: Iterable[AnyCard], where: str) -> None:
        """Count ``cards``, found in the place named ``where`` ("the deck", "stone 3")."""
        for c in cards:
            if isinstance(c, Card):
                if c in self.clan:
                    first = self.clan[c]
                    places = where if first == where else f"{first} and {where}"
                    raise self._fail(
                        f"{c} appears twice ({places})",
                        "duplicate_card",
                        {"card": str(c)},
                    )
                self.clan[c] = where
                continue
            if c not in self._copies:
                raise self._fail(
                    f"{c} in {where}: tactic cards belong to the tactical variant"
                    if not self._copies
                    else f"{c} in {where}: this variant has no {c}",
                    "tactic_card",
                    {"card": str(c)},
                )
            self.tactics[c] += 1
            n, limit = self.tactics[c], self._copies[c]
            if n > limit:
                raise self._fail(
                    f"{c} appears {n} times (at most {limit}; the last in {where})",
                    "duplicate_card",
                    {"card": str(c)},
                )

    def add_modes(self, stone: int, modes: Sequence[Tactic]) -> None:
        """The combat modes under ``stone``."""
        for t in modes:
            if not t.is_mode:
                raise self._fail(
                    f"stone {stone}: {t} is not a combat mode", "bad_mode", {"stone": stone}
                )
        self.add(modes, f"the modes of stone {stone}")

    def add_side(self, stone: int, player: int, side: Sequence[AnyCard], limit: int) -> None:
        """``player``'s side of ``stone``, which takes at most ``limit`` cards."""
        if len(side) > limit:
            raise self._fail(
                f"stone {stone}: p{player + 1} has {len(side)} cards, at most {limit} allowed",
                "side_overfull",
                {"stone": stone, "player": player, "count": len(side)},
            )
        for c in side:
            if isinstance(c, Tactic) and not c.is_elite:
                raise self._fail(
                    f"stone {stone}: {c} is not an elite troop and never lies on a side",
                    "not_a_troop",
                    {"stone": stone, "card": str(c)},
                )
        self.add(side, f"stone {stone}")

    def missing_clan(self) -> list[Card]:
        """The clan cards not seen, in notation order."""
        return [c for c in CLAN_CARDS if c not in self.clan]

    def missing_tactics(self) -> list[Tactic]:
        """The tactic cards seen fewer times than they exist."""
        return [t for t in self._copies if self.tactics[t] < self._copies[t]]
