"""`speakeasy bench`: every benchmark in one table."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from .common import app, chosen_game, out

# The targets of the figures (issue 6 and our own): figure -> (at least?, bound, how it reads).
GOALS: dict[str, list[tuple[bool, float, str]]] = {
    "check_cold_s": [(False, 0.5, "≤ 0.5 s")],
    "text_cold_s": [(False, 0.5, "≤ 0.5 s")],
    "games_per_s_4p_random": [(True, 50, "bar ≥ 50"), (True, 100, "goal ≥ 100")],
    "interpreter_overhead_x": [(False, 3, "≤ 3×")],
    "render_all_en_s": [(False, 0.2, "≤ 0.2 s")],
    "compare_speedup_2_workers": [(True, 1.8, "≥ 1.8×")],
    "editor_check_ms_p99": [(False, 100, "≤ 100 ms")],  # the studio: an edit to its check and three texts
}


def verdict(key: str, value: float) -> str:
    """The targets of a figure, each marked met or not: "bar ≥ 50 ✓, goal ≥ 100 ✗"."""
    return ", ".join(f"{text} {'✓' if (value >= bound if at_least else value <= bound) else '✗'}"
                     for at_least, bound, text in GOALS.get(key, []))


def shown(value: float) -> str:
    """A count as a whole number, any other figure to three decimals."""
    return f"{value:,.0f}" if value == int(value) else f"{value:.3f}"


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="fewer games: a minute instead of several")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Run the benchmarks: games per second, option latency, check, text rendering, memory, compare scaling,
    and the studio's edit-to-text time."""
    from ..harness.bench import run
    from ..web.bench import editor_figures

    game = chosen_game()
    figures = run(game, quick)
    figures.update(editor_figures(game, quick))
    if as_json:
        print(json.dumps(figures, indent=2))
        return
    table = Table(title="speakeasy bench" + (" (quick)" if quick else ""))
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("target")
    for key, value in figures.items():
        if key == "engine_compiled":
            table.add_row("engine", "compiled" if value else "pure Python", "tools/compile_engine.py")
            continue
        table.add_row(key, shown(value), verdict(key, value))
    out.print(table)
