"""Shared fixtures for the browser tests (Playwright on Chromium).

- The site is built afresh into a temporary folder once per session (``site_dir``; set
  ``SITE_DIR`` to test an existing build instead) and served on a free 127.0.0.1 port
  (``site_server``, ``base_url``).
- Chromium is the one at ``$CHROMIUM`` (default ``/usr/bin/chromium``); ``CHROMIUM=playwright``
  uses the browser of ``playwright install chromium``.
- Service workers are blocked in the ordinary ``page``/``context``; ``sw_context`` allows them.
- ``app_page`` is a page with the game booted, checked at the end for page errors, console errors
  (Content-Security-Policy violations among them) and PyScript's ``.py-error`` boxes.
- ``wait_for_app(page)`` waits for the shell to report the game ready (or fails with the boot
  error screen's text); ``Problems.watch(page)`` collects errors on any page.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
from site_server import SiteServer, running  # noqa: E402

BOOT_TIMEOUT_MS = 90_000
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the site (private to this test session)."""
    if os.environ.get("SITE_DIR"):
        return Path(os.environ["SITE_DIR"]).resolve()
    out = tmp_path_factory.mktemp("site") / "_site"
    build.build(out)
    return out


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[SiteServer]:
    with running(site_dir) as server:
        yield server


@pytest.fixture(scope="session")
def base_url(site_server: SiteServer) -> str:
    return site_server.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = {**browser_type_launch_args, "args": LAUNCH_ARGS}
    if CHROMIUM != "playwright":
        args["executable_path"] = CHROMIUM
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "service_workers": "block"}


@dataclass
class Problems:
    """Page errors and console errors seen on a page."""

    errors: list[str] = field(default_factory=list)

    @classmethod
    def watch(cls, page: Page) -> Problems:
        problems = cls()
        page.on("pageerror", lambda error: problems.errors.append(f"pageerror: {error}"))
        page.on("console", problems._console)
        return problems

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text}")

    def check(self, page: Page) -> None:
        py_errors = page.locator(".py-error").all_text_contents()
        assert not py_errors, f"PyScript reported errors: {py_errors}"
        assert not self.errors, "\n".join(self.errors)


def wait_for_app(page: Page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Waits until the shell shows the game (html[data-boot=ready]); fails on its error screen."""
    page.wait_for_selector(
        "html[data-boot=ready], html[data-boot=error]", state="attached", timeout=timeout
    )
    if page.get_attribute("html", "data-boot") == "error":
        reason = page.text_content("#boot-error-reason")
        detail = page.text_content("#boot-error-detail")
        raise AssertionError(f"the game did not start: {reason}\n{detail}")


def wait_for_service_worker(page: Page) -> str:
    """Waits until a service worker controls the page (precache complete); returns the caches."""
    return str(
        page.evaluate(
            """async () => {
                await navigator.serviceWorker.ready;
                if (!navigator.serviceWorker.controller) {
                    await new Promise((resolve) =>
                        navigator.serviceWorker.addEventListener(
                            "controllerchange", resolve, { once: true }));
                }
                return (await caches.keys()).join(" ");
            }"""
        )
    )


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
