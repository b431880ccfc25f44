"""The named effects in force while rules are read (language/named.py): those the rules files define, then
each variant's as it is applied. Every effect-language field reads a text through ``expanded``, so a use of
a named effect becomes its steps before anything checks, runs or words it; with none defined (the shipped
game) a text's tree is the parser's own, untouched."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from contextlib import contextmanager
from typing import Any

from ..language.named import Definition, expand

_SCOPES: list[tuple[dict[str, Definition], Collection[str]]] = []


@contextmanager
def defining(verbs: Collection[str]) -> Iterator[dict[str, Definition]]:
    """A scope of named effects for one load; the mapping it yields is filled as definitions are read."""
    defs: dict[str, Definition] = {}
    _SCOPES.append((defs, verbs))
    try:
        yield defs
    finally:
        _SCOPES.pop()


def expanded(node: Any) -> Any:
    """A parsed text with the named effects in force expanded (raises ``DslError`` at a wrong use)."""
    if not _SCOPES or not _SCOPES[-1][0]:
        return node
    defs, verbs = _SCOPES[-1]
    return expand(node, defs, verbs)
