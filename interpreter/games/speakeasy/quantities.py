"""What the effect language reads from Speakeasy's table: its quantities, what its selectors match,
and its own functions (the core evaluates the rest: interpreter/machine/evaluate.py).

The golden rule (only operating buildings exist) is applied here, once, for every component
that does not ignore it (the context's ``golden``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from ...language import ast as A
from ...language.memo import by_id
from ...machine.evaluate import Evaluator
from ...machine.passives import modifier
from .control import borough_control, controllers, majority
from .registry import Ctx, Engine
from .state import MOB, Building, District
from .vocabulary import BOROUGHS


# -------------------------------------------------------------- quantities
def stat_tracks(g: Engine) -> dict[str, str]:
    """The track behind each quantity a level gives (board.yaml: a track's `stat`, such as truck_range)."""
    return g.rules.derived("stat-tracks", lambda: {str(t.stat): str(t.track) for t in g.rules.board.tracks})


def track_value(g: Engine, seat: int, track: str) -> int:
    """The value a player's level on a track gives (VIP Room capacity, barrels sold, made, truck range)."""
    level = g.state.players[seat].levels[track]
    t = g.rules.board_track(track)
    return int(t.levels[level - 1].value)


def quantity(g: Engine, ctx: Ctx, name: str) -> int:
    """A quantity of the vocabulary (QUANTITIES), for the acting player."""
    s = g.state
    p = s.players[ctx.seat]
    if name in p.levels:
        return p.levels[name]
    if name == "infamy":
        return p.infamy
    if name == "influence":  # "in total, on all components" (000 P.23): the permanent leverage too (D-49)
        return board_influence(g, ctx.seat) + p.influence_tokens + modifier(g, ctx.seat, "influence", ctx.event)
    if name == "influence_tokens":
        return p.influence_tokens
    if name == "associate_strength":
        return int(g.rules.by_id[p.associate].assist) if p.associate else 0
    if name == "goons":
        return p.goons
    if name in ("cash", "safe"):
        return int(getattr(p, name))
    if name == "players":
        return s.n
    if name == "act":
        return s.act
    if name == "turn_column":
        return s.column_of(ctx.seat)
    track = stat_tracks(g).get(name)
    if track is not None:
        return track_value(g, ctx.seat, track) + modifier(g, ctx.seat, name, ctx.event)
    raise KeyError(name)  # the checker makes this unreachable


def board_influence(g: Engine, seat: int) -> int:
    p = g.state.players[seat]
    return sum(int(g.rules.by_id[c].influence) for c in p.board_cards.values() if c)




def select(ev: Evaluator, sel: A.Selector) -> Iterator[tuple[Any, Any]]:
    """Yield (district-or-key, thing) pairs; the first element feeds `districts(...)`."""
    flags, keyed = _selector_spec(sel)
    keys = {key: {ev.resolve(v) for v in values} for key, values in keyed}
    g, ctx = ev.g, cast(Ctx, ev.ctx)  # the evaluator holds Speakeasy's context as the core's type
    seat = ctx.seat
    s = g.state
    if sel.noun == "building":
        for d, _, b in owned(g, seat if "mine" in flags else None):
            if b.owner != MOB and _district_ok(d, keys) and _building_ok(g, ctx, d, b, flags, keys):
                yield d.id, b
        return
    if sel.noun in ("mob_speakeasy", "police", "district"):
        for d in s.districts.values():
            if not _district_ok(d, keys):
                continue
            if sel.noun == "district":
                if "police" in flags and not d.police:
                    continue
                if "blocked" in flags and not d.blocked:
                    continue
                if "mine" in flags and not any(b and b.owner == seat for b in d.spaces):
                    continue
                if "controlled" in flags and seat not in controllers(g, d.id):
                    continue
                yield d, d
            elif sel.noun == "police":
                for _ in range(d.police):
                    yield d.id, d
            else:
                for mob in d.spaces:
                    if mob is not None and mob.owner == MOB:
                        yield d.id, mob
        return
    if sel.noun == "borough":
        for name in BOROUGHS:
            if "mine" in flags and not any(d.borough == name for d, _, _ in owned(g, seat)):
                continue
            if "controlled" in flags and not borough_control(g, name).get(seat):
                continue
            if "majority" in flags and not majority(g, seat, name):
                continue
            yield name, name
        return
    count = _count(g, ctx, sel.noun, flags, keys)
    for i in range(count):
        yield i, i

def _building_ok(g: Engine, ctx: Ctx, d: District, b: Building, flags: frozenset[str], keys: dict[str, set[Any]]) -> bool:
    seat = ctx.seat
    if "mine" in flags and b.owner != seat:
        return False
    if "others" in flags and b.owner == seat:
        return False
    operating = g.state.operating(d, b)
    if (ctx.golden or "operating" in flags) and not operating:
        return False
    if "protected" in flags and not b.protected:
        return False
    if "unprotected" in flags and b.protected:
        return False
    if "barrel" in flags and not b.barrel:
        return False
    return not ("kind" in keys and b.kind not in keys["kind"])

def _count(g: Engine, ctx: Ctx, noun: str, flags: frozenset[str], keys: dict[str, set[Any]]) -> int:
    s = g.state
    seat = ctx.seat
    p = s.players[seat]
    if noun == "family_member":
        if "dock" in keys:
            areas = keys["dock"]
            return sum(
                1
                for k, v in s.docks.items()
                if v is not None
                and k.split(":")[1] in areas
                and (("mine" not in flags or v == seat) and ("others" not in flags or v != seat))
            )
        owners = [seat] if "mine" in flags else [x.seat for x in s.players if "others" not in flags or x.seat != seat]
        total = 0
        for o in owners:
            q = s.players[o]
            vip = q.vip
            dock = sum(1 for v in s.docks.values() if v == o)
            protecting = sum(1 for _, _, b in owned(g, o) if b.protected)
            if "vip" in flags:
                total += vip
            elif "dock" in flags:
                total += dock
            elif "protecting" in flags:
                total += protecting
            elif "placed" in flags:
                total += dock + protecting
            else:
                total += vip + dock + protecting
        return total
    if noun == "ledger":
        placed = sum(1 for seats in s.ledgers_on.values() for x in seats if x == seat)
        if "placed" in flags:
            return placed
        if "unplaced" in flags:
            return int(p.ledgers)
        return placed + int(p.ledgers)
    if noun == "barrel":
        building = sum(1 for d, _, b in owned(g, seat) if b.barrel and (not ctx.golden or s.operating(d, b)))
        if "building" in flags:
            return building
        if "still" in flags:
            return int(p.still_barrels)
        if "truck" in flags:
            return sum(p.truck_barrels)
        return building + p.still_barrels + sum(p.truck_barrels)
    if noun == "goon":
        return int(p.goons)
    if noun == "helper":
        return _usable_or_used(flags, p.helpers, p.used_helpers)
    if noun == "city_tile":
        return _usable_or_used(flags, p.city_tiles, p.used_tiles)
    if noun == "crate":
        return len(p.crates)
    if noun == "card":
        cards: list[str] = []
        if "board" in flags or "hand" not in flags:
            cards += [c for c in p.board_cards.values() if c]
        if "hand" in flags or "board" not in flags:
            cards += p.hand
        if "kind" in keys:
            cards = [c for c in cards if g.rules.by_id[c].kind in keys["kind"]]  # type: ignore[attr-defined]
        return len(cards)
    if noun == "truck":
        return sum(1 for t in p.trucks if t is not None or "placed" not in flags)
    raise KeyError(noun)



@by_id
def _selector_spec(sel: A.Selector) -> tuple[frozenset[str], tuple[tuple[str, tuple[str, ...]], ...]]:
    """A selector's flags (`mine`, `protected`…) and its keyed filters (`kind=…`), read once per selector."""
    flags = frozenset(f.key for f in sel.filters if not f.values)
    return flags, tuple((f.key, tuple(f.values)) for f in sel.filters if f.values)


def _district_ok(d: District, keys: dict[str, set[Any]]) -> bool:
    if "borough" in keys and d.borough not in keys["borough"] and d not in keys["borough"]:
        return False
    return not ("district" in keys and not (keys["district"] & {d, d.id, d.borough}))


def owned(g: Engine, seat: int | None) -> list[tuple[District, int, Building]]:
    """A player's buildings on the map (all of them for None), in board order; shared until the state changes."""
    return g.cached(("owned", seat), lambda: g.state.buildings(seat))


def operating_still(g: Engine, seat: int) -> bool:
    """Whether a player has a still that operates (it produces, and takes won barrels)."""
    return any(b.kind == "still" and g.state.operating(d, b) for d, _, b in owned(g, seat))


def _usable_or_used(flags: frozenset[str], usable: list[str], used: list[str]) -> int:
    """One-use components (helpers, city tiles): beside the board until used, then in the safe / face down."""
    if "used" in flags:
        return len(used)
    if "unused" in flags:
        return len(usable)
    return len(usable) + len(used)


# -------------------------------------------------------------- functions
def districts(ev: Evaluator, n: A.Func) -> int:
    """`districts(sel)`: in how many different districts the things a selector matches stand."""
    return len({d for d, _ in select(ev, n.args[0])})  # type: ignore[arg-type]  # the checker ensures a selector


def tracks_at_least(ev: Evaluator, n: A.Func) -> int:
    """`tracks_at_least(L)`: how many of the player's five tracks are at level L or higher."""
    level = ev.num(n.args[0])
    return sum(1 for v in ev.g.state.players[ev.ctx.seat].levels.values() if v >= level)


FUNCTIONS = {"districts": districts, "tracks_at_least": tracks_at_least}
