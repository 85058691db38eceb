"""English texts of the lessons and the puzzles (merged into the language by ``ui.i18n``)."""

STRINGS: dict[str, str] = {
    # lessons
    "lesson.menu": "Learn to play",
    "lesson.invite.title": "New to Schotten Totten?",
    "lesson.invite.body": "A short lesson on the real board teaches you the game in a few "
    "minutes: formations, claims and how to win.",
    "lesson.invite.start": "Start the lesson",
    "lesson.invite.dismiss": "Not now",
    "lesson.opponent_name": "Morgan",
    "lesson.title": "Lesson: {lesson}",
    "lesson.progress": "Step {i} of {total}",
    "lesson.replies": "{name} played:",
    "lesson.complete": "Lesson complete",
    "lesson.all_done": "You have finished every lesson: try a puzzle, or play a game.",
    "lesson.next": "Next lesson: {lesson}",
    "lesson.again": "Start this lesson again",
    "lesson.repeat": "Repeat this step",
    "lesson.back": "Back one step",
    "lesson.leave": "Leave the lesson",
    "lesson.won": "You won the round: three stones side by side. Well done!",
    "lesson.done": "Well done!",
    "lesson.quiz.title": "Which is stronger?",
    "lesson.quiz.first": "Completed first",
    "lesson.quiz.this_one": "This one",
    "lesson.quiz.pick": "This one is stronger: {cards} ({formation})",
    "lesson.reason.kind": "Right: {formation} beats {mine}. The kind of formation counts "
    "first, whatever the values.",
    "lesson.reason.sum": "Right: both are the same kind, so the higher total wins: {formation} "
    "beats {mine}.",
    "lesson.reason.first": "Right: same kind and same total ({formation}), so the side that was "
    "completed first wins the tie.",
    "lesson.refused.not_this_step": "Not now: this step asks for something else. Read the "
    "instruction above.",
    "lesson.refused.wrong_answer": "Not quite. Compare the kinds of formation first: "
    "colour-run, three of a kind, colour, run, then sum.",
    "lesson.refused.lesson_over": "The lesson is over.",
    "lesson.a.color_run": "a colour-run",
    "lesson.a.three_of_a_kind": "three of a kind",
    "lesson.a.color": "a colour",
    "lesson.a.run": "a run",
    "lesson.a.sum": "a sum",
    "lesson.basics.title": "The basics",
    "lesson.basics.place.wide": "You play your side of each stone: the one below it, next to your "
    "hand.",
    "lesson.basics.place.narrow": "You play your side of each stone: the one on its right.",
    "lesson.basics.place": "Select Green 6 in your hand, then place it on stone 2: with Green 4 "
    "and Green 5 it makes {a_made}, the strongest formation.",
    "lesson.basics.quiz_run_vs_three": "Three cards on a side make a formation. From the "
    "strongest: colour-run, three of a kind, colour, run, sum. Which of these two is stronger?",
    "lesson.basics.quiz_three_vs_color": "Three of the same value, or three of the same colour: "
    "which is stronger?",
    "lesson.basics.quiz_color_vs_run": "A run is three values in a row, in any colours. A run or "
    "a colour: which is stronger?",
    "lesson.basics.quiz_run_vs_sum": "High cards that make nothing only count as a sum. A sum of "
    "26 or a small run: which is stronger?",
    "lesson.basics.quiz_sum": "Two colour-runs: which one wins?",
    "lesson.basics.quiz_first": "Two runs with the same total: which one wins?",
    "lesson.basics.claim": "Your {kind_mine} on stone 2 beats Morgan's {kind_theirs} there. Claim "
    "stone 2.",
    "lesson.basics.claim_refused": "Stone 4: your Orange 3, 4, 5 against Morgan's Purple 8 and "
    "Purple 9, not complete yet. Try to claim stone 4 now.",
    "lesson.basics.claim_early": "Stone 3: your three 8s against Orange 6 and Orange 7. "
    "{cards_theirs} are already on the table, so the best that can complete Morgan's side is "
    "{a_theirs}, and it loses to {a_mine}. Claim stone 3 now: the cards on the table prove it.",
    "lesson.basics.end_turn": "End your turn: you draw a card and Morgan plays.",
    "lesson.basics.place_any": "Morgan completed {a_theirs} of {total_theirs} on stone 1, the same "
    "as yours. Place any card of your hand on any stone.",
    "lesson.basics.win": "On stone 1 the two runs of {total_mine} tie, and a tie goes to the side "
    "completed first: yours. Claim stone 1: with stones 2 and 3 that makes three in a row.",
    "lesson.basics.over": "You know the whole game: formations, claims, early claims proven by "
    "the table, the tie-break, and winning with three adjacent stones (or any five).",
    "lesson.tactics.title": "The tactic cards",
    "lesson.tactics.joker": "Tactic cards have letters and a symbol. Select the Joker and place it "
    "on stone 1: next to Red 7 and Red 8 it counts as the best card for you, {as_mine}, and makes "
    "{a_mine}.",
    "lesson.tactics.claim": "Your side of stone 1 is {a_mine} now. Claim stone 1.",
    "lesson.tactics.end_turn": "End your turn, drawing a clan card.",
    "lesson.tactics.limit": "Try to play the Strategist. Careful: you may be at most one tactic "
    "card ahead of your opponent, and you have played one, Morgan none.",
    "lesson.tactics.end_turn_2": "End your turn, drawing a clan card.",
    "lesson.tactics.place": "Place Red 3 on stone 5, next to Yellow 7.",
    "lesson.tactics.strategist": "Morgan played Blind-Man's Bluff on stone 8 (only the sum counts "
    "there): one tactic card each. On stone 2 you can at best make {a_mine}, against Morgan's "
    "{kind_theirs}. Play the Strategist: tap your Blue 4 on stone 2, then your side of stone 4, "
    "next to Blue 5 and Blue 6, and confirm: {a_moved}.",
    "lesson.tactics.end_turn_3": "End your turn, drawing a clan card.",
    "lesson.tactics.banshee": "Morgan's Spy counts as {as_theirs} on stone 6 and makes {a_theirs}. "
    "Play the Banshee: tap the Spy and confirm. It goes to the discard pile, and with {cards_left} "
    "on your stone 5, Morgan's side can at best make {a_left}.",
    "lesson.tactics.end_turn_4": "End your turn, drawing a clan card.",
    "lesson.tactics.traitor": "Morgan played the Shield Bearer on stone 9. Play the Traitor: tap "
    "Morgan's Green 7 on stone 7, then your side of stone 3, next to Green 8 and Green 9, and "
    "confirm: {a_made}.",
    "lesson.tactics.end_turn_5": "End your turn, drawing a clan card.",
    "lesson.tactics.recruiter": "Morgan played Mud Fight on stone 4: each side there needs 4 "
    "cards, so yours is open again, at best {a_mud} of 4 cards. Play the Recruiter: choose how "
    "many of the three cards you draw come from each deck, and confirm.",
    "lesson.tactics.return": "Now tap two cards of your hand to put back under their decks, and "
    "confirm.",
    "lesson.tactics.over": "You have seen how tactic cards work: elite troops, combat modes, the "
    "ruses that move, discard or take a card, the Recruiter, and the limit on how many you may "
    "play.",
    # puzzles
    "puzzle.menu": "Puzzles",
    "puzzle.title": "Puzzles",
    "puzzle.today.one": "Solved today: {n} puzzle",
    "puzzle.today.other": "Solved today: {n} puzzles",
    "puzzle.streak.one": "{n} day in a row",
    "puzzle.streak.other": "{n} days in a row",
    "puzzle.daily": "Puzzle of the day: {kind}, difficulty {level}",
    "puzzle.daily_solved": "(solved)",
    "puzzle.of_the_day": "Puzzle of the day",
    "puzzle.group.one": "Difficulty {level}: {n} of {count} solved",
    "puzzle.group.other": "Difficulty {level}: {n} of {count} solved",
    "puzzle.count.one": "{n} puzzle",
    "puzzle.count.other": "{n} puzzles",
    "puzzle.kind.claims": "Claims",
    "puzzle.kind.endgame": "Endgames",
    "puzzle.kind.claims.about": "Which stones can you claim now? Only the cards on the table "
    "are proof.",
    "puzzle.kind.endgame.about": "The deck is empty: find the one move that wins the round.",
    "puzzle.about": "{kind}, difficulty {level}",
    "puzzle.question.claims": "Which stones can you claim now?",
    "puzzle.question.endgame": "Win this round",
    "puzzle.task.claims": "You have just played your card. Pick every stone you can claim now "
    "(maybe none), then check.",
    "puzzle.task.endgame": "The deck is empty and you know every card. Place the one card that "
    "wins the round whatever your opponent does.",
    "puzzle.pick": "Stone {n}",
    "puzzle.picks": "Stones to claim",
    "puzzle.picked": "Stone {n} picked.",
    "puzzle.unpicked": "Stone {n} no longer picked.",
    "puzzle.check": "Check",
    "puzzle.other_hand": "{name}'s hand",
    "puzzle.retry": "Try again",
    "puzzle.next": "Next puzzle",
    "puzzle.line": "The winning line, step {i} of {n}: {said}",
    "puzzle.line_skip": "Skip to the end",
    "puzzle.back": "All puzzles",
    "puzzle.solved": "Solved: exactly the right stones.",
    "puzzle.wrong.claims": "Not quite: here is the answer for each stone.",
    "puzzle.solved.endgame": "Solved: {card} on stone {n} wins the round whatever your "
    "opponent does.",
    "puzzle.wrong.endgame": "{card} on stone {n} does not win the round.",
    "puzzle.your_claim": "You would claim stone {n}.",
    "puzzle.reply": "{opponent} answers with {card} on stone {n}.",
    "puzzle.reply_pass": "{opponent} answers by passing.",
    "puzzle.reply_claim": "{opponent} claims stone {n}.",
    "puzzle.they_win": "From there {opponent} wins the round whatever you do.",
    "puzzle.no_win_left": "From there you can no longer force a win.",
    # a wrong answer's refutation drawn on the board (#15)
    "teach.shown.move": "Your move, shown here: {cards}",
    "teach.shown.reply": "The best reply, shown here: {cards}",
    "teach.shown.completion": "A completion that beats you, shown here: {cards}",
    "teach.legend.move": "Your move: {cards} on stone {n}.",
    "teach.legend.reply": "{name}'s best reply: {cards} on stone {n}.",
    "teach.legend.completion": "{name} could still complete stone {n} with {cards}.",
}
