"""Actions and their notation.

=============================  ===============================  ==================================
action                         notation                         meaning
=============================  ===============================  ==================================
``Place(card, stone)``         ``"R5@3"``, ``"JOKER@3"``        play R5 (or an elite troop) on
                                                                your side of stone 3 (0-8)
``Claim(stone)``               ``"claim 3"``                    claim stone 3
``Pass()``                     ``"pass"``                       no clan card can be placed
``EndTurn()``                  ``"end"``                        end the turn (classic: draws a
                                                                card if any are left)
``EndTurn("clan")``            ``"end clan"``, ``"end tactic"`` tactical: end the turn, drawing
                                                                from that deck
``NextRound()``                ``"next"``                       deal the next round of the match
``Mode(mode, stone)``          ``"MUD@3"``, ``"BLIND@3"``       a combat mode on stone 3
``Recruit(clan, tactic)``      ``"RECRUITER 2 clan 1 tactic"``  draw 2 clan and 1 tactic card...
``Return(cards)``              ``"return R5 JOKER"``            ...then put these under their
                                                                decks (R5 first, JOKER below)
``Strategist(card, stone,      ``"STRATEGIST R5@3>5"``,         move your R5 from stone 3 to
to)``                          ``"STRATEGIST R5@3>discard"``    stone 5, or discard it
``Banshee(card, stone)``       ``"BANSHEE R5@3"``               discard the opponent's R5 from
                                                                stone 3
``Traitor(card, stone, to)``   ``"TRAITOR R5@3>5"``             the opponent's R5 on stone 3 to
                                                                your side of stone 5
=============================  ===============================  ==================================

Tactic cards are written in upper case (``JOKER SPY SHIELD BLIND MUD RECRUITER STRATEGIST
BANSHEE TRAITOR``). What the other player sees of a :class:`Return` is its concealed form,
``"return ?clan ?tactic"`` (which deck each card went under); it is never a legal action.

>>> parse_action("R5@3")
Place(card=Card.parse('R5'), stone=3)
>>> str(Claim(8))
'claim 8'
>>> parse_action("TRAITOR B7@2>6")
Traitor(card=Card.parse('B7'), stone=2, to=6)
>>> str(Strategist(Tactic.JOKER, 4, None)), str(EndTurn("tactic"))
('STRATEGIST JOKER@4>discard', 'end tactic')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeAlias

from .cards import Card
from .errors import InvalidActionError, InvalidCardError
from .options import NUM_STONES
from .tactics import AnyCard, Tactic, parse_card

CLAN_DECK = "clan"
TACTIC_DECK = "tactic"
DECKS = (CLAN_DECK, TACTIC_DECK)
DISCARD = "discard"
RECRUIT_DRAWS = 3
RECRUIT_RETURNS = 2


def _check_stone(stone: object) -> None:
    if not isinstance(stone, int) or isinstance(stone, bool) or not 0 <= stone < NUM_STONES:
        raise InvalidActionError(
            f"no such stone: {stone!r} (stones are 0-8)",
            code="no_such_stone",
            params={"stone": stone},
        )


def _check_side_card(card: object) -> None:
    """A card that can lie on a side: a clan card or an elite troop."""
    if isinstance(card, Card) or (isinstance(card, Tactic) and card.is_elite):
        return
    raise InvalidActionError(
        f"not a clan card or an elite troop: {card!r}", params={"text": repr(card)}
    )


def deck_of(card: AnyCard) -> str:
    """The deck a card belongs to: ``"clan"`` or ``"tactic"``."""
    return CLAN_DECK if isinstance(card, Card) else TACTIC_DECK


@dataclass(frozen=True, slots=True)
class Place:
    """Play ``card`` from the hand onto the mover's side of ``stone``: a clan card, or (tactical
    variant) an elite troop ``JOKER``, ``SPY`` or ``SHIELD``."""

    card: AnyCard
    stone: int

    def __post_init__(self) -> None:
        if isinstance(self.card, Tactic) and self.card.is_elite:
            _check_stone(self.stone)
            return
        if not isinstance(self.card, Card):
            raise InvalidActionError(f"not a card: {self.card!r}", params={"text": repr(self.card)})
        _check_stone(self.stone)

    def __str__(self) -> str:
        return f"{self.card}@{self.stone}"


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim ``stone``."""

    stone: int

    def __post_init__(self) -> None:
        _check_stone(self.stone)

    def __str__(self) -> str:
        return f"claim {self.stone}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play no card: allowed only when no clan card can be placed."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn. Classic: ``draw`` is ``None`` and a card is drawn if the deck is not empty
    (and the hand is not full). Tactical: ``draw`` names the deck to draw from (``"clan"`` or
    ``"tactic"``, not an empty one) while the hand holds fewer than 7 cards, else ``None``."""

    draw: str | None = None

    def __post_init__(self) -> None:
        if self.draw is not None and self.draw not in DECKS:
            raise InvalidActionError(
                f"not a deck: {self.draw!r} (decks are clan and tactic)",
                params={"text": repr(self.draw)},
            )

    def __str__(self) -> str:
        return "end" if self.draw is None else f"end {self.draw}"


@dataclass(frozen=True, slots=True)
class NextRound:
    """After a round is over (and the match is not), deal the next round."""

    def __str__(self) -> str:
        return "next"


@dataclass(frozen=True, slots=True)
class Mode:
    """Place the combat mode ``mode`` (``BLIND`` or ``MUD``) on ``stone``."""

    mode: Tactic
    stone: int

    def __post_init__(self) -> None:
        if not (isinstance(self.mode, Tactic) and self.mode.is_mode):
            raise InvalidActionError(
                f"not a combat mode: {self.mode!r}", params={"text": repr(self.mode)}
            )
        _check_stone(self.stone)

    @property
    def card(self) -> Tactic:
        return self.mode

    def __str__(self) -> str:
        return f"{self.mode}@{self.stone}"


@dataclass(frozen=True, slots=True)
class Recruit:
    """Play the Recruiter: draw ``clan`` cards from the clan deck and ``tactic`` from the tactic
    deck (3 in all, fewer only when fewer remain); a :class:`Return` follows."""

    clan: int
    tactic: int

    def __post_init__(self) -> None:
        for n in (self.clan, self.tactic):
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= RECRUIT_DRAWS:
                raise InvalidActionError(
                    f"the Recruiter draws 0-{RECRUIT_DRAWS} cards from a deck, not {n!r}",
                    params={"text": repr(n)},
                )
        if not 1 <= self.clan + self.tactic <= RECRUIT_DRAWS:
            raise InvalidActionError(
                f"the Recruiter draws 1-{RECRUIT_DRAWS} cards, not {self.clan + self.tactic}",
                params={"text": f"{self.clan}+{self.tactic}"},
            )

    @property
    def card(self) -> Tactic:
        return Tactic.RECRUITER

    def __str__(self) -> str:
        return f"RECRUITER {self.clan} clan {self.tactic} tactic"


@dataclass(frozen=True, slots=True)
class Return:
    """The Recruiter's second step: put ``cards`` from the hand under their own decks (a clan
    card under the clan deck, a tactic card under the tactic deck), in the order given: the
    last one ends at the very bottom.

    The other player sees only the concealed form, ``Return((), hidden=("clan", "tactic"))``
    (``"return ?clan ?tactic"``): which deck each card went under. It is never legal.
    """

    cards: tuple[AnyCard, ...]
    hidden: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple) or not isinstance(self.hidden, tuple):
            raise InvalidActionError("return: cards must be a tuple")
        if self.cards and self.hidden:
            raise InvalidActionError("return: either cards or the concealed decks, not both")
        n = len(self.cards) or len(self.hidden)
        if not 1 <= n <= RECRUIT_RETURNS:
            raise InvalidActionError(
                f"return: 1 or {RECRUIT_RETURNS} cards, not {n}", params={"count": n}
            )
        for c in self.cards:
            if not isinstance(c, (Card, Tactic)):
                raise InvalidActionError(f"not a card: {c!r}", params={"text": repr(c)})
        for d in self.hidden:
            if d not in DECKS:
                raise InvalidActionError(f"not a deck: {d!r}", params={"text": repr(d)})

    @property
    def concealed(self) -> bool:
        """The form the other player sees (no cards, only decks)."""
        return not self.cards

    @property
    def decks(self) -> tuple[str, ...]:
        """The deck each card goes under, in order."""
        if self.cards:
            return tuple(deck_of(c) for c in self.cards)
        return self.hidden

    def conceal(self) -> Return:
        """What the other player sees of this return."""
        return Return((), self.decks)

    def __str__(self) -> str:
        if self.cards:
            return "return " + " ".join(str(c) for c in self.cards)
        return "return " + " ".join(f"?{d}" for d in self.hidden)


@dataclass(frozen=True, slots=True)
class Strategist:
    """Play the Strategist: take your ``card`` (clan or elite troop) from ``stone`` and put it on
    your side of stone ``to``, or discard it (``to=None``)."""

    card: AnyCard
    stone: int
    to: int | None

    def __post_init__(self) -> None:
        _check_side_card(self.card)
        _check_stone(self.stone)
        if self.to is not None:
            _check_stone(self.to)

    def __str__(self) -> str:
        return f"STRATEGIST {self.card}@{self.stone}>{DISCARD if self.to is None else self.to}"


@dataclass(frozen=True, slots=True)
class Banshee:
    """Play the Banshee: discard ``card`` from the opponent's side of ``stone``."""

    card: AnyCard
    stone: int

    def __post_init__(self) -> None:
        _check_side_card(self.card)
        _check_stone(self.stone)

    def __str__(self) -> str:
        return f"BANSHEE {self.card}@{self.stone}"


