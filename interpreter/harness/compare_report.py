"""The HTML report of `speakeasy compare`: one self-contained page (no scripts, no external files).

What it shows, top to bottom: the headline (the primary metric), the bots that played, what the
variant changes (rules data and generated rule text, before → after), every metric with its
interval, p-value and the corrected verdict, the power line, each side's location use, points and
income, and two plots: the score distribution and the win rate by seat.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from .stats import ALPHA, Estimate

if TYPE_CHECKING:
    from .compare import Comparison

_BASE, _VAR = "#4a6fa5", "#d9822b"
# without the plots extra, each plot's place says where its numbers are
_NO_PLOTS = "<p><small>(plots need the plots extra: pip install -e '.[plots]'; the numbers are in the tables above)</small></p>"


def _fmt(x: float | None, digits: int = 1, pct: bool = False) -> str:
    if x is None or math.isnan(x):
        return "–"
    return f"{100 * x:.{digits}f} %" if pct else f"{x:.{digits}f}"


def _cell(e: Estimate, pct: bool) -> str:
    if e.low is None:
        return _fmt(e.mean, pct=pct)
    return f"{_fmt(e.mean, pct=pct)} <small>[{_fmt(e.low, pct=pct)}, {_fmt(e.high, pct=pct)}]</small>"


def _histogram(base: list[int], variant: list[int], name: str, score: str) -> str:
    from . import plots

    return plots.histogram((("base", _BASE, base), (name, _VAR, variant)), f"{score} distribution", score) or ""


def _win_bars(c: Comparison) -> str:
    from . import plots

    groups = [(f"seat {i + 1}", c.metric(f"win_seat_{i + 1}")) for i in range(c.players)]
    groups.append(("start player", c.metric("first_player_win")))
    series = (("base", _BASE, [m.base for _, m in groups]), (" + ".join(c.variants), _VAR, [m.variant for _, m in groups]))
    return plots.grouped_bars([g for g, _ in groups], series, "win rate by seat", 1 / c.players) or ""


def _p(p: float | None) -> str:
    return "&lt;0.001" if p is not None and p < 0.001 else _fmt(p, 3)


def headline(c: Comparison) -> str:
    """The primary metric in one sentence: what changed, by how much, and whether it is more than chance."""
    m = c.metric(c.primary)
    pct = m.rate
    verdict = "a real difference" if m.significant else "no difference beyond chance"
    return (f"{m.label}: {_fmt(m.base.mean, pct=pct)} → {_fmt(m.variant.mean, pct=pct)}, "
            f"difference {_fmt(m.diff.mean, pct=pct)} [{_fmt(m.diff.low, pct=pct)}, {_fmt(m.diff.high, pct=pct)}], "
            f"{'p < 0.001' if m.p is not None and m.p < 0.001 else f'p = {_fmt(m.p, 3)}'}: {verdict} "
            "(primary metric, paired t-test)")


def power_line(c: Comparison) -> str:
    n = c.power
    if n is None:
        return "too few pairs to say how many a difference would need"
    return (f"to see a difference of {c.words['delta']} in mean {c.words['score']} at these spreads you need about "
            f"{n:,} paired games "
            f"(80 % power, two-sided 5 %); this comparison played {len(c.pairs):,}")


def _bar(share: float, colour: str) -> str:
    return f'<span style="display:inline-block;height:.7em;width:{100 * share:.1f}px;background:{colour}"></span>'


def _sides(c: Comparison) -> str:
    """Each side's location use, points and income, side by side (tables with bars, no plot)."""
    if c.sides is None:
        return ""
    base, variant = c.sides
    out = []
    for title, key, pct in ((f"Where {c.words['places']} went (share of placements)", "places", True),
                            (f"Where the final {c.words['score']} came from (mean per player)", "points", False),
                            ("Where the money came from over the game (mean per player)", "income", False)):
        a, b = getattr(base, key), getattr(variant, key)
        rows = []
        top = max([*a.values(), *b.values(), 1e-9])
        for k in dict.fromkeys([*a, *b]):
            x, y = a.get(k, 0.0), b.get(k, 0.0)
            rows.append(f"<tr><td>{html.escape(k.removeprefix('loc_').replace('_', ' '))}</td>"
                        f"<td>{_fmt(x, pct=pct)} {_bar(x / top, _BASE)}</td><td>{_fmt(y, pct=pct)} {_bar(y / top, _VAR)}</td>"
                        f"<td>{'+' if y >= x else ''}{_fmt(y - x, pct=pct)}</td></tr>")
        out.append(f"<h3>{title}</h3><table><tr><th></th><th>base</th><th>variant</th><th>change</th></tr>"
                   f"{''.join(rows)}</table>")
    out.append(f"<p>Game length: {base.rounds:.1f} → {variant.rounds:.1f} rounds, "
               f"{base.decisions:.0f} → {variant.decisions:.0f} decisions per game.</p>")
    return "\n".join(out)


