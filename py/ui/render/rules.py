"""The rules help, the tactical variant's cards and the house rules included."""

from __future__ import annotations

from schotten.tactics import Tactic

from ..i18n import Translator
from .cards import card_class, card_static, kind_of, tactic_face
from .html import button, e, heading

TACTIC_NAMES: tuple[str, ...] = tuple(t.value for t in Tactic)

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
        for k in ("next_starter", "pass_claim", "tied_match", *HOUSE_RULES)
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
        f'<div class="actions top">{back_btn}</div>'
        f"{section('goal')}{section('setup')}{section('turn')}"
        f"{section('formations', formations)}{section('claims')}{section('expert')}"
        f"{section('end')}{section('match')}{rules_section(t)}{house}{section('app')}{section('devices')}"
        f'<nav class="actions">{button(t("common.back"), "go", back, cls="btn secondary")}</nav>'
        "</section>"
    )


# --- rules help --------------------------------------------------------------------------------

HOUSE_RULES: tuple[str, ...] = (
    "one_joker",
    "modes_fixed",
    "ruse_effect",
    "tactic_proofs",
    "stalemate",
)


def rules_section(t: Translator) -> str:
    """The tactical variant in the rules help: the turn, then each tactic card with its face."""
    cards = "".join(
        f'<li class="tactic-rule" id="rules-tactic-{e(c)}">'
        f'<span class="{e(card_class(c))}" aria-hidden="true">{tactic_face(c, t)}</span>'
        f"<div><strong>{e(t.card(c))}</strong> "
        f'<span class="kind">({e(t(f"tactic.kind.{kind_of(c)}"))})</span>'
        f"<p>{e(t(f'rules.tactic.{c}'))}</p></div></li>"
        for c in TACTIC_NAMES
    )
    body = "".join(
        f"<p>{e(line)}</p>" for line in t("rules.tactical.body").split("\n") if line.strip()
    )
    return (
        '<section class="rules-section" id="rules-tactical" aria-labelledby="rules-tactical-h">'
        f'<h2 id="rules-tactical-h">{e(t("rules.tactical.title"))}</h2>{body}'
        f'<ul class="tactic-rules">{cards}</ul></section>'
    )
