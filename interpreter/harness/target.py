"""`sweep --target METRIC=VALUE`: where does a curve cross a target, found with few games.

The method is **probabilistic bisection** (Horstein 1963; Waeber, Frazier & Henderson 2013, "Bisection
search with noisy responses") on a **monotone fit**. A belief — a density over the parameter's range — says
where the crossing may be; it starts flat. Each step plays a batch of games at the value nearest the
belief's median; the metric's estimate over that batch says on which side of it the crossing lies, and with
what confidence ``p`` (the normal probability of the sign of ``(estimate - target) / standard error``, kept
within [0.55, 0.95]; each batch is a new answer, so no game is counted twice); the belief on that side is multiplied by
``p``, on the other by ``1 - p``. So the games go where the crossing is uncertain, not evenly over the range.
The direction of the curve (rising or falling) is read from the monotone fit of every point played so far —
an isotonic regression (pool-adjacent-violators) weighted by games — which also gives a second estimate, where
the fit crosses the target. The answer is the belief's median with its 95 % credible interval (the belief's
2.5 % and 97.5 % quantiles), and the fit's crossing.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .compare import GameStat
from .stats import Estimate, _num

GRID = 201  # points of the belief's density over the range
P_MIN, P_MAX = 0.55, 0.95  # the confidence one batch may lend a side


@dataclass(frozen=True)
class Step:
    value: int
    games: int  # at this value so far, this batch included
    estimate: Estimate
    side: str  # "below" (the crossing lies below this value) or "above"
    confidence: float

    def as_json(self) -> dict[str, Any]:
        return {"value": self.value, "games": self.games, "estimate": self.estimate.as_json(), "crossing_is": self.side,
                "confidence": _num(self.confidence)}


@dataclass(frozen=True)
class Search:
    metric: str
    target: float
    method: str
    found: float | None  # the belief's median (None: the curve does not cross the target in the range)
    low: float | None
    high: float | None
    fit: float | None  # where the monotone fit crosses the target
    direction: int  # +1 rising, -1 falling, 0 flat
    steps: tuple[Step, ...]
    games: int  # played by the search (the sweep's own not counted)
    note: str = ""

    def as_json(self) -> dict[str, Any]:
        return {"metric": self.metric, "target": self.target, "method": self.method, "value": _num(self.found),
                "low": _num(self.low), "high": _num(self.high), "monotone_fit_crossing": _num(self.fit),
                "direction": self.direction, "games": self.games, "steps": [s.as_json() for s in self.steps],
                "note": self.note}


METHOD = "probabilistic bisection (Waeber, Frazier & Henderson 2013) on an isotonic fit"


def isotonic(xs: Sequence[float], ys: Sequence[float], ws: Sequence[float], direction: int) -> list[float]:
    """The weighted least-squares fit of ys over sorted xs that never falls (direction +1) or never rises (-1)."""
    sign = 1 if direction >= 0 else -1
    blocks: list[list[float]] = []  # [mean, weight, count]
    for y, w in zip(ys, ws, strict=True):
        blocks.append([sign * y, w, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            b = blocks.pop()
            a = blocks[-1]
            a[0] = (a[0] * a[1] + b[0] * b[1]) / (a[1] + b[1])
            a[1] += b[1]
            a[2] += b[2]
    out: list[float] = []
    for mean, _, count in blocks:
        out += [sign * mean] * int(count)
    return out


def crossing(xs: Sequence[float], fit: Sequence[float], target: float) -> float | None:
    """Where a piecewise-linear curve through (xs, fit) first reaches the target (None: it does not)."""
    for (x0, y0), (x1, y1) in zip(zip(xs, fit, strict=True), list(zip(xs, fit, strict=True))[1:], strict=False):
        if (y0 - target) * (y1 - target) <= 0 and y0 != y1:
            return x0 + (target - y0) * (x1 - x0) / (y1 - y0)
        if y0 == target:
            return x0
    return xs[-1] if fit and fit[-1] == target else None


def _se(e: Estimate) -> float:
    if e.low is None or e.high is None:
        return math.inf
    return max((e.high - e.low) / (2 * 1.959964), 1e-9)


def search(values: Sequence[int], metric: str, target: float, measure: Callable[[Sequence[GameStat]], Estimate],
           play: Callable[[int, int, int], list[GameStat]], start: dict[int, list[GameStat]], batch: int,
           steps: int) -> Search:
    """Search the range of ``values`` for the crossing. ``measure(games)``: the metric's estimate over games at one
    value; ``play(value, first, n)``: n more games at a value, the first on seed offset ``first``; ``start``: games
    already played by value (the sweep's own)."""
    lo, hi = min(values), max(values)
    grid = [lo + (hi - lo) * i / (GRID - 1) for i in range(GRID)]
    belief = [1.0 / GRID] * GRID
    played: dict[int, list[GameStat]] = {v: list(g) for v, g in start.items()}
    for end in (lo, hi):  # the ends tell the direction
        if not played.get(end):
            played[end] = play(end, 0, batch)
    taken: list[Step] = []
    spent = sum(len(g) for v, g in played.items()) - sum(len(g) for g in start.values())

    def fitted() -> tuple[int, float | None]:
        xs = sorted(v for v in played if played[v])
        ests = [measure(played[v]) for v in xs]
        ys = [e.mean for e in ests]
        direction = 1 if ys[-1] > ys[0] else -1 if ys[-1] < ys[0] else 0
        fit = isotonic(xs, ys, [len(played[v]) for v in xs], direction)
        return direction, crossing([float(x) for x in xs], fit, target)

    def update(value: int, direction: int, games: Sequence[GameStat]) -> None:
        e = measure(games)  # this batch alone: each update is a new, independent noisy answer, as the method assumes
        z = (e.mean - target) / _se(e)
        p = min(P_MAX, max(P_MIN, statistics.NormalDist().cdf(abs(z)))) if math.isfinite(z) else P_MAX
        past = direction * (e.mean - target) > 0  # the curve is already past the target here: the crossing is below
        for i, x in enumerate(grid):
            belief[i] *= p if (x < value) == past else 1 - p
        total = sum(belief)
        for i in range(GRID):
            belief[i] /= total
        taken.append(Step(value, len(played[value]), e, "below" if past else "above", p))

    ends = [measure(played[v]).mean for v in (lo, hi)]
    if any(math.isnan(x) for x in ends):
        return Search(metric, target, METHOD, None, None, None, None, 0, (), spent,
                      f"{metric} has no value at {lo if math.isnan(ends[0]) else hi} (no game had it: a component nobody "
                      "took?): play more games, or other bots")
    direction, _ = fitted()
    if direction == 0 or (min(ends) > target or max(ends) < target):
        d, fit = fitted()
        return Search(metric, target, METHOD, None, None, None, fit, d, tuple(taken), spent,
                      f"the curve does not cross {target} between {lo} and {hi} (at {lo}: {ends[0]:.3f}, at {hi}: "
                      f"{ends[1]:.3f}): widen the range")
    for v in sorted(played):
        if played[v]:
            update(v, direction, played[v])
    for _ in range(steps):
        median = _quantile(grid, belief, 0.5)
        value = min(values, key=lambda v: (abs(v - median), v))
        more = play(value, len(played.get(value, [])), batch)
        played[value] = played.get(value, []) + more
        spent += batch
        direction, _ = fitted()
        update(value, direction or 1, more)
    direction, fit = fitted()
    return Search(metric, target, METHOD, _quantile(grid, belief, 0.5), _quantile(grid, belief, 0.025),
                  _quantile(grid, belief, 0.975), fit, direction, tuple(taken), spent)


def _quantile(grid: Sequence[float], belief: Sequence[float], q: float) -> float:
    acc = 0.0
    for x, b in zip(grid, belief, strict=True):
        acc += b
        if acc >= q:
            return x
    return grid[-1]


__all__ = ["METHOD", "Search", "Step", "crossing", "isotonic", "search"]
