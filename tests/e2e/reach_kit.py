"""Every control within reach, as a check a test can name: :func:`out_of_reach` looks at the
page as it is and returns readable problems (the control, its name, its box, what is wrong),
empty when every enabled control can be tapped.

A control is within reach when the page is no wider than the screen and, once scrolled into
view by the page's own scrolling (the window's and any box a player can scroll; never a box
that hides its overflow), the point a player taps, its centre, is on screen with AIM pixels of
the control around it, not clipped by a box it sits in, and lands on the control itself
(``document.elementFromPoint``), not on something drawn over it. Cards that overlap by
design (a fan of cards in the hand or on a side) are tapped on the part that shows: for them
some point of a grid over the card must land on it.

    from reach_kit import out_of_reach
    assert not (found := out_of_reach(page)), "\\n".join(found)

tests/e2e/test_reach.py and test_reach_tactical.py sweep it over sizes (SWEEP), languages,
both variants and the flows a player goes through (CLASSIC, TACTICAL), one page per language
and variant (the fixture :func:`pages`).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from e2e_kit import Problems
from fit_kit import CONTROLS, PRELUDE, qr_code
from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from scenes import GUIDED, SCENES, boot, enter, open_saved

AIM = 24
"""How much of a control (up to its own size) must show around its centre, across and down,
in CSS pixels: a finger's aim."""
SHEETS = "#hint-panel, #tracker, [role=dialog]"
"""Panels that lie over the table until the player closes them or chooses in them (their own
controls are checked like any other): the hint and the card tracker open as a sheet just
above the hand on a narrow screen; a dialog (the round's result over the final board)."""
FANNED = "#hand .card, .side .card"
"""Cards laid overlapping on purpose: tapped where they show."""

REACH_JS = (
    "(arg) => {"
    + PRELUDE
    + r"""
const found = [];
const root = document.documentElement;
const doc = document.scrollingElement || root;
const W = root.clientWidth, H = innerHeight;
if (doc.scrollWidth > W + 1) {
  const past = (el) => {
    const r = el.getBoundingClientRect();
    return r.right > W + 1 || r.left < -1;
  };
  const wide = [...document.body.querySelectorAll("*")]
    .filter((el) => !invisible(el) && past(el) && !(el.parentElement && past(el.parentElement)));
  found.push(`the page is ${doc.scrollWidth}px wide on a ${W}px screen; past its edge: `
    + wide.slice(0, 3).map((el) => `${describe(el)} at ${boxText(el.getBoundingClientRect())}`)
      .join(", "));
}
// where an element can be seen: the screen, cut by each box it sits in that clips
const shownBox = (el) => {
  const r = el.getBoundingClientRect();
  let l = Math.max(r.left, 0), t = Math.max(r.top, 0);
  let rr = Math.min(r.right, W), b = Math.min(r.bottom, H);
  for (let a = el.parentElement; a && a !== root && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.position === "fixed") break;
    if (s.overflowX !== "visible" || s.overflowY !== "visible") {
      const ar = a.getBoundingClientRect();
      const left = ar.left + a.clientLeft, top = ar.top + a.clientTop;
      if (s.overflowX !== "visible") {
        l = Math.max(l, left);
        rr = Math.min(rr, left + a.clientWidth);
      }
      if (s.overflowY !== "visible") {
        t = Math.max(t, top);
        b = Math.min(b, top + a.clientHeight);
      }
    }
  }
  return {r, l, t, rr, b};
};
// a sheet (the hint, the card tracker) or a dialog (the round's result) lies over the table
// until it is closed or answered by its own buttons, which must be in reach: what it covers
// waits for it
const sheetOver = (hit, el) => {
  const sheet = hit.closest(arg.sheets);
  if (!sheet || sheet.contains(el)) return false;
  const p = getComputedStyle(sheet).position;
  return p === "absolute" || p === "fixed";
};
const lands = (el, x, y) => {
  const hit = document.elementFromPoint(x, y);
  if (!hit) return [false, "nothing"];
  if (el === hit || el.contains(hit) || sheetOver(hit, el)) return [true, ""];
  if (el.labels && [...el.labels].some((l) => l === hit || l.contains(hit))) return [true, ""];
  return [false, describe(hit) + ` "${short(hit.textContent)}"`];
};
// the page's own scrolling: each box that a player can scroll (overflow auto or scroll, never
// one that hides its overflow) and the window, each centred on the element
const userScrolls = (v) => v === "auto" || v === "scroll";
const bring = (el) => {
  for (let a = el.parentElement; a && a !== root && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    const sx = userScrolls(s.overflowX), sy = userScrolls(s.overflowY);
    if (!sx && !sy) continue;
    const ar = a.getBoundingClientRect(), r = el.getBoundingClientRect();
    if (sy) a.scrollTop += r.top + r.height / 2 - (ar.top + a.clientTop + a.clientHeight / 2);
    if (sx) a.scrollLeft += r.left + r.width / 2 - (ar.left + a.clientLeft + a.clientWidth / 2);
  }
  const r = el.getBoundingClientRect();
  window.scrollBy(r.left + r.width / 2 - W / 2, r.top + r.height / 2 - H / 2);
};
const name = (el) => short(el.getAttribute("aria-label") || el.textContent || el.value || "");
const saved = [doc.scrollLeft, doc.scrollTop];
for (const el of document.querySelectorAll(arg.controls)) {
  // a visually hidden field (a custom radio or checkbox) is tapped through its label
  let tap = el;
  if (invisible(el)) {
    const label = el.labels ? [...el.labels].find((l) => !invisible(l)) : null;
    if (!label) continue;
    tap = label;
  }
  if (tap.closest("[inert], [aria-hidden=true]")) continue;
  bring(tap);
  const {r, l, t, rr, b} = shownBox(tap);
  const what = `${describe(el)} "${name(el)}" at ${boxText(r)}`;
  if (rr - l < 1 || b - t < 1) {
    found.push({key: describe(el) + "|off", line: `${what}: off screen or clipped out of view`});
    continue;
  }
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  const fanned = tap.matches(arg.fanned);
  if (!fanned) {
    // its centre in view, and enough of it around the centre to aim at
    const need = (size) => Math.min(size, arg.aim) - 1;
    if (cx < l || cx > rr || cy < t || cy > b || rr - l < need(r.width) || b - t < need(r.height)) {
      found.push({key: describe(el) + "|cut", line: `${what}: its centre is cut off `
        + `(seen ${boxText({left: l, top: t, width: rr - l, height: b - t})})`});
      continue;
    }
    const [ok, over] = lands(tap, cx, cy);
    if (!ok) found.push({key: describe(el) + "|" + over, line: `${what}: covered by ${over}`});
    continue;
  }
  let ok = false, over = "";
  for (let i = 1; i < 8 && !ok; i++) {
    for (let j = 1; j < 8 && !ok; j++) {
      const x = r.left + (r.width * i) / 8, y = r.top + (r.height * j) / 8;
      if (x < l || x > rr || y < t || y > b) continue;
      [ok, over] = lands(tap, x, y);
    }
  }
  if (!ok) found.push({key: describe(el) + "|fan", line: `${what}: no part of it can be tapped`
    + (over ? ` (covered by ${over})` : "")});
}
window.scrollTo(saved[0], saved[1]);
return grouped(found.map((f) => typeof f === "string" ? {key: f, line: f} : f));
}"""
)


