"""The tactical variant in the browser: a tactical round in which every tactic card is played
through the screens, a Banshee and a Joker played with the keyboard alone (axe, the sizes and
the targets of the tactical board, its guided play and its discard pile open are in
test_table_fit.py).

Between the cards played through the screens, the round goes on with the engine on CPython
(clan cards, a tactic card drawn while the hand holds fewer than 3 of them): the save is read
from ``localStorage``, advanced, written back under the app's storage keys (in place of the
page's) and opened from the saved games list, behind its hand-over screen; the game boots
once.
"""

from __future__ import annotations

import re

import pytest
from e2e_kit import Problems, current_save, wait_for_app
from playwright.sync_api import Page, expect
from scenes import to_start

from schotten.actions import Banshee, EndTurn, Pass, Place
from schotten.cards import Card
from schotten.claims import claim_verdict
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import loads
from schotten.state import GameState, Phase
from schotten.tactics import Tactic, parse_card
from schotten.views import player_view
from ui.i18n import Translator
from ui.model import Message
from ui.render import message_text
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.repository import SavesRepository

pytestmark = pytest.mark.e2e

CURRENT = "schotten-totten/current"  # the key of the current game's id
KINDS = ("JOKER", "SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR")


def items_for(state: GameState) -> dict[str, str]:
    store = MemoryStorage()
    clock = iter(range(1_700_000_000, 1_800_000_000, 60))
    repo = SavesRepository(store, now=lambda: float(next(clock)))
    names = state.options.names or ("Ann", "Bob")
    stamp = repo.now()
    entry = SaveEntry(repo.new_id(), names, stamp, stamp, rounds=state.options.rounds)
    repo.save(entry, state)
    repo.set_current(entry.id)
    return store.data


def boot_with(page: Page, base_url: str, items: dict[str, str]) -> None:
    page.goto(base_url + "manifest.webmanifest")  # same origin, no game yet
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )
    page.goto(base_url)
    wait_for_app(page)


def open_instead(page: Page, items: dict[str, str]) -> None:
    """On the booted game: back to the start screen, the storage replaced by ``items`` (one
    saved game), which is opened from the saved games list."""
    to_start(page)
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )
    page.click("#btn-saves")
    page.click(f"#open-{items[CURRENT]}")
    page.wait_for_selector("#btn-reveal")


def playable(state: GameState, wanted: set[str]) -> str | None:
    """A wanted tactic card the player to move can play now."""
    if state.phase is not Phase.PLAY:
        return None
    for option in player_view(state, state.current_player).tactics:
        if option.playable and str(option.card) in wanted:
            return str(option.card)
    return None


def engine_turn(state: GameState) -> GameState:
    """A turn by the engine: the first clan card that fits (else pass), then a draw: a tactic
    card while the hand holds fewer than 3 of them."""
    actions = legal_actions(state)
    place = [a for a in actions if isinstance(a, Place) and isinstance(a.card, Card)]
    state = apply(state, place[0] if place else Pass())
    ends = [a for a in legal_actions(state) if isinstance(a, EndTurn)]
    tactics = sum(isinstance(c, Tactic) for c in state.hands[state.current_player])
    want = "tactic" if tactics < 3 else "clan"
    end = next((a for a in ends if a.draw == want), ends[0])
    return apply(state, end)


def advance(state: GameState, wanted: set[str], limit: int = 80) -> tuple[GameState, str]:
    for _ in range(limit):
        card = playable(state, wanted)
        if card is not None:
            return state, card
        state = engine_turn(state)
        assert state.phase is not Phase.ROUND_OVER, "the round ended before every card"
    raise AssertionError(f"none of {sorted(wanted)} became playable")


def first_position() -> GameState:
    return new_game(Options(variant="tactical", first_player=0, names=("Ann", "Bob")), seed=11)


CHOICE = "#app [data-target], #tactic-flow .flow-opt"
"""A choice of the guided play: lit on the board (or the hand), or the Recruiter's draws."""


