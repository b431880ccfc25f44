"""Reading YAML safely with positions, and mapping paths back to line:column.

Rules files are composed with libyaml (PyYAML's C composer) into a node tree
that keeps every node's line and column, and constructed with the safe loader
(plain mappings, sequences and scalars only: no tag can build an object, so a
rules file never runs code). This is ~35x faster than ruamel.yaml's pure-Python
round-trip loader, which `speakeasy fmt` keeps for rewriting files with their
comments. Positions are all a checker needs from the source.

Plain scalars are resolved by YAML 1.2's core schema (as ruamel.yaml, and so `fmt`, reads them), not
PyYAML's YAML 1.1 one: `1:10` is the text "1:10" (1.1: the sexagesimal 70), `yes`, `on` and `y` are
text (1.1: true), `017` is 17 (1.1: octal 15), `1_000` and `2024-01-02` are text (issue 23). Only
the resolver changes: libyaml still composes, so every position is where it was.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import yaml

from ..errors import Diagnostic, with_source
from ..files import FileError, read_text_bounded
from ..sanitize import findings, line_col, refusal

MAX_FILE_BYTES = 2_000_000  # a rules file larger than this is refused unread
MAX_ALIASES = 50  # anchors/aliases beyond this look like an alias bomb
MAX_NESTING = 200  # libyaml recurses per level: refuse deep nesting before it can overflow the C stack
# The data with its aliases written out (nodes plus scalar characters), what a consumer walking it sees:
# twice a file's worth, so no file without aliases comes near it, while a 1 KB alias bomb stays 1 KB.
MAX_EXPANDED = 2 * MAX_FILE_BYTES
_BASE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Core12Loader(_BASE_LOADER):  # type: ignore[misc]
    """The safe loader with YAML 1.2's core schema for plain scalars (null, bool, int, float; the rest text)."""

    yaml_implicit_resolvers: ClassVar[dict[Any, list[tuple[str, re.Pattern[str]]]]] = {}


def _int12(loader: Any, node: Any) -> int:
    value = loader.construct_scalar(node)
    if value.startswith("0o"):
        return int(value[2:], 8)
    if value.startswith("0x"):
        return int(value[2:], 16)
    return int(value, 10)  # `017` is seventeen in YAML 1.2


for _tag, _regex, _first in (
        ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
        ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
        ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
        ("float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)"
                  r"|\.(?:nan|NaN|NAN))$", list("-+.0123456789"))):
    _Core12Loader.add_implicit_resolver(f"tag:yaml.org,2002:{_tag}", re.compile(_regex), _first)
_Core12Loader.add_constructor("tag:yaml.org,2002:int", _int12)
_LOADER = _Core12Loader
_STANDARD_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp")}


@dataclass(frozen=True, slots=True)
class YamlFile:
    path: Path
    display: str
    text: str
    data: Any
    root: Any = None  # the composed node tree (positions)

    def diag(self, line: int, column: int, message: str) -> Diagnostic:
        return with_source(Diagnostic(self.display, line, column, message), self.text)

    def _walk(self, path: tuple[Any, ...], want_key: bool = False) -> tuple[int, int]:
        node = self.root
        if node is None:
            return 1, 1
        mark = node.start_mark
        for n, key in enumerate(path):
            last = n == len(path) - 1
            if isinstance(node, yaml.MappingNode):
                hit = next(((k, v) for k, v in node.value if k.value == str(key)), None)
                if hit is None:
                    continue  # pydantic adds loc parts (union branch names) that are not YAML keys
                mark = hit[0].start_mark if (want_key and last) else hit[1].start_mark
                node = hit[1]
            elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and 0 <= key < len(node.value):
                node = node.value[key]
                mark = node.start_mark
        return mark.line + 1, mark.column + 1

    def locate(self, path: tuple[Any, ...]) -> tuple[int, int]:
        """1-based (line, column) of the value at ``path`` (or of the deepest part that exists)."""
        return self._walk(path)

    def locate_key(self, path: tuple[Any, ...]) -> tuple[int, int]:
        """1-based (line, column) of the last key of ``path``."""
        return self._walk(path, want_key=True)

    def locate_in_scalar(self, path: tuple[Any, ...], text: str, line: int, column: int) -> tuple[int, int]:
        """Map a 1-based position inside the scalar string at ``path`` to the file.

        Walks the source from the scalar's start, matching the string's
        characters and skipping what YAML folded away (quotes, indentation,
        line breaks), so it works for plain, quoted and block scalars alike.
        """
        start_line, start_col = self.locate(path)
        lines = self.text.splitlines(keepends=True)
        offset = sum(len(x) for x in lines[: start_line - 1]) + start_col - 1
        src = self.text
        if offset < len(src) and src[offset] in "|>":
            offset = src.find("\n", offset) + 1  # block scalar: content starts on the next line
        elif offset < len(src) and src[offset] in "\"'":
            offset += 1
        str_lines = text.split("\n")
        target = sum(len(x) + 1 for x in str_lines[: line - 1]) + column - 1
        i = offset
        for ch in text[:target]:
            if ch.isspace():
                while i < len(src) and src[i].isspace() and src[i] != ch:
                    i += 1
                if i < len(src) and src[i] == ch:
                    i += 1
                continue
            while i < len(src) and src[i] != ch:
                i += 1
            i += 1
        while i < len(src) and src[i] in " \n" and target < len(text) and not text[target].isspace():
            i += 1
        i = min(i, len(src))
        before = src[:i]
        return before.count("\n") + 1, i - (before.rfind("\n") + 1) + 1


