"""Screens as HTML strings: pure functions of a screen model (:mod:`ui.model`) and a
translator, one module per screen, all built with the one escaping builder
(:mod:`ui.render.html`).

No DOM here, and nothing reads or edits the HTML afterwards: what a screen shows (the
selection, the computer's turn, its last card...) is in its model. Private information is
absent, not hidden: the board receives only the viewer's hand, and the hand-over screen
receives no hand at all.
"""

from __future__ import annotations

from ..narrate import message_text
from .board import board_frame, board_parts, board_root, board_screen
from .menus import (
    conflict_screen,
    error_screen,
    new_game_screen,
    saves_screen,
    settings_screen,
    start_screen,
)
from .over import handover_screen, result_dialog
from .pairing import pairing_frame, pairing_regions, pairing_screen  # two devices (#45)
from .replay_viewer import (  # the replay viewer (#14)
    replay_log,
    replay_screen,
    review_notes,
    review_panel,
)
from .rules import rules_screen
from .stats import stats_screen
from .teach_screens import lesson_screen, puzzle_screen, puzzles_screen

__all__ = [
    "board_frame",
    "board_parts",
    "board_root",
    "board_screen",
    "conflict_screen",
    "error_screen",
    "handover_screen",
    "lesson_screen",
    "message_text",
    "new_game_screen",
    "pairing_frame",
    "pairing_regions",
    "pairing_screen",
    "puzzle_screen",
    "puzzles_screen",
    "replay_log",
    "replay_screen",
    "result_dialog",
    "review_notes",
    "review_panel",
    "rules_screen",
    "saves_screen",
    "settings_screen",
    "start_screen",
    "stats_screen",
]
