"""The shape of the code, read from its imports (ast, lazy imports inside functions included):
the engine and the screens form one acyclic pipeline, and no HTML is edited after it is built.

    schotten ← model ← flow ← narrate ← game / opponent ← present ← render ← control ← app ← dom

(docs/ui.md: each module's room and what it may import, :data:`MAY_IMPORT` here).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"

_PIPELINE = ("ui.model", "ui.flow", "ui.narrate", "ui.game", "ui.present", "ui.render", "ui.app")
_REPLAY = ("ui.replay_session",)  # the replay viewer's session and presenter (#14)
_CONTROLLERS = frozenset(
    {
        "schotten",
        *_PIPELINE[:-1],
        *_REPLAY,
        "ui.replay_models",
        "ui.effects",
        "ui.ids",
        "ui.opponent",
        "ui.seen",
        "ui.i18n",
        "ui.storage",
        "ui.markup",
        "ui.learning",
        "ui.progress",
        "ui.teach_sessions",
        "ui.backup",
        "ui.protocol",  # data only: what the other device of a game on two devices may send
    }
)
"""What the controllers (ui.control) may use; the router ui.app uses them too."""

MAY_IMPORT: dict[str, frozenset[str]] = {
    "schotten": frozenset({"schotten"}),
    "ui": frozenset(),
    "ui.locales": frozenset(),
    "ui.markup": frozenset(),
    # the ids of the elements that the focus is sent to, and that are drawn with them
    "ui.ids": frozenset(),
    "ui.i18n": frozenset({"ui.locales"}),
    "ui.storage": frozenset({"schotten"}),
    # learning tools: the hints used, take-backs and statistics kept beside the saves
    "ui.learning": frozenset({"schotten", "ui.storage"}),
    "ui.model": frozenset({"schotten"}),
    # the replay viewer's models (#14), beside the others
    "ui.replay_models": frozenset({"schotten", "ui.model"}),
    "ui.flow": frozenset({"schotten", "ui.model", "ui.ids"}),
    "ui.narrate": frozenset({"schotten", "ui.model", "ui.flow", "ui.i18n"}),
    "ui.game": frozenset({"schotten", "ui.model", "ui.flow", "ui.narrate", "ui.ids"}),
    "ui.opponent": frozenset({"schotten", "ui.i18n"}),
    # what a presenter may see of a game: one player's view and the UI's state (#27)
    "ui.seen": frozenset(
        {"schotten", "ui.model", "ui.flow", "ui.narrate", "ui.game", "ui.opponent"}
    ),
    # the presenters see the game through ui.seen only, never ui.game's Game
    "ui.present": frozenset({"schotten", "ui.model", "ui.flow", "ui.narrate", "ui.seen"}),
    "ui.render": frozenset(
        {"schotten", "ui.model", "ui.replay_models", "ui.flow", "ui.narrate", "ui.i18n", "ui.ids"}
    ),
    # what a controller asks the page to do (a download, a sound, the focus): data only
    "ui.effects": frozenset(),
    # the contract between the page and Python: every message, effect and storage key, data only
    "ui.protocol": frozenset({"ui.storage"}),
    # one controller per family of screens (#27), under the router ui.app
    "ui.control": _CONTROLLERS,
    "ui.app": frozenset({*_CONTROLLERS, "ui.control"}),
    # #29: Export everything / Import everything, beside the saves and the learning records
    "ui.backup": frozenset({"schotten", "ui.storage", "ui.learning", "ui.progress"}),
    # lessons and puzzles (#15): the progress beside the saves, the lesson/puzzle sessions
    "ui.progress": frozenset({"schotten", "ui.storage"}),
    "ui.teach_sessions": frozenset(
        {
            "schotten",
            "ui.ids",
            "ui.model",
            "ui.flow",
            "ui.narrate",
            "ui.game",
            "ui.opponent",
            "ui.seen",
            "ui.present",
        }
    ),
    # the browser adapter's Python side, a package: ui.dom.endpoint (the contract's Python side)
    # and its collaborators (bridge, painter, thinkers, figures) share this row
    "ui.dom": frozenset(
        {
            "schotten",
            *_PIPELINE,
            *_REPLAY,
            "ui.effects",
            "ui.protocol",
            "ui.opponent",
            "ui.i18n",
            "ui.storage",
            "ui.backup",
        }
    ),
    # the replay viewer (#14): a presenter, like ui.present
    "ui.replay_session": frozenset(
        {
            "schotten",
            "ui.model",
            "ui.replay_models",
            "ui.flow",
            "ui.narrate",
            "ui.game",
            "ui.opponent",
            "ui.present",
        }
    ),
}
"""What each part may import (a package's modules share its row and may import each other,
without cycles). ``render`` never sees the game, the computer or the presenter; the engine
never imports the screens; only ``dom`` touches the browser (``js``, ``pyodide``)."""

HTML_ALLOWED: dict[str, str] = {
    "ui/markup.py": "the render guard reads the finished HTML (never edits it) with regular "
    "expressions that see the raw text as the browser would, malformed tags included",
    "ui/storage/layout.py": "storage keys and file names, never HTML",
    "ui/i18n.py": "language tags, never HTML",
}
"""Modules of py/ui that may call ``.replace`` or use ``re``, and why."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PY).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {
    module_name(p): p for top in ("schotten", "ui") for p in sorted((PY / top).rglob("*.py"))
}


