"""Guided lessons: prepared positions plus the actions each step expects.

A lesson is not a variant with special rules. Its position is reached by real play
(:func:`setup_state` deals prepared hands and deck and plays the set-up moves through
:func:`schotten.rules.apply`), and every action the learner makes goes through the engine too.
The lesson only decides which of the legal actions it *waits for* at each step; anything else is
refused with a reason code (:class:`Refusal`), and an action the rules refuse is refused with
the engine's own error.

Steps (:class:`Step`, ``kind``):

- ``place``: place ``card`` on ``stone`` (or, with ``card=None``, any card anywhere);
- ``quiz``: "which is stronger?" between two formations ``a`` and ``b``; the right answer is
  computed by :mod:`schotten.formations` (and the tie-break by who completed first);
- ``claim``: claim ``stone``; the engine must accept it;
- ``claim_refused``: try to claim ``stone`` early; the engine refuses it and the step is done,
  with the refusal's verdict (the beating completion) kept for the screen to show;
- ``end_turn``: end the turn (the scripted opponent then plays ``replies``);
- ``play``: make ``action`` (a tactic card, say); the engine must accept it;
- ``refused``: try ``action``; the engine refuses it (the tactic limit, say) and the step is
  done, with the engine's error kept for the screen to show;
- ``play_any``: play the tactic card ``tactic`` any way the rules allow (the Recruiter: how many
  cards from each deck is the learner's choice);
- ``return``: put back any cards after the Recruiter.

What a step's text says about the cards is data too (:class:`Said`: which side, which formation
it makes or can at best still reach, which cards are on the table): the text takes its words
from it, and :func:`check_said` checks it with the engine's completion search
(:mod:`schotten.completion`), so a sentence that is not true of the position fails the tests.

``LessonRun`` holds one learner's way through a lesson; ``LessonRun.at(lesson, step)`` rebuilds it
at any step (to repeat a step, or to resume a lesson left half-way).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .actions import (
    Action,
    Claim,
    EndTurn,
    Place,
    Return,
    parse_action,
    tactic_of,
)
from .cards import CLAN_CARDS, Card
from .cards import parse_cards as parse_clan_cards
from .claims import ClaimVerdict, unseen_pool
from .completion import best_completion, resolve_side
from .errors import IllegalActionError, SchottenError
from .formations import Formation, formation
from .options import Options
from .rules import apply, legal_actions, new_game
from .rules import placements as legal_placements
from .state import GameState, Phase
from .tactics import AnyCard, Tactic, card_key, parse_cards

LEARNER = 0
"""The learner's seat in every lesson (the scripted opponent sits in seat 1)."""
OPPONENT = 1


class LessonError(SchottenError):
    """A lesson that does not hold together (a bug in the lesson's data, found by its tests)."""

    code = "bad_lesson"


@dataclass(frozen=True, slots=True)
class Quiz:
    """Two formations to compare. ``a_first``: side ``a`` completed first (the tie-break)."""

    a: tuple[Card, ...]
    b: tuple[Card, ...]
    a_first: bool = True

    @property
    def formations(self) -> tuple[Formation, Formation]:
        return formation(self.a), formation(self.b)

    @property
    def answer(self) -> str:
        """``"a"`` or ``"b"``: the stronger side, by the rules (§3), ties to who completed first."""
        fa, fb = self.formations
        if fa == fb:
            return "a" if self.a_first else "b"
        return "a" if fa > fb else "b"

    @property
    def reason(self) -> str:
        """Why: ``"kind"`` (a stronger kind), ``"sum"`` (same kind, higher sum) or ``"first"``
        (same kind and sum: the side completed first wins)."""
        fa, fb = self.formations
        if fa.kind != fb.kind:
            return "kind"
        return "sum" if fa.total != fb.total else "first"


