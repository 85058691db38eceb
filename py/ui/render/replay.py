"""The replay viewer: a game's board at any ply, the steps back and forth (buttons, a slider,
the log's lines), sharing it, and the review by the computer (its progress, the win-chance
graph, each play's mark, the better move on the board)."""

from __future__ import annotations

from collections.abc import Hashable

from schotten.review import VERDICTS

from ..i18n import Translator
from ..model import ReplayLine, ReplayModel, ReviewModel
from ..narrate import message_text
from .cards import card_row
from .common import messages_block, scoreboard, sides_legend, stone_column
from .html import attrs, button, e, heading
from .icons import IconName, icon

#: A mark per verdict beside its word, so colour is never the only cue: an icon for a good
#: play and a missed chance, the chess-like marks (text in the game's font) for the others.
VERDICT_ICONS: dict[str, IconName] = {"good": "check", "miss": "flag"}
VERDICT_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

GRAPH_W, GRAPH_H = 600, 160


TOOL_ICONS: dict[str, IconName] = {"hint": "lightbulb", "takeback": "undo-2"}
"""The learning tools' marks in the log (the words follow each icon)."""


def _verdict_icon(verdict: str) -> str:
    if verdict in VERDICT_ICONS:
        return icon(VERDICT_ICONS[verdict], "verdict-icon")
    sign = VERDICT_SIGNS.get(verdict, "")
    return f'<span class="verdict-icon" aria-hidden="true">{e(sign)}</span>'


def verdict_mark(verdict: str, t: Translator) -> str:
    return (
        f'<span class="verdict v-{e(verdict)}">{_verdict_icon(verdict)} '
        f"{e(t(f'review.verdict.{verdict}'))}</span>"
    )


def _controls(model: ReplayModel, t: Translator) -> str:
    at_start, at_end = model.ply == 0, model.ply == model.plies
    steps: tuple[tuple[str, IconName, str, str, str, bool], ...] = (
        ("start", "chevron-first", "replay.first", "replay-go", "start", at_start),
        ("back", "chevron-left", "replay.back", "replay-step", "-1", at_start),
        ("forward", "chevron-right", "replay.forward", "replay-step", "1", at_end),
        ("end", "chevron-last", "replay.last", "replay-go", "end", at_end),
    )
    buttons = "".join(
        button(
            "",
            intent,
            arg,
            cls="btn secondary step-btn",
            id_=f"replay-{name}",
            aria_label=t(key),
            disabled=off,
            inner_html=icon(drawn),
        )
        for name, drawn, key, intent, arg, off in steps
    )
    slider = (
        "<input"
        + attrs(
            type="range",
            id="replay-slider",
            min=0,
            max=model.plies,
            step=1,
            value=model.ply,
            data_intent="replay-go",
            aria_label=t("replay.slider"),
            aria_valuetext=t("replay.position", n=model.ply, total=model.plies),
        )
        + ">"
    )
    where = t("replay.position", n=model.ply, total=model.plies)
    return (
        f'<div class="replay-controls" role="group" aria-label="{e(t("replay.controls"))}">'
        f"{buttons}{slider}"
        f'<p class="replay-pos" id="replay-pos">{e(where)}</p></div>'
    )


def _hands(model: ReplayModel, t: Translator) -> str:
    out = []
    for p in (0, 1):
        hand = model.hands[p]
        name = model.names[p]
        if hand is None:
            body = f"<p>{e(t('board.hand_size', name=name, n=model.hand_sizes[p]))}</p>"
        elif hand:
            body = card_row(hand, t, "card-row small")
        else:
            body = f"<p>{e(t('board.empty_hand'))}</p>"
        out.append(
            f'<div class="revealed-hand" id="replay-hand-{p}">'
            f"{heading(t('over.hand_of', name=name), 3)}{body}</div>"
        )
    return f'<div class="hands replay-hands">{"".join(out)}</div>'


_LINES: dict[Hashable, str] = {}
"""The log's lines as drawn, by what they are drawn from: a replay's log of a hundred lines is
drawn again at each step and each redrawing of a review's progress, and is the same every time."""


