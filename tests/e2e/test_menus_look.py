"""The screens around the board in the browser, on one boot shared by the tests of this file
(in order, from a first visit): the start screen fits with the first lesson first, the
settings' switches, a disabled button under the pointer, "You" against the computer and the
form that remembers it, the form for two devices, the statistics' chart printed and its
buttons apart. Axe, 44 px targets and no horizontal scroll at 1366x768, 834x1194 and 360x640."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_kit import axe_violations, checked_page
from playwright.sync_api import Browser, Page, expect
from test_game import no_horizontal_scroll, serious, small_targets

from schotten.stats import GameRecord, RoundRecord, dump_records

pytestmark = pytest.mark.e2e

LAPTOP, TABLET, PHONE = (1366, 768), (834, 1194), (360, 640)
SIZES = (LAPTOP, TABLET, PHONE)
FELT = ((0x16, 0x28, 0x1F), (0x1E, 0x35, 0x29), (0x27, 0x43, 0x2F))  # css/game.css --felt*


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    with checked_page(browser, base_url, "?bot_pause_ms=60") as page:
        yield page


def looks_right(page: Page, name: str) -> None:
    """No serious axe finding, no target under 44 px, no horizontal scroll, at each size."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        no_horizontal_scroll(page)
        found = serious(axe_violations(page, "#app"))
        assert not found, f"{name} at {width}x{height}: {found}"
        small = small_targets(page)
        assert not small, f"{name} at {width}x{height}: {small}"
    page.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})


def rgb(css: str) -> tuple[float, float, float, float]:
    inside = css[css.index("(") + 1 : css.index(")")]
    parts = [float(x) for x in inside.replace("/", ",").split(",")]
    return (parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)


