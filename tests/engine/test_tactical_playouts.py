"""Tactical games end to end: random play-outs with invariants, saves, replays and views."""

import copy
import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from engine_kit import all_64_once
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.actions import Claim, Place, Return
from schotten.bots import RandomBot, play_match
from schotten.cards import Card
from schotten.errors import CorruptSaveError, InconsistentSaveError
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game, round_winner
from schotten.serialize import dumps, from_replay, loads, to_dict, to_replay
from schotten.state import Phase
from schotten.tactics import Tactic
from schotten.views import player_view

seeds = st.integers(0, 2**63 - 1)
timings = st.sampled_from(["normal", "expert"])

# A classic save written by the engine before the tactical variant existed.
# fmt: off
CLASSIC_V1_SAVE = (
    '{"format":"schotten-totten-save","version":1,"options":{"variant":"classic","claim_timing":"normal","rounds":2,"first_player":null,"names":["Ann","Bob"]},"seed":5,"round":0,"starting_player":0,"current_player":0,"phase":"after_play","hands":[["Y5","G8","B3","P3","P4"],["O8","Y1","G3","P1","P6","P9"]],"deck":["O7","R4","Y9","G6","P7","R3","O5","R1","B2","R7","Y2","O6","P8","R8","R9","B4","O9","R5","B7","O1","B5","O3","G9","Y6","R6","Y4","G4","G2","Y7","R2","B9","Y3","P2","O4","G1","G5","B6","G7"],"stones":[{"sides":[[],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[[],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[[],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[[],["B1"]],"claimed_by":null,"completed_at":[null,null]},{"sides":[["B8"],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[["P5"],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[[],[]],"claimed_by":null,"completed_at":[null,null]},{"sides":[[],["Y8"]],"claimed_by":null,"completed_at":[null,null]},{"sides":[["O2"],[]],"claimed_by":null,"completed_at":[null,null]}],"scores":[0,0],"round_results":[],"history":[{"round":0,"player":0,"action":"O2@8"},{"round":0,"player":0,"action":"end"},{"round":0,"player":1,"action":"Y8@7"},{"round":0,"player":1,"action":"end"},{"round":0,"player":0,"action":"B8@4"},{"round":0,"player":0,"action":"end"},{"round":0,"player":1,"action":"B1@3"},{"round":0,"player":1,"action":"end"},{"round":0,"player":0,"action":"P5@5"}]}'
)
# fmt: on


def tactical(timing="normal", rounds=1):
    return Options(variant="tactical", claim_timing=timing, rounds=rounds)


def check_invariants(before, after, action):
    assert all_64_once(after)
    for s in after.stones:
        assert len(s.sides[0]) <= s.size and len(s.sides[1]) <= s.size
        for p in (0, 1):
            assert (len(s.sides[p]) == s.size) == (s.completed_at[p] is not None)
    for p in (0, 1):
        limit = 9 if after.phase is Phase.RETURN and p == after.current_player else 7
        assert len(after.hands[p]) <= limit
        assert after.played[p].count(Tactic.JOKER) <= 1
    assert abs(len(after.played[0]) - len(after.played[1])) <= 1
    assert all(isinstance(c, Card) for c in after.deck)
    assert all(isinstance(c, Tactic) for c in after.tactic_deck)
    if after.round_no == before.round_no:
        for old, new in zip(before.stones, after.stones, strict=True):
            if old.claimed_by is not None:  # claimed stones are frozen
                assert new == old
            assert set(old.modes) <= set(new.modes)  # modes are never removed
        assert before.discard == after.discard[: len(before.discard)]  # the pile only grows
    if isinstance(action, Place):
        p = before.current_player
        assert len(after.hands[p]) == len(before.hands[p]) - 1


def random_round(seed, timing, rounds, check=True):
    state = new_game(tactical(timing, rounds), seed)
    rng = random.Random(seed)
    steps = 0
    kinds = Counter()
    while not state.is_terminal:
        actions = legal_actions(state)
        assert actions, state.phase
        claims = [a for a in actions if isinstance(a, Claim)]
        action = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(actions)
        after = apply(state, action)
        if check:
            check_invariants(state, after, action)
        kinds[type(action).__name__] += 1
        state = after
        steps += 1
        assert steps < 3000
    return state, kinds


@given(seeds, timings, st.integers(1, 2))
@settings(max_examples=60)
def test_random_tactical_playouts_end_in_a_win_or_a_stalemate(seed, timing, rounds):
    state, _ = random_round(seed, timing, rounds)
    assert len(state.round_results) == rounds
    for r in state.round_results:
        assert r.how in ("adjacent", "five", "stalemate")
        if r.winner is None:
            assert r.how == "stalemate" and r.points == r.stones and r.stones[0] == r.stones[1]
        else:
            assert r.points[r.winner] == 5
    assert sum(r.points[0] for r in state.round_results) == state.scores[0]
    assert from_replay(to_replay(state)) == state
    assert loads(dumps(state)) == state


