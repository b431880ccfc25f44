"""The interpreter of effects: one step per construct of the language, the game's verbs by name.

``effect_task(node, ctx)`` is the task that runs an effect for a player; ``possible`` answers
whether a step could do anything now, so that options that cannot be paid for or fulfilled are
never offered. A node is turned once per game into a step function (``step``); the tables of
steps and of feasibility rules are derived from the node classes (``visitor.dispatch``): a
function ``step_<Node>`` and ``possible_<Node>`` per effect construct.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..language import ast as A
from ..language.bind import bind
from ..language.visitor import dispatch
from ..language.vocabulary import MODIFY
from .definition import GameDefinition, VerbCan, VerbRun
from .engine import Engine
from .evaluate import holds, literal, value
from .kinds import Control
from .values import Ctx, Msg, Op, Option, Task, msg

Step = Callable[[Engine[Any, Any], Ctx], None]


def effect_task(node: A.Node, ctx: Ctx) -> Task:
    """The task that runs an effect for ``ctx.seat``."""
    return Task(RUN, ctx, node)


def step(game: GameDefinition[Any], node: Any) -> Step:
    """A node as a function of (engine, context), made once per game and node: a verb call's step holds
    its verb, feasibility check and bound arguments, a `;` holds its steps' functions — the same
    behaviour as dispatching on the node each time, a third of the calls. Kept by the node's identity
    (rules keep their nodes alive; the node is kept with its step so its id is never reused)."""
    hit = game.steps.get(id(node))
    if hit is not None and hit[0] is node:
        return hit[1]  # type: ignore[no-any-return]
    made = _STEP[type(node)](game, node)
    game.steps[id(node)] = (node, made)
    return made


def bound_call(game: GameDefinition[Any], n: A.Call) -> tuple[VerbRun | None, VerbCan | None, dict[str, Any]]:
    """A call's verb functions (no runner for `modify`, which only stays) and its arguments bound to
    the verb's parameters, looked up once per game and call; a literal amount ("2", "$5") is bound as
    its number, which `value` returns as it is."""
    hit = game.calls.get(id(n))
    if hit is not None and hit[0] is n:
        return hit[1]  # type: ignore[no-any-return]
    args = {k: literal(v) for k, v in bind(n, game.vocabulary).items()}
    made = (None if n.verb == MODIFY else game.verbs.run[n.verb]), game.verbs.can.get(n.verb), args
    game.calls[id(n)] = (n, made)
    return made


def possible(g: Engine[Any, Any], node: Any, ctx: Ctx) -> bool:
    """Could this step do something now? Cached until the next task that may change the state."""
    memo = g.fresh_memo()
    key = (id(node), ctx.key)
    known = memo.get(key)
    if known is None:
        known = memo[key] = bool(_POSSIBLE[type(node)](g, node, ctx))
    return known


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
    return possible(g, n.cost, ctx) and possible(g, n.body, ctx)


def possible_As(g: Engine[Any, Any], n: A.As, ctx: Ctx) -> bool:
    return True


def possible_Once(g: Engine[Any, Any], n: A.Once, ctx: Ctx) -> bool:
    return False  # it stays with its component: nothing happens when the component is merely run


def possible_When(g: Engine[Any, Any], n: A.When, ctx: Ctx) -> bool:
    return False


# ------------------------------------------------------------------------ steps
def step_Call(game: GameDefinition[Any], n: A.Call) -> Step:
    """A verb call; a compulsory step that cannot be done does nothing. Unless the verb only reads,
    the memo's version moves before (the check sees the state as it is) and after (nothing worked
    out during the change outlives it): `Engine.execute` does the same around a task."""
    act, can, args = bound_call(game, n)
    if act is None:
        return _nothing
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
    """Yes or no, asked only when the body could do something. The question is the same value every
    time for a context, so it is made once per context and kept with the step."""
    made: dict[tuple[Any, ...], tuple[Msg, tuple[Option, ...]]] = {}

    def may(g: Engine[Any, Any], ctx: Ctx) -> None:
        if not possible(g, n.body, ctx):
            return
        asked = made.get(ctx.key)
        if asked is None:
            options = (Option("yes", msg("opt-yes", node=n.body), (Task(RUN, ctx, n.body),)), Option("no", msg("opt-no")))
            asked = made[ctx.key] = (msg("prompt-may", node=n.body), options)
        g.ask(ctx.seat, Control.may, asked[0], asked[1])

    return may


def step_Choose(game: GameDefinition[Any], n: A.Choose) -> Step:
    return lambda g, ctx: g.push(Task(CHOOSE, ctx, n, ()))


def step_Repeat(game: GameDefinition[Any], n: A.Repeat) -> Step:
    """The count is worked out once, here; then one task runs the body and schedules itself for the rest
    (``_repeat``), so `repeat N` holds one task on the agenda, not N: the same runs in the same order."""

    def repeat(g: Engine[Any, Any], ctx: Ctx) -> None:
        times = value(g, n.times, ctx)
        g.push(Task(REPEAT_UP_TO if n.up_to else REPEAT, ctx, n, times))

    return repeat


def step_If(game: GameDefinition[Any], n: A.If) -> Step:
    def if_(g: Engine[Any, Any], ctx: Ctx) -> None:
        if holds(g, n.cond, ctx):
            g.push(Task(RUN, ctx, n.body))

    return if_


def step_Paid(game: GameDefinition[Any], n: A.Paid) -> Step:
    def paid(g: Engine[Any, Any], ctx: Ctx) -> None:
        if possible(g, n.cost, ctx) and possible(g, n.body, ctx):
            g.push(Task(RUN, ctx, n.cost), Task(RUN, ctx, n.body))

    return paid


def step_As(game: GameDefinition[Any], n: A.As) -> Step:
    def as_(g: Engine[Any, Any], ctx: Ctx) -> None:
        other = g.game.role(g, ctx, n.role)
        if other is not None:
            g.push(Task(RUN, other, n.body))

    return as_


def step_Once(game: GameDefinition[Any], n: A.Once) -> Step:
    return _nothing


def step_When(game: GameDefinition[Any], n: A.When) -> Step:
    return _nothing


def _nothing(g: Engine[Any, Any], ctx: Ctx) -> None:
    """`once:`, `when EVENT:` and `modify` stay with their component: nothing happens when it is merely run."""


# -------------------------------------------------------------- the language's ops
def _run(g: Engine[Any, Any], t: Task) -> None:
    step(g.game, t.node)(g, t.ctx)


def _choose(g: Engine[Any, Any], t: Task) -> None:
    n: A.Choose = t.node
    done: tuple[int, ...] = t.data
    if len(done) >= n.count:
        return
    options = []
    for i, o in enumerate(n.options):
        if i in done or not possible(g, o, t.ctx):
            continue
        follow = (Task(RUN, t.ctx, o), Task(CHOOSE, t.ctx, n, (*done, i))) if n.count > 1 else (Task(RUN, t.ctx, o),)
        options.append(Option(f"option{i + 1}", msg("opt-node", node=o), follow))
    if done and options:
        options.append(Option("done", msg("opt-done")))
    g.ask(t.ctx.seat, Control.choose, msg("prompt-choose"), options)


def _repeat(g: Engine[Any, Any], t: Task) -> None:
    left: int = t.data
    if left > 0:  # the body, then the rest: everything the body schedules runs before the next time
        g.push(Task(RUN, t.ctx, t.node.body), Task(REPEAT, t.ctx, t.node, left - 1))


def _repeat_up_to(g: Engine[Any, Any], t: Task) -> None:
    n: A.Repeat = t.node
    left: int = t.data
    if left <= 0 or not possible(g, n.body, t.ctx):
        return
    g.ask(
        t.ctx.seat,
        Control.repeat,
        msg("prompt-repeat", node=n.body, left=left),
        [
            Option("again", msg("opt-again", node=n.body), (Task(RUN, t.ctx, n.body), Task(REPEAT_UP_TO, t.ctx, n, left - 1))),
            Option("stop", msg("opt-stop")),
        ],
    )


# `run` only reads: a verb call it runs moves the version itself unless the verb only reads (step_Call)
RUN = Op("run", _run, reads_only=True)
CHOOSE = Op("choose", _choose, reads_only=True)
REPEAT = Op("repeat", _repeat, reads_only=True)
REPEAT_UP_TO = Op("repeat_up_to", _repeat_up_to, reads_only=True)
SHARED_OPS = (RUN, CHOOSE, REPEAT, REPEAT_UP_TO)  # in every game's registry (definition.Ops)

_here = sys.modules[__name__]
_STEP: dict[type, Callable[[GameDefinition[Any], Any], Step]] = dispatch(_here, A.EFFECTS, prefix="step_")  # type: ignore[arg-type]
_POSSIBLE: dict[type, Callable[[Engine[Any, Any], Any, Ctx], bool]] = dispatch(_here, A.EFFECTS, prefix="possible_")  # type: ignore[arg-type]
