"""Moments (#44): a stone just claimed says whose it is; the round's result is a dialog over the
final board, after its last move was shown, with the next actions, and folds to one line so the
board can be looked at; the lesson's end is a completion panel with what comes next; a solved
endgame puzzle plays its winning line on the board, step by step, before its success panel."""

from __future__ import annotations

import re
from html import unescape

import pytest
from test_ui_lesson import do_step
from test_ui_own_win import win_by_claim
from test_ui_table_motion import place_first, run_bot
from ui_kit import make_app, start_game

from schotten.actions import EndTurn, Place, parse_action
from schotten.bots import make_bot
from schotten.lesson import LESSONS
from schotten.puzzles import Puzzle, load_puzzles, winning_line
from schotten.rules import apply, round_winner
from ui import opponent as opponent_module
from ui.control.shared import LINE_STEP_MS
from ui.effects import Announce, Focus, Later
from ui.game import GameScreen
from ui.i18n import LANGUAGES, Translator
from ui.present import board_model
from ui.seen import seen


@pytest.fixture
def random_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opponent_module, "make_bot", lambda level, seed: make_bot("random", seed))


def stone_col(html: str, stone: int) -> str:
    """One stone's column: its tag and everything up to the next stone's."""
    start = html.index(f'data-stone="{stone}"')
    start = html.rindex("<li", 0, start)
    end = html.find('<li class="stone-col', start + 1)
    return html[start : end if end >= 0 else len(html)]


def dialog(html: str) -> str:
    """The round's result dialog of a screen ("" when there is none)."""
    found = re.search(r'<section class="round-result[^"]*" id="round-result".*?</section>', html)
    return found[0] if found else ""


def test_a_claimed_stone_says_whose_it_is_until_the_other_side_acts():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    game = app.c.play.game
    assert game is not None
    board = board_model(seen(game, app.c.play.opponent))
    assert not any(s.claimed_now for s in board.stones)
    stone, _ = win_by_claim(app)  # Ann's claim (seat 0, the person)
    html = unescape(app.render())
    col = stone_col(html, stone)
    assert "claimed-now" in col and 'class="claim-cue cue-mine" aria-hidden="true">Yours<' in col
    assert html.count("claim-cue") == 1  # only the stone just claimed
    assert "Claimed by" in col  # the owner said to screen readers, as before


def test_the_computers_claim_carries_its_name(random_computer):
    app = make_app()
    start_game(app, opponent="easy", first="p2")
    game = app.c.play.game
    assert game is not None
    for _ in range(400):  # the person never claims: the computer's claims
        if game.round_over:
            break
        if app.bot_pending():
            run_bot(app)
            claimed = [
                s for s in board_model(seen(game, app.c.play.opponent)).stones if s.claimed_now
            ]
            if claimed:
                break
            continue
        place_first(app)
        if not game.round_over:
            app.handle("end-turn")
    claimed = [s for s in board_model(seen(game, app.c.play.opponent)).stones if s.claimed_now]
    assert claimed and all(s.claimed_by == 1 for s in claimed)
    html = unescape(app.render())
    assert 'class="claim-cue cue-theirs" aria-hidden="true">Computer (easy)<' in html
    if not game.round_over:  # the person acts: the cue goes
        place_first(app)
        assert not any(s.claimed_now for s in board_model(seen(game, app.c.play.opponent)).stones)
        assert "claim-cue" not in app.render()


@pytest.mark.parametrize("opponent", ["human", "easy"])
def test_the_result_is_a_dialog_over_the_final_board_after_its_last_move(opponent: str):
    app = make_app()
    start_game(app, opponent=opponent, first="p1", rounds="3")
    if app.c.play.game is not None and app.c.play.game.handover:
        app.handle("reveal")
    stone, _ = win_by_claim(app)
    game = app.c.play.game
    assert game is not None
    shown = app.render()  # the last move first: the board, no result yet
    assert not dialog(shown) and 'id="btn-see-result"' in shown
    effects = app.handle("see-result")
    assert game.screen is GameScreen.ROUND_OVER and Focus("screen-title") in effects
    html = unescape(app.render())
    result = dialog(html)
    assert 'role="dialog" aria-labelledby="screen-title"' in result
    assert '<h1 id="screen-title" tabindex="-1">Round 1: Ann wins</h1>' in result
    assert html.count('id="screen-title"') == 1  # the board's heading gives way to it
    assert "controls three adjacent stones" in result or "controls five stones" in result
    assert 'id="btn-next-round"' in result and "Main menu" in result
    assert result.count('class="revealed-hand') == 2  # both hands, face up
    assert "Points this round" in result and "Match score" in result
    # the final board under it, as it was: the stones, the winning claim marked, no turn buttons
    assert "won-claim" in stone_col(html, stone) and html.count('class="stone-col') == 9
    assert 'id="btn-see-result"' not in html and 'id="btn-end"' not in html
    assert "has-result" in html.split(">", 1)[0]
    regions = app.render_regions()
    assert regions is not None and "round-result" in regions[1]
    assert list(regions[1]).index("round-result") == 1  # first after the screen's tag: Tab


