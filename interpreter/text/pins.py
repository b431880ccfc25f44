"""Pinned text: a component's rule text written by hand in one language, still held to what the component does.

A locale folder's ``<lang>/pins.toml`` lists pins (docs/localization.md, "Pinned text")::

    [[pin]]
    component = "obj_borough_2"   # the component whose lines the pin replaces
    effect = "1a2b3c4d5e6f"       # fingerprint.effect_fingerprint of the component when it was pinned
    english = "0f0e0d0c0b0a"      # fingerprint.text_fingerprint of the English it was translated from
    reviewer = "…"                # who read it against the generated text, and when (optional)
    reviewed = "2026-12-03"
    text = \"\"\"
    区域目标（所需建筑均须受保护）：…
    \"\"\"

`speakeasy pin` writes them (cli/pins.py) with the fingerprints of now. A pin replaces the component's
generated lines (one per line of ``text``) in ``TextKit.texts`` only while it is *valid*: its component
exists, its effect fingerprint is the component's now (else it is *stale*: the effect changed since), and it
says the same numbers, amounts (numerals.py) and component names as the generated text. Otherwise the
generated text is used, and `check` reports the pin at its place in the file (``file:line:col`` and a caret),
a stale one with both texts. A changed English (the ``english`` fingerprint) does not invalidate a pin — the
effect it describes is the same — but is listed for review (`speakeasy pin --check`, `locales status`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import Diagnostic, close_names, with_source
from ..files import FileError, read_text_bounded
from .components import ComponentText
from .fingerprint import effect_fingerprint, text_fingerprint
from .numerals import mismatch
from .termbase import refused_in, termbase

__all__ = [
    "MAX_PINS_BYTES",
    "MAX_PIN_CHARS",
    "NAME",
    "Pin",
    "Verdict",
    "apply",
    "english_of",
    "judge",
    "parse_pins",
    "pin_terms",
    "pinned",
    "pins_file",
    "read_pins",
    "side_by_side",
]
NAME = "pins.toml"
MAX_PINS_BYTES = 256 * 1024  # a few hundred pins of a few lines each are a few dozen kilobytes
MAX_PIN_CHARS = 2000  # one component's text: the longest generated one is under 400 characters
_FIELDS = {"component", "effect", "english", "reviewer", "reviewed", "text"}


@dataclass(frozen=True, slots=True)
class Pin:
    """One pin as its file writes it; ``at`` is where each of its lines starts in the file (line, column)."""

    component: str
    lines: tuple[str, ...]
    effect: str
    english: str | None
    reviewer: str | None
    reviewed: str | None
    file: str
    line: int  # of its [[pin]]
    keys: tuple[tuple[str, int, int], ...]  # (key, line, column of its value)
    at: tuple[tuple[int, int], ...]

    def key_at(self, key: str) -> tuple[int, int]:
        return next(((ln, col) for k, ln, col in self.keys if k == key), (self.line, 1))


@dataclass(frozen=True, slots=True)
class Verdict:
    """A pin judged against the rules now: the component's generated text (None: no such component), its
    effect fingerprint now, and what is wrong (empty: the pin is used)."""

    pin: Pin
    generated: ComponentText | None
    effect_now: str | None
    problems: tuple[Diagnostic, ...]

    @property
    def stale(self) -> bool:
        return self.effect_now is not None and self.effect_now != self.pin.effect

    @property
    def ok(self) -> bool:
        return not self.problems


def pins_file(folder: Path, lang: str) -> Path:
    return Path(folder) / lang / NAME


def _toml_error(path: str, text: str, err: tomllib.TOMLDecodeError) -> Diagnostic:
    where = re.search(r"\(at line (\d+), column (\d+)\)", str(err))  # Python 3.11 says where only in its text
    line, col = (int(where[1]), int(where[2])) if where else (1, 1)
    reason = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(err))
    return with_source(Diagnostic(path, line, col, f"not a pins file (TOML): {reason}"), text)


def _places(rows: list[str], start: int, end: int, lines: tuple[str, ...]) -> tuple[
        tuple[tuple[str, int, int], ...], tuple[tuple[int, int], ...]]:
    """Where a table's keys' values and its text's lines are, in the file rows ``start..end`` (0-based)."""
    keys = []
    text_row = start
    for i in range(start, end):
        m = re.match(r"\s*([A-Za-z_]+)\s*=\s*", rows[i])
        if m and m.group(1) in _FIELDS:
            keys.append((m.group(1), i + 1, m.end() + 1))
            if m.group(1) == "text":
                text_row = i
    at = []
    row = text_row
    for line in lines:
        found = next(((r, rows[r].find(line)) for r in range(row, end) if line in rows[r]), None)
        if found is None:  # written with escapes: the text's key stands for it
            at.append(next(((ln, col) for k, ln, col in keys if k == "text"), (start + 1, 1)))
            continue
        row = found[0]
        at.append((found[0] + 1, found[1] + 1))
    return tuple(keys), tuple(at)


