"""The counters a component uses, as an editor sees them while its file is typed (issue 27 items 7 and 9).

A counter's name is declared nowhere: it is one of a component's counters when one of the component's steps
changes it (language/counters.py). So what completion offers after `counter(`, `add N`, `remove N` and `reset`
— and what hover says of a counter's name — is read from the component the place is in: the lines of its list
item in the buffer (a rules file's component, a variant's `add:` or `replace:` item), or, under a variant's
`change:`, every `ID.…` entry of the same component there, and the component as last checked (``model``).
The buffer is read as lines, not as YAML, so it still answers while the text around the place does not parse
(an open quote, `counter(` not yet closed); the word being typed is left out (it is no name yet).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..language import counters
from ..language.unparse import unparse
from ..loading.fields import iter_dsl
from .vocab import Word
from .where import Place

_NAME = r"([a-z_][a-z0-9_]*)"
# an amount as `add`/`remove` take it: a number, a name (a quantity), a call or parenthesized number, no `;`
_VALUE = r"(?:\d+|\([^;\"']*?\)|[a-z_][a-z0-9_.]*(?:\([^;\"']*?\))?)"
_STEPS = (
    ("add", re.compile(rf"\badd\s+{_VALUE}\s+{_NAME}\s+to\s+this\b")),
    ("remove", re.compile(rf"\bremove\s+{_VALUE}\s+{_NAME}\s+from\s+this\b")),
    ("reset", re.compile(rf"\breset\s+{_NAME}\s+on\s+this\b")),
)
_READ = re.compile(rf"\bcounter\s*\(\s*{_NAME}\s*\)")
_ITEM = re.compile(r"^(\s*)-(?:\s|$)")
_CHANGE_KEY = re.compile(r"^(\s+)([A-Za-z_][\w-]*)\.[\w.-]*\s*:")
MAX_SHOWN = 3  # steps quoted in a counter's detail
UNCHANGED = "a counter this component reads"  # the start of the detail of a name no step changes


@dataclass
class Use:
    """How a component uses one counter: the steps that change it (as written) and whether it is read."""

    steps: list[str] = field(default_factory=list)
    read: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.steps)


def scan(texts: Iterable[str], out: dict[str, Use] | None = None) -> dict[str, Use]:
    """The counters some texts change or read, by name (first use first)."""
    found = out if out is not None else {}
    for text in texts:
        for _, pattern in _STEPS:
            for m in pattern.finditer(text):
                use = found.setdefault(m.group(1), Use())
                step = " ".join(m.group(0).split())
                if step not in use.steps:
                    use.steps.append(step)
        for m in _READ.finditer(text):
            found.setdefault(m.group(1), Use()).read = True
    return found


def of_model(model: Any, out: dict[str, Use] | None = None) -> dict[str, Use]:
    """The counters of a checked component: the names its steps change, and those it reads."""
    found = out if out is not None else {}
    for _, node, _ in iter_dsl(model):
        for c in counters.changes(node):
            use = found.setdefault(c.name, Use())
            step = unparse(c)
            if step not in use.steps:
                use.steps.append(step)
        for r in counters.reads(node):
            found.setdefault(r.name, Use()).read = True
    return found


def component_lines(text: str, line: int, at: Place) -> tuple[list[str], str | None]:
    """The lines of the component a place (at ``line``, 1-based) is in, the word being typed cut out, and the
    component's id under a variant's `change:` (whose other entries for that id are among the lines)."""
    lines = text.split("\n")
    row = min(max(line, 1), len(lines)) - 1
    here = lines[row]
    start = at.word_start - 1
    lines[row] = here[:start] + " " * len(at.word) + here[start + len(at.word):]
    if len(at.keys) >= 2 and at.keys[0] == "change":
        comp = at.keys[1].split(".", 1)[0]
        return _change_entries(lines, comp), comp
    return _item(lines, row), None


def _item(lines: list[str], row: int) -> list[str]:
    """The outermost list item that holds the line: a component of a section (or of `add:`, `replace:`)."""
    first, lowest = None, len(lines[row]) - len(lines[row].lstrip(" ")) + 1
    for n in range(row, -1, -1):
        raw = lines[n]
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        if _ITEM.match(raw) and (indent < lowest or n == row):
            first, lowest = n, indent
        elif indent < lowest:
            lowest = indent
        if indent == 0 and not _ITEM.match(raw):
            break  # a section's key: nothing above it holds the line
    if first is None:
        return []
    dash = len(lines[first]) - len(lines[first].lstrip(" "))
    end = first + 1
    while end < len(lines):
        raw = lines[end]
        indent = len(raw) - len(raw.lstrip(" "))
        if raw.strip() and not raw.lstrip().startswith("#") and indent <= dash:
            break
        end += 1
    return lines[first:end]


def _change_entries(lines: list[str], comp: str) -> list[str]:
    """Every entry of a variant's `change:` whose path starts with ``comp.``, with the lines of its value."""
    out: list[str] = []
    inside = False
    for n, raw in enumerate(lines):
        if raw and not raw[0].isspace() and not raw.startswith("#"):
            inside = raw.startswith("change:")
            continue
        if not inside:
            continue
        m = _CHANGE_KEY.match(raw)
        if m and m.group(2) == comp:
            out.append(raw)
            indent = len(m.group(1))
            for more in lines[n + 1:]:
                if more.strip() and len(more) - len(more.lstrip(" ")) <= indent:
                    break
                out.append(more)
    return out


def uses_at(text: str, line: int, at: Place, models: Iterable[Any] = ()) -> dict[str, Use]:
    """The counters of the component a place is in: from its lines in the buffer, and from ``models`` (the
    component as last checked, under a variant's `change:`)."""
    found = scan([" ".join(component_lines(text, line, at)[0])])
    for model in models:
        of_model(model, found)
    return found


def component_at(at: Place) -> str | None:
    """The component id a place under a variant's `change:` is about (its rules give the rest of its counters)."""
    return at.keys[1].split(".", 1)[0] if len(at.keys) >= 2 and at.keys[0] == "change" else None


def words_of(uses: dict[str, Use]) -> dict[str, Word]:
    """The counters as words to offer: what each is, in a line (the steps that change it, as written)."""
    out = {}
    for name, use in uses.items():
        if use.changed:
            detail = f"a counter of this component: {'; '.join(use.steps[:MAX_SHOWN])}"
        else:
            detail = f"{UNCHANGED} but no step changes yet (add 1 {name} to this)"
        out[name] = Word(name, "counter", detail)
    return out
