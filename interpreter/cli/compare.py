"""`speakeasy compare`: base rules against variants, by simulation on paired seeds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer
from rich import box
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..files import atomic_write
from .common import LocalesOpt, RulesOpt, VariantOpt, app, chosen_game, err, locales_folder, out, output_file

if TYPE_CHECKING:
    from ..harness.compare import Estimate


@app.command()
def compare(
    variant: VariantOpt = None,
    players: Annotated[int, typer.Option("--players", "-p", min=2, max=4, help="players per game")] = 4,
    games: Annotated[int, typer.Option("--games", "-n", min=2, help="paired games (seeds)")] = 200,
    seed: Annotated[int, typer.Option("--seed", help="seed of the first pair; pair k uses seed+k")] = 0,
    bots: Annotated[str, typer.Option("--bots", help="random, greedy, or one per seat: greedy,random,...")] = "random",
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1,
                                                   help="processes (default: every core)")] = None,
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write a self-contained HTML report here")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
) -> None:
    """Play the base rules and base + variants on the same seeds and bots; compare the results."""
    from ..harness.compare import compare as run_compare
    from ..harness.compare import html_report
    from ..harness.simulate import parse_bots

    game = chosen_game()
    if not variant:
        raise typer.BadParameter("give at least one variant to compare with the base rules", param_hint="--variant")
    try:
        seats = parse_bots(game, bots, players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    locales_folder(game, locales)  # the report is not in words, but a wrong --locales is said before the games
    if out_file is not None:
        output_file(out_file, "--out")  # before the games, not after every one has run
    seeds = range(seed, seed + games)
    if as_json:
        result = run_compare(game, rules, variant, players, seeds, seats, workers)
    else:
        # no auto-refresh thread: worker processes are forked while the bar is live
        with Progress(TextColumn("comparing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=err, transient=True, auto_refresh=False) as bar:
            task = bar.add_task("pairs", total=games)

            def advance(n: int) -> None:
                bar.advance(task, n)
                bar.refresh()

            result = run_compare(game, rules, variant, players, seeds, seats, workers, advance)
    if out_file is not None:
        atomic_write(out_file, html_report(result))
    if as_json:
        print(json.dumps(result.as_json(), ensure_ascii=False))
        return
    table = Table(title=f"base vs {' + '.join(variant)}: {games} paired games, {players} players, bots {','.join(seats)}")
    # no vertical rules and short cells: the table fits an 80-column terminal
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = "mean ± 95% CI; difference: variant − base per seed; sig.: paired t-test p < 0.05"
    table.add_column("metric", no_wrap=True)
    for col in ("base", "variant", "difference", "p", "sig."):
        table.add_column(col, justify="right", no_wrap=True)
    for m in result.metrics:
        pct = m.key.startswith(("win_", "first_"))
        table.add_row(m.label, _est(m.base, pct), _est(m.variant, pct), _est(m.diff, pct),
                      _p(m.p), "[bold]yes[/bold]" if m.significant else "no")
    out.print(table)
    if out_file is not None:
        out.print(f"wrote {out_file}")


def _p(p: float | None) -> str:
    return "–" if p is None else "<0.001" if p < 0.001 else f"{p:.3f}"


def _est(e: Estimate, pct: bool) -> str:
    def f(x: float) -> str:
        return f"{100 * x:.0f}%" if pct else f"{x:.1f}"

    # t-intervals are symmetric, so "mean ± half-width" says it all in a narrow terminal
    return f(e.mean) if e.low is None or e.high is None else f"{f(e.mean)} ±{f((e.high - e.low) / 2)}"
