"""The saving of the game on the table after every change (a save's result comes back as
effects), and what the table asks of the other device in a game on two devices."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from schotten.actions import Action
from schotten.rules import Deals
from schotten.state import GameState, Phase

from .. import ids
from ..effects import Effect, Focus
from ..game import Game
from ..model import Message
from ..storage.conflict import SaveConflict
from ..storage.entry import SaveEntry
from .shared import STORAGE_REFUSED, Fields, Screen, Shared, storage_code
from .stats import record_match


class TableLink(Protocol):
    """The other device of a game on two devices (:class:`ui.control.duet.DuetController`),
    as the table asks it."""

    def on_table(self) -> bool: ...
    def intercept(self, intent: str, arg: str, fields: Fields) -> list[Effect] | None: ...
    def after_local(self, game: Game) -> list[Effect]: ...
    def take_outbox(self) -> list[Effect]: ...
    def pending(self) -> bool: ...
    def peek(self, state: GameState) -> Action | None: ...
    def show_next(self, game: Game) -> list[Effect] | None: ...
    def revealed(self) -> bool | None: ...
    def record_text(self, game: Game) -> str | None: ...
    def away(self) -> bool: ...
    def replayable(self) -> bool: ...
    def deals(self) -> Deals | None: ...
    def away_message(self) -> Message: ...
    def dealing(self) -> int | None: ...


class TableSaves:
    """The saving half of :class:`ui.control.play.GameController`: the game on the table is
    written after every change, and a refused write is said or shown."""

    shared: Shared
    game: Game | None
    entry: SaveEntry | None
    stale: str | None
    link: TableLink | None
    fair_link: TableLink | None
    _changed: bool

    def _note_change(self, game: Game) -> None:
        self._changed = True

    def linked(self) -> TableLink | None:
        """The other device, when the game on the table is played on two devices (dealt by
        one device, or fairly)."""
        for link in (self.fair_link, self.link):
            if link is not None and link.on_table():
                return link
        return None

    def persist(self) -> None:
        """Write the game (raises what the repository raises)."""
        self._changed = False
        if self.game is not None and self.entry is not None:
            link = self.linked()
            text = link.record_text(self.game) if link is not None else None
            counted = link is None or link.revealed() is True  # the real match, once checked
            write_game(self.shared, self.game, self.entry, text, counted)

    def save_now(self) -> list[Effect]:
        """Save the game (changed elsewhere than by an intent); a refusal as effects."""
        self._changed = True
        return self.save()

    def save(self) -> list[Effect]:
        """Save the game if it changed; what the write did, as effects (nothing when it was
        kept; else the refusal said on the table, or the conflict screen)."""
        if not self._changed:
            return []
        try:
            self.persist()
        except (*STORAGE_REFUSED, SaveConflict) as exc:
            return self.refused(exc)
        return []

    def refused(self, exc: Exception) -> list[Effect]:
        """A write refused: another page's game (the conflict screen) or a full storage."""
        if isinstance(exc, SaveConflict):
            if exc.code == "damaged":
                return self.save_anew()
            self.stale = exc.code
            msg = Message(f"storage.{exc.code}", {}, "error")
            return [self.shared.say(msg), Focus(ids.SCREEN_TITLE)]
        if self.game is not None and self.shared.screen is Screen.GAME:
            return self._told(Message(f"storage.{storage_code(exc)}", {}, "error"))
        return self.shared.refused(exc)

    def save_anew(self) -> list[Effect]:
        """Another page damaged this game's save (it was set aside, out of the list): the
        game as this page holds it is saved again under a new key, and the player is told
        so."""
        if self.game is None or self.entry is None:
            return []
        repo = self.shared.repo
        self.entry = replace(self.entry, id=repo.new_id(), rev=0)
        try:
            self.persist()
            repo.set_current(self.entry.id)
        except (*STORAGE_REFUSED, SaveConflict) as exc:
            return self.refused(exc)
        self.stale = None
        msg = Message("storage.saved_anew", {}, "error")
        return self._told(msg) if self.shared.screen is Screen.GAME else [self.shared.say(msg)]

    def _told(self, msg: Message) -> list[Effect]:
        """``msg`` on the game's table, and said."""
        if self.game is not None:
            self.game.tell(msg)
        return [self.shared.say(msg)]


def write_game(
    shared: Shared, game: Game, entry: SaveEntry, text: str | None = None, counted: bool = True
) -> None:
    """Write ``game`` with its line of the list brought up to date (raises what the repository
    raises); a finished match goes into the statistics. ``text``: what is saved instead of the
    position (a game on two devices, on the device that does not deal: what it knows);
    ``counted``: a finished match goes into the statistics (not while its last round's cards
    are still to be checked: the position is masked)."""
    state: GameState = game.state
    entry.score = state.scores
    entry.round_no = state.round_no
    entry.rounds = state.options.rounds
    entry.finished = state.phase is Phase.MATCH_OVER
    entry.handover = game.handover
    if text is not None:
        shared.repo.save(entry, state, None, text=text)
    else:
        shared.repo.save(entry, state, game.undo_stack)
    if entry.finished and counted:
        record_match(shared.repo, entry.id, state, shared.now())
