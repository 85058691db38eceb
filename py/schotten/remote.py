"""A match on two devices: one deals (the *host*), the other (the *guest*) never sees the
host's hand nor a deck's order.

The host holds the ordinary :class:`~schotten.state.GameState` of ``new_game(options, seed)``;
its seed never leaves it until the match is over. The guest holds a **masked** state: the same
position, its own hand real, the host's hand and both decks filled with *stand-ins* (the cards
it cannot see, in an order computed from what it knows only). Every action on either device
goes through :func:`schotten.rules.apply`, so views, events and narration work on the masked
state unchanged. Before a host action the guest moves stand-ins so that the action applies
(:func:`guest_prepare`); before its own draw it puts the cards the host says it drew on top of
its stand-in decks (:func:`guest_put_drawn`). When a round is over the host reveals the
round's deal (its two shuffle keys) and its ``Return`` actions in the clear: the guest
rebuilds the real round and checks every ply (:func:`guest_verify`). At the match's end the
seed is checked against the commitment sent at the start (:func:`guest_complete`) and the
guest holds the real game. The guest saves only a :class:`GuestRecord` (what it knows),
never the masked state.

The seed must be hard to guess (:func:`host_seed`: 63 random bits): the commitment and the
revealed keys of a finished round let anyone test a guessed seed.

What the guest knows for certain about hidden places: the cards it put back under a deck with
the Recruiter stay *pinned* at their place in the deck until drawn; one the host draws stays
pinned in its hand until the host puts back a card of that deck. Every other card of the
host's hand or the decks is a stand-in and may be exchanged with another of its kind.

Errors: :class:`RemoteError` with a ``code`` from :data:`CODES` and ``params``; nothing is
ever changed in place (every function returns new values).

On the guest, a host action goes ``guest_prepare`` -> ``rules.apply`` (or the UI's own apply)
-> ``record.add_action(text)``; its own action goes ``rules.apply`` -> ``add_action(text)``,
except a drawing one (``EndTurn``, ``Recruit``), which waits for the host's cards:
``guest_put_drawn`` -> apply -> ``add_action(text, drawn)``. A round over: the reveal into
``guest_verify``; the next round: the deal into ``guest_next_round``, ``add_deal(deal)`` and
``add_action("next")``; the match over: the seed into ``guest_complete``. A masked state's
``seed`` is 0, and the host's ``Return`` actions in its history are stand-ins: read its
history through :func:`schotten.views.player_view` or :func:`public_history`, never save it.

>>> from schotten.options import Options
>>> from schotten.views import player_view
>>> host = rules.new_game(Options(first_player=0), seed=2**62 + 7)
>>> guest = guest_state(opening(host, 1), 1)          # seat 1 on the other device
>>> move = rules.legal_actions(host)[0]
>>> host = rules.apply(host, move)                    # the host plays; it sends the text
>>> masked, action = guest_prepare(guest, 1, public_actions(host, 0, 1)[0], ply=0)
>>> guest = rules.apply(masked, action)
>>> player_view(guest, 1).to_dict() == player_view(host, 1).to_dict()
True
>>> guest.hands[0] == host.hands[0]                   # the host's hand: stand-ins
False

Host side (the dealer):

- ``opening(state, guest_seat) -> dict``: what the guest needs to start or resume.
- ``catch_up(state, guest_seat, since) -> dict``: what a guest that agrees up to ``since``
  needs to catch up (``guest_catch_up`` on the guest).
- ``public_actions(state, since, viewer) -> list[str]``; ``public_history(state, viewer)``.
- ``host_action(state, guest_seat, text, ply=None) -> Action``: a guest's action, checked.
- ``drawn_for(before, after, seat) -> list[str]``: the cards ``seat`` drew between the two.
- ``deal_for(state, guest_seat) -> dict``: the guest's deal of the current round.
- ``reveal(state, round_no) -> dict``: a finished round's keys and its ``Return`` actions.
- ``host_seed() -> int`` (for ``new_game``); ``seed_of(state) -> int``; ``commitment(seed)``.
- ``Dealer`` (protocol) and ``SeededDealer(options, seed)``: how cards are dealt.

Guest side (masked):

- ``guest_state(opening, seat=None) -> GameState``: the masked state (the opening replayed and
  checked).
- ``guest_prepare(masked, seat, text, ply=None) -> (GameState, Action)``: a host action.
- ``guest_put_drawn(masked, seat, action, cards) -> GameState``: before the guest's own draw.
- ``guest_next_round(masked, seat, deal) -> GameState``: the round over (masked, or the real
  state :func:`guest_verify` gave) -> the next round, ``NextRound`` included (never apply
  ``NextRound`` to a guest's state yourself: it would deal from no seed).
- ``guest_verify(record, reveal) -> (GuestRecord, GameState)``: the real round at its end
  (``seed`` 0: the guest does not know it yet).
- ``guest_complete(record, seed) -> GameState``: the real match (``new_game`` replayed).
- ``GuestRecord`` (``from_opening``, ``to_json``/``from_json``, ``add_action(text, drawn=())``,
  ``add_drawn(ply, cards)``, ``add_deal(deal)``, ``add_reveal``) and ``restore(record)``.
- ``guest_catch_up(record, data) -> (GuestRecord, GameState)``: after a drop.
- ``agreement(mine, theirs) -> Agreement``: where two public histories part.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from bisect import insort
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from . import rules
from .actions import (
    CLAN_DECK,
    TACTIC_DECK,
    Action,
    EndTurn,
    NextRound,
    Place,
    Recruit,
    Return,
    deck_of,
    parse_action,
    tactic_of,
)
from .cards import CLAN_CARDS, Card
from .errors import IllegalActionError, SchottenError
from .options import MAX_ROUNDS, Options
from .serialize import check_version, read_json
from .state import GameState, Hand, HistoryEntry, Phase
from .tactics import AnyCard, Tactic, card_key, parse_card
from .views import public_history as _public_entries

FORMAT = "schotten-totten-duet"
VERSION = 1
MAX_TEXT = 1_000_000
"""The longest record or opening read (characters)."""
MAX_ACTION = 64
"""The longest action text accepted."""
MAX_PLIES = 40_000
"""The most history entries a record may hold."""
MAX_DRAWN = 3
COMMIT_LABEL = "schotten-totten-commit"

CODES = (
    "malformed",
    "not_your_turn",
    "stale",
    "not_held",
    "illegal",
    "bad_draw",
    "bad_deal",
    "mismatch",
    "commitment",
    "not_over",
    "bad_shuffle",
    "bad_opening",
    "bad_proof",
)
"""``malformed``: wrong shape, type, size or notation; ``not_your_turn``; ``stale``: a message
for another ply; ``not_held``: a card that player does not or could not hold; ``illegal``: the
rules refuse it (``params``: ``rule`` the rules' code, ``reason`` their message, and their
params); ``bad_draw``: drawn cards that could not be on top of that deck; ``bad_deal``;
``mismatch``: a reveal or a record does not replay (``params``: ``ply``, ``reason``);
``commitment``: the seed does not match the commitment or a round's keys; ``not_over``: a
reveal asked for a round that is not over. A fair deal (:mod:`schotten.fair`) adds
``bad_shuffle`` (a shuffle step or a revealed secret that does not fit the tokens; ``params``:
``step``), ``bad_opening`` (a drawn card's opening that is no card, or one already seen) and
``bad_proof`` (a card played that is not the token named)."""


class RemoteError(SchottenError):
    """A message from the other device refused (or a host call out of place); nothing changed."""

    code = "malformed"

    def __init__(self, code: str, message: str, **params: Any) -> None:
        assert code in CODES, code
        super().__init__(message, code=code, params=params)


def _illegal(err: IllegalActionError, action: Action) -> RemoteError:
    params = {**err.params, "action": str(action), "rule": err.code, "reason": err.message}
    return RemoteError("illegal", err.message, **params)


def _apply(state: GameState, action: Action) -> GameState:
    try:
        return rules.apply(state, action)
    except IllegalActionError as err:
        raise _illegal(err, action) from None


# --- reading messages ---------------------------------------------------------------------------


def _malformed(message: str, **params: Any) -> RemoteError:
    return RemoteError("malformed", message, **params)


def _obj(value: Any, where: str, keys: Sequence[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _malformed(f"{where} must be an object", where=where)
    if set(value) != set(keys):
        raise _malformed(f"{where} must have the fields {', '.join(keys)}", where=where)
    return value


def _list(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise _malformed(f"{where} must be a list", where=where)
    if len(value) > most:
        raise _malformed(f"{where} holds more than {most} entries", where=where)
    return value


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _malformed(f"{where} must be a whole number from {lo} to {hi}", where=where)
    return value


def _text(value: Any, where: str, most: int) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise _malformed(f"{where} must be a text of at most {most} characters", where=where)
    return value


def _cards(value: Any, where: str, most: int) -> tuple[AnyCard, ...]:
    out = []
    for item in _list(value, where, most):
        try:
            out.append(parse_card(_text(item, where, 16)))
        except SchottenError:
            raise _malformed(f"{where}: not a card: {str(item)[:16]!r}", where=where) from None
    return tuple(out)


def parse(text: Any) -> Action:
    """An action as received: bounded, in notation, else ``malformed``."""
    try:
        return parse_action(_text(text, "action", MAX_ACTION))
    except RemoteError:
        raise
    except SchottenError as err:
        raise _malformed(f"not an action: {str(text)[:MAX_ACTION]!r}", reason=err.message) from None


_HEX = re.compile(r"[0-9a-f]{16}")
_DIGEST = re.compile(r"[0-9a-f]{64}")


# --- shared facts -------------------------------------------------------------------------------


def commitment(seed: int) -> str:
    """The commitment to a seed: the SHA-256 (hex) of ``"schotten-totten-commit:{seed}"``."""
    return hashlib.sha256(f"{COMMIT_LABEL}:{seed}".encode()).hexdigest()


def public_actions(state: GameState, since: int, viewer: int) -> list[str]:
    """``state.history[since:]`` in the notation ``viewer`` may see (the other's ``Return``
    concealed)."""
    return [str(h.action) for h in _public_entries(state, viewer)[since:]]


def public_history(state: GameState, viewer: int) -> list[str]:
    """The whole history as ``viewer`` sees it (both devices compare it after a drop)."""
    return public_actions(state, 0, viewer)


@dataclass(frozen=True, slots=True)
class Agreement:
    """Where two public histories stand: ``common`` entries agree; ``behind`` is ``"mine"``,
    ``"theirs"`` or ``None``; ``diverged`` when they differ within both."""

    common: int
    behind: str | None
    diverged: bool


def agreement(mine: Sequence[str], theirs: Sequence[str]) -> Agreement:
    """Compare this device's public history with the other's."""
    n = 0
    for a, b in zip(mine, theirs, strict=False):
        if a != b:
            break
        n += 1
    diverged = n < min(len(mine), len(theirs))
    behind = None
    if not diverged and len(mine) != len(theirs):
        behind = "mine" if len(mine) < len(theirs) else "theirs"
    return Agreement(n, behind, diverged)


def _round_entries(state: GameState) -> list[tuple[int, HistoryEntry]]:
    """The current round's history entries with their plies (``NextRound`` belongs to the
    round it ended)."""
    out = []
    for ply in range(len(state.history) - 1, -1, -1):
        h = state.history[ply]
        if h.round_no != state.round_no:
            break
        out.append((ply, h))
    return out[::-1]


def _deck(state: GameState, kind: str) -> tuple[AnyCard, ...]:
    return state.deck if kind == CLAN_DECK else state.tactic_deck


def _dealt_sizes(options: Options) -> dict[str, int]:
    r = options.rules
    return {
        CLAN_DECK: len(CLAN_CARDS) - 2 * r.hand_size,
        TACTIC_DECK: len(r.tactic_deck) if r.tactics else 0,
    }


def _from_hand(action: Action) -> AnyCard | None:
    """The card an action takes from the player's hand (``Return`` aside)."""
    if isinstance(action, Place):
        return action.card
    return tactic_of(action)


