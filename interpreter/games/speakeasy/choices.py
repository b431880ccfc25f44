"""Options a player can tell apart: two of a player's buildings alike in one district (same kind,
both protected or not, both with a barrel or not) are one choice, and an option names what makes it
differ (a message selector, ``marks``). Empty spaces are told apart by their city tile
(verbs_build.distinct_spaces)."""

from __future__ import annotations

from .registry import Engine
from .state import Building


def marks(b: Building | None) -> str:
    """What tells a player's building apart from another of its kind in its district (a message selector)."""
    if b is None:
        return "none"
    return "-".join(m for m, on in (("protected", b.protected), ("barrel", b.barrel)) if on) or "none"


def distinct(g: Engine, found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """One of each (district, kind, marks): two buildings of a player alike in a district are one choice."""
    seen: set[tuple[int, str, str]] = set()
    out = []
    for d, i, kind in found:
        key = (d, kind, marks(g.state.districts[d].spaces[i]))
        if key not in seen:
            seen.add(key)
            out.append((d, i, kind))
    return out
