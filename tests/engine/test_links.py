"""A game in a link (#replay=…) and as text (python -m schotten replay)."""

from __future__ import annotations

import base64
import io
import json
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schotten.cli import main
from schotten.links import (
    ReplayLinkError,
    decode_record,
    encode_replay,
    link_move,
    read_replay,
    replay_link,
)
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import dumps, to_replay
from schotten.state import GameState


def played(seed: int, variant: str = "classic", rounds: int = 2, steps: int = 10_000) -> GameState:
    rng = random.Random(seed)
    state = new_game(Options(variant=variant, rounds=rounds, names=("Amélie", "Bob")), seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def _code(raw: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")


@pytest.mark.parametrize("variant", ["classic", "tactical"])
def test_whole_matches_round_trip_through_a_link(variant: str):
    for seed in range(3):
        state = played(seed, variant)
        assert state.is_terminal
        link = replay_link(state, "https://example.org/game/?x=1#old")
        assert link.startswith("https://example.org/game/?x=1#replay=")
        assert read_replay(link) == state
        assert read_replay(encode_replay(state)) == state
        assert len(encode_replay(state)) < 2_000  # a link a chat message can carry


def test_every_ply_of_a_game_round_trips():
    final = played(11, rounds=1)
    state = new_game(final.options, final.seed)
    for h in final.history:
        state = apply(state, h.action)
        assert read_replay("#replay=" + encode_replay(state)) == state


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_mutated_link_is_refused_cleanly_or_is_a_real_game(data: st.DataObject):
    code = encode_replay(played(5, rounds=1, steps=30))
    kind = data.draw(st.sampled_from(["cut", "flip", "insert"]))
    at = data.draw(st.integers(0, len(code) - 1))
    if kind == "cut":
        code = code[:at]
    elif kind == "flip":
        code = code[:at] + data.draw(st.sampled_from("AZaz09-_+/=#%")) + code[at + 1 :]
    else:
        code = code[:at] + data.draw(st.text(max_size=5)) + code[at:]
    try:
        state = read_replay(code)
    except ReplayLinkError as err:
        assert err.code and err.message
    else:
        assert isinstance(state, GameState)


def test_hostile_records_are_refused_before_parsing():
    with pytest.raises(ReplayLinkError) as nested:
        decode_record(_code(b"[" * 50_000))
    assert nested.value.code == "bad_json"
    with pytest.raises(ReplayLinkError) as bomb:
        decode_record(_code(b" " * 10_000_000))
    assert bomb.value.code == "too_long"
    with pytest.raises(ReplayLinkError) as huge:
        decode_record("A" * 100_000)
    assert huge.value.code == "too_long"
    for text in ["", "#replay=", "not base64!", _code(b'{"seed": NaN}'), _code(b"\xff\xfe")]:
        with pytest.raises(ReplayLinkError):
            read_replay(text)


def test_a_record_that_breaks_the_rules_keeps_the_reason():
    record = to_replay(played(2, rounds=1, steps=12))
    record["actions"][3] = "claim 4"
    with pytest.raises(ReplayLinkError) as err:
        read_replay(_code(json.dumps(record).encode()))
    assert err.value.code != "bad_link" and "replayed" in err.value.message


def test_cli_prints_a_game_from_a_link_a_save_and_a_replay_file(tmp_path, capsys):
    state = played(4, rounds=1)
    save = tmp_path / "game.json"
    save.write_text(dumps(state), encoding="utf-8")
    record = tmp_path / "replay.json"
    record.write_text(json.dumps(to_replay(state)), encoding="utf-8")
    outputs = []
    for source in (replay_link(state, "https://x.org/"), str(save), str(record)):
        assert main(["replay", source]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] == outputs[2]
    text = outputs[0]
    assert text.startswith("Amélie (p1) vs Bob (p2): classic game")
    assert f"{len(state.history):>3}. " in text and "wins the match" in text
    assert "round 1" in text and "stone 8:" in text


def test_cli_refuses_a_bad_source_with_a_reason(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff not a game")
    assert main(["replay", str(bad)]) == 1
    assert "not UTF-8" in capsys.readouterr().err
    assert main(["replay", "https://x.org/#replay=AAAA"]) == 1
    assert "schotten replay:" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("{" * 5000))
    assert main(["replay", "-"]) == 1
    assert capsys.readouterr().err


def test_a_link_names_its_move_after_the_code() -> None:
    state = played(3, rounds=1)
    link = replay_link(state, "https://example.org/")
    assert link_move(link) is None  # no move named: the viewer opens at the deal
    assert link_move(link + "&move=12") == 12
    assert link_move("#" + link.split("#", 1)[1] + "&x=1&move=0") == 0
    for bad in ("&move=", "&move=-3", "&move=1e3", "&move=" + "9" * 9, "&moves=4"):
        assert link_move(link + bad) is None, bad
    assert read_replay(link + "&move=12") == state  # the code is read as before
