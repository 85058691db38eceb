"""The replay viewer: a game's board at any ply, the steps back and forth (buttons, a slider,
the log's lines), sharing it, and the review by the computer (its progress, the win-chance
graph, each play's mark, the better move on the board)."""

from __future__ import annotations

from collections.abc import Hashable

from schotten.review import VERDICTS

from .. import ids
from ..i18n import Translator
from ..narrate import message_text
from ..replay_models import ReplayLine, ReplayModel, ReviewModel
from .cards import card_row
from .common import messages_block, scoreboard, sides_legend, stone_column
from .html import attrs, button, e, heading
from .icons import IconName, icon

#: A mark per verdict beside its word, so colour is never the only cue: an icon for a good
#: play and a missed chance, the chess-like marks (text in the game's font) for the others.
VERDICT_ICONS: dict[str, IconName] = {"good": "check", "miss": "flag"}
VERDICT_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

GRAPH_W, GRAPH_H = 600, 260


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
            id=ids.REPLAY_SLIDER,
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
            f"{heading(t('over.hand_of', name=name), 2)}{body}</div>"
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


# the graph's drawing area inside its viewBox: room on the left for 0/50/100%, below for
# the move numbers (the text keeps its proportions: the SVG scales as a whole)
GRAPH_LEFT, GRAPH_RIGHT, GRAPH_TOP, GRAPH_BOTTOM = 80, 16, 16, 40
_PLOT_W = GRAPH_W - GRAPH_LEFT - GRAPH_RIGHT
_PLOT_H = GRAPH_H - GRAPH_TOP - GRAPH_BOTTOM


def _gx(ply: int, plies: int) -> float:
    return GRAPH_LEFT + ply * _PLOT_W / max(1, plies)


def _gy(chance: float) -> float:
    return GRAPH_TOP + (1.0 - chance) * _PLOT_H


def _move_ticks(plies: int) -> list[int]:
    """Move numbers under the graph: about six, on round numbers."""
    step = next((s for s in (5, 10, 20, 25, 50, 100, 200, 500) if plies / s <= 6), 1000)
    return list(range(0, plies + 1, step))


def _axes(plies: int) -> str:
    out = []
    for pct in (0, 50, 100):
        y = _gy(pct / 100)
        out.append(
            f'<line class="{"half" if pct == 50 else "grid"}" x1="{GRAPH_LEFT}" y1="{y:.1f}" '
            f'x2="{GRAPH_W - GRAPH_RIGHT}" y2="{y:.1f}"></line>'
            f'<text class="axis y" x="{GRAPH_LEFT - 8}" y="{y + 7:.1f}">{pct}%</text>'
        )
    base = GRAPH_H - GRAPH_BOTTOM
    for ply in _move_ticks(plies):
        x = _gx(ply, plies)
        out.append(
            f'<line class="tick" x1="{x:.1f}" y1="{base}" x2="{x:.1f}" y2="{base + 6}"></line>'
            f'<text class="axis x" x="{x:.1f}" y="{base + 28}">{ply}</text>'
        )
    return "".join(out)


def _band_and_line(review: ReviewModel, plies: int) -> str:
    """The band (a bar per judged play, one standard deviation either side) and the smoothed
    line, broken between rounds (each round's chance starts again)."""
    step = _PLOT_W / max(1, plies)
    bars: list[str] = []
    lines: list[list[str]] = []
    run: list[str] = []
    prev_round: int | None = None
    for ply, rnd, chance, low, high in review.smooth:
        x = _gx(ply, plies)
        bars.append(
            f'<rect class="band" x="{x - step / 2:.1f}" y="{_gy(high):.1f}" '
            f'width="{step:.1f}" height="{max(0.5, _gy(low) - _gy(high)):.1f}"></rect>'
        )
        if rnd != prev_round and run:
            lines.append(run)
            run = []
        prev_round = rnd
        run.append(f"{x:.1f},{_gy(chance):.1f}")
    if run:
        lines.append(run)
    drawn = "".join(
        f'<polyline class="chance" points="{" ".join(points)}"></polyline>' for points in lines
    )
    return "".join(bars) + drawn


