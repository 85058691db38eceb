"""The command line: ``python -m schotten judge|play|arena|replay|review``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO, TextIO

from . import __version__
from .bots import BOTS, ArenaResult, make_bot, play_match, run_arena
from .errors import CorruptSaveError, InvalidOptionsError, SchottenError
from .judge import judge_line
from .links import FRAGMENT, ReplayLinkError, read_replay
from .options import MAX_ROUNDS, RESERVED_VARIANTS, VARIANTS, Options
from .review import ReviewSettings, review_game, review_json_lines, review_text
from .rules import derive_seed, match_winner
from .serialize import FORMAT as SAVE_FORMAT
from .serialize import MAX_TEXT, REPLAY_FORMAT, from_replay, loads, read_json
from .state import GameState
from .transcript import names_of, transcript

MAX_SOURCE = 4_000_000

DESCRIPTION = """\
Schotten Totten rules engine (classic game, normal or expert claim timing).

commands:
  judge   read tables as JSON lines on stdin, answer which stones each player may claim
  play    bot against bot: print each match result and the totals
  arena   many games between two bots: win rates with 95% intervals, time per move
  replay  print a game (a saved game, a replay file or a #replay= link) as text
  review  the computer's review of a game: each decision with its chances to win the round

Run "python -m schotten COMMAND --help" for the details of a command.
"""

JUDGE_HELP = """\
Reads one JSON request per line on stdin and writes one JSON answer per line on stdout, in order.

request:  {"stones": [9 stones]}, each stone
          {"p1": ["R5", "R6", "R7"], "p2": ["B2"], "first_complete": "p1"}
          cards in notation (colour letter R O Y G B P + value 1-9), at most 3 a side;
          first_complete names the side completed first when both are complete, otherwise
          the complete side or null (it may be omitted then). Every stone is unclaimed; cards
          not listed are unseen (in the deck or a hand).
answer:   {"p1": [0, 4], "p2": [7]}  the stones (0-8, ascending) each player could legally
          claim if it were their turn after playing (normal and early claims).
tactical: a stone may carry "modes": ["mud", "blind"] (Mud Fight: 4 cards a side; Blind-Man's
          Bluff: sums only); sides may hold JOKER, SPY and SHIELD (elite troops, wild within
          their range); the request may carry "discard": [cards], the public discard pile,
          whose clan cards cannot complete a side. Same answer.
bad line: {"error": "<what is wrong>"}; the next line is still read. A line longer than
          4,000,000 bytes is answered {"error": "line too long ..."} without being read whole.
"""

PLAY_HELP = f"""\
Plays matches between two bots ({", ".join(sorted(BOTS))}) and prints one line per match and
the totals. Match g (counting from 0) uses seed SEED+g; the bots alternate seats when
--swap is given. Doubles as a smoke test and a benchmark.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m schotten",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"schotten {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sub.add_parser(
        "judge",
        help="claim verdicts for tables given as JSON lines on stdin",
        description=JUDGE_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )

    play = sub.add_parser(
        "play",
        help="bot against bot, with results and totals",
        description=PLAY_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    bots = sorted(BOTS)
    play.add_argument("--p1", choices=bots, default="greedy", help="bot for p1 (default greedy)")
    play.add_argument("--p2", choices=bots, default="random", help="bot for p2 (default random)")
    play.add_argument("-n", "--games", type=int, default=10, help="matches to play (default 10)")
    play.add_argument("--seed", type=int, default=0, help="seed of the first match (default 0)")
    play.add_argument(
        "--rounds", type=int, default=1, help=f"rounds per match, 1-{MAX_ROUNDS} (default 1)"
    )
    play.add_argument(
        "--timing",
        choices=("normal", "expert"),
        default="normal",
        help="claim timing (default normal; expert: claims at the start of the turn)",
    )
    play.add_argument("--swap", action="store_true", help="swap the bots' seats every other match")
    play.add_argument("-q", "--quiet", action="store_true", help="print only the totals")
    add_arena_parser(sub)
    _game_parser(sub, "replay", "a game as text, from a file or a link", REPLAY_HELP)
    add_review_parser(sub)
    return parser


REPLAY_HELP = """\
Prints a game as text: its header, every action in order (stones 0-8), the round results and
the final table. SOURCE is a saved game or replay file exported by the game, a link carrying
a game ("...#replay=CODE", as the game shares them) or the bare CODE; "-" reads standard input.
Input that cannot be used is refused with one line saying what is wrong (no such file, not a
game file, not UTF-8 text, a damaged link, a game that breaks the rules), exit status 1. A file
may start with a UTF-8 byte order mark.
"""

MIN_CODE = 16
"""A file holding only base64url characters, at least this many, is read as a link's code (the
shortest game's code is longer)."""
_CODE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class SourceError(SchottenError):
    """A source that is not a game: no such file, not UTF-8 text, not a game file."""

    code = "bad_source"


def _decoded(raw: bytes, where: str) -> str:
    """The text of a file's bytes (a UTF-8 byte order mark dropped)."""
    if len(raw) > MAX_SOURCE:
        raise SourceError(f"{where}: too large to be a game file")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SourceError(f"{where}: not UTF-8 text (byte {err.start}), not a game file") from err


def _game_in_text(text: str, where: str) -> GameState:
    """The game in a file's text: a save, a replay record, or a link or code on its own."""
    stripped = text.strip()
    if not stripped:
        raise SourceError(f"{where}: empty, not a game file")
    if FRAGMENT in stripped or (len(stripped) >= MIN_CODE and set(stripped) <= _CODE_CHARS):
        return read_replay(stripped)  # a link, or a link's code, kept in a file
    try:
        data = read_json(stripped)
    except CorruptSaveError as err:
        raise SourceError(f"{where}: not a game file: {err.message}") from err
    if not isinstance(data, dict):
        held = "a list" if isinstance(data, list) else "a single value"
        raise SourceError(f"{where}: not a game file: it holds {held}")
    kind = data.get("format")
    if kind == REPLAY_FORMAT:
        return from_replay(data)
    if kind == SAVE_FORMAT:
        return loads(stripped)
    shown = f"its format is {kind!r}" if isinstance(kind, str) else "it names no format"
    raise SourceError(f"{where}: not a game file: {shown}, not a saved game's or a replay's")


def read_game(source: str, stdin: TextIO) -> GameState:
    """The game in ``source`` (see ``REPLAY_HELP``); raises a :class:`SchottenError` whose
    message says what is wrong. Files and standard input are read as bytes (UTF-8, a byte
    order mark allowed), so that any input gets its one-line reason."""
    if source == "-":
        buffer: BinaryIO | None = getattr(stdin, "buffer", None)
        if buffer is None:  # a text stream with no bytes under it (tests)
            text = stdin.read(MAX_SOURCE + 1)
            if len(text) > MAX_SOURCE:
                raise SourceError("standard input: too large to be a game file")
            return _game_in_text(text.removeprefix("\ufeff"), "standard input")
        return _game_in_text(
            _decoded(buffer.read(MAX_SOURCE + 1), "standard input"), "standard input"
        )
    if "#" in source or "://" in source:
        return read_replay(source)
    path = Path(source)
    if path.is_file():
        with open(path, "rb") as f:
            return _game_in_text(_decoded(f.read(MAX_SOURCE + 1), source), source)
    if path.exists():
        raise SourceError(f"{source}: not a file")
    if not source or not set(source) <= _CODE_CHARS:
        raise SourceError(f"{source}: no such file")
    try:
        return read_replay(source)
    except ReplayLinkError as err:
        if err.code in ("bad_link", "not_deflate", "bad_json"):
            # a name without a dot or a slash: no such file, and not a link's code either
            raise SourceError(f"{source}: no such file (nor a game's link code)") from err
        raise


def run_replay(args: argparse.Namespace, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    try:
        state = read_game(args.source, stdin)
    except (SchottenError, OSError) as err:
        stderr.write(f"schotten replay: {getattr(err, 'message', err)}\n")
        return 1
    stdout.write("\n".join(transcript(state)) + "\n")
    return 0


REVIEW_HELP = """\
Reviews a game as the computer does after a game: each decision is judged from the view its
player had then (never the hidden cards) by the hard search, and printed with the chance to win
the round before and after it (the chance with the search's best play, then with the play
made), the play the search prefers and the verdict: good, inaccuracy, mistake or blunder by the
drop of the chance (see docs/review.md), or a missed claim. SOURCE is read as by "replay".
Plies are numbered as by "replay". --json prints one JSON object per line instead: each
decision as the review keeps it (chances 0-1, stones 0-8, plies from 0), then a summary line.
"""


def _game_parser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help: str, description: str
) -> argparse.ArgumentParser:
    """A command that reads one game from ``source`` (see :func:`read_game`)."""
    command = sub.add_parser(
        name,
        help=help,
        description=description,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument("source", metavar="FILE|URL", help='a game file, a link, a code, or "-"')
    return command


def add_review_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    review = _game_parser(
        sub, "review", "the computer's review of a game, decision by decision", REVIEW_HELP
    )
    review.add_argument("--json", action="store_true", help="JSON lines instead of text")
    review.add_argument(
        "--player",
        choices=("p1", "p2", "both"),
        default="both",
        help="whose decisions to review (default both)",
    )
    review.add_argument(
        "--budget",
        type=int,
        default=ReviewSettings().budget,
        help=f"search work per decision in simulated plies (default {ReviewSettings().budget})",
    )


def run_review(args: argparse.Namespace, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    if args.budget < 1:
        raise InvalidOptionsError(f"--budget must be 1 or more, not {args.budget}")
    try:
        state = read_game(args.source, stdin)
    except (SchottenError, OSError) as err:
        stderr.write(f"schotten review: {getattr(err, 'message', err)}\n")
        return 1
    players = {"p1": (0,), "p2": (1,), "both": (0, 1)}[args.player]
    settings = replace(ReviewSettings(), budget=args.budget)
    result = review_game(state, settings, players)
    lines = review_json_lines(result) if args.json else review_text(result, names_of(state))
    stdout.write("\n".join(lines) + "\n")
    return 0


JUDGE_MAX_LINE = MAX_TEXT
"""The longest line the judge reads (in bytes, or characters on a text stream): the bounded
reader's own limit. A longer one is answered "line too long" without being held whole."""

_SKIP_CHUNK = 1 << 16  # how much of a line too long is read at a time, to be skipped


def judge_lines(
    source: TextIO | BinaryIO, limit: int = JUDGE_MAX_LINE
) -> Iterator[str | bytes | None]:
    """Each line of ``source`` without its line end, or ``None`` for a line longer than
    ``limit``, whose rest is read and dropped a chunk at a time: memory stays within ``limit``
    whatever the input."""
    while True:
        line: str | bytes = source.readline(limit + 2)  # the line, its "\r\n", one more
        if not line:
            return
        ended = _ended(line)
        text = line.rstrip(b"\r\n") if isinstance(line, bytes) else line.rstrip("\r\n")
        if len(text) <= limit and (ended or len(line) <= limit):
            yield text
            continue
        while not ended:
            rest: str | bytes = source.readline(min(_SKIP_CHUNK, limit + 2))
            ended = not rest or _ended(rest)
        yield None


def _ended(line: str | bytes) -> bool:
    return line.endswith(b"\n") if isinstance(line, bytes) else line.endswith("\n")


def run_judge(stdin: TextIO | BinaryIO, stdout: TextIO) -> int:
    """Answer each line of ``stdin`` (read as bytes when it has a binary buffer, so that a line
    in another encoding gets its error line and the next lines are still read). A line longer
    than :data:`JUDGE_MAX_LINE` is answered "line too long" and the next one is read: the
    judge holds at most one line of that size."""
    source: TextIO | BinaryIO = getattr(stdin, "buffer", stdin)
    too_long = json.dumps({"error": f"line too long (more than {JUDGE_MAX_LINE} bytes)"})
    for text in judge_lines(source):
        stdout.write((too_long if text is None else judge_line(text)) + "\n")
        stdout.flush()
    return 0


def run_play(args: argparse.Namespace, stdout: TextIO) -> int:
    if args.games < 0:
        raise InvalidOptionsError(f"--games must be 0 or more, not {args.games}")
    options = Options(claim_timing=args.timing, rounds=args.rounds)
    names = (args.p1, args.p2)
    labels = [f"--p1 {names[0]}", f"--p2 {names[1]}"]
    wins = dict.fromkeys(labels, 0)
    draws = 0
    rounds_played = 0
    actions = 0
    started = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        seats = (0, 1) if not (args.swap and g % 2) else (1, 0)
        bots = [make_bot(names[seats[p]], derive_seed(seed, f"bot:{p}") % 2**32) for p in (0, 1)]
        state = play_match(bots, options, seed)
        winner = match_winner(state)
        rounds_played += len(state.round_results)
        actions += len(state.history)
        if winner is None:
            draws += 1
            outcome = "draw"
        else:
            wins[labels[seats[winner]]] += 1
            outcome = f"p{winner + 1} {names[seats[winner]]} wins"
        if not args.quiet:
            results = ", ".join(
                f"{r.points[0]}-{r.points[1]}" + (f" ({r.how})" if r.how else "")
                for r in state.round_results
            )
            stdout.write(
                f"match {g + 1} seed {seed}: p1 {names[seats[0]]} {state.scores[0]} - "
                f"{state.scores[1]} {names[seats[1]]} p2: {outcome}; rounds {results}; "
                f"{len(state.history)} actions\n"
            )
    elapsed = time.perf_counter() - started
    stdout.write(
        f"totals over {args.games} match(es), {rounds_played} round(s): "
        + ", ".join(f"{label} {n}" for label, n in wins.items())
        + f", draws {draws}\n"
    )
    if elapsed > 0 and rounds_played:
        stdout.write(
            f"time {elapsed:.2f} s: {rounds_played / elapsed:.1f} rounds/s, "
            f"{actions / elapsed:.0f} actions/s\n"
        )
    return 0


ARENA_HELP = """\
Plays GAMES games between bot A and bot B and prints the win rates with 95% confidence
intervals (Wilson score) and each bot's thinking time per move (one move: a turn, from the card
to the end of the turn). Game g (counting from 0) uses seed SEED+g; A plays first in even games
and second in odd ones. --jobs spreads the games over processes (the results do not change,
but the times are only comparable on an otherwise idle machine).
"""


def add_arena_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bots = sorted(BOTS)
    arena = sub.add_parser(
        "arena",
        help="many games between two bots: win rates, confidence intervals, time per move",
        description=ARENA_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    arena.add_argument("--a", choices=bots, default="hard", help="bot A (default hard)")
    arena.add_argument("--b", choices=bots, default="medium", help="bot B (default medium)")
    arena.add_argument("-n", "--games", type=int, default=100, help="games (default 100)")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    arena.add_argument(
        "--variant",
        choices=(*VARIANTS, *RESERVED_VARIANTS),
        default="classic",
        help="game variant (default classic)",
    )
    arena.add_argument(
        "--timing", choices=("normal", "expert"), default="normal", help="claim timing"
    )
    arena.add_argument(
        "--rounds", type=int, default=1, help=f"rounds per game, 1-{MAX_ROUNDS} (default 1)"
    )
    arena.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    arena.add_argument(
        "--progress", action="store_true", help="report progress on stderr every 10%% of games"
    )


def run_arena_command(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    if args.games < 1:
        raise InvalidOptionsError(f"--games must be 1 or more, not {args.games}")
    if args.jobs < 1:
        raise InvalidOptionsError(f"--jobs must be 1 or more, not {args.jobs}")
    options = Options(variant=args.variant, claim_timing=args.timing, rounds=args.rounds)
    every = max(1, args.games // 10)

    def progress(result: ArenaResult) -> None:
        if args.progress and (result.games % every == 0 or result.games == args.games):
            stderr.write(
                f"{result.games}/{args.games} games, {args.a} {result.score(0):.1%}, "
                f"{result.elapsed:.0f} s\n"
            )
            stderr.flush()

    stdout.write(
        f"arena: --a {args.a} --b {args.b} --games {args.games} --seed {args.seed} "
        f"--variant {args.variant} --timing {args.timing} --rounds {args.rounds} "
        f"(game seeds {args.seed}-{args.seed + args.games - 1})\n"
    )
    result = run_arena((args.a, args.b), args.games, args.seed, options, args.jobs, progress)
    stdout.write(result.table() + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "judge":
            return run_judge(sys.stdin, sys.stdout)
        if args.command == "play":
            return run_play(args, sys.stdout)
        if args.command == "arena":
            return run_arena_command(args, sys.stdout, sys.stderr)
        if args.command == "replay":
            return run_replay(args, sys.stdin, sys.stdout, sys.stderr)
        if args.command == "review":
            return run_review(args, sys.stdin, sys.stdout, sys.stderr)
    except InvalidOptionsError as err:
        parser.error(err.message)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    parser.print_help()
    return 2
