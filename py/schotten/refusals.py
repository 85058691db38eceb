"""The parameters of every refusal of the rules: one frozen dataclass per code.

A refusal names its situation with a stable ``code`` (for translation and tests) and carries
the details a translated message needs as a typed ``detail``, one of the classes below; its
``params`` mapping (what the UI and the JSON forms read) is derived from that detail: one entry
per field, in field order, tuples as lists, a field that is ``None`` left out. Cards are in
notation, stones 0-based, phases and formations by their codes.

Who reports a refusal decides what is known, so there are three tables, and within each, each
code has exactly one type:

- :data:`REFUSALS`: an action :func:`schotten.rules.apply` refuses, other than a claim (the
  :class:`~schotten.errors.IllegalActionError` family); the phase table's codes
  (:mod:`schotten.phases`) are the subclasses of :class:`WrongPhase` (:data:`PHASE_REFUSALS`);
- :data:`VERDICTS`: a claim verdict (:class:`~schotten.claims.ClaimVerdict`), ``"ok"``
  included; a refused claim raises :class:`~schotten.errors.ClaimRefusedError` with its
  verdict's detail. ``"stone_claimed"`` is in both tables: a card placed on a claimed stone
  (:class:`StoneClaimed`) is not a claim of it (:class:`VerdictStoneClaimed`);
- a tactic card's status (:class:`~schotten.tactical.TacticOption`): :class:`TacticPlays`,
  whatever its code.

>>> detail = SideFull(stone=4)
>>> detail.code, detail.params
('side_full', {'stone': 4})
>>> REFUSALS["side_full"] is SideFull
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal


@dataclass(frozen=True, slots=True)
class Detail:
    """The typed parameters of an error or a refusal (the base of every class here)."""

    code: ClassVar[str] = ""
    """The code these parameters go with (``""`` for a type shared by several codes)."""

    @property
    def params(self) -> dict[str, Any]:
        """The parameters as a plain JSON-ready mapping (a new dict each time)."""
        return _params(self)


def _params(detail: Detail) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(detail):
        value = getattr(detail, f.name)
        if value is not None:
            out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


# --- the rules' refusals of an action -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Refusal(Detail):
    """An action :func:`schotten.rules.apply` refuses (claims aside: :class:`VerdictDetail`)."""

    code: ClassVar[str] = "illegal_action"


@dataclass(frozen=True, slots=True)
class WrongPhase(Refusal):
    """Not the moment for ``action`` (:mod:`schotten.phases`): the base of the phase table's
    codes, each a subclass with the same fields."""

    code: ClassVar[str] = "wrong_phase"
    action: str
    phase: str
    """The phase's code (:attr:`schotten.state.Phase.code`)."""


@dataclass(frozen=True, slots=True)
class MatchOver(WrongPhase):
    """The match is over: nothing more happens."""

    code: ClassVar[str] = "match_over"


@dataclass(frozen=True, slots=True)
class RoundOver(WrongPhase):
    """The round is over: only the next round may be dealt."""

    code: ClassVar[str] = "round_over"


@dataclass(frozen=True, slots=True)
class FinishRecruiter(WrongPhase):
    """The Recruiter's cards must be put back first."""

    code: ClassVar[str] = "finish_recruiter"


@dataclass(frozen=True, slots=True)
class NoRecruiter(WrongPhase):
    """Cards are put back only after playing the Recruiter."""

    code: ClassVar[str] = "no_recruiter"


@dataclass(frozen=True, slots=True)
class RoundNotOver(WrongPhase):
    """The next round is dealt only once this one is over."""

    code: ClassVar[str] = "round_not_over"


@dataclass(frozen=True, slots=True)
class AlreadyPlayed(WrongPhase):
    """The turn's card is played (or the turn passed)."""

    code: ClassVar[str] = "already_played"


@dataclass(frozen=True, slots=True)
class PlayFirst(WrongPhase):
    """The turn ends only after its card (or a pass)."""

    code: ClassVar[str] = "play_first"


@dataclass(frozen=True, slots=True)
class ClaimTiming(WrongPhase):
    """Not the moment for claims (after the card, or before it under expert timing)."""

    code: ClassVar[str] = "claim_timing"


