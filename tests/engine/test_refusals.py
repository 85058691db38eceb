"""Every refusal of the rules, raised in a known position: its code, its parameters and its
JSON form (the parameters a translated message is built from, pinned here word for word)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from engine_kit import build, tbuild

from schotten import phases
from schotten import refusals as r
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
)
from schotten.cards import Card
from schotten.claims import claim_verdict
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
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState, Phase
from schotten.tactical import tactic_status
from schotten.tactics import Tactic

R1, R3, R5, G1 = (Card.parse(t) for t in ("R1", "R3", "R5", "G1"))
NINE = "R1 R2 R3 R4 R5 R6 R7 R8 R9"  # a hand after drawing with the Recruiter
SIX = "R1 R2 R3 R4 R5 R6"


@dataclass(frozen=True)
class Case:
    """A position, an action the rules refuse there, and what the refusal says."""

    position: Callable[[], GameState]
    action: object
    error: type[IllegalActionError]
    detail: r.Refusal
    params: dict[str, Any]


CASES: dict[str, Case] = {
    # the phase table (schotten.phases)
    "match_over": Case(
        lambda: build(phase=Phase.MATCH_OVER),
        EndTurn(),
        WrongPhaseError,
        r.MatchOver(action="end", phase="match_over"),
        {"action": "end", "phase": "match_over"},
    ),
    "round_over": Case(
        lambda: build(phase=Phase.ROUND_OVER),
        Place(R5, 0),
        WrongPhaseError,
        r.RoundOver(action="R5@0", phase="round_over"),
        {"action": "R5@0", "phase": "round_over"},
    ),
    "finish_recruiter": Case(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        EndTurn("clan"),
        WrongPhaseError,
        r.FinishRecruiter(action="end clan", phase="return"),
        {"action": "end clan", "phase": "return"},
    ),
    "no_recruiter": Case(
        lambda: tbuild(hands=("R1 R2", "B1")),
        Return((R1,)),
        WrongPhaseError,
        r.NoRecruiter(action="return R1", phase="play"),
        {"action": "return R1", "phase": "play"},
    ),
    "round_not_over": Case(
        lambda: build(phase=Phase.PLAY),
        NextRound(),
        WrongPhaseError,
        r.RoundNotOver(action="next", phase="play"),
        {"action": "next", "phase": "play"},
    ),
    "already_played": Case(
        lambda: build(phase=Phase.AFTER_PLAY, hands=("R5", "B1")),
        Place(R5, 0),
        WrongPhaseError,
        r.AlreadyPlayed(action="R5@0", phase="after_play"),
        {"action": "R5@0", "phase": "after_play"},
    ),
    "play_first": Case(
        lambda: build(phase=Phase.PLAY),
        EndTurn(),
        WrongPhaseError,
        r.PlayFirst(action="end", phase="play"),
        {"action": "end", "phase": "play"},
    ),
    "claim_timing": Case(
        lambda: build({0: ("R7 R8 R9", "")}, phase=Phase.PLAY),
        Claim(0),
        WrongPhaseError,
        r.ClaimTiming(action="claim 0", phase="play"),
        {"action": "claim 0", "phase": "play"},
    ),
    # what the action is
    "tactical_only": Case(
        lambda: new_game(Options(first_player=0), 1),
        Place(Tactic.JOKER, 0),
        UnknownActionError,
        r.TacticalOnly(action="JOKER@0"),
        {"action": "JOKER@0"},
    ),
    "unknown_action": Case(
        lambda: build(phase=Phase.PLAY),
        "R5@0",  # text, not an action object
        UnknownActionError,
        r.UnknownAction(action="'R5@0'"),
        {"action": "'R5@0'"},
    ),
    "card_not_in_hand": Case(
        lambda: build(phase=Phase.PLAY, hands=("R1 R2", "B1")),
        Place(R5, 0),
        CardNotInHandError,
        r.CardNotInHand(card="R5", action="R5@0"),
        {"card": "R5", "action": "R5@0"},
    ),
    # where a card goes
    "stone_claimed": Case(
        lambda: build(
            {4: ("R1 R2 R3", "B1 B2 B3")}, claimed={4: 1}, phase=Phase.PLAY, hands=("R5", "G1")
        ),
        Place(R5, 4),
        StoneClaimedError,
        r.StoneClaimed(stone=4),
        {"stone": 4},
    ),
    "side_full": Case(
        lambda: build({2: ("R7 R8 R9", "")}, phase=Phase.PLAY, hands=("R5", "G1")),
        Place(R5, 2),
        SideFullError,
        r.SideFull(stone=2),
        {"stone": 2},
    ),
    "pass_not_allowed": Case(
        lambda: build(phase=Phase.PLAY, hands=("R5", "B1")),
        Pass(),
        PassNotAllowedError,
        r.PassNotAllowed(example="R5@0"),
        {"example": "R5@0"},
    ),
    # tactic cards at all
    "tactic_limit": Case(
        lambda: tbuild(hands=("R1 SHIELD", "B1"), played=("SPY", "")),
        Place(Tactic.SHIELD, 0),
        TacticRefusedError,
        r.TacticLimit(card="SHIELD", played=1, opponent_played=0),
        {"card": "SHIELD", "played": 1, "opponent_played": 0},
    ),
    "second_joker": Case(
        lambda: tbuild({0: ("JOKER", "")}, hands=("R1 JOKER", "B1"), played=("JOKER", "BANSHEE")),
        Place(Tactic.JOKER, 1),
        TacticRefusedError,
        r.SecondJoker(card="JOKER"),
        {"card": "JOKER"},
    ),
    "no_card_to_draw": Case(
        lambda: tbuild(hands=("RECRUITER R1", "B1"), deck="", tactic_deck="", leftover="discard"),
        Recruit(1, 0),
        TacticRefusedError,
        r.NoCardToDraw(card="RECRUITER"),
        {"card": "RECRUITER"},
    ),
    # a tactic card's target
    "card_not_on_stone": Case(
        lambda: tbuild({2: ("", "SPY")}, hands=("BANSHEE", "G1")),
        Banshee(G1, 2),
        InvalidTargetError,
        r.CardNotOnStone(card="G1", stone=2, action="BANSHEE G1@2"),
        {"card": "G1", "stone": 2, "action": "BANSHEE G1@2"},
    ),
    "elite_troop": Case(
        lambda: tbuild({0: ("R1", "B7 SPY")}, hands=("TRAITOR", "Y1"), played=("", "SPY")),
        Traitor(Tactic.SPY, 0, 2),
        InvalidTargetError,
        r.EliteTroop(card="SPY", stone=0, action="TRAITOR SPY@0>2"),
        {"card": "SPY", "stone": 0, "action": "TRAITOR SPY@0>2"},
    ),
    "same_stone": Case(
        lambda: tbuild({0: ("R1 R2 R3", "B1 B2 B3")}, hands=("STRATEGIST", "Y1"), first={0: 0}),
        Strategist(R3, 0, 0),
        InvalidTargetError,
        r.SameStone(stone=0, action="STRATEGIST R3@0>0"),
        {"stone": 0, "action": "STRATEGIST R3@0>0"},
    ),
    "mode_present": Case(
        # a second Mud Fight: no real deal holds two, the check guards hand-made positions
        lambda: tbuild({2: ("", "")}, modes={2: "MUD"}, hands=("MUD R1", "G1")),
        Mode(Tactic.MUD, 2),
        InvalidTargetError,
        r.ModePresent(stone=2, card="MUD"),
        {"stone": 2, "card": "MUD"},
    ),
    "bad_draw": Case(
        lambda: tbuild(
            hands=("RECRUITER R1", "B1"), deck="G5", tactic_deck="SPY", leftover="discard"
        ),
        Recruit(2, 1),
        InvalidTargetError,
        r.BadDraw(draws=2, clan_deck=1, tactic_deck=1),
        {"draws": 2, "clan_deck": 1, "tactic_deck": 1},
    ),
    "return_count": Case(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        Return((R1,)),
        InvalidTargetError,
        r.ReturnCount(count=2, action="return R1"),
        {"count": 2, "action": "return R1"},
    ),
    # the draw at the end of a tactical turn
    "choose_deck": Case(
        lambda: tbuild(hands=(SIX, "B1"), phase=Phase.AFTER_PLAY),
        EndTurn(),
        DrawError,
        r.ChooseDeck(decks=("clan", "tactic")),
        {"decks": ["clan", "tactic"]},
    ),
    "deck_empty": Case(
        lambda: tbuild(hands=(SIX, "B1"), tactic_deck="", phase=Phase.AFTER_PLAY),
        EndTurn("tactic"),
        DrawError,
        r.DeckEmpty(deck="tactic", decks=("clan",)),
        {"deck": "tactic", "decks": ["clan"]},
    ),
    "no_draw": Case(
        lambda: tbuild(hands=(f"{SIX} R7", "B1"), phase=Phase.AFTER_PLAY),
        EndTurn("clan"),
        DrawError,
        r.NoDraw(action="end clan", reason="hand_full"),
        {"action": "end clan", "reason": "hand_full"},
    ),
}
"""One known position for every code :func:`schotten.rules.apply` refuses an action with (the
claims aside: :data:`CLAIMS`)."""


def _refuse(state: GameState, action: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)  # type: ignore[arg-type]
    return info.value


@pytest.mark.parametrize("code", list(CASES))
def test_each_refusal_has_its_type_code_and_parameters(code: str):
    case = CASES[code]
    err = _refuse(case.position(), case.action)
    assert type(err) is case.error and err.code == code, err.message
    assert type(err.detail) is r.REFUSALS[code] and err.detail == case.detail
    assert err.detail.code == code
    assert err.params == case.params
    assert json.dumps(err.to_dict()) == json.dumps(
        {"code": code, "message": err.message, "params": case.params}
    )


def test_every_refusal_code_has_one_type_and_a_known_position():
    assert set(CASES) == set(r.REFUSALS)
    assert set(r.PHASE_REFUSALS) == set(phases.CODES) < set(r.REFUSALS)
    for code, kind in r.REFUSALS.items():
        assert kind.code == code and issubclass(kind, r.Refusal)
    assert all(issubclass(kind, r.WrongPhase) for kind in r.PHASE_REFUSALS.values())
    assert not any(issubclass(r.REFUSALS[c], r.WrongPhase) for c in set(CASES) - set(phases.CODES))


@dataclass(frozen=True)
class ClaimCase:
    """A position, a claim of ``stone`` by ``player`` and the verdict's type and parameters;
    ``turn``: the verdict asks about the turn and phase too (such a claim is refused by the
    phase table before the verdict when it is applied)."""

    position: Callable[[], GameState]
    stone: int
    detail: r.VerdictDetail
    params: dict[str, Any]
    player: int = 0
    turn: bool = False


def _sides(formation: str, total: int, opponent: str, opponent_total: int) -> dict[str, Any]:
    return {
        "formation": formation,
        "total": total,
        "opponent_formation": opponent,
        "opponent_total": opponent_total,
    }


AT_0 = {"stone": 0, "player": 0}

CLAIMS: dict[str, ClaimCase] = {
    "ok": ClaimCase(
        lambda: build({0: ("R1 R2 R3", "B9 G9 Y8")}),
        0,
        r.VerdictOk(**AT_0, **_sides("color_run", 6, "sum", 26)),
        {**AT_0, "early": False, **_sides("color_run", 6, "sum", 26)},
        turn=True,
    ),
    "no_such_stone": ClaimCase(
        lambda: build(),
        12,
        r.VerdictNoSuchStone(stone=-1, player=0),
        {"stone": -1, "player": 0, "early": False},
        turn=True,
    ),
    "stone_claimed": ClaimCase(
        lambda: build({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 1}),
        0,
        r.VerdictStoneClaimed(**AT_0, claimed_by=1),
        {**AT_0, "early": False, "claimed_by": 1},
    ),
    "side_incomplete": ClaimCase(
        lambda: build({0: ("R9 R8", "B1 B2")}, hands=("", "")),
        0,
        r.VerdictSideIncomplete(**AT_0, cards=2, needed=3),
        {**AT_0, "early": False, "cards": 2, "needed": 3},
    ),
    "opponent_wins": ClaimCase(
        lambda: build({0: ("R1 R2 Y4", "B9 G9 Y9")}),
        0,
        r.VerdictOpponentWins(**AT_0, **_sides("sum", 7, "three_of_a_kind", 27)),
        {**AT_0, "early": False, **_sides("sum", 7, "three_of_a_kind", 27)},
    ),
    "opponent_can_beat": ClaimCase(
        lambda: build({0: ("R5 R6 R8", "B7")}),
        0,
        r.VerdictOpponentCanBeat(
            **AT_0,
            early=True,
            **_sides("color", 19, "color_run", 24),
            counterexample=("B8", "B9"),
        ),
        {
            **AT_0,
            "early": True,
            **_sides("color", 19, "color_run", 24),
            "counterexample": ["B8", "B9"],
        },
    ),
    "not_your_turn": ClaimCase(
        lambda: build({0: ("R7 R8 R9", "")}),
        0,
        r.VerdictNotYourTurn(stone=0, player=1),
        {"stone": 0, "player": 1, "early": False},
        player=1,
        turn=True,
    ),
    "round_over": ClaimCase(
        lambda: build(phase=Phase.ROUND_OVER),
        0,
        r.VerdictRoundOver(**AT_0),
        {**AT_0, "early": False},
        turn=True,
    ),
    "claim_timing": ClaimCase(
        lambda: build(phase=Phase.PLAY),
        0,
        r.VerdictClaimTiming(**AT_0),
        {**AT_0, "early": False},
        turn=True,
    ),
    "finish_recruiter": ClaimCase(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        3,
        r.VerdictFinishRecruiter(stone=3, player=0),
        {"stone": 3, "player": 0, "early": False},
        turn=True,
    ),
}
"""One known position for every code a claim verdict gives."""

ELITES = ClaimCase(
    lambda: tbuild({0: ("R5 R6 R7", "SPY")}, phase=Phase.AFTER_PLAY),
    0,
    r.VerdictOpponentCanBeat(
        **AT_0,
        early=True,
        **_sides("color_run", 18, "color_run", 24),
        counterexample=("R8", "R9"),
        counterexample_elites=(("SPY", "R7"),),
    ),
    {
        **AT_0,
        "early": True,
        **_sides("color_run", 18, "color_run", 24),
        "counterexample": ["R8", "R9"],
        "counterexample_elites": {"SPY": "R7"},
    },
)
"""A refused early claim whose proof counts an elite troop of the opponent's side."""


