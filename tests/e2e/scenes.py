"""Every screen of the game, reached from one seeded set of saved games: the scenes that
tests/e2e/test_table_fit.py checks and scripts/screenshots.py draws.

The positions are built with the engine on CPython (fixed seeds, searched once per process) and
written into ``localStorage`` before the game boots (:func:`boot`); each scene is then reached
from the start screen by the page's own buttons (:func:`enter`), without a reload. A scene that
plays into a game (a card placed, a claim) has a saved copy of its position of its own, so every
scene can be entered once per page in any order.

    from scenes import SCENES, boot, enter
    boot(page, base_url)          # the seeded storage, the game booted, on the start screen
    enter(page, "refused")        # the board with a refused claim and its explanation
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from e2e_kit import wait_for_app
from playwright.sync_api import Page

from schotten.actions import Claim, EndTurn, Pass, Place
from schotten.bots import make_bot, play_match
from schotten.cards import Card
from schotten.claims import claim_verdict
from schotten.options import Options
from schotten.review import ReviewSettings, dumps_review, review_game
from schotten.rules import apply, legal_actions, new_game, placements
from schotten.state import GameState, Phase
from schotten.stats import GameRecord, dump_records
from schotten.tactical import tactic_options
from schotten.tactics import Tactic
from ui.app import SHOW_WIN_MS
from ui.learning import STATS_KEY
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.repository import SavesRepository

NAMES = ("Amélie", "Bertrand")
"""The players of every seeded game (an accent and a longer name, as players type them)."""
REVIEW_BUDGET = 200  # the kept review's search: a real review's shape, made in about a second
STAMP = 1_700_000_000  # the saves' times (14 Nov 2023, 22:13 UTC): fixed dates on screen


# --- the positions (engine, CPython) --------------------------------------------------------


def engine_turn(state: GameState) -> GameState:
    """A classic turn: the first legal card (or a pass), every stone that can be claimed, the
    end."""
    moves = placements(state)
    state = apply(state, moves[0] if moves else Pass())
    for stone in range(9):
        if state.phase is Phase.AFTER_PLAY and claim_verdict(state, state.current_player, stone).ok:
            state = apply(state, Claim(stone))
    return apply(state, EndTurn()) if state.phase is Phase.AFTER_PLAY else state


@dataclass(frozen=True)
class Turn:
    """A position with the first player to move, the card she places, the stone she places it
    on, and a stone she may then claim (``won``) or not (``refused``)."""

    state: GameState
    card: str
    stone: int
    won: int = -1
    refused: int = -1


def round_over_after(state: GameState, claim: int) -> bool:
    return apply(state, Claim(claim)).phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def mid_game(accept: Callable[[GameState, Place], Turn | None]) -> Turn:
    """The first position, ten turns or more into a classic game, in which the first player
    is to move and ``accept`` makes a :class:`Turn` of one of her cards."""
    for seed in range(1, 300):
        state = new_game(Options(first_player=0, names=NAMES), seed=seed)
        turns = 0
        while state.phase is Phase.PLAY:
            if state.current_player == 0 and turns >= 10:
                for move in placements(state):
                    found = accept(state, move)
                    if found is not None:
                        return found
            state = engine_turn(state)
            turns += 1
    raise AssertionError("no classic position found")


@cache
def classic_turn() -> Turn:
    """Mid-game: a card after which a stone's claim is refused, the opponent could still beat
    it (the explanation names the cards)."""

    def accept(state: GameState, move: Place) -> Turn | None:
        after = apply(state, move)
        for s in range(9):
            verdict = claim_verdict(after, 0, s)
            if verdict.code == "opponent_can_beat" and verdict.counterexample:
                return Turn(state, str(move.card), move.stone, refused=s)
        return None

    return mid_game(accept)


@cache
def claim_turn() -> Turn:
    """Mid-game: a card after which a stone is won by a claim (the round goes on)."""

    def accept(state: GameState, move: Place) -> Turn | None:
        after = apply(state, move)
        for s in range(9):
            if claim_verdict(after, 0, s).ok and not round_over_after(after, s):
                return Turn(state, str(move.card), move.stone, won=s)
        return None

    return mid_game(accept)


@cache
def winning_turn(rounds: int) -> Turn:
    """The first player's turn whose card lets her claim the stone that wins the round."""
    return first_winning_turn(Options(first_player=0, names=NAMES, rounds=rounds))


