"""The easy, medium and hard bots in the tactical variant (``bots/tactical_play.py``): whole rounds
stay legal and end, a decision depends only on the view and the seed (not on the hidden cards,
not on how the work is sliced), and known positions where a tactic card, the cards put back
after the Recruiter or the deck drawn from decide."""

import random
from collections import Counter
from dataclasses import replace

import pytest
from engine_kit import Spy, all_64_once, tbuild

from schotten.actions import (
    Banshee,
    Claim,
    EndTurn,
    NextRound,
    Pass,
    Place,
    Recruit,
    Return,
    Traitor,
    tactic_of,
)
from schotten.bots import HardBot, make_bot, play_match, playout
from schotten.bots.anytime import forced_action
from schotten.bots.hard import SearchSettings
from schotten.cards import Card
from schotten.options import Options
from schotten.rules import apply, legal_actions, new_game, round_winner
from schotten.serialize import dumps
from schotten.state import Phase
from schotten.tactics import Tactic, card_key, parse_card, parse_cards
from schotten.views import PlayerView, player_view

FAST = SearchSettings(budget=2_000)
"""A small search budget keeps the hard bot's decisions fast."""

LIGHT = ("easy", "medium")
"""The levels most tests run (the hard bot may search: it gets one game and a few decisions)."""

EXPERT = Options(variant="tactical", claim_timing="expert", first_player=0)


def bot(level, seed=0):
    if level == "hard":
        return HardBot(seed, FAST)
    return make_bot(level, seed)


def tactical(timing="normal", rounds=1):
    return Options(variant="tactical", claim_timing=timing, rounds=rounds)


def c(text):
    return parse_card(text)


# --- whole rounds -------------------------------------------------------------------------------


def play_checked(bots, options, seed):
    """A match between ``bots`` through player views: every action is one of the view's legal
    actions and ``apply`` (which validates) accepts it; the 64 cards stay accounted for. Returns
    the final state and the tactic cards each bot played."""
    state = new_game(options, seed)
    played = Counter()
    for _ in range(3_000):
        if state.is_terminal:
            return state, played
        p = state.current_player
        view = player_view(state, p)
        action = bots[p].choose(view)
        assert action in view.legal_actions, (seed, len(state.history), action)
        after = apply(state, action)
        assert all_64_once(after), (seed, len(state.history), action)
        if (t := tactic_of(action)) is not None:
            played[bots[p].name, t] += 1
        state = after
    raise AssertionError(f"the match of seed {seed} never ended")


GAMES = [
    # (player 0, player 1, claim timing, rounds)
    ("easy", "random", "normal", 2),
    ("random", "easy", "expert", 1),
    ("medium", "random", "expert", 2),
    ("random", "medium", "normal", 1),
    ("easy", "medium", "normal", 1),
    ("medium", "easy", "expert", 1),
    ("hard", "medium", "normal", 1),
]


@pytest.mark.parametrize(("a", "b", "timing", "rounds"), GAMES)
def test_whole_tactical_matches_are_legal_and_end(a, b, timing, rounds):
    for seed in (3,) if "hard" in (a, b) else (3, 8):
        final, _ = play_checked([bot(a, seed), bot(b, seed + 1)], tactical(timing, rounds), seed)
        assert len(final.round_results) == rounds
        for r in final.round_results:
            assert r.how in ("adjacent", "five", "stalemate")
        assert NextRound() in [h.action for h in final.history] or rounds == 1


def test_the_levels_really_play_tactic_cards():
    # the bots used to draw only clan cards and never play a tactic card; now they use them
    kinds = Counter()
    per_level = Counter()
    for seed in range(4):
        _, played = play_checked([bot("medium", seed), bot("easy", seed + 50)], tactical(), seed)
        for (name, t), n in played.items():
            kinds[t] += n
            per_level[name] += n
    assert per_level["medium"] >= 4 and per_level["easy"] >= 2, per_level
    assert len(kinds) >= 4, kinds  # several different tactic cards, not one favourite


# --- hidden information -------------------------------------------------------------------------


