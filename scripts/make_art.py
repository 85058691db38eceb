#!/usr/bin/env python3
"""Draws the game's art into assets/art/ (SVG, standard library only).

- ``back-clan.svg`` and ``back-tactic.svg``: the backs of the two decks;
- ``emblem-<colour>.svg``: one clan emblem per colour (R, O, Y, G, B, P), a silhouette used by
  css/game.css as a mask, so it takes the card's ink; it is the colour's symbol (heart, sun,
  star, clover, lozenge, spade), bold enough to read at a phone's card size;
- ``stone.svg``: the texture of a border stone (grain, chisel marks, moss), laid over the
  stone's colour, which says who holds it;
- ``tactic-<CARD>.svg``: one figure per tactic card (``JOKER``, ``SPY``, ``SHIELD``, ``BLIND``,
  ``MUD``, ``RECRUITER``, ``STRATEGIST``, ``BANSHEE``, ``TRAITOR``, the engine's names): a few
  flat shapes in light colours, drawn on the card's dark face beside its letters (which stay
  the first cue).

Deterministic (a fixed seed, fixed number formatting): the same script writes the same bytes.
Run it after changing the design; the files are committed and precached by the service worker
(scripts/build.py lists everything under assets/):

    python3 scripts/make_art.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "art"
COLOURS = ("R", "O", "Y", "G", "B", "P")
GOLD = "#e0b04a"


def n(value: float) -> str:
    """A coordinate with at most one decimal, without a trailing zero."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def svg(view_box: str, body: str, extra: str = "") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}"{extra}>{body}</svg>\n'


