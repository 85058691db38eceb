"""The lesson and puzzle screens: the real board's pieces (the stones, the hand, the claim
buttons) around a step to do, a "which is stronger?" quiz, a puzzle's question and its
answer explained."""

from __future__ import annotations

from collections.abc import Sequence

from .. import ids
from ..i18n import Translator
from ..model import BoardModel, LessonModel, Message, PuzzleModel, PuzzlesModel, QuizModel
from ..narrate import message_text
from .board import end_buttons, flow_panel, hand_html, hand_notes, status_html
from .cards import card_row
from .common import _verdict_cards, message_box, stone_column
from .html import button, e, heading


def teach_menu_buttons(t: Translator) -> list[str]:
    """The start screen's way to the lessons and the puzzles."""
    return [
        button(t("lesson.menu"), "lesson-start", cls="btn", id_=ids.LEARN),
        button(t("puzzle.menu"), "go", "puzzles", cls="btn", id_="btn-puzzles"),
    ]


def lesson_invitation(t: Translator) -> str:
    """The first visit's invitation to the first lesson (dismissible)."""
    return (
        '<section class="invite" id="lesson-invite" aria-labelledby="invite-title">'
        f'<h2 id="invite-title">{e(t("lesson.invite.title"))}</h2>'
        f"<p>{e(t('lesson.invite.body'))}</p>"
        '<div class="invite-actions">'
        f"{button(t('lesson.invite.start'), 'lesson-start', 'basics', cls='btn primary', id_='invite-start')}"  # noqa: E501
        f"{button(t('lesson.invite.dismiss'), 'lesson-invite-dismiss', cls='btn secondary', id_='invite-dismiss')}"  # noqa: E501
        "</div></section>"
    )


def _note(msg: Message | None, t: Translator, id_: str) -> str:
    """A message that is part of the screen (not dismissible), with its cards."""
    if msg is None:
        return ""
    cards = _verdict_cards(msg, t) if msg.cards else ""
    return (
        f'<div class="message tone-{e(msg.tone)}" id="{e(id_)}">'
        f"<p>{e(message_text(msg, t))}</p>{cards}</div>"
    )


def table_html(board: BoardModel, t: Translator, interactive: bool) -> str:
    """The stones as the game draws them, seen by ``board.viewer``."""
    me, them = board.viewer, 1 - board.viewer
    names = (board.names[me], board.names[them])
    stones = "".join(
        stone_column(s, names, me, board.selected, t, interactive=interactive) for s in board.stones
    )
    return (
        f'<p class="opponent-line">{e(t("board.opponent_side", name=board.names[them]))}</p>'
        f'<ol class="stones" aria-label="{e(t("board.stones"))}">{stones}</ol>'
        f"{shown_legend(board, t)}"
    )


def shown_legend(board: BoardModel, t: Translator) -> str:
    """What the cards drawn marked on the stones are (a wrong answer's refutation), each with
    the mark its cards carry: the words beside the outline."""
    items = []
    for stone in board.stones:
        for seat, side in ((board.viewer, stone.mine), (1 - board.viewer, stone.theirs)):
            if side.shown:
                words = t(
                    f"teach.legend.{side.shown_as}",
                    name=board.names[seat],
                    cards=t.cards(side.shown),
                    n=stone.index + 1,
                )
                items.append(
                    f'<li class="shown-item" data-stone="{stone.index}" '
                    f'data-shown="{e(side.shown_as)}">'
                    f'<span class="shown-key shown-{e(side.shown_as)}" aria-hidden="true"></span>'
                    f"{e(words)}</li>"
                )
    if not items:
        return ""
    return f'<ul class="shown-legend" id="shown-legend">{"".join(items)}</ul>'


def _hand_area(board: BoardModel, t: Translator, actions: Sequence[str], hint: str) -> str:
    label = t("board.your_hand", name=board.names[board.viewer])
    return (
        f'<div class="hand-area" role="group" aria-label="{e(label)}">'
        f'<p class="hint" id="hint">{e(hint)}</p>{hand_html(board, t)}'
        f'<div class="turn-actions">{"".join(actions)}</div></div>'
    )


# --- lessons -----------------------------------------------------------------------------------


