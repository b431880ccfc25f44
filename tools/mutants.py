"""Every mutant of a Python module, and the list of mutants known to be equivalent.

A mutant is the module with one small change a slip of the pen could make: a comparison's boundary
or sense flipped, an integer ±1, a condition negated, a statement deleted, ``max`` for ``min``,
``and`` for ``or``, ``True`` for ``False``. The change is made in the source text, over the span of
the node, keeping every line where it was (a deleted statement leaves ``pass`` and blank lines): the
diff shows the slip as it would be written, and the code objects of the functions the change does
not touch stay equal, which is how ``tools/mutate.py`` knows which functions to replace.

Nothing is mutated that cannot change what runs: docstrings, annotations (postponed by
``from __future__ import annotations``), imports, ``if TYPE_CHECKING:`` blocks, ``__all__``, the
inside of f-strings (their positions are not reliable before Python 3.12) and ``assert`` statements
(checks of the engine's own consistency, not rules).
"""

from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# the operators, as the report and the equivalents file name them
OPERATORS = ("compare", "number", "negate", "delete", "minmax", "boolop", "bool")

# a comparison's boundary moves (< and <=), its sense flips (== and !=, in and not in, is and is not)
_FLIP = {ast.Lt: "<=", ast.LtE: "<", ast.Gt: ">=", ast.GtE: ">", ast.Eq: "!=", ast.NotEq: "==",
         ast.In: "not in", ast.NotIn: "in", ast.Is: "is not", ast.IsNot: "is"}
_COMPARE_TOKEN = re.compile(r"<=|>=|==|!=|<|>|\bnot\s+in\b|\bis\s+not\b|\bin\b|\bis\b")
_SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Raise, ast.Break, ast.Continue,
           ast.Delete)
SEPARATOR = " ⟶ "


@dataclass(frozen=True, slots=True)
class Edit:
    start: int  # character offsets into the source
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class Mutant:
    """One change to a module: where, what, and the source it makes."""

    path: str  # as given (relative to the repository root)
    index: int  # its place among the module's mutants, in source order
    operator: str
    line: int  # the first line the change touches (1-based)
    last_line: int
    where: str  # the enclosing function or class, dotted ("backings.add"), or "<module>"
    # the lines whose tests are the mutant's: its own, a function's body for its decorators and
    # defaults (they matter when it runs), or None for the whole module (a class body, a constant)
    scope: tuple[int, int] | None
    before: str  # the first changed line, stripped: with ``after``, the key of the equivalents file
    after: str
    edits: tuple[Edit, ...] = field(repr=False)

    @property
    def id(self) -> str:
        return f"{self.path}#{self.index}"

    @property
    def key(self) -> tuple[str, str, str, str]:
        """What names a mutant across edits elsewhere in the file (line numbers move; the text does not)."""
        return (self.path, self.where, self.before, self.after)

    def apply(self, source: str) -> str:
        out = source
        for e in sorted(self.edits, key=lambda e: e.start, reverse=True):
            out = out[: e.start] + e.text + out[e.end :]
        return out

    def diff(self, source: str, context: int = 1) -> str:
        new = self.apply(source)
        lines = difflib.unified_diff(source.splitlines(keepends=True), new.splitlines(keepends=True),
                                     f"a/{self.path}", f"b/{self.path}", n=context)
        return "".join(lines)


