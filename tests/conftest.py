"""What the whole suite shares: the site built once per test process (``site_dir``), and the
order of the run, the slowest test files first.

``./scripts/test`` runs pytest on two processes with ``--dist loadfile``: each file runs whole on
one of them, handed out in the order of the collection as a process runs short of work. Started
longest first (COST_S), the two processes end at about the same time; left to xdist's own order
(files with the most tests first), slow files of few tests came last and one process waited for
the other. Within a file the tests keep their order (module-scoped pages stay shared).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

COST_S = {
    "tests/e2e/test_reach_tactical.py": 160,
    "tests/e2e/test_reach.py": 160,
    "tests/e2e/test_game.py": 119,
    "tests/e2e/test_table_fit.py": 116,
    "tests/e2e/test_two_devices.py": 82,
    "tests/browsers/test_webkit.py": 61,
    "tests/ui/test_ui_no_notation_on_screen.py": 52,
    "tests/e2e/test_saves_durable.py": 52,
    "tests/e2e/test_fast_start.py": 50,
    "tests/e2e/test_tactical.py": 49,
    "tests/e2e/test_boot.py": 48,
    "tests/e2e/test_saves_trust.py": 46,
    "tests/e2e/test_vs_computer.py": 46,
    "tests/e2e/test_worker_block.py": 45,
    "tests/e2e/test_peer.py": 42,
    "tests/browsers/test_firefox.py": 41,
    "tests/e2e/test_offline_update.py": 40,
    "tests/e2e/test_main_thread.py": 35,
    "tests/ui/test_ui_duet_fair.py": 45,
    "tests/engine/test_fair.py": 35,
    "tests/e2e/test_two_devices_fair.py": 30,
    "tests/tools/test_font_icons.py": 29,
    "tests/ui/test_ui_glyphs.py": 27,
    "tests/browsers/test_chromium.py": 27,
    "tests/e2e/test_replay_viewer.py": 27,
    "tests/e2e/test_teaching.py": 27,
    "tests/tools/test_stdlib_trim.py": 25,
    "tests/e2e/test_screens.py": 21,
    "tests/e2e/test_moments.py": 21,
    "tests/tools/test_art.py": 19,
    "tests/e2e/test_tactic_board.py": 18,
    "tests/e2e/test_contract.py": 17,
    "tests/e2e/test_backup.py": 17,
    "tests/tools/test_build.py": 17,
    "tests/ui/test_ui_saves_fuzz.py": 17,
    "tests/e2e/test_layout.py": 16,
    "tests/engine/test_review.py": 15,
    "tests/e2e/test_menus_look.py": 11,
    "tests/e2e/test_table_motion.py": 10,
}
"""Seconds each slow file took (per-file sums of a whole run on a loaded 2-core machine; only
their order matters). A file not named here is short and runs after these, in collection order."""


def pytest_configure(config: pytest.Config) -> None:
    # xdist's loadfile hands files out by number of tests unless told to keep our order
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # a stable sort: each file's tests stay together and in order
    items.sort(key=lambda item: -COST_S.get(item.nodeid.split("::", 1)[0], 0))


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the site, private to this test session and built once in it: the browser
    tests serve it, tests/tools read it (a test that changes a site changes a copy). ``SITE_DIR``:
    that existing build instead."""
    if os.environ.get("SITE_DIR"):
        return Path(os.environ["SITE_DIR"]).resolve()
    build = sys.modules.get("site_build")
    if build is None:  # scripts/ is not a package; loaded under the name the tests use
        spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts/build.py")
        assert spec and spec.loader
        build = sys.modules["site_build"] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
    out = tmp_path_factory.mktemp("site") / "_site"
    build.build(out)
    return out
