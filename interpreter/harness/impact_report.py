"""The HTML report of `speakeasy impact`: one self-contained page (no scripts, no external files).

Two plots, then the table: a forest plot of the win-rate difference (users − others, with its 95 %
interval) of the components that stand out most either way, and every component's use rate against
that difference; the table lists them all, by group, largest lift first.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .impact import ComponentImpact, Impact
    from .stats import Estimate

_UP, _DOWN, _GREY = "#c0392b", "#2e86c1", "#888"


_NO_PLOTS = "<p><small>(plots need the plots extra: pip install -e '.[plots]'; every number is in the table below)</small></p>"


def _pct(x: float | None) -> str:
    return "–" if x is None or math.isnan(x) else f"{100 * x:.1f} %"


def _num(x: float | None) -> str:
    return "–" if x is None or math.isnan(x) else f"{x:.1f}"


def _ci(e: Estimate, pct: bool) -> str:
    f = _pct if pct else _num
    return f(e.mean) if e.low is None else f"{f(e.mean)} <small>[{f(e.low)}, {f(e.high)}]</small>"


def _clear(c: ComponentImpact) -> bool:
    """The win-rate interval leaves out 0: the difference is more than the spread of these games."""
    d = c.win.diff
    return d.low is not None and d.high is not None and (d.low > 0 or d.high < 0)


def forest(rows: list[ComponentImpact]) -> str:
    """Win-rate difference with its interval, one bar per component (matplotlib: harness/plots.py)."""
    from . import plots

    if not rows:
        return "<p>No component was used often enough to compare.</p>"
    svg = plots.bars([c.name[:40] for c in rows], [c.win.diff for c in rows], "win rate of users − others", True)
    return svg or _NO_PLOTS


def scatter(rows: list[ComponentImpact]) -> str:
    """Use rate (across) against win-rate difference (up), one dot per component."""
    from . import plots

    if not rows:
        return ""
    colours = [(_UP if c.win.diff.mean > 0 else _DOWN) if _clear(c) else _GREY for c in rows]
    svg = plots.scatter([c.use.mean for c in rows], [c.win.diff.mean for c in rows], colours,
                        "use rate against win-rate difference", "use rate (%)", "users − others (points)")
    return svg or _NO_PLOTS


def _roles(i: Impact, min_users: int) -> str:
    """Each role's players apart: their win rate and score, and the components that stand out among them."""
    if not i.roles:
        return ""
    rows = "".join(f"<tr><td>{html.escape(r.name)}</td><td>{r.seats}</td><td>{_ci(r.win, True)}</td>"
                   f"<td>{_ci(r.score, False)}</td></tr>" for r in i.roles)
    parts = ["<h2>By role</h2><table><tr><th>role</th><th>player-games</th><th>win rate [95 %]</th>"
             f"<th>{html.escape(i.score)} [95 %]</th></tr>{rows}</table>"]
    for r in i.roles:
        ranked = i.ranked(min_users, r.components)
        shown = ranked[:8] + [c for c in ranked[-8:] if c not in ranked[:8]]
        parts.append(f"<h3>Among the {html.escape(r.name)} players</h3>{forest(shown)}")
    return "\n".join(parts)


def html_report(i: Impact, min_users: int = 10) -> str:
    ranked = i.ranked(min_users)
    shown = ranked[:12] + [c for c in ranked[-12:] if c not in ranked[:12]]
    name = " + ".join(i.variants) or "base rules"
    seeds = f"{i.seeds[0]}–{i.seeds[-1]}" if i.seeds else "none"
    rows = []
    for group in dict.fromkeys(c.group for c in i.components):
        rows.append(f'<tr><th colspan="6" style="text-align:left">{html.escape(group)}</th></tr>')
        members = sorted((c for c in i.components if c.group == group), key=lambda c: (-c.win.diff.mean, c.id))
        for c in members:
            mark = " <b>*</b>" if _clear(c) and c.users >= min_users and c.seats - c.users >= min_users else ""
            rows.append(f"<tr><td>{html.escape(c.name)}{mark}</td><td>{c.users} / {c.seats}</td><td>{_ci(c.use, True)}</td>"
                        f"<td>{_pct(c.win.a.mean)} vs {_pct(c.win.b.mean)}</td><td>{_ci(c.win.diff, True)}</td>"
                        f"<td>{_ci(c.score.diff, False)}</td></tr>")
    title = f"{i.game}: component impact, {name}"
    return f"""<!DOCTYPE html>
<html lang="{html.escape(i.lang)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:.25rem .5rem;border-bottom:1px solid #ddd;text-align:right}}
td:first-child{{text-align:left}}small{{color:#666}}</style></head><body>
<h1>Component impact: {html.escape(name)}</h1>
<p>{len(i.seeds)} games (seeds {seeds}), {i.players} players, bots {html.escape(", ".join(i.bots))}.
Rules fingerprint <code>{i.fingerprint}</code>.</p>
<p>For each component, the players who took or used it against those who did not, in the games where it was in
play. <span style="color:{_UP}">Red</span>: its users win more, <span style="color:{_DOWN}">blue</span>: less, and
the 95 % interval of the difference leaves out 0; grey: within the spread of these games. This is an association,
not a cause: players who are ahead can afford more, and one game's players are not independent, so read a large
difference as a question for <code>speakeasy compare</code>, not as a verdict. Components used by fewer than
{min_users} players (or by all but fewer than {min_users}) are left out of the plots.</p>
<h2>The components that stand out (win rate of users − others)</h2>
{forest(shown)}
<h2>Use rate against win-rate difference</h2>
{scatter(ranked)}
{_roles(i, min_users)}
<h2>Every component</h2>
<table><tr><th>component</th><th>users / players</th><th>use rate [95 %]</th><th>win rate: users vs others</th>
<th>win-rate difference [95 %]</th><th>{html.escape(i.score)} difference [95 %]</th></tr>
{chr(10).join(rows)}
</table>
<p><small>Use rate: Wilson interval. Win-rate difference: users − others, Newcombe's interval (from the two
Wilson intervals); a tie shares the win. Score difference: Welch t interval.
<b>*</b>: the win-rate interval leaves out 0.</small></p>
</body></html>
"""
