"""Against the computer in the browser: each level answers taps, the page stays responsive while
it thinks (its thinking is sliced, so no task comes near a whole decision; the 100 ms target is
benchmarked), a hard move within the budget, reload in its turn, a tactical game by taps."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from e2e_kit import checked_page, current_save, wait_for_app
from playwright.sync_api import Browser, Page

from schotten.serialize import loads
from ui.opponent import Opponent

pytestmark = pytest.mark.e2e

PAUSE_MS = 120  # the pause between the computer's actions, kept short for the tests
# The 100 ms target for a main-thread task is measured by scripts/bench_bot_browser.py, which
# prints the longest task (a timed assertion would flake on a loaded machine). This test checks
# the behaviour behind it: the thinking is cut into slices, so no task comes near the length of
# a whole hard decision (0.6-1.5 s in one piece).
LONG_TASK_MS = 500

OBSERVE_JS = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.longTasks.push({start: e.startTime, duration: e.duration});
  }).observe({type: "longtask"});
  // Every turn the board showed, in order: the computer's turn may be over before the test
  // looks (it is paced, not slow), so the page records it.
  window.botTurns = [];
  new MutationObserver(() => {
    const board = document.querySelector(".board-screen");
    const turn = board && board.dataset.botTurn;
    if (turn && window.botTurns[window.botTurns.length - 1] !== turn) window.botTurns.push(turn);
  }).observe(document.getElementById("app"), {childList: true, subtree: true, attributes: true});
}"""


@pytest.fixture
def touch_page(browser: Browser, base_url: str) -> Iterator[Page]:
    with checked_page(browser, base_url, f"?bot_pause_ms={PAUSE_MS}", touch=True) as page:
        yield page


def start_vs(page: Page, level: str, first: str = "p1", variant: str = "classic") -> None:
    page.tap("#btn-new")
    page.wait_for_selector("#new-game-form")
    page.tap(f"#variant-{variant}")
    page.tap(f"#opponent-{level}")
    page.tap(f"#first-{first}")
    page.tap("#btn-start")
    page.wait_for_selector(".board-screen")
    assert page.locator("#btn-reveal").count() == 0  # no hand-over against the computer


def wait_for_my_turn(page: Page, timeout_ms: float = 20_000) -> None:
    page.wait_for_selector(
        '.board-screen[data-bot-turn="0"], #btn-next-round, #btn-rematch', timeout=timeout_ms
    )


def human_turn_by_taps(page: Page) -> bool:
    """One turn by taps; True once the round is over."""
    over = "#btn-next-round, #btn-rematch"
    if page.locator(over).count():
        return True
    if page.locator("#btn-pass").count():
        page.tap("#btn-pass")
    else:
        card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
        page.tap(f"#hand-{card}")
        stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
        page.tap(f"#side-{stone}")
    while not page.locator(over).count() and page.locator(".btn.claim.claimable").count():
        page.tap(".btn.claim.claimable >> nth=0")
    if page.locator(over).count():
        return True
    page.tap("#btn-end")
    return False


def bot_turn(page: Page) -> tuple[float, float]:
    """Waits for the computer's turn to end; (start, end) in the page's performance clock."""
    start = float(page.evaluate("performance.now()"))
    wait_for_my_turn(page)
    return start, float(page.evaluate("performance.now()"))


def long_tasks_in(
    page: Page, windows: list[tuple[float, float]], over_ms: float = LONG_TASK_MS
) -> list[dict[str, float]]:
    entries: list[dict[str, float]] = page.evaluate("window.longTasks")
    return [
        e
        for e in entries
        if any(a <= e["start"] <= b for a, b in windows) and e["duration"] > over_ms
    ]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_answers_and_the_page_stays_responsive(touch_page: Page, level: str) -> None:
    page = touch_page
    page.evaluate(OBSERVE_JS)
    start_vs(page, level)
    windows = []
    for _ in range(3):
        wait_for_my_turn(page)
        page.evaluate("window.botTurns = []")
        if human_turn_by_taps(page):
            break
        windows.append(bot_turn(page))
        assert page.evaluate("window.botTurns").count("1") == 1  # the computer's turn, once
        log = page.text_content("#log") or ""
        assert "Computer" in log
        assert page.locator("#bot-last").count() == 1  # its card, highlighted
    assert windows
    announced = page.inner_text("#announcer")
    assert announced, "the computer's actions are announced"
    moves = page.evaluate("schotten.figures.botMoves || []")
    assert moves and all(m["level"] == level for m in moves)
    think = [m["wall_ms"] for m in moves]
    longest = max((e["duration"] for e in long_tasks_in(page, windows, 0)), default=0)
    print(
        f"\n{level}: {len(moves)} actions, think wall ms max {max(think):.0f}, "
        f"longest task {longest:.0f} ms"
    )
    assert not long_tasks_in(page, windows), long_tasks_in(page, windows)
    save = loads(current_save(page) or "")
    assert save.options.bots == (None, level)


