"""Numbers and conditions evaluated against the state.

One method per node class (``visit_<Node>``), the tables derived from the node families. The
language's own arithmetic, comparisons, tables per player count and the shared functions
(``count``, ``highest``, ``lowest``, and ``most``, ``least``… which read a number for every
player) are here; what a quantity, a selector or a game's own
function reads from the table is the game's (``GameDefinition.quantity``, ``select``, ``functions``).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, cast

from ..errors import InterpreterError
from ..language import ast as A
from ..language.visitor import dispatch
from ..language.vocabulary import PER_PLAYER
from .counters import value_of
from .players import others

if TYPE_CHECKING:
    from .engine import Engine
    from .values import Ctx


def literal(node: Any) -> Any:
    """A literal amount ("2", "$5") as its number; any other node as it is."""
    kind = type(node)
    if kind is A.Num:
        return node.value
    if kind is A.Money and type(node.amount) is A.Num:
        return node.amount.value
    return node


def value(g: Engine[Any, Any], node: Any, ctx: Ctx, env: dict[str, Any] | None = None) -> int:
    """An amount's number; ``node`` may be a number already (a call's literal amounts are bound so)."""
    if type(node) is int:
        return node  # type: ignore[no-any-return]
    made = literal(node)  # most amounts are literal: skip building an evaluator
    if type(made) is int:
        return made  # type: ignore[no-any-return]
    return Evaluator(g, ctx, env or {}).num(node)


def holds(g: Engine[Any, Any], node: Any, ctx: Ctx, env: dict[str, Any] | None = None) -> bool:
    return Evaluator(g, ctx, env or {}).cond(node)


class Evaluator:
    """Evaluates one number or condition for a context; ``env`` holds the variables of `some`/`all`."""

    def __init__(self, g: Engine[Any, Any], ctx: Ctx, env: dict[str, Any]) -> None:
        self.g, self.ctx, self.env = g, ctx, env

    def num(self, n: Any) -> int:
        return _NUM[type(n)](self, n)  # type: ignore[no-any-return]

    def cond(self, n: Any) -> bool:
        return _COND[type(n)](self, n)  # type: ignore[no-any-return]

    def select(self, sel: A.Selector) -> Iterator[tuple[Any, Any]]:
        """The things a selector matches, as (district-or-key, thing) pairs (the game's ``select``)."""
        return iter(self.g.select(self, sel))

    def resolve(self, word: str) -> Any:
        """A filter's value: a variable of `some`/`all`, a context name (an attribute of the game's
        context, such as `here`), or the word itself."""
        if word in self.env:
            return self.env[word]
        if word in self.g.context_names:
            return getattr(self.ctx, word)
        return word

    # ------------------------------------------------------------ numbers
    def visit_Num(self, n: A.Num) -> int:
        return n.value

    def visit_Money(self, n: A.Money) -> int:
        return self.num(n.amount)

    def visit_Name(self, n: A.Name) -> int:
        return self.g.quantity(self.g, self.ctx, n.id)

    def visit_CounterValue(self, n: A.CounterValue) -> int:
        return value_of(self.g, self.ctx, n.name)

    def visit_BinOp(self, n: A.BinOp) -> int:
        a, b = self.num(n.left), self.num(n.right)
        if n.op == "/":
            return a // b if b else 0
        return _ARITH[n.op](a, b)

    def visit_Neg(self, n: A.Neg) -> int:
        return -self.num(n.operand)

    def visit_Table(self, n: A.Table) -> int:
        players = self.g.players
        for count, v in n.entries:
            if count == players:
                return self.num(v)
        return self.num(n.entries[-1][1])

    def visit_Func(self, n: A.Func) -> int:
        if n.name == "count":
            return len(list(self.select(cast(A.Selector, n.args[0]))))  # the checker ensures a selector
        if n.name == "highest":
            return max(self.num(a) for a in n.args)
        if n.name == "lowest":
            return min(self.num(a) for a in n.args)
        if n.name in PER_PLAYER:
            return self.per_player(n.name, n.args[0])
        return self.g.game.functions[n.name](self, n)

    def per_player(self, name: str, arg: Any) -> int:
        """A number as it is for other players: `yours` (the owner's, inside `as …:`), `most`/`least`
        (among every player), `opponents_most`/`opponents_least` (among the owner's opponents; 0 without any),
        `leaders` (how many players share the most)."""
        g, ctx = self.g, self.ctx
        if name == "yours":
            return Evaluator(g, ctx.as_player(ctx.owner), self.env).num(arg)
        seats = range(g.players) if name in ("most", "least", "leaders") else others(g, ctx)
        values = [Evaluator(g, ctx.as_player(seat), self.env).num(arg) for seat in seats]
        if not values:
            return 0
        if name == "leaders":  # the players tied at the top: those whose number is the most
            return values.count(max(values))
        return max(values) if name.endswith("most") else min(values)

    def not_a_number(self, n: A.Node) -> int:
        raise TypeError(f"not a number: {type(n).__name__} (the checker refuses it)")

    # --------------------------------------------------------- conditions
    def visit_Compare(self, n: A.Compare) -> bool:
        return _COMPARE[n.op](self.num(n.left), self.num(n.right))

    def visit_BoolOp(self, n: A.BoolOp) -> bool:
        if n.op == "and":
            return self.cond(n.left) and self.cond(n.right)
        return self.cond(n.left) or self.cond(n.right)

    def visit_Not(self, n: A.Not) -> bool:
        return not self.cond(n.operand)

    def visit_Const(self, n: A.Const) -> bool:
        return n.value

    def visit_Quantified(self, n: A.Quantified) -> bool:
        test = all if n.quantifier == "all" else any
        outer = self.env
        results = []
        for item, _ in self.select(n.domain):
            self.env = {**outer, n.var: item}
            results.append(self.cond(n.body))
        self.env = outer
        return test(results)


def _at_most(a: int, cap: int) -> int:
    """`a max b` in the text: a, but at most b (a capped at b, so the smaller of the two)."""
    return min(a, cap)


_ARITH: dict[str, Callable[[int, int], int]] = {"+": operator.add, "-": operator.sub, "*": operator.mul, "max": _at_most}
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, "!=": operator.ne, ">": operator.gt, "<": operator.lt,
}
# A bare selector is never a number (the checker asks for count(...)): refused loudly if it ever comes.
_NUM: dict[type, Callable[[Evaluator, Any], int]] = dispatch(Evaluator, A.EXPRS, default=Evaluator.not_a_number)


