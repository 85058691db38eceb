"""The replay viewer, its links and the review by the computer, through the App as the page
drives it: what each ply shows against the engine's own positions, who may see what, a shared
link's round trip and its refusals, and the review kept with the saved game."""

from __future__ import annotations

import base64
import json
import random
import re
import zlib
from dataclasses import replace
from html import escape, unescape

import pytest
from ui_kit import Inspector, make_app, play_round, start_game

from schotten.actions import Place
from schotten.bots import make_bot, play_match
from schotten.links import FRAGMENT, replay_link
from schotten.options import Options
from schotten.review import VERDICTS, read_review
from schotten.rules import apply, legal_actions, new_game
from schotten.serialize import dumps, loads, to_replay
from schotten.state import GameState, Phase
from ui.app import App, Screen
from ui.effects import Announce, CopyText
from ui.i18n import LANGUAGES, Translator
from ui.replay_session import LINK_ERRORS, MARKED, replay_model
from ui.storage.adapters import MemoryStorage
from ui.storage.layout import GAME_PREFIX, REVIEW_PREFIX

SMALL = "?review_budget=40"  # a quick review for tests (the page's URL parameter)


def finished(seed: int, rounds: int = 1, variant: str = "classic") -> GameState:
    options = Options(rounds=rounds, variant=variant, names=("Ann", "Bob"))
    return play_match([make_bot("random", seed), make_bot("random", seed + 1)], options, seed)


def saved_app(state: GameState, storage: MemoryStorage | None = None) -> tuple[App, str]:
    app = make_app(storage)
    app.shared.page_query = SMALL
    before = {e.id for e in app.shared.repo.entries()}
    app.import_file(dumps(state))
    (game_id,) = {e.id for e in app.shared.repo.entries()} - before
    return app, game_id


def open_replay(app: App, game_id: str) -> None:
    app.handle("go", "saves")
    assert f'id="replay-{game_id}"' in app.render()
    app.handle("replay", game_id)
    assert app.shared.screen is Screen.REPLAY


def position(state: GameState, ply: int) -> GameState:
    """The engine's own position after ``ply`` actions (not through schotten.replay)."""
    pos = new_game(state.options, state.seed)
    for h in state.history[:ply]:
        pos = apply(pos, h.action)
    return pos


@pytest.mark.parametrize(("seed", "rounds", "variant"), [(11, 1, "classic"), (12, 2, "tactical")])
def test_every_ply_shows_the_engines_position(seed: int, rounds: int, variant: str) -> None:
    state = finished(seed, rounds, variant)
    app, game_id = saved_app(state)
    open_replay(app, game_id)
    session = app.c.replay.replay
    assert session is not None
    t = app.shared.t
    plies = list(range(len(state.history) + 1))
    random.Random(seed).shuffle(plies)
    for ply in plies:
        app.handle("replay-go", str(ply))
        model = replay_model(session)
        pos = position(state, ply)
        assert model.ply == ply
        for stone, engine in zip(model.stones, pos.stones, strict=True):
            assert stone.mine.cards == tuple(str(c) for c in engine.sides[model.viewer])
            assert stone.theirs.cards == tuple(str(c) for c in engine.sides[1 - model.viewer])
            assert stone.claimed_by == engine.claimed_by
        # a finished game: both hands, as they were at that ply
        assert model.hands == tuple(tuple(str(c) for c in h) for h in pos.hands)
        assert model.scores == pos.scores
        html = app.render()
        for p in (0, 1):
            for c in pos.hands[p]:
                assert escape(t.card(str(c))) in html
        assert f'value="{ply}"' in html  # the slider
        assert t("replay.position", n=ply, total=len(state.history)) in html


