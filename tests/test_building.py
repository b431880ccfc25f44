"""Layer 3: putting buildings on the map (interpreter/games/speakeasy/verbs_build.py) — what the log says,
and the upgrade discount's floor."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.games.speakeasy import verbs_build
from interpreter.games.speakeasy.state import MOB, Building
from interpreter.machine.game import Game

from .conftest import GAME, perform, quiet_game
from .test_variants import ok, variant


def emptied(game: Game) -> Game:  # type: ignore[type-arg]
    for d in game.engine.state.districts.values():
        d.spaces = [None] * len(d.spaces)
    return game


def test_building_taking_over_and_upgrading_are_logged() -> None:
    game = emptied(quiet_game())
    s = game.engine.state
    p = s.players[0]
    p.cash, p.safe, p.goons, p.levels["strength"] = 60, 0, 0, 5
    s.districts[4].spaces = [Building(MOB, "mob_speakeasy"), None]
    s.districts[4].mob_strength = 1
    perform(game, 0, "build speakeasy", "build:slot0", "space:2:0")
    assert ("build", {"seat": 0, "district": 2, "kind": "speakeasy"}) in game.log
    perform(game, 0, "take_over speakeasy", "take_over:slot1")
    assert ("take_over", {"seat": 0, "district": 4, "kind": "speakeasy"}) in game.log
    perform(game, 0, "upgrade nightclub", "upgrade:nightclub:2:0")
    assert ("upgrade", {"seat": 0, "district": 2, "kind": "nightclub"}) in game.log


def test_an_upgrade_discount_larger_than_the_cost_makes_it_free_not_paid(tmp_path: Path) -> None:
    """The costs and discounts are data: a $2 nightclub after the left group's $3 discount costs $0."""
    rules = ok(variant(tmp_path, "change:\n  board.big_buildings.nightclub.cost: 2\n"))
    game = emptied(Game.new(GAME, rules, 4, 1))
    s = game.engine.state
    p = s.players[0]
    for i, d in enumerate((1, 2, 3)):  # the three speakeasies of the left group: its $3 discount
        s.districts[d].spaces[0] = Building(0, "speakeasy", slot=i)
        p.slots_free[i] = False
    p.cash, p.safe = 0, 0
    assert verbs_build.discount(game.engine, 0) == 3
    assert {cost for *_, cost in verbs_build._upgrades(game.engine, 0, ("nightclub",))} == {0}


def test_a_slot_with_no_opening_bonus_says_only_its_cost(tmp_path: Path) -> None:
    """The bonus under a slot is data and may be left out: the option then names the kind and the cost."""
    rules = ok(variant(tmp_path, "change:\n  board.building_groups.building_group_left.slots.1.bonus: null\n"))
    game = emptied(Game.new(GAME, rules, 4, 1))
    game.dismiss()
    p = game.engine.state.players[0]
    p.cash, p.safe = 3, 0
    perform(game, 0, "build speakeasy")
    label = game.legal_options()[0].label
    assert (label.key, label.args) == ("opt-build-plain", {"kind": "speakeasy", "cost": 3})
    game.apply("build:slot0")
    assert game.decision is not None and game.decision.kind == "build_space"


@pytest.mark.parametrize(("effect", "first"), [
    ("may build speakeasy", "build:slot1"),
    ("may upgrade nightclub", "upgrade:nightclub:2:0"),
    ("may take_over speakeasy", "take_over:slot1"),
])
def test_a_may_over_opening_a_building_is_one_question(effect: str, first: str) -> None:
    """Building, upgrading and taking over each ask which building at once, so a `may` over one is
    that question with "no" among its answers, not yes/no first (one question per real choice)."""
    game = emptied(quiet_game())
    game.dismiss()
    s = game.engine.state
    p = s.players[0]
    p.cash, p.safe, p.goons, p.levels["strength"] = 60, 0, 0, 5
    s.districts[2].spaces[0] = Building(0, "speakeasy", slot=0)
    p.slots_free[0] = False
    s.districts[4].spaces = [Building(MOB, "mob_speakeasy"), None]
    s.districts[4].mob_strength = 1
    perform(game, 0, effect)
    ids = [o.id for o in game.legal_options()]
    assert first in ids and ids[-1] == "no"
