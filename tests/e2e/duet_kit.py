"""Helpers of the browser tests and the benchmark of a game on two devices (issue 45): two
pages, each in its own browser context (two devices), paired through the pairing screens as
people do and played through the board's buttons.

Each context gets :data:`DEVICE_INIT_JS` before any of its pages loads: the page is
instrumented (``schotten.peer``, ``schotten.perform``, <html data-pending>), and every text
its data channel receives is kept in ``window.duetWire.received`` (before js/peer.mjs bounds
it: what reached the device, not what the page let through); the channel itself is in
``window.duetWire.channels`` (a test sends raw text on it, past the page's own checks).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from e2e_kit import ANSWERED_JS, Problems, wait_for_app
from playwright.sync_api import Browser, BrowserContext, Page

PAIR_TIMEOUT_MS = 30_000
GAME_TIMEOUT_S = 240.0

DEVICE_INIT_JS = """
window.schotten = Object.assign(window.schotten || {}, { instrument: true });
window.duetWire = { received: [], channels: [] };
if (typeof RTCPeerConnection === "function") {
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    window.duetWire.channels.push(channel);
    channel.addEventListener("message", (event) => window.duetWire.received.push(
      typeof event.data === "string" ? event.data : "[binary]"));
    return channel;
  };
}
"""

PAUSE_INIT_JS = """
try {  // the other device's moves shown without the computer's pauses (the tests' pace)
  if (location.protocol.startsWith("http") && !localStorage.getItem("schotten-totten/settings"))
    localStorage.setItem("schotten-totten/settings", JSON.stringify({ bot_pause_ms: "0" }));
} catch (error) { /* no storage here */ }
"""


DEALER_INIT_JS = """
try {  // this device's new games on two devices dealt by it (#45's protocol, not #46's fair deal)
  if (location.protocol.startsWith("http")) {
    const key = "schotten-totten/settings";
    const settings = JSON.parse(localStorage.getItem(key) || "{}");
    if (!settings.duet_deal)
      localStorage.setItem(key, JSON.stringify({ ...settings, duet_deal: "dealer" }));
  }
} catch (error) { /* no storage here */ }
"""


def device(
    browser: Browser, base_url: str, *, fast: bool = True, dealer: bool = True
) -> BrowserContext:
    """A new device: a browser context (tablet-sized, no service worker) with the init scripts
    (``fast``: the other device's moves shown without pauses; ``dealer``: a new game made on
    it is dealt by it, #45's protocol, else fairly, #46)."""
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": 1024, "height": 768},
        service_workers="block",
    )
    context.add_init_script(DEVICE_INIT_JS)
    if fast:
        context.add_init_script(PAUSE_INIT_JS)
    if dealer:
        context.add_init_script(DEALER_INIT_JS)  # after the pauses' settings: it keeps them
    return context


@contextmanager
def two_devices(browser: Browser, base_url: str, *, dealer: bool) -> Iterator[tuple[Page, Page]]:
    """Two booted pages, each in its own context (two devices; ``dealer``: see :func:`device`).
    At the end their page errors, console errors and any dialog (a name from the other device
    run as code) fail the test that used them."""
    contexts = [device(browser, base_url, dealer=dealer) for _ in range(2)]
    pages = [context.new_page() for context in contexts]
    problems = [Problems.watch(page) for page in pages]
    dialogs: list[str] = []
    for page in pages:
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        boot(page)
    yield pages[0], pages[1]
    assert not dialogs, f"a name from the other device ran as code: {dialogs}"
    for page, seen in zip(pages, problems, strict=True):
        seen.check(page)
    for context in contexts:
        context.close()


def boot(page: Page, url: str = "./") -> None:
    page.goto(url)
    wait_for_app(page)


# --- pairing through the screens ---------------------------------------------------------------

CODE_SHOWN_JS = """(join) => {
  const out = document.querySelector("#pair-code");
  const text = out ? out.textContent.trim() : "";
  return join ? text.includes("#join=") : text.length > 20;
}"""


def host_new_game(page: Page, name: str, variant: str = "classic") -> str:
    """Page A: "Play on two devices", the form (variant, name), "Make the code"; returns the
    link it shows (``#pair-code``)."""
    page.click("#btn-two-devices")
    page.wait_for_selector("#btn-pair-start")
    page.fill("#name1", name)
    page.click(f"#variant-{variant}")
    page.click("#btn-pair-start")
    return shown_code(page, join=True)


def shown_code(page: Page, join: bool) -> str:
    """The code this page shows (its ``<output id=pair-code>``), once made."""
    page.wait_for_function(CODE_SHOWN_JS, arg=join, timeout=PAIR_TIMEOUT_MS)
    return str(page.text_content("#pair-code")).strip()


