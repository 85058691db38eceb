"""Textos em português."""

NAME = "Português"

STRINGS: dict[str, str] = {
    "app.title": "Schotten Totten",
    "app.tagline": "Dois clãs, nove pedras, um tablet.",
    "common.back": "Voltar",
    "common.close": "Fechar",
    "common.cancel": "Cancelar",
    "common.dismiss": "Fechar a mensagem",
    "common.house_rule": "Regra da casa",
    "common.vs": "{a} contra {b}",
    "start.continue": "Continuar: {a} contra {b}",
    "start.new": "Novo jogo",
    "start.saves": "Jogos guardados",
    "start.rules": "Regras",
    "start.settings": "Definições",
    "new.title": "Novo jogo",
    "new.player1": "Nome do primeiro jogador",
    "new.player2": "Nome do segundo jogador",
    "new.default1": "Jogador 1",
    "new.default2": "Jogador 2",
    "new.timing": "Momento de reivindicar",
    "new.timing.normal": "Normal: reivindicar depois de jogar uma carta",
    "new.timing.expert": "Especialista: reivindicar só no início da sua vez",
    "new.rounds": "Número de rodadas",
    "new.first": "Quem começa",
    "new.first.random": "Ao acaso",
    "new.first.p1": "Primeiro jogador",
    "new.first.p2": "Segundo jogador",
    "new.start": "Começar o jogo",
    "new.opponent": "Adversário",
    "new.opponent.human": "Outra pessoa neste dispositivo",
    "new.opponent.computer": "O computador: {level}",
    "bot.name": "Computador ({level})",
    "bot.level.easy": "fácil",
    "bot.level.medium": "médio",
    "bot.level.hard": "difícil",
    "bot.thinking": "{name} está a jogar…",
    "bot.placed": "{name} colocou {card} na pedra {n}.",
    "bot.claimed": "{name} reivindicou a pedra {n}.",
    "bot.passed": "{name} passou.",
    "bot.ended": "{name} terminou a vez. É a sua vez.",
    "bot.placed_elite": "{name} colocou uma tropa de elite, {card}, na pedra {n}.",
    "bot.ended_clan": "{name} comprou uma carta de clã e terminou a vez. É a sua vez.",
    "bot.ended_tactic": "{name} comprou uma carta tática e terminou a vez. É a sua vez.",
    "bot.ended_round": "{name} terminou a vez.",
    "bot.mode_blind": "{name} colocou {card} na pedra {n}: ali só conta a soma das cartas.",
    "bot.mode_mud": "{name} colocou {card} na pedra {n}: ali cada lado precisa de 4 cartas.",
    "bot.recruited": "{name} jogou o Recrutador e comprou {clan} cartas de clã e {tactic} táticas.",
    "bot.returned.clan1": "{name} devolveu uma carta para baixo do baralho de clã.",
    "bot.returned.clan2": "{name} devolveu 2 cartas para baixo do baralho de clã.",
    "bot.returned.tactic1": "{name} devolveu uma carta para baixo do baralho tático.",
    "bot.returned.tactic2": "{name} devolveu 2 cartas para baixo do baralho tático.",
    "bot.returned.both": "{name} devolveu uma carta para baixo do baralho de clã e outra para "
    "baixo do baralho tático.",
    "bot.strategist": "{name} jogou o Estrategista: moveu a carta {card} da pedra {n} para a "
    "pedra {to}.",
    "bot.strategist_discard": "{name} jogou o Estrategista: descartou a carta {card} da pedra {n}.",
    "bot.banshee": "{name} jogou a Banshee: descartou a sua carta {card} da pedra {n}.",
    "bot.traitor": "{name} jogou o Traidor: levou a sua carta {card} da pedra {n} para o lado "
    "dele na pedra {to}.",
    "board.title": "Vez de {name}",
    "board.round": "Rodada {n} de {total}",
    "board.score": "Pontuação",
    "board.deck": "Baralho: {n} cartas",
    "board.hand_size": "{name}: {n} cartas na mão",
    "board.your_hand": "A sua mão, {name}",
    "board.stones": "A fronteira",
    "board.stone": "Pedra {n}",
    "board.side": "Pedra {n}, lado de {name}",
    "board.side_cards": "{cards}",
    "board.side_empty": "sem cartas",
    "board.side_count": "{n} de 3",
    "board.claimed_by": "Reivindicada por {name}",
    "board.claim": "Reivindicar a pedra {n}",
    "board.claimable": "Reivindicar a pedra {n}: pode ganhá-la",
    "board.place_here": "Jogar {card} na pedra {n}",
    "board.select_card": "{card}",
    "board.selected": "{card}, selecionada",
    "board.pass": "Passar (nenhuma carta pode ser jogada)",
    "board.end_turn": "Terminar a vez",
    "board.end_turn_draw": "Terminar a vez e comprar",
    "board.undo": "Desfazer",
    "board.menu": "Menu",
    "board.log": "Registo do jogo",
    "board.log_empty": "Ainda não há jogadas.",
    "board.rules": "Regras",
    "board.hint.select": "Escolha uma carta da sua mão.",
    "board.hint.place": "Escolha um dos seus lados de pedra destacados para {card}.",
    "board.hint.claim": "Reivindique pedras se puder e depois termine a sua vez.",
    "board.hint.claim_first": "Variante especialista: reivindique agora, antes de jogar uma carta.",
    "board.hint.pass": "Nenhuma carta pode ser jogada: tem de passar. Ainda pode reivindicar.",
    "board.hint.end": "Termine a sua vez quando estiver pronto.",
    "board.formation": "{kind}, {total}",
    "board.empty_hand": "A sua mão está vazia.",
    "board.opponent_side": "Cartas de {name}",
    "handover.title": "Passe o tablet a {name}",
    "handover.body": "{name}, é a sua vez. As suas cartas ficam escondidas até tocar no botão.",
    "handover.reveal": "Sou {name}: mostrar a minha mão",
    "handover.last": "Última vez",
    "handover.resume": "Bem-vindo de volta. Joga agora {name}.",
    "over.round_title": "Rodada {n}: {name} ganha",
    "over.match_title": "{name} ganha o jogo",
    "over.match_draw": "O jogo termina empatado",
    "over.how.adjacent": "{name} controla três pedras adjacentes.",
    "over.how.five": "{name} controla cinco pedras.",
    "over.how.other": "{name} ganha a rodada.",
    "over.points": "Pontos da rodada",
    "over.points_line": "{name}: {points}",
    "over.total": "Pontuação do jogo",
    "over.hands": "As mãos no fim da rodada",
    "over.hand_of": "Mão de {name}",
    "over.next_round": "Começar a rodada {n}",
    "over.rematch": "Desforra",
    "over.start_screen": "Menu principal",
    "over.board": "A fronteira final",
    "saves.title": "Jogos guardados",
    "saves.empty": "Ainda não há jogos guardados.",
    "saves.round": "Rodada {n} de {total}",
    "saves.finished": "Terminado",
    "saves.updated": "Jogado em {date}",
    "saves.open": "Abrir {a} contra {b}",
    "saves.delete": "Apagar {a} contra {b}",
    "saves.confirm_delete": "Apagar definitivamente {a} contra {b}?",
    "saves.confirm": "Sim, apagar",
    "saves.export": "Exportar {a} contra {b}",
    "saves.import": "Importar um ficheiro de jogo",
    "saves.deleted": "O jogo foi apagado.",
    "saves.imported": "O jogo foi importado.",
    "saves.exported": "O ficheiro do jogo foi descarregado.",
    "settings.title": "Definições",
    "settings.language": "Idioma",
    "settings.saved": "Idioma alterado.",
    # faster start (a memory snapshot of Python kept on the device)
    "settings.fast_start.title": "Início do jogo",
    "settings.fast_start": "Iniciar mais depressa neste dispositivo",
    "settings.fast_start.size": "Ocupa {size} MB neste dispositivo.",
    "settings.fast_start.pending": "Preparado em segundo plano para as próximas visitas.",
    "settings.fast_start.failed": "Indisponível aqui: o jogo inicia como de costume.",
    "settings.fast_start.quota": "Sem espaço suficiente: o jogo inicia como de costume.",
    "settings.fast_start.off": "Desativado: o jogo inicia como de costume.",
    "settings.fast_start.enabled": "Início rápido ativado.",
    "settings.fast_start.disabled": "Início rápido desativado; a sua cópia foi apagada.",
    "number.decimal": ",",
    "log.place": "{name} jogou {card} na pedra {n}.",
    "log.claim": "{name} reivindicou a pedra {n}.",
    "log.pass": "{name} passou.",
    "log.end": "{name} terminou a vez.",
    "log.next": "Começa a rodada {n}.",
    "log.round": "Rodada {n}",
    "log.other": "{name}: {action}",
    "msg.selected": "{card} selecionada. Escolha uma pedra.",
    "msg.deselected": "{card} voltou para a sua mão.",
    "msg.placed": "{card} jogada na pedra {n}.",
    "msg.claimed": "A pedra {n} é sua.",
    "msg.undone": "Jogada desfeita.",
    "msg.passed": "Passou a vez.",
    "msg.turn_ended": "Vez terminada.",
    "msg.new_game": "Novo jogo: {a} contra {b}.",
    "msg.round_won": "{name} ganha a rodada {n}.",
    "msg.your_turn": "{name}, é a sua vez.",
    "verdict.ok": "Pode reivindicar a pedra {n}.",
    "verdict.stone_claimed": "A pedra {n} já foi reivindicada.",
    "verdict.side_incomplete": "O seu lado da pedra {n} precisa de 3 cartas antes de a "
    "reivindicar.",
    "verdict.opponent_wins": "As cartas de {opponent} na pedra {n} vencem as suas.",
    "verdict.opponent_can_beat": "Ainda não pode provar a pedra {n}: {opponent} ainda poderia "
    "completar o seu lado assim: {cards} ({formation}), que vence a sua combinação ({mine}).",
    "verdict.opponent_can_beat_plain": "Ainda não pode provar a pedra {n}: {opponent} ainda "
    "poderia vencê-lo lá.",
    "verdict.not_your_turn": "Não é a sua vez.",
    "verdict.wrong_phase": "Não pode reivindicar a pedra {n} agora.",
    "verdict.expert_timing": "Variante especialista: reivindica-se no início da vez, antes de "
    "jogar uma carta.",
    "verdict.unknown": "Não pode reivindicar a pedra {n}.",
    "error.generic": "Essa jogada não é permitida.",
    "error.card_not_in_hand": "{card} não está na sua mão.",
    "error.stone_claimed": "A pedra {n} está reivindicada.",
    "error.side_full": "O seu lado da pedra {n} está completo.",
    "error.not_your_turn": "Não é a sua vez.",
    "error.pass_not_allowed": "Não pode passar enquanto puder jogar uma carta.",
    "error.already_placed": "Já jogou uma carta nesta vez.",
    "error.must_place_first": "Jogue uma carta (ou passe) antes de terminar a vez.",
    "error.wrong_phase": "Isso não é possível neste momento da vez.",
    "error.match_over": "O jogo terminou.",
    "error.round_over": "A rodada terminou: comece a seguinte.",
    "error.claim_after_play": "Reivindica-se depois de jogar uma carta (ou passar).",
    "error.nothing_to_undo": "Não há nada para desfazer.",
    "error.no_card_selected": "Escolha primeiro uma carta da sua mão.",
    "storage.full": "O armazenamento do navegador está cheio: não foi possível guardar este "
    "jogo. Apague jogos antigos para libertar espaço.",
    "storage.corrupt": "Não foi possível ler um jogo guardado (os dados estão danificados). Foi "
    "posto de parte e os seus outros jogos estão a salvo.",
    "storage.foreign": "Um jogo guardado não é de Schotten Totten. Foi posto de parte e os seus "
    "outros jogos estão a salvo.",
    "storage.newer": "Um jogo foi guardado por uma versão mais recente desta aplicação. Foi posto "
    "de parte e os seus outros jogos estão a salvo.",
    "storage.inconsistent": "Um jogo guardado viola as regras do jogo (foi alterado ou está "
    "danificado). Foi posto de parte e os seus outros jogos estão a salvo.",
    "storage.missing": "Esse jogo guardado já não existe.",
    "storage.unavailable": "O navegador não deixa esta aplicação guardar jogos: serão perdidos "
    "ao fechar a página.",
    "import.corrupt": "Esse ficheiro não pode ser lido como um jogo.",
    "import.foreign": "Esse ficheiro não é um jogo de Schotten Totten.",
    "import.newer": "Esse ficheiro é de uma versão mais recente desta aplicação.",
    "import.inconsistent": "Esse ficheiro viola as regras do jogo.",
    "color.R": "Vermelho",
    "color.O": "Laranja",
    "color.Y": "Amarelo",
    "color.G": "Verde",
    "color.B": "Azul",
    "color.P": "Roxo",
    "card.name": "{color} {value}",
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
    "próprio símbolo, por isso a cor nunca é a única forma de as distinguir. As cartas são "
    "baralhadas e cada jogador recebe 6. O jogador inicial é escolhido ao criar o jogo (ou ao "
    "acaso).",
    "rules.turn.title": "A sua vez",
    "rules.turn.body": "- Jogue exatamente uma carta da sua mão no seu lado de uma pedra não "
    "reivindicada onde o seu lado tenha menos de 3 cartas. Uma carta jogada nunca se move.\n"
    "- Depois reivindique tantas pedras quantas puder (ver abaixo). É opcional.\n"
    "- Depois termine a sua vez: compra uma carta. Quando o baralho acaba, o jogo continua sem "
    "comprar.\n"
    "- Se nenhuma das suas cartas puder ser jogada, passa. Não pode passar enquanto puder jogar "
    "uma carta.",
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
    "comprar.\n"
    "- O seu lado tem de estar completo (3 cartas). Nunca se reivindica com menos.\n"
    "- Reivindicação normal: os dois lados estão completos e a sua combinação ganha.\n"
    "- Reivindicação antecipada: o outro lado ainda não está completo. Só pode reivindicar se "
    "nenhuma forma de o completar o vencer. A prova usa apenas as cartas que estão na mesa: o "
    "adversário pode completar com qualquer carta que não esteja numa pedra, incluindo as da sua "
    "própria mão. As cartas das pedras reivindicadas contam como estando na mesa.\n"
    "- Uma combinação que apenas o iguala não o vence, porque completou primeiro: um 7-8-9 "
    "vermelho pode ser reivindicado até contra um lado vazio.\n"
    "- Uma pedra reivindicada fica fechada: ninguém joga mais cartas nela, de nenhum lado.\n"
    "- Quando uma reivindicação é recusada, a aplicação diz-lhe porquê; numa reivindicação "
    "antecipada, mostra como o adversário poderia completar o lado dele para o vencer.",
    "rules.expert.title": "Variante especialista",
    "rules.expert.body": "Com o momento de reivindicar especialista, só reivindica pedras no "
    "início da sua vez, antes de jogar uma carta. Uma pedra que se torne ganhável durante a sua "
    "vez pode ser reivindicada na vez seguinte, se ainda for assim.",
    "rules.end.title": "Fim de uma rodada",
    "rules.end.body": "A rodada termina assim que um jogador controla três pedras adjacentes ou "
    "cinco pedras no total: esse jogador ganha. Todas as rodadas do jogo clássico terminam com um "
    "vencedor.",
    "rules.match.title": "Jogos de várias rodadas",
    "rules.match.body": "Combinem primeiro o número de rodadas. O vencedor de uma rodada marca "
    "5 pontos; o perdedor marca 1 ponto por cada pedra que controla. Ganha quem tiver mais pontos.",
    "rules.house.title": "Regras da casa",
    "rules.house.intro": "Onde as regras impressas nada dizem ou se contradizem, esta aplicação "
    "segue estas regras da casa:",
    "rules.house.next_starter": "Num jogo de várias rodadas, começa cada rodada o jogador que não "
    "começou a anterior.",
    "rules.house.pass_claim": "Pode reivindicar pedras mesmo numa vez em que passa (senão o fim de "
    "uma rodada poderia ficar bloqueado).",
    "rules.house.tied_match": "Se houver empate nos pontos, ganha quem venceu mais rodadas; se "
    "ainda houver empate, o jogo termina empatado.",
    "rules.app.title": "Jogar num só tablet",
    "rules.app.body": "- Toque numa carta da sua mão e depois num dos seus lados de pedra "
    "destacados. Num computador também pode arrastar a carta para a pedra, ou usar a tecla Tab e "
    "as setas.\n"
    "- Até terminar a sua vez pode desfazer a jogada. Quando a vez termina e uma carta é "
    "comprada, a carta fica onde está.\n"
    "- Entre as vezes, um ecrã de passagem esconde todas as mãos até o jogador seguinte tocar no "
    "botão.\n"
    "- O jogo guarda-se sozinho após cada jogada. Pode ser exportado para um ficheiro e importado "
    "de novo.",
    "rules.example": "Exemplo: {cards}",
}
