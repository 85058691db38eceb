"""Screens as HTML strings: pure functions of a screen model and a translator.

No DOM here. Every text is escaped. Every control is a real ``<button>`` (or form field) with an
accessible name and ``data-intent``/``data-arg`` attributes that :mod:`ui.dom` turns into
``App.handle(intent, arg)`` calls. Private information is absent, not hidden: the board
receives only the viewer's hand, and the hand-over screen receives no hand at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from . import tactics as tx
from .i18n import LANGUAGES, Translator, language_name
from .model import (
    BoardModel,
    FastStartModel,
    HandoverModel,
    LogEntry,
    Message,
    NewGameModel,
    RoundOverModel,
    SaveLine,
    SavesModel,
    SideModel,
    StartModel,
    StoneModel,
)

#: One symbol per colour, so colour is never the only cue (U+FE0E asks for text, not emoji).
SYMBOLS: dict[str, str] = {
    "R": "\u2665\ufe0e",  # heart
    "O": "\u25cf",  # disc
    "Y": "\u2605\ufe0e",  # star
    "G": "\u2663\ufe0e",  # clover
    "B": "\u25c6",  # diamond
    "P": "\u2660\ufe0e",  # spade
}

SIDE_SIZE = 3


def e(value: object) -> str:
    """Escape text and attribute values."""
    return escape(str(value), quote=True)


def _attrs(**attrs: object) -> str:
    out = []
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        key = name.rstrip("_").replace("_", "-")
        out.append(f" {key}" if value is True else f' {key}="{e(value)}"')
    return "".join(out)


def button(
    label: str,
    intent: str,
    arg: object = "",
    *,
    cls: str = "btn",
    aria_label: str | None = None,
    disabled: bool = False,
    id_: str | None = None,
    inner_html: str | None = None,
    **extra: object,
) -> str:
    """A real button; its visible text (or ``aria_label``) is its accessible name."""
    attrs = _attrs(
        type="button",
        class_=cls,
        id=id_,
        data_intent=intent,
        data_arg=arg if arg != "" else None,
        aria_label=aria_label,
        disabled=disabled,
        **extra,
    )
    content = inner_html if inner_html is not None else e(label)
    return f"<button{attrs}>{content}</button>"


def heading(text: str, level: int = 1) -> str:
    if level == 1:
        return f'<h1 id="screen-title" tabindex="-1">{e(text)}</h1>'
    return f"<h{level}>{e(text)}</h{level}>"


# --- cards -------------------------------------------------------------------------------------


def card_face(card: str) -> str:
    """The visible face: big value and colour symbol, both hidden from screen readers and drawn
    by CSS from data attributes (as the tactic faces), so a control's visible text never
    contradicts its spoken name: a side showing "2 2" is named "Red 2, Yellow 2"."""
    if tx.is_tactic(card):
        return tx.tactic_face(card)
    letter, value = card[:1], card[1:]
    return (
        f'<span class="card-value" data-value="{e(value)}" aria-hidden="true"></span>'
        f'<span class="card-symbol" data-symbol="{e(SYMBOLS.get(letter, "?"))}" '
        'aria-hidden="true"></span>'
    )


def card_static(card: str, t: Translator, extra_cls: str = "") -> str:
    """A card that is not a control: face plus its spoken name ("Red 5") for screen readers."""
    cls = tx.card_class(card) + (f" {extra_cls}" if extra_cls else "")
    name = f'<span class="sr-only">{e(t.card(card))}</span>'
    return f'<span class="{e(cls)}">{card_face(card)}{name}</span>'


def card_row(cards: Iterable[str], t: Translator, cls: str = "card-row") -> str:
    items = "".join(f"<li>{card_static(c, t)}</li>" for c in cards)
    return f'<ul class="{e(cls)}">{items}</ul>'


# --- messages ----------------------------------------------------------------------------------


def message_params(msg: Message, t: Translator) -> dict[str, Any]:
    """Translate a message's raw parameters (cards, formations, stone numbers)."""
    out: dict[str, Any] = {}
    on_table = set(str(c) for c in msg.params.get("on_table", ()))
    for key, value in msg.params.items():
        if key == "card" and isinstance(value, str):
            out[key] = t.card(value)
        elif key == "cards" and isinstance(value, list | tuple):
            out[key] = ", ".join(
                t("verdict.on_table", card=t.card(str(v))) if str(v) in on_table else t.card(str(v))
                for v in value
            )
        elif key in ("clan", "tactic") and isinstance(value, int):
            out[key] = value
            out["drawn"] = t.drawn(int(msg.params.get("clan", 0)), int(msg.params.get("tactic", 0)))
        elif key == "elites" and isinstance(value, list | tuple):
            out[key] = ", ".join(
                t("board.counts_as", card=t.card(str(a)), as_=t.card(str(b))) for a, b in value
            )
        elif key in ("formation", "mine") and isinstance(value, list | tuple) and len(value) == 2:
            out[key] = t.formation(str(value[0]), int(value[1]))
        elif key == "stone" and isinstance(value, int):
            out["n"] = value + 1
        elif key == "pick" and isinstance(value, list | tuple) and len(value) == 2:
            out["choice"] = tx.pick_label(str(value[0]), str(value[1]), t)
        else:
            out[key] = value
    return out