@cache
def first_winning_turn(options: Options) -> Turn:
    """The first turn of seat 0 (who starts) in a game of ``options`` whose card lets it claim
    the stone that wins the round."""
    for seed in range(1, 300):
        state = new_game(options, seed=seed)
        while state.phase is Phase.PLAY:
            if state.current_player == 0:
                for move in placements(state):
                    after = apply(state, move)
                    for s in range(9):
                        if claim_verdict(after, 0, s).ok and round_over_after(after, s):
                            return Turn(state, str(move.card), move.stone, won=s)
            state = engine_turn(state)
    raise AssertionError("no winning position found")


GUIDED = ("BANSHEE", "TRAITOR", "STRATEGIST", "MUD", "BLIND", "RECRUITER")
"""Tactic cards played through the guided play, in the order a scene prefers them."""


def tactical_turn(state: GameState, first: tuple[str, ...] = ()) -> GameState:
    """A tactical turn: the first of the tactic cards ``first`` that can be played (its first
    way), else the first clan card (or a pass); the tactic deck while the hand holds fewer than
    3 tactic cards."""
    me = state.current_player
    options = {str(o.card): o for o in tactic_options(state, me) if o.playable}
    card = next((c for c in first if c in options), None)
    if card is not None:
        state = apply(state, options[card].actions[0])
    else:
        clan = [
            a for a in legal_actions(state) if isinstance(a, Place) and isinstance(a.card, Card)
        ]
        state = apply(state, clan[0] if clan else Pass())
    while state.phase is Phase.RETURN:  # the Recruiter's cards back under the decks
        state = apply(state, legal_actions(state)[0])
    ends = [a for a in legal_actions(state) if isinstance(a, EndTurn)]
    if not ends:
        return state
    tactics = sum(isinstance(c, Tactic) for c in state.hands[state.current_player])
    want = "tactic" if tactics < 3 else "clan"
    return apply(state, next((a for a in ends if a.draw == want), ends[0]))


@cache
def tactical_guided() -> tuple[GameState, str]:
    """Tactical, mid-game, cards in the discard pile: the first player holds a mode or a ruse
    she can play now (its guided play opens on the board)."""
    for seed in range(1, 200):
        state = new_game(Options(variant="tactical", first_player=0, names=NAMES), seed=seed)
        for turn in range(60):
            if state.phase is not Phase.PLAY:
                break
            if state.current_player == 0 and turn >= 8 and state.discard:
                playable = {str(o.card) for o in tactic_options(state, 0) if o.playable}
                for card in GUIDED:
                    if card in playable:
                        return state, card
            ruses = GUIDED[:3] if not state.discard else ()  # one in the discard pile
            state = tactical_turn(state, ruses)
    raise AssertionError("no tactical position found")


@cache
def tactical_refused() -> tuple[GameState, str]:
    """Tactical, mid-game: the first player holds a tactic card she cannot play now (she has
    played one more than her opponent)."""
    for seed in range(1, 200):
        state = new_game(Options(variant="tactical", first_player=0, names=NAMES), seed=seed)
        for turn in range(60):
            if state.phase is not Phase.PLAY:
                break
            if state.current_player == 0 and turn >= 8:
                for option in tactic_options(state, 0):
                    if not option.playable:
                        return state, str(option.card)
            elites = ("JOKER", "SPY", "SHIELD") if state.current_player == 0 else ()
            state = tactical_turn(state, elites)
    raise AssertionError("no tactical position found")


@cache
def tactical_holding(card: str) -> GameState:
    """Tactical, some turns in: the first player to move can play ``card`` now (a mode or a
    ruse: its guided play opens), with a hand of 7 (so that the Recruiter's draws make 9)."""
    for seed in range(1, 400):
        state = new_game(Options(variant="tactical", first_player=0, names=NAMES), seed=seed)
        for turn in range(60):
            if state.phase is not Phase.PLAY:
                break
            mine = state.current_player == 0 and turn >= 6 and len(state.hands[0]) == 7
            if mine and any(str(o.card) == card and o.playable for o in tactic_options(state, 0)):
                return state
            state = tactical_turn(state)
    raise AssertionError(f"no tactical position found with {card} to play")


