"""Triggers: `when EVENT: effect` runs the effect each time the event happens.

A game says when an event happens by pushing the tasks ``fire(...)`` returns after the tasks of the
event itself, so a trigger runs once the event is over. Whose triggers run (000 has no rule for
this; decided in docs/rules-decisions.md, D-52):

- an event that happens to one player (its *subject*: who sells, whose capo was displaced) runs that
  player's `when EVENT:` and every other player's `when another EVENT:`;
- an event that happens to everyone at once (the end of a round) runs every player's `when EVENT:`;
- players in turn order from the active player (who was acting when it happened); a player with
  several triggers on one event chooses their order;
- a trigger runs for its component's owner (``Ctx.owner``, `you` in its text), with the roles its
  event names (``Ctx.roles``: `displacer`) and its component as the source.

Chains are bounded: a trigger's effect may make another event happen, whose triggers run in turn;
the checker refuses a trigger that makes its own event happen and the loader a loop between
components it can see; anything else that goes deeper than ``MAX_CHAIN`` stops with ``TriggerLoop``,
naming the component, never a hang.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..errors import InterpreterError
from ..language import ast as A
from ..language.memo import by_id
from ..language.vocabulary import MODIFY
from .effects import RUN
from .kinds import Control
from .passives import held
from .values import Ctx, Op, Option, Task, msg

if TYPE_CHECKING:
    from .engine import Engine

MAX_CHAIN = 12  # triggers leading to triggers: deeper than any chain the checked rules can build


class TriggerLoop(InterpreterError):
    """A chain of triggers deeper than ``MAX_CHAIN``: the rules loop. Names the component whose trigger
    was about to run and the event."""

    def __init__(self, component: str, event: str) -> None:
        super().__init__(f"'{component}': its 'when {event}:' would run in a chain of more than {MAX_CHAIN} "
                         "triggers, each making the next one's event happen; the rules loop and the game stops here")
        self.component, self.event = component, event


def is_trigger(when: A.When) -> bool:
    """A `when` that runs an effect (not one that modifies numbers while its event lasts)."""
    return not all(isinstance(s, A.Call) and s.verb == MODIFY for s in A.steps_of(when.body))


@by_id
def triggers_of(effect: Any) -> tuple[A.When, ...]:
    """The triggers among the steps of an effect that stays (a step inside `may`, `if`… is run, never kept)."""
    out: list[A.When] = []
    for step in A.steps_of(effect):
        if isinstance(step, A.Seq):
            out.extend(triggers_of(step))
        elif isinstance(step, A.When) and is_trigger(step):
            out.append(step)
    return tuple(out)


def waited_for(rules: Any) -> frozenset[str]:
    """The events some component of these rules has a trigger on: for no other is anything done."""

    def scan() -> frozenset[str]:
        return frozenset(n.event for effect in rules.effects for n in A.walk(effect)
                         if isinstance(n, A.When) and is_trigger(n))

    return rules.derived(("triggers", "events"), scan)  # type: ignore[no-any-return]


def fire(g: Engine[Any, Any], ctx: Ctx, event: str, subject: int | None = None,
         roles: tuple[tuple[str, int], ...] = (), logged: str | None = None) -> tuple[Task, ...]:
    """The task that runs the triggers of an event, to push after the event's own tasks; none when no
    component of the rules waits for it (the common case costs a set lookup). ``ctx`` is the acting
    player's; ``subject`` whom it happened to (the acting player unless given; ignored for an event
    that happens to everyone). ``logged``: the event happens only if, by then, the game has logged
    this line for the subject (a sell action that sold nothing is no sale)."""
    waited = g.waited
    if waited is None:
        waited = g.waited = waited_for(g.rules)
    if event not in waited:
        return ()
    who = ctx.seat if subject is None else subject
    return (Task(FIRE, ctx, None, (event, who, roles, logged, len(g.state.log))),)


def _fire(g: Engine[Any, Any], t: Task) -> None:
    event, subject, roles, logged, since = t.data
    if logged is not None and not any(key == logged and args.get("seat") == subject for key, args in g.state.log[since:]):
        return
    everyone = g.game.vocabulary.events[event].everyone
    order = _from(list(g.game.turn_order(g)), t.ctx.seat)
    chain = t.ctx.chain + 1
    tasks: list[Task] = []
    for seat in order:
        found = [
            (comp, when) for comp, effect in held(g, seat) for when in triggers_of(effect)
            if when.event == event and (everyone or when.others == (seat != subject))
        ]
        if not found:
            continue
        if chain > MAX_CHAIN:
            raise TriggerLoop(found[0][0], event)
        runs = tuple((comp, when, g.game.context(seat, source=comp).with_(chain=chain, roles=roles)) for comp, when in found)
        tasks.append(Task(ORDER, runs[0][2], None, runs))
    g.push(*tasks)


def _order(g: Engine[Any, Any], t: Task) -> None:
    """A player's triggers on one event: run at once when there is one, else the player picks which next."""
    runs: tuple[tuple[str, A.When, Ctx], ...] = t.data
    if len(runs) == 1:
        g.push(Task(RUN, runs[0][2], runs[0][1].body))
        return
    options = []
    for i, (comp, when, ctx) in enumerate(runs):
        rest = runs[:i] + runs[i + 1:]
        options.append(Option(f"trigger:{comp}:{i}", msg("opt-trigger", component=comp, node=when),
                              (Task(RUN, ctx, when.body), Task(ORDER, t.ctx, None, rest))))
    g.ask(t.ctx.seat, Control.order, msg("prompt-trigger-order"), options)


def _from(order: Sequence[int], first: int) -> list[int]:
    """The turn order starting with ``first`` (the active player), or as it is when no one acts."""
    if first not in order:
        return list(order)
    i = list(order).index(first)
    return [*order[i:], *order[:i]]


FIRE = Op("fire", _fire, reads_only=True)
ORDER = Op("trigger_order", _order, reads_only=True)
