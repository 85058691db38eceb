"""Helpers for the browser tests, shared by tests/e2e/conftest.py and the test modules.

Import them with ``from e2e_kit import ...`` (tests/e2e is on sys.path while its tests run).
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Literal

from playwright.sync_api import Browser, ConsoleMessage, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
BOOT_TIMEOUT_MS = 90_000
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def _load(name: str, path: Path) -> ModuleType:
    """Imports a scripts/ module under a name of its own (no clash with PyPI's `build`)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


site_build = _load("site_build", ROOT / "scripts/build.py")
site_server = _load("site_server", ROOT / "scripts/site_server.py")


@contextmanager
def served_site() -> Iterator[tuple[str, Browser, Playwright]]:
    """For the browser benchmarks: builds the site into a temporary folder, serves it and
    launches headless Chromium; yields the site's URL, the browser and Playwright."""
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "_site"
        site_build.build(site)
        with site_server.running(site) as server, sync_playwright() as pw:
            launch: dict[str, object] = {"args": LAUNCH_ARGS, "headless": True}
            if CHROMIUM != "playwright":
                launch["executable_path"] = CHROMIUM
            browser = pw.chromium.launch(**launch)  # type: ignore[arg-type]
            try:
                yield server.url, browser, pw
            finally:
                browser.close()


@dataclass
class Problems:
    """Page errors and console errors seen on a page."""

    errors: list[str] = field(default_factory=list)

    @classmethod
    def watch(cls, page: Page) -> Problems:
        problems = cls()
        page.on("pageerror", lambda error: problems.errors.append(f"pageerror: {error}"))
        page.on("console", problems._console)
        return problems

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url")
            self.errors.append(f"console error: {message.text}" + (f" ({where})" if where else ""))

    def check(self, page: Page) -> None:
        py_errors = page.locator(".py-error").all_text_contents()
        assert not py_errors, f"PyScript reported errors: {py_errors}"
        assert not self.errors, "\n".join(self.errors)


@contextmanager
def checked_page(
    browser: Browser,
    base_url: str,
    query: str = "",
    *,
    touch: bool = False,
    size: tuple[int, int] = (1024, 768),
    reduced_motion: Literal["reduce", "no-preference"] | None = None,
    prepare: Callable[[Page], None] | None = None,
) -> Iterator[Page]:
    """A booted game in a fresh context (tablet-sized by default: ``size`` 1024x768, a touch
    screen when ``touch``, no service worker), opened at ``./{query}`` (after ``prepare``, given
    the page first: storage written on the origin, scripts added); its page and console errors
    fail the test when it closes."""
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": size[0], "height": size[1]},
        has_touch=touch,
        is_mobile=touch,
        service_workers="block",
        reduced_motion=reduced_motion,
    )
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        if prepare is not None:
            prepare(page)
        page.goto(f"./{query}")
        wait_for_app(page)
        yield page
        problems.check(page)
    finally:
        context.close()


