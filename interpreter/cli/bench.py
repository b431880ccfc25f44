"""`speakeasy bench`: every benchmark in one table."""

from __future__ import annotations

from typing import Annotated, Optional

import typer
from rich.table import Table

from ..sanitize import json_text
from .common import app, chosen_game, err, out

Goal = tuple[bool, float, str]  # (at least?, bound, how it reads)
# The core's targets of the figures, whatever the game (issue 6 and our own); a game adds its own
# (``Bench.goals``: Speakeasy's games per second and its strong bot's figures).
GOALS: dict[str, list[Goal]] = {
    "check_cold_s": [(False, 0.5, "≤ 0.5 s")],
    "text_cold_s": [(False, 0.5, "≤ 0.5 s")],
    "interpreter_overhead_x": [(False, 3, "≤ 3×")],
    "games_per_clone": [(True, 50, "a clone ≤ 1/50 of a game")],
    "render_all_en_s": [(False, 0.2, "≤ 0.2 s")],
    "compare_speedup_2_workers": [(True, 1.8, "≥ 1.8×")],
    "editor_check_ms_p99": [(False, 100, "≤ 100 ms")],  # the studio: an edit to its check and three texts
}


def verdict(key: str, value: float, goals: dict[str, list[Goal]] | None = None) -> str:
    """The targets of a figure, each marked met or not: "bar ≥ 50 ✓, goal ≥ 100 ✗"."""
    return ", ".join(f"{text} {'✓' if (value >= bound if at_least else value <= bound) else '✗'}"
                     for at_least, bound, text in (GOALS if goals is None else goals).get(key, []))


def shown(value: float) -> str:
    """A count as a whole number, any other figure to three decimals."""
    return f"{value:,.0f}" if value == int(value) else f"{value:.3f}"


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="fewer games: a minute instead of several")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    strength: Annotated[bool, typer.Option("--strength", help="the strong bot instead: its duel against the quick bot, "
                                           "self-play, time per game and the curve of strength (some 10 minutes)")] = False,
    games: Annotated[int, typer.Option("--games", "-n", min=4, help="with --strength: games of the duel and of self-play")] = 200,
    curve_games: Annotated[int, typer.Option("--curve-games", min=4, help="with --strength: games per budget")] = 100,
    budgets: Annotated[str, typer.Option("--budgets", help="with --strength: the budgets of the curve")] = "1,2,4,8,16,32",
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, help="with --strength: processes")] = None,
) -> None:
    """Run the benchmarks: games per second, option latency, check, text rendering, memory, compare scaling,
    the studio's edit-to-text time (or, with --strength, how well the strong bot plays)."""
    from ..harness.bench import run, run_strength

    game = chosen_game()
    if strength:
        try:
            curve = tuple(int(b) for b in budgets.split(",") if b.strip())
        except ValueError:
            raise typer.BadParameter(f"budgets are whole numbers: {budgets!r}", param_hint="--budgets") from None
        figures = run_strength(game, games, curve, curve_games, workers=workers,
                               progress=None if as_json else lambda text: err.print(text, style="dim"))
    else:
        from ..web.bench import editor_figures

        figures = run(game, quick)
        figures.update(editor_figures(game, quick))
    if as_json:
        print(json_text(figures, indent=2))
        return
    goals = {**GOALS, **(game.bench.goals if game.bench is not None else {})}
    table = Table(title="speakeasy bench" + (" --strength" if strength else " (quick)" if quick else ""))
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("target")
    for key, value in figures.items():
        if key == "engine_compiled":
            table.add_row("engine", "compiled" if value else "pure Python", "tools/compile_engine.py")
            continue
        table.add_row(key, shown(value), verdict(key, value, goals))
    out.print(table)