def redeal(state, seed):
    """The same position with what the player to move cannot see dealt again: the opponent's
    clan cards shuffled with the clan deck, their tactic cards with the tactic deck (card backs
    tell the decks apart, so the counts stay)."""
    rng = random.Random(seed)
    other = 1 - state.current_player
    theirs = state.hands[other]
    clan = [x for x in theirs if isinstance(x, Card)] + list(state.deck)
    tactics = [x for x in theirs if isinstance(x, Tactic)] + list(state.tactic_deck)
    rng.shuffle(clan)
    rng.shuffle(tactics)
    n_clan = sum(1 for x in theirs if isinstance(x, Card))
    n_tactic = len(theirs) - n_clan
    hand = tuple(sorted([*clan[:n_clan], *tactics[:n_tactic]], key=card_key))
    hands = (hand, state.hands[1]) if other == 0 else (state.hands[0], hand)
    return replace(
        state, hands=hands, deck=tuple(clan[n_clan:]), tactic_deck=tuple(tactics[n_tactic:])
    )


def holds_tactics(state, p):
    return any(isinstance(x, Tactic) for x in state.hands[p])


def tactic_play_turn(state):
    """Phase PLAY, both hands hold tactic cards and the player to move may play one."""
    p = state.current_player
    return (
        state.phase is Phase.PLAY
        and holds_tactics(state, p)
        and holds_tactics(state, 1 - p)
        and any(tactic_of(a) is not None for a in legal_actions(state))
    )


def return_turn(state):
    return state.phase is Phase.RETURN


def draw_turn(state):
    """Phase AFTER_PLAY with both decks to draw from."""
    return (
        state.phase is Phase.AFTER_PLAY
        and len([a for a in legal_actions(state) if isinstance(a, EndTurn)]) == 2
    )


def random_decision(seed, want):
    """A tactical position reached by random play (claims taken) where ``want`` holds and the
    player to move has a decision to make (``None`` if the round ends first)."""
    rng = random.Random(seed)
    state = new_game(tactical(), seed)
    skip = rng.randrange(3)
    for _ in range(500):
        if state.is_terminal:
            return None
        if want(state) and forced_action(player_view(state, state.current_player)) is None:
            if skip == 0:
                return state
            skip -= 1
        actions = legal_actions(state)
        claims = [a for a in actions if isinstance(a, Claim)]
        state = apply(state, claims[0] if claims else rng.choice(actions))
    return None


def decisions(want, count, start=0):
    found = []
    for seed in range(start, start + 200):
        state = random_decision(seed, want)
        if state is not None:
            found.append(state)
            if len(found) == count:
                return found
    raise AssertionError("not enough positions found")


def the_banshee_position(played=("", ""), hand="BANSHEE R1 R2 O3 O4 P1 B1"):
    """Expert timing; p1 holds stones 0 and 1. On stone 2 p1's G6 G7 G8 (colour-run 21) beats
    our Y8 Y9: only Y7 could beat it, and Y7 lies on p1's side of stone 5. So p1 claims stone 2,
    and the round with it, at the start of their next turn. Only a tactic card on stone 2 saves
    the round. (Played tactic cards lie on stone 7.)"""
    mine, theirs = (x.strip() for x in played)
    return tbuild(
        {
            0: ("O1", "P7 P8 P9"),
            1: ("O2", "B7 B8 B9"),
            2: ("Y8 Y9", "G6 G7 G8"),
            5: ("", "Y7"),
            7: (mine, theirs),
        },
        claimed={0: 1, 1: 1},
        first={2: 1},
        options=EXPERT,
        played=played,
        hands=(hand, "R8 R9 G9 Y5 B5 B6 O9"),
    )


def the_recruiter_position():
    """We hold stone 3; on stone 4 our R7 R8 face B5 B6. The Recruiter will draw R9 (our colour
    run 7-8-9, which no completion of B5 B6 beats) and the Joker."""
    return tbuild(
        {4: ("R7 R8", "B5 B6"), 3: ("Y7 Y8 Y9", "O1 O2 O3")},
        claimed={3: 0},
        hands=("RECRUITER Y1 G1 P2 O4 B3 G5", "B7 B8 B9 G2 Y3 Y4 P9"),
        deck="R9 G3 P5",
        tactic_deck="JOKER SPY",
    )


