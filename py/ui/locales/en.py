"""English texts (the reference language: every other locale has exactly these keys)."""

NAME = "English"

STRINGS: dict[str, str] = {
    # general
    "app.title": "Schotten Totten",
    "app.tagline": "Two clans, nine stones, one winner.",
    "common.back": "Back",
    "common.close": "Close",
    "common.cancel": "Cancel",
    "common.dismiss": "Dismiss message",
    "common.house_rule": "House rule",
    "common.vs": "{a} vs {b}",
    # start screen
    "start.continue": "Continue: {a} vs {b}",
    "start.new": "New game",
    "start.saves": "Saved games",
    "start.rules": "Rules",
    "start.settings": "Settings",
    # new game form
    "new.title": "New game",
    "new.player1": "First player's name",
    "new.player2": "Second player's name",
    "new.default1": "Player 1",
    "new.default2": "Player 2",
    "new.timing": "Claim timing",
    "new.timing.normal": "Normal: claim after playing a card",
    "new.timing.expert": "Expert: claim only at the start of your turn",
    "new.rounds": "Number of rounds",
    "new.first": "Who starts",
    "new.first.random": "Random",
    "new.first.p1": "First player",
    "new.first.p2": "Second player",
    "new.player1.vs_computer": "Your name",
    "new.first.p1.vs_computer": "You",
    "new.first.p2.vs_computer": "The computer",
    "new.start": "Start the game",
    "new.opponent": "Opponent",
    "new.opponent.human": "Another person on this device",
    "new.opponent.computer": "The computer: {level}",
    "bot.name": "Computer ({level})",
    "bot.level.easy": "easy",
    "bot.level.medium": "medium",
    "bot.level.hard": "hard",
    "bot.thinking": "{name} is playing…",
    "bot.placed": "{name} placed {card} on stone {n}.",
    "bot.claimed": "{name} claimed stone {n}.",
    "bot.passed": "{name} passed.",
    "bot.ended": "{name} ended the turn. Your turn.",
    "bot.placed_elite": "{name} placed an elite troop, {card}, on stone {n}.",
    "bot.ended_clan": "{name} drew a clan card and ended the turn. Your turn.",
    "bot.ended_tactic": "{name} drew a tactic card and ended the turn. Your turn.",
    "bot.ended_round": "{name} ended the turn.",
    "bot.mode_blind": "{name} put {card} on stone {n}: only the sum of the cards counts there.",
    "bot.mode_mud": "{name} put {card} on stone {n}: each side needs 4 cards there.",
    "bot.recruited": "{name} played the Recruiter and drew {drawn}.",
    "bot.returned.clan1": "{name} put a card back under the clan deck.",
    "bot.returned.clan2": "{name} put 2 cards back under the clan deck.",
    "bot.returned.tactic1": "{name} put a card back under the tactic deck.",
    "bot.returned.tactic2": "{name} put 2 cards back under the tactic deck.",
    "bot.returned.both": "{name} put a card back under the clan deck and one under the tactic "
    "deck.",
    "bot.strategist": "{name} played the Strategist: moved its {card} from stone {n} to stone "
    "{to}.",
    "bot.strategist_discard": "{name} played the Strategist: discarded its {card} from stone {n}.",
    "bot.banshee": "{name} played the Banshee: your {card} on stone {n} is discarded.",
    "bot.traitor": "{name} played the Traitor: took your {card} from stone {n} to its side of "
    "stone {to}.",
    # board
    "board.title": "{name}'s turn",
    "board.round": "Round {n} of {total}",
    "board.score": "Score",
    "board.deck.one": "Deck: {n} card",
    "board.deck.other": "Deck: {n} cards",
    "board.hand_size.one": "{name}: {n} card in hand",
    "board.hand_size.other": "{name}: {n} cards in hand",
    "board.your_hand": "Your hand, {name}",
    "board.stones": "The border",
    "board.stone": "Stone {n}",
    "board.side": "Stone {n}, {name}'s side",
    "board.side_cards": "{cards}",
    "board.side_empty": "no cards",
    "board.side_count": "{n} of 3",
    "board.claimed_by": "Claimed by {name}",
    "board.claim": "Claim stone {n}",
    "board.claimable": "Claim stone {n}: you can win it",
    "board.claim_unproven": "Claim stone {n}: you cannot prove it yet; tap to see why",
    "board.place_here": "Place {card} on stone {n}",
    "board.select_card": "{card}",
    "board.selected": "{card}, selected",
    "board.pass": "Pass (no card can be placed)",
    "board.end_turn": "End turn",
    "board.end_turn_draw": "End turn and draw",
    "board.undo": "Undo last action",
    "board.menu": "Menu",
    "board.log": "Game log",
    "board.log_empty": "No moves yet.",
    "board.rules": "Rules",
    "board.hint.select": "Choose a card from your hand.",
    "board.hint.place": "Choose one of your highlighted stone sides for {card}.",
    "board.hint.claim": "Claim stones if you can, then end your turn.",
    "board.hint.claim_first": "Expert timing: claim stones now, before you play a card.",
    "board.hint.pass": "No card can be placed: pass, then you may still claim.",
    "board.hint.pass_claim_first": "No card can be placed: claim what you can now, then pass.",
    "board.hint.pass_only": "No card can be placed: you must pass.",
    "board.hint.end": "End your turn when you are ready.",
    "board.formation": "{kind}, {total}",
    "board.empty_hand": "Your hand is empty.",
    "board.opponent_side": "{name}'s cards",
    # hand-over
    "handover.title": "Pass the tablet to {name}",
    "handover.body": "{name}, it is your turn. Your cards stay hidden until you tap the button.",
    "handover.reveal": "I am {name}: show my hand",
    "handover.last": "Previous turn",
    "handover.resume": "Welcome back. {name} plays next.",
    # round and match over
    "over.round_title": "Round {n}: {name} wins",
    "over.match_title": "{name} wins the match",
    "over.match_draw": "The match is a draw",
    "over.how.adjacent": "{name} controls three adjacent stones.",
    "over.how.five": "{name} controls five stones.",
    "over.how.other": "{name} wins the round.",
    "over.points": "Points this round",
    "over.points_line": "{name}: {points}",
    "over.total": "Match score",
    "over.hands": "Hands at the end of the round",
    "over.hand_of": "{name}'s hand",
    "over.next_round": "Start round {n}",
    "over.rematch": "Rematch",
    "over.start_screen": "Main menu",
    "over.board": "The final border",
    # saved games
    "saves.title": "Saved games",
    "saves.empty": "No saved games yet.",
    "saves.round": "Round {n} of {total}",
    "saves.finished": "Finished",
    "saves.updated": "Last played {date}",
    "saves.open": "Open {a} vs {b}",
    "saves.delete": "Delete {a} vs {b}",
    "saves.confirm_delete": "Delete {a} vs {b} for good?",
    "saves.confirm": "Yes, delete",
    "saves.export": "Export {a} vs {b}",
    "saves.import": "Import a game file",
    "saves.deleted": "The game was deleted.",
    "saves.imported": "The game was imported.",
    "saves.exported": "The game file was downloaded.",
    "saves.open_short": "Open",
    "saves.export_short": "Export",
    "saves.delete_short": "Delete",
    "saves.classic": "Classic game",
    "saves.tactical": "Tactical game",
    "saves.vs_person": "Two players",
    "saves.vs_computer": "Against the computer ({level})",
    "saves.duplicate": "This game is already in your saved games.",
    # settings
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.on": "On",  # an on/off switch's state, beside it
    "settings.off": "Off",
    "settings.saved": "Language changed.",
    # faster start (a memory snapshot of Python kept on the device)
    "settings.fast_start.title": "Starting the game",
    "settings.fast_start": "Start faster on this device",
    "settings.fast_start.size": "Uses {size} MB on this device.",
    "settings.fast_start.pending": "Prepared in the background for the next visits.",
    "settings.fast_start.failed": "Not available here: the game starts the usual way.",
    "settings.fast_start.quota": "Not enough storage: the game starts the usual way.",
    "settings.fast_start.off": "Off: the game starts the usual way.",
    "settings.fast_start.enabled": "Faster start turned on.",
    "settings.fast_start.disabled": "Faster start turned off; its copy was deleted.",
    "number.decimal": ".",
    # log lines
    "log.place": "{name} played {card} on stone {n}.",
    "log.claim": "{name} claimed stone {n}.",
    "log.pass": "{name} passed.",
    "log.end": "{name} ended the turn.",
    "log.next": "Round {n} begins.",
    "log.round": "Round {n}",
    # messages (announced)
    "msg.selected": "{card} selected. Choose a stone.",
    "msg.deselected": "{card} put back in your hand.",
    "msg.placed": "{card} placed on stone {n}.",
    "msg.claimed": "Stone {n} is yours.",
    "msg.undone": "Taken back.",
    "msg.passed": "You passed.",
    "msg.turn_ended": "Turn over.",
    "msg.new_game": "New game: {a} vs {b}.",
    "msg.round_won": "{name} wins round {n}.",
    "msg.your_turn": "{name}, your turn.",
    # claim verdicts
    "verdict.ok": "You can claim stone {n}.",
    "verdict.stone_claimed": "Stone {n} is already claimed.",
    "verdict.side_incomplete": "Your side of stone {n} needs 3 cards before you can claim it.",
    "verdict.opponent_wins": "{opponent}'s cards on stone {n} beat yours.",
    "verdict.opponent_can_beat": "You cannot prove stone {n} yet: {opponent} could still complete "
    "their side as {cards} ({formation}), which beats your {mine}. They may complete it with any "
    "card that is not on a stone, even one from your hand: a hand proves nothing.",
    "verdict.on_table": "{card} (on the table)",
    "verdict.table_mark": "on the table",
    "verdict.opponent_can_beat_plain": "You cannot prove stone {n} yet: {opponent} could still "
    "beat you there.",
    "verdict.not_your_turn": "It is not your turn.",
    "verdict.wrong_phase": "You cannot claim stone {n} now.",
    "verdict.expert_timing": "Expert timing: claims are made at the start of your turn, before you "
    "play a card.",
    "verdict.unknown": "You cannot claim stone {n}.",
    # engine errors
    "error.generic": "That move is not allowed.",
    "error.card_not_in_hand": "{card} is not in your hand.",
    "error.stone_claimed": "Stone {n} is claimed.",
    "error.side_full": "Your side of stone {n} is full.",
    "error.not_your_turn": "It is not your turn.",
    "error.pass_not_allowed": "You cannot pass while a card can be placed.",
    "error.already_placed": "You have already played a card this turn.",
    "error.must_place_first": "Play a card (or pass) before ending your turn.",
    "error.wrong_phase": "That is not possible at this point of the turn.",
    "error.match_over": "The match is over.",
    "error.round_over": "The round is over: start the next round.",
    "error.finish_recruiter": "Finish the Recruiter first: put cards from your hand back under "
    "their decks.",
    "error.no_recruiter": "There is nothing to put back: cards go back under their decks only "
    "after playing the Recruiter.",
    "error.round_not_over": "The round is not over yet: the next round starts once this one ends.",
    "error.claim_after_play": "Claims are made after playing a card (or passing).",
    "error.nothing_to_undo": "There is nothing to undo.",
    "error.no_card_selected": "Choose a card from your hand first.",
    # storage problems
    "storage.full": "The browser's storage is full: this game could not be saved. Delete old "
    "saved games to make room.",
    "storage.corrupt": "A saved game could not be read (the data is damaged). It was set aside "
    "and your other games are safe.",
    "storage.foreign": "A saved game is not a Schotten Totten save. It was set aside and your "
    "other games are safe.",
    "storage.newer": "A saved game was made by a newer version of this game: this version "
    "cannot open it and leaves it as it is. Your other games are safe.",
    "storage.inconsistent": "A saved game breaks the rules of the game (it was edited or "
    "damaged). It was set aside and your other games are safe.",
    "storage.missing": "That saved game no longer exists.",
    "storage.unavailable": "The browser does not allow this app to store games: games will "
    "not be kept after you close the page.",
    "import.corrupt": "That file could not be read as a game.",
    "import.foreign": "That file is not a Schotten Totten game.",
    "import.newer": "That file was made by a newer version of this app.",
    "import.inconsistent": "That file breaks the rules of the game.",
    # cards, colours, formations
    "color.R": "Red",
    "color.O": "Orange",
    "color.Y": "Yellow",
    "color.G": "Green",
    "color.B": "Blue",
    "color.P": "Purple",
    "card.name": "{color} {value}",
    "count.clan.one": "{n} clan card",
    "count.clan.other": "{n} clan cards",
    "count.tactic.one": "{n} tactic card",
    "count.tactic.other": "{n} tactic cards",
    "count.and": "{a} and {b}",
    "kind.color_run": "colour-run",
    "kind.three_of_a_kind": "three of a kind",
    "kind.color": "colour",
    "kind.run": "run",
    "kind.sum": "sum",
    "player.p1": "Player 1",
    "player.p2": "Player 2",
    # rules help
    "rules.title": "How to play Schotten Totten",
    "rules.goal.title": "Goal",
    "rules.goal.body": "Two Scottish clans fight over the nine stones on their border. Win the "
    "round by being the first to control three adjacent stones, or five stones anywhere.",
    "rules.setup.title": "Setting up",
    "rules.setup.body": "There are 54 clan cards: six colours, values 1 to 9. Each colour has its "
    "own symbol, so you never need to tell colours apart by colour alone. The cards are shuffled "
    "and each player gets 6. The starting player is chosen when the game is created (or drawn at "
    "random).",
    "rules.turn.title": "Your turn",
    "rules.turn.body": "- Play exactly one card from your hand on your side of a stone that is not "
    "claimed and where your side has fewer than 3 cards. A placed card never moves.\n"
    "- Then claim as many stones as you can (see below). This is optional.\n"
    "- Then end your turn: you draw one card. When the deck is empty, play goes on without "
    "drawing.\n"
    "- If no card of yours can be placed anywhere, you pass. You may not pass while a card can be "
    "placed.",
    "rules.formations.title": "Formations",
    "rules.formations.body": "Each side of a stone is a formation of 3 cards; the order of "
    "placement does not matter. From strongest to weakest:",
    "rules.formations.color_run": "colour-run: same colour, consecutive values",
    "rules.formations.three_of_a_kind": "three of a kind: same value",
    "rules.formations.color": "colour: same colour",
    "rules.formations.run": "run: consecutive values, any colours",
    "rules.formations.sum": "sum: anything else",
    "rules.formations.ties": "There is no wrap-around: 9, 1, 2 is not a run. Between two "
    "formations of the same kind, the higher sum wins. Same kind and same sum: the player who "
    "placed the third card on that stone first wins. There are no draws.",
    "rules.claims.title": "Claiming stones",
    "rules.claims.body": "- Only the player whose turn it is claims, after playing a card and "
    "before drawing.\n- Your side must be complete (3 cards). You never claim with fewer.\n- "
    "Normal claim: both sides are complete and your formation wins.\n- Early claim: the other "
    "side is not complete yet. You may claim only if no possible completion of that side can beat "
    "you. The proof uses only the cards on the table: your opponent may complete with any card "
    "that is not on a stone, including the cards in your own hand. Cards on claimed stones count "
    "as on the table.\n- A completion that only ties you does not beat you, since you completed "
    "first: a red 7-8-9 can be claimed even against an empty side.\n- A claimed stone is closed: "
    "nobody adds cards to it, on either side.\n- When a claim is refused, the app tells you why; "
    "for an early claim it shows a completion of your opponent's side that would beat you, and "
    "marks its cards already on the table.",
    "rules.expert.title": "Expert variant",
    "rules.expert.body": "With expert claim timing, you claim stones only at the start of your "
    "turn, before you play a card. A stone that becomes winnable during your turn can be claimed "
    "on your next turn, if it still holds.",
    "rules.end.title": "End of a round",
    "rules.end.body": "The round ends the moment a player controls three adjacent stones or five "
    "stones in total: that player wins. Every round of the classic game ends with a winner.",
    "rules.match.title": "Matches",
    "rules.match.body": "Agree on the number of rounds first. The round winner scores 5 points; "
    "the loser scores 1 point per stone they control. Most points wins the match.",
    "rules.house.title": "House rules",
    "rules.house.intro": "Where the printed rules are silent or disagree, this app follows these "
    "house rules:",
    "rules.house.next_starter": "In a match, the player who did not start the previous round "
    "starts the next one.",
    "rules.house.pass_claim": "You may still claim stones on a turn where you pass (otherwise the "
    "end of a round could get stuck).",
    "rules.house.tied_match": "If the match points are tied, the player who won more rounds wins; "
    "if that is tied too, the match is a draw.",
    "rules.app.title": "Playing on one tablet",
    "rules.app.body": "- Tap a card in your hand, then one of your highlighted stone sides. On a "
    "computer you can also drag the card onto the stone, or use the Tab and arrow keys.\n"
    "- Until you end your turn you can take your card back. Once the turn ends, and a card has "
    "been drawn, it stays where it is.\n"
    "- Between turns a hand-over screen hides every hand until the next player taps.\n"
    "- The game saves itself after every move. Games can be exported as a file and imported "
    "again.",
    "rules.example": "Example: {cards}",
    # saves: other tabs, unreadable data, exports that show both hands
    "storage.moved": "This game was moved on in another tab or window, so this page did not save "
    "over it. Load the game as it stands now to go on.",
    "storage.deleted": "This game was deleted in another tab or window.",
    "storage.saved_anew": "This game's save was damaged in another tab or window and was set "
    "aside. This page saved the game again as it stands here, as a new game in your saved "
    "games.",
    "storage.followed": "This game was moved on in another tab or window: here it is as it "
    "stands now.",
    "storage.load_latest": "Load the game as it stands now",
    "saves.unreadable": "Unreadable data {n}: it could not be read and was set aside. Your "
    "other games are safe.",
    "saves.delete_unreadable": "Delete unreadable data {n}",
    "saves.confirm_delete_unreadable": "Delete unreadable data {n} for good?",
    "saves.export_warning": "This game is still being played: the file shows both players' "
    "hands to anyone who opens it.",
    "saves.export_anyway": "Download it anyway",
    "app.unsafe": "This screen could not be shown safely. Your games are not affected.",
    # the table in motion: the last turn, a round won on the board, sound and animations
    "table.last_turn": "Last turn by {name}",
    "table.end.clan": "{name} drew a clan card.",
    "table.end.tactic": "{name} drew a tactic card.",
    "table.end.none": "{name} ended the turn.",
    "table.recent_card": "just played",
    "table.recent_stone": "Changed in the last turn.",
    "table.round_won": "{name} wins round {n}: the winning claim is on the board.",
    "table.claim_cue_mine": "Yours",
    "result.fold": "Look at the board",
    "table.see_result": "See the result",
    "table.prefs": "Sound and motion",
    "table.sound": "Sound",
    "table.animations": "Animations",
    "table.sound.on": "Sound on.",
    "table.sound.off": "Sound off.",
    "settings.hints.on": "Hints on.",
    "settings.hints.off": "Hints off.",
    "table.animations.on": "Animations on.",
    "table.animations.off": "Animations off.",
    # a round won by a claim, on the board before the result
    "table.won_claim": (
        "{name} claimed stone {n} and wins round {round}: the winning claim is on the board."
    ),
    "table.won_claim_stone": "The claim that wins the round.",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "name.you": "You",
    "board.title.you": "Your turn",
    "board.your_hand.you": "Your hand",
    "board.side.you": "Stone {n}, your side",
    "board.claimed_by.you": "Claimed by you",
    "log.place.you": "You played {card} on stone {n}.",
    "log.claim.you": "You claimed stone {n}.",
    "log.pass.you": "You passed.",
    "log.end.you": "You ended the turn.",
    "msg.round_won.you": "You win round {n}.",
    "over.round_title.you": "Round {n}: you win",
    "over.match_title.you": "You win the match",
    "over.how.adjacent.you": "You control three adjacent stones.",
    "over.how.five.you": "You control five stones.",
    "over.how.other.you": "You win the round.",
    "over.hand_of.you": "Your hand",
    "table.last_turn.you": "Your last turn",
    "table.end.clan.you": "You drew a clan card.",
    "table.end.tactic.you": "You drew a tactic card.",
    "table.end.none.you": "You ended the turn.",
    "table.round_won.you": "You win round {n}: the winning claim is on the board.",
    "table.won_claim.you": "You claimed stone {n} and win round {round}: the winning claim is on "
    "the board.",
}

# The table in motion: each tactic card's letters on its face, in this language.
TACTIC_LETTERS: dict[str, str] = {
    "JOKER": "JK",
    "SPY": "SP",
    "SHIELD": "SB",
    "BLIND": "BB",
    "MUD": "MF",
    "RECRUITER": "RC",
    "STRATEGIST": "ST",
    "BANSHEE": "BA",
    "TRAITOR": "TR",
}

#: Tactic cards' names as the hand's faces write them, with soft hyphens where a long word
#: may break (the others as they are named; ``i18n.tactic_face``).
TACTIC_FACES: dict[str, str] = {
    "RECRUITER": "Recrui\u00adter",
    "STRATEGIST": "Strate\u00adgist",
    "BANSHEE": "Ban\u00adshee",
}
