"""The players an effect names: `you` (its owner), a role (`displaced`), a group (`opponent`, `player`).

Seats are 0 … players-1; a group is read in turn order from the owner (the game's ``turn_order``),
so `as each opponent:` goes round the table from the player on the owner's left in turn order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..language.vocabulary import YOU

if TYPE_CHECKING:
    from .engine import Engine
    from .values import Ctx


def seat_of(g: Engine[Any, Any], ctx: Ctx, word: str) -> int | None:
    """The seat of `you` or of a role: one a trigger's event named, else the game's (None: not bound now;
    the checker makes sure a role is named before it is used, so this is a rare game state)."""
    if word == YOU:
        return ctx.owner
    seat = ctx.role(word)
    return seat if seat is not None else g.game.role(g, ctx, word)


def group(g: Engine[Any, Any], ctx: Ctx, name: str) -> list[int]:
    """The seats of a group, in turn order from the owner: `player` (everyone, the owner first) or
    `opponent` (everyone else)."""
    order = list(g.game.turn_order(g))
    for seat in range(g.players):  # a seat the turn order leaves out (none in a game under way) still plays
        if seat not in order:
            order.append(seat)
    start = order.index(ctx.owner) if ctx.owner in order else 0
    ring = order[start:] + order[:start]
    return ring if name == "player" else [s for s in ring if s != ctx.owner]


def others(g: Engine[Any, Any], ctx: Ctx) -> list[int]:
    """The owner's opponents, by seat."""
    return [s for s in range(g.players) if s != ctx.owner]
