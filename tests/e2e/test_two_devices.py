"""Two devices at one table, end to end (issue 45): two pages in two browser contexts (two
devices) pair through the pairing screens as people do (the link, then the code pasted back;
once through the QR codes and a camera) over a real WebRTC connection on this machine, and
play whole games through the board's buttons, each device tapping its own moves (a random
choice among what its page offers). The device that does not deal (B) is watched all
through: it never holds a card of the dealer's hand nor of a deck (duet_kit.Watch). A drop
and a page reloaded go on with nothing lost; hostile messages over the real channel are
refused with nothing lost. The same flows on CPython: tests/ui/test_ui_duet.py."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from duet_kit import (
    Watch,
    boot,
    connect,
    device,
    guest_join,
    hand_cards,
    host_new_game,
    on_the_board,
    pair_new_game,
    play_to_end,
    saved_game,
    shown_code,
    snapshot,
    state_of,
    two_devices,
)
from e2e_kit import Problems
from peer_kit import GREY_PICTURE_JS, READ_PICTURE_JS, launch_with_camera, y4m
from playwright.sync_api import Browser, BrowserType, Page

from ui.i18n import Translator

pytestmark = pytest.mark.e2e

EVIL_NAME = '<img src=x onerror="alert(1)">Ann'
REFUSED = "The other device sent a move that is not allowed:"
card_name = Translator("en").card


@pytest.fixture(scope="module")
def devices(browser: Browser, base_url: str) -> Iterator[tuple[Page, Page]]:
    """Two booted pages, each in its own context (two devices), shared by the module's tests;
    their page errors and console errors fail the module at its end."""
    with two_devices(browser, base_url, dealer=True) as pages:
        yield pages


@pytest.fixture
def fresh(devices: tuple[Page, Page]) -> tuple[Page, Page]:
    """The two pages on the start screen, no connection, no game saved (new devices)."""
    for page in devices:
        page.evaluate("() => localStorage.clear()")
        boot(page)
    return devices


def revealed(page: Page) -> dict[str, list[str]]:
    """The hands shown at the round's end, by seat."""
    found: dict[str, list[str]] = page.eval_on_selector_all(
        ".revealed-hand",
        """(hands) => Object.fromEntries(hands.map((h) => [
             h.className.match(/seat-\\d/)[0],
             [...h.querySelectorAll(".sr-only")].map((s) => s.textContent)]))""",
    )
    return found


def both_ended_alike(a: Page, b: Page) -> None:
    """The same game on both devices (B holds it whole once the dealer's seed came), both
    hands shown on both."""
    real, other = saved_game(a), saved_game(b)
    assert other["history"] == real["history"]
    shown = revealed(a)
    assert shown == revealed(b)
    assert shown == {f"seat-{p}": [card_name(c) for c in real["hands"][p]] for p in (0, 1)}


def test_a_classic_game_paired_by_paste_is_played_to_the_end(fresh: tuple[Page, Page]) -> None:
    a, b = fresh
    pair_new_game(a, b, (EVIL_NAME, "Bob"), "classic")
    assert a.get_attribute("html", "data-peer") == b.get_attribute("html", "data-peer")
    assert b.get_attribute("html", "data-peer") == "connected"
    watch = Watch(a, b, card_name)
    watch()
    # the watch can fail: the dealer's own page holds its hand, in the same words
    assert set(hand_cards(a)) <= snapshot(a).tokens()
    # a name with HTML in it from the other device is text
    assert b.locator("#app img").count() == 0
    assert "<img src=x" in b.inner_text("#app .board-screen")

    turns = play_to_end((a, b), 1, watch)
    assert turns > 10 and watch.checks > 10
    both_ended_alike(a, b)


def settled(a: Page, b: Page) -> None:
    """Wait until one of the two pages may play and the other waits for it."""
    for _ in range(200):
        if sorted([state_of(a), state_of(b)]) == ["mine", "theirs"]:
            return
        a.wait_for_timeout(25)
    raise AssertionError(f"not settled: {state_of(a)}, {state_of(b)}")


