"""`speakeasy compare` (base against variants, by simulation) and `speakeasy fmt` (format rules files)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich import box
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .cli import LocalesOpt, RulesOpt, VariantOpt, _rules, app, err, out
from .errors import Diagnostic, RulesError

if TYPE_CHECKING:
    from .compare import Estimate


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
    from .compare import compare as run_compare
    from .compare import html_report
    from .simulate import parse_bots

    if not variant:
        raise typer.BadParameter("give at least one variant to compare with the base rules", param_hint="--variant")
    try:
        seats = parse_bots(bots, players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    seeds = range(seed, seed + games)
    if as_json:
        result = run_compare(_rules(rules), variant, players, seeds, seats, workers)
    else:
        # no auto-refresh thread: worker processes are forked while the bar is live
        with Progress(TextColumn("comparing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=err, transient=True, auto_refresh=False) as bar:
            task = bar.add_task("pairs", total=games)

            def advance(n: int) -> None:
                bar.advance(task, n)
                bar.refresh()

            result = run_compare(_rules(rules), variant, players, seeds, seats, workers, advance)
    if out_file is not None:
        from .saves import atomic_write

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


# ------------------------------------------------------------------------ fmt
def _yaml() -> Any:
    """A ruamel round-trip YAML in the house style: 2-space mappings, `- ` items indented by 2, no rewrapping."""
    from ruamel.yaml import YAML
    from ruamel.yaml.constructor import RoundTripConstructor
    from ruamel.yaml.representer import RoundTripRepresenter
    from ruamel.yaml.scalarint import ScalarInt

    class PlusInt(ScalarInt):
        """An integer written with its sign (`war_modifier: +1`): ruamel would drop the '+'."""

    def construct_int(loader: Any, node: Any) -> Any:
        value = RoundTripConstructor.construct_yaml_int(loader, node)
        if str(node.value).startswith("+") and type(value) is int:
            return PlusInt(value)
        return value

    def represent_plus(dumper: Any, data: Any) -> Any:
        return dumper.represent_scalar("tag:yaml.org,2002:int", f"+{int(data)}")

    class Constructor(RoundTripConstructor):
        pass

    class Representer(RoundTripRepresenter):
        pass

    Constructor.add_constructor("tag:yaml.org,2002:int", construct_int)
    Representer.add_representer(PlusInt, represent_plus)
    y = YAML(typ="rt")
    y.Constructor, y.Representer = Constructor, Representer
    y.preserve_quotes = True
    y.indent(mapping=2, sequence=4, offset=2)
    y.width = 4096
    return y


def format_text(text: str) -> str:
    """The formatted text of a rules or variant file (comments, key order and quotes kept)."""
    y = _yaml()
    buf = io.StringIO()
    y.dump(y.load(text), buf)
    return buf.getvalue()


def _targets(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for p in paths:
        found += sorted(p.rglob("*.yaml")) if p.is_dir() else [p]
    return found


@app.command()
def fmt(
    files: Annotated[list[Path], typer.Argument(help="rules or variant files, or folders of them")],
    check_only: Annotated[bool, typer.Option("--check", help="change nothing; exit 1 if a file would change")] = False,
) -> None:
    """Format rules and variant files: keep comments, key order and quotes; normalise indentation."""
    import yaml as pyyaml

    from .yamlsrc import read_yaml

    diags: list[Diagnostic] = []
    changed: list[Path] = []
    targets = _targets(files)
    for path in targets:
        src, errs = read_yaml(path, str(path))  # the same safety checks and positioned errors as `check`
        diags += errs
        if src is None:
            continue
        new = format_text(src.text)
        if pyyaml.safe_load(new) != src.data:  # a formatter must never change what a file means
            diags.append(Diagnostic(str(path), 1, 1, "formatting would change the data; file left alone"))
            continue
        if new != src.text:
            changed.append(path)
            if not check_only:
                from .saves import atomic_write

                atomic_write(path, new)
    if diags:
        raise RulesError(diags)
    for path in changed:
        out.print(f"{'would reformat' if check_only else 'reformatted'} {path}", markup=False)
    n, files_ = len(targets) - len(changed), "file" if len(changed) == 1 else "files"
    out.print(f"{len(changed)} {files_} {'would be reformatted' if check_only else 'reformatted'}, {n} already formatted")
    raise typer.Exit(1 if check_only and changed else 0)
