"""A fair deal between two devices: mental poker over :mod:`schotten.sra`.

Neither device ever holds the other's hand or a deck's order, and at each round's end both can
prove that the deal was a true shuffle and that every card drawn and played was the one dealt.
This module is one round's cards: the three shuffle steps, the opening of a drawn card to its
drawer only, the proof of a card played, the cards put back by the Recruiter, and the check at
the round's end. :mod:`schotten.fair_play` plays a match with them.

Every card of the round (the 54 clan cards, then the tactic cards) has a number, and
``sra.encode(number)`` is its element. Seat 0's device is *first*, seat 1's *second*::

    first                                       second
    x[j] = encode(order0[j]) ^ a     ---1--->   (a: one key for every card)
                                     <--2----   y[i] = x[order1[i]] ^ b[i]
    z[i] = y[i] ^ a[i]               ---3--->   (b[i], a[i]: one key per token)

Each order shuffles the clan cards among themselves and the tactic cards among themselves.
The *tokens* ``z`` are dealt as ``rules.deal_round`` deals a deck: the first hand to seat 0,
the next to seat 1, the rest is the clan deck, top first; then the tactic deck. Token ``i``
is locked by the first device with ``a * a[i]`` and by the second with ``b[i]``; a device
takes its own lock off with :func:`sra.unlock`.

- **A draw** (:func:`lock_off`, :func:`open_drawn`): the other device sends the token with its
  lock taken off; the drawer takes off its own and reads the card. Nobody else learns it.
- **A card played** (:func:`lock_off`, :func:`check_play`): the player names the token and sends
  it with its own lock taken off, ``encode(card) ^ k`` where ``k`` is the other device's lock:
  only the holder of the token can make that value, and the other device checks it with its
  own key. (A device never reveals ``a * a[i]``: two such products would give ``a`` away.)
- **The Recruiter's cards put back** (:func:`put_back`): a new token ``encode(card) ^ r`` under
  the deck, locked by the player who knows the card only; ``r`` is used once, so that device
  sends ``r`` itself to open the card to the other or to prove it.
- **The round's end** (:func:`check`): both reveal their secrets; each checks the other's
  commitment, recomputes the other's steps and reads every token's card.

Errors are :class:`schotten.remote.RemoteError`: ``bad_shuffle`` (a step or a revealed secret
that does not fit the tokens), ``bad_opening``, ``bad_proof``, ``commitment``, ``malformed``.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import sra
from .actions import CLAN_DECK
from .cards import CLAN_CARDS
from .options import Options
from .remote import RemoteError
from .tactics import AnyCard

MAX_TOKENS = 96
"""The most tokens a round may hold (64 dealt, the rest put back)."""
KEY_DIGITS = sra.KEY_BITS // 4


def cards_of(options: Options) -> tuple[AnyCard, ...]:
    """Every card of a round by number: the clan cards, then the variant's tactic cards."""
    r = options.rules
    return (*CLAN_CARDS, *(r.tactic_deck if r.tactics else ()))


def _segments(options: Options) -> tuple[range, range]:
    n = len(CLAN_CARDS)
    return range(n), range(n, len(cards_of(options)))


def _shuffled(options: Options) -> tuple[int, ...]:
    """A random order of the card numbers, clan cards and tactic cards each among themselves."""
    rng = secrets.SystemRandom()
    out: list[int] = []
    for seg in _segments(options):
        part = list(seg)
        rng.shuffle(part)
        out.extend(part)
    return tuple(out)


def _bad(message: str, **params: Any) -> RemoteError:
    return RemoteError("bad_shuffle", message, **params)


def _key_text(key: int) -> str:
    return f"{key:0{KEY_DIGITS}x}"


def _read_key(text: Any, where: str) -> int:
    if not isinstance(text, str) or len(text) != KEY_DIGITS:
        raise RemoteError("malformed", f"{where}: a key is {KEY_DIGITS} hex digits", where=where)
    try:
        key = int(text, 16)
    except ValueError:
        raise RemoteError("malformed", f"{where}: a key is hex digits", where=where) from None
    if key < 2 or _key_text(key) != text:
        raise RemoteError("malformed", f"{where}: not a key", where=where)
    return key


def read_elements(value: Any, n: int, where: str) -> tuple[int, ...]:
    """``n`` different elements of the group as received, else ``bad_shuffle``."""
    if not isinstance(value, list) or len(value) != n:
        raise _bad(f"{where}: {n} tokens expected", where=where)
    try:
        out = tuple(sra.read(v) for v in value)
    except sra.NotAnElement as err:
        raise _bad(f"{where}: {err}", where=where) from None
    if len(set(out)) != n:
        raise _bad(f"{where}: the same token twice", where=where)
    return out


