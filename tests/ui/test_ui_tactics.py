"""The tactical variant on the screens: the guided play of each tactic card, cancel, disabled
choices, reasons, the deck choice at the end of the turn, modes, elite troops, the discard pile,
a stalemate and a drawn round."""

from __future__ import annotations

from dataclasses import replace
from html import unescape

from ui_kit import Inspector, make_app, start_game

from schotten.cards import Card
from schotten.claims import claim_verdict
from schotten.state import GameState, Phase, Stone
from schotten.tactics import Tactic, parse_card
from ui.app import App
from ui.i18n import LANGUAGES, Translator, tactic_face
from ui.render.cards import hand_face
from ui.render.html import e

TACTICS = (
    "JOKER",
    "SPY",
    "SHIELD",
    "BLIND",
    "MUD",
    "RECRUITER",
    "STRATEGIST",
    "BANSHEE",
    "TRAITOR",
)


def page(app: App) -> str:
    return unescape(app.render())


def tactical_app() -> App:
    app = make_app()
    start_game(app, variant="tactical")
    app.handle("reveal")
    return app


def position(
    app: App,
    hand: str,
    stones: dict[int, tuple[str, str]] | None = None,
    modes: dict[int, tuple[str, ...]] | None = None,
    played: tuple[str, str] = ("", ""),
) -> GameState:
    """Player 0 to play with ``hand``; ``stones`` gives (mine, theirs) per stone."""
    game = app.c.play.game
    assert game is not None
    state = game.state
    wanted = [parse_card(x) for x in hand.split()]
    on_table: list = []
    sides_by_stone = {}
    for i, (a, b) in (stones or {}).items():
        sa = tuple(parse_card(x) for x in a.split())
        sb = tuple(parse_card(x) for x in b.split())
        sides_by_stone[i] = (sa, sb)
        on_table += list(sa) + list(sb)
    used = wanted + on_table + [Tactic(x) for x in " ".join(played).split()]
    deck = [c for c in state.deck + state.hands[0] + state.hands[1] if c not in used]
    tdeck = list(
        Tactic(x)
        for x in (
            [
                "JOKER",
                "JOKER",
                "SPY",
                "SHIELD",
                "BLIND",
                "MUD",
                "RECRUITER",
                "STRATEGIST",
                "BANSHEE",
                "TRAITOR",
            ]
        )
    )
    for c in used:
        if isinstance(c, Tactic):
            tdeck.remove(c)
    other = [deck.pop() for _ in range(7)]
    st = list(state.stones)
    for i, (sa, sb) in sides_by_stone.items():
        size = 4 if modes and "MUD" in modes.get(i, ()) else 3
        st[i] = Stone(
            sides=(sa, sb),
            completed_at=(0 if len(sa) == size else None, 1 if len(sb) == size else None),
            modes=tuple(Tactic(m) for m in (modes or {}).get(i, ())),
        )
    for i, ms in (modes or {}).items():
        if i not in sides_by_stone:
            st[i] = Stone(sides=((), ()), modes=tuple(Tactic(m) for m in ms))
    new = replace(
        state,
        current_player=0,
        phase=Phase.PLAY,
        hands=(tuple(wanted), tuple(other)),
        deck=tuple(deck),
        stones=tuple(st),
        tactic_deck=tuple(tdeck),
        played=tuple(tuple(Tactic(x) for x in p.split()) for p in played),  # type: ignore[arg-type]
    )
    game.state = new
    game.handover = False
    game._flow = None
    return new


def buttons(app: App) -> dict[str, dict[str, str | None]]:
    return {str(b.get("id")): b for b in Inspector(app.render()).buttons if b.get("id")}


def test_new_game_form_offers_the_variant_and_hands_of_seven() -> None:
    app = make_app()
    app.handle("go", "new")
    html = page(app)
    assert 'name="variant"' in html and "Tactical" in html
    start_game(app, variant="tactical")
    assert app.c.play.game is not None
    assert app.c.play.game.state.options.rules.tactics
    assert len(app.c.play.game.state.hands[0]) == 7
    app.handle("reveal")
    html = page(app)
    assert "Tactic deck: 10" in html and "Discard pile (0)" in html


def test_tactic_cards_look_different_and_say_what_they_do() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 MUD TRAITOR")
    html = app.render()
    assert 'class="card tactic t-mode' in html and 'class="card tactic t-ruse' in html
    b = buttons(app)
    assert b["hand-MUD"].get("aria-label") == "Mud Fight"
    text = unescape(html)
    # the rule shows beside the chosen card (here in its guided play), not in a list
    assert "4 cards a side on this stone" not in text
    # the Traitor has no target: the reason is shown next to the card
    assert "no clan card of your opponent can be taken" in text
    app.handle("select", "MUD")
    assert "4 cards a side on this stone" in unescape(app.render())


