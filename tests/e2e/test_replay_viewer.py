"""The replay viewer in the browser: a finished game replayed by keyboard, its review by the
computer with a progress bar and Cancel, closing it back to its game, a link pasted into a
tab that shows a game (#29), and a shared link opened offline (axe, the sizes and the targets
of the viewer are in test_table_fit.py).

One page is booted for the module (a finished game in its storage, a small review budget);
the link test boots its own context with the service worker.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from e2e_kit import Problems, start_new_game, wait_for_app, wait_for_service_worker
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Page, expect

from schotten.bots import make_bot, play_match
from schotten.links import replay_link
from schotten.options import Options
from schotten.state import GameState
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.layout import GAME_PREFIX, REVIEW_PREFIX
from ui.storage.repository import SavesRepository

pytestmark = pytest.mark.e2e

BUDGET = 5000  # search plies a decision: a review of a few seconds (3.7 s on an idle machine)


def finished(seed: int) -> GameState:
    options = Options(names=("Ann", "Bob"))
    return play_match([make_bot("random", seed), make_bot("random", seed + 1)], options, seed)


def stored(state: GameState) -> tuple[dict[str, str], str]:
    store = MemoryStorage()
    repo = SavesRepository(store, now=lambda: 1_700_000_000.0)
    entry = SaveEntry(repo.new_id(), ("Ann", "Bob"), 1_700_000_000.0, 1_700_000_000.0)
    entry.finished = True
    repo.save(entry, state)
    return store.data, entry.id


GAME = finished(31)


@pytest.fixture(scope="module")
def viewer(browser: Browser, base_url: str) -> Iterator[tuple[Page, str]]:
    """One page for the module, booted with a finished game saved; on its saved-games list."""
    context = browser.new_context(base_url=base_url, service_workers="block", locale="en-US")
    page = context.new_page()
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    items, game_id = stored(GAME)
    page.goto("./manifest.webmanifest")  # same origin, no game yet
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )
    problems = Problems.watch(page)
    page.goto(f"./?review_budget={BUDGET}")
    wait_for_app(page)
    yield page, game_id
    problems.check(page)
    context.close()


GOLD, FOCUS = (0xF2, 0xC1, 0x4E), (0xFF, 0xD5, 0x4A)  # css/game.css --gold, --focus


def pixels(png: bytes) -> list[tuple[int, int, int]]:
    with Image.open(io.BytesIO(png)) as image:
        return list(image.convert("RGB").get_flattened_data())


def near(png: bytes, colour: tuple[int, int, int], within: int = 6) -> int:
    """How many pixels of the picture are ``colour``, give or take ``within`` a channel."""
    return sum(
        all(abs(a - b) <= within for a, b in zip(p, colour, strict=True)) for p in pixels(png)
    )


def bluish(png: bytes) -> int:
    """How many pixels are clearly blue (a browser's default accent); the game has none."""
    return sum(b > r + 80 and b > g + 40 for r, g, b in pixels(png))


def open_viewer(page: Page, game_id: str) -> None:
    if page.locator("#replay").count():
        return
    page.click("#btn-saves")
    page.focus(f"#replay-{game_id}")
    page.keyboard.press("Enter")
    expect(page.locator("#replay")).to_be_visible()


def test_replay_a_finished_game_by_keyboard(viewer: tuple[Page, str]) -> None:
    page, game_id = viewer
    plies = len(GAME.history)
    open_viewer(page, game_id)
    pos = page.locator("#replay-pos")
    expect(pos).to_have_text(f"Move {plies} of {plies}")
    expect(page.locator("#screen-title")).to_be_focused()
    ring = "getComputedStyle(document.activeElement).outlineStyle"
    assert page.evaluate(ring) == "solid"  # reached by keyboard: drawn (#44)
    page.keyboard.press("Home")
    expect(pos).to_have_text(f"Move 0 of {plies}")
    expect(page.locator("#replay-last")).to_have_text("The cards are dealt.")
    assert page.locator(".stones .side-cards .card").count() == 0  # nothing on the table yet
    expect(page.locator("#replay-hand-0 .card")).to_have_count(6)
    expect(page.locator("#replay-hand-1 .card")).to_have_count(6)  # over: both hands
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(pos).to_have_text(f"Move 2 of {plies}")
    expect(page.locator(".stones .side-cards .card")).to_have_count(1)
    page.keyboard.press("ArrowLeft")
    expect(pos).to_have_text(f"Move 1 of {plies}")
    expect(page.locator("#announcer")).to_contain_text("Move 1 of")
    page.keyboard.press("End")
    expect(pos).to_have_text(f"Move {plies} of {plies}")
    # the slider: its own keys, an accessible name
    slider = page.locator("#replay-slider")
    expect(slider).to_have_accessible_name("Position in the game")
    page.evaluate("document.activeElement.blur()")
    assert not bluish(slider.screenshot())  # the game's look, not the browser's blue (#44)
    assert near(slider.screenshot(), GOLD) > 100  # its thumb
    assert near(slider.screenshot(), FOCUS) == 0
    slider.focus()
    page.keyboard.press("ArrowLeft")
    expect(pos).to_have_text(f"Move {plies - 1} of {plies}")
    expect(slider).to_be_focused()
    assert near(slider.screenshot(), FOCUS) > 100  # by keyboard: the thumb's focus ring
    page.keyboard.press("Home")
    expect(pos).to_have_text(f"Move 0 of {plies}")
    # a log line, by Tab and Enter
    line = page.locator("#replay-lines .log-place button").nth(3)
    line.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#replay-lines button[aria-current=step]")).to_have_count(1)
    expect(pos).not_to_have_text(f"Move 0 of {plies}")


def test_a_review_with_progress_and_cancel(viewer: tuple[Page, str]) -> None:
    page, game_id = viewer
    open_viewer(page, game_id)
    page.click("#btn-review")
    progress = page.locator("#review-progress")
    expect(progress).to_be_visible()
    expect(page.locator("#btn-review-cancel")).to_be_focused()
    page.wait_for_function(
        "() => Number(document.querySelector('#review-progress')?.value || 0) > 0",
        timeout=30_000,
    )
    page.keyboard.press("Enter")  # the focus stays on Cancel while the progress is redrawn
    expect(page.locator("#btn-review")).to_be_visible()
    expect(page.locator("#btn-review")).to_be_focused()
    assert page.evaluate(f"localStorage.getItem('{REVIEW_PREFIX}{game_id}')") is None
    # the review redraws its own section and the log only: the board stays the same elements
    page.evaluate("() => { window.boardBefore = document.querySelector('#replay .stones'); }")
    page.click("#btn-review")
    expect(page.locator("#review-graph")).to_be_visible(timeout=120_000)
    assert page.evaluate("() => document.querySelector('#replay .stones') === window.boardBefore")
    kept = page.evaluate(f"localStorage.getItem('{REVIEW_PREFIX}{game_id}')")
    assert kept and '"format":"schotten-totten-review"' in kept
    assert page.evaluate(f"localStorage.getItem('{GAME_PREFIX}{game_id}')")
    record = page.evaluate("schotten.figures.reviews[schotten.figures.reviews.length - 1]")
    print(
        f"review in the page (budget {BUDGET}): {record['wall_ms']:.0f} ms wall, "
        f"{record['slices']} slices, longest slice {record['max_slice_ms']:.0f} ms, "
        f"{record['decisions']} decisions"
    )
    # the marks in the log, in words
    expect(page.locator("#replay-lines .verdict").first).to_be_visible()
    expect(page.locator("#review-counts")).to_contain_text("Ann")
    graph = page.locator("#review-graph")
    expect(graph).to_have_attribute("aria-label", re.compile(r"Ann's chance to win the round"))
    # a marked play's button goes to its move
    marked = page.locator("#review-marked button")
    if marked.count():
        target = marked.last
        ply = int(target.get_attribute("data-arg") or "0")
        target.click()
        expect(page.locator("#replay-pos")).to_have_text(re.compile(rf"^Move {ply} of "))
        expect(page.locator(f"#review-dot-{ply}")).to_have_attribute("aria-current", "step")
    # a wide screen: the board beside the review and the moves; a phone: the board first
    size = page.viewport_size
    page.set_viewport_size({"width": 1366, "height": 768})
    board = page.locator("#replay .replay-board").bounding_box()
    side = page.locator("#replay .replay-side").bounding_box()
    assert board and side and side["x"] >= board["x"] + board["width"] - 1
    assert side["y"] < 768 and page.locator("#replay-log").bounding_box() is not None
    page.set_viewport_size({"width": 390, "height": 664})
    board = page.locator("#replay .replay-board").bounding_box()
    side = page.locator("#replay .replay-side").bounding_box()
    assert board and side and side["y"] >= board["y"] + board["height"] - 1
    table = page.locator("#review-counts").bounding_box()
    assert table and table["x"] >= 0 and table["x"] + table["width"] <= 390  # not cut
    # on the phone, a marked play tapped below the board brings the board at that move into
    # view, with what the review says of it under the move's line
    assert marked.count(), "the review marked no play"
    marked.first.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 300
    marked.first.click()
    in_view = (
        "(el) => { const r = el.getBoundingClientRect();"
        " return r.top >= -1 && r.bottom <= innerHeight + 1; }"
    )
    expect(page.locator("#replay-pos")).to_have_text(re.compile(r"^Move \d+ of "))
    assert page.locator("#replay-last").evaluate(in_view)
    assert page.locator("#review-notes").evaluate(in_view)
    assert page.locator("#replay .stones").evaluate(
        "(el) => el.getBoundingClientRect().top < innerHeight"
    )
    # and Copy link says what it did beside the button, where the player is looking
    page.locator("#btn-share").scroll_into_view_if_needed()
    page.click("#btn-share")
    said = page.locator("#replay .message")
    expect(said).to_have_count(1)
    assert said.evaluate(in_view), "the share's message is out of view"
    if size is not None:
        page.set_viewport_size(size)


def test_closing_the_viewer_goes_back_to_its_game_in_the_list(viewer: tuple[Page, str]) -> None:
    page, game_id = viewer
    open_viewer(page, game_id)
    page.click("#replay-start")
    page.keyboard.press("ArrowRight")
    page.click("#replay-close")
    expect(page.locator(f"#replay-{game_id}")).to_be_focused()
    expect(page.locator(f"#replay-{game_id}")).to_have_accessible_name("Replay Ann vs Bob")


def test_a_link_pasted_into_a_tab_that_shows_the_game(viewer: tuple[Page, str]) -> None:
    """#29: setting the fragment of an open tab opens the replay, as a fresh load does; a cut
    link set the same way is refused in words and changes nothing."""
    page, _game_id = viewer
    page.goto(f"./?review_budget={BUDGET}")
    wait_for_app(page)
    start_new_game(page, names=("Cy", "Di"))
    url = page.url
    other = finished(32)
    code = replay_link(other).split("#", 1)[1]
    before = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    page.evaluate("(code) => { location.hash = code; }", code)
    expect(page.locator("#screen-title")).to_have_text("Shared game: Ann vs Bob")
    plies = len(other.history)
    expect(page.locator("#replay-pos")).to_have_text(f"Move 0 of {plies}")  # at the deal
    page.evaluate("(code) => { location.hash = code; }", code + "&move=5")
    expect(page.locator("#replay-pos")).to_have_text(f"Move 5 of {plies}")
    assert page.url.split("#")[0] == url.split("#")[0]  # the same page: no load
    page.evaluate("(code) => { location.hash = code; }", code[: len(code) // 3])
    expect(page.locator("#app .message.tone-error")).to_contain_text("link")
    expect(page.locator("#replay")).to_have_count(0)
    expect(page.locator("#btn-continue")).to_contain_text("Cy")  # the game is still there
    after = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    assert after == before


def test_a_friends_link_names_the_players_and_draws_no_focus_box(viewer: tuple[Page, str]) -> None:
    """#44: a game against the computer whose player typed no name, opened from its link by a
    friend in a new tab: not "You vs Computer" (the friend did not play it) but the names the
    game gives ("Player 1", the computer with its level); the title takes the focus for
    screen readers but draws no box, since nobody reached it by keyboard."""
    options = Options(names=("you", "computer"), bots=(None, "hard"))
    game = play_match([make_bot("random", 5), make_bot("random", 6)], options, 5)
    code = replay_link(game).split("#", 1)[1]
    page = viewer[0].context.new_page()  # a new tab: no input yet
    problems = Problems.watch(page)
    page.goto(f"./?review_budget={BUDGET}#{code}")
    wait_for_app(page)
    title = page.locator("#screen-title")
    expect(title).to_have_text("Shared game: Player 1 vs Computer (hard)")
    expect(title).to_be_focused()
    assert title.evaluate("(el) => getComputedStyle(el).outlineStyle") == "none"
    expect(page.locator("#replay-lines")).not_to_contain_text("You ")
    expect(page.locator("#replay-lines")).to_contain_text("Player 1 ")
    problems.check(page)
    page.close()


def test_open_a_shared_link_offline(sw_context: BrowserContext) -> None:
    page = sw_context.new_page()
    page.goto("./")
    wait_for_app(page)
    wait_for_service_worker(page)
    sw_context.set_offline(True)
    problems = Problems.watch(page)
    code = replay_link(GAME).split("#", 1)[1]
    page.goto("about:blank")
    page.goto(f"./#{code}")
    wait_for_app(page)
    assert page.evaluate("navigator.onLine") is False
    expect(page.locator("#screen-title")).to_have_text("Shared game: Ann vs Bob")
    plies = len(GAME.history)
    expect(page.locator("#replay-pos")).to_have_text(f"Move 0 of {plies}")  # at the deal
    games = "() => Object.keys(localStorage).filter((k) => k.startsWith('schotten-totten/game/'))"
    assert page.evaluate(games) == []  # opening it stores nothing
    page.click("#btn-replay-save")
    expect(page.locator("#app .message")).to_contain_text("saved games")
    expect(page.locator("#btn-replay-save")).to_have_count(0)
    assert len(page.evaluate(games)) == 1
    before = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    # a link cut short: a clear message, nothing changed
    page.goto("about:blank")
    page.goto(f"./#{code[: len(code) // 3]}")
    wait_for_app(page)
    expect(page.locator("#app .message.tone-error")).to_be_visible()
    expect(page.locator("#replay")).to_have_count(0)
    after = page.evaluate("() => JSON.stringify(Object.entries(localStorage).sort())")
    assert after == before
    problems.check(page)
