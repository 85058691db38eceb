"""The play-out policy of the hard bot: a quick cousin of the medium heuristic.

Each side of a stone gets a *potential*: its rating once complete, else the rating it may expect
to reach (static tables: the best third card among a few random ones, for two cards; the best
such pair, for one card). A stone's chance for the mover is a logistic of the difference of the
two sides' potentials; the policy places the card that raises that chance the most, weighted by
how much each stone matters for 3 adjacent stones or 5 stones. No sampling, only table look-ups,
so a whole round plays out in about a millisecond.

The tables are constants of the code (:mod:`.playout_tables`, written from their definition in
:func:`compute_tables` and checked by a test): computing them took about 60 ms on CPython and
several times more on a slow device, in the computer's first decision.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from ..options import NUM_STONES
from .fast import ELITE, STANDS_FOR, best_rating, best_rating_any, rate3, rate_side
from .sim import (
    BANSHEE,
    DISCARD_TO,
    ELITES,
    STRATEGIST,
    TRAITOR,
    Policy,
    Sim,
    TacticalSim,
    ruse,
)

PAIR_DRAWS = 5
"""Random cards a two-card side picks its third card from, in the pair table."""
SINGLE_DRAWS = 6
"""Random partners a one-card side picks its best pair from, in the single table."""
SCALE = 18.0
"""Rating points per unit of the logistic (a kind is 64 points)."""
SPAN = 400

PAIR: list[int] = []
"""``PAIR[a * 54 + b]``: the potential of a side holding cards ``a`` and ``b``."""
SINGLE: list[int] = []
"""``SINGLE[a]``: the potential of a side holding card ``a``."""
EMPTY = 0
"""The potential of an empty side."""
SIGMOID: list[float] = [
    round(1 / (1 + math.exp(-(d - SPAN) / SCALE)), 9) for d in range(2 * SPAN + 1)
]
"""``SIGMOID[d + SPAN]``: the chance of a side ``d`` rating points ahead (rounded, so that the
table is the same whatever maths library computed it: a play-out must go the same way in the
browser as on CPython)."""


def _max_weights(n: int, m: int) -> list[float]:
    """``w[j]``: the chance that the ``j``-th best of ``n`` items is the best of ``m`` drawn at
    random without replacement."""
    total = math.comb(n, m)
    return [math.comb(n - 1 - j, m - 1) / total for j in range(n)]


def compute_tables() -> Iterator[None]:
    """Compute :data:`PAIR`, :data:`SINGLE` and :data:`EMPTY` from their definition, yielding
    now and then (about 60 ms on CPython). :mod:`.playout_tables` holds the result, written by
    ``python -m schotten.bots.playout`` and checked against this by a test."""
    global EMPTY
    pair = [0] * (54 * 54)
    w_pair = _max_weights(52, PAIR_DRAWS)
    for a in range(54):
        for b in range(a + 1, 54):
            ratings = sorted((rate3(a, b, x) for x in range(54) if x != a and x != b), reverse=True)
            value = round(math.fsum(r * w for r, w in zip(ratings, w_pair, strict=True)))
            pair[a * 54 + b] = pair[b * 54 + a] = value
        yield
    w_single = _max_weights(53, SINGLE_DRAWS)
    single = []
    for a in range(54):
        pots = sorted((pair[a * 54 + b] for b in range(54) if b != a), reverse=True)
        single.append(round(math.fsum(r * w for r, w in zip(pots, w_single, strict=True))))
    PAIR[:] = pair
    SINGLE[:] = single
    EMPTY = round(sum(single) / len(single))


def build_tables() -> Iterator[None]:
    """Fill :data:`PAIR`, :data:`SINGLE` and :data:`EMPTY` (once per process) from
    :mod:`.playout_tables`. A generator, for callers that spread work over slices: it no longer
    has anything to spread (the tables are a constant of the code)."""
    global EMPTY
    if not SINGLE:
        from . import playout_tables

        PAIR[:] = playout_tables.PAIR
        SINGLE[:] = playout_tables.SINGLE
        EMPTY = playout_tables.EMPTY
    return
    yield  # a generator


def ensure_tables() -> None:
    for _ in build_tables():
        pass


LINES = tuple(tuple(range(s, s + 3)) for s in range(NUM_STONES - 2))


_WEIGHTS: dict[tuple[int, ...], list[float]] = {}


def stone_weights(owner: list[int], p: int) -> list[float]:
    """How much each stone matters to ``p`` now: more when it completes or breaks a line of 3
    adjacent stones that is still open to someone. (Cached: do not change the list.)"""
    key = (p, *owner)
    w = _WEIGHTS.get(key)
    if w is None:
        w = _WEIGHTS[key] = _stone_weights(owner, p)
    return w


def _stone_weights(owner: list[int], p: int) -> list[float]:
    w = [1.0] * NUM_STONES
    o = 1 - p
    for line in LINES:
        mine = theirs = 0
        for i in line:
            if owner[i] == p:
                mine += 1
            elif owner[i] == o:
                theirs += 1
        if theirs == 0 and mine:
            bonus = 0.6 * mine
        elif mine == 0 and theirs:
            bonus = 0.6 * theirs
        else:
            continue
        for i in line:
            if owner[i] < 0:
                w[i] += bonus
    return w


def wins_with(owner: list[int], p: int, stone: int) -> bool:
    """Whether claiming ``stone`` gives ``p`` 3 adjacent stones or 5 stones."""
    count = 1
    run = 0
    for i in range(NUM_STONES):
        if owner[i] == p or i == stone:
            if i != stone:
                count += 1
            run += 1
            if run >= 3:
                return True
        else:
            run = 0
    return count >= 5


_THIRD: dict[int, list[int]] = {}


def third_ratings(a: int, b: int) -> list[int]:
    """``row[x]``: the rating of ``a b x`` for every card ``x`` (cached per pair; the entries
    of ``a`` and ``b`` themselves mean nothing). Do not change the list."""
    key = a * 54 + b if a < b else b * 54 + a
    row = _THIRD.get(key)
    if row is None:
        row = _THIRD[key] = [rate3(a, b, x) for x in range(54)]
    return row


class HeuristicPolicy(Policy):
    """Places the card that raises the mover's weighted chances the most (ties: the lowest card,
    then the lowest stone).

    The chance (:data:`SIGMOID`) strictly increases with the side's potential over every
    difference of potentials that can occur (a test checks it), so on a side of none or one card
    the best card is the one of the highest potential (the lowest of them on a tie), found
    without computing a chance per card; and an empty side's best card is the same on every
    stone."""

    def choose(self, sim: Sim) -> tuple[int, int]:
        p = sim.turn
        hand = sim.hands[p]
        if not hand:
            return -1, -1
        o = 1 - p
        sides = sim.sides
        rating = sim.rating
        owner = sim.owner
        pair = PAIR
        single = SINGLE
        sig = SIGMOID
        weights = stone_weights(owner, p)
        best = -1e9
        best_card = best_stone = -1
        mine_base = p * NUM_STONES
        theirs_base = o * NUM_STONES
        empty_card = empty_top = -1  # the best card for an empty side (when needed)
        for s in range(NUM_STONES):
            if owner[s] >= 0:
                continue
            mine = sides[mine_base + s]
            k = len(mine)
            if k == 3:
                continue
            theirs = sides[theirs_base + s]
            kt = len(theirs)
            if kt == 3:
                pot_op = rating[theirs_base + s]
            elif kt == 2:
                pot_op = pair[theirs[0] * 54 + theirs[1]]
            elif kt == 1:
                pot_op = single[theirs[0]]
            else:
                pot_op = EMPTY
            # potentials are far below SPAN (a rating is at most 283): no clamping needed
            off = SPAN - pot_op
            w = weights[s]
            if k == 2:
                m0 = mine[0]
                m1 = mine[1]
                before = sig[pair[m0 * 54 + m1] + off]
                row = third_ratings(m0, m1)
                proof = -2
                for c in hand:
                    r = row[c]
                    if kt == 3:
                        claim = r > pot_op
                        after = 1.0 if claim else 0.0
                    else:
                        if proof == -2:
                            proof = best_rating(theirs, sim.colors, sim.values, sim.free)
                        claim = proof <= r
                        after = 1.0 if claim else sig[r + off + 2]
                    if claim and wins_with(owner, p, s):
                        return c, s
                    gain = w * (after - before)
                    if gain > best or (gain == best and c < best_card):
                        best = gain
                        best_card = c
                        best_stone = s
                continue
            if k == 1:
                row0 = mine[0] * 54
                before = sig[single[mine[0]] + off]
                top = -1
                c = -1
                for x in hand:
                    v = pair[row0 + x]
                    if v > top or (v == top and x < c):
                        top = v
                        c = x
                after = sig[top + off]
            else:
                before = sig[EMPTY + off]
                if empty_card < 0:
                    empty_top = -1
                    for x in hand:
                        v = single[x]
                        if v > empty_top or (v == empty_top and x < empty_card):
                            empty_top = v
                            empty_card = x
                c = empty_card
                after = sig[empty_top + off]
            gain = w * (after - before)
            if gain > best or (gain == best and c < best_card):
                best = gain
                best_card = c
                best_stone = s
        ruses = sim.tactics[p]
        if ruses and sim.played[p] <= sim.played[o]:
            gain, code, to = best_ruse(sim, p, ruses, weights)
            if gain > best + RUSE_COST:
                return code, to
        return best_card, best_stone


RUSE_COST = 0.15
"""What a ruse must gain beyond the best clan card (in the policy's weighted chances) to be
played in a play-out: there are few, and the tactic limit makes each one count."""


def side_potential(sim: Sim, j: int, side: list[int]) -> int:
    """The policy's potential of ``side`` (``j``: its index in ``sim.sides``, or -1 for a side
    that is not on the table); it may hold elite troops."""
    k = len(side)
    if k >= 3:
        r = sim.rating[j] if j >= 0 else -1
        return r if r >= 0 else rate_side(side[0], side[1], side[2])
    if k == 2:
        return pair_potential(side[0], side[1])
    if k == 1:
        return single_potential(side[0])
    return EMPTY


_WILD_PAIR: dict[int, int] = {}
_WILD_THIRD: dict[int, list[int]] = {}


def pair_potential(a: int, b: int) -> int:
    """:data:`PAIR` for two cards that may be elite troops: the best potential over what they
    may stand for (cached)."""
    if a < ELITE and b < ELITE:
        return PAIR[a * 54 + b]
    key = a * 64 + b if a < b else b * 64 + a
    v = _WILD_PAIR.get(key)
    if v is None:
        xs = STANDS_FOR.get(a, (a,))
        ys = STANDS_FOR.get(b, (b,))
        v = _WILD_PAIR[key] = max(PAIR[x * 54 + y] for x in xs for y in ys if x != y)
    return v


def single_potential(a: int) -> int:
    """:data:`SINGLE` for a card that may be an elite troop (its best over what it may stand
    for)."""
    if a < ELITE:
        return SINGLE[a]
    key = a * 64 + 63
    v = _WILD_PAIR.get(key)
    if v is None:
        v = _WILD_PAIR[key] = max(SINGLE[x] for x in STANDS_FOR[a])
    return v


def wild_third_ratings(a: int, b: int) -> list[int]:
    """:func:`third_ratings` for two cards that may be elite troops (cached)."""
    if a < ELITE and b < ELITE:
        return third_ratings(a, b)
    key = a * 64 + b if a < b else b * 64 + a
    row = _WILD_THIRD.get(key)
    if row is None:
        row = _WILD_THIRD[key] = [rate_side(a, b, x) for x in range(54)]
    return row


ELITE_COST = 0.12
"""What an elite troop must gain beyond the best clan card (in the policy's weighted chances) to
be played in a play-out when it does not win the round at once: it counts toward the tactic
limit, and a Joker kept is worth more later."""


class TacticalPolicy(HeuristicPolicy):
    """:class:`HeuristicPolicy` for a :class:`.sim.TacticalSim`: the sides may hold elite
    troops (their potentials are the best over what they may stand for), and besides a clan
    card the mover may play an elite troop it holds (when it wins the round at once, or gains
    :data:`ELITE_COST` more than the best clan card), the Banshee, the Traitor or the
    Strategist (when it gains :data:`RUSE_COST` more), within the tactic limit and the
    one-Joker rule."""

    def choose(self, sim: Sim) -> tuple[int, int]:
        assert isinstance(sim, TacticalSim)
        p = sim.turn
        hand = sim.hands[p]
        held = sim.tactics[p]
        if not hand and not held:
            return -1, -1
        o = 1 - p
        sides = sim.sides
        rating = sim.rating
        owner = sim.owner
        pair = PAIR
        single = SINGLE
        sig = SIGMOID
        weights = stone_weights(owner, p)
        may_tactic = bool(held) and sim.played[p] <= sim.played[o]
        elites = [e for e in ELITES if e in held and sim.can_play_elite(p, e)] if may_tactic else []
        best = -1e9
        best_card = best_stone = -1
        best_e = -1e9
        e_card = e_stone = -1
        mine_base = p * NUM_STONES
        theirs_base = o * NUM_STONES
        empty_card = empty_top = -1
        for s in range(NUM_STONES):
            if owner[s] >= 0:
                continue
            mine = sides[mine_base + s]
            k = len(mine)
            if k == 3:
                continue
            theirs = sides[theirs_base + s]
            kt = len(theirs)
            if kt == 3:
                pot_op = rating[theirs_base + s]
            elif kt == 2:
                t0 = theirs[0]
                t1 = theirs[1]
                pot_op = pair[t0 * 54 + t1] if t0 < ELITE and t1 < ELITE else pair_potential(t0, t1)
            elif kt == 1:
                t0 = theirs[0]
                pot_op = single[t0] if t0 < ELITE else single_potential(t0)
            else:
                pot_op = EMPTY
            off = SPAN - pot_op
            w = weights[s]
            if k == 2:
                m0 = mine[0]
                m1 = mine[1]
                if m0 < ELITE and m1 < ELITE:
                    before = sig[pair[m0 * 54 + m1] + off]
                    row = third_ratings(m0, m1)
                else:
                    before = sig[pair_potential(m0, m1) + off]
                    row = wild_third_ratings(m0, m1)
                proof = -2
                for c in (*hand, *elites) if elites else hand:
                    r = row[c] if c < ELITE else rate_side(m0, m1, c)
                    if kt == 3:
                        claim = r > pot_op
                        after = 1.0 if claim else 0.0
                    else:
                        if proof == -2:
                            if kt and max(theirs) >= ELITE:
                                proof = best_rating_any(theirs, sim.colors, sim.values, sim.free)
                            else:
                                proof = best_rating(theirs, sim.colors, sim.values, sim.free)
                        claim = proof <= r
                        after = 1.0 if claim else sig[r + off + 2]
                    if claim and wins_with(owner, p, s):
                        return c, s
                    gain = w * (after - before)
                    if c >= ELITE:
                        if gain > best_e:
                            best_e, e_card, e_stone = gain, c, s
                    elif gain > best or (gain == best and c < best_card):
                        best = gain
                        best_card = c
                        best_stone = s
                continue
            if k == 1:
                m0 = mine[0]
                before = sig[(single[m0] if m0 < ELITE else single_potential(m0)) + off]
                for e in elites:
                    gain = w * (sig[pair_potential(m0, e) + off] - before)
                    if gain > best_e:
                        best_e, e_card, e_stone = gain, e, s
                if not hand:
                    continue
                top = -1
                c = -1
                if m0 < ELITE:
                    row0 = m0 * 54
                    for x in hand:
                        v = pair[row0 + x]
                        if v > top or (v == top and x < c):
                            top = v
                            c = x
                else:
                    for x in hand:
                        v = pair_potential(m0, x)
                        if v > top or (v == top and x < c):
                            top = v
                            c = x
                after = sig[top + off]
            else:
                before = sig[EMPTY + off]
                for e in elites:
                    gain = w * (sig[single_potential(e) + off] - before)
                    if gain > best_e:
                        best_e, e_card, e_stone = gain, e, s
                if not hand:
                    continue
                if empty_card < 0:
                    empty_top = -1
                    for x in hand:
                        v = single[x]
                        if v > empty_top or (v == empty_top and x < empty_card):
                            empty_top = v
                            empty_card = x
                c = empty_card
                after = sig[empty_top + off]
            gain = w * (after - before)
            if gain > best or (gain == best and c < best_card):
                best = gain
                best_card = c
                best_stone = s
        if may_tactic:
            choice = (best_card, best_stone)
            bar = best
            if e_card >= 0 and best_e - ELITE_COST > bar:
                choice = (e_card, e_stone)
                bar = best_e - ELITE_COST
            ruses = [t for t in held if t < ELITE]
            if ruses:
                gain, code, to = best_ruse(sim, p, ruses, weights)
                if code != -1 and gain - RUSE_COST > bar:
                    return code, to
            return choice
        return best_card, best_stone


def best_ruse(sim: Sim, p: int, ruses: list[int], weights: list[float]) -> tuple[float, int, int]:
    """The mover's best Banshee, Traitor or Strategist play by the policy's measure:
    ``(gain, code, to)`` (:func:`.sim.ruse`); a gain of -1 when there is none. The Banshee may
    discard an elite troop, the Traitor takes clan cards only, the Strategist moves one of the
    mover's cards to another stone or discards it."""
    o = 1 - p
    sides = sim.sides
    owner = sim.owner
    sig = SIGMOID
    mine_base = p * NUM_STONES
    theirs_base = o * NUM_STONES
    pm = [0] * NUM_STONES
    pt = [0] * NUM_STONES
    now = [0.0] * NUM_STONES
    open_ = [s for s in range(NUM_STONES) if owner[s] < 0]
    for s in open_:
        pm[s] = side_potential(sim, mine_base + s, sides[mine_base + s])
        pt[s] = side_potential(sim, theirs_base + s, sides[theirs_base + s])
        now[s] = sig[pm[s] - pt[s] + SPAN]
    best = -1.0
    code = to = -1
    banshee = BANSHEE in ruses
    traitor = TRAITOR in ruses
    for s in open_:
        theirs = sides[theirs_base + s]
        w = weights[s]
        for x in theirs:
            pt2 = side_potential(sim, -1, [y for y in theirs if y != x])
            loss = w * (sig[pm[s] - pt2 + SPAN] - now[s])
            if banshee and loss > best:
                best, code, to = loss, ruse(BANSHEE, x), s
            if not traitor or x >= ELITE:  # the Traitor takes clan cards only
                continue
            for t in open_:
                mine = sides[mine_base + t]
                if len(mine) >= 3:
                    continue
                pm2 = side_potential(sim, -1, [*mine, x])
                if t == s:
                    gain = w * (sig[pm2 - pt2 + SPAN] - now[s])
                else:
                    gain = loss + weights[t] * (sig[pm2 - pt[t] + SPAN] - now[t])
                if gain > best:
                    best, code, to = gain, ruse(TRAITOR, x), t
    if STRATEGIST in ruses:
        for s in open_:
            mine = sides[mine_base + s]
            w = weights[s]
            for x in mine:
                pm2 = side_potential(sim, -1, [y for y in mine if y != x])
                loss = w * (sig[pm2 - pt[s] + SPAN] - now[s])
                if loss > best:
                    best, code, to = loss, ruse(STRATEGIST, x), DISCARD_TO
                for t in open_:
                    other = sides[mine_base + t]
                    if t == s or len(other) >= 3:
                        continue
                    pm3 = side_potential(sim, -1, [*other, x])
                    gain = loss + weights[t] * (sig[pm3 - pt[t] + SPAN] - now[t])
                    if gain > best:
                        best, code, to = gain, ruse(STRATEGIST, x), t
    return best, code, to


def write_tables(path: str | None = None) -> None:
    """Write :mod:`.playout_tables` (or ``path``) from :func:`compute_tables`:
    ``python -c "from schotten.bots.playout import write_tables; write_tables()"`` in ``py/``."""
    from pathlib import Path

    path = path or str(Path(__file__).with_name("playout_tables.py"))
    for _ in compute_tables():
        pass

    def lines(values: list[int]) -> str:
        return "".join(
            "    " + ", ".join(str(v) for v in values[i : i + 18]) + ",\n"
            for i in range(0, len(values), 18)
        )

    text = (
        '"""The tables of :mod:`.playout`, written by ``playout.write_tables()``: do not '
        'edit."""\n\n'
        f"PAIR = (\n{lines(PAIR)})\n"
        f"SINGLE = (\n{lines(SINGLE)})\n"
        f"EMPTY = {EMPTY}\n"
    )
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
