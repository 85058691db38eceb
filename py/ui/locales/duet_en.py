"""English texts of a game on two devices: the game's side (the pairing screens' are with
the other texts)."""

STRINGS: dict[str, str] = {
    "import.two_devices": (
        "That file is a game on two devices still in play: only its two devices can go on with it."
    ),
    "duet.pair_again": "Make a new code",
    "duet.drawing": "Waiting for the other device to deal your cards…",
    "duet.lost": "{name}'s device is gone: the game waits. Make a new code to go on.",
    "duet.offline": "{name}'s device is not connected: make a new code to go on.",
    "duet.refused": "The other device sent a move that is not allowed: {why} Nothing has "
    "changed here.",
    "duet.refused.malformed": "its message could not be read.",
    "duet.refused.not_your_turn": "it was not that player's turn.",
    "duet.refused.stale": "it came out of order.",
    "duet.refused.not_held": "it plays a card that player does not hold.",
    "duet.refused.illegal": "the rules do not allow it.",
    "duet.refused.bad_draw": "the cards it says were drawn cannot be right.",
    "duet.refused.bad_deal": "the cards it dealt cannot be right.",
    "duet.refused.mismatch": "the round's cards do not match the moves played.",
    "duet.refused.commitment": "its deck is not the one it promised at the start.",
    "duet.disagree": "The two devices do not agree on this game: each keeps its own save.",
    "duet.they_refused": "{name}'s device refused a move sent from here: the game stays as it was.",
    "duet.they_refused_disagree": "{name}'s device does not agree on this game: each keeps "
    "its own save.",
    "duet.refused.bad_opening": "a card it opened cannot be right.",
    "duet.refused.bad_proof": "the card it played is not the one it holds.",
    "duet.refused.bad_shuffle": "its shuffle cannot be right.",
    "duet.refused.not_over": "the round is not over and checked.",
    "duet.fair.dealing": "Dealing the cards fairly: step {n} of {total}…",
    "duet.fair.progress": "Fair deal",
    "duet.fair.checked": "Fair deal checked: both shuffles and every card of the round were as "
    "the two devices promised.",
    "duet.fair.failed.commitment": "The fair deal check failed: the other device's keys are not "
    "the ones it promised when the round was dealt. This device keeps its game as it was.",
    "duet.fair.failed.bad_shuffle": "The fair deal check failed at step {step}: the other "
    "device's shuffle does not match its keys. This device keeps its game as it was.",
    "duet.fair.failed.mismatch": "The fair deal check failed at move {move}: the round's true "
    "cards do not match the moves played. This device keeps its game as it was.",
}