def _drawn(before: GameState, after: GameState) -> tuple[AnyCard, ...]:
    """The cards taken from the decks' tops between two states (end of turn, Recruiter)."""
    out: list[AnyCard] = []
    for kind in (CLAN_DECK, TACTIC_DECK):
        was, now = _deck(before, kind), _deck(after, kind)
        if len(now) < len(was):
            out.extend(was[: len(was) - len(now)])
    return tuple(out)


def _strs(cards: Iterable[AnyCard]) -> list[str]:
    return [str(c) for c in cards]


# --- the dealer ---------------------------------------------------------------------------------


class Dealer(Protocol):
    """How the cards are dealt, as the host's side of the protocol needs it (the seeded dealer
    here; a dealer shuffled by both devices can replace it)."""

    def commitment(self) -> str:
        """What the guest checks at the match's end."""
        ...

    def hand(self, round_no: int, seat: int) -> Hand:
        """``seat``'s hand at the start of round ``round_no``."""
        ...

    def drawn(self, before: GameState, after: GameState, seat: int) -> tuple[AnyCard, ...]:
        """The cards ``seat`` took from the decks between ``before`` and ``after``."""
        ...

    def deal(self, round_no: int) -> dict[str, Any]:
        """What rebuilds round ``round_no``'s deal once it is over (JSON-safe)."""
        ...


