"""Translations: pick a language from the browser's list, format texts, fall back to English."""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterable, Mapping
from types import ModuleType

LANGUAGES: tuple[str, ...] = ("en", "fr", "es", "pt")
DEFAULT_LANGUAGE = "en"

_cache: dict[str, ModuleType] = {}


def _module(lang: str) -> ModuleType:
    if lang not in _cache:
        _cache[lang] = importlib.import_module(f"ui.locales.{lang}")
    return _cache[lang]


_merged: dict[str, dict[str, str]] = {}


def strings(lang: str) -> Mapping[str, str]:
    """All texts of one language (the tactical variant's texts live in ``tactics_<lang>``)."""
    if lang not in _merged:
        table = dict(_module(lang).STRINGS)
        table.update(importlib.import_module(f"ui.locales.tactics_{lang}").STRINGS)
        _merged[lang] = table
    return _merged[lang]


def language_name(lang: str) -> str:
    """The language's own name for itself ("Français")."""
    name: str = _module(lang).NAME
    return name


def pick_language(preferred: Iterable[str]) -> str:
    """The first supported language in the browser's preference list, else English.

    >>> pick_language(["de-DE", "fr-CA", "en"])
    'fr'
    """
    for tag in preferred:
        base = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields used in a format string."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


class Translator:
    """Looks texts up by key in one language, with English then the key itself as fallback."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._table = strings(self.lang)
        self._fallback = strings(DEFAULT_LANGUAGE)

    def has(self, key: str) -> bool:
        return key in self._table or key in self._fallback

    def __call__(self, key: str, **params: object) -> str:
        text = self._table.get(key) or self._fallback.get(key)
        if text is None:
            return key
        if not params:
            return text
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    # Game vocabulary -------------------------------------------------------------------------

    def color(self, letter: str) -> str:
        return self(f"color.{letter}")

    def card(self, notation: str) -> str:
        """A card's spoken name: ``"R5"`` -> ``"Red 5"``, ``"JOKER"`` -> ``"Joker"``."""
        if len(notation) > 2:
            return self(f"tactic.{notation}")
        return self("card.name", color=self.color(notation[:1]), value=notation[1:])

    def cards(self, notations: Iterable[str]) -> str:
        return ", ".join(self.card(c) for c in notations)

    def kind(self, code: str) -> str:
        return self(f"kind.{code}")

    def formation(self, code: str, total: int) -> str:
        return self("board.formation", kind=self.kind(code), total=total)
