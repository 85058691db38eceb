"""The computer's review (schotten.review) and hints (schotten.hints): known positions, the
view-only property, determinism, missed claims, the JSON record and the command line."""

import json
import random
from dataclasses import replace
from itertools import pairwise

import pytest
from engine_kit import build
from hypothesis import given
from hypothesis import strategies as st

from schotten.actions import Claim, EndTurn, Place, parse_action
from schotten.bots import HardBot, MediumBot, make_bot, play_match
from schotten.bots.anytime import forced_action
from schotten.bots.hard import SearchSettings
from schotten.cards import Card
from schotten.cli import main
from schotten.errors import ReviewError, UnsupportedVersionError
from schotten.hints import REASONS, hint
from schotten.options import Options
from schotten.review import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    REVIEW_VERSION,
    VERDICTS,
    Review,
    Reviewer,
    ReviewSettings,
    classify,
    dumps_review,
    is_choice,
    judge_play,
    read_review,
    review_bot,
    review_game,
)
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import replay_dumps
from schotten.state import Phase
from schotten.tactics import card_key
from schotten.views import player_view

SMALL = ReviewSettings(budget=300)
"""A small search keeps the tests fast (the default is several times more)."""
JUDGE = ReviewSettings(budget=1_500)


def run(work):
    """The value of a generator of work (a bot's units), run to its end."""
    try:
        next(work)
        while True:
            work.send(0.0)
    except StopIteration as stop:
        return stop.value


def judge(view, action, settings=JUDGE, seed=7):
    bot = HardBot(seed, settings.search())
    work = judge_play(view, action, bot, len(view.history))
    try:
        next(work)
        while True:
            work.send(0.0)
    except StopIteration as stop:
        return stop.value


def decisive_stone():
    """p2 holds stones 0 and 1 and a complete colour (P2 P5 P9) on stone 2; p1's R8 R9 there beat
    it only with a red card p1 does not hold: any card p1 puts on stone 2 now loses the stone,
    and with it the round."""
    return build(
        {2: ("R8 R9", "P2 P5 P9"), 0: ("O5", "B7 B8 B9"), 1: ("O6", "G7 G8 G9")},
        hands=("B1 O1 G1 Y2 O2 Y3", "B3 B4 B5 O7 O8 O9"),
        claimed={0: 1, 1: 1},
        first={2: 1},
        phase=Phase.PLAY,
    )


def hidden_reshuffle(state, seed):
    """The same position with the other hand's clan cards and the clan deck dealt differently
    (tactic cards stay where they are: their backs differ)."""
    rng = random.Random(seed)
    other = 1 - state.current_player
    hidden = [*state.hands[other], *state.deck]
    at = [i for i, c in enumerate(hidden) if isinstance(c, Card)]
    clan = [hidden[i] for i in at]
    rng.shuffle(clan)
    for i, c in zip(at, clan, strict=True):
        hidden[i] = c
    n = len(state.hands[other])
    hands = list(state.hands)
    hands[other] = tuple(sorted(hidden[:n], key=card_key))
    return replace(state, hands=tuple(hands), deck=tuple(hidden[n:]))


def game(seed=5, rounds=1):
    return play_match(
        [make_bot("medium", 1), make_bot("easy", 2)], Options(rounds=rounds), seed=seed
    )


@pytest.fixture(scope="module")
def reviewed():
    g = game()
    return g, review_game(g, SMALL)


# --- verdicts -------------------------------------------------------------------------------------


def test_thresholds_order_the_verdicts():
    assert 0 < INACCURACY < MISTAKE < BLUNDER < 1
    assert classify(0.0) == "good"
    assert classify(INACCURACY) == "inaccuracy"
    assert classify(MISTAKE) == "mistake"
    assert classify(BLUNDER) == "blunder"
    assert classify(0.9, margin=0.95) == "good"  # within the search's noise


