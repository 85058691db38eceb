"""The browser adapter imports on CPython (``js`` and ``pyodide`` are only imported in calls)."""

from __future__ import annotations

import importlib
import pkgutil
import sys


def test_dom_module_imports_without_a_browser() -> None:
    dom = importlib.import_module("ui.dom")
    for info in pkgutil.iter_modules(dom.__path__, "ui.dom."):
        importlib.import_module(info.name)
    assert "js" not in sys.modules and callable(dom.in_worker)
    bridge = importlib.import_module("ui.dom.bridge")
    assert bridge.nullish(None) is True
