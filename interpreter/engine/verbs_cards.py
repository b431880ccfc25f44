"""Verbs of a player's business: cards, helpers, city tiles, ledgers, protection, barrels."""

from __future__ import annotations

from typing import Any

from ..dsl import ast as A
from . import economy as E
from .effects import run, spend, verb
from .evaluate import board_influence, holds, owned, value
from .machine import Ctx, Engine, Option, Task, op
from .msg import msg
from .passives import modifier
from .verbs_basic import acting, card_kinds


# ----------------------------------------------------------- business cards
def _playable(g: Engine, ctx: Ctx, a: dict[str, Any]) -> list[str]:
    kinds = card_kinds(a)
    return [c for c in dict.fromkeys(acting(g, ctx).hand) if g.rules.by_id[c].kind in kinds]  # type: ignore[attr-defined]


@verb("play", lambda g, ctx, a: bool(_playable(g, ctx, a)), reads_only=True)
def play(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    rng = value(g, a["range"], ctx) if "range" in a else 0
    g.ask(
        ctx.seat,
        "play_card",
        msg("prompt-play-card"),
        [
            Option(
                f"card:{c}",
                msg("opt-card", card=c),
                (Task("play_card", ctx.with_(range=ctx.range + rng), None, (c, bool(a.get("bonus_only")))),),
            )
            for c in _playable(g, ctx, a)
        ],
    )


@op("play_card")
def _play_card(g: Engine, t: Task) -> None:
    card_id, bonus_only = t.data
    p = g.state.players[t.ctx.seat]
    card = g.rules.by_id[card_id]
    p.hand.remove(card_id)
    old = p.board_cards.get(card.kind)  # type: ignore[attr-defined]
    if old is not None:
        g.state.decks[card.kind].insert(0, old)  # type: ignore[attr-defined]
    p.board_cards[card.kind] = card_id  # type: ignore[attr-defined]
    g.log("play_card", seat=t.ctx.seat, card=card_id)
    ctx = t.ctx.with_(source=card_id)
    tasks = [run(card.bonus, ctx)]  # type: ignore[attr-defined]
    if not bonus_only:
        tasks.append(run(g.rules.game.card_actions[card.kind], ctx))  # type: ignore[attr-defined]
    g.push(*tasks)


# ------------------------------------------------------------- helpers, tiles
def _copyable(g: Engine) -> list[str]:
    # a helper that copies helpers is left out: copying it would copy nothing new
    out = []
    for h in dict.fromkeys(g.state.helper_display):
        eff = g.rules.by_id[h].effect  # type: ignore[attr-defined]
        if not (isinstance(eff, A.Call) and eff.verb == "copy"):
            out.append(h)
    return out


@verb("copy", lambda g, ctx, a: bool(_copyable(g)), reads_only=True)
def copy_helper(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        "copy_helper",
        msg("prompt-copy-helper"),
        [
            Option(f"helper:{h}", msg("opt-helper", helper=h), (run(g.rules.by_id[h].effect, ctx.with_(source=h)),))  # type: ignore[attr-defined]
            for h in _copyable(g)
        ],
    )


@verb("use", lambda g, ctx, a: bool(acting(g, ctx).city_tiles), reads_only=True)
def use_tile(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        "use_tile",
        msg("prompt-use-tile"),
        [
            Option(f"tile:{tile}", msg("opt-tile", tile=tile), (Task("use_tile", ctx, None, tile),))
            for tile in dict.fromkeys(acting(g, ctx).city_tiles)
        ],
    )


@op("use_tile")
def _use_tile(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    spend(g, t.ctx, t.data, p.city_tiles, p.used_tiles, "use_tile")


# ------------------------------------------------------------------- ledgers
def displayed_objectives(g: Engine) -> list[tuple[str, str | None]]:
    """(objective id, borough) of every objective a ledger may go on now."""
    s = g.state
    out: list[tuple[str, str | None]] = [(o, None) for o in s.central_park]
    out += [(o, b) for b, o in s.borough_objectives.items()]
    out += [(o.id, None) for o in g.rules.lists["objectives"] if o.group in ("docks", "city_hall", "infamy")]
    return out


def meets(g: Engine, seat: int, oid: str, borough: str | None) -> bool:
    """Whether a player meets an objective's requirement (in that borough); shared until the state changes."""

    def check() -> bool:
        ob = g.rules.by_id[oid]
        ctx = Ctx(seat, source=oid, here=borough, golden=not ob.ignores_golden_rule)  # type: ignore[attr-defined]
        return holds(g, ob.requirement, ctx)  # type: ignore[attr-defined]

    return g.cached(("meets", seat, oid, borough), check)


def cookable(g: Engine, seat: int, first: bool = False) -> list[tuple[str, str | None]]:
    s = g.state
    if s.players[seat].ledgers <= 0:
        return []
    out = []
    caps = {sp.group: sp.ledgers_per_objective for sp in g.rules.ledger_spaces}
    for oid, borough in displayed_objectives(g):
        ob = g.rules.by_id[oid]
        placed = s.ledgers_on.get(oid, [])
        if seat in placed or len(placed) >= caps.get(ob.group, 1):  # type: ignore[attr-defined]
            continue
        if meets(g, seat, oid, borough):
            out.append((oid, borough))
            if first:
                break
    return out


@verb("cook", lambda g, ctx, a: bool(cookable(g, ctx.seat, first=True)), reads_only=True)
def cook(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        "cook",
        msg("prompt-cook"),
        [
            Option(
                f"objective:{oid}",
                msg("opt-objective", objective=oid),
                (Task("place_ledger", ctx.with_(here=b, source=oid), None, oid),),
            )
            for oid, b in cookable(g, ctx.seat)
        ],
    )


@op("place_ledger")
def _place_ledger(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    p.ledgers -= 1
    g.state.ledgers_on.setdefault(t.data, []).append(t.ctx.seat)
    g.log("cook", seat=t.ctx.seat, objective=t.data)
    g.push(run(g.rules.by_id[t.data].reward, t.ctx))  # type: ignore[attr-defined]


# ---------------------------------------------------------------- protection
def protect_cost(g: Engine, seat: int) -> int:
    col = g.state.column_of(seat)
    return int(g.rules.board.turn_order.columns[col - 1].protect_cost)


def _protectable(g: Engine, seat: int) -> list[tuple[int, int, str]]:
    return [(d.id, i, b.kind) for d, i, b in owned(g, seat) if not b.protected]


def _can_protect(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    p = acting(g, ctx)
    budget = board_influence(g, ctx.seat) + modifier(g, ctx.seat, "influence", "protect") + p.influence_tokens
    return p.vip > 0 and bool(_protectable(g, ctx.seat)) and budget >= protect_cost(g, ctx.seat)


@verb("protect", _can_protect, reads_only=True)
def protect(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    budget = board_influence(g, ctx.seat) + modifier(g, ctx.seat, "influence", "protect")
    g.push(Task("protect_step", ctx.with_(event="protect"), None, budget))


@op("protect_step", reads_only=True)
def _protect_step(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    budget: int = t.data
    cost = protect_cost(g, t.ctx.seat)
    if p.vip <= 0 or budget + p.influence_tokens < cost:
        return
    options = [
        Option(
            f"protect:{d}:{i}", msg("opt-protect", kind=k, district=d), (Task("protect_building", t.ctx, None, (d, i, budget)),)
        )
        for d, i, k in _protectable(g, t.ctx.seat)
    ]
    g.ask_or_decline(t.ctx.seat, "protect", msg("prompt-protect", cost=cost), options, Option("stop", msg("opt-stop-protect")))


@op("protect_building")
def _protect_building(g: Engine, t: Task) -> None:
    d, i, budget = t.data
    p = g.state.players[t.ctx.seat]
    cost = protect_cost(g, t.ctx.seat)
    from_tokens = max(0, cost - budget)
    p.influence_tokens -= from_tokens
    p.vip -= 1
    b = g.state.districts[d].spaces[i]
    assert b is not None
    b.protected = True
    g.log("protect", seat=t.ctx.seat, district=d)
    g.push(Task("protect_step", t.ctx, None, max(0, budget - cost)))


# -------------------------------------------------------------- production
def operating_still(g: Engine, seat: int) -> bool:
    return any(b.kind == "still" and g.state.operating(d, b) for d, _, b in owned(g, seat))


@verb("produce", lambda g, ctx, a: operating_still(g, ctx.seat) and g.state.supply_barrels > 0)
def produce(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    c = ctx.with_(event="produce")
    n = min(value(g, _name("production"), c), g.state.supply_barrels)
    g.state.supply_barrels -= n
    acting(g, ctx).still_barrels += n
    g.log("produce", seat=ctx.seat, barrels=n)


def _name(name: str) -> Any:
    return A.Name(name)


def _sellable(g: Engine, seat: int) -> list[tuple[int, int, str]]:
    return [
        (d.id, i, b.kind) for d, i, b in owned(g, seat) if b.barrel and b.kind != "still" and g.state.operating(d, b)
    ]


@verb("sell", lambda g, ctx, a: bool(_sellable(g, ctx.seat)), reads_only=True)
def sell(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    c = ctx.with_(event="sell")
    g.push(Task("sell_step", c, None, value(g, _name("sell_limit"), c)))


@op("sell_step", reads_only=True)
def _sell_step(g: Engine, t: Task) -> None:
    left: int = t.data
    if left <= 0:
        return
    options = [
        Option(
            f"sell:{d}:{i}",
            msg("opt-sell", kind=k, district=d, price=E.barrel_price(g, t.ctx.seat, k)),
            (Task("sell_barrel", t.ctx, None, (d, i, left)),),
        )
        for d, i, k in _sellable(g, t.ctx.seat)
    ]
    g.ask_or_decline(t.ctx.seat, "sell", msg("prompt-sell", left=left), options, Option("stop", msg("opt-stop-sell")))


@op("sell_barrel")
def _sell_barrel(g: Engine, t: Task) -> None:
    d, i, left = t.data
    b = g.state.districts[d].spaces[i]
    assert b is not None
    price = E.barrel_price(g, t.ctx.seat, b.kind)
    b.barrel = False
    g.state.supply_barrels += 1
    g.state.players[t.ctx.seat].cash += price
    g.log("sell", seat=t.ctx.seat, district=d, price=price)
    g.push(Task("sell_step", t.ctx, None, left - 1))


@verb("auto_defend", reads_only=True)
def _auto_defend(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Only meaningful as a `once:` charge; read by the mob war."""


@verb("free_assist", reads_only=True)
def _free_assist(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Only meaningful as a `once:` charge; read by attacks and defenses."""
