"""Textes français de la variante tactique (fusionnés dans ``fr.STRINGS`` par ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "tactic.JOKER": "Joker",
    "tactic.SPY": "Espion",
    "tactic.SHIELD": "Porte-bouclier",
    "tactic.BLIND": "Colin-maillard",
    "tactic.MUD": "Combat de boue",
    "tactic.RECRUITER": "Recruteur",
    "tactic.STRATEGIST": "Stratège",
    "tactic.BANSHEE": "Banshee",
    "tactic.TRAITOR": "Traître",
    "tactic.short.JOKER": "Troupe d'élite : n'importe quelle couleur et valeur.",
    "tactic.short.SPY": "Troupe d'élite : un 7 de n'importe quelle couleur.",
    "tactic.short.SHIELD": "Troupe d'élite : un 1, 2 ou 3 de n'importe quelle couleur.",
    "tactic.short.BLIND": "Mode de combat : cette borne va à la plus forte somme.",
    "tactic.short.MUD": "Mode de combat : 4 cartes par côté sur cette borne.",
    "tactic.short.RECRUITER": "Pioche 3 cartes, puis remets-en 2.",
    "tactic.short.STRATEGIST": "Déplace une de tes cartes vers une autre borne, ou défausse-la.",
    "tactic.short.BANSHEE": "Défausse une carte de ton adversaire.",
    "tactic.short.TRAITOR": "Prends une carte clan adverse et pose-la sur une de tes bornes.",
    "tactic.kind.elite": "troupe d'élite",
    "tactic.kind.mode": "mode de combat",
    "tactic.kind.ruse": "ruse",
    "tactic.reason.not_your_turn": "Impossible de jouer {card} : ce n'est pas ton tour.",
    "tactic.reason.round_over": "Impossible de jouer {card} : la manche est finie.",
    "tactic.reason.already_played": "Impossible de jouer {card} : tu as déjà joué une carte ce "
    "tour-ci.",
    "tactic.reason.finish_recruiter": "Impossible de jouer {card} : remets d'abord les cartes du "
    "Recruteur.",
    "tactic.reason.card_not_in_hand": "{card} n'est pas dans ta main.",
    "tactic.reason.tactic_limit.one": "Impossible de jouer {card} pour l'instant : tu as joué {n} "
    "carte tactique dans cette manche et ton adversaire {opponent_played} ; tu peux avoir au plus "
    "une carte tactique d'avance.",
    "tactic.reason.tactic_limit.other": "Impossible de jouer {card} pour l'instant : tu as joué "
    "{n} cartes tactiques dans cette manche et ton adversaire {opponent_played} ; tu peux avoir "
    "au plus une carte tactique d'avance.",
    "tactic.reason.second_joker": "Impossible de jouer {card} : tu as déjà joué un Joker dans "
    "cette manche.",
    "tactic.reason.no_free_slot": "Impossible de jouer {card} : aucune place libre.",
    "tactic.reason.no_unclaimed_stone": "Impossible de jouer {card} : aucune borne ne peut la "
    "recevoir.",
    "tactic.reason.no_card_to_draw": "Impossible de jouer {card} : les deux pioches sont vides.",
    "tactic.reason.no_own_card": "Impossible de jouer {card} : aucune de tes cartes ne peut "
    "bouger.",
    "tactic.reason.no_opponent_card": "Impossible de jouer {card} : aucune carte adverse ne peut "
    "être défaussée.",
    "tactic.reason.no_opponent_clan_card": "Impossible de jouer {card} : aucune carte clan "
    "adverse ne peut être prise.",
    "tactic.reason.other": "Impossible de jouer {card} maintenant.",
    # the same, beside the card's name (the note near the hand names the card)
    "tactic.why.not_your_turn": "Impossible à jouer : ce n'est pas ton tour.",
    "tactic.why.round_over": "Impossible à jouer : la manche est finie.",
    "tactic.why.already_played": "Impossible à jouer : tu as déjà joué une carte ce tour-ci.",
    "tactic.why.finish_recruiter": "Impossible à jouer : remets d'abord les cartes du Recruteur.",
    "tactic.why.card_not_in_hand": "Pas dans ta main.",
    "tactic.why.tactic_limit.one": "Impossible à jouer pour l'instant : tu as joué {n} carte "
    "tactique dans cette manche et ton adversaire {opponent_played} ; tu peux avoir au plus une "
    "carte tactique d'avance.",
    "tactic.why.tactic_limit.other": "Impossible à jouer pour l'instant : tu as joué {n} cartes "
    "tactiques dans cette manche et ton adversaire {opponent_played} ; tu peux avoir au plus une "
    "carte tactique d'avance.",
    "tactic.why.second_joker": "Impossible à jouer : tu as déjà joué un Joker dans cette manche.",
    "tactic.why.no_free_slot": "Impossible à jouer : aucune place libre.",
    "tactic.why.no_unclaimed_stone": "Impossible à jouer : aucune borne ne peut la recevoir.",
    "tactic.why.no_card_to_draw": "Impossible à jouer : les deux pioches sont vides.",
    "tactic.why.no_own_card": "Impossible à jouer : aucune de tes cartes ne peut bouger.",
    "tactic.why.no_opponent_card": "Impossible à jouer : aucune carte adverse ne peut être "
    "défaussée.",
    "tactic.why.no_opponent_clan_card": "Impossible à jouer : aucune carte clan adverse ne peut "
    "être prise.",
    "tactic.why.other": "Impossible à jouer maintenant.",
    "flow.title": "{card} : étape {i} sur {total}",
    "flow.return_title": "Recruteur : remettre des cartes",
    "flow.chosen": "Tes choix",
    "flow.step.stone": "Choisis une borne.",
    "flow.step.own": "Choisis une de tes cartes sur la table.",
    "flow.step.theirs": "Choisis une carte de ton adversaire.",
    "flow.step.to": "Choisis où va la carte.",
    "flow.step.draw": "Combien de cartes dans chaque pioche (3 en tout) ?",
    "flow.step.return.one": "Choisis {n} carte à remettre sous sa pioche.",
    "flow.step.return.other": "Choisis les {n} cartes à remettre sous leurs pioches (la première "
    "part en premier).",
    "flow.opt.stone": "Borne {n}",
    "flow.opt.to": "Vers la borne {n}",
    "flow.opt.discard": "La défausser",
    "flow.opt.card_on": "{card} sur la borne {n}",
    "flow.confirm": "Confirmer : jouer {card}",
    "flow.back": "Revenir d'une étape",
    "flow.cancel": "Annuler",
    "flow.started": "{card} : choisis étape par étape, ou annule.",
    "flow.cancelled": "{card} reste dans ta main.",
    "flow.picked": "{choice} : choisi.",
    "flow.picked_ready": "{choice} : choisi. Confirme pour jouer {card}.",
    "flow.played": "Carte jouée : {card}.",
    "flow.recruited": "Cartes piochées : choisis maintenant les cartes à remettre.",
    "board.tactic_deck": "Pioche tactique : {n}",
    "board.tactics_played.one": "{name} : {n} carte tactique jouée",
    "board.tactics_played.other": "{name} : {n} cartes tactiques jouées",
    "board.discard": "Défausse ({n})",
    "board.discard_empty": "La défausse est vide.",
    "board.end_clan": "Finir le tour, piocher une carte clan",
    "board.end_tactic": "Finir le tour, piocher une carte tactique",
    "board.counts_as": "{card} compte comme {as_}",
    "board.counts_as_short": "= {as_}",
    "board.mode_on": "{card} sur cette borne",
    "board.side_count_of": "{n} sur {size} cartes",
    "board.hint.return": "Choisis les cartes à remettre sous leurs pioches.",
    "board.hint.stalemate": "Les deux joueurs ont passé et personne ne peut revendiquer : finis "
    "le tour pour clore la manche.",
    "board.hint.flow": "Choisis sur le plateau comment jouer {card}"
    " (les choix entourés), ou annule.",
    "new.variant": "Partie",
    "new.variant.classic": "Classique",
    "new.variant.tactical": "Tactique (avec cartes tactiques)",
    "over.round_drawn": "Manche {n} nulle",
    "over.how.stalemate": "Les deux joueurs ont passé et personne ne pouvait revendiquer : on "
    "a compté les bornes.",
    "verdict.opponent_can_beat_elites": "Tu ne peux pas encore prouver la borne {n} : "
    "{opponent:the} pourrait compléter son côté ainsi : {cards} ({formation}), qui bat ta "
    "combinaison ({mine}) ; {elites}. Pour le compléter, il peut utiliser toute carte absente des "
    "bornes, même celles de ta main : ta main ne prouve rien.",
    "rules.tactical.title": "La variante tactique",
    "rules.tactical.body": "En plus des cartes clan, une seconde pioche contient 10 cartes "
    "tactiques. Chaque joueur a 7 cartes en main. À la fin de ton tour, tant que ta main a moins "
    "de 7 cartes, choisis la pioche.\nAu lieu d'une carte clan, tu peux jouer une carte tactique, "
    "mais dans une manche tu peux avoir au plus une carte tactique d'avance sur ton adversaire : "
    "si tu as déjà une carte d'avance, attends qu'il en joue une à son tour. Tu ne peux passer "
    "que si aucune carte clan ne peut être posée.\nLes ruses jouées vont dans une défausse "
    "visible de tous.",
    "rules.tactic.JOKER": "Troupe d'élite, posée comme une carte clan. Quand la borne est "
    "jugée, elle prend la couleur et la valeur les plus utiles à son joueur. Un Joker par "
    "joueur et par manche.",
    "rules.tactic.SPY": "Troupe d'élite : compte comme un 7 de la couleur la plus utile.",
    "rules.tactic.SHIELD": "Troupe d'élite : compte comme un 1, 2 ou 3 de la couleur la plus "
    "utile.",
    "rules.tactic.BLIND": "Mode de combat, posé sur une borne : les combinaisons n'y comptent "
    "pas, seulement la somme des cartes.",
    "rules.tactic.MUD": "Mode de combat, posé sur une borne : il y faut 4 cartes par côté, et "
    "on compare des combinaisons de 4 cartes.",
    "rules.tactic.RECRUITER": "Ruse : pioche 3 cartes, dans les deux pioches comme tu veux, puis "
    "remets 2 cartes de ta main sous leurs pioches.",
    "rules.tactic.STRATEGIST": "Ruse : déplace une de tes cartes d'une borne non revendiquée vers "
    "une autre, ou défausse-la.",
    "rules.tactic.BANSHEE": "Ruse : défausse une carte adverse d'une borne non revendiquée.",
    "rules.tactic.TRAITOR": "Ruse : prends une carte clan adverse d'une borne non revendiquée et "
    "pose-la de ton côté d'une borne non revendiquée.",
    "rules.house.one_joker": "Variante tactique : qui a joué un Joker ne peut pas jouer l'autre "
    "dans la manche, même si le premier a été retiré.",
    "rules.house.modes_fixed": "Variante tactique : les modes de combat ne peuvent être ni "
    "retirés ni déplacés.",
    "rules.house.ruse_effect": "Variante tactique : une ruse sans effet possible ne peut pas "
    "être jouée.",
    "rules.house.tactic_proofs": "Variante tactique : pour prouver une borne avant l'heure, "
    "l'adversaire peut compléter avec toute carte clan ni posée ni défaussée ; ses troupes "
    "d'élite comptent au mieux ; les cartes tactiques non jouées ne comptent pas.",
    "rules.house.stalemate": "Variante tactique : si les deux joueurs passent à la suite et "
    "qu'aucun ne peut revendiquer, la manche s'arrête ; qui tient le plus de bornes la gagne, "
    "à égalité la manche est nulle.",
    "log.tactic.mode": "{name:the} a posé {card} sur la borne {n}.",
    "log.tactic.recruit": "{name:the} a joué le Recruteur et pioché {drawn}.",
    "log.tactic.return.one": "{name:the} a remis {n} carte sous sa pioche.",
    "log.tactic.return.other": "{name:the} a remis {n} cartes sous les pioches.",
    "log.tactic.strategist": "{name:the} a joué le Stratège : {card} de la borne {n} à la borne "
    "{to}.",
    "log.tactic.strategist_discard": "{name:the} a joué le Stratège : {card} quitte la borne {n} "
    "pour la défausse.",
    "log.tactic.banshee": "{name:the} a joué la Banshee : {card} quitte la borne {n} pour la "
    "défausse.",
    "log.tactic.traitor": "{name:the} a joué le Traître : {card} passe de la borne {n} à la borne "
    "{to}.",
    # tactic play on the board: the guided play's choices lit on the table
    "tboard.started": "{card} : tes choix sont entourés sur le plateau ; "
    "touches-en un, ou utilise les flèches et Entrée.",
    "tboard.where.stone": "Elles sont entourées sur le plateau.",
    "tboard.where.own": "Elles sont entourées sur le plateau.",
    "tboard.where.theirs": "Elles sont entourées sur le plateau.",
    "tboard.where.to": "Les bornes où elle peut aller sont entourées sur le plateau.",
    "tboard.where.return": "Elles sont entourées dans ta main : touche-les.",
    "tboard.can_choose": "choix possible",
    "tboard.chosen": "ton choix",
    "tboard.to_here": "La carte va ici",
    "tboard.drawn": "piochée par le Recruteur",
    "tboard.drawn_mark": "nouv.",
    "tboard.returned": "à remettre, n° {n}",
    "tboard.preview": "Après ce coup :",
    "tboard.side_mine": "ton côté",
    "tboard.side_theirs": "côté de ton adversaire",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "log.tactic.mode.you": "Tu as posé {card} sur la borne {n}.",
    "log.tactic.recruit.you": "Tu as joué le Recruteur et pioché {drawn}.",
    "log.tactic.return.you.one": "Tu as remis {n} carte sous sa pioche.",
    "log.tactic.return.you.other": "Tu as remis {n} cartes sous les pioches.",
    "log.tactic.strategist.you": "Tu as joué le Stratège : {card} de la borne {n} à la borne {to}.",
    "log.tactic.strategist_discard.you": "Tu as joué le Stratège : {card} quitte la borne {n} "
    "pour la défausse.",
    "log.tactic.banshee.you": "Tu as joué la Banshee : {card} quitte la borne {n} pour la "
    "défausse.",
    "log.tactic.traitor.you": "Tu as joué le Traître : {card} passe de la borne {n} à la borne "
    "{to}.",
}
