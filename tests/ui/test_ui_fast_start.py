"""The "start faster on this device" setting on the settings screen (ui.dom fills
``App.fast_start`` from the page; without it the setting is not offered)."""

from __future__ import annotations

from html import unescape

from ui_kit import make_app

from ui.effects import Announce, SetFastStart
from ui.model import FastStartModel
from ui.storage.adapters import MemoryStorage


def test_not_offered_without_the_page_side() -> None:
    app = make_app()
    app.handle("go", "settings")
    assert 'id="fast-start"' not in app.render()
    assert app.handle("fast-start", "off") == []


def test_shows_the_space_it_takes_in_each_language() -> None:
    app = make_app(languages=["en"])
    app.c.settings.fast_start = FastStartModel(True, "stored", 31_457_424)
    app.handle("go", "settings")
    html = unescape(app.render())
    assert "Start faster on this device" in html and "Uses 31.5 MB on this device." in html
    assert 'id="fast-start"' in html and 'aria-checked="true"' in html
    app.handle("language", "fr")
    assert "Occupe 31,5 Mo sur cet appareil." in unescape(app.render())


def test_turning_it_off_and_on() -> None:
    store = MemoryStorage()
    app = make_app(store)
    before = dict(store.data)
    app.c.settings.fast_start = FastStartModel(True, "stored", 31_457_424)
    app.handle("go", "settings")
    effects = app.handle("fast-start", "off")
    assert SetFastStart(False) in effects
    assert any(isinstance(x, Announce) and "turned off" in x.text for x in effects)
    html = unescape(app.render())
    assert 'data-arg="on"' in html and "Off: the game starts the usual way." in html
    assert "MB" not in html
    effects = app.handle("fast-start", "on")
    assert SetFastStart(True) in effects
    assert "Prepared in the background" in unescape(app.render())
    assert store.data == before  # the setting lives in the page, not in the saves


def test_states_the_page_reports() -> None:
    app = make_app()
    app.handle("go", "settings")
    for state, text in (
        ("quota", "Not enough storage"),
        ("failed", "Not available here"),
        ("making", "Prepared in the background"),
    ):
        app.c.settings.fast_start = FastStartModel(True, state)
        assert text in unescape(app.render())
