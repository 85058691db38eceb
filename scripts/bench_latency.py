#!/usr/bin/env python3
"""Latency benchmark: the time from a tap to the updated board, in headless Chromium.

    .venv/bin/python scripts/bench_latency.py [--rounds N]

Builds the site into a temporary folder, serves it, opens it in a touch context on a tablet
and plays a scripted match of N rounds (default 2) through taps: reveal the hand, tap a card,
tap a highlighted side, tap each winnable claim, end the turn. Three ways Python runs:
- "Galaxy Tab S4": in the game's worker, suspended while the page reads or writes
  localStorage for it (``<html data-wait="suspend">``);
- "iPad Pro 11" (its browser cannot suspend Python), on a returning visit, with the service
  worker in control: in the worker, blocked in a synchronous request that the service worker
  answers with the page's reply (``data-wait="block"``);
- "iPad Pro 11" on a first visit (no service worker yet): in the page.

Measured in the page, for every tap on a game control: from the click event (a capturing
listener on the document, before the game's own listener) to the next animation frame after the
game has re-rendered (with Python in the page, a listener on the window, after the game's, asks
for it; with Python in the worker, once the page has painted the worker's answer, when
``<html data-pending>`` goes), and to the frame painted (a message posted from that animation
frame arrives after the frame's style, layout and paint). Prints the median, 90th percentile
and worst, overall and per kind of tap, plus the handler's own time (the page's click handler;
with Python in the worker, until the answer is painted).

The match is played twice in one run, with the table's motion on and with
``prefers-reduced-motion`` (no motion): the motion measures the cards' boxes in the tap (its
layout is the one the frame needs anyway), so the figure to compare is the frame painted, and
the two runs' ratio, not absolute times (the machine is shared).

``--journal``: the cost of the saves' journal (js/journal.mjs: each write also goes to
IndexedDB with durability "strict", and with Python in the worker the page answers a write once
it is on disk). Each way Python runs, with motion on, in a browser profile on disk (a fresh
context keeps IndexedDB in memory, which would hide the disk), with IndexedDB refused to the
page's journal (it is off, as before it) and then with it; prints both and their difference.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

import answered  # noqa: E402
from e2e_kit import (  # noqa: E402
    CHROMIUM,
    LAUNCH_ARGS,
    served_site,
    start_new_game,
    tap_turn,
    wait_for_app,
    wait_for_service_worker,
)

answered.install()  # each tap waits for the game's answer, as in the browser tests

PROBE_JS = """
() => {
  window.__latency = [];
  document.addEventListener("click", (event) => {
    const target = event.target.closest && event.target.closest("#app [data-intent]");
    if (target && target.tagName !== "FORM") {
      event.__probe = { intent: target.dataset.intent, t0: performance.now() };
    }
  }, true);
  window.addEventListener("click", (event) => {
    const probe = event.__probe;
    if (!probe) return;
    const root = document.documentElement;
    const frame = () => requestAnimationFrame(() => {
      probe.frame = performance.now() - probe.t0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.painted = performance.now() - probe.t0;
        window.__latency.push(probe);
      };
      channel.port2.postMessage(null);
    });
    if (!root.hasAttribute("data-pending")) {  // answered within the tap (Python in the page)
      probe.handler = performance.now() - probe.t0;
      frame();
      return;
    }
    const watch = new MutationObserver(() => {  // the worker's answer painted
      if (root.hasAttribute("data-pending")) return;
      watch.disconnect();
      probe.handler = performance.now() - probe.t0;
      frame();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-pending"] });
  });
}
"""


# (label, tablet, a returning visit, where Python runs: <html data-runtime>, <html data-wait>)
CASES = (
    ("Python in the worker, suspended", "Galaxy Tab S4", False, ("worker", "suspend")),
    ("Python in the worker, blocking", "iPad Pro 11", True, ("worker", "block")),
    ("Python in the page", "iPad Pro 11", False, ("page", None)),
)


def summary(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return (
        f"median {statistics.median(values):6.1f} ms   p90 {p90:6.1f} ms   "
        f"worst {values[-1]:6.1f} ms   (n={len(values)})"
    )


NO_JOURNAL_JS = """
const open = IDBFactory.prototype.open;
IDBFactory.prototype.open = function (name, ...rest) {
  if (name === "schotten-totten-journal") throw new DOMException("off", "SecurityError");
  return open.call(this, name, ...rest);
};
"""
"""The saves' journal cannot open its database: it is off, as before it (js/journal.mjs)."""


def play(
    browser: Any,
    pw: Any,
    url: str,
    rounds: int,
    reduced: bool,
    case: tuple[str, str, bool, tuple[str, str | None]],
    profile: Path | None = None,
    journal: bool = True,
) -> list[dict[str, Any]]:
    """The taps of a scripted match; in a fresh context, or in a persistent one on
    ``profile`` (a folder), with the saves' journal or without (``journal``)."""
    label, tablet, returning, expected = case
    device = {k: v for k, v in pw.devices[tablet].items() if k != "default_browser_type"}
    motion = "reduce" if reduced else "no-preference"
    workers = "allow" if returning else "block"
    options = {**device, "service_workers": workers, "reduced_motion": motion}
    if profile is None:
        context = browser.new_context(**options)
    else:
        launch = {"args": LAUNCH_ARGS, "headless": True}
        if CHROMIUM != "playwright":
            launch["executable_path"] = CHROMIUM
        context = pw.chromium.launch_persistent_context(profile, **launch, **options)
    if not journal:
        context.add_init_script(NO_JOURNAL_JS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    wait_for_app(page)
    if returning:
        wait_for_service_worker(page)
        page.reload()
        wait_for_app(page)
    runtime = (page.get_attribute("html", "data-runtime"), page.get_attribute("html", "data-wait"))
    if runtime != expected:
        raise SystemExit(f"{label} ({tablet}): Python runs as {runtime}, not as {expected}")
    page.evaluate(PROBE_JS)
    start_new_game(page, tap=True, rounds=rounds, first="p1", reveal=False)
    for round_no in range(rounds):
        while not tap_turn(page):
            pass
        if round_no + 1 < rounds:
            page.tap("#btn-next-round")
    page.wait_for_timeout(100)  # the last frame
    samples: list[dict[str, Any]] = page.evaluate("window.__latency")
    context.close()
    if errors or not samples:
        raise SystemExit(f"the game failed: {errors}")
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="rounds in the scripted match")
    parser.add_argument(
        "--journal", action="store_true", help="the saves' journal off, then on (see above)"
    )
    args = parser.parse_args()
    if args.journal:
        compare_journal(args.rounds)
        return
    with served_site() as (url, browser, pw):
        runs = [
            (f"{case[0]}, {label}", play(browser, pw, url, args.rounds, reduced, case))
            for case in CASES
            for label, reduced in (
                ("motion on", False),
                ("no motion (prefers-reduced-motion)", True),
            )
        ]
    medians = {}
    for label, samples in runs:
        print(f"Tap to updated board, {label}: {len(samples)} taps, {args.rounds} round(s)")
        print(f"  all taps, frame    {summary([s['frame'] for s in samples])}")
        print(f"  all taps, painted  {summary([s['painted'] for s in samples])}")
        print(f"  handler only       {summary([s['handler'] for s in samples])}")
        for intent in sorted({s["intent"] for s in samples}):
            painted = [s["painted"] for s in samples if s["intent"] == intent]
            print(f"  {intent:<18} {summary(painted)} (painted)")
        medians[label] = statistics.median(s["painted"] for s in samples)
    suspend_on, suspend_off, block_on, block_off, page_on, page_off = medians.values()
    print("Median to the frame painted, ratios:")
    motion = (
        f"worker suspended {suspend_on / suspend_off:.2f}, "
        f"worker blocking {block_on / block_off:.2f}, page {page_on / page_off:.2f}"
    )
    print(f"  motion on / no motion: {motion}")
    print(f"  worker suspended / page, motion on: {suspend_on / page_on:.2f}")
    print(f"  worker blocking / page, motion on: {block_on / page_on:.2f}")
    print(f"  worker blocking / worker suspended, motion on: {block_on / suspend_on:.2f}")


def compare_journal(rounds: int) -> None:
    """Each way Python runs, motion on, in a profile on disk: the journal off, then on."""
    results: list[tuple[str, list[float], list[float]]] = []
    with served_site() as (url, browser, pw):
        for case in CASES:
            painted = []
            for journal in (False, True):
                with tempfile.TemporaryDirectory() as profile:
                    samples = play(browser, pw, url, rounds, False, case, Path(profile), journal)
                painted.append([s["painted"] for s in samples])
            results.append((case[0], *painted))
    for label, before, after in results:
        print(f"Tap to the frame painted, {label}, motion on, a profile on disk:")
        print(f"  journal off (before)  {summary(before)}")
        print(f"  journal on (after)    {summary(after)}")
        change = statistics.median(after) - statistics.median(before)
        print(f"  median {change:+.1f} ms with the journal")


if __name__ == "__main__":
    main()
