"""Lessons and puzzles on the real board, with no DOM and no words of their own.

- :class:`LessonGame` is a :class:`~ui.game.Game` whose every action goes through a
  :class:`~schotten.lesson.LessonRun`: the board, the hand, the claim buttons and the guided
  tactic play are the game's own, but the lesson decides which action it takes; anything
  else is refused with the lesson's reason (:func:`refusal_message`) and changes nothing.
- :class:`PuzzleSession`: a puzzle's position on a board; a claims puzzle takes the set of
  stones the player picked and checks it against the puzzle's exact answer, explaining each
  stone (:func:`schotten.claims.claim_verdict`); an endgame puzzle takes one placement,
  checks it with the stored answer and, for a wrong one, finds the opponent's refutation
  with the solver (:mod:`schotten.endgame`).
- :func:`lesson_model`, :func:`puzzle_model`, :func:`puzzles_model` build the screens' models.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import NamedTuple

from schotten.actions import Action, Claim, EndTurn, Place
from schotten.cards import Card
from schotten.claims import ClaimVerdict, claim_verdict
from schotten.endgame import WIN, Position, best_claims, first_moves
from schotten.errors import IllegalActionError, InvalidCardError
from schotten.events import action_events, state_events
from schotten.lesson import LESSONS, LessonRun, Refusal, Step, played_tactic
from schotten.puzzles import (
    InvalidPuzzleError,
    Puzzle,
    check_answer,
    claim_candidates,
    load_puzzles,
    puzzle_of_the_day,
    winning_line,
)
from schotten.rules import apply
from schotten.state import GameState, Phase
from schotten.tactics import AnyCard, Tactic, parse_card

from . import ids
from .flow import Flow, first_target
from .game import Game, IntentOutcome
from .model import (
    BoardModel,
    LessonModel,
    Message,
    Param,
    PuzzleGroup,
    PuzzleModel,
    PuzzlesModel,
    QuizModel,
)
from .narrate import REASONS, bot_message, error_message, reason_message, verdict_message
from .present import board_model
from .seen import seen

__all__ = [
    "LESSONS",
    "InvalidPuzzleError",
    "Puzzle",
    "PuzzlesModel",
    "load_puzzles",
    "puzzle_of_the_day",
]

LESSON_ORDER = ("basics", "tactics")
"""The lessons in the order they are offered (the next is offered once one is finished)."""


class Marked(NamedTuple):
    """Cards drawn marked on one side of a stone, not played: a line of play to show on the
    board (``shown_as``: "move", "reply" or "completion", see :class:`~ui.model.SideModel`)."""

    stone: int
    seat: int
    shown_as: str
    cards: tuple[str, ...]


def mark_board(board: BoardModel, marks: Sequence[Marked]) -> BoardModel:
    """The board with each of ``marks`` drawn on its side of its stone."""
    if not marks:
        return board
    stones = list(board.stones)
    for m in marks:
        s = stones[m.stone]
        if m.seat == board.viewer:
            s = replace(s, mine=replace(s.mine, shown=m.cards, shown_as=m.shown_as))
        else:
            s = replace(s, theirs=replace(s.theirs, shown=m.cards, shown_as=m.shown_as))
        stones[m.stone] = s
    return replace(board, stones=tuple(stones))


def completion_mark(verdict: ClaimVerdict) -> Marked | None:
    """A refused early claim's beating completion, to draw on the opponent's side."""
    if verdict.code != "opponent_can_beat" or not verdict.counterexample:
        return None
    cards = tuple(str(c) for c in verdict.counterexample)
    return Marked(verdict.stone, 1 - verdict.player, "completion", cards)


def next_lesson(lesson_id: str) -> str | None:
    i = LESSON_ORDER.index(lesson_id) if lesson_id in LESSON_ORDER else -1
    return LESSON_ORDER[i + 1] if 0 <= i < len(LESSON_ORDER) - 1 else None


def refusal_message(refusal: Refusal, game: Game) -> Message:
    """Why the lesson did not take an action, in words."""
    if refusal.code == "rules" and refusal.error is not None:
        return error_message(refusal.error, game.state)
    if refusal.code in ("not_this_step", "wrong_answer", "lesson_over"):
        return Message(f"lesson.refused.{refusal.code}", {}, "error")
    return Message("lesson.refused.not_this_step", {}, "error")


class LessonGame(Game):
    """A lesson on the board: the game's intents, the lesson's decisions."""

    def __init__(self, lesson_id: str, step: int, names: tuple[str, str]) -> None:
        self.lesson_id = lesson_id
        self.run = LessonRun.at(LESSONS[lesson_id], step)
        super().__init__(self.run.state, names, handover=False, viewer=0)
        self.replies: tuple[Message, ...] = ()
        self.explained: Message | None = None
        """What the last step taught (a quiz's reason, a refused claim's verdict...)."""
        self.marks: tuple[Marked, ...] = ()
        """Drawn on the board with ``explained``: a refused early claim's beating completion."""
        self.advanced = False

    @property
    def step_key(self) -> str | None:
        step = self.run.current
        return step.key if step is not None else None

    def _apply(self, action: Action, *, undoable: bool, own: bool = True) -> bool:
        before = self.state
        result = self.run.act(action)
        self.advanced = False
        if isinstance(result, Refusal):
            self._refused(result)
            return False
        self.advanced = True
        self.state = self.run.state
        # what the person's action did (the scripted replies after it are told apart)
        self.events = action_events(before.current_player, action, before.round_no)
        if len(result.actions) == 1:
            self.events += state_events(before, action, self.state)
        self.undo_stack.clear()
        self.message = None
        self.explained = None
        self.marks = ()
        if result.verdict is not None:
            self.explained = verdict_message(result.verdict, before, self.names)
            mark = completion_mark(result.verdict)
            self.marks = (mark,) if mark is not None else ()
        elif result.error is not None:
            self.explained = _refused_words(result.error, action, before)
        self.replies = tuple(self._reply_words(result.actions[1:]))
        if self.run.done:
            self.explained = Message("lesson.won" if self.round_over else "lesson.done", {})
        return True

    def _refused(self, refusal: Refusal) -> None:
        """This step's feedback only: the last step's ("Right: …", a verdict and its marks on
        the board) goes when this one says "Not quite"."""
        self.message = refusal_message(refusal, self)
        self.explained = None
        self.marks = ()

    def _reply_words(self, replies: Sequence[Action]) -> list[Message]:
        """The scripted opponent's replies, narrated as the computer's moves are."""
        out = []
        state = self.run.state
        for i, reply in enumerate(replies):
            last = i == len(replies) - 1
            over = last and state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
            out.append(bot_message(reply, self.names[1], over))
        return out

    def start_tactic(self, card: Tactic) -> IntentOutcome:
        """A tactic card the rules do not allow now: when the step is to try it (and see it
        refused), choosing it is the attempt; otherwise as in the game (its reason shown)."""
        step = self.run.current
        option = self.tactic_option(card)
        attempt = step.action if step is not None and step.kind == "refused" else None
        unplayable = option is None or not option.playable
        if unplayable and attempt is not None and played_tactic(attempt) == card:
            self.selected = None
            if not self._apply(attempt, undoable=False):
                return IntentOutcome(announce=self.message)
            return IntentOutcome(True, self.explained)
        outcome = super().start_tactic(card)
        expected = step.expected() if step is not None else None
        if self._flow is not None and expected is not None and played_tactic(expected) == card:
            # the step names one way to play it: only its choices light up on the board
            self._flow = Flow(card.value, (expected,))
            target = first_target(self._flow)
            if target is not None:
                outcome = replace(outcome, focus=target)
        return outcome

    def claim(self, stone: int) -> IntentOutcome:
        """Every claim goes to the lesson (a refused early claim may be the step itself)."""
        if self.locked():
            return IntentOutcome()
        if not self._apply(Claim(stone), undoable=False):
            return IntentOutcome(announce=self.message)
        return IntentOutcome(True, self.explained or Message("msg.claimed", {"stone": stone}))

    def answer(self, choice: str) -> IntentOutcome:
        """The quiz's answer, ``a`` or ``b``."""
        step = self.run.current
        result = self.run.answer(choice)
        self.advanced = False
        if isinstance(result, Refusal):
            self._refused(result)
            return IntentOutcome(announce=self.message)
        self.advanced = True
        self.message = None
        self.replies = ()
        self.marks = ()
        quiz = step.quiz if step is not None else None
        if quiz is None:
            self.explained = None
            return IntentOutcome(True)
        fa, fb = quiz.formations
        win, lose = (fa, fb) if quiz.answer == "a" else (fb, fa)
        params: dict[str, Param] = {
            "formation": (win.kind.code, win.total),
            "mine": (lose.kind.code, lose.total),
        }
        self.explained = Message(f"lesson.reason.{quiz.reason}", params, "success")
        return IntentOutcome(True, self.explained)

    def end_turn(self, draw: str | None = None) -> IntentOutcome:
        if draw is None and self.state.options.rules.deck_choice:
            draw = "clan"
        if not self._apply(EndTurn(draw), undoable=False):
            return IntentOutcome(announce=self.message)
        self.selected = None
        return IntentOutcome(True)


