"""The lessons and the puzzles in the browser, on one boot shared by the tests of this module
(a phone, touch; they run in order, each going on from the screen the previous one left):

- the first lesson from the first visit's invitation to its win, by taps only, with a refused
  action, a wrong quiz answer and the refused early claim's beating completion drawn on the
  board;
- the same lesson again from its first step to its win by keyboard only (Tab, arrows, Enter,
  Space), on a landscape tablet's viewport; the first step's sentence on where the player's
  side is true of each screen (on its right on the phone, below on the tablet);
- the tactics lesson by taps, each ruse and the Recruiter played on the board's lit targets;
- three puzzles solved, the first two after a wrong answer whose refutation is drawn on the
  board (a claim's beating completion, an endgame's wrong move and the opponent's reply);
- axe (no serious or critical finding), 44 px targets and no horizontal scroll on each of
  these screens at 390x664, 834x1194 and 1194x834 (the lesson's first step and the puzzle
  list: in test_table_fit.py, with every other screen).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_kit import Problems, axe_violations, wait_for_app
from playwright.sync_api import Browser, Page, Playwright, expect
from test_game import no_horizontal_scroll, serious, small_targets

from schotten.actions import EndTurn, Place
from schotten.lesson import LESSONS, Step, played_tactic
from schotten.puzzles import Puzzle, claim_candidates, load_puzzles
from schotten.rules import legal_actions
from ui.flow import choices_of
from ui.teach_sessions import next_unsolved, refutation

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

PHONE = (390, 664)
SIZES = (PHONE, (834, 1194), (1194, 834))
BASICS = LESSONS["basics"].steps
NAMES = ("Player 1", "Morgan")


@pytest.fixture(scope="module")
def page(browser: Browser, playwright: Playwright, base_url: str) -> Iterator[Page]:
    """One phone page for the whole module, booted once on an empty storage (a first visit)."""
    device = {
        k: v for k, v in playwright.devices["iPhone 13"].items() if k != "default_browser_type"
    }
    page = browser.new_page(**device, base_url=base_url, service_workers="block", locale="en-US")
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    yield page
    problems.check(page)
    page.close()


def fits(page: Page, name: str) -> None:
    """axe, the targets and the width at the three sizes; back to the phone's size after."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        no_horizontal_scroll(page)
        found = serious(axe_violations(page, "#app"))
        assert not found, f"{name} at {width}x{height}: {found}"
        assert small_targets(page) == [], f"{name} at {width}x{height}"
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})


def progress(page: Page, i: int) -> None:
    expect(page.locator(".lesson-progress")).to_have_text(f"Step {i} of {len(BASICS)}")


def completion_on_the_board(page: Page, stone: int) -> None:
    """A refused early claim's completion: drawn on the opponent's side, marked, in words."""
    theirs = page.locator(f'.stone-col[data-stone="{stone}"] .side.theirs')
    expect(theirs.locator(".card.shown-completion").first).to_be_visible()
    label = theirs.get_attribute("aria-label") or ""
    assert label.startswith(f"Stone {stone + 1}, Morgan's side: ")
    assert "A completion that beats you, shown here:" in label
    expect(page.locator("#shown-legend")).to_contain_text(
        f"Morgan could still complete stone {stone + 1} with"
    )


# --- by taps -----------------------------------------------------------------------------------


def tap_step(page: Page, step: Step) -> None:
    """What a player taps for one step of the first lesson."""
    if step.kind == "quiz":
        assert step.quiz is not None
        page.tap(f"#quiz-{step.quiz.answer}")
    elif step.kind in ("claim", "claim_refused"):
        page.tap(f"#claim-{step.stone}")
    elif step.kind == "end_turn":
        page.tap("#btn-end")
    elif step.kind == "place" and step.card is None:  # any card, anywhere
        page.tap("#hand button.card:not([disabled]) >> nth=0")
        page.tap("button.side.placeable >> nth=0")
    else:
        assert step.kind == "place"
        page.tap(f"#hand-{step.card}")
        page.tap(f"#side-{step.stone}")


