"""Tactic cards played on the table, in the browser: each ruse and a combat mode by taps on the
board's lit targets (at 1194x834 and at a phone's 390x664), and the Traitor by keyboard alone.

One boot for the file (``e2e_kit.checked_page``, a touch screen, with reduced motion so that
boxes are measured at rest). Each position is built with the engine on CPython and written into
``localStorage`` as another tab would; a ``storage`` event makes the page follow it (under the
same id as the game on screen: behind its hand-over screen; the first time, from the saved-games
list). After each play: what the save holds is the engine's action, the hand did not move and
the page is not left scrolled.
"""

from __future__ import annotations

import re

import pytest
from answered import settle
from e2e_kit import checked_page, current_save
from fit_kit import MIN_FONT_PX
from playwright.sync_api import Browser, Page, expect
from scenes import claim_turn, classic_turn, tactical_refused
from test_layout import hand_box
from test_tactical import advance, first_position, items_for, say

from schotten.actions import Action, Place
from schotten.claims import claim_verdict
from schotten.rules import apply
from schotten.serialize import loads
from schotten.state import GameState, Phase
from schotten.tactics import Tactic, parse_card
from schotten.views import player_view
from ui.flow import Flow, choices_of
from ui.i18n import LANGUAGES, Translator, tactic_face

pytestmark = pytest.mark.e2e

SIZES = ((1194, 834), (390, 664))
CARDS = ("BANSHEE", "TRAITOR", "STRATEGIST", "RECRUITER", "MUD")
LIT = "#app [data-target]"


def positions() -> dict[str, GameState]:
    """A position where Ann (to move) can play each card."""
    out = {}
    for card in CARDS:
        state, found = advance(first_position(), {card})
        assert found == card
        out[card] = state
    return out


def show(page: Page, state: GameState, width: int, height: int) -> None:
    """The page follows ``state`` written by another tab; the game is opened, the hand shown."""
    page.set_viewport_size({"width": width, "height": height})
    items = items_for(state)
    (game_id,) = [k.rsplit("/", 1)[1] for k in items if k.startswith("schotten-totten/game/")]
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);"
        " window.dispatchEvent(new StorageEvent('storage', {key: null})); }",
        items,
    )
    settle(page)  # the game's answer to the storage event
    # the game on screen followed (the same id), or the start screen: the saved games
    if not page.locator("#btn-reveal").count():
        if page.locator("#btn-saves").count():
            page.tap("#btn-saves")
        page.tap(f"#open-{game_id}")
    page.tap("#btn-reveal")
    page.evaluate("window.scrollTo(0, 0)")
    expect(page.locator("#hand")).to_be_visible()


def lit_args(page: Page) -> set[str]:
    return set(page.locator(LIT).evaluate_all("els => els.map((el) => el.dataset.arg)"))


def legal_next(flow: Flow) -> set[str]:
    return {c.arg for c in flow.allowed()}


def play_by_taps(page: Page, state: GameState, card: str, where: str) -> Action:
    """Taps ``card``, then at each step checks that the lit targets are the engine's legal
    choices and taps the first of them (the Recruiter's draws are in the panel), Confirm; the
    Recruiter's returns in the hand. Returns the action the taps named."""
    view = player_view(state, state.current_player)
    (option,) = [o for o in view.tactics if str(o.card) == card]
    flow = Flow(card, tuple(option.actions))
    page.tap(f"#hand-{card}")
    expect(page.locator("#tactic-flow")).to_be_visible()
    while flow.done() is None:
        if flow.step_kind() == "draw":
            arg = str(page.locator("#tactic-flow .flow-opt").first.get_attribute("data-arg"))
            page.tap(f"#flow-{arg}")
        else:
            assert lit_args(page) == legal_next(flow), f"{where}: {card} step {len(flow.picks)}"
            target = page.locator(LIT).first
            arg = str(target.get_attribute("data-arg"))
            target.tap()
        assert flow.pick(arg) is not None
        if flow.step_kind() == "to":  # the card chosen is marked on its stone
            expect(page.locator("#app .stones .card.chosen")).to_have_count(1)
    assert lit_args(page) == set()
    if card != "RECRUITER":  # the result, before Confirm
        expect(page.locator("#flow-preview .preview-stone").first).to_be_visible()
    page.tap("#flow-confirm")
    action = flow.done()
    assert action is not None
    if card == "RECRUITER":  # the drawn cards are marked in the hand; two go back from it
        expect(page.locator("#hand .card.drawn")).to_have_count(3)
        saved = current_save(page)
        assert saved is not None
        after = loads(saved)
        assert after.phase is Phase.RETURN
        returns = Flow("RETURN", tuple(player_view(after, 0).legal_actions))
        for _ in range(2):
            assert lit_args(page) == legal_next(returns)
            target = page.locator(LIT).first
            assert returns.pick(str(target.get_attribute("data-arg"))) is not None
            target.tap()
        expect(page.locator("#hand .card.chosen")).to_have_count(2)
        page.tap("#flow-confirm")
        action = returns.done()
        assert action is not None
    expect(page.locator("#tactic-flow")).to_have_count(0)
    return action


