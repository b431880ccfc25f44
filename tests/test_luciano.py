"""Layer 3: the Lucky Luciano phase (interpreter/games/speakeasy/luciano.py, control.py) — what the log
tells the players, the mob war's edges, area control by rank, borough majorities."""

from __future__ import annotations

from pathlib import Path

from interpreter.games.speakeasy import control
from interpreter.games.speakeasy.state import MOB, Building
from interpreter.machine.game import Game

from .conftest import GAME, option_ids, quiet_game, run_task
from .test_variants import errors, ok, only_error, variant


def cleared(players: int = 4) -> Game:  # type: ignore[type-arg]
    game = quiet_game(players, 1)
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.mob_tile = d.police_tile = False
        d.police = 0
    s.top_row = list(range(players))
    return game


def kinds(spaces: list[Building | None]) -> list[tuple[int, str] | None]:
    return [None if b is None else (b.owner, b.kind) for b in spaces]


def test_the_log_of_a_war_a_fall_and_a_defense() -> None:
    game = cleared()
    s = game.engine.state
    s.districts[14].spaces = [Building(0, "speakeasy"), Building(1, "speakeasy"), None]
    s.players[0].levels["strength"], s.players[0].goons = 5, 2
    s.players[1].levels["strength"], s.players[1].goons = 1, 0
    s.mob_piles["B"] = ["mobster_birdie_brown"]  # war strength 7
    run_task(game, "war", -1, (14, "B"))
    assert option_ids(game) == ["defend:goons2", "lose"]
    game.apply("defend:goons2")
    assert game.log[-6:] == [  # a mob speakeasy on the empty space, later one where the building fell
        ("mobster_arrives", {"district": 14, "mobster": "mobster_birdie_brown", "war": 7}),
        ("mob_opens", {"district": 14, "amount": 1}),
        ("goons_back", {"seat": 0, "amount": 2}),
        ("defended", {"seat": 0, "district": 14, "kind": "speakeasy"}),
        ("lost", {"seat": 1, "district": 14, "kind": "speakeasy"}),
        ("mob_opens", {"district": 14, "amount": 1}),
    ]
    assert kinds(s.districts[14].spaces) == [(0, "speakeasy"), (MOB, "mob_speakeasy"), (MOB, "mob_speakeasy")]
    assert "war_placed" not in s.turn_vars  # the war's own count does not outlive it


def test_a_mobster_with_no_room_leaves_and_says_so() -> None:
    """000 P.9: every space full and every building held: no mob speakeasy is placed and the mobster goes."""
    game = cleared()
    s = game.engine.state
    s.districts[5].spaces = [Building(0, "speakeasy"), Building(0, "still")]
    s.players[0].levels["strength"] = 5
    s.mob_piles["A"] = ["mobster_waxey_gordon"]  # war strength 5: strength alone holds
    run_task(game, "war", -1, (5, "A"))
    assert game.decision is None
    assert s.districts[5].mobster is None
    assert game.log[-1] == ("mobster_leaves", {"district": 5, "mobster": "mobster_waxey_gordon"})


def test_a_mobster_that_placed_a_speakeasy_stays() -> None:
    game = cleared()
    s = game.engine.state
    s.districts[5].spaces = [Building(0, "speakeasy"), None]
    s.players[0].levels["strength"] = 5
    s.mob_piles["A"] = ["mobster_waxey_gordon"]
    run_task(game, "war", -1, (5, "A"))
    assert s.districts[5].mobster == "mobster_waxey_gordon"


def test_with_the_mob_supply_empty_a_fallen_building_leaves_its_space_empty() -> None:
    """No mob speakeasy is left to place: the empty space stays empty, the buildings are still attacked,
    a building that falls leaves the game and its space empty — and the mobster, who placed nothing, goes."""
    game = cleared()
    s = game.engine.state
    s.supply_mob = 0
    s.districts[5].spaces = [Building(0, "speakeasy"), None]
    s.mob_piles["A"] = ["mobster_waxey_gordon"]
    run_task(game, "war", -1, (5, "A"))
    assert game.decision is None
    assert s.districts[5].spaces == [None, None]
    assert s.players[0].removed["speakeasy"] == 1
    assert s.districts[5].mobster is None


def test_with_the_rebuild_variant_only_a_still_goes_back_to_the_board(tmp_path: Path) -> None:
    """000 P.21 (D-19): the variant returns a lost still to its slot; a lost speakeasy leaves the game."""
    game = Game.new(GAME, ok("rebuild-still"), 4, 1)
    game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    p = s.players[0]
    p.slots_free[0] = p.slots_free[5] = False  # the first speakeasy slot and the still's
    s.districts[5].spaces = [Building(0, "speakeasy", slot=0), Building(0, "still", slot=5)]
    s.mob_piles["A"] = ["mobster_waxey_gordon"]
    run_task(game, "war", -1, (5, "A"))
    assert (p.slots_free[0], p.slots_free[5]) == (False, True)
    assert p.removed.get("speakeasy") == 1 and not p.removed.get("still")


def test_police_and_payouts_are_logged() -> None:
    game = cleared()
    s = game.engine.state
    s.districts[3].police_tile = True
    run_task(game, "police")
    assert game.log[-1] == ("police", {"police": [3], "count": 1})
    s.districts[1].spaces = [Building(0, "speakeasy", protected=True), None, None][: len(s.districts[1].spaces)]
    before = s.players[0].safe
    run_task(game, "payouts")
    paid = [entry for entry in game.log if entry[0] == "payout"]
    assert paid == [("payout", {"seat": 0, "borough": "downtown", "amount": s.players[0].safe - before, "place": 1,
                                 "held": 1})]
    assert not any(entry[1]["seat"] != 0 for entry in paid)  # a player controlling nothing gets no line