@cache
def finished_matches() -> tuple[GameState, ...]:
    """Finished matches between bots: the first saved (the replay viewer), all of them in the
    statistics (between people, and against the computer at two levels)."""
    games = []
    for seed, names, variant, level in (
        (31, NAMES, "classic", None),
        (32, ("Amélie", "computer"), "classic", "medium"),
        (33, ("Amélie", "computer"), "tactical", "hard"),
        (34, ("Amélie", "Chloé"), "tactical", None),
    ):
        options = Options(names=names, variant=variant, bots=(None, level) if level else None)
        bots = [make_bot("random", seed), make_bot("random", seed + 1)]
        games.append(play_match(bots, options, seed))
    return tuple(games)


# --- the storage ------------------------------------------------------------------------------

SAVES = (
    # a saved game per scene that plays into it, so that each starts from its position
    ("classic", "classic"),  # the hand-over, the board, a card selected (nothing saved)
    ("claim-won", "claim"),
    ("refused", "classic"),
    ("round-won", "win-round"),
    ("round-over", "win-round"),
    ("match-over", "win-match"),
    ("tactical", "tactical"),  # the board, the discard pile, the guided play (nothing saved)
    ("tactical-placed", "tactical"),
    ("tactic-refused", "tactic-refused"),
    ("replay", "finished"),
    *((f"tactic-{card}", f"tactic:{card}") for card in GUIDED),  # tests/e2e/test_reach.py
    ("duet", "classic"),  # games on two devices, this device the host's: the other one away
    ("duet-tactical", "tactical"),
)
PEERS = {"duet": "host", "duet-tactical": "host"}
"""The saved games played on two devices, and this device's role in them (the index's
``"peer": {"role": …}``)."""


@dataclass(frozen=True)
class Seeded:
    """The local storage items and, per scene that opens a game, the id of its saved game."""

    items: dict[str, str]
    ids: dict[str, str]


def position(kind: str) -> GameState:
    match kind:
        case "classic":
            return classic_turn().state
        case "claim":
            return claim_turn().state
        case "win-round":
            return winning_turn(3).state
        case "win-match":
            return winning_turn(1).state
        case "tactical":
            return tactical_guided()[0]
        case "tactic-refused":
            return tactical_refused()[0]
        case "finished":
            return finished_matches()[0]
        case _ if kind.startswith("tactic:"):
            return tactical_holding(kind.removeprefix("tactic:"))
    raise ValueError(kind)


@cache
def seeded(language: str = "en") -> Seeded:
    """Every saved game, the kept review of the finished one, three matches in the statistics
    and the page's language (``en``, ``fr``, ``es``, ``pt``)."""
    store = MemoryStorage()
    clock = itertools.count(STAMP, 600)
    repo = SavesRepository(store, now=lambda: float(next(clock)))
    ids = {}
    for scene, kind in SAVES:
        state = position(kind)
        stamp = repo.now()
        entry = SaveEntry(repo.new_id(), NAMES, stamp, stamp, rounds=state.options.rounds)
        entry.finished = state.phase is Phase.MATCH_OVER
        entry.peer = PEERS.get(scene)
        repo.save(entry, state)
        ids[scene] = entry.id
    repo.set_current(ids["classic"])
    finished = finished_matches()
    review = review_game(finished[0], ReviewSettings(budget=REVIEW_BUDGET))
    repo.set_review_text(ids["replay"], dumps_review(review))
    records = [
        GameRecord.from_state(f"stats-{n}", game, STAMP - 86_400 * (len(finished) - n))
        for n, game in enumerate(finished)
    ]
    store.set(STATS_KEY, dump_records(records))
    if language != "en":
        repo.set_setting("language", language)
    return Seeded(dict(store.data), ids)


def boot(page: Page, base_url: str, language: str = "en") -> Seeded:
    """Writes the seeded storage on the site's origin, boots the game, goes to the start
    screen."""
    data = seeded(language)
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # not in the site
    page.goto(base_url + "manifest.webmanifest")  # same origin, no game yet
    page.evaluate(
        "(items) => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        data.items,
    )
    page.goto(base_url)
    wait_for_app(page)  # the current game resumes: its hand-over screen
    to_start(page)
    return data


