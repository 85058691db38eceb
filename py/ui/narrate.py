"""Every game event in words: the one place an action, a refusal or a choice becomes a
:class:`~ui.model.Message` (a translation key and its parameters), and a message becomes text.

- :func:`words`: an action → its line in the public log and its announcement when the computer
  played it (one ``case`` per kind of action: a new action is one new entry here);
- :func:`error_message`, :func:`verdict_message`, :func:`reason_message`: a refusal code of the
  engine → the message that explains it;
- :func:`message_text`: a message → text in the page's language (cards, formations, stone
  numbers, choices said as people say them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from schotten.actions import (
    CLAN_DECK,
    Action,
    Banshee,
    Claim,
    EndTurn,
    Mode,
    NextRound,
    Pass,
    Place,
    Recruit,
    Return,
    Strategist,
    Traitor,
)
from schotten.claims import ClaimVerdict
from schotten.errors import ClaimRefusedError, IllegalActionError
from schotten.events import (
    CardDiscarded,
    CardMoved,
    CardPlaced,
    CardsRecruited,
    CardsReturned,
    Event,
    ModePlaced,
    Passed,
    RoundDealt,
    RoundEnded,
    StoneClaimed,
    TurnEnded,
    action_events,
)
from schotten.hints import PLACE_REASONS, Hint
from schotten.phases import CODES as PHASE_CODES
from schotten.state import GameState, HistoryEntry
from schotten.tactics import Tactic

from .i18n import Translator
from .model import (
    AtStone,
    CardOn,
    Choice,
    Destination,
    Draws,
    LogEntry,
    Message,
    Param,
    Params,
    PutBack,
)

# --- actions -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Words:
    """What an action becomes in words: its log line (``kind`` is its CSS class; ``log`` is
    ``None`` for an action the log does not show), the computer's announcement of it, the
    hint's line advising it, and the board's last-turn strip line when it says more than the
    log (:attr:`turn`)."""

    kind: str
    log: Message | None
    bot: Message
    advice: Message
    strip: Message | None = None

    @property
    def turn(self) -> Message | None:
        """The line of the board's last-turn strip."""
        return self.strip if self.strip is not None else self.log


def words(action: Action, name: str, round_over: bool = False) -> Words:
    """The words of ``action`` played by ``name`` (``round_over``: it ended the round).

    Stones are numbered 1-9 for people (``stone`` params are said as ``n``; ``to`` is given
    already numbered). After the Recruiter only the decks the cards went under are said, as
    the other player sees them (:meth:`~schotten.actions.Return.conceal`), never the cards."""
    who: dict[str, Param] = {"name": name}
    match action:
        case Place(card=card, stone=stone):
            params = {**who, "card": str(card), "stone": stone}
            bot = "bot.placed_elite" if isinstance(card, Tactic) else "bot.placed"
            advice = Message("hint.play.put", params)
            return Words("place", Message("log.place", params), Message(bot, params), advice)
        case Claim(stone=stone):
            params = {**who, "stone": stone}
            announced, advice = Message("bot.claimed", params), Message("hint.claim", params)
            return Words("claim", Message("log.claim", params), announced, advice)
        case Pass():
            return Words(
                "pass", Message("log.pass", who), Message("bot.passed", who), Message("hint.pass")
            )
        case Mode(mode=mode, stone=stone):
            params = {**who, "card": str(mode), "stone": stone}
            bot = "bot.mode_mud" if mode is Tactic.MUD else "bot.mode_blind"
            log, advice = Message("log.tactic.mode", params), Message("hint.play.put", params)
            return Words("tactic-mode", log, Message(bot, params), advice)
        case Recruit(clan=clan, tactic=tactic):
            params = {**who, "clan": clan, "tactic": tactic}
            return Words(
                "tactic-recruit",
                Message("log.tactic.recruit", params),
                Message("bot.recruited", params),
                Message("hint.play.recruit", params),
            )
        case Return():
            decks = action.conceal().decks
            clan = sum(1 for d in decks if d == CLAN_DECK)
            tactic = len(decks) - clan
            which = "both" if clan and tactic else f"clan{clan}" if clan else f"tactic{tactic}"
            log = Message("log.tactic.return", {**who, "n": len(action.cards) or len(decks)})
            advice = Message("hint.return", {"cards": tuple(str(c) for c in action.cards)})
            return Words("tactic-return", log, Message(f"bot.returned.{which}", who), advice)
        case Strategist(card=card, stone=stone, to=to):
            params = {**who, "card": str(card), "stone": stone}
            if to is None:
                log = Message("log.tactic.strategist_discard", params)
                announced = Message("bot.strategist_discard", params)
                advice = Message("hint.play.strategist_discard", params)
                return Words("tactic-strategist", log, announced, advice)
            params = {**params, "to": to + 1}
            log = Message("log.tactic.strategist", params)
            advice = Message("hint.play.strategist", params)
            return Words("tactic-strategist", log, Message("bot.strategist", params), advice)
        case Banshee(card=card, stone=stone):
            params = {**who, "card": str(card), "stone": stone}
            log = Message("log.tactic.banshee", params)
            advice = Message("hint.play.banshee", params)
            return Words("tactic-banshee", log, Message("bot.banshee", params), advice)
        case Traitor(card=card, stone=stone, to=to):
            params = {**who, "card": str(card), "stone": stone, "to": to + 1}
            log = Message("log.tactic.traitor", params)
            advice = Message("hint.play.traitor", params)
            return Words("tactic-traitor", log, Message("bot.traitor", params), advice)
        case EndTurn(draw=draw):
            end = "ended_round" if round_over else f"ended_{draw}" if draw else "ended"
            advice = Message(f"hint.draw.{draw}" if draw else "hint.end_turn")
            strip = Message(f"table.end.{draw or 'none'}", who)  # the deck drawn from
            announced = Message(f"bot.{end}", who)
            return Words("end", Message("log.end", who), announced, advice, strip)
        case NextRound():  # the round's header says it in the log
            return Words("next", None, Message("bot.ended", who), Message("hint.next_round"))
    # every kind of action has its case above, so no notation ever reaches a player's screen
    assert_never(action)