def _line(n: int, line: ReplayLine, t: Translator) -> str:
    msg = line.line
    key: Hashable = (t.lang, n, line.ply, line.kind, line.current, line.verdicts, line.marks)
    key = (key, msg.key, msg.tone, msg.cards, tuple(msg.params.items()))
    html = _LINES.get(key)
    if html is None:
        if len(_LINES) > 4000:
            _LINES.clear()
        html = _LINES[key] = _draw_line(n, line, t)
    return html


def _draw_line(n: int, line: ReplayLine, t: Translator) -> str:
    marks = "".join(verdict_mark(v, t) for v in line.verdicts)
    marks += "".join(
        f'<span class="tool-mark m-{e(m)}">'
        f"{icon(TOOL_ICONS[m], 'verdict-icon') if m in TOOL_ICONS else ''} "
        f"{e(t(f'replay.mark.{m}'))}</span>"
        for m in line.marks
    )
    inner = f'<span class="line-text">{e(message_text(line.line, t))}</span>{marks}'
    return (
        f'<li class="log-{e(line.kind)}">'
        + button(
            "",
            "replay-go",
            line.ply,
            cls="replay-line" + (" current" if line.current else ""),
            id_=f"replay-line-{n}",
            inner_html=inner,
            aria_current="step" if line.current else None,
        )
        + "</li>"
    )


def replay_log(model: ReplayModel, t: Translator) -> str:
    """The game's log, a line per action, each a step to its ply: a region of its own."""
    items = "".join(_line(n, line, t) for n, line in enumerate(model.lines) if line.kind != "end")
    return (
        f'<section class="replay-log" id="replay-log" aria-labelledby="replay-log-title">'
        f'<h2 id="replay-log-title">{e(t("replay.log"))}</h2>'
        f'<ol class="replay-lines" id="replay-lines">{items}</ol></section>'
    )


def _points(curve: tuple[tuple[int, float], ...], plies: int, mirror: bool) -> str:
    width = max(1, plies)
    return " ".join(
        f"{ply * GRAPH_W / width:.1f},{(c if mirror else 1 - c) * GRAPH_H:.1f}" for ply, c in curve
    )


def review_graph(review: ReviewModel, model: ReplayModel, t: Translator) -> str:
    """The win-chance graph over the game, inline SVG: one line per player (solid for the
    first, dashed for the second; a legend in words), the ply shown as a vertical line."""
    if not review.curve:
        return f"<p>{e(t('review.no_plays'))}</p>"
    names = model.names
    x_now = model.ply * GRAPH_W / max(1, model.plies)
    summary = t(
        "review.graph_label",
        a=names[0],
        b=names[1],
        first=round(review.curve[0][1] * 100),
        last=round(review.curve[-1][1] * 100),
    )
    svg = (
        f'<svg class="review-graph" id="review-graph" viewBox="0 0 {GRAPH_W} {GRAPH_H}" '
        f'role="img" aria-label="{e(summary)}" preserveAspectRatio="none">'
        f'<line class="half" x1="0" y1="{GRAPH_H / 2}" x2="{GRAPH_W}" y2="{GRAPH_H / 2}"></line>'
        f'<polyline class="p1" points="{_points(review.curve, model.plies, False)}"></polyline>'
        f'<polyline class="p2" points="{_points(review.curve, model.plies, True)}"></polyline>'
        f'<line class="now" x1="{x_now:.1f}" y1="0" x2="{x_now:.1f}" y2="{GRAPH_H}"></line>'
        "</svg>"
    )
    legend = (
        '<ul class="graph-legend">'
        f'<li class="p1"><span aria-hidden="true">\u2014</span> {e(names[0])}</li>'
        f'<li class="p2"><span aria-hidden="true">- -</span> {e(names[1])}</li></ul>'
    )
    return f'<figure class="graph">{svg}{legend}</figure>'


