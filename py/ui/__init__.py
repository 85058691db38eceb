"""The game screens: pure rendering, a controller over the engine, saves, translations.

Only :mod:`ui.dom` touches the browser; everything else runs and is tested on CPython.
"""