def out_of_reach(page: Page) -> list[str]:
    """The page wider than the screen, and every enabled visible control (fit_kit.CONTROLS)
    that cannot be tapped: off screen and out of the page's scroll, its centre clipped, or
    covered by another element there (see the module's docstring)."""
    found: list[str] = page.evaluate(
        REACH_JS, {"controls": CONTROLS, "fanned": FANNED, "aim": AIM, "sheets": SHEETS}
    )
    return found


# --- the sweep: sizes, flows, one page per language and variant ------------------------------

PORTRAIT = ((320, 568), (360, 640), (390, 664), (412, 915), (768, 1024), (834, 1194))
PORTRAIT += ((1024, 1366), (1080, 1920))
SWEEP = PORTRAIT + tuple((h, w) for w, h in PORTRAIT)
"""Phones, tablets and screens, held upright and sideways: 320 to 1920 px wide."""
LANGUAGES = ("en", "fr", "es", "pt")

Steps = Callable[[Page], Iterator[str]]
"""A flow: takes the page from the start screen through its steps, yielding each step's name
when it is on screen."""


def scene(name: str) -> Steps:
    def steps(page: Page) -> Iterator[str]:
        enter(page, name)
        yield name

    return steps


def tool(board: str, button: str, shown: str) -> Steps:
    """A learning tool opened on a board scene, then closed by its own Close button."""

    def steps(page: Page) -> Iterator[str]:
        enter(page, board)
        page.click(button)
        page.wait_for_selector(shown)
        yield "open"
        page.click(f"{shown} [id$=-close]")
        page.wait_for_selector(shown, state="detached")

    return steps


