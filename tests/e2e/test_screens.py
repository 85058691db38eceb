"""The screens around the game in the browser: the new-game form and the saved-games list at
the phone and tablet sizes ("Start" in view; against the computer and with a notice, no
sideways scroll and axe too: the plain form and list are in test_table_fit.py), dates in the
page's language, a duplicate import, a finished match not offered as Continue, Continue through
the hand-over."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_kit import Problems, axe_violations, play_round, play_turns, wait_for_app
from playwright.sync_api import Browser, Page, expect
from test_game import no_horizontal_scroll, serious, stored

from schotten.options import Options
from schotten.rules import new_game
from ui.storage.layout import INDEX_KEY

pytestmark = pytest.mark.e2e

PHONE = (390, 664)
TABLETS = ((834, 1194), (1194, 834))


@pytest.fixture
def utc_page(browser: Browser, base_url: str) -> Iterator[Page]:
    """A page in English, in UTC (the dates below are fixed), checked for errors at the end."""
    page = browser.new_page(
        base_url=base_url, service_workers="block", locale="en-US", timezone_id="UTC"
    )
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    problems = Problems.watch(page)
    yield page
    problems.check(page)
    page.close()


def boot(page: Page, items: dict[str, str]) -> None:
    page.goto("./manifest.webmanifest")  # same origin, no game yet
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )
    page.goto("./")
    wait_for_app(page)


def fits(page: Page, name: str, start: str | None = None, *, audit: bool = True) -> None:
    """No horizontal scroll, no serious axe finding (``audit``; the plain form and list are
    audited by test_table_fit.py); on a tablet, ``start`` is in view."""
    for width, height in (PHONE, *TABLETS):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        if audit:
            no_horizontal_scroll(page)
            found = serious(axe_violations(page, "#app"))
            assert not found, f"{name} at {width}x{height}: {found}"
        if start is not None and (width, height) in TABLETS:
            box = page.locator(start).bounding_box()
            assert box is not None and box["y"] + box["height"] <= height, (
                f"{name} at {width}x{height}: {start} below the fold ({box})"
            )


def test_the_form_and_the_saved_games_fit_and_say_it_in_words(utc_page: Page) -> None:
    page = utc_page
    people = new_game(Options(names=("Amélie", "Bob"), first_player=0), seed=1)
    computer = new_game(
        Options(variant="tactical", names=("Ann", "computer"), bots=(None, "hard")), seed=2
    )
    items, ids = stored(people, computer, current=None)
    index = json.loads(items[INDEX_KEY])
    for n, entry in enumerate(index):
        entry["updated"] = 1_700_000_000 + n * 86_400  # 14 and 15 Nov 2023, 22:13 UTC
    items[INDEX_KEY] = json.dumps(index)
    boot(page, items)

    page.click("#btn-new")
    fits(page, "new game", "#btn-start", audit=False)
    page.set_viewport_size({"width": 1194, "height": 834})
    expect(page.locator("#name2")).to_be_visible()
    page.click("#opponent-hard")
    expect(page.locator("#name2")).to_be_hidden()  # the computer names itself
    expect(page.locator("#name1")).to_have_accessible_name("Your name")
    expect(page.locator("#first-p2")).to_have_accessible_name("The computer")
    fits(page, "new game against the computer", "#btn-start")
    page.click("#opponent-human")
    expect(page.locator("#name2")).to_be_visible()
    expect(page.locator("#name1")).to_have_accessible_name("First player's name")

    page.click("#app button[data-intent=go][data-arg=start]")
    page.click("#btn-saves")
    people_line, computer_line = (page.locator(f"#save-{i}") for i in ids)
    expect(people_line).to_contain_text("Classic game · Two players")
    expect(people_line).to_contain_text(re.compile(r"Last played Nov 14, 2023, 10:13\sPM"))
    expect(computer_line).to_contain_text("Tactical game · Against the computer (hard)")
    expect(computer_line).to_contain_text("Ann vs Computer (hard)")
    opener = page.locator(f"#open-{ids[0]}")
    expect(opener).to_have_text("Open")
    expect(opener).to_have_accessible_name("Open Amélie vs Bob")
    delete = page.locator(f"#delete-{ids[0]}").bounding_box()
    box = opener.bounding_box()
    assert box is not None and delete is not None and delete["x"] - box["x"] > 200

    page.click("#btn-back")
    page.click("#btn-settings")
    page.click("#lang-fr")
    page.click("#btn-back")
    page.click("#btn-saves")
    expect(people_line).to_contain_text(re.compile(r"Jouée le 14 nov\. 2023(,| à) 22:13"))
    expect(people_line).to_contain_text("Partie classique · Deux joueurs")
    expect(computer_line).to_contain_text("Ann contre Ordinateur (difficile)")
    page.click(f"#open-{ids[0]}")
    expect(page.locator("#screen-title")).to_have_text("Passe la tablette à Amélie")
    page.click("#btn-reveal")
    expect(page.locator("#screen-title")).to_have_text("Au tour d'Amélie")


def test_duplicate_import_finished_match_and_continue_through_the_hand_over(
    utc_page: Page, tmp_path: Path
) -> None:
    page = utc_page
    boot(page, {})
    page.click("#btn-new")
    page.click("#first-p1")
    page.click("#btn-start")
    play_turns(page, 2)
    page.click("#btn-reveal")
    expect(page.locator("#hand button.card").first).to_be_visible()
    page.click("#nav-menu")
    page.click("#btn-continue")  # whoever holds the tablet now: the hand-over first
    expect(page.locator("#btn-reveal")).to_be_visible()
    assert page.locator("#hand").count() == 0
    page.click("#btn-reveal")
    expect(page.locator("#hand button.card").first).to_be_visible()

    page.click("#nav-menu")
    page.click("#btn-saves")
    page.click("#app button[data-intent=export]")  # mid-game between people: a warning first
    with page.expect_download() as info:
        page.click("#app button[data-intent=confirm-export]")
    expect(page.locator(".message.tone-success")).to_contain_text("downloaded")
    path = tmp_path / "game.json"
    info.value.save_as(path)
    with page.expect_file_chooser() as chooser:
        page.click("#btn-import")
    chooser.value.set_files(path)
    expect(page.locator(".message")).to_contain_text("already in your saved games")
    expect(page.locator(".save-line")).to_have_count(1)
    fits(page, "saved games with a message")
    page.click("#btn-back")  # the next action: the message goes
    expect(page.locator(".message")).to_have_count(0)

    page.click("#btn-continue")
    play_round(page)  # a one-round match: over
    page.click("#app button[data-intent=go][data-arg=start]")
    expect(page.locator("#btn-continue")).to_have_count(0)
    page.reload()
    wait_for_app(page)
    expect(page.locator("#btn-continue")).to_have_count(0)
