"""The effect language's own ops, in every game's registry (``definition.Ops(*SHARED_OPS)``): running
an effect, its questions (choose, repeat up to, which player), and its triggers."""

from __future__ import annotations

from .effects import AS_CHOSEN, CHOOSE, REPEAT, REPEAT_UP_TO, RUN
from .triggers import FIRE, ORDER

SHARED_OPS = (RUN, CHOOSE, REPEAT, REPEAT_UP_TO, AS_CHOSEN, FIRE, ORDER)
