"""The table on every screen it is played on: every scene of scenes.py (each screen, the board
classic and tactical with every kind of message, the end screens) at every size of
fit_kit.SIZES (360x640, 390x664, 834x1194, 1194x834, 1366x768), checked by fit_kit:

- text of 12 CSS px or more (``test_text_is_large_enough``);
- no text cut by its box or the viewport, no sideways scroll (``test_nothing_is_cut``);
- no word broken over two lines (``test_no_word_is_broken``);
- no message over a card, a stone or the hand (``test_no_message_covers_the_table``);
- 44x44 px targets (``test_targets_are_large_enough``);
- axe-core, every impact (``test_axe_finds_nothing``);
- a device's pairing code (two devices): its QR code square, whole on screen and under nothing
  (``test_the_qr_code_is_square_and_whole``);
- the board's scenes in one screen (``test_the_board_fits_one_screen``): on a phone the turn,
  the last turn, the whole board, the hand and End turn in view; on a tablet or a computer no
  scroll, and the header, the board, the hand and the turn buttons fill 85% of the height.

One browser context per size, booted once on the seeded storage; each scene is reached from the
start screen by the page's buttons and checked once (every check at once, kept for the tests
of that scene), so a test id names the size, the scene and the check:
``test_nothing_is_cut[390x664-refused]``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from e2e_kit import Problems, wait_for_app
from fit_kit import (
    CHECKS,
    SIZES,
    Size,
    broken_words,
    covered,
    fit,
    font_sizes,
    overflow,
    qr_code,
    small_targets,
)
from playwright.sync_api import Browser, BrowserContext, Page
from scenes import SCENES, boot, enter

from schotten.actions import Claim, EndTurn, Pass
from schotten.claims import claim_verdict
from schotten.options import Options
from schotten.rules import apply, new_game, placements
from schotten.state import GameState, Phase
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.repository import SavesRepository

pytestmark = pytest.mark.e2e

ALL = [scene.name for scene in SCENES]
BOARDS = [scene.name for scene in SCENES if scene.board]
QR_SCENES = ["pair-host", "pair-answer"]  # a device's pairing code shown (#45)


@dataclass
class Table:
    """One size's page and what each scene showed there (check name -> violations), or why
    the scene could not be reached."""

    page: Page
    size: Size
    seen: dict[str, dict[str, list[str]] | BaseException] = field(default_factory=dict)

    def found(self, scene: str, check: str) -> list[str]:
        if scene not in self.seen:
            self.seen[scene] = self.observe(scene)
        seen = self.seen[scene]
        if isinstance(seen, BaseException):
            pytest.fail(f"{self.size.name}: the scene {scene} was not reached: {seen}")
        return seen[check]

    def observe(self, scene: str) -> dict[str, list[str]] | BaseException:
        try:
            shown = enter(self.page, scene)
        except Exception as exc:  # every test of this scene reports it
            return exc
        found = {name: check(self.page) for name, check in CHECKS.items()}
        if shown.board:
            found["fit"] = fit(self.page, self.size.phone)
        return found


def size_context(browser: Browser, base_url: str, size: Size, **options: str) -> BrowserContext:
    """A context at ``size`` (its viewport, touch or not), without the service worker, the
    boxes at rest (test_table_motion.py checks the motion)."""
    return browser.new_context(
        base_url=base_url,
        viewport={"width": size.width, "height": size.height},
        has_touch=size.touch,
        service_workers="block",
        reduced_motion="reduce",
        **options,
    )


@pytest.fixture(scope="module", params=SIZES, ids=[size.name for size in SIZES])
def table(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[Table]:
    size: Size = request.param
    context = size_context(browser, base_url, size, locale="en-US", timezone_id="UTC")
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        boot(page, base_url)
        yield Table(page, size)
        problems.check(page)
    finally:
        context.close()


def expect_none(table: Table, scene: str, check: str, what: str) -> None:
    found = table.found(scene, check)
    assert not found, f"{table.size.name} {scene}: {what}:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("scene", ALL)
def test_text_is_large_enough(table: Table, scene: str) -> None:
    expect_none(table, scene, "font", "text under 12px")


@pytest.mark.parametrize("scene", ALL)
def test_nothing_is_cut(table: Table, scene: str) -> None:
    expect_none(table, scene, "overflow", "text cut, or past the viewport")


@pytest.mark.parametrize("scene", ALL)
def test_no_word_is_broken(table: Table, scene: str) -> None:
    expect_none(table, scene, "words", "words broken over two lines")


@pytest.mark.parametrize("scene", ALL)
def test_no_message_covers_the_table(table: Table, scene: str) -> None:
    expect_none(table, scene, "covered", "a message over the table")


@pytest.mark.parametrize("scene", ALL)
def test_targets_are_large_enough(table: Table, scene: str) -> None:
    expect_none(table, scene, "targets", "controls under 44x44px")


@pytest.mark.parametrize("scene", ALL)
def test_axe_finds_nothing(table: Table, scene: str) -> None:
    expect_none(table, scene, "axe", "axe-core's findings")


@pytest.mark.parametrize("scene", BOARDS)
def test_the_board_fits_one_screen(table: Table, scene: str) -> None:
    expect_none(table, scene, "fit", "the board does not fit one screen")


@pytest.mark.parametrize("scene", QR_SCENES)
def test_the_qr_code_is_square_and_whole(table: Table, scene: str) -> None:
    expect_none(table, scene, "qr", "the QR code is not square and whole on screen")


# --- the computer's last turn in French and Portuguese on a tablet (#44) ----------------------


def computer_claimed() -> GameState:
    """A game against the computer (hard; the player typed no name), the computer's turn just
    ended with a card and a claim: the longest common last turn, its name in every line."""
    options = Options(names=("you", "computer"), bots=(None, "hard"), first_player=0)
    state = new_game(options, 11)
    while True:
        player = state.current_player
        moves = placements(state)
        state = apply(state, moves[-1] if moves else Pass())
        claimed = False
        for stone in range(9):
            if player == 1 and claim_verdict(state, player, stone).ok:
                state, claimed = apply(state, Claim(stone)), True
        if state.phase is Phase.AFTER_PLAY:
            state = apply(state, EndTurn())
            if claimed and state.phase is Phase.PLAY:
                return state


@pytest.mark.parametrize("size", [s for s in SIZES if s.name in ("834x1194", "1194x834")])
def test_the_computers_last_turn_is_whole_on_a_tablet(
    browser: Browser, base_url: str, size: Size
) -> None:
    """ "Dernier tour de l'ordinateur (difficile)" with a card and a claim, each line naming the
    computer: on a portrait tablet in two lines, on a landscape one in the side column, never
    cut (an ellipsis on one line, a box that scrolled, before)."""
    state = computer_claimed()
    store = MemoryStorage()
    repo = SavesRepository(store, now=lambda: 1_700_000_000.0)
    entry = SaveEntry(repo.new_id(), ("you", "computer"), 1_700_000_000.0, 1_700_000_000.0)
    repo.save(entry, state)
    repo.set_current(entry.id)
    context = size_context(browser, base_url, size)
    try:
        page = context.new_page()
        page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # not in the site
        problems = Problems.watch(page)
        for lang in ("fr", "pt"):
            repo.set_setting("language", lang)
            page.goto("./manifest.webmanifest")
            page.evaluate(
                "(items) => { localStorage.clear();"
                " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                store.data,
            )
            page.goto("./")
            wait_for_app(page)  # the game against the computer resumes on the board
            strip = page.locator("#last-turn:not(.empty)")
            computer = {"fr": "ordinateur (difficile)", "pt": "computador (difícil)"}[lang]
            assert strip.inner_text().count(computer) >= 3, strip.inner_text()
            whole = "(el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight"
            assert strip.evaluate(whole), (lang, strip.inner_text())
            assert not [x for x in overflow(page) if "last-turn" in x], lang
        problems.check(page)
    finally:
        context.close()


# --- the checks themselves, on a page made to break each rule once ---------------------------

FAULTS = """<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden;
             clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; font-size: 8px; }
  .small { font-size: 10px; }
  .drawn::before { content: attr(data-value); font-size: 9px; }
  .scaled { display: inline-block; transform: scale(0.5); }
  .box { width: 80px; white-space: nowrap; }
  .clip { overflow: hidden; }
  .ellipsis { overflow: hidden; text-overflow: ellipsis; }
  .short { height: 10px; overflow: hidden; line-height: 30px; }
  .narrow { width: 60px; overflow-wrap: anywhere; }
  .code { display: block; width: 60px; word-break: break-all; }
  .card, .stone, #message, #hint { position: absolute; width: 60px; height: 50px; }
  button { width: 50px; height: 50px; }
  .wide { margin-left: 450px; width: 300px; }
