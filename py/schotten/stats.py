"""Statistics of the finished games on a device.

Each finished match leaves one :class:`GameRecord` (who played, who won, how each round ended).
The records are kept apart from the saved games, so deleting a game does not rewrite history
(:func:`forget` does, when the player asks). They serialise to versioned JSON
(:func:`dump_records`) and are read back through the bounded reader
(:func:`schotten.serialize.read_json`) by :func:`load_records`, which sets aside a bad record
instead of losing the good ones. :func:`compute` turns records into :class:`Stats`: per variant
and computer level from the person's side, head-to-head per pair of names in games between
people, and how rounds were won.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import CorruptSaveError, UnsupportedVersionError
from .rules import match_winner
from .serialize import check_version, read_json
from .state import GameState, Phase
from .variants import VARIANTS

FORMAT = "schotten-totten-stats"
VERSION = 1
MAX_RECORDS = 10_000
"""The oldest records go beyond this many (about 2 MB of JSON)."""
MAX_NAME = 60
HOWS = ("adjacent", "five", "stalemate")
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class RoundRecord:
    winner: int | None
    stones: tuple[int, int]
    how: str


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished match. ``names`` are the stored names (the computer's seat holds the stored
    placeholder, never a translated name); ``bots[p]`` the computer's level in seat ``p``."""

    game_id: str
    finished: float
    variant: str
    names: tuple[str, str]
    bots: tuple[str | None, str | None]
    winner: int | None
    scores: tuple[int, int]
    rounds: tuple[RoundRecord, ...]

    @classmethod
    def from_state(cls, game_id: str, state: GameState, finished: float) -> GameRecord:
        """The record of a finished match (raises ``ValueError`` while it goes on)."""
        if state.phase is not Phase.MATCH_OVER:
            raise ValueError("the match is not over")
        opts = state.options
        names = opts.names or ("", "")
        bots = opts.bots or (None, None)
        return cls(
            game_id=game_id,
            finished=float(finished),
            variant=opts.variant,
            names=(names[0][:MAX_NAME], names[1][:MAX_NAME]),
            bots=(bots[0], bots[1]),
            winner=match_winner(state),
            scores=state.scores,
            rounds=tuple(RoundRecord(r.winner, r.stones, r.how) for r in state.round_results),
        )

    @property
    def person(self) -> int | None:
        """The person's seat in a game against the computer, else ``None``."""
        if self.bots[0] is None and self.bots[1] is not None:
            return 0
        if self.bots[1] is None and self.bots[0] is not None:
            return 1
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.game_id,
            "finished": self.finished,
            "variant": self.variant,
            "names": list(self.names),
            "bots": list(self.bots),
            "winner": self.winner,
            "scores": list(self.scores),
            "rounds": [
                {"winner": r.winner, "stones": list(r.stones), "how": r.how} for r in self.rounds
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Validates one record; raises :class:`CorruptSaveError` (``bad_record``)."""
        d = _object(data, "record")
        rounds = _list(d.get("rounds"), "rounds", 1, 99)
        record = cls(
            game_id=_text(d.get("id"), "id", 200),
            finished=_number(d.get("finished"), "finished"),
            variant=_choice(d.get("variant"), "variant", tuple(VARIANTS)),
            names=_pair(d.get("names"), "names", lambda v: _text(v, "name", MAX_NAME)),
            bots=_pair(d.get("bots"), "bots", lambda v: _level(v)),
            winner=_seat(d.get("winner"), "winner"),
            scores=_pair(d.get("scores"), "scores", lambda v: _count(v, "score", 999)),
            rounds=tuple(_round(r) for r in rounds),
        )
        return record


def _bad(what: str) -> CorruptSaveError:
    return CorruptSaveError(f"bad statistics record: {what}", code="bad_record")


def _object(data: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise _bad(f"{what} is not an object")
    return data


def _list(data: Any, what: str, low: int = 0, high: int = MAX_RECORDS) -> list[Any]:
    if not isinstance(data, list) or not low <= len(data) <= high:
        raise _bad(f"{what} is not a list of {low} to {high} items")
    return data


def _text(data: Any, what: str, limit: int) -> str:
    if not isinstance(data, str) or len(data) > limit:
        raise _bad(f"{what} is not a text of at most {limit} characters")
    return data


def _number(data: Any, what: str) -> float:
    if isinstance(data, bool) or not isinstance(data, int | float) or not math.isfinite(data):
        raise _bad(f"{what} is not a number")
    if not 0 <= data <= 1e13:
        raise _bad(f"{what} is out of range")
    return float(data)


def _count(data: Any, what: str, limit: int) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or not 0 <= data <= limit:
        raise _bad(f"{what} is not a whole number from 0 to {limit}")
    return data


def _choice(data: Any, what: str, choices: Sequence[str]) -> str:
    if data not in choices:
        raise _bad(f"{what} is not one of {', '.join(choices)}")
    return str(data)


def _level(data: Any) -> str | None:
    return None if data is None else _choice(data, "level", LEVELS)


def _seat(data: Any, what: str) -> int | None:
    if data is None:
        return None
    return _count(data, what, 1)


def _pair(data: Any, what: str, item: Any) -> Any:
    items = _list(data, what, 2, 2)
    return (item(items[0]), item(items[1]))


def _round(data: Any) -> RoundRecord:
    d = _object(data, "round")
    stones = _pair(d.get("stones"), "stones", lambda v: _count(v, "stones", 9))
    if stones[0] + stones[1] > 9:
        raise _bad("more than 9 stones in a round")
    return RoundRecord(_seat(d.get("winner"), "winner"), stones, _choice(d.get("how"), "how", HOWS))


def dump_records(records: Sequence[GameRecord]) -> str:
    """The records as versioned JSON (the newest :data:`MAX_RECORDS`)."""
    kept = list(records)[-MAX_RECORDS:]
    body = {"format": FORMAT, "version": VERSION, "games": [r.to_dict() for r in kept]}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Loaded:
    """What :func:`load_records` read: the good records, oldest first, and how many it set
    aside (each with its reason)."""

    records: tuple[GameRecord, ...]
    set_aside: tuple[str, ...] = ()


def load_records(text: str | None) -> Loaded:
    """Reads :func:`dump_records`' JSON. A file that is not the statistics at all, or of a
    later version, raises (:class:`CorruptSaveError`, :class:`UnsupportedVersionError`) so that
    the caller keeps it untouched; a bad record inside a good file is set aside."""
    if text is None or text == "":
        return Loaded(())
    data = read_json(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptSaveError("not a statistics file", code="not_stats")
    check_version(
        data,
        VERSION,
        lambda _: CorruptSaveError("statistics without a version", code="not_stats"),
        lambda version: UnsupportedVersionError(
            f"statistics of version {version} (this game reads up to {VERSION})",
            code="future_version",
            params={"version": version},
        ),
    )
    games = data.get("games")
    if not isinstance(games, list):
        raise CorruptSaveError("statistics without games", code="not_stats")
    good: list[GameRecord] = []
    bad: list[str] = []
    for raw in games[-MAX_RECORDS:]:
        try:
            good.append(GameRecord.from_dict(raw))
        except CorruptSaveError as err:
            bad.append(err.message)
    good.sort(key=lambda r: r.finished)
    return Loaded(tuple(good), tuple(bad))


def add(records: Sequence[GameRecord], record: GameRecord) -> tuple[GameRecord, ...]:
    """``records`` with ``record`` (replacing an earlier record of the same game)."""
    kept = [r for r in records if r.game_id != record.game_id]
    kept.append(record)
    kept.sort(key=lambda r: r.finished)
    return tuple(kept[-MAX_RECORDS:])


def forget(records: Sequence[GameRecord], game_id: str) -> tuple[GameRecord, ...]:
    """``records`` without the game ``game_id`` (only when the player asks for it)."""
    return tuple(r for r in records if r.game_id != game_id)


def merge(a: Iterable[GameRecord], b: Iterable[GameRecord]) -> tuple[GameRecord, ...]:
    """Both sets of records, a game recorded in both counted once (an import)."""
    out: dict[str, GameRecord] = {}
    for r in (*a, *b):
        out.setdefault(r.game_id, r)
    return tuple(sorted(out.values(), key=lambda r: r.finished)[-MAX_RECORDS:])


@dataclass
class Tally:
    """Games from one side: results, streaks, stones and how rounds ended."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rounds: int = 0
    stones: int = 0
    streak: int = 0
    """The current run: wins in a row (positive) or losses in a row (negative)."""
    best_streak: int = 0
    won_by: dict[str, int] = field(default_factory=dict)
    lost_by: dict[str, int] = field(default_factory=dict)

    @property
    def average_stones(self) -> float:
        """Stones held at the end of a round, on average."""
        return self.stones / self.rounds if self.rounds else 0.0

    def count(self, record: GameRecord, seat: int) -> None:
        self.games += 1
        if record.winner is None:
            self.draws += 1
            self.streak = 0
        elif record.winner == seat:
            self.wins += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
        else:
            self.losses += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
        self.best_streak = max(self.best_streak, self.streak)
        for r in record.rounds:
            self.rounds += 1
            self.stones += r.stones[seat]
            if r.winner == seat:
                self.won_by[r.how] = self.won_by.get(r.how, 0) + 1
            elif r.winner is not None:
                self.lost_by[r.how] = self.lost_by.get(r.how, 0) + 1


@dataclass
class HeadToHead:
    """Games between two people: ``names`` in the order they are counted, wins of each."""

    names: tuple[str, str]
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0


@dataclass
class Stats:
    """``vs_computer[(variant, level)]`` and ``vs_computer[(variant, None)]`` (every level)
    from the person's side; ``head_to_head`` keyed by the two names, case-folded and sorted."""

    vs_computer: dict[tuple[str, str | None], Tally] = field(default_factory=dict)
    head_to_head: dict[tuple[str, str], HeadToHead] = field(default_factory=dict)
    games: int = 0


def compute(records: Iterable[GameRecord]) -> Stats:
    """Statistics of ``records`` (streaks follow the order the games finished)."""
    stats = Stats()
    for record in sorted(records, key=lambda r: r.finished):
        stats.games += 1
        seat = record.person
        if seat is not None:
            level = record.bots[1 - seat]
            for key in ((record.variant, level), (record.variant, None)):
                stats.vs_computer.setdefault(key, Tally()).count(record, seat)
            continue
        if record.bots != (None, None):
            continue  # the computer against itself: no person's result
        folded = (record.names[0].casefold(), record.names[1].casefold())
        order = (0, 1) if folded <= (folded[1], folded[0]) else (1, 0)
        key = (folded[order[0]], folded[order[1]])
        h2h = stats.head_to_head.setdefault(
            key, HeadToHead((record.names[order[0]], record.names[order[1]]))
        )
        h2h.games += 1
        if record.winner is None:
            h2h.draws += 1
        else:
            h2h.wins[order.index(record.winner)] += 1
    return stats