def guest_join(page: Page, link: str, name: str) -> str:
    """Page B opens ``link`` (in its open tab, or loaded), types its name and joins; returns
    its answer (``#pair-code``)."""
    if page.url.split("#")[0] == link.split("#")[0] and page.url.startswith("http"):
        page.evaluate("(hash) => { location.hash = hash; }", "#" + link.split("#", 1)[1])
    else:
        boot(page, link)
    page.wait_for_selector("#pair-name")
    page.fill("#pair-name", name)
    page.click("#btn-pair-join")
    return shown_code(page, join=False)


def connect(page: Page, answer: str) -> None:
    """Page A pastes the other device's code and taps Connect."""
    page.fill("#pair-input", answer)
    page.click("#btn-pair-connect")


def on_the_board(*pages: Page) -> None:
    for page in pages:
        page.wait_for_selector("#app .board-screen", timeout=PAIR_TIMEOUT_MS)
        page.wait_for_function(
            "() => document.documentElement.dataset.peer === 'connected'",
            timeout=PAIR_TIMEOUT_MS,
        )


def pair_new_game(a: Page, b: Page, names: tuple[str, str], variant: str) -> None:
    """A new game on two devices through the paste path, both pages on the board."""
    link = host_new_game(a, names[0], variant)
    answer = guest_join(b, link, names[1])
    connect(a, answer)
    on_the_board(a, b)


# --- turns through the board's buttons ---------------------------------------------------------

# Where a page stands: "busy" (Python has not answered it, or its own draw waits for the
# dealer's cards), "over" (the match or round over), "mine" (something to tap), "theirs".
STATE_JS = """() => {
  const root = document.documentElement;
  if (root.hasAttribute("data-pending")) return "busy";
  const $ = (q) => document.querySelector("#app " + q);
  const live = (q) => [...document.querySelectorAll("#app " + q)].some((el) => !el.disabled);
  if ($("#btn-next-round, #btn-rematch")) return "over";
  if (!$(".board-screen")) return "off";
  if ($("#btn-see-result")) return "mine";
  const message = $("#message");
  if (message && message.dataset.key === "duet.drawing") return "busy";
  if (message && /deal your cards/.test(message.textContent)) return "busy";
  if ($("#tactic-flow")) return "mine";
  if (live("#hand button.card, #btn-pass, .btn.claim.claimable, #btn-end, #btn-end-clan, "
           + "#btn-end-tactic")) return "mine";
  return "theirs";
}"""

# One turn of the page whose turn it is, each choice a random one among what the page offers
# (a claim when one is lit; a card of the hand, then a lit side of a stone or each step of a
# tactic card's guided play; a pass; the end of the turn with a deck), each tap a click on the
# page's own button, waiting for the game's answer. Returns {end, taps}: "ended" (the turn's
# end tapped), "over", or why it stopped.
TURN_JS = (
    """async (seed) => {
  let s = (seed >>> 0) || 1;
  const rand = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
                       return s / 4294967296; };
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const $ = (q) => document.querySelector("#app " + q);
  const live = (q) => [...document.querySelectorAll("#app " + q)].filter((el) => !el.disabled);
"""
    + ANSWERED_JS
    + """
  const taps = [];
  const click = async (el) => { taps.push(el.id || el.dataset.arg || el.className); el.click();
                                await answered(); };
  const tried = new Set();
  for (let step = 0; step < 60; step++) {
    if ($("#btn-next-round, #btn-rematch")) return { end: "over", taps };
    if ($("#btn-see-result")) { await click($("#btn-see-result")); continue; }
    if ($("#tactic-flow")) {
      const confirm = live("#flow-confirm");
      if (confirm.length) { await click(confirm[0]); continue; }
      const choices = live("[data-target], #tactic-flow .flow-opt");
      if (choices.length) { await click(pick(choices)); continue; }
      if (live("#flow-cancel").length) { await click(live("#flow-cancel")[0]); continue; }
      return { end: "stuck in a guided play", taps };
    }
    const claims = live(".btn.claim.claimable");
    if (claims.length) { await click(pick(claims)); continue; }
    const ends = live("#btn-end-clan, #btn-end-tactic, #btn-end");
    if (ends.length) { await click(pick(ends)); return { end: "ended", taps }; }
    if (live("#btn-pass").length) { await click(live("#btn-pass")[0]); continue; }
    const sides = live("button.side.placeable");
    if ($("#hand button.card[aria-pressed=true]") && sides.length) {
      await click(pick(sides));
      continue;
    }
    const cards = live("#hand button.card").filter((card) => !tried.has(card.id));
    if (cards.length) {
      const tactics = cards.filter((c) => c.classList.contains("tactic"));
      const card = tactics.length && rand() < 0.6 ? pick(tactics) : pick(cards);  // play them
      tried.add(card.id);
      await click(card);
      continue;
    }
    return { end: "nothing to tap", taps };
  }
  return { end: "too many taps", taps };
}"""
)


def settled_state(page: Page) -> str:
    """Where the page stands once Python has answered it (not "busy": a save, a shown move)."""
    page.wait_for_function(f"() => ({STATE_JS})() !== 'busy'")
    return state_of(page)


def state_of(page: Page) -> str:
    return str(page.evaluate(STATE_JS))


