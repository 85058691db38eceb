"""The board at phone and tablet sizes: nothing over anything, no jumps.

At 390x664 (an iPhone 13 with its browser bars), 360x640, 834x1194 and 1194x834: the stones,
the claim buttons and the hand do not overlap, the claim buttons are in view; the hand keeps its
box when a card is selected, placed, a claim is refused, the guided play of a tactic card opens
or closes and the discard pile opens; a refused claim's explanation shows whole; a tactic card
confirmed leaves the landscape tablet unscrolled. (Whether the board, the hand, a message and
the guided play are in view, and over nothing, is test_table_fit.py's, at every size.)

Layout shifts: ``ui.dom`` redraws the screen with ``innerHTML``, so a jump caused by a redraw
moves new elements, which the Layout Instability API does not report: the hand's box before and
after each action is what catches those. The ``layout-shift`` observer catches the rest
(elements that stay, such as a disclosure opened or a late style), counted with or without
recent input; a deliberate shift checks that the observer sees one.

One boot per module and kind of game (classic, tactical); the sizes are switched on the page.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from e2e_kit import Problems, play_turns
from playwright.sync_api import Browser, Page, expect
from test_game import boot_with, stored
from test_tactical import advance, first_position, items_for

from schotten.actions import EndTurn, Place
from schotten.claims import claim_verdict
from schotten.options import Options
from schotten.rules import apply, new_game, placements
from schotten.state import GameState, Phase

pytestmark = pytest.mark.e2e

SIZES = ((390, 664), (360, 640), (834, 1194), (1194, 834))
Box = dict[str, float]

BOXES_JS = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, width: r.width, height: r.height, id: el.id || el.className}; };
  const all = (s) => [...document.querySelectorAll(s)].filter((el) => el.getClientRects().length)
    .map(box);
  const hand = document.querySelector("#app .hand-area");
  const strip = document.querySelector("#last-turn:not(.empty)");
  return {stones: all("#app .stones > .stone-col"), claims: all("#app .btn.claim"),
          sides: all("#app .stones .side"), hand: hand && box(hand),
          strip: strip && {...box(strip), text: strip.textContent,
                           clipped: getComputedStyle(strip).clipPath !== "none"},
          viewport: {width: innerWidth, height: innerHeight}, scrollY: scrollY};
}"""

# Observes layout shifts from now on (after two frames, so that a resize of the viewport just
# before is laid out first); each shift is kept with the elements it moved.
OBSERVE_JS = """async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (window.layoutObserver) window.layoutObserver.disconnect();
  window.layoutShifts = [];
  window.layoutObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.layoutShifts.push({value: e.value,
      moved: e.sources.map((s) => s.node ? (s.node.id || s.node.className || s.node.nodeName)
                                         : "?")});
  });
  window.layoutObserver.observe({type: "layout-shift"});
}"""


def layout_shift(page: Page) -> tuple[float, list[Any]]:
    """The sum of the shifts seen since OBSERVE_JS (after the next two frames), and the list."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))")
    shifts: list[Any] = page.evaluate("window.layoutShifts")
    return sum(x["value"] for x in shifts), shifts


def before_a_refused_claim() -> tuple[GameState, Place, int]:
    """A position in which the player to move places ``move`` and may then press a claim that
    is refused (the opponent could still beat the side)."""
    for seed in range(1, 200):
        state = new_game(Options(first_player=0, names=("Ann", "Bob")), seed=seed)
        while state.phase is Phase.PLAY:
            for move in placements(state):
                after = apply(state, move)
                for stone in range(9):
                    verdict = claim_verdict(after, after.current_player, stone)
                    if verdict.code == "opponent_can_beat" and verdict.counterexample:
                        return state, move, stone
            state = apply(state, placements(state)[0])
            if state.phase is Phase.AFTER_PLAY:
                state = apply(state, EndTurn())
    raise AssertionError("no position found")


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share (a pixel of tolerance for rounding)."""
    w = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) - 1
    h = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) - 1
    return max(w, 0) * max(h, 0)


