"""How ``e2e_kit.main_thread_work`` reads Chromium's trace (no browser): the page's main thread is
the one that stamped the mark, each task's work is its own CPU time, and the scripts it compiled
tell whether Pyodide's runtime ran there."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_kit import PYODIDE_RUNTIME, TRACED, MainThread, read_main_thread

PAGE = {"pid": 7, "tid": 1}
OTHER = {"pid": 9, "tid": 1}  # another renderer (a page closed before, the worker's thread...)


def event(name: str, ts: float, dur: float, tdur: float, url: str = "", **where: int) -> Any:
    args = {"data": {"url": url}} if url else {}
    return {"name": name, "ph": "X", "ts": ts, "dur": dur, "tdur": tdur, "args": args, **where}


def stamp(**where: int) -> Any:
    return {
        "name": "TimeStamp",
        "ph": "I",
        "ts": 9e9,
        "args": {"data": {"message": TRACED}},
        **where,
    }


def read(events: list[Any]) -> MainThread:
    thread = MainThread()
    read_main_thread({"traceEvents": events}, thread)
    return thread


def test_each_task_of_the_stamped_thread_is_read_with_its_work() -> None:
    thread = read(
        [
            event("ThreadControllerImpl::RunTask", 1000, 20_000, 8_000, **PAGE),
            event("Receive mojo message", 1001, 19_000, 7_900, **PAGE),
            event("EvaluateScript", 1002, 15_000, 6_000, "https://x.test/js/shell.js?v=1", **PAGE),
            event("Layout", 17_000, 2_000, 1_500, **PAGE),
            event("ThreadControllerImpl::RunTask", 30_000, 3_000, 2_000, **PAGE),
            event("Receive mojo message", 30_001, 2_900, 1_900, **PAGE),
            event("ThreadControllerImpl::RunTask", 1000, 900_000, 800_000, **OTHER),
            stamp(**PAGE),
        ]
    )
    assert [(t.wall, t.cpu) for t in thread.tasks] == [(20.0, 8.0), (3.0, 2.0)]
    assert thread.tasks[0].ran == ("EvaluateScript shell.js", "Layout")
    assert thread.tasks[1].ran == ("Receive mojo message",)  # nothing but the wrapper
    assert thread.scripts == {"shell.js"}
    assert (
        thread.busiest(1)
        == "2 tasks; most work: 8 ms of CPU in 20 ms (EvaluateScript shell.js, Layout)"
    )


def test_pyodide_compiled_on_the_page_s_thread_is_seen() -> None:
    url = f"https://x.test/vendor/pyodide/{PYODIDE_RUNTIME}"
    assert (
        PYODIDE_RUNTIME
        not in read([event("v8.compileModule", 5, 1, 1, url, **OTHER), stamp(**PAGE)]).scripts
    )
    assert (
        PYODIDE_RUNTIME
        in read([event("v8.compileModule", 5, 1, 1, url, **PAGE), stamp(**PAGE)]).scripts
    )


def test_without_the_stamp_the_page_s_thread_is_not_guessed() -> None:
    with pytest.raises(AssertionError, match="not found"):
        read([event("ThreadControllerImpl::RunTask", 0, 1, 1, **PAGE)])