@dataclass(frozen=True, slots=True)
class SeededDealer:
    """The dealer of ``new_game(options, seed)``: each round's decks come from its keys
    (:func:`schotten.rules.round_keys`)."""

    options: Options
    seed: int

    def commitment(self) -> str:
        return commitment(self.seed)

    def hand(self, round_no: int, seat: int) -> Hand:
        n = self.options.rules.hand_size
        deck = rules.shuffled_deck(self.seed, round_no)
        return tuple(sorted(deck[seat * n : (seat + 1) * n]))

    def drawn(self, before: GameState, after: GameState, seat: int) -> tuple[AnyCard, ...]:
        if before.current_player != seat:
            return ()
        return _drawn(before, after)

    def deal(self, round_no: int) -> dict[str, Any]:
        return {"keys": [f"{k:016x}" for k in rules.round_keys(self.seed, round_no)]}


def _dealer(state: GameState) -> Dealer:
    """The one place the host's functions get their dealer from."""
    return SeededDealer(state.options, state.seed)


def host_seed() -> int:
    """A seed for a match on two devices: 63 random bits (a guessable seed would let the guest
    find it from the commitment, and with it every deal)."""
    return secrets.randbits(63)


# --- host side ----------------------------------------------------------------------------------


def seed_of(state: GameState) -> int:
    """The host's seed, to send once the match is over."""
    return state.seed


def drawn_for(before: GameState, after: GameState, seat: int) -> list[str]:
    """The cards ``seat`` took from the decks by the action between ``before`` and ``after``
    (the draw at the end of a turn, the Recruiter), to send to the guest."""
    return _strs(_dealer(before).drawn(before, after, seat))


def deal_for(state: GameState, guest_seat: int) -> dict[str, Any]:
    """The guest's deal of the current round (send it after ``NextRound``)."""
    sizes = _dealt_sizes(state.options)
    return {
        "round": state.round_no,
        "hand": _strs(_dealer(state).hand(state.round_no, guest_seat)),
        "starting_player": state.starting_player,
        "deck": sizes[CLAN_DECK],
        "tactic_deck": sizes[TACTIC_DECK],
    }


def _round_over(state: GameState, round_no: int) -> bool:
    return round_no < state.round_no or (
        round_no == state.round_no and state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    )


def reveal(state: GameState, round_no: int) -> dict[str, Any]:
    """A finished round as the guest may now know it: its deal (the shuffle keys) and every
    ``Return`` of the round in the clear, by ply."""
    if not isinstance(round_no, int) or not 0 <= round_no <= state.round_no:
        raise RemoteError("not_over", f"no round {round_no!r}", round=repr(round_no))
    if not _round_over(state, round_no):
        raise RemoteError("not_over", f"round {round_no} is not over", round=round_no)
    returns = [
        [ply, str(h.action)]
        for ply, h in enumerate(state.history)
        if h.round_no == round_no and isinstance(h.action, Return)
    ]
    return {"round": round_no, **_dealer(state).deal(round_no), "returns": returns}


def host_action(state: GameState, guest_seat: int, text: Any, ply: Any = None) -> Action:
    """A guest's action as received, checked: notation, the ply it was played at (when
    given), the turn, the cards held, the rules. The caller then applies it."""
    action = parse(text)
    _check_ply(state, ply)
    if isinstance(action, Return) and action.concealed:
        raise _malformed("a return must name its cards", action=str(action))
    if not isinstance(action, NextRound) and state.current_player != guest_seat:
        raise RemoteError("not_your_turn", f"{action}: it is not your turn", action=str(action))
    card = _from_hand(action)
    taken = action.cards if isinstance(action, Return) else () if card is None else (card,)
    held = list(state.hands[guest_seat])
    for c in taken:
        if c not in held:
            raise RemoteError("not_held", f"{c} is not in your hand", card=str(c))
        held.remove(c)
    _apply(state, action)
    return action


def _check_ply(state: GameState, ply: Any) -> None:
    if ply is None:
        return
    _int(ply, "ply", 0, MAX_PLIES)
    if ply != len(state.history):
        raise RemoteError(
            "stale", f"a message for ply {ply}, the game is at {len(state.history)}", ply=ply
        )


def _replayed(state: GameState) -> list[GameState]:
    """Every position of the host's match, ply by ply (``[k]``: before action ``k``)."""
    s = rules.new_game(state.options, state.seed)
    out = [s]
    for h in state.history:
        s = rules.apply(s, h.action)
        out.append(s)
    return out


