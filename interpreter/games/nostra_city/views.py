"""What one seat may see of Nostra City's table (003 at the table; docs/nostra-city-decisions.md §4).

Public: every card face up in front of the players (wiseguys tapped or not, turfs, won cards, titles,
Zealous and bonus cards, played vendettas), respect, the trial marker, the date, the street, who holds
the Start Player card, how many money and vendetta cards each player holds, how many cards each bid and
each bribe has, the decks' and the discard pile's sizes. A seat also sees its own money cards and
vendetta cards, whether it is an informant, the spaces and cards of its own bids, and — as a dealer —
the cards it drew. Never another seat's hand, informant status (until the Final Trial reveals it), bid
spaces or money, the colours on the bribe pile, a deck's order or the discard pile.

``NostraView`` is what a bot reads (cheap, read-only by convention); ``to_dict`` is the JSON observation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...machine.counters import shown, strings
from ...machine.game import View
from ...machine.values import msg_data
from .registry import Engine
from .state import Bid, Player


@dataclass(frozen=True)
class Seen:
    """Another player as everyone sees them."""

    seat: int
    respect: int
    wiseguys: tuple[str, ...]
    tapped: tuple[str, ...]
    turfs: tuple[str, ...]
    won: tuple[str, ...]
    titles: tuple[str, ...]
    money_count: int
    vendetta_count: int
    lying_low: bool
    informant: bool | None  # None until the reveal


def seen(g: Engine, p: Player) -> Seen:
    return Seen(p.seat, p.respect, tuple(p.wiseguys), tuple(p.tapped), tuple(p.turfs), tuple(p.won), tuple(p.titles),
                len(p.money), len(p.vendettas), p.lying_low, p.informant if g.state.revealed else None)


class NostraView(View):
    @property
    def me(self) -> Player:
        """This seat's own player: its hand, vendetta cards and informant status are its to see."""
        return self._g.state.players[self.seat]  # type: ignore[no-any-return]

    @property
    def players(self) -> int:
        return self._g.players  # type: ignore[no-any-return]

    def player(self, seat: int) -> Seen:
        return seen(self._g, self._g.state.players[seat])

    @property
    def informant(self) -> bool:
        return self.me.informant

    @property
    def street(self) -> list[str | None]:
        return list(self._g.state.street)

    @property
    def trial(self) -> int:
        return self._g.state.trial  # type: ignore[no-any-return]

    @property
    def month(self) -> int:
        return self._g.state.month  # type: ignore[no-any-return]

    @property
    def start_player(self) -> int:
        return self._g.state.start_player  # type: ignore[no-any-return]

    @property
    def my_bids(self) -> list[Bid]:
        return [b for b in self._g.state.bids if b.seat == self.seat]

    def bid_counts(self) -> list[tuple[int, int]]:
        """(seat, cards) of every bid placed this Meeting: public."""
        return [(b.seat, len(b.cards)) for b in self._g.state.bids]

    @property
    def deal_pool(self) -> list[str]:
        """The cards of the deal being shared, if this seat is its dealer (else none it may see)."""
        d = self._g.state.deal
        return list(d.pool) if d is not None and d.dealer == self.seat else []

    @property
    def log(self) -> list[tuple[str, dict[str, Any]]]:
        """What happened so far: public (no line names a secret card or role, tests/nostra_city)."""
        return self._g.state.log  # type: ignore[no-any-return]

    def to_dict(self) -> dict[str, Any]:
        return player_view(self._g, self.seat)


def view(g: Engine, seat: int) -> NostraView:
    return NostraView(g, seat)


def player_view(g: Engine, seat: int) -> dict[str, Any]:
    s = g.state
    players = []
    for p in s.players:
        entry: dict[str, Any] = {
            "seat": p.seat, "respect": p.respect, "wiseguys": list(p.wiseguys), "tapped": list(p.tapped),
            "turfs": list(p.turfs), "tapped_turfs": list(p.tapped_turfs), "won": list(p.won), "titles": list(p.titles),
            "zealous": list(p.zealous), "bonuses": list(p.bonuses), "played": list(p.played), "lying_low": p.lying_low,
            "money_count": len(p.money), "vendetta_count": len(p.vendettas),
        }
        if p.seat == seat:
            entry.update(money=list(p.money), vendettas=list(p.vendettas), informant=p.informant)
        elif s.revealed:
            entry["informant"] = p.informant
        players.append(entry)
    bids = []
    for b in s.bids:
        bid: dict[str, Any] = {"seat": b.seat, "wiseguy": b.wiseguy, "count": len(b.cards), "placed": b.placed}
        if b.seat == seat:
            bid.update(space=b.space, cards=list(b.cards))
        bids.append(bid)
    data: dict[str, Any] = {
        "seat": seat, "players": players, "month": s.month, "phase": s.phase, "trial": s.trial,
        "trial_start": s.trial_start, "guilty_from": g.rules.game.guilty_from, "start_player": s.start_player,
        "street": list(s.street), "street_deck_size": len(s.street_deck), "money_deck_size": len(s.money_deck),
        "money_discard_size": len(s.money_discard), "vendetta_deck_size": len(s.vendetta_deck),
        "bribe_pile": {"count": len(s.bribe_cards), "by_seat": [s.bribe_seats.count(x) for x in range(s.n)]},
        "titles_supply": list(s.titles_supply), "zealous_supply": list(s.zealous_supply),
        "bonus_supply": list(s.bonus_supply), "removed": list(s.removed), "declared": list(s.declared), "bids": bids,
        "underboss_waiting": s.underboss_waiting, "revealed": s.revealed, "verdict": s.verdict,
        "winners": s.winners, "final_scores": s.final_scores,
    }
    d = s.deal
    if d is not None:
        data["deal"] = {"dealer": d.dealer, "wiseguy": d.wiseguy, "turf": d.turf, "attribute": d.attribute,
                        "pool_count": len(d.pool), "owed": list(d.owed), "given": list(d.given), "raided": d.raided}
        if d.dealer == seat:
            data["deal"]["pool"] = list(d.pool)
    if s.counters:  # a counter is shown with its component, hidden with it (machine/counters.py)
        placed = strings({k: v for k, v in s.to_data().items() if k != "counters"})
        data["counters"] = shown(s.counters, placed, data)
    pending = g.pending
    if pending is not None and pending.seat == seat:
        data["decision"] = {"kind": str(pending.kind), "prompt": msg_data(pending.prompt),
                            "options": [{"id": o.id, "label": msg_data(o.label)} for o in pending.options]}
    return data
