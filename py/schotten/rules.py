"""The rules: set-up, legal actions, applying an action, round and match results.

Every function is pure: :func:`apply` returns a new state and never changes its input; a refused
action raises an :class:`~schotten.errors.IllegalActionError` subclass and changes nothing.

A turn under normal timing is ``Place`` (or ``Pass`` when no placement exists), then any number
of ``Claim``, then ``EndTurn``. Under expert timing (docs/rules.md, "Claim timing") claims
come first, then ``Place``/``Pass``, then ``EndTurn``. When a claim wins the round the phase becomes
``ROUND_OVER`` (``NextRound`` deals the next round) or, after the last round, ``MATCH_OVER``.

Tactical variant (docs/rules.md, "The tactical variant"): the card played may be a tactic card
(an elite troop is a ``Place``; a combat mode a ``Mode``; the ruses ``Recruit`` (followed by
``Return`` in phase ``RETURN``), ``Strategist``, ``Banshee``, ``Traitor``); ``EndTurn`` names the
deck to draw from while the hand holds fewer than 7 cards; when both players pass in succession
and neither can claim, ending the turn ends the round by the stalemate rule. What differs
between the variants is asked of the game's :class:`~schotten.variants.Variant`
(``state.options.rules``), never of its name.

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
from collections.abc import Sequence
from dataclasses import replace

from . import phases
from .actions import (
    CLAN_DECK,
    RECRUIT_DRAWS,
    RECRUIT_RETURNS,
    TACTIC_DECK,
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
    tactic_of,
)
from .cards import CLAN_CARDS, Card
from .claims import claim_verdict, stone_verdict, unseen_pool
from .completion import EMPTY_POOL
from .errors import (
    CardNotInHandError,
    ClaimRefusedError,
    DrawError,
    InvalidOptionsError,
    InvalidTargetError,
    PassNotAllowedError,
    SideFullError,
    StoneClaimedError,
    TacticRefusedError,
    UnknownActionError,
    WrongPhaseError,
)
from .options import NUM_STONES, Options
from .refusals import (
    PHASE_REFUSALS,
    BadDraw,
    CardNotInHand,
    CardNotOnStone,
    ChooseDeck,
    DeckEmpty,
    EliteTroop,
    ModePresent,
    NoCardToDraw,
    NoDraw,
    PassNotAllowed,
    ReturnCount,
    SameStone,
    SecondJoker,
    SideFull,
    StoneClaimed,
    TacticalOnly,
    TacticLimit,
    UnknownAction,
)
from .state import GameState, Hand, HistoryEntry, Phase, RoundResult, Side, Stone
from .tactics import TACTIC_CARDS, AnyCard, Tactic, card_key

MAX_SEED = 2**63 - 1
ROUND_POINTS = 5


# --- set-up -------------------------------------------------------------------------------------


def derive_seed(seed: int, label: str) -> int:
    """A 64-bit number derived from the game seed and a label; stable across Python versions."""
    digest = hashlib.sha256(f"schotten-totten:{seed}:{label}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def round_keys(seed: int, round_no: int) -> tuple[int, int]:
    """The two shuffle keys of ``round_no``: the clan deck's and the tactic deck's. Anyone
    holding them can rebuild the round's deal, and nothing else of the game
    (:mod:`schotten.remote` reveals them once a round is over)."""
    return derive_seed(seed, f"round:{round_no}"), derive_seed(seed, f"tactics:round:{round_no}")


def deck_from_key(key: int) -> tuple[Card, ...]:
    """The 54 clan cards shuffled by ``key`` (see :func:`round_keys`)."""
    cards = list(CLAN_CARDS)
    random.Random(key).shuffle(cards)
    return tuple(cards)


def tactics_from_key(key: int, deck: Sequence[Tactic] = TACTIC_CARDS) -> tuple[Tactic, ...]:
    """The tactic cards of ``deck`` shuffled by ``key`` (see :func:`round_keys`)."""
    cards = list(deck)
    random.Random(key).shuffle(cards)
    return tuple(cards)


def shuffled_deck(seed: int, round_no: int) -> tuple[Card, ...]:
    """The 54 clan cards in the order they are dealt for ``round_no`` of the game ``seed``."""
    return deck_from_key(round_keys(seed, round_no)[0])


def shuffled_tactics(
    seed: int, round_no: int, deck: Sequence[Tactic] = TACTIC_CARDS
) -> tuple[Tactic, ...]:
    """The tactic cards of ``deck`` (the 10 of the tactical variant) in the order they are
    drawn in ``round_no``."""
    return tactics_from_key(round_keys(seed, round_no)[1], deck)


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
    rules = options.rules
    return deal_round(
        options,
        seed,
        round_no,
        starting_player,
        scores,
        round_results,
        history,
        deck=shuffled_deck(seed, round_no),
        tactic_deck=shuffled_tactics(seed, round_no, rules.tactic_deck) if rules.tactics else (),
    )


def deal_round(
    options: Options,
    seed: int,
    round_no: int,
    starting_player: int,
    scores: tuple[int, int],
    round_results: tuple[RoundResult, ...],
    history: tuple[HistoryEntry, ...],
    *,
    deck: tuple[Card, ...],
    tactic_deck: tuple[Tactic, ...],
) -> GameState:
    """A round dealt from a given order of the clan cards (``deck``: the first hand to seat 0,
    the next to seat 1, the rest is the deck) and of the tactic deck. :func:`new_game` and
    ``NextRound`` deal the seed's order; :mod:`schotten.remote` deals a revealed one."""
    n = options.rules.hand_size
    return GameState(
        options=options,
        seed=seed,
        round_no=round_no,
        starting_player=starting_player,
        current_player=starting_player,
        phase=Phase.PLAY,
        hands=(tuple(sorted(deck[:n])), tuple(sorted(deck[n : 2 * n]))),
        deck=deck[2 * n :],
        stones=(Stone(base_size=options.rules.side_size),) * NUM_STONES,
        scores=scores,
        round_results=round_results,
        history=history,
        tactic_deck=tactic_deck,
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


Deals = Sequence[tuple[Sequence[AnyCard], Sequence[AnyCard]]]
"""Each round's order, as dealt by a fair deal between two devices (:mod:`schotten.fair_play`'s
``Side.checked``): the 54 clan cards (hands first, as :func:`deal_round` takes them) and the
tactic deck."""


def redealt(state: GameState, deals: Deals | None) -> GameState:
    """``state`` as just dealt (by :func:`new_game` or ``NextRound``), its round dealt from
    ``deals`` instead of the seed (``None``: unchanged)."""
    if deals is None:
        return state
    if state.round_no >= len(deals):
        raise ValueError(f"no deal given for round {state.round_no}")
    return redeal(state, *deals[state.round_no])


def redeal(state: GameState, deck: Sequence[AnyCard], tactic_deck: Sequence[AnyCard]) -> GameState:
    """``state`` as just dealt, its round dealt anew from ``deck`` and ``tactic_deck`` (see
    :func:`deal_round`; the history, scores and starting player kept). ``ValueError`` when
    the order mixes clan and tactic cards."""
    clan = tuple(c for c in deck if isinstance(c, Card))
    tactics = tuple(c for c in tactic_deck if isinstance(c, Tactic))
    if (len(clan), len(tactics)) != (len(deck), len(tactic_deck)):
        raise ValueError(f"round {state.round_no}'s deal mixes clan and tactic cards")
    return deal_round(
        state.options,
        state.seed,
        state.round_no,
        state.starting_player,
        state.scores,
        state.round_results,
        state.history,
        deck=clan,
        tactic_deck=tactics,
    )


def start(options: Options, seed: int, deals: Deals | None = None) -> GameState:
    """:func:`new_game`, or a match dealt from ``deals`` (its first player from the options)."""
    return redealt(new_game(options, seed), deals)


def apply_dealt(state: GameState, action: Action, deals: Deals | None = None) -> GameState:
    """:func:`apply`, a new round dealt from ``deals`` when given: how a match dealt fairly
    between two devices is replayed."""
    after = apply(state, action)
    return redealt(after, deals) if isinstance(action, NextRound) else after


# --- queries ------------------------------------------------------------------------------------


def open_stones(state: GameState, player: int | None = None) -> list[int]:
    """The unclaimed stones where ``player``'s side has a free slot."""
    p = state.current_player if player is None else player
    return [
        i for i, s in enumerate(state.stones) if s.claimed_by is None and len(s.sides[p]) < s.size
    ]


def placements(state: GameState, player: int | None = None) -> list[Place]:
    """Every legal placement of a clan card for ``player`` (default: the current player),
    ignoring the phase. Elite troops are tactic plays (see :func:`tactic_plays`)."""
    p = state.current_player if player is None else player
    stones = open_stones(state, p)
    return [Place(c, i) for c in state.hands[p] if isinstance(c, Card) for i in stones]


def legal_claims(state: GameState) -> list[Claim]:
    """The claims the current player may make now (empty outside the claiming moment)."""
    if not phases.allows(state, phases.Step.CLAIM):
        return []
    p = state.current_player
    candidates = [
        i for i, s in enumerate(state.stones) if s.claimed_by is None and len(s.sides[p]) >= s.size
    ]
    if not candidates:
        return []
    pool = unseen_pool(state)
    return [
        Claim(i) for i in candidates if claim_verdict(state, p, i, check_turn=False, pool=pool).ok
    ]


def can_claim_any(state: GameState, player: int) -> bool:
    """Whether ``player`` could claim some stone, judged from the position alone."""
    pool = None
    for i, s in enumerate(state.stones):
        if s.claimed_by is None and len(s.sides[player]) >= s.size:
            pool = unseen_pool(state) if pool is None else pool
            if claim_verdict(state, player, i, check_turn=False, pool=pool).ok:
                return True
    return False


def tactics_allowed(state: GameState, player: int) -> bool:
    """The tactic limit: ``player`` has not played more tactic cards this round than the
    opponent (0-0 and 1-1 allow one more, 1-0 does not)."""
    return len(state.played[player]) <= len(state.played[1 - player])


def joker_played(state: GameState, player: int) -> bool:
    """``player`` has played a Joker this round (even if it was removed since)."""
    return Tactic.JOKER in state.played[player]


def tactic_targets(state: GameState, player: int, card: Tactic) -> list[Action]:
    """What ``card`` could do for ``player`` on this table, ignoring the turn, the phase, the
    tactic limit and the one-Joker rule: empty when the card would have no legal effect."""
    stones = state.stones
    me, them = player, 1 - player
    if card.is_elite:
        return [Place(card, i) for i in open_stones(state, me)]
    if card.is_mode:
        return [
            Mode(card, i)
            for i, s in enumerate(stones)
            if s.claimed_by is None and card not in s.modes
        ]
    if card is Tactic.RECRUITER:
        clan, tactic = len(state.deck), len(state.tactic_deck)
        total = min(RECRUIT_DRAWS, clan + tactic)
        if total == 0:
            return []
        return [
            Recruit(n, total - n) for n in range(total, -1, -1) if n <= clan and total - n <= tactic
        ]
    mine_open = open_stones(state, me)
    out: list[Action] = []
    if card is Tactic.STRATEGIST:
        for i, s in enumerate(stones):
            if s.claimed_by is not None:
                continue
            for c in s.sides[me]:
                out.extend(Strategist(c, i, j) for j in mine_open if j != i)
                out.append(Strategist(c, i, None))
        return out
    if card is Tactic.BANSHEE:
        for i, s in enumerate(stones):
            if s.claimed_by is None:
                out.extend(Banshee(c, i) for c in s.sides[them])
        return out
    # the Traitor
    if not mine_open:
        return []
    for i, s in enumerate(stones):
        if s.claimed_by is None:
            for c in s.sides[them]:
                if isinstance(c, Card):
                    out.extend(Traitor(c, i, j) for j in mine_open)
    return out


def tactic_plays(state: GameState, player: int | None = None) -> list[Action]:
    """Every tactic card ``player`` (default: the current player) may play now by the tactic
    limit and the one-Joker rule, with every target (the phase is not checked)."""
    p = state.current_player if player is None else player
    if not state.options.rules.tactics or not tactics_allowed(state, p):
        return []
    out: list[Action] = []
    done: set[Tactic] = set()
    for c in state.hands[p]:
        if isinstance(c, Tactic) and c not in done:
            done.add(c)
            if c is Tactic.JOKER and joker_played(state, p):
                continue
            out.extend(tactic_targets(state, p, c))
    return out


def stalemate_pending(state: GameState) -> bool:
    """Under the stalemate rule (the tactical variant): both players have passed in succession
    (this turn included) and neither can claim, so ending this turn ends the round."""
    return (
        state.options.rules.stalemate
        and state.phase is Phase.AFTER_PLAY
        and state.passes >= 2
        and not can_claim_any(state, state.current_player)
        and not can_claim_any(state, 1 - state.current_player)
    )


def draw_choices(state: GameState) -> list[str]:
    """Where the end of a turn names the deck (the tactical variant): the decks the current
    player may draw from when ending the turn now (empty when no card is drawn: the hand is
    full or both decks are empty). When :func:`stalemate_pending`, the turn ends with no draw
    whatever this says."""
    if len(state.hands[state.current_player]) >= state.options.rules.hand_size:
        return []
    out = []
    if state.deck:
        out.append(CLAN_DECK)
    if state.tactic_deck:
        out.append(TACTIC_DECK)
    return out


def return_count(state: GameState) -> int:
    """In phase ``RETURN``: how many cards the player puts back (2, or fewer if the hand holds
    fewer)."""
    return min(RECRUIT_RETURNS, len(state.hands[state.current_player]))


def legal_returns(state: GameState) -> list[Return]:
    """In phase ``RETURN``: every way to put the cards back, in hand order (the order of two
    cards matters when they go under the same deck)."""
    hand = state.hands[state.current_player]
    n = return_count(state)
    if n == 0:
        return []  # pragma: no cover - the Recruiter always draws at least one card
    if n == 1:
        return [Return((hand[0],))]
    out = []
    seen: set[tuple[AnyCard, AnyCard]] = set()
    for i, a in enumerate(hand):
        for j, b in enumerate(hand):
            if i != j and (a, b) not in seen:
                seen.add((a, b))
                out.append(Return((a, b)))
    return out


def legal_actions(state: GameState) -> list[Action]:
    """Every action the current player may take now, in a stable order: placements (by card, then
    stone), tactic plays (tactical variant), pass, claims, end of turn, next round. Empty when the
    match is over."""
    phase = state.phase
    if phase is Phase.PLAY:
        moves: list[Action] = list(placements(state))
        clan_moves = bool(moves)
        if state.options.rules.tactics:
            moves.extend(tactic_plays(state))
        if not clan_moves:
            moves.append(Pass())
        moves.extend(legal_claims(state))
        return moves
    if phase is Phase.AFTER_PLAY:
        out: list[Action] = list(legal_claims(state))
        decks = draw_choices(state) if state.options.rules.deck_choice else []
        if decks and not stalemate_pending(state):
            out.extend(EndTurn(d) for d in decks)
        else:
            out.append(EndTurn())
        return out
    if phase is Phase.RETURN:
        return list(legal_returns(state))
    if phase is Phase.ROUND_OVER:
        return [NextRound()]
    return []


def winning_line(stones: tuple[Stone, ...], player: int) -> str | None:
    """``"adjacent"`` if ``player`` holds 3 adjacent stones, ``"five"`` if 5 stones, else None."""
    return winning_line_of(tuple(s.claimed_by for s in stones), player)


def winning_line_of(owners: Sequence[int | None], player: int) -> str | None:
    """:func:`winning_line` from who holds each stone (``None``: nobody)."""
    run = 0
    count = 0
    adjacent = False
    for o in owners:
        if o == player:
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
    """The winner of the round just finished (in ``ROUND_OVER``/``MATCH_OVER``), else ``None``
    (also for a drawn round)."""
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
    """The winner of a finished match: most points, then most rounds won (docs/rules.md,
    "Matches"); ``None`` for a drawn match or while the match goes on."""
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


def _phase_error(state: GameState, action: Action) -> WrongPhaseError | None:
    """The phase table's refusal of ``action`` now (see :mod:`schotten.phases`), if any."""
    refused = phases.refusal(state, phases.step_of(action))
    if refused is None:
        return None
    detail = PHASE_REFUSALS[refused.code](action=str(action), phase=state.phase.code)
    return WrongPhaseError(f"{action}: {refused.message}", detail=detail)


_TACTICAL_ONLY = (Mode, Recruit, Return, Strategist, Banshee, Traitor)


def _tactical_only(state: GameState, action: Action) -> None:
    """Refuse tactic cards where the variant has none, and deck choices where the end of the
    turn names no deck."""
    rules = state.options.rules
    if (
        not rules.tactics
        and (
            isinstance(action, _TACTICAL_ONLY)
            or (isinstance(action, Place) and isinstance(action.card, Tactic))
        )
    ) or (not rules.deck_choice and isinstance(action, EndTurn) and action.draw is not None):
        raise UnknownActionError(
            f"{action}: tactic cards and deck choices belong to the tactical variant",
            detail=TacticalOnly(action=str(action)),
        )


def _check_in_hand(state: GameState, card: AnyCard, action: Action) -> None:
    if card not in state.hands[state.current_player]:
        raise CardNotInHandError(
            f"{card} is not in your hand", detail=CardNotInHand(card=str(card), action=str(action))
        )


def tactic_refusal(state: GameState, player: int, card: Tactic) -> TacticRefusedError | None:
    """Why ``player`` may not play ``card`` at all now (the tactic limit, the one-Joker rule),
    whatever its target; ``None`` if nothing forbids it (targets are not checked)."""
    mine, theirs = len(state.played[player]), len(state.played[1 - player])
    if mine > theirs:
        return TacticRefusedError(
            f"{card}: you have played {mine} tactic card(s) this round and your opponent "
            f"{theirs}; you may play another when they have played as many",
            detail=TacticLimit(card=str(card), played=mine, opponent_played=theirs),
        )
    if card is Tactic.JOKER and joker_played(state, player):
        return TacticRefusedError(
            "JOKER: you have already played a Joker this round (one a player)",
            detail=SecondJoker(card=str(card)),
        )
    return None


def _check_tactic(state: GameState, card: Tactic, action: Action) -> None:
    _check_in_hand(state, card, action)
    refused = tactic_refusal(state, state.current_player, card)
    if refused is not None:
        raise refused


def _check_unclaimed(state: GameState, i: int) -> Stone:
    stone = state.stones[i]
    if stone.claimed_by is not None:
        raise StoneClaimedError(f"stone {i} is claimed", detail=StoneClaimed(stone=i))
    return stone


def _check_free(state: GameState, i: int) -> None:
    stone = _check_unclaimed(state, i)
    size = stone.size
    if len(stone.sides[state.current_player]) >= size:
        raise SideFullError(
            f"your side of stone {i} is full ({size} cards)", detail=SideFull(stone=i)
        )


def _check_on_side(state: GameState, card: AnyCard, i: int, player: int, action: Action) -> None:
    stone = _check_unclaimed(state, i)
    if card not in stone.sides[player]:
        whose = "your" if player == state.current_player else "the opponent's"
        raise InvalidTargetError(
            f"{action}: {card} is not on {whose} side of stone {i}",
            detail=CardNotOnStone(card=str(card), stone=i, action=str(action)),
        )


def apply(state: GameState, action: Action) -> GameState:
    """The state after the current player takes ``action``. Raises an
    :class:`~schotten.errors.IllegalActionError` subclass if the rules refuse it."""
    p = state.current_player
    if not isinstance(action, Claim):
        _tactical_only(state, action)
    refused = _phase_error(state, action)
    if refused is not None:
        raise refused
    if isinstance(action, Place):
        card, i = action.card, action.stone
        if isinstance(card, Tactic):
            _check_tactic(state, card, action)
        elif card not in state.hands[p]:
            raise CardNotInHandError(
                f"{card} is not in your hand",
                detail=CardNotInHand(card=str(card), action=str(action)),
            )
        _check_free(state, i)
        return _place(state, card, i)
    if isinstance(action, Claim):
        verdict = claim_verdict(state, p, action.stone, check_turn=False)
        if not verdict.ok:
            raise ClaimRefusedError(verdict.message, detail=verdict.detail, verdict=verdict)
        return _claim(state, action.stone)
    if isinstance(action, Pass):
        moves = placements(state)
        if moves:
            raise PassNotAllowedError(
                f"you cannot pass: you can play {moves[0].card} on stone {moves[0].stone}",
                detail=PassNotAllowed(example=str(moves[0])),
            )
        return _pass(state)
    if isinstance(action, EndTurn):
        if state.options.rules.deck_choice:
            _check_draw(state, action)
        return _end_turn(state, action)
    if isinstance(action, NextRound):
        return _next_round(state)
    if isinstance(action, Return):
        _check_return(state, action)
        return _return(state, action.cards)
    if isinstance(action, (Mode, Recruit, Strategist, Banshee, Traitor)):
        played = tactic_of(action)
        assert played is not None
        _check_tactic(state, played, action)
        if isinstance(action, Mode):
            stone = _check_unclaimed(state, action.stone)
            if action.mode in stone.modes:
                raise InvalidTargetError(
                    f"{action}: stone {action.stone} already carries {action.mode}",
                    detail=ModePresent(stone=action.stone, card=str(action.mode)),
                )
            return _mode(state, action.mode, action.stone)
        if isinstance(action, Recruit):
            _check_recruit(state, action)
            return _recruit(state, action.clan, action.tactic)
        if isinstance(action, Strategist):
            _check_on_side(state, action.card, action.stone, p, action)
            if action.to is not None:
                if action.to == action.stone:
                    raise InvalidTargetError(
                        f"{action}: the Strategist moves a card to another stone",
                        detail=SameStone(stone=action.stone, action=str(action)),
                    )
                _check_free(state, action.to)
            return _strategist(state, action.card, action.stone, action.to)
        if isinstance(action, Banshee):
            _check_on_side(state, action.card, action.stone, 1 - p, action)
            return _banshee(state, action.card, action.stone)
        _check_on_side(state, action.card, action.stone, 1 - p, action)
        if not isinstance(action.card, Card):
            raise InvalidTargetError(
                f"{action}: the Traitor takes clan cards only, not an elite troop",
                detail=EliteTroop(card=str(action.card), stone=action.stone, action=str(action)),
            )
        _check_free(state, action.to)
        return _traitor(state, action.card, action.stone, action.to)
    raise UnknownActionError(
        f"not an action: {action!r}", detail=UnknownAction(action=repr(action))
    )


def _check_recruit(state: GameState, action: Recruit) -> None:
    clan, tactic = len(state.deck), len(state.tactic_deck)
    total = min(RECRUIT_DRAWS, clan + tactic)
    if total == 0:
        raise TacticRefusedError(
            "RECRUITER: both decks are empty, there is nothing to draw",
            detail=NoCardToDraw(card=str(Tactic.RECRUITER)),
        )
    if action.clan > clan or action.tactic > tactic or action.clan + action.tactic != total:
        raise InvalidTargetError(
            f"{action}: draw {total} card(s) in all, at most {clan} from the clan deck and "
            f"{tactic} from the tactic deck",
            detail=BadDraw(draws=total, clan_deck=clan, tactic_deck=tactic),
        )


def _check_return(state: GameState, action: Return) -> None:
    n = return_count(state)
    if action.concealed or len(action.cards) != n:
        raise InvalidTargetError(
            f"{action}: put back exactly {n} card(s) from your hand",
            detail=ReturnCount(count=n, action=str(action)),
        )
    hand = list(state.hands[state.current_player])
    for c in action.cards:
        if c not in hand:
            raise CardNotInHandError(
                f"{c} is not in your hand", detail=CardNotInHand(card=str(c), action=str(action))
            )
        hand.remove(c)


def _check_draw(state: GameState, action: EndTurn) -> None:
    if stalemate_pending(state):
        if action.draw is not None:
            raise DrawError(
                f"{action}: both players passed and neither can claim: the round ends by the "
                "stalemate rule; end the turn without drawing",
                detail=NoDraw(action=str(action), reason="stalemate"),
            )
        return
    decks = draw_choices(state)
    if action.draw is None and decks:
        raise DrawError(
            f"end: choose the deck to draw from ({' or '.join(decks)})",
            detail=ChooseDeck(decks=tuple(decks)),
        )
    if action.draw is not None and action.draw not in decks:
        if not decks:
            full = len(state.hands[state.current_player]) >= state.options.rules.hand_size
            why = "your hand is full" if full else "both decks are empty"
            raise DrawError(
                f"{action}: no card is drawn ({why}); end the turn with 'end'",
                detail=NoDraw(action=str(action), reason="hand_full" if full else "decks_empty"),
            )
        raise DrawError(
            f"{action}: the {action.draw} deck is empty",
            detail=DeckEmpty(deck=action.draw, decks=tuple(decks)),
        )


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """Like :func:`apply` but trusts that ``action`` is legal (for searches over
    :func:`legal_actions`). An illegal action gives an undefined state."""
    if isinstance(action, Place):
        return _place(state, action.card, action.stone)
    if isinstance(action, Claim):
        return _claim(state, action.stone)
    if isinstance(action, Pass):
        return _pass(state)
    if isinstance(action, EndTurn):
        return _end_turn(state, action)
    if isinstance(action, NextRound):
        return _next_round(state)
    if isinstance(action, Mode):
        return _mode(state, action.mode, action.stone)
    if isinstance(action, Recruit):
        return _recruit(state, action.clan, action.tactic)
    if isinstance(action, Return):
        return _return(state, action.cards)
    if isinstance(action, Strategist):
        return _strategist(state, action.card, action.stone, action.to)
    if isinstance(action, Banshee):
        return _banshee(state, action.card, action.stone)
    return _traitor(state, action.card, action.stone, action.to)


def _record(state: GameState, action: Action, **changes: object) -> GameState:
    entry = HistoryEntry(state.round_no, state.current_player, action)
    return replace(state, history=(*state.history, entry), **changes)  # type: ignore[arg-type]


def _remove_one(cards: tuple[AnyCard, ...], card: AnyCard) -> tuple[AnyCard, ...]:
    i = cards.index(card)
    return (*cards[:i], *cards[i + 1 :])


def _with_hand(state: GameState, p: int, hand: Hand) -> tuple[Hand, Hand]:
    return (hand, state.hands[1]) if p == 0 else (state.hands[0], hand)


def _with_stone(stones: tuple[Stone, ...], i: int, stone: Stone) -> tuple[Stone, ...]:
    return (*stones[:i], stone, *stones[i + 1 :])


def _with_side(stone: Stone, p: int, side: Side, ply: int) -> Stone:
    """``stone`` with side ``p`` replaced; the side completes at ``ply`` if it just reached its
    count, and is incomplete again if it fell below it."""
    size = stone.size
    done = list(stone.completed_at)
    if len(side) < size:
        done[p] = None
    elif len(stone.sides[p]) < size:
        done[p] = ply
    sides = (side, stone.sides[1]) if p == 0 else (stone.sides[0], side)
    return Stone(sides, stone.claimed_by, (done[0], done[1]), stone.modes, stone.base_size)


Played = tuple[tuple[Tactic, ...], tuple[Tactic, ...]]


def _played(state: GameState, p: int, card: Tactic) -> Played:
    mine = (*state.played[p], card)
    return (mine, state.played[1]) if p == 0 else (state.played[0], mine)


def _place(state: GameState, card: AnyCard, i: int) -> GameState:
    p = state.current_player
    stone = state.stones[i]
    new_stone = _with_side(stone, p, (*stone.sides[p], card), len(state.history))
    stones = _with_stone(state.stones, i, new_stone)
    hands = _with_hand(state, p, _remove_one(state.hands[p], card))
    rules = state.options.rules
    if not (rules.tactics or rules.stalemate):
        return _record(state, Place(card, i), phase=Phase.AFTER_PLAY, stones=stones, hands=hands)
    played = _played(state, p, card) if isinstance(card, Tactic) else state.played
    return _record(
        state,
        Place(card, i),
        phase=Phase.AFTER_PLAY,
        stones=stones,
        hands=hands,
        played=played,
        passes=0,
    )


def _pass(state: GameState) -> GameState:
    if not state.options.rules.stalemate:
        return _record(state, Pass(), phase=Phase.AFTER_PLAY)
    return _record(state, Pass(), phase=Phase.AFTER_PLAY, passes=state.passes + 1)


def _play_tactic(
    state: GameState,
    card: Tactic,
    action: Action,
    *,
    hand: Hand | None = None,
    discard: tuple[AnyCard, ...] = (),
    stones: tuple[Stone, ...] | None = None,
    deck: tuple[Card, ...] | None = None,
    tactic_deck: tuple[Tactic, ...] | None = None,
    phase: Phase = Phase.AFTER_PLAY,
) -> GameState:
    """Record a tactic play: the card leaves the hand (``hand``: the hand after the play, if
    more changed), counts as played and ends the run of passes; a ruse, then the cards it
    discards, go to the discard pile."""
    p = state.current_player
    new_hand = _remove_one(state.hands[p], card) if hand is None else hand
    return _record(
        state,
        action,
        hands=_with_hand(state, p, new_hand),
        played=_played(state, p, card),
        passes=0,
        discard=(*state.discard, card, *discard) if card.is_ruse else state.discard,
        stones=state.stones if stones is None else stones,
        deck=state.deck if deck is None else deck,
        tactic_deck=state.tactic_deck if tactic_deck is None else tactic_deck,
        phase=phase,
    )


def _mode(state: GameState, mode: Tactic, i: int) -> GameState:
    stone = state.stones[i]
    modes = tuple(m for m in (Tactic.BLIND, Tactic.MUD) if m in stone.modes or m is mode)
    widened = Stone(stone.sides, stone.claimed_by, stone.completed_at, modes, stone.base_size)
    done = tuple(
        None if len(widened.sides[p]) < widened.size else widened.completed_at[p] for p in (0, 1)
    )
    new_stone = replace(widened, completed_at=(done[0], done[1]))
    return _play_tactic(state, mode, Mode(mode, i), stones=_with_stone(state.stones, i, new_stone))


def _recruit(state: GameState, clan: int, tactic: int) -> GameState:
    p = state.current_player
    hand = list(_remove_one(state.hands[p], Tactic.RECRUITER))
    drawn: tuple[AnyCard, ...] = (*state.deck[:clan], *state.tactic_deck[:tactic])
    for c in drawn:
        insort(hand, c, key=card_key)
    return _play_tactic(
        state,
        Tactic.RECRUITER,
        Recruit(clan, tactic),
        hand=tuple(hand),
        deck=state.deck[clan:],
        tactic_deck=state.tactic_deck[tactic:],
        phase=Phase.RETURN,
    )


def _return(state: GameState, cards: tuple[AnyCard, ...]) -> GameState:
    p = state.current_player
    hand = state.hands[p]
    deck = list(state.deck)
    tactic_deck = list(state.tactic_deck)
    for c in cards:
        hand = _remove_one(hand, c)
        if isinstance(c, Card):
            deck.append(c)
        else:
            tactic_deck.append(c)
    return _record(
        state,
        Return(cards),
        hands=_with_hand(state, p, hand),
        deck=tuple(deck),
        tactic_deck=tuple(tactic_deck),
        phase=Phase.AFTER_PLAY,
    )


def _strategist(state: GameState, card: AnyCard, i: int, to: int | None) -> GameState:
    p = state.current_player
    ply = len(state.history)
    stone = state.stones[i]
    left = _with_side(stone, p, _remove_one(stone.sides[p], card), ply)
    stones = _with_stone(state.stones, i, left)
    if to is not None:
        dest = stones[to]
        stones = _with_stone(stones, to, _with_side(dest, p, (*dest.sides[p], card), ply))
    return _play_tactic(
        state,
        Tactic.STRATEGIST,
        Strategist(card, i, to),
        discard=(card,) if to is None else (),
        stones=stones,
    )


def _banshee(state: GameState, card: AnyCard, i: int) -> GameState:
    q = 1 - state.current_player
    stone = state.stones[i]
    new_stone = _with_side(stone, q, _remove_one(stone.sides[q], card), len(state.history))
    return _play_tactic(
        state,
        Tactic.BANSHEE,
        Banshee(card, i),
        discard=(card,),
        stones=_with_stone(state.stones, i, new_stone),
    )


def _traitor(state: GameState, card: AnyCard, i: int, to: int) -> GameState:
    p = state.current_player
    q = 1 - p
    ply = len(state.history)
    stone = state.stones[i]
    left = _with_side(stone, q, _remove_one(stone.sides[q], card), ply)
    stones = _with_stone(state.stones, i, left)
    dest = stones[to]
    stones = _with_stone(stones, to, _with_side(dest, p, (*dest.sides[p], card), ply))
    return _play_tactic(state, Tactic.TRAITOR, Traitor(card, i, to), stones=stones)


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


def _end_turn(state: GameState, action: EndTurn) -> GameState:
    p = state.current_player
    hands = state.hands
    rules = state.options.rules
    if rules.stalemate and action.draw is None and stalemate_pending(state):
        return _stalemate(state)
    if not rules.deck_choice:
        deck = state.deck
        if deck and len(hands[p]) < rules.hand_size:
            hand = list(hands[p])
            insort(hand, deck[0], key=card_key)
            hands = _with_hand(state, p, tuple(hand))
            deck = deck[1:]
        return _record(
            state, EndTurn(), hands=hands, deck=deck, current_player=1 - p, phase=Phase.PLAY
        )
    deck, tactic_deck = state.deck, state.tactic_deck
    if action.draw is not None:
        hand = list(hands[p])
        if action.draw == CLAN_DECK:
            insort(hand, deck[0], key=card_key)
            deck = deck[1:]
        else:
            insort(hand, tactic_deck[0], key=card_key)
            tactic_deck = tactic_deck[1:]
        hands = _with_hand(state, p, tuple(hand))
    return _record(
        state,
        action,
        hands=hands,
        deck=deck,
        tactic_deck=tactic_deck,
        current_player=1 - p,
        phase=Phase.PLAY,
    )


def stone_winner(stone: Stone) -> int | None:
    """Who wins a stone whose sides are both complete (normal comparison, ties to the side
    completed first); ``None`` while a side is incomplete."""
    size = stone.size
    if len(stone.sides[0]) < size or len(stone.sides[1]) < size:
        return None
    verdict = stone_verdict(
        stone.sides[0],
        stone.sides[1],
        pool=EMPTY_POOL,
        own_first=stone.first_complete == 0,
        size=size,
        blind=stone.blind,
    )
    return 0 if verdict.ok else 1


def _stalemate(state: GameState) -> GameState:
    """Both players passed in succession and neither can claim: stones with both sides complete
    go to the winner of the comparison, then the player holding more stones wins the round;
    equal counts make a drawn round (each player scores 1 point a stone)."""
    stones = list(state.stones)
    for i, s in enumerate(stones):
        if s.claimed_by is None:
            winner = stone_winner(s)
            if winner is not None:
                stones[i] = replace(s, claimed_by=winner)
    counts = (
        sum(1 for s in stones if s.claimed_by == 0),
        sum(1 for s in stones if s.claimed_by == 1),
    )
    if counts[0] == counts[1]:
        winner_of_round: int | None = None
        points = counts
    else:
        winner_of_round = 0 if counts[0] > counts[1] else 1
        points = (ROUND_POINTS, counts[1]) if winner_of_round == 0 else (counts[0], ROUND_POINTS)
    result = RoundResult(state.round_no, winner_of_round, counts, points, "stalemate")
    last = state.round_no + 1 >= state.options.rounds
    return _record(
        state,
        EndTurn(),
        stones=tuple(stones),
        phase=Phase.MATCH_OVER if last else Phase.ROUND_OVER,
        scores=(state.scores[0] + points[0], state.scores[1] + points[1]),
        round_results=(*state.round_results, result),
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
