"""The exact endgame solver against a brute-force search through the engine itself."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from schotten.actions import Claim, EndTurn, Pass, Place
from schotten.cards import Card
from schotten.endgame import DRAW, LOSS, WIN, Position, best_claims, first_moves, solve
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game, round_winner
from schotten.state import GameState, Phase


def _key(state: GameState, idle: int, quiet: bool) -> tuple[object, ...]:
    stones = tuple(
        (
            tuple(sorted(map(str, s.sides[0]))),
            tuple(sorted(map(str, s.sides[1]))),
            s.first_complete,
            s.claimed_by,
        )
        for s in state.stones
    )
    hands = tuple(tuple(map(str, h)) for h in state.hands)
    return (stones, hands, state.phase, state.current_player, idle, quiet)


def brute(
    state: GameState, me: int, idle: int = 0, quiet: bool = True, memo: dict | None = None
) -> int:
    """The round's value for ``me`` by trying every action the engine allows, one at a time
    (claims one by one, in every order): 1 won, -1 lost, 0 when both players only pass and
    claim nothing, turn after turn. Memoised on the position only."""
    memo = {} if memo is None else memo
    key = _key(state, idle, quiet)
    if key in memo:
        return memo[key]
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        winner = round_winner(state)
        return 0 if winner is None else (1 if winner == me else -1)
    values = []
    for action in legal_actions(state):
        if isinstance(action, EndTurn):
            i = idle + 1 if quiet else 0
            values.append(0 if i >= 2 else brute(apply(state, action), me, i, True, memo))
        else:
            q = quiet and isinstance(action, Pass)
            values.append(brute(apply(state, action), me, idle, q, memo))
    value = max(values) if state.current_player == me else min(values)
    memo[key] = value
    return value


@lru_cache(maxsize=1)
def small_endgames() -> tuple[GameState, ...]:
    """Turn starts with the deck empty and 3 to 5 cards in the two hands, from seeded random
    games in which every claim that does not win the round is made (so the round is still
    on, the winning claims pending)."""
    out: list[GameState] = []
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(Options(), seed=seed)
        taken: set[int] = set()
        for _ in range(300):  # a game whose hands can no longer be placed passes for ever
            left = len(state.hands[0]) + len(state.hands[1])
            if left <= 2 or state.phase not in (Phase.PLAY, Phase.AFTER_PLAY):
                break
            if not state.deck and state.phase is Phase.PLAY and left in {3, 5} - taken:
                taken.add(left)
                out.append(state)
            moves = legal_actions(state)
            claims = [a for a in moves if isinstance(a, Claim)]
            for claim in claims:  # claim what does not end the round, leave the rest pending
                after = apply(state, claim)
                if after.phase is Phase.AFTER_PLAY:
                    state = after
                    break
            else:
                state = apply(state, rng.choice([a for a in moves if not isinstance(a, Claim)]))
    return tuple(out)


def test_there_are_enough_small_endgames():
    assert len(small_endgames()) >= 60


@pytest.mark.parametrize("chunk", range(4))
def test_solver_matches_brute_force(chunk: int):
    games = small_endgames()[chunk::4]
    seen = set()
    for state in games:
        expected = brute(state, state.current_player)
        assert solve(Position.from_state(state)) == expected
        seen.add(expected)
    assert WIN in seen


def test_first_moves_match_brute_force_per_placement():
    checked = 0
    for state in small_endgames()[:24]:
        moves = first_moves(Position.from_state(state))
        me = state.current_player
        for move, value in moves.items():
            if move is None:
                continue
            card, stone = move
            after = apply(state, Place(card, stone))
            assert brute(after, me, 0, False) == value
            checked += 1
    assert checked > 40


KNOWN = Position.build(
    [
        ("R7 R8 R9", "B1 B2"),
        ("Y7 Y8 Y9", "G1 G2"),
        ("O7 O8", "P1 P2 P3"),
        ("R4 R5 Y1", "G7 G8 G9"),
        ("B4 B5 Y2", "P7 P8 P9"),
        ("O4 O5 O6", "B7 B8"),
        ("G4 G5 G6", "R6 Y3 Y4"),
        ("P4 P5 P6", "O1 O2 O3"),
        ("R1 R2 R3", "G3 Y5 Y6"),
    ],
    hands=("O9 B6", "B9 B3"),
    first=[0, 0, 1, 0, 0, 0, 0, 0, 0],
    owner=[None, None, None, 1, 1, None, 0, 1, 0],
)
"""p1 to move can only play on stone 2: O9 completes a colour-run there and wins stones 0-2
(three adjacent); B6 loses stone 2, and p2's B9 then takes stone 5 and stones 3-5."""


def test_a_known_win_and_its_only_move():
    moves = first_moves(KNOWN)
    assert moves == {(Card.parse("O9"), 2): WIN, (Card.parse("B6"), 2): LOSS}
    assert best_claims(KNOWN, (Card.parse("O9"), 2)) == (0, 1, 2)
    assert solve(KNOWN._replace(to_move=1)) == WIN  # p2 to move would win at once


def test_two_idle_turns_are_a_draw():
    assert solve(KNOWN._replace(idle=2)) == DRAW
