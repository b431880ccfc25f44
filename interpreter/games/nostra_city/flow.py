"""The flow of a game of Nostra City (003 §flow): six months of four phases, the First Trial after the
third month's Social phase, the Final Trial instead of the sixth month's.

Each phase begins with the holder of the Start Player card when it begins and goes clockwise; on their
turn a player takes every action they want of that phase, then play passes (ND-09). The phases are in
business.py, meeting.py, influence.py, social.py (with both trials' reveal) and final.py.
"""

from __future__ import annotations

from ...machine.values import Task
from .business import business
from .final import final_trial
from .influence import influence
from .meeting import meeting
from .registry import OPS, Engine, context
from .social import first_trial, social


@OPS.op(reads_only=True)
def game(g: Engine, t: Task) -> None:
    """The whole game, from the table after setup."""
    g.push(Task(month, context(-1), None, 1))


@OPS.op()
def month(g: Engine, t: Task) -> None:
    s, rules = g.state, g.rules.game
    m: int = t.data
    s.month = m
    s.declared = []
    g.log("month", month=m, start=s.start_player)
    ctx = context(-1)
    phases = [Task(business, ctx), Task(meeting, ctx), Task(influence, ctx)]
    if m < rules.months:
        phases.append(Task(social, ctx, None, m))
        if m == rules.first_trial_after:
            phases.append(Task(first_trial, ctx))
        phases.append(Task(month, ctx, None, m + 1))
    else:
        phases.append(Task(final_trial, ctx))
    g.push(*phases)
