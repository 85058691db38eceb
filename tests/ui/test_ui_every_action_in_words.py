"""Every kind of action has its words in ``ui.narrate`` (its log line, the computer's
announcement, the hint's advice, the last-turn strip's line, and the announcement to the
person who played it), in the four languages, and none of them shows engine notation ("R5@3",
"TRAITOR") nor a translation key: the legal actions met in seeded games of both variants,
each said by narrate."""

from __future__ import annotations

import random
import re
import typing

import pytest

from schotten.actions import Action
from schotten.events import apply_with_events
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.state import GameState
from ui.i18n import LANGUAGES, Translator
from ui.narrate import message_text, played, words

NOTATION = re.compile(r"\b[ROYGBP][1-9]\b|@|>|\b[A-Z]{4,}\b")
"""A card's notation, a stone's or a move's marks, a tactic card's code (``TRAITOR``)."""

KEY = re.compile(r"\b[a-z_]+\.[A-Za-z_.]+\b")
"""A translation key shown as it is (``tactic.RETURN``, ``hint.other``)."""

KINDS = set(typing.get_args(Action))
AT: dict[type, list[tuple[GameState, Action]]] = {}
"""Where each action of :data:`SEEN` was legal."""


def seen_actions() -> dict[type, list[Action]]:
    """Up to five legal actions of each kind, from seeded random games of both variants."""
    found: dict[type, list[Action]] = {}
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(
            Options(variant="tactical" if seed % 2 else "classic", rounds=3), seed=seed
        )
        for _ in range(400):
            if state.is_terminal:
                break
            actions = legal_actions(state)
            for action in actions:
                kept = found.setdefault(type(action), [])
                if len(kept) < 5 and action not in kept:
                    kept.append(action)
                    AT.setdefault(type(action), []).append((state, action))
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
        lines = [said.bot, said.advice, said.log, said.turn]
        for text in [message_text(m, t) for m in lines if m is not None]:
            assert text and "{" not in text, (action, text)
            assert not NOTATION.search(text.replace("Ana", "")), (str(action), text)
            assert not KEY.search(text), (str(action), text)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(KINDS, key=lambda k: k.__name__), ids=lambda k: k.__name__)
def test_every_action_played_is_announced_to_its_player(lang: str, kind: type) -> None:
    """What ``ui.game`` announces once a person's action is applied, read from its events."""
    t = Translator(lang)
    for state, action in AT.get(kind, []):
        _after, events = apply_with_events(state, action)
        text = message_text(played(events, ("Ana", "Bo"), state.round_no), t)
        assert text and "{" not in text, (action, text)
        assert not NOTATION.search(text.replace("Ana", "").replace("Bo", "")), (str(action), text)
        assert not KEY.search(text), (str(action), text)
