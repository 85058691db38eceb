"""Every character the screens show is in the bundled font (the WOFF2 that scripts/build.py
subsets, read back with fontTools): icons are SVG (ui.render.icons), never characters that need
a symbol or emoji font.

The screens are reached as a player reaches them, in every language: from a few starting
points (a first visit; games between people and against the computer, classic and tactical,
played to their results; saved finished matches with their replays and reviews, an unreadable
save), seeded walks press the controls each screen offers (buttons, forms, the replay's
slider), letting the computer, the hint and the review run as the page does. What is checked:
every text node, and every attribute the style sheets show with ``content: attr(...)``.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections.abc import Callable, Iterator
from html import unescape
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont
from ui_kit import make_app, start_game, tap_random_action

from schotten.bots import make_bot, play_match
from schotten.options import Options
from schotten.serialize import dumps
from ui.app import App
from ui.i18n import LANGUAGES
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import GAME_PREFIX

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts/build.py")
assert _spec and _spec.loader
build = sys.modules.setdefault("site_build", importlib.util.module_from_spec(_spec))
if not hasattr(build, "build"):
    _spec.loader.exec_module(build)

SMALL_REVIEW = "?review_budget=1"  # a quick review (the page's URL parameter)
STEPS = 40  # controls pressed per walk


@pytest.fixture(scope="module")
def font_cmap(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The characters of the font the build writes."""
    path = build.write_font(tmp_path_factory.mktemp("font"))
    return {chr(c) for c in TTFont(path).getBestCmap()}


def shown_attributes() -> frozenset[str]:
    """The attributes the style sheets show as text (``content: attr(NAME)``)."""
    css = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "css").glob("*.css"))
    return frozenset(re.findall(r"attr\(\s*([\w-]+)", css))


Control = tuple[str, str, dict[str, str], dict[str, list[str]]]
"""A control: its intent, its argument, a form's fixed fields and its choices (radio
buttons, selects and a slider's values, one picked at random when pressed)."""


_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)([^>]*)>")
_ATTR = re.compile(r'([\w:-]+)(?:="([^"]*)")?')


class Screen:
    """A screen's shown characters (its text nodes, the CSS-shown attributes, the text fields'
    values and placeholders), the kinds of screen it holds, and its enabled controls. Read
    with regular expressions: the render modules write every attribute in double quotes and
    escape every ``<``, ``>`` and ``"`` of text and values (ui.render.html), and
    ui.markup refuses anything else."""

    def __init__(self, html: str, attributes: frozenset[str]) -> None:
        self.chars: set[str] = set(unescape(_TAG.sub("", html)))
        self.kinds: set[str] = set()  # the classes of its sections marked "screen"
        self.controls: list[Control] = []
        form: Control | None = None
        select = ""
        for match in _TAG.finditer(html):
            closing, tag = match[1], match[2].lower()
            if closing:
                if tag == "form" and form is not None:
                    self.controls.append(form)
                    form = None
                continue
            a = {k: unescape(v or "") for k, v in _ATTR.findall(match[3])}
            classes = a.get("class", "").split()
            if tag == "section" and "screen" in classes:
                self.kinds.update(c for c in classes if c != "screen")
            for name in attributes:
                self.chars.update(a.get(name, ""))
            if tag == "input" and a.get("type", "text") == "text":
                self.chars.update(a.get("value", "") + a.get("placeholder", ""))
            intent = a.get("data-intent")
            name = a.get("name", "")
            if tag == "form" and intent:
                form = (intent, "", {}, {})
            elif form is not None and tag == "select":
                select = name
            elif form is not None and tag == "option":
                form[3].setdefault(select, []).append(a.get("value", ""))
            elif form is not None and tag == "input" and a.get("type") == "radio":
                form[3].setdefault(name, []).append(a.get("value", ""))
            elif form is not None and tag == "input" and name:
                form[2][name] = a.get("value", "")
            elif intent and "disabled" not in a:
                if tag == "input" and a.get("type") == "range":
                    values = range(int(a.get("min", "0")), int(a.get("max", "0")) + 1)
                    self.controls.append((intent, "", {}, {"": [str(v) for v in values]}))
                else:
                    self.controls.append((intent, a.get("data-arg", ""), {}, {}))


_SCREENS: dict[str, Screen] = {}
"""Screens as read, by their HTML (the walks meet the same menus many times)."""


def read(html: str, attributes: frozenset[str]) -> Screen:
    if html not in _SCREENS:
        _SCREENS[html] = Screen(html, attributes)
    return _SCREENS[html]


def press(app: App, control: Control, rng: random.Random) -> None:
    intent, arg, fields, choices = control
    picked = {name: rng.choice(values) for name, values in choices.items()}
    if "" in picked:  # a slider: its value is the argument
        app.handle(intent, picked.pop(""))
    else:
        app.handle(intent, arg, fields | picked)


