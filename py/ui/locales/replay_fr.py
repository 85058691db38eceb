"""Textes français du visionneur de parties et de l'analyse (fusionnés par ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "replay.open": "Revoir la partie",
    "replay.open_short": "Revoir",
    "replay.open_game": "Revoir {a} contre {b}",
    "replay.title": "Revoir : {a} contre {b}",
    "replay.title_link": "Partie partagée : {a} contre {b}",
    "replay.close": "Fermer la relecture",
    "replay.controls": "Parcourir la partie",
    "replay.first": "Première position",
    "replay.back": "Coup précédent",
    "replay.forward": "Coup suivant",
    "replay.last": "Dernière position",
    "replay.slider": "Position dans la partie",
    "replay.position": "Coup {n} sur {total}",
    "replay.deal": "Les cartes sont distribuées.",
    "replay.own_view": "Cette partie est encore en cours : seules tes propres cartes sont "
    "montrées.",
    "replay.log": "Coups",
    "replay.share": "Copier le lien",
    "replay.export": "Télécharger le fichier",
    "replay.save": "Enregistrer cette partie",
    "replay.saved": "La partie fait maintenant partie de tes parties enregistrées.",
    "replay.link_label": "Lien vers cette partie",
    "replay.copied": "Lien copié.",
    "replay.copy_here": "Copie le lien depuis le champ ci-dessous.",
    "replay.link.bad_link": "Ce lien ne contient pas de partie : il a peut-être été coupé.",
    "replay.link.too_long": "Ce lien est trop long pour être une partie.",
    "replay.link.not_deflate": "Ce lien est abîmé ou coupé.",
    "replay.link.bad_json": "La partie de ce lien est abîmée.",
    "replay.link.unsupported_version": "Ce lien vient d'une version plus récente du jeu.",
    "replay.link.corrupt": "La partie de ce lien est abîmée ou enfreint les règles.",
    "replay.link.in_progress": "Ce lien contient une partie encore en cours : elle ne peut pas "
    "être montrée.",
    "review.open": "Analyser la partie",
    "review.title": "Analyse par l'ordinateur",
    "review.intro": "L'ordinateur juge chaque carte jouée d'après ce que son joueur pouvait voir "
    "à ce moment-là.",
    "review.start": "Analyser",
    "review.progress.one": "{n} carte jouée analysée pour l'instant",
    "review.progress.other": "{n} cartes jouées analysées pour l'instant",
    "review.cancel": "Annuler l'analyse",
    "review.started": "L'analyse a commencé.",
    "review.cancelled": "Analyse annulée.",
    "review.done": "L'analyse est terminée.",
    "review.no_plays": "Aucun coup n'a été jugé.",
    "review.counts": "Verdicts",
    "review.not_kept": "Cette analyse n'est pas gardée : enregistre la partie pour la garder.",
    "review.note.none": "L'ordinateur n'a rien à dire sur ce coup.",
    "review.note.best": "{name:the} a joué le meilleur coup trouvé : {after} % de chances de "
    "gagner la manche.",
    "review.note.good": "Un bon coup {name:de} : {after} % de chances de gagner la manche "
    "({before} % avec le choix de l'ordinateur).",
    "review.note.inaccuracy": "Une imprécision {name:de} : {after} % de chances de gagner la "
    "manche après ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.mistake": "Une erreur {name:de} : {after} % de chances de gagner la manche "
    "après ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.blunder": "Une gaffe {name:de} : {after} % de chances de gagner la manche après "
    "ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.better": "Mieux : {card} sur la borne {n}, marquée sur le plateau.",
    "review.note.better_other": "Mieux : {play}",
    "review.note.miss": "Une revendication manquée : {name:the} pouvait revendiquer la borne {n} "
    "ici.",
    "review.note.miss_round": "Une revendication manquée : {name:the} pouvait revendiquer la borne "
    "{n} ici et gagner la manche aussitôt.",
    "review.verdict.good": "bon",
    "review.verdict.inaccuracy": "imprécision",
    "review.verdict.mistake": "erreur",
    "review.verdict.blunder": "gaffe",
    "review.verdict.miss": "revendication manquée",
    # the learning tools' marks in the log
    "replay.mark.hint": "après un indice",
    "replay.mark.takeback": "rejoué après l'annulation du tour",
    "review.ghost": "le meilleur coup, non joué : {card}",
    "review.ghost_mark": "mieux",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "review.note.best.you": "Tu as joué le meilleur coup trouvé : {after} % de chances de gagner "
    "la manche.",
    "review.note.good.you": "Un bon coup de ta part : {after} % de chances de gagner la manche "
    "({before} % avec le choix de l'ordinateur).",
    "review.note.inaccuracy.you": "Une imprécision de ta part : {after} % de chances de gagner la "
    "manche après ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.mistake.you": "Une erreur de ta part : {after} % de chances de gagner la manche "
    "après ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.blunder.you": "Une gaffe de ta part : {after} % de chances de gagner la manche "
    "après ce coup, {before} % avec le meilleur coup trouvé.",
    "review.note.miss.you": "Une revendication manquée : tu pouvais revendiquer la borne {n} ici.",
    "review.note.miss_round.you": "Une revendication manquée : tu pouvais revendiquer la borne "
    "{n} ici et gagner la manche aussitôt.",
    "review.graph_title": "Chances {name:de} de gagner la manche",
    "review.graph_title.you": "Tes chances de gagner la manche",
    "review.graph_one": "Chances {name:de} de gagner la manche au fil de la partie, chaque point "
    "étant la moyenne de quelques coups jugés, avec une bande pour son incertitude : {first} % "
    "après le premier, {last} % après le dernier, au plus bas {low} % au coup {at}.",
    "review.graph_one.you": "Tes chances de gagner la manche au fil de la partie, chaque point "
    "étant la moyenne de quelques coups jugés, avec une bande pour son incertitude : {first} % "
    "après le premier, {last} % après le dernier, au plus bas {low} % au coup {at}.",
    "review.marked": "Coups marqués {name:de} : aller au coup",
    "review.marked.you": "Tes coups marqués : aller au coup",
    "review.marked_move": "Coup {n} : {verdict}",
    "review.marked_none": "Aucun coup {name:de} n'est marqué comme imprécision, erreur ou gaffe.",
    "review.marked_none.you": "Aucun de tes coups n'est marqué comme imprécision, erreur ou gaffe.",
    "review.whose": "Les chances de qui",
}
