"""Boot. In the page (PyScript, when Python cannot run in a worker): hand the Python side of
the contract (``ui.dom.endpoint``) to the page's adapter (js/python-page.mjs, then js/table.mjs),
which talks to it with the same messages as to the game's worker. In the game's worker
(js/python-worker.mjs runs this file first): nothing; it imports ``ui.dom.endpoint`` itself.

Everything about the site itself (loading screen, boot errors, service worker, update prompt)
lives in ``js/shell.js``; the shell switches to ``#app`` once the first screen is drawn.
"""

from ui.dom import in_worker

if not in_worker():
    from ui.dom.endpoint import connect_page

    connect_page()
