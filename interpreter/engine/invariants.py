"""Invariants that hold after every decision; the conformance tests and `soak` check them."""

from __future__ import annotations

from collections import Counter

from .machine import Engine
from .setup import TOTAL_BARRELS, TOTAL_GOONS, TOTAL_MOB_SPEAKEASIES, TOTAL_POLICE
from .state import MOB

FAMILY = 12
SPEAKEASIES = 8


def violations(g: Engine) -> list[str]:
    s = g.state
    out: list[str] = []
    on_map = s.buildings()
    barrels = (
        s.supply_barrels
        + sum(sh.barrels for sh in s.ships)
        + sum(1 for _, _, b in on_map if b.barrel)
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
    mob = s.supply_mob + sum(1 for _, _, b in on_map if b.owner == MOB)
    if mob != TOTAL_MOB_SPEAKEASIES:
        out.append(f"mob speakeasies: {mob} != {TOTAL_MOB_SPEAKEASIES}")
    capos = g.rules.game.capos
    for p in s.players:
        tag = f"player {p.seat + 1}"
        if p.cash < 0 or p.safe < 0:
            out.append(f"{tag}: negative money ({p.cash} cash, {p.safe} safe)")
        mine = Counter(b.kind for _, _, b in s.buildings(p.seat))
        fam = (
            p.family_supply
            + p.vip
            + sum(1 for v in s.docks.values() if v == p.seat)
            + sum(1 for _, _, b in s.buildings(p.seat) if b.protected)
            + p.family_lost
        )
        if fam != FAMILY:
            out.append(f"{tag}: family members {fam} != {FAMILY}")
        free: Counter[str] = Counter(
            slot.kind
            for i, slot in enumerate([sl for grp in g.rules.board.building_groups for sl in grp.slots])
            if p.slots_free[i]
        )
        for kind, total in (("speakeasy", SPEAKEASIES), ("still", 1)):
            have = mine[kind] + free[kind] + p.removed.get(kind, 0)
            if have != total:
                out.append(f"{tag}: {kind}s {have} != {total}")
        for kind, built in (("nightclub", p.nightclubs_built), ("casino", p.casinos_built)):
            if mine[kind] + p.removed.get(kind, 0) != built:
                out.append(f"{tag}: {kind}s on the map {mine[kind]} + lost != built {built}")
        for track, level in p.levels.items():
            if not 1 <= level <= len(g.rules.board_track(track).levels):
                out.append(f"{tag}: {track} level {level} out of range")
        if p.infamy != sum(p.levels.values()):
            out.append(f"{tag}: infamy is not levels + strength")
        if p.capos < 0 or p.capos + len(s.capo_at.get(p.seat, [])) > capos:
            out.append(f"{tag}: {p.capos} capos in hand and {len(s.capo_at.get(p.seat, []))} placed")
        if p.vip > g.rules.board_track("vip").levels[p.levels["vip"] - 1].value + 10:
            out.append(f"{tag}: VIP Room over capacity")
        if any(x < 0 or x > 2 for x in p.truck_barrels):
            out.append(f"{tag}: a truck carries {p.truck_barrels}")
    keys = list(s.occupied)
    if len(keys) != len(set(keys)):
        out.append("two capos talk to one person")
    for d in s.districts.values():
        if d.blocked and any(b is not None for b in d.spaces):
            out.append(f"district {d.id} is blocked but has a building")
    return out