@dataclass(frozen=True, slots=True)
class Said:
    """What a step's text says about ``seat``'s side of ``stone`` (0-based), at the step's start
    or, with ``after``, once its action is taken. Complete (``complete``), the side makes
    ``kind`` (a :class:`~schotten.formations.Kind` code), of ``total`` when given; not complete,
    ``kind`` is the best formation it can still reach from every clan card not on a stone (the
    proof's pool: the deck and both hands), "at best a colour". ``on_table``: cards the text
    says are already on the table; ``counts_as``: the card an elite troop on the side counts as.
    ``name`` names the text's parameters: ``{a_<name>}`` the formation with its article,
    ``{kind_<name>}`` its bare name, ``{total_<name>}`` its total, ``{cards_<name>}`` the cards
    on the table, ``{as_<name>}`` the card the elite troop counts as."""

    name: str
    stone: int
    seat: int
    kind: str
    complete: bool = True
    total: int | None = None
    on_table: tuple[Card, ...] = ()
    counts_as: Card | None = None
    after: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    """One thing the learner does. ``key`` names the step's texts (``lesson.<lesson>.<key>``);
    ``said``: what that text says about the cards."""

    key: str
    kind: str
    card: Card | None = None
    stone: int | None = None
    quiz: Quiz | None = None
    replies: tuple[Action, ...] = ()
    action: Action | None = None
    said: tuple[Said, ...] = ()
    tactic: Tactic | None = None
    """For ``play_any``: the tactic card to play."""

    def accepts(self, action: Action) -> bool:
        """Whether ``action`` is what this step waits for (a quiz waits for an answer)."""
        expected = self.expected()
        if self.kind == "quiz":
            return False
        if expected is not None:
            return action == expected
        if self.kind == "place":
            return isinstance(action, Place) and isinstance(action.card, Card)
        if self.kind == "play_any":
            return played_tactic(action) == self.tactic
        if self.kind == "return":
            return isinstance(action, Return)
        return False

    def expected(self) -> Action | None:
        """The one action this step waits for (``None``: a quiz, or any placement)."""
        if self.action is not None:
            return self.action
        if self.kind == "place":
            if self.card is None or self.stone is None:
                return None
            return Place(self.card, self.stone)
        if self.kind in ("claim", "claim_refused"):
            assert self.stone is not None
            return Claim(self.stone)
        if self.kind == "end_turn":
            return EndTurn()
        return None


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: where it starts, and its steps."""

    id: str
    options: Options
    placements: tuple[tuple[Action, ...], tuple[Action, ...]]
    """The set-up moves of each seat, played turn about (seat 0 first): only placements."""
    hands: tuple[tuple[AnyCard, ...], tuple[AnyCard, ...]]
    """Each seat's hand once the set-up is played (tactic cards in it are dealt at the start)."""
    steps: tuple[Step, ...]
    deck_top: tuple[Card, ...] = ()
    """The cards drawn after the set-up, in order (the rest of the deck follows, sorted)."""

    def start(self) -> GameState:
        return setup_state(self.options, self.placements, self.hands, self.deck_top)


def _cards_of(actions: Sequence[Action]) -> list[Card]:
    out: list[Card] = []
    for action in actions:
        if not isinstance(action, Place) or not isinstance(action.card, Card):
            raise LessonError(f"a set-up move that is not a clan card placement: {action}")
        out.append(action.card)
    return out


