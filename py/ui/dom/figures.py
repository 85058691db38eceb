"""The figures recorded for the browser tests and the benchmarks (the computer's moves and
turns, the reviews), only when the page asks for them: its namespace's ``instrument``
(js/shell.js; js/python-worker.mjs in the worker). A player's game records none.

They end up in the page's ``schotten.figures`` (js/instrument.mjs): pushed there in the page,
sent with the next drawing from a worker (``ui.dom.endpoint`` sets :data:`recorder`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .bridge import nullish, page_api


def on() -> bool:
    """Whether the figures are wanted (read anew each time: a memory snapshot of the game's
    Python is made once and started in pages with or without them)."""
    return bool(page_api("instrument"))


recorder: Callable[[str, Any], None] | None = None
"""Where :func:`record` sends its entries instead of the page's namespace (``ui.dom.endpoint``:
to the page)."""


def record(name: str, entry: Any) -> None:
    """Push ``entry`` on the array ``schotten.figures[name]`` (made on first use): ``botMoves``,
    ``botTurns``, ``reviews``."""
    if recorder is not None:
        recorder(name, entry)
        return
    import js

    ns = page_api("figures")
    if ns is None:
        ns = js.Object.new()
        js.schotten.figures = ns
    if nullish(getattr(ns, name, None)):
        setattr(ns, name, js.Array.new())
    getattr(ns, name).push(entry)


def wasm_bytes() -> int:
    """The size of the interpreter's WebAssembly memory (0 when it cannot be read)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAP8.length)
    except Exception:  # a benchmark figure only
        return 0
