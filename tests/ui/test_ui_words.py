"""The words of the game, one rule a test, in every language: a default name ("Joueur 1",
"Ordinateur (difficile)") reads as the common noun it is, Portuguese says nought in the
plural and names the device one way, the puzzles' counts agree with their number, the
Spanish narration keeps one tense, no formation "forms", the puzzles are not "problems", the
two undo buttons say what each undoes, and a blocked tactic card's note does not repeat its
name."""

from __future__ import annotations

import re

import pytest
from learning_kit import run_bot
from test_ui_tactics import page, position, tactical_app
from ui_kit import make_app, start_game

from ui.i18n import LANGUAGES, Translator, placeholders, plural_forms, strings

ROMANCE = ("fr", "es", "pt")
NAME_FIELDS = ("name", "opponent")


def default_names(lang: str) -> list[str]:
    """The names the game gives when none is typed: the two players and the computer."""
    t = Translator(lang)
    levels = [t(f"bot.level.{level}") for level in ("easy", "medium", "hard")]
    return [t("new.default1"), t("new.default2"), *(t("bot.name", level=x) for x in levels)]


def named_texts(lang: str, name: str):
    """Every text that takes a name, with ``name`` in each of its name fields."""
    t = Translator(lang)
    table = strings(lang)
    bases = {k.rsplit(".", 1)[0] if k.rsplit(".", 1)[-1] in ("one", "other") else k for k in table}
    for key in sorted(bases):
        fields = placeholders(table.get(key) or table[f"{key}.other"])
        if not fields & set(NAME_FIELDS):
            continue
        params: dict[str, object] = {f: "3" for f in fields}
        params.update({f: name for f in fields & set(NAME_FIELDS)})
        yield key, t(key, **params)


@pytest.mark.parametrize(
    ("lang", "key", "name", "text"),
    [
        ("fr", "board.title", "Joueur 1", "Au tour du joueur 1"),
        ("fr", "board.opponent_side", "Ordinateur (moyen)", "Cartes de l'ordinateur (moyen)"),
        ("fr", "handover.title", "Joueur 2", "Passe la tablette au joueur 2"),
        ("fr", "log.pass", "Ordinateur (moyen)", "L'ordinateur (moyen) a passé."),
        ("fr", "board.title", "Amélie", "Au tour d'Amélie"),
        ("fr", "log.pass", "Amélie", "Amélie a passé."),
        ("es", "board.title", "Jugador 1", "Turno del jugador 1"),
        ("es", "board.opponent_side", "Ordenador (difícil)", "Cartas del ordenador (difícil)"),
        ("es", "handover.title", "Jugador 2", "Pasa la tableta al jugador 2"),
        ("es", "over.round_title", "Ana", "Ronda 3: gana Ana"),
        ("pt", "board.title", "Jogador 1", "Vez do jogador 1"),
        ("pt", "board.opponent_side", "Computador (difícil)", "Cartas do computador (difícil)"),
        ("pt", "board.claimed_by", "Computador (fácil)", "Reivindicada pelo computador (fácil)"),
        ("pt", "handover.title", "Jogador 2", "Passe o tablet para o jogador 2"),
    ],
)
def test_a_default_name_reads_as_a_common_noun(lang, key, name, text):
    assert Translator(lang)(key, name=name, n=3) == text


@pytest.mark.parametrize("lang", ROMANCE)
def test_no_default_name_is_used_as_a_proper_name(lang):
    """After a preposition, a default name takes its article; as a subject too (a capitalised
    noun right before a verb: "Joueur 1 a posé"). A vocative or a label keeps it bare."""
    prepositions = {"fr": "de|d'|à|par", "es": "de|a|por", "pt": "de|a|por|para|em"}[lang]
    checked = 0
    for name in default_names(lang):
        noun = re.escape(name)
        for key, text in named_texts(lang, name):
            assert re.search(rf"(?:\b(?:{prepositions}) |d'){noun}", text) is None, (key, text)
            assert re.search(rf"{noun} [a-zàâçéèêëîïôûùüÿœáíóúñãõ]", text) is None, (key, text)
            checked += 1
    assert checked > 5 * 60


