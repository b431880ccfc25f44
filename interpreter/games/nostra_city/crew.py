"""Which wiseguy acts: the one question every acting phase asks (003 §detail: each action taps one).

Wiseguys whose abilities are the same are one choice (the first of them in the player's row acts), so
a player is asked only where the answer can matter — now or later in the month.
"""

from __future__ import annotations

from collections.abc import Callable

from ...language.unparse import unparse
from ...machine.values import Ctx, Option, Task, msg
from .registry import Ask, Engine
from .table import untapped


def distinct_wiseguys(g: Engine, seat: int) -> list[str]:
    """The untapped wiseguys of a player, one per distinct ability, in the player's order."""
    seen: dict[str, str] = {}
    for w in untapped(g.state.players[seat]):
        ability = g.rules.card(w).ability
        seen.setdefault(unparse(ability) if ability is not None else "", w)
    return list(seen.values())


def choose_wiseguy(g: Engine, ctx: Ctx, prompt: str, then: Callable[[str], tuple[Task, ...]]) -> None:
    """Ask ``ctx.seat`` which wiseguy acts (no question when one would do), then run ``then(wiseguy)``."""
    options = [Option(f"wiseguy:{w}", msg("nc-opt-wiseguy", wiseguy=w), then(w)) for w in distinct_wiseguys(g, ctx.seat)]
    g.ask(ctx.seat, Ask.wiseguy, msg(prompt), options)