def test_each_ruse_and_a_mode_by_taps_on_the_board_and_one_by_keyboard(
    browser: Browser, base_url: str
) -> None:
    with checked_page(browser, base_url, touch=True) as page:
        page.emulate_media(reduced_motion="reduce")  # the boxes at rest
        found = positions()
        taps_and_keys(page, found)


def taps_and_keys(page: Page, found: dict[str, GameState]) -> None:
    for width, height in SIZES:
        for card in CARDS:
            where = f"{width}x{height} {card}"
            state = found[card]
            show(page, state, width, height)
            start = hand_box(page)
            action = play_by_taps(page, state, card, where)
            assert page.evaluate("[scrollX, scrollY]") == [0, 0], f"{where}: left scrolled"
            assert hand_box(page)[0] == start[0], f"{where}: the hand moved"
            saved = current_save(page)
            assert saved is not None
            history = loads(saved).history
            assert action in [h.action for h in history[len(state.history) :]], where
            assert Tactic(card) in loads(saved).discard or Tactic(card).is_mode, where
    traitor_by_keyboard(page, found["TRAITOR"])


def traitor_by_keyboard(page: Page, state: GameState) -> None:
    """Arrow keys along the lit cards of the other side, Enter; along the lit sides, Space;
    Space on Confirm."""
    show(page, state, 1194, 834)
    page.focus("#hand-TRAITOR")
    view = player_view(state, 0)
    (option,) = [o for o in view.tactics if str(o.card) == "TRAITOR"]
    flow = Flow("TRAITOR", tuple(option.actions))
    page.keyboard.press("Enter")
    lit = page.locator(LIT).evaluate_all("els => els.map((el) => el.id)")
    first = page.evaluate("document.activeElement.id")
    assert first == lit[0] and len(lit) == len(legal_next(flow))
    expect(page.locator("#announcer")).to_have_text(say("tboard.started", card="TRAITOR"))
    # only the first lit choice is a Tab stop; the arrows reach the others
    tab_stops = page.locator(LIT).evaluate_all(
        "els => els.filter((el) => el.tabIndex >= 0).map((el) => el.id)"
    )
    assert tab_stops == [first]
    if len(lit) > 1:
        page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.id") == lit[1]
        page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.id") == first
    arg = str(page.locator(f"#{first}").get_attribute("data-arg"))
    assert flow.pick(arg) is not None
    page.keyboard.press("Enter")
    # the destinations: focus on the first lit side, arrows along them
    sides = page.locator(LIT).evaluate_all("els => els.map((el) => el.id)")
    assert page.evaluate("document.activeElement.id") == sides[0]
    assert {page.locator(f"#{i}").get_attribute("data-arg") for i in sides} == legal_next(flow)
    page.keyboard.press("ArrowDown")
    chosen = str(page.evaluate("document.activeElement.dataset.arg"))
    assert flow.pick(chosen) is not None
    page.keyboard.press("Space")
    assert page.evaluate("document.activeElement.id") == "flow-confirm"
    expect(page.locator("#flow-preview")).to_be_visible()
    page.keyboard.press("Space")
    expect(page.locator("#tactic-flow")).to_have_count(0)
    saved = current_save(page)
    assert saved is not None
    action = flow.done()
    assert action is not None and loads(saved).history[-1].action == action
    assert choices_of(action)[1].arg == chosen
    assert page.evaluate("[scrollX, scrollY]") == [0, 0]


