"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

import random

from ..actions import Action
from ..views import PlayerView
from .base import legal_actions


class RandomBot:
    """Uniformly random legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return self._rng.choice(legal_actions(view))
