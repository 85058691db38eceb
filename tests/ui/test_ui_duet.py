"""A game on two devices on CPython: two apps, each with its own storage, joined by a wire that
carries the messages one's page would send over the data channel to the other's; each person
taps through the same intents as the buttons. Both variants are played to the end; what the
device that does not deal receives, shows and stores never names the dealer's hidden cards;
hostile messages are refused with nothing lost; a drop and a new pairing go on. These games
are dealt by one device (#45's protocol, ``fair_deal`` off): the games saved before #46 keep
it; new games are dealt fairly (tests/ui/test_ui_duet_fair.py)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from ui_kit import make_app, tap_random_action

from schotten.actions import Place, Recruit
from schotten.options import Options
from schotten.replay import Replay
from schotten.rules import apply, legal_actions
from schotten.state import GameState, Phase
from schotten.views import player_view
from ui.app import App
from ui.effects import Effect, Later, PeerSend
from ui.opponent import DEFAULT_PACE
from ui.storage.adapters import MemoryStorage


class Wire:
    """Two apps and the messages between them (in order, as an ordered data channel)."""

    def __init__(self, host: App, guest: App) -> None:
        self.apps = (host, guest)
        self.queues: tuple[list[str], list[str]] = ([], [])  # messages waiting for app i
        self.sent: tuple[list[str], list[str]] = ([], [])  # everything app i received
        self.later: list[tuple[int, str]] = []
        self.tamper: Callable[[int, str], str | None] | None = None

    def effects(self, i: int, effects: list[Effect]) -> None:
        for e in effects:
            if isinstance(e, PeerSend):
                data = e.data if self.tamper is None else self.tamper(1 - i, e.data)
                if data is not None:
                    self.queues[1 - i].append(data)
            elif isinstance(e, Later):
                self.later.append((i, e.intent))

    def handle(self, i: int) -> Callable[..., object]:
        def tap(intent: str, arg: str = "", fields: dict[str, str] | None = None) -> object:
            self.effects(i, self.apps[i].handle(intent, arg, fields))
            return None

        return tap

    def settle(self, limit: int = 500) -> None:
        """Deliver every message, show every move received, fire the delayed intents."""
        for _ in range(limit):
            moved = False
            for i, app in enumerate(self.apps):
                while self.queues[i]:
                    data = self.queues[i].pop(0)
                    self.sent[i].append(data)
                    self.effects(i, app.c.duet.received(data))
                    moved = True
                while app.bot_pending():
                    _changed, effects = app.bot_step()
                    self.effects(i, effects)
                    moved = True
            if self.later:
                i, intent = self.later.pop(0)
                self.effects(i, self.apps[i].handle(intent))
                moved = True
            if not moved:
                return
        raise AssertionError("the two devices never settled")


def pair(variant: str = "classic", rounds: int = 1, seed: int = 11) -> Wire:
    host = App(MemoryStorage(), ["en-GB"], make_app().shared.now, lambda: seed)
    host.c.duet.seed_source = lambda: seed
    host.c.duet.fair_deal = False  # #45's protocol (the games saved before #46 keep it)
    guest = make_app()
    wire = Wire(host, guest)
    options = Options(variant=variant, rounds=rounds, first_player=None)
    wire.effects(0, host.c.duet.opened("host", "Ann", options))
    wire.effects(1, guest.c.duet.opened("guest", "Bob", None))
    wire.settle()
    assert host.c.play.game is not None and guest.c.play.game is not None
    return wire


def states(wire: Wire) -> tuple[GameState, GameState]:
    h, g = wire.apps[0].c.play.game, wire.apps[1].c.play.game
    assert h is not None and g is not None
    return h.state, g.state


def play_out(
    wire: Wire, rng: random.Random, check: Callable[[Wire], None], limit: int = 3000
) -> None:
    """Both people play random legal moves through the buttons until the match ends."""
    for _ in range(limit):
        wire.settle()
        check(wire)
        real, _ = states(wire)
        if real.phase is Phase.MATCH_OVER:
            return
        for i, app in enumerate(wire.apps):
            game = app.c.play.game
            assert game is not None
            if game.show_win:
                wire.handle(i)("see-result")
                continue
            if game.state.phase is Phase.ROUND_OVER:
                wire.handle(i)("next-round")
                break
            if game.state.current_player == game.fixed_viewer and legal_actions(game.state):
                tap_random_action(game.state, wire.handle(i), rng)
                break
    raise AssertionError("the match did not end")


def in_step(wire: Wire) -> None:
    """Once both devices have settled, the guest sees exactly what the dealer's player view
    shows the guest."""
    real, masked = states(wire)
    if len(real.history) == len(masked.history) and real.phase not in (
        Phase.ROUND_OVER,
        Phase.MATCH_OVER,
    ):
        seen, truth = player_view(masked, 1).to_dict(), player_view(real, 1).to_dict()
        seen["options"].pop("names"), truth["options"].pop("names")  # names: the app's
        assert seen == truth


def hidden_cards(real: GameState, held: set[str]) -> set[str]:
    """The cards the guest may not know now: the dealer's hand and the decks, but for those
    it held itself (the Recruiter's cards it put back under a deck)."""
    return {str(c) for c in (*real.hands[0], *real.deck, *real.tactic_deck)} - held


def no_leak(wire: Wire, held: set[str]) -> None:
    """Nothing the guest received nor stored names a card it may not know (checked while the
    round is on; at its end the round's cards are shown to both). ``held``: every card the
    guest has held this round."""
    in_step(wire)
    real, masked = states(wire)
    if real.phase is not Phase.PLAY and real.phase is not Phase.AFTER_PLAY:
        held.clear()
        return
    held |= {str(c) for c in masked.hands[1]}
    hidden = hidden_cards(real, held)
    guest = wire.apps[1]
    received = [json.loads(m) for m in wire.sent[1] if json.loads(m)["type"] != "reveal"]
    named = set(_strings(received)) | set(_strings(_stored(guest)))
    assert not (hidden & named)
    shown = set(re.findall(r"[A-Za-z0-9]+", guest.render()))  # its screen, names and all
    assert not (hidden & shown)


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data, *data.replace(",", " ").replace("@", " ").split()]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return []


