"""`speakeasy locales status` and `speakeasy locales mark-reviewed`: a translator's workflow (text/status.py).

`status` lists, per language and layer (the core's, the game's), the messages that are new (translated but
never reviewed: no fingerprint), changed since reviewed (the `# source:` fingerprint above the translation is
not English's now), unused (no longer in English) and missing (in English, not translated), and every English
message without a note of where it appears (`# where: …`, its own or its group's). Exit 0 when nothing is
listed, 1 otherwise, so CI can ask for an up-to-date translation. `mark-reviewed` records English's
fingerprints now. `pseudo` writes the pseudo-locale's files (text/pseudo.py) for a translator to read.
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


def _layers(locales: Path | None, folder: Path) -> list[Path]:
    """The folders a translator works on: the core's layer (a `core/` folder of ``--locales`` holding English,
    D-230; else the shipped core's, unless ``--locales`` was given) and the game's."""
    from ..text.locale import CORE_LOCALES

    core = folder / "core"
    if (core / "en").is_dir():
        return [core, folder]
    return [CORE_LOCALES, folder] if locales is None else [folder]


@locales_app.command("status")
def status_cmd(
    lang: Annotated[Optional[str], typer.Option("--lang", help="one language (default: every translation)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="the lists as JSON")] = False,
    locales: LocalesOpt = None,
) -> None:
    """Per language and layer, the messages new (never reviewed), changed since reviewed, unused and missing;
    every English message without a note of where it appears; and the pins to look at, the generated text
    beside each (cli/pins.py)."""
    from ..text.status import KINDS, limits, status, too_long, unnoted
    from .pins import review

    langs = _which(lang)
    game = chosen_game()
    folder = locales_folder(game, locales, ["en", *langs])
    layers = _layers(locales, folder)
    report = {(x, str(f)): status(f, x) for f in layers for x in langs}
    notes = [e for f in layers for e in unnoted(f)]
    allowed = {f: limits(f) for f in layers}  # the lengths the notes allow (`max N chars`)
    long = [e for f in layers for x in ["en", *langs] for e in too_long(f, x, allowed[f])]
    ruleset = load(game, None)
    pins = {x: review(game, ruleset, folder, x, only_problems=True, unreviewed=True) for x in langs}
    if as_json:
        out.print_json(json.dumps({
            "languages": [{"lang": x, "folder": f, **{k: [{"id": e.id, "file": e.file, "line": e.line} for e in v]
                                                       for k, v in r.items()}} for (x, f), r in report.items()],
            "unnoted": [{"id": e.id, "file": e.file, "line": e.line} for e in notes],
            "too_long": [{"id": e.id, "file": e.file, "line": e.line} for e in long],
            "pins": {x: n for x, (_, n) in pins.items()}}))  # how many pins to look at (`pin --check` lists them)
    else:
        for (x, f), r in report.items():
            out.print(f"{x} ({f}): " + ", ".join(f"{len(r[k])} {k}" for k in KINDS), markup=False, soft_wrap=True)
            for k in KINDS:
                for e in r[k]:
                    out.print(f"  {e.file}:{e.line}: {k} {e.id}", markup=False, soft_wrap=True)
        out.print(f"en: {len(notes)} without a note of where it appears", markup=False)
        for e in notes:
            out.print(f"  {e.file}:{e.line}: no note (# where: …) {e.id}", markup=False, soft_wrap=True)
        out.print(f"{len(long)} longer than their note allows", markup=False)
        for e in long:
            out.print(f"  {e.file}:{e.line}: too long for its note (max {allowed[Path(e.file).parent.parent][e.id]} "
                      f"chars) {e.id}", markup=False, soft_wrap=True)
        for x, (lines, n) in pins.items():
            out.print(f"{x}: {n} pin{'s' if n != 1 else ''} to look at (stale, refused, English changed or not reviewed)",
                      markup=False)
            for line in lines:
                out.print(f"  {line}", markup=False, soft_wrap=True)
    raise typer.Exit(1 if notes or long or any(v for r in report.values() for v in r.values())
                     or any(n for _, n in pins.values()) else 0)


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
    for layer in _layers(locales, folder):
        for x in langs:
            for f in mark_reviewed(layer, x, set(ids) if ids else None):
                out.print(f"marked {f}", markup=False, soft_wrap=True)


@locales_app.command("pseudo")
def pseudo_cmd(
    target: Annotated[Path, typer.Argument(help="a new folder: a copy of the game's locales with the pseudo-locale",
                                           file_okay=False)],
    lang: Annotated[str, typer.Option("--lang", help="the pseudo-locale")] = "en-XA",
    locales: LocalesOpt = None,
) -> None:
    """Write a locales folder (use it with --locales) holding the game's languages and the pseudo-locale's
    files, generated from English: TARGET/<lang>/ for the game's messages, TARGET/core/<lang>/ for the core's.
    (Without such a folder, `--lang en-XA` generates the same text when the locale is loaded.)"""
    import shutil

    from ..text.languages import PSEUDO
    from ..text.locale import CORE_LOCALES
    from ..text.pseudo import pseudo_text

    if lang not in PSEUDO:
        raise typer.BadParameter(f"{lang!r} is no pseudo-locale; pseudo-locales: {', '.join(PSEUDO)}",
                                 param_hint="--lang")
    folder = locales_folder(chosen_game(), locales, [PSEUDO[lang]])
    if target.exists():
        raise typer.BadParameter(f"{target} exists: give a new folder", param_hint="TARGET")
    shutil.copytree(folder, target)
    for source, into in ((folder, target), (CORE_LOCALES, target / "core")):
        (into / lang).mkdir(parents=True, exist_ok=True)
        for path in sorted((source / PSEUDO[lang]).glob("*.ftl")):
            (into / lang / path.name).write_text(pseudo_text(path.read_text(encoding="utf-8")), encoding="utf-8")
    out.print(f"wrote {target} (use it with --locales {target} --lang {lang})", markup=False, soft_wrap=True)
