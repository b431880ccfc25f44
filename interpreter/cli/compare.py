"""`speakeasy compare`: base rules against variants, by simulation on paired seeds."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich import box
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from ..files import atomic_write
from ..sanitize import json_text, markup
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
    err,
    locales_folder,
    out,
    output_file,
    players_of,
    seed_option,
    seed_span,
)

if TYPE_CHECKING:
    from ..harness.compare import Comparison, Estimate
    from ..harness.package import GamePackage


@contextmanager
def _progress(label: str, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr and the function that moves it on by n finished games."""
    # no auto-refresh thread: worker processes are forked while the bar is live
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=err, transient=True, auto_refresh=False) as bar:
        task = bar.add_task(label, total=total)

        def advance(n: int) -> None:
            bar.advance(task, n)
            bar.refresh()

        yield advance


@app.command()
def compare(
    variant: VariantOpt = None,
    players: PlayersOpt = None,
    games: Annotated[int, typer.Option("--games", "-n", min=2, help="paired games (seeds)")] = 200,
    seed: Annotated[int, seed_option("seed of the first pair; pair k uses seed+k")] = 0,
    bots: Annotated[Optional[str], typer.Option("--bots", help="a bot for every seat, or one per seat: greedy,random,... "
                                                "(default: the game's strong bot; NAME:PARAM passes a parameter)")] = None,
    primary: Annotated[Optional[str], typer.Option("--primary", help="the primary metric, named before the games are "
                                                   "played (the others are Holm-corrected; default: the variant's "
                                                   "`primary:`, else the game's, else mean_score)")] = None,
    lang: Annotated[str, typer.Option("--lang", help="the language of the rule text the report shows")] = "en",
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1,
                                                   help="processes (default: every core, or all CPUs of a Ray cluster)")] = None,
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write a self-contained HTML report here")] = None,
    impact_file: Annotated[Optional[Path], typer.Option("--impact", help="also write the variant's per-component impact "
                                                        "page here (and the base rules' beside it, NAME-base.html), "
                                                        "from the same games")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    skill: Annotated[bool, typer.Option("--skill", help="also a skill matrix on each side: one seat of bot A against "
                                        "bot B in the others, for each ordered pair of random, greedy and the strong "
                                        "bot at two budgets (it multiplies the cost)")] = False,
    skill_games: Annotated[int, typer.Option("--skill-games", min=2, max=10_000, help="--skill's games per ordered "
                                             "pair of bots")] = 20,
    skill_bots: Annotated[Optional[str], typer.Option("--skill-bots", help="--skill's bots, weakest first (default: "
                                                      "random, the quick bots, the strong bot at a quarter of its "
                                                      "budget and at its own)")] = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Play the base rules and base + variants on the same seeds and bots; compare the results."""
    from ..harness.backend import session
    from ..harness.compare import compare as run_compare
    from ..harness.compare import html_report, metric_keys
    from ..harness.compare_report import advantage_line, headline, power_line
    from ..harness.simulate import parse_bots
    from ..text.languages import LANGUAGES

    game = chosen_game()
    seeds = seed_span(seed, games)
    players = players_of(game, players)
    if not variant:
        raise typer.BadParameter("give at least one variant to compare with the base rules", param_hint="--variant")
    try:
        seats = parse_bots(game, bots or game.strong_bot or "random", players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    if primary is not None and primary not in metric_keys(players, game):
        raise typer.BadParameter(f"unknown metric {primary!r}; metrics: {', '.join(metric_keys(players, game))}",
                                 param_hint="--primary")
    if lang not in LANGUAGES:
        raise typer.BadParameter(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}", param_hint="--lang")
    locales_folder(game, locales)  # the report is not in words, but a wrong --locales is said before the games
    if out_file is not None:
        output_file(out_file, "--out")  # before the games, not after every one has run
    skill_seeds = seed_span(seed, skill_games) if skill else range(0)
    ladder_bots = skill_ladder(game, skill_bots, players)
    where = backend_of(backend, address, workers)
    with session(where):
        if as_json:
            result = run_compare(game, rules, variant, players, seeds, seats, workers, primary=primary, lang=lang,
                                 backend=where)
        else:
            with _progress("comparing", games) as advance:
                result = run_compare(game, rules, variant, players, seeds, seats, workers, advance, primary, lang, where)
        if skill:
            result = _with_skill(game, rules, variant, players, skill_seeds, result, where, as_json,
                                 ladder_bots)
    if out_file is not None:
        atomic_write(out_file, html_report(result))
    if impact_file is not None:
        _impact_pages(game, rules, variant, seats, result, impact_file, lang)
    if as_json:
        print(json_text(result.as_json()))
        return
    table = Table(title=f"base vs {' + '.join(variant)}: {games} paired games, {players} players, bots {','.join(seats)}")
    # no vertical rules and short cells: the table fits an 80-column terminal
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = ("mean ± 95% CI; difference: variant − base per seed, paired t-test; sig.: the primary (*) at "
                     "p < 0.05, the others at Holm's adjusted p < 0.05")
    table.add_column("metric", no_wrap=True)
    for col in ("base", "variant", "difference", "p", "Holm", "sig."):
        table.add_column(col, justify="right", no_wrap=True)
    for m in result.metrics:
        pct = m.rate
        table.add_row(m.label + (" *" if m.primary else ""), _est(m.base, pct), _est(m.variant, pct), _est(m.diff, pct),
                      _p(m.p), "–" if m.primary else _p(m.p_adjusted), Text("yes", style="bold") if m.significant else "no")
    out.print(f"[bold]{markup(headline(result))}[/bold]", markup=True)
    for change in result.texts:
        out.print(f"  {change.name}: {' '.join(change.before) or '–'} → {' '.join(change.after) or '–'}")
    for data in result.changes:
        out.print(f"  {data.path}: {data.before} → {data.after}")
    out.print(table)
    out.print(f"power: {power_line(result)}")
    out.print(advantage_line(result))
    for side, matrix in zip(("base", "variant"), result.skill or (), strict=False):
        skill_table(side, matrix)
    if result.sides is not None:
        base, var = result.sides
        places = ", ".join(f"{k.removeprefix('loc_')} {100 * base.places.get(k, 0):.0f}→{100 * var.places.get(k, 0):.0f}%"
                           for k in dict.fromkeys([*base.places, *var.places]))
        points = ", ".join(f"{k} {base.points.get(k, 0):.0f}→{var.points.get(k, 0):.0f}"
                           for k in dict.fromkeys([*base.points, *var.points]))
        out.print(f"{result.words['places']}: {places}\npoints (mean per player): {points}")
    if out_file is not None:
        out.print(f"wrote {out_file}")


def skill_ladder(game: GamePackage[Any], text: Optional[str], players: int) -> list[str] | None:
    """`--skill-bots`: the bots of a skill matrix, weakest first, each checked (None: the game's own ladder)."""
    from ..harness.simulate import parse_bots

    if text is None:
        return None
    try:
        bots = list(dict.fromkeys(parse_bots(game, text, 1) if "," not in text else
                                  [b for b in (x.strip() for x in text.split(",")) if b]))
        for b in bots:
            parse_bots(game, b, players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--skill-bots") from None
    if len(bots) < 2:
        raise typer.BadParameter("a skill matrix needs at least two bots", param_hint="--skill-bots")
    return bots


def _with_skill(game: GamePackage[Any], rules: Optional[Path], variants: list[str], players: int, seeds: range,
                result: Comparison, where: Any, quiet: bool, chosen: list[str] | None = None) -> Comparison:
    """The comparison with each side's skill matrix (harness/skill.py), on the same seeds."""
    from dataclasses import replace

    from ..harness.skill import ladder, skill_matrix

    folder = Path(rules or game.schema.shipped or ".")
    bots = chosen or ladder(game)
    total = len(seeds) * len(bots) * (len(bots) - 1)
    sides = []
    for label, ruleset in (("skill, base", game.load_rules(folder)), ("skill, variant", game.load_rules(folder, variants))):
        if quiet:
            sides.append(skill_matrix(game, ruleset, players, seeds, bots, where))
        else:
            with _progress(label, total) as advance:
                sides.append(skill_matrix(game, ruleset, players, seeds, bots, where, advance))
    return replace(result, skill=(sides[0], sides[1]))


def skill_table(side: str, matrix: Any) -> None:
    bots = list(matrix.bots)
    table = Table(title=f"skill matrix, {side}: the row bot's share of the wins, one seat among the column's")
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = f"{matrix.games} games a pair, seats rotated; fair share {100 / matrix.players:.0f}%"
    table.add_column("row \\ column", no_wrap=True)
    for b in bots:
        table.add_column(b, justify="right", no_wrap=True)
    for a in bots:
        table.add_row(a, *("–" if a == b else f"{100 * matrix.cells[a, b].mean:.0f}%" for b in bots))
    out.print(table)


def _impact_pages(game: GamePackage[Any], rules: Optional[Path], variants: list[str], seats: list[str],
                  result: Comparison, path: Path, lang: str) -> None:
    """The impact pages of both sides of a comparison, from its games (`speakeasy impact` on each rule set)."""
    from ..harness.impact import of_games
    from ..harness.impact_report import html_report as impact_page

    if game.components is None:
        raise typer.BadParameter(f"{game.name} does not say which components its players used", param_hint="--impact")
    folder = Path(rules or game.schema.shipped or ".")
    for side, ruleset, stats in (("variant", game.load_rules(folder, variants), [y for _, y in result.pairs]),
                                 ("base", game.load_rules(folder), [x for x, _ in result.pairs])):
        target = path if side == "variant" else path.with_name(f"{path.stem}-base{path.suffix}")
        atomic_write(target, impact_page(of_games(game, ruleset, stats, seats, variants if side == "variant" else [], lang)))


def _p(p: float | None) -> str:
    return "–" if p is None else "<.001" if p < 0.001 else f"{p:.3f}"[1:] if p < 1 else "1"


def _est(e: Estimate, pct: bool) -> str:
    def f(x: float) -> str:
        return f"{100 * x:.0f}%" if pct else f"{x:.0f}" if abs(x) >= 100 else f"{x:.1f}"

    # t-intervals are symmetric, so "mean ± half-width" says it all in a narrow terminal
    if e.low is None or e.high is None:
        return f(e.mean)
    half = (e.high - e.low) / 2
    return f"{f(e.mean)} ±{f(half) if pct or half < 10 else f'{half:.0f}'}"


@app.command()
def impact(
    variant: VariantOpt = None,
    players: PlayersOpt = None,
    games: Annotated[int, typer.Option("--games", "-n", min=2, help="games to play")] = 200,
    seed: Annotated[int, seed_option("seed of the first game; game k uses seed+k")] = 0,
    bots: Annotated[Optional[str], typer.Option("--bots", help="a bot for every seat, or one per seat "
                                                "(default: the game's strong bot)")] = None,
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1,
                                                   help="processes (default: every core, or all CPUs of a Ray cluster)")] = None,
    min_users: Annotated[int, typer.Option("--min-users", min=1, help="players who must have used a component "
                                           "(and not used it) for the plots and the table's top")] = 10,
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write a self-contained HTML report here")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    lang: Annotated[str, typer.Option("--lang", help="the language of the components' names")] = "en",
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Per-component impact: how often players took or used each component, and how its users fared."""
    from ..harness.impact import impact as run_impact
    from ..harness.impact_report import html_report
    from ..harness.simulate import parse_bots
    from ..text.languages import LANGUAGES

    game = chosen_game()
    seeds = seed_span(seed, games)
    players = players_of(game, players)
    if game.components is None or game.facts is None:
        raise typer.BadParameter(f"{game.name} does not say which components its players used")
    try:
        seats = parse_bots(game, bots or game.strong_bot or "random", players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    if lang not in LANGUAGES:
        raise typer.BadParameter(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}", param_hint="--lang")
    where = backend_of(backend, address, workers)
    if as_json:
        result = run_impact(game, rules, variant or [], players, seeds, seats, workers, lang=lang, backend=where)
    else:
        with _progress("playing", games) as advance:
            result = run_impact(game, rules, variant or [], players, seeds, seats, workers, advance, lang, where)
    if out_file is not None:
        atomic_write(out_file, html_report(result, min_users))
    if as_json:
        print(json_text(result.as_json()))
        return
    ranked = result.ranked(min_users)
    table = Table(title=f"component impact, {' + '.join(variant or ['base rules'])}: {games} games, bots {','.join(seats)}")
    table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    table.caption = f"users − others, 95% CI; components used by at least {min_users} players (and not by {min_users})"
    table.add_column("component", no_wrap=True, max_width=34)
    for col in ("group", "used", "win rate", result.score):
        table.add_column(col, justify="right", no_wrap=True)
    for c in ranked[:8] + [c for c in ranked[-8:] if c not in ranked[:8]]:
        table.add_row(c.name, c.group, f"{100 * c.use.mean:.0f}%", _est(c.win.diff, True), _est(c.score.diff, False))
    out.print(table)
    for r in result.roles:  # a game that deals roles: each role's players apart
        top = result.ranked(min_users, r.components)[:3]
        out.print(f"{r.name}: {r.seats} player-games, win rate {_est(r.win, True)}, {result.score} {_est(r.score, False)}"
                  + (f"; most with them: {', '.join(c.name for c in top)}" if top else ""), markup=False)
    if out_file is not None:
        out.print(f"wrote {out_file}")
