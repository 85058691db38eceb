"""The engine smoke suite's visit in WebKitGTK (Safari's engine): its MiniBrowser driven through
``WebKitWebDriver`` with Selenium, run under ``xvfb-run`` by tests/browsers/test_engines.py,
which asserts what it reports (the same steps and report as smoke.mjs for Chromium and Firefox).

A WebDriver session of WebKitGTK is ephemeral and cannot read the page's console (no log
endpoint, no BiDi), and MiniBrowser writes the console's messages out
(``--enable-write-console-messages-to-stdout``, to its standard error in fact) only outside an
ephemeral session: a second
MiniBrowser, not automated, with a profile of its own in a temporary folder, visits the game
(a first visit, started once the session's snapshot is made so that the two first visits do
not load the machine together, then a returning visit), and its console lines are reported. In the
session, each document's errors are gathered by tests/browsers/page_kit.js from its load on.

Inputs are clicks: WebDriver's touch actions arrive in WebKitGTK as a mouse pointer, so taps are
tested in Chromium and Firefox only. Offline is the site's server stopped (no network emulation
in WebKit's WebDriver).

argv[1]: JSON {site, tactic: {items, card}}. stdout: one JSON line per step, as smoke.mjs.
"""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "scripts"))
import site_server  # noqa: E402 (scripts/ is not a package)

DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
# Debian's libwebkit2gtk-4.1-0 ships it under the architecture's library folder.
MINIBROWSER = os.environ.get("WEBKIT_MINIBROWSER") or next(
    (str(p) for p in sorted(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"))),
    "MiniBrowser",
)
KIT = (HERE / "page_kit.js").read_text(encoding="utf-8")
HEARD = "smoke: the console is heard"
HEARD_URL = f"data:text/html,<script>console.log('{HEARD}')</script>"
"""A second tab of each console visit: its line shows that the console's lines are read."""
BOOT_S = 90.0
CONSOLE_FIRST_S = 60.0
"""The console's first visit lasts until the game has stored its snapshot, at most this long."""
CONSOLE_AGAIN_S = 10.0
WAIT_S = 30.0


class Visit:
    """The game in one WebDriver session of MiniBrowser (clicks, the page's state)."""

    def __init__(self, driver: webdriver.WebKitGTK) -> None:
        self.driver = driver

    def js(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    def kit(self, name: str) -> Any:
        return self.driver.execute_async_script(
            f"const done = arguments[0]; Promise.resolve(window.smokeKit.{name}()).then(done);"
        )

    def until(self, what: str, check: Callable[[], Any], timeout: float = WAIT_S) -> Any:
        end = time.monotonic() + timeout
        while True:
            try:
                value = check()
            except WebDriverException:
                value = None  # a page between two documents
            if value:
                return value
            if time.monotonic() > end:
                raise TimeoutError(f"{what}: not after {timeout:.0f} s")
            time.sleep(0.1)

    def ready(self) -> dict[str, Any]:
        self.until(
            "the game ready",
            lambda: self.js(
                "return ['ready', 'error'].includes(document.documentElement.dataset.boot)"
            ),
            BOOT_S,
        )
        self.js(KIT)
        state: dict[str, Any] = self.kit("state")
        if state.get("boot") == "error":
            reason = self.js("return document.getElementById('boot-error-reason').textContent")
            raise AssertionError(f"the game did not start: {reason}")
        return state

    def shown(self, selector: str) -> Any:
        def visible() -> Any:
            found = self.driver.find_elements(By.CSS_SELECTOR, selector)
            return found[0] if found and found[0].is_displayed() else None

        return self.until(selector, visible)

    def click(self, selector: str) -> None:
        self.shown(selector).click()
        self.until("the game's answer", lambda: self.kit("answered"))

    def attribute(self, selector: str, name: str) -> str:
        return str(self.driver.find_element(By.CSS_SELECTOR, selector).get_attribute(name))

    def place_first_card(self) -> dict[str, Any]:
        card = self.attribute("#hand button.card:not([disabled])", "data-arg")
        self.click(f"#hand-{card}")
        stone = self.attribute("button.side.placeable", "data-arg")
        self.click(f"#side-{stone}")
        return {"card": card, "stone": int(stone)}

    def new_game(self, opponent: str) -> None:
        """A one-round classic game through the new-game form (from the start screen), the
        first player to move; ``opponent``: human, or a level of the computer."""
        for id_ in ("btn-new", "variant-classic", f"opponent-{opponent}", "first-p1", "btn-start"):
            self.click(f"#{id_}")

    def reload(self) -> dict[str, Any]:
        self.driver.refresh()
        return self.ready()


class ConsoleRun:
    """MiniBrowser without automation, its console on its output (a profile of its own,
    kept between its visits). The output is a terminal's (a pty), so that the web process writes
    each line at once: to a file or a pipe it buffers, and loses what it held when it is ended."""

    def __init__(self, url: str, home: Path, site: Path) -> None:
        self.url = url
        # the snapshot is made in the browser: bigger than any file the site serves
        self.largest = max(f.stat().st_size for f in site.rglob("*") if f.is_file())
        self.env = {**os.environ, "HOME": str(home)}
        for name in ("XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
            self.env[name] = str(home / name.lower())
        self.output = bytearray()
        self.process: subprocess.Popen[bytes] | None = None
        self.reader: threading.Thread | None = None
        self.started = 0.0

    def visit(self) -> None:
        self.stop()
        terminal, child = pty.openpty()
        self.process = subprocess.Popen(
            [MINIBROWSER, "--enable-write-console-messages-to-stdout=true", self.url, HEARD_URL],
            stdin=subprocess.DEVNULL,
            stdout=child,
            stderr=child,  # where the web process writes them, whatever the option's name says
            env=self.env,
        )
        os.close(child)
        self.started = time.monotonic()
        self.reader = threading.Thread(target=self._read, args=(terminal,), daemon=True)
        self.reader.start()

    def _read(self, terminal: int) -> None:
        try:
            while chunk := os.read(terminal, 65536):
                self.output.extend(chunk)
        except OSError:  # the terminal closed: every process writing to it has ended
            pass
        finally:
            os.close(terminal)

    def snapshot_size(self) -> int:
        """The size of the game's snapshot in the profile's Cache Storage (0: none yet): the
        one entry bigger than any file of the site."""
        storage = Path(self.env["XDG_CACHE_HOME"])
        sizes = [f.stat().st_size for f in storage.rglob("CacheStorage/**/*-blob")]
        return max((size for size in sizes if size > self.largest), default=0)

    def finish(self) -> None:
        """Its first visit lasts until the game has stored its snapshot (a Cache Storage entry
        whose size no longer grows), at most :data:`CONSOLE_FIRST_S` from its start; then a
        returning visit :data:`CONSOLE_AGAIN_S`."""
        if self.process is None:
            self.visit()
        last = 0
        while time.monotonic() < self.started + CONSOLE_FIRST_S:
            size = self.snapshot_size()
            if size and size == last:
                break
            last = size
            time.sleep(0.5)
        self.visit()
        time.sleep(CONSOLE_AGAIN_S)
        self.stop()

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process = None
        if self.reader is not None:
            self.reader.join(timeout=10)
            self.reader = None

    def lines(self) -> list[str]:
        text = self.output.decode("utf-8", errors="replace")
        return [line.strip() for line in text.splitlines() if "CONSOLE" in line]


def print_line(line: dict[str, Any]) -> None:
    print(json.dumps(line), flush=True)


def main() -> None:
    config = json.loads(sys.argv[1])
    site = Path(config["site"])
    home = Path(tempfile.mkdtemp(prefix="webkit-smoke-"))

    with site_server.running(site) as console_server:
        console = ConsoleRun(console_server.url, home, site)
        server_cm = site_server.running(site)
        server = server_cm.__enter__()
        url = server.url + "?instrument"  # the figures the smoke test reads
        port = server.server_address[1]
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = Service(executable_path=DRIVER, log_output=str(home / "driver.log"))
        driver = webdriver.WebKitGTK(options=options, service=service)
        driver.set_window_size(1024, 768)
        driver.set_script_timeout(WAIT_S)
        page = Visit(driver)
        errors: list[str] = []

        def collect() -> None:
            errors.extend(page.kit("errors"))

        def first_visit() -> dict[str, Any]:
            driver.get(url)
            state = page.ready()
            page.shown("#btn-new")
            return {"state": state}

        def pass_and_play_turn() -> dict[str, Any]:
            page.new_game("human")
            page.click("#btn-reveal")
            placed = page.place_first_card()
            page.click("#btn-end")
            page.shown("#btn-reveal")
            return {"placed": placed, "save": page.kit("save")}

        def returning_visit() -> dict[str, Any]:
            save = page.kit("save")
            made = page.until(
                "the snapshot made",
                lambda: (
                    page.kit("state")
                    if page.js(
                        "return ['stored', 'failed', 'quota', 'unavailable', 'off']"
                        ".includes(document.documentElement.dataset.snapshot)"
                    )
                    else None
                ),
                BOOT_S,
            )
            collect()
            console.visit()  # its first visit, while this session does the light rest
            state = page.reload()
            page.shown("#btn-reveal")
            return {"made": made, "state": state, "same": page.kit("save") == save}

        def offline() -> dict[str, Any]:
            nonlocal server_cm, server
            save = page.kit("save")
            collect()
            server_cm.__exit__(None, None, None)
            try:
                state = page.reload()
                page.shown("#btn-reveal")
                same = page.kit("save") == save
                return {"state": {**state, "online": _reaches(url)}, "same": same}
            finally:
                server_cm = site_server.running(site, port=port)
                server = server_cm.__enter__()

        def export_and_import() -> dict[str, Any]:
            save = page.kit("save")
            page.click("#app button[data-intent=go][data-arg=start]")
            page.click("#btn-saves")
            page.click("#app button[data-intent=export]")
            page.click("#app button[data-intent=confirm-export]")
            file = page.until("the export", lambda: (page.kit("downloads") or [None])[0])
            game = page.js("return localStorage.getItem('schotten-totten/current')")
            page.click(f"#delete-{game}")
            page.click("#app button[data-intent=confirm-delete]")
            left = len(driver.find_elements(By.CSS_SELECTOR, ".save-line"))
            path = home / file["name"]
            path.write_text(file["text"], encoding="utf-8")
            page.click("#btn-import")
            picker = driver.find_element(By.CSS_SELECTOR, "#import-file")
            page.js("arguments[0].hidden = false", picker)  # WebDriver types into shown inputs
            picker.send_keys(str(path))
            page.shown(".message.tone-success")
            page.until("the game's answer", lambda: page.kit("answered"))
            lines = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".save-line")]
            page.click("#app button[data-intent=open]")
            page.click("#btn-reveal")
            return {
                # a game's file is its save with the list's dates beside it
                "exported": {k: v for k, v in json.loads(file["text"]).items() if k != "dates"}
                == json.loads(save),
                "name": file["name"],
                "left": left,
                "lines": lines,
                "same": page.kit("save") == save,
            }

        def computer_turn() -> dict[str, Any]:
            page.click("#app button[data-intent=go][data-arg=start]")
            page.new_game("easy")
            page.shown(".board-screen")
            placed = page.place_first_card()
            turns = page.kit("botTurns")
            page.click("#btn-end")
            page.until(
                "the computer's turn",
                lambda: page.js(
                    "return (schotten.figures.botTurns || []).length > arguments[0]"
                    " && document.querySelector('.board-screen[data-bot-turn=\"0\"]') !== null",
                    turns,
                ),
                60,
            )
            return {"placed": placed, "turns": page.kit("botTurns"), "save": page.kit("save")}

        def tactic_card() -> dict[str, Any]:
            collect()
            page.js(
                "localStorage.clear();"
                " for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);",
                config["tactic"]["items"],
            )
            page.reload()
            page.click("#btn-reveal")
            page.click(f"#hand-{config['tactic']['card']}")
            stone = page.attribute("button.side.placeable", "data-arg")
            page.click(f"#side-{stone}")
            return {"stone": int(stone), "save": page.kit("save")}

        steps = [
            first_visit,
            pass_and_play_turn,
            returning_visit,
            offline,
            export_and_import,
            computer_turn,
            tactic_card,
        ]
        try:
            for step in steps:
                started = time.monotonic()
                try:
                    data = step()
                except Exception as error:  # reported, the test fails on it
                    ms = round((time.monotonic() - started) * 1000)
                    print_line({"step": step.__name__, "ok": False, "ms": ms, "error": repr(error)})
                    break
                ms = round((time.monotonic() - started) * 1000)
                print_line({"step": step.__name__, "ok": True, "ms": ms, "data": data})
            collect()
        finally:
            driver.quit()
            server_cm.__exit__(None, None, None)
        console.finish()
        print_line({"step": "console", "ok": True, "data": errors, "stdout": console.lines()})


def _reaches(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2).close()
    except OSError:
        return False
    return True


if __name__ == "__main__":
    main()
