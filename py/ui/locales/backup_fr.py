"""Textes français des sauvegardes qui survivent au navigateur et à une seconde copie (#29)."""

STRINGS: dict[str, str] = {
    # les données d'une version plus récente, laissées telles quelles
    "storage.kept_newer": "Ceci a été sauvegardé par une version plus récente du jeu : cette "
    "version le laisse tel quel.",
    "saves.newer": "Sauvegardée par une version plus récente du jeu : ouvre-la avec cette "
    "version-là. Celle-ci ne peut pas l'ouvrir et la laisse telle quelle.",
    "saves.newer_unnamed": "Partie {n} d'une version plus récente",
    "saves.newer_delete": "Supprimer {game}",
    "saves.newer_confirm": "Supprimer définitivement {game} ? La version plus récente ne la "
    "trouvera plus non plus.",
    "stats.newer": "Ces statistiques appartiennent à une version plus récente du jeu : cette "
    "version n'en montre aucune et les laisse telles quelles.",
    # réglages : les parties sauvegardées sur cet appareil
    "backup.title": "Tes parties sauvegardées sur cet appareil",
    "backup.persist.granted": "Ce navigateur garde tes parties : il ne les effacera pas pour "
    "faire de la place.",
    "backup.persist.not_granted": "Ce navigateur peut effacer tes parties quand la place "
    "manque, ou après sept jours sans visite (Safari). Exporte tout pour en garder une copie.",
    "backup.persist.unsupported": "On ne peut pas demander à ce navigateur de garder tes "
    "parties : exporte tout pour en garder une copie.",
    "backup.persist.unknown": "Exporte tout pour garder une copie de tes parties, de tes "
    "statistiques et de tes énigmes.",
    "backup.persist.ask": "Demander au navigateur de les garder",
    "backup.persist.yes": "Le navigateur garde désormais tes parties.",
    "backup.persist.no": "Le navigateur n'a pas accepté de les garder : exporte tout de temps "
    "en temps.",
    "backup.export": "Tout exporter",
    "backup.import": "Tout importer",
    "backup.last": "Dernier export le {date}.",
    "backup.never": "Jamais exporté depuis cet appareil.",
    "backup.exported.one": "Tout a été exporté dans un seul fichier : {n} partie, les "
    "statistiques, les leçons et les énigmes.",
    "backup.exported.other": "Tout a été exporté dans un seul fichier : {n} parties, les "
    "statistiques, les leçons et les énigmes.",
    "backup.left_out.one": "{n} partie sauvegardée par une version plus récente n'y est pas : "
    "exporte-la depuis cette version.",
    "backup.left_out.other": "{n} parties sauvegardées par une version plus récente n'y sont "
    "pas : exporte-les depuis cette version.",
    "backup.imported": "La sauvegarde a été importée.",
    "backup.added.one": "{n} partie ajoutée.",
    "backup.added.other": "{n} parties ajoutées.",
    "backup.same.one": "{n} partie était déjà là.",
    "backup.same.other": "{n} parties étaient déjà là.",
    "backup.replaced.one": "{n} partie remplacée par celle de la sauvegarde.",
    "backup.replaced.other": "{n} parties remplacées par celles de la sauvegarde.",
    "backup.both.one": "{n} partie gardée en double : telle qu'elle était ici, et telle que "
    "dans la sauvegarde.",
    "backup.both.other": "{n} parties gardées en double : telles qu'elles étaient ici, et "
    "telles que dans la sauvegarde.",
    "backup.merged": "Les statistiques, les leçons et les énigmes ont été ajoutées à celles de "
    "cet appareil.",
    "backup.question.one": "La sauvegarde contient {n} partie aussi sauvegardée ici, à un autre "
    "moment. La remplacer par celle de la sauvegarde, ou garder les deux ?",
    "backup.question.other": "La sauvegarde contient {n} parties aussi sauvegardées ici, à un "
    "autre moment. Les remplacer par celles de la sauvegarde, ou garder les deux ?",
    "backup.replace": "Remplacer par la sauvegarde",
    "backup.keep": "Garder les deux",
    "backup.cancelled": "Rien n'a été importé.",
    "backup.bad": "Cette sauvegarde n'a pas pu être lue en entier : rien n'a été importé.",
    "backup.newer_file": "Cette sauvegarde vient d'une version plus récente du jeu : rien n'a "
    "été importé.",
    "backup.full": "Le stockage du navigateur est plein : rien de la sauvegarde n'a été "
    "importé. Supprime d'anciennes parties pour faire de la place.",
    "backup.held": "Cet appareil garde des statistiques ou une progression d'une version plus "
    "récente du jeu, que la sauvegarde modifierait : rien n'a été importé.",
    "backup.remind": "Tes parties ne sont gardées que par ce navigateur, qui peut les effacer. "
    "Exporte tout dans les Réglages pour en garder une copie.",
}
