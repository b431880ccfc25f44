"""Control of the map as 000 P.10-11 defines it: who controls a district (the best operating building
with a family member beside it; else, without police, the best operating building; ties all
control; else the mob if it has a speakeasy there), and what a borough's control adds up to. Read by
the Lucky Luciano payouts and by the effect language's `district[controlled]`, `borough[majority]`."""

from __future__ import annotations

from .registry import Engine
from .state import MOB

HIERARCHY_DEFAULT = ("family_member", "casino", "nightclub", "speakeasy", "still", "mob_speakeasy")


def controllers(g: Engine, d_id: int) -> list[int]:
    """Who controls a district: seats, [MOB], or [] (000 P.10-11)."""
    s = g.state
    d = s.districts[d_id]
    rank: dict[str, int] = g.rules.derived("control-rank", lambda: {
        k: i for i, k in enumerate(g.rules.game.control_hierarchy or HIERARCHY_DEFAULT)})
    last = len(rank)  # a kind outside the hierarchy ranks below all of it
    # each player's best rank among its buildings, and among those with a family member beside them (one pass:
    # the strong bot's evaluation asks this of every district of every position it scores)
    best: dict[int, int] = {}
    guarded: dict[int, int] = {}
    mob = False
    for b in d.spaces:
        if b is None:
            continue
        owner = b.owner
        if owner == MOB:
            mob = True
            continue
        r = rank.get(b.kind, last)
        if r < best.get(owner, last + 1):
            best[owner] = r
        if b.protected and r < guarded.get(owner, last + 1):
            guarded[owner] = r
    if guarded:
        top = min(guarded.values())
        return sorted(o for o, r in guarded.items() if r == top)
    if d.police == 0 and best:  # without police every player's building operates
        top = min(best.values())
        return sorted(o for o, r in best.items() if r == top)
    # here no player's building operates (none is protected, and police stand here or there is none)
    return [MOB] if mob else []


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
