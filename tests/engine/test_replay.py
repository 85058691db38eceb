"""Replaying a game ply by ply: the same positions as the game, and only what may be seen."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.options import Options
from schotten.replay import Access, Replay, ReplayRefused, access
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import from_replay, to_replay
from schotten.state import GameState, Phase
from schotten.views import player_view


def play(seed: int, plies: int | None = None, **options: object) -> list[GameState]:
    state = new_game(Options(**options), seed=seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    states = [state]
    while legal_actions(state) and (plies is None or len(states) <= plies):
        state = apply(state, rng.choice(legal_actions(state)))
        states.append(state)
    return states


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["classic", "tactical"]), st.integers(1, 3))
def test_every_ply_replays_to_the_games_own_position(seed: int, variant: str, rounds: int) -> None:
    states = play(seed, variant=variant, rounds=rounds)
    replay = Replay(from_replay(to_replay(states[-1])))  # as read back from a shared record
    assert replay.plies == len(states) - 1
    order = list(range(len(states)))
    random.Random(seed).shuffle(order)  # jumps in any order
    for k in order:
        assert replay.position(k) == states[k]
    starts = replay.round_starts()
    assert len(starts) == rounds
    assert all(replay.position(k).history == states[k].history for k in starts)
    assert all(not replay.position(k).stones[0].sides[0] for k in starts)


def test_a_finished_game_shows_everything() -> None:
    states = play(5, names=("Ann", "Bob"))
    replay = Replay(states[-1])
    assert access(states[-1]) is Access.FULL
    frame = replay.frame(3)
    assert frame.state == states[3] and frame.view is None
    assert frame.last is not None and frame.last.action == states[3].history[-1].action
    assert replay.frame(0).last is None
    with pytest.raises(IndexError):
        replay.position(replay.plies + 1)


def test_a_game_between_people_in_progress_is_not_replayable() -> None:
    states = play(6, plies=20)
    assert states[-1].phase is not Phase.MATCH_OVER
    assert access(states[-1]) is Access.NONE
    with pytest.raises(ReplayRefused):
        Replay(states[-1]).frame(5)


def test_against_the_computer_a_game_in_progress_shows_the_persons_view_only() -> None:
    states = play(7, plies=20, bots=("hard", None))
    frame = Replay(states[-1]).frame(10)
    assert access(states[-1]) is Access.OWN
    assert frame.state is None and frame.view == player_view(states[10], 1)
