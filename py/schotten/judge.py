"""The claim judge: a table in, the stones each player could claim out (JSON).

A request is ``{"stones": [9 stones]}``, each stone
``{"p1": ["R5", "R6", "R7"], "p2": ["B2"], "first_complete": "p1"}``: at most 3 cards a side;
``first_complete`` names the side that completed first when both are complete, otherwise the
complete side or ``null`` (it may be left out then). Every stone is unclaimed; cards not listed
are unseen. The answer is ``{"p1": [...], "p2": [...]}``: the stones (0-8, ascending) each
player could legally claim on their turn after playing. A bad request is answered
``{"error": "<what is wrong>"}``.

>>> judge_line('{"stones": []}')
'{"error": "expected 9 stones, got 0"}'
>>> empty = '{"p1": [], "p2": []}'
>>> judge_line('{"stones": [{"p1": ["R7", "R8", "R9"], "p2": []}, ' + ", ".join([empty] * 8) + "]}")
'{"p1": [0], "p2": []}'
"""

from __future__ import annotations

import json
from typing import Any

from .cards import Card
from .claims import table_claims
from .errors import InvalidCardError, InvalidTableError
from .options import NUM_STONES

PLAYER_KEYS = ("p1", "p2")
_STONE_KEYS = {"p1", "p2", "first_complete"}
SIDE_SIZE = 3


TableSides = list[tuple[tuple[Card, ...], tuple[Card, ...]]]


def parse_request(data: Any) -> tuple[TableSides, list[int | None]]:
    """Validate a decoded request; returns the sides and the first-complete player per stone.

    Raises :class:`InvalidTableError` naming what is wrong."""
    if not isinstance(data, dict):
        raise InvalidTableError("a request must be a JSON object with a \"stones\" list")
    extra = sorted(set(data) - {"stones"})
    if extra:
        raise InvalidTableError(f"unknown field(s) in the request: {', '.join(extra)}")
    stones = data.get("stones")
    if not isinstance(stones, list):
        raise InvalidTableError("\"stones\" must be a list of 9 stones")
    if len(stones) != NUM_STONES:
        raise InvalidTableError(
            f"expected {NUM_STONES} stones, got {len(stones)}",
            code="wrong_stone_count",
            params={"count": len(stones)},
        )
    sides: TableSides = []
    firsts: list[int | None] = []
    seen: dict[Card, int] = {}
    for i, stone in enumerate(stones):
        if not isinstance(stone, dict):
            raise InvalidTableError(f"stone {i} must be an object")
        extra = sorted(set(stone) - _STONE_KEYS)
        if extra:
            raise InvalidTableError(f"stone {i}: unknown field(s) {', '.join(extra)}")
        pair: list[tuple[Card, ...]] = []
        for p, key in enumerate(PLAYER_KEYS):
            raw = stone.get(key)
            if not isinstance(raw, list):
                raise InvalidTableError(f"stone {i}: \"{key}\" must be a list of cards")
            if len(raw) > SIDE_SIZE:
                raise InvalidTableError(
                    f"stone {i}: {key} has {len(raw)} cards (at most {SIDE_SIZE})",
                    code="side_overfull",
                    params={"stone": i, "player": p, "count": len(raw)},
                )
            cards = []
            for text in raw:
                try:
                    c = Card.parse(text)
                except InvalidCardError:
                    raise InvalidTableError(
                        f"stone {i}: unknown card {text!r}",
                        code="invalid_card",
                        params={"stone": i, "text": repr(text)},
                    ) from None
                if c in seen:
                    where = f"stones {seen[c]} and {i}" if seen[c] != i else f"stone {i}"
                    raise InvalidTableError(
                        f"card {c} appears twice ({where})",
                        code="duplicate_card",
                        params={"card": str(c)},
                    )
                seen[c] = i
                cards.append(c)
            pair.append(tuple(cards))
        sides.append((pair[0], pair[1]))
        firsts.append(_first_complete(i, stone.get("first_complete"), pair[0], pair[1]))
    return sides, firsts


def _first_complete(
    i: int, raw: Any, a: tuple[Card, ...], b: tuple[Card, ...]
) -> int | None:
    if raw is not None and raw not in PLAYER_KEYS:
        raise InvalidTableError(
            f"stone {i}: first_complete must be \"p1\", \"p2\" or null, not {json.dumps(raw)}"
        )
    given = None if raw is None else PLAYER_KEYS.index(raw)
    complete = [len(a) == SIDE_SIZE, len(b) == SIDE_SIZE]
    if all(complete):
        if given is None:
            raise InvalidTableError(
                f"stone {i}: both sides are complete, first_complete must say which was first"
            )
        return given
    if given is not None and not complete[given]:
        raise InvalidTableError(
            f"stone {i}: first_complete is {raw} but that side is not complete"
        )
    if complete[0]:
        return 0
    if complete[1]:
        return 1
    return None


def judge(data: Any) -> dict[str, list[int]]:
    """Answer a decoded request (raises :class:`InvalidTableError`)."""
    sides, firsts = parse_request(data)
    p1, p2 = table_claims(sides, firsts)
    return {"p1": list(p1), "p2": list(p2)}


def judge_line(line: str) -> str:
    """Answer one line of the judge protocol with one line of JSON (never raises on bad input)."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError) as err:
        return json.dumps({"error": f"not JSON: {err}"})
    try:
        return json.dumps(judge(data))
    except InvalidTableError as err:
        return json.dumps({"error": err.message})
