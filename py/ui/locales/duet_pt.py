"""Textos em português (Brasil) de uma partida em dois dispositivos: o lado do jogo."""

STRINGS: dict[str, str] = {
    "import.two_devices": (
        "Esse arquivo é uma partida em dois dispositivos ainda em andamento: só os seus "
        "dois dispositivos podem continuá-la."
    ),
    "duet.pair_again": "Criar um novo código",
    "duet.drawing": "Esperando o outro dispositivo distribuir suas cartas…",
    "duet.lost": "O dispositivo {name:de} saiu: a partida espera. Crie um novo código para "
    "continuar.",
    "duet.offline": "O dispositivo {name:de} não está conectado: crie um novo código para "
    "continuar.",
    "duet.refused": "O outro dispositivo enviou uma jogada que não é permitida: {why} Nada mudou "
    "aqui.",
    "duet.refused.malformed": "não foi possível ler a mensagem.",
    "duet.refused.not_your_turn": "não era o turno desse jogador.",
    "duet.refused.stale": "ela chegou fora de ordem.",
    "duet.refused.not_held": "ela usa uma carta que esse jogador não tem.",
    "duet.refused.illegal": "as regras não permitem.",
    "duet.refused.bad_draw": "as cartas que ele diz ter comprado não podem estar certas.",
    "duet.refused.bad_deal": "as cartas que ele distribuiu não podem estar certas.",
    "duet.refused.mismatch": "as cartas da rodada não batem com as jogadas.",
    "duet.refused.commitment": "o baralho dele não é o que ele prometeu no início.",
    "duet.disagree": "Os dois dispositivos não concordam sobre esta partida: cada um mantém o seu "
    "jogo salvo.",
    "duet.they_refused": "O dispositivo {name:de} recusou uma jogada enviada daqui: a partida "
    "continua como estava.",
    "duet.they_refused_disagree": "O dispositivo {name:de} não concorda sobre esta partida: cada "
    "um mantém o seu jogo salvo.",
    "duet.refused.bad_opening": "uma carta que ele abriu não pode estar certa.",
    "duet.refused.bad_proof": "a carta que ele jogou não é a que ele tem.",
    "duet.refused.bad_shuffle": "o embaralhamento dele não pode estar certo.",
    "duet.refused.not_over": "a rodada não terminou nem foi verificada.",
    "duet.fair.dealing": "Distribuindo as cartas de forma justa: etapa {n} de {total}…",
    "duet.fair.progress": "Distribuição justa",
    "duet.fair.checked": "Distribuição justa verificada: os dois embaralhamentos e cada carta da "
    "rodada são os que os dois dispositivos prometeram.",
    "duet.fair.failed.commitment": "A verificação da distribuição falhou: as chaves do outro "
    "dispositivo não são as que ele prometeu ao distribuir a rodada. Este dispositivo mantém a "
    "partida como estava.",
    "duet.fair.failed.bad_shuffle": "A verificação da distribuição falhou na etapa {step}: o "
    "embaralhamento do outro dispositivo não corresponde às chaves dele. Este dispositivo mantém "
    "a partida como estava.",
    "duet.fair.failed.mismatch": "A verificação da distribuição falhou na jogada {move}: as "
    "cartas reais da rodada não correspondem às jogadas feitas. Este dispositivo mantém a partida "
    "como estava.",
}