def test_steps_keys_and_log_lines() -> None:
    state = finished(3)
    app, game_id = saved_app(state)
    open_replay(app, game_id)
    session = app.c.replay.replay
    assert session is not None
    n = len(state.history)
    assert session.ply == n  # opens on the last position
    effects = app.handle("replay-go", "start")
    assert session.ply == 0
    assert any(getattr(x, "element_id", "") == "replay-slider" for x in effects)
    app.handle("replay-step", "1")
    app.handle("replay-step", "1")
    assert session.ply == 2
    app.handle("replay-step", "-1")
    assert session.ply == 1
    app.handle("replay-go", "end")
    assert session.ply == n
    app.handle("replay-step", "1")  # nothing past the end
    assert session.ply == n
    app.handle("replay-go", "99999")
    assert session.ply == n
    app.handle("replay-go", "nonsense")
    assert session.ply == n
    # every log line is a button opening the position after its action
    model = replay_model(session)
    place = next(line for line in model.lines if line.kind == "place")
    app.handle("replay-go", str(place.ply))
    assert session.ply == place.ply
    assert isinstance(state.history[place.ply - 1].action, Place)
    html = app.render()
    assert 'aria-current="step"' in html
    # every control has a role and an accessible name
    page = Inspector(html)
    assert all(Inspector.name(b) for b in page.buttons)
    slider = next(i for i in page.inputs if i.get("id") == "replay-slider")
    assert slider.get("aria-label") and slider.get("type") == "range"
    app.handle("replay-close")
    assert app.shared.screen is Screen.SAVES


def test_a_game_between_people_in_progress_is_not_offered() -> None:
    app = make_app()
    start_game(app, rounds="2")
    play_round(app)  # round 1 over, the match goes on: both hands would show
    game = app.c.play.game
    assert game is not None and game.round_over and game.state.phase is Phase.ROUND_OVER
    assert 'id="btn-replay"' not in app.render()
    app.handle("replay", "current")
    assert app.shared.screen is Screen.GAME
    app.handle("go", "saves")
    game_id = app.shared.repo.entries()[0].id
    assert f'id="replay-{game_id}"' not in app.render()
    app.handle("replay", game_id)
    assert app.shared.screen is Screen.SAVES
    # once the match is over, it is
    app.handle("continue")
    app.handle("next-round")
    play_round(app)
    assert app.c.play.game is not None and app.c.play.game.state.phase is Phase.MATCH_OVER
    assert 'id="btn-replay"' in app.render()
    app.handle("replay", "current")
    assert app.shared.screen is Screen.REPLAY
    app.handle("replay-close")
    assert app.shared.screen is Screen.GAME


def vs_computer_after_round_one(seed: int) -> GameState:
    options = Options(rounds=2, names=("Ann", "computer"), bots=(None, "easy"), first_player=0)
    state = new_game(options, seed)
    rng = random.Random(seed)
    while state.phase is not Phase.ROUND_OVER:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def test_against_the_computer_in_progress_only_the_persons_cards_are_shown() -> None:
    state = vs_computer_after_round_one(21)
    storage = MemoryStorage()
    app, game_id = saved_app(state, storage)
    app.handle("open", game_id)
    assert app.shared.screen is Screen.GAME
    assert 'id="btn-replay"' in app.render()
    assert 'id="btn-review-game"' not in app.render()  # not over: no review
    app.handle("replay", "current")
    session = app.c.replay.replay
    assert session is not None and not session.full
    t = app.shared.t
    for ply in range(0, len(state.history) + 1):
        app.handle("replay-go", str(ply))
        model = replay_model(session)
        assert model.hands[1] is None and model.review is None
        pos = position(state, ply)
        assert model.hands[0] == tuple(str(c) for c in pos.hands[0])
        html = app.render()
        assert 'id="btn-share"' not in html
        log_text = " ".join(app.shared.text(line.line) for line in model.lines)
        public = {str(c) for s in pos.stones for side in s.sides for c in side}
        for c in pos.hands[1]:  # the computer's hand: never shown unless played since
            if str(c) not in public and t.card(str(c)) not in log_text:
                assert t.card(str(c)) not in html, (ply, c)
        assert (
            'id="replay-hand-1"' in html
            and "card-row" not in html.split('id="replay-hand-1"')[1].split("</div>")[0]
        )


