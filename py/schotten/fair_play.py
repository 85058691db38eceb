"""One device's side of a match on two devices dealt fairly (:mod:`schotten.fair`).

Both devices are alike: each holds a **masked** position (:mod:`schotten.remote`'s stand-ins
for every card it has not seen), the round's tokens and its own secret. A device turns its
player's actions and the other device's messages into new sides and messages to send; every
action on either side goes through :func:`schotten.rules.apply`. Nothing changes in place, and
a message refused (:class:`~schotten.remote.RemoteError`) leaves the side as it was.

A round, as messages (``"what"``)::

    seat 0                                   seat 1
    step1 (tokens, commitment)   ------->
                                 <-------    step2 (tokens, commitment)
    step3 (tokens)               ------->
    hand  (seat 1's hand opened) ------->
                                 <-------    hand  (seat 0's hand opened)
    act   (action, token, proof) ------->    (a card played: its token and proof)
                                 <-------    open  (the cards drawn, opened to the drawer)
      ...                                      ...
    secret                       <------>    secret      (the round over: both check)

``act`` carries every action; one that draws waits for the other's ``open`` before it is
applied (:attr:`Side.waiting`). The Recruiter's ``return`` is sent concealed, with a new token
per card (``"back"``). A new round starts when either plays ``next`` once the round is checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from . import fair, rules, serialize, sra
from .actions import CLAN_DECK, TACTIC_DECK, Action, EndTurn, NextRound, Recruit, Return, deck_of
from .cards import CLAN_CARDS
from .errors import IllegalActionError, SchottenError
from .options import Options
from .remote import (
    RemoteError,
    _apply,
    _drawn,
    _from_hand,
    _int,
    _masked_order,
    _mismatch,
    guest_prepare,
    guest_put_drawn,
    parse,
)
from .serialize import check_version
from .state import GameState, Phase
from .tactics import AnyCard, card_key, parse_card

Message = dict[str, Any]
DECKS = (CLAN_DECK, TACTIC_DECK)
_EMPTY: Mapping[int, AnyCard] = MappingProxyType({})


def _frozen(d: Mapping[int, AnyCard]) -> Mapping[int, AnyCard]:
    return MappingProxyType(dict(d))


@dataclass(frozen=True, slots=True)
class Side:
    """One device's side of the match."""

    seat: int
    options: Options
    round_no: int = 0
    state: GameState | None = None
    """The masked position (``None`` while the round is being dealt)."""
    ended: GameState | None = None
    """The real position at the end of the last round checked."""
    deal: fair.Deal | None = None
    secret: fair.Secret | None = None
    decks: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """The tokens of the clan deck and of the tactic deck, top first."""
    hands: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
    """The tokens each seat drew or was dealt and has not played (a card put back stays in
    the other's set: it is not known which one it was)."""
    known: Mapping[int, AnyCard] = field(default_factory=lambda: _EMPTY)
    """Every token whose card this device has seen (drawn, played, put back)."""
    own: Mapping[int, AnyCard] = field(default_factory=lambda: _EMPTY)
    """The cards this device put back, by token."""
    played: Mapping[int, AnyCard] = field(default_factory=lambda: _EMPTY)
    """The tokens the other device played, with their cards."""
    backs: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """``(ply, tokens)`` of each concealed return of the other's this round."""
    start: GameState | None = None
    """The masked position as the round was dealt."""
    waiting: Action | None = None
    """This device's own drawing action, sent, waiting for its cards."""
    checked: tuple[tuple[tuple[AnyCard, ...], tuple[AnyCard, ...]], ...] = ()
    """Each checked round's true order: the clan cards as dealt, the tactic deck."""

    @property
    def round_checked(self) -> bool:
        """The round is over and checked (``state`` is the real one, ``ended``): the next
        round may be asked for."""
        return self.state is not None and self.deal is None


def new_side(options: Options, seat: int) -> Side:
    """A device's side before the first deal (``options.first_player`` must be set: the device
    that made the match chose it)."""
    if options.first_player is None:
        raise ValueError("a match dealt fairly needs its first player chosen")
    return Side(seat, options)


