# Pyodide's `js` (the page's globalThis), for mypy only: every name is a JS object.
from typing import Any

def __getattr__(name: str) -> Any: ...