def polygon(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def star_points(
    cx: float, cy: float, outer: float, inner: float, k: int = 5
) -> list[tuple[float, float]]:
    points = []
    for i in range(2 * k):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / k
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


# --- emblems (masks: black shapes, a thin carved line inside) ----------------------------------

HEART = (
    "M50 90 C20 68 6 50 6 31 C6 16 17 7 29 7 C39 7 46 13 50 21 "
    "C54 13 61 7 71 7 C83 7 94 16 94 31 C94 50 80 68 50 90Z"
)
HEART_IN = (
    "M50 79 C27 61 15 47 15 32 C15 21 22 15 30 15 C38 15 44 21 50 31 "
    "C56 21 62 15 70 15 C78 15 85 21 85 32 C85 47 73 61 50 79Z"
)
SPADE = (
    "M50 5 C62 22 92 38 92 58 C92 71 82 79 71 79 C63 79 57 75 54 70 C55 80 59 88 67 95 L33 95 "
    "C41 88 45 80 46 70 C43 75 37 79 29 79 C18 79 8 71 8 58 C8 38 38 22 50 5Z"
)


def emblem(colour: str) -> str:
    """The silhouette of a colour's emblem, 100x100, with a carved inner line (even-odd)."""
    if colour == "R":  # heart
        body = (
            f'<path fill-rule="evenodd" d="{HEART} {HEART_IN}"/>'
            f'<path d="{HEART_IN}" transform="translate(50 47) scale(.8) translate(-50 -47)"/>'
        )
    elif colour == "O":  # sun: a disc and twelve rays
        rays = []
        for i in range(12):
            a = i * math.pi / 6
            c, s = math.cos(a), math.sin(a)
            w = 0.16
            tip = (50 + 47 * c, 50 + 47 * s)
            left = (50 + 33 * math.cos(a - w), 50 + 33 * math.sin(a - w))
            right = (50 + 33 * math.cos(a + w), 50 + 33 * math.sin(a + w))
            rays.append(f'<polygon points="{polygon([left, tip, right])}"/>')
        body = (
            "".join(rays)
            + '<path fill-rule="evenodd" d="M16 50a34 34 0 1 0 68 0a34 34 0 1 0-68 0Z'
            + 'M23 50a27 27 0 1 0 54 0a27 27 0 1 0-54 0Z"/>'
            + '<circle cx="50" cy="50" r="23"/>'
        )
    elif colour == "Y":  # star
        outer = polygon(star_points(50, 54, 48, 20))
        inner = polygon(star_points(50, 54, 35, 14.5))
        core = polygon(star_points(50, 54, 29, 12))
        body = (
            f'<path fill-rule="evenodd" d="M{outer.replace(" ", " L")}Z '
            f'M{inner.replace(" ", " L")}Z"/>'
            f'<polygon points="{core}"/>'
        )
    elif colour == "G":  # clover: three leaves and a stem
        leaves = "".join(
            f'<circle cx="{n(50 + 22 * math.cos(a))}" cy="{n(42 + 22 * math.sin(a))}" r="21"/>'
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        )
        body = (
            leaves
            + '<path d="M46 52 C47 70 44 82 36 95 L46 95 C52 84 55 70 54 52Z"/>'
            + '<circle cx="50" cy="44" r="9"/>'
        )
    elif colour == "B":  # lozenge
        body = (
            '<path fill-rule="evenodd" '
            'd="M50 3 L93 50 L50 97 L7 50Z M50 15 L82 50 L50 85 L18 50Z"/>'
            '<path d="M50 21 L76 50 L50 79 L24 50Z"/>'
        )
    else:  # P: spade
        body = f'<path d="{SPADE}"/>'
    return svg("0 0 100 100", body)


# --- card backs --------------------------------------------------------------------------------


def back(kind: str) -> str:
    """A card back, 72x100: a dark field, a lattice, a gold frame and a central emblem."""
    if kind == "clan":
        field, lattice, centre = "#5c1f1f", "#7e3030", _standing_stone(36, 50, 1.0)
    else:
        field, lattice, centre = "#231c3a", "#3a2f5c", _crossed_blades(36, 50)
    lines = []
    for i in range(-10, 12):
        x = i * 9
        lines.append(f"M{x} 0 L{x + 100} 100")
        lines.append(f"M{x + 100} 0 L{x} 100")
    body = (
        f'<rect width="72" height="100" rx="6" fill="{field}"/>'
        f'<clipPath id="c"><rect x="5" y="5" width="62" height="90" rx="3"/></clipPath>'
        f'<path clip-path="url(#c)" d="{" ".join(lines)}" stroke="{lattice}" stroke-width="2.2"/>'
        f'<g fill="none" stroke="{GOLD}">'
        '<rect x="4" y="4" width="64" height="92" rx="4" stroke-width="1.6"/>'
        '<rect x="7.5" y="7.5" width="57" height="85" rx="2.5" stroke-width=".7"/></g>'
        f'<ellipse cx="36" cy="50" rx="21" ry="25" fill="{field}" stroke="{GOLD}" '
        'stroke-width="1.4"/>'
        f"{centre}"
    )
    corners = "".join(
        f'<polygon points="{polygon(star_points(x, y, 3.2, 1.3, 4))}" fill="{GOLD}"/>'
        for x, y in ((11, 11), (61, 11), (11, 89), (61, 89))
    )
    return svg("0 0 72 100", body + corners)


def _standing_stone(cx: float, cy: float, k: float) -> str:
    """A leaning border stone between two low walls of field stones: the clan deck's emblem."""
    stone = [
        (cx - 8 * k, cy + 14 * k),
        (cx - 10 * k, cy + 1 * k),
        (cx - 7 * k, cy - 12 * k),
        (cx - 1 * k, cy - 20 * k),
        (cx + 5 * k, cy - 15 * k),
        (cx + 9 * k, cy - 3 * k),
        (cx + 8 * k, cy + 14 * k),
    ]
    wall = "".join(
        f'<ellipse cx="{n(cx + dx * k)}" cy="{n(cy + dy * k)}" rx="{n(3.2 * k)}" '
        f'ry="{n(2.2 * k)}"/>'
        for dx, dy in ((-17, 12), (-12.5, 13), (-15, 8.6), (12.5, 13), (17, 12), (15, 8.6))
    )
    return (
        f'<path d="M{n(cx - 20 * k)} {n(cy + 17 * k)} Q{n(cx)} {n(cy + 9 * k)} {n(cx + 20 * k)} '
        f'{n(cy + 17 * k)}Z" fill="#3c6b3f"/>'
        f'<g fill="#8f949a" stroke="#4a4d52" stroke-width=".6">{wall}</g>'
        f'<polygon points="{polygon(stone)}" fill="#b9bcc0" stroke="{GOLD}" stroke-width="1"/>'
        f'<path d="M{n(cx - 6 * k)} {n(cy - 4 * k)} L{n(cx + 3 * k)} {n(cy - 14 * k)} '
        f'M{n(cx - 5 * k)} {n(cy + 4 * k)} L{n(cx + 6 * k)} {n(cy - 6 * k)}" fill="none" '
        'stroke="#6c7075" stroke-width="1.1" stroke-linecap="round"/>'
    )


def _crossed_blades(cx: float, cy: float) -> str:
    """Two crossed swords over a shield: the tactic deck's emblem."""
    shield = (
        f"M{cx - 11} {cy - 12} L{cx + 11} {cy - 12} L{cx + 11} {cy} "
        f"Q{cx + 11} {cy + 11} {cx} {cy + 16} Q{cx - 11} {cy + 11} {cx - 11} {cy}Z"
    )
    blades = ""
    for sign in (-1, 1):
        x0, x1 = cx - sign * 15, cx + sign * 14
        blades += (
            f'<path d="M{x0} {cy + 17} L{x1} {cy - 18}" stroke="#e8e4d8" stroke-width="2.4" '
            'stroke-linecap="round"/>'
            f'<path d="M{n(x0 + sign * 2.5)} {cy + 10} L{n(x0 + sign * 8.5)} {cy + 14}" '
            f'stroke="{GOLD}" stroke-width="2" stroke-linecap="round"/>'
        )
    return f'<path d="{shield}" fill="#5a2a2a" stroke="{GOLD}" stroke-width="1.2"/>{blades}'


# --- the border stone --------------------------------------------------------------------------


def stone_texture(seed: int = 7) -> str:
    """A stone's face, 120x60, stretched over the stone: grain, a worn edge, chisel marks and
    moss at its foot; translucent, over the colour of the stone."""
    rng = random.Random(seed)
    grain = []
    for _ in range(90):
        x, y = rng.uniform(4, 116), rng.uniform(4, 56)
        r = rng.uniform(0.5, 1.6)
        shade = rng.choice(("#000", "#fff"))
        grain.append(
            f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(r * 1.4)}" ry="{n(r)}" fill="{shade}" '
            f'opacity="{rng.uniform(0.08, 0.22):.2f}"/>'
        )
    chips = []
    for _ in range(6):
        x, y = rng.uniform(10, 110), rng.uniform(8, 50)
        dx, dy = rng.uniform(4, 9), rng.uniform(-3, 3)
        chips.append(f"M{n(x)} {n(y)} l{n(dx)} {n(dy)}")
    moss = []
    for _ in range(14):
        x = rng.uniform(2, 118)
        moss.append(
            f'<ellipse cx="{n(x)}" cy="{n(rng.uniform(55, 60))}" rx="{n(rng.uniform(3, 8))}" '
            f'ry="{n(rng.uniform(1.5, 3.5))}"/>'
        )
    body = (
        '<defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fff" stop-opacity=".35"/>'
        '<stop offset=".45" stop-color="#fff" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient></defs>'
        '<rect width="120" height="60" fill="url(#l)"/>'
        + "".join(grain)
        + f'<path d="{" ".join(chips)}" stroke="#000" stroke-opacity=".22" stroke-width=".8" '
        'stroke-linecap="round"/>'
        '<path d="M3 9 Q8 2 20 3 L100 2 Q116 3 117 12 L118 50 Q116 58 104 58 L16 58 Q4 57 3 48Z" '
        'fill="none" stroke="#000" stroke-opacity=".16" stroke-width="1.6"/>'
        f'<g fill="#3f6b35" opacity=".55">{"".join(moss)}</g>'
    )
    return svg("0 0 120 60", body, ' preserveAspectRatio="none"')


