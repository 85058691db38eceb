"""English texts of two devices at one table (#45): the pairing, and where it is named."""

STRINGS: dict[str, str] = {
    "start.two_devices": "Play on two devices",
    "saves.two_devices": "On two devices",
    "saves.peer_named": "{game}, on two devices",
    "rules.devices.title": "Playing on two devices",
    "rules.devices.body": "- Each player may use their own phone or tablet: choose “Play on two "
    "devices” on the start screen. The first device shows a QR code: scan it with the second "
    "device's camera, or send the link. Then the first device reads the code the second one "
    "shows.\n"
    "- Each device shows only its own player's hand. The two devices talk to each other "
    "directly, through no server of this site: on the same Wi-Fi, nothing leaves the room. To "
    "play across networks, allow play over the internet on both.\n"
    "- If the connection drops, the game waits: make a new code to go on.",
    "pair.title.host": "Play on two devices",
    "pair.title.guest": "Join a game on two devices",
    "pair.title.repair": "Reconnect the two devices",
    "pair.name": "Your name on this device",
    "pair.name.help": "The other player types their own name on their device.",
    "pair.start": "Make the code",
    "pair.internet": "Allow play over the internet",
    "pair.internet.help": "For devices on different networks: a public server of Google's "
    "(stun.l.google.com) then learns the two devices' internet addresses. Without it, nothing "
    "leaves your local network.",
    "pair.internet.on": "Play over the internet allowed.",
    "pair.internet.off": "Play over the internet turned off: nothing leaves the local network.",
    "pair.form": "Type your name, then show your code to the other device.",
    "pair.guest.intro": "Another device invites you to a game of Schotten Totten. Each of you "
    "plays on your own device.",
    "pair.guest.join": "Show my code",
    "pair.guest.show": "Show this code to the other device",
    "pair.making": "Making a code…",
    "pair.status.host": "Waiting for the other device's code.",
    "pair.waiting": "Waiting for the other device…",
    "pair.connecting": "Connecting…",
    "pair.connected": "Connected. The game begins.",
    "pair.step1": "1. On the other device, scan this code with the camera, or open this link",
    "pair.step2": "2. Then read the other device's code",
    "pair.qr.host": "QR code of the link to this game",
    "pair.qr.guest": "QR code of this device's answer",
    "pair.link.label": "Link",
    "pair.code.label": "Code",
    "pair.copy.link": "Copy the link",
    "pair.copy.code": "Copy the code",
    "pair.share.link": "Share the link",
    "pair.share.code": "Share the code",
    "pair.share.title": "Schotten Totten on two devices",
    "pair.share.text": "Join my game of Schotten Totten:",
    "pair.bytes.one": "{n} byte",
    "pair.bytes.other": "{n} bytes",
    "pair.size": "{bytes}, QR version {version}",
    "pair.scan": "Scan with the camera",
    "pair.scan_stop": "Stop the camera",
    "pair.video": "The camera's view: hold the other device's QR code in front of it",
    "pair.input": "Or paste the other device's code here",
    "pair.connect": "Connect",
    "pair.failed.ice": "The devices could not reach each other. Put both on the same Wi-Fi, or "
    "allow play over the internet on both.",
    "pair.failed.bad-code": "That code could not be read: copy it again, whole.",
    "pair.failed.timeout": "The devices did not connect within 30 seconds. Make a new code and "
    "try again, with both devices on the same Wi-Fi.",
    "pair.failed.unsupported": "This browser cannot connect two devices.",
    "pair.failed.closed": "The connection closed before the game began. Make a new code to try "
    "again.",
    "pair.failed.other": "The devices could not connect. Make a new code to try again.",
    "pair.lost": "The other device is gone: the game waits. Make a new code to go on.",
    "pair.refused.too-big": "The other device sent a message too big to read: it was refused, "
    "and nothing changed here.",
    "pair.refused.flood": "The other device sent too many messages at once: they were refused, "
    "and nothing changed here.",
    "pair.refused.other": "A message of the other device was refused, and nothing changed here.",
    "pair.again": "Make a new code",
    "pair.retry": "Try again",
    "pair.copied": "Copied.",
    "pair.copy_here": "Select the text below and copy it.",
    "pair.bad_link": "This link holds no code that can be read. Ask the other player for a new "
    "one.",
    "pair.scan_failed": "The camera could not be used here: paste the other device's code instead.",
    "pair.scan_unreadable": "The camera read a QR code that is not one of this game's. Try "
    "again, or paste the code.",
}
