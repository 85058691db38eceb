"""The lessons and the puzzles in the browser, on one boot shared by the tests of this module
(they run in order, each going on from the screen the previous one left): the first visit's
invitation and the first lesson's opening steps by taps (a refused step among them), then by
keyboard after leaving and resuming; a claims puzzle failed then solved, an endgame solved;
axe, small targets and no horizontal scroll on the lesson and puzzle screens."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_kit import Problems, axe_violations, wait_for_app
from playwright.sync_api import Browser, Page, expect
from test_game import no_horizontal_scroll, serious, small_targets

from schotten.puzzles import claim_candidates, load_puzzles
from ui.teach import next_unsolved

pytestmark = pytest.mark.e2e

SIZES = ((1024, 768), (390, 844))


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    """One page for the whole module, booted once on an empty storage (a first visit)."""
    page = browser.new_page(
        base_url=base_url, service_workers="block", locale="en-US", has_touch=True
    )
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    yield page
    problems.check(page)
    page.close()


def fits(page: Page, name: str) -> None:
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        no_horizontal_scroll(page)
        found = serious(axe_violations(page, "#app"))
        assert not found, f"{name} at {width}x{height}: {found}"
        assert small_targets(page) == [], f"{name} at {width}x{height}"
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})


def step_text(page: Page) -> str:
    return page.locator(".lesson-progress").inner_text()


def test_the_first_lesson_by_taps_with_a_refused_step(page: Page) -> None:
    expect(page.locator("#lesson-invite")).to_be_visible()
    fits(page, "start screen with the invitation")
    page.tap("#invite-start")
    expect(page.locator("#screen-title")).to_have_text("Lesson: The basics")
    expect(page.locator("#lesson-task")).to_contain_text("place it on stone 2")
    fits(page, "lesson board")
    # a card the step does not ask for: refused with a reason, nothing moves
    page.tap("#hand-Y6")
    page.tap("#side-4")
    expect(page.locator("#message")).to_contain_text("Not now: this step asks for something else")
    assert step_text(page) == "Step 1 of 13"
    expect(page.locator("#side-4 .card")).to_have_count(0)
    page.tap("#hand-G6")
    page.tap("#side-1")
    expect(page.locator(".lesson-progress")).to_have_text("Step 2 of 13")
    expect(page.locator("#quiz")).to_contain_text("Which is stronger?")
    fits(page, "lesson quiz")
    page.tap("#quiz-b")  # three of a kind is not stronger than a colour-run
    expect(page.locator("#message")).to_contain_text("Not quite")
    page.tap("#quiz-a")
    expect(page.locator("#lesson-explained")).to_contain_text("The kind of formation counts first")
    expect(page.locator(".lesson-progress")).to_have_text("Step 3 of 13")


def test_leave_resume_and_play_by_keyboard(page: Page) -> None:
    page.click("#lesson-leave")
    expect(page.locator("#btn-learn")).to_be_focused()
    expect(page.locator("#lesson-invite")).to_have_count(0)  # a lesson was started
    page.keyboard.press("Enter")
    expect(page.locator(".lesson-progress")).to_have_text("Step 3 of 13")  # resumed
    page.focus("#lesson-back")
    page.keyboard.press("Enter")
    page.focus("#lesson-back")
    page.keyboard.press("Enter")
    expect(page.locator(".lesson-progress")).to_have_text("Step 1 of 13")
    expect(page.locator("#lesson-task")).to_be_focused()
    page.focus("#hand-G6")
    page.keyboard.press("Enter")  # selected: the focus goes to its first stone side
    for _ in range(9):
        if page.evaluate("document.activeElement.id") == "side-1":
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.id") == "side-1"
    page.keyboard.press("Enter")
    expect(page.locator(".lesson-progress")).to_have_text("Step 2 of 13")
    expect(page.locator("#lesson-task")).to_be_focused()
    expect(page.locator("#announcer")).to_contain_text("Which of these two is stronger?")
    page.keyboard.press("Tab")
    expect(page.locator("#quiz-a")).to_be_focused()
    expect(page.locator("#quiz-a")).to_have_attribute(
        "aria-label", "This one is stronger: Green 4, Green 5, Green 6 (colour-run, 15)"
    )
    page.keyboard.press("Space")
    expect(page.locator("#announcer")).to_contain_text("Right:")
    expect(page.locator(".lesson-progress")).to_have_text("Step 3 of 13")


def test_puzzles_one_failed_then_solved_and_an_endgame(page: Page) -> None:
    puzzles = load_puzzles()
    claims = next_unsolved(puzzles, set(), "claims", 1)
    endgame = next_unsolved(puzzles, set(), "endgame", 1)
    assert claims is not None and endgame is not None
    assert isinstance(claims.answer, tuple) and isinstance(endgame.answer, str)
    page.click("#lesson-leave")
    page.tap("#btn-puzzles")
    expect(page.locator("#screen-title")).to_have_text("Puzzles")
    expect(page.locator("#puzzle-stats")).to_contain_text("Solved today: 0 puzzles")
    fits(page, "puzzles")
    page.tap("#puzzles-claims-1")
    expect(page.locator("#screen-title")).to_have_text("Which stones can you claim now?")
    wrong = set(claim_candidates(claims.position())) ^ set(claims.answer)
    for stone in sorted(wrong)[:1]:
        page.tap(f"#pick-{stone}")
    page.tap("#puzzle-check")
    expect(page.locator("#puzzle-message")).to_contain_text("Not quite")
    expect(page.locator("#puzzle-result")).to_be_focused()
    fits(page, "claims puzzle answered")
    page.tap("#puzzle-retry")
    for stone in claims.answer:
        page.tap(f"#pick-{stone}")
        expect(page.locator(f"#pick-{stone}")).to_have_attribute("aria-pressed", "true")
    page.tap("#puzzle-check")
    expect(page.locator("#puzzle-message")).to_contain_text("Solved")
    page.tap("#puzzle-back")
    expect(page.locator("#puzzle-stats")).to_contain_text("Solved today: 1 puzzle · 1 day in a row")
    page.tap("#puzzles-endgame-1")
    expect(page.locator("#screen-title")).to_have_text("Win this round")
    fits(page, "endgame puzzle")
    card, stone = endgame.answer.split("@")
    page.tap(f"#hand-{card}")
    page.tap(f"#side-{stone}")
    expect(page.locator("#puzzle-message")).to_contain_text("wins the round")
    stored = page.evaluate("localStorage.getItem('schotten-totten/puzzles')")
    assert claims.id in stored and endgame.id in stored
