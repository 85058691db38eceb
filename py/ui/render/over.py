"""Between turns (the hand-over) and after a round or the match."""

from __future__ import annotations

from .. import ids
from ..i18n import Translator
from ..model import HandoverModel, RoundOverModel
from .cards import card_row
from .common import deal_progress, log_items, message_box, scoreboard
from .html import button, e, heading
from .learning import used_line


def handover_screen(model: HandoverModel, t: Translator) -> str:
    """Between turns: names the next player; no hand is in this HTML at all."""
    name = model.names[model.next_player]
    last = ""
    if model.last_turn:
        items = log_items(model.last_turn, t)
        last = f'<div class="last-turn">{heading(t("handover.last"), 2)}<ul>{items}</ul></div>'
    reveal = button(
        t("handover.reveal", name=name), "reveal", cls="btn primary big", id_=ids.REVEAL
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


def result_dialog(model: RoundOverModel, t: Translator, folded: bool = False) -> str:
    """The round (or the match) over, as a dialog over the final board: who won, how, the
    points, both hands and the next actions; ``folded``: one line, to look at the board."""
    names = model.names
    title = heading(result_title(model, t))  # the screen's title (focus goes there)
    if folded:
        unfold = button(
            t("table.see_result"),
            "result-fold",
            "unfold",
            cls="btn primary",
            id_=ids.RESULT_UNFOLD,
        )
        return (
            '<section class="round-result folded" id="round-result" role="dialog" '
            f'aria-labelledby="{ids.SCREEN_TITLE}">{title}{unfold}</section>'
        )
    how = ""
    if model.how == "stalemate":
        how = f'<p class="how" id="result-how">{e(t("over.how.stalemate"))}</p>'
    elif model.winner is not None:
        how = (
            f'<p class="how how-{e(model.how)}" id="result-how">'
            f"{e(t('over.how.' + model.how, name=names[model.winner]))}</p>"
        )
    if model.match_over:
        main_action = button(t("over.rematch"), "rematch", cls="btn primary big", id_="btn-rematch")
        new_game = button(t("start.new"), "go", "new", cls="btn secondary", id_="btn-over-new")
    else:
        main_action = button(
            t("over.next_round", n=model.round_no + 2),
            "next-round",
            cls="btn primary big",
            id_="btn-next-round",
        )
        new_game = ""
    score = (
        f'<table class="over-points"><thead><tr><td></td>'
        f'<th scope="col">{e(t("over.points"))}</th><th scope="col">{e(t("over.total"))}</th>'
        "</tr></thead><tbody>"
        + "".join(
            f'<tr class="{"winner" if p == model.winner else "loser"}">'
            f'<th scope="row">{e(names[p])}</th><td>{model.points[p]}</td>'
            f"<td>{model.scores[p]}</td></tr>"
            for p in (0, 1)
        )
        + "</tbody></table>"
    )
    fold = button(
        t("result.fold"), "result-fold", "fold", cls="btn secondary", id_="btn-result-fold"
    )
    won = "" if model.winner is None else f" won-{model.winner}"
    described = ' aria-describedby="result-how"' if how else ""
    return (
        f'<section class="round-result{won}" id="round-result" role="dialog" '
        f'aria-labelledby="{ids.SCREEN_TITLE}"{described}>'
        f'<div class="result-body">{title}{how}'
        f"{message_box(model.message, t)}{deal_progress(model.deal, t)}{score}"
        f"{used_line(model.used, t)}"
        f'<div class="result-hands">{_revealed(model, 1, t)}{_revealed(model, 0, t)}</div>'
        f'<div class="actions">{main_action}{_replay_buttons(model, t)}{new_game}'
        f"{button(t('over.start_screen'), 'go', 'start', cls='btn secondary')}{fold}</div>"
        "</div></section>"
    )


def result_title(model: RoundOverModel, t: Translator) -> str:
    """Who won the round (or the match)."""
    names = model.names
    if model.match_over:
        if model.match_winner is None:
            return t("over.match_draw")
        return t("over.match_title", name=names[model.match_winner])
    if model.winner is None:
        return t("over.round_drawn", n=model.round_no + 1)
    return t("over.round_title", n=model.round_no + 1, name=names[model.winner])


def _revealed(model: RoundOverModel, p: int, t: Translator) -> str:
    """A hand shown at the end of the round, beside the side of the table it played."""
    return (
        f'<div class="revealed-hand seat-{p}">{heading(t("over.hand_of", name=model.names[p]), 2)}'
        f"{card_row(model.hands[p], t)}</div>"
    )


def _replay_buttons(model: RoundOverModel, t: Translator) -> str:
    """The replay viewer (#14), when the game may be replayed now; its review once the match
    is over."""
    if not model.replay:
        return ""
    out = button(t("replay.open"), "replay", "current", cls="btn", id_=ids.REPLAY)
    if model.match_over:
        out += button(t("review.open"), "review", "current", cls="btn", id_="btn-review-game")
    return out
