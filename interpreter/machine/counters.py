"""Counters on components in the game's state (language/counters.py says what they are).

Every game's state holds them in one field, ``counters``: a tuple of (component id, name, value), sorted, without
zeros. A tuple, not a dict, because a search clones a game hundreds of times a decision and the copier shares an
immutable field instead of copying it (interpreter/machine/copying.py): a game that never uses a counter pays
nothing for them, not even an empty dict's copy, and its state hash leaves the empty field out. A change builds a
new tuple; a game has a handful of counters, so reading one is a short scan.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..errors import InterpreterError
from ..language import ast as A
from ..language.counters import MAX_COUNTER, bounded

if TYPE_CHECKING:
    from .engine import Engine
    from .values import Ctx

Counters = tuple[tuple[str, str, int], ...]


class NoComponent(InterpreterError):
    """A counter step ran for an effect that belongs to no component (a scenario's effect without a source): the
    checker refuses one in the rules, so only a tool driving a game by hand meets it."""

    def __init__(self, name: str) -> None:
        super().__init__(f"a counter is kept on a component, and this effect belongs to none: there is no 'this' "
                         f"to put '{name}' on (run it for a component: its source)")


def read(counters: Counters, component: str | None, name: str) -> int:
    """The value of a component's counter (0 when nothing was ever put on it, or there is no component)."""
    for comp, key, value in counters:
        if comp == component and key == name:
            return value
    return 0


def with_value(counters: Counters, component: str, name: str, value: int) -> Counters:
    """The counters with one of them set (removed at 0: a counter at 0 is one never used), kept sorted."""
    kept = [c for c in counters if not (c[0] == component and c[1] == name)]
    if value:
        kept.append((component, name, bounded(value)))
    return tuple(sorted(kept))


def of(counters: Counters, components: Iterable[str] | None = None) -> dict[str, dict[str, int]]:
    """component -> name -> value, JSON-ready (of the components given, or all): what a view shows."""
    wanted = None if components is None else set(components)
    out: dict[str, dict[str, int]] = {}
    for comp, name, value in counters:
        if wanted is None or comp in wanted:
            out.setdefault(comp, {})[name] = value
    return out


def shown(counters: Counters, placed: set[str], view: Any) -> dict[str, dict[str, int]]:
    """The counters a seat's view shows (component -> name -> value): those on the components the view shows, and
    on components the state holds nowhere (a rule of the table, a location: always in sight); a counter on a
    component the state holds where the view does not show it (in another hand, in a face-down pile) is hidden with
    it. ``placed``: every string of the whole state's data (``strings``, before anything is hidden from it);
    ``view``: what the seat is shown (JSON-ready)."""
    if not counters:
        return {}
    seen = strings(view)
    return of(counters, (c for c, _, _ in counters if c in seen or c not in placed))


def strings(data: Any) -> set[str]:
    """Every string in a JSON-ready value, keys included."""
    out: set[str] = set()
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            out.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return out


def value_of(g: Engine[Any, Any], ctx: Ctx, name: str) -> int:
    """`counter(NAME)`: the counter of the component the effect belongs to."""
    return read(g.state.counters, ctx.source, name)


def target(g: Engine[Any, Any], n: A.CounterChange, ctx: Ctx, amount: int) -> int:
    """What the counter would hold after the step: never below 0 (a removal takes what there is), never above
    ``MAX_COUNTER`` (an addition stops there)."""
    now = read(g.state.counters, ctx.source, n.name)
    if n.op == "reset":
        return 0
    return bounded(now + amount if n.op == "add" else now - amount)


def can_change(g: Engine[Any, Any], n: A.CounterChange, ctx: Ctx, amount: int) -> bool:
    """Whether the step would change anything (an addition at the cap, a removal from 0 would not)."""
    if ctx.source is None:
        return False
    return target(g, n, ctx, amount) != read(g.state.counters, ctx.source, n.name)


def change(g: Engine[Any, Any], n: A.CounterChange, ctx: Ctx, amount: int) -> None:
    """Do the step; logged for all to see, as the component it is on is (a counter on a hidden component does
    not change while it is hidden: only the component's own effects change it, and they run where it shows)."""
    source = ctx.source
    if source is None:
        raise NoComponent(n.name)
    before = read(g.state.counters, source, n.name)
    after = target(g, n, ctx, amount)
    if after == before:
        return
    g.state.counters = with_value(g.state.counters, source, n.name, after)
    g.log("counter", seat=ctx.owner, component=source, counter=n.name, amount=after)  # amount: what it holds now


__all__ = ["MAX_COUNTER", "Counters", "NoComponent", "can_change", "change", "of", "read", "shown", "strings", "value_of",
           "with_value"]
