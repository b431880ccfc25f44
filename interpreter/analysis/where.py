"""What a place in a rules or variant file is, read from its lines alone — so it still answers while the
file is half typed and does not parse (an open quote, a colon not yet written).

A place is under a key (the nearest `KEY:` above it with less indentation, or on its own line before
it); when that key holds the effect language (a field whose model marks it ``Dsl``: `effect`, `persons`,
`cond`…, or a variant's `change:` path ending in one), the place is inside an effect text and ``prefix``
is that text from its start to the place (its quote left out, the lines of a block scalar joined).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from ..loading.fields import Dsl, _marker, inner_model

_KEY = re.compile(r"^(\s*)((?:-\s+)*)([A-Za-z_][\w.-]*)(\s*:)(?=\s|$)(.*)$")
_ITEM = re.compile(r"^(\s*)-(?:\s+|$)(.*)$")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")


@dataclass(frozen=True)
class Place:
    """What stands at a place of a YAML text (lines and columns 1-based, columns in characters)."""

    keys: tuple[str, ...]  # the keys above it, outermost first (list items leave no key)
    on_key: bool  # the place is in a key itself (before its colon), not in a value
    dsl: str | None  # the kind of effect-language text there (effect, cond, expr), None outside one
    prefix: str  # the effect text before the place (only when ``dsl``)
    word: str  # the word (id, name) the place is in, whole
    word_start: int  # its column
    typed: str  # the part of ``word`` before the place

    @property
    def key(self) -> str:
        return self.keys[-1] if self.keys else ""


@lru_cache(maxsize=8)
def dsl_fields(file_model: type[BaseModel]) -> dict[str, str]:
    """Every field name under which a game's rules hold effect-language text -> its kind (an effect wins)."""
    out: dict[str, str] = {}
    seen: set[type] = set()
    todo: list[type[BaseModel]] = [file_model]
    while todo:
        model = todo.pop()
        if model in seen:
            continue
        seen.add(model)
        for name, info in model.model_fields.items():
            marker = _marker(model, name, info)
            if isinstance(marker, Dsl):
                if out.get(name) != "effect":
                    out[name] = marker.kind
            inner = inner_model(info.annotation)
            if inner is not None:
                todo.append(inner)
                todo += _all_models(info.annotation)
    return out


def _all_models(annotation: Any) -> list[type[BaseModel]]:
    import typing

    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        if isinstance(arg, type) and issubclass(arg, BaseModel):
            found.append(arg)
        else:
            found += _all_models(arg)
    return found


def field_of(key: str) -> str:
    """The field a key names: itself, or the last name of a variant's `change:` path (`loc_x.rows.2.persons.2`)."""
    parts = [p for p in key.split(".") if p and not p.isdigit()]
    return parts[-1] if parts else key


def place(text: str, line: int, column: int, dsl: dict[str, str]) -> Place:
    """What stands at (line, column) of a YAML text; ``dsl``: the fields of effect-language text (``dsl_fields``)."""
    lines = text.split("\n") or [""]
    line = min(max(line, 1), len(lines))
    col = min(max(column, 1), len(lines[line - 1]) + 1)
    word, start, typed = _word_at(lines[line - 1], col)
    keys: list[tuple[int, str]] = []  # (indent, key) of the keys the place is under, innermost last
    value = (line, 1)  # where the value the place is in starts
    on_key = False
    for n, raw in enumerate(lines[:line], 1):
        content = raw.lstrip(" ")
        if not content or (content.startswith("#") and n < line):
            continue
        indent = len(raw) - len(content)
        key = _KEY.match(raw)
        item = _ITEM.match(raw)
        if key:
            at = len(key.group(1)) + len(key.group(2))
            while keys and keys[-1][0] >= at:
                keys.pop()
            keys.append((at, key.group(3)))
            colon = at + len(key.group(3)) + len(key.group(4))
            value = (n, colon + 1)
            on_key = n == line and col <= colon
        elif item:  # a list item: under the key above it, even at that key's own indentation
            while keys and keys[-1][0] > indent:
                keys.pop()
            value = (n, len(item.group(1)) + 2)
            on_key = False
        elif keys and indent <= keys[-1][0]:  # a line back at a key's level that is no key (half typed)
            while keys and keys[-1][0] >= indent:
                keys.pop()
            value = (n, indent + 1)
            on_key = False
        # else: the next line of a block or a long value: the value goes on where it started
    names = tuple(k for _, k in keys)
    first, first_col = value
    chunks = [lines[first - 1][first_col - 1:] if first != line else lines[line - 1][first_col - 1:col - 1]]
    chunks += [lines[n - 1] if n != line else lines[n - 1][:col - 1] for n in range(first + 1, line + 1)]
    flow_key, begin, in_flow_key = _flow(chunks[0]) if len(chunks) == 1 else (None, 0, False)
    if flow_key is not None:
        names = (*names, flow_key)
    on_key = on_key or in_flow_key
    kind = dsl.get(field_of(names[-1])) if names and not on_key else None
    prefix = _text(chunks, begin) if kind is not None else None
    if prefix is None:
        kind = None
    return Place(names, on_key, kind, prefix or "", word, start, typed)


def _flow(text: str) -> tuple[str | None, int, bool]:
    """Inside a value written in YAML's flow style on one line (`{id: x, effect: "gain 2`, `["may …", "…`): the
    key of the innermost mapping the end of ``text`` is in a value of, where the scalar there starts, and
    whether the end is in a key itself. Quotes are honoured: a `[` or `,` inside an effect text is text."""
    stack: list[list[Any]] = []  # [bracket, where its current item starts, its current key]
    quote = ""
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\" and quote == '"':
                i += 1
            elif c == quote:
                quote = ""
        elif c in "\"'" and (i == 0 or text[i - 1] in " ,[{:"):
            quote = c
        elif c in "{[":
            stack.append([c, i + 1, None])
        elif c in "}]" and stack:
            stack.pop()
        elif c == "," and stack:
            stack[-1][1], stack[-1][2] = i + 1, None
        elif c == ":" and stack and stack[-1][0] == "{" and (i + 1 == len(text) or text[i + 1] == " "):
            stack[-1][2] = text[stack[-1][1]:i].strip().strip("\"'")
            stack[-1][1] = i + 1
        i += 1
    if not stack:
        return None, 0, False
    key = next((level[2] for level in reversed(stack) if level[0] == "{" and level[2] is not None), None)
    in_key = stack[-1][0] == "{" and stack[-1][2] is None
    return key, stack[-1][1], in_key


def _text(chunks: list[str], begin: int) -> str | None:
    """The effect text of a value from ``begin`` of its first line to the place: its quote, a block indicator
    and the indentation of the lines after it left out; None when the place is past the text (after a closing
    quote, in a comment)."""
    body = chunks[0][begin:].lstrip()
    if body[:1] in "|>":
        body = ""
    quote = body[:1] if body[:1] in "\"'" else ""
    if quote:
        body = body[1:]
    rest = [c.strip() for c in chunks[1:]]
    text = " ".join([body, *rest]) if rest else body
    if quote and re.search(("[^\\\\]" if quote == '"' else "") + re.escape(quote) + "|^" + re.escape(quote), text):
        return None
    if not quote and re.search(r"(^|\s)#", text):
        return None
    return text


def _word_at(line: str, col: int) -> tuple[str, int, str]:
    """The word around a column of a line, its start column, and its part before the column."""
    for m in _WORD.finditer(line):
        if m.start() <= col - 1 <= m.end():
            return m.group(0), m.start() + 1, line[m.start():col - 1]
    return "", col, ""