def the_draw_position(hand="R1 R2 R3 Y4 Y5 G6", played=("", "")):
    """The end of our turn, both decks to draw from (played tactic cards lie on stone 7)."""
    mine, theirs = (x.strip() for x in played)
    return tbuild(
        {7: (mine, theirs)},
        played=played,
        hands=(hand, "B1 B2 B3 B4 B5 B6 B7"),
        phase=Phase.AFTER_PLAY,
    )


def known_positions():
    recruiter = the_recruiter_position()
    return [
        the_joker_position(),
        the_banshee_position(),
        the_banshee_position(hand="TRAITOR R1 R2 O3 O4 P1 B1"),
        apply(recruiter, Recruit(2, 1)),  # phase RETURN
        apply(recruiter, Recruit(1, 2)),
        the_draw_position(),  # phase AFTER_PLAY
        the_draw_position(hand="BANSHEE R2 R3 Y4 Y5 G6"),
    ]


def assert_blind_to_hidden_cards(level, state, seeds=(0, 1)):
    me = state.current_player
    view = player_view(state, me)
    action = bot(level, 3).choose(view)
    for seed in seeds:
        twin = redeal(state, seed)
        assert twin != state  # the hidden cards differ ...
        assert player_view(twin, me) == view  # ... the view does not
        assert bot(level, 3).choose(player_view(twin, me)) == action, (level, seed)
    return action


@pytest.mark.parametrize("level", LIGHT)
def test_tactic_play_ignores_the_hidden_cards(level):
    for state in decisions(tactic_play_turn, 4, start=10):
        assert_blind_to_hidden_cards(level, state)


@pytest.mark.parametrize("level", LIGHT)
def test_the_cards_put_back_ignore_the_hidden_cards(level):
    for state in decisions(return_turn, 3):
        action = assert_blind_to_hidden_cards(level, state)
        assert isinstance(action, Return)


@pytest.mark.parametrize("level", LIGHT)
def test_the_deck_drawn_from_ignores_the_hidden_cards(level):
    for state in decisions(draw_turn, 3, start=30):
        action = assert_blind_to_hidden_cards(level, state)
        assert isinstance(action, EndTurn) and action.draw is not None


@pytest.mark.parametrize("level", LIGHT)
def test_known_positions_ignore_the_hidden_cards(level):
    for state in known_positions():
        assert_blind_to_hidden_cards(level, state, seeds=(5,))


def test_bots_are_only_ever_handed_views_in_tactical_games():
    spies = [Spy(bot("medium", 1)), Spy(bot("easy", 2))]
    play_match(spies, tactical(rounds=2), 4)
    spies2 = [Spy(make_bot("random", 3)), Spy(bot("easy", 4))]
    play_match(spies2, tactical(timing="expert"), 5)
    for spy in [*spies, *spies2]:
        assert spy.seen and all(type(v) is PlayerView for v in spy.seen)
        assert {Phase.PLAY, Phase.AFTER_PLAY} <= {v.phase for v in spy.seen}


# --- determinism and slicing --------------------------------------------------------------------


def mixed_decisions():
    return [
        *decisions(tactic_play_turn, 2, start=60),
        *decisions(return_turn, 1, start=60),
        *decisions(draw_turn, 1, start=60),
        *known_positions()[:4],
    ]


@pytest.mark.parametrize("level", LIGHT)
def test_deterministic_for_a_seed_and_stateless(level):
    views = [player_view(s, s.current_player) for s in mixed_decisions()]
    first = [bot(level, 7).choose(v) for v in views]
    assert all(a in v.legal_actions for a, v in zip(first, views, strict=True))
    # a fresh bot, the decisions in reverse order: the same moves (nothing carried over)
    again = bot(level, 7)
    assert [again.choose(v) for v in reversed(views)] == list(reversed(first))
    # whole tactical matches replay exactly
    options = tactical(timing="expert")
    one = play_match([bot(level, 1), bot("medium", 2)], options, 11)
    two = play_match([bot(level, 1), bot("medium", 2)], options, 11)
    assert dumps(one) == dumps(two)


