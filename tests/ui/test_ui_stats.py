"""The statistics screen: every finished match is counted once in its own storage key, shown per
variant and level and head-to-head; a damaged key is set aside and never stops the app nor is
written over; deleting a game keeps its statistics; reset, export and import."""

from __future__ import annotations

from learning_kit import play_vs_computer
from ui_kit import Inspector, make_app, play_round, start_game

from schotten.stats import load_records
from ui.effects import Download
from ui.learning import STATS_KEY
from ui.storage.adapters import MemoryStorage


def finish_people(app, **fields: str) -> None:
    start_game(app, **fields)
    play_round(app)
    assert app.c.play.game.state.phase.value == "match_over"


def stats_html(app) -> str:
    app.handle("go", "stats")
    return app.render()


def test_a_finished_match_is_counted_once():
    storage = MemoryStorage()
    app = make_app(storage)
    finish_people(app)
    records = load_records(storage.get(STATS_KEY)).records
    assert len(records) == 1 and records[0].names == ("Ann", "Bob")
    app.handle("go", "start")
    app.handle("dismiss")  # more actions on a finished game record nothing more
    assert len(load_records(storage.get(STATS_KEY)).records) == 1
    html = stats_html(app)
    assert "1 finished match on this device." in html
    winner = records[0].winner
    wins = (1, 0) if winner == 0 else (0, 1) if winner == 1 else (0, 0)
    assert f"Ann {wins[0]}-{wins[1]} Bob" in html and "(1 match)" in html
    app.handle("go", "start")
    assert 'id="btn-stats"' in app.render()  # from the start screen


def test_matches_against_the_computer_per_variant_and_level():
    storage = MemoryStorage()
    app = make_app(storage)
    start_game(app, opponent="easy", first="p1")
    play_vs_computer(app)
    html = stats_html(app)
    assert 'id="stats-table"' in html and "Classic, easy" in html and "Classic, every level" in html
    assert 'class="stats-chart" role="img"' in html and "<title" in html
    record = load_records(storage.get(STATS_KEY)).records[0]
    assert record.bots == (None, "easy")
    page = Inspector(html)
    assert {"stats-export", "stats-import", "stats-reset", "stats-back"} <= set(page.ids)


def test_a_corrupt_statistics_key_is_set_aside_and_never_written_over():
    storage = MemoryStorage({STATS_KEY: '{"format": "schotten-totten-stats", "version": 1'})
    app = make_app(storage)  # the app starts
    html = stats_html(app)
    assert "could not be read" in html
    assert storage.get(STATS_KEY) is None
    kept = [k for k in app.shared.repo.quarantined() if "stats" in k]
    assert len(kept) == 1 and storage.get(kept[0]).endswith('"version": 1')
    finish_people(app)  # counted afresh; the damaged text stays where it was put
    assert len(load_records(storage.get(STATS_KEY)).records) == 1
    assert storage.get(kept[0]).endswith('"version": 1')


def test_a_newer_statistics_key_is_kept_untouched():
    newer = '{"format": "schotten-totten-stats", "version": 99, "games": []}'
    storage = MemoryStorage({STATS_KEY: newer})
    app = make_app(storage)
    assert "kept by a newer version of the game" in stats_html(app)
    assert app.shared.repo.quarantined() == []
    finish_people(app)  # not counted here: the newer version's statistics stay as they are
    assert storage.get(STATS_KEY) == newer


def test_a_bad_record_is_skipped_and_the_others_count():
    storage = MemoryStorage()
    app = make_app(storage)
    finish_people(app)
    text = storage.get(STATS_KEY)
    storage.set(STATS_KEY, text.replace('"games":[', '"games":[{"id": 5},'))
    html = stats_html(make_app(storage))
    assert "1 damaged record was skipped." in html and "1 finished match" in html


def test_deleting_a_game_keeps_its_statistics_and_reset_asks_first():
    storage = MemoryStorage()
    app = make_app(storage)
    finish_people(app)
    game_id = app.c.play.entry.id
    app.handle("go", "saves")
    app.handle("delete", game_id)
    app.handle("confirm-delete", game_id)
    assert "1 finished match" in stats_html(app)
    app.handle("stats-reset")
    assert 'id="stats-reset-yes"' in app.render()
    app.handle("stats-reset-cancel")
    assert "1 finished match" in app.render()
    app.handle("stats-reset")
    app.handle("stats-reset-confirm")
    assert "0 finished matches" in app.render()


def test_export_then_import_merges_the_statistics():
    first = make_app()
    finish_people(first)
    first.handle("go", "stats")
    download = next(e for e in first.handle("stats-export") if isinstance(e, Download))
    assert download.filename.endswith(".json")
    other = make_app()
    for _ in range(50):
        other.shared.now()  # another device, another moment: another game id
    finish_people(other, name1="Cy", name2="Di")
    other.import_file(download.text, download.filename)
    assert "2 finished matches" in other.render()
    other.import_file(download.text)  # the same games count once
    assert "2 finished matches" in other.render()
    other.import_file('{"format": "schotten-totten-stats", "version": 1, "games": 3}')
    html = other.render()
    assert "could not be read as statistics" in html and "2 finished matches" in html


def test_deleting_a_finished_game_may_forget_it_in_the_statistics_too():
    storage = MemoryStorage()
    app = make_app(storage)
    finish_people(app)
    game_id = app.c.play.entry.id
    app.handle("go", "saves")
    assert app.handle("confirm-delete-forget", game_id) == []  # only once asked
    app.handle("delete", game_id)
    assert f'id="confirm-forget-{game_id}"' in app.render()
    app.handle("confirm-delete-forget", game_id)
    assert app.shared.repo.entry(game_id) is None
    assert "0 finished matches" in stats_html(app)
