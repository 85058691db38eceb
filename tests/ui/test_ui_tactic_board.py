"""Tactic cards played on the table: after choosing a ruse or a mode, the legal stones, cards
and destinations are lit on the board itself and tapped there.

For each ruse and mode: the lit targets are exactly the engine's legal choices (nothing that is
not legal is lit: claimed stones, elite troops for the Traitor, the Strategist's own stone), the
chosen card is marked, the preview shows the stone as the engine leaves it, a sequence of taps
on the board's targets plays the same engine action as the choices of the old panel, and Cancel
leaves the game as it was. The Recruiter's drawn cards are marked in the hand and the cards
returned by tapping them there."""

from __future__ import annotations

from dataclasses import replace
from html import unescape

import pytest
from test_ui_tactics import position, tactical_app
from ui_kit import Inspector

from schotten.actions import (
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
)
from schotten.cards import CLAN_CARDS, Card
from schotten.rules import apply, legal_actions
from schotten.state import GameState, Phase
from schotten.tactics import Tactic
from ui.app import App
from ui.effects import Focus
from ui.flow import choices_of
from ui.game import LinkedGame
from ui.i18n import LANGUAGES, Translator
from ui.locales import en

Button = dict[str, str | None]
CLAN = frozenset(CLAN_CARDS)


def targets(app: App) -> dict[str, Button]:
    """The lit targets of the page: every element carrying ``data-target``, by intent arg."""
    lit = [b for b in Inspector(app.render()).buttons if b.get("data-target")]
    assert all(b.get("data-intent") == "tactic-pick" for b in lit), lit
    assert all("disabled" not in b for b in lit)
    return {str(b["data-arg"]): b for b in lit}


def legal(state: GameState, card: Tactic) -> list[Action]:
    kinds = {
        Tactic.BLIND: Mode,
        Tactic.MUD: Mode,
        Tactic.STRATEGIST: Strategist,
        Tactic.BANSHEE: Banshee,
        Tactic.TRAITOR: Traitor,
        Tactic.RECRUITER: Recruit,
    }
    out = [a for a in legal_actions(state) if isinstance(a, kinds[card])]
    if isinstance(out[0], Mode):
        out = [a for a in out if isinstance(a, Mode) and a.mode == card]
    return out


def next_args(actions: list[Action], picks: list[str]) -> set[str]:
    """The intent args of the next choice of every legal action that starts with ``picks``."""
    n = len(picks)
    return {
        choices_of(a)[n].arg
        for a in actions
        if [c.arg for c in choices_of(a)[:n]] == picks and len(choices_of(a)) > n
    }


def play_by_taps(app: App, card: str, picks: list[str]) -> GameState:
    """Chooses ``card`` in the hand, then taps each pick among the lit targets (checking at each
    step that exactly the engine's legal choices are lit), then Confirm."""
    game = app.c.play.game
    assert game is not None
    actions = legal(game.state, Tactic(card))
    app.handle("select", card)
    done: list[str] = []
    for arg in picks:
        lit = targets(app)
        assert set(lit) == next_args(actions, done), (done, sorted(lit))
        assert arg in lit
        app.handle("tactic-pick", arg)
        done.append(arg)
    assert targets(app) == {}  # complete: nothing more to choose
    effects = app.handle("tactic-confirm")
    assert game.flow is None or game.flow.card == "RETURN", effects
    return game.state


def position_of(app: App, hand: str, stones: dict[int, tuple[str, str]], **kw: object) -> GameState:
    state = position(app, hand, stones, **kw)  # type: ignore[arg-type]
    assert app.c.play.game is not None
    return state


def claim_stone(app: App, stone: int, by: int = 1) -> GameState:
    """Stone ``stone`` claimed (closed to every tactic card)."""
    assert app.c.play.game is not None
    st = app.c.play.game.state
    stones = list(st.stones)
    stones[stone] = replace(stones[stone], claimed_by=by)
    app.c.play.game.state = replace(st, stones=tuple(stones))
    return app.c.play.game.state


SIDES = {
    0: ("R7 R8", "B1 B2 B3"),  # claimed below: nothing on it is lit
    2: ("R9", "B9 JOKER"),
    4: ("G1 G2", "Y1 SPY"),
    6: ("P1 P2 P3", "O4"),  # Ann's side complete: no destination
}


def chosen(card: str, hand: str = "") -> App:
    """Ann holds ``hand`` (by default six clan cards and ``card``), stone 1 is claimed, and she
    has chosen ``card``: its targets are lit."""
    app = tactical_app()
    position_of(app, hand or f"R1 R2 R3 B4 B5 G6 {card}", SIDES)
    claim_stone(app, 0)
    app.handle("select", card)
    return app


