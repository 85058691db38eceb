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
   the best share of won play-outs is played (ties: the heuristic's order).

The budget counts simulated plies, not seconds, so the same view and seed always give the same
move, on any machine and however the work is sliced. The default, 50,000 plies (about 1,000
play-outs), takes about 0.35 s a move on CPython and about 0.4 s in Chromium.

In the tactical variant the medium bot's judgement of every play (:mod:`.tactical_play`) comes
first: when it prefers a tactic card, a pass or the Recruiter, the hard bot plays that. When it
prefers a clan card, the best few clan placements are searched as above in the clan cards of the
round (:func:`.sim.determinize_clans`: the tactic cards are left out of the play-outs, an
approximation). A stone the simulator cannot play on (an elite troop or a combat mode on it) is
given, in each sampled deal, to a player drawn at random with the chance the medium judgement
gives it; placements on such stones are not searched (when the best play is one, it is played).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from ..actions import Action, Banshee, Pass, Place, Traitor
from ..cards import Card
from ..views import PlayerView
from . import playout
from .anytime import Work
from .heuristic import Settings, Table, chance_after, estimate, win_chance
from .medium import MediumBot, ranked_places
from .playout import HeuristicPolicy
from .sim import (
    BANSHEE,
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
    budget: int = 50_000
    """Work per decision, in simulated plies (a play-out of a whole round is 20-90 plies; a
    leaf evaluation counts :attr:`leaf_cost`)."""
    depth: int = 0
    """Turns played out before the heuristic judges the position (0: to the end of the
    round)."""
    leaf_cost: int = 15
    heuristic: Settings = field(default_factory=Settings)


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
        if view.options.tactical and playing and supports_clans(view):
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
        return (yield from self.halving(view, cands, time_cap_ms, dealer(view).deal))

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
        return (yield from self.halving(view, cands, time_cap_ms, deal))

    def halving(
        self,
        view: PlayerView,
        cands: Sequence[Action],
        time_cap_ms: float | None,
        deal: Callable[[random.Random], Sim],
    ) -> Work:
        me = view.viewer
        cfg = self.search
        policy = HeuristicPolicy()
        moves = [sim_move(a, ()) for a in cands]
        wins = [0.0] * len(cands)
        visits = [0] * len(cands)
        alive = list(range(len(cands)))
        rounds = max(1, math.ceil(math.log2(len(cands))))
        per_round = cfg.budget // rounds
        sample = 0
        salt = f"schotten-bot:{self.name}:{self.seed}:{view.round_no}:{len(view.history)}"
        stats = self.last_search = SearchStats(len(cands))

        def best(indices: list[int]) -> int:
            return min(indices, key=lambda a: (-round(wins[a] / max(1, visits[a]), 9), a))

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
                        if winner < 0:
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
                    elapsed = yield None
                    if time_cap_ms is not None and elapsed >= time_cap_ms:
                        chosen = best(alive)
                        yield wins[chosen] / max(1, visits[chosen])
                        return cands[chosen]
            if len(alive) > 1:
                keep = max(1, (len(alive) + 1) // 2)
                alive = sorted(alive, key=lambda a: (-round(wins[a] / max(1, visits[a]), 9), a))[
                    :keep
                ]
        chosen = best(alive)
        yield wins[chosen] / max(1, visits[chosen])
        return cands[chosen]


def sim_move(action: Action, unmodelled: Collection[int]) -> tuple[int, int] | None:
    """``action`` as a move of :meth:`.sim.Sim.play`, or ``None`` when the simulator cannot
    play it: a clan card placed, the Banshee discarding a clan card, the Traitor moving one,
    on stones it models (not in ``unmodelled``)."""
    if isinstance(action, Place) and isinstance(action.card, Card):
        if action.stone in unmodelled:
            return None
        return action.card.index, action.stone
    if isinstance(action, Banshee) and isinstance(action.card, Card):
        if action.stone in unmodelled:
            return None
        return ruse(BANSHEE, action.card.index), action.stone
    if isinstance(action, Traitor) and isinstance(action.card, Card):
        if action.stone in unmodelled or action.to in unmodelled:
            return None
        return ruse(TRAITOR, action.card.index), action.to
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
