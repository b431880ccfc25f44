"""The typed AST of the effect language.

One frozen, slotted dataclass per construct. Positions are carried for error
messages but excluded from equality, so a parse → text → parse round trip can
be compared with ``==``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Union


@dataclass(frozen=True, slots=True)
class Pos:
    """1-based line and column of a node inside its DSL string."""

    line: int = 1
    column: int = 1


NOPOS = Pos()


def _pos() -> Pos:
    return field(default=NOPOS, compare=False, kw_only=True, repr=False)  # type: ignore[return-value]


# ------------------------------------------------------------------ numbers
@dataclass(frozen=True, slots=True)
class Num:
    value: int
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Money:
    """A dollar amount: ``$5`` or ``$(4 * vip)``."""

    amount: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Name:
    """A bare word: a quantity of the state (``strength``) or a noun (``ledger``)."""

    id: str
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Filter:
    """``mine`` (flag, no values) or ``kind=speakeasy or nightclub``."""

    key: str
    values: tuple[str, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Selector:
    """A set of things on the table: ``building[mine protected kind=casino]``."""

    noun: str
    filters: tuple[Filter, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Func:
    """A function of the state: ``count(sel)``, ``highest(vip, party)``."""

    name: str
    args: tuple[Expr, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class BinOp:
    op: str  # one of + - * / max
    left: Expr
    right: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Neg:
    operand: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Table:
    """A value per player count: ``{2: 5, 3: 3, 4: 3}``."""

    entries: tuple[tuple[int, Expr], ...]
    pos: Pos = _pos()


Expr = Union[Num, Money, Name, Selector, Func, BinOp, Neg, Table]


# --------------------------------------------------------------- conditions
@dataclass(frozen=True, slots=True)
class Compare:
    op: str  # >= <= == != > <
    left: Expr
    right: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class BoolOp:
    op: str  # and / or
    left: Cond
    right: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Not:
    operand: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Quantified:
    """``some(d in district[...], cond)`` or ``all(...)``."""

    quantifier: str  # some / all
    var: str
    domain: Selector
    body: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Const:
    value: bool
    pos: Pos = _pos()


Cond = Union[Compare, BoolOp, Not, Quantified, Const]


# ------------------------------------------------------------------ effects
@dataclass(frozen=True, slots=True)
class Alts:
    """Alternatives the player picks from when the step runs: ``speakeasy or still``."""

    options: tuple[Expr, ...]
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a call; ``key`` is set for ``range=2``."""

    value: Expr | Alts
    key: str | None = None
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Call:
    """A verb with its arguments: ``gain 1 ledger``."""

    verb: str
    args: tuple[Arg, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Seq:
    steps: tuple[Effect, ...]
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class May:
    """An optional step: the player may decline it."""

    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Choose:
    """Pick one option, or ``count`` different options in any order."""

    options: tuple[Effect, ...]
    count: int = 1
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Repeat:
    """``repeat 2: x`` or ``repeat up to 2: x`` (each time chosen anew)."""

    times: Expr
    body: Effect
    up_to: bool = False
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class If:
    cond: Cond
    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Once:
    """A one-shot charge on a persistent component: usable once, then spent."""

    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class When:
    """A modifier of a persistent component that applies only during an event: ``when protect: modify influence +2``."""

    event: str
    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class As:
    """Another player performs the body: ``as displaced: choose {...}``."""

    role: str
    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Paid:
    """A cost paid before an effect; the option is offered only when payable."""

    cost: Call
    body: Effect
    pos: Pos = _pos()


Effect = Union[Call, Seq, May, Choose, Repeat, If, Once, When, As, Paid]
EFFECTS = (Call, Seq, May, Choose, Repeat, If, Once, When, As, Paid)


def steps_of(effect: Effect) -> tuple[Effect, ...]:
    """The steps of a `;` sequence, or the effect itself as the one step."""
    return effect.steps if isinstance(effect, Seq) else (effect,)


def stays(step: Effect) -> bool:
    """A step that is kept with its component rather than run: `modify`, `when EVENT:`, `once:`."""
    return isinstance(step, (When, Once)) or (isinstance(step, Call) and step.verb == "modify")


def within(effect: Effect) -> Iterator[Effect]:
    """An effect and every effect nested in it, outermost first (conditions and numbers are not effects)."""
    yield effect
    for f in fields(effect):
        value = getattr(effect, f.name)
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, EFFECTS):
                yield from within(part)
Node = Union[Expr, Cond, Effect, Alts, Arg, Filter]
