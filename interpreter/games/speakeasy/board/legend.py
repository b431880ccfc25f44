"""The city's key (issue 29 item 6): every symbol the map draws, drawn again with its meaning in the
player's words, and every seat's colour with its player's name. Each entry says which symbol it explains
(``data-legend``), as each shape on the map says which it is (``data-symbol``): a test holds the key to every
symbol the map uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import svg as S
from .scene import Scene

SIZE = 11  # the key's words
ROW = 20
NEUTRAL = "#b8a98f"  # a kind of thing, whoever owns it: no seat's colour
BOROUGHS = {"downtown": "#ecd9b0", "midtown": "#d3e1ea", "uptown": "#dbe8cf"}


def police(x: float, y: float, **attrs: Any) -> str:
    """A police figure: a blue shield."""
    return S.path(f"M{x - 6:g},{y - 4:g} L{x + 6:g},{y - 4:g} L{x + 6:g},{y + 4:g} Q{x:g},{y + 12:g} {x - 6:g},{y + 4:g} Z",
                  fill="#1f4e9c", stroke=S.INK, stroke_width=0.6, **attrs)


def face_down(x: float, y: float, colour: str, **attrs: Any) -> str:
    """A district tile waiting face down (a police or a mob tile): a dashed square in its colour."""
    return S.rect(x, y, 11, 11, rx=2, fill=colour, opacity=0.55, stroke=S.INK, stroke_width=0.6,
                  stroke_dasharray="2 1", **attrs)


def hexagon(x: float, y: float, **attrs: Any) -> str:
    """A district's mob strength: a dark red hexagon (its number on it)."""
    pts = " ".join(f"{x + 10 * c:.1f},{y + 10 * s:.1f}" for c, s in
                   ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87)))
    return S.el("polygon", points=pts, fill="#8e1b1b", stroke=S.INK, stroke_width=0.8, **attrs)


def truck(x: float, y: float, colour: str) -> list[str]:
    return [S.rect(x, y + 4, 16, 10, rx=1.5, fill=colour, stroke=S.INK, stroke_width=0.7),
            S.rect(x + 16, y + 7, 7, 7, rx=1.5, fill=colour, stroke=S.INK, stroke_width=0.7),
            S.circle(x + 5, y + 16, 2.6, fill=S.INK), S.circle(x + 18, y + 16, 2.6, fill=S.INK)]


def chip_box(x: float, y: float, w: float, h: float, **attrs: Any) -> str:
    return S.rect(x, y, w, h, rx=2, fill="#f3e3b5", stroke="#a08b5c", stroke_width=0.8, **attrs)


Icon = Callable[[float, float], list[str]]  # a symbol drawn at an icon's top left corner, 18 wide and 16 high


def swatch(fill: dict[str, Any]) -> Icon:
    return lambda x, y: [S.rect(x + 1, y + 2, 14, 12, rx=2, **fill)]


def shape(kind: str, colour: str) -> Icon:
    return lambda x, y: [S.building(kind, x, y - 1, 17, colour)]


def entries(sc: Scene) -> list[tuple[str, str, Icon]]:
    """(symbol, its words, its icon) for every entry of the key."""
    out: list[tuple[str, str, Icon]] = []
    for borough, colour in BOROUGHS.items():
        out.append((f"borough-{borough}", sc.m(f"place-{borough}"), swatch({"fill": colour, "stroke": "#8c7b66"})))
    for seat in range(len(sc.players)):
        out.append((f"seat-{seat}", sc.player(seat), swatch(S.paint_seat(seat))))
    for kind in ("speakeasy", "still", "nightclub", "casino"):
        out.append((f"building-{kind}", sc.m(f"word-{kind}", count=1), shape(kind, NEUTRAL)))
    out += [
        ("building-mob_speakeasy", sc.m("word-mob_speakeasy", count=1), shape("mob_speakeasy", S.MOB)),
        ("empty-space", sc.m("board-empty-space"),
         lambda x, y: [S.rect(x + 1, y, 15, 15, rx=3, fill="#ffffffb0", stroke=S.MUTED, stroke_dasharray="3 2")]),
        ("city-tile", sc.m("board-legend-city-tile"), lambda x, y: [chip_box(x, y + 2, 18, 12)]),
        ("protected", sc.m("board-legend-protected"), lambda x, y: [S.meeple(x + 8, y + 6, NEUTRAL, 0.7)]),
        ("barrel", sc.m("word-barrel", count=1), lambda x, y: [S.barrel(x + 8, y + 8)]),
        ("police", sc.m("board-legend-police"), lambda x, y: [police(x + 8, y + 4)]),
        ("police-tile", sc.m("board-police-tile"), lambda x, y: [face_down(x + 3, y + 2, "#6b7a99")]),
        ("mob-tile", sc.m("board-mob-tile"), lambda x, y: [face_down(x + 3, y + 2, "#8e1b1b")]),
        ("mob-strength", sc.m("board-legend-mob-strength"), lambda x, y: [hexagon(x + 9, y + 8)]),
        ("mobster", sc.m("board-legend-mobster"),
         # a name's first letters, as the map writes a mobster's name: in the player's script
         lambda x, y: [S.text(x + 9, y + 12, sc.m("board-legend-mobster-sample"), 10, "middle", fill=S.INK)]),
        ("truck", sc.m("board-legend-truck"), lambda x, y: truck(x - 2, y - 2, NEUTRAL)),
        ("port", sc.m("board-legend-port"), lambda x, y: [S.anchor(x + 9, y + 8)]),
        ("ship", sc.m("board-legend-ship"),
         lambda x, y: [S.path(f"M{x},{y + 6} L{x + 18},{y + 6} L{x + 15},{y + 14} L{x + 3},{y + 14} Z", fill="#5b3a1e",
                              stroke=S.INK, stroke_width=0.8)]),
        ("objective", sc.m("board-legend-objective"),
         lambda x, y: [S.rect(x + 3, y, 12, 16, rx=2, fill="#fff8e2", stroke="#7a5d22")]),
        ("blocked", sc.m("board-legend-blocked"),
         lambda x, y: [S.rect(x, y + 1, 18, 14, rx=2, fill="url(#hatch)", stroke="#8c7b66")]),
    ]
    return out


def draw(sc: Scene, x0: float, y0: float, width: float, columns: int = 3) -> tuple[list[str], float]:
    """The key, in ``columns`` across ``width`` from (x0, y0), each entry's words in two lines at most: its
    shapes and how high it is."""
    parts = [S.text(x0, y0 + 12, sc.m("board-legend"), 12, weight="bold")]
    column = width / columns
    y = y0 + 22
    items = entries(sc)
    for r in range(0, len(items), columns):
        row = items[r:r + columns]
        lines = max(len(S.fit(words, int((column - 30) / (SIZE * S.EM)), 2)) for _, words, _ in row)
        for c, (symbol, words, icon) in enumerate(row):
            x = x0 + c * column
            parts.append(S.group([*icon(x, y), S.fitted(x + 24, y + 12, words, column - 30, SIZE, lines=2, step=13)],
                                 data_legend=symbol))
        y += ROW + 13 * (lines - 1)
    return parts, y - y0
