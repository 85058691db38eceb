#!/usr/bin/env python3
"""How far can a search go against medium in the classic game? Bots that see more than their
view, or that know how medium plays, against the medium bot on the same games as the shipped
hard bot (game g: seed S+g, seats and bot seeds as in ``python -m schotten arena``).

- ``hard``: the shipped hard bot (the view only).
- ``seer-hand``: the hard search, its deals giving the other hand as it is (the deck shuffled).
- ``seer``: the same with the deck in its true order (every deal is the true round).
- ``medium-playouts``: the view only. Medium's best ``--candidates`` placements, each played on
  ``--deals`` deals of the unseen cards to the end of the round by medium for both players; it
  overrules medium's best when a candidate wins more play-outs by one standard error (paired).
- ``medium-playouts-hand``: the same, its deals holding the other hand as it is (the deck
  shuffled).
- ``oracle``: sees the true round. Medium's best ``--candidates`` placements, each played to the
  end of the round by medium for both players; the first that wins is played.

Prints each bot's win rate against medium (95% Wilson interval), its mean thinking time per
move, and its paired difference with the first bot of ``--bots`` on the same games.

Usage: python scripts/bench_bot_ceiling.py [--games N] [--seed S] [--jobs J]
       [--bots hard,seer-hand,seer,medium-playouts,medium-playouts-hand,oracle]
       [--candidates K] [--deals D]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.actions import Action, Place
from schotten.bots import HardBot
from schotten.bots.anytime import AnytimeBot, forced_action
from schotten.bots.arena import MAX_ACTIONS, wilson_interval
from schotten.bots.heuristic import Estimate, estimate
from schotten.bots.medium import MediumBot, ranked_places
from schotten.bots.sim import Sim, dealer
from schotten.options import Options
from schotten.rules import apply, derive_seed, match_winner, new_game
from schotten.state import GameState, Phase
from schotten.tactics import card_key
from schotten.views import PlayerView, player_view


def _estimate(view: PlayerView, bot: MediumBot) -> Estimate:
    work = estimate(view, bot.settings)
    try:
        next(work)
        while True:
            work.send(0.0)
    except StopIteration as done:
        result: Estimate = done.value
        return result


def round_result(state: GameState, me: int, medium: MediumBot) -> float:
    """1 if ``me`` wins the round when medium plays it to its end for both players (0.5 for a
    draw), else 0."""
    for _ in range(MAX_ACTIONS):
        if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            winner = state.round_results[-1].winner
            return 0.5 if winner is None else float(winner == me)
        state = apply(state, medium.choose(player_view(state, state.current_player)))
    raise RuntimeError("a play-out did not end")


class Seeing:
    """A bot that is told the true state before each decision."""

    state: GameState


class SeerHand(HardBot, Seeing):
    """The hard search, its deals holding the other hand as it is. Its random numbers are the
    shipped hard's (the same name salts them), so the pairing compares like with like."""

    deck_order = False

    def deals(self, view: PlayerView) -> Callable[[random.Random], Sim]:
        honest = dealer(view).deal
        me = view.viewer
        other = [c.index for c in self.state.hands[1 - me]]
        deck = [c.index for c in self.state.deck]

        def deal(rng: random.Random) -> Sim:
            sim = honest(rng)
            rest = list(deck)
            if not self.deck_order:
                rng.shuffle(rest)
            sim.hands[1 - me] = list(other)
            rest.reverse()  # the simulator draws from the end
            sim.deck = rest
            return sim

        return deal


class Seer(SeerHand):
    """The hard search, every deal the true round."""

    deck_order = True


class MediumPlayouts(MediumBot, Seeing):
    """Medium's best placements played out by medium on deals of the unseen cards (the true
    state only lends its public part: the hands and deck are dealt from the view's unseen
    cards)."""

    name = "medium-playouts"
    candidates = 6
    deals = 10
    sees_hand = False

    def choose(self, view: PlayerView) -> Action:
        if forced_action(view) is not None or not any(
            isinstance(a, Place) for a in view.legal_actions
        ):
            return super().choose(view)
        me = view.viewer
        cands = ranked_places(view, _estimate(view, self))[: self.candidates]
        rng = random.Random(derive_seed(self.seed, f"{len(view.history)}"))
        unseen = list(view.unseen)
        medium = MediumBot(0)
        won: list[list[float]] = [[] for _ in cands]
        for _ in range(self.deals):
            if self.sees_hand:
                deck = list(self.state.deck)
                rng.shuffle(deck)
                dealt = dataclasses.replace(self.state, deck=tuple(deck))
            else:
                rng.shuffle(unseen)
                n = view.opponent_hand_size
                hands = list(self.state.hands)
                hands[1 - me] = tuple(sorted(unseen[:n], key=card_key))
                dealt = dataclasses.replace(
                    self.state, hands=(hands[0], hands[1]), deck=tuple(unseen[n:])
                )
            for j, a in enumerate(cands):
                won[j].append(round_result(apply(dealt, a), me, medium))
        best, best_gain = 0, 0.0
        for j in range(1, len(cands)):
            d = [x - y for x, y in zip(won[j], won[0], strict=True)]
            gain = sum(d) / len(d)
            se = math.sqrt(sum((x - gain) ** 2 for x in d) / max(1, len(d) - 1) / len(d))
            if gain > best_gain and gain > se:
                best, best_gain = j, gain
        return cands[best]


