"""The board's learning tools: the Hint button and the hint shown, the card tracker (a table
of the 54 clan cards, and the tactic cards), the take-back of a whole turn against the
computer; the hints setting."""

from __future__ import annotations

from .. import ids
from ..i18n import Translator
from ..model import HintModel, LearningModel, TrackerModel
from ..narrate import message_text
from .html import button, e, setting_group, switch
from .icons import IconName, icon

COLORS = ("R", "O", "Y", "G", "B", "P")
SYMBOLS: dict[str, IconName] = {
    "mine": "chevron-up",
    "theirs": "chevron-down",
    "hand": "hand",
    "discard": "x",
    "unseen": "eye-off",
    "played": "check",
}
"""Each place has an icon beside its word, so colour is never the only cue."""


def _place_icon(place: str) -> str:
    return icon(SYMBOLS[place]) if place in SYMBOLS else ""


def tool_button(
    label: str,
    intent: str,
    icon_name: IconName,
    arg: object = "",
    *,
    id_: str,
    disabled: bool = False,
    **extra: str | None,
) -> str:
    """A compact tool of the table's rows of buttons: an icon and its name (the name is hidden
    on phones by the style sheet, and stays the button's accessible name)."""
    inner = f'{icon(icon_name)}<span class="tool-name">{e(label)}</span>'
    return button(
        label, intent, arg, cls="btn tool", id_=id_, disabled=disabled, inner_html=inner, **extra
    )


def tool_buttons(model: LearningModel | None, t: Translator) -> str:
    """The learning tools in the row of the turn's buttons: Hint, Card tracker, and the
    take-back of a whole turn against the computer."""
    if model is None:
        return ""
    buttons = []
    if model.hint_on:
        buttons.append(
            tool_button(
                t("hint.button"),
                "hint",
                "lightbulb",
                id_=ids.HINT,
                disabled=not model.can_hint,
                aria_pressed="true" if model.hint is not None else "false",
                aria_busy="true" if model.busy else None,
            )
        )
    buttons.append(
        tool_button(
            t("tracker.button"),
            "tracker",
            "grid-3x3",
            id_=ids.TRACKER,
            aria_pressed="true" if model.tracker is not None else "false",
            aria_keyshortcuts="t",
            aria_controls="tracker" if model.tracker is not None else None,
        )
    )
    if model.vs_computer:
        buttons.append(
            tool_button(
                t("takeback.button"),
                "takeback",
                "rotate-ccw-clock",
                id_="btn-takeback",
                disabled=not model.can_takeback,
            )
        )
    label = e(t("hint.tools"))
    return (
        f'<div class="learning-tools" id="learning-tools" role="group" aria-label="{label}">'
        f"{''.join(buttons)}</div>"
    )


def learning_parts(model: LearningModel | None, t: Translator) -> list[tuple[str, str]]:
    """The hint and the tracker as the board's parts (``render.board.board_parts``), each ""
    when not shown; their buttons are in the row of the turn's buttons (:func:`tool_buttons`)."""
    if model is None:
        return [("hint-panel", ""), ("tracker", "")]
    hint = hint_panel(model.hint, t) if model.hint is not None else ""
    tracker = tracker_panel(model.tracker, t) if model.tracker is not None else ""
    return [("hint-panel", hint), ("tracker", tracker)]


def hint_panel(hint: HintModel, t: Translator) -> str:
    lines = "".join(f"<li>{e(message_text(m, t))}</li>" for m in hint.lines)
    where = ""
    if hint.card is not None and hint.stone >= 0:
        where = (
            f'<p class="hint-move">{icon("arrow-right", "hint-mark")} '
            f"{e(t('hint.move', card=t.card(hint.card), n=hint.stone + 1))}</p>"
        )
    return (
        f'<section class="hint-panel" id="hint-panel" aria-labelledby="{ids.HINT_TITLE}">'
        f'<h2 id="{ids.HINT_TITLE}" tabindex="-1">{e(t("hint.title"))}</h2>{where}'
        f'<ul class="hint-lines" id="hint-text">{lines}</ul>'
        f"{button(t('hint.close'), 'hint', 'close', cls='btn small secondary', id_='hint-close')}"
        "</section>"
    )


