#!/usr/bin/env python3
"""Review benchmark on CPython: the computer's review of whole 2-round matches (medium against
easy, seeds 1..N), as the page runs it (``Reviewer.step(20)`` until done): the time of the whole
review, the time per judged decision (mean, 95th percentile, worst), the longest slice and the
longest unit of work, the play-outs per decision; with ``--stability``, the share of verdicts
that stay the same when the search is seeded differently (the noise of the verdicts); the time
of a hint on the positions of the games; and the agreement of the hint and the review on the
positions of the first 60 plies that the review judged: how often the hint's move is the
review's best play, and the review's loss (drop) and verdict for the hint's move, beside the
same figures for the medium heuristic's move (what the hint gave before).

Usage: python scripts/bench_review.py [--games 3] [--rounds 2] [--budget N] [--depth N]
       [--candidates N] [--variant classic|tactical] [--stability] [--pyodide] [--page]

``--pyodide`` runs the same measurements in the site's Pyodide in headless Chromium (the site
is built and served as for the browser benchmarks); the review then runs on the page's main
thread, in the same 20 ms slices. ``--page`` reviews the same matches in the game itself: each
is saved in the page's storage, opened in the replay viewer and reviewed by its Review button
(``ui.dom``'s timer tasks, the progress bar redrawn), and prints what the page records
(``schotten.figures.reviews``: wall time, slices, longest slice) and its longest task.

Wall times depend on the machine's load: the CPU time of the process is printed beside them.
The page runs Pyodide, about 2-4 times slower than CPython: the budget target is a whole
2-round match under 30 s in headless Chromium, so about 8 s here.
"""

from __future__ import annotations

import argparse
import base64
import io
import os
import statistics
import sys
import time
import zipfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from schotten.actions import Action
from schotten.bots import HardBot, MediumBot, make_bot, play_match
from schotten.hints import hint
from schotten.options import Options
from schotten.review import (
    VERDICTS,
    Decision,
    Review,
    Reviewer,
    ReviewSettings,
    judge_play,
    review_bot,
)
from schotten.rules import apply, new_game
from schotten.state import GameState
from schotten.views import PlayerView, player_view

ROOT = Path(__file__).resolve().parents[1]


thread_time = getattr(time, "thread_time", time.perf_counter)  # Pyodide has no thread clock


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def timed_review(
    game: GameState, settings: ReviewSettings, seed: int | None = None
) -> tuple[Review, float, float, list[float], float, tuple[float, float]]:
    """The review run in 20 ms slices; per-decision times, longest slice and unit."""
    r = Reviewer(game, settings)
    if seed is not None:
        r.bot.seed = seed
    per: list[float] = []
    longest = 0.0
    longest_unit = 0.0
    longest_cpu = 0.0
    started = time.perf_counter()
    cpu = time.process_time()
    mark = started
    judged = len(r.decisions)
    work = r._work  # one unit at a time, to time the longest
    assert work is not None
    while True:
        t0 = time.perf_counter()
        slice_end = t0 + 0.020
        done = False
        while True:
            u0 = time.perf_counter()
            c0 = thread_time()
            try:
                work.send(0.0)
            except StopIteration:
                done = True
            u1 = time.perf_counter()
            longest_unit = max(longest_unit, u1 - u0)
            longest_cpu = max(longest_cpu, thread_time() - c0)
            plays = sum(1 for d in r.decisions if d.kind == "play")
            if plays != judged:
                per.append(u1 - mark)
                mark = u1
                judged = plays
            if done or u1 >= slice_end:
                break
        longest = max(longest, time.perf_counter() - t0)
        if done:
            break
    total = time.perf_counter() - started
    cpu = time.process_time() - cpu
    assert r.result is not None
    return r.result, total, cpu, per, longest, (longest_unit, longest_cpu)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--budget", type=int, default=ReviewSettings().budget)
    parser.add_argument("--depth", type=int, default=ReviewSettings().depth)
    parser.add_argument("--candidates", type=int, default=ReviewSettings().candidates)
    parser.add_argument("--variant", choices=("classic", "tactical"), default="classic")
    parser.add_argument("--stability", action="store_true")
    parser.add_argument("--pyodide", action="store_true", help="in Pyodide, in Chromium")
    parser.add_argument(
        "--page", action="store_true", help="in the game's page: its replay viewer's Review"
    )
    return parser.parse_args(argv)


