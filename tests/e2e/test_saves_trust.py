"""Saved games in the real page (issue #10): two tabs on one game, a full localStorage, a key
nested 10,000 deep, and an update accepted in one of two tabs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from e2e_kit import (
    Problems,
    current_save,
    play_turns,
    site_server,
    start_new_game,
    wait_for_app,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_game import boot_with, stored
from test_offline_update import make_version_b

from schotten.options import Options
from schotten.rules import new_game
from schotten.serialize import loads

pytestmark = pytest.mark.e2e


def test_two_tabs_follow_each_other_and_never_overwrite(context: BrowserContext) -> None:
    two_tabs_follow_each_other(context, "./")


def two_tabs_follow_each_other(context: BrowserContext, entry: str) -> None:
    """Two tabs of ``context`` opened at ``entry`` play one game in turn: each follows the
    other's moves and never writes over them; a game deleted in one leaves the other."""
    a = context.new_page()
    problems = Problems.watch(a)
    a.goto(entry)
    wait_for_app(a)
    start_new_game(a, names=("Ann", "Bob"), first="p1")
    play_turns(a, 2)
    b = context.new_page()
    b.goto(entry)
    wait_for_app(b)
    expect(b.locator(".resume")).to_contain_text("Welcome back")  # B resumes the game
    play_turns(b, 1)
    after_b = loads(current_save(b) or "")
    # A followed B's move through the storage event: behind the hand-over, as after a reload
    expect(a.locator(".resume")).to_contain_text("Welcome back")
    expect(a.locator("#announcer")).to_contain_text("as it stands now")
    play_turns(a, 1)
    after_a = loads(current_save(a) or "")
    assert after_a.history[: len(after_b.history)] == after_b.history  # B's move is kept
    assert len(after_a.history) > len(after_b.history)
    expect(b.locator("#announcer")).to_contain_text("as it stands now")
    # a game deleted in one tab: the other steps back to the saved-games list
    b.click("#app button[data-intent=go][data-arg=start]")
    b.click("#btn-saves")
    b.click("#app button[data-intent=delete]")
    b.click("#app button[data-intent=confirm-delete]")
    expect(a.locator("#app")).to_contain_text("deleted in another tab")
    expect(a.locator("#screen-title")).to_contain_text("Saved games")
    assert current_save(a) is None
    problems.check(a)


FILL_STORAGE = """() => {
  let chunk = "x".repeat(1 << 20), n = 0;
  while (chunk.length > 8) {
    try { localStorage.setItem("another-app/" + n++, chunk); }
    catch (error) { chunk = chunk.slice(0, chunk.length >> 1); }
  }
  return n;
}"""


def test_a_nested_key_and_a_full_storage_keep_every_game(page: Page, base_url: str) -> None:
    a_full_storage_keeps_every_game(page, base_url)


def a_full_storage_keeps_every_game(page: Page, base_url: str, query: str = "") -> None:
    """Unreadable keys and a storage that another app filled, with the game booted at
    ``base_url`` and ``query``: every game is still listed and opens, a move is
    refused its write only, and deleting a game makes room again."""
    pairs = (("Ann", "Bob", 1), ("Cy", "Di", 2))
    games = [new_game(Options(names=(a, b)), seed=s) for a, b, s in pairs]
    items, ids = stored(*games, current=None)
    deep = "[" * 10_000 + "]" * 10_000
    items["schotten-totten/game/gdeep"] = deep
    items["schotten-totten/settings"] = deep
    problems = boot_with(page, base_url, items, query)  # the game still starts
    page.click("#btn-saves")
    expect(page.locator(".save-line")).to_have_count(2)
    expect(page.locator(".save-unreadable")).to_have_count(2)
    expect(page.locator("#app")).to_contain_text("Unreadable data 1")

    page.evaluate(FILL_STORAGE)  # another app of the origin fills the storage
    page.reload()
    wait_for_app(page)
    expect(page.locator("#app")).not_to_contain_text("does not allow")
    page.click("#btn-saves")
    expect(page.locator(".save-line")).to_have_count(2)  # still listed
    page.click(f"#open-{ids[0]}")
    page.click("#btn-reveal")
    page.click("#hand button.card >> nth=0")
    page.click("button.side.placeable >> nth=0")
    expect(page.locator("#app")).to_contain_text("storage is full")  # only the write refused
    key = f"schotten-totten/game/{ids[0]}"
    assert loads(page.evaluate(f"localStorage.getItem('{key}')")) == games[0]
    page.click("#app button[data-intent=go][data-arg=start]")
    page.click("#btn-saves")
    page.click(f"#delete-{ids[1]}")  # deleting frees room
    page.click(f"#confirm-{ids[1]}")
    expect(page.locator(".save-line")).to_have_count(1)
    page.click(f"#open-{ids[0]}")
    page.click("#btn-reveal")
    page.click("#hand button.card >> nth=0")
    page.click("button.side.placeable >> nth=0")
    expect(page.locator("#app")).not_to_contain_text("storage is full")
    saved = loads(page.evaluate(f"localStorage.getItem('{key}')"))
    assert len(saved.history) == 1
    problems.check(page)


def test_a_forbidden_storage_is_said_and_the_game_still_plays(page: Page, base_url: str) -> None:
    """A browser that refuses the site its storage (a privacy setting): the game starts, says
    that games will not be kept, and plays."""
    page.add_init_script(
        "Object.defineProperty(window, 'localStorage', { get() {"
        " throw new DOMException('access is denied for this document', 'SecurityError'); } });"
    )
    page.goto(base_url)
    wait_for_app(page)
    expect(page.locator("#app")).to_contain_text("does not allow this app to store games")
    start_new_game(page, names=("Ann", "Bob"), first="p1")
    assert play_turns(page, 2) == "playing"


def test_an_update_accepted_in_one_tab_reloads_the_other(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    served = tmp_path / "site"
    shutil.copytree(site_dir, served)
    with site_server.running(served) as server:
        context = browser.new_context(base_url=server.url, service_workers="allow")
        try:
            one = context.new_page()
            one.goto("./")
            wait_for_app(one)
            wait_for_service_worker(one)
            two = context.new_page()
            two.goto("./")
            wait_for_app(two)
            make_version_b(served)
            one.reload()
            wait_for_app(one)
            expect(one.locator("#update-banner")).to_be_visible(timeout=60_000)
            two.reload()
            wait_for_app(two)
            expect(two.locator("#update-banner")).to_be_visible(timeout=60_000)
            with one.expect_event("load", timeout=60_000):
                one.click("#update-reload")
            wait_for_app(one)
            assert one.get_attribute("meta[name=deploy-mark]", "content") == "B"
            with two.expect_event("load", timeout=60_000):
                two.click("#update-reload")  # disabled itself without reloading before
            wait_for_app(two)
            assert two.get_attribute("meta[name=deploy-mark]", "content") == "B"
        finally:
            context.close()
