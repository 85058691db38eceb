"""Every refusal of the rules, raised in a known position: its code, its parameters and its
JSON form (the parameters a translated message is built from, pinned here word for word)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from engine_kit import build, tbuild

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
from schotten.rules import apply, new_game
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
    params: dict[str, Any]


CASES: dict[str, Case] = {
    # the phase table (schotten.phases)
    "match_over": Case(
        lambda: build(phase=Phase.MATCH_OVER),
        EndTurn(),
        WrongPhaseError,
        {"action": "end", "phase": "match_over"},
    ),
    "round_over": Case(
        lambda: build(phase=Phase.ROUND_OVER),
        Place(R5, 0),
        WrongPhaseError,
        {"action": "R5@0", "phase": "round_over"},
    ),
    "finish_recruiter": Case(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        EndTurn("clan"),
        WrongPhaseError,
        {"action": "end clan", "phase": "return"},
    ),
    "no_recruiter": Case(
        lambda: tbuild(hands=("R1 R2", "B1")),
        Return((R1,)),
        WrongPhaseError,
        {"action": "return R1", "phase": "play"},
    ),
    "round_not_over": Case(
        lambda: build(phase=Phase.PLAY),
        NextRound(),
        WrongPhaseError,
        {"action": "next", "phase": "play"},
    ),
    "already_played": Case(
        lambda: build(phase=Phase.AFTER_PLAY, hands=("R5", "B1")),
        Place(R5, 0),
        WrongPhaseError,
        {"action": "R5@0", "phase": "after_play"},
    ),
    "play_first": Case(
        lambda: build(phase=Phase.PLAY),
        EndTurn(),
        WrongPhaseError,
        {"action": "end", "phase": "play"},
    ),
    "claim_timing": Case(
        lambda: build({0: ("R7 R8 R9", "")}, phase=Phase.PLAY),
        Claim(0),
        WrongPhaseError,
        {"action": "claim 0", "phase": "play"},
    ),
    # what the action is
    "tactical_only": Case(
        lambda: new_game(Options(first_player=0), 1),
        Place(Tactic.JOKER, 0),
        UnknownActionError,
        {"action": "JOKER@0"},
    ),
    "unknown_action": Case(
        lambda: build(phase=Phase.PLAY),
        "R5@0",  # text, not an action object
        UnknownActionError,
        {"action": "'R5@0'"},
    ),
    "card_not_in_hand": Case(
        lambda: build(phase=Phase.PLAY, hands=("R1 R2", "B1")),
        Place(R5, 0),
        CardNotInHandError,
        {"card": "R5", "action": "R5@0"},
    ),
    # where a card goes
    "stone_claimed": Case(
        lambda: build(
            {4: ("R1 R2 R3", "B1 B2 B3")}, claimed={4: 1}, phase=Phase.PLAY, hands=("R5", "G1")
        ),
        Place(R5, 4),
        StoneClaimedError,
        {"stone": 4},
    ),
    "side_full": Case(
        lambda: build({2: ("R7 R8 R9", "")}, phase=Phase.PLAY, hands=("R5", "G1")),
        Place(R5, 2),
        SideFullError,
        {"stone": 2},
    ),
    "pass_not_allowed": Case(
        lambda: build(phase=Phase.PLAY, hands=("R5", "B1")),
        Pass(),
        PassNotAllowedError,
        {"example": "R5@0"},
    ),
    # tactic cards at all
    "tactic_limit": Case(
        lambda: tbuild(hands=("R1 SHIELD", "B1"), played=("SPY", "")),
        Place(Tactic.SHIELD, 0),
        TacticRefusedError,
        {"card": "SHIELD", "played": 1, "opponent_played": 0},
    ),
    "second_joker": Case(
        lambda: tbuild({0: ("JOKER", "")}, hands=("R1 JOKER", "B1"), played=("JOKER", "BANSHEE")),
        Place(Tactic.JOKER, 1),
        TacticRefusedError,
        {"card": "JOKER"},
    ),
    "no_card_to_draw": Case(
        lambda: tbuild(hands=("RECRUITER R1", "B1"), deck="", tactic_deck="", leftover="discard"),
        Recruit(1, 0),
        TacticRefusedError,
        {"card": "RECRUITER"},
    ),
    # a tactic card's target
    "card_not_on_stone": Case(
        lambda: tbuild({2: ("", "SPY")}, hands=("BANSHEE", "G1")),
        Banshee(G1, 2),
        InvalidTargetError,
        {"card": "G1", "stone": 2, "action": "BANSHEE G1@2"},
    ),
    "elite_troop": Case(
        lambda: tbuild({0: ("R1", "B7 SPY")}, hands=("TRAITOR", "Y1"), played=("", "SPY")),
        Traitor(Tactic.SPY, 0, 2),
        InvalidTargetError,
        {"card": "SPY", "stone": 0, "action": "TRAITOR SPY@0>2"},
    ),
    "same_stone": Case(
        lambda: tbuild({0: ("R1 R2 R3", "B1 B2 B3")}, hands=("STRATEGIST", "Y1"), first={0: 0}),
        Strategist(R3, 0, 0),
        InvalidTargetError,
        {"stone": 0, "action": "STRATEGIST R3@0>0"},
    ),
    "mode_present": Case(
        # a second Mud Fight: no real deal holds two, the check guards hand-made positions
        lambda: tbuild({2: ("", "")}, modes={2: "MUD"}, hands=("MUD R1", "G1")),
        Mode(Tactic.MUD, 2),
        InvalidTargetError,
        {"stone": 2, "card": "MUD"},
    ),
    "bad_draw": Case(
        lambda: tbuild(
            hands=("RECRUITER R1", "B1"), deck="G5", tactic_deck="SPY", leftover="discard"
        ),
        Recruit(2, 1),
        InvalidTargetError,
        {"draws": 2, "clan_deck": 1, "tactic_deck": 1},
    ),
    "return_count": Case(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        Return((R1,)),
        InvalidTargetError,
        {"count": 2, "action": "return R1"},
    ),
    # the draw at the end of a tactical turn
    "choose_deck": Case(
        lambda: tbuild(hands=(SIX, "B1"), phase=Phase.AFTER_PLAY),
        EndTurn(),
        DrawError,
        {"decks": ["clan", "tactic"]},
    ),
    "deck_empty": Case(
        lambda: tbuild(hands=(SIX, "B1"), tactic_deck="", phase=Phase.AFTER_PLAY),
        EndTurn("tactic"),
        DrawError,
        {"deck": "tactic", "decks": ["clan"]},
    ),
    "no_draw": Case(
        lambda: tbuild(hands=(f"{SIX} R7", "B1"), phase=Phase.AFTER_PLAY),
        EndTurn("clan"),
        DrawError,
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
def test_each_refusal_keeps_its_code_and_parameters(code: str):
    case = CASES[code]
    err = _refuse(case.position(), case.action)
    assert type(err) is case.error and err.code == code, err.message
    assert err.params == case.params
    assert json.dumps(err.to_dict()) == json.dumps(
        {"code": code, "message": err.message, "params": case.params}
    )


@dataclass(frozen=True)
class ClaimCase:
    """A position, a claim of ``stone`` by ``player`` and the verdict's parameters; ``turn``: the
    verdict asks about the turn and phase too (such a claim is refused by the phase table
    before the verdict when it is applied)."""

    position: Callable[[], GameState]
    stone: int
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


CLAIMS: dict[str, ClaimCase] = {
    "ok": ClaimCase(
        lambda: build({0: ("R1 R2 R3", "B9 G9 Y8")}),
        0,
        {"stone": 0, "player": 0, "early": False, **_sides("color_run", 6, "sum", 26)},
        turn=True,
    ),
    "no_such_stone": ClaimCase(
        lambda: build(), 12, {"stone": -1, "player": 0, "early": False}, turn=True
    ),
    "stone_claimed": ClaimCase(
        lambda: build({0: ("R1 R2 R3", "B1 B2 B3")}, claimed={0: 1}),
        0,
        {"stone": 0, "player": 0, "early": False, "claimed_by": 1},
    ),
    "side_incomplete": ClaimCase(
        lambda: build({0: ("R9 R8", "B1 B2")}, hands=("", "")),
        0,
        {"stone": 0, "player": 0, "early": False, "cards": 2, "needed": 3},
    ),
    "opponent_wins": ClaimCase(
        lambda: build({0: ("R1 R2 Y4", "B9 G9 Y9")}),
        0,
        {"stone": 0, "player": 0, "early": False, **_sides("sum", 7, "three_of_a_kind", 27)},
    ),
    "opponent_can_beat": ClaimCase(
        lambda: build({0: ("R5 R6 R8", "B7")}),
        0,
        {
            "stone": 0,
            "player": 0,
            "early": True,
            **_sides("color", 19, "color_run", 24),
            "counterexample": ["B8", "B9"],
        },
    ),
    "not_your_turn": ClaimCase(
        lambda: build({0: ("R7 R8 R9", "")}),
        0,
        {"stone": 0, "player": 1, "early": False},
        player=1,
        turn=True,
    ),
    "round_over": ClaimCase(
        lambda: build(phase=Phase.ROUND_OVER),
        0,
        {"stone": 0, "player": 0, "early": False},
        turn=True,
    ),
    "claim_timing": ClaimCase(
        lambda: build(phase=Phase.PLAY), 0, {"stone": 0, "player": 0, "early": False}, turn=True
    ),
    "finish_recruiter": ClaimCase(
        lambda: tbuild(hands=(NINE, "B1"), phase=Phase.RETURN),
        3,
        {"stone": 3, "player": 0, "early": False},
        turn=True,
    ),
}
"""One known position for every code a claim verdict gives."""

ELITES = ClaimCase(
    lambda: tbuild({0: ("R5 R6 R7", "SPY")}, phase=Phase.AFTER_PLAY),
    0,
    {
        "stone": 0,
        "player": 0,
        "early": True,
        **_sides("color_run", 18, "color_run", 24),
        "counterexample": ["R8", "R9"],
        "counterexample_elites": {"SPY": "R7"},
    },
)
"""A refused early claim whose proof counts an elite troop of the opponent's side."""


