"""Family members (VIP Room or the docks) and ambushing rum-runner ships (000 P.13, P.18)."""

from __future__ import annotations

import itertools
from typing import Any

from ...language import ast as A
from ...machine.effects import effect_task
from ...machine.evaluate import value
from ...machine.passives import modifier
from ...machine.triggers import fire
from ...machine.values import Msg, Option, Task, msg
from . import economy as E
from .choices import distinct, marks
from .combat import Backing, backings, commit
from .quantities import operating_still, owned
from .registry import OPS, VERBS, Ask, Ctx, Engine, ctx_of


def vip_capacity(g: Engine, seat: int) -> int:
    return value(g, A.Name("vip_capacity"), Ctx(seat))


def free_docks(g: Engine) -> list[str]:
    return [k for k, v in g.state.docks.items() if v is None]


def dock_reward(g: Engine, row: int) -> Any:
    return g.rules.derived("dock-rewards", lambda: {r.row: r.reward for r in g.rules.dock_rows})[row]


def _dock_label(g: Engine, key: str) -> Msg:
    """The option of a dock space: its borough, row and reward (the same value all game)."""
    row, borough = key.split(":")
    return g.rules.derived(("dock-label", key), lambda: msg("opt-dock", borough=borough, row=row, node=dock_reward(g, int(row))))


