"""Checking the locales: missing, extra or duplicate messages, variables that differ, and
components that fail to render — reported as ``file:line:col: message`` like rules errors."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import Diagnostic
from .catalog import filter_choices, named_components, structural
from .components import ComponentWriter, component_texts
from .locale import LANGUAGES, Locale, load_locale

if TYPE_CHECKING:
    from ..loader import RuleSet

BASE = "en"
# Variables the renderer passes even where English has no use for them: a noun's measure word.
PASSED_ALWAYS = {"measure"}
# Messages a language may define and English need not: the default measure word.
OPTIONAL = {"measure-default"}


def _at(loc: Locale, key: str, message: str) -> Diagnostic:
    file, line, col = loc.messages[key]
    return Diagnostic(file, line, col, message)


def check_locales(rules: RuleSet | None, folder: Path, languages: tuple[str, ...] = LANGUAGES) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    locales = {lang: load_locale(folder, lang) for lang in languages}
    for loc in locales.values():
        out += loc.problems
    required = structural() | (set(named_components(rules)) if rules is not None else set())
    choices = filter_choices()
    filter_keys = {f"{kind}-{noun}-{flag}" for noun, flag in choices for kind in ("adj", "qual")}
    filter_keys |= {f"{kind}-{flag}" for _, flag in choices for kind in ("adj", "qual")}
    base = locales.get(BASE)
    for lang, loc in locales.items():
        where = str(folder / lang)
        for key in sorted(required - set(loc.messages)):
            out.append(Diagnostic(where, 1, 1, f"missing message '{key}' in {lang}"))
        for noun, flag in choices:
            options = [f"adj-{noun}-{flag}", f"adj-{flag}", f"qual-{noun}-{flag}", f"qual-{flag}"]
            if not any(loc.has(k) for k in options):
                out.append(
                    Diagnostic(
                        where,
                        1,
                        1,
                        f"{lang} has no words for the filter '{flag}' of '{noun}' (define one of {', '.join(options)})",
                    )
                )
        if rules is not None:  # without rules, component names cannot be told from unused messages
            for key in sorted(set(loc.messages) - required - filter_keys - OPTIONAL):
                out.append(_at(loc, key, f"unused message '{key}' (nothing asks for it)"))
        if base is not None and loc is not base:
            for key in sorted(set(loc.messages) & set(base.messages)):
                mine, theirs = loc.variables[key], base.variables[key] | PASSED_ALWAYS
                if mine - theirs:
                    extra = ", ".join(f"${v}" for v in sorted(mine - theirs))
                    out.append(_at(loc, key, f"message '{key}' uses {extra}, which {BASE} does not provide"))
        if rules is not None and not loc.problems:
            out += _render_all(rules, loc, where)
    return out


def _render_all(rules: RuleSet, loc: Locale, where: str) -> list[Diagnostic]:
    """Every component renders in every language, and no raw message id leaks into the text."""
    out = []
    writer = ComponentWriter(rules, loc)
    for kind in ("locations", "business_cards", "helpers", "city_tiles", "crates", "mobsters", "ships", "objectives"):
        for comp in rules.lists[kind]:
            try:
                text = writer.render(comp, kind)
            except Exception as err:  # a renderer bug must not hide the other components
                out.append(Diagnostic(where, 1, 1, f"{comp.id} does not render in {loc.lang}: {err}"))
                continue
            leaked = [w for w in " ".join(text.lines).split() if w.startswith(("verb-", "word-", "qual-", "mod-"))]
            if leaked:
                out.append(Diagnostic(where, 1, 1, f"{comp.id} renders a message id in {loc.lang}: {leaked[0]}"))
    return out


__all__ = ["check_locales", "component_texts"]
