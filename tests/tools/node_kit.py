"""Runs a Node script of the tools tests and reads the findings it prints."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest


def node_findings(script: Path, *args: Path) -> dict[str, Any]:
    """The JSON object on the last line ``script`` prints, run by Node on ``args`` (the test is
    skipped without Node; a failed run fails it with the script's error output)."""
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed")
    done = subprocess.run(
        [node, str(script), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    findings: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return findings
