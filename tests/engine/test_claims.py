"""Claims (docs/rules.md, "Claiming a stone"): known positions for every edge case."""

import pytest
from engine_kit import brute_best, build, cards
from hypothesis import given
from hypothesis import strategies as st

from schotten.actions import Claim
from schotten.cards import CLAN_CARDS, Card
from schotten.claims import all_verdicts, claim_verdict, stone_verdict, table_claims, unseen_pool
from schotten.errors import ClaimRefusedError, InvalidTableError
from schotten.formations import formation
from schotten.options import Options
from schotten.pool import Pool
from schotten.rules import apply, legal_actions
from schotten.state import Phase

B7 = Card.parse("B7")


def verdict(state, stone, player=0):
    return claim_verdict(state, player, stone)


def test_claim_with_two_cards_refused_even_if_a_win_is_certain():
    # the opponent cannot complete at all (no cards left), yet 2 cards never claim
    state = build({0: ("R9 R8", "B1 B2")}, hands=("", ""))
    v = verdict(state, 0)
    assert not v.ok and v.code == "side_incomplete"
    assert "2 of 3" in v.message
    with pytest.raises(ClaimRefusedError) as info:
        apply(state, Claim(0))
    assert info.value.code == "side_incomplete"


def test_normal_claim_higher_formation_wins():
    state = build({0: ("R1 R2 R3", "B9 G9 Y8")})
    v = verdict(state, 0)
    assert v.ok and v.code == "ok" and not v.early
    v1 = claim_verdict(state, 1, 0, check_turn=False)
    assert not v1.ok and v1.code == "opponent_wins"


@pytest.mark.parametrize("first", [0, 1])
def test_tie_goes_to_the_side_completed_first_both_orders(first):
    state = build({0: ("R7 R8 R9", "B7 B8 B9")}, first={0: first})
    assert claim_verdict(state, 0, 0, check_turn=False).ok == (first == 0)
    assert claim_verdict(state, 1, 0, check_turn=False).ok == (first == 1)
    loser = claim_verdict(state, 1 - first, 0, check_turn=False)
    assert loser.code == "opponent_wins" and "completed first" in loser.message


def test_r7_r8_r9_claims_against_an_empty_side():
    state = build({0: ("R7 R8 R9", "")})
    v = verdict(state, 0)
    assert v.ok and v.early
    # every other colour-run 7-8-9 only ties, and ties do not beat the claimer
    assert brute_best((), Pool.excluding(cards("R7 R8 R9"))) == formation(cards("B7 B8 B9"))


def test_early_claim_refused_with_a_counterexample():
    state = build({0: ("R6 R7 R8", "B8 B9")})
    v = verdict(state, 0)
    assert not v.ok and v.code == "opponent_can_beat" and v.early
    assert v.counterexample == cards("B7")
    assert "B8 B9 B7" in v.message
    assert v.params["counterexample"] == ["B7"]


def test_proof_that_fails_only_because_of_a_card_in_the_claimers_own_hand():
    # B7 is the only card that lets B8 B9 beat R6 R7 R8, and the claimer holds it:
    # the claimer's hand is not evidence, so the claim is refused.
    state = build(
        {0: ("R6 R7 R8", "B8 B9"), 1: ("", "P9 G9")},
        hands=("B7 R1 R2", "O1"),
        deck="",
    )
    v = verdict(state, 0)
    assert not v.ok and v.counterexample == cards("B7")
    # once B7 is on a stone (the claimer played it elsewhere), the claim is proven
    played = build(
        {0: ("R6 R7 R8", "B8 B9"), 1: ("B7", "P9 G9")},
        hands=("R1 R2", "O1"),
        deck="",
    )
    assert verdict(played, 0).ok


def test_proof_succeeds_against_a_mere_tie():
    # B7 B8 + B9 would be a colour-run 24, equal to the claimer's: a tie does not beat
    state = build({0: ("R7 R8 R9", "B7 B8")})
    assert verdict(state, 0).ok


def test_cards_on_claimed_stones_are_out_of_the_pool():
    # B7 alone lets B8 B9 beat R6 R7 R8
    assert not verdict(build({0: ("R6 R7 R8", "B8 B9")}), 0).ok
    # B7 on a claimed stone still counts as on the table: not in the pool
    claimed = build({0: ("R6 R7 R8", "B8 B9"), 1: ("B7 Y1 Y2", "G1 G2 G3")}, claimed={1: 1})
    assert verdict(claimed, 0).ok
    assert B7 not in unseen_pool(claimed)


