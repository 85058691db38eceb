"""Turn structure, illegal actions, round ends and match scoring (docs/rules.md: "A turn", "End
of a round", "Matches", "Claim timing")."""

import pytest
from engine_kit import all_cards_once, build, cards

from schotten.actions import Claim, EndTurn, NextRound, Pass, Place
from schotten.cards import Card
from schotten.errors import (
    CardNotInHandError,
    ClaimRefusedError,
    IllegalActionError,
    InvalidOptionsError,
    PassNotAllowedError,
    SideFullError,
    StoneClaimedError,
    UnknownActionError,
    WrongPhaseError,
)
from schotten.options import Options
from schotten.rules import (
    apply,
    apply_unchecked,
    legal_actions,
    match_winner,
    new_game,
    returns,
    round_winner,
    shuffled_deck,
)
from schotten.serialize import dumps
from schotten.state import Phase, RoundResult


def C(text):
    return Card.parse(text)


def test_set_up_is_seeded_and_complete():
    a = new_game(Options(), seed=5)
    assert a == new_game(Options(), seed=5)
    assert a != new_game(Options(), seed=6)
    assert len(a.hands[0]) == len(a.hands[1]) == 6 and len(a.deck) == 42
    assert all_cards_once(a)
    assert a.phase is Phase.PLAY and a.round_no == 0 and a.current_player == a.starting_player
    assert {new_game(Options(), seed=s).starting_player for s in range(20)} == {0, 1}
    assert new_game(Options(first_player=1), seed=5).current_player == 1
    # rounds shuffle differently, and the same way every time
    assert shuffled_deck(5, 0) != shuffled_deck(5, 1) and shuffled_deck(5, 1) == shuffled_deck(5, 1)


def test_bad_set_up():
    with pytest.raises(InvalidOptionsError):
        new_game(Options(), seed=-1)
    with pytest.raises(InvalidOptionsError):
        Options(variant="siege")
    with pytest.raises(InvalidOptionsError):
        Options(claim_timing="early")
    with pytest.raises(InvalidOptionsError):
        Options(rounds=0)
    with pytest.raises(InvalidOptionsError):
        Options(first_player=2)
    assert Options.from_dict(Options(rounds=3).to_dict()) == Options(rounds=3)


def test_first_turn_legal_actions():
    state = new_game(Options(first_player=0), seed=1)
    actions = legal_actions(state)
    assert len(actions) == 54 and all(isinstance(a, Place) for a in actions)
    after = apply(state, actions[0])
    assert after.phase is Phase.AFTER_PLAY and legal_actions(after) == [EndTurn()]
    ended = apply(after, EndTurn())
    assert ended.current_player == 1 and ended.phase is Phase.PLAY
    assert len(ended.hands[0]) == 6 and len(ended.deck) == 41
    assert [str(h.action) for h in ended.history] == [str(actions[0]), "end"]
    assert state.phase is Phase.PLAY and state.history == ()  # the input never changes


def refused(state, action, error, code, text):
    before = dumps(state)
    with pytest.raises(error) as info:
        apply(state, action)
    assert info.value.code == code
    assert text in info.value.message
    assert isinstance(info.value, IllegalActionError) and isinstance(info.value, ValueError)
    assert dumps(state) == before
    return info.value


