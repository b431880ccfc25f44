"""Checking the locales: missing, extra or duplicate messages, variables that differ, and
components that fail to render — reported as ``file:line:col: message`` like rules errors."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..errors import Diagnostic
from ..language.counters import names as counter_names
from ..loading.fields import iter_dsl
from .catalog import (
    BARE_KEYS_PREFIXES,
    OPTIONAL,
    OUTCOME,
    STRUCTURE,
    TERMINAL,
    THEY_PREFIXES,
    UI,
    filter_choices,
    filter_keys,
    required,
    required_attributes,
)
from .components import ComponentText
from .concepts import CONCEPT
from .kit import TextKit
from .languages import LANGUAGES
from .locale import CORE_LOCALES, Locale, layers, load_locale
from .namespaces import problems as namespace_problems
from .pins import pin_terms, pinned
from .termbase import check_terms

BASE = "en"
# Variables the renderer passes even where English has no use for them: a noun's measure word; and
# every form of a modifier's amount (Renderer.verb_modify), so each language picks the one it words best.
PASSED_ALWAYS = {"measure", "where"}  # and where the things counted lie (Phrases.np's `hoist`)
PASSED_TO_MODIFIERS = {"amount", "signed", "count", "direction"}
# and the forms of a thing counted per rate, for a language that words it in the singular ("你每有 1 个赌场")
PASSED_TO = {"per-each-do-own": {"thing", "things"}, "per-each-do": {"thing", "things"},
             # and the group a chosen player belongs to, for a language that says the condition before it
             # ("选择一名手牌中至少有 2 张经营卡的对手")
             "as-chosen-where": {"group"}, "as-chosen-where-may": {"group"}}


def _at(loc: Locale, key: str, message: str) -> Diagnostic:
    file, line, col = loc.messages[key]
    return Diagnostic(file, line, col, message)


def check_locales(kit: TextKit, rules: Any | None, folder: Path | None = None,
                  languages: tuple[str, ...] = LANGUAGES, loaded: dict[str, Locale] | None = None,
                  rendered: dict[str, list[ComponentText]] | None = None) -> list[Diagnostic]:
    """Every problem of the core's and a game's locale folders (``folder``: the game's, by default the shipped one);
    ``loaded``, if given, receives the locales read (a caller may render with them), and ``rendered`` the text
    of every component in each language whose components all rendered (as ``TextKit.texts`` gives it)."""
    folder = folder or kit.locales
    out: list[Diagnostic] = []
    carried = tuple(getattr(rules, "messages", ()) or ())  # the variants' own messages
    for m in carried:
        if m.lang not in languages:
            out.append(Diagnostic(m.file, m.line, m.column, f"variant '{m.variant}' has messages in '{m.lang}', "
                                                           f"which is not a language of the game ({', '.join(languages)})"))
    locales = {lang: load_locale(layers(folder, lang), lang, [m for m in carried if m.lang == lang]) for lang in languages}
    if loaded is not None:
        loaded.update(locales)
    for lang, loc in locales.items():
        out += loc.problems
        out += namespace_problems(kit, loc, folder)  # a game's message replaces a core's only on purpose
        # no refused synonym in any message of the language (its termbases: termbase.py)
        out += check_terms(layers(folder, lang), lang, loc.sources, [m for m in carried if m.lang == lang])
        out += pin_terms(layers(folder, lang), folder, lang)  # and in its pins: a pin is a message by hand
    needed = required(kit, rules)
    # a game's concepts (`info Luciano`, text/concepts.py) are data: those its base language explains, every language does
    if BASE in locales:
        needed |= {k for k in locales[BASE].messages if k.startswith(CONCEPT)}
    core = STRUCTURE | UI | TERMINAL | OUTCOME
    choices = filter_choices(kit.vocabulary)
    optional = filter_keys(kit) | OPTIONAL
    # a lesson's narration (lesson-*, docs/lessons.md) is asked for by lesson files, which `check` checks
    # against every language (harness/lessons.py): unused here is not an error
    optional |= {k for k in locales[BASE].messages if k.startswith("lesson-")}
    base = locales.get(BASE)
    for lang, loc in locales.items():
        where = str(folder / lang)
        added = getattr(rules, "added", None) or {}
        for key in sorted(needed - set(loc.messages)):
            comp = next((cid for cid in added if key.endswith(f"-{cid}")), None)
            if comp is None and key.startswith(COUNTER):  # a counter's word: the variant whose component changes it
                comp = next((cid for cid in added if key[len(COUNTER):] in _counters_of(rules, cid)), None)
            if comp is not None:  # a component a variant adds: its words belong in that variant, not in a shipped file
                out.append(_missing_in_variant(key, lang, comp, added[comp], base))
                continue
            out.append(_missing(key, lang, CORE_LOCALES if key in core else folder, base, bool(carried) or
                                bool(getattr(rules, "variants", ()))))
        for noun, flag in choices:
            options = [f"adj-{noun}-{flag}", f"adj-{flag}", f"qual-{noun}-{flag}", f"qual-{flag}"]
            if not any(loc.has(k) for k in options):
                out.append(Diagnostic(where, 1, 1, f"{lang} has no words for the filter '{flag}' of '{noun}' "
                                                   f"(define one of {', '.join(options)})"))
        if rules is not None:  # without rules, component names cannot be told from unused messages
            for key in sorted(set(loc.messages) - needed - optional):
                out.append(_at(loc, key, f"unused message '{key}' (nothing asks for it)"))
        out += _attributes(kit, loc, base)
        if base is not None and loc is not base:
            for key in sorted(set(loc.messages) & set(base.messages)):
                mine, theirs = loc.variables[key], base.variables[key] | PASSED_ALWAYS
                if key.startswith("mod-"):
                    theirs |= PASSED_TO_MODIFIERS
                theirs |= PASSED_TO.get(key, set())
                if mine - theirs:
                    extra = ", ".join(f"${v}" for v in sorted(mine - theirs))
                    out.append(_at(loc, key, f"message '{key}' uses {extra}, which {BASE} does not provide"))
        if rules is not None and not loc.problems:
            out += _render_all(kit, rules, folder, loc, where, rendered)
    return out


# the file of a game's locale folder that holds each family of messages (docs/localization.md)
_FILES = (("name-", "names.ftl"), ("bottle-", "names.ftl"), ("verb-", "verbs.ftl"), ("mod-", "verbs.ftl"),
          ("set-", "verbs.ftl"), ("event-", "verbs.ftl"), ("role-", "verbs.ftl"), ("opt-", "ui.ftl"), ("prompt-", "ui.ftl"),
          ("log-", "ui.ftl"),
          ("comp-", "components.ftl"), ("kind-", "components.ftl"), ("table-", "table.ftl"), ("game-", "table.ftl"),
          ("term-", "table.ftl"))


def _missing(key: str, lang: str, folder: Path, base: Locale | None, variants: bool) -> Diagnostic:
    """A missing message: the file it belongs in and the line to add (English's text, to translate)."""
    name = next((f for prefix, f in _FILES if key.startswith(prefix)), None)
    if name is None:
        name = "structure.ftl" if folder == CORE_LOCALES else "words.ftl"
    if folder == CORE_LOCALES and key.startswith(("opt-", "prompt-", "log-", "player")):
        name = "ui.ftl"
    if folder == CORE_LOCALES and key.startswith("term-"):
        name = "terminal.ftl"
    where = folder / lang / name
    english = _source(base, key) if base is not None and lang != BASE else None
    note = f"missing message '{key}' in {lang}: add to {where} (English's, to translate):\n" + (
        english or f"    {key} = …")
    if variants and key.startswith("name-"):
        note += f"\n  (for a component a variant adds: under `messages: {lang}:` in the variant, `{key}: …`)"
    return Diagnostic(str(where), 1, 1, note)


COUNTER = "counter-"  # a counter's word (text/render.counter_key)


def _counters_of(rules: Any, comp_id: str) -> frozenset[str]:
    """The counters a component's steps change (language/counters.py)."""
    comp = rules.by_id.get(comp_id)
    return counter_names(node for _, node, _ in iter_dsl(comp)) if comp is not None else frozenset()


def _missing_in_variant(key: str, lang: str, comp: str, where: tuple[str, int, int, str], base: Locale | None) -> Diagnostic:
    """A missing message of a component a variant adds: at the component, with the lines to add to the variant."""
    file, line, column, variant = where
    english = base.format(key) if base is not None and lang != BASE and base.has(key) else "…"
    note = (f"missing message '{key}' in {lang}: {comp} is added by variant '{variant}', so its words are in the "
            f"variant too; add under `messages:` in it:\n    messages:\n      {lang}:\n        {key}: {english}")
    return Diagnostic(file, line, column, note)


def _source(base: Locale, key: str) -> str | None:
    """A message as English's locale file writes it (its first line and the indented lines after it)."""
    if not base.has(key):
        return None
    file, line, _ = base.messages[key]
    if not file.endswith(".ftl"):  # a variant's message: its text
        return f"    {key} = {base.format(key)}"
    lines = Path(file).read_text(encoding="utf-8").split("\n")[line - 1:]
    while lines and (lines[0].startswith("#") or not lines[0].strip()):  # its comment comes first
        lines = lines[1:]
    if not lines:
        return None
    taken = [lines[0]]
    for text in lines[1:]:
        if not text.startswith(" "):
            break
        taken.append(text)
    return "\n".join("    " + t for t in taken)


_YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


def _attributes(kit: TextKit, loc: Locale, base: Locale | None) -> list[Diagnostic]:
    """The attributes messages need: an event's and a role's (catalog.required_attributes), `.they` where
    English says "you" in a message another player's step may use, `.bare` for a quantity."""
    need = {k: set(a) for k, a in required_attributes(kit.vocabulary).items()}
    if base is not None:
        for key in base.messages:
            if key.startswith(THEY_PREFIXES) and _YOU.search(base.format(key)):
                need.setdefault(key, set()).add("they")
            if key.startswith(BARE_KEYS_PREFIXES) or key in ("qual-mine", "adj-mine") or key.endswith("-mine"):
                need.setdefault(key, set()).add("bare")
    out = []
    for key, attrs in sorted(need.items()):
        if key not in loc.messages:
            continue  # a missing message is reported as such
        missing = attrs - loc.attributes.get(key, set())
        if missing:
            shown = ", ".join(f".{a}" for a in sorted(missing))
            out.append(_at(loc, key, f"message '{key}' needs the attribute{'s' if len(missing) > 1 else ''} {shown} "
                                     f"({_WHY[sorted(missing)[0]]})"))
    return out


_WHY = {
    "they": "its words when another player performs the step, `as each opponent:`: 'their', not 'your'",
    "bare": "its words for a number of any player, `most(cash)`: 'cash', with no owner",
    "another": "its words for `when another EVENT:`: each time another player does it",
    "during": "its words for a modifier while the event lasts, `when EVENT: modify …`",
    "object": "its words as the one something is given to, `give $1 to ROLE`",
    "one": "one player of the group, `as an opponent:`",
    "one-able": "one player of the group who has what the step needs, `as an opponent: give $1 to you`: 'an opponent with money'",
}


def _render_all(kit: TextKit, rules: Any, folder: Path, loc: Locale, where: str,
                rendered: dict[str, list[ComponentText]] | None = None) -> list[Diagnostic]:
    """Every component renders in every language, and no raw message id leaks into the text."""
    out = []
    texts: list[ComponentText] = []
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
                        out.append(loc.diagnostic(loc.variable_at[(key, name)], f"message '{key}' uses ${name}, "
                                                                                 f"which nothing passes (rendering {comp.id})"))
            texts.append(text)
            leaked = [x for x in " ".join(text.lines).split() if x.startswith(("verb-", "word-", "qual-", "mod-", "set-"))]
            if leaked:
                out.append(Diagnostic(where, 1, 1, f"{comp.id} renders a message id in {loc.lang}: {leaked[0]}"))
    if len(texts) == sum(len(rules.lists[section]) for section in kit.kinds):
        # each pin of the language against what runs (pins.py): a stale pin, or one whose numbers or names
        # differ, is reported at its place, and its component keeps the generated text
        texts, problems = pinned(texts, rules, kit.kinds, folder, loc.lang)
        out += problems
        if rendered is not None:
            rendered[loc.lang] = texts
    return out