def begin(side: Side) -> tuple[Side, list[Message]]:
    """Seat 0's device starts dealing the round (the first, or the next once ``next`` is
    played); seat 1's waits for step 1."""
    if side.seat != 0 or side.deal is not None:
        return side, []
    secret, deal = fair.first_step(side.options, side.round_no)
    msg = _step(side, "step1", deal.x, deal.commitments[0])
    return replace(side, secret=secret, deal=deal), [msg]


def _step(side: Side, what: str, tokens: tuple[int, ...], commitment: str | None) -> Message:
    """A shuffle step's message (step 3 has no commitment)."""
    msg: Message = {"what": what, "round": side.round_no, "tokens": [sra.write(v) for v in tokens]}
    if commitment is not None:
        msg["commitment"] = commitment
    return msg


def _dealt(side: Side, deal: fair.Deal) -> Side:
    """The round's tokens known: the hands and decks as tokens."""
    n = side.options.rules.hand_size
    clan = len(CLAN_CARDS)
    return replace(
        side,
        deal=deal,
        hands=(frozenset(range(n)), frozenset(range(n, 2 * n))),
        decks=(tuple(range(2 * n, clan)), tuple(range(clan, len(deal.z)))),
    )


def _hand_message(side: Side) -> Message:
    """The other seat's dealt hand opened to it."""
    assert side.deal is not None and side.secret is not None
    tokens = sorted(side.hands[1 - side.seat])
    return {
        "what": "hand",
        "round": side.round_no,
        "values": [fair.lock_off(side.secret, side.deal, t) for t in tokens],
    }


def receive(side: Side, msg: Any) -> tuple[Side, list[Message]]:
    """A message from the other device: the new side and the messages to send back, or
    :class:`RemoteError` with the side unchanged."""
    if not isinstance(msg, dict) or not isinstance(msg.get("what"), str):
        raise RemoteError("malformed", "a message names what it is")
    if msg.get("round") != side.round_no:
        if msg == {"what": "act", "round": side.round_no - 1, "ply": -1, "action": "next"}:
            return side, []  # both asked for the next round at once: it is under way
        raise RemoteError("stale", f"a message for round {msg.get('round')!r}", ply=-1)
    handler = _HANDLERS.get(msg["what"])
    if handler is None:
        raise RemoteError("malformed", f"no message {msg['what']!r}")
    return handler(side, msg)


def _stale(what: str) -> RemoteError:
    return RemoteError("stale", f"{what} out of its place", ply=-1)


