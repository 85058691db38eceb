"""The ids of the page's elements that more than their drawing names: where the focus goes
after an intent (:mod:`ui.game`, :mod:`ui.flow`, the lessons and puzzles, the controllers),
given to the element when it is drawn (:mod:`ui.render`). Strings only: no DOM here."""

from __future__ import annotations

SCREEN_TITLE = "screen-title"
"""Every screen's heading (where the focus goes when the screen changes)."""

# the table
HAND = "hand"
PASS = "btn-pass"
END_TURN = "btn-end"
REVEAL = "btn-reveal"
FLOW_TITLE = "flow-title"
FLOW_CONFIRM = "flow-confirm"
SEE_RESULT = "btn-see-result"
RESULT_UNFOLD = "btn-result-unfold"
HINT = "btn-hint"
HINT_TITLE = "hint-title"
TRACKER = "btn-tracker"
TRACKER_TITLE = "tracker-title"

# the puzzles
PUZZLE_RESULT = "puzzle-result"


def hand_card(card: object, second: bool = False) -> str:
    """A card of the hand: ``hand-R5``; the second of two alike (two Jokers), ``hand-JOKER-2``."""
    return f"hand-{card}-2" if second else f"hand-{card}"


def side(stone: int) -> str:
    """The viewer's side of a stone, where a selected card is placed."""
    return f"side-{stone}"


def claim(stone: int) -> str:
    """A stone's claim button."""
    return f"claim-{stone}"


def end_turn_from(deck: str) -> str:
    """The end of the turn drawing from ``deck`` (``clan``, ``tactic``: the tactical game)."""
    return f"btn-end-{deck}"


def flow_choice(arg: object) -> str:
    """A choice of a tactic card's play tapped on the board: a stone or a side (``flow-3``),
    the discard pile (``flow-discard``), a draw (``flow-2-1``)."""
    return f"flow-{arg}"


def flow_card_at(card: object, stone: int) -> str:
    """A card on a stone chosen by a tactic card's play: ``flow-R5-at-2``."""
    return f"flow-{card}-at-{stone}"
