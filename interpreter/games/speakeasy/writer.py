"""The lines of each kind of Speakeasy component (its writer for the core's ``ComponentWriter``): a location's
persons, a card's bonus and action, a helper's bottle, a crate, a mobster, an objective, a ship."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...language.parser import parse
from ...text.components import ComponentText, ComponentWriter


class SpeakeasyWriter(ComponentWriter):
    """The lines of each kind of Speakeasy component."""

    def unnamed(self, comp: Any) -> str:
        if hasattr(comp, "cash"):  # crates have no name: number them in the order of the rules
            return self.r.m("comp-crate-name", number=[c.id for c in self.rules.lists["crates"]].index(comp.id) + 1)
        if hasattr(comp, "requirement"):
            same = [o.id for o in self.rules.lists["objectives"] if o.group == comp.group]
            return self.r.m(
                "comp-objective-name",
                group=self.r.m(f"objective-group-{comp.group}"),
                row=comp.row or "",
                number=comp.number or same.index(comp.id) + 1,
            )
        if hasattr(comp, "effect"):  # helpers and city tiles are known by what they do
            return self.r.sentence(self.r.effect(comp.effect)).rstrip(".。")
        return str(comp.id)

    def board(self) -> list[ComponentText]:
        """What opening each building costs and brings, as the player board prints it (000 P.6, P.14-15):
        the speakeasy and still slots, then each nightclub and casino in the order they are opened."""
        items = [(s.kind, s.cost, 0, s.bonus) for group in self.rules.board.building_groups for s in group.slots]
        items += [(b.kind, b.cost, b.discard, bonus) for b in self.rules.board.big_buildings for bonus in b.bonuses]
        out, numbers = [], dict.fromkeys((kind for kind, *_ in items), 0)
        for kind, cost, discard, bonus in items:
            numbers[kind] += 1
            lines = [self.r.m("opt-build", kind=self.r.word(kind), cost=cost, node=self.r.effect(bonus)) if bonus is not None
                     else self.r.m("opt-build-plain", kind=self.r.word(kind), cost=cost)]
            if discard:
                lines.append(self.effect(parse(f"discard {discard} card")))
            name = f"{self.r.word(kind)} {numbers[kind]}".capitalize()  # "Casino 2"; no capitals in Chinese
            out.append(ComponentText(f"board:{kind}:{numbers[kind]}", "board", self.r.word("building"), name, tuple(lines)))
        return out

    def lines_locations(self, loc: Any) -> list[str]:
        """A location's rows, top to bottom as every capo there does them (D-50): a run of rows with a
        column per person is one line per person, its actions in order ("Person 1: …; then …"); a boxed
        row (every person's) is a line of its own, said to come first or then beside the other lines."""
        runs: list[tuple[str, list[Any]]] = []  # ("all", [row]) or ("persons", [rows])
        for row in loc.rows:
            if row.all is None and runs and runs[-1][0] == "persons":
                runs[-1][1].append(row)
            else:
                runs.append(("all" if row.all is not None else "persons", [row]))
        has_persons = any(kind == "persons" for kind, _ in runs)
        out = []
        for i, (kind, rows) in enumerate(runs):
            if kind == "all":
                key = "comp-every-person-then" if i else "comp-every-person-first" if has_persons else "comp-every-person"
                out.append(self.r.m(key, text=self.effect(rows[0].all)))
                continue
            for person in range(max(len(row.persons or []) for row in rows)):
                steps = [row.persons[person] for row in rows if person < len(row.persons or []) and row.persons[person]]
                if steps:
                    out.append(self.r.m("comp-person", person=person + 1, text=self.effect(self.in_order(steps))))
        return out

    @staticmethod
    def in_order(steps: list[Any]) -> Any:
        """Several rows' actions as the one sequence they are done in."""
        flat = [s for step in steps for s in A.steps_of(step)]
        return flat[0] if len(flat) == 1 else A.Seq(tuple(flat))

    def lines_business_cards(self, card: Any) -> list[str]:
        kind = self.r.m(f"card-kind-{card.kind}")
        if card.bonus is None:  # "this special card gives no benefit" (000 P.6)
            out = [self.r.m("comp-card-line-plain", kind=kind, influence=card.influence)]
        else:
            out = [self.r.m("comp-card-line", kind=kind, bonus=self.effect(card.bonus), influence=card.influence)]
        if card.passive is not None:
            out.append(self.r.m("comp-card-passive", text=self.kept(card.passive)))
        return out

    def lines_helpers(self, helper: Any) -> list[str]:
        """The effect, then the bottle: what it scores at the end as the rules count it (000 P.20, D-38) — once
        per bottle unless `unique_helper_bottles` is off, the best value when helpers of one bottle differ."""
        values = {h.value for h in self.rules.lists["helpers"] if h.bottle == helper.bottle}
        unique = self.rules.game.scoring.unique_helper_bottles
        key = "comp-helper-bottle-each" if not unique else "comp-helper-bottle-once" if len(values) == 1 else \
            "comp-helper-bottle-best"
        return [self.effect(helper.effect), self.r.m(key, bottle=self.r.m(f"bottle-{helper.bottle}"), value=helper.value)]

    def lines_city_tiles(self, tile: Any) -> list[str]:
        return [self.effect(tile.effect)]

    def lines_crates(self, crate: Any) -> list[str]:
        # the cash goes to cash when the crate is won (verbs_docks): worded as gaining it, so a rate reads
        # as each language puts it ("gain $4 for each …", "你每有 1 本…就获得 $4 现金")
        gain = self.r.rated(crate.cash, True, lambda words: self.r.m("verb-gain-money", amount=words))
        out = [
            self.r.m("comp-crate-cash", text=self.r.sentence(gain)),
            self.r.m("comp-crate-back", text=self.kept(crate.back)),
        ]
        if crate.ignores_golden_rule:
            out.append(self.r.m("comp-golden"))
        return out

    def lines_mobsters(self, mob: Any) -> list[str]:
        return [
            self.r.m(
                "comp-mobster-line",
                pile=mob.pile,
                strength=mob.strength,
                modifier=f"{mob.war_modifier:+d}",
                assist=mob.assist,
                fee=mob.fee,
            ),
            self.r.m("comp-mobster-bonus", text=self.kept(mob.bonus)),
        ]

    def lines_ships(self, ship: Any) -> list[str]:
        return [
            self.r.m(
                "comp-ship-line",
                prices=self.r.style.list_sep.join(self.r.m("money", amount=p) for p in ship.prices),
                defenses=self.r.style.list_sep.join(str(d) for d in ship.defenses),
            )
        ]

    def lines_objectives(self, ob: Any) -> list[str]:
        group = f"group-{ob.group}"
        # a heading that says a filter of every building counted (zh-Hans "所需建筑均须受保护", `.says = protected`)
        # lets the requirement leave it out; a language without `.says` repeats it (English)
        says = self.r.attr(group, "says").split() if "says" in self.r.loc.attributes.get(group, ()) else []
        outer, self.r.said_flags = self.r.said_flags, frozenset(says)
        try:
            requirement = self.r.cond(ob.requirement)
        finally:
            self.r.said_flags = outer
        out = [self.r.m("comp-objective", group=self.r.m(group), requirement=requirement, reward=self.effect(ob.reward))]
        if ob.ignores_golden_rule:
            out.append(self.r.m("comp-golden"))
        return out
