"""The board: the table seen by the player whose turn it is (or the person playing the
computer), the hand, the turn's buttons, the tactical variant's status and guided play."""

from __future__ import annotations

from ..flow import RETURN
from ..i18n import Translator
from ..model import BoardModel, CardOn, Choice, FlowModel, TacticalModel
from ..narrate import choice_label, message_text
from .cards import ICONS, card_class, card_face, card_row
from .common import game_log, message_box, scoreboard, sides_legend, stone_column
from .html import attrs, button, e, heading
from .learning import learning_tools


def hand_html(board: BoardModel, t: Translator) -> str:
    if not board.hand:
        return f'<p class="hand-empty">{e(t("board.empty_hand"))}</p>'
    items = []
    seen: set[str] = set()
    for card in board.hand:
        card_id = f"hand-{card}" if card not in seen else f"hand-{card}-2"  # two Jokers
        seen.add(card)
        selected = card == board.selected
        hinted = (
            board.learning is not None
            and board.learning.hint is not None
            and (board.learning.hint.card == card)
        )  # learning tools: the hint's card is marked
        label = t("board.selected", card=t.card(card)) if selected else t.card(card)
        items.append(
            "<li>"
            + button(
                "",
                "select",
                card,
                cls=card_class(card)
                + (" selected" if selected else "")
                + (" hinted" if hinted else ""),
                aria_describedby="hint-text" if hinted else None,
                aria_label=label,
                aria_pressed="true" if selected else "false",
                id_=card_id,
                inner_html=card_face(card),
                disabled=not board.hand_active,
                draggable="true" if board.hand_active else None,
            )
            + "</li>"
        )
    return f'<ul class="hand" id="hand">{"".join(items)}</ul>'


def board_screen(board: BoardModel, t: Translator) -> str:
    """The table seen by the player whose turn it is (``board.viewer``)."""
    me, them = board.viewer, 1 - board.viewer
    names = board.names
    stones = "".join(
        stone_column(s, (names[me], names[them]), me, board.selected, t) for s in board.stones
    )
    actions = []
    if board.can_undo:
        actions.append(button(t("board.undo"), "undo", cls="btn secondary", id_="btn-undo"))
    if board.can_pass:
        actions.append(button(t("board.pass"), "pass", cls="btn", id_="btn-pass"))
    end_label = t("board.end_turn_draw") if board.deck_size else t("board.end_turn")
    board_scores = scoreboard(
        names, board.scores, board.round_no, board.rounds, t, board.hand_sizes, board.deck_size
    )
    hand_label = t("board.your_hand", name=names[me])
    info = board.tactical
    if info is None:
        actions.append(
            button(
                end_label, "end-turn", cls="btn primary", disabled=not board.can_end, id_="btn-end"
            )
        )
    else:
        actions.extend(end_buttons(info, board.can_end, t))
    tactical_status = status_html(info, names, t) if info is not None else ""
    flow = flow_panel(info.flow, t) if info is not None and info.flow is not None else ""
    notes = hand_notes(info, t) if info is not None else ""
    section = attrs(
        class_="screen board-screen" + (" has-selection" if board.selected is not None else ""),
        data_bot_turn=None if board.bot_turn is None else ("1" if board.bot_turn else "0"),
        data_timing="expert" if board.expert else "normal",
    )
    return (
        f"<section{section}>"
        '<header class="board-header">'
        f"{heading(t('board.title', name=names[me]))}"
        f"{board_scores}"
        '<nav class="board-nav">'
        f"{button(t('board.rules'), 'go', 'rules', cls='btn small secondary', id_='nav-rules')}"
        f"{button(t('board.menu'), 'go', 'start', cls='btn small secondary', id_='nav-menu')}"
        "</nav></header>"
        f"{tactical_status}"
        f'<p class="opponent-line">{e(t("board.opponent_side", name=names[them]))}</p>'
        f"{sides_legend(names[them], names[me])}"
        f'<ol class="stones" aria-label="{e(t("board.stones"))}">{stones}</ol>'
        f"{message_box(board.message, t)}"
        f"{learning_tools(board.learning, t)}"
        f"{flow}"
        f'<div class="hand-area" role="group" aria-label="{e(hand_label)}">'
        f'<p class="hint" id="hint">{e(message_text(board.hint, t))}</p>'
        f"{hand_html(board, t)}"
        f'<div class="turn-actions">{"".join(actions)}</div></div>'
        f"{notes}"
        f"{game_log(board.log, t)}"
        "</section>"
    )


