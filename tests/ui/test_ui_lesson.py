"""The lesson screens, played through the same intents as the buttons: the first visit's
invitation, a lesson from its first step to its win, refusals that change nothing, the quiz,
repeat, leave and resume (the progress kept in storage, a damaged value set aside)."""

from __future__ import annotations

import json

import pytest
from ui_kit import Inspector, make_app, start_game

from schotten.actions import EndTurn, Place
from schotten.lesson import LESSONS, Step, played_tactic
from ui.app import App, Screen
from ui.flow import Flow, choices_of
from ui.model import Choice
from ui.progress import LESSONS_KEY
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import QUARANTINE_PREFIX


def ids(app: App) -> set[str]:
    return set(Inspector(app.render()).ids)


def text(app: App) -> str:
    from html import unescape

    return unescape(app.render())


def lit(app: App) -> set[str]:
    """The choices offered for the tactic card being played: lit on the board (a card on a
    stone, a side, a card of the hand) or in the panel (the Recruiter's draws)."""
    buttons = Inspector(app.render()).buttons
    return {str(b.get("data-arg")) for b in buttons if b.get("data-intent") == "tactic-pick"}


def first(flow: Flow) -> Choice:
    return min(flow.allowed(), key=lambda c: c.arg)


def play_on_the_board(app: App, card: str, choices) -> None:
    """Each choice of a tactic card tapped where it is offered, then Confirm."""
    for choice in choices:
        assert choice.arg in lit(app), (card, choice, lit(app))
        app.handle("tactic-pick", choice.arg)
    assert "flow-confirm" in ids(app)
    app.handle("tactic-confirm")


def do_step(app: App, step: Step) -> None:
    """What a player taps for ``step``, checking that each control is on the screen first."""
    lesson = app.c.teach.lesson
    assert lesson is not None
    if step.kind == "play_any":  # the Recruiter: the first mix of draws offered
        assert step.tactic is not None
        app.handle("select", step.tactic.value)
        flow = lesson.flow
        assert flow is not None
        play_on_the_board(app, step.tactic.value, [first(flow)])
        return
    if step.kind == "return":  # two cards of the hand, tapped there
        flow = lesson.flow
        assert flow is not None
        scratch = Flow(flow.card, flow.actions)
        picks = []
        while scratch.done() is None:
            picks.append(first(scratch))
            scratch.pick(picks[-1].arg)
        assert len(picks) == 2
        play_on_the_board(app, "RETURN", picks)
        return
    if step.kind == "quiz":
        assert step.quiz is not None
        assert f"quiz-{step.quiz.answer}" in ids(app)
        app.handle("lesson-answer", step.quiz.answer)
        return
    if step.kind == "place" and step.card is None:
        card = next(str(c) for c in lesson.state.hands[0] if len(str(c)) == 2)
        app.handle("select", card)
        stone = min(lesson.placeable_stones(lesson.selected))
        assert f"side-{stone}" in ids(app)
        app.handle("place", str(stone))
        return
    action = step.expected()
    if step.kind in ("claim", "claim_refused"):
        assert f"claim-{step.stone}" in ids(app)
        app.handle("claim", str(step.stone))
    elif isinstance(action, EndTurn):
        assert "btn-end" in ids(app) or f"btn-end-{action.draw}" in ids(app)
        app.handle("end-turn", action.draw or "")
    elif isinstance(action, Place):
        assert f"hand-{action.card}" in ids(app)
        app.handle("select", str(action.card))
        assert f"side-{action.stone}" in ids(app)
        app.handle("place", str(action.stone))
    elif action is not None and played_tactic(action) is not None:
        card = played_tactic(action)
        assert card is not None and f"hand-{card.value}" in ids(app)
        app.handle("select", card.value)
        if step.kind == "play":  # the guided play of the tactic card, as in a game
            choices = choices_of(action)
            assert lit(app) == {choices[0].arg}  # the step's own choice, and no other, is lit
            play_on_the_board(app, card.value, choices)
    else:
        raise AssertionError(f"no way to play {step}")


def test_invitation_on_the_first_visit_only() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    assert "lesson-invite" in ids(app)
    assert "btn-learn" in ids(app) and "btn-puzzles" in ids(app)
    effects = app.handle("lesson-invite-dismiss")
    assert "lesson-invite" not in ids(app)
    assert any(getattr(x, "element_id", "") == "btn-learn" for x in effects)
    assert "lesson-invite" not in ids(make_app(storage))  # kept
    assert "btn-learn" in ids(make_app(storage))  # always offered


