"""Boot: mount the game screens (``py/ui``) into ``<main id="app">``.

Everything about the site itself (loading screen, boot errors, service worker, update prompt)
lives in ``js/shell.js``; the shell switches to ``#app`` once this script has run.
"""

from ui.dom import mount

PAGE = mount()
