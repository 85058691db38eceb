"""Judging and claims under tactics (docs/rules.md, "The tactical variant"): elite troops,
Blind-Man's Bluff, Mud Fight, the discard pile; the fast search against brute force, known
positions, the judge."""

from itertools import combinations, product

from engine_kit import tbuild, tcards
from hypothesis import given
from hypothesis import strategies as st

from schotten.actions import Claim
from schotten.cards import CLAN_CARDS, COLORS, Card, card
from schotten.claims import claim_verdict, stone_verdict, table_claims, unseen_pool
from schotten.completion import best_completion, resolve_side, side_formation
from schotten.formations import Formation, Kind, formation
from schotten.pool import Pool
from schotten.rules import apply, legal_actions
from schotten.state import Phase
from schotten.tactics import ELITE_TROOPS, Tactic


def judged(cards, blind):
    """The formation of concrete cards (a sum under Blind-Man's Bluff)."""
    if blind:
        return Formation(Kind.SUM, sum(c.value for c in cards))
    return formation(cards)


def elite_choices(elites, others):
    """Every assignment of the elite troops that can matter: all their values, and as colours
    those of the other cards plus one more (only "all one colour or not" counts)."""
    colours = sorted({c.color for c in others})
    spare = [c for c in COLORS if c not in colours][:1]
    palette = colours + spare if colours else list(COLORS)
    ranges = [[card(col, v) for col in palette for v in t.values] for t in elites]
    return product(*ranges)


def brute_best_side(side, pool, size, blind=False):
    """The best formation over every completion and every choice of the elite troops."""
    fixed = [c for c in side if isinstance(c, Card)]
    elites = [c for c in side if isinstance(c, Tactic)]
    k = size - len(side)
    best = None
    for combo in combinations(sorted(pool), k):
        others = [*fixed, *combo]
        for chosen in elite_choices(elites, others):
            f = judged([*others, *chosen], blind)
            if best is None or f > best:
                best = f
    return best


@st.composite
def wild_side_and_pool(draw):
    size = draw(st.sampled_from([3, 4]))
    blind = draw(st.booleans())
    elites = [t for t in ELITE_TROOPS if draw(st.booleans())][: size - 1]
    deck = draw(st.permutations(CLAN_CARDS))
    n_fixed = draw(st.integers(0, size - len(elites)))
    k = size - len(elites) - n_fixed
    limit = {0: 54, 1: 54, 2: 30, 3: 16, 4: 12}[k]
    n_pool = draw(st.integers(0, min(limit, 54 - n_fixed)))
    fixed = list(deck[:n_fixed])
    order = draw(st.permutations([*fixed, *elites]))
    return tuple(order), deck[n_fixed : n_fixed + n_pool], size, blind


@given(wild_side_and_pool())
def test_elite_troops_and_modes_match_brute_force(case):
    side, pool, size, blind = case
    best = best_completion(side, pool, size, blind=blind)
    expected = brute_best_side(side, pool, size, blind)
    if expected is None:
        assert best is None
        return
    assert best is not None and best.formation == expected
    # a concrete witness: pool cards, and the elite troops within their range
    assert set(best.cards) <= set(pool) and len(best.cards) == size - len(side)
    elites = [c for c in side if isinstance(c, Tactic)]
    assert [t for t, _ in best.elites] == elites
    assert all(c.value in t.values for t, c in best.elites)
    clan = [c for c in side if isinstance(c, Card)]
    assert judged([*clan, *best.cards, *(c for _, c in best.elites)], blind) == best.formation


def test_elite_troops_resolve_to_their_owners_best():
    assert side_formation(tcards("R8 R9 JOKER")) == Formation(Kind.COLOR_RUN, 24)
    assert side_formation(tcards("JOKER R1 R2")) == Formation(Kind.COLOR_RUN, 6)
    assert side_formation(tcards("JOKER B9 G9")) == Formation(Kind.THREE_OF_A_KIND, 27)
    assert side_formation(tcards("SPY B9 G9")) == Formation(Kind.SUM, 25)
    assert side_formation(tcards("SPY B7 G7")) == Formation(Kind.THREE_OF_A_KIND, 21)
    assert side_formation(tcards("SHIELD B1 B2")) == Formation(Kind.COLOR_RUN, 6)
    assert side_formation(tcards("SHIELD B4 B5")) == Formation(Kind.COLOR_RUN, 12)
    assert side_formation(tcards("SHIELD B5 B6")) == Formation(Kind.COLOR, 14)
    assert side_formation(tcards("JOKER SPY SHIELD")) == Formation(Kind.COLOR, 19)
    assert side_formation(tcards("JOKER SPY R6 R9")) == Formation(Kind.COLOR_RUN, 30)
    # a Joker may duplicate a clan card already on the table
    resolved = resolve_side(tcards("R5 JOKER B5"))
    assert resolved.formation.kind is Kind.THREE_OF_A_KIND
    assert resolved.elites[0][1].value == 5


