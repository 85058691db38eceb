"""The application: screens, navigation, saves and settings, with no DOM.

The browser adapter (:mod:`ui.dom`) renders :meth:`App.render` into ``<main id="app">``, sends
each click on a ``[data-intent]`` element to :meth:`App.handle` and performs the returned
effects (download a file, open the file picker, announce a message, move the focus).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from schotten.actions import Action, Claim, Mode, Place, Strategist, Traitor
from schotten.hints import Hint, hint_work
from schotten.links import FRAGMENT, ReplayLinkError, link_move, read_replay, replay_link
from schotten.options import Options
from schotten.review import ReviewSettings, dumps_review
from schotten.rules import new_game
from schotten.serialize import dumps
from schotten.state import GameState, Phase
from schotten.stats import GameRecord, compute, dump_records, merge
from schotten.stats import add as add_record
from schotten.stats import forget as forget_record

from . import backup as backup_io
from . import learning as tools
from . import opponent as bot_ui
from . import present, render
from . import teach as teach_ui
from .game import Game, GameScreen, Outcome
from .i18n import LANGUAGES, Translator, pick_language
from .markup import unsafe_markup
from .model import (
    BackupModel,
    BoardModel,
    FastStartModel,
    LearningModel,
    Message,
    NewerSave,
    NewGameModel,
    ReplayModel,
    SaveLine,
    SavesModel,
    StartModel,
    StatsModel,
    TablePrefsModel,
    TallyModel,
)
from .narrate import bot_message
from .progress import LessonProgress, Progress, ProgressStore
from .render import regions as drawn
from .replay import (  # the replay viewer and the review (#14)
    ReplaySession,
    last_message,
    link_error_key,
    read_kept_review,
    replay_model,
    replayable,
    review_settings,
)
from .storage import (
    GAME_PREFIX,
    INDEX_KEY,
    PREFIX,
    KeptKeyError,
    SaveConflict,
    SaveEntry,
    SaveProblem,
    SavesRepository,
    Storage,
    StorageFullError,
    StorageUnavailableError,
    export_filename,
    read_json,
    read_save,
)

# --- effects -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Download:
    """Offer ``text`` as a file called ``filename``."""

    filename: str
    text: str
    mime: str = "application/json"


@dataclass(frozen=True)
class PickFile:
    """Open the file picker; the chosen file's text goes to :meth:`App.import_file`."""

    accept: str = ".json,application/json"


@dataclass(frozen=True)
class Announce:
    """Say ``text`` in the aria-live region."""

    text: str


@dataclass(frozen=True)
class Focus:
    """Move the keyboard focus to the element with this id after rendering."""

    element_id: str


@dataclass(frozen=True)
class SetFastStart:
    """Turn the "start faster on this device" setting on or off (off deletes the snapshot)."""

    enabled: bool


# the table in motion: sound cues (js/sound.mjs) and a round won shown on the board for a moment


@dataclass(frozen=True)
class Sound:
    """Play a cue of js/sound.mjs (``placed``, ``claim_won``, ``claim_refused``, ``round_won``);
    returned only while the "Sound" setting is on."""

    cue: str


@dataclass(frozen=True)
class Later:
    """Send ``intent`` after ``delay_ms`` (the round won on the board, then its result)."""

    delay_ms: int
    intent: str


@dataclass(frozen=True)
class CopyText:
    """Put ``text`` on the clipboard (a replay's link, #14); :mod:`ui.dom` reports back with
    :meth:`App.link_copied` (when the page has no clipboard, the link is shown to copy)."""

    text: str


@dataclass(frozen=True)
class AskPersist:
    """Ask the browser to keep this site's storage (``navigator.storage.persist()``, #29);
    :mod:`ui.dom` reports the answer to :meth:`App.persistence_answer` (said on screen when
    the player ``asked``, from Settings)."""

    asked: bool = False


Effect = (
    Download | PickFile | Announce | Focus | SetFastStart | Sound | Later | CopyText | AskPersist
)


class Screen(StrEnum):
    """The app's screens (the ``go`` intent's argument)."""

    START = "start"
    NEW = "new"
    GAME = "game"
    SAVES = "saves"
    RULES = "rules"
    SETTINGS = "settings"
    REPLAY = "replay"  # the replay viewer and the review (#14)
    STATS = "stats"  # learning tools: the statistics screen
    # lessons and puzzles (#15)
    LESSON = "lesson"
    PUZZLES = "puzzles"
    PUZZLE = "puzzle"


NAME_MAX = 24


def clean_name(text: str, default: str) -> str:
    name = " ".join(text.split())[:NAME_MAX].strip()  # no space left at the cut
    return name or default


def plain_date(when: float, lang: str) -> str:
    """The date format of CPython runs (tests): ISO, UTC, the same in every language. In the
    browser :mod:`ui.dom` passes ``Intl.DateTimeFormat`` in the page's language instead."""
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(when))


SHOW_WIN_MS = 1600
"""How long a round won by the computer stays on the board before its result (or a tap)."""

