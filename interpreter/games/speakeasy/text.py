"""Speakeasy's text: the words of its verbs and functions, the lines of each kind of component,
the messages its screens ask for, and how its messages' arguments are put into words."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...resources import data_dir
from ...text.components import ComponentWriter
from ...text.kit import TextKit
from ...text.render import OPS, Renderer
from .vocabulary import BUILDING_KINDS, BUSINESSES, RESOURCES, TRACKS, VOCABULARY


class SpeakeasyRenderer(Renderer):
    """Rule text of Speakeasy's calls whose words depend on their arguments, and of its functions."""

    noun_keys = ("kind",)  # `kind=casino or nightclub` names the noun itself

    def any_kind(self, kinds: tuple[str, ...]) -> bool:
        return "any" in kinds or set(BUSINESSES) <= set(kinds)

    def card_kinds(self, kinds: tuple[str, ...]) -> str:
        return self.join_or([self.m(f"card-kind-{k}") for k in kinds])

    # verbs whose words depend on their arguments
    def verb_gain(self, a: dict[str, Any]) -> str:
        amount = a["amount"]
        if "what" not in a:
            key = "verb-gain-money-safe" if a.get("where") == "safe" else "verb-gain-money"
            return self.m(key, amount=self.money(amount))
        count = self.count_of(amount)
        what = self.word(a["what"], count)
        where = a.get("where")
        key = f"verb-gain-{where}" if where in ("vip", "dock") else "verb-gain"
        return self.m(key, amount=self.number(amount), count=count, what=what, measure=self.measure(f"word-{a['what']}"))

    def verb_hire(self, a: dict[str, Any]) -> str:
        count = self.count_of(a["amount"])
        return self.m("verb-hire-free" if a.get("free") else "verb-hire", amount=self.number(a["amount"]), count=count)

    def verb_take(self, a: dict[str, Any]) -> str:
        if a["what"] == "card":
            kinds = a.get("kind") or ("any",)
            if self.any_kind(kinds):
                return self.m("verb-take-card-any")
            return self.m("verb-take-card", kind=self.card_kinds(kinds))
        return self.m(f"verb-take-{a['what']}")

    def verb_raise(self, a: dict[str, Any]) -> str:
        tracks = self.join_or([self.m(f"track-{t}") for t in a["track"]])
        by = a.get("by")
        count = self.count_of(by) if by is not None else 1
        return self.m("verb-raise", tracks=tracks, count=count)

    def verb_build(self, a: dict[str, Any]) -> str:
        return self.m("verb-build", kind=self.join_or([self.word(k) for k in a["kind"]]))

    def verb_upgrade(self, a: dict[str, Any]) -> str:
        return self.m("verb-upgrade", kind=self.join_or([self.word(k) for k in a["kind"]]))

    def verb_take_over(self, a: dict[str, Any]) -> str:
        key = "verb-take_over" + ("-ignore" if a.get("ignore_defense") else "") + ("-free" if a.get("free") else "")
        return self.m(key, kind=self.join_or([self.word(k) for k in a["kind"]]))

    def verb_play(self, a: dict[str, Any]) -> str:
        kinds = a.get("kind") or ("any",)
        text = self.m("verb-play-any") if self.any_kind(kinds) else self.m("verb-play", kind=self.card_kinds(kinds))
        if "range" in a:
            text = self.m("with-range", body=text, range=self.number(a["range"]))
        if a.get("bonus_only"):
            text = self.m("bonus-only", body=text)
        return text

    def verb_deliver(self, a: dict[str, Any]) -> str:
        text = self.m("verb-deliver")
        return self.m("with-range", body=text, range=self.number(a["range"])) if "range" in a else text

    def verb_discard(self, a: dict[str, Any]) -> str:
        return self.m("verb-discard", amount=self.number(a["amount"]), count=self.count_of(a["amount"]))

    def verb_pay(self, a: dict[str, Any]) -> str:
        if a.get("what") == "influence":
            return self.m("verb-pay-influence", amount=self.number(a["amount"]), count=self.count_of(a["amount"]))
        return self.m("verb-pay", amount=self.money(a["amount"]))

    def verb_give(self, a: dict[str, Any]) -> str:
        to = self.player(a["to"].id)
        if "what" not in a:
            return self.m("verb-give-money", amount=self.money(a["amount"]), to=to)
        count = self.count_of(a["amount"])
        return self.m("verb-give", amount=self.number(a["amount"]), what=self.word(a["what"], count), to=to,
                      count=count, measure=self.measure(f"word-{a['what']}"))

    def verb_auto_defend(self, a: dict[str, Any]) -> str:
        return self.m("verb-auto_defend", kind=self.join_or([self.word(k) for k in a["kind"]]))

    # ---------------------------------------------------------- functions
    def _all_businesses(self, f: A.Func) -> bool:
        return {a.id for a in f.args if isinstance(a, A.Name)} == set(BUSINESSES)

    def visit_Func(self, n: A.Func, money: bool = False) -> str:
        if n.name == "highest" and self._all_businesses(n):
            return self.m("q-highest-business")
        return super().visit_Func(n, money)

    def per(self, rate: str, right: Any) -> str | None:
        if isinstance(right, A.Func) and right.name == "highest" and self._all_businesses(right):
            return self.m("per-unit", rate=rate, unit=self.m("unit-highest-business"))
        return super().per(rate, right)

    def func_districts(self, n: A.Func, money: bool) -> str:
        return self.m("the-number-of-districts", things=self.np(n.args[0], 1))  # type: ignore[arg-type]

    def func_tracks_at_least(self, n: A.Func, money: bool) -> str:
        return self.m("fn-tracks_at_least", level=self.expr(n.args[0]))

    def compare_districts(self, word: str, k: int, n: A.Func) -> str:
        return self.m(f"districts-{word}", n=k, count=k, things=self.np(n.args[0], 2))  # type: ignore[arg-type]

    def compare_tracks_at_least(self, word: str, k: int, n: A.Func) -> str:
        return self.m(f"tracks-{word}", n=k, count=k, level=self.expr(n.args[0]))

    def keyed_noun(self, sel: A.Selector, f: A.Filter, count: int) -> str:
        if sel.noun == "card":  # "VIP business cards"
            kinds = self.join_or([self.m(f"card-kind-{v}") for v in f.values])
            return self.m("card-kinds", kinds=kinds, cards=self.word("card", count))
        return super().keyed_noun(sel, f, count)


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

    def lines_locations(self, loc: Any) -> list[str]:
        out = []
        for row in loc.rows:
            if row.all is not None:
                out.append(self.r.m("comp-every-person", text=self.effect(row.all)))
            else:
                for i, node in enumerate(row.persons or []):
                    if node is not None:
                        out.append(self.r.m("comp-person", person=i + 1, text=self.effect(node)))
        return out

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
        return [
            self.effect(helper.effect),
            self.r.m("comp-helper-bottle", bottle=self.r.m(f"bottle-{helper.bottle}"), value=helper.value),
        ]

    def lines_city_tiles(self, tile: Any) -> list[str]:
        return [self.effect(tile.effect)]

    def lines_crates(self, crate: Any) -> list[str]:
        out = [
            self.r.m("comp-crate-cash", cash=self.r.expr(crate.cash, money=True)),
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
                prices=", ".join(f"${p}" for p in ship.prices),
                defenses=", ".join(str(d) for d in ship.defenses),
            )
        ]

    def lines_objectives(self, ob: Any) -> list[str]:
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




