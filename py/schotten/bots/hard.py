"""The hard bot: a search over the hidden information, guided by the medium heuristic.

1. The medium heuristic (:mod:`.heuristic`) scores every placement; the best few become the
   candidates.
2. *Determinization.* Each sample deals the cards the bot has not seen at random between the
   opponent's hand and the deck (:func:`.sim.determinize`): a complete round consistent with what
   the bot knows, nothing more.
3. *Play-outs.* Each candidate is played in the sample, then the round is played to its end by
   the quick policy of :mod:`.playout` for both players, in the simulator of :mod:`.sim`. Every
   candidate meets the same samples, so they are compared on equal deals.
4. *Sequential halving.* The play-out budget is split into rounds; after each round the worse
   half of the candidates is dropped, so the budget goes to the close calls. The candidate with
   the best share of won play-outs is the search's best (ties: the heuristic's order).
5. *Trust.* The search's best is played over the heuristic's best only when its gain over it,
   paired over the deals both met, passes two standard errors in the classic game
   (:attr:`SearchSettings.trust`), one in the tactical game
   (:attr:`SearchSettings.tactical_trust`).

The budget counts simulated plies, not seconds, so the same view and seed always give the same
move, on any machine and however the work is sliced. The default, 8,000 plies (about 160
play-outs), takes about 0.1 s a move on CPython and 0.2 s in Chromium: with the trust, a
budget of 50,000 played no better against medium (docs/bot.md), and 8,000 ends within the
page's time cap on a device four times slower than this machine.

In the tactical variant the medium bot's judgement of every play (:mod:`.tactical_play`) comes
first: when it prefers a play the simulator does not model (a combat mode, the Recruiter, a
pass), the hard bot plays that. When it prefers a clan card, an elite troop, the Banshee, the
Traitor or the Strategist, the best few such plays are searched as above in the clan cards and
the elite troops of the round (:func:`.sim.determinize_clans`, :class:`.playout.TacticalPolicy`:
the other tactic cards are left out of the play-outs, an approximation). A stone the simulator
cannot play on (a combat mode on it) is given, in each sampled deal, to a player drawn at random
with the chance the medium judgement gives it; plays on such stones are not searched (when the
best play is one, it is played).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Generator, Sequence
from dataclasses import dataclass, field

from ..actions import Action, Banshee, Pass, Place, Strategist, Traitor
from ..cards import Card
from ..views import PlayerView
from . import playout
from .anytime import Work
from .fast import has_elite
from .heuristic import Settings, Table, chance_after, estimate, win_chance
from .medium import MediumBot, ranked_places
from .playout import HeuristicPolicy, TacticalPolicy
from .sim import (
    BANSHEE,
    DISCARD_TO,
    SIM_CODES,
    STRATEGIST,
    TRAITOR,
    Sim,
    clan_dealer,
    dealer,
    ruse,
    supports,
    supports_clans,
    unmodelled_stones,
)
from .tactical_play import ranked_plays


@dataclass(frozen=True, slots=True)
class SearchSettings:
    candidates: int = 8
    """Placements searched (the heuristic's best)."""
    budget: int = 8_000
    """Work per decision, in simulated plies (a play-out of a whole round is 20-90 plies; a
    leaf evaluation counts :attr:`leaf_cost`)."""
    depth: int = 0
    """Turns played out before the heuristic judges the position (0: to the end of the
    round; a tactical position with an elite troop on a side is always played to the end)."""
    leaf_cost: int = 15
    heuristic: Settings = field(default_factory=Settings)
    trust: float = 2.0
    """How sure the search must be to overrule the heuristic: the search's best is played
    over the heuristic's best only when its mean gain over it, on the deals both met, passes
    ``trust`` standard errors (0: the search's best is always played). Without it the search
    won only half its games against medium on fresh seeds: its noise and its play-outs' bias
    cost as much as its insight; 2 won more games than 1 on seeds kept for that choice
    (docs/bot.md)."""
    tactical_trust: float = 1.0
    """:attr:`trust` in the tactical game, whose play-outs hold the ruses and the elite troops:
    there one standard error won more games than two, on seeds no choice had seen
    (docs/bot.md)."""


@dataclass(slots=True)
class SearchStats:
    """What the last search did (for benchmarks; never read by the search itself)."""

    candidates: int = 0
    deals: int = 0
    playouts: int = 0
    plies: int = 0
    evaluations: int = 0


class HardBot(MediumBot):
    """Searches sampled deals of the unseen cards (see the module's documentation)."""

    name = "hard"

    def __init__(self, seed: int = 0, search: SearchSettings | None = None) -> None:
        super().__init__(seed)
        self.search = search or SearchSettings()
        self.last_search = SearchStats()

    def think(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        # a tactical play (the PLAY phase: a placement or a pass is legal)
        playing = any(isinstance(a, (Place, Pass)) for a in view.legal_actions)
        if view.options.rules.tactics and playing and supports_clans(view):
            return (yield from self.think_tactical(view, time_cap_ms))
        if not supports(view):
            return (yield from super().think(view, time_cap_ms))
        cfg = self.search
        est = yield from estimate(view, cfg.heuristic, time_cap_ms)
        ranked = ranked_places(view, est)
        cands = ranked[: max(1, cfg.candidates)]
        if len(cands) == 1:
            only = cands[0]
            if isinstance(only.card, Card):
                yield chance_after(est, only.card.index, only.stone)
            return only
        deal = self.deals(view)
        yield None  # the dealer's set-up: a unit of its own, before the first play-out
        return (yield from self.halving(view, cands, time_cap_ms, deal))

    def deals(self, view: PlayerView) -> Callable[[random.Random], Sim]:
        """The deals of a classic search: the unseen cards shuffled between the other hand and
        the deck. (``scripts/bench_bot_ceiling.py`` gives a search the hidden cards here.)"""
        return dealer(view).deal

    def think_tactical(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        """A tactical turn (see the module's documentation)."""
        for _ in playout.build_tables():
            yield None
        ranking = yield from ranked_plays(view, self.tactical, time_cap_ms)
        best = ranking.plays[0][1]
        unmodelled = unmodelled_stones(view)
        if sim_move(best, unmodelled) is None:
            yield ranking.chance_after(best)
            return best
        cands = [a for _, a in ranking.plays if sim_move(a, unmodelled) is not None][
            : max(1, self.search.candidates)
        ]
        if len(cands) == 1:
            yield ranking.chance_after(cands[0])
            return cands[0]
        chances = {i: ranking.chances[i] for i in unmodelled}
        deal = clan_dealer(view, chances).deal
        yield None
        return (yield from self.halving(view, cands, time_cap_ms, deal))

    def halving(
        self,
        view: PlayerView,
        cands: Sequence[Action],
        time_cap_ms: float | None,
        deal: Callable[[random.Random], Sim],
    ) -> Work:
        search = yield from self.run_halving(view, cands, time_cap_ms, deal)
        chosen = search.best
        cfg = self.search
        trust = cfg.tactical_trust if view.options.rules.tactics else cfg.trust
        if trust > 0 and chosen != 0 and search.visits[0]:
            gain, error = paired_difference(search.trace[chosen], search.trace[0])
            if gain <= trust * error:
                chosen = 0  # the heuristic's best (candidates come in its order)
        yield search.wins[chosen] / max(1, search.visits[chosen])
        return cands[chosen]

    def run_halving(
        self,
        view: PlayerView,
        cands: Sequence[Action],
        time_cap_ms: float | None,
        deal: Callable[[random.Random], Sim],
        pinned: Collection[int] = (),
    ) -> Generator[None, float, Halving]:
        """Sequential halving over ``cands`` (every one must be a :func:`sim_move`); the
        candidates at ``pinned`` indices are never dropped (the review keeps the move played
        beside the best ones). Yields after each play-out."""
        me = view.viewer
        cfg = self.search
        policy = TacticalPolicy() if view.options.rules.tactics else HeuristicPolicy()
        moves = [sim_move(a, ()) for a in cands]
        wins = [0.0] * len(cands)
        visits = [0] * len(cands)
        trace: list[list[float]] = [[] for _ in cands]
        alive = list(range(len(cands)))
        rounds = max(1, math.ceil(math.log2(len(cands))))
        per_round = cfg.budget // rounds
        sample = 0
        salt = f"schotten-bot:{self.name}:{self.seed}:{view.round_no}:{len(view.history)}"
        stats = self.last_search = SearchStats(len(cands))

        def order(a: int) -> tuple[float, int]:
            return (-round(wins[a] / max(1, visits[a]), 9), a)

        def result() -> Halving:
            return Halving(wins, visits, min(alive, key=order), stats, trace)

        for _ in range(rounds):
            spent = 0
            while spent < per_round:
                base = deal(random.Random(f"{salt}:deal:{sample}"))
                sample += 1
                stats.deals = sample
                for a in alive:
                    sim = base.copy()
                    move = moves[a]
                    assert move is not None
                    sim.play(*move)
                    start = sim.ply
                    if cfg.depth:
                        winner = sim.advance(policy, cfg.depth)
                        if winner < 0 and any(has_elite(side) for side in sim.sides):
                            # the heuristic's table holds clan cards only: played out instead
                            winner = sim.rollout(policy)
                            value = 1.0 if winner == me else 0.0
                        elif winner < 0:
                            value = win_chance(table_of_sim(sim, me), cfg.heuristic)
                            spent += cfg.leaf_cost
                            stats.evaluations += 1
                        else:
                            value = 1.0 if winner == me else 0.0
                    else:
                        value = 1.0 if sim.rollout(policy) == me else 0.0
                    spent += sim.ply - start + 1
                    stats.playouts += 1
                    stats.plies += sim.ply - start
                    visits[a] += 1
                    wins[a] += value
                    trace[a].append(value)
                    elapsed = yield None
                    if time_cap_ms is not None and elapsed >= time_cap_ms:
                        return result()
            if len(alive) > 1:
                keep = max(1, (len(alive) + 1) // 2)
                kept = sorted(alive, key=order)[:keep]
                kept += [a for a in alive if a in pinned and a not in kept]
                alive = sorted(kept, key=order)
        return result()

    def appraise(
        self, view: PlayerView, include: Sequence[Action] = ()
    ) -> Generator[None, float, Appraisal]:
        """The value of each candidate of a placement decision, not only of the chosen one (for
        the review): the heuristic's best :attr:`SearchSettings.candidates` plays, plus the
        legal plays of ``include`` (the move played), searched as :meth:`think` does, with the
        moves of ``include`` kept to the end. Where the search does not model the decision (a
        tactic card other than an elite troop, the Banshee, the Traitor and the Strategist, a
        stone with a combat mode), or a single candidate is left, the values are the
        heuristic's chances after each play (``Appraisal.searched`` false). From the view alone;
        the same view and seed give the same appraisal."""
        cfg = self.search
        legal = set(view.legal_actions)
        extra = [a for a in include if a in legal]
        if view.options.rules.tactics:
            for _ in playout.build_tables():
                yield None
            ranking = yield from ranked_plays(view, self.tactical)
            plays = [a for _, a in ranking.plays]
            top = plays[: max(1, cfg.candidates)]
            unmodelled = unmodelled_stones(view)
            simulable = [a for a in plays if sim_move(a, unmodelled) is not None]
            ok = supports_clans(view) and all(
                sim_move(a, unmodelled) is not None for a in [plays[0], *extra]
            )
            if not ok or len(simulable) < 2:
                return _heuristic(view, _with(top, extra), ranking.chance_after, plays)
            cands = _with(simulable[: max(1, cfg.candidates)], extra)
            chances = {i: ranking.chances[i] for i in unmodelled}
            deal = clan_dealer(view, chances).deal
            rank = {a: n for n, a in enumerate(plays)}
        else:
            if not supports(view):
                raise ValueError("the search does not model this position")
            est = yield from estimate(view, cfg.heuristic)
            ranked: list[Action] = list(ranked_places(view, est))
            rank = {a: n for n, a in enumerate(ranked)}

            def after(a: Action) -> float:
                if isinstance(a, Place) and isinstance(a.card, Card):
                    return chance_after(est, a.card.index, a.stone)
                return est.win_chance

            cands = _with(ranked[: max(1, cfg.candidates)], extra)
            if len(cands) < 2:
                return _heuristic(view, cands, after, ranked)
            deal = dealer(view).deal
        pinned = [cands.index(a) for a in extra]
        search = yield from self.run_halving(view, cands, None, deal, pinned)
        values = tuple(
            CandidateValue(a, search.wins[n], search.visits[n], rank.get(a, len(rank)))
            for n, a in enumerate(cands)
        )
        stats = search.stats
        traces = tuple(tuple(t) for t in search.trace)
        return Appraisal(
            values, search.best, True, stats.deals, stats.playouts, stats.plies, traces
        )


@dataclass(slots=True)
class Halving:
    """The outcome of :meth:`HardBot.run_halving`: won play-outs and play-outs per candidate,
    the best candidate among those kept to the end."""

    wins: list[float]
    visits: list[int]
    best: int
    stats: SearchStats
    trace: list[list[float]]
    """Each candidate's play-out values, deal by deal (a candidate meets the deals from the
    first on, until it is dropped)."""


@dataclass(frozen=True, slots=True)
class CandidateValue:
    """One candidate of :meth:`HardBot.appraise`: won play-outs out of ``visits`` (searched),
    or the heuristic's chance as ``wins`` with ``visits`` 0."""

    action: Action
    wins: float
    visits: int
    rank: int
    """Its place in the heuristic's order (0: the heuristic's best)."""

    @property
    def value(self) -> float:
        """The estimated chance to win the round after this play."""
        return self.wins / self.visits if self.visits else self.wins


@dataclass(frozen=True, slots=True)
class Appraisal:
    """The values of a decision's candidates (:meth:`HardBot.appraise`), in search order:
    ``best`` indexes the one the search prefers (the heuristic's best when not searched)."""

    candidates: tuple[CandidateValue, ...]
    best: int
    searched: bool
    deals: int = 0
    playouts: int = 0
    plies: int = 0
    traces: tuple[tuple[float, ...], ...] = ()
    """Each candidate's play-out values, deal by deal (searched only)."""

    def of(self, action: Action) -> CandidateValue | None:
        for c in self.candidates:
            if c.action == action:
                return c
        return None

    def difference(self, a: int, b: int) -> tuple[float, float]:
        """The mean difference of the values of candidates ``a`` and ``b`` over the deals
        both met, and its standard error (0, 0 when not searched or no deal is shared)."""
        if not self.traces:
            return 0.0, 0.0
        return paired_difference(self.traces[a], self.traces[b])


def paired_difference(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """The mean of ``a[i] - b[i]`` over the deals both met (the shorter length), and its
    standard error; (0, 0) when none."""
    pairs = list(zip(a, b, strict=False))
    n = len(pairs)
    if not n:
        return 0.0, 0.0
    diffs = [x - y for x, y in pairs]
    mean = math.fsum(diffs) / n
    var = max(0.0, math.fsum(d * d for d in diffs) / n - mean * mean)
    return mean, math.sqrt(var / max(1, n - 1))


def _with(cands: Sequence[Action], extra: Sequence[Action]) -> list[Action]:
    out = list(cands)
    out.extend(a for a in extra if a not in out)
    return out


def _heuristic(
    view: PlayerView,
    cands: Sequence[Action],
    after: Callable[[Action], float],
    ranked: Sequence[Action],
) -> Appraisal:
    """An appraisal from the heuristic's chances after each play (no search)."""
    rank = {a: n for n, a in enumerate(ranked)}
    values = tuple(CandidateValue(a, after(a), 0, rank.get(a, len(rank))) for a in cands)
    best = min(range(len(values)), key=lambda n: (-round(values[n].wins, 9), values[n].rank))
    return Appraisal(values, best, False)


def sim_move(action: Action, unmodelled: Collection[int]) -> tuple[int, int] | None:
    """``action`` as a move of :meth:`.sim.Sim.play`, or ``None`` when the simulator cannot
    play it: a clan card or an elite troop placed, the Banshee discarding one, the Traitor
    moving a clan card, the Strategist moving or discarding one of the mover's cards, on stones
    it models (not in ``unmodelled``)."""
    if isinstance(action, Place):
        code = SIM_CODES.get(action.card)
        if action.stone in unmodelled or code is None:
            return None
        return code, action.stone
    if isinstance(action, Banshee):
        code = SIM_CODES.get(action.card)
        if action.stone in unmodelled or code is None:
            return None
        return ruse(BANSHEE, code), action.stone
    if isinstance(action, Traitor) and isinstance(action.card, Card):
        if action.stone in unmodelled or action.to in unmodelled:
            return None
        return ruse(TRAITOR, action.card.index), action.to
    if isinstance(action, Strategist):
        code = SIM_CODES.get(action.card)
        if code is None or action.stone in unmodelled or action.to in unmodelled:
            return None
        return ruse(STRATEGIST, code), DISCARD_TO if action.to is None else action.to
    return None


def table_of_sim(sim: Sim, me: int) -> Table:
    """What player ``me`` knows of a simulated position, for the heuristic: the other hand and
    the deck become unseen cards again."""
    o = 1 - me
    sides = sim.sides
    done = sim.done
    return Table(
        [list(sides[me * 9 + i]) for i in range(9)],
        [list(sides[o * 9 + i]) for i in range(9)],
        [-1 if x < 0 else int(x == me) for x in sim.owner],
        [done[me * 9 + i] < done[o * 9 + i] for i in range(9)],
        sorted(sim.hands[me]),
        [*sim.hands[o], *sim.deck],
    )
