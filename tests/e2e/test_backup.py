"""Saves that survive the browser clearing its storage (#29), in Chromium: the browser is asked to
keep the storage when a game is first saved (once), Settings says whether it does, "Export
everything" downloads one file that "Import everything" brings back into an emptied storage
(and a second time adds nothing), a game saved here at another point is a question; axe, 44 px
targets and no horizontal scroll on the settings screen with its question at three sizes.

One page is booted for the module."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_kit import Problems, axe_violations, play_turns, start_new_game, wait_for_app
from playwright.sync_api import Browser, Page, expect
from test_game import no_horizontal_scroll, serious, small_targets

pytestmark = pytest.mark.e2e

SIZES = ((1024, 768), (768, 1024), (390, 844))

# navigator.storage.persist() as the page calls it: counted, then the browser's own answer
COUNT_PERSIST_JS = """(() => {
  const storage = navigator.storage;
  if (!storage || !storage.persist) return;
  const original = storage.persist.bind(storage);
  window.persistCalls = 0;
  storage.persist = () => { window.persistCalls += 1; return original(); };
})();"""

GAMES_JS = "() => Object.keys(localStorage).filter((k) => k.startsWith('schotten-totten/game/'))"


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": 1024, "height": 768},
        service_workers="block",
        locale="en-US",
        accept_downloads=True,
    )
    context.add_init_script(COUNT_PERSIST_JS)
    page = context.new_page()
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    yield page
    problems.check(page)
    context.close()


def to_settings(page: Page) -> None:
    page.locator('#app [data-intent="go"][data-arg="start"]').first.click()
    page.click("#btn-settings")
    expect(page.locator("#backup")).to_be_visible()


def audit(page: Page, name: str) -> None:
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        found = serious(axe_violations(page, "#app"))
        assert not found, f"{name} at {width}x{height}: {found}"
        no_horizontal_scroll(page)
        assert small_targets(page) == [], f"{name} at {width}x{height}"
    page.set_viewport_size({"width": 1024, "height": 768})


def test_the_browser_is_asked_once_when_a_game_is_first_saved(page: Page) -> None:
    assert page.evaluate("window.persistCalls") == 0  # nothing asked before a game is saved
    start_new_game(page, names=("Ann", "Bob"))
    play_turns(page, 2)
    page.wait_for_function("window.persistCalls === 1")
    page.locator('#app [data-intent="go"][data-arg="start"]').first.click()
    start_new_game(page, names=("Cy", "Di"))
    page.wait_for_timeout(300)
    assert page.evaluate("window.persistCalls") == 1
    kept = page.evaluate("navigator.storage.persisted()")
    to_settings(page)
    status = page.locator("#persist-status")
    if kept:
        expect(status).to_have_text(
            "This browser keeps your saved games: it will not clear them to make room."
        )
        expect(page.locator("#persist-ask")).to_have_count(0)
    else:
        expect(status).to_contain_text("This browser may clear your saved games")
        page.click("#persist-ask")
        page.wait_for_function("window.persistCalls === 2")
        expect(page.locator("#backup-messages")).to_contain_text("The browser")
    expect(page.locator("#backup-last")).to_have_text("Never exported from this device.")
    audit(page, "settings")


def test_export_everything_then_import_it_into_an_emptied_browser(
    page: Page, tmp_path: Path
) -> None:
    if page.locator("#backup").count() == 0:
        to_settings(page)
    games = sorted(page.evaluate(GAMES_JS))
    assert len(games) == 2
    with page.expect_download() as download:
        page.click("#backup-export")
    assert download.value.suggested_filename.startswith("Schotten Totten - backup - ")
    path = tmp_path / "backup.json"
    download.value.save_as(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "schotten-totten-backup" and len(data["games"]) == 2
    expect(page.locator("#backup-messages")).to_contain_text("Everything was exported")
    expect(page.locator("#backup-last")).to_contain_text("Last exported")
    saved = {k: page.evaluate("(k) => localStorage.getItem(k)", k) for k in games}

    page.evaluate("localStorage.clear()")  # the browser cleared the site's storage
    page.reload()
    wait_for_app(page)
    assert page.evaluate(GAMES_JS) == []
    page.click("#btn-settings")
    with page.expect_file_chooser() as chooser:
        page.click("#backup-import")
    chooser.value.set_files(str(path))
    messages = page.locator("#backup-messages")
    expect(messages.locator("p")).to_have_text(["The backup was imported.", "2 games added."])
    after = {k: page.evaluate("(k) => localStorage.getItem(k)", k) for k in games}
    assert after == saved  # the very saves, under the same ids

    page.click("#btn-back")
    page.click("#btn-saves")
    expect(page.locator("#app .save-line")).to_have_count(2)
    expect(page.locator("#app")).to_contain_text("Ann vs Bob")
    page.click(f"#open-{games[0].split('/')[-1]}")
    expect(page.locator("#btn-reveal")).to_be_visible()

    to_settings(page)  # the same file again: nothing to add
    with page.expect_file_chooser() as chooser:
        page.click("#backup-import")
    chooser.value.set_files(str(path))
    expect(messages).to_contain_text("2 games were already here.")
    assert {k: page.evaluate("(k) => localStorage.getItem(k)", k) for k in games} == saved


def test_a_game_saved_here_at_another_point_is_asked_about(page: Page, tmp_path: Path) -> None:
    to_settings(page)
    with page.expect_download() as download:
        page.click("#backup-export")
    path = tmp_path / "backup.json"
    download.value.save_as(path)
    page.click("#btn-back")
    page.click("#btn-continue")
    play_turns(page, 1)  # a game moves on after the backup
    before = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    to_settings(page)
    with page.expect_file_chooser() as chooser:
        page.click("#backup-import")
    chooser.value.set_files(str(path))
    question = page.locator("#backup-question")
    expect(question).to_contain_text("also saved here, at another point")
    expect(page.locator("#backup-question-text")).to_be_focused()
    audit(page, "settings with the import's question")
    page.click("#backup-cancel")
    expect(page.locator("#backup-messages")).to_have_text("Nothing was imported.")
    after = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    assert after == before
    with page.expect_file_chooser() as chooser:
        page.click("#backup-import")
    chooser.value.set_files(str(path))
    page.click("#backup-keep")
    expect(page.locator("#backup-messages")).to_contain_text("1 game kept twice")
    assert len(page.evaluate(GAMES_JS)) == 3
