"""The engine smoke suite: the same visit in Chromium, Firefox and WebKit, and what a player
would notice of it.

Each engine's visit runs once, in one browser with one profile (smoke.mjs with Puppeteer for
Chromium and Firefox, webkit_smoke.py with Selenium under ``xvfb-run`` for WebKitGTK), and
reports each step as a JSON line; the tests of :class:`SmokeChecks` read that report. A step
that failed fails its test and the ones after it, with the step's error.

Engines: ``CHROMIUM`` (as tests/e2e), ``FIREFOX`` (default /usr/bin/firefox-esr, Debian's
Firefox ESR), ``WEBKIT_DRIVER`` (default /usr/bin/WebKitWebDriver, Debian's
webkit2gtk-driver, which drives its MiniBrowser).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any, ClassVar

import pytest
from e2e_kit import CHROMIUM, LAUNCH_ARGS
from test_tactical import advance, first_position, items_for
from webkit_smoke import HEARD

from schotten.serialize import loads
from schotten.state import GameState

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
RUN_TIMEOUT_S = 480  # a loaded 2-core machine: a WebKit first visit took 59 s
CONSOLE_PROBLEMS = ("ERROR", "preloaded")
"""In WebKit's console lines: any error, and a file preloaded for nothing."""

Report = dict[str, dict[str, Any]]


def tactic_position() -> dict[str, Any]:
    """A tactical game (localStorage items) whose player to move can play an elite troop (Joker,
    Spy or Shield Bearer: tapped, then a stone side, like a clan card)."""
    state, card = advance(first_position(), {"JOKER", "SPY", "SHIELD"})
    return {"items": items_for(state), "card": card}


def chromium_path() -> str:
    if CHROMIUM != "playwright":
        return CHROMIUM
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        return pw.chromium.executable_path


def run(engine: str, site: Path) -> Report:
    """The engine's visit of the site: its report, by step (smoke.mjs is given the site's URL;
    webkit_smoke.py serves the site itself, to stop it for the offline step)."""
    from site_server import running  # loaded by e2e_kit

    config: dict[str, Any] = {"tactic": tactic_position()}
    if engine == "webkit":
        config["site"] = str(site)
        command = ["xvfb-run", "-a", sys.executable, str(HERE / "webkit_smoke.py")]
        server: AbstractContextManager[Any] = nullcontext()
    else:
        config["browser"] = "chrome" if engine == "chromium" else "firefox"
        config["executable"] = chromium_path() if engine == "chromium" else FIREFOX
        config["args"] = LAUNCH_ARGS if engine == "chromium" else []
        command = ["node", str(HERE / "smoke.mjs")]
        server = running(site)
    with server as served:
        if served is not None:
            config["url"] = served.url + "?instrument"  # the figures the smoke test reads
        done = subprocess.run(
            [*command, json.dumps(config)],
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
            cwd=ROOT,
        )
    report: Report = {}
    for line in done.stdout.splitlines():
        if line.startswith("{"):
            entry = json.loads(line)
            report[entry["step"]] = entry
    if "console" not in report:
        raise AssertionError(f"the {engine} visit ended early ({done.returncode}):\n{done.stderr}")
    times = ", ".join(
        f"{step} {entry['ms'] / 1000:.1f} s" for step, entry in report.items() if "ms" in entry
    )
    print(f"{engine} smoke: {times}")
    return report


class SmokeChecks:
    """The smoke suite's tests; a subclass names the engine and how its worker waits."""

    engine: ClassVar[str]
    wait: ClassVar[str]  # <html data-wait>: suspend (JSPI) or block (sync-message)

    @pytest.fixture(scope="class")
    @classmethod
    def report(cls, site_dir: Path) -> Report:
        return run(cls.engine, site_dir)

    @staticmethod
    def step(report: Report, name: str) -> dict[str, Any]:
        entry = report.get(name)
        assert entry is not None, f"not reached: {name} (an earlier step failed)"
        assert entry["ok"], f"{name} failed: {entry['error']}"
        data: dict[str, Any] = entry["data"]
        return data

    @staticmethod
    def game(save: str | None) -> GameState:
        assert save, "no game saved"
        return loads(save)

    def test_a_first_visit_reaches_a_playable_game(self, report: Report) -> None:
        state = self.step(report, "first_visit")["state"]
        assert (state["runtime"], state["wait"]) == ("worker", self.wait)
        assert state["start"] == "normal"

    def test_a_pass_and_play_turn(self, report: Report) -> None:
        """By taps (clicks in WebKit): a card of the hand on a stone, the turn ended, the
        hand-over screen for the other player."""
        data = self.step(report, "pass_and_play_turn")
        game = self.game(data["save"])
        placed = data["placed"]
        assert [str(card) for card in game.stones[placed["stone"]].sides[0]] == [placed["card"]]
        assert game.current_player == 1 and len(game.history) == 2  # the card, the end

    def test_a_returning_visit_starts_from_the_snapshot_and_resumes_the_save(
        self, report: Report
    ) -> None:
        data = self.step(report, "returning_visit")
        assert data["made"]["snapshot"] == "stored"
        assert data["state"]["start"] == "snapshot", data["state"]
        assert data["same"], "the reload did not resume the same save"

    def test_offline(self, report: Report) -> None:
        data = self.step(report, "offline")
        assert data["state"]["online"] is False
        assert data["same"], "offline, the reload did not resume the same save"

    def test_export_then_import(self, report: Report) -> None:
        data = self.step(report, "export_and_import")
        assert data["exported"], "the exported file is not the saved game"
        assert data["name"].endswith(".json")
        assert data["left"] == 0 and len(data["lines"]) == 1, data["lines"]
        assert "Player 1 vs Player 2" in data["lines"][0]
        assert data["same"], "the imported game is not the one exported"

    def test_a_computer_turn(self, report: Report) -> None:
        data = self.step(report, "computer_turn")
        game = self.game(data["save"])
        assert data["turns"] >= 1
        assert any(entry.player == 1 for entry in game.history), "the computer did not play"
        assert game.current_player == 0

    def test_a_tactic_card_played(self, report: Report) -> None:
        data = self.step(report, "tactic_card")
        game = self.game(data["save"])
        card = tactic_position()["card"]
        assert card in [str(c) for c in game.stones[data["stone"]].sides[0]]

    def test_no_console_error_and_no_unhandled_rejection(self, report: Report) -> None:
        entry = report["console"]
        assert entry["data"] == [], "\n".join(entry["data"])
        lines = entry.get("stdout")
        if lines is None:  # Puppeteer reads the console: data
            return
        assert any(HEARD in line for line in lines), f"the console was not read: {lines}"
        problems = [line for line in lines if any(word in line for word in CONSOLE_PROBLEMS)]
        assert not problems, "\n".join(problems)