# --- the tactic cards' figures -----------------------------------------------------------------

TACTICS = (
    "JOKER", "SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR",
)  # fmt: skip
INK = "#241a14"
CREAM = "#f3e6c4"
SKIN = "#e9bd93"
STEEL = "#cfd4da"
WOOD = "#9a6434"
RED = "#c8423a"
MUD = "#b8844c"


def _leader() -> str:
    """The Joker, a clan leader: a crowned, bearded head over a plaid cloak with a brooch."""
    return (
        f'<path d="M12 100 C14 76 30 68 50 68 C70 68 86 76 88 100Z" fill="{RED}"/>'
        f'<path d="M30 72 L38 100 M70 72 L62 100 M20 86 H80" stroke="{INK}" stroke-opacity=".35" '
        'stroke-width="3"/>'
        f'<circle cx="50" cy="50" r="17" fill="{SKIN}"/>'
        f'<path d="M33 50 Q34 76 50 78 Q66 76 67 50 Q60 60 50 60 Q40 60 33 50Z" fill="#d9843a"/>'
        f'<circle cx="44" cy="48" r="2.4" fill="{INK}"/><circle cx="56" cy="48" r="2.4" '
        f'fill="{INK}"/>'
        f'<polygon points="31,40 31,14 41,26 50,8 59,26 69,14 69,40" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
        f'<circle cx="50" cy="32" r="4" fill="{RED}"/>'
        f'<circle cx="50" cy="82" r="6" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
    )


