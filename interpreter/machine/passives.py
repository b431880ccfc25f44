"""What stays with a player and changes the rules for them: `modify NAME N` (possibly inside
`when EVENT:`) and one-shot charges (`once: VERB …`). Read here from the effects themselves, so a
new component's passive needs no Python; which effects stay with a player is the game's
(``GameDefinition.persistent``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..language import ast as A
from ..language.memo import by_id
from ..language.vocabulary import MODIFY

if TYPE_CHECKING:
    from .engine import Engine


def kept_steps(effect: Any, event: str | None = None) -> Iterator[tuple[str | None, A.Effect]]:
    """The steps of an effect that stay with its component, with the event they wait for: the steps
    of its `;` and of its `when EVENT:` bodies (a step inside `may`, `if`… is run, never kept)."""
    for step in A.steps_of(effect):
        if isinstance(step, A.Seq):
            yield from kept_steps(step, event)
        elif isinstance(step, A.When):
            yield from kept_steps(step.body, step.event)
        else:
            yield event, step


@by_id
def passives_of(effect: Any) -> tuple[tuple[str | None, str, int], ...]:
    """(event, modifier, amount) for every `modify` of a persistent effect."""
    out: list[tuple[str | None, str, int]] = []
    for event, step in kept_steps(effect):
        if isinstance(step, A.Call) and step.verb == MODIFY:
            name = step.args[0].value.id  # type: ignore[union-attr]  # checked: a modifier's name
            amount = step.args[1].value.value  # type: ignore[union-attr]  # checked: a signed number
            out.append((event, name, amount))
    return tuple(out)


@by_id
def charges_of(effect: Any) -> tuple[tuple[int, A.Call], ...]:
    """The one-shot charges (`once: VERB`) of a persistent effect, numbered."""
    found = [step.body for _, step in kept_steps(effect) if isinstance(step, A.Once) and isinstance(step.body, A.Call)]
    return tuple(enumerate(found))


def modifier(g: Engine[Any, Any], seat: int, name: str, event: str | None = None) -> int:
    """The sum of a player's `modify NAME` passives that apply now (always, or during ``event``)."""
    return sum(amount for ev, amount in _passives(g, seat).get(name, ()) if ev is None or ev == event)


def _passives(g: Engine[Any, Any], seat: int) -> dict[str, list[tuple[str | None, int]]]:
    """modifier name -> (event, amount) of everything that stays with a player; worked out again only
    when what the game's ``persistent`` reads changes (``persistent_inputs``)."""

    def gather() -> dict[str, list[tuple[str | None, int]]]:
        out: dict[str, list[tuple[str | None, int]]] = {}
        for _, effect in g.game.persistent(g, seat):
            for ev, mod, amount in passives_of(effect):
                out.setdefault(mod, []).append((ev, amount))
        return out

    return g.keyed(("passives", seat), g.game.persistent_inputs(g, seat), gather)


def charges(g: Engine[Any, Any], seat: int, verb: str) -> list[tuple[str, A.Call]]:
    """Unspent one-shot charges of a verb: (charge id, call); a charge's id is its component's id and its number."""
    spent = g.game.spent(g, seat)
    out = []
    for comp, effect in g.game.persistent(g, seat):
        for i, call in charges_of(effect):
            cid = f"{comp}#{i}"
            if call.verb == verb and cid not in spent:
                out.append((cid, call))
    return out
