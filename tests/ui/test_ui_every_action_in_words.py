"""Every kind of action has its words in ``ui.narrate`` (its log line and the computer's
announcement), in the four languages, and none of them shows engine notation ("R5@3",
"TRAITOR"): the legal actions met in seeded games of both variants, each said by narrate."""

from __future__ import annotations

import random
import re
import typing

import pytest

from schotten.actions import Action
from schotten.options import Options
from schotten.rules import apply, is_terminal, legal_actions, new_game
from ui.i18n import LANGUAGES, Translator
from ui.narrate import message_text, words

NOTATION = re.compile(r"\b[ROYGBP][1-9]\b|@|>|\b[A-Z]{4,}\b")
"""A card's notation, a stone's or a move's marks, a tactic card's code (``TRAITOR``)."""

KINDS = set(typing.get_args(Action))


def seen_actions() -> dict[type, list[Action]]:
    """Up to five legal actions of each kind, from seeded random games of both variants."""
    found: dict[type, list[Action]] = {}
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(
            Options(variant="tactical" if seed % 2 else "classic", rounds=3), seed=seed
        )
        for _ in range(400):
            if is_terminal(state):
                break
            actions = legal_actions(state)
            for action in actions:
                kept = found.setdefault(type(action), [])
                if len(kept) < 5 and action not in kept:
                    kept.append(action)
            state = apply(state, rng.choice(actions))
    return found


SEEN = seen_actions()


def test_the_games_meet_every_kind_of_action() -> None:
    assert set(SEEN) == KINDS


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(KINDS, key=lambda k: k.__name__), ids=lambda k: k.__name__)
def test_every_action_is_said_in_words_without_notation(lang: str, kind: type) -> None:
    t = Translator(lang)
    for action in SEEN.get(kind, []):
        said = words(action, "Ana")
        texts = [message_text(said.bot, t)] + ([message_text(said.log, t)] if said.log else [])
        for text in texts:
            assert text and "{" not in text, (action, text)
            assert not NOTATION.search(text.replace("Ana", "")), (str(action), text)
