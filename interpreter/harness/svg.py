"""The drawing kit of a game's board in the studio: SVG shapes as text, escaped, and what makes a shape
a place on the board (``place``: a click takes one of the seat's options).

Pure strings: a board drawing builds each panel (``package.BoardPanel``) as a list of these and joins
them; nothing here knows a game. Colours come from the game's palette (``palette.Palette``): a seat's
``paint`` is its fill with an ink edge when the colour is too pale for the paper (a white seat).
A game's own shapes (Speakeasy's buildings and barrels) live in its board package and use these.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from .palette import Palette


def _attrs(attrs: dict[str, Any]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f' {name}="{escape(str(value), quote=True)}"')
    return "".join(out)


def el(tag: str, children: Iterable[str] | str = (), **attrs: Any) -> str:
    """An element; attributes by keyword (``font_size`` is written ``font-size``, ``class_`` ``class``;
    None and False leave an attribute out), every value escaped."""
    body = children if isinstance(children, str) else "".join(children)
    return f"<{tag}{_attrs(attrs)}>{body}</{tag}>" if body else f"<{tag}{_attrs(attrs)}/>"


def text(x: float, y: float, words: str, size: float = 12, anchor: str = "start", weight: str | None = None,
         fill: str = "#2a2118", **attrs: Any) -> str:
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
    """A panel: one ``<svg>`` with a ``viewBox`` (the studio scales it) and its label for screen readers."""
    return el("svg", list(children), xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {width:g} {height:g}",
              role="img", aria_label=label, class_="board-svg")


def units(words: str) -> int:
    """How wide words are, in Latin letters: a Chinese character is two."""
    return sum(2 if ord(ch) >= 0x2E80 else 1 for ch in words)


# How wide a Latin letter is, as a share of the font size (a sans face's average, a little generous); a
# Chinese character counts two (``units``), so it is about a font size wide.
EM = 0.58


def width(words: str, size: float) -> float:
    """How wide ``words`` are drawn at ``size``, by the measure every box of the board is checked with."""
    return units(words) * size * EM


def title(words: str) -> str:
    """A shape's whole words on hover (SVG ``<title>``): a name the box shows shortened, a chip's rule."""
    return el("title", escape(words))


def _lines(words: str, limit: int) -> list[str]:
    """Words in lines at most ``limit`` units wide where they can break (Chinese between any two characters,
    others at spaces); a word wider than a line stays whole on its own line (the caller cuts it)."""
    spaced = " " in words or units(words) == len(words)
    out: list[str] = []
    line = ""
    for token in (words.split(" ") if spaced else list(words)):
        joined = f"{line} {token}" if spaced and line else line + token
        if line and units(joined) > limit:
            out.append(line)
            line = token
        else:
            line = joined
    return [*out, line] if line else out


def _initials(words: str) -> str:
    """A person's given names as initials ("Vincent Mangano": "V. Mangano"; a nickname in quotes stays);
    other words as they are."""
    parts = words.split(" ")
    if len(parts) < 2 or not parts[-1][:1].isupper():
        return words
    return " ".join([*(f"{p[0]}." if p[:1].isalpha() and p[:1].isupper() else p for p in parts[:-1]), parts[-1]])


__all__ = ["EM", "circle", "el", "fit", "fitted", "group", "meeple", "paint", "path", "place", "rect", "seats_legend",
           "short", "svg", "text", "title", "units", "width"]


def fit(words: str, limit: int, lines: int = 1) -> list[str]:
    """Words fitted to a box ``limit`` units wide and ``lines`` high: whole if they fit, else wrapped, else
    with a person's given names as initials, else cut with "…" (the caller puts the whole on hover)."""
    for candidate in (words, _initials(words)):
        wrapped = _lines(candidate, limit)
        if len(wrapped) <= lines and all(units(w) <= limit for w in wrapped):
            return wrapped
    wrapped = _lines(words, limit) or [""]
    if len(wrapped) > lines:  # the last line takes the rest
        wrapped = [*wrapped[:lines - 1], " ".join(wrapped[lines - 1:]) if " " in words else "".join(wrapped[lines - 1:])]
    return [short(w, limit) for w in wrapped]


def fitted(x: float, y: float, words: str, box: float, size: float, lines: int = 1, step: float | None = None,
           **attrs: Any) -> str:
    """``words`` fitted (``fit``) to a box ``box`` wide (the drawing's units) as text, each line ``step`` under
    the last, the whole words on hover when the box shows them shortened; ``data-fit`` keeps the box's width
    (the tests measure every line against it)."""
    shown = fit(words, max(1, int(box / (size * EM))), lines)
    step = step if step is not None else size * 1.2
    body = [text(x, y + i * step, line, size, data_fit=f"{box:g}", **attrs) for i, line in enumerate(shown)]
    if " ".join(shown) != words and "".join(shown) != words:
        body.append(title(words))
    return group(body) if len(body) > 1 else body[0]


def short(words: str, limit: int) -> str:
    """Words cut to fit a space ``limit`` Latin letters wide (a tooltip gives them whole)."""
    if units(words) <= limit:
        return words
    while words and units(words) > limit - 1:
        words = words[:-1]
    return words.rstrip() + "…"


def paint(palette: Palette, seat: int) -> dict[str, Any]:
    """A seat's fill, with an ink edge when its colour is too pale for the paper: ``rect(…, **paint(p, 2))``."""
    edge = palette.edge(seat)
    return {"fill": palette.colour(seat), "stroke": edge, "stroke_width": 1 if edge else None}


def meeple(x: float, y: float, colour: str, scale: float = 1.0, ink: str = "#2a2118", **attrs: Any) -> str:
    """A pawn (a worker, a family member): a head and a body, in a player's colour, edged in ink."""
    s = scale
    d = (f"M{x - 7 * s:g},{y + 9 * s:g} L{x - 5 * s:g},{y + 1 * s:g} Q{x:g},{y - 2 * s:g} {x + 5 * s:g},{y + 1 * s:g} "
         f"L{x + 7 * s:g},{y + 9 * s:g} Z")
    return group([path(d, fill=colour, stroke=ink, stroke_width=0.8),
                  circle(x, y - 4 * s, 4 * s, fill=colour, stroke=ink, stroke_width=0.8)], **attrs)


def place(options: frozenset[str], *candidates: str) -> dict[str, Any]:
    """The attributes that make a shape a place on the board: the seat's options among ``candidates``
    (one: a click takes it; several: a click offers them), and the class that shows it is live."""
    live = [c for c in candidates if c in options]
    if not live:
        return {}
    if len(live) == 1:
        return {"data_option": live[0], "class_": "live"}
    return {"data_options": " ".join(live), "class_": "live"}


def seats_legend(palette: Palette, names: list[str], x: float, y: float, size: float = 12) -> str:
    """A row of seat swatches with their players' names (the board's key to its colours)."""
    parts, at = [], x
    for seat, name in enumerate(names):
        parts.append(rect(at, y - size + 2, size, size, rx=2, **paint(palette, seat)))
        parts.append(text(at + size + 4, y, name, size=size, fill=palette.ink))
        at += size + 12 + units(name) * size * 0.55
    return group(parts)