def inside(a: Box, viewport: Box) -> bool:
    return (
        a["x"] >= -0.5
        and a["y"] >= -0.5
        and a["x"] + a["width"] <= viewport["width"] + 0.5
        and a["y"] + a["height"] <= viewport["height"] + 0.5
    )


def check_table(page: Page, where: str) -> dict[str, Any]:
    """Stones, claim buttons and the hand: none over another (a claim button lies on its own
    stone only), the claim buttons in view, the page unscrolled. Returns the boxes."""
    found: dict[str, Any] = page.evaluate(BOXES_JS)
    viewport, hand, stones = found["viewport"], found["hand"], found["stones"]
    assert found["scrollY"] == 0, f"{where}: the page is scrolled by {found['scrollY']}px"
    assert hand is not None and len(stones) == 9, where
    for box in found["claims"]:
        assert inside(box, viewport), f"{where}: {box['id']} outside the viewport: {box}"
    for i, a in enumerate(stones):
        assert overlap(a, hand) == 0, f"{where}: stone {i + 1} under the hand"
        for j, b in enumerate(stones[i + 1 :], i + 1):
            assert overlap(a, b) == 0, f"{where}: stones {i + 1} and {j + 1} overlap"
    strip = found["strip"]
    if strip is not None:  # the other side's last turn: shown, in view, over nothing
        assert strip["width"] > 100 and strip["height"] >= 14 and not strip["clipped"], (
            f"{where}: the last turn is not shown: {strip}"
        )
        assert inside(strip, viewport), f"{where}: the last turn outside the viewport"
        for box in [*stones, hand]:
            assert overlap(strip, box) == 0, f"{where}: the last turn over {box['id']}"
    for claim in found["claims"]:
        n = int(claim["id"].removeprefix("claim-"))
        assert overlap(claim, hand) == 0, f"{where}: {claim['id']} under the hand"
        for j, stone in enumerate(stones):
            if j != n:
                assert overlap(claim, stone) == 0, f"{where}: {claim['id']} over stone {j + 1}"
    return found


def hand_box(page: Page) -> tuple[Box | None, Box | None]:
    def box(selector: str) -> Box | None:
        found = page.locator(selector).bounding_box()
        return {k: round(v, 1) for k, v in found.items()} if found else None

    return box("#app .hand-area"), box("#hand")


@pytest.fixture(scope="module")
def classic(browser: Browser, base_url: str) -> Iterator[tuple[Page, Place, int, Problems]]:
    """One boot for the module: Ann to move, a card to place, then a claim that is refused."""
    state, move, stone = before_a_refused_claim()
    # the boxes at rest: no card in flight (test_table_motion.py checks the motion)
    page = browser.new_page(
        base_url=base_url, service_workers="block", locale="en-US", reduced_motion="reduce"
    )
    items, _ = stored(state)
    problems = boot_with(page, base_url, items)
    page.click("#btn-reveal")
    yield page, move, stone, problems
    problems.check(page)
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_board_and_the_hand_fit_and_the_hand_stays_put(
    classic: tuple[Page, Place, int, Problems], width: int, height: int
) -> None:
    page, move, refused, _ = classic
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("window.scrollTo(0, 0)")
    size = f"{width}x{height}"
    check_table(page, f"{size} at the start of the turn")
    start = hand_box(page)

    page.click(f"#hand-{move.card}")
    expect(page.locator(f"#hand-{move.card}")).to_have_attribute("aria-pressed", "true")
    check_table(page, f"{size} with a card selected")
    assert hand_box(page) == start, f"{size}: selecting a card moved the hand"

    page.click(f"#side-{move.stone}")
    expect(page.locator("#btn-undo")).to_be_visible()
    found = check_table(page, f"{size} after the card")
    assert found["claims"], f"{size}: no claim button after the card"
    assert hand_box(page) == start, f"{size}: placing a card moved the hand"

    page.click(f"#claim-{refused}")
    message = page.locator("#message")
    expect(message).to_contain_text(f"You cannot prove stone {refused + 1} yet")
    check_table(page, f"{size} with the refusal")
    assert hand_box(page) == start, f"{size}: the refusal moved the hand"
    whole = message.evaluate("(el) => el.scrollHeight <= el.clientHeight + 1")
    assert whole, f"{size}: the explanation does not show whole"

    page.click("#btn-undo")  # back to the start of the turn for the next size
    expect(page.locator("#message")).to_have_count(0)
    assert hand_box(page) == start, f"{size}: taking back moved the hand"


