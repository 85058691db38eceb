#!/usr/bin/env python3
"""Load-time benchmark of the built site in headless Chromium (prints figures; not a test).

    .venv/bin/python scripts/bench_load.py [--runs 5] [--wait suspend|block]

Builds the site into a temporary folder, serves it on 127.0.0.1 and, each run in a browser with a
fresh profile, measures from navigation start:

  (a) bare:      a page that only loads the same vendored Pyodide and evaluates 1+1, on a first
                 visit and reloaded in the same profile (a returning visit); and both again
                 with the same page on Pyodide's files as the npm package ships them (stock:
                 the whole standard library as sources, pyodide.asm.mjs unpatched), which is
                 what a bare Pyodide page elsewhere loads, and what the bare page loaded when
                 the load targets were set (the build has since trimmed and compiled the
                 standard library and patched pyodide.asm.mjs, so the bare page on our files
                 gained from those too: b/a and c/a are the game's own cost over Pyodide as we
                 ship it, b/stock and c/stock the figures the targets are judged by);
  (b) game:      our page until the engine is ready and the first screen interactive (the
                 shell's "schotten:ready" mark), and its first paint, on a first visit; then the
                 memory snapshot its worker makes afterwards (size, time to make and to store);
  (c) returning: (b) reloaded, served by the service worker, started from the snapshot;
  (d) offline:   (c) again with the network cut;
  (e) no snapshot: (c) with "start faster on this device" turned off (the normal start).

For (b)-(e) it also records the main thread's long tasks until the game is ready (the longest,
and the total blocking time: the sum of each task's time beyond 50 ms). It prints the medians,
the ratios to the bare figures of the same runs, and the bytes the server sent on a first visit
(page boot plus the service worker's precache) against the bytes of the five Pyodide core files.
The server sends files uncompressed (like Python's http.server), so all byte figures are raw.

Then, in the same page, it plays (f) a whole one-round game against the hard computer at the
page's own pace, the person's moves by clicks as a player would (the first playable card on the
first side it may go to, every claim offered), (g) with a hint asked on the person's second turn
(from the Hint button to the hint shown), and (h) the game's review in the replay viewer (from
the over screen's Review button until the page records it done, ``schotten.figures.reviews``).
For the first and the returning visit it prints when the game's worker was created and reached
each step of its start (Pyodide loaded, the game's files unpacked, its modules imported, its
first screen sent: js/python-worker.mjs's performance marks).
For every phase, boot first visit (b), boot returning visit (c), (f), (g) and (h), it prints the
longest main-thread task, the count of tasks over 50 ms and the total blocking time (medians;
the game's figures leave out the hint's window). The long tasks come from a PerformanceObserver
installed by an init script before navigation (tests/e2e/e2e_kit.py, also used by
tests/e2e/test_main_thread.py); only the DOM is driven, so the figures mean the same whether
Python runs on the main thread or in a worker.

``--wait block`` loads the game (b)-(h) at ``?wait=block``: its worker waits for the page's
storage answers blocked in a request the service worker holds, as where the browser cannot
suspend Python (Safari, Firefox, iOS and iPadOS), and a first visit installs the service worker
before Python starts. The default, ``suspend``, is what Chromium does by itself.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests/e2e"))

import answered
from e2e_kit import (
    LONG_TASKS_INIT_JS,
    blocking,
    long_tasks,
    page_now,
    person_turn,
    start_vs_computer,
    wait_for_person,
)

import build
from site_server import SiteHandler, make_server

answered.instrument()  # the page's figures (js/instrument.mjs), which this script reads

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
BARE_PAGE = """<!doctype html>
<meta charset="utf-8">
<title>bare Pyodide</title>
<script type="module">
  import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
  const pyodide = await loadPyodide();
  window.result = pyodide.runPython("1+1");
  performance.mark("bare:done");
</script>
"""
STOCK_DIR = "stock-pyodide"
STOCK_PAGE = BARE_PAGE.replace("./vendor/pyodide/", f"./{STOCK_DIR}/")
READY = "html[data-boot=ready], html[data-boot=error]"


class Traffic:
    """Body bytes the server sent, per path."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bytes: Counter[str] = Counter()
        self.hits: Counter[str] = Counter()

    def reset(self) -> None:
        with self.lock:
            self.bytes.clear()
            self.hits.clear()


TRAFFIC = Traffic()


class CountingHandler(SiteHandler):
    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        with TRAFFIC.lock:
            TRAFFIC.bytes[path] += len(data)
            TRAFFIC.hits[path] += 1