def _changes(c: Comparison) -> str:
    if not c.changes and not c.texts:
        return "<p>The two rule sets are the same.</p>"
    parts = []
    if c.texts:
        rows = [f"<tr><td>{html.escape(t.name)} <small>({html.escape(t.kind)})</small></td>"
                f"<td>{'<br>'.join(html.escape(x) for x in t.before) or '<i>not in the game</i>'}</td>"
                f"<td>{'<br>'.join(html.escape(x) for x in t.after) or '<i>not in the game</i>'}</td></tr>" for t in c.texts]
        parts.append(f"<table class=text><tr><th>rule text ({html.escape(c.lang)})</th><th>before</th><th>after</th></tr>"
                     f"{''.join(rows)}</table>")
    if c.changes:
        rows = [f"<tr><td><code>{html.escape(d.path)}</code></td><td>{html.escape(d.before)}</td>"
                f"<td>{html.escape(d.after)}</td></tr>" for d in c.changes]
        parts.append(f"<table class=text><tr><th>rules data</th><th>before</th><th>after</th></tr>{''.join(rows)}</table>")
    return "\n".join(parts)


def advantage_line(c: Comparison) -> str:
    """The start player's advantage, base and variant, in words."""
    base, var, diff = c.first_player_advantage

    def pts(e: Estimate) -> str:
        if e.low is None or e.high is None:
            return f"{100 * e.mean:+.1f}"
        return f"{100 * e.mean:+.1f} [{100 * e.low:+.1f}, {100 * e.high:+.1f}]"

    return (f"start player's advantage (win rate − 1/{c.players}), percentage points: base {pts(base)}, variant "
            f"{pts(var)}, difference {pts(diff)}")


def _balance(c: Comparison) -> str:
    from . import plots

    parts = [f"<p>{html.escape(advantage_line(c))}.</p>"]
    if c.skill is None:
        parts.append("<p><small>Skill matrix: ask for it with <code>--skill</code> (it plays a set of games for every "
                     "ordered pair of bots).</small></p>")
        return "".join(parts)
    for side, m in zip(("base", "variant"), c.skill, strict=True):
        bots = list(m.bots)
        grid = [[None if a == b else m.cells[a, b].mean for b in bots] for a in bots]
        svg = plots.heatmap(bots, bots, grid, f"skill matrix, {side}: row bot's win share", centre=1 / m.players)
        head = "".join(f"<th>{html.escape(b)}</th>" for b in bots)
        body = "".join(f"<tr><td>{html.escape(a)}</td>" + "".join(
            "<td>–</td>" if a == b else f"<td>{_cell(m.cells[a, b], True)}</td>" for b in bots) + "</tr>" for a in bots)
        parts.append(f"<h3>Skill matrix, {side}</h3><p><small>One seat plays the row's bot (rotated over the seats), the "
                     f"others the column's; the row bot's share of the wins, {m.games} games a pair (fair share "
                     f"{100 / m.players:.0f} %).</small></p>" + (f"<div style='max-width:36rem'>{svg}</div>" if svg else "")
                     + f"<table><tr><th>row \\ column</th>{head}</tr>{body}</table>")
    return "".join(parts)


