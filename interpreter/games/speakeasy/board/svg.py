"""A few SVG shapes as text, escaped, and what makes a shape a place on the board.

The drawing modules build each panel as a list of these strings; nothing here knows Speakeasy.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

INK = "#2a2118"
PAPER = "#fbf6ea"
MUTED = "#7d6f5c"
SEATS = ("#c0392b", "#2e6db4", "#2f8f4e", "#c98a12")  # the seats' colours: red, blue, green, amber
MOB = "#3b3b3b"


def seat_colour(seat: int) -> str:
    return SEATS[seat % len(SEATS)] if seat >= 0 else MOB


def _attrs(attrs: dict[str, Any]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f' {name}="{escape(str(value), quote=True)}"')
    return "".join(out)


def el(tag: str, children: Iterable[str] | str = (), **attrs: Any) -> str:
    body = children if isinstance(children, str) else "".join(children)
    return f"<{tag}{_attrs(attrs)}>{body}</{tag}>" if body else f"<{tag}{_attrs(attrs)}/>"


def text(x: float, y: float, words: str, size: float = 12, anchor: str = "start", weight: str | None = None,
         fill: str = INK, **attrs: Any) -> str:
    return el("text", escape(words), x=f"{x:g}", y=f"{y:g}", font_size=f"{size:g}", text_anchor=anchor,
              font_weight=weight, fill=fill, **attrs)


def rect(x: float, y: float, w: float, h: float, **attrs: Any) -> str:
    return el("rect", x=f"{x:g}", y=f"{y:g}", width=f"{w:g}", height=f"{h:g}", **attrs)


def circle(x: float, y: float, r: float, **attrs: Any) -> str:
    return el("circle", cx=f"{x:g}", cy=f"{y:g}", r=f"{r:g}", **attrs)


def path(d: str, **attrs: Any) -> str:
    return el("path", d=d, **attrs)


def group(children: Iterable[str], **attrs: Any) -> str:
    return el("g", list(children), **attrs)


def svg(width: float, height: float, children: Iterable[str], label: str) -> str:
    return el("svg", list(children), xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {width:g} {height:g}",
              role="img", aria_label=label, class_="board-svg")


def units(words: str) -> int:
    """How wide words are, in Latin letters: a Chinese character is two."""
    return sum(2 if ord(ch) >= 0x2E80 else 1 for ch in words)


def short(words: str, limit: int) -> str:
    """Words cut to fit a space ``limit`` Latin letters wide (a tooltip gives them whole)."""
    if units(words) <= limit:
        return words
    while words and units(words) > limit - 1:
        words = words[:-1]
    return words.rstrip() + "…"


def meeple(x: float, y: float, colour: str, scale: float = 1.0, **attrs: Any) -> str:
    """A family member or a capo: a head and a body, the player's colour."""
    s = scale
    d = (f"M{x - 7 * s:g},{y + 9 * s:g} L{x - 5 * s:g},{y + 1 * s:g} Q{x:g},{y - 2 * s:g} {x + 5 * s:g},{y + 1 * s:g} "
         f"L{x + 7 * s:g},{y + 9 * s:g} Z")
    return group([path(d, fill=colour, stroke=INK, stroke_width=0.8),
                  circle(x, y - 4 * s, 4 * s, fill=colour, stroke=INK, stroke_width=0.8)], **attrs)


def building(kind: str, x: float, y: float, size: float, colour: str) -> str:
    """A building's shape in its owner's colour: speakeasy a house, still a barrel-topped vat,
    nightclub a star, casino a diamond; a mob speakeasy a dark house with a hat brim."""
    s, cx, cy = size, x + size / 2, y + size / 2
    if kind == "nightclub":
        pts = []
        import math
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


def place(options: frozenset[str], *candidates: str) -> dict[str, Any]:
    """The attributes that make a shape a place on the board: the seat's options among ``candidates``
    (one: a click takes it; several: a click offers them), and the class that shows it is live."""
    live = [c for c in candidates if c in options]
    if not live:
        return {}
    if len(live) == 1:
        return {"data_option": live[0], "class_": "live"}
    return {"data_options": " ".join(live), "class_": "live"}
