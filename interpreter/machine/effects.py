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
from ..language.checker import MAX_REPEAT
from ..language.either import Either, either
from ..language.visitor import dispatch
from ..language.vocabulary import KEPT
from .definition import GameDefinition, VerbCan, VerbRun
from .engine import Engine
from .evaluate import Counted, holds, literal, value
from .kinds import Control
from .players import group, seat_of
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
    return payable(g, n.cost, ctx) and possible(g, n.body, after_cost(g, n, ctx))


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


def possible_As(g: Engine[Any, Any], n: A.As, ctx: Ctx) -> bool:
    if n.scope == "role" and seat_of(g, ctx, n.role) is None:
        # named by a step before it that has not run yet (`swap_capo; as displaced: …`; the checker sees
        # that one does): whether anything can happen is that step's to say, so this one adds nothing
        return False
    return any(possible(g, n.body, c) for c in performers(g, n, ctx))


def possible_Once(g: Engine[Any, Any], n: A.Once, ctx: Ctx) -> bool:
    if is_charge(g.game, n) or once_id(g, n, ctx) in g.game.spent(g, ctx.owner):
        return False
    body = ability_of(g.game, n)
    return body is not None and possible(g, body, ctx)


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


def step_Once(game: GameDefinition[Any], n: A.Once) -> Step:
    """The body the first time the step is reached for its owner in a game (a one-shot charge, which
    the game spends at its own moment, stays and is never run; of an either, the options that are not
    charges: language/either.py)."""
    found = ability_of(game, n)
    if found is None:
        return _nothing
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


def step_When(game: GameDefinition[Any], n: A.When) -> Step:
    return _nothing


def _nothing(g: Engine[Any, Any], ctx: Ctx) -> None:
    """A one-shot charge, `when EVENT:` and `modify` stay with their component: nothing happens when it is merely run."""


# -------------------------------------------------------------- the language's ops
def _run(g: Engine[Any, Any], t: Task) -> None:
    step(g.game, t.node)(g, t.ctx)


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

# `run` only reads: a verb call it runs moves the version itself unless the verb only reads (step_Call)
RUN = Op("run", _run, reads_only=True)
CHOOSE = Op("choose", _choose, reads_only=True)
REPEAT = Op("repeat", _repeat, reads_only=True)
REPEAT_UP_TO = Op("repeat_up_to", _repeat_up_to, reads_only=True)
AS_CHOSEN = Op("as_chosen", _as_chosen, reads_only=True)

_here = sys.modules[__name__]
_STEP: dict[type, Callable[[GameDefinition[Any], Any], Step]] = dispatch(_here, A.EFFECTS, prefix="step_")  # type: ignore[arg-type]
_POSSIBLE: dict[type, Callable[[Engine[Any, Any], Any, Ctx], bool]] = dispatch(_here, A.EFFECTS, prefix="possible_")  # type: ignore[arg-type]
