"""The table in motion: the board's "last turn" strip and the round won shown on the board."""

from __future__ import annotations

from .. import ids
from ..i18n import Translator
from ..model import BoardModel
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
    return button(t("table.see_result"), "see-result", cls="btn primary", id_=ids.SEE_RESULT)


def selected_rule(card: str, t: Translator) -> str:
    """The one-line rule of the selected tactic card, beside it (floats: nothing moves)."""
    return f'<span class="card-rule" id="selected-rule">{e(t(f"tactic.short.{card}"))}</span>'
