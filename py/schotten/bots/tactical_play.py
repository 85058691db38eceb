"""The levels in the tactical variant: every legal play valued by the stone-chance heuristic.

The classic heuristic (:mod:`.heuristic`) values a placement by how much it changes the chance of
winning its stone, times the stone's worth for the round. Here the same measure judges every play
of a tactical turn:

1. *The play on the table.* The viewer's play is applied by the engine
   (:func:`~schotten.rules.apply_unchecked`) to the public part of the position
   (:func:`public_state`): the table, the viewer's own hand, the discard pile. No hidden card is
   needed for a placement, a combat mode, the Strategist, the Banshee or the Traitor.
2. *Stone chances* (:class:`StoneJudge`). A stone of three clan cards a side without a combat
   mode is judged exactly as the classic heuristic judges it. Any other stone (an elite troop on
   it, Mud Fight, Blind-Man's Bluff) is judged the same way with the engine's
   :func:`~schotten.completion.best_completion`: a side short of cards is worth the mean of the
   best formations it reaches with random hands (:attr:`TacticalSettings.samples`) of 8 cards
   (one or two cards missing) or 6 (more missing) from the cards it may still get, sizes
   calibrated against the classic potentials; the engine's claim verdicts decide what is
   already settled.
3. *Scores.* A play scores the sum, over the stones it changes, of the change of the stone's
   chance times the stone's worth (:func:`~schotten.bots.heuristic.importances`). A tactic card
   also pays :attr:`TacticalSettings.tactic_cost`: there are few of them, and the tactic limit
   makes each one count. Passing scores 0; the Recruiter scores
   :attr:`TacticalSettings.recruit_value` (it changes no stone but improves the hand).
4. *The other choices of a turn.* After the Recruiter the bot puts back the two cards it would
   miss least (a card is worth its best play now). At the end of the turn it draws a tactic card
   when it holds none and the tactic limit would let it play one, else a clan card.

Claims are made as soon as they are legal, as in the classic game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace

from ..actions import (
    Action,
    Banshee,
    EndTurn,
    Mode,
    Pass,
    Place,
    Recruit,
    Return,
    Strategist,
    Traitor,
    tactic_of,
)
from ..cards import Card
from ..claims import stone_verdict
from ..completion import EMPTY_POOL, best_completion, resolve_side
from ..formations import Formation
from ..options import NUM_STONES
from ..pool import Pool
from ..rules import apply_unchecked, joker_played, tactic_targets
from ..state import GameState, Phase, Stone
from ..tactics import AnyCard, Tactic
from ..views import PlayerView
from . import playout
from .fast import KIND_SHIFT
from .heuristic import Evaluator, Settings, importance_steps, importances, round_win_chance

ScoredAction = tuple[float, Action]

DEAD_JOKER_WORTH = 0.1
"""What a Joker the bot may no longer play this round is worth in hand (after the Recruiter)."""
TACTIC_KEEP_BONUS = 0.05
"""After the Recruiter a tactic card counts this much more than its best play now: it keeps
its use for later, and put back the opponent could draw it."""

# plays the engine applies from the public position alone
_TABLE_PLAYS = (Place, Mode, Strategist, Banshee, Traitor)


@dataclass(frozen=True, slots=True)
class TacticalSettings:
    """The parameters of the tactical play (the defaults are the medium bot's)."""

    samples: int = 16
    """Stones the classic heuristic does not model: random hands a short side is judged on."""
    choice: tuple[int, ...] = (8, 8, 6)
    """The size of those hands when 1, 2, 3 (or more) cards are missing: chosen so that on a
    classic stone the mean matches the classic potentials (fewer cards to choose from as more
    are missing: they come one turn at a time and every stone wants them)."""
    tactic_cost: float = 0.04
    """Round-chance a tactic card must gain beyond the best clan placement to be played."""
    recruit_value: float = 0.02
    """The score of playing the Recruiter."""
    heuristic: Settings = field(default_factory=Settings)


def rating(f: Formation) -> int:
    """A formation on the scale of :mod:`.fast` (a kind is 64 points)."""
    return (int(f.kind) << KIND_SHIFT) | f.total


def public_state(view: PlayerView) -> GameState:
    """What ``view`` shows as a :class:`~schotten.state.GameState`: the table, the viewer's hand,
    the discard pile and the log; the other hand and the decks are left empty. Good for applying
    the viewer's own plays that need no hidden card (never for drawing)."""
    me = view.viewer
    base = view.options.rules.side_size
    stones = []
    for st in view.stones:
        done: list[int | None] = [None, None]
        for p in (0, 1):
            if len(st.sides[p]) >= st.size:
                # earlier than any ply to come; the side completed first is earlier still
                done[p] = -2 if st.first_complete == p else -1
        stones.append(Stone(st.sides, st.claimed_by, (done[0], done[1]), st.modes, base))
    hands = (view.hand, ()) if me == 0 else ((), view.hand)
    return GameState(
        options=view.options,
        seed=0,
        round_no=view.round_no,
        starting_player=view.starting_player,
        current_player=view.current_player,
        phase=view.phase,
        hands=hands,
        deck=(),
        stones=tuple(stones),
        scores=view.scores,
        round_results=view.round_results,
        history=view.history,
        discard=view.discard,
        played=view.played,
    )


class StoneJudge:
    """The viewer's chance to win a stone, from what the viewer knows (cached per stone)."""

    def __init__(self, view: PlayerView, settings: TacticalSettings) -> None:
        playout.ensure_tables()  # constants of the code (playout_tables)
        self.me = view.viewer
        self.settings = settings
        hand = [c for c in view.hand if isinstance(c, Card)]
        unseen = list(view.unseen)
        self.unseen_pool = Pool.of(unseen)
        self.all_pool = Pool.of([*unseen, *hand])
        # the classic heuristic, for stones of clan cards on sides of three
        self.classic = Evaluator.of_cards(
            [c.index for c in hand], [c.index for c in unseen], settings.heuristic
        )
        self._cache: dict[object, float] = {}

    def chance(self, stone: Stone) -> float:
        if stone.claimed_by is not None:
            return float(stone.claimed_by == self.me)
        key = (stone.sides, stone.modes, stone.first_complete)
        p = self._cache.get(key)
        if p is None:
            me = self.me
            mine, theirs = stone.sides[me], stone.sides[1 - me]
            classic = (
                not stone.modes
                and all(isinstance(c, Card) for c in mine)
                and all(isinstance(c, Card) for c in theirs)
            )
            first = stone.first_complete == me
            if classic:
                p = self._classic(mine, theirs, first)
            else:
                p = self._general(mine, theirs, first, stone.size, stone.blind)
            self._cache[key] = p
        return p

    def _classic(self, mine: Sequence[AnyCard], theirs: Sequence[AnyCard], first: bool) -> float:
        """The classic heuristic's judgement (:meth:`.heuristic.Evaluator.stone_chance`)."""
        return self.classic.stone_chance(
            [c.index for c in mine if isinstance(c, Card)],
            [c.index for c in theirs if isinstance(c, Card)],
            first,
        )

    def _potential(
        self, side: Sequence[AnyCard], pool: Pool, size: int, blind: bool
    ) -> float | None:
        """The rating ``side`` can expect to end with (``None``: it cannot be completed)."""
        if len(side) >= size:
            return float(rating(resolve_side(side, blind=blind).formation))
        m = self.settings.choice[min(size - len(side), len(self.settings.choice)) - 1]
        cards = list(pool)
        if len(cards) <= m:
            best = best_completion(side, pool, size, blind=blind)
            return None if best is None else float(rating(best.formation))
        # the same random hands whenever the same side meets the same pool
        key = f"{' '.join(map(str, side))}:{size}:{int(blind)}:{pool.by_color}"
        rng = random.Random(key)
        total = 0
        for _ in range(self.settings.samples):
            hand = _sample(cards, m, rng)
            best = best_completion(side, hand, size, blind=blind)
            assert best is not None  # m cards are enough to complete
            total += rating(best.formation)
        return total / self.settings.samples

    def _general(
        self,
        mine: Sequence[AnyCard],
        theirs: Sequence[AnyCard],
        first: bool,
        size: int,
        blind: bool,
    ) -> float:
        """Stones with elite troops or combat modes: best reachable formations."""
        mine_done, theirs_done = len(mine) >= size, len(theirs) >= size
        if mine_done and theirs_done:
            verdict = stone_verdict(
                mine, theirs, pool=EMPTY_POOL, own_first=first, size=size, blind=blind
            )
            return 1.0 if verdict.ok else 0.0
        my_pool = self.all_pool.without(c for c in mine if isinstance(c, Card))
        if mine_done:
            verdict = stone_verdict(
                mine, theirs, pool=self.unseen_pool, own_first=True, size=size, blind=blind
            )
            if verdict.ok:
                return 1.0
        if theirs_done:
            verdict = stone_verdict(
                theirs, mine, pool=my_pool, own_first=True, size=size, blind=blind
            )
            if verdict.ok:
                return 0.0
        m = self._potential(mine, my_pool, size, blind)
        t = self._potential(theirs, self.unseen_pool, size, blind)
        if m is None:
            return 0.0 if t is not None else 0.5
        if t is None:
            return 1.0
        if mine_done and not theirs_done:
            m += self.settings.heuristic.first_edge
        return self.classic.logistic(m - t)


class TacticalPlanner:
    """Scores the plays of one tactical decision (see the module's documentation)."""

    def __init__(
        self,
        view: PlayerView,
        settings: TacticalSettings,
        judge: StoneJudge | None = None,
        worth: Sequence[float] | None = None,
        state: GameState | None = None,
    ) -> None:
        self.view = view
        self.settings = settings
        self.judge = judge or StoneJudge(view, settings)
        self.state = public_state(view) if state is None else state
        """What the view shows (:func:`public_state`; ``state``: the same, worked out already)."""
        self.p = [self.judge.chance(s) for s in self.state.stones]
        decided = sum(1 << i for i, s in enumerate(self.state.stones) if s.claimed_by is not None)
        self.worth = importances(self.p, decided) if worth is None else list(worth)
        """The stones' worth for the round (whatever :attr:`importance` the scores use;
        ``worth``: the same, worked out already)."""
        if settings.heuristic.weighted:
            self.importance = self.worth
        else:
            self.importance = [1.0] * NUM_STONES
        self.gains: dict[Action, float] = {}
        """The change of the round's chance (linearised) of each play scored on the table."""

    def win_chance(self) -> float:
        """The chance to win the round from the stone chances."""
        decided = sum(1 << i for i, s in enumerate(self.state.stones) if s.claimed_by is not None)
        return round_win_chance(self.p, decided)

    def table_score(self, action: Action, state: GameState | None = None) -> float:
        """The change of the round's chance (linearised) that ``action`` makes on the table."""
        before = self.state if state is None else state
        after = apply_unchecked(before, action)
        score = gain = 0.0
        for i, (old, new) in enumerate(zip(before.stones, after.stones, strict=True)):
            if old is not new:
                delta = self.judge.chance(new) - self.p[i]
                score += self.importance[i] * delta
                gain += self.worth[i] * delta
        if state is None:
            self.gains[action] = gain
        return score

    def score(self, action: Action) -> float:
        """The score of a play of the ``PLAY`` phase (higher is better)."""
        cfg = self.settings
        if isinstance(action, Pass):
            return 0.0
        if isinstance(action, Recruit):
            return cfg.recruit_value - cfg.tactic_cost
        if isinstance(action, _TABLE_PLAYS):
            s = self.table_score(action)
            if tactic_of(action) is not None:
                s -= cfg.tactic_cost
            return s
        return -1.0  # an action this planner does not know: only when nothing else is legal

    def card_worth(self, card: AnyCard) -> float:
        """What a card in hand could do now at best (to choose the cards to put back)."""
        state = self.state
        me = self.view.viewer
        plays: list[Action]
        if card is Tactic.JOKER and joker_played(state, me):
            # no use this round, but put back the opponent could draw it
            return DEAD_JOKER_WORTH
        if isinstance(card, Card) or card.is_elite:
            plays = [Place(card, i) for i, s in enumerate(state.stones) if _open(s, me)]
        elif card is Tactic.RECRUITER:
            return self.settings.recruit_value
        else:
            plays = tactic_targets(state, me, card)
        # the card is applied as if it were the viewer's turn to play
        playing = _playing(state, me)
        best = max((self.table_score(a, playing) for a in plays), default=-1.0)
        return best + (TACTIC_KEEP_BONUS if isinstance(card, Tactic) else 0.0)


def _sample(cards: list[Card], m: int, rng: random.Random) -> list[Card]:
    """``m`` of ``cards`` at random (a partial Fisher-Yates shuffle on ``randrange``, whose
    results are the same on every Python version)."""
    cards = list(cards)
    for i in range(m):
        j = rng.randrange(i, len(cards))
        cards[i], cards[j] = cards[j], cards[i]
    return cards[:m]


def _open(stone: Stone, p: int) -> bool:
    return stone.claimed_by is None and len(stone.sides[p]) < stone.size


def _playing(state: GameState, me: int) -> GameState:
    return replace(state, current_player=me, phase=Phase.PLAY)


@dataclass(slots=True)
class Ranking:
    """The plays of a ``PLAY`` phase, best first, the stone chances they were judged on and the
    chance to win the round before the play (``win_chance``)."""

    plays: list[ScoredAction]
    chances: list[float]
    win_chance: float = 0.0
    gains: dict[Action, float] = field(default_factory=dict)

    def chance_after(self, action: Action) -> float:
        """The chance to win the round after ``action`` (linearised: the chance now plus the
        play's change on the table), clamped to 0-1."""
        return min(1.0, max(0.0, self.win_chance + self.gains.get(action, 0.0)))


def planner_steps(
    view: PlayerView, settings: TacticalSettings
) -> Generator[None, float | None, TacticalPlanner]:
    """The :class:`TacticalPlanner` of ``view``, its stone chances and the stones' worth worked
    out a few stones at a time: a generator that yields between them (run it to the end)."""
    judge = StoneJudge(view, settings)
    yield
    state = public_state(view)
    stones = state.stones
    p: list[float] = []
    for stone in stones:
        p.append(judge.chance(stone))
        yield
    decided = sum(1 << i for i, s in enumerate(stones) if s.claimed_by is not None)
    worth = yield from importance_steps(p, decided)
    return TacticalPlanner(view, settings, judge, worth, state)


def ranked_plays(
    view: PlayerView, settings: TacticalSettings, time_cap_ms: float | None = None
) -> Generator[None, float | None, Ranking]:
    """The legal plays of the ``PLAY`` phase, best first (ties: the legal order). A generator
    that yields after each play scored (run it to the end). When the time sent in passes
    ``time_cap_ms`` (looked at after every fourth play), the plays not scored yet are left out
    (the first four are always scored)."""
    planner = yield from planner_steps(view, settings)
    scored: list[tuple[float, int, Action]] = []
    for n, action in enumerate(view.legal_actions):
        scored.append((round(planner.score(action), 9), n, action))
        elapsed = yield
        capped = time_cap_ms is not None and elapsed is not None and elapsed >= time_cap_ms
        if capped and n % 4 == 3:
            break
    scored.sort(key=lambda x: (-x[0], x[1]))
    plays = [(s, a) for s, _, a in scored]
    return Ranking(plays, list(planner.p), planner.win_chance(), planner.gains)


def return_steps(planner: TacticalPlanner) -> Generator[None, float | None, Return]:
    """After the Recruiter: put back the cards the bot would miss least (``planner``: the
    view's). A generator that yields after each card valued; its value is the
    :class:`~schotten.actions.Return`."""
    view = planner.view
    returns = [a for a in view.legal_actions if isinstance(a, Return)]
    worth: dict[AnyCard, float] = {}
    for c in set(view.hand):
        worth[c] = planner.card_worth(c)
        yield

    def cost(r: Return) -> tuple[float, int]:
        # the lower card first under its deck: the order hardly matters
        return (round(sum(worth[c] for c in r.cards), 9), returns.index(r))

    return min(returns, key=cost)


def choose_draw(view: PlayerView) -> EndTurn:
    """End of the turn: a tactic card when the bot holds none, the tactic limit would let it play
    one and it keeps at least 3 clan cards in hand; else a clan card (or whatever single way to
    end the turn is legal)."""
    ends = [a for a in view.legal_actions if isinstance(a, EndTurn)]
    decks = {a.draw: a for a in ends}
    if "tactic" in decks and "clan" in decks:
        me = view.viewer
        holds = any(isinstance(c, Tactic) for c in view.hand)
        allowed = len(view.played[me]) <= len(view.played[1 - me])
        clan_in_hand = sum(1 for c in view.hand if isinstance(c, Card))
        if not holds and allowed and clan_in_hand >= 3:
            return decks["tactic"]
        return decks["clan"]
    return ends[0]


Picker = Callable[[list[ScoredAction]], Action]


def tactical_decision(
    view: PlayerView, settings: TacticalSettings, pick: Picker, time_cap_ms: float | None = None
) -> Generator[float | None, float | None, Action]:
    """A whole decision in a tactical game (claims aside: they are taken at once); yields the
    estimate of the chance to win the round once decided (see :mod:`.anytime`)."""
    for _ in playout.build_tables():
        yield None
    if view.phase is Phase.RETURN:
        planner = yield from planner_steps(view, settings)
        choice: Action = yield from return_steps(planner)
        yield planner.win_chance()  # what view_chance gives, from the same stone chances
        return choice
    if view.phase is Phase.AFTER_PLAY:
        return choose_draw(view)
    ranking = yield from ranked_plays(view, settings, time_cap_ms)
    action = pick(ranking.plays)
    yield ranking.chance_after(action)
    return action


def view_chance(view: PlayerView, settings: TacticalSettings | None = None) -> float:
    """The chance to win the round from ``view`` alone, by the medium judgement of every stone
    (either variant): the estimate of a decision that needs no thought."""
    playout.ensure_tables()
    return TacticalPlanner(view, settings or TacticalSettings()).win_chance()
