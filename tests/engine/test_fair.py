"""A fair deal between two devices (schotten.sra, schotten.fair, schotten.fair_play): two
simulated devices shuffle, deal, draw, play and put back cards; neither learns a card before
it is opened to it; every cheat is refused with its code and leaves the honest side as it was;
each round's end checks the whole round."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from engine_kit import eager
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schotten import fair, sra
from schotten import fair_play as fp
from schotten.actions import Action, EndTurn, NextRound, Place, Return, deck_of
from schotten.cards import CLAN_CARDS
from schotten.options import Options
from schotten.remote import RemoteError
from schotten.replay import Replay
from schotten.review import Reviewer, ReviewSettings
from schotten.rules import legal_actions
from schotten.state import GameState, Phase
from schotten.tactics import AnyCard, Tactic
from schotten.views import player_view

CLASSIC = Options(first_player=0)
TACTICAL = Options(first_player=1, variant="tactical")
Msg = dict[str, Any]


@dataclass
class Wire:
    """Two devices and the messages between them, delivered in order."""

    sides: list[fp.Side]
    sent: list[tuple[int, Msg]] = field(default_factory=list)
    """Every message ever sent, with its sender."""
    queue: list[tuple[int, Msg]] = field(default_factory=list)
    watch: Callable[[Wire], None] | None = None
    """Called after every message delivered."""
    hold: str = ""
    """Messages of this kind are kept in :attr:`held` instead of delivered."""
    held: list[tuple[int, Msg]] = field(default_factory=list)
    settled: Callable[[Wire], None] | None = None
    """Called after every action, its messages all delivered."""

    @classmethod
    def dealt(cls, options: Options) -> Wire:
        w = cls([fp.new_side(options, 0), fp.new_side(options, 1)])
        w.sides[0], out = fp.begin(w.sides[0])
        w.post(0, out)
        w.pump()
        return w

    def post(self, sender: int, msgs: list[Msg]) -> None:
        for m in msgs:
            # what crosses the wire is JSON text
            m = json.loads(json.dumps(m))
            self.sent.append((sender, m))
            self.queue.append((sender, m))

    def pump(self) -> None:
        while self.queue:
            sender, m = self.queue.pop(0)
            if m["what"] == self.hold:
                self.held.append((sender, m))
                continue
            to = 1 - sender
            self.sides[to], out = fp.receive(self.sides[to], m)
            self.post(to, out)
            if self.watch is not None:
                self.watch(self)

    def act(self, seat: int, action: Action) -> None:
        self.sides[seat], out = fp.play(self.sides[seat], action)
        self.post(seat, out)
        self.pump()
        if self.settled is not None:
            self.settled(self)

    @property
    def state(self) -> GameState:
        s = self.sides[0].state
        assert s is not None
        return s

    def play_out(self, rng: random.Random, until: Phase = Phase.MATCH_OVER) -> None:
        """Random legal play (both ask for each next round) until ``until`` or the match's end."""
        while True:
            state = self.state
            if state.phase is Phase.MATCH_OVER or state.phase is until:
                return
            if state.phase is Phase.ROUND_OVER:
                self.act(rng.randrange(2), NextRound())
                continue
            p = state.current_player
            mine = self.sides[p].state
            assert mine is not None
            self.act(p, eager(mine, rng))


def truth(w: Wire) -> dict[int, AnyCard]:
    """Every token's card, read with both devices' secrets (what no device can do alone)."""
    a, b = w.sides
    assert a.deal is not None and a.secret is not None and b.secret is not None
    deal = replace(a.deal, returned=a.deal.returned)
    return fair.check(a.options, deal, a.secret, b.secret)


# --- the cipher ---------------------------------------------------------------------------------


def test_locks_commute_and_come_off() -> None:
    x = sra.encode(7)
    a, b = sra.new_key(), sra.new_key()
    assert sra.lock(sra.lock(x, a), b) == sra.lock(sra.lock(x, b), a)
    assert sra.unlock(sra.unlock(sra.lock(sra.lock(x, a), b), a), b) == x
    assert sra.is_element(x) and sra.is_element(sra.lock(x, a))


def test_elements_are_read_strictly() -> None:
    x = sra.lock(sra.encode(3), sra.new_key())
    assert sra.read(sra.write(x)) == x
    assert len(sra.write(x)) == sra.ELEMENT_CHARS
    non_square = next(v for v in range(2, 50) if not sra.is_element(v))
    for bad in (
        sra.write(non_square),  # outside the subgroup: would leak a bit through residuosity
        sra.write(1),
        sra.write(sra.P - 1),
        sra.write(x)[:-1],
        sra.write(x) + "A",
        "!" * sra.ELEMENT_CHARS,
        12345,
        None,
    ):
        with pytest.raises(sra.NotAnElement):
            sra.read(bad)


