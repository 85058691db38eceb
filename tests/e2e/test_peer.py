"""The page's side of two devices (issue 45): js/peer.mjs, js/pair-code.mjs, js/qr.mjs,
js/scan.mjs and the effects of js/table.mjs, driven directly on two booted pages in two browser
contexts (``?instrument``: ``schotten.peer``, ``schotten.perform``) over a real WebRTC
connection on this machine. The screens of the pairing are Python's, tested with it."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from e2e_kit import checked_page, wait_for_app
from peer_kit import (
    GREY_PICTURE_JS,
    RAW_GUEST_JS,
    READ_PICTURE_JS,
    count,
    events,
    host_code,
    launch_with_camera,
    open_peer,
    pair,
    peer_state,
    perform,
    wait_event,
    y4m,
)
from playwright.sync_api import Browser, BrowserType, Page

pytestmark = pytest.mark.e2e

MAX_MESSAGE = 16 * 1024
MAX_PER_SECOND = 40


@pytest.fixture(scope="module")
def pages(browser: Browser, base_url: str) -> Iterator[tuple[Page, Page]]:
    """Two booted pages, each in its own context (two devices), shared by the module's tests."""
    with ExitStack() as stack:
        host = stack.enter_context(checked_page(browser, base_url, "?instrument"))
        guest = stack.enter_context(checked_page(browser, base_url, "?instrument"))
        yield host, guest


@pytest.fixture
def fresh(pages: tuple[Page, Page]) -> Iterator[tuple[Page, Page]]:
    """The two pages, each without a connection at the start and at the end of a test."""
    for page in pages:
        perform(page, "peer-close")
        assert peer_state(page) == "off"
    yield pages
    for page in pages:
        page.evaluate("() => { if (window.raw) window.raw.pc.close(); window.raw = null; }")
        perform(page, "peer-close")


def messages(page: Page, since: int) -> list[str]:
    return [e["data"] for e in events(page, since) if e["event"] == "message"]


