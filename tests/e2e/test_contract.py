"""The contract between the page and the game's Python (py/ui/protocol.py, written out by the
build as js/protocol.mjs) in the browser: the page handles every message and effect Python may
send, and Python refuses every malformed message posted to it, in the game's worker or in the
page (a warning in the console, nothing else: the game goes on, no error box)."""

from __future__ import annotations

import pytest
from e2e_kit import Problems, start_new_game, wait_for_app
from playwright.sync_api import ConsoleMessage, Page

pytestmark = pytest.mark.e2e

# Every message the page may send to the worker (js/protocol.mjs, as the page reads it) with
# each field missing, then of a wrong type; then messages that are none, and a second start.
POST_JS = """async () => {
  const { CONTRACT } = await import("./js/protocol.mjs");
  const good = { string: "x", number: 1, boolean: true, object: {}, array: [], any: 0 };
  good.bytes = new Uint8Array([123, 125]);
  const wrong = { string: 5, number: "1", boolean: "yes", object: "x", array: {}, bytes: "b" };
  const cases = [];
  for (const part of [CONTRACT.pageToWorker, CONTRACT.pageToPython]) {
    for (const [type, fields] of Object.entries(part)) {
      const specs = Object.entries(fields).map(([name, spec]) => [name, spec.replace("?", "")]);
      const sample = { type };
      for (const [name, kind] of specs) sample[name] = good[kind];
      for (const [name, kind] of specs) {
        if (!fields[name].endsWith("?")) {
          const missing = { ...sample };
          delete missing[name];
          cases.push(missing);
        }
        if (kind in wrong) cases.push({ ...sample, [name]: wrong[kind] });
      }
      if (type === "load" || type === "boot") cases.push(sample); // a second start
    }
  }
  cases.push(null, 5, "intent", [], { type: "nothing" }, { intent: "go" });
  for (const message of cases) schotten.worker.postMessage(message);
  return cases.length;
}"""


def test_the_page_handles_every_message_and_effect_of_the_contract(app_page: Page) -> None:
    contract = app_page.evaluate("async () => (await import('./js/protocol.mjs')).CONTRACT", None)
    handled = app_page.evaluate("schotten.handled")
    for part in ("workerToPage", "pythonToPage", "effects"):
        assert sorted(handled[part]) == sorted(contract[part]), part


@pytest.mark.parametrize("query", ["", "?runtime=page"], ids=["worker", "in-page"])
def test_malformed_messages_to_python_are_refused_and_the_game_goes_on(
    page: Page, base_url: str, query: str
) -> None:
    """Posted to the game's worker, or to the in-page transport (js/python-page.mjs)."""
    problems = Problems.watch(page)
    page.goto(base_url + query)
    wait_for_app(page)
    app_page = page
    assert page.get_attribute("html", "data-runtime") == ("page" if query else "worker")
    warnings: list[str] = []

    def heard(message: ConsoleMessage) -> None:
        if message.type == "warning" and "refused" in message.text:
            warnings.append(message.text)

    app_page.on("console", heard)  # the worker's console too
    expected = app_page.evaluate(POST_JS)
    assert expected > 50
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
    problems.check(page)
