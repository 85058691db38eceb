"""The game in the browser: whole rounds by taps, the expert timing, claims, matches, saves,
privacy between turns, languages, accessibility and keyboard play.

Positions the tests need are built with the engine on CPython and written into the page's
``localStorage`` (the keys of ``ui.storage``) before the game boots.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_kit import (
    Problems,
    axe_violations,
    current_save,
    play_round,
    play_turns,
    start_new_game,
    tap_turn,
    wait_for_app,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from schotten.actions import Claim, EndTurn
from schotten.claims import claim_verdict
from schotten.options import Options
from schotten.rules import apply, new_game, placements
from schotten.serialize import loads
from schotten.state import GameState, Phase
from ui.i18n import LANGUAGES, strings
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.repository import SavesRepository

pytestmark = pytest.mark.e2e

SIZES = ((1024, 768), (768, 1024), (390, 844))
COLOURS = {"R": "Red", "O": "Orange", "Y": "Yellow", "G": "Green", "B": "Blue", "P": "Purple"}


# --- helpers -----------------------------------------------------------------------------------


@pytest.fixture
def game_page(page: Page, base_url: str) -> Iterator[Page]:
    """A booted game (1024x768), failing the test on any page error or .py-error."""
    problems = Problems.watch(page)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(base_url)
    wait_for_app(page)
    yield page
    problems.check(page)


def boot_with(page: Page, base_url: str, items: dict[str, str], query: str = "") -> Problems:
    """Writes ``items`` into localStorage on the site's origin, then boots the game (at
    ``base_url`` and ``query``)."""
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # not in the site
    page.goto(base_url + "manifest.webmanifest")  # same origin, no game yet
    problems = Problems.watch(page)
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )
    page.goto(base_url + query)
    wait_for_app(page)
    return problems


def stored(*states: GameState, current: int | None = 0) -> tuple[dict[str, str], list[str]]:
    """The localStorage items of these games (as the app writes them) and their ids."""
    store = MemoryStorage()
    clock = iter(range(1_700_000_000, 1_800_000_000, 60))
    repo = SavesRepository(store, now=lambda: float(next(clock)))
    ids = []
    for state in states:
        names = state.options.names or ("Player 1", "Player 2")
        stamp = repo.now()
        entry = SaveEntry(repo.new_id(), names, stamp, stamp, rounds=state.options.rounds)
        repo.save(entry, state)
        ids.append(entry.id)
    if current is not None:
        repo.set_current(ids[current])
    return store.data, ids


def engine_turn(state: GameState) -> GameState:
    """One turn as the page's fast path plays it: first legal card, winnable claims, end."""
    state = apply(state, placements(state)[0])
    for stone in range(9):
        if state.phase is Phase.AFTER_PLAY and claim_verdict(state, state.current_player, stone).ok:
            state = apply(state, Claim(stone))
    return apply(state, EndTurn()) if state.phase is Phase.AFTER_PLAY else state


def refused_early_claim() -> tuple[GameState, int]:
    """A position after the card where a complete side cannot be claimed yet, because the
    opponent could still beat it (a refused early claim)."""
    for seed in range(1, 200):
        state = new_game(Options(first_player=0, names=("Ann", "Bob")), seed=seed)
        while state.phase is Phase.PLAY:
            after = apply(state, placements(state)[0])
            for stone in range(9):
                verdict = claim_verdict(after, after.current_player, stone)
                if verdict.code == "opponent_can_beat" and verdict.counterexample:
                    return after, stone
            state = engine_turn(state)
    raise AssertionError("no position found")


def a_pair_on_a_side() -> tuple[GameState, int]:
    """A position in which the player to move has two cards of the same value on an open side
    of a stone (shown "2 2", named "Red 2, Yellow 2")."""
    for seed in range(1, 200):
        state = new_game(Options(first_player=0, names=("Ann", "Bob")), seed=seed)
        while state.phase is Phase.PLAY:
            me = state.current_player
            for index, stone in enumerate(state.stones):
                side = stone.sides[me]
                values = [c.value for c in side]  # type: ignore[union-attr]
                if not stone.claimed and len(side) < 3 and len(set(values)) < len(values):
                    return state, index
            moves = placements(state)
            pairs = [
                m
                for m in moves
                if any(c.value == m.card.value for c in state.stones[m.stone].sides[me])  # type: ignore[union-attr]
            ]
            state = apply(state, (pairs or moves)[0])
            if state.phase is Phase.AFTER_PLAY:
                state = apply(state, EndTurn())
    raise AssertionError("no position found")


