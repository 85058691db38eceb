"""A game on two devices dealt fairly (#46; docs/ui.md "A game on two devices"): neither device
holds the other's hand nor the decks' order (:mod:`schotten.fair_play`, one device's side).

The device that made the game sits first (seat 0) and picks who plays first; it sends the
game (``fair-start``), then both devices deal each round in turn (steps 1-3, the hands opened:
a progress bar on both screens). Every engine message travels numbered in a ``fair`` envelope
(fragments when long, :mod:`.duet_frames`), taken only in order: one already taken or one
after a gap is refused. This player's actions stay on this device (the take-back) until the
turn passes; then each goes through :func:`schotten.fair_play.play` and is sent. A drawing
action waits for the other's ``open`` (the intent is done again then, as a guest's draw of
#45). The other's actions are shown one by one at the computer's pace. When a round ends both
devices send their secret; the other's is checked and the real round takes the masked one's
place ("Fair deal checked"), or what failed is said and the game stops there, both saves kept.

Each device saves its side, the messages it sent in this round and the last, and how many it
took (:class:`ui.storage.fair_record.FairRecord`); on a new channel both say in ``hello`` how
many they took, and each sends again what the other missed.

Once the match is over and its last round checked, it is replayed and reviewed from its rounds'
orders (:meth:`FairDuet.deals`; a fair game does not come from its seed).
"""

from __future__ import annotations

import secrets
from collections import Counter
from dataclasses import replace
from typing import Any

from schotten import fair_play, remote
from schotten.actions import Action, EndTurn, NextRound
from schotten.errors import SchottenError
from schotten.events import action_events
from schotten.fair_play import Side
from schotten.options import Options
from schotten.rules import Deals
from schotten.state import GameState, Phase

from .. import ids
from ..effects import Effect, Focus, PeerSend
from ..game import Game, LinkedGame
from ..model import Message
from ..storage.entry import SaveEntry
from ..storage.errors import SaveProblem
from ..storage.fair_record import FairRecord
from .duet_fair_parts import (
    CHECK_CODES,
    Duet,
    FairTable,
    Shown,
    deal_progress,
    envelope,
    failure,
)
from .duet_frames import Gather, split
from .duet_link import FAIR_ROLES, LOOKING, VERSION, read_ply
from .shared import Fields, Screen, clean_name

FAIR_DEAL = True
"""New games on two devices are dealt fairly. ``False``: by the device that made them (#45's
protocol, which the games saved before this one keep)."""
DEAL_SETTING = "duet_deal"
"""A setting no screen shows: ``dealer`` makes this device's new games on two devices dealt
by it, as #45's were (the browser tests of #45's protocol set it)."""


def deals_fairly(fair_deal: bool, settings: dict[str, str]) -> bool:
    """Are this device's new games on two devices dealt fairly?"""
    return fair_deal and settings.get(DEAL_SETTING) != "dealer"


