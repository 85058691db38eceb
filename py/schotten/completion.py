"""The strongest formation a side can still reach from a pool of cards.

This is the heart of the early-claim proof (docs/rules.md, "Claiming a stone"): rather than
enumerate every completion (up to 17,296 for an empty side and 48 unseen cards), it looks for
the best formation kind by kind, strongest first, reading the pool's colour and value masks
(one search serves clan cards, elite troops and Blind-Man's Bluff alike):

1. colour-run: for each run of values, highest first, a colour holding every missing value;
2. three of a kind: the highest value with enough colours left;
3. colour: for each colour, the highest missing values of that colour;
4. run: for each run of values, highest first, any card of each missing value;
5. sum: the highest values left.

The first kind that can be reached is the best (a stronger kind beats any sum), and within a kind
the search maximises the sum, so the result is the maximum over all completions. A test checks it
against a brute-force enumeration.

Tactical variant: a side may hold elite troops, wild within their range (Joker: any colour and
value; Spy: any colour, value 7; Shield Bearer: any colour, value 1-3), resolved to their owner's
best; they may duplicate a clan card and never take one from the pool. The same kind-by-kind
search assigns them (a few permutations at most). Under Blind-Man's Bluff only the sum counts:
the result is then always a ``sum`` formation.

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
from .tactics import AnyCard, Tactic


class Completion(NamedTuple):
    """A reachable formation, the cards (from the pool) that complete the side, and what each
    elite troop on the side counts as (``(Tactic.JOKER, Card.parse("B9"))``, in side order)."""

    formation: Formation
    cards: tuple[Card, ...]
    elites: tuple[tuple[Tactic, Card], ...] = ()


EMPTY_POOL = Pool.of(())


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
    side: Sequence[AnyCard],
    pool: Pool | Iterable[Card],
    size: int = 3,
    *,
    blind: bool = False,
) -> Completion | None:
    """The strongest formation ``side`` can reach by adding cards from ``pool`` (cards already on
    ``side`` must not be in it), and one set of cards that reaches it; ``None`` when the pool
    holds too few cards to complete the side.

    ``side`` may hold elite troops (resolved to the best choice); ``blind`` judges by the sum
    alone (Blind-Man's Bluff). Ties within the best formation are broken towards lower colours,
    so the answer depends only on which cards are in the pool, never on where they are.
    """
    if not isinstance(pool, Pool):
        pool = Pool.of(pool)
    fixed: list[Card] = []
    wilds: list[Tactic] = []
    for c in side:
        if isinstance(c, Card):
            fixed.append(c)
        else:
            wilds.append(c)
    if not wilds and not blind and len(fixed) == size:
        return Completion(formation(fixed), ())
    return _search(fixed, wilds, pool, size, blind)


def side_formation(side: Sequence[AnyCard], *, blind: bool = False) -> Formation:
    """The formation of a complete side (3 cards, or 4 under Mud Fight), elite troops resolved
    to their owner's best; under Blind-Man's Bluff a ``sum``.

    >>> from schotten.tactics import parse_cards
    >>> side_formation(parse_cards("R7 JOKER R9"))
    Formation(kind=Kind.COLOR_RUN, total=24)
    >>> side_formation(parse_cards("R7 R8 R9"), blind=True)
    Formation(kind=Kind.SUM, total=24)
    """
    return resolve_side(side, blind=blind).formation


def resolve_side(side: Sequence[AnyCard], *, blind: bool = False) -> Completion:
    """Like :func:`side_formation`, with what each elite troop counts as."""
    clan = [c for c in side if isinstance(c, Card)]
    if not blind and len(clan) == len(side):
        return Completion(formation(clan), ())
    best = best_completion(side, EMPTY_POOL, len(side), blind=blind)
    assert best is not None  # a complete side needs no card from the pool
    return best


# --- the search --------------------------------------------------------------------------------


def _mask(values: Iterable[int]) -> int:
    out = 0
    for v in values:
        out |= 1 << v
    return out


def _fill_run(
    run_mask: int, fixed_mask: int, available: int, wild_masks: Sequence[int]
) -> tuple[int, list[int]] | None:
    """Complete the run ``run_mask`` around the values ``fixed_mask`` from the values
    ``available`` in the pool and the wild cards: the values taken from the pool and those the
    wild cards stand for, or ``None``."""
    missing = run_mask & ~fixed_mask
    short = missing & ~available  # values the wild cards would have to be
    if short.bit_count() > len(wild_masks):
        return None
    assigned = _cover(wild_masks, missing, missing & ~short)
    if assigned is None:
        return None
    return missing & ~_mask(assigned), assigned


def _cover(wild_masks: Sequence[int], missing: int, have: int) -> list[int] | None:
    """Distinct values of ``missing`` for the wild cards (each within its mask) such that every
    value of ``missing`` left over is in ``have`` (available from the pool); ``None`` if none."""
    if (missing & ~have).bit_count() > len(wild_masks):
        return None
    if not wild_masks:
        return []  # the pool holds every missing value
    chosen: list[int] = []

    def search(i: int, used: int) -> bool:
        if i == len(wild_masks):
            return missing & ~used & ~have == 0
        options = missing & wild_masks[i] & ~used
        while options:
            top = options.bit_length() - 1
            options ^= 1 << top
            chosen.append(top)
            if search(i + 1, used | 1 << top):
                return True
            chosen.pop()
        return False

    return chosen if search(0, 0) else None


def _top_cards(pool: Pool, k: int) -> list[Card]:
    """The ``k`` highest cards of the pool (lower colours first among equal values)."""
    picked: list[Card] = []
    if k <= 0:
        return picked
    by_value = pool.by_value
    for v in range(9, 0, -1):
        for bit in _bits(by_value[v]):
            picked.append(card(Color(bit), v))
            if len(picked) == k:
                return picked
    return picked


def _search(
    fixed: Sequence[Card], wilds: Sequence[Tactic], pool: Pool, size: int, blind: bool
) -> Completion | None:
    """:func:`best_completion` for the clan cards ``fixed`` and the elite troops ``wilds``: the
    kinds strongest first, each wild card given a value of its range (:func:`_cover`)."""
    w = len(wilds)
    k = size - len(fixed) - w
    if k < 0:
        raise InvalidFormationError(
            f"a side holds at most {size} cards, not {len(fixed) + w}",
            params={"count": len(fixed) + w, "cards": " ".join(map(str, (*fixed, *wilds)))},
        )
    if pool.size < k:
        return None
    by_color = pool.by_color
    by_value = pool.by_value
    fixed_mask = 0
    fixed_sum = 0
    colors: set[Color] = set()
    for c in fixed:
        fixed_mask |= 1 << c.value
        fixed_sum += c.value
        colors.add(c.color)
    wild_masks = [t.value_mask for t in wilds]
    wild_top = [max(t.values) for t in wilds]
    home = min(colors) if colors else Color.RED

    def as_cards(col: Color, values: Sequence[int]) -> tuple[tuple[Tactic, Card], ...]:
        if not wilds:
            return ()
        return tuple((t, card(col, v)) for t, v in zip(wilds, values, strict=True))

    if blind:
        picked = _top_cards(pool, k)
        total = fixed_sum + sum(wild_top) + sum(c.value for c in picked)
        return Completion(
            Formation(Kind.SUM, total), tuple(sorted(picked)), as_cards(home, wild_top)
        )

    distinct = fixed_mask.bit_count() == len(fixed)
    one_color = len(colors) <= 1
    color_choices: Sequence[Color] = tuple(colors) if colors else COLORS
    run_width = (1 << size) - 1
    run_total = size * (size - 1) // 2

    # 1. colour-run
    if one_color and distinct:
        for start in range(10 - size, 0, -1):
            run_mask = run_width << start
            if fixed_mask & ~run_mask:
                continue
            for col in color_choices:
                filled = _fill_run(run_mask, fixed_mask, by_color[col], wild_masks)
                if filled is not None:
                    rest, assigned = filled
                    return Completion(
                        Formation(Kind.COLOR_RUN, size * start + run_total),
                        tuple(card(col, v) for v in _bits(rest)),
                        as_cards(col, assigned),
                    )

    # 2. three (four) of a kind
    if fixed_mask.bit_count() <= 1:
        candidates: Iterable[int] = _bits(fixed_mask) if fixed else range(9, 0, -1)
        for v in candidates:
            if wild_masks and any(not m >> v & 1 for m in wild_masks):
                continue
            cols = by_value[v]
            if cols.bit_count() >= k:
                chosen = _bits(cols)[:k]
                return Completion(
                    Formation(Kind.THREE_OF_A_KIND, size * v),
                    tuple(card(Color(col), v) for col in chosen),
                    as_cards(home, [v] * w),
                )

    # 3. colour
    if one_color:
        best_total = -1
        best_color = home
        best_cards: tuple[Card, ...] = ()
        for col in color_choices:
            values = _high_bits(by_color[col], k)
            if len(values) == k:
                total = sum(values)
                if total > best_total:
                    best_total = total
                    best_color = col
                    best_cards = tuple(card(col, v) for v in sorted(values))
        if best_total >= 0:
            return Completion(
                Formation(Kind.COLOR, fixed_sum + sum(wild_top) + best_total),
                best_cards,
                as_cards(best_color, wild_top),
            )

    # 4. run
    if distinct:
        values_left = 0  # the values the pool still holds, in any colour
        for m in by_color:
            values_left |= m
        for start in range(10 - size, 0, -1):
            run_mask = run_width << start
            if fixed_mask & ~run_mask:
                continue
            filled = _fill_run(run_mask, fixed_mask, values_left, wild_masks)
            if filled is not None:
                rest, assigned = filled
                return Completion(
                    Formation(Kind.RUN, size * start + run_total),
                    tuple(card(Color(_bits(by_value[v])[0]), v) for v in _bits(rest)),
                    as_cards(home, assigned),
                )

    # 5. sum
    picked_cards = _top_cards(pool, k)
    total = fixed_sum + sum(wild_top) + sum(c.value for c in picked_cards)
    return Completion(
        Formation(Kind.SUM, total), tuple(sorted(picked_cards)), as_cards(home, wild_top)
    )