# --- the secrets --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Secret:
    """What one device keeps to itself for one round, revealed once the round is over."""

    seat: int
    lock: int
    """The first device's key of step 1 (1 on the second device)."""
    order: tuple[int, ...]
    """Its shuffle: step 1 puts card ``order[j]`` at ``j``; step 2 puts ``x[order[i]]`` at ``i``."""
    keys: tuple[int, ...]
    """Its key of each dealt token (step 3's on the first device, step 2's on the second)."""
    nonce: str
    returns: tuple[tuple[int, int], ...] = ()
    """``(token, key)`` of each card this device put back."""

    def commitment(self) -> str:
        """What the other device holds from the shuffle on and checks at the round's end:
        the secret as revealed, but for the cards put back (made later, each bound by its
        own token)."""
        data = self.to_dict()
        del data["returns"]
        return sra.digest(data)

    def key_of(self, token: int) -> int:
        """This device's whole lock on ``token`` (1: none)."""
        if token < len(self.keys):
            return self.lock * self.keys[token] % sra.Q
        return dict(self.returns).get(token, 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "lock": _key_text(self.lock) if self.seat == 0 else "",
            "order": list(self.order),
            "keys": [_key_text(k) for k in self.keys],
            "nonce": self.nonce,
            "returns": [[t, _key_text(k)] for t, k in self.returns],
        }

    @classmethod
    def read(cls, data: Any, options: Options, seat: int) -> Secret:
        """A secret as revealed by the other device (``seat``), checked for shape."""
        n = len(cards_of(options))
        if not isinstance(data, dict) or set(data) != {
            "seat",
            "lock",
            "order",
            "keys",
            "nonce",
            "returns",
        }:
            raise RemoteError("malformed", "a secret must have its six fields")
        if data["seat"] != seat:
            raise RemoteError("malformed", "a secret of the wrong seat")
        lock = _read_key(data["lock"], "lock") if seat == 0 else 1
        if seat == 1 and data["lock"] != "":
            raise RemoteError("malformed", "the second device has no lock of step 1")
        order = data["order"]
        if not isinstance(order, list) or len(order) != n:
            raise RemoteError("malformed", f"an order of {n} numbers")
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in order):
            raise RemoteError("malformed", "an order of whole numbers")
        keys = data["keys"]
        if not isinstance(keys, list) or len(keys) != n:
            raise RemoteError("malformed", f"{n} keys")
        nonce = data["nonce"]
        if not isinstance(nonce, str) or len(nonce) != 32:
            raise RemoteError("malformed", "a nonce of 32 hex digits")
        returns = data["returns"]
        if not isinstance(returns, list) or len(returns) > MAX_TOKENS - n:
            raise RemoteError("malformed", "too many cards put back")
        back = []
        for item in returns:
            if not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int):
                raise RemoteError("malformed", "a card put back is [token, key]")
            back.append((item[0], _read_key(item[1], "returns")))
        return cls(
            seat,
            lock,
            tuple(order),
            tuple(_read_key(k, "keys") for k in keys),
            nonce,
            tuple(back),
        )


def _new_secret(options: Options, seat: int) -> Secret:
    n = len(cards_of(options))
    return Secret(
        seat=seat,
        lock=sra.new_key() if seat == 0 else 1,
        order=_shuffled(options),
        keys=tuple(sra.new_key() for _ in range(n)),
        nonce=sra.nonce(),
    )


