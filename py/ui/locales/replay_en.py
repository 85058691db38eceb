"""English texts of the replay viewer and the review (merged into ``en.STRINGS`` by
``ui.i18n``)."""

STRINGS: dict[str, str] = {
    "replay.open": "Replay the game",
    "replay.open_short": "Replay",
    "replay.open_game": "Replay {a} vs {b}",
    "replay.title": "Replay: {a} vs {b}",
    "replay.title_link": "Shared game: {a} vs {b}",
    "replay.close": "Close the replay",
    "replay.controls": "Step through the game",
    "replay.first": "First position",
    "replay.back": "Previous move",
    "replay.forward": "Next move",
    "replay.last": "Last position",
    "replay.slider": "Position in the game",
    "replay.position": "Move {n} of {total}",
    "replay.deal": "The cards are dealt.",
    "replay.own_view": "This game is still being played: only your own cards are shown.",
    "replay.log": "Moves",
    "replay.share": "Copy link",
    "replay.export": "Download the file",
    "replay.save": "Save this game",
    "replay.saved": "The game is now among your saved games.",
    "replay.link_label": "Link to this game",
    "replay.copied": "Link copied.",
    "replay.copy_here": "Copy the link from the field below.",
    "replay.link.bad_link": "This link does not hold a game: it may have been cut short.",
    "replay.link.too_long": "This link is too long to be a game.",
    "replay.link.not_deflate": "This link is damaged or cut short.",
    "replay.link.bad_json": "The game in this link is damaged.",
    "replay.link.unsupported_version": "This link comes from a newer version of the game.",
    "replay.link.corrupt": "The game in this link is damaged or breaks the rules.",
    "replay.link.in_progress": "This link holds a game that is still being played: it cannot "
    "be shown.",
    "review.open": "Review the game",
    "review.title": "Review by the computer",
    "review.intro": "The computer judges every card played from what its player could see at "
    "that moment.",
    "review.start": "Review",
    "review.progress.one": "{n} card played reviewed so far",
    "review.progress.other": "{n} cards played reviewed so far",
    "review.cancel": "Cancel the review",
    "review.started": "The review has started.",
    "review.cancelled": "Review cancelled.",
    "review.done": "The review is done.",
    "review.no_plays": "No play was judged.",
    "review.counts": "Verdicts",
    "review.not_kept": "This review is not kept: save the game to keep it.",
    "review.note.none": "The computer has nothing to say about this move.",
    "review.note.best": "{name} made the best play found: {after}% to win the round.",
    "review.note.good": "A good play by {name}: {after}% to win the round ({before}% with the "
    "computer's choice).",
    "review.note.inaccuracy": "An inaccuracy by {name}: {after}% to win the round after it, "
    "{before}% with the best play found.",
    "review.note.mistake": "A mistake by {name}: {after}% to win the round after it, {before}% "
    "with the best play found.",
    "review.note.blunder": "A blunder by {name}: {after}% to win the round after it, {before}% "
    "with the best play found.",
    "review.note.better": "Better: {card} on stone {n}, marked on the board.",
    "review.note.better_other": "Better: {play}",
    "review.note.miss": "A missed claim: {name} could have claimed stone {n} here.",
    "review.note.miss_round": "A missed claim: {name} could have claimed stone {n} here and won "
    "the round at once.",
    "review.verdict.good": "good",
    "review.verdict.inaccuracy": "inaccuracy",
    "review.verdict.mistake": "mistake",
    "review.verdict.blunder": "blunder",
    "review.verdict.miss": "missed claim",
    # the learning tools' marks in the log
    "replay.mark.hint": "after a hint",
    "replay.mark.takeback": "played again after a take-back",
    "review.ghost": "the better play, not made: {card}",
    "review.ghost_mark": "better",
    # the person's own words against the computer, when they typed no name (i18n.You)
    "review.note.best.you": "You made the best play found: {after}% to win the round.",
    "review.note.good.you": "A good play of yours: {after}% to win the round ({before}% with the "
    "computer's choice).",
    "review.note.inaccuracy.you": "An inaccuracy of yours: {after}% to win the round after it, "
    "{before}% with the best play found.",
    "review.note.mistake.you": "A mistake of yours: {after}% to win the round after it, {before}% "
    "with the best play found.",
    "review.note.blunder.you": "A blunder of yours: {after}% to win the round after it, {before}% "
    "with the best play found.",
    "review.note.miss.you": "A missed claim: you could have claimed stone {n} here.",
    "review.note.miss_round.you": "A missed claim: you could have claimed stone {n} here and won "
    "the round at once.",
    "review.graph_title": "{name}'s chance to win the round",
    "review.graph_title.you": "Your chance to win the round",
    "review.graph_one": "{name}'s chance to win the round over the game, each point the average "
    "of a few judged plays, with a band for its uncertainty: {first}% after the first, {last}% "
    "after the last, lowest {low}% at move {at}.",
    "review.graph_one.you": "Your chance to win the round over the game, each point the average "
    "of a few judged plays, with a band for its uncertainty: {first}% after the first, {last}% "
    "after the last, lowest {low}% at move {at}.",
    "review.marked": "{name}'s marked plays: go to the move",
    "review.marked.you": "Your marked plays: go to the move",
    "review.marked_move": "Move {n}: {verdict}",
    "review.marked_none": "No play by {name} is marked as an inaccuracy, a mistake or a blunder.",
    "review.marked_none.you": "None of your plays is marked as an inaccuracy, a mistake or a "
    "blunder.",
    "review.whose": "Whose chance",
}