@OPS.op(reads_only=True)
def place_family(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    if p.family_supply <= 0:
        return
    where = t.data
    options = []
    if where in (None, "vip") and p.vip < vip_capacity(g, t.ctx.seat):
        options.append(Option("vip", msg("opt-vip"), (Task(family_to_vip, t.ctx),)))
    if where in (None, "dock"):
        options += [
            Option(f"dock:{key}", _dock_label(g, key), (Task(family_to_dock, t.ctx, None, key),)) for key in free_docks(g)
        ]
    g.ask(t.ctx.seat, Ask.place_family, msg("prompt-place-family"), options)


@OPS.op()
def family_to_vip(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    p.family_supply -= 1
    p.vip += 1
    g.log("family_vip", seat=t.ctx.seat)


@OPS.op()
def family_to_dock(g: Engine, t: Task) -> None:
    s = g.state
    p = s.players[t.ctx.seat]
    p.family_supply -= 1
    s.docks[t.data] = t.ctx.seat
    row = int(t.data.split(":")[0])
    g.log("family_dock", seat=t.ctx.seat, row=row, borough=t.data.split(":")[1])
    rows = sorted(r.row for r in g.rules.dock_rows)
    if modifier(g, t.ctx.seat, "dock_reward_any") > 0:
        reward = Task(dock_reward_any, t.ctx, None, tuple(rows))
    else:
        reward = effect_task(dock_reward(g, row), t.ctx)
    g.push(reward, Task(dock_shuffle, t.ctx, None, t.data))


@OPS.op(reads_only=True)
def dock_reward_any(g: Engine, t: Task) -> None:
    g.ask(
        t.ctx.seat,
        Ask.dock_reward,
        msg("prompt-dock-reward"),
        [Option(f"row{r}", msg("opt-node", node=dock_reward(g, r)), (effect_task(dock_reward(g, r), t.ctx),)) for r in t.data],
    )


@OPS.op(reads_only=True)
def dock_shuffle(g: Engine, t: Task) -> None:
    """After placing, one of your other family members there may move to an empty space (no reward)."""
    s = g.state
    mine = [k for k, v in s.docks.items() if v == t.ctx.seat and k != t.data]
    free = free_docks(g)
    options = [
        Option(
            f"move:{a}>{b}",
            msg(
                "opt-dock-move", borough=a.split(":")[1], row=a.split(":")[0], to_borough=b.split(":")[1], to_row=b.split(":")[0]
            ),
            (Task(dock_move, t.ctx, None, (a, b)),),
        )
        for a in mine
        for b in free
    ]
    stay = Option("stay", msg("opt-stay"))
    g.ask_or_decline(t.ctx.seat, Ask.dock_shuffle, msg("prompt-dock-shuffle"), options, stay, first=True)


@OPS.op()
def dock_move(g: Engine, t: Task) -> None:
    a, b = t.data
    g.state.docks[a] = None
    g.state.docks[b] = t.ctx.seat
    (row, borough), (to_row, to_borough) = a.split(":"), b.split(":")
    g.log("dock_move", seat=t.ctx.seat, row=row, borough=borough, to_row=to_row, to_borough=to_borough)


# ----------------------------------------------------------------- ambushes
def port_borough(g: Engine, port: int) -> str:
    district = g.rules.map.ports[port].district
    return g.state.districts[district].borough


def ship_defense(g: Engine, ship: Any) -> int:
    d = g.rules.by_id[ship.id].defenses
    return int(d[ship.barrels] if ship.barrels < len(d) else d[-1])


def _hires(others: list[int], k: int) -> list[tuple[int, ...]]:
    """The different ways to hire k of the other players' family members there: whose (a seat once per member)."""
    return list(dict.fromkeys(itertools.combinations(sorted(others), k)))


def _attacks(g: Engine, seat: int, first: bool = False) -> list[tuple[int, tuple[int, ...], Backing, int]]:
    """(ship index, the seats whose family members are hired, backing, total) for every winning ambush worth
    offering; ``first``: stop at one.

    Any of the other players' family members in the ship's docks zone may be hired, $1 each to its owner
    (000 P.18, D-22), any number of them. More of them cost more money, so a count is offered only when
    it saves goons over every smaller count (D-51); for a count, each choice of whose members differs for
    the players paid, so each is offered."""
    s = g.state
    p = s.players[seat]
    out: list[tuple[int, tuple[int, ...], Backing, int]] = []
    if seat not in s.docks.values():  # no family member at the docks: no ambush anywhere
        return out
    for n, ship in enumerate(s.ships):
        area = port_borough(g, ship.port)
        at = [v for k, v in s.docks.items() if v is not None and k.endswith(":" + area)]
        mine = sum(1 for v in at if v == seat)
        if not mine:
            continue
        others = [v for v in at if v != seat]
        fewest: int | None = None  # the fewest goons a smaller hire needed
        for k in range(len(others) + 1):
            if k and not E.can_pay(g, p, k):  # $1 to their owners per family member hired
                break
            base = p.levels["strength"] * (mine + k) + modifier(g, seat, "ship_attack", "attack_ship")
            found = backings(g, seat, base, ship_defense(g, ship), strict=True, associate=False,
                             event="attack_ship", reserved=k)
            if not found or (fewest is not None and found[0][0].goons >= fewest):
                continue
            fewest = found[0][0].goons
            for hired in _hires(others, k):
                out.extend((n, hired, b, total) for b, total in found)
                if first:
                    return out
    return out


def _attack_id(ship: str, hired: tuple[int, ...], backing: Backing) -> str:
    """`ship:ID:own:BACKING`, or `ship:ID:hire2+2+3:BACKING` (the players whose members are hired, one per member)."""
    who = "own" if not hired else "hire" + "+".join(str(v + 1) for v in hired)
    return f"ship:{ship}:{who}:{backing.key}"


@VERBS.verb("attack", lambda g, ctx, a: bool(_attacks(g, ctx.seat, first=True)), asks=True)
def attack(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    s = g.state
    g.ask(
        ctx.seat,
        Ask.attack_ship,
        msg("prompt-ambush"),
        [
            Option(
                _attack_id(s.ships[n].id, hired, b),
                msg("opt-ambush-hire", ship=s.ships[n].id, backing=b.label(total), hired=len(hired), owners=hired)
                if hired else msg("opt-ambush", ship=s.ships[n].id, backing=b.label(total)),
                (Task(ambush, ctx.with_(event="attack_ship"), None, (n, hired, b)),),
            )
            for n, hired, b, total in _attacks(g, ctx.seat)
        ],
    )


@OPS.op()
def ambush(g: Engine, t: Task) -> None:
    n, hired, backing = t.data
    s = g.state
    seat = t.ctx.seat
    p = s.players[seat]
    ship = s.ships[n]
    area = port_borough(g, ship.port)
    commit(g, seat, backing)
    for owner in hired:  # $1 cash to the owner of each family member hired (000 P.18)
        E.pay(g, p, 1, "family", to=owner)
        s.players[owner].cash += 1
    g.log("ambush", seat=seat, ship=ship.id)
    tasks: list[Task] = []
    ctx = ctx_of(t).with_(attacked=area)
    if ship.crate is not None:
        crate = g.rules.by_id[ship.crate]
        cash = max(0, value(g, crate.cash, ctx.with_(golden=not crate.ignores_golden_rule)))
        p.cash += cash
        p.crates.append(ship.crate)
        g.log("crate", seat=seat, crate=ship.crate, cash=cash, node=crate.back)  # its front's money and its back
        # the top spare crate tile, face up for all to see, replaces it; the next one shows (000 P.18, P.5 step 21)
        ship.crate = s.crate_stack.pop() if s.crate_stack else None
        if ship.crate is not None:
            g.log("crate_dealt", crate=ship.crate, ship=ship.id)
        if s.crate_stack:
            g.log("crate_top", crate=s.crate_stack[-1])
    if ship.barrels > 0 or s.supply_barrels > 0:
        # the barrel stays where it is until it is placed, so every barrel is always somewhere
        tasks.append(Task(stow_barrel, ctx, None, n if ship.barrels > 0 else None))
    tasks.append(Task(ambush_end, ctx, None, n))
    # each player whose family members were hired has had something done to them by the ambusher (D-315)
    hired_out = [task for owner in dict.fromkeys(hired) for task in fire(g, t.ctx, "hired_out", subject=owner,
                                                                          roles=(("ambusher", seat),))]
    g.push(*tasks, *fire(g, t.ctx, "attack_ship"), *hired_out)


@OPS.op()
def stow_barrel(g: Engine, t: Task) -> None:
    """A won barrel goes beside an operating building without one, or to an operating still."""
    s = g.state
    seat = t.ctx.seat
    ship = t.data
    beside = [(d.id, i, b.kind) for d, i, b in owned(g, seat) if not b.barrel and b.kind != "still" and s.operating(d, b)]
    options = [
        Option(
            f"building:{d}:{i}",
            msg("opt-stow", kind=kind, district=d, marks=marks(s.districts[d].spaces[i])),
            (Task(barrel_to, t.ctx, None, (ship, (d, i))),),
        )
        for d, i, kind in distinct(g, beside)
    ]
    if operating_still(g, seat):
        options.append(Option("still", msg("opt-stow-still"), (Task(barrel_to, t.ctx, None, (ship, "still")),)))
    if not options and ship is not None:  # nowhere to put it: it goes to the supply
        s.ships[ship].barrels -= 1
        s.supply_barrels += 1
        return
    g.ask(seat, Ask.stow_barrel, msg("prompt-stow"), options)


@OPS.op()
def barrel_to(g: Engine, t: Task) -> None:
    s = g.state
    ship, where = t.data
    if ship is None:
        s.supply_barrels -= 1
    else:
        s.ships[ship].barrels -= 1
    if where == "still":
        s.players[t.ctx.seat].still_barrels += 1
        g.log("stow_still", seat=t.ctx.seat)
    else:
        d, i = where
        b = s.districts[d].spaces[i]
        assert b is not None
        b.barrel = True
        g.log("stow", seat=t.ctx.seat, kind=b.kind, district=d)


@OPS.op(reads_only=True)
def ambush_end(g: Engine, t: Task) -> None:
    """One of the player's family members at the docks of the ship's borough leaves (000 P.18); which one is
    hers to choose when she has several there (D-62): the space it leaves is the reward the next player
    to place there takes. Then the ship sails on."""
    s = g.state
    seat = t.ctx.seat
    area = ctx_of(t).attacked
    spots = [k for k, v in s.docks.items() if v == seat and k.endswith(":" + str(area))]
    sail = Task(sail_on, t.ctx, None, t.data)
    options = [
        Option(f"dock:{key}", _leave_label(g, key), (Task(family_leaves, t.ctx, None, key), sail)) for key in spots
    ]
    if not options:
        g.push(sail)
        return
    g.ask(seat, Ask.dock_leave, msg("prompt-dock-leave", borough=area), options)


def _leave_label(g: Engine, key: str) -> Msg:
    row, _ = key.split(":")
    return g.rules.derived(("dock-leave-label", key), lambda: msg("opt-dock-leave", row=row, node=dock_reward(g, int(row))))


@OPS.op()
def family_leaves(g: Engine, t: Task) -> None:
    """The family member comes home to the VIP Room, or falls in the river when it is full (000 P.18)."""
    s = g.state
    seat = t.ctx.seat
    p = s.players[seat]
    s.docks[t.data] = None
    home = p.vip < vip_capacity(g, seat)
    if home:
        p.vip += 1
    else:
        p.family_supply += 1
    g.log("family_home", seat=seat, vip=home)


@OPS.op()
def sail_on(g: Engine, t: Task) -> None:
    move_ship(g, t.data)


def move_ship(g: Engine, n: int) -> None:
    """The ship sails clockwise to the next port without a ship."""
    s = g.state
    taken = {sh.port for sh in s.ships}
    ports = len(g.rules.map.ports)
    port = s.ships[n].port
    for step in range(1, ports):
        nxt = (port + step) % ports
        if nxt not in taken:
            s.ships[n].port = nxt
            g.log("ship_sails", ship=s.ships[n].id, district=g.rules.map.ports[nxt].district)
            return
