"""The bots by name: the one table the command line, the arena and the screens pick from."""

from __future__ import annotations

from collections.abc import Callable

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