def _record_of(state: GameState, guest_seat: int) -> GuestRecord:
    """Everything the guest of ``state`` may know, as its record would hold it."""
    positions = _replayed(state)
    dealer = _dealer(state)
    draws = []
    for ply, h in enumerate(state.history):
        if h.player == guest_seat and isinstance(h.action, (EndTurn, Recruit)):
            cards = dealer.drawn(positions[ply], positions[ply + 1], guest_seat)
            if cards:
                draws.append((ply, cards))
    return GuestRecord(
        options=replace(state.options, names=None, bots=None),
        seat=guest_seat,
        first_player=positions[0].starting_player,
        commitment=dealer.commitment(),
        hands=tuple(dealer.hand(r, guest_seat) for r in range(state.round_no + 1)),
        draws=tuple(draws),
        history=tuple(public_actions(state, 0, guest_seat)),
        reveals=tuple(
            Reveal.read(reveal(state, r))
            for r in range(state.round_no + 1)
            if _round_over(state, r)
        ),
    )


def opening(state: GameState, guest_seat: int) -> dict[str, Any]:
    """What the guest needs to start or resume the match: a :class:`GuestRecord` as JSON data
    (options without names, the guest's seat, the first player, the commitment, the guest's
    hand at each round's start and the cards it drew, the public history, the reveals of the
    finished rounds) and ``"position"``, the public position the guest checks its replay
    against. Never the host's hand, a deck's order or the seed. It grows by about 2 KB a round
    played: a guest that kept its record catches up with :func:`catch_up` instead."""
    return {**_record_of(state, guest_seat).to_dict(), "position": _position(state, guest_seat)}


_CATCH_UP_KEYS = ("since", "history", "draws", "hands", "reveals", "position")


def catch_up(state: GameState, guest_seat: int, since: int) -> dict[str, Any]:
    """What a guest whose public history agrees with the host's for its first ``since``
    entries (:func:`agreement`) needs to catch up: the rest of the history, the cards it drew
    there, its hands of the rounds dealt since, the reveals of the rounds over since, and the
    position to check (:func:`guest_catch_up`)."""
    full = _record_of(state, guest_seat).to_dict()
    since = _int(since, "since", 0, len(full["history"]))
    r0 = full["history"][:since].count("next")
    return {
        "since": since,
        "history": full["history"][since:],
        "draws": [d for d in full["draws"] if d[0] >= since],
        "hands": full["hands"][r0 + 1 :],
        "reveals": [r for r in full["reveals"] if r["round"] >= r0],
        "position": _position(state, guest_seat),
    }


def _position(state: GameState, seat: int) -> dict[str, Any]:
    """The public position and ``seat``'s own hand (what an opening is checked against)."""
    return {
        "round": state.round_no,
        "starting_player": state.starting_player,
        "current_player": state.current_player,
        "phase": state.phase.code,
        "scores": list(state.scores),
        "round_results": [r.to_dict() for r in state.round_results],
        "hand": _strs(state.hands[seat]),
        "hand_sizes": [len(h) for h in state.hands],
        "hand_tactics": [sum(isinstance(c, Tactic) for c in h) for h in state.hands],
        "deck": len(state.deck),
        "tactic_deck": len(state.tactic_deck),
        "stones": [
            [
                _strs(s.sides[0]),
                _strs(s.sides[1]),
                s.claimed_by,
                list(s.completed_at),
                _strs(s.modes),
            ]
            for s in state.stones
        ],
        "discard": _strs(state.discard),
        "played": [_strs(p) for p in state.played],
        "passes": state.passes,
    }


# --- guest side: what it knows of hidden places ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Known:
    """The places of the host's hand and the decks whose card the guest knows for certain."""

    deck: Mapping[str, frozenset[int]]
    """Indices (from the top) of each deck holding a card the guest put back."""
    hand: Counter[AnyCard]
    """Cards of the host's hand the guest put back and the host drew since."""


def _known(state: GameState, seat: int) -> _Known:
    host = 1 - seat
    dealt = _dealt_sizes(state.options)
    added = {CLAN_DECK: 0, TACTIC_DECK: 0}
    mine: list[tuple[str, int, AnyCard, int]] = []
    host_put = {CLAN_DECK: -1, TACTIC_DECK: -1}
    for ply, h in _round_entries(state):
        if isinstance(h.action, Return):
            for c in h.action.cards:
                kind = deck_of(c)
                if h.player == seat:
                    mine.append((kind, dealt[kind] + added[kind], c, ply))
                else:
                    host_put[kind] = ply
                added[kind] += 1
    deck: dict[str, set[int]] = {CLAN_DECK: set(), TACTIC_DECK: set()}
    hand: Counter[AnyCard] = Counter()
    for kind, slot, c, ply in mine:
        taken = dealt[kind] + added[kind] - len(_deck(state, kind))
        if slot >= taken:
            deck[kind].add(slot - taken)
        elif c is not Tactic.JOKER and host_put[kind] < ply and c in state.hands[host]:
            hand[c] += 1
    return _Known({k: frozenset(v) for k, v in deck.items()}, hand)


class _Places:
    """The host's hand and both decks of a masked state, to exchange stand-ins in."""

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.host = 1 - seat
        self.known = _known(state, seat)
        self.hand: list[AnyCard] = list(state.hands[self.host])
        self.decks: dict[str, list[AnyCard]] = {
            CLAN_DECK: list(state.deck),
            TACTIC_DECK: list(state.tactic_deck),
        }

    def free_in_hand(self, kind: str) -> list[AnyCard]:
        """The host's stand-ins of ``kind``, in hand order."""
        pinned = Counter(self.known.hand)
        out = []
        for c in self.hand:
            if deck_of(c) != kind:
                continue
            if pinned[c]:
                pinned[c] -= 1
            else:
                out.append(c)
        return out

    def free_in_deck(self, kind: str, card: AnyCard, start: int = 0) -> int | None:
        """The first index from ``start`` of a stand-in ``card`` in its deck."""
        deck = self.decks[kind]
        for i in range(start, len(deck)):
            if deck[i] == card and i not in self.known.deck[kind]:
                return i
        return None

    def swap_with_hand(self, kind: str, i: int, card: AnyCard) -> None:
        """Exchange deck place ``i`` with the host's stand-in ``card``."""
        self.hand.remove(card)
        insort(self.hand, self.decks[kind][i], key=card_key)
        self.decks[kind][i] = card

    def result(self) -> GameState:
        hands = list(self.state.hands)
        hands[self.host] = tuple(self.hand)
        deck = tuple(c for c in self.decks[CLAN_DECK] if isinstance(c, Card))
        tactic_deck = tuple(c for c in self.decks[TACTIC_DECK] if isinstance(c, Tactic))
        assert len(deck) + len(tactic_deck) == sum(map(len, self.decks.values()))
        return replace(self.state, hands=(hands[0], hands[1]), deck=deck, tactic_deck=tactic_deck)


