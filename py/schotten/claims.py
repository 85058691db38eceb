"""Claiming a stone (docs/rules.md, "Claiming a stone"): verdicts with reasons.

A verdict says whether a player may claim a stone and, when not, why. For an early claim (the
opponent's side is incomplete) that fails, it carries one concrete completion of the opponent's
side, drawn only from cards not on a stone, that beats the claimer.

The proof's pool is every clan card not on a stone: the deck and both hands, the claimer's own
hand included. Cards on claimed stones count as on the table. A completion that only ties the
claimer does not beat them: the claimer completed first.

Tactical variant (docs/rules.md, "Proofs and ties with tactic cards"): discarded clan cards
are out of the pool too; elite troops already on the opponent's side are wild within their
range (and those on the claimer's side count as their best); tactic cards not yet played are
not considered. A side needs 4 cards under Mud Fight; Blind-Man's Bluff compares sums.

>>> from schotten.cards import parse_cards
>>> sides = [(parse_cards("R7 R8 R9"), ())] + [((), ())] * 8
>>> table_claims(sides, [0] + [None] * 8)
((0,), ())
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import phases
from .cards import Card
from .completion import best_completion, side_formation
from .errors import InvalidTableError
from .formations import Formation
from .inventory import Inventory
from .options import NUM_STONES
from .pool import Pool
from .refusals import (
    VERDICTS,
    VerdictDetail,
    VerdictNoSuchStone,
    VerdictNotYourTurn,
    VerdictOk,
    VerdictOpponentCanBeat,
    VerdictOpponentWins,
    VerdictRoundOver,
    VerdictSideIncomplete,
    VerdictStoneClaimed,
)
from .state import GameState, Phase
from .tactics import AnyCard, Tactic
from .variants import MUD_SIDE_SIZE

OK = "ok"


def _cards_text(cards: Sequence[AnyCard]) -> str:
    return " ".join(str(c) for c in cards)


def _elites_text(elites: Sequence[tuple[Tactic, Card]]) -> str:
    return ", ".join(f"{t} as {c}" for t, c in elites)


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """Whether ``player`` may claim ``stone``, and why.

    - ``ok``: the claim is legal; ``early`` tells an early claim (opponent side incomplete) from a
      normal one.
    - ``code``: ``"ok"``, ``"no_such_stone"``, ``"stone_claimed"``, ``"side_incomplete"``,
      ``"opponent_wins"`` (both complete, the opponent's side wins), ``"opponent_can_beat"``
      (early claim refused), ``"not_your_turn"``, ``"round_over"``, and the phase table's
      ``"claim_timing"`` or ``"finish_recruiter"`` (:mod:`schotten.phases`).
    - ``formation``: the claimer's formation (when complete); ``opponent_formation``: the
      opponent's (when complete) or the counterexample's.
    - ``counterexample``: for ``"opponent_can_beat"``, the cards (none on a stone) that would
      complete the opponent's side and beat the claimer; ``counterexample_elites`` what the
      elite troops already on that side would count as (tactical variant), else ``None``.
    - ``detail``: the verdict's parameters, typed (one class per code,
      :data:`schotten.refusals.VERDICTS`); it agrees with ``code``, ``stone``, ``player`` and
      ``early``.
    """

    ok: bool
    code: str
    message: str
    stone: int
    player: int
    early: bool = False
    formation: Formation | None = None
    opponent_formation: Formation | None = None
    counterexample: tuple[Card, ...] | None = None
    counterexample_elites: tuple[tuple[Tactic, Card], ...] | None = None
    detail: VerdictDetail = field(kw_only=True, compare=False)

    def __post_init__(self) -> None:
        d = self.detail
        if (d.code, d.stone, d.player, d.early) != (self.code, self.stone, self.player, self.early):
            raise ValueError(f"a verdict {self.code!r} with the detail {d!r}")

    @property
    def params(self) -> Mapping[str, Any]:
        """Values for a translated message (stone numbers 0-based, cards in notation), from
        ``detail``; read only: a new mapping each time."""
        return self.detail.params

    def to_dict(self) -> dict[str, Any]:
        out = {
            "ok": self.ok,
            "code": self.code,
            "message": self.message,
            "stone": self.stone,
            "player": self.player,
            "early": self.early,
            "formation": None if self.formation is None else self.formation.to_dict(),
            "opponent_formation": (
                None if self.opponent_formation is None else self.opponent_formation.to_dict()
            ),
            "counterexample": (
                None if self.counterexample is None else [str(c) for c in self.counterexample]
            ),
        }
        if self.counterexample_elites:
            out["counterexample_elites"] = {str(t): str(c) for t, c in self.counterexample_elites}
        return out


def stone_verdict(
    own: Sequence[AnyCard],
    other: Sequence[AnyCard],
    *,
    pool: Pool,
    own_first: bool,
    stone: int = 0,
    player: int = 0,
    claimed_by: int | None = None,
    size: int = 3,
    blind: bool = False,
) -> ClaimVerdict:
    """The verdict on one stone from its sides alone (turn and phase are not considered).

    ``own_first`` says whether the claimer's side was completed before the opponent's (it matters
    only when both are complete). ``pool`` holds the clan cards the opponent may still complete
    with (not on any stone, not discarded). ``size`` is 4 under Mud Fight; ``blind`` compares
    sums (Blind-Man's Bluff). Sides may hold elite troops.
    """
    if claimed_by is not None:
        who = "you" if claimed_by == player else "the opponent"
        taken = VerdictStoneClaimed(stone=stone, player=player, claimed_by=claimed_by)
        return _verdict(taken, f"stone {stone} is claimed (by {who})")
    if len(own) < size:
        short = VerdictSideIncomplete(stone=stone, player=player, cards=len(own), needed=size)
        return _verdict(
            short, f"cannot claim stone {stone}: your side has {len(own)} of {size} cards"
        )
    mine = side_formation(own, blind=blind)
    if len(other) >= size:
        theirs = side_formation(other, blind=blind)
        won = mine.beats(theirs) or (mine == theirs and own_first)
        both = (VerdictOk if won else VerdictOpponentWins)(
            stone=stone,
            player=player,
            formation=mine.kind.code,
            total=mine.total,
            opponent_formation=theirs.kind.code,
            opponent_total=theirs.total,
        )
        if won:
            why = "beats" if mine != theirs else "ties, and yours was completed first, with"
            message = f"stone {stone} can be claimed: your {mine} {why} the opponent's {theirs}"
        else:
            why = "beats" if mine != theirs else "ties, and was completed first, with"
            message = f"cannot claim stone {stone}: the opponent's {theirs} {why} your {mine}"
        return _verdict(both, message, mine, theirs)
    best = best_completion(other, pool, size, blind=blind)
    if best is None or not best.formation.beats(mine):
        reason = (
            "too few unseen cards remain to complete the opponent's side"
            if best is None
            else f"no completion of the opponent's side beats your {mine}"
        )
        early = VerdictOk(
            stone=stone, player=player, early=True, formation=mine.kind.code, total=mine.total
        )
        return _verdict(early, f"stone {stone} can be claimed early: {reason}", mine)
    completed = _cards_text(tuple(other) + best.cards)
    if best.elites:
        completed += f" ({_elites_text(best.elites)})"
    can_beat = VerdictOpponentCanBeat(
        stone=stone,
        player=player,
        early=True,
        formation=mine.kind.code,
        total=mine.total,
        opponent_formation=best.formation.kind.code,
        opponent_total=best.formation.total,
        counterexample=tuple(str(c) for c in best.cards),
        counterexample_elites=tuple((str(t), str(c)) for t, c in best.elites) or None,
    )
    return _verdict(
        can_beat,
        f"cannot claim stone {stone} yet: the opponent could complete it as {completed} "
        f"({best.formation}), which beats your {mine}",
        mine,
        best.formation,
        best.cards,
        best.elites or None,
    )


def _verdict(
    detail: VerdictDetail,
    message: str,
    formation: Formation | None = None,
    opponent_formation: Formation | None = None,
    counterexample: tuple[Card, ...] | None = None,
    elites: tuple[tuple[Tactic, Card], ...] | None = None,
) -> ClaimVerdict:
    """The verdict whose parameters are ``detail`` (its code, stone, claimer and earliness)."""
    return ClaimVerdict(
        detail.code == OK,
        detail.code,
        message,
        detail.stone,
        detail.player,
        detail.early,
        formation,
        opponent_formation,
        counterexample,
        elites,
        detail=detail,
    )


def unseen_pool(state: GameState) -> Pool:
    """Every clan card neither on a stone nor discarded (the deck and both hands): the pool of
    claim proofs."""
    return Pool.excluding(state.out_of_play())


def claim_verdict(
    state: GameState,
    player: int,
    stone: int,
    *,
    check_turn: bool = True,
    pool: Pool | None = None,
) -> ClaimVerdict:
    """May ``player`` claim ``stone`` now? With ``check_turn=False`` only the stone's position
    counts (would the claim be legal at the moment claims are allowed).
    """
    if not isinstance(stone, int) or not 0 <= stone < len(state.stones):
        return _verdict(VerdictNoSuchStone(stone=-1, player=player), f"no such stone: {stone!r}")
    if check_turn:
        refused = _turn_refusal(state, player, stone)
        if refused is not None:
            return refused
    s = state.stones[stone]
    return stone_verdict(
        s.sides[player],
        s.sides[1 - player],
        pool=unseen_pool(state) if pool is None else pool,
        own_first=s.first_complete == player,
        stone=stone,
        player=player,
        claimed_by=s.claimed_by,
        size=s.size,
        blind=s.blind,
    )


def all_verdicts(
    state: GameState, player: int, *, check_turn: bool = False
) -> tuple[ClaimVerdict, ...]:
    """The verdict on every stone for ``player`` (positional by default)."""
    pool = unseen_pool(state)
    return tuple(
        claim_verdict(state, player, i, check_turn=check_turn, pool=pool)
        for i in range(len(state.stones))
    )


def _turn_refusal(state: GameState, player: int, stone: int) -> ClaimVerdict | None:
    phase = state.phase
    if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return _verdict(VerdictRoundOver(stone=stone, player=player), "the round is over")
    if player != state.current_player:
        return _verdict(VerdictNotYourTurn(stone=stone, player=player), "it is not your turn")
    refused = phases.refusal(state, phases.Step.CLAIM)
    if refused is not None:
        return _verdict(VERDICTS[refused.code](stone=stone, player=player), refused.message)
    return None


Sides = Sequence[tuple[Sequence[AnyCard], Sequence[AnyCard]]]


def _stone_size(modes: Sequence[Sequence[Tactic]] | None, i: int, size: int) -> int:
    if modes is not None and Tactic.MUD in modes[i]:
        return MUD_SIDE_SIZE
    return size


def check_table(
    sides: Sides,
    size: int = 3,
    *,
    modes: Sequence[Sequence[Tactic]] | None = None,
    discard: Sequence[AnyCard] = (),
) -> None:
    """Raise :class:`InvalidTableError` unless ``sides`` is 9 stones of at most ``size`` cards a
    side (4 under Mud Fight) with no card twice (the two Jokers excepted, one a player); elite
    troops only in slots, combat modes only as ``modes``; ``discard`` counted too."""
    if len(sides) != NUM_STONES:
        raise InvalidTableError(
            f"a table has {NUM_STONES} stones, not {len(sides)}",
            code="wrong_stone_count",
            params={"count": len(sides)},
        )
    if modes is not None and len(modes) != NUM_STONES:
        raise InvalidTableError("modes must name one entry per stone")
    seen = Inventory(_table_error)
    for i, (a, b) in enumerate(sides):
        if modes is not None:
            seen.add_modes(i, modes[i])
        limit = _stone_size(modes, i, size)
        seen.add_side(i, 0, a, limit)
        seen.add_side(i, 1, b, limit)
    for p in (0, 1):
        jokers = sum(1 for a_b in sides for c in a_b[p] if c is Tactic.JOKER)
        if jokers > 1:
            raise InvalidTableError(
                f"p{p + 1} has {jokers} Jokers on the table (one a player)",
                code="two_jokers",
                params={"player": p},
            )
    seen.add(discard, "the discard pile")


def _table_error(message: str, code: str, params: Mapping[str, object]) -> InvalidTableError:
    return InvalidTableError(message, code=code, params=dict(params))


def table_claims(
    sides: Sides,
    first_complete: Sequence[int | None],
    claimed_by: Sequence[int | None] | None = None,
    size: int = 3,
    *,
    modes: Sequence[Sequence[Tactic]] | None = None,
    discard: Sequence[AnyCard] = (),
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The stones (ascending) each player could legally claim on their turn, from the table alone.

    ``sides[i]`` is ``(p0 cards, p1 cards)`` of stone ``i``; ``first_complete[i]`` the player whose
    side completed first (needed when both are complete); ``claimed_by[i]`` who holds a claimed
    stone, if any. Tactical variant: sides may hold elite troops, ``modes[i]`` the combat modes
    on stone ``i``, ``discard`` the public discard pile (its clan cards cannot complete a side).
    Cards neither on the table nor discarded are unseen. Raises :class:`InvalidTableError`.
    """
    check_table(sides, size, modes=modes, discard=discard)
    if len(first_complete) != len(sides):
        raise InvalidTableError("first_complete must name one entry per stone")
    gone = [c for a, b in sides for side in (a, b) for c in side if isinstance(c, Card)]
    gone += [c for c in discard if isinstance(c, Card)]
    pool = Pool.excluding(gone)
    result: tuple[list[int], list[int]] = ([], [])
    for i, (a, b) in enumerate(sides):
        holder = None if claimed_by is None else claimed_by[i]
        limit = _stone_size(modes, i, size)
        blind = modes is not None and Tactic.BLIND in modes[i]
        for p, (own, other) in enumerate(((a, b), (b, a))):
            if len(own) < limit or holder is not None:
                continue
            verdict = stone_verdict(
                own,
                other,
                pool=pool,
                own_first=first_complete[i] == p,
                stone=i,
                player=p,
                size=limit,
                blind=blind,
            )
            if verdict.ok:
                result[p].append(i)
    return tuple(result[0]), tuple(result[1])
