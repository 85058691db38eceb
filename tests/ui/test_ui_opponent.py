"""Games against the computer through the App: its turns, resume in its turn, views only."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from html import escape

import pytest
from ui_kit import Inspector, make_app, start_game, tap_random_action

from schotten.actions import (
    Action,
    Banshee,
    Claim,
    EndTurn,
    Mode,
    Pass,
    Place,
    Recruit,
    Return,
    Strategist,
    Traitor,
)
from schotten.bots import make_bot
from schotten.cards import Card
from schotten.rules import legal_actions
from schotten.serialize import dumps, loads
from schotten.state import Phase
from schotten.tactics import Tactic
from schotten.views import PlayerView, player_view
from ui import opponent as opponent_module
from ui import render
from ui.effects import Announce
from ui.i18n import LANGUAGES, Translator
from ui.narrate import bot_message
from ui.opponent import (
    DEFAULT_PACE,
    TIME_CAP_MS,
    Opponent,
    Pace,
    decision_seed,
    pace,
    pause_ms,
)
from ui.present import board_model, last_bot_card
from ui.seen import seen
from ui.storage.adapters import MemoryStorage


def run_bot(app, limit: int = 10_000) -> list[str]:
    """Step the computer until it is the person's turn; the announcements."""
    said = []
    for _ in range(limit):
        if not app.bot_pending():
            return said
        _, effects = app.bot_step(5)
        said += [e.text for e in effects if hasattr(e, "text")]
    raise AssertionError("the computer did not finish its turn")


def human_turn(app) -> None:
    game = app.c.play.game
    board = board_model(seen(game))
    if board.can_pass:
        app.handle("pass")
    else:
        card = board.hand[0]
        app.handle("select", card)
        target = next(s.index for s in board_model(seen(game)).stones if s.mine.placeable)
        app.handle("place", str(target))
    for stone in board_model(seen(game)).stones:
        if stone.claimable and not game.round_over:
            app.handle("claim", str(stone.index))
    if not game.round_over:
        app.handle("end-turn")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_computer_answers_and_there_is_no_handover(level):
    app = make_app()
    start_game(app, opponent=level, first="p1")
    game = app.c.play.game
    assert game.state.options.bots == (None, level)
    assert game.names[1] == f"Computer ({level})"
    assert game.screen == "board" and "btn-reveal" not in app.render()
    for _ in range(3):
        human_turn(app)
        assert game.screen == "board"
        assert app.bot_pending()
        html = app.render()
        assert 'data-bot-turn="1"' in html and "is playing" in html
        # the person's hand is shown but idle during the computer's turn
        assert 'id="btn-reveal"' not in html
        assert app.handle("select", board_model(seen(game)).hand[0]) == []
        said = run_bot(app)
        assert any("Computer" in s and "placed" in s for s in said), said
        assert game.state.current_player == 0 and game.screen == "board"
        assert "bot-last" in app.render()
        if game.round_over:
            break


def test_the_computer_starts_when_it_is_first():
    app = make_app()
    start_game(app, opponent="medium", first="p2")
    assert app.bot_pending()
    run_bot(app)
    assert app.c.play.game.state.current_player == 0
    assert any(h.player == 1 for h in app.c.play.game.state.history)


def test_resume_in_the_computers_turn_gives_the_same_move():
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, opponent="hard", first="p1")
    human_turn(app)
    assert app.bot_pending()
    app.bot_step(3)  # it starts thinking, then the page is reloaded
    again = make_app(store)
    assert again.c.play.game.screen == "board" and again.bot_pending()
    before = len(again.c.play.game.state.history)
    run_bot(again)
    reference = make_app(MemoryStorage())
    start_game(reference, opponent="hard", first="p1")
    human_turn(reference)
    run_bot(reference)
    assert again.c.play.game.state.history[before:] == reference.c.play.game.state.history[before:]
    assert isinstance(again.c.play.game.state.history[before].action, Place)


def test_slicing_does_not_change_the_move():
    app = make_app()
    start_game(app, opponent="hard", first="p2")
    state = app.c.play.game.state
    a, b = Opponent("hard", 1), Opponent("hard", 1)
    assert a.finish(state) == next(x for x in iter(lambda: b.step(state, 1), 0) if x is not None)


def test_the_bot_only_ever_gets_its_view():
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    for _ in range(3):
        human_turn(app)
        run_bot(app)
    views = app.c.play.opponent.views
    assert views
    for view in views:
        assert view.viewer == 1
        assert not hasattr(view, "hands") and not hasattr(view, "deck")
    assert type(views[0]).__name__ == "PlayerView"


