"""A parameter sweep: one value of the rules played over a range, the library behind `speakeasy sweep`.

A **parameter** is a number of the rules, named by the path a variant's ``change:`` uses
(``board.starting.cash``), or a number inside an effect, named by its component's path and the place of the
number in the effect's text counted from 1 (``<component id>.effect#1``: the 5 of a "gain $5"). Each value
of the sweep is the base rules with one generated variant (harness/variants of the loader: a path is checked
as a variant's is, with its did-you-mean), and every value plays the **same seeds** with the same bots, so
neighbouring points of a curve differ by the value more than by the deal.

The curves, with 95 % intervals, per value: the mean score; each seat's win rate; the start player's
advantage (its win rate less a fair 1/players); the win rate of the changed component's **owner** (the
player-games in which a seat took or used it: their share of wins); the game's length in rounds and in
decisions; and every outcome metric the game declares. The owner's win rate has a test of its trend: the
least-squares slope of a player-game's win on the value, with its t-test.
"""

from __future__ import annotations

import math
import re
import statistics
import tempfile
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

MAX_VALUES = 50  # values in one sweep
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")  # a whole number in an effect's text (not inside a name)


@dataclass(frozen=True)
class Parameter:
    """What a sweep varies: ``path`` as a variant writes it, and for a number inside an effect its ``place``
    (from 1) among the numbers of the effect's ``text`` (None: the value at ``path`` is the number itself)."""

    path: str
    place: int | None = None
    text: str | None = None  # the effect's text in the base rules, when ``place`` is given

    @property
    def name(self) -> str:
        return self.path if self.place is None else f"{self.path}#{self.place}"

    @property
    def component(self) -> str:
        """The first word of the path: a component's id, or a section (game, board)."""
        return self.path.split(".", 1)[0]

    def change(self, value: int) -> Any:
        """What the variant's ``change:`` sets at ``path`` for this value."""
        if self.place is None or self.text is None:
            return value
        spans = list(NUMBER.finditer(self.text))
        m = spans[self.place - 1]
        return self.text[:m.start()] + str(value) + self.text[m.end():]


def parse_values(spec: str) -> list[int]:
    """``3..8`` (every whole number from 3 to 8), ``2..10:2`` (a step), or a list ``3,5,8``; ValueError in words."""
    spec = spec.strip()
    try:
        if ".." in spec:
            lo, _, rest = spec.partition("..")
            hi, _, step = rest.partition(":")
            a, b, s = int(lo), int(hi), int(step) if step else 1
            if s <= 0 or b < a:
                raise ValueError
            values = list(range(a, b + 1, s))
        else:
            values = [int(v) for v in spec.split(",") if v.strip()]
    except ValueError:
        raise ValueError(f"values {spec!r}: give a range LOW..HIGH (LOW..HIGH:STEP) or a list 3,5,8 of whole "
                         "numbers") from None
    if len(values) < 2 or len(set(values)) != len(values):
        raise ValueError(f"values {spec!r}: a sweep needs at least two different values")
    if len(values) > MAX_VALUES:
        raise ValueError(f"values {spec!r}: {len(values)} values, at most {MAX_VALUES} in one sweep")
    return values


NAMING = ("id", "kind", "act", "level", "at", "column", "borough")  # the fields that name a list's items (docs/variants.md)


def _walk(rules: Any, path: str) -> Any:
    """The value at a variant path in checked rules (a component's id or a section first; a field by its name, a
    list's item by its naming field or its position from 1, a mapping's entry by its key); a ValueError naming
    what is there."""
    first, *rest = path.split(".")
    if first in rules.by_id:
        value: Any = rules.by_id[first]
    elif first in rules.singles:
        value = rules.singles[first]
    else:
        raise ValueError(f"unknown component {first!r}{close_names(first, [*rules.by_id, *rules.singles])} (a number "
                         "inside an effect is named by its component's id, a field and #PLACE: COMPONENT_ID.effect#1)")
    where = first
    for word in rest:
        if isinstance(value, (list, tuple)):
            named = [v for v in value if any(str(getattr(v, f, None)) == word for f in NAMING)]
            if named:
                value = named[0]
            elif word.isdigit() and 1 <= int(word) <= len(value):
                value = value[int(word) - 1]
            else:
                raise ValueError(f"no item {word!r} in {where} (its items by position: 1..{len(value)})")
        elif isinstance(value, dict):
            keys = {str(k): k for k in value}
            if word not in keys:
                raise ValueError(f"no key {word!r} in {where}{close_names(word, keys)}")
            value = value[keys[word]]
        else:
            fields = list(getattr(type(value), "model_fields", {})) or list(vars(value))
            if word not in fields:
                raise ValueError(f"unknown field {word!r} in {where}{close_names(word, fields)}")
            value = getattr(value, word)
        where = f"{where}.{word}"
    return value


