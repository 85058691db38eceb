"""The card tracker matches the view exactly, and never knows more than the view."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from schotten.cards import CLAN_CARDS
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState
from schotten.tactics import TACTIC_CARDS
from schotten.tracker import card_tracker
from schotten.views import player_view


def truth(state: GameState, me: int) -> dict:
    """Each clan card's place from the whole state, as the viewer may know it."""
    out = {}
    for c in CLAN_CARDS:
        if c in state.hands[me]:
            out[c] = "hand"
        elif c in state.discard:
            out[c] = "discard"
        elif any(c in s.sides[me] for s in state.stones):
            out[c] = "mine"
        elif any(c in s.sides[1 - me] for s in state.stones):
            out[c] = "theirs"
        else:
            assert c in state.deck or c in state.hands[1 - me]
            out[c] = "unseen"
    return out


@pytest.mark.parametrize("variant", ["classic", "tactical"])
def test_tracker_matches_the_state_as_the_viewer_may_know_it(variant: str):
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(Options(variant=variant, rounds=2), seed)
        while not state.is_terminal:
            for me in (0, 1):
                track = card_tracker(player_view(state, me))
                assert dict(track.clan) == truth(state, me)
                if variant == "tactical":
                    assert [t for t, _ in track.tactics] == list(TACTIC_CARDS)
                    played = sum(len(p) for p in state.played)
                    assert sum(1 for _, w in track.tactics if w == "played") == played
                    mine = sum(1 for c in state.hands[me] if c in TACTIC_CARDS)
                    assert sum(1 for _, w in track.tactics if w == "hand") == mine
                else:
                    assert track.tactics == ()
            state = apply(state, rng.choice(legal_actions(state)))


def test_the_tracker_is_blind_to_the_hidden_cards():
    """Re-dealing what the viewer cannot see changes nothing in the tracker."""
    state = new_game(Options(), 9)
    rng = random.Random(9)
    for _ in range(30):
        state = apply(state, rng.choice(legal_actions(state)))
    hidden = list(state.deck) + list(state.hands[1])
    rng.shuffle(hidden)
    n = len(state.hands[1])
    hands = (state.hands[0], tuple(sorted(hidden[:n])))
    other = replace(state, hands=hands, deck=tuple(hidden[n:]))
    assert card_tracker(player_view(state, 0)) == card_tracker(player_view(other, 0))
    grid = card_tracker(player_view(state, 0)).grid()
    assert len(grid) == 6 and all(len(row) == 9 for row in grid)