@dataclass(frozen=True, slots=True)
class TacticalOnly(Refusal):
    """A tactic card or a deck choice outside the tactical variant."""

    code: ClassVar[str] = "tactical_only"
    action: str


@dataclass(frozen=True, slots=True)
class UnknownAction(Refusal):
    """Not an engine action at all."""

    code: ClassVar[str] = "unknown_action"
    action: str
    """The object's ``repr``."""


@dataclass(frozen=True, slots=True)
class CardNotInHand(Refusal):
    """``action`` plays (or puts back) ``card``, which is not in the player's hand."""

    code: ClassVar[str] = "card_not_in_hand"
    card: str
    action: str


@dataclass(frozen=True, slots=True)
class StoneClaimed(Refusal):
    """A card placed on, moved to or taken from a claimed stone."""

    code: ClassVar[str] = "stone_claimed"
    stone: int


@dataclass(frozen=True, slots=True)
class SideFull(Refusal):
    """The player's side of ``stone`` already holds all its cards."""

    code: ClassVar[str] = "side_full"
    stone: int


@dataclass(frozen=True, slots=True)
class PassNotAllowed(Refusal):
    """A pass while a placement exists; ``example`` is one (in notation)."""

    code: ClassVar[str] = "pass_not_allowed"
    example: str


@dataclass(frozen=True, slots=True)
class TacticLimit(Refusal):
    """The player has played more tactic cards this round than the opponent."""

    code: ClassVar[str] = "tactic_limit"
    card: str
    played: int
    opponent_played: int


@dataclass(frozen=True, slots=True)
class SecondJoker(Refusal):
    """The player has already played a Joker this round."""

    code: ClassVar[str] = "second_joker"
    card: str


@dataclass(frozen=True, slots=True)
class NoCardToDraw(Refusal):
    """The Recruiter with both decks empty."""

    code: ClassVar[str] = "no_card_to_draw"
    card: str


@dataclass(frozen=True, slots=True)
class CardNotOnStone(Refusal):
    """A ruse aimed at ``card``, which is not on the side of ``stone`` it must come from."""

    code: ClassVar[str] = "card_not_on_stone"
    card: str
    stone: int
    action: str


@dataclass(frozen=True, slots=True)
class EliteTroop(Refusal):
    """The Traitor aimed at an elite troop (it takes clan cards only)."""

    code: ClassVar[str] = "elite_troop"
    card: str
    stone: int
    action: str


@dataclass(frozen=True, slots=True)
class SameStone(Refusal):
    """The Strategist moving a card to the stone it is on."""

    code: ClassVar[str] = "same_stone"
    stone: int
    action: str


@dataclass(frozen=True, slots=True)
class ModePresent(Refusal):
    """A combat mode on a stone that already carries it."""

    code: ClassVar[str] = "mode_present"
    stone: int
    card: str


@dataclass(frozen=True, slots=True)
class BadDraw(Refusal):
    """The Recruiter's draws do not add up: ``draws`` in all, at most ``clan_deck`` and
    ``tactic_deck`` from each deck."""

    code: ClassVar[str] = "bad_draw"
    draws: int
    clan_deck: int
    tactic_deck: int


@dataclass(frozen=True, slots=True)
class ReturnCount(Refusal):
    """The Recruiter's return puts back other than ``count`` cards (or names only decks)."""

    code: ClassVar[str] = "return_count"
    count: int
    action: str


@dataclass(frozen=True, slots=True)
class ChooseDeck(Refusal):
    """A tactical turn ended without naming the deck to draw from (one of ``decks``)."""

    code: ClassVar[str] = "choose_deck"
    decks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckEmpty(Refusal):
    """A draw from the empty ``deck``; ``decks`` are those that hold cards."""

    code: ClassVar[str] = "deck_empty"
    deck: str
    decks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NoDraw(Refusal):
    """A deck named when no card is drawn: the round ends by the stalemate rule, the hand is
    full or both decks are empty."""

    code: ClassVar[str] = "no_draw"
    action: str
    reason: Literal["stalemate", "hand_full", "decks_empty"]


