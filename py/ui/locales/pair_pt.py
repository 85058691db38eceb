"""Textos em português (Brasil) de dois dispositivos em uma mesma mesa (#45)."""

STRINGS: dict[str, str] = {
    "start.two_devices": "Jogar em dois dispositivos",
    "saves.two_devices": "Em dois dispositivos",
    "saves.peer_named": "{game}, em dois dispositivos",
    "rules.devices.title": "Jogar em dois dispositivos",
    "rules.devices.body": "- Cada jogador pode usar o próprio celular ou tablet: escolha “Jogar "
    "em dois dispositivos” na tela inicial. O primeiro dispositivo mostra um código QR: "
    "escaneie-o com a câmera do segundo ou envie o link. Depois, o primeiro dispositivo lê o "
    "código que o segundo mostra.\n"
    "- Cada dispositivo mostra só a mão do seu jogador. Os dois dispositivos se comunicam "
    "diretamente, sem nenhum servidor deste site: no mesmo Wi-Fi, nada sai da sala. Para jogar "
    "entre redes diferentes, permita jogar pela internet nos dois.\n"
    "- Se a conexão cair, a partida espera: crie um novo código para continuar.",
    "pair.title.host": "Jogar em dois dispositivos",
    "pair.title.guest": "Entrar em uma partida em dois dispositivos",
    "pair.title.repair": "Reconectar os dois dispositivos",
    "pair.name": "Seu nome neste dispositivo",
    "pair.name.help": "O outro jogador digita o próprio nome no dispositivo dele.",
    "pair.start": "Criar o código",
    "pair.internet": "Permitir jogar pela internet",
    "pair.internet.help": "Para dispositivos em redes diferentes: um servidor público do Google "
    "(stun.l.google.com) fica sabendo os endereços de internet dos dois dispositivos. Sem isso, "
    "nada sai da sua rede local.",
    "pair.internet.on": "Jogo pela internet permitido.",
    "pair.internet.off": "Jogo pela internet desativado: nada sai da rede local.",
    "pair.form": "Digite seu nome e depois mostre seu código ao outro dispositivo.",
    "pair.guest.intro": "Outro dispositivo convida você para uma partida de Schotten Totten. "
    "Cada um joga no próprio dispositivo.",
    "pair.guest.join": "Mostrar meu código",
    "pair.guest.show": "Mostre este código ao outro dispositivo",
    "pair.making": "Criando um código…",
    "pair.status.host": "Aguardando o código do outro dispositivo.",
    "pair.waiting": "Aguardando o outro dispositivo…",
    "pair.connecting": "Conectando…",
    "pair.connected": "Conectados. A partida começa.",
    "pair.step1": "1. No outro dispositivo, escaneie este código com a câmera ou abra este link",
    "pair.step2": "2. Depois, leia o código do outro dispositivo",
    "pair.qr.host": "Código QR do link para esta partida",
    "pair.qr.guest": "Código QR da resposta deste dispositivo",
    "pair.link.label": "Link",
    "pair.code.label": "Código",
    "pair.copy.link": "Copiar o link",
    "pair.copy.code": "Copiar o código",
    "pair.share.link": "Compartilhar o link",
    "pair.share.code": "Compartilhar o código",
    "pair.share.title": "Schotten Totten em dois dispositivos",
    "pair.share.text": "Entre na minha partida de Schotten Totten:",
    "pair.bytes.one": "{n} byte",
    "pair.bytes.other": "{n} bytes",
    "pair.size": "{bytes}, código QR versão {version}",
    "pair.scan": "Escanear com a câmera",
    "pair.scan_stop": "Desligar a câmera",
    "pair.video": "Imagem da câmera: segure na frente dela o código QR do outro dispositivo",
    "pair.input": "Ou cole aqui o código do outro dispositivo",
    "pair.connect": "Conectar",
    "pair.failed.ice": "Os dispositivos não conseguiram se comunicar. Coloque os dois no mesmo "
    "Wi-Fi ou permita jogar pela internet nos dois.",
    "pair.failed.bad-code": "Não foi possível ler esse código: copie-o de novo, inteiro.",
    "pair.failed.timeout": "Os dispositivos não se conectaram em 30 segundos. Crie um novo "
    "código e tente de novo, com os dois no mesmo Wi-Fi.",
    "pair.failed.unsupported": "Este navegador não consegue conectar dois dispositivos.",
    "pair.failed.closed": "A conexão foi fechada antes de a partida começar. Crie um novo código "
    "para tentar de novo.",
    "pair.failed.other": "Os dispositivos não conseguiram se conectar. Crie um novo código para "
    "tentar de novo.",
    "pair.lost": "O outro dispositivo sumiu: a partida espera. Crie um novo código para continuar.",
    "pair.refused.too-big": "O outro dispositivo enviou uma mensagem grande demais para ser "
    "lida: ela foi recusada, e nada mudou aqui.",
    "pair.refused.flood": "O outro dispositivo enviou mensagens demais de uma vez: elas foram "
    "recusadas, e nada mudou aqui.",
    "pair.refused.other": "Uma mensagem do outro dispositivo foi recusada, e nada mudou aqui.",
    "pair.again": "Criar um novo código",
    "pair.retry": "Tentar de novo",
    "pair.copied": "Copiado.",
    "pair.copy_here": "Selecione o texto abaixo e copie-o.",
    "pair.bad_link": "Este link não contém nenhum código legível. Peça um novo ao outro jogador.",
    "pair.scan_failed": "A câmera não pode ser usada aqui: cole o código do outro dispositivo.",
    "pair.scan_unreadable": "A câmera leu um código QR que não é deste jogo. Tente de novo ou "
    "cole o código.",
}
