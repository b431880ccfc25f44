"""Base rules against base + variants on paired seeds: the library behind `speakeasy compare`.

Both rule sets play the same seeds with the same bots, so each seed gives a pair of
games and every per-game metric a paired difference. Means carry a 95 % Student-t
confidence interval; a difference is significant when the paired t-test gives
p < 0.05 (the same as its interval leaving out 0). See docs/variants.md.

Games run in a process pool (every core by default). Each worker holds the two rule
sets (inherited when the platform forks, else loaded once) and plays chunks of seeds;
results are sorted by seed, so they are the same whatever the number of workers.
"""

from __future__ import annotations

import html
import math
import multiprocessing
import os
import statistics
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..machine.game import Game
from .package import GamePackage, load_game
from .simulate import play_game

ALPHA = 0.05  # two-sided: 95 % intervals


# ------------------------------------------------------------------ statistics
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


def t_pvalue(t: float, df: int) -> float:
    """Two-sided p-value of Student's t with df degrees of freedom."""
    return _betainc(df / 2.0, 0.5, df / (df + t * t))


@lru_cache(maxsize=256)
def t_critical(df: int, alpha: float = ALPHA) -> float:
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


# ------------------------------------------------------------------ games
@dataclass(frozen=True)
class GameStat:
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    first: int  # the start player: first in turn order at setup
    decisions: int
    rounds: int

    def win(self, seat: int) -> float:
        """This seat's share of the win (ties share it, as in `simulate`)."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


def play_stat(game_def: GamePackage[Any], rules: Any, players: int, seed: int, bots: list[str]) -> GameStat:
    first: list[int] = []

    def note_start(game: Game[Any]) -> None:
        # read after the first decision: who starts is known from setup on (the game says how it reads)
        if not first:
            first.append(game_def.first(game.state))

    game = play_game(game_def, rules, players, seed, bots, on_decision=note_start)
    if not first:
        first.append(game_def.first(Game.new(game_def, rules, players, seed).state))
    return GameStat(seed, tuple(game.scores or ()), tuple(game.winners()), first[0],
                    len(game.decisions), game_def.rounds(game.state))


def usable_cores() -> int:
    """Cores this process may run on (a container or `taskset` can allow fewer than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


# A worker's job: the game, rule sets and settings, set before the pool forks (inherited) or by _init.
_JOB: tuple[GamePackage[Any], Any, Any, int, list[str]] | None = None


def _init(name: str, rules_dir: str, variants: list[str], players: int, bots: list[str], prints: tuple[str, str]) -> None:
    global _JOB
    if _JOB is not None and (_JOB[1].fingerprint, _JOB[2].fingerprint) == prints:
        return  # forked from the parent: the rule sets are already here
    game = load_game(name)
    base, variant = game.load_rules(Path(rules_dir)), game.load_rules(Path(rules_dir), variants)
    if (base.fingerprint, variant.fingerprint) != prints:
        raise RuntimeError("the rules files changed while the comparison was starting")
    _JOB = (game, base, variant, players, bots)


def _play_chunk(seeds: list[int]) -> list[tuple[GameStat, GameStat]]:
    assert _JOB is not None
    game, base, variant, players, bots = _JOB
    return [(play_stat(game, base, players, s, bots), play_stat(game, variant, players, s, bots)) for s in seeds]


def run_pairs(game: GamePackage[Any], base: Any, variant: Any, rules_dir: Path, players: int, seeds: Sequence[int],
              bots: list[str], workers: int | None = None, progress: Callable[[int], None] | None = None
              ) -> list[tuple[GameStat, GameStat]]:
    """Play every seed on both rule sets; sorted by seed, identical for any number of workers."""
    global _JOB
    workers = max(1, min(workers or usable_cores(), len(seeds) or 1))
    _JOB = (game, base, variant, players, bots)
    size = max(1, min(20, len(seeds) // (workers * 8)))  # small chunks: an even load and a live progress bar
    chunks = [list(seeds[i:i + size]) for i in range(0, len(seeds), size)]
    out: list[tuple[GameStat, GameStat]] = []
    if workers == 1:
        for chunk in chunks:
            out += _play_chunk(chunk)
            if progress:
                progress(len(chunk))
    else:
        # fork where the platform has it: workers inherit the loaded rules instead of loading them again
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
        args = (game.name, str(rules_dir), list(variant.variants), players, bots, (base.fingerprint, variant.fingerprint))
        with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init, initargs=args) as pool:
            futures = {pool.submit(_play_chunk, chunk): len(chunk) for chunk in chunks}
            try:
                for future in as_completed(futures):
                    out += future.result()
                    if progress:
                        progress(futures[future])
            except BaseException:  # a failed game or Ctrl-C: do not play the chunks still queued
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    return sorted(out, key=lambda pair: pair[0].seed)


# ------------------------------------------------------------------ comparison
@dataclass(frozen=True)
class Metric:
    key: str
    label: str
    base: Estimate
    variant: Estimate
    diff: Estimate  # variant - base, per seed
    p: float | None

    @property
    def significant(self) -> bool:
        return self.p is not None and self.p < ALPHA

    def as_json(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "base": self.base.as_json(), "variant": self.variant.as_json(),
                "difference": self.diff.as_json(), "p": _num(self.p), "significant": self.significant}


@dataclass(frozen=True)
class Comparison:
    game: str
    players: int
    seeds: tuple[int, ...]
    bots: tuple[str, ...]
    variants: tuple[str, ...]
    fingerprints: tuple[str, str]
    pairs: tuple[tuple[GameStat, GameStat], ...]
    metrics: tuple[Metric, ...]

    def metric(self, key: str) -> Metric:
        return next(m for m in self.metrics if m.key == key)

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": len(self.seeds),
                "seed": self.seeds[0] if self.seeds else None,
                "bots": list(self.bots), "variants": list(self.variants),
                "fingerprints": {"base": self.fingerprints[0], "variant": self.fingerprints[1]},
                "alpha": ALPHA, "test": "paired t-test on per-seed differences",
                "metrics": [m.as_json() for m in self.metrics]}


def _seat_win(seat: int) -> Callable[[GameStat], float]:
    return lambda g: g.win(seat)


def _metric_defs(players: int) -> list[tuple[str, str, Callable[[GameStat], float]]]:
    defs: list[tuple[str, str, Callable[[GameStat], float]]] = [
        ("mean_score", "mean score", lambda g: statistics.fmean(g.scores)),
        ("spread", "score spread (sd)", lambda g: statistics.pstdev(g.scores)),
        ("winner_score", "winning score", lambda g: float(max(g.scores))),
    ]
    defs += [(f"win_seat_{i + 1}", f"win rate seat {i + 1}", _seat_win(i)) for i in range(players)]
    defs += [
        ("first_player_win", "win rate start player", lambda g: g.win(g.first)),
        ("decisions", "decisions per game", lambda g: float(g.decisions)),
        ("rounds", "rounds per game", lambda g: float(g.rounds)),
    ]
    return defs


def summarize(game: str, players: int, bots: list[str], variants: Sequence[str], fingerprints: tuple[str, str],
              pairs: list[tuple[GameStat, GameStat]]) -> Comparison:
    metrics = []
    for key, label, fn in _metric_defs(players):
        b = [fn(x) for x, _ in pairs]
        v = [fn(y) for _, y in pairs]
        d = [y - x for x, y in zip(b, v, strict=True)]
        metrics.append(Metric(key, label, Estimate.of(b), Estimate.of(v), Estimate.of(d), paired_test(d)))
    return Comparison(game, players, tuple(x.seed for x, _ in pairs), tuple(bots), tuple(variants), fingerprints,
                      tuple(pairs), tuple(metrics))


def compare(game: GamePackage[Any], rules_dir: Path | None, variants: Sequence[str], players: int, seeds: Sequence[int],
            bots: list[str], workers: int | None = None, progress: Callable[[int], None] | None = None) -> Comparison:
    """Load both rule sets (bad rules raise RulesError before any game), play, summarize."""
    folder = Path(rules_dir or game.schema.shipped or ".")
    base, variant = game.load_rules(folder), game.load_rules(folder, list(variants))
    pairs = run_pairs(game, base, variant, folder, players, seeds, bots, workers, progress)
    return summarize(game.name, players, bots, variants, (base.fingerprint, variant.fingerprint), pairs)


# ------------------------------------------------------------------ HTML report
_BASE, _VAR = "#4a6fa5", "#d9822b"


def _fmt(x: float | None, digits: int = 1, pct: bool = False) -> str:
    if x is None or math.isnan(x):
        return "–"
    return f"{100 * x:.{digits}f} %" if pct else f"{x:.{digits}f}"


def _cell(e: Estimate, pct: bool) -> str:
    if e.low is None:
        return _fmt(e.mean, pct=pct)
    return f"{_fmt(e.mean, pct=pct)} <small>[{_fmt(e.low, pct=pct)}, {_fmt(e.high, pct=pct)}]</small>"


def _histogram(base: list[int], variant: list[int], width: int = 640, height: int = 260) -> str:
    lo, hi = min(base + variant), max(base + variant)
    bins = max(5, min(30, int(math.sqrt(len(base))) or 5))
    step = max(1, math.ceil((hi - lo + 1) / bins))  # whole points, so bin labels are exact
    counts = [[0] * bins, [0] * bins]
    for k, values in enumerate((base, variant)):
        for s in values:
            counts[k][min(bins - 1, int((s - lo) / step))] += 1
    top = max(1, *counts[0], *counts[1])
    left, bottom, plot_w, plot_h = 40, height - 30, width - 50, height - 50
    bar = plot_w / bins
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img">']
    for k, colour in enumerate((_BASE, _VAR)):
        for i, c in enumerate(counts[k]):
            h = plot_h * c / top
            x = left + i * bar + k * bar / 2
            parts.append(f'<rect x="{x:.1f}" y="{bottom - h:.1f}" width="{bar / 2 - 1:.1f}" height="{h:.1f}" '
                         f'fill="{colour}"><title>{lo + i * step:.0f}–{lo + (i + 1) * step:.0f}: {c}</title></rect>')
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{left + plot_w}" y2="{bottom}" stroke="#333"/>')
    for i in range(0, bins + 1, max(1, bins // 6)):
        parts.append(f'<text x="{left + i * bar:.1f}" y="{bottom + 15}" font-size="11" text-anchor="middle">'
                     f'{lo + i * step:.0f}</text>')
    parts.append(f'<text x="{left - 5}" y="{bottom - plot_h + 4}" font-size="11" text-anchor="end">{top}</text>')
    parts.append(f'<text x="{left - 5}" y="{bottom}" font-size="11" text-anchor="end">0</text>')
    parts.append("</svg>")
    return "".join(parts)


def _win_bars(c: Comparison, width: int = 640, height: int = 260) -> str:
    groups = [(f"seat {i + 1}", c.metric(f"win_seat_{i + 1}")) for i in range(c.players)]
    groups.append(("start player", c.metric("first_player_win")))
    top = max(0.01, *(e.high or e.mean for _, m in groups for e in (m.base, m.variant)))
    left, bottom, plot_w, plot_h = 40, height - 30, width - 50, height - 50
    slot = plot_w / len(groups)
    y = lambda v: bottom - plot_h * v / top  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img">']
    fair = y(1 / c.players)
    parts.append(f'<line x1="{left}" y1="{fair:.1f}" x2="{left + plot_w}" y2="{fair:.1f}" stroke="#999" '
                 f'stroke-dasharray="4 3"><title>fair share 1/{c.players}</title></line>')
    for g, (name, m) in enumerate(groups):
        for k, (e, colour) in enumerate(((m.base, _BASE), (m.variant, _VAR))):
            x = left + g * slot + slot * (0.15 + 0.35 * k)
            w = slot * 0.33
            parts.append(f'<rect x="{x:.1f}" y="{y(e.mean):.1f}" width="{w:.1f}" height="{bottom - y(e.mean):.1f}" '
                         f'fill="{colour}"><title>{html.escape(name)}: {_fmt(e.mean, pct=True)}</title></rect>')
            if e.low is not None and e.high is not None:
                cx = x + w / 2
                parts.append(f'<line x1="{cx:.1f}" y1="{y(max(e.low, 0)):.1f}" x2="{cx:.1f}" y2="{y(e.high):.1f}" '
                             'stroke="#222"/>')
        parts.append(f'<text x="{left + (g + 0.5) * slot:.1f}" y="{bottom + 15}" font-size="11" '
                     f'text-anchor="middle">{html.escape(name)}</text>')
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{left + plot_w}" y2="{bottom}" stroke="#333"/>')
    parts.append(f'<text x="{left - 5}" y="{bottom - plot_h + 4}" font-size="11" text-anchor="end">{100 * top:.0f} %</text>')
    parts.append(f'<text x="{left - 5}" y="{bottom}" font-size="11" text-anchor="end">0</text>')
    parts.append("</svg>")
    return "".join(parts)


def html_report(c: Comparison) -> str:
    """A self-contained page: the table and two inline SVG plots, no scripts, no external files."""
    name = " + ".join(c.variants)
    rows = []
    for m in c.metrics:
        pct = m.key.startswith(("win_", "first_"))
        mark = "<b>yes</b>" if m.significant else "no"
        rows.append(f"<tr><td>{html.escape(m.label)}</td><td>{_cell(m.base, pct)}</td><td>{_cell(m.variant, pct)}</td>"
                    f"<td>{_cell(m.diff, pct)}</td><td>{'&lt;0.001' if m.p is not None and m.p < 0.001 else _fmt(m.p, 3)}</td>"
                    f"<td>{mark}</td></tr>")
    base_scores = [s for x, _ in c.pairs for s in x.scores]
    var_scores = [s for _, y in c.pairs for s in y.scores]
    legend = (f'<span style="color:{_BASE}">■</span> base &nbsp; '
              f'<span style="color:{_VAR}">■</span> {html.escape(name)}')
    seeds = f"{c.seeds[0]}–{c.seeds[-1]}" if c.seeds else "none"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(c.game)}: base vs {html.escape(name)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:right}}
td:first-child,th:first-child{{text-align:left}}small{{color:#666}}</style></head><body>
<h1>Base rules vs {html.escape(name)}</h1>
<p>{len(c.seeds)} paired games (seeds {seeds}), {c.players} players, bots {html.escape(", ".join(c.bots))}.
Rules fingerprints: base <code>{c.fingerprints[0]}</code>, variant <code>{c.fingerprints[1]}</code>.</p>
<table><tr><th>metric</th><th>base [95 % CI]</th><th>variant [95 % CI]</th><th>difference [95 % CI]</th>
<th>p</th><th>significant</th></tr>
{chr(10).join(rows)}
</table>
<p><small>Each seed is played with both rule sets and the same bots. Intervals are Student-t 95 % confidence
intervals; the difference is the mean of the per-seed differences (variant − base), and it is significant when
the paired t-test gives p &lt; {ALPHA} (its interval leaves out 0). Win rates count a tie as a shared win.</small></p>
<h2>Score distribution (every player's final score)</h2><p>{legend}</p>
{_histogram(base_scores, var_scores)}
<h2>Win rate by seat</h2><p>{legend} &nbsp; (bars: 95 % CI; dashed: the fair share 1/{c.players})</p>
{_win_bars(c)}
</body></html>
"""