def test_a_true_name_is_left_as_it_is():
    for lang in ROMANCE:
        for key, text in named_texts(lang, "Bob"):
            if "{name:the}" in (strings(lang).get(key) or ""):
                assert "Bob" in text and " le Bob" not in text and " el Bob" not in text


def test_portuguese_says_nought_in_the_plural():
    """CLDR's pt rule puts 0 with 1 ("0 partida"); Brazilian usage says "0 partidas"."""
    t = Translator("pt")
    table = strings("pt")
    bases = sorted({k.rsplit(".", 1)[0] for k in table if k.endswith(".one")})
    for key in bases:
        forms = plural_forms(table, key)
        params = {f: "1" for f in placeholders(forms["other"]) if f != "n"}
        zero, many, one = (t(key, **params, n=n) for n in (0, 7, 1))
        if "zero" not in forms:
            assert zero == many.replace("7", "0"), key  # the plural form, not the singular
        if forms["one"] != forms["other"]:
            assert zero != one.replace("1", "0", 1), key
    assert t("stats.games", n=0) == "0 partidas terminadas neste dispositivo."
    assert t("puzzle.streak", n=0) == "0 dias seguidos"
    assert Translator("fr")("puzzle.streak", n=0) == "0 jour d'affilée"  # French: CLDR's one


def test_one_word_for_the_device_in_portuguese():
    text = " ".join(strings("pt").values())
    assert "aparelho" not in text and "dispositivo" in text


@pytest.mark.parametrize(
    ("lang", "solved", "text"),
    [
        ("fr", 0, "Difficulté 1 : 0 résolue sur 25 énigmes"),
        ("fr", 2, "Difficulté 1 : 2 résolues sur 25 énigmes"),
        ("es", 1, "Dificultad 1: 1 resuelto de 25 retos"),
        ("es", 0, "Dificultad 1: 0 resueltos de 25 retos"),
        ("pt", 0, "Dificuldade 1: 0 resolvidos de 25 desafios"),
        ("pt", 1, "Dificuldade 1: 1 resolvido de 25 desafios"),
        ("en", 1, "Difficulty 1: 1 of 25 puzzles solved"),
    ],
)
def test_the_puzzles_solved_agree_with_their_number(lang, solved, text):
    t = Translator(lang)
    assert t("puzzle.group", level=1, n=solved, count=t("puzzle.count", n=25)) == text


def test_the_puzzle_screen_counts_what_is_solved():
    app = make_app(languages=["fr-FR"])
    app.handle("go", "puzzles")
    html = page(app)
    assert re.search(r"Difficulté \d : 0 résolue sur \d+ énigmes", html), html
    assert "0 résolus" not in html


SPANISH_PRETERITE = r"\b(jugó|puso|reclamó|pasó|terminó|robó|devolvió|descartó|hizo|ganó)\b"


