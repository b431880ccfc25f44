"""Control of the map as 000 P.10-11 defines it: who controls a district (the best operating building
with a family member beside it; else, without police, the best operating building; ties all
control; else the mob if it has a speakeasy there), and what a borough's control adds up to. Read by
the Lucky Luciano payouts and by the effect language's `district[controlled]`, `borough[majority]`."""

from __future__ import annotations

from .registry import Engine
from .state import MOB, Building

HIERARCHY_DEFAULT = ("family_member", "casino", "nightclub", "speakeasy", "still", "mob_speakeasy")


def controllers(g: Engine, d_id: int) -> list[int]:
    """Who controls a district: seats, [MOB], or [] (000 P.10-11)."""
    s = g.state
    d = s.districts[d_id]
    rank: dict[str, int] = g.rules.derived("control-rank", lambda: {
        k: i for i, k in enumerate(g.rules.game.control_hierarchy or HIERARCHY_DEFAULT)})

    def best(buildings: list[Building]) -> dict[int, int]:
        out: dict[int, int] = {}
        for b in buildings:
            r = rank.get(b.kind, len(rank))
            out[b.owner] = min(out.get(b.owner, r), r)
        return out

    players = [b for b in d.spaces if b is not None and b.owner != MOB]
    guarded = best([b for b in players if b.protected])
    if guarded:
        top = min(guarded.values())
        return sorted(o for o, r in guarded.items() if r == top)
    operating = [b for b in players if s.operating(d, b)]
    if d.police == 0 and operating:
        ranks = best(operating)
        top = min(ranks.values())
        return sorted(o for o, r in ranks.items() if r == top)
    if not operating and any(b is not None and b.owner == MOB for b in d.spaces):
        return [MOB]
    return []


def borough_control(g: Engine, borough: str) -> dict[int, int]:
    """How many of a borough's districts each controls (seats, and MOB), as the Luciano check would count now."""

    def count() -> dict[int, int]:
        out: dict[int, int] = {}
        for d in g.state.districts.values():
            if d.borough == borough:
                for who in controllers(g, d.id):
                    out[who] = out.get(who, 0) + 1
        return out

    return g.cached(("borough-control", borough), count)


def majority(g: Engine, seat: int, borough: str) -> bool:
    """Whether a player controls more of a borough's districts than anyone else, the mob included (first
    place on its area-control track, alone)."""
    counts = borough_control(g, borough)
    mine = counts.get(seat, 0)
    return mine > 0 and all(n < mine for who, n in counts.items() if who != seat)
