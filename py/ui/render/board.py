"""The board: the table seen by the player whose turn it is (or the person playing the
computer), the hand, the turn's buttons, the tactical variant's status and guided play."""

from __future__ import annotations

from .. import ids
from ..flow import BOARD_STEPS, RETURN, choice_id
from ..i18n import Translator
from ..model import (
    BoardModel,
    BoardTargetsModel,
    Choice,
    Destination,
    FlowModel,
    Message,
    PreviewModel,
    SideModel,
    TacticalModel,
)
from ..narrate import choice_label, message_text
from .cards import card_class, card_row, hand_face, is_tactic
from .common import (
    game_log,
    message_box,
    roving,
    scoreboard,
    sides_legend,
    stone_column,
)
from .html import attribute_pairs, button, e, heading, opening_tag
from .icons import icon
from .learning import learning_parts, tool_button, tool_buttons
from .over import result_dialog, result_title
from .regions import FIXED, ROOT, Attributes, Parts
from .table import last_turn_strip, see_result_button, selected_rule


def hand_html(board: BoardModel, t: Translator) -> str:
    if not board.hand:
        return f'<p class="hand-empty">{e(t("board.empty_hand"))}</p>'
    aim = returning(board)
    if aim is not None:  # after the Recruiter: the cards to put back are chosen in the hand
        return return_hand(board.hand, aim, t)
    items = []
    seen: set[str] = set()
    blocked = unplayable(board)
    told = board.hand_reason.params.get("card") if board.hand_reason is not None else None
    for card in board.hand:
        card_id = ids.hand_card(card, second=card in seen)  # two Jokers
        first = card not in seen
        seen.add(card)
        selected = card == board.selected
        hinted = (
            board.learning is not None
            and board.learning.hint is not None
            and (board.learning.hint.card == card)
        )  # learning tools: the hint's card is marked
        label = t("board.selected", card=t.card(card)) if selected else t.card(card)
        why = blocked.get(card)
        reason = board.hand_reason if told == card and first else None
        if why is not None:  # still a button: a tap says why beside it
            label = f"{t.card(card)}. {message_text(why, t)}"
        items.append(
            "<li>"
            + button(
                "",
                "select",
                card,
                cls=card_class(card)
                + (" selected" if selected else "")
                + (" hinted" if hinted else "")
                + (" unplayable" if why is not None else ""),
                aria_describedby=" ".join(
                    ["hint-text"] * hinted
                    + ["selected-rule"] * (selected and is_tactic(card))
                    + ["hand-reason"] * (reason is not None)
                )
                or None,
                aria_label=label,
                aria_pressed="true" if selected else "false",
                id_=card_id,
                inner_html=hand_face(card, t) + (unplayable_mark() if why is not None else ""),
                disabled=not board.hand_active,
                draggable="true" if board.hand_active and why is None else None,
            )
            + (selected_rule(card, t) if selected and is_tactic(card) else "")
            + (reason_bubble(reason, t) if reason is not None else "")
            + "</li>"
        )
    return f'<ul class="hand" id="{ids.HAND}">{"".join(items)}</ul>'


# --- tactic cards of the hand that cannot be played now: dimmed, marked, their reason a tap away


def unplayable(board: BoardModel) -> dict[str, Message]:
    """The tactic cards of the hand that cannot be played now, with why (the presenter's
    notes, from the engine), while the hand may be played."""
    if board.tactical is None or not board.hand_active:
        return {}
    return {n.card: n.reason for n in board.tactical.notes if n.reason is not None}


def unplayable_mark() -> str:
    """The mark of a card that cannot be played now (beside its dimming and hatching)."""
    return f'<span class="unplayable-mark" aria-hidden="true">{icon("ban")}</span>'


