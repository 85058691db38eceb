"""The replay viewer and the review by the computer (#14): a finished game (or a round over, or a
shared link's game) move by move, its review worked out in slices, its link and its file."""

from __future__ import annotations

from dataclasses import replace

from schotten.links import FRAGMENT, ReplayLinkError, link_move, read_replay, replay_link
from schotten.review import ReviewSettings, dumps_review
from schotten.rules import Deals
from schotten.serialize import dumps
from schotten.state import GameState, Phase

from .. import ids, render
from .. import learning as tools
from .. import opponent as bot_ui
from ..effects import Announce, CopyText, Download, Effect, Focus, Reveal
from ..model import Message
from ..render.regions import Regions
from ..replay_models import ReplayModel
from ..replay_session import (
    ReplaySession,
    last_message,
    link_error_key,
    read_kept_review,
    replay_model,
    replayable,
    review_settings,
)
from ..storage.errors import SaveProblem, StorageFullError
from ..storage.fair_record import fair_deals
from ..storage.layout import export_filename
from ..storage.records import is_record
from .duet_link import FAIR_ROLES
from .play import GameController
from .saves import SavesController
from .shared import STORAGE_REFUSED, Fields, Screen, Shared, slice_ms


class ReplayController:
    """Screen.REPLAY."""

    def __init__(self, shared: Shared, play: GameController, saves: SavesController) -> None:
        self.replay: ReplaySession | None = None
        self.shared, self.play, self.saves = shared, play, saves

    def _model(self, session: ReplaySession) -> ReplayModel:
        return replay_model(session, saved=session.game_id is not None)

    def render(self) -> str | None:
        if self.replay is None:
            return None
        return render.replay_screen(self._model(self.replay), self.shared.t)

    def regions(self) -> Regions | None:
        """Three regions: the review's section (its progress once a second for a minute, then
        its graph), what it says of the move shown (under the move's line) and the log (each
        line's mark when the review ends), so a review never draws the board again."""
        if self.shared.screen is not Screen.REPLAY or self.replay is None:
            return None
        model, t = self._model(self.replay), self.shared.t
        frame = (t.lang, replace(model, review=None, lines=()))
        regions = {
            "review": render.review_panel(model, t),
            "review-notes": render.review_notes(model, t),
            "replay-log": render.replay_log(model, t),
        }
        return Regions(frame, {name: html for name, html in regions.items() if html})

    def _session(self) -> ReplaySession | None:
        """The replay on screen (its last message cleared: it lasts until the next action)."""
        if self.shared.screen is not Screen.REPLAY or self.replay is None:
            return None
        self.replay.messages = []
        return self.replay

    def _open(
        self,
        state: GameState,
        names: tuple[str, str],
        *,
        game_id: str | None,
        back: Screen,
        from_link: bool = False,
        deals: Deals | None = None,
    ) -> list[Effect]:
        if not replayable(state):
            return []  # between people, in progress: it would show the other hand
        repo = self.shared.repo
        review = None
        if game_id is not None and state.phase is Phase.MATCH_OVER:
            review = read_kept_review(repo.review_text(game_id), state)
        if self.replay is not None:
            self.replay.cancel_review()
        marks = tools.load_learning(repo, game_id).marks() if game_id is not None else {}
        self.replay = ReplaySession(
            state,
            names,
            game_id=game_id,
            back=back.value,
            from_link=from_link,
            review=review,
            marks=marks,
            deals=deals,
        )
        self.shared.screen = Screen.REPLAY
        return [Focus(ids.SCREEN_TITLE)]

    def open(self, arg: str, fields: Fields) -> list[Effect]:
        """Open the viewer: ``current``, the game on screen (its round or match over), or a
        finished saved game by its id."""
        shared, play = self.shared, self.play
        if arg == "current":
            game = play.game
            if game is None or shared.screen is not Screen.GAME or not game.round_over:
                return []
            link = play.linked()
            if link is not None and not link.replayable():
                return []  # a game on two devices, dealt by the other: whole at the match's end
            game_id = play.entry.id if play.entry is not None else None
            deals = link.deals() if link is not None else None
            return self._open(
                game.state, game.names, game_id=game_id, back=Screen.GAME, deals=deals
            )
        if shared.repo.entry(arg) is None:
            return []
        try:
            entry, state, _undo = shared.repo.load(arg)
        except SaveProblem as problem:
            msg = Message(f"storage.{problem.code}", {}, "error")
            shared.notices = [msg]
            return [shared.say(msg), Focus(ids.SCREEN_TITLE)]
        if state.phase is not Phase.MATCH_OVER or is_record(shared.repo.game_text(arg)):
            return []  # the list offers finished games only (and whole ones)
        deals = None
        if entry.peer in FAIR_ROLES:  # dealt fairly: replayed from its rounds' orders
            deals = fair_deals(shared.repo.game_text(arg) or "", state)
            if deals is None:
                return []  # a round not checked: the game stopped there
        names = shared.names(state, state.options.names or entry.names)
        return self._open(state, names, game_id=arg, back=Screen.SAVES, deals=deals)

    def _said(self, session: ReplaySession, stepped: bool = True) -> list[Effect]:
        """Say where the replay is; a step button that the step disabled (at the start or the
        end) hands the keyboard focus to the slider."""
        t = self.shared.t
        where = t("replay.position", n=session.ply, total=session.replay.plies)
        last = last_message(session)
        said = self.shared.text(last) if last is not None else t("replay.deal")
        effects: list[Effect] = [Announce(f"{where}. {said}")]
        if stepped and session.ply in (0, session.replay.plies):
            effects.append(Focus(ids.REPLAY_SLIDER))
        return effects

    def go(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None:
            return []
        if arg in ("start", "end"):
            ply = 0 if arg == "start" else session.replay.plies
            return self._said(session) if session.go(ply) else []
        try:
            ply = int(arg)
        except ValueError:
            return []
        if not session.go(ply):
            return []
        # a move chosen below the board (a marked play, a line of the log): the board at that
        # move, with its explanation, comes into view
        return [*self._said(session, stepped=False), Reveal(ids.REPLAY_BOARD)]

    def step(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None or arg not in ("-1", "1"):
            return []
        return self._said(session) if session.go(session.ply + int(arg)) else []

    def close(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None:
            return []
        session.cancel_review()
        self.replay = None
        back = Screen(session.back)
        if back is Screen.GAME and self.play.game is None:
            back = Screen.START
        self.shared.screen = back
        if back is Screen.SAVES and session.game_id is not None:
            return [Focus(ids.save_action("replay", session.game_id))]
        return [Focus(ids.REPLAY if back is Screen.GAME else ids.SCREEN_TITLE)]

    # --- the link and the file ---------------------------------------------------------------

    def share(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None or not session.full or session.deals is not None:
            return []
        return [CopyText(replay_link(session.game, self.shared.page_url))]

    def link_copied(self, ok: bool) -> list[Effect]:
        """What became of a :class:`CopyText`: copied (said so), or not possible here (the
        link is shown in a read-only field, focused, to copy by hand)."""
        session = self.replay
        if session is None or self.shared.screen is not Screen.REPLAY:
            return []
        if ok:
            msg = Message("replay.copied", {}, "success")
            session.messages = [msg]
            return [self.shared.say(msg)]
        session.link = replay_link(session.game, self.shared.page_url)
        msg = Message("replay.copy_here", {}, "info")
        session.messages = [msg]
        return [self.shared.say(msg), Focus(ids.REPLAY_LINK)]

    def show_link(self, arg: str, fields: Fields) -> list[Effect]:
        return [] if self._session() is None else self.link_copied(False)

    def open_link(self, fragment: str) -> list[Effect]:
        """The page was opened with ``#replay=…`` (``location.hash``): the game, read only,
        with "Save this game", at the deal or at the move it names (``&move=N``, clamped to
        the game); a bad or cut link is reported and changes nothing."""
        if not fragment.lstrip("#").startswith(FRAGMENT):
            return []
        try:
            state = read_replay(fragment)
        except ReplayLinkError as err:
            return self._link_refused(link_error_key(err.code))
        if not replayable(state):
            return self._link_refused("replay.link.in_progress")
        same = self.saves.same_game(dumps(state))
        names = self.shared.names(state, own=False)  # a friend's game: its player is not "You"
        effects = self._open(state, names, game_id=same, back=Screen.START, from_link=True)
        if self.replay is not None:  # at the deal, or at the move the link names
            self.replay.go(link_move(fragment) or 0)
        return effects

    def _link_refused(self, key: str) -> list[Effect]:
        msg = Message(key, {}, "error")
        self.shared.notices = [msg]
        self.shared.screen = Screen.START
        return [self.shared.say(msg), Focus(ids.SCREEN_TITLE)]

    def save(self, arg: str, fields: Fields) -> list[Effect]:
        """Add a shared link's game to the saved games (a game already saved is not added
        twice, as for an import); its review, if made, is kept with it."""
        session = self._session()
        if session is None or not session.from_link or session.game_id is not None:
            return []
        shared = self.shared
        text = dumps(session.game)
        same = self.saves.same_game(text)
        if same is not None:
            session.game_id = same
            msg = Message("saves.duplicate", {}, "info")
        else:
            try:
                entry, _state = shared.repo.import_text(text, shared.names)
            except SaveProblem as problem:
                session.messages = [Message(f"import.{problem.code}", {}, "error")]
                return [shared.say(session.messages[0])]
            except STORAGE_REFUSED as exc:
                code = "full" if isinstance(exc, StorageFullError) else "unavailable"
                session.messages = [Message(f"storage.{code}", {}, "error")]
                return [shared.say(session.messages[0])]
            session.game_id = entry.id
            msg = Message("replay.saved", {}, "success")
        self._keep_review(session)
        session.messages = [msg]
        return [shared.say(msg), Focus(ids.SCREEN_TITLE)]

    def export(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None or session.deals is not None:
            return []
        name = export_filename(session.names, self.shared.now())
        msg = Message("saves.exported", {}, "success")
        return [Download(name, dumps(session.game)), self.shared.say(msg)]

    # --- the review, sliced like the computer's thinking (ui.dom calls review_step) ---------

    def review_settings(self) -> ReviewSettings:
        return review_settings(self.shared.repo.settings(), self.shared.page_query)

    def review(self, arg: str, fields: Fields) -> list[Effect]:
        """Start the review of the finished game in the viewer (``current``: first open the
        game on screen in the viewer)."""
        effects: list[Effect] = []
        if arg == "current":
            effects = self.open("current", fields)
        session = self._session()
        if session is None or not session.full:
            return effects
        if session.review is not None:
            return [Focus(ids.REVIEW_TITLE)]
        if not session.start_review(self.review_settings()):
            return effects
        return [Announce(self.shared.t("review.started")), Focus(ids.REVIEW_CANCEL)]

    def review_cancel(self, arg: str, fields: Fields) -> list[Effect]:
        session = self._session()
        if session is None or not session.cancel_review():
            return []
        return [Announce(self.shared.t("review.cancelled")), Focus(ids.REVIEW)]

    def review_whose(self, arg: str, fields: Fields) -> list[Effect]:
        """The graph shows the chance of player ``arg`` (``0`` or ``1``)."""
        session = self._session()
        if session is None or arg not in ("0", "1") or session.review is None:
            return []
        session.whose = int(arg)
        return [Focus(ids.review_whose(arg))]

    def review_pending(self) -> bool:
        """Is a review running in the viewer on screen?"""
        return (
            self.shared.screen is Screen.REPLAY
            and self.replay is not None
            and self.replay.reviewer is not None
        )

    def review_step(self, max_ms: float = bot_ui.SLICE_MS) -> tuple[bool, list[Effect]]:
        """About ``max_ms`` of the review; whether the screen changed (its progress), and the
        effects. Once done it is kept with the saved game (computed once)."""
        session = self.replay
        if session is None or not self.review_pending():
            return False, []
        changed, finished = session.review_step(max_ms)
        if not finished:
            return changed, []
        self._keep_review(session)
        return True, [Announce(self.shared.t("review.done")), Focus(ids.REVIEW_TITLE)]

    def review_step_intent(self, arg: str, fields: Fields) -> list[Effect]:
        return self.review_step(slice_ms(arg))[1]

    def _keep_review(self, session: ReplaySession) -> None:
        """Store the review beside its saved game (a refused write keeps it on screen only)."""
        if session.review is None:
            return
        session.review_kept = False
        if session.game_id is None:
            return
        try:
            self.shared.repo.set_review_text(session.game_id, dumps_review(session.review))
        except STORAGE_REFUSED:
            return
        session.review_kept = True