class _Source:
    """Positions: the ast module counts columns in UTF-8 bytes; edits are made on characters."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))

    def offset(self, line: int, col: int) -> int:
        raw = self.lines[line - 1].encode("utf-8")[:col]
        return self.starts[line - 1] + len(raw.decode("utf-8"))

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self.offset(node.lineno, node.col_offset),  # type: ignore[attr-defined]
                self.offset(node.end_lineno, node.end_col_offset))  # type: ignore[attr-defined]

    def line_of(self, offset: int) -> int:
        lo, hi = 0, len(self.starts) - 1
        while lo < hi - 1:
            mid = (lo + hi) // 2
            if self.starts[mid] <= offset:
                lo = mid
            else:
                hi = mid
        return lo + 1


def _find(text: str, start: int, end: int, pattern: re.Pattern[str]) -> tuple[int, int] | None:
    """The first match of ``pattern`` between two offsets, outside comments (operators between operands)."""
    pos = start
    for chunk in re.split(r"(\n)", text[start:end]):
        code = chunk.split("#", 1)[0]
        m = pattern.search(code)
        if m:
            return pos + m.start(), pos + m.end()
        pos += len(chunk)
    return None


def mutants(path: str, source: str) -> list[Mutant]:
    """Every mutant of a module's source, in source order; each compiles."""
    src = _Source(source)
    tree = ast.parse(source)
    found: list[tuple[str, str, tuple[Edit, ...], tuple[int, int] | bool | None]] = []
    scope: list[tuple[int, int] | bool | None] = [None]  # True: the mutant's own lines

    def add(operator: str, where: str, *edits: Edit) -> None:
        found.append((operator, where, edits, scope[-1]))

    def visit(node: ast.AST, where: list[str], in_function: bool) -> None:
        name = ".".join(where) or "<module>"
        if isinstance(node, ast.JoinedStr | ast.Import | ast.ImportFrom | ast.Assert):
            return
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            is_def = not isinstance(node, ast.ClassDef)
            if is_def and not in_function:  # run at import; they matter when the function runs
                scope.append((node.body[0].lineno, node.end_lineno or node.body[-1].lineno))
            else:
                scope.append(scope[-1])
            for d in node.decorator_list:
                visit(d, where, in_function)
            if isinstance(node, ast.ClassDef):
                for e in (*node.bases, *node.keywords):
                    visit(e, where, in_function)
            else:
                for d in (*node.args.defaults, *(k for k in node.args.kw_defaults if k is not None)):
                    visit(d, where, in_function)
            scope.pop()
            inner = is_def or in_function
            scope.append(True if inner else scope[-1])
            body(node.body, [*where, node.name], inner)
            scope.pop()
            return
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            body(node.orelse, where, in_function)
            return
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return
        if isinstance(node, ast.AnnAssign):  # the annotation is never evaluated
            if node.value is not None:
                visit(node.value, where, in_function)
            return
        if isinstance(node, ast.Lambda):  # it runs where it stands, whenever it is called
            scope.append(True)
            visit(node.body, [*where, "<lambda>"], True)
            scope.pop()
            return
        for operator, edits in _mutations(node, src):
            add(operator, name, *edits)
        for value in (getattr(node, f) for f in node._fields):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                body(value, where, in_function)
            elif isinstance(value, list):
                for v in value:
                    if isinstance(v, ast.AST):
                        visit(v, where, in_function)
            elif isinstance(value, ast.AST):
                visit(value, where, in_function)

    def body(stmts: list[ast.stmt], where: list[str], in_function: bool) -> None:
        for k, stmt in enumerate(stmts):
            if k == 0 and _is_docstring(stmt):
                continue
            if in_function and isinstance(stmt, _SIMPLE):
                start, end = src.span(stmt)
                gap = source[start:end].count("\n")
                add("delete", ".".join(where) or "<module>", Edit(start, end, "pass" + "\n" * gap))
            visit(stmt, where, in_function)

    body(tree.body, [], False)
    out: list[Mutant] = []
    for operator, where, edits, lines in sorted(found, key=lambda f: (min(e.start for e in f[2]), f[0], f[2][0].text)):
        mutant = _make(path, len(out), operator, where, edits, src, lines)
        compile(mutant.apply(source), path, "exec")  # a mutant that does not compile is a bug of this module
        out.append(mutant)
    return out


def _make(path: str, index: int, operator: str, where: str, edits: tuple[Edit, ...], src: _Source,
          lines: tuple[int, int] | bool | None) -> Mutant:
    first = min(e.start for e in edits)
    last = max(e.end for e in edits)
    line, last_line = src.line_of(first), src.line_of(max(first, last - 1))
    before = src.lines[line - 1]
    start = src.starts[line - 1]
    after = before
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        if start <= e.start < start + len(before):
            cut = min(e.end - start, len(before.rstrip("\n")))
            after = after[: e.start - start] + e.text.split("\n")[0] + after[cut:]
    scope = (line, last_line) if lines is True else lines
    return Mutant(path, index, operator, line, last_line, where, scope, before.strip(), after.strip(), edits)  # type: ignore[arg-type]


