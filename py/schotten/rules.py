"""The rules: set-up, legal actions, applying an action, round and match results.

Every function is pure: :func:`apply` returns a new state and never changes its input; a refused
action raises an :class:`~schotten.errors.IllegalActionError` subclass and changes nothing.

A turn under normal timing is ``Place`` (or ``Pass`` when no placement exists), then any number
of ``Claim``, then ``EndTurn``. Under expert timing (RULES.md section 8) claims come first, then
``Place``/``Pass``, then ``EndTurn``. When a claim wins the round the phase becomes
``ROUND_OVER`` (``NextRound`` deals the next round) or, after the last round, ``MATCH_OVER``.

>>> from schotten.options import Options
>>> state = new_game(Options(first_player=0), seed=7)
>>> state.phase, state.current_player, len(state.hands[0]), len(state.deck)
(<Phase.PLAY: 'play'>, 0, 6, 42)
>>> move = legal_actions(state)[0]
>>> after = apply(state, move)
>>> after.phase, state.phase
(<Phase.AFTER_PLAY: 'after_play'>, <Phase.PLAY: 'play'>)
"""

from __future__ import annotations

import hashlib
import random
from bisect import insort
from dataclasses import replace

from .actions import Action, Claim, EndTurn, NextRound, Pass, Place
from .cards import CLAN_CARDS, Card
from .claims import claim_verdict, unseen_pool
from .errors import (
    CardNotInHandError,
    ClaimRefusedError,
    InvalidOptionsError,
    PassNotAllowedError,
    SideFullError,
    StoneClaimedError,
    UnknownActionError,
    WrongPhaseError,
)
from .options import NUM_STONES, Options
from .state import EMPTY_STONE, GameState, HistoryEntry, Phase, RoundResult, Stone

MAX_SEED = 2**63 - 1
ROUND_POINTS = 5


# --- set-up -------------------------------------------------------------------------------------


