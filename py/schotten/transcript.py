"""A game as text for people: its header, every action in order, round results, the final
table (``python -m schotten replay``). Stones are numbered 0-8 as in the notation.

>>> from schotten.options import Options
>>> from schotten.rules import new_game, apply
>>> from schotten.actions import parse_action
>>> state = new_game(Options(first_player=0, names=("Ann", "Bob")), seed=3)
>>> state = apply(state, parse_action(f"{state.hands[0][0]}@4"))
>>> print("\\n".join(transcript(state)[:4]))
Ann (p1) vs Bob (p2): classic game, normal claim timing, 1 round, seed 3
<BLANKLINE>
round 1
  1. Ann  R2@4    places Red 2 on stone 4
"""

from __future__ import annotations

from .actions import (
    Action,
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
from .cards import Card
from .rules import match_winner
from .state import GameState, RoundResult
from .tactics import AnyCard

HOW = {"adjacent": "three adjacent stones", "five": "five stones", "stalemate": "the stalemate"}


def names_of(state: GameState) -> tuple[str, str]:
    """The players' names, the computer's seat named by its level."""
    names = list(state.options.names or ("p1", "p2"))
    for seat, level in enumerate(state.options.bots or ()):
        if level:
            names[seat] = f"computer ({level})"
    return names[0], names[1]


def card_name(card: AnyCard) -> str:
    """``"Blue 2"``, ``"Joker"``."""
    if isinstance(card, Card):
        return f"{card.color.label.capitalize()} {card.value}"
    return card.label


def describe(action: Action) -> str:
    """What an action does, in words (stones 0-8)."""
    if isinstance(action, Place):
        return f"places {card_name(action.card)} on stone {action.stone}"
    if isinstance(action, Claim):
        return f"claims stone {action.stone}"
    if isinstance(action, Pass):
        return "passes"
    if isinstance(action, EndTurn):
        return "ends the turn" + (f", drawing from the {action.draw} deck" if action.draw else "")
    if isinstance(action, NextRound):
        return "deals the next round"
    if isinstance(action, Mode):
        return f"plays {card_name(action.mode)} on stone {action.stone}"
    if isinstance(action, Recruit):
        return f"plays the Recruiter: {action.clan} clan and {action.tactic} tactic card(s)"
    if isinstance(action, Return):
        return f"puts back {len(action.cards)} card(s)"
    if isinstance(action, Strategist):
        where = "the discard pile" if action.to is None else f"stone {action.to}"
        moved = card_name(action.card)
        return f"plays the Strategist: {moved} from stone {action.stone} to {where}"
    if isinstance(action, Banshee):
        return f"plays the Banshee: {card_name(action.card)} off stone {action.stone}"
    if isinstance(action, Traitor):
        return (
            f"plays the Traitor: {card_name(action.card)} from stone {action.stone} "
            f"to stone {action.to}"
        )
    return str(action)  # pragma: no cover - every action kind is listed above


def transcript(state: GameState) -> list[str]:
    """Every line of the game's text."""
    names = names_of(state)
    o = state.options
    rounds = f"{o.rounds} round" + ("s" if o.rounds != 1 else "")
    lines = [
        f"{names[0]} (p1) vs {names[1]} (p2): {o.variant} game, {o.claim_timing} claim "
        f"timing, {rounds}, seed {state.seed}"
    ]
    width = max(len(n) for n in names)
    results = {r.round_no: r for r in state.round_results}
    current = -1
    for ply, h in enumerate(state.history, 1):
        if h.round_no != current:
            if current in results:
                lines.append(_result(results[current], names))
            current = h.round_no
            lines += ["", f"round {current + 1}"]
        text = str(h.action)
        lines.append(f"{ply:>3}. {names[h.player]:<{width}}  {text:<7} {describe(h.action)}")
    if current in results:
        lines.append(_result(results[current], names))
    lines += ["", "table:"]
    for i, s in enumerate(state.stones):
        sides = [" ".join(map(str, side)) or "-" for side in s.sides]
        owner = "" if s.claimed_by is None else f"  claimed by {names[s.claimed_by]}"
        lines.append(f"  stone {i}: {sides[0]:<14} | {sides[1]:<14}{owner}")
    lines.append(f"score: {names[0]} {state.scores[0]} - {state.scores[1]} {names[1]}")
    if state.is_terminal:
        winner = match_winner(state)
        lines.append("the match is drawn" if winner is None else f"{names[winner]} wins the match")
    else:
        lines.append("the game goes on")
    return lines


def _result(r: RoundResult, names: tuple[str, str]) -> str:
    points = f"{r.points[0]}-{r.points[1]} points"
    if r.winner is None:
        return f"  round {r.round_no + 1} is drawn ({points})"
    return f"  {names[r.winner]} wins round {r.round_no + 1} by {HOW.get(r.how, r.how)} ({points})"
