"""What a check needs of one Fluent file, kept in the cache so an unchanged file is not parsed again.

Parsing the three languages' locale files is most of a `speakeasy check` after an edit of the rules.
Checking them needs only some facts of each entry — where it is, which variables, attributes and
references it has (each with its place), and the syntax errors of the file — and rendering needs the
parsed messages it formats, which are few. So a file's facts are kept as JSON (interpreter/cache.py:
one entry per folder of a language, each file's facts beside the digest of the text they were read
from; every field's type is checked when read back, a file whose facts are missing, foreign or
damaged is parsed again), and a message is parsed from its own slice of the file when it is first
formatted (locale.Locale). Nothing here is evaluated or unpickled.

An item of a file's facts is either ``["junk", line, column, note]`` (a syntax error) or
``[kind, id, start, end, line, column, attributes, variables, references]``: ``kind`` "message" or
"term", ``start``/``end`` its offsets in the text (the comment attached to it included, as
fluent.syntax spans it), ``variables`` ``[[name, line, column], …]`` at each one's first use,
``references`` ``[[kind, id, attribute or None, line, column], …]`` in the order they appear.
"""

from __future__ import annotations

import hashlib
from bisect import bisect_right
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

from ..cache import Snapshot, Store

FORMAT = 1
Item = list[Any]
# Placeables and calls nested inside one another (`{ { {`, `F(F(`): fluent.syntax parses and formats them
# by recursion, so 200 levels were a RecursionError (exit 70, issue 23). A message of the shipped locales
# nests 2; past this the entry is refused at the brace that goes too deep and the rest of the file read.
MAX_PLACEABLE_DEPTH = 20


class Lines:
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