@pytest.mark.parametrize("code", [*CLAIMS, "opponent_can_beat (elites)"])
def test_each_claim_verdict_has_its_type_and_parameters(code: str):
    case = ELITES if code.endswith("(elites)") else CLAIMS[code]
    code = code.split()[0]
    state = case.position()
    v = claim_verdict(state, case.player, case.stone, check_turn=case.turn)
    assert v.code == code and v.ok is (code == "ok"), v.message
    assert type(v.detail) is r.VERDICTS[code] and v.detail == case.detail
    assert v.params == case.params
    as_json = json.loads(json.dumps(v.to_dict()))
    assert as_json["code"] == code and as_json["stone"] == case.params["stone"]
    if "counterexample_elites" in case.params:
        assert as_json["counterexample_elites"] == case.params["counterexample_elites"]
    if case.turn:
        return
    err = _refuse(state, Claim(case.stone))
    assert type(err) is ClaimRefusedError and err.verdict == v and err.detail == v.detail
    assert json.dumps(err.to_dict()) == json.dumps(
        {"code": code, "message": v.message, "params": case.params}
    )


def test_every_verdict_code_has_one_type_and_a_known_position():
    assert set(CLAIMS) == set(r.VERDICTS)
    for code, kind in r.VERDICTS.items():
        assert kind.code == code and issubclass(kind, r.VerdictDetail)