def reason_bubble(reason: Message, t: Translator) -> str:
    """Why the tactic card just tapped cannot be played, beside it, over the prompt line
    (phones: above the hand), until the next tap or its close button."""
    close = button(
        "",
        "dismiss",
        cls="btn icon",
        aria_label=t("common.dismiss"),
        inner_html=icon("x"),
        id_="hand-reason-close",
    )
    return (
        f'<div class="hand-reason" id="hand-reason">'
        f"<p>{icon('ban', 'reason-icon')}{e(message_text(reason, t))}</p>{close}</div>"
    )


def prompt_line(board: BoardModel, t: Translator) -> str:
    """The line over the hand: what to do now, or the hint's move while a hint is shown (its
    reasons are in the hint panel)."""
    shown = board.learning.hint if board.learning is not None else None
    if shown is not None and shown.card is not None and shown.stone >= 0:
        return t("hint.move", card=t.card(shown.card), n=shown.stone + 1)
    return message_text(board.hint, t)


def board_screen(board: BoardModel, t: Translator) -> str:
    """The table seen by the player whose turn it is (``board.viewer``)."""
    return "".join(board_parts(board, t).values())


def board_root(board: BoardModel) -> Attributes:
    """The board screen's attributes (its opening tag), which change with the turn."""
    return attribute_pairs(
        class_="screen board-screen"
        + (" has-selection" if board.selected is not None else "")
        + result_class(board),
        data_bot_turn=None if board.bot_turn is None else ("1" if board.bot_turn else "0"),
        data_timing="expert" if board.expert else "normal",
    )


def board_frame(board: BoardModel, lang: str, parts: Parts) -> tuple[object, ...]:
    """The board's frame (:mod:`.regions`): the model fields its fixed parts are drawn from
    (the language, the names, whose side is below, the tactical game's legend) and its parts'
    names in order."""
    return (lang, "board", tuple(parts), board.names, board.viewer, board.tactical is not None)


def _pair_again(board: BoardModel, t: Translator) -> str:
    """The other device is away: a new code, from the table."""
    if not board.pair_again:
        return ""
    return button(t("duet.pair_again"), "pair-table", id_=ids.PAIR_TABLE, cls="btn primary")


