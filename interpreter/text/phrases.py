"""The words of numbers, noun phrases and conditions, and the plumbing every part of rule text uses.

``Phrases`` is the half of the renderer (render.py) that words what effects speak of: amounts ("$2 for
each casino of yours"), selectors ("protected buildings with a barrel"), comparisons ("you have at least
3 …"); and the plumbing: a message in the language (`m`), in the person in force (`.they`, `.bare`),
lists, sentences and measure words. The effects themselves are ``Renderer``'s.
"""

from __future__ import annotations

from collections.abc import Callable
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
    places: ClassVar[tuple[str, ...]] = ()  # nouns that are places, whose `mine` is where one has something
    # a game's quantities that count things (Nostra City's `vendettas`): a number of every player of one
    # reads as a count, "the most vendetta cards any player has", not "the highest vendetta cards of any player"
    counting: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, loc: Locale, vocabulary: Vocabulary, style: Style | None = None, rules: Any = None) -> None:
        self.loc = loc
        self.vocabulary = vocabulary
        self.style = style or STYLES.get(loc.lang, ENGLISH)
        self.rules = rules  # the rule set whose numbers some words read (a game's); None: words without them
        self.head_noun = ""  # the noun of the last noun phrase (its measure word in Chinese)
        self.this_kind: str | None = None  # the kind of the component whose text is said (`this`: "this business card")
        self.person = ""  # "" (you), "they" (another player performs the step) or "bare" (a number of any player)
        self.repeating: tuple[str, int] | None = None  # a repeat its step may absorb: ("up to 2", 2)
        self.absorbed = False
        self.notes: dict[str, None] = {}  # what a step says after the sentence, once (a cost beyond the price)
        self.clause = False  # a verb's words became a clause of their own (a rate: "你每有 1 个赌场就获得 $2")
        self.in_block = False  # the steps of a construct's block are said one by one (Renderer.body)
        # where the things a count speaks of lie, said before the verb where a language puts it there
        # (你手牌中至少有 2 张经营卡, not 你至少有 2 张手牌中的经营卡): the `.where` words of the qualifiers
        # np() took out of the noun phrase, for a message that says `$where`
        self.hoisted: list[str] = []
        self.said_where = ""  # the `$where` of the count before, in a chain of `and`: not said twice
        # filters a heading before the text already says of every thing it counts ("所需建筑均须受保护"): not said again
        self.said_flags: frozenset[str] = frozenset()
        self.was_joined = False  # the count just said was joined to the one before (visit_Compare)
        self.previous: Any = None  # the step before the one being said (Renderer.visit_Seq): a repeat of it is "again"
        self.again = False  # a step is said as a repeat of the one before it (`.again`: "再提升 1 级")
        self.during = False  # a modifier is said while its event lasts (`.during`: "本次影响力视为 +2")
        self.in_event = False  # the body of a `when`: a role the event names is "that player" (`.that`)
        # the step being said is a cost before `->`: paid in full or not at all, where the same verb elsewhere
        # takes what there is and says so ("… (or as much as they can, if less)", D-210)
        self.in_cost = False

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
        attributes = self.loc.attributes.get(key, ())
        if self.again and "again" in attributes:  # a step said again right after itself: "再提升 1 级"
            return self.loc.format(key, args, "again")
        if self.person == "rel":  # a condition said as a relative clause ("现金比你多的对手"), else in the third person
            for person in ("rel", "they"):
                if person in attributes:
                    return self.loc.format(key, args, person)
            return self.loc.format(key, args)
        if self.person and self.person in attributes:
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
        v = logic.folded(v)
        return v.value if isinstance(v, A.Num) else 2  # a computed amount reads as a plural

    def number(self, v: Any) -> str:
        v = logic.folded(v)
        if isinstance(v, A.Num):
            return str(v.value)
        if isinstance(v, A.Money):
            return self.money(v)
        return self.expr(v)

    def money(self, v: Any) -> str:
        inner = logic.folded(v.amount if isinstance(v, A.Money) else v)
        if isinstance(inner, A.Num):
            return self.visit_Num(inner, True)
        if self.is_count(inner) or isinstance(inner, A.Name):  # `$(count(police[]))`: "$1 for each police officer"
            per = self.per(self.m("money", amount=1), inner)
            if per is not None:
                return per
        return self.expr(inner, money=True)

    def rated(self, amount: Any, money: bool, verb: Callable[[str], str]) -> str:
        """A verb with its amount of money (or a number), as ``amount`` words it; ``verb(words)``."""
        return self.amount(amount, money, lambda words, count: verb(words))

    def amount(self, amount: Any, money: bool, verb: Callable[[str, int], str]) -> str:
        """A verb with its amount, as a player reads it: ``verb(words, count)`` words the verb with the amount
        it is given ("$2", "1") and the count its nouns agree with.

        A literal is said as it is (worked out first: `$(0-50)` is "-$50", never "$0 - $50"); a rate wraps the
        verb, in each language's order (`gain $(2 * count(building[mine kind=casino]))`: "gain $2 for each of
        your casinos", 你每有 1 个赌场就获得 $2 现金), a bare count being a rate of 1 ("pay $1 for each police
        officer", "hire 1 goon for each of your nightclubs") and so a bare quantity of money ("gain $1 per point
        of infamy"); a cap on the amount follows it ("(at most $24)"), a cap on what a rate counts is said
        with the rate, in what it counts ("(counting at most 3)"); money by player count lists its values;
        any other amount is X, said after the step ("gain $X, where X is the sum of …")."""
        inner = logic.folded(amount.amount if isinstance(amount, A.Money) else amount)
        money = money or isinstance(amount, A.Money)
        if isinstance(inner, A.Num):
            return verb(self.visit_Num(inner, money), inner.value)
        if isinstance(inner, A.BinOp) and inner.op == "max":
            body = self.amount(inner.left, money, verb)
            return self.m("capped", value=body, cap=self.cap_words(inner.right, money))
        rate = self.rate_of(inner, money)
        if rate is not None:
            said = self.rated_verb(rate, money, verb)
            if said is not None:
                return said
        if money and isinstance(inner, A.Table):
            return verb(self.expr(inner, True), 2)
        words = self.m("money", amount="X") if money else "X"
        return self.where_x(verb(words, 2), self.expr(inner))

    def figure(self, v: Any) -> tuple[str, str | None]:
        """A number as a verb's words say it: its value, or "X" and what X is when play works it out."""
        v = logic.folded(v)
        return (str(v.value), None) if isinstance(v, A.Num) else ("X", self.expr(v))

    def where_x(self, text: str, x: str | None) -> str:
        """A step whose words hold X, and what X is: "raise your strength by X levels, where X is the current act"."""
        return text if x is None else self.m("where-x", body=text, value=x)

    def cap_words(self, cap: Any, money: bool) -> str:
        cap = logic.folded(cap)
        return self.m("money", amount=cap.value) if money and isinstance(cap, A.Num) else self.expr(cap, money)

    def rate_of(self, node: Any, money: bool) -> tuple[int, Any, Any] | None:
        """(rate, what it counts, a cap on the count or None) of an amount that is a rate: `N * x` or `x * N`,
        or `x` alone (a rate of 1) where x is a count of things or, for money, a quantity; None otherwise."""
        rate: int = 1
        per: Any = node
        cap: Any = None
        if isinstance(node, A.BinOp) and node.op == "*":
            left, right = logic.folded(node.left), logic.folded(node.right)
            if isinstance(left, A.Num):
                rate, per = left.value, right
            elif isinstance(right, A.Num):
                rate, per = right.value, left
            else:
                return None
        elif not (money or self.is_count(node)):  # `gain (players) influence`: X, the number of players
            return None
        if isinstance(per, A.BinOp) and per.op == "max":
            cap = per.right
            per = per.left
        if self.is_count(per) or self.unit(per) is not None:
            return rate, per, cap
        return None

    @staticmethod
    def is_count(node: Any) -> bool:
        return isinstance(node, A.Func) and node.name == "count" and isinstance(node.args[0], A.Selector)

    def rated_verb(self, rate: tuple[int, Any, Any], money: bool, verb: Callable[[str, int], str]) -> str | None:
        """The verb with the rate, wrapped: "gain $2 for each of your casinos", "… per point of infamy"."""
        n, per, cap = rate
        words = self.m("money", amount=n) if money else str(n)
        measure = ""
        if self.is_count(per):
            sel = per.args[0]
            own = self.owned(sel)
            key = "per-each-do-own" if own else "per-each-do"
            things = self.np(sel, 2, own=own)
            thing = self.np(sel, 1, own=own, hoist=self.says_where(key))
            where = self.where()
            measure = self.measure(self.head_noun)
            text = self.m(key, body=verb(words, n), thing=thing, things=things, measure=measure, where=where)
        else:
            unit = self.unit(per)
            if unit is None:
                return None
            text = self.m("per-unit-do", body=verb(words, n), unit=unit)
        self.clause = True
        if cap is not None:
            text = self.m("counting-at-most", body=text, cap=self.expr(cap), measure=measure)
        return text

    def unit(self, node: Any) -> str | None:
        """A number as the unit of a rate: "level of strength" ("$5 per level of strength"), or None."""
        return self.m(f"unit-{node.id}") if isinstance(node, A.Name) else None

    def visit_Num(self, n: A.Num, money: bool = False) -> str:
        if money and n.value < 0:  # "-$2", not "$-2"
            return self.m("money-negative", amount=-n.value)
        return self.m("money", amount=n.value) if money else str(n.value)

    def visit_Money(self, n: A.Money, money: bool = False) -> str:
        return self.money(n)

    def visit_Name(self, n: A.Name, money: bool = False) -> str:
        return self.m(f"q-{n.id}")

    def visit_Neg(self, n: A.Neg, money: bool = False) -> str:
        folded = logic.folded(n)
        if isinstance(folded, A.Num):
            return self.visit_Num(folded, money)
        return self.m("op-negative", value=self.expr(n.operand, money))

    def visit_Table(self, n: A.Table, money: bool = False) -> str:
        """A value per player count; one the table does not list takes the last value (evaluate.py), said as
        "otherwise" when the game can be played with such a count."""
        said = [self.m("per-players", players=k, value=self.expr(v, money)) for k, v in n.entries]
        counts = getattr(getattr(self.rules, "game", None), "players", None)
        if counts and not set(counts) <= {k for k, _ in n.entries}:
            said[-1] = self.m("per-players-otherwise", value=self.expr(n.entries[-1][1], money))
        return self.join_and(said)

    def visit_Selector(self, n: A.Selector, money: bool = False) -> str:
        return self.np(n, 2)

    def visit_BinOp(self, n: A.BinOp, money: bool = False) -> str:
        folded = logic.folded(n)
        if isinstance(folded, A.Num):
            return self.visit_Num(folded, money)
        if n.op == "max":  # `a max b`: a, at most b
            return self.m("capped", value=self.expr(n.left, money), cap=self.cap_words(n.right, money))
        if n.op == "*":
            rate = self.rate_of(n, money)
            if rate is not None:
                per = self.per(self.visit_Num(A.Num(rate[0]), money), rate[1], rate[2])
                if per is not None:
                    return per
        if n.op == "+":  # a + b + c: "the sum of a, b and c"; a term taken away: "a minus b"
            terms = [logic.folded(x) for x in logic.operands(n, "+")]
            negative = [x for x in terms if isinstance(x, A.Neg) or (isinstance(x, A.Num) and x.value < 0)]
            added = [x for x in terms if not any(x is y for y in negative)]
            taken = [x.operand if isinstance(x, A.Neg) else A.Num(-x.value) for x in negative]
            if added and taken:
                return self.m("op-minus", a=self.total(added, money), b=self.total(taken, money))
            return self.total(terms, money)
        if n.op == "/":  # the divisor is a number, never money; the engine rounds down
            return self.m("op-divided", a=self.expr(n.left, money), b=self.expr(n.right))
        op = {"-": "minus", "*": "times"}[n.op]
        return self.m(f"op-{op}", a=self.expr(n.left, money), b=self.expr(n.right, money))

    def total(self, terms: list[Any], money: bool) -> str:
        if len(terms) == 1:
            return self.expr(terms[0], money)
        said = [self.expr(x, money) for x in terms]
        if self.person == "" and self.loc.has("sum-own"):
            # all of them yours: the owner said once, "你的势力、合伙人势力和打手数量之和" (zh-Hans `sum-own`)
            whose = self.attr("sum-own", "whose")
            bare = [self.in_person("bare", self.expr, x, money) for x in terms]
            if all(s == whose + b for s, b in zip(said, bare, strict=True)):
                return self.m("sum-own", items=self.join_and(bare))
        return self.m("sum", items=self.join_and(said))

    def per(self, rate: str, right: Any, cap: Any = None) -> str | None:
        """`N * something` as a rate: "$2 for each casino of yours", "$1 per point of infamy"; with a cap on
        what it counts, "(counting at most 3)"."""
        measure = ""
        if self.is_count(right):
            thing = self.np(right.args[0], 1)
            measure = self.measure(self.head_noun)
            text = self.m("per-each", rate=rate, thing=thing, measure=measure)
        else:
            unit = self.unit(right)
            if unit is None:
                return None
            text = self.m("per-unit", rate=rate, unit=unit)
        return text if cap is None else self.m("counting-at-most", body=text, cap=self.expr(cap), measure=measure)

    def visit_Func(self, n: A.Func, money: bool = False) -> str:
        if n.name == "count":
            return self.m("the-number-of", things=self.np(n.args[0], 2))  # type: ignore[arg-type]
        if n.name in ("highest", "lowest"):
            return self.m(f"fn-{n.name}", items=self.join_and([self.expr(a) for a in n.args]))
        if n.name == "yours":  # the owner's number, whoever performs the step
            return self.in_person("", self.expr, n.args[0], money)
        if n.name in PER_PLAYER:  # a number of every player: "the most cash any player has"
            # things counted read "the most casinos any player has"; any other number "the lowest sum of … of any player"
            counts = self.is_count(n.args[0]) or (isinstance(n.args[0], A.Name) and n.args[0].id in self.counting)
            key = f"fn-{n.name}" if counts else f"fn-{n.name}-value"
            return self.m(key, value=self.in_person("bare", self.expr, n.args[0], money))
        return str(getattr(self, "func_" + n.name)(n, money))

    # ---------------------------------------------------------- selectors
    def owned(self, sel: A.Selector) -> bool:
        """Whether a selector means only the acting player's things: it says `mine`, or its noun is always one's own."""
        spec = self.vocabulary.nouns.get(sel.noun)
        if spec is not None and spec.owned:
            return True
        # a place (a district, a borough) is nobody's: `mine` there is "where you have a building", so
        # `count(borough[mine]) >= 3` reads "there are at least 3 boroughs where you have a building", never
        # "you have at least 3 boroughs"
        return sel.noun not in self.places and any(f.key == "mine" for f in sel.filters)

    def np(self, sel: A.Selector, count: int, own: bool = False, hoist: bool = False) -> str:
        """A noun phrase: ``building[mine protected barrel]`` → "protected buildings of yours with a barrel".

        ``own``: the owner is already the subject ("you have …"), so `mine` is said only by the words its
        message keeps for that case (`.own`, "on your player board"), or not at all. A noun that is anyone's
        (not ``owned``) and says neither `mine` nor `others` words its filters for any player (`.any`).

        ``hoist``: the message that says the phrase places where the things are before its verb (`$where`):
        a qualifier with `.where` words ("手牌中") goes to ``hoisted`` instead of the phrase."""
        if hoist:
            self.hoisted = []
        adjectives: list[str] = []
        qualifiers: list[str] = []
        noun = self.word(sel.noun, count)
        self.head_noun = f"word-{sel.noun}"
        anyones = not self.owned(sel) and not any(f.key == "others" for f in sel.filters)
        mine_at: int | None = None  # where the qualifier of `mine` stands
        for f in sel.filters:
            if f.key in self.noun_keys:
                noun = self.keyed_noun(sel, f, count)
                continue
            if not f.values and f.key in self.said_flags:
                continue
            if not f.values:
                adj = self.first([f"adj-{sel.noun}-{f.key}", f"adj-{f.key}"], count=count)
                if adj is not None:
                    adjectives.append(adj)
                    continue
                keys = [k for k in (f"qual-{sel.noun}-{f.key}", f"qual-{f.key}") if self.loc.has(k)]
                if not keys:
                    continue
                if f.key == "mine" and sel.noun in self.places:  # a place is never `own`: its words follow
                    mine_at = len(qualifiers)
                if hoist and not (own and f.key == "mine") and "where" in self.loc.attributes.get(keys[0], ()):
                    self.hoisted.append(self.attr(keys[0], "where", count=count))
                    continue
                if own and f.key == "mine":
                    # `.own` says "all of yours" ("whether used or not"): only when nothing else narrows them
                    alone = not any(g.key != "mine" and not g.values for g in sel.filters)
                    if alone and "own" in self.loc.attributes.get(keys[0], ()):
                        qualifiers.append(self.attr(keys[0], "own", count=count))
                elif anyones and "any" in self.loc.attributes.get(keys[0], ()):
                    qualifiers.append(self.attr(keys[0], "any", count=count))
                else:
                    qualifiers.append(self.m(keys[0], count=count))
                continue
            if all(self.loc.has(f"place-{value}") for value in f.values):  # any of them: "in Uptown or Midtown"
                place = self.join_or([self.m(f"place-{value}") for value in f.values])
                key = f"qual-{f.key}-is"
                if hoist and "where" in self.loc.attributes.get(key, ()):
                    self.hoisted.append(self.attr(key, "where", place=place))
                else:
                    qualifiers.append(self.m(key, place=place))
            else:  # a variable bound by some(...)/all(...)
                qualifiers.append(self.m(f"qual-{f.key}-bound"))
        if mine_at is not None:  # last: "districts with police where you have a building"
            qualifiers.append(qualifiers.pop(mine_at))
        quals = [q for q in qualifiers if q]
        parts = [*quals, *adjectives, noun] if self.style.qualifiers_first else [*adjectives, noun, *quals]
        return "".join(parts) if self.style.qualifiers_first else self.glue(*parts)

    def keyed_noun(self, sel: A.Selector, f: A.Filter, count: int) -> str:
        """The noun a keyed filter names (``kind=casino or nightclub``): its values, as alternatives."""
        self.head_noun = f"word-{f.values[0]}"
        return self.join_or([self.word(v, count) for v in f.values])

    # ---------------------------------------------------------- conditions
    def visit_Compare(self, n: A.Compare, subject: bool = True, joined: bool = False) -> str:
        """A comparison. A count of one's own things has the owner as its subject ("you have at least 2
        casinos"; ``subject`` False: "at least 2 casinos", after another such count of an `and`), a count of
        anyone's things says "there are". ``joined``: a second "at least" count in the same place may be said as
        the first's object, where a language words it (`also-at-least-and`, "至少有 1 家地下酒吧和 1 家赌场"):
        ``self.was_joined`` says whether it was."""
        self.was_joined = False
        word = OPS[n.op]
        if isinstance(n.right, A.Num):
            k = n.right.value
            left = n.left
            if isinstance(left, A.Func):
                if left.name == "count" and isinstance(left.args[0], A.Selector):
                    if k == 0 and n.op in ("==", "!="):  # a count is never below 0: "no …", "at least 1 …"
                        word, k = ("less-than", 1) if n.op == "==" else ("at-least", 1)
                    sel = left.args[0]
                    own = self.owned(sel)
                    key = (f"have-{word}" if subject else f"also-{word}") if own else f"there-{word}"
                    # a place's own words for a count of it ("你控制至少 3 个地区"): `there-at-least-district-controlled`
                    special_key = (f"{key}-{sel.noun}-{sel.filters[0].key}"
                                   if len(sel.filters) == 1 and not sel.filters[0].values else "")
                    if special_key and self.loc.has(special_key):
                        return self.m(special_key, n=k, measure=self.measure(f"word-{sel.noun}"))
                    things = self.np(sel, k, own=own, hoist=self.says_where(key))
                    where = self.where()
                    if not subject and where == self.said_where:  # "你在本区域至少有 1 个酒吧、至少有 1 个赌场"
                        where = ""
                        if joined and key == "also-at-least" and self.loc.has("also-at-least-and"):
                            key, self.was_joined = "also-at-least-and", True
                    else:
                        self.said_where = where
                    return self.m(key, n=k, things=things, measure=self.measure(self.head_noun), where=where)
                if n.op == "==" and k == 0 and left.name == "opponents_most" and self.is_count(left.args[0]):
                    # "none of your opponents has a casino", not "the most casinos any opponent has is exactly 0"
                    if self.loc.has("no-opponent-has"):
                        counted = left.args[0]
                        assert isinstance(counted, A.Func)
                        return self.m("no-opponent-has", things=self.in_person("bare", self.np, counted.args[0], 2),
                                      measure="")
                special = getattr(self, "compare_" + left.name, None)
                said = special(word, k, left) if special is not None else None
                if said is not None:
                    return str(said)
        right = n.right
        if (n.op == ">=" and isinstance(right, A.Func) and right.name == "most" and len(right.args) == 1
                and right.args[0] == n.left and self.loc.has("is-the-most")):
            # `cash >= most(cash)`: "you have the most cash of any player (ties too)"
            return self.m("is-the-most", a=self.expr(n.left), value=self.in_person("bare", self.expr, n.left))
        if (isinstance(right, A.Func) and right.name == "yours" and right.args == (n.left,)
                and self.loc.has(f"is-{word}-yours")):
            # `cash > yours(cash)`: "现金比你多", not "现金比你的现金多" (a language's own words)
            return self.m(f"is-{word}-yours", a=self.expr(n.left), b=self.expr(n.right))
        return self.m(f"is-{word}", a=self.expr(n.left), b=self.expr(n.right))

    def says_where(self, key: str) -> bool:
        """Whether a message places the things it counts before its verb (`$where`, a language's choice)."""
        return "where" in self.loc.variables.get(key, ())

    def where(self) -> str:
        """The words of where the things lie that np() took out of its phrase (once: they are said once)."""
        said, self.hoisted = "".join(self.hoisted), []
        return said

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
        runs: list[list[str]] = []  # a run of "at least" counts said as one verb's objects ("至少有 1 家 A 和 1 家 B")
        self.said_where = ""
        for i, item in enumerate(items):
            if isinstance(item, A.BoolOp):
                runs.append([str(self.visit_BoolOp(item, group=True))])
            elif isinstance(item, A.Compare):  # a second count of one's own things shares the first's subject
                shared = n.op == "and" and i > 0 and self.has_count(items[i - 1]) and self.has_count(item)
                joined = shared and items[i - 1].op == ">=" == item.op  # type: ignore[union-attr]
                text = self.visit_Compare(item, subject=not shared, joined=joined)
                if self.was_joined:
                    runs[-1].append(text)
                else:
                    runs.append([text])
            else:
                runs.append([self.cond(item)])
        words = [self.join_and(run) for run in runs]
        if len(words) == 1:
            return words[0]
        key = f"cond-{n.op}-group" if group else f"cond-{n.op}"
        return self.m(key, head=self.style.clause_sep.join(words[:-1]), last=words[-1], count=len(words))

    def visit_Not(self, n: A.Not) -> str:
        return self.cond(logic.negate(n.operand))  # "you have fewer than 3 …", never "not (…)"

    def visit_Const(self, n: A.Const) -> str:
        return self.m("cond-true" if n.value else "cond-false")

    def visit_Quantified(self, n: A.Quantified) -> str:
        """"in every borough, …", "in one district of Uptown, …"; a domain narrowed otherwise says how, as a noun
        phrase ("in every borough where you have a building, …")."""
        filters = n.domain.filters
        if not filters or (len(filters) == 1 and len(filters[0].values) == 1 and self.loc.has(f"place-{filters[0].values[0]}")):
            # the whole board ("in one district of Manhattan", the game's `place-everywhere`) or one place of it
            scope = self.m(f"place-{filters[0].values[0]}") if filters else (self.first(["place-everywhere"]) or "")
            return self.m(f"{n.quantifier}-{n.domain.noun}", scope=scope, body=self.cond(n.body))
        place = self.np(n.domain, 1)
        return self.m(f"{n.quantifier}-in", place=place, measure=self.measure(self.head_noun), body=self.cond(n.body))
