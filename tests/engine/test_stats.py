"""Statistics of finished games: counting from the person's side, head-to-head, bad records."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.errors import CorruptSaveError, UnsupportedVersionError
from schotten.options import Options
from schotten.rules import apply as play
from schotten.rules import legal_actions, match_winner, new_game
from schotten.state import GameState
from schotten.stats import (
    GameRecord,
    RoundRecord,
    add,
    compute,
    dump_records,
    forget,
    load_records,
    merge,
)


def finished(seed: int, **options: object) -> GameState:
    state = new_game(Options(**options), seed=seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while legal_actions(state):
        state = play(state, rng.choice(legal_actions(state)))
    return state


def record(
    game_id: str,
    winner: int | None,
    *,
    at: float,
    bots: tuple[str | None, str | None] = (None, "hard"),
    names: tuple[str, str] = ("Ann", "computer"),
    variant: str = "classic",
    how: str = "adjacent",
) -> GameRecord:
    stones = (3, 1) if winner == 0 else (1, 3) if winner == 1 else (2, 2)
    rounds = (RoundRecord(winner, stones, how),)
    scores = (5, 1) if winner == 0 else (1, 5) if winner == 1 else (2, 2)
    return GameRecord(game_id, at, variant, names, bots, winner, scores, rounds)


def test_a_finished_match_gives_its_record_and_a_running_one_does_not() -> None:
    state = finished(3, rounds=3, names=("Ann", "Bob"))
    r = GameRecord.from_state("g1", state, 1_700_000_000.0)
    assert len(r.rounds) == 3 and r.names == ("Ann", "Bob") and r.person is None
    assert r.winner == match_winner(state) and r.scores == state.scores
    assert [x.stones for x in r.rounds] == [x.stones for x in state.round_results]
    assert GameRecord.from_dict(json.loads(json.dumps(r.to_dict()))) == r
    with pytest.raises(ValueError):
        GameRecord.from_state("g2", new_game(), 0.0)


def test_results_streaks_and_stones_are_counted_from_the_persons_side() -> None:
    records = [
        record("a", 0, at=1),
        record("b", 0, at=2),
        record("c", 1, at=3),  # the computer won
        record("d", 0, at=4, how="five"),
        record("e", 1, at=5, bots=("medium", None), names=("computer", "Ann")),  # Ann won
        record("f", None, at=6, variant="tactical", how="stalemate"),
    ]
    stats = compute(reversed(records))  # the order they finished, whatever the order given
    hard = stats.vs_computer[("classic", "hard")]
    assert (hard.games, hard.wins, hard.losses, hard.draws) == (4, 3, 1, 0)
    assert hard.best_streak == 2 and hard.streak == 1
    assert hard.won_by == {"adjacent": 2, "five": 1} and hard.lost_by == {"adjacent": 1}
    assert hard.average_stones == pytest.approx((3 + 3 + 1 + 3) / 4)
    classic = stats.vs_computer[("classic", None)]
    assert (classic.games, classic.wins, classic.streak) == (5, 4, 2)
    assert stats.vs_computer[("tactical", None)].draws == 1
    assert stats.games == 6


def test_head_to_head_pairs_names_whatever_the_seats_and_case() -> None:
    people = (None, None)
    stats = compute(
        [
            record("a", 0, at=1, bots=people, names=("Ann", "Bob")),
            record("b", 0, at=2, bots=people, names=("bob", "ann")),  # Bob won
            record("c", None, at=3, bots=people, names=("Ann", "Bob")),
            record("d", 1, at=4, bots=people, names=("Ann", "Cleo")),
            record("e", 0, at=5, bots=("easy", "hard")),  # the computer against itself
        ]
    )
    ann_bob = stats.head_to_head[("ann", "bob")]
    assert ann_bob.names == ("Ann", "Bob") and ann_bob.games == 3
    assert ann_bob.wins == [1, 1] and ann_bob.draws == 1
    assert stats.head_to_head[("ann", "cleo")].wins == [0, 1]
    assert not stats.vs_computer


def test_records_round_trip_and_a_bad_record_is_set_aside_not_the_others() -> None:
    records = [record(str(i), i % 2, at=i) for i in range(5)]
    text = dump_records(records)
    assert load_records(text).records == tuple(records)
    data = json.loads(text)
    data["games"][2]["rounds"][0]["how"] = "magic"
    data["games"][3]["finished"] = "yesterday"
    loaded = load_records(json.dumps(data))
    assert [r.game_id for r in loaded.records] == ["0", "1", "4"]
    assert len(loaded.set_aside) == 2
    assert load_records(None).records == () and load_records("").records == ()


@pytest.mark.parametrize(
    "text",
    ['{"format": "schotten-totten-save", "version": 1}', "[]", "{", "[" * 40 + "]" * 40],
)
def test_a_file_that_is_not_the_statistics_is_refused_whole(text: str) -> None:
    with pytest.raises(CorruptSaveError):
        load_records(text)


def test_statistics_of_a_later_version_are_refused_and_left_alone() -> None:
    with pytest.raises(UnsupportedVersionError):
        load_records('{"format": "schotten-totten-stats", "version": 2, "games": []}')


def test_add_replaces_a_game_forget_removes_it_merge_counts_it_once() -> None:
    a, b = record("a", 0, at=1), record("b", 1, at=2)
    again = record("a", 1, at=3)
    assert add((a, b), again) == (b, again)
    assert forget((a, b), "a") == (b,)
    assert merge((a, b), (again, record("c", 0, at=0))) == (record("c", 0, at=0), a, b)


@settings(max_examples=60, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    )
)
def test_any_record_is_read_or_set_aside(raw: object) -> None:
    text = json.dumps(
        {"format": "schotten-totten-stats", "version": 1, "games": [raw]}, allow_nan=True
    )
    try:
        loaded = load_records(text)
    except CorruptSaveError:
        return  # NaN or a huge number: the bounded reader refuses the file whole
    assert len(loaded.records) + len(loaded.set_aside) == 1
