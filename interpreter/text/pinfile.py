"""Writing a pins file (pins.py reads it): one ``[[pin]]`` table replaced, added or removed, the rest kept as written.

`speakeasy pin` writes each pin with the generated text and the English beside it as comments (inside
the table, so they move with it): the file itself is read for review with what runs at hand. The comments
are what was generated when the pin was written; `speakeasy pin --list` shows what is generated now.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

__all__ = ["HEADER", "block", "remove", "upsert"]

HEADER = """\
# Pinned text (docs/localization.md, "Pinned text"): a component's rule text written by hand in this
# language. `speakeasy pin COMPONENT --lang LANG "TEXT"` writes a pin with the fingerprints of now;
# `speakeasy check` refuses a stale one (its component's effect changed) or one whose numbers, amounts
# or component names differ from the generated text, and the generated text is used instead.
"""


def _string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def _multiline(lines: Sequence[str]) -> str:
    body = "\n".join(line.replace("\\", "\\\\").replace('"', '\\"') for line in lines)
    return f'"""\n{body}\n"""'


def block(component: str, lines: Sequence[str], effect: str, english: str | None, reviewer: str | None,
          reviewed: str | None, generated: Sequence[str], english_text: Sequence[str] = ()) -> str:
    """One ``[[pin]]`` table, its generated text (and English) as comments, ending with a newline."""
    out = ["[[pin]]"]
    out += [f"# generated: {line}" for line in generated]
    out += [f"# English:   {line}" for line in english_text]
    out.append(f"component = {_string(component)}")
    out.append(f"effect = {_string(effect)}")
    if english is not None:
        out.append(f"english = {_string(english)}")
    if reviewer is not None:
        out.append(f"reviewer = {_string(reviewer)}")
    if reviewed is not None:
        out.append(f"reviewed = {_string(reviewed)}")
    out.append(f"text = {_multiline(lines)}")
    return "\n".join(out) + "\n"


def _tables(rows: list[str]) -> list[tuple[int, int]]:
    """Each ``[[pin]]`` table's rows (start, end): to the next table, less the comments and blank rows
    just before it (they are the next table's, or the file's)."""
    starts = [i for i, row in enumerate(rows) if row.strip() == "[[pin]]"]
    out = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(rows)
        while end > start + 1 and (not rows[end - 1].strip() or rows[end - 1].lstrip().startswith("#")):
            end -= 1
        out.append((start, end))
    return out


_COMPONENT = re.compile(r"""^\s*component\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')""")


def _component(rows: list[str], start: int, end: int) -> str | None:
    for row in rows[start:end]:
        m = _COMPONENT.match(row)
        if m is not None:
            if m.group(2) is not None:  # a literal string
                return m.group(2)
            try:
                found = json.loads(f'"{m.group(1)}"')
            except ValueError:
                return None
            return found if isinstance(found, str) else None
    return None


def upsert(text: str, component: str, new_block: str) -> str:
    """``text`` (a pins file, or "" for a new one) with the component's table replaced by ``new_block``,
    or the block added at the end."""
    if not text.strip():
        return HEADER + "\n" + new_block
    rows = text.split("\n")
    for start, end in _tables(rows):
        if _component(rows, start, end) == component:
            return "\n".join(rows[:start] + new_block.rstrip("\n").split("\n") + rows[end:])
    return text.rstrip("\n") + "\n\n" + new_block


def remove(text: str, component: str) -> str | None:
    """``text`` without the component's table (and the blank rows after it); None when it has none."""
    rows = text.split("\n")
    for start, end in _tables(rows):
        if _component(rows, start, end) == component:
            while end < len(rows) and not rows[end].strip() and end + 1 < len(rows):
                end += 1
            return "\n".join(rows[:start] + rows[end:])
    return None
