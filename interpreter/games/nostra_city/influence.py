"""Phase 3, Influence the Verdict (003 §influence): bribes face down on the bribe pile, and from month 4
the Zealous Corruption card for the only player who bribed (003 §zealous).

A bribe taps a wiseguy and puts one money card face down on the bribe pile (an ability may let it put
more): only its colour will count at a trial; who put how many cards is public (ND-35).
"""

from __future__ import annotations

from ...machine.values import Option, Task, msg
from .crew import choose_wiseguy
from .registry import OPS, Ask, Engine, context
from .table import award, kinds_in, modifier, react, tap, untapped


@OPS.op()
def influence(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "influence"
    s.bribed = []
    g.log("phase", phase="influence", month=s.month)
    g.push(*(Task(influence_turn, context(seat)) for seat in s.order()), Task(zealous_check, context(-1)))


@OPS.op(reads_only=True)
def influence_turn(g: Engine, t: Task) -> None:
    seat = t.ctx.seat
    p = g.state.players[seat]
    if not untapped(p) or not p.money:
        return
    options = [Option(f"bribe:{card}", msg("nc-opt-bribe", card=card),
                      (Task(bribe_wiseguy, t.ctx, None, card), Task(influence_turn, t.ctx))) for card in kinds_in(p.money)]
    g.ask(seat, Ask.bribe, msg("nc-prompt-bribe"), [*options, Option("pass", msg("nc-opt-pass"))])


@OPS.op(reads_only=True)
def bribe_wiseguy(g: Engine, t: Task) -> None:
    card: str = t.data
    choose_wiseguy(g, t.ctx, "nc-prompt-wiseguy-bribe", lambda w: (Task(place_bribe, t.ctx, None, (w, card, 0)),))


@OPS.op()
def place_bribe(g: Engine, t: Task) -> None:
    """One card face down on the bribe pile; the first of a bribe taps its wiseguy."""
    wiseguy, card, placed = t.data
    s = g.state
    seat = t.ctx.seat
    p = s.players[seat]
    if placed == 0:
        tap(p, wiseguy)
        if seat not in s.bribed:
            s.bribed.append(seat)
    p.money.remove(card)
    s.bribe_cards.append(card)
    s.bribe_seats.append(seat)
    g.push(Task(more_bribe, t.ctx, None, (wiseguy, placed + 1)))


@OPS.op(reads_only=True)
def more_bribe(g: Engine, t: Task) -> None:
    wiseguy, placed = t.data
    p = g.state.players[t.ctx.seat]
    most = 1 + modifier(g, "bribe_cards", wiseguy, "this_bribes")
    done = Task(close_bribe, t.ctx, None, (wiseguy, placed))
    if placed >= most or not p.money:
        g.push(done)
        return
    g.ask(t.ctx.seat, Ask.bribe, msg("nc-prompt-bribe-more", left=most - placed),
          [*(Option(f"bribe:{card}", msg("nc-opt-bribe", card=card), (Task(place_bribe, t.ctx, None, (wiseguy, card, placed)),))
             for card in kinds_in(p.money)), Option("done", msg("nc-opt-bribe-done"), (done,))])


@OPS.op()
def close_bribe(g: Engine, t: Task) -> None:
    wiseguy, placed = t.data
    g.log("bribe", seat=t.ctx.seat, wiseguy=wiseguy, count=placed)
    react(g, t.ctx.seat, wiseguy, "this_bribes")


@OPS.op()
def zealous_check(g: Engine, t: Task) -> None:
    """From month 4, the only player who bribed this month takes the next Zealous Corruption card (ND-36)."""
    s = g.state
    if s.month < g.rules.game.zealous_from or len(s.bribed) != 1 or not s.zealous_supply:
        return
    seat = s.bribed[0]
    card = s.zealous_supply.pop(0)
    s.players[seat].zealous.append(card)
    g.log("zealous", seat=seat, card=card)
    award(g, seat, card)
