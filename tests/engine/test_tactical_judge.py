"""The claim judge under tactics: modes, elite troops and the discard pile (JSON lines)."""

import json

import pytest

from schotten.claims import table_claims
from schotten.errors import InvalidTableError
from schotten.judge import judge_line
from schotten.tactics import Tactic


def empty():
    return {"p1": [], "p2": []}


def request(discard=None, **stones):
    out = [empty() for _ in range(9)]
    for key, stone in stones.items():
        out[int(key[1:])] = stone
    data = {"stones": out}
    if discard is not None:
        data["discard"] = discard
    return data


def ask(data):
    return json.loads(judge_line(json.dumps(data)))


def test_judge_with_modes_elites_and_discard():
    answer = ask(
        request(
            s0={"p1": ["R8", "R9", "JOKER"], "p2": []},
            s1={"p1": ["R1", "R2", "R3"], "p2": ["B7", "B8", "B9"], "modes": ["mud"]},
            s2={"p1": ["G1", "G2", "G4"], "p2": ["SPY", "Y7", "P7"], "first_complete": "p1"},
            s3={"p1": ["G5", "G6", "G7"], "p2": ["SHIELD", "O4"], "modes": ["blind"]},
            s4={"p1": ["R6", "R7", "R5"], "p2": ["O8", "O9"]},
        )
    )
    # 0: colour-run 24 early; 1: both reopened by Mud Fight; 2: three 7s beat a colour;
    # 3: 18 against at most 3 + 4 + 9 = 16; 4: O7 beats
    assert answer == {"p1": [0, 3], "p2": [2]}
    both = ask(
        request(
            s5={"p1": ["G5", "G6", "G7", "G8"], "p2": ["SHIELD", "O4"], "modes": ["blind", "mud"]}
        )
    )
    assert both == {"p1": [5], "p2": []}  # 26 against at most 3 + 4 + 9 + 9 = 25
    # with O7 discarded, stone 4 can be claimed
    stone = {"p1": ["R6", "R7", "R5"], "p2": ["O8", "O9"]}
    assert ask(request(discard=["O7", "BANSHEE"], s4=stone)) == {"p1": [4], "p2": []}


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (request(s1={"p1": ["R1", "R2", "R3", "R4"], "p2": []}), "4 cards"),
        (request(s1={"p1": ["R1", "R2", "R3", "R4", "R5"], "p2": [], "modes": ["mud"]}), "5 cards"),
        (request(s1={"p1": [], "p2": [], "modes": ["fog"]}), "unknown mode"),
        (request(s1={"p1": [], "p2": [], "modes": ["mud", "mud"]}), "twice"),
        (request(s1={"p1": [], "p2": [], "modes": "mud"}), "modes"),
        (request(s1={"p1": ["BANSHEE"], "p2": []}), "not an elite troop"),
        (request(s1={"p1": ["MUD"], "p2": []}), "not an elite troop"),
        (request(s1={"p1": ["SPY"], "p2": ["SPY"]}), "SPY appears 2 times"),
        (request(s1={"p1": ["JOKER"], "p2": []}, s2={"p1": ["JOKER"], "p2": []}), "Jokers"),
        (request(s1={"p1": ["JOKER"], "p2": ["JOKER"]}, discard=["JOKER"]), "JOKER appears 3"),
        (request(s1={"p1": ["R5"], "p2": []}, discard=["R5"]), "discard"),
        (request(s1={"p1": [], "p2": [], "modes": ["mud"]}, discard=["MUD"]), "MUD appears 2"),
        (request(discard="R5"), "discard"),
        (request(discard=["X1"]), "unknown card"),
        (
            request(
                s1={
                    "p1": ["R1", "R2", "R3", "R4"],
                    "p2": ["B1", "B2", "B3", "B4"],
                    "modes": ["mud"],
                }
            ),
            "first_complete",
        ),
        (
            request(
                s1={"p1": ["R1", "R2", "R3"], "p2": [], "modes": ["mud"], "first_complete": "p1"}
            ),
            "not complete",
        ),
    ],
)
def test_judge_bad_tactical_lines(data, fragment):
    answer = ask(data)
    assert list(answer) == ["error"]
    assert fragment in answer["error"]


def test_table_claims_refuses_bad_tactical_tables():
    sides = [((), ())] * 9
    with pytest.raises(InvalidTableError):
        table_claims(sides, [None] * 9, modes=[()] * 8)
    with pytest.raises(InvalidTableError):
        table_claims(sides, [None] * 9, modes=[(Tactic.JOKER,)] + [()] * 8)


def test_judge_help_mentions_the_tactical_fields():
    from schotten.cli import JUDGE_HELP

    assert '"modes"' in JUDGE_HELP and '"discard"' in JUDGE_HELP and "JOKER" in JUDGE_HELP
