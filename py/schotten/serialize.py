"""Saves (the whole state, resumable mid-turn) and replays (options, seed and actions).

A save is a JSON object::

    {"format": "schotten-totten-save", "version": 1,
     "options": {"variant": "classic", "claim_timing": "normal", "rounds": 1, "first_player": 0},
     "seed": 7, "round": 0, "starting_player": 0, "current_player": 0, "phase": "play",
     "hands": [["B2", ...], [...]], "deck": ["R5", ...],
     "stones": [{"sides": [[], []], "claimed_by": null, "completed_at": [null, null]}, ...],
     "scores": [0, 0], "round_results": [],
     "history": [{"round": 0, "player": 0, "action": "R5@3"}]}

A tactical save (``"variant": "tactical"``, or any variant with tactic cards or the stalemate
rule: :func:`tactical_fields`) has the same fields and four more, which a classic save never
has: ``"tactic_deck"`` (``tactic_deck[0]`` is drawn next), ``"discard"`` (the public discard
pile, oldest first), ``"played"`` (the tactic cards each player played this round) and
``"passes"`` (turns in a row that were passes); each stone also has ``"modes"``
(``["BLIND", "MUD"]``). Hands, sides and the discard pile may hold tactic cards
(``"JOKER"``...).

:func:`loads` checks everything (shape, types, notation, that each of the 54 clan cards, and in
the tactical variant each of the 10 tactic cards, is somewhere exactly once, sides, counts,
phase against results) and either returns a complete state or raises a
:class:`~schotten.errors.SaveError` subclass.

>>> from schotten.rules import new_game
>>> state = new_game(seed=3)
>>> loads(dumps(state)) == state
True
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any, TypeVar

from .actions import Action, parse_action
from .cards import CLAN_CARDS, Card
from .errors import (
    CorruptSaveError,
    IllegalActionError,
    InconsistentSaveError,
    NotationError,
    ReplayError,
    SaveError,
    SchottenError,
    UnsupportedVersionError,
)
from .inventory import Inventory
from .options import NUM_STONES, Options
from .rules import MAX_SEED, ROUND_POINTS, apply, new_game, winning_line
from .state import GameState, HistoryEntry, Phase, RoundResult, Stone
from .tactics import COMBAT_MODES, AnyCard, Tactic, parse_card

FORMAT = "schotten-totten-save"
VERSION = 1
REPLAY_FORMAT = "schotten-totten-replay"
REPLAY_VERSION = 1

_SAVE_KEYS = (
    "format",
    "version",
    "options",
    "seed",
    "round",
    "starting_player",
    "current_player",
    "phase",
    "hands",
    "deck",
    "stones",
    "scores",
    "round_results",
    "history",
)
_TACTICAL_KEYS = ("tactic_deck", "discard", "played", "passes")
_STONE_KEYS = ("sides", "claimed_by", "completed_at")

T = TypeVar("T")


# --- writing ------------------------------------------------------------------------------------


def _cards(cards: Iterable[AnyCard]) -> list[str]:
    return [str(c) for c in cards]


def tactical_fields(options: Options) -> bool:
    """Whether a save of a game with ``options`` has the tactical fields (the tactic deck, the
    discard pile, the cards played, the passes, the modes of the stones)."""
    rules = options.rules
    return rules.tactics or rules.stalemate


def _stone_dict(s: Stone, tactical: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "sides": [_cards(s.sides[0]), _cards(s.sides[1])],
        "claimed_by": s.claimed_by,
        "completed_at": list(s.completed_at),
    }
    if tactical:
        out["modes"] = _cards(s.modes)
    return out


def to_dict(state: GameState) -> dict[str, Any]:
    """The save document as a dict (see the module docstring)."""
    tactical = tactical_fields(state.options)
    out = {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_dict(),
        "seed": state.seed,
        "round": state.round_no,
        "starting_player": state.starting_player,
        "current_player": state.current_player,
        "phase": state.phase.code,
        "hands": [_cards(state.hands[0]), _cards(state.hands[1])],
        "deck": _cards(state.deck),
        "stones": [_stone_dict(s, tactical) for s in state.stones],
        "scores": list(state.scores),
        "round_results": [r.to_dict() for r in state.round_results],
        "history": [h.to_dict() for h in state.history],
    }
    if tactical:
        out["tactic_deck"] = _cards(state.tactic_deck)
        out["discard"] = _cards(state.discard)
        out["played"] = [_cards(state.played[0]), _cards(state.played[1])]
        out["passes"] = state.passes
    return out


def dumps(state: GameState) -> str:
    """The save as compact JSON text (one line, stable key order)."""
    return json.dumps(to_dict(state), separators=(",", ":"))


# --- reading: the bounded reader ---------------------------------------------------------------

MAX_TEXT = 4_000_000
"""The longest text :func:`read_json` reads, in characters (a 99-round match saves far less)."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects :func:`read_json` reads (a save nests 5 deep)."""
MAX_NUMBER = 10**15
"""The largest magnitude of a number with a fraction or an exponent :func:`read_json` reads
(timestamps)."""
MAX_INT = 2**64
"""The largest magnitude of an integer :func:`read_json` reads (seeds go up to 2**63 - 1)."""

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def _unreadable(message: str, code: str) -> CorruptSaveError:
    return CorruptSaveError(message, code=code)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_NUMBER:
        raise _unreadable(f"unreadable JSON: number {text[:40]} too large", "bad_number")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise _unreadable(f"unreadable JSON: number {text[:40]}... too large", "bad_number")
    value = int(text)
    if abs(value) > MAX_INT:
        raise _unreadable(f"unreadable JSON: number {text} is too large", "bad_number")
    return value


