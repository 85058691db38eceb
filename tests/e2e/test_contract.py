"""The contract between the page and the game's Python (py/ui/protocol.py, written out by the
build as js/protocol.mjs) in the browser: the page handles every message and effect Python may
send, and the game's worker refuses every malformed message posted to it (a warning in the
console, nothing else: the game goes on, no error box)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_kit import start_new_game
from playwright.sync_api import ConsoleMessage, Page

from ui.protocol import PAGE_TO_PYTHON, PAGE_TO_WORKER, Fields

pytestmark = pytest.mark.e2e

BYTES = {"bytes!": True}  # a Uint8Array once in the page (JSON has none)
SAMPLES: dict[str, Any] = {
    "string": "x",
    "number": 1,
    "boolean": True,
    "object": {},
    "array": [],
    "bytes": BYTES,
    "any": 0,
}
WRONG: dict[str, Any] = {
    "string": 5,
    "number": "1",
    "boolean": "yes",
    "object": "x",
    "array": {},
    "bytes": "bytes",
}


def sample(kind: str, fields: Fields) -> dict[str, Any]:
    return {"type": kind, **{name: SAMPLES[spec.rstrip("?")] for name, spec in fields.items()}}


def malformed() -> list[dict[str, Any]]:
    """Every message the page may send to the worker with each field missing, then of a wrong
    type; then messages that are none, and a second start."""
    cases: list[dict[str, Any]] = []
    for contract in (PAGE_TO_WORKER, PAGE_TO_PYTHON):
        for kind, fields in sorted(contract.items()):
            good = sample(kind, fields)
            for name, spec in fields.items():
                kind_of = spec.rstrip("?")
                if not spec.endswith("?"):
                    cases.append({k: v for k, v in good.items() if k != name})
                if kind_of in WRONG:
                    cases.append({**good, name: WRONG[kind_of]})
    cases += [
        {"type": "nothing"},
        {"intent": "go"},
        sample("load", PAGE_TO_WORKER["load"]),  # a second load after the start
        sample("boot", PAGE_TO_WORKER["boot"]),  # a second start
    ]
    return cases


POST_JS = """(messages) => {
  for (const message of messages) {
    for (const [name, value] of Object.entries(message)) {
      if (value && value["bytes!"]) message[name] = new Uint8Array([123, 125]);
    }
    schotten.worker.postMessage(message);
  }
  for (const other of [null, 5, "intent", []]) schotten.worker.postMessage(other);
}"""


def test_the_page_handles_every_message_and_effect_of_the_contract(app_page: Page) -> None:
    contract = app_page.evaluate("async () => (await import('./js/protocol.mjs')).CONTRACT", None)
    handled = app_page.evaluate("schotten.handled")
    for part in ("workerToPage", "pythonToPage", "effects"):
        assert sorted(handled[part]) == sorted(contract[part]), part


def test_malformed_messages_to_the_worker_are_refused_and_the_game_goes_on(
    app_page: Page,
) -> None:
    warnings: list[str] = []

    def heard(message: ConsoleMessage) -> None:
        if message.type == "warning" and "refused" in message.text:
            warnings.append(message.text)

    app_page.on("console", heard)  # the worker's console too
    cases = malformed()
    assert len(cases) > 40
    app_page.evaluate(POST_JS, cases)
    expected = len(cases) + 4
    deadline = 200
    while len(warnings) < expected and deadline:
        app_page.wait_for_timeout(100)
        deadline -= 1
    app_page.wait_for_timeout(500)  # no second warning for any of them
    assert len(warnings) == expected, warnings
    assert app_page.get_attribute("html", "data-boot") == "ready"
    assert start_new_game(app_page)
    hand = app_page.locator("#hand button.card")
    held = hand.count()
    card = app_page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
    app_page.click(f"#hand-{card}")
    stone = app_page.get_attribute("button.side.placeable >> nth=0", "data-arg")
    app_page.click(f"#side-{stone}")  # the card taken from the hand, on the stone
    assert hand.count() == held - 1
    assert app_page.locator(f"#hand-{card}").count() == 0
    assert app_page.locator(".py-error").count() == 0