def test_a_known_blunder_is_marked_blunder():
    state = decisive_stone()
    view = player_view(state, 0)
    thrown = judge(view, Place(Card.parse("B1"), 2))
    assert thrown.verdict == "blunder"
    assert thrown.after == 0.0 and thrown.drop >= BLUNDER
    assert isinstance(thrown.best, Place) and thrown.best.stone != 2
    # the search's own preference is good, with about the same chance before (the move played
    # is searched to the end beside the best ones, so the figures move a little)
    kept = judge(view, thrown.best)
    assert kept.verdict == "good" and kept.drop == 0.0
    assert kept.before == pytest.approx(thrown.before, abs=0.05)


def test_the_winning_move_is_good_and_sure():
    # p1 holds stones 0 and 1; Y7 on stone 2 completes a colour-run no completion of P1 P2 can
    # beat: the claim wins the round at once
    state = build(
        {2: ("Y8 Y9", "P1 P2"), 0: ("R7 R8 R9", "B1 B2 B3"), 1: ("G7 G8 G9", "O1 O2 O3")},
        hands=("Y7 R4 B4 O4 P4 G4", "P3 B6 O5 O6 P5 P6"),
        claimed={0: 0, 1: 0},
        phase=Phase.PLAY,
    )
    win = judge(player_view(state, 0), Place(Card.parse("Y7"), 2))
    assert win.verdict == "good" and win.before == win.after == 1.0 and win.drop == 0.0


def test_verdicts_come_from_the_view_alone():
    # the hidden cards dealt again: the same view, so the same judgement, figure for figure
    state = decisive_stone()
    for seed in range(3):
        twin = hidden_reshuffle(state, seed)
        assert twin != state and player_view(twin, 0) == player_view(state, 0)
        for action in (Place(Card.parse("B1"), 2), Place(Card.parse("Y2"), 5)):
            assert judge(player_view(twin, 0), action) == judge(player_view(state, 0), action)


def test_a_redeal_of_the_hidden_cards_does_not_change_a_verdict_in_a_game(reviewed):
    g, review = reviewed
    plays = [d for d in review.decisions if d.kind == "play"][::6]
    assert plays
    state = new_game(g.options, g.seed)
    states = [state]
    for h in g.history:
        state = apply(state, h.action)
        states.append(state)
    for n, d in enumerate(plays):
        before = states[d.ply]
        twin = hidden_reshuffle(before, n)
        assert twin != before
        bot = Reviewer(g, SMALL).bot  # the review's own seed
        again = judge(player_view(twin, d.player), d.action, SMALL, bot.seed)
        assert again == d


# --- the whole game -------------------------------------------------------------------------------


def test_every_choice_of_both_players_is_judged(reviewed):
    g, review = reviewed
    assert review.matches(g) and review.players == (0, 1)
    plays = [d for d in review.decisions if d.kind == "play"]
    state = new_game(g.options, g.seed)
    expected = []
    for ply, h in enumerate(g.history):
        view = player_view(state, h.player)
        if isinstance(h.action, Place) and forced_action(view) is None:
            expected.append(ply)
        state = apply(state, h.action)
    assert [d.ply for d in plays] == expected
    for d in plays:
        assert d.verdict in VERDICTS[:4] and d.verdict == classify(d.drop, d.margin)
        assert 0 <= d.after <= d.before <= 1 and d.searched
        assert {c.action for c in d.candidates} >= {d.action, d.best}
        assert d.action == g.history[d.ply].action and d.player == g.history[d.ply].player
    # easy plays one of its next six placements half the time: some of it shows
    assert any(d.verdict != "good" for d in plays if d.player == 1)


def test_the_curve_gives_p1s_chance_after_each_play(reviewed):
    _, review = reviewed
    curve = review.curve()
    plays = [d for d in review.decisions if d.kind == "play"]
    assert [(ply, rnd) for ply, rnd, _ in curve] == [(d.ply, d.round_no) for d in plays]
    for (_, _, chance), d in zip(curve, plays, strict=True):
        assert chance == pytest.approx(d.after if d.player == 0 else 1 - d.after, abs=1e-9)


