"""A game's take-back snapshots, kept beside its save (under ``UNDO_PREFIX + id``): a JSON list
of save texts, each an earlier point of that very game. They are a convenience: one that
cannot be read is set aside without a report, and a full storage drops them before the game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import SaveProblem
from .records import read_json

if TYPE_CHECKING:
    from schotten.state import GameState


def dump_snapshots(undo: list[GameState], dumps: Callable[[GameState], str]) -> str:
    """The stored text of take-back snapshots."""
    return json.dumps([dumps(s) for s in undo])


def snapshot_texts(raw: str, wrong: str) -> list[str]:
    """The save texts in a take-back key (only their shape is checked); raises
    :class:`SaveProblem` (``wrong`` saying why, when it holds JSON of another shape)."""
    texts = read_json(raw)
    if not (isinstance(texts, list) and all(isinstance(t, str) for t in texts)):
        raise SaveProblem("corrupt", wrong)
    return texts


def belongs(snapshot: GameState, state: GameState) -> bool:
    """Can ``snapshot`` be a take-back snapshot of ``state``: the same game (seed, options)
    at an earlier point (its history a prefix of the game's)?"""
    n = len(snapshot.history)
    return (
        snapshot.seed == state.seed
        and snapshot.options == state.options
        and n <= len(state.history)
        and snapshot.history == state.history[:n]
    )


def read_snapshots(
    raw: str, state: GameState, loads: Callable[[str | bytes], GameState]
) -> list[GameState]:
    """The take-back snapshots of ``state`` in ``raw``, if each is an earlier point of that very
    game; raises :class:`SaveProblem` otherwise."""
    texts = snapshot_texts(raw, "take-back snapshots are not a list of saves")
    undo = [loads(t) for t in texts]
    if not all(belongs(u, state) for u in undo):
        raise SaveProblem("inconsistent", "a take-back snapshot of another game")
    return undo
