"""The render functions (``py/ui/render/``) draw models only: no parameter or return of theirs
names the game state, a game in progress or a player's view (read from their annotations, so
mypy holds every caller to it), and no module of theirs imports those names."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import pytest

import ui.render

FORBIDDEN = re.compile(r"\b(GameState|Game|PlayerView|ReplaySession|LessonGame|PuzzleSession)\b")
MODULES = ["ui.render"] + [f"ui.render.{m.name}" for m in pkgutil.iter_modules(ui.render.__path__)]


@pytest.mark.parametrize("name", MODULES)
def test_render_functions_take_models_only(name: str) -> None:
    module = importlib.import_module(name)
    found = []
    for fname, func in vars(module).items():
        if not inspect.isfunction(func) or func.__module__ != name:
            continue
        for arg, note in func.__annotations__.items():
            if FORBIDDEN.search(str(note)):
                found.append(f"{fname}({arg}: {note})")
    assert not found, found


@pytest.mark.parametrize("name", MODULES)
def test_render_modules_never_import_the_state(name: str) -> None:
    path = inspect.getfile(importlib.import_module(name))
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    names = [
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom | ast.Import)
        for alias in node.names
    ]
    assert not [n for n in names if FORBIDDEN.fullmatch(n)], name


def test_the_check_sees_a_state_parameter() -> None:
    def drawn(state: GameState) -> str:  # noqa: F821 - an annotation, never evaluated
        return ""

    assert FORBIDDEN.search(str(drawn.__annotations__["state"]))


# --- the presenters: one player's view and the UI's own state, never the game state (#27) -----

UNSEEN = re.compile(r"\b(GameState|Game|Opponent|ReplaySession|LessonGame|PuzzleSession)\b")
"""What a presenter of ``ui.present`` may not take nor import: it is fed a ``ui.seen.Seen``
(the player's view), so a card hidden from that player cannot reach the screen."""


def test_presenters_take_the_view_only() -> None:
    module = importlib.import_module("ui.present")
    found = [
        f"{fname}({arg}: {note})"
        for fname, func in vars(module).items()
        if inspect.isfunction(func) and func.__module__ == "ui.present"
        for arg, note in func.__annotations__.items()
        if UNSEEN.search(str(note))
    ]
    assert not found, found
    takes_seen = [
        f
        for f, func in vars(module).items()
        if inspect.isfunction(func) and "Seen" in func.__annotations__.values()
    ]
    assert {"board_model", "handover_model", "round_over_model", "learning_model"} <= set(
        takes_seen
    )


def test_presenters_never_import_the_state() -> None:
    tree = ast.parse(Path(inspect.getfile(importlib.import_module("ui.present"))).read_text())
    imported = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom | ast.Import)
        for alias in node.names
    }
    modules = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not {n for n in imported if UNSEEN.fullmatch(n)}
    assert "game" not in modules and "opponent" not in modules  # ui.game, ui.opponent
    assert not {"apply", "player_view"} & imported  # no position but the one it is given
