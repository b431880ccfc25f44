"""Parse DSL strings into the typed AST (lark LALR + a Transformer).

``parse(text, kind)`` returns an Effect, Cond or Expr, or raises ``DslError``
with a 1-based position inside ``text`` and a message a designer can act on.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal, cast

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, v_args
from lark.exceptions import UnexpectedToken, VisitError

from ..errors import DslError
from ..resources import grammar_path
from . import ast as A

Kind = Literal["effect", "cond", "expr"]

MAX_LENGTH = 4000  # a component's text; longer input is refused before parsing
MAX_DEPTH = 40  # nesting of parentheses/braces; bounds recursion everywhere after


@lru_cache(maxsize=1)
def _parser() -> Lark:
    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",
        start=["effect", "cond", "expr"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def _pos(meta: Any) -> A.Pos:
    if getattr(meta, "empty", True):
        return A.NOPOS
    return A.Pos(meta.line, meta.column)


def _tpos(tok: Token) -> A.Pos:
    return A.Pos(tok.line or 1, tok.column or 1)


@v_args(meta=True)
class _Build(Transformer[Token, Any]):
    """Builds AST nodes; one method per grammar alias."""

    # -- values and numbers
    def number(self, meta: Any, c: list[Token]) -> A.Num:
        return A.Num(int(c[0]), pos=_pos(meta))

    def negative(self, meta: Any, c: list[Token]) -> A.Num:
        return A.Num(-int(c[0]), pos=_pos(meta))

    def money(self, meta: Any, c: list[Any]) -> A.Money:
        inner = A.Num(int(c[0]), pos=_tpos(c[0])) if isinstance(c[0], Token) else c[0]
        return A.Money(inner, pos=_pos(meta))

    def name(self, meta: Any, c: list[Token]) -> A.Name:
        return A.Name(str(c[0]), pos=_pos(meta))

    def counter(self, meta: Any, c: list[Token]) -> A.CounterValue:
        return A.CounterValue(str(c[0]), pos=_pos(meta))

    def func(self, meta: Any, c: list[Any]) -> A.Func:
        return A.Func(str(c[0]), tuple(x for x in c[1:] if x is not None), pos=_pos(meta))

    def selector(self, meta: Any, c: list[Any]) -> A.Selector:
        return A.Selector(str(c[0]), tuple(c[1:]), pos=_pos(meta))

    def flag(self, meta: Any, c: list[Token]) -> A.Filter:
        return A.Filter(str(c[0]), (), pos=_pos(meta))

    def keyed(self, meta: Any, c: list[Token]) -> A.Filter:
        return A.Filter(str(c[0]), tuple(str(x) for x in c[1:]), pos=_pos(meta))

    def table(self, meta: Any, c: list[Any]) -> A.Table:
        pairs = tuple((int(c[i]), c[i + 1]) for i in range(0, len(c), 2))
        return A.Table(pairs, pos=_pos(meta))

    def _bin(op: str):  # type: ignore[misc]  # noqa: N805 - a method factory
        def build(self: _Build, meta: Any, c: list[Any]) -> A.BinOp:
            return A.BinOp(cast(A.ArithOp, op), c[0], c[1], pos=_pos(meta))

        return build

    add, sub, mul, div, cap = _bin("+"), _bin("-"), _bin("*"), _bin("/"), _bin("max")

    def neg(self, meta: Any, c: list[Any]) -> A.Expr:
        if isinstance(c[0], A.Num):
            return A.Num(-c[0].value, pos=_pos(meta))
        return A.Neg(c[0], pos=_pos(meta))

    # -- conditions
    def compare(self, meta: Any, c: list[Any]) -> A.Compare:
        return A.Compare(cast(A.CompareOp, str(c[1])), c[0], c[2], pos=_pos(meta))

    def and_(self, meta: Any, c: list[Any]) -> A.BoolOp:
        return A.BoolOp("and", c[0], c[1], pos=_pos(meta))

    def or_(self, meta: Any, c: list[Any]) -> A.BoolOp:
        return A.BoolOp("or", c[0], c[1], pos=_pos(meta))

    def not_(self, meta: Any, c: list[Any]) -> A.Not:
        return A.Not(c[0], pos=_pos(meta))

    def some(self, meta: Any, c: list[Any]) -> A.Quantified:
        return A.Quantified("some", str(c[0]), c[1], c[2], pos=_pos(meta))

    def all(self, meta: Any, c: list[Any]) -> A.Quantified:
        return A.Quantified("all", str(c[0]), c[1], c[2], pos=_pos(meta))

    def true(self, meta: Any, c: list[Any]) -> A.Const:
        return A.Const(True, pos=_pos(meta))

    def false(self, meta: Any, c: list[Any]) -> A.Const:
        return A.Const(False, pos=_pos(meta))

    # -- effects
    def _arg(self, value: Any) -> A.Arg:
        return value if isinstance(value, A.Arg) else A.Arg(value, None, pos=value.pos)

    def call(self, meta: Any, c: list[Any]) -> A.Call:
        return A.Call(str(c[0]), tuple(self._arg(x) for x in c[1:]), pos=_pos(meta))

    def kwarg(self, meta: Any, c: list[Any]) -> A.Arg:
        return A.Arg(c[1], str(c[0]), pos=_pos(meta))

    def alts(self, meta: Any, c: list[Any]) -> A.Arg:
        return A.Arg(A.Alts(tuple(c), pos=_pos(meta)), None, pos=_pos(meta))

    def seq(self, meta: Any, c: list[Any]) -> A.Effect:
        return c[0] if len(c) == 1 else A.Seq(tuple(c), pos=_pos(meta))

    def may(self, meta: Any, c: list[Any]) -> A.May:
        return A.May(c[0], pos=_pos(meta))

    def choose(self, meta: Any, c: list[Any]) -> A.Choose:
        return A.Choose(tuple(c), 1, pos=_pos(meta))

    def choose_different(self, meta: Any, c: list[Any]) -> A.Choose:
        return A.Choose(tuple(c[1:]), int(c[0]), pos=_pos(meta))

    def repeat(self, meta: Any, c: list[Any]) -> A.Repeat:
        return A.Repeat(c[0], c[1], False, pos=_pos(meta))

    def repeat_up_to(self, meta: Any, c: list[Any]) -> A.Repeat:
        return A.Repeat(c[0], c[1], True, pos=_pos(meta))

    def if_(self, meta: Any, c: list[Any]) -> A.If:
        return A.If(c[0], c[1], pos=_pos(meta))

    def once(self, meta: Any, c: list[Any]) -> A.Once:
        return A.Once(c[0], pos=_pos(meta))

    def when(self, meta: Any, c: list[Any]) -> A.When:
        return A.When(str(c[0]), c[1], pos=_pos(meta))

    def when_another(self, meta: Any, c: list[Any]) -> A.When:
        return A.When(str(c[0]), c[1], others=True, pos=_pos(meta))

    def as_(self, meta: Any, c: list[Any]) -> A.As:
        return A.As(str(c[0]), c[1], pos=_pos(meta))

    def as_each(self, meta: Any, c: list[Any]) -> A.As:
        return A.As(str(c[0]), c[1], "each", pos=_pos(meta))

    def as_each_where(self, meta: Any, c: list[Any]) -> A.As:
        return A.As(str(c[0]), c[2], "each", c[1], pos=_pos(meta))

    def as_chosen(self, meta: Any, c: list[Any]) -> A.As:
        return A.As(str(c[1]), c[2], "chosen", pos=_pos(meta))  # c[0] is the article

    def as_chosen_where(self, meta: Any, c: list[Any]) -> A.As:
        return A.As(str(c[1]), c[3], "chosen", c[2], pos=_pos(meta))

    def article(self, meta: Any, c: list[Any]) -> None:
        return None

    def to_player(self, meta: Any, c: list[Token]) -> A.Arg:
        return A.Arg(A.Name(str(c[0]), pos=_tpos(c[0])), "to", pos=_pos(meta))

    def roll(self, meta: Any, c: list[Any]) -> A.Roll:
        return A.Roll(tuple(c), pos=_pos(meta))

    def face(self, meta: Any, c: list[Any]) -> A.Face:
        return A.Face(int(c[0]), int(c[0]), c[1], pos=_pos(meta))

    def faces(self, meta: Any, c: list[Any]) -> A.Face:
        return A.Face(int(c[0]), int(c[1]), c[2], pos=_pos(meta))

    def counter_add(self, meta: Any, c: list[Any]) -> A.CounterChange:
        return A.CounterChange("add", str(c[1]), c[0], pos=_pos(meta))

    def counter_remove(self, meta: Any, c: list[Any]) -> A.CounterChange:
        return A.CounterChange("remove", str(c[1]), c[0], pos=_pos(meta))

    def counter_reset(self, meta: Any, c: list[Any]) -> A.CounterChange:
        return A.CounterChange("reset", str(c[0]), None, pos=_pos(meta))

    def paid(self, meta: Any, c: list[Any]) -> A.Paid:
        return A.Paid(c[0], c[1], pos=_pos(meta))


# Terminals that stand for a class of text; every other terminal is a literal ("->", ";", "may"),
# which lark describes itself (its pattern), so no generated name such as __ANON_0 reaches a message.
_TERMINAL_NAMES = {"NAME": "a word", "INT": "a number", "CMP": "a comparison (>=, ==, ...)", "$END": "the end of the text"}


# Common mistakes mapped to friendly messages (lark's match_examples).
_EXAMPLES: dict[str, dict[Kind, list[str]]] = {
    "arithmetic inside an argument needs parentheses, e.g. gain $(4 * vip)": {
        "effect": ["gain $4 * vip", "gain 2 * 3 ledger"],
    },
    "'choose' needs at least two options separated by '|'": {
        "effect": ["choose { gain 1 ledger }", "choose { }"],
    },
    "'repeat' needs a count and a colon: repeat 2: ... or repeat up to 2: ...": {
        "effect": ["repeat: gain 1 ledger", "repeat up to: gain 1 ledger", "repeat 2 gain 1 ledger"],
    },
    "a step is missing after ';'": {"effect": ["gain 1 ledger;", "gain 1 ledger; ;"]},
    "a counter is on the component the effect belongs to: add 1 coin to this, remove 1 coin from this, "
    "reset coin on this": {
        "effect": ["add 1 coin", "add 1 coin to you", "remove 1 coin", "remove 1 coin to this", "reset coin",
                   "reset 2 coin on this", "add coin to this", "remove coin from this", "add 1 to this"],
    },
    "'counter' reads one counter of this component by its name, e.g. counter(coin)": {
        "cond": ["counter() >= 1", "counter(coin, 2) >= 1", "counter(2) >= 1", "counter >= 1"],
        "expr": ["counter()", "counter(coin, 2)", "counter(2)", "counter"],
        "effect": ["gain $(counter())", "gain $(counter(coin, 2))", "gain $(counter(2))"],
    },
    "a comparison needs a number on each side, e.g. count(building[mine]) >= 3": {
        "cond": ["count(building[mine])", "strength", "strength >="],
    },
}


def _terminal(name: str) -> str:
    if name in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[name]
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    return f"'{pattern.value}'" if pattern.type == "str" else name


def _friendly(err: UnexpectedInput, text: str, kind: Kind) -> str:
    try:
        label = err.match_examples(
            lambda s: _parser().parse(s, start=kind),
            {k: v[kind] for k, v in _EXAMPLES.items() if kind in v},
            use_accepts=True,
        )
    except Exception:  # match_examples re-parses; any failure just means no label
        label = None
    if label:
        return str(label)
    if isinstance(err, UnexpectedCharacters):
        return f"unexpected character {text[err.pos_in_stream or 0]!r}"
    if isinstance(err, UnexpectedEOF):
        expected = sorted(_terminal(t) for t in err.expected)
        return f"the text ends too early; expected {', '.join(expected[:6])}"
    if isinstance(err, UnexpectedToken):
        tok = err.token
        expected = sorted({_terminal(t) for t in err.accepts or err.expected})
        if tok.type == "$END":
            return f"the text ends too early; expected {', '.join(expected[:8])}"
        return f"unexpected {str(tok)!r}; expected {', '.join(expected[:8])}"
    return str(err).splitlines()[0]


def _check_shape(text: str) -> None:
    if len(text) > MAX_LENGTH:
        raise DslError(f"text is too long ({len(text)} characters, at most {MAX_LENGTH})")
    depth = 0
    line, col = 1, 0
    for ch in text:
        col += 1
        if ch == "\n":
            line, col = line + 1, 0
        elif ch in "([{":
            depth += 1
            if depth > MAX_DEPTH:
                raise DslError(f"nesting is too deep (more than {MAX_DEPTH} levels)", line, col)
        elif ch in ")]}":
            depth -= 1


def parse(text: str, kind: Kind = "effect") -> Any:
    """Parse ``text`` as an effect, a condition or a number expression.

    Results are cached: rules repeat texts (three copies of each city tile,
    the same `may ...` rows), and the AST is immutable, so sharing is safe — except for a text with a
    `once:`, whose node is the identity of a once-per-game charge: two components with the same such
    text must not share it, so it is parsed afresh each time.
    """
    if "once" in text:
        return _parse(text, kind)
    return _parse_cached(text, kind)


@lru_cache(maxsize=4096)
def _parse_cached(text: str, kind: Kind) -> Any:
    return _parse(text, kind)


def _parse(text: str, kind: Kind) -> Any:
    _check_shape(text)
    if not text.strip():
        raise DslError(f"empty {kind}")
    try:
        tree = _parser().parse(text, start=kind)
        return _Build().transform(tree)
    except UnexpectedInput as err:
        line = getattr(err, "line", 1)
        col = getattr(err, "column", 1)
        if isinstance(err, UnexpectedEOF) or line in (None, -1):
            lines = text.splitlines() or [""]
            line, col = len(lines), len(lines[-1]) + 1
        raise DslError(_friendly(err, text, kind), line, col) from None
    except VisitError as err:
        if isinstance(err.orig_exc, RecursionError):  # hundreds of prefix operators (`not not not ...`)
            raise DslError("nesting is too deep") from None
        raise err.orig_exc from err  # a transformer bug, never a user mistake: keep it visible
    except RecursionError:
        raise DslError("nesting is too deep") from None


def parse_effect(text: str) -> A.Effect:
    return parse(text, "effect")  # type: ignore[no-any-return]


def parse_cond(text: str) -> A.Cond:
    return parse(text, "cond")  # type: ignore[no-any-return]


def parse_expr(text: str) -> A.Expr:
    return parse(text, "expr")  # type: ignore[no-any-return]
