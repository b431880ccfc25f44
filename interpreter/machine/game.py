"""The public game API, in the spirit of OpenSpiel and python-chess.

    game = Game.new(SPEAKEASY, rules, players=4, seed=7)
    while not game.is_over:
        option = bot(game.view(game.current_player), game.decision)
        game.apply(option.id)
    game.scores

(game, rules, variants, players, seed, decisions) fully determine a game: all randomness comes
from the seeded RNG inside the state. ``perform``, ``run_task`` and ``changed`` are the one way
in for tools that drive a game by hand (scenarios, tests, benchmarks); nothing outside the machine
reaches into the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from mypy_extensions import mypyc_attr

from ..errors import InterpreterError, close_names
from ..language import ast as A
from .effects import effect_task
from .engine import Engine
from .values import Decision, IllegalDecision, LogEntry, Op, Option, State, Task, visible

if TYPE_CHECKING:
    from .definition import GameDefinition

S = TypeVar("S", bound=State)


@mypyc_attr(allow_interpreted_subclasses=True)  # a game in plain Python subclasses it too
class View:
    """What one seat may see: cheap (bots get one per decision) and read-only by convention. A game
    subclasses it with its own accessors and its JSON observation (``to_dict``)."""

    def __init__(self, g: Engine[Any, Any], seat: int) -> None:
        self._g = g
        self.seat = seat
        # the log as this seat reads it, for the log of this length (a bot asks it several times a decision)
        self._log: tuple[list[LogEntry], int, list[LogEntry]] | None = None

    @property
    def rules(self) -> Any:
        """The rules are public: every player may read every component."""
        return self._g.rules

    @property
    def decision(self) -> Decision | None:
        """The question this seat is asked now; None while another seat decides (their options are theirs)."""
        pending = self._g.pending
        return pending if pending is not None and pending.seat == self.seat else None

    @property
    def log(self) -> list[LogEntry]:
        """What happened so far, as this seat may read it: every public line and the lines for this seat
        (``values.AUDIENCE``). Read it, never change it."""
        full = self._g.state.log
        kept = self._log
        if kept is not None and kept[0] is full and kept[1] == len(full):  # a log only grows: nothing new
            return kept[2]
        made = visible(full, self.seat)
        self._log = (full, len(full), made)
        return made

    def to_dict(self) -> dict[str, Any]:
        """Everything this seat may see, JSON-ready."""
        raise NotImplementedError(f"{type(self).__name__} has no observation")


class Game(Generic[S]):
    """A game in progress: the current decision, its legal options, apply, clone, views."""

    def __init__(self, engine: Engine[S, Any], seed: int, players: int) -> None:
        self._e = engine
        self.seed = seed
        self.players = players
        engine.chance_seed = seed

    @classmethod
    def new(cls, game: GameDefinition[S], rules: Any, players: int = 4, seed: int = 0) -> Game[S]:
        engine: Engine[S, Any] = Engine(game, rules, game.new_state(rules, players, seed), players)
        engine.push(Task(game.start, game.context(-1)))
        engine.advance()
        return cls(engine, seed, players)

    # ------------------------------------------------------------------ query
    @property
    def definition(self) -> GameDefinition[S]:
        return self._e.game

    @property
    def engine(self) -> Engine[S, Any]:
        """The engine under the game, for a game's own tables that read the state through it (its state
        paths); tools drive a game through the methods of ``Game``, never through the engine."""
        return self._e

    @property
    def rules(self) -> Any:
        return self._e.rules

    @property
    def state(self) -> S:
        return self._e.state

    @property
    def decision(self) -> Decision | None:
        return self._e.pending

    @property
    def current_player(self) -> int | None:
        return None if self._e.pending is None else self._e.pending.seat

    def legal_options(self) -> tuple[Option, ...]:
        return () if self._e.pending is None else self._e.pending.options

    @property
    def is_over(self) -> bool:
        return self._e.state.over

    @property
    def scores(self) -> list[int] | None:
        return self._e.game.scores(self._e)

    def winners(self) -> list[int]:
        return self._e.game.winners(self._e)

    @property
    def decisions(self) -> list[str]:
        return list(self._e.decisions)

    @property
    def log(self) -> list[tuple[str, dict[str, Any]]]:
        """The whole log, every seat's lines (what a seat may read: ``log_for``)."""
        return self._e.state.log

    def log_for(self, seat: int | None) -> list[LogEntry]:
        """The log as ``seat`` may read it (None: a spectator, public lines only)."""
        return visible(self._e.state.log, seat)

    def state_hash(self) -> str:
        return self._e.state.state_hash()

    def violations(self) -> list[str]:
        """Every broken invariant of the game's state, in words; empty when all hold."""
        return self._e.game.invariants(self._e)

    # ------------------------------------------------------------------ change
    def apply(self, option: str | Option) -> None:
        """Take one legal option; an illegal one raises IllegalDecision and changes nothing."""
        key = option.id if isinstance(option, Option) else option
        self._e.choose(key)

    def clone(self) -> Game[S]:
        return Game(self._e.clone(), self.seed, self.players)

    def reseed_chance(self, rng: Any) -> None:
        """This game's future throws of dice drawn afresh (a bot's imagined game: Engine.reseed_chance)."""
        self._e.reseed_chance(rng)

    def view(self, seat: int) -> View:
        """What ``seat`` may see (a cheap object; ``.to_dict()`` for the JSON observation)."""
        return self._e.game.view(self._e, seat)

    # ------------------------------------------------------- driving by hand
    def changed(self) -> None:
        """Say that the state was changed by hand (a test setting a player's cash): what the engine
        worked out from the old state is forgotten. ``perform`` and ``run_task`` do it themselves."""
        self._e.changed()

    def perform(self, effect: A.Node, seat: int, *choices: str, **bindings: Any) -> None:
        """Run an effect for a seat from outside the game's flow, answering its questions with ``choices``
        in order, then up to the next question. ``bindings`` go to the game's context (its ``context``)."""
        self._drive(effect_task(effect, self._e.game.context(seat, **bindings)), choices)

    def run_task(self, op: str | Op, seat: int = -1, data: Any = None, *choices: str) -> None:
        """Run one of the game's tasks by op (or its name), as ``perform`` runs an effect."""
        ops = self._e.game.ops.by_name
        found = op if isinstance(op, Op) else ops.get(op)
        if found is None:
            raise InterpreterError(f"unknown task '{op}'{close_names(str(op), ops)}")
        self._drive(Task(found, self._e.game.context(seat), None, data), choices)

    def dismiss(self) -> None:
        """Put aside whatever the game was about to do and ask (to drive effects by hand from here)."""
        self._e.agenda.clear()
        self._e.pending = None

    @property
    def pending_tasks(self) -> int:
        """How many tasks wait on the agenda (a tool checking that an effect left nothing behind)."""
        return len(self._e.agenda)

    def _drive(self, task: Task, choices: tuple[str, ...]) -> None:
        e = self._e
        e.changed()
        e.perform(task)
        for key in choices:
            e.choose(key)


__all__ = ["Game", "IllegalDecision", "View"]