def tracker_panel(tracker: TrackerModel, t: Translator) -> str:
    """The 54 clan cards as a picture: a row per colour, a column per value, each a small card
    face with its place's mark (the unseen ones dimmed) and its place in words for screen
    readers, in a table (its headers name the colour and the value); the counts with their
    marks are the legend; the tactic cards in a list."""
    head = "".join(f'<th scope="col">{v}</th>' for v in range(1, 10))
    body = []
    for color, row in zip(COLORS, tracker.rows, strict=True):
        cells = "".join(
            f'<td class="track-{e(place)}" id="track-{e(card)}" data-place="{e(place)}">'
            f'<span class="card c-{e(card[:1])} track-card" aria-hidden="true">'
            f'<span class="card-value" data-value="{e(card[1:])}"></span>'
            f'<span class="card-symbol"></span>'
            f'<span class="track-mark">{_place_icon(place)}</span></span>'
            f'<span class="track-word">{e(t(f"tracker.place.{place}"))}</span></td>'
            for card, place in row
        )
        body.append(f'<tr><th scope="row">{e(t.color(color))}</th>{cells}</tr>')
    counts = "".join(
        f'<li class="track-{e(place)}"><span class="track-key">{_place_icon(place)}</span> '
        f"{e(t(f'tracker.count.{place}', n=n))}</li>"
        for place, n in tracker.counts
    )
    tactics = ""
    if tracker.tactical:
        items = "".join(
            f'<li class="track-{e(place)}" data-place="{e(place)}">{e(t.card(card))}: '
            f"{_place_icon(place)} {e(t(f'tracker.place.{place}'))}</li>"
            for card, place in tracker.tactics
        )
        tactics = f'<h3>{e(t("tracker.tactics"))}</h3><ul class="track-tactics">{items}</ul>'
    caption = e(t("tracker.caption"))
    table = (
        f'<table class="tracker-grid"><caption>{caption}</caption>'
        f'<thead><tr><th scope="col">{e(t("tracker.colour"))}</th>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )
    return (
        f'<section class="tracker-panel" id="tracker" aria-labelledby="{ids.TRACKER_TITLE}">'
        f'<h2 id="{ids.TRACKER_TITLE}" tabindex="-1">{e(t("tracker.title"))}</h2>'
        f'<p class="tracker-note">{e(t("tracker.note"))}</p>'
        f'<ul class="tracker-counts">{counts}</ul>'
        f'<div class="tracker-scroll" tabindex="0" role="region" aria-label="{caption}">'
        f"{table}</div>{tactics}"
        f"{button(t('tracker.close'), 'tracker', cls='btn small secondary', id_='tracker-close')}"
        "</section>"
    )


def hints_setting(on: bool, t: Translator) -> str:
    """The settings' hints switch and, under it, what it means."""
    state = t("hint.setting.on") if on else t("hint.setting.off")
    toggle = switch(
        t("hint.setting"), "hints", on, t, id_=ids.HINTS_SETTING, aria_describedby="hints-status"
    )
    title = ("hints-title", t("hint.setting.title"))
    return setting_group("settings-hints", title, toggle, ("hints-status", state))


def used_line(used: tuple[int, int] | None, t: Translator) -> str:
    """On the match-over screen: the hints used and the take-backs in the match."""
    if used is None:
        return ""
    hints, takebacks = used
    parts = [f'<li id="hints-used">{e(t("hint.used", n=hints))}</li>']
    if takebacks:
        parts.append(f'<li id="takebacks-used">{e(t("takeback.used", n=takebacks))}</li>')
    return f'<ul class="learning-used">{"".join(parts)}</ul>'
