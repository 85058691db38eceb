"""Pieces several screens share: messages, the public log, the scoreboard, a stone with its
two sides."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .. import ids
from ..i18n import Translator
from ..model import LogEntry, Message, SideModel, StoneModel, TargetModel
from ..narrate import message_text
from .cards import card_class, card_face, card_static, tactic_letters
from .html import attrs, button, e
from .icons import icon

SIDE_SIZE = 3

Lit = tuple[int, dict[int, str], int | None, str | None] | None
"""A side's cards lit by the guided play: the stone, ``{index: intent arg}``, the index of
the card chosen, the id of the board's first target (tactic play on the board)."""


def _verdict_cards(msg: Message, t: Translator) -> str:
    """The cards of a message; those already on the table (the beating side's own cards) are
    marked, the others are the completion."""
    raw = msg.params.get("on_table", ())
    on_table = set(raw) if isinstance(raw, tuple) else set()
    items = []
    for c in msg.cards:
        if c in on_table:
            label = e(t("verdict.table_mark"))
            mark = f'<span class="on-table-mark" aria-hidden="true">{label}</span>'
            items.append(f'<li class="on-table">{card_static(c, t)}{mark}</li>')
        else:
            items.append(f"<li>{card_static(c, t)}</li>")
    return f'<ul class="card-row small">{"".join(items)}</ul>'


def message_box(
    msg: Message | None,
    t: Translator,
    dismiss: bool = True,
    cards_shown: bool = True,
    action: str = "",
) -> str:
    """A message; ``cards_shown``: with its cards (a refused claim's completion), which the
    board draws on the stone instead; ``action``: a button of what to do about it."""
    if msg is None:
        return ""
    cards = _verdict_cards(msg, t) if msg.cards and cards_shown else ""
    close = (
        button(
            "",
            "dismiss",
            cls="btn icon",
            aria_label=t("common.dismiss"),
            inner_html=icon("x"),
        )
        if dismiss
        else ""
    )
    return (
        f'<div class="message tone-{e(msg.tone)}" id="message"'
        f"{attrs(data_stone=msg.params.get('stone'))}>"
        f"<p>{e(message_text(msg, t))}</p>{cards}{action}{close}</div>"
    )


def messages_block(messages: Sequence[Message], t: Translator) -> str:
    return "".join(message_box(m, t, dismiss=False) for m in messages)


def log_items(entries: Sequence[LogEntry], t: Translator, log: bool = False) -> str:
    """The lines of a log (the ends of turns are not shown); ``log``: the game's log, newest
    first, each line with its kind's class."""
    ordered = reversed(entries) if log else iter(entries)
    return "".join(
        (f'<li class="log-{e(x.kind)}">' if log else "<li>") + f"{e(message_text(x.line, t))}</li>"
        for x in ordered
        if x.kind != "end"
    )


def game_log(entries: Sequence[LogEntry], t: Translator) -> str:
    """The public log, newest first, always open: in the side column beside the table on a
    wide screen (where it fills the column), below the table elsewhere."""
    if entries:
        items = log_items(entries, t, log=True)
        body = f'<ol class="log-list" reversed>{items}</ol>'
    else:
        body = f'<p class="log-empty">{e(t("board.log_empty"))}</p>'
    title = f'<h2 class="log-title" id="log-title">{e(t("board.log"))}</h2>'
    # focusable: where the log is longer than its column, the keyboard scrolls it too
    return (
        f'<section class="log" id="log" tabindex="0" aria-labelledby="log-title">'
        f"{title}{body}</section>"
    )