def test_a_hard_move_is_quick(touch_page: Page) -> None:
    page = touch_page
    start_vs(page, "hard", first="p2")  # the computer opens: time its first placement
    wait_for_my_turn(page)
    moves = page.evaluate("schotten.figures.botMoves")
    place = moves[0]
    print(f"\nhard first move: {place['wall_ms']:.0f} ms wall, {place['think_ms']:.0f} ms thinking")
    assert place["wall_ms"] < 5000


def test_reload_in_the_computers_turn_resumes(touch_page: Page, base_url: str) -> None:
    page = touch_page
    page.goto("./?bot_pause_ms=3000")  # a long pause: the reload lands in the computer's turn
    wait_for_app(page)
    start_vs(page, "medium")
    human_turn_by_taps(page)
    page.wait_for_selector('.board-screen[data-bot-turn="1"]')
    before = current_save(page)
    # the computer thinks at once and shows its first action after the pause: a long one again,
    # so that the save is read before that action
    page.goto("./?bot_pause_ms=3000")
    wait_for_app(page)
    assert page.locator("#btn-reveal").count() == 0
    assert current_save(page) == before
    started = time.monotonic()
    wait_for_my_turn(page)
    after = loads(current_save(page) or "")
    saved = loads(before or "")
    assert len(after.history) > len(saved.history)
    assert after.history[-1].player == 1 and time.monotonic() - started < 20
    # the move it made after the reload is the one CPython's opponent makes from the save
    opponent = Opponent.for_state(saved)
    assert opponent is not None
    assert after.history[len(saved.history)].action == opponent.finish(saved)


def tactical_turn_by_taps(page: Page) -> bool:
    """One tactical turn by taps: a clan card (or a pass), the claims, the end of the turn
    drawing a clan card when there is a choice; True once the round is over."""
    over = "#btn-next-round, #btn-rematch"
    if page.locator("#btn-pass").count():
        page.tap("#btn-pass")
    else:
        card = page.get_attribute(
            "#hand button.card:not(.tactic):not([disabled]) >> nth=0", "data-arg"
        )
        page.tap(f"#hand-{card}")
        stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
        page.tap(f"#side-{stone}")
    while not page.locator(over).count() and page.locator(".btn.claim.claimable").count():
        page.tap(".btn.claim.claimable >> nth=0")
    if page.locator(over).count():
        return True
    page.tap("#btn-end-clan" if page.locator("#btn-end-clan").count() else "#btn-end")
    return False


WATCH_IDLE_HAND_JS = """() => {
  window.idleHandDuringBotTurn = [];
  if (window.idleHandWatch) window.idleHandWatch.disconnect();
  window.idleHandWatch = new MutationObserver(() => {
    if (!document.querySelector('.board-screen[data-bot-turn="1"]')) return;
    window.idleHandDuringBotTurn.push(
      document.querySelectorAll('#hand button.card').length > 0
        && !document.querySelector('#hand button.card:not([disabled])'));
  });
  window.idleHandWatch.observe(document.getElementById("app"), {childList: true, subtree: true});
}"""


def test_a_tactical_game_against_the_computer(touch_page: Page) -> None:
    page = touch_page
    start_vs(page, "easy", variant="tactical")
    assert page.locator(".tactical-status").count() == 1
    assert page.locator("#hand button.card").count() == 7  # a tactical hand
    placed_seen = False
    for turn in range(3):
        wait_for_my_turn(page)
        assert page.locator("#btn-reveal").count() == 0  # no hand-over, ever
        if turn and page.locator("#btn-next-round, #btn-rematch").count():
            break
        page.evaluate(WATCH_IDLE_HAND_JS)
        if tactical_turn_by_taps(page):
            break
        wait_for_my_turn(page)
        # its turn was marked, the person's hand shown but idle, at every render of it (the
        # page records them: a paced turn can be over before the test looks)
        seen = page.evaluate("window.idleHandDuringBotTurn")
        assert seen and all(seen), seen
        assert page.locator("#btn-reveal").count() == 0
        said = page.inner_text("#announcer")
        assert said.startswith("Computer (easy)"), said  # its last action, announced
        log = page.text_content("#log") or ""
        assert "Computer (easy)" in log
        assert page.locator(".side.theirs .card").count() >= 1  # its cards on the table
        placed_seen = placed_seen or page.locator(".side.theirs #bot-last").count() == 1
    assert placed_seen, "the card the computer placed is highlighted"
    moves = page.evaluate("schotten.figures.botMoves || []")
    assert moves and all(m["level"] == "easy" for m in moves)
    save = loads(current_save(page) or "")
    assert save.options.rules.tactics and save.options.bots == (None, "easy")
    assert any(h.player == 1 for h in save.history)
