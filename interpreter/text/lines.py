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

from rich.cells import cell_len

# clreq's characters not allowed at the start of a line (closing brackets, pause and stop marks), the same
# marks in ASCII, and the pseudo-locale's closing bracket
NO_START = frozenset("、。，．：；？！）」』】〕〗〙〛｝＞〉》”’…‥・ー～%,.;:!?)]}⟧")
# not allowed at the end of a line: opening brackets
NO_END = frozenset("（「『【〔〖〘〚｛＜〈《“‘([{⟦")
NBSP = "\u00a0"

_WIDE = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"  # CJK characters and their punctuation
_TOKEN = re.compile(rf" +|[{_WIDE}]|[^ {_WIDE}]+")
_HAN = "\u2e80-\u9fff\uf900-\ufaff"
# the spaces `fold` never breaks at: a number and the Chinese word after it, a Chinese word and the number after it
_NUMBER_JOINS = re.compile(rf"(?<=[0-9]) (?=[{_HAN}])|(?<=[{_HAN}]) (?=[$+-]?[0-9])")


def wide(text: str) -> bool:
    """Does ``text`` hold Chinese (or other wide) characters, the text these rules are for?"""
    return re.search(rf"[{_WIDE}]", text) is not None


def joined(text: str) -> str:
    """``text`` with the spaces around a number among Chinese words made unbreakable (U+00A0): the number
    stays with its measure word and with the word before it, as ``fold`` keeps them."""
    return _NUMBER_JOINS.sub(NBSP, text)


def _tokens(text: str) -> list[tuple[str, bool]]:
    """The unbreakable pieces of a line: (text, a space stood before it)."""
    out: list[tuple[str, bool]] = []
    space = False
    for tok in _TOKEN.findall(text):
        if tok.startswith(" "):
            space = True
            continue
        out.append((tok, space))
        space = False
    return out


def _may_break(before: tuple[str, bool], after: tuple[str, bool]) -> bool:
    """May a line end after ``before`` and the next start with ``after``?"""
    prev, nxt = before[0], after[0]
    if nxt[0] in NO_START or prev[-1] in NO_END:
        return False
    if after[1] and prev[-1].isdigit() and re.match(rf"[{_WIDE}]", nxt):  # a number and its measure word
        return False
    if after[1] and re.match(rf"[{_WIDE}]", prev[-1]) and re.match(r"[$+-]?[0-9]", nxt):
        return False  # what a number counts or orders stands before it too: 玩家 2, 第 20 页, 支付 $17
    if not after[1] and not (re.match(rf"[{_WIDE}]", prev[-1]) or re.match(rf"[{_WIDE}]", nxt)):
        return False  # inside a word of Latin letters or digits ("$17", "VIP")
    return True


def fold(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells where the rules allow (a piece wider than a line,
    or a line with no allowed break, is cut where it must be). A continuation line keeps the first line's
    indent; each line of ``text`` is folded on its own."""
    out: list[str] = []
    for line in text.split("\n"):
        out += _fold_line(line, max(width, 8))
    return out


def _fold_line(line: str, width: int) -> list[str]:
    if cell_len(line) <= width:
        return [line]
    indent = line[:len(line) - len(line.lstrip(" "))]
    tokens = _tokens(line[len(indent):])
    lines: list[str] = []
    start = 0
    while start < len(tokens):
        room = width - cell_len(indent)
        used, end, last_break = 0, start, None
        while end < len(tokens):
            tok, space = tokens[end]
            add = cell_len(tok) + (1 if space and end > start else 0)
            if end > start and _may_break(tokens[end - 1], tokens[end]):
                last_break = end
            if used + add > room and end > start:
                break
            used += add
            end += 1
        if end < len(tokens) and last_break is not None and not _may_break(tokens[end - 1], tokens[end]):
            end = last_break
        if end == start:  # one piece wider than the line
            end = start + 1
        piece = "".join((" " if space and i > start else "") + tok for i, (tok, space) in enumerate(tokens[start:end], start))
        lines.append(indent + piece)
        start = end
    return lines
