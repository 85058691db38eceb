"""Export everything, import everything (#29): one file with every saved game (its list line,
its hints and take-backs, its review by the computer), the statistics, the lessons reached and
the puzzles solved, so that a browser that clears its storage loses nothing that was exported.

The file is JSON, ``{"format": "schotten-totten-backup", "version": 1, "made": <seconds>,
"games": [{"id", "line", "save", "learning", "review"}], "stats", "lessons", "puzzles"}``, each
part the very document this version keeps in storage (a save, a learning record, a review, the
statistics, the progress), as a JSON value rather than a string in a string. A game a newer
version saved is not exported (this version cannot read it); the message says how many.

An import has the saves' guarantees:

- *all or nothing*: the whole file is read and checked first (a part that cannot be read, or
  of a newer version, refuses the file), then every key is written together or none
  (:meth:`ui.storage.repository.SavesRepository.write_all`: a full storage puts back what was
  replaced);
- *nothing overwritten without a question*: a game already saved at the same point is left as
  it is; one saved here at another point (same id, other moves) is a question, replace it with
  the backup's or keep both (the backup's then under a new id); the statistics, the lessons and
  the puzzles are added to this device's (a match counted once, the furthest step of a lesson,
  the first day a puzzle was solved), never replaced; a key a newer version wrote is never
  written over (the import is then refused).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from schotten.errors import ReviewError, SchottenError, UnsupportedVersionError
from schotten.review import read_review
from schotten.serialize import check_version, dumps
from schotten.serialize import read_json as bounded_json
from schotten.state import GameState
from schotten.stats import GameRecord, dump_records, merge

from .learning import LEARNING_PREFIX, STATS_KEY, load_stats, parse_learning, read_stats_text
from .progress import (
    LESSONS_KEY,
    PUZZLES_KEY,
    LessonProgress,
    Progress,
    _lessons,
    _solved,
    lessons_value,
    puzzles_value,
)
from .progress import VERSION as PROGRESS_VERSION
from .storage.entry import SaveEntry
from .storage.errors import SaveProblem
from .storage.layout import GAME_PREFIX, REVIEW_PREFIX, UNDO_PREFIX
from .storage.records import read_json, read_save
from .storage.repository import SavesRepository

FORMAT = "schotten-totten-backup"
VERSION = 1
MAX_CHARS = 12_000_000
"""The longest backup read (a browser keeps about 5 million characters for a site)."""
MAX_DEPTH = 16
"""The deepest nesting read (a save nests 5 deep, 3 more in a backup)."""


@dataclass(frozen=True)
class BackupGame:
    """One game of a backup, checked: its id and list line, its state, and its side records
    as this version would store them."""

    id: str
    line: SaveEntry
    state: GameState
    learning: str | None = None
    review: str | None = None

    @property
    def same_as(self) -> str:
        """The game as this version saves it: two saves of the same game at the same point
        (options, seed, moves) give the same text."""
        return dumps(self.state)


@dataclass(frozen=True)
class Backup:
    """A backup file, read whole and checked."""

    made: float
    games: tuple[BackupGame, ...] = ()
    stats: tuple[GameRecord, ...] = ()
    lessons: dict[str, LessonProgress] = field(default_factory=dict)
    invite_dismissed: bool = False
    solved: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Plan:
    """What an import would do: the backup's games to add (their ids free here), those
    already saved at the same point (with the id here), those saved here at another point
    (with the list line here: the question)."""

    new: tuple[BackupGame, ...] = ()
    same: tuple[tuple[BackupGame, str], ...] = ()
    conflicts: tuple[tuple[BackupGame, SaveEntry], ...] = ()


@dataclass(frozen=True)
class Imported:
    """What an import did, and the progress now stored."""

    added: int
    same: int
    replaced: int
    both: int
    progress: Progress
    replaced_ids: tuple[str, ...] = ()


def looks_like_backup(text: str | bytes) -> bool:
    """Whether a chosen file is a backup (its format named at its start, as it is written),
    before it is read whole."""
    head = text[:200]
    if isinstance(head, bytes):
        head = head.decode("utf-8", errors="replace")
    return '"format"' in head and f'"{FORMAT}"' in head


# --- export ------------------------------------------------------------------------------------


def export_backup(repo: SavesRepository, progress: Progress, now: float) -> tuple[str, int, int]:
    """The backup of everything this version can read: its text, the number of games in it,
    and the number left out (a newer version's)."""
    games: list[dict[str, Any]] = []
    for entry in sorted(repo.entries(), key=lambda e: e.created):
        text = repo.storage.get(GAME_PREFIX + entry.id)
        try:
            state = read_save(text or "")
        except SaveProblem:
            continue  # cannot be read (set aside when it is opened): not a game to keep
        record = repo.read_parsed(LEARNING_PREFIX + entry.id, parse_learning)
        games.append(
            {
                "id": entry.id,
                "line": entry.to_dict(),
                "save": read_json(dumps(state)),
                "learning": None if record is None else read_json(record.to_json()),
                "review": _review_of(repo.review_text(entry.id), state),
            }
        )
    stats = load_stats(repo)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "made": now,
        "games": games,
        "stats": read_json(dump_records(stats.records)) if stats.problem is None else None,
        "lessons": lessons_value(progress),
        "puzzles": puzzles_value(progress),
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text, len(games), len(repo.newer_games())


def _review_of(text: str | None, state: GameState) -> Any:
    if text is None:
        return None
    try:
        read_review(text, state)
    except (ReviewError, UnsupportedVersionError):
        return None  # damaged, another game's or a newer version's: made again when asked
    return read_json(text)


# --- reading a backup --------------------------------------------------------------------------


def read_backup(text: str | bytes) -> Backup:
    """A backup file, read whole and checked; raises :class:`SaveProblem` (``corrupt``,
    ``foreign``, ``newer``, ``inconsistent``) for a file with any part that cannot be used."""
    try:
        data = bounded_json(text, max_chars=MAX_CHARS, max_depth=MAX_DEPTH)
    except SchottenError as err:
        raise SaveProblem("corrupt", err.message) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveProblem("foreign", "not a backup")
    check_version(
        data,
        VERSION,
        lambda _: SaveProblem("corrupt", "a backup without a version"),
        lambda version: SaveProblem("newer", f"backup version {version}"),
    )
    made = data.get("made")
    if not (isinstance(made, int | float) and not isinstance(made, bool) and 0 <= made < 1e11):
        raise SaveProblem("corrupt", "a backup without its date")
    games = data.get("games")
    if not isinstance(games, list):
        raise SaveProblem("corrupt", "a backup without its games")
    read = tuple(_game(item) for item in games)
    if len({g.id for g in read}) != len(read):
        raise SaveProblem("corrupt", "a game twice in the backup")
    lessons, invite, solved = _progress(data.get("lessons"), data.get("puzzles"))
    return Backup(float(made), read, _stats(data.get("stats")), lessons, invite, solved)


def _game(item: Any) -> BackupGame:
    if not isinstance(item, dict) or not isinstance(item.get("save"), dict):
        raise SaveProblem("corrupt", "a game of the backup without its save")
    try:
        line = SaveEntry.from_dict(item.get("line"))
    except ValueError as err:
        raise SaveProblem("corrupt", f"a game's list line: {err}") from None
    if item.get("id") != line.id:
        raise SaveProblem("corrupt", "a game's id is not its list line's")
    state = read_save(json.dumps(item["save"]))  # the engine checks it (newer, rules...)
    learning = None
    if item.get("learning") is not None:
        learning = parse_learning(json.dumps(item["learning"])).to_json()
    review = None
    if item.get("review") is not None:
        review = json.dumps(item["review"])
        try:
            read_review(review, state)
        except UnsupportedVersionError:
            raise SaveProblem("newer", "a review of a later version") from None
        except ReviewError as err:
            raise SaveProblem("corrupt", f"a game's review: {err.message}") from None
    return BackupGame(line.id, line, state, learning, review)


def _stats(value: Any) -> tuple[GameRecord, ...]:
    if value is None:
        return ()
    stats = read_stats_text(json.dumps(value))  # newer or corrupt: SaveProblem
    if stats.set_aside:
        raise SaveProblem("corrupt", "a statistics record that cannot be read")
    return stats.records


def _progress(lessons: Any, puzzles: Any) -> tuple[dict[str, LessonProgress], bool, dict[str, str]]:
    for value in (lessons, puzzles):
        if value is None:
            continue
        if not isinstance(value, dict) or type(value.get("version")) is not int:
            raise SaveProblem("corrupt", "lessons or puzzles without a version")
        if value["version"] > PROGRESS_VERSION:
            raise SaveProblem("newer", "lessons or puzzles of a later version")
    lessons = lessons or {}
    puzzles = puzzles or {}
    return (
        _lessons(lessons.get("lessons")),
        lessons.get("invite_dismissed") is True,
        _solved(puzzles.get("solved")),
    )


# --- importing ---------------------------------------------------------------------------------


def plan_import(repo: SavesRepository, backup: Backup) -> Plan:
    """Compare the backup's games with the saved ones (see :class:`Plan`)."""
    here = {e.id: e for e in repo.entries()}
    same_as: dict[str, str] = {}
    for game_id in here:
        try:
            same_as[dumps(read_save(repo.storage.get(GAME_PREFIX + game_id) or ""))] = game_id
        except SaveProblem:
            continue  # it cannot be read: set aside when it is opened
    new: list[BackupGame] = []
    same: list[tuple[BackupGame, str]] = []
    conflicts: list[tuple[BackupGame, SaveEntry]] = []
    for game in backup.games:
        if game.same_as in same_as:
            same.append((game, same_as[game.same_as]))
        elif game.id in here:
            conflicts.append((game, here[game.id]))
        else:
            new.append(game)
    return Plan(tuple(new), tuple(same), tuple(conflicts))


def apply_import(
    repo: SavesRepository, progress: Progress, backup: Backup, plan: Plan, *, replace_them: bool
) -> Imported:
    """Write the backup as planned, all together or not at all (raises ``StorageFullError``,
    ``KeptKeyError`` for a key a newer version wrote, ``StorageUnavailableError``); with
    ``replace_them``, the games saved here at another point become the backup's, otherwise
    the backup's are added beside them."""
    items: list[tuple[str, str | None]] = []
    lines = {e.id: e for e in repo.entries()}
    stored = repo.storage.keys()
    taken = set(lines) | {k[len(GAME_PREFIX) :] for k in stored if k.startswith(GAME_PREFIX)}
    added = [(g, g.id) for g in plan.new]
    if not replace_them:
        added += [(g, "") for g, _line in plan.conflicts]
    renamed: dict[str, str] = {}  # a backup's game under another id here (its statistics too)
    for game, wanted in added:
        game_id = wanted if wanted and wanted not in taken else _free_id(repo, taken)
        taken.add(game_id)
        renamed[game.id] = game_id
        lines[game_id] = _line(game, game_id, rev=1)
        items += _game_items(game, game_id)
    replaced: list[str] = []
    if replace_them:
        for game, here in plan.conflicts:
            lines[here.id] = _line(game, here.id, rev=here.rev + 1)
            items += [*_game_items(game, here.id, clear=True), (UNDO_PREFIX + here.id, None)]
            replaced.append(here.id)
    for game, here_id in plan.same:  # kept as it is; its side records only where it has none
        for prefix, value in ((LEARNING_PREFIX, game.learning), (REVIEW_PREFIX, game.review)):
            if value is not None and repo.storage.get(prefix + here_id) is None:
                items.append((prefix + here_id, value))
    merged = _merged_progress(progress, backup)
    if backup.stats:  # (a key left in place, a newer version's, refuses the whole import)
        here_stats = load_stats(repo).records if STATS_KEY not in repo.bad_in_place else ()
        theirs = tuple(replace(r, game_id=renamed.get(r.game_id, r.game_id)) for r in backup.stats)
        ours = {r.game_id for r in theirs} & set(replaced)  # a game replaced: its record too
        here_stats = tuple(r for r in here_stats if r.game_id not in ours)
        items.append((STATS_KEY, dump_records(merge(here_stats, theirs))))
    if merged.lessons != progress.lessons or merged.invite_dismissed != progress.invite_dismissed:
        items.append((LESSONS_KEY, json.dumps(lessons_value(merged), separators=(",", ":"))))
    if merged.solved != progress.solved:
        items.append((PUZZLES_KEY, json.dumps(puzzles_value(merged), separators=(",", ":"))))
    changed = [(k, v) for k, v in items if repo.storage.get(k) != v or k in repo.bad_in_place]
    if changed or added or replaced:  # (a backup of what is here writes nothing)
        repo.write_all(changed, sorted(lines.values(), key=lambda e: e.created))
    both = 0 if replace_them else len(plan.conflicts)
    return Imported(len(plan.new), len(plan.same), len(replaced), both, merged, tuple(replaced))


def _free_id(repo: SavesRepository, taken: set[str]) -> str:
    base = repo.new_id()
    game_id, n = base, 1
    while game_id in taken:
        n += 1
        game_id = f"{base}-{n}"
    return game_id


def _line(game: BackupGame, game_id: str, rev: int) -> SaveEntry:
    """The list line of an imported game: the backup's names, dates and extra fields, the
    score and rounds of its own save."""
    state = game.state
    return replace(
        game.line,
        id=game_id,
        rev=rev,
        score=state.scores,
        round_no=state.round_no,
        rounds=state.options.rounds,
        finished=state.phase.value == "match_over",
        extra=dict(game.line.extra),
    )


def _game_items(
    game: BackupGame, game_id: str, clear: bool = False
) -> list[tuple[str, str | None]]:
    """A game's keys: its save, and its side records (``clear``: a side record the backup does
    not have is removed, it belonged to the game replaced)."""
    items: list[tuple[str, str | None]] = [(GAME_PREFIX + game_id, dumps(game.state))]
    for prefix, value in ((LEARNING_PREFIX, game.learning), (REVIEW_PREFIX, game.review)):
        if value is not None or clear:
            items.append((prefix + game_id, value))
    return items


def _merged_progress(here: Progress, backup: Backup) -> Progress:
    lessons = dict(here.lessons)
    for lesson, theirs in backup.lessons.items():
        mine = lessons.get(lesson)
        if mine is None:
            lessons[lesson] = theirs
        else:
            lessons[lesson] = LessonProgress(max(mine.step, theirs.step), mine.done or theirs.done)
    solved = dict(here.solved)
    for puzzle, day in backup.solved.items():
        solved[puzzle] = min(day, solved.get(puzzle, day))  # the first day it was solved
    return Progress(lessons, here.invite_dismissed or backup.invite_dismissed, solved)
