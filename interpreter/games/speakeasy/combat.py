"""Attack and defense strength: one rule for take-overs, rum-runner ships and the mob war.

A fight is won when the attack exceeds the defense; a mob-war defense holds
when it equals or exceeds the mob's war strength (000 P.7, P.9). Goons add 1
each and go back to the supply; an associate adds its strength for its fee
(never against ships, 000 P.18); one-shot charges may waive the fee.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...machine.passives import charges, modifier
from ...machine.values import Msg, msg
from . import economy as E
from .registry import Engine


@dataclass(frozen=True, slots=True)
class Backing:
    """How a player backs one fight: goons spent, associate hired, a charge used."""

    goons: int = 0
    associate: bool = False
    charge: str | None = None  # a `once: free_assist` charge paying the fee
    fee: int = 0

    @property
    def key(self) -> str:
        parts = [f"goons{self.goons}"]
        if self.associate:
            parts.append("associate" if self.charge is None else "associate-free")
        return "+".join(parts)

    def label(self, total: int) -> Msg:
        helper = "none" if not self.associate else ("free" if self.charge else "paid")
        return msg("backing", total=total, goons=self.goons, associate=helper, fee=self.fee)


def associate_fee(g: Engine, seat: int, event: str | None) -> int:
    p = g.state.players[seat]
    if p.associate is None:
        return 0
    base = int(g.rules.by_id[p.associate].fee)
    return max(0, base + modifier(g, seat, "associate_fee", event))


def backings(
    g: Engine, seat: int, base: int, target: int, *, strict: bool, associate: bool, event: str | None, reserved: int = 0
) -> list[tuple[Backing, int]]:
    """The cheapest ways to reach the target: (backing, total strength), fewest goons first.

    ``strict``: the total must exceed the target (attacks); else equal it (defense).
    ``reserved``: money already promised this action (a building's cost).
    """
    p = g.state.players[seat]
    need = target + (1 if strict else 0)
    out: list[tuple[Backing, int]] = []

    def add(extra: int, assoc: bool, charge: str | None, fee: int) -> None:
        goons = max(0, need - base - extra)
        if goons <= p.goons:
            out.append((Backing(goons, assoc, charge, fee), base + extra + goons))

    add(0, False, None, 0)
    if associate and p.associate is not None:
        assist = int(g.rules.by_id[p.associate].assist)
        fee = associate_fee(g, seat, event)
        if E.can_pay(g, p, reserved + fee):
            add(assist, True, None, fee)
        free = charges(g, seat, "free_assist")
        if free:
            add(assist, True, free[0][0], 0)
    # a backing that costs at least as much as another on every count is not worth offering (D-51)
    kept = [
        (b, total)
        for i, (b, total) in enumerate(out)
        if not any(_no_better(b, c, j < i) for j, (c, _) in enumerate(out) if j != i)
    ]
    return sorted(kept, key=lambda bt: (bt[0].goons, bt[0].fee, bt[0].associate))


def _no_better(b: Backing, other: Backing, other_first: bool) -> bool:
    """Whether ``b`` costs at least as much as ``other`` in goons, fee and one-shot charges (ties: the first stays)."""
    mine, theirs = (b.goons, b.fee, b.charge is not None), (other.goons, other.fee, other.charge is not None)
    return all(x >= y for x, y in zip(mine, theirs, strict=True)) and (mine != theirs or other_first)


def commit(g: Engine, seat: int, backing: Backing) -> None:
    """Spend what a backing costs."""
    p = g.state.players[seat]
    E.return_goons(g, seat, backing.goons)
    if backing.charge is not None:
        p.spent_charges.append(backing.charge)
        g.log("once", seat=seat, component=backing.charge.split("#")[0])
    elif backing.associate:
        E.pay(g, p, backing.fee, "fee", mobster=p.associate)
