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

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from ..errors import Diagnostic, RulesError, with_source
from ..files import MB, FileError, read_text_bounded
from ..sanitize import findings, line_col, refusal
from .ftlfacts import FolderFacts, Item, parse_entry, references, variables
from .languages import FLUENT_LOCALE, LANGUAGES, PSEUDO
from .pseudo import pseudo_text

__all__ = ["LANGUAGES", "Locale", "layers", "load_locale", "locale"]
CORE_LOCALES = Path(__file__).resolve().parent / "locales"
MAX_FTL_BYTES = 1 * MB  # a language's longest file is a few kilobytes; refused unread past this


Entry = tuple[str, str]  # ("message" or "term", its id without the term's dash)
Place = tuple[str, int, int]  # (file, line, column)


@dataclass
class Locale:
    lang: str
    bundle: FluentBundle
    messages: dict[str, Place]  # id -> (file, line, column) of the definition in use
    variables: dict[str, set[str]]  # id -> variables the message uses
    attributes: dict[str, set[str]]
    problems: list[Diagnostic] = field(default_factory=list)
    layers: tuple[str, ...] = ()  # the folders read, in order
    # while a check renders (text/check.py): each message formatted with what went wrong in it
    trace: list[tuple[str, list[Exception]]] | None = None
    variable_at: dict[tuple[str, str], Place] = field(default_factory=dict)  # (message, $name) -> its place
    unusable: list[Diagnostic] = field(default_factory=list)  # of the problems, those that leave no usable text
    # the entries in use not yet in the bundle: a slice of a file (parsed when first formatted) or a parsed
    # entry, and what each refers to (added with it, so the bundle holds every entry a message needs)
    pending: dict[Entry, Any] = field(default_factory=dict)
    refers: dict[Entry, list[Entry]] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)  # file -> its text (for a diagnostic's source line)
    # messages a later folder redefines: id -> where the earlier folder defined it (text/namespaces.py)
    shadowed: dict[str, Place] = field(default_factory=dict)

    def has(self, key: str) -> bool:
        return key in self.messages

    def diagnostic(self, place: Place, message: str) -> Diagnostic:
        """A problem at a place of a locale file, with its source line."""
        file, line, column = place
        d = Diagnostic(file, line, column, message)
        return with_source(d, self.sources[file]) if file in self.sources else d

    def _add_pending(self, key: Entry) -> None:
        """Parse and add to the bundle the entry ``key`` and every pending entry it refers to."""
        todo, found = [key], []
        while todo:
            entry = todo.pop()
            if entry in self.pending:
                item = self.pending.pop(entry)
                found.append(parse_entry(item) if isinstance(item, str) else item)
                todo += self.refers.get(entry, [])
        self.bundle.add_resource(fl.Resource(found), allow_overrides=True)

    def format(self, key: str, args: dict[str, Any] | None = None, attribute: str | None = None) -> str:
        if ("message", key) in self.pending:
            self._add_pending(("message", key))
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


def _shown(entry: Entry) -> str:
    return f"message '{entry[1]}'" if entry[0] == "message" else f"term '-{entry[1]}'"