def take_turn(page: Page, seed: int) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(TURN_JS, seed)
    return found


def play_to_end(
    pages: tuple[Page, Page],
    seed: int,
    check: Callable[[], None] | None = None,
    *,
    turns: int | None = None,
    timeout_s: float = GAME_TIMEOUT_S,
) -> int:
    """Both devices play random turns through their buttons until both show the end (or,
    with ``turns``, that many turns); ``check`` after each. Returns the turns played."""
    played = 0
    deadline = time.monotonic() + timeout_s
    while turns is None or played < turns:
        states = [state_of(p) for p in pages]
        if states == ["over", "over"]:
            return played
        assert time.monotonic() < deadline, f"the game did not go on: {states}"
        mine = [p for p, s in zip(pages, states, strict=True) if s == "mine"]
        if not mine:
            pages[0].wait_for_timeout(20)
            continue
        result = take_turn(mine[0], seed * 1000 + played)
        assert result["end"] in ("ended", "over"), result
        played += 1
        if check is not None:
            check()
    return played


# --- what a page knows --------------------------------------------------------------------------


def saved_game(page: Page) -> dict[str, Any]:
    """The current game's save on this page (localStorage), as JSON."""
    text = page.evaluate(
        "() => { const id = localStorage.getItem('schotten-totten/current');"
        " return id && localStorage.getItem('schotten-totten/game/' + id); }"
    )
    assert text, "no game saved"
    found: dict[str, Any] = json.loads(text)
    return found


def hand_cards(page: Page) -> list[str]:
    """The cards of this page's hand (their notation, ``data-arg``)."""
    return [
        str(c)
        for c in page.eval_on_selector_all("#hand button.card", "l => l.map(c => c.dataset.arg)")
    ]


@dataclass
class Snapshot:
    """What a device holds: its page (the HTML of the body, accessible names and all), its
    local storage and every text its channel received."""

    html: str
    storage: dict[str, str]
    received: list[str]
    hand: list[str]

    def tokens(self) -> set[str]:
        """Every word of it (a card's notation is one: ``R5``, ``JOKER``)."""
        texts = [self.html, *self.storage.values(), *self.received]
        return {w for text in texts for w in re.findall(r"[A-Za-z0-9]+", text)}


SNAPSHOT_JS = """() => ({
  html: document.body.outerHTML,
  storage: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  received: window.duetWire.received.filter((m) => !m.includes('"type":"reveal"')),
  hand: [...document.querySelectorAll("#app #hand button.card")].map((c) => c.dataset.arg),
})"""


def snapshot(page: Page) -> Snapshot:
    found = page.evaluate(SNAPSHOT_JS)
    return Snapshot(found["html"], found["storage"], found["received"], found["hand"])


@dataclass
class Watch:
    """Checks, all through a game, that the page of the device that does not deal (B) never
    holds a card of the dealer's (A's) hand nor of a deck: not in its DOM (accessible names
    too), its storage, nor any message it received. The cards B held itself (drawn, or put
    back with the Recruiter) do not count. ``name`` gives a card's spoken name."""

    dealer: Page
    other: Page
    name: Callable[[str], str]
    held: set[str] = field(default_factory=set)
    checks: int = 0

    def __call__(self) -> None:
        seen = snapshot(self.other)  # first, so that the dealer's save is as new or newer
        real = saved_game(self.dealer)
        if real["phase"] not in ("play", "after_play", "return"):
            self.held.clear()  # the round's cards are shown to both at its end
            return
        self.held |= set(seen.hand) | drawn_cards(seen.received)
        hidden = {*real["hands"][0], *real["deck"], *real.get("tactic_deck", [])}
        # a notation that is also public (the other Joker, on the table) says nothing
        public = {c for stone in real["stones"] for side in stone["sides"] for c in side}
        hidden -= self.held | public | set(real.get("discard", []))
        leaked = hidden & seen.tokens()
        assert not leaked, f"the other device holds the dealer's hidden cards {sorted(leaked)}"
        # a clan card's spoken name ("Orange 4") appears nowhere either
        # (but for the value a Joker or a Spy on the table counts as: "counts as Red 9")
        html = re.sub(r"counts as [A-Z][a-z]+ [1-9]", "", seen.html)
        spoken = {self.name(c) for c in hidden if c[-1].isdigit()}
        found = {n: re.search(rf"\b{re.escape(n)}\b", html) for n in spoken}
        named = {n: html[max(0, m.start() - 200) : m.end()] for n, m in found.items() if m}
        assert not named, f"the other device names the dealer's hidden cards: {named}"
        self.checks += 1


def drawn_cards(received: list[str]) -> set[str]:
    """The cards the dealer said this device drew (its own from then on)."""
    cards: set[str] = set()
    for text in received:
        try:
            message = json.loads(text)
        except ValueError:
            continue
        if isinstance(message, dict) and message.get("type") == "drawn":
            cards |= {str(c) for c in message.get("cards", [])}
    return cards
