"""Fast start: a memory snapshot of Python, made on the device after a normal start, restores the
game on later visits (online and offline); anything wrong with it means a normal start that
plays, and the bad snapshot is deleted; a new deploy makes a new one; saves are never touched.

The page says which start it used in ``<html data-start="snapshot|normal">`` and what became of
the snapshot in ``<html data-snapshot>`` (``stored`` once the worker has stored it)."""

from __future__ import annotations

import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_kit import (
    Problems,
    play_turns,
    site_build,
    site_server,
    start_new_game,
    wait_for_app,
    wait_for_service_worker,
)
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page
from scenes import enter

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

ENTRY = "python-snapshot.bin"
SNAPSHOT_PREFIX = "schotten-totten@/#snapshot-"  # the snapshots of the copy served at /


def snapshot_name(site: Path) -> str:
    """The full Cache Storage name of the snapshot of the build in ``site``, served at /."""
    return str(
        site_build.cache_name("/", site_build.read_service_worker_manifest(site)["snapshot"])
    )


STORAGE_JS = """() => Object.fromEntries(
    Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))"""

# The stored snapshots' caches, each with its length, and whether its bytes match the length
# and checksum stored with them (null: no entry); with ``marks``, also whether it is one that
# TAMPER_JS spoilt and whether it was made after the game was ready (the "schotten:ready" mark).
SNAPSHOTS_JS = """async ([prefix, entry, marks]) => {
    const ready = marks && performance.timeOrigin
        + performance.getEntriesByName("schotten:ready")[0].startTime;
    const hex = async (data) => Array.from(new Uint8Array(await crypto.subtle.digest(
        "SHA-256", data)), (b) => b.toString(16).padStart(2, "0")).join("");
    const found = {};
    for (const name of await caches.keys()) {
        if (!name.startsWith(prefix)) continue;
        const response = await (await caches.open(name)).match(new URL(entry, location.href));
        if (!response) { found[name] = null; continue; }
        const bytes = await response.arrayBuffer();
        const length = Number(response.headers.get("x-snapshot-length"));
        found[name] = {
            length,
            intact: bytes.byteLength === length
                && (await hex(bytes)) === response.headers.get("x-snapshot-sha256"),
        };
        if (marks) Object.assign(found[name], {
            spoilt: response.headers.has("x-test-spoilt"),
            madeAfterReady: Date.parse(response.headers.get("x-snapshot-made")) > ready,
        });
    }
    return found;
}"""

# Spoils the stored snapshot in one of several ways; the spoilt entry is marked (a header the
# game does not read) so that a test can tell it from a new snapshot.
TAMPER_JS = """async ([name, entry, how]) => {
    const url = new URL(entry, location.href).href;
    const cache = await caches.open(name);
    const response = await cache.match(url);
    const headers = new Headers(response.headers);
    headers.set("x-test-spoilt", how);
    let bytes = new Uint8Array(await response.arrayBuffer());
    const hex = async (data) => Array.from(new Uint8Array(await crypto.subtle.digest(
        "SHA-256", data)), (b) => b.toString(16).padStart(2, "0")).join("");
    if (how === "damaged") {
        bytes[bytes.length >> 1] ^= 0xff;
    } else if (how === "truncated") {
        bytes = bytes.slice(0, bytes.length >> 1);
    } else if (how === "restore-throws") {
        bytes[0] ^= 0xff;  // Pyodide's magic number: its restore throws, the checksum is fine
        headers.set("x-snapshot-sha256", await hex(bytes));
    } else if (how === "another-build") {
        await caches.delete(name);
        const other = await caches.open(name.replace(/-[0-9a-f]{16}$/, "-0123456789abcdef"));
        headers.set("x-snapshot-key", "0123456789abcdef");
        await other.put(url, new Response(bytes, { headers }));
        return true;
    }
    await cache.put(url, new Response(bytes, { headers }));
    return true;
}"""


def snapshots(page: Page, *, marks: bool = False) -> dict[str, dict[str, object] | None]:
    return dict(page.evaluate(SNAPSHOTS_JS, [SNAPSHOT_PREFIX, ENTRY, marks]))


# Why a page could not make its snapshot (js/fast-start.mjs logs it), by page.
WHY_NOT: dict[int, list[str]] = {}


