"""Python in the game's worker where the browser cannot suspend it while the page reads or
writes localStorage for it (#30: Safari, iOS and iPadOS have no JavaScript Promise Integration;
Firefox has it since 153 ESR and suspends, tests/browsers): the worker blocks in a synchronous
request that the service worker holds until the page posts the answer (``<html
data-wait="block">``, sync-message). It needs the service worker in control: a first visit
installs it before Python starts. ``?wait=block`` asks for this in Chromium, which could
suspend; WebKit blocks natively (tests/browsers/test_webkit.py).

Every guarantee of the saves holds as with Python suspended (the same scenarios as
test_saves_trust.py: two tabs, unreadable keys, a full storage), a game is saved and resumed,
the main thread holds no long task while the game boots and while the computer thinks, and a
service worker that cannot answer the worker (an older version's) means Python in the page."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from e2e_kit import (
    LONG_TASKS_INIT_JS,
    MainThread,
    Problems,
    bot_turns,
    long_tasks,
    main_thread_work,
    person_turn,
    play_turns,
    site_build,
    site_server,
    start_new_game,
    start_vs_computer,
    wait_for_app,
    wait_for_person,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_main_thread import boot_tasks, check_main_thread, ready_ms
from test_saves_trust import a_full_storage_keeps_every_game, two_tabs_follow_each_other

from schotten.serialize import loads

pytestmark = [pytest.mark.e2e, pytest.mark.worker, pytest.mark.slow]

BLOCK = "?wait=block"


def in_the_worker(page: Page) -> tuple[str | None, str | None]:
    return page.get_attribute("html", "data-runtime"), page.get_attribute("html", "data-wait")


@dataclass
class FirstVisit:
    runtime: tuple[str | None, str | None]
    start: str | None
    tasks: list[tuple[float, float]]
    work: MainThread  # what the main thread did
    sw_before_ready: bool  # the service worker controlled the page before the game was ready


@pytest.fixture(scope="module")
def installed(browser: Browser, base_url: str) -> Iterator[tuple[BrowserContext, FirstVisit]]:
    """A context whose first visit (Python blocking: the service worker is installed first)
    stored the snapshot, and what that visit showed. Its storage is emptied before each test
    (``fresh``)."""
    context = browser.new_context(base_url=base_url, service_workers="allow")
    context.add_init_script(LONG_TASKS_INIT_JS)
    context.add_init_script(CONTROLLED_JS)
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        with main_thread_work(browser, page) as work:
            page.goto(f"./{BLOCK}")
            wait_for_app(page)
        first = FirstVisit(
            in_the_worker(page),
            page.get_attribute("html", "data-start"),
            boot_tasks(page),
            work,
            bool(page.evaluate("window.schottenControlledAt") < ready_ms(page)),
        )
        page.wait_for_selector(
            "html[data-snapshot=stored], html[data-snapshot=failed]",
            state="attached",
            timeout=120_000,
        )
        problems.check(page)
        page.close()
        yield context, first
    finally:
        context.close()


# When the service worker took control of the page (page clock).
CONTROLLED_JS = """
window.schottenControlledAt = Infinity;
navigator.serviceWorker.addEventListener("controllerchange", () => {
  window.schottenControlledAt = performance.now();
});
"""


@pytest.fixture
def fresh(installed: tuple[BrowserContext, FirstVisit]) -> BrowserContext:
    """The installed context with its localStorage empty and no page open."""
    context, _ = installed
    page = context.new_page()
    page.goto("./manifest.webmanifest")  # the origin, without the game
    page.evaluate("localStorage.clear()")
    page.close()
    return context


def test_a_first_visit_installs_the_service_worker_then_runs_python_in_the_worker(
    installed: tuple[BrowserContext, FirstVisit],
) -> None:
    _, first = installed
    assert first.runtime == ("worker", "block")
    assert first.start == "normal"
    assert first.sw_before_ready
    check_main_thread("first visit, Python blocking", first.work, first.tasks)


def test_without_a_service_worker_python_runs_in_the_page(page: Page) -> None:
    problems = Problems.watch(page)  # service workers blocked: as a browser without them
    page.goto(f"./{BLOCK}")
    wait_for_app(page)
    assert in_the_worker(page) == ("page", None)
    problems.check(page)


def test_a_game_is_saved_and_resumed_with_python_blocking(
    fresh: BrowserContext, browser: Browser
) -> None:
    page = fresh.new_page()
    problems = Problems.watch(page)
    with main_thread_work(browser, page) as work:
        page.goto(f"./{BLOCK}")
        wait_for_app(page)
    assert in_the_worker(page) == ("worker", "block")
    assert page.get_attribute("html", "data-start") == "snapshot"
    check_main_thread("returning visit, Python blocking", work, boot_tasks(page))
    start_new_game(page, names=("Ann", "Bob"), first="p1")
    play_turns(page, 3)
    saved = page.evaluate(
        "localStorage.getItem('schotten-totten/game/' + localStorage.getItem("
        "'schotten-totten/current'))"
    )
    assert len(loads(saved).history) >= 3
    page.reload()
    wait_for_app(page)
    assert in_the_worker(page) == ("worker", "block")
    expect(page.locator(".resume")).to_contain_text("Welcome back")
    page.click("#btn-reveal")
    expect(page.locator("#hand button.card")).to_have_count(6)
    problems.check(page)
    page.close()


def test_two_tabs_follow_each_other_with_python_blocking(fresh: BrowserContext) -> None:
    two_tabs_follow_each_other(fresh, f"./{BLOCK}")
    for page in fresh.pages:
        assert in_the_worker(page) == ("worker", "block")
        page.close()


def test_a_full_storage_keeps_every_game_with_python_blocking(
    fresh: BrowserContext, base_url: str
) -> None:
    page = fresh.new_page()
    a_full_storage_keeps_every_game(page, base_url, BLOCK)
    assert in_the_worker(page) == ("worker", "block")
    page.evaluate(  # the other app's keys, for the next test
        "Object.keys(localStorage).filter((k) => k.startsWith('another-app/'))"
        ".forEach((k) => localStorage.removeItem(k))"
    )
    page.close()


def test_the_computer_thinks_without_a_long_task_with_python_blocking(
    fresh: BrowserContext, browser: Browser
) -> None:
    page = fresh.new_page()
    problems = Problems.watch(page)
    page.goto(f"./{BLOCK}&bot_pause_ms=120")
    wait_for_app(page)
    assert in_the_worker(page) == ("worker", "block")
    start_vs_computer(page, "hard", tap=False)
    wait_for_person(page)
    windows: list[tuple[float, float]] = []
    with main_thread_work(browser, page) as work:
        for _ in range(4):
            if person_turn(page, tap=False, windows=windows):
                break
    assert bot_turns(page) >= 4, "the computer's turns were not shown"
    tasks = [task for a, b in windows for task in long_tasks(page, a, b)]
    check_main_thread(f"the computer's {len(windows)} turns, Python blocking", work, tasks)
    problems.check(page)
    page.close()


def without_sync_messages(sw_template: Path, out: Path) -> Path:
    """A copy of sw.js as an older version was: no sync-message listener."""
    lines = sw_template.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if "syncMessage" not in line and "sync-message/" not in line]
    assert len(lines) - len(kept) == 3, "sw.js's sync-message lines have changed"
    out.write_text("".join(kept), encoding="utf-8")
    return out


def test_a_service_worker_that_cannot_answer_means_python_in_the_page(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    served = tmp_path / "site"
    shutil.copytree(site_dir, served)
    template = without_sync_messages(site_build.ROOT / "sw.js", tmp_path / "sw.js")
    site_build.write_service_worker(served, template)
    with site_server.running(served) as server:
        context = browser.new_context(base_url=server.url, service_workers="allow")
        try:
            page = context.new_page()
            problems = Problems.watch(page)
            page.goto("./")
            wait_for_app(page)
            wait_for_service_worker(page)
            page.goto(f"./{BLOCK}")
            wait_for_app(page)
            assert in_the_worker(page) == ("page", None)
            start_new_game(page)
            play_turns(page, 1)
            problems.check(page)
        finally:
            context.close()
