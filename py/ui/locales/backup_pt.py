"""Textos em português dos jogos salvos que sobrevivem ao navegador e a uma segunda cópia (#29)."""

STRINGS: dict[str, str] = {
    # os dados de uma versão mais recente, deixados como estão
    "storage.kept_newer": "Isto foi salvo por uma versão mais recente do jogo: esta versão o "
    "deixa como está.",
    "saves.newer": "Salvo por uma versão mais recente do jogo: abra-o nessa versão. Esta não "
    "consegue abri-lo e o deixa como está.",
    "saves.newer_unnamed": "Jogo {n} de uma versão mais recente",
    "saves.newer_delete": "Apagar {game}",
    "saves.newer_confirm": "Apagar definitivamente {game}? A versão mais recente também não vai "
    "encontrá-lo.",
    "stats.newer": "Estas estatísticas são de uma versão mais recente do jogo: esta versão não "
    "mostra nenhuma e as deixa como estão.",
    # configurações: os jogos salvos neste dispositivo
    "backup.title": "Seus jogos salvos neste dispositivo",
    "backup.persist.granted": "Este navegador mantém os seus jogos salvos: ele não vai apagá-los "
    "para liberar espaço.",
    "backup.persist.not_granted": "Este navegador pode apagar os seus jogos salvos quando faltar "
    "espaço, ou depois de sete dias sem visitas (Safari). Exporte tudo para manter uma cópia.",
    "backup.persist.unsupported": "Não é possível pedir a este navegador que mantenha os seus "
    "jogos salvos: exporte tudo para manter uma cópia.",
    "backup.persist.unknown": "Exporte tudo para manter uma cópia dos seus jogos salvos, das "
    "suas estatísticas e dos seus desafios.",
    "backup.persist.ask": "Pedir ao navegador que os mantenha",
    "backup.persist.yes": "O navegador agora mantém os seus jogos salvos.",
    "backup.persist.no": "O navegador não aceitou mantê-los: exporte tudo de vez em quando.",
    "backup.export": "Exportar tudo",
    "backup.import": "Importar tudo",
    "backup.last": "Última exportação: {date}.",
    "backup.never": "Nunca exportado deste dispositivo.",
    "backup.exported.one": "Tudo foi exportado em um só arquivo: {n} jogo, as estatísticas, as "
    "lições e os desafios.",
    "backup.exported.other": "Tudo foi exportado em um só arquivo: {n} jogos, as estatísticas, "
    "as lições e os desafios.",
    "backup.left_out.one": "{n} jogo salvo por uma versão mais recente não está nele: exporte-o "
    "dessa versão.",
    "backup.left_out.other": "{n} jogos salvos por uma versão mais recente não estão nele: "
    "exporte-os dessa versão.",
    "backup.imported": "A cópia foi importada.",
    "backup.added.one": "{n} jogo adicionado.",
    "backup.added.other": "{n} jogos adicionados.",
    "backup.same.one": "{n} jogo já estava aqui.",
    "backup.same.other": "{n} jogos já estavam aqui.",
    "backup.replaced.one": "{n} jogo substituído pelo da cópia.",
    "backup.replaced.other": "{n} jogos substituídos pelos da cópia.",
    "backup.both.one": "{n} jogo mantido duas vezes: como estava aqui e como está na cópia.",
    "backup.both.other": "{n} jogos mantidos duas vezes: como estavam aqui e como estão na cópia.",
    "backup.merged": "As estatísticas, as lições e os desafios foram somados aos deste "
    "dispositivo.",
    "backup.question.one": "A cópia tem {n} jogo que também está salvo aqui, em outro ponto. "
    "Substituí-lo pelo da cópia ou manter os dois?",
    "backup.question.other": "A cópia tem {n} jogos que também estão salvos aqui, em outro "
    "ponto. Substituí-los pelos da cópia ou manter as duas versões?",
    "backup.replace": "Substituir pela cópia",
    "backup.keep": "Manter os dois",
    "backup.cancelled": "Nada foi importado.",
    "backup.bad": "Não foi possível ler a cópia inteira: nada foi importado.",
    "backup.newer_file": "Essa cópia é de uma versão mais recente do jogo: nada foi importado.",
    "backup.full": "O armazenamento do navegador está cheio: nada da cópia foi importado. "
    "Apague jogos antigos para liberar espaço.",
    "backup.held": "Este dispositivo tem estatísticas ou progresso de uma versão mais recente do "
    "jogo, que a cópia mudaria: nada foi importado.",
    "backup.remind": "Os seus jogos salvos ficam só neste navegador, que pode apagá-los. "
    "Exporte tudo em Configurações para manter uma cópia.",
}
