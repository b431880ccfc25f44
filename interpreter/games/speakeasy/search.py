"""The consigliere: Speakeasy's strong bot. It looks ahead over its own turn in sampled games.

At each of its decisions it imagines the game as it could be (``SpeakeasyView.sample``: the others'
hands, the decks' order and the RNG drawn from what it knows, belief.py), and for each option plays
the rest of its turn in a copy of that game: its own later choices and anyone else's inside the turn
(a displaced capo's reward, a mob war's defenses when its turn ends the act) by the greedy bot,
fast and sensible. Where the turn ends (the next player's turn starts, or the game ends) it scores
the position with ``evaluation.worth``, its expected money at the end, and takes the option whose
futures are worth most on average. Every later decision of its turn is searched again when it
comes, so the greedy bot only ever plays the imagined future, never the real move.

The budget is the number of imagined turns (rollouts) a decision may cost: with more options than
budget it first ranks them by the greedy bot's one-step score and plays out the best; with more
budget than options it samples more games per option (a new sample of hidden cards and draws each).
Everything is drawn from its own seeded RNG: the same seed, view and budget give the same move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...harness.bots import Bot
from ...machine.game import Game, View
from ...machine.values import Decision, Option
from .belief import Knowledge
from .evaluation import worth
from .registry import Ask
from .views import SpeakeasyView

DEFAULT_BUDGET = 8
MAX_WORLDS = 2  # samples of the hidden state per option, at most
MEMO_LIMIT = 20_000  # answers kept of which objectives a seat meets
MAX_ROLLOUT = 400  # decisions in one imagined turn, at most (a turn takes about 10-40)
TURN_START = frozenset({Ask.helper, Ask.place_capo})


def parse_budget(text: str | None) -> int:
    if text is None:
        return DEFAULT_BUDGET
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"the budget is a number of rollouts per decision, 1 or more (got {text!r})")
    return int(text)


class Planner:
    """One seat's search: its knowledge of the game (from the public log), its RNG, the bot that plays
    the imagined turns (``policy``, made from a seed) and the one-step score that ranks options when
    there are more than the budget (``prior``)."""

    def __init__(self, seed: int, budget: int, policy: Callable[[int], Bot],
                 prior: Callable[[SpeakeasyView, Decision, Option], float], unsearched: frozenset[str] = frozenset()) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.policy = policy
        self.prior = prior
        self.unsearched = unsearched  # kinds of decision the prior takes alone
        self.knowledge: Knowledge | None = None
        # which objectives this seat meets, by everything they read: positions recur across rollouts
        # and decisions, and each answer runs the interpreter (bounded: emptied when it grows large)
        self.memo: dict[Any, bool] = {}
        self.last: list[tuple[str, float]] = []  # (option, total worth of its rollouts) of the last search

    def choose(self, view: View, decision: Decision) -> Option:
        assert isinstance(view, SpeakeasyView)
        options = decision.options
        if decision.kind in self.unsearched:
            return max(options, key=lambda o: self.prior(view, decision, o))
        known = self.knowledge
        if known is None or known.seat != view.seat or known.seen > len(view.log):
            known = self.knowledge = Knowledge(view.rules, view.players, view.seat)
        candidates = self._candidates(view, options, decision)
        worlds = max(1, min(MAX_WORLDS, self.budget // len(candidates)))
        totals = [0.0] * len(candidates)
        capos = 1 if decision.kind in TURN_START else 0
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        memo = self.memo
        for _ in range(worlds):
            world = view.sample(known, random.Random(self.rng.getrandbits(64)))
            policy = self.policy(self.rng.getrandbits(32))
            start = len(world.log)
            for i, option in enumerate(candidates):
                twin = world.clone()
                twin.apply(option.id)
                totals[i] += _rollout(twin, view.seat, capos, start, policy, memo)
        self.last = [(o.id, total) for o, total in zip(candidates, totals, strict=True)]
        return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]

    def _candidates(self, view: SpeakeasyView, options: tuple[Option, ...], decision: Decision) -> list[Option]:
        """Every option when the budget covers them, else the prior's best few (in their order)."""
        if len(options) <= self.budget:
            return list(options)
        ranked = sorted(range(len(options)), key=lambda i: (-self.prior(view, decision, options[i]), i))
        return [options[i] for i in sorted(ranked[: self.budget])]


def _rollout(game: Game[Any], seat: int, capos: int, seen: int, policy: Bot, memo: dict[Any, bool]) -> float:
    """Play to the end of this turn and score it for ``seat``: ``capos`` is how many capos the turn may
    still place, ``seen`` where the log stood before the option (a capo entry after it is counted)."""
    placed = 0
    for _ in range(MAX_ROLLOUT):
        if game.is_over:
            break
        log = game.log
        placed += sum(1 for key, _ in log[seen:] if key == "capo")
        seen = len(log)
        decision = game.decision
        assert decision is not None
        if placed > capos or (placed == capos and decision.kind in TURN_START):
            break
        game.apply(policy(game.view(decision.seat), decision))
    return worth(game.engine, seat, memo)