def _refused_words(error: IllegalActionError, action: Action, state: GameState) -> Message:
    """Why the engine refused a step's action: a tactic card's own reason when it has one."""
    card = played_tactic(action)
    if card is not None and error.code in REASONS:
        return reason_message(str(card), error.code, dict(error.params))
    return error_message(error, state)


def task_message(lesson_id: str, step: Step | None) -> Message:
    """A step's instruction, its words about the cards taken from its :class:`Said` data (the
    formation with its article, its bare name, its total, the cards on the table, what an
    elite troop counts as), which the tests check against the engine."""
    if step is None:
        return Message(f"lesson.{lesson_id}.over", {})
    params: dict[str, Param] = {}
    for said in step.said:
        params[f"a_{said.name}"] = said.kind
        params[f"kind_{said.name}"] = said.kind
        if said.total is not None:
            params[f"total_{said.name}"] = said.total
        if said.on_table:
            params[f"cards_{said.name}"] = tuple(str(c) for c in said.on_table)
        if said.counts_as is not None:
            params[f"as_{said.name}"] = str(said.counts_as)
    return Message(f"lesson.{lesson_id}.{step.key}", params)


def lesson_model(game: LessonGame) -> LessonModel:
    board = board_model(seen(game))
    step = game.run.current
    quiz = None
    if step is not None and step.quiz is not None:
        fa, fb = step.quiz.formations
        quiz = QuizModel(
            tuple(str(c) for c in step.quiz.a),
            tuple(str(c) for c in step.quiz.b),
            (fa.kind.code, fa.total),
            (fb.kind.code, fb.total),
            step.quiz.a_first,
        )
    stones = board.stones
    if step is not None and step.kind in ("claim", "claim_refused"):
        # the stone the step names glows when the claim is to be won, as a step's card or
        # side does; none in a step whose claim is refused (a glow would give it away)
        target = step.stone if step.kind == "claim" else None
        stones = tuple(replace(s, claimable=s.claimable and s.index == target) for s in stones)
    board = mark_board(replace(board, stones=stones, message=None), game.marks)
    return LessonModel(
        task=task_message(game.lesson_id, step),
        lesson=game.lesson_id,
        step_key=game.step_key,
        step_no=min(game.run.step + 1, len(game.run.lesson.steps)),
        steps=len(game.run.lesson.steps),
        board=board,
        quiz=quiz,
        message=game.message,
        explained=game.explained,
        replies=game.replies,
        done=game.run.done,
        next_lesson=next_lesson(game.lesson_id) if game.run.done else None,
    )


