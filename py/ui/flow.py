"""The guided play of a tactic card, step by step, as typed choices (no HTML, no words).

Every legal way to play a card is one of the view's ``tactics[*].actions`` (or, after the
Recruiter, one of the ``Return`` actions); each action reads as a sequence of
:data:`~ui.model.Choice` values (a stone, a card on a stone, a destination, how many cards from
each deck, the cards to put back). :class:`Flow` keeps the choices made so far; the next step
offers every value of its kind (:meth:`Flow.domain`), allowed only where some legal action
starts with the choices made plus that value. When the choices name exactly one action,
Confirm plays it; until then the flow can be cancelled (or stepped back) without touching the
game.

Elite troops (Joker, Spy, Shield Bearer) are placed like clan cards: select, then a stone side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from schotten.actions import Action, Banshee, Mode, Recruit, Return, Strategist, Traitor
from schotten.tactics import AnyCard, Tactic

from . import ids
from .model import AtStone, CardOn, Choice, Destination, Draws, PutBack

RETURN = "RETURN"
"""The flow's card while the Recruiter's cards are put back."""


def choices_of(action: Action) -> tuple[Choice, ...]:
    """The choices that name ``action``, in the order they are asked."""
    if isinstance(action, Mode):
        return (AtStone(action.stone),)
    if isinstance(action, Strategist):
        return (CardOn(action.card, action.stone, True), Destination(action.to))
    if isinstance(action, Banshee):
        return (CardOn(action.card, action.stone, False),)
    if isinstance(action, Traitor):
        return (CardOn(action.card, action.stone, False), Destination(action.to))
    if isinstance(action, Recruit):
        return (Draws(action.clan, action.tactic),)
    if isinstance(action, Return):
        return tuple(PutBack(c) for c in action.cards)
    return ()


Sides = Sequence[tuple[Sequence[AnyCard], Sequence[AnyCard]]]
"""The viewer's and the opponent's cards, stone by stone."""


@dataclass
class Flow:
    """A tactic card being played: its card (``"RECRUITER"``, or :data:`RETURN` for the cards
    the Recruiter puts back), the legal actions and the choices made so far."""

    card: str
    actions: tuple[Action, ...]
    picks: list[Choice] = field(default_factory=list)

    def matching(self) -> list[Action]:
        n = len(self.picks)
        return [a for a in self.actions if list(choices_of(a)[:n]) == self.picks]

    @property
    def steps(self) -> int:
        return max((len(choices_of(a)) for a in self.actions), default=0)

    def done(self) -> Action | None:
        """The action the choices name, once they are complete."""
        for a in self.matching():
            if len(choices_of(a)) == len(self.picks):
                return a
        return None

    def step_kind(self) -> str | None:
        """The kind of the next choice (``None`` once complete)."""
        for a in self.matching():
            c = choices_of(a)
            if len(c) > len(self.picks):
                return c[len(self.picks)].kind
        return None

    def allowed(self) -> set[Choice]:
        n = len(self.picks)
        return {choices_of(a)[n] for a in self.matching() if len(choices_of(a)) > n}

    def pick(self, arg: str) -> Choice | None:
        """Make the allowed choice whose intent argument is ``arg``; the choice, or ``None``
        when no such choice is allowed now."""
        if self.done() is not None:
            return None
        for choice in self.allowed():
            if choice.arg == arg:
                self.picks.append(choice)
                return choice
        return None

    def back(self) -> bool:
        if not self.picks:
            return False
        self.picks.pop()
        return True

    def domain(self, sides: Sides, hand: Sequence[AnyCard]) -> list[Choice]:
        """Every value the next step may show (the disallowed ones disabled)."""
        kind = self.step_kind()
        if kind == "stone":
            return [AtStone(i) for i in range(9)]
        if kind == "to":
            last = self.picks[-1] if self.picks else None
            source = last.stone if isinstance(last, CardOn) else None
            if self.card == Tactic.STRATEGIST.value:
                out: list[Choice] = [Destination(i) for i in range(9) if i != source]
                return [*out, Destination(None)]
            return [Destination(i) for i in range(9)]
        if kind in ("own", "theirs"):
            own = kind == "own"
            who = 0 if own else 1
            return [CardOn(c, i, own) for i, s in enumerate(sides) for c in s[who]]
        if kind == "draw":
            return [Draws(c, 3 - c) for c in range(3, -1, -1)]
        if kind == "return":
            left = list(hand)
            for p in self.picks:
                if isinstance(p, PutBack) and p.card in left:
                    left.remove(p.card)
            return [PutBack(c) for c in dict.fromkeys(left)]
        return []


# --- tactic play on the board: where each choice is tapped -------------------------------------

BOARD_STEPS = frozenset({"stone", "own", "theirs", "to", "return"})
"""The steps chosen on the board (a stone, a card on it, a side, a card of the hand); the
Recruiter's draws are chosen in the panel."""


def choice_id(choice: Choice) -> str:
    """The id of the element a choice is tapped on: ``flow-3`` (a stone, or a side as a
    destination), ``flow-R5-at-2`` (a card on a stone), ``flow-discard``, ``flow-2-1`` (draws);
    a card of the hand keeps its own id, ``hand-R5``."""
    if isinstance(choice, CardOn):
        return ids.flow_card_at(choice.card, choice.stone)
    if isinstance(choice, PutBack):
        return ids.hand_card(choice.card)
    return ids.flow_choice(choice.arg)


def _board_order(choice: Choice) -> tuple[int, int]:
    """Where a choice comes in the page: stone by stone the other side's cards, the stone,
    the viewer's side; then the discard pile (in the panel, after the stones)."""
    if isinstance(choice, CardOn):
        return (choice.stone, 2 if choice.own else 0)
    if isinstance(choice, Destination):
        return (9, 0) if choice.stone is None else (choice.stone, 2)  # the pile: in the panel
    if isinstance(choice, AtStone):
        return (choice.stone, 1)
    return (0, 0)


def first_target(flow: Flow, hand: Sequence[AnyCard] = ()) -> str | None:
    """The id of the first choice lit on the board for the next step (``None``: the step is
    chosen in the panel, or none is left)."""
    if flow.step_kind() not in BOARD_STEPS:
        return None
    n = len(flow.picks)
    allowed = dict.fromkeys(  # in the engine's order, which follows the cards on each side
        choices_of(a)[n] for a in flow.matching() if len(choices_of(a)) > n
    )
    if flow.step_kind() == "return":
        for card in hand:
            if PutBack(card) in allowed:
                return choice_id(PutBack(card))
        return None
    lit = sorted(allowed, key=_board_order)
    return choice_id(lit[0]) if lit else None
