"""The names things are kept under: this app's keys in the browser's storage (one origin may
hold other apps' keys, and other versions' of ours), the ids of its games, the quarantine keys
of what could not be read, and the file name of an exported game."""

from __future__ import annotations

import re
import time

PREFIX = "schotten-totten/"
INDEX_KEY = PREFIX + "index"
CURRENT_KEY = PREFIX + "current"
SETTINGS_KEY = PREFIX + "settings"
GAME_PREFIX = PREFIX + "game/"
UNDO_PREFIX = PREFIX + "undo/"
QUARANTINE_PREFIX = PREFIX + "quarantine/"
REVIEW_PREFIX = PREFIX + "review/"  # a finished game's review by the computer (#14)

PROBE_KEY = PREFIX + "probe"

#: Problem codes, each translated as ``storage.<code>`` (and ``import.<code>`` for files).
PROBLEM_CODES = ("corrupt", "foreign", "newer", "inconsistent", "full", "missing", "unavailable")

GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
"""A game's id, as this app makes them (the rest of its key after :data:`GAME_PREFIX`)."""


def quarantine_key(key: str, code: str, millis: int) -> str:
    """Where a key that cannot be read is moved: ``.../quarantine/<name>/<code>/<time>``."""
    name = key[len(PREFIX) :].replace("/", "-") if key.startswith(PREFIX) else "other"
    return f"{QUARANTINE_PREFIX}{name}/{code}/{millis}"


def code_of(key: str) -> str:
    """The problem code in a quarantine key (``.../<code>/<time>``)."""
    parts = key.split("/")
    return parts[-2] if len(parts) >= 4 and parts[-2] in PROBLEM_CODES else "corrupt"


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


def export_filename(names: tuple[str, str], when: float) -> str:
    """The name of an exported game's file (only for people: the file carries the names)."""
    a, b = (_UNSAFE.sub("", n).strip() or "?" for n in names)
    return f"Schotten Totten - {a} vs {b} - {time.strftime('%Y-%m-%d', time.gmtime(when))}.json"