def _on_step1(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    if side.seat != 1 or side.deal is not None:
        raise _stale("step 1")
    secret, deal = fair.second_step(
        side.options, side.round_no, msg.get("tokens"), msg.get("commitment")
    )
    out = _step(side, "step2", deal.y, deal.commitments[1])
    return replace(side, secret=secret, deal=deal), [out]


def _on_step2(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    if side.seat != 0 or side.deal is None or side.deal.y or side.secret is None:
        raise _stale("step 2")
    deal = fair.third_step(side.secret, side.deal, msg.get("tokens"), msg.get("commitment"))
    side = _dealt(side, deal)
    step3 = _step(side, "step3", deal.z, None)
    return side, [step3, _hand_message(side)]


def _on_step3(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    if side.seat != 1 or side.deal is None or side.deal.z:
        raise _stale("step 3")
    side = _dealt(side, fair.take_third(side.deal, msg.get("tokens")))
    return side, [_hand_message(side)]


def _on_hand(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    if side.deal is None or not side.deal.z or side.state is not None or side.secret is None:
        raise _stale("a hand")
    tokens = sorted(side.hands[side.seat])
    values = msg.get("values")
    if not isinstance(values, list) or len(values) != len(tokens):
        raise RemoteError("malformed", f"a hand of {len(tokens)} openings")
    cards = [
        fair.open_drawn(side.options, side.secret, side.deal, t, CLAN_DECK, v, side.own)
        for t, v in zip(tokens, values, strict=True)
    ]
    if len(set(cards)) != len(cards):
        raise RemoteError("bad_opening", "the same card twice in a hand")
    state = _masked_deal(side, tuple(sorted(cards, key=card_key)))
    known = {t: c for t, c in zip(tokens, cards, strict=True)}
    return replace(side, state=state, start=state, known=_frozen(known)), []


def _masked_deal(side: Side, hand: tuple[AnyCard, ...]) -> GameState:
    """The round dealt as this device sees it: its hand, stand-ins elsewhere."""
    prev = side.ended
    dealt = rules.new_game(side.options, 0) if prev is None else _apply(prev, NextRound())
    return rules.redeal(dealt, *_masked_order(side.options, side.seat, hand))


# --- actions ------------------------------------------------------------------------------------


def _taken(before: GameState, after: GameState) -> dict[str, int]:
    """How many cards of each deck were drawn between two positions."""
    drawn = _drawn(before, after)
    return {k: sum(deck_of(c) == k for c in drawn) for k in DECKS}


def _take(
    decks_now: Sequence[Sequence[int]], counts: Mapping[str, int]
) -> tuple[list[int], tuple[tuple[int, ...], tuple[int, ...]]]:
    """The tokens drawn from the decks' tops, and the decks left."""
    out: list[int] = []
    decks = [tuple(d) for d in decks_now]
    for i, kind in enumerate(DECKS):
        n = counts[kind]
        out.extend(decks[i][:n])
        decks[i] = decks[i][n:]
    return out, (decks[0], decks[1])


def _with_hand(
    hands: tuple[frozenset[int], frozenset[int]], seat: int, tokens: set[int] | frozenset[int]
) -> tuple[frozenset[int], frozenset[int]]:
    """``hands`` with ``seat``'s tokens replaced."""
    return (frozenset(tokens), hands[1]) if seat == 0 else (hands[0], frozenset(tokens))


def _over(state: GameState) -> bool:
    return state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def _secret_message(side: Side) -> Message:
    assert side.secret is not None
    return {"what": "secret", "round": side.round_no, "secret": side.secret.to_dict()}


def play(side: Side, action: Action) -> tuple[Side, list[Message]]:
    """This device's player acts: the new side and the messages to send. An action that draws
    is applied when the other's ``open`` comes (:attr:`Side.waiting`)."""
    if isinstance(action, NextRound):
        return _next(side, [{"what": "act", "round": side.round_no, "ply": -1, "action": "next"}])
    state = side.state
    if state is None or side.deal is None or side.secret is None or side.waiting is not None:
        raise RemoteError("not_your_turn", "the cards are not dealt yet")
    if state.current_player != side.seat:
        raise RemoteError("not_your_turn", f"{action}: it is not your turn")
    after = _apply(state, action)
    msg: Message = {
        "what": "act",
        "round": side.round_no,
        "ply": len(state.history),
        "action": str(action),
    }
    hand = set(side.hands[side.seat])
    mine = {t: c for t, c in side.known.items() if t in hand}
    secret, deal, known, own = side.secret, side.deal, dict(side.known), dict(side.own)
    decks = [list(d) for d in side.decks]
    card = _from_hand(action)
    if card is not None:
        token = next(t for t, c in sorted(mine.items()) if c == card)
        msg |= {"token": token, "proof": fair.lock_off(secret, deal, token)}
        hand.discard(token)
    if isinstance(action, Return):
        msg["action"] = str(action.conceal())
        back = []
        for c in action.cards:
            token = next(t for t, k in sorted(mine.items()) if k == c and t in hand)
            hand.discard(token)
            kind = deck_of(c)
            secret, deal, element = fair.put_back(side.options, secret, deal, c, kind)
            new = deal.count() - 1
            own[new] = known[new] = c
            decks[DECKS.index(kind)].append(new)
            back.append(element)
        msg["back"] = back
    side = replace(
        side,
        secret=secret,
        deal=deal,
        known=_frozen(known),
        own=_frozen(own),
        hands=_with_hand(side.hands, side.seat, hand),
        decks=(tuple(decks[0]), tuple(decks[1])),
    )
    if isinstance(action, (EndTurn, Recruit)) and any(_taken(state, after).values()):
        return replace(side, waiting=action), [msg]
    side = replace(side, state=after)
    return side, [msg, *([_secret_message(side)] if _over(after) else [])]


def _on_open(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    """The other device opened the cards this device's waiting action draws."""
    state, action = side.state, side.waiting
    if state is None or action is None or side.secret is None or side.deal is None:
        raise _stale("an opening")
    if msg.get("ply") != len(state.history):
        raise RemoteError("stale", f"an opening for ply {msg.get('ply')!r}", ply=msg.get("ply"))
    counts = _taken(state, _apply(state, action))
    tokens, decks = _take(side.decks, counts)
    values = msg.get("values")
    if not isinstance(values, list) or len(values) != len(tokens):
        raise RemoteError("malformed", f"{len(tokens)} openings expected")
    kinds = [CLAN_DECK] * counts[CLAN_DECK] + [TACTIC_DECK] * counts[TACTIC_DECK]
    cards = [
        fair.open_drawn(side.options, side.secret, side.deal, t, k, v, side.own)
        for t, k, v in zip(tokens, kinds, values, strict=True)
    ]
    _check_unseen(side, state, tokens, cards)
    ready = guest_put_drawn(state, side.seat, action, [str(c) for c in cards])
    after = _apply(ready, action)
    known = {**side.known, **dict(zip(tokens, cards, strict=True))}
    side = replace(
        side,
        state=after,
        waiting=None,
        decks=decks,
        hands=_with_hand(side.hands, side.seat, side.hands[side.seat] | set(tokens)),
        known=_frozen(known),
    )
    return side, [_secret_message(side)] if _over(after) else []


def _check_unseen(side: Side, state: GameState, tokens: list[int], cards: list[AnyCard]) -> None:
    """``bad_opening`` when a card opened to this device is one it sees elsewhere (in its
    hand, on the table, in the discard, under a deck where it put it back)."""
    copies = Counter(fair.cards_of(side.options))
    seen: Counter[AnyCard] = Counter(state.hands[side.seat])
    seen.update(state.discard)
    for stone in state.stones:
        seen.update(stone.sides[0])
        seen.update(stone.sides[1])
        seen.update(stone.modes)
    in_decks = set(side.decks[0]) | set(side.decks[1])
    seen.update(c for t, c in side.own.items() if t in in_decks and t not in tokens)
    for t, c in zip(tokens, cards, strict=True):
        if t in side.own:
            continue
        seen[c] += 1
        if seen[c] > copies[c]:
            raise RemoteError("bad_opening", f"{c} was opened, but it is elsewhere", token=t)


def _on_act(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    """An action of the other device's player."""
    if msg.get("action") == "next":
        return _next(side, [])
    state, secret, deal = side.state, side.secret, side.deal
    if state is None or secret is None or deal is None or side.waiting is not None:
        raise _stale("an action")
    ply = msg.get("ply")
    if ply != len(state.history):
        raise RemoteError(
            "stale", f"a message for ply {ply!r}, the game is at {len(state.history)}", ply=ply
        )
    action = parse(msg.get("action"))
    other = 1 - side.seat
    if state.current_player != other:
        raise RemoteError("not_your_turn", f"{action}: it is not the other player's turn")
    hand = set(side.hands[other])
    played, known = dict(side.played), dict(side.known)
    decks = [list(d) for d in side.decks]
    backs = side.backs
    card = None if isinstance(action, Return) else _from_hand(action)
    if card is not None:
        token = _int(msg.get("token"), "token", 0, fair.MAX_TOKENS)
        if token not in hand:
            raise RemoteError(
                "not_held", f"{card}: token {token} is not in that hand", card=str(card)
            )
        fair.check_play(side.options, secret, deal, token, card, msg.get("proof"), side.own)
        hand.discard(token)
        played[token] = known[token] = card
    if isinstance(action, Return):
        back = msg.get("back")
        if not isinstance(back, list) or len(back) != len(action.hidden):
            raise RemoteError("malformed", "a return sends one token per card")
        new = []
        for kind, value in zip(action.hidden, back, strict=True):
            deal = fair.take_put_back(deal, other, kind, value)
            new.append(deal.count() - 1)
            decks[DECKS.index(kind)].append(new[-1])
        backs = (*backs, (ply, tuple(new)))
    ready, concrete = guest_prepare(state, side.seat, str(action), ply)
    after = _apply(ready, concrete)
    tokens, new_decks = _take(decks, _taken(ready, after))
    hand |= set(tokens)
    side = replace(
        side,
        state=after,
        deal=deal,
        decks=new_decks,
        hands=_with_hand(side.hands, other, hand),
        played=_frozen(played),
        known=_frozen(known),
        backs=backs,
    )
    out: list[Message] = []
    if tokens:
        values = [fair.lock_off(secret, deal, t) for t in tokens]
        out.append({"what": "open", "round": side.round_no, "ply": ply, "values": values})
    if _over(after):
        out.append(_secret_message(side))
    return side, out


# --- the round's end ----------------------------------------------------------------------------


def _on_secret(side: Side, msg: Message) -> tuple[Side, list[Message]]:
    """The other's secret, the round over on both devices (the action that ended it came
    first, on an ordered channel): check the round."""
    state, deal, secret = side.state, side.deal, side.secret
    if state is None or deal is None or secret is None:
        raise _stale("a secret")
    if not _over(state):
        raise RemoteError("stale", "a secret before the round is over", ply=-1)
    theirs = fair.Secret.read(msg.get("secret"), side.options, 1 - side.seat)
    cards = fair.check(side.options, deal, secret, theirs)
    real, order = _replay(side, cards)
    checked = (*side.checked, order)
    # the round's tokens and secrets are done with: the side keeps the real position only
    return Side(side.seat, side.options, side.round_no, real, real, checked=checked), []


def _replay(
    side: Side, cards: Mapping[int, AnyCard]
) -> tuple[GameState, tuple[tuple[AnyCard, ...], tuple[AnyCard, ...]]]:
    """The round as it truly was, replayed from its true deal, every step checked."""
    start, state, deal = side.start, side.state, side.deal
    assert start is not None and state is not None and deal is not None
    for t, c in side.known.items():
        if cards[t] != c:
            raise _mismatch(len(start.history), f"token {t} was opened as {c}, it is {cards[t]}")
    n = len(fair.cards_of(side.options))
    clan = len(CLAN_CARDS)
    order = tuple(cards[t] for t in range(clan)), tuple(cards[t] for t in range(clan, n))
    real = rules.redeal(start, *order)
    if real.hands[side.seat] != start.hands[side.seat]:
        raise _mismatch(len(start.history), "the deal does not give your hand")
    backs = dict(side.backs)
    for ply in range(len(start.history), len(state.history)):
        action = state.history[ply].action
        if ply in backs:
            action = Return(tuple(cards[t] for t in backs[ply]))
        try:
            real = rules.apply(real, action)
        except IllegalActionError as err:
            raise _mismatch(ply, f"{action}: {err.message}") from None
    if real.round_results != state.round_results or real.phase is not state.phase:
        raise _mismatch(len(state.history), "the round ends otherwise")
    return real, order


def _next(side: Side, out: list[Message]) -> tuple[Side, list[Message]]:
    """``next``: the round checked, the next one is dealt."""
    prev = side.ended
    if prev is None or not side.round_checked:
        raise RemoteError("not_over", "the round is not over and checked")
    _apply(prev, NextRound())  # the rules' refusal when the match is over
    side = Side(
        side.seat,
        side.options,
        round_no=side.round_no + 1,
        ended=prev,
        state=None,
        checked=side.checked,
    )
    side, more = begin(side)
    return side, [*out, *more]


_HANDLERS = {
    "step1": _on_step1,
    "step2": _on_step2,
    "step3": _on_step3,
    "hand": _on_hand,
    "act": _on_act,
    "open": _on_open,
    "secret": _on_secret,
}


# --- saving -------------------------------------------------------------------------------------

FORMAT = "schotten-totten-fair"
VERSION = 1


def _state_dict(state: GameState | None) -> dict[str, Any] | None:
    return None if state is None else serialize.to_dict(state)


def _tokens_dict(d: Mapping[int, AnyCard]) -> dict[str, str]:
    return {str(t): str(c) for t, c in sorted(d.items())}


def to_dict(side: Side) -> dict[str, Any]:
    """This device's side as JSON data, for its own save only: it holds this device's secret
    keys, which must never reach the other device before the round is over."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "seat": side.seat,
        "options": side.options.to_dict(),
        "round": side.round_no,
        "state": _state_dict(side.state),
        "ended": _state_dict(side.ended),
        "start": _state_dict(side.start),
        "deal": None if side.deal is None else side.deal.to_dict(),
        "secret": None if side.secret is None else side.secret.to_dict(),
        "decks": [list(d) for d in side.decks],
        "hands": [sorted(h) for h in side.hands],
        "known": _tokens_dict(side.known),
        "own": _tokens_dict(side.own),
        "played": _tokens_dict(side.played),
        "backs": [[ply, list(ts)] for ply, ts in side.backs],
        "waiting": None if side.waiting is None else str(side.waiting),
        "checked": [[[str(c) for c in part] for part in order] for order in side.checked],
    }


def from_dict(data: Any) -> Side:
    """A side as saved (:func:`to_dict`), checked; :class:`RemoteError` (``malformed``) when
    it is not one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RemoteError("malformed", f"not a {FORMAT} save")
    check_version(
        data,
        VERSION,
        lambda v: RemoteError("malformed", f"version {v!r}"),
        newer=lambda v: RemoteError("malformed", f"saved by a newer version ({v})"),
    )
    try:
        options = Options.from_dict(data["options"])
        secret = data["secret"]
        side = Side(
            seat=_int(data["seat"], "seat", 0, 1),
            options=options,
            round_no=_int(data["round"], "round", 0, options.rounds - 1),
            state=_read_state(data["state"]),
            ended=_read_state(data["ended"]),
            start=_read_state(data["start"]),
            deal=None if data["deal"] is None else fair.Deal.from_dict(data["deal"]),
            secret=None if secret is None else fair.Secret.read(secret, options, secret["seat"]),
            decks=(_ints(data["decks"][0]), _ints(data["decks"][1])),
            hands=(frozenset(_ints(data["hands"][0])), frozenset(_ints(data["hands"][1]))),
            known=_read_tokens(data["known"]),
            own=_read_tokens(data["own"]),
            played=_read_tokens(data["played"]),
            backs=tuple((_int(p, "ply", 0, 10**6), _ints(ts)) for p, ts in data["backs"]),
            waiting=None if data["waiting"] is None else parse(data["waiting"]),
            checked=tuple(
                (
                    tuple(parse_card(c) for c in clan),
                    tuple(parse_card(c) for c in tactic),
                )
                for clan, tactic in data["checked"]
            ),
        )
    except RemoteError:
        raise
    except (SchottenError, KeyError, TypeError, ValueError, IndexError, sra.NotAnElement) as err:
        raise RemoteError("malformed", f"not a {FORMAT} save: {err}") from None
    if side.secret is not None and side.secret.seat != side.seat:
        raise RemoteError("malformed", "a save with the other seat's secret")
    return side


def _read_state(value: Any) -> GameState | None:
    return None if value is None else serialize.from_dict(value, seeded=False)


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise TypeError("a list of tokens")
    return tuple(_int(v, "token", 0, fair.MAX_TOKENS) for v in value)


def _read_tokens(value: Any) -> Mapping[int, AnyCard]:
    if not isinstance(value, dict):
        raise TypeError("tokens by number")
    return _frozen(
        {_int(int(t), "token", 0, fair.MAX_TOKENS): parse_card(c) for t, c in value.items()}
    )
