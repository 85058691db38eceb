"""What an applied action did, as typed events: the one place that reads an action's kind.

An action is an instruction ("TRAITOR R5@3>6"); its events are what a player sees happen: a
card placed on a side, a stone claimed, a card taken from one side to another, a card
discarded, cards drawn, the round won. The screens read events, never the action's class, so
a new kind of action is one new case here (and its words in ``ui.narrate``).

- :func:`action_events` reads what the action itself says (its public form: after the
  Recruiter only the decks the cards went under). It needs no state, so it works on the
  history of a player's view.
- :func:`apply_with_events` applies the action (:func:`schotten.rules.apply`) and adds what
  followed from the state: the cards drawn at the end of a turn, the round or the match won.

Events never hold a card a player may not see: a drawn card is told by its deck only.

>>> from schotten.actions import parse_action
>>> action_events(0, parse_action("R5@3"))
(CardPlaced(player=0, card=Card.parse('R5'), stone=3),)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from .actions import (
    CLAN_DECK,
    TACTIC_DECK,
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
from .rules import apply
from .state import GameState, Phase
from .tactics import AnyCard, Tactic


@dataclass(frozen=True, slots=True)
class CardPlaced:
    """``player`` put ``card`` (a clan card or an elite troop) from the hand on their side of
    ``stone``."""

    player: int
    card: AnyCard
    stone: int


@dataclass(frozen=True, slots=True)
class ModePlaced:
    """``player`` put the combat mode ``mode`` (Blind-Man's Bluff, Mud Fight) on ``stone``."""

    player: int
    mode: Tactic
    stone: int


@dataclass(frozen=True, slots=True)
class StoneClaimed:
    """``player`` claimed ``stone``."""

    player: int
    stone: int


@dataclass(frozen=True, slots=True)
class Passed:
    """``player`` played no card (none could be placed)."""

    player: int


@dataclass(frozen=True, slots=True)
class CardsRecruited:
    """``player`` played the Recruiter: ``clan`` cards drawn from the clan deck and ``tactic``
    from the tactic deck."""

    player: int
    clan: int
    tactic: int


@dataclass(frozen=True, slots=True)
class CardsReturned:
    """``player`` put cards under their decks after the Recruiter: ``decks`` names the deck of
    each, in order (the cards themselves stay secret)."""

    player: int
    decks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardMoved:
    """``player`` played ``by`` (the Strategist or the Traitor): ``card`` left ``owner``'s side
    of ``stone`` for ``player``'s side of ``to``."""

    player: int
    by: Tactic
    card: AnyCard
    owner: int
    stone: int
    to: int


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    """``player`` played ``by`` (the Strategist or the Banshee): ``card`` left ``owner``'s side
    of ``stone`` for the discard pile."""

    player: int
    by: Tactic
    card: AnyCard
    owner: int
    stone: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """``player`` ended the turn, naming ``draw`` (the deck asked for in the tactical game, else
    ``None``)."""

    player: int
    draw: str | None


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """``player`` drew a card from ``deck`` at the end of the turn."""

    player: int
    deck: str


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The round is over: won by ``winner`` (``None``: drawn) ``how`` (``adjacent``, ``five``,
    ``stalemate``); ``match_over``: it was the last round."""

    winner: int | None
    how: str
    match_over: bool


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """The next round was dealt (``round_no`` counts from 0)."""

    round_no: int


Event: TypeAlias = (
    CardPlaced
    | ModePlaced
    | StoneClaimed
    | Passed
    | CardsRecruited
    | CardsReturned
    | CardMoved
    | CardDiscarded
    | TurnEnded
    | CardDrawn
    | RoundEnded
    | RoundDealt
)
EVENT_TYPES = (
    CardPlaced,
    ModePlaced,
    StoneClaimed,
    Passed,
    CardsRecruited,
    CardsReturned,
    CardMoved,
    CardDiscarded,
    TurnEnded,
    CardDrawn,
    RoundEnded,
    RoundDealt,
)
PRIMARY_TYPES = (*EVENT_TYPES[:9], RoundDealt)
"""The events an action itself makes (:func:`action_events`); the others follow from the state."""


def action_events(player: int, action: Action, round_no: int = 0) -> tuple[Event, ...]:
    """What ``action`` by ``player`` did, as far as the action says (one event; ``round_no``
    is the round it was played in, for :class:`RoundDealt`). A :class:`Return` is told in its
    public form."""
    match action:
        case Place(card=card, stone=stone):
            return (CardPlaced(player, card, stone),)
        case Mode(mode=mode, stone=stone):
            return (ModePlaced(player, mode, stone),)
        case Claim(stone=stone):
            return (StoneClaimed(player, stone),)
        case Pass():
            return (Passed(player),)
        case Recruit(clan=clan, tactic=tactic):
            return (CardsRecruited(player, clan, tactic),)
        case Return():
            return (CardsReturned(player, action.decks),)
        case Strategist(card=card, stone=stone, to=None):
            return (CardDiscarded(player, Tactic.STRATEGIST, card, player, stone),)
        case Strategist(card=card, stone=stone, to=int(to)):
            return (CardMoved(player, Tactic.STRATEGIST, card, player, stone, to),)
        case Banshee(card=card, stone=stone):
            return (CardDiscarded(player, Tactic.BANSHEE, card, 1 - player, stone),)
        case Traitor(card=card, stone=stone, to=to):
            return (CardMoved(player, Tactic.TRAITOR, card, 1 - player, stone, to),)
        case EndTurn(draw=draw):
            return (TurnEnded(player, draw),)
        case NextRound():
            return (RoundDealt(round_no + 1),)
    raise TypeError(f"not an action: {action!r}")  # pragma: no cover - Action is closed


def state_events(before: GameState, action: Action, after: GameState) -> tuple[Event, ...]:
    """What followed from ``action`` taking ``before`` to ``after``: the cards drawn at the end
    of the turn, the round (or the match) won."""
    p = before.current_player
    out: list[Event] = []
    if isinstance(action, EndTurn):
        for deck, was, now in (
            (CLAN_DECK, len(before.deck), len(after.deck)),
            (TACTIC_DECK, len(before.tactic_deck), len(after.tactic_deck)),
        ):
            out.extend(CardDrawn(p, deck) for _ in range(was - now))
    over = (Phase.ROUND_OVER, Phase.MATCH_OVER)
    if after.phase in over and before.phase not in over and after.round_results:
        result = after.round_results[-1]
        out.append(RoundEnded(result.winner, result.how, after.phase is Phase.MATCH_OVER))
    return tuple(out)


def apply_with_events(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """:func:`schotten.rules.apply`, and what the action did. Raises as ``apply`` does, leaving
    nothing changed."""
    after = apply(state, action)
    said = action_events(state.current_player, action, state.round_no)
    return after, said + state_events(state, action, after)


def round_ended(events: tuple[Event, ...]) -> bool:
    """Whether these events end a round (or the match)."""
    return any(isinstance(e, RoundEnded) for e in events)
