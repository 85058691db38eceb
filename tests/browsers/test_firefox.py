"""The engine smoke suite in Firefox (Debian's Firefox ESR, through Puppeteer over WebDriver
BiDi): see smoke_kit.py. Firefox has JSPI since 153 ESR: the game's worker suspends there."""

import pytest
from smoke_kit import SmokeChecks

# the engine's whole visit runs in the first test's setup (smoke_kit.RUN_TIMEOUT_S)
pytestmark = [pytest.mark.browsers, pytest.mark.slow, pytest.mark.timeout(600)]


class TestFirefox(SmokeChecks):
    engine = "firefox"
    wait = "suspend"
