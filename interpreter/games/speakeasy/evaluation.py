"""What a position is worth: a player's expected money at the end of the game, in dollars.

The strong bot (bots.py) looks ahead to the end of its turn and scores what it reaches with
``worth``. Each term is money the rules pay at the end (000 P.20) or on the way there, discounted
by how likely it is to arrive and by how many turns and Lucky Luciano phases are left:

* money: cash and safe count alike at the end;
* buildings: their end value if they will still operate (protected, or police-free now and likely
  to stay so) and still stand (a mob war this act in their district, or a later one in a district
  that has had no mob yet, is a risk unless the defense can hold); a casino's turn-order income;
* area control: what the next Luciano payout would give now, for each payout left;
* barrels, priced at the player's infamy: beside a building (ready to sell), in a truck, in the still;
* ledgers: the objectives met now and not yet cooked, at their reward; a spare ledger a little;
* helpers: their bottles (exact end scoring) and, while turns are left, their one-time action;
* the means of play while turns are left: cards in hand, levels, goons, family members, influence,
  city tiles, crates and the associate.

It reads the state of a game the bot may see: a determinized clone (belief.py), where what the
player cannot see is sampled. Weights are dollars and were set by playing (docs/bots.md).
"""

from __future__ import annotations

from ...language import ast as A
from ...machine.passives import modifier
from . import economy as E
from .luciano import controllers
from .quantities import board_influence, owned
from .registry import Engine
from .scoring import helper_points
from .state import MOB
from .verbs_cards import cookable

# dollars a means of play is worth while turns are left (scaled down as the game ends)
CARD, GOON, INFLUENCE, TILE, HELPER_USE, CRATE = 3.0, 2.0, 1.5, 4.0, 5.0, 2.0
VIP_FAMILY, DOCK_FAMILY, LEVEL = 3.0, 3.0, 4.0
SPARE_LEDGER = 5.0
COOK_CHANCE = 0.6  # a ledger's reward is not money until a Restaurant visit cooks it
SELL_CHANCE, TRUCK_CHANCE, STILL_CHANCE = 0.8, 0.55, 0.35  # a barrel's way to a sale
PROTECT_HOPE = 0.35  # an unprotected building in a police district may still be protected later
PAYOUT_KEEP = 0.85  # control shifts: later payouts are less sure than the next
TURN_ORDER_CHANGES = 0.9  # share of rounds in which someone moves down the turn-order track


def worth(g: Engine, seat: int) -> float:
    """The expected money of ``seat`` at the end of the game, from this state. Which objectives a player
    meets is kept across the many positions a search scores by ``meets`` itself (reads.py)."""
    s = g.state
    p = s.players[seat]
    turns, lucianos, rounds = _clock(g, seat)
    live = min(1.0, turns / 4)  # means of play matter while there are turns to use them
    total = float(p.cash + p.safe) + helper_points(g, seat)
    total += _buildings(g, seat, turns, lucianos, rounds)
    total += _payouts(g, seat, lucianos)
    total += _barrels(g, seat, turns)
    total += _ledgers(g, seat, turns)
    if turns:
        levels = sum(p.levels.values()) - len(p.levels)
        total += live * (LEVEL * levels + CARD * min(len(p.hand), 6) + GOON * min(p.goons, 5)
                         + INFLUENCE * (p.influence_tokens + board_influence(g, seat) / 2)
                         + TILE * len(p.city_tiles) + HELPER_USE * len(p.helpers) + CRATE * len(p.crates))
        docked = sum(1 for v in s.docks.values() if v == seat)
        total += live * (VIP_FAMILY * p.vip + DOCK_FAMILY * docked)
        if p.associate is not None:
            total += live * int(g.rules.by_id[p.associate].assist) / 2
    return total


def _clock(g: Engine, seat: int) -> tuple[int, int, int]:
    """(this player's turns left, Luciano payouts left, rounds left in the game)."""
    s = g.state
    acts = g.rules.game.acts
    current = max(s.act, 1)
    turns = s.players[seat].capos if s.act >= 1 and s.phase == "act" else 0
    start = current + 1 if s.act >= 1 and s.phase != "setup" else current
    for spec in acts:
        if spec.act >= start:
            turns += g.rules.game.capos if spec.act == 1 else spec.capos_returned
    lucianos = sum(1 for spec in acts if spec.luciano and spec.act >= current)
    total_rounds = sum(spec.rounds for spec in acts)
    return turns, lucianos if not s.over else 0, max(0, total_rounds - s.round)


def _war_strengths(g: Engine, pile: str | None) -> list[int]:
    """War strengths of the mobsters a mob war may still draw from a pile (its unseen mobsters)."""
    if not pile:
        return []
    return [int(g.rules.by_id[m].strength + g.rules.by_id[m].war_modifier) for m in g.state.mob_piles.get(pile, [])]


