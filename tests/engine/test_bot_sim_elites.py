"""The simulator's elite troops against the engine: the ratings of sides holding them, the claim
proofs against them, and tactical rounds played by the play-out policy in lockstep with the
engine (every move legal there, every claim the engine's)."""

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.actions import Banshee, Claim, EndTurn, Pass, Place, Strategist, Traitor
from schotten.bots.fast import (
    ELITE,
    ELITE_TACTICS,
    JOKER,
    KIND_SHIFT,
    NO_RATING,
    SHIELD,
    SPY,
    STANDS_FOR,
    best_rating_any,
    masks_of,
    rate3,
    rate_side,
)
from schotten.bots.playout import TacticalPolicy, ensure_tables
from schotten.bots.sim import (
    _SIMULATED,
    DISCARD_TO,
    NOT_DONE,
    RUSE_BASE,
    SIM_CODES,
    STRATEGIST,
    TRAITOR,
    TacticalSim,
)
from schotten.cards import CLAN_CARDS, Card
from schotten.claims import claim_verdict, stone_verdict
from schotten.completion import best_completion, side_formation
from schotten.options import Options
from schotten.pool import Pool
from schotten.rules import apply, legal_actions, new_game
from schotten.state import Phase
from schotten.tactics import Tactic, parse_cards

ELITE_SETS = [e for n in (1, 2, 3) for e in itertools.combinations((JOKER, SPY, SHIELD), n)]
"""The elite troops one side may hold together (one Joker a player)."""


def rating(f):
    return (int(f.kind) << KIND_SHIFT) | f.total


def engine_cards(side):
    return [CLAN_CARDS[x] if x < ELITE else ELITE_TACTICS[x] for x in side]


def test_a_side_with_elite_troops_is_rated_as_the_engine_rates_it():
    # every complete side holding at least one elite troop, in every order of its cards
    sides = 0
    for elites in ELITE_SETS:
        for clans in itertools.combinations(range(54), 3 - len(elites)):
            side = (*clans, *elites)
            expected = rating(side_formation(engine_cards(side)))
            for a, b, c in {side, side[::-1], side[1:] + side[:1]}:
                assert rate_side(a, b, c) == expected, side
            sides += 1
    assert sides == 3 * 1431 + 3 * 54 + 1
    # known sides: R7 JOKER R9 is the colour-run 7 8 9; the Spy makes a 7 of any colour
    r7, r9, b7, g7, y1, y2 = (SIM_CODES[c] for c in parse_cards("R7 R9 B7 G7 Y1 Y2"))
    assert rate_side(r7, JOKER, r9) == (4 << KIND_SHIFT) | 24
    assert rate_side(b7, g7, SPY) == (3 << KIND_SHIFT) | 21
    assert rate_side(y1, y2, SHIELD) == (4 << KIND_SHIFT) | 6
    assert rate_side(r7, r9, b7) == rate3(r7, r9, b7)  # clan cards alone: the classic rating


def brute_best(side, pool):
    """The best rating of ``side`` completed from ``pool``, by enumeration of every completion
    and of everything its elite troops may stand for."""
    k = 3 - len(side)
    if len(pool) < k:
        return NO_RATING
    choices = [STANDS_FOR[x] if x >= ELITE else (x,) for x in side]
    best = NO_RATING
    for extra in itertools.combinations(pool, k):
        for cards in itertools.product(*choices):
            best = max(best, rate3(*cards, *extra))
    return best


@given(
    st.sampled_from(ELITE_SETS[:6]),
    st.permutations(range(54)),
    st.integers(0, 2),
    st.integers(0, 9),
)
@settings(max_examples=250, deadline=None)
def test_the_best_completion_of_a_side_with_elite_troops(elites, order, n_clan, n_pool):
    # the proof against a side holding elite troops: what enumeration finds, what the engine finds
    n_clan = min(n_clan, 2 - len(elites))
    side = [*order[:n_clan], *elites]
    pool = order[n_clan : n_clan + n_pool]
    colors, values, size = masks_of(pool)
    got = best_rating_any(side, colors, values, size)
    assert got == brute_best(side, pool)
    expected = best_completion(engine_cards(side), [CLAN_CARDS[x] for x in pool])
    assert got == (NO_RATING if expected is None else rating(expected.formation))


def test_early_claims_against_elite_troops_are_the_engines():
    # a complete side against an incomplete one holding elite troops (or not), random pools: the
    # simulator claims exactly when the engine's proof allows it
    rng = random.Random(3)
    allowed = against_elites = 0
    for _ in range(3000):
        cards = rng.sample(range(54), 54)
        mine_elites = list(rng.choice([(), (), (SPY,), (JOKER,), (SHIELD, SPY)]))
        mine = [*cards[: 3 - len(mine_elites)], *mine_elites]
        cards = cards[3 - len(mine_elites) :]
        theirs_elites = list(rng.choice([*ELITE_SETS[:6], ()]))
        n = rng.randint(0, 2 - len(theirs_elites)) if theirs_elites else rng.randint(0, 2)
        theirs = [*cards[:n], *theirs_elites]
        pool = cards[n : n + rng.choice([0, 1, 2, 4, 8, 16, 40])]
        s = TacticalSim.__new__(TacticalSim)
        s.sides = [[] for _ in range(18)]
        s.sides[4], s.sides[9 + 4] = mine, theirs
        s.rating = [-1] * 18
        s.rating[4] = rate_side(*mine)
        s.done = [NOT_DONE] * 18
        s.done[4] = 0
        s.owner = [-1] * 9
        s.colors, s.values, s.free = masks_of(pool)
        verdict = stone_verdict(
            engine_cards(mine),
            engine_cards(theirs),
            pool=Pool.of(CLAN_CARDS[x] for x in pool),
            own_first=True,
        )
        assert s.can_claim(0, 4) == verdict.ok, (mine, theirs, pool)
        allowed += verdict.ok
        against_elites += verdict.ok and bool(theirs_elites)
    assert allowed > 300 and against_elites > 150, (allowed, against_elites)