def parameter(game: GamePackage[Any], rules: Any, spec: str) -> Parameter:
    """The parameter ``PATH`` or ``PATH#PLACE`` names in these rules; ValueError in words (with a did-you-mean)."""
    from ..language.ast import Node
    from ..language.unparse import unparse

    path, hash_, place = spec.strip().partition("#")
    if not path or " " in path:
        raise ValueError(f"parameter {spec!r}: give a rules path (board.starting.cash) or an effect's number "
                         "(COMPONENT_ID.effect#1)")
    if not hash_:
        return Parameter(path)
    if not place.isdigit() or int(place) < 1:
        raise ValueError(f"parameter {spec!r}: the place of a number in the effect counts from 1 (#1)")
    value = _walk(rules, path)
    text = unparse(value) if isinstance(value, Node) else None
    if text is None:
        raise ValueError(f"{path} is not an effect, so it has no numbers to count (#{place})")
    numbers = [m.group() for m in NUMBER.finditer(text)]
    if int(place) > len(numbers):
        shown = ", ".join(f"#{i + 1} = {n}" for i, n in enumerate(numbers)) or "none"
        raise ValueError(f"{path} is {text!r}: it has {len(numbers)} number{'s' if len(numbers) != 1 else ''} "
                         f"({shown}), not #{place}")
    return Parameter(path, int(place), text)


def current(rules: Any, param: Parameter) -> int | None:
    """The parameter's value in these rules (None: not a whole number there)."""
    if param.place is not None and param.text is not None:
        return int(list(NUMBER.finditer(param.text))[param.place - 1].group())
    try:
        value = _walk(rules, param.path)
    except ValueError:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def variant_text(param: Parameter, value: int) -> str:
    """The variant file of one value of the sweep (JSON is YAML: the value is quoted exactly)."""
    import json

    return (f"variant:\n  name: sweep\n  description: {json.dumps(f'{param.name} = {value}')}\n"
            f"change:\n  {param.path}: {json.dumps(param.change(value), ensure_ascii=False)}\n")


def load_values(game: GamePackage[Any], folder: Path, variants: Sequence[str], param: Parameter,
                values: Sequence[int]) -> list[Any]:
    """The rule set of each value: the rules with ``variants`` then the sweep's own; a value the rules refuse is an
    InterpreterError naming the parameter and the value (the loader's words, without the generated file's place)."""
    out: list[Any] = []
    with tempfile.TemporaryDirectory(prefix="speakeasy-sweep-") as tmp:
        for value in values:
            file = Path(tmp) / f"sweep-{len(out)}.yaml"
            file.write_text(variant_text(param, value), encoding="utf-8")
            try:
                out.append(game.load_rules(folder, [*variants, str(file)]))
            except InterpreterError as e:
                said = [line.split(": ", 1)[1] if line.startswith(str(file)) and ": " in line else line
                        for line in str(e).splitlines() if str(file) in line]
                raise InterpreterError(f"{param.name} = {value}: " + ("; ".join(said) or str(e))) from None
    return out


# ------------------------------------------------------------------ curves
@dataclass(frozen=True)
class Point:
    """One value's games, summed up: each curve's estimate at this value."""

    value: int
    games: int
    curves: dict[str, Estimate]

    def as_json(self) -> dict[str, Any]:
        return {"value": self.value, "games": self.games, **{k: e.as_json() for k, e in self.curves.items()}}


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
    parameter: Parameter
    base_value: int | None
    seeds: tuple[int, ...]
    points: tuple[Point, ...]
    owner_trend: Trend | None
    component: str | None  # the changed component (its owner's curve), None for a section's number
    labels: dict[str, str] = field(default_factory=dict)  # curve key -> its words
    rates: frozenset[str] = frozenset()  # curves that are shares of games (shown as percentages)
    search: Any = None  # a --target search (harness/target.py), when one was asked for

    def curve(self, key: str) -> list[Estimate]:
        return [p.curves[key] for p in self.points]

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "bots": list(self.bots), "variants": list(self.variants),
                "parameter": self.parameter.name, "base_value": self.base_value,
                "seed": self.seeds[0] if self.seeds else None, "games_per_value": len(self.seeds),
                "component": self.component, "alpha": 0.05,
                "intervals": "Wilson for rates, Student t for means; paired seeds across values",
                "points": [p.as_json() for p in self.points],
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