def message_text(msg: Message, t: Translator) -> str:
    return t(msg.key, **message_params(msg, t))


def _verdict_cards(msg: Message, t: Translator) -> str:
    """The cards of a message; those already on the table (the beating side's own cards) are
    marked, the others are the completion."""
    on_table = set(str(c) for c in msg.params.get("on_table", ()))
    items = []
    for c in msg.cards:
        if c in on_table:
            label = e(t("verdict.table_mark"))
            mark = f'<span class="on-table-mark" aria-hidden="true">{label}</span>'
            items.append(f'<li class="on-table">{card_static(c, t)}{mark}</li>')
        else:
            items.append(f"<li>{card_static(c, t)}</li>")
    return f'<ul class="card-row small">{"".join(items)}</ul>'


def message_box(msg: Message | None, t: Translator, dismiss: bool = True) -> str:
    if msg is None:
        return ""
    cards = _verdict_cards(msg, t) if msg.cards else ""
    close = (
        button("\u00d7", "dismiss", cls="btn icon", aria_label=t("common.dismiss"))
        if dismiss
        else ""
    )
    return (
        f'<div class="message tone-{e(msg.tone)}" id="message"'
        f'{_attrs(data_stone=msg.params.get("stone"))}>'
        f"<p>{e(message_text(msg, t))}</p>{cards}{close}</div>"
    )


def messages_block(messages: Sequence[Message], t: Translator) -> str:
    return "".join(message_box(m, t, dismiss=False) for m in messages)


# --- log ---------------------------------------------------------------------------------------


def log_line(entry: LogEntry, names: tuple[str, str], t: Translator) -> str:
    name = names[entry.player] if entry.player is not None else ""
    if entry.kind == "place" and entry.card is not None and entry.stone is not None:
        return t("log.place", name=name, card=t.card(entry.card), n=entry.stone + 1)
    if entry.kind == "claim" and entry.stone is not None:
        return t("log.claim", name=name, n=entry.stone + 1)
    if entry.kind == "pass":
        return t("log.pass", name=name)
    if entry.kind == "end":
        return t("log.end", name=name)
    if entry.kind.startswith("tactic"):
        return tx.log_text(entry, name, t)
    if entry.kind in ("next", "round") and entry.round_no is not None:
        return t(f"log.{entry.kind}", n=entry.round_no + 1)
    return t("log.other", name=name, action=entry.text)


def game_log(entries: Sequence[LogEntry], names: tuple[str, str], t: Translator) -> str:
    """The public log, newest first, in a disclosure widget that stays readable during play."""
    if entries:
        items = "".join(
            f'<li class="log-{e(x.kind)}">{e(log_line(x, names, t))}</li>'
            for x in reversed(entries)
            if x.kind != "end"
        )
        body = f'<ol class="log-list" reversed>{items}</ol>'
    else:
        body = f"<p>{e(t('board.log_empty'))}</p>"
    return f'<details class="log" id="log"><summary>{e(t("board.log"))}</summary>{body}</details>'


# --- board -------------------------------------------------------------------------------------


def _side_cards(side: SideModel, t: Translator) -> str:
    elites = dict(side.elites)
    cards = "".join(
        card_static(c, t)
        + (
            f'<span class="counts-as" aria-hidden="true" '
            f'data-as="{e(t("board.counts_as_short", as_=t.card(elites[c])))}"></span>'
            if c in elites
            else ""
        )
        for c in side.cards
    )
    slots = "".join(
        '<span class="slot" aria-hidden="true"></span>' for _ in range(side.size - len(side.cards))
    )
    formation = (
        f'<span class="formation">{e(t.formation(*side.formation))}</span>'
        if side.formation
        else ""
    )
    return f'<span class="side-cards">{cards}{slots}</span>{formation}'