def _stored(app: App) -> list[Any]:
    storage = app.shared.repo.storage
    assert isinstance(storage, MemoryStorage)
    out: list[Any] = []
    for key in list(storage.keys()):
        text = storage.get(key) or ""
        try:
            out.append(json.loads(text))
        except ValueError:
            out.append(text)
    return out


@pytest.mark.parametrize(("variant", "rounds", "seed"), [("classic", 2, 3), ("tactical", 2, 5)])
def test_a_whole_match_on_two_devices(variant: str, rounds: int, seed: int) -> None:
    wire = pair(variant, rounds, seed)
    play_out(wire, random.Random(seed), in_step)
    real, guest = states(wire)
    assert guest == real  # the dealer's seed came at the end: the guest holds the whole game
    assert wire.apps[1].c.play.entry is not None
    reopened = wire.apps[1].shared.repo.load(wire.apps[1].c.play.entry.id)[1]
    assert reopened == real


def test_nothing_the_guest_receives_or_stores_names_a_hidden_card() -> None:
    wire = pair("tactical", 1, 8)
    held: set[str] = set()
    play_out(wire, random.Random(8), lambda w: no_leak(w, held))


def _turn_of(wire: Wire, seat: int, rng: random.Random) -> None:
    """Play until it is ``seat``'s turn on its own device, with nothing in flight."""
    for _ in range(200):
        wire.settle()
        game = wire.apps[seat].c.play.game
        assert game is not None
        if game.state.current_player == seat and game.state.phase is Phase.PLAY:
            return
        other = wire.apps[1 - seat].c.play.game
        assert other is not None
        tap_random_action(other.state, wire.handle(1 - seat), rng)
    raise AssertionError("never that seat's turn")


