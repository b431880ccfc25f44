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
from .evaluate import holds, value
from .machine import Ctx, Engine, Option, Task, op
from .msg import Msg, msg

VerbRun = Callable[[Engine, Ctx, dict[str, Any]], None]
VerbCan = Callable[[Engine, Ctx, dict[str, Any]], bool]
VERB_RUN: dict[str, VerbRun] = {}
VERB_CAN: dict[str, VerbCan] = {}
PASSIVE = {"modify"}  # persistent verbs: reading them is the passives module's job


def verb(name: str, can: VerbCan | None = None) -> Callable[[VerbRun], VerbRun]:
    def register(fn: VerbRun) -> VerbRun:
        VERB_RUN[name] = fn
        if can is not None:
            VERB_CAN[name] = can
        return fn

    return register


def run(node: Any, ctx: Ctx) -> Task:
    return Task("run", ctx, node)


def possible(g: Engine, node: Any, ctx: Ctx) -> bool:
    """Could this step do something now? Cached until the next task that may change the state."""
    key = (id(node), ctx.seat, ctx.range, ctx.here, ctx.golden, ctx.event)
    return bool(g.cached(key, lambda: _possible(g, node, ctx)))


def _possible(g: Engine, node: Any, ctx: Ctx) -> bool:
    """Could this step do something now? Conservative for compound steps."""
    if isinstance(node, A.Call):
        if node.verb in PASSIVE:
            return False
        can = VERB_CAN.get(node.verb)
        return True if can is None else can(g, ctx, bind(node))
    if isinstance(node, A.Seq):
        return any(possible(g, s, ctx) for s in node.steps)
    if isinstance(node, A.May):
        return possible(g, node.body, ctx)
    if isinstance(node, A.Choose):
        return sum(1 for o in node.options if possible(g, o, ctx)) >= 1
    if isinstance(node, A.Repeat):
        return possible(g, node.body, ctx)
    if isinstance(node, A.If):
        return holds(g, node.cond, ctx) and possible(g, node.body, ctx)
    if isinstance(node, A.Paid):
        return possible(g, node.cost, ctx) and possible(g, node.body, ctx)
    if isinstance(node, A.As):
        return True
    return False  # Once / When are passive


@op("run")
def _run(g: Engine, t: Task) -> None:
    n, ctx = t.node, t.ctx
    if isinstance(n, A.Call):
        if n.verb in PASSIVE:
            return
        args = bind(n)
        can = VERB_CAN.get(n.verb)
        if can is not None and not can(g, ctx, args):  # a compulsory step that cannot be done does nothing
            return
        VERB_RUN[n.verb](g, ctx, args)
    elif isinstance(n, A.Seq):
        g.push(*(run(s, ctx) for s in n.steps))
    elif isinstance(n, A.May):
        if possible(g, n.body, ctx):
            prompt, options = _may_options(g, n, ctx)
            g.ask(ctx.seat, "may", prompt, options)
    elif isinstance(n, A.Choose):
        g.push(Task("choose", ctx, n, ()))
    elif isinstance(n, A.Repeat):
        times = value(g, n.times, ctx)
        if n.up_to:
            g.push(Task("repeat_up_to", ctx, n, times))
        else:
            g.push(*(run(n.body, ctx) for _ in range(max(times, 0))))
    elif isinstance(n, A.If):
        if holds(g, n.cond, ctx):
            g.push(run(n.body, ctx))
    elif isinstance(n, A.Paid):
        if possible(g, n.cost, ctx) and possible(g, n.body, ctx):
            g.push(run(n.cost, ctx), run(n.body, ctx))
    elif isinstance(n, A.As):
        seat = g.state.turn_vars.get(n.role)
        if seat is not None:
            g.push(run(n.body, ctx.with_(seat=seat, range=0)))
    # Once / When: persistent; nothing happens when the component is merely run


def _may_options(g: Engine, n: A.May, ctx: Ctx) -> tuple[Msg, list[Option]]:
    """The yes/no of a `may` step: the same values every time, so built once per step and context."""
    key = ("may", id(n), ctx.seat, ctx.source, ctx.range, ctx.here, ctx.attacked, ctx.golden, ctx.event)
    made = g.rules.cache.get(key)
    if made is None or made[0] is not n:
        options = [Option("yes", msg("opt-yes", node=n.body), (run(n.body, ctx),)), Option("no", msg("opt-no"))]
        made = g.rules.cache[key] = (n, msg("prompt-may", node=n.body), options)
    return made[1], made[2]


@op("choose")
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


@op("repeat_up_to")
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
