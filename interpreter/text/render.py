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

Sentences as a person writes them: a count of your own things is said with a subject ("you have at least
3 protected buildings", `.own` words the owner's filter when the owner is already the subject), anyone's
with "there are"; `not` is pushed down to the comparisons and chains of `and`/`or` are lists, a chain of the
other operator inside one set apart ("either … or …"); an amount that is a rate wraps its verb ("for each
casino you have, gain $2" where a language puts it first); a repeat of one step is absorbed by a message
that can count (`$times`: "take 2 city tiles", "hire up to 6 goons"). The words of numbers, noun
phrases and conditions, and the plumbing (messages, persons, lists, sentences) are ``Phrases``' (phrases.py).
"""

from __future__ import annotations

from typing import Any

from ..language import ast as A
from ..language.bind import bind
from ..language.either import Either, either
from ..language.vocabulary import EVERYONE, MODIFY, SWITCH, YOU
from . import logic
from .phrases import OPS, Phrases

__all__ = ["OPS", "Renderer", "counter_key", "mod_key", "set_key"]

_SCOPED = (A.If, A.May, A.Repeat, A.Once, A.When, A.As, A.Choose, A.Paid)  # constructs that govern a body
_CLOSED = object()  # a step before that governs nothing after it (visit_Seq, seq-again)


def mod_key(name: str) -> str:
    """The message of `modify NAME`: `mod-sell_limit`; a number of the rules by its path, `mod-game-safe_rate`."""
    return "mod-" + name.replace(".", "-")


def set_key(path: str) -> str:
    """The message of `set PATH VALUE`: `set-map-central_park-trucks_cross` (D-310)."""
    return "set-" + path.replace(".", "-")


def counter_key(name: str) -> str:
    """The message of a counter's word (`counter-coin`: "coin"/"coins", 硬币 with its measure word 枚), which a
    variant that names a counter gives in every language (language/counters.py)."""
    return f"counter-{name}"


class Renderer(Phrases):
    """Rule text of effects, numbers and conditions in one language."""

    generic = False  # every node has its words

    # ------------------------------------------------------------- effects
    def visit_Seq(self, n: A.Seq) -> str:
        out, i = "", 0
        before: Any = None  # the step before, or _CLOSED
        outer = self.previous
        while i < len(n.steps):
            # a run of steps a game words as one ("gain 1 ledger and $2"), except inside a block, where
            # "do both, in order" shows the reach of the construct step by step
            run = None if self.in_block else self.run_of(n.steps, i)
            self.previous = before  # a paid repeat of the step before is "again" (visit_Paid)
            try:
                text, taken = run if run is not None else (self.effect(n.steps[i]), 1)
            finally:
                self.previous = outer
            step = n.steps[i]
            if before is None:
                out = text
            elif self.is_again(step, before) and self.loc.has("seq-again"):
                # "提升 1 级（你可以从手牌弃掉 1 张经营卡，再提升 1 级），然后…": the optional repeat is set apart
                # as an aside, so the next step is not governed by it and needs no "；然后"
                out, i = self.m("seq-again", first=out, then=text), i + taken
                before = _CLOSED  # the aside is closed: the next join is a plain "，然后"
                continue
            elif isinstance(before, A.May) and isinstance(step, A.May) and self.loc.has("seq-may"):
                # "你可以 A，然后可以 B": the second "may" says itself that it is a step of its own
                may = self.m("may", body="")
                out = (self.m("seq-may", first=out, then=text[len(may):]) if text.startswith(may)
                       else self.m("seq-after", first=out, then=text))
            else:  # after a step that governs its own body, the next step is set off: it is not governed
                out = self.m("seq-after" if isinstance(before, _SCOPED) else "seq", first=out, then=text)
            before, i = n.steps[i + taken - 1], i + taken
        return out

    @staticmethod
    def is_again(step: Any, before: Any) -> bool:
        """`may: pay COST: STEP` right after STEP itself (the VIP card's "…, then you may discard a card to raise
        it by one more level")."""
        return (isinstance(step, A.May) and isinstance(step.body, A.Paid) and isinstance(before, A.Call)
                and step.body.body == before)

    def run_of(self, steps: tuple[Any, ...], i: int) -> tuple[str, int] | None:
        """The words of several steps from the i-th that read as one, and how many (a game's: gains), or None."""
        return None

    def kept_effect(self, node: Any) -> str:
        """An effect that stays with its component (a card's passive, a crate's back, a mobster's bonus):
        what it keeps are standing rules, joined as such, not steps done in order; a `once:` of an effect
        at its top is an ability its owner uses once, at a moment the game offers (`once-ability`)."""
        out = ""
        before: Any = None
        for step in A.steps_of(node):
            if isinstance(step, A.Once) and self.either(step) is not None:
                text = self.either_text(step)
            elif isinstance(step, A.Once) and not self.is_charge(step):
                text = self.m("once-ability", body=self.body(step.body))
            else:
                text = self.effect(step)
            if before is None:
                out = text
            else:
                # a standing rule is not done "then": "gain 2 ledgers; each time you sell, gain $1"
                key = "seq-kept" if A.stays(step) else "seq-after" if isinstance(before, _SCOPED) else "seq"
                out = self.m(key, first=out, then=text)
            before = step
        return out

    def is_charge(self, once: A.Once) -> bool:
        body = once.body
        return isinstance(body, A.Call) and body.verb in self.vocabulary.verbs and self.vocabulary.verbs[body.verb].charge

    def either(self, once: A.Once) -> Either | None:
        verbs = self.vocabulary.verbs
        return either(once, lambda verb: verb in verbs and verbs[verb].charge)

    def either_text(self, once: A.Once) -> str:
        """`once: choose { CHARGE | effect }` (language/either.py): the charges, each as its own text, or the rest
        when its owner chooses — one of them, once per game."""
        split = self.either(once)
        assert split is not None
        charges = self.join_or([self.effect(c) for c in split[0]])
        if split[1] is None:
            return self.m("once-either-charges", charges=charges)
        return self.m("once-either", charges=charges, body=self.body(split[1]))

    def body(self, node: Any) -> str:
        """The body of a construct: several steps read as one block, so its reach is visible."""
        if isinstance(node, A.Seq):
            outer, self.in_block = self.in_block, True
            try:
                return self.m("block", steps=self.visit_Seq(node), count=len(node.steps))
            finally:
                self.in_block = outer
        return self.effect(node)

    def visit_May(self, n: A.May) -> str:
        if isinstance(n.body, A.Repeat) and n.body.up_to:  # "you may hire up to 6 goons", "up to 2 times, you may …"
            absorbed = self.absorbing(n.body)
            if absorbed is not None:
                return self.m("may", body=absorbed)
            count, x = self.times(n.body)
            if isinstance(n.body.body, A.Choose) and n.body.body.count == 1 and self.loc.has("may-repeat-choose"):
                # "你可以执行以下行动至多 2 次（每次任选一项并支付费用）：…": the count first, the choice after
                lead, options = self.choice(n.body.body)
                return self.where_x(self.m("may-repeat-choose", count=count, options=options,
                                           lead=self.m("choose-lead-then", lead=lead) if lead else ""), x)
            return self.where_x(self.m("may-repeat-up-to", count=count, body=self.body(n.body.body)), x)
        outer, self.clause = self.clause, False
        body = self.body(n.body)
        clause, self.clause = self.clause, outer or self.clause
        return self.m("may-clause" if clause else "may", body=body)  # "你可以执行以下内容：你每有…就…"

    def visit_Choose(self, n: A.Choose) -> str:
        if n.count == 1:
            lead, options = self.choice(n)
            if lead:  # "选择一项并支付费用：开设一家赌场，或以赌场接管一家黑帮地下酒吧"
                return self.m("choose-one-lead", lead=lead, options=options)
            return self.m("choose-one", options=options)
        said = [self.effect(o) for o in n.options]
        if n.count >= len(said):  # every option, the order is the player's: "in the order you choose: a and b"
            if self.loc.has("options-and"):  # a language that sets its steps apart ("获得…；雇佣…")
                return self.m("choose-all", count=n.count, options=self.m(
                    "options-and", head=self.style.long_sep.join(said[:-1]), last=said[-1]))
            return self.m("choose-all", count=n.count, options=self.join_and(said))
        return self.m("choose-different", count=n.count, options=self.join_options(said))

    def choice(self, n: A.Choose) -> tuple[str, str]:
        """A choice's options joined, and the words every option begins with said once instead (a language's
        `choose-lead`, "支付费用": Chinese says "选择一项并支付费用：a，或 b", not the payment in each), or ""."""
        said = [self.effect(o) for o in n.options]
        lead = self.m("choose-lead") if self.loc.has("choose-lead") else ""
        if lead and len(said) > 1 and all(o.startswith(lead) and len(o) > len(lead) for o in said):
            return lead, self.join_options([o[len(lead):] for o in said])
        return "", self.join_options(said)

    def join_options(self, items: list[str]) -> str:
        """Options of a choice, which are actions: a language may set the last apart (`options-or`, "，或")."""
        st = self.style
        if len(items) > 1 and self.loc.has("options-or") and not any(
                mark in i for i in items for mark in st.long_marks):
            return self.m("options-or", head=st.list_sep.join(items[:-1]), last=items[-1])
        return self.join_or(items)

    def visit_Repeat(self, n: A.Repeat) -> str:
        absorbed = self.absorbing(n)
        if absorbed is not None:
            return absorbed
        rate = None if n.up_to else self.rate_of(logic.folded(n.times), False)
        if rate is not None and rate[0] == 1 and rate[2] is None:  # "take a city tile for each of your casinos"
            body = self.body(n.body)
            said = self.rated_verb(rate, False, lambda words, count: body)
            if said is not None:
                return said
        count, x = self.times(n)
        return self.where_x(self.m("repeat-up-to" if n.up_to else "repeat", count=count, body=self.body(n.body)), x)

    def times(self, n: A.Repeat) -> tuple[str, str | None]:
        """The words of a repeat's count, and what X is when it is worked out in play (else None)."""
        return self.figure(n.times)

    def absorbing(self, n: A.Repeat) -> str | None:
        """A repeat of one step whose words can count it ("take 2 city tiles", "hire up to 6 goons"), or None:
        the first message of the step with a `$times` (or an amount of 1, `absorb_amount`) takes the count."""
        count = logic.folded(n.times)
        if not (isinstance(count, A.Num) and isinstance(n.body, A.Call)):
            return None
        times = count.value
        outer = self.repeating, self.absorbed
        self.repeating = (self.m("times-up-to", count=times) if n.up_to else str(times), times)
        self.absorbed = False
        try:
            text = self.effect(n.body)
            return text if self.absorbed else None
        finally:
            self.repeating, self.absorbed = outer

    def absorb_amount(self, amount: Any) -> tuple[str, int] | None:
        """The words and count of an amount of 1 that takes the count of the repeat around its step
        (`repeat up to 6: hire 1 goon`: "up to 6", 6), or None."""
        if self.repeating is None or not (isinstance(amount, A.Num) and amount.value == 1):
            return None
        taken, self.repeating, self.absorbed = self.repeating, None, True
        return taken

    def visit_If(self, n: A.If) -> str:
        if isinstance(n.cond, A.Const):  # `if true:` is its body; `if false:` never happens ("never: …")
            return self.body(n.body) if n.cond.value else self.m("if-never", body=self.body(n.body))
        return self.m("if", cond=self.cond(n.cond), body=self.body(n.body))

    def visit_CounterChange(self, n: A.CounterChange) -> str:
        """"put 1 coin on this component", "remove X coins from it … (as many as there are)", "take every coin off"."""
        if n.amount is None:
            return self.m("counter-reset", counter=self.counter_word(n.name, 2), measure=self.counter_measure(n.name),
                          this=self.this())
        return self.amount(n.amount, False, lambda words, count: self.m(
            f"counter-{n.op}", amount=words, count=count, counter=self.counter_word(n.name, count),
            measure=self.counter_measure(n.name), this=self.this()))

    def visit_CounterValue(self, n: A.CounterValue, money: bool = False) -> str:
        """"the number of coins on this component" (a number: in a comparison, an amount, a sum)."""
        return self.m("counter-value", counter=self.counter_word(n.name, 2), measure=self.counter_measure(n.name),
                      this=self.this())

    def this(self) -> str:
        """The component a counter is on, as its text says it: "this business card" (its kind), or "this
        component" where the text is said apart from one (an option's label, the docs' examples)."""
        kind = f"kind-{self.this_kind}"
        return self.m("this-kind", kind=self.m(kind)) if self.this_kind and self.loc.has(kind) else self.m("this-component")

    def counter_word(self, name: str, count: int) -> str:
        """A counter's word in this language (its message, ``counter_key``), or its name if no message gives one."""
        key = counter_key(name)
        return self.m(key, count=count) if self.loc.has(key) else name.replace("_", " ")

    def counter_measure(self, name: str) -> str:
        return self.measure(counter_key(name))

    def unit(self, node: Any) -> str | None:
        """A counter as the unit of a rate ("gain $3 per coin on this component"), else as ``Phrases`` says."""
        if isinstance(node, A.CounterValue):
            return self.m("counter-unit", counter=self.counter_word(node.name, 1), measure=self.counter_measure(node.name),
                          this=self.this())
        return super().unit(node)

    def visit_Roll(self, n: A.Roll) -> str:
        """"roll a die: on 5–6, gain 2 ledgers; on 1, gain $1; on any other face, nothing happens"."""
        faces = [self.visit_Face(f) for f in n.faces]
        named = {x for f in n.faces for x in range(f.low, f.high + 1)}
        if len(named) < A.DIE:
            faces.append(self.m("roll-else"))
        return self.m("roll", faces=self.style.long_sep.join(faces))

    def visit_Face(self, n: A.Face) -> str:
        body = self.body(n.body)
        if n.low == n.high:
            return self.m("roll-face", face=n.low, body=body)
        return self.m("roll-faces", low=n.low, high=n.high, body=body)

    def visit_Once(self, n: A.Once) -> str:
        if self.either(n) is not None:
            return self.either_text(n)
        return self.m("once", body=self.body(n.body))

    def visit_When(self, n: A.When) -> str:
        event = f"event-{n.event}"
        steps = A.steps_of(n.body)
        if all(isinstance(s, A.Call) and s.verb == MODIFY for s in steps):
            # a modifier while the event lasts ("while you protect: …"), unless it is only ever read then
            names = [s.args[0].value.id for s in steps if isinstance(s, A.Call) and isinstance(s.args[0].value, A.Name)]
            if all(self.vocabulary.read_during.get(name) == n.event for name in names):
                return self.body(n.body)
            outer, self.during = self.during, True  # "while you protect, your Leverage counts +2 that time"
            try:
                return self.m("when-during", event=self.attr(event, "during"), body=self.body(n.body))
            finally:
                self.during = outer
        outer, self.in_event = self.in_event, True
        try:
            if isinstance(n.body, A.Once) and not n.others and "first" in self.loc.attributes.get(event, ()):
                # `when deliver: once: …`: "the first time you deliver (once per game), …"
                return self.m("when-once", event=self.attr(event, "first"), body=self.body(n.body.body))
            text = self.attr(event, "another") if n.others else self.m(event)
            return self.m("when", event=text, body=self.body(n.body))
        finally:
            self.in_event = outer

    def visit_As(self, n: A.As) -> str:
        """Another player performs the body: "each opponent must …", "… may …" when the body is a `may`."""
        body, may = (n.body.body, True) if isinstance(n.body, A.May) else (n.body, False)
        self.clause = False
        text = self.in_person("they", self.body, body)
        # "must do this: if …", not "must if …"; nor "must for each …" where a rate made the verb a clause
        if not isinstance(body, (A.Call, A.Paid, A.Seq, A.Choose)):
            text = self.m("as-do", body=text)
        elif isinstance(body, A.Call) and self.clause:  # English needs no "do this:" before "give $1 for each …"
            text = self.m("as-do-clause", body=text)
        suffix = "-may" if may else ""
        if n.scope == "role":  # the role an event just named is "that player" in its body
            that = self.in_event and "that" in self.loc.attributes.get(f"role-{n.role}", ())
            who = self.attr(f"role-{n.role}", "that") if that else self.m(f"role-{n.role}")
            return self.m(f"as-role{suffix}", who=who, body=text)
        group = self.m(f"group-{n.role}")
        if n.scope == "each":
            key = f"as-each{suffix}" if n.where is None else f"as-each-where{suffix}"
        else:
            key = f"as-chosen{suffix}" if n.where is None else f"as-chosen-where{suffix}"
        # a condition on who takes part reads as a relative clause where a language words one (`.rel`)
        cond = self.in_person("rel", self.cond, n.where) if n.where is not None else ""
        able = self.able(body) if n.scope == "chosen" else None  # only those who could do it are offered
        one = self.attr(f"group-{n.role}", "one") if able is None else self.attr(f"group-{n.role}", "one-able", able=able)
        return self.m(key, group=group, one=one, cond=cond, body=text)

    def able(self, body: Any) -> str | None:
        """What a player must have to be offered for `as a GROUP: body` ("with money", a game's words for a
        verb whose `can` depends on what the performer has), or None when the body's words say enough."""
        return None

    def player(self, word: str) -> str:
        """A player an effect names, as the object of a verb (`to you`, `to displacer`)."""
        return self.m("player-you") if word == YOU else self.attr(f"role-{word}", "object")

    def visit_Paid(self, n: A.Paid) -> str:
        if self.previous is not None and n.body == self.previous and isinstance(n.body, A.Call):
            # "…raise your VIP Room by one level, then you may discard a card to raise it again" (再提升 1 级)
            cost = self.cost(n.cost)
            outer, self.again = self.again, True
            try:
                return self.m("paid-again", cost=cost, body=self.effect(n.body))
            finally:
                self.again = outer
        return self.m("paid", cost=self.cost(n.cost), body=self.body(n.body))

    def cost(self, n: A.Call) -> str:
        """A cost's words: said as one (``in_cost``), not as a take of as much as there is (D-210)."""
        outer, self.in_cost = self.in_cost, True
        try:
            return self.effect(n)
        finally:
            self.in_cost = outer

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

    # the modifier of a component: `modify NAME N`, the one verb every game shares
    def verb_modify(self, a: dict[str, Any]) -> str:
        amount = a["amount"].value if isinstance(a["amount"], A.Num) else 0
        signed = f"+{amount}" if amount >= 0 else str(amount)
        key, args = mod_key(a["what"]), {"amount": abs(amount), "signed": signed, "count": abs(amount),
                                         "direction": "up" if amount >= 0 else "down"}
        if a.get(EVERYONE) and "everyone" in self.loc.attributes.get(key, ()):  # 所有玩家雇佣每名打手的费用…
            return self.attr(key, "everyone", **args)
        if a.get(EVERYONE):  # "for every player: each goon costs them $1 less"
            outer, self.person = self.person, "they"
            try:
                return self.m("mod-everyone", body=self.m(key, **args))
            finally:
                self.person = outer
        if self.during and "during" in self.loc.attributes.get(key, ()):  # only while the event lasts
            return self.attr(key, "during", **args)
        return self.m(key, **args)

    # a setting of the rules changed while the component is yours: `set PATH VALUE`, a switch or a limit
    def verb_set(self, a: dict[str, Any]) -> str:
        written = a["value"]
        switch = isinstance(written, A.Name) and written.id in SWITCH
        args = {"value": written.id if switch else "number", "count": 0 if switch else written.value}
        key = set_key(a["setting"])
        if a.get(EVERYONE):  # "for every player: their trucks may drive across Central Park"
            outer, self.person = self.person, "they"
            try:
                return self.m("mod-everyone", body=self.m(key, **args))
            finally:
                self.person = outer
        return self.m(key, **args)