def _formation_block(
    side: str, cards: tuple[str, ...], formation: tuple[str, int], first: bool, t: Translator
) -> str:
    name = t.formation(*formation)
    mark = f'<p class="quiz-first">{e(t("lesson.quiz.first"))}</p>' if first else ""
    label = t("lesson.quiz.pick", cards=t.cards(cards), formation=name)
    return (
        f'<div class="quiz-side" id="quiz-side-{side}">'
        f"{card_row(cards, t, 'card-row')}"
        f'<p class="formation">{e(name)}</p>{mark}'
        f"{button(t('lesson.quiz.this_one'), 'lesson-answer', side, cls='btn primary', aria_label=label, id_=f'quiz-{side}')}"  # noqa: E501
        "</div>"
    )


def quiz_html(quiz: QuizModel, t: Translator) -> str:
    return (
        '<section class="quiz" id="quiz" aria-labelledby="quiz-title">'
        f'<h2 id="quiz-title">{e(t("lesson.quiz.title"))}</h2>'
        '<div class="quiz-sides">'
        f"{_formation_block('a', quiz.a, quiz.a_formation, quiz.a_first, t)}"
        f"{_formation_block('b', quiz.b, quiz.b_formation, not quiz.a_first, t)}"
        "</div></section>"
    )


def lesson_screen(model: LessonModel, t: Translator) -> str:
    lesson = model.lesson
    board = model.board
    title = t("lesson.title", lesson=t(f"lesson.{lesson}.title"))
    progress = t("lesson.progress", i=model.step_no, total=model.steps)
    if model.task is not None:
        task = e(message_text(model.task, t))
    else:
        task = e(t(f"lesson.{lesson}.{model.step_key or 'over'}"))
    where = f"lesson.{lesson}.{model.step_key}"
    if model.step_key is not None and t.has(f"{where}.wide"):
        # where the player's side is depends on the screen: below the stones, or on their
        # right on a phone (css/game.css shows the sentence true of the screen)
        task = (
            f'<span class="on-wide">{e(t(f"{where}.wide"))}</span>'
            f'<span class="on-narrow">{e(t(f"{where}.narrow"))}</span> {task}'
        )
    replies = ""
    if model.replies:
        items = "".join(f"<li>{e(message_text(m, t))}</li>" for m in model.replies)
        replies = (
            f'<div class="lesson-replies" id="lesson-replies"><h2>'
            f"{e(t('lesson.replies', name=board.names[1]))}</h2><ul>{items}</ul></div>"
        )
    actions: list[str] = []
    info = board.tactical
    tactical = flow = notes = ""
    if info is not None and not model.done:  # the tactical variant's table, as in a game
        actions.extend(end_buttons(info, board.can_end, t))
        tactical = status_html(info, board.names, t)
        flow = flow_panel(info.flow, t) if info.flow is not None else ""
        notes = hand_notes(info, t)
    elif not model.done and board.can_end:
        actions.append(button(t("board.end_turn"), "end-turn", cls="btn primary", id_=ids.END_TURN))
    controls = []
    if model.done:
        if model.next_lesson is not None:
            nxt = t(f"lesson.{model.next_lesson}.title")
            controls.append(
                button(
                    t("lesson.next", lesson=nxt),
                    "lesson-start",
                    model.next_lesson,
                    cls="btn primary",
                    id_="lesson-next",
                )
            )
        controls.append(
            button(t("lesson.again"), "lesson-restart", lesson, cls="btn", id_="lesson-again")
        )
    else:
        controls.append(
            button(t("lesson.repeat"), "lesson-repeat", cls="btn secondary", id_="lesson-repeat")
        )
        if model.step_no > 1:
            controls.append(
                button(t("lesson.back"), "lesson-back", cls="btn secondary", id_="lesson-back")
            )
    controls.append(
        button(t("lesson.leave"), "lesson-leave", cls="btn secondary", id_="lesson-leave")
    )
    if model.done:  # the lesson's end: a completion panel with what comes next
        task_html = lesson_complete(model, task, controls, t)
        controls = []
    else:
        task_html = f'<p class="lesson-task" id="{ids.LESSON_TASK}" tabindex="-1">{task}</p>'
    board_html = ""
    if model.quiz is None:
        hand = _hand_area(board, t, actions, message_text(board.hint, t)) if not model.done else ""
        board_html = (
            tactical + table_html(board, t, interactive=not model.done) + flow + hand + notes
        )
    return (
        f'<section class="screen lesson-screen" data-lesson="{e(lesson)}" '
        f'data-step="{e(model.step_key or "over")}">'
        '<header class="board-header">'
        f'{heading(title)}<p class="lesson-progress">{e(progress)}</p></header>'
        f"{'' if model.done else _note(model.explained, t, 'lesson-explained')}"
        f"{replies}"
        f"{task_html}"
        f"{message_box(model.message, t)}"
        f"{quiz_html(model.quiz, t) if model.quiz is not None else ''}"
        f"{board_html}"
        f"{_controls(controls)}"
        "</section>"
    )


