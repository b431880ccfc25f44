"""What an objective's requirement reads of the table, as a digest: equal digests, equal answers.

Whether a player meets an objective is asked at every step that offers `cook` (is there an objective to
cook?) and at every position the strong bot scores, and the engine's own memo (``Engine.cached``) forgets
the answer at the next change of the state, though almost no change touches what a requirement reads. So
the answer is kept under a digest of exactly what the requirement reads, found once from its syntax:

* a quantity (``influence``, ``goons``, ``infamy``…): its value, read through the game's own hook;
* a building selector (``building[mine protected kind=casino]``): every building it could match, each as
  (district, owner, kind, protected, barrel, police in its district) — all that the selector's filters and
  the golden rule look at (a district's borough never changes);
* ``tracks_at_least``: the player's levels; ``count`` of anything else (crates, cards…): the count itself;
* the domain of a `some`/`all`: districts or boroughs filtered by keys alone (the map's, which never change).

Anything else (a reading of other players, a district's police or control, a function of the game's we do
not know) gives no digest, and the requirement is checked every time, as before. The answers live in
``Engine.shared``, which a clone shares with the engine it was copied from: a search's thousands of clones
ask once per digest. The digest holds the player, the objective, its borough and the player count, so an
answer found in one game is the answer in every game with the same rules.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any, TypeVar

from ...language import ast as A
from ...language.memo import by_id
from ...machine.evaluate import Evaluator
from .quantities import owned
from .registry import Ctx, Engine

T = TypeVar("T")

SHARED_LIMIT = 50_000  # answers kept by an engine and its clones; emptied past it (docs/limits.md)

Probe = tuple[str, Any]  # ("q", quantity) | ("mine", None) | ("all", None) | ("levels", None) | ("count", Func)

_OPAQUE = None  # what `probes` says of a requirement it cannot read: no digest, checked every time


@by_id
def probes(node: Any) -> tuple[Probe, ...] | None:
    """The reads of a requirement, in a fixed order (None: it reads something the digest cannot hold)."""
    found: dict[Probe, None] = {}
    return tuple(found) if _walk(node, frozenset(), found) else _OPAQUE


def _walk(n: Any, bound: frozenset[str], out: dict[Probe, None]) -> bool:
    kind = type(n)
    if kind in (A.Num, A.Const):
        return True
    if kind is A.Money:
        return _walk(n.amount, bound, out)
    if kind is A.Name:
        out[("q", n.id)] = None
        return True
    if kind in (A.BinOp, A.Compare, A.BoolOp):
        return _walk(n.left, bound, out) and _walk(n.right, bound, out)
    if kind in (A.Neg, A.Not):
        return _walk(n.operand, bound, out)
    if kind is A.Table:  # chosen by the player count, which the digest holds
        return all(_walk(v, bound, out) for _, v in n.entries)
    if kind is A.Quantified:
        return _domain(n.domain, out) and _walk(n.body, bound | {n.var}, out)
    if kind is A.Func:
        if n.name in ("highest", "lowest"):
            return all(_walk(a, bound, out) for a in n.args)
        if n.name == "tracks_at_least":
            out[("levels", None)] = None
            return all(_walk(a, bound, out) for a in n.args)
        if n.name in ("count", "districts") and n.args and type(n.args[0]) is A.Selector:
            return _selected(n, n.args[0], bound, out)
    return False


def _selected(func: A.Func, sel: A.Selector, bound: frozenset[str], out: dict[Probe, None]) -> bool:
    if sel.noun == "building":
        out[("mine" if any(f.key == "mine" and not f.values for f in sel.filters) else "all", None)] = None
        return True
    if sel.noun in ("district", "borough", "police", "mob_speakeasy"):
        return False
    if func.name != "count" or any(v in bound for f in sel.filters for v in f.values):
        return False
    out[("count", func)] = None  # a count of the player's things (crates, cards…): its value is its digest
    return True


def _domain(sel: A.Selector, out: dict[Probe, None]) -> bool:
    """A `some`/`all` domain the digest can hold: districts or boroughs filtered by keys (the map's), or a
    player's own boroughs (their buildings')."""
    flags = {f.key for f in sel.filters if not f.values}
    if sel.noun == "district" and not flags:
        return True
    if sel.noun == "borough" and flags <= {"mine"}:
        if flags:
            out[("mine", None)] = None
        return True
    return False


def digest(g: Engine, ctx: Ctx, reads: tuple[Probe, ...]) -> tuple[int, ...]:
    """The values of a requirement's reads for the context's player now, each as the number of its value
    (``_interned``: a small key, cheap to hash, for values read once per state and asked of many objectives)."""
    return _values(g, ctx.seat, tuple(_entry(probe, ctx.here, ctx.golden) for probe in reads))


def objectives_key(g: Engine, seat: int, opened: tuple[tuple[str, str | None], ...]) -> tuple[Any, ...] | None:
    """A key for which of these objectives (id, borough) a player meets now: the objectives and the values of
    everything their requirements read (None: one of them reads what a digest cannot hold)."""
    entries = _union(g, opened)
    return None if entries is None else ("met", seat, g.players, opened, *_values(g, seat, entries))


Entry = tuple[Any, ...]  # a probe as the table holds it: a count with the borough and golden rule it is read with


def _entry(probe: Probe, here: str | None, golden: bool) -> Entry:
    # a count reads the context's player, `here` and the golden rule (the selectors' only context): with them
    return (probe, here, golden) if probe[0] == "count" else probe


def _union(g: Engine, opened: tuple[tuple[str, str | None], ...]) -> tuple[Entry, ...] | None:
    def find() -> tuple[Entry, ...] | None:
        found: dict[Entry, None] = {}
        for oid, borough in opened:
            ob = g.rules.by_id[oid]
            reads = probes(ob.requirement)
            if reads is None:
                return None
            for probe in reads:
                found[_entry(probe, borough, not ob.ignores_golden_rule)] = None
        return tuple(found)

    return shared_answer(g, ("reads of", opened), find, none=_NO_UNION)


_NO_UNION = ("opaque",)  # kept in place of None, which `shared_answer` reads as "not found"


def _values(g: Engine, seat: int, entries: tuple[Entry, ...]) -> tuple[int, ...]:
    table: dict[Entry, int] = g.cached(("reads", seat), dict)
    out: list[int] = []
    for entry in entries:
        found = table.get(entry)
        if found is None:
            found = table[entry] = _interned(g, _value(g, seat, entry))
        out.append(found)
    return tuple(out)


def _value(g: Engine, seat: int, entry: Entry) -> Any:
    if len(entry) == 3:  # a count, in its context
        (_, func), here, golden = entry
        ctx = g.rules.derived(("reads-ctx", seat, here, golden), lambda: Ctx(seat, here=here, golden=golden))
        return ("count", Evaluator(g, ctx, {}).num(func))
    what, arg = entry
    if what == "q":  # a quantity reads the player and the event (none here) alone
        return (what, g.quantity(g, g.rules.derived(("reads-ctx", seat), lambda: Ctx(seat)), arg))
    if what == "levels":
        return (what, tuple(g.state.players[seat].levels.items()))
    who = seat if what == "mine" else None
    return (what, who, tuple((d.id, b.owner, b.kind, b.protected, b.barrel, d.police) for d, _, b in owned(g, who)))


_NUMBERS = itertools.count()  # never reused: a number kept past an emptied table still means one value


def _interned(g: Engine, value: Any) -> int:
    numbers: dict[Any, int] = g.shared.setdefault(_INTERNED, {})
    found = numbers.get(value)
    if found is None:
        if len(numbers) >= SHARED_LIMIT:
            numbers.clear()
        found = numbers[value] = next(_NUMBERS)
    return found


_INTERNED = ("interned values",)


def shared_answer(g: Engine, key: tuple[Any, ...], compute: Callable[[], T], none: Any = None) -> T:
    """An answer kept in ``Engine.shared`` under ``key`` (bounded: emptied past ``SHARED_LIMIT``); ``none``
    stands for an answer of None in the table."""
    shared = g.shared
    found = shared.get(key)
    if found is None:
        if len(shared) >= SHARED_LIMIT:
            shared.clear()
        made = compute()
        shared[key] = none if made is None else made
        return made
    if found is none and none is not None:
        return None  # type: ignore[return-value]  # the answer kept was None (T includes it for such a caller)
    return found  # type: ignore[no-any-return]


__all__ = ["SHARED_LIMIT", "digest", "objectives_key", "probes", "shared_answer"]
