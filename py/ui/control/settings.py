"""The settings screen: the language, the table's sound and motion, the hints, the faster start,
and the saves that survive the browser's storage (#29: persistence, Export and Import
everything, the once-only backup reminder)."""

from __future__ import annotations

import time

from .. import backup as backup_io
from .. import ids, render
from ..effects import Announce, AskPersist, Download, Effect, Focus, PickFile, SetFastStart
from ..i18n import LANGUAGES, Translator
from ..model import BackupModel, FastStartModel, Message, TablePrefsModel
from ..storage.errors import KeptKeyError, SaveProblem
from .play import GameController
from .saves import SavesController
from .shared import PEER_INTERNET, STORAGE_REFUSED, Fields, Screen, Shared
from .teach_controller import TeachController


class SettingsController:
    """Screen.SETTINGS."""

    def __init__(
        self, shared: Shared, play: GameController, saves: SavesController, teach: TeachController
    ) -> None:
        self.shared = shared
        self.play = play
        self.saves = saves
        self.teach = teach
        #: set by ui.dom when the page can start from a memory snapshot (None: not offered)
        self.fast_start: FastStartModel | None = None
        #: an import of a backup waiting on a question; what the last export or import did
        self.backup_pending: tuple[backup_io.Backup, backup_io.Plan] | None = None
        self.backup_notices: list[Message] = []
        #: the once-only reminder to export everything: due, then shown on the start screen
        self.reminder = self._reminder_due()
        self.reminder_shown = False

    def clear_messages(self) -> None:
        self.backup_notices = []

    def leave(self) -> None:
        """The screen is left: an import's question is dropped."""
        self.backup_pending = None

    def render(self) -> str:
        shared = self.shared
        return render.settings_screen(
            shared.t.lang,
            shared.t,
            shared.notices,
            self.fast_start,
            shared.prefs,
            hints=shared.hints_on,
            backup=self._backup_model(),
            internet=shared.repo.settings().get(PEER_INTERNET) == "on",
        )

    # --- language, table, hints, faster start -----------------------------------------------

    def language(self, arg: str, fields: Fields) -> list[Effect]:
        if arg not in LANGUAGES:
            return []
        shared = self.shared
        shared.t = Translator(arg)
        self.saves.form = self.saves.new_form()
        game = self.play.game
        if game is not None:  # the computer's name is said in the new language
            game.rename(shared.names(game.state, game.names))
        effects = shared.setting("language", arg)
        return [*effects, Announce(shared.t("settings.saved")), Focus(ids.language(arg))]

    def fast(self, arg: str, fields: Fields) -> list[Effect]:
        if self.fast_start is None or arg not in ("on", "off"):
            return []
        on = arg == "on"
        self.fast_start = FastStartModel(on, "making" if on else "off")
        key = "settings.fast_start.enabled" if on else "settings.fast_start.disabled"
        return [SetFastStart(on), Announce(self.shared.t(key)), Focus(ids.FAST_START)]

    def table_pref(self, key: str, arg: str) -> list[Effect]:
        """The sound or the animations, on or off."""
        if arg not in ("on", "off"):
            return []
        on, prefs = arg == "on", self.shared.prefs
        if key == "sound":
            self.shared.prefs = TablePrefsModel(sound=on, animations=prefs.animations)
        else:
            self.shared.prefs = TablePrefsModel(sound=prefs.sound, animations=on)
        effects = self.shared.setting(key, arg)
        return [*effects, Announce(self.shared.t(f"table.{key}.{arg}")), Focus(ids.setting(key))]

    def hints(self, arg: str, fields: Fields) -> list[Effect]:
        if arg not in ("on", "off"):
            return []
        refused = self.shared.setting("hints", arg)
        if refused:
            return refused
        self.play.hints.forget()
        return [Announce(self.shared.t(f"settings.hints.{arg}")), Focus(ids.HINTS_SETTING)]

    def peer_internet(self, arg: str, fields: Fields) -> list[Effect]:
        """Two devices (#45): "Allow play over the internet" (a public STUN server) on or off."""
        if arg not in ("on", "off"):
            return []
        refused = self.shared.setting(PEER_INTERNET, arg)
        if refused:
            return refused
        return [Announce(self.shared.t(f"pair.internet.{arg}")), Focus(ids.PEER_INTERNET_SETTING)]

    # --- the browser keeping the storage ------------------------------------------------------

    def persistence_known(self, state: str) -> None:
        """What ``navigator.storage.persisted()`` said (``granted``, ``not_granted``,
        ``unsupported``), from :mod:`ui.dom`."""
        self.shared.persistence = state

    def persistence_answer(self, granted: bool, asked: bool = False) -> list[Effect]:
        """The answer to :class:`AskPersist`; said when the player asked from Settings."""
        self.shared.persistence = "granted" if granted else "not_granted"
        if not asked:
            return []
        msg = Message("backup.persist.yes" if granted else "backup.persist.no", {}, "info")
        self.backup_notices = [msg]
        return [self.shared.say(msg)]

    def persist_ask(self, arg: str, fields: Fields) -> list[Effect]:
        self.shared.persist_asked = True
        return [AskPersist(asked=True), Focus(ids.PERSIST_STATUS)]

    # --- Export everything, Import everything -------------------------------------------------

    def _backup_model(self) -> BackupModel:
        shared = self.shared
        last = shared.repo.settings().get("backup_last", "")
        try:
            when = shared.format_date(float(last), shared.t.lang) if last else None
        except ValueError:
            when = None
        conflicts = None
        if self.backup_pending is not None:
            conflicts = tuple(
                shared.display_names(game.state.options, here.names)
                for game, here in self.backup_pending[1].conflicts
            )
        return BackupModel(shared.persistence, when, conflicts, tuple(self.backup_notices))

    def _reminder_due(self) -> bool:
        """Once: a player who has never exported everything and has a game saved more than a
        week ago is told where to, on the start screen (settings key ``backup_reminded``)."""
        settings = self.shared.repo.settings()
        if settings.get("backup_last") or settings.get("backup_reminded"):
            return False
        week_ago = self.shared.now() - 7 * 24 * 3600
        return any(e.created < week_ago for e in self.shared.repo.entries())

    def reminded(self) -> None:
        """The reminder was on screen: not again (unless the storage refuses to keep that)."""
        self.reminder = self.reminder_shown = False
        self.shared.keep_setting("backup_reminded", "yes")

    def backup_export(self, arg: str, fields: Fields) -> list[Effect]:
        self.backup_pending = None
        shared = self.shared
        text, games, left_out = backup_io.export_backup(
            shared.repo, self.teach.progress, shared.now()
        )
        stamp = time.strftime("%Y-%m-%d", time.gmtime(shared.now()))
        shared.keep_setting("backup_last", repr(shared.now()))
        self.backup_notices = [Message("backup.exported", {"n": games}, "success")]
        if left_out:
            self.backup_notices.append(Message("backup.left_out", {"n": left_out}, "info"))
        said = " ".join(shared.text(m) for m in self.backup_notices)
        return [
            Download(f"Schotten Totten - backup - {stamp}.json", text),
            Announce(said),
            Focus(ids.backup("export")),
        ]

    def backup_import(self, arg: str, fields: Fields) -> list[Effect]:
        self.backup_pending = None
        return [PickFile()]

    def import_text(self, text: str | bytes) -> list[Effect]:
        """A backup chosen in the picker: read whole and checked, then imported at once, or
        after a question when some of its games are saved here at another point."""
        self.shared.screen = Screen.SETTINGS
        self.shared.notices = []
        self.backup_pending = None
        try:
            backup = backup_io.read_backup(text)
        except SaveProblem as problem:
            key = "backup.newer_file" if problem.code == "newer" else "backup.bad"
            return self._said([Message(key, {}, "error")], ids.SCREEN_TITLE)
        plan = backup_io.plan_import(self.shared.repo, backup)
        if plan.conflicts:
            self.backup_pending = (backup, plan)
            question = Message("backup.question", {"n": len(plan.conflicts)}, "info")
            return [self.shared.say(question), Focus(ids.BACKUP_QUESTION)]
        return self._apply(backup, plan, replace_them=False)

    def _apply(
        self, backup: backup_io.Backup, plan: backup_io.Plan, *, replace_them: bool
    ) -> list[Effect]:
        self.backup_pending = None
        shared, play = self.shared, self.play
        try:
            done = backup_io.apply_import(
                shared.repo, self.teach.progress, backup, plan, replace_them=replace_them
            )
        except STORAGE_REFUSED as exc:
            newer = isinstance(exc, KeptKeyError) and exc.code == "newer"
            return self._said([Message(f"backup.{'held' if newer else 'full'}", {}, "error")])
        self.teach.progress = done.progress
        if play.entry is not None and play.entry.id in done.replaced_ids:
            game_id, screen = play.entry.id, shared.screen
            if play.open(game_id, resumed=True):  # the game on show is the backup's now
                shared.screen = screen
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
        return [*shared.first_save(), *self._said(said)]

    def _said(self, messages: list[Message], focus: str = ids.BACKUP_MESSAGES) -> list[Effect]:
        self.backup_notices = messages
        return [Announce(" ".join(self.shared.text(m) for m in messages)), Focus(focus)]

    def backup_answer(self, replace_them: bool | None) -> list[Effect]:
        """The answer to the import's question: replace them, keep both, or cancel."""
        if self.backup_pending is None:
            return []
        backup, plan = self.backup_pending
        if replace_them is None:
            self.backup_pending = None
            return self._said([Message("backup.cancelled", {}, "info")], ids.backup("import"))
        return self._apply(backup, plan, replace_them=replace_them)