def _later_war_strengths(g: Engine) -> tuple[float, list[int]]:
    """(chance a district that never had a mob gets a war in a later act, those wars' strengths)."""
    s = g.state
    acts = g.rules.game.acts
    later = [spec.mob_pile for spec in acts if spec.act > max(s.act, 1) and spec.luciano]
    strengths = [w for pile in later for w in _war_strengths(g, pile)]
    tiles = sum(len(stack) for stack in s.mob_tile_stacks)
    open_districts = sum(1 for d in s.districts.values() if d.mob_strength is None and not d.mob_tile and not d.blocked)
    return (min(1.0, tiles / open_districts) if open_districts else 0.0), strengths


def _held(strengths: list[int], defense: int) -> float:
    """The chance a defense holds against a war strength drawn from ``strengths`` (000 P.9: equal holds)."""
    return sum(1 for w in strengths if w <= defense) / len(strengths) if strengths else 1.0


def _buildings(g: Engine, seat: int, turns: int, lucianos: int, rounds: int) -> float:
    s = g.state
    p = s.players[seat]
    values = g.rules.game.scoring.buildings
    defense = p.levels["strength"] + modifier(g, seat, "defense", "defend") + p.goons
    if p.associate is not None and E.can_pay(g, p, int(g.rules.by_id[p.associate].fee)):
        defense += int(g.rules.by_id[p.associate].assist)
    act = g.rules.game.acts[max(s.act, 1) - 1]
    war_now = _war_strengths(g, act.mob_pile) if act.luciano and s.phase == "act" else []
    later_chance, later = _later_war_strengths(g)
    police_tiles = sum(len(stack) for stack in s.police_stacks)
    quiet = sum(1 for d in s.districts.values() if not d.police and not d.police_tile)
    police_later = min(1.0, police_tiles / quiet) if quiet else 0.0
    casino_income = g.rules.game.casino_payout.get(s.n, 0) * rounds * TURN_ORDER_CHANGES
    total = 0.0
    for d, _, b in owned(g, seat):  # in board order, as the sum always ran
        if b.protected:
            operates = 1.0
        elif d.police or d.police_tile:
            operates = PROTECT_HOPE if p.vip and turns else 0.0
        else:
            operates = 1.0 - police_later * (1 - (PROTECT_HOPE if p.vip else 0.0))
        stands = 1.0
        if d.mob_tile and war_now:
            stands = _held(war_now, defense)
        elif d.mob_strength is None and not d.mob_tile and later:
            stands = 1.0 - later_chance * (1 - _held(later, defense + 1))
        worth = values.get(b.kind, 0)  # type: ignore[call-overload]
        if b.kind == "casino":
            worth += casino_income
        if b.barrel:
            worth += SELL_CHANCE * E.barrel_price(g, seat, b.kind) * (1.0 if turns else 0.0)
        total += stands * operates * worth
    return total


def _payouts(g: Engine, seat: int, lucianos: int) -> float:
    """The Luciano payout this player would get now (000 P.11), for each payout left."""
    if not lucianos:
        return 0.0
    s = g.state
    control = {b: 0 for b in s.mob_control}
    mob = dict(control)
    others: dict[int, dict[str, int]] = {p.seat: dict(control) for p in s.players}
    for d_id in sorted(s.districts):
        borough = s.districts[d_id].borough
        for who in controllers(g, d_id):
            if who == MOB:
                mob[borough] += 1
            else:
                others[who][borough] += 1
    total = 0.0
    for table in g.rules.board.payouts:
        mine = others[seat][table.borough]
        if mine <= 0:
            continue
        place = sum(1 for m in [mob[table.borough], *(c[table.borough] for c in others.values())] if m >= mine)
        total += table.amounts[place - 1] if place <= len(table.amounts) else 0
    return total * (1 + PAYOUT_KEEP * (lucianos - 1))


def _barrels(g: Engine, seat: int, turns: int) -> float:
    if not turns:
        return 0.0
    p = g.state.players[seat]
    low, high = E.barrel_price(g, seat, "speakeasy"), E.barrel_price(g, seat, "nightclub")
    return TRUCK_CHANCE * sum(p.truck_barrels) * (low + high) / 2 + STILL_CHANCE * p.still_barrels * low


def _ledgers(g: Engine, seat: int, turns: int) -> float:
    """Unplaced ledgers: the best rewards of the objectives met now, a little for the rest."""
    s = g.state
    p = s.players[seat]
    if not p.ledgers or not turns:
        return 0.0
    # the dearest of those met, no more than the ledgers at hand (`cookable` keeps its answers by what they read)
    met = sorted((_reward(g, oid) for oid, _ in cookable(g, seat)), reverse=True)[: p.ledgers]
    return COOK_CHANCE * sum(met) + SPARE_LEDGER * (p.ledgers - len(met))


def _reward(g: Engine, oid: str) -> int:
    """The money an objective's reward pays (its `gain $N` steps), read once from the rules."""

    def read() -> int:
        node = g.rules.by_id[oid].reward
        return sum(int(n.args[0].value.amount.value) for n in A.walk(node)
                   if isinstance(n, A.Call) and n.verb == "gain" and n.args and isinstance(n.args[0].value, A.Money)
                   and isinstance(n.args[0].value.amount, A.Num))

    return g.rules.derived(("objective-money", oid), read)


__all__ = ["worth"]
