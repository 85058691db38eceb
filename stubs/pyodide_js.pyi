# Pyodide's `pyodide_js` (its JavaScript module), for mypy only.
from typing import Any

def __getattr__(name: str) -> Any: ...
