"""The HTML report of `speakeasy sweep`: one self-contained page (no scripts, nothing fetched).

Top to bottom: what was varied and how the games were played; the owner's win rate with its trend test and,
after a --target search, where the curve crosses the target; then one plot per curve (matplotlib's SVG, with
the 95 % band; harness/plots.py) above its table — for a grid of several parameters, one line per slice (the
values of every parameter but the first); then, with --skill, the skill matrix of every point as a heat map.
Without the plots extra the tables stand alone.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from . import plots
from .stats import Estimate

if TYPE_CHECKING:
    from .sweep import Sweep, Trend

STYLE = """body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;max-width:60rem;margin:auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{padding:.2rem .6rem;text-align:right;border-bottom:1px solid #ddd}
th:first-child,td:first-child{text-align:left}.plot{max-width:40rem}small{color:#666}
h1,h2{overflow-wrap:anywhere}.wide{overflow-x:auto}
@media (max-width:40rem){td,th{padding:.15rem .3rem;font-size:.85rem}}"""


def fmt(e: Estimate, pct: bool) -> str:
    def f(x: float | None) -> str:
        if x is None or math.isnan(x):
            return "–"
        return f"{100 * x:.1f}%" if pct else f"{x:.1f}" if abs(x) < 1000 else f"{x:.0f}"

    return f(e.mean) if e.low is None else f"{f(e.mean)} [{f(e.low)}, {f(e.high)}]"


def trend_line(t: Trend) -> str:
    if t.p is None:
        return "too few player-games with the component for a trend test"
    return (f"slope {100 * t.slope:+.2f} points of win rate per unit [{100 * (t.low or 0):+.2f}, {100 * (t.high or 0):+.2f}], "
            f"p = {t.p:.3g} (least-squares slope on {t.n} player-games, t-test)")


def target_line(s: Sweep) -> str:
    search = s.search
    if search is None:
        return ""
    if search.found is None:
        return f"--target {search.metric}={search.target}: {search.note}"
    fit = f"; the monotone fit crosses at {search.fit:.2f}" if search.fit is not None else ""
    return (f"--target {search.metric}={search.target}: {s.parameter.name} ≈ {search.found:.2f}, 95% credible interval "
            f"[{search.low:.2f}, {search.high:.2f}]{fit} ({search.games} more games; {search.method})")


def curve_keys(s: Sweep) -> list[str]:
    first = ["owner_win", "mean_score", "first_player_advantage", "rounds", "decisions"]
    keys = [k for k in first if k in s.points[0].curves] + [k for k in s.points[0].curves if k not in first]
    return [k for k in keys if k != "owner_games"]


def _slice_name(s: Sweep, rest: tuple[int, ...]) -> str:
    return ", ".join(f"{p.name} = {v}" for p, v in zip(s.parameters[1:], rest, strict=True))


def html_report(s: Sweep) -> str:
    e = html.escape
    xs = list(dict.fromkeys(p.value for p in s.points))
    several = len(s.parameters) > 1
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
             f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
             f"<title>sweep {e(s.name)}</title><style>{STYLE}</style></head><body>",
             f"<h1>Sweep: {e(s.name)}</h1>",
             f"<p>{e(s.game)}, {s.players} players, bots {e(','.join(s.bots))}; {len(s.seeds)} games per point on the "
             f"same seeds (from {s.seeds[0] if s.seeds else '–'}); "
             + "; ".join(f"{e(p.name)}: {e(', '.join(map(str, dict.fromkeys(pt.values[i] for pt in s.points))))}"
                         for i, p in enumerate(s.parameters))
             + (f"; base rules: {e(', '.join(str(b) for b in s.base_values))}"
                if all(b is not None for b in s.base_values) else "")
             +
             f"{'; variants ' + e(' + '.join(s.variants)) if s.variants else ''}. Intervals: 95% "
             "(Wilson for rates, Student t for means).</p>"]
    if s.owner_trend is not None:
        parts.append(f"<p><b>{e(s.labels.get('owner_win', 'owner'))}</b>: {e(trend_line(s.owner_trend))}</p>")
    if s.search is not None:
        parts.append(f"<p><b>{e(target_line(s))}</b></p>")
    if not plots.available():
        parts.append("<p><small>plots need the plots extra (pip install -e '.[plots]'): the tables follow.</small></p>")
    for key in curve_keys(s):
        pct = key in s.rates
        label = s.labels.get(key, key)
        reference = (1 / s.players if key == "owner_win" or key.startswith("win_seat_") else
                     0.0 if key == "first_player_advantage" else None)
        marker = s.search.found if s.search is not None and key == s.search.metric and s.search.found else s.base_value
        if several:
            series = [(_slice_name(s, rest), s.curve(key, pts)) for rest, pts in s.slices()]
            svg = plots.curves(xs, series, label, s.parameter.name, pct, reference)
        else:
            svg = plots.curve(xs, s.curve(key), label, s.parameter.name, pct, reference, marker)
        parts.append(f"<h2>{e(label)}</h2>")
        if svg:
            parts.append(f"<div class='plot'>{svg}</div>")
        rows = "".join("<tr>" + "".join(f"<td>{v}</td>" for v in p.values) + f"<td>{e(fmt(p.curves[key], pct))}</td>"
                       + (f"<td>{p.curves['owner_games'].mean:.0f}</td>" if key == "owner_win" else "") + "</tr>"
                       for p in s.points)
        extra = "<th>player-games</th>" if key == "owner_win" else ""
        heads = "".join(f"<th>{e(p.name)}</th>" for p in s.parameters)
        parts.append(f"<div class='wide'><table><tr>{heads}<th>{e(label)}</th>{extra}</tr>{rows}</table></div>")
    parts.extend(_skill_parts(s))
    parts.append("</body></html>")
    return "\n".join(parts)


def _skill_parts(s: Sweep) -> list[str]:
    """Each point's skill matrix (--skill): a heat map of the row bot's share of the wins, and its table."""
    e = html.escape
    matrices = [(p, p.skill) for p in s.points if p.skill is not None]
    if not matrices:
        return []
    first = matrices[0][1]
    parts = [f"<h2>Skill matrices</h2><p>At every point: one seat of the row bot (rotated with the seed) against the "
             f"column bot in the others, {first.games} games a pair; a fair share is {100 / first.players:.0f}%. A game "
             "that rewards skill shows rows that rise toward the strong bots.</p>"]
    for p, m in matrices:
        where = ", ".join(f"{q.name} = {v}" for q, v in zip(s.parameters, p.values, strict=True))
        bots = list(m.bots)
        grid = [[None if a == b else m.cells[a, b].mean for b in bots] for a in bots]
        svg = plots.heatmap(bots, bots, grid, f"skill matrix, {where}", centre=1 / m.players)
        parts.append(f"<h3>{e(where)}</h3>")
        if svg:
            parts.append(f"<div class='plot'>{svg}</div>")
        rows = "".join(f"<tr><td>{e(a)}</td>" + "".join(
            "<td>–</td>" if a == b else f"<td>{e(fmt(m.cells[a, b], True))}</td>" for b in bots) + "</tr>" for a in bots)
        parts.append("<div class='wide'><table><tr><th>row \\ column</th>" + "".join(f"<th>{e(b)}</th>" for b in bots)
                     + f"</tr>{rows}</table></div>")
    return parts


__all__ = ["curve_keys", "fmt", "html_report", "target_line", "trend_line"]
