"""A parameter sweep: one value of the rules played over a range, the library behind `speakeasy sweep`.

What is varied — a parameter, its values, the generated variant of each point — is harness/sweep_params.py.
Every value plays the **same seeds** with the same bots, so neighbouring points of a curve differ by the value
more than by the deal.

The curves, with 95 % intervals, per value: the mean score; each seat's win rate; the start player's
advantage (its win rate less a fair 1/players); the win rate of the changed component's **owner** (the
player-games in which a seat took or used it: their share of wins); the game's length in rounds and in
decisions; and every outcome metric the game declares. The owner's win rate has a test of its trend: the
least-squares slope of a player-game's win on the value, with its t-test.

**Several parameters** (`--vary` given more than once, each with its `--values`) play their grid: every
combination of the values is one generated variant changing all of them, on the same seeds. The curves run
over the first parameter, one per combination of the others; the owner is the first changed component's, and
the trend test and a `--target` search need a single parameter (a grid's slices are read side by side).
A **skill matrix** (harness/skill.py) may be asked for at every point: Tabletop Games' "is skill rewarded?"
at each value, which shows whether a change makes the game more or less a matter of luck.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InterpreterError, close_names
from .backend import Backend, run_jobs
from .compare import GameStat, play_stat
from .outcomes import metrics_of
from .package import GamePackage
from .stats import Estimate, _num, t_pvalue, wilson
from .sweep_params import (  # noqa: F401 (the parameters' names, where callers have found them)
    MAX_PARAMETERS,
    MAX_POINTS,
    MAX_VALUES,
    Parameter,
    current,
    grid,
    load_values,
    parameter,
    parse_values,
    variant_text,
)


# ------------------------------------------------------------------ curves
@dataclass(frozen=True)
class Point:
    """One point's games, summed up: each curve's estimate at these values (one per parameter)."""

    values: tuple[int, ...]
    games: int
    curves: dict[str, Estimate]
    skill: Any = None  # the skill matrix at this point (harness/skill.SkillMatrix), when asked for

    @property
    def value(self) -> int:
        """The first parameter's value (the curves' x)."""
        return self.values[0]

    def as_json(self, names: Sequence[str] = ()) -> dict[str, Any]:
        head: dict[str, Any] = {"value": self.value} if len(self.values) == 1 else {}
        if names:
            head["values"] = dict(zip(names, self.values, strict=True))
        doc = {**head, "games": self.games, **{k: e.as_json() for k, e in self.curves.items()}}
        if self.skill is not None:
            doc["skill"] = self.skill.as_json()
        return doc


@dataclass(frozen=True)
class Trend:
    """The least-squares slope of a per-player-game outcome on the value, with its 95 % interval and t-test."""

    slope: float
    low: float | None
    high: float | None
    p: float | None
    n: int

    def as_json(self) -> dict[str, Any]:
        return {"slope": _num(self.slope), "low": _num(self.low), "high": _num(self.high), "p": _num(self.p), "n": self.n,
                "test": "least-squares slope, t-test (H0: no trend)"}


def trend(xs: Sequence[float], ys: Sequence[float]) -> Trend:
    n = len(xs)
    if n < 3 or len(set(xs)) < 2:
        return Trend(math.nan, None, None, None, n)
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
    resid = sum((y - my - slope * (x - mx)) ** 2 for x, y in zip(xs, ys, strict=True))
    se = math.sqrt(resid / (n - 2) / sxx)
    if se == 0:
        return Trend(slope, slope, slope, 1.0 if slope == 0 else 0.0, n)
    from .stats import t_critical

    half = t_critical(n - 2) * se
    return Trend(slope, slope - half, slope + half, t_pvalue(slope / se, n - 2), n)


def owner_games(g: GameStat, component: str) -> list[float]:
    """The win share of each seat that took or used the component in this game (none: it was nobody's)."""
    if g.facts is None:
        return []
    return [g.win(seat) for seat, f in enumerate(g.facts.seats) if component in f.used]


def curves_of(game: GamePackage[Any], stats: Sequence[GameStat], players: int, component: str | None) -> dict[str, Estimate]:
    """Every curve's estimate over one value's games (keys: CURVES's and the game's metric keys)."""
    out: dict[str, Estimate] = {
        "mean_score": Estimate.of([statistics.fmean(g.scores) for g in stats]),
        "first_player_advantage": _shifted(wilson(sum(g.win(g.first) for g in stats), len(stats)), -1 / players),
        "rounds": Estimate.of([float(g.rounds) for g in stats]),
        "decisions": Estimate.of([float(g.decisions) for g in stats]),
    }
    for seat in range(players):
        out[f"win_seat_{seat + 1}"] = wilson(sum(g.win(seat) for g in stats), len(stats))
    if component is not None:
        owned = [w for g in stats for w in owner_games(g, component)]
        out["owner_win"] = wilson(sum(owned), len(owned))
        out["owner_games"] = Estimate(float(len(owned)), None, None)
    for m in metrics_of(game):
        vals = [(g.outcomes or {}).get(m.key, 0.0) for g in stats]
        out[m.key] = wilson(sum(vals), len(vals)) if m.rate else Estimate.of(vals)
    return out


def _shifted(e: Estimate, by: float) -> Estimate:
    return Estimate(e.mean + by, None if e.low is None else e.low + by, None if e.high is None else e.high + by)


@dataclass(frozen=True)
class Sweep:
    game: str
    players: int
    bots: tuple[str, ...]
    variants: tuple[str, ...]
    parameters: tuple[Parameter, ...]
    base_values: tuple[int | None, ...]  # each parameter's value in the base rules
    seeds: tuple[int, ...]
    points: tuple[Point, ...]
    owner_trend: Trend | None
    component: str | None  # the changed component (its owner's curve), None for a section's number
    labels: dict[str, str] = field(default_factory=dict)  # curve key -> its words
    rates: frozenset[str] = frozenset()  # curves that are shares of games (shown as percentages)
    search: Any = None  # a --target search (harness/target.py), when one was asked for

    @property
    def parameter(self) -> Parameter:
        """The first parameter: the curves' x axis."""
        return self.parameters[0]

    @property
    def base_value(self) -> int | None:
        return self.base_values[0]

    @property
    def name(self) -> str:
        return " × ".join(p.name for p in self.parameters)

    def is_base(self, point: Point) -> bool:
        return point.values == self.base_values

    def slices(self) -> list[tuple[tuple[int, ...], list[Point]]]:
        """The points by the values of every parameter but the first, each slice in the first's order."""
        out: dict[tuple[int, ...], list[Point]] = {}
        for p in self.points:
            out.setdefault(p.values[1:], []).append(p)
        return list(out.items())

    def curve(self, key: str, points: Sequence[Point] | None = None) -> list[Estimate]:
        return [p.curves[key] for p in (self.points if points is None else points)]

    def as_json(self) -> dict[str, Any]:
        names = [p.name for p in self.parameters]
        return {"game": self.game, "players": self.players, "bots": list(self.bots), "variants": list(self.variants),
                "parameter": self.name, "parameters": names, "base_value": self.base_value,
                "base_values": dict(zip(names, self.base_values, strict=True)),
                "seed": self.seeds[0] if self.seeds else None, "games_per_value": len(self.seeds),
                "component": self.component, "alpha": 0.05,
                "intervals": "Wilson for rates, Student t for means; paired seeds across values",
                "points": [p.as_json(names) for p in self.points],
                "owner_trend": self.owner_trend.as_json() if self.owner_trend is not None else None,
                "labels": self.labels, "target": self.search.as_json() if self.search is not None else None}


def _stat(state: tuple[GamePackage[Any], tuple[Any, ...], int, list[str]], job: tuple[int, int]) -> GameStat:
    game, rulesets, players, bots = state
    index, seed = job
    return play_stat(game, rulesets[index], players, seed, bots)


def play_values(game: GamePackage[Any], rulesets: Sequence[Any], players: int, seeds: Sequence[int], bots: list[str],
                backend: Backend | None = None, progress: Callable[[int], None] | None = None) -> list[list[GameStat]]:
    """Every value's games on the same seeds, as one batch of jobs on the backend: [value][seed]."""
    jobs = [(i, seed) for i in range(len(rulesets)) for seed in seeds]
    stats = run_jobs(_stat, (game, tuple(rulesets), players, bots), jobs, backend, progress)
    n = len(seeds)
    return [stats[i * n:(i + 1) * n] for i in range(len(rulesets))]


def labels_of(game: GamePackage[Any], players: int, param: Parameter, component: str | None) -> dict[str, str]:
    from .outcomes import OutcomeWords

    words = OutcomeWords(game, "en")
    labels = {"mean_score": f"mean {words.score}", "first_player_advantage": "start player's advantage",
              "rounds": "rounds per game", "decisions": "decisions per game"}
    labels.update({f"win_seat_{i + 1}": f"win rate seat {i + 1}" for i in range(players)})
    if component is not None:
        labels["owner_win"] = f"win rate of {component}'s owner"
        labels["owner_games"] = f"player-games with {component}"
    labels.update({m.key: words.metric(m.key) for m in metrics_of(game)})
    return labels


def sweep(game: GamePackage[Any], rules_dir: Path | None, variants: Sequence[str], spec: str | Sequence[str],
          values: Sequence[int] | Sequence[Sequence[int]], players: int, seeds: Sequence[int], bots: list[str],
          backend: Backend | None = None, progress: Callable[[int], None] | None = None,
          target: tuple[str, float] | None = None, batch: int = 20, steps: int = 8,
          skill: tuple[Sequence[int], Sequence[str] | None] | None = None) -> Sweep:
    """Check the parameters and every point's rules (before any game), play, draw the curves. ``spec`` and
    ``values``: one parameter and its values, or several and one list of values each (their grid is played).
    With ``target`` (metric, value), search for the crossing (harness/target.py), ``steps`` batches of ``batch``
    more games; with ``skill`` (seeds, bots or None for the ladder), a skill matrix at every point."""
    from dataclasses import replace

    from .target import search

    specs = [spec] if isinstance(spec, str) else list(spec)
    lists: list[list[int]] = ([[int(v) for v in values]] if isinstance(spec, str)  # type: ignore[arg-type]
                              else [[int(x) for x in v] for v in values])  # type: ignore[union-attr]
    if not 1 <= len(specs) <= MAX_PARAMETERS or len(lists) != len(specs):
        raise InterpreterError(f"a sweep varies 1 to {MAX_PARAMETERS} parameters, each with its values "
                               f"({len(specs)} parameters, {len(lists)} lists of values)")
    folder = Path(rules_dir or game.schema.shipped or ".")
    base = game.load_rules(folder, list(variants))
    try:
        params = [parameter(game, base, s) for s in specs]
        combos = grid(lists)
    except ValueError as e:
        raise InterpreterError(str(e)) from None
    if len({p.name for p in params}) != len(params):
        raise InterpreterError(f"a parameter is varied twice: {', '.join(p.name for p in params)}")
    if target is not None and len(params) > 1:
        raise InterpreterError("--target searches along one parameter: give a single --vary (a grid's slices are "
                               "read side by side in its report)")
    rulesets = load_values(game, folder, variants, params, combos)
    component = next((p.component for p in params if p.component in base.by_id), None)
    if target is not None and target[0] not in curve_keys(game, players, component):
        keys = curve_keys(game, players, component)
        raise InterpreterError(f"--target: unknown curve {target[0]!r}{close_names(target[0], keys)}; curves: {', '.join(keys)}")
    played = play_values(game, rulesets, players, seeds, bots, backend, progress)
    result = summarize(game, players, bots, variants, params, [current(base, p) for p in params], combos, played,
                       component)
    if skill is not None:
        from .skill import skill_matrix

        skill_seeds, skill_bots = skill
        matrices = [skill_matrix(game, ruleset, players, skill_seeds, skill_bots, backend, progress)
                    for ruleset in rulesets]
        result = replace(result, points=tuple(replace(p, skill=m) for p, m in zip(result.points, matrices, strict=True)))
    if target is None:
        return result
    axis = lists[0]
    by_value = dict(zip(axis, rulesets, strict=True))
    first_seed = (seeds[-1] + 1) if seeds else 0

    def play(value: int, first: int, n: int) -> list[GameStat]:
        # a search's games at a value are new seeds after the sweep's, the same at every value
        offset = first - len(seeds) if first >= len(seeds) else first
        return play_values(game, [by_value[value]], players, range(first_seed + offset, first_seed + offset + n), bots,
                           backend, progress)[0]

    def measure(stats: Sequence[GameStat]) -> Estimate:
        return curves_of(game, stats, players, component)[target[0]]

    found = search(axis, target[0], target[1], measure, play, dict(zip(axis, played, strict=True)), batch, steps)
    return replace(result, search=found)


def curve_keys(game: GamePackage[Any], players: int, component: str | None) -> list[str]:
    """The curves a sweep draws (a --target names one)."""
    keys = ["mean_score", "first_player_advantage", "rounds", "decisions", *(f"win_seat_{i + 1}" for i in range(players))]
    if component is not None:
        keys.append("owner_win")
    return keys + [m.key for m in metrics_of(game)]


def summarize(game: GamePackage[Any], players: int, bots: Sequence[str], variants: Sequence[str],
              params: Parameter | Sequence[Parameter], base_values: int | Sequence[int | None] | None,
              combos: Sequence[int] | Sequence[Sequence[int]], played: Sequence[Sequence[GameStat]],
              component: str | None) -> Sweep:
    params = (params,) if isinstance(params, Parameter) else tuple(params)
    bases = tuple(base_values) if isinstance(base_values, (list, tuple)) else (base_values,)
    points_at = [(c,) if isinstance(c, int) else tuple(c) for c in combos]
    points = tuple(Point(v, len(stats), curves_of(game, stats, players, component))
                   for v, stats in zip(points_at, played, strict=True))
    owner = None
    if component is not None and len(params) == 1:  # a grid's slope on one parameter would mix the others' effects
        xs = [float(v[0]) for v, stats in zip(points_at, played, strict=True) for g in stats
              for _ in owner_games(g, component)]
        ys = [w for stats in played for g in stats for w in owner_games(g, component)]
        owner = trend(xs, ys)
    rates = frozenset({"first_player_advantage", "owner_win", *(f"win_seat_{i + 1}" for i in range(players)),
                       *(m.key for m in metrics_of(game) if m.rate)})
    seeds = tuple(g.seed for g in played[0]) if played else ()
    return Sweep(game.name, players, tuple(bots), tuple(variants), params, bases, seeds, points, owner, component,
                 labels_of(game, players, params[0], component), rates)


__all__ = ["Parameter", "Point", "Sweep", "Trend", "current", "grid", "load_values", "parameter", "parse_values",
           "play_values", "summarize", "sweep", "trend"]