# --- tactic cards say what they are and whether they can be played; claims (#44) -------------

FIVE_SIZES = ((360, 640), (390, 664), (834, 1194), (1194, 834), (1366, 768))

# Each tactic card of the hand: its name's box (drawn by CSS up the card's left edge), whether
# it lies inside the card, whether the name overflows it (a line longer than the card, more lines
# than its width), how many points along it another element (the next card) covers, its font
# size and its lines. ``names``: other names to try on the first card, one at a time (its own put
# back after).
NAMES_JS = """(names) => {
  const measure = (card) => {
    const name = card.querySelector(".tactic-name");
    const c = card.getBoundingClientRect(), r = name.getBoundingClientRect();
    const style = getComputedStyle(name, "::before");
    const out = r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5
      || r.bottom > c.bottom + 0.5;
    // a line longer than the card; more lines than the card is wide (the lines run up the card
    // from its left edge, so the text's extent is the scroll width from there)
    const overflows = name.scrollHeight > name.clientHeight + 1
      || r.left + name.scrollWidth > c.right + 0.5;
    let covered = 0;
    for (const f of [0.2, 0.35, 0.5, 0.65, 0.8]) {
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * f);
      if (!hit || !card.contains(hit)) covered += 1;
    }
    return {id: card.id, text: name.dataset.name, out, overflows, covered,
            lines: Math.round(r.width / parseFloat(style.lineHeight)),
            font: parseFloat(style.fontSize), shown: style.content !== "none" && r.width > 0};
  };
  const cards = [...document.querySelectorAll("#hand .card.tactic")];
  const own = cards.map(measure);
  const first = cards[0].querySelector(".tactic-name"), kept = first.dataset.name;
  const tried = names.map((n) => { first.dataset.name = n; return measure(cards[0]); });
  first.dataset.name = kept;
  return {own, tried};
}"""


def faces() -> list[str]:
    """Every tactic card's face name in the four languages."""
    return [
        tactic_face(lang, card.value) or Translator(lang).card(card.value)
        for lang in LANGUAGES
        for card in Tactic
    ]


def name_problems(found: dict[str, list[dict[str, object]]], where: str) -> list[str]:
    bad = []
    for m in found["own"] + found["tried"]:
        said = f"{where} {m['id']} {m['text']!r}"
        if not m["shown"]:
            bad.append(f"{said}: no name on the face")
        if m["out"]:
            bad.append(f"{said}: reaches out of the card")
        if m["overflows"]:
            bad.append(f"{said}: does not fit its place on the card ({m['lines']} lines)")
        if m["covered"]:
            bad.append(f"{said}: covered at {m['covered']} points")
        if float(str(m["font"])) < MIN_FONT_PX:
            bad.append(f"{said}: {m['font']} px")
    return bad


def test_tactic_cards_are_named_unplayable_ones_say_why_and_claims_keep_their_stone(
    browser: Browser, base_url: str
) -> None:
    with checked_page(browser, base_url, touch=True) as page:
        page.emulate_media(reduced_motion="reduce")
        names_and_reasons(page)
        claims(page)


