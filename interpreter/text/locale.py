"""Locale files (Project Fluent) per language, in layers, loaded once, with positions for checking.

A language is a folder of ``*.ftl`` files. A locale reads several such folders in order: the
core's (``interpreter/text/locales``: the effect language's own constructs, which every game
shares), then the game's (its words, prompts and log lines). A later layer may redefine a
message of an earlier one, as a dialect overrides only what differs; a message defined twice in
one layer is an error. fluent.runtime does the formatting (plurals, selectors, number formats);
fluent.syntax gives every message's position so problems are reported as ``file:line:col``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

from ..errors import Diagnostic, with_source
from ..files import MB, FileError, read_text_bounded
from .languages import LANGUAGES

FLUENT_LOCALE = {"en": "en-US", "zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant"}
__all__ = ["LANGUAGES", "Locale", "load_locale", "locale"]
CORE_LOCALES = Path(__file__).resolve().parent / "locales"
MAX_FTL_BYTES = 1 * MB  # a language's longest file is a few kilobytes; refused unread past this


@dataclass
class Locale:
    lang: str
    bundle: FluentBundle
    messages: dict[str, tuple[str, int, int]]  # id -> (file, line, column) of the definition in use
    variables: dict[str, set[str]]  # id -> variables the message uses
    attributes: dict[str, set[str]]
    problems: list[Diagnostic] = field(default_factory=list)
    layers: tuple[str, ...] = ()  # the folders read, in order

    def has(self, key: str) -> bool:
        return key in self.messages

    def format(self, key: str, args: dict[str, Any] | None = None, attribute: str | None = None) -> str:
        msg = self.bundle.get_message(key) if self.bundle.has_message(key) else None
        if msg is None:
            return key
        pattern = msg.attributes.get(attribute) if attribute else msg.value
        if pattern is None:
            return ""
        text, _ = self.bundle.format_pattern(pattern, args or {})
        return str(text)


class _Lines:
    """Offsets to 1-based (line, column) in one text, without rescanning it for every message."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def position(self, offset: int) -> tuple[int, int]:
        line = bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


class _Variables(FluentVisitor):
    def __init__(self) -> None:
        self.found: set[str] = set()

    def visit_VariableReference(self, ref: fl.VariableReference) -> None:
        self.found.add(ref.id.name)


def _variables(node: Any) -> set[str]:
    visitor = _Variables()
    visitor.visit(node)
    return visitor.found


def load_locale(folders: Sequence[Path], lang: str) -> Locale:
    """The messages of ``lang`` from each folder's ``<lang>/*.ftl``, later folders overriding earlier ones."""
    bundle = FluentBundle([FLUENT_LOCALE.get(lang, lang)], use_isolating=False)
    messages: dict[str, tuple[str, int, int]] = {}
    variables: dict[str, set[str]] = {}
    attributes: dict[str, set[str]] = {}
    problems: list[Diagnostic] = []
    parser = FluentParser(with_spans=True)
    for folder in folders:
        base = Path(folder) / lang
        files = sorted(base.glob("*.ftl")) if base.is_dir() else []
        if not files:
            problems.append(Diagnostic(str(base), 1, 1, f"no locale files (*.ftl) for {lang}"))
        layer: dict[str, tuple[str, int]] = {}
        for path in files:
            display = str(path)
            try:
                text = read_text_bounded(path, MAX_FTL_BYTES)
            except FileError as err:
                problems.append(Diagnostic(display, err.line, err.column, err.reason))
                continue
            resource = parser.parse(text)
            lines = _Lines(text)
            kept: list[Any] = []
            for entry in resource.body:
                if isinstance(entry, fl.Junk):
                    line, col = lines.position(entry.span.start if entry.span else 0)
                    note = str(entry.annotations[0].message) if entry.annotations else "invalid Fluent syntax"
                    problems.append(with_source(Diagnostic(display, line, col, note), text))
                elif isinstance(entry, fl.Message):
                    key = entry.id.name
                    line, col = lines.position(entry.span.start if entry.span else 0)
                    if key in layer:
                        f, ln = layer[key]
                        problems.append(
                            with_source(Diagnostic(display, line, col, f"duplicate message '{key}' (first at {f}:{ln})"), text)
                        )
                        continue
                    layer[key] = (display, line)
                    messages[key] = (display, line, col)
                    variables[key] = _variables(entry)
                    attributes[key] = {a.id.name for a in entry.attributes}
                    kept.append(entry)
                else:
                    kept.append(entry)
            resource.body = kept
            # the same parse: fluent.runtime's FluentResource would parse again; a later layer wins
            bundle.add_resource(resource, allow_overrides=True)
    return Locale(lang, bundle, messages, variables, attributes, problems, tuple(str(f) for f in folders))


@lru_cache(maxsize=16)
def _cached(folders: tuple[str, ...], lang: str) -> Locale:
    return load_locale([Path(f) for f in folders], lang)


def locale(game_folder: Path | str, lang: str) -> Locale:
    """The locale a game's text is rendered with: the core's messages, then the game's folder."""
    return _cached((str(CORE_LOCALES), str(game_folder)), lang)
