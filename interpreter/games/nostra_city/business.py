"""Phase 1, Business (003 §business): deals by type or by district, shares, shortfall vendettas, the
Start Player card, the Police Raid.

A deal: tap a wiseguy and one of your untapped turfs, declare its type or its district (each at most
once a month, at most four deals a month for the whole table: ND-23), draw a money card for every turf
in play with that attribute (yours too, tapped or not: ND-16), look at them and share them out: each
other player is owed one card per matching turf. You give each of them, clockwise from you (ND-18), all,
part or none of it, choosing which cards; for each card short they draw a vendetta card (compulsory,
ND-19) — unless you hold the Start Player card and give it to one of them instead (ND-20). A Police Raid
stops the drawing; what was owed stays owed (ND-21).

Secret: the cards drawn and given (the log says how many). Only the dealer's options name them.
"""

from __future__ import annotations

from ...machine.values import Option, Task, msg
from .crew import choose_wiseguy
from .registry import OPS, Ask, Engine, context
from .state import Deal
from .table import (
    deal_limit,
    draw_money,
    draw_vendettas,
    is_raid,
    kinds_in,
    modifier,
    react,
    ready_turfs,
    reshuffle_money,
    tap,
    untapped,
)


@OPS.op()
def business(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "business"
    g.log("phase", phase="business", month=s.month)
    g.push(*(Task(business_turn, context(seat)) for seat in s.order()))


def attributes(g: Engine, turf: str) -> tuple[str, str]:
    card = g.rules.card(turf)
    return str(card.type), str(card.district)


def legal_deals(g: Engine, seat: int) -> list[tuple[str, str]]:
    """(turf, attribute) pairs the player may deal now."""
    s = g.state
    p = s.players[seat]
    if len(s.declared) >= deal_limit(g) or not untapped(p):
        return []
    return [(turf, attr) for turf in dict.fromkeys(ready_turfs(p)) for attr in attributes(g, turf) if attr not in s.declared]


@OPS.op(reads_only=True)
def business_turn(g: Engine, t: Task) -> None:
    seat = t.ctx.seat
    options = [Option(f"deal:{turf}:{attr}", msg("nc-opt-deal", turf=turf, attribute=attr),
                      (Task(deal_with, t.ctx, None, (turf, attr)), Task(business_turn, t.ctx)))
               for turf, attr in legal_deals(g, seat)]
    if options:
        g.ask(seat, Ask.deal, msg("nc-prompt-deal", deals=len(g.state.declared), limit=deal_limit(g)),
              [*options, Option("pass", msg("nc-opt-pass"))])


@OPS.op(reads_only=True)
def deal_with(g: Engine, t: Task) -> None:
    turf, attr = t.data
    choose_wiseguy(g, t.ctx, "nc-prompt-wiseguy-deal", lambda w: (Task(run_deal, t.ctx, None, (w, turf, attr)),))


def matching(g: Engine, seat: int, attr: str) -> int:
    """How many turfs in front of a player have the attribute (tapped ones too: ND-16)."""
    return sum(1 for turf in g.state.players[seat].turfs if attr in attributes(g, turf))


@OPS.op()
def run_deal(g: Engine, t: Task) -> None:
    wiseguy, turf, attr = t.data
    s = g.state
    dealer = t.ctx.seat
    p = s.players[dealer]
    tap(p, wiseguy)
    p.tapped_turfs.append(turf)
    s.declared.append(attr)
    owed = [0 if seat == dealer else matching(g, seat, attr) for seat in range(s.n)]
    n = max(0, sum(matching(g, seat, attr) for seat in range(s.n)) + modifier(g, "deal_draw", wiseguy, "this_deals"))
    g.log("deal", seat=dealer, wiseguy=wiseguy, turf=turf, attribute=attr, count=n)
    deal = Deal(dealer, wiseguy, turf, attr, owed=owed, given=[0] * s.n)
    proof = modifier(g, "raid_proof", wiseguy, "this_deals") > 0
    aside: list[str] = []
    while len(deal.pool) < n:
        card = draw_money(g)
        if card is None:
            g.log("money_out", seat=dealer)
            break
        if is_raid(g, card):
            if proof:  # the raid does not stop this deal: set aside, back into the deck after it
                aside.append(card)
                g.log("raid_ignored", seat=dealer, wiseguy=wiseguy)
                continue
            deal.raided = True  # no more cards; the raid and the discards back into the deck (003 §business, ND-21)
            s.money_deck.append(card)
            g.log("raid", seat=dealer)
            reshuffle_money(g, "raid")
            break
        deal.pool.append(card)
    if aside:
        s.money_deck.extend(aside)
        reshuffle_money(g, "raid")
    # public: how many; the cards are the dealer's to see (its view's deal pool) — a line for the dealer alone
    # belongs here once the core's log has an audience (issue 24)
    g.log("drew", seat=dealer, count=len(deal.pool))
    s.deal = deal
    react(g, dealer, wiseguy, "this_deals")  # runs after the settling below (pushed first, so last)
    g.push(Task(settle, t.ctx, None, 0))


def owed_order(g: Engine) -> list[int]:
    """The players owed a share, clockwise from the dealer (ND-18)."""
    d = g.state.deal
    assert d is not None
    return [seat for seat in g.state.order(d.dealer)[1:] if d.owed[seat] > 0]


@OPS.op(reads_only=True)
def settle(g: Engine, t: Task) -> None:
    i: int = t.data
    order = owed_order(g)
    if i >= len(order):
        g.push(Task(finish_deal, t.ctx))
        return
    g.push(Task(share_ask, t.ctx, None, i))


@OPS.op(reads_only=True)
def share_ask(g: Engine, t: Task) -> None:
    i: int = t.data
    d = g.state.deal
    assert d is not None
    seat = owed_order(g)[i]
    if d.given[seat] >= d.owed[seat] or not d.pool:
        g.push(Task(shortfall, t.ctx, None, i))
        return
    gives = [Option(f"give:{card}", msg("nc-opt-give", card=card, to=seat), (Task(give_share, t.ctx, None, (i, card)),))
             for card in kinds_in(d.pool)]
    g.ask(d.dealer, Ask.share, msg("nc-prompt-share", to=seat, owed=d.owed[seat], given=d.given[seat]),
          [*gives, Option("stop", msg("nc-opt-withhold", to=seat), (Task(shortfall, t.ctx, None, i),))])


@OPS.op()
def give_share(g: Engine, t: Task) -> None:
    i, card = t.data
    d = g.state.deal
    assert d is not None
    seat = owed_order(g)[i]
    d.pool.remove(card)
    g.state.players[seat].money.append(card)  # which card: for the two of them only (a private line, issue 24)
    d.given[seat] += 1
    g.push(Task(share_ask, t.ctx, None, i))


@OPS.op()
def shortfall(g: Engine, t: Task) -> None:
    i: int = t.data
    s = g.state
    d = s.deal
    assert d is not None
    seat = owed_order(g)[i]
    g.log("share", seat=d.dealer, to=seat, count=d.given[seat], owed=d.owed[seat])
    short = d.owed[seat] - d.given[seat]
    then = Task(settle, t.ctx, None, i + 1)
    if short > 0 and s.start_player == d.dealer:  # the Start Player card instead of the draws (ND-20)
        g.push(Task(offer_start, t.ctx, None, (seat, short)), then)
    else:
        g.push(Task(short_draw, t.ctx, None, (seat, short)), then)


@OPS.op(reads_only=True)
def offer_start(g: Engine, t: Task) -> None:
    seat, short = t.data
    dealer = g.state.deal.dealer if g.state.deal is not None else t.ctx.seat
    g.ask(dealer, Ask.start_card, msg("nc-prompt-start-card", to=seat, short=short),
          [Option("start:give", msg("nc-opt-start-give", to=seat), (Task(give_start, t.ctx, None, seat),)),
           Option("start:keep", msg("nc-opt-start-keep", to=seat, short=short), (Task(short_draw, t.ctx, None, (seat, short)),))])


@OPS.op()
def give_start(g: Engine, t: Task) -> None:
    seat: int = t.data
    s = g.state
    g.log("start_card", seat=s.start_player, to=seat)
    s.start_player = seat  # the phase in progress keeps its order; the next one starts with them (ND-10)


@OPS.op()
def short_draw(g: Engine, t: Task) -> None:
    seat, short = t.data
    draw_vendettas(g, seat, short, "short")


@OPS.op()
def finish_deal(g: Engine, t: Task) -> None:
    s = g.state
    d = s.deal
    assert d is not None
    s.players[d.dealer].money.extend(d.pool)  # the dealer keeps the rest
    d.pool.clear()
    s.deal = None
