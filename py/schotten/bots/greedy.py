"""A one-ply greedy bot: claims whatever it can, then plays the card that leaves the best
reachable formation on its stone (judged from its own hand first, then from the unseen cards).

In the tactical variant it also places elite troops (as wild cards of their range), judges Mud
Fight and Blind-Man's Bluff stones by their rules, and never plays a combat mode or a ruse."""

from __future__ import annotations

import random

from ..actions import Action, Place
from ..cards import Card
from ..claims import stone_verdict
from ..completion import best_completion
from ..formations import Formation
from ..pool import Pool
from ..tactics import AnyCard, Tactic
from ..views import PlayerView
from .base import first_claim, legal_actions, routine


def rating(f: Formation) -> int:
    """A single number ordered like formations (kind first, then sum)."""
    return int(f.kind) * 30 + f.total


class GreedyBot:
    """Claims every stone it can; places the card with the best immediate prospects; random
    tie-breaks from its own seed."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        actions = legal_actions(view)
        claim = first_claim(actions)
        if claim is not None:
            return claim
        places = [a for a in actions if isinstance(a, Place)]
        if places:
            return self._best_place(view, places)
        return routine(actions)

    def _best_place(self, view: PlayerView, places: list[Place]) -> Place:
        me = view.viewer
        unseen = view.unseen
        best_score = -1e9
        best: list[Place] = []
        hand_pools: dict[AnyCard, Pool] = {}
        all_pools: dict[AnyCard, Pool] = {}
        for place in places:
            c = place.card
            if c not in hand_pools:
                rest = [h for h in view.hand if h != c and isinstance(h, Card)]
                hand_pools[c] = Pool.of(rest)
                all_pools[c] = Pool.of([*rest, *unseen])
            stone = view.stones[place.stone]
            side = (*stone.sides[me], c)
            other = stone.sides[1 - me]
            score = self._score(
                side, other, hand_pools[c], all_pools[c], stone.size, Tactic.BLIND in stone.modes
            )
            # prefer stones already started, and keep high cards (and elite troops) for strong
            # formations
            value = c.value if isinstance(c, Card) else 9
            score += 2 * len(stone.sides[me]) - value / 10
            if score > best_score + 1e-9:
                best_score = score
                best = [place]
            elif abs(score - best_score) <= 1e-9:
                best.append(place)
        return self._rng.choice(best)

    @staticmethod
    def _score(
        side: tuple[AnyCard, ...],
        other: tuple[AnyCard, ...],
        hand: Pool,
        everything: Pool,
        size: int,
        blind: bool = False,
    ) -> float:
        if len(side) >= size:
            verdict = stone_verdict(
                side, other, pool=everything, own_first=True, size=size, blind=blind
            )
            mine = verdict.formation
            assert mine is not None
            return rating(mine) + (200 if verdict.ok else 0)
        from_hand = best_completion(side, hand, size, blind=blind)
        if from_hand is not None:
            return rating(from_hand.formation)
        from_all = best_completion(side, everything, size, blind=blind)
        if from_all is None:
            return -100.0
        return rating(from_all.formation) - 45