def test_every_card_is_a_different_square() -> None:
    codes = [sra.encode(i) for i in range(64)]
    assert len(set(codes)) == 64 and all(sra.is_element(c) for c in codes)


def test_keys_are_random_and_short() -> None:
    keys = {sra.new_key() for _ in range(50)}
    assert len(keys) == 50 and all(2 <= k < 2**sra.KEY_BITS for k in keys)


# --- one round's tokens -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def classic() -> Wire:
    """A classic round dealt (the shuffle is the slow part: shared by the tests that only
    read it or start from it)."""
    return Wire.dealt(CLASSIC)


@pytest.fixture(scope="module")
def tactical() -> Wire:
    return Wire.dealt(TACTICAL)


def test_the_deal_is_a_shuffle_of_every_card(classic: Wire) -> None:
    cards = truth(classic)
    assert sorted(cards.values(), key=lambda c: c.index) == sorted(
        fair.cards_of(CLASSIC), key=lambda c: c.index
    )
    a, b = classic.sides
    assert a.state is not None and b.state is not None
    n = CLASSIC.rules.hand_size
    assert set(a.state.hands[0]) == {cards[t] for t in range(n)}
    assert set(b.state.hands[1]) == {cards[t] for t in range(n, 2 * n)}


def test_each_device_knows_only_its_own_hand(classic: Wire, tactical: Wire) -> None:
    for w in (classic, tactical):
        cards = truth(w)
        for side in w.sides:
            assert side.state is not None
            assert set(side.known) == set(side.hands[side.seat])
            assert {cards[t] for t in side.known} == set(side.state.hands[side.seat])


def test_the_tactical_deal_shuffles_both_decks(tactical: Wire) -> None:
    cards = truth(tactical)
    a = tactical.sides[0]
    clan_deck, tactic_deck = a.decks
    assert all(not isinstance(cards[t], Tactic) for t in clan_deck)
    assert sorted(cards[t].index for t in tactic_deck) == sorted(
        c.index for c in TACTICAL.rules.tactic_deck
    )


def test_no_message_shows_a_card_or_a_key_before_the_round_ends(tactical: Wire) -> None:
    plain = {sra.write(sra.encode(i)) for i in range(64)}
    for sender, m in tactical.sent:
        side = tactical.sides[sender]
        assert side.secret is not None
        text = json.dumps(m)
        assert not any(p in text for p in plain)
        assert f"{side.secret.lock:056x}" not in text
        assert not any(f"{k:056x}" in text for k in side.secret.keys)
        assert set(m) <= {"what", "round", "tokens", "commitment", "values"}


def test_an_opening_is_for_the_drawer_only(classic: Wire) -> None:
    a, b = classic.sides
    assert a.secret is not None and b.secret is not None and a.deal is not None
    token = a.decks[0][0]
    value = fair.lock_off(a.secret, a.deal, token)
    card = truth(classic)[token]
    assert fair.open_drawn(CLASSIC, b.secret, a.deal, token, "clan", value, {}) == card
    with pytest.raises(RemoteError) as err:  # seat 0 cannot read it with its own key
        fair.open_drawn(CLASSIC, a.secret, a.deal, token, "clan", value, {})
    assert err.value.code == "bad_opening"


def test_a_proof_proves_one_card_only(classic: Wire) -> None:
    a, b = classic.sides
    assert a.secret is not None and b.secret is not None and a.deal is not None
    token = min(a.hands[0])
    card = a.known[token]
    p = fair.lock_off(a.secret, a.deal, token)
    fair.check_play(CLASSIC, b.secret, a.deal, token, card, p, {})
    other = next(c for c in CLAN_CARDS if c != card)
    for bad_card, bad_proof in ((other, p), (card, fair.lock_off(a.secret, a.deal, token + 1))):
        with pytest.raises(RemoteError) as err:
            fair.check_play(CLASSIC, b.secret, a.deal, token, bad_card, bad_proof, {})
        assert err.value.code == "bad_proof"


@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_check_names_a_step_that_was_not_done_honestly(classic: Wire, step: int) -> None:
    a, b = classic.sides
    assert a.deal is not None and a.secret is not None and b.secret is not None
    deal = a.deal
    forged = sra.lock(sra.encode(5), sra.new_key())
    part = {1: "x", 2: "y", 3: "z"}[step]
    values = list(getattr(deal, part))
    values[9] = forged
    deal = replace(deal, **{part: tuple(values)})
    mine, theirs = (b.secret, a.secret) if step in (1, 3) else (a.secret, b.secret)
    with pytest.raises(RemoteError) as err:
        fair.check(CLASSIC, deal, mine, theirs)
    assert err.value.code == "bad_shuffle" and err.value.params["step"] == step