#: The dots' sizes by verdict (shape and size, not colour alone, tell them apart).
_DOT = {"inaccuracy": 7, "mistake": 9, "blunder": 11}


def _dot_chance(review: ReviewModel, ply: int) -> float:
    for at, _rnd, chance, _low, _high in review.smooth:
        if at >= ply:
            return chance
    return review.smooth[-1][2] if review.smooth else 0.5


def _dots(review: ReviewModel, plies: int) -> str:
    out = []
    for ply, verdict, _player in review.marked:
        r = _DOT.get(verdict, 7)
        x, y = _gx(ply, plies), _gy(_dot_chance(review, ply))
        out.append(
            f'<rect class="dot v-{e(verdict)}" x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" '
            f'height="{2 * r}" rx="{r if verdict != "blunder" else 2}"></rect>'
        )
    return "".join(out)


def _marked_buttons(review: ReviewModel, model: ReplayModel, t: Translator) -> str:
    """The marked plays as steps (the graph is a picture): a small button per play, its move
    number and the verdict's sign shown, the verdict's word said."""
    who = model.names[review.player]
    if not review.marked:
        return f'<p class="note" id="review-marked">{e(t("review.marked_none", name=who))}</p>'
    items = "".join(
        "<li>"
        + button(
            "",
            "replay-go",
            ply,
            cls="btn small secondary marked-move"
            + f" v-{verdict}"
            + (" current" if ply == model.ply else ""),
            id_=f"review-dot-{ply}",
            aria_current="step" if ply == model.ply else None,
            inner_html=(
                f'<span aria-hidden="true"><span class="marked-n">{ply}</span> '
                f"{_verdict_icon(verdict)}</span>"
                f'<span class="sr-only">'
                f"{e(t('review.marked_move', n=ply, verdict=t(f'review.verdict.{verdict}')))}"
                "</span>"
            ),
        )
        + "</li>"
        for ply, verdict, _player in review.marked
    )
    return (
        f'<p class="marked-label" id="review-marked-label">{e(t("review.marked", name=who))}</p>'
        '<ul class="review-marked" id="review-marked" aria-labelledby="review-marked-label">'
        f"{items}</ul>"
    )


def review_graph(review: ReviewModel, model: ReplayModel, t: Translator) -> str:
    """The win-chance graph over the game, inline SVG: the reviewed player's chance (the person
    against the computer, else the first player), smoothed, with its band of uncertainty and
    axes; the marked plays as dots, the ply shown as a vertical line. The picture has its
    summary in words; the marked plays are buttons under it, each a step to its move."""
    if not review.smooth:
        return f"<p>{e(t('review.no_plays'))}</p>"
    plies = model.plies
    who = model.names[review.player]
    chances = [c for _p, _r, c, _l, _h in review.smooth]
    low = min(range(len(chances)), key=chances.__getitem__)
    params = {
        "name": who,
        "first": round(chances[0] * 100),
        "last": round(chances[-1] * 100),
        "low": round(chances[low] * 100),
        "at": review.smooth[low][0],
        "n": len(review.marked),
    }
    summary = t("review.graph_one", **params)
    x_now = _gx(model.ply, plies)
    svg = (
        f'<svg class="review-graph" id="review-graph" viewBox="0 0 {GRAPH_W} {GRAPH_H}" '
        f'role="img" aria-label="{e(summary)}">'
        f"{_axes(plies)}{_band_and_line(review, plies)}{_dots(review, plies)}"
        f'<line class="now" x1="{x_now:.1f}" y1="{GRAPH_TOP}" x2="{x_now:.1f}" '
        f'y2="{GRAPH_H - GRAPH_BOTTOM}"></line>'
        "</svg>"
    )
    title = t("review.graph_title", name=who)
    caption = f'<p class="graph-title" id="review-graph-title">{e(title)}</p>'
    whose = "".join(
        button(
            model.names[p],
            "review-whose",
            p,
            cls="btn small secondary",
            id_=ids.review_whose(p),
            aria_pressed="true" if p == review.player else "false",
        )
        for p in (0, 1)
    )
    caption += (
        f'<div class="review-whose" role="group" aria-label="{e(t("review.whose"))}">'
        f'<span class="whose-label" aria-hidden="true">{e(t("review.whose"))}</span>{whose}</div>'
    )
    return (
        f'<figure class="graph" id="review-figure">{caption}{svg}</figure>'
        f"{_marked_buttons(review, model, t)}"
    )


