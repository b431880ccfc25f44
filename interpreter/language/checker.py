"""Check a parsed AST against a game's vocabulary, and against where the text stands.

``check(node, vocabulary, placement)`` returns every problem with its position inside the DSL
text; the loader maps positions to the YAML file. Checking never stops at the first problem.

Where a step may stand is decided here, in one place: an effect that is *run* when it happens
(a helper, a bonus, a location's row) may not hold what *stays* with a component (``modify``,
``when EVENT:``, ``once:``), which nothing would ever read there; an effect that only stays (a
crate's back, a card's passive) may hold nothing else, since nothing ever runs it; an effect that
does both (a mobster's bonus) may hold anything the language allows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..errors import close_names
from . import ast as A
from .bind import fits
from .visitor import Visitor
from .vocabulary import MODIFY, Param, ParamType, Vocabulary

Placement = Literal["runs", "stays", "both"]

STAYS_ONLY = ("this effect stays with its owner and is never run: use modify, 'when EVENT: "
              "modify' or 'once: ...' (a step like this one would never happen)")
RUNS_ONLY = ("this effect is run once and not kept, so this would never apply: modify, when "
             "and once belong to what stays (a crate's back, a card's passive, a mobster's bonus)")


@dataclass(frozen=True, slots=True)
class Problem:
    message: str
    pos: A.Pos


def check(node: A.Node, vocabulary: Vocabulary, placement: Placement | None = None) -> list[Problem]:
    """All problems of an effect, cond or expr AST; ``placement`` says how an effect is used."""
    checker = _Checker(vocabulary)
    if placement is not None and isinstance(node, A.EFFECTS):
        checker.place(node, placement)  # type: ignore[arg-type]
    checker.visit(node, frozenset())
    return checker.out


def _unknown(what: str, word: str, known: object) -> str:
    return f"unknown {what} '{word}'{close_names(word, known)}"


class _Checker(Visitor):
    """One method per node that needs a check; the others only have their children checked."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.v = vocabulary
        self.out: list[Problem] = []
        self.charges: set[int] = set()  # calls standing right after `once:`, where a charge belongs

    def problem(self, message: str, pos: A.Pos) -> None:
        self.out.append(Problem(message, pos))

    def place(self, effect: A.Effect, placement: Placement) -> None:
        if placement == "stays":
            for step in A.steps_of(effect):
                if not A.stays(step):
                    self.problem(STAYS_ONLY, step.pos)
        elif placement == "runs":
            self.runs_only(effect)

    def runs_only(self, node: A.Node) -> None:
        """Report what would stay inside an effect that only runs, the outermost such step once."""
        if isinstance(node, A.EFFECTS) and A.stays(node):  # type: ignore[arg-type]
            self.problem(RUNS_ONLY, node.pos)  # type: ignore[attr-defined]
            return
        for child in A.children(node):
            self.runs_only(child)

    # ---------------------------------------------------------------- effects
    def visit_Once(self, n: A.Once, b: frozenset[str]) -> None:
        # the engine spends a charge at its own moment (a defense, an assist); anything else
        # after `once:` would be kept and never used
        body = n.body
        verb = self.v.verbs.get(body.verb) if isinstance(body, A.Call) else None
        if verb is not None and verb.charge:
            self.charges.add(id(body))
        elif not (isinstance(body, A.Call) and verb is None):  # an unknown verb is reported as such
            charges = ", ".join(f"once: {k}" for k in self.v.charges())
            self.problem(f"'once:' holds a one-shot charge ({charges}); this step would never run", body.pos)
        self.visit(body, b)

    def visit_Choose(self, n: A.Choose, b: frozenset[str]) -> None:
        if not 1 <= n.count <= len(n.options):
            self.problem(f"cannot choose {n.count} different of {len(n.options)} options", n.pos)
        self.generic_visit(n, b)

    def visit_Repeat(self, n: A.Repeat, b: frozenset[str]) -> None:
        if isinstance(n.times, A.Num) and n.times.value < 1:
            self.problem("a repeat count must be at least 1", n.times.pos)
        self.generic_visit(n, b)

    def visit_When(self, n: A.When, b: frozenset[str]) -> None:
        if n.event not in self.v.events:
            self.problem(_unknown("event", n.event, self.v.events), n.pos)
        # `when` adjusts numbers while the event lasts; nothing runs a step *because* an event
        # happened, so any other step here would be accepted and silently never run
        for step in A.steps_of(n.body):
            if not (isinstance(step, A.Call) and step.verb == MODIFY):
                self.problem(f"'when {n.event}:' can only modify numbers while the event lasts "
                             f"(like 'when {n.event}: {MODIFY} defense +1'); this step would never run", step.pos)
        self.visit(n.body, b)

    def visit_As(self, n: A.As, b: frozenset[str]) -> None:
        if n.role not in self.v.roles:
            self.problem(_unknown("role", n.role, self.v.roles), n.pos)
        self.visit(n.body, b)

    def visit_Paid(self, n: A.Paid, b: frozenset[str]) -> None:
        verb = self.v.verbs.get(n.cost.verb)
        if verb is not None and not verb.cost:
            self.problem(f"'{n.cost.verb}' is not a cost; before '->' use {', '.join(self.v.costs())}", n.cost.pos)
        self.generic_visit(n, b)

    def visit_Call(self, n: A.Call, b: frozenset[str]) -> None:
        verb = self.v.verbs.get(n.verb)
        if verb is None:
            self.problem(_unknown("verb", n.verb, self.v.verbs), n.pos)
            return
        if verb.charge and id(n) not in self.charges:
            self.problem(f"'{n.verb}' is a one-shot charge: write 'once: {n.verb} ...'", n.pos)
        positional: list[A.Arg] = []
        for arg in n.args:
            if arg.key is not None:
                if arg.key not in verb.kwargs:
                    known = ", ".join(verb.kwargs) or "none"
                    self.problem(f"'{n.verb}' has no option '{arg.key}' (options: {known})", arg.pos)
                else:
                    self.typed(arg, verb.kwargs[arg.key], (), b, f"option '{arg.key}'")
            elif isinstance(arg.value, A.Name) and arg.value.id in verb.flags:
                continue
            else:
                positional.append(arg)
        i = 0
        for param in verb.params:
            if i < len(positional) and fits(positional[i], param, self.v):
                self.typed(positional[i], param.type, param.choices, b, param.name)
                i += 1
            elif param.optional:
                continue
            elif i < len(positional):
                self.typed(positional[i], param.type, param.choices, b, param.name)
                i += 1
            else:
                self.problem(f"'{n.verb}' is missing its {param.name} ({_describe(param)})", n.pos)
        for extra in positional[i:]:
            word = extra.value.id if isinstance(extra.value, A.Name) else None
            hint = close_names(word, (*verb.flags, *(c for p in verb.params for c in p.choices))) if word else ""
            shown = f" '{word}'" if word else ""
            self.problem(f"unexpected argument{shown} to '{n.verb}'{hint}", extra.pos)
        if verb.noun_unless_money and len(positional) <= i and positional and not isinstance(positional[0].value, A.Money):
            if len(positional) < 2 or not fits(positional[1], verb.params[1], self.v):
                self.problem(f"'{n.verb}' needs what to {n.verb} after a number "
                             f"({_describe(verb.params[1])}), or money such as $5", n.pos)

    def typed(self, arg: A.Arg, typ: ParamType, choices: tuple[str, ...], b: frozenset[str], what: str) -> None:
        v = arg.value
        if typ in ("word", "words"):
            options = v.options if isinstance(v, A.Alts) else (v,)
            if typ == "word" and isinstance(v, A.Alts):
                self.problem(f"{what} takes one word, not alternatives", arg.pos)
            for x in options:
                if not isinstance(x, A.Name):
                    self.problem(f"{what} must be one of: {', '.join(choices)}", x.pos)
                elif x.id not in choices:
                    self.problem(f"'{x.id}' is not a valid {what}{close_names(x.id, choices)}; "
                                 f"expected {', '.join(choices)}", x.pos)
            return
        if isinstance(v, A.Alts):
            self.problem(f"{what} takes a number, not alternatives", arg.pos)
            return
        if typ in ("amount", "signed") and isinstance(v, A.Money):
            self.problem(f"{what} is a number, not money", arg.pos)
        if typ == "amount" and isinstance(v, A.Num) and v.value < 0:
            self.problem(f"{what} cannot be negative", arg.pos)
        self.visit(v, b)

    # ---------------------------------------------------------------- numbers
    def visit_Name(self, n: A.Name, b: frozenset[str]) -> None:
        if n.id not in self.v.quantities:
            self.problem(_unknown("quantity", n.id, self.v.quantities), n.pos)

    def visit_Table(self, n: A.Table, b: frozenset[str]) -> None:
        seen: set[int] = set()
        for count, _ in n.entries:
            if count in seen:
                self.problem(f"player count {count} appears twice", n.pos)
            seen.add(count)
        self.generic_visit(n, b)

    def visit_Func(self, n: A.Func, b: frozenset[str]) -> None:
        spec = self.v.functions.get(n.name)
        if spec is None:
            self.problem(_unknown("function", n.name, self.v.functions), n.pos)
            return
        arity = spec.arity
        if (arity >= 0 and len(n.args) != arity) or (arity < 0 and not n.args):
            want = f"{arity} argument{'s' if arity != 1 else ''}" if arity >= 0 else "one or more arguments"
            self.problem(f"'{n.name}' takes {want}, got {len(n.args)}", n.pos)
        for arg in n.args:
            if spec.selector and not isinstance(arg, A.Selector):
                self.problem(f"'{n.name}' counts a selector such as building[mine]", getattr(arg, "pos", n.pos))
            elif not spec.selector and isinstance(arg, A.Selector):
                self.problem(f"'{n.name}' takes numbers; wrap the selector in count(...)", arg.pos)
            else:
                self.visit(arg, b)

    def visit_Selector(self, n: A.Selector, b: frozenset[str]) -> None:
        spec = self.v.nouns.get(n.noun)
        if spec is None:
            self.problem(_unknown("noun", n.noun, self.v.nouns), n.pos)
            return
        for f in n.filters:
            if not f.values:
                if f.key not in spec.flags:
                    known = ", ".join(spec.flags) or "none"
                    self.problem(f"'{n.noun}' has no filter '{f.key}'{close_names(f.key, spec.flags)} "
                                 f"(filters: {known})", f.pos)
                continue
            if f.key not in spec.keys:
                known = ", ".join(spec.keys) or "none"
                self.problem(f"'{n.noun}' has no key '{f.key}'{close_names(f.key, spec.keys)} (keys: {known})", f.pos)
                continue
            allowed = (*spec.keys[f.key], *sorted(b))
            for value in f.values:
                if value not in allowed:
                    self.problem(f"'{value}' is not a value of {n.noun} {f.key}{close_names(value, allowed)}; "
                                 f"expected {', '.join(allowed)}", f.pos)

    # ------------------------------------------------------------- conditions
    def visit_Quantified(self, n: A.Quantified, b: frozenset[str]) -> None:
        ranges = [k for k, spec in self.v.nouns.items() if spec.quantified]
        if n.domain.noun not in ranges:
            shown = " or ".join(f"{k}[...]" for k in ranges) or "nothing in this game"
            self.problem(f"'{n.quantifier}' ranges over {shown}, not {n.domain.noun}", n.domain.pos)
        self.visit(n.domain, b)
        self.visit(n.body, b | {n.var})


def _describe(param: Param) -> str:
    if param.type in ("word", "words"):
        return "one of " + ", ".join(param.choices)
    return {"amount": "a number", "signed": "a signed number such as +1",
            "money": "money such as $5", "amount_or_money": "a number or money"}[param.type]
