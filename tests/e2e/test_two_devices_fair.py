"""Two devices dealing fairly, end to end (issue 46): two pages in two browser contexts pair
through the pairing screens (the link, then the code pasted back) over a real WebRTC
connection on this machine, deal each round together and play a whole classic game through
the board's buttons. All through, neither page holds a card of the other's hand nor of the
decks (not in its DOM, its storage but for its masked position's stand-ins, nor any message it
received); at the end both show "Fair deal checked". A page whose channel's ``send`` is
wrapped to change its openings gets the other's refusal, and the other keeps its game. The
same flows on CPython: tests/ui/test_ui_duet_fair.py."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from duet_kit import (
    boot,
    hand_cards,
    pair_new_game,
    play_to_end,
    settled_state,
    state_of,
    take_turn,
    two_devices,
)
from playwright.sync_api import Browser, Page

from schotten.fair import cards_of
from schotten.options import Options

pytestmark = pytest.mark.e2e

CHECKED = "Fair deal checked"
REFUSED = "The other device sent a move that is not allowed:"
ALL_CARDS = {
    variant: {str(c) for c in cards_of(Options(variant=variant))}
    for variant in ("classic", "tactical")
}
TWICE = {"JOKER"}  # two of them: one held says nothing of the other

HELD_JS = """() => {
  const id = localStorage.getItem("schotten-totten/current");
  const text = id && localStorage.getItem("schotten-totten/game/" + id);
  const html = document.body.outerHTML;
  return { text, html, received: window.duetWire.received,
           hand: [...document.querySelectorAll("#app #hand button.card")]
             .map((c) => c.dataset.arg),
           storage: Object.keys(localStorage).filter((k) => !k.endsWith("/" + id))
             .map((k) => localStorage.getItem(k)) };
}"""

TAMPER_JS = """() => {  // this page's openings changed on their way (a character added)
  const channel = window.duetWire.channels.at(-1);
  const send = channel.send.bind(channel);
  channel.send = (text) => send(
    text.includes('"what":"open"') ? text.replace('"values":["', '"values":["x') : text);
}"""


@pytest.fixture(scope="module")
def devices(browser: Browser, base_url: str) -> Iterator[tuple[Page, Page]]:
    """Two booted pages whose new games on two devices are dealt fairly."""
    with two_devices(browser, base_url, dealer=False) as pages:
        yield pages


@pytest.fixture
def fresh(devices: tuple[Page, Page]) -> tuple[Page, Page]:
    for page in devices:
        page.evaluate(
            "() => { const s = localStorage.getItem('schotten-totten/settings');"
            " localStorage.clear(); localStorage.setItem('schotten-totten/settings', s); }"
        )
        boot(page)
    return devices


def words(data: Any) -> set[str]:
    """Every word of ``data`` (a card's notation is one: ``R5``); a lock's element, base64url,
    is one word, ``-`` and ``_`` included (else its pieces would read as cards)."""
    return set(re.findall(r"[A-Za-z0-9_-]+", data if isinstance(data, str) else json.dumps(data)))


def whole(received: list[str]) -> list[Any]:
    """The messages received, long ones put back together from their fragments, but for the
    card an ``act`` plays: the other made it public (this page may not have shown it yet)."""
    out, parts = [], []
    for text in received:
        msg = json.loads(text)
        if msg.get("type") == "part":
            parts.append(msg["data"])
            if msg["i"] < msg["of"] - 1:
                continue
            msg, parts = json.loads("".join(parts)), []
        if msg.get("type") == "fair" and msg["msg"].get("what") == "act":
            msg["msg"].pop("action", None)
        out.append(msg)
    return out


class FairWatch:
    """After each turn, what each page may not know (every card but its own hand, the table,
    the discard and the cards it saw) appears in nothing it holds."""

    def __init__(self, pages: tuple[Page, Page], variant: str = "classic") -> None:
        self.pages = pages
        self.checks = 0
        self.cards = ALL_CARDS[variant] - TWICE

    def __call__(self) -> None:
        for page in self.pages:
            held = page.evaluate(HELD_JS)
            if not held["text"]:
                continue
            save = json.loads(held["text"])
            side = save["side"]
            state = side["state"]
            if state is None or state["phase"] not in ("play", "after_play", "return"):
                continue
            seat = side["seat"]
            known = set(state["hands"][seat]) | set(state.get("discard", []))
            known |= {c for stone in state["stones"] for s in stone["sides"] for c in s}
            known |= set(side["known"].values()) | set(side["own"].values())
            hidden = self.cards - known
            side["state"] = side["start"] = None  # stand-ins, in a canonical order
            sources = {
                "save": words(save),
                "received": words(whole(held["received"])),
                "storage": words(held["storage"]),
                "page": set(re.findall(r"[A-Za-z0-9]+", held["html"])),
            }
            leaked = {k: sorted(hidden & v) for k, v in sources.items() if hidden & v}
            assert not leaked, f"a page holds a hidden card: {leaked}"
            assert not hidden & set(held["hand"])
            self.checks += 1


@pytest.mark.slow  # 12 s (classic), 20 s (tactical) on an idle machine, twice under load
@pytest.mark.parametrize("variant", ["classic", "tactical"])
def test_a_game_dealt_fairly_is_played_to_the_end(fresh: tuple[Page, Page], variant: str) -> None:
    a, b = fresh
    pair_new_game(a, b, ("Ann", "Bob"), variant)
    for page in (a, b):
        assert json.loads(page.evaluate(HELD_JS)["text"])["format"] == "schotten-totten-fair-game"
    watch = FairWatch((a, b), variant)
    watch()
    assert set(hand_cards(a)).isdisjoint(hand_cards(b))
    turns = play_to_end((a, b), 3, watch)
    assert turns > 10 and watch.checks > 10
    for page in (a, b):
        page.wait_for_function(
            "(text) => document.querySelector('#app').textContent.includes(text)", arg=CHECKED
        )
    assert settled_state(a) == settled_state(b) == "over"


def test_a_page_that_changes_its_openings_is_refused(fresh: tuple[Page, Page]) -> None:
    a, b = fresh
    pair_new_game(a, b, ("Ann", "Bob"), "classic")
    mover, other = (a, b) if state_of(a) == "mine" else (b, a)
    other.evaluate(TAMPER_JS)
    before = mover.evaluate(HELD_JS)["text"]
    assert take_turn(mover, 7)["end"] == "ended"
    mover.wait_for_function(
        "(text) => document.querySelector('#app').textContent.includes(text)",
        arg=REFUSED,
        timeout=30_000,
    )
    after = json.loads(mover.evaluate(HELD_JS)["text"])
    assert after["side"]["waiting"] == "end"  # still waiting for its true card: nothing lost
    assert json.loads(before)["got"] == after["got"]
    assert mover.locator("#app .board-screen").count() == 1