@dataclass
class _Layers:
    """What the folders define, entry by entry, as later layers override earlier ones."""

    messages: dict[str, Place] = field(default_factory=dict)
    variables: dict[str, set[str]] = field(default_factory=dict)
    variable_at: dict[tuple[str, str], Place] = field(default_factory=dict)
    attributes: dict[Entry, set[str]] = field(default_factory=dict)
    # each entry in use: what it refers to, and where
    refers: dict[Entry, list[tuple[Entry, str | None, Place]]] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)
    pending: dict[Entry, Any] = field(default_factory=dict)  # each entry in use: its source, or parsed
    sources: dict[str, str] = field(default_factory=dict)
    shadowed: dict[str, Place] = field(default_factory=dict)

    def problem(self, place: Place, message: str) -> None:
        file = place[0]
        d = Diagnostic(*place, message)
        self.problems.append(with_source(d, self.sources[file]) if file in self.sources else d)

    def add(self, item: Item, display: str, source: Any, layer: dict[Entry, tuple[str, int]]) -> None:
        """One message or term of a file (its facts, ftlfacts.py); a problem for one defined twice in a layer."""
        kind, name, _, _, line, col, attributes, uses, refs = item
        key: Entry = (kind, name)
        if key in layer:
            f, ln = layer[key]
            shown = name if kind == "message" else f"-{name}"
            self.problem((display, line, col), f"duplicate {kind} '{shown}' (first at {f}:{ln})")
            return
        layer[key] = (display, line)
        if kind == "message":
            if name in self.messages:  # defined by an earlier folder: this one redefines it
                self.shadowed.setdefault(name, self.messages[name])
            self.messages[name] = (display, line, col)
            self.variables[name] = {v for v, _, _ in uses}
            for v, at_line, at_col in uses:
                self.variable_at[(name, v)] = (display, at_line, at_col)
        self.attributes[key] = set(attributes)
        self.refers[key] = [((k, n), attribute, (display, ln, c)) for k, n, attribute, ln, c in refs]
        self.pending[key] = source

    def check_references(self) -> list[Diagnostic]:
        """References to what no layer defines (problems), and messages or terms that refer to themselves
        or to each other in a circle (returned: fluent formats such a message as `???`, so text rendered
        with it would say nothing true — `text` and `book` refuse it as `check` does, issue 23)."""
        for entry, refs in self.refers.items():
            for target, attribute, at in refs:
                if target not in self.refers:
                    self.problem(at, f"{_shown(entry)} refers to {_shown(target)}, which no locale file defines")
                elif attribute is not None and attribute not in self.attributes.get(target, set()):
                    self.problem(at, f"{_shown(entry)} refers to '{target[1]}.{attribute}', "
                                     f"an attribute {_shown(target)} does not have")
        circles: list[Diagnostic] = []
        for cycle in _cycles(self.refers):
            first = cycle[0]
            at = next(d for t, _, d in self.refers[first] if t == cycle[1 % len(cycle)])
            if len(cycle) == 1:
                message = f"{_shown(first)} refers to itself"
            else:
                message = "these refer to each other in a circle: " + " → ".join(_shown(e) for e in [*cycle, first])
            self.problem(at, message)
            circles.append(self.problems.pop())
        return circles


