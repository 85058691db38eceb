"""Translations: pick a language from the browser's list, format texts, fall back to English.

Two additions to ``str.format``:

- **Plurals.** A key with forms (``"board.deck.one"``, ``"board.deck.other"``, optionally
  ``.many``) is looked up by its base name (``t("board.deck", n=3)``); the form is chosen from
  the parameter ``n`` by the language's CLDR rule (:func:`plural_category`).
- **Names after a preposition.** ``{name:de}`` writes "de" and the name in the text's
  language: ``d'Amélie``, ``d'Hugo`` or ``de Bob`` in French (:func:`elide_de`). The default
  names are common nouns ("Joueur 1", "Ordinateur (difficile)", "Jugador 1"): a name made of
  one of the language's ``NAME_ARTICLES`` nouns, alone or followed by a number or a
  bracket, takes its article, contracted with the preposition as the language does
  (``du joueur 1``, ``de l'ordinateur (difficile)``, ``del jugador 1``, ``do jogador 1``).
  Any preposition of the language's ``PREPOSITIONS`` works the same (``{name:à}``,
  ``{name:par}``, ``{name:a}``, ``{name:por}``, ``{name:para}``), and ``{name:the}`` writes the
  name where it is the subject or the object: a true name as it is, a common noun with its
  article ("Le joueur 1 a posé…", capitalised at the start of the text). A bare ``{name}``
  stays as typed: in a vocative ("Joueur 1, c'est ton tour") or a label ("Joueur 1 : 6
  cartes en main"), as on a scoreboard. See :func:`name_phrase`.
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
    ``replay_<lang>``, the backup's and a newer version's data in ``backup_<lang>``, two devices
    at one table in ``pair_<lang>`` (the pairing) and ``duet_<lang>`` (the game))."""
    if lang not in _merged:
        table = dict(_module(lang).STRINGS)
        table.update(importlib.import_module(f"ui.locales.tactics_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.replay_{lang}").STRINGS)  # #14
        # the learning tools (hint, card tracker, take-back, statistics)
        table.update(importlib.import_module(f"ui.locales.learning_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.teach_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.backup_{lang}").STRINGS)  # #29
        table.update(importlib.import_module(f"ui.locales.pair_{lang}").STRINGS)
        table.update(importlib.import_module(f"ui.locales.duet_{lang}").STRINGS)
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


def tactic_face(lang: str, card: str) -> str | None:
    """A tactic card's name as the hand's face writes it in ``lang``, with soft hyphens where a
    long word may break ("Recrui\u00adter"); ``None``: as it is named."""
    table: dict[str, str] = getattr(_module(lang), "TACTIC_FACES", {})
    return table.get(card)


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


def _noun(lang: str, name: str) -> tuple[str, str] | None:
    """``(article, the name in lower case)`` when ``name`` is one of the language's common
    nouns used as a name (alone, or followed by a number or a bracket), else ``None``."""
    articles: Mapping[str, str] = getattr(_module(lang), "NAME_ARTICLES", {})
    head, _, tail = name.strip().partition(" ")
    article = articles.get(head)
    if article is None:
        return None
    if tail and not (tail.isdigit() or (tail.startswith("(") and tail.endswith(")"))):
        return None
    return article, (head.lower() + (" " + tail if tail else ""))


def name_phrase(lang: str, name: str, preposition: str) -> str:
    """``name`` after ``preposition`` (``"the"``: with no preposition, as a subject or an
    object) in ``lang``: a true name as it is (French ``de`` elided), a common noun with its
    article, contracted as the language does.

    >>> name_phrase("fr", "Joueur 1", "de"), name_phrase("fr", "Ordinateur (difficile)", "de")
    ('du joueur 1', "de l'ordinateur (difficile)")
    >>> name_phrase("fr", "Amélie", "de"), name_phrase("fr", "Joueur 2", "à")
    ("d'Amélie", 'au joueur 2')
    >>> name_phrase("es", "Jugador 1", "de"), name_phrase("pt", "Computador (difícil)", "por")
    ('del jugador 1', 'pelo computador (difícil)')
    >>> name_phrase("fr", "Joueur 1", "the"), name_phrase("fr", "Joueur fou", "de")
    ('le joueur 1', 'de Joueur fou')
    """
    noun = _noun(lang, name)
    if noun is None:
        if preposition == "the":
            return name
        if preposition == "de" and lang == "fr":
            return elide_de(name)
        return f"{preposition} {name}"
    article, words = noun
    bare = article + words if article.endswith("'") else f"{article} {words}"
    if preposition == "the":
        return bare
    contractions: Mapping[tuple[str, str], str] = getattr(_module(lang), "CONTRACTIONS", {})
    short = contractions.get((preposition, article))
    return f"{short} {words}" if short else f"{preposition} {bare}"