def setup_state(
    options: Options,
    placements: tuple[Sequence[Action], Sequence[Action]],
    hands: tuple[Sequence[AnyCard], Sequence[AnyCard]],
    deck_top: Sequence[Card] = (),
) -> GameState:
    """The position after both seats play their ``placements`` turn about (seat 0 first, each
    turn one placement then the draw), holding ``hands`` at the end. The hands dealt and the deck
    are worked out so that every card placed was in the hand when it was placed."""
    n = options.rules.hand_size
    plays = (_cards_of(placements[0]), _cards_of(placements[1]))
    if not len(plays[1]) <= len(plays[0]) <= len(plays[1]) + 1:
        raise LessonError(
            "seat 0 plays first: it makes as many set-up moves as seat 1, or one more"
        )
    # Each seat's cards in the order they come to its hand: its tactic cards and then its first
    # clan cards are dealt, then one clan card per draw (one draw after each of its turns).
    tactics = tuple([c for c in hand if isinstance(c, Tactic)] for hand in hands)
    incoming: tuple[list[AnyCard], list[AnyCard]] = (
        [*tactics[0], *plays[0], *(c for c in hands[0] if isinstance(c, Card))],
        [*tactics[1], *plays[1], *(c for c in hands[1] if isinstance(c, Card))],
    )
    if len(hands[0]) != n or len(hands[1]) != n:
        raise LessonError(f"each hand ends with {n} cards")
    dealt = (incoming[0][:n], incoming[1][:n])
    draws: list[AnyCard] = []
    for turn in range(len(plays[0]) + len(plays[1])):
        seat, k = turn % 2, turn // 2
        draws.append(incoming[seat][n + k])
    if any(isinstance(c, Tactic) for c in draws):
        raise LessonError("a tactic card would have to be drawn during the set-up")
    clan = [c for c in (*incoming[0], *incoming[1], *deck_top) if isinstance(c, Card)]
    if len(set(clan)) != len(clan):
        raise LessonError("a card appears twice in the lesson")
    rest = sorted(c for c in CLAN_CARDS if c not in clan)
    state = new_game(replace(options, first_player=0), seed=0)
    tactic_deck = list(state.tactic_deck)
    for card in (*tactics[0], *tactics[1]):
        if card not in tactic_deck:
            raise LessonError(f"more {card} cards than the game has")
        tactic_deck.remove(card)
    state = replace(
        state,
        hands=(tuple(sorted(dealt[0], key=card_key)), tuple(sorted(dealt[1], key=card_key))),
        deck=tuple(c for c in (*draws, *deck_top, *rest) if isinstance(c, Card)),
        tactic_deck=tuple(tactic_deck),
    )
    moves = [a for pair in zip(placements[0], placements[1], strict=False) for a in pair]
    if len(placements[0]) > len(placements[1]):
        moves.append(placements[0][-1])
    end = EndTurn("clan" if options.rules.deck_choice else None)
    for move in moves:
        state = apply(apply(state, move), end)
    if any(sorted(state.hands[p], key=str) != sorted(hands[p], key=str) for p in (0, 1)):
        raise LessonError("the set-up does not end with the lesson's hands")
    return state


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the lesson did not take an action.

    ``code``: ``"not_this_step"`` (legal, but the step waits for something else: ``expected``),
    ``"wrong_answer"`` (a quiz), ``"rules"`` (the engine refused it: ``error``), or
    ``"lesson_over"``."""

    code: str
    expected: Action | None = None
    error: IllegalActionError | None = None


@dataclass(frozen=True, slots=True)
class StepOutcome:
    """What an accepted action did: the learner's action and the opponent's scripted replies
    (already applied), and for a refused early claim the engine's verdict."""

    actions: tuple[Action, ...]
    verdict: ClaimVerdict | None = None
    error: IllegalActionError | None = None
    """For a ``refused`` step: the engine's refusal (its ``code`` and ``params``)."""


@dataclass
class LessonRun:
    """One learner's way through a lesson."""

    lesson: Lesson
    state: GameState
    step: int = 0
    outcomes: list[StepOutcome] = field(default_factory=list)

    @classmethod
    def begin(cls, lesson: Lesson) -> LessonRun:
        return cls(lesson, lesson.start())

    @classmethod
    def at(cls, lesson: Lesson, step: int) -> LessonRun:
        """The lesson at the start of ``step`` (0-based), reached by the expected actions."""
        run = cls.begin(lesson)
        while run.step < min(step, len(lesson.steps)):
            run.advance()
        return run

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.step]

    def advance(self) -> StepOutcome:
        """Plays the current step's canonical answer (for :meth:`at` and the tests)."""
        step = self.current
        if step is None:
            raise LessonError("the lesson is over")
        if step.kind == "quiz":
            assert step.quiz is not None
            result = self.answer(step.quiz.answer)
        else:
            action = step.expected()
            if action is None:  # any placement, any way to play: the first the rules allow
                legal = [*legal_placements(self.state), *legal_actions(self.state)]
                action = next(a for a in legal if step.accepts(a))
            result = self.act(action)
        if isinstance(result, Refusal):
            raise LessonError(f"step {step.key}: its own answer is refused ({result.code})")
        return result

    def answer(self, choice: str) -> StepOutcome | Refusal:
        """Answers the current quiz with ``"a"`` or ``"b"``."""
        step = self.current
        if step is None:
            return Refusal("lesson_over")
        if step.kind != "quiz" or step.quiz is None:
            return Refusal("not_this_step", step.expected())
        if choice != step.quiz.answer:
            return Refusal("wrong_answer")
        return self._next(StepOutcome(()))

    def act(self, action: Action) -> StepOutcome | Refusal:
        """Tries ``action`` for the learner; the state only changes when the step takes it."""
        step = self.current
        if step is None:
            return Refusal("lesson_over")
        expected = step.expected()
        if not step.accepts(action):
            return Refusal("not_this_step", expected)
        try:
            after = apply(self.state, action)
        except IllegalActionError as error:
            if step.kind not in ("claim_refused", "refused"):
                return Refusal("rules", expected, error)
            verdict = getattr(error, "verdict", None)
            return self._next(
                StepOutcome((), verdict if isinstance(verdict, ClaimVerdict) else None, error)
            )
        if step.kind in ("claim_refused", "refused"):
            raise LessonError(f"step {step.key}: {action} was not refused")
        self.state = after
        for reply in step.replies:
            self.state = apply(self.state, reply)
        return self._next(StepOutcome((action, *step.replies)))

    def _next(self, outcome: StepOutcome) -> StepOutcome:
        self.outcomes.append(outcome)
        self.step += 1
        return outcome


