"""Textos en español de la variante táctica (unidos a ``es.STRINGS`` por ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "tactic.JOKER": "Comodín",
    "tactic.SPY": "Espía",
    "tactic.SHIELD": "Escudero",
    "tactic.BLIND": "Gallina ciega",
    "tactic.MUD": "Lucha en el barro",
    "tactic.RECRUITER": "Reclutador",
    "tactic.STRATEGIST": "Estratega",
    "tactic.BANSHEE": "Banshee",
    "tactic.TRAITOR": "Traidor",
    "tactic.short.JOKER": "Tropa de élite: cualquier color y valor.",
    "tactic.short.SPY": "Tropa de élite: un 7 de cualquier color.",
    "tactic.short.SHIELD": "Tropa de élite: un 1, 2 o 3 de cualquier color.",
    "tactic.short.BLIND": "Modo de combate: esta piedra la gana la suma mayor.",
    "tactic.short.MUD": "Modo de combate: 4 cartas por lado en esta piedra.",
    "tactic.short.RECRUITER": "Roba 3 cartas de los mazos y devuelve 2.",
    "tactic.short.STRATEGIST": "Mueve una de tus cartas a otra piedra, o descártala.",
    "tactic.short.BANSHEE": "Descarta una carta de tu rival.",
    "tactic.short.TRAITOR": "Lleva una carta de clan rival a una de tus piedras.",
    "tactic.kind.elite": "tropa de élite",
    "tactic.kind.mode": "modo de combate",
    "tactic.kind.ruse": "artimaña",
    "tactic.reason.not_your_turn": "{card} no se puede jugar: no es tu turno.",
    "tactic.reason.round_over": "{card} no se puede jugar: la ronda ha terminado.",
    "tactic.reason.already_played": "{card} no se puede jugar: ya has jugado una carta este turno.",
    "tactic.reason.finish_recruiter": "{card} no se puede jugar: primero devuelve las cartas "
    "del Reclutador.",
    "tactic.reason.card_not_in_hand": "{card} no está en tu mano.",
    "tactic.reason.tactic_limit.one": "{card} todavía no se puede jugar: has jugado {n} carta "
    "táctica en esta ronda y tu rival {opponent_played}; solo puedes llevar como mucho una carta "
    "táctica de ventaja.",
    "tactic.reason.tactic_limit.other": "{card} todavía no se puede jugar: has jugado {n} cartas "
    "tácticas en esta ronda y tu rival {opponent_played}; solo puedes llevar como mucho una carta "
    "táctica de ventaja.",
    "tactic.reason.second_joker": "{card} no se puede jugar: ya has jugado un Comodín en esta "
    "ronda.",
    "tactic.reason.no_free_slot": "{card} no se puede jugar: no hay sitio libre.",
    "tactic.reason.no_unclaimed_stone": "{card} no se puede jugar: no hay ninguna piedra "
    "disponible.",
    "tactic.reason.no_card_to_draw": "{card} no se puede jugar: los dos mazos están vacíos.",
    "tactic.reason.no_own_card": "{card} no se puede jugar: ninguna de tus cartas se puede mover.",
    "tactic.reason.no_opponent_card": "{card} no se puede jugar: ninguna carta rival se puede "
    "descartar.",
    "tactic.reason.no_opponent_clan_card": "{card} no se puede jugar: ninguna carta de clan "
    "rival se puede tomar.",
    "tactic.reason.other": "{card} no se puede jugar ahora.",
    # the same, beside the card's name (the note near the hand names the card)
    "tactic.why.not_your_turn": "No se puede jugar: no es tu turno.",
    "tactic.why.round_over": "No se puede jugar: la ronda ha terminado.",
    "tactic.why.already_played": "No se puede jugar: ya has jugado una carta este turno.",
    "tactic.why.finish_recruiter": "No se puede jugar: primero devuelve las cartas del Reclutador.",
    "tactic.why.card_not_in_hand": "No está en tu mano.",
    "tactic.why.tactic_limit.one": "Todavía no se puede jugar: has jugado {n} carta táctica en "
    "esta ronda y tu rival {opponent_played}; solo puedes llevar como mucho una carta táctica de "
    "ventaja.",
    "tactic.why.tactic_limit.other": "Todavía no se puede jugar: has jugado {n} cartas tácticas en "
    "esta ronda y tu rival {opponent_played}; solo puedes llevar como mucho una carta táctica de "
    "ventaja.",
    "tactic.why.second_joker": "No se puede jugar: ya has jugado un Comodín en esta ronda.",
    "tactic.why.no_free_slot": "No se puede jugar: no hay sitio libre.",
    "tactic.why.no_unclaimed_stone": "No se puede jugar: no hay ninguna piedra disponible.",
    "tactic.why.no_card_to_draw": "No se puede jugar: los dos mazos están vacíos.",
    "tactic.why.no_own_card": "No se puede jugar: ninguna de tus cartas se puede mover.",
    "tactic.why.no_opponent_card": "No se puede jugar: ninguna carta rival se puede descartar.",
    "tactic.why.no_opponent_clan_card": "No se puede jugar: ninguna carta de clan rival se puede "
    "tomar.",
    "tactic.why.other": "No se puede jugar ahora.",
    "flow.title": "{card}: paso {i} de {total}",
    "flow.return_title": "Reclutador: devolver cartas",
    "flow.chosen": "Tus elecciones",
    "flow.step.stone": "Elige una piedra.",
    "flow.step.own": "Elige una de tus cartas en la mesa.",
    "flow.step.theirs": "Elige una carta de tu rival.",
    "flow.step.to": "Elige adónde va la carta.",
    "flow.step.draw": "¿Cuántas cartas de cada mazo (3 en total)?",
    "flow.step.return.one": "Elige {n} carta para devolver bajo su mazo.",
    "flow.step.return.other": "Elige las {n} cartas que vuelven bajo sus mazos (la primera va "
    "primero).",
    "flow.opt.stone": "Piedra {n}",
    "flow.opt.to": "A la piedra {n}",
    "flow.opt.discard": "Descartarla",
    "flow.opt.card_on": "{card} en la piedra {n}",
    "flow.confirm": "Confirmar: jugar {card}",
    "flow.back": "Volver un paso",
    "flow.cancel": "Cancelar",
    "flow.started": "{card}: elige paso a paso, o cancela.",
    "flow.cancelled": "{card} sigue en tu mano.",
    "flow.picked": "{choice}: elegido.",
    "flow.picked_ready": "{choice}: elegido. Confirma para jugar {card}.",
    "flow.played": "Carta jugada: {card}.",
    "flow.recruited": "Cartas robadas: ahora elige las cartas que devuelves.",
    "board.tactic_deck": "Mazo táctico: {n}",
    "board.tactics_played.one": "{name}: {n} carta táctica jugada",
    "board.tactics_played.other": "{name}: {n} cartas tácticas jugadas",
    "board.discard": "Descartes ({n})",
    "board.discard_empty": "No hay descartes.",
    "board.end_clan": "Terminar el turno, robar carta de clan",
    "board.end_tactic": "Terminar el turno, robar carta táctica",
    "board.counts_as": "{card} cuenta como {as_}",
    "board.counts_as_short": "= {as_}",
    "board.mode_on": "{card} en esta piedra",
    "board.side_count_of": "{n} de {size} cartas",
    "board.hint.return": "Elige las cartas que vuelven bajo sus mazos.",
    "board.hint.stalemate": "Ambos jugadores han pasado y nadie puede reclamar: termina el "
    "turno para cerrar la ronda.",
    "board.hint.flow": "Elige en el tablero cómo jugar {card}"
    " (las opciones marcadas con un círculo), o cancela.",
    "new.variant": "Partida",
    "new.variant.classic": "Clásica",
    "new.variant.tactical": "Táctica (con cartas tácticas)",
    "over.round_drawn": "Ronda {n} empatada",
    "over.how.stalemate": "Ambos jugadores pasaron y nadie podía reclamar: se contaron las "
    "piedras.",
    "verdict.opponent_can_beat_elites": "Todavía no puedes demostrar la piedra {n}: {opponent:the} "
    "aún podría completar su lado así: {cards} ({formation}), que gana a tu combinación ({mine}); "
    "{elites}. Para completarlo puede usar cualquier carta que no esté en una piedra, también las "
    "de tu mano: tu mano no demuestra nada.",
    "rules.tactical.title": "La variante táctica",
    "rules.tactical.body": "Además de las cartas de clan, un segundo mazo tiene 10 cartas "
    "tácticas. Cada jugador tiene 7 cartas en la mano. Al final de tu turno, mientras tengas "
    "menos de 7 cartas, eliges de qué mazo robar.\nEn lugar de una carta de clan puedes jugar una "
    "carta táctica, pero en una ronda puedes llevar como mucho una carta táctica de ventaja sobre "
    "tu rival: si ya llevas una de ventaja, espera a que él juegue otra. Solo puedes pasar si no "
    "puedes colocar ninguna carta de clan.\nLas artimañas jugadas van a un montón de descartes "
    "visible para todos.",
    "rules.tactic.JOKER": "Tropa de élite, se coloca como una carta de clan. Al juzgar la "
    "piedra toma el color y el valor que más convienen a su dueño. Un Comodín por jugador y "
    "ronda.",
    "rules.tactic.SPY": "Tropa de élite: cuenta como un 7 del color que más convenga.",
    "rules.tactic.SHIELD": "Tropa de élite: cuenta como un 1, 2 o 3 del color que más convenga.",
    "rules.tactic.BLIND": "Modo de combate, sobre una piedra: allí no cuentan las combinaciones, "
    "solo la suma de las cartas.",
    "rules.tactic.MUD": "Modo de combate, sobre una piedra: allí cada lado necesita 4 cartas y se "
    "comparan combinaciones de 4.",
    "rules.tactic.RECRUITER": "Artimaña: roba 3 cartas de los dos mazos como quieras y "
    "devuelve 2 cartas de tu mano bajo sus mazos.",
    "rules.tactic.STRATEGIST": "Artimaña: mueve una de tus cartas de una piedra no reclamada a "
    "otra, o descártala.",
    "rules.tactic.BANSHEE": "Artimaña: descarta una carta rival de una piedra no reclamada.",
    "rules.tactic.TRAITOR": "Artimaña: toma una carta de clan rival de una piedra no reclamada "
    "y colócala en tu lado de una piedra no reclamada.",
    "rules.house.one_joker": "Variante táctica: quien ha jugado un Comodín no puede jugar el "
    "otro en esa ronda, aunque el primero se haya retirado.",
    "rules.house.modes_fixed": "Variante táctica: los modos de combate no se pueden quitar ni "
    "mover.",
    "rules.house.ruse_effect": "Variante táctica: una artimaña sin efecto posible no se puede "
    "jugar.",
    "rules.house.tactic_proofs": "Variante táctica: para demostrar una piedra antes de tiempo, el "
    "rival puede completar con cualquier carta de clan que no esté en juego ni descartada; sus "
    "tropas de élite cuentan a su favor; las cartas tácticas no jugadas no cuentan.",
    "rules.house.stalemate": "Variante táctica: si ambos jugadores pasan seguidos y ninguno "
    "puede reclamar, la ronda termina; la gana quien tenga más piedras, y con las mismas es un "
    "empate.",
    "log.tactic.mode": "{name:the} ha puesto {card} en la piedra {n}.",
    "log.tactic.recruit": "{name:the} ha jugado el Reclutador y ha robado {drawn}.",
    "log.tactic.return.one": "{name:the} ha devuelto {n} carta bajo su mazo.",
    "log.tactic.return.other": "{name:the} ha devuelto {n} cartas bajo sus mazos.",
    "log.tactic.strategist": "{name:the} ha jugado el Estratega: {card} de la piedra {n} a la "
    "piedra {to}.",
    "log.tactic.strategist_discard": "{name:the} ha jugado el Estratega: ha descartado {card} de "
    "la piedra {n}.",
    "log.tactic.banshee": "{name:the} ha jugado la Banshee: ha descartado {card} de la piedra {n}.",
    "log.tactic.traitor": "{name:the} ha jugado el Traidor: {card} de la piedra {n} a la piedra "
    "{to}.",
    # tactic play on the board: the guided play's choices lit on the table
    "tboard.started": "{card}: tus opciones están marcadas con un círculo en el tablero; "
    "toca una, o usa las flechas e Intro.",
    "tboard.where.stone": "Están marcadas con un círculo en el tablero.",
    "tboard.where.own": "Están marcadas con un círculo en el tablero.",
    "tboard.where.theirs": "Están marcadas con un círculo en el tablero.",
    "tboard.where.to": "Las piedras a las que puede ir están marcadas con un círculo en el "
    "tablero.",
    "tboard.where.return": "Están marcadas con un círculo en tu mano: tócalas.",
    "tboard.can_choose": "se puede elegir",
    "tboard.chosen": "tu elección",
    "tboard.to_here": "La carta va aquí",
    "tboard.drawn": "robada por el Reclutador",
    "tboard.drawn_mark": "nueva",
    "tboard.returned": "para devolver, n.º {n}",
    "tboard.preview": "Tras esta jugada:",
    "tboard.side_mine": "tu lado",
    "tboard.side_theirs": "lado de tu rival",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "log.tactic.mode.you": "Pusiste {card} en la piedra {n}.",
    "log.tactic.recruit.you": "Jugaste el Reclutador y robaste {drawn}.",
    "log.tactic.return.you.one": "Devolviste {n} carta bajo su mazo.",
    "log.tactic.return.you.other": "Devolviste {n} cartas bajo sus mazos.",
    "log.tactic.strategist.you": "Jugaste el Estratega: {card} de la piedra {n} a la piedra {to}.",
    "log.tactic.strategist_discard.you": "Jugaste el Estratega: descartaste {card} de la piedra "
    "{n}.",
    "log.tactic.banshee.you": "Jugaste la Banshee: descartaste {card} de la piedra {n}.",
    "log.tactic.traitor.you": "Jugaste el Traidor: {card} de la piedra {n} a la piedra {to}.",
}
