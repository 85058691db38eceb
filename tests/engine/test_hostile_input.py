"""Hostile input to the engine: every refusal is one of the engine's coded ValueError subclasses
(issue #10, items 3, 4, 7 and 8), and the bounded reader sets limits before json.loads runs."""

from __future__ import annotations

import io
import json

import pytest

from schotten.actions import parse_action
from schotten.cli import run_judge
from schotten.errors import CorruptSaveError, NotationError, SaveError, SchottenError
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import MAX_DEPTH, MAX_TEXT, dumps, loads, read_json, to_dict
from schotten.tactics import parse_card


def played(steps: int = 12, **options: object) -> dict[str, object]:
    state = new_game(Options(**options), seed=5)  # type: ignore[arg-type]
    for _ in range(steps):
        state = apply(state, legal_actions(state)[0])
    return to_dict(state)


def refused(text: str | bytes) -> SaveError:
    with pytest.raises(SaveError) as info:
        loads(text)
    assert info.value.code != "unexpected", info.value.message
    return info.value


def test_first_player_must_be_an_exact_integer() -> None:
    with_history = played(first_player=1)
    with_history["options"]["first_player"] = 1.0  # type: ignore[index]
    assert refused(json.dumps(with_history)).code == "corrupt_save"
    fresh = to_dict(new_game(Options(first_player=1), seed=5))
    fresh["options"]["first_player"] = 1.0  # type: ignore[index]
    refused(json.dumps(fresh))  # accepted (and re-saved as 1.0) before
    fresh["options"]["first_player"] = True  # type: ignore[index]
    refused(json.dumps(fresh))


def test_huge_numbers_in_notation_are_notation_errors() -> None:
    doc = played()
    doc["history"][0]["action"] = "R5@" + "1" * 5000  # type: ignore[index]
    refused(json.dumps(doc))
    for text in ("claim " + "1" * 4301, "R5@" + "9" * 5000, "STRATEGIST R5@3>" + "4" * 4400):
        with pytest.raises(NotationError):
            parse_action(text)
    for value in ("1" * 5000, ["R5"], {"R": 5}, None, 5, 5.0, b"R5"):
        with pytest.raises(NotationError):
            parse_card(value)  # type: ignore[arg-type]
        with pytest.raises(NotationError):
            parse_action(value)  # type: ignore[arg-type]


def test_the_bounded_reader() -> None:
    deep = "[" * 10_000 + "]" * 10_000
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    for text, code in (
        (deep, "too_deep"),
        ('{"a": ' * 5000 + "1" + "}" * 5000, "too_deep"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "too_deep"),
        ('{"score": [1e999, 0]}', "bad_number"),
        ('{"updated": NaN}', "bad_number"),
        ('{"updated": Infinity}', "bad_number"),
        ('{"updated": -Infinity}', "bad_number"),
        ('{"updated": 1e300}', "bad_number"),
        ('{"updated": -1e18}', "bad_number"),
        ('{"n": ' + "9" * 5000 + "}", "bad_number"),
        (b'{"a": "\xff"}', "bad_encoding"),
        (" " * (MAX_TEXT + 1), "too_large"),
        ("{not json", "not_json"),
        ("", "not_json"),
    ):
        with pytest.raises(CorruptSaveError) as info:
            read_json(text)
        assert info.value.code == code, (text[:40], info.value.code)
    # brackets inside strings are text, not nesting
    assert read_json(json.dumps({"name": "[" * 5000 + '\\"{'})) == {"name": "[" * 5000 + '\\"{'}
    assert read_json('{"t": 1700000000.123}') == {"t": 1700000000.123}
    assert read_json(str(2**63 - 1)) == 2**63 - 1  # the largest seed
    with pytest.raises(CorruptSaveError):
        read_json(str(2**64 + 1))


def test_deep_nesting_is_refused_by_loads_before_parsing() -> None:
    assert refused("[" * 10_000 + "]" * 10_000).code == "too_deep"
    assert refused(b"\xff\xfe{").code == "bad_encoding"
    doc = played()
    doc["scores"] = [1e999, 0]
    assert refused(json.dumps(doc)).code == "bad_number"


def test_a_good_save_still_loads() -> None:
    state = new_game(Options(variant="tactical", names=("Ann", "Bob")), seed=9)
    assert loads(dumps(state)) == state
    assert loads(dumps(state).encode()) == state


def test_judge_answers_a_line_that_is_not_utf8_and_goes_on() -> None:
    good = json.dumps({"stones": [{"p1": [], "p2": []}] * 9})
    data = (good + "\n" + '{"stones": "\xff"}\n').encode("latin-1") + b"\xc3(\n" + good.encode()
    stdin = io.TextIOWrapper(io.BytesIO(data + b"\n"), encoding="utf-8", errors="strict")
    out = io.StringIO()
    assert run_judge(stdin, out) == 0
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(lines) == 4
    assert lines[0] == {"p1": [], "p2": []} and lines[3] == lines[0]
    assert "UTF-8" in lines[1]["error"] and "UTF-8" in lines[2]["error"]
    deep = io.StringIO("[" * 10_000 + "]" * 10_000 + "\n" + good + "\n")
    out = io.StringIO()
    run_judge(deep, out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert "error" in answers[0] and answers[1] == {"p1": [], "p2": []}


def test_every_engine_error_is_a_value_error_with_a_code() -> None:
    assert issubclass(SchottenError, ValueError)
    err = refused("[]")
    assert isinstance(err, ValueError) and err.code