played_tactic = tactic_of
"""The tactic card an action plays (``None``: a clan card, a claim, the end of a turn)."""


def check_said(state: GameState, said: Said) -> list[str]:
    """What is not true of ``said`` in ``state`` (empty: all of it is), by the engine: a
    complete side's formation (elite troops resolved), or an incomplete side's best completion
    from every clan card not on a stone."""
    stone = state.stones[said.stone]
    side = stone.sides[said.seat]
    blind = Tactic.BLIND in stone.modes
    wrong: list[str] = []
    where = f"stone {said.stone} side {said.seat}"
    complete = len(side) >= stone.size
    if complete != said.complete:
        wrong.append(f"{where}: complete is {complete}")
        return wrong
    if complete:
        done = resolve_side(side, blind=blind)
    else:
        found = best_completion(side, unseen_pool(state), stone.size, blind=blind)
        if found is None:
            return [f"{where}: can no longer be completed"]
        done = found
    if done.formation.kind.code != said.kind:
        wrong.append(f"{where}: makes {done.formation.kind.code} at best, not {said.kind}")
    if said.total is not None and done.formation.total != said.total:
        wrong.append(f"{where}: a total of {done.formation.total}, not {said.total}")
    table = set(state.table_cards())
    wrong.extend(f"{c} is not on the table" for c in said.on_table if c not in table)
    if said.counts_as is not None and said.counts_as not in [c for _, c in done.elites]:
        wrong.append(f"{where}: no elite troop counts as {said.counts_as}")
    return wrong


def check_lesson(lesson: Lesson) -> list[str]:
    """Everything a lesson's texts say about the cards that is not true (empty: all of it is),
    each :class:`Said` checked at its step's start, or right after its action (before the
    scripted replies), along the lesson's own answers."""
    run = LessonRun.begin(lesson)
    wrong: list[str] = []
    while not run.done:
        step = run.current
        assert step is not None
        before = run.state
        outcome = run.advance()
        after = apply(before, outcome.actions[0]) if outcome.actions else before
        for said in step.said:
            found = check_said(after if said.after else before, said)
            wrong.extend(f"{lesson.id}.{step.key} {said.name}: {w}" for w in found)
    return wrong


def _moves(text: str) -> tuple[Action, ...]:
    """Actions separated by commas, or by spaces when none has a space (``"R1@0 O2@0"``)."""
    parts = text.split(",") if "," in text else text.split()
    return tuple(parse_action(part.strip()) for part in parts)


def _cards(text: str) -> tuple[Card, ...]:
    return parse_clan_cards(text)


def _hand(text: str) -> tuple[AnyCard, ...]:
    return parse_cards(text)


def _card(text: str) -> Card:
    (card,) = parse_clan_cards(text)
    return card