def test_every_tactic_card_and_the_stalemate_turn_up_in_random_play():
    seen = Counter()
    hows = Counter()
    for seed in range(60):
        state, kinds = random_round(seed, "normal", 1, check=False)
        seen.update(kinds)
        hows[state.round_results[-1].how] += 1
    for kind in ("Place", "Mode", "Recruit", "Return", "Strategist", "Banshee", "Traitor", "Pass"):
        assert seen[kind] > 0, kind
    assert hows["adjacent"] and hows["five"]


def test_stalemates_happen_in_random_play():
    for seed in range(400):
        state, _ = random_round(seed, "normal", 1, check=False)
        if state.round_results[-1].how == "stalemate":
            assert round_winner(state) == state.round_results[-1].winner
            assert loads(dumps(state)) == state
            return
    pytest.fail("no stalemate in 400 random rounds")


@given(seeds, timings, st.integers(0, 200))
@settings(max_examples=40)
def test_tactical_save_load_save_is_identity_mid_game(seed, timing, steps):
    state = new_game(tactical(timing, 2), seed)
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
    assert legal_actions(loaded) == legal_actions(state)


def midgame(seed=4, until=None, steps=400):
    """A tactical game played at random until ``until(state)`` holds."""
    state = new_game(tactical(rounds=2), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal or (until is not None and until(state)):
            break
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def _returned(state):
    return isinstance(state.history[-1].action, Return)


def after_a_return(seed=0):
    for s in range(seed, seed + 200):
        state = midgame(s, until=lambda st: st.history[-1:] and _returned(st))
        if state.history and isinstance(state.history[-1].action, Return):
            return state
    raise AssertionError("no Recruiter in 200 games")


def test_the_recruiters_hidden_choices_replay_on_load():
    state = after_a_return()
    assert loads(dumps(state)) == state
    data = to_dict(state)
    # another pair of cards put back: the position no longer follows from the history
    entry = data["history"][-1]
    p = entry["player"]
    hand = data["hands"][p]
    returned = entry["action"].split()[1:]
    swap = next(c for c in hand if c not in returned)
    entry["action"] = "return " + " ".join([swap, *returned[1:]])
    with pytest.raises(InconsistentSaveError):
        loads(json.dumps(data))


def test_the_recruiter_in_a_view_shows_only_the_decks():
    state = after_a_return()
    p = state.history[-1].player
    mine = player_view(state, p).history[-1].action
    theirs = player_view(state, 1 - p).history[-1].action
    assert not mine.concealed and mine == state.history[-1].action
    assert theirs.concealed and theirs.decks == mine.decks
    text = json.dumps(player_view(state, 1 - p).to_dict())
    assert str(mine) not in text


@given(seeds, st.integers(0, 160), st.randoms(use_true_random=False))
@settings(max_examples=40)
def test_tactical_views_never_leak(seed, steps, rnd):
    state = midgame(seed % 1000, steps=steps)
    for viewer in (0, 1):
        other = 1 - viewer
        # re-deal what the viewer cannot see: the opponent's clan cards with the clan deck, the
        # opponent's tactic cards with the tactic deck (card backs show which deck a card is from)
        theirs = state.hands[other]
        clan = [c for c in theirs if isinstance(c, Card)] + list(state.deck)
        tactics = [c for c in theirs if isinstance(c, Tactic)] + list(state.tactic_deck)
        rnd.shuffle(clan)
        rnd.shuffle(tactics)
        n_clan = sum(1 for c in theirs if isinstance(c, Card))
        n_tactic = len(theirs) - n_clan
        from schotten.tactics import card_key

        hand = tuple(sorted([*clan[:n_clan], *tactics[:n_tactic]], key=card_key))
        hands = (hand, state.hands[1]) if other == 0 else (state.hands[0], hand)
        twin = replace(
            state, hands=hands, deck=tuple(clan[n_clan:]), tactic_deck=tuple(tactics[n_tactic:])
        )
        view, twin_view = player_view(state, viewer), player_view(twin, viewer)
        assert view.to_dict() == twin_view.to_dict()
        data = view.to_dict()
        assert "deck" not in data and "tactic_deck" not in data
        assert data["tactic_deck_size"] == len(state.tactic_deck)
        assert data["discard"] == [str(c) for c in state.discard]
        assert data["tactics_played"] == [len(state.played[0]), len(state.played[1])]
        assert data["opponent_hand_tactics"] == n_tactic


def test_view_fields_for_the_ui():
    state = midgame(2, steps=60)
    data = player_view(state, state.current_player).to_dict()
    for key in (
        "tactic_deck_size",
        "discard",
        "played",
        "tactics_played",
        "opponent_hand_tactics",
        "tactics",
        "return_count",
        "stalemate_pending",
    ):
        assert key in data
    assert all({"modes", "size", "elites"} <= set(s) for s in data["stones"])
    # classic views keep their shape
    classic = player_view(new_game(Options(), 1), 0).to_dict()
    assert "discard" not in classic and "modes" not in classic["stones"][0]


# --- saves -------------------------------------------------------------------------------------


def test_a_classic_version_1_save_still_loads_exactly():
    state = loads(CLASSIC_V1_SAVE)
    assert dumps(state) == CLASSIC_V1_SAVE
    assert state.options.variant == "classic" and state.tactic_deck == ()


def test_tactical_save_format():
    state = midgame(3, steps=50)
    data = to_dict(state)
    assert data["version"] == 1 and data["options"]["variant"] == "tactical"
    assert list(data)[-4:] == ["tactic_deck", "discard", "played", "passes"]
    assert all(list(s) == ["sides", "claimed_by", "completed_at", "modes"] for s in data["stones"])
    classic = to_dict(new_game(Options(), 3))
    assert "tactic_deck" not in classic and "modes" not in classic["stones"][0]


def tactical_doc():
    return to_dict(midgame(5, steps=40))


def mutate(fn):
    data = copy.deepcopy(tactical_doc())
    fn(data)
    return data


CORRUPT = {
    "missing tactic deck": mutate(lambda d: d.pop("tactic_deck")),
    "missing modes": mutate(lambda d: d["stones"][0].pop("modes")),
    "bad tactic card": mutate(lambda d: d["tactic_deck"].__setitem__(0, "WIZARD")),
    "clan card in the tactic deck": mutate(lambda d: d["tactic_deck"].__setitem__(0, "R1")),
    "tactic card in the clan deck": mutate(lambda d: d["deck"].__setitem__(0, "SPY")),
    "bad played": mutate(lambda d: d.update(played=[["R1"], []])),
    "bad passes": mutate(lambda d: d.update(passes=-1)),
    "bad how": mutate(
        lambda d: d["round_results"].append(
            {"round": 0, "winner": None, "stones": [1, 1], "points": [1, 1], "how": "tie"}
        )
    ),
}


@pytest.mark.parametrize("name", list(CORRUPT))
def test_corrupt_tactical_saves(name):
    with pytest.raises(CorruptSaveError):
        loads(json.dumps(CORRUPT[name]))


def test_a_classic_save_with_tactical_fields_is_corrupt():
    data = to_dict(new_game(Options(), 2))
    data["passes"] = 0
    with pytest.raises(CorruptSaveError):
        loads(json.dumps(data))


def _third_joker(d):
    i = next(i for i, c in enumerate(d["tactic_deck"]) if c != "JOKER")
    d["tactic_deck"][i] = "JOKER"


def _tactic_missing(d):
    d["tactic_deck"].pop()


INCONSISTENT = {
    "a third Joker": (_third_joker, "duplicate_card"),
    "a tactic card missing": (_tactic_missing, "missing_card"),
}


@pytest.mark.parametrize("name", list(INCONSISTENT))
def test_inconsistent_tactical_saves(name):
    data = copy.deepcopy(to_dict(new_game(tactical(), 4)))
    change, code = INCONSISTENT[name]
    change(data)
    with pytest.raises(InconsistentSaveError) as info:
        loads(json.dumps(data))
    assert info.value.code == code


def test_a_combat_mode_on_a_side_is_inconsistent():
    data = to_dict(new_game(tactical(), 4))
    mode = data["tactic_deck"].pop(data["tactic_deck"].index("MUD"))
    data["stones"][8]["sides"][0] = [mode]
    with pytest.raises(InconsistentSaveError) as info:
        loads(json.dumps(data))
    assert "never lies on a side" in info.value.message


def test_a_tactic_card_in_a_classic_hand_is_corrupt():
    data = to_dict(new_game(Options(), 4))
    data["hands"][0][0] = "JOKER"
    with pytest.raises(CorruptSaveError):
        loads(json.dumps(data))


def test_bots_generic_over_legal_actions_finish_tactical_matches():
    state = play_match([RandomBot(1), RandomBot(2)], tactical(rounds=2), 9)
    assert state.is_terminal and len(state.round_results) == 2
