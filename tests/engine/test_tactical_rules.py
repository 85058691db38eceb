"""The tactical variant's rules (docs/rules.md, "The tactical variant"): set-up, each tactic
card's effect, every restriction, the draw, passing, the discard pile and the stalemate rule."""

from dataclasses import replace

import pytest
from engine_kit import TACTICAL, all_64_once, tbuild, tcards

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
    tactic_of,
)
from schotten.cards import Card
from schotten.errors import (
    CardNotInHandError,
    ClaimRefusedError,
    DrawError,
    IllegalActionError,
    InvalidTargetError,
    PassNotAllowedError,
    SideFullError,
    StoneClaimedError,
    TacticRefusedError,
    UnknownActionError,
    WrongPhaseError,
)
from schotten.formations import Formation, Kind
from schotten.options import Options
from schotten.rules import (
    apply,
    apply_unchecked,
    legal_actions,
    match_winner,
    new_game,
    round_winner,
    stalemate_pending,
)
from schotten.serialize import dumps
from schotten.state import Phase
from schotten.tactical import tactic_options, tactic_status
from schotten.tactics import TACTIC_CARDS, Tactic
from schotten.views import player_view

J, SPY, SHIELD = Tactic.JOKER, Tactic.SPY, Tactic.SHIELD
BLIND, MUD = Tactic.BLIND, Tactic.MUD
RECRUITER, STRATEGIST, BANSHEE, TRAITOR = (
    Tactic.RECRUITER,
    Tactic.STRATEGIST,
    Tactic.BANSHEE,
    Tactic.TRAITOR,
)


def C(text):
    return Card.parse(text)


def refused(state, action, error, code, text=""):
    before = dumps(state)
    with pytest.raises(error) as info:
        apply(state, action)
    assert info.value.code == code, info.value.message
    assert text in info.value.message
    assert isinstance(info.value, IllegalActionError)
    assert dumps(state) == before
    assert action not in legal_actions(state)
    return info.value


def play(state, action):
    """Apply a legal action (and check the unchecked path agrees)."""
    assert action in legal_actions(state), (str(action), [str(a) for a in legal_actions(state)])
    after = apply(state, action)
    assert apply_unchecked(state, action) == after
    return after


def test_tactical_options():
    options = Options(variant="tactical", rounds=3)
    rules = options.rules
    assert rules.tactics and rules.hand_size == 7 and rules.side_size == 3
    assert Options.from_dict(options.to_dict()) == options
    assert not Options().rules.tactics


def test_set_up():
    state = new_game(TACTICAL, 3)
    assert len(state.hands[0]) == len(state.hands[1]) == 7
    assert all(isinstance(c, Card) for h in state.hands for c in h)
    assert len(state.deck) == 40 and sorted(state.tactic_deck, key=lambda t: t.order) == list(
        TACTIC_CARDS
    )
    assert state.discard == () and state.played == ((), ()) and state.passes == 0
    assert all_64_once(state)
    assert new_game(TACTICAL, 3) == state and new_game(TACTICAL, 4).tactic_deck != state.tactic_deck


def test_tactic_cards_are_refused_in_the_classic_game():
    state = new_game(Options(first_player=0), 1)
    for action in (Place(J, 0), Mode(MUD, 0), Recruit(3, 0), Banshee(C("R1"), 0), EndTurn("clan")):
        err = refused(state, action, UnknownActionError, "tactical_only")
        assert "tactical variant" in err.message


# --- the draw ---------------------------------------------------------------------------------


def test_the_draw_chooses_a_deck_while_the_hand_holds_fewer_than_7():
    state = new_game(TACTICAL, 1)
    after = play(state, Place(state.hands[0][0], 0))
    ends = [a for a in legal_actions(after) if isinstance(a, EndTurn)]
    assert ends == [EndTurn("clan"), EndTurn("tactic")]
    err = refused(after, EndTurn(), DrawError, "choose_deck", "clan or tactic")
    assert err.params["decks"] == ["clan", "tactic"]
    tactic = play(after, EndTurn("tactic"))
    assert tactic.hands[0][-1] == state.tactic_deck[0] and len(tactic.tactic_deck) == 9
    clan = play(after, EndTurn("clan"))
    assert state.deck[0] in clan.hands[0] and len(clan.deck) == 39
    assert clan.current_player == 1 and len(clan.hands[0]) == 7