@pytest.mark.parametrize("code", [*CLAIMS, "opponent_can_beat (elites)"])
def test_each_claim_verdict_keeps_its_code_and_parameters(code: str):
    case = ELITES if code.endswith("(elites)") else CLAIMS[code]
    code = code.split()[0]
    state = case.position()
    v = claim_verdict(state, case.player, case.stone, check_turn=case.turn)
    assert v.code == code and v.ok is (code == "ok"), v.message
    assert v.params == case.params
    as_json = json.loads(json.dumps(v.to_dict()))
    assert as_json["code"] == code and as_json["stone"] == case.params["stone"]
    if "counterexample_elites" in case.params:
        assert as_json["counterexample_elites"] == case.params["counterexample_elites"]
    if case.turn:
        return
    err = _refuse(state, Claim(case.stone))
    assert type(err) is ClaimRefusedError and err.verdict == v
    assert json.dumps(err.to_dict()) == json.dumps(
        {"code": code, "message": v.message, "params": case.params}
    )


def test_a_tactic_cards_status_keeps_its_parameters():
    state = tbuild(hands=("R1 SHIELD", "B1"), played=("SPY", ""))
    counts = {"played": 1, "opponent_played": 0}
    for card, code in ((Tactic.SHIELD, "tactic_limit"), (Tactic.SPY, "card_not_in_hand")):
        option = tactic_status(state, 0, card)
        assert option.code == code and option.params == {"card": str(card), **counts}
        assert option.to_dict()["params"] == {"card": str(card), **counts}
    playable = tactic_status(tbuild(hands=("R1 SHIELD", "B1")), 0, Tactic.SHIELD)
    assert playable.code == "ok" and playable.params == {
        "card": "SHIELD",
        **dict.fromkeys(counts, 0),
    }
