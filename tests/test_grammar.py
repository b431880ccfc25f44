"""Layer 1: the grammar and the AST it builds — every construct, positions, round trips."""

from __future__ import annotations

import pytest

from interpreter.errors import DslError
from interpreter.language import ast as A
from interpreter.language.parser import parse
from interpreter.language.unparse import unparse

N = A.Num
ONE_LEDGER = A.Call("gain", (A.Arg(N(1)), A.Arg(A.Name("ledger"))))

CONSTRUCTS = [
    ("gain 1 ledger", ONE_LEDGER),
    ("may gain 1 ledger", A.May(ONE_LEDGER)),
    ("gain 1 ledger; gain 1 ledger", A.Seq((ONE_LEDGER, ONE_LEDGER))),
    ("choose { gain 1 ledger | sell }", A.Choose((ONE_LEDGER, A.Call("sell")), 1)),
    ("choose 2 different { sell | produce | deliver }",
     A.Choose((A.Call("sell"), A.Call("produce"), A.Call("deliver")), 2)),
    ("repeat 2: sell", A.Repeat(N(2), A.Call("sell"), False)),
    ("repeat up to 3: cook", A.Repeat(N(3), A.Call("cook"), True)),
    ("if infamy >= 10: sell", A.If(A.Compare(">=", A.Name("infamy"), N(10)), A.Call("sell"))),
    ("once: free_assist", A.Once(A.Call("free_assist"))),
    ("when protect: modify influence +2",
     A.When("protect", A.Call("modify", (A.Arg(A.Name("influence")), A.Arg(N(2)))))),
    ("as displaced: gain 1 ledger", A.As("displaced", ONE_LEDGER)),
    ("discard 1 card -> move_turn_order",
     A.Paid(A.Call("discard", (A.Arg(N(1)), A.Arg(A.Name("card")))), A.Call("move_turn_order"))),
    ("(sell; produce)", A.Seq((A.Call("sell"), A.Call("produce")))),
    ("build speakeasy or still",
     A.Call("build", (A.Arg(A.Alts((A.Name("speakeasy"), A.Name("still")))),))),
    ("play card fleet range=2",
     A.Call("play", (A.Arg(A.Name("card")), A.Arg(A.Name("fleet")), A.Arg(N(2), "range")))),
    ("modify associate_fee -2", A.Call("modify", (A.Arg(A.Name("associate_fee")), A.Arg(N(-2))))),
    ("gain $5 safe", A.Call("gain", (A.Arg(A.Money(N(5))), A.Arg(A.Name("safe"))))),
    ("gain $(2 * vip)", A.Call("gain", (A.Arg(A.Money(A.BinOp("*", N(2), A.Name("vip")))),))),
]


@pytest.mark.parametrize(("text", "expected"), CONSTRUCTS, ids=[c[0] for c in CONSTRUCTS])
def test_effect_constructs(text: str, expected: A.Effect) -> None:
    assert parse(text) == expected


EXPRS = [
    ("4 * count(ledger[mine placed]) max 24",
     A.BinOp("max", A.BinOp("*", N(4), A.Func("count", (A.Selector("ledger", (A.Filter("mine"), A.Filter("placed"))),))),
             N(24))),
    ("1 + 2 * 3", A.BinOp("+", N(1), A.BinOp("*", N(2), N(3)))),
    ("(1 + 2) * 3", A.BinOp("*", A.BinOp("+", N(1), N(2)), N(3))),
    ("10 - 3 - 2", A.BinOp("-", A.BinOp("-", N(10), N(3)), N(2))),
    ("7 / 2", A.BinOp("/", N(7), N(2))),
    ("-strength", A.Neg(A.Name("strength"))),
    ("-3", N(-3)),
    ("{2: 5, 3: 3}", A.Table(((2, N(5)), (3, N(3))))),
    ("highest(vip, party)", A.Func("highest", (A.Name("vip"), A.Name("party")))),
    ("count(building[kind=nightclub or casino])",
     A.Func("count", (A.Selector("building", (A.Filter("kind", ("nightclub", "casino")),)),))),
    ("$5", A.Money(N(5))),
]