@pytest.mark.parametrize("level", LIGHT)
def test_slicing_does_not_change_the_decision(level):
    playout.ensure_tables()  # built once per process: not a unit of every decision
    for state in mixed_decisions():
        view = player_view(state, state.current_player)
        whole = bot(level, 5).start(view)
        assert not whole.done  # a real decision, nothing forced
        expected = whole.finish()
        assert expected == bot(level, 5).choose(view)
        thinker = bot(level, 5).start(view)
        assert thinker.result is None and not thinker.done  # no work done at start
        steps = 0
        while (action := thinker.step(0.001)) is None:
            steps += 1
            assert steps < 100_000
        assert action == expected
        assert thinker.units == whole.units
        assert thinker.step(1.0) == expected  # asking again gives the same answer


# --- known positions: tactic cards --------------------------------------------------------------


@pytest.mark.parametrize("level", LIGHT)
def test_the_banshee_saves_the_decisive_stone(level):
    state = the_banshee_position()
    for seed in range(3):
        move = bot(level, seed).choose(player_view(state, 0))
        assert isinstance(move, Banshee) and move.stone == 2, (level, seed, move)
        assert move.card in parse_cards("G6 G7 G8")
    after = apply(state, move)
    assert after.stones[2].sides[1] != state.stones[2].sides[1]
    # p1 can no longer claim stone 2: their side is incomplete again
    assert Claim(2) not in legal_actions(replace(after, current_player=1, phase=Phase.PLAY))


@pytest.mark.parametrize("level", LIGHT)
def test_the_traitor_takes_the_card_that_wins_the_stone(level):
    # the Traitor could take a G card off stone 2 (as the Banshee would), but better: p1's Y7
    # from stone 5 completes our Y7 Y8 Y9 on stone 2, a colour-run 24 that beats G6 G7 G8
    state = the_banshee_position(hand="TRAITOR R1 R2 O3 O4 P1 B1")
    for seed in range(3):
        move = bot(level, seed).choose(player_view(state, 0))
        assert move == Traitor(c("Y7"), 5, 2), (level, seed, move)
    after = apply(state, move)
    # expert timing: the stone is ours at the start of our next turn
    back = replace(after, phase=Phase.PLAY)
    assert Claim(2) in legal_actions(back)


def the_joker_position():
    """Stones 3 and 5 are ours; on stone 4 our R8 R9 face B5 B6 and R7 is gone (p1's stone 0).
    The Joker as R7 makes a colour-run 24 nobody can beat, claimed at once: 3 adjacent stones.
    No clan card in our hand does anything like it."""
    return tbuild(
        {
            3: ("Y7 Y8 Y9", "O1 O2 O3"),
            5: ("G7 G8 G9", "P1 P2 P3"),
            4: ("R8 R9", "B5 B6"),
            0: ("", "R7"),
        },
        claimed={3: 0, 5: 0},
        hands=("JOKER Y1 Y2 O4 P4 B1 B2", "B7 B8 B9 G1 G2 Y3 Y4"),
    )


@pytest.mark.parametrize("level", LIGHT)
def test_the_joker_completes_the_colour_run_that_wins_the_round(level):
    state = the_joker_position()
    for seed in range(3):
        move = bot(level, seed).choose(player_view(state, 0))
        assert move == Place(Tactic.JOKER, 4), (level, seed, move)
    after = apply(state, move)
    claim = bot(level).choose(player_view(after, 0))
    assert claim == Claim(4)
    over = apply(after, claim)
    assert round_winner(over) == 0 and over.round_results[-1].how == "adjacent"


def test_hard_plays_the_tactic_card_that_decides():
    # a few hard decisions only (the search, when it has one, is the slow part): the winning
    # Joker, also thought in slices and with the hidden cards dealt again, and the Banshee
    playout.ensure_tables()
    joker = the_joker_position()
    view = player_view(joker, 0)
    assert bot("hard", 1).choose(view) == Place(Tactic.JOKER, 4)
    thinker = bot("hard", 1).start(view)
    while thinker.step(0.001) is None:
        pass
    assert thinker.result == Place(Tactic.JOKER, 4)
    twin = redeal(joker, 2)
    assert twin != joker and player_view(twin, 0) == view
    assert bot("hard", 1).choose(player_view(twin, 0)) == Place(Tactic.JOKER, 4)
    move = bot("hard", 1).choose(player_view(the_banshee_position(), 0))
    assert isinstance(move, Banshee) and move.stone == 2, move


