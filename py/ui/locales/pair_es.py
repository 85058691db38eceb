"""Textos en español de dos dispositivos en una misma mesa (#45)."""

STRINGS: dict[str, str] = {
    "start.two_devices": "Jugar en dos dispositivos",
    "saves.two_devices": "En dos dispositivos",
    "saves.peer_named": "{game}, en dos dispositivos",
    "rules.devices.title": "Jugar en dos dispositivos",
    "rules.devices.body": "- Cada jugador puede usar su propio móvil o tableta: elige «Jugar en "
    "dos dispositivos» en la pantalla de inicio. El primer dispositivo muestra un código QR: "
    "escanéalo con la cámara del segundo, o envía el enlace. Después, el primer dispositivo lee "
    "el código que muestra el segundo.\n"
    "- Cada dispositivo muestra solo la mano de su jugador. Los dos dispositivos se comunican "
    "directamente, sin ningún servidor de este sitio: en la misma wifi, nada sale de la "
    "habitación. Para jugar entre redes distintas, permite jugar por internet en los dos.\n"
    "- Si se corta la conexión, la partida espera: crea un código nuevo para seguir.",
    "pair.title.host": "Jugar en dos dispositivos",
    "pair.title.guest": "Unirse a una partida en dos dispositivos",
    "pair.title.repair": "Volver a conectar los dos dispositivos",
    "pair.name": "Tu nombre en este dispositivo",
    "pair.name.help": "El otro jugador escribe su propio nombre en su dispositivo.",
    "pair.start": "Crear el código",
    "pair.internet": "Permitir jugar por internet",
    "pair.internet.help": "Para dispositivos en redes distintas: un servidor público de Google "
    "(stun.l.google.com) conoce entonces las direcciones de internet de los dos dispositivos. "
    "Sin esto, nada sale de tu red local.",
    "pair.internet.on": "Juego por internet permitido.",
    "pair.internet.off": "Juego por internet desactivado: nada sale de la red local.",
    "pair.form": "Escribe tu nombre y luego muestra tu código al otro dispositivo.",
    "pair.guest.intro": "Otro dispositivo te invita a una partida de Schotten Totten. Cada uno "
    "juega en su propio dispositivo.",
    "pair.guest.join": "Mostrar mi código",
    "pair.guest.show": "Muestra este código al otro dispositivo",
    "pair.making": "Creando un código…",
    "pair.status.host": "Esperando el código del otro dispositivo.",
    "pair.waiting": "Esperando al otro dispositivo…",
    "pair.connecting": "Conectando…",
    "pair.connected": "Conectados. Empieza la partida.",
    "pair.step1": "1. En el otro dispositivo, escanea este código con la cámara o abre este enlace",
    "pair.step2": "2. Después, lee el código del otro dispositivo",
    "pair.qr.host": "Código QR del enlace a esta partida",
    "pair.qr.guest": "Código QR de la respuesta de este dispositivo",
    "pair.link.label": "Enlace",
    "pair.code.label": "Código",
    "pair.copy.link": "Copiar el enlace",
    "pair.copy.code": "Copiar el código",
    "pair.share.link": "Compartir el enlace",
    "pair.share.code": "Compartir el código",
    "pair.share.title": "Schotten Totten en dos dispositivos",
    "pair.share.text": "Únete a mi partida de Schotten Totten:",
    "pair.bytes.one": "{n} byte",
    "pair.bytes.other": "{n} bytes",
    "pair.size": "{bytes}, código QR de versión {version}",
    "pair.scan": "Escanear con la cámara",
    "pair.scan_stop": "Detener la cámara",
    "pair.video": "Imagen de la cámara: pon delante el código QR del otro dispositivo",
    "pair.input": "O pega aquí el código del otro dispositivo",
    "pair.connect": "Conectar",
    "pair.failed.ice": "Los dispositivos no han podido comunicarse. Ponlos en la misma wifi o "
    "permite jugar por internet en los dos.",
    "pair.failed.bad-code": "No se ha podido leer ese código: cópialo otra vez, entero.",
    "pair.failed.timeout": "Los dispositivos no se han conectado en 30 segundos. Crea un código "
    "nuevo y vuelve a intentarlo, con los dos en la misma wifi.",
    "pair.failed.unsupported": "Este navegador no puede conectar dos dispositivos.",
    "pair.failed.closed": "La conexión se ha cerrado antes de empezar la partida. Crea un código "
    "nuevo para volver a intentarlo.",
    "pair.failed.other": "Los dispositivos no han podido conectarse. Crea un código nuevo para "
    "volver a intentarlo.",
    "pair.lost": "El otro dispositivo ya no está: la partida espera. Crea un código nuevo para "
    "seguir.",
    "pair.refused.too-big": "El otro dispositivo ha enviado un mensaje demasiado grande para "
    "leerlo: se ha rechazado y aquí no ha cambiado nada.",
    "pair.refused.flood": "El otro dispositivo ha enviado demasiados mensajes a la vez: se han "
    "rechazado y aquí no ha cambiado nada.",
    "pair.refused.other": "Se ha rechazado un mensaje del otro dispositivo y aquí no ha cambiado "
    "nada.",
    "pair.again": "Crear un código nuevo",
    "pair.retry": "Volver a intentarlo",
    "pair.copied": "Copiado.",
    "pair.copy_here": "Selecciona el texto de abajo y cópialo.",
    "pair.bad_link": "Este enlace no contiene ningún código legible. Pide uno nuevo al otro "
    "jugador.",
    "pair.scan_failed": "Aquí no se puede usar la cámara: pega el código del otro dispositivo.",
    "pair.scan_unreadable": "La cámara ha leído un código QR que no es de este juego. Vuelve a "
    "intentarlo o pega el código.",
}
