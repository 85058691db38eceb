"""Every control within reach, on every screen size, in every language: the tactical game,
every tactic card's guided play step by step (tests/e2e/test_reach.py says how, and checks
the classic game)."""

from __future__ import annotations

import pytest
from reach_kit import pages, reach_test

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
__all__ = ["pages"]  # the fixture

test_every_control_within_reach = reach_test("tactical")