def _counts(review: ReviewModel, names: tuple[str, str], t: Translator) -> str:
    head = "".join(f'<th scope="col">{verdict_mark(v, t)}</th>' for v in VERDICTS)
    rows = "".join(
        f'<tr><th scope="row">{e(names[p])}</th>'
        + "".join(f"<td>{n}</td>" for n in counts)
        + "</tr>"
        for p, counts in review.counts
    )
    # a region of its own that scrolls sideways on a phone, reachable by keyboard
    return (
        f'<div class="table-wrap" role="region" tabindex="0" aria-label="{e(t("review.counts"))}">'
        f'<table class="review-counts" id="review-counts"><caption>{e(t("review.counts"))}'
        f"</caption><thead><tr><td></td>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )


def review_panel(model: ReplayModel, t: Translator) -> str:
    review = model.review
    if review is None:
        return ""
    if review.state == "running":
        return review_progress(review, t)
    if review.state == "none":
        body = f"<p>{e(t('review.intro'))}</p>" + button(
            t("review.start"), "review", cls="btn primary", id_="btn-review"
        )
    else:
        notes = (
            "".join(f"<li>{e(message_text(m, t))}</li>" for m in review.notes)
            or f"<li>{e(t('review.note.none'))}</li>"
        )
        kept = "" if review.kept else f'<p class="note">{e(t("review.not_kept"))}</p>'
        body = (
            f'<ul class="review-notes" id="review-notes">{notes}</ul>'
            f"{review_graph(review, model, t)}{_counts(review, model.names, t)}{kept}"
        )
    return _review_section(body, t)


def review_progress(review: ReviewModel, t: Translator) -> str:
    """The review's section while it runs: its progress bar and Cancel."""
    label = t("review.progress", n=review.done, total=review.total)
    body = (
        f'<p id="review-status">{e(label)}</p>'
        f"<progress{attrs(id='review-progress', max=max(1, review.total), value=review.done)}"
        f' aria-labelledby="review-status"></progress>'
        + button(t("review.cancel"), "review-cancel", cls="btn secondary", id_="btn-review-cancel")
    )
    return _review_section(body, t)


def _review_section(body: str, t: Translator) -> str:
    title = f'<h2 id="review-title" tabindex="-1">{e(t("review.title"))}</h2>'
    return (
        f'<section class="review" id="review" aria-labelledby="review-title">{title}{body}'
        "</section>"
    )


def _share(model: ReplayModel, t: Translator) -> str:
    parts = []
    if model.full:
        parts.append(button(t("replay.share"), "replay-share", cls="btn", id_="btn-share"))
    parts.append(
        button(t("replay.export"), "replay-export", cls="btn secondary", id_="btn-replay-export")
    )
    if model.from_link and not model.saved:
        parts.append(
            button(t("replay.save"), "replay-save", cls="btn primary", id_="btn-replay-save")
        )
    field = ""
    if model.link is not None:
        field = (
            '<div class="field share-field"><label for="replay-link">'
            f"{e(t('replay.link_label'))}</label>"
            f"<input{attrs(type='text', id='replay-link', readonly=True, value=model.link)}>"
            "</div>"
        )
    return f'<div class="actions replay-share">{"".join(parts)}</div>{field}'


def replay_screen(model: ReplayModel, t: Translator) -> str:
    names = model.names
    me, them = model.viewer, 1 - model.viewer
    stones = "".join(
        stone_column(s, (names[me], names[them]), me, None, t, interactive=False)
        for s in model.stones
    )
    last = message_text(model.last, t) if model.last is not None else t("replay.deal")
    title = t("replay.title", a=names[0], b=names[1])
    if model.from_link:
        title = t("replay.title_link", a=names[0], b=names[1])
    notice = "" if model.full else f'<p class="note">{e(t("replay.own_view"))}</p>'
    board_scores = scoreboard(
        names, model.scores, model.round_no, model.rounds, t, model.hand_sizes, model.deck_size
    )
    close = button(t("replay.close"), "replay-close", cls="btn small secondary", id_="replay-close")
    return (
        '<section class="screen replay-screen" id="replay">'
        '<header class="board-header">'
        f"{heading(title)}"
        f'{board_scores}<nav class="board-nav">{close}</nav></header>'
        f"{messages_block(model.messages, t)}{notice}"
        f"{_controls(model, t)}"
        f'<p class="replay-last" id="replay-last">{e(last)}</p>'
        f'<p class="opponent-line">{e(t("board.opponent_side", name=names[them]))}</p>'
        f"{sides_legend(names[them], names[me])}"
        f'<ol class="stones static" aria-label="{e(t("board.stones"))}">{stones}</ol>'
        f"{_hands(model, t)}"
        f"{review_panel(model, t)}"
        f"{_share(model, t)}"
        f"{replay_log(model, t)}"
        "</section>"
    )
