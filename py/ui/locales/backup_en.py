"""English texts of the saves that outlive the browser's storage and a second copy (#29)."""

STRINGS: dict[str, str] = {
    # a newer version's data, kept as it is
    "storage.kept_newer": "This was saved by a newer version of the game: this version leaves "
    "it as it is.",
    "saves.newer": "Saved by a newer version of the game: open it there. This version cannot "
    "open it and leaves it as it is.",
    "saves.newer_unnamed": "Game {n} of a newer version",
    "saves.newer_delete": "Delete {game}",
    "saves.newer_confirm": "Delete {game} for good? The newer version will not find it either.",
    "stats.newer": "These statistics are kept by a newer version of the game: this version "
    "shows none and leaves them as they are.",
    # settings: the saved games on this device
    "backup.title": "Your saved games on this device",
    "backup.persist.granted": "This browser keeps your saved games: it will not clear them to "
    "make room.",
    "backup.persist.not_granted": "This browser may clear your saved games when it runs short "
    "of space, or after seven days without a visit (Safari). Export everything to keep a copy.",
    "backup.persist.unsupported": "This browser cannot be asked to keep your saved games: "
    "export everything to keep a copy.",
    "backup.persist.unknown": "Export everything to keep a copy of your saved games, your "
    "statistics and your puzzles.",
    "backup.persist.ask": "Ask the browser to keep them",
    "backup.persist.yes": "The browser now keeps your saved games.",
    "backup.persist.no": "The browser did not agree to keep them: export everything from time "
    "to time.",
    "backup.export": "Export everything",
    "backup.import": "Import everything",
    "backup.last": "Last exported {date}.",
    "backup.never": "Never exported from this device.",
    "backup.exported.one": "Everything was exported in one file: {n} game, the statistics, the "
    "lessons and the puzzles.",
    "backup.exported.other": "Everything was exported in one file: {n} games, the statistics, "
    "the lessons and the puzzles.",
    "backup.left_out.one": "{n} game saved by a newer version is not in it: export it from "
    "that version.",
    "backup.left_out.other": "{n} games saved by a newer version are not in it: export them "
    "from that version.",
    "backup.imported": "The backup was imported.",
    "backup.added.one": "{n} game added.",
    "backup.added.other": "{n} games added.",
    "backup.same.one": "{n} game was already here.",
    "backup.same.other": "{n} games were already here.",
    "backup.replaced.one": "{n} game replaced by the backup's.",
    "backup.replaced.other": "{n} games replaced by the backup's.",
    "backup.both.one": "{n} game kept twice: as it was here, and as in the backup.",
    "backup.both.other": "{n} games kept twice: as they were here, and as in the backup.",
    "backup.merged": "The statistics, lessons and puzzles were added to this device's.",
    "backup.question.one": "The backup holds {n} game that is also saved here, at another "
    "point. Replace it with the backup's, or keep both?",
    "backup.question.other": "The backup holds {n} games that are also saved here, at another "
    "point. Replace them with the backup's, or keep both?",
    "backup.replace": "Replace with the backup's",
    "backup.keep": "Keep both",
    "backup.cancelled": "Nothing was imported.",
    "backup.bad": "That backup could not be read whole: nothing was imported.",
    "backup.newer_file": "That backup was made by a newer version of the game: nothing was "
    "imported.",
    "backup.full": "The browser's storage is full: nothing of the backup was imported. Delete "
    "old saved games to make room.",
    "backup.held": "This device holds statistics or progress of a newer version of the game, "
    "which the backup would change: nothing was imported.",
    "backup.remind": "Your saved games are kept only by this browser, which may clear them. "
    "Export everything in Settings to keep a copy.",
}
