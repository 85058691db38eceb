"""Helpers for the browser tests, shared by tests/e2e/conftest.py and the test modules.

Import them with ``from e2e_kit import ...`` (tests/e2e is on sys.path while its tests run).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from playwright.sync_api import ConsoleMessage, Page

ROOT = Path(__file__).resolve().parents[2]
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


def _load(name: str, path: Path) -> ModuleType:
    """Imports a scripts/ module under a name of its own (no clash with PyPI's `build`)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


site_build = _load("site_build", ROOT / "scripts/build.py")
site_server = _load("site_server", ROOT / "scripts/site_server.py")


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


def wait_for_service_worker(page: Page, timeout_ms: int = BOOT_TIMEOUT_MS) -> str:
    """Waits until a service worker controls the page (precache complete); returns the caches."""
    return str(
        page.evaluate(
            """async (timeout) => {
                const controlled = (async () => {
                    await navigator.serviceWorker.ready;
                    if (!navigator.serviceWorker.controller) {
                        await new Promise((resolve) => navigator.serviceWorker.addEventListener(
                            "controllerchange", resolve, { once: true }));
                    }
                })();
                const late = new Promise((_, reject) => setTimeout(
                    () => reject(new Error("no service worker took control")), timeout));
                await Promise.race([controlled, late]);
                return (await caches.keys()).join(" ");
            }""",
            timeout_ms,
        )
    )


def start_new_game(page: Page, tap: bool = False) -> str:
    """Starts a game through the page and waits for the engine's answer; returns its summary.

    Knows both first screens ``py/main.py`` may mount: the minimal boot screen (``#new-game``,
    answer in ``#game-status``) and the game screens of ``py/ui`` (``#btn-new``, the new-game form's
    ``#btn-start``, the hand-over's ``#btn-reveal``, then a hand of cards dealt by the engine).
    """
    press = page.tap if tap else page.click
    page.wait_for_selector("#new-game, #btn-new", timeout=BOOT_TIMEOUT_MS)
    if page.locator("#new-game").count():
        press("#new-game")
        status = page.locator("#game-status")
        status.filter(has_text="seed").wait_for()
        return status.text_content() or ""
    press("#btn-new")
    press("#btn-start")
    page.wait_for_selector("#btn-reveal, [id^='hand-']")
    if page.locator("#btn-reveal").count():
        press("#btn-reveal")
    cards = page.locator("#app [id^='hand-']")
    cards.first.wait_for()
    return f"{cards.count()} cards in hand"


def axe_violations(page: Page, context: str = "body") -> list[dict[str, object]]:
    """Runs axe-core (node_modules/axe-core, pinned in package.json) on the page; returns its
    violations. Injected through page.evaluate, which the page's CSP does not block (an
    add_script_tag would be an inline script and be refused)."""
    source = (ROOT / "node_modules/axe-core/axe.min.js").read_text(encoding="utf-8")
    page.evaluate(f"() => {{ {source}\n; window.axe = axe; }}")
    result: list[dict[str, object]] = page.evaluate(
        "(context) => axe.run(context).then((r) => r.violations.map((v) => "
        "({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target)})))",
        context,
    )
    return result
