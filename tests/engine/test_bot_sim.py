"""The bots' fast machinery against the engine: integer ratings and best completions, the round
simulator (played in lockstep with the engine), determinization, the heuristic's arithmetic."""

import itertools
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.actions import Claim, EndTurn, Pass, Place, tactic_of
from schotten.bots.fast import JOKER, KIND_SHIFT, NO_RATING, best_rating, masks_of, rate3
from schotten.bots.heuristic import (
    Settings,
    Table,
    importance,
    importances,
    max_weights,
    round_win_chance,
    win_chance,
)
from schotten.bots.playout import HeuristicPolicy, ensure_tables, wins_with
from schotten.bots.sim import (
    NOT_DONE,
    Sim,
    UnsupportedPosition,
    determinize,
    determinize_clans,
    supports,
    supports_clans,
    unmodelled_stones,
)
from schotten.cards import CLAN_CARDS, Card
from schotten.completion import best_completion
from schotten.formations import formation
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import Phase, Stone
from schotten.tactics import Tactic
from schotten.views import player_view


def rating(f):
    return (int(f.kind) << KIND_SHIFT) | f.total


@given(st.permutations(range(54)), st.integers(0, 3), st.integers(0, 51))
@settings(max_examples=300)
def test_best_rating_matches_the_engine(order, k, n):
    side, pool = order[:k], order[k : k + n]
    colors, values, size = masks_of(pool)
    expected = best_completion([CLAN_CARDS[x] for x in side], [CLAN_CARDS[x] for x in pool])
    assert best_rating(side, colors, values, size) == (
        NO_RATING if expected is None else rating(expected.formation)
    )


def test_rate3_matches_the_engine():
    rng = random.Random(1)
    for _ in range(3000):
        a, b, c = rng.sample(range(54), 3)
        assert rate3(a, b, c) == rating(formation([CLAN_CARDS[a], CLAN_CARDS[b], CLAN_CARDS[c]]))


def sim_of_state(state):
    """The simulator on the full state (tests only: the bots build theirs from a view)."""
    s = Sim.__new__(Sim)
    s.sides = [[c.index for c in stone.sides[p]] for p in (0, 1) for stone in state.stones]
    s.done = [NOT_DONE] * 18
    s.rating = [-1] * 18
    for p in (0, 1):
        for i, stone in enumerate(state.stones):
            if stone.completed_at[p] is not None:
                s.done[p * 9 + i] = stone.completed_at[p] - 10**6
                s.rating[p * 9 + i] = rate3(*s.sides[p * 9 + i])
    s.owner = [-1 if stone.claimed_by is None else stone.claimed_by for stone in state.stones]
    s.hands = [[c.index for c in h] for h in state.hands]
    s.deck = [c.index for c in reversed(state.deck)]
    s.colors, s.values, s.free = masks_of([*s.hands[0], *s.hands[1], *s.deck])
    s.tactics = [[], []]
    s.played = [0, 0]
    s.hand_size = state.options.rules.hand_size
    s.turn = state.current_player
    s.ply = 0
    s.expert = state.options.expert
    s.winner = -1
    return s


def claim_all(state):
    while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        claims = [a for a in legal_actions(state) if isinstance(a, Claim)]
        if not claims:
            break
        state = apply(state, claims[0])
    return state


@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_simulator_plays_rounds_exactly_like_the_engine(timing):
    ensure_tables()
    policy = HeuristicPolicy()
    for seed in range(12):
        state = new_game(Options(claim_timing=timing), seed)
        sim = sim_of_state(state)
        for _ in range(200):
            if state.options.expert:
                state = claim_all(state)
                sim.start_turn()
                if state.phase is Phase.MATCH_OVER:
                    break
            card, stone = policy.choose(sim)
            state = apply(state, Pass() if card < 0 else Place(CLAN_CARDS[card], stone))
            sim.play(card, stone)
            if not state.options.expert:
                state = claim_all(state)
            if state.phase is Phase.MATCH_OVER:
                break
            state = apply(state, EndTurn())
            assert sim.owner == [-1 if s.claimed_by is None else s.claimed_by for s in state.stones]
            assert [sorted(h) for h in sim.hands] == [[c.index for c in h] for h in state.hands]
            assert sim.winner < 0 and sim.turn == state.current_player
        assert state.phase is Phase.MATCH_OVER
        assert sim.winner == state.round_results[-1].winner


