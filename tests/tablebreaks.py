"""Where the terminal's tables break Chinese lines (issue 28 item 3), counted over whole games: the measure of
tests/test_terminal_tables.py and of the figures in the closing note (`python -m tests.tablebreaks`).

Every line of a table cell, title or caption (and of the status line) is broken by rich's ``Text.wrap``: the
offsets come from rich's own ``divide_line`` or, for Chinese, from ``interpreter.text.lines.breaks``. Both are
watched while a game is played at the terminal, so the count is the same measure before and after a change:
each break of a line holding Chinese is judged by the rules of W3C's clreq and of the names it holds.
"""

from __future__ import annotations

import io
import itertools
import re
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import rich.text
from rich.cells import cell_len
from rich.console import Console

from interpreter.cli.terminal import run_play
from interpreter.text import lines as L
from interpreter.text.messages import Messages

HAN = "\u4e00-\u9fff\u3400-\u4dbf"

@contextmanager
def watched() -> Iterator[list[tuple[str, int, list[int]]]]:
    """Every wrap of a line while inside: (the line, the width, the offsets it was broken at)."""
    seen: list[tuple[str, int, list[int]]] = []
    rich_divide = rich.text.divide_line
    ours = getattr(L, "breaks", None)

    def theirs(text: str, width: int, fold: bool = True) -> list[int]:
        offsets = rich_divide(text, width, fold=fold)
        seen.append((text, width, list(offsets)))
        return offsets

    def mine(text: str, width: int, *args: Any, **kwargs: Any) -> Any:
        assert ours is not None
        offsets = ours(text, width, *args, **kwargs)
        seen.append((text, width, list(offsets)))
        return offsets  # type: ignore[no-any-return]

    rich.text.divide_line = theirs  # type: ignore[assignment]
    if ours is not None:  # (a tree before lines.breaks has rich's wrapping only)
        setattr(L, "breaks", mine)  # noqa: B010
    try:
        yield seen
    finally:
        rich.text.divide_line = rich_divide
        if ours is not None:
            setattr(L, "breaks", ours)  # noqa: B010


def quoted(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(r"“[^“”]*”|「[^「」]*」|『[^『』]*』", text)]

def bad_breaks(text: str, width: int, offsets: list[int], names: list[str]) -> list[tuple[str, str]]:
    """The breaks of one wrapped line that break a rule: (what rule, the two lines around it)."""
    if not L.wide(text) or not offsets:
        return []
    pieces = [text[a:b] for a, b in itertools.pairwise([0, *offsets, len(text)])]
    spans = quoted(text) + [(m.start(), m.start() + len(n)) for n in names for m in re.finditer(re.escape(n), text)]
    out = []
    for at, (a, b) in zip(offsets, itertools.pairwise(pieces), strict=False):
        a, b = a.rstrip(), b.lstrip()
        if not a or not b:
            continue
        shown = f"{a[-12:]!r} | {b[:12]!r}"
        if b[0] in L.NO_START:
            out.append(("line starts with closing punctuation", shown))
        elif a[-1] in L.NO_END:
            out.append(("line ends with opening punctuation", shown))
        elif (a[-1].isdigit() and re.match(f"[{HAN}]", b)) or (re.match(r"[$+-]?[0-9]", b) and re.search(f"[{HAN}]$", a)):
            out.append(("number parted from its word", shown))
        elif any(s < at < e and cell_len(_glued(text, s, e)) <= width for s, e in spans):
            out.append(("a name or a quoted term split", shown))
    return out

def _glued(text: str, s: int, e: int) -> str:
    """A name with what no line may part from it: an opening bracket before it; its closing marks, or a number
    and the measure word after it (码头 0 名，) after it."""
    while s > 0 and text[s - 1] in L.NO_END:
        s -= 1
    after = re.match(rf"(?: [$+-]?[0-9][0-9,.]*(?: [{HAN}])?)?[{re.escape(''.join(L.NO_START))}]*", text[e:])
    return text[s:e + (after.end() if after else 0)]


def half_width_colons(text: str) -> int:
    """ "1: —" in a Chinese table: an ASCII colon after a number, before Chinese or a dash."""
    return len(re.findall(r"[0-9]: ", text)) if L.wide(text) else 0

def names_of(words: Messages) -> list[str]:
    """The names a reader sees whole: every component's, as the text names it (2 characters or more)."""
    rules = words.rules
    found = {words.component(c) for c in rules.by_id}
    return sorted((n for n in found if len(n) >= 2 and L.wide(n)), key=len, reverse=True)

def play(lang: str, width: int, seed: int = 4, every: int = 6, game: str = "speakeasy"
         ) -> tuple[Counter[str], list[tuple[str, str]], int, int]:
    """A whole 3-player game at a terminal ``width`` wide, `view` every ``every`` questions (the standings and the
    score sheet as they come): (bad breaks by rule, examples, breaks in Chinese lines, half-width colons)."""
    if game == "speakeasy":
        from .conftest import GAME, load

        package: Any = GAME
        rules = load(None, ["short-game"])
        seats = ["human", "greedy", "random"]
    else:
        from interpreter.games.nostra_city import GAME as NOSTRA

        package, rules, seats = NOSTRA, NOSTRA.load_rules(None, []), ["human", "greedy", "greedy"]
    words = Messages(package.text, rules, lang)
    names = names_of(words)
    view = words.r.m("term-cmd-view")
    script = ([view] + ["1"] * every) * 400
    console = Console(file=io.StringIO(), width=width, record=True, color_system=None)
    with watched() as seen:
        code = run_play(package, rules, 3, seats, seed, None, io.StringIO("\n".join(script) + "\n"), console, lang)
    assert code == 0
    counts: Counter[str] = Counter()
    examples: list[tuple[str, str]] = []
    broken = 0
    for text, at, offsets in seen:
        if L.wide(text):
            broken += len(offsets)
        for rule, shown in bad_breaks(text, at, offsets, names):
            counts[rule] += 1
            examples.append((rule, shown))
    colons = half_width_colons(console.export_text())
    return counts, examples, broken, colons


def main(argv: list[str]) -> int:
    game = argv[1] if len(argv) > 1 and not argv[1].isdigit() else "speakeasy"
    widths = [int(w) for w in argv[1:] if w.isdigit()] or [40, 60, 80, 100, 120]
    for lang in ("zh-Hans", "zh-Hant"):
        for width in widths:
            counts, examples, broken, colons = play(lang, width, game=game)
            print(f"{game} {lang} {width}: {sum(counts.values())} bad of {broken} breaks {dict(counts)}; "
                  f"half-width colons {colons}")
            for rule, shown in examples[:4]:
                print(f"    {rule}: {shown}")
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
