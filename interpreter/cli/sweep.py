"""`speakeasy sweep`: one number of the rules over a range, paired games at each value, the curves it draws."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich import box
from rich.markup import escape
from rich.table import Table

from ..files import atomic_write
from .common import (
    AddressOpt,
    BackendOpt,
    LocalesOpt,
    PlayersOpt,
    RulesOpt,
    VariantOpt,
    app,
    backend_of,
    chosen_game,
    locales_folder,
    out,
    output_file,
    players_of,
    seed_option,
    seed_span,
)
from .compare import _est, _progress

MAX_STEPS = 100  # --target's batches at most


def _target(text: str) -> tuple[str, float]:
    key, eq, value = text.partition("=")
    try:
        if not eq or not key.strip():
            raise ValueError
        number = float(value)
    except ValueError:
        raise typer.BadParameter(f"{text!r}: give METRIC=VALUE (owner_win=0.25)", param_hint="--target") from None
    return key.strip(), number


@app.command()
def sweep(
    vary: Annotated[str, typer.Option("--vary", help="the number to vary: a rules path as a variant's change: writes it "
                                      "(board.starting.cash), or a number in an effect by its place from 1 "
                                      "(COMPONENT_ID.effect#1)")],
    values: Annotated[str, typer.Option("--values", help="LOW..HIGH, LOW..HIGH:STEP or a list 3,5,8")],
    players: PlayersOpt = None,
    games: Annotated[int, typer.Option("--games", "-n", min=2, max=100_000, help="games per value (the same seeds at "
                                       "every value)")] = 100,
    seed: Annotated[int, seed_option("seed of the first game; game k uses seed+k")] = 0,
    bots: Annotated[Optional[str], typer.Option("--bots", help="a bot for every seat, or one per seat (default: the "
                                                "game's strong bot)")] = None,
    target: Annotated[Optional[str], typer.Option("--target", help="METRIC=VALUE: search for the value where the curve "
                                                  "crosses it (probabilistic bisection; owner_win=0.25)")] = None,
    steps: Annotated[int, typer.Option("--steps", min=1, max=MAX_STEPS, help="--target's batches")] = 8,
    batch: Annotated[int, typer.Option("--batch", min=2, max=10_000, help="--target's games per batch")] = 20,
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, help="processes (default: every core, "
                                                   "or all CPUs of a Ray cluster)")] = None,
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write a self-contained HTML report here")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    variant: VariantOpt = None,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Vary one number of the rules over a range: every value plays the same seeds; curves of the mean score, the
    seats' and the changed component's owner's win rate, the start player's advantage, the game's length and
    outcome metrics, with 95% intervals."""
    from ..harness.backend import session
    from ..harness.simulate import parse_bots
    from ..harness.sweep import parse_values
    from ..harness.sweep import sweep as run_sweep
    from ..harness.sweep_report import html_report, target_line, trend_line

    game = chosen_game()
    # --target's batches play new seeds after the sweep's (harness/sweep.py): at most steps + 2 of them
    seeds = seed_span(seed, games, batch * (steps + 2) if target is not None else 0)
    players = players_of(game, players)
    try:
        numbers = parse_values(values)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--values") from None
    try:
        seats = parse_bots(game, bots or game.strong_bot or "random", players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    aim = _target(target) if target is not None else None
    locales_folder(game, locales)
    if out_file is not None:
        output_file(out_file, "--out")
    where = backend_of(backend, address, workers)
    with session(where):
        if as_json:
            result = run_sweep(game, rules, variant or [], vary, numbers, players, seeds, seats, where, None, aim, batch, steps)
        else:
            with _progress("sweeping", games * len(numbers) + (batch * (steps + 2) if aim else 0)) as advance:
                result = run_sweep(game, rules, variant or [], vary, numbers, players, seeds, seats, where, advance, aim,
                                   batch, steps)
    if out_file is not None:
        atomic_write(out_file, html_report(result))
    if as_json:
        print(json.dumps(result.as_json(), ensure_ascii=False))
        return
    table = Table(title=f"{result.parameter.name}: {games} games per value, {players} players, bots {','.join(seats)}")
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = "mean ± 95% interval (Wilson intervals are not symmetric: --json, --out); the same seeds at every value"
    keys = [k for k in ("owner_win", "mean_score", "first_player_advantage", "rounds") if k in result.points[0].curves]
    table.add_column("value", justify="right", no_wrap=True)
    short = {"owner_win": "owner win", "mean_score": "mean", "first_player_advantage": "start adv.", "rounds": "rounds"}
    for k in keys:
        table.add_column(short[k], justify="right", no_wrap=True)
    for p in result.points:
        mark = " *" if p.value == result.base_value else ""
        table.add_row(f"{p.value}{mark}", *("–" if math.isnan(p.curves[k].mean) else _est(p.curves[k], k in result.rates)
                                            for k in keys))
    out.print(table)
    if result.base_value in numbers:
        out.print(f"* the base rules' value ({result.base_value})")
    elif result.base_value is not None:
        out.print(f"the base rules' value, {result.base_value}, is not among those swept")
    if result.owner_trend is not None:
        out.print(f"owner's win rate: {escape(trend_line(result.owner_trend))}")
    if result.search is not None:
        out.print(escape(target_line(result)))
    if out_file is not None:
        out.print(f"wrote {out_file}")
