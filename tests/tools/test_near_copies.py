"""No near-copies in the screens (py/ui/) or in the completion search: six or more lines of the
same shape in two places mean a helper is missing.

A line's shape is its tokens with every name, number and string replaced by a placeholder, so
two blocks that differ only in names and literals match. Tables (a window of rows of at most two
shapes, such as the intent table) are data, not copies; windows of fewer than 30 tokens are too
small to matter, and so are declarations alone (dataclass fields, decorators, class lines,
imports and docstrings: every model has them). The locales are texts, not code."""

from __future__ import annotations

import io
import keyword
import tokenize
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WINDOW = 6
MIN_TOKENS = 30
SKIP = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
SKIP |= {tokenize.ENDMARKER}
STRING_PARTS = {getattr(tokenize, n, -1) for n in ("FSTRING_MIDDLE", "FSTRING_END")}


def checked_files() -> list[Path]:
    ui = [p for p in (ROOT / "py/ui").rglob("*.py") if "locales" not in p.parts]
    return [*sorted(ui), ROOT / "py/schotten/completion.py"]


def shapes(path: Path) -> list[tuple[int, str]]:
    """``(line number, shape)`` of every line holding code."""
    lines: dict[int, list[str]] = defaultdict(list)
    text = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type in SKIP or tok.type in STRING_PARTS:
            continue
        if tok.type == tokenize.NAME and not keyword.iskeyword(tok.string):
            shape = "N"
        elif tok.type == tokenize.NUMBER:
            shape = "0"
        elif tok.type in (tokenize.STRING, getattr(tokenize, "FSTRING_START", -1)):
            shape = "S"
        else:
            shape = tok.string
        lines[tok.start[0]].append(shape)
    return [(n, " ".join(lines[n])) for n in sorted(lines)]


def declarative(shape: str) -> bool:
    """A field (``name: type = default``), a decorator, a class line, an import or a docstring."""
    return shape.startswith(("N :", "@", "class ", "from ", "import ")) or shape == "S"


def near_copies(files: list[Path]) -> list[list[str]]:
    seen: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for path in files:
        rows = shapes(path)
        for i in range(len(rows) - WINDOW + 1):
            window = tuple(shape for _, shape in rows[i : i + WINDOW])
            if sum(len(s.split()) for s in window) < MIN_TOKENS or len(set(window)) <= 2:
                continue
            if all(declarative(shape) for shape in window):
                continue
            name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            seen[window].append(f"{name}:{rows[i][0]}")
    return [places for places in seen.values() if len(places) > 1]


def test_the_detector_finds_a_copy_with_other_names(tmp_path: Path) -> None:
    block = """
def {f}(items, limit):
    total = 0
    for item in items:
        if item.{a} > limit:
            total += item.{a} * {n}
        else:
            total -= len(item.{b})
    return total
"""
    sample = tmp_path / "sample.py"
    sample.write_text(
        block.format(f="one", a="x", b="y", n=2) + block.format(f="two", a="p", b="q", n=3)
    )
    assert near_copies([sample])


def test_no_near_copies_in_the_screens_or_the_completion_search() -> None:
    copies = near_copies(checked_files())
    assert not copies, "near-copies (6+ lines of one shape): " + "; ".join(
        " = ".join(places) for places in copies
    )