def play_through_screens(page: Page, card: str) -> None:
    """Reveal, choose ``card`` in the hand, then each step of its guided play, confirm."""
    page.click("#btn-reveal")
    page.click(f"#hand-{card} >> nth=0")
    if not page.locator("#tactic-flow").count():  # an elite troop: a stone side
        page.click("button.side.placeable >> nth=0")
        return
    # the flow can be cancelled before its last choice
    page.click(f"{CHOICE} >> nth=0")
    if not page.locator("#flow-confirm").count():
        page.click("#flow-cancel")
        assert not page.locator("#tactic-flow").count()
        page.click(f"#hand-{card} >> nth=0")
    for _ in range(8):
        if not page.locator("#tactic-flow").count():
            return
        if page.locator("#flow-confirm").count():
            page.click("#flow-confirm")
        else:
            page.click(f"{CHOICE} >> nth=0")
    raise AssertionError("the guided play did not end")


def test_a_tactical_round_plays_every_tactic_card_through_the_screens(
    page: Page, base_url: str
) -> None:
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.set_viewport_size({"width": 1024, "height": 768})
    problems = Problems.watch(page)
    state = first_position()
    wanted = set(KINDS)
    played: list[str] = []
    while wanted:
        state, card = advance(state, wanted)
        if played:
            open_instead(page, items_for(state))
        else:
            boot_with(page, base_url, items_for(state))
        before = len(state.history)
        play_through_screens(page, card)
        # the end of the turn: a deck to draw from, or a plain end
        ends = page.locator("#btn-end-clan, #btn-end-tactic, #btn-end:not([disabled])")
        ends.first.click()
        page.wait_for_selector("#btn-reveal")
        text = current_save(page)
        assert text is not None
        state = loads(text)
        actions = [str(h.action) for h in state.history[before:]]
        assert any(a.split("@")[0].split(" ")[0] == card for a in actions), actions
        wanted.discard(card)
        played.append(card)
    assert sorted(played) == sorted(KINDS)
    discard = {str(c) for c in state.discard}
    assert {"RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR"} <= discard
    problems.check(page)


# --- the keyboard alone ------------------------------------------------------------------------

EN = Translator("en")


def say(key: str, **params: object) -> str:
    """A text of the app in English, as the page says it (cards by name, stones from 1)."""
    return message_text(Message(key, params), EN)


def focused(page: Page) -> str:
    return str(page.evaluate("() => document.activeElement ? document.activeElement.id : ''"))


def press_until(page: Page, key: str, selector: str, limit: int = 12) -> list[str]:
    """Presses ``key`` until the focused element matches ``selector``; returns the ids focused
    on the way."""
    passed: list[str] = []
    while not page.evaluate("(s) => document.activeElement.matches(s)", selector):
        assert len(passed) < limit, f"{key} never reached {selector}: {passed}"
        page.keyboard.press(key)
        passed.append(focused(page))
    return passed


def banshee_position() -> GameState:
    """Seed 5 after six turns of the engine: Ann to move, holding the Banshee. Bob's complete
    side of stone 1 (Orange 8, Yellow 1, Yellow 5: 14) beats hers (Orange 2, Green 8, Blue 1:
    11), so he claims that stone after his next card unless a card of it goes. Bob holds a
    Joker."""
    state = new_game(Options(variant="tactical", first_player=0, names=("Ann", "Bob")), seed=5)
    for _ in range(6):
        state = engine_turn(state)
    assert state.current_player == 0 and playable(state, {"BANSHEE"}) == "BANSHEE"
    assert claim_verdict(state, 1, 0, check_turn=False).ok
    assert "JOKER" in {str(c) for c in state.hands[1]}
    return state