@dataclass(frozen=True, slots=True)
class Traitor:
    """Play the Traitor: take the opponent's clan ``card`` from ``stone`` and put it on your side
    of stone ``to`` (it may be the same stone). The notation accepts an elite troop so that the
    rules can refuse it with a reason."""

    card: AnyCard
    stone: int
    to: int

    def __post_init__(self) -> None:
        _check_side_card(self.card)
        _check_stone(self.stone)
        _check_stone(self.to)

    def __str__(self) -> str:
        return f"TRAITOR {self.card}@{self.stone}>{self.to}"


Action: TypeAlias = (
    Place
    | Claim
    | Pass
    | EndTurn
    | NextRound
    | Mode
    | Recruit
    | Return
    | Strategist
    | Banshee
    | Traitor
)
ACTION_TYPES = (
    Place,
    Claim,
    Pass,
    EndTurn,
    NextRound,
    Mode,
    Recruit,
    Return,
    Strategist,
    Banshee,
    Traitor,
)
TacticAction: TypeAlias = Mode | Recruit | Strategist | Banshee | Traitor
"""Actions that play a tactic card other than an elite troop (those are :class:`Place`)."""


_RUSE_CARDS: dict[type[object], Tactic] = {
    Recruit: Tactic.RECRUITER,
    Strategist: Tactic.STRATEGIST,
    Banshee: Tactic.BANSHEE,
    Traitor: Tactic.TRAITOR,
}
"""The card each ruse action plays (its type names it: the action carries no card)."""


