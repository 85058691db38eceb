"""The easy and medium bots: the stone-chance heuristic of :mod:`.heuristic`.

- ``medium`` plays the placement with the best score: each stone valued by the chance to win it
  from the cards still unseen, weighted by how much the stone matters for the round (so it
  fights for the stone that would hand the opponent 3 adjacent stones). It claims every stone as
  soon as it can.
- ``easy`` counts every stone the same, and half the time plays one of its next six placements
  instead of the best: sensible moves, many of them not the best. It beats the random bot every
  time and the greedy bot about half the time.

In the tactical variant both judge every legal play, tactic cards included, by the same stone
chances (:mod:`.tactical_play`); ``easy`` makes its mistakes among clan card placements only.
"""

from __future__ import annotations

import random

from ..actions import Action, Place
from ..cards import Card
from ..views import PlayerView
from .anytime import AnytimeBot, Work, decision_rng
from .heuristic import Estimate, Settings, chance_after, estimate
from .tactical_play import ScoredAction, TacticalSettings, tactical_decision


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
    tactical = TacticalSettings()

    def think(self, view: PlayerView, time_cap_ms: float | None) -> Work:
        rng = decision_rng(self.seed, view, self.name)
        if view.options.rules.tactics:
            return (
                yield from tactical_decision(
                    view, self.tactical, lambda ranked: self.pick_play(ranked, rng), time_cap_ms
                )
            )
        est = yield from estimate(view, self.settings, time_cap_ms)
        action = self.pick(ranked_places(view, est), rng)
        if isinstance(action.card, Card):
            yield chance_after(est, action.card.index, action.stone)
        return action

    def pick(self, ranked: list[Place], rng: random.Random) -> Place:
        return ranked[0]

    def pick_play(self, ranked: list[ScoredAction], rng: random.Random) -> Action:
        """The play of a tactical turn, from the plays ranked best first."""
        return ranked[0][1]


class EasyBot(MediumBot):
    """Sensible but makes mistakes (see the module's documentation)."""

    name = "easy"
    settings = Settings(weighted=False)
    tactical = TacticalSettings(heuristic=Settings(weighted=False))
    mistake_rate = 0.5
    """How often it plays one of its next best placements instead of the best."""
    mistake_span = 6
    """How far down its ranking such a mistake may go."""

    def pick(self, ranked: list[Place], rng: random.Random) -> Place:
        if len(ranked) > 1 and rng.random() < self.mistake_rate:
            return ranked[rng.randrange(1, min(len(ranked), self.mistake_span + 1))]
        return ranked[0]

    def pick_play(self, ranked: list[ScoredAction], rng: random.Random) -> Action:
        best = ranked[0][1]
        if isinstance(best, Place) and isinstance(best.card, Card):
            places = [a for _, a in ranked if isinstance(a, Place) and isinstance(a.card, Card)]
            return self.pick(places, rng)
        return best