def played(variant: str, rounds: int, seed: int, turns: int) -> tuple[Wire, random.Random]:
    """Two devices paired, each having played ``turns`` turns."""
    wire, rng = pair(variant, rounds, seed), random.Random(seed)
    for _ in range(turns):
        _turn_of(wire, 0, rng)
        _turn_of(wire, 1, rng)
    return wire, rng


def _saved(app: App) -> str | None:
    entry = app.c.play.entry
    assert entry is not None
    return app.shared.repo.game_text(entry.id)


HOSTILE = {
    "not JSON": "{",
    "not an object": "[1, 2]",
    "no type": '{"v": 1}',
    "unknown type": '{"type": "boom", "v": 1}',
    "a future version": '{"type": "acts", "v": 2, "ply": 0, "acts": []}',
    "a field of the wrong type": '{"type": "acts", "v": 1, "ply": "0", "acts": []}',
    "too long": json.dumps({"type": "refused", "v": 1, "code": "x", "detail": "x" * 20_000}),
    "too many actions": json.dumps({"type": "acts", "v": 1, "ply": 0, "acts": ["pass"] * 99}),
}


@pytest.mark.parametrize("receiver", [0, 1], ids=["dealer", "guest"])
@pytest.mark.parametrize(
    "kind", [*HOSTILE, "an illegal move", "out of turn", "a card not held", "a stale ply"]
)
def test_a_hostile_message_is_refused_and_nothing_is_lost(receiver: int, kind: str) -> None:
    wire = pair("classic", 1, 21)
    rng = random.Random(21)
    _turn_of(wire, 1 - receiver, rng)  # the sender's turn: its moves would be in order
    app = wire.apps[receiver]
    game = app.c.play.game
    assert game is not None
    before, saved = game.state, _saved(app)
    ply = len(before.history)
    sender_hand = wire.apps[1 - receiver].c.play.game.state.hands[1 - receiver]  # type: ignore[union-attr]
    mine = before.hands[receiver][0]
    data = HOSTILE.get(kind) or json.dumps(
        {
            "type": "acts",
            "v": 1,
            "ply": ply - 1 if kind == "a stale ply" else ply,
            "acts": {
                "an illegal move": [f"{sender_hand[0]}@9"],  # stone 9 does not exist
                "out of turn": [f"{sender_hand[0]}@0", "end", f"{sender_hand[1]}@1"],
                "a card not held": [f"{mine}@0"],  # the receiver's own card
                "a stale ply": [f"{sender_hand[0]}@0"],
            }[kind],
        }
    )
    effects = app.c.duet.received(data)
    replies = [json.loads(e.data) for e in effects if isinstance(e, PeerSend)]
    assert [r["type"] for r in replies] == ["refused"]
    assert game.state == before and _saved(app) == saved  # nothing lost
    assert game.message is not None and game.message.key == "duet.refused"
    said = app.shared.text(game.message)
    assert said.startswith("The other device sent a move that is not allowed:")
    while app.bot_pending():  # nothing of it is shown later either
        app.bot_step()
    assert game.state == before
    # and the game goes on
    play_out(wire, rng, in_step)


def test_names_from_the_other_device_are_text() -> None:
    host = App(MemoryStorage(), ["en-GB"], make_app().shared.now, lambda: 4)
    host.c.duet.fair_deal = False  # #45's protocol
    guest = make_app()
    wire = Wire(host, guest)
    wire.effects(0, host.c.duet.opened("host", "Ann", Options()))
    wire.effects(1, guest.c.duet.opened("guest", '<img src=x onerror="alert(1)">Bob', None))
    wire.settle()
    html = host.render()
    assert "<img" not in html and "&lt;img" in html


