"""Bots: functions from a player's view and a decision to one of its options.

``random`` picks uniformly and plays every game; a game adds bots that know its rules (Speakeasy's
greedy bot: interpreter/games/speakeasy/bots.py). A bot draws from its own seeded RNG, so a
seat's play is reproducible, and sees only its seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..machine.game import View
from ..machine.values import Decision, Option

Bot = Callable[[View, Decision], Option]


def random_bot(seed: int) -> Bot:
    rng = random.Random(seed)

    def choose(view: View, decision: Decision) -> Option:
        return rng.choice(decision.options)

    return choose
