"""Icons: lucide-static's SVGs, drawn by CSS (``css/icons.css``) as a mask in the text's
colour, never characters that need a symbol or emoji font.

An icon is decoration beside words, so it is hidden from screen readers; a control that shows
only an icon names itself (``aria-label``).

>>> icon("check")
'<span class="icon i-check" aria-hidden="true"></span>'
>>> icon("flag", "verdict-icon")
'<span class="icon i-flag verdict-icon" aria-hidden="true"></span>'
"""

from __future__ import annotations

from typing import Literal, get_args

from .html import e

#: Every icon ``css/icons.css`` draws (a lucide name; a test keeps the two lists the same).
IconName = Literal[
    "arrow-left-right",
    "ban",
    "arrow-right",
    "book-open",
    "check",
    "chevron-down",
    "chevron-first",
    "chevron-last",
    "chevron-left",
    "chevron-right",
    "chevron-up",
    "circle",
    "circle-dot",
    "circle-plus",
    "circle-question-mark",
    "clover",
    "copy",
    "corner-up-left",
    "diamond",
    "download",
    "eye",
    "eye-off",
    "flag",
    "ghost",
    "grid-3x3",
    "hand",
    "heart",
    "layers",
    "lightbulb",
    "menu",
    "play",
    "redo-2",
    "rotate-ccw-clock",
    "settings",
    "share-2",
    "shield",
    "sigma",
    "spade",
    "sparkle",
    "star",
    "sun",
    "triangle-alert",
    "trophy",
    "undo-2",
    "upload",
    "volume-2",
    "volume-x",
    "waves-horizontal",
    "x",
]

ICON_NAMES: frozenset[str] = frozenset(get_args(IconName))


def icon(name: IconName, cls: str = "") -> str:
    """A decorative icon (``<span class="icon i-NAME">``, hidden from screen readers); ``cls``:
    more classes. A name the style sheet does not draw is refused."""
    if name not in ICON_NAMES:
        raise ValueError(f"no icon named {name!r}")
    extra = f" {cls}" if cls else ""
    return f'<span class="icon i-{e(name)}{e(extra)}" aria-hidden="true"></span>'
