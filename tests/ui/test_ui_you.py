"""Against the computer, a person who types no name is "You", and every text that names them
says it in their own words ("Your turn", "Claimed by you", "Tu as posé…"), in the four
languages; the new-game form remembers the last opponent."""

from __future__ import annotations

from dataclasses import replace
from html import unescape

import pytest
from learning_kit import run_bot
from ui_kit import make_app, start_game

from schotten.cards import Card
from schotten.state import Phase, Stone
from ui.app import LAST_NAMES, LAST_OPPONENT, App
from ui.i18n import LANGUAGES, Translator, You, placeholders, plural_forms, strings
from ui.opponent import STORED_NAME, YOU_NAME
from ui.storage.adapters import MemoryStorage

TITLES = {"en": "Your turn", "fr": "À toi de jouer", "es": "Tu turno", "pt": "Sua vez"}
ROUND_WON = {
    "en": "Round 1: you win",
    "fr": "Manche 1 : tu gagnes",
    "es": "Ronda 1: ganas tú",
    "pt": "Rodada 1: você ganha",
}
CLAIMED = {
    "en": "Claimed by you",
    "fr": "Revendiquée par toi",
    "es": "Reclamada por ti",
    "pt": "Reivindicada por você",
}
PLACED = {
    "en": "You played Red 9 on stone 3.",
    "fr": "Tu as posé Rouge 9 sur la borne 3.",
    "es": "Jugaste Rojo 9 en la piedra 3.",
    "pt": "Você jogou Vermelho 9 na pedra 3.",
}
CLAIM_LOG = {
    "en": "You claimed stone 3.",
    "fr": "Tu as revendiqué la borne 3.",
    "es": "Reclamaste la piedra 3.",
    "pt": "Você reivindicou a pedra 3.",
}


def vs_computer(lang: str, store: MemoryStorage | None = None, **fields: str) -> App:
    app = make_app(store, [lang])
    form = {"name1": "", "opponent": "easy", "first": "p1", "rounds": "3", **fields}
    start_game(app, **form)
    return app


def one_claim_from_the_round(app: App) -> None:
    """The person to play, holding Red 9: stones 1 and 2 theirs, Red 7-8 on stone 3 against a
    complete sum, stone 4 the computer's. Red 9 on stone 3, then its claim, wins the round."""
    game = app.c.play.game
    assert game is not None
    pack = sorted(Card.parse(f"{c}{v}") for c in "ROYGBP" for v in range(1, 10))
    fixed = {
        0: (("Y7", "Y8", "Y9"), ("B2", "B3", "P5")),
        1: (("G7", "G8", "G9"), ("B4", "O5", "P6")),
        2: (("R7", "R8"), ("B1", "O2", "G4")),
        3: (("O1", "Y2", "G3"), ("P7", "P8", "P9")),
    }
    used = {Card.parse(x) for sides in fixed.values() for side in sides for x in side}
    rest = [c for c in pack if c not in used and c != Card.parse("R9")]
    stones = []
    for i in range(9):
        mine, theirs = fixed.get(i, ((), ()))
        stones.append(
            Stone(
                sides=(tuple(map(Card.parse, mine)), tuple(map(Card.parse, theirs))),
                claimed_by={0: 0, 1: 0, 3: 1}.get(i),
                completed_at=(0 if len(mine) == 3 else None, 1 if len(theirs) == 3 else None),
            )
        )
    game.state = replace(
        game.state,
        stones=tuple(stones),
        hands=((Card.parse("R9"), *rest[:5]), tuple(rest[5:11])),
        deck=tuple(rest[11:]),
        phase=Phase.PLAY,
        current_player=0,
    )


def title(html: str) -> str:
    return unescape(html.split('id="screen-title"', 1)[1].split(">", 1)[1].split("</h1>", 1)[0])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_person_is_you_on_the_board_and_the_round_over(lang: str) -> None:
    t = Translator(lang)
    app = vs_computer(lang)
    game = app.c.play.game
    assert game is not None
    assert game.state.options.names == (YOU_NAME, STORED_NAME)  # a mark, never a word
    assert isinstance(game.names[0], You) and game.names[0] == t("name.you")
    one_claim_from_the_round(app)
    assert title(app.render()) == TITLES[lang]
    app.handle("select", "R9")
    app.handle("place", "2")
    app.handle("claim", "2")
    assert game.round_over and game.show_win  # the round won, on the board first
    board = unescape(app.render())
    assert CLAIMED[lang] in board  # stones 1-3, in the person's words
    computer = t("bot.name", level=t("bot.level.easy"))
    assert t("board.claimed_by", name=computer) in board  # stone 4, the computer's
    assert PLACED[lang] in board and CLAIM_LOG[lang] in board  # the log
    assert t("table.won_claim.you", n=3, round=1) in board
    wrong = t("log.place", name=t("name.you"), card=t.card("R9"), n=3)
    assert wrong == PLACED[lang] or wrong not in board  # never the name put into a phrase
    app.handle("see-result")
    over = unescape(app.render())
    assert title(over) == ROUND_WON[lang]
    assert t("over.how.adjacent.you") in over and t("over.hand_of.you") in over


