"""The verbs of Nostra City's effect language (vocabulary.VERBS): what a card's text does.

A step another player performs (`as an opponent: lose 2 respect`) runs with that player as the
context's seat and the card's player as its owner; a player who went to Atlantic City (`lie_low`) cannot
be the one another player's payback names (ND-54): the verbs' ``can`` says so, so the core never offers
them as the opponent.
"""

from __future__ import annotations

from typing import Any

from ...machine.evaluate import value as amount_of
from ...machine.players import seat_of
from ...machine.values import Ctx, Option, Task, msg
from .registry import OPS, VERBS, Ask, Engine
from .table import change_respect, draw_money, draw_vendettas, is_raid, move_trial, reshuffle_money


def shielded(g: Engine, ctx: Ctx) -> bool:
    """Another player's payback cannot reach the performer: they are lying low in Atlantic City."""
    return ctx.owner != ctx.seat and g.state.players[ctx.seat].lying_low


@VERBS.verb("gain")
def gain(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    change_respect(g, ctx.seat, amount_of(g, a["amount"], ctx), ctx.source)


@VERBS.verb("lose", can=lambda g, ctx, a: g.state.players[ctx.seat].respect > g.rules.game.respect_floor
            and not shielded(g, ctx))
def lose(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    change_respect(g, ctx.seat, -amount_of(g, a["amount"], ctx), ctx.source)


def _receiver(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int | None:
    seat = seat_of(g, ctx, a["to"].id)
    return None if seat == ctx.seat else seat


@VERBS.verb("give", can=lambda g, ctx, a: bool(g.state.players[ctx.seat].money) and not shielded(g, ctx)
            and _receiver(g, ctx, a) is not None)
def give(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Money cards drawn at random from the performer's hand (003 §cards: "steal money"): how many is public."""
    to = _receiver(g, ctx, a)
    if to is None:
        return
    giver, taker = g.state.players[ctx.seat], g.state.players[to]
    n = min(amount_of(g, a["amount"], ctx), len(giver.money))
    for _ in range(n):
        card = giver.money.pop(g.state.rng.randrange(len(giver.money)))
        taker.money.append(card)
    g.log("give_money", seat=ctx.seat, to=to, count=n, card=ctx.source)


def _own(g: Engine, seat: int, what: str) -> list[str]:
    p = g.state.players[seat]
    return list(p.wiseguys if what == "wiseguy" else p.turfs)


@VERBS.verb("discard", can=lambda g, ctx, a: bool(_own(g, ctx.seat, a["what"])) and not shielded(g, ctx))
def discard(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """The performer puts their own wiseguys or turfs out of the game, choosing which, one at a time."""
    n = amount_of(g, a["amount"], ctx)
    for _ in range(min(n, len(_own(g, ctx.seat, a["what"])))):
        g.push(Task(lose_card, ctx, None, (a["what"], ctx.source)))


@OPS.op(reads_only=True)
def lose_card(g: Engine, t: Task) -> None:
    what, card = t.data
    seat = t.ctx.seat
    mine = sorted(set(_own(g, seat, what)))
    g.ask(seat, Ask.lose_card, msg("nc-prompt-lose-card", what=what, card=card),
          [Option(f"card:{c}", msg("nc-opt-card", card=c), (Task(put_out, t.ctx, None, (what, c, card)),)) for c in mine])


@OPS.op()
def put_out(g: Engine, t: Task) -> None:
    what, lost, card = t.data
    p = g.state.players[t.ctx.seat]
    if what == "wiseguy":
        p.wiseguys.remove(lost)
        if lost in p.tapped:
            p.tapped.remove(lost)
    else:
        p.turfs.remove(lost)
        if p.tapped_turfs.count(lost) > p.turfs.count(lost):
            p.tapped_turfs.remove(lost)
    g.state.removed.append(lost)
    g.log("lost", seat=t.ctx.seat, lost=lost, card=card)


@VERBS.verb("trial")
def trial(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    for _ in range(amount_of(g, a["amount"], ctx)):
        move_trial(g, a["toward"], "card", ctx.source)


@VERBS.verb("draw")
def draw(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    n = amount_of(g, a["amount"], ctx)
    if a["what"] == "vendetta":
        draw_vendettas(g, ctx.seat, n, "card")
        return
    p, drawn = g.state.players[ctx.seat], 0
    for _ in range(n):
        card = draw_money(g)
        if card is None:
            break
        if is_raid(g, card):  # the raid goes back into the deck at once (ND-41)
            g.state.money_deck.append(card)
            reshuffle_money(g, "raid")
            g.log("raid", seat=ctx.seat)
            break
        p.money.append(card)
        drawn += 1
    g.log("drew", seat=ctx.seat, count=drawn)


@VERBS.verb("lie_low", can=lambda g, ctx, a: not g.state.players[ctx.seat].lying_low)
def lie_low(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.state.players[ctx.seat].lying_low = True
    g.log("lie_low", seat=ctx.seat)