def test_no_invitation_once_a_game_is_saved_or_a_lesson_started() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start_game(app)
    app.handle("go", "start")
    assert "lesson-invite" not in ids(app)
    other = make_app()
    other.handle("lesson-start", "basics")
    other.handle("lesson-leave")
    assert other.shared.screen is Screen.START
    assert "lesson-invite" not in ids(other)


def test_the_first_lesson_played_to_its_win() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.handle("lesson-start", "basics")
    assert app.shared.screen is Screen.LESSON
    steps = LESSONS["basics"].steps
    for i, step in enumerate(steps):
        assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == i
        page = text(app)
        assert f"Step {i + 1} of {len(steps)}" in page
        do_step(app, step)
        assert app.c.teach.lesson.run.step == i + 1, (step.key, app.c.teach.lesson.message)
    page = text(app)
    assert "You won the round" in page
    assert "lesson-next" in ids(app)  # the tactic cards are offered next
    assert "Claimed by Player 1" in page
    stored = json.loads(storage.data[LESSONS_KEY])
    assert stored["lessons"]["basics"] == {"step": len(steps), "done": True}
    app.handle("lesson-start", "tactics")
    assert app.c.teach.lesson is not None and app.c.teach.lesson.lesson_id == "tactics"


def test_the_tactics_lesson_played_to_its_end() -> None:
    app = make_app()
    app.handle("lesson-start", "tactics")
    for step in LESSONS["tactics"].steps:
        before = app.c.teach.lesson.run.step if app.c.teach.lesson else -1
        do_step(app, step)
        assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == before + 1, (
            app.c.teach.lesson.message
        )
    assert app.c.teach.lesson.run.done
    assert "Lesson complete" in text(app)


def test_steps_say_what_to_do_and_formations_are_named() -> None:
    app = make_app()
    app.handle("lesson-start", "basics")
    page = text(app)
    assert "Select Green 6 in your hand, then place it on stone 2" in page
    do_step(app, LESSONS["basics"].steps[0])
    page = text(app)
    assert "Which is stronger?" in page
    # both formations drawn with their names, and the side completed by the learner named too
    assert "colour-run, 15" in page and "three of a kind, 24" in page
    assert 'aria-label="This one is stronger: Green 4, Green 5, Green 6 (colour-run, 15)"' in page


def test_a_wrong_action_is_refused_with_a_reason_and_changes_nothing() -> None:
    app = make_app()
    app.handle("lesson-start", "basics")
    lesson = app.c.teach.lesson
    assert lesson is not None
    state = lesson.state
    app.handle("select", "Y6")
    effects = app.handle("place", "4")
    assert lesson.run.step == 0 and lesson.state == state
    assert "Not now: this step asks for something else" in text(app)
    assert any("Not now" in getattr(x, "text", "") for x in effects)
    # a quiz answered before its step, an end of turn, a claim: all refused, nothing changes
    app.handle("end-turn")
    app.handle("lesson-answer", "a")
    assert lesson.run.step == 0 and lesson.state == state


def test_the_rules_refusal_is_the_engines_own_words() -> None:
    app = make_app()
    steps = LESSONS["basics"].steps
    place_any = next(i for i, s in enumerate(steps) if s.key == "place_any")
    app.handle("lesson-start", "basics")
    app.handle("lesson-back")  # nothing before the first step
    assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == 0
    for step in steps[:place_any]:
        do_step(app, step)
    lesson = app.c.teach.lesson
    state = lesson.state
    app.handle("select", "Y6")
    app.handle("place", "0")  # stone 1: the learner's side is full
    assert lesson.state == state and lesson.run.step == place_any
    assert "Your side of stone 1 is full." in text(app)


def test_the_quiz_wrong_then_right_with_the_reason() -> None:
    app = make_app()
    app.handle("lesson-start", "basics")
    do_step(app, LESSONS["basics"].steps[0])
    app.handle("lesson-answer", "b")  # three of a kind is not stronger than a colour-run
    assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == 1
    assert "Not quite. Compare the kinds of formation first" in text(app)
    app.handle("lesson-answer", "a")
    assert app.c.teach.lesson.run.step == 2
    assert "The kind of formation counts first" in text(app)
    for step in LESSONS["basics"].steps[2:5]:
        do_step(app, step)
    do_step(app, LESSONS["basics"].steps[5])  # two colour-runs: the sum
    assert "the higher total wins" in text(app)
    do_step(app, LESSONS["basics"].steps[6])  # two runs of 6: who completed first
    page = text(app)
    assert "the side that was completed first wins the tie" in page


