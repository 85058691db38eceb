"""Every text exists in every language, with the same placeholders."""

from __future__ import annotations

import pytest

from ui.i18n import LANGUAGES, Translator, pick_language, placeholders, strings

REFERENCE = strings("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_in_every_language(lang: str) -> None:
    table = strings(lang)
    assert set(table) == set(REFERENCE)
    assert all(isinstance(v, str) and v.strip() for v in table.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_placeholders(lang: str) -> None:
    table = strings(lang)
    wrong = [k for k in REFERENCE if placeholders(table[k]) != placeholders(REFERENCE[k])]
    assert wrong == []


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_translated_not_copied(lang: str) -> None:
    # Most texts differ from English (a few words like "Menu" or "Schotten Totten" may not).
    table = strings(lang)
    same = [
        k for k in REFERENCE if table[k] == REFERENCE[k] and placeholders(REFERENCE[k]) == set()
    ]
    assert len(same) < 12, same


def test_language_from_browser_preferences() -> None:
    assert pick_language(["de-DE", "pt-BR", "en"]) == "pt"
    assert pick_language(["es-419"]) == "es"
    assert pick_language(["FR"]) == "fr"
    assert pick_language(["ja", "de"]) == "en"
    assert pick_language([]) == "en"


def test_cards_and_formations_are_named() -> None:
    t = Translator("fr")
    assert t.card("R5") == "Rouge 5"
    assert t.formation("color_run", 21) == "suite couleur, 21"
    assert Translator("xx").lang == "en"


def test_house_rules_in_every_language() -> None:
    for lang in LANGUAGES:
        t = Translator(lang)
        for key in ("rules.house.next_starter", "rules.house.pass_claim", "rules.house.tied_match"):
            assert t(key) != key
