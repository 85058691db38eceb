"""The service worker: the game starts and plays with no network after one visit, and a new
deploy reaches the player after the update prompt without losing saved games."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from e2e_kit import (
    Problems,
    site_build,
    site_server,
    start_new_game,
    wait_for_app,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, expect

pytestmark = pytest.mark.e2e

SAVE_KEY = "schotten-totten-test-save"


def test_offline_reload_boots_and_plays(sw_context: BrowserContext) -> None:
    page = sw_context.new_page()
    page.goto("./")
    wait_for_app(page)
    wait_for_service_worker(page)

    # Pyodide needs the wasm's own content type (a rebuilt response without it makes it hang).
    wasm_type = page.evaluate(
        "caches.match(new URL('vendor/pyodide/pyodide.asm.wasm', location.href).href)"
        ".then((response) => response.headers.get('content-type'))"
    )
    assert wasm_type == "application/wasm"

    sw_context.set_offline(True)
    problems = Problems.watch(page)
    page.reload()
    wait_for_app(page)
    assert page.evaluate("navigator.onLine") is False
    assert start_new_game(page)
    problems.check(page)


def make_version_b(site: Path) -> str:
    """Changes the served copy like a new deploy would: a marker in the page, a new sw.js."""
    index = site / "index.html"
    index.write_text(
        index.read_text().replace("<head>", '<head>\n  <meta name="deploy-mark" content="B">', 1)
    )
    return str(site_build.write_service_worker(site))


def test_update_after_prompt_keeps_saves(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    served = tmp_path / "site"
    shutil.copytree(site_dir, served)
    version_a = site_build.read_service_worker_manifest(served)["version"]
    with site_server.running(served) as server:
        context = browser.new_context(base_url=server.url, service_workers="allow")
        try:
            page = context.new_page()
            page.goto("./")
            wait_for_app(page)
            assert wait_for_service_worker(page) == f"schotten-totten-{version_a}"
            page.evaluate(f"localStorage.setItem('{SAVE_KEY}', 'written under A')")

            version_b = make_version_b(served)
            assert version_b != version_a

            # The open game stays on A (served from A's cache) until the player accepts.
            page.reload()
            wait_for_app(page)
            assert page.locator("meta[name=deploy-mark]").count() == 0
            expect(page.locator("#update-banner")).to_be_visible(timeout=60_000)

            with page.expect_event("load", timeout=60_000):
                page.click("#update-reload")
            wait_for_app(page)
            assert page.get_attribute("meta[name=deploy-mark]", "content") == "B"
            assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}')") == "written under A"
            assert (
                wait_for_service_worker(page) == f"schotten-totten-{version_b}"
            )  # A's cache is gone
            expect(page.locator("#update-banner")).to_be_hidden()
        finally:
            context.close()


def test_works_under_a_sub_path(browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """GitHub Pages serves a project at https://<user>.github.io/<repository>/."""
    shutil.copytree(site_dir, tmp_path / "schotten-totten")
    with site_server.running(tmp_path) as server:
        context = browser.new_context(service_workers="allow")
        try:
            page = context.new_page()
            problems = Problems.watch(page)
            page.goto(server.url + "schotten-totten/")
            wait_for_app(page)
            wait_for_service_worker(page)
            scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
            assert scope == server.url + "schotten-totten/"
            context.set_offline(True)
            page.reload()
            wait_for_app(page)
            assert start_new_game(page)
            problems.check(page)
        finally:
            context.close()
