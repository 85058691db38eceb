"""Lessons and puzzles (#15): the lesson on its board, the puzzles list and a puzzle, and the
progress kept beside the saves."""

from __future__ import annotations

from collections.abc import Callable

from .. import ids, render
from .. import teach_sessions as teach_ui
from ..effects import Announce, Effect, Focus, Later
from ..game import Game, IntentOutcome
from ..model import Message
from ..progress import LessonProgress, Progress, ProgressStore
from .board import BoardOp
from .shared import (
    LAST_NAMES,
    LINE_STEP_MS,
    STORAGE_REFUSED,
    Fields,
    Screen,
    Shared,
    clean_name,
    stone_arg,
    storage_code,
)


class TeachController:
    """Screen.LESSON, Screen.PUZZLES and Screen.PUZZLE."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        # progress kept apart from the saves, read with care
        self.store = ProgressStore(shared.repo)
        self.progress: Progress = self.store.load()
        self.lesson: teach_ui.LessonGame | None = None
        self.puzzle: teach_ui.PuzzleSession | None = None
        self._puzzles: list[teach_ui.Puzzle] | None = None

    def board_game(self) -> Game | None:
        """The game of the lesson or puzzle on screen."""
        if self.shared.screen is Screen.LESSON:
            return self.lesson
        if self.shared.screen is Screen.PUZZLE and self.puzzle is not None:
            return self.puzzle.game
        return None

    def render(self) -> str | None:
        screen, t = self.shared.screen, self.shared.t
        if screen is Screen.LESSON and self.lesson is not None:
            return render.lesson_screen(teach_ui.lesson_model(self.lesson), t)
        if screen is Screen.PUZZLES:
            return render.puzzles_screen(self._puzzles_model(), t)
        if screen is Screen.PUZZLE and self.puzzle is not None:
            model = teach_ui.puzzle_model(self.puzzle, self._next_puzzle_id())
            return render.puzzle_screen(model, t)
        return None

    def _names(self) -> tuple[str, str]:
        """The learner under the name last typed in the new-game form (else the default)."""
        shared = self.shared
        typed = shared.repo.settings().get(LAST_NAMES[0], "")
        return (clean_name(typed, shared.t("new.default1")), shared.t("lesson.opponent_name"))

    def _effects(self, outcome: IntentOutcome, default_focus: str = "") -> list[Effect]:
        effects: list[Effect] = []
        if outcome.announce is not None:
            effects.append(self.shared.say(outcome.announce))
        focus = outcome.focus or default_focus
        if focus:
            effects.append(Focus(focus))
        return effects

    def _save(self, lessons: bool) -> list[Effect]:
        try:
            if lessons:
                self.store.save_lessons(self.progress)
            else:
                self.store.save_puzzles(self.progress)
        except STORAGE_REFUSED as exc:
            return [self.shared.say(Message(f"storage.{storage_code(exc)}", {}, "error"))]
        return []

    # --- lessons -----------------------------------------------------------------------------

    def _lesson_at(self, lesson_id: str, step: int) -> list[Effect]:
        self.lesson = teach_ui.LessonGame(lesson_id, step, self._names())
        self.shared.screen = Screen.LESSON
        record = self.progress.lessons.get(lesson_id)
        done = record.done if record is not None else False
        self.progress.lessons[lesson_id] = LessonProgress(self.lesson.run.step, done)
        return [*self._save(True), Focus(ids.LESSON_TASK)]

    def lesson_start(self, arg: str, fields: Fields) -> list[Effect]:
        """Start a lesson (``arg``; none: the first one not finished), where it was left."""
        if arg and arg not in teach_ui.LESSONS:
            return []
        lessons = self.progress.lessons
        if not arg:
            arg = next(
                (k for k in teach_ui.LESSON_ORDER if not (k in lessons and lessons[k].done)),
                teach_ui.LESSON_ORDER[0],
            )
        record = lessons.get(arg)
        steps = len(teach_ui.LESSONS[arg].steps)
        step = record.step if record is not None and record.step < steps else 0
        return self._lesson_at(arg, step)

    def lesson_restart(self, arg: str, fields: Fields) -> list[Effect]:
        return self._lesson_at(arg, 0) if arg in teach_ui.LESSONS else []

    def lesson_repeat(self, arg: str, fields: Fields) -> list[Effect]:
        """Repeat the current step from its start (``lesson-back``: the step before it)."""
        if self.lesson is None:
            return []
        return self._lesson_at(self.lesson.lesson_id, self.lesson.run.step)

    def lesson_back(self, arg: str, fields: Fields) -> list[Effect]:
        if self.lesson is None:
            return []
        return self._lesson_at(self.lesson.lesson_id, max(0, self.lesson.run.step - 1))

    def lesson_leave(self, arg: str, fields: Fields) -> list[Effect]:
        self.lesson = None
        self.shared.screen = Screen.START
        return [Focus(ids.LEARN)]

    def invite_dismiss(self, arg: str, fields: Fields) -> list[Effect]:
        self.progress.invite_dismissed = True
        return [*self._save(True), Focus(ids.LEARN)]

    def lesson_intent(self, action: Callable[[Game], IntentOutcome | None]) -> list[Effect]:
        """An intent of the lesson's board or of its quiz."""
        lesson = self.lesson
        if lesson is None or self.shared.screen is not Screen.LESSON:
            return []
        outcome = action(lesson)
        if outcome is None:
            return []
        if not lesson.advanced:
            return self._effects(outcome)
        lesson.advanced = False
        self.progress.lessons[lesson.lesson_id] = LessonProgress(lesson.run.step, lesson.run.done)
        effects = self._save(True)
        said = [lesson.explained, *lesson.replies]
        task = self.shared.text(teach_ui.task_message(lesson.lesson_id, lesson.run.current))
        text = " ".join([*(self.shared.text(m) for m in said if m is not None), task])
        return [*effects, Announce(text), Focus(ids.LESSON_TASK)]

    def lesson_board(self, op: BoardOp, arg: str, fields: Fields) -> list[Effect]:
        """A board intent on the lesson's board: ``op`` does it (:data:`ui.app.ROUTES`)."""
        return self.lesson_intent(lambda g: op(g, arg, fields))

    def lesson_answer(self, arg: str, fields: Fields) -> list[Effect]:
        lesson = self.lesson
        return [] if lesson is None else self.lesson_intent(lambda g: lesson.answer(arg))

    # --- puzzles -------------------------------------------------------------------------------

    def puzzles(self) -> list[teach_ui.Puzzle]:
        """The shipped puzzles, read once (none if the file cannot be read: said on screen)."""
        if self._puzzles is None:
            try:
                self._puzzles = teach_ui.load_puzzles()
            except teach_ui.InvalidPuzzleError:
                self._puzzles = []
        return self._puzzles

    def _puzzles_model(self) -> teach_ui.PuzzlesModel:
        today = self.shared.today()
        return teach_ui.puzzles_model(
            self.puzzles(), self.progress.solved, today, self.progress.streak(today)
        )

    def _next_puzzle_id(self) -> str | None:
        if self.puzzle is None:
            return None
        p = self.puzzle.puzzle
        nxt = teach_ui.next_unsolved(
            self.puzzles(), set(self.progress.solved), p.kind, p.difficulty, p.id
        )
        return nxt.id if nxt is not None else None

    def puzzle_open(self, arg: str, fields: Fields) -> list[Effect]:
        found = next((p for p in self.puzzles() if p.id == arg), None)
        if found is None:
            return []
        try:
            daily = teach_ui.puzzle_of_the_day(self.puzzles(), self.shared.today()).id == arg
            self.puzzle = teach_ui.PuzzleSession(found, self._names(), daily)
        except teach_ui.InvalidPuzzleError:
            return []
        self.shared.screen = Screen.PUZZLE
        return [Focus(ids.SCREEN_TITLE)]

    def puzzle_intent(
        self, action: Callable[[teach_ui.PuzzleSession], IntentOutcome]
    ) -> list[Effect]:
        session = self.puzzle
        if session is None or self.shared.screen is not Screen.PUZZLE:
            return []
        was = session.result
        outcome = action(session)
        effects: list[Effect] = []
        if session.result == "solved" and was != "solved":
            pid = session.puzzle.id
            self.progress.solved.setdefault(pid, self.shared.today().isoformat())
            effects.extend(self._save(False))
        if session.playing:  # solved: the winning line plays out first
            return [*effects, *self._line_effects(session, outcome)]
        if session.result is not None and outcome.announce is not None:
            said = [outcome.announce, *session.verdicts]  # the answer and each reason
            text = " ".join(self.shared.text(m) for m in said)
            return [*effects, Announce(text), Focus(outcome.focus or ids.PUZZLE_RESULT)]
        return [*effects, *self._effects(outcome)]

    def puzzle_line(self, to_end: bool) -> list[Effect]:
        """The winning line's next step (``to_end``: all of them, Skip), then the next one
        after a moment; at its end the success panel, focused."""
        session = self.puzzle
        if session is None or self.shared.screen is not Screen.PUZZLE or not session.playing:
            return []
        outcome = session.line_step(to_end)
        return self._line_effects(session, outcome)

    def _line_effects(
        self, session: teach_ui.PuzzleSession, outcome: IntentOutcome
    ) -> list[Effect]:
        said = [Announce(self.shared.text(outcome.announce))] if outcome.announce else []
        if session.playing:
            return [*said, Later(LINE_STEP_MS, "puzzle-line")]
        return [*said, Focus(outcome.focus or ids.PUZZLE_RESULT)]

    def puzzle_toggle(self, arg: str, fields: Fields) -> list[Effect]:
        stone = stone_arg(arg)
        return [] if stone is None else self.puzzle_intent(lambda s: s.toggle(stone))

    def puzzle_select(self, arg: str, fields: Fields) -> list[Effect]:
        return self.puzzle_intent(lambda s: s.game.select(arg))

    def puzzle_place(self, arg: str, fields: Fields) -> list[Effect]:
        stone, card = stone_arg(arg), fields.get("card") or None  # drag and drop names the card
        return [] if stone is None else self.puzzle_intent(lambda s: s.place(stone, card))

    def puzzle_dismiss(self, arg: str, fields: Fields) -> list[Effect]:
        return self.puzzle_intent(lambda s: s.game.dismiss())
