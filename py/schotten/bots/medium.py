"""The easy and medium bots: the stone-chance heuristic of :mod:`.heuristic`.

- ``medium`` plays the placement with the best score: each stone valued by the chance to win it
  from the cards still unseen, weighted by how much the stone matters for the round (so it
  fights for the stone that would hand the opponent 3 adjacent stones). It claims every stone as
  soon as it can.
- ``easy`` counts every stone the same, and half the time plays one of its next six placements
  instead of the best: sensible moves, many of them not the best. It beats the random bot every
  time and the greedy bot about half the time.

They place clan cards and never play tactic cards. In the tactical variant they play by the same
heuristic while the table holds only clan cards on sides of three; once an elite troop or a
combat mode is on the table they fall back to the greedy bot's choice (which places elite
troops but plays no other tactic card).
"""

from __future__ import annotations

import random

from ..actions import Place
from ..cards import Card
from ..views import PlayerView
from .anytime import AnytimeBot, Work, decision_rng
from .greedy import GreedyBot
from .heuristic import Estimate, Settings, estimate


def modelled(view: PlayerView) -> bool:
    """Whether the heuristic models the view's table: clan cards only on the stones, every side
    of 3 cards, no combat mode. A tactical game qualifies until a tactic card reaches the table
    (the bots ignore tactic cards in hand)."""
    return all(
        st.size == 3 and not st.modes and all(isinstance(c, Card) for s in st.sides for c in s)
        for st in view.stones
    )


def legal_places(view: PlayerView) -> dict[tuple[int, int], Place]:
    """The legal placements of clan cards by ``(card index, stone)``."""
    return {
        (a.card.index, a.stone): a
        for a in view.legal_actions
        if isinstance(a, Place) and isinstance(a.card, Card)
    }


def ranked_places(view: PlayerView, est: Estimate) -> list[Place]:
    """The legal placements in the estimate's order (best first); placements it did not score
    come last, in their legal order."""
    places = legal_places(view)
    out = [places[cs] for cs in est.ranked() if cs in places]
    scored = set(est.scores)
    out.extend(p for cs, p in places.items() if cs not in scored)
    return out


class MediumBot(AnytimeBot):
    """A good heuristic (see the module's documentation)."""

    name = "medium"
    settings = Settings()

    def think(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        if not modelled(view) or not legal_places(view):
            return GreedyBot(self.seed).choose(view)
        est = yield from estimate(view, self.settings)
        return self.pick(ranked_places(view, est), decision_rng(self.seed, view, self.name))

    def pick(self, ranked: list[Place], rng: random.Random) -> Place:
        return ranked[0]


class EasyBot(MediumBot):
    """Sensible but makes mistakes (see the module's documentation)."""

    name = "easy"
    settings = Settings(weighted=False)
    mistake_rate = 0.5
    """How often it plays one of its next best placements instead of the best."""
    mistake_span = 6
    """How far down its ranking such a mistake may go."""

    def pick(self, ranked: list[Place], rng: random.Random) -> Place:
        if len(ranked) > 1 and rng.random() < self.mistake_rate:
            return ranked[rng.randrange(1, min(len(ranked), self.mistake_span + 1))]
        return ranked[0]
