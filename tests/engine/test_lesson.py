"""The first lesson: reached by real play, every step's answer legal, everything else refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from schotten.actions import Claim, EndTurn, Place, Recruit, Return, parse_action
from schotten.cards import CLAN_CARDS, Card
from schotten.lesson import (
    BASICS,
    LEARNER,
    LESSONS,
    TACTICS,
    Lesson,
    LessonError,
    LessonRun,
    Quiz,
    Refusal,
    StepOutcome,
    check_lesson,
    round_won_by,
    setup_state,
)
from schotten.options import Options
from schotten.rules import legal_actions, new_game, placements
from schotten.state import GameState, Phase
from schotten.tactics import Tactic

C = Card.parse


def check_consistency(state: GameState) -> None:
    """Every clan card once: in a hand, the deck or on a stone (a lesson is not dealt from a
    seed, so the save loader's replay check does not apply)."""
    cards = [*state.hands[0], *state.hands[1], *state.deck, *state.table_cards()]
    cards += [*state.tactic_deck, *state.discard, *(m for s in state.stones for m in s.modes)]
    assert sorted(c for c in cards if isinstance(c, Card)) == sorted(CLAN_CARDS)
    tactics = sorted(str(c) for c in cards if isinstance(c, Tactic))
    assert tactics == (sorted(str(t) for t in new_game(state.options).tactic_deck))


@pytest.mark.parametrize("lesson", list(LESSONS.values()), ids=list(LESSONS))
def test_every_step_is_answered_by_its_own_answer(lesson: Lesson) -> None:
    run = LessonRun.begin(lesson)
    check_consistency(run.state)
    assert run.state.current_player == LEARNER
    while not run.done:
        run.advance()
        check_consistency(run.state)
    assert run.act(EndTurn()) == Refusal("lesson_over")
    if lesson is BASICS:
        assert round_won_by(run.state) == LEARNER


def test_the_tactics_lesson_teaches_each_kind_of_tactic_card() -> None:
    keys = [s.key for s in TACTICS.steps]
    run = LessonRun.at(TACTICS, keys.index("claim"))
    assert run.state.stones[0].claimed_by is None
    assert isinstance(run.act(Claim(0)), StepOutcome)  # R7 R8 and the Joker beat a sum of 7
    run = LessonRun.at(TACTICS, keys.index("limit"))
    outcome = run.act(parse_action("STRATEGIST B4@1>3"))
    assert isinstance(outcome, StepOutcome) and outcome.error is not None
    assert outcome.error.code == "tactic_limit"
    assert outcome.error.params == {"card": "STRATEGIST", "played": 1, "opponent_played": 0}
    # the ruses: each moves, discards or takes one card
    run = LessonRun.at(TACTICS, keys.index("banshee"))
    assert C("B4") in run.state.stones[3].sides[LEARNER]  # the Strategist moved it
    assert Tactic.SPY in run.state.stones[5].sides[1]
    run = LessonRun.at(TACTICS, keys.index("traitor"))
    assert Tactic.SPY in run.state.discard and Tactic.SPY not in run.state.stones[5].sides[1]
    run = LessonRun.at(TACTICS, keys.index("end_turn_5"))
    assert C("G7") in run.state.stones[2].sides[LEARNER]  # taken from the opponent's stone 6
    run = LessonRun.at(TACTICS, keys.index("recruiter"))
    assert run.state.stones[3].modes == (Tactic.MUD,)  # the opponent's Mud Fight
    assert run.state.stones[3].completed_at[LEARNER] is None  # the colour-run is open again
    hand = len(run.state.hands[LEARNER])
    run.advance()  # three cards drawn, as the learner chooses
    assert run.state.phase is Phase.RETURN and len(run.state.hands[LEARNER]) == hand + 2
    assert isinstance(run.act(parse_action("JOKER@1")), Refusal)  # the cards go back first
    run.advance()
    assert run.done and len(run.state.hands[LEARNER]) == hand
    assert [len(p) for p in run.state.played] == [5, 4]


def test_every_draw_of_the_recruiter_and_any_two_cards_back_end_the_lesson() -> None:
    keys = [s.key for s in TACTICS.steps]
    start = LessonRun.at(TACTICS, keys.index("recruiter"))
    recruits = [a for a in legal_actions(start.state) if isinstance(a, Recruit)]
    assert len(recruits) >= 2  # the clan deck or the tactic deck, as the learner likes
    for recruit in recruits:
        run = LessonRun.at(TACTICS, keys.index("recruiter"))
        assert isinstance(run.act(recruit), StepOutcome)
        returns = [a for a in legal_actions(run.state) if isinstance(a, Return)]
        assert isinstance(run.act(returns[-1]), StepOutcome) and run.done


def test_what_the_lessons_say_about_the_cards_is_true() -> None:
    """Each sentence's facts (schotten.lesson.Said) against the engine's completion search."""
    for lesson in LESSONS.values():
        assert check_lesson(lesson) == [], lesson.id
    said = [d for s in BASICS.steps for d in s.said]
    assert {d.complete for d in said} == {True, False} and any(d.on_table for d in said)


@pytest.mark.parametrize(
    "wrong",
    [
        {"kind": "color_run"},  # "only a colour-run could complete Morgan's side": false
        {"kind": "run"},  # a run is within reach, but not the best (a colour is)
        {"complete": True},
        {"on_table": (C("O9"),)},  # still in the deck
    ],
)
def test_a_wrong_sentence_about_the_cards_is_found(wrong) -> None:
    """Step 10's "at best a colour" changed into something false is reported."""
    steps = list(BASICS.steps)
    k = next(i for i, s in enumerate(steps) if s.key == "claim_early")
    said = [replace(d, **wrong) if d.name == "theirs" else d for d in steps[k].said]
    steps[k] = replace(steps[k], said=tuple(said))
    assert check_lesson(replace(BASICS, steps=tuple(steps))) != []


def test_a_free_placement_step_wants_a_clan_card() -> None:
    run = LessonRun.at(BASICS, [s.key for s in BASICS.steps].index("place_any"))
    assert run.act(parse_action("claim 5")) == Refusal("not_this_step", None)


def test_the_basics_end_with_three_adjacent_stones() -> None:
    run = LessonRun.at(BASICS, len(BASICS.steps))
    assert run.state.round_results[-1].how == "adjacent"
    assert [s.claimed_by for s in run.state.stones[:3]] == [LEARNER] * 3


def test_the_refused_early_claim_is_beaten_with_a_card_of_the_learners_own_hand() -> None:
    run = LessonRun.at(BASICS, [s.key for s in BASICS.steps].index("claim_refused"))
    before = run.state
    outcome = run.act(Claim(3))
    assert isinstance(outcome, StepOutcome) and outcome.verdict is not None
    assert outcome.verdict.code == "opponent_can_beat"
    assert outcome.verdict.counterexample == (C("P7"),)
    assert C("P7") in run.state.hands[LEARNER]  # hands are no proof
    assert run.state is before  # a refused claim changes nothing


def test_the_proven_early_claim_is_early_and_the_tie_break_goes_to_who_completed_first() -> None:
    keys = [s.key for s in BASICS.steps]
    run = LessonRun.at(BASICS, keys.index("claim_early"))
    assert run.state.stones[2].completed_at[1] is None  # the opponent's side is open
    assert isinstance(run.act(Claim(2)), StepOutcome)
    run = LessonRun.at(BASICS, keys.index("win"))
    stone = run.state.stones[0]
    assert len(stone.sides[0]) == len(stone.sides[1]) == 3
    assert stone.first_complete == LEARNER


def test_the_quizzes_cover_kind_sum_and_tie_break_and_their_answers_come_from_the_rules() -> None:
    quizzes = [s.quiz for s in BASICS.steps if s.quiz is not None]
    assert {q.reason for q in quizzes} == {"kind", "sum", "first"}
    assert {q.answer for q in quizzes} == {"a", "b"}
    assert (
        Quiz((C("R1"), C("O2"), C("Y3")), (C("B1"), C("G2"), C("P3")), a_first=False).answer == "b"
    )
    assert Quiz((C("G4"), C("G5"), C("G6")), (C("R8"), C("Y8"), C("B8"))).answer == "a"


def test_anything_but_the_step_is_refused_with_a_reason_and_changes_nothing() -> None:
    run = LessonRun.begin(BASICS)
    state = run.state
    other = next(p for p in placements(state) if p != Place(C("G6"), 1))
    refused = run.act(other)
    assert refused == Refusal("not_this_step", Place(C("G6"), 1))
    assert run.answer("a") == Refusal("not_this_step", Place(C("G6"), 1))
    assert run.state is state and run.step == 0
    run.advance()
    assert isinstance(run.current and run.current.quiz, Quiz)
    wrong = "b" if run.current and run.current.quiz and run.current.quiz.answer == "a" else "a"
    assert run.answer(wrong) == Refusal("wrong_answer")
    assert run.act(EndTurn()) == Refusal("not_this_step", None)
    assert run.step == 1


def test_a_rule_breaking_try_at_a_free_placement_step_gets_the_engines_reason() -> None:
    run = LessonRun.at(BASICS, [s.key for s in BASICS.steps].index("place_any"))
    refused = run.act(Place(C("G9"), 1))  # stone 1 is claimed
    assert isinstance(refused, Refusal) and refused.code == "rules"
    assert refused.error is not None and refused.error.code == "stone_claimed"
    assert isinstance(run.act(Place(C("G9"), 7)), StepOutcome)


def test_at_rebuilds_any_step_the_same_way() -> None:
    for k in range(len(BASICS.steps) + 1):
        a, b = LessonRun.at(BASICS, k), LessonRun.begin(BASICS)
        for _ in range(k):
            b.advance()
        assert a.state == b.state and a.step == b.step == k


def test_a_lesson_that_does_not_hold_together_is_refused() -> None:
    with pytest.raises(LessonError):
        setup_state(Options(), ((Place(C("R1"), 0),), ()), ((C("R1"),) * 6, (C("R2"),) * 6))
    with pytest.raises(LessonError):
        setup_state(Options(), ((), (Place(C("R1"), 0),)), ((), ()))