def test_a_link_round_trip_through_the_app() -> None:
    state = finished(5)
    app, game_id = saved_app(state)
    app.shared.page_url = "https://example.org/schotten/?x=1#old"
    open_replay(app, game_id)
    effects = app.handle("replay-share")
    copy = next(x for x in effects if isinstance(x, CopyText))
    assert copy.text.startswith("https://example.org/schotten/?x=1#" + FRAGMENT)
    # no clipboard: the link is shown in a read-only field, focused
    effects = app.link_copied(False)
    html = app.render()
    assert 'id="replay-link"' in html and "readonly" in html and copy.text in html
    assert app.link_copied(True)

    other = MemoryStorage()
    app2 = make_app(other)
    before = dict(other.data)
    app2.open_link("#" + copy.text.split("#", 1)[1])
    assert app2.shared.screen is Screen.REPLAY
    assert other.data == before  # opening a link stores nothing
    html = app2.render()
    assert 'id="btn-replay-save"' in html
    session = app2.c.replay.replay
    assert session is not None and session.game == state
    assert session.ply == 0  # a shared link opens at the deal, not at the end
    app2.handle("replay-save")
    games = [k for k in other.data if k.startswith(GAME_PREFIX)]
    assert len(games) == 1 and loads(other.data[games[0]]) == state
    assert 'id="btn-replay-save"' not in app2.render()
    # the same link again: already saved, nothing added twice
    app3 = make_app(other)
    app3.open_link("#" + copy.text.split("#", 1)[1])
    assert 'id="btn-replay-save"' not in app3.render()
    assert app3.c.replay.replay is not None and app3.c.replay.replay.game_id is not None
    app3.c.replay.replay.game_id = None  # as if it were not found: the save refuses a duplicate
    app3.handle("replay-save")
    assert len([k for k in other.data if k.startswith(GAME_PREFIX)]) == 1
    assert app3.shared.t("saves.duplicate") in app3.render()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_friends_link_names_the_player_as_the_game_does(lang: str) -> None:
    """#44: a game against the computer whose player typed no name is saved with the mark
    "you"; opened from its link by someone else it is not "You vs Computer" but the name the
    game gives that seat ("Player 1") and the computer with its level, in the log too. The
    player's own replay of it still says "You"."""
    options = Options(names=("you", "computer"), bots=(None, "hard"))
    state = play_match([make_bot("random", 3), make_bot("random", 4)], options, 3)
    t = Translator(lang)
    player, computer = t("new.default1"), t("bot.name", level=t("bot.level.hard"))
    app = make_app(MemoryStorage(), languages=[lang])
    app.open_link("#" + replay_link(state).split("#", 1)[1])
    assert app.c.replay.replay is not None and app.c.replay.replay.names == (player, computer)
    html = app.render()
    title = re.search(r'<h1[^>]*id="screen-title"[^>]*>(.*?)</h1>', html)
    assert title is not None
    assert unescape(title.group(1)) == t("replay.title_link", a=player, b=computer)
    app.handle("replay-go", "end")
    html = unescape(app.render())
    assert t.you() not in html.split('id="replay-lines"', 1)[1], lang
    own, game_id = saved_app(state)
    open_replay(own, game_id)
    assert own.c.replay.replay is not None and own.c.replay.replay.names[0] == own.shared.t.you()


