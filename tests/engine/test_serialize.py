"""Saves and replays: exact round trips, strict validation, never a half-loaded game."""

import copy
import json
import random

import pytest

from schotten.errors import (
    CorruptSaveError,
    InconsistentSaveError,
    ReplayError,
    SaveError,
    UnsupportedVersionError,
)
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import (
    FORMAT,
    VERSION,
    dumps,
    from_replay,
    loads,
    replay_dumps,
    replay_loads,
    to_dict,
    to_replay,
)


def played(seed=3, steps=40, rounds=2, timing="normal"):
    state = new_game(Options(rounds=rounds, claim_timing=timing), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def doc(state=None):
    return to_dict(state or played())


def load(data):
    return loads(json.dumps(data))


def test_format_and_round_trip():
    state = played()
    data = json.loads(dumps(state))
    assert data["format"] == FORMAT == "schotten-totten-save" and data["version"] == VERSION == 1
    assert loads(dumps(state)) == state
    assert dumps(loads(dumps(state))) == dumps(state)
    assert loads(dumps(state).encode()) == state


def test_round_trip_at_every_step_of_a_match():
    state = new_game(Options(rounds=2, claim_timing="expert"), 11)
    rng = random.Random(2)
    while not state.is_terminal:
        assert loads(dumps(state)) == state
        state = apply(state, rng.choice(legal_actions(state)))
    assert loads(dumps(state)) == state


def test_replay_form():
    state = played(steps=200)
    replay = to_replay(state)
    assert set(replay) == {"format", "version", "options", "seed", "actions"}
    assert replay["actions"][:2] == [str(h.action) for h in state.history[:2]]
    assert from_replay(replay) == state
    assert replay_loads(replay_dumps(state)) == state


def test_replay_with_an_illegal_action():
    replay = to_replay(played())
    replay["actions"].insert(1, "claim 0")
    with pytest.raises(ReplayError) as info:
        from_replay(replay)
    assert "replay action 1 (claim 0)" in info.value.message
    replay["actions"][1] = "fly"
    with pytest.raises(CorruptSaveError):
        from_replay(replay)
    with pytest.raises(UnsupportedVersionError):
        from_replay({**replay, "version": 2})


def mutate(fn):
    data = copy.deepcopy(doc())
    fn(data)
    return data


CORRUPT = {
    "not an object": [],
    "wrong format": {"format": "chess"},
    "missing field": mutate(lambda d: d.pop("deck")),
    "unknown field": mutate(lambda d: d.update(extra=1)),
    "bad version": mutate(lambda d: d.update(version="1")),
    "version zero": mutate(lambda d: d.update(version=0)),
    "bad card": mutate(lambda d: d["deck"].__setitem__(0, "Z9")),
    "card not a string": mutate(lambda d: d["deck"].__setitem__(0, 5)),
    "bad phase": mutate(lambda d: d.update(phase="lunch")),
    "bad player": mutate(lambda d: d.update(current_player=2)),
    "bool player": mutate(lambda d: d.update(current_player=True)),
    "eight stones": mutate(lambda d: d["stones"].pop()),
    "stone not an object": mutate(lambda d: d["stones"].__setitem__(0, [])),
    "bad action": mutate(lambda d: d["history"].append({"round": 0, "player": 0, "action": "x"})),
    "bad options": mutate(lambda d: d["options"].update(variant="tactical")),
    "negative seed": mutate(lambda d: d.update(seed=-1)),
    "round beyond match": mutate(lambda d: d.update(round=5)),
    "hands not a pair": mutate(lambda d: d["hands"].pop()),
}


@pytest.mark.parametrize("name", list(CORRUPT))
def test_corrupt_saves(name):
    with pytest.raises(CorruptSaveError) as info:
        load(CORRUPT[name])
    assert isinstance(info.value, SaveError) and isinstance(info.value, ValueError)
    assert info.value.message.startswith("corrupt save")


@pytest.mark.parametrize("text", ["", "{", "null", "[1, 2]", "\x00", "{" * 100000 + "}" * 100000])
def test_not_json_or_not_an_object(text):
    with pytest.raises(CorruptSaveError):
        loads(text)


def test_future_version():
    with pytest.raises(UnsupportedVersionError) as info:
        load(mutate(lambda d: d.update(version=2)))
    assert "version 2" in info.value.message and info.value.params["version"] == 2


def move_card(d, src, dst):
    d[dst[0]][dst[1]].append(d[src[0]][src[1]].pop())


def _dup(d):
    d["hands"][0][0] = d["deck"][0]


def _four(d):
    d["stones"][0]["sides"][0] = d["deck"][:4]
    d["deck"] = d["deck"][4:]


def _missing(d):
    d["deck"].pop()


def _extra_hand(d):
    d["hands"][0].append(d["deck"].pop())


def _swap_deck_hand_count(d):
    d["deck"].append(d["hands"][1].pop())


def _claimed_incomplete(d):
    d["stones"][3]["claimed_by"] = 0


def _completed_at_wrong(d):
    d["stones"][0]["completed_at"] = [3, None]


def _scores(d):
    d["scores"] = [5, 0]


def _won_but_playing(d):
    for i in (0, 1, 2):
        d["stones"][i]["sides"][0] = d["deck"][:3]
        d["stones"][i]["completed_at"][0] = i
        d["deck"] = d["deck"][3:]
        d["stones"][i]["claimed_by"] = 0


INCONSISTENT = {
    "card twice": (_dup, "duplicate_card"),
    "four cards on a side": (_four, "side_overfull"),
    "card missing": (_missing, "missing_card"),
    "seven in hand": (_extra_hand, "hand_overfull"),
    "impossible hand size": (_swap_deck_hand_count, "bad_count"),
    "claimed with an incomplete side": (_claimed_incomplete, "inconsistent_save"),
    "completed_at without 3 cards": (_completed_at_wrong, "inconsistent_save"),
    "scores without results": (_scores, "bad_scores"),
    "round won but still playing": (_won_but_playing, "inconsistent_save"),
}


@pytest.mark.parametrize("name", list(INCONSISTENT))
def test_inconsistent_saves(name):
    data = copy.deepcopy(doc(new_game(Options(rounds=2, first_player=0), 4)))
    change, code = INCONSISTENT[name]
    change(data)
    with pytest.raises(InconsistentSaveError) as info:
        load(data)
    assert info.value.message.startswith("inconsistent save")
    assert info.value.code == code


def test_duplicate_card_message_names_it():
    data = doc(new_game(Options(first_player=0), 4))
    card = data["deck"][0]
    data["hands"][0][0] = card
    with pytest.raises(InconsistentSaveError) as info:
        load(data)
    assert f"{card} appears twice" in info.value.message and info.value.code == "duplicate_card"


def test_finished_match_round_trips():
    state = played(steps=5000, rounds=3)
    assert state.is_terminal
    assert loads(dumps(state)) == state


def test_names_travel_with_the_save():
    state = new_game(Options(names=("Ann", "Bob")), 5)
    again = loads(dumps(state))
    assert again.options.names == ("Ann", "Bob")
    assert json.loads(dumps(state))["options"]["names"] == ["Ann", "Bob"]


def test_bots_travel_with_the_save():
    state = new_game(Options(names=("Ann", "Computer"), bots=(None, "hard")), 5)
    again = loads(dumps(state))
    assert again.options.bots == (None, "hard")
    assert json.loads(dumps(state))["options"]["bots"] == [None, "hard"]


def test_a_save_without_bots_is_unchanged():
    state = new_game(Options(names=("Ann", "Bob")), 5)
    assert "bots" not in json.loads(dumps(state))["options"]
    assert loads(dumps(state)).options.bots is None


@pytest.mark.parametrize(
    "bots", [("expert", None), ("hard",), ["hard", None], (None, 3), ("easy", "medium", None)]
)
def test_bad_bots_are_refused(bots):
    with pytest.raises(ValueError, match="bots"):
        Options(bots=bots)


def test_bad_bots_in_a_save_are_refused():
    with pytest.raises(ValueError, match="bots"):
        Options.from_dict({"bots": "hard"})


@pytest.mark.parametrize("names", [("", "Bob"), ("Ann",), (" Ann", "Bob"), ("A" * 41, "Bob")])
def test_bad_names_are_refused(names):
    with pytest.raises(ValueError, match="names"):
        Options(names=names)


def test_a_swapped_card_that_keeps_every_count_is_caught_by_the_history():
    # Swap a card of p1's hand with one in the deck: every count still holds, but the
    # position no longer follows from the seed and the actions.
    doc = to_dict(played(seed=11, steps=12))
    doc["hands"][0][0], doc["deck"][0] = doc["deck"][0], doc["hands"][0][0]
    with pytest.raises(InconsistentSaveError, match="seed and the history"):
        loads(json.dumps(doc))


def test_an_edited_history_is_caught():
    doc = to_dict(played(seed=11, steps=12))
    doc["history"] = doc["history"][:-3]
    with pytest.raises(InconsistentSaveError):
        loads(json.dumps(doc))
