"""Bot against bot: play whole matches through player views."""

from __future__ import annotations

from collections.abc import Sequence

from ..options import Options
from ..rules import apply, is_terminal, new_game
from ..state import GameState
from ..views import player_view
from .base import Bot

MAX_ACTIONS = 20_000


def play_match(
    bots: Sequence[Bot], options: Options | None = None, seed: int = 0
) -> GameState:
    """Play one match between ``bots[0]`` (player 0) and ``bots[1]`` and return the final state.

    Raises ``RuntimeError`` if the match runs past a safety limit of actions (a bot that never
    claims could otherwise loop forever once every card is placed)."""
    state = new_game(options, seed)
    return play_out(state, bots)


def play_out(state: GameState, bots: Sequence[Bot]) -> GameState:
    """Continue ``state`` with ``bots`` choosing until the match is over."""
    for _ in range(MAX_ACTIONS):
        if is_terminal(state):
            return state
        p = state.current_player
        state = apply(state, bots[p].choose(player_view(state, p)))
    raise RuntimeError(f"match still running after {MAX_ACTIONS} actions")
