"""One controller per family of screens, under the router :class:`ui.app.App`.

Each holds its own state and answers the intents :data:`ui.app.ROUTES` sends it with effects
(:mod:`ui.effects`); they share the services of :class:`.shared.Shared` (the saves, the words,
the clock, the preferences): :mod:`.play` the game on the table (turn, computer, hint, tracker,
take-back), :mod:`.saves` the new-game form and the saved games, :mod:`.settings` the settings
and the backup, :mod:`.replay` the replay and the review, :mod:`.teach` the lessons and
puzzles, :mod:`.stats` the statistics.
"""
