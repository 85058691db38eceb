"""Where games are kept: a small key/value adapter and a repository of saved games on top.

The adapter protocol (``get``/``set``/``remove``/``keys``) has a dict-backed implementation for
tests and one over the browser's ``localStorage`` (handed in by :mod:`ui.dom`; nothing here
imports ``js``). The repository stores each game as the engine's own save text
(:func:`schotten.serialize.dumps`) under its own key, plus an index with what the saved-games
list shows (names, dates, score, revision). A key that cannot be read (a game, its take-back
snapshots, the index, the settings) is never deleted and never overwrites anything: it is moved
under a quarantine key (or, when the storage is too full to move it, left where it is and
skipped) and reported with a problem code; the saved-games list shows it with a delete button.

Two copies of the game on one origin (two versions, say) share this storage. A key written by a
newer version (a save, a record, statistics of a later format ``version``) is left where it is,
as it is, and never written over (``SavesRepository.bad_in_place``, code ``newer``): this copy
refuses it, the newer one still reads it. Index lines and settings keep the fields this copy
does not know, and the lines of games held for a newer version, whenever it rewrites them.

Everything read from storage or a file goes through :func:`schotten.serialize.read_json` (size,
nesting, finite numbers). Every write of a game (its text, its take-back snapshots, its index
line) lands together or not at all, and refuses to replace another revision than the one this
page loaded (``SaveConflict``: another tab moved the game on), a newer version's text whatever
its revision, or a text damaged since (set aside; the page saves its game again under a new
key). Each write is also kept on disk by the saves' journal of the page (js/journal.mjs),
which puts back at the start what ``localStorage`` lost.

The modules, each imported by its own name (this package re-exports nothing):

- :mod:`~ui.storage.layout`: the keys (``GAME_PREFIX``, ``INDEX_KEY``...), game ids, quarantine
  keys, the problem codes, ``export_filename``;
- :mod:`~ui.storage.errors`: ``StorageFullError``, ``StorageUnavailableError``,
  ``KeptKeyError``, ``SaveProblem``;
- :mod:`~ui.storage.adapters`: ``Storage``, ``MemoryStorage``, ``PageStorage``;
- :mod:`~ui.storage.records`: reading a save or any stored JSON (``read_save``, ``read_json``,
  ``written_by_newer``);
- :mod:`~ui.storage.entry`: ``SaveEntry``, a line of the saved-games list;
- :mod:`~ui.storage.undo`: a game's take-back snapshots;
- :mod:`~ui.storage.quarantine`: the keys set aside or left in place, and the reads that find
  them;
- :mod:`~ui.storage.writes`: several keys written together or not at all (a full storage);
- :mod:`~ui.storage.conflict`: ``SaveConflict``, another tab's game;
- :mod:`~ui.storage.index`: the index of saved games;
- :mod:`~ui.storage.repository`: ``SavesRepository``, the games, the pointer to the current
  one, the settings, the reviews.
"""