def played(events: Sequence[Event], names: tuple[str, str], round_no: int) -> Message:
    """What a person's own action did, announced to them (``events``: the action's, from
    :func:`schotten.events.apply_with_events`; ``round_no``: the round it was played in)."""
    ended = next((e for e in events if isinstance(e, RoundEnded)), None)
    for e in events:
        match e:
            case CardPlaced(card=card, stone=stone):
                return Message("msg.placed", {"card": str(card), "stone": stone})
            case StoneClaimed(stone=stone) if ended is not None:
                name = names[ended.winner] if ended.winner is not None else ""
                return Message("msg.round_won", {"name": name, "n": round_no + 1})
            case StoneClaimed(stone=stone):
                return Message("msg.claimed", {"stone": stone}, "success")
            case Passed():
                return Message("msg.passed")
            case TurnEnded() | RoundDealt():
                return Message("msg.turn_ended")
            case CardsRecruited():
                return Message("flow.recruited")
            case CardsReturned(player=player, decks=decks):
                return Message("log.tactic.return", {"name": names[player], "n": len(decks)})
            case ModePlaced(mode=card) | CardMoved(by=card) | CardDiscarded(by=card):
                return Message("flow.played", {"card": str(card)})
    raise ValueError(f"no action among {events!r}")


def log_entries(history: Sequence[HistoryEntry], names: tuple[str, str]) -> tuple[LogEntry, ...]:
    """The public log: every applied action with its player, round headers in between."""
    out: list[LogEntry] = []
    current_round: int | None = None
    for h in history:
        if h.round_no != current_round:
            current_round = h.round_no
            out.append(LogEntry("round", Message("log.round", {"n": h.round_no + 1})))
        said = words(h.action, names[h.player] if h.player in (0, 1) else "")
        if said.log is not None:
            out.append(LogEntry(said.kind, said.log))
    return tuple(out)


def bot_message(action: Action, name: str, round_over: bool = False) -> Message:
    """How the computer's action is announced (see :func:`words`)."""
    return words(action, name, round_over).bot


# --- refusals ----------------------------------------------------------------------------------


def error_message(exc: IllegalActionError, state: GameState) -> Message:
    """A translatable message for an action the engine refused."""
    code = exc.code
    params = dict(exc.params)
    if isinstance(exc, ClaimRefusedError) and isinstance(exc.verdict, ClaimVerdict):
        return verdict_message(exc.verdict, state, ("", ""))
    if code == "card_not_in_hand":
        return Message("error.card_not_in_hand", {"card": str(params.get("card", ""))}, "error")
    if code in ("stone_claimed", "side_full"):
        stone = params.get("stone", 0)
        return Message(f"error.{code}", {"stone": stone if isinstance(stone, int) else 0}, "error")
    if code in ("pass_not_allowed", "match_over", "round_over"):
        return Message(f"error.{code}", {}, "error")
    if code == "already_played":
        return Message("error.already_placed", {}, "error")
    if code == "play_first":
        return Message("error.must_place_first", {}, "error")
    if code == "claim_timing":
        key = "verdict.expert_timing" if state.options.expert else "error.claim_after_play"
        return Message(key, {}, "error")
    if code in ("finish_recruiter", "no_recruiter", "round_not_over"):
        return Message(f"error.{code}", {}, "error")
    if code in PHASE_CODES:
        return Message("error.wrong_phase", {}, "error")
    return Message("error.generic", {}, "error")