def test_a_drop_waits_then_a_new_pairing_goes_on_with_nothing_lost() -> None:
    wire, rng = played("tactical", 1, 31, turns=9)
    real, masked = states(wire)
    # the channel closes (a screen turned off): both games wait and say so
    for i, app in enumerate(wire.apps):
        wire.effects(i, app.c.duet.closed("disconnected"))
        game = app.c.play.game
        assert game is not None and game.message is not None
        assert game.message.key == "duet.lost"
    # a tap on the table while the other device is away changes nothing
    guest_game = wire.apps[1].c.play.game
    assert guest_game is not None
    before = guest_game.state
    if before.current_player == 1:
        wire.handle(1)("end-turn")
        assert guest_game.state == before
    # the guest's page is reloaded: a new app over the same storage opens the game
    reloaded = App(wire.apps[1].shared.repo.storage, ["en-GB"], make_app().shared.now, lambda: 1)
    assert reloaded.c.play.game is not None
    assert reloaded.c.play.game.state == masked
    wire.apps = (wire.apps[0], reloaded)
    # a new pairing, the other way round this time (the guest made the code)
    wire.effects(1, reloaded.c.duet.opened("host", "Bob", None))
    wire.effects(0, wire.apps[0].c.duet.opened("guest", "Ann", None))
    wire.settle()
    assert states(wire)[0] == real
    kinds = [json.loads(m)["type"] for m in wire.sent[1]]
    assert kinds[-2:] == ["hello", "catch-up"]  # it kept its record: only what it missed
    play_out(wire, rng, in_step)
    real, guest = states(wire)
    assert guest == real


def test_a_new_device_joining_a_game_gets_it_whole() -> None:
    wire, rng = played("classic", 2, 41, turns=5)
    real = states(wire)[0]
    fresh = make_app()  # the other player took another phone
    wire.apps = (wire.apps[0], fresh)
    wire.effects(0, wire.apps[0].c.duet.opened("host", "Ann", None))
    wire.effects(1, fresh.c.duet.opened("guest", "Cleo", None))
    wire.settle()
    assert [json.loads(m)["type"] for m in wire.sent[1]][-1] == "start"
    game = fresh.c.play.game
    assert game is not None and game.names == ("Ann", "Cleo")
    assert player_view(game.state, 1).hand == player_view(real, 1).hand
    play_out(wire, rng, in_step)


def _back_to(app: App, ply: int) -> GameState:
    """The dealer's device goes back to an older copy of the game (a backup restored)."""
    game = app.c.play.game
    assert game is not None
    game.take_back(Replay(game.state).position(ply))
    app.c.play.persist()
    return game.state


def _drop_and_pair_again(wire: Wire) -> None:
    for i, app in enumerate(wire.apps):
        wire.effects(i, app.c.duet.closed("disconnected"))
    for i, app in enumerate(wire.apps):
        wire.effects(i, app.c.duet.opened("host" if i == 0 else "guest", "x", None))
    wire.settle()


def test_a_dealer_that_is_behind_catches_up_from_the_other_device() -> None:
    wire, rng = played("classic", 1, 61, turns=4)
    real = states(wire)[0]
    _back_to(wire.apps[0], 5)
    _drop_and_pair_again(wire)
    assert states(wire)[0] == real
    play_out(wire, rng, in_step)


def test_devices_that_disagree_say_so_and_keep_both_saves() -> None:
    wire, _rng = played("classic", 1, 51, turns=4)
    host = wire.apps[0]
    older = _back_to(host, 4)  # the dealer's turn: it plays another move there
    others = [a for a in legal_actions(older) if str(a) != str(states(wire)[1].history[4].action)]
    host.c.play.game.take_back(apply(older, others[0]))  # type: ignore[union-attr]
    host.c.play.persist()
    host_saved, guest_saved = _saved(host), _saved(wire.apps[1])
    _drop_and_pair_again(wire)
    for app in wire.apps:
        shown = app.c.play.game
        assert shown is not None and shown.message is not None
        assert shown.message.key in ("duet.disagree", "duet.they_refused_disagree")
    assert _saved(host) == host_saved and _saved(wire.apps[1]) == guest_saved


