"""The card tracker: the 54 clan cards (and the tactic cards) as the player can know them,
exactly the view's public information and their own hand, never the other hand."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from learning_kit import human_turn, run_bot
from ui_kit import make_app, start_game

from schotten.actions import EndTurn, Place
from schotten.cards import CLAN_CARDS, Card
from schotten.tracker import card_tracker
from schotten.views import player_view
from ui.effects import Focus


class Cells(HTMLParser):
    """The tracker's cells (``id="track-R5"`` → its place) and its table headers."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.places: dict[str, str] = {}
        self.headers: list[str | None] = []
        self.tactics: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "td" and (a.get("id") or "").startswith("track-"):
            self.places[str(a["id"])[len("track-") :]] = str(a.get("data-place"))
        if tag == "th":
            self.headers.append(a.get("scope"))
        if tag == "li" and a.get("data-place"):
            self.tactics.append(str(a["data-place"]))


def shown_tracker(app) -> Cells:
    html = app.render()
    assert 'id="tracker"' in html
    return Cells(html)


def check_against_the_view(app) -> None:
    game = app.c.play.game
    seat = game.shown
    view = player_view(game.state, seat)
    cells = shown_tracker(app)
    expected = card_tracker(view)
    assert cells.places == {str(c): place for c, place in expected.clan.items()}
    assert len(cells.places) == 54
    # from the view itself: each card where the view shows it, everything else unseen
    mine = {str(c) for s in view.stones for c in s.sides[seat] if isinstance(c, Card)}
    theirs = {str(c) for s in view.stones for c in s.sides[1 - seat] if isinstance(c, Card)}
    hand = {str(c) for c in view.hand if isinstance(c, Card)}
    discard = {str(c) for c in view.discard if isinstance(c, Card)}
    for card in CLAN_CARDS:
        n = str(card)
        want = (
            "mine"
            if n in mine
            else "theirs"
            if n in theirs
            else "hand"
            if n in hand
            else "discard"
            if n in discard
            else "unseen"
        )
        assert cells.places[n] == want, n
    # never the other hand
    for card in game.state.hands[1 - seat]:
        if isinstance(card, Card):
            assert cells.places[str(card)] == "unseen"
    if game.state.options.rules.tactics:
        assert cells.tactics == [place for _t, place in expected.tactics]


def test_the_tracker_matches_the_view_against_the_computer():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    assert app.handle("tracker") == [Focus("tracker-title")]
    for _ in range(8):
        check_against_the_view(app)
        human_turn(app)
        run_bot(app)
        if app.c.play.game.round_over:
            break


def clan_turn(app) -> None:
    """A turn through the screens with a clan card (either variant), then the end."""
    game = app.c.play.game
    places = [
        a for a in game.view().legal_actions if isinstance(a, Place) and isinstance(a.card, Card)
    ]
    if places:
        app.handle("select", str(places[0].card))
        app.handle("place", str(places[0].stone))
    else:
        app.handle("pass")
    ends = [a for a in game.view().legal_actions if isinstance(a, EndTurn)]
    app.handle("end-turn", ends[0].draw or "" if ends else "")


@pytest.mark.parametrize("variant", ["classic", "tactical"])
def test_the_tracker_matches_the_view_between_people(variant):
    app = make_app()
    start_game(app, variant=variant)
    app.handle("reveal")
    app.handle("tracker")
    for _ in range(10):
        if app.c.play.game.round_over:
            break
        if app.c.play.game.handover:
            assert 'id="tracker"' not in app.render()  # no hand, no tracker
            app.handle("reveal")
        check_against_the_view(app)
        clan_turn(app)


def test_the_tracker_is_a_table_with_headers_and_words():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    app.handle("tracker")
    html = app.render()
    cells = Cells(html)
    assert cells.headers.count("col") == 10 and cells.headers.count("row") == 6
    assert "<caption>" in html and "in hand" in html and "unseen" in html
    assert 'aria-keyshortcuts="t"' in html
    app.handle("tracker")
    assert 'id="tracker"' not in app.render()


def test_each_card_is_drawn_as_its_face_with_its_place():
    app = make_app()
    start_game(app, opponent="easy", first="p1")
    app.handle("tracker")
    html = app.render()
    cells = Cells(html)
    for card, place in cells.places.items():
        cell = html.split(f'id="track-{card}"', 1)[1].split("</td>", 1)[0]
        # the face: the card's colour and value, hidden from screen readers (the headers and
        # the place's word say it)
        assert f'class="card c-{card[0]} track-card" aria-hidden="true"' in cell, card
        assert f'data-value="{card[1:]}"' in cell
        assert app.shared.t(f"tracker.place.{place}") in cell
    # the legend: each place's count beside the same mark as the cards
    legend = html.split('class="tracker-counts"', 1)[1].split("</ul>", 1)[0]
    assert 'class="track-hand"' in legend and 'class="track-unseen"' in legend
