"""The engine smoke suite in Chromium (Debian's, through Puppeteer): see smoke_kit.py."""

import pytest
from smoke_kit import SmokeChecks

# the engine's whole visit runs in the first test's setup (smoke_kit.RUN_TIMEOUT_S)
pytestmark = [pytest.mark.browsers, pytest.mark.slow, pytest.mark.timeout(600)]


class TestChromium(SmokeChecks):
    engine = "chromium"
    wait = "suspend"
