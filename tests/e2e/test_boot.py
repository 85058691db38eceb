"""The page boots Python under its Content-Security-Policy, shows the game, stays on its origin."""

from __future__ import annotations

import shutil
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from e2e_kit import (
    Problems,
    axe_violations,
    site_build,
    site_server,
    start_new_game,
    wait_for_app,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, Frame, Page, Playwright, Route, expect

pytestmark = pytest.mark.e2e


def test_boots_and_starts_a_game(app_page: Page) -> None:
    expect(app_page.locator("#shell")).to_be_hidden()
    expect(app_page.locator("#app")).to_be_visible()
    assert start_new_game(app_page)


def test_shell_paints_before_python(page: Page, base_url: str) -> None:
    held: list[Route] = []
    release = False

    def hold(route: Route) -> None:  # Python cannot start without its standard library
        if release:
            route.continue_()
        else:
            held.append(route)

    page.route("**/python_stdlib.zip", hold)
    # and the wasm: once it is compiled (the file system check of fast start lets it finish
    # first) the shell says "Starting the game…"
    page.route("**/pyodide.asm.wasm", hold)
    page.goto(base_url)
    expect(page.locator(".board-frame")).to_be_visible()
    expect(page.locator("#loading-progress")).to_be_visible()
    expect(page.locator("#loading-text")).to_have_text("Loading the game…")  # no jargon
    assert page.get_attribute("html", "data-boot") == "loading"
    assert float(page.get_attribute("#loading-progress", "value") or 0) > 0
    release = True
    for route in held:
        route.continue_()
    wait_for_app(page)


def test_every_request_stays_on_origin_and_is_precached(
    sw_context: BrowserContext, site_dir: Path
) -> None:
    requests: list[str] = []
    sw_context.on("request", lambda request: requests.append(request.url))  # the worker's too
    page = sw_context.new_page()
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    cache = wait_for_service_worker(page)
    problems.check(page)

    assert requests
    foreign = [url for url in requests if urlsplit(url).hostname != "127.0.0.1"]
    assert not foreign, foreign

    precached = set(site_build.read_service_worker_manifest(site_dir)["files"])
    fetched = {"./" + (urlsplit(url).path.lstrip("/") or "index.html") for url in requests}
    fetched.discard("./sw.js")
    assert fetched <= precached, f"fetched at boot but not precached: {sorted(fetched - precached)}"
    version = site_build.read_service_worker_manifest(site_dir)["version"]
    assert cache == site_build.cache_name("/", site_build.precache_cache(version))


def test_tablet_taps_new_game(browser: Browser, playwright: Playwright, base_url: str) -> None:
    device = {
        k: v for k, v in playwright.devices["iPad Pro 11"].items() if k != "default_browser_type"
    }
    context = browser.new_context(**device, base_url=base_url, service_workers="block")
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        page.goto("./")
        wait_for_app(page)
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        assert start_new_game(page, tap=True)
        problems.check(page)
    finally:
        context.close()


def test_installable(
    playwright: Playwright, browser_type_launch_args: dict[str, Any], base_url: str, tmp_path: Path
) -> None:
    # Chromium never offers installs in incognito contexts: use a real profile.
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", **browser_type_launch_args
    )
    try:
        page = context.new_page()
        page.goto(base_url)
        wait_for_app(page)
        wait_for_service_worker(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert not manifest.get("errors"), manifest["errors"]
        assert manifest["url"] == base_url + "manifest.webmanifest"
    finally:
        context.close()


def contrast(page: Page, text: str, box: str) -> float:
    """WCAG contrast ratio between the text colour of one element and the background of another."""
    return float(
        page.evaluate(
            """([text, box]) => {
                const rgb = (value) => value.match(/[\\d.]+/g).slice(0, 3).map(Number);
                const lum = ([r, g, b]) => [r, g, b]
                    .map((c) => c / 255)
                    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
                    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
                const a = lum(rgb(getComputedStyle(document.querySelector(text)).color));
                const b = lum(rgb(getComputedStyle(document.querySelector(box)).backgroundColor));
                return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
            }""",
            [text, box],
        )
    )


@pytest.fixture
def broken_site(site_dir: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    return copy


# Pyodide's wasm (the worker's download), and the worker's own script (whose failure can come
# before js/table.mjs listens: js/shell.js keeps it for js/table.mjs).
@pytest.mark.parametrize("missing", ["vendor/pyodide/pyodide.asm.wasm", "js/python-worker.mjs"])
def test_error_screen_when_a_file_of_the_start_is_missing(
    page: Page, broken_site: Path, missing: str
) -> None:
    (broken_site / missing).unlink()
    with site_server.running(broken_site) as server:
        page.goto(server.url)
        page.wait_for_selector("html[data-boot=error]", state="attached", timeout=30_000)
        expect(page.locator("#boot-error")).to_be_visible()
        expect(page.locator("#boot-error-reason")).not_to_be_empty()
        expect(page.locator("#loading")).to_be_hidden()
        # readable, with the game's stylesheet loaded too
        assert contrast(page, "#boot-error-reason", "#boot-error") >= 4.5


def test_stalled_download_shows_an_error_then_recovers(page: Page, broken_site: Path) -> None:
    index = broken_site / "index.html"
    index.write_text(
        index.read_text().replace('data-boot="loading"', 'data-boot="loading" data-stall-ms="1500"')
    )
    held: list[Route] = []
    release = False

    def hold(route: Route) -> None:
        if release:
            route.continue_()
        else:
            held.append(route)

    page.route("**/python_stdlib.zip", hold)
    with site_server.running(broken_site) as server:
        page.goto(server.url)
        page.wait_for_selector("html[data-boot=error]", state="attached", timeout=30_000)
        expect(page.locator("#boot-error-reason")).to_contain_text("too long")
        release = True
        for route in held:
            route.continue_()
        # the game still comes up
        page.wait_for_selector("html[data-boot=ready]", state="attached", timeout=90_000)
        expect(page.locator("#boot-error")).to_be_hidden()
        expect(page.locator("#app")).to_be_visible()


def page_loads(page: Page) -> list[str]:
    """The page's loads so far (a reload adds one), kept up to date."""
    loads: list[str] = []

    def seen(frame: Frame) -> None:
        if frame is page.main_frame:
            loads.append(frame.url)

    page.on("framenavigated", seen)
    return loads


def test_a_dropped_download_is_retried_once_by_itself(page: Page, base_url: str) -> None:
    loads = page_loads(page)
    dropped: list[int] = []

    def drop_first(route: Route) -> None:  # every request for it of the first load (a preload
        if len(loads) > 1:  # and an import when Python runs in the page, the worker's import)
            route.continue_()
        else:
            dropped.append(len(loads))
            route.abort("connectionreset")

    page.route("**/pyodide.asm.mjs", drop_first)
    page.goto(base_url)
    wait_for_app(page)
    assert dropped == [1] * len(dropped) and dropped, "the download was not dropped"
    assert page.get_attribute("html", "data-boot-retry") == "yes"  # by a reload of its own
    assert start_new_game(page)


def test_a_download_that_keeps_failing_shows_the_error_after_one_retry(
    page: Page, base_url: str
) -> None:
    loads = page_loads(page)
    dropped: list[int] = []

    def drop(route: Route) -> None:
        dropped.append(len(loads))
        route.abort("connectionreset")

    page.route("**/pyodide.asm.mjs", drop)
    page.goto(base_url)
    page.wait_for_selector("html[data-boot=error]", state="attached", timeout=60_000)
    expect(page.locator("#boot-error-reason")).to_contain_text("could not be downloaded")
    page.wait_for_timeout(500)  # no further reload
    assert page.get_attribute("html", "data-boot") == "error"
    assert sorted(set(dropped)) == [1, 2]  # on the page and on its one reload


def test_error_screen_when_python_fails_at_start(page: Page, broken_site: Path) -> None:
    main = broken_site / "py/main.py"
    main.write_text("raise RuntimeError('broken on purpose')\n")
    with site_server.running(broken_site) as server:
        page.goto(server.url)
        page.wait_for_selector("html[data-boot=error]", state="attached", timeout=90_000)
        expect(page.locator("#boot-error")).to_be_visible()
        assert "broken on purpose" in (page.text_content("#boot-error-detail") or "")


def test_the_worker_starts_before_the_table_module_and_nothing_it_says_is_lost(
    page: Page, base_url: str
) -> None:
    """js/shell.js starts Python's worker at once: with js/table.mjs held back, the worker still
    loads Pyodide and imports the game; once js/table.mjs comes, what the worker said meanwhile
    (its progress, its start) is handled and the game shows."""
    held: list[Route] = []
    page.route("**/js/table.mjs", lambda route: held.append(route))
    page.goto(base_url, wait_until="commit")
    page.wait_for_function("() => !!(window.schotten.shell && window.schotten.shell.worker)")
    deadline = time.monotonic() + 120
    worker = None
    while time.monotonic() < deadline:
        worker = next((w for w in page.workers if "python-worker" in w.url), None)
        imported = "performance.getEntriesByName('worker:imported').length"
        if held and worker and worker.evaluate(imported):
            break
        page.wait_for_timeout(200)
    else:
        raise AssertionError(f"table.mjs requested: {bool(held)}, worker: {worker}")
    assert page.get_attribute("html", "data-boot") == "loading"
    assert page.get_attribute("html", "data-start") is None  # kept for js/table.mjs
    held[0].continue_()
    wait_for_app(page)
    assert page.get_attribute("html", "data-start") == "normal"
    expect(page.locator("#app")).to_be_visible()


def test_shell_is_accessible(page: Page, base_url: str) -> None:
    held: list[Route] = []
    page.route("**/python_stdlib.zip", lambda route: held.append(route))  # stay on loading
    page.goto(base_url)
    expect(page.locator("#loading-progress")).to_be_visible()
    assert axe_violations(page) == []


def test_the_loading_text_is_in_the_players_language(browser: Browser, base_url: str) -> None:
    page = browser.new_page(base_url=base_url, service_workers="block", locale="pt-BR")
    try:
        page.route("**/python_stdlib.zip", lambda route: None)  # held: the shell stays up
        page.route("**/pyodide.asm.wasm", lambda route: None)  # (and still says "Loading")
        page.goto("./")
        text = page.locator("#loading-text")
        expect(text).to_have_text("Carregando o jogo…")
        assert text.get_attribute("lang") == "pt"
    finally:
        page.close()