def test_the_smoothed_curve_averages_within_each_round_and_bands_its_spread(reviewed):
    _, review = reviewed
    raw = review.curve()
    for player in (0, 1):
        smooth = review.smoothed_curve(player)
        assert [(p.ply, p.round_no) for p in smooth] == [(ply, rnd) for ply, rnd, _ in raw]
        own = [c if player == 0 else 1 - c for _, _, c in raw]
        for i, point in enumerate(smooth):
            window = range(max(0, i - 2), min(len(raw), i + 3))
            near = [own[j] for j in window if raw[j][1] == raw[i][1]]
            assert point.chance == pytest.approx(sum(near) / len(near), abs=1e-4)
            assert 0 <= point.low <= point.chance <= point.high <= 1
            assert (point.high - point.low > 0) == (max(near) - min(near) > 1e-4)
        # the line does not swing from one play to the next as the search's estimates do
        steps = [abs(b.chance - a.chance) for a, b in pairwise(smooth) if a.round_no == b.round_no]
        raw_steps = [abs(b - a) for a, b in pairwise(own)]
        assert max(steps) < max(raw_steps)
    mirror = zip(review.smoothed_curve(0), review.smoothed_curve(1), strict=True)
    assert all(a.chance + b.chance == pytest.approx(1, abs=1e-4) for a, b in mirror)


def test_the_review_is_deterministic_and_independent_of_the_slicing(reviewed):
    g, review = reviewed
    sliced = Reviewer(g, SMALL)
    steps = 0
    while not sliced.step(0):
        steps += 1
    assert steps > 100
    assert sliced.result == review
    assert review_game(g, SMALL) == review


def test_progress_and_cancel():
    g = game(seed=11)
    r = Reviewer(g, SMALL)
    assert r.progress == (0, r.total) and r.total > 10 and not r.finished
    seen = []
    while r.progress[0] < r.total // 2:
        r.step(0)
        seen.append(r.progress[0])
    assert seen == sorted(seen) and 0 < r.fraction < 1
    r.cancel()
    assert r.finished and r.cancelled and r.result is None
    assert r.step(10) is True and r.decisions  # what was judged so far stays
    with pytest.raises(ValueError):
        r.finish()


def test_one_player_only():
    g = game(seed=12)
    review = review_game(g, SMALL, players=(1,))
    assert review.players == (1,) and review.decisions
    assert {d.player for d in review.decisions} == {1}


def play_skipping_claims(seed, skip):
    """A medium-against-medium game in which p1 lets its first ``skip`` claims pass."""
    state = new_game(Options(first_player=0), seed)
    bots = [MediumBot(1), MediumBot(2)]
    skipped = []
    while not state.is_terminal:
        p = state.current_player
        action = bots[p].choose(player_view(state, p))
        if p == 0 and isinstance(action, Claim) and len(skipped) < skip:
            skipped.append((len(state.history), action.stone))
            action = EndTurn()
            assert action in legal_actions(state)
        state = apply(state, action)
    return state, skipped


def test_missed_claims_are_found():
    state, skipped = play_skipping_claims(21, 3)
    assert len(skipped) == 3
    review = review_game(state, SMALL)
    misses = [d for d in review.decisions if d.kind == "claim"]
    assert misses and all(d.verdict == "miss" and d.player == 0 for d in misses)
    for ply, stone in skipped:
        assert any(d.ply == ply and d.stone == stone for d in misses), (ply, stone)
    for d in misses:
        assert d.action == EndTurn()
        before = new_game(state.options, state.seed)
        for h in state.history[: d.ply]:
            before = apply(before, h.action)
        view = player_view(before, 0)
        assert Claim(d.stone) in view.legal_actions
        assert d.early == view.claims[d.stone].early
    assert review.counts()[0]["miss"] == len(misses)
    # medium claims at once: no miss of p2
    assert review.counts()[1]["miss"] == 0


def test_a_missed_claim_that_would_have_won_the_round():
    state = build(
        {2: ("Y7 Y8 Y9", "P1 P2"), 0: ("R7 R8 R9", "B1 B2 B3"), 1: ("G7 G8 G9", "O1 O2 O3")},
        hands=("R4 B4 O4 P4 G4", "P3 B6 O5 O6 P5 P6"),
        claimed={0: 0, 1: 0},
        phase=Phase.AFTER_PLAY,
    )
    from schotten.review import missed_claims

    view = player_view(state, 0)
    (miss,) = missed_claims(view, EndTurn(), 30)
    assert miss.stone == 2 and miss.wins_round and miss.early
    assert missed_claims(view, Claim(2), 30) == []


