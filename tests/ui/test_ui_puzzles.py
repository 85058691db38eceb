"""The puzzle screens through the app's intents: the list and the puzzle of the day, a claims
puzzle solved and one failed (each stone explained), an endgame solved and one refuted by the
opponent's best reply, progress and the streak by date, damaged progress set aside."""

from __future__ import annotations

import json
from datetime import date, timedelta
from html import unescape

import pytest
from ui_kit import Inspector, make_app

from schotten.actions import Place
from schotten.cards import Card
from schotten.endgame import WIN, Position, best_claims, first_moves
from schotten.puzzles import Puzzle, claim_candidates, load_puzzles, puzzle_of_the_day
from schotten.rules import legal_actions
from schotten.state import GameState
from schotten.tactics import parse_card
from ui.app import App, Screen
from ui.effects import Effect
from ui.progress import PUZZLES_KEY, Progress
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import QUARANTINE_PREFIX

PUZZLES = load_puzzles()
DAY = date(2026, 12, 1)


def app_on(day: date = DAY, storage: MemoryStorage | None = None) -> App:
    app = make_app(storage)
    app.shared.today = lambda: day
    return app


def page(app: App) -> str:
    return unescape(app.render())


def claims_puzzle(min_answer: int = 1) -> Puzzle:
    """A claims puzzle whose answer holds ``min_answer`` stones or more and leaves out at
    least one candidate (a refused early claim)."""
    for p in PUZZLES:
        if p.kind != "claims" or not isinstance(p.answer, tuple) or len(p.answer) < min_answer:
            continue
        if set(claim_candidates(p.position())) - set(p.answer):
            return p
    raise AssertionError("no such puzzle")


def endgame_puzzle() -> Puzzle:
    return next(p for p in PUZZLES if p.kind == "endgame" and p.difficulty == 1)


def test_the_list_by_kind_and_difficulty_and_the_puzzle_of_the_day() -> None:
    app = app_on()
    app.handle("go", "puzzles")
    found = Inspector(app.render())
    assert app.shared.screen is Screen.PUZZLES
    for kind in ("claims", "endgame"):
        for level in (1, 2, 3):
            assert f"puzzles-{kind}-{level}" in found.ids
    daily = next(b for b in found.buttons if b.get("id") == "puzzle-daily")
    assert daily["data-arg"] == puzzle_of_the_day(PUZZLES, DAY).id
    other = app_on(DAY + timedelta(days=1))
    other.handle("go", "puzzles")
    tomorrow = next(b for b in Inspector(other.render()).buttons if b.get("id") == "puzzle-daily")
    assert tomorrow["data-arg"] != daily["data-arg"]
    level1 = sum(1 for p in PUZZLES if p.kind == "claims" and p.difficulty == 1)
    assert f"Difficulty 1: 0 of {level1} puzzles solved" in page(app)
    app.handle("puzzle-open", str(daily["data-arg"]))
    assert app.shared.screen is Screen.PUZZLE and "Puzzle of the day" in page(app)


def test_a_claims_puzzle_solved_with_each_stone_explained() -> None:
    storage = MemoryStorage()
    app = app_on(storage=storage)
    puzzle = claims_puzzle()
    app.handle("puzzle-open", puzzle.id)
    text = page(app)
    assert "Which stones can you claim now?" in text
    for stone in claim_candidates(puzzle.position()):
        assert f"pick-{stone}" in Inspector(app.render()).ids
    assert isinstance(puzzle.answer, tuple)
    for stone in puzzle.answer:
        app.handle("puzzle-toggle", str(stone))
    assert f'id="pick-{puzzle.answer[0]}" data-intent="puzzle-toggle"' in app.render()
    assert 'aria-pressed="true"' in app.render()
    effects = app.handle("puzzle-check")
    text = page(app)
    assert "Solved: exactly the right stones." in text
    for stone in puzzle.answer:
        assert f"You can claim stone {stone + 1}." in text
    assert "You cannot prove stone" in text  # the refused candidate, with its completion
    assert any("Solved" in getattr(x, "text", "") for x in effects)
    assert json.loads(storage.data[PUZZLES_KEY])["solved"] == {puzzle.id: DAY.isoformat()}
    assert "puzzle-next" in Inspector(app.render()).ids