def board_parts(board: BoardModel, t: Translator) -> dict[str, str]:
    """The board screen in regions (:mod:`.regions`): the screen's opening tag, the header,
    the tactical status, the last turn, one region per stone, the message, the learning
    tools, the guided play, the hand with its buttons, the notes, the log; the rest fixed for
    the round. The page redraws only the regions that changed (``App.render_regions``)."""
    me, them = board.viewer, 1 - board.viewer
    names = board.names
    actions = []
    if board.can_undo:
        actions.append(tool_button(t("board.undo"), "undo", "undo-2", id_="btn-undo"))
    if board.can_pass:
        actions.append(button(t("board.pass"), "pass", cls="btn", id_=ids.PASS))
    end_label = t("board.end_turn_draw") if board.deck_size else t("board.end_turn")
    board_scores = scoreboard(
        names, board.scores, board.round_no, board.rounds, t, board.hand_sizes, board.deck_size
    )
    hand_label = t("board.your_hand", name=names[me])
    info = board.tactical
    if info is None:
        actions.append(
            button(
                end_label,
                "end-turn",
                cls="btn primary",
                disabled=not board.can_end,
                id_=ids.END_TURN,
            )
        )
    else:
        actions.extend(end_buttons(info, board.can_end, t))
    if board.round_won is not None:  # the round won on the board: only Continue
        actions = [see_result_button(t)]
    actions = result_actions(board, actions)
    title = board_title(board, t) or heading(
        t("board.title", name=names[me if board.turn is None else board.turn])
    )
    nav = (
        '<nav class="board-nav">'
        f"{tool_button(t('board.rules'), 'go', 'book-open', 'rules', id_='nav-rules')}"
        f"{tool_button(t('board.menu'), 'go', 'menu', 'start', id_='nav-menu')}"
        "</nav>"
    )
    stones = [
        (
            f"col-{s.index}",
            stone_column(
                s, (names[me], names[them]), me, board.selected, t, region=f"col-{s.index}"
            ),
        )
        for s in board.stones
    ]
    # the guided play's sheet lies over the hand area (but for the Recruiter's put-back, made
    # in the hand): what it covers is out of play until it closes
    covered = info is not None and info.flow is not None and info.flow.card != RETURN
    hand_area = (
        f'<div class="hand-area" id="hand-area" role="group" aria-label="{e(hand_label)}"'
        f"{' inert' * covered}>"
        f'<p class="hint" id="hint">{e(prompt_line(board, t))}</p>'
        f"{hand_html(board, t)}"
        f'<div class="turn-actions">{tool_buttons(board.learning, t)}'
        f'<div class="turn-buttons">{"".join(actions)}</div></div></div>'
    )
    parts = [
        (ROOT, opening_tag("section", board_root(board))),
        ("round-result", round_result(board, t)),  # first: Tab starts in it
        (
            "board-header",
            f'<header class="board-header" id="board-header">{title}{board_scores}{nav}</header>',
        ),
        ("tactical-status", status_html(info, names, t) if info is not None else ""),
        ("last-turn", last_turn_strip(board, t)),
        ("", f'<p class="opponent-line">{e(t("board.opponent_side", name=names[them]))}</p>'),
        (
            "sides-legend" if info is not None else "",
            sides_legend(
                names[them],
                names[me],
                None
                if info is None
                else (
                    str(info.played_counts[me]),
                    str(info.tactic_deck_size),
                    str(info.played_counts[them]),
                ),
            ),
        ),
        ("", f'<ol class="stones" aria-label="{e(t("board.stones"))}">'),
        *stones,
        ("", "</ol>"),
        (
            "message",
            message_box(
                board.message,
                t,
                dismiss=not board.message_stays,  # closed, it would be back at once
                cards_shown=False,
                action=_pair_again(board, t),
            ),
        ),
        (  # a sheet over the hand, before it in the page: Tab goes from its buttons to the hand
            "tactic-flow",
            flow_panel(info.flow, t) if info is not None and info.flow is not None else "",
        ),
        ("hand-area", hand_area),
        ("", '<div class="side-panel">'),
        *learning_parts(board.learning, t),
        ("tactic-notes", hand_notes(info, t) if info is not None else ""),
        ("log", game_log(board.log, t)),
        ("", "</div></section>"),
    ]
    return {name or f"{FIXED}{i}": html for i, (name, html) in enumerate(parts)}


# --- moments: the round's result over the final board ----------------------------------------


def round_result(board: BoardModel, t: Translator) -> str:
    """The round (or the match) over: its result as a dialog over the final board."""
    if board.result is None:
        return ""
    return result_dialog(board.result, t, folded=board.result_folded)


def board_title(board: BoardModel, t: Translator) -> str:
    """Under the round's result, the header names the result (its dialog holds the screen's
    title); else nothing (the heading says whose turn it is)."""
    if board.result is None:
        return ""
    return f'<p class="board-title" aria-hidden="true">{e(result_title(board.result, t))}</p>'


def result_class(board: BoardModel) -> str:
    """The board's class under the round's result (the table dimmed, the hand put away)."""
    if board.result is None:
        return ""
    return " result-folded" if board.result_folded else " has-result"


def result_actions(board: BoardModel, actions: list[str]) -> list[str]:
    """The turn's buttons: none under the result (its dialog holds the next actions)."""
    return [] if board.result is not None else actions


