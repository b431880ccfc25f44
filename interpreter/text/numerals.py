"""The numbers and amounts a text says, however a language writes them: what a pin is compared on (pins.py).

A pin is refused when its numbers differ from the generated text's, so both are read the same way first:
full-width digits (２) are digits; a Chinese numeral (一 二 两 兩 三 … 十 百, 十二, 二十四) is a number where it
counts something — before a measure word (三张, 两名, 十二块, 一次) or after 第 — and nowhere else (任一人物
and 唯一 count nothing); an amount of money is one whether written `$5`, `＄5`, `5 美元`, `五美元` or `5 元`.
A sign is not part of the number (+2 and 2 both say 2: "减少 $1" words the sign). One written as a Chinese
numeral (一张, 一名) is *soft*: Chinese writes it as an article ("a card") as often as a count, so it may match a
1 on the other side or nothing; a 1 in digits (the generator's count, "弃掉 1 张") must be matched by a 1, soft
or not. Every other number, and every amount ($1 too), is compared as a multiset: said twice, said twice.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Number", "chinese_value", "mismatch", "numbers"]

_FULL = str.maketrans("０１２３４５６７８９＄", "0123456789$")
_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
           "八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100, "千": 1000}
# what follows a number that counts (both scripts); money's 美元 and 元 are amounts, read first
MEASURES = ("回合", "张", "張", "块", "塊", "本", "个", "個", "名", "家", "座", "级", "級", "次", "项", "項", "枚",
            "点", "點", "格", "步", "辆", "輛", "台", "臺", "位", "件", "人", "轮", "輪", "幕", "倍", "片", "条",
            "條", "间", "間", "栋", "棟", "层", "層", "份", "种", "種", "页", "頁", "号", "號", "行", "列", "排",
            "处", "處", "组", "組", "套", "堆", "箱", "桶", "瓶", "艘", "只", "隻", "局", "年", "天", "周")
_NUM = r"[0-9０-９]+"
_CN = r"[零〇一二两兩三四五六七八九十百千]+"
_MEASURE = "|".join(sorted(set(MEASURES), key=len, reverse=True))
_SCAN = re.compile(
    rf"[$＄]\s*(?P<m1>{_NUM}|{_CN})"            # $5, ＄5, $五
    rf"|(?P<m2>{_NUM}|{_CN})\s*(?:美元|元)"      # 5 美元, 五美元, 5元
    rf"|(?P<d>{_NUM})"                           # 5, ５
    rf"|(?P<c>{_CN})(?=\s*(?:{_MEASURE}))"       # 三张, 两名, 十二块
    rf"|(?<=第)\s*(?P<o>{_CN})"                  # 第三
)
MAX_NUMERAL = 12  # characters of one Chinese numeral: 九千九百九十九 is 7; a longer run is not a number


@dataclass(frozen=True, slots=True)
class Number:
    """A number a text says: its value, whether it is money, where it is written (offset, length), and
    whether it is a soft one (一 before a measure word: an article as often as a count)."""

    value: int
    money: bool
    start: int
    length: int
    soft: bool = False

    def shown(self) -> str:
        return f"${self.value}" if self.money else str(self.value)


def chinese_value(word: str) -> int | None:
    """The value of a Chinese numeral (十二 → 12, 二十四 → 24, 两 → 2, 一九二一 → 1921); None if not one."""
    if not word or len(word) > MAX_NUMERAL or any(ch not in _DIGITS and ch not in _UNITS for ch in word):
        return None
    if not any(ch in _UNITS for ch in word):  # digit by digit: a year, a code
        return int("".join(str(_DIGITS[ch]) for ch in word))
    total, digit = 0, None
    for ch in word:
        if ch in _DIGITS:
            digit = _DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * _UNITS[ch]
            digit = None
    return total + (digit or 0)


def _value(word: str) -> int | None:
    plain = word.translate(_FULL)
    return int(plain) if plain.isdigit() else chinese_value(word)


def numbers(text: str) -> Iterator[Number]:
    """Each number and amount ``text`` says, in order."""
    for m in _SCAN.finditer(text):
        group = next(g for g in ("m1", "m2", "d", "c", "o") if m.group(g) is not None)
        value = _value(m.group(group))
        if value is None:
            continue
        money = group in ("m1", "m2")
        yield Number(value, money, m.start(), m.end() - m.start(), soft=value == 1 and group in ("c", "o"))


def _unmatched(mine: list[Number], theirs: list[Number]) -> list[Number]:
    """The numbers of ``mine`` that ``theirs`` does not say (a soft one of mine needs nothing; one of theirs,
    soft or not, matches a 1 of mine)."""
    left = Counter((n.value, n.money) for n in theirs if not n.soft)
    soft = sum(1 for n in theirs if n.soft)
    out = []
    for n in mine:
        key = (n.value, n.money)
        if n.soft:
            continue
        if left[key] > 0:
            left[key] -= 1
        elif key == (1, False) and soft > 0:
            soft -= 1
        else:
            out.append(n)
    return out


def mismatch(generated: str, pinned: str) -> tuple[list[Number], list[Number]]:
    """What the pin says that the generated text does not (its Numbers, at their places in ``pinned``), and
    what the generated text says that the pin leaves out (at their places in ``generated``)."""
    gen, pin = list(numbers(generated)), list(numbers(pinned))
    return _unmatched(pin, gen), _unmatched(gen, pin)
