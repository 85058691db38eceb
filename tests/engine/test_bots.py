import pytest

from schotten.bots import BOTS, GreedyBot, RandomBot, make_bot, play_match
from schotten.bots.base import Bot
from schotten.options import Options
from schotten.rules import match_winner
from schotten.serialize import dumps


def test_registry_and_interface():
    assert set(BOTS) >= {"random", "greedy"}
    for name in BOTS:
        bot = make_bot(name, 1)
        assert isinstance(bot, Bot) and bot.name == name
    with pytest.raises(ValueError):
        make_bot("nobody")


def test_bots_are_deterministic_given_their_seed():
    for cls in (RandomBot, GreedyBot):
        a = play_match([cls(1), RandomBot(2)], Options(rounds=2), 8)
        b = play_match([cls(1), RandomBot(2)], Options(rounds=2), 8)
        assert dumps(a) == dumps(b)


def test_greedy_beats_random():
    wins = 0
    for g in range(10):
        bots = [GreedyBot(g), RandomBot(g)] if g % 2 == 0 else [RandomBot(g), GreedyBot(g)]
        winner = match_winner(play_match(bots, Options(), 100 + g))
        wins += winner == (0 if g % 2 == 0 else 1)
    assert wins >= 8


def test_expert_timing_matches_finish():
    state = play_match([GreedyBot(0), GreedyBot(1)], Options(claim_timing="expert", rounds=3), 2)
    assert len(state.round_results) == 3
