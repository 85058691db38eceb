"""The shipped puzzles: each re-solved, its answer unique and checked by brute force."""

from __future__ import annotations

import contextlib
import copy
import json
from collections import Counter
from datetime import date
from functools import lru_cache
from itertools import combinations

import pytest
from engine_kit import brute_best
from hypothesis import given, settings
from hypothesis import strategies as st
from test_endgame import brute

from schotten.actions import Place
from schotten.claims import unseen_pool
from schotten.formations import formation
from schotten.puzzles import (
    InvalidPuzzleError,
    Puzzle,
    check_answer,
    claim_candidates,
    dump_puzzles,
    is_position,
    load_puzzles,
    parse_puzzles,
    puzzle_of_the_day,
    solve_puzzle,
)
from schotten.rules import apply, legal_actions
from schotten.state import GameState


@lru_cache(maxsize=1)
def shipped() -> tuple[Puzzle, ...]:
    return tuple(load_puzzles())


def test_at_least_400_puzzles_of_both_kinds_and_every_difficulty():
    puzzles = shipped()
    assert len(puzzles) >= 400
    kinds = Counter((p.kind, p.difficulty) for p in puzzles)
    assert set(kinds) == {(k, d) for k in ("claims", "endgame") for d in (1, 2, 3)}
    assert all(kinds["claims", d] >= 50 for d in (1, 2, 3))


def test_at_most_one_claims_puzzle_in_four_has_no_stone_to_claim():
    claims = [p for p in shipped() if p.kind == "claims"]
    none = [p for p in claims if p.answer == ()]
    assert 4 * len(none) <= len(claims)
    for d in (1, 2, 3):  # in each difficulty too
        level = [p for p in claims if p.difficulty == d]
        assert 4 * sum(1 for p in level if p.answer == ()) <= len(level)


def where_cards_lie(state: GameState) -> dict[str, tuple[int, int]]:
    return {
        str(c): (i, side)
        for i, s in enumerate(state.stones)
        for side in (0, 1)
        for c in s.sides[side]
    }


def test_no_two_puzzles_of_one_deal_are_within_three_cards():
    """Two puzzles of the same game differ by at least four cards (on another stone, another
    side, or not on the table): no pair a card apart with the same answer."""
    by_deal: dict[str, list[tuple[str, dict[str, tuple[int, int]]]]] = {}
    for p in shipped():
        deal = json.dumps([p.replay["options"], p.replay["seed"]], sort_keys=True)
        by_deal.setdefault(deal, []).append((p.id, where_cards_lie(p.position())))
    assert len(by_deal) >= 150
    for kept in by_deal.values():
        for (a, spot_a), (b, spot_b) in combinations(kept, 2):
            apart = sum(1 for c in spot_a.keys() | spot_b.keys() if spot_a.get(c) != spot_b.get(c))
            assert apart > 3, (a, b, apart)


def brute_claimable(state: GameState) -> tuple[int, ...]:
    """Claimable stones by enumerating every completion of the opponent's side."""
    p = state.current_player
    pool = list(unseen_pool(state))
    out = []
    for i in claim_candidates(state):
        stone = state.stones[i]
        mine = formation(stone.sides[p])
        theirs = stone.sides[1 - p]
        if len(theirs) == 3:
            other = formation(theirs)
            ok = mine > other or (mine == other and stone.first_complete == p)
        else:
            best = brute_best(theirs, pool)
            ok = best is None or best <= mine
        if ok:
            out.append(i)
    return tuple(out)


@pytest.mark.parametrize("kind", ["claims", "endgame"])
def test_every_shipped_puzzle_resolves_to_its_unique_answer(kind: str):
    for puzzle in shipped():
        if puzzle.kind != kind:
            continue
        state = puzzle.position()
        assert is_position(state, kind), puzzle.id
        assert solve_puzzle(state, kind) == puzzle.answer, puzzle.id
        if kind == "claims":
            assert brute_claimable(state) == puzzle.answer, puzzle.id


def test_endgame_answers_by_brute_force():
    """Through the engine itself: the answer wins against every defence, every other placement
    does not (on the endgames small enough for an unpruned search)."""
    checked = 0
    for puzzle in shipped():
        if puzzle.kind != "endgame":
            continue
        state = puzzle.position()
        if len(state.hands[0]) + len(state.hands[1]) > 6:
            continue
        me = state.current_player
        for action in legal_actions(state):
            if isinstance(action, Place):
                value = brute(apply(state, action), me, 0, False)
                assert (value == 1) == (str(action) == puzzle.answer), (puzzle.id, action)
        checked += 1
    assert checked >= 10


def test_answers_are_checked():
    for puzzle in shipped()[:40]:
        given = puzzle.answer if isinstance(puzzle.answer, str) else list(puzzle.answer)
        assert check_answer(puzzle, given)
        if puzzle.kind == "claims":
            wrong = sorted(set(puzzle.answer) ^ {claim_candidates(puzzle.position())[0]})
            assert not check_answer(puzzle, wrong)
        else:
            assert not check_answer(puzzle, "pass") and not check_answer(puzzle, "R0@12")


def test_the_file_round_trips():
    puzzles = list(shipped())
    assert parse_puzzles(dump_puzzles(puzzles)) == puzzles


def test_puzzle_of_the_day_is_the_same_everywhere_and_changes_daily():
    puzzles = shipped()
    days = [puzzle_of_the_day(puzzles, date(2026, 12, d)) for d in range(1, 8)]
    assert days == [puzzle_of_the_day(puzzles, date(2026, 12, d)) for d in range(1, 8)]
    assert len({p.id for p in days}) == 7


def _document() -> dict:
    return json.loads(dump_puzzles(list(shipped()[:3])))


MUTATIONS = [
    lambda d: d.pop("format"),
    lambda d: d.update(version=2),
    lambda d: d.update(puzzles={}),
    lambda d: d["puzzles"][0].pop("answer"),
    lambda d: d["puzzles"][0].update(kind="chess"),
    lambda d: d["puzzles"][0].update(difficulty=True),
    lambda d: d["puzzles"][0].update(difficulty=7),
    lambda d: d["puzzles"][0].update(id=""),
    lambda d: d["puzzles"][1].update(id=d["puzzles"][0]["id"]),
    lambda d: d["puzzles"][0].update(replay=[]),
]


@pytest.mark.parametrize("n", range(len(MUTATIONS)))
def test_a_damaged_file_is_refused_with_a_reason(n: int):
    doc = _document()
    MUTATIONS[n](doc)
    with pytest.raises(InvalidPuzzleError):
        parse_puzzles(json.dumps(doc))


def test_a_record_whose_game_is_impossible_is_refused_when_opened():
    doc = _document()
    record = copy.deepcopy(doc["puzzles"][0])
    record["replay"]["actions"][0] = "claim 4"
    doc["puzzles"][0] = record
    (bad, *_) = parse_puzzles(json.dumps(doc))
    with pytest.raises(InvalidPuzzleError):
        bad.position()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=200).map(lambda b: b.decode("latin-1")))
def test_any_text_is_a_puzzle_file_or_a_clean_refusal(text: str):
    with contextlib.suppress(InvalidPuzzleError):
        parse_puzzles(text)


def test_a_nested_document_is_refused_cleanly():
    with pytest.raises(InvalidPuzzleError):
        parse_puzzles("[" * 100_000)
