"""Shared fixtures for the browser tests (Playwright on Chromium); helpers are in e2e_kit.py.

- The site is built afresh into a temporary folder once per session (``site_dir`` of
  tests/conftest.py; set ``SITE_DIR`` to test an existing build instead) and served on a free
  127.0.0.1 port (``site_server``, ``base_url``).
- Chromium is the one at ``$CHROMIUM`` (default ``/usr/bin/chromium``); ``CHROMIUM=playwright``
  uses the browser of ``playwright install chromium``.
- Service workers are blocked in the ordinary ``page``/``context``; ``sw_context`` allows them.
- ``app_page`` is a page with the game booted, checked at the end for page errors, console errors
  (Content-Security-Policy violations among them) and PyScript's ``.py-error`` boxes.
- ``e2e_kit.wait_for_app(page)`` waits for the shell to report the game ready (or fails with the
  boot error screen's text); ``e2e_kit.Problems.watch(page)`` collects errors on any page.
- Tests marked ``worker`` (test_main_thread.py: no long task on the main thread;
  test_worker_block.py: Python blocking where it cannot be suspended) need Python in the game's
  Web Worker (#30), which Chromium here runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import answered
import pytest
from e2e_kit import CHROMIUM, LAUNCH_ARGS, Problems, site_server, wait_for_app
from playwright.sync_api import Browser, BrowserContext, Page

answered.install()  # each input waits for the game's answer (Python may run in a worker)


@pytest.fixture(scope="session")
def site_server_url(site_dir: Path) -> Iterator[str]:
    with site_server.running(site_dir) as server:
        yield server.url


@pytest.fixture(scope="session")
def base_url(site_server_url: str) -> str:
    return site_server_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = {**browser_type_launch_args, "args": LAUNCH_ARGS}
    if CHROMIUM != "playwright":
        args["executable_path"] = CHROMIUM
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def app_page(page: Page, base_url: str) -> Iterator[Page]:
    """The game booted in a fresh context (no service worker), checked for errors at the end."""
    problems = Problems.watch(page)
    page.goto(base_url)
    wait_for_app(page)
    yield page
    problems.check(page)


@pytest.fixture
def sw_context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """A fresh context in which service workers run (for the offline and update tests)."""
    context = browser.new_context(base_url=base_url, service_workers="allow")
    yield context
    context.close()