def tactical_sim_of_state(state):
    """The simulator on the full state of a tactical round (tests only): the clan cards, the
    elite troops, the Banshee, the Traitor and the Strategist; no stone may carry a combat mode."""
    assert not any(s.modes for s in state.stones)
    s = TacticalSim.__new__(TacticalSim)
    s.sides = [[SIM_CODES[c] for c in stone.sides[p]] for p in (0, 1) for stone in state.stones]
    s.done = [NOT_DONE] * 18
    s.rating = [-1] * 18
    for p in (0, 1):
        for i, stone in enumerate(state.stones):
            if stone.completed_at[p] is not None:
                s.done[p * 9 + i] = stone.completed_at[p] - 10**6
                s.rating[p * 9 + i] = rate_side(*s.sides[p * 9 + i])
    s.owner = [-1 if stone.claimed_by is None else stone.claimed_by for stone in state.stones]
    s.hands = [[c.index for c in h if isinstance(c, Card)] for h in state.hands]
    s.deck = [c.index for c in reversed(state.deck)]
    s.colors, s.values, s.free = masks_of([*s.hands[0], *s.hands[1], *s.deck])
    s.tactics = [sorted(_SIMULATED[c] for c in h if c in _SIMULATED) for h in state.hands]
    s.played = [len(state.played[p]) for p in (0, 1)]
    s.jokers = [int(Tactic.JOKER in state.played[p]) for p in (0, 1)]
    s.hand_size = state.options.rules.hand_size
    s.turn = state.current_player
    s.ply = 0
    s.expert = state.options.expert
    s.winner = -1
    return s


def engine_action(sim, card, stone):
    """The simulator's move as the engine's action."""
    if card <= RUSE_BASE:
        kind, x = divmod(RUSE_BASE - card, 64)
        target = engine_cards([x])[0]
        if kind == STRATEGIST:
            at = sim.stone_of(sim.turn, x)
            return Strategist(target, at, None if stone == DISCARD_TO else stone)
        at = sim.stone_of(1 - sim.turn, x)
        if kind == TRAITOR:
            return Traitor(target, at, stone)
        return Banshee(target, at)
    if card < 0:
        return Pass()
    return Place(engine_cards([card])[0], stone)


def claim_all(state):
    while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        claims = [a for a in legal_actions(state) if isinstance(a, Claim)]
        if not claims:
            break
        state = apply(state, claims[0])
    return state


def owners(state):
    return [-1 if s.claimed_by is None else s.claimed_by for s in state.stones]


def over(state):
    return state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_tactical_play_outs_claim_exactly_what_the_engine_allows(timing):
    # the play-out policy plays tactical rounds in the engine: each of its moves is legal there
    # (the tactic limit, one Joker a round), and on every stone the simulator would claim
    # exactly when the engine allows the claim (elite troops on either side or none)
    ensure_tables()
    policy = TacticalPolicy()
    rng = random.Random(7)
    elites = verdicts = wild_verdicts = 0
    ruses: Counter[str] = Counter()
    for seed in range(20):
        state = new_game(Options(variant="tactical", claim_timing=timing), seed)
        for _ in range(300):
            sim = tactical_sim_of_state(state)
            me = state.current_player
            for p in (0, 1):
                for i, stone in enumerate(state.stones):
                    if stone.claimed_by is not None:
                        continue
                    verdict = claim_verdict(state, p, i, check_turn=False)
                    assert sim.can_claim(p, i) == verdict.ok, (seed, p, i, stone)
                    verdicts += 1
                    if any(not isinstance(c, Card) for side in stone.sides for c in side):
                        wild_verdicts += verdict.ok
            if state.options.expert:
                sim.start_turn()
                state = claim_all(state)
                assert sim.owner == owners(state)
                if over(state):
                    assert sim.winner == me
                    break
            card, stone = policy.choose(sim)
            action = engine_action(sim, card, stone)
            assert action in legal_actions(state), (seed, action)
            elites += isinstance(action, Place) and isinstance(action.card, Tactic)
            ruses[type(action).__name__] += 1
            ruses["discard"] += isinstance(action, Strategist) and action.to is None
            state = apply(state, action)
            sim.play(card, stone)
            if not state.options.expert:
                state = claim_all(state)
            assert sim.owner == owners(state)
            if over(state):
                assert sim.winner == me
                break
            assert sim.winner < 0
            draws = [a for a in legal_actions(state) if isinstance(a, EndTurn)]
            state = apply(state, rng.choice(draws))  # draw clan or tactic cards
        assert over(state)
    assert elites >= 20 and verdicts > 5000 and wild_verdicts >= 8, (elites, wild_verdicts)
    assert min(ruses[k] for k in ("Banshee", "Traitor", "Strategist")) >= 4, ruses
