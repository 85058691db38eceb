"""The contract between the page (js/) and the game's Python, defined once: every message in
each direction, every effect and every storage key the page uses, with their fields and types.

Both sides read it: Python imports this module, and scripts/build.py writes it out as
``_site/js/protocol.mjs`` (:func:`as_module`; its storage keys into js/shell.js too), which
js/contract.mjs checks messages with. Each side checks every message it receives
(:func:`problem` here) and refuses a bad one with a warning in the console: nothing else
changes and the game goes on.

A field's type is one of :data:`TYPES`; a ``?`` after it: the field may be missing or null.
Pure data, no ``js`` import.
"""

from __future__ import annotations

import json
from typing import Any

from .storage.layout import PROBE_KEY, SETTINGS_KEY

Fields = dict[str, str]

TYPES = ("string", "number", "boolean", "object", "array", "bytes", "any")
"""``object``: a plain record (a dict); ``bytes``: a file's bytes (a ``Uint8Array`` in JS)."""

PAGE_TO_WORKER: dict[str, Fields] = {
    # js/shell.js, once, as soon as the page runs: load Pyodide and the game's modules
    "load": {"snapshot": "boolean", "wait": "string", "instrument": "boolean?"},
    # js/table.mjs, once: the app's start (ui.dom.endpoint.start)
    "boot": {
        "snapshot": "boolean",
        "storage": "boolean",
        "languages": "array",
        "href": "string",
        "search": "string",
        "hash": "string",
        "fastStart": "object?",
        "view": "object?",
        "instrument": "boolean?",
    },
    "answer": {"id": "any", "value": "any?"},  # the page's answer to a "call"
    "pressed": {"down": "boolean"},  # a pointer down or up on the page
}
"""What the page sends to the worker's own JavaScript (js/python-worker.mjs)."""

PAGE_TO_PYTHON: dict[str, Fields] = {
    "intent": {"intent": "string", "arg": "string?", "fields": "object?"},
    "render": {},
    "redraw": {},  # a frame's steps found an element missing: the whole screen again
    "storage": {"key": "string?"},  # another tab wrote localStorage (null: cleared)
    "link": {"href": "string", "hash": "string"},
    "file": {"bytes": "bytes", "name": "string?"},
    "copied": {"ok": "boolean"},
    "persisted": {"state": "string"},
    "persist-answer": {"granted": "boolean", "asked": "boolean"},
    "fast-start": {"info": "object"},
    "placeable": {"card": "string"},
    # #45: the connection to another device (js/ keeps it): its code made, the channel open, a
    # message, closed, failed (detail), a QR code read by the camera, a message it refused
    "peer": {
        "event": "string",
        "code": "string?",
        "data": "string?",
        "detail": "string?",
        "bytes": "number?",
        "version": "number?",
    },
}
"""What the page sends to Python (``ui.dom.endpoint.receive``); each may carry ``view``, what the
storage keys Python reads held when it was sent (:data:`VIEW`)."""

VIEW: Fields = {"writes": "number", "at": "number", "values": "object", "keys": "array?"}

WORKER_TO_PAGE: dict[str, Fields] = {
    "waits": {"ok": "boolean"},
    "prepared": {"keys": "array"},
    "progress": {"name": "string", "status": "number"},
    "starting": {},
    "started": {"snapshot": "boolean", "bytes": "number", "timeOrigin": "number"},
    "boot-error": {"reason": "string", "detail": "string"},
    "error": {"detail": "string"},
    "call": {"id": "any", "op": "string", "key": "string?", "value": "any?"},
    "batch": {"messages": "array", "done": "boolean"},
}
"""What the worker's JavaScript sends to the page (js/table.mjs)."""

PYTHON_TO_PAGE: dict[str, Fields] = {
    "frame": {
        "still": "boolean",
        "lang": "string",
        "title": "string",
        "motion": "boolean",
        "screen": "string",
        "python_ms": "number",
        "html": "string?",
        "steps": "array?",
    },
    "effects": {"effects": "array"},
    "records": {"items": "array"},
    "placeable": {"card": "string", "stones": "array"},
    "want": {"keys": "array", "list": "boolean"},
}
"""What Python sends to the page, in a ``batch``."""

STEP: Fields = {"target": "string", "how": "string", "html": "string", "attrs": "array"}
"""One step of a frame (``ui.render.regions``)."""

EFFECTS: dict[str, Fields] = {
    "announce": {"text": "string"},
    "focus": {"id": "string"},
    "reveal": {"id": "string"},
    "download": {"filename": "string", "text": "string", "mime": "string"},
    "pick-file": {"accept": "string", "max": "number"},
    "sound": {"cue": "string"},
    "fast-start": {"enabled": "boolean"},
    "copy": {"text": "string"},
    "persist": {"asked": "boolean"},
    "later": {"intent": "string", "delay": "number"},
    # two devices (js/peer.mjs, js/qr.mjs, js/scan.mjs)
    "peer-open": {"role": "string", "code": "string?", "internet": "boolean"},
    "peer-accept": {"code": "string"},
    "peer-send": {"data": "string"},
    "peer-close": {},
    "qr": {"id": "string", "text": "string"},
    "scan": {"on": "boolean", "id": "string?"},
    "share": {"title": "string", "text": "string", "url": "string"},
}
"""What Python asks the page to do (``ui.effects``, as ``ui.dom.endpoint.effect_message``)."""