def test_look_at_the_board_folds_the_result_to_one_line():
    app = make_app()
    start_game(app, first="p1")
    app.handle("reveal")
    win_by_claim(app)
    app.handle("see-result")
    effects = app.handle("result-fold", "fold")
    assert effects == [Focus("btn-result-unfold")]
    html = unescape(app.render())
    folded = dialog(html)
    assert "folded" in folded and "Ann wins the match" in folded
    assert 'id="btn-result-unfold"' in folded and 'id="btn-rematch"' not in folded
    assert "result-folded" in html.split(">", 1)[0]
    assert app.handle("result-fold", "unfold") == [Focus("screen-title")]
    assert 'id="btn-rematch"' in dialog(app.render())
    # a reload opens the result unfolded, over the board
    assert app.c.play.game is not None and app.c.play.game.screen is GameScreen.ROUND_OVER


def test_the_match_over_dialog_offers_every_next_action():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    win_by_claim(app)
    app.handle("see-result")
    result = dialog(app.render())
    for id_ in ("btn-rematch", "btn-replay", "btn-review-game", "btn-over-new", "btn-result-fold"):
        assert f'id="{id_}"' in result, id_
    assert 'id="hints-used"' in result


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_moments_words_in_every_language(lang: str):
    t = Translator(lang)
    words = {t("table.claim_cue_mine"), t("result.fold"), t("table.see_result")}
    assert len(words) == 3 and all(w and "{" not in w for w in words)


def lesson_panel(html: str) -> str:
    found = re.search(r'<section class="lesson-complete".*?</section>', html)
    return found[0] if found else ""


@pytest.mark.parametrize("lesson", ["basics", "tactics"])
def test_the_lessons_end_is_a_completion_panel_with_what_comes_next(lesson: str):
    app = make_app()
    app.handle("lesson-start", lesson)
    assert not lesson_panel(app.render())
    for step in LESSONS[lesson].steps:
        do_step(app, step)
    html = unescape(app.render())
    panel = lesson_panel(html)
    assert 'aria-labelledby="lesson-complete-title"' in panel and ">Lesson complete</h2>" in panel
    assert 'id="lesson-task"' in panel  # what it taught, focused as each step's task is
    assert 'id="lesson-again"' in panel and 'id="lesson-leave"' in panel
    assert html.count('class="lesson-controls"') == 1  # the buttons are the panel's
    if lesson == "basics":
        assert 'id="lesson-next"' in panel and "The tactic cards" in panel
    else:  # every lesson done: the puzzles and a game
        assert "You have finished every lesson" in panel
        assert 'id="lesson-puzzles"' in panel and 'id="lesson-new-game"' in panel
        app.handle("go", "puzzles")
        assert app.shared.screen.value == "puzzles"


# --- a solved endgame puzzle plays its winning line on the board --------------------------------


def endgame_longest() -> Puzzle:
    """An easy endgame puzzle whose winning line takes more than one step after the answer."""
    for puzzle in load_puzzles():
        if puzzle.kind != "endgame" or not isinstance(puzzle.answer, str):
            continue
        state = puzzle.position()
        line = winning_line(state, parse_action(puzzle.answer))  # type: ignore[arg-type]
        if sum(not isinstance(a, EndTurn) for a in line) >= 3:
            return puzzle
    raise AssertionError("no endgame with a line of 3 steps")


def test_every_endgames_winning_line_wins_the_round_for_the_solver():
    for puzzle in load_puzzles():
        if puzzle.kind != "endgame":
            continue
        state = puzzle.position()
        move = parse_action(str(puzzle.answer))
        assert isinstance(move, Place)
        line = winning_line(state, move)
        assert line and line[0] == move, puzzle.id
        for action in line:
            state = apply(state, action)
        assert round_winner(state) == puzzle.position().current_player, puzzle.id
        assert winning_line(puzzle.position(), Place(move.card, (move.stone + 1) % 9)) == ()


def test_a_solved_endgame_plays_its_winning_line_before_the_success_panel():
    app = make_app()
    puzzle = endgame_longest()
    app.handle("puzzle-open", puzzle.id)
    card, stone = str(puzzle.answer).split("@")
    app.handle("select", card)
    effects = app.handle("place", stone)
    session = app.c.teach.puzzle
    assert session is not None and session.playing and puzzle.id in app.c.teach.progress.solved
    assert Later(LINE_STEP_MS, "puzzle-line") in effects
    html = unescape(app.render())
    assert 'id="puzzle-line"' in html and "The winning line, step 1 of" in html
    assert 'id="puzzle-result"' not in html and 'id="puzzle-next"' not in html
    assert 'id="puzzle-line-skip"' in html
    steps, boards = 1, [html]
    while session.playing:
        effects = app.handle("puzzle-line")
        steps += 1
        boards.append(unescape(app.render()))
        assert any(isinstance(x, Announce) for x in effects)
    assert steps == session.line_at[1] >= 3
    assert len(set(boards)) == len(boards)  # each step changes the board
    assert Focus("puzzle-result") in effects and not any(isinstance(x, Later) for x in effects)
    html = boards[-1]
    assert 'id="puzzle-result"' in html and "wins the round whatever" in html
    assert 'id="puzzle-line"' not in html and "won-claim" in html  # the winning claim, marked
    assert app.handle("puzzle-line") == []  # a late timer changes nothing


def test_skip_plays_the_rest_of_the_line_at_once():
    app = make_app()
    puzzle = endgame_longest()
    app.handle("puzzle-open", puzzle.id)
    card, stone = str(puzzle.answer).split("@")
    app.handle("place", stone, {"card": card})
    effects = app.handle("puzzle-line-skip")
    assert app.c.teach.puzzle is not None and not app.c.teach.puzzle.playing
    assert Focus("puzzle-result") in effects
    assert 'id="puzzle-next"' in app.render() or 'id="puzzle-back"' in app.render()