def flow_panel(flow: FlowModel, t: Translator) -> str:
    """The guided play of a tactic card: the step, the choices made, the next step's values
    (those not allowed disabled), Confirm once complete, Back, Cancel."""
    card_name = t("flow.return_title") if flow.card == RETURN else t.card(flow.card)
    title = t("flow.title", card=card_name, i=flow.step_no, total=flow.steps)
    picked = ""
    if flow.picks:
        items = "".join(f"<li>{e(choice_label(c, t))}</li>" for c in flow.picks)
        picked = f'<ol class="flow-picks" aria-label="{e(t("flow.chosen"))}">{items}</ol>'
    body = ""
    if flow.step is not None:
        opts = "".join(
            "<li>"
            + button(
                choice_label(choice, t),
                "tactic-pick",
                choice.arg,
                cls="btn choice-btn flow-opt",
                disabled=not allowed,
                id_=choice_id(choice),
            )
            + "</li>"
            for choice, allowed in flow.options
        )
        prompt = t(f"flow.step.{flow.step}", n=flow.return_count)
        body = f'<p class="flow-prompt">{e(prompt)}</p><ul class="flow-options">{opts}</ul>'
    controls = []
    if flow.ready:
        controls.append(
            button(
                t("flow.confirm", card=card_name),
                "tactic-confirm",
                cls="btn primary",
                id_="flow-confirm",
            )
        )
    if flow.picks:
        controls.append(button(t("flow.back"), "tactic-back", cls="btn secondary", id_="flow-back"))
    if flow.card != RETURN:
        controls.append(
            button(t("flow.cancel"), "tactic-cancel", cls="btn secondary", id_="flow-cancel")
        )
    short = (
        f'<p class="flow-short">{e(t(f"tactic.short.{flow.card}"))}</p>'
        if flow.card in ICONS
        else ""
    )
    return (
        '<section class="tactic-flow" id="tactic-flow" aria-labelledby="flow-title">'
        f'<h2 id="flow-title" tabindex="-1">{e(title)}</h2>{short}{picked}{body}'
        f'<div class="flow-controls">{"".join(controls)}</div></section>'
    )


def choice_id(choice: Choice) -> str:
    """A choice's button id: ``flow-3``, ``flow-R5-at-2``, ``flow-discard``, ``flow-2-1``."""
    if isinstance(choice, CardOn):
        return f"flow-{choice.card}-at-{choice.stone}"
    return f"flow-{choice.arg}"


def hand_notes(info: TacticalModel, t: Translator) -> str:
    """Near the hand: what each tactic card in it does, and why it can't be played now."""
    items = []
    for note in info.notes:
        card, reason = note.card, note.reason
        why = ""
        if reason is not None:
            why = f' <span class="why">{e(message_text(reason, t))}</span>'
        items.append(
            f'<li id="note-{e(card)}"><strong>{e(t.card(card))}</strong>: '
            f"{e(t(f'tactic.short.{card}'))}{why}</li>"
        )
    if not items:
        return ""
    return f'<ul class="tactic-notes">{"".join(items)}</ul>'


def status_html(info: TacticalModel, names: tuple[str, str], t: Translator) -> str:
    """Tactic deck, tactic cards played by each player, and the discard pile (a disclosure)."""
    counts = "".join(
        f'<span class="tactics-played">'
        f"{e(t('board.tactics_played', name=names[p], n=info.played_counts[p]))}</span>"
        for p in (0, 1)
    )
    deck = f'<span class="tactic-deck">{e(t("board.tactic_deck", n=info.tactic_deck_size))}</span>'
    if info.discard:
        pile = card_row(info.discard, t, "card-row small")
    else:
        pile = f"<p>{e(t('board.discard_empty'))}</p>"
    discard = (
        f'<details class="discard" id="discard"><summary>'
        f"{e(t('board.discard', n=len(info.discard)))}</summary>{pile}</details>"
    )
    return f'<div class="tactical-status">{deck}{counts}{discard}</div>'


def end_buttons(info: TacticalModel, can_end: bool, t: Translator) -> list[str]:
    """End-of-turn buttons: one per deck to draw from, or a plain end."""
    out = []
    if can_end and info.draw_choices:
        for deck in info.draw_choices:
            out.append(
                button(
                    t(f"board.end_{deck}"),
                    "end-turn",
                    deck,
                    cls="btn primary",
                    id_=f"btn-end-{deck}",
                )
            )
    else:
        label = t("board.end_turn")
        out.append(
            button(label, "end-turn", cls="btn primary", id_="btn-end", disabled=not can_end)
        )
    return out
