"""The game screens: one pipeline from the engine to the page (see docs/ui.md), saves, translations.

Only :mod:`ui.dom` touches the browser; everything else runs and is tested on CPython.
"""
