"""A game on two devices dealt fairly (#46) on CPython: two apps, each with its own storage,
joined by a wire (tests/ui/test_ui_duet.py's); each person taps through the buttons' intents.
A whole classic and a whole tactical match, "Fair deal checked" on both after each round;
nothing either device receives, stores or shows names a card of the other's hand or of the
decks; tampered messages refused with the game intact; a drop mid-round and a reload resumed;
long messages in bounded fragments.

The cipher is slow on CPython (a classic round's deal and check take seconds): one round is
dealt once for the module and each test that needs a round in play starts from copies of
both devices' storage, paired again (which also resends what a device missed)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from test_ui_duet import Wire, _strings
from test_ui_pairing import CODE, FORM, PAGE
from ui_kit import Clock, tap_random_action

from schotten import fair_play
from schotten.fair import cards_of
from schotten.options import Options
from schotten.remote import RemoteError
from schotten.review import ReviewSettings
from schotten.rules import legal_actions
from schotten.state import GameState, Phase
from ui import ids
from ui.app import App
from ui.control.duet_frames import MAX_PARTS, MAX_WHOLE, PART, Gather, split
from ui.control.shared import Screen
from ui.effects import Announce, Effect, PeerOpen
from ui.game import LinkedGame
from ui.learning import load_stats
from ui.storage.adapters import MemoryStorage

CHECKED = "Fair deal checked"


class FairWire(Wire):
    """The wire, with what each screen said (its announcements)."""

    def __init__(self, a: App, b: App) -> None:
        super().__init__(a, b)
        self.said: tuple[list[str], list[str]] = ([], [])

    def effects(self, i: int, effects: list[Effect]) -> None:
        self.said[i].extend(e.text for e in effects if isinstance(e, Announce))
        super().effects(i, effects)


def new_app(data: dict[str, str] | None = None, later: int = 0) -> App:
    """A device (``later``: its clock that many seconds on: its new games' ids differ)."""
    clock = Clock()
    for _ in range(later):
        clock()
    return App(MemoryStorage(data), ["en-GB"], clock, lambda: 7)


def pair(variant: str = "classic", rounds: int = 1) -> FairWire:
    """Two devices paired for a new game (made on the first): dealt to the first turn."""
    wire = FairWire(new_app(), new_app())
    wire.apps[0].c.duet.fair_deal = True
    options = Options(variant=variant, rounds=rounds)
    wire.effects(0, wire.apps[0].c.duet.opened("host", "Ann", options))
    wire.effects(1, wire.apps[1].c.duet.opened("guest", "Bob", None))
    wire.settle()
    assert all(app.c.play.game is not None for app in wire.apps)
    assert all(app.bot_pace().first_ms == 0 for app in wire.apps)  # moves shown as they come
    return wire


def again(stores: tuple[dict[str, str], dict[str, str]]) -> FairWire:
    """Both devices reloaded from these storages and paired again (the game on each table)."""
    wire = FairWire(new_app(stores[0]), new_app(stores[1]))
    for i, app in enumerate(wire.apps):
        entry = app.shared.repo.entries()[0]
        assert app.c.play.open(entry.id, resumed=True)
        wire.effects(i, app.c.duet.opened("host" if i == 0 else "guest", "x", None, entry.id))
    wire.settle()
    return wire


def stores(wire: Wire) -> tuple[dict[str, str], dict[str, str]]:
    out = []
    for app in wire.apps:
        storage = app.shared.repo.storage
        assert isinstance(storage, MemoryStorage)
        out.append(dict(storage.data))
    return out[0], out[1]


@pytest.fixture(scope="module")
def dealt() -> tuple[dict[str, str], dict[str, str]]:
    """A classic game dealt: both devices' storage."""
    return stores(pair())


def game_of(app: App) -> LinkedGame:
    game = app.c.play.game
    assert isinstance(game, LinkedGame)
    return game


def side_of(app: App) -> fair_play.Side:
    table = app.c.duet.fair.table
    assert table is not None
    return table.side


def to_move(wire: Wire) -> int:
    return game_of(wire.apps[0]).state.current_player


def play_out(wire: FairWire, rng: random.Random, check: Callable[[FairWire], None]) -> None:
    """Both people tap random legal moves until the match is over and checked on both."""
    for _ in range(3000):
        wire.settle()
        check(wire)
        games = [game_of(app) for app in wire.apps]
        if all(g.state.phase is Phase.MATCH_OVER for g in games):
            return
        for i, game in enumerate(games):
            if game.show_win:
                wire.handle(i)("see-result")
                break
            if game.state.phase is Phase.ROUND_OVER:
                wire.handle(i)("next-round")
                assert BAR.search(wire.apps[i].render())  # the next round being dealt
                break
            if game.state.current_player == game.fixed_viewer and legal_actions(game.state):
                tap_random_action(game.state, wire.handle(i), rng)
                break
    raise AssertionError("the match did not end")


# --- what a device may not know -----------------------------------------------------------------


def unknown(app: App) -> set[str]:
    """The cards this device may not know now: every card of the match but its own hand, the
    table, the discard and the cards it put back itself (the other's hand and the decks)."""
    side = side_of(app)
    state = game_of(app).state
    known = {str(c) for c in state.hands[side.seat]}
    known |= {str(c) for c in state.discard}
    for stone in state.stones:
        known |= {str(c) for c in (*stone.sides[0], *stone.sides[1], *stone.modes)}
    known |= {str(c) for c in side.own.values()}
    known |= {str(c) for c in side.known.values()}
    return {str(c) for c in cards_of(state.options)} - known


def stored_strings(app: App) -> list[str]:
    """Every string this device stored, but the masked positions of its save (their hidden
    places hold stand-ins in a canonical order, chosen without the other's cards)."""
    storage = app.shared.repo.storage
    assert isinstance(storage, MemoryStorage)
    out: list[str] = []
    for text in storage.data.values():
        try:
            data = json.loads(text)
        except ValueError:
            out.append(text)
            continue
        if isinstance(data, dict) and data.get("format") == "schotten-totten-fair-game":
            for key in ("state", "start"):
                data["side"][key] = None
        out += _strings(data)
    return out


def received(wire: Wire, i: int) -> list[Any]:
    return [json.loads(m) for m in wire.sent[i]]


def no_leak(wire: FairWire) -> None:
    """While a round is played, nothing either device received, stored or shows names a card
    of the other's hand or of the decks (at the round's end both hands are shown)."""
    for i, app in enumerate(wire.apps):
        state = game_of(app).state
        if state.phase not in (Phase.PLAY, Phase.AFTER_PLAY, Phase.RETURN) or state.round_no:
            continue  # the next round deals the same cards anew: its first round is watched
        hidden = unknown(app)
        other = {str(c) for c in game_of(wire.apps[1 - i]).state.hands[1 - i]}
        twice = {c for c, n in Counter(map(str, cards_of(state.options))).items() if n > 1}
        put_back = {str(c) for c in side_of(app).own.values()}  # drawn by the other since
        assert other - twice - put_back <= hidden  # the test's own sense (a Joker: two)
        named = set(_strings(received(wire, i))) | set(stored_strings(app))
        assert not (hidden & named), (i, hidden & named)
        shown = set(re.findall(r"[A-Za-z0-9]+", app.render()))
        assert not (hidden & shown), (i, hidden & shown)


# --- whole matches ------------------------------------------------------------------------------


def replayed(app: App, match: GameState, game_id: str) -> None:
    """The finished match opens in the replay viewer from its result and from the saved
    games, replayed from its rounds' orders (every round's deal as both hands show it), and
    is reviewed; it offers no link nor file (they would replay its seed)."""
    assert 'id="btn-replay"' in app.render()
    app.handle("replay", "current")
    html = app.render()
    assert 'id="btn-share"' not in html and 'id="btn-replay-export"' not in html
    session = app.c.replay.replay
    assert session is not None and session.replay.position(session.replay.plies) == match
    for start, (clan, _) in zip(session.replay.round_starts(), side_of(app).checked, strict=True):
        n = match.options.rules.hand_size
        dealt = session.replay.position(start)
        assert set(dealt.hands[0]) == set(clan[:n]) and set(dealt.hands[1]) == set(clan[n : 2 * n])
    assert app.c.replay.share("", {}) == [] and app.c.replay.export("", {}) == []
    assert session.start_review(ReviewSettings(budget=20, candidates=1, depth=1))
    while not session.review_step(1e9)[1]:
        pass
    assert session.review is not None
    app.handle("go", "saves")
    assert ids.save_action("replay", game_id) in app.render()
    app.handle("replay", game_id)
    assert app.c.replay.replay is not None and app.c.replay.replay.deals == side_of(app).checked


@pytest.mark.parametrize(("variant", "rounds", "seed"), [("classic", 1, 3), ("tactical", 2, 5)])
def test_a_whole_match_dealt_fairly(variant: str, rounds: int, seed: int) -> None:
    wire = pair(variant, rounds)
    play_out(wire, random.Random(seed), no_leak)
    a, b = (game_of(app).state for app in wire.apps)
    assert a == b  # the real match, the same on both
    assert a.round_results and a.phase is Phase.MATCH_OVER
    for i, app in enumerate(wire.apps):
        assert any(CHECKED in text for text in wire.said[i])
        assert CHECKED in app.render()
        assert sum(CHECKED in text for text in wire.said[i]) == rounds
        assert len(side_of(app).checked) == rounds
        entry = app.shared.repo.entries()[0]
        assert entry.peer == f"fair{i}" and entry.finished
        replayed(app, a, entry.id)
        assert app.shared.repo.load(entry.id)[1] == a
        records = load_stats(app.shared.repo).records  # counted like any match
        assert [r.game_id for r in records] == [entry.id]
        assert records[0].scores == a.scores


# --- the deal, on both screens ------------------------------------------------------------------


def through_pairing() -> FairWire:
    """Two devices paired through their screens (the second's code pasted on the first)."""
    a, b = new_app(), new_app()
    for app in (a, b):
        app.shared.page_url = PAGE
    a.c.duet.fair_deal = True
    a.handle("two-devices")
    a.handle("pair-host", "", {**FORM, "variant": "classic", "rounds": "1"})
    b.open_link(f"#join={CODE}")
    b.handle("pair-join", "", {"name": "Bob"})
    for app in (a, b):
        app.peer({"type": "peer", "event": "code", "code": CODE, "bytes": 90, "version": 8})
    a.handle("pair-connect", "", {"code": CODE})
    wire = FairWire(a, b)
    for i, app in enumerate((a, b)):
        wire.effects(i, app.peer({"type": "peer", "event": "open"}))
    return wire


BAR = re.compile(r'<progress class="deal-bar" max="4" value="(\d)" aria-label="Fair deal">')


def test_both_screens_show_the_deal_as_it_goes_then_the_table() -> None:
    wire = through_pairing()
    steps: tuple[list[int], list[int]] = ([], [])
    while any(wire.queues):
        for i, app in enumerate(wire.apps):
            if wire.queues[i]:
                data = wire.queues[i].pop(0)
                wire.sent[i].append(data)
                wire.effects(i, app.peer({"type": "peer", "event": "message", "data": data}))
                found = BAR.search(app.render())
                if found:
                    steps[i].append(int(found.group(1)))
                    assert "Dealing the cards fairly: step" in app.render()
    assert steps[0] == sorted(steps[0]) and len(set(steps[0])) >= 2, steps
    assert steps[1] == sorted(steps[1]) and len(set(steps[1])) >= 2, steps
    for app in wire.apps:
        assert app.shared.screen is Screen.GAME and BAR.search(app.render()) is None
    # the steps went in fragments, none over what the page takes
    texts = [*wire.sent[0], *wire.sent[1]]
    assert max(map(len, texts)) <= PART
    assert any(json.loads(t)["type"] == "part" for t in texts)


# --- cheating is refused, nothing is lost -------------------------------------------------------

REFUSED = "The other device sent a move that is not allowed:"


def saved_text(app: App) -> str:
    entry = app.shared.repo.entries()[0]
    return app.shared.repo.game_text(entry.id) or ""


def place_and_end(wire: FairWire, p: int) -> None:
    """Player ``p`` places a card (the first legal one) and ends the turn."""
    game = game_of(wire.apps[p])
    place = next(a for a in legal_actions(game.state) if type(a).__name__ == "Place")
    wire.handle(p)("select", str(place.card))  # type: ignore[attr-defined]
    wire.handle(p)("place", str(place.stone))  # type: ignore[attr-defined]
    wire.handle(p)("end-turn")


def tampered(what: str, change: Callable[[dict[str, Any]], None]) -> Callable[[int, str], str]:
    """A tamper of the wire: the first engine message ``what`` changed on its way."""
    done = []

    def tamper(to: int, data: str) -> str:
        msg = json.loads(data)
        if done or msg.get("type") != "fair" or msg["msg"].get("what") != what:
            return data
        change(msg["msg"])
        done.append(to)
        return json.dumps(msg)

    return tamper


def refused_here(wire: FairWire, i: int, before: str) -> None:
    """Device ``i`` said the refusal, told the other, and kept its game and save."""
    assert any(REFUSED in text for text in wire.said[i]), wire.said[i][-3:]
    assert saved_text(wire.apps[i]) == before
    assert any(json.loads(m)["type"] == "refused" for m in wire.sent[1 - i])


def test_a_wrong_opening_is_refused_and_the_true_one_sent_again_goes_on(dealt: Any) -> None:
    wire = again(dealt)
    p = to_move(wire)
    before = saved_text(wire.apps[p])
    wire.tamper = tampered("open", lambda m: m.update(values=[m["values"][0][::-1]]))
    place_and_end(wire, p)
    wire.settle()
    assert side_of(wire.apps[p]).waiting is not None  # still waiting for its card
    assert any(REFUSED in text for text in wire.said[p])
    assert any(json.loads(m)["type"] == "refused" for m in wire.sent[1 - p])
    wire = again(stores(wire))  # paired again: the true opening is sent again
    game = game_of(wire.apps[p])
    assert side_of(wire.apps[p]).waiting is None and game.state.current_player == 1 - p
    assert len(game.state.hands[p]) == 6 and before != saved_text(wire.apps[p])


def test_a_card_not_dealt_is_refused(dealt: Any) -> None:
    wire = again(dealt)
    p = to_move(wire)
    before = saved_text(wire.apps[1 - p])
    theirs = game_of(wire.apps[1 - p]).state.hands[1 - p]
    game = game_of(wire.apps[p])
    place = next(a for a in legal_actions(game.state) if type(a).__name__ == "Place")
    other = str(theirs[0])
    wire.tamper = tampered("act", lambda m: m.update(action=f"{other}@{place.stone}"))  # type: ignore[attr-defined]
    place_and_end(wire, p)
    wire.settle()
    refused_here(wire, 1 - p, before)
    assert game_of(wire.apps[1 - p]).state.history == game.state.history[:-1]  # not the card


def test_a_draw_out_of_turn_and_a_replayed_message_are_refused(dealt: Any) -> None:
    wire = again(dealt)
    p = to_move(wire)
    q = 1 - p
    app = wire.apps[p]
    record = app.c.duet.fair.table.record  # type: ignore[union-attr]
    ply = len(game_of(app).state.history)
    out_of_turn = {"what": "act", "round": 0, "ply": ply, "action": "end"}
    before = saved_text(app)
    envelope = {"type": "fair", "v": 1, "n": record.got, "msg": out_of_turn}
    wire.queues[p].append(json.dumps(envelope))
    wire.settle()
    refused_here(wire, p, before)
    place_and_end(wire, p)  # the game goes on
    wire.settle()
    assert game_of(wire.apps[q]).state.current_player == q
    said, before = len(wire.said[p]), saved_text(app)
    opened = next(m for m in wire.sent[p] if '"what":"open"' in m)  # the other's, again
    wire.queues[p].append(opened)
    wire.settle()
    assert any("it came out of order" in text for text in wire.said[p][said:])
    assert saved_text(app) == before and len(game_of(app).state.hands[p]) == 6


def test_a_drop_mid_round_and_a_reload_resume_then_a_wrong_secret_is_refused(dealt: Any) -> None:
    wire = again(dealt)
    rng = random.Random(4)
    for _ in range(6):  # a few turns
        p = to_move(wire)
        place_and_end(wire, p)
        wire.settle()
    p = to_move(wire)
    place_and_end(wire, p)  # its turn is sent ...
    assert wire.queues[1 - p]
    wire.queues[1 - p].clear()  # ... and lost with the channel
    for i, app in enumerate(wire.apps):
        wire.effects(i, app.c.duet.closed("screen-off"))
        assert "device is gone" in app.render() and 'id="btn-pair-table"' in app.render()
        opened = [e for e in app.handle("pair-table") if isinstance(e, PeerOpen)]
        assert opened == [PeerOpen("host", None, False)]  # a new code, for this game
        assert app.c.pair.game_id == app.shared.repo.entries()[0].id
    wire = again(stores(wire))  # both pages reloaded, paired again: nothing lost
    game = game_of(wire.apps[p])
    assert game.state.current_player == 1 - p and len(game.state.hands[p]) == 6
    assert game_of(wire.apps[1 - p]).state.history == game.state.history
    # the round played to its end; the first device's secret changed on its way
    wire.tamper = tampered("secret", lambda m: m["secret"].update(nonce="0" * 32))
    for _ in range(400):
        wire.settle()
        games = [game_of(app) for app in wire.apps]
        if all(g.round_over for g in games):
            break
        for i, g in enumerate(games):
            if g.state.current_player == i and not g.round_over and legal_actions(g.state):
                tap_random_action(g.state, wire.handle(i), rng)
                break
    wire.settle()
    told = next(i for i in (0, 1) if any("check failed" in t for t in wire.said[i]))
    honest = wire.apps[told]
    assert "The fair deal check failed" in honest.render()
    assert len(side_of(honest).checked) == 0  # its game kept as it was, not checked
    entry = honest.shared.repo.entries()[0]
    assert honest.shared.repo.load(entry.id)[1] == game_of(honest).state
    assert any(CHECKED in t for t in wire.said[1 - told])  # the other checked the true one


# --- long messages in bounded fragments ---------------------------------------------------------


def test_a_long_message_goes_in_fragments_put_back_together() -> None:
    text = json.dumps({"type": "fair", "v": 1, "n": 0, "msg": {"x": '"q"' * 9000}})
    parts = split(text, 7, 1)
    assert len(parts) > 2 and all(len(p) <= PART for p in parts)
    gather = Gather()
    out = [gather.add(json.loads(p)) for p in parts]
    assert out[:-1] == [None] * (len(parts) - 1) and out[-1] == text
    assert split("short", 1, 1) == ["short"]
    with pytest.raises(ValueError):
        split("x" * (MAX_WHOLE + 1), 1, 1)


def fragment(msg_id: int, i: int, of: int, data: str = "x") -> dict[str, Any]:
    return {"type": "part", "v": 1, "id": msg_id, "i": i, "of": of, "data": data}


@pytest.mark.parametrize(
    "fragments",
    [
        [fragment(1, 1, 2)],  # not from the first
        [fragment(1, 0, 3), fragment(1, 2, 3)],  # one missing
        [fragment(1, 0, 2), fragment(2, 0, 2)],  # another before the first was whole
        [fragment(1, 0, 2), fragment(2, 1, 2)],  # of another message
        [fragment(1, 0, MAX_PARTS + 1)],  # too many
        [fragment(1, 0, 1)],  # a whole message in one fragment
        [fragment(1, 0, 8, "x" * PART)] + [fragment(1, i, 8, "x" * PART) for i in range(1, 6)],
    ],
    ids=["late-start", "gap", "interleaved", "foreign", "too-many", "single", "too-long"],
)
def test_fragments_out_of_bounds_are_refused_and_dropped(fragments: list[dict[str, Any]]) -> None:
    gather = Gather()
    with pytest.raises(RemoteError):
        for f in fragments:
            gather.add(f)
    assert gather.msg_id is None and not gather.parts  # nothing kept


def test_a_bad_fragment_on_the_channel_is_refused_and_a_good_message_still_goes(
    dealt: Any,
) -> None:
    wire = again(dealt)
    app = wire.apps[0]
    before = saved_text(app)
    for f in (fragment(5, 0, 2, "{"), fragment(6, 1, 2, "}")):
        wire.queues[0].append(json.dumps(f))
    wire.settle()
    assert any(REFUSED in text for text in wire.said[0]) and saved_text(app) == before
    p = to_move(wire)
    place_and_end(wire, p)
    wire.settle()
    assert to_move(wire) == 1 - p


def test_a_second_game_on_the_same_channel_is_refused(dealt: Any) -> None:
    wire = again(dealt)
    before = saved_text(wire.apps[1])
    options = Options(first_player=0).to_dict()
    for _ in range(2):
        start = {
            "type": "fair-start",
            "v": 1,
            "game": "gx",
            "names": ["A", "B"],
            "options": options,
        }
        wire.queues[1].append(json.dumps(start))
    wire.settle()
    assert sum(REFUSED in text for text in wire.said[1]) == 2  # the game here is not left
    assert saved_text(wire.apps[1]) == before and wire.apps[1].c.duet.fair.on_table()


# --- the take-back, and #45's protocol behind its switch ---------------------------------------


def test_actions_stay_here_until_the_turn_passes_and_can_be_taken_back(dealt: Any) -> None:
    wire = again(dealt)
    p = to_move(wire)
    game = game_of(wire.apps[p])
    place = next(a for a in legal_actions(game.state) if type(a).__name__ == "Place")
    wire.handle(p)("select", str(place.card))  # type: ignore[attr-defined]
    wire.handle(p)("place", str(place.stone))  # type: ignore[attr-defined]
    wire.settle()
    assert not wire.sent[1 - p][1:] and len(game.state.history) == 1  # nothing sent (hello)
    assert 'id="btn-undo"' in wire.apps[p].render()
    reloaded = again(stores(wire))  # the held action is saved, and still held
    assert len(game_of(reloaded.apps[p]).state.history) == 1
    wire.handle(p)("undo")
    assert not game.state.history
    place_and_end(wire, p)
    wire.settle()
    assert game_of(wire.apps[1 - p]).state.history == game.state.history
    assert 'id="btn-undo"' not in wire.apps[p].render()


def test_the_setting_keeps_new_games_dealt_by_the_device_that_made_them() -> None:
    wire = FairWire(new_app(), new_app())
    wire.apps[0].shared.repo.set_setting("duet_deal", "dealer")
    wire.effects(0, wire.apps[0].c.duet.opened("host", "Ann", Options()))
    wire.effects(1, wire.apps[1].c.duet.opened("guest", "Bob", None))
    wire.settle()
    assert [json.loads(m)["type"] for m in wire.sent[1]] == ["hello", "start"]
    assert [e.peer for e in wire.apps[1].shared.repo.entries()] == ["guest"]


def test_a_new_game_is_dealt_beside_the_game_dealt_fairly_on_the_table(dealt: Any) -> None:
    """The second device still shows a game dealt fairly when it joins a new one: that game's
    deal is not taken for the one on the table (nor the other way round)."""
    guest = new_app(dealt[1])
    old = guest.shared.repo.entries()[0]
    assert guest.c.play.open(old.id, resumed=True) and guest.c.duet.fair.on_table()
    before = saved_text(guest)
    wire = FairWire(new_app(later=100), guest)  # another game id than the old one's
    wire.effects(0, wire.apps[0].c.duet.opened("host", "Cleo", Options(rounds=1)))
    wire.effects(1, guest.c.duet.opened("guest", "Bob", None))
    wire.settle()
    entries = {e.id: e for e in guest.shared.repo.entries()}
    assert len(entries) == 2 and guest.c.play.entry is not None
    new = guest.c.play.entry
    assert new.id != old.id and new.names == ("Cleo", "Bob") and new.peer == "fair1"
    assert guest.shared.repo.game_text(old.id) == before  # the other game as it was
    p = to_move(wire)
    place_and_end(wire, p)
    wire.settle()
    assert to_move(wire) == 1 - p
