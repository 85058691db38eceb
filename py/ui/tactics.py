"""The tactical variant on the table: the guided play of a tactic card and its drawing.

A tactic card is played step by step. Every legal way to play it is one of the view's
``tactics[*].actions`` (or, after the Recruiter, one of the ``Return`` actions); each action is
read as a sequence of choices (a stone, a card on a stone, a destination, how many cards from
each deck, the cards to put back). :class:`Flow` keeps the choices made so far; the next step
offers every value of its kind, enabled only where some legal action starts with the choices
made plus that value. When the choices name exactly one action, a confirm button plays it;
until then the flow can be cancelled (or stepped back) without touching the game.

Elite troops (Joker, Spy, Shield Bearer) are placed like clan cards: select, then a stone side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape

from schotten.actions import (
    Action,
    Banshee,
    Mode,
    Recruit,
    Return,
    Strategist,
    Traitor,
)
from schotten.tactics import Tactic

from .i18n import Translator
from .model import LogEntry, Message

TACTIC_NAMES: tuple[str, ...] = tuple(t.value for t in Tactic)

#: A symbol and two letters per tactic card, so it never looks like a clan card (nor relies on
#: colour alone).
ICONS: dict[str, tuple[str, str]] = {
    "JOKER": ("\u2726", "JK"),
    "SPY": ("\u25c9", "SP"),
    "SHIELD": ("\u25a3", "SB"),
    "BLIND": ("\u25d0", "BB"),
    "MUD": ("\u2248", "MF"),
    "RECRUITER": ("\u2295", "RC"),
    "STRATEGIST": ("\u21c4", "ST"),
    "BANSHEE": ("\u2715", "BA"),
    "TRAITOR": ("\u21b7", "TR"),
}


def is_tactic(card: str) -> bool:
    return card in ICONS


def kind_of(card: str) -> str:
    return Tactic(card).kind


def e(value: object) -> str:
    return escape(str(value), quote=True)


def tactic_face(card: str) -> str:
    """A tactic card's visible face: its symbol and letters, hidden from screen readers (drawn
    by CSS from data attributes, so the button's visible text stays its spoken name)."""
    icon, letters = ICONS[card]
    return (
        f'<span class="card-value tactic-letters" data-letters="{e(letters)}" aria-hidden="true">'
        "</span>"
        f'<span class="card-symbol tactic-icon" data-icon="{e(icon)}" aria-hidden="true"></span>'
    )


def card_class(card: str) -> str:
    if is_tactic(card):
        return f"card tactic t-{kind_of(card)}"
    return f"card c-{card[:1]}"


# --- the steps of an action --------------------------------------------------------------------

# A choice is (kind, value): kind is "stone", "own" (own card on a stone), "theirs" (the
# opponent's card on a stone), "to" (a stone or "discard"), "draw" ("2-1") or "return" (a card).
Choice = tuple[str, str]


def choices_of(action: Action) -> tuple[Choice, ...]:
    if isinstance(action, Mode):
        return (("stone", str(action.stone)),)
    if isinstance(action, Strategist):
        to = "discard" if action.to is None else str(action.to)
        return (("own", f"{action.card}@{action.stone}"), ("to", to))
    if isinstance(action, Banshee):
        return (("theirs", f"{action.card}@{action.stone}"),)
    if isinstance(action, Traitor):
        return (("theirs", f"{action.card}@{action.stone}"), ("to", str(action.to)))
    if isinstance(action, Recruit):
        return (("draw", f"{action.clan}-{action.tactic}"),)
    if isinstance(action, Return):
        return tuple(("return", str(c)) for c in action.cards)
    return ()


@dataclass
class Flow:
    """A tactic card being played: its card (``"RECRUITER"``, or ``"RETURN"`` for the cards the
    Recruiter puts back), the legal actions and the choices made so far."""

    card: str
    actions: tuple[Action, ...]
    picks: list[str] = field(default_factory=list)

    def matching(self) -> list[Action]:
        n = len(self.picks)
        return [a for a in self.actions if [v for _, v in choices_of(a)[:n]] == self.picks]

    @property
    def steps(self) -> int:
        return max((len(choices_of(a)) for a in self.actions), default=0)

    def done(self) -> Action | None:
        """The action the choices name, once they are complete."""
        for a in self.matching():
            if len(choices_of(a)) == len(self.picks):
                return a
        return None

    def step_kind(self) -> str | None:
        for a in self.matching():
            c = choices_of(a)
            if len(c) > len(self.picks):
                return c[len(self.picks)][0]
        return None

    def allowed(self) -> set[str]:
        n = len(self.picks)
        return {choices_of(a)[n][1] for a in self.matching() if len(choices_of(a)) > n}

    def pick(self, value: str) -> bool:
        if self.done() is not None or value not in self.allowed():
            return False
        self.picks.append(value)
        return True

    def back(self) -> bool:
        if not self.picks:
            return False
        self.picks.pop()
        return True


