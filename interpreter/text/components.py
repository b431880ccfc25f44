"""Rule text for every component, from its AST, in one language.

``ComponentWriter`` names a component (its ``name-<id>`` message, else what the game's writer
says) and asks the game's writer for its lines: a method ``lines_<section>`` per list section
with rule text (interpreter/games/speakeasy/text.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .locale import Locale, locale
from .render import Renderer

if TYPE_CHECKING:
    from .kit import TextKit


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

    def render(self, comp: Any, section: str) -> ComponentText:
        lines = list(getattr(self, "lines_" + section)(comp))
        kind = self.kinds[section]
        return ComponentText(comp.id, kind, self.r.m(f"kind-{kind}"), self.name(comp), tuple(lines))

    def section_of(self, comp_id: str) -> str | None:
        for section in self.kinds:
            if any(c.id == comp_id for c in self.rules.lists.get(section, ())):
                return section
        return None


def writer(kit: TextKit, rules: Any, lang: str, locales: Any = None) -> ComponentWriter:
    """The game's component writer for a rule set, in a language (the game's locale folder unless given)."""
    return writer_for(kit, rules, locale(locales or kit.locales, lang))


def writer_for(kit: TextKit, rules: Any, loc: Locale) -> ComponentWriter:
    return kit.writer(rules, kit.renderer(loc, kit.vocabulary), dict(kit.kinds))


def component_texts(kit: TextKit, rules: Any, lang: str, locales: Any = None) -> list[ComponentText]:
    """The rule text of every component with text, in the book's order."""
    w = writer(kit, rules, lang, locales)
    return [w.render(c, section) for section in kit.kinds for c in rules.lists[section]]


def find_component(kit: TextKit, rules: Any, comp_id: str) -> tuple[Any, str] | None:
    """A component with rule text and its section, by id."""
    for section in kit.kinds:
        for c in rules.lists[section]:
            if c.id == comp_id:
                return c, section
    return None
