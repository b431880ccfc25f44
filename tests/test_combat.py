"""Layer 3: backing a fight (interpreter/games/speakeasy/combat.py) — which ways are offered (D-51), what
the associate costs (D-21), and what a backing says and spends."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.games.speakeasy import combat
from interpreter.games.speakeasy.combat import Backing
from interpreter.machine.game import Game

from .conftest import GAME, quiet_game
from .test_variants import ok, variant

PAID, FREE = Backing(0, True, None, 6), Backing(0, True, "mobster_legs_diamond#0", 0)

# (backing, other, other comes first, "backing is no better than other"): at least as costly on
# every count — goons, fee, a one-shot charge spent — and not the very same costs (then the first stays)
NO_BETTER = [
    (Backing(2), Backing(1), False, True),                      # more goons
    (Backing(1), Backing(2), False, False),
    (Backing(1, True, None, 5), Backing(1), False, True),       # the same goons and a fee
    (Backing(0, True, None, 5), Backing(1), False, False),      # a fee against a goon: a real choice
    (FREE, PAID, False, False),                                 # a charge against a fee: a real choice
    (PAID, FREE, False, False),
    (FREE, Backing(0, True, None, 0), False, True),             # a charge against nothing: never worth it
    (Backing(0, True, None, 0), FREE, False, False),
    (Backing(1), Backing(1), True, True),                       # the same costs: the first stays
    (Backing(1), Backing(1), False, False),
]


@pytest.mark.parametrize(("b", "other", "first", "expected"), NO_BETTER)
def test_a_way_no_better_than_another_is_not_offered(b: Backing, other: Backing, first: bool, expected: bool) -> None:
    assert combat._no_better(b, other, first) is expected


@pytest.mark.parametrize(("b", "key", "helper"), [
    (Backing(2), "goons2", "none"),
    (Backing(1, True, None, 5), "goons1+associate", "paid"),
    (Backing(0, True, "mobster_legs_diamond#0", 0), "goons0+associate-free", "free"),
])
def test_what_a_backing_is_called(b: Backing, key: str, helper: str) -> None:
    label = b.label(7)
    assert b.key == key
    assert (label.key, label.args) == ("backing", {"total": 7, "goons": b.goons, "associate": helper, "fee": b.fee})


def test_ignoring_the_defense_spends_nothing() -> None:
    """The take-over helper's backing (000 P.24): no goon, no associate, no fee, no charge."""
    game = quiet_game()
    p = game.engine.state.players[0]
    p.goons, p.cash, p.associate = 2, 10, "mobster_waxey_gordon"
    supply = game.engine.state.supply_goons
    combat.commit(game.engine, 0, Backing())
    assert (p.goons, p.cash, p.spent_charges, game.engine.state.supply_goons) == (2, 10, [], supply)


def fee_zero(tmp_path: Path, fee: int) -> Game:  # type: ignore[type-arg]
    """Legs Diamond (+5, once: free_assist) at a fee of ``fee``, both crates whose back takes $2 off every fee."""
    rules = ok(variant(tmp_path, f"change:\n  mobster_legs_diamond.fee: {fee}\n"))
    game = Game.new(GAME, rules, 4, 1)
    game.dismiss()
    p = game.engine.state.players[0]
    p.associate, p.crates, p.goons, p.cash, p.safe = "mobster_legs_diamond", ["crate_goons", "crate_associate"], 0, 0, 0
    return game


@pytest.mark.parametrize("fee", [4, 3])
def test_the_fee_never_goes_below_nothing(tmp_path: Path, fee: int) -> None:
    """$4 − $2 − $2 is $0; $3 − $4 is $0 too, not a payment to the player (D-21c)."""
    game = fee_zero(tmp_path, fee)
    assert combat.associate_fee(game.engine, 0, "defend") == 0


def test_a_free_help_is_not_offered_when_the_help_costs_nothing(tmp_path: Path) -> None:
    """D-51: spending a one-shot charge to save $0 is never better, so only the $0 help is offered, and
    the charge is kept for a fight where the fee is not $0."""
    game = fee_zero(tmp_path, 4)
    ways = combat.backings(game.engine, 0, 3, 8, strict=False, associate=True, event="defend")
    assert [(b.key, b.fee, total) for b, total in ways] == [("goons0+associate", 0, 8)]


def test_the_free_help_is_offered_beside_the_paid_one_while_the_fee_is_not_nothing(tmp_path: Path) -> None:
    game = fee_zero(tmp_path, 5)
    game.engine.state.players[0].cash = 1
    ways = combat.backings(game.engine, 0, 3, 8, strict=False, associate=True, event="defend")
    assert [(b.key, b.fee, b.charge) for b, _ in ways] == [
        ("goons0+associate-free", 0, "mobster_legs_diamond#0"), ("goons0+associate", 1, None)]


def test_strength_alone_needs_no_help_even_at_no_fee(tmp_path: Path) -> None:
    """A defense already equal to the war strength: the only way is no goon and no associate (D-51, P.9)."""
    game = fee_zero(tmp_path, 4)
    ways = combat.backings(game.engine, 0, 8, 8, strict=False, associate=True, event="defend")
    assert [(b.key, total) for b, total in ways] == [("goons0", 8)]


def test_an_attack_must_exceed_the_defense_and_reserves_the_building_cost(tmp_path: Path) -> None:
    """Take-overs (strict): 3 + 5 = 8 does not beat 8; the fee must be payable on top of the cost."""
    game = fee_zero(tmp_path, 6)  # $6 − $4: a $2 fee
    p = game.engine.state.players[0]
    p.goons, p.cash = 1, 5
    g = game.engine
    assert [b.key for b, _ in combat.backings(g, 0, 3, 8, strict=True, associate=True, event="takeover", reserved=3)] == [
        "goons1+associate-free", "goons1+associate"]
    assert [b.key for b, _ in combat.backings(g, 0, 3, 8, strict=True, associate=True, event="takeover", reserved=4)] == [
        "goons1+associate-free"]
    assert combat.backings(g, 0, 3, 8, strict=True, associate=False, event="takeover") == []


def test_an_associate_at_no_fee_replaces_goons(tmp_path: Path) -> None:
    """Goons go back to the supply; a $0 associate costs nothing: two goons are never worth it then (D-51)."""
    game = fee_zero(tmp_path, 4)
    game.engine.state.players[0].goons = 2
    ways = combat.backings(game.engine, 0, 3, 5, strict=False, associate=True, event="defend")
    assert [b.key for b, _ in ways] == ["goons0+associate"]