def test_illegal_actions_are_refused_precisely():
    state = build(
        {4: ("R1 R2 R3", "B1 B2 B3"), 5: ("G1 G2 G3", "")},
        hands=("Y1 Y2 Y3 Y4 Y5 Y6", "P1 P2 P3 P4 P5 P6"),
        claimed={4: 0},
        phase=Phase.PLAY,
    )
    refused(
        state, Place(C("R5"), 0), CardNotInHandError, "card_not_in_hand", "R5 is not in your hand"
    )
    refused(state, Place(C("Y1"), 4), StoneClaimedError, "stone_claimed", "stone 4 is claimed")
    refused(state, Place(C("Y1"), 5), SideFullError, "side_full", "stone 5 is full")
    refused(state, Pass(), PassNotAllowedError, "pass_not_allowed", "cannot pass")
    refused(state, EndTurn(), WrongPhaseError, "play_first", "before ending the turn")
    refused(state, Claim(5), WrongPhaseError, "claim_timing", "after playing")
    refused(state, NextRound(), WrongPhaseError, "round_not_over", "not over")
    played = apply(state, Place(C("Y1"), 0))
    refused(played, Place(C("Y2"), 0), WrongPhaseError, "already_played", "already played")
    err = refused(played, Claim(4), ClaimRefusedError, "stone_claimed", "stone 4 is claimed")
    assert err.params["stone"] == 4
    with pytest.raises(UnknownActionError):
        apply(state, "R5@3")  # type: ignore[arg-type]


def test_pass_only_without_a_placement_and_claims_still_allowed():
    # p0 has an empty hand (deck empty): no placement, so pass; stone 0 is claimable
    state = build(
        {0: ("R7 R8 R9", "B1 B2 B3"), 1: ("G1", "")},
        hands=("", "Y1 Y2"),
        leftover="p1",
        phase=Phase.PLAY,
    )
    assert legal_actions(state) == [Pass()]
    passed = apply(state, Pass())
    assert passed.phase is Phase.AFTER_PLAY
    assert legal_actions(passed) == [Claim(0), EndTurn()]
    claimed = apply(passed, Claim(0))
    assert claimed.stones[0].claimed_by == 0
    ended = apply(claimed, EndTurn())
    assert ended.current_player == 1 and ended.hands[0] == ()


def test_pass_when_every_own_slot_is_full_or_claimed():
    full = {i: (f"R{i + 1} O{i + 1} Y{i + 1}", "") for i in range(9)}
    state = build(full, hands=("G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6"), phase=Phase.PLAY)
    assert legal_actions(state) == [Pass()]
    passed = apply(apply(state, Pass()), EndTurn())
    # a passer does not draw past the hand size of 6
    assert len(passed.hands[0]) == 6 and passed.deck == state.deck


def test_empty_deck_no_draw_play_goes_on():
    empty = build(
        {
            i: (" ".join(f"{c}{i + 1}" for c in "ROY"), " ".join(f"{c}{i + 1}" for c in "GBP"))
            for i in range(8)
        },
        hands=("R9 O9", "G9 B9"),
        leftover="p1",
        phase=Phase.PLAY,
    )
    assert empty.deck == ()
    after = apply(apply(empty, Place(C("R9"), 8)), EndTurn())
    assert after.hands[0] == cards("O9") and after.deck == () and after.current_player == 1


def winning_table(rounds=1, timing="normal"):
    # p0 holds stones 0 and 1, and can claim 2 (completing 0-1-2) and 5
    return build(
        {
            0: ("R1 R2 R3", "B1 B2 B4"),
            1: ("O1 O2 O3", "B5 B6 B8"),
            2: ("Y7 Y8 Y9", "G1 G2 G4"),
            5: ("P7 P8 P9", "G5 G6 G8"),
            7: ("R5 R6 R4", "P1 P2 P4"),
        },
        claimed={0: 0, 1: 0, 7: 1},
        hands=("R7 R8 R9 O7 O8 O9", "B7 B9 G7 G9 P5 P6"),
        options=Options(rounds=rounds, claim_timing=timing, first_player=0),
        phase=Phase.AFTER_PLAY if timing == "normal" else Phase.PLAY,
    )


def test_several_claims_end_the_round_at_the_first_win():
    state = winning_table()
    assert Claim(2) in legal_actions(state) and Claim(5) in legal_actions(state)
    won = apply(state, Claim(2))
    assert won.phase is Phase.MATCH_OVER and won.is_terminal
    assert round_winner(won) == 0
    assert won.round_results == (RoundResult(0, 0, (3, 1), (5, 1), "adjacent"),)
    assert won.scores == (5, 1)
    assert legal_actions(won) == []
    refused(won, Claim(5), WrongPhaseError, "match_over", "match is over")
    # the other order: 5 first does not win, then 2 does
    later = apply(apply(state, Claim(5)), Claim(2))
    assert later.round_results[0].stones == (4, 1) and later.scores == (5, 1)