def _cycles(refers: dict[Entry, list[tuple[Entry, str | None, Place]]]) -> list[list[Entry]]:
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
    then ``extra`` (a rule set's variant messages in this language: loading.ruleset.ExtraMessage).

    Each file's facts come from the cache when the file is unchanged (ftlfacts.py); a message is parsed
    when it is first formatted, so a check reads every file but parses only the messages it renders."""
    bundle = FluentBundle([FLUENT_LOCALE.get(lang, lang)], use_isolating=False)
    seen = _Layers()
    unusable: list[Diagnostic] = []  # a language a folder lacks, a file not read: no text without them
    for folder in folders:
        base = Path(folder) / lang
        source = base if base.is_dir() or lang not in PSEUDO else Path(folder) / PSEUDO[lang]
        files = sorted(source.glob("*.ftl")) if source.is_dir() else []
        if not files:
            unusable.append(Diagnostic(str(base), 1, 1, f"no locale files (*.ftl) for {lang}"))
            continue
        facts = FolderFacts(base)
        layer: dict[Entry, tuple[str, int]] = {}
        for path in files:
            display = str(base / path.name)  # a pseudo-locale's file is its source's, generated (text/pseudo.py)
            try:
                text = read_text_bounded(path, MAX_FTL_BYTES)
            except FileError as err:
                unusable.append(Diagnostic(display, err.line, err.column, err.reason))
                continue
            if text.startswith("\ufeff"):  # a byte-order mark: said once, and the file read without it
                text = text[1:]
                seen.sources[display] = text
                seen.problem((display, 1, 1), "the file starts with a byte-order mark (U+FEFF): save it as UTF-8 "
                                              "without a BOM")
            if source != base:
                text = pseudo_text(text)
            seen.sources[display] = text
            for offset, ch in findings(text):  # a character that would act on a terminal (interpreter/sanitize.py)
                if not (ch == "\r" and text.startswith("\n", offset + 1)):
                    seen.problem((display, *line_col(text, offset)), refusal(ch))
            items, parsed = facts.get(path.name, text)
            for i, item in enumerate(items):
                if item[0] == "junk":
                    seen.problem((display, item[1], item[2]), item[3])
                else:  # a later layer wins: the bundle gets the entry in use when it is first formatted
                    seen.add(item, display, parsed.get(i, text[item[2]:item[3]]), layer)
        facts.save()
    for m in extra:
        _add_extra(m, seen)
    unusable += seen.check_references()
    seen.problems += unusable
    attributes = {name: attrs for (kind, name), attrs in seen.attributes.items() if kind == "message"}
    refers = {entry: [t for t, _, _ in refs] for entry, refs in seen.refers.items()}
    return Locale(lang, bundle, seen.messages, seen.variables, attributes, seen.problems, tuple(str(f) for f in folders),
                  variable_at=seen.variable_at, unusable=unusable, pending=seen.pending, refers=refers,
                  sources=seen.sources, shadowed=seen.shadowed)


def _add_extra(m: Any, seen: _Layers) -> None:
    """One message a variant carries: its text is a Fluent pattern (`{ $amount }`, selectors, and
    `.they = …` attributes on lines of their own), checked like a locale file's."""
    lines = m.text.strip("\n").split("\n")
    body = "\n".join([f"{m.key} = {lines[0]}", *(f"    {x.strip()}" if x.strip() else "" for x in lines[1:])])
    resource = FluentParser(with_spans=True).parse(body + "\n")
    entries = [e for e in resource.body if isinstance(e, (fl.Message, fl.Junk))]
    if len(entries) != 1 or not isinstance(entries[0], fl.Message) or entries[0].id.name != m.key:
        note = next((str(e.annotations[0].message) for e in entries if isinstance(e, fl.Junk) and e.annotations),
                    "one Fluent message: its text, and attributes on lines starting with '.'")
        seen.problems.append(Diagnostic(m.file, m.line, m.column, f"message '{m.key}' of variant '{m.variant}': {note}"))
        return
    entry = entries[0]
    seen.messages[m.key] = (m.file, m.line, m.column)
    seen.variables[m.key] = set(variables(entry))
    seen.attributes[("message", m.key)] = {a.id.name for a in entry.attributes}
    at = (m.file, m.line, m.column)  # references are checked with the files' (check_references)
    seen.refers[("message", m.key)] = [((kind, name), attribute, at) for kind, name, attribute, _ in references(entry)]
    seen.pending[("message", m.key)] = entry  # it overrides a file's message of the same id


@lru_cache(maxsize=16)
def _cached(folders: tuple[str, ...], lang: str, extra: tuple[Any, ...] = ()) -> Locale:
    return load_locale([Path(f) for f in folders], lang, extra)


def _speaks(folder: Path, lang: str) -> bool:
    """Whether a layer has ``lang``: its own folder, or for a pseudo-locale its source's."""
    return (folder / lang).is_dir() or (lang in PSEUDO and (folder / PSEUDO[lang]).is_dir())


def layers(game_folder: Path, lang: str) -> tuple[Path, ...]:
    """The folders a game's locale reads for ``lang``, in order: the core's shipped messages, then the
    ``core/`` folder of the game's locale folder if it has that language (a translator's copy of the core's
    layer, over the shipped one: it redefines what it holds, or holds a language the package lacks; D-230),
    then the game's folder."""
    own = game_folder / "core"
    if not _speaks(own, lang):
        return (CORE_LOCALES, game_folder)
    return (CORE_LOCALES, own, game_folder) if _speaks(CORE_LOCALES, lang) else (own, game_folder)


def locale(game_folder: Path | str, lang: str, extra: Sequence[Any] = ()) -> Locale:
    """The locale a game's text is rendered with: the core's messages (``layers``), then the game's folder,
    then a rule set's variant messages in this language (``RuleSet.messages_in(lang)``).

    A language a folder lacks, or a file that cannot be read (too large, not UTF-8, a device), is a
    RulesError: text rendered without it would show raw message ids. Other problems (a message
    missing, a syntax error) are `speakeasy check`'s to report."""
    loc = _cached(tuple(str(f) for f in layers(Path(game_folder), lang)), lang, tuple(extra))
    if loc.unusable:
        raise RulesError(loc.unusable)
    return loc
