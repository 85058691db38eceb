"""The browser adapter imports on CPython (``js`` and ``pyodide`` are only imported in calls)."""

from __future__ import annotations

import importlib
import sys


def test_dom_module_imports_without_a_browser() -> None:
    dom = importlib.import_module("ui.dom")
    assert "js" not in sys.modules and callable(dom.mount)
    assert dom._nullish(None) is True