def app_text(page: Page) -> str:
    return page.inner_text("#app")


def no_horizontal_scroll(page: Page) -> None:
    width = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert width <= 0, f"horizontal scroll of {width}px"


def small_targets(page: Page) -> list[str]:
    """Visible controls smaller than 44x44 CSS pixels."""
    result: list[str] = page.evaluate(
        """() => [...document.querySelectorAll(
              '#app button, #app summary, #app select, #app input[type=text], #app label.choice')]
            .filter((el) => el.getClientRects().length)
            .map((el) => [el, el.getBoundingClientRect()])
            .filter(([el, r]) => r.width < 43.5 || r.height < 43.5)
            .map(([el, r]) => `${el.id || el.className} ${Math.round(r.width)}x${
              Math.round(r.height)}`)"""
    )
    return result


def serious(violations: list[dict[str, object]]) -> list[dict[str, object]]:
    return [v for v in violations if v["impact"] in ("serious", "critical")]


# --- playing -----------------------------------------------------------------------------------


def test_a_whole_round_by_taps_on_a_tablet(
    browser: Browser, playwright: Playwright, base_url: str
) -> None:
    device = {
        k: v for k, v in playwright.devices["iPad Pro 11"].items() if k != "default_browser_type"
    }
    context = browser.new_context(**device, base_url=base_url, service_workers="block")
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        page.goto("./")
        wait_for_app(page)
        start_new_game(page, tap=True, names=("Ann", "Bob"), first="p1", reveal=False)
        no_horizontal_scroll(page)
        turns = 0
        while not tap_turn(page):
            turns += 1
            assert turns < 80
        assert turns >= 8  # at least 3 stones need 3 cards each
        title = page.inner_text("#screen-title")
        assert re.fullmatch(r"(Ann|Bob) wins the match", title), title  # a one-round match
        winner = title.removesuffix(" wins the match")
        expect(page.locator("#round-result .how")).to_contain_text(winner)
        expect(page.locator(".revealed-hand")).to_have_count(2)
        expect(page.locator("#btn-rematch")).to_be_visible()  # a one-round match is over
        problems.check(page)
    finally:
        context.close()


def test_expert_timing_claims_before_the_card(game_page: Page) -> None:
    page = game_page
    start_new_game(page, names=("Ann", "Bob"), timing="expert", first="p1", reveal=False)
    for _ in range(60):
        page.click("#btn-reveal")
        expect(page.locator(".board-screen")).to_have_attribute("data-timing", "expert")
        if page.locator(".btn.claim").count():
            break
        play_turns(page, 1)
    else:
        raise AssertionError("no claim was ever offered")
    # At the start of the turn: claims are offered and the hand is still to be played.
    expect(page.locator("#hint")).to_contain_text("Expert timing")
    assert page.locator("#hand button.card:not([disabled])").count() > 0
    expect(page.locator("#btn-end")).to_be_disabled()
    # After the card: no claim control at all, only the end of the turn; the rest of the hand
    # is disabled and looks it (dimmed), not only for a screen reader.
    page.click("#hand button.card >> nth=0")
    page.click("button.side.placeable >> nth=0")
    expect(page.locator(".btn.claim")).to_have_count(0)
    expect(page.locator("#btn-end")).to_be_enabled()
    rest = page.locator("#hand button.card")
    assert rest.count() > 0 and page.locator("#hand button.card:not([disabled])").count() == 0
    assert float(rest.first.evaluate("e => getComputedStyle(e).opacity")) < 0.8