def resolve(name: str) -> str | None:
    """The module of ours ``name`` is, or is in (``None``: the standard library, js...)."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def imports(module: str) -> Iterator[tuple[str, int]]:
    """Every module of ours ``module`` imports, anywhere in it (inside functions too), with
    the line."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = resolve(alias.name)
                if target is not None:
                    yield target, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            for alias in node.names:
                target = resolve(f"{prefix}.{alias.name}") or resolve(prefix)
                if target is not None:
                    yield target, node.lineno


def part(module: str) -> str:
    """The row of :data:`MAY_IMPORT` a module belongs to."""
    for name in sorted(MAY_IMPORT, key=len, reverse=True):
        if module == name or module.startswith(name + "."):
            return name
    raise AssertionError(f"{module} has no row in MAY_IMPORT: add it there and to docs/ui.md")


GRAPH: dict[str, set[str]] = {m: {t for t, _ in imports(m) if t != m} for m in MODULES}
"""Who imports whom, a package's own ``__init__`` included (``from . import make_bot`` in a
module the ``__init__`` imports is a cycle, lazy or not)."""


def test_every_module_has_a_row() -> None:
    for m in MODULES:
        part(m)


def wrong_imports(module: str) -> list[str]:
    out = []
    for target, line in imports(module):
        own, other = part(module), part(target)
        if other != own and other not in MAY_IMPORT[own]:
            out.append(f"{MODULES[module].relative_to(ROOT)}:{line} imports {target}")
    return out


def test_no_module_imports_against_the_pipeline() -> None:
    wrong = [w for m in MODULES for w in wrong_imports(m)]
    assert not wrong, "imports against the pipeline's order:\n" + "\n".join(wrong)


def in_dom(module: str) -> bool:
    """A module of the browser adapter, the package ``ui.dom``."""
    return module == "ui.dom" or module.startswith("ui.dom.")


def test_the_browser_is_touched_in_dom_only() -> None:
    for m, path in MODULES.items():
        if in_dom(m):
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            assert not any(n.split(".")[0] in ("js", "pyodide", "pyscript") for n in names), m


def test_only_the_dom_package_counts_as_dom() -> None:
    assert in_dom("ui.dom") and in_dom("ui.dom.painter") and in_dom("ui.dom.bridge")
    assert not in_dom("ui.domain") and not in_dom("ui.app") and not in_dom("ui")
    assert {m for m in MODULES if in_dom(m)} >= {"ui.dom", "ui.dom.endpoint", "ui.dom.painter"}


