"""The board drawn in regions (``App.render_regions``, ``ui.dom``): when the frame around them
is the same, the page replaces only the regions that changed (and copies the screen's opening
tag's attributes). At every step of whole games, between people and against the computer, in
both variants, that must give the very screen a whole drawing gives."""

from __future__ import annotations

import random
import re

import pytest
from ui_kit import make_app, start_game, tap_random_action

from ui.app import App
from ui.render.html import opening_tag
from ui.render.regions import FIXED, ROOT, Change, Regions, changes


def performed(html: str, last: dict[str, str], steps: list[Change]) -> str:
    """The page's HTML ``html`` (drawn as ``last``) after ``ui.dom`` made ``steps``."""
    on_show = dict(last)  # each region's HTML as the page now holds it
    for step in steps:
        if step.how == "attrs":  # the attributes of the screen's element, as data
            assert opening_tag("section", step.attrs) == step.html
            assert html.startswith(on_show[ROOT])
            html = step.html + html[len(on_show[ROOT]) :]
            on_show[ROOT] = step.html
            continue
        where = on_show[step.target]
        assert where and html.count(where) == 1, step
        if step.how == "replace":
            html = html.replace(where, step.html)
            on_show[step.target] = step.html
        elif step.how == "remove":
            html = html.replace(where, "")
        elif step.how == "after":
            html = html.replace(where, where + step.html)
        else:
            assert step.how == "before"
            html = html.replace(where, step.html + where)
        if step.how in ("after", "before"):
            name = re.match(r'<\w+[^>]* id="([^"]+)"', step.html)
            assert name is not None
            on_show[name.group(1)] = step.html
    return html


class Watch:
    """Checks the regions after every step of the app, as the page would draw them."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.last: Regions | None = None
        self.html = ""
        self.by_regions: list[set[str]] = []
        self.whole = 0

    def check(self) -> None:
        app = self.app
        now = app.render_regions()
        html = app.render()
        if now is None:  # another screen (the hand-over, the round's result): drawn whole
            self.last, self.html = None, html
            return
        assert app.whole(now) == html  # the whole screen from the regions, not built twice
        frame, parts = now.frame, now.parts
        for name, part in parts.items():
            if name == ROOT:
                assert html.startswith(part) and part.startswith("<section ")
            elif not name.startswith(FIXED) and part:  # one element, its id the region's name
                tag = re.match(r"<(\w+)[^>]*>", part)
                assert tag is not None and part.endswith(f"</{tag.group(1)}>"), part[-80:]
                assert f' id="{name}"' in tag.group(0), (name, part[:120])
                assert html.count(part) == 1
        last = self.last
        steps = (
            changes(last.parts, parts, now.root)
            if last is not None and last.frame == frame
            else None
        )
        if last is not None and steps is not None:
            assert performed(self.html, last.parts, steps) == html
            self.by_regions.append({s.target for s in steps if s.how in ("attrs", "replace")})
        else:
            self.whole += 1
        self.last, self.html = now, html

    def handle(self, intent: str, arg: str = "", fields: dict[str, str] | None = None) -> None:
        self.app.handle(intent, arg, fields)
        self.check()

    def bot_turn(self) -> None:
        for _ in range(10_000):
            if not self.app.bot_pending():
                return
            changed, _effects = self.app.bot_step(5)
            if changed:
                self.check()
        raise AssertionError("the computer did not finish its turn")


def person_acts(watch: Watch, rng: random.Random) -> None:
    """One action of the person through the buttons' intents (a claim when one is legal, else
    a random legal action: a card, a tactic card through its guided play, a pass, the end of
    the turn), the board checked after each tap."""
    game = watch.app.c.play.game
    assert game is not None
    if game.handover:
        watch.handle("reveal")
        return
    action = tap_random_action(game.state, watch.handle, rng)
    assert game.state.history[-1].action == action
    if game.show_win:
        watch.handle("see-result")


@pytest.mark.parametrize(
    ("opponent", "variant"),
    [("human", "classic"), ("medium", "classic"), ("easy", "tactical")],
)
def test_drawing_only_the_changed_regions_gives_the_whole_board(
    opponent: str, variant: str
) -> None:
    app = make_app()
    start_game(app, opponent=opponent, variant=variant, first="p1")
    game = app.c.play.game
    assert game is not None
    watch = Watch(app)
    watch.check()
    rng = random.Random(len(opponent + variant))
    for _ in range(600):
        if game.round_over:
            break
        if app.bot_pending():
            watch.bot_turn()
        else:
            person_acts(watch, rng)
    assert game.round_over
    # most drawings of the board were of a few regions, not of the whole table (between
    # people, each turn ends on the hand-over screen, and the board after it is drawn whole)
    assert len(watch.by_regions) > (1 if opponent == "human" else 3) * watch.whole
    placed = [names for names in watch.by_regions if "last-turn" in names or "hand-area" in names]
    assert placed
    assert all(len([n for n in names if n.startswith("col-")]) <= 9 for names in placed)


def test_the_computers_card_redraws_its_stone_alone_among_the_stones() -> None:
    app = make_app()
    start_game(app, opponent="medium", first="p1")
    game = app.c.play.game
    assert game is not None
    watch = Watch(app)
    watch.check()
    placements = 0
    rng = random.Random(5)
    for _ in range(30):
        while not app.bot_pending() and not game.round_over:
            person_acts(watch, rng)
        if game.round_over:
            break
        drawn = len(watch.by_regions)
        watch.bot_turn()
        for names in watch.by_regions[drawn:]:
            stones = {n for n in names if n.startswith("col-")}
            if "last-turn" in names and stones:  # its card on a stone (or a claim)
                # that stone, and the one whose card stops being marked as its last
                assert len(stones) <= 2, names
                placements += 1
            assert "log" not in names or "last-turn" in names
    assert placements >= 3