def test_the_check_refuses_a_secret_other_than_the_one_committed(classic: Wire) -> None:
    a, b = classic.sides
    assert a.deal is not None and a.secret is not None and b.secret is not None
    keys = list(a.secret.keys)
    keys[0] += 1
    for lying in (replace(a.secret, keys=tuple(keys)), replace(a.secret, nonce="0" * 32)):
        with pytest.raises(RemoteError) as err:
            fair.check(CLASSIC, a.deal, b.secret, lying)
        assert err.value.code == "commitment"


# --- whole matches ------------------------------------------------------------------------------


def _views_agree(w: Wire) -> None:
    a, b = w.sides
    if a.state is None or b.state is None:
        return
    for seat in (0, 1):
        va = player_view(a.state, seat).to_dict()
        vb = player_view(b.state, seat).to_dict()
        for key in ("stones", "scores", "phase", "current_player", "deck_size"):
            if key in va:
                assert va[key] == vb[key], key


def _match_checked(w: Wire) -> None:
    """The match over on both devices, every round checked, both holding the same real match."""
    a, b = w.sides
    assert a.state is not None and a.state.phase is Phase.MATCH_OVER
    assert len(a.checked) == len(b.checked) == a.state.round_no + 1
    assert a.ended is not None and b.ended is not None
    assert a.ended.history == b.ended.history and a.ended.hands == b.ended.hands
    assert not any(isinstance(h.action, Return) and not h.action.cards for h in a.ended.history)
    assert a.checked == b.checked


def test_a_classic_match_of_two_rounds_is_played_and_each_round_checked() -> None:
    """Both devices ask for the second round at once (the second ask is not refused); the
    match is then replayed and reviewed from its deals."""
    w = Wire.dealt(replace(CLASSIC, rounds=2, first_player=1))
    w.settled = _views_agree
    rng = random.Random(3)
    w.play_out(rng, until=Phase.ROUND_OVER)
    w.sides[0], out0 = fp.play(w.sides[0], NextRound())
    w.sides[1], out1 = fp.play(w.sides[1], NextRound())
    w.post(0, out0)
    w.post(1, out1)
    w.pump()
    assert all(s.round_no == 1 and s.state is not None for s in w.sides)
    w.play_out(rng)
    _match_checked(w)
    # replayed and reviewed from its deals (it does not come from its seed)
    side = w.sides[0]
    assert side.ended is not None
    replay = Replay(side.ended, side.checked)
    assert replay.position(replay.plies) == side.ended
    for k in replay.round_starts():
        dealt = replay.position(k)
        clan = side.checked[dealt.round_no][0]
        assert set(dealt.hands[0]) == set(clan[:6]) and set(dealt.hands[1]) == set(clan[6:12])
    quick = ReviewSettings(budget=50, candidates=1, depth=1)
    review = Reviewer(side.ended, quick, players=(0,), deals=side.checked).finish()
    assert review.players == (0,)
    with pytest.raises(ValueError):  # a fair match does not come from its seed
        Replay(side.ended).position(replay.plies)


def test_a_tactical_match_with_the_recruiter_s_cards_put_back_hidden() -> None:
    rng = random.Random(11)
    w, p, action, _ = _until_returned(rng)
    w.settled = _views_agree
    w.act(p, action)
    msg = next(m for s, m in reversed(w.sent) if s == p and m["what"] == "act")
    assert msg["action"].startswith("return ?")
    assert not any(str(c) in msg["action"] for c in action.cards)
    other = w.sides[1 - p]
    assert other.deal is not None
    new = range(other.deal.count() - len(action.cards), other.deal.count())
    assert not set(new) & set(other.known)
    assert set(new) <= set(w.sides[p].own)
    w.play_out(rng)
    _match_checked(w)


# --- cheating -----------------------------------------------------------------------------------


def _refused(w: Wire, to: int, msg: Msg, code: str) -> RemoteError:
    before = fp.to_dict(w.sides[to])
    with pytest.raises(RemoteError) as err:
        fp.receive(w.sides[to], msg)
    assert err.value.code == code, err.value
    assert fp.to_dict(w.sides[to]) == before  # nothing changed
    return err.value


def _turn(w: Wire) -> tuple[int, Action, list[Msg]]:
    """The current player's first placement, played on its side; its messages not yet sent."""
    p = w.state.current_player
    mine = w.sides[p].state
    assert mine is not None
    action = next(m for m in legal_actions(mine) if isinstance(m, Place))
    _, out = fp.play(w.sides[p], action)
    return p, action, out