def names_and_reasons(page: Page) -> None:
    """One tactic card ahead: every tactic card of the hand dimmed and marked, its name on its
    face at every size (every card's name in every language fits it), and a tap on it says why
    beside the hand, naming the one-ahead rule."""
    state, card = tactical_refused()
    (option,) = [o for o in player_view(state, 0).tactics if str(o.card) == card]
    assert option.code == "tactic_limit", option
    names = faces()
    for width, height in FIVE_SIZES:
        where = f"{width}x{height}"
        show(page, state, width, height)
        tactics = page.locator("#hand .card.tactic")
        assert tactics.count() >= 2, where
        expect(page.locator("#hand .card.tactic.unplayable")).to_have_count(tactics.count())
        expect(page.locator("#hand .card:not(.tactic).unplayable")).to_have_count(0)
        expect(page.locator("#hand .card.unplayable .unplayable-mark")).to_have_count(
            tactics.count()
        )
        bad = name_problems(page.evaluate(NAMES_JS, names), where)
        assert not bad, "\n".join(bad)
        button = page.locator(f"#hand-{card}")
        label = str(button.get_attribute("aria-label"))
        assert "Cannot be played yet" in label and "at most one tactic card ahead" in label
        button.tap()
        reason = page.locator("#hand-reason")
        expect(reason).to_be_visible()
        expect(reason).to_contain_text("at most one tactic card ahead")
        expect(page.locator("#message")).to_have_count(0)  # not at the top of the screen
        box, hand = reason.bounding_box(), page.locator("#hand").bounding_box()
        assert box is not None and hand is not None
        assert box["y"] >= 0 and box["x"] >= 0 and box["x"] + box["width"] <= width, where
        gap = hand["y"] - (box["y"] + box["height"])
        assert 0 <= gap <= 12, f"{where}: the reason is {gap}px from the hand"
        hit = page.evaluate(
            "() => { const r = document.querySelector('#hand-reason p').getBoundingClientRect();"
            " return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)"
            ".closest('#hand-reason') !== null; }"
        )
        assert hit, f"{where}: the reason is covered"
        if width > 600:  # wide screens: it lies over the prompt line, never over the table
            over = page.evaluate(
                "() => { const b = document.querySelector('#hand-reason').getBoundingClientRect();"
                " return [...document.querySelectorAll('#app .stone, #app .stones .card')]"
                ".filter((el) => { const r = el.getBoundingClientRect();"
                " return r.right > b.left && r.left < b.right && r.bottom > b.top"
                " && r.top < b.bottom; }).length; }"
            )
            assert over == 0, f"{where}: the reason lies over {over} stones or cards"
        page.tap("#hand-reason-close")
        expect(reason).to_have_count(0)


CLAIM_JS = """(stone) => {
  const col = document.querySelector(`#col-${stone}`);
  const num = col.querySelector(".stone-num"), button = col.querySelector(".btn.claim");
  const n = num.getBoundingClientRect(), mark = col.querySelector(".claim-mark");
  const m = mark.getBoundingClientRect();
  const hit = document.elementFromPoint(n.x + n.width / 2, n.y + n.height / 2);
  return {num: num.textContent,
          numShown: n.width > 0 && getComputedStyle(num).visibility === "visible",
          through: hit === num || hit === button,
          buttonFill: getComputedStyle(button).backgroundColor,
          icon: mark.querySelector(".icon").className,
          markOverNum: m.right > n.left && m.left < n.right && m.bottom > n.top && m.top < n.bottom,
          outline: getComputedStyle(col.querySelector(".stone")).outlineStyle};
}"""


def claims(page: Page) -> None:
    """A claim the engine proves and one it cannot: told apart by their marks (a flag, a question
    mark) and the stone's outline, not by colour alone; the stone's number in view in both."""
    for turn, stone, provable in (
        (claim_turn(), claim_turn().won, True),
        (classic_turn(), classic_turn().refused, False),
    ):
        after = apply(turn.state, Place(parse_card(turn.card), turn.stone))  # type: ignore[arg-type]
        assert claim_verdict(after, 0, stone).ok is provable  # the engine's verdict
        for width, height in ((360, 640), (1366, 768)):
            where = f"{width}x{height} stone {stone + 1}"
            show(page, turn.state, width, height)
            page.tap(f"#hand-{turn.card}")
            page.tap(f"#side-{turn.stone}")
            claim = page.locator(f"#claim-{stone}")
            expect(claim).to_be_visible()
            found = page.evaluate(CLAIM_JS, stone)
            assert found["num"] == str(stone + 1) and found["numShown"], (where, found)
            assert found["through"] and found["buttonFill"] == "rgba(0, 0, 0, 0)", (where, found)
            assert not found["markOverNum"], (where, found)
            if provable:
                expect(claim).to_have_class(re.compile(r"\bclaimable\b"))
                assert "i-flag" in found["icon"] and found["outline"] == "solid", (where, found)
            else:
                expect(claim).to_have_class(re.compile(r"\bunproven\b"))
                assert "i-circle-question-mark" in found["icon"], (where, found)
                assert found["outline"] == "dashed", (where, found)