def report(argv: list[str]) -> str:
    """The benchmark's text (run here or in Pyodide)."""
    out: list[str] = []

    def emit(line: str) -> None:
        out.append(line)

    args = parse(argv)
    settings = ReviewSettings(args.budget, args.candidates, args.depth)
    options = Options(variant=args.variant, rounds=args.rounds)
    try:
        load = f"load average {os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        load = "load average unknown"
    where = "Python"
    if sys.platform == "emscripten":
        where = "Pyodide"
        load = "in headless Chromium"
    emit(
        f"{where} {sys.version.split()[0]}, {load} on "
        f"{os.cpu_count()} CPUs; {args.variant}, {args.rounds} round(s), medium vs easy; "
        f"review budget {settings.budget} plies, {settings.candidates} candidates, "
        f"depth {settings.depth}"
    )
    totals = []
    cpus = []
    hint_ms: list[float] = []
    agree = compared = 0
    medium = MediumBot(0)
    agreement: dict[str, list[tuple[bool, float, str]]] = {"hint": [], "medium": []}
    for g in range(args.games):
        seed = g + 1
        game = play_match([make_bot("medium", seed), make_bot("easy", seed + 100)], options, seed)
        review, total, cpu, per, longest, unit = timed_review(game, settings)
        totals.append(total)
        cpus.append(cpu)
        plays = [d for d in review.decisions if d.kind == "play"]
        playouts = sum(d.playouts for d in plays)
        ms = [x * 1000 for x in per]
        emit(
            f"match seed {seed}: {len(game.history)} plies, {len(plays)} decisions judged, "
            f"review {total:.2f} s (CPU {cpu:.2f} s); per decision mean "
            f"{statistics.fmean(ms):.0f} ms, p95 {p95(ms):.0f}, worst {max(ms):.0f}; "
            f"{playouts / max(1, len(plays)):.0f} play-outs a decision; longest slice "
            f"{longest * 1000:.1f} ms, longest unit {unit[0] * 1000:.1f} ms (CPU "
            f"{unit[1] * 1000:.1f} ms); "
            f"verdicts {summary(review)}"
        )
        if args.stability:
            other, *_ = timed_review(game, settings, seed=12345)
            for a, b in zip(review.decisions, other.decisions, strict=True):
                if a.kind == "play":
                    compared += 1
                    agree += a.verdict == b.verdict
        judged_at = {d.ply: d for d in plays}
        bot = review_bot(game.seed, settings)
        state = new_game(game.options, game.seed)
        for ply, h in enumerate(game.history[:60]):
            view = player_view(state, h.player)
            if view.legal_actions:
                t0 = time.perf_counter()
                given = hint(view, game.seed)
                hint_ms.append((time.perf_counter() - t0) * 1000)
                decision = judged_at.get(ply)
                if decision is not None:  # a choice the review judged: does it agree?
                    best = decision.best if decision.best is not None else decision.action
                    for name, move in (("hint", given.action), ("medium", medium.choose(view))):
                        verdict = judged(view, move, bot, ply)
                        agreement[name].append((move == best, verdict.drop, verdict.verdict))
            state = apply(state, h.action)
    emit(
        f"whole review: mean {statistics.fmean(totals):.2f} s, worst {max(totals):.2f} s over "
        f"{len(totals)} matches (CPU time mean {statistics.fmean(cpus):.2f} s, worst "
        f"{max(cpus):.2f} s)"
    )
    if compared:
        emit(
            f"stability: {agree} of {compared} verdicts ({agree / compared:.1%}) the same "
            f"with another search seed"
        )
    if hint_ms:
        emit(
            f"hint: {len(hint_ms)} positions, median {statistics.median(hint_ms):.1f} ms, "
            f"p95 {p95(hint_ms):.1f}, worst {max(hint_ms):.1f} ms"
        )
    for name, rows in agreement.items():
        if not rows:
            continue
        what = {
            "hint": "the hint's move",
            "medium": "the medium heuristic's move (what the hint gave before it asked the "
            "review's search)",
        }[name]
        same = sum(1 for top, _, _ in rows if top)
        drops = [drop for _, drop, _ in rows]
        verdicts = Counter(v for _, _, v in rows)
        emit(
            f"agreement, {what}, on {len(rows)} positions the review judged: top move the "
            f"same as the review's best {same} times ({same / len(rows):.1%}); the review's "
            f"loss of that move mean {statistics.fmean(drops) * 100:.2f} points, worst "
            f"{max(drops) * 100:.1f}; verdicts "
            + ", ".join(f"{verdicts[v]} {v}" for v in VERDICTS if verdicts[v])
        )
    return "\n".join(out)


