"""`speakeasy sweep`: numbers of the rules over ranges, paired games at each point, the curves it draws."""

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
from .compare import _est, _progress, skill_ladder, skill_table

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
    vary: Annotated[list[str], typer.Option("--vary", help="the number to vary: a rules path as a variant's change: "
                                            "writes it (board.starting.cash), or a number in an effect by its place "
                                            "from 1 (COMPONENT_ID.effect#1); again for a grid of several")],
    values: Annotated[list[str], typer.Option("--values", help="LOW..HIGH, LOW..HIGH:STEP or a list 3,5,8; one "
                                              "--values for each --vary, in the same order")],
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
    skill: Annotated[bool, typer.Option("--skill", help="also a skill matrix at every point: one seat of bot A "
                                        "against bot B in the others, for each ordered pair of the ladder (it "
                                        "multiplies the cost)")] = False,
    skill_games: Annotated[int, typer.Option("--skill-games", min=2, max=10_000, help="--skill's games per ordered "
                                             "pair of bots at each point")] = 10,
    skill_bots: Annotated[Optional[str], typer.Option("--skill-bots", help="--skill's bots, weakest first (default: "
                                                      "random, the quick bots, the strong bot at two budgets)")] = None,
    variant: VariantOpt = None,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Vary numbers of the rules over ranges: every point plays the same seeds; curves of the mean score, the
    seats' and the changed component's owner's win rate, the start player's advantage, the game's length and
    outcome metrics, with 95% intervals; with --skill, a skill matrix at every point."""
    from ..harness.backend import session
    from ..harness.simulate import parse_bots
    from ..harness.skill import ladder
    from ..harness.sweep import MAX_PARAMETERS, grid, parse_values
    from ..harness.sweep import sweep as run_sweep
    from ..harness.sweep_report import html_report, target_line, trend_line

    game = chosen_game()
    # --target's batches play new seeds after the sweep's (harness/sweep.py): at most steps + 2 of them
    seeds = seed_span(seed, games, batch * (steps + 2) if target is not None else 0)
    players = players_of(game, players)
    if len(values) != len(vary):
        raise typer.BadParameter(f"{len(vary)} --vary and {len(values)} --values: give one --values for each --vary, "
                                 "in the same order", param_hint="--values")
    if len(vary) > MAX_PARAMETERS:
        raise typer.BadParameter(f"{len(vary)} parameters: at most {MAX_PARAMETERS} in one sweep", param_hint="--vary")
    try:
        lists = [parse_values(v) for v in values]
        points = len(grid(lists))
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--values") from None
    ladder_bots = skill_ladder(game, skill_bots, players)
    try:
        seats = parse_bots(game, bots or game.strong_bot or "random", players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    aim = _target(target) if target is not None else None
    locales_folder(game, locales)
    if out_file is not None:
        output_file(out_file, "--out")
    where = backend_of(backend, address, workers)
    asked = (seed_span(seed, skill_games), ladder_bots) if skill else None
    ranks = len(ladder_bots or ladder(game))
    total = (games * points + (batch * (steps + 2) if aim else 0)
             + (skill_games * ranks * (ranks - 1) * points if skill else 0))
    with session(where):
        if as_json:
            result = run_sweep(game, rules, variant or [], vary, lists, players, seeds, seats, where, None, aim, batch,
                               steps, asked)
        else:
            with _progress("sweeping", total) as advance:
                result = run_sweep(game, rules, variant or [], vary, lists, players, seeds, seats, where, advance, aim,
                                   batch, steps, asked)
    if out_file is not None:
        atomic_write(out_file, html_report(result))
    if as_json:
        print(json.dumps(result.as_json(), ensure_ascii=False))
        return
    table = Table(title=f"{result.name}: {games} games per point, {players} players, bots {','.join(seats)}")
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = "mean ± 95% interval (Wilson intervals are not symmetric: --json, --out); the same seeds at every value"
    keys = [k for k in ("owner_win", "mean_score", "first_player_advantage", "rounds") if k in result.points[0].curves]
    for param in result.parameters:
        # a grid's columns are named by their parameters, folded rather than cut on a narrow terminal
        table.add_column(param.name if len(result.parameters) > 1 else "value", justify="right",
                         no_wrap=len(result.parameters) == 1, overflow="fold")
    short = {"owner_win": "owner win", "mean_score": "mean", "first_player_advantage": "start adv.", "rounds": "rounds"}
    for k in keys:
        table.add_column(short[k], justify="right", no_wrap=True)
    for p in result.points:
        mark = " *" if result.is_base(p) else ""
        cells = [str(v) for v in p.values]
        cells[-1] += mark
        table.add_row(*cells, *("–" if math.isnan(p.curves[k].mean) else _est(p.curves[k], k in result.rates)
                                for k in keys))
    out.print(table)
    bases = ", ".join(str(b) for b in result.base_values)
    if any(result.is_base(p) for p in result.points):
        out.print(f"* the base rules' value{'s' if len(result.parameters) > 1 else ''} ({bases})")
    elif all(b is not None for b in result.base_values):
        out.print(f"the base rules' value{'s' if len(result.parameters) > 1 else ''}, {bases}, "
                  f"{'is' if len(result.parameters) == 1 else 'are'} not among those swept")
    for p in result.points if skill else ():
        skill_table(", ".join(f"{q.name} = {v}" for q, v in zip(result.parameters, p.values, strict=True)), p.skill)
    if result.owner_trend is not None:
        out.print(f"owner's win rate: {escape(trend_line(result.owner_trend))}")
    if result.search is not None:
        out.print(escape(target_line(result)))
    if out_file is not None:
        out.print(f"wrote {out_file}")