@pytest.mark.parametrize("level", LIGHT)
def test_no_tactic_card_beyond_the_tactic_limit(level):
    # both players have played one tactic card: the Banshee may come and saves stone 2
    allowed = the_banshee_position(played=("SPY", "SHIELD"))
    move = bot(level).choose(player_view(allowed, 0))
    assert isinstance(move, Banshee), move
    if level == "medium":
        # easy counts every stone the same: it may rather take p1's Shield Bearer off stone 7
        assert move.stone == 2, move
    # we have played one more than p1: the same Banshee is forbidden, the bot places a card
    limited = the_banshee_position(played=("SPY", ""))
    view = player_view(limited, 0)
    assert not any(tactic_of(a) is not None for a in view.legal_actions)
    move = bot(level).choose(view)
    assert isinstance(move, Place) and isinstance(move.card, Card), move
    apply(limited, move)
    # nothing but tactic cards in hand and the limit reached: the bot passes, then ends the turn
    stuck = the_banshee_position(played=("SPY", ""), hand="BANSHEE JOKER")
    view = player_view(stuck, 0)
    assert bot(level).choose(view) == Pass()
    after = apply(stuck, Pass())
    end = bot(level).choose(player_view(after, 0))
    assert isinstance(end, EndTurn)
    apply(after, end)


# --- known positions: the Recruiter's returns ---------------------------------------------------


@pytest.mark.parametrize("level", LIGHT)
@pytest.mark.parametrize("recruit", [Recruit(2, 1), Recruit(1, 2)])
def test_after_the_recruiter_the_strong_cards_stay(level, recruit):
    state = apply(the_recruiter_position(), recruit)
    assert state.phase is Phase.RETURN
    view = player_view(state, 0)
    assert {c("R9"), Tactic.JOKER} <= set(view.hand) and len(view.hand) == 9
    for seed in range(2):
        move = bot(level, seed).choose(view)
        assert isinstance(move, Return) and move in view.legal_actions
        # the Joker and R9 (the colour run on stone 4) are kept; two of the low, unconnected
        # cards go back
        assert set(move.cards) <= set(parse_cards("Y1 G1 P2")), (level, move)
    after = apply(state, move)
    assert after.phase is Phase.AFTER_PLAY and len(after.hands[0]) == 7
    # with R9 kept, stone 4 is won as soon as it is placed
    assert c("R9") in after.hands[0]


def test_a_joker_it_may_no_longer_play_is_kept_after_the_recruiter():
    # our Joker already lies on stone 6: the second Joker is of no use to us this round, but put
    # back under the tactic deck the opponent, who has played no Joker, could draw it
    position = tbuild(
        {4: ("R7 R8", "B5 B6"), 3: ("Y7 Y8 Y9", "O1 O2 O3"), 6: ("JOKER", "SPY")},
        claimed={3: 0},
        played=("JOKER", "SPY"),
        hands=("RECRUITER Y1 G1 P2 O4 B3 G5", "B7 B8 B9 G2 Y3 Y4 P9"),
        deck="R9 G3 P5",
        tactic_deck="JOKER SHIELD",
    )
    state = apply(position, Recruit(1, 2))
    view = player_view(state, 0)
    assert Tactic.JOKER in view.hand
    move = bot("medium").choose(view)
    assert isinstance(move, Return) and Tactic.JOKER not in move.cards, move
    assert c("R9") not in move.cards


# --- known positions: the deck drawn from -------------------------------------------------------


@pytest.mark.parametrize("level", LIGHT)
def test_the_deck_drawn_from(level):
    def draw(**kw):
        view = player_view(the_draw_position(**kw), 0)
        thinker = bot(level).start(view)
        if len(view.legal_actions) > 1:
            assert not thinker.done  # a choice, not a forced action
        return thinker.finish()

    # no tactic card in hand and the limit lets one be played: a tactic card
    assert draw() == EndTurn("tactic")
    assert draw(played=("", "SHIELD")) == EndTurn("tactic")
    assert draw(played=("SPY", "SHIELD")) == EndTurn("tactic")
    # a tactic card in hand already, or the limit reached: a clan card
    assert draw(hand="BANSHEE R2 R3 Y4 Y5 G6") == EndTurn("clan")
    assert draw(played=("SPY", "")) == EndTurn("clan")
    # only two clan cards left: a clan card, to keep something to place
    assert draw(hand="R1 R2") == EndTurn("clan")
    # the tactic deck is empty: the clan deck is the only choice
    view = player_view(
        tbuild(hands=("R1 R2 R3 Y4 Y5 G6", "B1"), phase=Phase.AFTER_PLAY, tactic_deck=""), 0
    )
    assert view.legal_actions == (EndTurn("clan"),)
    assert bot(level).choose(view) == EndTurn("clan")


