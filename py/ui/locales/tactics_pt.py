"""Textos em português da variante tática (juntados a ``pt.STRINGS`` por ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "tactic.JOKER": "Curinga",
    "tactic.SPY": "Espião",
    "tactic.SHIELD": "Escudeiro",
    "tactic.BLIND": "Cabra-cega",
    "tactic.MUD": "Luta na lama",
    "tactic.RECRUITER": "Recrutador",
    "tactic.STRATEGIST": "Estrategista",
    "tactic.BANSHEE": "Banshee",
    "tactic.TRAITOR": "Traidor",
    "tactic.short.JOKER": "Tropa de elite: qualquer cor e valor.",
    "tactic.short.SPY": "Tropa de elite: um 7 de qualquer cor.",
    "tactic.short.SHIELD": "Tropa de elite: um 1, 2 ou 3 de qualquer cor.",
    "tactic.short.BLIND": "Modo de combate: esta pedra vai para a maior soma.",
    "tactic.short.MUD": "Modo de combate: 4 cartas por lado nesta pedra.",
    "tactic.short.RECRUITER": "Compre 3 cartas dos baralhos e devolva 2.",
    "tactic.short.STRATEGIST": "Mova uma carta sua para outra pedra, ou descarte-a.",
    "tactic.short.BANSHEE": "Descarte uma carta do adversário.",
    "tactic.short.TRAITOR": "Leve uma carta de clã adversária para uma pedra sua.",
    "tactic.kind.elite": "tropa de elite",
    "tactic.kind.mode": "modo de combate",
    "tactic.kind.ruse": "artimanha",
    "tactic.reason.not_your_turn": "Não é possível jogar {card}: não é a sua vez.",
    "tactic.reason.round_over": "Não é possível jogar {card}: a rodada terminou.",
    "tactic.reason.already_played": "Não é possível jogar {card}: você já jogou uma carta neste "
    "turno.",
    "tactic.reason.finish_recruiter": "Não é possível jogar {card}: primeiro devolva as cartas do "
    "Recrutador.",
    "tactic.reason.card_not_in_hand": "{card} não está na sua mão.",
    "tactic.reason.tactic_limit.one": "Ainda não é possível jogar {card}: você jogou {n} carta "
    "tática nesta rodada e o adversário {opponent_played}; você pode ter no máximo uma carta "
    "tática de vantagem.",
    "tactic.reason.tactic_limit.other": "Ainda não é possível jogar {card}: você jogou {n} cartas "
    "táticas nesta rodada e o adversário {opponent_played}; você pode ter no máximo uma carta "
    "tática de vantagem.",
    "tactic.reason.second_joker": "Não é possível jogar {card}: você já jogou um Curinga nesta "
    "rodada.",
    "tactic.reason.no_free_slot": "Não é possível jogar {card}: não há lugar livre.",
    "tactic.reason.no_unclaimed_stone": "Não é possível jogar {card}: nenhuma pedra está "
    "disponível.",
    "tactic.reason.no_card_to_draw": "Não é possível jogar {card}: os dois baralhos estão vazios.",
    "tactic.reason.no_own_card": "Não é possível jogar {card}: nenhuma carta sua pode ser movida.",
    "tactic.reason.no_opponent_card": "Não é possível jogar {card}: nenhuma carta adversária pode "
    "ser descartada.",
    "tactic.reason.no_opponent_clan_card": "Não é possível jogar {card}: nenhuma carta de clã "
    "adversária pode ser tomada.",
    "tactic.reason.other": "Não é possível jogar {card} agora.",
    # the same, beside the card's name (the note near the hand names the card)
    "tactic.why.not_your_turn": "Não é possível jogá-la: não é a sua vez.",
    "tactic.why.round_over": "Não é possível jogá-la: a rodada terminou.",
    "tactic.why.already_played": "Não é possível jogá-la: você já jogou uma carta neste turno.",
    "tactic.why.finish_recruiter": "Não é possível jogá-la: primeiro devolva as cartas do "
    "Recrutador.",
    "tactic.why.card_not_in_hand": "Não está na sua mão.",
    "tactic.why.tactic_limit.one": "Ainda não é possível jogá-la: você jogou {n} carta tática "
    "nesta rodada e o adversário {opponent_played}; você pode ter no máximo uma carta tática de "
    "vantagem.",
    "tactic.why.tactic_limit.other": "Ainda não é possível jogá-la: você jogou {n} cartas táticas "
    "nesta rodada e o adversário {opponent_played}; você pode ter no máximo uma carta tática de "
    "vantagem.",
    "tactic.why.second_joker": "Não é possível jogá-la: você já jogou um Curinga nesta rodada.",
    "tactic.why.no_free_slot": "Não é possível jogá-la: não há lugar livre.",
    "tactic.why.no_unclaimed_stone": "Não é possível jogá-la: nenhuma pedra está disponível.",
    "tactic.why.no_card_to_draw": "Não é possível jogá-la: os dois baralhos estão vazios.",
    "tactic.why.no_own_card": "Não é possível jogá-la: nenhuma carta sua pode ser movida.",
    "tactic.why.no_opponent_card": "Não é possível jogá-la: nenhuma carta adversária pode ser "
    "descartada.",
    "tactic.why.no_opponent_clan_card": "Não é possível jogá-la: nenhuma carta de clã adversária "
    "pode ser tomada.",
    "tactic.why.other": "Não é possível jogá-la agora.",
    "flow.title": "{card}: passo {i} de {total}",
    "flow.return_title": "Recrutador: devolver cartas",
    "flow.chosen": "As suas escolhas",
    "flow.step.stone": "Escolha uma pedra.",
    "flow.step.own": "Escolha uma das suas cartas na mesa.",
    "flow.step.theirs": "Escolha uma carta do adversário.",
    "flow.step.to": "Escolha para onde vai a carta.",
    "flow.step.draw": "Quantas cartas de cada baralho (3 no total)?",
    "flow.step.return.one": "Escolha {n} carta para voltar para baixo do baralho.",
    "flow.step.return.other": "Escolha as {n} cartas que voltam para baixo dos baralhos (a "
    "primeira vai primeiro).",
    "flow.opt.stone": "Pedra {n}",
    "flow.opt.to": "Para a pedra {n}",
    "flow.opt.discard": "Descartá-la",
    "flow.opt.card_on": "{card} na pedra {n}",
    "flow.confirm": "Confirmar: jogar {card}",
    "flow.back": "Voltar um passo",
    "flow.cancel": "Cancelar",
    "flow.started": "{card}: escolha passo a passo, ou cancele.",
    "flow.cancelled": "{card} continua na sua mão.",
    "flow.picked": "{choice}: escolhido.",
    "flow.picked_ready": "{choice}: escolhido. Confirme para jogar {card}.",
    "flow.played": "Carta jogada: {card}.",
    "flow.recruited": "Cartas compradas: agora escolha as cartas a devolver.",
    "board.tactic_deck": "Baralho tático: {n}",
    "board.tactics_played.one": "{name}: {n} carta tática jogada",
    "board.tactics_played.other": "{name}: {n} cartas táticas jogadas",
    "board.discard": "Descarte ({n})",
    "board.discard_empty": "O descarte está vazio.",
    "board.end_clan": "Terminar o turno, comprar carta de clã",
    "board.end_tactic": "Terminar o turno, comprar carta tática",
    "board.counts_as": "{card} conta como {as_}",
    "board.counts_as_short": "= {as_}",
    "board.mode_on": "{card} nesta pedra",
    "board.side_count_of": "{n} de {size} cartas",
    "board.hint.return": "Escolha as cartas que voltam para baixo dos baralhos.",
    "board.hint.stalemate": "Os dois jogadores passaram e ninguém pode reivindicar: termine o "
    "turno para encerrar a rodada.",
    "board.hint.flow": "Escolha no tabuleiro como jogar {card}"
    " (as opções marcadas com um círculo), ou cancele.",
    "new.variant": "Jogo",
    "new.variant.classic": "Clássico",
    "new.variant.tactical": "Tático (com cartas táticas)",
    "over.round_drawn": "Rodada {n} empatada",
    "over.how.stalemate": "Os dois jogadores passaram e ninguém podia reivindicar: as pedras "
    "foram contadas.",
    "verdict.opponent_can_beat_elites": "Você ainda não pode provar a pedra {n}: {opponent:the} "
    "ainda poderia completar o lado dele assim: {cards} ({formation}), que vence a sua combinação "
    "({mine}); {elites}. Para completá-lo, ele pode usar qualquer carta que não esteja em uma "
    "pedra, inclusive as da sua mão: a sua mão não prova nada.",
    "rules.tactical.title": "A variante tática",
    "rules.tactical.body": "Além das cartas de clã, um segundo baralho tem 10 cartas táticas. "
    "Cada jogador tem 7 cartas na mão. No fim do seu turno, enquanto tiver menos de 7 cartas, "
    "escolha de qual baralho comprar.\nEm vez de uma carta de clã, você pode jogar uma carta "
    "tática, mas em uma rodada você pode ter no máximo uma carta tática de vantagem sobre o "
    "adversário: se já estiver uma à frente, espere que ele jogue outra. Você só pode passar se "
    "nenhuma carta de clã puder ser colocada.\nAs artimanhas jogadas vão para um descarte visível "
    "a todos.",
    "rules.tactic.JOKER": "Tropa de elite, colocada como uma carta de clã. Quando a pedra é "
    "julgada, assume a cor e o valor mais úteis ao dono. Um Curinga por jogador e rodada.",
    "rules.tactic.SPY": "Tropa de elite: conta como um 7 da cor mais útil.",
    "rules.tactic.SHIELD": "Tropa de elite: conta como um 1, 2 ou 3 da cor mais útil.",
    "rules.tactic.BLIND": "Modo de combate, sobre uma pedra: ali as combinações não contam, só a "
    "soma das cartas.",
    "rules.tactic.MUD": "Modo de combate, sobre uma pedra: ali cada lado precisa de 4 cartas e "
    "comparam-se combinações de 4.",
    "rules.tactic.RECRUITER": "Artimanha: compre 3 cartas dos dois baralhos como quiser e "
    "devolva 2 cartas da mão para baixo dos baralhos.",
    "rules.tactic.STRATEGIST": "Artimanha: mova uma carta sua de uma pedra não reivindicada para "
    "outra, ou descarte-a.",
    "rules.tactic.BANSHEE": "Artimanha: descarte uma carta adversária de uma pedra não "
    "reivindicada.",
    "rules.tactic.TRAITOR": "Artimanha: tome uma carta de clã adversária de uma pedra não "
    "reivindicada e coloque-a do seu lado de uma pedra não reivindicada.",
    "rules.house.one_joker": "Variante tática: quem jogou um Curinga não pode jogar o outro "
    "nessa rodada, mesmo que o primeiro tenha sido retirado.",
    "rules.house.modes_fixed": "Variante tática: os modos de combate não podem ser retirados "
    "nem movidos.",
    "rules.house.ruse_effect": "Variante tática: uma artimanha sem efeito possível não pode ser "
    "jogada.",
    "rules.house.tactic_proofs": "Variante tática: para provar uma pedra antes da hora, o "
    "adversário pode completar com qualquer carta de clã que não esteja em uma pedra nem "
    "descartada; as tropas de elite dele contam da melhor forma; cartas táticas não jogadas não "
    "contam.",
    "rules.house.stalemate": "Variante tática: se os dois jogadores passarem seguidos e nenhum "
    "puder reivindicar, a rodada termina; vence quem tiver mais pedras, e com o mesmo número é "
    "empate.",
    "log.tactic.mode": "{name:the} pôs {card} na pedra {n}.",
    "log.tactic.recruit": "{name:the} jogou o Recrutador e comprou {drawn}.",
    "log.tactic.return.one": "{name:the} devolveu {n} carta para baixo do baralho.",
    "log.tactic.return.other": "{name:the} devolveu {n} cartas para baixo dos baralhos.",
    "log.tactic.strategist": "{name:the} jogou o Estrategista: {card} da pedra {n} para a pedra "
    "{to}.",
    "log.tactic.strategist_discard": "{name:the} jogou o Estrategista: descartou {card} da pedra "
    "{n}.",
    "log.tactic.banshee": "{name:the} jogou a Banshee: descartou {card} da pedra {n}.",
    "log.tactic.traitor": "{name:the} jogou o Traidor: {card} da pedra {n} para a pedra {to}.",
    # tactic play on the board: the guided play's choices lit on the table
    "tboard.started": "{card}: suas opções estão marcadas com um círculo no tabuleiro; "
    "toque em uma ou use as setas e Enter.",
    "tboard.where.stone": "Elas estão marcadas com um círculo no tabuleiro.",
    "tboard.where.own": "Elas estão marcadas com um círculo no tabuleiro.",
    "tboard.where.theirs": "Elas estão marcadas com um círculo no tabuleiro.",
    "tboard.where.to": "As pedras para onde ela pode ir estão marcadas com um círculo no "
    "tabuleiro.",
    "tboard.where.return": "Elas estão marcadas com um círculo na sua mão: toque nelas.",
    "tboard.can_choose": "pode ser escolhida",
    "tboard.chosen": "sua escolha",
    "tboard.to_here": "A carta vai aqui",
    "tboard.drawn": "comprada pelo Recrutador",
    "tboard.drawn_mark": "nova",
    "tboard.returned": "para devolver, nº {n}",
    "tboard.preview": "Depois desta jogada:",
    "tboard.side_mine": "seu lado",
    "tboard.side_theirs": "lado do adversário",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "log.tactic.mode.you": "Você pôs {card} na pedra {n}.",
    "log.tactic.recruit.you": "Você jogou o Recrutador e comprou {drawn}.",
    "log.tactic.return.you.one": "Você devolveu {n} carta para baixo do baralho.",
    "log.tactic.return.you.other": "Você devolveu {n} cartas para baixo dos baralhos.",
    "log.tactic.strategist.you": "Você jogou o Estrategista: {card} da pedra {n} para a pedra "
    "{to}.",
    "log.tactic.strategist_discard.you": "Você jogou o Estrategista: descartou {card} da pedra "
    "{n}.",
    "log.tactic.banshee.you": "Você jogou a Banshee: descartou {card} da pedra {n}.",
    "log.tactic.traitor.you": "Você jogou o Traidor: {card} da pedra {n} para a pedra {to}.",
}