def step_domain(
    kind: str, flow: Flow, sides: Sequence[tuple[Sequence[str], Sequence[str]]], hand: Sequence[str]
) -> list[str]:
    """Every value a step may show (the disallowed ones disabled). ``sides`` are the viewer's
    and the opponent's cards per stone."""
    if kind == "stone":
        return [str(i) for i in range(9)]
    if kind == "to":
        extra = ["discard"] if flow.card == "STRATEGIST" else []
        src = flow.picks[-1].split("@")[1] if flow.picks else ""
        return [str(i) for i in range(9) if flow.card != "STRATEGIST" or str(i) != src] + extra
    if kind in ("own", "theirs"):
        who = 0 if kind == "own" else 1
        return [f"{c}@{i}" for i, s in enumerate(sides) for c in s[who]]
    if kind == "draw":
        return [f"{c}-{3 - c}" for c in range(3, -1, -1)]
    if kind == "return":
        left = list(hand)
        for p in flow.picks:
            if p in left:
                left.remove(p)
        return list(dict.fromkeys(left))
    return []


def option_label(kind: str, value: str, t: Translator) -> str:
    if kind == "stone":
        return t("flow.opt.stone", n=int(value) + 1)
    if kind == "to":
        if value == "discard":
            return t("flow.opt.discard")
        return t("flow.opt.to", n=int(value) + 1)
    if kind in ("own", "theirs"):
        card, stone = value.split("@")
        return t("flow.opt.card_on", card=t.card(card), n=int(stone) + 1)
    if kind == "draw":
        clan, tactic = value.split("-")
        return t.drawn(int(clan), int(tactic))
    if kind == "return":
        return t.card(value)
    return value


def pick_label(kind: str, value: str, t: Translator) -> str:
    return option_label(kind, value, t)


# --- reasons -----------------------------------------------------------------------------------

REASONS = (
    "not_your_turn",
    "round_over",
    "already_played",
    "finish_recruiter",
    "card_not_in_hand",
    "tactic_limit",
    "second_joker",
    "no_free_slot",
    "no_unclaimed_stone",
    "no_card_to_draw",
    "no_own_card",
    "no_opponent_card",
    "no_opponent_clan_card",
)


def reason_message(card: str, code: str, params: dict[str, object]) -> Message:
    key = f"tactic.reason.{code}" if code in REASONS else "tactic.reason.other"
    return Message(
        key,
        {
            "card": card,
            "n": params.get("played", 0),  # the plural form follows it
            "opponent_played": params.get("opponent_played", 0),
        },
        "error",
    )


# --- rendering ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TacticalInfo:
    """What the board shows of the tactical variant."""

    tactic_deck_size: int
    discard: tuple[str, ...]
    played_counts: tuple[int, int]
    draw_choices: tuple[str, ...]  # "clan"/"tactic" offered at the end of the turn
    can_end_plain: bool
    reasons: dict[str, Message]  # hand tactic card -> why it can't be played now
    flow: Flow | None = None
    flow_sides: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    hand: tuple[str, ...] = ()
    stalemate: bool = False
    return_count: int = 0
    hand_tactics: tuple[str, ...] = ()
    opponent_hand_tactics: int = 0


def _button(label: str, intent: str, arg: str = "", cls: str = "btn", **attrs: object) -> str:
    extra = "".join(
        f' {k.rstrip("_").replace("_", "-")}="{e(v)}"'
        for k, v in attrs.items()
        if v not in (None, False, True)
    )
    flags = "".join(f" {k}" for k, v in attrs.items() if v is True)
    data_arg = f' data-arg="{e(arg)}"' if arg else ""
    return (
        f'<button type="button" class="{e(cls)}" data-intent="{e(intent)}"{data_arg}'
        f"{extra}{flags}>{e(label)}</button>"
    )


