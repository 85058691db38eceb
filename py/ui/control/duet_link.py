"""A game on two devices: what is in flight between this device and the other (:class:`Link`),
and the reading of the other device's messages (bounded, versioned, checked against
:data:`ui.protocol.PEER`)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from schotten import remote
from schotten.state import GameState

from ..protocol import PEER, problem

VERSION = 1
MAX_TEXT = 16 * 1024
"""The longest message read (the page drops longer ones before they get here)."""
MAX_ACTS = 40
"""The most actions one message may carry (a turn has a handful)."""
HOST, GUEST = "host", "guest"
"""A game's role on this device, kept in its save's line (``SaveEntry.peer``): the dealer,
or the other."""


FAIR_ROLES = ("fair0", "fair1")
"""A game dealt fairly (#46): the role is this device's seat."""


def seat_of(role: str) -> int:
    """The seat of a role: the dealer sits first (seat 0), the other device second; in a game
    dealt fairly, the seat the role names."""
    if role in FAIR_ROLES:
        return FAIR_ROLES.index(role)
    return 0 if role == HOST else 1


LOOKING = frozenset({"select", "tactic-pick", "tactic-back", "tactic-cancel", "hint", "tracker"})
"""Intents that change nothing of the game: allowed while the other device is away."""


@dataclass
class Link:
    """The game on two devices on this table, and what is in flight."""

    game_id: str
    role: str
    seat: int
    sent: int
    """Plies the other device knows: this device's actions before it were sent."""
    queue: list[str] = field(default_factory=list)
    """The other device's actions received and not yet shown, from ply :attr:`at`."""
    at: int = 0
    ahead: GameState | None = None
    """The position after the queue (``None``: the game's own)."""
    drawn: dict[int, list[str]] = field(default_factory=dict)
    """Guest: the cards the dealer said it drew, by ply (taken by its drawing action)."""
    deals: dict[int, dict[str, Any]] = field(default_factory=dict)
    reveals: dict[int, dict[str, Any]] = field(default_factory=dict)
    seed: int | None = None
    """Guest: the seed, once the whole match is checked and held."""
    told_seed: int | None = None
    """Guest: the seed the dealer sent at the match's end (not yet checked)."""
    record: remote.GuestRecord | None = None
    """The guest's record of what it knows (:class:`schotten.remote.GuestRecord`)."""
    pending: tuple[str, str, dict[str, str]] | None = None
    """A guest's intent waiting for the dealer's cards (redone when they come)."""

    @property
    def dealer(self) -> bool:
        return self.role == HOST


def digest(history: list[str]) -> str:
    return hashlib.sha256("\n".join(history).encode()).hexdigest()[:16]


def read_message(data: str, limit: int = MAX_TEXT) -> dict[str, Any]:
    """One message of the other device, checked: its size (``limit``: a long message put back
    together from its fragments), JSON, version and fields (raises
    :class:`remote.RemoteError` ``malformed``)."""
    if len(data) > limit:
        raise remote.RemoteError("malformed", "message too long", why="size")
    try:
        msg = json.loads(data)
    except (ValueError, RecursionError) as exc:
        raise remote.RemoteError("malformed", "not JSON", why="json") from exc
    found = problem(PEER, msg)
    if found is not None:
        raise remote.RemoteError("malformed", found, why=found)
    if msg.get("v") != VERSION:
        raise remote.RemoteError("malformed", "version", why="version")
    return dict(msg)


def synced(record: remote.GuestRecord, state: GameState) -> remote.GuestRecord:
    """``record`` with the history of the guest's game on the table (its own actions in the
    clear, the dealer's returns concealed)."""
    return replace(record, history=tuple(remote.public_history(state, record.seat)))


def as_refusal(exc: Exception) -> remote.RemoteError:
    """An engine's refusal of the other device's message, as a refusal with its code."""
    if isinstance(exc, remote.RemoteError):
        return exc
    return remote.RemoteError("illegal", str(exc), rule=str(getattr(exc, "code", "")))


def read_ply(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10**5:
        raise remote.RemoteError("malformed", "ply", why="ply")
    return value


def repeats(state: GameState, ply: int, acts: list[str], seat: int) -> bool:
    """Are ``acts`` at ``ply`` what this device already holds there (a next round asked for
    by both)?"""
    mine = remote.public_actions(state, ply, 1 - seat)[: len(acts)]
    return mine == acts
