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


# lessons and puzzles
LEARN = "btn-learn"
LESSON_TASK = "lesson-task"
PUZZLE_TASK = "puzzle-task"


# the saved games
def save_action(verb: str, game_id: str) -> str:
    """A saved game's button: ``open-<id>``, ``export-<id>``, ``delete-<id>``, ``replay-<id>``,
    and the answers to its questions, ``confirm-<id>``, ``export-anyway-<id>``."""
    return f"{verb}-{game_id}"


def confirm_unreadable(n: int) -> str:
    """Yes to deleting the ``n``-th (from 1) save this game cannot read."""
    return f"confirm-bad-{n}"


# the settings
FAST_START = "fast-start"
HINTS_SETTING = "hints-setting"
PERSIST_STATUS = "persist-status"
BACKUP_MESSAGES = "backup-messages"
BACKUP_QUESTION = "backup-question-text"


def language(code: str) -> str:
    """A language's button: ``lang-fr``."""
    return f"lang-{code}"


def setting(key: str) -> str:
    """A table preference's switch: ``setting-sound``, ``setting-animations``."""
    return f"setting-{key}"


def backup(verb: str) -> str:
    """The backup's buttons: ``backup-export``, ``backup-import``."""
    return f"backup-{verb}"


# the statistics
STATS_EXPORT = "stats-export"
STATS_RESET = "stats-reset"
STATS_RESET_YES = "stats-reset-yes"

# the replay viewer and the review
REPLAY = "btn-replay"
REPLAY_BOARD = "replay-board"
REPLAY_SLIDER = "replay-slider"
REPLAY_LINK = "replay-link"
REVIEW = "btn-review"
REVIEW_CANCEL = "btn-review-cancel"
REVIEW_TITLE = "review-title"


def review_whose(seat: object) -> str:
    """The choice of whose plays the review marks: ``review-whose-0``."""
    return f"review-whose-{seat}"
