"""The variants as rules objects (schotten.variants): the hooks of the classic and tactical
games, and a third variant defined here, in the test, that the engine plays to the end through
its ordinary API (new_game, legal_actions, apply, player_view, saves, replays) without any
engine module knowing of it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from schotten import variants
from schotten.actions import Claim, EndTurn, Place
from schotten.bots.registry import LEVELS, make_bot
from schotten.cards import Card
from schotten.errors import InvalidOptionsError, UnknownActionError
from schotten.options import Options
from schotten.rules import apply, draw_choices, legal_actions, new_game
from schotten.serialize import dumps, from_replay, loads, to_replay
from schotten.state import GameState, Phase
from schotten.stats import GameRecord
from schotten.tactics import TACTIC_CARDS, Tactic
from schotten.variants import CLASSIC, TACTICAL, VARIANTS, Variant, find_variant, register
from schotten.views import player_view

# --- the two real variants -----------------------------------------------------------------------


def test_the_classic_hooks() -> None:
    rules = Options().rules
    assert rules is CLASSIC and rules.name == "classic"
    assert (rules.hand_size, rules.side_size, rules.tactic_deck) == (6, 3, ())
    assert not (rules.tactics or rules.deck_choice or rules.stalemate)
    assert rules.classic_play


def test_the_tactical_hooks() -> None:
    rules = Options(variant="tactical").rules
    assert rules is TACTICAL and rules.name == "tactical"
    assert (rules.hand_size, rules.side_size, rules.tactic_deck) == (7, 3, TACTIC_CARDS)
    assert rules.tactics and rules.deck_choice and rules.stalemate
    assert not rules.classic_play


def test_the_registry() -> None:
    assert list(VARIANTS) == ["classic", "tactical"]
    assert find_variant("classic") is CLASSIC and find_variant("tactical") is TACTICAL
    with pytest.raises(InvalidOptionsError):
        find_variant("chess")
    with pytest.raises(InvalidOptionsError, match="already registered"):
        register(Variant("classic"))
    assert list(VARIANTS) == ["classic", "tactical"]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"name": ""},
        {"name": " padded "},
        {"name": "x", "hand_size": 0},
        {"name": "x", "side_size": 2},
        {"name": "x", "side_size": 5},
        # Mud Fight would make sides of 5
        {"name": "x", "side_size": 4, "tactic_deck": TACTIC_CARDS},
    ],
)
def test_impossible_variants_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(InvalidOptionsError):
        Variant(**kwargs)  # type: ignore[arg-type]


def test_the_hooks_set_up_the_game() -> None:
    for name in VARIANTS:
        rules = VARIANTS[name]
        state = new_game(Options(variant=name, first_player=0), seed=5)
        n = rules.hand_size
        assert [len(h) for h in state.hands] == [n, n]
        assert len(state.deck) == 54 - 2 * n
        assert Counter(state.tactic_deck) == Counter(rules.tactic_deck)
        assert all(s.size == rules.side_size for s in state.stones)


def test_tactic_cards_and_deck_choices_need_their_hooks() -> None:
    state = new_game(Options(first_player=0), seed=5)
    for action in (Place(Tactic.JOKER, 0), EndTurn("clan")):
        with pytest.raises(UnknownActionError):
            apply(state, action)


# --- a third variant, defined here ---------------------------------------------------------------


SEVEN = Variant("seven", hand_size=7)
"""The classic game with hands of 7."""
WIDE = Variant("wide", side_size=4, stalemate=True)
"""The classic game with sides of 4 cards: 54 clan cards do not fill the 72 places, so the
round may stall: the stalemate rule ends it."""
CHOOSY = Variant("choosy", hand_size=5, deck_choice=True, stalemate=True)
"""Clan cards only, hands of 5, the end of the turn names the deck, the stalemate rule."""
TOYS = (SEVEN, WIDE, CHOOSY)


@pytest.fixture
def toys(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy variants, registered for one test."""
    for toy in TOYS:
        monkeypatch.setitem(variants.VARIANTS, toy.name, toy)
    yield


