"""Hints: what the computer would play now and why, from the medium heuristic's own figures.

:func:`hint` reads a :class:`~schotten.views.PlayerView` (the player's own, on their turn) and
returns a :class:`Hint` of codes and numbers, never sentences (the page words them in the
player's language): the action the medium bot would take, a ``reason`` code, the chance to win
the round before and after it, and for a placement the stone's chance before and after, the
stone's worth for the round, the formation the side keeps open (:class:`Aim`: its kind and total
and one set of cards that reaches it), the next best placements and, for the cards held back,
where each would go now (``kept``). The heuristic has no
randomness (exact expectations, no samples), so the same view always gives the same hint.

Reason codes:

- ``claim``: a claim is legal now (``stone``; ``wins_round`` when it ends the round);
- ``wins_round``: the placement lets the player claim the round's deciding stone now;
- ``secure``: after the placement the stone can be claimed (its chance becomes 1);
- ``block``: the stone matters most for the round now (it would give the other player the
  round) and the placement raises its chance;
- ``build``: the placement raises the stone's chance;
- ``least_harm``: every placement lowers a chance; this one costs least;
- ``only_move``, ``pass``, ``end_turn``, ``next_round``, ``return`` (the Recruiter's cards),
  ``draw`` (the deck to draw from, tactical), ``tactic`` (a tactic card, tactical).

>>> from schotten.options import Options
>>> from schotten.rules import new_game
>>> from schotten.views import player_view
>>> view = player_view(new_game(Options(first_player=0), seed=1), 0)
>>> h = hint(view)
>>> h.reason in REASONS, h == hint(view)
(True, True)
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from .actions import Action, Claim, EndTurn, NextRound, Pass, Place, Return
from .bots import playout
from .bots.anytime import forced_action
from .bots.heuristic import Estimate, chance_after, estimate
from .bots.medium import MediumBot, ranked_places
from .bots.tactical_play import TacticalSettings, ranked_plays, view_chance
from .cards import Card
from .completion import best_completion
from .rules import winning_line_of
from .tactics import Tactic
from .views import PlayerView

REASONS = (
    "claim",
    "wins_round",
    "secure",
    "block",
    "build",
    "least_harm",
    "only_move",
    "pass",
    "end_turn",
    "next_round",
    "return",
    "draw",
    "tactic",
)
ALTERNATIVES = 3
"""How many next best placements a hint lists."""
KEPT = 2
"""How many of the cards held back a hint lists."""
DIGITS = 4


@dataclass(frozen=True, slots=True)
class Aim:
    """The formation a side can still reach after the placement: ``kind`` (a
    :class:`~schotten.formations.Kind` code), ``total`` (the sum of its values), ``cards`` one
    set of cards not on the table that reaches it (empty when the side is complete)."""

    kind: str
    total: int
    cards: tuple[Card, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "total": self.total, "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Option:
    """Another play the heuristic considered: its score (the change of the stone's chance times
    its worth) and the chance to win the round after it."""

    action: Action
    score: float
    round_chance: float

    def to_dict(self) -> dict[str, Any]:
        return {"action": str(self.action), "score": self.score, "round_chance": self.round_chance}


@dataclass(frozen=True, slots=True)
class Hint:
    """What the medium bot would do from a view, and its figures (see the module's
    documentation). Chances are 0-1, rounded to 4 decimals; ``stone`` is 0-8 (-1: none)."""

    action: Action
    reason: str
    round_chance_before: float
    round_chance: float
    stone: int = -1
    stone_chance_before: float | None = None
    stone_chance: float | None = None
    worth: float | None = None
    aim: Aim | None = None
    alternatives: tuple[Option, ...] = ()
    kept: tuple[Option, ...] = ()
    """Classic placements: the other cards in hand that are worth the most where they are
    headed, each with its best stone now (for "the Blue 9 is better kept for stone 6")."""
    blocks: bool = False
    """Classic placements: the stone is the one that matters most for the round now and the
    other player was ahead on it (whatever ``reason`` says: a ``secure`` can block too)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": str(self.action),
            "reason": self.reason,
            "round_chance_before": self.round_chance_before,
            "round_chance": self.round_chance,
            "stone": self.stone,
            "stone_chance_before": self.stone_chance_before,
            "stone_chance": self.stone_chance,
            "worth": self.worth,
            "aim": None if self.aim is None else self.aim.to_dict(),
            "alternatives": [o.to_dict() for o in self.alternatives],
            "kept": [o.to_dict() for o in self.kept],
            "blocks": self.blocks,
        }


def _r(x: float) -> float:
    return round(min(1.0, max(0.0, x)), DIGITS)


def _aim(view: PlayerView, card: Card | Tactic, stone: int) -> Aim | None:
    """The best formation ``view``'s viewer keeps open on ``stone`` after placing ``card``."""
    st = view.stones[stone]
    side = [*st.sides[view.viewer], card]
    own = [c for c in view.hand if isinstance(c, Card) and c != card]
    done = best_completion(side, [*view.unseen, *own], st.size, blind=Tactic.BLIND in st.modes)
    if done is None:
        return None
    return Aim(done.formation.kind.code, done.formation.total, done.cards)


def _claim_hint(view: PlayerView, claim: Claim) -> Hint:
    me = view.viewer
    owners: list[int | None] = [s.claimed_by for s in view.stones]
    owners[claim.stone] = me
    chance = _r(view_chance(view))
    reason = "wins_round" if winning_line_of(owners, me) else "claim"
    return Hint(claim, reason, chance, chance, claim.stone, 1.0, 1.0)


