"""What a city tile gives, as the short word on its chip (issue 29 item 6): read from the tile's effect, never
from a table of tiles. A verb's chip is the message ``board-chip-VERB`` (locales/<lang>/board.ftl), given the
effect's first number (``amount``) and its first two names (``what``, ``kind``: `take card vip`); a choice whose
ways say the same word (`choose { build casino | take_over casino }`) says it once, others are joined by "/"."""

from __future__ import annotations

from typing import Any

from ....language import ast as A
from .scene import Scene

CHIP = "board-chip-"


def chip(sc: Scene, node: Any) -> str:
    """The chip's word for an effect ("" when no message of the board says its verb)."""
    if isinstance(node, A.Choose):
        words = list(dict.fromkeys(w for w in (chip(sc, o) for o in node.options) if w))
        return "/".join(words)
    if isinstance(node, A.Seq):
        return next((w for w in (chip(sc, step) for step in node.steps) if w), "")
    if not isinstance(node, A.Call) or not sc.words.r.loc.has(CHIP + node.verb):
        return ""
    nums = [a.value.value for a in node.args if isinstance(a.value, A.Num)]
    names = [a.value.id for a in node.args if isinstance(a.value, A.Name)]
    return sc.m(CHIP + node.verb, amount=nums[0] if nums else 1, what=names[0] if names else "",
                kind=names[1] if len(names) > 1 else "")


def verbs(node: Any) -> set[str]:
    """Every verb an effect calls (the check that each city tile's verb has a chip message)."""
    if isinstance(node, A.Choose):
        return set().union(*(verbs(o) for o in node.options))
    if isinstance(node, A.Seq):
        return set().union(*(verbs(s) for s in node.steps))
    return {node.verb} if isinstance(node, A.Call) else set()
