"""Textos em português."""

NAME = "Português"

# The default names are common nouns: their article, and its contractions with the
# prepositions the texts put before a name (ui.i18n.name_phrase: "do jogador 1").
NAME_ARTICLES: dict[str, str] = {"Jogador": "o", "Computador": "o"}
CONTRACTIONS: dict[tuple[str, str], str] = {
    ("de", "o"): "do",
    ("a", "o"): "ao",
    ("por", "o"): "pelo",
    ("em", "o"): "no",
}
PREPOSITIONS: tuple[str, ...] = ("de", "a", "por", "para", "em")
# Nought takes the plural ("0 partidas"), although CLDR's rule for pt says "one" for 0;
# a phrase may still say it its own way with a ".zero" form.
ZERO_IS_PLURAL = True

STRINGS: dict[str, str] = {
    "app.title": "Schotten Totten",
    "app.tagline": "Dois clãs, nove pedras, um só vencedor.",
    "common.back": "Voltar",
    "common.close": "Fechar",
    "common.cancel": "Cancelar",
    "common.dismiss": "Fechar a mensagem",
    "common.house_rule": "Regra da casa",
    "common.vs": "{a} contra {b}",
    "start.continue": "Continuar: {a} contra {b}",
    "start.new": "Novo jogo",
    "start.saves": "Jogos salvos",
    "start.rules": "Regras",
    "start.settings": "Configurações",
    "new.title": "Novo jogo",
    "new.player1": "Nome do primeiro jogador",
    "new.player2": "Nome do segundo jogador",
    "new.default1": "Jogador 1",
    "new.default2": "Jogador 2",
    "new.timing": "Momento de reivindicar",
    "new.timing.normal": "Normal: reivindicar depois de jogar uma carta",
    "new.timing.expert": "Especialista: reivindicar só no início do seu turno",
    "new.rounds": "Número de rodadas",
    "new.first": "Quem começa",
    "new.first.random": "Sorteio",
    "new.first.p1": "Primeiro jogador",
    "new.first.p2": "Segundo jogador",
    "new.player1.vs_computer": "O seu nome",
    "new.first.p1.vs_computer": "Você",
    "new.first.p2.vs_computer": "O computador",
    "new.start": "Começar o jogo",
    "new.opponent": "Adversário",
    "new.opponent.human": "Outra pessoa neste dispositivo",
    "new.opponent.computer": "O computador: {level}",
    "bot.name": "Computador ({level})",
    "bot.level.easy": "fácil",
    "bot.level.medium": "médio",
    "bot.level.hard": "difícil",
    "bot.thinking": "{name:the} está jogando…",
    "bot.placed": "{name:the} colocou {card} na pedra {n}.",
    "bot.claimed": "{name:the} reivindicou a pedra {n}.",
    "bot.passed": "{name:the} passou.",
    "bot.ended": "{name:the} terminou o turno. É a sua vez.",
    "bot.placed_elite": "{name:the} colocou uma tropa de elite, {card}, na pedra {n}.",
    "bot.ended_clan": "{name:the} comprou uma carta de clã e terminou o turno. É a sua vez.",
    "bot.ended_tactic": "{name:the} comprou uma carta tática e terminou o turno. É a sua vez.",
    "bot.ended_round": "{name:the} terminou o turno.",
    "bot.mode_blind": "{name:the} colocou {card} na pedra {n}: ali só conta a soma das cartas.",
    "bot.mode_mud": "{name:the} colocou {card} na pedra {n}: ali cada lado precisa de 4 cartas.",
    "bot.recruited": "{name:the} jogou o Recrutador e comprou {drawn}.",
    "bot.returned.clan1": "{name:the} devolveu uma carta para baixo do baralho de clã.",
    "bot.returned.clan2": "{name:the} devolveu 2 cartas para baixo do baralho de clã.",
    "bot.returned.tactic1": "{name:the} devolveu uma carta para baixo do baralho tático.",
    "bot.returned.tactic2": "{name:the} devolveu 2 cartas para baixo do baralho tático.",
    "bot.returned.both": "{name:the} devolveu uma carta para baixo do baralho de clã e outra para "
    "baixo do baralho tático.",
    "bot.strategist": "{name:the} jogou o Estrategista: moveu a carta {card} da pedra {n} para a "
    "pedra {to}.",
    "bot.strategist_discard": "{name:the} jogou o Estrategista: descartou a carta {card} da pedra "
    "{n}.",
    "bot.banshee": "{name:the} jogou a Banshee: descartou a sua carta {card} da pedra {n}.",
    "bot.traitor": "{name:the} jogou o Traidor: levou a sua carta {card} da pedra {n} para o lado "
    "dele na pedra {to}.",
    "board.title": "Vez {name:de}",
    "board.round": "Rodada {n} de {total}",
    "board.score": "Pontuação",
    "board.deck.one": "Baralho: {n} carta",
    "board.deck.other": "Baralho: {n} cartas",
    "board.hand_size.one": "{name}: {n} carta na mão",
    "board.hand_size.other": "{name}: {n} cartas na mão",
    "board.your_hand": "A sua mão, {name}",
    "board.stones": "A fronteira",
    "board.stone": "Pedra {n}",
    "board.side": "Pedra {n}, lado {name:de}",
    "board.side_cards": "{cards}",
    "board.side_empty": "sem cartas",
    "board.side_count": "{n} de 3",
    "board.claimed_by": "Reivindicada {name:por}",
    "board.claim": "Reivindicar a pedra {n}",
    "board.claimable": "Reivindicar a pedra {n}: você pode ganhá-la",
    "board.claim_unproven": "Reivindicar a pedra {n}: você ainda não pode prová-la; "
    "toque para ver por quê",
    "board.place_here": "Jogar {card} na pedra {n}",
    "board.select_card": "{card}",
    "board.selected": "{card}, carta selecionada",
    "board.pass": "Passar (nenhuma carta pode ser jogada)",
    "board.end_turn": "Terminar o turno",
    "board.end_turn_draw": "Terminar o turno e comprar",
    "board.undo": "Desfazer a última ação",
    "board.menu": "Menu",
    "board.log": "Registro do jogo",
    "board.log_empty": "Ainda não há jogadas.",
    "board.rules": "Regras",
    "board.hint.select": "Escolha uma carta da sua mão.",
    "board.hint.place": "Escolha um dos seus lados de pedra destacados para {card}.",
    "board.hint.claim": "Reivindique pedras se puder e depois termine o seu turno.",
    "board.hint.claim_first": "Variante especialista: reivindique agora, antes de jogar uma carta.",
    "board.hint.pass": "Nenhuma carta pode ser jogada: passe, e depois ainda pode reivindicar.",
    "board.hint.pass_claim_first": "Nenhuma carta pode ser jogada: reivindique agora o que puder "
    "e depois passe.",
    "board.hint.pass_only": "Nenhuma carta pode ser jogada: você tem que passar.",
    "board.hint.end": "Termine o seu turno quando quiser.",
    "board.formation": "{kind}, {total}",
    "board.empty_hand": "A sua mão está vazia.",
    "board.opponent_side": "Cartas {name:de}",
    "handover.title": "Passe o tablet {name:para}",
    "handover.body": "{name}, é a sua vez. As suas cartas ficam escondidas até você tocar no "
    "botão.",
    "handover.reveal": "Sou {name:the}: mostrar a minha mão",
    "handover.last": "Turno anterior",
    "handover.resume": "Olá de novo. Agora é a vez {name:de}.",
    "over.round_title": "Rodada {n}: {name:the} ganha",
    "over.match_title": "{name:the} ganha o jogo",
    "over.match_draw": "O jogo termina empatado",
    "over.how.adjacent": "{name:the} controla três pedras adjacentes.",
    "over.how.five": "{name:the} controla cinco pedras.",
    "over.how.other": "{name:the} ganha a rodada.",
    "over.points": "Pontos da rodada",
    "over.points_line": "{name}: {points}",
    "over.total": "Pontuação do jogo",
    "over.hands": "As mãos no fim da rodada",
    "over.hand_of": "Mão {name:de}",
    "over.next_round": "Começar a rodada {n}",
    "over.rematch": "Revanche",
    "over.start_screen": "Menu principal",
    "over.board": "A fronteira final",
    "saves.title": "Jogos salvos",
    "saves.empty": "Ainda não há jogos salvos.",
    "saves.round": "Rodada {n} de {total}",
    "saves.finished": "Terminado",
    "saves.updated": "Jogado em {date}",
    "saves.open": "Abrir {a} contra {b}",
    "saves.delete": "Apagar {a} contra {b}",
    "saves.confirm_delete": "Apagar definitivamente {a} contra {b}?",
    "saves.confirm": "Sim, apagar",
    "saves.export": "Exportar {a} contra {b}",
    "saves.import": "Importar um arquivo de jogo",
    "saves.deleted": "O jogo foi apagado.",
    "saves.imported": "O jogo foi importado.",
    "saves.exported": "O arquivo do jogo foi baixado.",
    "saves.open_short": "Abrir",
    "saves.export_short": "Exportar",
    "saves.delete_short": "Apagar",
    "saves.classic": "Jogo clássico",
    "saves.tactical": "Jogo tático",
    "saves.vs_person": "Dois jogadores",
    "saves.vs_computer": "Contra o computador ({level})",
    "saves.duplicate": "Este jogo já está nos seus jogos salvos.",
    "settings.title": "Configurações",
    "settings.language": "Idioma",
    "settings.on": "Sim",  # an on/off switch's state, beside it
    "settings.off": "Não",
    "settings.saved": "Idioma alterado.",
    # faster start (a memory snapshot of Python kept on the device)
    "settings.fast_start.title": "Início do jogo",
    "settings.fast_start": "Iniciar mais rápido neste dispositivo",
    "settings.fast_start.size": "Ocupa {size} MB neste dispositivo.",
    "settings.fast_start.pending": "Preparado em segundo plano para as próximas visitas.",
    "settings.fast_start.failed": "Indisponível aqui: o jogo inicia como de costume.",
    "settings.fast_start.quota": "Sem espaço suficiente: o jogo inicia como de costume.",
    "settings.fast_start.off": "Desativado: o jogo inicia como de costume.",
    "settings.fast_start.enabled": "Início rápido ativado.",
    "settings.fast_start.disabled": "Início rápido desativado; sua cópia foi excluída.",
    "number.decimal": ",",
    "log.place": "{name:the} jogou {card} na pedra {n}.",
    "log.claim": "{name:the} reivindicou a pedra {n}.",
    "log.pass": "{name:the} passou.",
    "log.end": "{name:the} terminou o turno.",
    "log.next": "Começa a rodada {n}.",
    "log.round": "Rodada {n}",
    "msg.selected": "Carta selecionada: {card}. Escolha uma pedra.",
    "msg.deselected": "{card} voltou para a sua mão.",
    "msg.placed": "Carta jogada na pedra {n}: {card}.",
    "msg.claimed": "A pedra {n} é sua.",
    "msg.undone": "Jogada desfeita.",
    "msg.passed": "Você passou.",
    "msg.turn_ended": "Turno encerrado.",
    "msg.new_game": "Novo jogo: {a} contra {b}.",
    "msg.round_won": "{name:the} ganha a rodada {n}.",
    "msg.your_turn": "{name}, é a sua vez.",
    "verdict.ok": "Você pode reivindicar a pedra {n}.",
    "verdict.stone_claimed": "A pedra {n} já foi reivindicada.",
    "verdict.side_incomplete": "O seu lado da pedra {n} precisa de 3 cartas antes de você "
    "reivindicá-la.",
    "verdict.opponent_wins": "As cartas {opponent:de} na pedra {n} vencem as suas.",
    "verdict.opponent_can_beat": "Você ainda não pode provar a pedra {n}: {opponent:the} ainda "
    "poderia completar o lado dele assim: {cards} ({formation}), que vence a sua combinação "
    "({mine}). Para completá-lo, ele pode usar qualquer carta que não esteja em uma pedra, "
    "inclusive as da sua mão: a sua mão não prova nada.",
    "verdict.on_table": "{card} (já na mesa)",
    "verdict.table_mark": "já na mesa",
    "verdict.opponent_can_beat_plain": "Você ainda não pode provar a pedra {n}: {opponent:the} "
    "ainda poderia vencer você ali.",
    "verdict.not_your_turn": "Não é a sua vez.",
    "verdict.wrong_phase": "Você não pode reivindicar a pedra {n} agora.",
    "verdict.expert_timing": "Variante especialista: as reivindicações são feitas no início do "
    "turno, antes de jogar uma carta.",
    "verdict.unknown": "Você não pode reivindicar a pedra {n}.",
    "error.generic": "Essa jogada não é permitida.",
    "error.card_not_in_hand": "{card} não está na sua mão.",
    "error.stone_claimed": "A pedra {n} está reivindicada.",
    "error.side_full": "O seu lado da pedra {n} está completo.",
    "error.not_your_turn": "Não é a sua vez.",
    "error.pass_not_allowed": "Você não pode passar enquanto puder jogar uma carta.",
    "error.already_placed": "Você já jogou uma carta neste turno.",
    "error.must_place_first": "Jogue uma carta (ou passe) antes de terminar o turno.",
    "error.wrong_phase": "Isso não é possível neste momento do turno.",
    "error.match_over": "O jogo terminou.",
    "error.round_over": "A rodada terminou: comece a próxima.",
    "error.finish_recruiter": "Termine o Recrutador primeiro: devolva cartas da mão para baixo "
    "dos baralhos.",
    "error.no_recruiter": "Não há nada para devolver: as cartas só voltam para baixo dos "
    "baralhos depois de jogar o Recrutador.",
    "error.round_not_over": "A rodada ainda não terminou: a próxima começa quando esta acabar.",
    "error.claim_after_play": "As reivindicações são feitas depois de jogar uma carta (ou passar).",
    "error.nothing_to_undo": "Não há nada para desfazer.",
    "error.no_card_selected": "Escolha primeiro uma carta da sua mão.",
    "storage.full": "O armazenamento do navegador está cheio: não foi possível salvar este jogo. "
    "Apague jogos antigos para liberar espaço.",
    "storage.corrupt": "Não foi possível ler um jogo salvo (os dados estão danificados). Ele foi "
    "separado e os seus outros jogos estão a salvo.",
    "storage.foreign": "Um jogo salvo não é de Schotten Totten. Ele foi separado e os seus outros "
    "jogos estão a salvo.",
    "storage.newer": "Um jogo foi salvo por uma versão mais recente do jogo: esta versão não "
    "consegue abri-lo e o deixa como está. Os seus outros jogos estão a salvo.",
    "storage.inconsistent": "Um jogo salvo viola as regras do jogo (foi alterado ou está "
    "danificado). Ele foi separado e os seus outros jogos estão a salvo.",
    "storage.missing": "Esse jogo salvo não existe mais.",
    "storage.unavailable": "O navegador não permite que este aplicativo salve jogos: eles serão "
    "perdidos ao fechar a página.",
    "import.corrupt": "Esse arquivo não pode ser lido como um jogo.",
    "import.foreign": "Esse arquivo não é um jogo de Schotten Totten.",
    "import.newer": "Esse arquivo é de uma versão mais recente deste aplicativo.",
    "import.inconsistent": "Esse arquivo viola as regras do jogo.",
    "color.R": "Vermelho",
    "color.O": "Laranja",
    "color.Y": "Amarelo",
    "color.G": "Verde",
    "color.B": "Azul",
    "color.P": "Roxo",
    "card.name": "{color} {value}",
    "count.clan.one": "{n} carta de clã",
    "count.clan.other": "{n} cartas de clã",
    "count.tactic.one": "{n} carta tática",
    "count.tactic.other": "{n} cartas táticas",
    "count.and": "{a} e {b}",
    "kind.color_run": "sequência de cor",
    "kind.three_of_a_kind": "trinca",
    "kind.color": "cor",
    "kind.run": "sequência",
    "kind.sum": "soma",
    "player.p1": "Jogador 1",
    "player.p2": "Jogador 2",
    "rules.title": "Como jogar Schotten Totten",
    "rules.goal.title": "Objetivo",
    "rules.goal.body": "Dois clãs escoceses disputam as nove pedras da sua fronteira. Ganha a "
    "rodada quem primeiro controlar três pedras adjacentes, ou cinco pedras em qualquer lugar.",
    "rules.setup.title": "Preparação",
    "rules.setup.body": "Há 54 cartas de clã: seis cores, valores de 1 a 9. Cada cor tem o seu "
    "próprio símbolo, por isso a cor nunca é a única forma de distingui-las. As cartas são "
    "embaralhadas e cada jogador recebe 6. O jogador inicial é escolhido ao criar o jogo (ou "
    "sorteado).",
    "rules.turn.title": "O seu turno",
    "rules.turn.body": "- Jogue exatamente uma carta da sua mão no seu lado de uma pedra não "
    "reivindicada onde o seu lado tenha menos de 3 cartas. Uma carta jogada nunca se move.\n- "
    "Depois reivindique quantas pedras puder (veja abaixo). É opcional.\n- Depois termine o seu "
    "turno: você compra uma carta. Quando o baralho acaba, o jogo continua sem comprar.\n- Se "
    "nenhuma das suas cartas puder ser jogada, você passa. Não é permitido passar enquanto uma "
    "carta puder ser jogada.",
    "rules.formations.title": "Combinações",
    "rules.formations.body": "Cada lado de uma pedra forma uma combinação de 3 cartas; a ordem em "
    "que foram jogadas não importa. Da mais forte para a mais fraca:",
    "rules.formations.color_run": "sequência de cor: mesma cor, valores consecutivos",
    "rules.formations.three_of_a_kind": "trinca: mesmo valor",
    "rules.formations.color": "cor: mesma cor",
    "rules.formations.run": "sequência: valores consecutivos, quaisquer cores",
    "rules.formations.sum": "soma: qualquer outra coisa",
    "rules.formations.ties": "Não há volta: 9, 1, 2 não é uma sequência. Entre duas combinações "
    "do mesmo tipo, ganha a de maior soma. Mesmo tipo e mesma soma: ganha o jogador que jogou "
    "primeiro a terceira carta nessa pedra. Não há empates.",
    "rules.claims.title": "Reivindicar pedras",
    "rules.claims.body": "- Só reivindica o jogador da vez, depois de jogar uma carta e antes de "
    "comprar.\n- O seu lado tem que estar completo (3 cartas). Nunca se reivindica com menos.\n- "
    "Reivindicação normal: os dois lados estão completos e a sua combinação ganha.\n- "
    "Reivindicação antecipada: o outro lado ainda não está completo. Você só pode reivindicar se "
    "nenhuma forma de completá-lo vencer você. A prova usa apenas as cartas que estão na mesa: o "
    "adversário pode completar com qualquer carta que não esteja em uma pedra, inclusive as da "
    "sua própria mão. As cartas das pedras reivindicadas contam como estando na mesa.\n- Uma "
    "combinação que só empata com a sua não vence você, porque você completou primeiro: um 7-8-9 "
    "vermelho pode ser reivindicado até contra um lado vazio.\n- Uma pedra reivindicada fica "
    "fechada: ninguém joga mais cartas nela, de nenhum lado.\n- Quando uma reivindicação é "
    "recusada, o aplicativo explica por quê; em uma reivindicação antecipada, mostra como o "
    "adversário poderia completar o lado dele para vencer você e marca as cartas dele que já "
    "estão na mesa.",
    "rules.expert.title": "Variante especialista",
    "rules.expert.body": "Com o momento de reivindicar especialista, você só reivindica pedras no "
    "início do seu turno, antes de jogar uma carta. Uma pedra que se torne ganhável durante o seu "
    "turno pode ser reivindicada no turno seguinte, se ainda for assim.",
    "rules.end.title": "Fim de uma rodada",
    "rules.end.body": "A rodada termina assim que um jogador controla três pedras adjacentes ou "
    "cinco pedras no total: esse jogador ganha. Todas as rodadas do jogo clássico terminam com um "
    "vencedor.",
    "rules.match.title": "Jogos de várias rodadas",
    "rules.match.body": "Combinem primeiro o número de rodadas. O vencedor de uma rodada marca "
    "5 pontos; o perdedor marca 1 ponto por cada pedra que controla. Ganha quem tiver mais pontos.",
    "rules.house.title": "Regras da casa",
    "rules.house.intro": "Onde as regras impressas não dizem nada ou se contradizem, este "
    "aplicativo segue estas regras da casa:",
    "rules.house.next_starter": "Em um jogo de várias rodadas, começa cada rodada o jogador que "
    "não começou a anterior.",
    "rules.house.pass_claim": "Você pode reivindicar pedras mesmo em um turno em que passa (senão "
    "o fim de uma rodada poderia ficar travado).",
    "rules.house.tied_match": "Se houver empate nos pontos, ganha quem venceu mais rodadas; se "
    "ainda houver empate, o jogo termina empatado.",
    "rules.app.title": "Jogar em um só tablet",
    "rules.app.body": "- Toque em uma carta da sua mão e depois em um dos seus lados de pedra "
    "destacados. Em um computador, você também pode arrastar a carta para a pedra, ou usar a "
    "tecla Tab e as setas.\n- Até terminar o seu turno, você pode desfazer a jogada. Quando o "
    "turno termina e uma carta é comprada, a carta fica onde está.\n- Entre os turnos, uma tela "
    "de passagem esconde todas as mãos até o jogador seguinte tocar no botão.\n- O jogo é salvo "
    "automaticamente após cada jogada. Ele pode ser exportado para um arquivo e importado de novo.",
    "rules.example": "Exemplo: {cards}",
    # jogos salvos: outras abas, dados ilegíveis, exportações que mostram as duas mãos
    "storage.moved": "Este jogo avançou em outra aba ou janela, por isso esta página não o "
    "substituiu. Carregue o jogo como está agora para continuar.",
    "storage.deleted": "Este jogo foi apagado em outra aba ou janela.",
    "storage.saved_anew": "O salvamento deste jogo foi danificado em outra aba ou janela e foi "
    "separado. Esta página salvou o jogo de novo como ele está aqui, como um jogo novo nos seus "
    "jogos salvos.",
    "storage.followed": "Este jogo avançou em outra aba ou janela: aqui está ele como está agora.",
    "storage.load_latest": "Carregar o jogo como está agora",
    "saves.unreadable": "Dados ilegíveis {n}: não foi possível lê-los, então eles foram "
    "separados. Os seus outros jogos estão seguros.",
    "saves.delete_unreadable": "Apagar os dados ilegíveis {n}",
    "saves.confirm_delete_unreadable": "Apagar definitivamente os dados ilegíveis {n}?",
    "saves.export_warning": "Este jogo ainda está em andamento: o arquivo mostra as mãos dos dois "
    "jogadores para quem o abrir.",
    "saves.export_anyway": "Baixar mesmo assim",
    "app.unsafe": "Não foi possível mostrar esta tela com segurança. Os seus jogos não foram "
    "afetados.",
    # the table in motion: the last turn, a round won on the board, sound and animations
    "table.last_turn": "Último turno {name:de}",
    "table.end.clan": "{name:the} comprou uma carta de clã.",
    "table.end.tactic": "{name:the} comprou uma carta tática.",
    "table.end.none": "{name:the} terminou o turno.",
    "table.recent_card": "acabou de ser jogada",
    "table.recent_stone": "Mudou no último turno.",
    "table.round_won": "{name:the} ganha a rodada {n}: a reivindicação vencedora está na mesa.",
    "table.claim_cue_mine": "Sua",
    "result.fold": "Olhar a mesa",
    "table.see_result": "Ver o resultado",
    "table.prefs": "Som e animações",
    "table.sound": "Som",
    "table.animations": "Animações",
    "table.sound.on": "Som ativado.",
    "table.sound.off": "Som desativado.",
    "settings.hints.on": "Dicas ativadas.",
    "settings.hints.off": "Dicas desativadas.",
    "table.animations.on": "Animações ativadas.",
    "table.animations.off": "Animações desativadas.",
    # a round won by a claim, on the board before the result
    "table.won_claim": "{name:the} reivindicou a pedra {n} e ganha a rodada {round}: a "
    "reivindicação vencedora está na mesa.",
    "table.won_claim_stone": "A reivindicação que ganha a rodada.",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "name.you": "Você",
    "board.title.you": "Sua vez",
    "board.your_hand.you": "A sua mão",
    "board.side.you": "Pedra {n}, o seu lado",
    "board.claimed_by.you": "Reivindicada por você",
    "log.place.you": "Você jogou {card} na pedra {n}.",
    "log.claim.you": "Você reivindicou a pedra {n}.",
    "log.pass.you": "Você passou.",
    "log.end.you": "Você terminou o turno.",
    "msg.round_won.you": "Você ganha a rodada {n}.",
    "over.round_title.you": "Rodada {n}: você ganha",
    "over.match_title.you": "Você ganha o jogo",
    "over.how.adjacent.you": "Você controla três pedras adjacentes.",
    "over.how.five.you": "Você controla cinco pedras.",
    "over.how.other.you": "Você ganha a rodada.",
    "over.hand_of.you": "A sua mão",
    "table.last_turn.you": "O seu último turno",
    "table.end.clan.you": "Você comprou uma carta de clã.",
    "table.end.tactic.you": "Você comprou uma carta tática.",
    "table.end.none.you": "Você terminou o turno.",
    "table.round_won.you": "Você ganha a rodada {n}: a reivindicação vencedora está na mesa.",
    "table.won_claim.you": "Você reivindicou a pedra {n} e ganha a rodada {round}: a "
    "reivindicação vencedora está na mesa.",
}

# The table in motion: each tactic card's letters on its face, in this language.
TACTIC_LETTERS: dict[str, str] = {
    "JOKER": "CU",
    "SPY": "ES",
    "SHIELD": "EC",
    "BLIND": "CC",
    "MUD": "LL",
    "RECRUITER": "RE",
    "STRATEGIST": "ET",
    "BANSHEE": "BA",
    "TRAITOR": "TD",
}

#: Tactic cards' names as the hand's faces write them, with soft hyphens where a long word
#: may break (the others as they are named; ``i18n.tactic_face``).
TACTIC_FACES: dict[str, str] = {
    "SHIELD": "Escu\u00addeiro",
    "RECRUITER": "Recru\u00adtador",
    "STRATEGIST": "Estra\u00adte\u00adgista",
    "BANSHEE": "Ban\u00adshee",
}
