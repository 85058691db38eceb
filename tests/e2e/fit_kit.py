"""How the table fits a screen, as checks a test can name: each function looks at the page as
it is and returns a list of readable violations (the element, its text, its box, what is
wrong), empty when all is well. tests/e2e/test_table_fit.py runs them on every scene of
tests/e2e/scenes.py at every size of SIZES.

    from fit_kit import font_sizes
    assert not (found := font_sizes(page)), "\\n".join(found)

Every selector the checks rely on is in the constants just below, so that a new layout only
has to change them here. A box is written ``x,y wxh`` in CSS pixels of the viewport.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from e2e_kit import axe_violations
from playwright.sync_api import Page

# --- the selectors (docs/ui.md's stable ids) --------------------------------------------------

TITLE = "#screen-title"  # each screen's h1: on the board, whose turn it is
HEADER = "#board-header"  # the board's header (the title, the scores, Rules, Menu)
LAST_TURN = "#last-turn"  # the other player's last turn
BOARD = "#app .stones"  # the border: the nine stones and both sides
STONES = "#app .stone-col"  # one stone and its two sides
SIDES = "#app .stone-col .side"
HAND = "#hand"
TURN_BUTTONS = "#app .turn-actions"  # Take back, Pass, End turn
HAND_AREA = "#hand-area"  # the prompt line (and the message over it), the hand, the buttons
BOARD_TOP = "#app .board-screen > .opponent-line"  # whose cards the top row holds (wide screens)
END_TURN = "#btn-end, #btn-end-clan, #btn-end-tactic, #btn-see-result"  # one of them shows
MESSAGE = "#message"
FLOW = "#tactic-flow"  # the guided play of a tactic card
DISCARD = "#discard"
HANDOVER = "#app .handover-screen"
QR = "#pair-qr"  # this device's pairing code drawn as a QR code (two devices, #45)

MESSAGE_BOXES = (
    "#message",
    ".message",
    ".toast",
    "[role=alert]",
    "[role=alertdialog]",
    "[role=dialog]",
    "#hint",  # the line over the hand: a placement prompt, what to do next
    "#last-turn",
    "#tactic-notes",  # why a tactic card of the hand cannot be played
    "#hand-reason",  # why the tactic card just tapped cannot be played, beside it
    "#discard[open] > :not(summary)",  # the discard pile, open
    "#hint-panel",
    "#tracker",
    ".confirm",
)
"""Boxes that say something and must never lie over a card, a stone or the hand."""
COVERED = (".card", ".stone", "#hand")
"""What a message box must not cover (its own cards, inside it, excepted)."""
MAY_COVER = ("#tactic-flow", "#round-result", "#hand-reason")
"""Panels that may lie over the table, and the message boxes inside them: the guided play, the
round's result (a dialog over the final board; "Look at the board" folds it); why the tactic
card just tapped cannot be played (on a phone it rises from the hand over the last stones until
the next tap; wider screens have room for it over the prompt line, which
tests/e2e/test_tactic_board.py checks).
(The hand-over screen hides the table by design: :func:`covered` skips it.)"""

CONTROLS = (
    "button:not(:disabled), [role=button]:not([aria-disabled=true]), summary, a[href],"
    " input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled)"
)
"""Controls that must be 44x44 CSS pixels or more (with their labels, for a form field)."""
TARGET = 44
MIN_FONT_PX = 12
QR_LEAST = 150
"""The smallest QR code (CSS px) a phone's camera reads off another screen at arm's length
(a code of version 8-10: 49-57 modules, about 3 px each)."""
FILL = 0.85
"""The share of the viewport's height the header, the board, the hand and the turn buttons
take together on a tablet or a computer."""

# --- sizes ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Size:
    """A viewport: ``phone``: the phone's fit (the turn, the last turn, the board, the hand and
    End turn in view); else the tablet's (everything in one screen, FILL of its height)."""

    width: int
    height: int
    phone: bool
    touch: bool

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}"


SIZES = (
    Size(360, 640, phone=True, touch=True),
    Size(390, 664, phone=True, touch=True),
    Size(834, 1194, phone=False, touch=True),
    Size(1194, 834, phone=False, touch=True),
    Size(1366, 768, phone=False, touch=False),
)

# --- what the page is asked (one evaluate per check) -------------------------------------------