# --- the scenes -------------------------------------------------------------------------------

START = "#app .start-screen"
# Ways back towards the start screen, tried in this order from whatever screen is shown.
BACK = (
    "#app [data-intent=go][data-arg=start]",
    "#lesson-leave",
    "#puzzle-back",
    "#replay-close",
    "#btn-pair-cancel",
)


# A round won by a claim stays on the board for SHOW_WIN_MS, then the page shows its result
# from a timer. A winning claim here holds back the timers of exactly that delay (the result's,
# as for a player who taps "See the result" first), so that the board stays for the checks
# however slow the machine; to_start lets such timers go again.
HOLD_JS = """(ms) => {
  if (window.heldTimers) return;
  const real = window.setTimeout;
  window.heldTimers = {real, held: 0};
  window.setTimeout = function (fn, delay, ...rest) {
    if (delay === ms) { window.heldTimers.held += 1; return 0; }
    return real.call(this, fn, delay, ...rest);
  };
}"""
RELEASE_JS = """() => {
  if (!window.heldTimers) return;
  window.setTimeout = window.heldTimers.real;
  delete window.heldTimers;
}"""


def to_start(page: Page) -> None:
    """Back to the start screen by the page's own buttons."""
    page.evaluate(RELEASE_JS)
    for _ in range(4):
        if page.locator(START).count():
            return
        for selector in BACK:
            button = page.locator(selector)
            if button.count():
                button.first.click()
                break
        else:
            raise AssertionError("no way back to the start screen")
    page.wait_for_selector(START)


def open_saved(page: Page, scene: str, *, reveal: bool = True) -> None:
    """Opens the saved game of ``scene`` from the saved-games list (a game between people:
    its hand-over screen, then the hand when ``reveal``)."""
    to_start(page)
    page.click("#btn-saves")
    page.click(f"#open-{seeded().ids[scene]}")
    page.wait_for_selector("#btn-reveal")
    if reveal:
        page.click("#btn-reveal")
        page.wait_for_selector("#app .board-screen")


def place(page: Page, turn: Turn) -> None:
    page.click(f"#hand-{turn.card}")
    page.click(f"#side-{turn.stone}")
    page.wait_for_selector("#btn-undo")


def claim_won_round(page: Page, turn: Turn) -> None:
    """The card, then the claim that wins the round: the board with "See the result"."""
    place(page, turn)
    page.evaluate(HOLD_JS, SHOW_WIN_MS)
    page.click(f"#claim-{turn.won}")
    page.wait_for_selector("#btn-see-result")
    held = page.evaluate("window.heldTimers.held")
    assert held == 1, f"{held} timers of {SHOW_WIN_MS} ms held back, not the result's one"


def _go(button: str, ready: str) -> Callable[[Page], None]:
    def go(page: Page) -> None:
        to_start(page)
        page.click(button)
        page.wait_for_selector(ready)

    return go


def _puzzle_solved(page: Page) -> None:
    """An easy endgame puzzle answered right: its winning line played out (skipped to its
    end), the success panel over the final board."""
    from schotten.puzzles import load_puzzles

    puzzle = next(p for p in load_puzzles() if p.kind == "endgame" and p.difficulty == 1)
    card, stone = str(puzzle.answer).split("@")
    _go("#btn-puzzles", "#puzzle-stats")(page)
    page.click("#puzzles-endgame-1")
    page.click(f"#hand-{card}")
    page.click(f"#side-{stone}")
    page.wait_for_selector("#puzzle-line")
    page.click("#puzzle-line-skip")
    page.wait_for_selector("#puzzle-result")


def _puzzle(page: Page) -> None:
    _go("#btn-puzzles", "#puzzle-stats")(page)
    page.click("#app [id^=puzzles-claims-] >> nth=0")  # its first unsolved: always the same
    page.wait_for_selector("#puzzle-check")


def _handover(page: Page) -> None:
    open_saved(page, "classic", reveal=False)


def _classic(page: Page) -> None:
    open_saved(page, "classic")