def _mutations(node: ast.AST, src: _Source) -> Iterator[tuple[str, tuple[Edit, ...]]]:
    text = src.text
    if isinstance(node, ast.Compare):
        left: ast.AST = node.left
        for op, right in zip(node.ops, node.comparators, strict=True):
            at = _find(text, src.span(left)[1], src.span(right)[0], _COMPARE_TOKEN)
            if at is not None:
                yield "compare", (Edit(at[0], at[1], _FLIP[type(op)]),)
            left = right
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        start, end = src.span(node)
        yield "bool", (Edit(start, end, str(not node.value)),)
    elif isinstance(node, ast.Constant) and isinstance(node.value, int):
        start, end = src.span(node)
        yield "number", (Edit(start, end, str(node.value + 1)),)
        yield "number", (Edit(start, end, str(node.value - 1)),)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min"):
        start, end = src.span(node.func)
        yield "minmax", (Edit(start, end, "min" if node.func.id == "max" else "max"),)
    elif isinstance(node, ast.BoolOp):
        word = "and" if isinstance(node.op, ast.And) else "or"
        edits = []
        for a, b in zip(node.values, node.values[1:], strict=False):
            at = _find(text, src.span(a)[1], src.span(b)[0], re.compile(rf"\b{word}\b"))
            if at is not None:
                edits.append(Edit(at[0], at[1], "or" if word == "and" else "and"))
        if edits:
            yield "boolop", tuple(edits)
    tests: list[ast.expr] = []
    if isinstance(node, ast.If | ast.While | ast.IfExp):
        tests = [node.test]
    elif isinstance(node, ast.comprehension):
        tests = list(node.ifs)
    for test in tests:
        start, end = src.span(test)
        yield "negate", (Edit(start, end, f"not ({text[start:end]})"),)


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


# ----------------------------------------------------------------- the equivalents file
_HEADING = re.compile(r"^## `?(?P<path>[^`\s]+\.py)`?\s*$")
_ENTRY = re.compile(r"^- `(?P<where>[^`]+)`: `(?P<before>.+?)`" + SEPARATOR + r"`(?P<after>.*?)`\s*$")


@dataclass(frozen=True, slots=True)
class Equivalent:
    key: tuple[str, str, str, str]
    reason: str
    line: int  # in the equivalents file


def read_equivalents(path: Path) -> list[Equivalent]:
    """The entries of the equivalents file: under a `## path` heading, each
    ``- `where`: `before` ⟶ `after` `` followed by its reason on indented lines."""
    if not path.exists():
        return []
    out: list[Equivalent] = []
    module = None
    entry: tuple[tuple[str, str, str, str], int] | None = None
    reason: list[str] = []

    def close() -> None:
        if entry is not None:
            if not reason:
                raise ValueError(f"{path}:{entry[1]}: an equivalent mutant needs its reason on the lines below it")
            out.append(Equivalent(entry[0], " ".join(reason), entry[1]))

    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if m := _HEADING.match(line):
            close()
            module, entry, reason = m["path"], None, []
        elif m := _ENTRY.match(line):
            close()
            if module is None:
                raise ValueError(f"{path}:{n}: an entry before any '## path/to/module.py' heading")
            entry, reason = ((module, m["where"], m["before"], m["after"]), n), []
        elif entry is not None and line.startswith("  ") and line.strip():
            reason.append(line.strip())
        elif entry is not None and line.strip():
            close()
            entry, reason = None, []
    close()
    return out


def entry_line(m: Mutant) -> str:
    """How a mutant is written in the equivalents file."""
    return f"- `{m.where}`: `{m.before}`{SEPARATOR}`{m.after}`"