def parse_pins(text: str, path: str) -> tuple[list[Pin], list[Diagnostic]]:
    """The pins of a pins file's text, and its problems (not TOML, a pin without its fields, one pinned twice)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        return [], [_toml_error(path, text, err)]
    rows = text.split("\n")
    starts = [i for i, row in enumerate(rows) if row.strip() == "[[pin]]"]
    raw = data.get("pin", [])
    if not isinstance(raw, list) or set(data) - {"pin"}:
        return [], [Diagnostic(path, 1, 1, "a pins file is a list of [[pin]] tables")]
    pins: list[Pin] = []
    problems: list[Diagnostic] = []
    seen: dict[str, int] = {}
    for i, entry in enumerate(raw):
        start = starts[i] if i < len(starts) else 0
        end = starts[i + 1] if i + 1 < len(starts) else len(rows)
        here = Diagnostic(path, start + 1, 1, "")

        def bad(message: str, at: Diagnostic = here) -> None:
            problems.append(with_source(replace(at, message=message), text))

        unknown = sorted(set(entry) - _FIELDS)
        if unknown:
            bad(f"a pin has no field '{unknown[0]}'{close_names(unknown[0], _FIELDS)}")
            continue
        comp, effect, body = entry.get("component"), entry.get("effect"), entry.get("text")
        optional = [entry.get(k) for k in ("english", "reviewer", "reviewed")]
        if not (isinstance(comp, str) and isinstance(effect, str) and isinstance(body, str)
                and all(v is None or isinstance(v, str) for v in optional)):
            bad('a pin needs component = "…", effect = "…" (its fingerprint: `speakeasy pin` writes it) and '
                'text = "…"; english, reviewer and reviewed are text too')
            continue
        lines = tuple(x.strip() for x in body.splitlines() if x.strip())
        if not lines or len(body) > MAX_PIN_CHARS:
            bad(f"the pin of '{comp}' has {'no text' if not lines else f'{len(body)} characters of text'}"
                f" (1 to {MAX_PIN_CHARS})")
            continue
        keys, at = _places(rows, start, end, lines)
        if comp in seen:
            bad(f"'{comp}' is pinned twice (first at line {seen[comp]})")
            continue
        seen[comp] = start + 1
        pins.append(Pin(comp, lines, effect, optional[0], optional[1], optional[2], path, start + 1, keys, at))
    return pins, problems


_READ: dict[tuple[str, int, int], tuple[list[Pin], list[Diagnostic]]] = {}  # by path, mtime and size


def read_pins(path: Path) -> tuple[list[Pin], list[Diagnostic]]:
    """The pins of one file (none when there is none), and its problems; read again only when the file changed
    (its time and size), since a game's screens ask for a component's text one component at a time."""
    try:
        st = path.stat()
    except OSError:
        return [], []
    if not path.is_file():
        return [], []
    key = (str(path), st.st_mtime_ns, st.st_size)
    hit = _READ.get(key)
    if hit is not None:
        return list(hit[0]), list(hit[1])
    try:
        text = read_text_bounded(path, MAX_PINS_BYTES)
    except FileError as err:
        return [], [Diagnostic(str(path), err.line, err.column, err.reason)]
    made = parse_pins(text, str(path))
    if len(_READ) > 64:  # a few locale folders at a time; never grows without bound
        _READ.clear()
    _READ[key] = made
    return list(made[0]), list(made[1])


def english_of(text: ComponentText) -> str:
    """The fingerprint of a component's English, as a pin records the English it was translated from."""
    return text_fingerprint("\n".join(text.lines))


def _names(text: str, names: Sequence[str]) -> list[tuple[str, int]]:
    """Each component name in ``text`` (longest first, so a name inside a longer one is not counted), at its place."""
    found = []
    masked = text
    for name in names:
        at = masked.find(name)
        while at >= 0:
            found.append((name, at))
            masked = masked[:at] + "\0" * len(name) + masked[at + len(name):]
            at = masked.find(name, at + len(name))
    return found


def _place(pin: Pin, offset: int) -> tuple[int, int]:
    """The file position of a character of the pin's text (its lines joined by newlines)."""
    for (line, col), text in zip(pin.at, pin.lines, strict=True):
        if offset <= len(text):
            return line, col + offset
        offset -= len(text) + 1
    return pin.at[-1] if pin.at else (pin.line, 1)


def side_by_side(generated: Iterable[str], pinned: Iterable[str]) -> str:
    """Both texts, for a reader to set the verb, target, condition and timing against what runs."""
    return ("\n    generated: " + "\n               ".join(generated) + "\n    pinned:    " + "\n               ".join(pinned))