def test_the_first_lesson_from_the_first_visit_to_its_end_by_taps(page: Page) -> None:
    expect(page.locator("#lesson-invite")).to_be_visible()
    fits(page, "start screen with the invitation")
    page.tap("#invite-start")
    expect(page.locator("#screen-title")).to_have_text("Lesson: The basics")
    expect(page.locator("#lesson-task")).to_contain_text("place it on stone 2")
    # on a phone the player's side of each stone is on its right: the sentence says so
    expect(page.locator("#lesson-task .on-narrow")).to_be_visible()
    expect(page.locator("#lesson-task .on-narrow")).to_contain_text("the one on its right")
    expect(page.locator("#lesson-task .on-wide")).to_be_hidden()
    # a card the step does not ask for: refused with a reason, nothing moves
    page.tap("#hand-Y6")
    page.tap("#side-4")
    expect(page.locator("#message")).to_contain_text("Not now: this step asks for something else")
    progress(page, 1)
    expect(page.locator("#side-4 .card")).to_have_count(0)
    for i, step in enumerate(BASICS, 1):
        progress(page, i)
        if i == 2:  # the first quiz: a wrong answer first, said, the step stays
            expect(page.locator("#quiz")).to_contain_text("Which is stronger?")
            fits(page, "lesson quiz")
            page.tap("#quiz-b")  # three of a kind is not stronger than a colour-run
            expect(page.locator("#message")).to_contain_text("Not quite")
            progress(page, 2)
        tap_step(page, step)
        if step.kind == "claim_refused":
            assert step.stone is not None
            expect(page.locator("#lesson-explained")).to_contain_text("a hand proves nothing")
            completion_on_the_board(page, step.stone)
            fits(page, "lesson, the refused claim's completion drawn")
    expect(page.locator(".lesson-screen")).to_have_attribute("data-step", "over")
    expect(page.locator("#lesson-explained")).to_contain_text("You won the round")
    expect(page.locator("#lesson-next")).to_be_visible()  # the tactics lesson is offered
    fits(page, "lesson over")
    stored = page.evaluate("localStorage.getItem('schotten-totten/lessons')")
    assert '"basics":{"step":13,"done":true}' in stored


# --- by keyboard -------------------------------------------------------------------------------


def active_id(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.id"))


def tab_to(page: Page, selector: str, limit: int = 80) -> None:
    """Presses Tab until the focused element matches ``selector`` (fails after ``limit``)."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector} (at #{active_id(page)})")


def arrow_to(page: Page, element_id: str) -> None:
    """Moves along the stones' sides with the arrow keys until ``element_id`` has focus."""
    for _ in range(10):
        if active_id(page) == element_id:
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"the arrows never reached #{element_id} (at #{active_id(page)})")


def key_step(page: Page, step: Step) -> None:
    """One step of the first lesson by keyboard only, from the step's task (focused)."""
    if step.kind == "quiz":
        assert step.quiz is not None
        tab_to(page, f"#quiz-{step.quiz.answer}")
        page.keyboard.press("Space")
    elif step.kind in ("claim", "claim_refused"):
        tab_to(page, f"#claim-{step.stone}")
        page.keyboard.press("Enter")
    elif step.kind == "end_turn":
        tab_to(page, "#btn-end")
        page.keyboard.press("Enter")
    else:
        assert step.kind == "place"
        free = "#hand button.card:not([disabled])"
        card = f"#hand-{step.card}" if step.card is not None else free
        tab_to(page, card)
        page.keyboard.press("Enter")  # selected: the focus goes to its first free side
        expect(page.locator("button.side.placeable").first).to_be_visible()
        if step.stone is not None:
            arrow_to(page, f"side-{step.stone}")
        assert active_id(page).startswith("side-")
        page.keyboard.press("Enter")


def test_the_first_lesson_again_by_keyboard_only(page: Page) -> None:
    page.set_viewport_size({"width": 1194, "height": 834})
    tab_to(page, "#lesson-again")
    page.keyboard.press("Enter")
    progress(page, 1)
    expect(page.locator("#lesson-task")).to_be_focused()
    # on a tablet the player's side is below the stones
    expect(page.locator("#lesson-task .on-wide")).to_be_visible()
    expect(page.locator("#lesson-task .on-wide")).to_contain_text("the one below it")
    expect(page.locator("#lesson-task .on-narrow")).to_be_hidden()
    for i, step in enumerate(BASICS, 1):
        progress(page, i)
        expect(page.locator("#lesson-task")).to_be_focused()  # each step starts from its task
        key_step(page, step)
        if step.kind == "quiz":
            expect(page.locator("#announcer")).to_contain_text("Right:")
    expect(page.locator(".lesson-screen")).to_have_attribute("data-step", "over")
    expect(page.locator("#lesson-explained")).to_contain_text("You won the round")
    expect(page.locator("#announcer")).to_contain_text("You won the round")
    # and out of the lesson, still by keyboard: back on the start screen
    tab_to(page, "#lesson-leave")
    page.keyboard.press("Enter")
    expect(page.locator("#btn-learn")).to_be_focused()
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})