def _spy() -> str:
    """The Spy: a hooded cloak, two eyes in its shadow, a finger of steel at its side."""
    return (
        '<path d="M14 100 C16 58 28 20 50 10 C72 20 84 58 86 100Z" fill="#8796a8"/>'
        '<path d="M50 10 C40 26 38 60 44 100 M50 10 C60 26 62 60 56 100" fill="none" '
        'stroke="#5d6a7a" stroke-width="3"/>'
        '<ellipse cx="50" cy="46" rx="16" ry="19" fill="#14101a"/>'
        f'<path d="M38 44 Q43 40 47 45 Q43 48 38 44Z M62 44 Q57 40 53 45 Q57 48 62 44Z" '
        f'fill="{GOLD}"/>'
        f'<path d="M76 62 L92 34" stroke="{STEEL}" stroke-width="4" stroke-linecap="round"/>'
        f'<path d="M71 58 L81 66" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>'
    )


def _shield() -> str:
    """The Shield Bearer: a round targe with studs and a boss."""
    studs = "".join(
        f'<circle cx="{n(50 + 31 * math.cos(i * math.pi / 4))}" '
        f'cy="{n(50 + 31 * math.sin(i * math.pi / 4))}" r="3.6"/>'
        for i in range(8)
    )
    return (
        f'<circle cx="50" cy="50" r="42" fill="{WOOD}" stroke="{GOLD}" stroke-width="5"/>'
        '<circle cx="50" cy="50" r="22" fill="none" stroke="#6e4322" stroke-width="3"/>'
        f'<path d="M50 12 V28 M50 72 V88 M12 50 H28 M72 50 H88" stroke="#6e4322" '
        'stroke-width="3"/>'
        f'<g fill="{CREAM}">{studs}</g>'
        f'<circle cx="50" cy="50" r="12" fill="{STEEL}" stroke="{INK}" stroke-width="2"/>'
        '<circle cx="46" cy="46" r="4" fill="#fff" opacity=".7"/>'
    )


def _blindfold() -> str:
    """Blind-Man's Bluff: a head with a blindfold knotted at its side."""
    return (
        f'<circle cx="48" cy="54" r="32" fill="{SKIN}"/>'
        '<path d="M16 50 C16 24 30 16 48 16 C68 16 80 26 80 46 C70 34 56 30 44 30 C32 30 24 36 '
        '16 50Z" fill="#6b3d1f"/>'
        f'<rect x="12" y="44" width="72" height="16" rx="4" fill="{CREAM}" stroke="{INK}" '
        'stroke-width="2"/>'
        f'<path d="M82 50 L98 38 L94 54Z M82 54 L96 70 L86 72Z" fill="{CREAM}" stroke="{INK}" '
        'stroke-width="2" stroke-linejoin="round"/>'
        f'<path d="M38 74 Q48 80 58 74" fill="none" stroke="{INK}" stroke-width="3" '
        'stroke-linecap="round"/>'
    )


def _mud() -> str:
    """Mud Fight: a puddle of mud, a boot print in it and splashes flying up."""
    return (
        f'<path d="M8 74 C8 62 24 58 36 62 C44 54 62 54 70 62 C84 58 94 66 92 76 C90 88 70 92 '
        f'50 90 C28 92 8 88 8 74Z" fill="{MUD}"/>'
        '<ellipse cx="38" cy="74" rx="9" ry="6" fill="#6e4522"/>'
        '<ellipse cx="58" cy="76" rx="12" ry="7" fill="#6e4522"/>'
        '<ellipse cx="72" cy="68" rx="7" ry="3" fill="#d9a66c"/>'
        f'<g fill="{MUD}">'
        '<circle cx="24" cy="44" r="6"/><circle cx="40" cy="30" r="7"/>'
        '<circle cx="60" cy="28" r="6"/><circle cx="78" cy="40" r="7"/>'
        '<circle cx="12" cy="56" r="3.5"/><circle cx="50" cy="16" r="4"/>'
        '<circle cx="90" cy="54" r="3.5"/></g>'
    )