def html_report(c: Comparison) -> str:
    """A self-contained page: the headline, what the variant changes, the table, the power line, each
    side's use of the board and sources of points, and two inline SVG plots; no scripts, no external files."""
    name = " + ".join(c.variants)
    rows = []
    for m in c.metrics:
        pct = m.rate
        mark = "<b>yes</b>" if m.significant else "no"
        label = f"<b>{html.escape(m.label)}</b> <small>(primary)</small>" if m.primary else html.escape(m.label)
        adjusted = "–" if m.primary else _p(m.p_adjusted)
        rows.append(f"<tr><td>{label}</td><td>{_cell(m.base, pct)}</td><td>{_cell(m.variant, pct)}</td>"
                    f"<td>{_cell(m.diff, pct)}</td><td>{_p(m.p)}</td><td>{adjusted}</td><td>{mark}</td></tr>")
    base_scores = [s for x, _ in c.pairs for s in x.scores]
    var_scores = [s for _, y in c.pairs for s in y.scores]
    legend = (f'<span style="color:{_BASE}">■</span> base &nbsp; '
              f'<span style="color:{_VAR}">■</span> {html.escape(name)}')
    seeds = f"{c.seeds[0]}–{c.seeds[-1]}" if c.seeds else "none"
    score = c.words["score"]
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(c.game)}: base vs {html.escape(name)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:right}}
td:first-child,th:first-child{{text-align:left}}table.text td,table.text th{{text-align:left;vertical-align:top}}
small{{color:#666}}.headline{{font-size:1.15rem;padding:.6rem;background:#f3f3f3}}</style></head><body>
<h1>Base rules vs {html.escape(name)}</h1>
<p class=headline>{html.escape(headline(c))}</p>
<p>{len(c.seeds)} paired games (seeds {seeds}), {c.players} players, bots {html.escape(", ".join(c.bots))}.
Rules fingerprints: base <code>{c.fingerprints[0]}</code>, variant <code>{c.fingerprints[1]}</code>.</p>
<h2>What the variant changes</h2>
{_changes(c)}
<h2>Metrics</h2>
<table><tr><th>metric</th><th>base [95 % CI]</th><th>variant [95 % CI]</th><th>difference [95 % CI]</th>
<th>p</th><th>p (Holm)</th><th>significant</th></tr>
{chr(10).join(rows)}
</table>
<p><small>Each seed is played with both rule sets and the same bots. Intervals are Student-t 95 % confidence
intervals; the difference is the mean of the per-seed differences (variant − base), tested by a paired t-test.
The primary metric ({html.escape(c.metric(c.primary).label)}), named before the games were played, is significant
when its p &lt; {ALPHA}; the other metrics are a family of secondary tests, significant when Holm's adjusted p
&lt; {ALPHA}, which holds the chance of any false "yes" among them at {ALPHA:.0%}. Win rates count a tie as a
shared win.</small></p>
<p><b>Power:</b> {html.escape(power_line(c))}.</p>
<h2>Balance as the field reads it</h2>
{_balance(c)}
<h2>How each side played</h2>
{_sides(c)}
<h2>{html.escape(score.capitalize())} distribution (every player's final {html.escape(score)})</h2><p>{legend}</p>
{_histogram(base_scores, var_scores, name, score) or _NO_PLOTS}
<h2>Win rate by seat</h2><p>{legend} &nbsp; (bars: 95 % CI; dashed: the fair share 1/{c.players})</p>
{_win_bars(c) or _NO_PLOTS}
</body></html>
"""
