"""What a game gives the machine: its rules schema, verbs and ops, and the few hooks the core calls.

A game is a value, not a set of globals: ``GameDefinition`` holds its registries and functions,
and every engine holds the definition of the game it plays, so two games can share a process
(tests/test_games.py). The core calls a game only through these fields; a game's own modules call
each other directly. The tools' part of a game (its text, bots and scenario paths) is added by
``interpreter.harness.package.GamePackage``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..language import ast as A
from ..language.vocabulary import Vocabulary
from ..loading.loader import load_rules
from ..loading.ruleset import RuleSet
from ..loading.schema import RulesSchema
from .values import Ctx, Handler, Op, State

if TYPE_CHECKING:
    from .engine import Engine
    from .evaluate import Evaluator
    from .game import View

S = TypeVar("S", bound=State)
C = TypeVar("C", bound=Ctx)  # a game's context

# A verb's functions get the engine, the game's context and the call's arguments bound to its parameters.
VerbRun = Callable[["Engine[Any, Any]", Any, dict[str, Any]], None]
VerbCan = Callable[["Engine[Any, Any]", Any, dict[str, Any]], bool]


class Verbs(Generic[C]):
    """A game's verbs: what each does (``run``), whether it could do anything now (``can``), whether it
    could take its whole amount now (``in_full``: what a cost before `->` asks, D-210), which ones only
    ask or schedule other tasks (``read_only``: the memo of derived answers survives them), and which
    ask their question at once (``asking``: a `may` over one is that question with "no")."""

    def __init__(self, read_only: Iterable[str] = ()) -> None:
        self.run: dict[str, VerbRun] = {}
        self.can: dict[str, VerbCan] = {}
        self.in_full: dict[str, VerbCan] = {}
        self.read_only: set[str] = set(read_only)
        self.asking: set[str] = set()

    def verb(self, name: str, can: Callable[[Engine[Any, Any], C, dict[str, Any]], bool] | None = None,
             reads_only: bool = False, asks: bool = False,
             in_full: Callable[[Engine[Any, Any], C, dict[str, Any]], bool] | None = None,
             ) -> Callable[[Callable[[Engine[Any, Any], C, dict[str, Any]], None]],
                           Callable[[Engine[Any, Any], C, dict[str, Any]], None]]:
        """Register a verb; ``reads_only``: it only asks or schedules tasks, never changes the state itself;
        ``asks``: whenever it can do something it asks one question at once, before anything else (a
        `may` over it then asks that question, with "no" among the options, instead of yes/no first);
        ``in_full``: for a verb that takes from its performer (`pay`, `discard`), whether the whole amount
        is there — a cost is paid in full or not at all, anywhere else such a verb takes what there is, up
        to the amount (docs/rules-decisions.md D-210); without it a cost asks ``can``."""

        def register(fn: Callable[[Engine[Any, Any], C, dict[str, Any]], None]
                     ) -> Callable[[Engine[Any, Any], C, dict[str, Any]], None]:
            if name in self.run:
                raise ValueError(f"verb {name!r} is registered twice")
            self.run[name] = fn
            if can is not None:
                self.can[name] = can
            if in_full is not None:
                self.in_full[name] = in_full
            if reads_only or asks:
                self.read_only.add(name)
            if asks:
                self.asking.add(name)
            return fn

        return register


class Ops:
    """A game's kinds of task, by name (scenarios start a task by its name); the effect language's own
    ops (interpreter/machine/effects.py) are in every game's registry."""

    def __init__(self, *shared: Op) -> None:
        self.by_name: dict[str, Op] = {o.name: o for o in shared}

    def op(self, reads_only: bool = False, name: str | None = None) -> Callable[[Handler], Op]:
        """Make a handler an op, named after it unless ``name`` is given; the decorated name is the ``Op``."""

        def register(fn: Handler) -> Op:
            op_name = name or fn.__name__
            if op_name in self.by_name:
                raise ValueError(f"op {op_name!r} is registered twice")
            made = self.by_name[op_name] = Op(op_name, fn, reads_only)
            return made

        return register


