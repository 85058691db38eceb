"""A game's record in a link: ``…#replay=CODE``, no server involved.

``CODE`` is the base64url text (no padding) of the raw-deflated compact JSON of
:func:`schotten.serialize.to_replay`: options (the players' names among them), seed and every
action. Opening a link replays it through the engine, so a record whose actions break the rules
is refused like any other bad input. Reading is bounded: the code's length and the inflated
size are limited, and the record is read by the engine's bounded JSON reader
(:func:`schotten.serialize.read_json`, nesting limited before parsing); every failure is a
:class:`ReplayLinkError` (a ``ValueError`` with a ``code``) that changes nothing.

>>> from schotten.options import Options
>>> from schotten.rules import new_game, apply, legal_actions
>>> state = new_game(Options(first_player=0), seed=3)
>>> state = apply(state, legal_actions(state)[0])
>>> link = replay_link(state, "https://example.org/schotten/")
>>> link.startswith("https://example.org/schotten/#replay=")
True
>>> read_replay(link) == state
True
>>> link_move(link + "&move=1"), link_move(link)
(1, None)
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .errors import SchottenError
from .serialize import from_replay, read_json, to_replay
from .state import GameState

FRAGMENT = "replay="
MAX_CODE = 64_000
"""Longest code accepted (a whole 5-round match is a few kB)."""
MAX_JSON = 256_000
"""Longest inflated record accepted."""
MAX_DEPTH = 8
"""Deepest JSON nesting a record may have (it needs 3)."""


class ReplayLinkError(SchottenError):
    """A replay link or code that cannot be read (``code``: ``bad_link``, ``too_long``,
    ``not_deflate``, ``bad_json``, or the replay's own error code)."""

    code = "bad_link"


def encode_replay(state: GameState) -> str:
    """The link code of ``state``'s record."""
    text = json.dumps(to_replay(state), separators=(",", ":"), ensure_ascii=False)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(text.encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def replay_link(state: GameState, base: str = "") -> str:
    """``base`` (the page's address, any fragment dropped) with ``#replay=`` and the code."""
    return base.split("#", 1)[0] + "#" + FRAGMENT + encode_replay(state)


def link_move(text: str) -> int | None:
    """The move a link names (``#replay=CODE&move=N``: the position after ``N`` actions),
    ``None`` when it names none or not a number (the viewer then opens at the deal)."""
    fragment = text.strip().split("#", 1)[-1]
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        if key == "move" and value.isdigit() and len(value) <= 6:
            return int(value)
    return None


def _code_of(text: str) -> str:
    """The code inside a link, a fragment (``#replay=…``) or the bare code."""
    text = text.strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith(FRAGMENT):
        text = text[len(FRAGMENT) :]
    return text.split("&", 1)[0]


def decode_record(text: str) -> dict[str, Any]:
    """The replay record carried by a link, fragment or code (not yet replayed)."""
    code = _code_of(text)
    if not code:
        raise ReplayLinkError("the link carries no game")
    if len(code) > MAX_CODE:
        raise ReplayLinkError("the link is too long to be a game", code="too_long")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError) as err:
        raise ReplayLinkError("the link is damaged (not base64url)") from err
    unpacker = zlib.decompressobj(-15)
    try:
        data = unpacker.decompress(raw, MAX_JSON + 1)
    except zlib.error as err:
        raise ReplayLinkError("the link is damaged or cut short", code="not_deflate") from err
    if len(data) > MAX_JSON:
        raise ReplayLinkError("the game in the link is too large", code="too_long")
    if not unpacker.eof:
        raise ReplayLinkError("the link is cut short", code="not_deflate")
    try:
        record = read_json(data, max_chars=MAX_JSON, max_depth=MAX_DEPTH)
    except SchottenError as err:
        raise ReplayLinkError(f"the link's game is not readable: {err}", code="bad_json") from err
    if not isinstance(record, dict):
        raise ReplayLinkError("the link's game is not a record", code="bad_json")
    return record


def read_replay(text: str) -> GameState:
    """The game of a link, fragment or code, replayed through the engine. Raises
    :class:`ReplayLinkError` (a record breaking the rules keeps the replay's error code)."""
    record = decode_record(text)
    try:
        return from_replay(record)
    except SchottenError as err:
        raise ReplayLinkError(
            f"the link's game cannot be replayed: {err.message}", code=err.code, params=err.params
        ) from err