PHASE_REFUSALS: Mapping[str, type[WrongPhase]] = {
    c.code: c
    for c in (
        MatchOver,
        RoundOver,
        FinishRecruiter,
        NoRecruiter,
        RoundNotOver,
        AlreadyPlayed,
        PlayFirst,
        ClaimTiming,
    )
}
"""The type of each code of :data:`schotten.phases.CODES`."""

REFUSALS: Mapping[str, type[Refusal]] = {
    **PHASE_REFUSALS,
    **{
        c.code: c
        for c in (
            TacticalOnly,
            UnknownAction,
            CardNotInHand,
            StoneClaimed,
            SideFull,
            PassNotAllowed,
            TacticLimit,
            SecondJoker,
            NoCardToDraw,
            CardNotOnStone,
            EliteTroop,
            SameStone,
            ModePresent,
            BadDraw,
            ReturnCount,
            ChooseDeck,
            DeckEmpty,
            NoDraw,
        )
    },
}
"""The type of each code an action other than a claim is refused with."""


# --- claim verdicts -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictDetail(Detail):
    """A claim verdict's parameters: the claimed ``stone`` (``-1`` when there is no such
    stone), the claimer and whether the claim is early (the opponent's side is incomplete)."""

    code: ClassVar[str] = "claim"
    stone: int
    player: int
    early: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictOk(VerdictDetail):
    """The claim is legal: the claimer's formation, and the opponent's when complete."""

    code: ClassVar[str] = "ok"
    formation: str
    total: int
    opponent_formation: str | None = None
    opponent_total: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictNoSuchStone(VerdictDetail):
    """The claim names no stone."""

    code: ClassVar[str] = "no_such_stone"


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictStoneClaimed(VerdictDetail):
    """The stone is claimed already, by ``claimed_by``."""

    code: ClassVar[str] = "stone_claimed"
    claimed_by: int


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictSideIncomplete(VerdictDetail):
    """The claimer's side holds ``cards`` of the ``needed``."""

    code: ClassVar[str] = "side_incomplete"
    cards: int
    needed: int


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictOpponentWins(VerdictDetail):
    """Both sides are complete and the opponent's wins."""

    code: ClassVar[str] = "opponent_wins"
    formation: str
    total: int
    opponent_formation: str
    opponent_total: int


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictOpponentCanBeat(VerdictDetail):
    """An early claim refused: the cards of ``counterexample`` would complete the opponent's
    side as ``opponent_formation`` and beat the claimer; ``counterexample_elites`` pairs each
    elite troop already on that side with the card it would count as."""

    code: ClassVar[str] = "opponent_can_beat"
    formation: str
    total: int
    opponent_formation: str
    opponent_total: int
    counterexample: tuple[str, ...]
    counterexample_elites: tuple[tuple[str, str], ...] | None = None

    @property
    def params(self) -> dict[str, Any]:
        out = _params(self)
        if self.counterexample_elites is not None:
            out["counterexample_elites"] = dict(self.counterexample_elites)
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictNotYourTurn(VerdictDetail):
    """The claimer is not the current player."""

    code: ClassVar[str] = "not_your_turn"


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictRoundOver(VerdictDetail):
    """The round (or the match) is over."""

    code: ClassVar[str] = "round_over"


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictClaimTiming(VerdictDetail):
    """Not the moment for claims (the phase table's ``claim_timing``)."""

    code: ClassVar[str] = "claim_timing"


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictFinishRecruiter(VerdictDetail):
    """The Recruiter's cards must be put back first (the phase table's ``finish_recruiter``)."""

    code: ClassVar[str] = "finish_recruiter"


VERDICTS: Mapping[str, type[VerdictDetail]] = {
    c.code: c
    for c in (
        VerdictOk,
        VerdictNoSuchStone,
        VerdictStoneClaimed,
        VerdictSideIncomplete,
        VerdictOpponentWins,
        VerdictOpponentCanBeat,
        VerdictNotYourTurn,
        VerdictRoundOver,
        VerdictClaimTiming,
        VerdictFinishRecruiter,
    )
}
"""The type of each code a claim verdict gives."""


# --- a tactic card's status ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TacticPlays(Detail):
    """A tactic card's status, whatever its code: the card, and how many tactic cards the
    player and the opponent have played this round (what the tactic limit compares)."""

    card: str
    played: int
    opponent_played: int