def test_a_refused_claim_is_explained(page: Page, base_url: str) -> None:
    state, stone = refused_early_claim()
    items, _ = stored(state)
    problems = boot_with(page, base_url, items)
    page.click("#btn-reveal")  # the current game opens at once, behind the hand-over
    claim = page.locator(f"#claim-{stone}")
    expect(claim).to_be_visible()
    expect(claim).not_to_have_class(re.compile(r"\bclaimable\b"))
    claim.click()
    message = page.locator("#message")
    expect(message).to_contain_text(f"You cannot prove stone {stone + 1} yet")
    expect(message).to_contain_text("even one from your hand: a hand proves nothing")
    # the completion that would beat the claim is drawn on that stone, beside the other side's
    # cards already there, marked as never played and named for screen readers
    theirs = page.locator(f"#col-{stone} .side.theirs")
    on_table = len(state.stones[stone].sides[1 - state.current_player])
    expect(theirs.locator(".card.shown-completion")).to_have_count(3 - on_table)
    expect(theirs.locator(".card:not(.shown)")).to_have_count(on_table)
    assert "A completion that beats you" in (theirs.get_attribute("aria-label") or "")
    assert message.locator(".card").count() == 0  # the words only: the cards are on the board
    assert loads(current_save(page) or "") == state  # nothing changed
    problems.check(page)


def test_a_match_of_two_rounds_keeps_the_score(game_page: Page) -> None:
    page = game_page
    start_new_game(page, names=("Ann", "Bob"), rounds=2, first="p1", reveal=False)
    play_round(page)
    expect(page.locator("#screen-title")).to_contain_text("Round 1:")
    save = json.loads(current_save(page) or "{}")
    first_points = save["round_results"][0]["points"]
    assert sorted(first_points)[1] == 5
    expect(page.locator(".over-points tbody tr").first).to_have_text(
        f"Ann{first_points[0]}{first_points[0]}"
    )
    page.click("#btn-next-round")
    # The player who did not start the first round starts the second.
    expect(page.locator("#screen-title")).to_have_text("Pass the tablet to Bob")
    expect(page.locator(".scoreboard")).to_contain_text(
        f"Ann {first_points[0]} \u2013 {first_points[1]} Bob"
    )
    page.click("#btn-reveal")
    expect(page.locator(".scoreboard .round")).to_have_text("Round 2 of 2")
    play_round(page)
    save = json.loads(current_save(page) or "{}")
    assert save["phase"] == "match_over" and len(save["round_results"]) == 2
    total = save["scores"]
    assert total == [sum(r["points"][p] for r in save["round_results"]) for p in (0, 1)]
    title = page.inner_text("#screen-title")
    if total[0] != total[1]:
        assert title == f"{'Ann' if total[0] > total[1] else 'Bob'} wins the match"
    bob = page.locator(".over-points tbody tr").nth(1)
    expect(bob.locator("th")).to_have_text("Bob")
    expect(bob.locator("td").nth(1)).to_have_text(str(total[1]))
    expect(page.locator("#btn-rematch")).to_be_visible()


# --- saves -------------------------------------------------------------------------------------


def test_reload_mid_turn_resumes_exactly(game_page: Page) -> None:
    page = game_page
    start_new_game(page, names=("Ann", "Bob"), first="p1")
    play_turns(page, 3)
    page.click("#btn-reveal")
    page.click("#hand button.card >> nth=1")
    page.click("button.side.placeable >> nth=-1")
    before = current_save(page)
    stones = page.inner_html(".stones")
    hand = page.inner_html("#hand")
    page.reload()
    wait_for_app(page)
    expect(page.locator(".resume")).to_contain_text("Welcome back")
    assert page.locator("#hand").count() == 0
    page.click("#btn-reveal")
    assert current_save(page) == before
    assert page.inner_html(".stones") == stones and page.inner_html("#hand") == hand
    expect(page.locator("#btn-undo")).to_be_visible()  # the card can still be taken back
    expect(page.locator("#btn-end")).to_be_enabled()


def test_offline_reload_resumes(sw_context: BrowserContext) -> None:
    page = sw_context.new_page()
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    start_new_game(page, names=("Ann", "Bob"))
    play_turns(page, 2)
    page.click("#btn-reveal")
    page.click("#hand button.card >> nth=0")
    page.click("button.side.placeable >> nth=0")
    before = current_save(page)
    stones = page.inner_html(".stones")
    wait_for_service_worker(page)
    sw_context.set_offline(True)
    page.reload()
    wait_for_app(page)
    assert page.evaluate("navigator.onLine") is False
    page.click("#btn-reveal")
    assert current_save(page) == before and page.inner_html(".stones") == stones
    problems.check(page)