def side_label(stone: int, name: str, side: SideModel, t: Translator) -> str:
    cards = t.cards(side.cards) if side.cards else t("board.side_empty")
    count = t("board.side_count", n=len(side.cards))
    if side.size != SIDE_SIZE:
        count = t("board.side_count_of", n=len(side.cards), size=side.size)
    label = f"{t('board.side', n=stone + 1, name=name)}: {cards} ({count})"
    if side.elites:
        label += ", " + ", ".join(
            t("board.counts_as", card=t.card(a), as_=t.card(b)) for a, b in side.elites
        )
    if side.formation:
        label += f", {t.formation(*side.formation)}"
    return label


def stone_column(
    stone: StoneModel,
    names_mine_theirs: tuple[str, str],
    viewer: int | None,
    selected: str | None,
    t: Translator,
    interactive: bool = True,
) -> str:
    """One stone with both sides; the viewer's side is nearest the hand."""
    mine_name, theirs_name = names_mine_theirs
    n = stone.index + 1
    theirs = (
        f'<div class="side theirs" role="group" '
        f'aria-label="{e(side_label(stone.index, theirs_name, stone.theirs, t))}">'
        f"{_side_cards(stone.theirs, t)}</div>"
    )
    mine_label = side_label(stone.index, mine_name, stone.mine, t)
    if interactive and stone.claimed_by is None:
        place_ok = stone.mine.placeable and selected is not None
        if place_ok and selected is not None:
            mine_label += ". " + t("board.place_here", card=t.card(selected), n=n)
        cls = "side mine" + (" placeable" if place_ok else "")
        mine = button(
            "",
            "place",
            stone.index,
            cls=cls,
            aria_label=mine_label,
            disabled=not place_ok,
            id_=f"side-{stone.index}",
            inner_html=_side_cards(stone.mine, t),
            data_stone=stone.index,
        )
    else:
        mine = (
            f'<div class="side mine" role="group" aria-label="{e(mine_label)}">'
            f"{_side_cards(stone.mine, t)}</div>"
        )
    marker = f'<span class="stone-num" aria-hidden="true">{n}</span>'
    inner = f'<span class="sr-only">{e(t("board.stone", n=n))}</span>{marker}'
    for mode in stone.modes:
        icon, letters = tx.ICONS[mode]
        inner += (
            f'<span class="mode-badge" title="{e(t.card(mode))}">'
            f'<span aria-hidden="true">{e(icon)} {e(letters)}</span>'
            f'<span class="sr-only">{e(t("board.mode_on", card=t.card(mode)))}</span></span>'
        )
    if stone.claimed_by is not None:
        owner = mine_name if stone.claimed_by == viewer else theirs_name
        inner += (
            f'<span class="claimed-by"><span class="sr-only">'
            f"{e(t('board.claimed_by', name=owner))}</span>"
            f'<span class="claimed-full" aria-hidden="true">'
            f"{e(t('board.claimed_by', name=owner))}</span>"
            f'<span class="claimed-name" aria-hidden="true">\u2691\u00a0{e(owner)}</span></span>'
        )
    elif interactive and stone.claim_offered:
        label = t("board.claimable", n=n) if stone.claimable else t("board.claim", n=n)
        cls = "btn claim" + (" claimable" if stone.claimable else "")
        inner += button(
            t("board.claim", n=n),
            "claim",
            stone.index,
            cls=cls,
            aria_label=label,
            id_=f"claim-{stone.index}",
        )
    state = ""
    if stone.claimed_by is not None:
        state = " won-mine" if stone.claimed_by == viewer else " won-theirs"
    if stone.modes:
        state += " has-modes" + (" mud" if "MUD" in stone.modes else "")
    return (
        f'<li class="stone-col{state}" data-stone="{stone.index}">'
        f'{theirs}<div class="stone">{inner}</div>{mine}</li>'
    )


def sides_legend(left: str, right: str) -> str:
    """Names over the two columns of the narrow (phone) layout; decorative."""
    return (
        f'<div class="sides-legend" aria-hidden="true"><span>{e(left)}</span><span></span>'
        f"<span>{e(right)}</span></div>"
    )