def flow_panel(flow: FlowModel, t: Translator) -> str:
    """The guided play of a tactic card, the summary of the choice so far: the step, the
    choices made, where to choose next (on the board; the Recruiter's draws here), the
    stones as the choices would leave them, Confirm once complete, Back, Cancel."""
    card_name = t("flow.return_title") if flow.card == RETURN else t.card(flow.card)
    title = t("flow.title", card=card_name, i=flow.step_no, total=flow.steps)
    picked = ""
    if flow.picks:
        items = "".join(f"<li>{e(choice_label(c, t))}</li>" for c in flow.picks)
        picked = f'<ol class="flow-picks" aria-label="{e(t("flow.chosen"))}">{items}</ol>'
    body = ""
    aim = flow.board
    if flow.step is not None:
        prompt = t(f"flow.step.{flow.step}", n=flow.return_count)
        if flow.step in BOARD_STEPS:
            prompt += " " + t(f"tboard.where.{flow.step}")  # agrees with what the step chooses
        opts = "".join(
            "<li>" + panel_choice(choice, flow, t) + "</li>"
            for choice, allowed in flow.options
            if allowed and (choice.kind == "draw" or choice == Destination(None))
        )
        body = f'<p class="flow-prompt">{e(prompt)}</p>'
        body += f'<ul class="flow-options">{opts}</ul>' if opts else ""
    controls = []
    if flow.ready:
        controls.append(
            button(
                t("flow.confirm", card=card_name),
                "tactic-confirm",
                cls="btn primary",
                id_=ids.FLOW_CONFIRM,
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
        if is_tactic(flow.card)
        else ""
    )
    after = preview_html(aim.preview, t) if aim is not None and aim.preview else ""
    return (
        f'<section class="tactic-flow{" on-hand" * (flow.card == RETURN)}" id="tactic-flow" '
        f'aria-labelledby="{ids.FLOW_TITLE}">'
        f'<h2 id="{ids.FLOW_TITLE}" tabindex="-1">{e(title)}</h2>{short}{picked}{body}{after}'
        f'<div class="flow-controls">{"".join(controls)}</div></section>'
    )


def hand_notes(info: TacticalModel, t: Translator) -> str:
    """Near the hand: why a tactic card in it can't be played now."""
    items = []
    for note in info.notes:  # the rules show beside the selected card and in the guided play
        card, reason = note.card, note.reason
        if reason is not None:
            items.append(
                f'<li id="note-{e(card)}"><strong>{e(t.card(card))}</strong>: '
                f'<span class="why">{e(message_text(reason, t))}</span></li>'
            )
    if not items:
        return ""
    return f'<ul class="tactic-notes" id="tactic-notes">{"".join(items)}</ul>'


def status_html(info: TacticalModel, names: tuple[str, str], t: Translator) -> str:
    """Tactic deck, tactic cards played by each player, and the discard pile (a disclosure).
    Phones show the counts as figures beside the names over the columns (``sides_legend``)
    and keep these words for screen readers."""
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
    return f'<div class="tactical-status" id="tactical-status">{deck}{counts}{discard}</div>'


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
                    id_=ids.end_turn_from(deck),
                )
            )
    else:
        label = t("board.end_turn")
        out.append(
            button(label, "end-turn", cls="btn primary", id_=ids.END_TURN, disabled=not can_end)
        )
    return out


# --- tactic play on the board: the panel's own choices, the hand's returns, the preview ---------


def panel_choice(choice: Choice, flow: FlowModel, t: Translator) -> str:
    """A choice that has no place on the stones, in the panel: the Recruiter's draws, the
    discard pile as the Strategist's destination (lit like the board's targets)."""
    if choice.kind == "draw":
        return button(
            choice_label(choice, t),
            "tactic-pick",
            choice.arg,
            cls="btn choice-btn flow-opt",
            id_=choice_id(choice),
        )
    first = flow.board.first if flow.board is not None else None
    return button(
        choice_label(choice, t),
        "tactic-pick",
        choice.arg,
        cls="btn choice-btn target",
        aria_label=f"{choice_label(choice, t)}, {t('tboard.can_choose')}",
        id_=choice_id(choice),
        data_target="1",
        tabindex=roving(choice_id(choice), first),
    )