# --- puzzles -----------------------------------------------------------------------------------


class PuzzleSession:
    """One puzzle being solved: its position on a board seen by the player to move."""

    def __init__(self, puzzle: Puzzle, names: tuple[str, str], daily: bool = False) -> None:
        self.puzzle = puzzle
        self.daily = daily
        state = puzzle.position()
        self.start = state
        p = state.current_player
        shown = (names[0], names[1]) if p == 0 else (names[1], names[0])
        self.game = Game(state, shown, handover=False, viewer=p)
        self.chosen: set[int] = set()
        self.result: str | None = None  # "solved" or "wrong"
        self.verdicts: tuple[Message, ...] = ()
        self.marks: tuple[Marked, ...] = ()
        """A wrong answer's refutation on the board: the beating completions of the stones
        picked that cannot be proven, or the wrong move and the opponent's winning reply."""
        self.line: list[Action] = []
        """An endgame solved: its winning line still to play out on the board, step by step."""
        self.line_at = (0, 0)  # the step shown and the steps in all, while the line plays out

    @property
    def playing(self) -> bool:
        """The winning line is being played out on the board (the success panel waits)."""
        return bool(self.line)

    @property
    def player(self) -> int:
        return self.start.current_player

    def toggle(self, stone: int) -> IntentOutcome:
        if self.puzzle.kind != "claims" or stone not in claim_candidates(self.start):
            return IntentOutcome()
        self.result = None
        self.verdicts = ()
        self.marks = ()
        if stone in self.chosen:
            self.chosen.discard(stone)
            return IntentOutcome(announce=Message("puzzle.unpicked", {"stone": stone}))
        self.chosen.add(stone)
        return IntentOutcome(announce=Message("puzzle.picked", {"stone": stone}))

    def check(self) -> IntentOutcome:
        """A claims puzzle: the stones chosen against the exact answer, each stone explained."""
        if self.puzzle.kind != "claims":
            return IntentOutcome()
        state, p = self.start, self.player
        verdicts = [claim_verdict(state, p, i, check_turn=False) for i in claim_candidates(state)]
        self.verdicts = tuple(verdict_message(v, state, self.game.names) for v in verdicts)
        ok = check_answer(self.puzzle, sorted(self.chosen))
        self.result = "solved" if ok else "wrong"
        marks = (completion_mark(v) for v in verdicts if v.stone in self.chosen and not ok)
        self.marks = tuple(m for m in marks if m is not None)
        n = len(self.puzzle.answer) if isinstance(self.puzzle.answer, tuple) else 0
        msg = Message("puzzle.solved" if ok else "puzzle.wrong.claims", {"n": n})
        self.game.tell(replace(msg, tone="success" if ok else "error"))
        return IntentOutcome(True, self.game.message, ids.PUZZLE_RESULT)

    def place(self, stone: int, text: str | None = None) -> IntentOutcome:
        """An endgame puzzle: the placement of the selected card (or of the card ``text``
        names, dragged there), checked."""
        game = self.game
        card: AnyCard | None = game.selected
        if text:
            try:
                card = parse_card(text)
            except InvalidCardError:
                return IntentOutcome()
        if self.puzzle.kind != "endgame" or card is None:
            return game.place(stone)  # says "choose a card first"
        move = Place(card, stone)
        try:
            apply(self.start, move)
        except IllegalActionError as exc:
            game.tell(error_message(exc, self.start))
            return IntentOutcome(announce=game.message)
        game.selected = None
        if check_answer(self.puzzle, str(move)):
            self.result = "solved"
            self.verdicts = ()
            self.marks = ()
            line = list(winning_line(self.start, move))
            if line:  # played out on the board, step by step, before the success panel
                steps = sum(not isinstance(a, EndTurn) for a in line)
                self.line, self.line_at = line, (0, steps)
                return self.line_step()
            params: dict[str, Param] = {"card": str(card), "stone": stone}
            game.tell(Message("puzzle.solved.endgame", params, "success"))
        else:
            self.result = "wrong"
            self.verdicts = refutation(self.start, move, game.names)
            self.marks = refutation_marks(self.start, move, self.verdicts)
            game.tell(Message("puzzle.wrong.endgame", {"card": str(card), "stone": stone}, "error"))
        return IntentOutcome(True, game.message, ids.PUZZLE_RESULT)

    def line_step(self, to_end: bool = False) -> IntentOutcome:
        """The winning line's next step on the board (a turn's end goes with the next action),
        or every step left (``to_end``); once over, the success panel."""
        game = self.game
        if not self.line:
            return IntentOutcome()
        while self.line:
            action = self.line.pop(0)
            game.state = apply(game.state, action)
            if isinstance(action, EndTurn):
                continue
            i, n = self.line_at
            self.line_at = (i + 1, n)
            who = game.names[game.state.history[-1].player]
            said = bot_message(action, who, game.round_over)
            game.tell(Message("puzzle.line", {"i": i + 1, "n": n, "said": said}))
            if not to_end:
                break
        if self.line:
            return IntentOutcome(True, game.message)
        first = game.state.history[len(self.start.history)].action  # the player's move
        params: dict[str, Param] = {}
        if isinstance(first, Place):
            params = {"card": str(first.card), "stone": first.stone}
        game.tell(Message("puzzle.solved.endgame", params, "success"))
        return IntentOutcome(True, game.message, ids.PUZZLE_RESULT)

    def retry(self) -> IntentOutcome:
        self.chosen.clear()
        self.result = None
        self.verdicts = ()
        self.marks = ()
        self.game = Game(self.start, self.game.names, handover=False, viewer=self.player)
        return IntentOutcome(True, None, ids.PUZZLE_TASK)