def wait_for_app(page: Page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Waits until the shell shows the game (html[data-boot=ready]); fails on its error screen."""
    page.wait_for_selector(
        "html[data-boot=ready], html[data-boot=error]", state="attached", timeout=timeout
    )
    if page.get_attribute("html", "data-boot") == "error":
        reason = page.text_content("#boot-error-reason")
        detail = page.text_content("#boot-error-detail")
        raise AssertionError(f"the game did not start: {reason}\n{detail}")


def wait_for_service_worker(page: Page, timeout_ms: int = BOOT_TIMEOUT_MS) -> str:
    """Waits until a service worker controls the page (precache complete); returns the names of
    the version caches on the origin (not the fast-start snapshots', see test_fast_start.py),
    space-separated: ``site_build.cache_name(scope path, "precache-<version>")``."""
    return str(
        page.evaluate(
            """async (timeout) => {
                const controlled = (async () => {
                    await navigator.serviceWorker.ready;
                    if (!navigator.serviceWorker.controller) {
                        await new Promise((resolve) => navigator.serviceWorker.addEventListener(
                            "controllerchange", resolve, { once: true }));
                    }
                })();
                const late = new Promise((_, reject) => setTimeout(
                    () => reject(new Error("no service worker took control")), timeout));
                await Promise.race([controlled, late]);
                return (await caches.keys())
                    .filter((name) => !name.includes("#snapshot-")).join(" ");
            }""",
            timeout_ms,
        )
    )


def start_new_game(
    page: Page,
    tap: bool = False,
    *,
    names: tuple[str, str] = ("", ""),
    timing: str = "normal",
    rounds: int = 1,
    first: str = "random",
    reveal: bool = True,
) -> str:
    """Starts a game between people through the start screen and the new-game form (which
    chooses the last game's opponent again: another person is picked here), then
    (``reveal``) shows the first player's hand; returns a summary ("6 cards in hand")."""
    press = page.tap if tap else page.click
    page.wait_for_selector("#btn-new", timeout=BOOT_TIMEOUT_MS)
    press("#btn-new")
    page.wait_for_selector("#new-game-form")
    press("#opponent-human")
    for i, name in enumerate(names, 1):
        if name:
            page.fill(f"#name{i}", name)
    press(f"#timing-{timing}")
    page.select_option("#rounds", str(rounds))
    press(f"#first-{first}")
    press("#btn-start")
    page.wait_for_selector("#btn-reveal")
    if not reveal:
        return "hand-over"
    press("#btn-reveal")
    cards = page.locator("#hand [id^='hand-']")
    cards.first.wait_for()
    return f"{cards.count()} cards in hand"


# One turn played by clicking the page's own buttons (element.click(), a real click event
# through the app's listener), choosing moves from the DOM: claim every highlighted stone, tap
# the first playable card of the hand, then the first highlighted side (or pass), end the turn.
# Expert timing claims before the card. Returns "over" when the round (or match) is over.
# In a tactical game (``tactical`` true) only clan cards are placed (never a tactic card, so no
# guided play opens) and the turn ends drawing from the clan deck (the tactic deck when the clan
# deck is empty, the plain end when no deck is offered); a classic turn is played as before.
ANSWERED_JS = """
  // the game's answer to what the page sent (Python may run in a worker: <html data-pending>)
  const answered = () => new Promise((resolve) => {
    const root = document.documentElement;
    if (!root.hasAttribute("data-pending")) return resolve();
    const watch = new MutationObserver(() => {
      if (!root.hasAttribute("data-pending")) { watch.disconnect(); resolve(); }
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-pending"] });
  });
"""
"""A function ``answered()`` for scripts that click in the page: it resolves once the game has
answered (at once when Python runs in the page)."""

PLAY_TURNS_JS = (
    """
async ([limit, tactical]) => {
  const $ = (s) => document.querySelector("#app " + s);
"""
    + ANSWERED_JS
    + """
  const click = async (el) => { el.click(); await answered(); };
  const over = () => $("#btn-next-round, #btn-rematch") !== null;
  const claimAll = async () => {
    let button;
    while (!over() && (button = $(".btn.claim.claimable"))) await click(button);
    if ($("#btn-see-result")) await click($("#btn-see-result"));  // the round won, on the board
  };
  const cardSelector = tactical
    ? "#hand button.card:not(.tactic):not([disabled])"
    : "#hand button.card:not([disabled])";
  const endButton = () => tactical
    ? $("#btn-end-clan") || $("#btn-end-tactic") || $("#btn-end")
    : $("#btn-end");
  const placed = () => tactical
    ? $("#btn-end:not([disabled])") || $("#btn-end-clan") || $("#btn-end-tactic")
    : $("#btn-end:not([disabled])");
  for (let turn = 0; turn < limit; turn++) {
    if (over()) return "over";
    if ($("#btn-reveal")) await click($("#btn-reveal"));
    const expert = $(".board-screen[data-timing=expert]") !== null;
    if (expert) await claimAll();
    if (over()) return "over";
    if ($("#btn-pass")) {
      await click($("#btn-pass"));
    } else if (!placed()) {  // not placed yet
      const card = $(cardSelector);
      if (!card.classList.contains("selected")) await click(card);
      await click($("button.side.placeable"));
    }
    if (!expert) await claimAll();
    if (over()) return "over";
    await click(endButton());
  }
  return over() ? "over" : "playing";
}
"""
)


def play_turns(page: Page, limit: int = 1, *, variant: str = "classic") -> str:
    """Plays up to ``limit`` turns with clicks in the page (fast); "over" at the round's end.
    ``variant="tactical"``: clan cards only, drawing from the clan deck (see PLAY_TURNS_JS)."""
    if variant not in ("classic", "tactical"):
        raise ValueError(f"unknown variant {variant!r}")
    return str(page.evaluate(PLAY_TURNS_JS, [limit, variant == "tactical"]))


def play_round(page: Page) -> None:
    """Plays the current round to its end (fast path, clicks in the page)."""
    assert play_turns(page, 200) == "over", "the round did not end"


def tap_turn(page: Page, tap: bool = True) -> bool:
    """One turn through Playwright taps (or clicks); True once the round is over."""
    press = page.tap if tap else page.click
    over = "#btn-next-round, #btn-rematch"
    if page.locator(over).count():
        return True
    if page.locator("#btn-reveal").count():
        press("#btn-reveal")
    expert = page.locator(".board-screen[data-timing=expert]").count() > 0

    def claim_all() -> None:
        while not page.locator(over).count() and page.locator(".btn.claim.claimable").count():
            press(".btn.claim.claimable >> nth=0")
        if page.locator("#btn-see-result").count():  # the round won, on the board
            press("#btn-see-result")

    if expert:
        claim_all()
    if page.locator(over).count():
        return True
    if page.locator("#btn-pass").count():
        press("#btn-pass")
    else:
        card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
        press(f"#hand-{card}")
        stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
        press(f"#side-{stone}")
    if not expert:
        claim_all()
    if page.locator(over).count():
        return True
    press("#btn-end")
    page.wait_for_selector("#btn-reveal")
    return False


def current_save(page: Page) -> str | None:
    """The current game's save text, as the app keeps it in localStorage."""
    result = page.evaluate(
        "() => { const id = localStorage.getItem('schotten-totten/current');"
        " return id && localStorage.getItem('schotten-totten/game/' + id); }"
    )
    return str(result) if result else None


@functools.cache
def axe_source() -> str:
    return (ROOT / "node_modules/axe-core/axe.min.js").read_text(encoding="utf-8")


def axe_violations(page: Page, context: str = "body") -> list[dict[str, object]]:
    """Runs axe-core (node_modules/axe-core, pinned in package.json) on the page; returns its
    violations. Injected through page.evaluate, which the page's CSP does not block (an
    add_script_tag would be an inline script and be refused)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):  # once a document
        page.evaluate(f"() => {{ {axe_source()}\n; window.axe = axe; }}")
    result: list[dict[str, object]] = page.evaluate(
        "(context) => axe.run(context).then((r) => r.violations.map((v) => "
        "({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target)})))",
        context,
    )
    return result


# --- the main thread's long tasks, and a game against the computer driven from the DOM ----------

# An init script (``context.add_init_script``, before any navigation): every document records
# the main thread's long tasks (the browser reports tasks over 50 ms) from its start, as
# ``[start ms, duration ms]`` in ``window.schottenLongTasks``. DOM and page APIs only, so the
# same figures hold whether Python runs on the main thread or in a worker.
LONG_TASKS_INIT_JS = """
window.schottenLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.schottenLongTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""
LONG_TASK_MS = 50.0
"""A task longer than this blocks input (the browser's long task; its excess is blocking time)."""


TRACED = "schotten:traced"  # a time stamp that marks the page's main thread in a trace


@dataclass(frozen=True)
class Task:
    """One task of the page's main thread in Chromium's trace."""

    wall: float  # ms, from its start to its end
    cpu: float  # ms of the thread's own CPU time in it: the page's work
    ran: tuple[str, ...]  # what did most of that work (trace event names, scripts' files)

    def __str__(self) -> str:
        return f"{self.cpu:.0f} ms of CPU in {self.wall:.0f} ms ({', '.join(self.ran)})"


@dataclass
class MainThread:
    """What the page's main thread did while a block was traced (``main_thread_work``)."""

    tasks: list[Task] = field(default_factory=list)
    scripts: set[str] = field(default_factory=set)  # the files of the scripts it compiled or ran

    def busiest(self, count: int = 3) -> str:
        """The tasks that did the most work, for a test's message."""
        top = sorted(self.tasks, key=lambda t: -t.cpu)[:count]
        return f"{len(self.tasks)} tasks; most work: " + "; ".join(map(str, top))


PYODIDE_RUNTIME = "pyodide.asm.mjs"
"""Pyodide's runtime module: Python cannot run on a thread that has not compiled it."""


@contextmanager
def main_thread_work(browser: Browser, page: Page) -> Iterator[MainThread]:
    """Chromium's trace of the page's main thread while the block runs: the :class:`MainThread`
    it yields is filled once the block ends. The page's thread is the one where it stamps
    :data:`TRACED` at the end (other pages' renderers, such as one a test before closed, are
    left out).

    A long task's wall time (``long_tasks``) also counts the time the system gave the thread's
    core to other work: with two browsers on two cores (the suite), or the game's worker
    compiling Pyodide, a task of 8 ms of work was seen to last 50 ms, and one of the page's
    first tasks to last 161 ms in CI. Its CPU time is the page's own work (on a shared virtual
    machine, time the host took back may count in it too); the scripts the thread compiled say
    whether Python could run on it at all (:data:`PYODIDE_RUNTIME`)."""
    thread = MainThread()
    with tempfile.TemporaryDirectory(prefix="trace-") as tmp:
        path = Path(tmp) / "trace.json"
        categories = ["toplevel", "devtools.timeline", "v8.execute"]
        browser.start_tracing(page=page, path=str(path), categories=categories)
        try:
            yield thread
            page.evaluate(f"console.timeStamp({TRACED!r})")
        finally:
            browser.stop_tracing()
        read_main_thread(json.loads(path.read_text(encoding="utf-8")), thread)


_TASK = "ThreadControllerImpl::RunTask"  # a task of the thread (a "RunTask" may wrap it)
_SCRIPTS = ("EvaluateScript", "FunctionCall", "v8.compile", "v8.compileModule")
_WRAPPERS = {  # events that wrap the work they run: in a task's ``ran`` when nothing else is
    "RunTask",
    "Receive mojo message",
    "SimpleWatcher::OnHandleReady",
    "BlinkScheduler_PerformMicrotaskCheckpoint",
    "V8.StackGuard",
    "V8.HandleInterrupts",
    "V8.BytecodeBudgetInterrupt",
}


def _file(url: object) -> str:
    return str(url).split("?")[0].rsplit("/", 1)[-1]


def read_main_thread(trace: object, thread: MainThread) -> None:
    """Fills ``thread`` with the tasks and scripts of the thread stamped :data:`TRACED`."""
    events = trace.get("traceEvents", []) if isinstance(trace, dict) else trace
    assert isinstance(events, list)
    stamped = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "TimeStamp"
        and e.get("args", {}).get("data", {}).get("message") == TRACED
    }
    assert len(stamped) == 1, f"the page's main thread is not found in the trace: {stamped}"
    mine = sorted(
        (e for e in events if (e.get("pid"), e.get("tid")) in stamped and e.get("ph") == "X"),
        key=lambda e: e["ts"],
    )
    inner: list[tuple[float, str, float]] = []  # (start, what, CPU ms) of the work in tasks
    for event in mine:
        data = event.get("args", {}).get("data")
        url = data.get("url") if isinstance(data, dict) else None
        if event["name"] in _SCRIPTS and url:
            thread.scripts.add(_file(url))
        if event["name"] != _TASK:
            what = f"{event['name']} {_file(url)}" if url else event["name"]
            inner.append((event["ts"], what, event.get("tdur", event.get("dur", 0)) / 1000))
    name = _TASK if any(e["name"] == _TASK for e in mine) else "RunTask"
    i = 0
    for task in (e for e in mine if e["name"] == name):
        while i < len(inner) and inner[i][0] < task["ts"]:
            i += 1
        work: dict[str, float] = {}
        j = i
        while j < len(inner) and inner[j][0] < task["ts"] + task["dur"]:
            work[inner[j][1]] = work.get(inner[j][1], 0.0) + inner[j][2]
            j += 1
        named = [n for n in work if n not in _WRAPPERS] or list(work)
        ran = tuple(sorted(named, key=lambda n: -work[n])[:4])
        thread.tasks.append(Task(task["dur"] / 1000, task.get("tdur", task["dur"]) / 1000, ran))


def long_tasks(
    page: Page, start: float = 0.0, end: float = float("inf")
) -> list[tuple[float, float]]:
    """The long tasks (start, duration in ms) that started in ``[start, end]`` (page clock)."""
    entries = page.evaluate("window.schottenLongTasks || []")
    return [(float(t), float(d)) for t, d in entries if start <= t <= end]


def blocking(tasks: list[tuple[float, float]]) -> tuple[float, int, float]:
    """(longest task ms, tasks over 50 ms, total blocking time ms) of ``tasks``."""
    longest = max((d for _, d in tasks), default=0.0)
    over = [d for _, d in tasks if d > LONG_TASK_MS]
    return longest, len(over), sum(d - LONG_TASK_MS for d in over)


def page_now(page: Page) -> float:
    """The page's performance clock, in ms."""
    return float(page.evaluate("performance.now()"))


ROUND_OVER = "#btn-next-round, #btn-rematch"


def start_vs_computer(page: Page, level: str, *, tap: bool = True, first: str = "p1") -> None:
    """A one-round classic game against the computer at ``level`` through the new-game form
    (from the start screen); returns once the board is shown."""
    press = page.tap if tap else page.click
    press("#btn-new")
    page.wait_for_selector("#new-game-form")
    press("#variant-classic")
    press(f"#opponent-{level}")
    press(f"#first-{first}")
    page.select_option("#rounds", "1")
    press("#btn-start")
    page.wait_for_selector(".board-screen")


# The person may act: their turn on the board, the round won on the board (Continue), or over.
_PERSON_JS = """(turns) => document.querySelector(
    "#btn-see-result, #btn-next-round, #btn-rematch") !== null
  || (document.querySelector('.board-screen[data-bot-turn="0"]') !== null
      && (schotten.figures.botTurns || []).length > turns)"""


def bot_turns(page: Page) -> int:
    """How many turns of the computer the page has recorded (``schotten.figures.botTurns``)."""
    return int(page.evaluate("(schotten.figures.botTurns || []).length"))


def wait_for_person(page: Page, turns: int = -1, timeout_ms: float = 60_000) -> None:
    """Waits until the person may act after the computer's turn number ``turns + 1`` (counted by
    the page, so a stale board is never taken for the next turn); ``turns=-1``: any turn of the
    person (the game's first)."""
    page.wait_for_function(_PERSON_JS, arg=turns, timeout=timeout_ms)


def person_turn(
    page: Page, *, tap: bool = True, windows: list[tuple[float, float]] | None = None
) -> bool:
    """One turn of the person against the computer, by taps (or clicks) as a player would: the
    first playable card on the first side it may go to (or a pass), every claim offered, the
    end of the turn; then waits for the computer's turn to be over. True once the round is
    over (after Continue when it was won on the board). ``windows`` gets the computer's turn
    (page clock, ms: from just before the end of the person's turn to the person's next)."""
    press = page.tap if tap else page.click

    def over() -> bool:
        if page.locator("#btn-see-result").count():  # the round won on the board
            press("#btn-see-result")
            page.wait_for_selector(ROUND_OVER)
        return page.locator(ROUND_OVER).count() > 0

    if over():
        return True
    if page.locator("#btn-pass").count():
        press("#btn-pass")
    else:
        card = page.get_attribute("#hand button.card:not([disabled]) >> nth=0", "data-arg")
        press(f"#hand-{card}")
        stone = page.get_attribute("button.side.placeable >> nth=0", "data-arg")
        press(f"#side-{stone}")
    while not over() and page.locator(".btn.claim.claimable").count():
        press(".btn.claim.claimable >> nth=0")
    if over():
        return True
    turns = bot_turns(page)
    start = page_now(page)
    press("#btn-end")
    wait_for_person(page, turns)
    if windows is not None:
        windows.append((start, page_now(page)))
    return over()


BARE_PYODIDE_JS = """async () => {
  // The vendored Pyodide alone (no game page), with the game's Python files (py.zip), and a
  // count of the page's crypto.getRandomValues calls (window.randomCalls).
  window.randomCalls = 0;
  const real = crypto.getRandomValues.bind(crypto);
  crypto.getRandomValues = (a) => { window.randomCalls += 1; return real(a); };
  const { loadPyodide } = await import("/vendor/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: "/vendor/pyodide/" });
  const zip = await (await fetch("/py.zip")).arrayBuffer();
  pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/game" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/game')");
  window.bare = pyodide;
}"""
"""Run on any page of the served site (e.g. ``/manifest.webmanifest``); then
``page.evaluate("(code) => bare.runPython(code)", code)``."""
