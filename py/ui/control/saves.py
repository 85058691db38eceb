"""The saved games: the new-game form, starting, rematching and opening a game, the list with
its deletions and exports, an imported game file, and other pages on the same storage."""

from __future__ import annotations

from schotten.options import Options
from schotten.rules import new_game
from schotten.state import GameState, Phase

from .. import ids, render
from .. import learning as tools
from .. import opponent as bot_ui
from ..effects import Announce, Download, Effect, Focus, PickFile
from ..i18n import LANGUAGES, Translator
from ..model import Message, NewerSave, NewGameModel, SaveLine, SavesModel
from ..storage.entry import SaveEntry
from ..storage.errors import SaveProblem
from ..storage.layout import GAME_PREFIX, INDEX_KEY, PREFIX, export_filename
from ..storage.records import read_json, read_save
from .play import GameController
from .shared import (
    LAST_NAMES,
    LAST_OPPONENT,
    NAME_MAX,
    STORAGE_REFUSED,
    Fields,
    Screen,
    Shared,
    clean_name,
)
from .stats import StatsController


def _holds_secret_hands(state: GameState) -> bool:
    """A game between people in the middle of a round: its file shows both hands."""
    people = state.options.bots is None or all(b is None for b in state.options.bots)
    return people and state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def form_choices(fields: Fields) -> tuple[str, str, int]:
    """The new-game form's variant, claim timing and rounds (a bad value: the default)."""
    timing = "expert" if fields.get("timing") == "expert" else "normal"
    try:
        rounds = max(1, min(99, int(fields.get("rounds", "1"))))
    except ValueError:
        rounds = 1
    variant = "tactical" if fields.get("variant") == "tactical" else "classic"
    return variant, timing, rounds


