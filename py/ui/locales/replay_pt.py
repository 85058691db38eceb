"""Textos em português (Brasil) do visualizador de partidas e da análise (mesclados por
``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "replay.open": "Rever a partida",
    "replay.open_short": "Rever",
    "replay.open_game": "Rever {a} contra {b}",
    "replay.title": "Replay: {a} contra {b}",
    "replay.title_link": "Partida compartilhada: {a} contra {b}",
    "replay.close": "Fechar o replay",
    "replay.controls": "Percorrer a partida",
    "replay.first": "Primeira posição",
    "replay.back": "Jogada anterior",
    "replay.forward": "Próxima jogada",
    "replay.last": "Última posição",
    "replay.slider": "Posição na partida",
    "replay.position": "Jogada {n} de {total}",
    "replay.deal": "As cartas são distribuídas.",
    "replay.own_view": "Esta partida ainda está em andamento: só as suas próprias cartas são "
    "mostradas.",
    "replay.log": "Jogadas",
    "replay.share": "Copiar o link",
    "replay.export": "Baixar o arquivo",
    "replay.save": "Salvar esta partida",
    "replay.saved": "A partida agora está entre as suas partidas salvas.",
    "replay.link_label": "Link para esta partida",
    "replay.copied": "Link copiado.",
    "replay.copy_here": "Copie o link do campo abaixo.",
    "replay.link.bad_link": "Este link não contém nenhuma partida: talvez esteja cortado.",
    "replay.link.too_long": "Este link é longo demais para ser uma partida.",
    "replay.link.not_deflate": "Este link está danificado ou cortado.",
    "replay.link.bad_json": "A partida deste link está danificada.",
    "replay.link.unsupported_version": "Este link vem de uma versão mais nova do jogo.",
    "replay.link.corrupt": "A partida deste link está danificada ou quebra as regras.",
    "replay.link.in_progress": "Este link contém uma partida ainda em andamento: ela não pode "
    "ser mostrada.",
    "review.open": "Analisar a partida",
    "review.title": "Análise do computador",
    "review.intro": "O computador julga cada carta jogada pelo que o jogador podia ver naquele "
    "momento.",
    "review.start": "Analisar",
    "review.progress.one": "{n} carta jogada analisada até agora",
    "review.progress.other": "{n} cartas jogadas analisadas até agora",
    "review.cancel": "Cancelar a análise",
    "review.started": "A análise começou.",
    "review.cancelled": "Análise cancelada.",
    "review.done": "A análise terminou.",
    "review.no_plays": "Nenhuma jogada foi julgada.",
    "review.counts": "Veredictos",
    "review.not_kept": "Esta análise não é mantida: salve a partida para mantê-la.",
    "review.note.none": "O computador não tem nada a dizer sobre esta jogada.",
    "review.note.best": "{name:the} fez a melhor jogada encontrada: {after}% de chance de vencer a "
    "rodada.",
    "review.note.good": "Uma boa jogada {name:de}: {after}% de chance de vencer a rodada "
    "({before}% com a escolha do computador).",
    "review.note.inaccuracy": "Uma imprecisão {name:de}: {after}% de chance de vencer a rodada "
    "depois dela, {before}% com a melhor jogada encontrada.",
    "review.note.mistake": "Um erro {name:de}: {after}% de chance de vencer a rodada depois dele, "
    "{before}% com a melhor jogada encontrada.",
    "review.note.blunder": "Um erro grave {name:de}: {after}% de chance de vencer a rodada depois "
    "dele, {before}% com a melhor jogada encontrada.",
    "review.note.better": "Melhor: {card} na pedra {n}, marcada no tabuleiro.",
    "review.note.better_other": "Melhor: {play}",
    "review.note.miss": "Uma reivindicação perdida: {name:the} podia reivindicar a pedra {n} aqui.",
    "review.note.miss_round": "Uma reivindicação perdida: {name:the} podia reivindicar a pedra {n} "
    "aqui e vencer a rodada na hora.",
    "review.verdict.good": "boa",
    "review.verdict.inaccuracy": "imprecisão",
    "review.verdict.mistake": "erro",
    "review.verdict.blunder": "erro grave",
    "review.verdict.miss": "reivindicação perdida",
    # the learning tools' marks in the log
    "replay.mark.hint": "depois de uma dica",
    "replay.mark.takeback": "jogado de novo depois de desfazer o turno",
    "review.ghost": "a melhor jogada, não feita: {card}",
    "review.ghost_mark": "melhor",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "review.note.best.you": "Você fez a melhor jogada encontrada: {after}% de chance de vencer a "
    "rodada.",
    "review.note.good.you": "Uma boa jogada sua: {after}% de chance de vencer a rodada ({before}% "
    "com a escolha do computador).",
    "review.note.inaccuracy.you": "Uma imprecisão sua: {after}% de chance de vencer a rodada "
    "depois dela, {before}% com a melhor jogada encontrada.",
    "review.note.mistake.you": "Um erro seu: {after}% de chance de vencer a rodada depois dele, "
    "{before}% com a melhor jogada encontrada.",
    "review.note.blunder.you": "Um erro grave seu: {after}% de chance de vencer a rodada depois "
    "dele, {before}% com a melhor jogada encontrada.",
    "review.note.miss.you": "Uma reivindicação perdida: você podia reivindicar a pedra {n} aqui.",
    "review.note.miss_round.you": "Uma reivindicação perdida: você podia reivindicar a pedra {n} "
    "aqui e vencer a rodada na hora.",
    "review.graph_title": "Chance {name:de} de vencer a rodada",
    "review.graph_title.you": "Sua chance de vencer a rodada",
    "review.graph_one": "Chance {name:de} de vencer a rodada ao longo da partida, cada ponto a "
    "média de algumas jogadas julgadas, com uma faixa para a sua incerteza: {first}% depois da "
    "primeira, {last}% depois da última, no mínimo {low}% na jogada {at}.",
    "review.graph_one.you": "Sua chance de vencer a rodada ao longo da partida, cada ponto a "
    "média de algumas jogadas julgadas, com uma faixa para a sua incerteza: {first}% depois da "
    "primeira, {last}% depois da última, no mínimo {low}% na jogada {at}.",
    "review.marked": "Jogadas marcadas {name:de}: ir para a jogada",
    "review.marked.you": "Suas jogadas marcadas: ir para a jogada",
    "review.marked_move": "Jogada {n}: {verdict}",
    "review.marked_none": "Nenhuma jogada {name:de} está marcada como imprecisão, erro ou erro "
    "grave.",
    "review.marked_none.you": "Nenhuma das suas jogadas está marcada como imprecisão, erro ou erro "
    "grave.",
    "review.whose": "A chance de quem",
}