KINDS = {"locations": "location", "business_cards": "business_card", "helpers": "helper", "city_tiles": "city_tile",
         "crates": "crate", "mobsters": "mobster", "ships": "ship", "objectives": "objective"}
STRUCTURE_KEYS = (
    "with-range", "bonus-only", "the-number-of-districts", "q-highest-business", "unit-highest-business",
    "fn-tracks_at_least", *(f"{kind}-{op}" for kind in ("districts", "tracks") for op in OPS.values()),
)
VERB_KEYS = (  # the messages of the verbs whose words depend on their arguments (SpeakeasyRenderer)
    "verb-gain", "verb-gain-vip", "verb-gain-dock", "verb-gain-money", "verb-gain-money-safe", "verb-hire",
    "verb-hire-free", "verb-take-card", "verb-take-card-any", "verb-take-helper", "verb-take-city_tile",
    "verb-raise", "verb-build", "verb-upgrade", "verb-take_over", "verb-take_over-ignore",
    "verb-take_over-free", "verb-take_over-ignore-free", "verb-play",
    "verb-play-any", "verb-deliver", "verb-discard", "verb-pay", "verb-pay-influence", "verb-auto_defend",
    "verb-give", "verb-give-money",
)
WORDS = sorted({*RESOURCES, *BUILDING_KINDS, "card", "helper", "city_tile", "goon", "mobster", "ship"})
COMPONENT_KEYS = (
    "comp-person", "comp-every-person", "comp-card-line", "comp-card-line-plain", "comp-card-passive", "comp-helper-bottle",
    "comp-crate-cash",
    "comp-crate-back", "comp-golden", "comp-mobster-line", "comp-mobster-bonus", "comp-objective", "comp-ship-line",
    "card-kinds", "comp-crate-name", "comp-objective-name",
    *(f"{prefix}-{group}" for prefix in ("objective-group", "group")
      for group in ("central_park", "borough", "docks", "city_hall", "infamy")),
)
# Messages Speakeasy asks for while a game runs (tests/test_text.py checks this list against the code).
UI_KEYS = (
    "backing",
    "opt-ability",
    "opt-ambush",
    "opt-ambush-hire",
    "opt-build",
    "opt-build-plain",
    "opt-buy",
    "opt-buy-again",
    "opt-card",
    "opt-column",
    "opt-deck",
    "opt-defend",
    "opt-defend-free",
    "opt-dock",
    "opt-dock-move",
    "opt-drive",
    "opt-enter",
    "opt-helper",
    "opt-ignore-defense",
    "opt-load",
    "opt-lose",
    "opt-middle-cover",
    "opt-middle-empty",
    "opt-mobster",
    "opt-no-helper",
    "opt-objective",
    "opt-place-capo",
    "opt-protect",
    "opt-raise",
    "opt-sail",
    "opt-sell",
    "opt-space",
    "opt-stay",
    "opt-stop-protect",
    "opt-stop-sell",
    "opt-stow",
    "opt-stow-still",
    "opt-swap",
    "opt-take-over",
    "opt-tile",
    "opt-truck-end",
    "opt-truck-first",
    "opt-truck-first-off",
    "opt-truck-skip",
    "opt-unload",
    "opt-upgrade",
    "opt-vip",
    "prompt-ally",
    "prompt-ambush",
    "prompt-build",
    "prompt-build-space",
    "prompt-buy-again",
    "prompt-cook",
    "prompt-copy-helper",
    "prompt-defend",
    "prompt-discard",
    "prompt-dock-reward",
    "prompt-dock-shuffle",
    "prompt-draw",
    "prompt-give-card",
    "prompt-helper",
    "prompt-place-capo",
    "prompt-place-family",
    "prompt-play-card",
    "prompt-protect",
    "prompt-raise",
    "prompt-return-tile",
    "prompt-return-where",
    "prompt-sell",
    "prompt-stow",
    "prompt-swap",
    "prompt-take-card",
    "prompt-take-helper",
    "prompt-take-over",
    "prompt-take-over-backing",
    "prompt-take-over-target",
    "prompt-take-tile",
    "prompt-truck",
    "prompt-truck-enter",
    "prompt-truck-order",
    "prompt-turn-order",
    "prompt-upgrade",
    "prompt-use-tile",
)
LOG_KEYS = (
    "act",
    "ally",
    "ambush",
    "build",
    "buy_barrel",
    "capo",
    "casino_payout",
    "cook",
    "crate",
    "defended",
    "deliver",
    "discard",
    "draw_card",
    "family_dock",
    "family_vip",
    "final",
    "gain",
    "gain_money",
    "give",
    "give_card",
    "give_money",
    "hire",
    "infamy_reward",
    "lost",
    "mob_war",
    "mobster_arrives",
    "mobster_leaves",
    "payout",
    "play_card",
    "police",
    "produce",
    "protect",
    "raise",
    "return_tile",
    "round",
    "sell",
    "swap_capo",
    "take_helper",
    "take_over",
    "take_tile",
    "turn_order",
    "turn_order_changed",
    "upgrade",
    "use_helper",
    "use_tile",
)


