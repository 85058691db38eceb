"""The service worker: the game starts and plays with no network after one visit, and a new
deploy reaches the player after the update prompt without losing saved games; two copies of the
game on one origin (GitHub Pages: <user>.github.io/a/ and /b/) keep their own caches."""

from __future__ import annotations

import shutil
import zipfile
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
from playwright.sync_api import Browser, BrowserContext, Page, expect

pytestmark = pytest.mark.e2e

SAVE_KEY = "schotten-totten-test-save"


def precache(scope_path: str, version: str) -> str:
    """The name of a version's precache for the copy served at ``scope_path``."""
    return str(site_build.cache_name(scope_path, site_build.precache_cache(version)))


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
            assert wait_for_service_worker(page) == precache("/", version_a)
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
            assert wait_for_service_worker(page) == precache("/", version_b)  # A's cache is gone
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


# Every cache on the origin, and for each the URLs of the two entries that tell a copy's caches
# apart (its page, its snapshot) that it holds.
CACHES_JS = """async () => {
    const found = {};
    for (const name of await caches.keys()) {
        const urls = (await (await caches.open(name)).keys()).map((request) => request.url);
        found[name] = urls.filter((url) => /(index\\.html|python-snapshot\\.bin)$/.test(url));
    }
    return found;
}"""

# Caches as a build before #29 named them, without the copy's path.
LEGACY_JS = """async ([name, url]) => {
    await (await caches.open(name)).put(url, new Response("older build"));
}"""


def another_build(site: Path) -> None:
    """Changes the copy in ``site`` like a deploy that changes the game's Python: a new py.zip,
    so a new snapshot key, a new js/pyodide-early.mjs and sw.js (another version)."""
    with zipfile.ZipFile(site / site_build.PY_ARCHIVE, "a") as archive:
        archive.writestr("deploy_mark.py", "MARK = 'B'\n")
    site_build.write_early_module(site)
    site_build.write_service_worker(site)


def wait_snapshot(page: Page) -> None:
    page.wait_for_selector(
        "html[data-snapshot=stored], html[data-snapshot=failed], html[data-snapshot=quota]",
        state="attached",
        timeout=120_000,
    )
    assert page.get_attribute("html", "data-snapshot") == "stored"


def to_start_screen(page: Page) -> None:
    """The saved games are the origin's: a copy opens the game the other left on screen."""
    menu = page.locator('#app [data-intent="go"][data-arg="start"]')
    if not page.locator("#btn-new").count():
        menu.first.click()
    page.wait_for_selector("#btn-new")


def test_two_copies_on_one_origin_keep_their_own_caches(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """Visit /a/, then /b/ (two builds): both keep their precache and their snapshot, both then
    start offline from their own snapshot; caches of an older build are deleted only by the
    copy whose files they hold."""
    shutil.copytree(site_dir, tmp_path / "a")
    shutil.copytree(site_dir, tmp_path / "b")
    another_build(tmp_path / "b")
    manifests = {c: site_build.read_service_worker_manifest(tmp_path / c) for c in "ab"}
    assert manifests["a"]["version"] != manifests["b"]["version"]
    assert manifests["a"]["snapshot"] != manifests["b"]["snapshot"]
    ours = {
        c: {
            precache(f"/{c}/", manifests[c]["version"]),
            site_build.cache_name(f"/{c}/", manifests[c]["snapshot"]),
        }
        for c in "ab"
    }
    with site_server.running(tmp_path) as server:
        context = browser.new_context(service_workers="allow")
        try:
            page = context.new_page()
            # the manifest's page asks for /favicon.ico (not in the site), at a time of its own
            page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
            # caches left by builds before #29: a's own (its page, its snapshot), and those of
            # a copy at /c/ that is not visited here
            page.goto(server.url + "a/manifest.webmanifest")
            legacy = {
                "schotten-totten-0123456789abcdef": server.url + "a/index.html",
                "schotten-totten-snapshot-314.0.7-0123456789abcdef": (
                    server.url + "a/python-snapshot.bin"
                ),
                "schotten-totten-fedcba9876543210": server.url + "c/index.html",
                "schotten-totten-snapshot-314.0.7-fedcba9876543210": (
                    server.url + "c/python-snapshot.bin"
                ),
            }
            for name, url in legacy.items():
                page.evaluate(LEGACY_JS, [name, url])
            problems = Problems.watch(page)

            for copy in "ab":
                page.goto(f"{server.url}{copy}/")
                wait_for_app(page)
                to_start_screen(page)
                assert start_new_game(page)
                wait_for_service_worker(page)
                wait_snapshot(page)
            found = page.evaluate(CACHES_JS)
            others = {n for n in legacy if "fedcba" in n}  # /c/'s, untouched
            assert set(found) == ours["a"] | ours["b"] | others
            for copy in "ab":  # each cache holds its own copy's files only
                for name in ours[copy]:
                    assert found[name], name
                    assert all(f"/{copy}/" in url for url in found[name]), found[name]
            saves = page.evaluate("() => Object.keys(localStorage).sort()")

            context.set_offline(True)
            for copy in "ab":
                page.goto(f"{server.url}{copy}/")
                wait_for_app(page)
                assert page.evaluate("navigator.onLine") is False
                assert page.get_attribute("html", "data-start") == "snapshot", copy
                to_start_screen(page)
                page.click("#btn-saves")
                expected = 2 if copy == "a" else 3  # the origin's saves, both copies' games
                assert page.locator("#app .save-line").count() == expected
                page.click("#btn-back")
                assert start_new_game(page)
            assert set(page.evaluate(CACHES_JS)) == set(found)
            assert len(page.evaluate("() => Object.keys(localStorage)")) > len(saves)
            problems.check(page)
        finally:
            context.close()
