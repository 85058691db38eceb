"""Typed events: what an applied action did, read by the screens instead of the action's kind."""

from __future__ import annotations

import random

import pytest

from schotten import events as ev
from schotten.actions import (
    ACTION_TYPES,
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
)
from schotten.cards import Card, Color
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import Phase
from schotten.tactics import Tactic

R5 = Card(Color.RED, 5)


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Place(R5, 3), ev.CardPlaced(0, R5, 3)),
        (Place(Tactic.JOKER, 2), ev.CardPlaced(0, Tactic.JOKER, 2)),
        (Mode(Tactic.MUD, 4), ev.ModePlaced(0, Tactic.MUD, 4)),
        (Claim(7), ev.StoneClaimed(0, 7)),
        (Pass(), ev.Passed(0)),
        (Recruit(2, 1), ev.CardsRecruited(0, 2, 1)),
        (Return((R5, Tactic.SPY)), ev.CardsReturned(0, ("clan", "tactic"))),
        (Return((), ("tactic",)), ev.CardsReturned(0, ("tactic",))),
        (Strategist(R5, 1, None), ev.CardDiscarded(0, Tactic.STRATEGIST, R5, 0, 1)),
        (Strategist(R5, 1, 5), ev.CardMoved(0, Tactic.STRATEGIST, R5, 0, 1, 5)),
        (Banshee(R5, 2), ev.CardDiscarded(0, Tactic.BANSHEE, R5, 1, 2)),
        (Traitor(R5, 2, 6), ev.CardMoved(0, Tactic.TRAITOR, R5, 1, 2, 6)),
        (EndTurn("clan"), ev.TurnEnded(0, "clan")),
        (NextRound(), ev.RoundDealt(1)),
    ],
)
def test_each_action_says_what_it_did(action: object, expected: ev.Event) -> None:
    assert ev.action_events(0, action) == (expected,)  # type: ignore[arg-type]


def test_every_action_class_has_its_event() -> None:
    samples = {
        Place: Place(R5, 0),
        Claim: Claim(0),
        Pass: Pass(),
        EndTurn: EndTurn(),
        NextRound: NextRound(),
        Mode: Mode(Tactic.BLIND, 0),
        Recruit: Recruit(3, 0),
        Return: Return((R5,)),
        Strategist: Strategist(R5, 0, None),
        Banshee: Banshee(R5, 0),
        Traitor: Traitor(R5, 0, 1),
    }
    assert set(samples) == set(ACTION_TYPES)
    for action in samples.values():
        (event,) = ev.action_events(1, action)
        assert isinstance(event, ev.PRIMARY_TYPES)
        assert getattr(event, "player", 1) == 1


def test_the_end_of_a_classic_turn_draws_from_the_clan_deck() -> None:
    state = new_game(Options(), seed=3)
    place = next(a for a in legal_actions(state) if isinstance(a, Place))
    state, said = ev.apply_with_events(state, place)
    assert said == (ev.CardPlaced(0, place.card, place.stone),)
    state, said = ev.apply_with_events(state, EndTurn())
    assert said == (ev.TurnEnded(0, None), ev.CardDrawn(0, "clan"))


def _play_out(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(options, seed=seed)
    rounds = 0
    while state.phase is not Phase.MATCH_OVER:
        action = rng.choice(legal_actions(state))
        after, said = ev.apply_with_events(state, action)
        assert after == apply(state, action)  # the same rules, nothing else
        assert said[0] == ev.action_events(state.current_player, action, state.round_no)[0]
        # a drawn card is told by its deck, never shown
        for e in said:
            assert not isinstance(e, ev.CardDrawn) or not hasattr(e, "card")
        ended = [e for e in said if isinstance(e, ev.RoundEnded)]
        if ended:
            rounds += 1
            (result,) = ended
            assert result.winner == after.round_results[-1].winner
            assert result.match_over == (after.phase is Phase.MATCH_OVER)
        assert ev.round_ended(said) == bool(ended)
        state = after
    assert rounds == options.rounds


@pytest.mark.parametrize("variant", ["classic", "tactical"])
@pytest.mark.parametrize("seed", range(6))
def test_events_follow_a_whole_match(variant: str, seed: int) -> None:
    _play_out(Options(variant=variant, rounds=2), seed)


def test_the_doctest_notation() -> None:
    assert ev.action_events(0, parse_action("R5@3")) == (ev.CardPlaced(0, R5, 3),)