def test_a_banshee_and_a_joker_played_with_the_keyboard_alone(page: Page, base_url: str) -> None:
    """Tab, Shift+Tab, the arrow keys, Enter and Space only: no click or tap once the game is
    open. Ann opens the Banshee, steps back, cancels (nothing changes), then plays it on the
    stone Bob was about to win; Bob then places his Joker."""
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.set_viewport_size({"width": 1024, "height": 768})
    problems = Problems.watch(page)
    state = banshee_position()
    theirs = [str(c) for c in state.stones[0].sides[1]]
    target = max(theirs, key=lambda c: int(c[1:]))  # Orange 8
    options = [
        f"flow-{a.card}-at-{a.stone}" for a in legal_actions(state) if isinstance(a, Banshee)
    ]
    assert options == [f"flow-{c}-at-0" for c in theirs]
    boot_with(page, base_url, items_for(state))
    announcer = page.locator("#announcer")
    title = page.locator("#flow-title")

    # the hand-over screen, then Ann's hand
    assert press_until(page, "Tab", "#btn-reveal") == ["btn-reveal"]
    page.keyboard.press("Enter")
    expect(announcer).to_have_text(say("msg.your_turn", name="Ann"))
    assert focused(page).startswith("hand-")
    press_until(page, "ArrowRight", "#hand-BANSHEE")
    saved = current_save(page)

    # the Banshee opens its guided play: the opponent's cards are lit on the board, focus on
    # the first of them (the only Tab stop among them)
    page.keyboard.press("Enter")
    assert focused(page) == options[0]
    expect(title).to_have_text(EN("flow.title", card=EN.card("BANSHEE"), i=1, total=1))
    expect(announcer).to_have_text(say("tboard.started", card="BANSHEE"))
    prompt = EN("flow.step.theirs") + " " + EN("tboard.where.theirs")
    expect(page.locator(".flow-prompt")).to_have_text(prompt)
    lit = page.locator("#app [data-target]")
    assert lit.evaluate_all("els => els.map((el) => el.id)") == options
    assert lit.evaluate_all("els => els.filter((el) => el.tabIndex >= 0).length") == 1
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # focus is visible
    # the arrow keys move along the lit cards, as along the hand
    page.keyboard.press("ArrowDown")
    assert focused(page) == options[1 % len(options)]
    page.keyboard.press("ArrowUp")
    assert focused(page) == options[0]
    first = EN("flow.opt.card_on", card=EN.card(theirs[0]), n=1)
    expect(page.locator(f"#{options[0]}")).to_have_attribute(
        "aria-label", f"{first}, {EN('tboard.can_choose')}"
    )

    # a choice, then back one step: the choice is undone, the cards are lit again
    page.keyboard.press("Enter")
    assert focused(page) == "flow-confirm"
    expect(page.locator(".flow-picks li")).to_have_text([first])
    expect(page.locator(".stone-col[data-stone='0'] .card.chosen")).to_have_count(1)
    # the Confirm button does not name the choice: the announcement does
    ready = EN("flow.picked_ready", choice=first, card=EN.card("BANSHEE"))
    expect(announcer).to_have_text(ready)
    assert press_until(page, "Tab", "#flow-back") == ["flow-back"]
    page.keyboard.press("Enter")
    assert focused(page) == options[0]
    expect(page.locator(".flow-picks")).to_have_count(0)
    expect(lit).to_have_count(len(options))

    # a choice again, then Cancel (Tab past it, Shift+Tab back): nothing changed
    page.keyboard.press("Enter")
    assert focused(page) == "flow-confirm"
    assert press_until(page, "Tab", "#flow-cancel") == ["flow-back", "flow-cancel"]
    # out of the panel: the hand area it lies over is inert, so the focus goes past it
    page.keyboard.press("Tab")
    assert not page.evaluate("document.activeElement.closest('#hand-area')")
    page.keyboard.press("Shift+Tab")
    assert focused(page) == "flow-cancel"
    page.keyboard.press("Enter")
    expect(page.locator("#tactic-flow")).to_have_count(0)
    expect(lit).to_have_count(0)
    assert focused(page) == "hand-BANSHEE"
    expect(announcer).to_have_text(say("flow.cancelled", card="BANSHEE"))
    assert current_save(page) == saved
    expect(page.locator(".stone-col[data-stone='0'] .side.theirs .card")).to_have_count(3)

    # Escape backs out as Cancel does
    page.keyboard.press("Enter")
    assert focused(page) == options[0]
    page.keyboard.press("Escape")
    expect(page.locator("#tactic-flow")).to_have_count(0)
    assert focused(page) == "hand-BANSHEE"
    assert current_save(page) == saved

    # the Banshee for real: Bob's Orange 8 (the arrow keys to it), confirmed with Space
    page.keyboard.press("Enter")
    assert focused(page) == options[0]
    press_until(page, "ArrowRight", f"#flow-{target}-at-0", limit=len(options))
    page.keyboard.press("Enter")
    assert focused(page) == "flow-confirm"
    expect(page.locator("#flow-confirm")).to_have_text(EN("flow.confirm", card=EN.card("BANSHEE")))
    page.keyboard.press("Space")
    expect(page.locator("#tactic-flow")).to_have_count(0)
    expect(announcer).to_have_text(say("flow.played", card="BANSHEE"))
    assert focused(page) == "btn-end-clan"  # the end of the turn, where the next key goes
    expect(page.locator("#hand-BANSHEE")).to_have_count(0)
    expect(page.locator(".stone-col[data-stone='0'] .side.theirs .card")).to_have_count(2)
    text = current_save(page)
    assert text is not None
    after = loads(text)
    assert {"BANSHEE", target} <= {str(c) for c in after.discard}
    assert not claim_verdict(after, 1, 0, check_turn=False).ok  # Bob's stone is saved

    # the discard pile, opened from the keyboard (a <details> disclosure above the stones)
    discard = page.locator("#discard")
    press_until(page, "Shift+Tab", "#discard summary", limit=6)
    page.keyboard.press("Enter")
    expect(discard).to_have_attribute("open", "")
    pile = [EN.card(str(c)) for c in after.discard]
    expect(discard.locator("summary")).to_have_text(EN("board.discard", n=len(pile)))
    expect(discard.locator(".card")).to_have_text(pile)

    # the end of the turn, drawing a clan card: the hand-over screen for Bob
    press_until(page, "Tab", "#btn-end-clan", limit=6)
    page.keyboard.press("Enter")
    expect(page.locator("#btn-reveal")).to_be_visible()
    assert focused(page) == "btn-reveal"
    expect(announcer).to_have_text(say("msg.turn_ended"))

    # Bob places his Joker: the arrow keys in the hand, then along the sides he may use
    page.keyboard.press("Enter")
    expect(announcer).to_have_text(say("msg.your_turn", name="Bob"))
    press_until(page, "ArrowRight", "#hand-JOKER")
    page.keyboard.press("Enter")
    expect(announcer).to_have_text(say("msg.selected", card="JOKER"))
    expect(page.locator("#hand-JOKER")).to_have_attribute("aria-pressed", "true")
    assert focused(page) == "side-0"  # his side of stone 1 has a free slot again
    page.keyboard.press("ArrowRight")
    assert focused(page) == "side-1"
    label = page.get_attribute("#side-1", "aria-label") or ""
    assert EN("board.place_here", card=EN.card("JOKER"), n=2) in label
    page.keyboard.press("Enter")
    expect(announcer).to_have_text(say("msg.placed", card="JOKER", stone=1))
    assert focused(page) == "btn-end-clan"
    expect(page.locator("#hand-JOKER")).to_have_count(0)
    expect(page.locator("#side-1")).to_have_attribute("aria-label", re.compile(EN.card("JOKER")))
    page.keyboard.press("Space")
    expect(page.locator("#btn-reveal")).to_be_visible()
    assert focused(page) == "btn-reveal"
    text = current_save(page)
    assert text is not None
    final = loads(text)
    moves = [(h.player, h.action) for h in final.history[len(state.history) :]]
    assert (0, Banshee(parse_card(target), 0)) in moves
    assert (1, Place(Tactic.JOKER, 1)) in moves
    assert final.current_player == 0 and final.phase is Phase.PLAY
    problems.check(page)