def refutation(state: GameState, move: Place, names: tuple[str, str]) -> tuple[Message, ...]:
    """The opponent's best answer to ``move`` in an endgame, in words: the reply (and its
    claims) and what it leads to (a win for them whatever the player does, or no win left)."""
    assert isinstance(move.card, Card)
    p = state.current_player
    opponent = names[1 - p]
    position = Position.from_state(state)
    mine = best_claims(position, (move.card, move.stone))
    after = position.place(move.card.index, move.stone).claim(mine)
    out: list[Message] = []
    out.extend(Message("puzzle.your_claim", {"stone": s}) for s in mine)
    reply_pos = after.end_turn(idle=False)
    values = first_moves(reply_pos)
    if not values:
        return (*out, Message("puzzle.no_win_left", {"opponent": opponent}, "error"))
    reply, value = max(values.items(), key=lambda kv: (kv[1], kv[0] is not None))
    claims = best_claims(reply_pos, reply)
    if reply is None:
        out.append(Message("puzzle.reply_pass", {"opponent": opponent}))
    else:
        params: dict[str, Param] = {"opponent": opponent, "card": str(reply[0]), "stone": reply[1]}
        out.append(Message("puzzle.reply", params))
    out.extend(Message("puzzle.reply_claim", {"opponent": opponent, "stone": s}) for s in claims)
    key = "puzzle.they_win" if value == WIN else "puzzle.no_win_left"
    out.append(Message(key, {"opponent": opponent}, "error"))
    return tuple(out)


