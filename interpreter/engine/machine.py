"""Decisions, tasks and the agenda: effects as resumable computations.

The engine keeps a stack of pending ``Task``s (an agenda). ``advance`` pops
tasks and runs their handler until one asks a player something; the question
is a ``Decision`` whose options each carry the tasks to push when chosen.
Because tasks and options are immutable values, a game is cloned by copying
the state and the agenda, and replayed from (seed, chosen option ids).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..errors import SpeakeasyError
from ..loader import RuleSet  # imported at run time: the engine can be compiled (tools/compile_engine.py)
from .msg import Msg
from .state import GameState


class Value:
    """Tasks, contexts, options and decisions are immutable values (by convention: frozen
    dataclasses cost ~3x to build on the hot path). Copying a game shares them, and the AST
    nodes they point to, instead of walking them."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self


# The value classes write their own __init__ (init=False): a compiled engine compiles it, while
# the one the dataclass decorator generates stays interpreted and was an eighth of a game's time.
@dataclass(slots=True, init=False)
class Ctx(Value):
    """Who acts, and the bindings an effect is evaluated with."""

    seat: int
    source: str | None  # component the effect comes from (one-shot charges)
    range: int  # extra truck range granted by where the effect was started
    here: str | None  # borough of an objective
    attacked: str | None  # dock area of the ship under attack
    golden: bool  # False: the component ignores the golden rule
    event: str | None  # the event in progress (for `when` modifiers)

    def __init__(
        self,
        seat: int,
        source: str | None = None,
        range: int = 0,
        here: str | None = None,
        attacked: str | None = None,
        golden: bool = True,
        event: str | None = None,
    ) -> None:
        self.seat, self.source, self.range, self.here = seat, source, range, here
        self.attacked, self.golden, self.event = attacked, golden, event

    def with_(self, **changes: Any) -> Ctx:
        get = changes.get
        return Ctx(
            get("seat", self.seat),
            get("source", self.source),
            get("range", self.range),
            get("here", self.here),
            get("attacked", self.attacked),
            get("golden", self.golden),
            get("event", self.event),
        )


@dataclass(slots=True, init=False)
class Task(Value):
    op: str
    ctx: Ctx
    node: Any
    data: Any

    def __init__(self, op: str, ctx: Ctx, node: Any = None, data: Any = None) -> None:
        self.op, self.ctx, self.node, self.data = op, ctx, node, data


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
    kind: str
    prompt: Msg
    options: tuple[Option, ...]

    def __init__(self, seat: int, kind: str, prompt: Msg, options: tuple[Option, ...]) -> None:
        self.seat, self.kind, self.prompt, self.options = seat, kind, prompt, options

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.id == key:
                return o
        return None


class IllegalDecision(SpeakeasyError):
    """A chosen option that is not legal now; names the legal ones. The state is unchanged."""

    def __init__(self, chosen: str, decision: Decision | None, over: bool = True) -> None:
        if decision is None:
            msg = f"illegal decision {chosen!r}: " + ("the game is over" if over else "no decision is pending")
        else:
            legal = ", ".join(f"{o.id} ({o.label})" for o in decision.options)
            msg = f"illegal decision {chosen!r} for {decision.kind}; legal options: {legal}"
        super().__init__(msg)
        self.chosen = chosen


T = TypeVar("T")
Handler = Callable[["Engine", Task], None]
# Tasks and verbs that only look at the state, then ask or schedule others (the effect language's
# control flow, option builders): after them the answer to "is this step possible?" is still good,
# so they keep the memo. Declared by `op(..., reads_only=True)` and `verb(..., reads_only=True)`;
# tests/test_flow.py checks on whole games that none of them changes the state. (The `run` op
# itself only reads: a verb call it runs moves the version around the call unless the verb is
# declared read-only, see effects._call_step.)
READ_ONLY_OPS: set[str] = set()
READ_ONLY_VERBS: set[str] = set()
OPS: dict[str, Handler] = {}


