"""Phase 4, Social (003 §social), months 1 to 5, and the trials' reveal of the bribe pile
(003 §first-trial; the Final Trial's step 4 is the same).

Social: untap the wiseguys and the turfs (ND-14); discard money cards down to the hand limit, the
player choosing (ND-37); every investigation on the street moves the trial one step toward guilty
(before the refill, ND-38); the Underboss goes to the lowest empty space at month 2 (ND-32); the empty
spaces are refilled in order (ND-39). The month then moves on (flow.py).
"""

from __future__ import annotations

from ...machine.values import Option, Task, msg
from .registry import OPS, Ask, Engine, context
from .table import hand_limit, kinds_in, move_trial, reshuffle_money, street_investigations, street_modifier


@OPS.op()
def social(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "social"
    g.log("phase", phase="social", month=s.month)
    for p in s.players:
        p.tapped.clear()
        p.tapped_turfs.clear()
    ctx = context(-1)
    g.push(*(Task(hand_limit_turn, context(seat), None, 0) for seat in s.order()), Task(investigations_push, ctx),
           Task(refill, ctx, None, t.data), Task(month_end, ctx, None, t.data))


@OPS.op(reads_only=True)
def hand_limit_turn(g: Engine, t: Task) -> None:
    discarded: int = t.data
    seat = t.ctx.seat
    p = g.state.players[seat]
    limit = hand_limit(g)
    if len(p.money) <= limit:
        if discarded:
            g.push(Task(log_hand_limit, t.ctx, None, discarded))
        return
    g.ask(seat, Ask.hand_limit, msg("nc-prompt-hand-limit", limit=limit, over=len(p.money) - limit),
          [Option(f"discard:{card}", msg("nc-opt-discard", card=card), (Task(discard_money, t.ctx, None, (card, discarded)),))
           for card in kinds_in(p.money)])


@OPS.op()
def discard_money(g: Engine, t: Task) -> None:
    card, discarded = t.data
    s = g.state
    s.players[t.ctx.seat].money.remove(card)
    s.money_discard.append(card)  # face down (ND-37)
    g.push(Task(hand_limit_turn, t.ctx, None, discarded + 1))


@OPS.op()
def log_hand_limit(g: Engine, t: Task) -> None:
    g.log("hand_limit", seat=t.ctx.seat, count=t.data)


def push_investigations(g: Engine) -> None:
    """Each investigation on the street moves the trial one step toward guilty (and more, by `trial_push`)."""
    extra = max(0, street_modifier(g, "trial_push"))
    for inv in street_investigations(g):
        for _ in range(1 + extra):
            move_trial(g, "guilty", "investigation", inv.id)


@OPS.op()
def investigations_push(g: Engine, t: Task) -> None:
    push_investigations(g)


@OPS.op()
def refill(g: Engine, t: Task) -> None:
    m: int = t.data
    s = g.state
    underboss = next((x.id for x in g.rules.lists["titles"] if x.rank == 3), None)
    if m == g.rules.game.underboss_month and underboss in s.titles_supply and underboss not in s.street:
        s.underboss_waiting = True
    if s.underboss_waiting and underboss is not None and None in s.street:  # before any street card (ND-32)
        space = s.street.index(None)
        s.street[space] = underboss
        s.titles_supply.remove(underboss)
        s.underboss_waiting = False
        g.log("street", space=space + 1, card=underboss)
    for i, card in enumerate(s.street):
        if card is None and s.street_deck:
            s.street[i] = s.street_deck.pop()  # an investigation stays (ND-39)
            g.log("street", space=i + 1, card=s.street[i])


@OPS.op()
def month_end(g: Engine, t: Task) -> None:
    g.log("month_end", month=t.data)


def reveal_bribes(g: Engine, which: str) -> None:
    """The bribe pile shuffled and turned over one card at a time: red a step toward guilty, blue toward
    innocent (003 §first-trial, each card public as it is turned: ND-40); then the pile and the discards
    go back into the money deck (ND-41)."""
    s = g.state
    cards = list(s.bribe_cards)
    s.rng.shuffle(cards)
    g.log("trial_begins", which=which, count=len(cards))
    for card in cards:
        colour = g.rules.colour(card)
        g.log("reveal", card=card, colour=colour)
        move_trial(g, "guilty" if colour == "red" else "innocent", "bribe", card)
    s.money_discard.extend(cards)
    s.bribe_cards.clear()
    s.bribe_seats.clear()
    reshuffle_money(g, which)


@OPS.op()
def first_trial(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "first_trial"
    reveal_bribes(g, "first")
