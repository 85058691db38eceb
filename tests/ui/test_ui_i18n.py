"""Every text exists in every language, with the same placeholders."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from ui_kit import make_app, start_game

from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import dumps
from ui.app import App
from ui.i18n import (
    LANGUAGES,
    Translator,
    elide_de,
    pick_language,
    placeholders,
    plural_category,
    plural_forms,
    strings,
)
from ui.opponent import STORED_NAME
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import GAME_PREFIX, INDEX_KEY

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


# --- plurals, elision, dates, the computer's name ------------------------------------------

PLURAL_KEYS = sorted({k.rsplit(".", 1)[0] for k in REFERENCE if k.endswith(".one")})

# what each language writes at 0, 1 and 2 cards in hand (CLDR: fr counts 0 as "one"; so does
# pt, but Brazilian usage says "0 cartas": ui.i18n's ZERO_IS_PLURAL, tests/ui/test_ui_words.py)
HAND_SIZES = {
    "en": ("Ann: 0 cards in hand", "Ann: 1 card in hand", "Ann: 2 cards in hand"),
    "fr": ("Ann : 0 carte en main", "Ann : 1 carte en main", "Ann : 2 cartes en main"),
    "es": ("Ann: 0 cartas en la mano", "Ann: 1 carta en la mano", "Ann: 2 cartas en la mano"),
    "pt": ("Ann: 0 cartas na mão", "Ann: 1 carta na mão", "Ann: 2 cartas na mão"),
}


def test_plural_rules_follow_cldr() -> None:
    def cats(lang: str) -> list[str]:
        return [plural_category(lang, n) for n in (0, 1, 2, 5, 1_000_000)]

    assert cats("en") == ["other", "one", "other", "other", "other"]
    assert cats("es") == ["other", "one", "other", "other", "many"]
    assert cats("fr") == ["one", "one", "other", "other", "many"]
    assert cats("pt") == ["one", "one", "other", "other", "many"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_at_0_1_and_2(lang: str) -> None:
    t = Translator(lang)
    got = tuple(t("board.hand_size", name="Ann", n=n) for n in (0, 1, 2))
    assert got == HAND_SIZES[lang]
    table = strings(lang)
    for key in PLURAL_KEYS:
        assert {"one", "other"} <= set(plural_forms(table, key)), key
        for n in (0, 1, 2):
            params = {"name": "Ann", "card": "Joker", "opponent_played": 0, "size": 4}
            text = t(key, n=n, level=1, count=9, **params)
            assert str(n) in text and "(s)" not in text and "{" not in text, (key, n, text)
    assert "(s)" not in " ".join(table.values())


@pytest.mark.parametrize(
    ("lang", "clan", "tactic", "text"),
    [
        ("en", 2, 1, "2 clan cards and 1 tactic card"),
        ("en", 0, 3, "3 tactic cards"),
        ("fr", 1, 2, "1 carte clan et 2 cartes tactiques"),
        ("es", 3, 0, "3 cartas de clan"),
        ("pt", 2, 1, "2 cartas de clã e 1 carta tática"),
    ],
)
def test_cards_drawn_from_two_decks(lang: str, clan: int, tactic: int, text: str) -> None:
    assert Translator(lang).drawn(clan, tactic) == text


def test_french_elision_helper() -> None:
    assert [elide_de(n) for n in ("Amélie", "Hugo", "Bob", "Yves", "Yann", "Éric", "8")] == [
        "d'Amélie",
        "d'Hugo",
        "de Bob",
        "d'Yves",
        "de Yann",
        "d'Éric",
        "de 8",
    ]


NAME_FIELDS = ("name", "opponent", "a", "b")


def test_french_elision_in_every_message_that_takes_a_name() -> None:
    t = Translator("fr")
    table = strings("fr")
    keys = {k.rsplit(".", 1)[0] if k.rsplit(".", 1)[-1] in ("one", "other") else k for k in table}
    checked = 0
    for key in sorted(keys):
        fields = placeholders(table.get(key) or table[f"{key}.other"])
        names = fields & set(NAME_FIELDS)
        if not names:
            continue
        params: dict[str, object] = {f: "1" for f in fields}
        for vowel, consonant in (("Amélie", "Bob"), ("Hugo", "Bob")):
            params.update({f: vowel for f in names})
            text = t(key, **params)
            assert re.search(rf"\bde {vowel}", text) is None, (key, text)
            params.update({f: consonant for f in names})
            text = t(key, **params)
            assert f"d'{consonant}" not in text, (key, text)
        checked += 1
    assert checked > 40
    assert t("board.title", name="Amélie") == "Au tour d'Amélie"
    assert t("board.title", name="Hugo") == "Au tour d'Hugo"
    assert t("board.title", name="Bob") == "Au tour de Bob"
    assert t("board.side", n=3, name="Ève") == "Borne 3, côté d'Ève"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_register_per_language(lang: str) -> None:
    text = " ".join(strings(lang).values())
    formal = {
        "fr": r"\b(vous|votre|vos)\b|ez\b",
        "es": r"\b(usted|ustedes)\b",
        "pt": r"\b(tu|teu|tua|contigo)\b",
        "en": r"$^",
    }[lang]
    assert re.search(formal, text, re.IGNORECASE) is None


def test_portuguese_is_brazilian_throughout() -> None:
    text = " ".join(strings("pt").values())
    european = ("Registo", "Definições", "ficheiro", "ecrã", "está a ", "guardad", "descarregad")
    assert [w for w in european if w in text] == []
    assert "Rodada" in text and "Registro" in text and "Configurações" in text
    assert strings("pt")["handover.last"] == "Turno anterior"
    assert "vez" not in strings("pt")["board.end_turn"]


def test_the_tactic_limit_is_one_ahead_in_every_language() -> None:
    words = {"en": "at most one", "fr": "au plus une", "es": "como mucho una", "pt": "no máximo"}
    for lang, phrase in words.items():
        assert phrase in strings(lang)["rules.tactical.body"], lang
        assert phrase in Translator(lang)("tactic.reason.tactic_limit", card="Joker", n=1), lang


def test_dates_go_through_the_injected_formatter() -> None:
    seen: list[str] = []

    def fmt(when: float, lang: str) -> str:
        seen.append(lang)
        return f"<{lang}:{int(when)}>"

    store = MemoryStorage()
    app = App(store, ["fr-FR"], lambda: 1_700_000_000.0, lambda: 7, fmt)
    start_game(app)
    app.handle("go", "saves")
    assert "Jouée le <fr:1700000000>" in unescape(app.render())
    app.handle("language", "pt")
    app.handle("go", "saves")
    assert "Jogado em <pt:1700000000>" in unescape(app.render())
    assert set(seen) == {"fr", "pt"}
    plain = make_app(store)  # CPython's own fallback: ISO, UTC, every language alike
    plain.handle("go", "saves")
    assert "2023-11-14 22:13" in unescape(plain.render())


def test_the_computers_name_is_in_the_pages_language_and_not_saved() -> None:
    store = MemoryStorage()
    app = make_app(store, ["es-ES"])
    start_game(app, name1="Ana", opponent="hard")
    assert app.c.play.game is not None and app.c.play.game.names == ("Ana", "Ordenador (difícil)")
    game_id = app.c.play.entry.id if app.c.play.entry else ""
    saved = json.loads(store.get(GAME_PREFIX + game_id) or "")
    assert saved["options"]["names"] == ["Ana", STORED_NAME]
    assert "Ordenador" not in (store.get(INDEX_KEY) or "")
    again = make_app(store, ["fr-FR"])  # the same game in a French page
    assert again.c.play.game is not None and again.c.play.game.names == (
        "Ana",
        "Ordinateur (difficile)",
    )
    again.handle("go", "saves")
    assert "Ana contre Ordinateur (difficile)" in unescape(again.render())


def test_an_old_save_with_a_stored_computer_name_shows_the_pages_language() -> None:
    state = new_game(
        Options(names=("Ana", "Ordenador (difícil)"), bots=(None, "hard"), first_player=0), seed=3
    )
    app = make_app(languages=["pt-BR"])
    app.import_file(dumps(state))
    app.handle("open", app.shared.repo.entries()[0].id)
    assert app.c.play.game is not None and app.c.play.game.names == ("Ana", "Computador (difícil)")
    assert "Ordenador" not in unescape(app.render())