class NegativeAmount(InterpreterError):
    """An amount a verb cannot take below zero (`gain $(cash - 50)` with less than $50) came out negative in
    play: the rules are wrong, and they stop here, naming the component (never a silent clamp)."""

    def __init__(self, component: str | None, verb: str, amount: int) -> None:
        where = f"'{component}'" if component else "an effect"
        super().__init__(f"{where}: the amount of its '{verb}' came out as {amount}, below zero; an amount to "
                         f"{verb} is never negative (write the rule so that it cannot be: `max`, a condition)")
        self.component, self.verb, self.amount = component, verb, amount


class Counted:
    """An amount of a verb worked out in play (not written as a number), which cannot come out below zero;
    bound in place of the expression (machine/effects.py ``bound_call``). A literal amount is checked for
    its sign by the checker, where it is written."""

    __slots__ = ("node", "verb")

    def __init__(self, node: Any, verb: str) -> None:
        self.node, self.verb = node, verb


def _counted(ev: Evaluator, n: Counted) -> int:
    made = ev.num(n.node)
    if made < 0:
        raise NegativeAmount(ev.ctx.source, n.verb, made)
    return made


_NUM[Counted] = _counted
_COND: dict[type, Callable[[Evaluator, Any], bool]] = dispatch(Evaluator, A.CONDS)
