"""The statistics screen: games against the computer per variant and level, head-to-head
between people, how rounds were won, a small chart; export, import and reset."""

from __future__ import annotations

from .. import ids
from ..i18n import Translator
from ..model import StatsModel, TallyModel
from .common import message_box
from .html import button, e, heading

HOWS = ("adjacent", "five", "stalemate")


def _level(t: Translator, tally: TallyModel) -> str:
    variant = t(f"stats.variant.{tally.variant}")
    level = t(f"stats.level.{tally.level}") if tally.level else t("stats.level.all")
    return t("stats.line", variant=variant, level=level)


def _streak(t: Translator, streak: int) -> str:
    if streak > 0:
        return t("stats.streak.wins", n=streak)
    if streak < 0:
        return t("stats.streak.losses", n=-streak)
    return t("stats.streak.none")


CHART_WIDTH = 320
ROW = 66  # a row of the chart: its label, its bar, its counts in words
BAR = 22


def chart(tallies: tuple[TallyModel, ...], t: Translator) -> str:
    """Wins, draws and losses per line as stacked bars, everything printed (touch has no
    hover): each row's label above its bar, each part's number inside it (when it is wide
    enough) and the counts in words under the bar, in the bar's order, so colour is never the
    only cue. Each part keeps its title too."""
    rows = [x for x in tallies if x.games]
    if not rows:
        return ""
    height = len(rows) * ROW
    parts = []
    for i, tally in enumerate(rows):
        y = i * ROW
        line = _level(t, tally)
        parts.append(f'<text x="0" y="{y + 14}" class="bar-label">{e(line)}</text>')
        x = 0.0
        said = []
        for cls, n, key in (
            ("win", tally.wins, "stats.wins"),
            ("draw", tally.draws, "stats.draws"),
            ("loss", tally.losses, "stats.losses"),
        ):
            if not n:
                continue
            w = CHART_WIDTH * n / tally.games
            words = t(key, n=n)
            said.append(words)
            number = (
                f'<text x="{x + w / 2:.1f}" y="{y + 36}" class="bar-text">{n}</text>'
                if w >= 18
                else ""
            )
            parts.append(
                f'<rect class="bar-{cls}" x="{x:.1f}" y="{y + 20}" width="{w:.1f}" '
                f'height="{BAR}"><title>{e(f"{line}: {words}")}</title></rect>{number}'
            )
            x += w
        counts = " \u00b7 ".join(said)
        parts.append(f'<text x="0" y="{y + 58}" class="bar-counts">{e(counts)}</text>')
    title = e(t("stats.chart"))
    return (
        f'<svg class="stats-chart" role="img" aria-labelledby="stats-chart-title" '
        f'viewBox="0 0 {CHART_WIDTH} {height}" width="100%">'
        f'<title id="stats-chart-title">{title}</title>{"".join(parts)}</svg>'
    )


def stats_screen(model: StatsModel, t: Translator) -> str:
    head = "".join(
        f'<th scope="col">{e(t(k))}</th>'
        for k in (
            "stats.col.line",
            "stats.col.games",
            "stats.col.wins",
            "stats.col.losses",
            "stats.col.streak",
            "stats.col.best",
            "stats.col.stones",
            "stats.col.how",
        )
    )
    rows = []
    for x in model.tallies:
        won = dict(x.won_by)
        how = ", ".join(t(f"stats.how.{h}", n=won[h]) for h in HOWS if won.get(h))
        rows.append(
            "<tr>"
            f'<th scope="row">{e(_level(t, x))}</th>'
            f"<td>{x.games}</td><td>{x.wins}</td><td>{x.losses}</td>"
            f"<td>{e(_streak(t, x.streak))}</td><td>{x.best_streak}</td>"
            f"<td>{e(t('stats.stones', n=f'{x.average_stones:.1f}'))}</td>"
            f"<td>{e(how or '—')}</td></tr>"
        )
    if rows:
        caption = e(t("stats.vs_computer"))
        table = (
            f'<div class="tracker-scroll" tabindex="0" role="region" aria-label="{caption}">'
            f'<table class="stats-table" id="stats-table"><caption>{caption}'
            f"</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )
    else:
        table = f'<p id="stats-none">{e(t("stats.none_vs_computer"))}</p>'
    h2h = ""
    if model.head_to_head:
        items = "".join(
            f"<li>{e(t('stats.h2h', a=names[0], b=names[1], wa=wins[0], wb=wins[1]))} "
            f"{e(t('stats.h2h_games', n=games))}"
            + (f" {e(t('stats.h2h_draws', n=draws))}" if draws else "")
            + "</li>"
            for names, wins, draws, games in model.head_to_head
        )
        h2h = f'<h2>{e(t("stats.head_to_head"))}</h2><ul id="stats-h2h">{items}</ul>'
    if model.confirm_reset:
        reset = (
            f'<div class="confirm" role="alert"><p>{e(t("stats.reset_confirm"))}</p>'
            + button(
                t("stats.reset_yes"),
                "stats-reset-confirm",
                cls="btn danger",
                id_=ids.STATS_RESET_YES,
            )
            + button(
                t("common.cancel"), "stats-reset-cancel", cls="btn secondary", id_="stats-reset-no"
            )
            + "</div>"
        )
    else:
        reset = button(
            t("stats.reset"), "stats-reset", cls="btn secondary destructive", id_=ids.STATS_RESET
        )
    # Export and Import side by side; Reset, which forgets, on its own further down
    actions = (
        '<div class="stats-actions">'
        + button(t("stats.export"), "stats-export", cls="btn secondary", id_=ids.STATS_EXPORT)
        + button(t("stats.import"), "import", cls="btn secondary", id_="stats-import")
        + f'</div><div class="stats-reset-zone">{reset}</div>'
    )
    back = button(t("common.back"), "go", "start", cls="btn secondary", id_="stats-back")
    return (
        '<section class="screen stats-screen">'
        f"{heading(t('stats.title'))}"
        f"{''.join(message_box(m, t) for m in model.messages)}"
        f'<p id="stats-games">{e(t("stats.games", n=model.games))}</p>'
        f"{chart(model.tallies, t)}{table}{h2h}"
        f"{actions}"
        f'<nav class="menu-row">{back}</nav>'
        "</section>"
    )