def test_the_bots_travel_with_export_and_import():
    store = MemoryStorage()
    app = make_app(store)
    start_game(app, opponent="easy", first="p1")
    human_turn(app)
    run_bot(app)
    text = app.shared.repo.export_text(app.c.play.entry.id)
    assert loads(text).options.bots == (None, "easy")
    other = make_app(MemoryStorage())
    other.import_file(text, "x.json")
    line = other.shared.repo.entries()[0]
    other.handle("open", line.id)
    assert other.c.play.opponent is not None and other.c.play.opponent.level == "easy"
    assert other.c.play.game.screen == "board" and not other.bot_pending()
    assert dumps(other.c.play.game.state) == dumps(app.c.play.game.state)


def test_a_game_between_people_has_no_computer():
    app = make_app()
    start_game(app)
    assert app.c.play.opponent is None and app.c.play.game.state.options.bots is None
    assert not app.bot_pending() and app.bot_step()[0] is False


def test_the_form_offers_the_levels():
    app = make_app()
    app.handle("go", "new")
    html = app.render()
    page = Inspector(html)
    for value in ("human", "easy", "medium", "hard"):
        assert f"opponent-{value}" in page.ids
        assert f"opponent-{value}" in page.label_for
    assert "<legend>Opponent</legend>" in html
    assert 'id="opponent-human" checked' in html
    assert "classic" not in html.split("<legend>Opponent</legend>")[1].split("</fieldset>")[0]


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_computer_plays_the_tactical_variant(level):
    app = make_app()
    start_game(app, opponent=level, variant="tactical", first="p2")
    assert app.shared.screen == "game" and app.c.play.game is not None
    state = app.c.play.game.state
    assert state.options.rules.tactics and state.options.bots == (None, level)
    assert app.c.play.game.names[1] == f"Computer ({level})"
    assert app.bot_pending() and "btn-reveal" not in app.render()
    run_bot(app)
    assert app.c.play.game.state.current_player == 0 and app.c.play.game.screen == "board"
    start_game(app, opponent="human", variant="tactical")
    assert app.c.play.game is not None and app.c.play.game.state.options.bots is None


def test_round_over_then_next_round_without_handover():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    game = app.c.play.game
    for _ in range(200):
        if game.round_over:
            break
        if app.bot_pending():
            run_bot(app)
        else:
            human_turn(app)
    assert game.round_over and game.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def test_the_pause_setting():
    assert pause_ms({}) is None and pace({}) == DEFAULT_PACE
    assert pause_ms({"bot_pause_ms": "50"}) == 50
    assert pause_ms({"bot_pause_ms": "50"}, "?x=1&bot_pause_ms=0") == 0
    assert pause_ms({"bot_pause_ms": "oops"}) is None
    assert pause_ms({"bot_pause_ms": "999999"}) == 5000
    assert pace({}, "?bot_pause_ms=120") == Pace(120, 120, 120)


def test_the_pace_of_a_turn():
    # a short first pause (the thinking runs during it), shorter ones within the turn
    p = DEFAULT_PACE
    place, claim, end = Place(Card.parse("R5"), 3), Claim(3), EndTurn()
    assert p.before(place, first=True) == p.first_ms
    assert p.before(claim, first=False) == p.next_ms
    assert p.before(end, first=False) == p.end_ms
    assert p.end_ms <= p.next_ms <= p.first_ms <= 400
    # a turn of a placement, a claim and the end, with the cap used up, stays within the
    # targets (the rendering of each action comes on top: measured by the benchmark)
    for level, target in (("easy", 1000), ("medium", 1000), ("hard", 2000)):
        worst = max(TIME_CAP_MS[level], p.first_ms) + p.next_ms + p.end_ms
        assert worst <= target - 300, level


def test_the_computer_thinks_within_its_cap_by_the_clock():
    app = make_app()
    start_game(app, opponent="hard", first="p2")
    opp = app.c.play.opponent
    assert opp.time_cap_ms == TIME_CAP_MS["hard"]
    now = [0.0]
    capped = Opponent("hard", opp.seat, clock=lambda: now[0])
    state = app.c.play.game.state
    full = Opponent("hard", opp.seat)
    expected = full.finish(state)
    for _ in range(20):  # slices of one unit: a frozen clock, no cap reached
        assert capped.step(state, 0.0, capped=True) is None
    now[0] += TIME_CAP_MS["hard"] / 1000.0  # the whole cap later
    action = None
    for _ in range(5):
        action = capped.step(state, 0.0, capped=True)
        if action is not None:
            break
    assert action in legal_actions(state)  # cut short, the best placement found so far
    assert capped.thinker is not None and capped.thinker.units < full.thinker.units
    assert expected in legal_actions(state)
    assert 0.0 <= (full.thinker.estimate or -1) <= 1.0