def test_a_verdict_and_its_detail_cannot_disagree():
    v = claim_verdict(build({0: ("R1 R2", "")}), 0, 0)
    with pytest.raises(ValueError):
        replace(v, stone=1)
    with pytest.raises(ValueError):
        replace(v, detail=r.VerdictNotYourTurn(stone=0, player=0))


def test_an_error_takes_its_code_from_its_detail():
    err = SideFullError("full", detail=r.SideFull(stone=3))
    assert err.code == "side_full" and err.params == {"stone": 3}
    with pytest.raises(ValueError):
        SideFullError("full", code="stone_claimed", detail=r.SideFull(stone=3))
    with pytest.raises(TypeError):
        SideFullError("full", params={"stone": 3}, detail=r.SideFull(stone=3))
    # without a detail (errors of notation, saves, tables): the mapping given
    plain = WrongPhaseError("x", code="play_first", params={"action": "end"})
    assert plain.detail is None and plain.params == {"action": "end"}


def test_a_tactic_cards_status_has_one_type_whatever_its_code():
    state = tbuild(hands=("R1 SHIELD", "B1"), played=("SPY", ""))
    counts = {"played": 1, "opponent_played": 0}
    for card, code in ((Tactic.SHIELD, "tactic_limit"), (Tactic.SPY, "card_not_in_hand")):
        option = tactic_status(state, 0, card)
        assert option.code == code
        assert option.detail == r.TacticPlays(card=str(card), played=1, opponent_played=0)
        assert option.params == {"card": str(card), **counts}
        assert option.to_dict()["params"] == {"card": str(card), **counts}
    playable = tactic_status(tbuild(hands=("R1 SHIELD", "B1")), 0, Tactic.SHIELD)
    assert playable.code == "ok" and type(playable.detail) is r.TacticPlays
    assert playable.params == {"card": "SHIELD", **dict.fromkeys(counts, 0)}