# --- the tactic cards, by taps on the board ---------------------------------------------------

LIT = "#app [data-target]"


def tap_tactic_step(page: Page, step: Step) -> None:
    """One step of the tactics lesson by taps: the hand, the stones' lit targets, Confirm."""
    action = step.expected()
    if step.kind == "claim":
        page.tap(f"#claim-{step.stone}")
    elif isinstance(action, EndTurn):
        page.tap(f"#btn-end-{action.draw}")
    elif step.kind == "refused":
        assert action is not None
        card = played_tactic(action)
        assert card is not None
        page.tap(f"#hand-{card.value}")
    elif step.kind == "place" or isinstance(action, Place):
        card = step.card if step.card is not None else getattr(action, "card", None)
        stone = step.stone if step.stone is not None else getattr(action, "stone", None)
        page.tap(f"#hand-{card}")
        page.tap(f"#side-{stone}")
    elif step.kind == "play_any":  # the Recruiter: how many from each deck, in its panel
        assert step.tactic is not None
        page.tap(f"#hand-{step.tactic.value}")
        page.tap("#tactic-flow .flow-opt >> nth=0")
        page.tap("#flow-confirm")
    elif step.kind == "return":  # two cards of the hand, lit there
        for n in range(2):
            expect(page.locator("#hand .card.chosen")).to_have_count(n)
            page.locator(LIT).first.tap()
        page.tap("#flow-confirm")
    else:  # a ruse: the step's one way to play it is lit, choice by choice, on the board
        assert action is not None
        card = played_tactic(action)
        assert card is not None
        page.tap(f"#hand-{card.value}")
        for choice in choices_of(action):
            expect(page.locator(LIT)).to_have_count(1)
            assert page.locator(LIT).first.get_attribute("data-arg") == choice.arg
            page.locator(LIT).first.tap()
        page.tap("#flow-confirm")


def test_the_tactics_lesson_by_taps_on_the_board(page: Page) -> None:
    """The Joker, the tactic limit, the Strategist, the Banshee, the Traitor and the
    Recruiter, each played by taps on the board (on a phone)."""
    steps = LESSONS["tactics"].steps
    page.tap("#btn-learn")  # the first lesson not finished
    expect(page.locator("#screen-title")).to_have_text("Lesson: The tactic cards")
    for i, step in enumerate(steps, 1):
        expect(page.locator(".lesson-progress")).to_have_text(f"Step {i} of {len(steps)}")
        expect(page.locator(".lesson-screen")).to_have_attribute("data-step", step.key)
        if step.key == "banshee":
            expect(page.locator("#lesson-task")).to_contain_text("at best make a colour")
        tap_tactic_step(page, step)
        if step.kind == "refused":
            expect(page.locator("#lesson-explained")).to_contain_text("at most one tactic card")
        if step.key == "strategist":
            fits(page, "tactics lesson, after the Strategist")
    expect(page.locator(".lesson-screen")).to_have_attribute("data-step", "over")
    expect(page.locator("#lesson-complete h2")).to_have_text("Lesson complete")  # its panel
    stored = page.evaluate("localStorage.getItem('schotten-totten/lessons')")
    assert f'"tactics":{{"step":{len(steps)},"done":true}}' in stored
    page.tap("#lesson-leave")


# --- puzzles -----------------------------------------------------------------------------------


def wrong_endgame_move(puzzle: Puzzle) -> tuple[Place, tuple[str, int] | None]:
    """A legal wrong first move, preferring one the opponent answers with a card (then that
    card and its stone), as the page will show it."""
    state = puzzle.position()
    wrong = [a for a in legal_actions(state) if isinstance(a, Place) and str(a) != puzzle.answer]
    for move in wrong:
        said = refutation(state, move, NAMES)
        reply = next((m for m in said if m.key == "puzzle.reply"), None)
        if reply is not None:
            card, stone = reply.params["card"], reply.params["stone"]
            assert isinstance(card, str) and isinstance(stone, int)
            return move, (card, stone)
    return wrong[0], None


