"""Boot: import the engine and put the first screen into ``<main id="app">``.

Everything about the site itself (loading screen, boot errors, service worker, update prompt)
lives in ``js/shell.js``; the shell switches to ``#app`` once this script has run.
"""

import html
import random
from typing import Any

from pyscript import document, when  # type: ignore[import-not-found]

import schotten

APP = document.getElementById("app")


def _engine_version() -> str:
    return str(getattr(schotten, "__version__", ""))


def render_home() -> None:
    version = _engine_version()
    APP.innerHTML = f"""
      <section class="home" data-engine="ready">
        <h1>Schotten Totten</h1>
        <p id="engine-status">Engine ready{html.escape(" " + version) if version else ""}.</p>
        <button id="new-game" type="button">New game</button>
        <p id="game-status" role="status" aria-live="polite"></p>
      </section>
    """


def start_game(seed: int) -> str:
    """Create a game with the engine and describe it in one line."""
    try:
        from schotten.options import Options  # type: ignore[import-not-found,unused-ignore]
        from schotten.rules import new_game  # type: ignore[import-not-found,unused-ignore]
    except ImportError as error:
        return f"The rules engine cannot start a game yet ({error})."
    state = new_game(Options(), seed)
    return f"New game started (seed {seed}, {type(state).__name__})."


render_home()


@when("click", "#new-game")
def on_new_game(_event: Any) -> None:
    seed = random.randrange(1, 2**31)
    status = document.getElementById("game-status")
    status.textContent = start_game(seed)
    status.dataset.seed = str(seed)