def _bring_to_hand(state: GameState, seat: int, card: AnyCard) -> GameState:
    """``state`` with ``card`` in the host's hand, exchanged with a stand-in of its kind."""
    places = _Places(state, seat)
    kind = deck_of(card)
    i = places.free_in_deck(kind, card)
    free = places.free_in_hand(kind)
    if i is None or not free:
        raise RemoteError(
            "not_held", f"{card}: the other player cannot hold this card", card=str(card)
        )
    places.swap_with_hand(kind, i, free[0])
    return places.result()


def _host_return(state: GameState, seat: int, decks: tuple[str, ...]) -> Return:
    """The host's concealed return as stand-ins of its hand (its own cards it may hold last)."""
    places = _Places(state, seat)
    taken: Counter[AnyCard] = Counter()
    cards: list[AnyCard] = []
    for kind in decks:
        held = Counter(c for c in places.hand if deck_of(c) == kind) - taken
        options = [c for c in places.free_in_hand(kind) if held[c]] + sorted(held, key=card_key)
        if not options:
            raise RemoteError(
                "not_held", f"the other player holds no {kind} card to put back", deck=kind
            )
        cards.append(options[0])
        taken[options[0]] += 1
    return Return(tuple(cards))


def guest_prepare(
    masked: GameState, seat: int, text: Any, ply: Any = None
) -> tuple[GameState, Action]:
    """A host action as received, on the guest: parse it (a concealed ``Return`` is allowed),
    check the ply (when given) and the turn, exchange stand-ins so that the action applies
    (``not_held`` when the card is known to be elsewhere) and check it with the rules. Returns
    the adjusted masked state and the concrete action to apply to it."""
    action = parse(text)
    _check_ply(masked, ply)
    if isinstance(action, NextRound):
        raise _malformed("a new round comes with its deal", action=str(action))
    if masked.current_player == seat:
        raise RemoteError("not_your_turn", f"{action}: it is not the other player's turn")
    state = masked
    if isinstance(action, Return):
        if not action.concealed:
            raise _malformed("the other player's return must be concealed", action=str(action))
        if masked.phase is not Phase.RETURN:
            _apply(masked, action)  # the phase's refusal
        action = _host_return(masked, seat, action.hidden)
    else:
        card = _from_hand(action)
        if card is not None and card not in masked.hands[1 - seat]:
            try:
                state = _bring_to_hand(masked, seat, card)
            except RemoteError:
                _refused_otherwise(masked, action)
                raise
    _apply(state, action)
    return state, action


def _refused_otherwise(state: GameState, action: Action) -> None:
    """Raise the rules' refusal of ``action`` if they refuse it for more than the card."""
    try:
        rules.apply(state, action)
    except IllegalActionError as err:
        if err.code != "card_not_in_hand":
            raise _illegal(err, action) from None


def guest_put_drawn(masked: GameState, seat: int, action: Action, cards: Any) -> GameState:
    """Before the guest applies its own drawing action (``EndTurn``, ``Recruit``): the cards
    the host says it drew go on top of their decks. ``bad_draw`` when they could not be there
    (a card known elsewhere, the wrong deck, the wrong count)."""
    if masked.current_player != seat:
        raise RemoteError("not_your_turn", f"{action}: it is not your turn")
    told = _cards(cards, "drawn", MAX_DRAWN)
    expected = Counter(deck_of(c) for c in _drawn(masked, _apply(masked, action)))
    if Counter(deck_of(c) for c in told) != expected:
        raise RemoteError(
            "bad_draw",
            f"{action} draws {expected[CLAN_DECK]} clan and {expected[TACTIC_DECK]} tactic "
            f"card(s), not {' '.join(map(str, told)) or 'none'}",
            cards=_strs(told),
        )
    places = _Places(masked, seat)
    for kind, n in expected.items():
        _put_on_top(places, kind, n, [c for c in told if deck_of(c) == kind])
    return places.result()


def _put_on_top(places: _Places, kind: str, n: int, told: list[AnyCard]) -> None:
    deck = places.decks[kind]
    pinned = places.known.deck[kind]
    rest = list(told)
    open_places = []
    for i in range(n):
        if deck[i] in rest:
            rest.remove(deck[i])
        elif i in pinned:
            raise _bad_draw(deck[i], told)
        else:
            open_places.append(i)
    for i, card in zip(open_places, rest, strict=True):
        j = places.free_in_deck(kind, card, n)
        if j is not None:
            deck[i], deck[j] = deck[j], deck[i]
        elif card in places.free_in_hand(kind):
            places.hand.remove(card)
            insort(places.hand, deck[i], key=card_key)
            deck[i] = card
        else:
            raise _bad_draw(card, told)


def _bad_draw(card: AnyCard, told: Sequence[AnyCard]) -> RemoteError:
    return RemoteError(
        "bad_draw", f"{card} cannot be on top of its deck", card=str(card), cards=_strs(told)
    )


