"""The typed AST of the effect language.

One frozen, slotted dataclass per construct, each a ``Node``. Positions are carried for error
messages but excluded from equality, so a parse → text → parse round trip can be compared with
``==``. The families of nodes (``EXPRS``, ``CONDS``, ``EFFECTS``, ``NODES``) are derived from the
type unions below, never listed twice; ``children`` and ``walk`` are the one generic walk
(after CPython's ``ast.iter_child_nodes`` and ``ast.walk``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Literal, Union, get_args


class Node:
    """Base of every AST node (no state of its own)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Pos:
    """1-based line and column of a node inside its DSL string."""

    line: int = 1
    column: int = 1


NOPOS = Pos()


def _pos() -> Pos:
    return field(default=NOPOS, compare=False, kw_only=True, repr=False)  # type: ignore[return-value]


ArithOp = Literal["+", "-", "*", "/", "max"]  # `a max b` reads "a, at most b": a capped at b
CompareOp = Literal[">=", "<=", "==", "!=", ">", "<"]
BoolOpName = Literal["and", "or"]
Quantifier = Literal["some", "all"]


# ------------------------------------------------------------------ numbers
@dataclass(frozen=True, slots=True)
class Num(Node):
    value: int
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Money(Node):
    """A dollar amount: ``$5`` or ``$(4 * vip)``."""

    amount: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Name(Node):
    """A bare word: a quantity of the state (``strength``) or a noun (``ledger``)."""

    id: str
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Filter(Node):
    """``mine`` (flag, no values) or ``kind=speakeasy or nightclub``."""

    key: str
    values: tuple[str, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Selector(Node):
    """A set of things on the table: ``building[mine protected kind=casino]``."""

    noun: str
    filters: tuple[Filter, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Func(Node):
    """A function of the state: ``count(sel)``, ``highest(vip, party)``."""

    name: str
    args: tuple[Expr, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class BinOp(Node):
    op: ArithOp
    left: Expr
    right: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Neg(Node):
    operand: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Table(Node):
    """A value per player count: ``{2: 5, 3: 3, 4: 3}``."""

    entries: tuple[tuple[int, Expr], ...]
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class CounterValue(Node):
    """``counter(coin)``: the number a counter of this component holds — the component the text belongs to
    (its ``source``) — 0 until a step puts something on it (language/counters.py)."""

    name: str
    pos: Pos = _pos()


Expr = Union[Num, Money, Name, Selector, Func, BinOp, Neg, Table, CounterValue]


# --------------------------------------------------------------- conditions
@dataclass(frozen=True, slots=True)
class Compare(Node):
    op: CompareOp
    left: Expr
    right: Expr
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class BoolOp(Node):
    op: BoolOpName
    left: Cond
    right: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Not(Node):
    operand: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Quantified(Node):
    """``some(d in district[...], cond)`` or ``all(...)``."""

    quantifier: Quantifier
    var: str
    domain: Selector
    body: Cond
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Const(Node):
    value: bool
    pos: Pos = _pos()


Cond = Union[Compare, BoolOp, Not, Quantified, Const]


# ------------------------------------------------------------------ effects
@dataclass(frozen=True, slots=True)
class Alts(Node):
    """Alternatives the player picks from when the step runs: ``speakeasy or still``."""

    options: tuple[Expr, ...]
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Arg(Node):
    """One argument of a call; ``key`` is set for ``range=2``."""

    value: Expr | Alts
    key: str | None = None
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Call(Node):
    """A verb with its arguments: ``gain 1 ledger``."""

    verb: str
    args: tuple[Arg, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Seq(Node):
    steps: tuple[Effect, ...]
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class May(Node):
    """An optional step: the player may decline it."""

    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Choose(Node):
    """Pick one option, or ``count`` different options in any order."""

    options: tuple[Effect, ...]
    count: int = 1
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Repeat(Node):
    """``repeat 2: x`` or ``repeat up to 2: x`` (each time chosen anew)."""

    times: Expr
    body: Effect
    up_to: bool = False
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class If(Node):
    cond: Cond
    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Once(Node):
    """A one-shot charge on a persistent component: usable once, then spent."""

    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class When(Node):
    """What a persistent component does about an event. Holding ``modify`` steps: a modifier that
    applies while the event lasts (``when protect: modify influence +2``); holding any other step: a
    trigger, run each time the event happens to the component's owner (``when sell: gain $1``) or,
    with ``others``, to another player (``when another sell: gain $1``)."""

    event: str
    body: Effect
    others: bool = False
    pos: Pos = _pos()


Scope = Literal["role", "each", "chosen"]


@dataclass(frozen=True, slots=True)
class As(Node):
    """Another player performs the body: the player a role names (``as displaced: …``), each player of
    a group in turn (``as each opponent: …``), or one of a group the acting player chooses, possibly
    among those for whom a condition holds (``as an opponent where cash >= 3: …``)."""

    role: str  # a role (scope "role"), or a group: opponent / player
    body: Effect
    scope: Scope = "role"
    where: Cond | None = None
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Paid(Node):
    """A cost paid before an effect; the option is offered only when payable."""

    cost: Call
    body: Effect
    pos: Pos = _pos()


@dataclass(frozen=True, slots=True)
class Face(Node):
    """One face of a die, or a range of faces (``low``..``high``), and what happens when it comes up."""

    low: int
    high: int
    body: Effect
    pos: Pos = _pos()


DIE = 6  # the faces of the die `roll` throws


@dataclass(frozen=True, slots=True)
class Roll(Node):
    """Chance: ``roll { 5-6: gain 2 ledger | 1: pay $1 }`` throws a die on the game's stream of chance
    (interpreter/machine/engine.py) and does what its face says; a face no range names does nothing."""

    faces: tuple[Face, ...]
    pos: Pos = _pos()


CounterOp = Literal["add", "remove", "reset"]


@dataclass(frozen=True, slots=True)
class CounterChange(Node):
    """A counter on the component the effect belongs to (``this``): ``add 1 coin to this``, ``remove 2 coin from
    this`` (never below 0), ``reset coin on this`` (back to 0); ``amount`` is None for a reset. Kept in the game's
    state by component and name, bounded (language/counters.py)."""

    op: CounterOp
    name: str
    amount: Expr | None = None
    pos: Pos = _pos()


Effect = Union[Call, Seq, May, Choose, Repeat, If, Once, When, As, Paid, Roll, CounterChange]
Part = Union[Alts, Arg, Filter, Face]  # pieces of a call, a selector or a roll, never standing alone
AnyNode = Union[Expr, Cond, Effect, Part]

EXPRS: tuple[type[Node], ...] = get_args(Expr)
CONDS: tuple[type[Node], ...] = get_args(Cond)
EFFECTS: tuple[type[Node], ...] = get_args(Effect)
PARTS: tuple[type[Node], ...] = get_args(Part)
NODES: tuple[type[Node], ...] = (*EXPRS, *CONDS, *EFFECTS, *PARTS)

# The generic walk: the fields of each node class that can hold nodes, read once per class.
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls) if f.name != "pos") for cls in NODES  # type: ignore[arg-type]  # dataclasses
}


def child_fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that may hold nodes (all but its position)."""
    return _CHILD_FIELDS[cls]


def children(node: Node) -> Iterator[Node]:
    """The nodes directly inside ``node``, in field order (a table's values, a call's arguments…)."""
    for name in _CHILD_FIELDS[type(node)]:
        value = getattr(node, name)
        if isinstance(value, Node):
            yield value
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, Node):
                    yield item
                elif isinstance(item, tuple):  # a table's (player count, value) pairs
                    yield from (x for x in item if isinstance(x, Node))


def walk(node: Node) -> Iterator[Node]:
    """``node`` and every node inside it, outermost first."""
    yield node
    for child in children(node):
        yield from walk(child)


def within(effect: Effect) -> Iterator[Effect]:
    """An effect and every effect nested in it, outermost first (conditions and numbers are not effects)."""
    return (n for n in walk(effect) if isinstance(n, EFFECTS))  # type: ignore[misc]


def steps_of(effect: Effect) -> tuple[Effect, ...]:
    """The steps of a `;` sequence, or the effect itself as the one step."""
    return effect.steps if isinstance(effect, Seq) else (effect,)


def stays(step: Effect) -> bool:
    """A step that is kept with its component rather than run: `modify`, `set`, `when EVENT:`, `once:` (a
    `once:` of an effect also runs where it is reached: the checker tells the two apart)."""
    return isinstance(step, (When, Once)) or (isinstance(step, Call) and step.verb in ("modify", "set"))
