"""The table in motion: the board's "last turn" strip, the round won shown on the board, and
the Settings switches of sound and animations."""

from __future__ import annotations

from ..i18n import Translator
from ..model import BoardModel, TablePrefsModel
from ..narrate import message_text
from .html import button, e


def last_turn_strip(board: BoardModel, t: Translator) -> str:
    """What the other side did in its last turn, one item per action; always in the page and
    of a fixed height (an empty strip keeps its room, a long turn scrolls inside it, focusable
    for the keyboard), so that nothing below it moves."""
    last = board.last_turn
    if last is None or not last.entries:
        return '<section class="last-turn empty" id="last-turn" aria-hidden="true"></section>'
    title = t("table.last_turn", name=board.names[last.player])
    items = "".join(
        f'<li class="last-{e(x.kind)}">{e(message_text(x.line, t))}</li>' for x in last.entries
    )
    return (
        '<section class="last-turn" id="last-turn" aria-labelledby="last-turn-title" '
        'tabindex="0">'
        f'<h2 id="last-turn-title">{e(title)}</h2><ol>{items}</ol></section>'
    )


def see_result_button(t: Translator) -> str:
    """Continue from a round won on the board to the round-over screen."""
    return button(t("table.see_result"), "see-result", cls="btn primary", id_="btn-see-result")


def prefs_group(prefs: TablePrefsModel, t: Translator) -> str:
    """Settings: the "Sound" and "Animations" switches (toggle buttons)."""
    switches = "".join(
        button(
            t(f"table.{key}"),
            key,
            "off" if on else "on",
            cls="btn choice-btn" + (" current" if on else ""),
            aria_pressed="true" if on else "false",
            id_=f"setting-{key}",
        )
        for key, on in (("sound", prefs.sound), ("animations", prefs.animations))
    )
    return (
        '<div role="group" aria-labelledby="table-prefs-label" class="table-prefs">'
        f'<h2 id="table-prefs-label">{e(t("table.prefs"))}</h2>{switches}</div>'
    )


def selected_rule(card: str, t: Translator) -> str:
    """The one-line rule of the selected tactic card, beside it (floats: nothing moves)."""
    return f'<span class="card-rule" id="selected-rule">{e(t(f"tactic.short.{card}"))}</span>'
