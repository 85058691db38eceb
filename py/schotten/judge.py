"""The claim judge: a table in, the stones each player could claim out (JSON).

A request is ``{"stones": [9 stones]}``, each stone
``{"p1": ["R5", "R6", "R7"], "p2": ["B2"], "first_complete": "p1"}``: at most 3 cards a side;
``first_complete`` names the side that completed first when both are complete, otherwise the
complete side or ``null`` (it may be left out then). Every stone is unclaimed; cards not listed
are unseen. The answer is ``{"p1": [...], "p2": [...]}``: the stones (0-8, ascending) each
player could legally claim on their turn after playing. A bad request is answered
``{"error": "<what is wrong>"}``.

Tactical variant: a stone may carry ``"modes": ["mud", "blind"]`` (Mud Fight: 4 cards a side;
Blind-Man's Bluff: sums only), sides may hold the elite troops ``JOKER`` (two copies, one a
player), ``SPY`` and ``SHIELD``, and a request may carry ``"discard": [cards]``: the public
discard pile, whose clan cards cannot complete a side. The answer has the same form.

>>> judge_line('{"stones": []}')
'{"error": "expected 9 stones, got 0"}'
>>> empty = '{"p1": [], "p2": []}'
>>> judge_line('{"stones": [{"p1": ["R7", "R8", "R9"], "p2": []}, ' + ", ".join([empty] * 8) + "]}")
'{"p1": [0], "p2": []}'
>>> judge_line('{"stones": [{"p1": ["R8", "R9", "JOKER"], "p2": [], "modes": ["blind"]}, '
...            + ", ".join([empty] * 8) + '], "discard": ["O9", "Y9", "G9"]}')
'{"p1": [0], "p2": []}'
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from .claims import check_table, table_claims
from .errors import CorruptSaveError, InvalidCardError, InvalidTableError
from .options import NUM_STONES
from .serialize import read_json
from .tactics import AnyCard, Tactic, parse_card
from .variants import BASE_SIDE_SIZE, MUD_SIDE_SIZE

PLAYER_KEYS = ("p1", "p2")
_STONE_KEYS = {"p1", "p2", "first_complete", "modes"}
MODE_NAMES = {"blind": Tactic.BLIND, "mud": Tactic.MUD}


TableSides = list[tuple[tuple[AnyCard, ...], tuple[AnyCard, ...]]]


class Table(NamedTuple):
    """A validated request: the sides, who completed first, the modes of each stone (in the
    order ``BLIND``, ``MUD``) and the discard pile."""

    sides: TableSides
    firsts: list[int | None]
    modes: list[tuple[Tactic, ...]]
    discard: tuple[AnyCard, ...]


def _card(text: Any, where: str) -> AnyCard:
    try:
        return parse_card(text)
    except InvalidCardError:
        raise InvalidTableError(
            f"{where}: unknown card {text!r}",
            code="invalid_card",
            params={"text": repr(text)},
        ) from None


def _modes(i: int, raw: Any) -> tuple[Tactic, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(m, str) for m in raw):
        raise InvalidTableError(f'stone {i}: "modes" must be a list of "mud" and "blind"')
    for m in raw:
        if m not in MODE_NAMES:
            raise InvalidTableError(
                f'stone {i}: unknown mode {m!r} (modes are "mud" and "blind")',
                code="bad_mode",
                params={"stone": i, "text": m},
            )
    if len(set(raw)) != len(raw):
        raise InvalidTableError(f"stone {i}: a mode is listed twice", code="bad_mode")
    return tuple(t for t in (Tactic.BLIND, Tactic.MUD) if t.value.lower() in raw)


def parse_table(data: Any) -> Table:
    """Validate a decoded request. Raises :class:`InvalidTableError` naming what is wrong."""
    if not isinstance(data, dict):
        raise InvalidTableError('a request must be a JSON object with a "stones" list')
    extra = sorted(set(data) - {"stones", "discard"})
    if extra:
        raise InvalidTableError(f"unknown field(s) in the request: {', '.join(extra)}")
    stones = data.get("stones")
    if not isinstance(stones, list):
        raise InvalidTableError('"stones" must be a list of 9 stones')
    if len(stones) != NUM_STONES:
        raise InvalidTableError(
            f"expected {NUM_STONES} stones, got {len(stones)}",
            code="wrong_stone_count",
            params={"count": len(stones)},
        )
    sides: TableSides = []
    all_modes: list[tuple[Tactic, ...]] = []
    for i, stone in enumerate(stones):
        if not isinstance(stone, dict):
            raise InvalidTableError(f"stone {i} must be an object")
        extra = sorted(set(stone) - _STONE_KEYS)
        if extra:
            raise InvalidTableError(f"stone {i}: unknown field(s) {', '.join(extra)}")
        all_modes.append(_modes(i, stone.get("modes")))
        pair: list[tuple[AnyCard, ...]] = []
        for key in PLAYER_KEYS:
            raw = stone.get(key)
            if not isinstance(raw, list):
                raise InvalidTableError(f'stone {i}: "{key}" must be a list of cards')
            pair.append(tuple(_card(text, f"stone {i}") for text in raw))
        sides.append((pair[0], pair[1]))
    raw_discard = data.get("discard", [])
    if not isinstance(raw_discard, list):
        raise InvalidTableError('"discard" must be a list of cards')
    discard = tuple(_card(text, "discard") for text in raw_discard)
    check_table(sides, BASE_SIDE_SIZE, modes=all_modes, discard=discard)
    firsts = [
        _first_complete(
            i,
            stone.get("first_complete"),
            a,
            b,
            MUD_SIDE_SIZE if Tactic.MUD in m else BASE_SIDE_SIZE,
        )
        for i, (stone, (a, b), m) in enumerate(zip(stones, sides, all_modes, strict=True))
    ]
    return Table(sides, firsts, all_modes, discard)


def _first_complete(
    i: int, raw: Any, a: tuple[AnyCard, ...], b: tuple[AnyCard, ...], size: int = BASE_SIDE_SIZE
) -> int | None:
    if raw is not None and raw not in PLAYER_KEYS:
        raise InvalidTableError(
            f'stone {i}: first_complete must be "p1", "p2" or null, not {json.dumps(raw)}'
        )
    given = None if raw is None else PLAYER_KEYS.index(raw)
    complete = [len(a) == size, len(b) == size]
    if all(complete):
        if given is None:
            raise InvalidTableError(
                f"stone {i}: both sides are complete, first_complete must say which was first"
            )
        return given
    if given is not None and not complete[given]:
        raise InvalidTableError(f"stone {i}: first_complete is {raw} but that side is not complete")
    if complete[0]:
        return 0
    if complete[1]:
        return 1
    return None


def judge(data: Any) -> dict[str, list[int]]:
    """Answer a decoded request (raises :class:`InvalidTableError`)."""
    table = parse_table(data)
    p1, p2 = table_claims(table.sides, table.firsts, modes=table.modes, discard=table.discard)
    return {"p1": list(p1), "p2": list(p2)}


def judge_line(line: str | bytes) -> str:
    """Answer one line of the judge protocol with one line of JSON (never raises on bad input:
    bytes that are not UTF-8, or JSON beyond the limits of :func:`~schotten.serialize.read_json`,
    get an error line too)."""
    try:
        data = read_json(line)
    except CorruptSaveError as err:
        if err.code == "bad_encoding":
            return json.dumps({"error": "the line is not UTF-8 text"})
        return json.dumps({"error": err.message})
    try:
        return json.dumps(judge(data))
    except InvalidTableError as err:
        return json.dumps({"error": err.message})