def test_the_play_outs_give_the_other_hand_tactic_cards_it_may_hold():
    # the other hand's tactic cards in the search's deals (the ruses and the elite troops the
    # simulator plays) come from those the player to move has not seen: as many as that hand
    # holds, never one in the mover's hand or played
    from schotten.bots.fast import JOKER, SHIELD, SPY
    from schotten.bots.sim import BANSHEE, STRATEGIST, TRAITOR, _unseen_tactics, clan_dealer

    ruse_of = {
        Tactic.BANSHEE: BANSHEE,
        Tactic.TRAITOR: TRAITOR,
        Tactic.STRATEGIST: STRATEGIST,
        Tactic.JOKER: JOKER,
        Tactic.SPY: SPY,
        Tactic.SHIELD: SHIELD,
    }
    checked = 0
    for state in decisions(tactic_play_turn, 6, start=300):
        me = state.current_player
        view = player_view(state, me)
        unseen = _unseen_tactics(view)
        hidden = sorted(
            [x for x in state.hands[1 - me] if isinstance(x, Tactic)] + list(state.tactic_deck),
            key=lambda t: t.value,
        )
        assert unseen == hidden  # exactly the other hand's and the tactic deck's
        dealer = clan_dealer(view, {i: 0.5 for i in range(9)})
        possible = sorted(ruse_of[t] for t in hidden if t in ruse_of)
        for seed in range(20):
            sim = dealer.deal(random.Random(seed))
            theirs = sim.tactics[1 - me]
            assert len(theirs) <= view.opponent_hand_tactics
            assert all(theirs.count(k) <= possible.count(k) for k in theirs)
            mine = sorted(ruse_of[t] for t in view.hand if t in ruse_of)
            assert sim.tactics[me] == mine
        checked += 1
    assert checked == 6


def elite_search_turn(state):
    """Phase PLAY, no combat mode on the table, an elite troop in the mover's hand or on an open
    stone, and the other hand holds tactic cards (the search deals its elite troops)."""
    p = state.current_player
    on_table = any(
        isinstance(x, Tactic)
        for s in state.stones
        if s.claimed_by is None
        for side in s.sides
        for x in side
    )
    in_hand = any(isinstance(x, Tactic) and x.is_elite for x in state.hands[p])
    return (
        state.phase is Phase.PLAY
        and not any(s.modes for s in state.stones)
        and holds_tactics(state, 1 - p)
        and (on_table or in_hand)
    )


def test_the_hard_search_with_elite_troops_ignores_the_hidden_cards():
    # the play-outs hold elite troops (the mover's, the other hand's dealt from the unseen
    # tactic cards, those on the table): the decision still depends on the view alone
    searched = 0
    for state in decisions(elite_search_turn, 4, start=40):
        assert_blind_to_hidden_cards("hard", state, seeds=(1, 2))
        thinker = bot("hard", 3)
        thinker.choose(player_view(state, state.current_player))
        searched += thinker.last_search.playouts > 0
    assert searched >= 2


def test_the_tactical_game_has_a_trust_of_its_own():
    """``SearchSettings.tactical_trust`` gates the search in the tactical game (``trust`` in the
    classic one): there the classic trust changes nothing, a tactical trust no gain can pass
    plays medium's move, and none plays the search's best (which differs from medium's somewhere
    in these positions, so the check is not vacuous)."""
    overruled = 0
    for n, state in enumerate(decisions(tactic_play_turn, 8, start=120)):
        view = player_view(state, state.current_player)
        searched = HardBot(n, replace(FAST, trust=1e9, tactical_trust=0.0)).choose(view)
        assert HardBot(n, replace(FAST, trust=0.0, tactical_trust=0.0)).choose(view) == searched
        never = HardBot(n, replace(FAST, trust=0.0, tactical_trust=1e9)).choose(view)
        assert never == make_bot("medium", n).choose(view)
        overruled += searched != never
    assert overruled > 0
