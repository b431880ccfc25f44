"""Pick up and deliver (000 P.16): trucks move district by district, load, buy and unload.

Each truck spends its own range. A truck enters the map anywhere for free and
never leaves; it carries two barrels (`board.trucks.capacity`); it loads from your operating still or
buys from a rum-runner ship in its district (the ship then sails on), and
unloads one barrel beside each operating building of yours without one.
"""

from __future__ import annotations

from typing import Any

from ...machine.evaluate import value
from ...machine.passives import number, setting
from ...machine.triggers import fire
from ...machine.values import Msg, Option, Task, msg
from . import economy as E
from .choices import distinct, marks
from .quantities import owned, quantity
from .registry import OPS, VERBS, Ask, Ctx, Engine
from .verbs_docks import move_ship
from .vocabulary import PARK_CROSSING


def capacity(g: Engine, seat: int) -> int:
    """Barrels a truck carries (000 P.16), as it is for a player."""
    return number(g, seat, "board.trucks.capacity", g.rules.board.trucks.capacity)


@VERBS.verb("deliver", reads_only=True)
def deliver(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    extra = value(g, a["range"], ctx) if "range" in a else 0
    c = ctx.with_(event="deliver", extra_range=ctx.extra_range + extra)
    reach = quantity(g, c, "truck_range") + c.extra_range
    p = g.state.players[ctx.seat]
    g.push(Task(truck_order, c, None, (tuple(range(len(p.trucks))), reach)), *fire(g, ctx, "deliver", logged="deliver"))


@OPS.op(reads_only=True)
def truck_order(g: Engine, t: Task) -> None:
    """Which truck moves next: each finishes its moves before the next starts (the way 000 P.16 recommends),
    and the player picks the order when it can change anything (D-30)."""
    left, reach = t.data
    trucks = g.state.players[t.ctx.seat].trucks
    if len(left) > 1 and _order_matters(g, t.ctx.seat, left):
        g.ask(
            t.ctx.seat,
            Ask.truck_order,
            msg("prompt-truck-order"),
            [
                Option(f"truck:{i + 1}", _first_label(i, trucks[i]),
                       (Task(truck_enter, t.ctx, None, (i, reach)),
                        Task(truck_order, t.ctx, None, (tuple(j for j in left if j != i), reach))))
                for i in left
            ],
        )
        return
    g.push(*(Task(truck_enter, t.ctx, None, (i, reach)) for i in left))


def _first_label(i: int, district: int | None) -> Msg:
    return msg("opt-truck-first-off", truck=i + 1) if district is None else msg("opt-truck-first", truck=i + 1, district=district)


def _order_matters(g: Engine, seat: int, trucks: tuple[int, ...]) -> bool:
    """Whether the order of these trucks can change anything. Trucks only affect each other through what
    they share: the still's barrels, the ships (and where a ship sails after a sale), the money, the
    buildings' barrel spaces. So it can matter only when two trucks could handle barrels — each carries
    some, or any truck could load from the still or buy from a ship — and they are not alike (same
    district, same load: then either order is the same game)."""
    p = g.state.players[seat]
    if len({(p.trucks[i], p.truck_barrels[i]) for i in trucks}) == 1:
        return False
    shared = p.still_barrels > 0 or any(
        E.can_pay(g, p, ship_price(g, n)) and (sh.barrels or g.state.supply_barrels) for n, sh in enumerate(g.state.ships))
    return shared or sum(1 for i in trucks if p.truck_barrels[i]) > 1


@OPS.op(reads_only=True)
def truck_enter(g: Engine, t: Task) -> None:
    i, reach = t.data
    p = g.state.players[t.ctx.seat]
    if p.trucks[i] is not None:
        g.push(Task(truck_step, t.ctx, None, (i, reach)))
        return
    options = [
        Option(f"enter:{d}", msg("opt-enter", truck=i + 1, district=d), (Task(truck_at, t.ctx, None, (i, d, reach)),))
        for d in sorted(g.state.districts)
    ]
    options.append(Option("skip", msg("opt-truck-skip", truck=i + 1)))
    g.ask(t.ctx.seat, Ask.truck_enter, msg("prompt-truck-enter", truck=i + 1), options)


@OPS.op()
def truck_at(g: Engine, t: Task) -> None:
    i, d, left = t.data
    g.state.players[t.ctx.seat].trucks[i] = d
    g.log("truck", seat=t.ctx.seat, truck=i + 1, district=d)
    g.push(Task(truck_step, t.ctx, None, (i, left)))


def neighbours(g: Engine, seat: int, district: int) -> list[int]:
    """Where a player's truck drives from a district: its neighbours (000 P.16), and across Central Park by
    its roads when the setting `map.central_park.trucks_cross` is on for them (D-311)."""
    park = g.rules.map.central_park
    if park is not None and park.roads and setting(g, seat, PARK_CROSSING, park.trucks_cross):
        return g.rules.derived("adjacent-park", lambda: _across(g))[district]
    return g.rules.derived("adjacent", lambda: {d.id: d.adjacent for d in g.rules.map.districts})[district]


def _across(g: Engine) -> dict[int, list[int]]:
    """The neighbours of every district with the roads across the Park added, in district order."""
    out = {d.id: list(d.adjacent) for d in g.rules.map.districts}
    for a, b in g.rules.map.central_park.roads:  # type: ignore[union-attr]  # only read with the Park's roads
        out[a] = sorted({*out[a], b})
        out[b] = sorted({*out[b], a})
    return out


def _ships_here(g: Engine, district: int) -> list[int]:
    return [n for n, sh in enumerate(g.state.ships) if g.rules.map.ports[sh.port].district == district]


def ship_price(g: Engine, n: int) -> int:
    ship = g.state.ships[n]
    prices = g.rules.by_id[ship.id].prices
    return int(prices[ship.barrels - 1] if ship.barrels > 0 else prices[0])


@OPS.op(reads_only=True)
def truck_step(g: Engine, t: Task) -> None:
    i, left = t.data
    s = g.state
    seat = t.ctx.seat
    p = s.players[seat]
    here = p.trucks[i]
    assert here is not None
    load = p.truck_barrels[i]
    options: list[Option] = []
    targets = [(d.id, j, b.kind) for d, j, b in owned(g, seat)
               if d.id == here and load and not b.barrel and b.kind != "still" and s.operating(d, b)]
    for d_id, j, kind in distinct(g, targets):
        options.append(
            Option(
                f"unload:{d_id}:{j}",
                msg("opt-unload", kind=kind, district=d_id, marks=marks(s.districts[d_id].spaces[j])),
                (Task(truck_unload, t.ctx, None, (i, left, d_id, j)),),
            )
        )
    room = capacity(g, seat) - load
    if room > 0:
        still_here = any(b.kind == "still" and d.id == here and s.operating(d, b) for d, _, b in owned(g, seat))
        if still_here and p.still_barrels:
            for k in range(1, min(room, p.still_barrels) + 1):
                options.append(Option(f"load:{k}", msg("opt-load", count=k), (Task(truck_load, t.ctx, None, (i, left, k)),)))
        for n in _ships_here(g, here):
            price = ship_price(g, n)
            if E.can_pay(g, p, price) and (s.ships[n].barrels or s.supply_barrels):
                options.append(
                    Option(
                        f"buy:{s.ships[n].id}",
                        msg("opt-buy", ship=s.ships[n].id, price=price),
                        (Task(truck_buy, t.ctx, None, (i, left, n)),),
                    )
                )
    if left > 0:
        for nxt in neighbours(g, seat, here):
            drive = Task(truck_at, t.ctx, None, (i, nxt, left - 1))
            options.append(Option(f"move:{nxt}", msg("opt-drive", district=nxt), (drive,)))
    prompt = msg("prompt-truck", truck=i + 1, district=here, left=left, load=load)
    g.ask_or_decline(seat, Ask.truck, prompt, options, Option("end", msg("opt-truck-end", truck=i + 1)))


@OPS.op()
def truck_unload(g: Engine, t: Task) -> None:
    i, left, d, j = t.data
    p = g.state.players[t.ctx.seat]
    b = g.state.districts[d].spaces[j]
    assert b is not None
    p.truck_barrels[i] -= 1
    b.barrel = True
    g.log("deliver", seat=t.ctx.seat, district=d)
    g.push(Task(truck_step, t.ctx, None, (i, left)))


@OPS.op()
def truck_load(g: Engine, t: Task) -> None:
    i, left, k = t.data
    p = g.state.players[t.ctx.seat]
    p.still_barrels -= k
    p.truck_barrels[i] += k
    g.log("load", seat=t.ctx.seat, truck=i + 1, amount=k)
    g.push(Task(truck_step, t.ctx, None, (i, left)))


@OPS.op()
def truck_buy(g: Engine, t: Task) -> None:
    """Buy one barrel; buy again from the same ship, or let it sail on."""
    i, left, n = t.data
    s = g.state
    p = s.players[t.ctx.seat]
    E.pay(g, p, ship_price(g, n), "barrel", ship=s.ships[n].id)
    if s.ships[n].barrels:
        s.ships[n].barrels -= 1
    else:
        s.supply_barrels -= 1
    p.truck_barrels[i] += 1
    g.log("buy_barrel", seat=t.ctx.seat, ship=s.ships[n].id)
    price = ship_price(g, n)
    options = [Option("sail", msg("opt-sail"), (Task(ship_sails, t.ctx, None, (i, left, n)),))]
    if p.truck_barrels[i] < capacity(g, t.ctx.seat) and E.can_pay(g, p, price) and (s.ships[n].barrels or s.supply_barrels):
        options.insert(0, Option("buy", msg("opt-buy-again", price=price), (Task(truck_buy, t.ctx, None, (i, left, n)),)))
    g.ask(t.ctx.seat, Ask.buy_barrel, msg("prompt-buy-again"), options)


@OPS.op()
def ship_sails(g: Engine, t: Task) -> None:
    i, left, n = t.data
    move_ship(g, n)
    g.push(Task(truck_step, t.ctx, None, (i, left)))
