"""Textes français d'une partie sur deux appareils : le côté du jeu."""

STRINGS: dict[str, str] = {
    "import.two_devices": (
        "Ce fichier est une partie sur deux appareils encore en cours : seuls ses deux "
        "appareils peuvent la continuer."
    ),
    "duet.pair_again": "Créer un nouveau code",
    "duet.drawing": "En attente de l'autre appareil, qui te distribue tes cartes…",
    "duet.lost": "L'appareil {name:de} n'est plus là : la partie attend. Crée un nouveau code "
    "pour continuer.",
    "duet.offline": "L'appareil {name:de} n'est pas connecté : crée un nouveau code pour "
    "continuer.",
    "duet.refused": "L'autre appareil a envoyé un coup qui n'est pas permis : {why} Rien n'a "
    "changé ici.",
    "duet.refused.malformed": "son message est illisible.",
    "duet.refused.not_your_turn": "ce n'était pas le tour de ce joueur.",
    "duet.refused.stale": "il est arrivé dans le désordre.",
    "duet.refused.not_held": "il joue une carte que ce joueur n'a pas.",
    "duet.refused.illegal": "les règles ne le permettent pas.",
    "duet.refused.bad_draw": "les cartes qu'il dit avoir piochées ne peuvent pas être les bonnes.",
    "duet.refused.bad_deal": "les cartes qu'il a distribuées ne peuvent pas être les bonnes.",
    "duet.refused.mismatch": "les cartes de la manche ne correspondent pas aux coups joués.",
    "duet.refused.commitment": "son paquet n'est pas celui qu'il avait promis au début.",
    "duet.disagree": "Les deux appareils ne sont pas d'accord sur cette partie : chacun garde "
    "sa sauvegarde.",
    "duet.they_refused": "L'appareil {name:de} a refusé un coup envoyé d'ici : la partie reste "
    "comme elle était.",
    "duet.they_refused_disagree": "L'appareil {name:de} n'est pas d'accord sur cette partie : "
    "chacun garde sa sauvegarde.",
    "duet.refused.bad_opening": "une carte qu'il a ouverte ne peut pas être la bonne.",
    "duet.refused.bad_proof": "la carte qu'il a jouée n'est pas celle qu'il tient.",
    "duet.refused.bad_shuffle": "son mélange ne peut pas être le bon.",
    "duet.refused.not_over": "la manche n'est pas finie et vérifiée.",
    "duet.fair.dealing": "Distribution équitable des cartes : étape {n} sur {total}…",
    "duet.fair.progress": "Distribution équitable",
    "duet.fair.checked": "Distribution équitable vérifiée : les deux mélanges et chaque carte de "
    "la manche sont bien ceux que les deux appareils avaient promis.",
    "duet.fair.failed.commitment": "La vérification de la distribution a échoué : les clés de "
    "l'autre appareil ne sont pas celles qu'il avait promises à la distribution de la manche. Cet "
    "appareil garde sa partie telle qu'elle était.",
    "duet.fair.failed.bad_shuffle": "La vérification de la distribution a échoué à l'étape {step} "
    ": le mélange de l'autre appareil ne correspond pas à ses clés. Cet appareil garde sa partie "
    "telle qu'elle était.",
    "duet.fair.failed.mismatch": "La vérification de la distribution a échoué au coup {move} : "
    "les vraies cartes de la manche ne correspondent pas aux coups joués. Cet appareil garde sa "
    "partie telle qu'elle était.",
}