def test_no_layout_shift_over_a_few_turns(classic: tuple[Page, Place, int, Problems]) -> None:
    page = classic[0]
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(OBSERVE_JS)
        assert play_turns(page, 3) == "playing"
        page.click("#btn-reveal")
        total, shifts = layout_shift(page)
        assert total == 0, f"{width}x{height}: layout shifts {shifts}"
    # the observer does see a shift of an element that stays
    page.evaluate("document.querySelector('#app .hand-area').style.marginTop = '40px'")
    assert layout_shift(page)[0] > 0


@pytest.fixture(scope="module")
def tactical(browser: Browser, base_url: str) -> Iterator[tuple[Page, str, Problems]]:
    """One boot: a tactical game, Ann to move with a mode or a ruse she can play."""
    state, card = advance(first_position(), {"MUD", "BANSHEE", "STRATEGIST", "BLIND"})
    # the boxes at rest: no card in flight (test_table_motion.py checks the motion)
    page = browser.new_page(
        base_url=base_url, service_workers="block", locale="en-US", reduced_motion="reduce"
    )
    problems = boot_with(page, base_url, items_for(state))
    page.click("#btn-reveal")
    yield page, card, problems
    problems.check(page)
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_tactical_board_keeps_the_hand_in_place(
    tactical: tuple[Page, str, Problems], width: int, height: int
) -> None:
    page, card, _ = tactical
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("window.scrollTo(0, 0)")
    size = f"{width}x{height}"
    found = check_table(page, f"{size} tactical")
    # every stone's row and side is a target of 44 px or more, phones included
    for box in [*found["stones"], *found["sides"]]:
        assert box["height"] >= 44, f"{size}: {box['id']} is {box['height']}px tall"
    strip = found["strip"]  # the other player's last turn, shown (one line on phones)
    assert strip is not None and "Last turn by Ann" in strip["text"], f"{size}: no last turn"
    start = hand_box(page)
    page.evaluate(OBSERVE_JS)
    page.click("#discard summary")
    expect(page.locator("#discard")).to_have_attribute("open", "")
    assert hand_box(page) == start, f"{size}: the open discard pile moved the hand"
    page.click("#discard summary")
    total, shifts = layout_shift(page)
    assert total == 0, f"{size}: the discard pile shifted the board: {shifts}"

    page.click(f"#hand-{card}")
    flow = page.locator("#tactic-flow")
    expect(flow).to_be_visible()
    check_table(page, f"{size} tactical with the guided play")
    assert hand_box(page) == start, f"{size}: the guided play moved the hand"
    page.click("#flow-cancel")
    expect(flow).to_have_count(0)
    assert hand_box(page) == start, f"{size}: closing the guided play moved the hand"


def test_a_confirmed_tactic_card_leaves_the_landscape_tablet_unscrolled(
    tactical: tuple[Page, str, Problems],
) -> None:
    page, card, _ = tactical
    page.set_viewport_size({"width": 1194, "height": 834})
    page.evaluate("window.scrollTo(0, 0)")
    start = hand_box(page)
    page.click(f"#hand-{card}")
    for _ in range(8):
        if page.locator("#flow-confirm").count():
            break
        page.click("#app [data-target], #tactic-flow .flow-opt >> nth=0")
    page.click("#flow-confirm")
    expect(page.locator("#tactic-flow")).to_have_count(0)
    check_table(page, "1194x834 after the tactic card")
    assert hand_box(page) == start, "the tactic card moved the hand"
