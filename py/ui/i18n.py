"""Translations: pick a language from the browser's list, format texts, fall back to English.

Two additions to ``str.format``:

- **Plurals.** A key with forms (``"board.deck.one"``, ``"board.deck.other"``, optionally
  ``.many``) is looked up by its base name (``t("board.deck", n=3)``); the form is chosen from
  the parameter ``n`` by the language's CLDR rule (:func:`plural_category`).
- **French elision.** ``{name:de}`` writes ``d'Amélie``, ``d'Hugo`` or ``de Bob``
  (:func:`elide_de`): any language may use it, English never needs it.
- **The person's own words.** Against the computer, a person who typed no name is :class:`You`
  (the page's "You", "Toi", "Tú", "Você"); a text whose ``name`` (or ``a``) is :class:`You` is
  looked up as ``<key>.you`` first ("Your turn", not "You's turn"; "Tu as posé…", not "Toi a
  posé…"), else the name goes into the usual text ("You: 3").
"""

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
    """All texts of one language (the tactical variant's texts live in ``tactics_<lang>``,
    the lessons' and the puzzles' in ``teach_<lang>``, the replay viewer's and the review's in
    ``replay_<lang>``, the backup's and a newer version's data in ``backup_<lang>``)."""
    if lang not in _merged:
        table = dict(_module(lang).STRINGS)
        table.update(importlib.import_module(f"ui.locales.tactics_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.replay_{lang}").STRINGS)  # #14
        # the learning tools (hint, card tracker, take-back, statistics)
        table.update(importlib.import_module(f"ui.locales.learning_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.teach_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.backup_{lang}").STRINGS)  # #29
        _merged[lang] = table
    return _merged[lang]


def language_name(lang: str) -> str:
    """The language's own name for itself ("Français")."""
    name: str = _module(lang).NAME
    return name


def tactic_letters(lang: str, card: str) -> str:
    """A tactic card's letters on its face in ``lang`` ("PB", Porte-bouclier, in French)."""
    table: dict[str, str] = getattr(_module(lang), "TACTIC_LETTERS", {})
    return table.get(card) or _module(DEFAULT_LANGUAGE).TACTIC_LETTERS.get(card, card[:2])


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


def plural_category(lang: str, n: int) -> str:
    """The CLDR plural category of the integer ``n`` in ``lang`` (cardinal, no decimals).

    en: one for 1. es: one for 1. fr and pt (Brazilian): one for 0 and 1. fr, es and pt: many
    for non-zero multiples of a million ("1 000 000 de cartes"). Everything else: other.

    >>> [plural_category("fr", n) for n in (0, 1, 2)]
    ['one', 'one', 'other']
    >>> [plural_category("en", n) for n in (0, 1, 2)]
    ['other', 'one', 'other']
    """
    n = abs(int(n))
    if lang in ("fr", "pt"):
        if n in (0, 1):
            return "one"
    elif n == 1:
        return "one"
    if lang in ("fr", "es", "pt") and n != 0 and n % 1_000_000 == 0:
        return "many"
    return "other"


_VOWELS = set("aeiouàâäéèêëîïôöùûüœæ")


def elide_de(name: str) -> str:
    """French "de" before a name: ``d'`` before a vowel or a mute h, else ``de ``.

    >>> elide_de("Amélie"), elide_de("Hugo"), elide_de("Bob"), elide_de("Yves"), elide_de("Yann")
    ("d'Amélie", "d'Hugo", 'de Bob', "d'Yves", 'de Yann')
    """
    low = name.strip().lower()
    first = low[:1]
    if first in _VOWELS or first == "h":
        return f"d'{name}"
    if first == "y" and low[1:2] and low[1:2] not in _VOWELS:
        return f"d'{name}"
    return f"de {name}"


class _Formatter(string.Formatter):
    """``str.format`` plus the ``de`` format spec (French elision)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec == "de":
            return elide_de(str(value))
        return str(super().format_field(value, format_spec))


_FORMATTER = _Formatter()


def plural_forms(table: Mapping[str, str], key: str) -> dict[str, str]:
    """The plural forms of ``key`` in ``table`` (``{"one": ..., "other": ...}``), or ``{}``."""
    return {
        cat: table[f"{key}.{cat}"] for cat in ("one", "many", "other") if f"{key}.{cat}" in table
    }


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields used in a format string."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


class You(str):
    """The person's name against the computer when they typed none: the word itself (what a
    scoreboard or "You vs Computer" shows), and the mark that makes :class:`Translator` use
    the texts of the person's own (``<key>.you``)."""

    __slots__ = ()


YOU_FIELDS = ("name", "a")
"""The parameters that make a text the person's own when they hold :class:`You`."""


class Translator:
    """Looks texts up by key in one language, with English then the key itself as fallback."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._table = strings(self.lang)
        self._fallback = strings(DEFAULT_LANGUAGE)

    def you(self) -> You:
        """The person's name when they typed none against the computer."""
        return You(self("name.you"))

    def has(self, key: str) -> bool:
        return any(k in t for t in (self._table, self._fallback) for k in (key, f"{key}.other"))

    def _lookup(self, key: str, params: Mapping[str, object]) -> str | None:
        text = self._table.get(key) or self._fallback.get(key)
        if text is not None:
            return text
        if f"{key}.other" not in self._table and f"{key}.other" not in self._fallback:
            return None
        count = params.get("n", 0)
        try:
            cat = plural_category(self.lang, int(count))  # type: ignore[call-overload]
        except (TypeError, ValueError):
            cat = "other"
        for table in (self._table, self._fallback):
            forms = plural_forms(table, key)
            if forms:
                return forms.get(cat) or forms["other"]
        return None

    def __call__(self, key: str, **params: object) -> str:
        text = None
        if any(isinstance(params.get(f), You) for f in YOU_FIELDS):
            text = self._lookup(f"{key}.you", params)
        if text is None:
            text = self._lookup(key, params)
        if text is None:
            return key
        try:
            if ":de}" in text:  # the slower formatter only where a name is elided
                return _FORMATTER.format(text, **params)
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    def drawn(self, clan: int, tactic: int) -> str:
        """Cards drawn from the two decks: "2 clan cards and 1 tactic card", or one of them."""
        parts = [
            self(f"count.{deck}", n=n) for deck, n in (("clan", clan), ("tactic", tactic)) if n
        ]
        if len(parts) == 2:
            return self("count.and", a=parts[0], b=parts[1])
        return parts[0] if parts else self("count.clan", n=0)

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
