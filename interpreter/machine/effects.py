"""The interpreter of effects: one step per construct of the language, the game's verbs by name.

``effect_task(node, ctx)`` is the task that runs an effect for a player; ``possible`` answers
whether a step could do anything now, so that options that cannot be paid for or fulfilled are
never offered (both in ``stepping``, the core every construct's steps use). A node is turned once
per game into a step function (``step``); the tables of steps and of feasibility rules are derived
from the node classes (``visitor.dispatch``): a function ``step_<Node>`` and ``possible_<Node>``
per effect construct, here or in the module of its concern (``once``), gathered below.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..language import ast as A
from ..language.checker import MAX_REPEAT
from ..language.memo import by_id
from ..language.visitor import dispatch
from . import counters
from .definition import GameDefinition
from .engine import Engine
from .evaluate import Counted, holds, literal, value
from .kinds import Control
from .once import ability_of, either_of, is_charge, once_id, possible_Once, step_Once
from .players import group, seat_of
from .stepping import POSSIBLE, RUN, STEP, Step, after_cost, bound_call, effect_task, nothing, payable, possible, step
from .values import Ctx, Msg, Option, Task, msg
from .values import Op as Op

__all__ = ["AS_CHOSEN", "CHOOSE", "DECLINE", "REPEAT", "REPEAT_UP_TO", "RUN", "Step", "ability_of", "after_cost",
           "bound_call", "effect_task", "either_of", "is_charge", "once_id", "payable", "performers", "possible",
           "possible_Once", "step", "step_Once"]


# ------------------------------------------------------------------- feasibility
# Whether a step could do something now, one rule per construct; conservative for compound steps.
def possible_Call(g: Engine[Any, Any], n: A.Call, ctx: Ctx) -> bool:
    act, can, args = bound_call(g.game, n)
    return act is not None and (can is None or can(g, ctx, args))


def possible_Seq(g: Engine[Any, Any], n: A.Seq, ctx: Ctx) -> bool:
    return any(possible(g, s, ctx) for s in n.steps)


def possible_May(g: Engine[Any, Any], n: A.May, ctx: Ctx) -> bool:
    return possible(g, n.body, ctx)


def possible_Choose(g: Engine[Any, Any], n: A.Choose, ctx: Ctx) -> bool:
    return any(possible(g, o, ctx) for o in n.options)


def possible_Repeat(g: Engine[Any, Any], n: A.Repeat, ctx: Ctx) -> bool:
    return possible(g, n.body, ctx)


def possible_If(g: Engine[Any, Any], n: A.If, ctx: Ctx) -> bool:
    return holds(g, n.cond, ctx) and possible(g, n.body, ctx)


def possible_Paid(g: Engine[Any, Any], n: A.Paid, ctx: Ctx) -> bool:
    return payable(g, n.cost, ctx) and possible(g, n.body, after_cost(g, n, ctx))



def possible_As(g: Engine[Any, Any], n: A.As, ctx: Ctx) -> bool:
    if n.scope == "role" and seat_of(g, ctx, n.role) is None:
        # named by a step before it that has not run yet (`swap_capo; as displaced: …`; the checker sees
        # that one does): whether anything can happen is that step's to say, so this one adds nothing
        return False
    return any(possible(g, n.body, c) for c in performers(g, n, ctx))



def possible_When(g: Engine[Any, Any], n: A.When, ctx: Ctx) -> bool:
    return False


# ------------------------------------------------------------------------ steps
def step_Call(game: GameDefinition[Any], n: A.Call) -> Step:
    """A verb call; a compulsory step that cannot be done does nothing. Unless the verb only reads,
    the memo's version moves before (the check sees the state as it is) and after (nothing worked
    out during the change outlives it): `Engine.execute` does the same around a task."""
    act, can, args = bound_call(game, n)
    if act is None:
        return nothing
    verb = act
    if n.verb in game.verbs.read_only:

        def reads(g: Engine[Any, Any], ctx: Ctx) -> None:
            if can is None or can(g, ctx, args):
                verb(g, ctx, args)

        return reads

    def changes(g: Engine[Any, Any], ctx: Ctx) -> None:
        g.version += 1
        if can is None or can(g, ctx, args):
            verb(g, ctx, args)
        g.version += 1

    return changes


def step_Seq(game: GameDefinition[Any], n: A.Seq) -> Step:
    """Steps in order, each run at once until one asks or schedules more; the rest then wait under
    what it scheduled. The same order as pushing every step, without a trip through the agenda."""
    nodes = n.steps
    steps = tuple(step(game, s) for s in nodes)

    def seq(g: Engine[Any, Any], ctx: Ctx) -> None:
        agenda = g.agenda
        for k in range(len(steps)):
            depth = len(agenda)
            steps[k](g, ctx)
            if g.pending is not None or len(agenda) != depth:
                agenda[depth:depth] = [Task(RUN, ctx, s) for s in reversed(nodes[k + 1 :])]
                return

    return seq


def step_May(game: GameDefinition[Any], n: A.May) -> Step:
    """Yes or no, asked only when the body could do something. One question per real choice: a `may`
    over `repeat up to` is the repeat's own question (it may stop at once), a `may` over `choose`
    offers the choices and "none" in one question, and a `may` over a verb that asks at once
    (``Verbs.asking``: "play a card" asks which card) is that question with "no" among its answers.
    The yes/no question is the same value every time for a context, so it is made once per context
    and kept with the step."""
    body = n.body
    if isinstance(body, A.Repeat) and body.up_to:
        return step(game, body)
    if isinstance(body, A.Choose):
        def may_choose(g: Engine[Any, Any], ctx: Ctx) -> None:
            if possible(g, body, ctx):
                g.push(Task(CHOOSE, ctx, body, ((), "no")))

        return may_choose
    if isinstance(body, A.Call) and body.verb in game.verbs.asking:
        run = step(game, body)

        def may_ask(g: Engine[Any, Any], ctx: Ctx) -> None:
            if possible(g, body, ctx):
                g.decline = (ctx.seat, DECLINE)
                run(g, ctx)
                g.decline = None

        return may_ask
    made: dict[tuple[Any, ...], tuple[Msg, tuple[Option, ...]]] = {}

    def may(g: Engine[Any, Any], ctx: Ctx) -> None:
        if not possible(g, body, ctx):
            return
        asked = made.get(ctx.key)
        if asked is None:
            options = (Option("yes", msg("opt-yes", node=body), (Task(RUN, ctx, body),)), Option("no", msg("opt-no")))
            asked = made[ctx.key] = (msg("prompt-may", node=body), options)
        g.ask(ctx.seat, Control.may, asked[0], asked[1])

    return may


def step_Choose(game: GameDefinition[Any], n: A.Choose) -> Step:
    return lambda g, ctx: g.push(Task(CHOOSE, ctx, n, ((), None)))


def step_Repeat(game: GameDefinition[Any], n: A.Repeat) -> Step:
    """The count is worked out once, here; then one task runs the body and schedules itself for the rest
    (``_repeat``), so `repeat N` holds one task on the agenda, not N: the same runs in the same order."""

    def repeat(g: Engine[Any, Any], ctx: Ctx) -> None:
        times = min(value(g, n.times, ctx), MAX_REPEAT)  # a count worked out in play is bounded like a literal
        if n.up_to:
            g.push(Task(REPEAT_UP_TO, ctx, n, (times, 0)))
        else:
            g.push(Task(REPEAT, ctx, n, times))

    return repeat


def step_If(game: GameDefinition[Any], n: A.If) -> Step:
    def if_(g: Engine[Any, Any], ctx: Ctx) -> None:
        if holds(g, n.cond, ctx):
            g.push(Task(RUN, ctx, n.body))

    return if_


def step_Paid(game: GameDefinition[Any], n: A.Paid) -> Step:
    def paid(g: Engine[Any, Any], ctx: Ctx) -> None:
        if payable(g, n.cost, ctx) and possible(g, n.body, after_cost(g, n, ctx)):
            g.push(Task(RUN, ctx, n.cost), Task(RUN, ctx, n.body))

    return paid


def step_As(game: GameDefinition[Any], n: A.As) -> Step:
    """Another player performs the body: the one a role names, each of a group in turn (those for whom
    the condition holds when the step begins), or one of them the acting player picks."""
    if n.scope == "chosen":
        return lambda g, ctx: g.push(Task(AS_CHOSEN, ctx, n))

    def as_(g: Engine[Any, Any], ctx: Ctx) -> None:
        g.push(*(Task(RUN, c, n.body) for c in performers(g, n, ctx)))

    return as_


def performers(g: Engine[Any, Any], n: A.As, ctx: Ctx) -> list[Ctx]:
    """The contexts in which the players an `as …:` names perform its body (none if a role is unbound)."""
    if n.scope == "role":
        seat = seat_of(g, ctx, n.role)
        return [] if seat is None else [ctx.as_player(seat)]
    found = [ctx.as_player(seat) for seat in group(g, ctx, n.role)]
    return found if n.where is None else [c for c in found if holds(g, n.where, c)]


def step_Roll(game: GameDefinition[Any], n: A.Roll) -> Step:
    """A die thrown on the game's stream of chance (Engine.roll), logged for all to see; the face's effect."""
    faces = tuple((f.low, f.high, f.body) for f in n.faces)

    def roll(g: Engine[Any, Any], ctx: Ctx) -> None:
        face = g.roll(A.DIE)
        g.log("roll", seat=ctx.seat, face=face)
        for low, high, body in faces:
            if low <= face <= high:
                g.push(Task(RUN, ctx, body))
                return

    return roll


def possible_Roll(g: Engine[Any, Any], n: A.Roll, ctx: Ctx) -> bool:
    return True  # a die can always be thrown, whatever comes up



def step_CounterChange(game: GameDefinition[Any], n: A.CounterChange) -> Step:
    """A counter of the component the effect belongs to, changed within its bounds (machine/counters.py); a
    step that changes the state, so the memo's version moves around it as around a verb's."""
    amount = _counter_amount(n)

    def counter(g: Engine[Any, Any], ctx: Ctx) -> None:
        g.version += 1
        counters.change(g, n, ctx, value(g, amount, ctx))
        g.version += 1

    return counter


def possible_CounterChange(g: Engine[Any, Any], n: A.CounterChange, ctx: Ctx) -> bool:
    return counters.can_change(g, n, ctx, value(g, _counter_amount(n), ctx))


@by_id
def _counter_amount(n: A.CounterChange) -> Any:
    """What a counter step adds or removes: its number as written, or what it is worked out as in play, which
    cannot come out below zero (evaluate.Counted), as a verb's amount cannot; a reset's is nothing."""
    made = 0 if n.amount is None else literal(n.amount)
    return made if type(made) is int else Counted(made, n.op)


def step_When(game: GameDefinition[Any], n: A.When) -> Step:
    return nothing




def _choose(g: Engine[Any, Any], t: Task) -> None:
    """Choose among a `choose`'s options (those that could do something); ``decline``: the id of an
    option to do none of them ("no" under a `may`), or None."""
    n: A.Choose = t.node
    done, decline = t.data
    if len(done) >= n.count:
        return
    options = []
    for i, o in enumerate(n.options):
        if i in done or not possible(g, o, t.ctx):
            continue
        first = _begin(g, o, t.ctx)
        follow = (*first, Task(CHOOSE, t.ctx, n, ((*done, i), None))) if n.count > 1 else first
        options.append(Option(f"option{i + 1}", msg("opt-node", node=o), follow))
    if decline is not None and options:
        options.append(Option(decline, msg("opt-none")))
    elif done and options:
        options.append(Option("done", msg("opt-done")))
    counts = {"count": n.count, "done": len(done), "left": n.count - len(done)}
    prompt = msg("prompt-choose-or-not", **counts) if decline is not None else msg("prompt-choose", **counts)
    g.ask(t.ctx.seat, Control.choose, prompt, options)


def _begin(g: Engine[Any, Any], node: Any, ctx: Ctx) -> tuple[Task, ...]:
    """What choosing an option starts: the option; a chosen `repeat up to N: X` is X once already,
    then "again?" (choosing it to do nothing would only spend the choice)."""
    if isinstance(node, A.Repeat) and node.up_to:
        times = min(value(g, node.times, ctx), MAX_REPEAT)
        if times > 0:
            return Task(RUN, ctx, node.body), Task(REPEAT_UP_TO, ctx, node, (times - 1, 1))
    return (Task(RUN, ctx, node),)


def _as_chosen(g: Engine[Any, Any], t: Task) -> None:
    """`as a player:`: the acting player picks who performs the body, among those who could do something."""
    n: A.As = t.node
    options = [
        Option(f"player:{c.seat + 1}", msg("opt-player", seat=c.seat, node=n.body), (Task(RUN, c, n.body),))
        for c in performers(g, n, t.ctx) if possible(g, n.body, c)
    ]
    deed = n.body.body if isinstance(n.body, A.May) else n.body  # "who must give …", the choice is theirs after
    g.ask(t.ctx.seat, Control.player, msg("prompt-player", deed=deed, group=n.role), options)


def _repeat(g: Engine[Any, Any], t: Task) -> None:
    left: int = t.data
    if left > 0:  # the body, then the rest: everything the body schedules runs before the next time
        g.push(Task(RUN, t.ctx, t.node.body), Task(REPEAT, t.ctx, t.node, left - 1))


def _repeat_up_to(g: Engine[Any, Any], t: Task) -> None:
    """`repeat up to N: X`: X again, or stop, asked each time X could do something. Over a `choose`,
    one question: its options, or stop."""
    n: A.Repeat = t.node
    left, done = t.data
    if left <= 0 or not possible(g, n.body, t.ctx):
        return
    again = Task(REPEAT_UP_TO, t.ctx, n, (left - 1, done + 1))
    body = n.body
    if isinstance(body, A.Choose) and body.count == 1:
        options = [Option(f"option{i + 1}", msg("opt-node", node=o), (*_begin(g, o, t.ctx), again))
                   for i, o in enumerate(body.options) if possible(g, o, t.ctx)]
        options.append(Option("stop", msg("opt-stop", done=done)))
        g.ask(t.ctx.seat, Control.choose, msg("prompt-repeat-choose", left=left, done=done), options)
        return
    g.ask(
        t.ctx.seat,
        Control.repeat,
        msg("prompt-repeat", node=body, left=left, done=done),
        [Option("again", msg("opt-again", node=body, done=done), (Task(RUN, t.ctx, body), again)),
         Option("stop", msg("opt-stop", done=done))],
    )


# a `may`'s "no" among the answers of the question it asks ("play which card? … 4. do not"): its own words, since
# a bare "no" does not answer "which?" (issue 28: 否 → 不执行)
DECLINE = Option("no", msg("opt-decline"))

CHOOSE = Op("choose", _choose, reads_only=True)
REPEAT = Op("repeat", _repeat, reads_only=True)
REPEAT_UP_TO = Op("repeat_up_to", _repeat_up_to, reads_only=True)
AS_CHOSEN = Op("as_chosen", _as_chosen, reads_only=True)

_here = sys.modules[__name__]
# every construct's step and feasibility rule, here or imported from the module of its concern (a missing one is an
# error naming it, at import); the tables stepping.step and stepping.possible read
_STEP: dict[type, Callable[[GameDefinition[Any], Any], Step]] = dispatch(_here, A.EFFECTS, prefix="step_")  # type: ignore[arg-type]
_POSSIBLE: dict[type, Callable[[Engine[Any, Any], Any, Ctx], bool]] = dispatch(_here, A.EFFECTS, prefix="possible_")  # type: ignore[arg-type]
STEP.update(_STEP)
POSSIBLE.update(_POSSIBLE)