def test_no_draw_from_an_empty_deck_nor_into_a_full_hand():
    state = tbuild({}, hands=("R1 R2 R3 R4 R5 R6", "B1"), tactic_deck="", phase=Phase.AFTER_PLAY)
    assert [a for a in legal_actions(state) if isinstance(a, EndTurn)] == [EndTurn("clan")]
    refused(state, EndTurn("tactic"), DrawError, "deck_empty", "tactic deck is empty")
    full = tbuild({}, hands=("R1 R2 R3 R4 R5 R6 R7", "B1"), phase=Phase.AFTER_PLAY)
    assert [a for a in legal_actions(full) if isinstance(a, EndTurn)] == [EndTurn()]
    err = refused(full, EndTurn("clan"), DrawError, "no_draw", "hand is full")
    assert err.params["reason"] == "hand_full"
    ended = play(full, EndTurn())
    assert ended.hands[0] == full.hands[0] and ended.deck == full.deck


# --- passing ----------------------------------------------------------------------------------


def test_pass_only_without_a_playable_clan_card():
    # a clan card in hand and a free slot: no pass, even with tactic cards in hand
    state = tbuild({}, hands=("R1 JOKER BANSHEE", "B1"))
    refused(state, Pass(), PassNotAllowedError, "pass_not_allowed")
    # only tactic cards: pass, or play one
    tactics = tbuild({0: ("", "B1")}, hands=("JOKER BANSHEE", "G1"))
    actions = legal_actions(tactics)
    assert Pass() in actions and Place(J, 0) in actions and Banshee(C("B1"), 0) in actions
    passed = play(tactics, Pass())
    assert passed.phase is Phase.AFTER_PLAY and passed.passes == 1
    # clan cards but no free slot
    full = {i: (f"R{i + 1} O{i + 1} Y{i + 1}", "") for i in range(9)}
    nowhere = tbuild(full, hands=("G1 MUD", "B1"))
    assert Pass() in legal_actions(nowhere) and Mode(MUD, 4) in legal_actions(nowhere)


# --- the tactic limit and the Jokers ---------------------------------------------------------


@pytest.mark.parametrize(
    ("played", "allowed"),
    [(("", ""), True), (("SPY", ""), False), (("SPY", "MUD"), True), (("SPY BLIND", "MUD"), False)],
    ids=["0-0", "1-0", "1-1", "2-1"],
)
def test_tactic_limit(played, allowed):
    state = tbuild({}, hands=("R1 SHIELD", "B1"), played=played)
    assert (Place(SHIELD, 0) in legal_actions(state)) is allowed
    option = tactic_status(state, 0, SHIELD)
    assert option.playable is allowed
    assert option.params["played"] == len(played[0].split())
    if not allowed:
        err = refused(state, Place(SHIELD, 0), TacticRefusedError, "tactic_limit")
        assert err.params == {
            "card": "SHIELD",
            "played": len(played[0].split()),
            "opponent_played": len(played[1].split()),
        }
        assert option.code == "tactic_limit" and option.actions == ()
    else:
        assert option.code == "ok" and Place(SHIELD, 0) in option.actions


def test_tactic_limit_through_play_and_discarded_ruses_count():
    # p0 plays the Banshee (discarded), so p0 leads 1-0 and must wait for p1's tactic card
    state = tbuild({0: ("", "B1")}, hands=("R1 R2 BANSHEE SPY", "G1 G2 MUD"), current=0)
    state = play(state, Banshee(C("B1"), 0))
    assert state.played == ((BANSHEE,), ()) and state.discard[-2:] == (BANSHEE, C("B1"))
    state = play(play(state, EndTurn("clan")), Place(C("G1"), 1))
    state = play(state, EndTurn("clan"))
    assert not any(tactic_of(a) for a in legal_actions(state))  # 1-0: blocked
    assert tactic_status(state, 0, SPY).code == "tactic_limit"
    state = play(play(state, Place(C("R1"), 2)), EndTurn("clan"))
    state = play(state, Mode(MUD, 3))  # p1: 1-1
    state = play(state, EndTurn("clan"))
    assert Place(SPY, 0) in legal_actions(state)  # 1-1: allowed again
    assert tactic_status(state, 0, SPY).playable