def test_two_pages_connect_talk_both_ways_and_close(fresh: tuple[Page, Page]) -> None:
    host, guest = fresh
    offer = host_code(host)
    assert peer_state(host) == "waiting"
    assert offer["bytes"] <= 300 and offer["version"] <= 10, offer
    assert len(offer["code"]) == -(-offer["bytes"] * 4 // 3)  # base64url, no padding
    answer = wait_event(guest, "code", open_peer(guest, "guest", offer["code"]))
    assert peer_state(guest) == "waiting"
    assert answer["bytes"] <= 300 and answer["version"] <= 10, answer
    host_since, guest_since = count(host), count(guest)
    perform(host, "peer-accept", code=answer["code"])
    wait_event(host, "open", host_since)
    wait_event(guest, "open", guest_since)
    assert peer_state(host) == peer_state(guest) == "connected"

    perform(host, "peer-send", data='{"v": 1, "t": "hello"}')
    perform(host, "peer-send", data="second, in order: ünïcödé <b>&</b>")
    perform(guest, "peer-send", data="from the guest")
    wait_event(guest, "message", guest_since)
    wait_event(host, "message", host_since)
    guest.wait_for_function("(n) => schotten.peer.events.length >= n", arg=guest_since + 3)
    assert messages(guest, guest_since) == [
        '{"v": 1, "t": "hello"}',
        "second, in order: ünïcödé <b>&</b>",
    ]
    assert messages(host, host_since) == ["from the guest"]

    guest_since = count(guest)
    host_since = perform(host, "peer-close")
    assert peer_state(host) == "off"
    assert [e["event"] for e in events(host, host_since)] == ["closed"]
    lost = wait_event(guest, "closed", guest_since)
    assert lost["detail"] in ("channel", "disconnected", "failed")
    assert peer_state(guest) == "waiting"  # the game waits for a new pairing
    assert [e["event"] for e in events(guest, guest_since)] == ["closed"]  # said once


def test_a_new_pairing_replaces_the_old_connection(fresh: tuple[Page, Page]) -> None:
    host, guest = fresh
    pair(host, guest)
    guest_since = count(guest)
    first = host_code(host)  # a new connection: the open one is closed without a word
    assert peer_state(host) == "waiting"
    wait_event(guest, "closed", guest_since)
    host_since = count(host)
    second = host_code(host)
    assert second["code"] != first["code"]
    assert [e["event"] for e in events(host, host_since)] == ["code"]
    # the first offer is gone: its answer cannot be taken any more, the second one's can
    answer = wait_event(guest, "code", open_peer(guest, "guest", second["code"]))
    perform(host, "peer-accept", code=answer["code"])
    wait_event(host, "open", host_since)
    assert peer_state(host) == "connected"


def test_the_other_device_is_bounded_in_size_and_rate(fresh: tuple[Page, Page]) -> None:
    """The guest page here is a hostile device: a bare connection that sends what it likes."""
    host, hostile = fresh
    offer = host_code(host)
    answer = hostile.evaluate(RAW_GUEST_JS, offer["code"])
    since = perform(host, "peer-accept", code=answer)
    wait_event(host, "open", since)
    hostile.wait_for_function("window.raw.channel.readyState === 'open'")

    since = count(host)
    hostile.evaluate(
        "(n) => { raw.channel.send('é'.repeat(n / 2) + 'x'); raw.channel.send('y'.repeat(n)); }",
        MAX_MESSAGE,
    )
    refused = wait_event(host, "refused", since)
    assert refused["detail"] == "too-big" and refused["bytes"] == MAX_MESSAGE + 1
    wait_event(host, "message", since)
    assert messages(host, since) == ["y" * MAX_MESSAGE]  # 16 KiB exactly is a message

    host.wait_for_timeout(1100)  # a new second
    since = count(host)
    hostile.evaluate("() => { for (let i = 0; i < 100; i++) raw.channel.send(`m${i}`); }")
    wait_event(host, "refused", since)
    host.wait_for_timeout(300)
    told = events(host, since)
    assert [e["detail"] for e in told if e["event"] == "refused"] == ["flood"]  # said once
    assert messages(host, since) == [f"m{i}" for i in range(MAX_PER_SECOND)]
    assert peer_state(host) == "connected"  # dropped, not disconnected

    host.wait_for_timeout(1100)  # a second later the other device is heard again
    since = count(host)
    hostile.evaluate("() => raw.channel.send('after the flood')")
    wait_event(host, "message", since)
    assert messages(host, since) == ["after the flood"]

    # a message of this device over the bound is refused here, not sent
    since = perform(host, "peer-send", data="z" * (MAX_MESSAGE + 1))
    assert events(host, since)[0]["detail"] == "too-big"
    perform(host, "peer-send", data="small")
    hostile.wait_for_function("raw.got.length > 0")
    assert hostile.evaluate("raw.got") == ["small"]

    since = count(host)
    hostile.evaluate("() => raw.pc.close()")  # the other device goes away
    assert wait_event(host, "closed", since)["detail"] in ("channel", "disconnected", "failed")
    assert peer_state(host) == "waiting"


BAD_CODES = ["", "hello world", "https://example.org/#join=", "A" * 40, "_" * 500]


def test_a_code_that_cannot_be_read_fails_with_bad_code(fresh: tuple[Page, Page]) -> None:
    host, guest = fresh
    for code in BAD_CODES:
        failed = wait_event(guest, "failed", open_peer(guest, "guest", code))
        assert failed["detail"] == "bad-code", code
        assert peer_state(guest) == "off"
    offer = host_code(host)
    for code in [*BAD_CODES, offer["code"]]:  # the offer itself is no answer
        failed = wait_event(host, "failed", perform(host, "peer-accept", code=code))
        assert failed["detail"] == "bad-code", code
        assert peer_state(host) == "waiting"  # the offer stays for another try
    answer = wait_event(guest, "code", open_peer(guest, "guest", offer["code"]))
    since = perform(host, "peer-accept", code=answer["code"])
    wait_event(host, "open", since)
    assert peer_state(host) == "connected"


def test_sharing_without_a_share_sheet_copies_the_link(fresh: tuple[Page, Page]) -> None:
    host, _ = fresh
    host.context.grant_permissions(["clipboard-read", "clipboard-write"])
    assert not host.evaluate("Boolean(navigator.share)")  # headless Chromium on Linux
    link = "http://127.0.0.1/#join=abc"
    perform(host, "share", title="Schotten Totten", text="Play with me", url=link)
    host.wait_for_function("(l) => navigator.clipboard.readText().then((t) => t === l)", arg=link)


# --- QR codes ----------------------------------------------------------------------------------

ADD_CANVAS_JS = """(id) => {
  document.getElementById(id)?.remove();
  const canvas = document.createElement("canvas");
  canvas.id = id;
  document.body.append(canvas);
}"""


def draw_qr(page: Page, text: str) -> str:
    """The QR code of ``text`` drawn by the effect ``qr``; returns the canvas as a PNG URL."""
    page.evaluate(ADD_CANVAS_JS, "test-qr")
    perform(page, "qr", id="test-qr", text=text)
    url: str = page.evaluate("document.getElementById('test-qr').toDataURL()")
    return url


def test_a_code_drawn_as_a_qr_code_is_read_on_the_other_page(fresh: tuple[Page, Page]) -> None:
    host, guest = fresh
    offer = host_code(host)
    link = host.evaluate("location.origin + location.pathname") + "#join=" + offer["code"]
    for text in (offer["code"], link):
        picture = draw_qr(host, text)
        size = host.evaluate("document.getElementById('test-qr').width")
        if text == offer["code"]:
            assert size == 17 + 4 * offer["version"] + 2 * 4  # the version said, a quiet zone
        assert guest.evaluate(READ_PICTURE_JS, picture) == text
    host.evaluate("document.getElementById('test-qr').remove()")


@pytest.mark.slow
def test_the_scanner_reads_the_qr_code_through_the_camera(
    fresh: tuple[Page, Page], browser_type: BrowserType, base_url: str, tmp_path: Path
) -> None:
    """Chromium's fake camera shows the QR code one page drew; the scanner of a page in another
    browser reads it and tells Python the text; "scan" off stops the camera."""
    host, _ = fresh
    offer = host_code(host)
    link = host.evaluate("location.origin + location.pathname") + "#join=" + offer["code"]
    width, height = 640, 480
    grey = base64.b64decode(host.evaluate(GREY_PICTURE_JS, [draw_qr(host, link), width, height]))
    video = tmp_path / "qr.y4m"
    video.write_bytes(y4m(grey, width, height))
    other = launch_with_camera(browser_type, video)
    try:
        with checked_page(other, base_url, "?instrument") as page:
            page.context.grant_permissions(["camera"])
            page.evaluate(
                """() => { const v = document.createElement("video");
                v.id = "test-video"; v.muted = true; v.playsInline = true;
                document.body.append(v); }"""
            )
            since = perform(page, "scan", on=True, id="test-video")
            scanned = wait_event(page, "scanned", since)
            assert scanned["code"] == link
            assert page.evaluate("schotten.scanner.scanning()")
            perform(page, "scan", on=False)
            assert not page.evaluate("schotten.scanner.scanning()")
            assert page.evaluate(
                "document.getElementById('test-video').srcObject === null"
            )  # the camera is off
            assert [e["event"] for e in events(page, since)] == ["scanned"]  # told once
    finally:
        other.close()


def test_a_pairing_link_leaves_the_address_once_python_has_it(fresh: tuple[Page, Page]) -> None:
    host, _ = fresh
    before = host.evaluate("location.href")
    host.evaluate("location.hash = '#join=AAAA'")  # a link pasted into the open tab
    host.wait_for_function("location.hash === ''")
    assert host.evaluate("location.href") == before.split("#")[0]
    host.evaluate("location.hash = '#other'")  # any other fragment stays
    host.wait_for_timeout(200)
    assert host.evaluate("location.hash") == "#other"
    host.evaluate("history.replaceState(null, '', location.pathname + location.search)")


def test_a_page_reloaded_is_a_lost_connection_on_the_other(fresh: tuple[Page, Page]) -> None:
    host, guest = fresh
    pair(host, guest)
    since = count(host)
    guest.reload()
    wait_for_app(guest)
    assert peer_state(guest) == "off"  # a new page: no connection
    assert wait_event(host, "closed", since)["detail"] in ("channel", "disconnected", "failed")
    assert peer_state(host) == "waiting"
    pair(host, guest)  # paired again
    assert peer_state(host) == peer_state(guest) == "connected"


def test_without_webrtc_or_a_camera_the_page_says_so(fresh: tuple[Page, Page]) -> None:
    host, _ = fresh
    host.evaluate("() => { window.kept = RTCPeerConnection; delete window.RTCPeerConnection; }")
    try:
        failed = wait_event(host, "failed", open_peer(host, "host"))
        assert failed["detail"] == "unsupported"
        assert peer_state(host) == "off"
    finally:
        host.evaluate("() => { window.RTCPeerConnection = window.kept; }")
    host.evaluate(
        """() => { const v = document.createElement("video"); v.id = "test-video";
        document.body.append(v); }"""
    )
    try:  # this browser has no camera
        failed = wait_event(host, "scan-failed", perform(host, "scan", on=True, id="test-video"))
        assert failed["detail"] in ("no-camera", "denied")
        assert not host.evaluate("schotten.scanner.scanning()")
    finally:
        host.evaluate("document.getElementById('test-video').remove()")


# Chromium's offer with as many mDNS candidates as a device on several networks may have.
MANY_CANDIDATES_JS = """async (count) => {
  const { fittedCode, joinLink } = await import("./js/peer.mjs");
  const { codeBytes, decode, encode } = await import("./js/pair-code.mjs");
  const { qrVersion } = await import("./js/qr.mjs");
  const pc = new RTCPeerConnection();
  pc.createDataChannel("x", { negotiated: true, id: 0 });
  await pc.setLocalDescription();
  pc.close();
  const uuid = (i) => `${String(i).padStart(8, "0")}-5e7b-442f-96bb-9c7c915fd1eb.local`;
  const lines = Array.from({ length: count }, (_, i) =>
    `a=candidate:${i} 1 udp ${2113937151 - i} ${uuid(i)} ${50000 + i} typ host generation 0`);
  const own = pc.localDescription.sdp.split("\\r\\n").filter((l) => !l.startsWith("a=candidate:"));
  const sdp = own.join("\\r\\n").replace("a=ice-ufrag", [...lines, "a=ice-ufrag"].join("\\r\\n"));
  const code = fittedCode(sdp, "offer");
  const kept = decode(code, "offer").split("\\r\\n").filter((l) => l.startsWith("a=candidate:"));
  return { whole: codeBytes(encode(sdp, "offer")), bytes: codeBytes(code), kept: kept.length,
           link: qrVersion(joinLink(code)), version: qrVersion(code) };
}"""


def test_a_code_leaves_out_candidates_rather_than_pass_qr_version_10(
    fresh: tuple[Page, Page],
) -> None:
    host, _ = fresh
    few = host.evaluate(MANY_CANDIDATES_JS, 2)
    assert few["kept"] == 2 and few["bytes"] == few["whole"]  # nothing left out
    many = host.evaluate(MANY_CANDIDATES_JS, 12)
    assert many["whole"] > 250  # all twelve fit in 300 bytes, not in a QR code of version 10
    assert many["link"] <= 10 and many["version"] <= 10, many
    assert 2 <= many["kept"] < 12, many


@pytest.mark.slow
def test_a_guest_gone_before_the_channel_opens_fails_within_30_seconds(
    fresh: tuple[Page, Page],
) -> None:
    host, gone = fresh
    offer = host_code(host)
    answer = gone.evaluate(RAW_GUEST_JS, offer["code"])
    gone.evaluate("() => { raw.pc.close(); window.raw = null; }")  # its page closed meanwhile
    since = perform(host, "peer-accept", code=answer)
    assert peer_state(host) == "waiting"
    failed = wait_event(host, "failed", since, timeout_ms=40_000)
    assert failed["detail"] in ("timeout", "ice")  # no route, or none found in 30 s
    assert peer_state(host) == "off"
    assert [e["event"] for e in events(host, since)] == ["failed"]