def test_blind_and_mud_formations():
    assert side_formation(tcards("R1 R2 R3"), blind=True) == Formation(Kind.SUM, 6)
    assert side_formation(tcards("R9 B9 JOKER"), blind=True) == Formation(Kind.SUM, 27)
    four = tcards("R6 R7 R8 R9")
    assert side_formation(four) == Formation(Kind.COLOR_RUN, 30)
    assert side_formation(four, blind=True) == Formation(Kind.SUM, 30)
    assert side_formation(tcards("R5 B5 G5 JOKER")) == Formation(Kind.THREE_OF_A_KIND, 20)
    assert side_formation(tcards("R1 R5 R9 R2")).kind is Kind.COLOR
    assert side_formation(tcards("R1 B2 G3 Y4")).kind is Kind.RUN


def verdict(state, stone=0, player=0):
    return claim_verdict(state, player, stone, check_turn=False)


def test_opponent_elite_troops_are_wild_within_their_range():
    # the opponent's Spy counts as a 7 of any colour: 8 and 9 of that colour beat R5 R6 R7
    state = tbuild({0: ("R5 R6 R7", "SPY")})
    v = verdict(state)
    assert not v.ok and v.code == "opponent_can_beat"
    assert v.counterexample_elites is not None and v.counterexample_elites[0][0] is Tactic.SPY
    witness = [*v.counterexample, v.counterexample_elites[0][1]]
    assert formation(witness).beats(formation(tcards("R5 R6 R7")))
    assert "SPY as" in v.message
    assert v.params["counterexample_elites"]["SPY"] == str(v.counterexample_elites[0][1])
    assert v.to_dict()["counterexample_elites"] == v.params["counterexample_elites"]
    # a Shield Bearer (1-3) cannot reach a colour-run above 3-4-5
    assert verdict(tbuild({0: ("R4 R5 R6", "SHIELD")})).ok
    assert verdict(tbuild({0: ("R3 R4 R5", "SHIELD")})).ok  # 3-4-5 only ties
    assert not verdict(tbuild({0: ("R2 R3 R4", "SHIELD")})).ok


def test_own_elite_troops_count_as_their_best():
    # R8 R9 + Joker is a colour-run 7-8-9: any other only ties, and ties do not beat
    state = tbuild({0: ("R8 R9 JOKER", "")})
    assert verdict(state).ok and verdict(state).early


def test_discarded_clan_cards_cannot_complete_a_side():
    # only B7 lets B8 B9 beat R6 R7 R8
    assert not verdict(tbuild({0: ("R6 R7 R8", "B8 B9")})).ok
    discarded = tbuild({0: ("R6 R7 R8", "B8 B9")}, discard="BANSHEE B7")
    assert verdict(discarded).ok
    assert Card.parse("B7") not in unseen_pool(discarded)


def test_unplayed_tactic_cards_are_not_considered():
    # B7 is on another stone; the Joker in the opponent's hand could stand in for it, but it is
    # not played yet
    state = tbuild({0: ("R7 R8 R9", "B8 B9"), 1: ("B7", "")}, hands=("", "JOKER G1"))
    assert verdict(state).ok


def test_too_few_unseen_cards_cannot_beat_you_under_mud_fight():
    # the opponent needs 3 more cards on a Mud Fight stone; only 2 clan cards are not on the
    # table or discarded
    table = {0: ("R1 R2 R3 R5", "P9"), 1: ("P8 P7", "")}
    state = tbuild(table, modes={0: "MUD"}, deck="B9 G9", leftover="discard")
    assert len(unseen_pool(state)) == 2
    v = verdict(state)
    assert v.ok and "too few" in v.message
    more = tbuild(table, modes={0: "MUD"}, deck="B9 G9 Y9", leftover="discard")
    assert not verdict(more).ok


def test_mud_fight_on_a_three_against_three_stone():
    state = tbuild({0: ("R1 R2 R3", "B7 B8 B9")}, modes={0: "MUD"})
    assert verdict(state).code == "side_incomplete" and "3 of 4" in verdict(state).message
    assert verdict(state, player=1).code == "side_incomplete"
    # four cards each, judged as 4-card formations: a colour-run of 4 beats four of a kind,
    # which beats a colour of 4
    four = tbuild({0: ("R1 R2 R3 R4", "B9 G9 Y9 P9")}, modes={0: "MUD"})
    assert verdict(four).ok and verdict(four, player=1).code == "opponent_wins"
    assert verdict(four, player=1).formation == Formation(Kind.THREE_OF_A_KIND, 36)
    kind = tbuild({0: ("R1 B1 G1 Y1", "P2 P5 P7 P9")}, modes={0: "MUD"}, first={0: 1})
    assert verdict(kind).ok and verdict(kind).formation == Formation(Kind.THREE_OF_A_KIND, 4)
    # three cards of a kind and a fourth are only a sum
    assert verdict(tbuild({0: ("R9 B9 G9 P8", "R1 R2 O3 Y4")}, modes={0: "MUD"}), 0, 1).ok


def test_both_modes_judge_the_sum_of_four():
    state = tbuild({0: ("R1 R2 R3 R4", "B9 G9 Y9 P8")}, modes={0: "BLIND MUD"})
    assert verdict(state, player=1).ok  # 35 against 10
    assert verdict(state).code == "opponent_wins"
    assert verdict(state, player=1).formation == Formation(Kind.SUM, 35)