def test_second_joker_refused_even_if_the_first_was_removed():
    state = tbuild({0: ("JOKER", "")}, hands=("R1 JOKER", "B1"), played=("JOKER", "BANSHEE"))
    err = refused(state, Place(J, 1), TacticRefusedError, "second_joker")
    assert "already played a Joker" in err.message
    assert tactic_status(state, 0, J).code == "second_joker"
    # the first Joker was discarded by a Banshee: still refused
    removed = tbuild({}, hands=("R1 JOKER", "B1"), played=("JOKER", "BANSHEE"), discard="JOKER")
    refused(removed, Place(J, 1), TacticRefusedError, "second_joker")
    # the opponent may still play the other Joker
    theirs = tbuild({}, hands=("R1", "B1 JOKER"), played=("JOKER", ""), current=1)
    assert Place(J, 0) in legal_actions(theirs)


# --- elite troops -----------------------------------------------------------------------------


def test_elite_troops_take_a_slot_and_complete_sides():
    state = tbuild({0: ("R8 R9", "")}, hands=("JOKER B1", "G1"))
    after = play(state, Place(J, 0))
    assert after.stones[0].sides[0] == tcards("R8 R9 JOKER")
    assert after.stones[0].completed_at[0] == len(state.history)
    assert after.played == ((J,), ()) and J not in after.hands[0] and after.discard == ()
    view = player_view(after, 0)
    assert view.stones[0].formations[0].total == 24
    assert view.stones[0].elites[0] == ((J, C("R7")),)
    assert Claim(0) in legal_actions(after)  # colour-run 7-8-9 only ties
    refused(
        tbuild({0: ("R1 R2 R3", "")}, hands=("SPY", "G1")),
        Place(SPY, 0),
        SideFullError,
        "side_full",
    )


def test_elite_troop_with_no_free_slot_has_no_legal_effect():
    full = {i: (f"R{i + 1} O{i + 1} Y{i + 1}", "") for i in range(9)}
    state = tbuild(full, hands=("SPY", "B1"))
    assert tactic_status(state, 0, SPY).code == "no_free_slot"
    assert legal_actions(state) == [Pass()]


# --- combat modes ------------------------------------------------------------------------------


def test_mud_fight_on_a_three_against_three_stone_reopens_both_sides():
    state = tbuild({0: ("R1 R2 R3", "B7 B8 B9")}, hands=("MUD R4", "G1 G9"), first={0: 1})
    after = play(state, Mode(MUD, 0))
    stone = after.stones[0]
    assert stone.modes == (MUD,) and stone.size == 4
    assert stone.completed_at == (None, None) and stone.first_complete is None
    assert after.discard == () and after.played == ((MUD,), ())
    assert MUD not in after.hands[0]
    refused(after, Claim(0), ClaimRefusedError, "side_incomplete", "3 of 4")
    # a fourth card on each side, p1 first again: a sum of 4 (33) against a colour-run of 4
    after = play(play(after, EndTurn("clan")), Place(C("G9"), 0))
    assert after.stones[0].completed_at[1] is not None
    after = play(play(after, EndTurn("clan")), Place(C("R4"), 0))
    assert after.stones[0].first_complete == 1
    assert play(after, Claim(0)).stones[0].claimed_by == 0


def test_a_mode_goes_on_any_unclaimed_stone_once():
    state = tbuild({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 0}, hands=("BLIND", "G1"))
    modes = [a for a in legal_actions(state) if isinstance(a, Mode)]
    assert [m.stone for m in modes] == list(range(1, 9))
    refused(state, Mode(BLIND, 0), StoneClaimedError, "stone_claimed")
    both = tbuild({2: ("", "")}, modes={2: "BLIND"}, hands=("MUD", "G1"))
    after = play(both, Mode(MUD, 2))
    assert after.stones[2].modes == (BLIND, MUD)
    err = refused(
        tbuild({2: ("", "")}, modes={2: "BLIND"}, hands=("MUD", "G1"), tactic_deck=""),
        Mode(BLIND, 2),
        CardNotInHandError,
        "card_not_in_hand",
    )
    assert "BLIND" in err.message


def test_both_modes_on_one_stone_judge_the_sum_of_four():
    state = tbuild({0: ("R1 R2 R3", "B9 G9 Y8")}, modes={0: "BLIND"}, hands=("MUD R4", "P9"))
    after = play(state, Mode(MUD, 0))
    assert after.stones[0].modes == (BLIND, MUD) and after.stones[0].size == 4
    after = play(play(after, EndTurn("clan")), Place(C("P9"), 0))
    view = player_view(after, 1)
    assert view.stones[0].formations[1] == Formation(Kind.SUM, 35)
    assert view.stones[0].modes == (BLIND, MUD) and view.stones[0].size == 4
    assert Claim(0) in legal_actions(after)  # 1 + 2 + 3 + 9 cannot reach 35


