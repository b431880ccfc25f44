"""A game's other spellings of its own words: `leverage` for `influence`.

A game may let an author write a word of its vocabulary under the name its rulebook and its text use
(Speakeasy's effect language says `influence` where every text says Leverage, issue 29 item 7). The
alias is resolved once, on the parsed tree: every ``Name`` spelled as an alias becomes the word it
stands for, so the checker, the engine and the text layer only ever meet the one word, and a rules
file written either way plays (and reads) the same — the tree is the same. A game declares its aliases
as data (``Vocabulary.aliases``); the grammar knows no word of any game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from . import ast as A


def mentions(text: str, aliases: Mapping[str, str]) -> bool:
    """Whether ``text`` may spell one of the aliases (a quick test before walking its tree)."""
    return any(alias in text for alias in aliases)


def canonical(node: Any, aliases: Mapping[str, str]) -> Any:
    """``node`` with every word spelled as an alias replaced by the word it stands for (the same node if none)."""
    if not aliases:
        return node
    return _walk(node, aliases)


def _walk(value: Any, aliases: Mapping[str, str]) -> Any:
    if isinstance(value, tuple):
        items = tuple(_walk(x, aliases) for x in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if not isinstance(value, A.Node):
        return value
    if isinstance(value, A.Name):
        word = aliases.get(value.id)
        return value if word is None else A.Name(word, pos=value.pos)
    changed: dict[str, Any] = {}
    for field in A.child_fields(type(value)):
        old = getattr(value, field)
        new = _walk(old, aliases)
        if new is not old:
            changed[field] = new
    return dataclasses.replace(value, **changed) if changed else value  # type: ignore[type-var]  # nodes are dataclasses
