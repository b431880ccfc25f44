"""The Lucky Luciano phase after acts 1-3 (000 P.9-11): mob war, police, payouts."""

from __future__ import annotations

from typing import Any

from ...language.bind import bind
from ...machine.passives import charges, modifier, number
from ...machine.triggers import fire
from ...machine.values import Option, Task, msg
from .combat import backings, commit
from .control import controllers
from .registry import OPS, Ask, Ctx, Engine
from .state import MOB, Building


@OPS.op()
def luciano(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "luciano"
    act = g.rules.game.acts[t.data - 1]
    pile = s.mob_piles.get(act.mob_pile or "", [])
    s.rng.shuffle(pile)
    wars = sorted(d.id for d in s.districts.values() if d.mob_tile)
    g.log("mob_war", act=t.data, districts=wars, count=len(wars))
    g.push(
        *fire(g, Ctx(-1), "luciano"),
        *(Task(war, Ctx(-1), None, (d, act.mob_pile)) for d in wars),
        Task(war_over, Ctx(-1), None, t.data),
        Task(police, Ctx(-1)),
        Task(payouts, Ctx(-1)),
    )


@OPS.op()
def war(g: Engine, t: Task) -> None:
    s = g.state
    d_id, pile_name = t.data
    d = s.districts[d_id]
    d.mob_tile = False
    pile = s.mob_piles.get(pile_name or "", [])
    if not pile:
        return
    mobster = pile.pop()
    m = g.rules.by_id[mobster]
    d.mobster = mobster
    d.mob_strength = m.strength
    placed = 0
    if not d.blocked:
        for i, b in enumerate(d.spaces):
            if b is None and s.supply_mob:
                d.spaces[i] = Building(MOB, "mob_speakeasy")
                s.supply_mob -= 1
                placed += 1
    strength = m.strength + m.war_modifier
    g.log("mobster_arrives", district=d_id, mobster=mobster, war=strength)
    if placed:
        g.log("mob_opens", district=d_id, amount=placed)
    tasks = []
    for seat in s.order():
        for i, b in enumerate(d.spaces):
            if b is not None and b.owner == seat:
                tasks.append(Task(defend, Ctx(seat, event="defend"), None, (d_id, i, strength)))
    s.turn_vars["war_placed"] = placed
    g.push(*tasks, Task(war_end, Ctx(-1), None, d_id))


def defense_strength(g: Engine, seat: int) -> int:
    return g.state.players[seat].levels["strength"] + modifier(g, seat, "defense", "defend")


@OPS.op(reads_only=True)
def defend(g: Engine, t: Task) -> None:
    d_id, i, war = t.data
    s = g.state
    seat = t.ctx.seat
    b = s.districts[d_id].spaces[i]
    if b is None or b.owner != seat:
        return
    base = defense_strength(g, seat)
    options = []
    for cid, call in charges(g, seat, "auto_defend"):  # a charge for this kind of building (the erratum's still, D-07)
        if b.kind in _kinds(g, call):
            options.append(
                Option(
                    f"defend:charge:{cid}",
                    msg("opt-defend-free", kind=b.kind),
                    (Task(defended, t.ctx, None, (d_id, i, None, cid)),),
                )
            )
            break
    ways = backings(g, seat, base, war, strict=False, associate=True, event="defend")
    for w, total in ways:
        options.append(
            Option(
                f"defend:{w.key}",
                msg("opt-defend", kind=b.kind, district=d_id, backing=w.label(total)),
                (Task(defended, t.ctx, None, (d_id, i, w, None)),),
            )
        )
    free = any(w.goons == 0 and not w.associate for w, _ in ways)
    if not free:
        options.append(Option("lose", msg("opt-lose", kind=b.kind, district=d_id), (Task(lost, t.ctx, None, (d_id, i)),)))
    g.ask(seat, Ask.defend, msg("prompt-defend", kind=b.kind, district=d_id, war=war), options)


def _kinds(g: Engine, call: Any) -> tuple[str, ...]:
    return tuple(bind(call, g.game.vocabulary).get("kind", ()))


@OPS.op()
def defended(g: Engine, t: Task) -> None:
    d_id, _, backing, charge = t.data
    if charge is not None:
        g.state.players[t.ctx.seat].spent_charges.append(charge)
        g.log("once", seat=t.ctx.seat, component=charge.split("#")[0])
    elif backing is not None:
        commit(g, t.ctx.seat, backing)
    b = g.state.districts[d_id].spaces[t.data[1]]
    g.log("defended", seat=t.ctx.seat, district=d_id, kind=b.kind if b is not None else "building")
    g.push(*fire(g, t.ctx, "defend"))


@OPS.op()
def lost(g: Engine, t: Task) -> None:
    """A building that falls leaves the game with its protector; its barrel goes back, and a still's barrels
    on the business board with it (000 P.9; D-63)."""
    d_id, i = t.data
    s = g.state
    d = s.districts[d_id]
    b = d.spaces[i]
    assert b is not None
    if b.barrel:
        s.supply_barrels += 1
    owner = s.players[b.owner]
    if b.protected:
        owner.family_lost += 1
    if b.kind == "still" and g.rules.game.lost_still_returns and b.slot is not None:
        owner.slots_free[b.slot] = True
    else:
        owner.removed[b.kind] = owner.removed.get(b.kind, 0) + 1
    g.log("lost", seat=b.owner, district=d_id, kind=b.kind)
    if b.kind == "still" and owner.still_barrels:  # "return any barrels to the supply" (000 P.9; D-63)
        s.supply_barrels += owner.still_barrels
        g.log("still_barrels_back", seat=b.owner, amount=owner.still_barrels)
        owner.still_barrels = 0
    d.spaces[i] = None
    if s.supply_mob:
        d.spaces[i] = Building(MOB, "mob_speakeasy")
        s.supply_mob -= 1
        s.turn_vars["war_placed"] = s.turn_vars.get("war_placed", 0) + 1
        g.log("mob_opens", district=d_id, amount=1)
    g.push(*fire(g, t.ctx, "lose", subject=b.owner))


@OPS.op()
def war_end(g: Engine, t: Task) -> None:
    s = g.state
    d = s.districts[t.data]
    if not s.turn_vars.get("war_placed"):  # no room: the mobster leaves the game, its strength tile turns face down (000 P.9)
        g.log("mobster_leaves", district=t.data, mobster=d.mobster)
        d.mobster = None
        d.strength_face_down = True
    s.turn_vars.pop("war_placed", None)


@OPS.op()
def war_over(g: Engine, t: Task) -> None:
    s = g.state
    act = g.rules.game.acts[t.data - 1]
    if act.mob_pile:
        s.mob_piles[act.mob_pile] = []  # the act's remaining mobsters go back to the box
    if s.mob_tile_stacks:
        for d in s.mob_tile_stacks.pop(0):
            s.districts[d].mob_tile = True


@OPS.op()
def police(g: Engine, t: Task) -> None:
    s = g.state
    for d in s.districts.values():
        if d.police_tile:
            d.police_tile = False
            if s.supply_police:
                d.police += 1
                s.supply_police -= 1
    if s.police_stacks:
        for d_id in s.police_stacks.pop(0):
            s.districts[d_id].police_tile = True
    patrolled = sorted(d.id for d in s.districts.values() if d.police)
    g.log("police", police=patrolled, count=len(patrolled))


@OPS.op()
def payouts(g: Engine, t: Task) -> None:
    s = g.state
    for p in s.players:
        p.control = {b: 0 for b in p.control}
    s.mob_control = {b: 0 for b in s.mob_control}
    for d_id in sorted(s.districts):
        borough = s.districts[d_id].borough
        for who in controllers(g, d_id):
            if who == MOB:
                s.mob_control[borough] += 1
            else:
                s.players[who].control[borough] += 1
    for table in g.rules.board.payouts:
        b = table.borough
        markers = [s.mob_control[b], *(p.control[b] for p in s.players)]
        for p in s.players:
            mine = p.control[b]
            if mine <= 0:
                continue
            place = sum(1 for m in markers if m >= mine)  # ties take the lowest tied place
            amount = number(g, p.seat, "board.payouts", table.amounts[place - 1]) if place <= len(table.amounts) else 0
            p.safe += amount
            if amount:
                g.log("payout", seat=p.seat, borough=b, amount=amount, place=place, held=mine)
            else:  # controls a district but its place pays nothing (the table's $0, or past its last place): said
                g.log("payout_none", seat=p.seat, borough=b, place=place, held=mine, paid=len(table.amounts),
                      beyond=place > len(table.amounts))
