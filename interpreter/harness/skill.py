"""Is skill rewarded? The skill matrix of `compare --skill` (the Tabletop Games framework's reading of balance).

For each ordered pair of bots (A, B) from a ladder of increasing strength — random, the game's quick bots, and
its strong bot at a low budget and at its own — one seat plays A and every other seat B, the A seat rotating
with the seed (game k: seat k mod players), so no seat's advantage counts for or against it. The cell is A's
share of the wins with its Wilson interval; a fair game of equals gives 1/players. A game that rewards skill
shows a matrix that rises to the right of the ladder for the row bot and falls for the column bot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .backend import Backend, run_jobs
from .package import GamePackage
from .search import DEFAULT_BUDGET
from .simulate import check_bot, play_game
from .stats import Estimate, _num, wilson


def ladder(game: GamePackage[Any]) -> list[str]:
    """The bots of the matrix, weakest first: random, the quick bots, the strong bot at a quarter of its budget and
    at its own (one budget when it takes no parameter)."""
    bots = ["random", *(b for b in game.quick_bots() if b != "random")]
    strong = game.strong_bot
    if strong:
        low = f"{strong}:{max(1, DEFAULT_BUDGET // 4)}"
        try:
            check_bot(game, low)
            bots.append(low)
        except ValueError:
            pass
        bots.append(strong)
    return bots


@dataclass(frozen=True)
class SkillMatrix:
    bots: tuple[str, ...]
    players: int
    games: int  # per ordered pair
    cells: dict[tuple[str, str], Estimate]  # (A, B) -> A's share of the wins, one A among B's

    def as_json(self) -> dict[str, Any]:
        return {"bots": list(self.bots), "players": self.players, "games_per_pair": self.games,
                "reading": "row bot in one seat (rotated), column bot in the others: the row bot's share of the wins",
                "fair_share": _num(1.0 / self.players),
                "cells": [{"row": a, "column": b, **e.as_json()} for (a, b), e in self.cells.items()]}


def _play(state: tuple[GamePackage[Any], Any, int], job: tuple[str, str, int]) -> float:
    game, rules, players = state
    a, b, seed = job
    seat = seed % players
    bots = [a if i == seat else b for i in range(players)]
    winners = play_game(game, rules, players, seed, bots).winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def skill_matrix(game: GamePackage[Any], rules: Any, players: int, seeds: Sequence[int], bots: Sequence[str] | None = None,
                 backend: Backend | None = None, progress: Callable[[int], None] | None = None) -> SkillMatrix:
    """Every ordered pair of different bots of the ladder, on the same seeds."""
    bots = list(bots or ladder(game))
    pairs = [(a, b) for a in bots for b in bots if a != b]
    jobs = [(a, b, seed) for a, b in pairs for seed in seeds]
    wins = run_jobs(_play, (game, rules, players), jobs, backend, progress)
    n = len(seeds)
    cells = {pair: wilson(sum(wins[i * n:(i + 1) * n]), n) for i, pair in enumerate(pairs)}
    return SkillMatrix(tuple(bots), players, n, cells)


__all__ = ["SkillMatrix", "ladder", "skill_matrix"]
