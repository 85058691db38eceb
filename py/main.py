"""Boot. In the page (PyScript, when Python cannot run in a worker): mount the game screens
(``py/ui``) into ``<main id="app">``. In the game's worker (js/python-worker.mjs runs this file
first): nothing yet; ``ui.dom.worker`` starts the app on the page's first message.

Everything about the site itself (loading screen, boot errors, service worker, update prompt)
lives in ``js/shell.js``; the shell switches to ``#app`` once the first screen is drawn.
"""

from ui.dom import in_worker, mount

if not in_worker():
    PAGE = mount()
