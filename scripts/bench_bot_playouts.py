#!/usr/bin/env python3
"""The hard bot's play-outs per second, on CPython and in Pyodide (headless Chromium).

    .venv/bin/python scripts/bench_bot_playouts.py [--py DIR ...] [--pyodide] [--profile]
        [--positions N] [--playouts N] [--tactical]

For each code tree given with ``--py`` (default: this repository's ``py/``; give an older
checkout's ``py/`` to compare), plays ``--playouts`` play-outs (a random deal of the unseen
cards, then the round to its end by the play-out policy) spread over ``--positions`` positions
of medium-against-medium classic games (``--tactical``: tactical games, the deals of the hard
bot's tactical search, with its tactical play-out policy where the tree has one), and runs the
hard search on the same positions; prints play-outs and simulated plies per second of each, the
best of 3 runs. The trees run one after the other, 3 times in turn, so that they meet the same
load. ``--pyodide`` runs the same code
in the site's vendored Pyodide in headless Chromium (each tree zipped into the browser's file
system); ``--profile`` prints the functions with the most own time (cProfile) on the first tree.
Times are process CPU time on CPython, wall time in the browser.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BENCH = r"""
import json, random, time

def bench(n_positions, n_playouts, profile, tactical=False):
    from schotten.bots import make_bot, playout
    from schotten.bots.hard import HardBot
    from schotten.bots.playout import HeuristicPolicy
    from schotten.bots.sim import clan_dealer, determinize, supports, supports_clans
    from schotten.bots.sim import unmodelled_stones
    from schotten.options import Options
    from schotten.rules import apply, new_game
    from schotten.views import player_view
    from schotten.actions import Place

    clock = getattr(time, "process_time", time.perf_counter)
    try:
        clock()
    except Exception:
        clock = time.perf_counter
    playout.ensure_tables()
    views = []
    game = 0
    while len(views) < n_positions:
        opts = Options(variant="tactical") if tactical else Options()
        state = new_game(opts, 900 + game)
        bots = [make_bot("medium", 1), make_bot("medium", 2)]
        steps = 0
        while not state.is_terminal and steps < 60:
            view = player_view(state, state.current_player)
            places = [a for a in view.legal_actions if isinstance(a, Place)]
            ok = supports_clans(view) if tactical else supports(view)
            if steps % 7 == 0 and len(places) > 1 and ok:
                views.append(view)
            state = apply(state, bots[state.current_player].choose(view))
            steps += 1
        game += 1
    views = views[:n_positions]
    # the tactical play-outs' policy, where the tree has one of its own
    tactical_policy = getattr(playout, "TacticalPolicy", HeuristicPolicy)
    policy = tactical_policy() if tactical else HeuristicPolicy()
    if tactical:
        deals = [
            clan_dealer(v, {i: 0.5 for i in unmodelled_stones(v)}).deal for v in views
        ]
    else:
        deals = [lambda rng, v=v: determinize(v, rng) for v in views]

    def playouts():
        plies = 0
        t = clock()
        for i in range(n_playouts):
            sim = deals[i % len(views)](random.Random(i))
            start = sim.ply
            sim.rollout(policy)
            plies += sim.ply - start
        return clock() - t, plies

    def search():
        count = plies = 0
        t = clock()
        for k, view in enumerate(views[: max(1, n_positions // 4)]):
            bot = HardBot(k)
            bot.choose(view)
            count += bot.last_search.playouts
            plies += bot.last_search.plies
        return clock() - t, count, plies

    if profile:
        import cProfile, pstats, io
        prof = cProfile.Profile()
        prof.enable()
        playouts()
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(10)
        text = out.getvalue()
    else:
        text = ""
    seconds, plies = playouts()
    s_seconds, s_count, s_plies = search()
    return json.dumps({
        "playouts": n_playouts / seconds, "plies": plies / seconds,
        "search_playouts": s_count / s_seconds, "search_plies": s_plies / s_seconds,
        "search_moves": max(1, n_positions // 4), "profile": text,
    })
"""


def tree_zip(py: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted(py.rglob("*.py")):
            if "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(py).as_posix())
    return buffer.getvalue()


def run_cpython(
    py: Path, positions: int, playouts: int, profile: bool, tactical: bool = False
) -> dict[str, object]:
    import subprocess

    code = BENCH + f"\nprint(bench({positions}, {playouts}, {profile}, {tactical}))"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=py, check=True, capture_output=True, text=True
    ).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


PAGE = """<!doctype html>
<meta charset="utf-8">
<title>play-outs in Pyodide</title>
<script type="module">
  import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
  window.pyodide = await loadPyodide();
  window.ready = true;
</script>
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--py", action="append", type=Path, help="a code tree (py/ folder)")
    parser.add_argument("--pyodide", action="store_true", help="in Pyodide, in Chromium")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--playouts", type=int, default=600)
    parser.add_argument(
        "--tactical", action="store_true", help="positions of tactical games (CPython only)"
    )
    args = parser.parse_args()
    trees = [p.resolve() for p in (args.py or [ROOT / "py"])]
    results: dict[Path, list[dict[str, object]]] = {t: [] for t in trees}
    if not args.pyodide:
        for rep in range(3):
            for t in trees:
                profile = args.profile and rep == 0 and t == trees[0]
                results[t].append(
                    run_cpython(t, args.positions, args.playouts, profile, args.tactical)
                )
        where = f"CPython {sys.version.split()[0]}"
    else:
        sys.path.insert(0, str(ROOT / "tests/e2e"))
        from e2e_kit import served_site, site_build  # noqa: F401

        with served_site() as (url, browser, _):
            page = browser.new_page()
            page.route(
                url + "bench-pyodide.html",
                lambda route: route.fulfill(body=PAGE, content_type="text/html"),
            )
            page.goto(url + "bench-pyodide.html")
            page.wait_for_function("window.ready === true", timeout=120_000)
            for rep in range(3):
                for k, t in enumerate(trees):
                    profile = args.profile and rep == 0 and k == 0
                    data = base64.b64encode(tree_zip(t)).decode()
                    code = BENCH + f"\nbench({args.positions}, {args.playouts}, {profile})"
                    out = page.evaluate(
                        """([data, k, code]) => {
                          const py = window.pyodide;
                          const dir = "/tree" + k;
                          py.runPython(`import sys, shutil, os
for m in [m for m in sys.modules if m == "schotten" or m.startswith("schotten.")]:
    del sys.modules[m]
sys.path[:] = [p for p in sys.path if not p.startswith("/tree")]
shutil.rmtree("${dir}", ignore_errors=True)
os.makedirs("${dir}")`);
                          const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
                          py.unpackArchive(bytes.buffer, "zip", {extractDir: dir});
                          py.runPython(`import sys; sys.path.insert(0, "${dir}")`);
                          return py.runPython(code);
                        }""",
                        [data, k, code],
                    )
                    results[t].append(dict(json.loads(out)))
            version = page.evaluate("window.pyodide.version")
        where = f"Pyodide {version} in Chromium"
    variant = "tactical" if args.tactical else "classic"
    print(
        f"{where}: {args.playouts} play-outs over {args.positions} {variant} positions, best of 3"
    )
    for t in trees:
        runs = results[t]
        best = max(runs, key=lambda r: float(r["playouts"]))  # type: ignore[arg-type]
        best_s = max(runs, key=lambda r: float(r["search_playouts"]))  # type: ignore[arg-type]
        print(
            f"{t}: play-outs {float(best['playouts']):.0f}/s ({float(best['plies']):.0f} plies/s);"  # type: ignore[arg-type]
            f" search {float(best_s['search_playouts']):.0f} play-outs/s"  # type: ignore[arg-type]
            f" ({float(best_s['search_plies']):.0f} plies/s, {best_s['search_moves']} moves)"  # type: ignore[arg-type]
        )
        for r in runs:
            if r["profile"]:
                print(r["profile"])


if __name__ == "__main__":
    main()