def _side_cards(side: SideModel, t: Translator, lit: Lit = None) -> str:
    """A side's cards as laid on the table: each card (an elite troop with what it counts as,
    the review's better card, a lesson's line of play) in a place of its own (``pos pN``, the
    Nth from the stone, which the style sheet overlaps like cards on a table so that every
    card's corner shows), then the free places (the next one outlined), then the formation."""
    elites = dict(side.elites)
    recent = t("table.recent_card")
    laid = [
        (
            lit_card(c, i, lit, t)
            if lit is not None and (i in lit[1] or i == lit[2])
            else card_static(
                c,
                t,
                " ".join(
                    ["bot-last"] * (i == side.last) + ["recent"] * (i in side.recent)
                ),  # the computer's last card; the other side's last turn
                "bot-last" if i == side.last else None,
                on_table=True,
                note=recent if i in side.recent else "",
            )
        )
        + (counts_as(elites[c]) if c in elites else "")
        for i, c in enumerate(side.cards)
    ]
    if side.ghost is not None:  # the replay's better card (#14), marked, never a card played
        mark = f'<span class="ghost-mark" aria-hidden="true">{e(t("review.ghost_mark"))}</span>'
        laid.append(card_static(side.ghost, t, "ghost") + mark)
    if side.shown:  # lessons and puzzles (#15): a line of play drawn marked, never played
        laid.extend(card_static(c, t, f"shown shown-{side.shown_as}") for c in side.shown)
    free = max(side.size - len(laid), 0)
    laid.extend('<span class="slot" aria-hidden="true"></span>' for _ in range(free))
    cards = "".join(
        f'<span class="pos p{i}{" next" * (i == len(laid) - free)}">{html}</span>'
        for i, html in enumerate(laid)
    )
    formation = (
        f'<span class="formation">{e(t.formation(*side.formation))}</span>'
        if side.formation
        else ""
    )
    size = f" size-{side.size}" if side.size != SIDE_SIZE else ""
    return f'<span class="side-cards{size}">{cards}{formation}</span>'


def counts_as(card: str) -> str:
    """What an elite troop of a complete side counts as, drawn on its face under its letters
    as a corner index of that colour and value (said in the side's name)."""
    return (
        f'<span class="counts-as c-{e(card[:1])}" aria-hidden="true">'
        f'<span class="card-value" data-value="{e(card[1:])}"></span></span>'
    )


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
    if side.ghost is not None:
        label += ". " + t("review.ghost", card=t.card(side.ghost))
    if side.shown:  # lessons and puzzles (#15)
        label += ". " + t(f"teach.shown.{side.shown_as}", cards=t.cards(side.shown))
    return label


def stone_column(
    stone: StoneModel,
    names_mine_theirs: tuple[str, str],
    viewer: int | None,
    selected: str | None,
    t: Translator,
    interactive: bool = True,
    region: str = "",
) -> str:
    """One stone with both sides; the viewer's side is nearest the hand. ``region``: its id
    (the board redraws it alone). A pure function of its arguments, kept for the last few
    hundred stones: most stones are the same from one drawing of the board to the next."""
    return _stone_column((stone, names_mine_theirs, viewer, selected, interactive, region), t)


_Column = tuple[StoneModel, tuple[str, str], int | None, str | None, bool, str]


@lru_cache(maxsize=256)
def _stone_column(column: _Column, t: Translator) -> str:
    stone, names_mine_theirs, viewer, selected, interactive, region = column
    mine_name, theirs_name = names_mine_theirs
    n = stone.index + 1
    aim = stone.target if interactive else None  # tactic play on the board
    theirs = (
        f'<div class="side theirs" role="group" '
        f'aria-label="{e(side_label(stone.index, theirs_name, stone.theirs, t))}">'
        f"{_side_cards(stone.theirs, t, lit_of(aim, False, stone.index))}</div>"
    )
    mine_label = side_label(stone.index, mine_name, stone.mine, t)
    if aim is not None:
        mine = lit_side(stone, aim, mine_label, t)
    elif interactive and stone.claimed_by is None:
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
            id_=ids.side(stone.index),
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
    inner += lit_stone(aim, n, t) if aim is not None else ""
    for mode in stone.modes:
        letters = tactic_letters(mode, t)
        inner += (
            f'<span class="mode-badge" title="{e(t.card(mode))}">'
            f'<span class="tactic-figure f-{e(mode)}" aria-hidden="true"></span>'
            f'<span aria-hidden="true">{e(letters)}</span>'
            f'<span class="sr-only">{e(t("board.mode_on", card=t.card(mode)))}</span></span>'
        )
    if stone.claimed_by is not None:  # the stone lies on its owner's side, with a flag
        owner = mine_name if stone.claimed_by == viewer else theirs_name
        inner += (
            f'<span class="claimed-by"><span class="sr-only">'
            f"{e(t('board.claimed_by', name=owner))}</span>"
            f"{icon('flag', 'claim-flag')}</span>"
        )
        inner += claim_cue(stone, stone.claimed_by == viewer, owner, t)
    elif interactive and stone.claim_offered:
        inner += claim_button(stone, t)
    state = ""
    if interactive and stone.claimed_by is None and stone.claim_offered:
        state += " claim-open" + (" provable" if stone.claimable else "")
    if stone.claimed_by is not None:
        state = " won-mine" if stone.claimed_by == viewer else " won-theirs"
    if stone.modes:
        state += " has-modes" + (" mud" if "MUD" in stone.modes else "")
    if stone.recent:  # claimed or given a mode in the other side's last turn
        state += " recent"
        inner += f'<span class="sr-only">{e(t("table.recent_stone"))}</span>'
    if aim is not None:
        state += " aiming" + (" stone-lit" if aim.stone else "") + (" picked" if aim.picked else "")
    if stone.claimed_now and stone.claimed_by is not None:
        state += " claimed-now"
    if stone.won_claim:  # the claim that won the round, on the board before the result
        state += " won-claim"
        inner += f'<span class="sr-only">{e(t("table.won_claim_stone"))}</span>'
    return (
        f'<li class="stone-col{state}" data-stone="{stone.index}"{attrs(id=region or None)}>'
        f'{theirs}<div class="stone">{inner}</div>{mine}</li>'
    )


