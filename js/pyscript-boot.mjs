// Loads Pyodide and PyScript. Injected by js/shell.js once the browser has passed its checks.
import "./pyodide-early.mjs"; // first: Pyodide starts downloading and compiling now
import { replayed } from "./journal.mjs";
import "./python-page.mjs"; // schotten.connect, which py/main.py calls (js/table.mjs then)

// The game reads localStorage once the saves' journal has written back what it lost.
await replayed;
const { hooks } = await import("../vendor/pyscript/core.js");

// PyScript builds its worker hooks with Function() while starting every interpreter, even when no
// worker is used; that would need 'unsafe-eval' in the Content-Security-Policy. The game runs no
// Python workers, so the one built-in worker hook (it sets up `_pyscript` inside workers) goes.
hooks.worker.onBeforeRunAsync.clear();
