"""What each bot does, not only that it plays legal games (a greedy bot playing its *worst* option still beat
random in 5 of 6 games: "beats random" is no test).

* a greedy bot takes its best-scored option wherever the best is known (ahead of the next by more than its
  hundredth of noise), in Speakeasy and in Teahouse;
* the core's planner takes the option whose rollouts are worth most (a tie: the earlier one), ranks options
  beyond its budget by the prior, and stops a rollout at the game's horizon;
* the strong bot (Speakeasy's consigliere, on the core's planner) beats the greedy bots on fixed seeds.
"""

from __future__ import annotations

import random
from typing import Any

from interpreter.games.speakeasy.bots import greedy_score
from interpreter.harness.search import Planner, SearchSpec
from interpreter.harness.simulate import play_game, seat_bots
from interpreter.machine.game import Game

from .conftest import GAME, shipped_rules
from .teahouse import GAME as TEA
from .teahouse import greedy_score as tea_score
from .tinygame import GAME as TINY

NOISE = 0.01  # the greedy bots add up to this much to each score, to break ties by their seed


def _greedy_takes_its_best(game_def: Any, rules: Any, players: int, seeds: range, score: Any) -> tuple[int, int]:
    """(decisions whose best option was clear, of which the bot took it) over whole greedy games."""
    clear = taken = 0
    for seed in seeds:
        game = Game.new(game_def, rules, players, seed)
        bots = seat_bots(game_def, ["greedy"] * players, seed)
        while not game.is_over:
            seat, decision = game.current_player, game.decision
            assert seat is not None and decision is not None
            view = game.view(seat)
            scores = sorted(((score(view, decision, o), o.id) for o in decision.options), reverse=True)
            chosen = bots[seat](view, decision)
            if scores[0][0] - scores[1][0] > NOISE:
                clear += 1
                taken += chosen.id == scores[0][1]
            game.apply(chosen)
    return clear, taken


def test_speakeasy_s_greedy_bot_takes_its_best_scored_option_where_the_best_is_known() -> None:
    clear, taken = _greedy_takes_its_best(GAME, shipped_rules(), 3, range(2), greedy_score)
    assert clear > 200 and taken == clear


def test_teahouse_s_greedy_bot_takes_its_best_scored_option_where_the_best_is_known() -> None:
    clear, taken = _greedy_takes_its_best(TEA, TEA.load_rules(), 5, range(6), tea_score)
    assert clear > 100 and taken == clear


# ------------------------------------------------------------------ the core's planner, on Take-away
def _spec(worth: dict[str, float], prior: dict[str, float] | None = None, stop: Any = None) -> SearchSpec:
    """A planner on Take-away whose evaluation is the worth of the option searched (the first decision of the
    world after it was sampled), with its sample a plain clone (nothing is hidden)."""
    base = [0]

    def sample(view: Any, belief: Any, rng: random.Random) -> Game[Any]:
        game = Game(view._g.clone(), 0, view._g.players)  # a test's look behind the view: Take-away hides nothing
        base[0] = len(game.decisions)
        return game

    def evaluate(game: Game[Any], seat: int, memo: dict[Any, Any]) -> float:
        return worth[game.decisions[base[0]]]

    def horizon(decision: Any, seen: int) -> Any:
        return (lambda game: True) if stop is None else stop

    return SearchSpec(sample=sample, horizon=horizon, evaluate=evaluate, policy=lambda seed: lambda v, d: d.options[0],
                      prior=(lambda v, d, o: (prior or {}).get(o.id, 0.0)), max_worlds=1)


def _decision() -> tuple[Game[Any], Any]:
    game = Game.new(TINY, TINY.load_rules(), 2, 0)
    assert game.decision is not None
    return game, game.decision


def test_the_planner_takes_the_option_worth_most_and_the_earlier_of_a_tie() -> None:
    game, decision = _decision()
    ids = [o.id for o in decision.options]
    assert ids == ["card:card_one", "card:card_two", "card:card_greedy"]
    for worth, best in (([1, 5, 3], "card:card_two"), ([4, 1, 9], "card:card_greedy"), ([7, 7, 2], "card:card_one"),
                        ([0, 6, 6], "card:card_two")):
        planner = Planner(_spec(dict(zip(ids, worth, strict=True))), seed=1, budget=3)
        assert planner.choose(game.view(0), decision).id == best
        assert [k for k, _ in planner.last] == ids and [v for _, v in planner.last] == worth


def test_beyond_its_budget_the_planner_searches_only_the_prior_s_best() -> None:
    game, decision = _decision()
    ids = [o.id for o in decision.options]
    worth = dict(zip(ids, [9, 1, 5], strict=True))  # the best by far is one the prior ranks last
    planner = Planner(_spec(worth, prior={"card:card_one": 0.0, "card:card_two": 2.0, "card:card_greedy": 1.0}), 1, 2)
    assert planner.choose(game.view(0), decision).id == "card:card_greedy"
    assert [k for k, _ in planner.last] == ["card:card_two", "card:card_greedy"], "in their order, the prior's two best"


def test_a_rollout_stops_at_the_horizon_or_the_end() -> None:
    game, decision = _decision()
    seen: list[int] = []

    def stop(g: Game[Any]) -> bool:
        seen.append(len(g.decisions))
        return len(seen) >= 3

    worth = {o.id: 0.0 for o in decision.options}
    planner = Planner(_spec(worth, stop=stop), seed=1, budget=1)
    planner.choose(game.view(0), decision)
    assert seen == [1, 2, 3], "asked before each move of the rollout, and obeyed"


# ------------------------------------------------------------------ the strong bot
def test_the_consigliere_beats_three_greedy_bots_on_fixed_seeds() -> None:
    """Seats rotated with the seed; the consigliere at its default budget, on the core's planner."""
    rules = shipped_rules()
    wins, scores, others = 0.0, [], []
    seeds = range(70_000, 70_006)
    for k, seed in enumerate(seeds):
        seat = k % 4
        bots = ["consigliere" if i == seat else "greedy" for i in range(4)]
        game = play_game(GAME, rules, 4, seed, bots)
        won = game.winners()
        wins += 1 / len(won) if seat in won else 0.0
        scores.append(game.scores[seat])  # type: ignore[index]
        others += [s for i, s in enumerate(game.scores or []) if i != seat]
    assert wins >= 5, f"the consigliere won {wins} of {len(seeds)}"
    assert min(scores) > sum(others) / len(others), "in every game it scored more than the greedy bots' mean"