</style></head><body>
  <p>Readable text. <span class="sr-only">Hidden small text</span></p>
  <p class="small">Tiny words</p>
  <span class="drawn" data-value="7"></span>
  <span class="scaled">Shrunk by a transform</span>
  <div class="box">A line that fits</div>
  <div class="box clip">Clipped at the side of its box</div>
  <div class="box ellipsis">Ended by an ellipsis, cut</div>
  <div class="short">Clipped at the top</div>
  <div class="narrow">Unbreakablewordhere and fine words</div>
  <output class="code">EARpdFcYtnyXjCeNPk9r9XsT9weZBV1</output>
  <div class="card" style="top: 400px; left: 0">R5</div>
  <div class="stone" style="top: 400px; left: 200px">Stone</div>
  <div id="message" style="top: 420px; left: 30px">Over the card</div>
  <div id="hint" style="top: 500px; left: 200px">Beside it all</div>
  <button>Big</button><button style="width: 30px; height: 20px">Tiny</button>
  <button disabled style="width: 10px">Off</button>
  <p>An <a href="#x">inline link</a> in a sentence.</p>
  <div class="wide">Far too wide for the page</div>
</body></html>"""


def board_page(title_top: int, page_height: int, hand_top: int = 400) -> str:
    """The board's parts (fit_kit's selectors), every stone in view; the title at
    ``title_top``, the hand area at ``hand_top``, the page ``page_height`` tall."""
    stones = "".join(
        f'<li class="stone-col" style="top: {100 + 30 * i}px"><div class="side">s</div></li>'
        for i in range(9)
    )
    return f"""<!doctype html><html><head><style>
      body {{ margin: 0; height: {page_height}px; }} * {{ font-size: 14px; }}
      #app > * {{ position: absolute; left: 0; width: 300px; margin: 0; }}
      .stone-col, .side {{ position: absolute; height: 20px; width: 100px; list-style: none; }}
    </style></head><body><div id="app">
      <header id="board-header" style="top: 0; height: 60px">
        <h1 id="screen-title" style="position: absolute; top: {title_top}px">Ann's turn</h1>
      </header>
      <p id="last-turn" style="top: 65px">Bob played Red 5.</p>
      <ol class="stones" style="top: 100px; height: 280px; padding: 0">{stones}</ol>
      <div id="hand-area" style="top: {hand_top}px; height: 60px"><ul id="hand"><li>R1</li></ul>
      </div>
      <div class="turn-actions" style="top: 470px; height: 50px">
        <button id="btn-end">End turn</button></div>
    </div></body></html>"""


@pytest.fixture(scope="module")
def bare(browser: Browser) -> Iterator[Page]:
    page = browser.new_page(viewport={"width": 400, "height": 600})
    yield page
    page.close()


def one_line_each(found: list[str], *texts: str) -> None:
    for text in texts:
        assert len([line for line in found if text in line]) == 1, (text, found)


def test_the_checks_find_each_fault_and_nothing_else(bare: Page) -> None:
    page = bare
    page.set_content(FAULTS)
    font = font_sizes(page)
    one_line_each(font, '"Tiny words"', '::before "7"', '"Shrunk by a transform"')
    assert len(font) == 3, font  # not the text hidden like .sr-only
    cut = overflow(page)
    one_line_each(
        cut,
        '"Clipped at the side of its box" at 0,',
        "cut with an ellipsis",
        "cut at its top or bottom",
        '"Far too wide for the page"',
        "the page scrolls sideways: 750px wide in a 400px viewport; past its edge: div.wide",
    )
    assert len(cut) == 5, cut  # not "A line that fits"
    words = broken_words(page)
    one_line_each(words, '"Unbreakablewordhere" is broken over')
    assert len(words) == 1, words  # not the code, set to break anywhere
    over = covered(page)
    one_line_each(over, 'div#message "Over the card" at 30,420 60x50 covers div.card "R5"')
    assert len(over) == 1, over
    small = small_targets(page)
    one_line_each(small, 'button "Tiny" at 50,')
    assert len(small) == 1, small  # not the disabled button, nor the link in a sentence
    page.evaluate("document.querySelector('#message').style.top = '10px'")
    assert covered(page) == []


QR_PAGE = """<!doctype html><html><head><style>
  body { margin: 0; }
  #pair-qr { display: block; width: 300px; height: 300px; margin: 50px; }
  #over { position: absolute; left: 100px; top: 100px; width: 60px; height: 60px; }
