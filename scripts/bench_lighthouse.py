#!/usr/bin/env python3
"""Lighthouse scores of the built site, first and returning visit (prints figures; not a test).

    .venv/bin/python scripts/bench_lighthouse.py [--runs 3] [--site DIR] [--save DIR]

Builds the site into a temporary folder (or takes an already built one, --site), serves it on
127.0.0.1 and, each run in a fresh Chrome profile, runs Lighthouse 12.2.3 (its default config:
the mobile profile with simulated throttling, so the timings are Lighthouse's estimates for a
slow phone, not what the machine measured) on

  - the first visit: nothing stored; afterwards the same page goes on until the service worker
    controls it and the memory snapshot is stored (<html data-snapshot="stored">);
  - the returning visit: the same profile, Lighthouse told not to reset the storage; the page
    comes from the service worker and starts from the snapshot (checked: data-start).

It prints, for each visit, the medians of the performance score, FCP, LCP, TBT and TTI and of
the best-practices score, then the failing best-practices audits (with their weight in the
score: a weight of 0 costs nothing) and what each reported (the deprecations, with their
source). scripts/bench_lighthouse.mjs drives the browser; see there how.

Lighthouse is installed on demand, outside the project's lockfile, into .cache/lighthouse
(npm i -E --prefix .cache/lighthouse lighthouse@12.2.3; Lighthouse 13 needs Node 22). The
browser is CHROME_PATH (default /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build
from site_server import running

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE_VERSION = "12.2.3"
LIGHTHOUSE_DIR = ROOT / ".cache" / "lighthouse"
DRIVER = ROOT / "scripts" / "bench_lighthouse.mjs"
NODE_MAJOR = 18  # Lighthouse 12 needs Node 18.20 or later
VISITS = (("first", "first visit"), ("back", "returning visit"))
METRICS = (("fcp", "FCP"), ("lcp", "LCP"), ("tbt", "TBT"), ("tti", "TTI"))


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise SystemExit("no node on PATH (Lighthouse runs on Node)")
    version = subprocess.run([found, "--version"], capture_output=True, text=True, check=True)
    if int(version.stdout.strip().lstrip("v").split(".")[0]) < NODE_MAJOR:
        raise SystemExit(f"Lighthouse {LIGHTHOUSE_VERSION} needs Node {NODE_MAJOR} or later")
    return found


def ensure_lighthouse() -> None:
    """Installs Lighthouse into LIGHTHOUSE_DIR unless that version is there already."""
    package = LIGHTHOUSE_DIR / "node_modules" / "lighthouse" / "package.json"
    if package.is_file() and json.loads(package.read_text())["version"] == LIGHTHOUSE_VERSION:
        return
    print(f"installing Lighthouse {LIGHTHOUSE_VERSION} into {LIGHTHOUSE_DIR}", flush=True)
    LIGHTHOUSE_DIR.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if not npm:
        raise SystemExit("no npm on PATH")
    options = ["--save-exact", "--no-audit", "--no-fund", "--loglevel=error"]
    target = ["--prefix", str(LIGHTHOUSE_DIR), f"lighthouse@{LIGHTHOUSE_VERSION}"]
    subprocess.run([npm, "install", *options, *target], check=True)


def one_run(url: str, chrome: str, save: Path | None) -> dict[str, Any]:
    """Both visits in one fresh profile: {"first": figures, "back": figures}."""
    command = [node(), str(DRIVER), str(LIGHTHOUSE_DIR), url]
    if save:
        save.mkdir(parents=True, exist_ok=True)
        command.append(str(save))
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        env={**os.environ, "CHROME_PATH": chrome},
        timeout=900,
    )
    if done.returncode != 0:
        raise SystemExit(f"Lighthouse run failed:\n{done.stderr[-4000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    for visit, label in VISITS:
        if result[visit]["runtimeError"]:
            raise SystemExit(f"Lighthouse, {label}: {result[visit]['runtimeError']}")
    return result


def describe(figures: dict[str, Any]) -> str:
    m = figures["metrics"]
    return (
        f"performance {figures['performance']:.2f} (TBT {m['tbt']:.0f} ms, TTI"
        f" {m['tti'] / 1000:.1f} s), best practices {figures['bestPractices']:.2f}"
    )


def report(runs: list[dict[str, Any]]) -> None:
    def median(visit: str, get: Any) -> float:
        return float(statistics.median(get(run[visit]) for run in runs))

    print()
    print(
        f"Lighthouse {LIGHTHOUSE_VERSION}, mobile, simulated throttling;"
        f" medians of {len(runs)} run{'s' * (len(runs) > 1)}:"
    )
    print(f"  {'':<24}{'first visit':>14}{'returning visit':>18}")

    def row(label: str, get: Any, fmt: str) -> None:
        cells = "".join(
            f"{format(median(v, get), fmt):>{w}}"
            for (v, _), w in zip(VISITS, (14, 18), strict=True)
        )
        print(f"  {label:<24}{cells}")

    row("performance score", lambda f: f["performance"], ".2f")
    for key, label in METRICS:
        row(f"  {label} (ms)", lambda f, key=key: f["metrics"][key], ".0f")
    row("best-practices score", lambda f: f["bestPractices"], ".2f")

    starts = [run["back"]["page"].get("start") for run in runs]
    print(f"  returning visit started from: {', '.join(sorted(set(map(str, starts))))}")
    snapshots = [run["first"]["page"].get("snapshot") for run in runs]
    if any(s != "stored" for s in snapshots):
        print(f"  (snapshot after the first visit: {snapshots})")

    for visit, label in VISITS:
        failing: dict[str, list[dict[str, Any]]] = {}
        for run in runs:
            for audit in run[visit]["failing"]:
                failing.setdefault(audit["id"], []).append(audit)
        print(f"failing best-practices audits, {label}:" + ("" if failing else " none"))
        for audit_id, found in failing.items():
            audit = found[0]
            weight = audit["weight"]
            scored = f"weight {weight}" if weight else "weight 0: not scored"
            print(f"  {audit['title']} [{audit_id}, {scored}] in {len(found)}/{len(runs)} runs")
            for item in audit["items"]:
                print(f"      {item}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="an already built site (default: build one)")
    parser.add_argument("--save", type=Path, help="write each run's two reports (JSON) here")
    args = parser.parse_args()
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    if not shutil.which(chrome):
        raise SystemExit(f"no Chrome at {chrome} (set CHROME_PATH)")
    node()
    ensure_lighthouse()

    with tempfile.TemporaryDirectory(prefix="bench-lighthouse-") as tmp:
        site = args.site.resolve() if args.site else Path(tmp) / "_site"
        if not args.site:
            build.build(site)
        runs = []
        with running(site) as server:
            for i in range(args.runs):
                save = args.save / f"run-{i + 1}" if args.save else None
                runs.append(one_run(server.url, chrome, save))
                first, back = runs[-1]["first"], runs[-1]["back"]
                print(
                    f"run {i + 1}: first visit {describe(first)}; returning visit"
                    f" ({back['page'].get('start')} start) {describe(back)}",
                    flush=True,
                )
    report(runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
