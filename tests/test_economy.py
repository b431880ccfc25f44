"""Layer 3: money, levels and infamy (interpreter/games/speakeasy/economy.py) at their boundaries."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.games.speakeasy import economy as E
from interpreter.machine.game import Game

from .conftest import GAME, perform, quiet_game
from .test_variants import errors, ok, only_error, variant


@pytest.mark.parametrize(("cash", "safe", "amount", "can"), [
    (0, 0, 0, True),    # nothing to pay
    (0, 0, 1, False),
    (1, 0, 1, True),
    (0, 1, 1, False),   # $1 in the safe pays nothing at 2:1
    (0, 2, 1, True),
    (3, 3, 5, False),
    (3, 4, 5, True),
])
def test_can_pay_counts_the_safe_at_two_to_one(cash: int, safe: int, amount: int, can: bool) -> None:
    game = quiet_game()
    p = game.engine.state.players[0]
    p.cash, p.safe = cash, safe
    assert E.can_pay(game.engine, p, amount) is can


def test_paying_more_than_one_has_is_a_bug_not_a_debt() -> None:
    game = quiet_game()
    p = game.engine.state.players[0]
    p.cash, p.safe = 2, 3
    with pytest.raises(AssertionError, match="without can_pay"):
        E.pay(game.engine, p, 4, "goon")


@pytest.mark.parametrize(("variants", "crates", "rate"), [
    ((), (), 2),
    (("safe-one-to-one",), (), 1),
    (("house-cards",), ("crate_clean_money",), 1),
    (("safe-one-to-one", "house-cards"), ("crate_clean_money",), 1),  # 1 − 1: never below 1:1
])
def test_the_safe_rate_is_data_and_never_below_one_to_one(variants: tuple[str, ...], crates: tuple[str, ...],
                                                         rate: int) -> None:
    game = Game.new(GAME, ok(*variants), 4, 1)
    p = game.engine.state.players[0]
    p.crates, p.cash, p.safe = list(crates), 0, 3
    assert E.safe_rate(game.engine, 0) == rate
    assert E.can_pay(game.engine, p, 3) is (rate == 1)


@pytest.mark.parametrize(("fleet", "trucks"), [(1, 1), (2, 1), (3, 2), (5, 2)])
def test_trucks_follow_the_fleet_level(fleet: int, trucks: int) -> None:
    game = quiet_game()
    p = game.engine.state.players[0]
    p.trucks, p.truck_barrels = [None], [0]
    was = p.infamy  # the change is said from what infamy was (the narration, D-242)
    p.levels["fleet"] = fleet
    E.after_level_change(game.engine, 0, was)
    assert (len(p.trucks), len(p.truck_barrels)) == (trucks, trucks)


def test_an_infamy_reward_is_paid_on_reaching_its_space_and_only_once() -> None:
    """000 P.12: the reward at 11 (a business card) is taken when the marker reaches 11, not after."""
    game = quiet_game()
    p = game.engine.state.players[0]
    p.levels.update({"vip": 2, "party": 2, "still": 2, "fleet": 1, "strength": 2})  # infamy 9
    p.infamy_claimed = [8]
    perform(game, 0, "raise vip")
    assert p.infamy == 10 and p.infamy_claimed == [8] and game.decision is None
    perform(game, 0, "raise party")
    assert p.infamy == 11 and p.infamy_claimed == [8, 11]
    key, args = game.log[-1]  # the reward is named (its effect: the narration, D-241)
    assert (key, args["seat"], args["at"]) == ("infamy_reward", 0, 11) and args["node"].verb == "take"
    assert game.decision is not None and game.decision.kind == "take_card"
    game.apply(game.legal_options()[0].id)
    hand = len(p.hand)
    perform(game, 0, "raise still")
    assert p.infamy == 12 and p.infamy_claimed == [8, 11] and len(p.hand) == hand


def test_every_infamy_has_a_price_because_the_rules_check_says_so(tmp_path: Path) -> None:
    """A house rule whose first price space is above the starting infamy is refused by `check`, so a barrel
    always has a price (economy.barrel_price never falls through)."""
    report = errors(variant(tmp_path, "change:\n  board.infamy.prices.5.at: 6\n"))
    assert "no barrel price at the starting infamy 5" in only_error(report)


@pytest.mark.parametrize(("vip", "speakeasy", "high"), [(1, 6, 9), (2, 6, 9), (3, 8, 11), (4, 8, 11)])
def test_the_price_is_the_highest_space_reached(vip: int, speakeasy: int, high: int) -> None:
    """000 P.13: the highest barrel space the infamy marker is on or has passed (infamy 5 + vip − 1)."""
    game = quiet_game()
    game.engine.state.players[0].levels["vip"] = vip
    assert (E.barrel_price(game.engine, 0, "speakeasy"), E.barrel_price(game.engine, 0, "casino")) == (speakeasy, high)
