"""Locale files (Project Fluent) per language, in layers, loaded once, with positions for checking.

A language is a folder of ``*.ftl`` files. A locale reads several such folders in order: the
core's (``interpreter/text/locales``: the effect language's own constructs, which every game
shares), then the game's (its words, prompts and log lines). A later layer may redefine a
message of an earlier one, as a dialect overrides only what differs; a message defined twice in
one layer is an error. A variant may carry messages of its own for the components it adds (its
`messages:` section): they are the last layer, each placed at its line of the variant file.
fluent.runtime does the formatting (plurals, selectors, number formats);
fluent.syntax gives every message's position so problems are reported as ``file:line:col``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

from ..errors import Diagnostic, RulesError, with_source
from ..files import MB, FileError, read_text_bounded
from .languages import LANGUAGES

FLUENT_LOCALE = {"en": "en-US", "zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant"}
__all__ = ["LANGUAGES", "Locale", "load_locale", "locale"]
CORE_LOCALES = Path(__file__).resolve().parent / "locales"
MAX_FTL_BYTES = 1 * MB  # a language's longest file is a few kilobytes; refused unread past this


@dataclass
class Locale:
    lang: str
    bundle: FluentBundle
    messages: dict[str, tuple[str, int, int]]  # id -> (file, line, column) of the definition in use
    variables: dict[str, set[str]]  # id -> variables the message uses
    attributes: dict[str, set[str]]
    problems: list[Diagnostic] = field(default_factory=list)
    layers: tuple[str, ...] = ()  # the folders read, in order
    # while a check renders (text/check.py): each message formatted with what went wrong in it
    trace: list[tuple[str, list[Exception]]] | None = None
    variable_at: dict[tuple[str, str], Diagnostic] = field(default_factory=dict)  # (message, $name) -> its place
    unusable: list[Diagnostic] = field(default_factory=list)  # of the problems, those that leave no usable text

    def has(self, key: str) -> bool:
        return key in self.messages

    def format(self, key: str, args: dict[str, Any] | None = None, attribute: str | None = None) -> str:
        msg = self.bundle.get_message(key) if self.bundle.has_message(key) else None
        if msg is None:
            return key
        pattern = msg.attributes.get(attribute) if attribute else msg.value
        if pattern is None:
            return ""
        text, errors = self.bundle.format_pattern(pattern, args or {})
        if errors and self.trace is not None:
            self.trace.append((key, errors))
        return str(text)


class _Lines:
    """Offsets to 1-based (line, column) in one text, without rescanning it for every message."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def position(self, offset: int) -> tuple[int, int]:
        line = bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


class _Variables(FluentVisitor):
    def __init__(self) -> None:
        self.found: dict[str, int] = {}  # each variable, at its first use

    def visit_VariableReference(self, ref: fl.VariableReference) -> None:
        self.found.setdefault(ref.id.name, ref.span.start if ref.span else 0)


def _variables(node: Any) -> dict[str, int]:
    visitor = _Variables()
    visitor.visit(node)
    return visitor.found


Entry = tuple[str, str]  # ("message" or "term", its id without the term's dash)


class _References(FluentVisitor):
    """The messages and terms an entry refers to, each with the offset where it is referred to."""

    def __init__(self) -> None:
        self.found: list[tuple[Entry, str | None, int]] = []

    def visit_MessageReference(self, ref: fl.MessageReference) -> None:
        self.found.append((("message", ref.id.name), ref.attribute.name if ref.attribute else None,
                           ref.span.start if ref.span else 0))

    def visit_TermReference(self, ref: fl.TermReference) -> None:
        self.found.append((("term", ref.id.name), None, ref.span.start if ref.span else 0))
        self.generic_visit(ref)  # a term's arguments may refer to more


def _shown(entry: Entry) -> str:
    return f"message '{entry[1]}'" if entry[0] == "message" else f"term '-{entry[1]}'"


