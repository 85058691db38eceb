"""Bots that play from a :class:`~schotten.views.PlayerView` (see :mod:`.base`).

``random`` and ``greedy`` answer at once; ``easy``, ``medium`` and ``hard`` also think in
slices (:mod:`.anytime`): ``bot.start(view)`` returns a :class:`Thinker` whose ``step(max_ms)``
does a bounded part of the work.
"""

from __future__ import annotations

from collections.abc import Callable

from .anytime import AnytimeBot, Thinker
from .arena import ArenaResult, play_match, play_out, run_arena, wilson_interval
from .base import Bot
from .greedy import GreedyBot
from .hard import HardBot
from .medium import EasyBot, MediumBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
"""Bot factories by name; each takes a seed."""

LEVELS = ("easy", "medium", "hard")
"""The levels offered to a player, weakest first."""


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name (see :data:`BOTS`); raises ``ValueError`` for an unknown name."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot: {name!r} (known: {', '.join(sorted(BOTS))})") from None
    return factory(seed)


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
