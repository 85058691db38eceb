"""The main thread holds no long task (#30: Python runs in a Web Worker) while the game boots, on
a first visit and on a returning visit from the memory snapshot, nor while the computer thinks;
and a tap while it thinks is answered at once.

What the tests assert holds on a loaded machine (the suite runs two browsers on two cores, on a
shared host):
- Pyodide's runtime is never compiled on the page's main thread, so no Python runs there
  (``e2e_kit.main_thread_work`` reads Chromium's trace of that thread);
- no task there does more than WORK_MS of work (its thread's CPU time in that trace);
- no task holds the page frozen for FROZEN_MS (its wall time: the ``longtask`` entries).
Each test prints the long tasks over 50 ms and the busiest tasks' work. The goal of no task over
50 ms is measured on an idle machine by scripts/bench_load.py, which prints the longest.

Only the DOM and page APIs are used (a ``PerformanceObserver`` for long tasks installed by an init
script before navigation, ``e2e_kit.LONG_TASKS_INIT_JS``; the page's figures
``schotten.figures.botMoves`` and ``botTurns``), with Chromium's trace, so the tests hold whatever
runs Python; they fail when Python runs on the main thread (``?runtime=page``, or a device whose
browser cannot run it in a worker).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from e2e_kit import (
    LONG_TASKS_INIT_JS,
    PYODIDE_RUNTIME,
    MainThread,
    Problems,
    blocking,
    bot_turns,
    long_tasks,
    main_thread_work,
    person_turn,
    start_vs_computer,
    wait_for_app,
    wait_for_person,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, Page

pytestmark = [pytest.mark.e2e, pytest.mark.worker]

PAUSE_MS = 120  # the computer's pace while its thinking is measured (short, as the other tests)
SLOW_PAUSE_MS = 3000  # its move shown 3 s after the person's turn: a tap lands in its thinking
FIRST_MOVES = 16  # the computer's actions (placements, claims) shown: 8-10 of its turns
ANSWER_MS = 1000.0
"""A tap is answered (its drawing on the page) within this, while the computer thinks, and before
its move is shown (3 s after the person's turn): on an idle machine the card tracker opens 66-130
ms after the tap (the worker answers between two slices of its thinking); the margin is for the
whole suite loading both cores on a shared machine (425 ms was seen there once).
scripts/bench_latency.py measures a tap's answer on an idle machine."""


def ready_ms(page: Page) -> float:
    """When the shell said the game was ready (its "schotten:ready" mark), page clock."""
    return float(page.evaluate("performance.getEntriesByName('schotten:ready')[0].startTime"))


def boot_tasks(page: Page) -> list[tuple[float, float]]:
    """The long tasks from navigation until the game was ready."""
    return long_tasks(page, 0.0, ready_ms(page))


def describe(tasks: list[tuple[float, float]]) -> str:
    longest, count, tbt = blocking(tasks)
    listed = ", ".join(f"{d:.0f} ms at {t:.0f}" for t, d in tasks)
    return f"{count} tasks over 50 ms, longest {longest:.0f} ms, TBT {tbt:.0f} ms: {listed}"


WORK_MS = 150.0
"""No task on the main thread does more work than this (its CPU time). The page's own tasks (its
scripts, the first layout, drawing a move) do 7-14 ms on an idle machine and 15-25 ms to draw the
board; one was measured at 58 ms in CI, where time the shared host takes back from the machine
counts as the thread's own. Python's start on the main thread (``?runtime=page``) was one task
of 284 ms of work on a first visit; its restore from the snapshot runs in slices of up to 49 ms,
which only the check on Pyodide's runtime catches."""

FROZEN_MS = 1000.0
"""No task holds the main thread this long (wall time): a player would see the page frozen. The
page's tasks of 8 ms of work were seen to last 50-161 ms under the suite's load (and Python's
start on the main thread 357 ms on an idle machine)."""


def over_limit(tasks: list[tuple[float, float]], limit: float) -> list[tuple[float, float]]:
    return [(t, d) for t, d in tasks if d > limit]


def check_main_thread(label: str, thread: MainThread, tasks: list[tuple[float, float]]) -> None:
    """No Python on the main thread, no task there over WORK_MS of work nor FROZEN_MS long, while
    ``thread`` was traced (``tasks``: the long tasks of the same time)."""
    print(f"\n{label}: {describe(tasks)}\n{label}, main thread: {thread.busiest()}")
    assert thread.tasks, "no main-thread task was traced"
    assert PYODIDE_RUNTIME not in thread.scripts, f"Python on the main thread: {thread.scripts}"
    assert max(task.cpu for task in thread.tasks) <= WORK_MS, thread.busiest()
    assert not over_limit(tasks, FROZEN_MS), describe(tasks)


def new_context(browser: Browser, base_url: str, **options: Any) -> BrowserContext:
    context = browser.new_context(base_url=base_url, **options)
    context.add_init_script(LONG_TASKS_INIT_JS)
    return context


Tasks = list[tuple[float, float]]


@pytest.fixture(scope="module")
def visits(browser: Browser, base_url: str) -> Iterator[tuple[Page, Tasks, MainThread]]:
    """A first visit in a fresh context with the service worker (so that a snapshot is made);
    the page, the long tasks of its boot and its main thread's work (main_thread_work)."""
    context = new_context(browser, base_url, service_workers="allow")
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        with main_thread_work(browser, page) as work:
            page.goto("./")
            wait_for_app(page)
        assert page.get_attribute("html", "data-start") == "normal"
        yield page, boot_tasks(page), work
        problems.check(page)
    finally:
        context.close()


def test_a_first_visit_boots_without_a_long_task(visits: tuple[Page, Tasks, MainThread]) -> None:
    _page, tasks, work = visits
    check_main_thread("first visit, boot", work, tasks)


def test_a_returning_visit_from_the_snapshot_boots_without_a_long_task(
    visits: tuple[Page, Tasks, MainThread], browser: Browser
) -> None:
    page, _, _ = visits
    wait_for_service_worker(page)
    page.wait_for_selector(
        "html[data-snapshot=stored], html[data-snapshot=failed], html[data-snapshot=quota]",
        state="attached",
        timeout=120_000,
    )
    assert page.get_attribute("html", "data-snapshot") == "stored"
    with main_thread_work(browser, page) as work:
        page.reload()
        wait_for_app(page)
    assert page.get_attribute("html", "data-start") == "snapshot"
    check_main_thread("returning visit from the snapshot, boot", work, boot_tasks(page))


@pytest.fixture
def touch_game(browser: Browser, base_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A booted game on a tablet with a touch screen, at the pace ``request.param`` (ms)."""
    context = new_context(
        browser,
        base_url,
        service_workers="block",
        viewport={"width": 1024, "height": 768},
        has_touch=True,
        is_mobile=True,
    )
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        page.goto(f"./?bot_pause_ms={request.param}")
        wait_for_app(page)
        yield page
        problems.check(page)
    finally:
        context.close()


def bot_moves(page: Page) -> int:
    return int(page.evaluate("(schotten.figures.botMoves || []).length"))


@pytest.mark.parametrize("touch_game", [PAUSE_MS], indirect=True)
def test_the_computer_thinks_without_a_long_task(touch_game: Page, browser: Browser) -> None:
    page = touch_game
    start_vs_computer(page, "hard")
    wait_for_person(page)
    windows: list[tuple[float, float]] = []
    with main_thread_work(browser, page) as work:  # the person's taps and the computer's turns
        while bot_moves(page) < FIRST_MOVES:
            if person_turn(page, windows=windows):
                break
    assert bot_moves(page) >= FIRST_MOVES, "the computer's first moves were not shown"
    tasks = [task for a, b in windows for task in long_tasks(page, a, b)]
    thinking = sum(b - a for a, b in windows)
    check_main_thread(f"the computer's {len(windows)} turns ({thinking:.0f} ms)", work, tasks)


# When the next tap came (the input's own time stamp, so that a busy main thread that delays
# its handling is counted) and when the card tracker appeared after it.
WATCH_ANSWER_JS = """() => {
  const answer = window.schottenAnswer = { tap: null, shown: null };
  document.addEventListener("pointerdown", (event) => { answer.tap = event.timeStamp; },
    { capture: true, once: true });
  const watch = new MutationObserver(() => {
    if (answer.tap !== null && document.getElementById("tracker")) {
      answer.shown = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
}"""


@pytest.mark.parametrize("touch_game", [SLOW_PAUSE_MS], indirect=True)
def test_a_tap_while_the_computer_thinks_is_answered(touch_game: Page) -> None:
    page = touch_game
    start_vs_computer(page, "hard")
    wait_for_person(page)
    card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    page.tap(f"#hand-{card}")
    stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    page.tap(f"#side-{stone}")
    turns, moves = bot_turns(page), bot_moves(page)
    page.tap("#btn-end")
    page.wait_for_selector('.board-screen[data-bot-turn="1"]')
    box = page.locator("#btn-tracker").bounding_box()
    assert box is not None
    page.evaluate(WATCH_ANSWER_JS)
    # while it thinks (its move is shown 3 s after the person's turn); the touch screen's own
    # tap, without Playwright's checks in the page first, as a finger would
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_selector("#tracker", timeout=SLOW_PAUSE_MS)
    page.wait_for_function("() => window.schottenAnswer.shown !== null")
    answer = page.evaluate("window.schottenAnswer")
    still_thinking = bot_moves(page) == moves and page.locator('[data-bot-turn="1"]').count() == 1
    waited = answer["shown"] - answer["tap"]
    tasks = [  # the tasks that ran between the tap and its answer, in part or whole
        (t, d) for t, d in long_tasks(page, 0.0, answer["shown"]) if t + d >= answer["tap"]
    ]
    print(f"\nthe card tracker opened {waited:.0f} ms after the tap; {describe(tasks)}")
    assert still_thinking, "the computer had moved before the tap was answered"
    assert waited <= ANSWER_MS, f"answered {waited:.0f} ms after the tap; {describe(tasks)}"
    assert not over_limit(tasks, FROZEN_MS), describe(tasks)
    assert page.locator("#tracker td").count() == 54
    wait_for_person(page, turns, timeout_ms=30_000)  # and the computer went on with its turn
    assert bot_moves(page) > moves
