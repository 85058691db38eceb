"""Every control within reach, on every screen size, in every language: the classic game
(tests/e2e/test_reach_tactical.py: the tactical game).

One page per language and variant (booted once on the seeded storage of tests/e2e/scenes.py)
goes through the flows a player goes through — the menus and forms, the hand-over, both
variants' turns (a card selected, placed, a claim won or refused, the round won, both decks
to draw from), the hint, the card tracker, every tactic card's guided play step by step (the
Recruiter's put-back with a hand of 9), the discard pile, the replay with its review, a
lesson, the puzzles, the screens of two devices (pairing, and a board whose other device is
away) — and at each step is resized through SWEEP, 16 sizes from 320x568 to
1920x1080 in both orientations. At each size :func:`reach_kit.out_of_reach` checks that the
page is no wider than the screen and that every enabled control can be tapped at its centre
once the page's own scrolling brings it into view (nothing drawn over it, nothing clipping it);
:func:`reach_kit.hidden_words` that no word of a message lies under something else (a header's
button); on a board at tablet and computer sizes, :func:`reach_kit.table_fill` that the table
takes 85% of the screen's width or height.

A test is one flow in one language and variant (``test_every_control_within_reach[fr-
tactical-guided-STRATEGIST]``) and lists every problem of every step and size it saw.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser
from reach_kit import out_of_reach, pages, reach_test

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
__all__ = ["pages"]  # the fixture

test_every_control_within_reach = reach_test("classic")


# --- the check itself, on a page made to break each rule once ----------------------------------

FAULTS = """<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  button { width: 80px; height: 44px; }
  #wide { margin-left: 300px; }
  #over { position: fixed; z-index: 1; left: 0; top: 100px; width: 200px; height: 60px;
          background: #333; }
  #under { position: absolute; left: 20px; top: 110px; }
  #box { position: absolute; top: 200px; left: 0; width: 200px; height: 30px; overflow: hidden; }
  #box button { margin-top: 20px; }
  #low { position: absolute; top: 1500px; left: 10px; }
  .fan { position: absolute; top: 300px; left: 10px; display: flex; }
  .fan .card { width: 40px; height: 60px; margin-right: -30px; }
</style></head><body>
  <button id="wide">Wide</button>
  <div id="over"></div><button id="under">Under</button>
  <div id="box"><button id="cut">Cut</button></div>
  <button id="low">Low</button>
  <div class="fan" id="hand"><button class="card">1</button><button class="card">2</button></div>
  <button id="off" disabled>Off</button>
</body></html>"""


def test_the_check_finds_each_fault_and_nothing_else(browser: Browser) -> None:
    page = browser.new_page(viewport={"width": 360, "height": 640})
    try:
        page.set_content(FAULTS)
        found = out_of_reach(page)
        expected = (
            "the page is 380px wide on a 360px screen",
            'button#under "Under" at 20,110 80x44: covered by div#over',
            'button#cut "Cut" at 0,',  # its centre cut off by its box
        )
        for text in expected:
            assert sum(text in line for line in found) == 1, (text, found)
        assert len(found) == 3, found  # not #low (the page scrolls to it), the fan, #off
        page.evaluate("document.querySelector('#over').remove()")
        page.evaluate("document.querySelector('#wide').style.marginLeft = '0'")
        page.evaluate("document.querySelector('#box').style.height = '80px'")
        assert out_of_reach(page) == []
        page.evaluate("document.querySelector('.fan .card').style.marginRight = '-40px'")
        assert ['button.card "1"' in line for line in out_of_reach(page)] == [True]
    finally:
        page.close()