def test_the_luciano_phase_starts_with_its_log_and_phase() -> None:
    game = cleared()
    s = game.engine.state
    s.districts[7].mob_tile = True
    s.mob_piles["B"] = ["mobster_legs_diamond"]
    run_task(game, "luciano", -1, 1)
    assert s.phase == "luciano"
    assert ("mob_war", {"act": 1, "districts": [7], "count": 1}) in game.log


def test_the_best_protected_building_controls() -> None:
    """000 P.10-11: with family members beside them, a casino outranks a speakeasy."""
    game = cleared()
    s = game.engine.state
    s.districts[7].spaces = [Building(0, "speakeasy", protected=True), Building(1, "casino", protected=True), None]
    assert control.controllers(game.engine, 7) == [1]
    s.districts[7].spaces[2] = Building(2, "casino", protected=True)
    assert control.controllers(game.engine, 7) == [1, 2]  # ties all control


def test_the_control_hierarchy_is_data(tmp_path: Path) -> None:
    """rules/game.yaml `control_hierarchy`: a house rule may rank the speakeasy above the casino."""
    rules = ok(variant(tmp_path, "change:\n  game.control_hierarchy: [family_member, speakeasy, casino, nightclub, still,"
                                 " mob_speakeasy]\n"))
    game = Game.new(GAME, rules, 4, 1)
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.police = 0
    s.districts[7].spaces = [Building(0, "speakeasy"), Building(1, "casino"), None]
    assert control.controllers(game.engine, 7) == [0]


def test_a_majority_is_more_districts_than_anyone_else_the_mob_included() -> None:
    game = cleared()
    s = game.engine.state
    g = game.engine
    s.districts[1].spaces[0] = Building(0, "speakeasy")  # one downtown district each for 0 and the mob
    assert control.majority(g, 0, "downtown") is True   # one district, nobody else: a majority of one
    assert control.majority(g, 1, "downtown") is False  # none
    s.districts[2].spaces[0] = Building(MOB, "mob_speakeasy")
    game.changed()
    assert control.majority(g, 0, "downtown") is False  # one against the mob's one
    s.districts[3].spaces[0] = Building(0, "speakeasy")
    game.changed()
    assert control.majority(g, 0, "downtown") is True


def test_every_place_has_a_payout_because_the_rules_check_says_so(tmp_path: Path) -> None:
    """A payout table shorter than the places (players and the mob) is refused by `check`, so the Luciano
    payout never runs past a table (luciano.payouts' `else 0`)."""
    report = errors(variant(tmp_path, "change:\n  board.payouts.downtown.amounts: [20, 10]\n"))
    assert "downtown pays 2 places; 4 players and the mob need 5" in only_error(report)


HOUSE = """
change:
  game.components.crate: 21
add:
  crates:
    - id: crate_tell
      cash: "1"
      back: "when defend: gain $1"
      reconstructed: a test crate
    - id: crate_guard
      cash: "1"
      back: "once: auto_defend still"
      reconstructed: a test crate
    - id: crate_omen
      cash: "1"
      back: "when luciano: may gain $1"
      reconstructed: a test crate
messages:
  en: {name-crate_tell: Tell, name-crate_guard: Guard, name-crate_omen: Omen}
  zh-Hans: {name-crate_tell: 告, name-crate_guard: 守, name-crate_omen: 兆}
  zh-Hant: {name-crate_tell: 告, name-crate_guard: 守, name-crate_omen: 兆}
"""


def test_a_defense_that_holds_wakes_when_defend(tmp_path: Path) -> None:
    game = Game.new(GAME, ok(variant(tmp_path, HOUSE)), 4, 1)
    game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    p = s.players[0]
    p.crates, p.cash, p.levels["strength"] = ["crate_tell"], 0, 5
    s.districts[5].spaces = [Building(0, "speakeasy"), Building(0, "casino")]
    s.mob_piles["A"] = ["mobster_waxey_gordon"]  # war strength 5: both hold without a question
    run_task(game, "war", -1, (5, "A"))
    assert p.cash == 2  # once per building defended


def test_two_charges_for_a_still_are_one_choice_and_one_is_spent(tmp_path: Path) -> None:
    game = Game.new(GAME, ok(variant(tmp_path, HOUSE)), 4, 1)
    game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    p = s.players[0]
    p.crates, p.associate, p.goons, p.cash, p.safe = ["crate_guard"], "mobster_birdie_brown", 0, 0, 0
    p.levels["strength"] = 1
    s.districts[5].spaces = [Building(0, "still"), Building(MOB, "mob_speakeasy")]
    s.mob_piles["D"] = ["mobster_meyer_lansky"]
    run_task(game, "war", -1, (5, "D"))
    assert len([o for o in option_ids(game) if o.startswith("defend:charge:")]) == 1
    game.apply(option_ids(game)[0])
    assert len(p.spent_charges) == 1 and s.districts[5].spaces[0] is not None


def test_the_luciano_phase_wakes_reactions_in_turn_order(tmp_path: Path) -> None:
    """D-52: an event of everyone at once has no active player: reactions run in turn order."""
    game = Game.new(GAME, ok(variant(tmp_path, HOUSE)), 4, 1)
    game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.mob_tile = False
    s.top_row = [1, 0, 2, 3]
    s.players[0].crates = s.players[1].crates = ["crate_omen"]
    run_task(game, "luciano", -1, 1)
    assert game.decision is not None and (game.decision.kind, game.decision.seat) == ("may", 1)
