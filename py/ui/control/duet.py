"""A game on two devices (docs/ui.md, "Two devices"): this device's game on the table and the
other device, through the page's data channel.

New games are dealt fairly by both devices (:mod:`.duet_fair`, #46); the games saved before
keep #45's protocol, here: one device deals (``host`` in the save: it made the game and holds
its seed); the other (``guest``) holds the masked game of :mod:`schotten.remote`. A player's
actions stay on their device (the take-back works) until the turn passes, the round ends or
the guest needs cards from the dealer; then they are sent whole (``acts``). The other
device's actions are shown one by one at the computer's pace, with its motion, sounds and
words (:meth:`show_next`, called by the page's timer tasks as the computer's turn is).

Everything the other device sends is untrusted: each message is bounded, versioned, checked
against :data:`ui.protocol.PEER` and every action goes through the engine before anything
changes. A refused one is said on this screen, told to the other device, and nothing is lost.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from schotten import remote
from schotten.actions import Action, EndTurn, NextRound, parse_action
from schotten.errors import SchottenError
from schotten.options import Options
from schotten.rules import apply
from schotten.state import GameState, Phase

from .. import ids
from ..effects import Effect, Focus, PeerSend
from ..game import Game, LinkedGame, draws_cards
from ..model import Message
from .duet_dealer import DealerSide
from .duet_fair import FAIR_DEAL, FairDuet, deals_fairly
from .duet_frames import MAX_WHOLE
from .duet_guest import GuestSide
from .duet_link import (
    GUEST,
    HOST,
    LOOKING,
    MAX_ACTS,
    VERSION,
    Link,
    as_refusal,
    digest,
    read_message,
    read_ply,
    repeats,
    seat_of,
    synced,
)
from .play import GameController
from .shared import STORAGE_REFUSED, Fields, Screen, Shared, clean_name

GONE = ("duet.lost", "duet.offline")
"""What a game says while the other device is away."""


class DuetController(DealerSide, GuestSide):
    """The other device's side of a game on two devices (see the module docstring)."""

    def __init__(self, shared: Shared, play: GameController) -> None:
        self.shared = shared
        self.play = play
        self.link: Link | None = None
        self.open = False
        self.name = ""
        """This device's player's name (typed on the pairing screen)."""
        self.options: Options | None = None
        """A new game's options, on the device that made it (else ``None``)."""
        self.current: tuple[str, str, dict[str, str]] = ("", "", {})
        """The intent being done on the table (a guest's draw waits with it)."""
        self.outbox: list[Effect] = []
        """Messages to send made while an intent was being done."""
        self.pairing: Callable[[str, str], list[Effect]] | None = None
        """The pairing controller's ``repair`` (set by the app)."""
        self.seed_source: Callable[[], int] = remote.host_seed
        """A new game's seed: 63 random bits (the other device must not guess it)."""
        self.router: Callable[[str, str, dict[str, str]], list[Effect]] | None = None
        """The app's :meth:`~ui.app.App.handle` (an intent that waited is done again)."""
        play.link = self
        self.fair = FairDuet(self)
        """A game dealt fairly (#46), on the table or being dealt."""
        self.fair_deal = FAIR_DEAL
        """New games are dealt fairly (``False``: by this device, as the games of #45)."""

    # --- the pairing screen's hooks ---------------------------------------------------------

    def opened(
        self, role: str, name: str, options: Options | None, game_id: str | None = None
    ) -> list[Effect]:
        """The data channel is open: say hello. ``role``: ``host`` when this device deals (a
        new game's, with its ``options``); ``game_id``: the saved game paired again (put on
        the table), else the game on the table if it is one on two devices."""
        self.open = True
        saved = self.shared.repo.entry(game_id) if game_id is not None else None
        if saved is not None and saved.peer is not None:
            self._open_saved(saved.id, saved.peer)
        default = self.shared.t("new.default1" if role == HOST else "new.default2")
        self.name = clean_name(name, default)
        self.options = options if role == HOST else None
        link, game = self._table_link(), self.play.game
        if game is not None and game.message is not None and game.message.key in GONE:
            game.dismiss()  # the other device is back
        hello: dict[str, Any] = {"name": self.name, "game": "", "dealer": role == HOST}
        fair = self.fair.hello()
        if fair is not None:
            hello |= fair
        elif link is not None and game is not None:
            history = remote.public_history(game.state, link.seat)
            hello |= {
                "game": link.game_id,
                "dealer": link.dealer,
                "plies": len(history),
                "digest": digest(history),
            }
        self.fair.channel_open(holds=bool(hello["game"]))
        return [self._send("hello", **hello)]

    def closed(self, detail: str) -> list[Effect]:
        """The other device is gone: the game waits (a new code goes on)."""
        self.open = False
        if (self.link is None and not self.fair.on_table()) or self.play.game is None:
            return []
        msg = Message("duet.lost", {"name": self._other_name()}, "error")
        return self._tell(msg)

    def received(self, data: str) -> list[Effect]:
        """One message from the other device."""
        try:
            msg = read_message(data)
            if msg["type"] == "part":  # a long message's fragment (ui.control.duet_frames)
                whole = self.fair.part(msg)
                if whole is None:
                    return []
                msg = read_message(whole, MAX_WHOLE)
            return self._dispatch(msg)
        except (remote.RemoteError, SchottenError) as exc:
            return self._refuse(as_refusal(exc))

    def _holds(self, game_id: str) -> bool:
        """Does this device hold the game the other names (none: ``""``)? One it does not is
        another game on the other's table: a new game is made all the same."""
        return bool(game_id) and self.shared.repo.entry(game_id) is not None

    def _dispatch(self, msg: dict[str, Any]) -> list[Effect]:
        kind = msg["type"]
        if kind == "hello" and self.fair.claims(msg):
            return self.fair.on_hello(msg)  # a game dealt fairly, paired again
        new = kind == "hello" and not msg["dealer"] and not self._holds(str(msg["game"]))
        fair = new and deals_fairly(self.fair_deal, self.shared.repo.settings())
        if fair and self.options is not None:  # this device's form's new game
            return self.fair.new_game(clean_name(str(msg["name"]), self.shared.t("new.default2")))
        if kind == "fair-start":
            return self.fair.on_start(msg)
        if kind == "fair":
            return self.fair.on_fair(msg)
        if kind == "part":
            raise remote.RemoteError("malformed", "a fragment in fragments", why="part")
        return HANDLERS[kind](self, msg)

    # --- what the game controller asks ------------------------------------------------------

    def _table_link(self) -> Link | None:
        """The link of the game on the table, made from its save's mark when it was opened
        (``None``: not a game on two devices)."""
        link, entry, game = self.link, self.play.entry, self.play.game
        if entry is None or game is None:
            return None
        if link is not None and link.game_id == entry.id:
            return link
        if entry.peer not in (HOST, GUEST):
            return None
        plies = len(game.state.history)
        link = Link(entry.id, entry.peer, seat_of(entry.peer), sent=plies, at=plies)
        if not link.dealer:
            text = self.shared.repo.game_text(entry.id)
            try:
                link.record = remote.GuestRecord.from_json(text or "")
            except remote.RemoteError:
                link.seed = 0  # the whole game (the match over, the seed known)
            if isinstance(game, LinkedGame):
                game.draws = self.draws
        self.link = link
        return link

    def replayable(self) -> bool:
        """May the game on the table be replayed? Not on the guest until the dealer's seed
        made it whole at the match's end (its rounds were dealt from the other device)."""
        link = self._table_link()
        return link is None or link.dealer or link.seed is not None

    def away(self) -> bool:
        """Is the other device of the game on the table away (no open channel)?"""
        return not self.open

    def away_message(self) -> Message:
        return Message("duet.offline", {"name": self._other_name()}, "info")

    def pair_table(self, arg: str, fields: Fields) -> list[Effect]:
        """The table's "Make a new code": the pairing screens for the game on the table."""
        entry = self.play.entry
        if self.fair.on_table() and entry is not None and entry.peer is not None:
            if self.open or self.pairing is None:
                return []
            return self.pairing(entry.id, HOST if entry.peer == "fair0" else GUEST)
        link = self._table_link()
        if link is None or self.open or self.pairing is None:
            return []
        return self.pairing(link.game_id, link.role)

    def on_table(self) -> bool:
        """Is the game on the table played on two devices?"""
        return self._table_link() is not None

    def record_text(self, game: Game) -> str | None:
        """What the guest saves instead of the masked position (``None``: the game itself)."""
        link = self._table_link()
        if link is None or link.dealer or link.seed is not None or link.record is None:
            return None
        return synced(link.record, game.state).to_json()

    def pending(self) -> bool:
        """Is an action of the other device ready to be shown?"""
        link, game = self._table_link(), self.play.game
        if link is None or game is None or not link.queue:
            return False
        if link.at != len(game.state.history):
            return False
        text = link.queue[0]
        if text == "next" and not link.dealer:
            return link.at in link.deals
        return True

    def peek(self, state: GameState) -> Action | None:
        if not self.pending():
            return None
        link = self.link
        assert link is not None
        if link.dealer:
            return parse_action(link.queue[0])
        if link.queue[0] == "next":
            return NextRound()
        return remote.guest_prepare(state, link.seat, link.queue[0])[1]

    def show_next(self, game: Game) -> list[Effect] | None:
        """Apply the other device's next action to ``game`` (``None``); a refusal's effects
        if the engine refuses it after all (then nothing of it is applied)."""
        link = self.link
        assert link is not None
        text = link.queue.pop(0)
        link.at += 1
        if not link.queue:
            link.ahead = None  # the game on the table has caught up
        try:
            if link.dealer:
                action = remote.host_action(game.state, 1 - link.seat, text)
                if not game.apply_other(action):
                    raise remote.RemoteError("illegal", text, action=text)
                return None
            if text == "next":
                self._next_round(game, link, link.deals.pop(link.at - 1))
                return None
            state, action = remote.guest_prepare(game.state, link.seat, text)
            before = game.state
            game.state = state
            if not game.apply_other(action):
                game.state = before
                raise remote.RemoteError("illegal", text, action=text)
            self._reveal_if_over(game)
            return None
        except (remote.RemoteError, SchottenError) as exc:
            link.queue.clear()
            link.ahead = None
            link.at = len(game.state.history)
            return self._refuse(as_refusal(exc))

    def after_local(self, game: Game) -> list[Effect]:
        """After this device's own intent: send the turn once it is over."""
        link = self._table_link()
        if link is None:
            return []
        state = game.state
        history = state.history
        if len(history) <= link.sent:
            return []
        last = history[-1].action
        over = state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        if not (isinstance(last, EndTurn | NextRound) or over or state.current_player != link.seat):
            return []
        return self._flush(game)

    def _flush(self, game: Game, extra: str | None = None) -> list[Effect]:
        link = self.link
        assert link is not None
        state = game.state
        # the dealer's cards put back stay hidden from the other device; the other device's
        # go to the dealer in the clear (it dealt them, and must put them in its decks)
        viewer = 1 - link.seat if link.dealer else link.seat
        acts = remote.public_actions(state, link.sent, viewer)
        ply = link.sent
        if extra is not None:
            acts.append(extra)
        link.sent = len(state.history) + (1 if extra is not None else 0)
        game.undo_stack.clear()
        effects: list[Effect] = [self._send("acts", ply=ply, acts=acts)] if acts else []
        if link.dealer:
            effects += self._dealer_after(state, ply)
        return effects

    def draws(self, state: GameState, action: Action) -> GameState | None:
        """The guest's own drawing action (``Game.draws``): with the dealer's cards; else the
        turn is sent with it, and ``None`` (the intent is done again once they come)."""
        link, game = self._table_link(), self.play.game
        ply = len(state.history)
        if link is None or link.dealer or game is None:
            return state
        if ply in link.drawn:
            cards = link.drawn.pop(ply)
            assert link.record is not None
            prepared = remote.guest_put_drawn(state, link.seat, action, cards)
            link.record = link.record.add_drawn(ply, cards)  # once checked
            return prepared
        link.pending = self.current
        self.outbox += self._flush(game, extra=str(action))
        return None

    def intercept(self, intent: str, arg: str, fields: Fields) -> list[Effect] | None:
        """Before this device's intent on the table: ``None`` lets it apply; else its effects
        (a next round the dealer deals, the other device gone, its moves still shown)."""
        link, game = self._table_link(), self.play.game
        if link is None or game is None:
            return None
        self.current = (intent, arg, dict(fields))
        if not self.open and intent not in LOOKING:
            return self._tell(Message("duet.offline", {"name": self._other_name()}, "error"))
        if link.pending is not None or link.queue:
            return []  # waiting for the dealer, or the other's moves still being shown
        state = game.state
        ply = len(state.history)
        if link.dealer or intent != "next-round" or state.phase is not Phase.ROUND_OVER:
            return None
        if ply in link.deals:
            self._next_round(game, link, link.deals.pop(ply))
            link.sent = link.at = ply + 1
            return [*self.play.save(), Focus(ids.REVEAL)]
        link.pending = self.current
        return self._flush(game, extra="next")

    def dealing(self) -> int | None:
        return None  # the device that made the game deals at once

    def take_outbox(self) -> list[Effect]:
        out, self.outbox = self.outbox, []
        return out

    def revealed(self) -> bool:
        """Guest: is the round on the table, if over, revealed and checked (else its result
        waits for the dealer's cards)?"""
        link, game = self._table_link(), self.play.game
        if link is None or game is None or link.dealer or not game.round_over:
            return True
        return link.record is None or game.state.round_no < len(link.record.reveals)

    def _send(self, kind: str, **fields: Any) -> PeerSend:
        return PeerSend(json.dumps({"type": kind, "v": VERSION, **fields}, separators=(",", ":")))

    def _other_name(self) -> str:
        new = self.fair.new  # a game dealt fairly, its first round being dealt
        if new is not None:
            return new.names[1 - new.seat]
        game = self.play.game
        if game is None or (self.link is None and not self.fair.on_table()):
            return ""
        return game.names[1 - (game.fixed_viewer or 0)]

    def _tell(self, msg: Message) -> list[Effect]:
        game = self.play.game
        if game is not None:
            game.tell(msg)
        return [self.shared.say(msg)]

    def _refuse(self, exc: remote.RemoteError) -> list[Effect]:
        """A message of the other device refused: said here, told there; nothing changes."""
        why = Message(f"duet.refused.{exc.code}", {}, "error")
        said = Message("duet.refused", {"why": self.shared.text(why)}, "error")
        tell = self._send("refused", code=exc.code, detail=str(exc)[:200])
        return [*self._tell(said), tell]

    def _disagree(self) -> list[Effect]:
        msg = Message("duet.disagree", {"name": self._other_name()}, "error")
        self.open = False
        return [*self._tell(msg), self._send("refused", code="disagree", detail="histories")]

    def _saved(self) -> list[Effect]:
        try:
            self.play.persist()
            self.shared.repo.set_current(self.play.entry.id if self.play.entry else None)
        except STORAGE_REFUSED as exc:
            return self.play.refused(exc)
        self.shared.screen = Screen.GAME
        return []

    def on_acts(self, msg: dict[str, Any]) -> list[Effect]:
        link, game = self._table_link(), self.play.game
        if link is None or game is None:
            return []
        acts = msg["acts"]
        if len(acts) > MAX_ACTS or not all(isinstance(a, str) and len(a) < 64 for a in acts):
            raise remote.RemoteError("malformed", "acts", why="acts")
        ahead = link.ahead or game.state
        ply = read_ply(msg["ply"])
        if ply != len(ahead.history):
            if ply < len(ahead.history) and repeats(ahead, ply, acts, link.seat):
                return []  # sent twice (both asked for the next round): already here
            raise remote.RemoteError("stale", f"a message for ply {ply}", ply=ply)
        state = ahead
        drawn: list[PeerSend] = []  # dealer: the cards the other device drew in its turn
        for text in acts:
            if link.dealer:
                action = remote.host_action(state, 1 - link.seat, text)
                after = apply(state, action)
                if draws_cards(action):
                    cards = remote.drawn_for(state, after, 1 - link.seat)
                    drawn.append(self._send("drawn", ply=len(state.history), cards=cards))
                state = after
            elif text == "next":
                break
            else:
                state = apply(*remote.guest_prepare(state, link.seat, text))
        effects: list[Effect] = [*drawn]
        if link.dealer:
            effects += self._dealer_after(state, ply)
        if not link.queue:
            link.at = ply
        link.queue.extend(acts)
        link.ahead = state
        asked = acts and acts[-1] == "next" and not link.dealer  # the deal comes with the next
        link.sent = len(state.history) + (1 if asked else 0)
        return effects

    def on_refused(self, msg: dict[str, Any]) -> list[Effect]:
        code = str(msg["code"])[:40]
        key = "duet.they_refused_disagree" if code == "disagree" else "duet.they_refused"
        return self._tell(Message(key, {"name": self._other_name()}, "error"))

    def _redo(self) -> list[Effect]:
        """The dealer's cards came: do the intent that waited for them."""
        link = self.link
        if link is None or link.pending is None:
            return []
        intent, arg, fields = link.pending
        link.pending = None
        return self.redo(intent, arg, fields)

    def redo(self, intent: str, arg: str, fields: Fields) -> list[Effect]:
        """The intent done again, through the app's router (:attr:`router`)."""
        return self.router(intent, arg, dict(fields)) if self.router is not None else []


HANDLERS: dict[str, Callable[[DuetController, dict[str, Any]], list[Effect]]] = {
    "hello": DuetController.on_hello,
    "start": DuetController.on_start,
    "catch-up": DuetController.on_catch_up,
    "ahead": DuetController.on_ahead,
    "acts": DuetController.on_acts,
    "drawn": DuetController.on_drawn,
    "deal": DuetController.on_deal,
    "reveal": DuetController.on_reveal,
    "seed": DuetController.on_seed,
    "refused": DuetController.on_refused,
}