def test_a_card_not_dealt_is_refused(classic: Wire) -> None:
    p, action, out = _turn(classic)
    assert isinstance(action, Place)
    act = out[0]
    cards = truth(classic)
    theirs = next(t for t in classic.sides[p].hands[1 - p])
    # a card the player does not hold, with the proof of one it does
    not_held = next(c for c in CLAN_CARDS if c not in classic.sides[p].state.hands[p])  # type: ignore[union-attr]
    err = _refused(classic, 1 - p, {**act, "action": f"{not_held}@{action.stone}"}, "bad_proof")
    assert str(not_held) in err.message
    # a token of the other hand
    _refused(classic, 1 - p, {**act, "token": theirs}, "not_held")
    # a token of the deck
    _refused(classic, 1 - p, {**act, "token": classic.sides[p].decks[0][0]}, "not_held")
    assert cards[act["token"]] == action.card


def test_a_move_out_of_turn_or_stale_is_refused(classic: Wire) -> None:
    p, _, out = _turn(classic)
    act = out[0]
    _refused(classic, p, act, "not_your_turn")  # sent back to its own author: not their turn
    _refused(classic, 1 - p, {**act, "ply": act["ply"] + 1}, "stale")
    _refused(classic, 1 - p, {**act, "round": 1}, "stale")
    _refused(classic, 1 - p, {"what": "open", "round": 0, "ply": 0, "values": []}, "stale")
    _refused(classic, 1 - p, {"what": "step1", "round": 0, "tokens": [], "commitment": ""}, "stale")
    _refused(classic, 1 - p, {"what": "nonsense", "round": 0}, "malformed")
    _refused(classic, 1 - p, {**act, "action": "claim 99"}, "malformed")


def test_a_false_claim_is_refused() -> None:
    w = Wire.dealt(CLASSIC)
    p = w.state.current_player
    _refused(w, 1 - p, {"what": "act", "round": 0, "ply": 0, "action": "claim 0"}, "illegal")


def test_a_wrong_opening_is_refused_and_the_drawer_keeps_its_game() -> None:
    w = Wire.dealt(CLASSIC)
    p, action, out = _turn(w)
    w.sides[p], _ = fp.play(w.sides[p], action)
    w.post(p, out)
    w.pump()
    w.sides[p], out = fp.play(w.sides[p], EndTurn())
    assert w.sides[p].waiting is not None
    other = w.sides[1 - p]
    _, answer = fp.receive(other, out[0])
    opening = answer[0]
    assert opening["what"] == "open"
    garbage = sra.write(sra.lock(sra.encode(3), sra.new_key()))
    _refused(w, p, {**opening, "values": [garbage]}, "bad_opening")
    _refused(w, p, {**opening, "values": ["x"]}, "bad_opening")
    # an opening of a card the drawer already holds: unlocked by the drawer, it is seen twice
    assert other.secret is not None and other.deal is not None
    mine = min(w.sides[p].hands[p] & set(w.sides[p].known))
    held = sra.write(sra.unlock(other.deal.element(mine), other.secret.key_of(mine)))
    _refused(w, p, {**opening, "values": [held]}, "bad_opening")
    # the true one still opens
    w.sides[p], _ = fp.receive(w.sides[p], opening)
    assert w.sides[p].waiting is None


def test_a_secret_that_does_not_fit_is_refused_at_the_round_s_end() -> None:
    w = Wire.dealt(CLASSIC)
    rng = random.Random(5)
    w.hold = "secret"
    while w.state.phase is not Phase.ROUND_OVER and w.state.phase is not Phase.MATCH_OVER:
        p = w.state.current_player
        mine = w.sides[p].state
        assert mine is not None
        w.act(p, eager(mine, rng))
    (_, m0), (_, m1) = sorted(w.held, key=lambda h: h[0])
    secret = m0["secret"]
    lied = {
        **m0,
        "secret": {
            **secret,
            "order": [secret["order"][1], secret["order"][0], *secret["order"][2:]],
        },
    }
    _refused(w, 1, lied, "commitment")
    _refused(w, 1, {**m0, "secret": {**secret, "seat": 1}}, "malformed")
    w.sides[1], _ = fp.receive(w.sides[1], m0)
    assert len(w.sides[1].checked) == 1
    _refused(w, 1, m0, "stale")  # replayed
    w.sides[0], _ = fp.receive(w.sides[0], m1)
    assert w.sides[0].checked == w.sides[1].checked