def test_mode_flow_choose_a_stone_disabled_ones_then_confirm() -> None:
    app = tactical_app()
    st = position(app, "R1 R2 R3 B4 B5 G6 MUD", {0: ("R7 R8 R9", "B1 B2 B3")})
    app.c.play.game.state = replace(  # stone 0 claimed: it can't take a mode
        st, stones=(replace(st.stones[0], claimed_by=0), *st.stones[1:])
    )
    app.handle("select", "MUD")
    b = buttons(app)
    assert "flow-0" not in b  # a claimed stone is not lit (tactic play on the board)
    assert "disabled" not in b["flow-3"]
    assert "flow-confirm" not in b
    app.handle("tactic-pick", "3")
    b = buttons(app)
    assert "flow-confirm" in b and "flow-cancel" in b
    app.handle("tactic-confirm")
    state = app.c.play.game.state
    assert state.stones[3].modes == (Tactic.MUD,)
    assert state.phase is Phase.AFTER_PLAY
    html = page(app)
    assert "Mud Fight on this stone" in html
    # the stone now shows 4 slots on each side
    col = html.split('id="col-3">', 1)[1].split('<li class="stone-col')[0]
    assert col.count('class="slot"') == 8
    # the end of the turn asks which deck
    b = buttons(app)
    assert "btn-end-clan" in b and "btn-end-tactic" in b
    app.handle("end-turn", "tactic")
    assert len(app.c.play.game.state.hands[0]) == 7
    assert Tactic.JOKER in app.c.play.game.state.hands[0] or any(
        isinstance(c, Tactic) for c in app.c.play.game.state.hands[0]
    )


def test_cancel_and_back_leave_the_game_untouched() -> None:
    app = tactical_app()
    before = position(app, "R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")})
    app.handle("select", "STRATEGIST")
    app.handle("tactic-pick", "R9@2")
    app.handle("tactic-back")
    assert app.c.play.game.flow is not None and app.c.play.game.flow.picks == []
    app.handle("tactic-pick", "R9@2")
    app.handle("tactic-cancel")
    assert app.c.play.game.flow is None
    assert app.c.play.game.state == before
    assert "flow-confirm" not in buttons(app)


def test_strategist_moves_or_discards_own_card() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")})
    app.handle("select", "STRATEGIST")
    b = buttons(app)
    assert "flow-R9-at-2" in b and "flow-B9-at-2" not in b  # only own cards
    app.handle("tactic-pick", "R9@2")
    b = buttons(app)
    assert "flow-2" not in b and "flow-discard" in b and "flow-5" in b
    app.handle("tactic-pick", "5")
    app.handle("tactic-confirm")
    s = app.c.play.game.state
    assert s.stones[5].sides[0] == (Card.parse("R9"),) and s.stones[2].sides[0] == ()
    assert s.discard == (Tactic.STRATEGIST,)
    assert "Discard pile (1)" in page(app)


def test_strategist_to_discard() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")})
    app.handle("select", "STRATEGIST")
    app.handle("tactic-pick", "R9@2")
    app.handle("tactic-pick", "discard")
    app.handle("tactic-confirm")
    assert Card.parse("R9") in app.c.play.game.state.discard


def test_banshee_discards_an_opponent_card() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 BANSHEE", {4: ("R9", "B9 JOKER")})
    app.handle("select", "BANSHEE")
    b = buttons(app)
    assert "flow-B9-at-4" in b and "flow-JOKER-at-4" in b and "flow-R9-at-4" not in b
    app.handle("tactic-pick", "JOKER@4")
    app.handle("tactic-confirm")
    assert app.c.play.game.state.stones[4].sides[1] == (Card.parse("B9"),)


def test_traitor_takes_a_clan_card_not_an_elite_troop() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 TRAITOR", {4: ("R9", "B9 SPY")})
    app.handle("select", "TRAITOR")
    b = buttons(app)
    assert "flow-SPY-at-4" not in b  # an elite troop: not lit
    assert "disabled" not in b["flow-B9-at-4"]
    app.handle("tactic-pick", "SPY@4")  # refused quietly
    assert app.c.play.game.flow.picks == []
    app.handle("tactic-pick", "B9@4")
    app.handle("tactic-pick", "6")
    app.handle("tactic-confirm")
    assert app.c.play.game.state.stones[6].sides[0] == (Card.parse("B9"),)