class SavesController:
    """Screen.NEW and Screen.SAVES, and the games they start or open on the table."""

    def __init__(self, shared: Shared, play: GameController, stats: StatsController) -> None:
        self.shared = shared
        self.play = play
        self.stats = stats
        self.confirm_delete: str | None = None
        self.confirm_export: str | None = None
        self.form = self.new_form()

    # --- the new-game form and starting a game ----------------------------------------------

    def new_form(self) -> NewGameModel:
        """The new-game form, with the names typed last time and the last opponent (kept in
        the settings). A field left empty takes its default when the game starts ("Player 1",
        or "You" against the computer), so a default is never written into it."""
        settings = self.shared.repo.settings()
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

    def _start(self, names: tuple[str, str], options: Options) -> list[Effect]:
        shared = self.shared
        state = new_game(options, seed=shared.seed_source())
        stamp = shared.now()
        entry = SaveEntry(shared.repo.new_id(), names, stamp, stamp, rounds=options.rounds)
        game = self.play.play(state, shared.names(state, names), entry)
        shared.notices = []
        effects: list[Effect] = []
        try:
            self.play.persist()
            shared.repo.set_current(entry.id)
        except STORAGE_REFUSED as exc:
            effects.extend(self.play.refused(exc))
        msg = Message("msg.new_game", {"a": game.names[0], "b": game.names[1]})
        return [*effects, *shared.first_save(), shared.say(msg), Focus(ids.SCREEN_TITLE)]

    def new_game(self, arg: str, fields: Fields) -> list[Effect]:
        t = self.shared.t
        bots = bot_ui.bots_for(fields.get("opponent", ""))
        names = (
            clean_name(
                fields.get("name1", ""), t("new.default1") if bots is None else bot_ui.YOU_NAME
            ),
            clean_name(fields.get("name2", ""), t("new.default2")),
        )
        variant, timing, rounds = form_choices(fields)
        first = {"p1": 0, "p2": 1}.get(fields.get("first", "random"))
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

    def _remember_names(self, fields: Fields, both: bool) -> None:
        """Keep the names typed in the form for the next new game (not the computer's), and
        the opponent chosen (a convenience: the game itself is saved, and reported, after)."""
        opponent = fields.get("opponent", "")
        for i, key in enumerate(LAST_NAMES[: 2 if both else 1]):
            typed = " ".join(fields.get(f"name{i + 1}", "").split())[:NAME_MAX]
            self.shared.keep_setting(key, typed)
        known = bot_ui.bots_for(opponent) is not None
        self.shared.keep_setting(LAST_OPPONENT, opponent if known else "human")

    def rematch(self, arg: str, fields: Fields) -> list[Effect]:
        game = self.play.game
        if game is None:
            return []
        old = game.state
        options = Options(
            variant=old.options.variant,
            claim_timing=old.options.claim_timing,
            rounds=old.options.rounds,
            first_player=1 - old.starting_player,
            names=old.options.names or game.names,
            bots=old.options.bots,
        )
        return self._start(options.names or game.names, options)

    def open(self, arg: str, fields: Fields) -> list[Effect]:
        shared = self.shared
        shared.notices = []
        if not self.play.open(arg, resumed=True):
            shared.screen = Screen.SAVES
            return [shared.say(shared.notices[-1]), Focus(ids.SCREEN_TITLE)]
        try:
            shared.repo.set_current(arg)
        except STORAGE_REFUSED as exc:
            return self.play.refused(exc)
        return [Focus(ids.SCREEN_TITLE)]

    # --- the list --------------------------------------------------------------------------------

    def line(self, entry: SaveEntry) -> SaveLine:
        options = self._saved_options(entry.id)
        variant = options.variant if options is not None else "classic"
        bots = options.bots if options is not None else None
        level = next((b for b in bots if b is not None), None) if bots else None
        names = entry.names
        if options is not None:
            names = self.shared.display_names(options, names)
        return SaveLine(
            entry.id,
            names,
            self.shared.format_date(entry.updated, self.shared.t.lang),
            entry.score,
            entry.round_no,
            entry.rounds,
            entry.finished,
            variant,
            level,
            peer=entry.peer is not None,
        )

    def _saved_options(self, game_id: str) -> Options | None:
        """A saved game's options, read from its text without replaying it (for the list)."""
        try:
            data = read_json(self.shared.repo.export_text(game_id))  # bounded: never too deep
            return Options.from_dict(data["options"])
        except Exception:  # a damaged save is listed all the same; opening it reports it
            return None

    def render(self) -> str:
        shared = self.shared
        repo, fmt, lang = shared.repo, shared.format_date, shared.t.lang
        newer = tuple(  # the games a newer version saved (#29): listed, never opened
            NewerSave(game_id)
            if line is None
            else NewerSave(game_id, line.names, fmt(line.updated, lang))
            for game_id, line in repo.newer_games()
        )
        model = SavesModel(
            tuple(self.line(e) for e in repo.entries()),
            self.confirm_delete,
            tuple(shared.notices),
            unreadable=tuple(key for key, _code in repo.unreadable()),
            confirm_export=self.confirm_export,
            newer=newer,
        )
        return render.saves_screen(model, shared.t)

    def _said(self, msg: Message, focus: str = ids.SCREEN_TITLE) -> list[Effect]:
        self.shared.notices = [msg]
        return [self.shared.say(msg), Focus(focus)]

    def delete(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_delete = arg
        return [Focus(ids.save_action("confirm", arg))]

    def cancel_delete(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_delete = None
        return [Focus(ids.save_action("delete", arg))]

    def confirm(self, arg: str, fields: Fields) -> list[Effect]:
        self.shared.repo.delete(arg)
        tools.forget_learning(self.shared.repo, arg)  # the statistics keep the game
        self.confirm_delete = None
        if self.play.entry is not None and self.play.entry.id == arg:
            self.play.leave()
        return self._said(Message("saves.deleted", {}, "success"))

    def confirm_forget(self, arg: str, fields: Fields) -> list[Effect]:
        """Delete a game and, as asked, its record in the statistics."""
        if self.confirm_delete != arg:
            return []
        refused = self.stats.forget(arg)
        return refused if refused is not None else self.confirm(arg, fields)

    def export(self, arg: str, fields: Fields) -> list[Effect]:
        """Download a game's file; in a game between people still being played, first say
        that the file holds both hands (``confirm-export`` downloads it then)."""
        try:
            state = read_save(self.shared.repo.export_text(arg))
        except SaveProblem:
            return []
        if _holds_secret_hands(state) and self.confirm_export != arg:
            self.confirm_export = arg
            self.confirm_delete = None
            msg = Message("saves.export_warning", {}, "info")
            return [self.shared.say(msg), Focus(ids.save_action("export-anyway", arg))]
        return self._download(arg)

    def confirm_export_(self, arg: str, fields: Fields) -> list[Effect]:
        return self._download(arg) if self.confirm_export == arg else []

    def cancel_export(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_export = None
        return [Focus(ids.save_action("export", arg))]

    def _download(self, game_id: str) -> list[Effect]:
        self.confirm_export = None
        entry = self.shared.repo.entry(game_id)
        if entry is None:
            return []
        try:
            text = self.shared.repo.export_file(game_id)
        except SaveProblem:
            return []
        said = self._said(
            Message("saves.exported", {}, "success"), ids.save_action("export", game_id)
        )
        name = export_filename(self.line(entry).names, self.shared.now())
        return [Download(name, text), *said]

    def delete_unreadable(self, arg: str, fields: Fields) -> list[Effect]:
        keys = [key for key, _code in self.shared.repo.unreadable()]
        if arg not in keys:
            return []
        self.confirm_delete = arg
        return [Focus(ids.confirm_unreadable(keys.index(arg) + 1))]

    def confirm_unreadable(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_delete = None
        if not self.shared.repo.delete_unreadable(arg):
            return []
        return self._said(Message("saves.deleted", {}, "success"))

    def pick(self, arg: str, fields: Fields) -> list[Effect]:
        return [PickFile()]

    # --- a game file chosen in the picker ----------------------------------------------------

    def same_game(self, text: str | bytes) -> str | None:
        """The id of a saved game that is the same game at the same point as ``text`` (same
        options, seed and moves), else ``None``."""
        try:
            new = read_json(text)  # bounded: a hostile file never exhausts the stack
            key = (new["options"], new["seed"], new["history"])
        except Exception:
            return None  # not a save: import_text reports why
        repo = self.shared.repo
        for entry in repo.entries():
            try:
                old = read_json(repo.export_text(entry.id))
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

    def import_text(self, text: str | bytes) -> list[Effect]:
        """Add a game file as a new saved game, under the names it carries (an unnamed save
        gets the default names). All or nothing: a refused write leaves the storage as it
        was."""
        shared = self.shared
        shared.screen = Screen.SAVES
        shared.notices = []
        same = self.same_game(text)
        if same is not None:
            return self._said(Message("saves.duplicate", {}, "info"), ids.save_action("open", same))
        try:
            entry, _state = shared.repo.import_text(text, shared.names)
        except SaveProblem as problem:
            return self._said(Message(f"import.{problem.code}", {}, "error"))
        except STORAGE_REFUSED as exc:
            return self.play.refused(exc)
        said = self._said(
            Message("saves.imported", {}, "success"), ids.save_action("open", entry.id)
        )
        return [*shared.first_save(), *said]

    # --- other pages (tabs) on the same storage ------------------------------------------------

    def storage_changed(self, key: str | None) -> tuple[bool, list[Effect]]:
        """Another page wrote ``key`` (``None``: it cleared the storage). The game on screen
        follows when it was moved on there (the hand-over screen first, as after a reload),
        and this page steps back to the saved-games list when it was deleted there, so that
        this page never writes over it. Returns whether to render again, and the effects."""
        shared, play = self.shared, self.play
        if key is not None and not key.startswith(PREFIX):
            return False, []
        listing = shared.screen in (Screen.SAVES, Screen.START)
        if play.game is None or play.entry is None:
            return listing, []
        game_id = play.entry.id
        if key is not None and key not in (GAME_PREFIX + game_id, INDEX_KEY):
            return listing, []
        # damaged there (set aside now): the game as this page holds it is saved anew
        problem = shared.repo.stored_problem(game_id)
        if problem is not None and problem != "newer":
            return True, play.save_anew()
        stored = shared.repo.revision(game_id)
        if stored is None:
            play.leave()
            if shared.screen is Screen.GAME:
                shared.screen = Screen.SAVES
            msg = Message("storage.deleted", {}, "error")
            shared.notices = [msg]
            return True, [shared.say(msg), Focus(ids.SCREEN_TITLE)]
        if stored == play.entry.rev and problem is None:
            return listing, []
        screen = shared.screen
        if not play.open(game_id, resumed=True):
            # it cannot be read any more (damaged there, or a newer version's now, #29): this
            # page leaves it rather than play on a line it may not write
            play.leave()
            if screen is Screen.GAME:
                shared.screen = Screen.SAVES
            return True, [Announce(shared.text(shared.notices[-1]))] if shared.notices else []
        shared.screen = screen
        return True, [shared.say(Message("storage.followed", {}, "info"))]