def test_blind_mans_bluff_judges_by_sum_with_ties_to_the_first():
    state = tbuild({0: ("R1 R2 R3", "B1 G2 Y3")}, modes={0: "BLIND"}, first={0: 1})
    assert verdict(state, player=1).ok and verdict(state).code == "opponent_wins"
    # an early claim: 27 cannot be beaten (the other nines only tie)
    assert verdict(tbuild({0: ("R9 B9 G9", "")}, modes={0: "BLIND"})).ok
    assert not verdict(tbuild({0: ("R7 R8 R9", "")}, modes={0: "BLIND"})).ok


def test_claims_are_legal_actions_under_tactics():
    state = tbuild({0: ("R8 R9 JOKER", ""), 1: ("R1 R2 R3", "B7 B8 B9")}, phase=Phase.AFTER_PLAY)
    claims = [a for a in legal_actions(state) if isinstance(a, Claim)]
    assert claims == [Claim(0)]
    assert apply(state, Claim(0)).stones[0].claimed_by == 0


# --- random tables against brute force -------------------------------------------------------


@st.composite
def tactical_table(draw):
    deck = list(draw(st.permutations(CLAN_CARDS)))
    elites = [Tactic.JOKER, Tactic.JOKER, Tactic.SPY, Tactic.SHIELD]
    elites = [t for t in elites if draw(st.booleans())]
    sides = []
    modes = []
    owners = {0: 0, 1: 0}
    blind_at = draw(st.sampled_from([None, *range(9)]))
    mud_at = draw(st.sampled_from([None, *range(9)]))
    for i in range(9):
        mode = tuple(t for t, at in ((Tactic.BLIND, blind_at), (Tactic.MUD, mud_at)) if at == i)
        size = 4 if Tactic.MUD in mode else 3
        pair = []
        for p in (0, 1):
            n = draw(st.integers(0, size))
            side = []
            for _ in range(n):
                if elites and draw(st.integers(0, 5)) == 0:
                    t = elites.pop()
                    if t is Tactic.JOKER and owners[p]:
                        elites.append(t)
                        continue
                    owners[p] += t is Tactic.JOKER
                    side.append(t)
                else:
                    side.append(deck.pop())
            pair.append(tuple(side))
        sides.append((pair[0], pair[1]))
        modes.append(mode)
    # most of the rest is discarded, so that the brute force stays small
    keep = draw(st.integers(0, 10))
    discard = tuple(deck[keep:])
    firsts = []
    for (a, b), mode in zip(sides, modes, strict=True):
        size = 4 if Tactic.MUD in mode else 3
        if len(a) == size and len(b) == size:
            firsts.append(draw(st.sampled_from([0, 1])))
        else:
            firsts.append(0 if len(a) == size else 1 if len(b) == size else None)
    return sides, firsts, modes, discard


def brute_claimable(sides, firsts, modes, discard, player):
    gone = {c for a, b in sides for c in (*a, *b) if isinstance(c, Card)} | set(discard)
    pool = [c for c in CLAN_CARDS if c not in gone]
    out = []
    for i, pair in enumerate(sides):
        size = 4 if Tactic.MUD in modes[i] else 3
        blind = Tactic.BLIND in modes[i]
        own, other = pair[player], pair[1 - player]
        if len(own) < size:
            continue
        mine = brute_best_side(own, [], size, blind)
        if len(other) == size:
            theirs = brute_best_side(other, [], size, blind)
            if mine > theirs or (mine == theirs and firsts[i] == player):
                out.append(i)
            continue
        best = brute_best_side(other, pool, size, blind)
        if best is None or not best > mine:
            out.append(i)
    return tuple(out)


@given(tactical_table())
def test_tactical_table_verdicts_agree_with_brute_force(case):
    sides, firsts, modes, discard = case
    got = table_claims(sides, firsts, modes=modes, discard=discard)
    expected = tuple(brute_claimable(sides, firsts, modes, discard, p) for p in (0, 1))
    assert got == expected


@given(tactical_table())
def test_tactical_counterexamples_are_real(case):
    sides, firsts, modes, discard = case
    gone = {c for a, b in sides for c in (*a, *b) if isinstance(c, Card)} | set(discard)
    pool = Pool.excluding(gone)
    for i, (a, b) in enumerate(sides):
        size = 4 if Tactic.MUD in modes[i] else 3
        blind = Tactic.BLIND in modes[i]
        if len(a) < size:
            continue
        v = stone_verdict(
            a, b, pool=pool, own_first=firsts[i] == 0, stone=i, size=size, blind=blind
        )
        if v.code == "opponent_can_beat":
            assert v.counterexample is not None and not set(v.counterexample) & gone
            elites = dict(v.counterexample_elites or ())
            clan = [c for c in b if isinstance(c, Card)]
            resolved = [elites[c] for c in b if isinstance(c, Tactic)]
            theirs = judged([*clan, *v.counterexample, *resolved], blind)
            assert theirs.beats(side_formation(a, blind=blind))
