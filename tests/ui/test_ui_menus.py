"""The screens around the board: the settings' switches, the start screen's first visit, the
new-game form's memory, the statistics' chart and buttons."""

from __future__ import annotations

from html import unescape
from html.parser import HTMLParser

import pytest
from ui_kit import make_app

from ui.i18n import LANGUAGES, Translator
from ui.model import FastStartModel
from ui.storage import MemoryStorage

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
    app.fast_start = FastStartModel(True, "stored", 31_457_424)
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
    app.fast_start = FastStartModel(True, "stored", 31_457_424)
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