@dataclass
class _Layers:
    """What the folders define, entry by entry, as later layers override earlier ones."""

    messages: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    variables: dict[str, set[str]] = field(default_factory=dict)
    variable_at: dict[tuple[str, str], Diagnostic] = field(default_factory=dict)
    attributes: dict[Entry, set[str]] = field(default_factory=dict)
    # each entry in use: what it refers to, and where (a diagnostic with its source line, message to come)
    refers: dict[Entry, list[tuple[Entry, str | None, Diagnostic]]] = field(default_factory=dict)
    where: dict[Entry, Diagnostic] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)

    def add(self, entry: Any, display: str, text: str, lines: _Lines, layer: dict[Entry, tuple[str, int]]) -> bool:
        """One message or term of a file; False (and a problem) for one defined twice in a layer."""
        key: Entry = ("message" if isinstance(entry, fl.Message) else "term", entry.id.name)
        line, col = lines.position(entry.span.start if entry.span else 0)
        if key in layer:
            f, ln = layer[key]
            what = "message" if key[0] == "message" else "term"
            shown = key[1] if key[0] == "message" else f"-{key[1]}"
            self.problems.append(with_source(Diagnostic(display, line, col, f"duplicate {what} '{shown}' (first at {f}:{ln})"),
                                             text))
            return False
        layer[key] = (display, line)
        if key[0] == "message":
            self.messages[key[1]] = (display, line, col)
            uses = _variables(entry)
            self.variables[key[1]] = set(uses)
            for name, at in uses.items():
                self.variable_at[(key[1], name)] = with_source(Diagnostic(display, *lines.position(at), ""), text)
        self.attributes[key] = {a.id.name for a in entry.attributes}
        self.where[key] = with_source(Diagnostic(display, line, col, ""), text)
        refs = _References()
        refs.visit(entry)
        self.refers[key] = [(target, attribute, with_source(Diagnostic(display, *lines.position(at), ""), text))
                            for target, attribute, at in refs.found]
        return True

    def check_references(self) -> None:
        """References to what no layer defines, and messages or terms that refer to themselves."""
        for entry, refs in self.refers.items():
            for target, attribute, at in refs:
                if target not in self.refers:
                    self.problems.append(replace(at, message=f"{_shown(entry)} refers to {_shown(target)}, "
                                                             "which no locale file defines"))
                elif attribute is not None and attribute not in self.attributes.get(target, set()):
                    self.problems.append(replace(at, message=f"{_shown(entry)} refers to '{target[1]}.{attribute}', "
                                                             f"an attribute {_shown(target)} does not have"))
        for cycle in _cycles(self.refers):
            first = cycle[0]
            at = next(d for t, _, d in self.refers[first] if t == cycle[1 % len(cycle)])
            if len(cycle) == 1:
                message = f"{_shown(first)} refers to itself"
            else:
                message = "these refer to each other in a circle: " + " → ".join(_shown(e) for e in [*cycle, first])
            self.problems.append(replace(at, message=message))


def _cycles(refers: dict[Entry, list[tuple[Entry, str | None, Diagnostic]]]) -> list[list[Entry]]:
    """Each circle of references once (found by a depth-first walk, without recursion)."""
    state: dict[Entry, int] = {}  # 1: on the current path, 2: done
    found: list[list[Entry]] = []
    for start in refers:
        if start in state:
            continue
        path: list[Entry] = [start]
        state[start] = 1
        stack = [iter([t for t, _, _ in refers[start]])]
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
                continue
            if nxt not in refers or state.get(nxt) == 2:
                continue
            if state.get(nxt) == 1:
                found.append(path[path.index(nxt):])
                continue
            state[nxt] = 1
            path.append(nxt)
            stack.append(iter([t for t, _, _ in refers[nxt]]))
    return found


