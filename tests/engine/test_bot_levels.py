"""The easy, medium and hard bots: legal moves, determinism, slicing, the view-only property and
known positions."""

import random
from dataclasses import replace
from pathlib import Path

import pytest
from engine_kit import Spy, build

from schotten.actions import Claim, EndTurn, NextRound, Pass, Place
from schotten.bots import BOTS, LEVELS, EasyBot, HardBot, MediumBot, Thinker, make_bot, play_match
from schotten.bots.anytime import AnytimeBot, forced_action
from schotten.bots.hard import SearchSettings
from schotten.cards import Card
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import dumps
from schotten.state import Phase
from schotten.views import PlayerView, player_view

FAST = SearchSettings(budget=2_000)
"""A small search budget keeps the hard bot's tests fast (the default is 4 times more)."""


def bot(level, seed=0):
    if level == "hard":
        return HardBot(seed, FAST)
    return make_bot(level, seed)


def random_position(seed, options=None, min_steps=0):
    """A position reached by random play (not over), and the player to move."""
    rng = random.Random(seed)
    state = new_game(options or Options(), seed)
    steps = rng.randrange(min_steps, 90)
    for _ in range(steps):
        actions = legal_actions(state)
        claims = [a for a in actions if isinstance(a, Claim)]
        after = apply(state, claims[0] if claims else rng.choice(actions))
        if after.is_terminal:
            break
        state = after
    return state


def decision_position(seed, options=None):
    """A random position where the player to move must choose a placement."""
    for k in range(100):
        state = random_position(seed * 1000 + k, options)
        view = player_view(state, state.current_player)
        if forced_action(view) is None:
            return state
    raise AssertionError("no decision found")


def test_registry():
    assert LEVELS == ("easy", "medium", "hard")
    for name in LEVELS:
        b = make_bot(name, 3)
        assert isinstance(b, AnytimeBot) and b.name == name and b.seed == 3
        assert BOTS[name] is type(b)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_only_legal_actions_in_random_positions(level, timing):
    for seed in range(6):
        state = random_position(seed, Options(claim_timing=timing, rounds=2))
        view = player_view(state, state.current_player)
        action = bot(level, seed).choose(view)
        assert action in view.legal_actions
        # and a whole game against the random bot stays legal (apply checks every action)
    final = play_match([bot(level, 1), make_bot("random", 2)], Options(claim_timing=timing), 5)
    assert final.is_terminal


@pytest.mark.parametrize("level", LEVELS)
def test_tactical_games_fall_back_to_legal_play(level):
    options = Options(variant="tactical")
    for seed in range(3):
        state = random_position(seed, options)
        view = player_view(state, state.current_player)
        assert bot(level, seed).choose(view) in view.legal_actions
    assert play_match([bot(level, 1), make_bot("random", 2)], options, 9).is_terminal


@pytest.mark.parametrize("level", LEVELS)
def test_deterministic_for_a_seed_and_stateless(level):
    states = [decision_position(s) for s in range(4)]
    views = [player_view(s, s.current_player) for s in states]
    first = [bot(level, 7).choose(v) for v in views]
    # a fresh bot, the decisions in reverse order: the same moves (nothing carried over)
    again = bot(level, 7)
    assert [again.choose(v) for v in reversed(views)] == list(reversed(first))
    # whole games replay exactly
    a = play_match([bot(level, 1), bot("medium", 2)], Options(), 11)
    b = play_match([bot(level, 1), bot("medium", 2)], Options(), 11)
    assert dumps(a) == dumps(b)


@pytest.mark.parametrize("level", LEVELS)
def test_slicing_does_not_change_the_decision(level):
    for seed in range(3):
        state = decision_position(seed + 20)
        view = player_view(state, state.current_player)
        whole = bot(level, 5).start(view)
        expected = whole.finish()
        for slice_ms in (0.0, 1.0):
            thinker = bot(level, 5).start(view)
            assert thinker.result is None and not thinker.done  # no work done at start
            steps = 0
            while (action := thinker.step(slice_ms)) is None:
                steps += 1
                assert steps < 100_000
            assert action == expected
            assert thinker.units == whole.units
            assert thinker.step(1.0) == expected  # asking again gives the same answer
        if level == "hard":
            assert whole.units > 10  # really sliced: many units of work