# --- through play ------------------------------------------------------------------------------


def _probes(state: GameState, seen: list[object]) -> list[object]:
    """Actions to try on ``state``: the ones legal earlier in the game (most are refused now)
    and one of each kind aimed at the table as it is."""
    hand = state.hands[state.current_player]
    out: list[object] = [*seen, Pass(), EndTurn(), NextRound(), *(Claim(i) for i in range(9))]
    if state.options.rules.tactics:
        out += [EndTurn("clan"), EndTurn("tactic")]
        out += [Return(hand[:n]) for n in (1, 2) if len(hand) >= n]
        out += [Recruit(3, 0), Recruit(0, 3), Mode(Tactic.MUD, 0), Mode(Tactic.BLIND, 8)]
    for i, stone in enumerate(state.stones):
        for side in stone.sides:
            for c in side:
                out += [Strategist(c, i, (i + 1) % 9), Banshee(c, i)]
                if isinstance(c, Card):
                    out.append(Traitor(c, i, i))
    placed = [c for c in hand if isinstance(c, Card) or c.is_elite]
    out += [Place(c, i) for c in placed for i in (0, 4, 8)]
    return out


@pytest.mark.parametrize("variant", ["classic", "tactical"])
@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_every_refusal_met_in_play_carries_the_type_of_its_code(variant: str, timing: str):
    """Over random games, every action tried and refused carries a detail of its code's one
    type (the verdict's for a claim), with ``params`` derived from it."""
    rng = random.Random(f"{variant}-{timing}")
    met: set[str] = set()
    for game in range(3):
        state = new_game(Options(variant=variant, claim_timing=timing), seed=200 + game)
        seen: list[object] = []
        while legal_actions(state):
            for action in _probes(state, seen):
                try:
                    apply(state, action)  # type: ignore[arg-type]
                except IllegalActionError as err:
                    table = r.VERDICTS if isinstance(err, ClaimRefusedError) else r.REFUSALS
                    assert err.detail is not None, err.message
                    assert type(err.detail) is table[err.code], err.message
                    assert err.params == err.detail.params
                    met.add(err.code)
            legal = legal_actions(state)
            seen = [*seen[-40:], *rng.sample(legal, min(3, len(legal)))]
            state = apply(state, rng.choice(legal))
    # the probes reach most codes (the rest are met in CASES)
    assert len(met) >= (18 if variant == "tactical" else 10), sorted(met)