class FairDuet:
    """The game dealt fairly on this device and the other device's messages for it; the
    table's link (:class:`ui.control.table_saves.TableLink`) while it is on the table."""

    def __init__(self, duet: Duet) -> None:
        self.duet = duet
        self.shared = duet.shared
        self.play = duet.play
        self.table: FairTable | None = None
        """The game dealt fairly on the table (read from its save when it was opened)."""
        self.new: FairTable | None = None
        """A new game whose first round is being dealt (not saved yet, nor on the table)."""
        self.channel_game: str | None = None
        """The game this channel plays (its id on both devices)."""
        self.gather = Gather()
        self._frame_id = 0
        self.started = True
        """A game was made or resumed on this channel: a ``fair-start`` is refused (one game
        per channel)."""
        self.play.fair_link = self

    def channel_open(self, holds: bool) -> None:
        """A new channel: nothing gathered, no game made or resumed on it yet (``holds``: this
        device named the game on its table in its hello)."""
        self.gather.drop()
        self.started = False
        self.new = None  # a first deal cut off: that game was not saved
        table = self.table if holds and self.on_table() else None
        self.channel_game = table.record.game if table is not None else None

    # --- a new game ------------------------------------------------------------------------

    def new_game(self, their_name: str) -> list[Effect]:
        """The device that made the game: its options sent, the first round's deal begun
        (this device sits first; who plays first is drawn here)."""
        form = self.duet.options
        assert form is not None
        names = (self.duet.name, their_name)
        first = form.first_player if form.first_player is not None else secrets.randbelow(2)
        options = Options(
            variant=form.variant,
            claim_timing=form.claim_timing,
            rounds=form.rounds,
            first_player=first,
            names=names,
        )
        game = self.shared.repo.new_id()
        table = FairTable(None, FairRecord(game, fair_play.new_side(options, 0)), names)
        self.new, self.channel_game, self.started = table, game, True
        self.duet.options = None
        start = self.duet._send(
            "fair-start", game=game, names=list(names), options=options.to_dict()
        )
        side, msgs = fair_play.begin(table.side)
        table.record.side = side
        return [start, *self._emit(table, msgs)]

    def on_start(self, msg: dict[str, Any]) -> list[Effect]:
        """The other device made a game dealt fairly: this device sits second."""
        names = msg["names"]
        if not (isinstance(names, list) and len(names) == 2):
            raise remote.RemoteError("malformed", "names", why="names")
        clean = (clean_name(str(names[0]), "?"), clean_name(str(names[1]), "?"))
        game = str(msg["game"])[:40]
        try:
            options = Options.from_dict(msg["options"])
            side = fair_play.new_side(replace(options, names=clean), 1)
        except (SchottenError, KeyError, TypeError, ValueError) as exc:
            raise remote.RemoteError("malformed", f"options: {exc}", why="options") from None
        if self.started or self.shared.repo.entry(game) is not None:
            raise remote.RemoteError("stale", "a new game on a channel that has one")
        self.new = FairTable(None, FairRecord(game, side), clean)
        self.channel_game, self.started = game, True
        return []

    def _first_deal(self, table: FairTable) -> list[Effect]:
        """The first round dealt: the game is saved and put on the table."""
        assert table.side.state is not None
        self.table, self.new = table, None
        repo, stamp = self.shared.repo, self.shared.now()
        free = repo.entry(table.record.game) is None  # the same id on both, when free here
        entry_id = table.record.game if free else repo.new_id()
        rounds = table.side.options.rounds
        entry = SaveEntry(entry_id, table.names, stamp, stamp, rounds=rounds)
        entry.peer = FAIR_ROLES[table.seat]
        table.entry_id = entry.id
        game = self.play.play(table.side.state, table.names, entry, viewer=table.seat, linked=True)
        assert isinstance(game, LinkedGame)
        game.draws = self.draws
        return [*self.duet._saved(), Focus(ids.SCREEN_TITLE)]

    # --- the channel ------------------------------------------------------------------------

    def _emit(self, table: FairTable, msgs: list[dict[str, Any]]) -> list[Effect]:
        """Engine messages numbered, logged (to send again after a drop) and sent."""
        record, out = table.record, []
        for msg in msgs:
            n = record.sent
            record.sent += 1
            record.log.append((n, msg))
            out += self._frames(envelope(n, msg, VERSION))
        oldest = record.side.round_no - 1  # the other may miss nothing older (docs/ui.md)
        record.log = [(n, m) for n, m in record.log if m.get("round", oldest) >= oldest]
        return out

    def _frames(self, text: str) -> list[Effect]:
        self._frame_id += 1
        return [PeerSend(part) for part in split(text, self._frame_id, VERSION)]

    def hello(self) -> dict[str, Any] | None:
        """This device's ``hello`` fields for the game dealt fairly on the table (``None``:
        none is)."""
        if not self.on_table():
            return None
        table = self.table
        assert table is not None
        return {"game": table.record.game, "dealer": table.seat == 0, "got": table.record.got}

    def claims(self, msg: dict[str, Any]) -> bool:
        """Is the other's ``hello`` about a game dealt fairly that this device holds?"""
        game = str(msg["game"])
        if not game or msg.get("got") is None:
            return False
        if self.on_table() and self.table is not None and self.table.record.game == game:
            return True
        saved = self.shared.repo.entry(game)
        return saved is not None and saved.peer in FAIR_ROLES

    def on_hello(self, msg: dict[str, Any]) -> list[Effect]:
        """The other device is back: what it missed is sent again."""
        game = str(msg["game"])
        if not self.on_table() or self.table is None or self.table.record.game != game:
            self.play.open(game, resumed=True)
        table = self.table
        if not self.on_table() or table is None or table.record.game != game:
            return []
        self.channel_game, self.started = game, True
        got, record = read_ply(msg["got"]), table.record
        again = [(n, m) for n, m in record.log if n >= got]
        if got > record.sent or (got < record.sent and (not again or again[0][0] != got)):
            return self.duet._disagree()
        self.shared.screen = Screen.GAME
        game_on = self.play.game
        said = game_on.message if game_on is not None else None
        if game_on is not None and said is not None and said.key in ("duet.lost", "duet.offline"):
            game_on.dismiss()  # the other device is back
        out: list[Effect] = []
        for n, m in again:
            out += self._frames(envelope(n, m, VERSION))
        return [*out, Focus(ids.SCREEN_TITLE)]

    def part(self, msg: dict[str, Any]) -> str | None:
        return self.gather.add(msg)

    def on_fair(self, msg: dict[str, Any]) -> list[Effect]:
        """One engine message of the other device, in its order."""
        table = self._live()
        if table is None:
            raise remote.RemoteError("stale", "a message for no game here")
        n, record = read_ply(msg["n"]), table.record
        if n != record.got:
            why = "it came already" if n < record.got else "one before it is missing"
            raise remote.RemoteError("stale", f"message {n}: {why}", ply=-1)
        body, before = msg["msg"], record.side
        try:
            side, out = fair_play.receive(before, body)
        except remote.RemoteError as exc:
            if body.get("what") == "secret" and exc.code in CHECK_CODES:
                return self._failed(table, exc)
            raise
        record.got += 1
        record.side = side
        effects = self._emit(table, out)
        effects += self._after(table, before, side)
        return [*effects, *self._save(table)]

    def _live(self) -> FairTable | None:
        """The game of this channel's messages: the new one being dealt, else the one on the
        table when it is this channel's."""
        if self.new is not None:
            return self.new
        table = self.table
        if table is None or not self.on_table() or table.record.game != self.channel_game:
            return None
        return table

    def _failed(self, table: FairTable, exc: remote.RemoteError) -> list[Effect]:
        """The other's secret does not check: said on the table; the game stops there."""
        table.failed = failure(exc)
        tell = self.duet._send("refused", code=exc.code, detail=str(exc)[:200])
        if table.queue:  # said once the round's last moves are shown
            table.queue.append(Shown("failed", NextRound(), table.queue[-1].state))
            return [tell]
        return [*self.duet._tell(table.failed), tell]

    def _after(self, table: FairTable, before: Side, side: Side) -> list[Effect]:
        """What a message taken changes on the table."""
        effects: list[Effect] = []
        if before.state is None and side.state is not None:  # a round dealt
            if table.entry_id is None:
                return self._first_deal(table)
            table.queue.append(Shown("deal", NextRound(), side.state))
        elif before.waiting is not None and side.waiting is None:  # this player's cards came
            effects += self._redo(table, before.waiting)
        elif before.state is not None and side.state is not None:
            grew = len(side.state.history) > len(before.state.history)
            if grew and side.state.history[-1].player != side.seat:
                table.queue.append(Shown("act", side.state.history[-1].action, side.state))
        if len(side.checked) > len(before.checked) and side.ended is not None:
            table.queue.append(Shown("checked", NextRound(), side.ended))
        return effects

    def _redo(self, table: FairTable, action: Action) -> list[Effect]:
        """This player's drawing action: its cards came; the intent is done again (after a
        reload, when none waits, the action is shown as it was applied)."""
        game = self.play.game
        if table.pending is None:
            if game is not None and isinstance(game, LinkedGame) and table.side.state is not None:
                _show(game, action, table.side.state)
            return []
        intent, arg, fields = table.pending
        table.pending = None
        return self.duet.redo(intent, arg, fields)

    def _save(self, table: FairTable) -> list[Effect]:
        return self.play.save_now() if self.on_table() and self.table is table else []

    # --- the table's link ------------------------------------------------------------------

    def on_table(self) -> bool:
        """Is the game on the table dealt fairly (its table read from its save when opened)?"""
        entry, game = self.play.entry, self.play.game
        if entry is None or game is None or entry.peer not in FAIR_ROLES:
            return False
        table = self.table
        if table is not None and table.entry_id == entry.id:
            return True
        try:
            record = FairRecord.from_text(self.shared.repo.game_text(entry.id) or "")
        except SaveProblem:
            return False
        self.table = FairTable(entry.id, record, game.names)
        if isinstance(game, LinkedGame):
            game.draws = self.draws
        return True

    def dealing(self) -> int | None:
        """How far the deal of the round on the table went (``None``: it is not being dealt)."""
        table = self.table
        if table is None or table.side.state is not None:
            return None
        return deal_progress(table.side)

    def first_deal(self) -> int | None:
        """How far the first round's deal went, before the game is on the table."""
        return None if self.new is None else deal_progress(self.new.side)

    def intercept(self, intent: str, arg: str, fields: Fields) -> list[Effect] | None:
        """Before this player's intent: ``None`` lets it apply."""
        table, game = self.table, self.play.game
        if table is None or game is None:
            return None
        self.duet.current = (intent, arg, dict(fields))
        if self.away() and intent not in LOOKING:
            msg = Message("duet.offline", {"name": self.duet._other_name()}, "error")
            return self.duet._tell(msg)
        if table.pending is not None or table.queue or table.failed is not None:
            return []
        side = table.side
        if intent == "next-round" and game.state.phase is Phase.ROUND_OVER:
            if not side.round_checked:
                return []  # dealt already, or the round not checked yet
            side, msgs = fair_play.play(side, NextRound())
            table.record.side = side
            return [*self._emit(table, msgs), *self.play.save_now()]
        if side.state is None or side.waiting is not None:
            return []
        return None

    def draws(self, state: GameState, action: Action) -> GameState | None:
        """This player's drawing action (``LinkedGame.draws``): with its cards once the other
        opened them; else the turn is sent with it, and ``None``."""
        table, game = self.table, self.play.game
        if table is None or game is None:
            return state
        side = table.side
        after = side.state
        if after is not None and side.waiting is None and len(after.history) > len(state.history):
            drawn = Counter(after.hands[table.seat]) - Counter(state.hands[table.seat])
            cards = [str(c) for c in drawn.elements()]
            return remote.guest_put_drawn(state, table.seat, action, cards)
        self.duet.outbox += self._flush(game, action)
        if table.side.waiting is None:
            return state  # the decks are empty: nothing to wait for
        table.pending = self.duet.current
        return None

    def after_local(self, game: Game) -> list[Effect]:
        """After this player's intent: its actions sent once the turn passed."""
        table = self.table
        if table is None or table.side.state is None or table.side.waiting is not None:
            return []
        state, base = game.state, table.side.state
        if len(state.history) <= len(base.history):
            if len(state.history) == len(base.history):
                game.state = base  # the cards drawn: the side's own position
            return []
        last = state.history[-1].action
        over = state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        if isinstance(last, EndTurn) or over or state.current_player != table.seat:
            return self._flush(game)
        return []

    def _flush(self, game: Game, drawing: Action | None = None) -> list[Effect]:
        """This player's held actions (and ``drawing``) through the engine, sent."""
        table = self.table
        assert table is not None
        side = table.side
        assert side.state is not None
        held = [e.action for e in game.state.history[len(side.state.history) :]]
        msgs: list[dict[str, Any]] = []
        for action in [*held, *([drawing] if drawing is not None else [])]:
            side, out = fair_play.play(side, action)
            msgs += out
        table.record.side = side
        game.undo_stack.clear()
        if side.waiting is None and side.state is not None:
            game.state = side.state
        return [*self._emit(table, msgs), *self.play.save_now()]

    def take_outbox(self) -> list[Effect]:
        return self.duet.take_outbox()

    def pending(self) -> bool:
        table = self.table
        return table is not None and bool(table.queue) and self.play.game is not None

    def peek(self, state: GameState) -> Action | None:
        return self.table.queue[0].action if self.pending() and self.table else None

    def show_next(self, game: Game) -> list[Effect] | None:
        """The other's next action (or the round dealt, or checked) shown on the table."""
        table = self.table
        assert table is not None and isinstance(game, LinkedGame)
        item = table.queue.pop(0)
        if item.kind == "failed" and table.failed is not None:
            return self.duet._tell(table.failed)
        if item.kind != "checked":
            _show(game, item.action, item.state)
            return None
        game.take_back(item.state)  # the real round in the masked one's place
        msg = Message("duet.fair.checked", {}, "info")
        return [*self.duet._tell(msg), *self.play.save_now()]

    def revealed(self) -> bool | None:
        """Is the round on the table, if over, checked (``None``: its check failed)?"""
        table, game = self.table, self.play.game
        if table is None or game is None or not game.round_over:
            return True
        if table.failed is not None:
            return None
        return not table.queue and len(table.side.checked) > game.state.round_no

    def record_text(self, game: Game) -> str | None:
        """The save: the side, what was sent, and this player's actions held here."""
        table = self.table
        assert table is not None
        record, base = table.record, table.side.state
        held: tuple[str, ...] = ()
        if base is not None and table.side.waiting is None and not table.queue:
            held = tuple(str(e.action) for e in game.state.history[len(base.history) :])
        record.held = held
        return record.to_text()

    def away(self) -> bool:
        """Is the other device of the game on the table away (no channel, or a channel that
        plays another game)?"""
        table = self.table
        return not self.duet.open or table is None or table.record.game != self.channel_game

    def replayable(self) -> bool:
        """Once the match is over and its last round checked (replayed from its orders)."""
        return self.deals() is not None

    def deals(self) -> Deals | None:
        """The rounds' orders of the match on the table, once it is over and checked."""
        table, game = self.table, self.play.game
        if table is None or game is None or game.state.phase is not Phase.MATCH_OVER:
            return None
        checked = table.side.checked
        return checked if self.revealed() and len(checked) == game.state.round_no + 1 else None

    def away_message(self) -> Message:
        return self.duet.away_message()


def _show(game: LinkedGame, action: Action, after: GameState) -> None:
    """``action`` of the other device (or this one's, its cards come) shown as applied."""
    before = game.state
    game.advance(action, after)  # its events: the state's differences
    game.events = action_events(before.current_player, action, before.round_no) + game.events
