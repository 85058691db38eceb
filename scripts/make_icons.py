#!/usr/bin/env python3
"""Draws the app icons into assets/ (PNG, standard library only).

A border stone in front of a card on the green felt. Run once after changing the design;
the PNGs are committed:

    python3 scripts/make_icons.py
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"

Color = tuple[int, int, int, int]
FELT: Color = (35, 64, 47, 255)
CARD: Color = (243, 234, 215, 255)
CARD_EDGE: Color = (217, 164, 65, 255)
STONE: Color = (128, 132, 126, 255)
STONE_LIGHT: Color = (168, 172, 165, 255)
CLEAR: Color = (0, 0, 0, 0)


def rounded_rect(
    x0: float, y0: float, x1: float, y1: float, r: float
) -> Callable[[float, float], bool]:
    def inside(x: float, y: float) -> bool:
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return x0 <= x <= x1 and y0 <= y <= y1 and (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    return inside


def rotated(
    shape: Callable[[float, float], bool], angle: float, cx: float, cy: float
) -> Callable[[float, float], bool]:
    c, s = math.cos(angle), math.sin(angle)

    def inside(x: float, y: float) -> bool:
        dx, dy = x - cx, y - cy
        return shape(cx + c * dx + s * dy, cy - s * dx + c * dy)

    return inside


def ellipse(cx: float, cy: float, rx: float, ry: float) -> Callable[[float, float], bool]:
    return lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1


def layers(maskable: bool) -> list[tuple[Callable[[float, float], bool], Color]]:
    """Shapes in unit coordinates, back to front; maskable icons keep to the safe zone."""
    k, o = (0.62, 0.19) if maskable else (0.78, 0.11)

    def at(
        shape_factory: Callable[..., Callable[[float, float], bool]], *args: float
    ) -> Callable[[float, float], bool]:
        return shape_factory(*(o + k * a if i < 4 else k * a for i, a in enumerate(args)))

    background = (lambda x, y: True) if maskable else rounded_rect(0, 0, 1, 1, 0.18)
    card_edge = rotated(
        at(rounded_rect, 0.22, 0.05, 0.70, 0.72, 0.06), -0.18, o + k * 0.46, o + k * 0.38
    )
    card = rotated(
        at(rounded_rect, 0.25, 0.08, 0.67, 0.69, 0.045), -0.18, o + k * 0.46, o + k * 0.38
    )
    stone = ellipse(o + k * 0.5, o + k * 0.74, k * 0.42, k * 0.24)
    stone_top = ellipse(o + k * 0.46, o + k * 0.68, k * 0.30, k * 0.13)
    return [
        (background, FELT),
        (card_edge, CARD_EDGE),
        (card, CARD),
        (stone, STONE),
        (stone_top, STONE_LIGHT),
    ]


def render(size: int, maskable: bool, samples: int = 3) -> bytes:
    shapes = layers(maskable)
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / size
                    y = (py + (sy + 0.5) / samples) / size
                    color = CLEAR
                    for shape, fill in shapes:
                        if shape(x, y):
                            color = fill
                    alpha = color[3] / 255
                    for i in range(3):
                        acc[i] += color[i] * alpha
                    acc[3] += alpha
            n = samples * samples
            a = acc[3] / n
            rgb = [round(acc[i] / acc[3]) if acc[3] else 0 for i in range(3)]
            row += bytes([*rgb, round(a * 255)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width: int, height: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    ASSETS.mkdir(exist_ok=True)
    for name, size, maskable in [
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
    ]:
        (ASSETS / name).write_bytes(render(size, maskable))
        print("wrote", ASSETS / name)


if __name__ == "__main__":
    main()