def settle(app: App) -> None:
    """What the page runs between taps: the computer's turn, a hint, a review."""
    for _ in range(2000):
        if app.bot_pending():
            app.bot_step(50)
        elif app.hint_pending():
            app.hint_step(1e9)
        elif app.review_pending():
            app.review_step(1e9)
        else:
            return
    raise AssertionError("the page never settled")


def walk(app: App, rng: random.Random, attributes: frozenset[str]) -> Iterator[Screen]:
    """Each screen met while pressing random controls, from where app is."""
    for _ in range(STEPS):
        settle(app)
        screen = read(app.render(), attributes)
        yield screen
        if not screen.controls:
            return
        press(app, rng.choice(screen.controls), rng)


# --- the starting points ---------------------------------------------------------------------


def fresh(lang: str, store: MemoryStorage | None = None) -> App:
    app = make_app(store, [lang])
    app.shared.page_query = SMALL_REVIEW
    return app


def to_round_over(app: App, rng: random.Random) -> None:
    """Plays the round through the buttons' intents (random legal actions) to its result."""
    game = app.c.play.game
    assert game is not None
    for _ in range(400):
        settle(app)
        if game.round_over:
            if game.show_win:
                app.handle("see-result")
            return
        if game.handover:
            app.handle("reveal")
        tap_random_action(game.state, app.handle, rng)
    raise AssertionError("the round did not end")


def first_visit(lang: str) -> App:
    return fresh(lang)


def new_game(variant: str, opponent: str = "human", over: bool = False) -> Callable[[str], App]:
    def start(lang: str) -> App:
        app = fresh(lang)
        start_game(app, variant=variant, opponent=opponent, rounds="1" if over else "2")
        if over:
            to_round_over(app, random.Random(lang))
        return app

    return start


def saved_matches(lang: str) -> App:
    """Finished matches (classic and tactical, against the computer too) and an unreadable
    save in the list; the walks go on to their replays, reviews and statistics."""
    store = MemoryStorage()
    app = fresh(lang, store)
    for seed, variant, bots in ((3, "classic", None), (4, "tactical", (None, "easy"))):
        options = Options(rounds=2, variant=variant, names=("Ann", "Bob"), bots=bots)
        state = play_match([make_bot("random", seed), make_bot("random", seed + 1)], options, seed)
        app.import_file(dumps(state))
    store.set(GAME_PREFIX + "broken", "{not a save")
    app = fresh(lang, store)
    app.handle("go", "saves")
    return app


STARTS: dict[str, Callable[[str], App]] = {
    "first-visit": first_visit,
    "people-classic": new_game("classic"),
    "people-tactical": new_game("tactical"),
    "people-classic-over": new_game("classic", over=True),
    "people-tactical-over": new_game("tactical", over=True),
    "computer-classic": new_game("classic", "easy"),
    "computer-tactical": new_game("tactical", "easy"),
    "computer-tactical-over": new_game("tactical", "easy", over=True),
    "saved-matches": saved_matches,
}
WALKS = 2  # seeded walks from each starting point, in each language


class Shown:
    """What the walks met: each character with where (language/starting point), and the
    kinds of screen."""

    def __init__(self) -> None:
        self.chars: dict[str, set[str]] = {}
        self.kinds: set[str] = set()


@pytest.fixture(scope="module")
def shown() -> Shown:
    attributes = shown_attributes()
    seen = Shown()
    for lang in LANGUAGES:
        for name, start in STARTS.items():
            for n in range(WALKS):
                rng = random.Random(f"{lang}-{name}-{n}")
                for screen in walk(start(lang), rng, attributes):
                    seen.kinds |= screen.kinds
                    for char in screen.chars:
                        seen.chars.setdefault(char, set()).add(f"{lang}/{name}")
    return seen


def test_the_css_shows_these_attributes() -> None:
    assert {"data-value", "data-letters"} <= shown_attributes()


def test_the_walks_reach_every_screen(shown: Shown) -> None:
    assert shown.kinds >= {
        "start-screen",
        "form-screen",
        "saves-screen",
        "rules-screen",
        "settings-screen",
        "stats-screen",
        "handover-screen",
        "board-screen",
        "has-result",  # the board under the round's result
        "replay-screen",
        "lesson-screen",
        "puzzles-screen",
        "puzzle-screen",
    }
    # and each language's own letters
    assert {"é", "ç", "ñ", "ã", "¿"} <= set(shown.chars)


def test_every_shown_character_is_in_the_bundled_font(shown: Shown, font_cmap: set[str]) -> None:
    # a soft hyphen (tactic cards' names in the hand) is never drawn itself: a line broken
    # there ends in the font's hyphen
    assert "-" in font_cmap
    missing = {
        f"U+{ord(c):04X} {c}": sorted(where)[:3]
        for c, where in shown.chars.items()
        if c not in font_cmap and c not in "\n\t\r\u00ad"
    }
    assert missing == {}
