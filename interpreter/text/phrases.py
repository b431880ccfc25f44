"""The words of numbers, noun phrases and conditions, and the plumbing every part of rule text uses.

``Phrases`` is the half of the renderer (render.py) that words what effects speak of: amounts ("$2 for
each casino of yours"), selectors ("protected buildings with a barrel"), comparisons ("you have at least
3 …"); and the plumbing: a message in the language (`m`), in the person in force (`.they`, `.bare`),
lists, sentences and measure words. The effects themselves are ``Renderer``'s.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..language import ast as A
from ..language.visitor import Visitor
from ..language.vocabulary import PER_PLAYER, Vocabulary
from . import logic
from .languages import ENGLISH, STYLES, Style
from .locale import Locale

OPS = {">=": "at-least", ">": "more-than", "<=": "at-most", "<": "less-than", "==": "exactly", "!=": "not"}


class Phrases(Visitor):
    """Numbers, noun phrases and conditions in one language (the renderer's words for what effects speak of)."""

    noun_keys: ClassVar[tuple[str, ...]] = ()  # keyed filters that name the noun itself (a game's `kind=`)

    def __init__(self, loc: Locale, vocabulary: Vocabulary, style: Style | None = None, rules: Any = None) -> None:
        self.loc = loc
        self.vocabulary = vocabulary
        self.style = style or STYLES.get(loc.lang, ENGLISH)
        self.rules = rules  # the rule set whose numbers some words read (a game's); None: words without them
        self.head_noun = ""  # the noun of the last noun phrase (its measure word in Chinese)
        self.person = ""  # "" (you), "they" (another player performs the step) or "bare" (a number of any player)
        self.repeating: tuple[str, int] | None = None  # a repeat its step may absorb: ("up to 2", 2)
        self.absorbed = False
        self.notes: dict[str, None] = {}  # what a step says after the sentence, once (a cost beyond the price)
        self.clause = False  # a verb's words became a clause of their own (a rate: "你每有 1 个赌场就获得 $2")
        self.in_block = False  # the steps of a construct's block are said one by one (Renderer.body)

    # ------------------------------------------------------------ plumbing
    def m(self, key: str, **args: Any) -> str:
        wanted = self.loc.variables.get(key, ())
        if "times" in wanted:  # a message that can count its own repeats ("take 2 city tiles")
            if self.repeating is not None:
                args["times"], args["many"] = self.repeating
                self.repeating, self.absorbed = None, True
            else:
                args.setdefault("times", "1")
                args.setdefault("many", 1)
        if self.person and self.person in self.loc.attributes.get(key, ()):
            return self.loc.format(key, args, self.person)
        return self.loc.format(key, args)

    def in_person(self, person: str, render: Any, node: Any, *more: Any) -> str:
        """Render ``node`` with ``person`` in force ("they", "bare" or "" for you), then go back."""
        outer, self.person = self.person, person
        try:
            return str(render(node, *more))
        finally:
            self.person = outer

    def note(self, text: str) -> None:
        """Something to say after the sentence being written, once however many steps ask for it (a
        component's writer adds the notes as sentences of their own: ``ComponentWriter.effect``)."""
        self.notes[text] = None

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
        st = self.style
        if any(mark in i for i in items for mark in st.long_marks):  # options that hold lists need a stronger break
            return self.m("list-or-long", head=st.long_sep.join(items[:-1]), last=items[-1])
        return self.m("list-or", head=st.list_sep.join(items[:-1]), last=items[-1])

    def join_and(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.m("list-and", head=self.style.list_sep.join(items[:-1]), last=items[-1])

    def sentence(self, text: str) -> str:
        text = self.style.tidy(text.strip())
        if not text:
            return text
        if self.style.capitalize:
            text = text[0].upper() + text[1:]
        return text if text.endswith(self.style.ends) else text + self.style.end

    def measure(self, noun_key: str) -> str:
        """A noun's measure word (Chinese 本, 张, 个 …), from its `.measure` attribute; empty if it has none."""
        if "measure" in self.loc.attributes.get(noun_key, ()):
            return self.attr(noun_key, "measure")
        return self.m("measure-default") if self.loc.has("measure-default") else ""

    def glue(self, *parts: str) -> str:
        return self.style.space.join(p for p in parts if p)

    # ---------------------------------------------------------- entry points
    def effect(self, node: Any) -> str:
        return self.style.tidy(str(self.visit(node)))

    def expr(self, n: Any, money: bool = False) -> str:
        return self.style.tidy(str(self.visit(n, money)))

    def cond(self, n: Any) -> str:
        return self.style.tidy(str(self.visit(n)))

    def word(self, w: str, count: int = 1) -> str:
        return self.m(f"word-{w}", count=count)

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

    def rated(self, amount: Any, money: bool, verb: Any) -> str:
        """A verb with its amount, wrapped when the amount is a rate or capped: ``verb(words)`` words the verb
        with the amount it is given, so `gain $(2 * count(building[mine kind=casino]))` reads "gain $2 for each
        casino you have" in English and "你每有 1 个赌场就获得 $2 现金" in Chinese, as each language's
        `per-each-do` puts it, and `… max 24` adds "(at most $24)" after it all."""
        inner = amount.amount if isinstance(amount, A.Money) else amount
        money = money or isinstance(amount, A.Money)
        if isinstance(inner, A.BinOp) and inner.op == "max":
            body = self.rated(inner.left, money, verb)
            return self.m("capped", value=body, cap=self.expr(inner.right, money))
        if isinstance(inner, A.BinOp) and inner.op == "*" and isinstance(inner.left, A.Num):
            rate = self.expr(inner.left, money)
            right = inner.right
            if isinstance(right, A.Func) and right.name == "count" and isinstance(right.args[0], A.Selector):
                sel = right.args[0]
                own = self.owned(sel)
                things = self.np(sel, 2, own=own)
                thing = self.np(sel, 1, own=own)
                self.clause = True
                return self.m("per-each-do-own" if own else "per-each-do", body=verb(rate), thing=thing, things=things,
                              measure=self.measure(self.head_noun))
            unit = self.unit(right)
            if unit is not None:
                self.clause = True
                return self.m("per-unit-do", body=verb(rate), unit=unit)
        if money and isinstance(inner, A.Name):  # `$(infamy)`: $1 for each point of it
            unit = self.unit(inner)
            if unit is not None:
                self.clause = True
                return self.m("per-unit-do", body=verb(self.m("money", amount=1)), unit=unit)
        return str(verb(self.money(amount) if money else self.number(amount)))

    def unit(self, node: Any) -> str | None:
        """A number as the unit of a rate: "level of strength" ("$5 per level of strength"), or None."""
        return self.m(f"unit-{node.id}") if isinstance(node, A.Name) else None

    def visit_Num(self, n: A.Num, money: bool = False) -> str:
        return self.m("money", amount=n.value) if money else str(n.value)

    def visit_Money(self, n: A.Money, money: bool = False) -> str:
        return self.money(n)

    def visit_Name(self, n: A.Name, money: bool = False) -> str:
        return self.m(f"q-{n.id}")

    def visit_Neg(self, n: A.Neg, money: bool = False) -> str:
        return "-" + self.expr(n.operand, money)

    def visit_Table(self, n: A.Table, money: bool = False) -> str:
        return self.join_and([self.m("per-players", players=k, value=self.expr(v, money)) for k, v in n.entries])

    def visit_Selector(self, n: A.Selector, money: bool = False) -> str:
        return self.np(n, 2)

    def visit_BinOp(self, n: A.BinOp, money: bool = False) -> str:
        if n.op == "max":  # `a max b`: a, at most b
            return self.m("capped", value=self.expr(n.left, money), cap=self.expr(n.right, money))
        if n.op == "*" and isinstance(n.left, A.Num):
            rate = self.expr(n.left, money)
            per = self.per(rate, n.right)
            if per is not None:
                return per
        if n.op == "+":  # a + b + c: "the sum of a, b and c"
            return self.m("sum", items=self.join_and([self.expr(x, money) for x in logic.operands(n, "+")]))
        op = {"-": "minus", "*": "times", "/": "divided"}[n.op]
        return self.m(f"op-{op}", a=self.expr(n.left, money), b=self.expr(n.right, money))

    def per(self, rate: str, right: Any) -> str | None:
        """`N * something` as a rate: "$2 for each casino of yours", "$1 per point of infamy"."""
        if isinstance(right, A.Func) and right.name == "count" and isinstance(right.args[0], A.Selector):
            thing = self.np(right.args[0], 1)
            return self.m("per-each", rate=rate, thing=thing, measure=self.measure(self.head_noun))
        unit = self.unit(right)
        return None if unit is None else self.m("per-unit", rate=rate, unit=unit)

    def visit_Func(self, n: A.Func, money: bool = False) -> str:
        if n.name == "count":
            return self.m("the-number-of", things=self.np(n.args[0], 2))  # type: ignore[arg-type]
        if n.name in ("highest", "lowest"):
            return self.m(f"fn-{n.name}", items=self.join_and([self.expr(a) for a in n.args]))
        if n.name == "yours":  # the owner's number, whoever performs the step
            return self.in_person("", self.expr, n.args[0], money)
        if n.name in PER_PLAYER:  # a number of every player: "the most cash any player has"
            return self.m(f"fn-{n.name}", value=self.in_person("bare", self.expr, n.args[0], money))
        return str(getattr(self, "func_" + n.name)(n, money))

    # ---------------------------------------------------------- selectors
    def owned(self, sel: A.Selector) -> bool:
        """Whether a selector means only the acting player's things: it says `mine`, or its noun is always one's own."""
        spec = self.vocabulary.nouns.get(sel.noun)
        return any(f.key == "mine" for f in sel.filters) or bool(spec is not None and spec.owned)

    def np(self, sel: A.Selector, count: int, own: bool = False) -> str:
        """A noun phrase: ``building[mine protected barrel]`` → "protected buildings of yours with a barrel".

        ``own``: the owner is already the subject ("you have …"), so `mine` is said only by the words its
        message keeps for that case (`.own`, "on your player board"), or not at all. A noun that is anyone's
        (not ``owned``) and says neither `mine` nor `others` words its filters for any player (`.any`)."""
        adjectives: list[str] = []
        qualifiers: list[str] = []
        noun = self.word(sel.noun, count)
        self.head_noun = f"word-{sel.noun}"
        anyones = not self.owned(sel) and not any(f.key == "others" for f in sel.filters)
        for f in sel.filters:
            if f.key in self.noun_keys:
                noun = self.keyed_noun(sel, f, count)
                continue
            if not f.values:
                adj = self.first([f"adj-{sel.noun}-{f.key}", f"adj-{f.key}"], count=count)
                if adj is not None:
                    adjectives.append(adj)
                    continue
                keys = [k for k in (f"qual-{sel.noun}-{f.key}", f"qual-{f.key}") if self.loc.has(k)]
                if not keys:
                    continue
                if own and f.key == "mine":
                    if "own" in self.loc.attributes.get(keys[0], ()):
                        qualifiers.append(self.attr(keys[0], "own", count=count))
                elif anyones and "any" in self.loc.attributes.get(keys[0], ()):
                    qualifiers.append(self.attr(keys[0], "any", count=count))
                else:
                    qualifiers.append(self.m(keys[0], count=count))
                continue
            value = f.values[0]
            if self.loc.has(f"place-{value}"):
                qualifiers.append(self.m(f"qual-{f.key}-is", place=self.m(f"place-{value}")))
            else:  # a variable bound by some(...)/all(...)
                qualifiers.append(self.m(f"qual-{f.key}-bound"))
        quals = [q for q in qualifiers if q]
        parts = [*quals, *adjectives, noun] if self.style.qualifiers_first else [*adjectives, noun, *quals]
        return "".join(parts) if self.style.qualifiers_first else self.glue(*parts)

    def keyed_noun(self, sel: A.Selector, f: A.Filter, count: int) -> str:
        """The noun a keyed filter names (``kind=casino or nightclub``): its values, as alternatives."""
        self.head_noun = f"word-{f.values[0]}"
        return self.join_or([self.word(v, count) for v in f.values])

    # ---------------------------------------------------------- conditions
    def visit_Compare(self, n: A.Compare, subject: bool = True) -> str:
        """A comparison. A count of one's own things has the owner as its subject ("you have at least 2
        casinos"; ``subject`` False: "at least 2 casinos", after another such count of an `and`), a count of
        anyone's things says "there are"."""
        word = OPS[n.op]
        if isinstance(n.right, A.Num):
            k = n.right.value
            left = n.left
            if isinstance(left, A.Func):
                if left.name == "count" and isinstance(left.args[0], A.Selector):
                    own = self.owned(left.args[0])
                    things = self.np(left.args[0], k, own=own)
                    key = (f"have-{word}" if subject else f"also-{word}") if own else f"there-{word}"
                    return self.m(key, n=k, things=things, measure=self.measure(self.head_noun))
                special = getattr(self, "compare_" + left.name, None)
                said = special(word, k, left) if special is not None else None
                if said is not None:
                    return str(said)
        return self.m(f"is-{word}", a=self.expr(n.left), b=self.expr(n.right))

    def has_count(self, cond: Any) -> bool:
        """A comparison of a count of one's own things ("you have at least …")."""
        return (isinstance(cond, A.Compare) and isinstance(cond.right, A.Num) and isinstance(cond.left, A.Func)
                and cond.left.name == "count" and isinstance(cond.left.args[0], A.Selector)
                and self.owned(cond.left.args[0]))

    def visit_BoolOp(self, n: A.BoolOp, group: bool = False) -> str:
        """A chain of `and` (or of `or`) as one list; a chain of the other operator inside it is set apart
        ("either a or b", "both a and b") and put last, where the sentence's end closes it (the operators
        commute). ``group``: this chain stands inside a chain of the other operator."""
        items = logic.operands(n, n.op)
        items = [x for x in items if not isinstance(x, A.BoolOp)] + [x for x in items if isinstance(x, A.BoolOp)]
        words: list[str] = []
        for i, item in enumerate(items):
            if isinstance(item, A.BoolOp):
                words.append(str(self.visit_BoolOp(item, group=True)))
            elif isinstance(item, A.Compare):  # a second count of one's own things shares the first's subject
                shared = n.op == "and" and i > 0 and self.has_count(items[i - 1]) and self.has_count(item)
                words.append(self.visit_Compare(item, subject=not shared))
            else:
                words.append(self.cond(item))
        key = f"cond-{n.op}-group" if group else f"cond-{n.op}"
        return self.m(key, head=self.style.clause_sep.join(words[:-1]), last=words[-1], count=len(words))

    def visit_Not(self, n: A.Not) -> str:
        return self.cond(logic.negate(n.operand))  # "you have fewer than 3 …", never "not (…)"

    def visit_Const(self, n: A.Const) -> str:
        return self.m("cond-true" if n.value else "cond-false")

    def visit_Quantified(self, n: A.Quantified) -> str:
        where = [f.values[0] for f in n.domain.filters if f.values]
        scope = self.m(f"place-{where[0]}") if where else ""
        return self.m(f"{n.quantifier}-{n.domain.noun}", scope=scope, body=self.cond(n.body))