# --- the record -----------------------------------------------------------------------------------


def test_json_round_trip(reviewed):
    g, review = reviewed
    text = dumps_review(review)
    assert read_review(text) == review
    assert read_review(text.encode(), g) == review
    data = json.loads(text)
    assert data["format"] == "schotten-totten-review" and data["version"] == REVIEW_VERSION


def test_a_review_of_another_game_is_refused(reviewed):
    _, review = reviewed
    with pytest.raises(ReviewError) as err:
        read_review(dumps_review(review), game(seed=6))
    assert err.value.code == "other_game"


def damage(review, change):
    data = json.loads(dumps_review(review))
    change(data)
    return json.dumps(data)


def first_play(data):
    return next(d for d in data["decisions"] if d["kind"] == "play")


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="schotten-totten-save"),
        lambda d: d.update(version=0),
        lambda d: d.update(extra=1),
        lambda d: d.pop("settings"),
        lambda d: d["game"].update(digest="xyz"),
        lambda d: d.update(players=[2]),
        lambda d: first_play(d).update(verdict="blunder"),
        lambda d: first_play(d).update(before=1.5),
        lambda d: first_play(d).update(after=float("nan")),
        lambda d: first_play(d).update(drop=0.5),
        lambda d: first_play(d).update(best="R10@3"),
        lambda d: first_play(d).update(action="Y1@2"),
        lambda d: first_play(d).update(ply=10**6),
        lambda d: first_play(d).update(candidates=[]),
        lambda d: first_play(d).update(kind="tactic"),
        lambda d: d["decisions"].reverse(),
        lambda d: d["decisions"].append({"kind": "claim", "verdict": "miss"}),
    ],
)
def test_damaged_review_json_is_refused(reviewed, change):
    _, review = reviewed
    with pytest.raises(ReviewError):
        read_review(damage(review, change))


