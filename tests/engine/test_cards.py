import pytest
from hypothesis import given
from hypothesis import strategies as st

from schotten.cards import CLAN_CARDS, COLORS, Card, Color, format_cards, parse_cards
from schotten.errors import InvalidCardError


def test_54_cards_in_notation_order():
    assert len(CLAN_CARDS) == 54
    assert len(set(CLAN_CARDS)) == 54
    assert [str(c) for c in CLAN_CARDS[:10]] == [f"R{v}" for v in range(1, 10)] + ["O1"]
    assert list(CLAN_CARDS) == sorted(CLAN_CARDS)
    assert [c.letter for c in COLORS] == list("ROYGBP")


def test_colour_names_letters_and_aliases():
    assert Color.R is Color.RED and Color.P is Color.PURPLE
    assert [c.label for c in Color] == ["red", "orange", "yellow", "green", "blue", "purple"]
    assert Color.from_letter("G") is Color.GREEN
    with pytest.raises(InvalidCardError):
        Color.from_letter("X")


@pytest.mark.parametrize("card", CLAN_CARDS)
def test_parse_print_round_trip(card):
    assert Card.parse(str(card)) is card
    assert Card.from_index(card.index) is card
    assert Card(card.color, card.value) == card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize(
    "text", ["", "R", "R0", "R10", "X5", "r5", " R5", "R5 ", "5R", "R-1", "RR"]
)
def test_parse_refuses_with_input_in_message(text):
    with pytest.raises(InvalidCardError) as info:
        Card.parse(text)
    assert repr(text) in str(info.value)
    assert info.value.code == "invalid_card"
    assert info.value.params == {"text": text}
    assert isinstance(info.value, ValueError)


def test_constructor_validates():
    with pytest.raises(InvalidCardError):
        Card(Color.RED, 10)
    with pytest.raises(InvalidCardError):
        Card(Color.RED, True)
    with pytest.raises(InvalidCardError):
        Card(3, 5)  # type: ignore[arg-type]


def test_card_lists():
    assert format_cards(list(parse_cards("R5 B6  P9"))) == "R5 B6 P9"
    assert parse_cards("") == ()


@given(st.text(max_size=4))
def test_fuzzed_parse_accepts_exactly_the_notation(text):
    try:
        card = Card.parse(text)
    except InvalidCardError:
        assert text not in {str(c) for c in CLAN_CARDS}
    else:
        assert str(card) == text