class _References(FluentVisitor):
    """The messages and terms an entry refers to, each with the offset where it is referred to."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str, str | None, int]] = []

    def visit_MessageReference(self, ref: fl.MessageReference) -> None:
        self.found.append(("message", ref.id.name, ref.attribute.name if ref.attribute else None,
                           ref.span.start if ref.span else 0))

    def visit_TermReference(self, ref: fl.TermReference) -> None:
        self.found.append(("term", ref.id.name, None, ref.span.start if ref.span else 0))
        self.generic_visit(ref)  # a term's arguments may refer to more


def variables(entry: Any) -> dict[str, int]:
    """The variables an entry uses, each at the offset of its first use."""
    visitor = _Variables()
    visitor.visit(entry)
    return visitor.found


def references(entry: Any) -> list[tuple[str, str, str | None, int]]:
    """(kind, id, attribute, offset) of each message or term an entry refers to."""
    visitor = _References()
    visitor.visit(entry)
    return visitor.found


def too_deep(text: str) -> int | None:
    """The offset of the first `{` or `(` nested past MAX_PLACEABLE_DEPTH, or None. Read as Fluent
    reads it: a comment line and a string literal inside a placeable open nothing."""
    depth, i, n = 0, 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#" and depth == 0 and (i == 0 or text[i - 1] == "\n"):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if depth and ch == '"':
            i += 1
            while i < n and text[i] not in '"\n':
                i += 2 if text[i] == "\\" else 1
        elif ch == "{" or (depth and ch == "("):
            depth += 1
            if depth > MAX_PLACEABLE_DEPTH:
                return i
        elif depth and ch in "})":
            depth -= 1
        i += 1
    return None


def _blank_entry(text: str, offset: int) -> str:
    """The text with the entry that holds ``offset`` blanked (every character but newlines a space), so
    the parser never sees it and every other position stays where it was."""
    start = text.rfind("\n", 0, offset) + 1
    while start > 0 and text[start] in " \t}":  # a continuation line: back to the line the entry starts on
        start = text.rfind("\n", 0, start - 1) + 1
    end = offset
    while True:
        nl = text.find("\n", end)
        if nl < 0 or nl + 1 >= len(text) or text[nl + 1] not in " \t}\n":
            end = len(text) if nl < 0 else nl
            break
        end = nl + 1
    return text[:start] + "".join(c if c == "\n" else " " for c in text[start:end]) + text[end:]


def parse_facts(text: str) -> tuple[list[Item], dict[int, Any]]:
    """Parse a file: its facts, and the parsed messages and terms by their index among the items."""
    lines = Lines(text)
    items: list[Item] = []
    parsed: dict[int, Any] = {}
    while (deep := too_deep(text)) is not None:
        items.append(["junk", *lines.position(deep),
                      f"placeables nested more than {MAX_PLACEABLE_DEPTH} deep: write the message flatter"])
        text = _blank_entry(text, deep)
    for entry in FluentParser(with_spans=True).parse(text).body:
        start = entry.span.start if entry.span else 0
        if isinstance(entry, fl.Junk):
            note = str(entry.annotations[0].message) if entry.annotations else "invalid Fluent syntax"
            items.append(["junk", *lines.position(start), note])
        elif isinstance(entry, (fl.Message, fl.Term)):
            end = entry.span.end if entry.span else len(text)
            uses = [[name, *lines.position(at)] for name, at in variables(entry).items()]
            refs = [[kind, name, attribute, *lines.position(at)] for kind, name, attribute, at in references(entry)]
            parsed[len(items)] = entry
            items.append(["message" if isinstance(entry, fl.Message) else "term", entry.id.name, start, end,
                          *lines.position(start), [a.id.name for a in entry.attributes], uses, refs])
    return items, parsed


def parse_entry(source: str) -> Any:
    """One message or term from its own slice of a file (parsed as the whole file's parse made it)."""
    return FluentParser(with_spans=False).parse_entry(source)


# ------------------------------------------------------------------ kept between runs
def _is_place(x: Any) -> bool:
    return isinstance(x, list) and len(x) == 3 and isinstance(x[0], str) and all(
        type(v) is int for v in x[1:])


def _is_ref(x: Any) -> bool:
    return (isinstance(x, list) and len(x) == 5 and x[0] in ("message", "term") and isinstance(x[1], str)
            and (x[2] is None or isinstance(x[2], str)) and type(x[3]) is int and type(x[4]) is int)


def _is_item(x: Any, size: int) -> bool:
    if not isinstance(x, list) or not x:
        return False
    if x[0] == "junk":
        return len(x) == 4 and type(x[1]) is int and type(x[2]) is int and isinstance(x[3], str)
    return (len(x) == 9 and x[0] in ("message", "term") and isinstance(x[1], str)
            and all(type(v) is int for v in x[2:6]) and 0 <= x[2] <= x[3] <= size
            and isinstance(x[6], list) and all(isinstance(a, str) for a in x[6])
            and isinstance(x[7], list) and all(_is_place(v) for v in x[7])
            and isinstance(x[8], list) and all(_is_ref(r) for r in x[8]))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class FolderFacts:
    """The facts of the files of one folder (a language of one layer), from the cache or parsed now.

    ``get`` answers for one file's text; ``save`` keeps, for the next run, the facts of the files asked
    for in this one (so the entry holds only files the folder has now: it stays as small as the folder)."""

    def __init__(self, folder: Path, store: Store | None = None) -> None:
        self.store = store if store is not None else Store("ftl")
        self.key = f"ftl:{FORMAT}:{folder.resolve()}"
        kept = self.store.get(self.key)
        self.kept: dict[str, Any] = kept if isinstance(kept, dict) else {}
        self.now: dict[str, Any] = {}
        self.changed = False

    def get(self, name: str, text: str) -> tuple[list[Item], dict[int, Any]]:
        """The facts of the file ``name`` whose text is ``text``; the entries parsed now (none when cached)."""
        digest = _digest(text)
        old = self.kept.get(name)
        if isinstance(old, dict) and old.get("digest") == digest:
            items = old.get("items")
            if isinstance(items, list) and all(_is_item(x, len(text)) for x in items):
                self.now[name] = old
                return items, {}
        items, parsed = parse_facts(text)
        self.now[name] = {"digest": digest, "items": items}
        self.changed = True
        return items, parsed

    def save(self) -> None:
        if self.changed or set(self.now) != set(self.kept):
            self.store.put(self.key, self.now, Snapshot([]))
