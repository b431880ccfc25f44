"""What stays with a player and changes the rules for them: the passives of board cards, crate
backs and the associate (`modify NAME N`, possibly `when EVENT:`), and their one-shot charges
(`once: ...`). Read here from the effects themselves, so a new card's passive needs no Python."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..dsl import ast as A
from ..dsl.memo import by_id

if TYPE_CHECKING:
    from .machine import Engine


@by_id
def passives_of(effect: Any) -> tuple[tuple[str | None, str, int], ...]:
    """(event, modifier, amount) for every `modify` of a persistent effect."""
    out: list[tuple[str | None, str, int]] = []

    def walk(node: Any, event: str | None) -> None:
        if isinstance(node, A.Seq):
            for s in node.steps:
                walk(s, event)
        elif isinstance(node, A.When):
            walk(node.body, node.event)
        elif isinstance(node, A.Call) and node.verb == "modify":
            name = node.args[0].value.id  # type: ignore[union-attr]
            amount = node.args[1].value.value  # type: ignore[union-attr]
            out.append((event, name, amount))

    walk(effect, None)
    return tuple(out)


@by_id
def charges_of(effect: Any) -> tuple[tuple[int, A.Call], ...]:
    """The one-shot charges (`once: ...`) of a persistent effect, numbered."""
    out: list[tuple[int, A.Call]] = []

    def walk(node: Any) -> None:
        if isinstance(node, A.Seq):
            for s in node.steps:
                walk(s)
        elif isinstance(node, A.Once) and isinstance(node.body, A.Call):
            out.append((len(out), node.body))

    walk(effect)
    return tuple(out)


def persistent(g: Engine, seat: int) -> Iterator[tuple[str, Any]]:
    """(component id, effect) of everything that stays with a player and may modify rules."""
    p = g.state.players[seat]
    for card in p.board_cards.values():
        if card is not None:
            passive = g.rules.by_id[card].passive  # type: ignore[attr-defined]
            if passive is not None:
                yield card, passive
    for crate in p.crates:
        yield crate, g.rules.by_id[crate].back  # type: ignore[attr-defined]
    if p.associate is not None:
        yield p.associate, g.rules.by_id[p.associate].bonus  # type: ignore[attr-defined]


def modifier(g: Engine, seat: int, name: str, event: str | None = None) -> int:
    """The sum of a player's `modify NAME` passives that apply now (always, or during ``event``)."""
    return sum(amount for ev, amount in _passives(g, seat).get(name, ()) if ev is None or ev == event)


def _passives(g: Engine, seat: int) -> dict[str, list[tuple[str | None, int]]]:
    """modifier name -> (event, amount) of everything that stays with a player; shared until the state changes."""

    def gather() -> dict[str, list[tuple[str | None, int]]]:
        out: dict[str, list[tuple[str | None, int]]] = {}
        for _, effect in persistent(g, seat):
            for ev, mod, amount in passives_of(effect):
                out.setdefault(mod, []).append((ev, amount))
        return out

    p = g.state.players[seat]
    inputs = (tuple(p.board_cards.items()), tuple(p.crates), p.associate)  # what `persistent` reads
    return g.keyed(("passives", seat), inputs, gather)


def charges(g: Engine, seat: int, verb: str) -> list[tuple[str, A.Call]]:
    """Unspent one-shot charges of a verb: (charge id, call)."""
    p = g.state.players[seat]
    out = []
    for comp, effect in persistent(g, seat):
        for i, call in charges_of(effect):
            cid = f"{comp}#{i}"
            if call.verb == verb and cid not in p.spent_charges:
                out.append((cid, call))
    return out
