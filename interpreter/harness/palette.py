"""A game's colours: one per seat (five or more for a game of five), the ink and paper it is drawn
with, and the colour of "nobody" (a piece no player owns). The terminal, the studio's pages and the
board kit (``harness/svg.py``) all take a seat's colour from here, so a game's seats look the same
everywhere.

Two promises, checked for every game by ``problems`` (tests/test_contracts.py):

* **readable on paper**: a seat whose colour stands out from the paper by less than 3:1 (WCAG's
  contrast for shapes; a white or a pale yellow seat) is drawn *outlined* in ink — ``outlined(seat)``
  says so, and the kit and the studio draw it;
* **distinguishable**: every two seats differ by a CIELAB distance of at least ``MIN_DISTANCE`` as
  they are and as a protanope, a deuteranope and a tritanope sees them (Machado, Oliveira and
  Fernandes 2009, full severity), so no two seats are told apart by hue alone.

``DEFAULT`` (Okabe and Ito's eight colours for colour-blind readers) serves a game with no palette of
its own.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass

MIN_CONTRAST = 3.0  # against the paper: below it a seat is outlined in ink
MIN_DISTANCE = 15.0  # CIE76 distance between any two seats, under normal vision and each simulation
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")

# linear-RGB matrices of colour vision deficiency at full severity (Machado et al. 2009)
_DEFICIENCIES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *_DEFICIENCIES)


@dataclass(frozen=True)
class Palette:
    """``seats``: a colour per seat ("#rrggbb"); ``terminal``: the rich style of each seat in a terminal
    (None: bold in the seat's own colour); ``nobody``: the colour of what no player owns (seat -1);
    ``ink`` and ``paper``: what everything is drawn with and on."""

    seats: tuple[str, ...]
    terminal: tuple[str, ...] | None = None
    nobody: str = "#3b3b3b"
    ink: str = "#2a2118"
    paper: str = "#fbf6ea"

    def colour(self, seat: int) -> str:
        """A seat's colour; ``nobody``'s for -1 (a game with more seats than colours repeats them, and its
        palette fails ``problems``)."""
        return self.seats[seat % len(self.seats)] if seat >= 0 else self.nobody

    def outlined(self, seat: int) -> bool:
        """Whether the seat's colour is too pale to stand on the paper alone (it is drawn with an ink edge)."""
        return contrast(self.colour(seat), self.paper) < MIN_CONTRAST

    def edge(self, seat: int) -> str | None:
        """The stroke a shape of this seat's colour needs on paper: ink when it is outlined, else none."""
        return self.ink if self.outlined(seat) else None

    def style(self, seat: int) -> str:
        """The seat's style in a terminal (rich)."""
        if seat < 0:
            return f"bold {self.nobody}"
        if self.terminal is not None:
            return self.terminal[seat % len(self.terminal)]
        return f"bold {self.colour(seat)}"

    def as_json(self) -> dict[str, object]:
        """What the studio's pages are given: each seat's colour and whether it is outlined, and nobody's."""
        return {"seats": [{"colour": c, "outlined": self.outlined(i)} for i, c in enumerate(self.seats)],
                "nobody": self.nobody, "ink": self.ink, "paper": self.paper}

    def problems(self, players: int) -> list[str]:
        """Every way this palette fails a game of ``players`` seats, in words (empty: none)."""
        out = []
        for name, value in (("ink", self.ink), ("paper", self.paper), ("nobody", self.nobody), *(
                (f"seat {i + 1}", c) for i, c in enumerate(self.seats))):
            if not _HEX.match(value):
                out.append(f"{name}: {value!r} is not a colour written #rrggbb")
        if out:
            return out
        if len(self.seats) < players:
            out.append(f"{len(self.seats)} seat colours for {players} players")
        if self.terminal is not None and len(self.terminal) < len(self.seats):
            out.append(f"{len(self.terminal)} terminal styles for {len(self.seats)} seat colours")
        if contrast(self.ink, self.paper) < 7:
            out.append(f"ink {self.ink} on paper {self.paper}: contrast {contrast(self.ink, self.paper):.1f}, below 7:1")
        for (i, a), (j, b) in itertools.combinations(enumerate(self.seats[:players]), 2):
            for vision in VISIONS:
                d = distance(a, b, vision)
                if d < MIN_DISTANCE:
                    out.append(f"seats {i + 1} ({a}) and {j + 1} ({b}) are {d:.1f} apart under {vision} vision, "
                               f"below {MIN_DISTANCE:g}")
        return out


def _rgb(colour: str) -> tuple[float, float, float]:
    return (int(colour[1:3], 16) / 255, int(colour[3:5], 16) / 255, int(colour[5:7], 16) / 255)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """Relative luminance (WCAG)."""
    r, g, b = (_linear(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _lab(linear: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in linear)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def seen_as(colour: str, vision: str) -> tuple[float, float, float]:
    """A colour in CIELAB as a reader with this vision sees it ("normal", "protanopia", …)."""
    linear = tuple(_linear(c) for c in _rgb(colour))
    if vision != "normal":
        m = _DEFICIENCIES[vision]
        linear = tuple(sum(m[i][j] * linear[j] for j in range(3)) for i in range(3))
    return _lab(linear)


def distance(a: str, b: str, vision: str = "normal") -> float:
    """How far apart two colours look (CIE76) to a reader with this vision."""
    return math.dist(seen_as(a, vision), seen_as(b, vision))


# Okabe and Ito's colours, in an order whose first five stay apart under every vision
DEFAULT = Palette(("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442"))