class MediumPlayoutsHand(MediumPlayouts):
    """The same, its deals holding the other hand as it is (the deck shuffled)."""

    name = "medium-playouts-hand"
    sees_hand = True


class Oracle(MediumBot, Seeing):
    """Medium's best placements played out by medium on the true round."""

    name = "oracle"
    candidates = 8

    def choose(self, view: PlayerView) -> Action:
        if forced_action(view) is not None or not any(
            isinstance(a, Place) for a in view.legal_actions
        ):
            return super().choose(view)
        cands = ranked_places(view, _estimate(view, self))[: self.candidates]
        medium = MediumBot(0)
        for a in cands:
            if round_result(apply(self.state, a), view.viewer, medium) == 1.0:
                return a
        return cands[0]


BOTS: dict[str, type[AnytimeBot]] = {
    "hard": HardBot,
    "seer-hand": SeerHand,
    "seer": Seer,
    "medium-playouts": MediumPlayouts,
    "medium-playouts-hand": MediumPlayoutsHand,
    "oracle": Oracle,
}


def play(job: tuple[str, int, int, int, int]) -> tuple[str, int, float, float, int]:
    """One game of bot ``name`` against medium, as ``arena_game`` plays it: its score (1, 0.5
    or 0), its thinking seconds and moves."""
    name, game, seed, candidates, deals = job
    game_seed = seed + game
    a_seat = game % 2
    bot = BOTS[name](derive_seed(game_seed, f"bot:{a_seat}") % 2**32)
    if isinstance(bot, (MediumPlayouts, Oracle)):
        bot.candidates = candidates
    if isinstance(bot, MediumPlayouts):
        bot.deals = deals
    medium = MediumBot(derive_seed(game_seed, f"bot:{1 - a_seat}") % 2**32)
    state = new_game(Options(), game_seed)
    thinking, moves = 0.0, 0
    for _ in range(MAX_ACTIONS):
        if state.is_terminal:
            break
        p = state.current_player
        view = player_view(state, p)
        if p == a_seat:
            if isinstance(bot, Seeing):
                bot.state = state
            started = time.perf_counter()
            action = bot.choose(view)
            thinking += time.perf_counter() - started
            moves += isinstance(action, Place)
        else:
            action = medium.choose(view)
        state = apply(state, action)
    winner = match_winner(state)
    score = 0.5 if winner is None else float(winner == a_seat)
    return name, game, score, thinking, moves


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=63000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--bots", default="hard,seer-hand,seer,medium-playouts,oracle")
    ap.add_argument(
        "--candidates", type=int, default=0, help="0: 6 for medium-playouts, 8 for oracle"
    )
    ap.add_argument("--deals", type=int, default=10)
    args = ap.parse_args()
    names = args.bots.split(",")
    unknown = [n for n in names if n not in BOTS]
    if unknown:
        ap.error(f"unknown bots {unknown}; known: {', '.join(BOTS)}")
    jobs = []
    for name in names:
        k = args.candidates or (8 if name == "oracle" else 6)
        jobs += [(name, g, args.seed, k, args.deals) for g in range(args.games)]
    scores: dict[str, dict[int, float]] = {n: {} for n in names}
    thought: dict[str, float] = dict.fromkeys(names, 0.0)
    placed: dict[str, int] = dict.fromkeys(names, 0)
    with multiprocessing.Pool(args.jobs) as pool:
        for name, game, score, thinking, moves in pool.imap_unordered(play, jobs):
            scores[name][game] = score
            thought[name] += thinking
            placed[name] += moves
    print(f"classic, against medium, seeds {args.seed}-{args.seed + args.games - 1}")
    first = names[0]
    for name in names:
        s = scores[name]
        total = sum(s.values())
        lo, hi = wilson_interval(total, len(s))
        ms = 1000 * thought[name] / max(1, placed[name])
        line = (
            f"{name:20} {total:6.1f}/{len(s)} = {total / len(s):6.1%} ({lo:.1%}-{hi:.1%}),"
            f" {ms:7.1f} ms a placement"
        )
        if name != first:
            d = [s[g] - scores[first][g] for g in s]
            gain = sum(d) / len(d)
            se = math.sqrt(sum((x - gain) ** 2 for x in d) / max(1, len(d) - 1) / len(d))
            line += f"; against {first}: {gain:+.3f} (standard error {se:.3f})"
        print(line, flush=True)


if __name__ == "__main__":
    main()
