"""The core of running effects: a node as a step function, whether a step could do anything now, a call's
bound arguments, and the op that runs an effect. The steps of each construct are written beside it
(``effects``, ``once``) and gathered into ``STEP`` and ``POSSIBLE`` by ``interpreter/machine/effects.py``, which
checks that every effect construct has both; everything here only looks them up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..language import ast as A
from ..language.bind import bind
from ..language.vocabulary import KEPT
from .definition import GameDefinition, VerbCan, VerbRun
from .engine import Engine
from .evaluate import Counted, literal
from .values import Ctx, Op, Task

Step = Callable[[Engine[Any, Any], Ctx], None]

# the step and the feasibility rule of each effect construct (filled by interpreter/machine/effects.py)
STEP: dict[type, Callable[[GameDefinition[Any], Any], Step]] = {}
POSSIBLE: dict[type, Callable[[Engine[Any, Any], Any, Ctx], bool]] = {}


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
    made = STEP[type(node)](game, node)
    game.steps[id(node)] = (node, made)
    return made


_AMOUNTS = frozenset({"amount", "money", "amount_or_money"})  # parameter types that are never below zero

def bound_call(game: GameDefinition[Any], n: A.Call) -> tuple[VerbRun | None, VerbCan | None, dict[str, Any]]:
    """A call's verb functions (no runner for `modify` or `set`, which only stay) and its arguments bound to
    the verb's parameters, looked up once per game and call; a literal amount ("2", "$5") is bound as
    its number, which `value` returns as it is."""
    hit = game.calls.get(id(n))
    if hit is not None and hit[0] is n:
        return hit[1]  # type: ignore[no-any-return]
    args = {k: literal(v) for k, v in bind(n, game.vocabulary).items()}
    verb = game.vocabulary.verbs.get(n.verb)
    if verb is not None:  # an amount worked out in play is checked for its sign when it is (evaluate.Counted)
        amounts = {p.name for p in verb.params if p.type in _AMOUNTS} | {k for k, t in verb.kwargs.items() if t in _AMOUNTS}
        for k in amounts & args.keys():
            if type(args[k]) is not int and isinstance(args[k], A.Node):
                args[k] = Counted(args[k], n.verb)
    made = (None if n.verb in KEPT else game.verbs.run[n.verb]), game.verbs.can.get(n.verb), args
    game.calls[id(n)] = (n, made)
    return made


def possible(g: Engine[Any, Any], node: Any, ctx: Ctx) -> bool:
    """Could this step do something now? Cached until the next task that may change the state."""
    memo = g.fresh_memo()
    key = (id(node), ctx.key)
    known = memo.get(key)
    if known is None:
        # "not possible" while it is worked out: a step possible only through itself is not. A verb's own test
        # may read rules text (a swap into a location asks whether its first row can be done), and a variant
        # can make that text hold the same swap: without this it asked itself without end (issue 23's fuzzer)
        memo[key] = False
        known = memo[key] = bool(POSSIBLE[type(node)](g, node, ctx))
    return known




def payable(g: Engine[Any, Any], n: A.Call, ctx: Ctx) -> bool:
    """Could this cost be paid in full now? A cost before `->` is paid whole or its effect is not offered
    (000: an action is done only when its cost is paid); the same verb anywhere else takes what the
    performer has, up to the amount, and its ``can`` says only whether there is anything (D-210)."""
    act, can, args = bound_call(g.game, n)
    full = g.game.verbs.in_full.get(n.verb, can)
    if act is None:
        return False
    if full is None:
        return True
    memo = g.fresh_memo()
    key = ("in_full", id(n), ctx.key)
    known = memo.get(key)
    if known is None:
        known = memo[key] = bool(full(g, ctx, args))
    return known


def after_cost(g: Engine[Any, Any], n: A.Paid, ctx: Ctx) -> Ctx:
    """The context in which a cost's effect is judged before the cost is paid: what the cost takes held
    back (the game's ``after_cost``), so that a compulsory cost is never paid for an effect that its own
    payment makes impossible (the Restaurant's discard, 000 P.19: docs/rules-decisions.md D-24)."""
    hook = g.game.after_cost
    return ctx if hook is None else hook(g, n.cost, ctx)


def nothing(g: Engine[Any, Any], ctx: Ctx) -> None:
    """A one-shot charge, `when EVENT:` and `modify` stay with their component: nothing happens when it is merely run."""


def _run(g: Engine[Any, Any], t: Task) -> None:
    step(g.game, t.node)(g, t.ctx)


# `run` only reads: a verb call it runs moves the version itself unless the verb only reads (step_Call)
RUN = Op("run", _run, reads_only=True)