def read_yaml(path: Path, display: str, twice: Mapping[str, str] | None = None
              ) -> tuple[YamlFile | None, list[Diagnostic]]:
    """Load one YAML file, refused unread past MAX_FILE_BYTES (interpreter/files.py); see ``parse_yaml``."""
    try:
        text = read_text_bounded(path, MAX_FILE_BYTES)
    except FileError as err:
        return None, [Diagnostic(display, err.line, err.column, err.reason)]
    return parse_yaml(text, display, path, twice)


def parse_yaml(text: str, display: str, path: Path | None = None, twice: Mapping[str, str] | None = None
               ) -> tuple[YamlFile | None, list[Diagnostic]]:
    """YAML text as plain data with positions, or the diagnostics that refuse it.

    Refused (no data): nesting deeper than MAX_NESTING, more than MAX_ALIASES aliases, aliases that
    expand past MAX_EXPANDED (the data as a tree, which every consumer walks), tags, bad YAML. A key
    written twice in one mapping (YAML would keep the last silently) is an error at the second, naming
    the first; the data is still returned, so the file's other problems are found too. ``twice`` words
    that error for the keys of a top-level section (a variant's ``change:``: "is changed twice").
    """
    too_deep = _too_deep(text)
    if too_deep is not None:
        line, col = too_deep
        return None, [with_source(Diagnostic(display, line, col, f"YAML nested more than {MAX_NESTING} levels deep"),
                                  text)]
    raw = _raw_control(text)
    if raw:  # YAML refuses these unescaped, and libyaml's reader would place the error at 1:1
        return None, [with_source(Diagnostic(display, *line_col(text, at), refusal(ch)), text) for at, ch in raw]
    if "*" in text and _alias_count(text) > MAX_ALIASES:
        return None, [Diagnostic(display, 1, 1, f"too many YAML aliases (more than {MAX_ALIASES})")]
    try:
        root = yaml.compose(text, Loader=_LOADER)
        tagged = list(_tagged(root))
        if tagged:
            return None, [with_source(Diagnostic(display, m.line + 1, m.column + 1,
                                                 f"YAML: tags are not allowed ({tag}): plain data only"), text)
                          for m, tag in tagged]
        if "*" in text:
            big = _expanded_past(root, MAX_EXPANDED)
            if big is not None:
                mark, recursive = big
                why = ("a YAML alias refers to a node that contains it" if recursive
                       else f"YAML aliases expand past {MAX_EXPANDED} nodes and characters")
                return None, [with_source(Diagnostic(display, mark.line + 1, mark.column + 1, why), text)]
        data = yaml.load(text, Loader=_LOADER)  # the safe loader (C or pure): plain data only
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        msg = (err.problem or err.context or "invalid YAML").strip()
        return None, [with_source(Diagnostic(display, line, col, f"YAML: {msg}"), text)]
    except (yaml.YAMLError, RecursionError, ValueError) as err:
        return None, [Diagnostic(display, 1, 1, f"YAML: {str(err).splitlines()[0] if str(err) else 'invalid'}")]
    found = _duplicates(root, display, twice or {}) + _hostile(root, text, display)
    diags = [with_source(d, text) for d in sorted(found, key=lambda d: (d.line, d.column))]
    return YamlFile(path if path is not None else Path(display), display, text, data, root), diags


def _raw_control(text: str) -> list[tuple[int, str]]:
    """The C0 and C1 controls written as they are (a NUL, an ESC; CR only outside a CRLF), at most 20."""
    out = []
    for at, ch in findings(text):
        if (ch < "\x20" or "\x7f" <= ch <= "\x9f") and not (ch == "\r" and text.startswith("\n", at + 1)):
            out.append((at, ch))
            if len(out) == 20:
                break
    return out


