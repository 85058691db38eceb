"""Playing through the same intents as the buttons: what the players see and can do."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

from ui_kit import Inspector, make_app, play_round, play_turn, start_game

from schotten.cards import Card
from schotten.state import GameState, Phase, Stone
from ui.app import App
from ui.i18n import Translator
from ui.present import board_model, round_over_model
from ui.seen import seen

EN = Translator("en")


def page(app: App) -> str:
    """The screen's HTML with entities decoded, to compare with plain text."""
    return unescape(app.render())


def with_sides(state: GameState, stone: int, mine: str, theirs: str, phase: Phase) -> GameState:
    """The same game with chosen cards on one stone (player 0 is "mine"), hands topped up."""
    sides = ([Card.parse(x) for x in mine.split()], [Card.parse(x) for x in theirs.split()])
    used = set(sides[0]) | set(sides[1])
    deck = [c for c in state.deck if c not in used]
    hands = [[c for c in h if c not in used] for h in state.hands]
    for hand in hands:
        while len(hand) < 6:
            hand.append(deck.pop())
    stones = list(state.stones)
    stones[stone] = Stone(
        sides=(tuple(sides[0]), tuple(sides[1])),
        completed_at=(0 if len(sides[0]) == 3 else None, 1 if len(sides[1]) == 3 else None),
    )
    return replace(
        state,
        hands=(tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        deck=tuple(deck),
        stones=tuple(stones),
        phase=phase,
    )


def revealed_app(**fields: str) -> App:
    app = make_app()
    start_game(app, **fields)
    app.handle("reveal")
    return app


def test_place_a_card_then_take_it_back() -> None:
    app = revealed_app()
    game = app.c.play.game
    assert game is not None
    card = board_model(seen(game)).hand[0]
    app.handle("select", card)
    board = board_model(seen(game))
    assert all(s.mine.placeable for s in board.stones)  # every stone is open at the start
    html = page(app)
    assert 'aria-pressed="true"' in html and f"Place {EN.card(card)} on stone 1" in html

    effects = app.handle("place", "4")
    assert any("placed on stone 5" in getattr(x, "text", "") for x in effects)
    board = board_model(seen(game))
    assert card not in board.hand
    assert board.stones[4].mine.cards == (card,)
    assert board.can_undo and board.can_end
    assert 'data-intent="undo"' in page(app)

    app.handle("undo")
    board = board_model(seen(game))
    assert card in board.hand and board.stones[4].mine.cards == ()
    assert not board.can_undo and not board.can_end


def test_legal_sides_highlighted_others_disabled() -> None:
    app = make_app()
    start_game(app)
    game = app.c.play.game
    assert game is not None
    game.state = with_sides(game.state, 2, "R1 R2 R3", "", Phase.PLAY)
    app.handle("reveal")
    app.handle("select", board_model(seen(game)).hand[0])
    html = page(app)
    side2 = re.search(r'<button[^>]*id="side-2"[^>]*>', html)
    side3 = re.search(r'<button[^>]*id="side-3"[^>]*>', html)
    assert side2 and side3
    assert "disabled" in side2.group(0) and "placeable" not in side2.group(0)
    assert "placeable" in side3.group(0) and "disabled" not in side3.group(0)


def test_end_turn_is_final_and_hides_every_hand() -> None:
    app = revealed_app()
    game = app.c.play.game
    assert game is not None
    card = board_model(seen(game)).hand[0]
    app.handle("select", card)
    app.handle("place", "0")
    first_hand = [str(c) for c in game.state.hands[0]]
    second_hand = [str(c) for c in game.state.hands[1]]
    app.handle("end-turn")

    html = page(app)
    assert "Pass the tablet to Bob" in html
    assert 'data-intent="select"' not in html and 'class="hand' not in html
    for c in first_hand + second_hand:
        assert EN.card(c) not in html
    assert "Ann played " + EN.card(card) + " on stone 1." in html  # what just happened

    app.handle("reveal")
    html = page(app)
    assert "Bob's turn" in html
    hand_after_draw = [str(c) for c in game.state.hands[0]]
    for c in hand_after_draw:  # Ann's hand, including the card she drew, is absent
        assert EN.card(c) not in html and f"hand-{c}" not in html
    for c in second_hand:
        assert f'id="hand-{c}"' in html
    assert not board_model(seen(game)).can_undo
    app.handle("undo")
    assert board_model(seen(game)).stones[0].mine.cards == ()  # Bob's side; Ann's card stays
    assert board_model(seen(game)).stones[0].theirs.cards == (card,)


def test_refused_early_claim_names_a_beating_completion() -> None:
    app = make_app()
    start_game(app)
    game = app.c.play.game
    assert game is not None
    game.state = with_sides(game.state, 0, "R1 O2 Y4", "G5", Phase.AFTER_PLAY)
    app.handle("reveal")
    stone = board_model(seen(game)).stones[0]
    assert stone.claim_offered and not stone.claimable
    effects = app.handle("claim", "0")
    assert game.state.stones[0].claimed_by is None
    text = " ".join(getattr(x, "text", "") for x in effects)
    assert "You cannot prove stone 1 yet: Bob could still complete their side as Green 5" in text
    assert "which beats your sum, 7" in text
    html = page(app)
    assert "Green 5" in html and "tone-error" in html


def test_claim_a_won_stone() -> None:
    app = make_app()
    start_game(app)
    game = app.c.play.game
    assert game is not None
    game.state = with_sides(game.state, 3, "R7 R8 R9", "", Phase.AFTER_PLAY)
    app.handle("reveal")
    assert board_model(seen(game)).stones[3].claimable
    assert "Claim stone 4: you can win it" in page(app)
    app.handle("claim", "3")
    assert game.state.stones[3].claimed_by == 0
    assert "Claimed by Ann" in page(app)
    assert "won-mine" in page(app)


def test_expert_claims_come_before_the_card() -> None:
    app = make_app()
    start_game(app, timing="expert")
    game = app.c.play.game
    assert game is not None
    game.state = with_sides(game.state, 5, "R7 R8 R9", "", Phase.PLAY)
    app.handle("reveal")
    board = board_model(seen(game))
    assert board.stones[5].claimable
    assert "Expert timing: claim stones now" in page(app)
    app.handle("select", board.hand[0])
    app.handle("place", "0")
    effects = app.handle("claim", "5")
    assert game.state.stones[5].claimed_by is None
    assert any(
        "claims are made at the start of your turn" in getattr(x, "text", "") for x in effects
    )
    app.handle("undo")
    effects = app.handle("claim", "5")
    assert game.state.stones[5].claimed_by == 0
    # the card is still to be played: the keyboard goes to the hand, not to a disabled button
    first = game.state.hands[0][0]
    assert any(getattr(x, "element_id", None) == f"hand-{first}" for x in effects), effects
    assert f'id="hand-{first}"' in page(app)


def test_whole_round_then_next_round_then_rematch() -> None:
    app = make_app()
    start_game(app, rounds="2", first="p1")
    game = app.c.play.game
    assert game is not None
    play_round(app)
    html = page(app)
    winner = round_over_model(seen(game, seat=0)).winner
    assert winner is not None
    name = ("Ann", "Bob")[winner]
    assert f"Round 1: {name} wins" in html
    assert ("three adjacent stones" in html) or ("five stones" in html)
    for p in (0, 1):  # both hands revealed
        for c in game.state.hands[p]:
            assert EN.card(str(c)) in html
    assert round_over_model(seen(game, seat=0)).points[winner] == 5
    assert 'data-intent="next-round"' in html

    app.handle("next-round")
    assert game.state.round_no == 1 and game.state.starting_player == 1  # house rule
    assert "Pass the tablet to Bob" in page(app)
    play_round(app)
    html = page(app)
    assert game.state.phase is Phase.MATCH_OVER
    assert "wins the match" in html or "The match is a draw" in html
    assert 'data-intent="rematch"' in html

    old_id = app.c.play.entry.id if app.c.play.entry else None
    app.handle("rematch")
    assert app.c.play.game is not None and app.c.play.game.state.round_no == 0
    assert app.c.play.entry is not None and app.c.play.entry.id != old_id
    assert len(app.shared.repo.entries()) == 2  # the finished match stays listed
    assert any(e.finished for e in app.shared.repo.entries())


def test_pass_only_when_nothing_can_be_placed() -> None:
    app = revealed_app()
    game = app.c.play.game
    assert game is not None
    assert not board_model(seen(game)).can_pass
    effects = app.handle("pass")
    assert game.state.phase is Phase.PLAY
    assert any("cannot pass" in getattr(x, "text", "") for x in effects)


def test_game_log_names_players_and_moves() -> None:
    app = revealed_app()
    for _ in range(3):
        play_turn(app)
    app.handle("reveal")
    html = page(app)
    assert "Game log" in html and "Ann played" in html and "Bob played" in html


def test_every_control_has_an_accessible_name() -> None:
    app = make_app()
    screens = [app.render()]
    start_game(app)
    screens.append(app.render())  # hand-over
    app.handle("reveal")
    app.handle("select", board_model(seen(app.c.play.game)).hand[0] if app.c.play.game else "")
    screens.append(app.render())
    for target in ("rules", "settings", "saves", "new", "start"):
        app.handle("go", target)
        screens.append(app.render())
    app.handle("continue")
    play_round(app)
    screens.append(app.render())
    for html in screens:
        page = Inspector(html)
        assert page.buttons
        for b in page.buttons:
            assert Inspector.name(b), b
            if b.get("type") == "button":
                assert b.get("data-intent"), b
        for field in page.inputs:
            assert field.get("id") in page.label_for, field
        assert len(page.ids) == len(set(page.ids))
