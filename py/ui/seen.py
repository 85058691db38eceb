"""What a presenter may see of a game: one player's view and the UI's own state.

The presenters (:mod:`ui.present`, :mod:`ui.teach_sessions`' boards) are fed a :class:`Seen`, never
the :class:`~schotten.state.GameState` nor the :class:`~ui.game.Game` that holds it, so a card
hidden from the player on the screen cannot reach that screen by construction (as
boardgame.io's ``playerView``). What a screen needs from the whole state is read here, once,
and is public by nature: which stones the selected card may go to, the view after the tactic
card chosen (the preview), the claim that won the round, both hands once the round is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from schotten.errors import IllegalActionError
from schotten.events import CardsRecruited, CardsReturned, StoneClaimed, action_events
from schotten.replay import Access, access
from schotten.rules import apply, match_winner, round_winner, winning_line
from schotten.state import GameState, Hand, Phase
from schotten.tactics import AnyCard
from schotten.views import PlayerView, player_view

from .flow import Flow
from .game import Game, GameScreen
from .model import Message
from .opponent import Opponent


@dataclass(frozen=True)
class WonOnBoard:
    """A round-winning claim shown on the board before the result: who won, and the stone
    whose claim ended the round (``None`` when the last action was not a claim)."""

    winner: int | None
    stone: int | None


@dataclass(frozen=True)
class RoundEnd:
    """The round (or the match) over, as the result screen shows it: both hands face up."""

    winner: int | None
    how: str | None
    points: tuple[int, int]
    hands: tuple[Hand, Hand]
    match_winner: int | None
    replay: bool


@dataclass(frozen=True)
class Seen:
    """One screen's worth of a game, as the player ``view.viewer`` may see it."""

    view: PlayerView
    names: tuple[str, str]
    player: int
    """Whose turn it is (the only player whose hand may be shown)."""
    on_board: bool
    """The board is on show (not the hand-over nor the result)."""
    selected: AnyCard | None = None
    flow: Flow | None = None
    message: Message | None = None
    resumed: bool = False
    can_undo: bool = False
    targets: frozenset[int] = frozenset()
    """The stones the selected card may go to now (on the viewer's turn)."""
    claims_now: bool = False
    recruited: tuple[AnyCard, ...] = ()
    """After the Recruiter, the cards it drew into the viewer's hand."""
    after: PlayerView | None = None
    """The viewer's view once the tactic card chosen is played (not for the Recruiter)."""
    won: WonOnBoard | None = None
    """The round won on the board: while its last move is shown, then under its result."""
    result: bool = False
    """The round's result is on show, over the final board."""
    bot_seat: int | None = None
    bot_to_move: bool = False
    end: RoundEnd | None = None

    @property
    def mine(self) -> bool:
        """The viewer is the player whose turn it is."""
        return self.view.viewer == self.player


def seen(game: Game, opponent: Opponent | None = None, seat: int | None = None) -> Seen:
    """What ``seat`` (by default the seat the board shows) sees of ``game`` now."""
    state = game.state
    viewer = game.shown if seat is None else seat
    view = game.view_of(viewer)
    mine = viewer == game.player
    flow = game.flow
    return Seen(
        view=view,
        names=game.names,
        player=game.player,
        on_board=game.screen is GameScreen.BOARD,
        result=game.screen is GameScreen.ROUND_OVER,
        selected=game.selected,
        flow=flow,
        message=game.message,
        resumed=game.resumed,
        can_undo=game.can_undo(),
        targets=frozenset(game.placeable_stones(game.selected, view.legal_actions))
        if mine
        else frozenset(),
        claims_now=mine and game.claims_now(),
        recruited=game.recruited() if mine else (),
        after=_after(state, flow, viewer) if mine else None,
        won=_won(state) if game.round_over else None,
        bot_seat=opponent.seat if opponent is not None else None,
        bot_to_move=opponent is not None and opponent.to_move(state),
        end=_end(state) if game.round_over else None,
    )


def _after(state: GameState, flow: Flow | None, viewer: int) -> PlayerView | None:
    action = flow.done() if flow is not None else None
    if action is None or any(
        isinstance(e, CardsRecruited | CardsReturned) for e in action_events(viewer, action)
    ):
        return None  # what the Recruiter draws is not known before
    try:
        return player_view(apply(state, action), viewer)
    except IllegalActionError:
        return None


def winning_claim(state: GameState) -> int | None:
    """The stone whose claim ended the round (the last action of the round), if it was one."""
    last = state.history[-1] if state.history else None
    if last is None or last.round_no != state.round_no:
        return None
    claims = (e for e in action_events(last.player, last.action) if isinstance(e, StoneClaimed))
    return next((e.stone for e in claims), None)


def _won(state: GameState) -> WonOnBoard:
    return WonOnBoard(round_winner(state), winning_claim(state))


def _end(state: GameState) -> RoundEnd:
    result = state.round_results[-1] if state.round_results else None
    winner = result.winner if result is not None else round_winner(state)
    how = result.how if result is not None else None
    if how is None and winner is not None:
        how = winning_line(state.stones, winner)
    over = state.phase is Phase.MATCH_OVER
    return RoundEnd(
        winner=winner,
        how=how,
        points=result.points if result is not None else (0, 0),
        hands=(state.hands[0], state.hands[1]),
        match_winner=match_winner(state) if over else None,
        replay=access(state) is not Access.NONE,  # the replay viewer (#14)
    )