def test_a_corrupt_save_is_reported_and_the_others_survive(page: Page, base_url: str) -> None:
    good = new_game(Options(names=("Ann", "Bob")), seed=1)
    bad = engine_turn(new_game(Options(names=("Cy", "Di")), seed=2))
    items, (good_id, bad_id) = stored(good, bad, current=1)
    data = json.loads(items[f"schotten-totten/game/{bad_id}"])
    data["history"][0]["action"] = "B9@4" if data["history"][0]["action"] != "B9@4" else "B8@4"
    items[f"schotten-totten/game/{bad_id}"] = json.dumps(data)
    problems = boot_with(page, base_url, items)
    expect(page.locator(".message.tone-error")).to_contain_text("saved game")
    page.click("#btn-saves")
    expect(page.locator(".save-line")).to_have_count(1)
    expect(page.locator(f"#save-{good_id}")).to_contain_text("Ann vs Bob")
    kept = page.evaluate("Object.keys(localStorage).filter((k) => k.includes('quarantine'))")
    assert len(kept) == 1 and bad_id in kept[0]
    page.click(f"#open-{good_id}")
    page.click("#btn-reveal")
    assert loads(current_save(page) or "") == good
    problems.check(page)


def test_export_then_import_gives_the_same_game(
    game_page: Page, browser: Browser, base_url: str, tmp_path: Path
) -> None:
    page = game_page
    start_new_game(page, names=("Zoé", "Luc"), rounds=3)
    play_turns(page, 4)
    exported = current_save(page)
    page.click("#app button[data-intent=go][data-arg=start]")
    page.click("#btn-saves")
    page.click("#app button[data-intent=export]")
    expect(page.locator("#app")).to_contain_text("both players' hands")  # a warning first
    with page.expect_download() as info:
        page.click("#app button[data-intent=confirm-export]")
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data.pop("dates")) == {"created", "updated"}  # when it was played (#44)
    assert data == json.loads(exported)
    assert info.value.suggested_filename.endswith(".json")

    other = browser.new_page(base_url=base_url, service_workers="block")
    try:
        problems = Problems.watch(other)
        other.goto("./")
        wait_for_app(other)
        other.click("#btn-saves")
        with other.expect_file_chooser() as chooser:
            other.click("#btn-import")
        chooser.value.set_files(path)
        expect(other.locator(".message.tone-success")).to_be_visible()
        line = other.locator(".save-line")
        expect(line).to_have_count(1)
        expect(line).to_contain_text("Zoé vs Luc")
        other.click("#app button[data-intent=open]")
        other.click("#btn-reveal")
        assert current_save(other) == exported
        expect(other.locator("#screen-title")).to_contain_text(re.compile("Zoé|Luc"))
        problems.check(other)
    finally:
        other.close()


# --- privacy -----------------------------------------------------------------------------------


def test_hand_over_hides_hands_and_the_other_hand_is_never_in_the_page(game_page: Page) -> None:
    page = game_page
    start_new_game(page, names=("Ann", "Bob"), first="p1", reveal=False)
    for _ in range(3):
        html = page.inner_html("#app")
        assert page.locator("#app .card").count() == 0, "a card on the hand-over screen"
        assert 'data-intent="select"' not in html
        page.click("#btn-reveal")
        save = json.loads(current_save(page) or "{}")
        me = save["current_player"]
        mine, theirs = save["hands"][me], save["hands"][1 - me]
        shown = page.eval_on_selector_all(
            "#hand button.card", "(els) => els.map((e) => e.dataset.arg)"
        )
        assert sorted(shown) == sorted(mine)
        html = page.inner_html("#app")
        text = page.text_content("#app") or ""
        for card in theirs:
            assert f'"{card}"' not in html and f"hand-{card}" not in html
            assert f"{COLOURS[card[0]]} {card[1:]}" not in text
        play_turns(page, 1)


# --- languages ---------------------------------------------------------------------------------

KEY_LIKE = re.compile(r"\b[a-z_]+\.[a-z_]+(\.[a-z_]+)*\b")