def returning(board: BoardModel) -> BoardTargetsModel | None:
    """The board's targets while the Recruiter's cards are put back, else ``None``."""
    flow = board.tactical.flow if board.tactical is not None else None
    if flow is None or flow.card != RETURN or flow.board is None:
        return None
    return flow.board


def return_hand(hand: tuple[str, ...], aim: BoardTargetsModel, t: Translator) -> str:
    """The hand after the Recruiter: the cards it drew marked, the cards that can be put back
    lit (tapped to choose them), those chosen marked with their order."""
    left = list(aim.returned)
    drawn = list(aim.drawn)
    items = []
    seen: set[str] = set()
    for card in hand:
        card_id = ids.hand_card(card, second=card in seen)  # two Jokers
        seen.add(card)
        said = [t.card(card)]
        marks = ""
        cls = card_class(card)
        if card in drawn:
            drawn.remove(card)
            said.append(t("tboard.drawn"))
            cls += " drawn"
            mark = e(t("tboard.drawn_mark"))
            marks += f'<span class="drawn-mark" aria-hidden="true">{mark}</span>'
        if card in left:
            order = len(aim.returned) - len(left) + 1
            left.remove(card)
            said.append(t("tboard.returned", n=order))
            marks += f'<span class="chosen-mark" aria-hidden="true">{order}</span>'
            items.append(
                f'<li><span class="{e(cls)} chosen" id="{e(card_id)}" role="img" '
                f'aria-label="{e(", ".join(said))}">{hand_face(card, t)}{marks}</span></li>'
            )
            continue
        lit = card in aim.hand
        if lit:
            said.append(t("tboard.can_choose"))
        items.append(
            "<li>"
            + button(
                "",
                "tactic-pick",
                card,
                cls=cls + (" target" if lit else ""),
                aria_label=", ".join(said),
                id_=card_id,
                inner_html=hand_face(card, t) + marks,
                disabled=not lit,
                data_target="1" if lit else None,
                tabindex=roving(card_id, aim.first) if lit else None,
            )
            + "</li>"
        )
    return f'<ul class="hand" id="{ids.HAND}">{"".join(items)}</ul>'


def preview_html(stones: tuple[PreviewModel, ...], t: Translator) -> str:
    """The stones as the choices made would leave them, before Confirm."""
    items = []
    for p in stones:
        n = p.stone + 1
        modes = "".join(
            f'<span class="mode-badge">{e(t("board.mode_on", card=t.card(m)))}</span>'
            for m in p.modes
        )
        sides = "".join(
            f'<div class="preview-side" role="group" aria-label="{e(label)}">'
            f"{preview_cards(side, t)}</div>"
            for side, label in (
                (p.theirs, preview_label(n, "tboard.side_theirs", p.theirs, t)),
                (p.mine, preview_label(n, "tboard.side_mine", p.mine, t)),
            )
        )
        items.append(
            f'<li class="preview-stone"><span class="preview-num">{e(t("board.stone", n=n))}'
            f"</span>{modes}{sides}</li>"
        )
    return (
        '<div class="flow-preview" id="flow-preview">'
        f'<p class="preview-title">{e(t("tboard.preview"))}</p>'
        f'<ul class="preview-stones">{"".join(items)}</ul></div>'
    )


def preview_label(n: int, whose: str, side: SideModel, t: Translator) -> str:
    cards = t.cards(side.cards) if side.cards else t("board.side_empty")
    label = f"{t('board.stone', n=n)}, {t(whose)}: {cards}"
    return label + (f", {t.formation(*side.formation)}" if side.formation else "")


def preview_cards(side: SideModel, t: Translator) -> str:
    """A side in the preview: its cards (a dash when empty) and its formation."""
    if not side.cards:
        return '<span class="preview-empty" aria-hidden="true">\u2013</span>'
    out = card_row(side.cards, t, "card-row small")
    if side.formation is not None:
        out += f'<span class="formation">{e(t.formation(*side.formation))}</span>'
    return out
