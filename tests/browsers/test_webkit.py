"""The engine smoke suite in WebKit (Debian's WebKitGTK, Safari's engine: its MiniBrowser through
WebKitWebDriver and Selenium, under xvfb-run): see smoke_kit.py and webkit_smoke.py. Without
JSPI, the game's worker blocks there (a first visit installs the service worker first)."""

import pytest
from smoke_kit import SmokeChecks

# the engine's whole visit runs in the first test's setup (smoke_kit.RUN_TIMEOUT_S)
pytestmark = [pytest.mark.browsers, pytest.mark.slow, pytest.mark.timeout(600)]


class TestWebKit(SmokeChecks):
    engine = "webkit"
    wait = "block"