def _controls(controls: Sequence[str]) -> str:
    return f'<nav class="lesson-controls">{"".join(controls)}</nav>' if controls else ""


def lesson_complete(model: LessonModel, task: str, controls: Sequence[str], t: Translator) -> str:
    """The lesson's end: a panel saying it is complete, what it taught (``task``, already
    escaped) and what comes next (the next lesson, or the puzzles and a game), with the
    lesson's buttons."""
    next_line = ""  # with a next lesson, its button names it
    more: list[str] = []
    if model.next_lesson is None:
        next_line = f'<p class="lesson-next-line">{e(t("lesson.all_done"))}</p>'
        more = [
            button(t("puzzle.menu"), "go", "puzzles", cls="btn primary", id_="lesson-puzzles"),
            button(t("start.new"), "go", "new", cls="btn", id_="lesson-new-game"),
        ]
    return (
        '<section class="lesson-complete" id="lesson-complete" '
        'aria-labelledby="lesson-complete-title">'
        '<span class="complete-badge" aria-hidden="true"></span>'
        f'<h2 id="lesson-complete-title">{e(t("lesson.complete"))}</h2>'
        f"{_note(model.explained, t, 'lesson-explained')}"
        f'<p class="lesson-task" id="{ids.LESSON_TASK}" tabindex="-1">{task}</p>'
        f"{next_line}"
        f'<nav class="lesson-controls">{"".join([*more, *controls])}</nav></section>'
    )


# --- puzzles -----------------------------------------------------------------------------------


def _kind_name(kind: str, t: Translator) -> str:
    return t(f"puzzle.kind.{kind}")


def puzzles_screen(model: PuzzlesModel, t: Translator) -> str:
    daily_label = t(
        "puzzle.daily",
        kind=_kind_name(model.daily_kind, t),
        level=model.daily_difficulty,
    )
    if model.daily_solved:
        daily_label += " " + t("puzzle.daily_solved")
    daily = button(
        daily_label, "puzzle-open", model.daily_id, cls="btn primary big", id_="puzzle-daily"
    )
    sections = []
    for kind in ("claims", "endgame"):
        items = "".join(
            "<li>"
            + button(
                t(
                    "puzzle.group",
                    level=g.difficulty,
                    n=g.solved,
                    count=t("puzzle.count", n=g.total),
                ),
                "puzzle-open",
                g.next_id,
                cls="btn",
                id_=f"puzzles-{kind}-{g.difficulty}",
            )
            + "</li>"
            for g in model.groups
            if g.kind == kind
        )
        sections.append(
            f'<section class="puzzle-kind"><h2>{e(_kind_name(kind, t))}</h2>'
            f'<p>{e(t(f"puzzle.kind.{kind}.about"))}</p><ul class="puzzle-groups">{items}</ul>'
            "</section>"
        )
    stats = (
        f'<p class="puzzle-stats" id="puzzle-stats">'
        f"{e(t('puzzle.today', n=model.solved_today))} · {e(t('puzzle.streak', n=model.streak))}"
        "</p>"
    )
    return (
        '<section class="screen puzzles-screen">'
        f"{heading(t('puzzle.title'))}{stats}"
        f'<div class="puzzle-daily">{daily}</div>{"".join(sections)}'
        f'<nav class="menu">{button(t("common.back"), "go", "start", cls="btn secondary", id_="puzzles-back")}</nav>'  # noqa: E501
        "</section>"
    )