class _Formatter(string.Formatter):
    """``str.format`` plus the name specs (``{name:de}``, ``{name:the}``...) of one
    language."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.specs = {"the", "de", *getattr(_module(lang), "PREPOSITIONS", ())}

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in self.specs:
            return name_phrase(self.lang, str(value), format_spec)
        return str(super().format_field(value, format_spec))


_FORMATTERS: dict[str, _Formatter] = {}


def _formatter(lang: str) -> _Formatter:
    if lang not in _FORMATTERS:
        _FORMATTERS[lang] = _Formatter(lang)
    return _FORMATTERS[lang]


def plural_forms(table: Mapping[str, str], key: str) -> dict[str, str]:
    """The plural forms of ``key`` in ``table`` (``{"one": ..., "other": ...}``, and
    ``"zero"`` where a phrase says nought its own way), or ``{}``."""
    cats = ("zero", "one", "many", "other")
    return {cat: table[f"{key}.{cat}"] for cat in cats if f"{key}.{cat}" in table}


def _zero_is_plural(lang: str) -> bool:
    """Whether nought takes the plural in the language's phrases although its CLDR rule says
    ``one`` (Brazilian Portuguese: "0 partidas", never "0 partida"), set by the locale's
    ``ZERO_IS_PLURAL``."""
    return bool(getattr(_module(lang), "ZERO_IS_PLURAL", False))


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

    def _lookup(self, key: str, params: Mapping[str, object]) -> tuple[str, str] | None:
        """The text of ``key`` (its plural form by ``n``) and the language it is in."""
        if key in self._table:
            return self._table[key], self.lang
        if key in self._fallback:
            return self._fallback[key], DEFAULT_LANGUAGE
        if f"{key}.other" not in self._table and f"{key}.other" not in self._fallback:
            return None
        count = params.get("n", 0)
        for table, lang in ((self._table, self.lang), (self._fallback, DEFAULT_LANGUAGE)):
            forms = plural_forms(table, key)
            if forms:
                try:
                    cat = plural_category(lang, int(count))  # type: ignore[call-overload]
                except (TypeError, ValueError):
                    cat = "other"
                if count == 0 and "zero" in forms:
                    return forms["zero"], lang
                if cat == "one" and count == 0 and _zero_is_plural(lang):
                    cat = "other"
                return forms.get(cat) or forms["other"], lang
        return None

    def __call__(self, key: str, **params: object) -> str:
        found = None
        if any(isinstance(params.get(f), You) for f in YOU_FIELDS):
            found = self._lookup(f"{key}.you", params)
        if found is None:
            found = self._lookup(key, params)
        if found is None:
            return key
        text, lang = found
        try:
            if ":" not in text:  # the slower formatter only where a field has a spec
                return text.format(**params)
            out = _formatter(lang).format(text, **params)
            if text.startswith("{") and text.split("}", 1)[0].endswith(":the"):
                out = out[:1].upper() + out[1:]  # a sentence that starts with the name
            return out
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

    def card_list(self, notations: Iterable[str]) -> str:
        """Cards as a sentence names them: "Orange 5 and Orange 8", "R1, R2 and R3"."""
        names = [self.card(c) for c in notations]
        if len(names) < 2:
            return "".join(names)
        return self("count.and", a=", ".join(names[:-1]), b=names[-1])

    def kind(self, code: str) -> str:
        return self(f"kind.{code}")

    def formation(self, code: str, total: int) -> str:
        return self("board.formation", kind=self.kind(code), total=total)