def test_thinker_with_nothing_to_think():
    state = build({0: ("R7 R8 R9", "")}, hands=("B1 B2 B3 B4 B5", ""), phase=Phase.AFTER_PLAY)
    view = player_view(state, 0)
    thinker = MediumBot(0).start(view)
    assert thinker.done and thinker.result == Claim(0) and thinker.step(0) == Claim(0)
    with pytest.raises(ValueError):
        Thinker()


def test_time_cap_stops_the_search_with_a_legal_move():
    state = decision_position(3)
    view = player_view(state, state.current_player)
    capped = HardBot(1).start(view, time_cap_ms=0.0)
    assert capped.finish() in view.legal_actions
    full = HardBot(1).start(view)
    full.finish()
    assert capped.units < full.units


def hidden_reshuffle(state, seed):
    """The same position with the opponent's hand and the deck dealt differently."""
    rng = random.Random(seed)
    me = state.current_player
    other = 1 - me
    hidden = [*state.hands[other], *state.deck]
    rng.shuffle(hidden)
    n = len(state.hands[other])
    hands = list(state.hands)
    hands[other] = tuple(sorted(hidden[:n]))
    return replace(state, hands=tuple(hands), deck=tuple(hidden[n:]))


@pytest.mark.parametrize("level", LEVELS)
def test_the_bot_sees_only_its_view(level):
    for seed in range(4):
        state = decision_position(seed + 40)
        me = state.current_player
        twin = hidden_reshuffle(state, seed)
        assert twin != state  # the hidden cards differ ...
        assert player_view(twin, me) == player_view(state, me)  # ... the view does not
        assert bot(level, 3).choose(player_view(twin, me)) == bot(level, 3).choose(
            player_view(state, me)
        )


def test_bots_are_only_ever_handed_views():
    spies = [Spy(bot("hard", 1)), Spy(bot("medium", 2))]
    play_match(spies, Options(), 4)
    for spy in spies:
        assert spy.seen and all(type(v) is PlayerView for v in spy.seen)
        # a view has no field holding the other hand or the deck
        assert {"deck", "hands"}.isdisjoint(PlayerView.__dataclass_fields__)


def test_search_modules_never_touch_the_full_state():
    root = Path(__file__).resolve().parents[2] / "py" / "schotten" / "bots"
    for name in ("anytime", "fast", "heuristic", "medium", "hard", "playout", "sim"):
        text = (root / f"{name}.py").read_text()
        for forbidden in ("from ..state", "from ..rules", "from ..serialize", "GameState("):
            assert forbidden not in text, (name, forbidden)
    # the tactical play applies the bot's own plays with the engine, to a state it builds from
    # the view alone (public_state: the other hand and the decks empty)
    text = (root / "tactical_play.py").read_text()
    assert text.count("GameState(") == 1 and "from ..serialize" not in text
    assert "deck=()," in text and "hands = (view.hand, ()) if me == 0 else ((), view.hand)" in text


@pytest.mark.parametrize("timing", ["normal", "expert"])
def test_medium_claims_when_it_can(timing):
    # normal timing: after playing; expert timing: at the start of the turn, before the card
    phase = Phase.AFTER_PLAY if timing == "normal" else Phase.PLAY
    state = build(
        {0: ("R7 R8 R9", "B1"), 4: ("G7 G8 G9", "")},
        hands=("B2 B3 B4 B5 B6", "Y1 Y2 Y3 Y4 Y5 Y6"),
        phase=phase,
        options=Options(first_player=0, claim_timing=timing),
    )
    view = player_view(state, 0)
    for level in LEVELS:
        assert bot(level).choose(view) == Claim(0)
    after = apply(state, Claim(0))
    assert bot("medium").choose(player_view(after, 0)) == Claim(4)


