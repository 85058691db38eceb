"""The ids of the page's elements that are named outside their drawing: where the focus goes
after an intent (:mod:`ui.game`, :mod:`ui.flow`, the lessons and puzzles, the controllers),
given to the element when it is drawn (:mod:`ui.render`). Strings only: no DOM here."""

from __future__ import annotations

from collections.abc import Callable


def _numbered(prefix: str) -> Callable[[object], str]:
    """The ids ``<prefix>-<name>`` of a family of elements."""
    return lambda name: f"{prefix}-{name}"


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


def hand_card(card: object, second: bool = False) -> str:
    """A card of the hand: ``hand-R5``; the second of two alike (two Jokers), ``hand-JOKER-2``."""
    return f"hand-{card}-2" if second else f"hand-{card}"


def flow_card_at(card: object, stone: int) -> str:
    """A card on a stone chosen by a tactic card's play: ``flow-R5-at-2``."""
    return f"flow-{card}-at-{stone}"


# lessons and puzzles
LEARN = "btn-learn"
LESSON_TASK = "lesson-task"
PUZZLE_TASK = "puzzle-task"
PUZZLE_RESULT = "puzzle-result"


# the saved games
def save_action(verb: str, game_id: str) -> str:
    """A saved game's button: ``open-<id>``, ``export-<id>``, ``delete-<id>``, ``replay-<id>``,
    and the answers to its questions, ``confirm-<id>``, ``export-anyway-<id>``."""
    return f"{verb}-{game_id}"


# the settings
FAST_START = "fast-start"
HINTS_SETTING = "hints-setting"
PERSIST_STATUS = "persist-status"
BACKUP_MESSAGES = "backup-messages"
BACKUP_QUESTION = "backup-question-text"

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

# families of elements, one id each: ``<prefix>-<name>``
side = _numbered("side")
"""The viewer's side of a stone, where a selected card is placed: ``side-3``."""
claim = _numbered("claim")
"""A stone's claim button: ``claim-3``."""
end_turn_from = _numbered("btn-end")
"""The end of the turn drawing from a deck (the tactical game): ``btn-end-clan``."""
flow_choice = _numbered("flow")
"""A choice of a tactic card's play tapped on the board: a stone or a side (``flow-3``), the
discard pile (``flow-discard``), a draw (``flow-2-1``)."""
confirm_unreadable = _numbered("confirm-bad")
"""Yes to deleting the n-th (from 1) save this game cannot read: ``confirm-bad-1``."""
language = _numbered("lang")
"""A language's button: ``lang-fr``."""
setting = _numbered("setting")
"""A table preference's switch: ``setting-sound``, ``setting-animations``."""
backup = _numbered("backup")
"""The backup's buttons: ``backup-export``, ``backup-import``."""
review_whose = _numbered("review-whose")
"""The choice of whose plays the review marks: ``review-whose-0``."""


# two devices at one table (#45): the page's stable hooks
TWO_DEVICES = "btn-two-devices"
PAIR_CODE = "pair-code"
PAIR_QR = "pair-qr"
PAIR_INPUT = "pair-input"
PAIR_CONNECT = "btn-pair-connect"
PAIR_VIDEO = "pair-video"
PAIR_SCAN = "btn-pair-scan"
PAIR_SHARE = "btn-pair-share"
PAIR_COPY = "btn-pair-copy"
PAIR_STATUS = "pair-status"
PAIR_NAME = "pair-name"
PEER_INTERNET_SETTING = "peer-internet-setting"

PAIR_TABLE = "btn-pair-table"
"""A game on two devices whose other device is away: make a new code, from the table."""
DEAL_PROGRESS = "deal-progress"  # a round being dealt fairly on two devices (#46)
