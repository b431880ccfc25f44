"""Counters on components: a number a component keeps ("put a coin on this card each round").

``add N NAME to this``, ``remove N NAME from this`` and ``reset NAME on this`` change a counter of the component
the effect belongs to — the component whose text it is, ``this``, which the machine knows as the effect's source
— and ``counter(NAME)`` reads it in numbers and conditions. A counter holds 0 until a step puts something on it,
never goes below 0 (a removal takes what there is) and never above ``MAX_COUNTER`` (an addition past it stops
there): every number of the game stays bounded (docs/limits.md), whatever the rules repeat.

A counter is the component's, not a player's: it stays with the component wherever it goes, and is shown where
the component is shown (hidden with a hidden card). Names are the designer's own words, with no list to declare
them in: a name is known to a component when one of its steps changes it, so the checker refuses a read of a name
no step of the component changes — it would always be 0, a misspelling (``component_problems``) — and a counter
in a text that belongs to no component (a rule of the game's own, a number of the rules). Issue 27 item 7.

The language's part is here, shared by the checker, the loader (which sees a component's texts together), the
machine (interpreter/machine/counters.py) and the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from ..errors import close_names
from . import ast as A

MAX_COUNTER = 100  # the most a counter holds (docs/limits.md); an addition past it stops there
WORD = "a counter's name is one word (letters, digits, _), such as coin"

# a text that belongs to no component: nothing for `this` to be
OUTSIDE = ("a counter is kept on a component: this text belongs to none (it is a rule of the game's own), so "
           "there is no 'this' to {what}; put it on a component (a card, a tile, a table rule)")


def changes(node: A.Node) -> Iterator[A.CounterChange]:
    """The counter steps inside a node."""
    return (n for n in A.walk(node) if isinstance(n, A.CounterChange))


def reads(node: A.Node) -> Iterator[A.CounterValue]:
    """The counters a node reads."""
    return (n for n in A.walk(node) if isinstance(n, A.CounterValue))


def uses(node: A.Node) -> Iterator[A.CounterChange | A.CounterValue]:
    """Every counter step and read inside a node, outermost first."""
    return (n for n in A.walk(node) if isinstance(n, (A.CounterChange, A.CounterValue)))


def names(nodes: Iterable[A.Node]) -> frozenset[str]:
    """The counters some step of these texts changes: the names a component's counters may have."""
    return frozenset(c.name for node in nodes for c in changes(node))


def component_problems(texts: Sequence[A.Node]) -> list[tuple[int, str, A.Pos]]:
    """(index of the text, message, position) of each read, in a component's texts taken together, of a counter
    that none of its steps changes: it would be 0 in every game. The close names of its own are suggested."""
    known = names(texts)
    out = []
    for i, node in enumerate(texts):
        for read in reads(node):
            if read.name not in known:
                mine = f"; its counters: {', '.join(sorted(known))}" if known else ""
                out.append((i, f"unknown counter '{read.name}'{close_names(read.name, known)}: no step of this "
                               f"component puts anything on it (add 1 {read.name} to this), so it would always be "
                               f"0{mine}", read.pos))
    return out


def outside(node: A.Node) -> list[tuple[str, A.Pos]]:
    """(message, position) of each counter in a text that belongs to no component."""
    return [(OUTSIDE.format(what="change" if isinstance(n, A.CounterChange) else "read"), n.pos) for n in uses(node)]


def bounded(value: int) -> int:
    """A counter's value held within its bounds: 0 to ``MAX_COUNTER``."""
    return 0 if value < 0 else MAX_COUNTER if value > MAX_COUNTER else value


__all__ = ["MAX_COUNTER", "bounded", "changes", "component_problems", "names", "outside", "reads", "uses"]