def test_a_link_opens_at_the_move_it_names() -> None:
    state = finished(6)
    link = replay_link(state, "https://example.org/")
    plies = len(state.history)
    for suffix, ply in (
        ("&move=3", 3),
        ("&move=0", 0),
        (f"&move={plies + 50}", plies),
        ("&move=x", 0),
    ):
        app = make_app(MemoryStorage())
        app.open_link("#" + link.split("#", 1)[1] + suffix)
        assert app.c.replay.replay is not None and app.c.replay.replay.ply == ply, suffix
    html = app.render()
    assert 'id="replay-slider"' in html and 'value="0"' in html.split('id="replay-slider"')[1][:400]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_mutated_link_is_refused_with_a_message_and_changes_nothing(lang: str) -> None:
    state = finished(7)
    link = replay_link(state, "https://example.org/")
    code = link.split(FRAGMENT, 1)[1]
    record = to_replay(state)
    storage = MemoryStorage()
    app, _ = saved_app(finished(8), storage)
    before = dict(storage.data)
    mutations = [
        code[: len(code) // 2],  # cut short
        code[:-3],
        code[:40] + ("A" if code[40] != "A" else "B") + code[41:],  # one character changed
        pack({**record, "actions": [*record["actions"][:5], "R1@9", *record["actions"][6:]]}),
        pack({**record, "version": 99}),
        pack([1, 2, 3]),
        "",
        "A" * 70_000,
    ]
    t = Translator(lang)
    known = {t(f"replay.link.{c}") for c in (*LINK_ERRORS, "corrupt")}
    for bad in mutations:
        app = make_app(storage, [lang])
        effects = app.open_link("#" + FRAGMENT + bad)
        assert app.shared.screen is Screen.START
        assert app.c.replay.replay is None
        html = app.render()
        assert 'class="message tone-error"' in html
        said = [x.text for x in effects if isinstance(x, Announce)]
        assert said and escape(said[0]) in html
        assert said[0] in known
        assert storage.data == before
    # a page address without a replay fragment is not a link at all
    assert make_app(storage).open_link("#other") == []


def pack(record: object) -> str:
    """A link code of any JSON record (as schotten.links writes one)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(record).encode()) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def run_review(app: App) -> None:
    for _ in range(100_000):
        if not app.review_pending():
            return
        app.review_step(50.0)
    raise AssertionError("the review did not end")


def drawn_by_regions(before: str, regions_before: dict[str, str], regions: dict[str, str]) -> str:
    """The page after ``ui.dom`` replaced the regions that changed in ``before``."""
    html = before
    for name, part in regions.items():
        assert html.count(regions_before[name]) == 1
        html = html.replace(regions_before[name], part)
    return html


def test_drawing_only_the_changed_regions_gives_the_whole_screen() -> None:
    """The page redraws only the regions of the viewer (the review's section, its notes on the
    move shown, the log) when
    the frame around them is the same: the result must be the very screen a whole drawing
    gives, at every step of a review and between steps of the replay."""
    app, game_id = saved_app(finished(4))
    open_replay(app, game_id)
    last = app.render_regions()
    html = app.render()
    assert last is not None and set(last[1]) == {"review", "review-notes", "replay-log"}
    by_regions: list[str] = []
    intents = [("review", "")] + [("review-step", "5")] * 400 + [("replay-step", "-1")] * 3
    intents += [("replay-go", "start"), ("replay-go", "start"), ("replay-go", "end")]
    for intent, arg in intents:
        if intent == "review-step":
            if not app.review_pending():
                continue
            app.review_step(5.0)
        else:
            app.handle(intent, arg)
        now = app.render_regions()
        assert now is not None
        new_html = app.render()
        for name, part in now[1].items():
            assert part.startswith(("<section class=", "<ul class="))
            assert f'id="{name}"' in part[:80]
            assert new_html.count(part) == 1
        if now[0] == last[0]:
            by_regions.append(intent if app.review_pending() else f"{intent} (done)")
            assert now[1].keys() == last[1].keys()
            assert drawn_by_regions(html, last[1], now[1]) == new_html
        last, html = now, new_html
    assert not app.review_pending()
    # the Review tap, its progress, its end (the graph, the marks in the log)
    assert by_regions[0] == "review" and "review-step (done)" in by_regions
    app.handle("replay-close")
    assert app.render_regions() is None  # another screen: drawn whole


def test_the_review_is_kept_with_the_saved_game_and_read_back() -> None:
    state = finished(9)
    storage = MemoryStorage()
    app, game_id = saved_app(state, storage)
    open_replay(app, game_id)
    assert 'id="btn-review"' in app.render()
    app.handle("review")
    assert app.review_pending()
    app.review_step(1.0)
    html = app.render()
    assert 'id="review-progress"' in html and 'id="btn-review-cancel"' in html
    run_review(app)
    html = app.render()
    assert 'id="review-graph"' in html and "<polyline" in html and 'id="review-counts"' in html
    kept = storage.data[REVIEW_PREFIX + game_id]
    review = read_review(kept, state)
    assert review.settings.budget == 40
    # each judged play is marked in the log, in words (colour is never the only cue)
    session = app.c.replay.replay
    assert session is not None
    model = replay_model(session)
    marked = [line for line in model.lines if line.verdicts]
    plays = [d for d in review.decisions if d.kind == "play"]
    assert len([v for line in model.lines for v in line.verdicts]) == len(review.decisions)
    assert marked and plays
    assert app.shared.t("review.verdict.good") in html
    # a play with a better one: the better card is drawn on its stone, the chances in words
    worse = next((d for d in plays if d.verdict != "good" and isinstance(d.best, Place)), None)
    assert worse is not None  # random players: a worse play is sure to come
    app.handle("replay-go", str(worse.ply + 1))
    model = replay_model(session)
    assert isinstance(worse.best, Place)
    sides = [side for s in model.stones for side in (s.mine, s.theirs)]
    ghosts = [side.ghost for side in sides if side.ghost is not None]
    assert ghosts == [str(worse.best.card)]
    html = app.render()
    assert app.shared.t("review.ghost", card=app.shared.t.card(str(worse.best.card))) in html
    assert f"{round(worse.after * 100)}" in html and 'class="card' in html
    # computed once: opened again, it is read back, not run again
    app.handle("replay-close")
    app2 = make_app(storage)
    app2.handle("go", "saves")
    app2.handle("replay", game_id)
    assert app2.c.replay.replay is not None and app2.c.replay.replay.review == review
    assert not app2.review_pending()
    assert 'id="review-graph"' in app2.render()
    # deleting the game deletes its review
    app2.handle("replay-close")
    app2.handle("delete", game_id)
    app2.handle("confirm-delete", game_id)
    assert REVIEW_PREFIX + game_id not in storage.data


@pytest.mark.parametrize("person", [None, 1])
def test_the_graph_draws_the_reviewed_players_chance_with_axes_and_steps_to_the_marked_plays(
    person: int | None,
) -> None:
    options = Options(rounds=2, names=("Ann", "Bob"))
    if person is not None:  # against the computer: the person's chance (here the second seat)
        options = replace(options, bots=("easy", None))
    state = play_match([make_bot("random", 4), make_bot("random", 5)], options, 4)
    app, game_id = saved_app(state)
    open_replay(app, game_id)
    app.handle("review")
    run_review(app)
    session = app.c.replay.replay
    assert session is not None and session.review is not None
    review = session.review
    who = 1 if person is not None else 0
    html = app.render()
    graph = html.split('id="review-graph"', 1)[1].split("</svg>", 1)[0]
    assert 'role="img"' in graph
    # one line per round (each round's chance starts again), axes in numbers
    rounds = {d.round_no for d in review.decisions if d.kind == "play"}
    assert graph.count('<polyline class="chance"') == len(rounds)
    assert all(f">{pct}%</text>" in graph for pct in (0, 50, 100))
    moves = re.findall(r'class="axis x"[^>]*>(\d+)</text>', graph)
    assert moves[0] == "0" and 3 <= len(moves) <= 7 and int(moves[-1]) <= len(state.history)
    assert graph.count('class="band"') == len(review.curve())
    # whose chance, said in words; the line is the smoothed one, of that player
    smooth = review.smoothed_curve(who)
    label = graph.split('aria-label="', 1)[1].split('"', 1)[0]
    assert session.names[who] in label
    assert f"{round(smooth[0].chance * 100)}%" in label
    assert f"{round(smooth[-1].chance * 100)}%" in label
    assert escape(app.shared.t("review.graph_title", name=session.names[who])) in html
    # the reviewed player's marked plays: a dot each on the line and a button to the move
    marked = [
        d
        for d in review.decisions
        if d.player == who and d.verdict in ("inaccuracy", "mistake", "blunder")
    ]
    assert marked  # random players: some plays are worse than the best found
    assert graph.count('class="dot v-') == len(marked)
    for d in marked:
        verdict = app.shared.t(f"review.verdict.{d.verdict}")
        assert app.shared.t("review.marked_move", n=d.ply + 1, verdict=verdict) in html
    target = marked[-1].ply + 1
    app.handle("replay-go", str(target))
    assert session.ply == target
    html = app.render()
    assert f'id="review-dot-{target}"' in html
    current = html.split(f'id="review-dot-{target}"', 1)[0].rsplit("<button", 1)[1]
    assert "current" in current
    # the other player's chance, on request: their title, their marked plays
    other = 1 - who
    assert re.search(rf'id="review-whose-{who}"[^>]*aria-pressed="true"', html)
    app.handle("review-whose", str(other))
    html = app.render()
    assert escape(app.shared.t("review.graph_title", name=session.names[other])) in html
    theirs = [d for d in review.decisions if d.player == other and d.verdict in MARKED]
    graph = html.split('id="review-graph"', 1)[1].split("</svg>", 1)[0]
    assert graph.count('class="dot v-') == len(theirs)
    assert re.search(rf'id="review-whose-{other}"[^>]*aria-pressed="true"', html)
    assert re.search(rf'id="review-whose-{who}"[^>]*aria-pressed="false"', html)
    # the verdicts: a row per verdict, a column per player (narrow on a phone)
    table = html.split('id="review-counts"', 1)[1].split("</table>", 1)[0]
    assert table.count("<tr>") == 1 + len(VERDICTS)
    assert table.count('scope="col"') == 2


@pytest.mark.parametrize(
    "bad",
    ["{not json", '{"format": "schotten-totten-review", "version": 0}', "[]", "x" * 3_000_000],
)
def test_a_corrupt_stored_review_is_ignored_and_made_again(bad: str) -> None:
    state = finished(10)
    storage = MemoryStorage()
    app, game_id = saved_app(state, storage)
    save_text = storage.data[GAME_PREFIX + game_id]
    storage.data[REVIEW_PREFIX + game_id] = bad
    app = make_app(storage)
    app.shared.page_query = SMALL
    open_replay(app, game_id)
    assert app.c.replay.replay is not None and app.c.replay.replay.review is None
    assert 'id="btn-review"' in app.render()
    assert storage.data[GAME_PREFIX + game_id] == save_text  # the save is untouched
    app.handle("review")
    run_review(app)
    assert read_review(storage.data[REVIEW_PREFIX + game_id], state) is not None


def test_another_games_review_is_ignored() -> None:
    state, other = finished(13), finished(14)
    storage = MemoryStorage()
    app, game_id = saved_app(other, storage)
    open_replay(app, game_id)
    app.handle("review")
    run_review(app)
    kept = storage.data[REVIEW_PREFIX + game_id]
    app, game_id2 = saved_app(state, storage)
    storage.data[REVIEW_PREFIX + game_id2] = kept
    open_replay(app, game_id2)
    assert app.c.replay.replay is not None and app.c.replay.replay.review is None


def test_cancel_keeps_nothing_and_a_full_storage_keeps_it_on_screen() -> None:
    state = finished(15)
    storage = MemoryStorage()
    app, game_id = saved_app(state, storage)
    open_replay(app, game_id)
    app.handle("review")
    app.review_step(1.0)
    app.handle("review-cancel")
    assert not app.review_pending()
    assert 'id="btn-review"' in app.render()
    assert REVIEW_PREFIX + game_id not in storage.data
    # a storage too full for the review: shown all the same, said not kept, save untouched
    used = sum(len(k) + len(v) for k, v in storage.data.items())
    storage.quota = used + 10
    app.handle("review")
    run_review(app)
    html = app.render()
    assert 'id="review-graph"' in html and app.shared.t("review.not_kept") in html
    assert REVIEW_PREFIX + game_id not in storage.data


def test_the_match_over_screen_offers_the_review() -> None:
    app = make_app()
    app.shared.page_query = SMALL
    start_game(app)
    play_round(app)
    assert 'id="btn-review-game"' in app.render()
    app.handle("review", "current")
    assert app.shared.screen is Screen.REPLAY and app.review_pending()
    run_review(app)
    assert app.c.play.entry is not None
    assert app.shared.repo.review_text(app.c.play.entry.id) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_viewer_speaks_every_language(lang: str) -> None:
    state = finished(16)
    app, game_id = saved_app(state)
    app.handle("language", lang)
    open_replay(app, game_id)
    app.handle("review")
    run_review(app)
    html = app.render()
    t = Translator(lang)
    for key in ("replay.share", "replay.export", "review.title", "replay.log"):
        assert escape(t(key)) in html
    untranslated = re.findall(r">[^<]*\b(?:replay|review)\.[a-z_.]+", html)
    assert untranslated == []
    for n in (0, 1, 2):
        text = t("review.progress", n=n)
        assert str(n) in text and "{" not in text


def test_the_slider_is_styled_for_both_engines() -> None:
    """#44: the replay's slider in the game's look and with a focus ring on its thumb, in
    Chromium and Safari (-webkit-) and in Firefox (-moz-): tests/e2e/test_replay_viewer.py
    looks at it in Chromium; Firefox is not run here, so its rules are read."""
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "css/game.css").read_text(encoding="utf-8")
    slider = '.replay-controls input[type="range"]'
    for part in ("-webkit-slider-thumb", "-webkit-slider-runnable-track", "-moz-range-thumb"):
        rule = re.search(re.escape(f"{slider}::{part}") + r" \{([^}]*)\}", css)
        assert rule is not None and "background:" in rule.group(1), part
        focus = re.search(re.escape(f"{slider}:focus-visible::{part}") + r" \{([^}]*)\}", css)
        assert part.endswith("track") or (focus is not None and "var(--focus)" in focus.group(1))
    assert re.search(re.escape(slider) + r" \{[^}]*\bappearance: none;", css)
