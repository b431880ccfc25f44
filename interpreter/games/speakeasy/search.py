"""The consigliere's search: Speakeasy's spec for the core's planner (interpreter/harness/search.py).

At each of its decisions the consigliere imagines the game as it could be (``SpeakeasyView.sample``:
the others' hands, the decks' order and the RNG drawn from what it knows of the public log, belief.py),
and for each option plays the rest of its turn in a copy of that game: its own later choices and
anyone else's inside the turn (a displaced capo's reward, a mob war's defenses when its turn ends
the act) by the greedy bot, fast and sensible. The horizon is the end of its turn (the next capo is
placed, or the next turn starts, or the game ends); there it scores the position with
``evaluation.worth``, its expected money at the end. The budget is the number of imagined turns a
decision may cost (``consigliere:BUDGET``; docs/bots.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...harness.bots import Bot
from ...harness.search import DEFAULT_BUDGET, SearchSpec, parse_budget
from ...machine.game import Game, View
from ...machine.values import Decision
from .belief import Knowledge
from .evaluation import worth
from .registry import Ask
from .views import SpeakeasyView

__all__ = ["DEFAULT_BUDGET", "MAX_ROLLOUT", "MAX_WORLDS", "MEMO_LIMIT", "TURN_START", "end_of_turn", "knowledge",
           "parse_budget", "sample", "spec"]

MAX_WORLDS = 2  # samples of the hidden state per option, at most
MEMO_LIMIT = 20_000  # the planner's memo (unused here: which objectives a seat meets is kept by reads.py)
MAX_ROLLOUT = 400  # decisions in one imagined turn, at most (a turn takes about 10-40)
TURN_START = frozenset({Ask.helper, Ask.place_capo})


def knowledge(view: View, kept: Knowledge | None) -> Knowledge:
    """What the seat knows: the ``Knowledge`` it kept from its last decision, brought up to date from the public
    log when sampled; a new one for another seat, or for a log that is not the one it followed (a new game)."""
    assert isinstance(view, SpeakeasyView)
    if kept is None or kept.seat != view.seat or kept.seen > len(view.log):
        return Knowledge(view.rules, view.players, view.seat)
    return kept


def sample(view: View, known: Knowledge, rng: random.Random) -> Game[Any]:
    """The determinization: the game as the seat could imagine it (belief.determinize, through the view)."""
    assert isinstance(view, SpeakeasyView)
    return view.sample(known, rng)


def end_of_turn(decision: Decision, seen: int) -> Callable[[Game[Any]], bool]:
    """The horizon of one imagined turn: reached once the turn has placed the capos it may still place
    (one if it starts at a turn's first question, else none) and the next turn begins, or a capo too many
    is placed. ``seen``: where the log stood before the option (a capo entry after it is counted)."""
    capos = 1 if decision.kind in TURN_START else 0
    placed = 0

    def reached(game: Game[Any]) -> bool:
        nonlocal placed, seen
        log = game.log
        placed += sum(1 for key, _ in log[seen:] if key == "capo")
        seen = len(log)
        now = game.decision
        assert now is not None
        return placed > capos or (placed == capos and now.kind in TURN_START)

    return reached


def _worth(game: Game[Any], seat: int, memo: dict[Any, Any]) -> float:
    return worth(game.engine, seat)  # the planner's memo goes unused: `meets` keeps its own answers (reads.py)


def spec(policy: Callable[[int], Bot], prior: Any, unsearched: frozenset[str]) -> SearchSpec:
    """The consigliere's spec: its imagined turns played by ``policy`` (the greedy bot), options beyond the
    budget ranked by ``prior`` (bots.consigliere_prior), the kinds ``unsearched`` left to the prior."""
    return SearchSpec(sample=sample, believe=knowledge, horizon=end_of_turn, evaluate=_worth, policy=policy, prior=prior,
                      unsearched=unsearched, max_worlds=MAX_WORLDS, max_rollout=MAX_ROLLOUT, memo_limit=MEMO_LIMIT)
