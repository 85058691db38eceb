"""A move is kept when the whole browser is killed right after it is painted (#49).

Chromium writes localStorage to disk only a while after a write, so a browser killed (SIGKILL,
as a phone's system kills a browser in the background) just after a move used to come back
without it. Here a raw Chromium process with a persistent profile (``--user-data-dir``) is
driven over CDP, so that its whole process group can be killed at once: each move's frame is
painted, the browser killed, started again on the same profile, and the game must resume at
that very move; a game started and killed within a second must still be there.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest
from answered import INSTRUMENT_JS
from e2e_kit import CHROMIUM, LAUNCH_ARGS, start_new_game, wait_for_app
from playwright.sync_api import Page, Playwright

pytestmark = pytest.mark.e2e

TRIES = 10

SAVED = """
const SAVED = () => {
  const id = localStorage.getItem("schotten-totten/current");
  return id ? localStorage.getItem("schotten-totten/game/" + id) : null;
};
const answered = () => new Promise((resolve) => {
  const root = document.documentElement;
  const check = () => (root.hasAttribute("data-pending") ? setTimeout(check, 5) : resolve());
  check();
});
const click = async (selector) => {
  document.querySelector("#app " + selector).click();
  await answered();
};
// resolves after the next frame is painted: a message posted from an animation frame arrives
// after that frame's paint
const painted = () => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
}));
"""

# A turn between people (a card on the first open side, the end of the turn), then the save
# once the frame that shows it is painted.
MOVE_JS = (
    "async () => {"
    + SAVED
    + """
  if (document.querySelector("#app #btn-reveal")) await click("#btn-reveal");
  await click("#hand button.card:not([disabled])");
  await click("button.side.placeable");
  await click("#btn-end");
  await painted();
  return SAVED();
}"""
)

# The new-game form sent; the save and the milliseconds from the tap once it is painted.
START_JS = (
    "async () => {"
    + SAVED
    + """
  const t0 = performance.now();
  await click("#btn-start");
  await painted();
  return [SAVED(), performance.now() - t0];
}"""
)

SAVED_JS = "() => {" + SAVED + " return SAVED(); }"


@contextmanager
def chromium(profile: Path) -> Iterator[subprocess.Popen[bytes]]:
    """Chromium on ``profile``, in a process group of its own (killed at the end if alive)."""
    (profile / "DevToolsActivePort").unlink(missing_ok=True)
    process = subprocess.Popen(
        [
            CHROMIUM if CHROMIUM != "playwright" else "chromium",
            *LAUNCH_ARGS,
            "--headless",
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        kill(process)


def kill(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL to the browser and every process it started."""
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


def cdp_url(profile: Path, process: subprocess.Popen[bytes]) -> str:
    port_file = profile / "DevToolsActivePort"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if port_file.exists() and port_file.read_text().strip():
            return f"http://127.0.0.1:{port_file.read_text().split()[0]}"
        assert process.poll() is None, "Chromium ended"
        time.sleep(0.05)
    raise AssertionError("Chromium did not open its DevTools port")


def open_game(
    playwright: Playwright, profile: Path, process: subprocess.Popen[bytes], url: str
) -> Page:
    """The game opened in the browser's first tab, booted."""
    browser = playwright.chromium.connect_over_cdp(cdp_url(profile, process))
    context = browser.contexts[0]
    context.add_init_script(INSTRUMENT_JS)  # the browser's own context: <html data-pending>
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    wait_for_app(page)
    return page


@pytest.mark.slow
def test_a_move_painted_survives_a_killed_browser(
    playwright: Playwright, base_url: str, tmp_path: Path
) -> None:
    """A game started and killed at once is there after a restart; then, ten times, a move is
    painted, the browser killed at once, and the game resumes at that move.

    The profile is a returning player's (a first visit ended normally): on a new profile
    Chromium registers the origin's IndexedDB in its quota database some seconds after the
    first use, and a browser killed before that comes back without the origin's IndexedDB."""
    profile = tmp_path / "profile"
    profile.mkdir()
    with chromium(profile) as process:  # a first visit, ended normally
        page = open_game(playwright, profile, process, base_url)
        start_new_game(page, reveal=False)  # a first game: the form then offers another person
        browser = page.context.browser
        assert browser is not None
        browser.new_browser_cdp_session().send("Browser.close")
        process.wait(timeout=30)
    with chromium(profile) as process:
        page = open_game(playwright, profile, process, base_url)
        page.click("[data-intent=go][data-arg=start]")  # the hand-over screen's menu
        page.click("#btn-new")
        page.wait_for_selector("#btn-start")
        expected, took_ms = page.evaluate(START_JS)
        kill(process)
    assert expected and took_ms < 1000
    found: list[bool] = []
    for attempt in range(TRIES + 1):
        with chromium(profile) as process:
            page = open_game(playwright, profile, process, base_url)
            found.append(page.evaluate(SAVED_JS) == expected)
            if attempt == TRIES:
                break
            # the game resumes where it was (the hand-over screen), or was lost
            page.wait_for_selector("#btn-reveal, #btn-new")
            if not page.locator("#btn-reveal").count():
                start_new_game(page, reveal=False)
            expected = page.evaluate(MOVE_JS)
            assert expected
            kill(process)
    kept = sum(found[1:])
    print(f"a new game kept: {found[0]}; a move kept {kept} times of {TRIES}")
    assert found[0], f"the game started and killed within a second was lost ({kept}/{TRIES})"
    assert kept == TRIES, f"the move painted before the kill was kept {kept} times of {TRIES}"


def test_a_storage_cleared_while_the_browser_runs_stays_cleared(app_page: Page) -> None:
    """localStorage cleared by hand (or by a test) is not filled again from the journal."""
    start_new_game(app_page, reveal=False)
    assert app_page.evaluate(SAVED_JS)
    app_page.evaluate("localStorage.clear()")
    app_page.reload()
    wait_for_app(app_page)
    assert app_page.evaluate("localStorage.length") == 0
    assert app_page.locator("#btn-new").count() and not app_page.locator("#btn-continue").count()
