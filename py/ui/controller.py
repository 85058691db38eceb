"""The game in progress, without any DOM: turns intents into engine actions.

The controller holds the :class:`~schotten.state.GameState`, the card selection, the pass-and-play
hand-over flag and an undo stack of snapshots for the current turn. Everything a player does
goes through :func:`schotten.rules.apply`; a refused action becomes a translated message (its
``code``/``params``), a refused claim is explained with :func:`schotten.claims.claim_verdict`.

Undo: each placement, pass or claim pushes the state before it; ``undo`` pops one. Ending the
turn draws a card and a round-winning claim reveals both hands, so both clear the stack: a
placement is final once the turn ends, as in the box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from schotten.actions import Action, Claim, EndTurn, NextRound, Pass, Place, Recruit, Return
from schotten.claims import ClaimVerdict, claim_verdict
from schotten.errors import ClaimRefusedError, IllegalActionError, InvalidCardError
from schotten.rules import (
    apply,
    draw_choices,
    legal_actions,
    match_winner,
    round_winner,
    winning_line,
)
from schotten.state import GameState, HistoryEntry, Phase
from schotten.tactical import TacticOption
from schotten.tactics import parse_card
from schotten.views import PlayerView, StoneView, player_view

from . import tactics as tx
from .model import (
    BoardModel,
    HandoverModel,
    LogEntry,
    Message,
    RoundOverModel,
    SideModel,
    StoneModel,
)


@dataclass(frozen=True)
class Outcome:
    """What an intent did: whether the game changed (save it), what to announce, where focus
    should go after the re-render."""

    changed: bool = False
    announce: Message | None = None
    focus: str | None = None


def log_entries(history: Sequence[HistoryEntry]) -> tuple[LogEntry, ...]:
    """The public log: every applied action with its player, round headers in between."""
    out: list[LogEntry] = []
    current_round: int | None = None
    for h in history:
        if h.round_no != current_round:
            current_round = h.round_no
            out.append(LogEntry("round", round_no=h.round_no))
        a = h.action
        if isinstance(a, Place):
            out.append(LogEntry("place", h.player, str(a.card), a.stone))
        elif isinstance(a, Claim):
            out.append(LogEntry("claim", h.player, stone=a.stone))
        elif isinstance(a, Pass):
            out.append(LogEntry("pass", h.player))
        elif isinstance(a, EndTurn):
            out.append(LogEntry("end", h.player))
        elif isinstance(a, NextRound):
            continue  # the next round's header says it
        elif tx.log_entry(h) is not None:
            out.append(tx.log_entry(h))  # type: ignore[arg-type]
        else:
            out.append(LogEntry("other", h.player, text=str(a)))
    return tuple(out)


def error_message(exc: IllegalActionError, state: GameState) -> Message:
    """A translatable message for an action the engine refused."""
    code = exc.code
    params = dict(exc.params)
    if isinstance(exc, ClaimRefusedError) and isinstance(exc.verdict, ClaimVerdict):
        return verdict_message(exc.verdict, state, ("", ""))
    if code == "card_not_in_hand":
        return Message("error.card_not_in_hand", {"card": params.get("card", "")}, "error")
    if code in ("stone_claimed", "side_full"):
        return Message(f"error.{code}", {"stone": params.get("stone", 0)}, "error")
    if code in ("pass_not_allowed", "match_over", "round_over"):
        return Message(f"error.{code}", {}, "error")
    if code == "wrong_phase":
        action = str(params.get("action", ""))
        if state.phase is Phase.AFTER_PLAY and ("@" in action or action == "pass"):
            return Message("error.already_placed", {}, "error")
        if action == "end":
            return Message("error.must_place_first", {}, "error")
        if action.startswith("claim"):
            key = "verdict.expert_timing" if state.options.expert else "error.claim_after_play"
            return Message(key, {}, "error")
        return Message("error.wrong_phase", {}, "error")
    return Message("error.generic", {}, "error")


def verdict_message(v: ClaimVerdict, state: GameState, names: tuple[str, str]) -> Message:
    """Why a claim is (not) possible, with the beating completion for a refused early claim."""
    opponent = names[1 - v.player] if v.player in (0, 1) else ""
    base: dict[str, object] = {"stone": v.stone, "opponent": opponent}
    if v.code == "ok":
        return Message("verdict.ok", base, "success")
    if v.code == "opponent_can_beat":
        if v.counterexample and v.opponent_formation is not None and v.formation is not None:
            side = tuple(str(c) for c in state.stones[v.stone].sides[1 - v.player])
            full = side + tuple(str(c) for c in v.counterexample)
            params = dict(
                base,
                cards=full,
                on_table=side,  # marked: the rest is the completion
                formation=(v.opponent_formation.kind.code, v.opponent_formation.total),
                mine=(v.formation.kind.code, v.formation.total),
            )
            elites = v.params.get("counterexample_elites") if v.params else None
            if elites:
                params["elites"] = tuple(elites.items())
                return Message("verdict.opponent_can_beat_elites", params, "error", full)
            return Message("verdict.opponent_can_beat", params, "error", full)
        return Message("verdict.opponent_can_beat_plain", base, "error")
    if v.code == "wrong_phase":
        key = "verdict.expert_timing" if state.options.expert else "verdict.wrong_phase"
        return Message(key, base, "error")
    known = ("stone_claimed", "side_incomplete", "opponent_wins", "not_your_turn")
    if v.code in known:
        return Message(f"verdict.{v.code}", base, "error")
    return Message("verdict.unknown", base, "error")


class Controller:
    """One game on one shared device.

    ``on_change`` is called after every change of the game (the app saves there).
    """

    def __init__(
        self,
        state: GameState,
        names: tuple[str, str],
        *,
        undo: Sequence[GameState] = (),
        handover: bool = True,
        resumed: bool = False,
        on_change: Callable[[Controller], None] | None = None,
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
        self.selected: str | None = None
        self.message: Message | None = None
        self.on_change = on_change
        self._flow: tx.Flow | None = None

    # --- reading -----------------------------------------------------------------------------

    @property
    def player(self) -> int:
        """Whose turn it is (the only player whose hand may be shown)."""
        return self.state.current_player

    @property
    def round_over(self) -> bool:
        return self.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)

    @property
    def screen(self) -> str:
        """``board``, ``handover`` or ``round_over``."""
        if self.round_over:
            return "round_over"
        return "handover" if self.handover else "board"

    def view(self) -> PlayerView:
        return player_view(self.state, self.player)

    @property
    def shown(self) -> int:
        """The seat whose hand the board shows: the fixed viewer, else whose turn it is."""
        return self.player if self.fixed_viewer is None else self.fixed_viewer

    def locked(self) -> bool:
        """No intent of a person applies now (hand-over, or the computer's turn)."""
        return self.handover or self.shown != self.player

    def apply_other(self, action: Action) -> bool:
        """Apply the computer's action (not undoable: it ends the person's take-backs)."""
        self.selected = None
        return self._apply(action, undoable=False)

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and not self.round_over

    def claims_now(self) -> bool:
        """Is this the moment of the turn for claims?"""
        wanted = Phase.PLAY if self.state.options.expert else Phase.AFTER_PLAY
        return self.state.phase is wanted

    def placeable_stones(self, card: str | None) -> set[int]:
        if card is None or self.state.phase is not Phase.PLAY:
            return set()
        return {
            a.stone
            for a in legal_actions(self.state)
            if isinstance(a, Place) and str(a.card) == card
        }

    def end_focus(self) -> str:
        """Where the keyboard goes next: the first end-of-turn button the board shows (in the
        tactical variant one per deck to draw from, ``btn-end-clan``, ``btn-end-tactic``; else
        ``btn-end``); while the card is still to be played (a claim under expert timing), the
        hand's first card, or the pass button."""
        if self.state.phase is Phase.PLAY:
            hand = self.state.hands[self.player]
            return f"hand-{hand[0]}" if hand else "btn-pass"
        if self.state.options.tactical:
            for a in legal_actions(self.state):
                if isinstance(a, EndTurn) and a.draw:
                    return f"btn-end-{a.draw}"
        return "btn-end"

    # --- changing ----------------------------------------------------------------------------

    def _apply(self, action: Action, *, undoable: bool) -> bool:
        try:
            new = apply(self.state, action)
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

    def select(self, card: str) -> Outcome:
        if self.locked() or self.state.phase is not Phase.PLAY:
            return Outcome()
        if card not in {str(c) for c in self.state.hands[self.player]}:
            self.message = Message("error.card_not_in_hand", {"card": card}, "error")
            return Outcome(announce=self.message)
        self.message = None
        if tx.is_tactic(card):
            return self.start_tactic(card)
        if self.selected == card:
            self.selected = None
            return Outcome(announce=Message("msg.deselected", {"card": card}), focus=f"hand-{card}")
        self.selected = card
        targets = sorted(self.placeable_stones(card))
        focus = f"side-{targets[0]}" if targets else f"hand-{card}"
        return Outcome(announce=Message("msg.selected", {"card": card}), focus=focus)

    def place(self, stone: int, card: str | None = None) -> Outcome:
        """Place the selected card (or ``card``, for drag and drop) on ``stone`` (0-8)."""
        card = card or self.selected
        if self.locked():
            return Outcome()
        if card is None:
            self.message = Message("error.no_card_selected", {}, "error")
            return Outcome(announce=self.message)
        try:
            parsed = parse_card(card)
        except InvalidCardError:
            return Outcome()
        if not self._apply(Place(parsed, stone), undoable=True):
            return Outcome(announce=self.message)
        self.selected = None
        msg = Message("msg.placed", {"card": card, "stone": stone})
        return Outcome(True, msg, self.end_focus())

    def claim(self, stone: int) -> Outcome:
        if self.locked():
            return Outcome()
        p = self.player
        if not self.claims_now():
            verdict = claim_verdict(self.state, p, stone)
            self.message = verdict_message(verdict, self.state, self.names)
            return Outcome(announce=self.message)
        verdict = claim_verdict(self.state, p, stone, check_turn=False)
        if not verdict.ok:
            self.message = verdict_message(verdict, self.state, self.names)
            return Outcome(announce=self.message, focus=f"claim-{stone}")
        if not self._apply(Claim(stone), undoable=True):
            return Outcome(announce=self.message)
        if self.round_over:
            winner = round_winner(self.state)
            name = self.names[winner] if winner is not None else ""
            msg = Message("msg.round_won", {"name": name, "n": self.state.round_no + 1})
            return Outcome(True, msg, "screen-title")
        self.message = Message("msg.claimed", {"stone": stone}, "success")
        return Outcome(True, self.message, self.end_focus())

    def pass_turn(self) -> Outcome:
        if self.locked():
            return Outcome()
        if not self._apply(Pass(), undoable=True):
            return Outcome(announce=self.message)
        self.selected = None
        return Outcome(True, Message("msg.passed"), self.end_focus())

    def end_turn(self, draw: str | None = None) -> Outcome:
        if self.locked():
            return Outcome()
        if draw is None and self.state.options.tactical:
            choices = draw_choices(self.state)
            if len(choices) == 1:
                draw = choices[0]
        if not self._apply(EndTurn(draw or None), undoable=False):
            return Outcome(announce=self.message)
        self.selected = None
        self.handover = self.fixed_viewer is None
        self.resumed = False
        return Outcome(True, Message("msg.turn_ended"), "btn-reveal")

    def undo(self) -> Outcome:
        if self.locked() or not self.can_undo():
            self.message = Message("error.nothing_to_undo", {}, "error")
            return Outcome(announce=self.message)
        self.state = self.undo_stack.pop()
        self.selected = None
        self._flow = None
        self.message = None
        if self.on_change is not None:
            self.on_change(self)
        return Outcome(True, Message("msg.undone"), "hand")

    def reveal(self) -> Outcome:
        """The next player has the device: show their hand."""
        if not self.handover:
            return Outcome()
        self.handover = False
        self.resumed = False
        if self.on_change is not None:
            self.on_change(self)
        return Outcome(True, Message("msg.your_turn", {"name": self.names[self.player]}), "hand")

    def next_round(self) -> Outcome:
        if self.state.phase is not Phase.ROUND_OVER:
            return Outcome()
        if not self._apply(NextRound(), undoable=False):
            return Outcome(announce=self.message)
        self.handover = self.fixed_viewer is None
        return Outcome(True, Message("msg.turn_ended"), "btn-reveal")

    # --- tactic cards (see ui.tactics) -------------------------------------------------------

    @property
    def flow(self) -> tx.Flow | None:
        """The tactic card being played; after the Recruiter, the cards to put back. Only for
        the player whose hand the board shows (never the computer's returns)."""
        if self.handover or self.round_over or self.shown != self.state.current_player:
            return None
        if self.state.phase is Phase.RETURN:
            if self._flow is None or self._flow.card != "RETURN":
                returns = tuple(a for a in legal_actions(self.state) if isinstance(a, Return))
                self._flow = tx.Flow("RETURN", returns)
        elif self._flow is not None and self._flow.card == "RETURN":
            self._flow = None
        return self._flow

    def tactic_option(self, card: str) -> TacticOption | None:
        for opt in self.view().tactics:
            if str(opt.card) == card:
                return opt
        return None

    def start_tactic(self, card: str) -> Outcome:
        """A tactic card of the hand was chosen: an elite troop is selected like a clan card;
        a mode or a ruse opens its guided play; an unplayable one says why."""
        opt = self.tactic_option(card)
        if opt is None or not opt.playable:
            code = opt.code if opt is not None else "card_not_in_hand"
            params = dict(opt.params) if opt is not None else {}
            self.message = tx.reason_message(card, code, params)
            self.selected = None
            return Outcome(announce=self.message, focus=f"hand-{card}")
        if tx.kind_of(card) == "elite":
            self._flow = None
            if self.selected == card:
                self.selected = None
                return Outcome(announce=Message("msg.deselected", {"card": card}))
            self.selected = card
            targets = sorted(self.placeable_stones(card))
            focus = f"side-{targets[0]}" if targets else f"hand-{card}"
            return Outcome(announce=Message("msg.selected", {"card": card}), focus=focus)
        self.selected = None
        self._flow = tx.Flow(card, tuple(opt.actions))
        return Outcome(announce=Message("flow.started", {"card": card}), focus="flow-title")

    def tactic_pick(self, value: str) -> Outcome:
        flow = self.flow
        kind = flow.step_kind() if flow is not None else None
        if flow is None or not flow.pick(value):
            return Outcome()
        pick = (kind or "", value)
        if flow.done() is not None:
            # focus goes to Confirm, whose name does not say what was chosen: announce it
            if flow.card == "RETURN":
                msg = Message("flow.picked", {"pick": pick})
            else:
                msg = Message("flow.picked_ready", {"pick": pick, "card": flow.card})
            return Outcome(announce=msg, focus="flow-confirm")
        return Outcome(announce=Message("flow.picked", {"pick": pick}), focus="flow-title")

    def tactic_back(self) -> Outcome:
        flow = self.flow
        if flow is not None:
            flow.back()
        return Outcome(focus="flow-title")

    def tactic_cancel(self) -> Outcome:
        flow = self.flow
        if flow is None or flow.card == "RETURN":
            return Outcome()
        card = flow.card
        self._flow = None
        return Outcome(announce=Message("flow.cancelled", {"card": card}), focus=f"hand-{card}")

    def tactic_confirm(self) -> Outcome:
        flow = self.flow
        action = flow.done() if flow is not None else None
        if flow is None or action is None:
            return Outcome()
        final = isinstance(action, Recruit | Return)  # cards were drawn: no way back
        if not self._apply(action, undoable=not final):
            return Outcome(announce=self.message)
        self._flow = None
        if self.state.phase is Phase.RETURN:
            return Outcome(True, Message("flow.recruited"), "flow-title")
        return Outcome(True, Message("flow.played", {"card": flow.card}), self.end_focus())

    def tactical_info(self, view: PlayerView) -> tx.TacticalInfo | None:
        if not self.state.options.tactical:
            return None
        p = self.player
        reasons = {
            str(o.card): tx.reason_message(str(o.card), o.code, dict(o.params))
            for o in view.tactics
            if not o.playable and self.state.phase is Phase.PLAY
        }
        ends = [a for a in view.legal_actions if isinstance(a, EndTurn)]
        sides = tuple(
            (tuple(str(c) for c in sv.sides[p]), tuple(str(c) for c in sv.sides[1 - p]))
            for sv in view.stones
        )
        hand = tuple(str(c) for c in view.hand)
        return tx.TacticalInfo(
            tactic_deck_size=view.tactic_deck_size,
            discard=tuple(str(c) for c in view.discard),
            played_counts=(len(view.played[0]), len(view.played[1])),
            draw_choices=tuple(str(a.draw) for a in ends if a.draw),
            can_end_plain=any(a.draw is None for a in ends),
            reasons=reasons,
            flow=self.flow,
            flow_sides=sides,
            hand=hand,
            stalemate=view.stalemate_pending,
            return_count=view.return_count,
            hand_tactics=tuple(c for c in hand if tx.is_tactic(c)),
            opponent_hand_tactics=view.opponent_hand_tactics,
        )

    def dismiss(self) -> Outcome:
        self.message = None
        return Outcome()

    # --- screen models -----------------------------------------------------------------------

    def _stone_models(
        self, viewer: int, view: PlayerView, interactive: bool
    ) -> tuple[StoneModel, ...]:
        targets = self.placeable_stones(self.selected) if interactive else set()
        claims_now = interactive and self.claims_now()
        out = []
        for sv in view.stones:
            size = sv.size

            def side(p: int, sv: StoneView = sv) -> SideModel:
                f = sv.formations[p]
                return SideModel(
                    tuple(str(c) for c in sv.sides[p]),
                    (f.kind.code, f.total) if f is not None else None,
                    sv.index in targets,
                    size=sv.size,
                    elites=tuple((str(a), str(b)) for a, b in sv.elites[p]),
                )

            offered = claims_now and sv.claimed_by is None and len(sv.sides[viewer]) >= size
            out.append(
                StoneModel(
                    sv.index,
                    side(viewer),
                    side(1 - viewer),
                    sv.claimed_by,
                    offered,
                    offered and view.claims[sv.index].ok,
                    modes=tuple(str(m) for m in sv.modes),
                )
            )
        return tuple(out)

    def hint(self, stones: Sequence[StoneModel]) -> Message:
        phase = self.state.phase
        any_claim = any(s.claim_offered for s in stones)
        if phase is Phase.RETURN:
            return Message("board.hint.return")
        if self.state.options.tactical and self.view().stalemate_pending:
            return Message("board.hint.stalemate")
        if phase is Phase.PLAY:
            if self._flow is not None:
                return Message("board.hint.flow", {"card": self._flow.card})
            if Pass() in legal_actions(self.state):
                return Message("board.hint.pass")
            if self.selected is not None:
                return Message("board.hint.place", {"card": self.selected})
            if self.state.options.expert and any_claim:
                return Message("board.hint.claim_first")
            return Message("board.hint.select")
        if any_claim:
            return Message("board.hint.claim")
        return Message("board.hint.end")

    def board_model(self) -> BoardModel:
        """The table for the player whose turn it is (or the fixed viewer); never the other
        hand."""
        p = self.shown
        view = player_view(self.state, p)
        mine = p == self.player
        stones = self._stone_models(p, view, interactive=mine)
        phase = self.state.phase if mine else None
        sizes = [0, 0]
        sizes[p] = len(view.hand)
        sizes[1 - p] = view.opponent_hand_size
        return BoardModel(
            names=self.names,
            viewer=p,
            hand=tuple(str(c) for c in view.hand),
            selected=self.selected,
            hand_sizes=(sizes[0], sizes[1]),
            deck_size=view.deck_size,
            stones=stones,
            scores=view.scores,
            round_no=view.round_no,
            rounds=view.rounds,
            hint=(
                self.hint(stones) if mine else Message("bot.thinking", {"name": self.names[1 - p]})
            ),
            expert=self.state.options.expert,
            can_pass=phase is Phase.PLAY and Pass() in view.legal_actions,
            can_end=any(isinstance(a, EndTurn) for a in view.legal_actions),
            can_undo=mine and self.can_undo(),
            message=self.message,
            log=log_entries(view.history),
            hand_active=phase is Phase.PLAY,
            tactical=self.tactical_info(view),
        )

    def handover_model(self) -> HandoverModel:
        """Who plays next and what the other player just did; no cards of any hand."""
        history = self.state.history
        last: list[HistoryEntry] = []
        for h in reversed(history):
            if h.player == self.player or h.round_no != self.state.round_no:
                break
            last.append(h)
        return HandoverModel(
            names=self.names,
            next_player=self.player,
            last_turn=log_entries(list(reversed(last)))[1:] if last else (),
            scores=self.state.scores,
            round_no=self.state.round_no,
            rounds=self.state.options.rounds,
            resumed=self.resumed,
            message=self.message,
        )

    def round_over_model(self) -> RoundOverModel:
        state = self.state
        result = state.round_results[-1] if state.round_results else None
        winner = result.winner if result is not None else round_winner(state)
        how = result.how if result is not None else None
        if how is None and winner is not None:
            how = winning_line(state.stones, winner)
        view = player_view(state, 0)
        match_over = state.phase is Phase.MATCH_OVER
        return RoundOverModel(
            names=self.names,
            round_no=state.round_no,
            rounds=state.options.rounds,
            winner=winner,
            how=how if how in ("adjacent", "five", "stalemate") else "other",
            points=result.points if result is not None else (0, 0),
            scores=state.scores,
            hands=(
                tuple(str(c) for c in state.hands[0]),
                tuple(str(c) for c in state.hands[1]),
            ),
            stones=self._stone_models(0, view, interactive=False),
            match_over=match_over,
            match_winner=match_winner(state) if match_over else None,
            log=log_entries(state.history),
            message=self.message,
        )
