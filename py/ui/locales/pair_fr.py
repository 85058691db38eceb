"""Textes français de deux appareils à une même table (#45)."""

STRINGS: dict[str, str] = {
    "start.two_devices": "Jouer sur deux appareils",
    "saves.two_devices": "Sur deux appareils",
    "saves.peer_named": "{game}, sur deux appareils",
    "rules.devices.title": "Jouer sur deux appareils",
    "rules.devices.body": "- Chaque joueur peut jouer sur son propre téléphone ou sa tablette : "
    "choisis « Jouer sur deux appareils » sur l'écran d'accueil. Le premier appareil affiche un "
    "code QR : scanne-le avec l'appareil photo du second, ou envoie le lien. Le premier appareil "
    "lit ensuite le code qu'affiche le second.\n"
    "- Chaque appareil ne montre que la main de son joueur. Les deux appareils se parlent "
    "directement, sans passer par un serveur de ce site : sur le même Wi-Fi, rien ne sort de la "
    "pièce. Pour jouer entre deux réseaux, autorise le jeu par Internet sur les deux.\n"
    "- Si la connexion coupe, la partie attend : crée un nouveau code pour continuer.",
    "pair.title.host": "Jouer sur deux appareils",
    "pair.title.guest": "Rejoindre une partie sur deux appareils",
    "pair.title.repair": "Reconnecter les deux appareils",
    "pair.name": "Ton nom sur cet appareil",
    "pair.name.help": "L'autre joueur tape son propre nom sur son appareil.",
    "pair.start": "Créer le code",
    "pair.internet": "Autoriser le jeu par Internet",
    "pair.internet.help": "Pour des appareils sur des réseaux différents : un serveur public de "
    "Google (stun.l.google.com) apprend alors les adresses Internet des deux appareils. Sans "
    "cela, rien ne sort de ton réseau local.",
    "pair.internet.on": "Jeu par Internet autorisé.",
    "pair.internet.off": "Jeu par Internet désactivé : rien ne sort du réseau local.",
    "pair.form": "Tape ton nom, puis montre ton code à l'autre appareil.",
    "pair.guest.intro": "Un autre appareil t'invite à une partie de Schotten Totten. Chacun joue "
    "sur son propre appareil.",
    "pair.guest.join": "Afficher mon code",
    "pair.guest.show": "Montre ce code à l'autre appareil",
    "pair.making": "Création du code…",
    "pair.status.host": "En attente du code de l'autre appareil.",
    "pair.waiting": "En attente de l'autre appareil…",
    "pair.connecting": "Connexion…",
    "pair.connected": "Connectés. La partie commence.",
    "pair.step1": "1. Sur l'autre appareil, scanne ce code avec l'appareil photo, ou ouvre ce lien",
    "pair.step2": "2. Puis lis le code de l'autre appareil",
    "pair.qr.host": "Code QR du lien vers cette partie",
    "pair.qr.guest": "Code QR de la réponse de cet appareil",
    "pair.link.label": "Lien",
    "pair.code.label": "Code",
    "pair.copy.link": "Copier le lien",
    "pair.copy.code": "Copier le code",
    "pair.share.link": "Partager le lien",
    "pair.share.code": "Partager le code",
    "pair.share.title": "Schotten Totten sur deux appareils",
    "pair.share.text": "Rejoins ma partie de Schotten Totten :",
    "pair.bytes.one": "{n} octet",
    "pair.bytes.other": "{n} octets",
    "pair.size": "{bytes}, code QR de version {version}",
    "pair.scan": "Scanner avec l'appareil photo",
    "pair.scan_stop": "Arrêter l'appareil photo",
    "pair.video": "Image de l'appareil photo : tiens devant le code QR de l'autre appareil",
    "pair.input": "Ou colle ici le code de l'autre appareil",
    "pair.connect": "Connecter",
    "pair.failed.ice": "Les appareils n'ont pas pu se joindre. Mets-les sur le même Wi-Fi, ou "
    "autorise le jeu par Internet sur les deux.",
    "pair.failed.bad-code": "Ce code n'a pas pu être lu : copie-le à nouveau, en entier.",
    "pair.failed.timeout": "Les appareils ne se sont pas connectés en 30 secondes. Crée un "
    "nouveau code et réessaie, les deux appareils sur le même Wi-Fi.",
    "pair.failed.unsupported": "Ce navigateur ne peut pas connecter deux appareils.",
    "pair.failed.closed": "La connexion s'est fermée avant le début de la partie. Crée un "
    "nouveau code pour réessayer.",
    "pair.failed.other": "Les appareils n'ont pas pu se connecter. Crée un nouveau code pour "
    "réessayer.",
    "pair.lost": "L'autre appareil n'est plus là : la partie attend. Crée un nouveau code pour "
    "continuer.",
    "pair.refused.too-big": "L'autre appareil a envoyé un message trop gros pour être lu : il a "
    "été refusé, et rien n'a changé ici.",
    "pair.refused.flood": "L'autre appareil a envoyé trop de messages à la fois : ils ont été "
    "refusés, et rien n'a changé ici.",
    "pair.refused.other": "Un message de l'autre appareil a été refusé, et rien n'a changé ici.",
    "pair.again": "Créer un nouveau code",
    "pair.retry": "Réessayer",
    "pair.copied": "Copié.",
    "pair.copy_here": "Sélectionne le texte ci-dessous et copie-le.",
    "pair.bad_link": "Ce lien ne contient aucun code lisible. Demande un nouveau lien à l'autre "
    "joueur.",
    "pair.scan_failed": "L'appareil photo n'est pas utilisable ici : colle plutôt le code de "
    "l'autre appareil.",
    "pair.scan_unreadable": "L'appareil photo a lu un code QR qui n'est pas un code de ce jeu. "
    "Réessaie, ou colle le code.",
}
