"""The small values the machine passes around: contexts, ops and tasks, options, decisions, messages.

They are immutable by convention (frozen dataclasses cost ~3x to build on the hot path), so
copying a game shares them — and the AST nodes they point to — instead of walking them. The
classes write their own ``__init__``: a compiled engine (tools/compile_engine.py) compiles it,
where the one the dataclass decorator generates stays interpreted and was an eighth of a game's time.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import InterpreterError
from .kinds import Kind

if TYPE_CHECKING:
    from .engine import Engine


class Value:
    """Shared, not copied, when a game is cloned."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self


class State(Protocol):
    """What the core reads of a game's state; the rest is the game's own."""

    log: list[tuple[str, dict[str, Any]]]  # what happened: (message key, raw arguments), rendered per language
    over: bool
    # the counters on components, (component id, name, value) sorted, none at 0 (interpreter/machine/counters.py):
    # immutable, so a clone shares it; the state hash leaves it out while it is empty
    counters: tuple[tuple[str, str, int], ...]

    def state_hash(self) -> str: ...

    def to_data(self) -> dict[str, Any]: ...


SAME: Any = object()  # `Ctx.with_`: keep this field as it is

# A log line for some seats only: the argument ``audience`` names them — ``g.log("given", seat=1, to=2,
# card=c, audience=(1, 2))`` — and every view, page and terminal shows the line to those seats alone (a
# line without it is public). It is the one argument name the core keeps for itself; it is never worded.
AUDIENCE = "audience"
LogEntry = tuple[str, dict[str, Any]]


def seen_by(args: dict[str, Any], seat: int | None) -> bool:
    """Whether ``seat`` may read a log line with these arguments (None: a spectator, who reads public lines)."""
    audience = args.get(AUDIENCE)
    return audience is None or (seat is not None and seat in audience)


_ARGS = operator.itemgetter(1)
_HAS_AUDIENCE = operator.methodcaller("__contains__", AUDIENCE)


def visible(log: list[LogEntry], seat: int | None) -> list[LogEntry]:
    """The lines of a log ``seat`` may read, in order (the log itself when every line is public)."""
    if not any(map(_HAS_AUDIENCE, map(_ARGS, log))):  # the scan of every line, without a Python call per line
        return log
    return [entry for entry in log if seen_by(entry[1], seat)]


@dataclass(slots=True, init=False)
class Ctx(Value):
    """Who acts, and what an effect is evaluated with. ``seat`` performs the step; ``owner`` is the
    player the effect is for — `you` in its text — who stays the owner when `as …:` hands a step to
    another player; ``source`` is the component it comes from (its one-shot charges, its `once:`);
    ``event`` the event in progress (for `when EVENT:` modifiers); ``chain`` how many triggers led
    here (a bound on loops, interpreter/machine/triggers.py); ``roles`` the players a trigger's event
    names, as (role, seat) pairs. A game subclasses it with its own bindings
    (interpreter/games/speakeasy/registry.py); ``key`` holds every field, for memos."""

    seat: int
    source: str | None
    event: str | None
    owner: int
    chain: int
    roles: tuple[tuple[str, int], ...]
    key: tuple[Any, ...]

    def __init__(self, seat: int, source: str | None = None, event: str | None = None, owner: int | None = None,
                 chain: int = 0, roles: tuple[tuple[str, int], ...] = ()) -> None:
        self.seat, self.source, self.event = seat, source, event
        self.owner = seat if owner is None else owner
        self.chain, self.roles = chain, roles
        self.key = (seat, source, event, self.owner, chain, roles)

    def with_(self, *, seat: Any = SAME, source: Any = SAME, event: Any = SAME, owner: Any = SAME,
              chain: Any = SAME, roles: Any = SAME) -> Ctx:
        """This context with the fields given changed (a subclass takes its own fields too)."""
        return Ctx(self.seat if seat is SAME else seat, self.source if source is SAME else source,
                   self.event if event is SAME else event, self.owner if owner is SAME else owner,
                   self.chain if chain is SAME else chain, self.roles if roles is SAME else roles)

    def as_player(self, seat: int) -> Ctx:
        """The context in which another player performs a step of this effect (`as …:`): the owner
        stays; a game drops here what belonged to the performer alone (a subclass overrides it)."""
        return self.with_(seat=seat)

    def role(self, name: str) -> int | None:
        """The seat a trigger's event named for this role, if it named one."""
        for role, seat in self.roles:
            if role == name:
                return seat
        return None


