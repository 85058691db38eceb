"""Textes français."""

NAME = "Français"

# The default names are common nouns: their article, and its contractions with the
# prepositions the texts put before a name (ui.i18n.name_phrase: "du joueur 1").
NAME_ARTICLES: dict[str, str] = {"Joueur": "le", "Ordinateur": "l'"}
CONTRACTIONS: dict[tuple[str, str], str] = {("de", "le"): "du", ("à", "le"): "au"}
PREPOSITIONS: tuple[str, ...] = ("de", "à", "par")

STRINGS: dict[str, str] = {
    "app.title": "Schotten Totten",
    "app.tagline": "Deux clans, neuf bornes, un seul vainqueur.",
    "common.back": "Retour",
    "common.close": "Fermer",
    "common.cancel": "Annuler",
    "common.dismiss": "Fermer le message",
    "common.house_rule": "Règle maison",
    "common.vs": "{a} contre {b}",
    "start.continue": "Reprendre : {a} contre {b}",
    "start.new": "Nouvelle partie",
    "start.saves": "Parties sauvegardées",
    "start.rules": "Règles",
    "start.settings": "Réglages",
    "new.title": "Nouvelle partie",
    "new.player1": "Nom du premier joueur",
    "new.player2": "Nom du second joueur",
    "new.default1": "Joueur 1",
    "new.default2": "Joueur 2",
    "new.timing": "Moment des revendications",
    "new.timing.normal": "Normal : revendiquer après avoir posé une carte",
    "new.timing.expert": "Expert : revendiquer seulement au début de son tour",
    "new.rounds": "Nombre de manches",
    "new.first": "Qui commence",
    "new.first.random": "Au hasard",
    "new.first.p1": "Premier joueur",
    "new.first.p2": "Second joueur",
    "new.player1.vs_computer": "Ton nom",
    "new.first.p1.vs_computer": "Toi",
    "new.first.p2.vs_computer": "L'ordinateur",
    "new.start": "Commencer la partie",
    "new.opponent": "Adversaire",
    "new.opponent.human": "Une autre personne sur cet appareil",
    "new.opponent.computer": "L'ordinateur : {level}",
    "bot.name": "Ordinateur ({level})",
    "bot.level.easy": "facile",
    "bot.level.medium": "moyen",
    "bot.level.hard": "difficile",
    "bot.thinking": "{name:the} joue…",
    "bot.placed": "{name:the} a posé {card} sur la borne {n}.",
    "bot.claimed": "{name:the} a revendiqué la borne {n}.",
    "bot.passed": "{name:the} a passé.",
    "bot.ended": "{name:the} a fini son tour. À toi de jouer.",
    "bot.placed_elite": "{name:the} a posé une troupe d'élite, {card}, sur la borne {n}.",
    "bot.ended_clan": "{name:the} a pioché une carte clan et fini son tour. À toi de jouer.",
    "bot.ended_tactic": "{name:the} a pioché une carte tactique et fini son tour. À toi de jouer.",
    "bot.ended_round": "{name:the} a fini son tour.",
    "bot.mode_blind": "{name:the} a posé {card} sur la borne {n} : seule la somme des cartes y "
    "compte.",
    "bot.mode_mud": "{name:the} a posé {card} sur la borne {n} : il y faut 4 cartes de chaque "
    "côté.",
    "bot.recruited": "{name:the} a joué le Recruteur et pioché {drawn}.",
    "bot.returned.clan1": "{name:the} a remis une carte sous la pioche clan.",
    "bot.returned.clan2": "{name:the} a remis 2 cartes sous la pioche clan.",
    "bot.returned.tactic1": "{name:the} a remis une carte sous la pioche tactique.",
    "bot.returned.tactic2": "{name:the} a remis 2 cartes sous la pioche tactique.",
    "bot.returned.both": "{name:the} a remis une carte sous la pioche clan et une sous la pioche "
    "tactique.",
    "bot.strategist": "{name:the} a joué le Stratège : sa carte {card} passe de la borne {n} à la "
    "borne {to}.",
    "bot.strategist_discard": "{name:the} a joué le Stratège : sa carte {card} de la borne {n} est "
    "défaussée.",
    "bot.banshee": "{name:the} a joué la Banshee : ta carte {card} de la borne {n} est défaussée.",
    "bot.traitor": "{name:the} a joué le Traître : ta carte {card} de la borne {n} passe de son "
    "côté de la borne {to}.",
    "board.title": "Au tour {name:de}",
    "board.round": "Manche {n} sur {total}",
    "board.score": "Score",
    "board.deck.one": "Pioche : {n} carte",
    "board.deck.other": "Pioche : {n} cartes",
    "board.hand_size.one": "{name} : {n} carte en main",
    "board.hand_size.other": "{name} : {n} cartes en main",
    "board.your_hand": "Ta main, {name}",
    "board.stones": "La frontière",
    "board.stone": "Borne {n}",
    "board.side": "Borne {n}, côté {name:de}",
    "board.side_cards": "{cards}",
    "board.side_empty": "aucune carte",
    "board.side_count": "{n} sur 3",
    "board.claimed_by": "Revendiquée {name:par}",
    "board.claim": "Revendiquer la borne {n}",
    "board.claimable": "Revendiquer la borne {n} : tu peux la gagner",
    "board.claim_unproven": "Revendiquer la borne {n} : tu ne peux pas encore la prouver ; "
    "touche pour voir pourquoi",
    "board.place_here": "Poser {card} sur la borne {n}",
    "board.select_card": "{card}",
    "board.selected": "{card}, carte sélectionnée",
    "board.pass": "Passer (aucune carte ne peut être posée)",
    "board.end_turn": "Finir le tour",
    "board.end_turn_draw": "Finir le tour et piocher",
    "board.undo": "Annuler la dernière action",
    "board.menu": "Menu",
    "board.log": "Journal de la partie",
    "board.log_empty": "Aucun coup pour l'instant.",
    "board.rules": "Règles",
    "board.hint.select": "Choisis une carte de ta main.",
    "board.hint.place": "Choisis un de tes côtés de borne en surbrillance pour {card}.",
    "board.hint.claim": "Revendique des bornes si tu peux, puis finis ton tour.",
    "board.hint.claim_first": "Variante expert : revendique maintenant, avant de poser une carte.",
    "board.hint.pass": "Aucune carte ne peut être posée : passe, puis tu pourras encore "
    "revendiquer.",
    "board.hint.pass_claim_first": "Aucune carte ne peut être posée : revendique maintenant ce que "
    "tu peux, puis passe.",
    "board.hint.pass_only": "Aucune carte ne peut être posée : tu dois passer.",
    "board.hint.end": "Finis ton tour quand tu veux.",
    "board.formation": "{kind}, {total}",
    "board.empty_hand": "Ta main est vide.",
    "board.opponent_side": "Cartes {name:de}",
    "handover.title": "Passe la tablette {name:à}",
    "handover.body": "{name}, c'est ton tour. Tes cartes restent cachées jusqu'à ce que tu "
    "touches le bouton.",
    "handover.reveal": "Je suis {name:the} : montrer ma main",
    "handover.last": "Tour précédent",
    "handover.resume": "Reprise de la partie : c'est au tour {name:de}.",
    "over.round_title": "Manche {n} : {name:the} gagne",
    "over.match_title": "{name:the} gagne la partie",
    "over.match_draw": "La partie est nulle",
    "over.how.adjacent": "{name:the} contrôle trois bornes adjacentes.",
    "over.how.five": "{name:the} contrôle cinq bornes.",
    "over.how.other": "{name:the} gagne la manche.",
    "over.points": "Points de la manche",
    "over.points_line": "{name} : {points}",
    "over.total": "Score de la partie",
    "over.hands": "Les mains à la fin de la manche",
    "over.hand_of": "Main {name:de}",
    "over.next_round": "Commencer la manche {n}",
    "over.rematch": "Revanche",
    "over.start_screen": "Menu principal",
    "over.board": "La frontière finale",
    "saves.title": "Parties sauvegardées",
    "saves.empty": "Aucune partie sauvegardée.",
    "saves.round": "Manche {n} sur {total}",
    "saves.finished": "Terminée",
    "saves.updated": "Jouée le {date}",
    "saves.open": "Ouvrir {a} contre {b}",
    "saves.delete": "Supprimer {a} contre {b}",
    "saves.confirm_delete": "Supprimer définitivement {a} contre {b} ?",
    "saves.confirm": "Oui, supprimer",
    "saves.export": "Exporter {a} contre {b}",
    "saves.import": "Importer un fichier de partie",
    "saves.deleted": "La partie a été supprimée.",
    "saves.imported": "La partie a été importée.",
    "saves.exported": "Le fichier de la partie a été téléchargé.",
    "saves.open_short": "Ouvrir",
    "saves.export_short": "Exporter",
    "saves.delete_short": "Supprimer",
    "saves.classic": "Partie classique",
    "saves.tactical": "Partie tactique",
    "saves.vs_person": "Deux joueurs",
    "saves.vs_computer": "Contre l'ordinateur ({level})",
    "saves.duplicate": "Cette partie est déjà dans tes parties sauvegardées.",
    "settings.title": "Réglages",
    "settings.language": "Langue",
    "settings.on": "Oui",  # an on/off switch's state, beside it
    "settings.off": "Non",
    "settings.saved": "Langue modifiée.",
    # faster start (a memory snapshot of Python kept on the device)
    "settings.fast_start.title": "Démarrage du jeu",
    "settings.fast_start": "Démarrer plus vite sur cet appareil",
    "settings.fast_start.size": "Occupe {size} Mo sur cet appareil.",
    "settings.fast_start.pending": "Préparé en arrière-plan pour les prochaines visites.",
    "settings.fast_start.failed": "Indisponible ici : le jeu démarre normalement.",
    "settings.fast_start.quota": "Espace insuffisant : le jeu démarre normalement.",
    "settings.fast_start.off": "Désactivé : le jeu démarre normalement.",
    "settings.fast_start.enabled": "Démarrage rapide activé.",
    "settings.fast_start.disabled": "Démarrage rapide désactivé ; sa copie a été supprimée.",
    "number.decimal": ",",
    "log.place": "{name:the} a posé {card} sur la borne {n}.",
    "log.claim": "{name:the} a revendiqué la borne {n}.",
    "log.pass": "{name:the} a passé.",
    "log.end": "{name:the} a fini son tour.",
    "log.next": "La manche {n} commence.",
    "log.round": "Manche {n}",
    "msg.selected": "Carte sélectionnée : {card}. Choisis une borne.",
    "msg.deselected": "Carte remise dans ta main : {card}.",
    "msg.placed": "Carte posée sur la borne {n} : {card}.",
    "msg.claimed": "La borne {n} est à toi.",
    "msg.undone": "Coup repris.",
    "msg.passed": "Tu as passé.",
    "msg.turn_ended": "Tour terminé.",
    "msg.new_game": "Nouvelle partie : {a} contre {b}.",
    "msg.round_won": "{name:the} gagne la manche {n}.",
    "msg.your_turn": "{name}, à toi de jouer.",
    "verdict.ok": "Tu peux revendiquer la borne {n}.",
    "verdict.stone_claimed": "La borne {n} est déjà revendiquée.",
    "verdict.side_incomplete": "Ton côté de la borne {n} doit avoir 3 cartes avant de la "
    "revendiquer.",
    "verdict.opponent_wins": "Les cartes {opponent:de} sur la borne {n} battent les tiennes.",
    "verdict.opponent_can_beat": "Tu ne peux pas encore prouver la borne {n} : {opponent:the} "
    "pourrait compléter son côté ainsi : {cards} ({formation}), qui bat ta combinaison ({mine}). "
    "Pour le compléter, il peut utiliser toute carte absente des bornes, même celles de ta main : "
    "ta main ne prouve rien.",
    "verdict.on_table": "{card} (sur la table)",
    "verdict.table_mark": "sur la table",
    "verdict.opponent_can_beat_plain": "Tu ne peux pas encore prouver la borne {n} : "
    "{opponent:the} pourrait encore t'y battre.",
    "verdict.not_your_turn": "Ce n'est pas ton tour.",
    "verdict.wrong_phase": "Tu ne peux pas revendiquer la borne {n} maintenant.",
    "verdict.expert_timing": "Variante expert : on revendique au début de son tour, avant de "
    "poser une carte.",
    "verdict.unknown": "Tu ne peux pas revendiquer la borne {n}.",
    "error.generic": "Ce coup n'est pas permis.",
    "error.card_not_in_hand": "{card} n'est pas dans ta main.",
    "error.stone_claimed": "La borne {n} est revendiquée.",
    "error.side_full": "Ton côté de la borne {n} est complet.",
    "error.not_your_turn": "Ce n'est pas ton tour.",
    "error.pass_not_allowed": "Tu ne peux pas passer tant qu'une carte peut être posée.",
    "error.already_placed": "Tu as déjà posé une carte ce tour-ci.",
    "error.must_place_first": "Pose une carte (ou passe) avant de finir ton tour.",
    "error.wrong_phase": "Ce n'est pas possible à ce moment du tour.",
    "error.match_over": "La partie est terminée.",
    "error.round_over": "La manche est finie : commence la suivante.",
    "error.finish_recruiter": "Termine d'abord le Recruteur : remets des cartes de ta main sous "
    "leurs pioches.",
    "error.no_recruiter": "Tu n'as rien à remettre : on ne remet des cartes sous les pioches "
    "qu'après avoir joué le Recruteur.",
    "error.round_not_over": "La manche n'est pas encore finie : la suivante commence quand "
    "celle-ci se termine.",
    "error.claim_after_play": "On revendique après avoir posé une carte (ou passé).",
    "error.nothing_to_undo": "Il n'y a rien à annuler.",
    "error.no_card_selected": "Choisis d'abord une carte de ta main.",
    "storage.full": "Le stockage du navigateur est plein : cette partie n'a pas pu être "
    "sauvegardée. Supprime d'anciennes parties pour faire de la place.",
    "storage.corrupt": "Une partie sauvegardée n'a pas pu être lue (données abîmées). Elle a été "
    "mise de côté et tes autres parties sont intactes.",
    "storage.foreign": "Une sauvegarde n'est pas une partie de Schotten Totten. Elle a été mise "
    "de côté et tes autres parties sont intactes.",
    "storage.newer": "Une partie a été sauvegardée par une version plus récente du jeu : cette "
    "version ne peut pas l'ouvrir et la laisse telle quelle. Tes autres parties sont intactes.",
    "storage.inconsistent": "Une partie sauvegardée enfreint les règles du jeu (modifiée ou "
    "abîmée). Elle a été mise de côté et tes autres parties sont intactes.",
    "storage.missing": "Cette partie sauvegardée n'existe plus.",
    "storage.unavailable": "Le navigateur n'autorise pas cette application à stocker des "
    "parties : elles seront perdues à la fermeture de la page.",
    "import.corrupt": "Ce fichier ne peut pas être lu comme une partie.",
    "import.foreign": "Ce fichier n'est pas une partie de Schotten Totten.",
    "import.newer": "Ce fichier vient d'une version plus récente de cette application.",
    "import.inconsistent": "Ce fichier enfreint les règles du jeu.",
    "color.R": "Rouge",
    "color.O": "Orange",
    "color.Y": "Jaune",
    "color.G": "Vert",
    "color.B": "Bleu",
    "color.P": "Violet",
    "card.name": "{color} {value}",
    "count.clan.one": "{n} carte clan",
    "count.clan.other": "{n} cartes clan",
    "count.tactic.one": "{n} carte tactique",
    "count.tactic.other": "{n} cartes tactiques",
    "count.and": "{a} et {b}",
    "kind.color_run": "suite couleur",
    "kind.three_of_a_kind": "brelan",
    "kind.color": "couleur",
    "kind.run": "suite",
    "kind.sum": "somme",
    "player.p1": "Joueur 1",
    "player.p2": "Joueur 2",
    "rules.title": "Comment jouer à Schotten Totten",
    "rules.goal.title": "Le but",
    "rules.goal.body": "Deux clans écossais se disputent les neuf bornes de leur frontière. Gagne "
    "la manche en étant le premier à contrôler trois bornes adjacentes, ou cinq bornes n'importe "
    "où.",
    "rules.setup.title": "La mise en place",
    "rules.setup.body": "Il y a 54 cartes clan : six couleurs, valeurs 1 à 9. Chaque couleur a "
    "son propre symbole : la couleur n'est jamais le seul moyen de distinguer les cartes. On "
    "mélange et chacun reçoit 6 cartes. Le premier joueur est choisi à la création de la partie "
    "(ou tiré au hasard).",
    "rules.turn.title": "Ton tour",
    "rules.turn.body": "- Pose exactement une carte de ta main de ton côté d'une borne non "
    "revendiquée où ton côté a moins de 3 cartes. Une carte posée ne bouge plus.\n"
    "- Puis revendique autant de bornes que tu peux (voir plus bas). C'est facultatif.\n"
    "- Puis finis ton tour : tu pioches une carte. Quand la pioche est vide, on continue sans "
    "piocher.\n"
    "- Si aucune de tes cartes ne peut être posée, tu passes. On ne peut pas passer tant qu'une "
    "carte peut être posée.",
    "rules.formations.title": "Les combinaisons",
    "rules.formations.body": "Chaque côté d'une borne forme une combinaison de 3 cartes ; l'ordre "
    "de pose ne compte pas. De la plus forte à la plus faible :",
    "rules.formations.color_run": "suite couleur : même couleur, valeurs qui se suivent",
    "rules.formations.three_of_a_kind": "brelan : même valeur",
    "rules.formations.color": "couleur : même couleur",
    "rules.formations.run": "suite : valeurs qui se suivent, couleurs quelconques",
    "rules.formations.sum": "somme : tout le reste",
    "rules.formations.ties": "Pas de boucle : 9, 1, 2 n'est pas une suite. Entre deux "
    "combinaisons de même type, la plus grosse somme gagne. Même type et même somme : le joueur "
    "qui a posé le premier sa troisième carte sur cette borne gagne. Il n'y a pas d'égalité.",
    "rules.claims.title": "Revendiquer une borne",
    "rules.claims.body": "- Seul le joueur dont c'est le tour revendique, après avoir posé sa "
    "carte et avant de piocher.\n- Ton côté doit être complet (3 cartes). On ne revendique jamais "
    "avec moins.\n- Revendication normale : les deux côtés sont complets et ta combinaison "
    "gagne.\n- Revendication anticipée : l'autre côté n'est pas encore complet. Tu ne peux "
    "revendiquer que si aucune façon de le compléter ne te bat. La preuve n'utilise que les "
    "cartes sur la table : l'adversaire peut compléter avec n'importe quelle carte qui n'est pas "
    "sur une borne, y compris celles de ta propre main. Les cartes des bornes revendiquées "
    "comptent comme sur la table.\n- Une combinaison qui ne fait qu'égaler la tienne ne te bat "
    "pas, car tu as complété le premier : un 7-8-9 rouge se revendique même face à un côté "
    "vide.\n- Une borne revendiquée est fermée : plus personne n'y pose de carte, d'aucun "
    "côté.\n- Quand une revendication est refusée, l'application te dit pourquoi ; pour une "
    "revendication anticipée, elle montre une façon de compléter le côté adverse qui te battrait "
    "et signale ses cartes déjà posées.",
    "rules.expert.title": "Variante expert",
    "rules.expert.body": "Avec le moment de revendication expert, tu revendiques seulement au "
    "début de ton tour, avant de poser une carte. Une borne qui devient gagnable pendant ton tour "
    "se revendique au tour suivant, si c'est toujours vrai.",
    "rules.end.title": "La fin d'une manche",
    "rules.end.body": "La manche s'arrête dès qu'un joueur contrôle trois bornes adjacentes ou "
    "cinq bornes en tout : il gagne. Chaque manche du jeu classique se termine par un vainqueur.",
    "rules.match.title": "Les parties en plusieurs manches",
    "rules.match.body": "On fixe d'abord le nombre de manches. Le vainqueur d'une manche marque 5 "
    "points ; le perdant marque 1 point par borne qu'il contrôle. Le plus de points gagne la "
    "partie.",
    "rules.house.title": "Règles maison",
    "rules.house.intro": "Là où les règles imprimées se taisent ou se contredisent, cette "
    "application suit ces règles maison :",
    "rules.house.next_starter": "Dans une partie en plusieurs manches, le joueur qui n'a pas "
    "commencé la manche précédente commence la suivante.",
    "rules.house.pass_claim": "Tu peux revendiquer des bornes même lors d'un tour où tu passes "
    "(sinon la fin d'une manche pourrait se bloquer).",
    "rules.house.tied_match": "En cas d'égalité de points, le joueur qui a gagné le plus de "
    "manches l'emporte ; si c'est encore égal, la partie est nulle.",
    "rules.app.title": "Jouer sur une seule tablette",
    "rules.app.body": "- Touche une carte de ta main, puis un de tes côtés de borne en "
    "surbrillance. Sur ordinateur, tu peux aussi glisser la carte sur la borne, ou utiliser Tab "
    "et les flèches.\n- Tant que ton tour n'est pas fini, tu peux reprendre ton coup. Une fois le "
    "tour fini et une carte piochée, la carte reste où elle est.\n- Entre deux tours, un écran de "
    "passage cache toutes les mains jusqu'à ce que le joueur suivant touche le bouton.\n- La "
    "partie se sauvegarde après chaque coup. On peut l'exporter dans un fichier et l'importer à "
    "nouveau.",
    "rules.example": "Exemple : {cards}",
    # sauvegardes : autres onglets, données illisibles, exports qui montrent les deux mains
    "storage.moved": "Cette partie a avancé dans un autre onglet ou une autre fenêtre : cette "
    "page ne l'a donc pas écrasée. Charge la partie telle qu'elle est maintenant pour "
    "continuer.",
    "storage.deleted": "Cette partie a été supprimée dans un autre onglet ou une autre fenêtre.",
    "storage.saved_anew": "La sauvegarde de cette partie a été abîmée dans un autre onglet ou "
    "une autre fenêtre et a été mise de côté. Cette page a sauvegardé de nouveau la partie telle "
    "qu'elle est ici, comme une nouvelle partie de tes parties sauvegardées.",
    "storage.followed": "Cette partie a avancé dans un autre onglet ou une autre fenêtre : la "
    "voici telle qu'elle est maintenant.",
    "storage.load_latest": "Charger la partie telle qu'elle est maintenant",
    "saves.unreadable": "Données illisibles {n} : elles n'ont pas pu être lues et ont été mises "
    "de côté. Tes autres parties ne risquent rien.",
    "saves.delete_unreadable": "Supprimer les données illisibles {n}",
    "saves.confirm_delete_unreadable": "Supprimer définitivement les données illisibles {n} ?",
    "saves.export_warning": "Cette partie est en cours : le fichier montre les mains des deux "
    "joueurs à quiconque l'ouvre.",
    "saves.export_anyway": "Le télécharger quand même",
    "app.unsafe": "Cet écran n'a pas pu être affiché sans risque. Tes parties ne sont pas "
    "touchées.",
    # the table in motion: the last turn, a round won on the board, sound and animations
    "table.last_turn": "Dernier tour {name:de}",
    "table.end.clan": "{name:the} a pioché une carte clan.",
    "table.end.tactic": "{name:the} a pioché une carte tactique.",
    "table.end.none": "{name:the} a fini son tour.",
    "table.recent_card": "vient d'être jouée",
    "table.recent_stone": "Changée au dernier tour.",
    "table.round_won": "{name:the} gagne la manche {n} : la revendication gagnante est sur la "
    "table.",
    "table.claim_cue_mine": "À toi",
    "result.fold": "Regarder la table",
    "table.see_result": "Voir le résultat",
    "table.prefs": "Son et animations",
    "table.sound": "Son",
    "table.animations": "Animations",
    "table.sound.on": "Son activé.",
    "table.sound.off": "Son désactivé.",
    "settings.hints.on": "Conseils activés.",
    "settings.hints.off": "Conseils désactivés.",
    "table.animations.on": "Animations activées.",
    "table.animations.off": "Animations désactivées.",
    # a round won by a claim, on the board before the result
    "table.won_claim": "{name:the} a revendiqué la borne {n} et gagne la manche {round} : la "
    "revendication gagnante est sur la table.",
    "table.won_claim_stone": "La revendication qui gagne la manche.",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "name.you": "Toi",
    "board.title.you": "À toi de jouer",
    "board.your_hand.you": "Ta main",
    "board.side.you": "Borne {n}, ton côté",
    "board.claimed_by.you": "Revendiquée par toi",
    "log.place.you": "Tu as posé {card} sur la borne {n}.",
    "log.claim.you": "Tu as revendiqué la borne {n}.",
    "log.pass.you": "Tu as passé.",
    "log.end.you": "Tu as fini ton tour.",
    "msg.round_won.you": "Tu gagnes la manche {n}.",
    "over.round_title.you": "Manche {n} : tu gagnes",
    "over.match_title.you": "Tu gagnes la partie",
    "over.how.adjacent.you": "Tu contrôles trois bornes adjacentes.",
    "over.how.five.you": "Tu contrôles cinq bornes.",
    "over.how.other.you": "Tu gagnes la manche.",
    "over.hand_of.you": "Ta main",
    "table.last_turn.you": "Ton dernier tour",
    "table.end.clan.you": "Tu as pioché une carte clan.",
    "table.end.tactic.you": "Tu as pioché une carte tactique.",
    "table.end.none.you": "Tu as fini ton tour.",
    "table.round_won.you": "Tu gagnes la manche {n} : la revendication gagnante est sur la table.",
    "table.won_claim.you": "Tu as revendiqué la borne {n} et gagnes la manche {round} : la "
    "revendication gagnante est sur la table.",
}

# The table in motion: each tactic card's letters on its face, in this language.
TACTIC_LETTERS: dict[str, str] = {
    "JOKER": "JK",
    "SPY": "ES",
    "SHIELD": "PB",
    "BLIND": "CM",
    "MUD": "CB",
    "RECRUITER": "RE",
    "STRATEGIST": "ST",
    "BANSHEE": "BA",
    "TRAITOR": "TR",
}

#: Tactic cards' names as the hand's faces write them, with soft hyphens where a long word
#: may break (the others as they are named; ``i18n.tactic_face``).
TACTIC_FACES: dict[str, str] = {
    "SHIELD": "Porte-bou\u00adclier",
    "BLIND": "Colin-mail\u00adlard",
    "RECRUITER": "Recru\u00adteur",
    "STRATEGIST": "Stra\u00adtège",
    "BANSHEE": "Ban\u00adshee",
}
