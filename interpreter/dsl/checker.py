"""Check a parsed AST against the vocabulary (``vocab.py``).

Returns every problem with its position inside the DSL text; the loader maps
positions to the YAML file. Checking never stops at the first problem.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import close_names
from . import ast as A
from . import vocab as V
from .bind import fits


@dataclass(frozen=True, slots=True)
class Problem:
    message: str
    pos: A.Pos


def check(node: object, kind: str = "effect") -> list[Problem]:
    """All vocabulary problems of an effect, cond or expr AST."""
    return list(_Checker().visit(node, frozenset()))


def _unknown(what: str, word: str, known: object) -> str:
    return f"unknown {what} '{word}'{close_names(word, known)}"


def _charges() -> str:
    return ", ".join(f"once: {k}" for k, v in V.VERBS.items() if v.charge)


class _Checker:
    def __init__(self) -> None:
        self.charges: set[int] = set()  # calls standing right after `once:`, where a charge belongs

    def visit(self, node: object, bound: frozenset[str]) -> Iterator[Problem]:
        method = getattr(self, "v_" + type(node).__name__, None)
        if method is None:  # pragma: no cover - every node type has a method
            raise TypeError(f"no check for {type(node).__name__}")
        yield from method(node, bound)

    # ---------------------------------------------------------------- effects
    def v_Seq(self, n: A.Seq, b: frozenset[str]) -> Iterator[Problem]:
        for s in n.steps:
            yield from self.visit(s, b)

    def v_May(self, n: A.May, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.body, b)

    def v_Once(self, n: A.Once, b: frozenset[str]) -> Iterator[Problem]:
        # the engine spends a charge at its own moment (a defense, an assist); anything else
        # after `once:` would be kept and never used
        body = n.body
        if isinstance(body, A.Call) and getattr(V.VERBS.get(body.verb), "charge", False):
            self.charges.add(id(body))
        elif not (isinstance(body, A.Call) and body.verb not in V.VERBS):
            yield Problem(f"'once:' holds a one-shot charge ({_charges()}); this step would never run", body.pos)
        yield from self.visit(body, b)

    def v_Choose(self, n: A.Choose, b: frozenset[str]) -> Iterator[Problem]:
        if not 1 <= n.count <= len(n.options):
            yield Problem(f"cannot choose {n.count} different of {len(n.options)} options", n.pos)
        for o in n.options:
            yield from self.visit(o, b)

    def v_Repeat(self, n: A.Repeat, b: frozenset[str]) -> Iterator[Problem]:
        if isinstance(n.times, A.Num) and n.times.value < 1:
            yield Problem("a repeat count must be at least 1", n.times.pos)
        yield from self.visit(n.times, b)
        yield from self.visit(n.body, b)

    def v_If(self, n: A.If, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.cond, b)
        yield from self.visit(n.body, b)

    def v_When(self, n: A.When, b: frozenset[str]) -> Iterator[Problem]:
        if n.event not in V.EVENTS:
            yield Problem(_unknown("event", n.event, V.EVENTS), n.pos)
        # `when` adjusts numbers while the event lasts; nothing runs a step *because* an event
        # happened, so any other step here would be accepted and silently never run
        for step in A.steps_of(n.body):
            if not (isinstance(step, A.Call) and step.verb == "modify"):
                yield Problem(f"'when {n.event}:' can only modify numbers while the event lasts "
                              f"(like 'when {n.event}: modify defense +1'); this step would never run", step.pos)
        yield from self.visit(n.body, b)

    def v_As(self, n: A.As, b: frozenset[str]) -> Iterator[Problem]:
        if n.role not in V.ROLES:
            yield Problem(_unknown("role", n.role, V.ROLES), n.pos)
        yield from self.visit(n.body, b)

    def v_Paid(self, n: A.Paid, b: frozenset[str]) -> Iterator[Problem]:
        verb = V.VERBS.get(n.cost.verb)
        if verb is not None and not verb.cost:
            costs = ", ".join(k for k, v in V.VERBS.items() if v.cost)
            yield Problem(f"'{n.cost.verb}' is not a cost; before '->' use {costs}", n.cost.pos)
        yield from self.visit(n.cost, b)
        yield from self.visit(n.body, b)

    def v_Call(self, n: A.Call, b: frozenset[str]) -> Iterator[Problem]:
        verb = V.VERBS.get(n.verb)
        if verb is None:
            yield Problem(_unknown("verb", n.verb, V.VERBS), n.pos)
            return
        if verb.charge and id(n) not in self.charges:
            yield Problem(f"'{n.verb}' is a one-shot charge: write 'once: {n.verb} ...'", n.pos)
        positional: list[A.Arg] = []
        for arg in n.args:
            if arg.key is not None:
                if arg.key not in verb.kwargs:
                    known = ", ".join(verb.kwargs) or "none"
                    yield Problem(f"'{n.verb}' has no option '{arg.key}' (options: {known})", arg.pos)
                else:
                    yield from self._typed(arg, verb.kwargs[arg.key], (), b, f"option '{arg.key}'")
            elif isinstance(arg.value, A.Name) and arg.value.id in verb.flags:
                continue
            else:
                positional.append(arg)
        i = 0
        for param in verb.params:
            if i < len(positional) and fits(positional[i], param):
                yield from self._typed(positional[i], param.type, param.choices, b, param.name)
                i += 1
            elif param.optional:
                continue
            elif i < len(positional):
                yield from self._typed(positional[i], param.type, param.choices, b, param.name)
                i += 1
            else:
                yield Problem(f"'{n.verb}' is missing its {param.name} ({_describe(param)})", n.pos)
        for extra in positional[i:]:
            word = extra.value.id if isinstance(extra.value, A.Name) else None
            hint = close_names(word, (*verb.flags, *(c for p in verb.params for c in p.choices))) if word else ""
            shown = f" '{word}'" if word else ""
            yield Problem(f"unexpected argument{shown} to '{n.verb}'{hint}", extra.pos)
        if verb.noun_unless_money and len(positional) <= i and positional and not isinstance(positional[0].value, A.Money):
            if len(positional) < 2 or not fits(positional[1], verb.params[1]):
                yield Problem(f"'{n.verb}' needs what to {n.verb} after a number "
                              f"({_describe(verb.params[1])}), or money such as $5", n.pos)

    def _typed(self, arg: A.Arg, typ: str, choices: tuple[str, ...], b: frozenset[str], what: str) -> Iterator[Problem]:
        v = arg.value
        if typ in ("word", "words"):
            options = v.options if isinstance(v, A.Alts) else (v,)
            if typ == "word" and isinstance(v, A.Alts):
                yield Problem(f"{what} takes one word, not alternatives", arg.pos)
            for x in options:
                if not isinstance(x, A.Name):
                    yield Problem(f"{what} must be one of: {', '.join(choices)}", x.pos)
                elif x.id not in choices:
                    yield Problem(f"'{x.id}' is not a valid {what}{close_names(x.id, choices)}; "
                                  f"expected {', '.join(choices)}", x.pos)
            return
        if isinstance(v, A.Alts):
            yield Problem(f"{what} takes a number, not alternatives", arg.pos)
            return
        if typ in ("amount", "signed") and isinstance(v, A.Money):
            yield Problem(f"{what} is a number, not money", arg.pos)
        if typ == "amount" and isinstance(v, A.Num) and v.value < 0:
            yield Problem(f"{what} cannot be negative", arg.pos)
        yield from self.visit(v, b)

    # ---------------------------------------------------------------- numbers
    def v_Num(self, n: A.Num, b: frozenset[str]) -> Iterator[Problem]:
        return iter(())

    def v_Money(self, n: A.Money, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.amount, b)

    def v_Name(self, n: A.Name, b: frozenset[str]) -> Iterator[Problem]:
        if n.id not in V.QUANTITIES:
            yield Problem(_unknown("quantity", n.id, V.QUANTITIES), n.pos)

    def v_Neg(self, n: A.Neg, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.operand, b)

    def v_BinOp(self, n: A.BinOp, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.left, b)
        yield from self.visit(n.right, b)

    def v_Table(self, n: A.Table, b: frozenset[str]) -> Iterator[Problem]:
        seen: set[int] = set()
        for count, value in n.entries:
            if count in seen:
                yield Problem(f"player count {count} appears twice", n.pos)
            seen.add(count)
            yield from self.visit(value, b)

    def v_Func(self, n: A.Func, b: frozenset[str]) -> Iterator[Problem]:
        spec = V.FUNCTIONS.get(n.name)
        if spec is None:
            yield Problem(_unknown("function", n.name, V.FUNCTIONS), n.pos)
            return
        arity = spec[0]
        if (arity >= 0 and len(n.args) != arity) or (arity < 0 and not n.args):
            want = f"{arity} argument{'s' if arity != 1 else ''}" if arity >= 0 else "one or more arguments"
            yield Problem(f"'{n.name}' takes {want}, got {len(n.args)}", n.pos)
        for arg in n.args:
            if n.name in ("count", "districts") and not isinstance(arg, A.Selector):
                yield Problem(f"'{n.name}' counts a selector such as building[mine]", getattr(arg, "pos", n.pos))
            elif n.name not in ("count", "districts") and isinstance(arg, A.Selector):
                yield Problem(f"'{n.name}' takes numbers; wrap the selector in count(...)", arg.pos)
            else:
                yield from self.visit(arg, b)

    def v_Selector(self, n: A.Selector, b: frozenset[str]) -> Iterator[Problem]:
        spec = V.NOUNS.get(n.noun)
        if spec is None:
            yield Problem(_unknown("noun", n.noun, V.NOUNS), n.pos)
            return
        for f in n.filters:
            if not f.values:
                if f.key not in spec.flags:
                    known = ", ".join(spec.flags) or "none"
                    yield Problem(f"'{n.noun}' has no filter '{f.key}'{close_names(f.key, spec.flags)} "
                                  f"(filters: {known})", f.pos)
                continue
            if f.key not in spec.keys:
                known = ", ".join(spec.keys) or "none"
                yield Problem(f"'{n.noun}' has no key '{f.key}'{close_names(f.key, spec.keys)} (keys: {known})", f.pos)
                continue
            allowed = (*spec.keys[f.key], *b)
            for value in f.values:
                if value not in allowed:
                    yield Problem(f"'{value}' is not a value of {n.noun} {f.key}{close_names(value, allowed)}; "
                                  f"expected {', '.join(allowed)}", f.pos)

    # ------------------------------------------------------------- conditions
    def v_Compare(self, n: A.Compare, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.left, b)
        yield from self.visit(n.right, b)

    def v_BoolOp(self, n: A.BoolOp, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.left, b)
        yield from self.visit(n.right, b)

    def v_Not(self, n: A.Not, b: frozenset[str]) -> Iterator[Problem]:
        yield from self.visit(n.operand, b)

    def v_Const(self, n: A.Const, b: frozenset[str]) -> Iterator[Problem]:
        return iter(())

    def v_Quantified(self, n: A.Quantified, b: frozenset[str]) -> Iterator[Problem]:
        if n.domain.noun not in ("district", "borough"):
            yield Problem(f"'{n.quantifier}' ranges over district[...] or borough[...], not {n.domain.noun}", n.domain.pos)
        yield from self.visit(n.domain, b)
        yield from self.visit(n.body, b | {n.var})


def _describe(param: V.Param) -> str:
    if param.type in ("word", "words"):
        return "one of " + ", ".join(param.choices)
    return {"amount": "a number", "signed": "a signed number such as +1",
            "money": "money such as $5", "amount_or_money": "a number or money"}.get(param.type, param.type)