def test_the_guest_replays_only_the_whole_match_and_its_save_is_not_a_file_to_import() -> None:
    wire = pair("classic", 2, 71)
    rng = random.Random(71)
    guest = wire.apps[1]
    game = guest.c.play.game
    assert game is not None
    for _ in range(400):  # to the end of the first round
        wire.settle()
        if game.state.phase is Phase.ROUND_OVER:
            break
        i = game.state.current_player
        g = wire.apps[i].c.play.game
        assert g is not None
        if g.show_win:
            wire.handle(i)("see-result")
        else:
            tap_random_action(g.state, wire.handle(i), rng)
    wire.settle()
    board = guest.c.play.board_model()
    assert board is not None and board.result is not None
    assert not board.result.replay  # dealt by the other device: not whole yet
    assert guest.handle("replay", "current") == []
    entry = guest.c.play.entry
    assert entry is not None
    text = guest.shared.repo.export_text(entry.id)
    before = len(guest.shared.repo.entries())
    guest.import_file(text, "game.json")
    assert len(guest.shared.repo.entries()) == before
    assert any(n.key == "import.two_devices" for n in guest.shared.notices)
    guest.handle("continue")  # back to the table
    play_out(wire, rng, in_step)
    board = guest.c.play.board_model()
    assert board is not None and board.result is not None and board.result.replay


def test_the_table_offers_a_new_code_while_the_other_device_is_away() -> None:
    wire = pair("classic", 1, 81)
    guest = wire.apps[1]
    assert "btn-pair-table" not in guest.render()
    wire.effects(1, guest.c.duet.closed("disconnected"))
    html = guest.render()
    assert 'id="btn-pair-table"' in html and "Make a new code" in html
    effects = guest.handle("pair-table")
    assert any(type(e).__name__ == "PeerOpen" for e in effects)


class _Prefer:
    """A chooser for :func:`tap_random_action` that takes the first action ``want`` accepts."""

    def __init__(self, want: Callable[[Any], bool]) -> None:
        self.want = want

    def choice(self, actions: list[Any]) -> Any:
        return next((a for a in actions if self.want(a)), actions[0])


def test_the_guest_puts_back_cards_with_the_recruiter_and_the_dealer_takes_them() -> None:
    """The guest's own cards put back go to the dealer named (it dealt them, and puts them
    under its decks); only the dealer's are concealed."""
    wire = pair("tactical", 1, 12)
    rng = random.Random(12)
    draw_tactics = _Prefer(lambda a: isinstance(a, Place) or getattr(a, "draw", "") == "tactic")
    for _ in range(40):
        _turn_of(wire, 1, rng)
        game = wire.apps[1].c.play.game
        assert game is not None
        if any(isinstance(a, Recruit) for a in legal_actions(game.state)):
            break
        while game.state.current_player == 1 and game.state.phase is not Phase.ROUND_OVER:
            tap_random_action(game.state, wire.handle(1), draw_tactics)  # type: ignore[arg-type]
            wire.settle()
    else:
        raise AssertionError("the guest never held the Recruiter")
    tap_random_action(game.state, wire.handle(1), _Prefer(lambda a: isinstance(a, Recruit)))  # type: ignore[arg-type]
    wire.settle()
    assert game.state.phase is Phase.RETURN
    tap_random_action(game.state, wire.handle(1), rng)  # the two cards put back
    tap_random_action(game.state, wire.handle(1), rng)  # the end of the turn
    wire.settle()
    sent = [json.loads(m) for m in wire.sent[0]]
    returns = [a for m in sent if m["type"] == "acts" for a in m["acts"] if a.startswith("return")]
    assert returns and "?" not in returns[-1]  # named
    for app in wire.apps:
        assert app.c.play.game is not None and app.c.play.game.message is None  # no refusal
    in_step(wire)
    play_out(wire, rng, in_step)


def test_the_other_devices_moves_are_shown_as_they_come() -> None:
    """No first pause before the other device's turn is shown (the computer's stays)."""
    wire = pair("classic", 1, 71)
    for app in wire.apps:
        assert app.bot_pace().first_ms == 0
        assert app.bot_pace("?bot_pause_ms=40").first_ms == 40  # the tests' own pace holds
    computer = make_app()
    computer.handle("go", "new")
    computer.handle("new-game", "", {"opponent": "easy", "variant": "classic"})
    assert computer.c.play.opponent is not None
    assert computer.bot_pace() == DEFAULT_PACE
