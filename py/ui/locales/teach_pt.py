"""Textos em português (do Brasil) das lições e dos desafios (mesclados no idioma por
``ui.i18n``)."""

STRINGS: dict[str, str] = {
    # lições
    "lesson.menu": "Aprender a jogar",
    "lesson.invite.title": "Primeira vez com Schotten Totten?",
    "lesson.invite.body": "Uma lição curta no tabuleiro de verdade ensina o jogo em poucos "
    "minutos: as formações, as reivindicações e como vencer.",
    "lesson.invite.start": "Começar a lição",
    "lesson.invite.dismiss": "Agora não",
    "lesson.opponent_name": "Morgan",
    "lesson.title": "Lição: {lesson}",
    "lesson.progress": "Passo {i} de {total}",
    "lesson.replies": "{name:the} jogou:",
    "lesson.complete": "Lição concluída",
    "lesson.all_done": "Você terminou todas as lições: tente um desafio ou jogue uma partida.",
    "lesson.next": "Próxima lição: {lesson}",
    "lesson.again": "Começar esta lição de novo",
    "lesson.repeat": "Repetir este passo",
    "lesson.back": "Voltar um passo",
    "lesson.leave": "Sair da lição",
    "lesson.won": "Você venceu a rodada: três pedras lado a lado. Muito bem!",
    "lesson.done": "Muito bem!",
    "lesson.quiz.title": "Qual é mais forte?",
    "lesson.quiz.first": "Completada primeiro",
    "lesson.quiz.this_one": "Esta",
    "lesson.quiz.pick": "Esta é mais forte: {cards} ({formation})",
    "lesson.reason.kind": "Certo: {formation} vence {mine}. O tipo de formação conta primeiro, "
    "sejam quais forem os valores.",
    "lesson.reason.sum": "Certo: as duas são do mesmo tipo, então vence o total mais alto: "
    "{formation} vence {mine}.",
    "lesson.reason.first": "Certo: mesmo tipo e mesmo total ({formation}), então o empate fica "
    "com o lado completado primeiro.",
    "lesson.refused.not_this_step": "Agora não: este passo pede outra coisa. Leia de novo a "
    "instrução acima.",
    "lesson.refused.wrong_answer": "Não exatamente. Compare primeiro os tipos de formação: "
    "sequência de cor, trinca, cor, sequência e, por último, soma.",
    "lesson.refused.lesson_over": "A lição terminou.",
    "lesson.a.color_run": "uma sequência de cor",
    "lesson.a.three_of_a_kind": "uma trinca",
    "lesson.a.color": "uma cor",
    "lesson.a.run": "uma sequência",
    "lesson.a.sum": "uma soma",
    "lesson.basics.title": "O básico",
    "lesson.basics.place.wide": "Você joga o seu lado de cada pedra: o de baixo, perto da sua mão.",
    "lesson.basics.place.narrow": "Você joga o seu lado de cada pedra: o da direita.",
    "lesson.basics.place": "Escolha o Verde 6 na sua mão e coloque-o na pedra 2: com o Verde 4 e o "
    "Verde 5 ele faz {a_made}, a formação mais forte.",
    "lesson.basics.quiz_run_vs_three": "Três cartas de um lado compõem uma formação. Da mais "
    "forte para a mais fraca: sequência de cor, trinca, cor, sequência, soma. Qual destas duas é "
    "mais forte?",
    "lesson.basics.quiz_three_vs_color": "Três cartas do mesmo valor ou três da mesma cor: qual "
    "é mais forte?",
    "lesson.basics.quiz_color_vs_run": "Uma sequência são três valores seguidos, de quaisquer "
    "cores. Uma sequência ou uma cor: qual é mais forte?",
    "lesson.basics.quiz_run_vs_sum": "Cartas altas que não formam nada contam só pela soma. Uma "
    "soma de 26 ou uma sequência baixa: qual é mais forte?",
    "lesson.basics.quiz_sum": "Duas sequências de cor: qual vence?",
    "lesson.basics.quiz_first": "Duas sequências com o mesmo total: qual vence?",
    "lesson.basics.claim": "A sua {kind_mine} na pedra 2 vence a {kind_theirs} de Morgan. "
    "Reivindique a pedra 2.",
    "lesson.basics.claim_refused": "Pedra 4: o seu Laranja 3, 4, 5 contra o lado de Morgan, Roxo "
    "8 e Roxo 9, ainda incompleto. Tente reivindicar a pedra 4 agora.",
    "lesson.basics.claim_early": "Pedra 3: os seus três 8 contra o Laranja 6 e o Laranja 7. "
    "{cards_theirs} já estão na mesa, então o melhor que pode completar o lado de Morgan é "
    "{a_theirs}, que perde para {a_mine}. Reivindique a pedra 3 agora: as cartas na mesa provam "
    "isso.",
    "lesson.basics.end_turn": "Termine o seu turno: você compra uma carta e Morgan joga.",
    "lesson.basics.place_any": "Morgan completou {a_theirs} de {total_theirs} na pedra 1, igual à "
    "sua. Coloque qualquer carta da sua mão em qualquer pedra.",
    "lesson.basics.win": "Na pedra 1 as duas sequências de {total_mine} empatam, e o empate fica "
    "com o lado completado primeiro: o seu. Reivindique a pedra 1: com as pedras 2 e 3 são três "
    "seguidas.",
    "lesson.basics.over": "Você já conhece o jogo todo: as formações, as reivindicações, as "
    "reivindicações antecipadas provadas pela mesa, o desempate e a vitória com três pedras "
    "vizinhas (ou cinco no total).",
    "lesson.tactics.title": "As cartas táticas",
    "lesson.tactics.joker": "As cartas táticas têm letras e um símbolo. Escolha o Curinga e "
    "coloque-o na pedra 1: ao lado do Vermelho 7 e do Vermelho 8 ele conta como a melhor carta "
    "para você, {as_mine}, e faz {a_mine}.",
    "lesson.tactics.claim": "O seu lado da pedra 1 agora faz {a_mine}. Reivindique a pedra 1.",
    "lesson.tactics.end_turn": "Termine o seu turno comprando uma carta de clã.",
    "lesson.tactics.limit": "Tente jogar o Estrategista. Cuidado: você pode ter no máximo uma "
    "carta tática de vantagem sobre o adversário, e você jogou uma e Morgan nenhuma.",
    "lesson.tactics.end_turn_2": "Termine o seu turno comprando uma carta de clã.",
    "lesson.tactics.place": "Coloque o Vermelho 3 na pedra 5, ao lado do Amarelo 7.",
    "lesson.tactics.strategist": "Morgan jogou Cabra-cega na pedra 8 (ali só conta a soma): uma "
    "carta tática cada. Na pedra 2 você pode fazer no máximo {a_mine}, contra a {kind_theirs} de "
    "Morgan. Jogue o Estrategista: toque no seu Azul 4 da pedra 2, depois no seu lado da pedra 4, "
    "ao lado do Azul 5 e do Azul 6, e confirme: {a_moved}.",
    "lesson.tactics.end_turn_3": "Termine o seu turno comprando uma carta de clã.",
    "lesson.tactics.banshee": "O Espião de Morgan conta como {as_theirs} na pedra 6 e faz "
    "{a_theirs}. Jogue a Banshee: toque no Espião e confirme. Ele vai para o descarte e, com "
    "{cards_left} na sua pedra 5, o lado de Morgan pode fazer no máximo {a_left}.",
    "lesson.tactics.end_turn_4": "Termine o seu turno comprando uma carta de clã.",
    "lesson.tactics.traitor": "Morgan jogou o Escudeiro na pedra 9. Jogue o Traidor: toque no "
    "Verde 7 de Morgan na pedra 7, depois no seu lado da pedra 3, ao lado do Verde 8 e do Verde 9, "
    "e confirme: {a_made}.",
    "lesson.tactics.end_turn_5": "Termine o seu turno comprando uma carta de clã.",
    "lesson.tactics.recruiter": "Morgan jogou Luta na lama na pedra 4: ali cada lado precisa de 4 "
    "cartas, então o seu está aberto de novo, no máximo {a_mud} de 4 cartas. Jogue o Recrutador: "
    "escolha quantas das três cartas que você compra vêm de cada baralho, e confirme.",
    "lesson.tactics.return": "Agora toque em duas cartas da sua mão para devolvê-las para baixo "
    "dos baralhos, e confirme.",
    "lesson.tactics.over": "Você viu como funcionam as cartas táticas: tropas de elite, modos de "
    "combate, as artimanhas que movem, descartam ou tomam uma carta, o Recrutador e o limite de "
    "quantas você pode jogar.",
    # desafios
    "puzzle.menu": "Desafios",
    "puzzle.title": "Desafios",
    "puzzle.today.one": "Resolvido hoje: {n} desafio",
    "puzzle.today.other": "Resolvidos hoje: {n} desafios",
    "puzzle.streak.one": "{n} dia seguido",
    "puzzle.streak.other": "{n} dias seguidos",
    "puzzle.daily": "Desafio do dia: {kind}, dificuldade {level}",
    "puzzle.daily_solved": "(resolvido)",
    "puzzle.of_the_day": "Desafio do dia",
    "puzzle.group.one": "Dificuldade {level}: {n} resolvido de {count}",
    "puzzle.group.other": "Dificuldade {level}: {n} resolvidos de {count}",
    "puzzle.count.one": "{n} desafio",
    "puzzle.count.other": "{n} desafios",
    "puzzle.kind.claims": "Reivindicações",
    "puzzle.kind.endgame": "Finais de rodada",
    "puzzle.kind.claims.about": "Quais pedras você pode reivindicar agora? Só as cartas na mesa "
    "servem de prova.",
    "puzzle.kind.endgame.about": "O baralho acabou: encontre a única jogada que vence a rodada.",
    "puzzle.about": "{kind}, dificuldade {level}",
    "puzzle.question.claims": "Quais pedras você pode reivindicar agora?",
    "puzzle.question.endgame": "Vença esta rodada",
    "puzzle.task.claims": "Você acabou de jogar a sua carta. Escolha todas as pedras que pode "
    "reivindicar agora (talvez nenhuma) e confira.",
    "puzzle.task.endgame": "O baralho acabou e você conhece todas as cartas. Coloque a única carta "
    "que vence a rodada, faça o adversário o que fizer.",
    "puzzle.pick": "Pedra {n}",
    "puzzle.picks": "Pedras a reivindicar",
    "puzzle.picked": "Pedra {n} escolhida.",
    "puzzle.unpicked": "Pedra {n} desmarcada.",
    "puzzle.check": "Conferir",
    "puzzle.other_hand": "Mão {name:de}",
    "puzzle.retry": "Tentar de novo",
    "puzzle.next": "Próximo desafio",
    "puzzle.line": "A linha vencedora, passo {i} de {n}: {said}",
    "puzzle.line_skip": "Pular para o fim",
    "puzzle.back": "Todos os desafios",
    "puzzle.solved": "Resolvido: exatamente as pedras certas.",
    "puzzle.wrong.claims": "Não exatamente: esta é a resposta para cada pedra.",
    "puzzle.solved.endgame": "Resolvido: {card} na pedra {n} vence a rodada, faça o adversário o "
    "que fizer.",
    "puzzle.wrong.endgame": "{card} na pedra {n} não vence a rodada.",
    "puzzle.your_claim": "Você reivindicaria a pedra {n}.",
    "puzzle.reply": "{opponent:the} responde com {card} na pedra {n}.",
    "puzzle.reply_pass": "{opponent:the} responde passando.",
    "puzzle.reply_claim": "{opponent:the} reivindica a pedra {n}.",
    "puzzle.they_win": "A partir daí, {opponent:the} vence a rodada faça você o que fizer.",
    "puzzle.no_win_left": "A partir daí, você não consegue mais forçar a vitória.",
    # a wrong answer's refutation drawn on the board (#15)
    "teach.shown.move": "Sua jogada, mostrada aqui: {cards}",
    "teach.shown.reply": "A melhor resposta, mostrada aqui: {cards}",
    "teach.shown.completion": "Uma forma de completar que vence você, mostrada aqui: {cards}",
    "teach.legend.move": "Sua jogada: {cards} na pedra {n}.",
    "teach.legend.reply": "Melhor resposta {name:de}: {cards} na pedra {n}.",
    "teach.legend.completion": "{name:the} ainda poderia completar a pedra {n} com {cards}.",
}