def test_only_the_current_steps_feedback_is_shown() -> None:
    """#44: "Right: …" of the quiz just answered goes when the next quiz's answer is "Not
    quite"; the two are never shown together."""
    app = make_app()
    steps = LESSONS["basics"].steps
    app.handle("lesson-start", "basics")
    for step in steps[:6]:
        do_step(app, step)
    assert "the higher total wins" in text(app)  # step 6's reason, under step 7's task
    quiz = steps[6].quiz
    assert quiz is not None
    app.handle("lesson-answer", "b" if quiz.answer == "a" else "a")
    page = text(app)
    assert "Not quite" in page and "Right:" not in page
    assert "the higher total wins" not in page


def claim_buttons(app: App) -> dict[str, str]:
    """The claim buttons on the board: id -> class."""
    buttons = Inspector(app.render()).buttons
    return {str(b["id"]): str(b.get("class")) for b in buttons if b.get("data-intent") == "claim"}


@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_a_claim_step_makes_its_stone_glow(lesson: str) -> None:
    """#44: as a step's card or side is lit, the stone a claim step names glows (the game's
    "claimable" look), and no other; a step whose claim the rules refuse lights none."""
    app = make_app()
    app.handle("lesson-start", lesson)
    seen = 0
    for step in LESSONS[lesson].steps:
        if step.kind in ("claim", "claim_refused"):
            glowing = {k for k, cls in claim_buttons(app).items() if "claimable" in cls.split()}
            assert glowing == ({f"claim-{step.stone}"} if step.kind == "claim" else set()), step
            seen += step.kind == "claim"
        do_step(app, step)
    assert seen >= 1


def test_the_refused_early_claim_shows_the_beating_completion() -> None:
    """In words and on the board: the completion drawn on the other side, until the next step."""
    app = make_app()
    steps = LESSONS["basics"].steps
    k = next(i for i, s in enumerate(steps) if s.kind == "claim_refused")
    app.handle("lesson-start", "basics")
    for step in steps[:k]:
        do_step(app, step)
    state = app.c.teach.lesson.state if app.c.teach.lesson else None
    assert "shown-completion" not in app.render()
    do_step(app, steps[k])
    assert (
        app.c.teach.lesson is not None and app.c.teach.lesson.state == state
    )  # refused by the engine
    page = text(app)
    assert 'id="lesson-explained"' in page
    assert "Purple 7 (colour-run, 24)" in page and "a hand proves nothing" in page
    stone = steps[k].stone
    assert stone is not None
    col = app.render().split(f'data-stone="{stone}">', 1)[1].split('<div class="stone">', 1)[0]
    assert 'class="side theirs"' in col and "shown shown-completion" in col
    assert f"could still complete stone {stone + 1} with" in page
    # the next step (an early claim proven by the table) is taken; the completion is gone
    do_step(app, steps[k + 1])
    assert app.c.teach.lesson.state.stones[2].claimed_by == 0
    assert "shown-completion" not in app.render()


def test_the_opponents_replies_are_narrated() -> None:
    app = make_app()
    steps = LESSONS["basics"].steps
    k = next(i for i, s in enumerate(steps) if s.kind == "end_turn")
    app.handle("lesson-start", "basics")
    for step in steps[: k + 1]:
        do_step(app, step)
    page = text(app)
    assert "Morgan played:" in page and "Morgan placed Purple 3 on stone 1." in page


def test_repeat_back_leave_and_resume() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.handle("lesson-start", "")  # none given: the first lesson not finished
    assert app.c.teach.lesson is not None and app.c.teach.lesson.lesson_id == "basics"
    for step in LESSONS["basics"].steps[:3]:
        do_step(app, step)
    app.handle("select", "P7")
    app.handle("lesson-repeat")
    assert app.c.teach.lesson.run.step == 3 and app.c.teach.lesson.selected is None
    app.handle("lesson-back")
    assert app.c.teach.lesson.run.step == 2
    app.handle("lesson-answer", "b")
    assert app.c.teach.lesson.run.step == 3
    app.handle("lesson-leave")
    assert app.shared.screen is Screen.START and app.c.teach.lesson is None
    again = make_app(storage)  # a reload
    again.handle("lesson-start", "")
    assert again.c.teach.lesson is not None and again.c.teach.lesson.run.step == 3
    assert "Step 4 of 13" in text(again)


@pytest.mark.parametrize(
    "value",
    [
        "{not json",
        '"a string"',
        json.dumps({"version": 0, "lessons": {"basics": {"step": 3, "done": False}}}),
        "[" * 5000,
    ],
)
def test_a_damaged_progress_is_set_aside_and_never_stops_the_app(value: str) -> None:
    storage = MemoryStorage({LESSONS_KEY: value})
    app = make_app(storage)
    assert "btn-learn" in ids(app)
    app.handle("lesson-start", "")
    assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == 0
    kept = [v for k, v in storage.data.items() if k.startswith(QUARANTINE_PREFIX)]
    assert kept == [value]  # moved aside, not lost
    assert json.loads(storage.data[LESSONS_KEY])["lessons"]["basics"]["step"] == 0