def test_recruiter_draws_then_puts_two_back() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 RECRUITER")
    app.handle("select", "RECRUITER")
    b = buttons(app)
    assert {"flow-3-0", "flow-2-1", "flow-1-2", "flow-0-3"} <= set(b)
    app.handle("tactic-pick", "2-1")
    app.handle("tactic-confirm")
    game = app.c.play.game
    assert game.state.phase is Phase.RETURN
    assert len(game.state.hands[0]) == 9
    html = page(app)
    assert "Recruiter: put cards back" in html
    assert "flow-cancel" not in buttons(app)  # cards were seen: no way back
    app.handle("tactic-pick", "R1")
    app.handle("tactic-pick", "R2")
    app.handle("tactic-confirm")
    assert game.state.phase is Phase.AFTER_PLAY
    assert len(game.state.hands[0]) == 7
    assert not game.can_undo()


def test_elite_troops_are_placed_like_clan_cards_and_show_what_they_count_as() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 JOKER", {1: ("R8 R9", "B1 B2 B3")})
    app.handle("select", "JOKER")
    b = buttons(app)
    assert "disabled" not in b["side-1"]
    app.handle("place", "1")
    assert Tactic.JOKER in app.c.play.game.state.stones[1].sides[0]
    html = page(app)
    assert "Joker counts as Red 7" in html


def test_reasons_for_unplayable_tactic_cards() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 BLIND", played=("SPY", ""))
    app.handle("select", "BLIND")
    assert app.c.play.game.flow is None
    html = page(app)
    assert "you have played 1 tactic card this round and your opponent 0" in html
    position(app, "R1 R2 R3 B4 B5 G6 JOKER", played=("JOKER", "SPY"))
    app.handle("select", "JOKER")
    assert "already played a Joker" in page(app)
    for lang in LANGUAGES:
        t = Translator(lang)
        for code in ("tactic_limit", "second_joker", "no_free_slot", "no_own_card"):
            assert t(f"tactic.reason.{code}") != f"tactic.reason.{code}"


def test_pass_uses_legal_actions_with_only_tactic_cards() -> None:
    app = tactical_app()
    position(app, "TRAITOR BANSHEE", played=("SPY", ""))
    b = buttons(app)
    assert "btn-pass" in b
    app.handle("pass")
    assert app.c.play.game.state.passes == 1


def test_every_tactical_control_is_a_named_button() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 STRATEGIST", {2: ("R9", "B9")})
    app.handle("select", "STRATEGIST")
    for b in Inspector(app.render()).buttons:
        assert Inspector.name(b), b
    app.handle("go", "rules")
    html = page(app)
    for c in TACTICS:
        assert f"rules-tactic-{c}" in html
    assert "a ruse with no legal effect cannot be played" in html.lower() or "legal effect" in html
    assert "House rule" in html or "house rule" in html.lower()


def test_log_tells_tactic_plays_in_words() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 BANSHEE", {4: ("R9", "B9")})
    app.handle("select", "BANSHEE")
    app.handle("tactic-pick", "B9@4")
    app.handle("tactic-confirm")
    assert "Ann played the Banshee: Blue 9 discarded from stone 5." in page(app)


def test_stalemate_ends_in_a_drawn_round() -> None:
    app = tactical_app()
    state = position(app, "TRAITOR BANSHEE")
    app.c.play.game.state = replace(state, passes=1)
    app.handle("pass")
    assert app.c.play.game.state.passes == 2
    assert "nobody can claim: end the turn to end the round" in page(app)
    app.handle("end-turn")
    assert app.c.play.game.round_over
    html = page(app)
    assert "The match is a draw" in html  # a one-round match
    assert "the stones held were counted" in html


def test_refused_claim_names_what_elite_troops_would_count_as() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 G6 Y7", {0: ("P6 P7 P8", "JOKER G9")})
    game = app.c.play.game
    game.state = replace(game.state, phase=Phase.AFTER_PLAY)
    app.handle("claim", "0")
    assert game.message is not None
    text = page(app)
    assert game.message.key == "verdict.opponent_can_beat_elites"
    assert "Joker (on the table), Green 9 (on the table), Green 7 (colour-run, 24)" in text
    assert "Joker counts as Green 8" in text


# --- tactic cards say what they are and whether they can be played; claims (#44) -------------


def hand_item(html: str, card: str) -> str:
    """The ``<li>`` of the hand that holds ``card``'s button."""
    start = html.rindex("<li>", 0, html.index(f'id="hand-{card}"'))
    return html[start : html.index("</li>", start) + len("</li>")]