def test_too_few_unseen_cards_cannot_beat_you():
    # (in the classic game the pool always holds enough cards to fill the free slots, so this
    # is checked on the stone alone; it matters once cards can leave the game)
    v = stone_verdict(cards("R2 R3 R4"), cards("B5"), pool=Pool.of(cards("B6")), own_first=True)
    assert v.ok and v.early and "too few" in v.message
    v = stone_verdict(cards("R2 R3 R4"), cards("B5"), pool=Pool.of(cards("B6 B7")), own_first=True)
    assert not v.ok and v.counterexample == cards("B6 B7")


def test_stone_claimed_and_no_such_stone():
    state = build({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 1})
    v = verdict(state, 0)
    assert not v.ok and v.code == "stone_claimed" and "stone 0 is claimed" in v.message
    assert claim_verdict(state, 0, 12).code == "no_such_stone"


def test_turn_and_phase_refusals():
    state = build({0: ("R7 R8 R9", "")}, phase=Phase.PLAY)
    assert verdict(state, 0).code == "claim_timing"  # normal timing: after playing
    assert claim_verdict(state, 1, 0).code == "not_your_turn"
    expert = build(
        {0: ("R7 R8 R9", "")}, phase=Phase.AFTER_PLAY, options=Options(claim_timing="expert")
    )
    assert verdict(expert, 0).code == "claim_timing"
    assert claim_verdict(expert, 0, 0, check_turn=False).ok


def test_all_verdicts_and_legal_claims_agree():
    state = build({0: ("R7 R8 R9", ""), 3: ("B1 B2 B3", "G7 G8 G9"), 5: ("Y5 Y6", "")})
    verdicts = all_verdicts(state, 0)
    assert [v.ok for v in verdicts] == [True] + [False] * 8
    assert [a for a in legal_actions(state) if isinstance(a, Claim)] == [Claim(0)]
    assert verdicts[3].to_dict()["code"] == "opponent_wins"


def test_table_claims():
    sides = [((), ())] * 9
    sides = list(sides)
    sides[0] = (cards("R7 R8 R9"), ())
    sides[4] = (cards("B1 B2 B3"), cards("G1 G2 G3"))
    sides[8] = ((), cards("Y1 Y2 Y3"))
    firsts = [0, None, None, None, 1, None, None, None, 1]
    assert table_claims(sides, firsts) == ((0,), (4,))
    with pytest.raises(InvalidTableError):
        table_claims(sides[:8], firsts[:8])
    dup = list(sides)
    dup[1] = (cards("R7"), ())
    with pytest.raises(InvalidTableError) as info:
        table_claims(dup, firsts)
    assert "R7" in info.value.message


@st.composite
def random_table(draw):
    deck = draw(st.permutations(CLAN_CARDS))
    sizes = [(draw(st.integers(0, 3)), draw(st.integers(0, 3))) for _ in range(9)]
    it = iter(deck)
    sides = [
        (tuple(next(it) for _ in range(a)), tuple(next(it) for _ in range(b))) for a, b in sizes
    ]
    firsts = []
    for a, b in sides:
        if len(a) == 3 and len(b) == 3:
            firsts.append(draw(st.sampled_from([0, 1])))
        else:
            firsts.append(0 if len(a) == 3 else 1 if len(b) == 3 else None)
    return sides, firsts


def brute_claimable(sides, firsts, player):
    table = [c for a, b in sides for c in (*a, *b)]
    pool = [c for c in CLAN_CARDS if c not in table]
    out = []
    for i, pair in enumerate(sides):
        own, other = pair[player], pair[1 - player]
        if len(own) < 3:
            continue
        mine = formation(own)
        if len(other) == 3:
            theirs = formation(other)
            if mine > theirs or (mine == theirs and firsts[i] == player):
                out.append(i)
            continue
        best = brute_best(other, pool)
        if best is None or not best > mine:
            out.append(i)
    return tuple(out)


@given(random_table())
def test_table_verdicts_agree_with_brute_force(case):
    sides, firsts = case
    got = table_claims(sides, firsts)
    assert got == (brute_claimable(sides, firsts, 0), brute_claimable(sides, firsts, 1))


@given(random_table())
def test_counterexamples_are_real(case):
    sides, firsts = case
    table = {c for a, b in sides for c in (*a, *b)}
    pool = Pool.excluding(table)
    for i, (a, b) in enumerate(sides):
        v = stone_verdict(a, b, pool=pool, own_first=firsts[i] == 0, stone=i)
        if v.code == "opponent_can_beat":
            assert v.counterexample is not None and not set(v.counterexample) & table
            assert formation((*b, *v.counterexample)).beats(formation(a))
