"""Rule text for a component, from its AST, in one language.

``ComponentWriter`` names a component (its ``name-<id>`` message, else what the game's writer
says) and asks the game's writer for its lines: a method ``lines_<section>`` per list section
with rule text (interpreter/games/speakeasy/text.py). A game's ``TextKit`` (kit.py) makes the
writer for a rule set and a language, and writes every component's text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .render import Renderer


@dataclass(frozen=True)
class ComponentText:
    id: str
    kind: str  # the component kind (location, business_card, ...)
    kind_label: str
    name: str
    lines: tuple[str, ...]

    def plain(self) -> str:
        return "\n".join([f"{self.name} ({self.kind_label})", *(f"  {line}" for line in self.lines)])


class ComponentWriter:
    """The rule text of a game's components; a game subclasses it with ``lines_<section>`` methods."""

    def __init__(self, rules: Any, r: Renderer, kinds: dict[str, str]) -> None:
        self.rules = rules
        self.r = r
        self.kinds = kinds  # list section -> component kind

    def name(self, comp: Any) -> str:
        key = f"name-{comp.id}"
        return self.r.m(key) if self.r.loc.has(key) else self.unnamed(comp)

    def unnamed(self, comp: Any) -> str:
        """The name of a component without a `name-<id>` message (a game says how it reads)."""
        return str(comp.id)

    def effect(self, node: Any) -> str:
        return self.r.sentence(self.r.effect(node))

    def board(self) -> list[ComponentText]:
        """The rule text printed on the game's boards rather than on a component (what a building costs
        and brings, say), one entry per printed item; none unless the game writes them."""
        return []

    def render(self, comp: Any, section: str) -> ComponentText:
        lines = list(getattr(self, "lines_" + section)(comp))
        kind = self.kinds[section]
        return ComponentText(comp.id, kind, self.r.m(f"kind-{kind}"), self.name(comp), tuple(lines))