def test_medium_blocks_the_stone_that_would_lose_the_round():
    # p1 holds stones 0 and 1; on stone 2 they have G7 G8 and only G6 or G9 (colour-run) can
    # beat our Y8 Y9 + Y7 (colour-run 24, which wins a tie: we complete first). Any other card
    # on stone 2 gives it away. R5 R6 on stone 6 tempt with a colour-run too.
    state = build(
        {2: ("Y8 Y9", "G7 G8"), 6: ("R5 R6", "B2"), 0: ("O1", "P7 P8 P9"), 1: ("O2", "B7 B8 B9")},
        hands=("Y7 R7 O3 O4 P1 P2", "B1 B3 B4 O7 O8 O9"),
        claimed={0: 1, 1: 1},
        phase=Phase.PLAY,
    )
    view = player_view(state, 0)
    assert MediumBot(0).choose(view) == Place(Card.parse("Y7"), 2)


def won_in_one():
    """Stones 0 and 1 are p1's; Y7 on stone 2 completes a colour-run no completion of P1 P2 can
    beat, so its claim ends the round at once; nothing else wins now."""
    return build(
        {
            2: ("Y8 Y9", "P1 P2"),
            0: ("R7 R8 R9", "B1 B2 B3"),
            1: ("G7 G8 G9", "O1 O2 O3"),
            5: ("R5 R6", ""),
        },
        hands=("Y7 R4 B4 O4 P4 G4", "B5 B6 O5 O6 P5 P6"),
        claimed={0: 0, 1: 0},
        phase=Phase.PLAY,
    )


def test_hard_takes_the_winning_move():
    # stones 0 and 1 are ours; Y7 on stone 2 completes a colour-run no completion of P1 P2
    # can beat, so the claim ends the round at once; nothing else wins now
    state = won_in_one()
    view = player_view(state, 0)
    move = bot("hard").choose(view)
    assert move == Place(Card.parse("Y7"), 2)
    after = apply(state, move)
    assert bot("hard").choose(player_view(after, 0)) == Claim(2)


def test_hard_does_not_throw_away_the_decisive_stone():
    # p1 holds stones 0 and 1 and has a complete colour (P2 P5 P9, 16) on stone 2. Our R8 R9
    # beat it with any red card, none of which we hold: any card we put there now loses the
    # stone and the round. The junk must go elsewhere.
    state = build(
        {2: ("R8 R9", "P2 P5 P9"), 0: ("O5", "B7 B8 B9"), 1: ("O6", "G7 G8 G9")},
        hands=("B1 O1 G1 Y2 O2 Y3", "B3 B4 B5 O7 O8 O9"),
        claimed={0: 1, 1: 1},
        first={2: 1},
        phase=Phase.PLAY,
    )
    view = player_view(state, 0)
    for level in LEVELS[1:]:
        move = bot(level, 2).choose(view)
        assert isinstance(move, Place) and move.stone != 2, (level, move)


def test_forced_actions():
    state = build({}, hands=("R1", "B1"), phase=Phase.AFTER_PLAY)
    assert forced_action(player_view(state, 0)) == EndTurn()
    state = build(
        {i: ("R1 R2 R3" if i == 0 else "", "") for i in range(1)},
        hands=("", "B1"),
        phase=Phase.PLAY,
        leftover="p1",
    )
    view = player_view(state, 0)
    assert forced_action(view) in (Pass(), Claim(0))
    with pytest.raises(ValueError):
        forced_action(player_view(state, 1))
    over = play_match([EasyBot(0), EasyBot(1)], Options(rounds=2), 3)
    assert NextRound() in [h.action for h in over.history]


# --- the wall-clock cap (a fake clock) and the estimate -------------------------------------