_PEER_KINDS: dict[str, Fields] = {
    # each device's first message: its player's name, the game it holds (or ""), whether it
    # deals that game, and how far that game went (plies, and a digest of its public history)
    "hello": {
        "name": "string",
        "game": "string",
        "dealer": "boolean",
        "plies": "number?",
        "digest": "string?",
        "got": "number?",  # a game dealt fairly (#46): how many of its messages were taken
    },
    # the dealer: the game, both names, what the other device needs to hold it (schotten.remote)
    "start": {"game": "string", "names": "array", "opening": "object"},
    # the dealer, to a device that holds the game and agrees up to a ply: what it missed
    "catch-up": {"game": "string", "names": "array", "data": "object"},
    # the other device, to a dealer that is behind: the game's actions it missed, from ``ply``
    "ahead": {"ply": "number", "acts": "array"},
    "acts": {"ply": "number", "acts": "array"},  # a turn's actions (public notation) from ``ply``
    "drawn": {"ply": "number", "cards": "array"},  # the dealer: the cards drawn at ``ply``
    "deal": {"ply": "number", "deal": "object"},  # the dealer: the round dealt at ``ply``
    "reveal": {"round": "number", "reveal": "object"},  # the dealer: a finished round's deal
    "seed": {"seed": "string"},  # the dealer, at the match's end (checked: its commitment)
    "refused": {"code": "string", "detail": "string?"},  # a message refused, and why
    # #46, a game dealt fairly: the device that made it, its options (who plays first chosen)
    "fair-start": {"game": "string", "names": "array", "options": "object"},
    # an engine message (schotten.fair_play), numbered in the match: taken in order only
    "fair": {"n": "number", "msg": "object"},
    # fragment ``i`` of ``of`` of a long message ``id`` (ui.control.duet_frames)
    "part": {"id": "number", "i": "number", "of": "number", "data": "string"},
}
PEER: dict[str, Fields] = {kind: {"v": "number", **f} for kind, f in _PEER_KINDS.items()}
"""What one device sends the other over the data channel (``ui.control.duet``), each with its
version ``v``: JSON text of at most 16 KiB (a longer one in ``part`` fragments, at most 64 KiB
put together), untrusted: checked here, then by the engine."""

STORAGE_KEYS: dict[str, str] = {
    "settings": SETTINGS_KEY,  # read by js/shell.js for the loading screen's language
    "probe": PROBE_KEY,  # written and removed to learn whether localStorage may be used
    "fastStart": "schotten-totten-fast-start",  # js/fast-start.mjs: "off", or absent (on)
    "journalMark": "schotten-totten-journal",  # js/journal.mjs's mark
    "bootRetry": "schotten-totten-boot-retry",  # sessionStorage: js/shell.js's one reload
}
"""The keys the page's JavaScript reads or writes itself (the saves' keys are Python's)."""

CONTRACT: dict[str, Any] = {
    "pageToWorker": PAGE_TO_WORKER,
    "pageToPython": PAGE_TO_PYTHON,
    "view": VIEW,
    "workerToPage": WORKER_TO_PAGE,
    "pythonToPage": PYTHON_TO_PAGE,
    "step": STEP,
    "peer": PEER,
    "effects": EFFECTS,
    "storageKeys": STORAGE_KEYS,
}


def _is(value: Any, kind: str) -> bool:
    if kind == "any":
        return True
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    return isinstance(value, (bytes, bytearray, memoryview))  # "bytes"


def fields_problem(fields: Fields, data: Any) -> str | None:
    """Why ``data`` does not have ``fields`` (None: it does)."""
    if not isinstance(data, dict):
        return "not an object"
    for name, spec in fields.items():
        kind, optional = spec.rstrip("?"), spec.endswith("?")
        value = data.get(name)
        if value is None:
            if not optional:
                return f"{name!r} is missing"
        elif not _is(value, kind):
            return f"{name!r} is not a {kind}"
    return None


def problem(kinds: dict[str, Fields], message: Any) -> str | None:
    """Why ``message`` is not one of ``kinds`` (by its ``type``) with its fields (None: it is)."""
    if not isinstance(message, dict):
        return "not an object"
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        return f"unknown type {kind!r}"
    found = fields_problem(kinds[kind], message)
    return f"{kind}: {found}" if found else None


def as_module() -> str:
    """The contract as a JS module (``_site/js/protocol.mjs``, written by scripts/build.py)."""
    body = json.dumps(CONTRACT, indent=1, sort_keys=True)
    return (
        "// Generated by scripts/build.py from py/ui/protocol.py: edit that file, not this one.\n"
        f"export const CONTRACT = {body};\n"
        "export const STORAGE_KEYS = CONTRACT.storageKeys;\n"
    )


def storage_keys_script() -> str:
    """The page's storage keys as a statement of plain ES2017, for js/shell.js."""
    return f"var STORAGE_KEYS = {json.dumps(STORAGE_KEYS, sort_keys=True)};"
