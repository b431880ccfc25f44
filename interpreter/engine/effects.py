"""The interpreter of effects: one handler per control construct, verbs by name.

``run`` executes an AST node for a player; ``possible`` answers whether a step
could do anything now, so that options that cannot be paid for or fulfilled
are never offered. Verbs live in the ``verbs_*`` modules and register here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..dsl import ast as A
from ..dsl.bind import bind
from ..dsl.memo import by_id
from .evaluate import holds, literal, value
from .machine import READ_ONLY_VERBS, Ctx, Engine, Option, Task, op
from .msg import Msg, msg

VerbRun = Callable[[Engine, Ctx, dict[str, Any]], None]
VerbCan = Callable[[Engine, Ctx, dict[str, Any]], bool]
VERB_RUN: dict[str, VerbRun] = {}
VERB_CAN: dict[str, VerbCan] = {}
PASSIVE = {"modify"}  # persistent verbs: reading them is the job of passives.py
READ_ONLY_VERBS.update(PASSIVE)


def verb(name: str, can: VerbCan | None = None, reads_only: bool = False) -> Callable[[VerbRun], VerbRun]:
    """Register a verb; ``reads_only``: it only asks or schedules tasks, never changes the state itself."""

    def register(fn: VerbRun) -> VerbRun:
        VERB_RUN[name] = fn
        if can is not None:
            VERB_CAN[name] = can
        if reads_only:
            READ_ONLY_VERBS.add(name)
        return fn

    return register


def run(node: Any, ctx: Ctx) -> Task:
    """The task that runs an effect."""
    return Task("run", ctx, node)


Step = Callable[[Engine, Ctx], None]


@by_id
def step(node: Any) -> Step:
    """A node as a function of (engine, context), made once per node: verb, feasibility check and
    bound arguments are looked up here rather than on every run, and a `;` holds its steps'
    functions. The same behaviour as dispatching on the node each time, a third of the calls."""
    return _STEP[type(node)](node)


@by_id
def _compiled(n: A.Call) -> tuple[VerbRun | None, VerbCan | None, dict[str, Any]]:
    """A call's verb functions (no runner for a passive verb) and bound arguments, looked up once
    per call node; a literal amount ("2", "$5") is bound as its number, which `value` returns as is."""
    args = {k: literal(v) for k, v in bind(n).items()}
    return (None if n.verb in PASSIVE else VERB_RUN[n.verb]), VERB_CAN.get(n.verb), args


def _can_call(g: Engine, n: A.Call, ctx: Ctx) -> bool:
    act, can, args = _compiled(n)
    return act is not None and (can is None or can(g, ctx, args))


def possible(g: Engine, node: Any, ctx: Ctx) -> bool:
    """Could this step do something now? Cached until the next task that may change the state."""
    memo = g.fresh_memo()
    key = (id(node), ctx.seat, ctx.range, ctx.here, ctx.golden, ctx.event)
    known = memo.get(key)
    if known is None:
        known = memo[key] = bool(_POSSIBLE[type(node)](g, node, ctx))
    return known


# Whether a step could do something now, one rule per construct; conservative for compound steps.
_POSSIBLE: dict[type, Callable[[Engine, Any, Ctx], bool]] = {
    A.Call: _can_call,
    A.Seq: lambda g, n, ctx: any(possible(g, s, ctx) for s in n.steps),
    A.May: lambda g, n, ctx: possible(g, n.body, ctx),
    A.Choose: lambda g, n, ctx: any(possible(g, o, ctx) for o in n.options),
    A.Repeat: lambda g, n, ctx: possible(g, n.body, ctx),
    A.If: lambda g, n, ctx: holds(g, n.cond, ctx) and possible(g, n.body, ctx),
    A.Paid: lambda g, n, ctx: possible(g, n.cost, ctx) and possible(g, n.body, ctx),
    A.As: lambda g, n, ctx: True,
    A.Once: lambda g, n, ctx: False,  # persistent: nothing happens when the component is merely run
    A.When: lambda g, n, ctx: False,
}


@op("run", reads_only=True)  # a step that may change the state empties the memo itself (see _call_step)
def _run(g: Engine, t: Task) -> None:
    step(t.node)(g, t.ctx)


def _call_step(n: A.Call) -> Step:
    """A verb call; a compulsory step that cannot be done does nothing. Unless the verb only reads,
    the memo's version moves before (the check sees the state as it is) and after (nothing worked
    out during the change outlives it): `Engine.execute` does the same around a task."""
    act, can, args = _compiled(n)
    if act is None:
        return _nothing
    verb = act
    if n.verb in READ_ONLY_VERBS:

        def reads(g: Engine, ctx: Ctx) -> None:
            if can is None or can(g, ctx, args):
                verb(g, ctx, args)

        return reads

    def changes(g: Engine, ctx: Ctx) -> None:
        g.version += 1
        if can is None or can(g, ctx, args):
            verb(g, ctx, args)
        g.version += 1

    return changes


def _seq_step(n: A.Seq) -> Step:
    """Steps in order, each run at once until one asks or schedules more; the rest then wait under
    what it scheduled. The same order as pushing every step, without a trip through the agenda."""
    nodes = n.steps
    steps = tuple(step(s) for s in nodes)

    def seq(g: Engine, ctx: Ctx) -> None:
        agenda = g.agenda
        for k in range(len(steps)):
            depth = len(agenda)
            steps[k](g, ctx)
            if g.pending is not None or len(agenda) != depth:
                agenda[depth:depth] = [Task("run", ctx, s) for s in reversed(nodes[k + 1 :])]
                return

    return seq


def _run_may(g: Engine, n: A.May, ctx: Ctx) -> None:
    if possible(g, n.body, ctx):
        prompt, options = _may_options(g, n, ctx)
        g.ask(ctx.seat, "may", prompt, options)


def _run_repeat(g: Engine, n: A.Repeat, ctx: Ctx) -> None:
    times = value(g, n.times, ctx)
    if n.up_to:
        g.push(Task("repeat_up_to", ctx, n, times))
    else:
        g.push(*(run(n.body, ctx) for _ in range(max(times, 0))))


def _run_if(g: Engine, n: A.If, ctx: Ctx) -> None:
    if holds(g, n.cond, ctx):
        g.push(run(n.body, ctx))


def _run_paid(g: Engine, n: A.Paid, ctx: Ctx) -> None:
    if possible(g, n.cost, ctx) and possible(g, n.body, ctx):
        g.push(run(n.cost, ctx), run(n.body, ctx))


def _run_as(g: Engine, n: A.As, ctx: Ctx) -> None:
    seat = g.state.turn_vars.get(n.role)
    if seat is not None:
        g.push(run(n.body, ctx.with_(seat=seat, range=0)))


def _run_choose(g: Engine, n: A.Choose, ctx: Ctx) -> None:
    g.push(Task("choose", ctx, n, ()))


def _nothing(g: Engine, ctx: Ctx) -> None:
    """Once / When / a passive verb are persistent: nothing happens when the component is merely run."""


def _bound(run_node: Callable[[Engine, Any, Ctx], None]) -> Callable[[Any], Step]:
    """The step of a construct that only reads, then asks or schedules: its handler, bound to the node."""

    def make(n: Any) -> Step:
        return lambda g, ctx: run_node(g, n, ctx)

    return make


_STEP: dict[type, Callable[[Any], Step]] = {
    A.Call: _call_step,
    A.Seq: _seq_step,
    A.May: _bound(_run_may),
    A.Choose: _bound(_run_choose),
    A.Repeat: _bound(_run_repeat),
    A.If: _bound(_run_if),
    A.Paid: _bound(_run_paid),
    A.As: _bound(_run_as),
    A.Once: lambda n: _nothing,
    A.When: lambda n: _nothing,
}


def _may_options(g: Engine, n: A.May, ctx: Ctx) -> tuple[Msg, tuple[Option, ...]]:
    """The yes/no of a `may` step: the same values every time, so built once per step and context.

    Not `rules.derived`: the key holds the node's id, and a node parsed outside the rules (a
    scenario's effect) may be freed and its id reused, so the entry also checks it is the same node.
    """
    key = ("may", id(n), ctx.seat, ctx.source, ctx.range, ctx.here, ctx.attacked, ctx.golden, ctx.event)
    made = g.rules.cache.get(key)
    if made is None or made[0] is not n:
        options = (Option("yes", msg("opt-yes", node=n.body), (run(n.body, ctx),)), Option("no", msg("opt-no")))
        made = g.rules.cache[key] = (n, msg("prompt-may", node=n.body), options)
    return made[1], made[2]


@op("choose", reads_only=True)
def _choose(g: Engine, t: Task) -> None:
    n: A.Choose = t.node
    done: tuple[int, ...] = t.data
    if len(done) >= n.count:
        return
    options = []
    for i, o in enumerate(n.options):
        if i in done or not possible(g, o, t.ctx):
            continue
        follow = (run(o, t.ctx), Task("choose", t.ctx, n, (*done, i))) if n.count > 1 else (run(o, t.ctx),)
        options.append(Option(f"option{i + 1}", msg("opt-node", node=o), follow))
    if done and options:
        options.append(Option("done", msg("opt-done")))
    g.ask(t.ctx.seat, "choose", msg("prompt-choose"), options)


@op("repeat_up_to", reads_only=True)
def _repeat_up_to(g: Engine, t: Task) -> None:
    n: A.Repeat = t.node
    left: int = t.data
    if left <= 0 or not possible(g, n.body, t.ctx):
        return
    g.ask(
        t.ctx.seat,
        "repeat",
        msg("prompt-repeat", node=n.body, left=left),
        [
            Option("again", msg("opt-again", node=n.body), (run(n.body, t.ctx), Task("repeat_up_to", t.ctx, n, left - 1))),
            Option("stop", msg("opt-stop")),
        ],
    )


def spend(g: Engine, ctx: Ctx, comp_id: str, usable: list[str], used: list[str], log_key: str) -> None:
    """Use a one-use component (a helper, a city tile): it moves to the used pile, then its effect runs."""
    usable.remove(comp_id)
    used.append(comp_id)
    g.log(log_key, seat=ctx.seat, **{log_key.split("_", 1)[1]: comp_id})
    g.push(run(g.rules.by_id[comp_id].effect, ctx.with_(source=comp_id)))  # type: ignore[attr-defined]
