"""Textos en español."""

NAME = "Español"

# The default names are common nouns: their article, and its contractions with the
# prepositions the texts put before a name (ui.i18n.name_phrase: "del jugador 1").
NAME_ARTICLES: dict[str, str] = {"Jugador": "el", "Ordenador": "el"}
CONTRACTIONS: dict[tuple[str, str], str] = {("de", "el"): "del", ("a", "el"): "al"}
PREPOSITIONS: tuple[str, ...] = ("de", "a", "por")

STRINGS: dict[str, str] = {
    "app.title": "Schotten Totten",
    "app.tagline": "Dos clanes, nueve piedras, un solo vencedor.",
    "common.back": "Volver",
    "common.close": "Cerrar",
    "common.cancel": "Cancelar",
    "common.dismiss": "Cerrar el mensaje",
    "common.house_rule": "Regla de la casa",
    "common.vs": "{a} contra {b}",
    "start.continue": "Continuar: {a} contra {b}",
    "start.new": "Nueva partida",
    "start.saves": "Partidas guardadas",
    "start.rules": "Reglas",
    "start.settings": "Ajustes",
    "new.title": "Nueva partida",
    "new.player1": "Nombre del primer jugador",
    "new.player2": "Nombre del segundo jugador",
    "new.default1": "Jugador 1",
    "new.default2": "Jugador 2",
    "new.timing": "Momento de reclamar",
    "new.timing.normal": "Normal: reclamar después de jugar una carta",
    "new.timing.expert": "Experto: reclamar solo al comienzo de tu turno",
    "new.rounds": "Número de rondas",
    "new.first": "Quién empieza",
    "new.first.random": "Al azar",
    "new.first.p1": "Primer jugador",
    "new.first.p2": "Segundo jugador",
    "new.player1.vs_computer": "Tu nombre",
    "new.first.p1.vs_computer": "Tú",
    "new.first.p2.vs_computer": "El ordenador",
    "new.start": "Empezar la partida",
    "new.opponent": "Rival",
    "new.opponent.human": "Otra persona en este dispositivo",
    "new.opponent.computer": "El ordenador: {level}",
    "bot.name": "Ordenador ({level})",
    "bot.level.easy": "fácil",
    "bot.level.medium": "medio",
    "bot.level.hard": "difícil",
    "bot.thinking": "{name:the} está jugando…",
    "bot.placed": "{name:the} ha puesto {card} en la piedra {n}.",
    "bot.claimed": "{name:the} ha reclamado la piedra {n}.",
    "bot.passed": "{name:the} ha pasado.",
    "bot.ended": "{name:the} ha terminado su turno. Es tu turno.",
    "bot.placed_elite": "{name:the} ha puesto una tropa de élite, {card}, en la piedra {n}.",
    "bot.ended_clan": "{name:the} ha robado una carta de clan y ha terminado su turno. Es tu "
    "turno.",
    "bot.ended_tactic": "{name:the} ha robado una carta táctica y ha terminado su turno. Es tu "
    "turno.",
    "bot.ended_round": "{name:the} ha terminado su turno.",
    "bot.mode_blind": "{name:the} ha puesto {card} en la piedra {n}: allí solo cuenta la suma de "
    "las cartas.",
    "bot.mode_mud": "{name:the} ha puesto {card} en la piedra {n}: allí cada lado necesita 4 "
    "cartas.",
    "bot.recruited": "{name:the} ha jugado el Reclutador y ha robado {drawn}.",
    "bot.returned.clan1": "{name:the} ha devuelto una carta bajo el mazo de clan.",
    "bot.returned.clan2": "{name:the} ha devuelto 2 cartas bajo el mazo de clan.",
    "bot.returned.tactic1": "{name:the} ha devuelto una carta bajo el mazo táctico.",
    "bot.returned.tactic2": "{name:the} ha devuelto 2 cartas bajo el mazo táctico.",
    "bot.returned.both": "{name:the} ha devuelto una carta bajo el mazo de clan y otra bajo el "
    "mazo táctico.",
    "bot.strategist": "{name:the} ha jugado el Estratega: su carta {card} pasa de la piedra {n} a "
    "la piedra {to}.",
    "bot.strategist_discard": "{name:the} ha jugado el Estratega: ha descartado su carta {card} de "
    "la piedra {n}.",
    "bot.banshee": "{name:the} ha jugado la Banshee: ha descartado tu carta {card} de la piedra "
    "{n}.",
    "bot.traitor": "{name:the} ha jugado el Traidor: se ha llevado tu carta {card} de la piedra "
    "{n} a su lado de la piedra {to}.",
    "board.title": "Turno {name:de}",
    "board.round": "Ronda {n} de {total}",
    "board.score": "Puntuación",
    "board.deck.one": "Mazo: {n} carta",
    "board.deck.other": "Mazo: {n} cartas",
    "board.hand_size.one": "{name}: {n} carta en la mano",
    "board.hand_size.other": "{name}: {n} cartas en la mano",
    "board.your_hand": "Tu mano, {name}",
    "board.stones": "La frontera",
    "board.stone": "Piedra {n}",
    "board.side": "Piedra {n}, lado {name:de}",
    "board.side_cards": "{cards}",
    "board.side_empty": "sin cartas",
    "board.side_count": "{n} de 3",
    "board.claimed_by": "Reclamada {name:por}",
    "board.claim": "Reclamar la piedra {n}",
    "board.claimable": "Reclamar la piedra {n}: puedes ganarla",
    "board.claim_unproven": "Reclamar la piedra {n}: todavía no puedes demostrarla; "
    "toca para ver por qué",
    "board.place_here": "Jugar {card} en la piedra {n}",
    "board.select_card": "{card}",
    "board.selected": "{card}, carta seleccionada",
    "board.pass": "Pasar (ninguna carta se puede jugar)",
    "board.end_turn": "Terminar el turno",
    "board.end_turn_draw": "Terminar el turno y robar",
    "board.undo": "Deshacer la última acción",
    "board.menu": "Menú",
    "board.log": "Registro de la partida",
    "board.log_empty": "Todavía no hay jugadas.",
    "board.rules": "Reglas",
    "board.hint.select": "Elige una carta de tu mano.",
    "board.hint.place": "Elige uno de tus lados de piedra resaltados para {card}.",
    "board.hint.claim": "Reclama piedras si puedes y luego termina tu turno.",
    "board.hint.claim_first": "Variante experta: reclama ahora, antes de jugar una carta.",
    "board.hint.pass": "Ninguna carta se puede jugar: pasa y después aún puedes reclamar.",
    "board.hint.pass_claim_first": "Ninguna carta se puede jugar: reclama ahora lo que puedas y "
    "después pasa.",
    "board.hint.pass_only": "Ninguna carta se puede jugar: debes pasar.",
    "board.hint.end": "Termina tu turno cuando quieras.",
    "board.formation": "{kind}, {total}",
    "board.empty_hand": "Tu mano está vacía.",
    "board.opponent_side": "Cartas {name:de}",
    "handover.title": "Pasa la tableta {name:a}",
    "handover.body": "{name}, es tu turno. Tus cartas siguen ocultas hasta que toques el botón.",
    "handover.reveal": "Soy {name:the}: mostrar mi mano",
    "handover.last": "Turno anterior",
    "handover.resume": "Hola de nuevo. Ahora juega {name:the}.",
    "over.round_title": "Ronda {n}: gana {name:the}",
    "over.match_title": "{name:the} gana la partida",
    "over.match_draw": "La partida termina en empate",
    "over.how.adjacent": "{name:the} controla tres piedras adyacentes.",
    "over.how.five": "{name:the} controla cinco piedras.",
    "over.how.other": "{name:the} gana la ronda.",
    "over.points": "Puntos de la ronda",
    "over.points_line": "{name}: {points}",
    "over.total": "Puntuación de la partida",
    "over.hands": "Las manos al final de la ronda",
    "over.hand_of": "Mano {name:de}",
    "over.next_round": "Empezar la ronda {n}",
    "over.rematch": "Revancha",
    "over.start_screen": "Menú principal",
    "over.board": "La frontera final",
    "saves.title": "Partidas guardadas",
    "saves.empty": "Todavía no hay partidas guardadas.",
    "saves.round": "Ronda {n} de {total}",
    "saves.finished": "Terminada",
    "saves.updated": "Jugada el {date}",
    "saves.open": "Abrir {a} contra {b}",
    "saves.delete": "Borrar {a} contra {b}",
    "saves.confirm_delete": "¿Borrar definitivamente {a} contra {b}?",
    "saves.confirm": "Sí, borrar",
    "saves.export": "Exportar {a} contra {b}",
    "saves.import": "Importar un archivo de partida",
    "saves.deleted": "La partida se borró.",
    "saves.imported": "La partida se importó.",
    "saves.exported": "Se descargó el archivo de la partida.",
    "saves.open_short": "Abrir",
    "saves.export_short": "Exportar",
    "saves.delete_short": "Borrar",
    "saves.classic": "Partida clásica",
    "saves.tactical": "Partida táctica",
    "saves.vs_person": "Dos jugadores",
    "saves.vs_computer": "Contra el ordenador ({level})",
    "saves.duplicate": "Esta partida ya está en tus partidas guardadas.",
    "settings.title": "Ajustes",
    "settings.language": "Idioma",
    "settings.on": "Sí",  # an on/off switch's state, beside it
    "settings.off": "No",
    "settings.saved": "Idioma cambiado.",
    # faster start (a memory snapshot of Python kept on the device)
    "settings.fast_start.title": "Inicio del juego",
    "settings.fast_start": "Iniciar más rápido en este dispositivo",
    "settings.fast_start.size": "Ocupa {size} MB en este dispositivo.",
    "settings.fast_start.pending": "Se prepara en segundo plano para las próximas visitas.",
    "settings.fast_start.failed": "No disponible aquí: el juego se inicia como siempre.",
    "settings.fast_start.quota": "Falta espacio: el juego se inicia como siempre.",
    "settings.fast_start.off": "Desactivado: el juego se inicia como siempre.",
    "settings.fast_start.enabled": "Inicio rápido activado.",
    "settings.fast_start.disabled": "Inicio rápido desactivado; su copia se ha borrado.",
    "number.decimal": ",",
    "log.place": "{name:the} ha puesto {card} en la piedra {n}.",
    "log.claim": "{name:the} ha reclamado la piedra {n}.",
    "log.pass": "{name:the} ha pasado.",
    "log.end": "{name:the} ha terminado su turno.",
    "log.next": "Empieza la ronda {n}.",
    "log.round": "Ronda {n}",
    "msg.selected": "Carta seleccionada: {card}. Elige una piedra.",
    "msg.deselected": "{card} vuelve a tu mano.",
    "msg.placed": "Carta jugada en la piedra {n}: {card}.",
    "msg.claimed": "La piedra {n} es tuya.",
    "msg.undone": "Jugada deshecha.",
    "msg.passed": "Has pasado.",
    "msg.turn_ended": "Turno terminado.",
    "msg.new_game": "Nueva partida: {a} contra {b}.",
    "msg.round_won": "{name:the} gana la ronda {n}.",
    "msg.your_turn": "{name}, es tu turno.",
    "verdict.ok": "Puedes reclamar la piedra {n}.",
    "verdict.stone_claimed": "La piedra {n} ya está reclamada.",
    "verdict.side_incomplete": "Tu lado de la piedra {n} necesita 3 cartas antes de reclamarla.",
    "verdict.opponent_wins": "Las cartas {opponent:de} en la piedra {n} ganan a las tuyas.",
    "verdict.opponent_can_beat": "Todavía no puedes demostrar la piedra {n}: {opponent:the} aún "
    "podría completar su lado así: {cards} ({formation}), que gana a tu combinación ({mine}). Para "
    "completarlo puede usar cualquier carta que no esté en una piedra, también las de tu mano: tu "
    "mano no demuestra nada.",
    "verdict.on_table": "{card} (ya en la mesa)",
    "verdict.table_mark": "ya en la mesa",
    "verdict.opponent_can_beat_plain": "Todavía no puedes demostrar la piedra {n}: {opponent:the} "
    "aún podría ganarte allí.",
    "verdict.not_your_turn": "No es tu turno.",
    "verdict.wrong_phase": "No puedes reclamar la piedra {n} ahora.",
    "verdict.expert_timing": "Variante experta: se reclama al comienzo del turno, antes de jugar "
    "una carta.",
    "verdict.unknown": "No puedes reclamar la piedra {n}.",
    "error.generic": "Esa jugada no está permitida.",
    "error.card_not_in_hand": "{card} no está en tu mano.",
    "error.stone_claimed": "La piedra {n} está reclamada.",
    "error.side_full": "Tu lado de la piedra {n} está completo.",
    "error.not_your_turn": "No es tu turno.",
    "error.pass_not_allowed": "No puedes pasar mientras puedas jugar una carta.",
    "error.already_placed": "Ya has jugado una carta en este turno.",
    "error.must_place_first": "Juega una carta (o pasa) antes de terminar el turno.",
    "error.wrong_phase": "Eso no es posible en este momento del turno.",
    "error.match_over": "La partida ha terminado.",
    "error.round_over": "La ronda ha terminado: empieza la siguiente.",
    "error.finish_recruiter": "Primero termina el Reclutador: devuelve cartas de tu mano bajo "
    "sus mazos.",
    "error.no_recruiter": "No tienes nada que devolver: las cartas solo se devuelven bajo los "
    "mazos después de jugar el Reclutador.",
    "error.round_not_over": "La ronda aún no ha terminado: la siguiente empieza cuando acabe esta.",
    "error.claim_after_play": "Se reclama después de jugar una carta (o pasar).",
    "error.nothing_to_undo": "No hay nada que deshacer.",
    "error.no_card_selected": "Primero elige una carta de tu mano.",
    "storage.full": "El almacenamiento del navegador está lleno: no se pudo guardar esta partida. "
    "Borra partidas antiguas para hacer sitio.",
    "storage.corrupt": "No se pudo leer una partida guardada (los datos están dañados). Se apartó "
    "y tus otras partidas están a salvo.",
    "storage.foreign": "Una partida guardada no es de Schotten Totten. Se apartó y tus otras "
    "partidas están a salvo.",
    "storage.newer": "Una partida se guardó con una versión más reciente del juego: esta "
    "versión no puede abrirla y la deja como está. Tus otras partidas están a salvo.",
    "storage.inconsistent": "Una partida guardada incumple las reglas del juego (fue modificada o "
    "está dañada). Se apartó y tus otras partidas están a salvo.",
    "storage.missing": "Esa partida guardada ya no existe.",
    "storage.unavailable": "El navegador no permite que esta aplicación guarde partidas: se "
    "perderán al cerrar la página.",
    "import.corrupt": "Ese archivo no se puede leer como una partida.",
    "import.foreign": "Ese archivo no es una partida de Schotten Totten.",
    "import.newer": "Ese archivo es de una versión más reciente de esta aplicación.",
    "import.inconsistent": "Ese archivo incumple las reglas del juego.",
    "color.R": "Rojo",
    "color.O": "Naranja",
    "color.Y": "Amarillo",
    "color.G": "Verde",
    "color.B": "Azul",
    "color.P": "Morado",
    "card.name": "{color} {value}",
    "count.clan.one": "{n} carta de clan",
    "count.clan.other": "{n} cartas de clan",
    "count.tactic.one": "{n} carta táctica",
    "count.tactic.other": "{n} cartas tácticas",
    "count.and": "{a} y {b}",
    "kind.color_run": "escalera de color",
    "kind.three_of_a_kind": "trío",
    "kind.color": "color",
    "kind.run": "escalera",
    "kind.sum": "suma",
    "player.p1": "Jugador 1",
    "player.p2": "Jugador 2",
    "rules.title": "Cómo se juega a Schotten Totten",
    "rules.goal.title": "Objetivo",
    "rules.goal.body": "Dos clanes escoceses se disputan las nueve piedras de su frontera. Gana la "
    "ronda quien controle primero tres piedras adyacentes, o cinco piedras en cualquier lugar.",
    "rules.setup.title": "Preparación",
    "rules.setup.body": "Hay 54 cartas de clan: seis colores, valores del 1 al 9. Cada color tiene "
    "su propio símbolo, así que el color nunca es la única forma de distinguirlas. Se barajan y "
    "cada jugador recibe 6. El jugador inicial se elige al crear la partida (o al azar).",
    "rules.turn.title": "Tu turno",
    "rules.turn.body": "- Juega exactamente una carta de tu mano en tu lado de una piedra no "
    "reclamada donde tu lado tenga menos de 3 cartas. Una carta jugada ya no se mueve.\n"
    "- Después reclama tantas piedras como puedas (ver abajo). Es opcional.\n"
    "- Después termina tu turno: robas una carta. Cuando el mazo se acaba, se sigue jugando sin "
    "robar.\n"
    "- Si ninguna de tus cartas se puede jugar, pasas. No se puede pasar mientras se pueda jugar "
    "una carta.",
    "rules.formations.title": "Combinaciones",
    "rules.formations.body": "Cada lado de una piedra forma una combinación de 3 cartas; el orden "
    "en que se jugaron no importa. De la más fuerte a la más débil:",
    "rules.formations.color_run": "escalera de color: mismo color, valores consecutivos",
    "rules.formations.three_of_a_kind": "trío: mismo valor",
    "rules.formations.color": "color: mismo color",
    "rules.formations.run": "escalera: valores consecutivos, cualquier color",
    "rules.formations.sum": "suma: cualquier otra cosa",
    "rules.formations.ties": "No se da la vuelta: 9, 1, 2 no es una escalera. Entre dos "
    "combinaciones del mismo tipo gana la de mayor suma. Mismo tipo y misma suma: gana el jugador "
    "que jugó primero su tercera carta en esa piedra. No hay empates.",
    "rules.claims.title": "Reclamar piedras",
    "rules.claims.body": "- Solo reclama el jugador que tiene el turno, después de jugar una "
    "carta y antes de robar.\n- Tu lado debe estar completo (3 cartas). Nunca se reclama con "
    "menos.\n- Reclamación normal: los dos lados están completos y tu combinación gana.\n- "
    "Reclamación anticipada: el otro lado aún no está completo. Solo puedes reclamar si ninguna "
    "forma de completarlo te gana. La prueba usa solo las cartas que están sobre la mesa: el "
    "rival puede completar con cualquier carta que no esté en una piedra, incluidas las de tu "
    "propia mano. Las cartas de piedras reclamadas cuentan como sobre la mesa.\n- Una combinación "
    "que solo te iguala no te gana, porque tú completaste primero: un 7-8-9 rojo se puede "
    "reclamar incluso frente a un lado vacío.\n- Una piedra reclamada queda cerrada: nadie juega "
    "más cartas en ella, en ningún lado.\n- Cuando se rechaza una reclamación, la aplicación te "
    "dice por qué; en una reclamación anticipada, te muestra cómo podría completar el rival su "
    "lado para ganarte y señala sus cartas que ya están en la mesa.",
    "rules.expert.title": "Variante experta",
    "rules.expert.body": "Con el momento de reclamar experto, solo reclamas piedras al comienzo de "
    "tu turno, antes de jugar una carta. Una piedra que se puede ganar durante tu turno se reclama "
    "en tu turno siguiente, si sigue siendo así.",
    "rules.end.title": "Fin de una ronda",
    "rules.end.body": "La ronda termina en cuanto un jugador controla tres piedras adyacentes o "
    "cinco piedras en total: ese jugador gana. Todas las rondas del juego clásico terminan con un "
    "ganador.",
    "rules.match.title": "Partidas de varias rondas",
    "rules.match.body": "Acordad primero el número de rondas. El ganador de una ronda suma "
    "5 puntos; el perdedor suma 1 punto por cada piedra que controla. Gana quien tenga más puntos.",
    "rules.house.title": "Reglas de la casa",
    "rules.house.intro": "Donde las reglas impresas no dicen nada o se contradicen, esta "
    "aplicación sigue estas reglas de la casa:",
    "rules.house.next_starter": "En una partida de varias rondas, empieza cada ronda el jugador "
    "que no empezó la anterior.",
    "rules.house.pass_claim": "Puedes reclamar piedras incluso en un turno en el que pasas (si no, "
    "el final de una ronda podría bloquearse).",
    "rules.house.tied_match": "Si hay empate a puntos, gana quien haya ganado más rondas; si "
    "también empatan, la partida termina en empate.",
    "rules.app.title": "Jugar en una sola tableta",
    "rules.app.body": "- Toca una carta de tu mano y después uno de tus lados de piedra "
    "resaltados. En un ordenador también puedes arrastrar la carta a la piedra, o usar el "
    "tabulador y las flechas.\n"
    "- Hasta que termines tu turno puedes deshacer tu jugada. Cuando el turno termina y se roba "
    "una carta, la carta se queda donde está.\n"
    "- Entre turnos, una pantalla de relevo oculta todas las manos hasta que el siguiente jugador "
    "toca el botón.\n"
    "- La partida se guarda sola tras cada jugada. Se puede exportar a un archivo e importar de "
    "nuevo.",
    "rules.example": "Ejemplo: {cards}",
    # partidas guardadas: otras pestañas, datos ilegibles, exportaciones que muestran ambas manos
    "storage.moved": "Esta partida avanzó en otra pestaña o ventana, así que esta página no la "
    "sobrescribió. Carga la partida tal como está ahora para seguir.",
    "storage.deleted": "Esta partida se borró en otra pestaña o ventana.",
    "storage.saved_anew": "El guardado de esta partida se dañó en otra pestaña o ventana y se "
    "apartó. Esta página volvió a guardar la partida tal como está aquí, como una partida nueva "
    "en tus partidas guardadas.",
    "storage.followed": "Esta partida avanzó en otra pestaña o ventana: aquí está tal como está "
    "ahora.",
    "storage.load_latest": "Cargar la partida tal como está ahora",
    "saves.unreadable": "Datos ilegibles {n}: no se pudieron leer y se apartaron. Tus otras "
    "partidas están a salvo.",
    "saves.delete_unreadable": "Borrar los datos ilegibles {n}",
    "saves.confirm_delete_unreadable": "¿Borrar definitivamente los datos ilegibles {n}?",
    "saves.export_warning": "Esta partida sigue en juego: el archivo muestra las manos de ambos "
    "jugadores a quien lo abra.",
    "saves.export_anyway": "Descargarlo de todos modos",
    "app.unsafe": "Esta pantalla no se pudo mostrar de forma segura. Tus partidas no se ven "
    "afectadas.",
    # the table in motion: the last turn, a round won on the board, sound and animations
    "table.last_turn": "Último turno {name:de}",
    "table.end.clan": "{name:the} ha robado una carta de clan.",
    "table.end.tactic": "{name:the} ha robado una carta táctica.",
    "table.end.none": "{name:the} ha terminado su turno.",
    "table.recent_card": "recién jugada",
    "table.recent_stone": "Cambiada en el último turno.",
    "table.round_won": "{name:the} gana la ronda {n}: la reclamación ganadora está en el tablero.",
    "table.claim_cue_mine": "Tuya",
    "result.fold": "Mirar el tablero",
    "table.see_result": "Ver el resultado",
    "table.prefs": "Sonido y animaciones",
    "table.sound": "Sonido",
    "table.animations": "Animaciones",
    "table.sound.on": "Sonido activado.",
    "table.sound.off": "Sonido desactivado.",
    "settings.hints.on": "Pistas activadas.",
    "settings.hints.off": "Pistas desactivadas.",
    "table.animations.on": "Animaciones activadas.",
    "table.animations.off": "Animaciones desactivadas.",
    # a round won by a claim, on the board before the result
    "table.won_claim": "{name:the} ha reclamado la piedra {n} y gana la ronda {round}: la "
    "reclamación ganadora está en el tablero.",
    "table.won_claim_stone": "La reclamación que gana la ronda.",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "name.you": "Tú",
    "board.title.you": "Tu turno",
    "board.your_hand.you": "Tu mano",
    "board.side.you": "Piedra {n}, tu lado",
    "board.claimed_by.you": "Reclamada por ti",
    "log.place.you": "Jugaste {card} en la piedra {n}.",
    "log.claim.you": "Reclamaste la piedra {n}.",
    "log.pass.you": "Pasaste.",
    "log.end.you": "Terminaste tu turno.",
    "msg.round_won.you": "Ganas la ronda {n}.",
    "over.round_title.you": "Ronda {n}: ganas tú",
    "over.match_title.you": "Ganas la partida",
    "over.how.adjacent.you": "Controlas tres piedras adyacentes.",
    "over.how.five.you": "Controlas cinco piedras.",
    "over.how.other.you": "Ganas la ronda.",
    "over.hand_of.you": "Tu mano",
    "table.last_turn.you": "Tu último turno",
    "table.end.clan.you": "Has robado una carta de clan.",
    "table.end.tactic.you": "Has robado una carta táctica.",
    "table.end.none.you": "Has terminado tu turno.",
    "table.round_won.you": "Ganas la ronda {n}: la reclamación ganadora está en el tablero.",
    "table.won_claim.you": "Has reclamado la piedra {n} y ganas la ronda {round}: la reclamación "
    "ganadora está en el tablero.",
}

# The table in motion: each tactic card's letters on its face, in this language.
TACTIC_LETTERS: dict[str, str] = {
    "JOKER": "CO",
    "SPY": "ES",
    "SHIELD": "EC",
    "BLIND": "GC",
    "MUD": "LB",
    "RECRUITER": "RE",
    "STRATEGIST": "ET",
    "BANSHEE": "BA",
    "TRAITOR": "TD",
}

#: Tactic cards' names as the hand's faces write them, with soft hyphens where a long word
#: may break (the others as they are named; ``i18n.tactic_face``).
TACTIC_FACES: dict[str, str] = {
    "SHIELD": "Escu\u00addero",
    "RECRUITER": "Reclu\u00adtador",
    "STRATEGIST": "Estra\u00adtega",
    "BANSHEE": "Ban\u00adshee",
}