@dataclass(frozen=True, eq=False)
class GameDefinition(Generic[S]):
    """A game, as the machine plays it.

    - ``schema``: its rules files and vocabulary (interpreter/loading/schema.py);
    - ``verbs``, ``ops``: what its effects and its flow do;
    - ``new_state(rules, players, seed)``: the table after setup (all randomness from the seed);
    - ``start``: the op that plays a whole game from there;
    - ``context(seat, **bindings)``: the game's ``Ctx`` (its own bindings, e.g. a truck's extra range);
    - ``quantity(engine, ctx, name)``, ``select(evaluator, selector)``, ``functions``: what the
      vocabulary's quantities, nouns and functions read from the state;
    - ``role(engine, ctx, role)``: the seat of the player a role of the game names now (`as
      displaced:`), or None; ``turn_order(engine)``: the seats in turn order (`as each opponent:`,
      the order of triggers);
    - ``persistent(engine, seat)``: (component id, effect) of what stays with a player (their
      modifiers, triggers, one-shot charges and abilities), ``persistent_inputs`` what that list
      depends on, and ``spent(engine, seat)`` the player's list of charges and `once:` already used
      (the machine appends to it);
    - ``view(engine, seat)``: what a seat may see;
    - ``scores(engine)`` (None until the end) and ``winners(engine)``: the outcome;
    - ``invariants(engine)``: every broken invariant, in words (the conformance tests and soak);
    - ``copy_state(state)``: an independent copy of the state, for clones (search makes hundreds a
      decision); None: ``copy.deepcopy``. ``interpreter/machine/copying.copier`` writes one from the
      state's dataclasses.
    - ``after_cost(engine, cost, ctx)``: the context in which the effect after a cost (`cost -> effect`)
      is judged before the cost is paid: what the cost will take (cards from a hand…) held back, so that
      an effect is offered only when it can still be done once its cost is paid. None: the context as
      it is (a game whose costs never draw on what their effects need).
    """

    name: str
    schema: RulesSchema
    verbs: Verbs[Any]
    ops: Ops
    new_state: Callable[[Any, int, int], S]
    start: Op
    context: Callable[..., Ctx]
    quantity: Callable[[Engine[Any, Any], Any, str], int]  # (engine, the game's context, name)
    select: Callable[[Evaluator, A.Selector], Iterable[tuple[Any, Any]]]
    functions: Mapping[str, Callable[[Evaluator, A.Func], int]]
    role: Callable[[Engine[Any, Any], Any, str], int | None]
    turn_order: Callable[[Engine[Any, Any]], Sequence[int]]
    persistent: Callable[[Engine[Any, Any], int], Iterable[tuple[str, Any]]]
    persistent_inputs: Callable[[Engine[Any, Any], int], Hashable]
    spent: Callable[[Engine[Any, Any], int], list[str]]
    view: Callable[[Engine[Any, Any], int], View]
    scores: Callable[[Engine[Any, Any]], list[int] | None]
    winners: Callable[[Engine[Any, Any]], list[int]]
    invariants: Callable[[Engine[Any, Any]], list[str]]
    copy_state: Callable[[S], S] | None = None
    after_cost: Callable[[Engine[Any, Any], Any, Any], Ctx] | None = None  # (engine, the cost node, the game's context)
    # made once per game and node (interpreter/machine/effects.py): a node's step, a call's verb and arguments
    steps: dict[int, tuple[Any, Any]] = field(default_factory=dict, repr=False)
    calls: dict[int, tuple[Any, Any]] = field(default_factory=dict, repr=False)

    @property
    def vocabulary(self) -> Vocabulary:
        return self.schema.vocabulary

    def load_rules(self, folder: Any = None, variants: Any = ()) -> RuleSet:
        """The checked rules of this game (its shipped folder by default), or RulesError."""
        return load_rules(self.schema, folder, variants)