def verdict_message(v: ClaimVerdict, state: GameState, names: tuple[str, str]) -> Message:
    """Why a claim is (not) possible, with the beating completion for a refused early claim."""
    opponent = names[1 - v.player] if v.player in (0, 1) else ""
    base: dict[str, Param] = {"stone": v.stone, "opponent": opponent}
    if v.code == "ok":
        return Message("verdict.ok", base, "success")
    if v.code == "opponent_can_beat":
        if v.counterexample and v.opponent_formation is not None and v.formation is not None:
            side = tuple(str(c) for c in state.stones[v.stone].sides[1 - v.player])
            full = side + tuple(str(c) for c in v.counterexample)
            params: dict[str, Param] = {
                **base,
                "cards": full,
                "on_table": side,  # marked: the rest is the completion
                "formation": (v.opponent_formation.kind.code, v.opponent_formation.total),
                "mine": (v.formation.kind.code, v.formation.total),
            }
            elites = v.params.get("counterexample_elites") if v.params else None
            if elites:
                params["elites"] = tuple((str(a), str(b)) for a, b in elites.items())
                return Message("verdict.opponent_can_beat_elites", params, "error", full)
            return Message("verdict.opponent_can_beat", params, "error", full)
        return Message("verdict.opponent_can_beat_plain", base, "error")
    if v.code in PHASE_CODES:
        key = "verdict.expert_timing" if state.options.expert else "verdict.wrong_phase"
        return Message(key, base, "error")
    known = ("stone_claimed", "side_incomplete", "opponent_wins", "not_your_turn")
    if v.code in known:
        return Message(f"verdict.{v.code}", base, "error")
    return Message("verdict.unknown", base, "error")


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
"""The refusal codes of a tactic card that have their own explanation."""


def reason_message(card: str, code: str, params: Params, *, named: bool = True) -> Message:
    """Why the tactic card ``card`` can't be played now; ``named=False``: the same without the
    card's name, for a note already headed by it ("Joker: cannot be played yet...")."""
    group = "tactic.reason" if named else "tactic.why"
    key = f"{group}.{code}" if code in REASONS else f"{group}.other"
    played = params.get("played", 0)
    opponent_played = params.get("opponent_played", 0)
    return Message(
        key,
        {
            "card": card,
            "n": played if isinstance(played, int) else 0,  # the plural form follows it
            "opponent_played": opponent_played if isinstance(opponent_played, int) else 0,
        },
        "error",
    )


def is_tactic_refusal(msg: Message) -> bool:
    """Whether ``msg`` says why a tactic card of the hand can't be played
    (:func:`reason_message`)."""
    return msg.key.startswith("tactic.reason.")


# --- text --------------------------------------------------------------------------------------


def choice_label(choice: Choice, t: Translator) -> str:
    """A choice of the guided play, as its button says it."""
    if isinstance(choice, AtStone):
        return t("flow.opt.stone", n=choice.stone + 1)
    if isinstance(choice, Destination):
        if choice.stone is None:
            return t("flow.opt.discard")
        return t("flow.opt.to", n=choice.stone + 1)
    if isinstance(choice, CardOn):
        return t("flow.opt.card_on", card=t.card(str(choice.card)), n=choice.stone + 1)
    if isinstance(choice, Draws):
        return t.drawn(choice.clan, choice.tactic)
    assert isinstance(choice, PutBack)
    return t.card(str(choice.card))


_CHOICES = (AtStone, CardOn, Destination, Draws, PutBack)


