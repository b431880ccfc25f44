"""The languages rule text is written in, and how each puts rendered parts together (as data).

A language is a folder of Fluent files in each locale layer (its words) and a ``Style`` here (its
punctuation and word order). Traditional and Simplified Chinese share one style.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """How a language puts rendered parts together."""

    space: str = " "  # between words of a phrase
    list_sep: str = ", "
    long_sep: str = "; "  # between list items that hold lists themselves
    long_marks: tuple[str, ...] = (",",)  # an item holding one of these is long
    end: str = "."  # added to a sentence that does not end with one of `ends`
    ends: tuple[str, ...] = (".", "!", "?")
    capitalize: bool = True  # a sentence starts with a capital letter
    qualifiers_first: bool = False  # "qualifiers adjectives noun" (Chinese) or "adjectives noun qualifiers"


ENGLISH = Style()
CHINESE = Style(space="", list_sep="、", long_sep="；", long_marks=("，", ",", "或"), end="。", ends=("。", "！", "？"),
                capitalize=False, qualifiers_first=True)
STYLES: dict[str, Style] = {"en": ENGLISH, "zh-Hans": CHINESE, "zh-Hant": CHINESE}
LANGUAGES: tuple[str, ...] = tuple(STYLES)
