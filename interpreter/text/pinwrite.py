"""Writing one pin, or removing it: the one place a pins file is written (`speakeasy pin`, cli/pins.py, and the
studio's editor, web/pinning.py, both call ``write``).

A pin is written only if `check` would accept it: the file as it would be is read back (pins.py's
``parse_pins``), the new pin judged against the rules (``judge``: its numbers, amounts and names are the
generated text's) and its words against the language's termbase; otherwise nothing is written and the
problems are given back (``PinRefused``), each at its place in the file as it would have been. The file is
written atomically and keeps its mode (files.atomic_write).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import Diagnostic, InterpreterError, close_names
from ..files import FileError, atomic_write, read_text_bounded
from .components import ComponentText
from .fingerprint import effect_fingerprint
from .locale import layers
from .pinfile import block, upsert
from .pinfile import remove as without
from .pins import MAX_PINS_BYTES, Pin, english_of, judge, parse_pins, pins_file
from .termbase import refused_in, termbase

__all__ = ["MAX_REVIEWER", "PinError", "PinRefused", "Written", "lines_of", "write"]
MAX_REVIEWER = 100  # a name (and a note such as "native, zh-Hant"): one line


class PinError(InterpreterError):
    """A pin that is not written, and why: ``kind`` names the reason for a reader in another language
    (``unknown-component``, ``no-pin``, ``empty``, ``reviewer``, ``too-large``, ``file``), ``args`` its parts."""

    def __init__(self, kind: str, message: str, **args: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.args_ = args


class PinRefused(PinError):
    """A pin `check` would refuse: ``problems`` as `check` reports them; the file is unchanged."""

    def __init__(self, path: Path, problems: Sequence[Diagnostic], pin: Pin | None = None) -> None:
        n = len(problems)
        super().__init__("refused", f"not pinned: {n} problem{'s' if n != 1 else ''} ({path} is unchanged)",
                         count=n, path=str(path))
        self.problems = list(problems)
        self.pin = pin  # the pin as it would have been written (where its lines would stand), if it was read

    def in_text(self, d: Diagnostic) -> tuple[int, int] | None:
        """Where a problem stands in the pin's own text (its line and column, from 1), for a reader who typed
        it and never saw the file; None for one that is not in the text (its effect, a field)."""
        for n, ((line, col), text) in enumerate(zip(self.pin.at, self.pin.lines, strict=True) if self.pin else (), 1):
            if d.line == line and col <= d.column <= col + len(text):
                return n, d.column - col + 1
        return None


@dataclass(frozen=True, slots=True)
class Written:
    """What was written: the file, the pin's lines (none: removed) and the generated text beside them."""

    path: Path
    lines: tuple[str, ...]
    generated: tuple[str, ...]

    @property
    def removed(self) -> bool:
        return not self.lines


def lines_of(text: Sequence[str]) -> list[str]:
    """A pin's lines from what was typed (command-line arguments, or a text area's text): blank lines dropped."""
    return [x.strip() for part in text for x in part.splitlines() if x.strip()]


def write(kit: Any, rules: Any, folder: Path, component: str, lang: str, lines: Sequence[str],
          reviewer: str | None = None, remove: bool = False, today: str | None = None) -> Written:
    """Pin ``component``'s text in ``lang`` (``lines``; with ``reviewer``'s mark and ``today``, by default the
    UTC date) in ``folder``'s ``<lang>/pins.toml``, or ``remove`` its pin; ``kit`` the game's TextKit, ``rules``
    the rules as shipped (pins are not written against a variant, D-221). Raises PinError, PinRefused."""
    path = pins_file(folder, lang)
    try:
        old = read_text_bounded(path, MAX_PINS_BYTES) if path.exists() else ""
    except FileError as e:
        raise PinError("file", str(e), reason=e.reason) from None
    generated = {t.id: t for t in kit.texts(rules, lang, folder, pinned=False)}
    if component not in generated:
        raise PinError("unknown-component", f"unknown component '{component}'{close_names(component, generated)}",
                       id=component)
    if remove:
        new = without(old, component)
        if new is None:
            raise PinError("no-pin", f"{path}: '{component}' has no pin in {lang}", id=component, lang=lang)
        _write(path, new)
        return Written(path, (), tuple(generated[component].lines))
    lines = [line.strip() for line in lines if line.strip()]
    if not lines:
        raise PinError("empty", "the text is empty")
    if reviewer is not None and (len(reviewer) > MAX_REVIEWER or not reviewer.isprintable() or not reviewer.strip()):
        raise PinError("reviewer", f"a reviewer's mark is one line of 1 to {MAX_REVIEWER} characters", most=MAX_REVIEWER)
    new = upsert(old, component, _block(kit, rules, folder, generated[component], lang, lines, reviewer, today))
    if len(new.encode("utf-8")) > MAX_PINS_BYTES:
        raise PinError("too-large", f"{path} would be over {MAX_PINS_BYTES} bytes", most=MAX_PINS_BYTES)
    problems = _problems(kit, rules, folder, path, new, component, lang, list(generated.values()))
    if problems:
        raise PinRefused(path, problems, next((p for p in parse_pins(new, str(path))[0] if p.component == component), None))
    _write(path, new)
    return Written(path, tuple(lines), tuple(generated[component].lines))


def _block(kit: Any, rules: Any, folder: Path, text: ComponentText, lang: str, lines: Sequence[str],
           reviewer: str | None, today: str | None) -> str:
    comp = next(c for section in kit.kinds for c in rules.lists[section] if c.id == text.id)
    en = next((t for t in kit.texts(rules, "en", folder, pinned=False) if t.id == text.id), None) if lang != "en" else None
    when = (today or datetime.datetime.now(datetime.UTC).date().isoformat()) if reviewer else None
    return block(text.id, lines, effect_fingerprint(comp), english_of(en) if en is not None else None,
                 reviewer.strip() if reviewer else None, when, text.lines, en.lines if en is not None else ())


def _problems(kit: Any, rules: Any, folder: Path, path: Path, new: str, component: str, lang: str,
              generated: list[ComponentText]) -> list[Diagnostic]:
    """What `check` would report of the component's pin in the file as it would be: the file's own problems,
    the pin judged against the rules, and the termbase's refused words in the pin's table."""
    pins, problems = parse_pins(new, str(path))
    mine = [p for p in pins if p.component == component]
    problems += [d for v in judge(mine, generated, rules, kit.kinds, {str(path): new}) for d in v.problems]
    if mine:
        start = mine[0].line
        after = [p.line for p in pins if p.line > start]
        end = min(after) if after else len(new.split("\n")) + 1
        terms, _ = termbase(layers(folder, lang), lang)
        problems += [d for d in refused_in(terms, str(path), new) if start <= d.line < end]
    return problems


def _write(path: Path, text: str) -> None:
    try:
        atomic_write(path, text)
    except FileError as e:
        raise PinError("file", str(e), reason=e.reason) from None
