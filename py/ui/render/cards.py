"""Cards as they are drawn: faces by CSS from data attributes, spoken names for screen
readers; colour is never the only cue (a symbol per colour, letters and a drawn figure per
tactic card)."""

from __future__ import annotations

from collections.abc import Iterable

from schotten.tactics import Tactic

from ..i18n import Translator
from ..i18n import tactic_face as face_name
from ..i18n import tactic_letters as letters_in
from .html import e

_TACTICS = frozenset(t.value for t in Tactic)


def is_tactic(card: str) -> bool:
    """Whether ``card`` (as the models spell it: ``"R5"``, ``"JOKER"``) is a tactic card."""
    return card in _TACTICS


def kind_of(card: str) -> str:
    return Tactic(card).kind


def tactic_letters(card: str, t: Translator) -> str:
    """A tactic card's abbreviation in the page's language ("JK", "PB" for Porte-bouclier)."""
    return letters_in(t.lang, card)


def tactic_face(card: str, t: Translator) -> str:
    """A tactic card's visible face: its letters (the first cue) and its drawn figure
    (``assets/art/tactic-<CARD>.svg``, laid on by CSS from the ``f-<CARD>`` class), both hidden
    from screen readers, so the button's visible text stays its spoken name."""
    letters = tactic_letters(card, t)
    return (
        f'<span class="card-value tactic-letters" data-letters="{e(letters)}" aria-hidden="true">'
        "</span>"
        f'<span class="card-symbol tactic-figure f-{e(card)}" aria-hidden="true"></span>'
    )


def hand_face(card: str, t: Translator) -> str:
    """A card's face in the hand: a tactic card's shows its name instead of its letters, up its
    left edge (the strip an overlapped card leaves in view), drawn by CSS from a data attribute
    like the rest of the face: the button's name says it (its soft hyphens never in the way)."""
    if not is_tactic(card):
        return card_face(card, t)
    name = face_name(t.lang, card) or t.card(card)
    return (
        card_face(card, t)
        + f'<span class="tactic-name" data-name="{e(name)}" aria-hidden="true"></span>'
    )


def card_class(card: str) -> str:
    if is_tactic(card):
        return f"card tactic t-{kind_of(card)}"
    return f"card c-{card[:1]}"


def card_face(card: str, t: Translator) -> str:
    """The visible face: big value and colour symbol, both hidden from screen readers and drawn
    by CSS from data attributes (as the tactic faces), so a control's visible text never
    contradicts its spoken name: a side showing "2 2" is named "Red 2, Yellow 2"."""
    if is_tactic(card):
        return tactic_face(card, t)
    value = card[1:]
    return (
        f'<span class="card-value" data-value="{e(value)}" aria-hidden="true"></span>'
        f'<span class="card-symbol" aria-hidden="true"></span>'
    )


def card_static(
    card: str,
    t: Translator,
    extra_cls: str = "",
    id_: str | None = None,
    on_table: bool = False,
    note: str = "",
) -> str:
    """A card that is not a control: face plus its spoken name ("Red 5") for screen readers
    (``note``: said after it); ``on_table``: a card on a stone, named by ``data-card`` (what
    the motion of js/motion.mjs follows from one render to the next)."""
    cls = card_class(card) + (f" {extra_cls}" if extra_cls else "")
    said = e(t.card(card)) + (f" ({e(note)})" if note else "")
    name = f'<span class="sr-only">{said}</span>'
    attr = f' id="{e(id_)}"' if id_ else ""
    if on_table:
        attr += f' data-card="{e(card)}"'
    return f'<span class="{e(cls)}"{attr}>{card_face(card, t)}{name}</span>'


def card_row(cards: Iterable[str], t: Translator, cls: str = "card-row") -> str:
    items = "".join(f"<li>{card_static(c, t)}</li>" for c in cards)
    return f'<ul class="{e(cls)}">{items}</ul>'
