"""Invariants that hold after every decision; the conformance tests and `soak` check them."""

from __future__ import annotations

from dataclasses import fields

from ...machine.passives import highest_possible
from .places import in_two_places
from .registry import Engine
from .setup import TOTAL_BARRELS, TOTAL_GOONS, TOTAL_MOB_SPEAKEASIES, TOTAL_POLICE
from .state import MOB, Player
from .verbs_docks import vip_capacity
from .vocabulary import TOTAL_INFLUENCE_TOKENS

FAMILY = 12
SPEAKEASIES = 8


def _limits(g: Engine) -> tuple[list[str], dict[str, int]]:
    """Slot kinds of a player board, top level of each track: read once per rule set."""

    def read() -> tuple[list[str], dict[str, int]]:
        slot_kinds = [str(sl.kind) for grp in g.rules.board.building_groups for sl in grp.slots]
        top = {str(t.track): len(t.levels) for t in g.rules.board.tracks}
        return slot_kinds, top

    return g.rules.derived("invariant-limits", read)


_COUNTS = tuple(f.name for f in fields(Player) if f.type in ("int", int) and f.name not in ("seat", "cash", "safe"))
_COUNT_MAPS = tuple(f.name for f in fields(Player) if str(f.type).replace(" ", "") == "dict[str,int]")
_COUNT_LISTS = ("truck_barrels",)


def _counts(p: Player) -> list[tuple[str, int]]:
    """Every count a player holds (ledgers, goons, Leverage tokens, family members, capos, levels, lost
    buildings, barrels on trucks…), by name: none may be below zero (issue 23 item 2)."""
    out = [(name, getattr(p, name)) for name in _COUNTS]
    out += [(f"{name} {k}", v) for name in _COUNT_MAPS for k, v in getattr(p, name).items()]
    out += [(name, v) for name in _COUNT_LISTS for v in getattr(p, name)]
    return out


def violations(g: Engine) -> list[str]:
    """Every broken invariant, in words; empty when all hold. One pass over the map, then per player."""
    s = g.state
    out: list[str] = []
    barrels_on_map = mob = 0
    kinds: dict[int, dict[str, int]] = {p.seat: {"speakeasy": 0, "still": 0, "nightclub": 0, "casino": 0} for p in s.players}
    protecting = dict.fromkeys(kinds, 0)
    for d in s.districts.values():
        if d.blocked and any(b is not None for b in d.spaces):
            out.append(f"district {d.id} is blocked but has a building")
        for b in d.spaces:
            if b is None:
                continue
            barrels_on_map += b.barrel
            if b.owner == MOB:
                mob += 1
            else:
                mine = kinds[b.owner]
                mine[b.kind] = mine.get(b.kind, 0) + 1
                protecting[b.owner] += b.protected
    barrels = (
        s.supply_barrels
        + sum(sh.barrels for sh in s.ships)
        + barrels_on_map
        + sum(p.still_barrels + sum(p.truck_barrels) for p in s.players)
    )
    if barrels != TOTAL_BARRELS:
        out.append(f"barrels: {barrels} != {TOTAL_BARRELS}")
    goons = s.supply_goons + sum(p.goons for p in s.players)
    if goons != TOTAL_GOONS:
        out.append(f"goons: {goons} != {TOTAL_GOONS}")
    police = s.supply_police + sum(d.police for d in s.districts.values())
    if police != TOTAL_POLICE:
        out.append(f"police: {police} != {TOTAL_POLICE}")
    if s.supply_mob + mob != TOTAL_MOB_SPEAKEASIES:
        out.append(f"mob speakeasies: {s.supply_mob + mob} != {TOTAL_MOB_SPEAKEASIES}")
    capos = g.rules.game.capos
    slot_kinds, top = _limits(g)
    tokens = sum(p.influence_tokens for p in s.players)
    if tokens > TOTAL_INFLUENCE_TOKENS:
        out.append(f"Leverage tokens: {tokens} held, the box has {TOTAL_INFLUENCE_TOKENS}")
    most = g.rules.derived("truck-capacity-bound", lambda: highest_possible(
        g.rules, "board.trucks.capacity", g.rules.board.trucks.capacity))
    at_docks = dict.fromkeys(kinds, 0)
    for v in s.docks.values():
        if v is not None:
            at_docks[v] += 1
    for name in ("supply_barrels", "supply_goons", "supply_police", "supply_mob"):
        if getattr(s, name) < 0:
            out.append(f"{name.replace('_', ' ')} below zero ({getattr(s, name)})")
    for sh in s.ships:
        if sh.barrels < 0:
            out.append(f"ship {sh.id}: {sh.barrels} barrels")
    for d in s.districts.values():
        if d.police < 0:
            out.append(f"district {d.id}: {d.police} police")
    for p in s.players:
        tag = f"player {p.seat + 1}"
        if p.cash < 0 or p.safe < 0:
            out.append(f"{tag}: negative money ({p.cash} cash, {p.safe} safe)")
        out += [f"{tag}: {what} below zero ({n})" for what, n in _counts(p) if n < 0]
        mine = kinds[p.seat]
        fam = p.family_supply + p.family_infamy + p.vip + at_docks[p.seat] + protecting[p.seat] + p.family_lost
        if fam != FAMILY:
            out.append(f"{tag}: family members {fam} != {FAMILY}")
        free = {"speakeasy": 0, "still": 0}
        for kind, is_free in zip(slot_kinds, p.slots_free, strict=False):
            if is_free:
                free[kind] = free.get(kind, 0) + 1
        for kind, total in (("speakeasy", SPEAKEASIES), ("still", 1)):
            have = mine[kind] + free[kind] + p.removed.get(kind, 0)
            if have != total:
                out.append(f"{tag}: {kind}s {have} != {total}")
        for kind, built in (("nightclub", p.nightclubs_built), ("casino", p.casinos_built)):
            if mine[kind] + p.removed.get(kind, 0) != built:
                out.append(f"{tag}: {kind}s on the map {mine[kind]} + lost != built {built}")
        for track, level in p.levels.items():
            if not 1 <= level <= top[track]:
                out.append(f"{tag}: {track} level {level} out of range")
        if p.infamy != sum(p.levels.values()):
            out.append(f"{tag}: infamy is not levels + strength")
        placed = len(s.capo_at.get(p.seat, []))
        if p.capos < 0 or p.capos + placed > capos:
            out.append(f"{tag}: {p.capos} capos in hand and {placed} placed")
        room = vip_capacity(g, p.seat)  # as the rules read it now: the VIP level's value and any modifier
        if p.vip > room:
            out.append(f"{tag}: VIP Room over capacity ({p.vip} family members, room for {room})")
        if p.still_barrels and not mine["still"]:
            out.append(f"{tag}: {p.still_barrels} barrels on the still track with no still on the map")
        if any(x < 0 or x > most for x in p.truck_barrels):
            out.append(f"{tag}: a truck carries {p.truck_barrels}")
    keys = list(s.occupied)
    if len(keys) != len(set(keys)):
        out.append("two capos talk to one person")
    out += in_two_places(s, g.rules)  # every card, helper, tile, crate, mobster and objective in one place a copy
    return out
