"""The screens around the board: the settings' switches, the start screen's first visit, the
new-game form's memory, the statistics' chart and buttons."""

from __future__ import annotations

from html import unescape
from html.parser import HTMLParser

import pytest
from ui_kit import make_app, start_game

from schotten.stats import GameRecord, RoundRecord, dump_records
from ui.app import App
from ui.i18n import LANGUAGES, Translator
from ui.learning import STATS_KEY
from ui.model import FastStartModel
from ui.progress import LessonProgress
from ui.storage.adapters import MemoryStorage

ON_OFF = {"en": ("On", "Off"), "fr": ("Oui", "Non"), "es": ("Sí", "No"), "pt": ("Sim", "Não")}
SWITCHES = {
    "setting-sound": "sound",
    "setting-animations": "animations",
    "fast-start": "fast-start",
    "hints-setting": "hints",
}


class Elements(HTMLParser):
    """Every element's attributes by id, the text of each button (what is in view, and what
    a screen reader reads: the text outside ``aria-hidden``), and the ids in document order."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.by_id: dict[str, dict[str, str | None]] = {}
        self.order: list[str] = []
        self.buttons: list[dict[str, str | None]] = []
        self.text: dict[str, str] = {}
        self._stack: list[tuple[str, bool]] = []
        self._button: dict[str, str | None] | None = None
        self._seen: list[str] = []
        self._read: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        a["__tag__"] = tag
        if a.get("id"):
            self.by_id[str(a["id"])] = a
            self.order.append(str(a["id"]))
        hidden = a.get("aria-hidden") == "true" or bool(self._stack and self._stack[-1][1])
        if tag not in ("input", "br", "hr"):
            self._stack.append((tag, hidden))
        if tag == "button":
            self._button, self._seen, self._read = a, [], []

    def handle_endtag(self, tag: str) -> None:
        while self._stack:
            if self._stack.pop()[0] == tag:
                break
        if tag == "button" and self._button is not None:
            self._button["__seen__"] = " ".join(" ".join(self._seen).split())
            self._button["__read__"] = " ".join(" ".join(self._read).split())
            self.buttons.append(self._button)
            self._button = None

    def handle_data(self, data: str) -> None:
        if self._button is not None:
            self._seen.append(data)
            if not (self._stack and self._stack[-1][1]):
                self._read.append(data)


def settings_page(lang: str = "en", store: MemoryStorage | None = None) -> Elements:
    app = make_app(store, [lang])
    app.c.settings.fast_start = FastStartModel(True, "stored", 31_457_424)
    app.handle("go", "settings")
    return Elements(app.render())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_on_off_setting_is_a_switch_with_its_state_in_words(lang: str) -> None:
    page = settings_page(lang)
    t = Translator(lang)
    on, off = ON_OFF[lang]
    labels = {
        "setting-sound": t("table.sound"),
        "setting-animations": t("table.animations"),
        "fast-start": t("settings.fast_start"),
        "hints-setting": t("hint.setting"),
    }
    states = {"setting-sound": False, "setting-animations": True, "fast-start": True}
    states["hints-setting"] = True
    for id_, intent in SWITCHES.items():
        a = page.by_id[id_]
        assert a["__tag__"] == "button" and a.get("role") == "switch", id_
        assert "aria-pressed" not in a, id_
        checked = states[id_]
        assert a.get("aria-checked") == ("true" if checked else "false"), id_
        assert a.get("data-intent") == intent and a.get("data-arg") == ("off" if checked else "on")
        button = next(b for b in page.buttons if b.get("id") == id_)
        # the state's word is in view (not colour alone); the name is the label
        assert unescape(str(button["__seen__"])) == f"{labels[id_]} {on if checked else off}"
        assert unescape(str(button["__read__"])) == labels[id_]
    # the two settings with a line saying what they do are described by it
    for id_, status in (("fast-start", "fast-start-status"), ("hints-setting", "hints-status")):
        assert page.by_id[id_].get("aria-describedby") == status and status in page.by_id
    assert page.order.index("fast-start") < page.order.index("fast-start-status")
    # nothing else on the screen is an on/off toggle: the languages are a choice among four
    pressed = [b.get("id") for b in page.buttons if "aria-pressed" in b]
    assert pressed == [f"lang-{code}" for code in LANGUAGES]


def test_a_switch_turned_says_its_new_state() -> None:
    store = MemoryStorage()
    app = make_app(store)
    app.c.settings.fast_start = FastStartModel(True, "stored", 31_457_424)
    app.handle("go", "settings")
    for id_, intent in SWITCHES.items():
        before = Elements(app.render()).by_id[id_]["aria-checked"]
        app.handle(intent, "on" if before == "false" else "off")
        after = Elements(app.render())
        assert after.by_id[id_]["aria-checked"] == ("true" if before == "false" else "false")
        word = next(b for b in after.buttons if b.get("id") == id_)["__seen__"]
        assert str(word).endswith(" On" if before == "false" else " Off"), id_
    again = settings_page("en", store)  # the table's settings and hints are kept
    assert again.by_id["setting-sound"]["aria-checked"] == "true"
    assert again.by_id["setting-animations"]["aria-checked"] == "false"
    assert again.by_id["hints-setting"]["aria-checked"] == "false"


# --- statistics ---------------------------------------------------------------------------------


def stats_app(lang: str = "en") -> App:
    """Three matches against the computer: 2 won and 1 lost at easy, 1 lost at hard."""
    records = [
        GameRecord(
            f"g{i}",
            1_700_000_000.0 + i,
            "classic",
            ("you", "computer"),
            (None, level),
            winner,
            (1, 0) if winner == 0 else (0, 1),
            (RoundRecord(winner, (5, 2), "five"),),
        )
        for i, (level, winner) in enumerate((("easy", 0), ("easy", 0), ("easy", 1), ("hard", 1)))
    ]
    app = make_app(MemoryStorage({STATS_KEY: dump_records(records)}), [lang])
    app.handle("go", "stats")
    return app


class SvgText(HTMLParser):
    """The texts printed in the chart (``<text>``), and those only in a title (on hover)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.printed: list[tuple[str, str]] = []
        self.titles: list[str] = []
        self._in: str | None = None
        self._cls = ""
        self.feed(html.split('<svg class="stats-chart"', 1)[1].split("</svg>", 1)[0])

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("text", "title"):
            self._in, self._cls = tag, str(dict(attrs).get("class") or "")

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "text":
            self.printed.append((self._cls, data))
        elif self._in == "title":
            self.titles.append(data)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_chart_prints_its_labels_and_values(lang: str) -> None:
    t = Translator(lang)
    chart = SvgText(stats_app(lang).render())
    labels = [text for cls, text in chart.printed if cls == "bar-label"]
    counts = [text for cls, text in chart.printed if cls == "bar-counts"]
    numbers = [text for cls, text in chart.printed if cls == "bar-text"]
    easy = t("stats.line", variant=t("stats.variant.classic"), level=t("stats.level.easy"))
    hard = t("stats.line", variant=t("stats.variant.classic"), level=t("stats.level.hard"))
    every = t("stats.line", variant=t("stats.variant.classic"), level=t("stats.level.all"))
    assert sorted(labels) == sorted([easy, hard, every])
    # every row's counts in words, in the order of its bar's parts (wins, then losses)
    line_of = dict(zip(labels, counts, strict=True))
    assert line_of[easy] == f"{t('stats.wins', n=2)} \u00b7 {t('stats.losses', n=1)}"
    assert line_of[hard] == t("stats.losses", n=1)
    assert line_of[every] == f"{t('stats.wins', n=2)} \u00b7 {t('stats.losses', n=2)}"
    assert sorted(numbers) == sorted(["2", "1", "1", "2", "2"])  # each part wide enough
    # the titles say the same, for those who hover
    assert f"{easy}: {t('stats.wins', n=2)}" in chart.titles