def test_the_seed_depends_on_the_game_and_the_ply():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    s0 = decision_seed(app.c.play.game.state)
    human_turn(app)
    assert decision_seed(app.c.play.game.state) != s0


# --- the tactical variant against the computer ----------------------------------------------


def person_acts(app, rng: random.Random) -> Action:
    """The person's move, through the intents of the buttons (``ui_kit.tap_random_action``),
    played as one action."""
    game = app.c.play.game
    before = len(game.state.history)
    action = tap_random_action(game.state, app.handle, rng)
    assert len(game.state.history) == before + 1, (action, game.message)
    assert game.state.history[-1].action == action
    return action


def visible_cards(state, seat: int) -> set[str]:
    """Cards the person at ``seat`` may see: their hand, the table, the discard pile, modes."""
    seen = {str(c) for c in state.hands[seat]}
    seen |= {str(c) for c in state.table_cards()} | {str(c) for c in state.discard}
    seen |= {str(m) for s in state.stones for m in s.modes}
    return seen


def assert_bot_hand_absent(html: str, state, bot: int) -> None:
    """No card of the computer's hand is in the page, unless the person can see that card
    elsewhere (a tactic card also in their hand, say the other Joker)."""
    hidden = [str(c) for c in state.hands[bot] if str(c) not in visible_cards(state, 1 - bot)]
    # what an elite troop on the table counts as is public ("Spy counts as Red 7")
    for stone in player_view(state, 1 - bot).stones:
        for a, b in (*stone.elites[0], *stone.elites[1]):
            for lang in LANGUAGES:
                t = Translator(lang)
                full = t("board.counts_as", card=t.card(str(a)), as_=t.card(str(b)))
                for text in (full, t("board.counts_as_short", as_=t.card(str(b)))):
                    html = html.replace(escape(text), "").replace(text, "")
    for card in hidden:
        assert f'"{card}"' not in html and f"-{card}" not in html, card  # data-arg, ids
        for lang in LANGUAGES:
            assert Translator(lang).card(card) not in html, (lang, card)


@dataclass
class BotRecord:
    """The computer's actions in a game, what was announced, what the page showed meanwhile."""

    actions: list[tuple[Action, bool]] = field(default_factory=list)  # (action, ended the round)
    said: list[str] = field(default_factory=list)
    phases: set[Phase] = field(default_factory=set)


def run_bot_checked(app, record: BotRecord, limit: int = 20_000) -> None:
    """Step the computer to the end of its turn, checking the board at each of its decisions:
    its turn is marked, no guided play is offered, none of its cards is in the page."""
    game = app.c.play.game
    seen = -1
    for _ in range(limit):
        if not app.bot_pending():
            return
        state = game.state
        if len(state.history) != seen:
            seen = len(state.history)
            record.phases.add(state.phase)
            html = app.render()
            assert 'data-bot-turn="1"' in html and "btn-reveal" not in html
            assert 'id="tactic-flow"' not in html and 'data-intent="tactic-pick"' not in html
            assert_bot_hand_absent(html, state, app.c.play.opponent.seat)
            # its last card on the table is highlighted, once (a card it just put there too)
            last = last_bot_card(player_view(state, 0), app.c.play.opponent.seat)
            assert html.count('id="bot-last"') == (last is not None)
            just = state.history[-1] if state.history else None
            if just is not None and just.player == app.c.play.opponent.seat:
                a = just.action
                if isinstance(a, Place | Traitor) or (
                    isinstance(a, Strategist) and a.to is not None
                ):
                    assert last == (a.card, a.stone if isinstance(a, Place) else a.to)
        before = len(state.history)
        changed, effects = app.bot_step(5)
        if changed:
            assert len(game.state.history) == before + 1
            record.actions.append((game.state.history[-1].action, game.round_over))
            said = [e.text for e in effects if isinstance(e, Announce)]
            assert len(said) == 1 and said[0].strip(), effects
            record.said.append(said[0])
    raise AssertionError("the computer did not finish its turn")


def play_tactical_round(app, seed: int, record: BotRecord, limit: int = 600) -> None:
    """A tactical round between the computer and a scripted person (seeded random moves)."""
    rng = random.Random(seed)
    game = app.c.play.game
    bot = app.c.play.opponent.seat
    for _ in range(limit):
        if game.round_over:
            return
        # never stalled: either the computer is to move, or the person is
        assert app.bot_pending() == (game.state.current_player == bot), game.state.phase
        if app.bot_pending():
            run_bot_checked(app, record)
        else:
            person_acts(app, rng)
    raise AssertionError("the round did not end")


