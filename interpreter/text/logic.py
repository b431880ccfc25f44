"""Conditions and sums rewritten into the shape a sentence states them in, without changing what they mean.

The renderer words what the tree says; some trees say it in a shape no person would write: `not (a >= 3)`
("not (you have at least 3 …)") is `a < 3` ("you have fewer than 3 …"), and `a and (b and c)` is one list
of three. These rewrites are exact (integers, no side effects in conditions), so text never says more or
less than the tree.
"""

from __future__ import annotations

from typing import Any

from ..language import ast as A
from ..language.checker import constant

_OPPOSITE: dict[str, A.CompareOp] = {">=": "<", ">": "<=", "<=": ">", "<": ">=", "==": "!=", "!=": "=="}


def negate(cond: Any) -> Any:
    """The condition that holds exactly when ``cond`` does not, with the negation pushed to the comparisons
    (De Morgan; `not some` is `all … not`)."""
    if isinstance(cond, A.Not):
        return cond.operand
    if isinstance(cond, A.Compare):
        return A.Compare(_OPPOSITE[cond.op], cond.left, cond.right, pos=cond.pos)
    if isinstance(cond, A.BoolOp):
        op: A.BoolOpName = "or" if cond.op == "and" else "and"
        return A.BoolOp(op, negate(cond.left), negate(cond.right), pos=cond.pos)
    if isinstance(cond, A.Quantified):
        quantifier: A.Quantifier = "all" if cond.quantifier == "some" else "some"
        return A.Quantified(quantifier, cond.var, cond.domain, negate(cond.body), pos=cond.pos)
    if isinstance(cond, A.Const):
        return A.Const(not cond.value, pos=cond.pos)
    raise TypeError(f"not a condition: {type(cond).__name__}")


def operands(node: Any, op: str) -> list[Any]:
    """The operands of a chain of one operator (`a and b and c`, `a + b + c`), left to right, whatever its
    nesting: and, or and + are associative."""
    if isinstance(node, (A.BoolOp, A.BinOp)) and node.op == op:
        return [*operands(node.left, op), *operands(node.right, op)]
    if isinstance(node, A.Not):  # a negation inside a chain joins the chain once pushed down
        pushed = negate(node.operand)
        if isinstance(pushed, A.BoolOp) and pushed.op == op:
            return operands(pushed, op)
    return [node]


def folded(node: Any) -> Any:
    """A number made only of literals (`0 - 50`, `2 * 3 max 5`) as the one number it is, worked out as the
    engine does (division rounds down, by zero gives 0; `max` caps); any other node as it is. The text then
    says "-$50", never "$0 - $50", which reads as a range."""
    value = constant(node)  # the checker's own reading of a number written with numbers alone
    return node if value is None or isinstance(node, A.Num) else A.Num(value, pos=node.pos)


