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
from typing import Any

from ...language import ast as A
from ...language.memo import by_id
from ...machine.evaluate import Evaluator
from .quantities import owned
from .registry import Ctx, Engine

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
    table: dict[Probe, int] = g.cached(("reads", ctx.seat), dict)
    out: list[int] = []
    for probe in reads:
        what = probe[0]
        if what == "count":  # depends on the whole context (`borough=here`, the golden rule): not tabled
            out.append(Evaluator(g, ctx, {}).num(probe[1]))
            continue
        found = table.get(probe)
        if found is None:
            found = table[probe] = _interned(g, _value(g, ctx, probe))
        out.append(found)
    return tuple(out)


def _value(g: Engine, ctx: Ctx, probe: Probe) -> Any:
    what, arg = probe
    if what == "q":
        return (what, g.quantity(g, ctx, arg))
    if what == "levels":
        return (what, tuple(g.state.players[ctx.seat].levels.items()))
    seat = ctx.seat if what == "mine" else None
    return (what, seat, tuple((d.id, b.owner, b.kind, b.protected, b.barrel, d.police) for d, _, b in owned(g, seat)))


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


def shared_answer(g: Engine, key: tuple[Any, ...], compute: Any) -> bool:
    """An answer kept in ``Engine.shared`` under ``key`` (bounded: emptied past ``SHARED_LIMIT``)."""
    shared = g.shared
    found = shared.get(key)
    if found is None:
        if len(shared) >= SHARED_LIMIT:
            shared.clear()
        found = shared[key] = compute()
    return found  # type: ignore[no-any-return]


__all__ = ["SHARED_LIMIT", "digest", "probes", "shared_answer"]