def tactic_of(action: Action) -> Tactic | None:
    """The tactic card an action plays from the hand, if any (a :class:`Return` plays none)."""
    if isinstance(action, Place):
        return action.card if isinstance(action.card, Tactic) else None
    if isinstance(action, Mode):
        return action.mode
    return _RUSE_CARDS.get(type(action))


_PLACE = re.compile(r"([A-Z][A-Z0-9]*)@([0-9]+)")
_CLAIM = re.compile(r"claim ([0-9]+)")
_RECRUIT = re.compile(r"RECRUITER ([0-9]) clan ([0-9]) tactic")
_RETURN = re.compile(r"return (\S+)(?: (\S+))?")
_MOVE = re.compile(r"(STRATEGIST|TRAITOR) ([A-Z][A-Z0-9]*)@([0-9]+)>([0-9]+|discard)")
_BANSHEE = re.compile(r"BANSHEE ([A-Z][A-Z0-9]*)@([0-9]+)")
_SIMPLE: dict[str, Action] = {
    "pass": Pass(),
    "end": EndTurn(),
    "end clan": EndTurn(CLAN_DECK),
    "end tactic": EndTurn(TACTIC_DECK),
    "next": NextRound(),
}


def parse_action(text: str) -> Action:
    """Parse action notation; ``str(parse_action(s)) == s`` for every valid ``s``.

    Raises :class:`InvalidActionError` (code ``"invalid_action"``, or ``"no_such_stone"``).
    """
    if not isinstance(text, str):
        raise InvalidActionError(f"not an action: {text!r}", params={"text": repr(text)})
    simple = _SIMPLE.get(text)
    if simple is not None:
        return simple
    match = _PLACE.fullmatch(text)
    if match:
        card = _card(match.group(1), text)
        stone = _stone_number(match.group(2), text)
        if isinstance(card, Tactic) and card.is_mode:
            return Mode(card, stone)
        if isinstance(card, Tactic) and not card.is_elite:
            raise InvalidActionError(
                f"not an action: {text!r} ({card} is not played on a stone)",
                params={"text": text},
            )
        return Place(card, stone)
    match = _CLAIM.fullmatch(text)
    if match:
        return Claim(_stone_number(match.group(1), text))
    match = _MOVE.fullmatch(text)
    if match:
        card = _side_card(match.group(2), text)
        stone = _stone_number(match.group(3), text)
        dest = match.group(4)
        if match.group(1) == "STRATEGIST":
            return Strategist(card, stone, None if dest == DISCARD else _stone_number(dest, text))
        if dest == DISCARD:
            raise InvalidActionError(
                f"not an action: {text!r} (the Traitor does not discard)", params={"text": text}
            )
        return Traitor(card, stone, _stone_number(dest, text))
    match = _BANSHEE.fullmatch(text)
    if match:
        return Banshee(_side_card(match.group(1), text), _stone_number(match.group(2), text))
    match = _RECRUIT.fullmatch(text)
    if match:
        try:
            return Recruit(int(match.group(1)), int(match.group(2)))
        except InvalidActionError as err:
            raise InvalidActionError(
                f"not an action: {text!r} ({err.message})", params={"text": text}
            ) from None
    match = _RETURN.fullmatch(text)
    if match:
        parts = [p for p in match.groups() if p is not None]
        if all(p.startswith("?") for p in parts):
            decks = tuple(p[1:] for p in parts)
            if all(d in (CLAN_DECK, TACTIC_DECK) for d in decks):
                return Return((), decks)
        elif not any(p.startswith("?") for p in parts):
            return Return(tuple(_card(p, text) for p in parts))
    raise InvalidActionError(f"not an action: {text!r}", params={"text": text})


def _card(part: str, text: str) -> AnyCard:
    try:
        return parse_card(part)
    except InvalidCardError:
        raise InvalidActionError(
            f"not an action: {text!r} ({part!r} is not a card)", params={"text": text}
        ) from None


def _side_card(part: str, text: str) -> AnyCard:
    card = _card(part, text)
    if isinstance(card, Tactic) and not card.is_elite:
        raise InvalidActionError(
            f"not an action: {text!r} ({card} is never on a side)", params={"text": text}
        )
    return card


def _stone_number(digits: str, text: str) -> int:
    number = int(digits) if len(digits) == 1 else -1  # one digit: no int() of 5,000 digits
    if str(number) != digits or not 0 <= number < NUM_STONES:
        raise InvalidActionError(
            f"not an action: {text!r} (stones are 0-8)",
            code="no_such_stone",
            params={"text": text, "stone": digits},
        )
    return number