def test_the_computers_moves_still_name_it_and_your_turn_comes_back() -> None:
    app = vs_computer("en", first="p2")
    run_bot(app)
    html = unescape(app.render())
    assert title(html) == "Your turn"
    assert "Computer (easy) played" in html and "Your turn" in html


def test_the_words_follow_a_change_of_language_and_show_in_the_saves() -> None:
    store = MemoryStorage()
    app = vs_computer("en", store)
    app.handle("language", "fr")
    assert app.c.play.game is not None and app.c.play.game.names[0] == "Toi"
    app.handle("go", "game")
    assert title(app.render()) == "À toi de jouer"
    app.handle("go", "saves")
    assert "Toi contre Ordinateur (facile)" in unescape(app.render())
    app.handle("language", "es")
    again = make_app(store)  # a reload: the save keeps the mark, the page says "Tú"
    again.handle("go", "start")
    assert "Continuar: Tú contra Ordenador (fácil)" in unescape(again.render())


def test_a_name_typed_is_kept_as_typed() -> None:
    app = vs_computer("en", name1="Ann")
    assert app.c.play.game is not None and app.c.play.game.names[0] == "Ann"
    assert not isinstance(app.c.play.game.names[0], You)
    assert title(app.render()) == "Ann's turn"


# Keys that take a name and never the person's against the computer: the computer's own
# announcements, the hand-over between people, the opponent's side and cards, the lessons and
# puzzles (their own names), a game on two devices (the other device's player).
NEVER_THE_PERSON = ("bot.", "handover.", "lesson.", "puzzle.", "teach.", "duet.")
NEVER_KEYS = {"board.opponent_side", "hint.blocks", "msg.your_turn"}
# Keys where the word itself reads right in every language ("You: 6 cards in hand").
SUBSTITUTED = {"board.hand_size", "board.tactics_played", "over.points_line"}


def name_keys() -> set[str]:
    table = strings("en")
    # a plural's forms come in pairs ("board.deck.one", "board.deck.other")
    plural = {k.rsplit(".", 1)[0] for k in table if k.endswith(".one")}
    bases = {b if (b := k.rsplit(".", 1)[0]) in plural else k for k in table}
    return {
        k
        for k in bases
        if not k.endswith(".you")
        and "name" in placeholders(table.get(k) or table[f"{k}.other"])
        and not k.startswith(NEVER_THE_PERSON)
        and k not in NEVER_KEYS
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_naming_the_person_has_their_own_words(lang: str) -> None:
    table = strings(lang)
    t = Translator(lang)
    you = t.you()
    keys = name_keys()
    assert {"board.title", "board.claimed_by", "over.round_title", "log.place"} <= keys
    for key in sorted(keys):
        own = table.get(f"{key}.you") or plural_forms(table, f"{key}.you").get("other")
        if key in SUBSTITUTED:
            assert own is None, key
            continue
        assert own is not None, f"{key}.you is missing in {lang}"
        params: dict[str, object] = {f: "1" for f in placeholders(own)}
        substituted = t(key, **{**params, "name": str(you)})
        said = t(key, **{**params, "name": you})
        assert said == t(f"{key}.you", **params) and "{" not in said, (key, said)
        # "Toi"/"Tú" put into a phrase never reads right ("Toi a posé"): their own words
        # always differ; in English and Portuguese many coincide ("You played", "Você jogou")
        if lang in ("fr", "es"):
            assert said != substituted, (key, said)


def test_the_form_remembers_the_opponent_and_leaves_the_name_empty() -> None:
    store = MemoryStorage()
    vs_computer("en", store, opponent="hard")
    assert store.data and make_app(store).shared.repo.settings()[LAST_OPPONENT] == "hard"
    app = make_app(store)
    app.handle("go", "new")
    html = app.render()
    assert 'value="hard" id="opponent-hard" checked' in html
    assert 'value="human" id="opponent-human">' in html  # not checked
    assert 'id="name1" name="name1" type="text" maxlength="24" autocomplete="off" value=""' in html
    start_game(app, name1="Zoé", name2="Luc", opponent="human")
    again = make_app(store)
    again.handle("go", "new")
    html = again.render()
    assert 'value="human" id="opponent-human" checked' in html and 'value="Zoé"' in html


def test_a_default_name_an_older_form_wrote_is_not_offered_as_typed() -> None:
    store = MemoryStorage()
    app = make_app(store)
    app.shared.repo.set_setting(LAST_NAMES[0], "Player 1")
    app.shared.repo.set_setting(LAST_NAMES[1], "Joueur 2")
    app.shared.repo.set_setting(LAST_OPPONENT, "medium")
    fresh = make_app(store)
    fresh.handle("go", "new")
    html = fresh.render()
    assert 'value="Player 1"' not in html and 'value="Joueur 2"' not in html
    assert 'id="opponent-medium" checked' in html
    fresh.handle("new-game", "", {"opponent": "medium", "name1": "", "first": "p1"})
    assert fresh.c.play.game is not None and fresh.c.play.game.names == ("You", "Computer (medium)")