def named(rules: Any) -> list[str]:
    """Components whose name is text: locations, cards, mobsters, ships, bottles."""
    keys = [f"name-{c.id}" for key in ("locations", "business_cards", "mobsters", "ships") for c in rules.lists[key]]
    keys += [f"bottle-{b}" for b in sorted({h.bottle for h in rules.lists["helpers"]})]
    return keys


KEYS = frozenset({
    *STRUCTURE_KEYS, *VERB_KEYS, *COMPONENT_KEYS, *UI_KEYS, *(f"log-{k}" for k in LOG_KEYS),
    *(f"word-{w}" for w in WORDS), *(f"track-{t}" for t in (*TRACKS, "business")),
    *(f"card-kind-{k}" for k in BUSINESSES), *(f"level-{t}" for t in TRACKS),
})
ARGS = {  # how the arguments of Speakeasy's messages are put into words (interpreter/text/kit.py)
    "kind": "word", "what": "word", "deck": "message:card-kind-", "track": "message:level-",
    "borough": "message:place-", "loc": "component", "districts": "list", "police": "list", "scores": "list",
    "owners": "players",
    **dict.fromkeys(("card", "helper", "tile", "objective", "mobster", "ship", "crate"), "component"),
}
TEXT = TextKit(vocabulary=VOCABULARY, renderer=SpeakeasyRenderer, writer=SpeakeasyWriter, kinds=KINDS, keys=KEYS,
               named=named, locales=data_dir("locales"), args=ARGS)
