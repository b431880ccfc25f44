"""A translator's status of a locale folder: which messages are new, changed since translated, unused,
missing; and which English messages lack a note of where they appear.

Each translated message may carry, in its Fluent comment, the fingerprint of the English message it was
translated from (``# source: 1a2b3c4d5e6f``), as gettext's fuzzy flag marks a translation whose source
moved. A comment is what Fluent tooling keeps (fluent.syntax attaches it to the message) and what the
loader ignores, so the fingerprint changes no text. ``mark_reviewed`` writes the fingerprints of the
English in use now, once a translator has read the translations against it.

The fingerprint is fingerprint.py's ``text_fingerprint`` (English *words*); a pin (pins.py) records the same
of the English it was translated from, and fingerprint.py's ``effect_fingerprint`` of the effect it describes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from ..files import atomic_write, read_text_bounded
from .fingerprint import text_fingerprint
from .locale import MAX_FTL_BYTES

__all__ = ["KINDS", "Entry", "limits", "mark_reviewed", "read_folder", "source_hash", "status", "too_long",
           "unnoted"]
# the four lists of issue 28 (D-231): new (translated, never reviewed: no fingerprint), changed (reviewed against
# an English that has changed since), unused (no longer in English), missing (in English, not translated)
KINDS = ("new", "changed", "unused", "missing")
_WHERE = re.compile(r"^where: *\S", re.M)  # a note of where a message appears (`# where: …` or `## where: …`)
_MAX = re.compile(r"\bmax (\d{1,4}) chars\b")  # a layout's limit, stated in a note
_SOURCE = re.compile(r"^# source: ([0-9a-f]{12})[ \t]*$", re.M)


def source_hash(source: str) -> str:
    """The fingerprint of an English message: sha256 of its source with blank space normalised (a
    re-indented message is the same message), first 12 hex digits (fingerprint.py, as a pin's English)."""
    return text_fingerprint(source)


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of a locale file: its source (without its comment), where it starts, the fingerprint
    its comment records (None when it records none)."""

    id: str
    file: str
    line: int
    source: str
    recorded: str | None


def _entries(path: Path) -> tuple[str, list[tuple[fl.Message, Entry]]]:
    text = read_text_bounded(path, MAX_FTL_BYTES).lstrip("\ufeff")
    found = []
    for e in FluentParser(with_spans=True).parse(text).body:
        if isinstance(e, fl.Message) and e.span is not None and e.id.span is not None:
            comment = (e.comment.content or "") if e.comment is not None else ""
            m = _SOURCE.search("\n".join(f"# {x}" for x in comment.splitlines()))
            source = text[e.id.span.start:e.span.end]
            line = text.count("\n", 0, e.id.span.start) + 1
            found.append((e, Entry(e.id.name, str(path), line, source, m.group(1) if m else None)))
    return text, found


def read_folder(folder: Path, lang: str) -> dict[str, Entry]:
    """Every message of ``folder/lang/*.ftl`` by id (a duplicate is `check`'s to report: the first is kept)."""
    out: dict[str, Entry] = {}
    for path in sorted((folder / lang).glob("*.ftl")):
        for _, entry in _entries(path)[1]:
            out.setdefault(entry.id, entry)
    return out


def status(folder: Path, lang: str) -> dict[str, list[Entry]]:
    """Per kind, the messages of ``lang`` a translator should look at, against ``folder``'s English:
    new (translated, no fingerprint recorded: never reviewed), changed (the recorded fingerprint is not
    English's now), unused (translated, no longer in English), missing (in English, not translated).
    A changed or missing message is shown at English's entry; the others at the translation's."""
    english, other = read_folder(folder, "en"), read_folder(folder, lang)
    out: dict[str, list[Entry]] = {k: [] for k in KINDS}
    for key, en in english.items():
        tr = other.get(key)
        if tr is None:
            out["missing"].append(en)
        elif tr.recorded is None:
            out["new"].append(tr)
        elif tr.recorded != source_hash(en.source):
            out["changed"].append(en)
    out["unused"] = [tr for key, tr in other.items() if key not in english]
    return out


def mark_reviewed(folder: Path, lang: str, ids: set[str] | None = None) -> list[str]:
    """Record, above each translated message of ``lang`` (or only those of ``ids``), the fingerprint of
    its English now; the files whose text changed (each written atomically, keeping its mode)."""
    if lang == "en":
        raise ValueError("English is the source: its messages carry no fingerprint")
    english = read_folder(folder, "en")
    written = []
    for path in sorted((folder / lang).glob("*.ftl")):
        text, found = _entries(path)
        edits: list[tuple[int, int, str]] = []  # (start, end, replacement), applied from the end
        for msg, entry in found:
            if entry.id not in english or (ids is not None and entry.id not in ids):
                continue
            want = f"# source: {source_hash(english[entry.id].source)}"
            assert msg.span is not None and msg.id.span is not None
            head = text[msg.span.start:msg.id.span.start]  # the message's own comment lines
            m = _SOURCE.search(head)
            if m is not None:
                at = msg.span.start + m.start()
                edits.append((at, msg.span.start + m.end(), want))
            else:
                edits.append((msg.id.span.start, msg.id.span.start, want + "\n"))
        new = text
        for start, end, repl in sorted(edits, reverse=True):
            new = new[:start] + repl + new[end:]
        if new != text:
            atomic_write(path, new)
            written.append(str(path))
    return written


def _notes(path: Path) -> list[tuple[fl.Message, int, str | None]]:
    """Each message of an English file with its line and its note (its own `# where:`, else its group's)."""
    text = read_text_bounded(path, MAX_FTL_BYTES).lstrip("\ufeff")
    found: list[tuple[fl.Message, int, str | None]] = []
    group = None  # the current group's note: a group comment holds until the next one
    for e in FluentParser(with_spans=True).parse(text).body:
        if isinstance(e, fl.GroupComment):
            group = e.content if _WHERE.search(e.content or "") else None
        elif isinstance(e, fl.Message) and e.span is not None and e.id.span is not None:
            own = e.comment.content if e.comment is not None and _WHERE.search(e.comment.content or "") else None
            found.append((e, text.count("\n", 0, e.id.span.start) + 1, own or group))
    return found


def unnoted(folder: Path) -> list[Entry]:
    """The messages of ``folder/en/*.ftl`` without a note of where they appear: neither their own comment nor
    the group comment (``##``) they fall under says ``where: …`` (docs/localization.md, "Notes")."""
    return [Entry(m.id.name, str(path), line, "", None) for path in sorted((folder / "en").glob("*.ftl"))
            for m, line, note in _notes(path) if note is None]


def limits(folder: Path) -> dict[str, int]:
    """The length a message's note allows (``max N chars``: its words, besides what its placeables quote)."""
    out: dict[str, int] = {}
    for path in sorted((folder / "en").glob("*.ftl")):
        for m, _, note in _notes(path):
            found = [int(n) for n in _MAX.findall(note or "")]
            if found:
                out[m.id.name] = min(found)
    return out


def _longest(pattern: fl.Pattern) -> int:
    """The longest line a pattern's own words make (a selector's longest variant; placeables not counted)."""
    lines, width = [], 0
    for element in pattern.elements:
        if isinstance(element, fl.TextElement):
            parts = element.value.split("\n")
            width += len(parts[0])
            for part in parts[1:]:
                lines.append(width)
                width = len(part.strip())
        elif isinstance(element.expression, fl.SelectExpression):
            width += max(_longest(v.value) for v in element.expression.variants)
    return max([*lines, width])


def too_long(folder: Path, lang: str, allowed: dict[str, int]) -> list[Entry]:
    """The messages of ``lang`` longer than their English note allows (``limits``)."""
    out = []
    for path in sorted((folder / lang).glob("*.ftl")):
        text = read_text_bounded(path, MAX_FTL_BYTES).lstrip("\ufeff")
        for e in FluentParser(with_spans=True).parse(text).body:
            if isinstance(e, fl.Message) and e.value is not None and e.id.name in allowed and e.id.span is not None:
                if _longest(e.value) > allowed[e.id.name]:
                    line = text.count("\n", 0, e.id.span.start) + 1
                    out.append(Entry(e.id.name, str(path), line, "", None))
    return out
