"""A match on two devices (schotten.remote): the host deals, the guest holds a masked state
that shows the same views, learns nothing hidden, checks each round and the seed."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from engine_kit import eager
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.actions import Action, EndTurn, NextRound, Recruit, Return
from schotten.cards import CLAN_CARDS
from schotten.options import Options
from schotten.remote import (
    GuestRecord,
    RemoteError,
    agreement,
    catch_up,
    deal_for,
    drawn_for,
    guest_catch_up,
    guest_complete,
    guest_next_round,
    guest_prepare,
    guest_put_drawn,
    guest_state,
    guest_verify,
    host_action,
    host_seed,
    opening,
    public_actions,
    public_history,
    restore,
    reveal,
    seed_of,
)
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState, Phase
from schotten.tactics import TACTIC_CARDS, Tactic, parse_card
from schotten.views import player_view

Chooser = Callable[[GameState, random.Random], Action]


@dataclass
class Duet:
    """Two devices: the host's real state, the guest's masked one, its record and every
    message the guest received (as JSON text)."""

    host: GameState
    seat: int
    masked: GameState
    record: GuestRecord
    received: list[tuple[int, str]] = field(default_factory=list)
    reals: list[GameState] = field(default_factory=list)
    adopt: bool = False

    @classmethod
    def start(cls, options: Options, seed: int, seat: int) -> Duet:
        host = new_game(options, seed)
        op = opening(host, seat)
        text = json.dumps(op)
        duet = cls(host, seat, guest_state(json.loads(text)), GuestRecord.from_opening(op))
        duet.received.append((len(host.history), text))
        return duet

    def receive(self, message: Any) -> Any:
        text = json.dumps(message)
        self.received.append((len(self.host.history), text))
        return json.loads(text)

    def same_views(self) -> None:
        mine = player_view(self.masked, self.seat).to_dict()
        assert mine == player_view(self.host, self.seat).to_dict()

    def step(self, choose: Chooser, rng: random.Random) -> None:
        host, seat = self.host, self.seat
        ply = len(host.history)
        if host.phase is Phase.ROUND_OVER:
            self.host = apply(host, NextRound())
            deal = self.receive(deal_for(self.host, seat))
            self.masked = guest_next_round(self.masked, seat, deal)
            self.record = self.record.add_deal(deal).add_action("next")
        elif host.current_player == seat:
            action = choose(self.masked, rng)
            checked = host_action(host, seat, str(action), ply)
            assert checked == action
            self.host = apply(host, action)
            drawn = []
            if isinstance(action, (EndTurn, Recruit)):
                drawn = self.receive(drawn_for(host, self.host, seat))
                self.masked = guest_put_drawn(self.masked, seat, action, drawn)
            self.masked = apply(self.masked, action)
            self.record = self.record.add_action(str(action), drawn)
        else:
            self.host = apply(host, choose(host, rng))
            (text,) = self.receive(public_actions(self.host, ply, seat))
            self.masked, action = guest_prepare(self.masked, seat, text, ply)
            self.masked = apply(self.masked, action)
            self.record = self.record.add_action(text)
        self.same_views()
        if self.host.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            data = self.receive(reveal(self.host, self.host.round_no))
            self.record, real = guest_verify(self.record, data)
            assert replace(real, seed=self.host.seed) == self.host
            self.reals.append(real)
            if self.adopt:  # the round over shown with the real hands, then played on
                self.masked = real

    def play(self, choose: Chooser, seed: int, plies: int = 100_000) -> Duet:
        rng = random.Random(seed)
        for _ in range(plies):
            if self.host.is_terminal:
                break
            self.step(choose, rng)
        return self


MATCHES = [
    (Options(rounds=2), 11, 1),
    (Options(rounds=2, claim_timing="expert"), 12, 0),
    (Options(variant="tactical", rounds=2), 13, 0),
    (Options(variant="tactical", rounds=2), 13, 1),
    (Options(variant="tactical", rounds=2, claim_timing="expert"), 13, 1),
]


@pytest.mark.parametrize(("options", "seed", "seat"), MATCHES)
def test_two_devices_play_a_whole_match(options: Options, seed: int, seat: int) -> None:
    duet = Duet.start(options, seed, seat).play(eager, seed)
    host = duet.host
    assert host.is_terminal and len(duet.reals) == options.rounds
    assert restore(duet.record) == duet.masked
    final = guest_complete(duet.record, seed_of(host))
    assert final == host
    assert player_view(restore(duet.record), seat).to_dict() == player_view(host, seat).to_dict()
    assert GuestRecord.from_json(duet.record.to_json()) == duet.record
    if options.variant == "tactical":
        recruits = {h.player for h in host.history if isinstance(h.action, Recruit)}
        assert recruits == {0, 1}, "the Recruiter on both sides"


def test_the_next_round_may_follow_the_real_round_over() -> None:
    options = Options(variant="tactical", rounds=3)
    duet = Duet.start(options, 13, 1)
    duet.adopt = True
    duet.play(eager, 13)
    assert guest_complete(duet.record, 13) == duet.host


def test_a_guest_rejoins_mid_match_from_a_new_opening() -> None:
    options = Options(variant="tactical", rounds=2)
    duet = Duet.start(options, 21, 1).play(eager, 21, plies=40)
    op = json.loads(json.dumps(opening(duet.host, 1)))
    assert player_view(guest_state(op), 1).to_dict() == player_view(duet.host, 1).to_dict()
    assert restore(GuestRecord.from_opening(op)) == guest_state(op)
    assert GuestRecord.from_opening(op) == duet.record


def test_a_guest_behind_catches_up_across_rounds() -> None:
    options = Options(variant="tactical", rounds=3)
    duet = Duet.start(options, 13, 0).play(eager, 13, plies=40)
    kept = duet.record  # the guest's save when the connection dropped
    duet.play(eager, 13, plies=150)
    assert duet.host.round_no >= 1
    mine, theirs = public_history(restore(kept), 0), public_history(duet.host, 0)
    where = agreement(mine, theirs)
    assert where.behind == "mine" and not where.diverged
    message = json.loads(json.dumps(catch_up(duet.host, 0, where.common)))
    assert len(json.dumps(message)) < len(json.dumps(opening(duet.host, 0)))
    record, masked = guest_catch_up(kept, message)
    assert record == duet.record and masked == duet.masked
    assert guest_catch_up(duet.record, catch_up(duet.host, 0, 10))[0] == duet.record
    position = {**message["position"], "scores": [99, 0]}
    refused("mismatch", guest_catch_up, kept, {**message, "position": position})
    refused("malformed", guest_catch_up, kept, {**message, "since": len(kept.history) + 1})
    refused("malformed", guest_catch_up, kept, {**message, "extra": 1})
    err = refused("mismatch", guest_catch_up, kept, {**message, "history": message["history"][:-1]})
    assert err.params["ply"] == len(duet.record.history) - 1


def test_histories_agree_or_say_who_is_behind() -> None:
    duet = Duet.start(Options(variant="tactical"), 22, 0).play(eager, 22, plies=30)
    mine, theirs = public_history(duet.masked, 0), public_history(duet.host, 0)
    assert mine == theirs and agreement(mine, theirs).common == len(mine)
    behind = agreement(mine[:-3], theirs)
    assert (behind.common, behind.behind, behind.diverged) == (len(mine) - 3, "mine", False)
    assert agreement(theirs, mine[:-3]).behind == "theirs"
    forked = agreement([*mine[:-1], "pass"], theirs)
    assert forked.diverged and forked.common == len(mine) - 1 and forked.behind is None


# --- nothing hidden reaches the guest -------------------------------------------------------------


def _named(text: str) -> set[str]:
    names = {str(c) for c in CLAN_CARDS} | {str(t) for t in TACTIC_CARDS}
    return {
        w for w in text.replace('"', " ").replace(",", " ").replace("@", " ").split() if w in names
    }


def secret(duet: Duet) -> set[str]:
    """The cards of the host's hand and the decks that the guest never held this round (a
    Joker only while no Joker is in sight)."""
    host, seat = duet.host, duet.seat
    start = round_start(duet.record)
    held = {str(c) for c in duet.record.hands[-1]}
    held |= {str(c) for ply, cards in duet.record.draws if ply >= start for c in cards}
    held |= {str(c) for c in (*host.table_cards(), *host.discard, *host.hands[seat])}
    hidden = [*host.hands[1 - seat], *host.deck, *host.tactic_deck]
    return {str(c) for c in hidden} - held


def round_start(record: GuestRecord) -> int:
    history = list(record.history)
    return len(history) - history[::-1].index("next") if "next" in history else 0


def current_round(record: GuestRecord) -> str:
    """The parts of a record about the round being played (earlier rounds are over)."""
    start = round_start(record)
    draws = [[str(c) for c in cards] for ply, cards in record.draws if ply >= start]
    return json.dumps([record.history[start:], draws, [str(c) for c in record.hands[-1]]])


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["classic", "tactical"]), st.integers(0, 1))
def test_the_guest_never_learns_a_hidden_card(seed: int, variant: str, seat: int) -> None:
    duet = Duet.start(Options(variant=variant, rounds=2), seed, seat)
    rng = random.Random(seed)
    seen = len(duet.received)
    while not duet.host.is_terminal:
        duet.step(eager, rng)
        if duet.host.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            seen = len(duet.received)  # the reveal: the round is over
            continue
        hidden = secret(duet)
        for _, text in duet.received[seen:]:
            assert not _named(text) & hidden, text
        seen = len(duet.received)
        assert not _named(current_round(duet.record)) & hidden
    assert "seed" not in json.loads(duet.received[0][1])


# --- refusals ------------------------------------------------------------------------------------


def refused(code: str, fn: Callable[..., object], *args: Any) -> RemoteError:
    with pytest.raises(RemoteError) as info:
        fn(*args)
    assert info.value.code == code, info.value.message
    return info.value


@pytest.fixture(scope="module")
def tactical() -> Duet:
    """A tactical match a few turns in, the guest in seat 1."""
    return Duet.start(Options(variant="tactical", first_player=0), 31, 1).play(eager, 31, plies=12)


def test_the_host_refuses_a_guests_bad_action(tactical: Duet) -> None:
    host = tactical.host
    ply = len(host.history)
    guest_turn = host.current_player == 1
    if not guest_turn:
        refused("not_your_turn", host_action, host, 1, "pass", ply)
    for text in (None, 5, ["R5@3"], "R5@" + "3" * 100, "X9@3", "<b>@1"):
        refused("malformed", host_action, host, 1, text, ply)
    refused("malformed", host_action, host, 1, "return ?clan ?clan", ply)
    refused("stale", host_action, host, 1, "pass", ply - 1)
    refused("malformed", host_action, host, 1, "pass", True)  # not a ply at all
    mine = host.hands[1]
    if guest_turn:
        foreign = next(c for c in host.hands[0] if c not in mine)
        refused("not_held", host_action, host, 1, f"{foreign}@0", ply)


def test_guest_refuses_the_hosts_bad_actions() -> None:
    duet = Duet.start(Options(first_player=0), 32, 1)
    masked, ply = duet.masked, 0
    before = duet.masked
    mine = masked.hands[1][0]
    err = refused("not_held", guest_prepare, masked, 1, f"{mine}@0", ply)
    assert err.params["card"] == str(mine)
    refused("stale", guest_prepare, masked, 1, "end", 3)
    err = refused("illegal", guest_prepare, masked, 1, "end", ply)
    assert err.params["rule"] == "play_first"
    refused("malformed", guest_prepare, masked, 1, "next", ply)
    err = refused("illegal", guest_prepare, masked, 1, "JOKER@0", ply)  # no tactic cards here
    assert err.params["rule"] == "tactical_only"
    for text in ("", "R5@9", "claim", "{}", "R5@0 " * 20):
        refused("malformed", guest_prepare, masked, 1, text, ply)
    host_card = next(c for c in duet.host.hands[0])
    after, action = guest_prepare(masked, 1, f"{host_card}@0", ply)
    masked = apply(after, action)
    again = replace(masked, phase=Phase.PLAY)  # as if the host's turn began again
    refused("not_held", guest_prepare, again, 1, f"{host_card}@1")  # now on the table
    refused("not_your_turn", guest_prepare, apply(masked, EndTurn()), 1, "pass")
    assert duet.masked == before  # nothing changed in place


def test_guest_refuses_a_wrong_draw() -> None:
    duet = Duet.start(Options(first_player=1), 33, 1)
    masked = apply(duet.masked, legal_actions(duet.masked)[0])
    host = apply(duet.host, legal_actions(duet.masked)[0])
    told = drawn_for(host, apply(host, EndTurn()), 1)
    assert len(told) == 1
    mine = str(masked.hands[1][0])
    for cards, code in (
        ([], "bad_draw"),
        ([*told, *told], "bad_draw"),
        ([mine], "bad_draw"),
        (["JOKER"], "bad_draw"),
        ("R5", "malformed"),
        (["R5"] * 1000, "malformed"),
        ([5], "malformed"),
        (["Q5"], "malformed"),
    ):
        refused(code, guest_put_drawn, masked, 1, EndTurn(), cards)
    placed = next(s.sides[1][0] for s in masked.stones if s.sides[1])
    refused("bad_draw", guest_put_drawn, masked, 1, EndTurn(), [str(placed)])
    ready = guest_put_drawn(masked, 1, EndTurn(), told)
    assert parse_card(told[0]) in apply(ready, EndTurn()).hands[1]


def test_guest_refuses_a_bad_deal() -> None:
    duet = Duet.start(Options(rounds=2, first_player=0), 34, 1).play(eager, 34)
    assert duet.host.is_terminal
    record = duet.record
    cut = record.history.index("next")
    early = replace(
        record,
        history=record.history[:cut],
        hands=record.hands[:1],
        reveals=record.reveals[:1],
        draws=tuple(d for d in record.draws if d[0] < cut),
    )
    over = restore(early)
    assert over.phase is Phase.ROUND_OVER
    good = {
        "round": 1,
        "hand": [str(c) for c in record.hands[1]],
        "starting_player": 1,
        "deck": 42,
        "tactic_deck": 0,
    }
    assert guest_next_round(over, 1, good).hands[1] == record.hands[1]
    for bad, code in (
        ({**good, "round": 2}, "malformed"),  # the match has 2 rounds
        ({**good, "round": True}, "malformed"),
        ({**good, "deck": 41}, "bad_deal"),
        ({**good, "starting_player": 0}, "bad_deal"),
        ({**good, "hand": good["hand"][:-1]}, "bad_deal"),
        ({**good, "hand": [good["hand"][0]] * 6}, "bad_deal"),
        ({**good, "hand": ["JOKER", *good["hand"][1:]]}, "bad_deal"),
        ({**good, "extra": 1}, "malformed"),
        ([good], "malformed"),
    ):
        refused(code, guest_next_round, over, 1, bad)
    refused(
        "bad_deal", guest_next_round, restore(early)._replace if False else duet.masked, 1, good
    )


def test_a_tampered_reveal_is_a_mismatch_at_its_ply() -> None:
    duet = Duet.start(Options(variant="tactical"), 13, 0).play(eager, 13)
    host = duet.host
    record = replace(duet.record, reveals=())
    data = reveal(host, 0)
    assert replace(guest_verify(record, data)[1], seed=host.seed) == host
    keys = data["keys"]
    other = {**data, "keys": [f"{(int(keys[0], 16) + 1) % 2**64:016x}", keys[1]]}
    assert refused("mismatch", guest_verify, record, other).params["ply"] == 0
    theirs = [[p, t] for p, t in data["returns"] if host.history[p].player == 1]
    assert theirs, "the host used the Recruiter"
    ply, text = theirs[0]
    dropped = [r for r in data["returns"] if r[0] != ply]
    assert (
        refused("mismatch", guest_verify, record, {**data, "returns": dropped}).params["ply"] == ply
    )
    at = new_game(host.options, host.seed)
    for h in host.history[:ply]:
        at = apply(at, h.action)
    cards = text.split()[1:]
    foreign = next(str(c) for c in CLAN_CARDS if c not in at.hands[1])
    for wrong, where in (
        (" ".join(["return", foreign, *cards[1:]]), ply),  # a card the host did not hold
        (" ".join(["return", *reversed(cards)]), None),  # the order shows at a later draw
    ):
        if wrong == text:
            continue
        swapped = [[p, wrong if p == ply else t] for p, t in data["returns"]]
        err = refused("mismatch", guest_verify, record, {**data, "returns": swapped})
        assert err.params["ply"] == where if where is not None else err.params["ply"] > ply
    for bad in ({**data, "keys": ["zz", keys[1]]}, {**data, "returns": [[0, "pass"]]}, [data]):
        refused("malformed", guest_verify, record, bad)


def test_a_lie_about_a_draw_shows_at_the_reveal() -> None:
    duet = Duet.start(Options(), 36, 1).play(eager, 36)
    record = replace(duet.record, reveals=())
    ply, cards = record.draws[2]
    lie = next(c for c in CLAN_CARDS if c not in cards)
    lied = replace(record, draws=(*record.draws[:2], (ply, (lie,)), *record.draws[3:]))
    err = refused("mismatch", guest_verify, lied, reveal(duet.host, 0))
    assert err.params["ply"] == ply and str(lie) in err.message


def test_a_wrong_seed_breaks_the_commitment() -> None:
    duet = Duet.start(Options(), 37, 0).play(eager, 37)
    refused("commitment", guest_complete, duet.record, 38)
    refused("malformed", guest_complete, duet.record, "37")
    refused("malformed", guest_complete, duet.record, -1)
    assert guest_complete(duet.record, 37) == duet.host


def test_a_record_reads_back_strictly() -> None:
    duet = Duet.start(Options(variant="tactical", rounds=2), 39, 1).play(eager, 39, plies=60)
    text = duet.record.to_json()
    assert GuestRecord.from_json(text) == duet.record
    data = json.loads(text)
    for key, value in (
        ("format", "schotten-totten-save"),
        ("version", 2),
        ("version", "1"),
        ("seat", 2),
        ("commitment", "00"),
        ("hands", []),
        ("history", ["R5@0"] * 50_000),
        ("history", [5]),
        ("draws", [[0, ["R5", "R6", "R7", "R8"]]]),
        ("options", {"variant": "chess"}),
        ("options", {"names": ["<b>A</b>", "B"]}),
    ):
        with pytest.raises(RemoteError) as info:
            GuestRecord.from_json(json.dumps({**data, key: value}))
        assert info.value.code == "malformed", (key, info.value.message)
    for text_bad in ("", "[" * 100 + "]" * 100, "x" * (2_000_000), b"\xff"):
        with pytest.raises(RemoteError) as info:
            GuestRecord.from_json(text_bad)
        assert info.value.code == "malformed"
    tampered = {**data, "history": [*data["history"][:-1], "pass"]}
    with pytest.raises(RemoteError) as info:
        GuestRecord.from_json(json.dumps(tampered))
    assert info.value.code in ("mismatch", "malformed")


def test_an_opening_is_checked() -> None:
    host = new_game(Options(variant="tactical"), 40)
    op = opening(host, 1)
    assert "seed" not in op and all(str(c) not in json.dumps(op["hands"]) for c in host.hands[0])
    refused("malformed", guest_state, {**op, "seat": "1"})
    refused("malformed", guest_state, op, 0)  # the opening is for seat 1
    assert guest_state(op, 1) == guest_state(op)
    refused("malformed", guest_state, {k: v for k, v in op.items() if k != "position"})
    refused("bad_deal", guest_state, {**op, "hands": [[str(c) for c in host.hands[0][:-1]]]})
    position = {**op["position"], "deck": 1}
    refused("mismatch", guest_state, {**op, "position": position})


def test_a_card_the_guest_put_back_stays_under_the_deck() -> None:
    duet = Duet.start(Options(variant="tactical", rounds=2), 13, 0)
    rng = random.Random(13)
    put: tuple[object, ...] = ()
    while not duet.host.is_terminal:
        last = duet.host.history[-1] if duet.host.history else None
        if last is not None and last.player == 0 and isinstance(last.action, Return):
            put = last.action.cards
        host = duet.host
        if put and host.current_player == 1 and host.phase is Phase.PLAY:
            break
        duet.step(eager, rng)
    assert put, "the guest used the Recruiter"
    card = put[0]
    assert card in duet.host.deck or card in duet.host.tactic_deck
    stone = next(
        i
        for i, s in enumerate(duet.host.stones)
        if s.claimed_by is None and len(s.sides[1]) < s.size
    )
    err = refused("not_held", guest_prepare, duet.masked, 0, f"{card}@{stone}")
    assert err.params["card"] == str(card)
    # the host's own cards of that deck are stand-ins: it may play any of them
    theirs = next(c for c in duet.host.hands[1] if type(c) is type(card))
    if isinstance(theirs, Tactic) and not theirs.is_elite:
        return
    after, action = guest_prepare(duet.masked, 0, f"{theirs}@{stone}")
    assert theirs in after.hands[1] and apply(after, action).stones[stone].sides[1][-1] == theirs


# --- whatever arrives, only a RemoteError ---------------------------------------------------------

TEXTS = st.one_of(
    st.sampled_from(
        [
            "pass",
            "end",
            "end clan",
            "end tactic",
            "next",
            "claim 4",
            "RECRUITER 3 clan 0 tactic",
            "RECRUITER 0 clan 3 tactic",
            "return ?clan ?tactic",
            "return ?tactic",
            "return R1 R2",
            "STRATEGIST R5@3>discard",
            "BANSHEE JOKER@0",
            "TRAITOR R5@3>3",
            "MUD@8",
            "BLIND@0",
        ]
    ),
    st.builds(
        "{}@{}".format,
        st.sampled_from([str(c) for c in (*CLAN_CARDS, *TACTIC_CARDS)]),
        st.integers(0, 8),
    ),
    st.text(max_size=80),
)
LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.text(max_size=20), st.just([])
)


@pytest.fixture(scope="module")
def midgame() -> Duet:
    """A tactical match some turns in, the guest in seat 0, the host to move."""
    duet = Duet.start(Options(variant="tactical", rounds=2), 13, 0)
    rng = random.Random(13)
    while len(duet.host.history) < 60 or duet.host.current_player == 0:
        duet.step(eager, rng)
    return duet


@settings(max_examples=150, deadline=None)
@given(texts=st.lists(TEXTS, min_size=1, max_size=4))
def test_any_host_message_is_applied_or_refused(midgame: Duet, texts: list[str]) -> None:
    masked = midgame.masked
    for text in texts:
        try:
            masked, action = guest_prepare(masked, 0, text)
        except RemoteError:
            continue
        masked = apply(masked, action)
        assert player_view(masked, 0).hand == midgame.masked.hands[0]
        if masked.current_player == 0:
            break


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_draw_or_record_is_applied_or_refused(midgame: Duet, data: st.DataObject) -> None:
    names = [str(c) for c in (*CLAN_CARDS, *TACTIC_CARDS)]
    cards = data.draw(st.lists(st.sampled_from(names), max_size=3))
    own = Duet.start(Options(variant="tactical", first_player=0), 7, 0)
    masked = apply(own.masked, legal_actions(own.masked)[0])
    draw = data.draw(st.sampled_from([EndTurn("clan"), EndTurn("tactic"), Recruit(2, 1)]))
    try:
        ready: GameState | None = guest_put_drawn(masked, 0, draw, cards)
    except RemoteError:
        ready = None
    if ready is not None:  # the cards told are the cards drawn
        gained = Counter(apply(ready, draw).hands[0]) - Counter(masked.hands[0])
        assert gained == Counter(parse_card(c) for c in cards)
    doc = json.loads(midgame.record.to_json())
    key = data.draw(st.sampled_from(sorted(doc)))
    where = doc[key]
    if isinstance(where, list) and where:
        i = data.draw(st.integers(0, len(where) - 1))
        where[i] = data.draw(LEAVES)
    else:
        doc[key] = data.draw(LEAVES)
    try:
        GuestRecord.from_json(json.dumps(doc))
    except RemoteError as err:
        assert err.code in ("malformed", "mismatch", "bad_deal"), err.code


def test_a_host_seed_is_hard_to_guess() -> None:
    seeds = {host_seed() for _ in range(20)}
    assert len(seeds) == 20 and max(seeds) > 2**40
    new_game(Options(), max(seeds))  # a valid seed