# Shared by every check: how to name an element and a box, and what is truly invisible (not
# laid out, hidden, transparent, or clipped to nothing like .sr-only): only that is exempt.
PRELUDE = r"""
const round = (v) => Math.round(v);
const boxText = (r) => `${round(r.left)},${round(r.top)} ${round(r.width)}x${round(r.height)}`;
const short = (text) => {
  const t = (text || "").replace(/\s+/g, " ").trim();
  return t.length > 48 ? t.slice(0, 47) + "…" : t;
};
const describe = (el) => {
  if (!el || el.nodeType !== 1) return "?";
  const own = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "")
    + [...el.classList].slice(0, 3).map((c) => "." + c).join("");
  if (el.id) return own;
  let up = el.parentElement;
  while (up && !up.id) up = up.parentElement;
  return (up ? "#" + up.id + " " : "") + own;
};
const hiddenCache = new Map();
const invisible = (el) => {
  if (!el || el.nodeType !== 1) return false;
  if (hiddenCache.has(el)) return hiddenCache.get(el);
  let gone = false;
  const style = getComputedStyle(el);
  if (style.display === "contents") gone = invisible(el.parentElement);  // no box of its own
  else if (!el.getClientRects().length || style.visibility !== "visible") gone = true;
  else if (style.opacity === "0") gone = true;
  else if (style.clip === "rect(0px, 0px, 0px, 0px)") gone = true;
  else if (style.clipPath === "inset(50%)") gone = true;
  else if (style.overflow !== "visible" && (el.clientWidth <= 1 || el.clientHeight <= 1)
           && el.getBoundingClientRect().width <= 1.5) gone = true;
  else gone = invisible(el.parentElement);
  hiddenCache.set(el, gone);
  return gone;
};
const visibleTexts = (root) => {
  const out = [];
  const walker = document.createTreeWalker(root || document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent) continue;
    if (parent.closest("script, style, noscript, template, title, option")) continue;
    if (invisible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    out.push({node, parent, range, rects, box: range.getBoundingClientRect()});
  }
  return out;
};
// Groups lines that differ only in their text and box: "(and 7 more like it)".
const grouped = (items) => {
  const groups = new Map();
  for (const item of items) {
    const g = groups.get(item.key);
    if (g) g.more += 1; else groups.set(item.key, {line: item.line, more: 0});
  }
  return [...groups.values()].map((g) => g.line + (g.more ? ` (and ${g.more} more like it)` : ""));
};
"""


def _js(body: str) -> str:
    return "(arg) => {" + PRELUDE + body + "}"


FONT_JS = _js(
    r"""
const found = [];
const scaleOf = (el) => {
  if (el instanceof SVGElement) {
    const m = el.getScreenCTM && el.getScreenCTM();
    return m ? Math.hypot(m.c, m.d) : 1;
  }
  // a transform's scale (offsetWidth is rounded: a pixel of difference is no transform)
  const w = el.offsetWidth, r = el.getBoundingClientRect().width;
  return w && Math.abs(r - w) > 1 ? r / w : 1;
};
for (const t of visibleTexts()) {
  const px = parseFloat(getComputedStyle(t.parent).fontSize) * scaleOf(t.parent);
  if (px < arg.min - 0.01) {
    found.push({key: describe(t.parent) + px.toFixed(1),
      line: `${describe(t.parent)} "${short(t.node.data)}" at ${boxText(t.box)}: `
        + `${px.toFixed(1)}px text`});
  }
}
// text drawn by CSS (content: "…" or attr(…)): card values, marks
const words = (content, el) => {
  if (!content || content === "none" || content === "normal") return "";
  let text = "";
  const re = /"((?:[^"\\]|\\.)*)"|attr\(([\w-]+)\)|counters?\(/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    text += m[1] !== undefined ? m[1] : m[2] !== undefined ? el.getAttribute(m[2]) || "" : "1";
  }
  return text.replace(/\\[0-9a-f]{1,6}\s?/gi, "x").trim();
};
for (const el of document.body.querySelectorAll("*")) {
  if (el instanceof SVGElement || invisible(el)) continue;
  for (const pseudo of ["::before", "::after"]) {
    const style = getComputedStyle(el, pseudo);
    if (style.display === "none" || style.visibility !== "visible") continue;
    if (style.opacity === "0") continue;
    const text = words(style.content, el);
    if (!text) continue;
    const px = parseFloat(style.fontSize) * scaleOf(el);
    if (px < arg.min - 0.01) {
      found.push({key: describe(el) + pseudo + px.toFixed(1),
        line: `${describe(el)}${pseudo} "${short(text)}" at `
          + `${boxText(el.getBoundingClientRect())}: ${px.toFixed(1)}px text`});
    }
  }
}
return grouped(found);
"""
)

