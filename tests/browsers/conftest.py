"""Fixtures of the engine smoke suites (tests/browsers): the built site is tests/conftest.py's
``site_dir``; its visit in each engine is run once per engine and read by every test of that
engine (smoke_kit.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))  # e2e_kit, test_tactical