def test_determinize_is_consistent_with_the_view():
    state = new_game(Options(), 5)
    rng = random.Random(0)
    for _ in range(40):
        actions = legal_actions(state)
        state = apply(state, rng.choice(actions))
    me = state.current_player
    view = player_view(state, me)
    assert supports(view)
    hidden = {c.index for c in view.unseen}
    deals = set()
    for j in range(20):
        sim = determinize(view, random.Random(j))
        assert sorted(sim.hands[me]) == [c.index for c in view.hand]
        assert len(sim.hands[1 - me]) == view.opponent_hand_size
        assert len(sim.deck) == view.deck_size
        assert set(sim.hands[1 - me]) | set(sim.deck) == hidden
        assert [x for side in sim.sides for x in side] == [
            c.index for p in (0, 1) for s in view.stones for c in s.sides[p]
        ]
        deals.add(tuple(sim.hands[1 - me]))
    assert len(deals) > 15  # the hidden cards really are dealt at random


def test_determinize_refuses_the_tactical_variant():
    view = player_view(new_game(Options(variant="tactical"), 1), 0)
    assert not supports(view)
    with pytest.raises(UnsupportedPosition):
        determinize(view, random.Random(0))


def test_determinize_clans_leaves_the_tactic_cards_out():
    state = new_game(Options(variant="tactical"), 3)
    rng = random.Random(2)
    while True:
        # play clan cards only, so that the table stays classic
        actions = [
            a for a in legal_actions(state) if not isinstance(a, Place) or isinstance(a.card, Card)
        ]
        actions = [a for a in actions if tactic_of(a) is None] or actions
        state = apply(state, rng.choice(actions))
        if len(state.history) >= 30 and state.phase is Phase.PLAY:
            break
    me = state.current_player
    view = player_view(state, me)
    assert not supports(view) and supports_clans(view)
    opp_clans = [c.index for c in state.hands[1 - me] if isinstance(c, Card)]
    for j in range(5):
        sim = determinize_clans(view, random.Random(j))
        assert sorted(sim.hands[me]) == [c.index for c in view.hand if isinstance(c, Card)]
        assert len(sim.hands[1 - me]) == len(opp_clans)
        assert len(sim.deck) == view.deck_size
        assert set(sim.hands[1 - me]) | set(sim.deck) == {c.index for c in view.unseen}
        assert sim.hand_size == 7
    # a Joker on a side is played on in the simulator, as its integer
    i = next(i for i, st in enumerate(state.stones) if not st.sides[0] and not st.sides[1])
    stones = list(state.stones)
    stones[i] = Stone(((Tactic.JOKER,), ()))
    view = player_view(replace(state, stones=tuple(stones)), me)
    assert supports_clans(view) and unmodelled_stones(view) == []
    assert determinize_clans(view, random.Random(0)).sides[i] == [JOKER]
    # a combat mode on a stone: nobody plays there in the simulator; the stone goes to a player
    # drawn with the chance given for it
    stones[i] = Stone(((), ()), modes=(Tactic.MUD,))
    view = player_view(replace(state, stones=tuple(stones)), me)
    assert supports_clans(view) and unmodelled_stones(view) == [i]
    with pytest.raises(UnsupportedPosition):
        determinize_clans(view, random.Random(0))
    owners = [determinize_clans(view, random.Random(j), {i: 0.75}).owner[i] for j in range(400)]
    assert 0.68 < owners.count(me) / 400 < 0.82 and set(owners) == {0, 1}
    sim = determinize_clans(view, random.Random(0), {i: 1.0})
    assert sim.owner[i] == me and sim.sides[i] == sim.sides[9 + i] == []
    # the rest of the deal does not depend on the chances
    other = determinize_clans(view, random.Random(0), {i: 0.0})
    assert other.owner[i] == 1 - me and other.hands == sim.hands and other.deck == sim.deck


