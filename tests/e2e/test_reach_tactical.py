"""Every control within reach, on every screen size, in every language: the tactical game,
every tactic card's guided play step by step (tests/e2e/test_reach.py says how, and checks
the classic game)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page
from reach_kit import LANGUAGES, TACTICAL, check_flow, pages

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
__all__ = ["pages"]  # the fixture

CASES = [(language, flow) for language in LANGUAGES for flow in TACTICAL]


@pytest.mark.parametrize(("language", "flow"), CASES, ids=["-".join(case) for case in CASES])
def test_every_control_within_reach(
    pages: Callable[[str, str], Page], language: str, flow: str
) -> None:
    found = check_flow(pages(language, "tactical"), TACTICAL[flow])
    assert not found, f"{language} tactical {flow}: out of reach:\n  " + "\n  ".join(found)