def _placement(page: Page) -> None:
    open_saved(page, "classic")
    page.click(f"#hand-{classic_turn().card}")
    page.wait_for_selector("#app .board-screen.has-selection")


def _claim_won(page: Page) -> None:
    turn = claim_turn()
    open_saved(page, "claim-won")
    place(page, turn)
    page.click(f"#claim-{turn.won}")
    page.wait_for_selector("#message.tone-success")


def _refused(page: Page) -> None:
    turn = classic_turn()
    open_saved(page, "refused")
    place(page, turn)
    page.click(f"#claim-{turn.refused}")
    page.wait_for_selector("#message.tone-error")
    page.wait_for_selector("#app .side.theirs .card.shown-completion")  # drawn on the stone


def _round_won(page: Page) -> None:
    open_saved(page, "round-won")
    claim_won_round(page, winning_turn(3))


def _round_over(page: Page) -> None:
    open_saved(page, "round-over")
    claim_won_round(page, winning_turn(3))
    page.click("#btn-see-result")
    page.wait_for_selector("#btn-next-round")


def _match_over(page: Page) -> None:
    open_saved(page, "match-over")
    claim_won_round(page, winning_turn(1))
    page.click("#btn-see-result")
    page.wait_for_selector("#btn-rematch")


def _tactical(page: Page) -> None:
    open_saved(page, "tactical")


def _tactical_placed(page: Page) -> None:
    """A clan card placed in the tactical game: the end of the turn offers both decks."""
    open_saved(page, "tactical-placed")
    page.click("#hand button.card:not(.tactic) >> nth=0")
    page.click("#app button.side.placeable >> nth=0")
    page.wait_for_selector("#btn-end-clan, #btn-end-tactic")


def _discard(page: Page) -> None:
    open_saved(page, "tactical")
    page.click("#discard summary")
    page.wait_for_selector("#discard[open]")


def _guided(page: Page) -> None:
    open_saved(page, "tactical")
    page.click(f"#hand-{tactical_guided()[1]}")
    page.wait_for_selector("#tactic-flow")


def _tactic_refused(page: Page) -> None:
    open_saved(page, "tactic-refused")
    page.click(f"#hand-{tactical_refused()[1]}")
    page.wait_for_selector("#hand-reason")  # why, beside the hand


def _replay(page: Page) -> None:
    to_start(page)
    page.click("#btn-saves")
    page.click(f"#replay-{seeded().ids['replay']}")
    page.wait_for_selector("#review-graph")  # the kept review, shown at once


# --- two devices (#45) ---------------------------------------------------------------------------

# The page tells Python what its connection did as the ``peer`` message (js/table.mjs); a scene
# that needs what a real connection does only after minutes, or with another device (it
# failed; it opened, then was lost), posts that message to the game's worker itself.
PEER_EVENT_JS = "(fields) => schotten.worker.postMessage({type: 'peer', ...fields})"
# The host's code, as another device's page makes it (js/peer.mjs's offer, js/pair-code.mjs):
# its connection is kept on the page (window.sweepHost) so that the guest's screen waits for
# it, as a guest does for a host who has not taken its code yet.
OFFER_JS = """async () => {
  const { encode } = await import("./js/pair-code.mjs");
  if (window.sweepHost) window.sweepHost.close();
  const pc = (window.sweepHost = new RTCPeerConnection());
  pc.createDataChannel("game", { negotiated: true, id: 0 });
  await pc.setLocalDescription();
  for (let waited = 0; pc.iceGatheringState !== "complete" && waited < 3000; waited += 20) {
    await new Promise((later) => setTimeout(later, 20));  // its candidates, as the page waits
  }
  return encode(pc.localDescription.sdp, "offer");
}"""
# The QR code drawn: some of the canvas's pixels dark, some light.
QR_DRAWN_JS = """() => {
  const canvas = document.querySelector("#pair-qr");
  if (!canvas || !canvas.isConnected) return false;
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4 * 7) if (data[i] < 100 && data[i + 3] > 200) dark++;
  return dark > 50;
}"""


def peer_event(page: Page, ready: str, **fields: str) -> None:
    """Tells Python a ``peer`` event as the page would, then waits for ``ready``."""
    page.evaluate(PEER_EVENT_JS, fields)
    page.wait_for_selector(ready)


