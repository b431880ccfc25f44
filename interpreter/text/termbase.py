"""A termbase per language: each concept's allowed word and the synonyms refused for it, checked in every message.

A locale folder's ``<lang>/termbase.toml`` (the core's and a game's) lists terms::

    [[term]]
    concept = "building space"      # what the word names (a glossary row: docs/glossary.md)
    use = "建筑格"                   # the word to write
    refuse = ["建筑区域", "空置建筑区域"]  # synonyms a translator must not write for it

`speakeasy check` reports a refused synonym in any message of that language — a locale file's line or a
variant's message — at its line and column, with the word to write and the termbase line that refuses it
(``file:line:col: message`` and a caret, as every error). Comments (`#` lines) are not messages and are
not checked, nor are `.aka` attributes (the words a reader may type to `info`, refused synonyms among
them). A refused word is a plain string: a term that clashes with a longer allowed word
(供應區 is the supply, 從供應區拿取一張助手卡 is the helper display) refuses the longer phrase.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import Diagnostic, with_source
from ..files import FileError, read_text_bounded

MAX_TERMBASE_BYTES = 256 * 1024  # a few hundred terms are a few kilobytes
NAME = "termbase.toml"


@dataclass(frozen=True)
class Term:
    concept: str
    use: str
    refuse: tuple[str, ...]
    file: str
    line: int  # of its `[[term]]`


def read_termbase(path: Path) -> tuple[list[Term], list[Diagnostic]]:
    """The terms of one termbase file, and its problems (unreadable, not TOML, a term without its fields)."""
    try:
        text = read_text_bounded(path, MAX_TERMBASE_BYTES)
    except FileError as err:
        return [], [Diagnostic(str(path), err.line, err.column, err.reason)]
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        # Python 3.11 says where only in its text: "Invalid value (at line 3, column 7)"
        where = re.search(r"\(at line (\d+), column (\d+)\)", str(err))
        line, col = (int(where[1]), int(where[2])) if where else (1, 1)
        reason = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(err))
        return [], [with_source(Diagnostic(str(path), line, col, f"not a termbase (TOML): {reason}"), text)]
    starts = [i + 1 for i, ln in enumerate(text.split("\n")) if ln.strip() == "[[term]]"]
    terms: list[Term] = []
    problems: list[Diagnostic] = []
    raw = data.get("term", [])
    if not isinstance(raw, list):
        return [], [Diagnostic(str(path), 1, 1, "a termbase is a list of [[term]] tables")]
    for i, entry in enumerate(raw):
        line = starts[i] if i < len(starts) else 1
        concept, use, refuse = entry.get("concept"), entry.get("use"), entry.get("refuse", [])
        if not (isinstance(concept, str) and isinstance(use, str) and isinstance(refuse, list)
                and all(isinstance(r, str) and r for r in refuse)):
            problems.append(with_source(Diagnostic(str(path), line, 1, "a term needs concept = \"…\", use = \"…\" "
                                                                         "and refuse = [\"…\", …]"), text))
            continue
        clash = [r for r in refuse if r in use]
        if clash:  # the allowed word would be refused wherever it is written
            problems.append(with_source(Diagnostic(str(path), line, 1, f"term '{concept}' refuses '{clash[0]}', "
                                                                         f"which its own word '{use}' contains"), text))
            continue
        terms.append(Term(concept, use, tuple(refuse), str(path), line))
    return terms, problems


def termbase(folders: Sequence[Path], lang: str) -> tuple[list[Term], list[Diagnostic]]:
    """The terms of a language from each locale folder that has a termbase (the core's, then the game's)."""
    terms: list[Term] = []
    problems: list[Diagnostic] = []
    for folder in folders:
        path = Path(folder) / lang / NAME
        if path.is_file():
            found, bad = read_termbase(path)
            terms += found
            problems += bad
    return terms, problems


def refused_in(terms: Iterable[Term], file: str, text: str, first_line: int = 1) -> list[Diagnostic]:
    """Each refused synonym in ``text`` (a locale file, or a variant's message starting at ``first_line``),
    at its line and column; comment lines are skipped."""
    terms = list(terms)
    out: list[Diagnostic] = []
    for n, line in enumerate(text.split("\n"), first_line):
        if line.lstrip().startswith(("#", ".aka")):  # a comment; the other words a reader may type (info's
            continue                                  # search aliases name the refused synonyms on purpose)
        for term in terms:
            for word in term.refuse:
                at = line.find(word)
                while at >= 0:
                    d = Diagnostic(file, n, at + 1, f"'{word}' is refused by the termbase for '{term.concept}': "
                                                    f"write '{term.use}' ({term.file}:{term.line})")
                    out.append(with_source(d, text) if first_line == 1 else d)
                    at = line.find(word, at + len(word))
    return out


def check_terms(folders: Sequence[Path], lang: str, sources: dict[str, str], extra: Sequence[Any] = ()) -> list[Diagnostic]:
    """Every refused synonym in a language's locale files (``sources``: file -> text, as the locale read them)
    and in its variant messages (``extra``: loading.ruleset.ExtraMessage), and the termbases' own problems."""
    terms, out = termbase(folders, lang)
    if not terms:
        return out
    for file, text in sorted(sources.items()):
        if file.endswith(".ftl"):
            out += refused_in(terms, file, text)
    for m in extra:
        out += refused_in(terms, m.file, m.text, m.line)
    return out