@contextmanager
def serve(site: Path) -> Iterator[str]:
    server = make_server(site, handler_class=CountingHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.url
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def fresh_profile(
    playwright: Playwright, chromium: str | None, **options: Any
) -> Iterator[BrowserContext]:
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        args: dict[str, Any] = {"headless": True, "args": ARGS, **options}
        if chromium:
            args["executable_path"] = chromium
        context = playwright.chromium.launch_persistent_context(profile, **args)
        try:
            yield context
        finally:
            context.close()


def mark(page: Any, name: str) -> float:
    return float(page.evaluate(f"performance.getEntriesByName('{name}')[0].startTime")) / 1000


def first_paint(page: Any) -> float:
    paints = page.evaluate("performance.getEntriesByType('paint').map(e => [e.name, e.startTime])")
    return float(min(t for _, t in paints)) / 1000


def wait_ready(page: Any) -> None:
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    if page.get_attribute("html", "data-boot") != "ready":
        raise SystemExit(f"boot failed: {page.text_content('#boot-error')}")


WORKER_STEPS = ("created", "pyodide", "unpacked", "imported", "started")
WORKER_STEPS_JS = """() => {
  const at = (t) => (performance.timeOrigin + t) / 1000;
  const steps = { created: at(0) };
  for (const m of performance.getEntriesByType("mark")) {
    if (m.name.startsWith("worker:")) steps[m.name.slice(7)] = at(m.startTime);
  }
  return steps;
}"""


def worker_steps(page: Any) -> dict[str, float]:
    """When the game's worker (js/python-worker.mjs) was created and reached each step of its
    start (its performance marks), in seconds from the page's navigation; empty with Python in
    the page."""
    origin = float(page.evaluate("performance.timeOrigin")) / 1000
    for worker in page.workers:
        if "python-worker" in worker.url:
            steps = worker.evaluate(WORKER_STEPS_JS)
            return {name: float(at) - origin for name, at in steps.items()}
    return {}


def visit(page: Any, start: str, reload: bool = True) -> tuple[float, float, float, int]:
    """Reloads (or has loaded) the game; returns (ready, longest task, blocking time) in
    seconds and the count of tasks over 50 ms, from navigation to ready."""
    if reload:
        page.reload()
    wait_ready(page)
    if page.get_attribute("html", "data-start") != start:
        got = page.get_attribute("html", "data-start")
        raise SystemExit(f"expected a {start} start, got {got}")
    ready = mark(page, "schotten:ready")
    longest, count, tbt = blocking(long_tasks(page, 0.0, ready * 1000))
    return ready, longest / 1000, tbt / 1000, count


HINT_TURN = 2  # the person's turn on which a hint is asked
MAX_TURNS = 40  # a round has at most 27 turns of each player


def play_game(page: Any) -> dict[str, tuple[float, float, int, float]]:
    """(f)-(h) on the booted game: per phase, (seconds, longest task ms, tasks over 50 ms,
    TBT ms)."""
    t0 = page_now(page)
    start_vs_computer(page, "hard", tap=False)
    wait_for_person(page)
    hint = (0.0, 0.0)
    for turn in range(1, MAX_TURNS + 1):
        if turn == HINT_TURN:
            h0 = page_now(page)
            page.click("#btn-hint")
            page.wait_for_selector("#hint-panel", timeout=60_000)
            hint = (h0, page_now(page))
        if person_turn(page, tap=False):
            break
    else:
        raise SystemExit(f"the game was not over after {MAX_TURNS} turns")
    t1 = page_now(page)
    page.click("#btn-review-game")
    page.wait_for_function("() => (schotten.figures.reviews || []).length > 0", timeout=600_000)
    page.wait_for_selector("#review-graph", timeout=60_000)
    t2 = page_now(page)
    in_hint = set(long_tasks(page, *hint))
    game = [task for task in long_tasks(page, t0, t1) if task not in in_hint]
    return {
        "play": ((t1 - t0 - (hint[1] - hint[0])) / 1000, *blocking(game)),
        "hint": ((hint[1] - hint[0]) / 1000, *blocking(list(in_hint))),
        "review": ((t2 - t1) / 1000, *blocking(long_tasks(page, t1, t2))),
    }


def wait_snapshot(page: Any) -> tuple[int, float, float]:
    """Waits for the worker to store the snapshot: (bytes, make s, store s)."""
    page.wait_for_selector(
        "html[data-snapshot=stored], html[data-snapshot=failed], html[data-snapshot=quota]",
        state="attached",
        timeout=180_000,
    )
    if page.get_attribute("html", "data-snapshot") != "stored":
        raise SystemExit(f"no snapshot: {page.get_attribute('html', 'data-snapshot')}")
    info = page.evaluate("schotten.fastStart.info()")
    make = float(page.get_attribute("html", "data-snapshot-make-ms") or 0) / 1000
    store = float(page.get_attribute("html", "data-snapshot-store-ms") or 0) / 1000
    return int(info["bytes"]), make, store


def run(runs: int, chromium: str | None, wait: str = "suspend") -> None:
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        site = Path(tmp) / "_site"
        build.build(site)
        (site / "bare.html").write_text(BARE_PAGE)
        (site / "stock.html").write_text(STOCK_PAGE)
        (site / STOCK_DIR).mkdir()
        for name in build.PYODIDE_CORE:
            shutil.copy2(build.NODE_MODULES / "pyodide" / name, site / STOCK_DIR / name)
        core_bytes = sum((site / build.PYODIDE_DIR / n).stat().st_size for n in build.PYODIDE_CORE)
        fig: dict[str, list[float]] = {}
        first_visit: list[dict[str, int]] = []

        def add(name: str, value: float) -> None:
            fig.setdefault(name, []).append(value)

        with serve(site) as url, sync_playwright() as playwright:
            for i in range(runs):
                for bare, name in (("bare.html", "bare"), ("stock.html", "stock")):
                    with fresh_profile(playwright, chromium, service_workers="block") as context:
                        page = context.new_page()
                        page.goto(url + bare)
                        page.wait_for_function("window.result === 2", timeout=120_000)
                        add(name, mark(page, "bare:done"))
                        page.reload()
                        page.wait_for_function("window.result === 2", timeout=120_000)
                        add(name + "_back", mark(page, "bare:done"))

                TRAFFIC.reset()
                with fresh_profile(playwright, chromium) as context:
                    context.add_init_script(LONG_TASKS_INIT_JS)
                    page = context.new_page()
                    page.goto(url + ("?wait=block" if wait == "block" else ""))
                    ready, longest, tbt, count = visit(page, "normal", reload=False)
                    if page.get_attribute("html", "data-wait") != wait:
                        got = page.get_attribute("html", "data-wait")
                        raise SystemExit(f"the worker waits by {got}, not by {wait}")
                    for step, at in worker_steps(page).items():
                        add("game_w_" + step, at)
                    add("game", ready)
                    add("game_long", longest)
                    add("game_tbt", tbt)
                    add("game_count", count)
                    add("paint", first_paint(page))
                    boot_bytes = sum(TRAFFIC.bytes.values())
                    duplicates = {p: n for p, n in TRAFFIC.hits.items() if n > 1}
                    page.evaluate(
                        """async () => { await navigator.serviceWorker.ready;
                        if (!navigator.serviceWorker.controller) await new Promise((r) =>
                          navigator.serviceWorker.addEventListener("controllerchange", r)); }"""
                    )
                    size, make, store = wait_snapshot(page)
                    add("size", size)
                    add("make", make)
                    add("store", store)
                    first_visit.append(
                        {
                            "boot": boot_bytes,
                            "total": sum(TRAFFIC.bytes.values()),
                            "dup": len(duplicates),
                        }
                    )
                    if duplicates and i == 0:
                        print(f"  files sent twice during boot: {duplicates}")

                    for name, start in (("back", "snapshot"), ("offline", "snapshot")):
                        context.set_offline(name == "offline")
                        ready, longest, tbt, count = visit(page, start)
                        for step, at in worker_steps(page).items():
                            add(f"{name}_w_{step}", at)
                        add(name, ready)
                        add(name + "_long", longest)
                        add(name + "_tbt", tbt)
                        add(name + "_count", count)
                    context.set_offline(False)
                    page.evaluate("schotten.fastStart.setEnabled(false)")
                    ready, longest, tbt, count = visit(page, "normal")
                    add("nosnap", ready)
                    add("nosnap_long", longest)
                    add("nosnap_tbt", tbt)
                    add("nosnap_count", count)
                    for phase, (seconds, longest, count, tbt) in play_game(page).items():
                        add(phase, seconds)
                        add(phase + "_long", longest / 1000)
                        add(phase + "_count", count)
                        add(phase + "_tbt", tbt / 1000)
                print(
                    f"run {i + 1}: bare {fig['bare'][-1]:.2f} s (back {fig['bare_back'][-1]:.2f}),"
                    f" stock {fig['stock'][-1]:.2f} s (back {fig['stock_back'][-1]:.2f}),"
                    f" game {fig['game'][-1]:.2f} s, back with snapshot {fig['back'][-1]:.2f} s"
                    f" (longest task {fig['back_long'][-1] * 1000:.0f} ms, TBT"
                    f" {fig['back_tbt'][-1] * 1000:.0f} ms), offline {fig['offline'][-1]:.2f} s,"
                    f" back without snapshot {fig['nosnap'][-1]:.2f} s;"
                    f" game vs hard {fig['play'][-1]:.0f} s (longest task"
                    f" {fig['play_long'][-1] * 1000:.0f} ms), hint {fig['hint'][-1]:.2f} s"
                    f" ({fig['hint_long'][-1] * 1000:.0f} ms), review {fig['review'][-1]:.1f} s"
                    f" ({fig['review_long'][-1] * 1000:.0f} ms)",
                    flush=True,
                )

    med = {name: statistics.median(values) for name, values in fig.items()}
    visit0 = first_visit[0]
    ms = 1000

    def line(label: str, text: str) -> None:
        print(f"  {label + ':':<40} {text}")

    def timed(label: str, name: str) -> None:
        long, tbt = med[name + "_long"] * ms, med[name + "_tbt"] * ms
        line(label, f"{med[name]:.2f} s   longest task {long:4.0f} ms, TBT {tbt:5.0f} ms")

    print()
    print(f"medians of {runs} runs, headless Chromium, fresh profile per run, Python {wait}ing:")
    line("(a) bare Pyodide, 1+1, first visit", f"{med['bare']:.2f} s")
    line("    bare Pyodide, returning visit", f"{med['bare_back']:.2f} s")
    line("    bare stock Pyodide, first visit", f"{med['stock']:.2f} s")
    line("    bare stock Pyodide, returning visit", f"{med['stock_back']:.2f} s")
    timed("(b) game ready, first visit", "game")
    timed("(c) returning visit, SW + snapshot", "back")
    timed("(d) offline, SW + snapshot", "offline")
    timed("(e) returning visit, SW, no snapshot", "nosnap")
    line("first paint (first visit)", f"{med['paint'] * ms:.0f} ms   (target < 300 ms)")
    line("ratio b/stock (first visits)", f"{med['game'] / med['stock']:.3f}  (target <= 1.10)")
    line("ratio b/a (first visits)", f"{med['game'] / med['bare']:.3f}  (our files)")
    line(
        "ratio c/stock (returning visits)",
        f"{med['back'] / med['stock_back']:.3f}  (target <= 0.40)",
    )
    line("ratio c/a (returning visits)", f"{med['back'] / med['bare_back']:.3f}  (our files)")
    line("ratio e/a (returning, no snapshot)", f"{med['nosnap'] / med['bare_back']:.3f}")
    line(
        "(c) longest task / TBT",
        f"{med['back_long'] * ms:.0f} ms / {med['back_tbt'] * ms:.0f} ms"
        "  (targets <= 250 ms / <= 500 ms)",
    )
    if "game_w_created" in med:
        print("the game's worker, seconds from navigation (medians):")
        print(f"  {'visit':<40} " + " ".join(f"{step:>9}" for step in WORKER_STEPS) + "    ready")
        for label, name in (("first visit (b)", "game"), ("returning visit (c)", "back")):
            steps = [med.get(f"{name}_w_{step}") for step in WORKER_STEPS]
            cells = " ".join(f"{at:>9.2f}" if at is not None else f"{'-':>9}" for at in steps)
            print(f"  {label:<40} {cells} {med[name]:>8.2f}")
    print("main-thread long tasks per phase (PerformanceObserver 'longtask'; medians):")
    print(f"  {'phase':<40} {'time':>8} {'longest':>9} {'> 50 ms':>8} {'TBT':>9}")
    for label, name, unit in (
        ("boot, first visit (b)", "game", "s"),
        ("boot, returning visit (c)", "back", "s"),
        ("game vs hard, whole round (f)", "play", "s"),
        ("hint asked (g)", "hint", "s"),
        ("review in the replay viewer (h)", "review", "s"),
    ):
        print(
            f"  {label:<40} {med[name]:>7.2f}{unit} {med[name + '_long'] * ms:>6.0f} ms"
            f" {med[name + '_count']:>8.0f} {med[name + '_tbt'] * ms:>6.0f} ms"
        )
    print("snapshot, made by a worker after the first visit's game is ready:")
    line("size on the device", f"{med['size'] / 1e6:.1f} MB")
    line("time to make / to store", f"{med['make']:.2f} s / {med['store']:.2f} s")
    print("first visit, raw bytes sent by the server (no compression):")
    print(f"  Pyodide core files:                {core_bytes:,}")
    print(
        f"  page boot:                         {visit0['boot']:,}  "
        f"({visit0['boot'] / core_bytes:.1%} of the core files)"
    )
    totals = sorted({v["total"] for v in first_visit})
    print(
        f"  boot + service-worker precache + snapshot worker: {visit0['total']:,}  "
        f"({visit0['total'] / core_bytes:.1%} of the core files; target <= 105%)"
        + (f"; other runs: {totals}" if len(totals) > 1 else "")
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--wait",
        choices=("suspend", "block"),
        default="suspend",
        help="how the game's worker waits for the page (block: ?wait=block)",
    )
    args = parser.parse_args()
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if chromium != "playwright" and not shutil.which(chromium):
        raise SystemExit(
            f"no Chromium at {chromium} (set CHROMIUM, or run ./scripts/bootstrap --browser)"
        )
    run(args.runs, None if chromium == "playwright" else chromium, args.wait)
    return 0


if __name__ == "__main__":
    sys.exit(main())
