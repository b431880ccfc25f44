"""`speakeasy pin`: write a component's text by hand in one language, and review the pins (text/pins.py).

    speakeasy pin COMPONENT --lang zh-Hans "LINE" ["LINE" …]   pin (or re-pin) with the fingerprints of now
    speakeasy pin COMPONENT --lang zh-Hans --remove            drop a pin
    speakeasy pin --list [--lang L]                            every pin, the generated text beside it
    speakeasy pin --check [--lang L]                           the pins to look at; exit 1 if any

A pin is written only if `check` would accept it (its numbers, amounts and names are the generated
text's); the file is written atomically and keeps its mode. A pin is of the rules as shipped (or
``--rules``): pins are not written against a variant (D-221).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from ..errors import InterpreterError
from ..text.languages import LANGUAGES
from .common import LocalesOpt, RulesOpt, app, chosen_game, err, load, locales_folder, out


def _lang(lang: str) -> str:
    if lang not in LANGUAGES:
        raise typer.BadParameter(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}", param_hint="--lang")
    return lang


def review(game: Any, ruleset: Any, folder: Path, lang: str, only_problems: bool,
           unreviewed: bool = False) -> tuple[list[str], int]:
    """The lines that show a language's pins for review (each with the generated text beside it), and how
    many want a look: stale, refused, of an unknown component, or translated from an English that changed
    (and, if ``unreviewed``, one without a reviewer's mark, as `locales status` lists an unmarked message)."""
    from ..text.pins import english_of, judge, pins_file, read_pins, side_by_side

    pins, problems = read_pins(pins_file(folder, lang))
    lines = [d.render() for d in problems]
    if not pins:
        return lines, len(problems)
    generated = game.text.texts(ruleset, lang, folder, pinned=False)
    english = {t.id: english_of(t) for t in game.text.texts(ruleset, "en", folder, pinned=False)} if lang != "en" else {}
    bad = len(problems)
    for v in judge(pins, generated, ruleset, game.text.kinds):
        moved = lang != "en" and v.generated is not None and v.pin.english != english.get(v.pin.component)
        state = ("unknown component" if v.generated is None else "stale" if v.stale else "refused" if not v.ok
                 else "English changed since translated" if moved else "ok")
        if state != "ok" or (unreviewed and not v.pin.reviewer):
            bad += 1
        elif only_problems:
            continue
        mark = f"reviewed by {v.pin.reviewer}" + (f" on {v.pin.reviewed}" if v.pin.reviewed else "") if v.pin.reviewer \
            else "not reviewed"
        lines.append(f"{v.pin.file}:{v.pin.line}: {lang} {v.pin.component}: {state} ({mark})"
                     + side_by_side(v.generated.lines if v.generated is not None else ["(no such component)"], v.pin.lines))
        lines += [f"  {d.render()}" for d in v.problems if not v.stale]
    return lines, bad


@app.command()
def pin(
    component: Annotated[Optional[str], typer.Argument(help="the component to pin (see `speakeasy text --all`)")] = None,
    text: Annotated[Optional[list[str]], typer.Argument(help="its text, one argument per line")] = None,
    lang: Annotated[Optional[str], typer.Option("--lang", help="the pin's language (listing: default every one)")] = None,
    reviewer: Annotated[Optional[str], typer.Option("--reviewer", help="who read it against the generated text "
                                                                      "(recorded with today's date)")] = None,
    remove: Annotated[bool, typer.Option("--remove", help="drop the component's pin")] = False,
    show: Annotated[bool, typer.Option("--list", help="every pin, with the generated text beside it")] = False,
    check: Annotated[bool, typer.Option("--check", help="the pins to look at (stale, refused, English changed); "
                                                        "exit 1 if any")] = False,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
) -> None:
    """Pin a component's text in one language (written by hand, held to the effect it describes)."""
    game = chosen_game()
    if show or check:
        if component is not None:
            raise typer.BadParameter("--list and --check take no component", param_hint="COMPONENT")
        langs = [_lang(lang)] if lang else list(LANGUAGES)
        folder = locales_folder(game, locales, ["en", *langs])
        ruleset = load(game, rules)
        bad = 0
        for x in langs:
            lines, n = review(game, ruleset, folder, x, only_problems=check)
            bad += n
            for line in lines:
                out.print(line, markup=False, highlight=False)
        if check:
            out.print(f"{bad} pin{'s' if bad != 1 else ''} to look at", markup=False)
        raise typer.Exit(1 if check and bad else 0)
    if component is None or lang is None:
        raise typer.BadParameter("give COMPONENT and --lang (and the text), or --list / --check", param_hint="COMPONENT")
    _lang(lang)
    if remove == bool(text):
        raise typer.BadParameter("give the text to pin, or --remove (not both)", param_hint="TEXT")
    folder = locales_folder(game, locales, ["en", lang])
    write_pin(game, load(game, rules), folder, component, lang, text or [], reviewer, remove)


def write_pin(game: Any, ruleset: Any, folder: Path, component: str, lang: str, text: list[str],
              reviewer: str | None, remove: bool) -> None:
    """Write (or remove) one pin through text/pinwrite.py (the studio's editor writes through it too), and say
    what was done or why not."""
    from ..text.pins import side_by_side
    from ..text.pinwrite import PinError, PinRefused, lines_of, write

    lines = lines_of(text)
    if not remove and not lines:
        raise typer.BadParameter("the text is empty", param_hint="TEXT")
    try:
        done = write(game.text, ruleset, folder, component, lang, lines, reviewer, remove)
    except PinRefused as e:
        for d in e.problems:
            err.print(d.render(), markup=False, highlight=False)
        raise InterpreterError(str(e)) from None
    except PinError as e:
        raise InterpreterError(str(e)) from None
    if done.removed:
        out.print(f"removed the pin of {component} from {done.path}", markup=False)
        return
    out.print(f"pinned {component} in {done.path}" + side_by_side(done.generated, done.lines), markup=False,
              highlight=False)
