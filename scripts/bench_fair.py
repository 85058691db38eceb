#!/usr/bin/env python3
"""The fair deal's costs (schotten.fair, schotten.fair_play), on CPython and in Pyodide in
headless Chromium.

    .venv/bin/python scripts/bench_fair.py [--rounds N] [--no-browser]

For each variant, N rounds are dealt by two sides in one process, every message through JSON
as on the wire, and each side's work is timed:

- **deal**: steps 1, 2 and 3 and both hands opened, the two devices' work added up (on two
  devices the steps run one after the other; only the hands' openings could overlap);
- **draw**: one card drawn at the end of a turn: the other device's opening and the drawer's
  reading of it (the wire's time aside);
- **play**: a card played: its proof made and checked;
- **check**: the round over, one device's check of the other's secret (its commitment, the
  other's steps, every token's card, the round replayed from its true deal).

In Chromium the same code runs in the vendored Pyodide (the site built and served as the
browser tests do), after checking what backs Python's ``secrets`` there: the script counts the
page's ``crypto.getRandomValues`` calls while ``secrets`` makes a key.
Prints medians and worst times in milliseconds and the targets (deal <= 3 s, draw <= 150 ms,
check <= 2 s).
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests/e2e"))

from schotten.sra import KEY_BITS  # noqa: E402

MEASURE = textwrap.dedent(
    """
    import json, random, statistics, time
    from schotten import fair, fair_play as fp
    from schotten.actions import EndTurn, Place
    from schotten.options import Options
    from schotten.rules import legal_actions
    from schotten.state import Phase

    def measure(rounds):
        out = {}
        for variant in ("classic", "tactical"):
            options = Options(first_player=0, variant=variant)
            deal, draw, play, check = [], [], [], []
            for r in range(rounds):
                rng = random.Random(r)
                sides = [fp.new_side(options, 0), fp.new_side(options, 1)]
                queue, spent = [], {"deal": 0.0}

                def run(seat, fn, *args, key):
                    t = time.perf_counter()
                    sides[seat], msgs = fn(sides[seat], *args)
                    spent[key] = spent.get(key, 0.0) + time.perf_counter() - t
                    queue.extend((1 - seat, json.loads(json.dumps(m))) for m in msgs)

                def pump(key):
                    while queue:
                        to, m = queue.pop(0)
                        run(to, fp.receive, m, key="secret" if m["what"] == "secret" else key)

                run(0, fp.begin, key="deal")
                pump("deal")
                deal.append(spent["deal"])
                while sides[0].state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                    p = sides[0].state.current_player
                    moves = legal_actions(sides[p].state)
                    move = rng.choice(moves)
                    key = "move"
                    if isinstance(move, Place):
                        key = "play"
                    elif isinstance(move, EndTurn) and len(sides[p].state.deck):
                        key = "draw"
                    spent[key] = 0.0
                    run(p, fp.play, move, key=key)
                    spent["secret"] = 0.0
                    pump(key)
                    if key in ("draw", "play"):
                        (draw if key == "draw" else play).append(spent[key])
                check.append(spent["secret"] / 2)
            out[variant] = {"deal": deal, "draw": draw, "play": play, "check": check}
        return out
    """
)

PAGE_JS = """async ([code, rounds]) => {
  window.randomCalls = 0;
  const key = bare.runPython("from schotten import sra; str(sra.new_key())");
  const random = window.randomCalls;
  bare.runPython(code);
  const figures = bare.runPython(`import json; json.dumps(measure(${rounds}))`);
  return { random, key: key.length, figures: JSON.parse(figures) };
}"""


def _row(name: str, values: list[float], target: float | None) -> str:
    ms = sorted(v * 1000 for v in values)
    if not ms:
        return f"  {name:<6} -"
    median, p90 = ms[len(ms) // 2], ms[int(len(ms) * 0.9)]
    aim = f"  (target <= {target:.0f} ms)" if target else ""
    return (
        f"  {name:<6} median {median:7.1f} ms  p90 {p90:7.1f} ms  worst {ms[-1]:7.1f} ms"
        f"  ({len(ms)} samples){aim}"
    )


TARGETS = {"deal": 3000.0, "draw": 150.0, "play": None, "check": 2000.0}


def report(where: str, figures: dict[str, dict[str, list[float]]]) -> None:
    print(where)
    for variant, rows in figures.items():
        print(f" {variant}")
        for name, values in rows.items():
            print(_row(name, values, TARGETS[name]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args()
    scope: dict[str, object] = {}
    exec(MEASURE, scope)
    report("CPython", scope["measure"](args.rounds))  # type: ignore[operator]
    if args.no_browser:
        return
    from e2e_kit import BARE_PYODIDE_JS, served_site

    with served_site() as (url, browser, _pw):
        page = browser.new_page()
        page.goto(url + "/manifest.webmanifest")
        page.evaluate(BARE_PYODIDE_JS)
        result = page.evaluate(PAGE_JS, [MEASURE, args.rounds])
        print(
            f"Pyodide: secrets made a {KEY_BITS}-bit key with {result['random']} call(s) to "
            "crypto.getRandomValues"
        )
        report("Pyodide in Chromium", result["figures"])


if __name__ == "__main__":
    main()