def test_a_tactic_card_in_the_hand_shows_its_name_on_its_face() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 BLIND MUD")
    html = page(app)
    for card, name in (("BLIND", "Blind-Man's Bluff"), ("MUD", "Mud Fight")):
        face = f'<span class="tactic-name" data-name="{name}" aria-hidden="true"></span>'
        assert face in hand_item(html, card), card
    for lang in LANGUAGES:  # the face's name is the card's name, with places where it may break
        t = Translator(lang)
        for card in TACTICS:
            face = tactic_face(lang, card) or t.card(card)
            assert face.replace("\u00ad", "") == t.card(card), (lang, card)
            assert f'class="tactic-name" data-name="{e(face)}"' in hand_face(card, t)


def test_an_unplayable_tactic_card_is_marked_and_says_why_in_its_name_and_beside_it() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 BLIND MUD", played=("SPY", ""))  # one tactic card ahead
    b = buttons(app)
    for card, name in (("BLIND", "Blind-Man's Bluff"), ("MUD", "Mud Fight")):
        button = b[f"hand-{card}"]
        assert "unplayable" in str(button.get("class")).split(), card
        label = str(button.get("aria-label"))
        assert label.startswith(f"{name}. Cannot be played yet: you have played 1 tactic card")
        assert label.endswith("you may be at most one tactic card ahead.")
        assert "disabled" not in button and button.get("draggable") is None  # a tap says why
        assert 'class="unplayable-mark"' in hand_item(page(app), card)
    assert "unplayable" not in str(b["hand-R1"].get("class"))
    assert 'id="hand-reason"' not in page(app)
    app.handle("select", "MUD")
    html = page(app)
    item = hand_item(html, "MUD")
    reason = (
        "Mud Fight cannot be played yet: you have played 1 tactic card this round and your "
        "opponent 0; you may be at most one tactic card ahead."
    )
    assert 'id="hand-reason"' in item and reason in item  # beside the card tapped
    assert 'id="message"' not in html  # not at the top of the screen
    assert "hand-reason" in str(buttons(app)["hand-MUD"].get("aria-describedby"))
    app.handle("dismiss")
    assert 'id="hand-reason"' not in page(app)


def test_a_playable_tactic_card_is_not_marked() -> None:
    app = tactical_app()
    position(app, "R1 R2 R3 B4 B5 MUD TRAITOR")  # the Traitor has no clan card to take
    b = buttons(app)
    assert "unplayable" not in str(b["hand-MUD"].get("class"))
    assert b["hand-MUD"].get("aria-label") == "Mud Fight"
    assert "unplayable" in str(b["hand-TRAITOR"].get("class"))
    assert "no clan card of your opponent" in str(b["hand-TRAITOR"].get("aria-label"))
    assert page(app).count('class="unplayable-mark"') == 1


def stone_item(html: str, stone: int) -> str:
    """A stone's ``<li>``, from its opening tag (its classes) to its end."""
    start = html.rindex("<li", 0, html.index(f'id="col-{stone}"'))
    return html[start : html.index("</li>", start)]


def test_claims_provable_or_not_keep_the_stones_number_and_badges() -> None:
    app = tactical_app()
    state = position(
        app,
        "R7 R1 R2 R3 B4 B5 G6",
        {0: ("R8 R9", "B1 B2 B3"), 2: ("Y1 Y2 G3", "B9")},
        modes={0: ("BLIND",)},
    )
    app.handle("select", "R7")
    app.handle("place", "0")
    assert app.c.play.game is not None and app.c.play.game.state.phase is Phase.AFTER_PLAY
    after = app.c.play.game.state
    assert claim_verdict(after, 0, 0).ok and not claim_verdict(after, 0, 2).ok  # the engine's
    html = page(app)
    b = buttons(app)
    won, open_ = stone_item(html, 0), stone_item(html, 2)
    assert "claim-open provable" in won.split(">")[0]
    assert "claim-open" in open_.split(">")[0] and "provable" not in open_.split(">")[0]
    assert "claimable" in str(b["claim-0"].get("class")) and "i-flag" in won
    assert "unproven" in str(b["claim-2"].get("class")) and "i-circle-question-mark" in open_
    assert b["claim-0"].get("aria-label") == "Claim stone 1: you can win it"
    assert b["claim-2"].get("aria-label") == (
        "Claim stone 3: you cannot prove it yet; tap to see why"
    )
    # the number and the badge stay, beside the claim's button
    assert '<span class="stone-num" aria-hidden="true">1</span>' in won
    assert '<span class="stone-num" aria-hidden="true">3</span>' in open_
    assert 'class="mode-badge"' in won and "Blind-Man's Bluff on this stone" in won
    app.handle("claim", "2")  # one tap away: the explanation
    assert "You cannot prove stone 3 yet" in page(app)
    assert state.stones[2].claimed_by is None