def assert_announced_in_every_language(record: BotRecord, name_for) -> None:
    for action, ended in record.actions:
        for lang in LANGUAGES:
            t = Translator(lang)
            msg = bot_message(action, name_for(t), ended)
            assert t.has(msg.key), msg.key
            text = render.message_text(msg, t)
            named = name_for(t).lower() in text.lower()  # "L'ordinateur (facile) a posé..."
            assert text.strip() and "{" not in text and named, (lang, text)
            if isinstance(action, Return):
                for card in action.cards:  # only the decks are said, never the cards
                    assert t.card(str(card)) not in text


def tactical_app(level: str, seed: int, store: MemoryStorage | None = None, first: str = "p1"):
    app = make_app(store)
    app.shared.seed_source = lambda: seed
    start_game(app, opponent=level, variant="tactical", first=first)
    return app


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_tactical_round_against_each_level(level):
    record = BotRecord()
    for seed in (3, 4):
        app = tactical_app(level, seed, first="p1" if seed % 2 else "p2")
        play_tactical_round(app, seed, record)
        assert app.c.play.game.round_over and app.render().count("btn-reveal") == 0
        views = app.c.play.opponent.views
        assert views and all(type(v) is PlayerView and v.viewer == 1 for v in views)
        assert all(not hasattr(v, "hands") and not hasattr(v, "deck") for v in views)
        assert views[-1].options.rules.tactics
    assert len(record.said) == len(record.actions)
    assert all("Computer" in s for s in record.said)
    kinds = {type(a) for a, _ in record.actions}
    assert Place in kinds and EndTurn in kinds
    assert any(isinstance(a, EndTurn) and a.draw for a, _ in record.actions)  # the deck chosen
    assert_announced_in_every_language(
        record, lambda t: t("bot.name", level=t(f"bot.level.{level}"))
    )


@pytest.fixture
def random_computer(monkeypatch):
    """The computer plays uniformly random legal actions (tactic cards included, so every kind
    of action comes up); its choices still come from the decision's seed."""
    monkeypatch.setattr(opponent_module, "make_bot", lambda level, seed: make_bot("random", seed))


def test_every_kind_of_tactical_action_is_announced_and_hides_the_hand(random_computer):
    record = BotRecord()
    wanted = {Place, Claim, Pass, EndTurn, Mode, Recruit, Return, Strategist, Banshee, Traitor}
    elite = False
    for seed in range(40):
        app = tactical_app("easy", seed, first="p2" if seed % 2 else "p1")
        start = len(record.actions)
        play_tactical_round(app, seed, record)
        elite = elite or any(
            isinstance(a, Place) and isinstance(a.card, Tactic) for a, _ in record.actions
        )
        assert record.actions[start:], "the computer played"
        if wanted <= {type(a) for a, _ in record.actions} and elite:
            break
    assert wanted <= {type(a) for a, _ in record.actions} and elite
    assert Phase.RETURN in record.phases  # the board was checked after its Recruiter
    assert len(record.said) == len(record.actions)
    assert_announced_in_every_language(record, lambda t: "Computer (easy)")
    for (action, _), said in zip(record.actions, record.said, strict=True):
        if isinstance(action, Return):
            assert "under the" in said
            assert not any(Translator("en").card(str(c)) in said for c in action.cards)


