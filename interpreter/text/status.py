"""A translator's status of a locale folder: which messages are new, changed since translated, unused.

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

__all__ = ["KINDS", "Entry", "mark_reviewed", "read_folder", "source_hash", "status"]
KINDS = ("new", "changed", "unmarked", "unused")
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
    new (in English, not translated), changed (the recorded fingerprint is not English's now), unmarked
    (translated, no fingerprint recorded: never reviewed), unused (translated, no longer in English).
    A new or changed message is shown at English's entry; the others at the translation's."""
    english, other = read_folder(folder, "en"), read_folder(folder, lang)
    out: dict[str, list[Entry]] = {k: [] for k in KINDS}
    for key, en in english.items():
        tr = other.get(key)
        if tr is None:
            out["new"].append(en)
        elif tr.recorded is None:
            out["unmarked"].append(tr)
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
