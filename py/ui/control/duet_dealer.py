"""A game on two devices, on the device that deals: a new game made for the other device, a
game resumed after a drop (what the other device missed, or the whole game), a dealer that
went back to an older copy catching up, and what the dealer owes after each turn (a new
round's deal, a finished round's reveal, the seed at the match's end)."""

from __future__ import annotations

from typing import Any

from schotten import remote
from schotten.actions import NextRound, Return
from schotten.options import Options
from schotten.rules import Deals, apply, new_game
from schotten.state import GameState, Phase

from .. import ids
from ..effects import Effect, Focus
from ..storage.entry import SaveEntry
from .duet_link import GUEST, HOST, Link, digest, read_ply
from .duet_parts import DuetParts
from .shared import Screen, clean_name

MAX_AHEAD = 2000
"""The most actions a device that is ahead may send a dealer that is behind."""


class DealerSide(DuetParts):
    """The dealer's half of :class:`ui.control.duet.DuetController`."""

    def deals(self) -> Deals | None:
        """A game dealt by one device is replayed from its seed (not from its rounds' orders)."""
        return None

    def on_hello(self, msg: dict[str, Any]) -> list[Effect]:
        name = clean_name(str(msg["name"]), self.shared.t("new.default2"))
        game_id = str(msg["game"])
        if game_id and not msg["dealer"]:
            self._open_saved(game_id, HOST)  # this device deals that game: on the table
        if self.options is not None and not msg["dealer"] and not game_id:
            return self._new_as_dealer(name)  # this device's form asked for a new game
        link = self._table_link()
        if link is not None and link.dealer and game_id in ("", link.game_id):
            plies = msg.get("plies")
            return self._resume_as_dealer(
                name if game_id == "" else None,
                read_ply(plies) if game_id and plies is not None else None,
                str(msg.get("digest") or ""),
            )
        if msg["dealer"] and game_id:
            self._open_saved(game_id, GUEST)  # the dealer's start or catch-up comes next
        return []

    def _open_saved(self, game_id: str, role: str) -> None:
        """Put the saved game ``game_id`` on the table if this device holds it in ``role``."""
        entry = self.play.entry
        if entry is not None and entry.id == game_id:
            return
        saved = self.shared.repo.entry(game_id)
        if saved is not None and saved.peer == role:
            self.play.open(game_id, resumed=True)

    def _new_as_dealer(self, their_name: str) -> list[Effect]:
        """Make the game this device's form asked for: this device deals and sits first."""
        assert self.options is not None
        shared = self.shared
        names = (self.name, their_name)
        options = Options(
            variant=self.options.variant,
            claim_timing=self.options.claim_timing,
            rounds=self.options.rounds,
            first_player=self.options.first_player,
            names=names,
        )
        state = new_game(options, seed=self.seed_source())
        stamp = shared.now()
        entry = SaveEntry(shared.repo.new_id(), names, stamp, stamp, rounds=options.rounds)
        entry.peer = HOST
        self.play.play(state, names, entry, viewer=0)
        self.link = Link(entry.id, HOST, 0, sent=len(state.history), at=len(state.history))
        effects = self._saved()
        start = self._send(
            "start", game=entry.id, names=list(names), opening=remote.opening(state, 1)
        )
        self.options = None
        return [start, *effects, Focus(ids.SCREEN_TITLE)]

    def _resume_as_dealer(
        self, new_name: str | None, plies: int | None, their_digest: str
    ) -> list[Effect]:
        """The other device is back: what it missed if it agrees up to its ``plies`` (its
        history's digest), else the whole game (it compares, and says if they disagree)."""
        game, link = self.play.game, self.link
        assert game is not None and link is not None
        other = 1 - link.seat
        mine = remote.public_history(game.state, other)
        link.sent = link.at = len(game.state.history)
        link.queue.clear()
        link.ahead = None
        if new_name is not None:  # a device that has not this game: it joins as the other
            game.rename((game.names[0], new_name) if other else (new_name, game.names[1]))
        names = list(game.names)
        self.shared.screen = Screen.GAME
        back = Focus(ids.SCREEN_TITLE)
        if plies is not None and plies <= len(mine) and digest(mine[:plies]) == their_digest:
            data = remote.catch_up(game.state, other, plies)
            return [self._send("catch-up", game=link.game_id, names=names, data=data), back]
        opening = remote.opening(game.state, other)
        return [self._send("start", game=link.game_id, names=names, opening=opening), back]

    def on_ahead(self, msg: dict[str, Any]) -> list[Effect]:
        """Dealer: the other device holds more of the game than this one (this device went
        back to an older copy): its actions are applied here, each checked, as a catch-up."""
        link, game = self._table_link(), self.play.game
        if link is None or not link.dealer or game is None:
            return []
        acts = msg["acts"]
        if len(acts) > MAX_AHEAD or not all(isinstance(a, str) for a in acts):
            raise remote.RemoteError("malformed", "acts", why="acts")
        if read_ply(msg["ply"]) != len(game.state.history):
            raise remote.RemoteError("stale", "a catch-up from another ply")
        state, guest = game.state, 1 - link.seat
        for text in acts:
            if state.current_player == guest or text == "next":
                state = apply(state, remote.host_action(state, guest, text))
                continue
            action = remote.parse(text)
            if isinstance(action, Return) and action.concealed:
                return self._disagree()  # this device's own cards put back: not known here
            state = apply(state, action)
        game.take_back(state)  # the position as the other device holds it, no way back
        link.sent = link.at = len(state.history)
        return self.play.save_now()

    def _dealer_after(self, state: GameState, since: int) -> list[Effect]:
        """What the dealer owes the other device after the plies from ``since``: a new round's
        deal, a finished round's reveal, the seed at the match's end."""
        link = self.link
        assert link is not None
        other = 1 - link.seat
        effects: list[Effect] = []
        # a turn is sent as soon as a round is dealt: its NextRound is the batch's last ply
        last = len(state.history) - 1
        if last >= since and isinstance(state.history[last].action, NextRound):
            effects.append(self._send("deal", ply=last, deal=remote.deal_for(state, other)))
        if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            r = state.round_no
            effects.append(self._send("reveal", round=r, reveal=remote.reveal(state, r)))
        if state.phase is Phase.MATCH_OVER:
            effects.append(self._send("seed", seed=str(remote.seed_of(state))))
        return effects