</style></head><body><canvas id="pair-qr"></canvas></body></html>"""


def test_the_qr_check_finds_a_code_squeezed_too_big_or_covered(bare: Page) -> None:
    page = bare  # 400x600
    page.set_content(QR_PAGE)
    assert qr_code(page, required=True) == []
    style = "(css) => { document.querySelector('#pair-qr').style.cssText = css; }"
    page.evaluate(style, "width: 300px; height: 200px")
    assert [x for x in qr_code(page) if x.endswith("not square")], qr_code(page)
    page.evaluate(style, "width: 100px; height: 100px")
    assert [x for x in qr_code(page) if x.endswith("under 150px")], qr_code(page)
    page.evaluate(style, "width: 500px; height: 500px")
    assert [x for x in qr_code(page) if "not whole on the 400x600 screen" in x], qr_code(page)
    page.evaluate(style, "")
    page.evaluate("document.body.insertAdjacentHTML('beforeend', '<div id=over></div>')")
    found = qr_code(page)
    assert len(found) == 1 and found[0].endswith("covered by div#over"), found
    page.set_content("<p>No code</p>")
    assert qr_code(page) == [] and qr_code(page, required=True) == ["no QR code shown (#pair-qr)"]


def test_the_fit_check_finds_a_part_out_of_view_and_a_page_too_tall(bare: Page) -> None:
    page = bare
    page.set_content(board_page(title_top=10, page_height=600))
    assert fit(page, phone=True) == []
    page.set_content(board_page(title_top=-40, page_height=600))
    found = fit(page, phone=True)
    assert len(found) == 1 and found[0].startswith("whose turn it is: h1#screen-title"), found
    page.set_content(board_page(title_top=10, page_height=900))
    found = fit(page, phone=False)  # what lies below the table may scroll; the table fills 75%
    # 0-60, 100-380, 400-460, 470-520: 450px of 600, 75%
    assert len(found) == 1 and "take 450px, 75.0% of the 600px height" in found[0], found
    page.set_content(board_page(title_top=10, page_height=900, hand_top=620))
    found = fit(page, phone=False)
    assert found[0].startswith("the hand: div#hand-area"), found
