"""The building blocks of the state-path table (``interpreter.statepath``): values in, values out.

What a written value must be (a whole number in range, a seat, an id of the
right list…) and how it reads back (seats 1-based, ``mob``, buildings as
mappings); the supply bookkeeping a write goes through (goons, police, barrels,
mob speakeasies and family members taken from or given back to their supply);
the makers of the table's common ``Spec`` shapes (a plain attribute, a counted
piece, a read-only value, a keyed dict); and putting a building on a district
space or taking it off, with the player-board slots and big buildings it uses.

It is apart from statepath.py so that the table of paths and the walking of
them read without these details; nothing here knows which paths exist.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine.state import MOB, Building
from .errors import SpeakeasyError, close_names

if TYPE_CHECKING:
    from .engine.machine import Engine

KINDS = ("speakeasy", "still", "nightclub", "casino")
BIG = ("nightclub", "casino")


class PathError(SpeakeasyError):
    """A path that names nothing (``at_key``: point at the key) or a value that cannot go there."""

    def __init__(self, message: str, at_key: bool = False) -> None:
        super().__init__(message)
        self.at_key = at_key


Get = Callable[["Engine", Any], Any]
Set = Callable[["Engine", Any, Any], None]
Check = Callable[["Engine", Any], Any]  # converts and validates a written value


@dataclass(frozen=True, slots=True)
class Spec:
    """One level of the path tree: a value (get/set), named fields, or keyed items — or a mix."""

    what: str
    get: Get | None = None
    set: Set | None = None
    fields: Mapping[str, Spec] | None = None  # children see the same object
    keys: Callable[[Engine, Any], dict[str, Any]] | None = None  # key -> the child's object
    item: Spec | None = None


# ------------------------------------------------------------------ values
def _int(v: Any, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
        raise PathError(f"expected a whole number {lo}-{hi if hi is not None else '…'}, not {v!r}")
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise PathError(f"expected true or false, not {v!r}")
    return v


def _list(v: Any) -> list[Any]:
    if not isinstance(v, list):
        raise PathError(f"expected a list, not {v!r}")
    return v


def _seat(g: Engine, v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= g.state.n:
        raise PathError(f"a seat is a player number 1-{g.state.n}, not {v!r}")
    return v - 1


def seat_out(seat: int | None) -> int | str | None:
    """An engine seat as users count it (1-based); ``mob`` for the mob."""
    return None if seat is None else "mob" if seat == MOB else seat + 1


def _id(g: Engine, v: Any, group: str, none: bool = False) -> Any:
    if v is None and none:
        return None
    known = {c.id for c in g.rules.lists[group]}
    if not isinstance(v, str) or v not in known:
        raise PathError(f"{v!r} is not one of the {group.replace('_', ' ')}{close_names(str(v), known)}")
    return v


def _ids(group: str, none: bool = False) -> Check:
    return lambda g, v: [_id(g, x, group, none) for x in _list(v)]


def _district(g: Engine, v: Any) -> int | None:
    if v is not None and (isinstance(v, bool) or v not in g.state.districts):
        raise PathError(f"no district {v!r} (districts are 1-{len(g.state.districts)})")
    return v


def _take(g: Engine, supply: str, n: int, what: str) -> None:
    """Move n pieces out of a supply counter (a negative n puts them back)."""
    have = getattr(g.state, supply)
    if n > have:
        raise PathError(f"only {have} {what} left in the supply")
    setattr(g.state, supply, have - n)


def _family(g: Engine, seat: int, n: int) -> None:
    p = g.state.players[seat]
    if n > p.family_supply:
        raise PathError(f"player {seat + 1} has only {p.family_supply} family members left in the supply")
    p.family_supply -= n


def _from(supply: str, what: str) -> Callable[[Engine, Any, int], None]:
    return lambda g, obj, n: _take(g, supply, n, what)


# ------------------------------------------------------------ spec makers
def _attr(name: str, check: Check | None = None) -> Spec:
    """A plain attribute, written as given once ``check`` accepts it."""
    def put(g: Engine, obj: Any, v: Any) -> None:
        setattr(obj, name, check(g, v) if check else v)
    return Spec(name, lambda g, obj: getattr(obj, name), put)


def _nat(name: str) -> Spec:
    return _attr(name, lambda g, v: _int(v))


def _counted(name: str, move: Callable[[Engine, Any, int], None], hi: Callable[[Engine, Any], int] | None = None) -> Spec:
    """A count of pieces that come from a supply: ``move`` takes the difference (gives it back if < 0)."""
    def put(g: Engine, obj: Any, v: Any) -> None:
        new = _int(v, 0, hi(g, obj) if hi else None)
        move(g, obj, new - getattr(obj, name))
        setattr(obj, name, new)
    return Spec(name, lambda g, obj: getattr(obj, name), put)


def _ro(get: Get) -> Spec:
    return Spec("read-only", get)


def _dict_of(attr: str, check: Check = lambda g, v: _int(v), put: Set | None = None,
             names: tuple[str, ...] | None = None) -> Spec:
    """A dict attribute keyed by names: its own keys, or ``names`` (missing ones read as 0)."""
    def put_item(g: Engine, at: tuple[Any, str], v: Any) -> None:
        getattr(at[0], attr)[at[1]] = check(g, v)
    return Spec(attr, keys=lambda g, obj: {str(k): (obj, k) for k in names or getattr(obj, attr)},
                item=Spec(attr, lambda g, at: getattr(at[0], attr).get(at[1], 0 if names else None), put or put_item))


# --------------------------------------------------------------- buildings
def building_out(b: Building | None) -> Any:
    if b is None:
        return None
    if b.owner == MOB:
        return "mob"
    return {"owner": b.owner + 1, "kind": b.kind, "protected": b.protected, "barrel": b.barrel}


def _building(g: Engine, v: Any) -> Building | None:
    if v is None:
        return None
    if v == "mob" or (isinstance(v, dict) and (v.get("owner") == "mob" or v.get("kind") == "mob_speakeasy")):
        return Building(MOB, "mob_speakeasy")
    if not isinstance(v, dict):
        raise PathError(f"a building is null, mob, or {{owner: N, kind: K, protected: B, barrel: B}}, not {v!r}")
    for k in v:
        if k not in ("owner", "kind", "protected", "barrel"):
            raise PathError(f"unknown building field {k!r}{close_names(str(k), ('owner', 'kind', 'protected', 'barrel'))}")
    if v.get("kind") not in KINDS or "owner" not in v:
        raise PathError(f"a player's building needs an owner and a kind ({', '.join(KINDS)}), not {v!r}")
    return Building(_seat(g, v["owner"]), v["kind"], _bool(v.get("protected", False)), _bool(v.get("barrel", False)))


def _slot_kinds(g: Engine) -> list[str]:
    return [slot.kind for group in g.rules.board.building_groups for slot in group.slots]


def _built(g: Engine, p: Any, kind: str, n: int) -> None:
    attr = f"{kind}s_built"
    limit = len(next(x for x in g.rules.board.big_buildings if x.kind == kind).bonuses)
    if getattr(p, attr) + n > limit:
        raise PathError(f"player {p.seat + 1} has built all {limit} {kind}s")
    setattr(p, attr, max(0, getattr(p, attr) + n))


def _release(g: Engine, b: Building) -> None:
    """A building leaves the map by patch: what it held goes back where it came from."""
    s = g.state
    if b.owner == MOB:
        s.supply_mob += 1
        return
    p = s.players[b.owner]
    p.family_supply += b.protected
    s.supply_barrels += b.barrel
    if b.kind in BIG:
        _built(g, p, b.kind, -1)
        return
    used = [i for i, k in enumerate(_slot_kinds(g)) if k == b.kind and not p.slots_free[i]]
    slot = b.slot if b.slot in used else (used[-1] if used else None)
    if slot is not None:
        p.slots_free[slot] = True


def _place(g: Engine, d_id: int, i: int, b: Building | None) -> None:
    s = g.state
    d = s.districts[d_id]
    if b is not None and d.blocked:
        raise PathError(f"district {d_id} is blocked: nothing can be built there")
    old = d.spaces[i]
    if old is not None:
        _release(g, old)
        d.spaces[i] = None
    if b is None:
        return
    if b.owner == MOB:
        _take(g, "supply_mob", 1, "mob speakeasies")
    else:
        p = s.players[b.owner]
        if b.kind in BIG:
            _built(g, p, b.kind, 1)
        else:
            free = [n for n, k in enumerate(_slot_kinds(g)) if k == b.kind and p.slots_free[n]]
            if not free:
                raise PathError(f"player {b.owner + 1} has no {b.kind} left on the player board")
            b.slot = free[0]
            p.slots_free[free[0]] = False
        _family(g, b.owner, int(b.protected))
        _take(g, "supply_barrels", int(b.barrel), "barrels")
    d.spaces[i] = b
