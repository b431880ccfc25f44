"""The objectives a ledger may go on, and whether a player meets one (000 P.19, P.23): read by `cook`, the bots'
evaluation, the table, and the narration of a raise (which objectives it makes a player meet)."""

from __future__ import annotations

from ...language import ast as A
from ...machine.evaluate import holds
from .quantities import stat_tracks
from .reads import digest, probes, shared_answer
from .registry import Ctx, Engine


def displayed_objectives(g: Engine) -> list[tuple[str, str | None]]:
    """(objective id, borough) of every objective a ledger may go on now."""
    s = g.state
    out: list[tuple[str, str | None]] = [(o, None) for o in s.central_park]
    out += [(o, b) for b, o in s.borough_objectives.items()]
    out += g.rules.derived("on-board-objectives", lambda: [(o.id, None) for o in g.rules.lists["objectives"]
                                                           if o.group in _on_board(g)])
    return out


def _on_board(g: Engine) -> frozenset[str]:
    """The objective groups printed on the main board, always open to ledgers (the other groups are
    dealt: Central Park's and the boroughs'), from the rules' ledger spaces (`on_board`)."""
    return g.rules.derived("on-board-groups", lambda: frozenset(sp.group for sp in g.rules.ledger_spaces if sp.on_board))


def meets(g: Engine, seat: int, oid: str, borough: str | None) -> bool:
    """Whether a player meets an objective's requirement (in that borough); shared until the state changes,
    and kept under a digest of what the requirement reads (reads.py) across changes and clones."""

    def check() -> bool:
        ob = g.rules.by_id[oid]
        ctx = g.rules.derived(("objective-ctx", seat, oid, borough),
                              lambda: Ctx(seat, source=oid, here=borough, golden=not ob.ignores_golden_rule))
        reads = probes(ob.requirement)
        if reads is None:
            return holds(g, ob.requirement, ctx)
        key = (oid, seat, borough, g.players, *digest(g, ctx, reads))
        return shared_answer(g, key, lambda: holds(g, ob.requirement, ctx))

    return g.cached(("meets", seat, oid, borough), check)


LEVEL_FUNCTIONS = frozenset({"tracks_at_least"})  # the functions of quantities.FUNCTIONS that read the levels


def level_objectives(g: Engine) -> frozenset[str]:
    """The objectives whose requirement reads a level: a track, a value a level gives (truck_range…), infamy,
    or a function of the levels — the only ones a raise can make met (read from the rules, once)."""

    def read() -> frozenset[str]:
        names = {"infamy", *(str(t.track) for t in g.rules.board.tracks), *stat_tracks(g)}
        return frozenset(o.id for o in g.rules.lists["objectives"] if any(
            (isinstance(n, A.Name) and n.id in names) or (isinstance(n, A.Func) and n.name in LEVEL_FUNCTIONS)
            for n in A.walk(o.requirement)))

    return g.rules.derived("level-objectives", read)  # type: ignore[no-any-return]


def open_to(g: Engine, seat: int, among: frozenset[str]) -> set[str]:
    """The displayed objectives of ``among`` a player meets now and may still place a ledger on (not theirs yet,
    room left). Not kept in the memo: a task that changes a level asks before and after its change (emptying
    the memo between, ``Engine.changed``)."""
    s = g.state
    caps = {sp.group: sp.ledgers_per_objective for sp in g.rules.ledger_spaces}
    shown: list[tuple[str, str | None]] = [(o, None) for o in s.central_park if o in among]  # as displayed_objectives
    shown += [(o, b) for b, o in s.borough_objectives.items() if o in among]
    shown += [(o, None) for o in sorted(among) if g.rules.by_id[o].group in _on_board(g)]
    out = set()
    for oid, borough in shown:
        ob = g.rules.by_id[oid]
        placed = s.ledgers_on.get(oid, [])
        if seat in placed or len(placed) >= caps.get(ob.group, 1):
            continue
        ctx = Ctx(seat, source=oid, here=borough, golden=not ob.ignores_golden_rule)
        if holds(g, ob.requirement, ctx):
            out.add(oid)
    return out
