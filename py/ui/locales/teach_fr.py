"""Textes français des leçons et des énigmes (fusionnés dans la langue par ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    # leçons
    "lesson.menu": "Apprendre à jouer",
    "lesson.invite.title": "Tu découvres Schotten Totten ?",
    "lesson.invite.body": "Une courte leçon sur le vrai plateau t'apprend le jeu en quelques "
    "minutes : les combinaisons, les revendications et comment gagner.",
    "lesson.invite.start": "Commencer la leçon",
    "lesson.invite.dismiss": "Pas maintenant",
    "lesson.opponent_name": "Morgan",
    "lesson.title": "Leçon : {lesson}",
    "lesson.progress": "Étape {i} sur {total}",
    "lesson.replies": "{name:the} a joué :",
    "lesson.complete": "Leçon terminée",
    "lesson.all_done": "Tu as terminé toutes les leçons : essaie une énigme ou joue une partie.",
    "lesson.next": "Leçon suivante : {lesson}",
    "lesson.again": "Recommencer cette leçon",
    "lesson.repeat": "Refaire cette étape",
    "lesson.back": "Revenir d'une étape",
    "lesson.leave": "Quitter la leçon",
    "lesson.won": "Tu as gagné la manche : trois bornes côte à côte. Bravo !",
    "lesson.done": "Bravo !",
    "lesson.quiz.title": "Laquelle est la plus forte ?",
    "lesson.quiz.first": "Complétée en premier",
    "lesson.quiz.this_one": "Celle-ci",
    "lesson.quiz.pick": "Celle-ci est la plus forte : {cards} ({formation})",
    "lesson.reason.kind": "Exact : {formation} bat {mine}. Le type de combinaison compte "
    "d'abord, quelles que soient les valeurs.",
    "lesson.reason.sum": "Exact : même type de combinaison, donc le total le plus haut gagne : "
    "{formation} bat {mine}.",
    "lesson.reason.first": "Exact : même type et même total ({formation}), donc le côté "
    "complété en premier remporte l'égalité.",
    "lesson.refused.not_this_step": "Pas maintenant : cette étape demande autre chose. Relis "
    "la consigne ci-dessus.",
    "lesson.refused.wrong_answer": "Pas tout à fait. Compare d'abord les types de combinaison : "
    "suite couleur, brelan, couleur, suite, puis somme.",
    "lesson.refused.lesson_over": "La leçon est terminée.",
    "lesson.a.color_run": "une suite couleur",
    "lesson.a.three_of_a_kind": "un brelan",
    "lesson.a.color": "une couleur",
    "lesson.a.run": "une suite",
    "lesson.a.sum": "une somme",
    "lesson.basics.title": "Les bases",
    "lesson.basics.place.wide": "Tu joues ton côté de chaque borne : celui du dessous, près de ta "
    "main.",
    "lesson.basics.place.narrow": "Tu joues ton côté de chaque borne : celui de droite.",
    "lesson.basics.place": "Choisis Vert 6 dans ta main, puis pose-le sur la borne 2 : avec Vert 4 "
    "et Vert 5, il donne {a_made}, la combinaison la plus forte.",
    "lesson.basics.quiz_run_vs_three": "Trois cartes d'un côté forment une combinaison. De la "
    "plus forte à la plus faible : suite couleur, brelan, couleur, suite, somme. Laquelle de ces "
    "deux est la plus forte ?",
    "lesson.basics.quiz_three_vs_color": "Trois cartes de même valeur, ou trois de même "
    "couleur : laquelle est la plus forte ?",
    "lesson.basics.quiz_color_vs_run": "Une suite, ce sont trois valeurs qui se suivent, de "
    "n'importe quelles couleurs. Une suite ou une couleur : laquelle est la plus forte ?",
    "lesson.basics.quiz_run_vs_sum": "Des cartes hautes qui ne forment rien ne comptent que par "
    "leur somme. Une somme de 26 ou une petite suite : laquelle est la plus forte ?",
    "lesson.basics.quiz_sum": "Deux suites couleur : laquelle gagne ?",
    "lesson.basics.quiz_first": "Deux suites de même total : laquelle gagne ?",
    "lesson.basics.claim": "Ta {kind_mine} sur la borne 2 bat la {kind_theirs} de Morgan. "
    "Revendique la borne 2.",
    "lesson.basics.claim_refused": "Borne 4 : ton Orange 3, 4, 5 contre le côté de Morgan, "
    "Violet 8 et Violet 9, pas encore complet. Essaie de revendiquer la borne 4 maintenant.",
    "lesson.basics.claim_early": "Borne 3 : tes trois 8 contre Orange 6 et Orange 7. "
    "{cards_theirs} sont déjà sur la table, donc le mieux qui puisse compléter le côté de Morgan "
    "est {a_theirs}, qui perd contre {a_mine}. Revendique la borne 3 maintenant : les cartes sur "
    "la table le prouvent.",
    "lesson.basics.end_turn": "Finis ton tour : tu pioches une carte et Morgan joue.",
    "lesson.basics.place_any": "Morgan a complété {a_theirs} de {total_theirs} sur la borne 1, "
    "comme la tienne. Pose n'importe quelle carte de ta main sur n'importe quelle borne.",
    "lesson.basics.win": "Sur la borne 1, les deux suites de {total_mine} sont à égalité, et "
    "l'égalité revient au côté complété en premier : le tien. Revendique la borne 1 : avec les "
    "bornes 2 et 3, cela fait trois d'affilée.",
    "lesson.basics.over": "Tu connais tout le jeu : les combinaisons, les revendications, les "
    "revendications anticipées prouvées par la table, l'égalité, et la victoire avec trois bornes "
    "adjacentes (ou cinq en tout).",
    "lesson.tactics.title": "Les cartes tactiques",
    "lesson.tactics.joker": "Les cartes tactiques portent des lettres et un symbole. Choisis le "
    "Joker et pose-le sur la borne 1 : à côté de Rouge 7 et Rouge 8, il compte comme ta meilleure "
    "carte, {as_mine}, et donne {a_mine}.",
    "lesson.tactics.claim": "Ton côté de la borne 1 donne maintenant {a_mine}. Revendique la borne "
    "1.",
    "lesson.tactics.end_turn": "Finis ton tour en piochant une carte clan.",
    "lesson.tactics.limit": "Essaie de jouer le Stratège. Attention : tu peux avoir au plus une "
    "carte tactique d'avance sur ton adversaire, et tu en as joué une, Morgan aucune.",
    "lesson.tactics.end_turn_2": "Finis ton tour en piochant une carte clan.",
    "lesson.tactics.place": "Pose Rouge 3 sur la borne 5, à côté de Jaune 7.",
    "lesson.tactics.strategist": "Morgan a joué Colin-maillard sur la borne 8 (seule la somme y "
    "compte) : une carte tactique chacun. Sur la borne 2, tu peux au mieux faire {a_mine}, contre "
    "la {kind_theirs} de Morgan. Joue le Stratège : touche ton Bleu 4 de la borne 2, puis ton côté "
    "de la borne 4, à côté de Bleu 5 et Bleu 6, et confirme : {a_moved}.",
    "lesson.tactics.end_turn_3": "Finis ton tour en piochant une carte clan.",
    "lesson.tactics.banshee": "L'Espion de Morgan compte comme {as_theirs} sur la borne 6 et donne "
    "{a_theirs}. Joue la Banshee : touche l'Espion et confirme. Il part à la défausse et, avec "
    "{cards_left} sur ta borne 5, le côté de Morgan peut au mieux faire {a_left}.",
    "lesson.tactics.end_turn_4": "Finis ton tour en piochant une carte clan.",
    "lesson.tactics.traitor": "Morgan a joué le Porte-bouclier sur la borne 9. Joue le Traître : "
    "touche le Vert 7 de Morgan sur la borne 7, puis ton côté de la borne 3, à côté de Vert 8 et "
    "Vert 9, et confirme : {a_made}.",
    "lesson.tactics.end_turn_5": "Finis ton tour en piochant une carte clan.",
    "lesson.tactics.recruiter": "Morgan a joué Combat de boue sur la borne 4 : chaque côté y "
    "demande 4 cartes, donc le tien est de nouveau ouvert, au mieux {a_mud} de 4 cartes. Joue le "
    "Recruteur : choisis combien des trois cartes que tu pioches viennent de chaque pioche, et "
    "confirme.",
    "lesson.tactics.return": "Touche maintenant deux cartes de ta main à remettre sous leurs "
    "pioches, et confirme.",
    "lesson.tactics.over": "Tu as vu comment marchent les cartes tactiques : troupes d'élite, "
    "modes de combat, les ruses qui déplacent, défaussent ou prennent une carte, le Recruteur, et "
    "la limite du nombre que tu peux jouer.",
    # énigmes
    "puzzle.menu": "Énigmes",
    "puzzle.title": "Énigmes",
    "puzzle.today.one": "Résolue aujourd'hui : {n} énigme",
    "puzzle.today.other": "Résolues aujourd'hui : {n} énigmes",
    "puzzle.streak.one": "{n} jour d'affilée",
    "puzzle.streak.other": "{n} jours d'affilée",
    "puzzle.daily": "Énigme du jour : {kind}, difficulté {level}",
    "puzzle.daily_solved": "(résolue)",
    "puzzle.of_the_day": "Énigme du jour",
    "puzzle.group.one": "Difficulté {level} : {n} résolue sur {count}",
    "puzzle.group.other": "Difficulté {level} : {n} résolues sur {count}",
    "puzzle.count.one": "{n} énigme",
    "puzzle.count.other": "{n} énigmes",
    "puzzle.kind.claims": "Revendications",
    "puzzle.kind.endgame": "Fins de manche",
    "puzzle.kind.claims.about": "Quelles bornes peux-tu revendiquer maintenant ? Seules les "
    "cartes sur la table sont une preuve.",
    "puzzle.kind.endgame.about": "La pioche est vide : trouve le seul coup qui gagne la manche.",
    "puzzle.about": "{kind}, difficulté {level}",
    "puzzle.question.claims": "Quelles bornes peux-tu revendiquer maintenant ?",
    "puzzle.question.endgame": "Gagne cette manche",
    "puzzle.task.claims": "Tu viens de jouer ta carte. Choisis toutes les bornes que tu peux "
    "revendiquer maintenant (peut-être aucune), puis vérifie.",
    "puzzle.task.endgame": "La pioche est vide et tu connais toutes les cartes. Pose la seule "
    "carte qui gagne la manche, quoi que fasse ton adversaire.",
    "puzzle.pick": "Borne {n}",
    "puzzle.picks": "Bornes à revendiquer",
    "puzzle.picked": "Borne {n} choisie.",
    "puzzle.unpicked": "Borne {n} retirée.",
    "puzzle.check": "Vérifier",
    "puzzle.other_hand": "Main {name:de}",
    "puzzle.retry": "Réessayer",
    "puzzle.next": "Énigme suivante",
    "puzzle.line": "La ligne gagnante, étape {i} sur {n} : {said}",
    "puzzle.line_skip": "Aller à la fin",
    "puzzle.back": "Toutes les énigmes",
    "puzzle.solved": "Résolue : exactement les bonnes bornes.",
    "puzzle.wrong.claims": "Pas tout à fait : voici la réponse pour chaque borne.",
    "puzzle.solved.endgame": "Résolue : {card} sur la borne {n} gagne la manche quoi que fasse ton "
    "adversaire.",
    "puzzle.wrong.endgame": "{card} sur la borne {n} ne gagne pas la manche.",
    "puzzle.your_claim": "Tu revendiquerais la borne {n}.",
    "puzzle.reply": "{opponent:the} répond par {card} sur la borne {n}.",
    "puzzle.reply_pass": "{opponent:the} répond en passant.",
    "puzzle.reply_claim": "{opponent:the} revendique la borne {n}.",
    "puzzle.they_win": "Dès lors, {opponent:the} gagne la manche quoi que tu fasses.",
    "puzzle.no_win_left": "Dès lors, tu ne peux plus forcer la victoire.",
    # a wrong answer's refutation drawn on the board (#15)
    "teach.shown.move": "Ton coup, montré ici : {cards}",
    "teach.shown.reply": "La meilleure réponse, montrée ici : {cards}",
    "teach.shown.completion": "Un complément qui te bat, montré ici : {cards}",
    "teach.legend.move": "Ton coup : {cards} sur la borne {n}.",
    "teach.legend.reply": "Meilleure réponse {name:de} : {cards} sur la borne {n}.",
    "teach.legend.completion": "{name:the} pourrait encore compléter la borne {n} avec {cards}.",
}