def op(name: str, reads_only: bool = False) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        OPS[name] = fn
        if reads_only:
            READ_ONLY_OPS.add(name)
        return fn

    return register


@dataclass
class Engine:
    """The state plus its agenda; handlers (in the verb and flow modules) drive it."""

    rules: RuleSet
    state: GameState
    agenda: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    decisions: list[str] = field(default_factory=list)
    version: int = 0  # bumped whenever a task may change the state (see `possible` caching)
    memo: dict[Any, Any] = field(default_factory=dict)
    memo_version: int = -1
    kept: dict[Any, tuple[Any, Any]] = field(default_factory=dict)  # see `keyed`

    # ------------------------------------------------------------ for handlers
    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.agenda.extend(reversed(tasks))

    def ask(self, seat: int, kind: str, prompt: Msg, options: Iterable[Option]) -> None:
        opts = options if type(options) is tuple else tuple(options)
        if not opts:
            return
        if len(opts) == 1:  # a forced move is not a decision
            self.agenda.extend(reversed(opts[0].tasks))
            return
        # option ids are unique per decision: the conformance tests check it on every decision
        self.pending = Decision(seat, kind, prompt, opts)

    def ask_or_decline(
        self, seat: int, kind: str, prompt: Msg, options: list[Option], decline: Option, first: bool = False
    ) -> None:
        """Ask a pick the player may decline ("stop selling", "no helper"); with nothing to pick, nothing is asked."""
        if options:
            self.ask(seat, kind, prompt, [decline, *options] if first else [*options, decline])

    def cached(self, key: Any, compute: Callable[[], T]) -> T:
        """A value derived from the state, reused until the next task that may change the state."""
        memo = self.fresh_memo()
        try:
            return memo[key]  # type: ignore[no-any-return]
        except KeyError:
            made = memo[key] = compute()
            return made

    def keyed(self, slot: Any, inputs: Any, compute: Callable[[], T]) -> T:
        """A value that depends only on ``inputs`` (which the caller reads from the state): kept across
        state changes and worked out again when the inputs differ. One value per slot, so it cannot grow."""
        kept = self.kept.get(slot)
        if kept is not None and kept[0] == inputs:
            return kept[1]  # type: ignore[no-any-return]
        made = compute()
        self.kept[slot] = (inputs, made)
        return made

    def fresh_memo(self) -> dict[Any, Any]:
        """The memo of values derived from the state, emptied if a task may have changed the state."""
        if self.memo_version != self.version:
            self.memo.clear()
            self.memo_version = self.version
        return self.memo

    def log(self, key: str, **args: Any) -> None:
        self.state.log.append((key, args))

    # ------------------------------------------------------------------ driving
    def advance(self) -> None:
        agenda = self.agenda
        while self.pending is None and agenda:
            self.execute(agenda.pop())

    def perform(self, task: Task) -> None:
        """Run a task from outside the game's own flow (a scenario's effect, a test, a benchmark),
        with everything it leads to, up to the next question."""
        self.agenda.append(task)
        self.advance()

    def execute(self, task: Task) -> None:
        """Run one task now; around one that may change the state the memo is emptied."""
        if task.op not in READ_ONLY_OPS:  # the task may change the state
            self.version += 1
            OPS[task.op](self, task)
            self.version += 1  # what the task worked out before it changed the state is stale too
        else:
            OPS[task.op](self, task)

    def choose(self, key: str) -> None:
        decision = self.pending
        option = decision.option(key) if decision else None
        if option is None:
            raise IllegalDecision(key, decision, self.state.over)
        self.pending = None
        self.decisions.append(key)
        self.agenda.extend(reversed(option.tasks))
        self.advance()

    def clone(self) -> Engine:
        rules = self.rules
        self.rules = None  # type: ignore[assignment]  # shared, never copied
        try:
            twin = copy.deepcopy(self)
        finally:
            self.rules = rules
        twin.rules = rules
        return twin
