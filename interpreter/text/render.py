"""AST → rule text: one method per node class, words from the locale.

The renderer decides structure (what is a list, what is counted, which phrase a selector filter
becomes); every word comes from a Fluent message, so a translator edits only locale files. Two
things vary, each in one place, like sqlglot's dialects:

- a *language* differs in punctuation and word order: a ``Style`` (data: languages.py), so no
  language needs Python of its own;
- a *game* adds its verbs and functions: its renderer subclasses ``Renderer`` with
  ``verb_<name>(args)``, ``func_<name>(node, money)`` and ``compare_<name>(word, n, node)`` methods
  for the calls whose words depend on their arguments (interpreter/games/speakeasy/text.py); a verb
  without a method is rendered by its message ``verb-<name>`` with its arguments as words.

Text never says more or less than the tree: a body of several steps under `if`, `may`, `repeat`,
`once`, `when` or `as` reads as one block ("do all of this, in order: …"), and a step after such a
construct is set off ("…; then …"), so `if c: (a; b)` and `if c: a; b` read differently. A step
another player performs (`as …:`) is written in the third person: every message that says "you"
has a ``.they`` attribute ("their cash"), and a number read for every player (`most(cash)`) uses
``.bare`` ("cash"); ``person`` says which is in force.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..language import ast as A
from ..language.bind import bind
from ..language.visitor import Visitor
from ..language.vocabulary import EVERYONE, MODIFY, PER_PLAYER, YOU, Vocabulary
from .languages import ENGLISH, STYLES, Style
from .locale import Locale

_SCOPED = (A.If, A.May, A.Repeat, A.Once, A.When, A.As, A.Choose, A.Paid)  # constructs that govern a body


def mod_key(name: str) -> str:
    """The message of `modify NAME`: `mod-sell_limit`; a number of the rules by its path, `mod-game-safe_rate`."""
    return "mod-" + name.replace(".", "-")


OPS = {">=": "at-least", ">": "more-than", "<=": "at-most", "<": "less-than", "==": "exactly", "!=": "not"}


class Renderer(Visitor):
    """Rule text of effects, numbers and conditions in one language."""

    generic = False  # every node has its words
    noun_keys: ClassVar[tuple[str, ...]] = ()  # keyed filters that name the noun itself (a game's `kind=`)

    def __init__(self, loc: Locale, vocabulary: Vocabulary, style: Style | None = None) -> None:
        self.loc = loc
        self.vocabulary = vocabulary
        self.style = style or STYLES.get(loc.lang, ENGLISH)
        self.head_noun = ""  # the noun of the last noun phrase (its measure word in Chinese)
        self.person = ""  # "" (you), "they" (another player performs the step) or "bare" (a number of any player)

    # ------------------------------------------------------------ plumbing
    def m(self, key: str, **args: Any) -> str:
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
        text = text.strip()
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
        return str(self.visit(node))

    def expr(self, n: Any, money: bool = False) -> str:
        return str(self.visit(n, money))

    def cond(self, n: Any) -> str:
        return str(self.visit(n))

    # ------------------------------------------------------------- effects
    def visit_Seq(self, n: A.Seq) -> str:
        out = self.effect(n.steps[0])
        for before, step in zip(n.steps, n.steps[1:], strict=False):
            # after a step that governs its own body, the next step is set off: it is not governed
            key = "seq-after" if isinstance(before, _SCOPED) else "seq"
            out = self.m(key, first=out, then=self.effect(step))
        return out

    def kept_effect(self, node: Any) -> str:
        """An effect that stays with its component (a card's passive, a crate's back, a mobster's bonus):
        what it keeps are standing rules, joined as such, not steps done in order; a `once:` of an effect
        at its top is an ability its owner uses once, at a moment the game offers (`once-ability`)."""
        out = ""
        before: Any = None
        for step in A.steps_of(node):
            if isinstance(step, A.Once) and not self.is_charge(step):
                text = self.m("once-ability", body=self.body(step.body))
            else:
                text = self.effect(step)
            if before is None:
                out = text
            else:
                key = "seq-kept" if A.stays(before) and A.stays(step) else (
                    "seq-after" if isinstance(before, _SCOPED) else "seq")
                out = self.m(key, first=out, then=text)
            before = step
        return out

    def is_charge(self, once: A.Once) -> bool:
        body = once.body
        return isinstance(body, A.Call) and body.verb in self.vocabulary.verbs and self.vocabulary.verbs[body.verb].charge

    def body(self, node: Any) -> str:
        """The body of a construct: several steps read as one block, so its reach is visible."""
        if isinstance(node, A.Seq):
            return self.m("block", steps=self.visit_Seq(node), count=len(node.steps))
        return self.effect(node)

    def visit_May(self, n: A.May) -> str:
        if isinstance(n.body, A.Repeat) and n.body.up_to:  # "up to 2 times, you may ..." reads better
            return self.m("may-repeat-up-to", count=self.number(n.body.times), body=self.body(n.body.body))
        return self.m("may", body=self.body(n.body))

    def visit_Choose(self, n: A.Choose) -> str:
        options = [self.effect(o) for o in n.options]
        if n.count == 1:
            return self.m("choose-one", options=self.join_or(options))
        if n.count >= len(options):  # every option, the order is the player's: "in the order you choose: a and b"
            return self.m("choose-all", count=n.count, options=self.join_and(options))
        return self.m("choose-different", count=n.count, options=self.join_or(options))

    def visit_Repeat(self, n: A.Repeat) -> str:
        key = "repeat-up-to" if n.up_to else "repeat"
        return self.m(key, count=self.number(n.times), body=self.body(n.body))

    def visit_If(self, n: A.If) -> str:
        return self.m("if", cond=self.cond(n.cond), body=self.body(n.body))

    def visit_Once(self, n: A.Once) -> str:
        return self.m("once", body=self.body(n.body))

    def visit_When(self, n: A.When) -> str:
        event = f"event-{n.event}"
        steps = A.steps_of(n.body)
        if all(isinstance(s, A.Call) and s.verb == MODIFY for s in steps):
            # a modifier while the event lasts ("while you protect: …"), unless it is only ever read then
            names = [s.args[0].value.id for s in steps if isinstance(s, A.Call) and isinstance(s.args[0].value, A.Name)]
            if all(self.vocabulary.read_during.get(name) == n.event for name in names):
                return self.body(n.body)
            return self.m("when-during", event=self.attr(event, "during"), body=self.body(n.body))
        text = self.attr(event, "another") if n.others else self.m(event)
        return self.m("when", event=text, body=self.body(n.body))

    def visit_As(self, n: A.As) -> str:
        """Another player performs the body: "each opponent must …", "… may …" when the body is a `may`."""
        body, may = (n.body.body, True) if isinstance(n.body, A.May) else (n.body, False)
        text = self.in_person("they", self.body, body)
        if not isinstance(body, (A.Call, A.Paid, A.Seq, A.Choose)):  # "must do this: if …", not "must if …"
            text = self.m("as-do", body=text)
        suffix = "-may" if may else ""
        if n.scope == "role":
            return self.m(f"as-role{suffix}", who=self.m(f"role-{n.role}"), body=text)
        group = self.m(f"group-{n.role}")
        if n.scope == "each":
            key = f"as-each{suffix}" if n.where is None else f"as-each-where{suffix}"
        else:
            key = f"as-chosen{suffix}" if n.where is None else f"as-chosen-where{suffix}"
        cond = self.in_person("they", self.cond, n.where) if n.where is not None else ""
        return self.m(key, group=group, one=self.attr(f"group-{n.role}", "one"), cond=cond, body=text)

    def player(self, word: str) -> str:
        """A player an effect names, as the object of a verb (`to you`, `to displacer`)."""
        return self.m("player-you") if word == YOU else self.attr(f"role-{word}", "object")

    def visit_Paid(self, n: A.Paid) -> str:
        return self.m("paid", cost=self.effect(n.cost), body=self.body(n.body))

    def visit_Call(self, n: A.Call) -> str:
        a = bind(n, self.vocabulary)
        method = getattr(self, "verb_" + n.verb, None)
        if method is not None:
            return str(method(a))
        return self.m(f"verb-{n.verb}", **{k: self.arg(v) for k, v in a.items()})

    def visit_Arg(self, n: A.Arg) -> str:  # read through `bind`, never visited alone
        return self.arg(n.value)

    def visit_Alts(self, n: A.Alts) -> str:
        return self.join_or([self.expr(o) for o in n.options])

    def visit_Filter(self, n: A.Filter) -> str:  # read through `np`, never visited alone
        return n.key

    def arg(self, v: Any) -> Any:
        if isinstance(v, A.Name) and (v.id == YOU or v.id in self.vocabulary.roles):
            return self.player(v.id)  # a player (`to you`): checked, so a name here is never a quantity
        if isinstance(v, tuple):
            return self.join_or([self.word(x) for x in v])
        if isinstance(v, str):
            return self.word(v)
        if v is True:
            return "yes"
        return self.number(v)

    def word(self, w: str, count: int = 1) -> str:
        return self.m(f"word-{w}", count=count)

    # the modifier of a component: `modify NAME N`, the one verb every game shares
    def verb_modify(self, a: dict[str, Any]) -> str:
        amount = a["amount"].value if isinstance(a["amount"], A.Num) else 0
        signed = f"+{amount}" if amount >= 0 else str(amount)
        key, args = mod_key(a["what"]), {"amount": abs(amount), "signed": signed, "count": abs(amount),
                                         "direction": "up" if amount >= 0 else "down"}
        if a.get(EVERYONE):  # "for every player: each goon costs them $1 less"
            outer, self.person = self.person, "they"
            try:
                return self.m("mod-everyone", body=self.m(key, **args))
            finally:
                self.person = outer
        return self.m(key, **args)

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
        op = {"+": "plus", "-": "minus", "*": "times", "/": "divided"}[n.op]
        return self.m(f"op-{op}", a=self.expr(n.left, money), b=self.expr(n.right, money))

    def per(self, rate: str, right: Any) -> str | None:
        """`N * something` as a rate: "$2 for each casino of yours", "$1 per point of infamy"."""
        if isinstance(right, A.Func) and right.name == "count" and isinstance(right.args[0], A.Selector):
            thing = self.np(right.args[0], 1)
            return self.m("per-each", rate=rate, thing=thing, measure=self.measure(self.head_noun))
        if isinstance(right, A.Name):
            return self.m("per-unit", rate=rate, unit=self.m(f"unit-{right.id}"))
        return None

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
    def np(self, sel: A.Selector, count: int) -> str:
        """A noun phrase: ``building[mine protected barrel]`` → "protected buildings of yours with a barrel"."""
        adjectives: list[str] = []
        qualifiers: list[str] = []
        noun = self.word(sel.noun, count)
        self.head_noun = f"word-{sel.noun}"
        for f in sel.filters:
            if f.key in self.noun_keys:
                noun = self.keyed_noun(sel, f, count)
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
    def visit_Compare(self, n: A.Compare) -> str:
        word = OPS[n.op]
        if isinstance(n.right, A.Num):
            k = n.right.value
            left = n.left
            if isinstance(left, A.Func):
                if left.name == "count" and isinstance(left.args[0], A.Selector):
                    things = self.np(left.args[0], k)
                    return self.m(f"have-{word}", n=k, things=things, measure=self.measure(self.head_noun))
                special = getattr(self, "compare_" + left.name, None)
                if special is not None:
                    return str(special(word, k, left))
        return self.m(f"is-{word}", a=self.expr(n.left), b=self.expr(n.right))

    def visit_BoolOp(self, n: A.BoolOp) -> str:
        return self.m(f"cond-{n.op}", a=self.cond(n.left), b=self.cond(n.right))

    def visit_Not(self, n: A.Not) -> str:
        return self.m("cond-not", a=self.cond(n.operand))

    def visit_Const(self, n: A.Const) -> str:
        return self.m("cond-true" if n.value else "cond-false")

    def visit_Quantified(self, n: A.Quantified) -> str:
        where = [f.values[0] for f in n.domain.filters if f.values]
        scope = self.m(f"place-{where[0]}") if where else ""
        return self.m(f"{n.quantifier}-{n.domain.noun}", scope=scope, body=self.cond(n.body))