def watched(page: Page) -> Page:
    """``page``, its reasons for a failed snapshot kept for wait_stored's message."""
    reasons = WHY_NOT.setdefault(id(page), [])

    def note(message: ConsoleMessage) -> None:
        if message.text.startswith("No fast start"):
            reasons.append(message.text)

    page.on("console", note)
    return page


def wait_stored(page: Page) -> None:
    page.wait_for_selector(
        "html[data-snapshot=stored], html[data-snapshot=failed], html[data-snapshot=quota]",
        state="attached",
        timeout=120_000,
    )
    assert page.get_attribute("html", "data-snapshot") == "stored", WHY_NOT.get(id(page))


def boot(page: Page, expected_start: str) -> None:
    page.reload()
    wait_for_app(page)
    assert page.get_attribute("html", "data-start") == expected_start


@pytest.fixture(scope="module")
def fast_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    served = tmp_path_factory.mktemp("fast") / "site"
    shutil.copytree(site_dir, served)
    with site_server.running(served) as server:
        yield server.url


@pytest.fixture(scope="module")
def fast_context(browser: Browser, fast_site: str) -> Iterator[BrowserContext]:
    """One context for the module: its first visit stores the snapshot the tests then use."""
    context = browser.new_context(base_url=fast_site, service_workers="allow")
    yield context
    context.close()


@pytest.fixture(scope="module")
def fast_page(fast_context: BrowserContext) -> Page:
    return watched(fast_context.new_page())


def test_first_visit_stores_a_snapshot_that_later_visits_restore(
    fast_page: Page, fast_context: BrowserContext, site_dir: Path
) -> None:
    page = fast_page
    problems = Problems.watch(page)
    page.goto("./")
    wait_for_app(page)
    assert page.get_attribute("html", "data-start") == "normal"
    start_new_game(page)
    wait_for_service_worker(page)
    wait_stored(page)
    name = snapshot_name(site_dir)
    stored = snapshots(page)
    assert list(stored) == [name]
    assert stored[name] == {"length": pytest.approx(31e6, rel=0.5), "intact": True}
    saves = page.evaluate(STORAGE_JS)
    assert saves

    boot(page, "snapshot")  # online, from the service worker
    assert page.evaluate(STORAGE_JS) == saves
    assert play_turns(page, 2) == "playing"  # the saved game resumes and plays
    saves = page.evaluate(STORAGE_JS)

    fast_context.set_offline(True)
    try:
        boot(page, "snapshot")
        assert page.evaluate(STORAGE_JS) == saves
        assert play_turns(page, 1) == "playing"
        # The game's data file is unpacked from py.zip, which the snapshot does not hold:
        # the puzzles (read on first use) open, with their first position drawn.
        enter(page, "puzzle")
    finally:
        fast_context.set_offline(False)
    assert snapshots(page) == stored  # restoring does not touch it
    problems.check(page)


@pytest.mark.parametrize("how", ["damaged", "another-build", "restore-throws"])
def test_a_bad_snapshot_means_a_normal_start_and_is_deleted(
    fast_page: Page, site_dir: Path, how: str
) -> None:
    page = fast_page
    if page.get_attribute("html", "data-snapshot") != "stored":
        pytest.skip("needs the snapshot of the first test")
    name = snapshot_name(site_dir)
    assert snapshots(page)[name] == {"length": pytest.approx(31e6, rel=0.5), "intact": True}
    page.evaluate(TAMPER_JS, [name, ENTRY, how])
    bad = snapshots(page)
    if how == "another-build":
        assert name not in bad and len(bad) == 1
    else:
        assert bad[name] is not None and bad[name]["intact"] is (how == "restore-throws")
    saves = page.evaluate(STORAGE_JS)

    problems = Problems.watch(page)
    boot(page, "normal")
    # the bad snapshot is gone; on a loaded machine the new one, made once the game was ready,
    # may be stored already
    left = snapshots(page, marks=True)
    assert all(not v or (not v["spoilt"] and v["madeAfterReady"]) for v in left.values()), left
    assert page.evaluate(STORAGE_JS) == saves
    assert play_turns(page, 1) == "playing"
    problems.check(page)

    wait_stored(page)  # and a good one made again
    assert snapshots(page) == {name: {"length": pytest.approx(31e6, rel=0.5), "intact": True}}
    boot(page, "snapshot")


