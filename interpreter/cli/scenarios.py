"""`speakeasy scenario run FILE|DIR…`: scenario tests written as data (docs/scenarios.md).

Exit codes: 0 every scenario passes (an expected failure, ``xfail``, counts as
passing), 1 a scenario fails (or an ``xfail`` one unexpectedly passes), 2 a
scenario file is malformed — the file is wrong, not the rules, so it wins over 1.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..sanitize import markup
from .common import app, chosen_game, err, out

scenario_app = typer.Typer(name="scenario", help="Scenario tests written as data: run them.", no_args_is_help=True)
app.add_typer(scenario_app, name="scenario")

_STYLE = {"pass": "green", "xfail": "yellow", "fail": "red", "xpass": "red", "malformed": "red"}
_WORDS = {"pass": "passed", "xfail": "failed as expected (xfail)", "fail": "failed", "xpass": "passed unexpectedly (xpass)",
          "malformed": "malformed"}


@scenario_app.command("run")
def run(
    targets: Annotated[list[Path], typer.Argument(help="scenario files, or folders: every *.yaml in each (a shell glob "
                                                       "gives several: tests/scenarios/p1*.yaml)", exists=True)],
) -> None:
    """Run scenario files: each one's pass/fail, each failure with its step, path, expected and actual value."""
    from ..harness.scenarios import run_file, scenario_files

    empty = [t for t in targets if not scenario_files(t)]
    if empty:
        err.print(f"no scenario files (*.yaml) in {empty[0]}", markup=False)
        raise typer.Exit(2)
    game = chosen_game()
    files = list(dict.fromkeys(p.resolve() for t in targets for p in scenario_files(t)))  # each file once, in order
    shown = {p.resolve(): p for t in targets for p in scenario_files(t)}
    results = [run_file(p, str(shown[p]), game) for p in files]
    for r in results:
        head, _, rest = r.report().partition(" ")
        out.print(f"[{_STYLE[r.status]}]{markup(head)}[/] {markup(rest)}", markup=True)
    counts = {s: sum(r.status == s for r in results) for s in _STYLE}
    out.print(", ".join(f"{n} {_WORDS[s]}" for s, n in counts.items() if n))
    if counts["malformed"]:
        raise typer.Exit(2)
    raise typer.Exit(0 if all(r.ok for r in results) else 1)
