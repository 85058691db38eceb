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
    "tactic.short.RECRUITER": "Piochez 3 cartes, puis remettez-en 2.",
    "tactic.short.STRATEGIST": "Déplacez une de vos cartes vers une autre borne, ou défaussez-la.",
    "tactic.short.BANSHEE": "Défaussez une carte de votre adversaire.",
    "tactic.short.TRAITOR": "Prenez une carte clan adverse sur une de vos bornes.",
    "tactic.kind.elite": "troupe d'élite",
    "tactic.kind.mode": "mode de combat",
    "tactic.kind.ruse": "ruse",
    "tactic.reason.not_your_turn": "{card} ne peut pas être jouée : ce n'est pas votre tour.",
    "tactic.reason.round_over": "{card} ne peut pas être jouée : la manche est finie.",
    "tactic.reason.already_played": "{card} ne peut pas être jouée : vous avez déjà joué une "
    "carte ce tour-ci.",
    "tactic.reason.finish_recruiter": "{card} ne peut pas être jouée : remettez d'abord les "
    "cartes du Recruteur.",
    "tactic.reason.card_not_in_hand": "{card} n'est pas dans votre main.",
    "tactic.reason.tactic_limit": "{card} ne peut pas être jouée : vous avez joué {played} "
    "cartes tactiques et votre adversaire {opponent_played} ; vous ne pouvez pas en jouer plus "
    "que lui.",
    "tactic.reason.second_joker": "{card} ne peut pas être jouée : vous avez déjà joué un Joker "
    "cette manche.",
    "tactic.reason.no_free_slot": "{card} ne peut pas être jouée : aucune place libre.",
    "tactic.reason.no_unclaimed_stone": "{card} ne peut pas être jouée : aucune borne ne peut "
    "la recevoir.",
    "tactic.reason.no_card_to_draw": "{card} ne peut pas être jouée : les deux pioches sont vides.",
    "tactic.reason.no_own_card": "{card} ne peut pas être jouée : aucune de vos cartes ne peut "
    "bouger.",
    "tactic.reason.no_opponent_card": "{card} ne peut pas être jouée : aucune carte adverse ne "
    "peut être défaussée.",
    "tactic.reason.no_opponent_clan_card": "{card} ne peut pas être jouée : aucune carte clan "
    "adverse ne peut être prise.",
    "tactic.reason.other": "{card} ne peut pas être jouée maintenant.",
    "flow.title": "{card} : étape {i} sur {total}",
    "flow.return_title": "Recruteur : remettre des cartes",
    "flow.chosen": "Vos choix",
    "flow.step.stone": "Choisissez une borne.",
    "flow.step.own": "Choisissez une de vos cartes sur la table.",
    "flow.step.theirs": "Choisissez une carte de votre adversaire.",
    "flow.step.to": "Choisissez où va la carte.",
    "flow.step.draw": "Combien de cartes dans chaque pioche (3 en tout) ?",
    "flow.step.return": "Choisissez les cartes à remettre sous leurs pioches ({n} cartes ; la "
    "première part en premier).",
    "flow.opt.stone": "Borne {n}",
    "flow.opt.to": "Vers la borne {n}",
    "flow.opt.discard": "La défausser",
    "flow.opt.card_on": "{card} sur la borne {n}",
    "flow.opt.draw": "{clan} clan, {tactic} tactique",
    "flow.confirm": "Confirmer : jouer {card}",
    "flow.back": "Revenir d'une étape",
    "flow.cancel": "Annuler",
    "flow.started": "{card} : choisissez étape par étape, ou annulez.",
    "flow.cancelled": "{card} reste dans votre main.",
    "flow.picked": "{choice} : choisi.",
    "flow.picked_ready": "{choice} : choisi. Confirmez pour jouer {card}.",
    "flow.played": "{card} jouée.",
    "flow.recruited": "Cartes piochées : choisissez maintenant les cartes à remettre.",
    "board.tactic_deck": "Pioche tactique : {n}",
    "board.tactics_played": "{name} : {n} tactique(s) jouée(s)",
    "board.discard": "Défausse ({n})",
    "board.discard_empty": "La défausse est vide.",
    "board.end_clan": "Fin du tour, piocher une carte clan",
    "board.end_tactic": "Fin du tour, piocher une carte tactique",
    "board.counts_as": "{card} compte comme {as_}",
    "board.counts_as_short": "= {as_}",
    "board.mode_on": "{card} sur cette borne",
    "board.side_count_of": "{n} cartes sur {size}",
    "board.hint.return": "Choisissez les cartes à remettre sous leurs pioches.",
    "board.hint.stalemate": "Les deux joueurs ont passé et personne ne peut revendiquer : "
    "finissez le tour pour clore la manche.",
    "board.hint.flow": "Choisissez étape par étape comment jouer {card}, ou annulez.",
    "new.variant": "Partie",
    "new.variant.classic": "Classique",
    "new.variant.tactical": "Tactique (avec cartes tactiques)",
    "over.round_drawn": "Manche {n} nulle",
    "over.how.stalemate": "Les deux joueurs ont passé et personne ne pouvait revendiquer : on "
    "a compté les bornes.",
    "verdict.opponent_can_beat_elites": "Vous ne pouvez pas encore prouver la borne {n} : "
    "{opponent} pourrait encore compléter son côté en {cards} ({formation}), qui bat votre "
    "{mine} ; {elites}.",
    "rules.tactical.title": "La variante tactique",
    "rules.tactical.body": "En plus des cartes clan, une seconde pioche contient 10 cartes "
    "tactiques. Chaque joueur a 7 cartes en main. À la fin de votre tour, tant que votre main "
    "a moins de 7 cartes, choisissez la pioche.\n"
    "Au lieu d'une carte clan, vous pouvez jouer une carte tactique, mais jamais plus de cartes "
    "tactiques dans la manche que votre adversaire. Vous ne pouvez passer que si aucune carte "
    "clan ne peut être posée.\n"
    "Les ruses jouées vont dans une défausse visible de tous.",
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
    "rules.tactic.RECRUITER": "Ruse : piochez 3 cartes, dans les deux pioches comme vous "
    "voulez, puis remettez 2 cartes de votre main sous leurs pioches.",
    "rules.tactic.STRATEGIST": "Ruse : déplacez une de vos cartes d'une borne non revendiquée "
    "vers une autre, ou défaussez-la.",
    "rules.tactic.BANSHEE": "Ruse : défaussez une carte adverse d'une borne non revendiquée.",
    "rules.tactic.TRAITOR": "Ruse : prenez une carte clan adverse d'une borne non revendiquée "
    "et posez-la de votre côté d'une borne non revendiquée.",
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
    "log.tactic.mode": "{name} a posé {card} sur la borne {n}.",
    "log.tactic.recruit": "{name} a joué le Recruteur : {clan} cartes clan et {tactic} tactiques "
    "piochées.",
    "log.tactic.return": "{name} a remis {count} cartes sous les pioches.",
    "log.tactic.strategist": "{name} a joué le Stratège : {card} de la borne {n} à la borne {to}.",
    "log.tactic.strategist_discard": "{name} a joué le Stratège : {card} de la borne {n} "
    "défaussée.",
    "log.tactic.banshee": "{name} a joué la Banshee : {card} défaussée de la borne {n}.",
    "log.tactic.traitor": "{name} a joué le Traître : {card} prise de la borne {n} vers la borne "
    "{to}.",
}