def play_out(state: GameState, seed: int) -> Iterator[GameState]:
    """Random legal play to the end of the match (a claim is taken when there is one)."""
    rng = random.Random(seed)
    for _ in range(2000):
        if state.is_terminal:
            return
        actions = legal_actions(state)
        claims = [a for a in actions if isinstance(a, Claim)]
        state = apply(state, claims[0] if claims else rng.choice(actions))
        yield state
    raise AssertionError("the match did not end")


def test_a_variant_is_unknown_until_registered() -> None:
    with pytest.raises(InvalidOptionsError):
        Options(variant="seven")


@pytest.mark.usefixtures("toys")
@pytest.mark.parametrize("toy", TOYS, ids=lambda v: v.name)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_third_variant_plays_to_the_end(toy: Variant, seed: int) -> None:
    options = Options(variant=toy.name, rounds=2, first_player=0)
    assert options.rules is toy
    state = new_game(options, seed=seed)
    assert [len(h) for h in state.hands] == [toy.hand_size] * 2
    assert all(s.size == toy.side_size for s in state.stones)
    last = state
    for n, last in enumerate(play_out(state, seed)):
        assert all(isinstance(c, Card) for h in last.hands for c in h)
        assert all(len(side) <= toy.side_size for s in last.stones for side in s.sides)
        if last.phase is Phase.PLAY:
            # a turn ends with a full hand while the deck lasts
            assert not last.deck or len(last.hands[last.current_player]) == toy.hand_size
        if last.phase is Phase.AFTER_PLAY and toy.deck_choice:
            ends = [a for a in legal_actions(last) if isinstance(a, EndTurn)]
            assert {a.draw for a in ends} <= {None, *draw_choices(last)}
        for viewer in (0, 1):
            view = player_view(last, viewer)
            assert len(view.hand) == len(last.hands[viewer])
            assert not view.tactics
        if n % 7 == 0:
            assert loads(dumps(last)) == last
    assert last.is_terminal and len(last.round_results) == 2
    assert loads(dumps(last)) == last
    assert from_replay(to_replay(last)) == last
    record = GameRecord.from_state("g1", last, 0.0)
    assert record.variant == toy.name and GameRecord.from_dict(record.to_dict()) == record
    if toy.stalemate:
        assert all(r.how in ("adjacent", "five", "stalemate") for r in last.round_results)
    else:
        assert all(r.how in ("adjacent", "five") for r in last.round_results)


@pytest.mark.usefixtures("toys")
def test_a_side_of_the_wide_variant_takes_four_cards() -> None:
    state = new_game(Options(variant="wide", first_player=0), seed=3)
    for _ in range(4):
        card = next(c for c in state.hands[0] if isinstance(c, Card))
        state = apply(state, Place(card, 0))
        state = apply(state, EndTurn())
        other = next(c for c in state.hands[1] if isinstance(c, Card))
        state = apply(state, Place(other, 8))
        state = apply(state, EndTurn())
    assert len(state.stones[0].sides[0]) == 4
    assert Place(state.hands[0][0], 0) not in legal_actions(state)
    assert state.stones[0].completed_at[0] is not None


@pytest.mark.usefixtures("toys")
def test_the_choosy_variant_names_the_deck() -> None:
    state = new_game(Options(variant="choosy", first_player=0), seed=3)
    state = apply(state, legal_actions(state)[0])
    assert EndTurn("clan") in legal_actions(state)
    assert EndTurn() not in legal_actions(state)
    assert len(apply(state, EndTurn("clan")).hands[0]) == 5


@pytest.mark.usefixtures("toys")
@pytest.mark.parametrize("toy", TOYS, ids=lambda v: v.name)
@pytest.mark.parametrize("level", LEVELS)
def test_the_computer_plays_a_third_variant(toy: Variant, level: str) -> None:
    state = new_game(Options(variant=toy.name, first_player=0), seed=4)
    bots = (make_bot(level, 1), make_bot(level, 2))
    for _ in range(1000):
        if state.is_terminal:
            break
        view = player_view(state, state.current_player)
        state = apply(state, bots[state.current_player].choose(view))
    assert state.is_terminal