def test_a_claims_puzzle_failed_shows_why() -> None:
    storage = MemoryStorage()
    app = app_on(storage=storage)
    puzzle = claims_puzzle()
    app.handle("puzzle-open", puzzle.id)
    refused = sorted(set(claim_candidates(puzzle.position())) - set(puzzle.answer))[0]
    app.handle("puzzle-toggle", str(refused))
    app.handle("puzzle-toggle", "8" if refused != 8 else "0")  # not a candidate: ignored
    app.handle("puzzle-check")
    text = page(app)
    assert "Not quite: here is the answer for each stone." in text
    assert f"You cannot prove stone {refused + 1} yet" in text
    assert "(on the table)" in text  # the beating completion, its cards on the table marked
    assert PUZZLES_KEY not in storage.data  # not solved
    app.handle("puzzle-retry")
    assert (
        app.c.teach.puzzle is not None
        and app.c.teach.puzzle.chosen == set()
        and app.c.teach.puzzle.result is None
    )


def test_an_endgame_solved() -> None:
    app = app_on()
    puzzle = endgame_puzzle()
    app.handle("puzzle-open", puzzle.id)
    text = page(app)
    assert "Win this round" in text and "Morgan's hand" in text
    assert isinstance(puzzle.answer, str)
    card, stone = puzzle.answer.split("@")
    app.handle("select", card)
    assert f"side-{stone}" in Inspector(app.render()).ids
    app.handle("place", stone)
    assert "wins the round whatever your opponent does" in page(app)
    assert puzzle.id in app.c.teach.progress.solved


def wrong_endgame_move() -> tuple[App, Puzzle, GameState, Place, list[Effect]]:
    """An endgame puzzle opened and answered with a wrong placement (nothing drawn before)."""
    app = app_on()
    puzzle = endgame_puzzle()
    state = puzzle.position()
    wrong = next(
        a for a in legal_actions(state) if isinstance(a, Place) and str(a) != puzzle.answer
    )
    app.handle("puzzle-open", puzzle.id)
    assert "shown-legend" not in app.render()
    app.handle("select", str(wrong.card))
    return app, puzzle, state, wrong, app.handle("place", str(wrong.stone))


def test_an_endgame_refuted_by_the_best_reply() -> None:
    app, puzzle, state, wrong, effects = wrong_endgame_move()
    text = page(app)
    assert "does not win the round" in text
    assert "Morgan answers" in text
    assert "From there" in text
    assert any("Morgan answers" in getattr(x, "text", "") for x in effects)
    assert puzzle.id not in app.c.teach.progress.solved
    # the reply said is the solver's best for the opponent, and what it leads to is said
    assert isinstance(wrong.card, Card)
    position = Position.from_state(state)
    mine = best_claims(position, (wrong.card, wrong.stone))
    reply_pos = position.place(wrong.card.index, wrong.stone).claim(mine).end_turn(idle=False)
    values = first_moves(reply_pos)
    best = max(values.values())
    session = app.c.teach.puzzle
    assert session is not None
    said = next(m for m in session.verdicts if m.key in ("puzzle.reply", "puzzle.reply_pass"))
    if said.key == "puzzle.reply":
        move = (parse_card(str(said.params["card"])), said.params["stone"])
    else:
        move = None
    assert values[move] == best
    ending = "wins the round whatever you do" if best == WIN else "no longer force a win"
    assert ending in text
    app.handle("puzzle-retry")
    assert app.c.teach.puzzle is not None and app.c.teach.puzzle.result is None


def test_a_placement_the_rules_refuse_is_said() -> None:
    app = app_on()
    puzzle = endgame_puzzle()
    state = puzzle.position()
    app.handle("puzzle-open", puzzle.id)
    card = str(state.hands[state.current_player][0])
    full = next(i for i, s in enumerate(state.stones) if len(s.sides[state.current_player]) == 3)
    app.handle("select", card)
    app.handle("place", str(full))
    assert app.c.teach.puzzle is not None and app.c.teach.puzzle.result is None
    assert "is full" in page(app) or "is claimed" in page(app)


def solve_one(app: App, puzzle: Puzzle) -> None:
    app.handle("puzzle-open", puzzle.id)
    if puzzle.kind == "claims":
        assert isinstance(puzzle.answer, tuple)
        for stone in puzzle.answer:
            app.handle("puzzle-toggle", str(stone))
        app.handle("puzzle-check")
    else:
        assert isinstance(puzzle.answer, str)
        card, stone = puzzle.answer.split("@")
        app.handle("select", card)
        app.handle("place", stone)
    assert app.c.teach.puzzle is not None and app.c.teach.puzzle.result == "solved"