def position(page: Page) -> tuple[str, list[str], int]:
    """What a device shows of the game: the table, its hand, the plies it saved."""
    return (
        page.inner_text("#app .stones"),
        hand_cards(page),
        len(saved_game(page)["history"]),
    )


@pytest.mark.slow
def test_a_tactical_game_goes_on_after_a_drop_and_a_reload(fresh: tuple[Page, Page]) -> None:
    a, b = fresh
    pair_new_game(a, b, ("Ann", "Bob"), "tactical")
    watch = Watch(a, b, card_name)
    watch()
    play_to_end((a, b), 2, watch, turns=14)
    settled(a, b)
    before = position(a), position(b)

    # the channel is closed (as by a screen turned off): both tables say so
    a.evaluate("() => schotten.perform([{ kind: 'peer-close' }])")
    for page in (a, b):
        page.wait_for_selector("#btn-pair-table")
        assert "gone" in page.inner_text("#message")
    # B's page is reloaded: back on the table from its save, the other device away
    boot(b)
    b.wait_for_selector("#btn-pair-table")
    assert b.get_attribute("html", "data-peer") == "off"
    assert position(b) == before[1]
    watch()

    # paired again from B's table: B's new code (a link), opened on A, A's answer pasted
    b.click("#btn-pair-table")
    link = shown_code(b, join=True)
    answer = guest_join(a, link, "Ann")
    connect(b, answer)
    on_the_board(a, b)
    settled(a, b)
    assert (position(a), position(b)) == before  # nothing lost on either side
    watch()

    play_to_end((a, b), 3, watch)
    both_ended_alike(a, b)
    # (which tactic cards come up is the dealer's random seed's: the guided plays of each, the
    # Recruiter on either side included, are played by tests/ui/test_ui_duet.py's seeded games)


RAW_SEND_JS = """(texts) => {
  const channel = window.duetWire.channels.at(-1);
  for (const text of texts) channel.send(text);
}"""


def b_holds(b: Page) -> tuple[tuple[str, list[str], int], str]:
    """B's position and its save, as stored."""
    save = b.evaluate(
        "() => localStorage.getItem('schotten-totten/game/' +"
        " localStorage.getItem('schotten-totten/current'))"
    )
    return position(b), str(save)


def refused_on(b: Page, since: int, kind: str) -> list[dict[str, Any]]:
    b.wait_for_function(
        "([n, kind]) => schotten.peer.events.slice(n).some((e) => e.event === kind)",
        arg=[since, kind],
    )
    found: list[dict[str, Any]] = b.evaluate("(n) => schotten.peer.events.slice(n)", since)
    return found