def refutation_marks(state: GameState, move: Place, said: Sequence[Message]) -> tuple[Marked, ...]:
    """The wrong move and the opponent's reply (as :func:`refutation` says it), on the board."""
    p = state.current_player
    marks = [Marked(move.stone, p, "move", (str(move.card),))]
    for m in said:
        if m.key == "puzzle.reply":
            stone, card = m.params["stone"], m.params["card"]
            assert isinstance(stone, int) and isinstance(card, str)
            marks.append(Marked(stone, 1 - p, "reply", (card,)))
    return tuple(marks)


def puzzle_model(session: PuzzleSession, next_id: str | None) -> PuzzleModel:
    game = session.game
    board = board_model(seen(game))
    claims = session.puzzle.kind == "claims"
    stones = board.stones
    if claims:  # the board only shows the position: the stones are picked below it
        stones = tuple(replace(s, claim_offered=False, claimable=False) for s in stones)
    done = session.result == "solved"
    board = replace(board, stones=stones, message=None, hand_active=not claims and not done)
    board = mark_board(board, session.marks)
    # an endgame is a game of perfect information: the other hand is known (never in a claims
    # puzzle, where it is what the proof must do without)
    hidden = game.state.hands[1 - session.player]  # as the winning line leaves it
    opponent_hand = () if claims else tuple(str(c) for c in hidden)
    return PuzzleModel(
        id=session.puzzle.id,
        kind=session.puzzle.kind,
        difficulty=session.puzzle.difficulty,
        board=board,
        candidates=claim_candidates(session.start) if claims else (),
        chosen=tuple(sorted(session.chosen)),
        opponent_hand=opponent_hand,
        result=session.result,
        message=game.message,
        verdicts=session.verdicts,
        next_id=next_id,
        daily=session.daily,
        line=session.line_at if session.playing else None,
    )


def next_unsolved(
    puzzles: Sequence[Puzzle], solved: set[str], kind: str, difficulty: int, after: str = ""
) -> Puzzle | None:
    """The first puzzle of a kind and difficulty not yet solved (after ``after``, wrapping)."""
    group = [p for p in puzzles if p.kind == kind and p.difficulty == difficulty]
    if not group:
        return None
    start = next((i + 1 for i, p in enumerate(group) if p.id == after), 0)
    ordered = group[start:] + group[:start]
    return next((p for p in ordered if p.id not in solved and p.id != after), None)


def puzzles_model(
    puzzles: Sequence[Puzzle], solved: dict[str, str], today: date, streak: int
) -> PuzzlesModel:
    day = puzzle_of_the_day(puzzles, today)
    done = set(solved)
    groups = []
    for kind in ("claims", "endgame"):
        for difficulty in (1, 2, 3):
            group = [p for p in puzzles if p.kind == kind and p.difficulty == difficulty]
            if not group:
                continue
            nxt = next_unsolved(puzzles, done, kind, difficulty)
            groups.append(
                PuzzleGroup(
                    kind,
                    difficulty,
                    len(group),
                    sum(1 for p in group if p.id in done),
                    nxt.id if nxt is not None else group[0].id,
                )
            )
    iso = today.isoformat()
    return PuzzlesModel(
        daily_id=day.id,
        daily_kind=day.kind,
        daily_difficulty=day.difficulty,
        daily_solved=day.id in done,
        groups=tuple(groups),
        solved_today=sum(1 for d in solved.values() if d == iso),
        streak=streak,
    )
