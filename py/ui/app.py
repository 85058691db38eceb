"""The application, with no DOM: a router over one controller per family of screens.

The browser adapter (:mod:`ui.dom`) renders :meth:`App.render` into ``<main id="app">``, sends
each click on a ``[data-intent]`` element to :meth:`App.handle` and performs the returned
effects (:mod:`ui.effects`: download a file, open the file picker, announce a message, move
the focus).

Each family of screens has its controller in :mod:`ui.control` (the game on the table, the
saved games, the settings, the replay and review, the lessons and puzzles, the statistics),
over services they share (:class:`ui.control.shared.Shared`: the saves, the words, the
clock, the preferences). :data:`ROUTES` is the one table from an intent (and, for the
board's intents, the screen) to the controller's method that does it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from schotten.actions import Action

from . import backup as backup_io
from . import ids, render
from . import learning as tools
from . import opponent as bot_ui
from .control import board
from .control.board import BoardOp
from .control.duet import DuetController
from .control.pairing import JOIN, PairingController
from .control.play import GameController
from .control.replay_controller import ReplayController
from .control.saves import SavesController
from .control.settings import SettingsController
from .control.shared import (
    LAST_NAMES,
    LAST_OPPONENT,
    NAME_MAX,
    SHOW_WIN_MS,
    Fields,
    Screen,
    Shared,
    clean_name,
    plain_date,
    slice_ms,
)
from .control.stats import StatsController
from .control.teach_controller import TeachController
from .effects import Effect, Focus
from .game import Game
from .i18n import LANGUAGES, Translator, pick_language
from .markup import unsafe_markup
from .model import Message, StartModel, TablePrefsModel
from .progress import LESSONS_KEY, PUZZLES_KEY
from .render.regions import Regions
from .storage.adapters import Storage
from .storage.layout import CURRENT_KEY, INDEX_KEY, SETTINGS_KEY
from .storage.repository import SavesRepository

__all__ = [
    "LAST_NAMES",
    "LAST_OPPONENT",
    "NAME_MAX",
    "ROUTES",
    "SHOW_WIN_MS",
    "App",
    "Screen",
    "clean_name",
    "plain_date",
]


@dataclass(frozen=True)
class Controllers:
    """One controller per family of screens (what :data:`ROUTES` sends intents to)."""

    play: GameController
    saves: SavesController
    settings: SettingsController
    replay: ReplayController
    teach: TeachController
    stats: StatsController
    pair: PairingController  # two devices: pairing them
    duet: DuetController  # two devices: the game once they are connected


START_KEYS = (SETTINGS_KEY, INDEX_KEY, CURRENT_KEY, LESSONS_KEY, PUZZLES_KEY)
"""What an :class:`App` reads of the storage when it starts and draws its first screen, besides
the list of keys and the game it resumes (the browser's worker sends the page these first)."""


class App:
    """All screens of the game. See the module docstring for the browser contract."""

    def __init__(
        self,
        storage: Storage,
        languages: Sequence[str],
        now: Callable[[], float],
        seed_source: Callable[[], int],
        format_date: Callable[[float, str], str] = plain_date,
    ) -> None:
        repo = SavesRepository(storage, now=now)
        settings = repo.settings()
        lang = settings.get("language", "")
        self.shared = shared = Shared(
            repo=repo,
            t=Translator(lang if lang in LANGUAGES else pick_language(languages)),
            now=now,
            seed_source=seed_source,
            format_date=format_date,
            prefs=TablePrefsModel(
                sound=settings.get("sound") == "on", animations=settings.get("animations") != "off"
            ),
        )
        self.rules_back = Screen.START
        for problem in repo.scan():
            found = Message(f"storage.{problem.code}", {}, "error")
            if found not in shared.notices:  # one line for five newer games
                shared.notices.append(found)
        play = GameController(shared)
        stats = StatsController(shared)
        saves = SavesController(shared, play, stats)
        teach = TeachController(shared)
        duet = DuetController(shared, play)
        self.c = Controllers(
            play=play,
            saves=saves,
            settings=SettingsController(shared, play, saves, teach),
            replay=ReplayController(shared, play, saves),
            teach=teach,
            stats=stats,
            pair=PairingController(shared, saves, duet),
            duet=duet,
        )
        self.c.duet.router = self.handle
        self.c.duet.pairing = self.c.pair.repair
        current = repo.current()
        if current is not None:
            play.open(current, resumed=True)

    # --- rendering ---------------------------------------------------------------------------

    def render(self) -> str:
        """The HTML of the current screen, for ``<main id="app">``; never executable markup
        (:func:`ui.markup.unsafe_markup`), whatever the names and saves hold."""
        html = self._render()
        if unsafe_markup(html):
            return render.error_screen(self.shared.t("app.unsafe"), self.shared.t)
        return html

    def render_regions(self) -> Regions | None:
        """The current screen as a frame and its regions, for drawing only what changed; None
        for a screen drawn whole. The frame is a value equal at two moments exactly when
        everything outside the regions is drawn the same; each region is the HTML of one
        element (its id the region's name) exactly as :meth:`render` draws it in the whole
        screen (not yet checked: :meth:`safe`).

        The board's regions are those of ``render.board_parts`` (:mod:`ui.render.regions`:
        one per stone, the header, the last turn, the hand with its buttons, the panels, the
        screen's opening tag), in page order, with the fixed parts between them: a card placed
        redraws its stone, the strip, the header and the hand, not the whole table. The
        replay viewer has two: the review's section and the log. :meth:`whole` gives the
        whole screen from them."""
        if self.shared.screen is Screen.GAME:
            return self.c.play.regions()
        if self.shared.screen is Screen.PAIR:
            return self.c.pair.regions()
        return self.c.replay.regions()

    @staticmethod
    def safe(html: str) -> bool:
        """Whether a region's HTML may be inserted (the check :meth:`render` makes)."""
        return not unsafe_markup(html)

    def whole(self, regions: Regions | None) -> str:
        """The whole screen (:meth:`render`), from :meth:`render_regions`'s answer of this
        moment when it holds all of it (the board), so that it is not built twice."""
        frame = regions[0] if regions is not None else None
        if regions is None or not (isinstance(frame, tuple) and frame[1:2] == ("board",)):
            return self.render()
        html = "".join(regions[1].values())
        if unsafe_markup(html):
            return render.error_screen(self.shared.t("app.unsafe"), self.shared.t)
        return html

    def _render(self) -> str:
        c, screen, t = self.c, self.shared.screen, self.shared.t
        drawn: str | None = None
        if screen is Screen.REPLAY:
            drawn = c.replay.render()
        elif screen is Screen.GAME:
            drawn = c.play.render()
        elif screen in (Screen.LESSON, Screen.PUZZLES, Screen.PUZZLE):
            drawn = c.teach.render()
        elif screen is Screen.STATS:
            drawn = c.stats.render()
        elif screen is Screen.NEW:
            drawn = render.new_game_screen(c.saves.form, t)
        elif screen is Screen.SAVES:
            drawn = c.saves.render()
        elif screen is Screen.RULES:
            drawn = render.rules_screen(t, self.rules_back)
        elif screen is Screen.SETTINGS:
            drawn = c.settings.render()
        elif screen is Screen.PAIR:
            drawn = c.pair.render()
        return drawn if drawn is not None else self._start_screen()

    def _start_screen(self) -> str:
        c = self.c
        current = None
        entry = c.play.entry
        if c.play.game is not None and entry is not None and not entry.finished:
            current = c.saves.line(entry)  # a finished match is not offered as "Continue"
        messages = tuple(self.shared.notices)
        if c.settings.reminder:  # #29, once: kept as said at the next action
            messages += (Message("backup.remind", {}, "info"),)
            c.settings.reminder_shown = True
        progress = c.teach.progress
        fresh = not progress.invite_dismissed and not self.shared.repo.entries()
        invite = fresh and not progress.lessons
        lesson_first = fresh and not any(x.done for x in progress.lessons.values())
        return render.start_screen(
            StartModel(current, messages, invite, lesson_first), self.shared.t
        )

    # --- intents -----------------------------------------------------------------------------

    def handle(
        self, intent: str, arg: str = "", fields: dict[str, str] | None = None
    ) -> list[Effect]:
        """Do what a button (``data-intent``/``data-arg``) or form asks; return effects."""
        route = ROUTES.get((intent, self.shared.screen)) or ROUTES.get((intent, None))
        if route is None:
            return []
        game = self.c.play.game
        before = (self.shared.screen, game.screen if game else None)
        if intent != "bot-step":
            if self.c.settings.reminder_shown:
                self.c.settings.reminded()
            # a message stays until the next action, not longer
            self.shared.notices = [n for n in self.shared.notices if n.key == "storage.unavailable"]
            self.c.stats.clear_messages()
            self.c.settings.clear_messages()
        effects = list(route(self, arg, fields or {}))
        game = self.c.play.game
        after = (self.shared.screen, game.screen if game else None)
        if after != before and not any(isinstance(x, Focus) for x in effects):
            effects.append(Focus(ids.SCREEN_TITLE))
        return effects

    def import_file(self, text: str | bytes, filename: str = "") -> list[Effect]:
        """A file chosen in the picker (its text, or its bytes: they must be UTF-8): a backup
        is imported (#29), a statistics file merged, a game file added as a new saved game."""
        if backup_io.looks_like_backup(text):
            return self.c.settings.import_text(text)
        if tools.is_stats_text(text):
            return self.c.stats.import_text(text)
        return self.c.saves.import_text(text)

    def go(self, arg: str) -> list[Effect]:
        """Go to a screen (``arg``: a :class:`Screen`; one with nothing to show is refused)."""
        c = self.c
        if arg not in set(Screen) or (arg == Screen.GAME and c.play.game is None):
            return []
        if (
            (arg == Screen.LESSON and c.teach.lesson is None)
            or (arg == Screen.PUZZLE and c.teach.puzzle is None)
            or (arg == Screen.PAIR and not c.pair.phase)
        ):
            return []
        screen = Screen(arg)
        if screen is Screen.RULES:
            self.rules_back = Screen.GAME if self.shared.screen is Screen.GAME else Screen.START
        if screen is Screen.NEW:
            c.saves.form = c.saves.new_form()
        c.saves.confirm_delete = None
        c.settings.leave()
        self.shared.screen = screen
        return [Focus(ids.SCREEN_TITLE)]

    def dismiss(self) -> list[Effect]:
        """Close the message on screen."""
        if self.c.play.game is not None and self.shared.screen is Screen.GAME:
            self.c.play.game.dismiss()
        self.shared.notices = []
        return [Focus(ids.SCREEN_TITLE)]

    # --- what the page calls between intents (timer tasks, storage events, links) --------------

    def board_game(self) -> Game | None:
        """The game whose board is on screen: a lesson's, a puzzle's or the saved game's."""
        if self.shared.screen is Screen.GAME:
            return self.c.play.game
        return self.c.teach.board_game()

    def bot_pending(self) -> bool:
        return self.c.play.bot_pending()

    def bot_step(self, max_ms: float = bot_ui.SLICE_MS) -> tuple[bool, list[Effect]]:
        return self.c.play.bot_step(max_ms)

    def bot_think(self, max_ms: float = bot_ui.SLICE_MS) -> Action | None:
        return self.c.play.bot_think(max_ms)

    def bot_pace(self, query: str = "") -> bot_ui.Pace:
        """The pace of the computer's actions (settings or URL). The other device's, in a game
        on two devices, are shown as they come: no first pause (the person's last action was
        long before; the issue's target is 100 ms from the other's tap), the same after."""
        pace = bot_ui.pace(self.shared.repo.settings(), query)
        duet = self.c.duet
        if pace == bot_ui.DEFAULT_PACE and (duet.on_table() or duet.fair.on_table()):
            return replace(pace, first_ms=0)
        return pace

    def hint_pending(self) -> bool:
        return self.c.play.hint_pending()

    def hint_step(self, max_ms: float) -> list[Effect] | None:
        return self.c.play.hint_step(max_ms)

    def review_pending(self) -> bool:
        return self.c.replay.review_pending()

    def review_step(self, max_ms: float = bot_ui.SLICE_MS) -> tuple[bool, list[Effect]]:
        return self.c.replay.review_step(max_ms)

    def storage_changed(self, key: str | None) -> tuple[bool, list[Effect]]:
        return self.c.saves.storage_changed(key)

    def open_link(self, fragment: str) -> list[Effect]:
        """The page's address holds ``#join=…`` (two devices, #45) or ``#replay=…``."""
        if fragment.lstrip("#").startswith(JOIN):
            return self.c.pair.join_link(fragment)
        return self.c.replay.open_link(fragment)

    def link_copied(self, ok: bool) -> list[Effect]:
        if self.shared.screen is Screen.PAIR:
            return self.c.pair.copied(ok)
        return self.c.replay.link_copied(ok)

    def drawn_whole(self) -> list[Effect]:
        """What the page must do again once the current screen is drawn whole: the pairing's
        QR code into its new ``<canvas>``."""
        qr = self.c.pair.qr()
        return [qr] if qr is not None else []

    def peer(self, event: dict[str, object]) -> list[Effect]:
        """An event of the connection to another device (``peer`` in
        ``ui.protocol.PAGE_TO_PYTHON``: a code made, the channel open, a message...)."""
        return self.c.pair.peer(event)

    def persistence_known(self, state: str) -> None:
        self.c.settings.persistence_known(state)

    def persistence_answer(self, granted: bool, asked: bool = False) -> list[Effect]:
        return self.c.settings.persistence_answer(granted, asked)

    @property
    def hints_on(self) -> bool:
        return self.shared.hints_on


Route = Callable[[App, str, Fields], list[Effect]]


def _lesson(op: BoardOp) -> Route:
    """A board intent on the lesson's board."""
    return lambda app, arg, fields: app.c.teach.lesson_board(op, arg, fields)


def _on_board(intent: str, op: BoardOp) -> dict[tuple[str, Screen | None], Route]:
    """A board intent, ``op`` on the game: on the saved game's table, and on a lesson's board
    (a puzzle's board takes its own few, below)."""
    return {
        (intent, None): lambda app, arg, fields: app.c.play.board(intent, op, arg, fields),
        (intent, Screen.LESSON): _lesson(op),
    }


ROUTES: dict[tuple[str, Screen | None], Route] = {
    # navigation
    ("go", None): lambda app, arg, fields: app.go(arg),
    ("continue", None): lambda app, arg, fields: app.c.play.resume(arg, fields),
    ("dismiss", None): lambda app, arg, fields: app.dismiss(),
    # the saved games
    ("new-game", None): lambda app, arg, fields: app.c.saves.new_game(arg, fields),
    ("rematch", None): lambda app, arg, fields: app.c.saves.rematch(arg, fields),
    ("open", None): lambda app, arg, fields: app.c.saves.open(arg, fields),
    ("delete", None): lambda app, arg, fields: app.c.saves.delete(arg, fields),
    ("cancel-delete", None): lambda app, arg, fields: app.c.saves.cancel_delete(arg, fields),
    ("confirm-delete", None): lambda app, arg, fields: app.c.saves.confirm(arg, fields),
    ("confirm-delete-forget", None): lambda app, a, f: app.c.saves.confirm_forget(a, f),
    ("export", None): lambda app, arg, fields: app.c.saves.export(arg, fields),
    ("confirm-export", None): lambda app, arg, fields: app.c.saves.confirm_export_(arg, fields),
    ("cancel-export", None): lambda app, arg, fields: app.c.saves.cancel_export(arg, fields),
    ("delete-unreadable", None): lambda app, a, f: app.c.saves.delete_unreadable(a, f),
    ("confirm-delete-unreadable", None): lambda app, a, f: app.c.saves.confirm_unreadable(a, f),
    ("import", None): lambda app, arg, fields: app.c.saves.pick(arg, fields),
    ("load-latest", None): lambda app, arg, fields: app.c.play.load_latest(arg, fields),
    # the settings
    ("language", None): lambda app, arg, fields: app.c.settings.language(arg, fields),
    ("fast-start", None): lambda app, arg, fields: app.c.settings.fast(arg, fields),
    ("sound", None): lambda app, arg, fields: app.c.settings.table_pref("sound", arg),
    ("animations", None): lambda app, arg, fields: app.c.settings.table_pref("animations", arg),
    ("hints", None): lambda app, arg, fields: app.c.settings.hints(arg, fields),
    ("peer-internet", None): lambda app, arg, fields: app.c.settings.peer_internet(arg, fields),
    ("persist-ask", None): lambda app, arg, fields: app.c.settings.persist_ask(arg, fields),
    ("backup-export", None): lambda app, a, f: app.c.settings.backup_export(a, f),
    ("backup-import", None): lambda app, a, f: app.c.settings.backup_import(a, f),
    ("backup-replace", None): lambda app, arg, fields: app.c.settings.backup_answer(True),
    ("backup-keep", None): lambda app, arg, fields: app.c.settings.backup_answer(False),
    ("backup-cancel", None): lambda app, arg, fields: app.c.settings.backup_answer(None),
    # two devices at one table (#45)
    ("two-devices", None): lambda app, arg, fields: app.c.pair.form(arg, fields),
    ("pair-host", None): lambda app, arg, fields: app.c.pair.host(arg, fields),
    ("pair-join", None): lambda app, arg, fields: app.c.pair.join(arg, fields),
    ("pair-connect", None): lambda app, arg, fields: app.c.pair.connect(arg, fields),
    ("pair-scan", None): lambda app, arg, fields: app.c.pair.scan(arg, fields),
    ("pair-copy", None): lambda app, arg, fields: app.c.pair.copy(arg, fields),
    ("pair-share", None): lambda app, arg, fields: app.c.pair.share(arg, fields),
    ("pair-again", None): lambda app, arg, fields: app.c.pair.again(arg, fields),
    ("pair-cancel", None): lambda app, arg, fields: app.c.pair.cancel(arg, fields),
    ("pair-table", None): lambda app, arg, fields: app.c.duet.pair_table(arg, fields),
    # the game on the table: the board (below), the computer, the learning tools
    ("bot-step", None): lambda app, arg, fields: app.c.play.bot_step(slice_ms(arg))[1],
    ("see-result", None): lambda app, arg, fields: app.c.play.see_result(arg, fields),
    ("result-fold", None): lambda app, arg, fields: app.c.play.fold_result(arg, fields),
    ("hint", None): lambda app, arg, fields: app.c.play.hint(arg, fields),
    ("tracker", None): lambda app, arg, fields: app.c.play.tracker(arg, fields),
    ("takeback", None): lambda app, arg, fields: app.c.play.takeback(arg, fields),
    # the statistics
    ("stats-export", None): lambda app, arg, fields: app.c.stats.export(arg, fields),
    ("stats-reset", None): lambda app, arg, fields: app.c.stats.reset(arg, fields),
    ("stats-reset-cancel", None): lambda app, a, f: app.c.stats.reset_cancel(a, f),
    ("stats-reset-confirm", None): lambda app, a, f: app.c.stats.reset_confirm(a, f),
    # the replay viewer and the review (#14)
    ("replay", None): lambda app, arg, fields: app.c.replay.open(arg, fields),
    ("replay-go", None): lambda app, arg, fields: app.c.replay.go(arg, fields),
    ("replay-step", None): lambda app, arg, fields: app.c.replay.step(arg, fields),
    ("replay-close", None): lambda app, arg, fields: app.c.replay.close(arg, fields),
    ("replay-share", None): lambda app, arg, fields: app.c.replay.share(arg, fields),
    ("replay-show-link", None): lambda app, arg, fields: app.c.replay.show_link(arg, fields),
    ("replay-save", None): lambda app, arg, fields: app.c.replay.save(arg, fields),
    ("replay-export", None): lambda app, arg, fields: app.c.replay.export(arg, fields),
    ("review", None): lambda app, arg, fields: app.c.replay.review(arg, fields),
    ("review-cancel", None): lambda app, arg, fields: app.c.replay.review_cancel(arg, fields),
    ("review-whose", None): lambda app, arg, fields: app.c.replay.review_whose(arg, fields),
    ("review-step", None): lambda app, a, f: app.c.replay.review_step_intent(a, f),
    # lessons and puzzles (#15)
    ("lesson-start", None): lambda app, arg, fields: app.c.teach.lesson_start(arg, fields),
    ("lesson-restart", None): lambda app, arg, fields: app.c.teach.lesson_restart(arg, fields),
    ("lesson-repeat", None): lambda app, arg, fields: app.c.teach.lesson_repeat(arg, fields),
    ("lesson-back", None): lambda app, arg, fields: app.c.teach.lesson_back(arg, fields),
    ("lesson-leave", None): lambda app, arg, fields: app.c.teach.lesson_leave(arg, fields),
    ("lesson-invite-dismiss", None): lambda app, a, f: app.c.teach.invite_dismiss(a, f),
    ("lesson-answer", None): lambda app, arg, fields: app.c.teach.lesson_answer(arg, fields),
    ("puzzle-open", None): lambda app, arg, fields: app.c.teach.puzzle_open(arg, fields),
    ("puzzle-toggle", None): lambda app, arg, fields: app.c.teach.puzzle_toggle(arg, fields),
    ("puzzle-check", None): lambda app, arg, fields: app.c.teach.puzzle_intent(lambda s: s.check()),
    ("puzzle-retry", None): lambda app, arg, fields: app.c.teach.puzzle_intent(lambda s: s.retry()),
    ("puzzle-line", None): lambda app, arg, fields: app.c.teach.puzzle_line(False),
    ("puzzle-line-skip", None): lambda app, arg, fields: app.c.teach.puzzle_line(True),
    # the board's intents: on the saved game's table and a lesson's board, or a puzzle's
    **_on_board("select", lambda g, arg, fields: g.select(arg)),
    **_on_board("place", board.place),
    **_on_board("claim", board.claim),
    **_on_board("pass", lambda g, arg, fields: g.pass_turn()),
    **_on_board(
        "end-turn", lambda g, arg, f: g.end_turn(arg if arg in ("clan", "tactic") else None)
    ),
    **_on_board("tactic-pick", lambda g, arg, fields: g.tactic_pick(arg)),
    **_on_board("tactic-back", lambda g, arg, fields: g.tactic_back()),
    **_on_board("tactic-cancel", lambda g, arg, fields: g.tactic_cancel()),
    **_on_board("tactic-confirm", lambda g, arg, fields: g.tactic_confirm()),
    **_on_board("undo", lambda g, arg, fields: g.undo()),
    **_on_board("reveal", lambda g, arg, fields: g.reveal()),
    **_on_board("next-round", lambda g, arg, fields: g.next_round()),
    ("dismiss", Screen.LESSON): _lesson(lambda g, arg, fields: g.dismiss()),
    ("select", Screen.PUZZLE): lambda app, arg, fields: app.c.teach.puzzle_select(arg, fields),
    ("place", Screen.PUZZLE): lambda app, arg, fields: app.c.teach.puzzle_place(arg, fields),
    ("dismiss", Screen.PUZZLE): lambda app, arg, fields: app.c.teach.puzzle_dismiss(arg, fields),
}
"""Every intent a page may send (``data-intent``), on any screen (``None``) or on one screen
(the board's intents on a lesson's or a puzzle's board), and what does it."""