def claim_cue(stone: StoneModel, mine: bool, owner: str, t: Translator) -> str:
    """A stone just claimed: a badge in its owner's colour saying whose it is ("Yours", or the
    other side's name); the flag and the claimed-by words say it to screen readers."""
    if not stone.claimed_now or stone.claimed_by is None:
        return ""
    text = t("table.claim_cue_mine") if mine else owner
    side = "mine" if mine else "theirs"
    return f'<span class="claim-cue cue-{side}" aria-hidden="true">{e(text)}</span>'


def claim_button(stone: StoneModel, t: Translator) -> str:
    """A stone that may be claimed now: the whole stone is the button, over its number and its
    badges, which stay in view. A claim the engine proves (``claimable``) glows and carries a
    flag; one it cannot prove yet carries a question mark, and a tap explains why."""
    n = stone.index + 1
    if stone.claimable:
        label, cls, mark = t("board.claimable", n=n), "btn claim claimable", icon("flag")
    else:
        label, cls, mark = (
            t("board.claim_unproven", n=n),
            "btn claim unproven",
            icon("circle-question-mark"),
        )
    return button(
        "",
        "claim",
        stone.index,
        cls=cls,
        aria_label=label,
        id_=ids.claim(stone.index),
        inner_html=f'<span class="claim-mark" aria-hidden="true">{mark}</span>',
    )


