"""`speakeasy check`, `schema` and `fmt`: the rules files themselves."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Diagnostic, RulesError
from ..files import atomic_write
from .common import (
    LocalesOpt,
    RulesOpt,
    VariantOpt,
    app,
    chosen_game,
    chosen_game_name,
    memo_key,
    out,
    output_file,
)


@app.command()
def check(
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Load, parse and check every rules file and every locale; report every problem with its position."""
    from ..cache import Store
    from .quick import show_check, valid_check
    from .work import check as work

    report = Store("check").get(memo_key("check", rules, locales, variant))
    if not valid_check(report):  # the same files and code as a run before: its report (interpreter/cache.py)
        report = work(chosen_game_name(), rules, locales, variant)
    raise typer.Exit(show_check(report, as_json))


@app.command()
def schema(
    out_file: Annotated[Optional[Path], typer.Option("--out", help="write here instead of stdout")] = None,
) -> None:
    """Write the JSON Schema of the rules files, for editor completion and validation."""
    if out_file is not None:
        output_file(out_file, "--out")
    game = chosen_game()
    doc = game.schema.file_model.model_json_schema()
    doc["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    doc["title"] = f"{game.name.capitalize()} rules file"
    text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    if out_file is None:
        sys.stdout.write(text)
    else:
        atomic_write(out_file, text)
        out.print(f"wrote {out_file}")


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
    from ..loading.formatting import format_text
    from ..loading.yamlsrc import parse_yaml, read_yaml

    diags: list[Diagnostic] = []
    changed: list[Path] = []
    targets = _targets(files)
    for path in targets:
        # the same safety checks and positioned errors as `check`: a file with any of them is left alone
        src, errs = read_yaml(path, str(path))
        diags += errs
        if src is None or errs:
            continue
        try:
            new = format_text(src.text)
        except Exception as err:  # ruamel refusing what PyYAML read: report it, never a traceback
            diags.append(Diagnostic(str(path), 1, 1, f"cannot format: {str(err).splitlines()[0] if str(err) else err}"))
            continue
        again, _ = parse_yaml(new, str(path))
        if again is None or again.data != src.data:  # a formatter must never change what a file means
            diags.append(Diagnostic(str(path), 1, 1, "formatting would change the data; file left alone"))
            continue
        if new != src.text:
            changed.append(path)
            if not check_only:
                atomic_write(path, new)
    if diags:
        raise RulesError(diags)
    for path in changed:
        out.print(f"{'would reformat' if check_only else 'reformatted'} {path}", markup=False)
    n, files_ = len(targets) - len(changed), "file" if len(changed) == 1 else "files"
    out.print(f"{len(changed)} {files_} {'would be reformatted' if check_only else 'reformatted'}, {n} already formatted")
    raise typer.Exit(1 if check_only and changed else 0)
