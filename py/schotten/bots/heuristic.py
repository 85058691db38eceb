"""The medium heuristic: each stone valued by the chance to win it from the cards still unseen.

Everything comes from a :class:`~schotten.views.PlayerView`: the viewer's hand, the table, and the
*unseen* cards (the opponent's hand and the deck, mixed). The viewer may complete a side with
unseen cards or cards in hand; the opponent only with unseen cards.

1. *Potential of a side*: the rating (:mod:`.fast`) it can expect to end with. A complete side
   has its own. A side of two cards takes the best third card among ``last_choice`` cards drawn
   at random from those it may still get (an exact expectation over every such draw, not a
   sample). A side of one card takes the best partner among ``pair_choice`` random cards it may
   get, each partner valued by a static table of two-card potentials (:mod:`.playout`). An empty
   side has the average potential.
2. *Chance of a stone*: a logistic of the difference of the two potentials (``scale`` rating
   points per unit; a kind is 64 points). When the rules settle the stone, the chance is 0 or 1:
   both sides complete, a complete side no opponent completion can beat (it can be claimed), or a
   complete side the other can no longer beat.
3. *Worth of a stone*: the round is won with 3 adjacent stones or 5 stones. Taking the stones as
   independent, :func:`round_win_chance` turns the chances into the chance to win the round, and
   :func:`importances` says how much each stone moves it: the stone that would give the opponent
   their third adjacent stone or their fifth weighs the most, so the bot fights for it (it blocks
   what it must); a settled stone weighs nothing.
4. *Placements*: a card on a stone scores the change of that stone's chance times its worth.

The medium bot plays the best score; the hard bot searches the best few.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field

from ..cards import Card
from ..options import NUM_STONES
from ..views import PlayerView
from . import playout
from .fast import best_rating, masks_of, rate3


def _line_masks() -> tuple[int, ...]:
    return tuple(7 << s for s in range(NUM_STONES - 2))


_LINES = _line_masks()


def _round_outcome(mask: int, decided: int = 0) -> float:
    """Who wins the round once every stone is decided (``mask``: the viewer's stones; ``decided``:
    the stones claimed already). 3 adjacent stones for one side only win; when both sides would
    hold 3 adjacent stones, the side whose line needs fewer stones still open gets there first
    (a coin toss if equal); else 5 stones win."""
    full = (1 << NUM_STONES) - 1
    other = ~mask & full
    mine = [line for line in _LINES if mask & line == line]
    theirs = [line for line in _LINES if other & line == line]
    if mine and not theirs:
        return 1.0
    if theirs and not mine:
        return 0.0
    if mine and theirs:
        open_ = full & ~decided
        need_mine = min((line & open_).bit_count() for line in mine)
        need_theirs = min((line & open_).bit_count() for line in theirs)
        if need_mine != need_theirs:
            return 1.0 if need_mine < need_theirs else 0.0
        return 0.5
    return 1.0 if mask.bit_count() >= 5 else 0.0


_OUTCOMES: dict[int, tuple[float, ...]] = {}


def round_outcomes(decided: int = 0) -> tuple[float, ...]:
    """:func:`_round_outcome` of every mask, for the stones ``decided`` (bit mask); cached."""
    table = _OUTCOMES.get(decided)
    if table is None:
        table = _OUTCOMES[decided] = tuple(
            _round_outcome(m, decided) for m in range(1 << NUM_STONES)
        )
    return table


ROUND_OUTCOME = round_outcomes(0)


def _distribution(p: Sequence[float]) -> list[float]:
    """The chance of every assignment of stones (bit ``i``: stone ``i`` is the viewer's)."""
    probs = [1.0]
    for pi in p:
        q = 1.0 - pi
        probs = [x * q for x in probs] + [x * pi for x in probs]
    return probs


def round_win_chance(p: Sequence[float], decided: int = 0) -> float:
    """The chance to win the round if stone ``i`` is won with chance ``p[i]``, independently;
    ``decided``: the stones already claimed (bit mask; their ``p`` is 0 or 1)."""
    outcomes = round_outcomes(decided)
    return math.fsum(x * w for x, w in zip(_distribution(p), outcomes, strict=True))


_SPLIT: dict[tuple[int, int], tuple[tuple[float, ...], tuple[float, ...]]] = {}


def _split_outcomes(i: int, decided: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """:func:`round_outcomes` with stone ``i`` lost, then won, in the order of
    :func:`_distribution` of the other stones; cached."""
    key = (i, decided)
    split = _SPLIT.get(key)
    if split is None:
        outcomes = round_outcomes(decided)
        low = (1 << i) - 1
        lost = [(m & low) | (m >> i << (i + 1)) for m in range(1 << (NUM_STONES - 1))]
        split = _SPLIT[key] = (
            tuple(outcomes[m] for m in lost),
            tuple(outcomes[m | 1 << i] for m in lost),
        )
    return split


def importance(p: Sequence[float], i: int, decided: int = 0) -> float:
    """How much the round's chance rises if stone ``i`` goes from lost to won (exact, since the
    chance is linear in each ``p[i]``): :func:`round_win_chance` with ``p[i]`` 1, less with
    ``p[i]`` 0, to the last bit. The assignments of the other stones have the same chances in
    both (a factor 1 is exact, the terms of a factor 0 add nothing), so they are worked out
    once."""
    others = _distribution([*p[:i], *p[i + 1 :]])
    lost, won = _split_outcomes(i, decided)
    return math.fsum(map(operator.mul, others, won)) - math.fsum(map(operator.mul, others, lost))


def importances(p: Sequence[float], decided: int = 0) -> list[float]:
    """:func:`importance` of every stone."""
    return [importance(p, i, decided) for i in range(len(p))]


def importance_steps(
    p: Sequence[float], decided: int = 0
) -> Generator[None, float | None, list[float]]:
    """:func:`importances` as a generator that yields after every third stone (short units of
    work for the page); its value is the list."""
    worth: list[float] = []
    for i in range(len(p)):
        worth.append(importance(p, i, decided))
        if i % 3 == 2:
            yield
    return worth


@dataclass(frozen=True, slots=True)
class Settings:
    """The heuristic's parameters (the defaults are the medium bot's)."""

    last_choice: int = 8
    """A two-card side picks its third card among this many random cards it may get."""
    pair_choice: int = 12
    """A one-card side picks its partner among this many random cards it may get."""
    scale: float = 40.0
    """Rating points per unit of the logistic that turns potentials into a chance."""
    first_edge: int = 2
    """Rating points a complete side gains for having completed first (it wins ties)."""
    weighted: bool = True
    """Weight stones by their worth for the round (else every stone counts the same)."""


@dataclass(slots=True)
class Estimate:
    """The outcome of :func:`estimate`: stone chances, worths, placement scores."""

    p: list[float] = field(default_factory=list)
    importance: list[float] = field(default_factory=list)
    scores: dict[tuple[int, int], float] = field(default_factory=dict)
    """``(card index, stone) -> score``: the change of the stone's chance times its worth."""
    win_chance: float = 0.0
    worth: list[float] = field(default_factory=list)
    """The stones' worth for the round (:func:`importances`), whatever ``importance`` the
    scores used (the easy bot counts every stone the same)."""

    def ranked(self) -> list[tuple[int, int]]:
        """Placements, best first (ties: lower card value, then card index, then stone).

        Scores are compared at 1e-9: the last bits of a float may differ between Python
        versions and maths libraries (the browser's Pyodide against CPython), and a decision
        must be the same everywhere for a save to replay."""
        return sorted(
            self.scores, key=lambda cs: (-round(self.scores[cs], 9), cs[0] % 9, cs[0], cs[1])
        )


_WEIGHTS: dict[tuple[int, int], list[float]] = {}


def max_weights(n: int, m: int) -> list[float]:
    """``w[j]``: the chance that the ``j``-th best of ``n`` items is the best of ``m`` of them
    drawn at random (``m`` is capped at ``n``)."""
    m = min(m, n)
    key = (n, m)
    w = _WEIGHTS.get(key)
    if w is None:
        if m <= 0:
            w = [0.0] * n
        else:
            total = math.comb(n, m)
            w = [math.comb(n - 1 - j, m - 1) / total for j in range(n)]
        _WEIGHTS[key] = w
    return w


class Potentials:
    """Side potentials for one position (see the module's documentation), cached."""

    def __init__(self, pool: Sequence[int], settings: Settings) -> None:
        self.pool = list(pool)
        self.settings = settings
        self._pairs: dict[tuple[int, int], float] = {}
        self._singles: dict[int, float] = {}

    def of(self, side: Sequence[int]) -> float:
        k = len(side)
        if k >= 3:
            return rate3(side[0], side[1], side[2])
        if k == 2:
            return self.pair(side[0], side[1])
        if k == 1:
            return self.single(side[0])
        return playout.EMPTY

    def pair(self, a: int, b: int) -> float:
        key = (a, b) if a < b else (b, a)
        v = self._pairs.get(key)
        if v is None:
            ratings = sorted((rate3(a, b, x) for x in self.pool if x != a and x != b), reverse=True)
            if ratings:
                w = max_weights(len(ratings), self.settings.last_choice)
                v = math.fsum(r * x for r, x in zip(ratings, w, strict=True))
            else:
                v = float(a % 9 + b % 9 + 2)
            self._pairs[key] = v
        return v

    def single(self, a: int) -> float:
        v = self._singles.get(a)
        if v is None:
            table = playout.PAIR
            row = a * 54
            pots = sorted((table[row + x] for x in self.pool if x != a), reverse=True)
            if pots:
                w = max_weights(len(pots), self.settings.pair_choice)
                v = math.fsum(r * x for r, x in zip(pots, w, strict=True))
            else:
                v = float(playout.SINGLE[a])
            self._singles[a] = v
        return v


@dataclass(slots=True)
class Table:
    """A position from one player's point of view, in integer cards (:mod:`.fast`): their
    sides (``mine``) and the other's (``theirs``) of each stone, who holds each stone (``owner``:
    1 the player, 0 the other, -1 nobody), whether the player's side completed first where both
    are complete (``mine_first``), the player's hand, and the cards they have not seen."""

    mine: list[list[int]]
    theirs: list[list[int]]
    owner: list[int]
    mine_first: list[bool]
    hand: list[int]
    unseen: list[int]

    @property
    def decided(self) -> int:
        """The claimed stones, as a bit mask."""
        return sum(1 << i for i, o in enumerate(self.owner) if o >= 0)

    @classmethod
    def of_view(cls, view: PlayerView) -> Table:
        me = view.viewer
        return cls(
            [[c.index for c in st.sides[me]] for st in view.stones],
            [[c.index for c in st.sides[1 - me]] for st in view.stones],
            [-1 if st.claimed_by is None else int(st.claimed_by == me) for st in view.stones],
            [st.first_complete == me for st in view.stones],
            sorted({c.index for c in view.hand if isinstance(c, Card)}),
            [c.index for c in view.unseen],
        )


class Evaluator:
    """Stone chances and placement scores for a :class:`Table` (see the module's
    documentation)."""

    def __init__(self, table: Table, settings: Settings | None = None) -> None:
        self.table = table
        self.settings = cfg = settings or Settings()
        unseen = table.unseen
        self.everything = [*unseen, *table.hand]
        self._hand = set(table.hand)
        self._all_masks: tuple[list[int], list[int], int] | None = None
        self.theirs_pot = Potentials(unseen, cfg)
        self.mine_pot = Potentials(self.everything, cfg)
        self.unseen_masks = masks_of(unseen)
        self.scale = cfg.scale
        self.p = [0.0] * NUM_STONES
        self.theirs_now = [0.0] * NUM_STONES
        self.theirs_max = [0] * NUM_STONES
        self.open: list[int] = []

    @classmethod
    def of_cards(
        cls, hand: list[int], unseen: list[int], settings: Settings | None = None
    ) -> Evaluator:
        """An evaluator of single stones (:meth:`stone_chance`) for a player holding ``hand``
        who has not seen ``unseen``, with no table."""
        return cls(Table([], [], [], [], hand, unseen), settings)

    def logistic(self, d: float) -> float:
        scale = self.scale
        if d > 30 * scale:
            return 1.0
        if d < -30 * scale:
            return 0.0
        return 1.0 / (1.0 + math.exp(-d / scale))

    def stone_chance(
        self,
        mine: list[int],
        theirs: list[int],
        mine_first: bool,
        t: float | None = None,
        theirs_max: int | None = None,
    ) -> float:
        """The chance to win an unclaimed stone with these sides (the player's side may hold
        cards of their hand, as after a placement); ``t``, ``theirs_max``: the other side's
        potential and best rating, when known already."""
        if t is None:
            t = self.theirs_pot.of(theirs)
        if len(mine) == 3:
            r = rate3(mine[0], mine[1], mine[2])
            if len(theirs) == 3:
                return 1.0 if r > t or (r == t and mine_first) else 0.0
            if theirs_max is None:
                theirs_max = best_rating(theirs, *self.unseen_masks)
            if theirs_max <= r:
                return 1.0
            return self.logistic(r - t + self.settings.first_edge)
        if len(theirs) == 3:
            if any(x in self._hand for x in mine):
                masks = masks_of([x for x in self.everything if x not in mine])
            else:
                if self._all_masks is None:
                    self._all_masks = masks_of(self.everything)
                masks = self._all_masks
            if best_rating(mine, *masks) <= t:
                # even the best completion does not beat their side (completed first)
                return 0.0
        return self.logistic(self.mine_pot.of(mine) - t)

    def chances(self) -> list[float]:
        """``p[i]``: the chance to win stone ``i`` (also kept in :attr:`p`)."""
        for i in range(NUM_STONES):
            self.chance_at(i)
        return self.p

    def chance_at(self, i: int) -> float:
        """The chance to win stone ``i`` (stones in order: :meth:`chances` one at a time)."""
        t_ = self.table
        p = self.p
        owner = t_.owner[i]
        if owner >= 0:
            p[i] = float(owner)
            return p[i]
        mine = t_.mine[i]
        theirs = t_.theirs[i]
        t = self.theirs_now[i] = self.theirs_pot.of(theirs)
        tmax = self.theirs_max[i] = best_rating(theirs, *self.unseen_masks)
        p[i] = self.stone_chance(mine, theirs, t_.mine_first[i], t, tmax)
        if len(mine) < 3:
            self.open.append(i)
        return p[i]

    def scores(self, card: int, importance: Sequence[float]) -> dict[tuple[int, int], float]:
        """The score of ``card`` (from the hand) on each open stone; call :meth:`chances`
        first."""
        t_ = self.table
        p = self.p
        out: dict[tuple[int, int], float] = {}
        for i in self.open:
            # completed now, the side completes after the other's
            after = self.stone_chance(
                [*t_.mine[i], card], t_.theirs[i], False, self.theirs_now[i], self.theirs_max[i]
            )
            out[card, i] = importance[i] * (after - p[i])
        return out


def estimate(
    view: PlayerView, settings: Settings | None = None, time_cap_ms: float | None = None
) -> Generator[None, float | None, Estimate]:
    """Value the view's stones and score every placement of a clan card from the hand. A
    generator (it yields between parts of the work; run it to the end, its value is the
    :class:`Estimate`). Needs the tables of :mod:`.playout` (built on first use). When the
    time sent in (milliseconds, see :mod:`.anytime`) passes ``time_cap_ms``, the cards not scored
    yet are left out (the first card is always scored)."""
    cfg = settings or Settings()
    for _ in playout.build_tables():
        yield
    ev = Evaluator(Table.of_view(view), cfg)
    for i in range(NUM_STONES):  # one stone at a time: short units of work
        ev.chance_at(i)
        yield
    p = ev.p
    decided = ev.table.decided
    worth = yield from importance_steps(p, decided)
    imp = worth if cfg.weighted else [1.0] * NUM_STONES
    scores: dict[tuple[int, int], float] = {}
    for c in ev.table.hand:
        scores.update(ev.scores(c, imp))
        elapsed = yield
        if time_cap_ms is not None and elapsed is not None and elapsed >= time_cap_ms:
            break
    return Estimate(p, imp, scores, round_win_chance(p, decided), worth)


def chance_after(est: Estimate, card: int, stone: int) -> float:
    """The chance to win the round after placing ``card`` on ``stone`` (linearised: the chance
    now plus the change of the stone's chance times its worth), clamped to 0-1."""
    score = est.scores.get((card, stone), 0.0)
    used = est.importance[stone] if est.importance else 0.0
    gain = score / used * est.worth[stone] if used else 0.0
    return min(1.0, max(0.0, est.win_chance + gain))


def win_chance(table: Table, settings: Settings | None = None) -> float:
    """The chance to win the round from ``table`` (for the leaves of a search)."""
    return round_win_chance(Evaluator(table, settings).chances(), table.decided)