# --- the first lesson -----------------------------------------------------------------------
#
# Stone numbers below are 0-based (the screens say 1-9). Where things stand after the set-up:
#   stone 0: you R1 O2 Y3 (a run of 6, completed first)   the opponent B1 G2
#   stone 1: you G4 G5                                    the opponent Y2 Y5 B9 (a sum)
#   stone 2: you R8 Y8 B8 (three of a kind)               the opponent O6 O7 (O5 and O8 are out)
#   stone 3: you O3 O4 O5 (a colour-run)                  the opponent P8 P9 (P7 is in your hand)
#   stone 4: -                                            the opponent O8
#   stone 5: -                                            the opponent R2
# Your hand: G6 P7 B2 Y6 R5 G9. You place G6 on stone 1 (a colour-run), compare formations, claim
# stone 1, try stone 3 early (refused: P7 would give the opponent a stronger colour-run, and a
# card in your own hand is no proof), claim stone 2 early (proven: only a colour can follow O6 O7),
# end the turn; the opponent completes B1 G2 P3, a run of 6 like yours; you place any card and
# claim stone 0 on the tie-break (you completed first): stones 0, 1 and 2 in a row win the round.

BASICS = Lesson(
    id="basics",
    options=Options(),
    placements=(
        _moves("R1@0 O2@0 Y3@0 G4@1 G5@1 R8@2 Y8@2 B8@2 O3@3 O4@3 O5@3"),
        _moves("B1@0 G2@0 Y2@1 Y5@1 B9@1 O6@2 O7@2 P8@3 P9@3 O8@4 R2@5"),
    ),
    hands=(_cards("G6 P7 B2 Y6 R5 G9"), _cards("P3 R9 B7 G7 Y9 P1")),
    steps=(
        Step(
            "place",
            "place",
            _card("G6"),
            1,
            said=(Said("made", 1, LEARNER, "color_run", after=True),),
        ),
        Step("quiz_run_vs_three", "quiz", quiz=Quiz(_cards("G4 G5 G6"), _cards("R8 Y8 B8"))),
        Step("quiz_three_vs_color", "quiz", quiz=Quiz(_cards("Y2 Y5 Y9"), _cards("R7 G7 B7"))),
        Step("quiz_color_vs_run", "quiz", quiz=Quiz(_cards("R3 B4 G5"), _cards("P1 P4 P9"))),
        Step("quiz_run_vs_sum", "quiz", quiz=Quiz(_cards("R9 B9 G8"), _cards("O1 Y2 P3"))),
        Step("quiz_sum", "quiz", quiz=Quiz(_cards("O7 O8 O9"), _cards("B4 B5 B6"))),
        Step("quiz_first", "quiz", quiz=Quiz(_cards("R1 O2 Y3"), _cards("B1 G2 P3"))),
        Step(
            "claim",
            "claim",
            stone=1,
            said=(Said("mine", 1, LEARNER, "color_run"), Said("theirs", 1, OPPONENT, "sum")),
        ),
        Step(
            "claim_refused",
            "claim_refused",
            stone=3,
            said=(
                Said("mine", 3, LEARNER, "color_run"),
                Said("theirs", 3, OPPONENT, "color_run", complete=False),
            ),
        ),
        Step(
            "claim_early",
            "claim",
            stone=2,
            said=(
                Said("mine", 2, LEARNER, "three_of_a_kind"),
                Said("theirs", 2, OPPONENT, "color", complete=False, on_table=_cards("O5 O8")),
            ),
        ),
        Step("end_turn", "end_turn", replies=_moves("P3@0 end")),
        Step(
            "place_any",
            "place",
            said=(
                Said("theirs", 0, OPPONENT, "run", total=6),
                Said("mine", 0, LEARNER, "run", total=6),
            ),
        ),
        Step(
            "win",
            "claim",
            stone=0,
            said=(
                Said("theirs", 0, OPPONENT, "run", total=6),
                Said("mine", 0, LEARNER, "run", total=6),
            ),
        ),
    ),
)