def test_three_puzzles_solved_two_after_a_wrong_answer_drawn_on_the_board(page: Page) -> None:
    puzzles = load_puzzles()
    claims = next_unsolved(puzzles, set(), "claims", 1)
    endgame = next_unsolved(puzzles, set(), "endgame", 1)
    third = next_unsolved(puzzles, set(), "claims", 2)
    assert claims is not None and endgame is not None and third is not None
    assert isinstance(claims.answer, tuple) and isinstance(endgame.answer, str)
    assert isinstance(third.answer, tuple)
    page.tap("#btn-puzzles")
    expect(page.locator("#screen-title")).to_have_text("Puzzles")
    expect(page.locator("#puzzle-stats")).to_contain_text("Solved today: 0 puzzles")

    # 1. a claims puzzle: a stone that cannot be proven picked, its completion drawn
    page.tap("#puzzles-claims-1")
    expect(page.locator("#screen-title")).to_have_text("Which stones can you claim now?")
    refused = sorted(set(claim_candidates(claims.position())) - set(claims.answer))
    assert refused, "the first claims puzzle has no stone to get wrong"
    expect(page.locator(".card.shown")).to_have_count(0)
    page.tap(f"#pick-{refused[0]}")
    page.tap("#puzzle-check")
    expect(page.locator("#puzzle-message")).to_contain_text("Not quite")
    expect(page.locator("#puzzle-result")).to_be_focused()
    completion_on_the_board(page, refused[0])
    fits(page, "claims puzzle answered wrong")
    page.tap("#puzzle-retry")
    expect(page.locator(".card.shown")).to_have_count(0)
    for stone in claims.answer:
        page.tap(f"#pick-{stone}")
        expect(page.locator(f"#pick-{stone}")).to_have_attribute("aria-pressed", "true")
    page.tap("#puzzle-check")
    expect(page.locator("#puzzle-message")).to_contain_text("Solved")
    page.tap("#puzzle-back")
    expect(page.locator("#puzzle-stats")).to_contain_text("Solved today: 1 puzzle · 1 day in a row")

    # 2. an endgame: a wrong move, then the opponent's reply drawn where it goes
    page.tap("#puzzles-endgame-1")
    expect(page.locator("#screen-title")).to_have_text("Win this round")
    move, reply = wrong_endgame_move(endgame)
    page.tap(f"#hand-{move.card}")
    page.tap(f"#side-{move.stone}")
    expect(page.locator("#puzzle-message")).to_contain_text("does not win the round")
    mine = page.locator(f"#side-{move.stone}")
    expect(mine.locator(".card.shown-move")).to_have_count(1)
    assert "Your move, shown here:" in (mine.get_attribute("aria-label") or "")
    legend = page.locator("#shown-legend")
    expect(legend).to_contain_text(f"Your move: {spoken(str(move.card))} on stone {move.stone + 1}")
    if reply is not None:
        card, stone = reply
        theirs = page.locator(f'.stone-col[data-stone="{stone}"] .side.theirs')
        expect(theirs.locator(".card.shown-reply")).to_have_count(1)
        expect(theirs.locator(".card.shown-reply .sr-only")).to_have_text(spoken(card))
        assert "The best reply, shown here:" in (theirs.get_attribute("aria-label") or "")
        expect(legend).to_contain_text(f"Morgan's best reply: {spoken(card)} on stone {stone + 1}")
        expect(page.locator("#puzzle-result")).to_contain_text(
            f"Morgan answers with {spoken(card)} on stone {stone + 1}"
        )
    fits(page, "endgame puzzle answered wrong")
    page.tap("#puzzle-retry")
    expect(page.locator(".card.shown")).to_have_count(0)
    card, stone = endgame.answer.split("@")
    page.tap(f"#hand-{card}")
    page.tap(f"#side-{stone}")
    # its winning line played out on the board, a step a second, then the success panel
    expect(page.locator("#puzzle-line")).to_contain_text("The winning line, step 1 of")
    expect(page.locator("#puzzle-message")).to_contain_text("wins the round", timeout=20_000)
    expect(page.locator(".card.shown")).to_have_count(0)

    # 3. another claims puzzle, solved at once
    page.tap("#puzzle-back")
    page.tap("#puzzles-claims-2")
    for stone in third.answer:
        page.tap(f"#pick-{stone}")
    page.tap("#puzzle-check")
    expect(page.locator("#puzzle-message")).to_contain_text("Solved")
    page.tap("#puzzle-back")
    expect(page.locator("#puzzle-stats")).to_contain_text("Solved today: 3 puzzles")
    stored = page.evaluate("localStorage.getItem('schotten-totten/puzzles')")
    assert all(p.id in stored for p in (claims, endgame, third))


def spoken(card: str) -> str:
    colours = {"R": "Red", "O": "Orange", "Y": "Yellow", "G": "Green", "B": "Blue", "P": "Purple"}
    return f"{colours[card[0]]} {card[1:]}"