def new_python_build(site: Path) -> str:
    """Changes the served copy like a deploy that changes the game's Python: py.zip gets one
    more file, so the snapshot key, js/pyodide-early.mjs and sw.js change. Returns the new
    snapshot cache name."""
    with zipfile.ZipFile(site / site_build.PY_ARCHIVE, "a") as archive:
        archive.writestr("deploy_mark.py", "MARK = 'B'\n")
    site_build.write_early_module(site)
    site_build.write_service_worker(site)
    return snapshot_name(site)


def test_an_update_makes_a_new_snapshot_and_deletes_the_old(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    served = tmp_path / "site"
    shutil.copytree(site_dir, served)
    old = snapshot_name(served)
    with site_server.running(served) as server:
        context = browser.new_context(base_url=server.url, service_workers="allow")
        try:
            page = watched(context.new_page())
            page.goto("./")
            wait_for_app(page)
            start_new_game(page)
            wait_for_service_worker(page)
            wait_stored(page)
            assert list(snapshots(page)) == [old]
            saves = page.evaluate(STORAGE_JS)

            new = new_python_build(served)
            assert new != old
            boot(page, "snapshot")  # still the old version, until the player accepts
            page.wait_for_selector("#update-banner:not([hidden])", timeout=60_000)
            with page.expect_event("load", timeout=60_000):
                page.click("#update-reload")
            wait_for_app(page)
            assert page.get_attribute("html", "data-start") == "normal"
            wait_stored(page)
            assert list(snapshots(page)) == [new]
            assert page.evaluate(STORAGE_JS) == saves

            boot(page, "snapshot")
            assert page.evaluate(STORAGE_JS) == saves
            assert play_turns(page, 1) == "playing"
        finally:
            context.close()


def test_the_setting_shows_its_size_and_off_deletes_it(fast_page: Page, site_dir: Path) -> None:
    page = fast_page
    if page.get_attribute("html", "data-snapshot") != "stored":
        pytest.skip("needs the snapshot of the first test")
    name = snapshot_name(site_dir)
    problems = Problems.watch(page)
    saves = page.evaluate(STORAGE_JS)
    page.click("#app nav.menu-row button, #btn-back >> nth=0")
    page.click("#btn-settings")
    toggle = page.locator("#fast-start")
    assert toggle.get_attribute("aria-checked") == "true"
    assert "MB" in page.text_content("#fast-start-status")
    toggle.click()
    page.wait_for_selector("html[data-snapshot=off]", state="attached")
    assert page.locator("#fast-start").get_attribute("aria-checked") == "false"
    assert snapshots(page) == {}
    boot(page, "normal")  # stays off: no snapshot made
    page.wait_for_timeout(500)
    assert page.get_attribute("html", "data-snapshot") == "off"
    page.click("#app nav.menu-row button, #btn-back >> nth=0")
    page.click("#btn-settings")
    page.click("#fast-start")
    wait_stored(page)
    assert list(snapshots(page)) == [name]
    assert "MB" in page.text_content("#fast-start-status")
    storage = page.evaluate(STORAGE_JS)
    assert {k: v for k, v in storage.items() if k != "schotten-totten/settings"} == {
        k: v for k, v in saves.items() if k != "schotten-totten/settings"
    }
    boot(page, "snapshot")
    problems.check(page)


def test_no_room_for_the_snapshot_leaves_the_game_as_it_was(
    browser: Browser, base_url: str
) -> None:
    context = browser.new_context(base_url=base_url, service_workers="allow")
    try:
        page = context.new_page()
        problems = Problems.watch(page)
        cdp = context.new_cdp_session(page)
        # room for the service worker's files (14 MB), not for the snapshot (31 MB) besides
        cdp.send(
            "Storage.overrideQuotaForOrigin",
            {"origin": base_url.rstrip("/"), "quotaSize": 24_000_000},
        )
        page.goto("./")
        wait_for_app(page)
        start_new_game(page)
        wait_for_service_worker(page)
        page.wait_for_selector(
            "html[data-snapshot=stored], html[data-snapshot=failed], html[data-snapshot=quota]",
            state="attached",
            timeout=120_000,
        )
        assert page.get_attribute("html", "data-snapshot") == "quota"
        assert snapshots(page) == {}
        saves = page.evaluate(STORAGE_JS)
        boot(page, "normal")
        assert page.evaluate(STORAGE_JS) == saves
        assert play_turns(page, 1) == "playing"
        problems.check(page)
    finally:
        context.close()
