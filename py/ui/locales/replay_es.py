"""Textos en español del visor de partidas y del análisis (fusionados por ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "replay.open": "Repetir la partida",
    "replay.open_short": "Repetir",
    "replay.open_game": "Repetir {a} contra {b}",
    "replay.title": "Repetición: {a} contra {b}",
    "replay.title_link": "Partida compartida: {a} contra {b}",
    "replay.close": "Cerrar la repetición",
    "replay.controls": "Recorrer la partida",
    "replay.first": "Primera posición",
    "replay.back": "Jugada anterior",
    "replay.forward": "Jugada siguiente",
    "replay.last": "Última posición",
    "replay.slider": "Posición en la partida",
    "replay.position": "Jugada {n} de {total}",
    "replay.deal": "Se reparten las cartas.",
    "replay.own_view": "Esta partida sigue en juego: solo se muestran tus propias cartas.",
    "replay.log": "Jugadas",
    "replay.share": "Copiar el enlace",
    "replay.export": "Descargar el archivo",
    "replay.save": "Guardar esta partida",
    "replay.saved": "La partida ya está entre tus partidas guardadas.",
    "replay.link_label": "Enlace a esta partida",
    "replay.copied": "Enlace copiado.",
    "replay.copy_here": "Copia el enlace del campo de abajo.",
    "replay.link.bad_link": "Este enlace no contiene ninguna partida: quizá esté cortado.",
    "replay.link.too_long": "Este enlace es demasiado largo para ser una partida.",
    "replay.link.not_deflate": "Este enlace está dañado o cortado.",
    "replay.link.bad_json": "La partida de este enlace está dañada.",
    "replay.link.unsupported_version": "Este enlace viene de una versión más reciente del juego.",
    "replay.link.corrupt": "La partida de este enlace está dañada o incumple las reglas.",
    "replay.link.in_progress": "Este enlace contiene una partida que sigue en juego: no se "
    "puede mostrar.",
    "review.open": "Analizar la partida",
    "review.title": "Análisis del ordenador",
    "review.intro": "El ordenador juzga cada carta jugada según lo que su jugador podía ver en "
    "ese momento.",
    "review.start": "Analizar",
    "review.progress.one": "{n} carta jugada analizada por ahora",
    "review.progress.other": "{n} cartas jugadas analizadas por ahora",
    "review.cancel": "Cancelar el análisis",
    "review.started": "El análisis ha empezado.",
    "review.cancelled": "Análisis cancelado.",
    "review.done": "El análisis ha terminado.",
    "review.no_plays": "No se ha juzgado ninguna jugada.",
    "review.counts": "Veredictos",
    "review.not_kept": "Este análisis no se conserva: guarda la partida para conservarlo.",
    "review.note.none": "El ordenador no tiene nada que decir de esta jugada.",
    "review.note.best": "{name:the} ha hecho la mejor jugada encontrada: un {after} % de ganar la "
    "ronda.",
    "review.note.good": "Una buena jugada {name:de}: un {after} % de ganar la ronda (un {before} % "
    "con la elección del ordenador).",
    "review.note.inaccuracy": "Una imprecisión {name:de}: un {after} % de ganar la ronda después, "
    "un {before} % con la mejor jugada encontrada.",
    "review.note.mistake": "Un error {name:de}: un {after} % de ganar la ronda después, un "
    "{before} % con la mejor jugada encontrada.",
    "review.note.blunder": "Un error grave {name:de}: un {after} % de ganar la ronda después, un "
    "{before} % con la mejor jugada encontrada.",
    "review.note.better": "Mejor: {card} en la piedra {n}, marcada en el tablero.",
    "review.note.better_other": "Mejor: {play}",
    "review.note.miss": "Una reclamación perdida: {name:the} podía reclamar la piedra {n} aquí.",
    "review.note.miss_round": "Una reclamación perdida: {name:the} podía reclamar la piedra {n} "
    "aquí y ganar la ronda en el acto.",
    "review.verdict.good": "buena",
    "review.verdict.inaccuracy": "imprecisión",
    "review.verdict.mistake": "error",
    "review.verdict.blunder": "error grave",
    "review.verdict.miss": "reclamación perdida",
    # the learning tools' marks in the log
    "replay.mark.hint": "tras una pista",
    "replay.mark.takeback": "jugado de nuevo tras deshacer el turno",
    "review.ghost": "la mejor jugada, no hecha: {card}",
    "review.ghost_mark": "mejor",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "review.note.best.you": "Hiciste la mejor jugada encontrada: un {after} % de ganar la ronda.",
    "review.note.good.you": "Una buena jugada tuya: un {after} % de ganar la ronda (un {before} % "
    "con la elección del ordenador).",
    "review.note.inaccuracy.you": "Una imprecisión tuya: un {after} % de ganar la ronda después, "
    "un {before} % con la mejor jugada encontrada.",
    "review.note.mistake.you": "Un error tuyo: un {after} % de ganar la ronda después, un "
    "{before} % con la mejor jugada encontrada.",
    "review.note.blunder.you": "Un error grave tuyo: un {after} % de ganar la ronda después, un "
    "{before} % con la mejor jugada encontrada.",
    "review.note.miss.you": "Una reclamación perdida: podías reclamar la piedra {n} aquí.",
    "review.note.miss_round.you": "Una reclamación perdida: podías reclamar la piedra {n} aquí y "
    "ganar la ronda en el acto.",
    "review.graph_title": "Probabilidad {name:de} de ganar la ronda",
    "review.graph_title.you": "Tu probabilidad de ganar la ronda",
    "review.graph_one": "Probabilidad {name:de} de ganar la ronda a lo largo de la partida, "
    "cada punto la media de unas pocas jugadas juzgadas, con una banda para su incertidumbre: "
    "un {first} % tras la primera, un {last} % tras la última y un mínimo del {low} % en la "
    "jugada {at}.",
    "review.graph_one.you": "Tu probabilidad de ganar la ronda a lo largo de la partida, cada "
    "punto la media de unas pocas jugadas juzgadas, con una banda para su incertidumbre: un "
    "{first} % tras la primera, un {last} % tras la última y un mínimo del {low} % en la jugada "
    "{at}.",
    "review.marked": "Jugadas marcadas {name:de}: ir a la jugada",
    "review.marked.you": "Tus jugadas marcadas: ir a la jugada",
    "review.marked_move": "Jugada {n}: {verdict}",
    "review.marked_none": "Ninguna jugada {name:de} está marcada como imprecisión, error o error "
    "grave.",
    "review.marked_none.you": "Ninguna de tus jugadas está marcada como imprecisión, error o error "
    "grave.",
    "review.whose": "La probabilidad de quién",
}