# --- ruses ------------------------------------------------------------------------------------


def test_recruiter_draws_3_then_puts_2_back_under_their_decks():
    state = new_game(TACTICAL, 2)
    hand = (*state.hands[0][:6], RECRUITER)
    tactic_deck = tuple(t for t in state.tactic_deck if t is not RECRUITER)
    state = replace(
        state,
        hands=(hand, state.hands[1]),
        deck=(*state.deck, state.hands[0][6]),
        tactic_deck=tactic_deck,
    )
    assert all_64_once(state)
    recruits = [a for a in legal_actions(state) if isinstance(a, Recruit)]
    assert recruits == [Recruit(3, 0), Recruit(2, 1), Recruit(1, 2), Recruit(0, 3)]
    after = play(state, Recruit(2, 1))
    assert after.phase is Phase.RETURN and len(after.hands[0]) == 9
    assert after.discard == (RECRUITER,) and after.played == ((RECRUITER,), ())
    assert state.deck[0] in after.hands[0] and state.deck[1] in after.hands[0]
    assert tactic_deck[0] in after.hands[0]
    view = player_view(after, 0)
    assert view.return_count == 2 and view.legal_actions == tuple(legal_actions(after))
    assert all(isinstance(a, Return) for a in view.legal_actions) and len(view.legal_actions) == 72
    refused(after, EndTurn("clan"), WrongPhaseError, "finish_recruiter", "Recruiter")
    refused(after, Place(after.hands[0][0], 5), WrongPhaseError, "finish_recruiter")
    refused(after, Return((after.hands[0][0],)), InvalidTargetError, "return_count")
    theirs = Return(state.hands[1][:2])
    refused(after, theirs, CardNotInHandError, "card_not_in_hand")
    clan = after.hands[0][0]
    back = play(after, Return((tactic_deck[0], clan)))
    assert back.phase is Phase.AFTER_PLAY and len(back.hands[0]) == 7
    assert back.deck[-1] == clan and back.tactic_deck[-1] == tactic_deck[0]
    assert all_64_once(back)
    # the opponent sees which decks, never which cards
    seen = player_view(back, 1).history[-1].action
    assert str(seen) == "return ?tactic ?clan" and seen.concealed
    assert player_view(back, 0).history[-1].action == Return((tactic_deck[0], clan))
    ended = play(back, EndTurn())  # the hand holds 7: no draw
    assert ended.hands[0] == back.hands[0]


def test_recruiter_when_fewer_than_3_cards_remain():
    state = tbuild(
        {}, hands=("RECRUITER R1", "B1"), deck="G5", tactic_deck="SPY", leftover="discard"
    )
    assert [a for a in legal_actions(state) if isinstance(a, Recruit)] == [Recruit(1, 1)]
    err = refused(state, Recruit(2, 1), InvalidTargetError, "bad_draw")
    assert err.params == {"draws": 2, "clan_deck": 1, "tactic_deck": 1}
    refused(state, Recruit(1, 0), InvalidTargetError, "bad_draw")
    after = play(state, Recruit(1, 1))
    assert after.deck == () and after.tactic_deck == ()
    assert set(after.hands[0]) == {C("R1"), C("G5"), SPY}
    back = play(after, Return((SPY, C("G5"))))
    assert back.deck == (C("G5"),) and back.tactic_deck == (SPY,)
    assert legal_actions(back)[-2:] == [EndTurn("clan"), EndTurn("tactic")]
    # one card left in all: the hand keeps fewer than 2 cards? it returns what it must
    one = tbuild({}, hands=("RECRUITER", "B1"), deck="G5", tactic_deck="", leftover="discard")
    drawn = play(one, Recruit(1, 0))
    assert legal_actions(drawn) == [Return((C("G5"),))]
    # nothing to draw: the Recruiter has no legal effect
    none = tbuild({}, hands=("RECRUITER R1", "B1"), deck="", tactic_deck="", leftover="discard")
    assert tactic_status(none, 0, RECRUITER).code == "no_card_to_draw"
    refused(none, Recruit(1, 0), TacticRefusedError, "no_card_to_draw")


