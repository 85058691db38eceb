"""Integer card arithmetic for the bots: formation ratings and best completions over bit masks.

Cards are the integers 0-53 (:attr:`~schotten.cards.Card.index`): colour ``i // 9``, value
``i % 9 + 1``. A *rating* is one integer ordered like formations: ``kind * 64 + total``. A pool
is a pair of mask lists like :class:`~schotten.pool.Pool`: ``colors[c]`` has bit ``v`` for the
card of colour ``c`` and value ``v``; ``values[v]`` has bit ``c``.

These functions mirror :mod:`schotten.formations` and :mod:`schotten.completion` for 3-card sides
(the classic game) and skip every object allocation, for searches that call them millions of
times. Tests cross-check them against the engine.

Elite troops (tactical variant) are the integers :data:`JOKER`, :data:`SPY` and :data:`SHIELD`
(54-56) in a side: :func:`rate_side` rates a complete side holding them as the best over the
cards each may stand for (cached per side), :func:`best_rating_any` gives the best completion of
a side holding them (the engine's own search, :func:`schotten.completion.best_completion`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product

from ..cards import CLAN_CARDS
from ..completion import best_completion
from ..pool import Pool
from ..tactics import Tactic

COLOR = tuple(i // 9 for i in range(54))
BIT_V = tuple(1 << (i % 9 + 1) for i in range(54))
BIT_C = tuple(1 << (i // 9) for i in range(54))

SUM, RUN, COLOR_KIND, TRIPLE, COLOR_RUN = 0, 1, 2, 3, 4
KIND_SHIFT = 6
NO_RATING = -1
"""What :func:`best_rating` returns when the pool holds too few cards to complete the side."""

_TOP_VALUES = tuple(range(9, 0, -1))
_RUN_STARTS = tuple(range(7, 0, -1))


def rate3(a: int, b: int, c: int) -> int:
    """The rating of the formation ``a b c``."""
    va = a % 9 + 1
    vb = b % 9 + 1
    vc = c % 9 + 1
    total = va + vb + vc
    if va == vb == vc:
        return (TRIPLE << KIND_SHIFT) | total
    lo = min(va, vb, vc)
    hi = max(va, vb, vc)
    run = hi - lo == 2 and va != vb and vb != vc and va != vc
    if a // 9 == b // 9 == c // 9:
        return ((COLOR_RUN if run else COLOR_KIND) << KIND_SHIFT) | total
    return ((RUN if run else SUM) << KIND_SHIFT) | total


def masks_of(cards: Iterable[int]) -> tuple[list[int], list[int], int]:
    """``(colors, values, size)`` of the pool holding ``cards``."""
    colors = [0] * 6
    values = [0] * 10
    n = 0
    for x in cards:
        colors[x // 9] |= 1 << (x % 9 + 1)
        values[x % 9 + 1] |= 1 << (x // 9)
        n += 1
    return colors, values, n


def _top_sum(mask: int, k: int) -> int:
    """The sum of the ``k`` highest set bits of ``mask``, or -1 if fewer are set."""
    total = 0
    while k:
        if not mask:
            return -1
        top = mask.bit_length() - 1
        total += top
        mask ^= 1 << top
        k -= 1
    return total


def best_rating(side: Sequence[int], colors: Sequence[int], values: Sequence[int], n: int) -> int:
    """The best rating ``side`` (0-3 cards) can reach with cards of the pool (which must not hold
    the side's cards); :data:`NO_RATING` when the pool is too small."""
    k = 3 - len(side)
    if k == 0:
        return rate3(side[0], side[1], side[2])
    if n < k:
        return NO_RATING
    if k == 3:
        # colour-run
        for start in _RUN_STARTS:
            need = 7 << start
            for m in colors:
                if m & need == need:
                    return (COLOR_RUN << KIND_SHIFT) | (3 * start + 3)
        for v in _TOP_VALUES:
            if values[v].bit_count() >= 3:
                return (TRIPLE << KIND_SHIFT) | (3 * v)
        best = -1
        for m in colors:
            s = _top_sum(m, 3)
            if s > best:
                best = s
        if best >= 0:
            return (COLOR_KIND << KIND_SHIFT) | best
        for start in _RUN_STARTS:
            if values[start] and values[start + 1] and values[start + 2]:
                return (RUN << KIND_SHIFT) | (3 * start + 3)
        return _sum_best(values, 3, 0)
    if k == 2:
        a = side[0]
        ca = a // 9
        va = a % 9 + 1
        m = colors[ca]
        # colour-run: starts holding va, highest first
        for start in range(min(7, va), max(1, va - 2) - 1, -1):
            need = (7 << start) & ~(1 << va)
            if m & need == need:
                return (COLOR_RUN << KIND_SHIFT) | (3 * start + 3)
        if values[va].bit_count() >= 2:
            return (TRIPLE << KIND_SHIFT) | (3 * va)
        s = _top_sum(m, 2)
        if s >= 0:
            return (COLOR_KIND << KIND_SHIFT) | (va + s)
        for start in range(min(7, va), max(1, va - 2) - 1, -1):
            ok = True
            for v in (start, start + 1, start + 2):
                if v != va and not values[v]:
                    ok = False
                    break
            if ok:
                return (RUN << KIND_SHIFT) | (3 * start + 3)
        return _sum_best(values, 2, va)
    # k == 1
    a, b = side[0], side[1]
    va = a % 9 + 1
    vb = b % 9 + 1
    same_color = a // 9 == b // 9
    if va == vb:
        if values[va]:
            return (TRIPLE << KIND_SHIFT) | (3 * va)
        if same_color:  # impossible for distinct cards, kept for safety
            m = colors[a // 9]
            if m:
                return (COLOR_KIND << KIND_SHIFT) | (va + vb + m.bit_length() - 1)
        return _sum_best(values, 1, va + vb)
    lo, hi = (va, vb) if va < vb else (vb, va)
    gap = hi - lo
    if gap <= 2:
        third = (lo + 1,) if gap == 2 else tuple(v for v in (hi + 1, lo - 1) if 1 <= v <= 9)
        if same_color:
            m = colors[a // 9]
            for v in third:
                if m >> v & 1:
                    return (COLOR_RUN << KIND_SHIFT) | (lo + hi + v)
        if same_color:
            m = colors[a // 9]
            if m:
                return (COLOR_KIND << KIND_SHIFT) | (va + vb + m.bit_length() - 1)
        for v in third:
            if values[v]:
                return (RUN << KIND_SHIFT) | (lo + hi + v)
        return _sum_best(values, 1, va + vb)
    if same_color:
        m = colors[a // 9]
        if m:
            return (COLOR_KIND << KIND_SHIFT) | (va + vb + m.bit_length() - 1)
    return _sum_best(values, 1, va + vb)


def _sum_best(values: Sequence[int], k: int, base: int) -> int:
    total = base
    for v in _TOP_VALUES:
        c = values[v].bit_count()
        if c:
            take = c if c < k else k
            total += take * v
            k -= take
            if not k:
                return total
    return NO_RATING


# --- elite troops (tactical variant) ------------------------------------------------------------

ELITE = 54
"""The first elite troop's integer: a side's integer ``x`` is a clan card when ``x < ELITE``."""
JOKER, SPY, SHIELD = 54, 55, 56
ELITE_TACTICS: dict[int, Tactic] = {JOKER: Tactic.JOKER, SPY: Tactic.SPY, SHIELD: Tactic.SHIELD}
STANDS_FOR: dict[int, tuple[int, ...]] = {
    e: tuple(x for x in range(54) if t.value_mask >> (x % 9 + 1) & 1)
    for e, t in ELITE_TACTICS.items()
}
"""The clan cards an elite troop may count as (any colour, its values; it may duplicate a clan
card, so a side resolved this way may hold one card twice)."""

_STANDS_FOR_MASKS = {e: masks_of(cards) for e, cards in STANDS_FOR.items()}
_WILD: dict[tuple[int, ...], int] = {}


def rate_side(a: int, b: int, c: int) -> int:
    """The rating of the complete side ``a b c``, elite troops among them resolved to their
    owner's best (the maximum of :func:`rate3` over what each may stand for; cached)."""
    if a < ELITE and b < ELITE and c < ELITE:
        return rate3(a, b, c)
    key = tuple(sorted((a, b, c)))
    r = _WILD.get(key)
    if r is None:
        x, y, z = key
        if y < ELITE:
            # one elite troop: the best third card for the pair among those it stands for
            # (best_rating takes a pool card that duplicates a card of the side as well)
            colors, values, n = _STANDS_FOR_MASKS[z]
            r = best_rating((x, y), colors, values, n)
        else:
            choices = [STANDS_FOR[v] if v >= ELITE else (v,) for v in key]
            r = max(rate3(u, v, w) for u, v, w in product(*choices))
        _WILD[key] = r
    return r


def has_elite(side: Sequence[int]) -> bool:
    """Whether ``side`` holds an elite troop."""
    return bool(side) and max(side) >= ELITE


def best_rating_any(
    side: Sequence[int], colors: Sequence[int], values: Sequence[int], n: int
) -> int:
    """:func:`best_rating` for a side that may hold elite troops: with one, the engine's own
    search over the pool (so a claim proof in the simulator is the engine's)."""
    if not has_elite(side):
        return best_rating(side, colors, values, n)
    if len(side) == 3:
        return rate_side(side[0], side[1], side[2])
    cards = [CLAN_CARDS[x] if x < ELITE else ELITE_TACTICS[x] for x in side]
    best = best_completion(cards, Pool(colors, values, n))
    if best is None:
        return NO_RATING
    return (int(best.formation.kind) << KIND_SHIFT) | best.formation.total