def derive_seed(seed: int, label: str) -> int:
    """A 64-bit number derived from the game seed and a label; stable across Python versions."""
    digest = hashlib.sha256(f"schotten-totten:{seed}:{label}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def shuffled_deck(seed: int, round_no: int) -> tuple[Card, ...]:
    """The 54 clan cards in the order they are dealt for ``round_no`` of the game ``seed``."""
    cards = list(CLAN_CARDS)
    random.Random(derive_seed(seed, f"round:{round_no}")).shuffle(cards)
    return tuple(cards)


def _check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise InvalidOptionsError(
            f"seed must be an integer from 0 to 2**63-1, not {seed!r}",
            code="invalid_seed",
            params={"seed": repr(seed)},
        )
    return seed


def _deal(
    options: Options,
    seed: int,
    round_no: int,
    starting_player: int,
    scores: tuple[int, int],
    round_results: tuple[RoundResult, ...],
    history: tuple[HistoryEntry, ...],
) -> GameState:
    deck = shuffled_deck(seed, round_no)
    n = options.hand_size
    return GameState(
        options=options,
        seed=seed,
        round_no=round_no,
        starting_player=starting_player,
        current_player=starting_player,
        phase=Phase.PLAY,
        hands=(tuple(sorted(deck[:n])), tuple(sorted(deck[n : 2 * n]))),
        deck=deck[2 * n :],
        stones=(EMPTY_STONE,) * NUM_STONES,
        scores=scores,
        round_results=round_results,
        history=history,
    )


def new_game(options: Options | None = None, seed: int = 0) -> GameState:
    """A new match, its first round dealt. With ``options.first_player=None`` the seed chooses."""
    options = Options() if options is None else options
    if not isinstance(options, Options):
        raise InvalidOptionsError(f"not an Options object: {options!r}")
    seed = _check_seed(seed)
    first = options.first_player
    if first is None:
        first = random.Random(derive_seed(seed, "first_player")).randrange(2)
    return _deal(options, seed, 0, first, (0, 0), (), ())


# --- queries ------------------------------------------------------------------------------------


def placements(state: GameState, player: int | None = None) -> list[Place]:
    """Every legal placement for ``player`` (default: the current player), ignoring the phase."""
    p = state.current_player if player is None else player
    size = state.options.side_size
    open_stones = [
        i
        for i, s in enumerate(state.stones)
        if s.claimed_by is None and len(s.sides[p]) < size
    ]
    return [Place(c, i) for c in state.hands[p] for i in open_stones]


def has_placement(state: GameState, player: int | None = None) -> bool:
    """Whether ``player`` (default: the current player) has any legal placement."""
    p = state.current_player if player is None else player
    if not state.hands[p]:
        return False
    size = state.options.side_size
    return any(s.claimed_by is None and len(s.sides[p]) < size for s in state.stones)


def legal_claims(state: GameState) -> list[Claim]:
    """The claims the current player may make now (empty outside the claiming moment)."""
    phase = state.phase
    wanted = Phase.PLAY if state.options.expert else Phase.AFTER_PLAY
    if phase is not wanted:
        return []
    p = state.current_player
    size = state.options.side_size
    candidates = [
        i
        for i, s in enumerate(state.stones)
        if s.claimed_by is None and len(s.sides[p]) >= size
    ]
    if not candidates:
        return []
    pool = unseen_pool(state)
    return [
        Claim(i)
        for i in candidates
        if claim_verdict(state, p, i, check_turn=False, pool=pool).ok
    ]


def legal_actions(state: GameState) -> list[Action]:
    """Every action the current player may take now, in a stable order: placements (by card, then
    stone), pass, claims, end of turn, next round. Empty when the match is over."""
    phase = state.phase
    if phase is Phase.PLAY:
        moves: list[Action] = list(placements(state))
        if not moves:
            moves.append(Pass())
        moves.extend(legal_claims(state))
        return moves
    if phase is Phase.AFTER_PLAY:
        out: list[Action] = list(legal_claims(state))
        out.append(EndTurn())
        return out
    if phase is Phase.ROUND_OVER:
        return [NextRound()]
    return []


def is_terminal(state: GameState) -> bool:
    """The match is over."""
    return state.phase is Phase.MATCH_OVER


def winning_line(stones: tuple[Stone, ...], player: int) -> str | None:
    """``"adjacent"`` if ``player`` holds 3 adjacent stones, ``"five"`` if 5 stones, else None."""
    run = 0
    count = 0
    adjacent = False
    for s in stones:
        if s.claimed_by == player:
            run += 1
            count += 1
            if run >= 3:
                adjacent = True
        else:
            run = 0
    if adjacent:
        return "adjacent"
    if count >= 5:
        return "five"
    return None


def round_winner(state: GameState) -> int | None:
    """The winner of the round just finished (in ``ROUND_OVER``/``MATCH_OVER``), else ``None``."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and state.round_results:
        return state.round_results[-1].winner
    return None


def rounds_won(state: GameState) -> tuple[int, int]:
    wins = [0, 0]
    for r in state.round_results:
        if r.winner is not None:
            wins[r.winner] += 1
    return wins[0], wins[1]


def match_winner(state: GameState) -> int | None:
    """The winner of a finished match: most points, then most rounds won (RULES.md section 6);
    ``None`` for a drawn match or while the match goes on."""
    if state.phase is not Phase.MATCH_OVER:
        return None
    a, b = state.scores
    if a != b:
        return 0 if a > b else 1
    wa, wb = rounds_won(state)
    if wa != wb:
        return 0 if wa > wb else 1
    return None


def returns(state: GameState) -> tuple[float, float]:
    """``(1, -1)``, ``(-1, 1)`` or ``(0, 0)`` for a finished match; ``(0, 0)`` before its end."""
    winner = match_winner(state)
    if winner is None:
        return (0.0, 0.0)
    return (1.0, -1.0) if winner == 0 else (-1.0, 1.0)


# --- applying actions ---------------------------------------------------------------------------


def _phase_error(state: GameState, action: Action) -> WrongPhaseError:
    phase = state.phase
    params = {"action": str(action), "phase": phase.code}
    if phase is Phase.MATCH_OVER:
        return WrongPhaseError(f"{action}: the match is over", code="match_over", params=params)
    if phase is Phase.ROUND_OVER:
        return WrongPhaseError(
            f"{action}: the round is over; start the next round", code="round_over", params=params
        )
    if isinstance(action, NextRound):
        msg = "next: the round is not over"
    elif isinstance(action, (Place, Pass)):
        msg = f"{action}: you have already played this turn; claim or end the turn"
        if state.options.expert:
            msg = f"{action}: you have already played this turn; end the turn"
    elif isinstance(action, EndTurn):
        msg = "end: play a card (or pass) before ending the turn"
    elif state.options.expert:
        msg = f"{action}: expert timing: claim at the start of your turn, before playing a card"
    else:
        msg = f"{action}: claims are made after playing a card (or passing)"
    return WrongPhaseError(msg, params=params)


def apply(state: GameState, action: Action) -> GameState:
    """The state after the current player takes ``action``. Raises an
    :class:`~schotten.errors.IllegalActionError` subclass if the rules refuse it."""
    phase = state.phase
    p = state.current_player
    if isinstance(action, Place):
        if phase is not Phase.PLAY:
            raise _phase_error(state, action)
        card, i = action.card, action.stone
        if card not in state.hands[p]:
            raise CardNotInHandError(
                f"{card} is not in your hand", params={"card": str(card), "action": str(action)}
            )
        stone = state.stones[i]
        if stone.claimed_by is not None:
            raise StoneClaimedError(f"stone {i} is claimed", params={"stone": i})
        size = state.options.side_size
        if len(stone.sides[p]) >= size:
            raise SideFullError(
                f"your side of stone {i} is full ({size} cards)", params={"stone": i}
            )
        return _place(state, card, i)
    if isinstance(action, Claim):
        wanted = Phase.PLAY if state.options.expert else Phase.AFTER_PLAY
        if phase is not wanted:
            raise _phase_error(state, action)
        verdict = claim_verdict(state, p, action.stone, check_turn=False)
        if not verdict.ok:
            raise ClaimRefusedError(
                verdict.message, code=verdict.code, params=verdict.params, verdict=verdict
            )
        return _claim(state, action.stone)
    if isinstance(action, Pass):
        if phase is not Phase.PLAY:
            raise _phase_error(state, action)
        moves = placements(state)
        if moves:
            raise PassNotAllowedError(
                f"you cannot pass: you can play {moves[0].card} on stone {moves[0].stone}",
                params={"example": str(moves[0])},
            )
        return _record(state, action, phase=Phase.AFTER_PLAY)
    if isinstance(action, EndTurn):
        if phase is not Phase.AFTER_PLAY:
            raise _phase_error(state, action)
        return _end_turn(state)
    if isinstance(action, NextRound):
        if phase is not Phase.ROUND_OVER:
            raise _phase_error(state, action)
        return _next_round(state)
    raise UnknownActionError(f"not an action: {action!r}", params={"action": repr(action)})


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """Like :func:`apply` but trusts that ``action`` is legal (for searches over
    :func:`legal_actions`). An illegal action gives an undefined state."""
    if isinstance(action, Place):
        return _place(state, action.card, action.stone)
    if isinstance(action, Claim):
        return _claim(state, action.stone)
    if isinstance(action, Pass):
        return _record(state, action, phase=Phase.AFTER_PLAY)
    if isinstance(action, EndTurn):
        return _end_turn(state)
    return _next_round(state)


def _record(state: GameState, action: Action, **changes: object) -> GameState:
    entry = HistoryEntry(state.round_no, state.current_player, action)
    return replace(state, history=(*state.history, entry), **changes)  # type: ignore[arg-type]


def _place(state: GameState, card: Card, i: int) -> GameState:
    p = state.current_player
    stone = state.stones[i]
    side = (*stone.sides[p], card)
    sides = (side, stone.sides[1]) if p == 0 else (stone.sides[0], side)
    completed_at = stone.completed_at
    if len(side) == state.options.side_size:
        ply = len(state.history)
        completed_at = (ply, completed_at[1]) if p == 0 else (completed_at[0], ply)
    new_stone = Stone(sides, None, completed_at)
    stones = (*state.stones[:i], new_stone, *state.stones[i + 1 :])
    hand = tuple(c for c in state.hands[p] if c != card)
    hands = (hand, state.hands[1]) if p == 0 else (state.hands[0], hand)
    return _record(state, Place(card, i), phase=Phase.AFTER_PLAY, stones=stones, hands=hands)


def _claim(state: GameState, i: int) -> GameState:
    p = state.current_player
    stone = state.stones[i]
    stones = (*state.stones[:i], replace(stone, claimed_by=p), *state.stones[i + 1 :])
    how = winning_line(stones, p)
    if how is None:
        return _record(state, Claim(i), stones=stones)
    counts = (
        sum(1 for s in stones if s.claimed_by == 0),
        sum(1 for s in stones if s.claimed_by == 1),
    )
    points = (ROUND_POINTS, counts[1]) if p == 0 else (counts[0], ROUND_POINTS)
    result = RoundResult(state.round_no, p, counts, points, how)
    last = state.round_no + 1 >= state.options.rounds
    return _record(
        state,
        Claim(i),
        stones=stones,
        phase=Phase.MATCH_OVER if last else Phase.ROUND_OVER,
        scores=(state.scores[0] + points[0], state.scores[1] + points[1]),
        round_results=(*state.round_results, result),
    )


def _end_turn(state: GameState) -> GameState:
    p = state.current_player
    hands = state.hands
    deck = state.deck
    if deck and len(hands[p]) < state.options.hand_size:
        hand = list(hands[p])
        insort(hand, deck[0])
        hands = (tuple(hand), hands[1]) if p == 0 else (hands[0], tuple(hand))
        deck = deck[1:]
    return _record(
        state, EndTurn(), hands=hands, deck=deck, current_player=1 - p, phase=Phase.PLAY
    )


def _next_round(state: GameState) -> GameState:
    entry = HistoryEntry(state.round_no, state.current_player, NextRound())
    return _deal(
        state.options,
        state.seed,
        state.round_no + 1,
        1 - state.starting_player,
        state.scores,
        state.round_results,
        (*state.history, entry),
    )
