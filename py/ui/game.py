"""One game in progress, without any DOM and without words: intents become engine actions.

:class:`Game` holds the :class:`~schotten.state.GameState`, the card selection (an engine card),
the pass-and-play hand-over flag, the guided tactic play (:class:`ui.flow.Flow`) and an undo
stack of snapshots for the current turn. Everything a player does goes through
:func:`schotten.rules.apply`; a refused action becomes a message (:mod:`ui.narrate`), a refused
claim is explained with :func:`schotten.claims.claim_verdict`. What the screens show of it is
built by :mod:`ui.present`; where the focus goes after an intent is named by :mod:`ui.ids`,
which the drawing reads too.

Undo: each placement, pass or claim pushes the state before it; ``undo`` pops one. Ending the
turn draws a card and a round-winning claim reveals both hands, so both clear the stack: a
placement is final once the turn ends, as in the box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from schotten.actions import Action, Claim, EndTurn, NextRound, Pass, Place, Recruit, Return
from schotten.claims import claim_verdict
from schotten.errors import IllegalActionError, InvalidCardError
from schotten.events import (
    CardsRecruited,
    CardsReturned,
    Event,
    action_events,
    apply_with_events,
    state_events,
)
from schotten.phases import Step, allows
from schotten.replay import Replay
from schotten.rules import draw_choices, legal_actions
from schotten.state import GameState, Phase
from schotten.tactical import TacticOption
from schotten.tactics import AnyCard, Tactic, parse_card
from schotten.views import PlayerView, player_view

from . import ids
from .flow import RETURN, Flow, first_target
from .model import Message
from .narrate import error_message, played, reason_message, verdict_message


class GameScreen(StrEnum):
    """Which screen the game is on."""

    BOARD = "board"
    HANDOVER = "handover"
    ROUND_OVER = "round_over"


@dataclass(frozen=True)
class IntentOutcome:
    """What an intent did: whether the game changed (save it), what to announce, where focus
    should go after the re-render."""

    changed: bool = False
    announce: Message | None = None
    focus: str | None = None


class Game:
    """One game on one shared device. ``on_change`` is called after every change of the game
    (the app saves there)."""

    def __init__(
        self,
        state: GameState,
        names: tuple[str, str],
        *,
        undo: Sequence[GameState] = (),
        handover: bool = True,
        resumed: bool = False,
        on_change: Callable[[Game], None] | None = None,
        viewer: int | None = None,
    ) -> None:
        self.state = state
        self.names = names
        self.undo_stack: list[GameState] = list(undo)
        self.fixed_viewer = viewer
        """The seat always shown (a game against the computer: no hand-over), else ``None``."""
        handover = handover and viewer is None
        self.handover = handover and state.phase in (Phase.PLAY, Phase.AFTER_PLAY, Phase.RETURN)
        self.resumed = resumed
        self.selected: AnyCard | None = None
        self.message: Message | None = None
        self.on_change = on_change
        self._flow: Flow | None = None
        self.show_win = False
        """A round-winning claim (the computer's or a person's) is shown on the board before
        the result."""
        self._drawn: tuple[int, tuple[AnyCard, ...]] | None = None  # the Recruiter's cards
        self._views: tuple[GameState, dict[int, PlayerView]] | None = None
        self.events: tuple[Event, ...] = ()
        """What the last action applied here did (:mod:`schotten.events`)."""

    # --- reading -----------------------------------------------------------------------------

    @property
    def player(self) -> int:
        """Whose turn it is (the only player whose hand may be shown)."""
        return self.state.current_player

    @property
    def round_over(self) -> bool:
        return self.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)

    @property
    def screen(self) -> GameScreen:
        if self.round_over and not self.show_win:
            return GameScreen.ROUND_OVER
        return GameScreen.HANDOVER if self.handover else GameScreen.BOARD

    def view(self) -> PlayerView:
        return self.view_of(self.player)

    def view_of(self, seat: int) -> PlayerView:
        """What ``seat`` sees now (``player_view``), worked out once per position: a drawing
        of the board asks for it several times."""
        views = self._views
        if views is None or views[0] is not self.state:
            views = self._views = (self.state, {})
        if seat not in views[1]:
            views[1][seat] = player_view(self.state, seat)
        return views[1][seat]

    @property
    def shown(self) -> int:
        """The seat whose hand the board shows: the fixed viewer, else whose turn it is."""
        return self.player if self.fixed_viewer is None else self.fixed_viewer

    def locked(self) -> bool:
        """No intent of a person applies now (hand-over, or the computer's turn)."""
        return self.handover or self.shown != self.player

    def apply_other(self, action: Action) -> bool:
        """Apply the computer's or the other device's action (it ends the take-backs)."""
        self.selected = None
        return self._apply(action, undoable=False, own=False)

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and not self.round_over

    def claims_now(self) -> bool:
        """Is this the moment of the turn for claims?"""
        return allows(self.state, Step.CLAIM)

    def placeable_stones(
        self, card: AnyCard | None, actions: Sequence[Action] | None = None
    ) -> set[int]:
        """The stones ``card`` may go to now (``actions``: the legal actions, when known)."""
        if card is None or self.state.phase is not Phase.PLAY:
            return set()
        actions = legal_actions(self.state) if actions is None else actions
        return {a.stone for a in actions if isinstance(a, Place) and a.card == card}

    def end_focus(self) -> str:
        """Where the keyboard goes next: the first end-of-turn button shown (one per deck in the
        tactical game); while the card is still to be played, the hand's first card, or Pass."""
        if self.state.phase is Phase.PLAY:
            hand = self.state.hands[self.player]
            return ids.hand_card(hand[0]) if hand else ids.PASS
        if self.state.options.rules.deck_choice:
            for a in legal_actions(self.state):
                if isinstance(a, EndTurn) and a.draw:
                    return ids.end_turn_from(a.draw)
        return ids.END_TURN

    # --- changing ----------------------------------------------------------------------------

    def _apply(self, action: Action, *, undoable: bool, own: bool = True) -> bool:
        """Apply ``action`` (``own``: this device's person's action)."""
        try:
            new, self.events = apply_with_events(self.state, action)
        except IllegalActionError as exc:
            self.message = error_message(exc, self.state)
            return False
        if undoable:
            self.undo_stack.append(self.state)
        else:
            self.undo_stack.clear()
        self.state = new
        if self.round_over:
            self.undo_stack.clear()  # both hands are now revealed: no way back
        self.message = None
        if self.on_change is not None:
            self.on_change(self)
        return True

    def _played(self) -> Message:
        """The announcement of the action just applied (:func:`ui.narrate.played`)."""
        return played(self.events, self.names, self.state.round_no)

    def select(self, text: str) -> IntentOutcome:
        """A card of the hand was tapped (``text``: its notation, from the page)."""
        if self.locked() or self.state.phase is not Phase.PLAY:
            return IntentOutcome()
        card = _card(text)
        if card is None or card not in self.state.hands[self.player]:
            self.message = Message("error.card_not_in_hand", {"card": text}, "error")
            return IntentOutcome(announce=self.message)
        self.message = None
        if isinstance(card, Tactic):
            return self.start_tactic(card)
        return self._toggle(card, ids.hand_card(card))

    def _toggle(self, card: AnyCard, focus_back: str) -> IntentOutcome:
        """Select ``card`` (focus on its first stone), or deselect it when it was selected."""
        if self.selected == card:
            self.selected = None
            said = Message("msg.deselected", {"card": str(card)})
            return IntentOutcome(announce=said, focus=focus_back)
        self.selected = card
        targets = sorted(self.placeable_stones(card))
        focus = ids.side(targets[0]) if targets else ids.hand_card(card)
        return IntentOutcome(announce=Message("msg.selected", {"card": str(card)}), focus=focus)

    def place(self, stone: int, text: str | None = None) -> IntentOutcome:
        """Place the selected card (or the card ``text`` names, for drag and drop) on ``stone``
        (0-8)."""
        if self.locked():
            return IntentOutcome()
        card = _card(text) if text else self.selected
        if text and card is None:
            return IntentOutcome()
        if card is None:
            self.message = Message("error.no_card_selected", {}, "error")
            return IntentOutcome(announce=self.message)
        if not self._apply(Place(card, stone), undoable=True):
            return IntentOutcome(announce=self.message)
        self.selected = None
        return IntentOutcome(True, self._played(), self.end_focus())

    def claim(self, stone: int) -> IntentOutcome:
        if self.locked():
            return IntentOutcome()
        p = self.player
        if not self.claims_now():
            verdict = claim_verdict(self.state, p, stone)
            self.message = verdict_message(verdict, self.state, self.names)
            return IntentOutcome(announce=self.message)
        verdict = claim_verdict(self.state, p, stone, check_turn=False)
        if not verdict.ok:
            self.message = verdict_message(verdict, self.state, self.names)
            return IntentOutcome(announce=self.message, focus=ids.claim(stone))
        if not self._apply(Claim(stone), undoable=True):
            return IntentOutcome(announce=self.message)
        if self.round_over:
            return IntentOutcome(True, self._played(), ids.SCREEN_TITLE)
        self.message = self._played()
        return IntentOutcome(True, self.message, self.end_focus())

    def pass_turn(self) -> IntentOutcome:
        if self.locked():
            return IntentOutcome()
        if not self._apply(Pass(), undoable=True):
            return IntentOutcome(announce=self.message)
        self.selected = None
        return IntentOutcome(True, self._played(), self.end_focus())

    def end_turn(self, draw: str | None = None) -> IntentOutcome:
        if self.locked():
            return IntentOutcome()
        if draw is None and self.state.options.rules.deck_choice:
            choices = draw_choices(self.state)
            if len(choices) == 1:
                draw = choices[0]
        if not self._apply(EndTurn(draw or None), undoable=False):
            return IntentOutcome(announce=self.message)
        self.selected = None
        self.handover = self.fixed_viewer is None
        self.resumed = False
        return IntentOutcome(True, self._played(), ids.REVEAL)

    def undo(self) -> IntentOutcome:
        if self.locked() or not self.can_undo():
            self.message = Message("error.nothing_to_undo", {}, "error")
            return IntentOutcome(announce=self.message)
        self.state = self.undo_stack.pop()
        self.selected = None
        self._flow = None
        self.message = None
        if self.on_change is not None:
            self.on_change(self)
        return IntentOutcome(True, Message("msg.undone"), ids.HAND)

    def take_back(self, target: GameState) -> None:
        """Back to ``target``, an earlier position of this game (the take-back against the
        computer): nothing selected, no message, no undo."""
        self.state = target
        self.undo_stack.clear()
        self.selected = None
        self.message = None

    def reveal(self) -> IntentOutcome:
        """The next player has the device: show their hand."""
        if not self.handover:
            return IntentOutcome()
        self.handover = False
        self.resumed = False
        if self.on_change is not None:
            self.on_change(self)
        said = Message("msg.your_turn", {"name": self.names[self.player]})
        return IntentOutcome(True, said, ids.HAND)

    def next_round(self) -> IntentOutcome:
        if self.state.phase is not Phase.ROUND_OVER:
            return IntentOutcome()
        if not self._apply(NextRound(), undoable=False):
            return IntentOutcome(announce=self.message)
        self.show_win = False
        self.handover = self.fixed_viewer is None
        return IntentOutcome(True, self._played(), ids.REVEAL)

    # --- tactic cards (see ui.flow) ----------------------------------------------------------

    @property
    def flow(self) -> Flow | None:
        """The tactic card being played; after the Recruiter, the cards to put back. Only for
        the player whose hand the board shows (never the computer's returns)."""
        if self.handover or self.round_over or self.shown != self.state.current_player:
            return None
        if self.state.phase is Phase.RETURN:
            if self._flow is None or self._flow.card != RETURN:
                returns = tuple(a for a in legal_actions(self.state) if isinstance(a, Return))
                self._flow = Flow(RETURN, returns)
        elif self._flow is not None and self._flow.card == RETURN:
            self._flow = None
        return self._flow

    def tactic_option(self, card: Tactic) -> TacticOption | None:
        for opt in self.view().tactics:
            if opt.card == card:
                return opt
        return None

    def start_tactic(self, card: Tactic) -> IntentOutcome:
        """A tactic card of the hand was chosen: an elite troop is selected like a clan card;
        a mode or a ruse opens its guided play; an unplayable one says why."""
        opt = self.tactic_option(card)
        if opt is None or not opt.playable:
            code = opt.code if opt is not None else "card_not_in_hand"
            params = dict(opt.params) if opt is not None else {}
            self.message = reason_message(str(card), code, params)
            self.selected = None
            return IntentOutcome(announce=self.message, focus=ids.hand_card(card))
        if card.is_elite:
            self._flow = None
            return self._toggle(card, ids.hand_card(card))
        self.selected = None
        self._flow = Flow(card.value, tuple(opt.actions))
        target = first_target(self._flow)
        # chosen on the board: focus goes to the first lit choice; else to the panel
        key = "flow.started" if target is None else "tboard.started"
        said = Message(key, {"card": str(card)})
        return IntentOutcome(announce=said, focus=target or ids.FLOW_TITLE)

    def tactic_pick(self, arg: str) -> IntentOutcome:
        flow = self.flow
        choice = flow.pick(arg) if flow is not None else None
        if flow is None or choice is None:
            return IntentOutcome()
        if flow.done() is not None:
            # focus goes to Confirm, whose name does not say what was chosen: announce it
            if flow.card == RETURN:
                msg = Message("flow.picked", {"pick": choice})
            else:
                msg = Message("flow.picked_ready", {"pick": choice, "card": flow.card})
            return IntentOutcome(announce=msg, focus=ids.FLOW_CONFIRM)
        focus = first_target(flow, self.state.hands[self.player]) or ids.FLOW_TITLE
        return IntentOutcome(announce=Message("flow.picked", {"pick": choice}), focus=focus)

    def tactic_back(self) -> IntentOutcome:
        flow = self.flow
        if flow is not None:
            flow.back()
        hand = self.state.hands[self.player]
        return IntentOutcome(focus=(first_target(flow, hand) if flow else None) or ids.FLOW_TITLE)

    def tactic_cancel(self) -> IntentOutcome:
        flow = self.flow
        if flow is None or flow.card == RETURN:
            return IntentOutcome()
        card = flow.card
        self._flow = None
        said = Message("flow.cancelled", {"card": card})
        return IntentOutcome(announce=said, focus=ids.hand_card(card))

    def tactic_confirm(self) -> IntentOutcome:
        flow = self.flow
        action = flow.done() if flow is not None else None
        if flow is None or action is None:
            return IntentOutcome()
        # cards were drawn (the Recruiter, or the cards put back after it): no way back
        final = any(isinstance(e, CardsRecruited | CardsReturned) for e in action_events(0, action))
        before = self.state.hands[self.player]
        if not self._apply(action, undoable=not final):
            return IntentOutcome(announce=self.message)
        self._flow = None
        if self.state.phase is Phase.RETURN:
            self._note_drawn(before)
            flow = self.flow
            target = first_target(flow, self.state.hands[self.player]) if flow else None
            return IntentOutcome(True, self._played(), target or ids.FLOW_TITLE)
        return IntentOutcome(True, self._played(), self.end_focus())

    def recruited(self) -> tuple[AnyCard, ...]:
        """In phase ``RETURN``: the cards the Recruiter just drew (the player has seen them):
        noted when it was confirmed here, else (after a reload) read from the position before
        it, the engine's replay of this game."""
        if self.state.phase is not Phase.RETURN or not self.state.history:
            return ()
        ply = len(self.state.history)
        if self._drawn is None or self._drawn[0] != ply:
            self._note_drawn(self._hand_before(ply - 1))
        return self._drawn[1] if self._drawn is not None else ()

    def _hand_before(self, ply: int) -> Sequence[AnyCard]:
        """This player's hand at ``ply`` (:func:`replayed_hand`)."""
        return replayed_hand(self.state, self.player, ply)

    def _note_drawn(self, before: Sequence[AnyCard]) -> None:
        """The cards of the hand now that were not in ``before`` (the Recruiter's)."""
        left = list(before)
        drawn: list[AnyCard] = []
        for c in self.state.hands[self.player]:
            if c in left:
                left.remove(c)
            else:
                drawn.append(c)
        self._drawn = (len(self.state.history), tuple(drawn))

    def hold_win(self) -> None:
        """Keep the round-winning claim just made on the board before the result."""
        self.show_win = True

    def see_result(self) -> IntentOutcome:
        """From the round won on the board to the round-over screen."""
        if not self.show_win:
            return IntentOutcome()
        self.show_win = False
        return IntentOutcome(focus=ids.SCREEN_TITLE)

    def dismiss(self) -> IntentOutcome:
        self.message = None
        return IntentOutcome()

    def tell(self, message: Message) -> None:
        """Show ``message`` on the table (a refused save, a puzzle's verdict) until the next."""
        self.message = message

    def hand_over_again(self) -> None:
        """Taken up again between people, in a round: the hand-over first, nothing selected."""
        if self.fixed_viewer is None and not self.round_over:
            self.handover = True
            self.resumed = True
            self.selected = None

    def rename(self, names: tuple[str, str]) -> None:
        """The players' names as shown (the computer's, in a new language)."""
        self.names = names


def replayed_hand(state: GameState, player: int, ply: int) -> Sequence[AnyCard]:
    """``player``'s hand at ``ply``, from the engine's replay of the game (a position set up by
    hand: the hand now, so that no card is marked)."""
    try:
        return Replay(state).position(ply).hands[player]
    except (IllegalActionError, ValueError, IndexError):
        return state.hands[player]


class LinkedGame(Game):
    """A game on two devices, on the device that does not deal: its hand and the decks come
    from the dealing device (:mod:`schotten.remote`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.draws: Callable[[GameState, Action], GameState | None] | None = None
        """Before this device's own action that draws (:func:`draws_cards`): the position
        with the cards drawn put on top of the decks, or ``None`` while the dealing device
        has not said them (nothing changes yet: the action is asked again once they come)."""

    def _apply(self, action: Action, *, undoable: bool, own: bool = True) -> bool:
        if own and self.draws is not None and draws_cards(action):
            prepared = self.draws(self.state, action)
            if prepared is None:
                self.message = Message("duet.drawing", {}, "info")
                return False
            self.state = prepared
        return super()._apply(action, undoable=undoable, own=own)

    def _hand_before(self, ply: int) -> Sequence[AnyCard]:
        """A masked position does not come from its seed: after a reload the Recruiter's
        cards are not known here, so none is marked (rather than cards of another deal)."""
        return self.state.hands[self.player]

    def advance(self, action: Action, after: GameState) -> None:
        """``action`` was applied on the other device and gave ``after`` (a round it dealt):
        shown as if applied here (its events; no way back)."""
        self.events = state_events(self.state, action, after)
        self.undo_stack.clear()
        self.state = after
        self.selected = None
        self._flow = None
        self.show_win = False
        self.message = None
        if self.on_change is not None:
            self.on_change(self)


def draws_cards(action: Action) -> bool:
    """Does ``action`` take cards from the decks (the end of a turn, the Recruiter)?"""
    return isinstance(action, EndTurn | Recruit)


def _card(text: str) -> AnyCard | None:
    """The card a notation from the page names, or ``None``."""
    try:
        return parse_card(text)
    except InvalidCardError:
        return None
