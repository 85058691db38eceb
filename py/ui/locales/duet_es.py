"""Textos en español de una partida en dos dispositivos: el lado del juego."""

STRINGS: dict[str, str] = {
    "import.two_devices": (
        "Ese archivo es una partida en dos dispositivos todavía en juego: solo sus dos "
        "dispositivos pueden continuarla."
    ),
    "duet.pair_again": "Crear un código nuevo",
    "duet.drawing": "Esperando a que el otro dispositivo te reparta tus cartas…",
    "duet.lost": "El dispositivo {name:de} ya no está: la partida espera. Crea un código nuevo "
    "para seguir.",
    "duet.offline": "El dispositivo {name:de} no está conectado: crea un código nuevo para seguir.",
    "duet.refused": "El otro dispositivo envió una jugada que no está permitida: {why} Aquí no "
    "ha cambiado nada.",
    "duet.refused.malformed": "su mensaje no se pudo leer.",
    "duet.refused.not_your_turn": "no era el turno de ese jugador.",
    "duet.refused.stale": "llegó fuera de orden.",
    "duet.refused.not_held": "juega una carta que ese jugador no tiene.",
    "duet.refused.illegal": "las reglas no lo permiten.",
    "duet.refused.bad_draw": "las cartas que dice haber robado no pueden ser las correctas.",
    "duet.refused.bad_deal": "las cartas que repartió no pueden ser las correctas.",
    "duet.refused.mismatch": "las cartas de la ronda no coinciden con las jugadas.",
    "duet.refused.commitment": "su mazo no es el que prometió al empezar.",
    "duet.disagree": "Los dos dispositivos no coinciden en esta partida: cada uno conserva su "
    "partida guardada.",
    "duet.they_refused": "El dispositivo {name:de} rechazó una jugada enviada desde aquí: la "
    "partida sigue como estaba.",
    "duet.they_refused_disagree": "El dispositivo {name:de} no coincide en esta partida: cada "
    "uno conserva su partida guardada.",
}
