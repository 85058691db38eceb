"""Long messages over the data channel in fragments: the page drops any message over 16 KiB,
and a fair deal's steps (:mod:`schotten.fair_play`) are about 22 KB. A message longer than
:data:`PART` is sent as ``part`` messages (``ui.protocol.PEER``) of at most :data:`PART`
characters of its text each; the other device puts them back together, bounded: one message
at a time, its fragments in order, at most :data:`MAX_PARTS` of them and :data:`MAX_WHOLE`
characters in all. A fragment out of place is refused (``malformed``) and what was gathered
is dropped."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from schotten.remote import RemoteError

PART = 12 * 1024
"""The longest fragment's JSON text (well under the page's 16 KiB)."""
MAX_WHOLE = 64 * 1024
"""The longest message put back together."""
MAX_PARTS = 8
"""The most fragments of one message."""


def _part(msg_id: int, i: int, of: int, data: str, version: int) -> str:
    body = {"type": "part", "v": version, "id": msg_id, "i": i, "of": of, "data": data}
    return json.dumps(body, separators=(",", ":"))


def split(text: str, msg_id: int, version: int) -> list[str]:
    """``text`` as it is sent: itself when short enough, else its fragments in order."""
    if len(text) <= PART:
        return [text]
    if len(text) > MAX_WHOLE:
        raise ValueError(f"a message of {len(text)} characters is too long to send")
    chunks: list[str] = []
    size = PART - 128  # room for the fragment's own fields
    pos = 0
    while pos < len(text):
        n = size
        while len(json.dumps(text[pos : pos + n])) > size:  # escapes make it longer
            n //= 2
        chunks.append(text[pos : pos + n])
        pos += n
    if len(chunks) > MAX_PARTS:
        raise ValueError(f"a message of {len(chunks)} fragments is too long to send")
    return [_part(msg_id, i, len(chunks), c, version) for i, c in enumerate(chunks)]


def _number(value: Any, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= hi:
        raise RemoteError("malformed", "a fragment's numbers", why="part")
    return value


@dataclass
class Gather:
    """The fragments of the message coming in (one at a time: the channel is ordered)."""

    msg_id: int | None = None
    of: int = 0
    parts: list[str] = field(default_factory=list)
    size: int = 0

    def drop(self) -> None:
        self.msg_id, self.of, self.parts, self.size = None, 0, [], 0

    def add(self, msg: dict[str, Any]) -> str | None:
        """One fragment (checked by ``ui.protocol.PEER``): the whole message's text once its
        last fragment came, else ``None``; ``malformed`` (and everything gathered dropped)
        when it is out of place or too long."""
        try:
            return self._add(msg)
        except RemoteError:
            self.drop()
            raise

    def _add(self, msg: dict[str, Any]) -> str | None:
        msg_id = _number(msg["id"], 2**31)
        i = _number(msg["i"], MAX_PARTS - 1)
        of = _number(msg["of"], MAX_PARTS)
        data = str(msg["data"])
        if of < 2 or i >= of:
            raise RemoteError("malformed", "a fragment of no message", why="part")
        if i == 0:
            if self.msg_id is not None:
                raise RemoteError("malformed", "a message before the last was whole", why="part")
            self.msg_id, self.of = msg_id, of
        elif msg_id != self.msg_id or of != self.of or i != len(self.parts):
            raise RemoteError("malformed", "a fragment out of order", why="part")
        self.size += len(data)
        if self.size > MAX_WHOLE:
            raise RemoteError("malformed", "a message too long", why="size")
        self.parts.append(data)
        if len(self.parts) < self.of:
            return None
        whole = "".join(self.parts)
        self.drop()
        return whole
