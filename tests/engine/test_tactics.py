"""Tactic cards and the tactical actions' notation (docs/rules.md, "The tactical variant")."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from schotten.actions import (
    Banshee,
    Claim,
    EndTurn,
    Mode,
    NextRound,
    Pass,
    Place,
    Recruit,
    Return,
    Strategist,
    Traitor,
    parse_action,
    tactic_of,
)
from schotten.cards import CLAN_CARDS, Card
from schotten.errors import InvalidActionError, InvalidCardError
from schotten.tactics import (
    COMBAT_MODES,
    ELITE_TROOPS,
    TACTIC_CARDS,
    Tactic,
    card_key,
    parse_card,
    parse_cards,
)

R5 = Card.parse("R5")


def test_the_ten_tactic_cards():
    assert len(TACTIC_CARDS) == 10 and TACTIC_CARDS.count(Tactic.JOKER) == 2
    assert set(TACTIC_CARDS) == set(Tactic)
    assert [t.kind for t in Tactic] == ["elite"] * 3 + ["mode"] * 2 + ["ruse"] * 4
    assert ELITE_TROOPS == (Tactic.JOKER, Tactic.SPY, Tactic.SHIELD)
    assert COMBAT_MODES == (Tactic.BLIND, Tactic.MUD)
    assert Tactic.JOKER.values == tuple(range(1, 10))
    assert Tactic.SPY.values == (7,) and Tactic.SHIELD.values == (1, 2, 3)
    assert Tactic.BANSHEE.values == () and not Tactic.MUD.is_elite
    assert Tactic.SHIELD.label == "Shield Bearer" and Tactic.BLIND.label == "Blind-Man's Bluff"


@pytest.mark.parametrize("card", list(Tactic))
def test_tactic_notation_round_trips(card):
    assert Tactic.parse(str(card)) is card
    assert parse_card(str(card)) is card
    assert eval(repr(card), {"Tactic": Tactic}) is card


@pytest.mark.parametrize("text", ["joker", "Joker", "JOKERS", "", " SPY", "R10", "TACTIC"])
def test_bad_card_notation(text):
    with pytest.raises(InvalidCardError) as info:
        parse_card(text)
    assert repr(text) in info.value.message


def test_hands_sort_clan_cards_first_then_tactics():
    hand = parse_cards("TRAITOR P9 JOKER R1 MUD JOKER")
    assert [str(c) for c in sorted(hand, key=card_key)] == [
        "R1",
        "P9",
        "JOKER",
        "JOKER",
        "MUD",
        "TRAITOR",
    ]
    assert sorted(CLAN_CARDS, key=card_key) == list(CLAN_CARDS)


def tactical_actions():
    yield from (Place(t, s) for t in ELITE_TROOPS for s in (0, 8))
    yield from (Mode(t, s) for t in COMBAT_MODES for s in (0, 4))
    yield from (Recruit(c, 3 - c) for c in range(4))
    yield from (Recruit(1, 0), Recruit(0, 2), Recruit(1, 1))
    yield from (Return((R5,)), Return((R5, Tactic.JOKER)), Return((Tactic.JOKER, Tactic.JOKER)))
    yield from (Return((), ("clan",)), Return((), ("tactic", "clan")))
    for c in (R5, Tactic.JOKER, Tactic.SHIELD):
        yield from (Strategist(c, 1, 2), Strategist(c, 1, None), Banshee(c, 7), Traitor(c, 3, 3))
    yield from (EndTurn("clan"), EndTurn("tactic"))


@pytest.mark.parametrize("action", list(tactical_actions()), ids=str)
def test_tactical_actions_round_trip(action):
    assert parse_action(str(action)) == action


def test_notation_examples():
    assert str(Place(Tactic.JOKER, 3)) == "JOKER@3"
    assert str(Mode(Tactic.MUD, 3)) == "MUD@3"
    assert str(Recruit(2, 1)) == "RECRUITER 2 clan 1 tactic"
    assert str(Return((R5, Tactic.JOKER))) == "return R5 JOKER"
    assert str(Return((R5, Tactic.JOKER)).conceal()) == "return ?clan ?tactic"
    assert str(Strategist(R5, 3, 5)) == "STRATEGIST R5@3>5"
    assert str(Strategist(R5, 3, None)) == "STRATEGIST R5@3>discard"
    assert str(Banshee(Tactic.SPY, 0)) == "BANSHEE SPY@0"
    assert str(Traitor(R5, 3, 5)) == "TRAITOR R5@3>5"
    assert [str(EndTurn(d)) for d in (None, "clan", "tactic")] == ["end", "end clan", "end tactic"]
    assert EndTurn() == EndTurn(None) == parse_action("end")


def test_tactic_of():
    assert tactic_of(Place(R5, 1)) is None
    assert tactic_of(Place(Tactic.SPY, 1)) is Tactic.SPY
    assert tactic_of(Mode(Tactic.BLIND, 1)) is Tactic.BLIND
    assert tactic_of(Recruit(3, 0)) is Tactic.RECRUITER
    assert tactic_of(Strategist(R5, 1, None)) is Tactic.STRATEGIST
    assert tactic_of(Banshee(R5, 1)) is Tactic.BANSHEE
    assert tactic_of(Traitor(R5, 1, 2)) is Tactic.TRAITOR
    for action in (Return((R5,)), Claim(1), Pass(), EndTurn("clan"), NextRound()):
        assert tactic_of(action) is None


def test_concealed_return():
    shown = Return((Tactic.JOKER, R5))
    hidden = shown.conceal()
    assert hidden.concealed and not shown.concealed
    assert hidden.decks == shown.decks == ("tactic", "clan")
    assert hidden.cards == ()


@pytest.mark.parametrize(
    "text",
    [
        "RECRUITER@3",
        "BANSHEE@1",
        "TRAITOR@1",
        "JOKER@9",
        "MUD@",
        "SPY@03",
        "joker@3",
        "RECRUITER 2 clan 2 tactic",
        "RECRUITER 0 clan 0 tactic",
        "RECRUITER 4 clan 0 tactic",
        "RECRUITER 2 clan",
        "RECRUITER clan 2 tactic 1",
        "return",
        "return R5 R6 R7",
        "return ?clan R5",
        "return ?deck",
        "return R5  R6",
        "return X9",
        "STRATEGIST R5@3",
        "STRATEGIST R5@3>9",
        "STRATEGIST MUD@3>4",
        "STRATEGIST R5@3>Discard",
        "TRAITOR R5@3>discard",
        "TRAITOR BANSHEE@3>4",
        "BANSHEE R5",
        "BANSHEE MUD@2",
        "BANSHEE R5@3>4",
        "end deck",
        "end  clan",
        "end Clan",
        "end clan tactic",
    ],
)
def test_bad_tactical_notation(text):
    with pytest.raises(InvalidActionError) as info:
        parse_action(text)
    assert repr(text) in str(info.value)


def test_constructors_refuse_what_cannot_be_written():
    with pytest.raises(InvalidActionError):
        Place(Tactic.BANSHEE, 1)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError):
        Mode(Tactic.JOKER, 1)
    with pytest.raises(InvalidActionError):
        Recruit(2, 2)
    with pytest.raises(InvalidActionError):
        Return(())
    with pytest.raises(InvalidActionError):
        Return((R5,), ("clan",))
    with pytest.raises(InvalidActionError):
        Strategist(Tactic.MUD, 1, 2)
    with pytest.raises(InvalidActionError):
        EndTurn("hand")


@given(st.text(alphabet="RBJOKEMUDSPYTAIclantcieur0123456789@>?d ", max_size=24))
def test_fuzzed_tactical_parse(text):
    try:
        action = parse_action(text)
    except InvalidActionError:
        return
    assert str(action) == text