OVERFLOW_JS = _js(
    r"""
const found = [];
const W = document.documentElement.clientWidth;
const cut = (t, a, how) => ({key: describe(t.parent) + "|" + describe(a) + how,
  line: `${describe(t.parent)} "${short(t.node.data)}" at ${boxText(t.box)}: cut ${how} `
    + `by ${describe(a)} at ${boxText(a.getBoundingClientRect())}`});
for (const t of visibleTexts()) {
  const b = t.box;
  if (b.left < -1 || b.right > W + 1) {
    let scroller = t.parent;
    while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement;
    }
    found.push({key: describe(t.parent) + "|viewport",
      line: `${describe(t.parent)} "${short(t.node.data)}" at ${boxText(b)}: past the `
        + `viewport's width (${W}px)`
        + (scroller ? `, in the sideways-scrolling ${describe(scroller)}` : "")});
    continue;
  }
  for (let a = t.parent; a && a !== document.documentElement; a = a.parentElement) {
    const s = getComputedStyle(a);
    const r = a.getBoundingClientRect();
    const left = r.left + a.clientLeft, top = r.top + a.clientTop;
    if ((s.overflowX === "hidden" || s.overflowX === "clip")
        && (b.left < left - 1 || b.right > left + a.clientWidth + 1)) {
      found.push(cut(t, a, s.textOverflow === "ellipsis" ? "with an ellipsis" : "on its side"));
      break;
    }
    if ((s.overflowY === "hidden" || s.overflowY === "clip")
        && (b.top < top - 1 || b.bottom > top + a.clientHeight + 1)) {
      found.push(cut(t, a, "at its top or bottom")); break;
    }
    if (s.position === "fixed") break;
  }
}
const doc = document.scrollingElement || document.documentElement;
if (doc.scrollWidth > W + 1) {
  // the outermost elements that reach past the right edge (their parents do not)
  const past = (el) => {
    const r = el.getBoundingClientRect();
    return r.right > W + 1 || r.left < -1;
  };
  const wide = [...document.body.querySelectorAll("*")]
    .filter((el) => !invisible(el) && past(el) && !(el.parentElement && past(el.parentElement)));
  found.push({key: "scroll", line: `the page scrolls sideways: ${doc.scrollWidth}px wide in a `
    + `${W}px viewport; past its edge: `
    + wide.slice(0, 5).map((el) => `${describe(el)} at ${boxText(el.getBoundingClientRect())}`)
      .join(", ")});
}
return grouped(found);
"""
)

WORDS_JS = _js(
    r"""
const found = [];
const word = /[^\s\-\u00ad\u2010-\u2014\/]{2,}/g;  // a soft hyphen breaks with a hyphen
for (const t of visibleTexts()) {
  if (t.rects.length < 2) continue;  // one box: on one line
  // a code or a link, no word of any language, laid out to break anywhere (a pairing code)
  if (getComputedStyle(t.parent).wordBreak === "break-all") continue;
  const text = t.node.data;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const range = document.createRange();
    range.setStart(t.node, m.index);
    range.setEnd(t.node, m.index + m[0].length);
    const tops = [];
    for (const r of range.getClientRects()) {
      if (r.width > 0 && r.height > 0 && !tops.some((y) => Math.abs(y - r.top) < r.height / 2)) {
        tops.push(r.top);
      }
    }
    if (tops.length > 1) {
      found.push({key: describe(t.parent) + m[0],
        line: `${describe(t.parent)} "${short(text)}" at ${boxText(t.box)}: "${m[0]}" is `
          + `broken over ${tops.length} lines`});
    }
  }
}
return grouped(found);
"""
)

COVER_JS = _js(
    r"""
const found = [];
if (document.querySelector(arg.handover)) return found;
const visible = (sel) => [...document.querySelectorAll(sel)].filter((el) => !invisible(el));
const mayCover = arg.mayCover.join(", ");
const boxes = [...new Set(arg.boxes.flatMap(visible))]
  .filter((el) => !el.closest(mayCover))
  .filter((el, _, all) => !all.some((o) => o !== el && o.contains(el)));
const covered = visible(arg.covered.join(", "));
for (const box of boxes) {
  const b = box.getBoundingClientRect();
  const under = [];
  for (const el of covered) {
    if (box.contains(el) || el.contains(box)) continue;
    const r = el.getBoundingClientRect();
    const w = Math.min(b.right, r.right) - Math.max(b.left, r.left);
    const h = Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top);
    if (w > 1 && h > 1) under.push(`${describe(el)} "${short(el.textContent)}" at ${boxText(r)}`);
  }
  if (under.length) {
    found.push(`${describe(box)} "${short(box.textContent)}" at ${boxText(b)} covers `
      + under.slice(0, 4).join(", ") + (under.length > 4 ? ` and ${under.length - 4} more` : ""));
  }
}
return found;
"""
)