Handler = Callable[["Engine[Any, Any]", "Task"], None]


@dataclass(slots=True, init=False)
class Op(Value):
    """A kind of task: its handler and whether it only reads (then the memo of derived answers is kept,
    see Engine.execute). Tasks hold their op itself, never its name: a misspelt op is a name error."""

    name: str
    run: Handler
    reads_only: bool

    def __init__(self, name: str, run: Handler, reads_only: bool = False) -> None:
        self.name, self.run, self.reads_only = name, run, reads_only


@dataclass(slots=True, init=False)
class Task(Value):
    op: Op
    ctx: Ctx
    node: Any
    data: Any

    def __init__(self, op: Op, ctx: Ctx, node: Any = None, data: Any = None) -> None:
        self.op, self.ctx, self.node, self.data = op, ctx, node, data


@dataclass(slots=True, init=False)
class Msg(Value):
    """Language-neutral text: a message id and raw arguments (ids, kinds, numbers, AST nodes).

    The machine never formats sentences; the text layer renders a ``Msg`` in the player's
    language (interpreter/text/messages.py), each argument by the kind its name says."""

    key: str
    args: dict[str, Any]

    def __init__(self, key: str, args: dict[str, Any]) -> None:
        self.key, self.args = key, args

    def get(self, name: str, default: Any = None) -> Any:
        return self.args.get(name, default)


def msg(key: str, **args: Any) -> Msg:
    return Msg(key, args)


def msg_data(m: Msg) -> dict[str, Any]:
    """A message as JSON-ready data, still language-neutral: an effect argument as its text in the
    language (its DSL source), a nested message as data."""
    from ..language.ast import Node
    from ..language.unparse import unparse

    def plain(v: Any) -> Any:
        if isinstance(v, Msg):
            return msg_data(v)
        if isinstance(v, Node):
            return unparse(v)
        if isinstance(v, (list, tuple)):
            return [plain(x) for x in v]
        return v

    return {"key": m.key, "args": {k: plain(v) for k, v in m.args.items()}}


@dataclass(slots=True, init=False)
class Option(Value):
    """One legal answer: a stable id, a short label, and what happens next."""

    id: str
    label: Msg
    tasks: tuple[Task, ...]

    def __init__(self, id: str, label: Msg, tasks: tuple[Task, ...] = ()) -> None:
        self.id, self.label, self.tasks = id, label, tasks


@dataclass(slots=True, init=False)
class Decision(Value):
    seat: int
    kind: Kind
    prompt: Msg
    options: tuple[Option, ...]

    def __init__(self, seat: int, kind: Kind, prompt: Msg, options: tuple[Option, ...]) -> None:
        self.seat, self.kind, self.prompt, self.options = seat, kind, prompt, options

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.id == key:
                return o
        return None


class IllegalDecision(InterpreterError):
    """A chosen option that is not legal now; names the legal ones. The state is unchanged."""

    def __init__(self, chosen: str, decision: Decision | None, over: bool = True) -> None:
        if decision is None:
            text = f"illegal decision {chosen!r}: " + ("the game is over" if over else "no decision is pending")
        else:
            text = f"illegal decision {chosen!r} for {decision.kind}; legal options: {', '.join(o.id for o in decision.options)}"
        super().__init__(text)
        self.chosen = chosen
        self.decision = decision
