import pytest
from hypothesis import given
from hypothesis import strategies as st

from schotten.actions import Claim, EndTurn, NextRound, Pass, Place, parse_action
from schotten.cards import CLAN_CARDS, Card
from schotten.errors import InvalidActionError


def all_actions():
    yield from (Place(c, s) for c in CLAN_CARDS for s in range(9))
    yield from (Claim(s) for s in range(9))
    yield from (Pass(), EndTurn(), NextRound())


def test_every_action_round_trips():
    for action in all_actions():
        assert parse_action(str(action)) == action


def test_notation_examples():
    assert str(Place(Card.parse("R5"), 3)) == "R5@3"
    assert str(Claim(3)) == "claim 3"
    assert [str(a) for a in (Pass(), EndTurn(), NextRound())] == ["pass", "end", "next"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "R5@9",
        "R5@",
        "R5@03",
        "X5@3",
        "R5 @3",
        "claim 9",
        "claim",
        "claim  3",
        "Pass",
        "end ",
        "jump",
        "claim -1",
        "R10@1",
    ],
)
def test_bad_notation_refused(text):
    with pytest.raises(InvalidActionError) as info:
        parse_action(text)
    assert repr(text) in str(info.value)


def test_constructors_check_stones():
    with pytest.raises(InvalidActionError) as info:
        Claim(9)
    assert info.value.code == "no_such_stone"
    with pytest.raises(InvalidActionError):
        Place(Card.parse("R5"), -1)


@given(st.text(alphabet="RBP0123456789@claimendxtpas ", max_size=9))
def test_fuzzed_parse(text):
    try:
        action = parse_action(text)
    except InvalidActionError:
        return
    assert str(action) == text
