"""`speakeasy locales status` and `speakeasy locales mark-reviewed`: a translator's workflow (text/status.py).

`status` lists, per language, the messages that are new (in English, not translated), changed since
translated (the `# source:` fingerprint above the translation is not English's now), unmarked (never
reviewed: no fingerprint) and unused (no longer in English). Exit 0 when nothing is listed, 1 otherwise,
so CI can ask for an up-to-date translation. `mark-reviewed` records English's fingerprints now.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..text.languages import LANGUAGES
from .common import LocalesOpt, app, chosen_game, load, locales_folder, out

locales_app = typer.Typer(name="locales", help="A translator's workflow: what changed, and marking it reviewed.",
                          no_args_is_help=True)
app.add_typer(locales_app, name="locales")


def _which(lang: str | None) -> list[str]:
    langs = [x for x in LANGUAGES if x != "en"] if lang is None else [lang]
    if any(x not in LANGUAGES or x == "en" for x in langs):
        raise typer.BadParameter(f"unknown language {lang!r}; translations: "
                                 f"{', '.join(x for x in LANGUAGES if x != 'en')}", param_hint="--lang")
    return langs


@locales_app.command("status")
def status_cmd(
    lang: Annotated[Optional[str], typer.Option("--lang", help="one language (default: every translation)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="the lists as JSON")] = False,
    locales: LocalesOpt = None,
) -> None:
    """Per language, the messages new, changed since translated, never reviewed and unused."""
    from ..text.status import KINDS, status
    from .pins import review

    langs = _which(lang)
    game = chosen_game()
    folder = locales_folder(game, locales, ["en", *langs])
    report = {x: status(folder, x) for x in langs}
    ruleset = load(game, None)  # and the pins to look at (cli/pins.py), the generated text beside each
    pins = {x: review(game, ruleset, folder, x, only_problems=True, unreviewed=True) for x in langs}
    if as_json:
        out.print_json(json.dumps({x: {k: [{"id": e.id, "file": e.file, "line": e.line} for e in v]
                                       for k, v in r.items()} for x, r in report.items()}))
    else:
        for x, r in report.items():
            out.print(f"{x}: " + ", ".join(f"{len(r[k])} {k}" for k in KINDS), markup=False)
            for k in KINDS:
                for e in r[k]:
                    out.print(f"  {e.file}:{e.line}: {k} {e.id}", markup=False, soft_wrap=True)
            lines, n = pins[x]
            out.print(f"{x}: {n} pin{'s' if n != 1 else ''} to look at (stale, refused, English changed or not reviewed)",
                      markup=False)
            for line in lines:
                out.print(f"  {line}", markup=False, soft_wrap=True)
    raise typer.Exit(1 if any(v for r in report.values() for v in r.values()) or any(n for _, n in pins.values()) else 0)


@locales_app.command("mark-reviewed")
def mark_reviewed_cmd(
    ids: Annotated[Optional[list[str]], typer.Argument(help="message ids (default: every translated message)")] = None,
    lang: Annotated[Optional[str], typer.Option("--lang", help="one language (default: every translation)")] = None,
    locales: LocalesOpt = None,
) -> None:
    """Record above each translation the fingerprint of its English now (after a translator has read it)."""
    from ..text.status import mark_reviewed

    langs = _which(lang)
    folder: Path = locales_folder(chosen_game(), locales, ["en", *langs])
    for x in langs:
        for f in mark_reviewed(folder, x, set(ids) if ids else None):
            out.print(f"marked {f}", markup=False, soft_wrap=True)
