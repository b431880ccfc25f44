"""What every module of Speakeasy's engine shares: its registries of verbs and ops, its kinds of
decision, its context and the type of its engine.

Verbs and ops register here when their modules are imported (`@VERBS.verb`, `@OPS.op`); the game
definition (``__init__.py``) imports every module, then hands these registries to the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from ...language import ast as A
from ...machine import engine as _engine
from ...machine.definition import Ops, Verbs
from ...machine.effects import bound_call
from ...machine.evaluate import value
from ...machine.kinds import Kind
from ...machine.ops import SHARED_OPS
from ...machine.values import SAME, Task
from ...machine.values import Ctx as _Ctx
from .rules import SpeakeasyRules
from .state import GameState

Engine = _engine.Engine[GameState, SpeakeasyRules]


class Ask(Kind):
    """Speakeasy's kinds of decision (bots, scenarios' `play_until` and the tests name them)."""

    helper = "helper"
    place_capo = "place_capo"
    draw = "draw"
    return_tile = "return_tile"
    return_where = "return_where"
    take_card = "take_card"
    take_helper = "take_helper"
    take_tile = "take_tile"
    raise_ = "raise"
    discard = "discard"
    build = "build"
    build_space = "build_space"
    upgrade = "upgrade"
    take_over = "take_over"
    take_over_target = "take_over_target"
    take_over_backing = "take_over_backing"
    play_card = "play_card"
    copy_helper = "copy_helper"
    use_tile = "use_tile"
    cook = "cook"
    protect = "protect"
    sell = "sell"
    turn_order = "turn_order"
    ally = "ally"
    swap_capo = "swap_capo"
    truck_order = "truck_order"
    truck_enter = "truck_enter"
    truck = "truck"
    buy_barrel = "buy_barrel"
    place_family = "place_family"
    dock_reward = "dock_reward"
    dock_shuffle = "dock_shuffle"
    dock_leave = "dock_leave"
    attack_ship = "attack_ship"
    stow_barrel = "stow_barrel"
    defend = "defend"
    give_card = "give_card"
    give_piece = "give_piece"
    look_keep = "look_keep"
    look_order = "look_order"


@dataclass(slots=True, init=False)
class Ctx(_Ctx):
    """Speakeasy's context: the core's (seat, source, event, owner, chain, roles) and what Speakeasy's
    effects are evaluated with.

    ``extra_range``: truck range granted by where the effect started (the Garage's persons, a Fleet
    card); ``here``: the borough of an objective being checked (a filter's `borough=here`);
    ``attacked``: the dock area of the ship under attack (`dock=attacked`); ``golden``: False for a
    component that ignores the golden rule (its selectors see buildings that do not operate);
    ``held``: business cards from hand that a cost before this step will discard (`discard 1 card ->
    move_turn_order` is offered only if a space can be paid for with the cards left, 000 P.19)."""

    extra_range: int
    here: str | None
    attacked: str | None
    golden: bool
    held: int

    def __init__(self, seat: int, source: str | None = None, extra_range: int = 0, here: str | None = None,
                 attacked: str | None = None, golden: bool = True, event: str | None = None,
                 owner: int | None = None, chain: int = 0, roles: tuple[tuple[str, int], ...] = (),
                 held: int = 0) -> None:
        self.seat, self.source, self.event = seat, source, event
        self.owner = seat if owner is None else owner
        self.chain, self.roles = chain, roles
        self.extra_range, self.here, self.attacked, self.golden, self.held = extra_range, here, attacked, golden, held
        self.key = (seat, source, event, self.owner, chain, roles, extra_range, here, attacked, golden, held)

    def with_(self, *, seat: Any = SAME, source: Any = SAME, event: Any = SAME, owner: Any = SAME,
              chain: Any = SAME, roles: Any = SAME, extra_range: Any = SAME, here: Any = SAME,
              attacked: Any = SAME, golden: Any = SAME, held: Any = SAME) -> Ctx:
        return Ctx(self.seat if seat is SAME else seat, self.source if source is SAME else source,
                   self.extra_range if extra_range is SAME else extra_range, self.here if here is SAME else here,
                   self.attacked if attacked is SAME else attacked, self.golden if golden is SAME else golden,
                   self.event if event is SAME else event, self.owner if owner is SAME else owner,
                   self.chain if chain is SAME else chain, self.roles if roles is SAME else roles,
                   self.held if held is SAME else held)

    def as_player(self, seat: int) -> Ctx:
        """Another player performs a step: a truck range granted to the acting player, and the cards a cost
        of theirs holds back, are not theirs."""
        return self.with_(seat=seat, extra_range=0, held=0)

    def hand(self, hand: list[str]) -> int:
        """How many cards of this hand a step may use: those a cost before it will not discard."""
        return len(hand) - self.held


VERBS: Verbs[Ctx] = Verbs()
OPS = Ops(*SHARED_OPS)


def ctx_of(t: Task) -> Ctx:
    """A task's context, as the Speakeasy context it always is (the core types it as its base)."""
    return cast(Ctx, t.ctx)


def context(seat: int, **bindings: Any) -> Ctx:
    """The context a player's effect starts with (the game definition's ``context``)."""
    return Ctx(seat, **bindings)


def after_cost(g: Engine, cost: Any, ctx: Ctx) -> Ctx:
    """What a cost holds back while the effect after it is judged (the game definition's ``after_cost``):
    the cards a `discard N card` will take from the hand. Money is not held back: no cost of the rules
    pays money before an effect that pays too."""
    if isinstance(cost, A.Call) and cost.verb == "discard":
        _, _, args = bound_call(g.game, cost)
        return ctx.with_(held=ctx.held + max(0, value(g, args["amount"], ctx)))
    return ctx
