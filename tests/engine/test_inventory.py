"""One inventory of the cards: the judge and the save loader refuse the same tables alike."""

from __future__ import annotations

import json

import pytest

from schotten.claims import check_table
from schotten.errors import InconsistentSaveError, InvalidTableError
from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import loads, to_dict
from schotten.tactics import parse_cards

# A table change, as (stone, player, cards) put on a side, and the code both must give.
CASES = {
    "a card twice": ([(0, 0, "R1 R2"), (3, 1, "R2")], "duplicate_card"),
    "four cards on a side": ([(0, 0, "R1 R2 R3 R4")], "side_overfull"),
    "a ruse on a side": ([(2, 1, "TRAITOR")], "not_a_troop"),
    "a third Joker": ([(0, 0, "JOKER"), (1, 1, "JOKER"), (2, 0, "JOKER")], "duplicate_card"),
}


def _table(changes):
    sides = [[[], []] for _ in range(9)]
    for stone, player, text in changes:
        sides[stone][player].extend(parse_cards(text))
    return [(tuple(a), tuple(b)) for a, b in sides]


def _save(changes) -> str:
    """A tactical save whose table holds ``changes``, the cards taken from wherever they were."""
    data = to_dict(new_game(Options(variant="tactical", first_player=0), seed=5))
    for stone, player, text in changes:
        for word in text.split():
            for place in ("deck", "tactic_deck"):
                if word in data[place]:
                    data[place].remove(word)
                    break
            else:
                for hand in data["hands"]:
                    if word in hand:
                        hand.remove(word)
                        break
            data["stones"][stone]["sides"][player].append(word)
    return json.dumps(data)


@pytest.mark.parametrize("name", list(CASES))
def test_judge_and_loader_agree(name: str):
    changes, code = CASES[name]
    with pytest.raises(InvalidTableError) as judged:
        check_table(_table(changes))
    with pytest.raises(InconsistentSaveError) as loaded:
        loads(_save(changes))
    assert judged.value.code == loaded.value.code == code


def test_a_card_named_twice_on_one_stone_says_so_once():
    with pytest.raises(InvalidTableError) as info:
        check_table(_table([(0, 0, "R1"), (0, 1, "R1")]))
    assert "R1 appears twice (stone 0)" in info.value.message