@pytest.mark.parametrize(
    ("card", "picks"),
    [
        ("BANSHEE", ["JOKER@2"]),
        ("BANSHEE", ["Y1@4"]),
        ("TRAITOR", ["B9@2", "5"]),
        ("STRATEGIST", ["R9@2", "4"]),
        ("STRATEGIST", ["G2@4", "discard"]),
        ("BLIND", ["3"]),
        ("MUD", ["6"]),
    ],
)
def test_taps_on_the_board_play_the_engine_action_of_the_old_panel(
    card: str, picks: list[str]
) -> None:
    app = tactical_app()
    position_of(app, f"R1 R2 R3 B4 B5 G6 {card}", SIDES)
    before = claim_stone(app, 0)
    actions = legal(before, Tactic(card))
    # the old panel's choices named this action; the engine applies it to the same position
    (expected,) = [a for a in actions if [c.arg for c in choices_of(a)] == picks]
    after = play_by_taps(app, card, picks)
    assert after.history[-1].action == expected
    assert after == apply(before, expected)
    assert after.phase is Phase.AFTER_PLAY


def test_nothing_illegal_is_lit() -> None:
    app = chosen("BANSHEE", "R1 R2 R3 B4 B5 BANSHEE TRAITOR")
    lit = targets(app)
    # the opponent's cards on open stones, elite troops too; none on the claimed stone 0,
    # none of Ann's own cards
    assert set(lit) == {"B9@2", "JOKER@2", "Y1@4", "SPY@4", "O4@6"}
    html = app.render()
    assert 'id="flow-B1-at-0"' not in html and 'id="flow-R9-at-2"' not in html
    # the panel lists no dead options any more: the board is the input
    assert 'class="btn choice-btn flow-opt"' not in html
    app.handle("tactic-cancel")
    app.handle("select", "TRAITOR")
    assert "SPY@4" not in targets(app) and "JOKER@2" not in targets(app)  # clan cards only
    app.handle("tactic-pick", "B9@2")
    # destinations: Ann's sides with room on open stones (not 0: claimed; not 6: complete)
    assert set(targets(app)) == {"1", "2", "3", "4", "5", "7", "8"}


def test_the_strategist_offers_neither_its_own_stone_nor_a_full_side() -> None:
    app = chosen("STRATEGIST")
    assert set(targets(app)) == {"R9@2", "G1@4", "G2@4", "P1@6", "P2@6", "P3@6"}
    app.handle("tactic-pick", "R9@2")
    lit = targets(app)
    assert "2" not in lit and "6" not in lit and "0" not in lit
    assert lit["discard"]["id"] == "flow-discard"  # the pile: in the panel, lit the same way


def test_the_chosen_card_is_marked_and_the_result_previewed_before_confirm() -> None:
    app = tactical_app()
    position_of(app, "R1 R2 R3 B4 B5 G6 STRATEGIST", SIDES)
    app.handle("select", "STRATEGIST")
    app.handle("tactic-pick", "R9@2")
    html = unescape(app.render())
    col = html.split('id="col-2">', 1)[1].split('<li class="stone-col')[0]
    assert 'class="card c-R chosen"' in col and "Red 9 (your choice)" in col
    assert "flow-preview" not in html  # not complete yet
    app.handle("tactic-pick", "4")
    html = unescape(app.render())
    preview = html.split('id="flow-preview"', 1)[1].split("</div></li></ul></div>")[0]
    # the engine's result: stone 3 without the Red 9, stone 5 with it (a sum of 12)
    assert "Stone 3, your side: no cards" in preview
    assert "Stone 5, your side: Green 1, Green 2, Red 9, sum, 12" in preview
    assert "Stone 5, your opponent's side: Yellow 1, Spy" in preview
    col = html.split('id="col-4">', 1)[1].split('<li class="stone-col')[0]
    assert 'class="side mine chosen"' in col and "(your choice)" in col
    assert app.c.play.game is not None and app.c.play.game.state.stones[4].sides[0] == (
        Card.parse("G1"),
        Card.parse("G2"),
    )  # nothing played before Confirm


def test_a_mode_lights_the_open_stones_and_previews_the_mode() -> None:
    app = chosen("MUD")
    lit = targets(app)
    assert set(lit) == {str(i) for i in range(1, 9)}
    assert lit["3"]["class"] == "stone-target target"
    assert Inspector.name(lit["3"]) == "Stone 4, can be chosen"
    app.handle("tactic-pick", "3")
    html = unescape(app.render())
    assert 'class="stone-col aiming picked" data-stone="3"' in html
    assert "Mud Fight on this stone" in html.split('id="flow-preview"', 1)[1]


def test_cancel_and_back_restore_the_table() -> None:
    app = tactical_app()
    before = position_of(app, "R1 R2 R3 B4 B5 G6 TRAITOR", SIDES)
    clean = app.render()
    app.handle("select", "TRAITOR")
    first = targets(app)
    app.handle("tactic-pick", "B9@2")
    app.handle("tactic-back")
    assert targets(app) == first
    app.handle("tactic-pick", "B9@2")
    app.handle("tactic-pick", "5")
    effects = app.handle("tactic-cancel")
    assert (
        app.c.play.game is not None
        and app.c.play.game.state == before
        and app.c.play.game.flow is None
    )
    assert Focus("hand-TRAITOR") in effects
    assert targets(app) == {}
    assert app.render() == clean  # the board exactly as before: no ring, no mark, claims back


