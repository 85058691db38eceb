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
    "duet.refused.bad_opening": "una carta que abrió no puede ser la correcta.",
    "duet.refused.bad_proof": "la carta que jugó no es la que tiene.",
    "duet.refused.bad_shuffle": "su barajado no puede ser el correcto.",
    "duet.refused.not_over": "la ronda no ha terminado ni se ha verificado.",
    "duet.fair.dealing": "Repartiendo las cartas de forma justa: paso {n} de {total}…",
    "duet.fair.progress": "Reparto justo",
    "duet.fair.checked": "Reparto justo verificado: los dos barajados y cada carta de la ronda "
    "son los que los dos dispositivos prometieron.",
    "duet.fair.failed.commitment": "La verificación del reparto ha fallado: las claves del otro "
    "dispositivo no son las que prometió al repartir la ronda. Este dispositivo conserva su "
    "partida tal como estaba.",
    "duet.fair.failed.bad_shuffle": "La verificación del reparto ha fallado en el paso {step}: el "
    "barajado del otro dispositivo no corresponde a sus claves. Este dispositivo conserva su "
    "partida tal como estaba.",
    "duet.fair.failed.mismatch": "La verificación del reparto ha fallado en la jugada {move}: las "
    "cartas reales de la ronda no corresponden a las jugadas hechas. Este dispositivo conserva su "
    "partida tal como estaba.",
}
