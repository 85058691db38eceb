"""Moments (#44) in the browser: the computer's round-winning claim is seen on the board (the
stone rises in its owner's colour and says whose it is) before the result comes up as a dialog
over the final board, focused and reachable by the keyboard; under reduced motion the same
is shown, nothing moving. One boot per case, on a game saved just before the computer's claim."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Literal

import pytest
from e2e_kit import checked_page
from playwright.sync_api import Browser, Page

from schotten.actions import Place
from schotten.options import Options
from schotten.rules import apply
from schotten.state import GameState
from schotten.tactics import parse_card
from ui.app import SHOW_WIN_MS
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.repository import SavesRepository

pytestmark = pytest.mark.e2e

NAMES = ("computer", "Amélie")
COMPUTER = "Computer (easy)"
PAUSE_MS = 300

# What the page shows, frame by frame: when the winning claim and the result first appear, the
# claimed stone's animations and badge then, and the result's animations.
WATCH_JS = """
window.moments = {};
const watch = () => {
  const now = performance.now();
  const claim = document.querySelector(".stone-col.won-claim");
  if (claim && !("claim" in moments)) {
    const cue = claim.querySelector(".claim-cue");
    moments.claim = {
      t: now,
      anims: claim.querySelector(".stone").getAnimations().length,
      cue: cue ? cue.textContent : "",
      stone: claim.dataset.stone,
    };
  }
  const result = document.getElementById("round-result");
  if (result && !("result" in moments)) {
    moments.result = {t: now, anims: result.getAnimations().length};
  }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
"""


@cache
def before_the_computers_win() -> tuple[GameState, int]:
    """A one-round game against the computer (seat 0) after its card, when its claim of a
    stone wins the round (it claims it: a provable claim is always made)."""
    from scenes import first_winning_turn

    turn = first_winning_turn(Options(first_player=0, names=NAMES, bots=("easy", None), rounds=1))
    card = parse_card(turn.card)
    return apply(turn.state, Place(card, turn.stone)), turn.won


def storage_items() -> dict[str, str]:
    store = MemoryStorage()
    repo = SavesRepository(store, now=lambda: 1_700_000_000.0)
    state, _ = before_the_computers_win()
    entry = SaveEntry(repo.new_id(), NAMES, repo.now(), repo.now(), rounds=1)
    repo.save(entry, state)
    repo.set_current(entry.id)
    return dict(store.data)


CASES = {  # viewport, touch, reduced motion, the address's query
    "phone-motion": ((390, 664), True, False, ""),
    "tablet-reduced": ((834, 1194), False, True, ""),
    "desktop-in-page": ((1366, 768), False, False, "&runtime=page"),  # Python in the page
}


@pytest.fixture(params=list(CASES))
def moment_page(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[Page]:
    """The game opened just before the computer's winning claim: a phone (390x664, touch) with
    motion, a portrait tablet (834x1194) under prefers-reduced-motion, a computer's screen
    (1366x768) with Python in the page (PyScript) instead of the worker."""
    size, touch, reduced, query = CASES[request.param]

    def prepare(page: Page) -> None:
        page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # not in the site
        page.goto("./manifest.webmanifest")  # the origin, no game yet
        page.evaluate(
            "(items) => { localStorage.clear();"
            " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
            storage_items(),
        )
        page.add_init_script(WATCH_JS)

    motion: Literal["reduce", "no-preference"] = "reduce" if reduced else "no-preference"
    with checked_page(
        browser,
        base_url,
        f"?bot_pause_ms={PAUSE_MS}{query}",
        touch=touch,
        size=size,
        reduced_motion=motion,
        prepare=prepare,
    ) as page:
        yield page


def test_the_computers_win_is_seen_then_its_result_over_the_board(moment_page: Page) -> None:
    page = moment_page
    reduced = page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")
    runtime = page.get_attribute("html", "data-runtime")
    assert runtime == ("page" if "runtime=page" in page.url else "worker"), runtime
    _, stone = before_the_computers_win()
    page.wait_for_selector("#round-result", timeout=20_000)
    moments = page.evaluate("window.moments")
    claim, result = moments["claim"], moments["result"]
    # its claim first, on the board, with its cue; the result only once that was seen
    assert claim["stone"] == str(stone) and claim["cue"] == COMPUTER
    assert result["t"] - claim["t"] >= SHOW_WIN_MS - 300, moments
    if reduced:  # the same information, nothing moving
        assert claim["anims"] == 0 and result["anims"] == 0, moments
        cue = page.locator(f'.stone-col[data-stone="{stone}"] .claim-cue')
        assert cue.evaluate("el => getComputedStyle(el).animationName") == "none"
        assert cue.evaluate("el => getComputedStyle(el).opacity") == "1"
    else:  # the stone rises in its owner's colour; the dialog comes up
        assert claim["anims"] >= 1 and result["anims"] >= 1, moments
    # the dialog: named by its title, focused, the final board under it
    dialog = page.get_by_role("dialog", name=f"{COMPUTER} wins the match")
    assert dialog.is_visible()
    assert page.evaluate("document.activeElement.id") == "screen-title"
    assert page.evaluate("!!document.activeElement.closest('#round-result')")
    assert "three adjacent stones" in (dialog.text_content() or "") or "five stones" in (
        dialog.text_content() or ""
    )
    assert page.locator("#app .stones .stone-col").count() == 9
    assert page.locator(f'.stone-col.won-claim[data-stone="{stone}"]').count() == 1
    # the keyboard: Tab goes to the dialog's first action
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "btn-rematch"
    for id_ in ("btn-replay", "btn-review-game", "btn-over-new", "btn-result-fold"):
        assert dialog.locator(f"#{id_}").is_visible(), id_
    # "Look at the board": one line, the winning stone in view and not covered
    page.click("#btn-result-fold")
    page.wait_for_selector("#btn-result-unfold")
    assert page.evaluate("document.activeElement.id") == "btn-result-unfold"
    hit = page.evaluate(
        """(n) => { const col = document.querySelector(`.stone-col[data-stone="${n}"]`);
        const box = col.querySelector('.stone').getBoundingClientRect();
        const at = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.bottom <= innerHeight && !!at && col.contains(at); }""",
        stone,
    )
    assert hit, "the winning stone is covered or off-screen with the result folded"
    page.click("#btn-result-unfold")
    page.wait_for_selector("#btn-rematch")
    assert page.evaluate("document.activeElement.id") == "screen-title"