def cycle() -> list[str] | None:
    """One import cycle, if any (depth-first search)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for t in sorted(GRAPH[m]):
            if state.get(t) == 1:
                return [*stack[stack.index(t) :], t]
            if t not in state:
                found = visit(t)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(MODULES):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_cycle_check_sees_a_lazy_import_of_the_own_package() -> None:
    saved = {m: set(GRAPH[m]) for m in ("schotten.bots", "schotten.bots.arena")}
    try:
        GRAPH["schotten.bots.arena"].add("schotten.bots")  # as `from . import make_bot` did
        assert "schotten.bots" in GRAPH["schotten.bots"] | set(cycle() or [])
    finally:
        GRAPH.update(saved)


def test_no_import_cycle() -> None:
    found = cycle()
    assert found is None, "import cycle: " + " -> ".join(found or [])


def test_the_engine_never_imports_the_screens() -> None:
    for m in MODULES:
        if m.startswith("schotten"):
            assert not any(t.startswith("ui") for t in GRAPH[m]), m


@pytest.mark.parametrize(
    ("module", "forbidden"),
    [
        ("ui.render.board", "ui.game"),
        ("ui.render.board", "ui.present"),
        ("ui.render", "ui.app"),
        ("ui.opponent", "ui.render"),
        ("ui.model", "ui.flow"),
        ("ui.game", "ui.present"),
        ("ui.narrate", "ui.game"),
        ("schotten.rules", "ui.model"),
        ("ui.app", "ui.dom"),
        ("ui.control.play", "ui.app"),
        ("ui.control.saves", "ui.dom"),
        ("ui.app", "ui.dom.endpoint"),
        ("ui.render", "ui.dom.bridge"),
        ("ui.effects", "ui.render"),
        ("ui.render", "ui.control"),
    ],
)
def test_imports_against_the_order_are_caught(module: str, forbidden: str) -> None:
    own = part(module)
    assert part(forbidden) != own and part(forbidden) not in MAY_IMPORT[own]


def html_edits(path: Path) -> Iterator[str]:
    """``.replace(...)`` calls and uses of ``re`` in a module."""
    tree = ast.parse(path.read_text(), str(path))
    for node in ast.walk(tree):
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Attribute) and func.attr in ("replace", "sub", "subn"):
            yield f"{path.name}:{node.lineno} .{func.attr}()"
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            yield f"{path.name}:{node.lineno} import re"
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            yield f"{path.name}:{node.lineno} from re import"


def test_no_html_is_edited_after_it_is_built() -> None:
    found = []
    for path in sorted((PY / "ui").rglob("*.py")):
        rel = str(path.relative_to(PY))
        if rel not in HTML_ALLOWED:
            found.extend(html_edits(path))
    assert not found, found


def test_the_check_finds_an_edit(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import re\n"
        "def f(html):\n"
        "    import re as r\n"
        "    return r.sub('a', 'b', html.replace('x', 'y'))\n"
    )
    assert len(list(html_edits(sample))) == 4


def test_the_allow_list_is_small_and_current() -> None:
    assert len(HTML_ALLOWED) <= 3
    for rel in HTML_ALLOWED:
        assert (PY / rel).exists(), rel


@pytest.mark.parametrize("rel", ["ui/model.py", "ui/replay_models.py"])
def test_the_screen_models_say_what_they_hold(rel: str) -> None:
    """No ``Any`` (nor ``object``) in a screen model's fields: each is a typed model."""
    tree = ast.parse((PY / rel).read_text())
    loose = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign):
            names = {n.id for n in ast.walk(node.annotation) if isinstance(n, ast.Name)}
            if names & {"Any", "object"}:
                loose.append(f"{Path(rel).name}:{node.lineno} {ast.unparse(node)}")
    assert not loose, loose