def test_strategist_moves_or_discards_your_own_card():
    state = tbuild(
        {0: ("R1 R2 R3", "B1 B2 B3"), 1: ("G7 G8", "P7 P8 P9"), 4: ("JOKER", "")},
        hands=("STRATEGIST", "Y1"),
        first={0: 0},
        played=("JOKER", "BANSHEE"),
    )
    actions = [a for a in legal_actions(state) if isinstance(a, Strategist)]
    assert Strategist(C("R3"), 0, 1) in actions and Strategist(J, 4, None) in actions
    assert Strategist(C("R3"), 0, 0) not in actions and Strategist(C("B1"), 0, 2) not in actions
    # R3 leaves stone 0 (reopened) and completes stone 1, later than the opponent's side
    moved = play(state, Strategist(C("R3"), 0, 1))
    assert moved.stones[0].sides[0] == tcards("R1 R2") and moved.stones[0].completed_at[0] is None
    assert moved.stones[0].first_complete == 1
    assert moved.stones[1].sides[0] == tcards("G7 G8 R3")
    assert moved.stones[1].first_complete == 1
    assert moved.discard[-1] == STRATEGIST and moved.played[0] == (J, STRATEGIST)
    discarded = play(state, Strategist(J, 4, None))
    assert discarded.stones[4].sides[0] == () and discarded.discard[-2:] == (STRATEGIST, J)
    refused(state, Strategist(C("R3"), 0, 0), InvalidTargetError, "same_stone")
    refused(state, Strategist(C("B1"), 0, 2), InvalidTargetError, "card_not_on_stone", "your side")
    full = tbuild({0: ("R1 R2 R3", ""), 1: ("G1 G2 G3", "")}, hands=("STRATEGIST", "Y1"))
    refused(full, Strategist(C("R3"), 0, 1), SideFullError, "side_full")
    claimed = tbuild({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 0}, hands=("STRATEGIST R5", "Y1"))
    assert tactic_status(claimed, 0, STRATEGIST).code == "no_own_card"
    refused(claimed, Strategist(C("R3"), 0, None), StoneClaimedError, "stone_claimed")


def test_banshee_on_a_complete_side_reopens_it():
    state = tbuild(
        {0: ("R7 R8 R9", "B7 B8 B9")},
        hands=("BANSHEE R1", "G1 B6"),
        first={0: 1},
        deck="Y1 Y2",
    )
    assert Claim(0) not in legal_actions(play(state, Place(C("R1"), 1)))  # the opponent was first
    after = play(state, Banshee(C("B9"), 0))
    assert after.stones[0].sides[1] == tcards("B7 B8")
    assert after.stones[0].completed_at[1] is None and after.stones[0].first_complete == 0
    assert after.discard[-2:] == (BANSHEE, C("B9")) and after.played == ((BANSHEE,), ())
    # now p0 completed first; B6 completes the opponent's side again, later: p0 wins the tie
    # (R7 R8 R9 beats B6 B7 B8 anyway; the claim is proven even before)
    assert Claim(0) in legal_actions(after)
    later = play(play(after, EndTurn("clan")), Place(C("B6"), 0))
    assert later.stones[0].completed_at[1] > later.stones[0].completed_at[0]
    # elite troops may be discarded too; claimed stones are out of reach
    elite = tbuild({2: ("", "SPY")}, hands=("BANSHEE", "G1"))
    assert play(elite, Banshee(SPY, 2)).discard[-1] == SPY
    refused(elite, Banshee(C("G1"), 2), InvalidTargetError, "card_not_on_stone")
    nothing = tbuild({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 1}, hands=("BANSHEE R5", "Y1"))
    assert tactic_status(nothing, 0, BANSHEE).code == "no_opponent_card"


def test_banshee_reopening_changes_who_completed_first():
    # equal formations: whoever completed first wins; after a Banshee the re-completed side is
    # later
    state = tbuild(
        {0: ("R7 R8 R9", "B7 B8 B9")},
        hands=("BANSHEE B1", "G1 Y9"),
        first={0: 1},
        deck="P1 P2",
        played=("", ""),
    )
    assert state.stones[0].first_complete == 1
    after = play(state, Banshee(C("B9"), 0))
    after = play(play(after, EndTurn("clan")), Place(C("Y9"), 0))  # B7 B8 Y9: a sum now
    assert after.stones[0].first_complete == 0