@pytest.mark.parametrize(("text", "expected"), EXPRS, ids=[c[0] for c in EXPRS])
def test_expr_constructs(text: str, expected: A.Expr) -> None:
    assert parse(text, "expr") == expected


CONDS = [
    ("infamy >= 10", A.Compare(">=", A.Name("infamy"), N(10))),
    ("a > 1 and b < 2 or c == 3",
     A.BoolOp("or", A.BoolOp("and", A.Compare(">", A.Name("a"), N(1)), A.Compare("<", A.Name("b"), N(2))),
              A.Compare("==", A.Name("c"), N(3)))),
    ("not a != 1", A.Not(A.Compare("!=", A.Name("a"), N(1)))),
    ("some(d in district[borough=here], true)",
     A.Quantified("some", "d", A.Selector("district", (A.Filter("borough", ("here",)),)), A.Const(True))),
    ("all(b in borough[], false)", A.Quantified("all", "b", A.Selector("borough", ()), A.Const(False))),
    ("a <= 1", A.Compare("<=", A.Name("a"), N(1))),
]


@pytest.mark.parametrize(("text", "expected"), CONDS, ids=[c[0] for c in CONDS])
def test_cond_constructs(text: str, expected: A.Cond) -> None:
    assert parse(text, "cond") == expected


@pytest.mark.parametrize(("text", "kind"), [(t, "effect") for t, _ in CONSTRUCTS] + [(t, "expr") for t, _ in EXPRS]
                         + [(t, "cond") for t, _ in CONDS])
def test_unparse_round_trip(text: str, kind: str) -> None:
    tree = parse(text, kind)  # type: ignore[arg-type]
    assert parse(unparse(tree), kind) == tree  # type: ignore[arg-type]


def test_positions_are_kept() -> None:
    tree = parse("gain 1 ledger;\n  may sell")
    assert isinstance(tree, A.Seq)
    assert tree.steps[0].pos == A.Pos(1, 1)
    assert tree.steps[1].pos == A.Pos(2, 3)


def test_comments_and_whitespace_are_ignored() -> None:
    assert parse("gain 1 ledger  # a comment\n") == ONE_LEDGER


MALFORMED = [
    # (text, kind, expected message fragment, line, column)
    ("gain $4 * vip", "effect", "arithmetic inside an argument needs parentheses", 1, 9),
    ("choose { gain 1 ledger }", "effect", "'choose' needs at least two options", 1, 24),
    ("repeat: sell", "effect", "'repeat' needs a count and a colon", 1, 7),
    ("gain 1 ledger;", "effect", "a step is missing after ';'", 1, 14),
    ("gain @", "effect", "unexpected character '@'", 1, 6),
    ("may", "effect", "the text ends too early", 1, 1),
    ("sell }", "effect", "unexpected '}'", 1, 6),
    ("count(building[mine])", "cond", "a comparison needs a number on each side", 1, 21),
    ("gain 1 ledger\n  sell sell (", "effect", "ends too early", 2, 13),
    ("", "effect", "empty effect", 1, 1),
    ("(" * 60 + "sell" + ")" * 60, "effect", "nesting is too deep", 1, 41),
]


@pytest.mark.parametrize(("text", "kind", "message", "line", "column"), MALFORMED, ids=[m[0][:30] for m in MALFORMED])
def test_malformed_input_is_reported_with_position(text: str, kind: str, message: str, line: int, column: int) -> None:
    with pytest.raises(DslError) as info:
        parse(text, kind)  # type: ignore[arg-type]
    assert message in info.value.message
    assert (info.value.line, info.value.column) == (line, column)


def test_dsl_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="1:6"):
        parse("gain @")


def test_overlong_text_is_refused() -> None:
    with pytest.raises(DslError, match="too long"):
        parse("sell; " * 2000)
