"""Where a line of Chinese text may break (issue 28 item 3): the terminal's own wrapping and HTML's joins.

Two rules of W3C's Requirements for Chinese Text Layout (clreq, §3.1.7 and the numbers of §3.5):
- a line never starts with closing punctuation (、。，」）…) and never ends with opening punctuation (「（“…);
- a number and its measure word or unit stay on one line ("提升 1 级" breaks before 提升 or after 级, never
  as "提升 1⏎级"; "$17" is one word), and so does the word just before it (玩家 2, 第 20 页, 支付 $17).

``fold`` breaks a line for a terminal of a given width by these rules (rich breaks only at spaces and cuts a
run of Chinese anywhere); between two Chinese characters a break is allowed, as a reader expects. ``joined``
writes the space between a number and the Chinese word after it as a no-break space (U+00A0), for a browser,
which knows the punctuation rules (Unicode's line breaking) but breaks at any space.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import lru_cache

from rich.cells import cell_len

# clreq's characters not allowed at the start of a line (closing brackets, pause and stop marks, the middle dots),
# the same marks in ASCII, and the pseudo-locale's closing bracket
NO_START = frozenset("、。，．：；？！）」』】〕〗〙〛｝＞〉》”’…‥・·ー～%,.;:!?)]}⟧")
# not allowed at the end of a line: opening brackets
NO_END = frozenset("（「『【〔〖〘〚｛＜〈《“‘([{⟦")
NBSP = "\u00a0"

_WIDE = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"  # CJK characters and their punctuation
_TOKEN = re.compile(rf" +|[{_WIDE}]|[^ {_WIDE}]+")
_IS_WIDE = re.compile(rf"[{_WIDE}]")
_NUMBER = re.compile(r"[$+-]?[0-9]")
_HAN = "\u2e80-\u9fff\uf900-\ufaff"
# the spaces `fold` never breaks at: a number and the Chinese word after it, a Chinese word and the number after it
_NUMBER_JOINS = re.compile(rf"(?<=[0-9]) (?=[{_HAN}])|(?<=[{_HAN}]) (?=[$+-]?[0-9])")


def wide(text: str) -> bool:
    """Does ``text`` hold Chinese (or other wide) characters, the text these rules are for?"""
    return _IS_WIDE.search(text) is not None


def joined(text: str) -> str:
    """``text`` with the spaces around a number among Chinese words made unbreakable (U+00A0): the number
    stays with its measure word and with the word before it, as ``fold`` keeps them."""
    return _NUMBER_JOINS.sub(NBSP, text)


def _tokens(text: str) -> list[tuple[str, bool, int]]:
    """The unbreakable pieces of a line: (text, a space stood before it, where it starts in ``text``)."""
    out: list[tuple[str, bool, int]] = []
    space = False
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok.startswith(" "):
            space = True
            continue
        out.append((tok, space, m.start()))
        space = False
    return out


def _may_break(before: tuple[str, bool, int], after: tuple[str, bool, int]) -> bool:
    """May a line end after ``before`` and the next start with ``after``?"""
    prev, nxt = before[0], after[0]
    if nxt[0] in NO_START or prev[-1] in NO_END:
        return False
    if after[1] and prev[-1].isdigit() and _IS_WIDE.match(nxt):  # a number and its measure word
        return False
    if after[1] and _IS_WIDE.match(prev[-1]) and _NUMBER.match(nxt):
        return False  # what a number counts or orders stands before it too: 玩家 2, 第 20 页, 支付 $17
    if not after[1] and not (_IS_WIDE.match(prev[-1]) or _IS_WIDE.match(nxt)):
        return False  # inside a word of Latin letters or digits ("$17", "VIP")
    return True


class Terms:
    """The words a line should not break inside where they fit on one line: the names and terms of the messages
    (a component's name, a borough, a kind of building: ``Messages.terms``) and whatever stands in quotes or
    brackets. clreq allows a break between any two Han characters; a reader expects 殡仪灵车 or 杜松子酒 whole
    all the same. A name longer than the line is broken inside, by the same rules and keeping the names inside
    it whole."""

    def __init__(self, words: Iterable[str] = ()) -> None:
        self._by_first: dict[str, list[str]] = {}
        words = list(words)
        # a name's parts between its marks are words too: 布鲁克林区 of 布鲁克林区：毒品, 费伊 of 拉里·费伊
        parts = {part for w in words for part in _PARTS.split(w)}
        for word in sorted({w for w in (*words, *parts) if len(w) > 1}, key=len, reverse=True):
            self._by_first.setdefault(word[0], []).append(word)

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where the words stand in ``text`` (start, end), overlapping and nested ones too."""
        found = [m.span() for m in _QUOTED.finditer(text)]
        by_first = self._by_first
        for i, ch in enumerate(text):
            for word in by_first.get(ch, ()):
                if text.startswith(word, i):
                    found.append((i, i + len(word)))
        return found


# what stands in quotes, and a bracketed aside (（橫置）, （第 4 地区）, 《…》): a term of its own
_QUOTED = re.compile(r"“[^“”\n]*”|「[^「」\n]*」|『[^『』\n]*』|‘[^‘’\n]*’|（[^（）\n]*）|《[^《》\n]*》|【[^【】\n]*】")
_PARTS = re.compile(r"[：；，、·・“”「」『』（）《》]+")
_NO_TERMS = Terms()


def fold(text: str, width: int, terms: Terms | None = None) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells where the rules allow (a piece wider than a line,
    or a line with no allowed break, is cut where it must be), keeping ``terms`` whole where they fit. A
    continuation line keeps the first line's indent; each line of ``text`` is folded on its own."""
    out: list[str] = []
    for line in text.split("\n"):
        out += _fold_line(line, max(width, 8), terms or _NO_TERMS)
    return out


@lru_cache(maxsize=4096)  # the terminal draws the same cells every turn (the status line, `view`)
def breaks(line: str, width: int, terms: Terms | None = None) -> tuple[int, ...]:
    """Where ``fold`` would break one line (no newline in it), as offsets into it: the start of each line after
    the first, the spaces before it left at the end of the line before (rich's ``Text.divide`` takes these,
    and its wrap strips those spaces, as it does of its own breaks)."""
    if cell_len(line) <= width:
        return ()
    indent = len(line) - len(line.lstrip(" "))
    tokens = _tokens(line[indent:])
    return tuple(indent + tokens[start][2] for start, _ in _lines(tokens, line[indent:], max(width - indent, 1),
                                                                  terms or _NO_TERMS)[1:])


@lru_cache(maxsize=4096)
def least_width(line: str) -> int:
    """The widest piece of ``line`` no rule lets break: the narrowest a column may be for it (a name may still
    break inside where the column is narrower than the name)."""
    tokens = _tokens(line)
    widest = run = 0
    for i, (tok, space, _) in enumerate(tokens):
        if i and _may_break(tokens[i - 1], tokens[i]):
            run = 0
        run += cell_len(tok) + (1 if space and run else 0)
        widest = max(widest, run)
    return widest


def _fold_line(line: str, width: int, terms: Terms) -> list[str]:
    if cell_len(line) <= width:
        return [line]
    indent = line[:len(line) - len(line.lstrip(" "))]
    text = line[len(indent):]
    tokens = _tokens(text)
    return [indent + "".join((" " if space and i > start else "") + tok
                             for i, (tok, space, _) in enumerate(tokens[start:end], start))
            for start, end in _lines(tokens, text, width - cell_len(indent), terms)]


def _lines(tokens: list[tuple[str, bool, int]], text: str, room: int, terms: Terms) -> list[tuple[int, int]]:
    """The lines (first token, token after the last) of at most ``room`` cells: each as full as the rules let it
    be, breaking before a term that would fit on a line of its own rather than inside it."""
    inside = _inside(tokens, text, terms)  # before each token: the narrowest term a break there would split
    lines: list[tuple[int, int]] = []
    start = 0
    while start < len(tokens):
        used, end, last_break, last_good = 0, start, None, None
        while end < len(tokens):
            tok, space, _ = tokens[end]
            add = cell_len(tok) + (1 if space and end > start else 0)
            if end > start and _may_break(tokens[end - 1], tokens[end]):
                last_break = end
                if inside[end] > room:  # no term there, or one too long for any line
                    last_good = end
            if used + add > room and end > start:
                break
            used += add
            end += 1
        if end < len(tokens):
            end = last_good if last_good is not None else last_break if last_break is not None else end
        if end == start:  # one piece wider than the line
            end = start + 1
        lines.append((start, end))
        start = end
    return lines


def _inside(tokens: list[tuple[str, bool, int]], text: str, terms: Terms) -> list[float]:
    """For each token, the width of the narrowest term that a break just before it would split (inf: none)."""
    inside = [float("inf")] * len(tokens)
    spans = terms.spans(text)
    if not spans:
        return inside
    starts = [pos for _, _, pos in tokens]
    for s, e in spans:
        first, last = bisect_left(starts, s), bisect_left(starts, e) - 1
        if first > last:
            continue
        # what must fit for the term to stay whole: the term and what no rule lets part from it (its closing
        # comma, its opening bracket, a number and its measure word after it: 码头 0 名，)
        while first > 0 and not _may_break(tokens[first - 1], tokens[first]):
            first -= 1
        while last + 1 < len(tokens) and not _may_break(tokens[last], tokens[last + 1]):
            last += 1
        width = cell_len(text[starts[first]:starts[last] + len(tokens[last][0])])
        for i in range(bisect_right(starts, s), bisect_left(starts, e)):
            inside[i] = min(inside[i], width)
    return inside
