"""Textos en español de las lecciones y los retos (fusionados en el idioma por
``ui.i18n``)."""

STRINGS: dict[str, str] = {
    # lecciones
    "lesson.menu": "Aprender a jugar",
    "lesson.invite.title": "¿Es tu primera vez con Schotten Totten?",
    "lesson.invite.body": "Una lección corta en el tablero de verdad te enseña el juego en pocos "
    "minutos: las formaciones, las reclamaciones y cómo ganar.",
    "lesson.invite.start": "Empezar la lección",
    "lesson.invite.dismiss": "Ahora no",
    "lesson.opponent_name": "Morgan",
    "lesson.title": "Lección: {lesson}",
    "lesson.progress": "Paso {i} de {total}",
    "lesson.replies": "{name:the} ha jugado:",
    "lesson.complete": "Lección terminada",
    "lesson.all_done": "Has terminado todas las lecciones: prueba un reto o juega una partida.",
    "lesson.next": "Siguiente lección: {lesson}",
    "lesson.again": "Empezar esta lección de nuevo",
    "lesson.repeat": "Repetir este paso",
    "lesson.back": "Volver un paso",
    "lesson.leave": "Salir de la lección",
    "lesson.won": "Has ganado la ronda: tres piedras seguidas. ¡Muy bien!",
    "lesson.done": "¡Muy bien!",
    "lesson.quiz.title": "¿Cuál es más fuerte?",
    "lesson.quiz.first": "Completada primero",
    "lesson.quiz.this_one": "Esta",
    "lesson.quiz.pick": "Esta es más fuerte: {cards} ({formation})",
    "lesson.reason.kind": "Correcto: {formation} gana a {mine}. Primero cuenta el tipo de "
    "formación, sean cuales sean los valores.",
    "lesson.reason.sum": "Correcto: las dos son del mismo tipo, así que gana el total más alto: "
    "{formation} gana a {mine}.",
    "lesson.reason.first": "Correcto: mismo tipo y mismo total ({formation}), así que el empate "
    "lo gana el lado que se completó primero.",
    "lesson.refused.not_this_step": "Ahora no: este paso pide otra cosa. Vuelve a leer la "
    "indicación de arriba.",
    "lesson.refused.wrong_answer": "No del todo. Compara primero los tipos de formación: "
    "escalera de color, trío, color, escalera y, por último, suma.",
    "lesson.refused.lesson_over": "La lección ha terminado.",
    "lesson.a.color_run": "una escalera de color",
    "lesson.a.three_of_a_kind": "un trío",
    "lesson.a.color": "un color",
    "lesson.a.run": "una escalera",
    "lesson.a.sum": "una suma",
    "lesson.basics.title": "Lo básico",
    "lesson.basics.place.wide": "Juegas tu lado de cada piedra: el de abajo, junto a tu mano.",
    "lesson.basics.place.narrow": "Juegas tu lado de cada piedra: el de la derecha.",
    "lesson.basics.place": "Elige el Verde 6 de tu mano y colócalo en la piedra 2: con el Verde 4 "
    "y el Verde 5 hace {a_made}, la formación más fuerte.",
    "lesson.basics.quiz_run_vs_three": "Tres cartas en un lado componen una formación. De la más "
    "fuerte a la más débil: escalera de color, trío, color, escalera, suma. ¿Cuál de estas dos "
    "es más fuerte?",
    "lesson.basics.quiz_three_vs_color": "Tres cartas del mismo valor o tres del mismo color: "
    "¿cuál es más fuerte?",
    "lesson.basics.quiz_color_vs_run": "Una escalera son tres valores seguidos, de cualquier "
    "color. Una escalera o un color: ¿cuál es más fuerte?",
    "lesson.basics.quiz_run_vs_sum": "Las cartas altas que no forman nada solo cuentan por su "
    "suma. Una suma de 26 o una escalera baja: ¿cuál es más fuerte?",
    "lesson.basics.quiz_sum": "Dos escaleras de color: ¿cuál gana?",
    "lesson.basics.quiz_first": "Dos escaleras con el mismo total: ¿cuál gana?",
    "lesson.basics.claim": "Tu {kind_mine} en la piedra 2 gana a la {kind_theirs} de Morgan. "
    "Reclama la piedra 2.",
    "lesson.basics.claim_refused": "Piedra 4: tu Naranja 3, 4, 5 contra el Morado 8 y el Morado "
    "9 de Morgan, aún sin completar. Intenta reclamar la piedra 4 ahora.",
    "lesson.basics.claim_early": "Piedra 3: tus tres 8 contra el Naranja 6 y el Naranja 7. "
    "{cards_theirs} ya están en la mesa, así que lo mejor que puede completar el lado de Morgan es "
    "{a_theirs}, que pierde contra {a_mine}. Reclama la piedra 3 ahora: las cartas de la mesa lo "
    "demuestran.",
    "lesson.basics.end_turn": "Termina tu turno: robas una carta y juega Morgan.",
    "lesson.basics.place_any": "Morgan ha completado {a_theirs} de {total_theirs} en la piedra 1, "
    "igual que la tuya. Coloca cualquier carta de tu mano en cualquier piedra.",
    "lesson.basics.win": "En la piedra 1 las dos escaleras de {total_mine} empatan, y el empate es "
    "para el lado que se completó primero: el tuyo. Reclama la piedra 1: con las piedras 2 y 3 son "
    "tres seguidas.",
    "lesson.basics.over": "Ya conoces todo el juego: las formaciones, las reclamaciones, las "
    "reclamaciones anticipadas que demuestra la mesa, el desempate y la victoria con tres piedras "
    "contiguas (o cinco en total).",
    "lesson.tactics.title": "Las cartas tácticas",
    "lesson.tactics.joker": "Las cartas tácticas llevan letras y un símbolo. Elige el Comodín y "
    "colócalo en la piedra 1: junto al Rojo 7 y el Rojo 8 cuenta como la mejor carta para ti, "
    "{as_mine}, y hace {a_mine}.",
    "lesson.tactics.claim": "Tu lado de la piedra 1 ya hace {a_mine}. Reclama la piedra 1.",
    "lesson.tactics.end_turn": "Termina tu turno robando una carta de clan.",
    "lesson.tactics.limit": "Intenta jugar el Estratega. Cuidado: solo puedes llevar como mucho "
    "una carta táctica de ventaja a tu rival, y tú has jugado una y Morgan ninguna.",
    "lesson.tactics.end_turn_2": "Termina tu turno robando una carta de clan.",
    "lesson.tactics.place": "Coloca el Rojo 3 en la piedra 5, junto al Amarillo 7.",
    "lesson.tactics.strategist": "Morgan ha jugado Gallina ciega en la piedra 8 (allí solo cuenta "
    "la suma): una carta táctica cada uno. En la piedra 2 como mucho puedes hacer {a_mine}, contra "
    "la {kind_theirs} de Morgan. Juega el Estratega: toca tu Azul 4 de la piedra 2, luego tu lado "
    "de la piedra 4, junto al Azul 5 y el Azul 6, y confirma: {a_moved}.",
    "lesson.tactics.end_turn_3": "Termina tu turno robando una carta de clan.",
    "lesson.tactics.banshee": "El Espía de Morgan cuenta como {as_theirs} en la piedra 6 y hace "
    "{a_theirs}. Juega la Banshee: toca el Espía y confirma. Va a la pila de descartes y, con "
    "{cards_left} en tu piedra 5, el lado de Morgan como mucho puede hacer {a_left}.",
    "lesson.tactics.end_turn_4": "Termina tu turno robando una carta de clan.",
    "lesson.tactics.traitor": "Morgan ha jugado el Escudero en la piedra 9. Juega el Traidor: toca "
    "el Verde 7 de Morgan en la piedra 7, luego tu lado de la piedra 3, junto al Verde 8 y el "
    "Verde 9, y confirma: {a_made}.",
    "lesson.tactics.end_turn_5": "Termina tu turno robando una carta de clan.",
    "lesson.tactics.recruiter": "Morgan ha jugado Lucha en el barro en la piedra 4: allí cada lado "
    "necesita 4 cartas, así que el tuyo vuelve a estar abierto, como mucho {a_mud} de 4 cartas. "
    "Juega el Reclutador: elige cuántas de las tres cartas que robas salen de cada mazo, y "
    "confirma.",
    "lesson.tactics.return": "Ahora toca dos cartas de tu mano para devolverlas bajo sus mazos, y "
    "confirma.",
    "lesson.tactics.over": "Ya has visto cómo funcionan las cartas tácticas: tropas de élite, "
    "modos de combate, las artimañas que mueven, descartan o se llevan una carta, el Reclutador y "
    "el límite de cuántas puedes jugar.",
    # retos
    "puzzle.menu": "Retos",
    "puzzle.title": "Retos",
    "puzzle.today.one": "Resuelto hoy: {n} reto",
    "puzzle.today.other": "Resueltos hoy: {n} retos",
    "puzzle.streak.one": "{n} día seguido",
    "puzzle.streak.other": "{n} días seguidos",
    "puzzle.daily": "Reto del día: {kind}, dificultad {level}",
    "puzzle.daily_solved": "(resuelto)",
    "puzzle.of_the_day": "Reto del día",
    "puzzle.group.one": "Dificultad {level}: {n} resuelto de {count}",
    "puzzle.group.other": "Dificultad {level}: {n} resueltos de {count}",
    "puzzle.count.one": "{n} reto",
    "puzzle.count.other": "{n} retos",
    "puzzle.kind.claims": "Reclamaciones",
    "puzzle.kind.endgame": "Finales de ronda",
    "puzzle.kind.claims.about": "¿Qué piedras puedes reclamar ahora? Solo las cartas de la mesa "
    "sirven de prueba.",
    "puzzle.kind.endgame.about": "El mazo está vacío: encuentra la única jugada que gana la ronda.",
    "puzzle.about": "{kind}, dificultad {level}",
    "puzzle.question.claims": "¿Qué piedras puedes reclamar ahora?",
    "puzzle.question.endgame": "Gana esta ronda",
    "puzzle.task.claims": "Acabas de jugar tu carta. Elige todas las piedras que puedes reclamar "
    "ahora (quizá ninguna) y comprueba.",
    "puzzle.task.endgame": "El mazo está vacío y conoces todas las cartas. Coloca la única carta "
    "que gana la ronda haga lo que haga tu rival.",
    "puzzle.pick": "Piedra {n}",
    "puzzle.picks": "Piedras que reclamar",
    "puzzle.picked": "Piedra {n} elegida.",
    "puzzle.unpicked": "Piedra {n} descartada.",
    "puzzle.check": "Comprobar",
    "puzzle.other_hand": "Mano {name:de}",
    "puzzle.retry": "Intentarlo de nuevo",
    "puzzle.next": "Siguiente reto",
    "puzzle.line": "La línea ganadora, paso {i} de {n}: {said}",
    "puzzle.line_skip": "Saltar al final",
    "puzzle.back": "Todos los retos",
    "puzzle.solved": "Resuelto: exactamente las piedras correctas.",
    "puzzle.wrong.claims": "No del todo: esta es la respuesta para cada piedra.",
    "puzzle.solved.endgame": "Resuelto: {card} en la piedra {n} gana la ronda haga lo que haga "
    "tu rival.",
    "puzzle.wrong.endgame": "{card} en la piedra {n} no gana la ronda.",
    "puzzle.your_claim": "Reclamarías la piedra {n}.",
    "puzzle.reply": "{opponent:the} responde con {card} en la piedra {n}.",
    "puzzle.reply_pass": "{opponent:the} responde pasando.",
    "puzzle.reply_claim": "{opponent:the} reclama la piedra {n}.",
    "puzzle.they_win": "A partir de ahí, {opponent:the} gana la ronda hagas lo que hagas.",
    "puzzle.no_win_left": "A partir de ahí, ya no puedes forzar la victoria.",
    # a wrong answer's refutation drawn on the board (#15)
    "teach.shown.move": "Tu jugada, mostrada aquí: {cards}",
    "teach.shown.reply": "La mejor respuesta, mostrada aquí: {cards}",
    "teach.shown.completion": "Una forma de completar que te gana, mostrada aquí: {cards}",
    "teach.legend.move": "Tu jugada: {cards} en la piedra {n}.",
    "teach.legend.reply": "Mejor respuesta {name:de}: {cards} en la piedra {n}.",
    "teach.legend.completion": "{name:the} aún podría completar la piedra {n} con {cards}.",
}
