"""Bots that play from a :class:`~schotten.views.PlayerView` (see :mod:`.base`)."""

from __future__ import annotations

from collections.abc import Callable

from .arena import play_match, play_out
from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
}
"""Bot factories by name; each takes a seed."""


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name (see :data:`BOTS`); raises ``ValueError`` for an unknown name."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot: {name!r} (known: {', '.join(sorted(BOTS))})") from None
    return factory(seed)


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play_match", "play_out"]