# --- the tactic cards -----------------------------------------------------------------------
#
# After the set-up (tactical game, hands of 7; stones 0-based, the screens say 1-9):
#   stone 0: you R7 R8                  the opponent Y1 Y4 B2 (a sum of 7)
#   stone 1: you B3 B4                  the opponent P5 P6 P7 (a colour-run)
#   stone 2: you G8 G9                  the opponent -
#   stone 3: you B5 B6                  the opponent -
#   stone 4: you Y7                     the opponent -
#   stone 5: -                          the opponent Y8 Y9
#   stone 6: -                          the opponent G7
# Your hand: JOKER STRATEGIST BANSHEE TRAITOR RECRUITER R3 O2; the opponent's: BLIND MUD SPY
# SHIELD O8 R1 B9. The Joker completes stone 0 as the best card for you (R9, a colour-run), you
# claim it; the Strategist is refused by the tactic limit (one played against none); you place
# R3; the opponent plays Blind-Man's Bluff (one each). The Strategist moves your B4 from stone 1
# (lost to a colour-run) to stone 3: B4 B5 B6. The opponent's Spy completes Y8 Y9 as a
# colour-run (Y7); your Banshee discards it: with Y7 on your stone 4 the side can at best make
# a colour. The opponent's Shield Bearer; your Traitor takes its G7 from stone 6 to your G8 G9
# on stone 2. The opponent's Mud Fight reopens your stone 3 (4 cards a side); you play the
# Recruiter (three cards from the decks, as you choose) and put two cards back.

TACTICS = Lesson(
    id="tactics",
    options=Options(variant="tactical"),
    placements=(
        _moves("R7@0 R8@0 B3@1 B4@1 G8@2 G9@2 B5@3 B6@3 Y7@4"),
        _moves("Y1@0 Y4@0 B2@0 P5@1 P6@1 P7@1 Y8@5 Y9@5 G7@6"),
    ),
    hands=(
        _hand("JOKER STRATEGIST BANSHEE TRAITOR RECRUITER R3 O2"),
        _hand("BLIND MUD SPY SHIELD O8 R1 B9"),
    ),
    steps=(
        Step(
            "joker",
            "play",
            action=parse_action("JOKER@0"),
            said=(Said("mine", 0, LEARNER, "color_run", counts_as=_card("R9"), after=True),),
        ),
        Step("claim", "claim", stone=0, said=(Said("mine", 0, LEARNER, "color_run"),)),
        Step("end_turn", "play", action=EndTurn("clan"), replies=_moves("O8@8, end clan")),
        Step("limit", "refused", action=parse_action("STRATEGIST B4@1>3")),
        Step("place", "place", _card("R3"), 4),
        Step("end_turn_2", "play", action=EndTurn("clan"), replies=_moves("BLIND@7, end clan")),
        Step(
            "strategist",
            "play",
            action=parse_action("STRATEGIST B4@1>3"),
            said=(
                Said("mine", 1, LEARNER, "color", complete=False),
                Said("theirs", 1, OPPONENT, "color_run"),
                Said("moved", 3, LEARNER, "color_run", after=True),
            ),
        ),
        Step("end_turn_3", "play", action=EndTurn("clan"), replies=_moves("SPY@5, end clan")),
        Step(
            "banshee",
            "play",
            action=parse_action("BANSHEE SPY@5"),
            said=(
                Said("theirs", 5, OPPONENT, "color_run", counts_as=_card("Y7")),
                Said("left", 5, OPPONENT, "color", False, on_table=_cards("Y7"), after=True),
            ),
        ),
        Step("end_turn_4", "play", action=EndTurn("clan"), replies=_moves("SHIELD@8, end clan")),
        Step(
            "traitor",
            "play",
            action=parse_action("TRAITOR G7@6>2"),
            said=(Said("made", 2, LEARNER, "color_run", after=True),),
        ),
        Step("end_turn_5", "play", action=EndTurn("clan"), replies=_moves("MUD@3, end clan")),
        Step(
            "recruiter",
            "play_any",
            tactic=Tactic.RECRUITER,
            said=(Said("mud", 3, LEARNER, "color_run", complete=False),),
        ),
        Step("return", "return"),
    ),
)

LESSONS: dict[str, Lesson] = {BASICS.id: BASICS, TACTICS.id: TACTICS}


def round_won_by(state: GameState) -> int | None:
    """The seat that won the round just played, once it is over."""
    if state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER) or not state.round_results:
        return None
    return state.round_results[-1].winner
