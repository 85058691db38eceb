#!/usr/bin/env python3
"""Pairing benchmark (issue 45): the sizes of the two devices' codes and the time to connect,
in headless Chromium, two pages in two browser contexts on this machine (loopback).

    .venv/bin/python scripts/bench_pair.py [--runs N]

Builds the site into a temporary folder, serves it, boots two pages (``?instrument``) and pairs
them N times (default 5) through the page's connection (js/peer.mjs, driven as Python drives
it: the effects peer-open and peer-accept), in three set-ups:

- "no ICE server": the default (same Wi-Fi), local addresses hidden behind mDNS names as
  Chromium does unless the page was granted the camera or the microphone;
- "internet (STUN)": with "Allow play over the internet", Google's public STUN server
  (stun:stun.l.google.com:19302). This machine reaches no server outside: the script says
  whether the server answered (a server-reflexive candidate in the code) or not;
- "addresses shown": Chromium without mDNS names (--disable-features=
  WebRtcHideLocalIpsWithMdns, as after a camera permission): IPv4 and IPv6 host candidates.

Prints for each code (the host's offer, the guest's answer): its bytes, its base64url length,
its QR version at level M, the QR version of the host's link (``<page>#join=<code>``), the
candidates it holds, the time its candidates took to gather; and the time from the guest's
code taken by the host (the paste) to the channel open on the host and on the guest: medians
and worst of the runs. Figures from a shared 2-core machine: compare, don't quote to the ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests/e2e"))

from e2e_kit import CHROMIUM, LAUNCH_ARGS, served_site, wait_for_app  # noqa: E402
from peer_kit import count, open_peer, wait_event  # noqa: E402
from playwright.sync_api import Browser, Page  # noqa: E402

SETUPS = (
    ("no ICE server", False, []),
    ("internet (STUN)", True, []),
    ("addresses shown", False, ["--disable-features=WebRtcHideLocalIpsWithMdns"]),
)

# The candidates a code holds (decoded as the other device decodes it) and its link's version.
READ_CODE_JS = """async ([code, type]) => {
  const { decode } = await import("./js/pair-code.mjs");
  const { qrVersion } = await import("./js/qr.mjs");
  const family = (a) => (a.endsWith(".local") ? "mDNS" : a.includes(":") ? "IPv6" : "IPv4");
  const kinds = decode(code, type).split("\\r\\n").filter((l) => l.startsWith("a=candidate:"))
    .map((l) => l.split(" ")).map((f) => `${f[7]} ${family(f[4])}`);
  const link = location.origin + location.pathname + "#join=" + code;
  return { kinds, link: link.length, linkVersion: qrVersion(link) };
}"""

ACCEPT_JS = """(code) => {
  const at = performance.timeOrigin + performance.now();
  schotten.perform([{ kind: "peer-accept", code }]);
  return at;
}"""


@contextmanager
def two_pages(browser: Browser, url: str) -> Iterator[tuple[Page, Page]]:
    contexts = [browser.new_context(service_workers="block") for _ in range(2)]
    try:
        pages = [context.new_page() for context in contexts]
        for page in pages:
            page.goto(url + "?instrument")
            wait_for_app(page)
        yield pages[0], pages[1]
    finally:
        for context in contexts:
            context.close()


def one_pairing(host: Page, guest: Page, internet: bool) -> dict[str, Any]:
    offer = wait_event(host, "code", open_peer(host, "host", internet=internet))
    started = guest.evaluate("performance.timeOrigin + performance.now()")
    answer = wait_event(guest, "code", open_peer(guest, "guest", offer["code"], internet))
    host_since, guest_since = count(host), count(guest)
    pasted = host.evaluate(ACCEPT_JS, answer["code"])
    host_open = wait_event(host, "open", host_since)["at"]
    guest_open = wait_event(guest, "open", guest_since)["at"]
    result = {
        "offer": {**offer, **host.evaluate(READ_CODE_JS, [offer["code"], "offer"])},
        "answer": {**answer, **guest.evaluate(READ_CODE_JS, [answer["code"], "answer"])},
        "answer_gather_ms": answer["at"] - started,
        "host_open_ms": host_open - pasted,
        "guest_open_ms": guest_open - pasted,
    }
    for page in (host, guest):
        page.evaluate("schotten.perform([{ kind: 'peer-close' }])")
    return result


def gather_time(host: Page, internet: bool) -> float:
    """ms from the host's peer-open to its code."""
    since = count(host)
    start = host.evaluate("performance.timeOrigin + performance.now()")
    open_peer(host, "host", internet=internet)
    at: float = wait_event(host, "code", since)["at"]
    host.evaluate("schotten.perform([{ kind: 'peer-close' }])")
    return at - start


def describe(code: dict[str, Any]) -> str:
    kinds = ", ".join(code["kinds"]) or "none"
    return (
        f"{code['bytes']} bytes, {len(code['code'])} chars base64url, QR version {code['version']}"
        f" (M); link {code['link']} chars: QR version {code['linkVersion']}; candidates: {kinds}"
    )


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):.0f} ms, worst {max(values):.0f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    with served_site() as (url, default_browser, pw):
        for name, internet, flags in SETUPS:
            browser = default_browser
            if flags:
                launch: dict[str, Any] = {"args": [*LAUNCH_ARGS, *flags], "headless": True}
                if CHROMIUM != "playwright":
                    launch["executable_path"] = CHROMIUM
                browser = pw.chromium.launch(**launch)
            try:
                with two_pages(browser, url) as (host, guest):
                    runs = [one_pairing(host, guest, internet) for _ in range(args.runs)]
                    gathers = [gather_time(host, internet) for _ in range(args.runs)]
            finally:
                if flags:
                    browser.close()
            last = runs[-1]
            print(f"== {name} ({args.runs} pairings)")
            print(f"  host's code:  {describe(last['offer'])}")
            print(f"  guest's code: {describe(last['answer'])}")
            sizes = sorted({(r["offer"]["bytes"], r["answer"]["bytes"]) for r in runs})
            print(f"  bytes (host, guest) over the runs: {sizes}")
            if internet:
                reached = any("srflx" in k for r in runs for k in r["offer"]["kinds"])
                said = "answered" if reached else "not reached here (no server-reflexive candidate)"
                print(f"  STUN server: {said}")
            print(f"  host's candidates gathered: {spread(gathers)}")
            print(
                f"  guest's candidates gathered (its code made): "
                f"{spread([r['answer_gather_ms'] for r in runs])}"
            )
            print(
                f"  guest's code pasted -> channel open on the host: "
                f"{spread([r['host_open_ms'] for r in runs])}"
            )
            print(
                f"  guest's code pasted -> channel open on the guest: "
                f"{spread([r['guest_open_ms'] for r in runs])}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