def _until_returned(rng: random.Random) -> tuple[Wire, int, Return, AnyCard]:
    """A tactical round played until a Recruiter's return is chosen (not yet played) that
    leaves in the hand another card of the kind of one put back (returned with it); a new
    round when a match ends without one."""
    for _ in range(10):
        w = Wire.dealt(TACTICAL)
        while w.state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            p = w.state.current_player
            mine = w.sides[p].state
            assert mine is not None
            action = eager(mine, rng)
            if isinstance(action, Return):
                kept = list(mine.hands[p])
                for c in action.cards:
                    kept.remove(c)
                for c in action.cards:
                    if any(deck_of(k) == deck_of(c) for k in kept):
                        return w, p, action, c
            w.act(p, action)
    raise AssertionError("no Recruiter in ten rounds")


def test_a_card_put_back_and_played_again_fails_the_check() -> None:
    """A device that keeps a card it put back and plays it later: the other device cannot see
    it then (the card went back hidden), but the round's check names the ply; or the card is
    refused as soon as its token under the deck is opened, or when the other device drew that
    token itself and knows where the card is (the deal is random: any of the three)."""
    rng = random.Random(11)
    w, p, action, card = _until_returned(rng)
    side = w.sides[p]
    token = next(t for t, c in side.known.items() if c == card and t in side.hands[p])
    w.act(p, action)
    # the cheat: the card back in its own hand instead of another, its old token with it
    side = w.sides[p]
    assert side.state is not None
    hands = list(side.state.hands)
    dropped = next(c for c in hands[p] if deck_of(c) == deck_of(card))
    hands[p] = (*(c for c in hands[p] if c != dropped), card)
    tokens = list(side.hands)
    tokens[p] = tokens[p] | {token}
    w.sides[p] = replace(
        side, state=replace(side.state, hands=(hands[0], hands[1])), hands=(tokens[0], tokens[1])
    )
    caught = None
    try:
        for _ in range(400):
            state = w.state
            if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                break
            q = state.current_player
            view = w.sides[q].state
            assert view is not None
            moves = legal_actions(view)
            cheat = [m for m in moves if isinstance(m, Place) and m.card == card]
            w.act(q, cheat[0] if q == p and cheat else eager(view, rng))
    except RemoteError as err:
        caught = err
    assert caught is not None, "the cheat went through"
    assert caught.code in ("mismatch", "bad_opening", "not_held"), caught
    if caught.code == "mismatch":
        assert str(card) in caught.message


# --- property: nothing unopened is ever held ----------------------------------------------------


@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), tactical=st.booleans())
def test_no_side_ever_holds_an_unopened_card_of_the_other(seed: int, tactical: bool) -> None:
    w = Wire.dealt(TACTICAL if tactical else CLASSIC)
    rng = random.Random(seed)
    cards = truth(w)

    def watch(w: Wire) -> None:
        for side in w.sides:
            if side.deal is None or not side.deal.z or side.ended is side.state:
                continue
            other = 1 - side.seat
            for t, c in side.known.items():
                opened = t in side.hands[side.seat] or t in side.played or t in side.own
                opened = opened or t not in w.sides[other].hands[other] or t in side.own
                assert opened, (t, c)
            hidden = set(w.sides[other].hands[other]) - set(side.played) - set(side.own)
            for t in hidden:
                assert t not in side.known, t
            for t in side.decks[0] + side.decks[1]:
                assert t not in side.known or t in side.own, t

    w.watch = watch
    for _ in range(60):
        if w.state.phase is not Phase.PLAY and w.state.phase is not Phase.RETURN:
            break
        p = w.state.current_player
        mine = w.sides[p].state
        assert mine is not None
        w.act(p, eager(mine, rng))
    assert all(cards[t] == c for side in w.sides for t, c in side.known.items() if t < 64)


# --- saving -------------------------------------------------------------------------------------


def test_a_side_is_saved_and_read_back_and_a_bad_save_is_refused(tactical: Wire) -> None:
    for side in tactical.sides:
        data = json.loads(json.dumps(fp.to_dict(side)))
        again = fp.from_dict(data)
        assert fp.to_dict(again) == data
        assert again.state == side.state
    data = fp.to_dict(tactical.sides[0])
    for bad in (
        None,
        {**data, "format": "other"},
        {**data, "version": 99},
        {**data, "seat": 5},
        {**data, "deal": {**data["deal"], "z": ["A" * 342] * 3}},
        {**data, "known": {"1": "nonsense"}},
    ):
        with pytest.raises(RemoteError):
            fp.from_dict(bad)


def test_a_match_needs_its_first_player() -> None:
    with pytest.raises(ValueError):
        fp.new_side(Options(), 0)
