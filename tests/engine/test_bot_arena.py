"""The arena: Wilson intervals, game records, the command line (a smoke test: the arena itself is
a benchmark, see docs/bot.md)."""

import io

import pytest

from schotten.bots import run_arena, wilson_interval
from schotten.bots.arena import arena_game
from schotten.cli import main, run_arena_command
from schotten.options import Options


def test_wilson_interval():
    lo, hi = wilson_interval(70, 100)
    assert (round(lo, 3), round(hi, 3)) == (0.604, 0.781)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(400, 400)
    assert hi == 1.0 and 0.99 < lo < 1.0
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and 0.2 < hi < 0.35


def test_games_alternate_seats_and_are_reproducible():
    a = arena_game(("greedy", "random"), 0, 7, Options())
    b = arena_game(("greedy", "random"), 1, 7, Options())
    assert (a.a_seat, b.a_seat) == (0, 1) and (a.seed, b.seed) == (7, 8)
    again = arena_game(("greedy", "random"), 0, 7, Options())
    assert (again.winner, again.scores) == (a.winner, a.scores)
    assert a.times[0].count > 5 and a.times[0].worst >= a.times[0].mean >= 0


def test_results_do_not_depend_on_the_number_of_processes():
    one = run_arena(("easy", "random"), 4, seed=3)
    two = run_arena(("easy", "random"), 4, seed=3, jobs=2)
    assert (one.wins, one.draws, one.games) == (two.wins, two.draws, two.games) == ([4, 0], 0, 4)
    assert one.score(0) == 1.0 and one.interval(0)[0] > 0.4
    table = one.table()
    assert "easy" in table and "random" in table and "95% CI" in table


def test_arena_command(capsys):
    assert main(["arena", "--a", "medium", "--b", "greedy", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("arena: --a medium --b greedy --games 2 --seed 4 --variant classic")
    assert out[0].endswith("(game seeds 4-5)")
    assert out[1].split()[:3] == ["bot", "wins", "win"]
    assert out[2].startswith("medium") and out[3].startswith("greedy")
    assert out[4].startswith("draws 0, games 2")


def test_arena_command_progress_and_errors(capsys):
    class Args:
        a, b, games, seed, variant, timing, rounds, jobs, progress = (
            "greedy",
            "random",
            2,
            0,
            "classic",
            "expert",
            1,
            1,
            True,
        )

    out, err = io.StringIO(), io.StringIO()
    assert run_arena_command(Args, out, err) == 0
    assert "2/2 games" in err.getvalue()
    with pytest.raises(SystemExit):
        main(["arena", "--games", "0"])
    with pytest.raises(SystemExit):
        main(["arena", "--a", "nobody"])
    assert "--games" in capsys.readouterr().err
