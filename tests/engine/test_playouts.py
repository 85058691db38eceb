"""Random play-outs of whole games: invariants, round trips, views (hypothesis drives the seeds)."""

import random

from engine_kit import all_cards_once
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.actions import Claim, Place
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game, round_winner
from schotten.serialize import dumps, from_replay, loads, to_replay
from schotten.state import Phase
from schotten.views import player_view

seeds = st.integers(0, 2**63 - 1)
timings = st.sampled_from(["normal", "expert"])


def check_invariants(before, after, action):
    assert all_cards_once(after)
    assert all(len(side) <= 3 for s in after.stones for side in s.sides)
    assert len(after.hands[0]) <= 6 and len(after.hands[1]) <= 6
    if after.round_no == before.round_no:
        for old, new in zip(before.stones, after.stones, strict=True):
            if old.claimed_by is not None:  # claimed stones are frozen
                assert new == old
            for p in (0, 1):  # cards never leave a stone within a round
                assert new.sides[p][: len(old.sides[p])] == old.sides[p]
    if isinstance(action, Place):
        p = before.current_player
        assert len(after.hands[p]) == len(before.hands[p]) - 1


@given(seeds, timings, st.integers(1, 2))
@settings(max_examples=100)
def test_random_playouts_end_with_a_winner_and_keep_invariants(seed, timing, rounds):
    state = new_game(Options(claim_timing=timing, rounds=rounds), seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal:
        actions = legal_actions(state)
        assert actions, state.phase
        # bias towards claims so that rounds end quickly, as players would
        claims = [a for a in actions if isinstance(a, Claim)]
        action = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(actions)
        after = apply(state, action)
        check_invariants(state, after, action)
        if after.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            assert round_winner(after) in (0, 1)
            assert after.round_results[-1].points[round_winner(after)] == 5
        state = after
        steps += 1
        assert steps < 2000
    assert len(state.round_results) == rounds
    assert sum(r.points[0] for r in state.round_results) == state.scores[0]
    assert from_replay(to_replay(state)) == state


@given(seeds, timings, st.integers(0, 150))
@settings(max_examples=40)
def test_save_load_save_is_identity_mid_game(seed, timing, steps):
    state = new_game(Options(claim_timing=timing, rounds=2), seed)
    rng = random.Random(seed ^ 1)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    text = dumps(state)
    loaded = loads(text)
    assert loaded == state
    assert dumps(loaded) == text
    assert from_replay(to_replay(state)) == state
    # the loaded game goes on exactly like the original
    actions = legal_actions(state)
    assert legal_actions(loaded) == actions


@given(seeds, st.integers(0, 120), st.randoms(use_true_random=False))
@settings(max_examples=40)
def test_views_never_leak(seed, steps, rnd):
    state = new_game(Options(rounds=2), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    for viewer in (0, 1):
        other = 1 - viewer
        # re-deal everything the viewer cannot see: the opponent's hand and the deck
        hidden = list(state.hands[other]) + list(state.deck)
        rnd.shuffle(hidden)
        k = len(state.hands[other])
        from dataclasses import replace

        hands = list(state.hands)
        hands[other] = tuple(sorted(hidden[:k]))
        twin = replace(state, hands=(hands[0], hands[1]), deck=tuple(hidden[k:]))
        view, twin_view = player_view(state, viewer), player_view(twin, viewer)
        assert view == twin_view
        assert view.to_dict() == twin_view.to_dict()
        data = view.to_dict()
        assert "deck" not in data and data["deck_size"] == len(state.deck)
        assert data["hand"] == [str(c) for c in state.hands[viewer]]
        assert data["opponent_hand_size"] == k
        assert set(data["unseen"]) == {str(c) for c in hidden}
