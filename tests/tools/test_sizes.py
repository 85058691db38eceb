"""The screens' code stays in small single-concern pieces (#27): no module of ``py/ui`` over
600 lines and no class over 400."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "py" / "ui"
MODULE_MAX = 600
CLASS_MAX = 400
FILES = sorted(UI.rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(UI)))
def test_no_module_nor_class_is_too_long(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MODULE_MAX, path
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            assert length <= CLASS_MAX, (path.name, node.name, length)


def test_the_check_reads_every_part() -> None:
    names = {p.relative_to(UI).parts[0] for p in FILES}
    assert {"control", "dom", "render", "storage", "app.py", "present.py"} <= names
