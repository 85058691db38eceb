#!/usr/bin/env python3
"""Load-time benchmark of the built site in headless Chromium (prints figures; not a test).

    .venv/bin/python scripts/bench_load.py [--runs 5]

Builds the site into a temporary folder, serves it on 127.0.0.1 and, each run in a browser with a
fresh profile, measures from navigation start:

  (a) bare:    a page that only loads the same vendored Pyodide and evaluates 1+1;
  (b) game:    our page until the engine is ready and the first screen is interactive
               (the shell's "schotten:ready" mark), and its first paint;
  (c) offline: (b) again, reloaded with the network cut, served by the service worker.

It prints the medians, the ratio b/a, and the bytes the server sent on a first visit (page boot
plus the service worker's precache) against the bytes of the five Pyodide core files. The server
sends files uncompressed (like Python's http.server), so all byte figures are raw sizes.
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

import build
from site_server import SiteHandler, make_server

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


def run(runs: int, chromium: str | None) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        site = Path(tmp) / "_site"
        build.build(site)
        (site / "bare.html").write_text(BARE_PAGE)
        core_bytes = sum((site / build.PYODIDE_DIR / n).stat().st_size for n in build.PYODIDE_CORE)
        bare, game, paint, offline = [], [], [], []
        first_visit: list[dict[str, int]] = []
        with serve(site) as url, sync_playwright() as playwright:
            for i in range(runs):
                with fresh_profile(playwright, chromium, service_workers="block") as context:
                    page = context.new_page()
                    page.goto(url + "bare.html")
                    page.wait_for_function("window.result === 2", timeout=120_000)
                    bare.append(mark(page, "bare:done"))

                TRAFFIC.reset()
                with fresh_profile(playwright, chromium) as context:
                    page = context.new_page()
                    page.goto(url)
                    wait_ready(page)
                    game.append(mark(page, "schotten:ready"))
                    paint.append(first_paint(page))
                    boot_bytes = sum(TRAFFIC.bytes.values())
                    duplicates = {p: n for p, n in TRAFFIC.hits.items() if n > 1}
                    page.evaluate(
                        """async () => { await navigator.serviceWorker.ready;
                        if (!navigator.serviceWorker.controller) await new Promise((r) =>
                          navigator.serviceWorker.addEventListener("controllerchange", r)); }"""
                    )
                    first_visit.append(
                        {
                            "boot": boot_bytes,
                            "total": sum(TRAFFIC.bytes.values()),
                            "dup": len(duplicates),
                        }
                    )
                    if duplicates and i == 0:
                        print(f"  files sent twice during boot: {duplicates}")
                    context.set_offline(True)
                    page.reload()
                    wait_ready(page)
                    offline.append(mark(page, "schotten:ready"))
                print(
                    f"run {i + 1}: bare {bare[-1]:.2f} s, game {game[-1]:.2f} s, "
                    f"first paint {paint[-1] * 1000:.0f} ms, offline {offline[-1]:.2f} s",
                    flush=True,
                )

    med = statistics.median
    visit = first_visit[0]
    print()
    print(f"medians of {runs} runs, headless Chromium, fresh profile per run:")
    print(f"  (a) bare Pyodide, 1+1:             {med(bare):.2f} s")
    print(f"  (b) game ready and interactive:    {med(game):.2f} s")
    print(f"  (c) game offline (service worker): {med(offline):.2f} s")
    print(f"  first paint:                       {med(paint) * 1000:.0f} ms   (target < 300 ms)")
    print(f"  ratio b/a:                         {med(game) / med(bare):.3f}  (target <= 1.15)")
    print("first visit, raw bytes sent by the server (no compression):")
    print(f"  Pyodide core files:                {core_bytes:,}")
    print(
        f"  page boot:                         {visit['boot']:,}  "
        f"({visit['boot'] / core_bytes:.1%} of the core files)"
    )
    print(
        f"  boot + service-worker precache:    {visit['total']:,}  "
        f"({visit['total'] / core_bytes:.1%} of the core files; target <= 105%)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if chromium != "playwright" and not shutil.which(chromium):
        raise SystemExit(
            f"no Chromium at {chromium} (set CHROMIUM, or run ./scripts/bootstrap --browser)"
        )
    run(args.runs, None if chromium == "playwright" else chromium)
    return 0


if __name__ == "__main__":
    sys.exit(main())
