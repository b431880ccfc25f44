"""Speakeasy's text: the words of its verbs and functions (its renderer), what an option does when its label
names only a place, and the game's ``TextKit``. The lines of each kind of component are writer.py's; the messages
the game asks for and how their arguments are put into words, catalog.py's."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...language.bind import bind
from ...language.checker import constant
from ...language.vocabulary import YOU
from ...machine.values import Msg
from ...resources import data_dir
from ...text.kit import TextKit
from ...text.render import Renderer
from .catalog import ARGS, KEYS
from .vocabulary import BUSINESSES, VOCABULARY
from .writer import SpeakeasyWriter


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


KINDS = {"locations": "location", "business_cards": "business_card", "helpers": "helper", "city_tiles": "city_tile",
         "crates": "crate", "mobsters": "mobster", "ships": "ship", "objectives": "objective",
         "table_rules": "table_rule"}
TEXT = TextKit(vocabulary=VOCABULARY, renderer=SpeakeasyRenderer, writer=SpeakeasyWriter, kinds=KINDS, keys=KEYS,
               named=named, locales=data_dir("locales"), args=ARGS, does=option_does,
               # the core's messages Speakeasy words its own way; its ids came before prefixes (text/namespaces.py)
               overrides=frozenset({"once-ability", "once-either", "game-points", "game-places"}))