def message_params(msg: Message, t: Translator) -> dict[str, object]:
    """Translate a message's raw parameters (cards, formations, stone numbers, choices)."""
    out: dict[str, object] = {}
    raw = msg.params.get("on_table", ())
    on_table = set(raw) if isinstance(raw, tuple) else set()
    for key, value in msg.params.items():
        if isinstance(value, Message):  # a sentence within the sentence (a play in words)
            out[key] = message_text(value, t)
        elif isinstance(value, _CHOICES):
            out["choice" if key == "pick" else key] = choice_label(value, t)
        elif key == "card" and isinstance(value, str):
            out[key] = t.card(value)
        elif key == "cards" and isinstance(value, tuple):
            out[key] = ", ".join(
                t("verdict.on_table", card=t.card(str(v))) if v in on_table else t.card(str(v))
                for v in value
            )
        elif key in ("clan", "tactic") and isinstance(value, int):
            out[key] = value
            clan, tactic = msg.params.get("clan", 0), msg.params.get("tactic", 0)
            out["drawn"] = t.drawn(
                clan if isinstance(clan, int) else 0, tactic if isinstance(tactic, int) else 0
            )
        elif key == "elites" and isinstance(value, tuple):
            out[key] = ", ".join(
                t("board.counts_as", card=t.card(str(pair[0])), as_=t.card(str(pair[1])))
                for pair in value
                if isinstance(pair, tuple)
            )
        elif key in ("formation", "mine") and isinstance(value, tuple) and len(value) == 2:
            code, total = value
            out[key] = t.formation(str(code), total if isinstance(total, int) else 0)
        elif key == "stone" and isinstance(value, int):
            out["n"] = value + 1
        elif key.startswith("a_") and isinstance(value, str):  # a lesson's formation (Said)
            out[key] = t(f"lesson.a.{value}")
        elif key.startswith("kind_") and isinstance(value, str):
            out[key] = t.kind(value)
        elif key.startswith("as_") and isinstance(value, str):
            out[key] = t.card(value)
        elif key.startswith("cards_") and isinstance(value, tuple):
            out[key] = t.card_list(str(v) for v in value)
        else:
            out[key] = value
    return out


def message_text(msg: Message, t: Translator) -> str:
    """A message in the page's language."""
    return t(msg.key, **message_params(msg, t))


# --- the table in motion: the other side's last turn ------------------------------------------


def last_turn_entries(
    history: Sequence[HistoryEntry], names: tuple[str, str]
) -> tuple[LogEntry, ...]:
    """The actions of one turn in words, for the board's "last turn" strip: as the log says
    them, with the end of the turn naming the deck drawn from (``history`` is public: a
    player's view, the other side's returned cards concealed)."""
    out: list[LogEntry] = []
    for h in history:
        said = words(h.action, names[h.player] if h.player in (0, 1) else "")
        if said.turn is not None:
            out.append(LogEntry(said.kind, said.turn))
    return tuple(out)


# --- learning tools: a hint in words (schotten.hints) ------------------------------------------


def _pct(x: float | None) -> int:
    return round((x or 0.0) * 100)


def hint_messages(h: Hint, other: str) -> tuple[Message, ...]:
    """A hint's sentences, from its codes and figures (``other``: the other player's name):
    what to play (:func:`words`' advice) and, for a card or a claim, why: the formation it
    keeps open, the chance to win the stone and the round, a card better kept for another
    stone."""
    lines: list[Message] = []
    n = h.stone
    placed = _placed(h.action)
    claimed = next((e for e in action_events(0, h.action) if isinstance(e, StoneClaimed)), None)
    if claimed is not None:
        key = "hint.claim_round" if h.reason == "wins_round" else "hint.claim"
        return (Message(key, {"stone": claimed.stone}, "info"),)
    if placed is not None:
        card = str(placed.card)
        params: dict[str, Param] = {
            "card": card,
            "stone": n,
            "before": _pct(h.stone_chance_before),
            "after": _pct(h.stone_chance),
        }
        reason = h.reason if h.reason in PLACE_REASONS else "build"
        if reason in ("build", "least_harm", "lookahead") and h.stone_chance is None:
            reason = "tactical"  # the tactical heuristic gives no stone's chance after it
        lines.append(Message(f"hint.place.{reason}", params, "info"))
        if h.blocks and reason not in ("block", "wins_round"):
            lines.append(Message("hint.blocks", {"stone": n, "name": other}, "info"))
        if h.aim is not None:
            formation = (h.aim.kind, h.aim.total)
            if h.aim.cards:
                cards = tuple(str(c) for c in h.aim.cards)
                lines.append(Message(f"hint.aim.{h.aim.kind}", {"cards": cards}))
            else:
                lines.append(Message("hint.aim_done", {"formation": formation}))
        kept = [k for k in map(_placed, (k.action for k in h.kept)) if k and k.stone != n]
        if kept:
            lines.append(Message("hint.kept", {"card": str(kept[0].card), "stone": kept[0].stone}))
    else:
        lines.append(words(h.action, "").advice)
    lines.append(
        Message(
            "hint.round",
            {"before": _pct(h.round_chance_before), "after": _pct(h.round_chance)},
        )
    )
    return tuple(lines)


def _placed(action: Action) -> CardPlaced | None:
    """The card ``action`` places from the hand, if it places one."""
    return next((e for e in action_events(0, action) if isinstance(e, CardPlaced)), None)