def test_traitor_takes_a_clan_card_never_an_elite_troop():
    state = tbuild(
        {0: ("R1", "B7 SPY"), 1: ("G1 G2 G3", "")},
        hands=("TRAITOR", "Y1"),
        played=("", "SPY"),
    )
    traitors = [a for a in legal_actions(state) if isinstance(a, Traitor)]
    assert Traitor(C("B7"), 0, 0) in traitors  # the same stone, onto your side
    assert all(a.card == C("B7") for a in traitors)
    assert {a.to for a in traitors} == {0, *range(2, 9)}  # stone 1 is full on p0's side
    err = refused(state, Traitor(SPY, 0, 2), InvalidTargetError, "elite_troop")
    assert "clan cards only" in err.message
    refused(state, Traitor(C("B7"), 0, 1), SideFullError, "side_full")
    refused(state, Traitor(C("R1"), 0, 2), InvalidTargetError, "card_not_on_stone")
    after = play(state, Traitor(C("B7"), 0, 3))
    assert after.stones[0].sides == (tcards("R1"), tcards("SPY"))
    assert after.stones[3].sides[0] == tcards("B7")
    assert after.discard[-1] == TRAITOR and after.played == ((TRAITOR,), (SPY,))
    only_elites = tbuild({0: ("R1", "SPY JOKER")}, hands=("TRAITOR", "Y1"), played=("", "SPY"))
    option = tactic_status(only_elites, 0, TRAITOR)
    assert option.code == "no_opponent_clan_card" and not option.playable


def test_traitor_completes_your_side():
    state = tbuild({0: ("R1 R2", "R3 B9")}, hands=("TRAITOR", "Y1"))
    after = play(state, Traitor(C("R3"), 0, 0))
    assert after.stones[0].sides == (tcards("R1 R2 R3"), tcards("B9"))
    assert after.stones[0].first_complete == 0


def test_a_ruse_with_no_legal_effect_is_not_a_legal_action():
    state = tbuild({}, hands=("STRATEGIST BANSHEE TRAITOR R1", "B1"))
    assert not any(tactic_of(a) for a in legal_actions(state))
    codes = {o.card: o.code for o in tactic_options(state, 0)}
    assert codes == {
        STRATEGIST: "no_own_card",
        BANSHEE: "no_opponent_card",
        TRAITOR: "no_opponent_clan_card",
    }
    for option in tactic_options(state, 0):
        assert option.params["card"] == str(option.card) and option.message.startswith(
            str(option.card)
        )
    # a card to take but no free slot on your side
    full = {i: (f"R{i + 1} O{i + 1} Y{i + 1}", "") for i in range(8)}
    full[8] = ("G1 G2 G3", "B5")
    blocked = tbuild(full, hands=("TRAITOR", "B1"))
    assert tactic_status(blocked, 0, TRAITOR).code == "no_free_slot"


def test_tactic_options_explain_turn_and_phase():
    state = tbuild({0: ("", "B1")}, hands=("BANSHEE R1", "MUD G1"))
    assert tactic_status(state, 1, MUD).code == "not_your_turn"
    played = play(state, Place(C("R1"), 2))
    assert tactic_status(played, 0, BANSHEE).code == "already_played"
    assert tactic_status(state, 0, Tactic.SPY).code == "card_not_in_hand"
    assert tactic_options(new_game(Options(first_player=0), 1), 0) == ()
    data = tactic_status(state, 0, BANSHEE).to_dict()
    assert data == {
        "card": "BANSHEE",
        "kind": "ruse",
        "playable": True,
        "code": "ok",
        "message": "BANSHEE can be played",
        "params": {"card": "BANSHEE", "played": 0, "opponent_played": 0},
        "actions": ["BANSHEE B1@0"],
    }


def test_tactic_cards_go_nowhere_near_claimed_stones():
    state = tbuild(
        {0: ("R1 R2 R3", "B1 B2"), 1: ("G1", "P1")},
        claimed={0: 0},
        hands=("BANSHEE TRAITOR STRATEGIST JOKER MUD", "Y1"),
    )
    for action in legal_actions(state):
        if tactic_of(action) is not None:
            stones = {getattr(action, "stone", None), getattr(action, "to", None)}
            assert 0 not in stones, str(action)


