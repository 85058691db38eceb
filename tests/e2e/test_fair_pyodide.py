"""The fair deal's engine in the browser's Pyodide: its randomness comes from the browser's
``crypto.getRandomValues`` (``secrets`` over ``os.urandom``), and a round is dealt, played and
checked there as on CPython."""

from __future__ import annotations

from e2e_kit import BARE_PYODIDE_JS
from playwright.sync_api import Page

ROUND = """
import json, random
from schotten import fair_play as fp
from schotten.options import Options
from schotten.rules import legal_actions
from schotten.state import Phase

sides = [fp.new_side(Options(first_player=0), 0), fp.new_side(Options(first_player=0), 1)]
queue = []
def run(seat, fn, *args):
    sides[seat], msgs = fn(sides[seat], *args)
    queue.extend((1 - seat, json.loads(json.dumps(m))) for m in msgs)
    while queue:
        to, m = queue.pop(0)
        sides[to], more = fp.receive(sides[to], m)
        queue.extend((1 - to, json.loads(json.dumps(x))) for x in more)
run(0, lambda s: fp.begin(s))
rng = random.Random(3)
while sides[0].state.phase is not Phase.MATCH_OVER:
    p = sides[0].state.current_player
    run(p, fp.play, rng.choice(legal_actions(sides[p].state)))
json.dumps([len(s.checked) for s in sides] + [s.ended == sides[0].ended for s in sides])
"""


def test_secrets_come_from_the_browser_and_a_round_is_checked(page: Page, base_url: str) -> None:
    page.goto(base_url + "/manifest.webmanifest")
    page.evaluate(BARE_PYODIDE_JS)
    page.evaluate("() => { window.randomCalls = 0; }")
    keys = page.evaluate(
        "() => bare.runPython('from schotten import sra; [str(sra.new_key()) for _ in range(3)]')"
        ".toJs()"
    )
    assert len(set(keys)) == 3
    assert page.evaluate("() => window.randomCalls") >= 3  # one call per key at least
    assert page.evaluate("(code) => bare.runPython(code)", ROUND) == "[1, 1, true, true]"