def shows_code(page: Page) -> None:
    """This device's code shown: as text, and drawn as a QR code."""
    page.wait_for_selector("#pair-code:not(:empty)")
    page.wait_for_function(QR_DRAWN_JS)


def _pair_host(page: Page) -> None:
    """The form for two devices sent: the host's code made by the page's own connection."""
    _go("#btn-two-devices", "#btn-pair-start")(page)
    page.click("#btn-pair-start")
    shows_code(page)
    page.wait_for_selector("#pair-input")


def _pair_failed(page: Page) -> None:
    """The connection failed (ICE: the devices could not reach each other)."""
    _pair_host(page)
    peer_event(page, "#btn-pair-again", event="failed", detail="ice")


def _pair_lost(page: Page) -> None:
    """The channel opened, then was lost before the game began."""
    _pair_host(page)
    peer_event(page, "#pair-status.tone-success", event="open")
    peer_event(page, "#btn-pair-again", event="closed", detail="disconnected")


def _pair_guest(page: Page) -> None:
    """The host's link opened (``#join=<code>``): the guest's name first."""
    to_start(page)
    code = page.evaluate(OFFER_JS)
    page.evaluate("(code) => { location.hash = 'join=' + code; }", code)
    page.wait_for_selector("#btn-pair-join")


def _pair_answer(page: Page) -> None:
    """The guest's answer shown, for the host to read."""
    _pair_guest(page)
    page.click("#btn-pair-join")
    shows_code(page)


def _duet(scene: str) -> Callable[[Page], None]:
    """A saved game on two devices opened while the other device is away: its board says so
    and offers a new code."""

    def go(page: Page) -> None:
        to_start(page)
        page.click("#btn-saves")
        page.click(f"#open-{seeded().ids[scene]}")
        page.wait_for_selector("#btn-pair-table")

    return go


@dataclass(frozen=True)
class Scene:
    """A screen to check or draw; ``board``: the game's table (the board's fit applies)."""

    name: str
    enter: Callable[[Page], None]
    board: bool = False


SCENES = (
    Scene("start", to_start),
    Scene("new-game", _go("#btn-new", "#new-game-form")),
    Scene("saves", _go("#btn-saves", "#btn-import")),
    Scene("settings", _go("#btn-settings", "#lang-en")),
    Scene("rules", _go("#btn-rules", "#app .rules-screen")),
    Scene("stats", _go("#btn-stats", "#stats-games")),
    Scene("lesson", _go("#btn-learn", "#lesson-task")),
    Scene("puzzles", _go("#btn-puzzles", "#puzzle-stats")),
    Scene("puzzle", _puzzle),
    Scene("puzzle-solved", _puzzle_solved),
    Scene("handover", _handover),
    Scene("classic", _classic, board=True),
    Scene("placement", _placement, board=True),
    Scene("claim-won", _claim_won, board=True),
    Scene("refused", _refused, board=True),
    Scene("round-won", _round_won, board=True),
    Scene("round-over", _round_over),
    Scene("match-over", _match_over),
    Scene("tactical", _tactical, board=True),
    Scene("tactical-placed", _tactical_placed, board=True),
    Scene("discard", _discard, board=True),
    Scene("guided", _guided, board=True),
    Scene("tactic-refused", _tactic_refused, board=True),
    Scene("replay", _replay),
    Scene("two-devices", _go("#btn-two-devices", "#btn-pair-start")),
    Scene("pair-host", _pair_host),
    Scene("pair-failed", _pair_failed),
    Scene("pair-lost", _pair_lost),
    Scene("pair-guest", _pair_guest),
    Scene("pair-answer", _pair_answer),
    Scene("duet", _duet("duet"), board=True),
    Scene("duet-tactical", _duet("duet-tactical"), board=True),
)
BY_NAME = {scene.name: scene for scene in SCENES}


def enter(page: Page, name: str) -> Scene:
    """Shows scene ``name`` on ``page`` (booted by :func:`boot`); returns it."""
    scene = BY_NAME[name]
    scene.enter(page)
    page.evaluate("window.scrollTo(0, 0)")
    return scene
