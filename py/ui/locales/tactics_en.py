"""English texts of the tactical variant (merged into ``en.STRINGS`` by ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "tactic.JOKER": "Joker",
    "tactic.SPY": "Spy",
    "tactic.SHIELD": "Shield Bearer",
    "tactic.BLIND": "Blind-Man's Bluff",
    "tactic.MUD": "Mud Fight",
    "tactic.RECRUITER": "Recruiter",
    "tactic.STRATEGIST": "Strategist",
    "tactic.BANSHEE": "Banshee",
    "tactic.TRAITOR": "Traitor",
    "tactic.short.JOKER": "Elite troop: any colour, any value.",
    "tactic.short.SPY": "Elite troop: a 7 of any colour.",
    "tactic.short.SHIELD": "Elite troop: a 1, 2 or 3 of any colour.",
    "tactic.short.BLIND": "Combat mode: this stone is won by the higher sum.",
    "tactic.short.MUD": "Combat mode: 4 cards a side on this stone.",
    "tactic.short.RECRUITER": "Draw 3 cards from the decks, then put 2 back.",
    "tactic.short.STRATEGIST": "Move one of your cards to another stone, or discard it.",
    "tactic.short.BANSHEE": "Discard one of your opponent's cards.",
    "tactic.short.TRAITOR": "Take an opponent's clan card onto one of your stones.",
    "tactic.kind.elite": "elite troop",
    "tactic.kind.mode": "combat mode",
    "tactic.kind.ruse": "ruse",
    "tactic.reason.not_your_turn": "{card} cannot be played: it is not your turn.",
    "tactic.reason.round_over": "{card} cannot be played: the round is over.",
    "tactic.reason.already_played": "{card} cannot be played: you have already played a card "
    "this turn.",
    "tactic.reason.finish_recruiter": "{card} cannot be played: first put back the Recruiter's "
    "cards.",
    "tactic.reason.card_not_in_hand": "{card} is not in your hand.",
    "tactic.reason.tactic_limit.one": "{card} cannot be played yet: you have played {n} tactic "
    "card this round and your opponent {opponent_played}; you may be at most one tactic card "
    "ahead.",
    "tactic.reason.tactic_limit.other": "{card} cannot be played yet: you have played {n} tactic "
    "cards this round and your opponent {opponent_played}; you may be at most one tactic card "
    "ahead.",
    "tactic.reason.second_joker": "{card} cannot be played: you have already played a Joker "
    "this round.",
    "tactic.reason.no_free_slot": "{card} cannot be played: there is no free place for it.",
    "tactic.reason.no_unclaimed_stone": "{card} cannot be played: no stone can take it.",
    "tactic.reason.no_card_to_draw": "{card} cannot be played: both decks are empty.",
    "tactic.reason.no_own_card": "{card} cannot be played: none of your cards can be moved.",
    "tactic.reason.no_opponent_card": "{card} cannot be played: no card of your opponent can "
    "be discarded.",
    "tactic.reason.no_opponent_clan_card": "{card} cannot be played: no clan card of your "
    "opponent can be taken.",
    "tactic.reason.other": "{card} cannot be played now.",
    # the same, beside the card's name (the note near the hand names the card)
    "tactic.why.not_your_turn": "Cannot be played: it is not your turn.",
    "tactic.why.round_over": "Cannot be played: the round is over.",
    "tactic.why.already_played": "Cannot be played: you have already played a card this turn.",
    "tactic.why.finish_recruiter": "Cannot be played: first put back the Recruiter's cards.",
    "tactic.why.card_not_in_hand": "Not in your hand.",
    "tactic.why.tactic_limit.one": "Cannot be played yet: you have played {n} tactic card this "
    "round and your opponent {opponent_played}; you may be at most one tactic card ahead.",
    "tactic.why.tactic_limit.other": "Cannot be played yet: you have played {n} tactic cards this "
    "round and your opponent {opponent_played}; you may be at most one tactic card ahead.",
    "tactic.why.second_joker": "Cannot be played: you have already played a Joker this round.",
    "tactic.why.no_free_slot": "Cannot be played: there is no free place for it.",
    "tactic.why.no_unclaimed_stone": "Cannot be played: no stone can take it.",
    "tactic.why.no_card_to_draw": "Cannot be played: both decks are empty.",
    "tactic.why.no_own_card": "Cannot be played: none of your cards can be moved.",
    "tactic.why.no_opponent_card": "Cannot be played: no card of your opponent can be discarded.",
    "tactic.why.no_opponent_clan_card": "Cannot be played: no clan card of your opponent can be "
    "taken.",
    "tactic.why.other": "Cannot be played now.",
    "flow.title": "{card}: step {i} of {total}",
    "flow.return_title": "Recruiter: put cards back",
    "flow.chosen": "Your choices",
    "flow.step.stone": "Choose a stone.",
    "flow.step.own": "Choose one of your cards on the table.",
    "flow.step.theirs": "Choose one of your opponent's cards.",
    "flow.step.to": "Choose where the card goes.",
    "flow.step.draw": "How many cards from each deck (3 in all)?",
    "flow.step.return.one": "Choose {n} card to put back under its deck.",
    "flow.step.return.other": "Choose the {n} cards to put back under their decks (the first goes "
    "back first).",
    "flow.opt.stone": "Stone {n}",
    "flow.opt.to": "To stone {n}",
    "flow.opt.discard": "Discard it",
    "flow.opt.card_on": "{card} on stone {n}",
    "flow.confirm": "Confirm: play {card}",
    "flow.back": "Back one step",
    "flow.cancel": "Cancel",
    "flow.started": "{card}: choose step by step, or cancel.",
    "flow.cancelled": "{card} stays in your hand.",
    "flow.picked": "{choice}: chosen.",
    "flow.picked_ready": "{choice}: chosen. Confirm to play {card}.",
    "flow.played": "{card} played.",
    "flow.recruited": "Cards drawn: now choose the cards to put back.",
    "board.tactic_deck": "Tactic deck: {n}",
    "board.tactics_played.one": "{name}: {n} tactic card played",
    "board.tactics_played.other": "{name}: {n} tactic cards played",
    "board.discard": "Discard pile ({n})",
    "board.discard_empty": "The discard pile is empty.",
    "board.end_clan": "End turn, draw a clan card",
    "board.end_tactic": "End turn, draw a tactic card",
    "board.counts_as": "{card} counts as {as_}",
    "board.counts_as_short": "= {as_}",
    "board.mode_on": "{card} on this stone",
    "board.side_count_of": "{n} of {size} cards",
    "board.hint.return": "Choose the cards to put back under their decks.",
    "board.hint.stalemate": "Both players passed and nobody can claim: end the turn to end "
    "the round.",
    "board.hint.flow": "Choose how to play {card} on the board"
    " (the choices marked with a ring), or cancel.",
    "new.variant": "Game",
    "new.variant.classic": "Classic",
    "new.variant.tactical": "Tactical (with tactic cards)",
    "over.round_drawn": "Round {n} is drawn",
    "over.how.stalemate": "Both players passed and nobody could claim: the stones held were "
    "counted.",
    "verdict.opponent_can_beat_elites": "You cannot prove stone {n} yet: {opponent} could still "
    "complete their side as {cards} ({formation}), which beats your {mine}; {elites}. They may "
    "complete it with any card that is not on a stone, even one from your hand: a hand proves "
    "nothing.",
    "rules.tactical.title": "The tactical variant",
    "rules.tactical.body": "Besides the clan cards, a second deck holds 10 tactic cards. Each "
    "player has 7 cards in hand. At the end of your turn, while your hand holds fewer than 7 "
    "cards, choose the deck you draw from.\nInstead of a clan card you may play one tactic card, "
    "but in a round you may be at most one tactic card ahead of your opponent: while you are one "
    "ahead, you must wait until they play one too. You may pass only when no clan card can be "
    "placed.\nPlayed ruses go to a face-up discard pile that anyone may look at.",
    "rules.tactic.JOKER": "Elite troop, placed in a slot like a clan card. When the stone is "
    "judged it counts as the colour and value that suit its owner best. One Joker per player "
    "and round.",
    "rules.tactic.SPY": "Elite troop: counts as a 7 of the colour that suits its owner best.",
    "rules.tactic.SHIELD": "Elite troop: counts as a 1, 2 or 3 of the colour that suits its "
    "owner best.",
    "rules.tactic.BLIND": "Combat mode, placed on a stone: formations do not count there, only "
    "the sum of the cards.",
    "rules.tactic.MUD": "Combat mode, placed on a stone: each side needs 4 cards there, and "
    "4-card formations are compared.",
    "rules.tactic.RECRUITER": "Ruse: draw 3 cards, from the two decks as you choose, then put 2 "
    "cards from your hand back under their decks.",
    "rules.tactic.STRATEGIST": "Ruse: move one of your cards from an unclaimed stone to another "
    "unclaimed stone, or discard it.",
    "rules.tactic.BANSHEE": "Ruse: discard one card of your opponent's from an unclaimed stone.",
    "rules.tactic.TRAITOR": "Ruse: take a clan card of your opponent's from an unclaimed stone "
    "and place it on your side of an unclaimed stone.",
    "rules.house.one_joker": "Tactical variant: a player who has played a Joker cannot play the "
    "other one that round, even if the first was later removed.",
    "rules.house.modes_fixed": "Tactical variant: combat modes cannot be removed or moved.",
    "rules.house.ruse_effect": "Tactical variant: a ruse with no legal effect cannot be played.",
    "rules.house.tactic_proofs": "Tactical variant: to prove a stone early, the opponent may "
    "complete with any clan card neither on a stone nor discarded; their elite troops count at "
    "their best; tactic cards not yet played are not considered.",
    "rules.house.stalemate": "Tactical variant: if both players pass in succession and neither "
    "can claim, the round ends; the player holding more stones wins it, equal counts make a "
    "drawn round.",
    "log.tactic.mode": "{name} put {card} on stone {n}.",
    "log.tactic.recruit": "{name} played the Recruiter and drew {drawn}.",
    "log.tactic.return.one": "{name} put {n} card back under its deck.",
    "log.tactic.return.other": "{name} put {n} cards back under their decks.",
    "log.tactic.strategist": "{name} played the Strategist: {card} from stone {n} to stone {to}.",
    "log.tactic.strategist_discard": "{name} played the Strategist: {card} from stone {n} "
    "discarded.",
    "log.tactic.banshee": "{name} played the Banshee: {card} discarded from stone {n}.",
    "log.tactic.traitor": "{name} played the Traitor: {card} taken from stone {n} to stone {to}.",
    # tactic play on the board: the guided play's choices lit on the table
    "tboard.started": "{card}: your choices are marked with a ring on the board; "
    "tap one, or use the arrow keys and Enter.",
    # after a step's prompt: where its choices are lit (agreeing with what is chosen)
    "tboard.where.stone": "They are marked with a ring on the board.",
    "tboard.where.own": "They are marked with a ring on the board.",
    "tboard.where.theirs": "They are marked with a ring on the board.",
    "tboard.where.to": "The stones it can go to are marked with a ring on the board.",
    "tboard.where.return": "They are marked with a ring in your hand: tap them.",
    "tboard.can_choose": "can be chosen",
    "tboard.chosen": "your choice",
    "tboard.to_here": "The card goes here",
    "tboard.drawn": "drawn by the Recruiter",
    "tboard.drawn_mark": "new",
    "tboard.returned": "to put back, number {n}",
    "tboard.preview": "After this play:",
    "tboard.side_mine": "your side",
    "tboard.side_theirs": "your opponent's side",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "log.tactic.mode.you": "You put {card} on stone {n}.",
    "log.tactic.recruit.you": "You played the Recruiter and drew {drawn}.",
    "log.tactic.return.you.one": "You put {n} card back under its deck.",
    "log.tactic.return.you.other": "You put {n} cards back under their decks.",
    "log.tactic.strategist.you": "You played the Strategist: {card} from stone {n} to stone {to}.",
    "log.tactic.strategist_discard.you": "You played the Strategist: {card} from stone {n} "
    "discarded.",
    "log.tactic.banshee.you": "You played the Banshee: {card} discarded from stone {n}.",
    "log.tactic.traitor.you": "You played the Traitor: {card} taken from stone {n} to stone {to}.",
}
