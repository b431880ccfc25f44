"""The statistics of `compare`, `impact` and the strength benchmark, in plain Python (no SciPy at run time).

* Student-t intervals of a mean and the paired t-test (``Estimate``, ``paired_test``);
* Holm's step-down correction of a family of p-values (``holm``);
* the pairs a paired comparison needs to see a difference (``pairs_needed``);
* the difference of two independent groups' means, with a Welch interval (``Difference``): the
  players who used a component against those who did not.

tests/test_compare.py checks the t distribution against SciPy.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

ALPHA = 0.05  # two-sided: 95 % intervals
POWER_DELTA = 5.0  # the difference in mean score `compare`'s power line speaks of, unless the game gives its own


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 400):
        for aa in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                   -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + aa * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + aa / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def _betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_pvalue(t: float, df: float) -> float:
    """Two-sided p-value of Student's t with df degrees of freedom."""
    return _betainc(df / 2.0, 0.5, df / (df + t * t))


@lru_cache(maxsize=256)
def t_critical(df: float, alpha: float = ALPHA) -> float:
    """The t with two-sided p = alpha (1.96 for large df), by bisection."""
    lo, hi = 0.0, 1000.0
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_pvalue(mid, df) > alpha else (lo, mid)
    return (lo + hi) / 2


@dataclass(frozen=True)
class Estimate:
    mean: float
    low: float | None  # None with fewer than 2 games
    high: float | None

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        n = len(values)
        mean = statistics.fmean(values) if values else math.nan
        if n < 2:
            return cls(mean, None, None)
        half = t_critical(n - 1) * statistics.stdev(values) / math.sqrt(n)
        return cls(mean, mean - half, mean + half)

    def as_json(self) -> dict[str, float | None]:
        return {"mean": _num(self.mean), "low": _num(self.low), "high": _num(self.high)}


def paired_test(diffs: Sequence[float]) -> float | None:
    """p-value of the paired t-test (H0: mean difference 0); None with fewer than 2 pairs."""
    n = len(diffs)
    if n < 2:
        return None
    mean, sd = statistics.fmean(diffs), statistics.stdev(diffs)
    if sd == 0:  # every pair differs by the same amount: certain unless that amount is 0
        return 1.0 if mean == 0 else 0.0
    return t_pvalue(mean / (sd / math.sqrt(n)), n - 1)


def _num(x: float | None) -> float | None:
    return None if x is None or math.isnan(x) else round(x, 6)


def wilson(k: float, n: int, alpha: float = ALPHA) -> Estimate:
    """A proportion k/n with its Wilson score interval, which stays inside [0, 1] and behaves near 0 and 1
    (where the plain normal interval of a rarely used component would reach below 0)."""
    if n <= 0:
        return Estimate(math.nan, None, None)
    z = statistics.NormalDist().inv_cdf(1 - alpha / 2)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low = 0.0 if k <= 0 else max(0.0, centre - half)  # exact at the ends: none used it, or all did
    high = 1.0 if k >= n else min(1.0, centre + half)
    return Estimate(p, low, high)


def newcombe(k1: float, n1: int, k2: float, n2: int, alpha: float = ALPHA) -> Difference:
    """The difference of two proportions (k1/n1 - k2/n2) with Newcombe's hybrid score interval, built from
    each side's Wilson interval: sound for small groups and for rates of 0 or 1, where a t interval on
    0/1 values collapses (three users who all won would otherwise look certain). A tie's shared win
    counts as its share."""
    a, b = wilson(k1, n1, alpha), wilson(k2, n2, alpha)
    if a.low is None or b.low is None or a.high is None or b.high is None:
        return Difference(a, b, Estimate(a.mean - b.mean, None, None))
    d = a.mean - b.mean
    low = d - math.sqrt((a.mean - a.low) ** 2 + (b.high - b.mean) ** 2)
    high = d + math.sqrt((a.high - a.mean) ** 2 + (b.mean - b.low) ** 2)
    return Difference(a, b, Estimate(d, low, high))


def holm(pvalues: Mapping[str, float | None], alpha: float = ALPHA) -> dict[str, float | None]:
    """Holm's step-down adjusted p-values of a family of tests: the k-th smallest p is multiplied by
    (m - k + 1), and the adjusted values are made monotone; a test is significant when its adjusted
    p < alpha. It holds the chance of any false "significant" in the family at alpha, whatever the
    dependence between the tests. A test without a p (too few games) is left out of the family."""
    tested = sorted(((p, key) for key, p in pvalues.items() if p is not None), key=lambda pk: (pk[0], pk[1]))
    m = len(tested)
    out: dict[str, float | None] = {key: None for key in pvalues}
    running = 0.0
    for k, (p, key) in enumerate(tested):
        running = max(running, min(1.0, (m - k) * p))
        out[key] = running
    return out


def pairs_needed(sd: float, delta: float, alpha: float = ALPHA, power: float = 0.8) -> int | None:
    """How many pairs a paired t-test needs to find a true mean difference ``delta`` with the chance
    ``power``, when the per-pair differences have standard deviation ``sd``: n = ((z_a + z_b) sd / delta)^2,
    the normal approximation (a few pairs short of the t-test's own when n is small)."""
    if delta <= 0 or sd <= 0 or math.isnan(sd):
        return None
    z = statistics.NormalDist()
    return max(2, math.ceil(((z.inv_cdf(1 - alpha / 2) + z.inv_cdf(power)) * sd / delta) ** 2))


@dataclass(frozen=True)
class Difference:
    """The difference of two independent groups' means (``a`` - ``b``), each group's mean, and a Welch
    95 % interval of the difference (None when a group has fewer than 2 values)."""

    a: Estimate
    b: Estimate
    diff: Estimate

    @classmethod
    def of(cls, a: Sequence[float], b: Sequence[float]) -> Difference:
        ea, eb = Estimate.of(a), Estimate.of(b)
        mean = ea.mean - eb.mean
        if len(a) < 2 or len(b) < 2:
            return cls(ea, eb, Estimate(mean, None, None))
        va, vb = statistics.variance(a) / len(a), statistics.variance(b) / len(b)
        se = math.sqrt(va + vb)
        if se == 0:
            return cls(ea, eb, Estimate(mean, mean, mean))
        df = (va + vb) ** 2 / ((va ** 2 / (len(a) - 1) if va else 0) + (vb ** 2 / (len(b) - 1) if vb else 0))
        half = t_critical(max(1.0, df)) * se  # Welch-Satterthwaite degrees of freedom, fractional
        return cls(ea, eb, Estimate(mean, mean - half, mean + half))

    def as_json(self) -> dict[str, object]:
        return {"with": self.a.as_json(), "without": self.b.as_json(), "difference": self.diff.as_json()}
