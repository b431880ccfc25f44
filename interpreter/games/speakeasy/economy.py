"""Money, levels and infamy: the few rules every verb leans on, each in one place."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

from ...machine.effects import effect_task
from ...machine.passives import number
from ...machine.values import Task
from .registry import Ctx, Engine

if TYPE_CHECKING:
    from .state import Player

def safe_rate(g: Engine, seat: int) -> int:
    """Laundering: $2 from the safe pay $1 (000 P.7); a rule of the data, so a variant or a player's
    passive can change it (never below 1:1)."""
    return number(g, seat, "game.safe_rate", g.rules.game.safe_rate, least=1)


def can_pay(g: Engine, p: Player, amount: int) -> bool:
    return amount <= 0 or p.cash + p.safe // safe_rate(g, p.seat) >= amount


def pay(g: Engine, p: Player, amount: int, why: str, key: str = "pay", **about: Any) -> None:
    """Pay from cash first, the rest from the safe at its rate, and say so in the log.

    Cash and safe money both score one point per dollar at the end, so cash
    first is never worse; the engine does it without asking (docs/rules-decisions.md).
    The line ``key`` (``pay``; ``give_money`` for a gift) says what for (``why`` and the
    arguments in ``about``: the building, the ship, the player paid) and where the money
    came from: what leaves the safe is public (the player counts it out), what stays
    behind the screen is not. The first time a player pays from the safe, the log also
    states the laundering rule.
    """
    if amount <= 0:
        return
    from_cash = min(p.cash, amount)
    p.cash -= from_cash
    rest = amount - from_cash
    rate = safe_rate(g, p.seat) if rest else 1
    if p.safe < rest * rate:
        raise AssertionError("pay() called without can_pay()")
    p.safe -= rest * rate
    g.log(key, seat=p.seat, why=why, money=amount, cash=from_cash, worth=rest, safe=rest * rate, rate=rate, **about)
    if rest and not _told_safe_rule(g.state.log, p.seat):
        g.log("safe_rule", seat=p.seat, rate=rate)


def _told_safe_rule(log: list[tuple[str, dict[str, Any]]], seat: int) -> bool:
    """Whether the log already stated the laundering rule for this player. The keys are searched in C (a
    long log, searched at every payment from a safe), and there is at most one such line per player."""
    keys = list(map(_KEY, log))
    at = -1
    while True:
        try:
            at = keys.index("safe_rule", at + 1)
        except ValueError:
            return False
        if log[at][1]["seat"] == seat:
            return True


_KEY = operator.itemgetter(0)


def return_goons(g: Engine, seat: int, n: int) -> None:
    """Goons go back most expensive first: the rightmost spaces empty first (000 P.7)."""
    p = g.state.players[seat]
    n = min(n, p.goons)
    p.goons -= n
    g.state.supply_goons += n
    if n:
        g.log("goons_back", seat=seat, amount=n)


def level_discards(g: Engine, track: str, new_level: int) -> int:
    """Cards to discard to reach a level (business 5: 1; strength 4: 1, 5: 2)."""
    t = g.rules.board_track(track)
    return int(t.levels[new_level - 1].discard) if new_level <= len(t.levels) else 0


def max_level(g: Engine, track: str) -> int:
    return len(g.rules.board_track(track).levels)


def after_level_change(g: Engine, seat: int, was: int) -> None:
    """Infamy follows levels + strength (``was``: before the change), said with what it changes — the barrel
    price it reaches, else where the price next rises; reaching a reward space pays it once, named."""
    p = g.state.players[seat]
    trucks = g.rules.board_track("fleet").levels[p.levels["fleet"] - 1].trucks or 1
    if len(p.trucks) < trucks:
        g.log("trucks", seat=seat, amount=trucks)
    while len(p.trucks) < trucks:
        p.trucks.append(None)
        p.truck_barrels.append(0)
    if p.infamy != was:
        prices = g.rules.board.infamy.prices
        reached = [r for r in prices if was < r.at <= p.infamy]
        ahead = [r.at for r in prices if r.at > p.infamy]
        row = reached[-1] if reached else None
        g.log("infamy", seat=seat, was=was, now=p.infamy, prices="new" if row else "next" if ahead else "top",
              speakeasy=row.speakeasy if row else 0, high=row.high if row else 0, next=ahead[0] if ahead else 0)
    tasks: list[Task] = []
    for reward in g.rules.board.infamy.rewards:
        if p.infamy >= reward.at and reward.at not in p.infamy_claimed:
            p.infamy_claimed.append(reward.at)
            back = min(reward.set_aside, p.family_infamy)  # the family member waiting there joins the supply
            p.family_infamy -= back
            p.family_supply += back
            g.log("infamy_reward", seat=seat, at=reward.at, node=reward.effect)
            tasks.append(effect_task(reward.effect, Ctx(seat)))
    g.push(*tasks)


def barrel_price(g: Engine, seat: int, kind: str) -> int:
    infamy = g.state.players[seat].infamy
    row = None
    for price in g.rules.board.infamy.prices:
        if price.at <= infamy:
            row = price
    if row is None:
        return 0
    return row.speakeasy if kind == "speakeasy" else row.high
