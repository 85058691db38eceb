"""A screen drawn in regions, and how the page redraws only what changed.

A screen in regions is an ordered mapping of its parts, whose HTML joined in order is the whole
screen (``"".join(parts.values())``):

- a *region* is one element whose id is the part's name, or ``""`` while the screen has none
  (a panel not shown);
- a *fixed* part (its name starts with :data:`FIXED`) is HTML that stays the same as long as
  the frame does (a list's tags, names, headings);
- :data:`ROOT`, when present, is the screen's opening tag: its attributes change with the turn.
  They also travel as data (:attr:`Regions.root`), which the page sets on the screen's element.

The frame (:attr:`Regions.frame`) is made of model fields: two drawings with equal frames have
the same parts in the same order and the same fixed parts (a test holds the board to it).

:func:`changes` turns two drawings of one frame into the few steps that make the page's HTML the
second's; ``ui.dom`` only performs them. A test on CPython performs them on the HTML string.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

ROOT = ":root"
FIXED = "="

Parts = Mapping[str, str]
Attributes = tuple[tuple[str, str], ...]
"""An element's attributes as (name, value) pairs, in order."""


class Regions(NamedTuple):
    """A screen drawn in regions: its frame (a value of model fields), its parts, and the
    attributes of its opening tag (the :data:`ROOT` part) as data."""

    frame: object
    parts: dict[str, str]
    root: Attributes = ()


@dataclass(frozen=True)
class Change:
    """One step of a redrawing. ``how``: ``attrs`` (give the screen's element exactly the
    attributes ``attrs``; ``html`` is its opening tag, as drawn whole), ``replace`` (the element
    ``target`` by ``html``), ``remove`` (the element ``target``), ``after`` / ``before`` (insert
    ``html`` next to the element ``target``)."""

    how: str
    target: str
    html: str = ""
    attrs: Attributes = ()


def _element(name: str) -> bool:
    return name != ROOT and not name.startswith(FIXED)


def changes(last: Parts, now: Parts, root: Attributes = ()) -> list[Change] | None:
    """The steps from the page drawn as ``last`` to ``now`` (the same frame: the same parts in
    the same order), in page order; None when they cannot be drawn so (a region appears with
    only fixed parts around it): then the screen is drawn whole. ``root``: the attributes of
    ``now``'s opening tag."""
    if list(last) != list(now):
        return None
    names = list(now)
    out: list[Change] = []
    for i, name in enumerate(names):
        old, new = last[name], now[name]
        if old == new:
            continue
        if name == ROOT:
            out.append(Change("attrs", ROOT, new, root))
        elif not _element(name):
            return None  # a fixed part changed: not the same frame
        elif old and new:
            out.append(Change("replace", name, new))
        elif old:
            out.append(Change("remove", name))
        else:  # it appears: next to the region before it (drawn by now), or after it
            before = next((n for n in reversed(names[:i]) if now[n]), "")
            after = next((n for n in names[i + 1 :] if now[n]), "")
            if _element(before):
                out.append(Change("after", before, new))
            elif _element(after) and last[after]:
                out.append(Change("before", after, new))
            else:
                return None
    return out


def partly(last: Parts, now: Parts) -> dict[str, str]:
    """The drawing the page shows once only the first of the :func:`changes` was made (the
    others are left to the tasks that follow)."""
    drawn = dict(last)
    name = next(n for n in now if last[n] != now[n])
    drawn[name] = now[name]
    return drawn
