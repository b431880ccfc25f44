"""`once:`: an effect used once per game and owner, a one-shot charge the game spends at its own moment, or
either of them (language/either.py); the charge a `once:` spends is named the same in every process."""

from __future__ import annotations

from typing import Any

from ..language import ast as A
from ..language.either import Either, either
from .definition import GameDefinition
from .engine import Engine
from .stepping import RUN, Step, nothing, possible
from .values import Ctx, Task


def possible_Once(g: Engine[Any, Any], n: A.Once, ctx: Ctx) -> bool:
    if is_charge(g.game, n) or once_id(g, n, ctx) in g.game.spent(g, ctx.owner):
        return False
    body = ability_of(g.game, n)
    return body is not None and possible(g, body, ctx)



def step_Once(game: GameDefinition[Any], n: A.Once) -> Step:
    """The body the first time the step is reached for its owner in a game (a one-shot charge, which
    the game spends at its own moment, stays and is never run; of an either, the options that are not
    charges: language/either.py)."""
    found = ability_of(game, n)
    if found is None:
        return nothing
    body = found

    def once(g: Engine[Any, Any], ctx: Ctx) -> None:
        charge = once_id(g, n, ctx)
        spent = g.game.spent(g, ctx.owner)
        if charge in spent or not possible(g, body, ctx):  # kept for a time when it can do something
            return
        g.version += 1
        spent.append(charge)
        g.log("once", seat=ctx.owner, component=ctx.source)
        g.push(Task(RUN, ctx, body))

    return once


def is_charge(game: GameDefinition[Any], n: A.Once) -> bool:
    """`once: VERB` of a one-shot charge (`auto_defend`…), which the game spends, never runs."""
    body = n.body
    return isinstance(body, A.Call) and game.vocabulary.verbs[body.verb].charge


def either_of(game: GameDefinition[Any], n: A.Once) -> Either | None:
    """`once: choose { CHARGE | effect … }`: its charges and what runs (language/either.py); None if not one."""
    verbs = game.vocabulary.verbs
    return either(n, lambda verb: verb in verbs and verbs[verb].charge)


def ability_of(game: GameDefinition[Any], n: A.Once) -> A.Effect | None:
    """What a `once:` runs when it is used as an ability: its body, the options of an either that are not
    charges, or None (a charge, or an either of charges only: nothing to run)."""
    if is_charge(game, n):
        return None
    split = either_of(game, n)
    return n.body if split is None else split[1]


def once_id(g: Engine[Any, Any], n: A.Once, ctx: Ctx) -> str:
    """The charge a `once:` spends, the same in every process that loads the same rules: its component
    and its number among the `once:` of the rules, in the order they are loaded (`COMPONENT_ID#once7`;
    a text from elsewhere, such as a scenario's effect, is numbered by its place in the text)."""
    numbered: dict[int, str] = g.rules.derived(("once", "ids"), lambda: _number_once(g.rules.effects))
    number = numbered.get(id(n))
    return f"{ctx.source}#{number}" if number else f"{ctx.source}#once@{n.pos.line}:{n.pos.column}"


def _number_once(effects: tuple[Any, ...]) -> dict[int, str]:
    found = (n for effect in effects for n in A.walk(effect) if isinstance(n, A.Once))
    return {id(n): f"once{i + 1}" for i, n in enumerate(found)}
