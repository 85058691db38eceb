"""The fast best-completion search against a brute-force enumeration."""

import pytest
from engine_kit import brute_best, cards
from hypothesis import given
from hypothesis import strategies as st

from schotten.cards import CLAN_CARDS
from schotten.completion import best_completion
from schotten.formations import Formation, Kind, formation
from schotten.pool import Pool


@st.composite
def side_and_pool(draw, size=3):
    deck = draw(st.permutations(CLAN_CARDS))
    n_side = draw(st.integers(0, size - 1))
    n_pool = draw(st.integers(0, 54 - n_side))
    # keep the brute force quick: big pools only with a partial side
    if n_side == 0:
        n_pool = min(n_pool, draw(st.integers(0, 48)))
    side = tuple(deck[:n_side])
    pool = deck[n_side : n_side + n_pool]
    return side, pool


@given(side_and_pool())
def test_matches_brute_force(case):
    side, pool = case
    best = best_completion(side, pool)
    expected = brute_best(side, pool)
    if expected is None:
        assert best is None
        return
    assert best is not None
    assert best.formation == expected
    # the cards given are a real completion from the pool, reaching that formation
    assert set(best.cards) <= set(pool)
    assert len(best.cards) == 3 - len(side)
    assert formation((*side, *best.cards)) == best.formation


@given(st.permutations(CLAN_CARDS), st.integers(0, 3), st.integers(0, 18))
def test_four_card_sides_match_brute_force(deck, n_side, n_pool):
    side, pool = tuple(deck[:n_side]), deck[n_side : n_side + n_pool]
    best = best_completion(side, pool, size=4)
    expected = brute_best(side, pool, size=4)
    assert (best and best.formation) == expected


def test_empty_side_full_pool_is_the_top_colour_run():
    best = best_completion((), Pool.excluding(()))
    assert best is not None
    assert best.formation == Formation(Kind.COLOR_RUN, 24)


def test_too_few_cards():
    assert best_completion(cards("R1"), cards("B5")) is None
    assert best_completion((), ()) is None


def test_complete_side_is_its_own_formation():
    best = best_completion(cards("R1 R2 R3"), ())
    assert best is not None and best.cards == ()


def test_overfull_side_refused():
    with pytest.raises(ValueError):
        best_completion(cards("R1 R2 R3 R4"), ())


@pytest.mark.parametrize(
    ("side", "pool", "kind", "total"),
    [
        ("R5", "R6 R7 B5 Y5 P9", Kind.COLOR_RUN, 18),
        ("R5", "R6 B5 Y5 P9", Kind.THREE_OF_A_KIND, 15),
        ("R5 R6", "R1 B7", Kind.COLOR, 12),
        ("R5 R6", "B7 B4", Kind.RUN, 18),
        ("R5 B6", "P9 G9 Y1", Kind.SUM, 20),
        ("R9", "R1 R2", Kind.COLOR, 12),  # no wrap-around
    ],
)
def test_examples(side, pool, kind, total):
    best = best_completion(cards(side), cards(pool))
    assert best is not None and best.formation == Formation(kind, total)
