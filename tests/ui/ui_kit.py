"""Helpers for the game-screen tests: an App on a dict store with a fake clock, a policy that
plays legal turns through the same intents as the buttons, and an HTML inspector."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from html.parser import HTMLParser

from schotten.actions import Action, Claim, EndTurn, Pass, Place, Return, tactic_of
from schotten.rules import legal_actions
from schotten.state import GameState
from ui.app import App
from ui.flow import choices_of
from ui.present import board_model
from ui.seen import seen
from ui.storage.adapters import MemoryStorage


class Clock:
    def __init__(self) -> None:
        self._ticks = itertools.count(1_700_000_000)

    def __call__(self) -> float:
        return float(next(self._ticks))


def make_app(storage: MemoryStorage | None = None, languages: list[str] | None = None) -> App:
    return App(storage or MemoryStorage(), languages or ["en-GB"], Clock(), lambda: 7)


def start_game(app: App, **fields: str) -> None:
    form = {"name1": "Ann", "name2": "Bob", "timing": "normal", "rounds": "1", "first": "p1"}
    form.update(fields)
    app.handle("go", "new")
    app.handle("new-game", "", form)


def play_turn(app: App) -> None:
    """Play one turn through intents: claim what can be claimed, place the first legal card
    (or pass), end the turn and hand over. Expert timing claims before placing."""
    game = app.c.play.game
    assert game is not None
    if game.handover:
        app.handle("reveal")

    def claim_all() -> None:
        for stone in board_model(seen(game)).stones:
            if stone.claimable and not game.round_over:
                app.handle("claim", str(stone.index))
        if game.show_win:  # the round won stays on the board: go on to the result
            app.handle("see-result")

    if game.state.options.expert:
        claim_all()
        if game.round_over:
            return
    board = board_model(seen(game))
    if board.can_pass:
        app.handle("pass")
    else:
        card = board.hand[0]
        if game.selected != card:
            app.handle("select", card)
        target = next(s.index for s in board_model(seen(game)).stones if s.mine.placeable)
        app.handle("place", str(target))
    if not game.state.options.expert:
        claim_all()
    if not game.round_over:
        app.handle("end-turn")


def tap_random_action(
    state: GameState, handle: Callable[..., object], rng: random.Random
) -> Action:
    """The person's move, through the intents of the buttons (``handle(intent, arg)``): a
    claim when one is legal, else a random legal action (a clan card or an elite troop, a
    tactic card step by step through its guided play, a pass, the end of the turn with a
    deck, the cards to put back). Returns the action meant."""
    legal = legal_actions(state)
    claims = [a for a in legal if isinstance(a, Claim)]
    action = rng.choice(claims or legal)
    if isinstance(action, Place):
        handle("select", str(action.card))
        handle("place", str(action.stone))
    elif isinstance(action, Claim):
        handle("claim", str(action.stone))
    elif isinstance(action, Pass):
        handle("pass")
    elif isinstance(action, EndTurn):
        handle("end-turn", action.draw or "")
    else:
        if not isinstance(action, Return):
            handle("select", str(tactic_of(action)))
        for choice in choices_of(action):
            handle("tactic-pick", choice.arg)
        handle("tactic-confirm")
    return action


def play_round(app: App, limit: int = 200) -> None:
    game = app.c.play.game
    assert game is not None
    for _ in range(limit):
        if game.round_over:
            return
        play_turn(app)
    raise AssertionError("the round did not end")


class Inspector(HTMLParser):
    """Collects buttons (with their accessible names), inputs, labels and ids."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.buttons: list[dict[str, str | None]] = []
        self.inputs: list[dict[str, str | None]] = []
        self.label_for: set[str] = set()
        self.ids: list[str] = []
        self._open: dict[str, str | None] | None = None
        self._text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(str(a["id"]))
        if tag == "button":
            self._open = a
            self._text = []
        elif tag in ("input", "select"):
            self.inputs.append(a)
        elif tag == "label" and a.get("for"):
            self.label_for.add(str(a["for"]))

    def handle_data(self, data: str) -> None:
        if self._open is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "button" and self._open is not None:
            self._open["__text__"] = "".join(self._text).strip()
            self.buttons.append(self._open)
            self._open = None

    @staticmethod
    def name(button: dict[str, str | None]) -> str:
        return (button.get("aria-label") or button.get("__text__") or "").strip()