class FakeClock:
    """A clock that moves only when told (``tick`` seconds per reading, plus ``jump``)."""

    def __init__(self, tick: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.tick
        return self.now


@pytest.mark.parametrize("level", LEVELS)
def test_the_cap_is_honoured_with_a_fake_clock(level):
    for seed in range(3):
        state = decision_position(seed + 60)
        view = player_view(state, state.current_player)
        full = make_bot(level, 4).start(view)
        expected = full.finish()
        # a clock that never moves: the cap never bites, the same move as without a cap
        frozen = make_bot(level, 4).start(view, time_cap_ms=1.0, clock=FakeClock())
        assert frozen.finish() == expected and frozen.units == full.units
        # one millisecond per reading, a cap of 10 ms: far fewer units, still a legal move
        clock = FakeClock(tick=0.001)
        capped = make_bot(level, 4).start(view, time_cap_ms=10.0, clock=clock)
        action = capped.finish()
        assert action in view.legal_actions
        if level == "hard":
            assert capped.units < 20 < full.units
        else:
            assert capped.units <= full.units


def test_the_cap_counts_the_time_between_slices():
    # the person waits through the pauses between slices too: the cap is wall-clock time from
    # the first slice, not time spent thinking
    state = decision_position(61)
    view = player_view(state, state.current_player)
    clock = FakeClock()
    thinker = make_bot("hard", 4).start(view, time_cap_ms=1000.0, clock=clock)
    for _ in range(30):  # slices of one unit each: the frozen clock never ends a slice early
        assert thinker.step(0.0) is None
    clock.now += 0.5  # half a second later: still thinking
    for _ in range(30):
        assert thinker.step(0.0) is None
    clock.now += 0.6  # past the cap: the next unit of work ends the search
    units = thinker.units
    while (action := thinker.step(0.0)) is None:
        assert thinker.units <= units + 3
    assert action in view.legal_actions
    full = make_bot("hard", 4).start(view)
    full.finish()
    assert thinker.units < full.units
    assert thinker.thinking_ms == 0.0  # the fake clock never moved inside a slice


@pytest.mark.parametrize("level", LEVELS)
def test_the_estimate_is_a_chance_from_the_view_alone(level):
    for seed in range(3):
        state = decision_position(seed + 70)
        view = player_view(state, state.current_player)
        thinker = bot(level, 3).start(view)
        assert thinker.estimate is None  # not decided yet
        thinker.finish()
        estimate = thinker.estimate
        assert estimate is not None and 0.0 <= estimate <= 1.0
        twin = hidden_reshuffle(state, seed)
        again = bot(level, 3).start(player_view(twin, twin.current_player))
        assert again.finish() == thinker.result and again.estimate == estimate


def test_the_estimate_says_who_is_winning():
    # the winning move: the search and the heuristic both see the round won
    winning = won_in_one()
    for level in LEVELS[1:]:
        thinker = bot(level).start(player_view(winning, 0))
        thinker.finish()
        assert thinker.estimate is not None and thinker.estimate > 0.9, level
    # the other side of the same table, after the winning card: a claim that cannot save it
    after = apply(winning, Place(Card.parse("Y7"), 2))
    claim = bot("hard").start(player_view(after, 0))
    assert claim.done and claim.estimate == 1.0  # stones 0, 1 and 2: the round is won
    # a lost cause: the opponent holds stones 0 and 1 and beats stone 2 whatever comes
    losing = build(
        {2: ("P1 P2", "Y8 Y9 Y7"), 0: ("B1 B2 B3", "R7 R8 R9"), 1: ("O1 O2 O3", "G7 G8 G9")},
        hands=("B5 B6 O5 O6 P5 P6", "R4 B4 O4 P4 G4"),
        claimed={0: 1, 1: 1},
        first={2: 1},
        phase=Phase.PLAY,
    )
    for level in LEVELS:
        thinker = bot(level).start(player_view(losing, 0))
        thinker.finish()
        assert thinker.estimate is not None and thinker.estimate < 0.2, level


def test_trust_keeps_the_heuristics_move_unless_the_search_is_sure():
    """``SearchSettings.trust``: the search overrules the heuristic's best placement only
    when its gain passes that many standard errors; a trust no gain can pass plays the
    heuristic's best every time, and no trust plays the search's best (which differs from the
    heuristic's somewhere in these positions, so the check is not vacuous)."""
    from schotten.bots.heuristic import estimate
    from schotten.bots.medium import ranked_places

    def heuristic_best(view):
        work = estimate(view, SearchSettings().heuristic)
        try:
            while True:
                next(work)
        except StopIteration as stop:
            return ranked_places(view, stop.value)[0]

    overruled = gated = 0
    for seed in range(40):
        view = player_view(state := decision_position(seed), state.current_player)
        searched = HardBot(seed, replace(FAST, trust=0.0)).choose(view)
        never = HardBot(seed, replace(FAST, trust=1e9)).choose(view)
        best = heuristic_best(view)
        assert never == best
        overruled += searched != best
        sure = HardBot(seed, replace(FAST, trust=1.0)).choose(view)
        assert sure in (searched, best)
        gated += sure != searched
    assert overruled > 0 and gated > 0