def _masked_order(
    options: Options, seat: int, hand: Hand
) -> tuple[tuple[Card, ...], tuple[Tactic, ...]]:
    """A round's deal as the guest holds it (see :func:`schotten.rules.deal_round`): its own
    hand, and in every other place the clan cards it does not hold in notation order; the
    tactic deck in its canonical order."""
    rest = [c for c in CLAN_CARDS if c not in hand]
    n = options.rules.hand_size
    mine = [c for c in hand if isinstance(c, Card)]
    order = (*mine, *rest[:n], *rest[n:]) if seat == 0 else (*rest[:n], *mine, *rest[n:])
    tactics = tuple(options.rules.tactic_deck) if options.rules.tactics else ()
    return order, tactics


def _read_hand(options: Options, value: Any, where: str) -> Hand:
    cards = _cards(value, where, 16)
    n = options.rules.hand_size
    if len(cards) != n or len(set(cards)) != n or not all(isinstance(c, Card) for c in cards):
        raise RemoteError("bad_deal", f"{where}: a hand of {n} different clan cards", where=where)
    return tuple(sorted(cards, key=card_key))


_DEAL_KEYS = ("round", "hand", "starting_player", "deck", "tactic_deck")


def _read_deal(options: Options, deal: Any) -> tuple[int, Hand, int]:
    """A deal message (:func:`deal_for`): its round, the guest's hand, the starting player."""
    if isinstance(deal, dict) and "deck" not in deal and "tactic_deck" not in deal:
        deal = {**deal, "deck": None, "tactic_deck": None}  # as the first version sent it
    data = _obj(deal, "deal", _DEAL_KEYS)
    r = _int(data["round"], "deal.round", 1, options.rounds - 1 if options.rounds > 1 else 1)
    first = _int(data["starting_player"], "deal.starting_player", 0, 1)
    sizes = [*_dealt_sizes(options).values()]
    if data["deck"] is not None and [data["deck"], data["tactic_deck"]] != sizes:
        raise RemoteError("bad_deal", "a deal of decks of the wrong size")
    return r, _read_hand(options, data["hand"], "deal.hand"), first


def guest_next_round(masked: GameState, seat: int, deal: Any) -> GameState:
    """The round over (masked) -> the next round dealt (masked), with the ``NextRound`` entry
    in its history as on the host. ``deal`` is :func:`deal_for`'s."""
    r, hand, first = _read_deal(masked.options, deal)
    if masked.phase is not Phase.ROUND_OVER:
        raise RemoteError("bad_deal", "a deal while the round is not over")
    if r != masked.round_no + 1 or first != 1 - masked.starting_player:
        raise RemoteError("bad_deal", f"a deal for round {r}", round=r)
    return _next_round(masked, seat, hand)


def _next_round(masked: GameState, seat: int, hand: Hand) -> GameState:
    s = _apply(masked, NextRound())
    return rules.redeal(s, *_masked_order(s.options, seat, hand))


# --- the guest's record -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reveal:
    """A finished round's deal (its two shuffle keys) and its ``Return`` actions in the clear."""

    round_no: int
    keys: tuple[int, int]
    returns: tuple[tuple[int, Return], ...]

    @classmethod
    def read(cls, data: Any) -> Reveal:
        d = _obj(data, "reveal", ("round", "keys", "returns"))
        keys = _list(d["keys"], "reveal.keys", 2)
        if len(keys) != 2 or not all(isinstance(k, str) and _HEX.fullmatch(k) for k in keys):
            raise _malformed("reveal.keys: two keys of 16 hex digits")
        returns = []
        for item in _list(d["returns"], "reveal.returns", 200):
            pair = _list(item, "reveal.returns", 2)
            if len(pair) != 2:
                raise _malformed("reveal.returns: [ply, action]")
            action = parse(pair[1])
            if not isinstance(action, Return) or action.concealed:
                raise _malformed("reveal.returns: a return in the clear", action=str(action))
            returns.append((_int(pair[0], "reveal ply", 0, MAX_PLIES), action))
        return cls(
            _int(d["round"], "reveal.round", 0, 1000),
            (int(keys[0], 16), int(keys[1], 16)),
            tuple(returns),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round_no,
            "keys": [f"{k:016x}" for k in self.keys],
            "returns": [[ply, str(a)] for ply, a in self.returns],
        }


_RECORD_KEYS = (
    "format",
    "version",
    "options",
    "seat",
    "first_player",
    "commitment",
    "hands",
    "draws",
    "history",
    "reveals",
)


