import pytest
from engine_kit import cards

from schotten.errors import InvalidFormationError
from schotten.formations import Formation, Kind, formation


def f(text):
    return formation(cards(text))


@pytest.mark.parametrize(
    ("text", "kind", "total"),
    [
        ("G4 G5 G6", Kind.COLOR_RUN, 15),
        ("G6 G4 G5", Kind.COLOR_RUN, 15),  # order of placement does not matter
        ("R7 B7 Y7", Kind.THREE_OF_A_KIND, 21),
        ("P1 P5 P9", Kind.COLOR, 15),
        ("R2 B4 Y3", Kind.RUN, 9),
        ("R1 B5 Y9", Kind.SUM, 15),
        ("R9 R1 R2", Kind.COLOR, 12),  # no wrap-around
        ("R9 B1 Y2", Kind.SUM, 12),  # no wrap-around
        ("R8 R9 B1", Kind.SUM, 18),
        ("R5 B5 Y6", Kind.SUM, 16),  # a pair is not a run
    ],
)
def test_kinds(text, kind, total):
    assert f(text) == Formation(kind, total)


def test_kind_order_strongest_first():
    ladder = ["R1 R2 R3", "R1 B1 Y1", "R1 R2 R4", "R1 B2 Y3", "R9 B9 Y8"]
    forms = [f(t) for t in ladder]
    assert [x.kind for x in forms] == [
        Kind.COLOR_RUN,
        Kind.THREE_OF_A_KIND,
        Kind.COLOR,
        Kind.RUN,
        Kind.SUM,
    ]
    assert forms == sorted(forms, reverse=True)


def test_category_beats_sum():
    assert f("R1 B2 Y3").beats(f("R9 B9 Y8"))  # run 6 beats sum 26
    assert f("R1 R2 R4").beats(f("R9 B8 Y7"))  # colour 7 beats run 24
    assert f("R1 B1 Y1").beats(f("G9 G8 G6"))  # three of a kind 3 beats colour 23


def test_same_kind_higher_sum_wins_and_ties_do_not_beat():
    assert f("R7 R8 R9").beats(f("B6 B7 B8"))
    assert not f("R7 R8 R9").beats(f("B7 B8 B9"))
    assert f("R7 R8 R9") == f("B7 B8 B9")


def test_codes_and_labels():
    assert [k.code for k in Kind] == ["sum", "run", "color", "three_of_a_kind", "color_run"]
    assert Kind.from_code("color_run") is Kind.COLOR_RUN
    assert Kind.COLOR_RUN.label == "colour-run"
    assert str(f("G4 G5 G6")) == "colour-run (15)"
    assert f("G4 G5 G6").to_dict() == {"kind": "color_run", "total": 15}
    with pytest.raises(InvalidFormationError):
        Kind.from_code("flush")


def test_four_card_formations_for_mud_fight():
    assert f("R1 R2 R3 R4") == Formation(Kind.COLOR_RUN, 10)
    assert f("R5 B5 Y5 G5").kind is Kind.THREE_OF_A_KIND
    assert f("R1 B2 Y3 G4").kind is Kind.RUN
    assert f("R1 R2 R3 R5").kind is Kind.COLOR


@pytest.mark.parametrize("text", ["", "R1", "R1 R2", "R1 R2 R3 R4 R5"])
def test_wrong_sizes_refused(text):
    with pytest.raises(InvalidFormationError):
        f(text)
