"""The `speakeasy` command line (typer + rich).

typer gives subcommands, `--help` and exit code 2 for usage errors for free;
rich prints tables. Every command takes `--rules` and `--locales` so a designer
can work on a copy of the shipped folders.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.console import Console
from rich.table import Table
from typer.core import TyperGroup

from .errors import SpeakeasyError
from .resources import locales_dir, rules_dir


class _Group(TyperGroup):
    """Domain errors (bad rules, saves, decisions) become one message and exit 1, never a traceback."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except SpeakeasyError as e:
            err.print(f"error: {e}", markup=False)
            raise typer.Exit(1) from None


app = typer.Typer(
    cls=_Group,
    name="speakeasy",
    help="Speakeasy as data: check the rules, play, simulate.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="rules folder (default: the shipped rules)", file_okay=False)]
VariantOpt = Annotated[
    Optional[list[str]],
    typer.Option("--variant", help="apply a variant overlay: a name from rules/variants/ or a file; repeat to compose"),
]
LocalesOpt = Annotated[
    Optional[Path], typer.Option("--locales", help="locales folder (default: the shipped locales)", file_okay=False)
]


def _rules(path: Path | None) -> Path:
    return path if path is not None else rules_dir()


def _locales(path: Path | None) -> Path:
    return path if path is not None else locales_dir()


@app.command()
def check(
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Load, parse and check every rules file; report every problem with its position."""
    from .loader import check_rules
    from .text.check import check_locales

    report = check_rules(_rules(rules), variant or [])
    report.diagnostics += check_locales(report.rules, _locales(locales))
    if as_json:
        print(
            json.dumps(
                {
                    "ok": report.ok,
                    "components": report.components,
                    "reconstructed": report.reconstructed,
                    "errors": [d.as_json() for d in report.diagnostics],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        for d in report.diagnostics:
            out.print(d.render(), markup=False)
        table = Table(title="components", show_header=True)
        table.add_column("kind")
        table.add_column("count", justify="right")
        for kind, n in sorted(report.components.items()):
            table.add_row(kind, str(n))
        out.print(table)
        out.print(f"reconstructed values: {report.reconstructed}")
        if report.ok:
            out.print("[green]ok[/green]: the rules check clean")
        else:
            n = len(report.diagnostics)
            out.print(f"[red]{n} error{'s' if n != 1 else ''}[/red]")
    raise typer.Exit(0 if report.ok else 1)


@app.command()
def schema(
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write here instead of stdout")] = None,
) -> None:
    """Write the JSON Schema of the rules files, for editor completion and validation."""
    from .models import ComponentsFile

    doc = ComponentsFile.model_json_schema()
    doc["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    doc["title"] = "Speakeasy rules file"
    text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    if out_file is None:
        sys.stdout.write(text)
    else:
        from .saves import atomic_write

        atomic_write(out_file, text)
        out.print(f"wrote {out_file}")


def main() -> None:
    """Entry point: domain errors become messages, never tracebacks."""
    try:
        app()
    except SpeakeasyError as e:
        err.print(f"error: {e}", markup=False)
        sys.exit(1)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
    except Exception as e:  # a bug: say so briefly, keep the traceback behind a switch
        if os.environ.get("SPEAKEASY_DEBUG"):
            raise
        err.print(f"internal error: {type(e).__name__}: {e} (set SPEAKEASY_DEBUG=1 for details)", markup=False)
        sys.exit(70)


from . import cli_bench, cli_games, cli_scenarios, cli_soak, cli_text, cli_variants  # noqa: E402,F401  (register commands)