TARGETS_JS = _js(
    r"""
const found = [];
for (const el of document.querySelectorAll(arg.controls)) {
  const labels = el.labels ? [...el.labels] : [];
  if (invisible(el) && !labels.some((l) => !invisible(l))) continue;
  if (el.matches("a") && el.parentElement
      && el.parentElement.textContent.trim().length > el.textContent.trim().length) {
    continue;  // a link inside a sentence (WCAG 2.5.8's inline exception)
  }
  let box = el.getBoundingClientRect();
  let left = box.left, top = box.top, right = box.right, bottom = box.bottom;
  for (const l of labels) {  // a tap on its label works the field too
    const r = l.getBoundingClientRect();
    if (!r.width) continue;
    left = Math.min(left, r.left); top = Math.min(top, r.top);
    right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom);
  }
  const w = right - left, h = bottom - top;
  if (w < arg.min - 0.5 || h < arg.min - 0.5) {
    const name = el.getAttribute("aria-label") || el.textContent || el.value || "";
    found.push({key: describe(el) + round(w) + "x" + round(h),
      line: `${describe(el)} "${short(name)}" at ${boxText(box)}: a ${round(w)}x${round(h)} `
        + `target`});
  }
}
return grouped(found);
"""
)

FIT_JS = _js(
    r"""
const found = [];
const H = innerHeight, W = document.documentElement.clientWidth;
const doc = document.scrollingElement || document.documentElement;
const inView = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= W + 0.5 && r.bottom <= H + 0.5;
const spans = [];
const check = (what, sel, {all = false, optional = false} = {}) => {
  const els = [...document.querySelectorAll(sel)];
  const shown = els.filter((el) => !invisible(el));
  if (!shown.length) {
    if (!optional) found.push(`${what} (${sel}): ${els.length ? "not visible" : "missing"}`);
    return;
  }
  for (const el of all ? shown : shown.slice(0, 1)) {
    const r = el.getBoundingClientRect();
    spans.push([r.top, r.bottom, what]);
    if (!inView(r)) {
      found.push(`${what}: ${describe(el)} "${short(el.textContent)}" at ${boxText(r)} is `
        + `not inside the ${W}x${H} viewport`);
    }
  }
};
if (arg.phone) {
  check("whose turn it is", arg.title);
  check("the last turn", arg.lastTurn);
  check("a stone", arg.stones, {all: true});
  check("a side", arg.sides, {all: true});
  check("the hand", arg.hand);
  check("the end-of-turn button", arg.endTurn);
} else {
  // what lies below the table (the hint, the tracker, the log) may scroll into view; the table
  // itself is in view at the top of the page and fills it
  check("the header", arg.header);
  check("the board's top line", arg.boardTop, {optional: true});
  check("the board", arg.board);
  check("the hand", arg.handArea);
  check("the turn buttons", arg.turnButtons);
  const parts = spans.map(([a, b]) => [Math.max(0, a), Math.min(H, b)]).filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let used = 0, end = -Infinity;
  for (const [a, b] of parts) {
    if (a > end) { used += b - a; end = b; } else if (b > end) { used += b - end; end = b; }
  }
  if (used < arg.fill * H - 0.5) {
    found.push(`the header, the board, the hand and the turn buttons take ${round(used)}px, `
      + `${(100 * used / H).toFixed(1)}% of the ${H}px height (at least `
      + `${round(100 * arg.fill)}% wanted): `
      + spans.map(([a, b, what]) => `${what} ${round(a)}-${round(b)}`).join(", "));
  }
}
check("the message", arg.message, {optional: true});
check("the guided play", arg.flow, {optional: true});
return found;
"""
)

QR_JS = _js(
    r"""
const qr = document.querySelector(arg.qr);
if (!qr || invisible(qr)) return arg.required ? [`no QR code shown (${arg.qr})`] : [];
const found = [];
const W = document.documentElement.clientWidth, H = innerHeight;
const saved = [scrollX, scrollY];
qr.scrollIntoView({block: "center", inline: "center"});
const r = qr.getBoundingClientRect();
const what = `${describe(qr)} at ${boxText(r)}`;
if (Math.abs(r.width - r.height) > 1) found.push(`${what}: not square`);
if (Math.min(r.width, r.height) < Math.min(arg.least, W, H) - 0.5) {
  found.push(`${what}: under ${arg.least}px`);
}
if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
  found.push(`${what}: not whole on the ${W}x${H} screen, scrolled to it`);
} else {
  // nothing drawn over it: a grid of points over the code lands on the canvas
  const over = new Set();
  for (let i = 1; i < 6; i++) {
    for (let j = 1; j < 6; j++) {
      const hit = document.elementFromPoint(r.left + (r.width * i) / 6, r.top + (r.height * j) / 6);
      if (hit !== qr) over.add(describe(hit));
    }
  }
  if (over.size) found.push(`${what}: covered by ${[...over].join(", ")}`);
}
window.scrollTo(saved[0], saved[1]);
return found;
"""
)