def flow_panel(info: TacticalInfo, t: Translator) -> str:
    flow = info.flow
    if flow is None:
        return ""
    card_name = t("flow.return_title") if flow.card == "RETURN" else t.card(flow.card)
    done = flow.done()
    kind = flow.step_kind()
    total = flow.steps
    step_no = min(len(flow.picks) + 1, total)
    title = t("flow.title", card=card_name, i=step_no, total=total)
    picked = ""
    if flow.picks:
        kinds = [k for k, _ in choices_of(done)] if done is not None else []
        if not kinds:
            for a in flow.matching():
                kinds = [k for k, _ in choices_of(a)]
                break
        items = "".join(
            f"<li>{e(pick_label(kinds[i] if i < len(kinds) else '', v, t))}</li>"
            for i, v in enumerate(flow.picks)
        )
        picked = f'<ol class="flow-picks" aria-label="{e(t("flow.chosen"))}">{items}</ol>'
    body = ""
    if done is None and kind is not None:
        allowed = flow.allowed()
        opts = []
        for value in step_domain(kind, flow, info.flow_sides, info.hand):
            ok = value in allowed
            opts.append(
                "<li>"
                + _button(
                    option_label(kind, value, t),
                    "tactic-pick",
                    value,
                    cls="btn choice-btn flow-opt",
                    disabled=not ok,
                    id_=f"flow-{value.replace('@', '-at-')}",
                )
                + "</li>"
            )
        prompt = t(f"flow.step.{kind}", n=info.return_count)
        body = (
            f'<p class="flow-prompt">{e(prompt)}</p><ul class="flow-options">{"".join(opts)}</ul>'
        )
    controls = []
    if done is not None:
        controls.append(
            _button(
                t("flow.confirm", card=card_name),
                "tactic-confirm",
                cls="btn primary",
                id_="flow-confirm",
            )
        )
    if flow.picks:
        controls.append(
            _button(t("flow.back"), "tactic-back", cls="btn secondary", id_="flow-back")
        )
    if flow.card != "RETURN":
        controls.append(
            _button(t("flow.cancel"), "tactic-cancel", cls="btn secondary", id_="flow-cancel")
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


def hand_notes(info: TacticalInfo, t: Translator) -> str:
    """Near the hand: what each tactic card in it does, and why it can't be played now."""
    items = []
    for card in dict.fromkeys(info.hand_tactics):
        reason = info.reasons.get(card)
        why = ""
        if reason is not None:
            from .render import message_text

            why = f' <span class="why">{e(message_text(reason, t))}</span>'
        items.append(
            f'<li id="note-{e(card)}"><strong>{e(t.card(card))}</strong>: '
            f"{e(t(f'tactic.short.{card}'))}{why}</li>"
        )
    if not items:
        return ""
    return f'<ul class="tactic-notes">{"".join(items)}</ul>'


def status_html(info: TacticalInfo, names: tuple[str, str], t: Translator) -> str:
    """Tactic deck, tactic cards played by each player, and the discard pile (a disclosure)."""
    counts = "".join(
        f'<span class="tactics-played">'
        f"{e(t('board.tactics_played', name=names[p], n=info.played_counts[p]))}</span>"
        for p in (0, 1)
    )
    deck = f'<span class="tactic-deck">{e(t("board.tactic_deck", n=info.tactic_deck_size))}</span>'
    if info.discard:
        from .render import card_row

        pile = card_row(info.discard, t, "card-row small")
    else:
        pile = f"<p>{e(t('board.discard_empty'))}</p>"
    discard = (
        f'<details class="discard" id="discard"><summary>'
        f"{e(t('board.discard', n=len(info.discard)))}</summary>{pile}</details>"
    )
    return f'<div class="tactical-status">{deck}{counts}{discard}</div>'


def end_buttons(info: TacticalInfo, can_end: bool, t: Translator) -> list[str]:
    """End-of-turn buttons: one per deck to draw from, or a plain end."""
    out = []
    if can_end and info.draw_choices:
        for deck in info.draw_choices:
            out.append(
                _button(
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
            _button(label, "end-turn", cls="btn primary", id_="btn-end", disabled=not can_end)
        )
    return out


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
        f'<span class="{e(card_class(c))}" aria-hidden="true">{tactic_face(c)}</span>'
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


# --- the public log ----------------------------------------------------------------------------


def log_entry(h: object) -> LogEntry | None:
    """A log line for a tactic play (``None`` for other actions)."""
    a = getattr(h, "action", None)
    player = getattr(h, "player", None)
    if isinstance(a, Mode):
        return LogEntry("tactic-mode", player, str(a.mode), a.stone)
    if isinstance(a, Recruit):
        return LogEntry("tactic-recruit", player, "RECRUITER", text=f"{a.clan}-{a.tactic}")
    if isinstance(a, Return):
        return LogEntry("tactic-return", player, text=str(len(a.cards) or len(a.hidden)))
    if isinstance(a, Strategist | Banshee | Traitor):
        name = type(a).__name__.upper()
        to = getattr(a, "to", None)
        dest = "discard" if to is None else str(to)
        return LogEntry(f"tactic-{name.lower()}", player, str(a.card), a.stone, text=dest)
    return None


def log_text(entry: LogEntry, name: str, t: Translator) -> str:
    n = (entry.stone or 0) + 1
    card = t.card(entry.card) if entry.card else ""
    if entry.kind == "tactic-mode":
        return t("log.tactic.mode", name=name, card=card, n=n)
    if entry.kind == "tactic-recruit":
        clan, tactic = entry.text.split("-")
        return t("log.tactic.recruit", name=name, drawn=t.drawn(int(clan), int(tactic)))
    if entry.kind == "tactic-return":
        return t("log.tactic.return", name=name, n=int(entry.text))
    if entry.kind == "tactic-strategist":
        if entry.text == "discard":
            return t("log.tactic.strategist_discard", name=name, card=card, n=n)
        return t("log.tactic.strategist", name=name, card=card, n=n, to=int(entry.text) + 1)
    if entry.kind == "tactic-banshee":
        return t("log.tactic.banshee", name=name, card=card, n=n)
    if entry.kind == "tactic-traitor":
        return t("log.tactic.traitor", name=name, card=card, n=n, to=int(entry.text) + 1)
    return t("log.other", name=name, action=entry.kind)