def judged(view: PlayerView, move: Action, bot: HardBot, ply: int) -> Decision:
    """The review's judgement of ``move`` from ``view`` (the search the review runs there)."""
    work = judge_play(view, move, bot, ply)
    try:
        next(work)
        while True:
            work.send(0.0)
    except StopIteration as stop:
        result: Decision = stop.value
        return result


PAGE = """<!doctype html>
<meta charset="utf-8">
<title>the review in Pyodide</title>
<script type="module">
  import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
  window.pyodide = await loadPyodide();
  window.ready = true;
</script>
"""


def tree_zip() -> bytes:
    """py/ and this script, for Pyodide's file system."""
    buffer = io.BytesIO()
    py = ROOT / "py"
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted(py.rglob("*")):
            if (
                path.is_file()
                and "__pycache__" not in path.parts
                and path.suffix
                in {
                    ".py",
                    ".json",
                    ".typed",
                }
            ):
                archive.write(path, path.relative_to(py).as_posix())
        archive.write(Path(__file__), "bench_review.py")
    return buffer.getvalue()


def run_pyodide(argv: list[str]) -> str:
    sys.path.insert(0, str(ROOT / "tests/e2e"))
    from e2e_kit import served_site

    with served_site() as (url, browser, _):
        page = browser.new_page()
        page.route(
            url + "bench-review.html",
            lambda route: route.fulfill(body=PAGE, content_type="text/html"),
        )
        page.goto(url + "bench-review.html")
        page.wait_for_function("window.ready === true", timeout=120_000)
        data = base64.b64encode(tree_zip()).decode()
        code = f"import bench_review\nbench_review.report({argv!r})"
        text: str = page.evaluate(
            """([data, code]) => {
              const py = window.pyodide;
              const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
              py.unpackArchive(bytes.buffer, "zip", {extractDir: "/bench"});
              py.runPython(`import sys; sys.path.insert(0, "/bench")`);
              return py.runPython(code);
            }""",
            [data, code],
        )
        return text