def test_the_announcements_say_what_was_played():
    def en(action, ended=False):
        return render.message_text(bot_message(action, "Computer (hard)", ended), Translator())

    joker, mud = Tactic.JOKER, Tactic.MUD
    assert en(Place(joker, 0)) == "Computer (hard) placed an elite troop, Joker, on stone 1."
    assert en(Place(Card.parse("R5"), 8)) == "Computer (hard) placed Red 5 on stone 9."
    assert en(Mode(mud, 2)).startswith("Computer (hard) put Mud Fight on stone 3:")
    assert "Blind-Man's Bluff on stone 9" in en(Mode(Tactic.BLIND, 8))
    assert en(Recruit(2, 1)) == (
        "Computer (hard) played the Recruiter and drew 2 clan cards and 1 tactic card."
    )
    both = Return((Card.parse("R5"), Tactic.SPY))
    assert en(both) == en(both.conceal())
    assert en(both) == (
        "Computer (hard) put a card back under the clan deck and one under the tactic deck."
    )
    assert "Red 5" not in en(both) and "Spy" not in en(both)
    assert en(Return((Card.parse("R5"), Card.parse("B1")))).endswith(
        "2 cards back under the clan deck."
    )
    assert en(Return((), ("tactic",))).endswith("a card back under the tactic deck.")
    assert en(Strategist(Card.parse("G3"), 0, 4)).endswith(
        "moved its Green 3 from stone 1 to stone 5."
    )
    assert en(Strategist(joker, 0, None)).endswith("discarded its Joker from stone 1.")
    assert en(Banshee(Card.parse("Y9"), 6)).endswith("your Yellow 9 on stone 7 is discarded.")
    assert en(Traitor(Card.parse("P2"), 1, 3)).endswith(
        "took your Purple 2 from stone 2 to its side of stone 4."
    )
    assert en(EndTurn("clan")) == "Computer (hard) drew a clan card and ended the turn. Your turn."
    assert en(EndTurn("tactic")).startswith("Computer (hard) drew a tactic card")
    assert en(EndTurn()) == "Computer (hard) ended the turn. Your turn."
    assert en(EndTurn(), ended=True) == "Computer (hard) ended the turn."
    assert en(Claim(4)) == "Computer (hard) claimed stone 5."
    assert en(Pass()) == "Computer (hard) passed."


def bot_in(app, phase: Phase, seed: int, limit: int = 600) -> bool:
    """Play the person's turns (and the computer's) until the computer is to move in ``phase``."""
    rng = random.Random(seed)
    game = app.c.play.game
    for _ in range(limit):
        if game.round_over:
            return False
        if app.bot_pending():
            if game.state.phase is phase and game.state.history[-1].player == 1:
                return True
            app.bot_step(1e9)
        else:
            person_acts(app, rng)
    return False


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_resume_in_the_computers_tactical_turn_gives_the_same_move(level):
    store = MemoryStorage()
    app = tactical_app(level, 5, store)
    rng = random.Random(5)
    for _ in range(5):  # a few turns in (too few to end a round), then reload in its turn
        while not app.bot_pending():
            person_acts(app, rng)
        run_bot(app)
    while not app.bot_pending():
        person_acts(app, rng)
    app.bot_step(3)  # it starts thinking, then the page is reloaded
    again = make_app(MemoryStorage(dict(store.data)))  # a reload in another page
    assert again.c.play.game.screen == "board" and again.bot_pending()
    assert dumps(again.c.play.game.state) == dumps(app.c.play.game.state)
    before = len(again.c.play.game.state.history)
    run_bot(again)
    run_bot(app)
    assert again.c.play.game.state.history[before:] == app.c.play.game.state.history[before:]
    assert len(again.c.play.game.state.history) > before


def test_resume_after_the_computers_recruiter_gives_the_same_return(random_computer):
    for seed in range(60):
        store = MemoryStorage()
        app = tactical_app("easy", seed, store)
        if bot_in(app, Phase.RETURN, seed):
            break
    else:
        raise AssertionError("the computer never played the Recruiter")
    assert isinstance(app.c.play.game.state.history[-1].action, Recruit)
    again = make_app(MemoryStorage(dict(store.data)))  # a reload in another page
    assert again.bot_pending() and again.c.play.game.state.phase is Phase.RETURN
    html = again.render()
    assert 'id="tactic-flow"' not in html
    assert_bot_hand_absent(html, again.c.play.game.state, 1)
    assert again.handle("tactic-pick", str(again.c.play.game.state.hands[1][0])) == []
    assert again.handle("tactic-confirm") == []
    before = len(again.c.play.game.state.history)
    run_bot(again)
    run_bot(app)
    assert again.c.play.game.state.history == app.c.play.game.state.history
    assert isinstance(again.c.play.game.state.history[before].action, Return)


def test_the_computers_elite_troop_is_highlighted_on_its_side(random_computer):
    for seed in range(60):
        app = tactical_app("easy", seed)
        rng = random.Random(seed)
        game = app.c.play.game
        while not game.round_over:
            if not app.bot_pending():
                person_acts(app, rng)
                continue
            app.bot_step(1e9)
            last = game.state.history[-1].action
            if isinstance(last, Place) and isinstance(last.card, Tactic) and not game.round_over:
                html = app.render()
                stone = html.split(f'id="col-{last.stone}">', 1)[1].split('<div class="stone">')[0]
                assert '<span class="card tactic t-elite bot-last recent" id="bot-last"' in stone
                assert html.count('id="bot-last"') == 1
                return
    raise AssertionError("the computer never placed an elite troop")
