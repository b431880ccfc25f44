"""`speakeasy soak`: thousands of bot games, invariants after every decision, every game replayed."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from ..sanitize import markup
from .common import (
    AddressOpt,
    BackendOpt,
    LocalesOpt,
    RulesOpt,
    VariantOpt,
    app,
    backend_of,
    chosen_game,
    err,
    locales_folder,
    out,
    output_folder,
    seed_option,
    seed_span,
)


@app.command()
def soak(
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="number of games")] = 1000,
    seed: Annotated[int, seed_option("seed of the first game; game k uses seed+k")] = 0,
    out_dir: Annotated[Path, typer.Option("--out", help="where failing games' save files go", file_okay=False)]
    = Path("soak-failures"),
    workers: Annotated[int, typer.Option("--workers", "-j", min=1, help="processes to play games in")] = 1,
    max_failures: Annotated[int, typer.Option("--max-failures", min=1, help="stop after this many failures")] = 10,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Play N games over every player count, the random bot, the game's own bots and every shipped
    variant (or, with --variant, the rules with those variants); check the invariants after every decision
    and replay every game. Exit 1 on any failure."""
    from ..harness.soak import bot_mixes, run_soak, slot_name

    game = chosen_game()
    seed_span(seed, games)
    locales_folder(game, locales)  # a failure's report is not in words, but a wrong --locales is said first
    output_folder(out_dir, "--out")
    where = backend_of(backend, address, workers if backend == "local" or workers > 1 else None)
    # no refresh thread: the workers are forked while the bar runs, and a fork must not copy a held lock
    with Progress(TextColumn("soak"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[failed]}"),
                  TimeElapsedColumn(), TimeRemainingColumn(), console=err, transient=True, auto_refresh=False) as bar:
        task = bar.add_task("games", total=games, failed="")

        def advance(done: int, failures: int) -> None:
            bar.update(task, completed=done, failed=f"[red]{failures} failed[/red]" if failures else "")
            if done % 10 == 0 or done == games or failures:
                bar.refresh()

        report = run_soak(game, rules, games, seed, out_dir, workers, max_failures, advance, variant, where)

    for f in report.failures:
        head = f.spec.describe() if f.spec is not None else "rules"
        err.print(f"[red]FAIL[/red] {markup(head)}", markup=True)
        # a game's first line says what broke (the rest is a traceback, kept in the report file)
        text = f.message.rstrip().splitlines()[0] if f.spec is not None else f.message
        err.print("  " + text, markup=False)
        if f.save is not None:
            err.print(f"  save: {f.save}  (reproduce: speakeasy replay {f.save})", markup=False)
    variants = ", ".join(slot_name(v) or "base" for v in report.variants) or "none"
    table = Table(title=f"soak: {report.games} games from seed {seed}", show_header=False)
    table.add_column("what")
    table.add_column("figure", justify="right")
    table.add_row("games", f"{report.games:,}")
    table.add_row("decisions", f"{report.decisions:,}")
    table.add_row("failures", f"{len(report.failures)}")
    table.add_row("time", f"{report.seconds:.1f} s")
    table.add_row("games/s", f"{report.games_per_second:.1f}")
    table.add_row("players", ", ".join(map(str, game.players)))
    table.add_row("bots", ", ".join(bot_mixes(game)))
    table.add_row("rules", variants)
    out.print(table)
    if report.stopped_early:
        out.print(f"stopped after {len(report.failures)} failures (--max-failures)")
    if report.failures:
        out.print(f"[red]{len(report.failures)} failure{'s' if len(report.failures) != 1 else ''}[/red]; "
                  f"save files and reports in {markup(str(out_dir))}", markup=True)
        raise typer.Exit(1)
    out.print("[green]failures: 0[/green]", markup=True)