def test_a_bad_record_is_dropped_and_the_good_ones_kept() -> None:
    data = {
        "version": 1,
        "lessons": {
            "basics": {"step": 4, "done": False},
            "tactics": {"step": "two", "done": False},
            "x" * 300: {"step": 1, "done": True},
        },
    }
    app = make_app(MemoryStorage({LESSONS_KEY: json.dumps(data)}))
    assert set(app.c.teach.progress.lessons) == {"basics"}
    app.handle("lesson-start", "basics")
    assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == 4
    app.handle("lesson-start", "tactics")
    assert app.c.teach.lesson.run.step == 0


def test_a_full_storage_is_said_and_the_lesson_goes_on() -> None:
    app = make_app(MemoryStorage(quota=10))
    effects = app.handle("lesson-start", "basics")
    assert any("storage is full" in getattr(x, "text", "") for x in effects)
    do_step(app, LESSONS["basics"].steps[0])
    assert app.c.teach.lesson is not None and app.c.teach.lesson.run.step == 1


@pytest.mark.parametrize("lang", ["fr", "es", "pt"])
def test_the_lesson_in_other_languages(lang: str) -> None:
    app = make_app(languages=[lang])
    app.handle("lesson-start", "basics")
    page = text(app)
    assert "lesson." not in page  # every text found
    do_step(app, LESSONS["basics"].steps[0])
    assert "lesson." not in text(app)


def test_every_control_has_a_name() -> None:
    app = make_app()
    app.handle("lesson-start", "basics")
    for step in LESSONS["basics"].steps[:2]:
        for button in Inspector(app.render()).buttons:
            assert Inspector.name(button), button
        do_step(app, step)


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pt"])
def test_step_one_says_where_your_side_is_on_this_screen(lang: str) -> None:
    """Below the stones on a tablet or a computer, on their right on a phone: both sentences
    are in the page, css/game.css shows the one true of the screen (tests/e2e look at it)."""
    app = make_app(languages=[lang])
    app.handle("lesson-start", "basics")
    html = app.render()
    task = html[html.index('id="lesson-task"') : html.index("</p>", html.index('id="lesson-task"'))]
    wide = task.split('<span class="on-wide">')[1].split("</span>")[0]
    narrow = task.split('<span class="on-narrow">')[1].split("</span>")[0]
    assert wide and narrow and wide != narrow
    words = {
        "en": ("below", "right"),
        "fr": ("dessous", "droite"),
        "es": ("abajo", "derecha"),
        "pt": ("baixo", "direita"),
    }[lang]
    assert words[0] in wide and words[1] in narrow
    assert "left" not in task and "gauche" not in task and "izquierd" not in task


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pt"])
def test_step_ten_names_the_best_completion_the_engine_finds(lang: str) -> None:
    """ "At best a colour" (a run is within reach too, but weaker), from the step's data."""
    from ui.i18n import Translator

    t = Translator(lang)
    app = make_app(languages=[lang])
    steps = LESSONS["basics"].steps
    k = next(i for i, s in enumerate(steps) if s.key == "claim_early")
    app.handle("lesson-start", "basics")
    for step in steps[:k]:
        do_step(app, step)
    page = text(app)
    assert t("lesson.a.color") in page and t("lesson.a.three_of_a_kind") in page
    assert t.card_list(["O5", "O8"]) in page
    assert "only a colour" not in page and "seule une couleur" not in page


def test_the_next_step_is_announced_with_the_cards_it_names() -> None:
    from ui.effects import Announce

    app = make_app()
    steps = LESSONS["basics"].steps
    k = next(i for i, s in enumerate(steps) if s.key == "claim")
    app.handle("lesson-start", "basics")
    for step in steps[: k - 1]:
        do_step(app, step)
    last = steps[k - 1].quiz
    assert last is not None
    effects = app.handle("lesson-answer", last.answer)
    said = " ".join(e.text for e in effects if isinstance(e, Announce))
    assert "Your colour-run on stone 2 beats Morgan's sum there." in said and "{" not in said
    app = make_app()
    steps = LESSONS["tactics"].steps
    k = next(i for i, s in enumerate(steps) if s.key == "strategist")
    app.handle("lesson-start", "tactics")
    for step in steps[: k - 1]:
        do_step(app, step)
    effects = app.handle("end-turn", "clan")
    said = " ".join(e.text for e in effects if isinstance(e, Announce))
    assert "On stone 2 you can at best make a colour" in said and "{" not in said
