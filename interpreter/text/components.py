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
    title: str = ""  # name and kind as the language writes them ("Garage (location)", "车库（地点）")

    def plain(self) -> str:
        return "\n".join([self.title or f"{self.name} ({self.kind_label})", *(f"  {line}" for line in self.lines)])


class ComponentWriter:
    """The rule text of a game's components; a game subclasses it with ``lines_<section>`` methods."""

    def __init__(self, rules: Any, r: Renderer, kinds: dict[str, str]) -> None:
        self.rules = rules
        self.r = r
        self.kinds = kinds  # list section -> component kind

    def name(self, comp: Any) -> str:
        key = f"name-{comp.id}"
        return self.r.style.tidy(self.r.m(key) if self.r.loc.has(key) else self.unnamed(comp))

    def name_in_text(self, comp: Any) -> str:
        """A component's name inside a sentence: with its article where the language puts one ("the Garage":
        the name's `.the` attribute), else its name."""
        key = f"name-{comp.id}"
        if "the" in self.r.loc.attributes.get(key, ()):
            return self.r.style.tidy(self.r.attr(key, "the"))
        return self.name(comp)

    def unnamed(self, comp: Any) -> str:
        """The name of a component without a `name-<id>` message (a game says how it reads)."""
        return str(comp.id)

    def effect(self, node: Any) -> str:
        self.r.notes.clear()
        return self.with_notes(self.r.sentence(self.r.effect(node)))

    def kept(self, node: Any) -> str:
        """An effect that stays with its component: a passive, a crate's back (Renderer.kept_effect)."""
        self.r.notes.clear()
        return self.with_notes(self.r.sentence(self.r.kept_effect(node)))

    def with_notes(self, text: str) -> str:
        """A sentence and the notes its steps left (Renderer.note), each a sentence of its own."""
        notes = [self.r.sentence(n) for n in self.r.notes]
        self.r.notes.clear()
        return self.r.style.space.join([text, *notes])

    def lines_table_rules(self, comp: Any) -> list[str]:
        """A rule of the whole table (loading/fields.TableRule): what stays, held by every player, said once."""
        return [self.r.m("table-rule-holds", effect=self.kept(comp.effect))]

    def board(self) -> list[ComponentText]:
        """The rule text printed on the game's boards rather than on a component (what a building costs
        and brings, say), one entry per printed item; none unless the game writes them."""
        return []

    def render(self, comp: Any, section: str) -> ComponentText:
        tidy = self.r.style.tidy
        kind = self.kinds[section]
        outer, self.r.this_kind = self.r.this_kind, kind  # `this` in its text is it: "this business card"
        try:
            lines = tuple(tidy(line) for line in getattr(self, "lines_" + section)(comp))
        finally:
            self.r.this_kind = outer
        label, name = self.r.m(f"kind-{kind}"), self.name(comp)
        return ComponentText(comp.id, kind, label, name, lines, tidy(self.r.m("component-title", name=name, kind=label)))