def _judge_one(pin: Pin, text: ComponentText, effect_now: str, names: Sequence[str], source: str) -> list[Diagnostic]:
    def at(line_col: tuple[int, int], message: str) -> Diagnostic:
        return with_source(Diagnostic(pin.file, line_col[0], line_col[1], message), source)

    both = side_by_side(text.lines, pin.lines)
    if effect_now != pin.effect:
        return [at(pin.key_at("effect"), f"the pin of '{pin.component}' is stale: its effect changed since it was "
                                         f"pinned (fingerprint {pin.effect}, now {effect_now}); the generated text is "
                                         f"used until it is pinned again (`speakeasy pin`) or removed:{both}")]
    generated, pinned = "\n".join(text.lines), "\n".join(pin.lines)
    out = []
    extra, missing = mismatch(generated, pinned)
    for n in extra:
        out.append(at(_place(pin, n.start), f"the pin of '{pin.component}' says {n.shown()}, which its effect does "
                                            f"not (the generated text's numbers are the rules'):{both}"))
    for n in missing:
        out.append(at(pin.at[0], f"the pin of '{pin.component}' leaves out {n.shown()}, which its effect says:{both}"))
    want = {name for name, _ in _names(generated, names)}
    have = _names(pinned, names)
    for name, offset in have:
        if name not in want:
            out.append(at(_place(pin, offset), f"the pin of '{pin.component}' names '{name}', which its effect "
                                               f"does not:{both}"))
    for name in sorted(want - {name for name, _ in have}):
        out.append(at(pin.at[0], f"the pin of '{pin.component}' leaves out '{name}', which its effect names:{both}"))
    return out


def judge(pins: Sequence[Pin], texts: Sequence[ComponentText], rules: Any, sections: Iterable[str],
          sources: dict[str, str] | None = None) -> list[Verdict]:
    """Each pin against the rules now: ``texts`` the generated text of every component (``TextKit.texts``
    without pins), ``sections`` the rules' lists they come from; ``sources`` the pins files' text, if read."""
    by_id = {t.id: t for t in texts}
    comps = {c.id: c for section in sections for c in rules.lists[section]}
    # a component's name, where it has one of its own: a helper or tile named by its own effect
    # ("获得 2 个影响力指示物") is rule text, not a name
    names = sorted({t.name for t in texts if len(t.name) > 1 and not (t.lines and t.lines[0].startswith(t.name))},
                   key=len, reverse=True)
    sources = dict(sources or {})
    out = []
    for pin in pins:
        if pin.file not in sources:
            try:
                sources[pin.file] = read_text_bounded(pin.file, MAX_PINS_BYTES)
            except FileError:
                sources[pin.file] = ""
        text = by_id.get(pin.component)
        if text is None or pin.component not in comps:
            line, col = pin.key_at("component")
            d = with_source(Diagnostic(pin.file, line, col, f"unknown component '{pin.component}'"
                                                            f"{close_names(pin.component, by_id)}"), sources[pin.file])
            out.append(Verdict(pin, None, None, (d,)))
            continue
        now = effect_fingerprint(comps[pin.component])
        out.append(Verdict(pin, text, now, tuple(_judge_one(pin, text, now, names, sources[pin.file]))))
    return out


def apply(texts: Sequence[ComponentText], verdicts: Iterable[Verdict]) -> list[ComponentText]:
    """The texts with each valid pin's lines in place of its component's generated lines."""
    used = {v.pin.component: v.pin.lines for v in verdicts if v.ok}
    return [replace(t, lines=used[t.id]) if t.id in used else t for t in texts]


def pinned(texts: Sequence[ComponentText], rules: Any, sections: Iterable[str], folder: Path,
           lang: str) -> tuple[list[ComponentText], list[Diagnostic]]:
    """``texts`` (generated) with the valid pins of ``folder``'s ``<lang>/pins.toml`` in place, and what
    `check` reports. Pins are written for the rules as shipped: under variants a pin that no longer fits
    its component (the variant changed it, or a number it says) gives way to the generated text without
    an error (D-221) — the rules without variants are where a stale pin is an error."""
    pins, problems = read_pins(pins_file(folder, lang))
    if not pins:
        return list(texts), problems
    verdicts = judge(pins, texts, rules, sections)
    if not getattr(rules, "variants", ()):
        problems += [d for v in verdicts for d in v.problems]
    return apply(texts, verdicts), problems


def pin_terms(folders: Sequence[Path], folder: Path, lang: str) -> list[Diagnostic]:
    """Each word a termbase of the language refuses (termbase.py) in its pins file, at its line and column
    (the comments `speakeasy pin` writes, the generated text among them, are not checked)."""
    path = pins_file(folder, lang)
    terms, _ = termbase(folders, lang)  # a termbase's own problems are check_terms' to report
    if not terms or not path.is_file():
        return []
    try:
        text = read_text_bounded(path, MAX_PINS_BYTES)
    except FileError:
        return []  # pinned() reports an unreadable file
    return refused_in(terms, str(path), text)