def scoreboard(
    names: tuple[str, str],
    scores: tuple[int, int],
    round_no: int,
    rounds: int,
    t: Translator,
    hand_sizes: tuple[int, int] | None = None,
    deck_size: int | None = None,
) -> str:
    parts = [f'<span class="round">{e(t("board.round", n=round_no + 1, total=rounds))}</span>']
    if rounds > 1:
        parts.append(
            f'<span class="score">{e(t("board.score"))}: '
            f"{e(names[0])} {scores[0]} \u2013 {scores[1]} {e(names[1])}</span>"
        )
    if deck_size is not None:
        parts.append(f'<span class="deck">{e(t("board.deck", n=deck_size))}</span>')
    if hand_sizes is not None:
        for p in (0, 1):
            parts.append(
                '<span class="hand-size">'
                f"{e(t('board.hand_size', name=names[p], n=hand_sizes[p]))}</span>"
            )
    return f'<div class="scoreboard">{"".join(parts)}</div>'


def hand_html(board: BoardModel, t: Translator) -> str:
    if not board.hand:
        return f'<p class="hand-empty">{e(t("board.empty_hand"))}</p>'
    items = []
    seen: set[str] = set()
    for card in board.hand:
        card_id = f"hand-{card}" if card not in seen else f"hand-{card}-2"  # two Jokers
        seen.add(card)
        selected = card == board.selected
        label = t("board.selected", card=t.card(card)) if selected else t.card(card)
        items.append(
            "<li>"
            + button(
                "",
                "select",
                card,
                cls=tx.card_class(card) + (" selected" if selected else ""),
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
        actions.extend(tx.end_buttons(info, board.can_end, t))
    tactical_status = tx.status_html(info, names, t) if info is not None else ""
    flow = tx.flow_panel(info, t) if info is not None else ""
    notes = tx.hand_notes(info, t) if info is not None else ""
    timing = "expert" if board.expert else "normal"
    return (
        f'<section class="screen board-screen" data-timing="{timing}">'
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
        f"{flow}"
        f'<div class="hand-area" role="group" aria-label="{e(hand_label)}">'
        f'<p class="hint" id="hint">{e(message_text(board.hint, t))}</p>'
        f"{hand_html(board, t)}"
        f'<div class="turn-actions">{"".join(actions)}</div></div>'
        f"{notes}"
        f"{game_log(board.log, names, t)}"
        "</section>"
    )


# --- hand-over ---------------------------------------------------------------------------------


def handover_screen(model: HandoverModel, t: Translator) -> str:
    """Between turns: names the next player; no hand is in this HTML at all."""
    name = model.names[model.next_player]
    last = ""
    if model.last_turn:
        items = "".join(
            f"<li>{e(log_line(x, model.names, t))}</li>" for x in model.last_turn if x.kind != "end"
        )
        last = f'<div class="last-turn">{heading(t("handover.last"), 2)}<ul>{items}</ul></div>'
    reveal = button(
        t("handover.reveal", name=name), "reveal", cls="btn primary big", id_="btn-reveal"
    )
    intro = f'<p class="resume">{e(t("handover.resume", name=name))}</p>' if model.resumed else ""
    return (
        '<section class="screen handover-screen">'
        '<div class="card-backs" aria-hidden="true"><span></span><span></span><span></span></div>'
        f"{heading(t('handover.title', name=name))}"
        f"{scoreboard(model.names, model.scores, model.round_no, model.rounds, t)}"
        f"{message_box(model.message, t)}"
        f"{intro}<p>{e(t('handover.body', name=name))}</p>"
        f"{reveal}"
        f"{last}"
        f'<nav class="menu-row">{button(t("board.menu"), "go", "start", cls="btn secondary")}</nav>'
        "</section>"
    )


# --- round and match over ----------------------------------------------------------------------


def round_over_screen(model: RoundOverModel, t: Translator) -> str:
    names = model.names
    if model.match_over:
        title = (
            t("over.match_title", name=names[model.match_winner])
            if model.match_winner is not None
            else t("over.match_draw")
        )
    elif model.winner is None:
        title = t("over.round_drawn", n=model.round_no + 1)
    else:
        title = t(
            "over.round_title",
            n=model.round_no + 1,
            name=names[model.winner] if model.winner is not None else "?",
        )
    how = ""
    if model.how == "stalemate":
        how = f'<p class="how">{e(t("over.how.stalemate"))}</p>'
    elif model.winner is not None:
        how = f'<p class="how">{e(t("over.how." + model.how, name=names[model.winner]))}</p>'
    points = "".join(
        f"<li>{e(t('over.points_line', name=names[p], points=model.points[p]))}</li>"
        for p in (0, 1)
    )
    totals = "".join(
        f"<li>{e(t('over.points_line', name=names[p], points=model.scores[p]))}</li>"
        for p in (0, 1)
    )
    hands = "".join(
        f'<div class="revealed-hand">{heading(t("over.hand_of", name=names[p]), 3)}'
        f"{card_row(model.hands[p], t)}</div>"
        for p in (0, 1)
    )
    stones = "".join(
        stone_column(s, (names[0], names[1]), 0, None, t, interactive=False) for s in model.stones
    )
    if model.match_over:
        main_action = button(t("over.rematch"), "rematch", cls="btn primary big", id_="btn-rematch")
    else:
        main_action = button(
            t("over.next_round", n=model.round_no + 2),
            "next-round",
            cls="btn primary big",
            id_="btn-next-round",
        )
    return (
        '<section class="screen over-screen">'
        f"{heading(title)}{how}"
        f"{message_box(model.message, t)}"
        f'<div class="over-grid"><div>{heading(t("over.points"), 2)}'
        f'<ul class="points">{points}</ul></div>'
        f'<div>{heading(t("over.total"), 2)}<ul class="points">{totals}</ul></div></div>'
        f'<div class="actions">{main_action}'
        f"{button(t('over.start_screen'), 'go', 'start', cls='btn secondary')}</div>"
        f'<div class="hands">{heading(t("over.hands"), 2)}{hands}</div>'
        f"{heading(t('over.board'), 2)}"
        f'<p class="opponent-line">{e(t("board.opponent_side", name=names[1]))}</p>'
        f"{sides_legend(names[1], names[0])}"
        f'<ol class="stones static" aria-label="{e(t("over.board"))}">{stones}</ol>'
        f"{game_log(model.log, names, t)}"
        "</section>"
    )


# --- menus -------------------------------------------------------------------------------------


def start_screen(model: StartModel, t: Translator) -> str:
    items = []
    if model.current is not None:
        a, b = model.current.names
        items.append(
            button(
                t("start.continue", a=a, b=b), "continue", cls="btn primary big", id_="btn-continue"
            )
        )
    items.append(
        button(
            t("start.new"),
            "go",
            "new",
            cls="btn big" + ("" if model.current else " primary"),
            id_="btn-new",
        )
    )
    items.append(button(t("start.saves"), "go", "saves", cls="btn", id_="btn-saves"))
    items.append(button(t("start.rules"), "go", "rules", cls="btn", id_="btn-rules"))
    items.append(button(t("start.settings"), "go", "settings", cls="btn", id_="btn-settings"))
    symbols = "".join(
        f'<span class="c-{k} deco" aria-hidden="true">{e(v)}</span>' for k, v in SYMBOLS.items()
    )
    return (
        '<section class="screen start-screen">'
        f'<div class="brand"><div class="deco-row">{symbols}</div>'
        f'{heading(t("app.title"))}<p class="tagline">{e(t("app.tagline"))}</p></div>'
        f"{messages_block(model.messages, t)}"
        f'<nav class="menu">{"".join(items)}</nav>'
        "</section>"
    )


def _radio(name: str, value: str, label: str, checked: bool, vs_computer: str = "") -> str:
    """A radio button; ``vs_computer`` is its label while the computer is the opponent (the
    form's CSS shows one of the two, so the accessible name is the one in view)."""
    attrs = _attrs(type="radio", name=name, value=value, id=f"{name}-{value}", checked=checked)
    text = _two_ways(label, vs_computer) if vs_computer else f"<span>{e(label)}</span>"
    return f'<label class="choice" for="{e(name)}-{e(value)}"><input{attrs}> {text}</label>'


def _two_ways(people: str, computer: str) -> str:
    """A label for a game between people and one for a game against the computer."""
    return (
        f'<span class="for-people">{e(people)}</span>'
        f'<span class="for-computer">{e(computer)}</span>'
    )


def new_game_screen(model: NewGameModel, t: Translator) -> str:
    timing = _radio("timing", "normal", t("new.timing.normal"), not model.expert) + _radio(
        "timing", "expert", t("new.timing.expert"), model.expert
    )
    rounds = "".join(
        f'<option value="{n}"{" selected" if n == model.rounds else ""}>{n}</option>'
        for n in (1, 2, 3, 4, 5, 7, 9)
    )
    variant = _radio(
        "variant", "classic", t("new.variant.classic"), model.variant != "tactical"
    ) + _radio("variant", "tactical", t("new.variant.tactical"), model.variant == "tactical")
    from .opponent import opponent_fieldset

    first = (
        _radio("first", "random", t("new.first.random"), model.first == "random")
        + _radio(
            "first", "p1", t("new.first.p1"), model.first == "p1", t("new.first.p1.vs_computer")
        )
        + _radio(
            "first", "p2", t("new.first.p2"), model.first == "p2", t("new.first.p2.vs_computer")
        )
    )
    # Two columns on a landscape tablet (css/game.css): who plays, then how. The second name
    # is hidden by CSS while the computer is chosen (it names itself).
    return (
        '<section class="screen form-screen">'
        f"{heading(t('new.title'))}"
        f"{messages_block(model.messages, t)}"
        '<form class="new-game" data-intent="new-game" id="new-game-form">'
        '<div class="form-col">'
        f"{opponent_fieldset(t)}"
        f'<div class="field"><label for="name1">'
        f"{_two_ways(t('new.player1'), t('new.player1.vs_computer'))}</label>"
        f'<input id="name1" name="name1" type="text" maxlength="24" autocomplete="off" '
        f'value="{e(model.names[0])}"></div>'
        f'<div class="field name2-field"><label for="name2">{e(t("new.player2"))}</label>'
        f'<input id="name2" name="name2" type="text" maxlength="24" autocomplete="off" '
        f'value="{e(model.names[1])}"></div>'
        f"<fieldset><legend>{e(t('new.first'))}</legend>{first}</fieldset>"
        "</div>"
        '<div class="form-col">'
        f"<fieldset><legend>{e(t('new.variant'))}</legend>{variant}</fieldset>"
        f"<fieldset><legend>{e(t('new.timing'))}</legend>{timing}</fieldset>"
        f'<div class="field"><label for="rounds">{e(t("new.rounds"))}</label>'
        f'<select id="rounds" name="rounds">{rounds}</select></div>'
        "</div>"
        '<div class="actions">'
        f'<button type="submit" class="btn primary big" id="btn-start">{e(t("new.start"))}</button>'
        f"{button(t('common.back'), 'go', 'start', cls='btn secondary')}"
        "</div></form></section>"
    )


def _save_line(
    line: SaveLine, confirm: bool, t: Translator, confirm_export: bool = False
) -> str:
    a, b = line.names
    status = (
        t("saves.finished")
        if line.finished
        else t("saves.round", n=line.round_no + 1, total=line.rounds)
    )
    if confirm:
        controls = (
            f'<p class="confirm">{e(t("saves.confirm_delete", a=a, b=b))}</p>'
            + button(
                t("saves.confirm"),
                "confirm-delete",
                line.id,
                cls="btn danger",
                id_=f"confirm-{line.id}",
            )
            + button(t("common.cancel"), "cancel-delete", line.id, cls="btn secondary")
        )
    elif confirm_export:
        controls = (
            f'<p class="confirm" id="export-warning-{e(line.id)}">'
            f"{e(t('saves.export_warning'))}</p>"
            + button(
                t("saves.export_anyway"),
                "confirm-export",
                line.id,
                cls="btn primary",
                id_=f"export-anyway-{line.id}",
            )
            + button(t("common.cancel"), "cancel-export", line.id, cls="btn secondary")
        )
    else:
        # short visible words; the game's names only in the accessible names. Delete sits at
        # the far end, away from Open.
        controls = (
            button(
                t("saves.open_short"),
                "open",
                line.id,
                cls="btn primary",
                id_=f"open-{line.id}",
                aria_label=t("saves.open", a=a, b=b),
            )
            + button(
                t("saves.export_short"),
                "export",
                line.id,
                cls="btn secondary",
                id_=f"export-{line.id}",
                aria_label=t("saves.export", a=a, b=b),
            )
            + button(
                t("saves.delete_short"),
                "delete",
                line.id,
                cls="btn danger delete",
                id_=f"delete-{line.id}",
                aria_label=t("saves.delete", a=a, b=b),
            )
        )
    kind = t("saves.tactical") if line.variant == "tactical" else t("saves.classic")
    against = (
        t("saves.vs_computer", level=t(f"bot.level.{line.level}"))
        if line.level is not None
        else t("saves.vs_person")
    )
    return (
        f'<li class="save-line" id="save-{e(line.id)}">'
        f'<div class="save-info"><strong>{e(t("common.vs", a=a, b=b))}</strong>'
        f'<span class="save-kind">{e(kind)} \u00b7 {e(against)}</span>'
        f"<span>{line.score[0]} \u2013 {line.score[1]} \u00b7 {e(status)}</span>"
        f"<span>{e(t('saves.updated', date=line.updated))}</span></div>"
        f'<div class="save-controls">{controls}</div></li>'
    )


def _unreadable_line(n: int, key: str, confirm: bool, t: Translator) -> str:
    """A stored key that could not be read (set aside): a line that says so, and its delete
    button (the key itself is never shown: it may hold anything)."""
    if confirm:
        controls = (
            f'<p class="confirm">{e(t("saves.confirm_delete_unreadable", n=n))}</p>'
            + button(
                t("saves.confirm"),
                "confirm-delete-unreadable",
                key,
                cls="btn danger",
                id_=f"confirm-bad-{n}",
            )
            + button(t("common.cancel"), "go", "saves", cls="btn secondary")
        )
    else:
        controls = button(
            t("saves.delete_unreadable", n=n),
            "delete-unreadable",
            key,
            cls="btn danger",
            id_=f"delete-bad-{n}",
        )
    return (
        f'<li class="save-unreadable" id="bad-{n}">'
        f'<div class="save-info"><span>{e(t("saves.unreadable", n=n))}</span></div>'
        f'<div class="save-controls">{controls}</div></li>'
    )


def saves_screen(model: SavesModel, t: Translator) -> str:
    if model.lines:
        body = (
            '<ul class="saves">'
            + "".join(
                _save_line(
                    x, x.id == model.confirm_delete, t, x.id == model.confirm_export
                )
                for x in model.lines
            )
            + "</ul>"
        )
    else:
        body = f'<p class="empty">{e(t("saves.empty"))}</p>'
    if model.unreadable:
        body += (
            '<ul class="saves unreadable">'
            + "".join(
                _unreadable_line(n, key, key == model.confirm_delete, t)
                for n, key in enumerate(model.unreadable, 1)
            )
            + "</ul>"
        )
    return (
        '<section class="screen saves-screen">'
        f"{heading(t('saves.title'))}"
        f"{messages_block(model.messages, t)}"
        f"{body}"
        '<div class="actions">'
        f"{button(t('saves.import'), 'import', cls='btn', id_='btn-import')}"
        f"{button(t('common.back'), 'go', 'start', cls='btn secondary', id_='btn-back')}"
        "</div></section>"
    )


def _fast_start_group(model: FastStartModel, t: Translator) -> str:
    """The "start faster on this device" toggle and what it keeps on the device."""
    if model.state == "stored" and model.enabled:
        size = f"{model.size / 1e6:.1f}"
        if t("number.decimal") != ".":
            size = size.replace(".", t("number.decimal"))
        status = t("settings.fast_start.size", size=size)
    else:
        state = model.state if model.enabled else "off"
        kind = {"none": "pending", "making": "pending", "unavailable": "failed"}.get(state, state)
        status = t(f"settings.fast_start.{kind}")
    toggle = button(
        t("settings.fast_start"),
        "fast-start",
        "off" if model.enabled else "on",
        cls="btn choice-btn" + (" current" if model.enabled else ""),
        aria_pressed="true" if model.enabled else "false",
        aria_describedby="fast-start-status",
        id_="fast-start",
    )
    return (
        '<div role="group" aria-labelledby="fast-start-label" class="fast-start-group">'
        f'<h2 id="fast-start-label">{e(t("settings.fast_start.title"))}</h2>{toggle}'
        f'<p id="fast-start-status" class="hint">{e(status)}</p></div>'
    )


def settings_screen(
    lang: str,
    t: Translator,
    messages: Sequence[Message] = (),
    fast_start: FastStartModel | None = None,
) -> str:
    buttons = "".join(
        button(
            language_name(code),
            "language",
            code,
            cls="btn choice-btn" + (" current" if code == lang else ""),
            aria_pressed="true" if code == lang else "false",
            lang=code,
            id_=f"lang-{code}",
        )
        for code in LANGUAGES
    )
    back = button(t("common.back"), "go", "start", cls="btn secondary", id_="btn-back")
    return (
        '<section class="screen settings-screen">'
        f"{heading(t('settings.title'))}"
        f"{messages_block(messages, t)}"
        f'<div role="group" aria-labelledby="lang-label" class="lang-group">'
        f'<h2 id="lang-label">{e(t("settings.language"))}</h2>{buttons}</div>'
        f"{_fast_start_group(fast_start, t) if fast_start is not None else ''}"
        f'<div class="actions">{back}</div>'
        "</section>"
    )


# --- rules help --------------------------------------------------------------------------------

FORMATION_EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("color_run", ("G4", "G5", "G6")),
    ("three_of_a_kind", ("R8", "B8", "P8")),
    ("color", ("Y2", "Y5", "Y9")),
    ("run", ("R2", "B4", "Y3")),
    ("sum", ("O9", "G9", "B7")),
)


def _rich_text(text: str) -> str:
    """Paragraph, or a list when every line starts with "- "."""
    lines = [line for line in text.split("\n") if line.strip()]
    if lines and all(line.startswith("- ") for line in lines):
        return "<ul>" + "".join(f"<li>{e(line[2:])}</li>" for line in lines) + "</ul>"
    return "".join(f"<p>{e(line)}</p>" for line in lines)


def rules_screen(t: Translator, back: str = "start") -> str:
    def section(key: str, extra: str = "") -> str:
        return (
            f'<section class="rules-section" id="rules-{e(key)}" '
            f'aria-labelledby="rules-{e(key)}-h">'
            f'<h2 id="rules-{e(key)}-h">{e(t(f"rules.{key}.title"))}</h2>'
            f"{_rich_text(t(f'rules.{key}.body'))}{extra}</section>"
        )

    examples = "".join(
        f'<li><span class="ex-name">{e(t(f"rules.formations.{kind}"))}</span>'
        f'<span class="sr-only">{e(t("rules.example", cards=t.cards(cards)))}</span>'
        f'<span aria-hidden="true">{"".join(card_static(c, t) for c in cards)}</span></li>'
        for kind, cards in FORMATION_EXAMPLES
    )
    formations = f'<ol class="formations">{examples}</ol><p>{e(t("rules.formations.ties"))}</p>'
    house_items = "".join(
        f'<li><span class="badge">{e(t("common.house_rule"))}</span> '
        f"{e(t(f'rules.house.{k}'))}</li>"
        for k in ("next_starter", "pass_claim", "tied_match")
    )
    house_items += "".join(
        f'<li><span class="badge">{e(t("common.house_rule"))}</span> '
        f"{e(t(f'rules.house.{k}'))}</li>"
        for k in tx.HOUSE_RULES
    )
    house = (
        '<section class="rules-section house" id="rules-house" aria-labelledby="rules-house-h">'
        f'<h2 id="rules-house-h">{e(t("rules.house.title"))}</h2>'
        f'<p>{e(t("rules.house.intro"))}</p><ul class="house-list">{house_items}</ul></section>'
    )
    back_btn = button(t("common.back"), "go", back, cls="btn secondary", id_="btn-back")
    return (
        '<section class="screen rules-screen">'
        f"{heading(t('rules.title'))}"
        f'<nav class="actions top">{back_btn}</nav>'
        f"{section('goal')}{section('setup')}{section('turn')}"
        f"{section('formations', formations)}{section('claims')}{section('expert')}"
        f"{section('end')}{section('match')}{tx.rules_section(t)}{house}{section('app')}"
        f'<nav class="actions">{button(t("common.back"), "go", back, cls="btn secondary")}</nav>'
        "</section>"
    )


def conflict_screen(msg: Message, t: Translator) -> str:
    """Another page moved the game on (or deleted it): nothing of this page was written over
    it; offer to load it as it stands (or go back to the saved games)."""
    load = (
        button(t("storage.load_latest"), "load-latest", cls="btn primary", id_="btn-load-latest")
        if msg.key == "storage.moved"
        else ""
    )
    return (
        '<section class="screen conflict-screen">'
        f"{heading(t('app.title'))}"
        f"{messages_block((msg,), t)}"
        f'<div class="actions">{load}'
        f"{button(t('saves.title'), 'go', 'saves', cls='btn secondary', id_='btn-saves')}"
        "</div></section>"
    )


def error_screen(text: str, t: Translator) -> str:
    return (
        '<section class="screen error-screen">'
        f"{heading(t('app.title'))}"
        f'<div class="message tone-error"><p>{e(text)}</p></div>'
        f"{button(t('over.start_screen'), 'go', 'start', cls='btn primary')}"
        "</section>"
    )
