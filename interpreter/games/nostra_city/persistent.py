"""What stays with a player, as the core's passives and triggers read it: nothing, in Nostra City.

A wiseguy's ability works only while that very wiseguy acts, so the phase reads it from his card
(table.ability, table.reactions) rather than the core summing every card a player has; an investigation
changes a rule for every player while it lies on the street, read from the street (table.street_modifier).
No component has a `once:`, so no charge is ever spent.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from .registry import Engine


def persistent(g: Engine, seat: int) -> Iterable[tuple[str, Any]]:
    return ()


def inputs(g: Engine, seat: int) -> Hashable:
    return ()


def spent(g: Engine, seat: int) -> list[str]:
    return []