# --- the checks ----------------------------------------------------------------------------------


def font_sizes(page: Page) -> list[str]:
    """Visible text (text nodes, and text drawn by CSS ``content``) under MIN_FONT_PX CSS
    pixels, as the text is drawn (its computed size times any scale of its element)."""
    found: list[str] = page.evaluate(FONT_JS, {"min": MIN_FONT_PX})
    return found


def overflow(page: Page) -> list[str]:
    """Text cut by its box (an ancestor with overflow hidden or clip, or an ellipsis) or
    reaching past the viewport's sides; a page that scrolls sideways (with the elements that
    reach past its edge)."""
    found: list[str] = page.evaluate(OVERFLOW_JS)
    return found


def broken_words(page: Page) -> list[str]:
    """Words broken inside over two lines (a word's own boxes on different lines; a line may
    still break at a space, a hyphen, a soft hyphen, a dash or a slash). Text set to break
    anywhere (``word-break: break-all``: a pairing code, a link) is no words."""
    found: list[str] = page.evaluate(WORDS_JS)
    return found


def covered(page: Page) -> list[str]:
    """Message boxes (MESSAGE_BOXES) lying over a card, a stone or the hand (COVERED); the
    hand-over screen and the guided play (MAY_COVER) may cover the table."""
    found: list[str] = page.evaluate(
        COVER_JS,
        {
            "handover": HANDOVER,
            "boxes": list(MESSAGE_BOXES),
            "covered": list(COVERED),
            "mayCover": list(MAY_COVER),
        },
    )
    return found


def fit(page: Page, phone: bool) -> list[str]:
    """The board in one screen, as the page is unscrolled. On a phone: whose turn it is, the
    last turn, every stone and side, the hand and the end-of-turn button inside the viewport.
    Else: no vertical scroll, the header, the board, the hand and the turn buttons inside the
    viewport and together FILL of its height. Both: a message and the guided play, when shown,
    in view."""
    page.evaluate("window.scrollTo(0, 0)")
    found: list[str] = page.evaluate(
        FIT_JS,
        {
            "phone": phone,
            "fill": FILL,
            "title": TITLE,
            "header": HEADER,
            "lastTurn": LAST_TURN,
            "board": BOARD,
            "stones": STONES,
            "sides": SIDES,
            "hand": HAND,
            "turnButtons": TURN_BUTTONS,
            "handArea": HAND_AREA,
            "boardTop": BOARD_TOP,
            "endTurn": END_TURN,
            "message": MESSAGE,
            "flow": FLOW,
        },
    )
    return found


def small_targets(page: Page) -> list[str]:
    """Enabled visible controls (CONTROLS) smaller than TARGETxTARGET CSS pixels, a form field
    measured with its labels; a link inside a sentence is exempt."""
    found: list[str] = page.evaluate(TARGETS_JS, {"controls": CONTROLS, "min": TARGET})
    return found


def axe(page: Page) -> list[str]:
    """axe-core's findings on the whole page, every impact, one line per rule."""
    lines = []
    for v in axe_violations(page, "body"):
        nodes: list[Any] = v["nodes"]  # type: ignore[assignment]
        where = ", ".join(" ".join(map(str, n)) for n in nodes[:4])
        more = f" and {len(nodes) - 4} more" if len(nodes) > 4 else ""
        lines.append(f"axe {v['id']} ({v['impact']}): {v['help']}: {where}{more}")
    return lines


def qr_code(page: Page, required: bool = False) -> list[str]:
    """This device's QR code (QR), when shown (``required``: it must be): square, QR_LEAST
    px or more (or the whole screen's width or height, where that is less), whole on screen
    once scrolled to, and nothing drawn over it."""
    found: list[str] = page.evaluate(QR_JS, {"qr": QR, "least": QR_LEAST, "required": required})
    return found


Check = Callable[[Page], list[str]]
CHECKS: dict[str, Check] = {
    "font": font_sizes,
    "overflow": overflow,
    "words": broken_words,
    "covered": covered,
    "targets": small_targets,
    "axe": axe,
    "qr": lambda page: qr_code(page, required=True),
}
"""The checks of every scene, by name (``fit`` is for the board's scenes, per size; ``qr`` is
read for the scenes that show a pairing code)."""
