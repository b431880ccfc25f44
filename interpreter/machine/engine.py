"""The agenda: effects as resumable computations.

The engine keeps a stack of pending ``Task``s (an agenda). ``advance`` pops tasks and runs their
op until one asks a player something; the question is a ``Decision`` whose options each carry
the tasks to push when chosen. Because tasks and options are immutable values, a game is cloned
by copying the state and the agenda, and replayed from (seed, chosen option ids). Which ops and
verbs exist, and what the state is, is the game's (``GameDefinition``); the engine knows neither.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .values import Decision, IllegalDecision, Kind, Msg, Option, State, Task

if TYPE_CHECKING:
    from .definition import GameDefinition

S = TypeVar("S", bound=State)  # the game's state
R = TypeVar("R")  # the game's rule set
T = TypeVar("T")


@dataclass
class Engine(Generic[S, R]):
    """The state plus its agenda; the game's ops and verbs drive it."""

    game: GameDefinition[S]
    rules: R
    state: S
    players: int
    agenda: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    decisions: list[str] = field(default_factory=list)
    version: int = 0  # bumped whenever a task may change the state (see `cached`)
    memo: dict[Any, Any] = field(default_factory=dict)
    memo_version: int = -1
    kept: dict[Any, tuple[Any, Any]] = field(default_factory=dict)  # see `keyed`

    # ------------------------------------------------------------ for handlers
    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.agenda.extend(reversed(tasks))

    def ask(self, seat: int, kind: Kind, prompt: Msg, options: Iterable[Option]) -> None:
        opts = options if type(options) is tuple else tuple(options)
        if not opts:
            return
        if len(opts) == 1:  # a forced move is not a decision
            self.agenda.extend(reversed(opts[0].tasks))
            return
        # option ids are unique per decision: the conformance tests check it on every decision
        self.pending = Decision(seat, kind, prompt, opts)

    def ask_or_decline(
        self, seat: int, kind: Kind, prompt: Msg, options: list[Option], decline: Option, first: bool = False
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

    def changed(self) -> None:
        """The state was changed from outside a task (a test, a scenario's patch): forget derived answers."""
        self.version += 1

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
        op = task.op
        if op.reads_only:
            op.run(self, task)
        else:  # the task may change the state
            self.version += 1
            op.run(self, task)
            self.version += 1  # what the task worked out before it changed the state is stale too

    def choose(self, key: str) -> None:
        decision = self.pending
        option = decision.option(key) if decision else None
        if option is None:
            raise IllegalDecision(key, decision, self.state.over)
        self.pending = None
        self.decisions.append(key)
        self.agenda.extend(reversed(option.tasks))
        self.advance()

    def clone(self) -> Engine[S, R]:
        """A deep copy of the state and agenda; the rules and the game definition are shared, never copied."""
        rules, game = self.rules, self.game
        self.rules, self.game = None, None  # type: ignore[assignment]
        try:
            twin = copy.deepcopy(self)
        finally:
            self.rules, self.game = rules, game
        twin.rules, twin.game = rules, game
        return twin
