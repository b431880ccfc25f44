"""Hints (`speakeasy play --hints`, and the game `speakeasy learn` offers after its lesson): before each of a
person's decisions, what the game's first bot (Speakeasy's greedy bot) would choose, and why in a few words.

The choice is the bot's own — the bot is asked, on the person's view only (so a hint knows nothing the person
does not) — and the why is the game's ``hint_reason``: the factor of that bot's score the option won on. The
bot asked is a copy with its own seed, so hints never change how the opponents play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..machine.values import Decision, Msg
from .package import GamePackage
from .simulate import make_bot

__all__ = ["Hint", "hinter"]


@dataclass(frozen=True, slots=True)
class Hint:
    bot: str  # the bot's name
    number: int  # the option's number, as the person types it (1-based)
    why: Msg | None  # the game's words for why, or None


def hinter(game_def: GamePackage[Any], seed: int) -> Callable[[Any, Decision], Hint] | None:
    """A hint for a view and its decision, from the game's first bot; None for a game without a bot of its own."""
    name = next(iter(game_def.bots), None)
    if name is None:
        return None
    bot = make_bot(game_def, name, seed)
    reason = game_def.hint_reason

    def hint(view: Any, decision: Decision) -> Hint:
        chosen = bot(view, decision)
        number = next(i for i, o in enumerate(decision.options, 1) if o.id == chosen.id)
        why = reason(view, decision, chosen) if reason is not None else None
        return Hint(name, number, why if isinstance(why, Msg) else None)

    return hint