def guided(card: str) -> Steps:
    """A tactic card's guided play, each step (the first choice offered taken each time), the
    confirmation, and what follows it (the Recruiter's cards put back)."""

    def steps(page: Page) -> Iterator[str]:
        open_saved(page, f"tactic-{card}")
        page.click(f"#hand-{card}")
        page.wait_for_selector("#tactic-flow")
        for step in range(1, 12):
            yield f"step {step}"
            if not page.locator("#tactic-flow").count():
                return
            confirm = page.locator("#flow-confirm")
            if confirm.count():
                confirm.click()
            else:
                page.click("#app [data-intent=tactic-pick] >> nth=0")
        raise AssertionError(f"the guided play of {card} did not end")

    return steps


TACTICAL_SCENES = (
    "tactical",
    "tactical-placed",
    "discard",
    "guided",
    "tactic-refused",
    "duet-tactical",
)
CLASSIC: dict[str, Steps] = {
    **{s.name: scene(s.name) for s in SCENES if s.name not in TACTICAL_SCENES},
    "hint": tool("classic", "#btn-hint", "#hint-panel"),
    "tracker": tool("placement", "#btn-tracker", "#tracker"),
}
TACTICAL: dict[str, Steps] = {
    **{name: scene(name) for name in TACTICAL_SCENES},
    "tracker": tool("tactical", "#btn-tracker", "#tracker"),
    **{f"guided-{card}": guided(card) for card in GUIDED},
}


@dataclass
class Open:
    """The page of one language and variant, kept open for that variant's flows."""

    key: tuple[str, str]
    context: BrowserContext
    page: Page
    problems: Problems


class Pages:
    """The booted page of a language and variant; one is open at a time (the cases run
    grouped by language and variant). ``discard()`` drops the open one unchecked, for a page
    that stopped drawing (:class:`Stalled`)."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser, self.base_url = browser, base_url
        self.current: list[Open] = []

    def __call__(self, language: str, variant: str) -> Page:
        if self.current and self.current[0].key == (language, variant):
            return self.current[0].page
        self.close()
        context = self.browser.new_context(
            base_url=self.base_url,
            viewport={"width": 1194, "height": 834},
            has_touch=True,
            service_workers="block",
            locale="en-US",
            timezone_id="UTC",
            reduced_motion="reduce",
        )
        page = context.new_page()
        problems = Problems.watch(page)
        boot(page, self.base_url, language)
        self.current.append(Open((language, variant), context, page, problems))
        return page

    def close(self) -> None:
        while self.current:
            done = self.current.pop()
            try:
                done.problems.check(done.page)
            finally:
                done.context.close()

    def discard(self) -> None:
        while self.current:
            self.current.pop().context.close()


@pytest.fixture(scope="module")
def pages(browser: Browser, base_url: str) -> Iterator[Pages]:
    """The sweep's pages (:class:`Pages`), checked for console errors when closed."""
    opened = Pages(browser, base_url)
    yield opened
    opened.close()


class Stalled(Exception):
    """The page drew no frame for FRAME_WAIT_MS: headless Chromium under a loaded machine
    sometimes stops a renderer's frames for good (seen once in CI); its page cannot be used."""


FRAME_WAIT_MS = 15_000


def next_frame(page: Page) -> None:
    """Waits for the page to draw a frame after a change of size. The wait is timed by
    Playwright, outside the page, so a page that stopped drawing raises :class:`Stalled`
    instead of hanging the test. The flag is read at each frame (``polling="raf"``), right
    after the frame that set it, not at fixed intervals (50 ms a size)."""
    page.evaluate(
        "() => { window.reachFrame = false;"
        " requestAnimationFrame(() => { window.reachFrame = true; }); }"
    )
    try:
        page.wait_for_function("() => window.reachFrame", polling="raf", timeout=FRAME_WAIT_MS)
    except PlaywrightTimeoutError as error:
        state = page.evaluate("() => [document.visibilityState, innerWidth, innerHeight]")
        raise Stalled(f"no frame drawn in {FRAME_WAIT_MS} ms (page {state})") from error


MESSAGES = "#message, .message, [role=alert], .toast, .card-rule, .pair-status"
"""Where the game says something to the player: every word of it shows."""

HIDDEN_JS = (
    "(sel) => {"
    + PRELUDE
    + r"""
const found = [];
const W = document.documentElement.clientWidth, H = innerHeight;
for (const box of document.querySelectorAll(sel)) {
  if (invisible(box)) continue;
  for (const t of visibleTexts(box)) {
    for (const r of t.rects) {
      if (r.bottom < 0 || r.top > H) continue;  // out of view: the page scrolls to it
      const y = r.top + r.height / 2;
      for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
        const hit = document.elementFromPoint(Math.min(Math.max(x, 0), W - 1), y);
        if (hit && !box.contains(hit)) {
          found.push({key: describe(t.parent) + describe(hit),
            line: `${describe(t.parent)} "${short(t.node.data)}": words at ${Math.round(x)},`
              + `${Math.round(y)} under ${describe(hit)} "${short(hit.textContent)}"`});
          break;
        }
      }
    }
  }
}
return grouped(found);
}"""
)