def run_page(args: argparse.Namespace) -> str:
    """The review of each match in the game's own page (its replay viewer's Review button)."""
    sys.path.insert(0, str(ROOT / "tests/e2e"))
    from e2e_kit import served_site, wait_for_app

    from ui.storage.adapters import MemoryStorage
    from ui.storage.entry import SaveEntry
    from ui.storage.repository import SavesRepository

    lines = []
    with served_site() as (url, browser, _):
        for seed in range(1, args.games + 1):
            game = play_match(
                [make_bot("medium", seed), make_bot("easy", seed + 100)],
                Options(variant=args.variant, rounds=args.rounds),
                seed,
            )
            store = MemoryStorage()
            repo = SavesRepository(store, now=lambda: 1_700_000_000.0)
            entry = SaveEntry(repo.new_id(), ("p1", "p2"), 1.7e9, 1.7e9, finished=True)
            entry.rounds = args.rounds
            repo.save(entry, game)
            page = browser.new_page(base_url=url, service_workers="block")
            page.goto("./manifest.webmanifest")
            page.evaluate(
                "(items) => { localStorage.clear();"
                " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                store.data,
            )
            default = args.budget == ReviewSettings().budget
            page.goto("./" if default else f"./?review_budget={args.budget}")
            wait_for_app(page)
            page.evaluate(
                "() => { window.longTasks = []; window.benchPhase = 'open';"
                " new PerformanceObserver((list) => { for (const e of list.getEntries())"
                " window.longTasks.push([window.benchPhase, e.duration, e.startTime]); })"
                ".observe({type: 'longtask'}); }"
            )
            page.click("#btn-saves")
            page.click(f"#replay-{entry.id}")
            page.wait_for_timeout(300)  # the observer reports a task after its end
            page.evaluate("() => { window.benchPhase = 'review'; schotten.figures.draws = []; }")
            page.click("#btn-review")
            page.wait_for_selector("#review-graph", timeout=600_000)
            record = page.evaluate("schotten.figures.reviews[0]")
            tasks = page.evaluate("window.longTasks")
            draws = page.evaluate(
                "schotten.figures.draws.map(d => [d.what, d.chars, d.python_ms, d.page_ms, d.at])"
            )
            opening = max([d for phase, d, _ in tasks if phase == "open"], default=0.0)
            during = sorted(round(d) for phase, d, _ in tasks if phase == "review")
            longest = during[-1] if during else 0.0
            lines.append(
                f"seed {seed}: {len(game.history)} plies, {record['decisions']} decisions: "
                f"{record['wall_ms'] / 1000:.1f} s in the page, {record['slices']} slices, "
                f"longest slice {record['max_slice_ms']:.0f} ms, longest task {longest:.0f} ms "
                f"({len(during)} over 50 ms from the Review tap to the graph; "
                f"the taps opening the viewer: {opening:.0f} ms)"
            )
            lines.append("  " + draw_summary(draws))
            starts = [(round(at), round(d)) for phase, d, at in tasks if phase == "review"]
            lines.append(f"  long tasks (start, ms): {starts or 'none'}")
            whole = [(round(d[4]), round(d[2] + d[3])) for d in draws if d[0] == "screen"]
            lines.append(f"  whole screens drawn (end, ms): {whole}")
            page.close()
    return "\n".join(lines)


def draw_summary(draws: list[list[object]]) -> str:
    """The drawings of the screen during a review, by kind: how many, and the worst Python
    time (making the HTML) and page time (inserting it) of each kind, in ms."""
    kinds: dict[str, list[tuple[float, float, int]]] = {}
    for what, chars, python_ms, page_ms, _at in draws:
        kinds.setdefault(str(what), []).append((float(python_ms), float(page_ms), int(chars)))
    parts = []
    for what, rows in kinds.items():
        parts.append(
            f"{what}: {len(rows)} drawn, worst Python {max(r[0] for r in rows):.0f} ms, "
            f"worst page {max(r[1] for r in rows):.0f} ms, "
            f"up to {max(r[2] for r in rows) / 1000:.1f} K characters"
        )
    return "drawings: " + "; ".join(parts)


def main() -> int:
    argv = sys.argv[1:]
    if parse(argv).page:
        print(f"host load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        print(run_page(parse(argv)))
        return 0
    if parse(argv).pyodide:
        print(f"host load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        print(run_pyodide([a for a in argv if a != "--pyodide"]))
    else:
        print(report(argv))
    return 0


def summary(review: Review) -> str:
    counts = review.counts()
    keys = ("good", "inaccuracy", "mistake", "blunder", "miss")
    return (
        " / ".join(f"p{p + 1} " + " ".join(str(counts[p][k]) for k in keys) for p in review.players)
        + " (good inacc. mistake blunder miss)"
    )


if __name__ == "__main__":
    sys.exit(main())
