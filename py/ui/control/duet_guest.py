"""A game on two devices, on the device that does not deal: the dealer's messages (the game
started or resumed, the cards drawn, a new round's deal, a finished round's reveal, the seed
at the match's end), each checked by :mod:`schotten.remote` before anything changes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from schotten import remote
from schotten.actions import NextRound

from .. import ids
from ..effects import Effect, Focus
from ..game import Game, LinkedGame
from ..storage.entry import SaveEntry
from .duet_link import GUEST, Link, read_ply, seat_of, synced
from .duet_parts import DuetParts
from .shared import Screen, clean_name


class GuestSide(DuetParts):
    """The guest's half of :class:`ui.control.duet.DuetController`."""

    def on_start(self, msg: dict[str, Any]) -> list[Effect]:
        names = msg["names"]
        if not (isinstance(names, list) and len(names) == 2):
            raise remote.RemoteError("malformed", "names", why="names")
        game_id = str(msg["game"])
        record = remote.GuestRecord.from_opening(msg["opening"])
        state = remote.guest_state(msg["opening"])
        seat = record.seat
        if seat != seat_of(GUEST):
            raise remote.RemoteError("malformed", "the other device deals: it sits first")
        clean = (clean_name(str(names[0]), "?"), clean_name(str(names[1]), "?"))
        current = self.play.game
        link = self._table_link()
        if link is not None and current is not None and link.game_id == game_id:
            mine = remote.public_history(current.state, seat)  # a game held: the same one?
            theirs = remote.public_history(state, seat)
            found = remote.agreement(mine, theirs)
            if found.diverged:
                return self._disagree()
            if found.behind == "theirs":  # the dealer is behind: it catches up from here
                link.sent = link.at = len(current.state.history)
                return [self._send("ahead", ply=len(theirs), acts=mine[len(theirs) :])]
            entry = self.play.entry
        else:
            stamp = self.shared.now()
            free = self.shared.repo.entry(game_id) is None
            new_id = game_id if free else self.shared.repo.new_id()
            entry = SaveEntry(new_id, clean, stamp, stamp, rounds=state.options.rounds)
            entry.peer = GUEST
        assert entry is not None
        plies = len(state.history)
        self.link = Link(entry.id, GUEST, seat, sent=plies, at=plies, record=record)
        game = self.play.play(state, clean, entry, viewer=seat, linked=True)
        assert isinstance(game, LinkedGame)
        game.draws = self.draws
        return [*self._saved(), Focus(ids.SCREEN_TITLE)]

    def on_catch_up(self, msg: dict[str, Any]) -> list[Effect]:
        """The dealer: what this device missed of the game it holds (it agreed up to a ply)."""
        link, game = self._table_link(), self.play.game
        if link is None or link.dealer or game is None or link.record is None:
            raise remote.RemoteError("stale", "a catch-up for a game not on the table")
        if link.game_id != str(msg["game"]):
            raise remote.RemoteError("stale", "a catch-up for another game")
        link.record, state = remote.guest_catch_up(link.record, msg["data"])
        plies = len(state.history)
        self.link = Link(link.game_id, GUEST, link.seat, sent=plies, at=plies, record=link.record)
        game.state = state
        game.undo_stack.clear()
        game.selected = None
        self.shared.screen = Screen.GAME
        return [*self.play.save_now(), Focus(ids.SCREEN_TITLE)]

    def on_drawn(self, msg: dict[str, Any]) -> list[Effect]:
        link = self._table_link()
        if link is None or link.dealer:
            return []
        cards = msg["cards"]
        if len(cards) > 5 or not all(isinstance(c, str) for c in cards):
            raise remote.RemoteError("malformed", "cards", why="cards")
        link.drawn[read_ply(msg["ply"])] = [str(c) for c in cards]
        return self._redo()

    def on_deal(self, msg: dict[str, Any]) -> list[Effect]:
        link = self._table_link()
        if link is None or link.dealer:
            return []
        link.deals[read_ply(msg["ply"])] = dict(msg["deal"])
        return self._redo()

    def on_reveal(self, msg: dict[str, Any]) -> list[Effect]:
        link, game = self._table_link(), self.play.game
        if link is None or link.dealer or game is None:
            return []
        link.reveals[read_ply(msg["round"])] = dict(msg["reveal"])
        return self.play.save_now() if self._reveal_if_over(game) else []

    @staticmethod
    def _next_round(game: Game, link: Link, deal: dict[str, Any]) -> None:
        """Guest: the next round as the dealer dealt it."""
        after = remote.guest_next_round(game.state, link.seat, deal)
        assert link.record is not None and isinstance(game, LinkedGame)
        link.record = link.record.add_deal(deal)
        game.advance(NextRound(), after)

    def _reveal_if_over(self, game: Game) -> bool:
        """Once the round on the table is over and its deal revealed, the real round takes the
        stand-ins' place (checked ply by ply: ``mismatch`` raised); once the match is over
        and the seed told, the whole real match (checked against the commitment). Whether
        the game changed."""
        link = self.link
        assert link is not None and link.record is not None
        r = game.state.round_no
        if not game.round_over or link.seed is not None:
            return False
        changed = False
        if r in link.reveals and r >= len(link.record.reveals):
            record = synced(link.record, game.state)
            link.record, game.state = remote.guest_verify(record, link.reveals[r])
            del link.reveals[r]  # checked, and in the record
            changed = True
        if game.state.is_terminal and link.told_seed is not None and r < len(link.record.reveals):
            whole = remote.guest_complete(synced(link.record, game.state), link.told_seed)
            entry = self.play.entry
            names = entry.names if entry is not None else None
            game.state = replace(whole, options=replace(whole.options, names=names))
            link.seed = link.told_seed
            changed = True
        return changed

    def on_seed(self, msg: dict[str, Any]) -> list[Effect]:
        link, game = self._table_link(), self.play.game
        if link is None or link.dealer or game is None:
            return []
        try:
            link.told_seed = int(str(msg["seed"]))
        except ValueError as exc:
            raise remote.RemoteError("malformed", "seed", why="seed") from exc
        if self._reveal_if_over(game):
            return self.play.save_now()
        return []
