"""The one output sanitizer: nothing a rules folder, a locale, a save or a user typed can drive the terminal,
forge a line or be read as markup, whatever path prints it.

Two kinds of danger, one policy:

- *Characters that act instead of showing*: the C0 controls (ESC starts a terminal escape sequence that can
  clear lines, move the cursor or retitle the window; CR overwrites the start of a line, so a file can print
  an "ok" over its own error count), DEL, the C1 controls (U+0080–U+009F: U+009B is a one-byte CSI on some
  terminals), the bidirectional overrides, embeddings, isolates and marks (U+202E shows ``exe.txt`` as
  ``txt.exe``), the zero-width characters (two names that look the same and are not), the line and paragraph
  separators. ``HOSTILE`` holds them; ``visible`` writes each as its escape (``\\x1b``, ``\\u202e``), so it
  shows and does nothing. A newline and a tab are text.
- *Text read as markup*: rich reads ``[red]`` as a style and ``:100:`` as an emoji (``rules/game.yaml:100:16``
  printed as ``rules/game.yaml💯16``). ``console`` makes the program's consoles: no emoji codes, no markup
  unless a call asks for it (``markup=True``, with each given text passed through ``markup``), and every
  string and segment they print passed through ``visible``, tables and progress bars included.

The other outputs have their own form of the same escape: ``json_text`` (``--json``: the characters written as
JSON's ``\\uXXXX``, so the data read back is unchanged) and ``html_text`` (the book: escaped for HTML, and the
characters shown as their escapes, since a browser obeys U+202E too). ``check`` refuses the characters where
they are written (``findings``, used by the YAML and Fluent readers), so these escapes are a second line of
defence that a file which checks clean never needs.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

_C0 = "".join(chr(c) for c in range(0x20) if chr(c) not in "\n\t")
_C1 = "\x7f" + "".join(chr(c) for c in range(0x80, 0xA0))
BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
ZERO_WIDTH = "\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff"
SEPARATORS = "\u2028\u2029"
HOSTILE = _C0 + _C1 + BIDI + ZERO_WIDTH + SEPARATORS
_HOSTILE_RE = re.compile("[" + re.escape(HOSTILE) + "]")
_NAMES = {"\x1b": "ESCAPE", "\r": "CARRIAGE RETURN", "\x00": "NUL", "\x7f": "DELETE", "\x9b": "CONTROL SEQUENCE INTRODUCER",
          "\x08": "BACKSPACE", "\x07": "BELL"}


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


_TABLE = {ord(c): _escape(c) for c in HOSTILE}


def visible(text: str) -> str:
    """``text`` with every character of HOSTILE written as its escape (``\\x1b``, ``\\u202e``)."""
    return text.translate(_TABLE) if _HOSTILE_RE.search(text) else text


def markup(text: str) -> str:
    """``text`` to place inside a rich markup string: made visible, and its brackets escaped."""
    from rich.markup import escape

    return escape(visible(text))


def html_text(text: str) -> str:
    """``text`` for an HTML page: escaped for HTML, the HOSTILE characters shown as their escapes."""
    return html.escape(visible(text))


def json_text(data: Any, **options: Any) -> str:
    """``json.dumps`` with the HOSTILE characters written as ``\\uXXXX`` (JSON escapes C0 itself; C1, the bidi
    and zero-width characters it would write as they are): the same data, nothing a terminal obeys."""
    text = json.dumps(data, ensure_ascii=False, **options)
    return _HOSTILE_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def describe(ch: str) -> str:
    """A HOSTILE character for a message: ``U+001B ESCAPE``, ``U+202E RIGHT-TO-LEFT OVERRIDE``."""
    name = _NAMES.get(ch) or unicodedata.name(ch, "") or "control character"
    return f"U+{ord(ch):04X} {name}"


def kind(ch: str) -> str:
    if ch in BIDI:
        return "a bidirectional control"
    if ch in ZERO_WIDTH:
        return "a zero-width character"
    if ch in SEPARATORS:
        return "a line separator"
    return "a control character"


def findings(text: str) -> Iterator[tuple[int, str]]:
    """(offset, character) of each HOSTILE character of ``text``."""
    for m in _HOSTILE_RE.finditer(text):
        yield m.start(), m.group()


def refusal(ch: str) -> str:
    """What ``check`` says of a HOSTILE character where a file holds it, with the fix."""
    return (f"{kind(ch)} ({describe(ch)}) cannot be in the text of a game: printed, it would act on the terminal "
            f"instead of showing; remove it (it shows as {_escape(ch)})")


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of ``offset`` in ``text``."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


@lru_cache(maxsize=1)
def _console_class() -> type:
    from rich.console import Console
    from rich.segment import Segment

    class SafeConsole(Console):
        """A rich console that prints nothing HOSTILE: every string made visible before it is laid out (so
        a table measures what it shows), every segment once more as it is written (a ``Text`` built
        elsewhere, a renderable of a library), the controls rich itself emits (colour, a progress bar's
        cursor) kept."""

        def render_str(self, text: str, **kwargs: Any) -> Any:
            return super().render_str(visible(text), **kwargs)

        def _render_buffer(self, buffer: Any) -> str:
            safe = (seg if seg.control else Segment(visible(seg.text), seg.style) for seg in buffer)
            return str(super()._render_buffer(safe))

    return SafeConsole


def console(**options: Any) -> Any:
    """A rich ``Console`` for the program's output: no emoji codes, no highlighting, markup only where a call
    asks for it, and nothing HOSTILE printed (``visible``). ``options`` are rich's (``stderr``, ``file``,
    ``width``...)."""
    settings: dict[str, Any] = {"highlight": False, "emoji": False, "markup": False}
    return _console_class()(**(settings | options))
