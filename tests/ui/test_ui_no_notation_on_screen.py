"""No screen a player sees holds engine notation ("R5@3", "TRAITOR", "3>6") nor a raw
translation key: every screen of seeded games of both variants (the board at each tap, the
hand-over, the result, the replay and its review), between people and against the computer,
the menus, the lessons played through and a puzzle of each kind, in the four languages. Read
as the page gives it to people: its text and the names screen readers say (``aria-label``,
``title``, ``alt``, ``placeholder``); the attributes the page itself reads (``data-arg``...)
may hold notation."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest
from test_ui_lesson import do_step
from ui_kit import make_app, start_game, tap_random_action

from schotten.lesson import LESSONS
from schotten.puzzles import load_puzzles
from ui.app import App, Screen
from ui.i18n import LANGUAGES

NOTATION = re.compile(r"\b[ROYGBP][1-9]\b|@|\b\d>\d\b|\b[A-Z]{4,}\b")
"""A card's notation, a stone's or a move's marks, a tactic card's code (``TRAITOR``)."""
KEY = re.compile(r"\b[a-z_]+\.[A-Za-z_]+[a-z_.]*\b")
"""A translation key shown as it is (``tactic.RETURN``, ``hint.other``)."""
SPOKEN = ("aria-label", "title", "alt", "placeholder", "aria-description")
NAMES = ("Ann", "Bob", "stun.l.google.com")
"""The players' names, and the one address a screen names on purpose (#45: the public STUN
server that "Allow play over the internet" lets learn the two devices' addresses)."""


class Said(HTMLParser):
    """The text of a page and the names said of its elements."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._skip = 0
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        self.texts.extend(v for k, v in attrs if k in SPOKEN and v)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(data)


class Screens:
    """Every screen drawn while an app is used, checked once each."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.seen: set[str] = set()
        self.count = 0
        self.hints = 0

    def check(self, where: str) -> None:
        html = self.app.render()
        if html in self.seen:
            return
        self.seen.add(html)
        self.count += 1
        for text in Said(html).texts:
            plain = text
            for name in NAMES:
                plain = plain.replace(name, "")
            assert not NOTATION.search(plain), (where, self.app.shared.screen, text)
            assert not KEY.search(plain), (where, self.app.shared.screen, text)

    def handle(self, intent: str, arg: str = "", fields: dict[str, str] | None = None) -> None:
        self.app.handle(intent, arg, fields)
        self.check(f"{intent} {arg}")


def play_out(screens: Screens, rng: random.Random, limit: int = 600) -> None:
    """The person's taps (and the computer's turns) to the end of the match, each screen
    checked."""
    app = screens.app
    for _ in range(limit):
        game = app.c.play.game
        assert game is not None
        if app.bot_pending():
            app.bot_step(1_000)
            screens.check("computer")
            continue
        if game.handover:
            screens.handle("reveal")
        elif game.show_win:
            screens.handle("see-result")
        elif game.round_over:
            if game.state.phase.name == "MATCH_OVER":
                return
            screens.handle("next-round")
        else:
            if app.shared.hints_on and rng.random() < 0.3:  # the hint, as the page works it out
                app.handle("hint")
                while app.hint_pending():
                    app.hint_step(1_000)
                screens.check("hint")
                screens.hints += 1
            tap_random_action(game.state, screens.handle, rng)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", ["classic", "tactical"])
@pytest.mark.parametrize("opponent", ["", "easy"])
def test_no_screen_of_a_game_shows_notation(lang: str, variant: str, opponent: str) -> None:
    app = make_app(languages=[lang])
    screens = Screens(app)
    screens.check("start")
    app.handle("go", "new")
    screens.check("new")
    fields = {"variant": variant, "rounds": "1", "first": "p1", "opponent": opponent}
    start_game(app, **fields)
    screens.check("first board")
    rng = random.Random(f"{lang}{variant}{opponent}")
    if opponent:  # the hint shown at each turn of the person
        app.handle("hints", "on")
    play_out(screens, rng)
    for intent, arg in (("go", "saves"), ("go", "stats"), ("go", "settings"), ("go", "rules")):
        screens.handle(intent, arg)
    entry = app.shared.repo.entries()[0]
    screens.handle("go", "saves")
    screens.handle("replay", entry.id)
    assert app.shared.screen is Screen.REPLAY
    for _ in range(12):
        screens.handle("replay-step", "1")
    screens.handle("review")
    while app.review_pending():
        app.review_step(50.0)
    screens.check("review")
    for _ in range(40):
        screens.handle("replay-step", "1")
    assert screens.count > 30
    assert screens.hints > 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_nor_puzzle_screen_shows_notation(lang: str) -> None:
    app = make_app(languages=[lang])
    screens = Screens(app)
    for lesson_id, lesson in LESSONS.items():
        screens.handle("lesson-start", lesson_id)
        for step in lesson.steps:
            do_step(app, step)
            screens.check(f"{lesson_id} {step.key}")
        screens.handle("lesson-leave")
    screens.handle("go", "puzzles")
    puzzles = load_puzzles()
    for kind in sorted({p.kind for p in puzzles}):
        puzzle = next(p for p in puzzles if p.kind == kind)
        screens.handle("puzzle-open", puzzle.id)
        screens.handle("puzzle-check")
        screens.handle("go", "puzzles")
