"""The last check on the HTML of every screen: it never holds executable markup.

:mod:`ui.render` escapes every piece of data, so a name or a save can only ever become text.
This check guards the day an escaping slip lets one through: PyScript runs
``<script type="py">``, ``<py-script>`` and ``<mpy-script>`` elements (and ``py-*`` event
attributes) wherever they appear in the document, ``innerHTML`` included, and the page's
Content-Security-Policy cannot stop that. :func:`unsafe_markup` lists what it finds;
``App.render`` shows an error screen instead of a screen with any of it.

>>> unsafe_markup('<p title="&lt;script&gt;">x</p><button type="button">ok</button>')
[]
>>> unsafe_markup('<p>a</p><py-script>print(1)</py-script><img src=x onerror=alert(1)>')
['tag py-script', 'tag py-script', 'tag img', 'attribute src', 'attribute onerror']
"""

from __future__ import annotations

import re

#: Every element the screens use; anything else (script, style, iframe, img, a custom
#: element such as py-script...) is refused.
ALLOWED_TAGS = frozenset(
    [
        "section",
        "div",
        "span",
        "p",
        "ul",
        "ol",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "nav",
        "header",
        "footer",
        "main",
        "strong",
        "em",
        "b",
        "i",
        "small",
        "code",
        "kbd",
        "abbr",
        "time",
        "button",
        "form",
        "fieldset",
        "legend",
        "label",
        "input",
        "select",
        "option",
        "textarea",
        "details",
        "summary",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
        "caption",
        "dl",
        "dt",
        "dd",
        "br",
        "hr",
        # the replay viewer and its review (#14): a progress bar, the win-chance graph
        "progress",
        "figure",
        "svg",
        "line",
        "polyline",
        # the statistics' chart (inline SVG: shapes and text only; href/style stay refused)
        "svg",
        "g",
        "rect",
        "line",
        "text",
        "title",
        # two devices (#45): the QR code the page draws, the camera it fills, a code as text
        "canvas",
        "video",
        "output",
    ]
)
#: Attributes that load or run something; ``on*``, ``py-*`` and ``mpy-*`` are refused as well.
FORBIDDEN_ATTRS = frozenset(
    ("srcdoc", "formaction", "href", "src", "action", "style", "is", "poster")
)

_TAG = re.compile(r"""<\s*(/?)\s*([A-Za-z][^\s/>]*)((?:[^>"']+|"[^"]*"|'[^']*')*)>""")
_VALUES = re.compile(r"""=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)""")
_NAMES = re.compile(r"""[^\s"'=<>`/]+""")


def unsafe_markup(html: str) -> list[str]:
    """What in ``html`` could load or run code: unknown elements, event and PyScript
    attributes, URLs, markup the browser would read as a tag that this check cannot. An empty
    list means the screen is safe to insert."""
    found: list[str] = []
    last = 0
    for match in _TAG.finditer(html):
        if _stray(html, last, match.start()):
            found.append("stray markup")
        last = match.end()
        tag = match.group(0)
        verdict = _TAGS.get(tag)
        if verdict is None:
            if len(_TAGS) > 20_000:
                _TAGS.clear()
            verdict = _TAGS[tag] = _tag_findings(match)
        found.extend(verdict)
    if _stray(html, last, len(html)):
        found.append("stray markup")
    return found


_TAGS: dict[str, tuple[str, ...]] = {}
"""What each tag's text was found to hold: a screen repeats the same tags many times, and the
screens drawn one after another mostly the same ones."""


def _tag_findings(match: re.Match[str]) -> tuple[str, ...]:
    found: list[str] = []
    closing, name, rest = match.group(1), match.group(2).lower(), match.group(3)
    if name not in ALLOWED_TAGS:
        found.append(f"tag {name}")
    if closing or not rest:
        return tuple(found)
    names = _VALUES.sub(" ", rest)
    if "<" in names:
        found.append("stray markup")
    for key in _NAMES.findall(names):
        key = key.lower()
        if (
            key.startswith(("on", "py-", "mpy-"))
            or key in FORBIDDEN_ATTRS
            or (key == "type" and name not in ("button", "input"))
        ):
            found.append(f"attribute {key}")
    return tuple(found)


def _stray(html: str, start: int, end: int) -> bool:
    """Whether ``html[start:end]`` holds a ``<`` that does not open a comment (searched in
    place: the check runs on every screen drawn, a replay's included)."""
    at = html.find("<", start, end)
    while at != -1:
        if not html.startswith("<!--", at, end):
            return True
        at = html.find("<", at + 4, end)
    return False