def test_round_win_chance():
    assert round_win_chance([1.0] * 9) == 1.0
    assert round_win_chance([0.0] * 9) == 0.0
    assert round_win_chance([0.5] * 9) == pytest.approx(0.5)
    # five stones won for sure win the round (the opponent's cannot be adjacent)
    assert round_win_chance([1.0, 0.5] * 4 + [1.0]) == 1.0
    p = [0.5] * 9
    p[0] = p[1] = 0.0  # the opponent holds stones 0 and 1: stone 2 is vital
    imp = importances(p, decided=0b11)
    assert imp[2] == max(imp)
    assert imp[2] > 2 * imp[6]


def test_importance_is_the_difference_of_two_round_chances_to_the_last_bit():
    rng = random.Random(5)
    for n in range(300):
        p = [rng.choice([0.0, 1.0, rng.random(), round(rng.random(), 2)]) for _ in range(9)]
        decided = rng.randrange(1 << 9) if n % 2 else 0
        for i in range(9):
            won, lost = list(p), list(p)
            won[i], lost[i] = 1.0, 0.0
            expected = round_win_chance(won, decided) - round_win_chance(lost, decided)
            assert importance(p, i, decided) == expected
        assert importances(p, decided) == [importance(p, i, decided) for i in range(9)]


def test_max_weights_sum_to_one():
    for n, m in [(1, 1), (10, 3), (48, 8), (5, 9)]:
        w = max_weights(n, m)
        assert len(w) == n and sum(w) == pytest.approx(1.0)
        assert w == sorted(w, reverse=True)


def test_win_chance_of_a_settled_round():
    empty = [[] for _ in range(9)]
    table = Table(empty, [[] for _ in range(9)], [1, -1] * 4 + [1], [False] * 9, [], [])
    assert win_chance(table, Settings()) == 1.0


def test_wins_with():
    owner = [0, 0, -1, 1, -1, -1, -1, -1, -1]
    assert wins_with(owner, 0, 2) and not wins_with(owner, 0, 4) and not wins_with(owner, 1, 2)
    assert wins_with([0, -1, 0, -1, 0, -1, 0, -1, -1], 0, 8)


def test_the_stored_tables_are_their_definition():
    # the play-out tables are constants of the code (computing them was the slowest part of
    # the computer's first decision on a slow device); they must equal their definition
    from schotten.bots import playout, playout_tables

    ensure_tables()
    stored = (list(playout.PAIR), list(playout.SINGLE), playout.EMPTY)
    assert stored == (list(playout_tables.PAIR), list(playout_tables.SINGLE), playout_tables.EMPTY)
    for _ in playout.compute_tables():
        pass
    assert (list(playout.PAIR), list(playout.SINGLE), playout.EMPTY) == stored
    assert len(stored[0]) == 54 * 54 and all(stored[0][a * 54 + a] == 0 for a in range(54))


def test_third_ratings_are_the_ratings():
    from schotten.bots.fast import rate3
    from schotten.bots.playout import third_ratings

    rng = random.Random(3)
    for _ in range(200):
        a, b, c = rng.sample(range(54), 3)
        assert third_ratings(a, b)[c] == third_ratings(b, a)[c] == rate3(a, b, c)


def test_the_play_out_chance_strictly_increases_with_the_potential():
    # the policy picks the best card of a short side by its potential alone: that needs the
    # rounded logistic to stay strictly increasing over every difference of potentials that
    # can occur (a rating is at most a colour-run of 7 8 9: 4 * 64 + 24)
    from schotten.bots.playout import SIGMOID, SPAN

    top = (4 << KIND_SHIFT) + 24 + 2
    assert top < SPAN
    window = SIGMOID[SPAN - top : SPAN + top + 1]
    assert all(a < b for a, b in itertools.pairwise(window))


