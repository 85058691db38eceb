"""Bots that play from a :class:`~schotten.views.PlayerView` (see :mod:`.base`).

``random`` and ``greedy`` answer at once; ``easy``, ``medium`` and ``hard`` also think in
slices (:mod:`.anytime`): ``bot.start(view)`` returns a :class:`Thinker` whose ``step(max_ms)``
does a bounded part of the work.
"""

from __future__ import annotations

from .anytime import AnytimeBot, Thinker
from .arena import ArenaResult, play_match, play_out, run_arena, wilson_interval
from .base import Bot
from .greedy import GreedyBot
from .hard import HardBot
from .medium import EasyBot, MediumBot
from .random_bot import RandomBot
from .registry import BOTS, LEVELS, make_bot

__all__ = [
    "BOTS",
    "LEVELS",
    "AnytimeBot",
    "ArenaResult",
    "Bot",
    "EasyBot",
    "GreedyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "Thinker",
    "make_bot",
    "play_match",
    "play_out",
    "run_arena",
    "wilson_interval",
]
