"""The command line: judge (JSON lines), play, help."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from schotten.cli import JUDGE_MAX_LINE, judge_lines, main, run_judge
from schotten.judge import judge_line

ROOT = Path(__file__).resolve().parents[2]


def empty():
    return {"p1": [], "p2": []}


def request(**stones):
    out = [empty() for _ in range(9)]
    for key, stone in stones.items():
        out[int(key[1:])] = stone
    return {"stones": out}


def ask(data):
    return json.loads(judge_line(json.dumps(data)))


def test_judge_answers():
    assert ask(request()) == {"p1": [], "p2": []}
    answer = ask(
        request(
            s0={"p1": ["R7", "R8", "R9"], "p2": []},
            s3={"p1": ["B1", "B2", "B3"], "p2": ["G1", "G2", "G3"], "first_complete": "p2"},
            s4={"p1": ["Y1", "Y2", "Y3"], "p2": ["P1", "P2", "P3"], "first_complete": "p1"},
            s5={"p1": ["R1", "O5"], "p2": ["O1", "O2", "O3"], "first_complete": "p2"},
            s8={"p1": ["R6", "R5", "R4"], "p2": ["B8", "B9"], "first_complete": "p1"},
        )
    )
    # 0: colour-run 24 early; 3: tie, p2 first; 4: tie, p1 first; 5: p2 early? O1 O2 O3 is a
    # colour-run 6; p1's R1 O5 + any card cannot beat it (no colour-run above 6 from R1 O5)
    # 8: B7 would give B8 B9 B7 (colour-run 24) over R4 R5 R6
    assert answer == {"p1": [0, 4], "p2": [3, 5]}


def test_judge_first_complete_may_be_omitted_when_unambiguous():
    assert ask(request(s2={"p1": [], "p2": ["G7", "G8", "G9"]})) == {"p1": [], "p2": [2]}
    assert ask(request(s2={"p1": [], "p2": ["G7", "G8", "G9"], "first_complete": None})) == {
        "p1": [],
        "p2": [2],
    }


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("not json", "not JSON"),
        ("", "not JSON"),
        ("[]", "object"),
        ('{"stones": []}', "expected 9 stones, got 0"),
        (json.dumps({"stones": [empty()] * 10}), "expected 9 stones, got 10"),
        (json.dumps(request(s1={"p1": ["R1", "R2", "R3", "R4"], "p2": []})), "4 cards"),
        (json.dumps(request(s1={"p1": ["R1"], "p2": ["R1"]})), "R1 appears twice"),
        (
            json.dumps(request(s1={"p1": ["R1"], "p2": []}, s2={"p1": ["R1"], "p2": []})),
            "R1 appears twice",
        ),
        (json.dumps(request(s1={"p1": ["X1"], "p2": []})), "unknown card 'X1'"),
        (json.dumps(request(s1={"p1": [5], "p2": []})), "unknown card 5"),
        (json.dumps(request(s1={"p1": "R1", "p2": []})), "list of cards"),
        (json.dumps(request(s1={"p2": []})), "list of cards"),
        (
            json.dumps(request(s1={"p1": ["R1", "R2", "R3"], "p2": ["B1", "B2", "B3"]})),
            "first_complete",
        ),
        (json.dumps(request(s1={"p1": ["R1"], "p2": [], "first_complete": "p1"})), "not complete"),
        (json.dumps(request(s1={"p1": [], "p2": [], "first_complete": "p3"})), "first_complete"),
        (json.dumps(request(s1={"p1": [], "p2": [], "claimed": "p1"})), "unknown field"),
    ],
)
def test_judge_bad_lines(line, fragment):
    answer = json.loads(judge_line(line))
    assert list(answer) == ["error"]
    assert fragment in answer["error"]


def test_judge_stream_keeps_reading_after_bad_lines():
    lines = [
        json.dumps(request()),
        "garbage",
        '{"stones": 3}',
        json.dumps(request(s0={"p1": ["R7", "R8", "R9"], "p2": []})),
    ]
    out = io.StringIO()
    run_judge(io.StringIO("\n".join(lines) + "\n"), out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(answers) == 4
    assert answers[0] == {"p1": [], "p2": []}
    assert "error" in answers[1] and "error" in answers[2]
    assert answers[3] == {"p1": [0], "p2": []}


def run(*args, stdin=""):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run(
        [sys.executable, "-m", "schotten", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_judge_as_a_process():
    lines = [json.dumps(request(s0={"p1": ["R7", "R8", "R9"], "p2": []})), "{oops", ""]
    proc = run("judge", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    assert out[0] == '{"p1": [0], "p2": []}'
    assert json.loads(out[1])["error"].startswith("not JSON")
    assert "error" in json.loads(out[2])
    assert len(out) == 3


def test_judge_answers_a_line_too_long_and_goes_on():
    good = json.dumps(request(s0={"p1": ["R7", "R8", "R9"], "p2": []}))
    long_line = "[" + "0," * (JUDGE_MAX_LINE // 2) + "0]"
    exact = " " * (JUDGE_MAX_LINE - len(good)) + good  # at the limit: still read
    claims = {"p1": [0], "p2": []}
    lines = [good, long_line, exact, long_line, good]
    for stdin in (
        io.StringIO("\n".join(lines)),  # characters
        io.TextIOWrapper(io.BytesIO("\r\n".join(lines).encode())),  # bytes, read as such
    ):
        out = io.StringIO()
        assert run_judge(stdin, out) == 0
        answers = [json.loads(x) for x in out.getvalue().splitlines()]
        assert len(answers) == 5
        for i, answer in enumerate(answers):
            if i % 2:
                assert answer["error"].startswith("line too long"), answer
            else:
                assert answer == claims


def test_judge_lines_hold_at_most_the_limit():
    held = []

    class Watched(io.BytesIO):
        def readline(self, size=-1):
            assert size > 0  # never a whole line, whatever its length
            line = super().readline(size)
            held.append(len(line))
            return line

    assert list(judge_lines(Watched(b"abc\n" + b"x" * 1000 + b"\nlast"), limit=10)) == [
        b"abc",
        None,
        b"last",
    ]
    assert max(held) <= 12  # the limit, a line end, one more


LIMITED_JUDGE = """
import resource, sys
limit = 512 * 1024 * 1024
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from schotten.cli import main
sys.exit(main(["judge"]))
"""


def test_judge_reads_a_300_mb_line_in_constant_memory():
    """A line of 300 MB of zeros through a pipe, under a 512 MB address-space limit: answered
    "line too long", and the lines after it are still answered."""
    good = json.dumps(request(s0={"p1": ["R7", "R8", "R9"], "p2": []})).encode()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.Popen(
        [sys.executable, "-c", LIMITED_JUDGE],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert proc.stdin is not None
    try:
        proc.stdin.write(good + b"\n")
        zeros = b"0" * (1 << 20)
        for _ in range(300):
            proc.stdin.write(zeros)
        proc.stdin.write(b"\n" + good + b"\n")
        proc.stdin.close()
        assert proc.stdout is not None and proc.stderr is not None
        out, err = proc.stdout.read(), proc.stderr.read()
        proc.wait(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 0, err.decode()[-2000:]
    answers = [json.loads(x) for x in out.decode().splitlines()]
    assert len(answers) == 3
    assert answers[0] == answers[2] == {"p1": [0], "p2": []}
    assert answers[1]["error"].startswith("line too long")


def test_help():
    proc = run("--help")
    assert proc.returncode == 0 and "judge" in proc.stdout and "play" in proc.stdout
    judge_help = run("judge", "--help").stdout
    assert "first_complete" in judge_help and '{"error"' in judge_help
    play_help = run("play", "--help").stdout
    assert "--games" in play_help and "--seed" in play_help and "greedy" in play_help


def test_no_command_prints_help(capsys):
    assert main([]) == 2
    assert "judge" in capsys.readouterr().out


def test_play(capsys):
    assert main(["play", "--games", "3", "--seed", "5", "--p1", "random", "--p2", "greedy"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 5
    assert out[0].startswith("match 1 seed 5: p1 random")
    assert out[3].startswith("totals over 3 match(es), 3 round(s): --p1 random ")
    assert "rounds/s" in out[4]
    # same seeds, same results
    main(["play", "--games", "3", "--seed", "5", "--p1", "random", "--p2", "greedy"])
    again = capsys.readouterr().out.splitlines()
    assert again[:4] == out[:4]


def test_play_options(capsys):
    assert main(["play", "-n", "2", "--rounds", "2", "--timing", "expert", "--swap", "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("totals over 2 match(es), 4 round(s)")
    with pytest.raises(SystemExit):
        main(["play", "--rounds", "0"])
    with pytest.raises(SystemExit):
        main(["play", "--p1", "nobody"])


# --- replay and review on any input (#29) ------------------------------------------------------

COMMANDS = ("replay", "review")


def a_short_game():
    from schotten.options import Options
    from schotten.rules import apply, legal_actions, new_game

    state = new_game(Options(first_player=0, names=("Ann", "Bob")), seed=3)
    for _ in range(4):
        state = apply(state, legal_actions(state)[0])
    return state


def one_line_error(proc, command):
    assert proc.returncode == 1, proc.stdout
    assert proc.stdout == b""
    err = proc.stderr.decode("utf-8")
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"schotten {command}: ")
    return lines[0]


def run_bytes(*args, stdin=b""):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py"), "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    env.pop("PYTHONIOENCODING", None)
    return subprocess.run(
        [sys.executable, "-m", "schotten", *args],
        input=stdin,
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("command", COMMANDS)
def test_bytes_that_are_not_utf8_on_standard_input_get_one_line(command):
    proc = run_bytes(command, "-", stdin=b"\xff")
    line = one_line_error(proc, command)
    assert "standard input: not UTF-8 text" in line


@pytest.mark.parametrize("command", COMMANDS)
def test_a_missing_file_is_called_missing(command, tmp_path, capsys):
    missing = tmp_path / "no-such-file.json"
    assert main([command, str(missing)]) == 1
    err = capsys.readouterr().err
    assert err == f"schotten {command}: {missing}: no such file\n"
    assert "link" not in err
    assert main([command, "nosuchfile"]) == 1  # no dot: not a link's code either
    assert "nosuchfile: no such file" in capsys.readouterr().err


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"[1,2,3]", "not a game file: it holds a list"),
        (b"42", "not a game file: it holds a single value"),
        (b'{"format": "chess"}', "not a game file: its format is 'chess'"),
        (b'{"moves": []}', "not a game file: it names no format"),
        (b"hello, world", "not a game file: not JSON"),
        (b"", "empty, not a game file"),
        (b"\xef\xbb\xbf[1,2,3]", "not a game file: it holds a list"),
        (b"caf\xe9", "not UTF-8 text"),
    ],
)
def test_a_file_that_is_not_a_game_says_so(command, content, said, tmp_path, capsys):
    path = tmp_path / "file.json"
    path.write_bytes(content)
    assert main([command, str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"schotten {command}: {path}: ") and said in err, err
    assert "link" not in err and err.count("\n") == 1


@pytest.mark.parametrize("command", COMMANDS)
def test_a_save_with_a_byte_order_mark_is_read(command, tmp_path, capsys):
    from schotten.serialize import dumps

    state = a_short_game()
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps(state).encode("utf-8"))
    args = [command, str(path)] + (["--budget", "20"] if command == "review" else [])
    assert main(args) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert "Ann" in out and "Bob" in out
    with path.open("rb") as f:  # the same through standard input, bytes and all
        proc = run_bytes(*args[:1], "-", *args[2:], stdin=f.read())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode("utf-8") == out


@pytest.mark.parametrize("command", COMMANDS)
def test_a_damaged_link_is_called_a_damaged_link(command, tmp_path, capsys):
    from schotten.links import replay_link

    link = replay_link(a_short_game(), "https://example.org/")
    cut = link[: len(link) - 12]
    assert main([command, cut]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"schotten {command}: the link"), err
    assert "damaged" in err or "cut short" in err
    path = tmp_path / "link.txt"  # a link kept in a file is a link too
    path.write_text(cut + "\n", encoding="utf-8")
    assert main([command, str(path)]) == 1
    assert "the link" in capsys.readouterr().err