def test_the_spanish_narration_keeps_one_tense():
    """The log and the computer's moves say what was just done the same way (perfecto
    compuesto, as in Spain: "ha puesto", "ha terminado su turno")."""
    table = strings("es")
    narration = [k for k in table if k.split(".")[0] in ("log", "bot", "table", "review")]
    assert len(narration) > 40
    mixed = [k for k in narration if re.search(SPANISH_PRETERITE, table[k])]
    assert mixed == []
    assert table["log.place"].endswith("ha puesto {card} en la piedra {n}.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_formation_forms(lang):
    text = " ".join(strings(lang).values())
    assert re.search(r"\b(forman?|formam?) (una|uma) (formación|formação)", text) is None
    assert re.search(r"\bform(s|ent)? a formation", text) is None


@pytest.mark.parametrize(("lang", "word"), [("fr", "Énigmes"), ("es", "Retos"), ("pt", "Desafios")])
def test_puzzles_are_not_problems(lang, word):
    table = strings(lang)
    assert table["puzzle.menu"] == word
    puzzle_texts = " ".join(v for k, v in table.items() if k.startswith("puzzle."))
    assert re.search(r"probl[eèé]m", puzzle_texts, re.IGNORECASE) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_two_undo_buttons_say_what_each_undoes(lang):
    """ "Undo last action" (this turn's last card or claim) and "Take back my last turn"
    (the whole turn and the computer's answer): no shared first word, and neither is the
    start screen's Continue ("Reprendre : …" in French)."""
    t = Translator(lang)
    undo, takeback = t("board.undo"), t("takeback.button")
    resume = t("start.continue", a="A", b="B")
    first = {x.split()[0].strip(":").lower() for x in (undo, takeback)}
    assert len(first) == 2, (undo, takeback)
    assert resume.split()[0].strip(":").lower() not in first, (undo, takeback, resume)


def test_a_blocked_tactic_card_is_named_once():
    for lang in LANGUAGES:
        app = tactical_app()
        app.handle("language", lang)
        position(app, "R1 R2 R3 B4 B5 G6 BLIND", played=("SPY", ""))
        html = page(app)
        note = re.search(r'<li id="note-BLIND"><strong>([^<]+)</strong>: (.*?)</li>', html)
        assert note is not None, lang
        name, why = note.group(1), note.group(2)
        assert name == Translator(lang).card("BLIND") and name not in why, (lang, why)
        assert "1" in why and "0" in why  # the counts of the tactic limit


def test_the_computers_moves_in_french_name_it_with_its_article():
    app = make_app(languages=["fr-FR"])
    start_game(app, name1="Amélie", opponent="medium", first="p2")
    run_bot(app)
    html = page(app)
    assert "L'ordinateur (moyen) a posé" in html and "Ordinateur (moyen) a " not in html


def flow_prompt(app) -> str:
    found = re.search(r'<p class="flow-prompt">(.*?)</p>', page(app))
    assert found is not None
    return found.group(1)


def test_the_french_tactic_prompts_agree_with_what_is_chosen():
    """A stone is "une borne", a card "une carte": the sentence after a step's prompt says
    where they are lit in the feminine ("Elles sont entourées"), never "Ils sont entourés"."""
    seen = []
    for hand, stones, card, picks in (
        ("R1 R2 R3 B4 B5 G6 MUD", {}, "MUD", ()),
        ("R1 R2 R3 B4 B5 G6 BANSHEE", {2: ("R9", "B9")}, "BANSHEE", ()),
        ("R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")}, "STRATEGIST", ()),
        ("R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")}, "STRATEGIST", ("R9@2",)),
    ):
        app = tactical_app()
        app.handle("language", "fr")
        position(app, hand, stones)
        app.handle("select", card)
        for pick in picks:
            app.handle("tactic-pick", pick)
        seen.append(flow_prompt(app))
    assert seen == [
        "Choisis une borne. Elles sont entourées sur le plateau.",
        "Choisis une carte de ton adversaire. Elles sont entourées sur le plateau.",
        "Choisis une de tes cartes sur la table. Elles sont entourées sur le plateau.",
        "Choisis où va la carte. Les bornes où elle peut aller sont entourées sur le plateau.",
    ]
    assert "Ils sont" not in " ".join(strings("fr").values())


TAKE_BACK_SAYS_REPLAY = {
    "fr": r"\brejou|\bjouer de nouveau",
    "es": r"volver a jugar|de nuevo",
    "pt": r"jogar de novo|jogá-lo de novo|de novo",
}


@pytest.mark.parametrize("lang", ROMANCE)
def test_take_back_says_undo_not_replay(lang):
    """Taking back a turn is not playing it again (the replay viewer's "Replay" is another
    screen): the button, its notice and its count say undo, in the same words."""
    table = strings(lang)
    texts = {k: v for k, v in table.items() if k.startswith("takeback.")}
    assert len(texts) == 4
    for key, text in texts.items():
        assert re.search(TAKE_BACK_SAYS_REPLAY[lang], text, re.IGNORECASE) is None, (key, text)
    undone = {"fr": "annulé", "es": "deshecho", "pt": "desfeito"}[lang]
    assert all(undone in text.lower() for key, text in texts.items() if key != "takeback.button")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Last turn by Computer (hard)"),
        ("fr", "Dernier tour de l'ordinateur (difficile)"),
        ("es", "Último turno del ordenador (difícil)"),
        ("pt", "Último turno do computador (difícil)"),
    ],
)
def test_the_computers_last_turn_is_named_plainly(lang, text):
    t = Translator(lang)
    computer = t("bot.name", level=t("bot.level.hard"))
    assert t("table.last_turn", name=computer) == text
