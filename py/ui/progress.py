"""What a learner has done, kept in storage apart from the saved games: the lessons (the step
reached, finished or not, the first-visit invitation dismissed) and the puzzles (which were
solved, on which day: the day's count and the streak of days in a row).

Everything is read as the saves' own keys are
(:meth:`ui.storage.repository.SavesRepository.read_key`, bounded by
:func:`ui.storage.records.read_json`) and checked field by field: a damaged or foreign value
is ignored (a bad record is dropped, the good ones kept), a value that cannot be read at all is
set aside under the quarantine prefix before anything is written over it, a newer version's is
left as it is and never written over (progress then goes on, unsaved), and nothing here ever
stops the app.
"""

from __future__ import annotations

import json
import string
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from .storage.errors import StorageFullError, StorageUnavailableError
from .storage.layout import PREFIX
from .storage.repository import SavesRepository

LESSONS_KEY = PREFIX + "lessons"
PUZZLES_KEY = PREFIX + "puzzles"
VERSION = 1
MAX_STEP = 1000
MAX_RECORDS = 10_000

_ID_CHARS = frozenset(string.ascii_letters + string.digits + "_-")


def _is_id(key: object) -> bool:
    return isinstance(key, str) and 0 < len(key) <= 40 and set(key) <= _ID_CHARS


@dataclass
class LessonProgress:
    """One lesson: the step reached (0-based, the next to do) and whether it was finished."""

    step: int = 0
    done: bool = False


@dataclass
class Progress:
    """The learner's lessons and puzzles, as stored."""

    lessons: dict[str, LessonProgress] = field(default_factory=dict)
    invite_dismissed: bool = False
    solved: dict[str, str] = field(default_factory=dict)  # puzzle id -> ISO day solved

    # --- puzzles ---------------------------------------------------------------------------

    def solved_on(self, day: date) -> int:
        iso = day.isoformat()
        return sum(1 for d in self.solved.values() if d == iso)

    def streak(self, today: date) -> int:
        """Days in a row with a puzzle solved, ending today (or yesterday, while today may
        still keep it going)."""
        days = set(self.solved.values())
        day = today if today.isoformat() in days else today - timedelta(days=1)
        n = 0
        while day.isoformat() in days:
            n += 1
            day -= timedelta(days=1)
        return n


def _day(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) != 10 or not value.isascii():
        return None
    try:
        return date.fromisoformat(value).isoformat()  # exactly YYYY-MM-DD, a real day
    except ValueError:
        return None


def _records(raw: Any) -> list[tuple[str, Any]]:
    """The entries of a stored object (none when it is not one) among its first
    :data:`MAX_RECORDS` whose key is a record's id."""
    if not isinstance(raw, dict):
        return []
    return [(key, value) for key, value in list(raw.items())[:MAX_RECORDS] if _is_id(key)]


def _lessons(raw: Any) -> dict[str, LessonProgress]:
    out: dict[str, LessonProgress] = {}
    for key, rec in _records(raw):
        if not isinstance(rec, dict):
            continue
        step, done = rec.get("step"), rec.get("done")
        if type(step) is not int or not 0 <= step <= MAX_STEP or type(done) is not bool:
            continue
        out[key] = LessonProgress(step, done)
    return out


def _solved(raw: Any) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in _records(raw):
        day = _day(value)
        if day is not None:
            out[key] = day
    return out


class ProgressStore:
    """Reads and writes :class:`Progress` through the saves' repository (its storage, its
    quarantine). Writes that the storage refuses are reported by raising, as the saves do."""

    def __init__(self, repo: SavesRepository) -> None:
        self.repo = repo

    def _read(self, key: str) -> dict[str, Any]:
        data: dict[str, Any] | None = self.repo.read_key(key, dict, "the progress is not an object")
        if data is None:
            return {}
        if data.get("version") != VERSION:
            code = "newer" if _later(data.get("version")) else "foreign"
            raw = self.repo.storage.get(key)  # as it is stored, never as read back
            with suppress(StorageFullError, StorageUnavailableError):
                if raw is not None:
                    self.repo.set_aside(key, raw, code)
            return {}
        return data

    def load(self) -> Progress:
        lessons = self._read(LESSONS_KEY)
        puzzles = self._read(PUZZLES_KEY)
        return Progress(
            lessons=_lessons(lessons.get("lessons")),
            invite_dismissed=lessons.get("invite_dismissed") is True,
            solved=_solved(puzzles.get("solved")),
        )

    def save_lessons(self, progress: Progress) -> None:
        self.repo.write(LESSONS_KEY, json.dumps(lessons_value(progress), separators=(",", ":")))

    def save_puzzles(self, progress: Progress) -> None:
        self.repo.write(PUZZLES_KEY, json.dumps(puzzles_value(progress), separators=(",", ":")))


def lessons_value(progress: Progress) -> dict[str, Any]:
    """The lessons' key as stored (and as a backup holds it, #29)."""
    return {
        "version": VERSION,
        "lessons": {
            k: {"step": v.step, "done": v.done} for k, v in sorted(progress.lessons.items())
        },
        "invite_dismissed": progress.invite_dismissed,
    }


def puzzles_value(progress: Progress) -> dict[str, Any]:
    """The puzzles' key as stored (and as a backup holds it, #29)."""
    return {"version": VERSION, "solved": dict(sorted(progress.solved.items()))}


def _later(version: Any) -> bool:
    return type(version) is int and version > VERSION
