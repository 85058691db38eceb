"""The pairing codes (js/pair-code.mjs) under Node's own test runner: tests/node/*.test.mjs, with
SDPs captured from Chromium and codes that are not codes (a bad one throws a clear error)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_pair_codes_under_node() -> None:
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed")
    files = sorted(str(p) for p in (ROOT / "tests/node").glob("*.test.mjs"))
    assert files
    done = subprocess.run(
        [node, "--test", *files], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout
