"""The languages rule text is written in, and how each puts rendered parts together (as data).

A language is a folder of Fluent files in each locale layer (its words) and a ``Style`` here (its
punctuation, word order and spacing). Traditional and Simplified Chinese share one style.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Style:
    """How a language puts rendered parts together."""

    space: str = " "  # between words of a phrase
    list_sep: str = ", "  # between items of a list of things (and of numbers: a ship's prices)
    clause_sep: str = ", "  # between clauses of a condition ("you have …, your cash is …")
    long_sep: str = "; "  # between list items that hold lists themselves
    colon: str = ": "  # after a number or a label that heads what follows (a location's person "1: —")
    long_marks: tuple[str, ...] = (",",)  # an item holding one of these is long
    end: str = "."  # added to a sentence that does not end with one of `ends`
    ends: tuple[str, ...] = (".", "!", "?")
    capitalize: bool = True  # a sentence starts with a capital letter
    qualifiers_first: bool = False  # "qualifiers adjectives noun" (Chinese) or "adjectives noun qualifiers"
    # Spacing, as character classes (regular-expression sets, without the brackets): no space stays between
    # two characters of `tight` (Chinese: ideographs and full-width punctuation, "获得 至多" -> "获得至多"),
    # and one space separates a character of `pad` from a Latin letter, a digit or "$" ("一张VIP" -> "一张 VIP").
    tight: str = ""
    pad: str = ""

    def tidy(self, text: str) -> str:
        """``text`` with the language's spacing: the seams between separately worded parts made right."""
        if not self.tight and not self.pad:
            return text
        for pattern, replacement in _spacing(self.tight, self.pad):
            text = pattern.sub(replacement, text)
        return text


@lru_cache(maxsize=8)
def _spacing(tight: str, pad: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    rules: list[tuple[re.Pattern[str], str]] = []
    if tight:
        rules.append((re.compile(f"(?<=[{tight}]) +(?=[{tight}])"), ""))
    if pad:
        rules.append((re.compile(f"(?<=[{pad}])(?=[A-Za-z0-9$])"), " "))
        rules.append((re.compile(f"(?<=[A-Za-z0-9])(?=[{pad}])"), " "))
    return tuple(rules)


ENGLISH = Style()
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # CJK ideographs
_FULL_WIDTH = "\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u201c\u201d\u2018\u2019"  # 、。「」（）：，“” …
CHINESE = Style(space="", list_sep="、", clause_sep="，", long_sep="；", colon="：", long_marks=("，", ",", "或"), end="。",
                ends=("。", "！", "？"), capitalize=False, qualifiers_first=True, tight=_HAN + _FULL_WIDTH, pad=_HAN)


@dataclass(frozen=True, slots=True)
class Language:
    """One language of the text: its tag (the name of its locale folders, what `--lang` takes), its ``Style``,
    the CLDR locale whose plural rules and number formats Fluent follows, and, for a pseudo-locale, the
    language its messages are generated from (text/pseudo.py) when a locale folder has none of its own."""

    tag: str
    style: Style
    fluent: str
    pseudo_of: str = ""


# Every language, registered once (docs/localization.md, "Adding a language"): the lists below, the commands'
# `--lang`, the studio's menu, `check` and `locales status` all come from here (D-235).
REGISTRY: tuple[Language, ...] = (
    Language("en", ENGLISH, "en-US"),
    Language("zh-Hans", CHINESE, "zh-Hans"),
    Language("zh-Hant", CHINESE, "zh-Hant"),
    Language("en-XA", ENGLISH, "en-US", pseudo_of="en"),  # accented, lengthened English (D-233)
)
STYLES: dict[str, Style] = {x.tag: x.style for x in REGISTRY}
FLUENT_LOCALE: dict[str, str] = {x.tag: x.fluent for x in REGISTRY}
LANGUAGES: tuple[str, ...] = tuple(x.tag for x in REGISTRY if not x.pseudo_of)  # shipped, checked, translated
PSEUDO: dict[str, str] = {x.tag: x.pseudo_of for x in REGISTRY if x.pseudo_of}  # pseudo-locale -> its source
SELECTABLE: tuple[str, ...] = tuple(x.tag for x in REGISTRY)  # what `--lang` accepts


def known(lang: str) -> bool:
    """Whether ``lang`` may be asked for (`--lang`, the studio's ``?lang=``)."""
    return lang in SELECTABLE
