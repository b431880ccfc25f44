"""Speakeasy's text: the words of its verbs and functions, the lines of each kind of component,
the messages its screens ask for, and how its messages' arguments are put into words."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...language.bind import bind
from ...language.checker import constant
from ...language.parser import parse
from ...language.vocabulary import YOU
from ...machine.values import Msg
from ...resources import data_dir
from ...text.components import ComponentText, ComponentWriter
from ...text.kit import TextKit
from ...text.render import OPS, Renderer
from .boardkeys import BOARD_KEYS
from .vocabulary import BUILDING_KINDS, BUSINESSES, GIFTS, RESOURCES, TRACKS, VOCABULARY


class SpeakeasyRenderer(Renderer):
    """Rule text of Speakeasy's calls whose words depend on their arguments, and of its functions."""

    noun_keys = ("kind",)  # `kind=casino or nightclub` names the noun itself
    places = ("district", "borough")  # `borough[mine]`: a borough where you have a building

    def any_kind(self, kinds: tuple[str, ...]) -> bool:
        return "any" in kinds or set(BUSINESSES) <= set(kinds)

    def card_kinds(self, kinds: tuple[str, ...]) -> str:
        return self.join_or([self.m(f"card-kind-{k}") for k in kinds])

    # verbs whose words depend on their arguments
    def verb_gain(self, a: dict[str, Any]) -> str:
        amount = a["amount"]
        if "what" not in a:
            key = "verb-gain-money-safe" if a.get("where") == "safe" else "verb-gain-money"
            return self.rated(amount, True, lambda words: self.m(key, amount=words))
        where = a.get("where")
        key = f"verb-gain-{where}" if where in ("vip", "dock") else "verb-gain"

        def verb(words: str, count: int) -> str:
            return self.m(key, amount=words, count=count, what=self.word(a["what"], count),
                          measure=self.measure(f"word-{a['what']}"))

        taken = self.absorb_amount(amount)  # `repeat 3: gain 1 ledger`: "gain 3 ledgers"
        return verb(*taken) if taken is not None else self.amount(amount, False, verb)

    def run_of(self, steps: tuple[Any, ...], i: int) -> tuple[str, int] | None:
        """Consecutive gains of fixed amounts read as one: "gain 1 ledger, $2 and 1 Leverage token" (each
        goes to your supply or cash, in any order alike)."""
        items: list[str] = []
        for step in steps[i:]:
            a = bind(step, self.vocabulary) if isinstance(step, A.Call) and step.verb == "gain" else None
            if a is None or a.get("where") or not isinstance(a["amount"], (A.Num, A.Money)):
                break
            amount = a["amount"]
            if isinstance(amount, A.Money):
                if not isinstance(amount.amount, A.Num):
                    break
                items.append(self.m("gain-item-money", amount=self.money(amount)))
            else:
                count = amount.value
                items.append(self.m("gain-item", amount=str(count), count=count, what=self.word(a["what"], count),
                                    measure=self.measure(f"word-{a['what']}")))
        if len(items) < 2:
            return None
        return self.m("verb-gain-all", items=self.join_and(items)), len(items)

    def verb_hire(self, a: dict[str, Any]) -> str:
        def verb(words: str, count: int) -> str:
            return self.m("verb-hire-free" if a.get("free") else "verb-hire", amount=words, count=count,
                          measure=self.measure("word-goon"))

        taken = self.absorb_amount(a["amount"])  # `repeat up to 6: hire 1 goon`: "hire up to 6 goons"
        return verb(*taken) if taken is not None else self.amount(a["amount"], False, verb)

    def verb_take(self, a: dict[str, Any]) -> str:
        if a["what"] == "card":
            kinds = a.get("kind") or ("any",)
            if self.any_kind(kinds):
                return self.m("verb-take-card-any")
            return self.m("verb-take-card", kind=self.card_kinds(kinds))
        return self.m(f"verb-take-{a['what']}")

    def verb_look(self, a: dict[str, Any]) -> str:
        """The numbers are written out (the checker holds them to LOOK_MAX, D-300); `keep` is 1 unless given."""
        amount = constant(a["amount"]) or 1
        keep = constant(a["keep"]) if "keep" in a else 1
        keep = 1 if keep is None else keep
        how = "none" if keep == 0 else "all" if keep >= amount else "some"
        return self.m("verb-look", amount=str(amount), count=amount, keep=keep, how=how,
                      order="chosen" if a.get("ordered") else "lay", deck=self.m(f"card-kind-{a['kind']}"))

    def verb_raise(self, a: dict[str, Any]) -> str:
        tracks = self.join_or([self.m(f"track-{t}") for t in a["track"]])
        by = a.get("by")
        words, x = self.figure(by) if by is not None else ("1", None)
        return self.where_x(self.m("verb-raise", tracks=tracks, amount=words, count=self.count_of(by or A.Num(1))), x)

    def buildings(self, kinds: tuple[str, ...]) -> str:
        return self.join_or([self.word(k) for k in kinds])

    def with_discard(self, text: str, kinds: tuple[str, ...]) -> str:
        """A building's cost beyond its price, as a note after the sentence (said once however many steps
        open one): the business cards some kinds also take from the hand (a casino, 000 P.15), read from
        the rules (`board.big_buildings[].discard`)."""
        board = getattr(self.rules, "board", None)
        for big in getattr(board, "big_buildings", ()):
            if big.kind in kinds and big.discard:
                self.note(self.m("note-discard", kind=self.word(big.kind), count=big.discard))
        return text

    def verb_build(self, a: dict[str, Any]) -> str:
        kind, measure = self.buildings(a["kind"]), self.measure(f"word-{a['kind'][0]}")
        if "discount" in a:  # "open a casino, paying its cost less $2" (never below $0: verbs_build)
            words, x = self.figure(a["discount"])
            text = self.where_x(self.m("verb-build-discount", kind=kind, measure=measure,
                                       discount=self.m("money", amount=words)), x)
        else:
            text = self.m("verb-build", kind=kind, measure=measure)
        return self.with_discard(text, a["kind"])

    def verb_upgrade(self, a: dict[str, Any]) -> str:
        return self.with_discard(self.m("verb-upgrade", kind=self.buildings(a["kind"])), a["kind"])

    def verb_take_over(self, a: dict[str, Any]) -> str:
        key = "verb-take_over" + ("-ignore" if a.get("ignore_defense") else "") + ("-free" if a.get("free") else "")
        text = self.m(key, kind=self.buildings(a["kind"]))
        return text if a.get("free") else self.with_discard(text, a["kind"])  # free: no price, no discard (000 P.24)

    def verb_move_turn_order(self, a: dict[str, Any]) -> str:
        """Moving to the lower row, and the spaces that cost more cards (000 P.19), from the rules'
        turn-order columns: the space from which each player count discards more, the usual one first."""
        text = self.m("verb-move_turn_order")
        order = getattr(getattr(self.rules, "board", None), "turn_order", None)
        if order is None:
            return text
        starts: dict[tuple[int, int] | None, list[int]] = {}
        for n, used in sorted(order.columns_used.items()):
            extra = [int(col.restaurant_discard.get(n, 0)) for col in order.columns[:used]]
            costly = [i for i, x in enumerate(extra, 1) if x]
            if not costly:
                continue
            first = costly[0]
            same = costly == list(range(first, used + 1)) and len({extra[i - 1] for i in costly}) == 1
            starts.setdefault((first, extra[first - 1]) if same else None, []).append(n)
        if not starts:
            return text
        if None in starts:  # spaces that cost more without a pattern: said, not listed
            return self.m("turn-order-extra-some", body=text)
        (main, _), *others = sorted(starts.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        assert main is not None
        exceptions = [self.m("turn-order-extra-players", players=self.join_and([str(n) for n in ns]), space=k[0])
                      for k, ns in others if k is not None]
        return self.m("turn-order-extra", body=text, space=main[0], count=main[1],
                      others=self.style.clause_sep.join(exceptions), exceptions=len(exceptions))

    def verb_play(self, a: dict[str, Any]) -> str:
        kinds = a.get("kind") or ("any",)
        text = self.m("verb-play-any") if self.any_kind(kinds) else self.m("verb-play", kind=self.card_kinds(kinds))
        if "range" in a:
            words, x = self.figure(a["range"])
            text = self.where_x(self.m("with-range", body=text, range=words), x)
        if a.get("bonus_only"):
            text = self.m("bonus-only", body=text)
        return text

    def verb_deliver(self, a: dict[str, Any]) -> str:
        text = self.m("verb-deliver")
        if "range" not in a:
            return text
        words, x = self.figure(a["range"])
        return self.where_x(self.m("with-range", body=text, range=words), x)

    def verb_discard(self, a: dict[str, Any]) -> str:
        def verb(words: str, count: int) -> str:
            return self.m("verb-discard", amount=words, count=count)

        taken = self.absorb_amount(a["amount"])
        text = verb(*taken) if taken is not None else self.amount(a["amount"], False, verb)
        return self.all_taken(text, "card", a["amount"])

    def verb_pay(self, a: dict[str, Any]) -> str:
        if a.get("what") == "influence":
            text = self.amount(a["amount"], False, lambda words, count: self.m("verb-pay-influence", amount=words,
                                                                                count=count))
            return self.all_taken(text, "influence", a["amount"])
        return self.all_taken(self.rated(a["amount"], True, lambda words: self.m("verb-pay", amount=words)), None,
                              a["amount"])

    def all_taken(self, text: str, what: str | None, amount: Any) -> str:
        """`pay` and `discard` outside a cost take what the performer has, up to the amount (verbs_basic._pays,
        D-210), and say it as `give` says it (`take-all-*`); a cost before `->` is paid whole and says nothing."""
        if self.in_cost:
            return text
        if what is None:
            return self.m("take-all-money", body=text)
        return self.m(f"take-all-{what}", body=text, count=self.count_of(amount))

    def verb_give(self, a: dict[str, Any]) -> str:
        """What the giver gives: as much as they have, up to the amount (verbs_social._givable), which the words
        say ("… (or as much as they can, if less)"); money, as it is paid, which a note says once ("cash first,
        then from the safe at 2:1", the rules' safe rate)."""
        to = self.player(a["to"].id)
        what = a.get("what")
        if what is None:
            text = self.rated(a["amount"], True, lambda words: self.m("verb-give-money", amount=words, to=to))
            rate = getattr(getattr(self.rules, "game", None), "safe_rate", 0)  # 0: words without the rate
            self.note(self.m("note-give-money", rate=rate))
            return self.m("give-all-money", body=text)

        def verb(words: str, count: int) -> str:
            return self.m("verb-give", amount=words, what=self.word(what, count), to=to, count=count,
                          measure=self.measure(f"word-{what}"))

        text = self.amount(a["amount"], False, verb)
        receiver = "you" if a["to"].id == YOU else "other"
        return self.m(f"give-all-{what}", body=text, count=self.count_of(a["amount"]), receiver=receiver)

    def able(self, body: Any, cost: bool = False) -> str | None:
        """`as an opponent: give …` (or pay, or discard): only an opponent who has something to give, or enough
        to pay, is offered (possible_As): "choose an opponent with money"."""
        if isinstance(body, A.Paid):  # offered only when the cost can be paid in full
            return self.able(body.cost, cost=True)
        if not isinstance(body, A.Call) or body.verb not in ("give", "pay", "discard"):
            return None
        a = bind(body, self.vocabulary)
        if body.verb == "give" or not cost:  # a take: one who has anything of it is offered (D-210)
            what = "card" if body.verb == "discard" else a.get("what", "money")
            return self.m(f"able-give-{what}")
        if body.verb == "pay":
            return self.m("able-pay-influence" if a.get("what") == "influence" else "able-pay")
        return self.m("able-discard", count=self.count_of(a["amount"]))

    def verb_auto_defend(self, a: dict[str, Any]) -> str:
        return self.m("verb-auto_defend", kind=self.join_or([self.word(k) for k in a["kind"]]))

    # ---------------------------------------------------------- functions
    def _all_businesses(self, f: A.Func) -> bool:
        return {a.id for a in f.args if isinstance(a, A.Name)} == set(BUSINESSES)

    def visit_Func(self, n: A.Func, money: bool = False) -> str:
        if n.name == "highest" and self._all_businesses(n):
            return self.m("q-highest-business")
        return super().visit_Func(n, money)

    def unit(self, node: Any) -> str | None:
        if isinstance(node, A.Func) and node.name == "highest" and self._all_businesses(node):
            return self.m("unit-highest-business")
        return super().unit(node)

    def func_districts(self, n: A.Func, money: bool) -> str:
        return self.m("the-number-of-districts", things=self.np(n.args[0], 2))  # type: ignore[arg-type]

    def func_tracks_at_least(self, n: A.Func, money: bool) -> str:
        return self.m("fn-tracks_at_least", level=self.expr(n.args[0]))

    def compare_districts(self, word: str, k: int, n: A.Func) -> str | None:
        sel = n.args[0]
        assert isinstance(sel, A.Selector)
        if not self.owned(sel):  # anyone's buildings: "the number of districts with … is at least 3"
            return None
        key = f"districts-{word}"
        things = self.np(sel, 2, own=True, hoist=self.says_where(key))  # "你在本区域至少 2 个不同的地区都有……"
        return self.m(key, n=k, count=k, things=things, where=self.where())

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
        out = [
            self.r.m(
                "comp-objective",
                group=self.r.m(f"group-{ob.group}"),
                requirement=self.r.cond(ob.requirement),
                reward=self.effect(ob.reward),
            )
        ]
        if ob.ignores_golden_rule:
            out.append(self.r.m("comp-golden"))
        return out




KINDS = {"locations": "location", "business_cards": "business_card", "helpers": "helper", "city_tiles": "city_tile",
         "crates": "crate", "mobsters": "mobster", "ships": "ship", "objectives": "objective",
         "table_rules": "table_rule"}
STRUCTURE_KEYS = (
    "with-range", "bonus-only", "the-number-of-districts", "q-highest-business", "unit-highest-business",
    "note-discard", "turn-order-extra", "turn-order-extra-players", "turn-order-extra-some",
    "fn-tracks_at_least", *(f"{kind}-{op}" for kind in ("districts", "tracks") for op in OPS.values()),
    "place-everywhere",
)
VERB_KEYS = (  # the messages of the verbs whose words depend on their arguments (SpeakeasyRenderer)
    "verb-gain", "verb-gain-vip", "verb-gain-dock", "verb-gain-money", "verb-gain-money-safe", "verb-hire",
    "verb-hire-free", "verb-take-card", "verb-take-card-any", "verb-take-helper", "verb-take-city_tile",
    "verb-raise", "verb-build", "verb-upgrade", "verb-take_over", "verb-take_over-ignore",
    "verb-take_over-free", "verb-take_over-ignore-free", "verb-play",
    "verb-play-any", "verb-deliver", "verb-discard", "verb-pay", "verb-pay-influence", "verb-auto_defend",
    "verb-give", "verb-give-money", "verb-move_turn_order", "verb-gain-all", "gain-item", "gain-item-money",
    "verb-build-discount", "note-give-money", "able-pay", "able-pay-influence", "able-discard",
    *(f"{kind}-{what}" for kind in ("give-all", "able-give") for what in ("money", *GIFTS)),
    "take-all-money", "take-all-card", "take-all-influence", "verb-look",
)
WORDS = sorted({*RESOURCES, *BUILDING_KINDS, "card", "helper", "city_tile", "goon", "mobster", "ship"})
COMPONENT_KEYS = (
    "comp-person", "comp-every-person", "comp-every-person-first", "comp-every-person-then", "comp-card-line",
    "comp-card-line-plain",
    "comp-card-passive", "comp-helper-bottle-once", "comp-helper-bottle-best", "comp-helper-bottle-each", "comp-crate-cash",
    "comp-crate-back", "comp-golden", "comp-mobster-line", "comp-mobster-bonus", "comp-objective", "comp-ship-line",
    "card-kinds", "comp-crate-name", "comp-objective-name",
    *(f"{prefix}-{group}" for prefix in ("objective-group", "group")
      for group in ("central_park", "borough", "docks", "city_hall", "infamy")),
)
# Messages Speakeasy asks for while a game runs (tests/test_text.py checks this list against the code).
UI_KEYS = (
    "backing",
    # why a person is not offered to a capo (why.py, issue 29): the terminal's `why`, the studio's option list
    "why-not-pay", "why-not-step", "why-not-taken", "why-not-unknown", "why-not-players",
    # the hints of `play --hints` (hints.py: why the bot would choose it, in a few words)
    "lesson-why-building", "lesson-why-cook", "lesson-why-raise", "lesson-why-sell", "lesson-why-space", "lesson-why-swap",
    "lesson-why-verb", "lesson-why-vip",
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
    "opt-deck-top",
    "opt-defend",
    "opt-defend-free",
    "opt-dock",
    "opt-dock-leave",
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
    "opt-take-tile",
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
    "prompt-dock-leave",
    "prompt-dock-reward",
    "prompt-dock-shuffle",
    "prompt-draw",
    "prompt-give-card", "prompt-give-helper", "prompt-give-city_tile",
    "prompt-look-keep", "prompt-look-order",
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
LOG_KEYS = (  # the game's log lines (log-KEY in ui.ftl; tests/test_text.py checks this list against the code)
    "act", "act_end", "ally", "ambush", "build", "buy_barrel", "capo", "card_back", "casino_payout", "cook", "crate",
    "defended", "deliver", "discard", "dock_move", "draw_card", "family_dock", "family_home", "family_vip", "final",
    "gain", "gain_money", "give", "give_card", "give_city_tile", "give_helper", "give_money", "goons_back", "helper_dealt",
    "hire", "infamy_reward",
    "load", "lost", "mob_opens", "mob_war", "mobster_arrives", "mobster_leaves", "mobster_returns", "pay",
    "pay_influence", "payout", "play_card", "police", "produce", "protect", "raise", "return_tile", "round", "safe_rule", "sell",
    "ship_sails", "stow", "stow_still", "swap_capo", "take_helper", "take_over", "take_tile", "tile_dealt", "truck",
    "turn_order", "turn_order_changed", "upgrade", "use_helper", "use_tile",
    "deck_top", "deck_empty", "crate_top", "crate_dealt", "still_barrels_back", "gain_none",  # the open table (issue 22)
    "dealt", "dealt_hand", "infamy", "trucks", "payout_none", "casino_closed", "capo_idle",  # the narration (issue 29)
    "give_card_named", "objective_met",
    "look_seen", "look_kept", "look_deck",  # decks as places (issue 27 item 3, D-300)
)

# Words of the game's table in the terminal (table.ftl; tests/test_terminal.py checks this list against the code).
TABLE_KEYS = (
    "game-name", "table-associate", "table-associate-is", "table-barrel", "table-big-kind", "table-blocked",
    "table-board-cards", "table-building", "table-building-points", "table-buildings-are", "table-capos",
    "table-card-in-hand", "table-card-on-board", "table-cards", "table-cash", "table-closed", "table-control",
    "table-control-in", "table-crate", "table-crates", "table-deck", "table-decks", "table-defense", "table-displays",
    "table-district", "table-district-is", "table-dock-row", "table-dock-row-is", "table-docks", "table-docks-of",
    "table-family", "table-family-count", "table-final", "table-goons", "table-hand", "table-helper-display",
    "table-helper-points", "table-helper-spare", "table-helpers", "table-helpers-are", "table-hidden", "table-income",
    "table-income-bonuses", "table-income-casinos", "table-income-crates", "table-income-luciano",
    "table-income-objectives", "table-income-paid", "table-income-received", "table-income-sales",
    "table-income-start", "table-infamy", "table-influence", "table-influence-count", "table-info-hint",
    "table-kind-count", "table-ledger-count", "table-ledgers", "table-ledgers-on", "table-location",
    "table-locations", "table-made-of", "table-map", "table-map-key", "table-mob", "table-mob-board",
    "table-mob-control", "table-mob-speakeasy", "table-mob-strength", "table-mob-strength-down",
    "table-mobster-at", "table-moving",
    "table-next-to", "table-no-buildings", "table-no-helpers", "table-not-operating", "table-objective",
    "table-objective-in", "table-objectives", "table-on-map", "table-once",
    "table-counters", "table-counters-table", "table-part-buildings", "table-part-cash",
    "table-part-helpers", "table-part-safe", "table-persons", "table-player", "table-players", "table-police",
    "table-police-next", "table-port", "table-price", "table-protected", "table-safe", "table-safe-yours",
    "table-setup-time", "table-ship", "table-ship-barrels", "table-ship-here", "table-ships", "table-slot-kind",
    "table-so-far", "table-space-empty", "table-space-free", "table-spaces", "table-stacks", "table-stacks-are",
    "table-standings", "table-standings-note", "table-status", "table-status-you", "table-still-barrels",
    "table-supply", "table-tile-covers", "table-tile-display", "table-tile-middle", "table-tiles", "table-time", "table-to-open",
    "table-total", "table-truck-at", "table-truck-here", "table-truck-off", "table-trucks", "table-turn-order",
    "table-used", "table-used-helpers", "table-war-next", "table-winner", "table-with-marks", "table-you",
    "table-yours", "term-bot-greedy", "term-bot-consigliere",
    "table-deck-top", "table-spare-crates", "table-spare-crates-are", "table-hand-known",  # the open table (issue 22)
)


def named(rules: Any) -> list[str]:
    """Components whose name is text: locations, cards, mobsters, ships, bottles."""
    keys = [f"name-{c.id}" for key in ("locations", "business_cards", "mobsters", "ships") for c in rules.lists[key]]
    keys += [f"bottle-{b}" for b in sorted({h.bottle for h in rules.lists["helpers"]})]
    return keys


def option_does(rules: Any, label: Msg) -> Any:
    """What an option does when its label names only a place or a component (issue 29 item 3): a location's
    person, its actions top to bottom; a business card, its bonus then its kind's action; a helper, a city tile,
    an objective, a mobster, the effect it gives. None: the label says what it does."""
    key, args = label.key, label.args
    if key in ("opt-place-capo", "opt-swap"):
        loc = rules.by_id.get(args.get("loc"))
        if loc is None:
            return None
        person = int(args.get("person", 1)) - 1
        return _steps([row.all if row.all is not None else (row.persons or [None])[person] for row in loc.rows])
    if key in ("opt-card", "opt-deck-top"):
        card = rules.by_id.get(args.get("card"))
        return None if card is None else _steps([card.bonus, rules.game.card_actions.get(card.kind)])
    comp = rules.by_id.get(args.get({"opt-helper": "helper", "opt-tile": "tile", "opt-take-tile": "tile",
                                     "opt-objective": "objective", "opt-mobster": "mobster"}.get(key, ""), ""))
    if comp is None:
        return None
    return getattr(comp, "effect", None) or getattr(comp, "reward", None) or getattr(comp, "bonus", None)


def _steps(nodes: list[Any]) -> Any:
    """Effects done one after the other, as one effect (None when there are none)."""
    done = [n for n in nodes if n is not None]
    if not done:
        return None
    return done[0] if len(done) == 1 else A.Seq(tuple(done))


# Kinds of component without rule text, named by the studio's editor when it lists every component.
TOKEN_KINDS = ("mob_district_tile", "strength_token", "police_tile")
# the parts of the table `view NAME` shows alone in the terminal (terminal.py's SECTIONS): `term-view-NAME`
VIEW_PARTS = ("me", "players", "map", "locations", "displays", "docks", "ships", "objectives")
KEYS = frozenset({
    *(f"term-view-{part}" for part in VIEW_PARTS),
    *STRUCTURE_KEYS, *VERB_KEYS, *COMPONENT_KEYS, *UI_KEYS, *TABLE_KEYS, *(f"log-{k}" for k in LOG_KEYS),
    *BOARD_KEYS, *(f"kind-{k}" for k in TOKEN_KINDS), "bot-greedy", "bot-consigliere",
    *(f"word-{w}" for w in WORDS), *(f"track-{t}" for t in (*TRACKS, "business")),
    *(f"card-kind-{k}" for k in BUSINESSES), *(f"level-{t}" for t in TRACKS),
})
ARGS = {  # how the arguments of Speakeasy's messages are put into words (interpreter/text/kit.py)
    "kind": "word", "what": "word", "building": "word", "deck": "message:card-kind-", "track": "message:level-",
    "borough": "message:place-", "to_borough": "message:place-", "loc": "component", "districts": "list",
    "police": "list", "scores": "list", "bottle": "message:bottle-", "years": "range",
    "owners": "players", "dealt_cards": "components", "looked_cards": "components", "kept_cards": "components",
    "bottom_cards": "components",
    **dict.fromkeys(("card", "helper", "tile", "objective", "mobster", "ship", "crate"), "component"),
}
TEXT = TextKit(vocabulary=VOCABULARY, renderer=SpeakeasyRenderer, writer=SpeakeasyWriter, kinds=KINDS, keys=KEYS,
               named=named, locales=data_dir("locales"), args=ARGS, does=option_does,
               # the core's messages Speakeasy words its own way; its ids came before prefixes (text/namespaces.py)
               overrides=frozenset({"once-ability", "once-either", "game-points", "game-places"}))
