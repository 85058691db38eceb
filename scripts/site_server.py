"""A small static server for the built site, shared by scripts/serve, the browser tests and the
benchmark. Like GitHub Pages it serves files as they are (no compression); unlike it, it asks
browsers to revalidate every file (Cache-Control: no-cache) so that a rebuild shows at once."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class declares it as an instance variable)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **TYPES,
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    verbose = False

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}/"


def make_server(
    directory: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    verbose: bool = False,
    handler_class: type[SiteHandler] = SiteHandler,
) -> SiteServer:
    """A server for directory on host:port (port 0: any free port); call serve_forever()."""
    handler = functools.partial(handler_class, directory=str(directory))
    server = SiteServer((host, port), handler)
    server.verbose = verbose
    return server


@contextmanager
def running(directory: Path, host: str = "127.0.0.1", port: int = 0) -> Iterator[SiteServer]:
    """Serves directory in a background thread for the duration of the block."""
    server = make_server(directory, host, port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
