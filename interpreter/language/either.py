"""Either a one-shot charge or an ability, once per game: `once: choose { auto_defend casino | gain $10 }`.

A `once:` whose body is a choice of one among options some of which are one-shot charges (verbs the game
spends at its own moment: `auto_defend`, `free_assist`) keeps them all until one is used: the game may spend
a charge when its moment comes, or the owner may use the rest as an ability when the game offers it, and
either use spends the `once:` (one id for the whole step: machine/effects.once_id). Issue 27 item 7.

The split is the language's, shared by the checker (a charge may stand there), the machine (what runs,
what is spent) and the text (what each option reads as).
"""

from __future__ import annotations

from collections.abc import Callable

from . import ast as A

Either = tuple[tuple[A.Call, ...], A.Effect | None]  # the charges; what runs as an ability (None: nothing)

_SPLIT: dict[int, tuple[A.Once, Either | None]] = {}


def either(n: A.Once, is_charge: Callable[[str], bool]) -> Either | None:
    """The charges among a `once: choose { … }`'s options and what the others run as (one option, or a choice
    among them); None when the step is not an either (no choice, or no charge among its options). Kept by the
    node's identity (the rest is a new node: the machine's caches know it by its id)."""
    hit = _SPLIT.get(id(n))
    if hit is not None and hit[0] is n:
        return hit[1]
    found: Either | None = None
    body = n.body
    if isinstance(body, A.Choose) and body.count == 1:
        charges = tuple(o for o in body.options if isinstance(o, A.Call) and is_charge(o.verb))
        if charges:
            rest = [o for o in body.options if not any(o is c for c in charges)]
            run: A.Effect | None = (None if not rest else rest[0] if len(rest) == 1
                                    else A.Choose(tuple(rest), 1, pos=body.pos))
            found = (charges, run)
    _SPLIT[id(n)] = (n, found)
    return found


__all__ = ["Either", "either"]
