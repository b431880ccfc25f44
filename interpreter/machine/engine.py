"""The agenda: effects as resumable computations.

The engine keeps a stack of pending ``Task``s (an agenda). ``advance`` pops tasks and runs their
op until one asks a player something; the question is a ``Decision`` whose options each carry
the tasks to push when chosen. Because tasks and options are immutable values, a game is cloned
by copying the state and the agenda, and replayed from (seed, chosen option ids). Which ops and
verbs exist, and what the state is, is the game's (``GameDefinition``); the engine knows neither.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

from ..errors import InterpreterError

# imported at run time: a compiled engine (tools/compile_engine.py) reads its dataclass fields' types
from .copying import copy_random
from .definition import GameDefinition
from .kinds import Kind
from .values import Decision, IllegalDecision, Msg, Option, State, Task

S = TypeVar("S", bound=State)  # the game's state
R = TypeVar("R")  # the game's rule set
T = TypeVar("T")

# The work a game may do (tasks run), so that rules which check clean and loop without asking anyone (a
# helper that copies itself, a cycle `check` cannot see) stop with an error instead of running forever and
# eating memory: far past any real game's (Speakeasy's most between two questions is in the tens, Nostra
# City's in the tens; a whole 4-player game runs about 2,000 tasks, the longest the ranges allow ~20,000).
MAX_TASKS_BETWEEN_DECISIONS = 20_000
MAX_TASKS_PER_GAME = 2_000_000
_CHAIN_WINDOW = 2_000  # tasks watched past the bound to name the components that loop
_MISSING: Any = object()  # `cached`: no value kept under this key yet


class RunawayRules(InterpreterError):
    """The rules did more work than any game can need (``MAX_TASKS_BETWEEN_DECISIONS`` tasks without a
    question, or ``MAX_TASKS_PER_GAME`` in a game): they loop. Names the components the work came from,
    in the order they ran (``chain``)."""

    def __init__(self, chain: list[str], per_game: bool) -> None:
        shown = (" → ".join(f"'{c}'" for c in chain) if len(chain) > 1 else f"'{chain[0]}', again and again" if chain
                 else "the game's own flow")
        where = (f"more than {MAX_TASKS_PER_GAME:,} steps in one game" if per_game
                 else f"more than {MAX_TASKS_BETWEEN_DECISIONS:,} steps without asking anyone anything")
        super().__init__(f"the rules ran {where}: they loop ({shown}), and the game stops here")
        self.chain = chain


class Engine(Generic[S, R]):
    """The state plus its agenda; the game's ops and verbs drive it. (A plain class, not a dataclass:
    mypyc compiles a generic class, not a generic dataclass.)"""

    def __init__(self, game: GameDefinition[S], rules: R, state: S, players: int) -> None:
        self.game = game
        self.rules = rules
        self.state = state
        self.players = players
        self.agenda: list[Task] = []
        self.pending: Decision | None = None
        self.decisions: list[str] = []
        self.work = 0  # tasks run in the game so far (a bound on loops: MAX_TASKS_PER_GAME)
        self.version = 0  # bumped whenever a task may change the state (see `cached`)
        self.memo: dict[Any, Any] = {}
        self.memo_version = -1
        # "no" to add to the next question of a seat: a `may` over a verb that asks at once (effects.step_May)
        self.decline: tuple[int, Option] | None = None
        self.kept: dict[Any, tuple[Any, Any]] = {}  # see `keyed`
        # answers that depend only on their key (a game's digest of all that they read): shared by an engine
        # and its clones, so that a search's clones ask once; the game bounds it (Speakeasy's reads.py)
        self.shared: dict[Any, Any] = {}
        # the game's hooks the evaluator calls on every number, looked up once (not through the definition)
        self.quantity = game.quantity
        self.select = game.select
        self.context_names = game.schema.vocabulary.context_names
        # what the rules' components modify and react to (passives.modified, triggers.waited_for), read on
        # every number and every event: kept here, worked out once per engine from the rules alone
        self.modified: tuple[frozenset[str], frozenset[str]] | None = None
        self.waited: frozenset[str] | None = None
        # chance (`roll`): a stream of its own, made from the game's seed at the first throw, so a game that
        # never throws a die draws nothing from it and plays as it always has
        self.chance_seed = 0
        self.chance: random.Random | None = None

    def __repr__(self) -> str:
        return f"Engine({self.game.name}, {self.players} players, {len(self.decisions)} decisions)"

    # ------------------------------------------------------------ for handlers
    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.agenda.extend(reversed(tasks))

    def ask(self, seat: int, kind: Kind, prompt: Msg, options: Iterable[Option]) -> None:
        opts = options if type(options) is tuple else tuple(options)
        if not opts:
            return
        if self.decline is not None:  # this question is a `may`'s: "no" is one of its answers
            declined, self.decline = self.decline, None
            if declined[0] == seat:
                opts = (*opts, declined[1])
        if len(opts) == 1:  # a forced move is not a decision
            self.agenda.extend(reversed(opts[0].tasks))
            return
        # option ids are unique per decision: the conformance tests check it on every decision
        self.pending = Decision(seat, kind, prompt, opts)

    def ask_or_decline(
        self, seat: int, kind: Kind, prompt: Msg, options: list[Option], decline: Option, first: bool = False
    ) -> None:
        """Ask a pick the player may decline ("stop selling", "no helper"); with nothing to pick, nothing is asked.
        Its own way to decline serves a `may` over it too."""
        self.decline = None
        if options:
            self.ask(seat, kind, prompt, [decline, *options] if first else [*options, decline])

    def cached(self, key: Any, compute: Callable[[], T]) -> T:
        """A value derived from the state, reused until the next task that may change the state."""
        memo = self.fresh_memo()
        found = memo.get(key, _MISSING)  # a miss is common after each change: no exception for it
        if found is _MISSING:
            found = memo[key] = compute()
        return found  # type: ignore[no-any-return]

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

    def roll(self, sides: int) -> int:
        """A throw of a die: the next number of the game's stream of chance (1 to ``sides``)."""
        if self.chance is None:
            self.chance = random.Random(f"chance {self.chance_seed}")
        return self.chance.randint(1, sides)

    def reseed_chance(self, rng: random.Random) -> None:
        """Draw this game's future throws afresh from ``rng``: a bot imagining the game must not know the real
        game's next throws (its copy would otherwise throw the same numbers)."""
        self.chance = random.Random(rng.getrandbits(64))

    def log(self, key: str, **args: Any) -> None:
        self.state.log.append((key, args))

    # ------------------------------------------------------------------ driving
    def advance(self) -> None:
        agenda = self.agenda
        work = 0
        budget = min(MAX_TASKS_BETWEEN_DECISIONS, MAX_TASKS_PER_GAME - self.work)  # the tasks this call may run
        while self.pending is None and agenda:
            self.execute(agenda.pop())
            work += 1
            if work > budget:
                self.work += work
                self._runaway(self.work > MAX_TASKS_PER_GAME)
        self.work += work

    def _runaway(self, per_game: bool) -> None:
        """Stop rules that loop, naming the components of the loop: the sources of the next tasks, each
        once, in the order they run (the game is lost either way; these tasks only show where)."""
        chain: list[str] = []
        agenda = self.agenda
        for _ in range(_CHAIN_WINDOW):
            if self.pending is not None or not agenda:
                break
            task = agenda.pop()
            source = getattr(task.ctx, "source", None)
            if source is not None and (not chain or chain[-1] != source):
                chain.append(source)
                if chain.count(source) > 1:
                    break  # round once: a → b → a
            try:
                self.execute(task)
            except Exception:
                break
        self.agenda.clear()
        self.pending = None
        raise RunawayRules(chain, per_game)

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
        """A copy of the state (the game's own fast copy when it has one, else a deep copy); the agenda
        and the pending question are values, shared; the rules and the game definition are shared, never
        copied. Derived answers are worked out afresh, except ``shared``'s (keyed by all they read)."""
        copy_state = self.game.copy_state
        state = copy_state(self.state) if copy_state is not None else copy.deepcopy(self.state)
        twin = Engine(self.game, self.rules, state, self.players)
        twin.agenda = list(self.agenda)
        twin.pending = self.pending
        twin.decisions = list(self.decisions)
        twin.work = self.work
        twin.decline = self.decline
        twin.chance_seed = self.chance_seed
        twin.shared = self.shared  # answers keyed by all they read hold in every copy
        twin.chance = copy_random(self.chance) if self.chance is not None else None
        return twin