# --- the stalemate rule -------------------------------------------------------------------------


def stalemate_table():
    # p0 holds stones 0 and 2, p1 holds stone 1; on the other stones every side is incomplete
    # and, with no clan card left to draw or in a hand, stays so: nobody can claim
    return {
        0: ("R1 R2 R3", "B1 B3 B5"),
        1: ("R5 O6 G9", "Y7 Y8 Y9"),
        2: ("G1 G2 G3", "P1 P4 P6"),
        3: ("O1 O2", "B9 P9"),
        4: ("Y1 Y2", "R9 O9"),
        5: ("R4", "B8 G7"),
        6: ("B2 O3", "O7 R8"),
        7: ("Y3 Y4", "G5 G6"),
        8: ("P2 P3", "B4 R6"),
    }


def test_stalemate_more_stones_wins():
    state = tbuild(
        stalemate_table(),
        claimed={0: 0, 1: 1, 2: 0},
        hands=("BANSHEE", "SPY"),
        deck="",
        leftover="discard",
        tactic_deck="",
    )
    state = play(state, Pass())  # passing with a tactic card in hand is allowed
    assert not stalemate_pending(state)
    state = play(state, EndTurn())
    assert state.passes == 1
    state = play(state, Pass())
    assert stalemate_pending(state) and player_view(state, 1).stalemate_pending
    assert legal_actions(state) == [EndTurn()]
    over = play(state, EndTurn())
    assert over.phase is Phase.MATCH_OVER and round_winner(over) == 0
    result = over.round_results[-1]
    assert (result.how, result.winner, result.stones) == ("stalemate", 0, (2, 1))
    assert result.points == (5, 1) and match_winner(over) == 0


def drawn_table():
    stones = stalemate_table()
    stones[2] = ("G1 G2", "P1 P4")
    return stones


def test_stalemate_equal_stones_is_a_drawn_round_scored_per_stone():
    state = tbuild(
        drawn_table(),
        claimed={0: 0, 1: 1},
        deck="",
        tactic_deck="",
        leftover="discard",
        options=Options(variant="tactical", rounds=2, first_player=0),
    )
    state = play(play(state, Pass()), EndTurn())
    state = play(state, Pass())
    over = play(state, EndTurn())
    assert over.phase is Phase.ROUND_OVER and round_winner(over) is None
    result = over.round_results[-1]
    assert (result.how, result.winner, result.points) == ("stalemate", None, (1, 1))
    assert over.scores == (1, 1)
    nxt = play(over, NextRound())
    assert nxt.starting_player == 1 and nxt.round_no == 1 and all_64_once(nxt)
    assert nxt.played == ((), ()) and nxt.discard == () and len(nxt.tactic_deck) == 10


def test_drawn_match():
    state = tbuild(drawn_table(), claimed={0: 0, 1: 1}, deck="", tactic_deck="", leftover="discard")
    over = play(play(play(play(state, Pass()), EndTurn()), Pass()), EndTurn())
    assert over.phase is Phase.MATCH_OVER and match_winner(over) is None


def test_no_stalemate_while_someone_can_claim():
    stones = stalemate_table()
    stones[4] = ("Y1 Y2 Y5", "R9 O9 P5")  # p0's colour beats p1's sum: p0 can claim it
    state = tbuild(stones, claimed={0: 0, 1: 1, 2: 0}, deck="", tactic_deck="", leftover="discard")
    state = play(play(state, Pass()), EndTurn())  # p0 does not claim
    state = play(state, Pass())
    assert state.passes == 2 and not stalemate_pending(state)
    state = play(state, EndTurn())
    state = play(state, Pass())
    assert state.passes == 3 and Claim(4) in legal_actions(state)
    assert not stalemate_pending(state)
    claimed = play(state, Claim(4))
    assert stalemate_pending(claimed)
    over = play(claimed, EndTurn())
    assert over.round_results[-1].winner == 0 and over.round_results[-1].stones == (3, 1)


def test_a_tactic_card_breaks_the_run_of_passes():
    state = tbuild(
        stalemate_table(),
        claimed={0: 0, 1: 1},
        hands=("", "BLIND"),
        deck="",
        tactic_deck="",
        leftover="discard",
    )
    state = play(play(state, Pass()), EndTurn())
    state = play(state, Mode(BLIND, 5))
    assert state.passes == 0 and not stalemate_pending(state)
