"""AST → rule text, one method per node type, words from the locale.

The renderer decides structure (what is a list, what is counted, which phrase
a selector filter becomes); every word comes from a Fluent message, so a
translator edits only locale files. A language whose grammar differs in
structure (lists, sentences, where qualifiers go) overrides only those few
methods, like a sqlglot dialect; Traditional Chinese needs no Python at all.
"""

from __future__ import annotations

from typing import Any

from ..dsl import ast as A
from ..dsl.bind import bind
from ..dsl.vocab import BUSINESSES
from .locale import Locale


class Renderer:
    """English: the base language."""

    space = " "
    list_sep = ", "
    long_sep = "; "
    long_marks: tuple[str, ...] = (",",)

    def __init__(self, loc: Locale) -> None:
        self.loc = loc
        self.head_noun = ""  # the noun of the last noun phrase (its measure word in Chinese)

    # ------------------------------------------------------------ plumbing
    def m(self, key: str, **args: Any) -> str:
        return self.loc.format(key, args)

    def attr(self, key: str, attribute: str, **args: Any) -> str:
        return self.loc.format(key, args, attribute)

    def first(self, keys: list[str], **args: Any) -> str | None:
        for key in keys:
            if self.loc.has(key):
                return self.m(key, **args)
        return None

    def join_or(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        if any(mark in i for i in items for mark in self.long_marks):  # options that hold lists need a stronger break
            return self.m("list-or-long", head=self.long_sep.join(items[:-1]), last=items[-1])
        return self.m("list-or", head=self.list_sep.join(items[:-1]), last=items[-1])

    def join_and(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.m("list-and", head=self.list_sep.join(items[:-1]), last=items[-1])

    def sentence(self, text: str) -> str:
        text = text.strip()
        if not text:
            return text
        text = text[0].upper() + text[1:]
        return text if text.endswith((".", "!", "?")) else text + "."

    def measure(self, noun_key: str) -> str:
        """A noun's measure word (Chinese 本, 张, 个 …), from its `.measure` attribute; empty if it has none."""
        if "measure" in self.loc.attributes.get(noun_key, ()):
            return self.attr(noun_key, "measure")
        return self.m("measure-default") if self.loc.has("measure-default") else ""

    def glue(self, *parts: str) -> str:
        return self.space.join(p for p in parts if p)

    # ------------------------------------------------------------- effects
    def effect(self, node: Any) -> str:
        return str(getattr(self, "e_" + type(node).__name__)(node))

    def e_Seq(self, n: A.Seq) -> str:
        steps = [self.effect(s) for s in n.steps]
        out = steps[0]
        for s in steps[1:]:
            out = self.m("seq", first=out, then=s)
        return out

    def e_May(self, n: A.May) -> str:
        if isinstance(n.body, A.Repeat) and n.body.up_to:  # "up to 2 times, you may ..." reads better
            return self.m("may-repeat-up-to", count=self.number(n.body.times), body=self.effect(n.body.body))
        return self.m("may", body=self.effect(n.body))

    def e_Choose(self, n: A.Choose) -> str:
        options = [self.effect(o) for o in n.options]
        if n.count == 1:
            return self.m("choose-one", options=self.join_or(options))
        return self.m("choose-different", count=n.count, options=self.join_or(options))

    def e_Repeat(self, n: A.Repeat) -> str:
        key = "repeat-up-to" if n.up_to else "repeat"
        return self.m(key, count=self.number(n.times), body=self.effect(n.body))

    def e_If(self, n: A.If) -> str:
        return self.m("if", cond=self.cond(n.cond), body=self.effect(n.body))

    def e_Once(self, n: A.Once) -> str:
        return self.m("once", body=self.effect(n.body))

    def e_When(self, n: A.When) -> str:
        return self.m("when", event=self.m(f"event-{n.event}"), body=self.effect(n.body))

    def e_As(self, n: A.As) -> str:
        return self.m("as", role=self.m(f"role-{n.role}"), body=self.effect(n.body))

    def e_Paid(self, n: A.Paid) -> str:
        return self.m("paid", cost=self.effect(n.cost), body=self.effect(n.body))

    def e_Call(self, n: A.Call) -> str:
        a = bind(n)
        method = getattr(self, "v_" + n.verb, None)
        if method is not None:
            return str(method(a))
        args = {k: self.arg(v) for k, v in a.items()}
        return self.m(f"verb-{n.verb}", **args)

    def arg(self, v: Any) -> Any:
        if isinstance(v, tuple):
            return self.join_or([self.word(x) for x in v])
        if isinstance(v, str):
            return self.word(v)
        if v is True:
            return "yes"
        return self.number(v)

    def word(self, w: str, count: int = 1) -> str:
        return self.m(f"word-{w}", count=count)

    def any_kind(self, kinds: tuple[str, ...]) -> bool:
        return "any" in kinds or set(BUSINESSES) <= set(kinds)

    def card_kinds(self, kinds: tuple[str, ...]) -> str:
        return self.join_or([self.m(f"card-kind-{k}") for k in kinds])

    # verbs whose words depend on their arguments
    def v_gain(self, a: dict[str, Any]) -> str:
        amount = a["amount"]
        if "what" not in a:
            key = "verb-gain-money-safe" if a.get("where") == "safe" else "verb-gain-money"
            return self.m(key, amount=self.money(amount))
        count = self.count_of(amount)
        what = self.word(a["what"], count)
        where = a.get("where")
        key = f"verb-gain-{where}" if where in ("vip", "dock") else "verb-gain"
        return self.m(key, amount=self.number(amount), count=count, what=what, measure=self.measure(f"word-{a['what']}"))

    def v_hire(self, a: dict[str, Any]) -> str:
        count = self.count_of(a["amount"])
        return self.m("verb-hire-free" if a.get("free") else "verb-hire", amount=self.number(a["amount"]), count=count)

    def v_take(self, a: dict[str, Any]) -> str:
        if a["what"] == "card":
            kinds = a.get("kind") or ("any",)
            if self.any_kind(kinds):
                return self.m("verb-take-card-any")
            return self.m("verb-take-card", kind=self.card_kinds(kinds))
        return self.m(f"verb-take-{a['what']}")

    def v_raise(self, a: dict[str, Any]) -> str:
        tracks = self.join_or([self.m(f"track-{t}") for t in a["track"]])
        by = a.get("by")
        count = self.count_of(by) if by is not None else 1
        return self.m("verb-raise", tracks=tracks, count=count)

    def v_build(self, a: dict[str, Any]) -> str:
        return self.m("verb-build", kind=self.join_or([self.word(k) for k in a["kind"]]))

    def v_upgrade(self, a: dict[str, Any]) -> str:
        return self.m("verb-upgrade", kind=self.join_or([self.word(k) for k in a["kind"]]))

    def v_take_over(self, a: dict[str, Any]) -> str:
        key = "verb-take_over-ignore" if a.get("ignore_defense") else "verb-take_over"
        return self.m(key, kind=self.join_or([self.word(k) for k in a["kind"]]))

    def v_play(self, a: dict[str, Any]) -> str:
        kinds = a.get("kind") or ("any",)
        text = self.m("verb-play-any") if self.any_kind(kinds) else self.m("verb-play", kind=self.card_kinds(kinds))
        if "range" in a:
            text = self.m("with-range", body=text, range=self.number(a["range"]))
        if a.get("bonus_only"):
            text = self.m("bonus-only", body=text)
        return text

    def v_deliver(self, a: dict[str, Any]) -> str:
        text = self.m("verb-deliver")
        return self.m("with-range", body=text, range=self.number(a["range"])) if "range" in a else text

    def v_discard(self, a: dict[str, Any]) -> str:
        return self.m("verb-discard", amount=self.number(a["amount"]), count=self.count_of(a["amount"]))

    def v_pay(self, a: dict[str, Any]) -> str:
        if a.get("what") == "influence":
            return self.m("verb-pay-influence", amount=self.number(a["amount"]), count=self.count_of(a["amount"]))
        return self.m("verb-pay", amount=self.money(a["amount"]))

    def v_modify(self, a: dict[str, Any]) -> str:
        amount = a["amount"].value if isinstance(a["amount"], A.Num) else 0
        signed = f"+{amount}" if amount >= 0 else str(amount)
        return self.m(f"mod-{a['what']}", amount=abs(amount), signed=signed, count=abs(amount))

    def v_auto_defend(self, a: dict[str, Any]) -> str:
        return self.m("verb-auto_defend", kind=self.join_or([self.word(k) for k in a["kind"]]))

    # ------------------------------------------------------------ numbers
    def count_of(self, v: Any) -> int:
        return v.value if isinstance(v, A.Num) else 2  # a computed amount reads as a plural

    def number(self, v: Any) -> str:
        if isinstance(v, A.Num):
            return str(v.value)
        if isinstance(v, A.Money):
            return self.money(v)
        return self.expr(v)

    def money(self, v: Any) -> str:
        inner = v.amount if isinstance(v, A.Money) else v
        if isinstance(inner, A.Num):
            return self.m("money", amount=inner.value)
        return self.expr(inner, money=True)

    def expr(self, n: Any, money: bool = False) -> str:
        return str(getattr(self, "x_" + type(n).__name__)(n, money))

    def x_Num(self, n: A.Num, money: bool) -> str:
        return self.m("money", amount=n.value) if money else str(n.value)

    def x_Money(self, n: A.Money, money: bool) -> str:
        return self.money(n)

    def x_Name(self, n: A.Name, money: bool) -> str:
        return self.m(f"q-{n.id}")

    def x_Neg(self, n: A.Neg, money: bool) -> str:
        return "-" + self.expr(n.operand, money)

    def x_Table(self, n: A.Table, money: bool) -> str:
        return self.join_and([self.m("per-players", players=k, value=self.expr(v, money)) for k, v in n.entries])

    def x_Selector(self, n: A.Selector, money: bool) -> str:
        return self.np(n, 2)

    def x_BinOp(self, n: A.BinOp, money: bool) -> str:
        if n.op == "max":
            return self.m("capped", value=self.expr(n.left, money), cap=self.expr(n.right, money))
        if n.op == "*" and isinstance(n.left, A.Num):
            rate = self.expr(n.left, money)
            right = n.right
            if isinstance(right, A.Func) and right.name == "count" and isinstance(right.args[0], A.Selector):
                thing = self.np(right.args[0], 1)
                return self.m("per-each", rate=rate, thing=thing, measure=self.measure(self.head_noun))
            if isinstance(right, A.Name):
                return self.m("per-unit", rate=rate, unit=self.m(f"unit-{right.id}"))
            if isinstance(right, A.Func) and right.name == "highest" and self._all_businesses(right):
                return self.m("per-unit", rate=rate, unit=self.m("unit-highest-business"))
        op = {"+": "plus", "-": "minus", "*": "times", "/": "divided"}[n.op]
        return self.m(f"op-{op}", a=self.expr(n.left, money), b=self.expr(n.right, money))

    def _all_businesses(self, f: A.Func) -> bool:
        return {a.id for a in f.args if isinstance(a, A.Name)} == set(BUSINESSES)

    def x_Func(self, n: A.Func, money: bool) -> str:
        if n.name == "count":
            return self.m("the-number-of", things=self.np(n.args[0], 2))  # type: ignore[arg-type]
        if n.name == "districts":
            return self.m("the-number-of-districts", things=self.np(n.args[0], 1))  # type: ignore[arg-type]
        if n.name == "highest" and self._all_businesses(n):
            return self.m("q-highest-business")
        if n.name in ("highest", "lowest"):
            return self.m(f"fn-{n.name}", items=self.join_and([self.expr(a) for a in n.args]))
        return self.m("fn-tracks_at_least", level=self.expr(n.args[0]))

    # ---------------------------------------------------------- selectors
    def np(self, sel: A.Selector, count: int) -> str:
        """A noun phrase: ``building[mine protected barrel]`` → "protected buildings of yours with a barrel"."""
        adjectives: list[str] = []
        qualifiers: list[str] = []
        noun = self.word(sel.noun, count)
        self.head_noun = f"word-{sel.noun}"
        for f in sel.filters:
            if f.key == "kind" and sel.noun == "card":  # "VIP business cards"
                noun = self.m(
                    "card-kinds", kinds=self.join_or([self.m(f"card-kind-{v}") for v in f.values]), cards=self.word("card", count)
                )
                continue
            if f.key == "kind":
                noun = self.join_or([self.word(v, count) for v in f.values])
                self.head_noun = f"word-{f.values[0]}"
                continue
            if not f.values:
                adj = self.first([f"adj-{sel.noun}-{f.key}", f"adj-{f.key}"], count=count)
                if adj is not None:
                    adjectives.append(adj)
                    continue
                qual = self.first([f"qual-{sel.noun}-{f.key}", f"qual-{f.key}"], count=count)
                if qual:
                    qualifiers.append(qual)
                continue
            value = f.values[0]
            if value in ("here", "attacked") or value in ("downtown", "midtown", "uptown"):
                qualifiers.append(self.m(f"qual-{f.key}-is", place=self.place(value)))
            else:  # a variable bound by some(...)/all(...)
                qualifiers.append(self.m(f"qual-{f.key}-bound"))
        return self.assemble_np(adjectives, noun, [q for q in qualifiers if q])

    def place(self, value: str) -> str:
        return self.m(f"place-{value}")

    def assemble_np(self, adjectives: list[str], noun: str, qualifiers: list[str]) -> str:
        return self.glue(*adjectives, noun, *qualifiers)

    # ---------------------------------------------------------- conditions
    def cond(self, n: Any) -> str:
        return str(getattr(self, "c_" + type(n).__name__)(n))

    def c_Compare(self, n: A.Compare) -> str:
        op = {">=": "at-least", ">": "more-than", "<=": "at-most", "<": "less-than", "==": "exactly", "!=": "not"}[n.op]
        if isinstance(n.right, A.Num):
            k = n.right.value
            left = n.left
            if isinstance(left, A.Func) and left.name == "count" and isinstance(left.args[0], A.Selector):
                things = self.np(left.args[0], k)
                return self.m(f"have-{op}", n=k, things=things, measure=self.measure(self.head_noun))
            if isinstance(left, A.Func) and left.name == "districts" and isinstance(left.args[0], A.Selector):
                return self.m(f"districts-{op}", n=k, count=k, things=self.np(left.args[0], 2))
            if isinstance(left, A.Func) and left.name == "tracks_at_least":
                return self.m(f"tracks-{op}", n=k, count=k, level=self.expr(left.args[0]))
        return self.m(f"is-{op}", a=self.expr(n.left), b=self.expr(n.right))

    def c_BoolOp(self, n: A.BoolOp) -> str:
        return self.m(f"cond-{n.op}", a=self.cond(n.left), b=self.cond(n.right))

    def c_Not(self, n: A.Not) -> str:
        return self.m("cond-not", a=self.cond(n.operand))

    def c_Const(self, n: A.Const) -> str:
        return self.m("cond-true" if n.value else "cond-false")

    def c_Quantified(self, n: A.Quantified) -> str:
        domain = n.domain.noun
        where = [f.values[0] for f in n.domain.filters if f.values]
        scope = self.place(where[0]) if where else ""
        return self.m(f"{n.quantifier}-{domain}", scope=scope, body=self.cond(n.body))


class ChineseRenderer(Renderer):
    """Chinese: no spaces, lists with 、, qualifiers before the noun, 。 at the end."""

    space = ""
    list_sep = "、"
    long_sep = "；"
    long_marks = ("，", ",", "或")

    def sentence(self, text: str) -> str:
        text = text.strip()
        return text if not text or text.endswith(("。", "！", "？")) else text + "。"

    def assemble_np(self, adjectives: list[str], noun: str, qualifiers: list[str]) -> str:
        return "".join([*qualifiers, *adjectives, noun])


RENDERERS: dict[str, type[Renderer]] = {"en": Renderer, "zh-Hans": ChineseRenderer, "zh-Hant": ChineseRenderer}
