"""Speakeasy's shapes on the board (its buildings, a barrel) and its colours, over the core's drawing kit
(``interpreter/harness/svg.py``: elements as escaped text, places a click chooses), which the board's
modules reach through this one.
"""

from __future__ import annotations

import math
from typing import Any

from ....harness.svg import (
    EM,
    circle,
    el,
    fit,
    fitted,
    group,
    meeple,
    paint,
    path,
    place,
    rect,
    short,
    svg,
    text,
    title,
    units,
    width,
)
from ..palette import PALETTE

INK = PALETTE.ink
PAPER = PALETTE.paper
MUTED = "#7d6f5c"
SEATS = PALETTE.seats  # the seats' colours: red, blue, green, amber
MOB = PALETTE.nobody

__all__ = ["EM", "INK", "MOB", "MUTED", "PAPER", "SEATS", "anchor", "barrel", "building", "circle", "el", "fit",
           "fitted", "group", "meeple", "paint_seat", "path", "place", "rect", "seat_colour", "short", "svg", "text",
           "title", "units", "width"]


def seat_colour(seat: int) -> str:
    return PALETTE.colour(seat)


def paint_seat(seat: int) -> dict[str, Any]:
    """A seat's fill, edged in ink when too pale for the paper."""
    return paint(PALETTE, seat)


def anchor(x: float, y: float, **attrs: Any) -> str:
    """A port: an anchor drawn with lines (no font needs to have the glyph)."""
    d = (f"M{x:g},{y - 5:g} V{y + 6:g} M{x - 4:g},{y - 2:g} H{x + 4:g} "
         f"M{x - 6:g},{y + 2:g} Q{x - 5:g},{y + 7:g} {x:g},{y + 7:g} Q{x + 5:g},{y + 7:g} {x + 6:g},{y + 2:g}")
    return group([circle(x, y - 7, 2.2, fill="none", stroke="#1d4f6e", stroke_width=1.4),
                  path(d, fill="none", stroke="#1d4f6e", stroke_width=1.6)], **attrs)


def building(kind: str, x: float, y: float, size: float, colour: str) -> str:
    """A building's shape in its owner's colour: speakeasy a house, still a barrel-topped vat,
    nightclub a star, casino a diamond; a mob speakeasy a dark house with a hat brim."""
    s, cx, cy = size, x + size / 2, y + size / 2
    if kind == "nightclub":
        pts = []
        for i in range(10):
            r = s * (0.48 if i % 2 == 0 else 0.22)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
        return el("polygon", points=" ".join(pts), fill=colour, stroke=INK, stroke_width=1)
    if kind == "casino":
        return el("polygon", points=f"{cx:g},{y + 1:g} {x + s - 2:g},{cy:g} {cx:g},{y + s - 1:g} {x + 2:g},{cy:g}",
                  fill=colour, stroke=INK, stroke_width=1)
    if kind == "still":
        return group([rect(x + s * 0.2, y + s * 0.3, s * 0.6, s * 0.62, rx=s * 0.12, fill=colour, stroke=INK),
                      rect(x + s * 0.42, y + s * 0.08, s * 0.16, s * 0.24, fill=colour, stroke=INK)])
    roof = f"M{x + 3:g},{cy:g} L{cx:g},{y + 3:g} L{x + s - 3:g},{cy:g} L{x + s - 6:g},{cy:g} L{x + s - 6:g},{y + s - 3:g} " \
           f"L{x + 6:g},{y + s - 3:g} L{x + 6:g},{cy:g} Z"
    parts = [path(roof, fill=colour, stroke=INK, stroke_width=1)]
    if kind == "mob_speakeasy":
        parts.append(rect(cx - s * 0.12, y + s * 0.62, s * 0.24, s * 0.3, fill="#f2e2b8"))
    return group(parts)


def barrel(x: float, y: float, **attrs: Any) -> str:
    return group([rect(x - 5, y - 6, 10, 12, rx=3, fill="#8a5a2b", stroke=INK, stroke_width=0.8),
                  path(f"M{x - 5:g},{y - 2:g} H{x + 5:g} M{x - 5:g},{y + 2:g} H{x + 5:g}", stroke="#d9b27c",
                       stroke_width=0.8)], **attrs)

