"""Fixtures of the engine smoke suites (tests/browsers): the built site, and its visit in each
engine, run once per engine and read by every test of that engine (smoke_kit.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))  # e2e_kit, test_tactical


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the site, as tests/e2e has it."""
    from e2e_kit import fresh_site

    return fresh_site(tmp_path_factory)
