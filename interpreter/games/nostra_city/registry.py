"""What every module of Nostra City's engine shares: its registries of verbs and ops, its kinds of
decision and the type of its engine.

Verbs and ops register here when their modules are imported (`@VERBS.verb`, `@OPS.op`); ``game.py``
imports every module, then hands these registries to the core.
"""

from __future__ import annotations

from typing import Any

from ...machine import engine as _engine
from ...machine.definition import Ops, Verbs
from ...machine.kinds import Kind
from ...machine.ops import SHARED_OPS
from ...machine.values import Ctx
from .rules import NostraRules
from .state import GameState

Engine = _engine.Engine[GameState, NostraRules]


class Ask(Kind):
    """Nostra City's kinds of decision (bots, scenarios' `play_until` and the tests name them)."""

    deal = "deal"  # Business: a turf and what to declare, or pass
    wiseguy = "wiseguy"  # which wiseguy acts (taps)
    share = "share"  # the dealer gives an owed player one more card, or stops
    start_card = "start_card"  # the dealer gives the Start Player card instead of vendetta draws
    bid = "bid"  # Meeting: a street space to bid on, or pass
    bid_money = "bid_money"  # one more money card on the bid, or done
    keep = "keep"  # a lone winner keeps one card of the bid
    consigliere = "consigliere"  # the Underboss names the Consigliere
    primo_capo = "primo_capo"  # and the Primo Capo
    loser_draw = "loser_draw"  # a bidder who gained nothing may draw a vendetta card
    bribe = "bribe"  # Influence: a money card face down on the bribe pile, or pass
    hand_limit = "hand_limit"  # Social: a money card to discard down to the limit
    vendetta = "vendetta"  # Final Trial: a payback to play, or done
    lose_card = "lose_card"  # which of your own wiseguys or turfs a payback takes


VERBS: Verbs[Ctx] = Verbs()
OPS = Ops(*SHARED_OPS)


def context(seat: int, **bindings: Any) -> Ctx:
    """The context a player's effect starts with (the game definition's ``context``): the core's own."""
    return Ctx(seat, **bindings)
