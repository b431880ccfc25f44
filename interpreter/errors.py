"""Diagnostics and the project's error types.

Every problem a user can cause is reported as ``file:line:col: message`` with
the source line and a caret; never as a Python traceback.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .sanitize import visible


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem at one place of one file (line and column are 1-based)."""

    file: str
    line: int
    column: int
    message: str
    source_line: str | None = field(default=None, compare=False)

    def render(self) -> str:
        head = f"{self.file}:{self.line}:{self.column}: {self.message}"
        if self.source_line is None:
            return head
        # the line as it shows (a control character written as its escape: sanitize.py), the caret under the column
        line = self.source_line.rstrip("\n").expandtabs(1)
        text = visible(line)
        caret = " " * len(visible(line[: max(self.column, 1) - 1])) + "^"
        return f"{head}\n    {text}\n    {caret}"

    def as_json(self) -> dict[str, object]:
        return {"file": self.file, "line": self.line, "column": self.column, "message": self.message}


class InterpreterError(ValueError):
    """Base of every error the project raises on purpose."""


class RulesError(InterpreterError):
    """Rules (or locale, variant, scenario) files that do not check; carries every diagnostic."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = sorted(diagnostics, key=lambda d: (d.file, d.line, d.column))
        super().__init__("\n".join(d.render() for d in self.diagnostics) or "invalid rules")


class DslError(InterpreterError):
    """A DSL string that does not parse or check; positions are relative to the string."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        self.message = message
        self.line = line
        self.column = column
        super().__init__(f"{line}:{column}: {message}")


def with_source(diag: Diagnostic, text: str) -> Diagnostic:
    """Attach the offending source line of ``text`` to a diagnostic."""
    lines = text.split("\n")  # lines as the positions count them (a CR or U+2028 inside one does not end it)
    src = lines[diag.line - 1].removesuffix("\r") if 0 < diag.line <= len(lines) else None
    return Diagnostic(diag.file, diag.line, diag.column, diag.message, src)


def close_names(word: str, candidates: object, n: int = 1) -> str:
    """A ``did you mean`` suffix, or the empty string when nothing is close."""
    import difflib

    matches = difflib.get_close_matches(word, list(candidates), n=n, cutoff=0.6)  # type: ignore[call-overload]
    return f" (did you mean '{matches[0]}'?)" if matches else ""
