"""The table in motion in the browser, on one boot: the last-turn strip names the other side's
actions (against the computer and between people) and marks its cards; a placed card moves
(Web Animations) but nothing moves under reduced motion or with "Animations" off; sound cues
are recorded only while "Sound" is on; axe on the board."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_kit import ANSWERED_JS, axe_violations, checked_page, start_new_game
from playwright.sync_api import Browser, Page
from test_game import serious

pytestmark = pytest.mark.e2e

PAUSE_MS = 120
ANIMATIONS_JS = "() => document.getAnimations().length"
PLAYED_JS = "() => [...globalThis.schotten.sound.played]"


@pytest.fixture(scope="module")
def table_page(browser: Browser, base_url: str) -> Iterator[Page]:
    """One boot for the whole file (a tablet-sized touch-less page), checked for errors."""
    with checked_page(browser, base_url, f"?bot_pause_ms={PAUSE_MS}") as page:
        yield page


def to_start(page: Page) -> None:
    if page.locator("#nav-menu").count():
        page.click("#nav-menu")
    page.wait_for_selector("#btn-new")


def set_switch(page: Page, key: str, on: bool) -> None:
    to_start(page)
    page.click("#btn-settings")
    switch = page.locator(f"#setting-{key}")
    if (switch.get_attribute("aria-checked") == "true") != on:
        switch.click()
    assert page.locator(f"#setting-{key}").get_attribute("aria-checked") == str(on).lower()
    page.click("#btn-back")


def start_vs_computer(page: Page) -> None:
    to_start(page)
    page.click("#btn-new")
    page.wait_for_selector("#new-game-form")
    page.click("#variant-classic")
    page.click("#opponent-easy")
    page.click("#first-p1")
    page.click("#btn-start")
    page.wait_for_selector('.board-screen[data-bot-turn="0"]')


def place_a_card(page: Page) -> int:
    """Click the first card of the hand and its first legal side; the number of animations
    running right after the click returned (the board is already updated then)."""
    card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    page.click(f"#hand-{card}")
    stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    return int(
        page.evaluate(
            "async (stone) => {"
            + ANSWERED_JS
            + " document.getElementById('side-' + stone).click(); await answered();"
            " return document.getAnimations().length; }",
            stone,
        )
    )


def test_against_the_computer_its_last_turn_motion_and_sound(table_page: Page) -> None:
    page = table_page
    set_switch(page, "sound", True)
    start_vs_computer(page)
    assert "Computer" not in (page.text_content("#app h1") or "")
    before = len(page.evaluate(PLAYED_JS))
    assert place_a_card(page) > 0  # the card travels from the hand to its slot
    assert page.evaluate(PLAYED_JS)[before:] == ["placed"]
    heading = page.evaluate(  # read as the click is answered: the computer's turn is paced, short
        "async () => {"
        + ANSWERED_JS
        + " document.getElementById('btn-end').click(); await answered();"
        " return document.querySelector('#app h1').textContent; }"
    )
    assert "Computer (easy)" in heading  # its turn, in the heading
    page.wait_for_selector('.board-screen[data-bot-turn="0"]', timeout=20_000)
    strip = page.text_content("#last-turn") or ""
    assert "Last turn by Computer (easy)" in strip and "Computer (easy) played" in strip
    assert "ended the turn" in strip
    assert page.locator(".side.theirs .card.recent").count() == 1
    assert "just played" in (page.text_content(".side.theirs .card.recent") or "")
    assert "placed" in page.evaluate(PLAYED_JS)[before + 1 :]  # its card too
    found = serious(axe_violations(page, "#app"))
    assert not found, found
    place_a_card(page)  # the person acts: the marks go
    assert page.locator(".card.recent").count() == 0
    assert page.locator("#last-turn.empty").count() == 1


def test_no_motion_under_reduced_motion_nor_with_the_setting_off_and_no_sound_off(
    table_page: Page,
) -> None:
    page = table_page
    page.emulate_media(reduced_motion="reduce")
    start_vs_computer(page)
    assert place_a_card(page) == 0
    page.emulate_media(reduced_motion="no-preference")
    set_switch(page, "animations", False)
    set_switch(page, "sound", False)
    start_vs_computer(page)
    played = len(page.evaluate(PLAYED_JS))
    assert place_a_card(page) == 0
    page.click("#btn-end")
    page.wait_for_selector('.board-screen[data-bot-turn="0"]', timeout=20_000)
    assert page.evaluate(ANIMATIONS_JS) == 0
    assert len(page.evaluate(PLAYED_JS)) == played  # sound off: no cue
    set_switch(page, "animations", True)


def test_between_people_the_board_marks_the_other_players_last_turn(table_page: Page) -> None:
    page = table_page
    to_start(page)
    start_new_game(page, names=("Ann", "Bob"), first="p1")
    card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    page.click(f"#hand-{card}")
    stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    page.click(f"#side-{stone}")
    page.click("#btn-end")
    page.wait_for_selector("#btn-reveal")
    assert "Ann played" in (page.text_content("#app") or "")  # the hand-over's sentence
    page.click("#btn-reveal")
    page.wait_for_selector("#hand")
    assert "Bob" in (page.text_content("#app h1") or "")
    strip = page.text_content("#last-turn") or ""
    assert "Last turn by Ann" in strip and "Ann played" in strip
    recent = page.locator(f'.stone-col[data-stone="{stone}"] .side.theirs .card.recent')
    assert recent.count() == 1 and recent.get_attribute("data-card") == card
    found = serious(axe_violations(page, "#app"))
    assert not found, found