def english_only(lang: str) -> list[str]:
    """English texts (without fields) that the language translates differently."""
    en, other = strings("en"), strings(lang)
    return [
        text
        for key, text in en.items()
        if "{" not in text and len(text) > 10 and other.get(key, text) != text
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_renders_without_untranslated_texts(
    browser: Browser, base_url: str, lang: str
) -> None:
    page = browser.new_page(base_url=base_url, service_workers="block", locale=f"{lang}-XX")
    try:
        problems = Problems.watch(page)
        page.goto("./")
        wait_for_app(page)
        assert page.get_attribute("html", "lang") == lang
        screens = [app_text(page)]
        start_new_game(page, reveal=False)
        screens.append(app_text(page))
        page.click("#btn-reveal")
        page.click("#hand button.card >> nth=0")
        screens.append(app_text(page))
        foreign = english_only(lang) if lang != "en" else []
        for text in screens:
            assert not KEY_LIKE.search(text), KEY_LIKE.search(text)
            assert "{" not in text and "}" not in text
            left = [x for x in foreign if x in text]
            assert not left, f"English left in {lang}: {left}"
        problems.check(page)
    finally:
        page.close()


# --- accessibility and layout ------------------------------------------------------------------


def test_a_side_of_cards_of_the_same_value_names_what_it_shows(page: Page, base_url: str) -> None:
    """A side showing "2 2" is named "Red 2, Yellow 2": its faces are drawn by CSS, so axe finds
    no label-content-name-mismatch, and the cards are still announced by colour and value."""
    state, stone = a_pair_on_a_side()
    items, _ = stored(state)
    problems = boot_with(page, base_url, items)
    page.click("#btn-reveal")
    page.locator("#hand button.card").first.click()  # the side becomes a place to play
    side = page.locator(f"#side-{stone}")
    expect(side).to_be_enabled()
    cards = state.stones[stone].sides[state.current_player]
    label = side.get_attribute("aria-label") or ""
    for card in cards:
        name = f"{COLOURS[str(card)[0]]} {card.value}"  # type: ignore[union-attr]
        assert name in label, (name, label)
    shown = page.evaluate(
        "(id) => [...document.querySelectorAll(`#${id} .card-value`)].map("
        " (el) => getComputedStyle(el, '::before').content)",
        f"side-{stone}",
    )
    assert len(set(shown)) == 1 and len(shown) == len(cards), shown  # the same value, drawn
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        found = axe_violations(page, "#app")
        assert [v for v in found if v["id"] == "label-content-name-mismatch"] == [], found
    problems.check(page)


def test_keyboard_play_through_a_turn(game_page: Page) -> None:
    page = game_page

    def focused() -> str:
        return str(page.evaluate("document.activeElement && document.activeElement.id"))

    page.keyboard.press("Tab")
    assert focused() == "invite-start"  # a first visit: the first lesson comes first
    page.keyboard.press("Tab")
    assert focused() == "invite-dismiss"
    page.keyboard.press("Tab")
    assert focused() == "btn-new"
    page.keyboard.press("Enter")
    expect(page.locator("#new-game-form")).to_be_visible()
    page.keyboard.press("Tab")
    assert focused() == "opponent-human"  # who plays comes first
    page.keyboard.press("Tab")
    assert focused() == "name1"
    page.keyboard.press("Enter")  # submits the form with its defaults
    expect(page.locator("#btn-reveal")).to_be_visible()
    page.keyboard.press("Tab")
    assert focused() == "btn-reveal"
    page.keyboard.press("Enter")
    first = page.get_attribute("#hand button.card >> nth=0", "id")
    second = page.get_attribute("#hand button.card >> nth=1", "id")
    assert focused() == first
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # focus is visible
    page.keyboard.press("ArrowRight")
    assert focused() == second
    page.keyboard.press("Enter")  # select: focus goes to the first legal side
    assert focused().startswith("side-")
    expect(page.locator(f"#{second}")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Enter")  # place
    assert focused() == "btn-end"
    expect(page.locator(".stones .card")).to_have_count(1)
    page.keyboard.press("Enter")  # end the turn
    expect(page.locator("#btn-reveal")).to_be_visible()
    assert focused() == "btn-reveal"
    announced = page.text_content("#announcer") or ""
    assert announced.strip()


def test_drag_and_drop_places_a_card(game_page: Page) -> None:
    page = game_page
    start_new_game(page, names=("Ann", "Bob"), first="p1")
    card = page.get_attribute("#hand button.card >> nth=0", "data-arg")
    page.drag_and_drop(f"#hand-{card}", "#side-8")
    expect(page.locator("#side-8 .card")).to_have_count(1)
    expect(page.locator(f"#hand-{card}")).to_have_count(0)
    expect(page.locator("#btn-end")).to_be_enabled()
