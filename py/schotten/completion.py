"""The strongest formation a side can still reach from a pool of cards.

This is the heart of the early-claim proof (RULES.md section 4): rather than enumerate every
completion (up to 17,296 for an empty side and 48 unseen cards), it looks for the best formation
kind by kind, strongest first, reading the pool's colour and value masks:

1. colour-run: for each run of values, highest first, a colour holding every missing value;
2. three of a kind: the highest value with enough colours left;
3. colour: for each colour, the highest missing values of that colour;
4. run: for each run of values, highest first, any card of each missing value;
5. sum: the highest values left.

The first kind that can be reached is the best (a stronger kind beats any sum), and within a kind
the search maximises the sum, so the result is the maximum over all completions. A test checks it
against a brute-force enumeration.

>>> from schotten.cards import parse_cards
>>> from schotten.pool import Pool
>>> best = best_completion(parse_cards("R5"), Pool.of(parse_cards("R6 R7 B5 Y5 P9")))
>>> best.formation, [str(c) for c in best.cards]
(Formation(kind=Kind.COLOR_RUN, total=18), ['R6', 'R7'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .cards import COLORS, Card, Color, card
from .errors import InvalidFormationError
from .formations import Formation, Kind, formation
from .pool import Pool


class Completion(NamedTuple):
    """A reachable formation and the cards (from the pool) that complete the side."""

    formation: Formation
    cards: tuple[Card, ...]


def _bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _high_bits(mask: int, k: int) -> list[int]:
    """The ``k`` highest set bits of ``mask``, highest first (fewer if fewer are set)."""
    out: list[int] = []
    while mask and len(out) < k:
        top = mask.bit_length() - 1
        out.append(top)
        mask ^= 1 << top
    return out


def best_completion(
    side: Sequence[Card], pool: Pool | Iterable[Card], size: int = 3
) -> Completion | None:
    """The strongest formation ``side`` can reach by adding cards from ``pool`` (cards already on
    ``side`` must not be in it), and one set of cards that reaches it; ``None`` when the pool
    holds too few cards to complete the side.

    Ties within the best formation are broken towards lower colours, so the answer depends only
    on which cards are in the pool, never on where they are (a hand, the deck).
    """
    if not isinstance(pool, Pool):
        pool = Pool.of(pool)
    k = size - len(side)
    if k < 0:
        raise InvalidFormationError(
            f"a side holds at most {size} cards, not {len(side)}",
            params={"count": len(side), "cards": " ".join(str(c) for c in side)},
        )
    if k == 0:
        return Completion(formation(side), ())
    if pool.size < k:
        return None

    by_color = pool.by_color
    by_value = pool.by_value
    side_mask = 0
    side_sum = 0
    colors: set[Color] = set()
    for c in side:
        side_mask |= 1 << c.value
        side_sum += c.value
        colors.add(c.color)
    values_distinct = side_mask.bit_count() == len(side)
    one_color = len(colors) <= 1
    color_choices: Sequence[Color] = tuple(colors) if colors else COLORS
    run_width = (1 << size) - 1

    # 1. colour-run
    if one_color and values_distinct:
        for start in range(10 - size, 0, -1):
            run_mask = run_width << start
            if side_mask & ~run_mask:
                continue
            need = run_mask & ~side_mask
            for col in color_choices:
                if by_color[col] & need == need:
                    total = size * start + size * (size - 1) // 2
                    return Completion(
                        Formation(Kind.COLOR_RUN, total),
                        tuple(card(col, v) for v in _bits(need)),
                    )

    # 2. three of a kind (n of a kind)
    if side_mask.bit_count() <= 1:
        candidates: Iterable[int] = _bits(side_mask) if side else range(9, 0, -1)
        for v in candidates:
            cols = by_value[v]
            if cols.bit_count() >= k:
                chosen = _bits(cols)[:k]
                return Completion(
                    Formation(Kind.THREE_OF_A_KIND, size * v),
                    tuple(card(Color(col), v) for col in chosen),
                )

    # 3. colour
    if one_color:
        best_total = -1
        best_cards: tuple[Card, ...] = ()
        for col in color_choices:
            picked = _high_bits(by_color[col], k)
            if len(picked) == k:
                total = sum(picked)
                if total > best_total:
                    best_total = total
                    best_cards = tuple(card(col, v) for v in sorted(picked))
        if best_cards:
            return Completion(Formation(Kind.COLOR, side_sum + best_total), best_cards)

    # 4. run
    if values_distinct:
        for start in range(10 - size, 0, -1):
            run_mask = run_width << start
            if side_mask & ~run_mask:
                continue
            missing = _bits(run_mask & ~side_mask)
            if all(by_value[v] for v in missing):
                total = size * start + size * (size - 1) // 2
                return Completion(
                    Formation(Kind.RUN, total),
                    tuple(card(Color(_bits(by_value[v])[0]), v) for v in missing),
                )

    # 5. sum: the highest values left
    picked_cards: list[Card] = []
    for v in range(9, 0, -1):
        for bit in _bits(by_value[v]):
            picked_cards.append(card(Color(bit), v))
            if len(picked_cards) == k:
                total = side_sum + sum(c.value for c in picked_cards)
                return Completion(Formation(Kind.SUM, total), tuple(sorted(picked_cards)))
    return None  # unreachable: pool.size >= k