def test_the_streak_counts_days_in_a_row() -> None:
    storage = MemoryStorage()
    claims = [p for p in PUZZLES if p.kind == "claims"][:5]
    days = [DAY, DAY + timedelta(days=1), DAY + timedelta(days=2)]
    for day, puzzle in zip(days, claims, strict=False):
        app = app_on(day, storage)
        solve_one(app, puzzle)
    app = app_on(days[-1], storage)
    solve_one(app, claims[3])
    app.handle("go", "puzzles")
    assert "Solved today: 2 puzzles · 3 days in a row" in page(app)
    # the next day, before solving anything: the streak still stands; a day later it is gone
    assert (
        app_on(days[-1] + timedelta(days=1), storage).c.teach.progress.streak(
            days[-1] + timedelta(days=1)
        )
        == 3
    )
    later = app_on(days[-1] + timedelta(days=2), storage)
    later.handle("go", "puzzles")
    assert "Solved today: 0 puzzles · 0 days in a row" in page(later)
    solve_one(later, claims[4])
    later.handle("go", "puzzles")
    assert "Solved today: 1 puzzle · 1 day in a row" in page(later)


def test_solving_a_puzzle_twice_keeps_its_first_day() -> None:
    storage = MemoryStorage()
    puzzle = claims_puzzle()
    solve_one(app_on(DAY, storage), puzzle)
    solve_one(app_on(DAY + timedelta(days=5), storage), puzzle)
    assert json.loads(storage.data[PUZZLES_KEY])["solved"][puzzle.id] == DAY.isoformat()


def test_progress_streak_by_date() -> None:
    p = Progress(
        solved={"a": "2026-11-29", "b": "2026-11-30", "c": "2026-12-01", "d": "2026-12-01"}
    )
    assert p.streak(DAY) == 3 and p.solved_on(DAY) == 2
    assert p.streak(DAY + timedelta(days=1)) == 3
    assert p.streak(DAY + timedelta(days=2)) == 0
    assert Progress().streak(DAY) == 0


@pytest.mark.parametrize(
    "value",
    ["not json", json.dumps([1, 2]), json.dumps({"version": "1", "solved": {}}), "{" * 9000],
)
def test_damaged_puzzle_progress_is_set_aside(value: str) -> None:
    storage = MemoryStorage({PUZZLES_KEY: value})
    app = app_on(storage=storage)
    app.handle("go", "puzzles")
    assert "Solved today: 0 puzzles" in page(app)
    assert [v for k, v in storage.data.items() if k.startswith(QUARANTINE_PREFIX)] == [value]
    solve_one(app, claims_puzzle())
    assert len(json.loads(storage.data[PUZZLES_KEY])["solved"]) == 1


def test_bad_records_are_dropped_and_the_good_ones_kept() -> None:
    good = claims_puzzle().id
    data = {
        "version": 1,
        "solved": {good: "2026-12-01", "bad-day": "2026-13-40", "<b>": "2026-12-01", "x": 5},
    }
    app = app_on(storage=MemoryStorage({PUZZLES_KEY: json.dumps(data)}))
    assert app.c.teach.progress.solved == {good: "2026-12-01"}
    app.handle("go", "puzzles")
    assert "Solved today: 1 puzzle · 1 day in a row" in page(app)


@pytest.mark.parametrize("lang", ["fr", "es", "pt"])
def test_the_puzzles_in_other_languages(lang: str) -> None:
    app = make_app(languages=[lang])
    app.shared.today = lambda: DAY
    app.handle("go", "puzzles")
    assert "puzzle." not in page(app)
    app.handle("puzzle-open", endgame_puzzle().id)
    assert "puzzle." not in page(app)
    for button in Inspector(app.render()).buttons:
        assert Inspector.name(button), button


def test_an_endgame_card_dragged_onto_its_stone() -> None:
    app = app_on()
    puzzle = endgame_puzzle()
    app.handle("puzzle-open", puzzle.id)
    assert app.c.teach.puzzle is not None and app.board_game() is app.c.teach.puzzle.game
    assert isinstance(puzzle.answer, str)
    card, stone = puzzle.answer.split("@")
    app.handle("place", stone, {"card": card})  # drag and drop names the card
    assert app.c.teach.puzzle.result == "solved"


