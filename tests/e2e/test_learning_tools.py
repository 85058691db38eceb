"""The learning tools in the browser, on one boot shared by the tests of this file (in order):
a hint against the computer, the card tracker by its shortcut, a take-back of a whole turn,
the statistics screen; axe, 44 px targets and no horizontal scroll on the hint panel and the
card tracker at three sizes (the statistics screen's are in test_table_fit.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from e2e_kit import axe_violations, checked_page, current_save
from playwright.sync_api import Browser, Page

from schotten.options import Options
from schotten.rules import new_game
from schotten.stats import GameRecord, RoundRecord, dump_records

pytestmark = pytest.mark.e2e

PAUSE_MS = 120
SIZES = ((1024, 768), (768, 1024), (390, 844))
SMALL_TARGETS_JS = """() => [...document.querySelectorAll('#app button, #app summary')]
  .filter((el) => el.getClientRects().length)
  .map((el) => [el, el.getBoundingClientRect()])
  .filter(([el, r]) => r.width < 43.5 || r.height < 43.5)
  .map(([el, r]) => `${el.id || el.className} ${Math.round(r.width)}x${Math.round(r.height)}`)"""


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    with checked_page(browser, base_url, f"?bot_pause_ms={PAUSE_MS}") as page:
        yield page


def my_turn(page: Page) -> None:
    page.wait_for_selector('.board-screen[data-bot-turn="0"]', timeout=30_000)


def one_turn(page: Page) -> None:
    card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    page.click(f"#hand-{card}")
    stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    page.click(f"#side-{stone}")
    page.click("#btn-end")


def learning_record(page: Page) -> dict[str, object] | None:
    text = page.evaluate(
        "() => { const id = localStorage.getItem('schotten-totten/current');"
        " return localStorage.getItem('schotten-totten/learning/' + id); }"
    )
    return json.loads(text) if text else None


def check_sizes(page: Page, context: str) -> None:
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        violations = axe_violations(page, context)
        assert not violations, (width, violations)
        scroll = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert scroll <= 0, (width, scroll)
        small = page.evaluate(SMALL_TARGETS_JS)
        assert not small, (width, small)
    page.set_viewport_size({"width": 1024, "height": 768})


def test_a_hint_against_the_computer(page: Page) -> None:
    page.click("#btn-new")
    page.click("#opponent-easy")
    page.click("#first-p1")
    page.click("#btn-start")
    my_turn(page)
    page.click("#btn-hint")
    panel = page.locator("#hint-panel")
    panel.wait_for()
    text = panel.inner_text()
    assert "%" in text and "stone" in text
    hinted = page.locator("#hand button.card.hinted")
    assert hinted.count() == 1
    assert page.locator("#btn-hint").get_attribute("aria-pressed") == "true"
    assert learning_record(page) == {
        "format": "schotten-totten-learning",
        "version": 2,
        "hints": [0],
        "takebacks": 0,
        "takeback_plies": [],
    }
    check_sizes(page, "#hint-panel")


def test_the_card_tracker_by_its_shortcut(page: Page) -> None:
    page.locator("#screen-title").focus()
    page.keyboard.press("t")
    page.locator("#tracker").wait_for()
    assert page.locator("#tracker td").count() == 54
    hand = page.locator("#hand button.card").evaluate_all("(bs) => bs.map((b) => b.dataset.arg)")
    for card in hand:
        assert page.get_attribute(f"#track-{card}", "data-place") == "hand"
    assert page.locator("#tracker td[data-place=unseen]").count() == 54 - len(hand)
    assert "in hand" in page.inner_text(f"#track-{hand[0]}")
    check_sizes(page, "#tracker")
    page.keyboard.press("t")
    page.locator("#tracker").wait_for(state="detached")


def test_take_back_a_whole_turn_against_the_computer(page: Page) -> None:
    one_turn(page)
    my_turn(page)
    before = current_save(page)
    one_turn(page)
    my_turn(page)
    assert current_save(page) != before
    page.click("#btn-takeback")
    my_turn(page)
    assert current_save(page) == before
    record = learning_record(page)
    assert record is not None and record["takebacks"] == 1
    assert len(record["takeback_plies"]) == 1  # where the game went back to, for the replay


def test_the_statistics_screen(page: Page) -> None:
    state = new_game(Options(first_player=0), seed=3)
    record = GameRecord(
        "g1",
        1_700_000_000.0,
        "classic",
        ("Ann", "computer"),
        (None, "easy"),
        0,
        (1, 0),
        (RoundRecord(0, (5, 2), "five"),),
    )
    people = GameRecord(
        "g2",
        1_700_000_100.0,
        state.options.variant,
        ("Ann", "Bob"),
        (None, None),
        1,
        (0, 1),
        (RoundRecord(1, (1, 3), "adjacent"),),
    )
    page.evaluate(
        "(text) => localStorage.setItem('schotten-totten/stats', text)",
        dump_records([record, people]),
    )
    page.click("#nav-menu")
    page.click("#btn-stats")
    page.locator("#stats-table").wait_for()
    assert "2 finished matches" in page.inner_text("#stats-games")
    assert "Classic, easy" in page.inner_text("#stats-table")
    assert "Ann 0-1 Bob" in page.inner_text("#stats-h2h")
    assert page.locator("svg.stats-chart rect").count() >= 1
