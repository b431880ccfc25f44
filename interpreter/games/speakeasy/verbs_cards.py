"""Verbs of a player's business: cards, helpers, city tiles, ledgers, protection, barrels."""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...machine.effects import effect_task
from ...machine.evaluate import value
from ...machine.passives import modifier, number
from ...machine.triggers import fire
from ...machine.values import Option, Task, msg
from . import economy as E
from .choices import distinct, marks
from .objectives import displayed_objectives, meets
from .quantities import board_influence, operating_still, owned, quantity
from .reads import objectives_key, shared_answer
from .registry import OPS, VERBS, Ask, Ctx, Engine, ctx_of
from .verbs_basic import card_kinds, to_bottom


# ----------------------------------------------------------- business cards
def _playable(g: Engine, ctx: Ctx, a: dict[str, Any]) -> list[str]:
    """The cards of these kinds in hand; none if a cost before this step will discard the whole hand."""
    hand = g.state.players[ctx.seat].hand
    if ctx.hand(hand) <= 0:
        return []
    kinds = card_kinds(a)
    return [c for c in dict.fromkeys(hand) if g.rules.by_id[c].kind in kinds]


@VERBS.verb("play", lambda g, ctx, a: bool(_playable(g, ctx, a)), asks=True)
def play(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    rng = value(g, a["range"], ctx) if "range" in a else 0
    g.ask(
        ctx.seat,
        Ask.play_card,
        msg("prompt-play-card"),
        [
            Option(
                f"card:{c}",
                msg("opt-card", card=c),
                (Task(play_card, ctx.with_(extra_range=ctx.extra_range + rng), None, (c, bool(a.get("bonus_only")))),),
            )
            for c in _playable(g, ctx, a)
        ],
    )


@OPS.op()
def play_card(g: Engine, t: Task) -> None:
    card_id, bonus_only = t.data
    p = g.state.players[t.ctx.seat]
    card = g.rules.by_id[card_id]
    p.hand.remove(card_id)
    old = p.board_cards.get(card.kind)
    p.board_cards[card.kind] = card_id
    g.log("play_card", seat=t.ctx.seat, card=card_id)
    if old is not None:  # the card it covers was public: where it goes is too
        g.log("card_back", seat=t.ctx.seat, card=old, deck=card.kind)
        to_bottom(g, old)
    ctx = t.ctx.with_(source=card_id)
    tasks = [effect_task(card.bonus, ctx)] if card.bonus is not None else []
    if not bonus_only:
        tasks.append(effect_task(g.rules.game.card_actions[card.kind], ctx))
    g.push(*tasks)


# ------------------------------------------------------------- helpers, tiles
def _copyable(g: Engine) -> list[str]:
    # a helper that copies helpers is left out: copying it would copy nothing new (and one that copies and does
    # more, which `check` refuses, would copy itself without end)
    out = []
    for h in dict.fromkeys(g.state.helper_display):
        eff = g.rules.by_id[h].effect
        if not any(isinstance(n, A.Call) and n.verb == "copy" for n in A.walk(eff)):
            out.append(h)
    return out


@VERBS.verb("copy", lambda g, ctx, a: bool(_copyable(g)), asks=True)
def copy_helper(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.copy_helper,
        msg("prompt-copy-helper"),
        [
            Option(f"helper:{h}", msg("opt-helper", helper=h), (effect_task(g.rules.by_id[h].effect, ctx.with_(source=h)),))
            for h in _copyable(g)
        ],
    )


@VERBS.verb("use", lambda g, ctx, a: bool(g.state.players[ctx.seat].city_tiles), asks=True)
def use_city_tile(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.use_tile,
        msg("prompt-use-tile"),
        [
            Option(f"tile:{tile}", msg("opt-tile", tile=tile), (Task(use_tile, ctx, None, tile),))
            for tile in dict.fromkeys(g.state.players[ctx.seat].city_tiles)
        ],
    )


@OPS.op()
def use_tile(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    spend(g, ctx_of(t), t.data, p.city_tiles, p.used_tiles, "use_tile")


def spend(g: Engine, ctx: Ctx, comp_id: str, usable: list[str], used: list[str], log_key: str) -> None:
    """Use a one-use component (a helper, a city tile): it moves to the used pile, then its effect runs."""
    usable.remove(comp_id)
    used.append(comp_id)
    g.log(log_key, seat=ctx.seat, **{log_key.split("_", 1)[1]: comp_id})
    g.push(effect_task(g.rules.by_id[comp_id].effect, ctx.with_(source=comp_id)))


# ------------------------------------------------------------------- ledgers
def open_objectives(g: Engine, seat: int) -> tuple[tuple[str, str | None], ...]:
    """(objective id, borough) of every objective a ledger of this player's may go on now: displayed, not
    yet taken by the player, with room for one more ledger; shared until the state changes."""

    def find() -> tuple[tuple[str, str | None], ...]:
        s = g.state
        caps = g.rules.derived("ledger-caps", lambda: {sp.group: sp.ledgers_per_objective for sp in g.rules.ledger_spaces})
        out = []
        for oid, borough in displayed_objectives(g):
            placed = s.ledgers_on.get(oid, ())
            if seat not in placed and len(placed) < caps.get(g.rules.by_id[oid].group, 1):
                out.append((oid, borough))
        return tuple(out)

    return g.cached(("open-objectives", seat), find)


def cookable(g: Engine, seat: int, first: bool = False) -> list[tuple[str, str | None]]:
    """The objectives (id, borough) a player may cook now: open to its ledgers and met (the first of them)."""
    if g.state.players[seat].ledgers <= 0:
        return []
    met = g.cached(("cookable", seat), lambda: _met(g, seat))
    return list(met[:1] if first else met)


def _met(g: Engine, seat: int) -> tuple[tuple[str, str | None], ...]:
    """The open objectives a player meets; kept under what their requirements read (reads.py)."""
    opened = open_objectives(g, seat)

    def find() -> tuple[tuple[str, str | None], ...]:
        return tuple(ob for ob in opened if meets(g, seat, *ob))

    key = objectives_key(g, seat, opened)
    return find() if key is None else shared_answer(g, key, find)


@VERBS.verb("cook", lambda g, ctx, a: bool(cookable(g, ctx.seat, first=True)), asks=True)
def cook(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.cook,
        msg("prompt-cook"),
        [
            Option(
                f"objective:{oid}",
                msg("opt-objective", objective=oid),
                (Task(place_ledger, ctx.with_(here=b, source=oid), None, oid),),
            )
            for oid, b in cookable(g, ctx.seat)
        ],
    )


@OPS.op()
def place_ledger(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    p.ledgers -= 1
    g.state.ledgers_on.setdefault(t.data, []).append(t.ctx.seat)
    g.log("cook", seat=t.ctx.seat, objective=t.data)
    g.push(effect_task(g.rules.by_id[t.data].reward, t.ctx.with_(source=t.data)))


# ---------------------------------------------------------------- protection
def protect_cost(g: Engine, seat: int) -> int:
    col = g.state.column_of(seat)
    return number(g, seat, "board.turn_order.columns.protect_cost", g.rules.board.turn_order.columns[col - 1].protect_cost)


def _protectable(g: Engine, seat: int) -> list[tuple[int, int, str]]:
    return [(d.id, i, b.kind) for d, i, b in owned(g, seat) if not b.protected]


def _can_protect(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    p = g.state.players[ctx.seat]
    budget = board_influence(g, ctx.seat) + modifier(g, ctx.seat, "influence", "protect") + p.influence_tokens
    return p.vip > 0 and bool(_protectable(g, ctx.seat)) and budget >= protect_cost(g, ctx.seat)


@VERBS.verb("protect", _can_protect, reads_only=True)
def protect(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    budget = board_influence(g, ctx.seat) + modifier(g, ctx.seat, "influence", "protect")
    g.push(Task(protect_step, ctx.with_(event="protect"), None, budget), *fire(g, ctx, "protect", logged="protect"))


@OPS.op(reads_only=True)
def protect_step(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    budget: int = t.data
    cost = protect_cost(g, t.ctx.seat)
    if p.vip <= 0 or budget + p.influence_tokens < cost:
        return
    options = [
        Option(
            f"protect:{d}:{i}", msg("opt-protect", kind=k, district=d, marks=marks(g.state.districts[d].spaces[i])),
            (Task(protect_building, t.ctx, None, (d, i, budget)),)
        )
        for d, i, k in distinct(g, _protectable(g, t.ctx.seat))
    ]
    g.ask_or_decline(t.ctx.seat, Ask.protect, msg("prompt-protect", cost=cost), options, Option("stop", msg("opt-stop-protect")))


@OPS.op()
def protect_building(g: Engine, t: Task) -> None:
    d, i, budget = t.data
    p = g.state.players[t.ctx.seat]
    cost = protect_cost(g, t.ctx.seat)
    from_tokens = max(0, cost - budget)
    p.influence_tokens -= from_tokens
    p.vip -= 1
    b = g.state.districts[d].spaces[i]
    assert b is not None
    b.protected = True
    g.log("protect", seat=t.ctx.seat, district=d, kind=b.kind, tokens=from_tokens)
    g.push(Task(protect_step, t.ctx, None, max(0, budget - cost)))


# -------------------------------------------------------------- production
@VERBS.verb("produce", lambda g, ctx, a: operating_still(g, ctx.seat) and g.state.supply_barrels > 0)
def produce(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    c = ctx.with_(event="produce")
    n = min(quantity(g, c, "production"), g.state.supply_barrels)
    g.state.supply_barrels -= n
    g.state.players[ctx.seat].still_barrels += n
    g.log("produce", seat=ctx.seat, barrels=n)
    g.push(*fire(g, ctx, "produce"))


def _sellable(g: Engine, seat: int) -> list[tuple[int, int, str]]:
    return [
        (d.id, i, b.kind) for d, i, b in owned(g, seat) if b.barrel and b.kind != "still" and g.state.operating(d, b)
    ]


@VERBS.verb("sell", lambda g, ctx, a: bool(_sellable(g, ctx.seat)), reads_only=True)
def sell(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    c = ctx.with_(event="sell")
    g.push(Task(sell_step, c, None, quantity(g, c, "sell_limit")), *fire(g, ctx, "sell", logged="sell"))


@OPS.op(reads_only=True)
def sell_step(g: Engine, t: Task) -> None:
    left: int = t.data
    if left <= 0:
        return
    options = [
        Option(
            f"sell:{d}:{i}",
            msg("opt-sell", kind=k, district=d, price=E.barrel_price(g, t.ctx.seat, k)),
            (Task(sell_barrel, t.ctx, None, (d, i, left)),),
        )
        for d, i, k in distinct(g, _sellable(g, t.ctx.seat))
    ]
    g.ask_or_decline(t.ctx.seat, Ask.sell, msg("prompt-sell", left=left), options, Option("stop", msg("opt-stop-sell")))


@OPS.op()
def sell_barrel(g: Engine, t: Task) -> None:
    d, i, left = t.data
    b = g.state.districts[d].spaces[i]
    assert b is not None
    price = E.barrel_price(g, t.ctx.seat, b.kind)
    b.barrel = False
    g.state.supply_barrels += 1
    g.state.players[t.ctx.seat].cash += price
    g.log("sell", seat=t.ctx.seat, district=d, price=price)
    g.push(Task(sell_step, t.ctx, None, left - 1))


@VERBS.verb("auto_defend", reads_only=True)
def _auto_defend(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Only meaningful as a `once:` charge; read by the mob war."""


@VERBS.verb("free_assist", reads_only=True)
def _free_assist(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Only meaningful as a `once:` charge; read by attacks and defenses."""
