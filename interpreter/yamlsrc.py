"""Reading YAML safely with positions, and mapping paths back to line:column.

ruamel.yaml's round-trip loader keeps comments, key order and the position of
every node; it constructs only plain mappings, sequences and scalars (no tags
that build objects), so rules files can never execute code.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq, TaggedScalar
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from .errors import Diagnostic, with_source

MAX_FILE_BYTES = 2_000_000  # a rules file larger than this is refused unread
MAX_ALIASES = 50  # anchors/aliases beyond this look like an alias bomb


@dataclass(frozen=True, slots=True)
class YamlFile:
    path: Path
    display: str
    text: str
    data: Any

    def diag(self, line: int, column: int, message: str) -> Diagnostic:
        return with_source(Diagnostic(self.display, line, column, message), self.text)

    def locate(self, path: tuple[Any, ...]) -> tuple[int, int]:
        """1-based (line, column) of the deepest node of ``path`` that exists."""
        node = self.data
        line, col = 0, 0
        if isinstance(node, (CommentedMap, CommentedSeq)):
            line, col = node.lc.line, node.lc.col
        for key in path:
            if isinstance(node, CommentedMap) and key in node:
                line, col = node.lc.value(key)
                node = node[key]
            elif isinstance(node, CommentedMap) and str(key) in node:
                line, col = node.lc.value(str(key))
                node = node[str(key)]
            elif isinstance(node, CommentedSeq) and isinstance(key, int) and 0 <= key < len(node):
                line, col = node.lc.item(key)
                node = node[key]
            else:
                continue  # pydantic adds loc parts (union branch names) that are not YAML keys
        return line + 1, col + 1

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
    try:
        raw = path.read_bytes()
    except OSError as err:
        return None, [Diagnostic(display, 1, 1, f"cannot read file: {err.strerror}")]
    if len(raw) > MAX_FILE_BYTES:
        return None, [Diagnostic(display, 1, 1, f"file is too large ({len(raw)} bytes, at most {MAX_FILE_BYTES})")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return None, [Diagnostic(display, 1, 1, f"file is not UTF-8 ({err.reason} at byte {err.start})")]
    if text.count("*") and _alias_count(text) > MAX_ALIASES:
        return None, [Diagnostic(display, 1, 1, f"too many YAML aliases (more than {MAX_ALIASES})")]
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    try:
        data = yaml.load(text)
    except MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        msg = (err.problem or err.context or "invalid YAML").strip()
        return None, [with_source(Diagnostic(display, line, col, f"YAML: {msg}"), text)]
    except (YAMLError, RecursionError, ValueError) as err:
        return None, [Diagnostic(display, 1, 1, f"YAML: {str(err).splitlines()[0] if str(err) else 'invalid'}")]
    tags = list(_tagged(data, ()))
    if tags:
        src = YamlFile(path, display, text, None)
        out = []
        for where, tag in tags:
            line, col = YamlFile(path, display, text, data).locate(where)
            out.append(src.diag(line, col, f"YAML: tags are not allowed in rules files ({tag})"))
        return None, out
    return YamlFile(path, display, text, data), []


def _tagged(node: Any, path: tuple[Any, ...]) -> Any:
    """Explicit YAML tags (``!!python/...``, ``!foo``): refused, nothing is ever constructed from them."""
    tag = getattr(getattr(node, "tag", None), "value", None)
    if tag or isinstance(node, TaggedScalar):
        yield path, tag or "a tag"
        return
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _tagged(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _tagged(v, (*path, i))


def _alias_count(text: str) -> int:
    import re

    return len(re.findall(r"(?:^|[\s\[\{,:-])\*[A-Za-z0-9_-]+", text))


def plain(node: Any) -> Any:
    """Round-trip containers → plain dicts/lists (keys stay as written)."""
    if isinstance(node, dict):
        return {k: plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    if isinstance(node, str):
        return str(node)
    return node