def sides_legend(left: str, right: str, counts: tuple[str, str, str] | None = None) -> str:
    """Names over the two columns of the narrow (phone) layout; decorative. ``counts``: the
    tactical game's figures beside them (the tactic cards each side played, the tactic deck in
    the middle), said in words by the tactical status."""
    if counts is None:
        return (
            f'<div class="sides-legend" aria-hidden="true"><span>{e(left)}</span><span></span>'
            f"<span>{e(right)}</span></div>"
        )
    mine, deck, theirs = counts
    return (
        '<div class="sides-legend" id="sides-legend" aria-hidden="true">'
        f'<span>{e(left)} <span class="tactic-count">{e(theirs)}</span></span>'
        f'<span class="tactic-count deck-count">{e(deck)}</span>'
        f'<span>{e(right)} <span class="tactic-count">{e(mine)}</span></span></div>'
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
        parts.append(  # phones show the figure alone (the words for screen readers)
            f'<span class="deck"><span class="long">{e(t("board.deck", n=deck_size))}</span>'
            f'<span class="short" aria-hidden="true">{deck_size}</span></span>'
        )
    if hand_sizes is not None:
        for p in (0, 1):
            parts.append(
                '<span class="hand-size">'
                f"{e(t('board.hand_size', name=names[p], n=hand_sizes[p]))}</span>"
            )
    return f'<div class="scoreboard">{"".join(parts)}</div>'


# --- tactic play on the board: lit stones, sides and cards (the guided play's targets) ---------


def lit_of(aim: TargetModel | None, own: bool, stone: int) -> Lit:
    """What a side lights: its cards that can be chosen, the card chosen."""
    if aim is None:
        return None
    cards = dict(aim.mine if own else aim.theirs)
    chosen = aim.chosen[1] if aim.chosen is not None and aim.chosen[0] == own else None
    return (stone, cards, chosen, aim.first)


def roving(id_: str, first: str | None) -> str | None:
    """A lit target's ``tabindex`` (each carries ``data-target``, which ui.dom's arrow keys move
    along): roving focus, only the first target, ``first``, is reached by Tab."""
    return None if id_ == first else "-1"


def lit_card(card: str, index: int, lit: Lit, t: Translator) -> str:
    """A card on a stone that can be chosen (a button with a ring and a mark, "can be chosen"
    for screen readers), or the card chosen (marked, "chosen")."""
    assert lit is not None
    stone, cards, chosen, first = lit
    said = t("flow.opt.card_on", card=t.card(card), n=stone + 1)
    if index == chosen:
        return card_static(card, t, "chosen", on_table=True, note=t("tboard.chosen"))
    arg = cards[index]
    return button(
        "",
        "tactic-pick",
        arg,
        cls=card_class(card) + " target",
        aria_label=f"{said}, {t('tboard.can_choose')}",
        id_=ids.flow_card_at(card, stone),
        inner_html=card_face(card, t),
        data_card=card,
        data_target="1",
        tabindex=roving(ids.flow_card_at(card, stone), first),
    )


def lit_side(stone: StoneModel, aim: TargetModel, label: str, t: Translator) -> str:
    """The viewer's side while a tactic card is played: a destination that can be chosen (a
    button), or a group whose cards may be lit."""
    cards = _side_cards(stone.mine, t, lit_of(aim, True, stone.index))
    if aim.to is None:
        cls = "side mine" + (" chosen" if aim.to_picked else "")
        said = label + (f" ({t('tboard.chosen')})" if aim.to_picked else "")
        return f'<div class="{cls}" role="group" aria-label="{e(said)}">{cards}</div>'
    return button(
        "",
        "tactic-pick",
        aim.to,
        cls="side mine target",
        aria_label=f"{label}. {t('tboard.to_here', n=stone.index + 1)}, {t('tboard.can_choose')}",
        id_=ids.flow_choice(aim.to),
        inner_html=cards,
        data_stone=stone.index,
        data_target="1",
        tabindex=roving(ids.flow_choice(aim.to), aim.first),
    )


def lit_stone(aim: TargetModel, n: int, t: Translator) -> str:
    """A stone that can be chosen (a combat mode's), or the stone chosen."""
    if aim.stone is not None:
        return button(
            "",
            "tactic-pick",
            aim.stone,
            cls="stone-target target",
            aria_label=f"{t('flow.opt.stone', n=n)}, {t('tboard.can_choose')}",
            id_=ids.flow_choice(aim.stone),
            inner_html='<span class="target-mark" aria-hidden="true"></span>',
            data_target="1",
            tabindex=roving(ids.flow_choice(aim.stone), aim.first),
        )
    if aim.picked:
        return f'<span class="sr-only">{e(t("tboard.chosen"))}</span>'
    return ""


DEAL_STEPS = 4
"""A fair deal's steps (``ui.control.duet_fair_parts.DEAL_STEPS``): three shuffles, the hands."""


def deal_bar(step: int, t: Translator) -> str:
    """The progress bar of a round being dealt fairly on two devices (#46), named."""
    label = t("duet.fair.progress")
    return (
        f"<progress{attrs(class_='deal-bar', max=DEAL_STEPS, value=step)}"
        f' aria-label="{e(label)}"></progress>'
    )


def deal_progress(step: int | None, t: Translator) -> str:
    """The round's deal under way: the step in words, and its progress bar."""
    if step is None:
        return ""
    label = t("duet.fair.dealing", n=step, total=DEAL_STEPS)
    return (
        f'<p class="deal-progress" id="{ids.DEAL_PROGRESS}" role="status">'
        f"{e(label)} {deal_bar(step, t)}</p>"
    )
