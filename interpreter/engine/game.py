"""The public game API, in the spirit of OpenSpiel and python-chess.

    game = Game.new(rules, players=4, seed=7)
    while not game.is_over:
        option = bot(game.view(game.current_player), game.decision)
        game.apply(option.id)
    game.scores

(rules, variants, players, seed, decisions) fully determine a game: all
randomness comes from the seeded RNG inside the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# importing the verb and flow modules registers their handlers
from . import effects, flow, luciano, verbs_basic, verbs_build, verbs_cards, verbs_docks, verbs_social, verbs_trucks  # noqa: F401
from .machine import Ctx, Decision, Engine, IllegalDecision, Option, Task
from .scoring import winners
from .setup import new_state
from .views import View

if TYPE_CHECKING:
    from ..loader import RuleSet


class Game:
    """A game in progress: the current decision, its legal options, apply, clone, views."""

    def __init__(self, engine: Engine, seed: int, players: int) -> None:
        self._e = engine
        self.seed = seed
        self.players = players

    @classmethod
    def new(cls, rules: RuleSet, players: int = 4, seed: int = 0) -> Game:
        engine = Engine(rules, new_state(rules, players, seed))
        engine.push(Task("game", Ctx(-1)))
        engine.advance()
        return cls(engine, seed, players)

    # ------------------------------------------------------------------ query
    @property
    def rules(self) -> RuleSet:
        return self._e.rules

    @property
    def state(self) -> Any:
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
        return self._e.state.final_scores

    def winners(self) -> list[int]:
        return winners(self._e)

    @property
    def decisions(self) -> list[str]:
        return list(self._e.decisions)

    @property
    def log(self) -> list[tuple[str, dict[str, Any]]]:
        return self._e.state.log

    def state_hash(self) -> str:
        return self._e.state.state_hash()

    # ------------------------------------------------------------------ change
    def apply(self, option: str | Option) -> None:
        """Take one legal option; an illegal one raises IllegalDecision and changes nothing."""
        key = option.id if isinstance(option, Option) else option
        self._e.choose(key)

    def clone(self) -> Game:
        return Game(self._e.clone(), self.seed, self.players)

    def view(self, seat: int) -> View:
        """What ``seat`` may see (a cheap object; ``.to_dict()`` for the JSON observation)."""
        return View(self._e, seat)


__all__ = ["Game", "IllegalDecision"]