def side_html(html: str, stone: int, side: str) -> str:
    """The HTML of one side ("mine" or "theirs") of a stone on the board."""
    col = html.split(f'data-stone="{stone}">', 1)[1].split('<li class="stone-col', 1)[0]
    start = col.index(f'class="side {side}')
    return col[start:].split('<div class="stone">', 1)[0] if side == "theirs" else col[start:]


def test_an_endgame_refuted_on_the_board() -> None:
    """The wrong move and the opponent's best reply are drawn on their stones, marked (an
    outline class and a legend in words), and named to screen readers; gone on a retry."""
    app, _puzzle, state, wrong, _effects = wrong_endgame_move()
    session = app.c.teach.puzzle
    assert session is not None
    said = next(m for m in session.verdicts if m.key in ("puzzle.reply", "puzzle.reply_pass"))
    html = app.render()
    mine = side_html(html, wrong.stone, "mine")
    assert "shown shown-move" in mine and f'data-card="{wrong.card}"' not in mine
    assert f"Your move, shown here: {_name(wrong.card)}" in unescape(mine)
    assert f"Your move: {_name(wrong.card)} on stone {wrong.stone + 1}." in page(app)
    # the card is not played: the position is the puzzle's, the card still in the hand
    assert session.game.state == state and f'id="hand-{wrong.card}"' in html
    if said.key == "puzzle.reply":
        stone, card = said.params["stone"], str(said.params["card"])
        assert isinstance(stone, int)
        theirs = side_html(html, stone, "theirs")
        assert "shown shown-reply" in theirs
        assert f"The best reply, shown here: {_name(card)}" in unescape(theirs)
        assert f"Morgan's best reply: {_name(card)} on stone {stone + 1}." in page(app)
    app.handle("puzzle-retry")
    assert "shown-legend" not in app.render() and "shown-" not in app.render()


def _name(card: object) -> str:
    colours = {"R": "Red", "O": "Orange", "Y": "Yellow", "G": "Green", "B": "Blue", "P": "Purple"}
    text = str(card)
    return f"{colours[text[0]]} {text[1:]}"


def test_a_claims_puzzle_failed_draws_the_beating_completion() -> None:
    app = app_on()
    puzzle = claims_puzzle()
    app.handle("puzzle-open", puzzle.id)
    refused = sorted(set(claim_candidates(puzzle.position())) - set(puzzle.answer))[0]
    app.handle("puzzle-toggle", str(refused))
    app.handle("puzzle-check")
    session = app.c.teach.puzzle
    assert session is not None and session.result == "wrong"
    said = next(m for m in session.verdicts if m.params.get("stone") == refused)
    on_table = said.params.get("on_table", ())
    completion = [c for c in said.cards if c not in on_table]
    assert completion, said
    theirs = unescape(side_html(app.render(), refused, "theirs"))
    assert theirs.count("shown shown-completion") == len(completion)
    assert "A completion that beats you, shown here: " + ", ".join(map(_name, completion)) in theirs
    assert f"could still complete stone {refused + 1} with" in page(app)
    # a stone the answer holds is not marked; a right answer draws nothing
    app.handle("puzzle-retry")
    assert "shown-" not in app.render()
    assert isinstance(puzzle.answer, tuple)
    for stone in puzzle.answer:
        app.handle("puzzle-toggle", str(stone))
    app.handle("puzzle-check")
    assert "shown-" not in app.render()


@pytest.mark.parametrize("lang", ["fr", "es", "pt"])
def test_the_refutation_on_the_board_in_other_languages(lang: str) -> None:
    app = make_app(languages=[lang])
    app.shared.today = lambda: DAY
    puzzle = endgame_puzzle()
    state = puzzle.position()
    wrong = next(
        a for a in legal_actions(state) if isinstance(a, Place) and str(a) != puzzle.answer
    )
    app.handle("puzzle-open", puzzle.id)
    app.handle("select", str(wrong.card))
    app.handle("place", str(wrong.stone))
    text = page(app)
    words = {"fr": "Ton coup", "es": "Tu jugada", "pt": "Sua jogada"}[lang]
    assert f"{words}, " in text and f"{words}: " in text.replace(" :", ":")
    assert "teach." not in text  # no key left untranslated