# --- the public record of a round ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deal:
    """A round's tokens as both devices hold them (the same on both)."""

    round_no: int
    x: tuple[int, ...]
    y: tuple[int, ...] = ()
    z: tuple[int, ...] = ()
    commitments: tuple[str, str] = ("", "")
    returned: tuple[tuple[int, str, int], ...] = ()
    """``(owner seat, deck, element)`` of each card put back: tokens ``len(z)``, ... ."""

    def count(self) -> int:
        return len(self.z) + len(self.returned)

    def element(self, token: int) -> int:
        n = len(self.z)
        return self.z[token] if token < n else self.returned[token - n][2]

    def owner(self, token: int) -> int | None:
        """The seat that put ``token`` back (``None``: a dealt token)."""
        n = len(self.z)
        return None if token < n else self.returned[token - n][0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round_no,
            "x": [sra.write(v) for v in self.x],
            "y": [sra.write(v) for v in self.y],
            "z": [sra.write(v) for v in self.z],
            "commitments": list(self.commitments),
            "returned": [[o, k, sra.write(v)] for o, k, v in self.returned],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deal:
        """A deal as saved on this device (trusted no more than a file: every element checked)."""

        def elements(key: str) -> tuple[int, ...]:
            return tuple(sra.read(v) for v in data[key])

        return cls(
            round_no=int(data["round"]),
            x=elements("x"),
            y=elements("y"),
            z=elements("z"),
            commitments=(str(data["commitments"][0]), str(data["commitments"][1])),
            returned=tuple((int(o), str(k), sra.read(v)) for o, k, v in data["returned"]),
        )


def first_step(options: Options, round_no: int) -> tuple[Secret, Deal]:
    """Seat 0's device: every card locked with one key and shuffled (step 1)."""
    s = _new_secret(options, 0)
    x = tuple(sra.lock(sra.encode(i), s.lock) for i in s.order)
    return s, Deal(round_no, x, commitments=(s.commitment(), ""))


def second_step(options: Options, round_no: int, x: Any, commitment: Any) -> tuple[Secret, Deal]:
    """Seat 1's device, given step 1 and the first device's commitment: every token
    shuffled and locked with a key of its own (step 2)."""
    n = len(cards_of(options))
    xs = read_elements(x, n, "step 1")
    if not isinstance(commitment, str) or len(commitment) != 64:
        raise RemoteError("malformed", "a commitment is 64 hex digits")
    s = _new_secret(options, 1)
    y = tuple(sra.lock(xs[j], k) for j, k in zip(s.order, s.keys, strict=True))
    return s, Deal(round_no, xs, y, commitments=(commitment, s.commitment()))


def third_step(secret: Secret, deal: Deal, y: Any, commitment: Any) -> Deal:
    """Seat 0's device, given step 2: a key of its own on each token (step 3). The tokens are
    then the round's deal."""
    ys = read_elements(y, len(deal.x), "step 2")
    if not isinstance(commitment, str) or len(commitment) != 64:
        raise RemoteError("malformed", "a commitment is 64 hex digits")
    z = tuple(sra.lock(v, k) for v, k in zip(ys, secret.keys, strict=True))
    return replace(deal, y=ys, z=z, commitments=(deal.commitments[0], commitment))


def take_third(deal: Deal, z: Any) -> Deal:
    """Seat 1's device, given step 3."""
    return replace(deal, z=read_elements(z, len(deal.x), "step 3"))


# --- draws, plays and cards put back ------------------------------------------------------------


def lock_off(secret: Secret, deal: Deal, token: int) -> str | None:
    """``token`` with this device's lock taken off, as sent both for a draw (to the drawer,
    who takes its own lock off: :func:`open_drawn`) and with a card played (to the other
    device, which checks it with its own lock: :func:`check_play`). For a card this device put
    back: its single-use key; for one the other device put back: nothing (no lock of this
    device's is on it)."""
    owner = deal.owner(token)
    if owner is None:
        return sra.write(sra.unlock(deal.element(token), secret.key_of(token)))
    if owner == secret.seat:
        return _key_text(secret.key_of(token))
    return None


def _card(options: Options, element: int, deck: str, what: str, **params: Any) -> AnyCard:
    cards = cards_of(options)
    number = sra.decoder(len(cards)).get(element)
    if number is None:
        raise RemoteError("bad_opening", f"{what}: not a card", **params)
    card = cards[number]
    if (deck == CLAN_DECK) != (number < len(CLAN_CARDS)):
        raise RemoteError(
            "bad_opening", f"{what}: {card} is not a card of the {deck} deck", **params
        )
    return card


def open_drawn(
    options: Options,
    secret: Secret,
    deal: Deal,
    token: int,
    deck: str,
    value: Any,
    own: Mapping[int, AnyCard],
) -> AnyCard:
    """This device drew ``token`` (of ``deck``) and the other sent ``value``: the card.
    ``own``: the cards this device put back, by token. ``bad_opening`` when the value is not
    that of a card of that deck."""
    owner = deal.owner(token)
    if owner == secret.seat:
        if value is not None:
            raise RemoteError("bad_opening", "an opening for a card you put back", token=token)
        return own[token]
    try:
        if owner is None:
            element = sra.unlock(sra.read(value), secret.key_of(token))
        else:
            element = sra.unlock(deal.element(token), _read_key(value, "opening"))
    except (sra.NotAnElement, RemoteError):
        raise RemoteError("bad_opening", f"token {token}: not an opening", token=token) from None
    return _card(options, element, deck, f"token {token}", token=token)


def _numbers(options: Options, card: AnyCard) -> list[int]:
    return [i for i, c in enumerate(cards_of(options)) if c == card]


def check_play(
    options: Options,
    secret: Secret,
    deal: Deal,
    token: int,
    card: AnyCard,
    value: Any,
    own: Mapping[int, AnyCard],
) -> None:
    """The other device played ``card`` from ``token`` with ``value`` (:func:`lock_off`):
    ``bad_proof`` unless the token is that card."""
    owner = deal.owner(token)
    params = {"token": token, "card": str(card)}
    if owner == secret.seat:
        if value is not None or own.get(token) != card:
            raise RemoteError("bad_proof", f"{card} is not the card you put back", **params)
        return
    try:
        if owner is None:
            told = sra.read(value)
            want = [sra.lock(sra.encode(i), secret.key_of(token)) for i in _numbers(options, card)]
        else:
            key = _read_key(value, "proof")
            told = deal.element(token)
            want = [sra.lock(sra.encode(i), key) for i in _numbers(options, card)]
    except (sra.NotAnElement, RemoteError):
        raise RemoteError("bad_proof", f"{card}: not a proof", **params) from None
    if told not in want:
        raise RemoteError("bad_proof", f"{card} is not the card of token {token}", **params)


def put_back(
    options: Options, secret: Secret, deal: Deal, card: AnyCard, deck: str
) -> tuple[Secret, Deal, str]:
    """This device puts ``card`` back under ``deck``: a new token locked with a new key.
    Returns the secret and deal with it, and the element to send."""
    if len(deal.returned) + len(deal.z) >= MAX_TOKENS:
        raise RemoteError("malformed", "too many cards put back")
    key = sra.new_key()
    element = sra.lock(sra.encode(_numbers(options, card)[0]), key)
    token = deal.count()
    return (
        replace(secret, returns=(*secret.returns, (token, key))),
        replace(deal, returned=(*deal.returned, (secret.seat, deck, element))),
        sra.write(element),
    )


def take_put_back(deal: Deal, owner: int, deck: str, value: Any) -> Deal:
    """The other device put a card back under ``deck``: its token."""
    if deal.count() >= MAX_TOKENS:
        raise RemoteError("malformed", "too many cards put back")
    try:
        element = sra.read(value)
    except sra.NotAnElement as err:
        raise RemoteError("malformed", f"a card put back: {err}") from None
    return replace(deal, returned=(*deal.returned, (owner, deck, element)))


# --- the round's end ----------------------------------------------------------------------------


def _is_order(order: Sequence[int], options: Options) -> bool:
    """A shuffle that keeps clan cards and tactic cards each in their own part."""
    clan, tactic = _segments(options)
    return sorted(order[: len(clan)]) == list(clan) and sorted(order[len(clan) :]) == list(tactic)


def check(options: Options, deal: Deal, mine: Secret, theirs: Secret) -> dict[int, AnyCard]:
    """The round over, both secrets revealed: check the other's commitment and steps and read
    every token's card. ``commitment`` or ``bad_shuffle`` naming the step that fails."""
    other = theirs.seat
    if theirs.commitment() != deal.commitments[other]:
        raise RemoteError("commitment", "the revealed secret is not the one committed to", step=0)
    if not _is_order(theirs.order, options):
        raise _bad("the revealed shuffle is not an order of the cards", step=1 if other == 0 else 2)
    first, second = (mine, theirs) if mine.seat == 0 else (theirs, mine)
    if other == 0:
        for j, (i, v) in enumerate(zip(theirs.order, deal.x, strict=True)):
            if sra.lock(sra.encode(i), theirs.lock) != v:
                raise _bad(f"step 1: token {j} is not a card locked with the key", step=1, token=j)
        for i, (v, k, w) in enumerate(zip(deal.y, theirs.keys, deal.z, strict=True)):
            if sra.lock(v, k) != w:
                raise _bad(f"step 3: token {i} is not step 2's locked", step=3, token=i)
    else:
        for i, (j, k, v) in enumerate(zip(theirs.order, theirs.keys, deal.y, strict=True)):
            if sra.lock(deal.x[j], k) != v:
                raise _bad(f"step 2: token {i} is not a token of step 1 locked", step=2, token=i)
    cards = cards_of(options)
    out: dict[int, AnyCard] = {i: cards[first.order[j]] for i, j in enumerate(second.order)}
    keys = {**dict(mine.returns), **dict(theirs.returns)}
    for t in range(len(deal.z), deal.count()):
        _owner, deck, element = deal.returned[t - len(deal.z)]
        if t not in keys:
            raise _bad(f"no key for the card put back as token {t}", step=4, token=t)
        unlocked = sra.unlock(element, keys[t])
        try:
            out[t] = _card(options, unlocked, deck, f"token {t}", token=t)
        except RemoteError as err:
            raise _bad(err.message, step=4, token=t) from None
    return out
