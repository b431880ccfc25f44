"""How well a game's strong bot plays: the figures behind `speakeasy bench --strength`.

* a duel: the strong bot in one seat against the game's greedy-style bot in the others, the strong
  seat rotating with the seed (game k: seat k mod players), so no seat's advantage counts for it;
* self-play: the strong bot in every seat: the mean score, and where the workers go (the share of
  placements of each place, from the game's facts: a good player uses the whole board);
* time: seconds of one core per game of strong bots only, at the default budget, played one after
  another in this process (parallel games share caches and read slower);
* the curve of strength: the duel's win rate at each budget.

Benchmarks, never tests: the figures go in the README with the machine they were measured on.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .package import GamePackage
from .pool import run_jobs
from .simulate import play_game
from .stats import Estimate


@dataclass(frozen=True)
class Outcome:
    """One benchmark game: the seat under test (-1: every seat plays the same bot), the scores, that
    seat's share of the win, the CPU seconds it took and the placements of all seats by place."""

    seed: int
    seat: int
    scores: tuple[int, ...]
    win: float
    seconds: float
    places: dict[str, int] = field(default_factory=dict)


def _play(state: tuple[GamePackage[Any], Any], job: tuple[int, tuple[str, ...], int]) -> Outcome:
    game_def, rules = state
    seed, bots, seat = job
    start = time.process_time()
    game = play_game(game_def, rules, len(bots), seed, list(bots))
    seconds = time.process_time() - start
    winners = game.winners()
    places: Counter[str] = Counter()
    if game_def.facts is not None:
        for facts in game_def.facts(game).seats:
            places.update(facts.places)  # a place no one visited stays, at 0
    share = (1 / len(winners) if seat in winners else 0.0) if seat >= 0 else 0.0
    return Outcome(seed, seat, tuple(game.scores or ()), share, seconds, dict(places))


def play_all(game_def: GamePackage[Any], rules: Any, jobs: Sequence[tuple[int, tuple[str, ...], int]],
             workers: int | None = None, progress: Callable[[int], None] | None = None) -> list[Outcome]:
    """Play (seed, bots, seat under test) jobs, in worker processes; the outcomes in the jobs' order."""
    return run_jobs(_play, (game_def, rules), jobs, workers, progress)


def duel_jobs(strong: str, weak: str, players: int, games: int, seed: int) -> list[tuple[int, tuple[str, ...], int]]:
    """The strong bot against ``weak`` in every other seat, its seat turning with the game."""
    jobs = []
    for k in range(games):
        seat = k % players
        jobs.append((seed + k, tuple(strong if i == seat else weak for i in range(players)), seat))
    return jobs


def self_play_jobs(bot: str, players: int, games: int, seed: int) -> list[tuple[int, tuple[str, ...], int]]:
    return [(seed + k, (bot,) * players, -1) for k in range(games)]


def duel_figures(outcomes: list[Outcome]) -> dict[str, float]:
    win = Estimate.of([o.win for o in outcomes])
    mine = Estimate.of([float(o.scores[o.seat]) for o in outcomes])
    others = statistics.fmean(s for o in outcomes for i, s in enumerate(o.scores) if i != o.seat)
    return {"win_rate": win.mean, "win_rate_low": win.low or win.mean, "win_rate_high": win.high or win.mean,
            "mean_score": mine.mean, "opponents_mean_score": others, "games": float(len(outcomes))}


def self_play_figures(outcomes: list[Outcome]) -> dict[str, Any]:
    scores = Estimate.of([float(s) for o in outcomes for s in o.scores])
    places: Counter[str] = Counter()
    for o in outcomes:
        places.update(o.places)
    total = sum(places.values()) or 1
    shares = {place: n / total for place, n in sorted(places.items())}
    return {"mean_score": scores.mean, "mean_score_low": scores.low or scores.mean, "games": float(len(outcomes)),
            "place_shares": shares, "min_place_share": min(shares.values()) if shares else 0.0}


def seconds_per_game(game_def: GamePackage[Any], rules: Any, bot: str, players: int, games: int, seed: int) -> float:
    """CPU seconds of one core per game, every seat ``bot``, played in this process one after another."""
    return statistics.fmean(_play((game_def, rules), job).seconds for job in self_play_jobs(bot, players, games, seed))


def seconds_per_duel_game(game_def: GamePackage[Any], rules: Any, players: int, games: int, seed: int) -> float:
    """CPU seconds of one core per game of one strong seat (rotating) against the game's quick bot in the
    others, played in this process one after another: what a human waits for at a table with the strong bot."""
    assert game_def.strong_bot is not None, f"{game_def.name} has no strong bot"
    jobs = duel_jobs(game_def.strong_bot, weak_bot(game_def), players, games, seed)
    return statistics.fmean(_play((game_def, rules), job).seconds for job in jobs)


def weak_bot(game_def: GamePackage[Any]) -> str:
    """The bot the strong one is measured against: the game's own quick bot (Speakeasy's greedy), else random."""
    own = [name for name in game_def.bots if name in game_def.quick_bots()]
    return own[0] if own else "random"