def test_hostile_messages_are_refused_and_nothing_is_lost(fresh: tuple[Page, Page]) -> None:
    """A's page sends raw text on its channel (past its own checks) while it is A's turn."""
    a, b = fresh
    pair_new_game(a, b, ("Ann", "Bob"), "classic")
    for _ in range(10):
        settled(a, b)
        if state_of(a) == "mine":
            break
        play_to_end((a, b), 4, turns=1)
    assert state_of(a) == "mine"
    held = b_holds(b)
    ply = len(saved_game(a)["history"])
    mine, theirs = hand_cards(a), hand_cards(b)

    def acts(*moves: str) -> str:
        return json.dumps({"type": "acts", "v": 1, "ply": ply, "acts": list(moves)})

    unread = "its message could not be read."
    hostile = {  # what is sent, and the reason B gives
        "malformed": ("{", unread),
        "a future version": (json.dumps({"type": "acts", "v": 2, "ply": ply, "acts": []}), unread),
        "an illegal move": (acts(f"{mine[0]}@9"), unread),  # there is no tenth stone
        "out of turn": (  # two cards in one turn (or the first one not allowed there)
            acts(f"{mine[0]}@0", "end", f"{mine[1]}@1"),
            "it was not that player's turn.|the rules do not allow it.",
        ),
        "a card that player does not hold": (  # B's own card
            acts(f"{theirs[0]}@0"),
            "it plays a card that player does not hold.",
        ),
        "HTML": (acts("<img src=x onerror=alert(2)>@0"), unread),
    }
    for kind, (text, why) in hostile.items():
        since = b.evaluate("schotten.peer.events.length")
        a.evaluate(RAW_SEND_JS, [text])
        b.wait_for_function(
            "(n) => schotten.peer.events.slice(n).some((e) => e.event === 'message')", arg=since
        )
        b.wait_for_function(
            "(w) => document.querySelector('#message')?.textContent.includes(w)", arg=REFUSED
        )
        assert any(w in b.inner_text("#message") for w in why.split("|")), kind
        assert b_holds(b) == held, kind  # nothing changed, nothing saved
        assert b.locator("#app img").count() == 0
        b.click("#message [data-intent=dismiss]")

    # over 16 KiB: B's page refuses it before the game reads it, and says so
    since = b.evaluate("schotten.peer.events.length")
    a.evaluate(RAW_SEND_JS, [acts("R1@0") + " " * 16 * 1024])
    told = refused_on(b, since, "refused")
    assert [e["detail"] for e in told if e["event"] == "refused"] == ["too-big"]
    b.wait_for_function("() => /too big/.test(document.getElementById('announcer').textContent)")
    assert b_holds(b) == held

    # a flood: 100 messages at once; past 40 in a second they are dropped, and said once
    b.wait_for_timeout(1100)
    since = b.evaluate("schotten.peer.events.length")
    a.evaluate(RAW_SEND_JS, ["{"] * 100)
    told = refused_on(b, since, "refused")
    b.wait_for_timeout(300)
    told = b.evaluate("(n) => schotten.peer.events.slice(n)", since)
    assert [e["detail"] for e in told if e["event"] == "refused"] == ["flood"]
    assert sum(e["event"] == "message" for e in told) == 40
    assert b_holds(b) == held
    assert b.get_attribute("html", "data-peer") == "connected"

    b.wait_for_timeout(1100)  # the flood is over: the game goes on to its end
    play_to_end((a, b), 5)
    both_ended_alike(a, b)


@pytest.mark.slow
def test_the_qr_codes_pair_the_two_devices(
    browser: Browser, browser_type: BrowserType, base_url: str, tmp_path: Path
) -> None:
    """A's link read off its QR code by B (the scanner's decoder, jsQR, on A's canvas); B's
    answer read by A's scanner through Chromium's fake camera, which shows B's QR code."""
    width, height = 640, 480
    video = tmp_path / "camera.y4m"
    video.write_bytes(y4m(bytes([255]) * width * height, width, height))  # a white picture
    with_camera = launch_with_camera(browser_type, video)
    try:
        a_context = device(with_camera, base_url)
        a_context.grant_permissions(["camera"])
        b_context = device(browser, base_url)
        a, b = a_context.new_page(), b_context.new_page()
        problems = [Problems.watch(a), Problems.watch(b)]
        boot(a)
        boot(b)
        link = host_new_game(a, "Ann", "classic")
        picture = a.evaluate("document.getElementById('pair-qr').toDataURL()")
        read = b.evaluate(READ_PICTURE_JS, picture)
        assert read == link
        answer = guest_join(b, read, "Bob")
        qr = b.evaluate("document.getElementById('pair-qr').toDataURL()")
        grey = base64.b64decode(b.evaluate(GREY_PICTURE_JS, [qr, width, height]))
        video.write_bytes(y4m(grey, width, height))  # the camera now shows B's QR code
        a.click("#btn-pair-scan")
        on_the_board(a, b)
        told = a.evaluate("schotten.peer.events")
        assert [e["code"] for e in told if e["event"] == "scanned"] == [answer]  # the camera
        play_to_end((a, b), 6, turns=4)
        for page, seen in zip((a, b), problems, strict=True):
            seen.check(page)
        a_context.close()
        b_context.close()
    finally:
        with_camera.close()
