"""Bot against bot: play whole matches through player views."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..options import Options
from ..rules import apply, new_game
from ..state import GameState
from ..views import player_view
from .base import Bot

MAX_ACTIONS = 20_000


def play_match(bots: Sequence[Bot], options: Options | None = None, seed: int = 0) -> GameState:
    """Play one match between ``bots[0]`` (player 0) and ``bots[1]`` and return the final state.

    Raises ``RuntimeError`` if the match runs past a safety limit of actions (a bot that never
    claims could otherwise loop forever once every card is placed)."""
    state = new_game(options, seed)
    return play_out(state, bots)


def play_out(state: GameState, bots: Sequence[Bot]) -> GameState:
    """Continue ``state`` with ``bots`` choosing until the match is over."""
    for _ in range(MAX_ACTIONS):
        if state.is_terminal:
            return state
        p = state.current_player
        state = apply(state, bots[p].choose(player_view(state, p)))
    raise RuntimeError(f"match still running after {MAX_ACTIONS} actions")


# --- arena: many games between two bots, with confidence intervals and timings ------------------


def wilson_interval(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion; ``(0, 1)`` when ``n == 0``.

    >>> lo, hi = wilson_interval(70, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.604, 0.781)
    """
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class MoveTimes:
    """Thinking time per turn (all of a player's decisions from their card to their end of
    turn), in seconds."""

    total: float = 0.0
    count: int = 0
    worst: float = 0.0

    def add(self, seconds: float) -> None:
        self.total += seconds
        self.count += 1
        self.worst = max(self.worst, seconds)

    def merge(self, other: MoveTimes) -> None:
        self.total += other.total
        self.count += other.count
        self.worst = max(self.worst, other.worst)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


@dataclass(slots=True)
class GameRecord:
    """One arena game: its seed, which seat bot A had, the winner (``"a"``, ``"b"`` or
    ``None`` for a draw), the final scores (A's first) and both bots' move times."""

    game: int
    seed: int
    a_seat: int
    winner: str | None
    scores: tuple[int, int]
    times: tuple[MoveTimes, MoveTimes]


def arena_game(names: tuple[str, str], game: int, seed: int, options: Options) -> GameRecord:
    """Game number ``game`` of an arena: seed ``seed + game``; bot A (``names[0]``) is p1 in
    even games and p2 in odd ones; each bot's seed is derived from the game's seed and its seat."""
    from ..actions import EndTurn, NextRound
    from ..rules import derive_seed, match_winner
    from ..state import Phase
    from .registry import make_bot

    game_seed = seed + game
    a_seat = game % 2
    seat_names = (names[0], names[1]) if a_seat == 0 else (names[1], names[0])
    bots = [make_bot(seat_names[p], derive_seed(game_seed, f"bot:{p}") % 2**32) for p in (0, 1)]
    times = (MoveTimes(), MoveTimes())
    state = new_game(options, game_seed)
    turn = 0.0
    for _ in range(MAX_ACTIONS):
        if state.is_terminal:
            break
        p = state.current_player
        view = player_view(state, p)
        started = time.perf_counter()
        action = bots[p].choose(view)
        turn += time.perf_counter() - started
        state = apply(state, action)
        seat_of_a = p == a_seat
        if isinstance(action, NextRound):
            turn = 0.0
        elif isinstance(action, EndTurn) or state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            times[0 if seat_of_a else 1].add(turn)
            turn = 0.0
    else:
        raise RuntimeError(f"game {game} still running after {MAX_ACTIONS} actions")
    winner = match_winner(state)
    label = None if winner is None else ("a" if winner == a_seat else "b")
    scores = (state.scores[a_seat], state.scores[1 - a_seat])
    return GameRecord(game, game_seed, a_seat, label, scores, times)


def _arena_job(job: tuple[tuple[str, str], int, int, dict[str, object]]) -> GameRecord:
    names, game, seed, options = job
    return arena_game(names, game, seed, Options.from_dict(options))


@dataclass(slots=True)
class ArenaResult:
    """The totals of an arena between bot A and bot B."""

    names: tuple[str, str]
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    times: tuple[MoveTimes, MoveTimes] = field(default_factory=lambda: (MoveTimes(), MoveTimes()))
    elapsed: float = 0.0

    def add(self, record: GameRecord) -> None:
        self.games += 1
        if record.winner is None:
            self.draws += 1
        else:
            self.wins[0 if record.winner == "a" else 1] += 1
        self.times[0].merge(record.times[0])
        self.times[1].merge(record.times[1])

    def score(self, who: int) -> float:
        """Bot ``who``'s share of the games (a draw counts half)."""
        return (self.wins[who] + self.draws / 2) / self.games if self.games else 0.0

    def interval(self, who: int) -> tuple[float, float]:
        return wilson_interval(self.wins[who] + self.draws / 2, self.games)

    def table(self) -> str:
        """The results as a text table."""
        rows = [
            f"{'bot':<8} {'wins':>5} {'win rate':>9} {'95% CI (Wilson)':>17} "
            f"{'ms/move mean':>13} {'max':>8}"
        ]
        for who in (0, 1):
            lo, hi = self.interval(who)
            t = self.times[who]
            rows.append(
                f"{self.names[who]:<8} {self.wins[who]:>5} {self.score(who):>9.1%} "
                f"{f'{lo:.1%}-{hi:.1%}':>17} {t.mean * 1000:>13.1f} {t.worst * 1000:>8.1f}"
            )
        rows.append(f"draws {self.draws}, games {self.games}, {self.elapsed:.0f} s")
        return "\n".join(rows)


def run_arena(
    names: tuple[str, str],
    games: int,
    seed: int = 0,
    options: Options | None = None,
    jobs: int = 1,
    progress: Callable[[ArenaResult], None] | None = None,
) -> ArenaResult:
    """Play ``games`` games between bots ``names[0]`` (A) and ``names[1]`` (B), alternating who
    starts (A is p1 in even games), on ``jobs`` processes; the result does not depend on
    ``jobs``. ``progress`` is called after each game."""
    options = options or Options()
    result = ArenaResult(names)
    started = time.perf_counter()
    jobs_list = [(names, g, seed, options.to_dict()) for g in range(games)]
    if jobs <= 1 or games <= 1:
        records: Iterable[GameRecord] = map(_arena_job, jobs_list)
        for record in records:
            result.add(record)
            result.elapsed = time.perf_counter() - started
            if progress:
                progress(result)
    else:
        import multiprocessing

        with multiprocessing.get_context().Pool(jobs) as pool:
            for record in pool.imap(_arena_job, jobs_list):
                result.add(record)
                result.elapsed = time.perf_counter() - started
                if progress:
                    progress(result)
    result.elapsed = time.perf_counter() - started
    return result
