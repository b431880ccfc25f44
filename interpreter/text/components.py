"""Rule text for every component, from its AST, in one language."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..loader import COMPONENT_KINDS
from .locale import LANGUAGES, Locale, locale
from .render import RENDERERS, Renderer

if TYPE_CHECKING:
    from ..loader import RuleSet

KINDS = ("locations", "business_cards", "helpers", "city_tiles", "crates", "mobsters", "ships", "objectives")
KIND_KEY = {k: v for k, v in COMPONENT_KINDS.items() if k in KINDS}


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
    def __init__(self, rules: RuleSet, loc: Locale) -> None:
        self.rules = rules
        self.r: Renderer = RENDERERS.get(loc.lang, Renderer)(loc)

    def name(self, comp: Any) -> str:
        key = f"name-{comp.id}"
        if self.r.loc.has(key):
            return self.r.m(key)
        if hasattr(comp, "cash"):  # crates have no name: number them in the order of the rules
            return self.r.m("comp-crate-name", number=self._crates().index(comp.id) + 1)
        if hasattr(comp, "requirement"):
            same = [o.id for o in self.rules.lists["objectives"] if o.group == comp.group]
            return self.r.m(
                "comp-objective-name",
                group=self.r.m(f"objective-group-{comp.group}"),
                row=comp.row or "",
                number=comp.number or same.index(comp.id) + 1,
            )
        return self.r.sentence(self.r.effect(comp.effect)).rstrip(".。") if hasattr(comp, "effect") else comp.id

    def effect(self, node: Any) -> str:
        return self.r.sentence(self.r.effect(node))

    def _crates(self) -> list[str]:
        return [c.id for c in self.rules.lists["crates"]]

    def render(self, comp: Any, kind: str) -> ComponentText:
        lines = list(getattr(self, "t_" + kind)(comp))
        label = self.r.m(f"kind-{KIND_KEY[kind]}")
        return ComponentText(comp.id, KIND_KEY[kind], label, self.name(comp), tuple(lines))

    def t_locations(self, loc: Any) -> list[str]:
        out = []
        for row in loc.rows:
            if row.all is not None:
                out.append(self.r.m("comp-every-person", text=self.effect(row.all)))
            else:
                for i, node in enumerate(row.persons or []):
                    if node is not None:
                        out.append(self.r.m("comp-person", person=i + 1, text=self.effect(node)))
        return out

    def t_business_cards(self, card: Any) -> list[str]:
        out = [
            self.r.m(
                "comp-card-line", kind=self.r.m(f"card-kind-{card.kind}"), bonus=self.effect(card.bonus), influence=card.influence
            )
        ]
        if card.passive is not None:
            out.append(self.r.m("comp-card-passive", text=self.effect(card.passive)))
        return out

    def t_helpers(self, helper: Any) -> list[str]:
        return [
            self.effect(helper.effect),
            self.r.m("comp-helper-bottle", bottle=self.r.m(f"bottle-{helper.bottle}"), value=helper.value),
        ]

    def t_city_tiles(self, tile: Any) -> list[str]:
        return [self.effect(tile.effect)]

    def t_crates(self, crate: Any) -> list[str]:
        out = [
            self.r.m("comp-crate-cash", cash=self.r.expr(crate.cash, money=True)),
            self.r.m("comp-crate-back", text=self.effect(crate.back)),
        ]
        if crate.ignores_golden_rule:
            out.append(self.r.m("comp-golden"))
        return out

    def t_mobsters(self, mob: Any) -> list[str]:
        return [
            self.r.m(
                "comp-mobster-line",
                pile=mob.pile,
                strength=mob.strength,
                modifier=f"{mob.war_modifier:+d}",
                assist=mob.assist,
                fee=mob.fee,
            ),
            self.r.m("comp-mobster-bonus", text=self.effect(mob.bonus)),
        ]

    def t_ships(self, ship: Any) -> list[str]:
        return [
            self.r.m(
                "comp-ship-line",
                prices=", ".join(f"${p}" for p in ship.prices),
                defenses=", ".join(str(d) for d in ship.defenses),
            )
        ]

    def t_objectives(self, ob: Any) -> list[str]:
        out = [
            self.r.m(
                "comp-objective",
                group=self.r.m(f"group-{ob.group}"),
                requirement=self.r.sentence(self.r.cond(ob.requirement)),
                reward=self.effect(ob.reward),
            )
        ]
        if ob.ignores_golden_rule:
            out.append(self.r.m("comp-golden"))
        return out


def component_texts(rules: RuleSet, locales_dir: Path, lang: str) -> list[ComponentText]:
    writer = ComponentWriter(rules, locale(str(locales_dir), lang))
    return [writer.render(c, kind) for kind in KINDS for c in rules.lists[kind]]


def find_component(rules: RuleSet, comp_id: str) -> tuple[Any, str] | None:
    for kind in KINDS:
        for c in rules.lists[kind]:
            if c.id == comp_id:
                return c, kind
    return None


__all__ = ["LANGUAGES", "ComponentText", "ComponentWriter", "component_texts", "find_component"]