def test_export_and_import_together_reset_apart() -> None:
    app = stats_app()
    html = app.render()
    actions = html.split('class="stats-actions"', 1)[1].split("</div>", 1)[0]
    assert 'id="stats-export"' in actions and 'id="stats-import"' in actions
    assert 'id="stats-reset"' not in actions
    zone = html.split('class="stats-reset-zone"', 1)[1].split("</div>", 1)[0]
    assert 'id="stats-reset"' in zone and "destructive" in zone
    app.handle("stats-reset")  # its confirmation stays in its own place
    zone = app.render().split('class="stats-reset-zone"', 1)[1]
    assert 'id="stats-reset-yes"' in zone.split("</section>", 1)[0]


# --- the start screen ---------------------------------------------------------------------------


def start_buttons(app: App) -> list[tuple[str, list[str]]]:
    """The start screen's buttons in order: id and classes."""
    app.handle("go", "start")
    page = Elements(app.render())
    return [(str(b.get("id")), str(b.get("class")).split()) for b in page.buttons]


def primaries(buttons: list[tuple[str, list[str]]]) -> list[str]:
    return [id_ for id_, cls in buttons if "primary" in cls]


def test_the_first_visit_puts_the_first_lesson_first() -> None:
    app = make_app()
    buttons = start_buttons(app)
    ids = [id_ for id_, _ in buttons]
    assert ids[0] == "invite-start" and primaries(buttons) == ["invite-start"]
    assert ids.index("invite-dismiss") < ids.index("btn-new") < ids.index("btn-saves")
    assert "btn-learn" in ids and "btn-puzzles" in ids and "btn-stats" in ids
    app.handle("lesson-start")  # the invitation's lesson: the basics, from its first step
    assert app.c.teach.lesson is not None and app.c.teach.lesson.lesson_id == "basics"


def test_not_now_makes_a_new_game_the_primary_action() -> None:
    app = make_app()
    app.handle("lesson-invite-dismiss")
    buttons = start_buttons(app)
    assert buttons[0][0] == "btn-new" and primaries(buttons) == ["btn-new"]


def test_a_lesson_left_unfinished_stays_first_until_one_is_done() -> None:
    store = MemoryStorage()
    app = make_app(store)
    app.handle("lesson-start", "basics")
    app.handle("lesson-leave")
    buttons = start_buttons(app)
    ids = [id_ for id_, _ in buttons]
    assert ids[0] == "btn-learn" and primaries(buttons) == ["btn-learn"]
    assert ids.count("btn-learn") == 1 and "lesson-invite" not in Elements(app.render()).by_id
    assert start_buttons(make_app(store))[0][0] == "btn-learn"  # after a reload too
    app.c.teach.progress.lessons["basics"] = LessonProgress(5, True)
    buttons = start_buttons(app)
    assert buttons[0][0] == "btn-new" and primaries(buttons) == ["btn-new"]


def test_a_saved_game_comes_first_then_a_new_one() -> None:
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    buttons = start_buttons(app)
    assert [id_ for id_, _ in buttons[:2]] == ["btn-continue", "btn-new"]
    assert primaries(buttons) == ["btn-continue"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tagline_names_no_device(lang: str) -> None:
    tagline = Translator(lang)("app.tagline")
    devices = ("tablet", "tablette", "tableta", "phone", "téléphone", "teléfono", "celular")
    assert not any(word in tagline.lower() for word in devices), tagline
    assert Translator(lang)("app.tagline") in unescape(make_app(languages=[lang]).render())
