"""Helpers of the two-device tests and benchmark (issue 45): the page's connection, js/peer.mjs,
driven directly through ``schotten.peer`` on pages opened with ``?instrument``; each event the
page told Python is in ``schotten.peer.events`` (with its time ``at``, ms since the epoch)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from e2e_kit import CHROMIUM, LAUNCH_ARGS
from playwright.sync_api import Browser, BrowserType, Page

EVENT_TIMEOUT_MS = 20_000

# A device of the tests' own that is no player's page: a bare RTCPeerConnection answering the
# host's code through js/pair-code.mjs, whose channel sends whatever a test asks (window.raw).
RAW_GUEST_JS = """async (hostCode) => {
  const { decode, encode } = await import("./js/pair-code.mjs");
  const pc = new RTCPeerConnection();
  const channel = pc.createDataChannel("raw", { negotiated: true, id: 0 });
  window.raw = { pc, channel, got: [] };
  channel.onmessage = (event) => window.raw.got.push(event.data);
  await pc.setRemoteDescription({ type: "offer", sdp: decode(hostCode, "offer") });
  await pc.setLocalDescription();
  await new Promise((done) => {
    const check = () => { if (pc.iceGatheringState === "complete") done(); };
    pc.onicegatheringstatechange = check;
    check();
    setTimeout(done, 3000);
  });
  return encode(pc.localDescription.sdp, "answer");
}"""


def events(page: Page, since: int = 0) -> list[dict[str, Any]]:
    """The page's peer events from index ``since``."""
    found: list[dict[str, Any]] = page.evaluate("(n) => schotten.peer.events.slice(n)", since)
    return found


def count(page: Page) -> int:
    """How many peer events the page has told so far."""
    return int(page.evaluate("schotten.peer.events.length"))


def wait_event(
    page: Page, kind: str, since: int = 0, timeout_ms: float = EVENT_TIMEOUT_MS
) -> dict[str, Any]:
    """The first event ``kind`` at or after index ``since``, once it has come."""
    page.wait_for_function(
        "([kind, since]) => schotten.peer.events.slice(since).some((e) => e.event === kind)",
        arg=[kind, since],
        timeout=timeout_ms,
    )
    return next(e for e in events(page, since) if e["event"] == kind)


def peer_state(page: Page) -> str | None:
    """``<html data-peer>``: off, waiting or connected."""
    return page.get_attribute("html", "data-peer")


def open_peer(page: Page, role: str, code: str | None = None, internet: bool = False) -> int:
    """The effect ``peer-open``; returns the index of the events that follow it."""
    since = count(page)
    page.evaluate(
        "(fields) => schotten.perform([{ kind: 'peer-open', ...fields }])",
        {"role": role, "code": code, "internet": internet},
    )
    return since


def perform(page: Page, kind: str, **fields: Any) -> int:
    """One effect as if Python had sent it; returns the index of the events that follow it."""
    since = count(page)
    page.evaluate("(effect) => schotten.perform([effect])", {"kind": kind, **fields})
    return since


def host_code(host: Page, internet: bool = False) -> dict[str, Any]:
    """The host's code event of a new connection."""
    return wait_event(host, "code", open_peer(host, "host", internet=internet))


def pair(host: Page, guest: Page, internet: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    """Connects the two pages as a player would (the host's code to the guest, the guest's code
    back to the host); returns both code events once both channels are open."""
    offer = host_code(host, internet)
    answer = wait_event(guest, "code", open_peer(guest, "guest", offer["code"], internet))
    host_since, guest_since = count(host), count(guest)
    perform(host, "peer-accept", code=answer["code"])
    wait_event(host, "open", host_since)
    wait_event(guest, "open", guest_since)
    return offer, answer


# The canvas's pixels, scaled 6 times (a screen's picture), read by jsQR, the scanner's decoder.
READ_PICTURE_JS = """async (url) => {
  const { jsqrReader } = await import("./js/scan.mjs");
  const image = new Image();
  image.src = url;
  await image.decode();
  const big = document.createElement("canvas");
  big.width = image.width * 6;
  big.height = image.height * 6;
  const context = big.getContext("2d");
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, big.width, big.height);
  const read = await jsqrReader();
  return read(big, big.width, big.height);
}"""


def y4m(picture: bytes, width: int, height: int) -> bytes:
    """A one-frame Y4M video (grey) of an 8-bit grey picture, for Chromium's fake camera."""
    header = f"YUV4MPEG2 W{width} H{height} F30:1 Ip A1:1 C420jpeg\n".encode()
    chroma = bytes([128]) * ((width // 2) * (height // 2) * 2)
    return header + b"FRAME\n" + picture + chroma


GREY_PICTURE_JS = """([url, width, height]) => new Promise((done) => {
  const image = new Image();
  image.onload = () => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = false;
    const side = Math.floor(Math.min(width, height) / image.width) * image.width;
    context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
    const rgba = context.getImageData(0, 0, width, height).data;
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4];
    let text = "";
    for (const byte of grey) text += String.fromCharCode(byte);
    done(btoa(text));
  };
  image.src = url;
})"""


def launch_with_camera(browser_type: BrowserType, video: Path) -> Browser:
    """A headless Chromium whose camera (Chromium's fake one) shows ``video``, a Y4M file
    (see :func:`y4m`), read when a page starts the camera: it may be written again before."""
    launch: dict[str, Any] = {
        "args": [
            *LAUNCH_ARGS,
            "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-video-capture={video}",
        ],
        "headless": True,
    }
    if CHROMIUM != "playwright":
        launch["executable_path"] = CHROMIUM
    return browser_type.launch(**launch)
