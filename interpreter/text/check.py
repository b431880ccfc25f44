"""Checking the locales: missing, extra or duplicate messages, variables that differ, and
components that fail to render — reported as ``file:line:col: message`` like rules errors."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import Diagnostic
from .catalog import OPTIONAL, filter_choices, filter_keys, required
from .kit import TextKit
from .languages import LANGUAGES
from .locale import CORE_LOCALES, Locale, load_locale

BASE = "en"
# Variables the renderer passes even where English has no use for them: a noun's measure word.
PASSED_ALWAYS = {"measure"}


def _at(loc: Locale, key: str, message: str) -> Diagnostic:
    file, line, col = loc.messages[key]
    return Diagnostic(file, line, col, message)


def check_locales(kit: TextKit, rules: Any | None, folder: Path | None = None,
                  languages: tuple[str, ...] = LANGUAGES) -> list[Diagnostic]:
    """Every problem of the core's and a game's locale folders (``folder``: the game's, by default the shipped one)."""
    folder = folder or kit.locales
    out: list[Diagnostic] = []
    locales = {lang: load_locale([CORE_LOCALES, folder], lang) for lang in languages}
    for loc in locales.values():
        out += loc.problems
    needed = required(kit, rules)
    choices = filter_choices(kit.vocabulary)
    optional = filter_keys(kit) | OPTIONAL
    base = locales.get(BASE)
    for lang, loc in locales.items():
        where = str(folder / lang)
        for key in sorted(needed - set(loc.messages)):
            out.append(Diagnostic(where, 1, 1, f"missing message '{key}' in {lang}"))
        for noun, flag in choices:
            options = [f"adj-{noun}-{flag}", f"adj-{flag}", f"qual-{noun}-{flag}", f"qual-{flag}"]
            if not any(loc.has(k) for k in options):
                out.append(Diagnostic(where, 1, 1, f"{lang} has no words for the filter '{flag}' of '{noun}' "
                                                   f"(define one of {', '.join(options)})"))
        if rules is not None:  # without rules, component names cannot be told from unused messages
            for key in sorted(set(loc.messages) - needed - optional):
                out.append(_at(loc, key, f"unused message '{key}' (nothing asks for it)"))
        if base is not None and loc is not base:
            for key in sorted(set(loc.messages) & set(base.messages)):
                mine, theirs = loc.variables[key], base.variables[key] | PASSED_ALWAYS
                if mine - theirs:
                    extra = ", ".join(f"${v}" for v in sorted(mine - theirs))
                    out.append(_at(loc, key, f"message '{key}' uses {extra}, which {BASE} does not provide"))
        if rules is not None and not loc.problems:
            out += _render_all(kit, rules, folder, loc, where)
    return out


def _render_all(kit: TextKit, rules: Any, folder: Path, loc: Locale, where: str) -> list[Diagnostic]:
    """Every component renders in every language, and no raw message id leaks into the text."""
    out = []
    w = kit.writer_for(rules, loc)
    unknown: set[tuple[str, str]] = set()
    for section in kit.kinds:
        for comp in rules.lists[section]:
            loc.trace = []
            try:
                text = w.render(comp, section)
            except Exception as err:  # a renderer bug must not hide the other components
                out.append(Diagnostic(where, 1, 1, f"{comp.id} does not render in {loc.lang}: {err}"))
                continue
            finally:
                trace, loc.trace = loc.trace, None
            for key, errors in trace:  # a variable the message uses and the renderer did not pass
                for name in (str(e).removeprefix("Unknown external: ") for e in errors
                             if str(e).startswith("Unknown external: ")):
                    if (key, name) not in unknown and (key, name) in loc.variable_at:
                        unknown.add((key, name))
                        out.append(replace(loc.variable_at[(key, name)], message=f"message '{key}' uses ${name}, "
                                                                                  f"which nothing passes (rendering {comp.id})"))
            leaked = [x for x in " ".join(text.lines).split() if x.startswith(("verb-", "word-", "qual-", "mod-"))]
            if leaked:
                out.append(Diagnostic(where, 1, 1, f"{comp.id} renders a message id in {loc.lang}: {leaked[0]}"))
    return out
