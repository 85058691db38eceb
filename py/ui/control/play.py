"""The game on the table: the turn, the computer's moves, the hint, the card tracker and the
take-back (the saving of every change: :mod:`ui.control.table_saves`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from schotten.actions import Action
from schotten.state import GameState

from .. import ids, present, render
from .. import learning as tools
from .. import opponent as bot_ui
from ..effects import Announce, Effect, Focus, Later, Sound
from ..game import Game, GameScreen, IntentOutcome, LinkedGame
from ..model import BoardModel, LearningModel, Message
from ..narrate import bot_message
from ..render.regions import Regions
from ..seen import Seen, seen
from ..storage.conflict import SaveConflict
from ..storage.entry import SaveEntry
from ..storage.errors import SaveProblem
from .board import BoardOp, bot_cue, cue
from .duet_link import FAIR_ROLES, GUEST, seat_of
from .hints import HintWork
from .shared import SHOW_WIN_MS, STORAGE_REFUSED, Fields, Screen, Shared
from .table_saves import TableLink, TableSaves

WAIT_REVEAL_MS = 250
"""The result of a round on two devices waits for the dealer's cards this long at a time."""


class GameController(TableSaves):
    """The saved game on screen (Screen.GAME), its computer opponent and its learning tools."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.game: Game | None = None
        self.opponent: bot_ui.Opponent | None = None
        self.entry: SaveEntry | None = None
        #: set when another page moved this game on, deleted it, or wrote it as a newer version:
        #: "moved", "deleted" or "newer"
        self.stale: str | None = None
        self.hints = HintWork()
        self.tracker_open = False
        self.learning = tools.Learning()
        self._changed = False
        #: the round's result folded to one line over the final board (to look at the board)
        self.result_folded = False
        self.link: TableLink | None = None
        """The other device, in a game on two devices (set by the duet controller)."""
        self.fair_link: TableLink | None = None
        """The other device, in a game on two devices dealt fairly (``ui.control.duet_fair``)."""

    @property
    def on_table(self) -> bool:
        """Is the game's table on screen (not the conflict screen)?"""
        return self.shared.screen is Screen.GAME and self.game is not None and self.stale is None

    def leave(self) -> None:
        """No game any more (deleted here or on another page)."""
        self.game = self.entry = self.opponent = None
        self.stale = None

    # --- putting a game on the table ----------------------------------------------------------

    def play(
        self,
        state: GameState,
        names: tuple[str, str],
        entry: SaveEntry | None,
        undo: Sequence[GameState] = (),
        resumed: bool = False,
        viewer: int | None = None,
        *,
        linked: bool = False,
    ) -> Game:
        """Put ``state`` on screen: the one place a :class:`Game` (and its computer opponent)
        is made, for a new game, a rematch, an opened save and a reload."""
        self.entry = entry
        self.game = (LinkedGame if linked else Game)(
            state,
            names,
            undo=undo,
            handover=True,
            resumed=resumed,
            on_change=self._note_change,
            viewer=bot_ui.human_seat(state) if viewer is None else viewer,
        )
        self.opponent = bot_ui.Opponent.for_state(state)
        self.shared.screen = Screen.GAME
        self.stale = None
        self.hints.forget()
        self.result_folded = False
        repo = self.shared.repo
        self.learning = tools.load_learning(repo, entry.id) if entry else tools.Learning()
        return self.game

    def open(self, game_id: str, resumed: bool) -> bool:
        """Open a saved game; a save that cannot be read is said on the start screen."""
        repo, notices = self.shared.repo, self.shared.notices
        try:
            entry, state, undo = repo.load(game_id)
        except SaveProblem as problem:
            found = Message(f"storage.{problem.code}", {}, "error")
            if found not in notices:
                notices.append(found)
            # a newer version's game stays its "current" one too (#29)
            if repo.current() == game_id and problem.code != "newer":
                repo.set_current(None)
            return False
        entry.names = state.options.names or entry.names  # as stored: never a translated name
        names = self.shared.names(state, entry.names)
        seat = None if entry.peer is None else seat_of(entry.peer)  # a game on two devices
        linked = entry.peer == GUEST or entry.peer in FAIR_ROLES  # its draws wait for cards
        self.play(state, names, entry, undo, resumed, seat, linked=linked)
        return True

    # --- saving --------------------------------------------------------------------------------

    @staticmethod
    def _win_held(game: Game) -> list[Effect]:
        """A round-winning claim kept on the board a moment before the result."""
        game.hold_win()
        return [Focus(ids.SEE_RESULT), Later(SHOW_WIN_MS, "see-result")]

    def _said(self, outcome: IntentOutcome) -> list[Effect]:
        """The effects of an intent: its save's (a refusal replaces the announcement), then
        its announcement and focus."""
        effects = self.save()
        if not effects and outcome.announce is not None:
            effects.append(self.shared.say(outcome.announce))
        if outcome.focus:
            effects.append(Focus(outcome.focus))
        return effects

    def _sound(self, cue: str) -> list[Effect]:
        return [Sound(cue)] if cue and self.shared.prefs.sound else []

    # --- the turn ------------------------------------------------------------------------------

    def board(self, intent: str, op: BoardOp, arg: str, fields: Fields) -> list[Effect]:
        """A board intent on the game's table: ``op`` does it (:data:`ui.app.ROUTES`)."""
        game = self.game
        if game is None or not self.on_table or self.bot_pending():
            return []  # in the computer's turn nothing of the person's applies
        link = self.linked()
        if link is not None:
            stopped = link.intercept(intent, arg, fields)
            if stopped is not None:
                return stopped
        was_over = game.round_over
        outcome = op(game, arg, fields)
        if outcome is None:
            return link.take_outbox() if link is not None else []
        effects = self._said(outcome) + self._sound(cue(intent, outcome, game))
        if link is not None:
            effects = [*link.take_outbox(), *link.after_local(game), *effects]
        won = intent == "claim" and not was_over and game.round_over
        if won and self.shared.screen is Screen.GAME:
            effects += self._win_held(game)  # a person's too, before the result
        if intent == "next-round":
            self.result_folded = False
        return effects

    def see_result(self, arg: str, fields: Fields) -> list[Effect]:
        """The round's last move seen: its result over the final board (focus in it)."""
        if self.game is None or self.shared.screen is not Screen.GAME:
            return []
        link = self.linked()
        if link is not None:
            shown = link.revealed()
            if shown is None:
                return []  # its check failed: the board stays, with what failed
            if not shown:
                return [Later(WAIT_REVEAL_MS, "see-result")]  # the other's cards still to come
        outcome = self.game.see_result()
        if outcome.focus is None:
            return []
        self.result_folded = False
        return self._said(outcome)

    def fold_result(self, arg: str, fields: Fields) -> list[Effect]:
        """Fold the round's result to one line to look at the board (``arg``: ``fold``), or
        unfold it."""
        game = self.game
        if game is None or not self.on_table or game.screen is not GameScreen.ROUND_OVER:
            return []
        self.result_folded = arg == "fold"
        return [Focus(ids.RESULT_UNFOLD if self.result_folded else ids.SCREEN_TITLE)]

    def resume(self, arg: str, fields: Fields) -> list[Effect]:
        """Continue the game: between people, whoever holds the device sees the hand-over."""
        game = self.game
        if game is None:
            return []
        self.shared.screen = Screen.GAME
        game.hand_over_again()
        return [Focus(ids.SCREEN_TITLE)]

    def load_latest(self, arg: str, fields: Fields) -> list[Effect]:
        """After a refused write: load the game as the other page left it."""
        if self.entry is None:
            return []
        self.stale = None
        if not self.open(self.entry.id, resumed=True):
            self.leave()
            self.shared.screen = Screen.SAVES
        return [Focus(ids.SCREEN_TITLE)]

    # --- the computer's turn (ui.opponent; ui.dom calls bot_step from short timer tasks) ---

    def bot_pending(self) -> bool:
        """Is the computer (or the other device) to move in the game on screen?"""
        link = self.linked()
        if link is not None:
            return self.on_table and link.pending()
        return (
            self.on_table
            and self.game is not None
            and self.opponent is not None
            and self.opponent.to_move(self.game.state)
        )

    def bot_step(self, max_ms: float = bot_ui.SLICE_MS) -> tuple[bool, list[Effect]]:
        """Let the computer think for about ``max_ms``; once it has decided, apply its action
        (saved like any other). Returns whether the game changed, and the effects."""
        if not self.bot_pending():
            return False, []
        game, opp = self.game, self.opponent
        link = self.linked()
        if link is not None and game is not None:
            refused = link.show_next(game)
            if refused is not None:
                return True, refused
            last, seat = game.state.history[-1].action, 1 - (game.fixed_viewer or 0)
            return True, self._shown(game, last, seat)
        assert game is not None and opp is not None
        action = opp.step(game.state, max_ms)
        if action is None or not game.apply_other(action):
            return False, []
        return True, self._shown(game, action, opp.seat)

    def _shown(self, game: Game, action: Action, seat: int) -> list[Effect]:
        """The other's action just applied: saved, said, heard."""
        try:
            self.persist()
        except SaveConflict as conflict:
            if conflict.code == "damaged":
                effects = self.save_anew()
            else:
                # another page of this game played the computer's move first: follow it there
                assert self.entry is not None
                screen = self.shared.screen
                if not self.open(self.entry.id, resumed=False):
                    self.leave()
                    self.shared.screen = Screen.SAVES
                    return [Focus(ids.SCREEN_TITLE)]
                self.shared.screen = screen
                return []
        except STORAGE_REFUSED as exc:
            effects = self.refused(exc)
        else:
            msg = bot_message(action, game.names[seat], game.round_over)
            effects = [self.shared.say(msg)]
        if game.round_over:  # its winning claim stays on the board for a moment
            effects += self._win_held(game)
        return effects + self._sound(bot_cue(game.events))

    def bot_think(self, max_ms: float = bot_ui.SLICE_MS) -> Action | None:
        """Let the computer think for about ``max_ms`` without playing, as the page does: with
        the wall-clock cap of its level. Its action once decided (then :meth:`bot_step` plays
        it at once)."""
        if not self.bot_pending():
            return None
        link = self.linked()
        if link is not None and self.game is not None:
            return link.peek(self.game.state)
        assert self.game is not None and self.opponent is not None
        return self.opponent.step(self.game.state, max_ms, capped=True)

    # --- learning tools: the hint, the card tracker, the take-back ----------------------------

    def _ply(self) -> int | None:
        """The position on screen (for the hint), or ``None``."""
        if self.game is None or self.shared.screen is not Screen.GAME:
            return None
        return len(self.game.state.history)

    def learning_model(self, table: Seen | None = None) -> LearningModel | None:
        """The learning tools on the board (``table``: the board's :class:`Seen`, when the
        board is being drawn from it)."""
        game = self.game
        if game is None:
            return None
        return present.learning_model(
            table or seen(game, self.opponent),
            hint_on=self.shared.hints_on,
            shown=self.hints.now(len(game.state.history)),
            tracker_open=self.tracker_open,
            can_takeback=self._takeback_ply() is not None,
            busy=self.hint_pending(),
        )

    def hint(self, arg: str, fields: Fields) -> list[Effect]:
        """Show what the computer would play now and why (only for the player whose hand is
        shown, on their turn); the ply is recorded with the game. ``arg`` ``close``: the
        hint's Close button (on a narrow screen it lies over the hand)."""
        game = self.game
        if game is None or not self.on_table:
            return []
        if arg == "close":
            self.hints.forget()
            return [Focus(ids.HINT)]
        if not self.shared.hints_on or not present.can_hint(seen(game, self.opponent)):
            return []
        if not self.hints.start(len(game.state.history), game.view(), game.state.seed):
            return []  # ui.dom runs hint_step from short timer tasks
        return self._hint_shown()

    def hint_pending(self) -> bool:
        """Is a hint being worked out for the position on screen?"""
        return self.hints.pending(self._ply())

    def hint_step(self, max_ms: float) -> list[Effect] | None:
        """Work on the hint for about ``max_ms``; its effects once it is ready, else ``None``."""
        return self._hint_shown() if self.hints.step(self._ply(), max_ms) else None

    def _hint_shown(self) -> list[Effect]:
        game = self.game
        shown = self.hints.now(len(game.state.history)) if game is not None else None
        if game is None or shown is None:
            return []
        if self.entry is not None:
            self.learning = self.learning.with_hint(len(game.state.history))
            tools.save_learning(self.shared.repo, self.entry.id, self.learning)
        model = present.hint_model(shown, game.names[1 - game.shown])
        text = " ".join(self.shared.text(m) for m in model.lines)
        return [Announce(text), Focus(ids.HINT_TITLE)]

    def tracker(self, arg: str, fields: Fields) -> list[Effect]:
        if self.game is None or self.shared.screen is not Screen.GAME:
            return []
        if self.game.screen is not GameScreen.BOARD:
            return []
        self.tracker_open = not self.tracker_open
        return [Focus(ids.TRACKER_TITLE if self.tracker_open else ids.TRACKER)]

    def _takeback_ply(self) -> int | None:
        """Against the computer, on the person's turn: the ply before their last whole turn
        (the computer's answer goes too); never between people. Asked at each drawing, so
        the game is not replayed for it."""
        game, opp = self.game, self.opponent
        if game is None or opp is None or game.fixed_viewer is None or self.stale is not None:
            return None
        if opp.to_move(game.state) or game.screen is not GameScreen.BOARD:
            return None
        return tools.takeback_ply(game.state, game.fixed_viewer)

    def takeback(self, arg: str, fields: Fields) -> list[Effect]:
        game = self.game
        if self._takeback_ply() is None or game is None or game.fixed_viewer is None:
            return []
        target = tools.takeback_state(game.state, game.fixed_viewer)
        if target is None:
            return []
        game.take_back(target)
        self.opponent = bot_ui.Opponent.for_state(target)
        self.hints.forget()
        if self.entry is not None:
            self.learning = self.learning.with_takeback(len(target.history))
            tools.save_learning(self.shared.repo, self.entry.id, self.learning)
        self._changed = True
        effects = [self.shared.say(Message("takeback.done", {}, "success")), *self.save()]
        return [*effects, Focus(ids.SCREEN_TITLE)]

    # --- drawing -------------------------------------------------------------------------------

    def board_model(self) -> BoardModel | None:
        """The board on show (a game's, or the final board under the round's result; not the
        hand-over or the conflict), else None."""
        game = self.game
        if game is None or not self.on_table or game.screen is GameScreen.HANDOVER:
            return None
        table = seen(game, self.opponent)  # worked out once per drawing
        board = present.board_model(table)
        result = board.result
        if result is not None and result.match_over:
            result = replace(result, used=(len(self.learning.hints), self.learning.takebacks))
        link = self.linked()
        if result is not None and link is not None:
            replay = result.replay and link.replayable()
            result = replace(result, replay=replay, deal=link.dealing())
        away = link is not None and link.away() and not game.state.is_terminal
        return replace(
            board,
            learning=self.learning_model(table),
            result=result,
            result_folded=self.result_folded and result is not None,
            message=board.message or (link.away_message() if away and link else None),
            pair_again=away,
            message_stays=away and board.message is None,
        )

    def regions(self) -> Regions | None:
        """The board as a frame and its regions (see :meth:`ui.app.App.render_regions`)."""
        board = self.board_model()
        if board is None:
            return None
        t = self.shared.t
        parts = render.board_parts(board, t)
        return Regions(render.board_frame(board, t.lang, parts), parts, render.board_root(board))

    def render(self) -> str | None:
        """The game's screen: the conflict, the hand-over, or the board (with the round's
        result over it once the round is over)."""
        game, t = self.game, self.shared.t
        if game is None:
            return None
        if self.stale is not None:
            return render.conflict_screen(Message(f"storage.{self.stale}", {}, "error"), t)
        if game.screen is GameScreen.HANDOVER:
            return render.handover_screen(present.handover_model(seen(game, seat=game.player)), t)
        board = self.board_model()
        assert board is not None
        return render.board_screen(board, t)