def hidden_words(page: Page) -> list[str]:
    """Words of a message (MESSAGES) that lie under something else drawn over them."""
    found: list[str] = page.evaluate(HIDDEN_JS, MESSAGES)
    return found


FILL = 0.85
"""The share of the screen's width or height (whichever binds) that the table takes on a
tablet or a computer: the header, the board, the hand and the turn's buttons."""
TABLE = ("#board-header", "#app .stones", "#hand-area")

FILL_JS = r"""([parts, fill]) => {
  if (!document.querySelector("#app .board-screen")) return null;
  const W = document.documentElement.clientWidth, H = innerHeight;
  let left = W, right = 0, top = H, bottom = 0;
  for (const sel of parts) {
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      left = Math.min(left, Math.max(0, r.left)); right = Math.max(right, Math.min(W, r.right));
      top = Math.min(top, Math.max(0, r.top)); bottom = Math.max(bottom, Math.min(H, r.bottom));
    }
  }
  const wide = (right - left) / W, tall = (bottom - top) / H;
  if (wide >= fill - 0.005 || tall >= fill - 0.005) return null;
  return `the table takes ${Math.round(100 * wide)}% of the width and ${Math.round(100 * tall)}%`
    + ` of the height (${Math.round(100 * fill)}% of one wanted)`;
}"""


def table_fill(page: Page) -> list[str]:
    """On a board, unscrolled: the table short of FILL of both the screen's width and height."""
    page.evaluate("window.scrollTo(0, 0)")
    found: str | None = page.evaluate(FILL_JS, [list(TABLE), FILL])
    return [found] if found else []


def sweep(page: Page) -> list[str]:
    """Every size of SWEEP: what cannot be reached there, words of a message hidden, a QR
    code (two devices) not square and whole, and on a tablet or a computer (601 px wide and
    more, 600 px high and more) a table that does not use the screen."""
    found = []
    for width, height in SWEEP:
        page.set_viewport_size({"width": width, "height": height})
        next_frame(page)
        found += [f"{width}x{height}: {line}" for line in out_of_reach(page)]
        found += [f"{width}x{height}: {line}" for line in hidden_words(page)]
        found += [f"{width}x{height}: {line}" for line in qr_code(page)]
        if width > 600 and height >= 600:
            found += [f"{width}x{height}: {line}" for line in table_fill(page)]
    page.set_viewport_size({"width": 1194, "height": 834})
    return found


def check_flow(page: Page, steps: Steps) -> list[str]:
    """Takes ``page`` through a flow, sweeping every step: what was out of reach where."""
    page.set_viewport_size({"width": 1194, "height": 834})
    found: list[str] = []
    for step in steps(page):
        found += [f"{step}, {line}" for line in sweep(page)]
    return found


def sweep_once_more(
    pages: Pages, language: str, variant: str, steps: Steps, flow: str
) -> list[str]:
    """:func:`check_flow` on the page of ``language`` and ``variant``; where it stops drawing,
    once more on a new page: a renderer that stops drawing is the machine's, not the layout's,
    and a second stall fails the case."""
    try:
        return check_flow(pages(language, variant), steps)
    except Stalled as stall:
        warnings.warn(f"{language} {variant} {flow}: {stall}; swept again", stacklevel=1)
        pages.discard()
        return check_flow(pages(language, variant), steps)


def reach_test(variant: str) -> Callable[..., None]:
    """The sweep's test for one variant, one case per language and flow (its test files
    assign it to ``test_every_control_within_reach``, one file a variant, so that the two
    run on two test processes)."""
    flows = CLASSIC if variant == "classic" else TACTICAL
    cases = [(language, flow) for language in LANGUAGES for flow in flows]

    @pytest.mark.parametrize(("language", "flow"), cases, ids=["-".join(c) for c in cases])
    def test(pages: Pages, language: str, flow: str) -> None:
        try:
            found = sweep_once_more(pages, language, variant, flows[flow], flow)
        except BaseException:
            pages.discard()  # the next cases start on a new page, not on this one's state
            raise
        assert not found, f"{language} {variant} {flow}: out of reach:\n  " + "\n  ".join(found)

    return test