def test_unreadable_review_text_is_refused(reviewed):
    _, review = reviewed
    text = dumps_review(review)
    for bad, code in [
        (text[: len(text) // 2], "not_json"),
        (b"\xff\xfe", "bad_encoding"),
        ("[" * 50 + "]" * 50, "too_deep"),
        ("x" * 3_000_000, "too_large"),
        ("[]", "bad_review"),
    ]:
        with pytest.raises(ReviewError) as err:
            read_review(bad)
        assert err.value.code == code


def test_a_newer_review_is_reported_as_such(reviewed):
    _, review = reviewed
    with pytest.raises(UnsupportedVersionError):
        read_review(damage(review, lambda d: d.update(version=REVIEW_VERSION + 1)))


@given(st.data())
def test_mutated_review_json_is_read_or_refused_cleanly(reviewed, data):
    _, review = reviewed
    text = dumps_review(review)
    pos = data.draw(st.integers(0, len(text) - 1))
    char = data.draw(st.sampled_from('0123456789.,:[]{}"-etrufalsn '))
    mutated = text[:pos] + char + text[pos + 1 :]
    try:
        back = read_review(mutated)
    except (ReviewError, UnsupportedVersionError):
        return
    assert isinstance(back, Review)


# --- the command line -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def game_file(tmp_path_factory, reviewed):
    g, _ = reviewed
    path = tmp_path_factory.mktemp("review") / "game.json"
    path.write_text(replay_dumps(g))
    return path


def test_cli_text(game_file, reviewed, capsys):
    _, review = reviewed
    assert main(["review", str(game_file), "--budget", str(SMALL.budget)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("review of p1 (p1) vs p2 (p2), seed 5")
    plays = [d for d in review.decisions if d.kind == "play"]
    for d in plays[:5]:
        line = next(x for x in lines if x.startswith(f"{d.ply + 1:>3}. "))
        assert str(d.action) in line and d.verdict in line
        assert f"{round(d.before * 100)}% -> " in line and f"{round(d.after * 100)}%  " in line
    counts = review.counts()
    assert lines[-2].startswith(f"p1: {counts[0]['good']} good")
    assert lines[-1].startswith(f"p2: {counts[1]['good']} good")


def test_cli_json_lines(game_file, reviewed, capsys):
    _, review = reviewed
    assert main(["review", str(game_file), "--json", "--budget", str(SMALL.budget)]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[:-1] == [d.to_dict() for d in review.decisions]
    summary = rows[-1]
    assert summary["kind"] == "summary" and summary["players"] == [0, 1]
    assert summary["counts"] == [review.counts()[0], review.counts()[1]]


def test_cli_reads_a_link_and_refuses_a_bad_file(tmp_path, capsys):
    from schotten.links import replay_link

    g = game(seed=13)
    link = replay_link(g, "https://example.org/")
    assert main(["review", link, "--json", "--budget", "200", "--player", "p2"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[-1]["players"] == [1] and all(r["player"] == 1 for r in rows[:-1])
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "schotten-totten-replay", "version": 1}')
    assert main(["review", str(bad)]) == 1
    assert "schotten review:" in capsys.readouterr().err


def test_cli_reads_standard_input(reviewed, monkeypatch, capsys):
    import io
    import sys

    g, review = reviewed
    monkeypatch.setattr(sys, "stdin", io.StringIO(replay_dumps(g)))
    assert main(["review", "-", "--json", "--budget", str(SMALL.budget)]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[:-1] == [d.to_dict() for d in review.decisions]


def test_a_tactical_game_is_reviewed():
    g = play_match(
        [make_bot("medium", 1), make_bot("easy", 2)], Options(variant="tactical"), seed=9
    )
    review = review_game(g, SMALL)
    plays = [d for d in review.decisions if d.kind == "play"]
    assert plays and any(d.searched for d in plays)
    for d in plays:
        assert d.verdict == classify(d.drop, d.margin) and 0 <= d.after <= d.before <= 1
    assert read_review(dumps_review(review), g) == review


# --- the search behind it -------------------------------------------------------------------------


def test_appraise_agrees_with_the_hard_bot():
    settings = SearchSettings(budget=1_500)
    for seed in range(3):
        g = game(seed=30 + seed)
        state = new_game(g.options, g.seed)
        for h in g.history[: 20 + 7 * seed]:
            state = apply(state, h.action)
        view = player_view(state, state.current_player)
        if forced_action(view) is not None:
            continue
        bot = HardBot(4, settings)
        work = bot.appraise(view)
        try:
            next(work)
            while True:
                work.send(0.0)
        except StopIteration as stop:
            appraisal = stop.value
        assert appraisal.searched
        assert appraisal.candidates[appraisal.best].action == HardBot(4, settings).choose(view)


# --- hints ----------------------------------------------------------------------------------------


def hint_positions(n, options=None):
    out = []
    rng = random.Random(3)
    for k in range(n):
        state = new_game(options or Options(), 100 + k)
        for _ in range(rng.randrange(0, 40)):
            after = apply(state, rng.choice(legal_actions(state)))
            if after.is_terminal:
                break
            state = after
        out.append(state)
    return out


@pytest.mark.parametrize("variant", ["classic", "tactical"])
def test_hints_are_deterministic_legal_and_from_the_view(variant):
    for n, state in enumerate(hint_positions(8, Options(variant=variant))):
        me = state.current_player
        view = player_view(state, me)
        h = hint(view, state.seed)
        assert h.reason in REASONS and h.action in view.legal_actions
        assert h == hint(view, state.seed) == hint(player_view(state, me), state.seed)
        twin = hidden_reshuffle(state, n)
        if player_view(twin, me) == view:
            assert hint(player_view(twin, me), twin.seed) == h
        if is_choice(view, h.action):  # the review's own search picks it
            appraisal = run(review_bot(state.seed).appraise(view))
            assert h.action == appraisal.candidates[appraisal.best].action
            assert h.searched == appraisal.searched and h.playouts == appraisal.playouts
            assert h.round_chance == round(appraisal.candidates[appraisal.best].value, 4)
        else:  # a claim, the only move...: the medium bot's
            assert h.action == MediumBot(0).choose(view) and not h.searched
        assert 0 <= h.round_chance <= 1 and 0 <= h.round_chance_before <= 1
        json.dumps(h.to_dict())


def test_hint_on_known_positions():
    # must block: p2 holds stones 0 and 1 and threatens stone 2; only Y7 keeps it
    state = build(
        {2: ("Y8 Y9", "G7 G8"), 6: ("R5 R6", "B2"), 0: ("O1", "P7 P8 P9"), 1: ("O2", "B7 B8 B9")},
        hands=("Y7 R7 O3 O4 P1 P2", "B1 B3 B4 O7 O8 O9"),
        claimed={0: 1, 1: 1},
        phase=Phase.PLAY,
    )
    h = hint(player_view(state, 0))
    assert h.action == Place(Card.parse("Y7"), 2) and h.stone == 2
    assert h.reason == "secure" and h.blocks  # Y7 completes a colour-run no one can beat
    assert h.stone_chance > h.stone_chance_before
    assert h.aim is not None and h.aim.kind == "color_run" and h.aim.cards == ()
    assert h.alternatives and all(o.score <= h.alternatives[0].score for o in h.alternatives)
    # the cards held back: other cards than the one played, each at its best stone
    assert h.kept and all(o.action.card != h.action.card for o in h.kept)
    assert len({o.action.card for o in h.kept}) == len(h.kept)
    # a claim first
    state = build(
        {0: ("R7 R8 R9", "B1"), 4: ("G7 G8 G9", "")},
        hands=("B2 B3 B4 B5 B6", "Y1 Y2 Y3 Y4 Y5 Y6"),
        phase=Phase.AFTER_PLAY,
    )
    h = hint(player_view(state, 0))
    assert h.action == Claim(0) and h.reason == "claim" and h.stone == 0
    # the aim of an open side: the cards that reach its best formation
    state = build({5: ("R5", "")}, hands=("R6 B1 B2 G3 O9 Y4", ""), phase=Phase.PLAY, leftover="p1")
    h = hint(player_view(state, 0))
    assert h.aim is not None
    assert h.aim.kind in ("color_run", "three_of_a_kind", "color", "run", "sum")
    assert parse_action(str(h.action)) == h.action


def hint_follower_games(variant, seeds):
    """Games in which p1 plays the hint's move on every turn against the hard bot: each game
    and the hints of the choices (the turn cards the review judges), by ply."""
    out = []
    for seed in seeds:
        state = new_game(Options(variant=variant), seed)
        rival = make_bot("hard", seed + 7)
        hinted = {}
        while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            view = player_view(state, state.current_player)
            if state.current_player == 0:
                given = hint(view, state.seed)
                action = given.action
                if is_choice(view, action):
                    hinted[len(state.history)] = given
            else:
                action = rival.choose(view)
            state = apply(state, action)
        out.append((state, hinted))
    return out


@pytest.mark.parametrize(("variant", "seeds"), [("classic", (1, 2, 3)), ("tactical", (1, 2))])
def test_the_review_never_faults_a_hinted_move(variant, seeds):
    """The hint and the review judge a position with the same search (the same settings and
    seed): a player who follows the hint on every turn gets no inaccuracy, mistake nor blunder
    for a hinted move; each is the review's best play, with the chance the hint gave."""
    judged = 0
    for game, hinted in hint_follower_games(variant, seeds):
        review = review_game(game, players=(0,))  # the default settings, as in the page
        plays = {d.ply: d for d in review.decisions if d.kind == "play"}
        assert set(hinted) <= set(plays)
        for ply, shown in hinted.items():
            d = plays[ply]
            assert d.verdict == "good" and d.drop == 0 and d.best == d.action, d
            assert shown.action == d.action and shown.round_chance == d.after
            judged += 1
    assert judged >= {"classic": 50, "tactical": 30}[variant]


def test_no_hint_out_of_turn():
    state = new_game(Options(first_player=0), 1)
    with pytest.raises(ValueError):
        hint(player_view(state, 1))
