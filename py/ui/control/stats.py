"""The statistics screen: the finished matches counted, exported, merged from a file, reset."""

from __future__ import annotations

import time
from contextlib import suppress

from schotten.state import GameState
from schotten.stats import add as add_record
from schotten.stats import compute, dump_records, merge
from schotten.stats import forget as forget_record

from .. import ids, render
from .. import learning as tools
from ..effects import Download, Effect, Focus
from ..model import Message, StatsModel, TallyModel
from ..storage.errors import SaveProblem
from ..storage.repository import SavesRepository
from .shared import STORAGE_REFUSED, Fields, Screen, Shared


def record_match(repo: SavesRepository, game_id: str, state: GameState, now: float) -> None:
    """Count a finished match in the statistics (once; a game recorded again replaces its
    record). An unreadable statistics key is set aside first, never written over."""
    read = tools.load_stats(repo)
    if read.problem is not None and tools.STATS_KEY in repo.bad_in_place:
        return
    if any(r.game_id == game_id for r in read.records):
        return
    record = tools.finished_record(game_id, state, now)
    if record is None:
        return
    # the game itself is saved; a refused write only misses this match
    with suppress(*STORAGE_REFUSED):
        tools.save_stats(repo, add_record(read.records, record))


class StatsController:
    """Screen.STATS."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.confirm_reset = False
        self.notices: list[Message] = []

    def clear_messages(self) -> None:
        self.notices = []

    def _said(self, msg: Message, focus: str = ids.SCREEN_TITLE) -> list[Effect]:
        self.notices = [msg]
        return [self.shared.say(msg), Focus(focus)]

    def model(self) -> StatsModel:
        read = tools.load_stats(self.shared.repo)
        messages = list(self.notices)
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
        return StatsModel(stats.games, tallies, h2h, self.confirm_reset, tuple(messages))

    def render(self) -> str:
        return render.stats_screen(self.model(), self.shared.t)

    def export(self, arg: str, fields: Fields) -> list[Effect]:
        text = dump_records(tools.load_stats(self.shared.repo).records)
        stamp = time.strftime("%Y-%m-%d", time.gmtime(self.shared.now()))
        effects = self._said(Message("stats.exported", {}, "success"), ids.STATS_EXPORT)
        return [Download(f"Schotten Totten - statistics - {stamp}.json", text), *effects]

    def import_text(self, text: str | bytes) -> list[Effect]:
        """An imported statistics file: its records merged with this device's (a game
        counted in both counts once)."""
        self.shared.screen = Screen.STATS
        self.shared.notices = []
        repo = self.shared.repo
        try:
            read = tools.read_stats_text(text)
        except SaveProblem:
            return self._said(Message("stats.import_bad", {}, "error"))
        here = tools.load_stats(repo)
        if here.problem is not None and tools.STATS_KEY in repo.bad_in_place:
            key = "stats.newer" if here.problem == "newer" else "stats.corrupt"
            return self._said(Message(key, {}, "error"))
        try:
            tools.save_stats(repo, merge(here.records, read.records))
        except STORAGE_REFUSED as exc:
            return self.shared.refused(exc)
        return self._said(Message("stats.imported", {"n": len(read.records)}, "success"))

    def forget(self, game_id: str) -> list[Effect] | None:
        """Take a game out of the statistics (it is being deleted); effects only when the
        statistics could not be written (then the game is not deleted either)."""
        repo = self.shared.repo
        read = tools.load_stats(repo)
        if read.problem is None and any(r.game_id == game_id for r in read.records):
            try:
                tools.save_stats(repo, forget_record(read.records, game_id))
            except STORAGE_REFUSED as exc:
                return self.shared.refused(exc)
        return None

    def reset(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_reset = True
        return [Focus(ids.STATS_RESET_YES)]

    def reset_cancel(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_reset = False
        return [Focus(ids.STATS_RESET)]

    def reset_confirm(self, arg: str, fields: Fields) -> list[Effect]:
        self.confirm_reset = False
        try:
            tools.save_stats(self.shared.repo, ())
        except STORAGE_REFUSED as exc:
            return self.shared.refused(exc)
        return self._said(Message("stats.reset_done", {}, "success"))
