"""What stays with a Speakeasy player and may change the rules for them: the passive of each business
card on their board, the back of each crate they won, their associate's bonus (read by the core's
passives: interpreter/machine/passives.py)."""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from .registry import Engine


def persistent(g: Engine, seat: int) -> Iterator[tuple[str, Any]]:
    """(component id, effect) of everything that stays with a player and may modify rules."""
    p = g.state.players[seat]
    for card in p.board_cards.values():
        if card is not None:
            passive = g.rules.by_id[card].passive
            if passive is not None:
                yield card, passive
    for crate in p.crates:
        yield crate, g.rules.by_id[crate].back
    if p.associate is not None:
        yield p.associate, g.rules.by_id[p.associate].bonus


def inputs(g: Engine, seat: int) -> Hashable:
    """What `persistent` reads: its answer is kept until one of these changes."""
    p = g.state.players[seat]
    return (tuple(p.board_cards.items()), tuple(p.crates), p.associate)


def spent(g: Engine, seat: int) -> list[str]:
    """The one-shot charges a player has used."""
    return g.state.players[seat].spent_charges
