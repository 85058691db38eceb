"""Hints: what the computer would play now and why, judged as the review judges it.

:func:`hint` reads a :class:`~schotten.views.PlayerView` (the player's own, on their turn) and
returns a :class:`Hint` of codes and numbers, never sentences (the page words them in the
player's language). When the turn's card is a choice (the decisions the review judges,
:func:`schotten.review.is_choice`), the move is the best play of the review's own search
(:func:`schotten.review.review_bot`: the same settings and the same seed as the review of the
game, so the review finds the hinted move the best play, figure for figure, see
``docs/review.md``); its ``round_chance`` is the search's chance to win the round after it, the
figure the review gives that move. The medium heuristic then says why: a ``reason`` code, the
stone's chance before and after the move, its worth for the round, the formation the side keeps
open (:class:`Aim`: its kind and total and one set of cards that reaches it), and for the cards
held back, where each would go now (``kept``); ``round_chance_before`` is the heuristic's chance
to win the round now. Claims, the end of a turn, the deck to draw from and the cards put back
after the Recruiter are the medium bot's (the review does not judge them). Every random choice
comes from the game's seed and the position, so the same view and seed always give the same
hint.

Reason codes:

- ``claim``: a claim is legal now (``stone``; ``wins_round`` when it ends the round);
- ``wins_round``: the placement lets the player claim the round's deciding stone now;
- ``secure``: after the placement the stone can be claimed (its chance becomes 1);
- ``block``: the stone matters most for the round now (it would give the other player the
  round) and the placement raises its chance;
- ``build``: the placement raises the stone's chance;
- ``least_harm``: every placement lowers a chance; this one costs least;
- ``lookahead``: the search preferred a placement the heuristic alone would not (it lowers the
  stone's chance now, and the next turns played out make up for it);
- ``only_move``, ``pass``, ``end_turn``, ``next_round``, ``return`` (the Recruiter's cards),
  ``draw`` (the deck to draw from, tactical), ``tactic`` (a tactic card, tactical).

>>> from schotten.options import Options
>>> from schotten.rules import new_game
>>> from schotten.views import player_view
>>> view = player_view(new_game(Options(first_player=0), seed=1), 0)
>>> h = hint(view, seed=1)
>>> h.reason in REASONS, h == hint(view, seed=1)
(True, True)
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any

from .actions import Action, Claim, EndTurn, NextRound, Pass, Place, Return
from .bots import playout
from .bots.anytime import forced_action
from .bots.base import legal_actions
from .bots.hard import Appraisal
from .bots.heuristic import Estimate, chance_after, estimate
from .bots.medium import MediumBot, ranked_places
from .bots.tactical_play import Ranking, TacticalSettings, ranked_plays, view_chance
from .cards import Card
from .completion import best_completion
from .phases import Step, step_of
from .review import ReviewSettings, review_bot
from .rules import winning_line_of
from .tactics import Tactic
from .views import PlayerView

PLACE_REASONS = (
    "wins_round",
    "secure",
    "block",
    "build",
    "least_harm",
    "lookahead",
    "only_move",
)
"""The reasons a hint gives for placing a card from the hand."""
REASONS = (
    "claim",
    *PLACE_REASONS,
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
    """Another play considered: its score by the heuristic (the change of the stone's chance
    times its worth) and the chance to win the round after it (the search's, when the hint's
    ``searched``)."""

    action: Action
    score: float
    round_chance: float

    def to_dict(self) -> dict[str, Any]:
        return {"action": str(self.action), "score": self.score, "round_chance": self.round_chance}


@dataclass(frozen=True, slots=True)
class Hint:
    """What the computer would do from a view, and its figures (see the module's
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
    searched: bool = False
    """The move and ``round_chance`` come from the review's search (a choice of the turn's
    card); otherwise from the medium bot (a claim, the end of a turn, the only move...)."""
    playouts: int = 0
    """The search's play-outs (0 when not searched)."""

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
            "searched": self.searched,
            "playouts": self.playouts,
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


def hint_work(view: PlayerView, seed: int = 0) -> Generator[None, float | None, Hint]:
    """:func:`hint` in slices (a generator of short units of work, like the bots')."""
    legal_actions(view)  # raises when it is not the viewer's turn
    for _ in playout.build_tables():
        yield None
    forced = forced_action(view)
    if isinstance(forced, Claim):
        return _claim_hint(view, forced)
    plays = [a for a in view.legal_actions if step_of(a) is Step.PLAY]
    if len(plays) > 1 and forced is None:
        # a choice the review judges: the review's own search picks the move
        appraisal: Appraisal = yield from review_bot(seed, ReviewSettings()).appraise(view)
        if view.options.rules.tactics:
            return (yield from _tactical_choice(view, appraisal))
        est = yield from estimate(view, MediumBot.settings)
        return _searched(_place_hint(view, est, _in_order(view, est, appraisal), None), appraisal)
    if view.options.rules.tactics:
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


def hint(view: PlayerView, seed: int = 0) -> Hint:
    """What the computer would play from ``view`` and why (see the module's documentation);
    ``seed`` is the game's seed (the review's search is seeded from it). Raises
    ``ValueError`` when it is not the viewer's turn."""
    work = hint_work(view, seed)
    try:
        next(work)
        while True:
            work.send(None)
    except StopIteration as stop:
        result: Hint = stop.value
        return result


def _by_value(appraisal: Appraisal) -> list[Action]:
    """The searched plays, the search's best first, then by value (ties: the heuristic's
    order)."""
    best = appraisal.candidates[appraisal.best]
    rest = sorted(
        (c for c in appraisal.candidates if c is not best),
        key=lambda c: (-round(c.value, 9), c.rank),
    )
    return [best.action, *(c.action for c in rest)]


def _in_order(view: PlayerView, est: Estimate, appraisal: Appraisal) -> list[Place]:
    """The placements for :func:`_place_hint`: the search's best first, then the others
    searched (by value), then the rest in the heuristic's order."""
    searched = [a for a in _by_value(appraisal) if isinstance(a, Place)]
    return [*searched, *(p for p in ranked_places(view, est) if p not in searched)]


def _searched(h: Hint, appraisal: Appraisal) -> Hint:
    """``h`` with the search's figures: its chance after the move, the other plays searched
    with theirs, and ``lookahead`` when the heuristic alone would not make this move."""
    values = {c.action: c.value for c in appraisal.candidates}
    best = appraisal.candidates[appraisal.best]
    reason = h.reason
    if best.rank > 0 and reason == "least_harm":
        reason = "lookahead"  # not the heuristic's least harm: the search's choice
    scores = {o.action: o.score for o in h.alternatives}
    alternatives = tuple(
        Option(a, scores.get(a, 0.0), _r(values[a])) for a in _by_value(appraisal)[1:]
    )[:ALTERNATIVES]
    return replace(
        h,
        reason=reason,
        round_chance=_r(best.value),
        alternatives=alternatives,
        searched=appraisal.searched,
        playouts=appraisal.playouts,
    )


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


def _tactical_choice(view: PlayerView, appraisal: Appraisal) -> Generator[None, float | None, Hint]:
    """A tactical turn's card: the search's best play, explained by the medium judgement."""
    ranking = yield from ranked_plays(view, TacticalSettings())
    best = appraisal.candidates[appraisal.best]
    action = best.action
    values = {c.action: c.value for c in appraisal.candidates}
    scores = {a: s for s, a in ranking.plays}
    alternatives = tuple(
        Option(a, round(scores.get(a, 0.0), DIGITS), _r(values[a]))
        for a in _by_value(appraisal)[1 : 1 + ALTERNATIVES]
    )
    before, after = _r(ranking.win_chance), _r(best.value)
    searched, playouts = appraisal.searched, appraisal.playouts
    if not isinstance(action, Place):
        reason = "pass" if isinstance(action, Pass) else "tactic"
        return Hint(
            action,
            reason,
            before,
            after,
            alternatives=alternatives,
            searched=searched,
            playouts=playouts,
        )
    gain = ranking.gains.get(action, 0.0)
    reason = "build" if gain > 0 else "least_harm" if best.rank == 0 else "lookahead"
    hint = _placing(view, ranking, action, reason, before, after, alternatives)
    return replace(hint, searched=searched, playouts=playouts)


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
        gain = ranking.gains.get(best, 0.0)
        reason = "build" if gain > 0 else "least_harm"
        if len(plays) == 1:
            reason = "only_move"
        return _placing(view, ranking, best, reason, before, after, alternatives)
    return Hint(best, "tactic", before, after, alternatives=alternatives)


def _placing(
    view: PlayerView,
    ranking: Ranking,
    action: Place,
    reason: str,
    before: float,
    after: float,
    alternatives: tuple[Option, ...],
) -> Hint:
    """A tactical turn's placement: its stone's chance after it and the formation it aims at."""
    stone = action.stone
    return Hint(
        action,
        reason,
        before,
        after,
        stone,
        _r(ranking.chances[stone]),
        None,
        None,
        _aim(view, action.card, stone),
        alternatives,
    )