@dataclass(frozen=True, slots=True)
class GuestRecord:
    """Everything the guest knows, and all it saves: the options, its seat, who started the
    match, the commitment to the seed, its own hand at each round's start, the cards it drew
    (by ply), the public history (its own returns in the clear, the host's concealed) and the
    reveals of finished rounds. Never a stand-in, a card of the host's hand or a deck's order."""

    options: Options
    seat: int
    first_player: int
    commitment: str
    hands: tuple[Hand, ...]
    draws: tuple[tuple[int, tuple[AnyCard, ...]], ...] = ()
    history: tuple[str, ...] = ()
    reveals: tuple[Reveal, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "options": self.options.to_dict(),
            "seat": self.seat,
            "first_player": self.first_player,
            "commitment": self.commitment,
            "hands": [_strs(h) for h in self.hands],
            "draws": [[ply, _strs(cards)] for ply, cards in self.draws],
            "history": list(self.history),
            "reveals": [r.to_dict() for r in self.reveals],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any) -> GuestRecord:
        """Read and check the shape (not the play: :func:`restore` replays it)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise _malformed("not a record of a game on two devices")
        check_version(
            data,
            VERSION,
            lambda v: _malformed(f"bad version {v!r}"),
            lambda v: _malformed(f"version {v} is newer than this engine reads", version=v),
        )
        d = _obj(data, "record", _RECORD_KEYS)
        try:
            options = Options.from_dict(_obj_any(d["options"]))
        except SchottenError as err:
            raise _malformed(f"options: {err.message}") from None
        if options.names is not None or options.bots is not None:
            raise _malformed("options: no names or bots here")
        seat = _int(d["seat"], "seat", 0, 1)
        first = _int(d["first_player"], "first_player", 0, 1)
        if options.first_player not in (None, first):
            raise _malformed("first_player disagrees with the options")
        if not isinstance(d["commitment"], str) or not _DIGEST.fullmatch(d["commitment"]):
            raise _malformed("commitment: 64 hex digits")
        history = tuple(
            _text(t, "history", MAX_ACTION) for t in _list(d["history"], "history", MAX_PLIES)
        )
        rounds = 1 + sum(t == "next" for t in history)
        if rounds > options.rounds:
            raise _malformed("more rounds than the match has")
        hands_data = _list(d["hands"], "hands", rounds)
        if len(hands_data) != rounds:
            raise _malformed(f"hands: one a round ({rounds})")
        hands = tuple(_read_hand(options, h, "hands") for h in hands_data)
        draws = []
        last = -1
        for item in _list(d["draws"], "draws", MAX_PLIES):
            pair = _list(item, "draws", 2)
            if len(pair) != 2:
                raise _malformed("draws: [ply, cards]")
            ply = _int(pair[0], "draws ply", last + 1, max(len(history) - 1, 0))
            draws.append((ply, _cards(pair[1], "draws", MAX_DRAWN)))
            last = ply
        reveals = tuple(Reveal.read(r) for r in _list(d["reveals"], "reveals", rounds))
        if [r.round_no for r in reveals] != list(range(len(reveals))):
            raise _malformed("reveals: one a round, in order")
        return cls(options, seat, first, d["commitment"], hands, tuple(draws), history, reveals)

    @classmethod
    def from_json(cls, text: str | bytes) -> GuestRecord:
        """A saved record: bounded, versioned, checked and replayed (``malformed`` for
        anything else, ``mismatch`` for a record that does not replay)."""
        try:
            data = read_json(text, max_chars=MAX_TEXT)
        except SchottenError as err:
            raise _malformed(f"unreadable record: {err.message}", reason=err.code) from None
        record = cls.from_dict(data)
        restore(record)
        return record

    @classmethod
    def from_opening(cls, data: Any) -> GuestRecord:
        """The record an opening starts (its ``position`` aside)."""
        if not isinstance(data, dict) or "position" not in data:
            raise _malformed("an opening must be an object with a position")
        return cls.from_dict({k: v for k, v in data.items() if k != "position"})

    def add_action(self, text: str, drawn: Sequence[AnyCard | str] = ()) -> GuestRecord:
        """One more public action (as applied: the host's return concealed), with the cards
        the guest drew by it (its own ``EndTurn`` or ``Recruit``)."""
        if len(self.history) >= MAX_PLIES:
            raise _malformed("the history is full")
        cards = _cards([str(c) for c in drawn], "drawn", MAX_DRAWN)
        draws = (*self.draws, (len(self.history), cards)) if cards else self.draws
        return replace(self, history=(*self.history, text), draws=draws)

    def add_drawn(self, ply: int, cards: Sequence[AnyCard | str]) -> GuestRecord:
        """The cards drawn by the guest's action at ``ply`` (or give them to
        :meth:`add_action`)."""
        drawn = _cards([str(c) for c in cards], "drawn", MAX_DRAWN)
        return replace(self, draws=(*self.draws, (ply, drawn))) if drawn else self

    def add_deal(self, deal: Any) -> GuestRecord:
        """The guest's hand of the next round (:func:`deal_for`'s message); its ``"next"``
        comes into the history like any action."""
        r, hand, _ = _read_deal(self.options, deal)
        if r != len(self.hands):
            raise RemoteError("bad_deal", f"a deal for round {r}", round=r)
        return replace(self, hands=(*self.hands, hand))

    def add_reveal(self, data: Any) -> GuestRecord:
        """A finished round's reveal (not checked here: :func:`guest_verify` does)."""
        r = data if isinstance(data, Reveal) else Reveal.read(data)
        if r.round_no != len(self.reveals):
            raise _malformed(f"a reveal of round {r.round_no}, expected {len(self.reveals)}")
        return replace(self, reveals=(*self.reveals, r))


def _obj_any(value: Any) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _malformed("options must be an object")
    return value


def _mismatch(ply: int, reason: str, **params: Any) -> RemoteError:
    return RemoteError("mismatch", f"ply {ply}: {reason}", ply=ply, reason=reason, **params)


def restore(record: GuestRecord) -> GameState:
    """The guest's masked state, the record replayed (``mismatch`` naming the first ply that
    does not replay)."""
    options, seat = record.options, record.seat
    deck, tactic_deck = _masked_order(options, seat, record.hands[0])
    state = rules.deal_round(
        options, 0, 0, record.first_player, (0, 0), (), (), deck=deck, tactic_deck=tactic_deck
    )
    draws = dict(record.draws)
    for ply, text in enumerate(record.history):
        try:
            action = parse(text)
            if isinstance(action, NextRound):
                state = _next_round(state, seat, record.hands[state.round_no + 1])
            elif state.current_player == seat:
                if isinstance(action, (EndTurn, Recruit)):
                    state = guest_put_drawn(state, seat, action, _strs(draws.pop(ply, ())))
                state = _apply(state, action)
            else:
                state, concrete = guest_prepare(state, seat, text)
                state = _apply(state, concrete)
        except RemoteError as err:
            raise _mismatch(ply, err.message, rule=err.code) from None
    if draws:
        raise _mismatch(min(draws), "cards drawn where nothing was drawn")
    return state


def guest_catch_up(record: GuestRecord, data: Any) -> tuple[GuestRecord, GameState]:
    """The guest's record brought up to the host's by :func:`catch_up`'s message (what it
    held past ``since`` is dropped), and its masked state, replayed and checked against the
    host's position."""
    d = _obj(data, "catch-up", _CATCH_UP_KEYS)
    since = _int(d["since"], "since", 0, len(record.history))
    r0 = record.history[:since].count("next")
    mine = record.to_dict()
    merged = {
        **mine,
        "history": [*mine["history"][:since], *_list(d["history"], "history", MAX_PLIES)],
        "draws": [
            *(x for x in mine["draws"] if x[0] < since),
            *_list(d["draws"], "draws", MAX_PLIES),
        ],
        "hands": [*mine["hands"][: r0 + 1], *_list(d["hands"], "hands", MAX_ROUNDS)],
        "reveals": [
            *(x for x in mine["reveals"] if x["round"] < r0),
            *_list(d["reveals"], "reveals", MAX_ROUNDS),
        ],
    }
    new = GuestRecord.from_dict(merged)
    return new, _checked(new, d["position"])


