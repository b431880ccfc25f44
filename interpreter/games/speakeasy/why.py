"""Why an option is not offered (issue 29): when a player sends a capo, each person of a location they cannot send
it to, with the reason — taken by a capo, not in play at this player count, or (a location whose first row is
compulsory: the Restaurant, the Park) the step of that row that cannot be done now, the cost that cannot be paid
first. Asked for the deciding player's own question only and said to them alone: a reason reads only what is
public or theirs (their hand and safe, the capos, the turn order), as the question's own options do."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...machine.effects import after_cost, payable, possible
from ...machine.values import Ctx, Msg, msg
from .flow import _capo_spots
from .registry import Ask, Engine

MAX_NOT_OFFERED = 24  # reasons given at once (every person of every location: the shipped board has 20)


def _blocking(g: Engine, node: Any, ctx: Ctx) -> Msg:
    """The first step of ``node`` that cannot be done now, in words: a cost that cannot be paid, or a step."""
    if isinstance(node, A.Paid):
        if not payable(g, node.cost, ctx):
            return msg("why-not-pay", node=node.cost)
        return _blocking(g, node.body, after_cost(g, node, ctx))
    if isinstance(node, (A.May, A.Repeat, A.Once)):
        return _blocking(g, node.body, ctx)
    if isinstance(node, A.Seq) and node.steps:  # none of its steps can be done (possible_Seq): the first says why
        return _blocking(g, node.steps[0], ctx)
    if isinstance(node, A.As) and not possible(g, node, ctx):
        return _blocking(g, node.body, ctx)
    return msg("why-not-step", node=node)


def not_offered(game: Any, seat: int) -> list[tuple[Msg, Msg]]:
    """(label, why) of each person the seat's pending capo cannot go to, in board order; [] for any other question."""
    decision = game.decision
    if decision is None or game.current_player != seat or decision.kind != Ask.place_capo:
        return []
    g: Engine = game.engine
    s = g.state
    offered = {o.id for o in decision.options}
    out: list[tuple[Msg, Msg]] = []
    for occupancy, first, there, option in _capo_spots(g, seat):
        if option.id in offered:
            continue
        if occupancy and occupancy in s.occupied:
            why = msg("why-not-taken", seat=s.occupied[occupancy])
        elif first is not None and not possible(g, first, there):
            why = _blocking(g, first, there)
        else:  # (no reason this module knows: said so rather than guessed)
            why = msg("why-not-unknown")
        out.append((option.label, why))
    for loc in g.rules.lists["locations"]:  # the persons this player count leaves out (000 P.20: the Park with 2)
        count = min(loc.slots.get(s.n, loc.persons), loc.persons) if loc.slots is not None else loc.persons
        out += [(msg("opt-place-capo", loc=loc.id, person=person + 1), msg("why-not-players", players=s.n))
                for person in range(count, loc.persons)]
    return out[:MAX_NOT_OFFERED]