def test_the_simulator_plays_the_banshee_and_the_traitor():
    from schotten.bots.sim import BANSHEE, TRAITOR, ruse

    ensure_tables()
    state = new_game(Options(), 3)
    sim = sim_of_state(state)
    r7, r8, r9, b1, b2 = (Card.parse(t).index for t in ("R7", "R8", "R9", "B1", "B2"))
    sim.sides[9 + 4] = [r7, r8, r9]  # the other player's colour-run on stone 4
    sim.rating[9 + 4] = rate3(r7, r8, r9)
    sim.done[9 + 4] = 0
    sim.sides[2] = [b1, b2]  # the mover's side of stone 2
    sim.turn = 0
    sim.tactics = [[BANSHEE, TRAITOR], []]
    sim.played = [0, 0]
    after = sim.copy()
    after.play(ruse(TRAITOR, r9), 2)  # R9 from their stone 4 to our stone 2
    assert after.sides[9 + 4] == [r7, r8] and after.rating[9 + 4] == -1
    assert after.sides[2] == [b1, b2, r9] and after.rating[2] == rate3(b1, b2, r9)
    assert after.tactics[0] == [BANSHEE] and after.played == [1, 0] and after.turn == 1
    assert sim.sides[9 + 4] == [r7, r8, r9] and sim.tactics[0] == [BANSHEE, TRAITOR]  # a copy
    gone = sim.copy()
    gone.play(ruse(BANSHEE, r8), 4)
    assert gone.sides[9 + 4] == [r7, r9] and gone.done[9 + 4] == NOT_DONE
    assert all(r8 not in side for side in gone.sides)


def test_the_simulator_plays_the_strategist():
    from schotten.actions import Strategist
    from schotten.bots.hard import sim_move
    from schotten.bots.sim import DISCARD_TO, STRATEGIST, ruse

    ensure_tables()
    state = new_game(Options(), 3)
    sim = sim_of_state(state)
    r7, r8, r9, b1 = (Card.parse(t).index for t in ("R7", "R8", "R9", "B1"))
    sim.sides[4] = [r9, b1]  # the mover's stone 4
    sim.sides[2] = [r7, r8]  # and stone 2
    sim.turn = 0
    sim.tactics = [[STRATEGIST], []]
    sim.played = [0, 0]
    moved = sim.copy()
    moved.play(ruse(STRATEGIST, r9), 2)  # our R9 from stone 4 to stone 2
    assert moved.sides[4] == [b1] and moved.sides[2] == [r7, r8, r9]
    assert moved.rating[2] == rate3(r7, r8, r9) and moved.done[2] == 0
    assert moved.tactics[0] == [] and moved.played == [1, 0] and moved.turn == 1
    assert sim.sides[4] == [r9, b1] and sim.tactics[0] == [STRATEGIST]  # a copy
    gone = sim.copy()
    gone.play(ruse(STRATEGIST, b1), DISCARD_TO)
    assert gone.sides[4] == [r9] and all(b1 not in side for side in gone.sides)
    # the engine's action as the simulator's move
    r9_card, b1_card = Card.parse("R9"), Card.parse("B1")
    assert sim_move(Strategist(r9_card, 4, 2), ()) == (ruse(STRATEGIST, r9), 2)
    assert sim_move(Strategist(b1_card, 4, None), ()) == (ruse(STRATEGIST, b1), DISCARD_TO)
    assert sim_move(Strategist(b1_card, 4, 2), (2,)) is None  # a stone it does not model


def test_the_policy_plays_a_ruse_that_pays():
    from schotten.bots.playout import HeuristicPolicy
    from schotten.bots.sim import RUSE_BASE, TRAITOR, ruse

    ensure_tables()
    state = new_game(Options(), 4)
    sim = sim_of_state(state)
    r7, r8, r9 = (Card.parse(t).index for t in ("R7", "R8", "R9"))
    for c in (r7, r8, r9):
        for h in sim.hands:
            if c in h:
                h.remove(c)
        if c in sim.deck:
            sim.deck.remove(c)
    sim.sides[9 + 4] = [r7, r8, r9]
    sim.rating[9 + 4] = rate3(r7, r8, r9)
    sim.done[9 + 4] = 0
    sim.turn = 0
    sim.played = [0, 0]
    sim.tactics = [[], []]
    plain = HeuristicPolicy().choose(sim)
    assert plain[0] >= 0  # no ruse held: a clan card
    sim.tactics = [[TRAITOR], []]
    card, _ = HeuristicPolicy().choose(sim)
    assert card <= RUSE_BASE  # the Traitor breaks their colour-run
    assert card in {ruse(TRAITOR, x) for x in (r7, r8, r9)}
    sim.played = [1, 0]  # the tactic limit: one ahead already
    assert HeuristicPolicy().choose(sim)[0] >= 0
