"""A strong bot for any game: it looks ahead in games sampled from what its seat knows.

At each of its decisions the planner imagines the game as it could be — a *determinization*: a copy
of the game in which everything its seat cannot see (the others' hands, the decks' order, the RNG) is
drawn again from what it knows, in the manner of TAG's ``copy(playerId)`` — and for each option plays
on in a copy of that game up to a *horizon* (the end of its turn, say): its own later choices and
anyone else's by a fast *policy* (the game's greedy bot). Where the horizon is reached (or the game
ends) it scores the position with the game's *evaluation* and takes the option whose futures are
worth most on average. Every later decision is searched again when it comes, so the policy only ever
plays the imagined future, never the real move.

The budget is the number of imagined futures (rollouts) a decision may cost: with more options than
budget it first ranks them by the game's one-step *prior* and plays out the best; with more budget
than options it samples more games per option (a new determinization each, up to ``max_worlds``).
Everything is drawn from the planner's own seeded RNG: the same seed, view and budget give the same
move. What the game gives is a ``SearchSpec``; Speakeasy's consigliere is one
(interpreter/games/speakeasy/search.py), the test game's strong bot another (tests/teahouse).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..machine.game import Game, View
from ..machine.values import Decision, Option
from .bots import Bot

DEFAULT_BUDGET = 8

# (view, the belief kept from the seat's last search or None) -> the belief to sample from now
Believe = Callable[[View, Any], Any]
# (view, belief, rng) -> a copy of the game as the seat could imagine it: what it cannot see drawn again (a game of
# its own: the planner clones it for each option but the last, which it plays in the copy itself)
Sample = Callable[[View, Any, random.Random], Game[Any]]
# (the decision searched, where the log stood before the option) -> a fresh "reached?" test for one rollout,
# asked before each decision of it with the game as it stands
Horizon = Callable[[Decision, int], Callable[[Game[Any]], bool]]
# (the game at the horizon, the seat searching, the planner's memo) -> what the position is worth to the seat
Evaluate = Callable[[Game[Any], int, dict[Any, Any]], float]
# (view, decision, option) -> the one-step liking that ranks options beyond the budget
Prior = Callable[[View, Decision, Option], float]


def _no_belief(view: View, kept: Any) -> Any:
    return None


def _flat(view: View, decision: Decision, option: Option) -> float:
    return 0.0


@dataclass(frozen=True)
class SearchSpec:
    """What a game gives the planner: ``sample`` (its determinization) and ``believe`` (what the seat knows,
    kept across its searches and brought up to date: Speakeasy's ``Knowledge`` of the public log),
    ``horizon``, ``evaluate``, ``policy`` (a bot maker from a seed: the unsearched moves of a rollout),
    ``prior`` and ``unsearched`` (kinds of decision the prior takes alone: a look-ahead cannot tell
    their options apart), and the bounds: ``max_worlds`` samples per option, ``max_rollout`` decisions
    in one rollout, ``memo_limit`` answers the evaluation may keep in the planner's memo."""

    sample: Sample
    horizon: Horizon
    evaluate: Evaluate
    policy: Callable[[int], Bot]
    believe: Believe = _no_belief
    prior: Prior = _flat
    unsearched: frozenset[str] = frozenset()
    max_worlds: int = 2
    max_rollout: int = 400
    memo_limit: int = 20_000

    def copy_for(self, game: Game[Any], seat: int, rng: random.Random) -> Game[Any]:
        """The game as ``seat`` could imagine it now (a fresh belief): TAG's ``copy(playerId)``."""
        view = game.view(seat)
        return self.sample(view, self.believe(view, None), rng)


def parse_budget(text: str | None, default: int = DEFAULT_BUDGET) -> int:
    """A bot parameter as a budget: rollouts per decision, 1 or more."""
    if text is None:
        return default
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"the budget is a number of rollouts per decision, 1 or more (got {text!r})")
    return int(text)


@dataclass
class Planner:
    """One seat's search: its game's spec, its RNG, its budget, what it believes and keeps between decisions."""

    spec: SearchSpec
    seed: int
    budget: int = DEFAULT_BUDGET
    belief: Any = None
    # what the evaluation keeps across rollouts and decisions (positions recur), emptied past the spec's limit
    memo: dict[Any, Any] = field(default_factory=dict)
    last: list[tuple[str, float]] = field(default_factory=list)  # (option, total worth of its rollouts) of the last search

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, view: View, decision: Decision) -> Option:
        spec = self.spec
        options = decision.options
        if decision.kind in spec.unsearched:
            return max(options, key=lambda o: spec.prior(view, decision, o))
        belief = self.belief = spec.believe(view, self.belief)
        candidates = self._candidates(view, options, decision)
        worlds = max(1, min(spec.max_worlds, self.budget // len(candidates)))
        totals = [0.0] * len(candidates)
        if len(self.memo) > spec.memo_limit:
            self.memo.clear()
        for _ in range(worlds):
            world = spec.sample(view, belief, random.Random(self.rng.getrandbits(64)))
            world.reseed_chance(random.Random(self.rng.getrandbits(64)))  # the dice it imagines, not the game's
            policy = spec.policy(self.rng.getrandbits(32))
            start = len(world.log)
            last = len(candidates) - 1
            for i, option in enumerate(candidates):
                twin = world.clone() if i < last else world  # the world is not read again: its last option plays in it
                twin.apply(option.id)
                totals[i] += self._rollout(twin, view.seat, spec.horizon(decision, start), policy)
        self.last = [(o.id, total) for o, total in zip(candidates, totals, strict=True)]
        return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]  # a tie: the earlier option

    def _candidates(self, view: View, options: tuple[Option, ...], decision: Decision) -> list[Option]:
        """Every option when the budget covers them, else the prior's best few (in their order)."""
        if len(options) <= self.budget:
            return list(options)
        prior = self.spec.prior
        ranked = sorted(range(len(options)), key=lambda i: (-prior(view, decision, options[i]), i))
        return [options[i] for i in sorted(ranked[: self.budget])]

    def _rollout(self, game: Game[Any], seat: int, reached: Callable[[Game[Any]], bool], policy: Bot) -> float:
        """Play on to the horizon (or the end, or the spec's bound) and score the position for ``seat``."""
        for _ in range(self.spec.max_rollout):
            if game.is_over:
                break
            if reached(game):
                break
            decision = game.decision
            assert decision is not None
            game.apply(policy(game.view(decision.seat), decision))
        return self.spec.evaluate(game, seat, self.memo)


def search_bot(spec: SearchSpec, default_budget: int = DEFAULT_BUDGET) -> Callable[..., Bot]:
    """A bot maker for a game's ``bots``: ``maker(seed)`` or ``maker(seed, "BUDGET")`` (`strong:16`)."""

    def make(seed: int, budget: str | None = None) -> Bot:
        return Planner(spec, seed, parse_budget(budget, default_budget)).choose

    return make