def sweep(game: GamePackage[Any], rules_dir: Path | None, variants: Sequence[str], spec: str, values: Sequence[int],
          players: int, seeds: Sequence[int], bots: list[str], backend: Backend | None = None,
          progress: Callable[[int], None] | None = None, target: tuple[str, float] | None = None, batch: int = 20,
          steps: int = 8) -> Sweep:
    """Check the parameter and every value's rules (before any game), play, draw the curves; with ``target``
    (metric, value), search for the crossing (harness/target.py), ``steps`` batches of ``batch`` more games."""
    from dataclasses import replace

    from .target import search

    folder = Path(rules_dir or game.schema.shipped or ".")
    base = game.load_rules(folder, list(variants))
    try:
        param = parameter(game, base, spec)
    except ValueError as e:
        raise InterpreterError(str(e)) from None
    rulesets = load_values(game, folder, variants, param, values)
    component = param.component if param.component in base.by_id else None
    if target is not None and target[0] not in curve_keys(game, players, component):
        keys = curve_keys(game, players, component)
        raise InterpreterError(f"--target: unknown curve {target[0]!r}{close_names(target[0], keys)}; curves: {', '.join(keys)}")
    played = play_values(game, rulesets, players, seeds, bots, backend, progress)
    result = summarize(game, players, bots, variants, param, current(base, param), values, played, component)
    if target is None:
        return result
    by_value = dict(zip(values, rulesets, strict=True))
    first_seed = (seeds[-1] + 1) if seeds else 0

    def play(value: int, first: int, n: int) -> list[GameStat]:
        # a search's games at a value are new seeds after the sweep's, the same at every value
        offset = first - len(seeds) if first >= len(seeds) else first
        return play_values(game, [by_value[value]], players, range(first_seed + offset, first_seed + offset + n), bots,
                           backend, progress)[0]

    def measure(stats: Sequence[GameStat]) -> Estimate:
        return curves_of(game, stats, players, component)[target[0]]

    found = search(values, target[0], target[1], measure, play, dict(zip(values, played, strict=True)), batch, steps)
    return replace(result, search=found)


def curve_keys(game: GamePackage[Any], players: int, component: str | None) -> list[str]:
    """The curves a sweep draws (a --target names one)."""
    keys = ["mean_score", "first_player_advantage", "rounds", "decisions", *(f"win_seat_{i + 1}" for i in range(players))]
    if component is not None:
        keys.append("owner_win")
    return keys + [m.key for m in metrics_of(game)]


def summarize(game: GamePackage[Any], players: int, bots: Sequence[str], variants: Sequence[str], param: Parameter,
              base_value: int | None, values: Sequence[int], played: Sequence[Sequence[GameStat]],
              component: str | None) -> Sweep:
    points = tuple(Point(v, len(stats), curves_of(game, stats, players, component))
                   for v, stats in zip(values, played, strict=True))
    owner = None
    if component is not None:
        xs = [float(v) for v, stats in zip(values, played, strict=True) for g in stats for _ in owner_games(g, component)]
        ys = [w for stats in played for g in stats for w in owner_games(g, component)]
        owner = trend(xs, ys)
    rates = frozenset({"first_player_advantage", "owner_win", *(f"win_seat_{i + 1}" for i in range(players)),
                       *(m.key for m in metrics_of(game) if m.rate)})
    seeds = tuple(g.seed for g in played[0]) if played else ()
    return Sweep(game.name, players, tuple(bots), tuple(variants), param, base_value, seeds, points, owner, component,
                 labels_of(game, players, param, component), rates)


__all__ = ["Parameter", "Point", "Sweep", "Trend", "current", "load_values", "parameter", "parse_values", "play_values",
           "summarize", "sweep", "trend"]
