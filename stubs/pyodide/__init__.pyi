# Pyodide's `pyodide` package, for mypy only (ui.dom uses `pyodide.ffi`).
