"""The tactical variant in the browser: a tactical round in which every tactic card is played
through the screens, and axe on the tactical board.

Between the cards played through the screens, the round goes on with the engine on CPython
(clan cards, a tactic card drawn while the hand holds fewer than 3 of them): the save is read
from ``localStorage``, advanced, written back under the app's storage keys and the game boots
again, behind its hand-over screen.
"""

from __future__ import annotations

import pytest
from e2e_kit import Problems, axe_violations, current_save, wait_for_app
from playwright.sync_api import Page

from schotten.actions import EndTurn, Pass, Place
from schotten.cards import Card
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import loads
from schotten.state import GameState, Phase
from schotten.tactics import Tactic
from schotten.views import player_view
from ui.storage import MemoryStorage, SaveEntry, SavesRepository

pytestmark = pytest.mark.e2e

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


def play_through_screens(page: Page, card: str) -> None:
    """Reveal, choose ``card`` in the hand, then each step of its guided play, confirm."""
    page.click("#btn-reveal")
    page.click(f"#hand-{card} >> nth=0")
    if not page.locator("#tactic-flow").count():  # an elite troop: a stone side
        page.click("button.side.placeable >> nth=0")
        return
    # the flow can be cancelled before its last choice
    page.click(".flow-opt:not([disabled]) >> nth=0")
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
            page.click(".flow-opt:not([disabled]) >> nth=0")
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


def test_tactical_board_passes_axe_with_the_flow_and_the_discard_open(
    page: Page, base_url: str
) -> None:
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    problems = Problems.watch(page)
    state, card = advance(first_position(), {"STRATEGIST", "BANSHEE", "MUD", "BLIND"})
    boot_with(page, base_url, items_for(state))
    page.click("#btn-reveal")
    page.click(f"#hand-{card}")
    page.wait_for_selector("#tactic-flow")
    page.click("#discard summary")
    for width, height in ((1024, 768), (768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        bad = [v for v in axe_violations(page, "#app") if v["impact"] in ("serious", "critical")]
        assert bad == [], bad
        scroll = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert scroll <= 0
    problems.check(page)
