"""Reading YAML safely with positions, and mapping paths back to line:column.

Rules files are composed with libyaml (PyYAML's C composer) into a node tree
that keeps every node's line and column, and constructed with the safe loader
(plain mappings, sequences and scalars only: no tag can build an object, so a
rules file never runs code). This is ~35x faster than ruamel.yaml's pure-Python
round-trip loader, which `speakeasy fmt` keeps for rewriting files with their
comments. Positions are all a checker needs from the source.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..errors import Diagnostic, with_source
from ..files import FileError, read_text_bounded

MAX_FILE_BYTES = 2_000_000  # a rules file larger than this is refused unread
MAX_ALIASES = 50  # anchors/aliases beyond this look like an alias bomb
MAX_NESTING = 200  # libyaml recurses per level: refuse deep nesting before it can overflow the C stack
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
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


def read_yaml(path: Path, display: str) -> tuple[YamlFile | None, list[Diagnostic]]:
    """Load one YAML file; on failure return the diagnostics instead."""
    try:  # refused unread past the limit; devices, FIFOs and folders refused (interpreter/files.py)
        text = read_text_bounded(path, MAX_FILE_BYTES)
    except FileError as err:
        return None, [Diagnostic(display, err.line, err.column, err.reason)]
    too_deep = _too_deep(text)
    if too_deep is not None:
        line, col = too_deep
        return None, [with_source(Diagnostic(display, line, col, f"YAML nested more than {MAX_NESTING} levels deep"),
                                  text)]
    if "*" in text and _alias_count(text) > MAX_ALIASES:
        return None, [Diagnostic(display, 1, 1, f"too many YAML aliases (more than {MAX_ALIASES})")]
    try:
        root = yaml.compose(text, Loader=_LOADER)
        tagged = list(_tagged(root))
        if tagged:
            return None, [with_source(Diagnostic(display, m.line + 1, m.column + 1,
                                                 f"YAML: tags are not allowed in rules files ({tag})"), text)
                          for m, tag in tagged]
        data = yaml.load(text, Loader=_LOADER)  # the safe loader (C or pure): plain data only
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        msg = (err.problem or err.context or "invalid YAML").strip()
        return None, [with_source(Diagnostic(display, line, col, f"YAML: {msg}"), text)]
    except (yaml.YAMLError, RecursionError, ValueError) as err:
        return None, [Diagnostic(display, 1, 1, f"YAML: {str(err).splitlines()[0] if str(err) else 'invalid'}")]
    return YamlFile(path, display, text, data, root), []


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