def _horn() -> str:
    """The Recruiter: a war horn that calls more troops, on its strap."""
    return (
        f'<path d="M14 26 C30 58 52 56 80 50" fill="none" stroke="{CREAM}" stroke-width="3"/>'
        f'<path d="M8 28 C20 60 44 70 74 52 L92 80 C52 102 14 82 4 32Z" fill="{CREAM}" '
        f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
        f'<ellipse cx="83" cy="66" rx="8" ry="17" transform="rotate(-33 83 66)" fill="#3a2a1c" '
        f'stroke="{GOLD}" stroke-width="4"/>'
        f'<path d="M26 62 L34 54 M46 74 L52 64" stroke="{GOLD}" stroke-width="5"/>'
        f'<circle cx="6" cy="30" r="4" fill="{GOLD}"/>'
    )


def _map() -> str:
    """The Strategist: a campaign map with a path and an arrow moving a troop."""
    return (
        f'<rect x="12" y="18" width="76" height="64" fill="{CREAM}"/>'
        '<rect x="6" y="14" width="12" height="72" rx="6" fill="#d3bd8a" stroke="#8a7242" '
        'stroke-width="2"/>'
        '<rect x="82" y="14" width="12" height="72" rx="6" fill="#d3bd8a" stroke="#8a7242" '
        'stroke-width="2"/>'
        f'<path d="M26 68 C36 40 50 64 62 40" fill="none" stroke="{RED}" stroke-width="4" '
        'stroke-dasharray="6 5" stroke-linecap="round"/>'
        f'<polygon points="55,38 72,28 68,47" fill="{RED}"/>'
        f'<path d="M23 25 L31 33 M31 25 L23 33" stroke="{INK}" stroke-width="3"/>'
        '<circle cx="26" cy="70" r="5" fill="#3f6b35"/>'
        f'<path d="M62 60 L76 74 M76 60 L62 74" stroke="{INK}" stroke-width="3"/>'
    )


def _banshee() -> str:
    """The Banshee: a wailing ghost."""
    return (
        '<path d="M22 90 L22 44 C22 22 34 10 50 10 C66 10 78 22 78 44 L78 90 L68 82 L59 92 '
        'L50 82 L41 92 L32 82Z" fill="#dfe9f2"/>'
        f'<ellipse cx="39" cy="40" rx="6" ry="8" fill="{INK}"/>'
        f'<ellipse cx="61" cy="40" rx="6" ry="8" fill="{INK}"/>'
        f'<ellipse cx="50" cy="64" rx="7" ry="11" fill="{INK}"/>'
        '<path d="M86 30 Q93 40 86 50 M92 22 Q103 40 92 58 M14 30 Q7 40 14 50" fill="none" '
        'stroke="#dfe9f2" stroke-width="3" stroke-linecap="round"/>'
    )


def _dagger() -> str:
    """The Traitor: a dagger drawn behind a back, a drop at its point."""
    return (
        f'<polygon points="43,44 57,44 50,90" fill="{STEEL}" stroke="{INK}" stroke-width="2" '
        'stroke-linejoin="round"/>'
        '<path d="M50 46 V80" stroke="#8f949a" stroke-width="2"/>'
        f'<rect x="28" y="36" width="44" height="9" rx="4" fill="{GOLD}" stroke="{INK}" '
        'stroke-width="2"/>'
        f'<rect x="44" y="14" width="12" height="22" rx="2" fill="{WOOD}" stroke="{INK}" '
        'stroke-width="2"/>'
        f'<path d="M44 21 H56 M44 28 H56" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="50" cy="10" r="6" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M50 92 C46 97 48 100 50 100 C52 100 54 97 50 92Z" fill="{RED}"/>'
    )


FIGURES = {
    "JOKER": _leader,
    "SPY": _spy,
    "SHIELD": _shield,
    "BLIND": _blindfold,
    "MUD": _mud,
    "RECRUITER": _horn,
    "STRATEGIST": _map,
    "BANSHEE": _banshee,
    "TRAITOR": _dagger,
}


def figure(card: str) -> str:
    """A tactic card's figure, 100x100, transparent around it."""
    return svg("0 0 100 100", FIGURES[card]())


def artwork() -> dict[str, str]:
    """Every file of the art by name."""
    files = {"back-clan.svg": back("clan"), "back-tactic.svg": back("tactic")}
    for colour in COLOURS:
        files[f"emblem-{colour}.svg"] = emblem(colour)
    files["stone.svg"] = stone_texture()
    for card in TACTICS:
        files[f"tactic-{card}.svg"] = figure(card)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ASSETS, help="output folder")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for name, text in artwork().items():
        (args.out / name).write_text(text, encoding="utf-8")
        total += len(text.encode())
    print(f"wrote {len(artwork())} files into {args.out}: {total} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