def _hostile(root: Any, text: str, display: str) -> list[Diagnostic]:
    """A character that acts on a terminal (a control, a bidi override, a zero-width character:
    interpreter/sanitize.py) in any key or value, where it is written: the character itself, or the escape
    of a quoted scalar (``"\\e"``) that makes it."""
    if "\\" not in text and next(findings(text.replace("\r\n", "\n")), None) is None:
        return []
    starts = [0]
    for row in text.split("\n"):
        starts.append(starts[-1] + len(row) + 1)
    out: list[Diagnostic] = []
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if not isinstance(node, yaml.ScalarNode):
            stack += _children(node)
            continue
        bad = next(findings(node.value), None)
        if bad is None:
            continue
        begin = starts[min(node.start_mark.line, len(starts) - 1)] + node.start_mark.column
        end = starts[min(node.end_mark.line, len(starts) - 1)] + node.end_mark.column
        raw = text.find(bad[1], begin, end)
        at = raw if raw >= 0 else max(text.find("\\", begin, end), begin)
        line, column = line_col(text, at)
        out.append(Diagnostic(display, line, column, refusal(bad[1])))
    return out


def _children(node: Any) -> list[Any]:
    if isinstance(node, yaml.MappingNode):
        return [x for pair in node.value for x in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _expanded_past(root: Any, limit: int) -> tuple[Any, bool] | None:
    """The mark of the first node whose data, written out as a tree (aliases expanded), passes ``limit``
    nodes and scalar characters, and whether it is recursive (a node that contains itself is infinitely
    large); or None. Each distinct node is sized once, so an alias bomb costs its file's size to
    measure, not its expansion."""
    size: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(root, False)]
    open_: set[int] = set()
    while stack:
        node, done = stack.pop()
        key = id(node)
        if node is None or (key in size and not done):
            continue
        if done:
            open_.discard(key)
            total = 1 + (len(node.value) if isinstance(node, yaml.ScalarNode) else 0)
            total += sum(size[id(c)] for c in _children(node))
            size[key] = total
            if total > limit:
                return node.start_mark, False
            continue
        open_.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in open_:
                return node.start_mark, True  # `&a [*a]`
            if id(child) not in size:
                stack.append((child, False))
    return None


def _key(node: Any) -> Any:
    """A scalar key as the data will hold it: `1`, `01` and `0x1` are the same key, `'1'` another."""
    if node.tag == "tag:yaml.org,2002:str":
        return ("str", node.value)
    try:
        return ("value", yaml.load(node.value, Loader=_LOADER))
    except yaml.YAMLError:
        return (node.tag, node.value)


def _duplicates(root: Any, display: str, twice: Mapping[str, str]) -> list[Diagnostic]:
    """A key written twice in one mapping, at the second, naming the first (its column too if it differs)."""
    out: list[Diagnostic] = []
    seen_nodes: set[int] = set()
    stack: list[tuple[Any, str | None]] = [(root, None)]
    while stack:
        node, section = stack.pop()
        if node is None or id(node) in seen_nodes:
            continue
        seen_nodes.add(id(node))
        if isinstance(node, yaml.MappingNode):
            first: dict[tuple[str, str], Any] = {}
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode) and k.tag != "tag:yaml.org,2002:merge":
                    where = _key(k)
                    if where in first:
                        a, b = first[where], k.start_mark
                        at = f"line {a.line + 1}" + (f", column {a.column + 1}" if a.column != b.column else "")
                        phrase = twice.get(section or "", "is written twice in this mapping")
                        out.append(Diagnostic(display, b.line + 1, b.column + 1,
                                              f"'{k.value}' {phrase} (first at {at})"
                                              + ("" if section in twice else "; YAML would keep only the last")))
                    else:
                        first[where] = k.start_mark
                inner = k.value if node is root and isinstance(k, yaml.ScalarNode) else section
                stack.append((v, inner))
                stack.append((k, section))
        else:
            stack += [(c, section) for c in _children(node)]
    return sorted(out, key=lambda d: (d.line, d.column))


def _tagged(node: Any, seen: set[int] | None = None) -> Any:
    """Non-standard tags (``!!python/...``, ``!foo``): refused; nothing is ever built from them."""
    seen = set() if seen is None else seen
    if node is None or id(node) in seen:
        return
    seen.add(id(node))
    if node.tag not in _STANDARD_TAGS:
        yield node.start_mark, node.tag
        return
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            yield from _tagged(k, seen)
            yield from _tagged(v, seen)
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            yield from _tagged(v, seen)


def _too_deep(text: str) -> tuple[int, int] | None:
    """Where nesting first exceeds MAX_NESTING (flow brackets, block indentation, `- - -`), or None.

    A cheap scan that errs on the safe side (brackets inside quoted strings count too): rules files
    nest a handful of levels, so only hostile input comes near the limit.
    """
    depth = 0
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        dashes = 0
        while stripped.startswith("- ", 2 * dashes):
            dashes += 1
        if indent // 2 + dashes > MAX_NESTING:
            return n, 1
        for col, ch in enumerate(line, 1):
            if ch in "[{":
                depth += 1
                if depth > MAX_NESTING:
                    return n, col
            elif ch in "]}" and depth:
                depth -= 1
            elif ch == "#" and (col == 1 or line[col - 2] == " "):
                break
    return None


def _alias_count(text: str) -> int:
    import re

    return len(re.findall(r"(?:^|[\s\[\{,:-])\*[A-Za-z0-9_-]+", text))