def load_locale(folders: Sequence[Path], lang: str, extra: Sequence[Any] = ()) -> Locale:
    """The messages of ``lang`` from each folder's ``<lang>/*.ftl``, later folders overriding earlier ones,
    then ``extra`` (a rule set's variant messages in this language: loading.ruleset.ExtraMessage)."""
    bundle = FluentBundle([FLUENT_LOCALE.get(lang, lang)], use_isolating=False)
    seen = _Layers()
    problems = seen.problems
    unusable: list[Diagnostic] = []  # a language a folder lacks, a file not read: no text without them
    parser = FluentParser(with_spans=True)
    for folder in folders:
        base = Path(folder) / lang
        files = sorted(base.glob("*.ftl")) if base.is_dir() else []
        if not files:
            unusable.append(Diagnostic(str(base), 1, 1, f"no locale files (*.ftl) for {lang}"))
        layer: dict[Entry, tuple[str, int]] = {}
        for path in files:
            display = str(path)
            try:
                text = read_text_bounded(path, MAX_FTL_BYTES)
            except FileError as err:
                unusable.append(Diagnostic(display, err.line, err.column, err.reason))
                continue
            resource = parser.parse(text)
            lines = _Lines(text)
            kept: list[Any] = []
            for entry in resource.body:
                if isinstance(entry, fl.Junk):
                    line, col = lines.position(entry.span.start if entry.span else 0)
                    note = str(entry.annotations[0].message) if entry.annotations else "invalid Fluent syntax"
                    problems.append(with_source(Diagnostic(display, line, col, note), text))
                elif not isinstance(entry, (fl.Message, fl.Term)) or seen.add(entry, display, text, lines, layer):
                    kept.append(entry)
            resource.body = kept
            # the same parse: fluent.runtime's FluentResource would parse again; a later layer wins
            bundle.add_resource(resource, allow_overrides=True)
    for m in extra:
        _add_extra(bundle, parser, m, seen)
    seen.check_references()
    problems += unusable
    attributes = {name: attrs for (kind, name), attrs in seen.attributes.items() if kind == "message"}
    return Locale(lang, bundle, seen.messages, seen.variables, attributes, problems, tuple(str(f) for f in folders),
                  variable_at=seen.variable_at, unusable=unusable)


def _add_extra(bundle: FluentBundle, parser: FluentParser, m: Any, seen: _Layers) -> None:
    """One message a variant carries: its text is a Fluent pattern (`{ $amount }`, selectors, and
    `.they = …` attributes on lines of their own), checked like a locale file's."""
    lines = m.text.strip("\n").split("\n")
    body = "\n".join([f"{m.key} = {lines[0]}", *(f"    {x.strip()}" if x.strip() else "" for x in lines[1:])])
    resource = parser.parse(body + "\n")
    entries = [e for e in resource.body if isinstance(e, (fl.Message, fl.Junk))]
    if len(entries) != 1 or not isinstance(entries[0], fl.Message) or entries[0].id.name != m.key:
        note = next((str(e.annotations[0].message) for e in entries if isinstance(e, fl.Junk) and e.annotations),
                    "one Fluent message: its text, and attributes on lines starting with '.'")
        seen.problems.append(Diagnostic(m.file, m.line, m.column, f"message '{m.key}' of variant '{m.variant}': {note}"))
        return
    entry = entries[0]
    seen.messages[m.key] = (m.file, m.line, m.column)
    seen.variables[m.key] = set(_variables(entry))
    seen.attributes[("message", m.key)] = {a.id.name for a in entry.attributes}
    refs = _References()
    refs.visit(entry)
    at = Diagnostic(m.file, m.line, m.column, "")  # references are checked with the files' (check_references)
    seen.refers[("message", m.key)] = [(target, attribute, at) for target, attribute, _ in refs.found]
    bundle.add_resource(resource, allow_overrides=True)


@lru_cache(maxsize=16)
def _cached(folders: tuple[str, ...], lang: str, extra: tuple[Any, ...] = ()) -> Locale:
    return load_locale([Path(f) for f in folders], lang, extra)


def locale(game_folder: Path | str, lang: str, extra: Sequence[Any] = ()) -> Locale:
    """The locale a game's text is rendered with: the core's messages, then the game's folder, then a
    rule set's variant messages in this language (``RuleSet.messages_in(lang)``).

    A language a folder lacks, or a file that cannot be read (too large, not UTF-8, a device), is a
    RulesError: text rendered without it would show raw message ids. Other problems (a message
    missing, a syntax error) are `speakeasy check`'s to report."""
    loc = _cached((str(CORE_LOCALES), str(game_folder)), lang, tuple(extra))
    if loc.unusable:
        raise RulesError(loc.unusable)
    return loc