def luminance(color: tuple[float, ...]) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = color[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def to_start(page: Page) -> None:
    if page.locator("#nav-menu").count():
        page.click("#nav-menu")
    elif page.locator("#btn-back, #stats-back").count():
        page.click("#btn-back, #stats-back")
    page.wait_for_selector("#btn-new")


def test_the_first_visit_puts_the_first_lesson_on_top_and_fits(page: Page) -> None:
    first = page.locator("#app button").first
    expect(first).to_have_id("invite-start")
    expect(page.locator("#app .btn.primary")).to_have_count(1)
    tagline = page.inner_text(".tagline")
    assert "tablet" not in tagline.lower()
    for lang in ("fr", "es", "pt", "en"):  # the longest words too
        page.click("#btn-settings")
        page.click(f"#lang-{lang}")
        page.click("#btn-back")
        for width, height in (LAPTOP, PHONE):
            page.set_viewport_size({"width": width, "height": height})
            where = f"{lang} at {width}x{height}"
            overflow = page.evaluate("document.documentElement.scrollHeight - window.innerHeight")
            assert overflow <= 0, f"the start screen scrolls by {overflow}px, {where}"
            for selector in ("#invite-start", "#btn-new", "#btn-stats"):
                box = page.locator(selector).bounding_box()
                assert box is not None and box["y"] + box["height"] <= height, (where, selector)
            start, new = (page.locator(s).bounding_box() for s in ("#invite-start", "#btn-new"))
            assert start is not None and new is not None and start["y"] < new["y"]
    expect(page.locator("#btn-new")).to_have_text("New game")
    looks_right(page, "the start screen of a first visit")


def test_the_settings_are_switches_with_their_state_in_words(page: Page) -> None:
    page.click("#btn-settings")
    for id_ in ("setting-sound", "setting-animations", "hints-setting"):
        switch = page.locator(f"#{id_}")
        expect(switch).to_have_attribute("role", "switch")
        before = switch.get_attribute("aria-checked")
        word = "On" if before == "true" else "Off"
        expect(switch.locator(".switch-state")).to_have_text(word)
        expect(switch.locator(".switch-thumb")).to_be_visible()
        box = switch.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 200
        track = switch.locator(".switch-thumb").bounding_box()
        switch.click()
        after = page.locator(f"#{id_}")
        expect(after).to_be_focused()
        expect(after).to_have_attribute("aria-checked", "false" if before == "true" else "true")
        expect(after.locator(".switch-state")).to_have_text("Off" if word == "On" else "On")
        moved = after.locator(".switch-thumb").bounding_box()
        assert track is not None and moved is not None and moved["x"] != track["x"]
        page.keyboard.press("Space")  # a switch turns with the keyboard too, and back
        expect(page.locator(f"#{id_}")).to_have_attribute("aria-checked", str(before))
    expect(page.locator("#hints-setting")).to_have_accessible_description(
        page.inner_text("#hints-status")
    )
    looks_right(page, "the settings")
    page.click("#btn-back")


def test_against_the_computer_you_play_and_a_disabled_button_looks_disabled(page: Page) -> None:
    page.click("#btn-new")
    page.click("#opponent-medium")
    page.click("#first-p1")
    page.click("#btn-start")
    page.wait_for_selector('.board-screen[data-bot-turn="0"]')
    expect(page.locator("#screen-title")).to_have_text("Your turn")
    card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    page.click(f"#hand-{card}")
    stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    page.click(f"#side-{stone}")
    expect(page.locator("#log")).to_contain_text("You played")
    page.click("#btn-end")  # the pointer stays on it while the computer plays and after
    page.wait_for_selector('.board-screen[data-bot-turn="0"]', timeout=30_000)
    end = page.locator("#btn-end")
    expect(end).to_be_disabled()
    page.mouse.move(0, 0)
    still = end.evaluate("(el) => getComputedStyle(el).backgroundColor")
    end.hover()
    style = end.evaluate(
        "(el) => { const s = getComputedStyle(el); return [s.backgroundColor, s.color,"
        " s.borderTopStyle, s.cursor]; }"
    )
    background, color, border, cursor = style
    assert background == still, "a disabled button changes under the pointer"
    fill = rgb(background)
    assert fill[3] <= 0.1, f"a disabled button is filled: {background}"
    assert border == "dashed" and cursor == "default"
    worst = min(contrast(rgb(color), felt) for felt in FELT)
    assert worst >= 3, f"the disabled text is {worst:.2f}:1 on the felt"
    enabled = page.locator("#btn-hint")  # an enabled button of the same screen is filled
    assert rgb(enabled.evaluate("(el) => getComputedStyle(el).color")) != rgb(color)


def test_the_form_chooses_the_last_opponent_again(page: Page) -> None:
    to_start(page)
    continued = page.inner_text("#btn-continue")
    assert continued.startswith("Continue: You vs Computer (medium)")
    page.click("#btn-new")
    expect(page.locator("#opponent-medium")).to_be_checked()
    expect(page.locator("#name1")).to_have_value("")
    expect(page.locator("#name2")).to_be_hidden()  # the computer names itself
    page.click("#opponent-human")
    expect(page.locator("#name2")).to_be_visible()
    page.click("#app button[data-intent=go][data-arg=start]")


def test_play_on_two_devices_has_its_own_form_and_the_start_screen_still_fits(page: Page) -> None:
    """#45: "Play on two devices" under "New game" (and "Continue"): the start screen still
    fits; its form asks this device's name and the game, not an opponent."""
    to_start(page)
    for lang in ("es", "en"):  # the longest words, then back to English
        page.click("#btn-settings")
        page.click(f"#lang-{lang}")
        page.click("#btn-back")
        for width, height in (LAPTOP, PHONE):
            page.set_viewport_size({"width": width, "height": height})
            overflow = page.evaluate("document.documentElement.scrollHeight - window.innerHeight")
            assert overflow <= 0, (
                f"the start screen scrolls by {overflow}px, {lang} {width}x{height}"
            )
            box = page.locator("#btn-two-devices").bounding_box()
            assert box is not None and box["y"] + box["height"] <= height
    page.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
    page.click("#btn-two-devices")
    expect(page.locator("#screen-title")).to_have_text("Play on two devices")
    expect(page.locator("#name1")).to_be_visible()
    expect(page.locator("#name2, input[name=opponent], input[name=first]")).to_have_count(0)
    expect(page.locator("#peer-internet")).not_to_be_checked()
    expect(page.locator("#peer-internet-help")).to_contain_text("stun.l.google.com")
    for width, height in (LAPTOP, TABLET):
        page.set_viewport_size({"width": width, "height": height})
        box = page.locator("#btn-pair-start").bounding_box()
        assert box is not None and box["y"] + box["height"] <= height, (width, height)
    looks_right(page, "the form for two devices")
    page.click("#app button[data-intent=go][data-arg=start]")
    page.wait_for_selector("#btn-two-devices")


def test_the_statistics_print_their_chart_and_keep_reset_apart(page: Page) -> None:
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
        for i, (level, winner) in enumerate([("easy", 0)] * 3 + [("easy", 1), ("hard", 1)])
    ]
    page.evaluate(
        "(text) => localStorage.setItem('schotten-totten/stats', text)", dump_records(records)
    )
    to_start(page)
    page.click("#btn-stats")
    chart = page.locator("svg.stats-chart")
    expect(chart).to_be_visible()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        # printed, not only in a title: each label in view, at 12 px or more on screen
        texts = page.evaluate(
            """() => [...document.querySelectorAll('svg.stats-chart text')].map((el) => {
                 const r = el.getBoundingClientRect();
                 return [el.textContent, r.height, r.width];
               })"""
        )
        words = [t for t, _, _ in texts]
        assert "Classic, easy" in words and "3 wins · 1 loss" in words and "1 loss" in words
        assert all(h >= 12 and w > 0 for _, h, w in texts), (width, texts)
        export, imp, reset = (
            page.locator(s).bounding_box()
            for s in ("#stats-export", "#stats-import", "#stats-reset")
        )
        assert export is not None and imp is not None and reset is not None
        if abs(export["y"] - imp["y"]) < 1:  # side by side
            assert imp["x"] - (export["x"] + export["width"]) >= 8, width
        else:
            assert imp["y"] - (export["y"] + export["height"]) >= 8, width
        below = max(export["y"] + export["height"], imp["y"] + imp["height"])
        assert reset["y"] - below >= 24, f"Reset is not apart at {width}: {reset['y'] - below}"
    page.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
    looks_right(page, "the statistics")
