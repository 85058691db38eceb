"""The suite's order table (tests/conftest.py) names test files that exist: a file renamed
would otherwise fall to the end of the run unnoticed."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cost_table() -> dict[str, int]:
    import importlib.util

    spec = importlib.util.spec_from_file_location("suite_order", ROOT / "tests" / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    table: dict[str, int] = module.COST_S
    return table


def test_every_file_of_the_order_table_exists() -> None:
    missing = [path for path in cost_table() if not (ROOT / path).is_file()]
    assert not missing, missing


def test_the_collection_starts_with_the_slowest_files(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.option.loadscopereorder is False  # xdist keeps the collection's order