def _checked(record: GuestRecord, position: Any) -> GameState:
    state = restore(record)
    if _position(state, record.seat) != position:
        raise _mismatch(len(record.history), "the position differs from the host's")
    return state


def guest_state(data: Any, seat: int | None = None) -> GameState:
    """The masked state of an opening (:func:`opening`), replayed and checked against its
    position (``malformed``, ``bad_deal`` or ``mismatch``); ``seat``, when given, must be the
    opening's."""
    record = GuestRecord.from_opening(data)
    if seat is not None and seat != record.seat:
        raise _malformed(f"an opening for seat {record.seat}, not {seat}")
    return _checked(record, data["position"])


# --- guest side: the real game ------------------------------------------------------------------


def _real(record: GuestRecord, upto: int, seed: int | None) -> GameState:
    """The real match replayed to the end of round ``upto`` from the reveals, checking every
    ply against what the guest was told (``mismatch`` at the first ply that fails)."""
    seat = record.seat
    reveals = record.reveals
    draws = dict(record.draws)
    state = _real_deal(record, None, reveals[0], seed, 0)
    returns = dict(reveals[0].returns)
    for ply, text in enumerate(record.history):
        action = parse(text)
        if isinstance(action, NextRound):
            _round_end(state, returns, ply)
            if state.round_no == upto:
                return state
            r = state.round_no + 1
            state = _real_deal(record, state, reveals[r], seed, ply)
            returns = dict(reveals[r].returns)
            continue
        clear = returns.pop(ply, None)
        if isinstance(action, Return) and action.concealed:
            if clear is None or clear.decks != action.decks:
                raise _mismatch(ply, f"no return revealed for {text}")
            action = clear
        elif clear is not None and clear != action:
            raise _mismatch(ply, f"a return revealed where {text} was played")
        before = state
        try:
            state = rules.apply(state, action)
        except IllegalActionError as err:
            raise _mismatch(ply, f"{action}: {err.message}", rule=err.code) from None
        if before.current_player == seat and isinstance(action, (EndTurn, Recruit)):
            drawn = Counter(_drawn(before, state))
            told = Counter(draws.get(ply, ()))
            if drawn != told:
                raise _mismatch(
                    ply,
                    f"you were told {' '.join(map(str, told.elements())) or 'nothing'}, the "
                    f"deal gives {' '.join(map(str, drawn.elements())) or 'nothing'}",
                )
    _round_end(state, returns, len(record.history))
    if state.round_no != upto:
        raise _mismatch(len(record.history), f"round {upto} was not played")
    return state


def _round_end(state: GameState, returns: Mapping[int, Return], ply: int) -> None:
    if state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        raise _mismatch(ply, f"round {state.round_no} is not over")
    if returns:
        raise _mismatch(min(returns), "a return revealed where none was played")


def _real_deal(
    record: GuestRecord,
    before: GameState | None,
    rv: Reveal,
    seed: int | None,
    ply: int,
) -> GameState:
    options = record.options
    r = 0 if before is None else before.round_no + 1
    if rv.round_no != r:
        raise _mismatch(ply, f"a reveal of round {rv.round_no} for round {r}")
    if seed is not None and rv.keys != rules.round_keys(seed, r):
        raise RemoteError("commitment", f"round {r}'s deal does not come from the seed", round=r)
    deck = rules.deck_from_key(rv.keys[0])
    tactics = options.rules.tactic_deck
    tactic_deck = rules.tactics_from_key(rv.keys[1], tactics) if options.rules.tactics else ()
    if before is None:
        state = rules.deal_round(
            options,
            seed or 0,
            0,
            record.first_player,
            (0, 0),
            (),
            (),
            deck=deck,
            tactic_deck=tactic_deck,
        )
    else:
        entry = HistoryEntry(before.round_no, before.current_player, NextRound())
        state = rules.deal_round(
            options,
            before.seed,
            r,
            1 - before.starting_player,
            before.scores,
            before.round_results,
            (*before.history, entry),
            deck=deck,
            tactic_deck=tactic_deck,
        )
    if state.hands[record.seat] != record.hands[r]:
        raise _mismatch(ply, f"round {r}'s deal does not give your hand")
    return state


def guest_verify(record: GuestRecord, data: Any) -> tuple[GuestRecord, GameState]:
    """A finished round's reveal, on the guest: rebuild the real round from its deal and replay
    it (the host's returns from the reveal, the guest's own actions and draws). Returns the
    record with the reveal and the real state at the round's end (seed unknown: 0), or raises
    ``mismatch`` naming the first ply that fails."""
    rv = Reveal.read(data)
    record = record.add_reveal(rv)
    return record, _real(record, rv.round_no, None)


def guest_complete(record: GuestRecord, seed: Any) -> GameState:
    """The match over: check the seed against the commitment and every round's keys and
    return the real match, equal to ``new_game(options, seed)`` replayed."""
    seed = _int(seed, "seed", 0, rules.MAX_SEED)
    if commitment(seed) != record.commitment:
        raise RemoteError("commitment", "the seed does not match the commitment")
    start = rules.new_game(record.options, seed)
    if start.starting_player != record.first_player:
        raise RemoteError("commitment", "the seed gives the first turn to the other player")
    if not record.reveals:
        raise _malformed("no round revealed")
    state = _real(record, record.reveals[-1].round_no, seed)
    if state.phase is not Phase.MATCH_OVER:
        raise _mismatch(len(record.history), "the match is not over")
    return state