def _counts(review: ReviewModel, names: tuple[str, str], t: Translator) -> str:
    """The verdicts by player: a row per verdict, a column per player (narrow enough for a
    phone's width, whatever the words' length)."""
    players = [p for p, _counts in review.counts]
    head = "".join(f'<th scope="col">{e(names[p])}</th>' for p in players)
    rows = "".join(
        f'<tr><th scope="row">{verdict_mark(v, t)}</th>'
        + "".join(f"<td>{counts[i]}</td>" for _p, counts in review.counts)
        + "</tr>"
        for i, v in enumerate(VERDICTS)
    )
    # a region of its own that scrolls sideways if it must, reachable by keyboard
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
            t("review.start"), "review", cls="btn primary", id_=ids.REVIEW
        )
    else:
        kept = "" if review.kept else f'<p class="note">{e(t("review.not_kept"))}</p>'
        body = f"{review_graph(review, model, t)}{_counts(review, model.names, t)}{kept}"
    return _review_section(body, t)


def review_notes(model: ReplayModel, t: Translator) -> str:
    """What the review says of the move shown, under the move's line on the board, so that the
    board at a marked move and its explanation are seen together (on a phone too)."""
    review = model.review
    notes = ""
    if review is not None and review.state not in ("none", "running"):
        notes = "".join(f"<li>{e(message_text(m, t))}</li>" for m in review.notes) or (
            f"<li>{e(t('review.note.none'))}</li>"
        )
    label = e(t("review.title"))
    return f'<ul class="review-notes" id="review-notes" aria-label="{label}">{notes}</ul>'


def review_progress(review: ReviewModel, t: Translator) -> str:
    """The review's section while it runs: its progress bar and Cancel."""
    label = t("review.progress", n=review.done, total=review.total)
    body = (
        f'<p id="review-status">{e(label)}</p>'
        f"<progress{attrs(id='review-progress', max=max(1, review.total), value=review.done)}"
        f' aria-labelledby="review-status"></progress>'
        + button(t("review.cancel"), "review-cancel", cls="btn secondary", id_=ids.REVIEW_CANCEL)
    )
    return _review_section(body, t)


def _review_section(body: str, t: Translator) -> str:
    title = f'<h2 id="{ids.REVIEW_TITLE}" tabindex="-1">{e(t("review.title"))}</h2>'
    return (
        f'<section class="review" id="review" aria-labelledby="{ids.REVIEW_TITLE}">{title}{body}'
        "</section>"
    )


def _share(model: ReplayModel, t: Translator) -> str:
    if not model.shareable:
        return ""
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
            f'<div class="field share-field"><label for="{ids.REPLAY_LINK}">'
            f"{e(t('replay.link_label'))}</label>"
            f"<input{attrs(type='text', id=ids.REPLAY_LINK, readonly=True, value=model.link)}>"
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
        f"{notice}"
        f'<div class="replay-board" id="{ids.REPLAY_BOARD}">'
        f"{_controls(model, t)}"
        f'<p class="replay-last" id="replay-last">{e(last)}</p>'
        f"{review_notes(model, t)}"
        f'<p class="opponent-line">{e(t("board.opponent_side", name=names[them]))}</p>'
        f"{sides_legend(names[them], names[me])}"
        f'<ol class="stones static" aria-label="{e(t("board.stones"))}">{stones}</ol>'
        f"{_hands(model, t)}"
        f"{_share(model, t)}"
        # the share's and the save's messages, beside their buttons
        f"{messages_block(model.messages, t)}"
        "</div>"
        # beside the board on a wide screen, below it on a phone
        f'<div class="replay-side">{review_panel(model, t)}{replay_log(model, t)}</div>'
        "</section>"
    )