def hint_work(view: PlayerView) -> Generator[None, float | None, Hint]:
    """:func:`hint` in slices (a generator of short units of work, like the bots')."""
    if not view.legal_actions:
        raise ValueError("no legal action: it is not this player's turn")
    for _ in playout.build_tables():
        yield None
    forced = forced_action(view)
    if isinstance(forced, Claim):
        return _claim_hint(view, forced)
    if view.options.tactical:
        return (yield from _tactical(view, forced))
    if forced is not None:
        chance = _r(view_chance(view))
        reason = (
            "pass"
            if isinstance(forced, Pass)
            else "end_turn"
            if isinstance(forced, EndTurn)
            else "next_round"
            if isinstance(forced, NextRound)
            else "only_move"
        )
        if isinstance(forced, Place) and isinstance(forced.card, Card):
            est = yield from estimate(view, MediumBot.settings)
            return _place_hint(view, est, [forced], "only_move")
        return Hint(forced, reason, chance, chance)
    est = yield from estimate(view, MediumBot.settings)
    return _place_hint(view, est, ranked_places(view, est), None)


def hint(view: PlayerView) -> Hint:
    """What the medium bot would play from ``view`` and why (see the module's
    documentation). Raises ``ValueError`` when it is not the viewer's turn."""
    work = hint_work(view)
    try:
        next(work)
        while True:
            work.send(None)
    except StopIteration as stop:
        result: Hint = stop.value
        return result


def _stone_after(est: Estimate, card: int, stone: int) -> float:
    worth = est.importance[stone] if est.importance else 0.0
    score = est.scores.get((card, stone), 0.0)
    return est.p[stone] + (score / worth if worth else 0.0)


def _place_hint(view: PlayerView, est: Estimate, ranked: list[Place], reason: str | None) -> Hint:
    best = ranked[0]
    assert isinstance(best.card, Card)
    idx, stone = best.card.index, best.stone
    before = est.p[stone]
    after = _stone_after(est, idx, stone)
    score = est.scores.get((idx, stone), 0.0)
    open_worths = [est.worth[i] for i, p in enumerate(est.p) if 0.0 < p < 1.0]
    blocks = bool(open_worths) and est.worth[stone] >= max(open_worths) and before < 0.5
    if reason is None:
        if after >= 1.0 - 1e-12 and before < 1.0:
            owners: list[int | None] = [s.claimed_by for s in view.stones]
            owners[stone] = view.viewer
            reason = "wins_round" if winning_line_of(owners, view.viewer) else "secure"
        elif score <= 0.0:
            reason = "least_harm"
        elif blocks:
            reason = "block"
        else:
            reason = "build"
    alternatives = tuple(
        Option(
            p,
            round(est.scores.get((p.card.index, p.stone), 0.0), DIGITS),
            _r(chance_after(est, p.card.index, p.stone)),
        )
        for p in ranked[1 : 1 + ALTERNATIVES]
        if isinstance(p.card, Card)
    )
    return Hint(
        best,
        reason,
        _r(est.win_chance),
        _r(chance_after(est, idx, stone)),
        stone,
        _r(before),
        _r(after),
        round(est.worth[stone], DIGITS),
        _aim(view, best.card, stone),
        alternatives,
        _kept(view, est, idx),
        blocks,
    )


def _kept(view: PlayerView, est: Estimate, played: int) -> tuple[Option, ...]:
    """Each other card's best placement now, the best :data:`KEPT` of them."""
    places = {
        (p.card.index, p.stone): p for p in ranked_places(view, est) if isinstance(p.card, Card)
    }
    best: dict[int, tuple[float, tuple[int, int]]] = {}
    for key in est.ranked():
        card = key[0]
        if card != played and card not in best and key in places:
            best[card] = (est.scores[key], key)
    top = sorted(best.values(), key=lambda x: (-round(x[0], 9), x[1]))[:KEPT]
    return tuple(
        Option(places[key], round(score, DIGITS), _r(chance_after(est, *key))) for score, key in top
    )


def _tactical(view: PlayerView, forced: Action | None) -> Generator[None, float | None, Hint]:
    settings = TacticalSettings()
    before = _r(view_chance(view, settings))
    plays = [a for a in view.legal_actions if isinstance(a, (Place, Pass))]
    if view.phase.code != "play" or (forced is not None and not plays):
        action = forced if forced is not None else MediumBot(0).choose(view)
        reason = (
            "return"
            if isinstance(action, Return)
            else "draw"
            if isinstance(action, EndTurn) and action.draw
            else "end_turn"
            if isinstance(action, EndTurn)
            else "next_round"
            if isinstance(action, NextRound)
            else "only_move"
        )
        return Hint(action, reason, before, before)
    ranking = yield from ranked_plays(view, settings)
    best = ranking.plays[0][1]
    after = _r(ranking.chance_after(best))
    alternatives = tuple(
        Option(a, round(s, DIGITS), _r(ranking.chance_after(a)))
        for s, a in ranking.plays[1 : 1 + ALTERNATIVES]
    )
    if isinstance(best, Pass):
        return Hint(best, "pass", before, after, alternatives=alternatives)
    if isinstance(best, Place):
        stone = best.stone
        gain = ranking.gains.get(best, 0.0)
        reason = "build" if gain > 0 else "least_harm"
        if len(plays) == 1:
            reason = "only_move"
        return Hint(
            best,
            reason,
            before,
            after,
            stone,
            _r(ranking.chances[stone]),
            None,
            None,
            _aim(view, best.card, stone),
            alternatives,
        )
    return Hint(best, "tactic", before, after, alternatives=alternatives)