def test_keyboard_focus_goes_to_the_first_lit_target_the_only_tab_stop() -> None:
    app = tactical_app()
    position_of(app, "R1 R2 R3 B4 B5 G6 BANSHEE", SIDES)
    claim_stone(app, 0)
    effects = app.handle("select", "BANSHEE")
    assert Focus("flow-B9-at-2") in effects
    lit = targets(app)
    assert [a for a, b in lit.items() if b.get("tabindex") != "-1"] == ["B9@2"]
    text = [str(x) for x in effects]
    assert any("marked" in x and "arrow keys" in x for x in text)
    effects = app.handle("tactic-pick", "JOKER@2")
    assert Focus("flow-confirm") in effects  # complete: Confirm is next


def test_the_recruiter_marks_its_cards_in_the_hand_and_takes_returns_from_there() -> None:
    app = tactical_app()
    position_of(app, "R1 R2 R3 B4 B5 G6 RECRUITER", {})
    game = app.c.play.game
    assert game is not None
    drawn_from = game.state.deck[:2] + game.state.tactic_deck[:1]
    app.handle("select", "RECRUITER")
    assert targets(app) == {}  # the draws are chosen in the panel
    assert "flow-2-1" in {b.get("id") for b in Inspector(app.render()).buttons}
    effects = app.handle("tactic-pick", "2-1")
    assert Focus("flow-confirm") in effects
    effects = app.handle("tactic-confirm")
    assert game.state.phase is Phase.RETURN
    hand = [str(c) for c in game.state.hands[0]]
    assert Focus(f"hand-{hand[0]}") in effects
    buttons = {b.get("id"): b for b in Inspector(app.render()).buttons}
    for c in hand:
        assert buttons[f"hand-{c}"].get("data-intent") == "tactic-pick"
    marked = {c for c in hand if "drawn" in str(buttons[f"hand-{c}"].get("class"))}
    assert marked == {str(c) for c in drawn_from}
    for c in marked:
        assert "drawn by the Recruiter" in str(buttons[f"hand-{c}"].get("aria-label"))
    expected = Return((Card.parse("R1"), drawn_from[0]))
    assert set(targets(app)) == {str(c) for c in dict.fromkeys(game.state.hands[0])}
    app.handle("tactic-pick", "R1")
    html = unescape(app.render())
    assert 'aria-label="Red 1, to put back, number 1"' in html  # marked, no longer a button
    assert "R1" not in targets(app)
    app.handle("tactic-pick", str(drawn_from[0]))
    assert targets(app) == {}
    before = game.state
    app.handle("tactic-confirm")
    assert game.state.history[-1].action == expected
    assert game.state == apply(before, expected)
    assert game.state.phase is Phase.AFTER_PLAY


def test_the_recruiters_cards_are_marked_after_a_reload() -> None:
    """In phase RETURN after a reload, the drawn cards come from the engine's replay of the
    game (the player saw them)."""
    from schotten.options import Options
    from schotten.rules import new_game

    state = new_game(Options(variant="tactical", first_player=0, names=("Ann", "Bob")), seed=3)
    for _ in range(60):  # clan cards only, drawing tactic cards, until a Recruiter is playable
        recruit = [a for a in legal_actions(state) if isinstance(a, Recruit)]
        if recruit:
            break
        place = [a for a in legal_actions(state) if isinstance(a, Place) and a.card in CLAN]
        state = apply(state, place[0] if place else Pass())
        ends = [a for a in legal_actions(state) if isinstance(a, EndTurn)]
        state = apply(state, next((a for a in ends if a.draw == "tactic"), ends[0]))
    else:
        pytest.fail("no Recruiter in this deal")
    p = state.current_player
    after = apply(state, recruit[0])
    app = tactical_app()
    assert app.c.play.game is not None
    app.c.play.game.state = after
    app.c.play.game.handover = False
    app.c.play.game.fixed_viewer = None
    drawn = [c for c in after.hands[p] if c not in state.hands[p]]
    assert drawn and app.c.play.game.recruited() == tuple(drawn)
    # a game on two devices holds a masked position, not dealt from its seed: after a reload
    # it marks no card rather than cards of another deal (this one would replay, and the seed
    # is not read)
    masked = LinkedGame(after, ("Ann", "Bob"), handover=False)
    assert masked.recruited() == ()


def test_the_words_exist_in_every_language() -> None:
    keys = [k for k in en.STRINGS if k.startswith("tboard.")] + [
        k
        for k in __import__("ui.locales.tactics_en", fromlist=["STRINGS"]).STRINGS
        if k.startswith("tboard.")
    ]
    assert len(keys) >= 12
    for lang in LANGUAGES:
        t = Translator(lang)
        for key in keys:
            assert t(key, n=1, card="BANSHEE") != key, (lang, key)
    app = tactical_app()
    app.handle("language", "fr")
    position_of(app, "R1 R2 R3 B4 B5 G6 BANSHEE", SIDES)
    app.handle("select", "BANSHEE")
    assert Inspector.name(targets(app)["B9@2"]) == "Bleu 9 sur la borne 3, choix possible"
