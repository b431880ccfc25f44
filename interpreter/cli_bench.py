"""`speakeasy bench`: every benchmark in one table."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from .cli import app, out

GOALS = {
    "check_cold_s": "≤ 0.5 s",
    "games_per_s_4p_random": "≥ 50 (goal ≥ 100)",
    "interpreter_overhead_x": "≤ 3×",
    "render_all_en_s": "≤ 0.2 s",
    "compare_speedup_2_workers": "≥ 1.8×",
}


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="fewer games: a minute instead of several")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Run the benchmarks: games per second, option latency, check, text rendering, memory, compare scaling."""
    from .bench import run

    figures = run(quick)
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
        table.add_row(key, f"{value:.3f}", GOALS.get(key, ""))
    out.print(table)
