"""Textos en español de las partidas que sobreviven al navegador y a una segunda copia (#29)."""

STRINGS: dict[str, str] = {
    # los datos de una versión más reciente, que se dejan como están
    "storage.kept_newer": "Esto lo guardó una versión más reciente del juego: esta versión lo "
    "deja como está.",
    "saves.newer": "Guardada con una versión más reciente del juego: ábrela en esa versión. "
    "Esta no puede abrirla y la deja como está.",
    "saves.newer_unnamed": "Partida {n} de una versión más reciente",
    "saves.newer_delete": "Borrar {game}",
    "saves.newer_confirm": "¿Borrar definitivamente {game}? La versión más reciente tampoco la "
    "encontrará.",
    "stats.newer": "Estas estadísticas son de una versión más reciente del juego: esta versión "
    "no muestra ninguna y las deja como están.",
    # ajustes: las partidas guardadas en este dispositivo
    "backup.title": "Tus partidas guardadas en este dispositivo",
    "backup.persist.granted": "Este navegador conserva tus partidas: no las borrará para hacer "
    "sitio.",
    "backup.persist.not_granted": "Este navegador puede borrar tus partidas cuando le falte "
    "espacio, o tras siete días sin visitas (Safari). Exporta todo para guardar una copia.",
    "backup.persist.unsupported": "A este navegador no se le puede pedir que conserve tus "
    "partidas: exporta todo para guardar una copia.",
    "backup.persist.unknown": "Exporta todo para guardar una copia de tus partidas, tus "
    "estadísticas y tus retos.",
    "backup.persist.ask": "Pedir al navegador que las conserve",
    "backup.persist.yes": "El navegador ya conserva tus partidas.",
    "backup.persist.no": "El navegador no ha aceptado conservarlas: exporta todo de vez en cuando.",
    "backup.export": "Exportar todo",
    "backup.import": "Importar todo",
    "backup.last": "Última exportación: {date}.",
    "backup.never": "Nunca se ha exportado desde este dispositivo.",
    "backup.exported.one": "Se ha exportado todo en un solo archivo: {n} partida, las "
    "estadísticas, las lecciones y los retos.",
    "backup.exported.other": "Se ha exportado todo en un solo archivo: {n} partidas, las "
    "estadísticas, las lecciones y los retos.",
    "backup.left_out.one": "{n} partida guardada con una versión más reciente no está incluida: "
    "expórtala desde esa versión.",
    "backup.left_out.other": "{n} partidas guardadas con una versión más reciente no están "
    "incluidas: expórtalas desde esa versión.",
    "backup.imported": "Se ha importado la copia.",
    "backup.added.one": "{n} partida añadida.",
    "backup.added.other": "{n} partidas añadidas.",
    "backup.same.one": "{n} partida ya estaba aquí.",
    "backup.same.other": "{n} partidas ya estaban aquí.",
    "backup.replaced.one": "{n} partida sustituida por la de la copia.",
    "backup.replaced.other": "{n} partidas sustituidas por las de la copia.",
    "backup.both.one": "{n} partida guardada dos veces: como estaba aquí y como está en la copia.",
    "backup.both.other": "{n} partidas guardadas dos veces: como estaban aquí y como están en "
    "la copia.",
    "backup.merged": "Las estadísticas, las lecciones y los retos se han añadido a los de "
    "este dispositivo.",
    "backup.question.one": "La copia contiene {n} partida que también está guardada aquí, en "
    "otro momento. ¿Sustituirla por la de la copia o conservar ambas?",
    "backup.question.other": "La copia contiene {n} partidas que también están guardadas aquí, "
    "en otro momento. ¿Sustituirlas por las de la copia o conservar ambas versiones?",
    "backup.replace": "Sustituir por la copia",
    "backup.keep": "Conservar ambas",
    "backup.cancelled": "No se ha importado nada.",
    "backup.bad": "No se ha podido leer la copia entera: no se ha importado nada.",
    "backup.newer_file": "Esa copia es de una versión más reciente del juego: no se ha "
    "importado nada.",
    "backup.full": "El almacenamiento del navegador está lleno: no se ha importado nada de la "
    "copia. Borra partidas antiguas para hacer sitio.",
    "backup.held": "Este dispositivo guarda estadísticas o progresos de una versión más "
    "reciente del juego, que la copia cambiaría: no se ha importado nada.",
    "backup.remind": "Tus partidas solo las conserva este navegador, que puede borrarlas. "
    "Exporta todo en Ajustes para guardar una copia.",
}