def puzzle_screen(model: PuzzleModel, t: Translator) -> str:
    board = model.board
    claims = model.kind == "claims"
    title = t("puzzle.question.claims") if claims else t("puzzle.question.endgame")
    about = t(
        "puzzle.about",
        kind=_kind_name(model.kind, t),
        level=model.difficulty,
    )
    if model.daily:
        about = t("puzzle.of_the_day") + " · " + about
    task = t("puzzle.task.claims") if claims else t("puzzle.task.endgame")
    body = table_html(board, t, interactive=not claims and model.result != "solved")
    if claims:
        picks = "".join(
            "<li>"
            + button(
                t("puzzle.pick", n=s + 1),
                "puzzle-toggle",
                s,
                cls="btn pick" + (" picked" if s in model.chosen else ""),
                aria_pressed="true" if s in model.chosen else "false",
                id_=f"pick-{s}",
                disabled=model.result == "solved",
            )
            + "</li>"
            for s in model.candidates
        )
        check = button(
            t("puzzle.check"),
            "puzzle-check",
            cls="btn primary",
            id_="puzzle-check",
            disabled=model.result == "solved",
        )
        body += (
            f'<div class="puzzle-picks" role="group" aria-label="{e(t("puzzle.picks"))}">'
            f'<ul class="pick-list">{picks}</ul>{check}</div>'
        )
        hand_label = t("board.your_hand", name=board.names[board.viewer])
        body += (
            f'<div class="hand-area" role="group" aria-label="{e(hand_label)}">'
            f"{card_row(board.hand, t, 'card-row')}</div>"
        )
    else:
        other = board.names[1 - board.viewer]
        body += (
            f'<div class="puzzle-other-hand"><h2>{e(t("puzzle.other_hand", name=other))}</h2>'
            f"{card_row(model.opponent_hand, t, 'card-row small')}</div>"
        )
        hint = t("board.hint.place", card=t.card(board.selected)) if board.selected else task
        body += _hand_area(board, t, (), hint)
    result = ""
    if model.line is not None:  # solved: the winning line plays out before the success panel
        result = puzzle_line(model, t)
    elif model.message is not None or model.verdicts:
        reasons = "".join(
            f"<li>{_note(v, t, f'verdict-{i}')}</li>" for i, v in enumerate(model.verdicts)
        )
        result = (
            f'<div class="puzzle-result" id="{ids.PUZZLE_RESULT}" tabindex="-1">'
            f"{_note(model.message, t, 'puzzle-message')}"
            f'<ul class="puzzle-verdicts">{reasons}</ul></div>'
        )
    controls = []
    if model.line is not None:
        controls.append(
            button(t("puzzle.line_skip"), "puzzle-line-skip", cls="btn", id_="puzzle-line-skip")
        )
    elif model.result == "wrong":
        controls.append(
            button(t("puzzle.retry"), "puzzle-retry", cls="btn primary", id_="puzzle-retry")
        )
    if model.result == "solved" and model.next_id is not None and model.line is None:
        controls.append(
            button(
                t("puzzle.next"), "puzzle-open", model.next_id, cls="btn primary", id_="puzzle-next"
            )
        )
    controls.append(
        button(t("puzzle.back"), "go", "puzzles", cls="btn secondary", id_="puzzle-back")
    )
    return (
        f'<section class="screen puzzle-screen" data-kind="{e(model.kind)}" '
        f'data-result="{e(model.result or "")}">'
        f'<header class="board-header">{heading(title)}<p>{e(about)}</p></header>'
        f'<p class="lesson-task" id="{ids.PUZZLE_TASK}" tabindex="-1">{e(task)}</p>'
        f"{result}{body}"
        f'<nav class="lesson-controls">{"".join(controls)}</nav>'
        "</section>"
    )


def puzzle_line(model: PuzzleModel, t: Translator) -> str:
    """A solved endgame's winning line playing out: the step on the board, in words (each step
    is also announced as it is played: ``ui.control.teach_controller``)."""
    said = message_text(model.message, t) if model.message is not None else ""
    return f'<div class="puzzle-line" id="puzzle-line"><p>{e(said)}</p></div>'