def test_five_stones_win():
    state = build(
        {i: (f"R{i + 1} O{i + 1} Y{i + 1}", f"G{i + 1} B{i + 1} P{i + 1}") for i in range(9)},
        claimed={0: 0, 2: 0, 4: 0, 6: 0, 1: 1, 3: 1},
    )
    won = apply(state, Claim(8))
    assert won.round_results[0].how == "five"
    assert won.round_results[0].points == (5, 2)


def test_next_round_alternates_the_starting_player_and_keeps_the_score():
    state = winning_table(rounds=2)
    won = apply(state, Claim(2))
    assert won.phase is Phase.ROUND_OVER and not won.is_terminal
    assert legal_actions(won) == [NextRound()]
    refused(won, Place(C("R1"), 3), WrongPhaseError, "round_over", "round is over")
    nxt = apply(won, NextRound())
    assert nxt.round_no == 1 and nxt.phase is Phase.PLAY
    assert nxt.starting_player == 1 and nxt.current_player == 1
    assert nxt.scores == (5, 1) and all_cards_once(nxt)
    assert all(s.claimed_by is None and s.sides == ((), ()) for s in nxt.stones)
    assert round_winner(nxt) is None
    assert str(nxt.history[-1].action) == "next"


def test_expert_timing():
    state = winning_table(timing="expert")
    # claims at the start of the turn, in the play phase, before the card
    assert Claim(2) in legal_actions(state)
    placed = apply(state, Place(state.hands[0][0], 3))
    assert legal_actions(placed) == [EndTurn()]
    refused(placed, Claim(2), WrongPhaseError, "claim_timing", "expert timing")
    # a claim first, then the card
    claimed = apply(state, Claim(5))
    assert claimed.phase is Phase.PLAY
    assert any(isinstance(a, Place) for a in legal_actions(claimed))


def test_expert_stone_winnable_during_the_turn_waits_for_the_next_turn():
    state = build(
        {3: ("R7 R8", "")},
        hands=("R9 B1 B2 B3 B4 B5", "G1 G2 G3 G4 G5 G6"),
        options=Options(claim_timing="expert", first_player=0),
        phase=Phase.PLAY,
    )
    done = apply(state, Place(C("R9"), 3))
    assert legal_actions(done) == [EndTurn()]
    theirs = apply(done, EndTurn())
    assert Claim(3) not in legal_actions(theirs)  # the opponent cannot claim p0's stone
    turn = apply(apply(theirs, Place(theirs.hands[1][0], 0)), EndTurn())
    assert turn.current_player == 0 and Claim(3) in legal_actions(turn)


def test_match_scoring_and_tie_breaks():
    state = winning_table(rounds=1)
    won = apply(state, Claim(2))
    assert match_winner(won) == 0 and returns(won) == (1.0, -1.0)
    assert returns(state) == (0.0, 0.0) and match_winner(state) is None
    # equal points: more rounds won decides; then a draw
    from dataclasses import replace

    tied = replace(
        won,
        scores=(6, 6),
        round_results=(
            RoundResult(0, 1, (1, 3), (1, 5), "adjacent"),
            RoundResult(1, 0, (3, 0), (5, 1), "adjacent"),
        ),
    )
    assert match_winner(tied) is None and returns(tied) == (0.0, 0.0)
    extra = RoundResult(2, 1, (0, 3), (0, 0), "adjacent")
    more = replace(tied, round_results=(*tied.round_results, extra))
    assert match_winner(more) == 1


def test_unchecked_path_matches_checked():
    state = new_game(Options(), seed=9)
    import random

    rng = random.Random(1)
    while not state.is_terminal:
        action = rng.choice(legal_actions(state))
        assert apply_unchecked(state, action) == apply(state, action)
        state = apply(state, action)
