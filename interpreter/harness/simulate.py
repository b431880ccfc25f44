"""Run whole games with bots: the library behind `speakeasy simulate`, benchmarks and tests."""

from __future__ import annotations

import inspect
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..machine.game import Game
from .backend import Backend, run_jobs
from .bots import Bot
from .outcomes import measure, metrics_of
from .package import GamePackage

MAX_DECISIONS = 50_000  # a game longer than this is a bug in the rules or the engine


@dataclass(frozen=True)
class Result:
    seed: int
    scores: list[int]
    winner: list[int]
    decisions: int
    rounds: int
    state_hash: str
    outcomes: dict[str, float] = field(default_factory=dict)  # every outcome metric's value (outcomes.py)
    roles: tuple[str | None, ...] = ()  # each seat's role, when the game deals roles

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seed": self.seed, "scores": self.scores,
                                "winner": self.winner[0] if len(self.winner) == 1 else self.winner,
                                "decisions": self.decisions, "rounds": self.rounds, "state_hash": self.state_hash,
                                "outcomes": self.outcomes}
        if any(self.roles):
            data["roles"] = list(self.roles)
        return data


def split_bot(spec: str) -> tuple[str, str | None]:
    """A bot spec's name and its parameter: ``search:200`` is the bot ``search`` with ``"200"``."""
    name, colon, param = spec.strip().partition(":")
    return name.strip(), (param.strip() if colon else None)


def make_bot(game: GamePackage[Any], spec: str, seed: int) -> Bot:
    """The bot a spec names (``name`` or ``name:param``), seeded; a maker takes the parameter as its second argument."""
    name, param = split_bot(spec)
    maker = game.bot_makers()[name]
    return maker(seed) if param is None else maker(seed, param)  # type: ignore[call-arg]


def check_bot(game: GamePackage[Any], spec: str) -> None:
    """ValueError, in words, unless the spec names a bot of the game with a parameter it accepts."""
    name, param = split_bot(spec)
    known = game.bot_makers()
    if name not in known:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(known)}")
    if param is not None:
        takes = [p for p in inspect.signature(known[name]).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if len(takes) < 2:
            raise ValueError(f"bot {name!r} takes no parameter (got {spec!r})")
        make_bot(game, spec, 0)  # the maker refuses a parameter it cannot use, in its own words


def parse_bots(game: GamePackage[Any], spec: str, players: int) -> list[str]:
    """One bot spec per seat from ``a,b,...`` (one spec: every seat); each ``name`` or ``name:param``."""
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if not names:
        raise ValueError("--bots needs at least one bot name")
    for name in dict.fromkeys(names):
        check_bot(game, name)
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ValueError(f"{len(names)} bots for {players} players")
    return names


def seat_bots(game: GamePackage[Any], bots: list[str], seed: int) -> list[Bot]:
    """The bots of a game's seats, each seeded from the game's seed and its seat (as every tool seeds them)."""
    return [make_bot(game, name, seed * 31 + i) for i, name in enumerate(bots)]


def play_game(game_def: GamePackage[Any], rules: Any, players: int, seed: int, bots: list[str],
              on_decision: Callable[[Game[Any]], None] | None = None) -> Game[Any]:
    game = Game.new(game_def, rules, players, seed)
    seats = seat_bots(game_def, bots, seed)
    n = 0
    while not game.is_over:
        seat = game.current_player
        decision = game.decision
        assert seat is not None and decision is not None
        game.apply(seats[seat](game.view(seat), decision))
        if on_decision is not None:
            on_decision(game)
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"game {seed} did not end after {MAX_DECISIONS} decisions")
    return game


def result_of(game_def: GamePackage[Any], game: Game[Any]) -> Result:
    roles: tuple[str | None, ...] = ()
    if game_def.roles and game_def.facts is not None:
        roles = tuple(f.role for f in game_def.facts(game).seats)
    return Result(game.seed, list(game.scores or []), game.winners(), len(game.decisions), game_def.rounds(game.state),
                  game.state_hash(), measure(game_def, game), roles)


def _result(state: tuple[GamePackage[Any], Any, int, list[str]], seed: int) -> Result:
    game_def, rules, players, bots = state
    return result_of(game_def, play_game(game_def, rules, players, seed, bots))


def run_games(game_def: GamePackage[Any], rules: Any, players: int, seeds: Iterable[int], bots: list[str],
              save_dir: Path | None = None, progress: Callable[[], None] | None = None,
              backend: Backend | None = None) -> list[Result]:
    """Play the seeds, in this process (with ``save_dir``: each game's save is written there), or on ``backend``
    (harness/backend.py: a local pool or Ray), the results in the seeds' order either way."""
    from .saves import save_game

    if backend is not None and save_dir is None:
        def finished(n: int) -> None:
            for _ in range(n if progress is not None else 0):
                progress()  # type: ignore[misc]

        return run_jobs(_result, (game_def, rules, players, bots), list(seeds), backend, finished)
    results = []
    for seed in seeds:
        game = play_game(game_def, rules, players, seed, bots)
        results.append(result_of(game_def, game))
        if save_dir is not None:
            save_game(save_dir / f"game-{players}p-{seed}.json", game)
        if progress is not None:
            progress()
    return results


def summary(results: list[Result], players: int, game: GamePackage[Any] | None = None) -> dict[str, Any]:
    """Scores and wins by seat, and (given the game) the mean of every outcome metric and the win rate of each role."""
    scores = [s for r in results for s in r.scores]
    wins = [0.0] * players
    role_seats: dict[str, int] = {}
    role_wins: dict[str, float] = {}
    for r in results:
        for w in r.winner:
            wins[w] += 1 / len(r.winner)
        for seat, role in enumerate(r.roles):
            if role is not None:
                role_seats[role] = role_seats.get(role, 0) + 1
                role_wins[role] = role_wins.get(role, 0.0) + (1 / len(r.winner) if seat in r.winner else 0.0)
    keys = [m.key for m in metrics_of(game)] if game is not None else []
    return {
        "games": len(results),
        "mean_score": statistics.mean(scores) if scores else 0.0,
        "score_stdev": statistics.pstdev(scores) if len(scores) > 1 else 0.0,
        "mean_by_seat": [statistics.mean(r.scores[i] for r in results) for i in range(players)] if results else [],
        "win_rate_by_seat": [w / len(results) for w in wins] if results else [],
        "decisions_per_game": statistics.mean(r.decisions for r in results) if results else 0.0,
        "rounds_per_game": statistics.mean(r.rounds for r in results) if results else 0.0,
        "metrics": {k: statistics.fmean(r.outcomes.get(k, 0.0) for r in results) if results else 0.0 for k in keys},
        "win_rate_by_role": {role: role_wins[role] / n for role, n in sorted(role_seats.items())},
    }