def _no_constant(text: str) -> Any:
    raise _unreadable(f"unreadable JSON: {text} is not a finite number", "bad_number")


def read_json(text: str | bytes, *, max_chars: int = MAX_TEXT, max_depth: int = MAX_DEPTH) -> Any:
    """Decode JSON from storage, a file or a pipe within limits, or raise
    :class:`~schotten.errors.CorruptSaveError` with a ``code``: ``bad_encoding`` (bytes that are
    not UTF-8, or not text at all), ``too_large`` (over ``max_chars``), ``too_deep`` (lists and
    objects nested deeper than ``max_depth``, found by a scan of the brackets outside strings
    before :func:`json.loads` runs, so that no input can exhaust the stack), ``bad_number``
    (``NaN``, ``Infinity``, an integer beyond :data:`MAX_INT` or another number beyond
    :data:`MAX_NUMBER`) or ``not_json``.

    >>> read_json('{"a": [1, 2.5, "]"]}')
    {'a': [1, 2.5, ']']}
    >>> read_json("[" * 40 + "]" * 40)
    Traceback (most recent call last):
    ...
    schotten.errors.CorruptSaveError: unreadable JSON: nested deeper than 32
    """
    if isinstance(text, bytes | bytearray):
        if len(text) > 4 * max_chars:
            raise _unreadable("unreadable JSON: too large", "too_large")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise _unreadable(
                f"unreadable JSON: not UTF-8 text (byte {err.start})", "bad_encoding"
            ) from None
    if not isinstance(text, str):
        raise _unreadable(f"unreadable JSON: not text ({type(text).__name__})", "bad_encoding")
    if len(text) > max_chars:
        raise _unreadable(
            f"unreadable JSON: {len(text)} characters (at most {max_chars})", "too_large"
        )
    depth = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > max_depth:
                raise _unreadable(f"unreadable JSON: nested deeper than {max_depth}", "too_deep")
        else:
            depth -= 1
    try:
        return json.loads(
            text,
            parse_float=_finite_float,
            parse_int=_bounded_int,
            parse_constant=_no_constant,
        )
    except SaveError:
        raise
    except (ValueError, TypeError, RecursionError) as err:
        raise _unreadable(f"not JSON ({err})", "not_json") from None


# --- reading: shape -----------------------------------------------------------------------------


def check_version(
    data: Mapping[str, Any],
    supported: int,
    bad: Callable[[object], Exception],
    newer: Callable[[int], Exception] | None = None,
    *,
    what: str = "save",
) -> int:
    """The ``"version"`` of a versioned JSON document (a save, a replay, a review, the
    statistics, a learning record, a backup): a whole number from 1 to ``supported``.

    Raises ``bad(version)`` for a missing or malformed one, ``newer(version)`` for a later one
    (by default :class:`~schotten.errors.UnsupportedVersionError` naming ``what``).

    >>> check_version({"version": 1}, 2, ValueError)
    1
    >>> check_version({"version": 3}, 2, ValueError, what="replay")
    Traceback (most recent call last):
    ...
    schotten.errors.UnsupportedVersionError: replay version 3 is newer than this engine \
understands (up to 2)
    """
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad(version)
    if version > supported:
        if newer is not None:
            raise newer(version)
        raise UnsupportedVersionError(
            f"{what} version {version} is newer than this engine understands (up to {supported})",
            params={"version": version, "supported": supported},
        )
    return version


