"""The examples in the engine's docstrings run and hold."""

import doctest
import importlib
import pkgutil

import pytest

import schotten

MODULES = ["schotten"] + [
    m.name
    for m in pkgutil.walk_packages(schotten.__path__, prefix="schotten.")
    if not m.name.endswith("__main__")
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