LAST_NAMES = ("last_name1", "last_name2")
"""Settings keys of the names last typed in the new-game form (offered again next time)."""
LAST_OPPONENT = "last_opponent"
"""Settings key of the opponent of the last new game: ``human`` or the computer's level (the
form chooses it again next time)."""


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
        self.repo = SavesRepository(storage, now=now)
        self.now = now
        self.seed_source = seed_source
        self.format_date = format_date
        lang = self.repo.settings().get("language", "")
        self.t = Translator(lang if lang in LANGUAGES else pick_language(languages))
        self.screen = Screen.START
        self.rules_back = Screen.START
        self.game: Game | None = None
        self.opponent: bot_ui.Opponent | None = None
        self.entry: SaveEntry | None = None
        self.notices: list[Message] = []
        self.confirm_delete: str | None = None
        self.confirm_export: str | None = None
        #: set when another page moved this game on (or deleted it): "moved" or "deleted"
        self.stale: str | None = None
        self.form = self._form()
        # Set by ui.dom when the page can start from a memory snapshot (None: not offered).
        self.fast_start: FastStartModel | None = None
        #: a write refused while saving the game (reported with the intent's effects)
        self._save_error: Exception | None = None
        settings = self.repo.settings()
        self.prefs = TablePrefsModel(
            sound=settings.get("sound") == "on", animations=settings.get("animations") != "off"
        )
        #: the replay viewer's game (#14); the page's address and query (set by ui.dom)
        self.replay: ReplaySession | None = None
        self.page_url = ""
        self.page_query = ""
        # learning tools: the hint shown (for the position it was asked at), the tracker,
        # the game's record of hints and take-backs, the statistics screen's state
        self.hint_shown: tuple[int, Hint] | None = None
        #: a hint being worked out in slices (ui.dom sets ``hint_sliced``): its ply and work
        self.hint_sliced = False
        self._hint_work: tuple[int, Generator[None, float | None, Hint]] | None = None
        self.tracker_open = False
        self.learning = tools.Learning()
        self.stats_confirm_reset = False
        self.stats_notices: list[Message] = []
        # #29: whether the browser keeps the storage (set by ui.dom), asked once a page; an
        # import of a backup waiting on a question; what the last export or import did
        self.persistence = "unknown"
        self._persist_asked = False
        self.backup_pending: tuple[backup_io.Backup, backup_io.Plan] | None = None
        self.backup_notices: list[Message] = []
        for problem in self.repo.scan():
            found = Message(f"storage.{problem.code}", {}, "error")
            if found not in self.notices:  # one line for five newer games
                self.notices.append(found)
        # lessons and puzzles (#15): progress kept apart from the saves, read with care
        self.progress_store = ProgressStore(self.repo)
        self.progress: Progress = self.progress_store.load()
        self.today: Callable[[], date] = lambda: date.fromtimestamp(self.now())
        self.lesson: teach_ui.LessonGame | None = None
        self.puzzle: teach_ui.PuzzleSession | None = None
        self._puzzles: list[teach_ui.Puzzle] | None = None
        current = self.repo.current()
        if current is not None:
            self._open(current, resumed=True)
        #: #29: the once-only reminder to export everything: due, then shown on the start screen
        self.backup_reminder = self._backup_reminder_due()
        self._reminder_shown = False

    # --- rendering ---------------------------------------------------------------------------

    def render(self) -> str:
        """The HTML of the current screen, for ``<main id="app">``; never executable markup
        (:func:`ui.markup.unsafe_markup`), whatever the names and saves hold."""
        html = self._render()
        if unsafe_markup(html):
            return render.error_screen(self.t("app.unsafe"), self.t)
        return html

    def render_regions(self) -> tuple[object, dict[str, str]] | None:
        """The current screen as a frame and its regions, for drawing only what changed; None
        for a screen drawn whole. The frame is a value equal at two moments exactly when
        everything outside the regions is drawn the same; each region is the HTML of one
        element (its id the region's name) exactly as :meth:`render` draws it in the whole
        screen (not yet checked: :meth:`safe`). The replay viewer has two: the review's
        section (its progress once a second for a minute, then its graph) and the log (each
        line's mark when the review ends), so a review never draws the board again.

        The board's regions are those of ``render.board_parts`` (:mod:`ui.render.regions`:
        one per stone, the header, the last turn, the hand with its buttons, the panels, the
        screen's opening tag), in page order, with the fixed parts between them: a card placed
        redraws its stone, the strip, the header and the hand, not the whole table.
        :meth:`whole` gives the whole screen from them."""
        board = self._board_model()
        if board is not None:
            parts = render.board_parts(board, self.t)
            fixed = tuple(html for name, html in parts.items() if name.startswith(drawn.FIXED))
            return (self.t.lang, "board", tuple(parts), fixed), parts
        if self.screen is not Screen.REPLAY or self.replay is None:
            return None
        model = self._replay_model(self.replay)
        frame = (self.t.lang, replace(model, review=None, lines=()))
        regions = {
            "review": render.review_panel(model, self.t),
            "replay-log": render.replay_log(model, self.t),
        }
        return frame, {name: html for name, html in regions.items() if html}

    @staticmethod
    def safe(html: str) -> bool:
        """Whether a region's HTML may be inserted (the check :meth:`render` makes)."""
        return not unsafe_markup(html)

    def whole(self, regions: tuple[object, dict[str, str]] | None) -> str:
        """The whole screen (:meth:`render`), from :meth:`render_regions`'s answer of this
        moment when it holds all of it (the board), so that it is not built twice."""
        frame = regions[0] if regions is not None else None
        if regions is None or not (isinstance(frame, tuple) and frame[1:2] == ("board",)):
            return self.render()
        html = "".join(regions[1].values())
        if unsafe_markup(html):
            return render.error_screen(self.t("app.unsafe"), self.t)
        return html

    def _board_model(self) -> BoardModel | None:
        """The board on show (a game's, not its hand-over, result or conflict), else None."""
        game = self.game
        if self.screen is not Screen.GAME or game is None or self.stale is not None:
            return None
        if game.screen is not GameScreen.BOARD:
            return None
        board = present.board_model(game, self.opponent)
        return replace(board, learning=self._learning_model())

    def _render(self) -> str:
        t = self.t
        if self.screen is Screen.REPLAY and self.replay is not None:
            return render.replay_screen(self._replay_model(self.replay), t)
        if self.screen is Screen.GAME and self.game is not None and self.stale is not None:
            return render.conflict_screen(Message(f"storage.{self.stale}", {}, "error"), t)
        if self.screen is Screen.GAME and self.game is not None:
            screen = self.game.screen
            if screen is GameScreen.HANDOVER:
                return render.handover_screen(present.handover_model(self.game), t)
            if screen is GameScreen.ROUND_OVER:
                over = present.round_over_model(self.game)
                if over.match_over:
                    over = replace(over, used=(len(self.learning.hints), self.learning.takebacks))
                return render.round_over_screen(over, t)
            board = self._board_model()
            assert board is not None
            return render.board_screen(board, t)
        if self.screen is Screen.STATS:
            return render.stats_screen(self._stats_model(), t)
        if self.screen is Screen.NEW:
            return render.new_game_screen(self.form, t)
        if self.screen is Screen.SAVES:
            lines = tuple(self._line(e) for e in self.repo.entries())
            unreadable = tuple(key for key, _code in self.repo.unreadable())
            model = SavesModel(
                lines,
                self.confirm_delete,
                tuple(self.notices),
                unreadable=unreadable,
                confirm_export=self.confirm_export,
                newer=self._newer_saves(),
            )
            return render.saves_screen(model, t)
        if self.screen is Screen.RULES:
            return render.rules_screen(t, self.rules_back)
        if self.screen is Screen.SETTINGS:
            return render.settings_screen(
                t.lang,
                t,
                self.notices,
                self.fast_start,
                self.prefs,
                hints=self.hints_on,
                backup=self._backup_model(),
            )
        if self.screen is Screen.LESSON and self.lesson is not None:  # lessons (#15)
            return render.lesson_screen(teach_ui.lesson_model(self.lesson), t)
        if self.screen is Screen.PUZZLES:
            return render.puzzles_screen(self._puzzles_model(), t)
        if self.screen is Screen.PUZZLE and self.puzzle is not None:
            return render.puzzle_screen(
                teach_ui.puzzle_model(self.puzzle, self._next_puzzle_id()), t
            )
        current = None
        if self.game is not None and self.entry is not None and not self.entry.finished:
            current = self._line(self.entry)  # a finished match is not offered as "Continue"
        messages = tuple(self.notices)
        if self.backup_reminder:  # #29, once: kept as said at the next action
            messages += (Message("backup.remind", {}, "info"),)
            self._reminder_shown = True
        fresh = not self.progress.invite_dismissed and not self.repo.entries()
        invite = fresh and not self.progress.lessons
        lesson_first = fresh and not any(x.done for x in self.progress.lessons.values())
        return render.start_screen(StartModel(current, messages, invite, lesson_first), t)

    def _line(self, entry: SaveEntry) -> SaveLine:
        options = self._saved_options(entry.id)
        variant = options.variant if options is not None else "classic"
        bots = options.bots if options is not None else None
        level = next((b for b in bots if b is not None), None) if bots else None
        names = entry.names
        if options is not None:
            names = self._display_names(options, names)
        return SaveLine(
            entry.id,
            names,
            self.format_date(entry.updated, self.t.lang),
            entry.score,
            entry.round_no,
            entry.rounds,
            entry.finished,
            variant,
            level,
        )

    def _newer_saves(self) -> tuple[NewerSave, ...]:
        """The games a newer version saved (#29): listed, never opened nor written over."""
        return tuple(
            NewerSave(game_id)
            if line is None
            else NewerSave(game_id, line.names, self.format_date(line.updated, self.t.lang))
            for game_id, line in self.repo.newer_games()
        )

    def _saved_options(self, game_id: str) -> Options | None:
        """A saved game's options, read from its text without replaying it (for the list)."""
        try:
            data = read_json(self.repo.export_text(game_id))  # bounded: never too deep
            return Options.from_dict(data["options"])
        except Exception:  # a damaged save is listed all the same; opening it reports it
            return None

    # --- intents -----------------------------------------------------------------------------

    def handle(
        self, intent: str, arg: str = "", fields: dict[str, str] | None = None
    ) -> list[Effect]:
        """Do what a button (``data-intent``/``data-arg``) or form asks; return effects."""
        before = (self.screen, self.game.screen if self.game else None)
        method = INTENTS.get(intent)
        if self.screen in TEACH_ROUTES and intent in TEACH_ROUTES[self.screen]:
            method = TEACH_ROUTES[self.screen][intent]  # the board's intents in a lesson/puzzle
        if method is None:
            return []
        if self._reminder_shown and intent != "bot-step":
            self._backup_reminded()
        if intent != "bot-step":  # a message stays until the next action, not longer
            self.notices = [n for n in self.notices if n.key == "storage.unavailable"]
            self.stats_notices = []  # learning tools: the statistics screen's notices
            self.backup_notices = []  # #29: the settings' backup section
        effects: list[Effect] = list(method(self, arg, fields or {}))
        after = (self.screen, self.game.screen if self.game else None)
        if after != before and not any(isinstance(x, Focus) for x in effects):
            effects.append(Focus("screen-title"))
        return effects

    def import_file(self, text: str | bytes, filename: str = "") -> list[Effect]:
        """A file chosen in the picker (its text, or its bytes: they must be UTF-8): check it
        and add it as a new saved game, under the names the save carries (an unnamed save gets
        the default names). All or nothing: a refused write leaves the storage as it was. A
        statistics file is merged into the statistics, a backup imported (#29)."""
        if backup_io.looks_like_backup(text):
            return self._import_backup(text)  # #29: Import everything
        if tools.is_stats_text(text):
            return self._import_stats(text)
        self.screen = Screen.SAVES
        self.notices = []
        same = self._same_game(text)
        if same is not None:
            msg = Message("saves.duplicate", {}, "info")
            self.notices = [msg]
            return [Announce(self._text(msg)), Focus(f"open-{same}")]
        try:
            entry, _state = self.repo.import_text(text, self._names)
        except SaveProblem as problem:
            msg = Message(f"import.{problem.code}", {}, "error")
            self.notices = [msg]
            return [Announce(self._text(msg)), Focus("screen-title")]
        except (StorageFullError, StorageUnavailableError) as exc:
            return self._storage_error(exc)
        msg = Message("saves.imported", {}, "success")
        self.notices = [msg]
        return [*self._first_save(), Announce(self._text(msg)), Focus(f"open-{entry.id}")]

    def _same_game(self, text: str | bytes) -> str | None:
        """The id of a saved game that is the same game at the same point as ``text`` (same
        options, seed and moves), else ``None``."""
        try:
            new = read_json(text)  # bounded: a hostile file never exhausts the stack
            key = (new["options"], new["seed"], new["history"])
        except Exception:
            return None  # not a save: import_text reports why
        for entry in self.repo.entries():
            try:
                old = read_json(self.repo.export_text(entry.id))
            except Exception:
                continue
            if (
                isinstance(old, dict)
                and (
                    old.get("options"),
                    old.get("seed"),
                    old.get("history"),
                )
                == key
            ):
                return entry.id
        return None

    def _names(self, state: GameState, fallback: tuple[str, str] | None = None) -> tuple[str, str]:
        """The players' names as shown: those the save carries, else ``fallback``, else the
        defaults; the computer's seat is always named in the page's language."""
        names = state.options.names or fallback or (self.t("new.default1"), self.t("new.default2"))
        return self._display_names(state.options, names)

    def _display_names(self, options: Options, names: tuple[str, str]) -> tuple[str, str]:
        """Against the computer: the computer named in the page's language, and the person
        who typed no name as "You" in their own words (:class:`ui.i18n.You`)."""
        seat = bot_ui.bot_seat_of(options.bots) if options.bots is not None else None
        if seat is None or options.bots is None:
            return names
        shown = list(names)
        shown[seat] = bot_ui.bot_name(options.bots, self.t)
        if shown[1 - seat] == bot_ui.YOU_NAME:
            shown[1 - seat] = self.t.you()
        return (shown[0], shown[1])

    def _form(self) -> NewGameModel:
        """The new-game form, with the names typed last time and the last opponent (kept in
        the settings). A field left empty takes its default when the game starts ("Player 1",
        or "You" against the computer), so a default is never written into it."""
        settings = self.repo.settings()
        defaults = {
            Translator(lang)(f"new.default{i}") for lang in LANGUAGES for i in (1, 2)
        }  # an older form wrote them in: not a name typed
        first, second = (
            "" if (name := clean_name(settings.get(key, ""), "")) in defaults else name
            for key in LAST_NAMES
        )
        opponent = settings.get(LAST_OPPONENT, "human")
        if bot_ui.bots_for(opponent) is None:
            opponent = "human"
        return NewGameModel((first, second), opponent=opponent)

    def _text(self, msg: Message) -> str:
        return render.message_text(msg, self.t)

    def _storage_error(self, exc: Exception) -> list[Effect]:
        if isinstance(exc, SaveConflict):
            self.stale = exc.code
            msg = Message(f"storage.{exc.code}", {}, "error")
            return [Announce(self._text(msg)), Focus("screen-title")]
        msg = Message(f"storage.{_storage_code(exc)}", {}, "error")
        if self.game is not None and self.screen is Screen.GAME:
            self.game.message = msg
        else:
            self.notices = [msg]
        return [Announce(self._text(msg))]

    def _outcome(self, outcome: Outcome) -> list[Effect]:
        effects: list[Effect] = []
        if self._save_error is not None:
            effects.extend(self._storage_error(self._save_error))
            self._save_error = None
        elif outcome.announce is not None:
            effects.append(Announce(self._text(outcome.announce)))
        if outcome.focus:
            effects.append(Focus(outcome.focus))
        return effects

    # navigation

    def _do_go(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if arg not in set(Screen) or (arg == Screen.GAME and self.game is None):
            return []
        if (arg == Screen.LESSON and self.lesson is None) or (
            arg == Screen.PUZZLE and self.puzzle is None
        ):
            return []
        screen = Screen(arg)
        if screen is Screen.RULES:
            self.rules_back = Screen.GAME if self.screen is Screen.GAME else Screen.START
        if screen is Screen.NEW:
            self.form = self._form()
        self.confirm_delete = None
        self.backup_pending = None  # #29: an import's question is dropped on leaving
        self.screen = screen
        return [Focus("screen-title")]

    def _do_continue(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.game is None:
            return []
        self.screen = Screen.GAME
        game = self.game
        if game.fixed_viewer is None and not game.round_over:
            # pass-and-play: whoever holds the device now sees the hand-over screen first
            game.handover = True
            game.resumed = True
            game.selected = None
        return [Focus("screen-title")]

    def _do_dismiss(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.game is not None and self.screen is Screen.GAME:
            self.game.dismiss()
        self.notices = []
        return [Focus("screen-title")]

    # games

    def _start(self, names: tuple[str, str], options: Options) -> list[Effect]:
        state = new_game(options, seed=self.seed_source())
        stamp = self.now()
        self.entry = SaveEntry(self.repo.new_id(), names, stamp, stamp, rounds=options.rounds)
        game = self._play(state, self._names(state, names))
        shown = game.names
        self.notices = []
        effects: list[Effect] = []
        try:
            self._persist()
            self.repo.set_current(self.entry.id)
        except (StorageFullError, StorageUnavailableError) as exc:
            effects.extend(self._storage_error(exc))
        msg = Message("msg.new_game", {"a": shown[0], "b": shown[1]})
        effects.extend(self._first_save())
        return [*effects, Announce(self._text(msg)), Focus("screen-title")]

    def _do_new_game(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        bots = bot_ui.bots_for(fields.get("opponent", ""))
        names = (
            clean_name(
                fields.get("name1", ""),
                self.t("new.default1") if bots is None else bot_ui.YOU_NAME,
            ),
            clean_name(fields.get("name2", ""), self.t("new.default2")),
        )
        timing = "expert" if fields.get("timing") == "expert" else "normal"
        try:
            rounds = max(1, min(99, int(fields.get("rounds", "1"))))
        except ValueError:
            rounds = 1
        first = {"p1": 0, "p2": 1}.get(fields.get("first", "random"))
        variant = "tactical" if fields.get("variant") == "tactical" else "classic"
        self._remember_names(fields, bots is None)
        stored = names
        if bots is not None:
            # the save keeps no translated name for the computer, only a fixed mark (and for
            # a person who typed none, YOU_NAME: "You" in every language)
            stored = (names[0], bot_ui.STORED_NAME)
        options = Options(
            variant=variant,
            claim_timing=timing,
            rounds=rounds,
            first_player=first,
            names=stored,
            bots=bots,
        )
        return self._start(stored, options)

    def _remember_names(self, fields: dict[str, str], both: bool) -> None:
        """Keep the names typed in the form for the next new game (not the computer's), and
        the opponent chosen."""
        opponent = fields.get("opponent", "")
        try:
            for i, key in enumerate(LAST_NAMES[: 2 if both else 1]):
                typed = " ".join(fields.get(f"name{i + 1}", "").split())[:NAME_MAX]
                self.repo.set_setting(key, typed)
            self.repo.set_setting(
                LAST_OPPONENT, opponent if bot_ui.bots_for(opponent) is not None else "human"
            )
        except (StorageFullError, StorageUnavailableError):
            pass  # a convenience: the game itself is saved (and reported) below

    def _do_rematch(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.game is None:
            return []
        old = self.game.state
        options = Options(
            variant=old.options.variant,
            claim_timing=old.options.claim_timing,
            rounds=old.options.rounds,
            first_player=1 - old.starting_player,
            names=old.options.names or self.game.names,
            bots=old.options.bots,
        )
        return self._start(options.names or self.game.names, options)

    def _open(self, game_id: str, resumed: bool) -> bool:
        try:
            entry, state, undo = self.repo.load(game_id)
        except SaveProblem as problem:
            found = Message(f"storage.{problem.code}", {}, "error")
            if found not in self.notices:
                self.notices.append(found)
            # a newer version's game stays its "current" one too (#29)
            if self.repo.current() == game_id and problem.code != "newer":
                self.repo.set_current(None)
            return False
        entry.names = state.options.names or entry.names  # as stored: never a translated name
        self.entry = entry
        self._play(state, self._names(state, entry.names), undo, resumed)
        return True

    def _play(
        self,
        state: GameState,
        names: tuple[str, str],
        undo: Sequence[GameState] = (),
        resumed: bool = False,
    ) -> Game:
        """Put ``state`` on screen: the one place a :class:`Game` (and its computer opponent)
        is made, for a new game, a rematch, an opened save and a reload."""
        self.game = Game(
            state,
            names,
            undo=undo,
            handover=True,
            resumed=resumed,
            on_change=self._on_change,
            viewer=bot_ui.human_seat(state),
        )
        self.opponent = bot_ui.Opponent.for_state(state)
        self.screen = Screen.GAME
        self.stale = None
        self.hint_shown = None
        entry = self.entry
        self.learning = tools.load_learning(self.repo, entry.id) if entry else tools.Learning()
        return self.game

    def _do_open(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.notices = []
        if not self._open(arg, resumed=True):
            self.screen = Screen.SAVES
            return [Announce(self._text(self.notices[-1])), Focus("screen-title")]
        try:
            self.repo.set_current(arg)
        except (StorageFullError, StorageUnavailableError) as exc:
            return self._storage_error(exc)
        return [Focus("screen-title")]

    def _do_delete(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.confirm_delete = arg
        return [Focus(f"confirm-{arg}")]

    def _do_cancel_delete(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.confirm_delete = None
        return [Focus(f"delete-{arg}")]

    def _do_confirm_delete(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.repo.delete(arg)
        tools.forget_learning(self.repo, arg)  # the statistics keep the game
        self.confirm_delete = None
        if self.entry is not None and self.entry.id == arg:
            self.game = None
            self.opponent = None
            self.entry = None
            self.stale = None
        msg = Message("saves.deleted", {}, "success")
        self.notices = [msg]
        return [Announce(self._text(msg)), Focus("screen-title")]

    def _do_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Download a game's file; in a game between people still being played, first say
        that the file holds both hands (``confirm-export`` downloads it then)."""
        try:
            text = self.repo.export_text(arg)
            state = read_save(text)
        except SaveProblem:
            return []
        if _holds_secret_hands(state) and self.confirm_export != arg:
            self.confirm_export = arg
            self.confirm_delete = None
            msg = Message("saves.export_warning", {}, "info")
            return [Announce(self._text(msg)), Focus(f"export-anyway-{arg}")]
        return self._download(arg)

    def _do_confirm_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.confirm_export != arg:
            return []
        return self._download(arg)

    def _do_cancel_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.confirm_export = None
        return [Focus(f"export-{arg}")]

    def _download(self, game_id: str) -> list[Effect]:
        self.confirm_export = None
        entry = self.repo.entry(game_id)
        if entry is None:
            return []
        try:
            text = self.repo.export_text(game_id)
        except SaveProblem:
            return []
        msg = Message("saves.exported", {}, "success")
        self.notices = [msg]
        names = self._line(entry).names
        return [
            Download(export_filename(names, self.now()), text),
            Announce(self._text(msg)),
            Focus(f"export-{game_id}"),
        ]

    def _do_delete_unreadable(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        keys = [key for key, _code in self.repo.unreadable()]
        if arg not in keys:
            return []
        self.confirm_delete = arg
        return [Focus(f"confirm-bad-{keys.index(arg) + 1}")]

    def _do_confirm_delete_unreadable(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.confirm_delete = None
        if not self.repo.delete_unreadable(arg):
            return []
        msg = Message("saves.deleted", {}, "success")
        self.notices = [msg]
        return [Announce(self._text(msg)), Focus("screen-title")]

    # other pages (tabs) on the same storage

    def _do_load_latest(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """After a refused write: load the game as the other page left it."""
        if self.entry is None:
            return []
        game_id = self.entry.id
        self.stale = None
        if not self._open(game_id, resumed=True):
            self.game = self.entry = self.opponent = None
            self.screen = Screen.SAVES
        return [Focus("screen-title")]

    def storage_changed(self, key: str | None) -> tuple[bool, list[Effect]]:
        """Another page wrote ``key`` (``None``: it cleared the storage). The game on screen
        follows when it was moved on there (the hand-over screen first, as after a reload),
        and this page steps back to the saved-games list when it was deleted there, so that
        this page never writes over it. Returns whether to render again, and the effects."""
        if key is not None and not key.startswith(PREFIX):
            return False, []
        listing = self.screen in (Screen.SAVES, Screen.START)
        if self.game is None or self.entry is None:
            return listing, []
        game_id = self.entry.id
        if key is not None and key not in (GAME_PREFIX + game_id, INDEX_KEY):
            return listing, []
        stored = self.repo.revision(game_id)
        if stored is None:
            self.game = self.entry = self.opponent = None
            self.stale = None
            if self.screen is Screen.GAME:
                self.screen = Screen.SAVES
            msg = Message("storage.deleted", {}, "error")
            self.notices = [msg]
            return True, [Announce(self._text(msg)), Focus("screen-title")]
        if stored == self.entry.rev:
            return listing, []
        screen = self.screen
        if not self._open(game_id, resumed=True):
            # it cannot be read any more (damaged there, or a newer version's now, #29): this
            # page leaves it rather than play on a line it may not write
            self.game = self.entry = self.opponent = None
            if screen is Screen.GAME:
                self.screen = Screen.SAVES
            return True, [Announce(self._text(self.notices[-1]))] if self.notices else []
        self.screen = screen
        msg = Message("storage.followed", {}, "info")
        return True, [Announce(self._text(msg))]

    def _do_import(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return [PickFile()]

    # settings

    def _do_language(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if arg not in LANGUAGES:
            return []
        self.t = Translator(arg)
        self.form = self._form()
        if self.game is not None:  # the computer's name is said in the new language
            self.game.names = self._names(self.game.state, self.game.names)
        effects: list[Effect] = []
        try:
            self.repo.set_setting("language", arg)
        except (StorageFullError, StorageUnavailableError) as exc:
            effects.extend(self._storage_error(exc))
        return [*effects, Announce(self.t("settings.saved")), Focus(f"lang-{arg}")]

    def _do_fast_start(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.fast_start is None or arg not in ("on", "off"):
            return []
        on = arg == "on"
        self.fast_start = FastStartModel(on, "making" if on else "off")
        key = "settings.fast_start.enabled" if on else "settings.fast_start.disabled"
        return [SetFastStart(on), Announce(self.t(key)), Focus("fast-start")]

    # the turn

    def _game_intent(
        self, action: Callable[[Game], Outcome], cue: Callable[[Outcome, Game], str] | None = None
    ) -> list[Effect]:
        if self.screen is Screen.LESSON:  # lessons (#15): the board's intents go to the lesson
            return self._lesson_intent(action)
        if self.game is None or self.screen is not Screen.GAME or self.bot_pending():
            return []  # in the computer's turn nothing of the person's applies
        if self.stale is not None:
            return []  # another page moved the game on: the screen offers to load it
        outcome = action(self.game)
        return self._outcome(outcome) + self._sound(cue(outcome, self.game) if cue else "")

    def _do_select(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._game_intent(lambda g: g.select(arg))

    def _do_place(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        stone = _stone(arg)
        if stone is None:
            return []
        card = fields.get("card") or None  # drag and drop names the card
        return self._game_intent(lambda g: g.place(stone, card), _placed)

    def _do_claim(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        stone = _stone(arg)
        if stone is None:
            return []
        game = self.game
        was_over = game is None or game.round_over
        effects = self._game_intent(lambda g: g.claim(stone), _claimed)
        if not was_over and self.screen is Screen.GAME and game is not None and game.round_over:
            # a person's round-winning claim stays on the board too, before the result
            game.show_win = True
            effects += [Focus("btn-see-result"), Later(SHOW_WIN_MS, "see-result")]
        return effects

    def _do_end_turn(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        draw = arg if arg in ("clan", "tactic") else None
        return self._game_intent(lambda g: g.end_turn(draw))

    # tactic cards, step by step (ui.flow)

    def _do_tactic_pick(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._game_intent(lambda g: g.tactic_pick(arg))

    # the computer's turn (see ui.opponent; ui.dom calls bot_step from short timer tasks)

    def bot_pending(self) -> bool:
        """Is the computer to move in the game on screen?"""
        return (
            self.screen is Screen.GAME
            and self.stale is None
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
        assert game is not None and opp is not None
        action = opp.step(game.state, max_ms)
        if action is None:
            return False, []
        if not game.apply_other(action):
            return False, []
        if isinstance(self._save_error, SaveConflict) and self.entry is not None:
            # another page of this game played the computer's move first: follow it there
            self._save_error = None
            screen = self.screen
            if not self._open(self.entry.id, resumed=False):
                self.game = self.entry = self.opponent = None
                self.screen = Screen.SAVES
                return True, [Focus("screen-title")]
            self.screen = screen
            return True, []
        msg = bot_message(action, game.names[opp.seat], game.round_over)
        effects = self._outcome(Outcome(True, msg))
        if game.round_over:  # its winning claim stays on the board for a moment
            game.show_win = True
            effects += [Focus("btn-see-result"), Later(SHOW_WIN_MS, "see-result")]
        return True, effects + self._sound(_bot_cue(action, game.round_over))

    def _do_bot_step(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        try:
            max_ms = float(arg) if arg else bot_ui.SLICE_MS
        except ValueError:
            max_ms = bot_ui.SLICE_MS
        return self.bot_step(max_ms)[1]

    def bot_think(self, max_ms: float = bot_ui.SLICE_MS) -> Action | None:
        """Let the computer think for about ``max_ms`` without playing, as the page does: with
        the wall-clock cap of its level. Its action once decided (then :meth:`bot_step` plays
        it at once)."""
        if not self.bot_pending():
            return None
        assert self.game is not None and self.opponent is not None
        return self.opponent.step(self.game.state, max_ms, capped=True)

    def bot_pace(self, query: str = "") -> bot_ui.Pace:
        """The pace of the computer's actions (settings or URL)."""
        return bot_ui.pace(self.repo.settings(), query)

    # the table in motion: sound and animations (settings), the round won on the board

    def _sound(self, cue: str) -> list[Effect]:
        return [Sound(cue)] if cue and self.prefs.sound else []

    def _set_pref(self, key: str, arg: str) -> list[Effect]:
        if arg not in ("on", "off"):
            return []
        on = arg == "on"
        if key == "sound":
            self.prefs = TablePrefsModel(sound=on, animations=self.prefs.animations)
        else:
            self.prefs = TablePrefsModel(sound=self.prefs.sound, animations=on)
        effects: list[Effect] = []
        try:
            self.repo.set_setting(key, arg)
        except (StorageFullError, StorageUnavailableError) as exc:
            effects.extend(self._storage_error(exc))
        return [*effects, Announce(self.t(f"table.{key}.{arg}")), Focus(f"setting-{key}")]

    def _do_sound(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._set_pref("sound", arg)

    def _do_animations(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._set_pref("animations", arg)

    def _do_see_result(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.game is None or self.screen is not Screen.GAME:
            return []
        return self._outcome(self.game.see_result())

    # lessons and puzzles (#15) ----------------------------------------------------------------

    def board_game(self) -> Game | None:
        """The game whose board is on screen: a lesson's, a puzzle's or the saved game's."""
        if self.screen is Screen.LESSON:
            return self.lesson
        if self.screen is Screen.PUZZLE:
            return self.puzzle.game if self.puzzle is not None else None
        return self.game if self.screen is Screen.GAME else None

    def _teach_names(self) -> tuple[str, str]:
        """The learner under the name last typed in the new-game form (else the default)."""
        mine = clean_name(self.repo.settings().get(LAST_NAMES[0], ""), self.t("new.default1"))
        return (mine, self.t("lesson.opponent_name"))

    def _teach_effects(self, outcome: Outcome, default_focus: str = "") -> list[Effect]:
        effects: list[Effect] = []
        if outcome.announce is not None:
            effects.append(Announce(self._text(outcome.announce)))
        focus = outcome.focus or default_focus
        if focus:
            effects.append(Focus(focus))
        return effects

    def _save_progress(self, lessons: bool) -> list[Effect]:
        try:
            if lessons:
                self.progress_store.save_lessons(self.progress)
            else:
                self.progress_store.save_puzzles(self.progress)
        except (StorageFullError, StorageUnavailableError) as exc:
            return [Announce(self._text(Message(f"storage.{_storage_code(exc)}", {}, "error")))]
        return []

    def _lesson_at(self, lesson_id: str, step: int) -> list[Effect]:
        self.lesson = teach_ui.LessonGame(lesson_id, step, self._teach_names())
        self.screen = Screen.LESSON
        record = self.progress.lessons.get(lesson_id)
        done = record.done if record is not None else False
        self.progress.lessons[lesson_id] = LessonProgress(self.lesson.run.step, done)
        return [*self._save_progress(True), Focus("lesson-task")]

    def _do_lesson_start(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Start a lesson (``arg``; none: the first one not finished), where it was left."""
        if arg and arg not in teach_ui.LESSONS:
            return []
        lessons = self.progress.lessons
        if not arg:
            arg = next(
                (k for k in teach_ui.LESSON_ORDER if not (k in lessons and lessons[k].done)),
                teach_ui.LESSON_ORDER[0],
            )
        record = lessons.get(arg)
        steps = len(teach_ui.LESSONS[arg].steps)
        step = record.step if record is not None and record.step < steps else 0
        return self._lesson_at(arg, step)

    def _do_lesson_restart(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if arg not in teach_ui.LESSONS:
            return []
        return self._lesson_at(arg, 0)

    def _do_lesson_repeat(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Repeat the current step from its start (``lesson-back``: the step before it)."""
        if self.lesson is None:
            return []
        return self._lesson_at(self.lesson.lesson_id, self.lesson.run.step)

    def _do_lesson_back(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.lesson is None:
            return []
        return self._lesson_at(self.lesson.lesson_id, max(0, self.lesson.run.step - 1))

    def _do_lesson_leave(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.lesson = None
        self.screen = Screen.START
        return [Focus("btn-learn")]

    def _do_lesson_invite_dismiss(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.progress.invite_dismissed = True
        return [*self._save_progress(True), Focus("btn-learn")]

    def _lesson_intent(self, action: Callable[[Game], Outcome]) -> list[Effect]:
        """An intent of the lesson's board (through :meth:`_game_intent`) or of its quiz."""
        lesson = self.lesson
        if lesson is None or self.screen is not Screen.LESSON:
            return []
        outcome = action(lesson)
        if not lesson.advanced:
            return self._teach_effects(outcome)
        lesson.advanced = False
        self.progress.lessons[lesson.lesson_id] = LessonProgress(lesson.run.step, lesson.run.done)
        effects = self._save_progress(True)
        said = [lesson.explained, *lesson.replies]
        task = self._text(teach_ui.task_message(lesson.lesson_id, lesson.run.current))
        text = " ".join([*(self._text(m) for m in said if m is not None), task])
        return [*effects, Announce(text), Focus("lesson-task")]

    def _do_lesson_answer(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        lesson = self.lesson
        return [] if lesson is None else self._lesson_intent(lambda g: lesson.answer(arg))

    def puzzles(self) -> list[teach_ui.Puzzle]:
        """The shipped puzzles, read once (none if the file cannot be read: said on screen)."""
        if self._puzzles is None:
            try:
                self._puzzles = teach_ui.load_puzzles()
            except teach_ui.InvalidPuzzleError:
                self._puzzles = []
        return self._puzzles

    def _puzzles_model(self) -> teach_ui.PuzzlesModel:
        today = self.today()
        return teach_ui.puzzles_model(
            self.puzzles(), self.progress.solved, today, self.progress.streak(today)
        )

    def _next_puzzle_id(self) -> str | None:
        if self.puzzle is None:
            return None
        p = self.puzzle.puzzle
        nxt = teach_ui.next_unsolved(
            self.puzzles(), set(self.progress.solved), p.kind, p.difficulty, p.id
        )
        return nxt.id if nxt is not None else None

    def _do_puzzle_open(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        found = next((p for p in self.puzzles() if p.id == arg), None)
        if found is None:
            return []
        try:
            daily = teach_ui.puzzle_of_the_day(self.puzzles(), self.today()).id == arg
            self.puzzle = teach_ui.PuzzleSession(found, self._teach_names(), daily)
        except teach_ui.InvalidPuzzleError:
            return []
        self.screen = Screen.PUZZLE
        return [Focus("screen-title")]

    def _puzzle_intent(self, action: Callable[[teach_ui.PuzzleSession], Outcome]) -> list[Effect]:
        session = self.puzzle
        if session is None or self.screen is not Screen.PUZZLE:
            return []
        was = session.result
        outcome = action(session)
        effects: list[Effect] = []
        if session.result == "solved" and was != "solved":
            pid = session.puzzle.id
            self.progress.solved.setdefault(pid, self.today().isoformat())
            effects.extend(self._save_progress(False))
        if session.result is not None and outcome.announce is not None:
            said = [outcome.announce, *session.verdicts]  # the answer and each reason
            text = " ".join(self._text(m) for m in said)
            return [*effects, Announce(text), Focus(outcome.focus or "puzzle-result")]
        return [*effects, *self._teach_effects(outcome)]

    def _do_puzzle_toggle(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        stone = _stone(arg)
        return [] if stone is None else self._puzzle_intent(lambda s: s.toggle(stone))

    def _do_puzzle_check(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._puzzle_intent(teach_ui.PuzzleSession.check)

    def _do_puzzle_retry(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._puzzle_intent(teach_ui.PuzzleSession.retry)

    def _do_puzzle_select(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._puzzle_intent(lambda s: s.game.select(arg))

    def _do_puzzle_place(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        stone, card = _stone(arg), fields.get("card") or None  # drag and drop names the card
        return [] if stone is None else self._puzzle_intent(lambda s: s.place(stone, card))

    # saving

    def _on_change(self, game: Game) -> None:
        try:
            self._persist()
        except (StorageFullError, StorageUnavailableError, SaveConflict) as exc:
            self._save_error = exc

    def _persist(self) -> None:
        if self.game is None or self.entry is None:
            return
        state: GameState = self.game.state
        entry = self.entry
        entry.score = state.scores
        entry.round_no = state.round_no
        entry.rounds = state.options.rounds
        entry.finished = state.phase is Phase.MATCH_OVER
        entry.handover = self.game.handover
        self.repo.save(entry, state, self.game.undo_stack)
        if entry.finished:
            self._record_match(entry.id, state)

    # --- learning tools: hint, card tracker, take-back, statistics -----------------------------

    @property
    def hints_on(self) -> bool:
        """The hints setting (on unless turned off)."""
        return self.repo.settings().get("hints", "on") != "off"

    def _hint_now(self) -> Hint | None:
        """The hint shown, if it was asked at the position on screen."""
        if self.game is None or self.hint_shown is None:
            return None
        ply, shown = self.hint_shown
        return shown if ply == len(self.game.state.history) else None

    def _learning_model(self) -> LearningModel | None:
        if self.game is None:
            return None
        return present.learning_model(
            self.game,
            self.opponent,
            hint_on=self.hints_on,
            shown=self._hint_now(),
            tracker_open=self.tracker_open,
            can_takeback=self._takeback_ply() is not None,
            busy=self.hint_pending(),
        )

    def _do_hint(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Show what the computer would play now and why (only for the player whose hand is
        shown, on their turn); the ply is recorded with the game."""
        game = self.game
        if game is None or self.screen is not Screen.GAME or self.stale is not None:
            return []
        if not self.hints_on or not present.can_hint(game, self.opponent):
            return []
        ply = len(game.state.history)
        if self._hint_now() is None:
            self._hint_work = (ply, hint_work(game.view(), game.state.seed))
            if self.hint_sliced:
                return []  # ui.dom runs hint_step from short timer tasks
            while self._hint_work is not None:
                self.hint_step(1e9)
        return self._hint_shown_effects()

    def hint_pending(self) -> bool:
        """Is a hint being worked out for the position on screen?"""
        if self._hint_work is None or self.game is None:
            return False
        if self._hint_work[0] != len(self.game.state.history) or self.screen is not Screen.GAME:
            self._hint_work = None  # the position moved on: that hint is not wanted any more
            return False
        return True

    def hint_step(self, max_ms: float) -> list[Effect] | None:
        """Work on the hint for about ``max_ms``; its effects once it is ready, else ``None``."""
        if not self.hint_pending():
            return None
        assert self._hint_work is not None
        ply, work = self._hint_work
        start = time.perf_counter()
        try:
            next(work)
            while (time.perf_counter() - start) * 1000.0 < max_ms:
                work.send(None)
        except StopIteration as stop:
            self._hint_work = None
            self.hint_shown = (ply, stop.value)
            return self._hint_shown_effects()
        return None

    def _hint_shown_effects(self) -> list[Effect]:
        game, shown = self.game, self._hint_now()
        if game is None or shown is None:
            return []
        ply = len(game.state.history)
        if self.entry is not None:
            self.learning = self.learning.with_hint(ply)
            tools.save_learning(self.repo, self.entry.id, self.learning)
        model = present.hint_model(shown, game.names[1 - game.shown])
        text = " ".join(self._text(m) for m in model.lines)
        return [Announce(text), Focus("hint-title")]

    def _do_tracker(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self.game is None or self.screen is not Screen.GAME:
            return []
        if self.game.screen is not GameScreen.BOARD:
            return []
        self.tracker_open = not self.tracker_open
        return [Focus("tracker-title" if self.tracker_open else "btn-tracker")]

    def _takeback_target(self) -> GameState | None:
        """Against the computer, on the person's turn: the position before their last whole
        turn (the computer's answer goes too). Never between people."""
        game = self.game
        if self._takeback_ply() is None or game is None or game.fixed_viewer is None:
            return None
        return tools.takeback_state(game.state, game.fixed_viewer)

    def _takeback_ply(self) -> int | None:
        """The ply :meth:`_takeback_target` goes back to, without replaying the game to it
        (the board asks at each drawing whether a take-back is offered)."""
        game, opp = self.game, self.opponent
        if game is None or opp is None or game.fixed_viewer is None or self.stale is not None:
            return None
        if opp.to_move(game.state) or game.screen is not GameScreen.BOARD:
            return None
        return tools.takeback_ply(game.state, game.fixed_viewer)

    def _do_takeback(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        target = self._takeback_target()
        if target is None or self.game is None:
            return []
        game = self.game
        game.state = target
        game.undo_stack.clear()
        game.selected = None
        game.message = None
        self.opponent = bot_ui.Opponent.for_state(target)
        self.hint_shown = None
        if self.entry is not None:
            self.learning = self.learning.with_takeback(len(target.history))
            tools.save_learning(self.repo, self.entry.id, self.learning)
        effects = self._outcome(Outcome(True, Message("takeback.done", {}, "success")))
        self._on_change(game)
        if self._save_error is not None:
            effects.extend(self._storage_error(self._save_error))
            self._save_error = None
        return [*effects, Focus("screen-title")]

    def _do_hints(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if arg not in ("on", "off"):
            return []
        try:
            self.repo.set_setting("hints", arg)
        except (StorageFullError, StorageUnavailableError) as exc:
            return self._storage_error(exc)
        self.hint_shown = None
        return [Announce(self.t("settings.saved")), Focus("hints-setting")]

    def _record_match(self, game_id: str, state: GameState) -> None:
        """Count a finished match in the statistics (once; a game recorded again replaces
        its record). An unreadable statistics key is set aside first, never written over."""
        read = tools.load_stats(self.repo)
        if read.problem is not None and tools.STATS_KEY in self.repo.bad_in_place:
            return
        if any(r.game_id == game_id for r in read.records):
            return
        record = tools.finished_record(game_id, state, self.now())
        if record is None:
            return
        # the game itself is saved; a refused write only misses this match
        with suppress(StorageFullError, StorageUnavailableError):
            tools.save_stats(self.repo, add_record(read.records, record))

    def _stats_model(self) -> StatsModel:
        read = tools.load_stats(self.repo)
        messages = list(self.stats_notices)
        if read.problem is not None:
            newer = read.problem == "newer"  # #29: a newer version's, kept as they are
            messages.append(Message("stats.newer" if newer else "stats.corrupt", {}, "error"))
        if read.set_aside:
            messages.append(Message("stats.skipped", {"n": read.set_aside}, "error"))
        stats = compute(read.records)
        tallies = tuple(
            TallyModel(
                variant,
                level,
                x.games,
                x.wins,
                x.losses,
                x.draws,
                x.streak,
                x.best_streak,
                x.average_stones,
                tuple(sorted(x.won_by.items())),
            )
            for (variant, level), x in sorted(
                stats.vs_computer.items(), key=lambda kv: (kv[0][0], kv[0][1] or "")
            )
        )
        h2h = tuple(
            (h.names, (h.wins[0], h.wins[1]), h.draws, h.games)
            for _key, h in sorted(stats.head_to_head.items())
        )
        return StatsModel(stats.games, tallies, h2h, self.stats_confirm_reset, tuple(messages))

    def _stats_records(self) -> tuple[GameRecord, ...]:
        return tools.load_stats(self.repo).records

    def _do_stats_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        text = dump_records(self._stats_records())
        stamp = time.strftime("%Y-%m-%d", time.gmtime(self.now()))
        msg = Message("stats.exported", {}, "success")
        self.stats_notices = [msg]
        return [
            Download(f"Schotten Totten - statistics - {stamp}.json", text),
            Announce(self._text(msg)),
            Focus("stats-export"),
        ]

    def _import_stats(self, text: str | bytes) -> list[Effect]:
        """An imported statistics file: its records merged with this device's (a game
        counted in both counts once)."""
        self.screen = Screen.STATS
        self.notices = []
        try:
            read = tools.read_stats_text(text)
        except SaveProblem:
            msg = Message("stats.import_bad", {}, "error")
            self.stats_notices = [msg]
            return [Announce(self._text(msg)), Focus("screen-title")]
        here = tools.load_stats(self.repo)
        if here.problem is not None and tools.STATS_KEY in self.repo.bad_in_place:
            msg = Message(
                "stats.newer" if here.problem == "newer" else "stats.corrupt", {}, "error"
            )
            self.stats_notices = [msg]
            return [Announce(self._text(msg)), Focus("screen-title")]
        try:
            tools.save_stats(self.repo, merge(here.records, read.records))
        except (StorageFullError, StorageUnavailableError) as exc:
            return self._storage_error(exc)
        msg = Message("stats.imported", {"n": len(read.records)}, "success")
        self.stats_notices = [msg]
        return [Announce(self._text(msg)), Focus("screen-title")]

    def _do_confirm_delete_forget(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Delete a game and, as asked, its record in the statistics."""
        if self.confirm_delete != arg:
            return []
        read = tools.load_stats(self.repo)
        if read.problem is None and any(r.game_id == arg for r in read.records):
            try:
                tools.save_stats(self.repo, forget_record(read.records, arg))
            except (StorageFullError, StorageUnavailableError) as exc:
                return self._storage_error(exc)
        return self._do_confirm_delete(arg, fields)

    def _do_stats_reset(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.stats_confirm_reset = True
        return [Focus("stats-reset-yes")]

    def _do_stats_reset_cancel(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.stats_confirm_reset = False
        return [Focus("stats-reset")]

    def _do_stats_reset_confirm(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.stats_confirm_reset = False
        try:
            tools.save_stats(self.repo, ())
        except (StorageFullError, StorageUnavailableError) as exc:
            return self._storage_error(exc)
        msg = Message("stats.reset_done", {}, "success")
        self.stats_notices = [msg]
        return [Announce(self._text(msg)), Focus("screen-title")]

    # --- the replay viewer and the review by the computer (#14) -------------------------------

    def _replay_model(self, session: ReplaySession) -> ReplayModel:
        return replay_model(session, saved=session.game_id is not None)

    def _session(self) -> ReplaySession | None:
        """The replay on screen (its last message cleared: it lasts until the next action)."""
        if self.screen is not Screen.REPLAY or self.replay is None:
            return None
        self.replay.messages = []
        return self.replay

    def _open_replay(
        self,
        state: GameState,
        names: tuple[str, str],
        *,
        game_id: str | None,
        back: Screen,
        from_link: bool = False,
    ) -> list[Effect]:
        if not replayable(state):
            return []  # between people, in progress: it would show the other hand
        review = None
        if game_id is not None and state.phase is Phase.MATCH_OVER:
            review = read_kept_review(self.repo.review_text(game_id), state)
        if self.replay is not None:
            self.replay.cancel_review()
        marks = tools.load_learning(self.repo, game_id).marks() if game_id is not None else {}
        self.replay = ReplaySession(
            state,
            names,
            game_id=game_id,
            back=back.value,
            from_link=from_link,
            review=review,
            marks=marks,
        )
        self.screen = Screen.REPLAY
        return [Focus("screen-title")]

    def _do_replay(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Open the viewer: ``current``, the game on screen (its round or match over), or a
        finished saved game by its id."""
        if arg == "current":
            if self.game is None or self.screen is not Screen.GAME or not self.game.round_over:
                return []
            game_id = self.entry.id if self.entry is not None else None
            return self._open_replay(
                self.game.state, self.game.names, game_id=game_id, back=Screen.GAME
            )
        if self.repo.entry(arg) is None:
            return []
        try:
            entry, state, _undo = self.repo.load(arg)
        except SaveProblem as problem:
            msg = Message(f"storage.{problem.code}", {}, "error")
            self.notices = [msg]
            return [Announce(self._text(msg)), Focus("screen-title")]
        if state.phase is not Phase.MATCH_OVER:
            return []  # the list offers finished games only
        names = self._names(state, state.options.names or entry.names)
        return self._open_replay(state, names, game_id=arg, back=Screen.SAVES)

    def _replay_said(self, session: ReplaySession, stepped: bool = True) -> list[Effect]:
        """Say where the replay is; a step button that the step disabled (at the start or the
        end) hands the keyboard focus to the slider."""
        where = self.t("replay.position", n=session.ply, total=session.replay.plies)
        last = last_message(session)
        said = self._text(last) if last is not None else self.t("replay.deal")
        effects: list[Effect] = [Announce(f"{where}. {said}")]
        if stepped and session.ply in (0, session.replay.plies):
            effects.append(Focus("replay-slider"))
        return effects

    def _do_replay_go(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None:
            return []
        if arg == "start":
            ply = 0
        elif arg == "end":
            ply = session.replay.plies
        else:
            try:
                ply = int(arg)
            except ValueError:
                return []
            return self._replay_said(session, stepped=False) if session.go(ply) else []
        return self._replay_said(session) if session.go(ply) else []

    def _do_replay_step(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None or arg not in ("-1", "1"):
            return []
        return self._replay_said(session) if session.go(session.ply + int(arg)) else []

    def _do_replay_close(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None:
            return []
        session.cancel_review()
        self.replay = None
        back = Screen(session.back)
        if back is Screen.GAME and self.game is None:
            back = Screen.START
        self.screen = back
        if back is Screen.SAVES and session.game_id is not None:
            return [Focus(f"replay-{session.game_id}")]
        if back is Screen.GAME:
            return [Focus("btn-replay")]
        return [Focus("screen-title")]

    def _do_replay_share(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None or not session.full:
            return []
        return [CopyText(replay_link(session.game, self.page_url))]

    def link_copied(self, ok: bool) -> list[Effect]:
        """What became of a :class:`CopyText`: copied (said so), or not possible here (the
        link is shown in a read-only field, focused, to copy by hand)."""
        session = self.replay
        if session is None or self.screen is not Screen.REPLAY:
            return []
        if ok:
            msg = Message("replay.copied", {}, "success")
            session.messages = [msg]
            return [Announce(self._text(msg))]
        session.link = replay_link(session.game, self.page_url)
        msg = Message("replay.copy_here", {}, "info")
        session.messages = [msg]
        return [Announce(self._text(msg)), Focus("replay-link")]

    def _do_replay_show_link(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        if self._session() is None:
            return []
        return self.link_copied(False)

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
        same = self._same_game(dumps(state))
        effects = self._open_replay(
            state, self._names(state), game_id=same, back=Screen.START, from_link=True
        )
        if self.replay is not None:  # at the deal, or at the move the link names
            self.replay.go(link_move(fragment) or 0)
        return effects

    def _link_refused(self, key: str) -> list[Effect]:
        msg = Message(key, {}, "error")
        self.notices = [msg]
        self.screen = Screen.START
        return [Announce(self._text(msg)), Focus("screen-title")]

    def _do_replay_save(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Add a shared link's game to the saved games (a game already saved is not added
        twice, as for an import); its review, if made, is kept with it."""
        session = self._session()
        if session is None or not session.from_link or session.game_id is not None:
            return []
        text = dumps(session.game)
        same = self._same_game(text)
        if same is not None:
            session.game_id = same
            msg = Message("saves.duplicate", {}, "info")
        else:
            try:
                entry, _state = self.repo.import_text(text, self._names)
            except SaveProblem as problem:
                msg = Message(f"import.{problem.code}", {}, "error")
                session.messages = [msg]
                return [Announce(self._text(msg))]
            except (StorageFullError, StorageUnavailableError) as exc:
                code = "full" if isinstance(exc, StorageFullError) else "unavailable"
                msg = Message(f"storage.{code}", {}, "error")
                session.messages = [msg]
                return [Announce(self._text(msg))]
            session.game_id = entry.id
            msg = Message("replay.saved", {}, "success")
        self._keep_review(session)
        session.messages = [msg]
        return [Announce(self._text(msg)), Focus("screen-title")]

    def _do_replay_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None:
            return []
        msg = Message("saves.exported", {}, "success")
        return [
            Download(export_filename(session.names, self.now()), dumps(session.game)),
            Announce(self._text(msg)),
        ]

    # the review, sliced like the computer's thinking (ui.dom calls review_step)

    def review_settings(self) -> ReviewSettings:
        return review_settings(self.repo.settings(), self.page_query)

    def _do_review(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """Start the review of the finished game in the viewer (``current``: first open the
        game on screen in the viewer)."""
        effects: list[Effect] = []
        if arg == "current":
            effects = self._do_replay("current", fields)
        session = self._session()
        if session is None or not session.full:
            return effects
        if session.review is not None:
            return [Focus("review-title")]
        if not session.start_review(self.review_settings()):
            return effects
        return [Announce(self.t("review.started")), Focus("btn-review-cancel")]

    def _do_review_cancel(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        session = self._session()
        if session is None or not session.cancel_review():
            return []
        return [Announce(self.t("review.cancelled")), Focus("btn-review")]

    def _do_review_whose(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        """The graph shows the chance of player ``arg`` (``0`` or ``1``)."""
        session = self._session()
        if session is None or arg not in ("0", "1") or session.review is None:
            return []
        session.whose = int(arg)
        return [Focus(f"review-whose-{arg}")]

    def review_pending(self) -> bool:
        """Is a review running in the viewer on screen?"""
        return (
            self.screen is Screen.REPLAY
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
        return True, [Announce(self.t("review.done")), Focus("review-title")]

    def _do_review_step(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self.review_step(_slice_ms(arg))[1]

    def _keep_review(self, session: ReplaySession) -> None:
        """Store the review beside its saved game (a refused write keeps it on screen only)."""
        if session.review is None:
            return
        session.review_kept = False
        if session.game_id is None:
            return
        try:
            self.repo.set_review_text(session.game_id, dumps_review(session.review))
        except (StorageFullError, StorageUnavailableError):
            return
        session.review_kept = True

    # --- saves that survive the browser's storage (#29) -----------------------------------------

    def _first_save(self) -> list[Effect]:
        """When this page first saves a game: ask the browser to keep the storage (once a
        page, unless it keeps it already or cannot be asked)."""
        if self._persist_asked or self.persistence in ("granted", "unsupported"):
            return []
        self._persist_asked = True
        return [AskPersist()]

    def persistence_known(self, state: str) -> None:
        """What ``navigator.storage.persisted()`` said (``granted``, ``not_granted``,
        ``unsupported``), from :mod:`ui.dom`."""
        self.persistence = state

    def persistence_answer(self, granted: bool, asked: bool = False) -> list[Effect]:
        """The answer to :class:`AskPersist`; said when the player asked from Settings."""
        self.persistence = "granted" if granted else "not_granted"
        if not asked:
            return []
        msg = Message("backup.persist.yes" if granted else "backup.persist.no", {}, "info")
        self.backup_notices = [msg]
        return [Announce(self._text(msg))]

    def _do_persist_ask(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self._persist_asked = True
        return [AskPersist(asked=True), Focus("persist-status")]

    def _backup_model(self) -> BackupModel:
        last = self.repo.settings().get("backup_last", "")
        try:
            when = self.format_date(float(last), self.t.lang) if last else None
        except ValueError:
            when = None
        conflicts = None
        if self.backup_pending is not None:
            conflicts = tuple(
                self._display_names(game.state.options, here.names)
                for game, here in self.backup_pending[1].conflicts
            )
        return BackupModel(self.persistence, when, conflicts, tuple(self.backup_notices))

    def _backup_reminder_due(self) -> bool:
        """Once: a player who has never exported everything and has a game saved more than a
        week ago is told where to, on the start screen (settings key ``backup_reminded``)."""
        settings = self.repo.settings()
        if settings.get("backup_last") or settings.get("backup_reminded"):
            return False
        week_ago = self.now() - 7 * 24 * 3600
        return any(e.created < week_ago for e in self.repo.entries())

    def _backup_reminded(self) -> None:
        """The reminder was on screen: not again (unless the storage refuses to keep that)."""
        self.backup_reminder = self._reminder_shown = False
        with suppress(StorageFullError, StorageUnavailableError):
            self.repo.set_setting("backup_reminded", "yes")

    def _do_backup_export(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.backup_pending = None
        text, games, left_out = backup_io.export_backup(self.repo, self.progress, self.now())
        stamp = time.strftime("%Y-%m-%d", time.gmtime(self.now()))
        with suppress(StorageFullError, StorageUnavailableError):
            self.repo.set_setting("backup_last", repr(self.now()))
        self.backup_notices = [Message("backup.exported", {"n": games}, "success")]
        if left_out:
            self.backup_notices.append(Message("backup.left_out", {"n": left_out}, "info"))
        said = " ".join(self._text(m) for m in self.backup_notices)
        return [
            Download(f"Schotten Totten - backup - {stamp}.json", text),
            Announce(said),
            Focus("backup-export"),
        ]

    def _do_backup_import(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        self.backup_pending = None
        return [PickFile()]

    def _import_backup(self, text: str | bytes) -> list[Effect]:
        """A backup chosen in the picker: read whole and checked, then imported at once, or
        after a question when some of its games are saved here at another point."""
        self.screen = Screen.SETTINGS
        self.notices = []
        self.backup_pending = None
        try:
            backup = backup_io.read_backup(text)
        except SaveProblem as problem:
            key = "backup.newer_file" if problem.code == "newer" else "backup.bad"
            return self._backup_said([Message(key, {}, "error")], "screen-title")
        plan = backup_io.plan_import(self.repo, backup)
        if plan.conflicts:
            self.backup_pending = (backup, plan)
            question = Message("backup.question", {"n": len(plan.conflicts)}, "info")
            return [Announce(self._text(question)), Focus("backup-question-text")]
        return self._apply_backup(backup, plan, replace_them=False)

    def _apply_backup(
        self, backup: backup_io.Backup, plan: backup_io.Plan, *, replace_them: bool
    ) -> list[Effect]:
        self.backup_pending = None
        try:
            done = backup_io.apply_import(
                self.repo, self.progress, backup, plan, replace_them=replace_them
            )
        except (StorageFullError, StorageUnavailableError) as exc:
            newer = isinstance(exc, KeptKeyError) and exc.code == "newer"
            return self._backup_said(
                [Message(f"backup.{'held' if newer else 'full'}", {}, "error")]
            )
        self.progress = done.progress
        if self.entry is not None and self.entry.id in done.replaced_ids:
            game_id, screen = self.entry.id, self.screen
            if self._open(game_id, resumed=True):  # the game on show is the backup's now
                self.screen = screen
        said = [Message("backup.imported", {}, "success")]
        for key, n in (
            ("added", done.added),
            ("same", done.same),
            ("replaced", done.replaced),
            ("both", done.both),
        ):
            if n:
                said.append(Message(f"backup.{key}", {"n": n}, "info"))
        if backup.stats or backup.lessons or backup.solved:
            said.append(Message("backup.merged", {}, "info"))
        return [*self._first_save(), *self._backup_said(said)]

    def _backup_said(self, messages: list[Message], focus: str = "backup-messages") -> list[Effect]:
        self.backup_notices = messages
        return [Announce(" ".join(self._text(m) for m in messages)), Focus(focus)]

    def _backup_answer(self, replace_them: bool | None) -> list[Effect]:
        if self.backup_pending is None:
            return []
        backup, plan = self.backup_pending
        if replace_them is None:
            self.backup_pending = None
            return self._backup_said([Message("backup.cancelled", {}, "info")], "backup-import")
        return self._apply_backup(backup, plan, replace_them=replace_them)

    def _do_backup_replace(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._backup_answer(True)

    def _do_backup_keep(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._backup_answer(False)

    def _do_backup_cancel(self, arg: str, fields: dict[str, str]) -> list[Effect]:
        return self._backup_answer(None)


def _storage_code(exc: Exception) -> str:
    """The ``storage.<code>`` message of a refused write."""
    if isinstance(exc, KeptKeyError) and exc.code == "newer":
        return "kept_newer"  # a newer version's data, never written over (#29)
    return "full" if isinstance(exc, StorageFullError) else "unavailable"


def _holds_secret_hands(state: GameState) -> bool:
    """A game between people in the middle of a round: its file shows both hands."""
    people = state.options.bots is None or all(b is None for b in state.options.bots)
    return people and state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def _slice_ms(arg: str) -> float:
    """An intent's slice in milliseconds (the default slice when absent or not a number)."""
    try:
        return float(arg) if arg else bot_ui.SLICE_MS
    except ValueError:
        return bot_ui.SLICE_MS


def _stone(arg: str) -> int | None:
    try:
        stone = int(arg)
    except ValueError:
        return None
    return stone if 0 <= stone <= 8 else None


def _placed(outcome: Outcome, game: Game) -> str:
    return "placed" if outcome.changed else ""


def _claimed(outcome: Outcome, game: Game) -> str:
    if outcome.changed:
        return "round_won" if game.round_over else "claim_won"
    refused = game.message is not None and game.message.tone == "error"
    return "claim_refused" if refused else ""


def _bot_cue(action: Action, round_over: bool) -> str:
    if isinstance(action, Claim):
        return "round_won" if round_over else "claim_won"
    if isinstance(action, Place | Mode) or (
        isinstance(action, Strategist | Traitor) and action.to is not None
    ):
        return "placed"
    return ""


Handler = Callable[[App, str, dict[str, str]], list[Effect]]


def _on_game(
    intent: Callable[[Game], Outcome], cue: Callable[[Outcome, Game], str] | None = None
) -> Handler:
    """An intent of the game on screen that takes no argument (``pass``, ``undo``...)."""
    return lambda app, arg, fields: app._game_intent(intent, cue)


INTENTS: dict[str, Handler] = {
    "go": App._do_go,
    "continue": App._do_continue,
    "dismiss": App._do_dismiss,
    "new-game": App._do_new_game,
    "rematch": App._do_rematch,
    "open": App._do_open,
    "delete": App._do_delete,
    "cancel-delete": App._do_cancel_delete,
    "confirm-delete": App._do_confirm_delete,
    "export": App._do_export,
    "confirm-export": App._do_confirm_export,
    "cancel-export": App._do_cancel_export,
    "delete-unreadable": App._do_delete_unreadable,
    "confirm-delete-unreadable": App._do_confirm_delete_unreadable,
    "load-latest": App._do_load_latest,
    "import": App._do_import,
    "language": App._do_language,
    "fast-start": App._do_fast_start,
    "select": App._do_select,
    "place": App._do_place,
    "claim": App._do_claim,
    "pass": _on_game(Game.pass_turn),
    "end-turn": App._do_end_turn,
    "tactic-pick": App._do_tactic_pick,
    "tactic-back": _on_game(Game.tactic_back),
    "tactic-cancel": _on_game(Game.tactic_cancel),
    "tactic-confirm": _on_game(Game.tactic_confirm, _placed),
    "undo": _on_game(Game.undo),
    "reveal": _on_game(Game.reveal),
    "next-round": _on_game(Game.next_round),
    "bot-step": App._do_bot_step,
    # the table in motion
    "sound": App._do_sound,
    "animations": App._do_animations,
    "see-result": App._do_see_result,
    # the replay viewer and the review (#14)
    "replay": App._do_replay,
    "replay-go": App._do_replay_go,
    "replay-step": App._do_replay_step,
    "replay-close": App._do_replay_close,
    "replay-share": App._do_replay_share,
    "replay-show-link": App._do_replay_show_link,
    "replay-save": App._do_replay_save,
    "replay-export": App._do_replay_export,
    "review": App._do_review,
    "review-cancel": App._do_review_cancel,
    "review-whose": App._do_review_whose,
    "review-step": App._do_review_step,
    # learning tools: hint, card tracker, take-back, statistics
    "hint": App._do_hint,
    "tracker": App._do_tracker,
    "takeback": App._do_takeback,
    "hints": App._do_hints,
    "stats-export": App._do_stats_export,
    "stats-reset": App._do_stats_reset,
    "stats-reset-cancel": App._do_stats_reset_cancel,
    "stats-reset-confirm": App._do_stats_reset_confirm,
    "confirm-delete-forget": App._do_confirm_delete_forget,
    # saves that survive the browser's storage (#29)
    "persist-ask": App._do_persist_ask,
    "backup-export": App._do_backup_export,
    "backup-import": App._do_backup_import,
    "backup-replace": App._do_backup_replace,
    "backup-keep": App._do_backup_keep,
    "backup-cancel": App._do_backup_cancel,
    # lessons and puzzles (#15)
    "lesson-start": App._do_lesson_start,
    "lesson-restart": App._do_lesson_restart,
    "lesson-repeat": App._do_lesson_repeat,
    "lesson-back": App._do_lesson_back,
    "lesson-leave": App._do_lesson_leave,
    "lesson-invite-dismiss": App._do_lesson_invite_dismiss,
    "lesson-answer": App._do_lesson_answer,
    "puzzle-open": App._do_puzzle_open,
    "puzzle-toggle": App._do_puzzle_toggle,
    "puzzle-check": App._do_puzzle_check,
    "puzzle-retry": App._do_puzzle_retry,
}
"""Every intent a page may send (``data-intent``), and the method that does it."""

TEACH_ROUTES: dict[Screen, dict[str, Handler]] = {
    Screen.LESSON: {
        "dismiss": lambda app, arg, fields: app._lesson_intent(Game.dismiss),
    },
    Screen.PUZZLE: {
        "select": App._do_puzzle_select,
        "place": App._do_puzzle_place,
        "dismiss": lambda app, arg, fields: app._puzzle_intent(lambda s: s.game.dismiss()),
    },
}
"""On the lesson and puzzle screens the board's own intents (the hand, the stones, the turn)
go to the lesson or the puzzle instead of a saved game."""