def _corrupt(message: str, **params: Any) -> CorruptSaveError:
    return CorruptSaveError(f"corrupt save: {message}", params=params)


def _inconsistent(message: str, code: str = "inconsistent_save", **params: Any) -> Exception:
    return InconsistentSaveError(f"inconsistent save: {message}", code=code, params=params)


def _obj(value: Any, where: str, keys: tuple[str, ...]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _corrupt(f"{where} must be an object", where=where)
    missing = [k for k in keys if k not in value]
    if missing:
        raise _corrupt(f"{where} lacks {', '.join(missing)}", where=where, missing=missing)
    extra = sorted(set(value) - set(keys))
    if extra:
        raise _corrupt(f"{where} has unknown field(s) {', '.join(extra)}", where=where)
    return value


def _list(value: Any, where: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise _corrupt(f"{where} must be a list", where=where)
    if length is not None and len(value) != length:
        raise _corrupt(f"{where} must hold {length} entries, not {len(value)}", where=where)
    return value


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _corrupt(f"{where} must be an integer from {lo} to {hi}, not {value!r}", where=where)
    return value


def _opt_player(value: Any, where: str) -> int | None:
    return None if value is None else _int(value, where, 0, 1)


def _parsed(value: Any, where: str, parse: Callable[[Any], T], what: str) -> tuple[T, ...]:
    """Each item of the list ``value`` read by ``parse`` (notation), ``what`` naming it."""
    out = []
    for item in _list(value, where):
        try:
            out.append(parse(item))
        except NotationError:
            raise _corrupt(f"{where}: not {what}: {item!r}", where=where, text=repr(item)) from None
    return tuple(out)


def _card_list(value: Any, where: str) -> tuple[Card, ...]:
    return _parsed(value, where, Card.parse, "a card")


def _any_card_list(value: Any, where: str) -> tuple[AnyCard, ...]:
    return _parsed(value, where, parse_card, "a card")


def _tactic_list(value: Any, where: str) -> tuple[Tactic, ...]:
    return _parsed(value, where, Tactic.parse, "a tactic card")


def _guard(fn: Callable[[], T], where: str) -> T:
    try:
        return fn()
    except SaveError:
        raise
    except SchottenError as err:
        raise _corrupt(f"{where}: {err.message}", where=where) from None


def _history(value: Any) -> tuple[HistoryEntry, ...]:
    out = []
    for n, item in enumerate(_list(value, "history")):
        where = f"history[{n}]"
        entry = _obj(item, where, ("round", "player", "action"))
        text = entry["action"]
        action: Action = _guard(lambda text=text: parse_action(text), where)  # type: ignore[misc]
        out.append(
            HistoryEntry(
                _int(entry["round"], f"{where}.round", 0, 10**6),
                _int(entry["player"], f"{where}.player", 0, 1),
                action,
            )
        )
    return tuple(out)


def _round_result(value: Any, where: str) -> RoundResult:
    r = _obj(value, where, ("round", "winner", "stones", "points", "how"))
    stones = _list(r["stones"], f"{where}.stones", 2)
    points = _list(r["points"], f"{where}.points", 2)
    how = r["how"]
    if how not in ("adjacent", "five", "stalemate"):
        raise _corrupt(
            f"{where}.how must be 'adjacent', 'five' or 'stalemate', not {how!r}", where=where
        )
    return RoundResult(
        _int(r["round"], f"{where}.round", 0, 10**6),
        _opt_player(r["winner"], f"{where}.winner"),
        (_int(stones[0], where, 0, 9), _int(stones[1], where, 0, 9)),
        (_int(points[0], where, 0, 9), _int(points[1], where, 0, 9)),
        how,
    )


def from_dict(data: Any, *, seeded: bool = True) -> GameState:
    """Rebuild a state from a save document; raises a :class:`SaveError` subclass.
    ``seeded=False``: a position not dealt from its seed (a match dealt fairly on two devices,
    :mod:`schotten.fair_play`), checked for everything but its replay from the seed."""
    if not isinstance(data, dict):
        raise _corrupt("a save must be a JSON object")
    if data.get("format") != FORMAT:
        raise _corrupt(f"not a {FORMAT} document (format: {data.get('format')!r})")
    check_version(data, VERSION, lambda version: _corrupt(f"bad version: {version!r}"))
    tactical = False
    if "options" in data:
        options = _guard(lambda: Options.from_dict(data["options"]), "options")
        tactical = tactical_fields(options)
    d = _obj(data, "save", _SAVE_KEYS + _TACTICAL_KEYS if tactical else _SAVE_KEYS)
    options = _guard(lambda: Options.from_dict(d["options"]), "options")
    seed = _int(d["seed"], "seed", 0, MAX_SEED)
    round_no = _int(d["round"], "round", 0, options.rounds - 1)
    starting = _int(d["starting_player"], "starting_player", 0, 1)
    current = _int(d["current_player"], "current_player", 0, 1)
    try:
        phase = Phase(d["phase"])
    except (ValueError, TypeError):
        raise _corrupt(f"unknown phase: {d['phase']!r}") from None
    hands_raw = _list(d["hands"], "hands", 2)
    read_hand = _any_card_list if tactical else _card_list
    hands = (read_hand(hands_raw[0], "hands[0]"), read_hand(hands_raw[1], "hands[1]"))
    deck = _card_list(d["deck"], "deck")
    stones = []
    for i, raw in enumerate(_list(d["stones"], "stones", NUM_STONES)):
        where = f"stones[{i}]"
        s = _obj(raw, where, (*_STONE_KEYS, "modes") if tactical else _STONE_KEYS)
        sides_raw = _list(s["sides"], f"{where}.sides", 2)
        done_raw = _list(s["completed_at"], f"{where}.completed_at", 2)
        done = tuple(
            None if x is None else _int(x, f"{where}.completed_at", 0, 10**9) for x in done_raw
        )
        stones.append(
            Stone(
                (
                    read_hand(sides_raw[0], f"{where}.sides[0]"),
                    read_hand(sides_raw[1], f"{where}.sides[1]"),
                ),
                _opt_player(s["claimed_by"], f"{where}.claimed_by"),
                (done[0], done[1]),
                _tactic_list(s["modes"], f"{where}.modes") if tactical else (),
                options.rules.side_size,
            )
        )
    scores_raw = _list(d["scores"], "scores", 2)
    scores = (
        _int(scores_raw[0], "scores[0]", 0, 10**6),
        _int(scores_raw[1], "scores[1]", 0, 10**6),
    )
    results = tuple(
        _round_result(r, f"round_results[{n}]")
        for n, r in enumerate(_list(d["round_results"], "round_results"))
    )
    state = GameState(
        options=options,
        seed=seed,
        round_no=round_no,
        starting_player=starting,
        current_player=current,
        phase=phase,
        hands=hands,
        deck=deck,
        stones=tuple(stones),
        scores=scores,
        round_results=results,
        history=_history(d["history"]),
    )
    if tactical:
        played_raw = _list(d["played"], "played", 2)
        state = replace(
            state,
            tactic_deck=_tactic_list(d["tactic_deck"], "tactic_deck"),
            discard=_any_card_list(d["discard"], "discard"),
            played=(
                _tactic_list(played_raw[0], "played[0]"),
                _tactic_list(played_raw[1], "played[1]"),
            ),
            passes=_int(d["passes"], "passes", 0, 10**6),
        )
    check_consistency(state, seeded=seeded)
    return state


def loads(text: str | bytes) -> GameState:
    """Load a save written by :func:`dumps`; raises a :class:`SaveError` subclass (read by
    :func:`read_json`, so within its limits), whatever the input."""
    data = read_json(text)
    try:
        return from_dict(data)
    except SaveError:
        raise
    except SchottenError as err:
        raise _corrupt(err.message) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError) as err:
        # a safety net: the checks above are meant to catch everything first (the tests
        # assert that this code never shows)
        raise CorruptSaveError(f"corrupt save: {err!r}", code="unexpected") from None


# --- reading: consistency -----------------------------------------------------------------------


def check_consistency(state: GameState, *, seeded: bool = True) -> None:
    """Raise :class:`InconsistentSaveError` if ``state`` could not arise in a game (with
    ``seeded=False``, leaving out the replay of its history from its seed)."""
    opts = state.options
    rules = opts.rules
    tactical = rules.tactics
    seen = Inventory(
        lambda m, code, params: _inconsistent(m, code, **params), tactic_cards=rules.tactic_deck
    )
    seen.add(state.hands[0], "hand of p1")
    seen.add(state.hands[1], "hand of p2")
    seen.add(state.deck, "deck")
    seen.add(state.tactic_deck, "tactic deck")
    seen.add(state.discard, "discard pile")
    if (not tactical and state.played != ((), ())) or (not rules.stalemate and state.passes):
        raise _inconsistent("tactic cards played in a classic game", "tactic_card")
    for i, s in enumerate(state.stones):
        size = s.size
        if s.modes:
            seen.add_modes(i, s.modes)
            if s.modes != tuple(m for m in COMBAT_MODES if m in s.modes):
                raise _inconsistent(f"stone {i}: bad combat modes", "bad_mode", stone=i)
        for p in (0, 1):
            side = s.sides[p]
            seen.add_side(i, p, side, size)
            complete = len(side) == size
            if complete != (s.completed_at[p] is not None):
                raise _inconsistent(
                    f"stone {i}: completed_at of p{p + 1} disagrees with its {len(side)} cards",
                    stone=i,
                )
        a, b = s.completed_at
        if a is not None and a == b:
            raise _inconsistent(f"stone {i}: both sides completed at the same ply", stone=i)
        if s.claimed_by is not None and len(s.sides[s.claimed_by]) < size:
            raise _inconsistent(
                f"stone {i} is claimed by p{s.claimed_by + 1} with an incomplete side", stone=i
            )
    missing = seen.missing_clan()
    if missing:
        raise _inconsistent(
            f"{len(missing)} card(s) missing: {' '.join(map(str, missing[:6]))}",
            "missing_card",
            cards=[str(c) for c in missing],
        )
    if tactical:
        gone = seen.missing_tactics()
        if gone:
            raise _inconsistent(
                f"tactic card {gone[0]} missing", "missing_card", cards=[str(t) for t in gone]
            )
        for p in (0, 1):
            if state.played[p].count(Tactic.JOKER) > 1:
                raise _inconsistent(f"p{p + 1} played two Jokers in a round", "bad_count")
        if abs(len(state.played[0]) - len(state.played[1])) > 1:
            raise _inconsistent("the tactic cards played break the tactic limit", "bad_count")

    hand_size = rules.hand_size
    for p in (0, 1):
        limit = hand_size
        if state.phase is Phase.RETURN and p == state.current_player:
            limit += 2  # the Recruiter's 3 cards are in, 2 are still to go back
        if len(state.hands[p]) > limit:
            raise _inconsistent(
                f"p{p + 1} holds {len(state.hands[p])} cards (at most {limit})",
                "hand_overfull",
            )
    if state.phase is Phase.RETURN and not tactical:
        raise _inconsistent("the Recruiter belongs to the tactical variant", "tactic_card")
    if len(state.deck) > len(CLAN_CARDS) - 2 * hand_size and not tactical:
        raise _inconsistent(f"the deck holds {len(state.deck)} cards", "bad_count")
    if state.deck and not tactical:
        cur = len(state.hands[state.current_player])
        other = len(state.hands[1 - state.current_player])
        in_play = state.phase is Phase.PLAY
        if other != hand_size or cur < hand_size - 1 or (in_play and cur != hand_size):
            raise _inconsistent(
                f"hand sizes {len(state.hands[0])} and {len(state.hands[1])} are impossible "
                f"with {len(state.deck)} cards in the deck",
                "bad_count",
            )

    # rounds, results and scores
    over = state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    expected_results = state.round_no + (1 if over else 0)
    if len(state.round_results) != expected_results:
        raise _inconsistent(
            f"{len(state.round_results)} round result(s) in round {state.round_no} "
            f"(phase {state.phase.code})",
            "bad_results",
        )
    last_round = state.round_no + 1 == opts.rounds
    if state.phase is Phase.MATCH_OVER and not last_round:
        raise _inconsistent("the match is over before its last round", "bad_results")
    if state.phase is Phase.ROUND_OVER and last_round:
        raise _inconsistent("the last round is over but the match is not", "bad_results")
    totals = [0, 0]
    for n, r in enumerate(state.round_results):
        if r.round_no != n:
            raise _inconsistent(f"round result {n} is numbered {r.round_no}", "bad_results")
        if r.how == "stalemate" and not rules.stalemate:
            raise _inconsistent(f"round {n}: a stalemate in the classic game", "bad_results")
        if r.winner is None and r.how != "stalemate":
            raise _inconsistent(f"round {n}: a drawn round must be a stalemate", "bad_results")
        loser = 1 - r.winner if r.winner is not None else None
        if (
            r.winner is not None
            and loser is not None
            and (r.points[r.winner] != ROUND_POINTS or r.points[loser] != r.stones[loser])
        ):
            raise _inconsistent(f"round {n}: points do not follow the scoring", "bad_results")
        if r.winner is None and (r.stones[0] != r.stones[1] or r.points != r.stones):
            raise _inconsistent(f"round {n}: points do not follow the scoring", "bad_results")
        if (
            r.how == "stalemate"
            and r.winner is not None
            and (r.stones[r.winner] <= r.stones[1 - r.winner])
        ):
            raise _inconsistent(f"round {n}: the stalemate winner has fewer stones", "bad_results")
        totals[0] += r.points[0]
        totals[1] += r.points[1]
    if tuple(totals) != state.scores:
        raise _inconsistent(
            f"scores {list(state.scores)} are not the sum of the rounds {totals}", "bad_scores"
        )
    stalemate = over and state.round_results[-1].how == "stalemate"
    for p in (0, 1):
        line = winning_line(state.stones, p)
        if over:
            if stalemate:
                continue
            if p == state.round_results[-1].winner and line is None:
                raise _inconsistent("the round's winner does not control a winning line")
            if p != state.round_results[-1].winner and line is not None:
                raise _inconsistent("the round's loser controls a winning line")
        elif line is not None:
            raise _inconsistent(f"p{p + 1} has already won the round but it goes on")
    if over:
        r = state.round_results[-1]
        counts = tuple(sum(1 for s in state.stones if s.claimed_by == p) for p in (0, 1))
        if counts != r.stones:
            raise _inconsistent("the last round's result does not match the stones")
    for n, h in enumerate(state.history):
        if h.round_no > state.round_no:
            raise _inconsistent(f"history[{n}] is in a future round", "bad_history")
    if seeded:
        _check_history(state)


def _check_history(state: GameState) -> None:
    """The options, seed and history must rebuild exactly this position (randomness lives in
    the seed, so a save whose history was edited, or whose cards were moved, is caught here)."""
    replayed = new_game(state.options, state.seed)
    for n, h in enumerate(state.history):
        if (h.round_no, h.player) != (replayed.round_no, replayed.current_player):
            raise _inconsistent(
                f"history[{n}] ({h.action}) is not p{h.player + 1}'s move in round {h.round_no}",
                "bad_history",
                index=n,
            )
        try:
            replayed = apply(replayed, h.action)
        except IllegalActionError as err:
            raise _inconsistent(
                f"history[{n}] ({h.action}) is illegal: {err.message}", "bad_history", index=n
            ) from None
    if replayed != state:
        raise _inconsistent(
            "the position does not follow from the seed and the history", "bad_history"
        )


# --- replays ------------------------------------------------------------------------------------


def to_replay(state: GameState) -> dict[str, Any]:
    """Options, seed and every action so far: ``from_replay`` rebuilds the same state."""
    return {
        "format": REPLAY_FORMAT,
        "version": REPLAY_VERSION,
        "options": state.options.to_dict(),
        "seed": state.seed,
        "actions": [str(h.action) for h in state.history],
    }


def from_replay(data: Any) -> GameState:
    """Replay a document from :func:`to_replay`; raises :class:`CorruptSaveError`,
    :class:`UnsupportedVersionError` or :class:`ReplayError` (an illegal action)."""
    if not isinstance(data, dict):
        raise _corrupt("a replay must be a JSON object")
    if data.get("format") != REPLAY_FORMAT:
        raise _corrupt(f"not a {REPLAY_FORMAT} document (format: {data.get('format')!r})")
    check_version(
        data,
        REPLAY_VERSION,
        lambda version: _corrupt(f"bad replay version: {version!r}"),
        what="replay",
    )
    d = _obj(data, "replay", ("format", "version", "options", "seed", "actions"))
    options = _guard(lambda: Options.from_dict(d["options"]), "options")
    seed = _int(d["seed"], "seed", 0, MAX_SEED)
    state = new_game(options, seed)
    for n, text in enumerate(_list(d["actions"], "actions")):
        action = _guard(lambda text=text: parse_action(text), f"actions[{n}]")  # type: ignore[misc]
        try:
            state = apply(state, action)
        except IllegalActionError as err:
            raise ReplayError(
                f"replay action {n} ({text}) is illegal: {err.message}",
                params={"index": n, "action": text, "reason": err.code},
            ) from None
    return state


def replay_dumps(state: GameState) -> str:
    return json.dumps(to_replay(state), separators=(",", ":"))


def replay_loads(text: str | bytes) -> GameState:
    return from_replay(read_json(text))
